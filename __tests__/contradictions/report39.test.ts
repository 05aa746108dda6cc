/**
 * The fields of records: a labelled value under a heading, in a file that gives the same label under other headings
 * too ("## codex-runner" / "- **File count**: 29"), is a field of the record the heading names. A short leading phrase
 * of place or case before a comma ("In CI, use `npm ci`", "For uploads over 100 MB, raise the timeout") is where or
 * when the rest holds, and the rest is still read.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { contradictions, two } from '../helpers/contradictions.js';

const all = (a: string, b: string, pb = '.claude/rules/dev.md') => two(`# Project\n\n${a}\n`, `${b}\n`, 'CLAUDE.md', pb);
const shown = (a: string, b: string, pb = '.claude/rules/dev.md') => all(a, b, pb).filter((c) => c.confidence !== 'unlikely');
const claims = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims.map((c) => ({ key: c.key, conditional: c.conditional, scope: c.scope })));

const map = (...records: [string, number][]) => `# Module Map\n\n${records.map(([name, n]) => `## ${name}\n- **Location**: \`${name}/\`\n- **File count**: ${n}\n`).join('\n')}`;

describe('the fields of records', () => {
  test('a module map at the root against a directory\'s own map: the same field of other modules is not a clash', () => {
    const found = contradictions({ '.claude/rules/modules.md': map(['codex-runner', 29], ['deploy', 33]), 'pipeline-runner/.claude/rules/modules.md': map(['bin', 1], ['example', 9]) });
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => /give "file count" of two things/.test(c.reason ?? ''))).toBe(true);
  });
  test("a folder of the same name in a directory's own map is that directory's folder", () => {
    const found = contradictions({ '.claude/rules/modules.md': map(['src', 212], ['deploy', 33]), 'host-runner/.claude/rules/modules.md': map(['bin', 1], ['src', 5]) });
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    expect(found.some((c) => /of the folder src of host-runner/.test(c.reason ?? ''))).toBe(true);
  });
  test('two rules files that each give ports of their own services', () => {
    const a = '# Services\n\n## web\n- **Port**: 3000\n\n## worker\n- **Port**: 3001\n';
    const b = '# Backends\n\n## api\n- **Port**: 8000\n\n## admin\n- **Port**: 8001\n';
    expect(contradictions({ '.claude/rules/frontend.md': a, '.claude/rules/backend.md': b }).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('the same record in two files with two values still clashes', () => {
    // (the api's 30 seconds against the web's 10 was a certain clash before records were read)
    const a = '# Services\n\n## api\n- **Timeout**: 30 seconds\n\n## web\n- **Timeout**: 10 seconds\n';
    const b = '# Limits\n\n## api\n- **Timeout**: 60 seconds\n\n## web\n- **Timeout**: 10 seconds\n';
    const found = contradictions({ 'CLAUDE.md': a, '.claude/rules/limits.md': b }).filter((c) => c.confidence !== 'unlikely');
    expect(found.map((c) => `${c.a.path}:${c.a.line} ${c.b.path}:${c.b.line} ${c.confidence}`)).toEqual(['CLAUDE.md:4 .claude/rules/limits.md:4 certain']);
  });
  test('a label given once under a heading is a plain statement: a count that drifted is still found', () => {
    const a = '# Project\n\n## Status\n- **Test count**: 535\n';
    const b = '# Testing\n\n## Suite\n- **Test count**: 560\n';
    expect(contradictions({ 'CLAUDE.md': a, '.claude/rules/testing.md': b }).filter((c) => c.confidence !== 'unlikely').length).toBe(1);
  });
});

describe('a short leading phrase of place or case', () => {
  test('"In CI, use Vitest." is read, and CI is where it holds', () => {
    expect(claims('In CI, use Vitest.')).toEqual([{ key: 'fam:js-test-runner', conditional: true, scope: ['ci'] }]);
  });
  test('"In `packages/forms/`, define schemas with Valibot." names the directory', () => {
    expect(claims('In `packages/forms/`, define schemas with Valibot.')).toEqual([{ key: 'fam:schema-validation', conditional: true, scope: ['packages/forms'] }]);
  });
  test('the place keeps it from clashing with a rule for the whole project', () => {
    expect(shown('Use pnpm for all package management.', 'In CI, use `npm ci` to install.')).toEqual([]);
    expect(shown('Use Yup for every schema.', 'In `packages/forms/`, define schemas with Valibot.')).toEqual([]);
  });
  test('a case with a size ("For uploads larger than 100 MB") is a condition of the value after it', () => {
    expect(claims('For uploads larger than 100 MB, raise the timeout to 300 s.').every((c) => c.conditional)).toBe(true);
    expect(shown('Request timeout: 30 s.', 'For uploads larger than 100 MB, raise the timeout to 300 s.')).toEqual([]);
  });
  test('a phrase that says how generally it holds is no place: "In general, use npm" clashes with pnpm', () => {
    expect(claims('In general, use npm.')).toEqual([{ key: 'fam:js-package-manager', conditional: false, scope: [] }]);
    expect(shown('Use pnpm for all package management.', 'In general, use npm.').length).toBe(1);
    expect(claims('For all package management, use pnpm.')[0]?.conditional).toBe(false);
  });
  test('a file named in front is where the value is written: "In `pyproject.toml`, set line-length to 100" against 88', () => {
    const [c] = shown('Max line length is 88.', 'In `pyproject.toml`, set line-length to 100.');
    expect(c?.kind).toBe('numeric');
  });
});

describe('a short leading carve-out', () => {
  test('"Except in tests, never use mocks" leaves tests out, as "never use mocks except in tests" does', () => {
    expect(claims('Except in tests, never use mocks.')).toEqual([{ key: 'act:use:mock', conditional: false, scope: ['ex:test'] }]);
    expect(shown('Use mocks in tests.', 'Except in tests, never use mocks.')).toEqual([]);
  });
  test('"Outside tests, never use mocks" is a carve-out, not a place', () => {
    expect(claims('Outside tests, never use mocks.')).toEqual([{ key: 'act:use:mock', conditional: false, scope: ['ex:test'] }]);
    expect(shown('Use mocks in tests.', 'Outside tests, never use mocks.')).toEqual([]);
  });
  test('against a rule for everything it still clashes', () => {
    expect(shown('Always use mocks.', 'Outside tests, never use mocks.').length).toBe(1);
  });
  test('"Under `ios/`, indent with 4 spaces" and "Under `web/`, indent with 2 spaces" are two places', () => {
    expect(shown('Under `ios/`, indent with 4 spaces.', 'Under `web/`, indent with 2 spaces.')).toEqual([]);
  });
});

describe('a member and what it is for', () => {
  test('"RSpec for all specs (`bundle exec rspec`)." names the framework in use', () => {
    expect(claims('RSpec for all specs (`bundle exec rspec`).').map((c) => c.key)).toEqual(['fam:ruby-test-framework']);
    expect(all('- RSpec for all specs (`bundle exec rspec`).', '- We test with Minitest; do not add RSpec.').some((c) => c.subject === 'Ruby test framework')).toBe(true);
  });
  test('"pnpm for package management" against "Always use npm"', () => {
    expect(shown('- pnpm for package management.', '- Always use npm to install dependencies.').length).toBe(1);
  });
  test('a member followed by more than what it is for is not read so ("Vitest for tests that touch the DOM")', () => {
    expect(claims('Vitest for tests that touch the DOM.')).toEqual([]);
  });
});

describe('what follows from a statement', () => {
  test('", so run `bundle install` after every pull" is an instruction', () => {
    expect(claims('Gems are managed by Bundler, so run `bundle install` after every pull.').map((c) => c.key)).toContain('act:run:bundle install');
  });
  test('", so tests finish quickly" is not', () => {
    expect(claims('It is fast, so tests finish quickly.')).toEqual([]);
  });
});

describe('a rate written with a slash', () => {
  test('"100 req/min" is a number of requests a minute, not 100 minutes', () => {
    expect(extractDirectives('CLAUDE.md', '| Rate limit | 100 req/min per API key |\n').flatMap((d) => d.claims.map((c) => c.key))).toEqual(['num:count/time']);
  });
  test('against "1000 requests a minute" for the same key', () => {
    expect(shown('| Rate limit | 100 req/min per API key |', 'Each API key may make 1000 requests a minute.').length).toBe(1);
  });
});

describe('a gate written as a failure', () => {
  const nums = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims.filter((c) => c.type === 'number').map((c) => ({ about: c.about, cmp: c.cmp, value: c.value, conditional: c.conditional })));
  test('"CI fails if coverage drops below 90%" is a minimum of coverage that always holds', () => {
    expect(nums('CI fails if coverage drops below 90%.')).toEqual([{ about: ['coverage'], cmp: 'min', value: 90, conditional: false }]);
    expect(nums('The build fails when coverage is under 80%.')).toEqual([{ about: ['coverage'], cmp: 'min', value: 80, conditional: false }]);
  });
  test('"the build breaks if a file exceeds 500 lines" is a maximum of a file\'s lines', () => {
    expect(nums('The build breaks if a file exceeds 500 lines.')).toEqual([{ about: ['file'], cmp: 'max', value: 500, conditional: false }]);
  });
  test('against another gate', () => {
    expect(shown('CI fails if coverage drops below 90%.', 'The coverage threshold in CI is 75%.').length).toBe(1);
  });
  test('CI enforcing a coverage gate is no place of it', () => {
    expect(shown('Coverage must be at least 90%.', 'The coverage threshold in CI is 75%.').length).toBe(1);
  });
  test('a condition of something else than a failure stays a condition', () => {
    expect(nums('Split the file if it exceeds 500 lines.')).toEqual([{ about: ['file'], cmp: 'max', value: 500, conditional: true }]);
    expect(nums('When coverage is under 80%, add tests.')).toEqual([]);
  });
});

describe('a setting in code whose name says what it measures', () => {
  const nums = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims.filter((c) => c.type === 'number').map((c) => `${c.key} ${c.cmp} ${c.value} of ${c.about?.join(' ')}`));
  test('"`line-length = 120` in pyproject.toml" is a line length of 120 characters', () => {
    expect(nums("`line-length = 120` in pyproject.toml — don't lower it.")).toEqual(['num:chars eq 120 of line']);
    expect(shown('Line length: 100 (ruff and black are both configured to 100).', "`line-length = 120` in pyproject.toml — don't lower it.").map((c) => c.kind)).toEqual(['numeric']);
  });
  test('"`max-lines-per-function: 40`" is at most 40 lines of a function', () => {
    expect(nums('Keep functions short: ESLint enforces `max-lines-per-function: 40`.')).toEqual(['num:lines max 40 of func']);
    expect(shown('Keep functions short: ESLint enforces `max-lines-per-function: 40`.', 'Functions must be at most 80 lines.').length).toBe(1);
  });
  test('a line that states the number in words too gives it once', () => {
    expect(nums('Line length is 120 (`line-length = 120`).')).toEqual(['num:chars eq 120 of line']);
  });
  test('two settings of one name stay one drift, not two findings', () => {
    expect(shown('Run the test suite with `--maxWorkers=4`.', 'Always pass `--maxWorkers=1` to the test runner.').map((c) => c.kind)).toEqual(['drift']);
  });
  test('names that measure nothing give nothing (ports, versions, ids)', () => {
    expect(nums('Start it with `--port 3000`.')).toEqual([]);
    expect(nums('Set `python_version = 3.12` in mypy.ini.')).toEqual([]);
  });
});

describe('what a thing will do', () => {
  test('"The hook will BLOCK the commit if docs are missing" describes the hook, against "Do NOT block the commit"', () => {
    expect(claims('The `doc-check-on-commit` hook will BLOCK the commit if docs are missing.')).toEqual([]);
    expect(all('The `doc-check-on-commit` hook will BLOCK the commit if docs are missing.', 'Do NOT block the commit — superkit sync is a separate task.')).toEqual([]);
  });
  test('what the agent will do is still its rule', () => {
    expect(claims('The agent will ask before pushing.').map((c) => c.key)).toEqual(['confirm:push:']);
  });
});

describe('"here" above any section', () => {
  test('"Never use npm here." at the top of a file is the whole file\'s rule', () => {
    expect(shown('Never use npm here.', 'Always use npm.').length).toBe(1);
  });
  test('under a section it may stand for what the section is about', () => {
    expect(contradictions({ 'CLAUDE.md': '# P\n\n## Frontend\n\n- Never use npm here.\n', '.claude/rules/a.md': '- Always use npm.\n' }).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
});

describe('an object named before', () => {
  test('"Omit that trigger" is about one trigger named before, not every use of a trigger', () => {
    expect(claims('Omit that trigger, use a truthful manual/directory boundary.').find((c) => c.key === 'act:use:trigger')?.scope.some((q) => q.startsWith('@ref:'))).toBe(true);
    expect(shown('Seed dependency reasons, then replace them with the trigger reason.', 'Omit that trigger, use a truthful manual/directory boundary.')).toEqual([]);
  });
});

describe('a labelled item whose verb is the member', () => {
  test('"**Merging:** always squash-merge PRs" chooses squash, against merge commits', () => {
    expect(claims('- **Merging:** always squash-merge PRs.').map((c) => c.key)).toEqual(['fam:merge-strategy']);
    expect(shown('- **Merging:** always squash-merge PRs.', 'Merge PRs with a merge commit; squash merging is disabled.').length).toBe(1);
  });
});

describe('the Dart SDK running a package', () => {
  test('"`flutter pub run build_runner build`" names Flutter only as what runs build_runner', () => {
    const fam = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims.filter((c) => c.key === 'fam:mobile-framework').map((c) => c.basis));
    expect(fam('Run `flutter pub run build_runner build` after schema changes.')).toEqual(['incidental']);
    expect(fam('Run `flutter test`.')).toEqual(['prescribed']);
  });
  test("against a pure Dart package's own \"No Flutter\" it is no warning", () => {
    expect(shown('Run `flutter pub run build_runner build` after schema changes.', 'Pure Dart services. No Flutter, no Riverpod dependency.', 'lib/core/AGENTS.md')).toEqual([]);
  });
});

