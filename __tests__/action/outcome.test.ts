/**
 * End to end: what the bundled action reports and how it exits — fail-on levels (input and configuration),
 * a report too long for a comment, annotations in Checks API batches of 50 or as workflow commands capped at
 * 10 per type, and configuration errors. Requires `npm run bundle` first.
 */
import { COMMENT_MAX_CHARS, MARKER } from '../../src/github/comment.js';
import { cleanupAll, commandAnnotations, exampleRepo, expectClean, expectExit, fakeGitHub, MANY_IMPORTS, manyFindingsRepo, oneWarningRepo, pullEvent, repo, run, tempDir } from './fixtures.js';

afterAll(cleanupAll);

describe('fail-on', () => {
  // one warning introduced, nothing else
  for (const [failOn, code] of [
    ['error', 0],
    ['warning', 1],
    ['notice', 1],
    ['never', 0],
  ] as const) {
    test(`one warning introduced, fail-on ${failOn} → exit ${code}`, async () => {
      const r = oneWarningRepo();
      const [base, head] = r.shas;
      const gh = await fakeGitHub(r.root, { pulls: [{ number: 40, base, head }] });
      const res = await run(gh, { event: pullEvent(r, { number: 40, base, head }), sha: head, workspace: r.root, inputs: { 'fail-on': failOn } });
      expectExit(res, code);
      expectClean(res, gh);
      expect(res.outputs).toMatchObject({ 'introduced-errors': '0', 'introduced-warnings': '1', 'introduced-notices': '0', failed: String(code === 1) });
      if (code) expect(res.stdout).toMatch(new RegExp(`^::error::memory-review: 1 finding\\(s\\) at or above ${failOn} introduced by this pull request\\.$`, 'm'));
      else expect(res.stdout).not.toMatch(/^::error::/m);
      // the comment is posted either way: the change introduced a finding
      expect(gh.state.comments).toHaveLength(1);
      expect(gh.state.comments[0].body).toContain(code ? '**memory-review fails:**' : '**memory-review passes**');
    }, 60_000);
  }

  test('errors introduced, fail-on never → exit 0 (and the check run is neutral)', async () => {
    const r = exampleRepo();
    const [base, head] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 41, base, head }] });
    const res = await run(gh, { event: pullEvent(r, { number: 41, base, head }), sha: head, workspace: r.root, inputs: { 'fail-on': 'never' } });
    expectExit(res, 0);
    expectClean(res, gh);
    expect(Number(res.outputs['introduced-errors'])).toBeGreaterThan(0);
    expect(res.outputs.failed).toBe('false');
    expect(gh.state.checkRuns[0].conclusion).toBe('neutral');
  }, 60_000);

  test('fail-on left empty takes failOn from the base configuration; the input overrides it', async () => {
    const r = oneWarningRepo('failOn: warning\n');
    const [base, head] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 42, base, head }] });
    const fromConfig = await run(gh, { event: pullEvent(r, { number: 42, base, head }), sha: head, workspace: r.root });
    expectExit(fromConfig, 1);
    expectClean(fromConfig, gh);
    expect(fromConfig.stdout).toMatch(/^::error::memory-review: 1 finding\(s\) at or above warning/m);
    const overridden = await run(gh, { event: pullEvent(r, { number: 42, base, head }), sha: head, workspace: r.root, inputs: { 'fail-on': 'error' } });
    expectExit(overridden, 0);
    expect(overridden.outputs.failed).toBe('false');
  }, 60_000);

  test('an invalid fail-on is a clear input error', async () => {
    const r = oneWarningRepo();
    const [base, head] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 43, base, head }] });
    const res = await run(gh, { event: pullEvent(r, { number: 43, base, head }), sha: head, workspace: r.root, inputs: { 'fail-on': 'warnings' } });
    expectExit(res, 2);
    expectClean(res, gh);
    expect(res.stdout).toMatch(/^::error::memory-review: input fail-on must be one of error, warning, notice, never, not "warnings"$/m);
  }, 60_000);
});

describe(`${MANY_IMPORTS + 1} findings`, () => {
  test('the comment is cut to fit GitHub’s limit with a note; the summary has everything; annotations go to the Checks API in batches of 50', async () => {
    const r = manyFindingsRepo();
    const [base, head] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 50, base, head }] });
    const res = await run(gh, { event: pullEvent(r, { number: 50, base, head }), sha: head, workspace: r.root });
    expectExit(res, 0); // warnings only, fail-on error
    expectClean(res, gh);
    expect(res.outputs).toMatchObject({ 'introduced-warnings': String(MANY_IMPORTS + 1), failed: 'false' });

    // the sticky comment: at most 65,536 characters, saying it was cut and where the rest is
    expect(gh.state.comments).toHaveLength(1);
    const body = gh.state.comments[0].body;
    expect(body.startsWith(MARKER)).toBe(true);
    expect([...body].length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.length).toBeGreaterThan(COMMENT_MAX_CHARS / 2);
    expect(body).toMatch(/✂️ This report is longer than fits here .*; \d+ more findings not shown\. The full report is in the job summary of the workflow run\. \[Open the full report\]\(https:\/\/github\.com\/octo\/shop\/actions\/runs\/4242424242\)/);
    const inComment = body.match(/<sub>`import-missing`<\/sub>/g)?.length ?? 0;
    expect(inComment).toBeLessThan(MANY_IMPORTS);
    // the job summary holds the whole report
    expect(res.summary.length).toBeGreaterThan(COMMENT_MAX_CHARS);
    expect(res.summary.match(/<sub>`import-missing`<\/sub>/g)).toHaveLength(MANY_IMPORTS);
    expect(res.summary).not.toContain('✂️');

    // annotations: one check run, created with 50 and updated 50 at a time
    expect(gh.state.checkRuns).toHaveLength(1);
    const runObj = gh.state.checkRuns[0];
    expect(runObj.annotations).toHaveLength(MANY_IMPORTS + 1);
    expect(runObj).toMatchObject({ status: 'completed', conclusion: 'neutral', head_sha: head });
    const writes = gh.log.filter((e) => /\/check-runs(\/\d+)?$/.test(e.path) && e.method !== 'GET');
    const batches = Math.ceil((MANY_IMPORTS + 1) / 50);
    expect(writes.map((e) => e.method)).toEqual(['POST', ...Array(batches - 1).fill('PATCH')]);
    const sizes = writes.map((e) => ((e.body as { output?: { annotations?: unknown[] } } | undefined)?.output?.annotations ?? []).length);
    expect(sizes).toEqual([...Array(batches - 1).fill(50), MANY_IMPORTS + 1 - 50 * (batches - 1)]);
    expect(res.stdout).toContain(`Published ${MANY_IMPORTS + 1} annotation(s) in ${batches} batch(es)`);
    expect(commandAnnotations(res).warning).toEqual([]);
  }, 60_000);

  test('a token without checks: write falls back to workflow commands, at most 10 per type', async () => {
    const r = manyFindingsRepo();
    const [base, head] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 51, base, head }] });
    gh.state.checksWritable = false;
    const res = await run(gh, { event: pullEvent(r, { number: 51, base, head }), sha: head, workspace: r.root });
    expectExit(res, 0);
    expectClean(res, gh);
    expect(gh.state.checkRuns).toEqual([]);
    expect(res.stdout).toContain('Checks API annotations not published (forbidden 403); falling back to workflow commands.');
    const anns = commandAnnotations(res);
    expect(anns.warning).toHaveLength(10);
    expect(anns.error).toHaveLength(0);
    for (const a of anns.warning) expect(a).toMatch(/^::warning file=CLAUDE\.md,line=\d+(,endLine=\d+)?,title=memory-review [a-z-]+::.+%0AFix: /);
    expect(res.stdout).toContain(`Annotations beyond 10 per type are not shown by GitHub for workflow commands: ${MANY_IMPORTS + 1 - 10} more warnings (see the job summary).`);
    expect(gh.state.comments).toHaveLength(1); // the comment does not need checks: write
  }, 60_000);
});

test('a report over 1 MiB in UTF-8 (multi-byte file names) is cut to fit the job summary; annotations stop at 1,000', async () => {
  // 2,500 missing imports whose paths are CJK: under 900,000 characters of markdown, but well over 1 MiB of bytes
  const N = 2500;
  const lines = ['# 项目', ''];
  for (let i = 0; i < N; i++) lines.push(`- 阅读 @docs/缺失的参考指南第${i}号文件名称非常长以便测试摘要的字节上限而不是字符上限这里再多写一些汉字让它更长一点.md`);
  const r = repo({ 'CLAUDE.md': '# P\n' }, { 'CLAUDE.md': lines.join('\n') + '\n' });
  const [base, head] = r.shas;
  const gh = await fakeGitHub(r.root, { pulls: [{ number: 55, base, head }] });
  const res = await run(gh, { event: pullEvent(r, { number: 55, base, head }), sha: head, workspace: r.root });
  expectExit(res, 0);
  expectClean(res, gh);
  const warnings = Number(res.outputs['introduced-warnings']); // N import-missing, large-file, total-too-large
  expect(warnings).toBe(N + 2);
  const bytes = Buffer.byteLength(res.summary);
  expect(bytes).toBeLessThanOrEqual(1_000_000);
  expect(bytes).toBeGreaterThan(500_000);
  expect(res.summary).toMatch(/✂️ .*\d+ more findings not shown\. Everything is in the JSON report \\\(the report\\-json output/);
  expect(JSON.parse(res.tempFiles['memory-review/report.json']).findings).toHaveLength(warnings);
  expect([...gh.state.comments[0].body].length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
  expect(gh.state.checkRuns[0].annotations).toHaveLength(1000);
  expect(res.stdout).toContain(`Published 1000 annotation(s) in 20 batch(es) (${warnings - 1000} left out: over the limit, or without a line)`);
}, 60_000);

describe('configuration errors', () => {
  const BAD = 'rules:\n  no-such-rule: error\n';

  test('a bad .github/memory-review.yml in the base: clear error, exit 2, no stack trace, nothing posted', async () => {
    const r = repo({ '.github/memory-review.yml': BAD, 'CLAUDE.md': '# P\n\nHello.\n' }, { 'CLAUDE.md': '# P\n\nHello again.\n' });
    const [base, head] = r.shas;
    for (const [workspace, event] of [
      [r.root, 'pull_request'],
      [tempDir('mr-empty-ws-'), 'pull_request_target'],
    ] as const) {
      const gh = await fakeGitHub(r.root, { pulls: [{ number: 60, base, head }] });
      const res = await run(gh, { event: pullEvent(r, { number: 60, base, head, name: event }), sha: head, workspace });
      expectExit(res, 2);
      expectClean(res, gh);
      expect(res.stdout).toMatch(/^::error::memory-review: configuration error: \.github\/memory-review\.yml: rules\.no-such-rule: unknown rule id \(see the rule catalogue in the README\)$/m);
      expect(res.stderr).toBe('');
      expect(gh.requests('POST')).toEqual([]);
      expect(gh.state.comments).toEqual([]);
    }
  }, 60_000);

  test('a pull request that breaks the configuration fails, though the review reads the base’s', async () => {
    const r = repo({ '.github/memory-review.yml': 'failOn: error\n', 'CLAUDE.md': '# P\n\nHello.\n' }, { '.github/memory-review.yml': BAD });
    const [base, head] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 61, base, head }] });
    const res = await run(gh, { event: pullEvent(r, { number: 61, base, head }), sha: head, workspace: r.root });
    expectExit(res, 2);
    expectClean(res, gh);
    expect(res.stdout).toMatch(/^::error::memory-review: configuration error: \.github\/memory-review\.yml as changed by this pull request: rules\.no-such-rule: unknown rule id/m);
  }, 60_000);

  test('an invalid YAML configuration says so', async () => {
    const r = repo({ '.github/memory-review.yml': 'entries: [a\nrules: {}\n', 'CLAUDE.md': '# P\n' }, { 'CLAUDE.md': '# P\n\nMore.\n' });
    const [base, head] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 62, base, head }] });
    const res = await run(gh, { event: pullEvent(r, { number: 62, base, head }), sha: head, workspace: r.root });
    expectExit(res, 2);
    expectClean(res, gh);
    expect(res.stdout).toMatch(/^::error::memory-review: configuration error: \.github\/memory-review\.yml: invalid YAML\b.*: /m);
  }, 60_000);
});
