/**
 * Quantities with an open vocabulary (src/core/contradictions/claims/quantity.ts): what is measured is read
 * from the sentence, values are normalised by dimension, two claims are compared only when their subjects
 * match, and a partial match is at most `possible`. Numbers that are not asserted limits (ports, steps,
 * issue numbers, narratives, samples of output, approximations) stay silent.
 */
import { extractDirectives, findConflicts, type Claim, type Conflict } from '../../src/core/contradictions/index.js';

function run(files: Record<string, string>): Conflict[] {
  const m = new Map(Object.entries(files).map(([p, t]) => [p, extractDirectives(p, t)]));
  return findConflicts(m, [{ id: 'all', label: 'all', files: Object.keys(files) }]);
}
const pair = (a: string, b: string): Conflict[] => run({ 'A.md': `- ${a}\n`, 'B.md': `- ${b}\n` }).filter((c) => c.rule === 'contradiction');
const numbers = (line: string): Claim[] => extractDirectives('X.md', `- ${line}\n`).flatMap((d) => d.claims.filter((c) => c.type === 'number'));

describe('what a quantity claim reads', () => {
  test('subject words, dimension, value and comparison', () => {
    expect(numbers('Lambda handlers time out after 15 seconds.')).toEqual([expect.objectContaining({ key: 'num:time', value: 15000, cmp: 'eq', about: ['handler', 'lambda'], kinds: ['timeout'] })]);
    expect(numbers('Keep the gzipped bundle under 350 kB.')).toEqual([expect.objectContaining({ key: 'num:bytes', value: 350000, cmp: 'max', about: ['bundle', 'gzip'] })]);
    expect(numbers('Branch coverage must not drop below 85%.')).toEqual([expect.objectContaining({ key: 'num:percent', value: 85, cmp: 'min', about: ['branch', 'coverage'] })]);
    expect(numbers('Default page size for list endpoints: 50.')).toEqual([expect.objectContaining({ key: 'num:count', value: 50, about: ['endpoint', 'list', 'page'] })]);
    expect(numbers('Rate limit the public API to 100 requests per minute.')).toEqual([expect.objectContaining({ key: 'num:count/time', value: 100 / 60000, cmp: 'max' })]);
    expect(numbers('Keep lines under 100 characters.')).toEqual([expect.objectContaining({ subject: 'line length (characters)', value: 100, cmp: 'max' })]);
  });

  test('numbers that are not asserted quantities', () => {
    for (const line of [
      'The dev server runs on port 3000.',
      'Coverage dropped to 72% last sprint.',
      'Bundle size grew from 180 kB to 240 kB after adding charts.',
      'The full build takes about 20 minutes.',
      'Issue #412 tracks the flaky 30 s timeout in CI.',
      'Every error message answers two questions: what went wrong, and what to do next.',
      'Examples: "4.2 MB", "850 KB", "1.1 GB".',
      'Support for Node 20 landed in 2024.',
      'Keep lines between 50 and 72 characters.',
    ]) expect([line, numbers(line)]).toEqual([line, []]);
  });
});

describe('conflicts between quantities', () => {
  test.each([
    ['Debounce search input by 300 ms.', 'Search input debounce: 150ms.'],
    ['Branch coverage must not drop below 85%.', 'CI requires 75% branch coverage.'],
    ['The JS bundle budget is 200 kB gzipped.', 'Keep the JS bundle under 350 kB gzipped.'],
    ['HTTP client timeout: 30 seconds.', 'Set the HTTP client timeout to 10s.'],
    ['Docker images must stay under 500 MB.', 'Keep container images below 1 GB.'],
    ['Keep methods to 15 lines or fewer.', 'A method may run to 40 lines.'],
    ['Lighthouse performance score must be at least 90.', 'A Lighthouse performance score of 75 is acceptable.'],
    ['Max line length is 110.', 'Wrap code at 90 columns.'],
    ['Files longer than 500 lines are not allowed.', 'Keep files under 800 lines.'],
    ['Coverage below 80% is not acceptable.', 'A coverage of 70% is fine.'],
  ])('%s / %s', (a, b) => {
    const found = pair(a, b);
    expect(found).toHaveLength(1);
    expect(found[0].kind).toBe('numeric');
  });

  test('a value shared with an unrelated quantity does not hide a clash', () => {
    const found = run({
      'A.md': '- Lambda timeout: 30 seconds.\n',
      'B.md': '- HTTP client timeout: 30 seconds.\n',
      'C.md': '- Set the HTTP client timeout to 10s.\n',
    }).filter((c) => c.rule === 'contradiction');
    expect(found.map((c) => [c.a.path, c.b.path])).toEqual([['B.md', 'C.md']]);
  });

  test('a partial subject match is unlikely, with the reason', () => {
    const [c] = pair('Set every Lambda timeout to 900 s.', 'Lambda handlers time out after 15 seconds.');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/match only in part.*handler/);
    const [d] = pair('The connection pool holds 10 connections.', 'Configure the DB pool with 25 connections.');
    expect(d?.confidence).toBe('unlikely');
  });

  test('both sides prescribing the same subject is certain', () => {
    const [c] = pair('Each unit test must finish within 2 seconds.', 'A single unit test may take up to 10 s.');
    expect(c?.confidence).toBe('certain');
  });

  test.each([
    // different subjects with the same unit
    ['Unit tests time out after 5 seconds.', 'Integration tests time out after 60 seconds.'],
    ['Line coverage must be at least 80%.', 'Branch coverage must be at least 70%.'],
    ['Keep functions under 50 lines.', 'Keep files under 500 lines.'],
    ['Cache user profiles for 10 minutes.', 'Cache feature flags for 30 seconds.'],
    ['Lambda timeout: 30 seconds.', 'API Gateway times out after 29 seconds.'],
    ['Debounce search input by 300 ms.', 'Throttle scroll handlers to 100 ms.'],
    ['Commit subject lines: max 50 characters.', 'Wrap commit message bodies at 72 characters.'],
    ['Retry failed HTTP calls 3 times.', 'Retry flaky tests at most 2 times.'],
    // a narrower population is an override
    ['Tests time out after 5 seconds.', 'Integration tests time out after 60 seconds.'],
    // a range, and a permission within the rule
    ['Request timeouts must be at least 5 seconds.', 'No request timeout may exceed 30 seconds.'],
    ['Passwords must be at least 12 characters.', 'Passwords may be at most 128 characters.'],
    ['Lighthouse performance score must be at least 90.', 'A Lighthouse performance score of 95 is acceptable.'],
    // the same value in another unit
    ['Timeouts default to 30 seconds.', 'The default timeout is 30000 ms.'],
    // a value for a while, or for a place named up front
    ['Until the migration lands, keep the API timeout at 60 s.', 'The API timeout is 30 seconds.'],
    ['For the admin dashboard, the page size is 100.', 'Default page size: 25.'],
    // a number that picks out what another rule applies to
    ['Functions over 80 lines need a justification in review.', 'Keep functions under 50 lines.'],
    ['PRs over 400 lines are hard to review.', 'PRs may be up to 1000 lines.'],
    // numbers that are not limits
    ['3. Wait 10 minutes for the deploy to finish.', 'Deploys time out after 30 minutes.'],
    ['Directories beat big files: five small files are easier to review than one 400-line file.', 'Keep files under 300 lines.'],
    ['Coverage floors: 55/40/40/55 (stmt/branch/func/line).', 'Coverage must be at least 80%.'],
    ['The dev server runs on port 3000.', 'API requests time out after 3000 ms.'],
    ['Coverage dropped to 72% last sprint.', 'Coverage must be at least 80%.'],
    ['Node 20 is required.', 'The full build takes about 20 minutes.'],
  ])('silent: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });

  test('real-file shapes stay silent: a status table, a style guide of sample output, a runbook', () => {
    const found = run({
      'CLAUDE.md': [
        '# Project',
        '',
        '| Metric | Value |',
        '| --- | --- |',
        '| Open issues | 42 |',
        '',
        '- Test suite: 496 tests (vitest unit + integration).',
        '- Yes: "12 cards found in deck.zip"',
        '- No: "We are thrilled to tell you your deck has 87 cards!"',
        '- If CI is still running, sleep another 10 minutes and check again.',
        '- Default test timeout is 5s.',
        '',
      ].join('\n'),
      'docs/guide.md': ['# Guide', '', '- Examples: "4.2 MB", "850 KB", "1.1 GB".', '- The cache hit rate dropped to 0% during the outage.', '- Integration tests time out after 60 seconds.', '- Step 2: wait 30 seconds for the container to start.', ''].join('\n'),
    });
    expect(found.filter((c) => c.rule === 'contradiction')).toEqual([]);
  });
});

describe('versions with open subjects', () => {
  test.each([
    ['Target ES2022.', 'The output must run in ES5 browsers.'],
    ['`minSdk` is 26.', 'Support Android API level 21 and up.'],
    ['The iOS deployment target is 15.0.', 'Support iOS 13 and later.'],
    ['`targetSdk` is 34.', 'Set `targetSdkVersion` to 33.'],
    ['Set `MACOSX_DEPLOYMENT_TARGET` to 12.', 'The macOS deployment target is 11.0.'],
    ['Target ES5.', 'Write ES2017+ code.'],
    ['Target ES2017.', 'Use ES2022 features such as top-level await.'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)[0]?.kind).toBe('version');
  });

  test.each([
    ['`minSdk` is 24.', '`targetSdk` is 34.'],
    ['Support iOS 15 and later.', 'The iOS deployment target is 15.0.'],
    ['Target ES2022 for the server build.', 'Target ES2017 for the browser bundle.'],
    ['Target ES2015.', 'Use ES6 syntax.'],
    ['Target ES2020.', 'Use ES6 features such as arrow functions and classes.'],
    ['Target ES2022.', 'Write ES2017+ code.'],
  ])('silent: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});
