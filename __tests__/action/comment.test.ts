/**
 * End to end: the bundled action (dist/index.js under Node 24, run like a runner runs it) reviewing a pull
 * request in a real git repository and talking HTTP to the loopback GitHub stand-in — the sticky comment's
 * life cycle, fork pull requests with a read-only token, and faults on the comment writes.
 * Requires `npm run bundle` first.
 */
import { MARKER } from '../../src/github/comment.js';
import { ACTIONS_BOT, HUMAN } from '../helpers/fakeGitHub.js';
import { cleanupAll, commandAnnotations, countOutputs, exampleRepo, expectClean, expectedReport, expectExit, fakeGitHub, FORK, pullEvent, run, tempDir, failsLine } from './fixtures.js';

afterAll(cleanupAll);

const commentPosts = (gh: Awaited<ReturnType<typeof fakeGitHub>>, n: number) => gh.requests('POST', new RegExp(`/issues/${n}/comments$`));
const ours = (gh: Awaited<ReturnType<typeof fakeGitHub>>, n: number) => gh.state.comments.filter((c) => c.issue_number === n && c.body.startsWith(MARKER));

test('first run creates the sticky comment; after a new head commit the second run updates it in place', async () => {
  const r = exampleRepo();
  const [base, head1, head2] = r.shas;
  const gh = await fakeGitHub(r.root, { pulls: [{ number: 7, base, head: head1 }] });
  const want1 = await expectedReport(r, head1, base);
  const errors1 = want1.summary.introduced.error;
  expect(errors1).toBeGreaterThan(1); // the demo change introduces errors, among them the unparsable rule

  const first = await run(gh, { event: pullEvent(r, { number: 7, base, head: head1 }), sha: head1, workspace: r.root });
  expectExit(first, 1); // fail-on defaults to error
  expectClean(first, gh);
  expect(first.stdout).toContain('reading the repository through the workspace git objects');
  expect(first.stdout).toMatch(new RegExp(`^::error::memory-review: ${errors1} finding\\(s\\) at or above error introduced by this pull request\\.$`, 'm'));
  expect(first.outputs).toMatchObject({ ...countOutputs(want1), changed: 'true', failed: 'true' });
  const created = ours(gh, 7);
  expect(created).toHaveLength(1);
  expect(created[0].user.login).toBe(ACTIONS_BOT.login);
  expect(created[0].body).toContain(`head ${head1.slice(0, 7)}`);
  expect(created[0].body).toContain('`rule-frontmatter-unparsable`');
  expect(first.outputs['comment-url']).toBe(`https://github.com/octo/shop/pull/7#issuecomment-${created[0].id}`);
  // the full report in the job summary, the JSON and SARIF reports where the outputs say
  expect(first.summary).toContain(failsLine(want1.summary.introduced));
  expect(JSON.parse(first.tempFiles['memory-review/report.json']).summary.introduced).toEqual(want1.summary.introduced);
  expect(JSON.parse(first.tempFiles['memory-review/memory-review.sarif']).version).toBe('2.1.0');
  expect(first.outputs['report-json']).toMatch(/runner-temp\/memory-review\/report\.json$/);
  // annotations through the Checks API, on the pull request's head commit
  expect(gh.state.checkRuns).toHaveLength(1);
  expect(gh.state.checkRuns[0]).toMatchObject({ head_sha: head1, status: 'completed', conclusion: 'failure' });
  expect(gh.state.checkRuns[0].annotations.length).toBe(Number(first.outputs['introduced-errors']) + Number(first.outputs['introduced-warnings']));
  expect(commandAnnotations(first).error).toEqual([]);

  // a new push: head2 fixes the unparsable rule
  gh.state.pulls[0].head = head2;
  const second = await run(gh, { event: pullEvent(r, { number: 7, base, head: head2 }), sha: head2, workspace: r.root });
  expectExit(second, 1); // the other errors remain
  expectClean(second, gh);
  expect(second.outputs).toMatchObject({ ...countOutputs(await expectedReport(r, head2, base)), 'introduced-errors': String(errors1 - 1), failed: 'true' });
  const updated = ours(gh, 7);
  expect(updated).toHaveLength(1);
  expect(updated[0].id).toBe(created[0].id);
  expect(updated[0].body).toContain(`head ${head2.slice(0, 7)}`);
  expect(updated[0].body).not.toContain('`rule-frontmatter-unparsable`');
  expect(commentPosts(gh, 7)).toHaveLength(1);
  expect(gh.requests('PATCH', /\/issues\/comments\/\d+$/)).toHaveLength(1);
  expect(second.stdout).toContain(`Sticky comment updated: https://github.com/octo/shop/pull/7#issuecomment-${created[0].id}`);
  expect(gh.state.checkRuns.map((c) => c.head_sha)).toEqual([head1, head2]);

  // the same head again: nothing to write
  const third = await run(gh, { event: pullEvent(r, { number: 7, base, head: head2 }), sha: head2, workspace: r.root });
  expectExit(third, 1);
  expect(third.stdout).toContain('Sticky comment unchanged');
  expect(gh.requests('PATCH', /\/issues\/comments\/\d+$/)).toHaveLength(1);
  expect(ours(gh, 7)).toHaveLength(1);
}, 60_000);

test('a duplicate left by a concurrent run is deleted (the oldest stays); a human quoting the marker is left alone', async () => {
  const r = exampleRepo();
  const [base, head1] = r.shas;
  const gh = await fakeGitHub(r.root, { pulls: [{ number: 8, base, head: head1 }] });
  const human = gh.addComment(8, `Why does the bot write\n${MARKER}\n?`, HUMAN);
  const oldest = gh.addComment(8, `${MARKER}\nolder review`, ACTIONS_BOT);
  const dup = gh.addComment(8, `${MARKER}\nconcurrent review`, ACTIONS_BOT);
  const res = await run(gh, { event: pullEvent(r, { number: 8, base, head: head1 }), sha: head1, workspace: r.root });
  expectExit(res, 1);
  expectClean(res, gh);
  const left = gh.state.comments.filter((c) => c.issue_number === 8);
  expect(left.map((c) => c.id)).toEqual([human.id, oldest.id]);
  expect(left[1].body).toContain(`head ${head1.slice(0, 7)}`);
  expect(gh.requests('DELETE', new RegExp(`/issues/comments/${dup.id}$`))).toHaveLength(1);
  expect(commentPosts(gh, 8)).toHaveLength(0);
  expect(res.stdout).toMatch(/Sticky comment updated: \S+ \(removed 1 duplicate\(s\)\)/);
}, 60_000);

describe('a fork pull request with a read-only token', () => {
  for (const [failOn, code] of [
    ['error', 1],
    ['never', 0],
  ] as const) {
    test(`no crash, review in the summary and workflow-command annotations, the log says why; fail-on ${failOn} → exit ${code}`, async () => {
      const r = exampleRepo();
      const [base, head1] = r.shas;
      const gh = await fakeGitHub(r.root, { pulls: [{ number: 9, base, head: head1, headRepo: FORK }] });
      const want = await expectedReport(r, head1, base);
      const errors = want.summary.introduced.error;
      gh.state.readOnly = true;
      const res = await run(gh, { event: pullEvent(r, { number: 9, base, head: head1, headRepo: FORK }), sha: head1, workspace: r.root, inputs: { 'fail-on': failOn } });
      expectExit(res, code); // only the findings decide
      expectClean(res, gh);
      expect(res.outputs).toMatchObject({ ...countOutputs(want), failed: String(code === 1), 'comment-url': '' });
      expect(res.summary).toContain(code === 1 ? failsLine(want.summary.introduced) : '**memory-review passes**');
      expect(gh.state.comments).toEqual([]);
      expect(res.stdout).toContain('Not posting the review comment: the token cannot write to pull requests (HTTP 403, a fork pull request with a read-only token)');
      // no checks: write either: annotations fall back to workflow commands
      expect(gh.state.checkRuns).toEqual([]);
      expect(res.stdout).toContain('falling back to workflow commands');
      const anns = commandAnnotations(res);
      expect(anns.error).toHaveLength(Math.min(errors, 10));
      expect(anns.error[0]).toMatch(/^::error file=[^,]+,line=\d+/);
      if (code === 1) expect(res.stdout).toMatch(new RegExp(`^::error::memory-review: ${errors} finding\\(s\\)`, 'm'));
      else expect(res.stdout).toContain('fail-on is never');
    }, 60_000);
  }
});

describe('server errors on the comment write', () => {
  test('a 502 returned after the comment was created: found and used, never posted twice', async () => {
    const r = exampleRepo();
    const [base, head1] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 10, base, head: head1 }] });
    gh.failNext('POST', /\/issues\/10\/comments$/, 502, { applyBeforeFailing: true });
    const res = await run(gh, { event: pullEvent(r, { number: 10, base, head: head1 }), sha: head1, workspace: r.root });
    expectExit(res, 1);
    expectClean(res, gh);
    expect(commentPosts(gh, 10).map((e) => e.status)).toEqual([502]);
    expect(ours(gh, 10)).toHaveLength(1);
    expect(res.stdout).toContain('checking whether it was created');
    expect(res.outputs['comment-url']).toBe(`https://github.com/octo/shop/pull/10#issuecomment-${ours(gh, 10)[0].id}`);
  }, 60_000);

  test('5xx before anything was applied: retried until created, one comment', async () => {
    const r = exampleRepo();
    const [base, head1] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 11, base, head: head1 }] });
    gh.failNext('POST', /\/issues\/11\/comments$/, 500, { times: 2 });
    const res = await run(gh, { event: pullEvent(r, { number: 11, base, head: head1 }), sha: head1, workspace: r.root });
    expectExit(res, 1);
    expectClean(res, gh);
    expect(commentPosts(gh, 11).map((e) => e.status)).toEqual([500, 500, 201]);
    expect(ours(gh, 11)).toHaveLength(1);
  }, 60_000);

  test('a 503 on the update, applied or not, is retried: one comment with the new body', async () => {
    const r = exampleRepo();
    const [base, head1, head2] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 12, base, head: head2 }] });
    const existing = gh.addComment(12, `${MARKER}\nreview of ${head1}`, ACTIONS_BOT);
    gh.failNext('PATCH', /\/issues\/comments\/\d+$/, 503, { applyBeforeFailing: true });
    gh.failNext('PATCH', /\/issues\/comments\/\d+$/, 503);
    const res = await run(gh, { event: pullEvent(r, { number: 12, base, head: head2 }), sha: head2, workspace: r.root });
    expectExit(res, 1);
    expectClean(res, gh);
    expect(gh.requests('PATCH', /\/issues\/comments\/\d+$/).map((e) => e.status)).toEqual([503, 503, 200]);
    expect(ours(gh, 12).map((c) => c.id)).toEqual([existing.id]);
    expect(ours(gh, 12)[0].body).toContain(`head ${head2.slice(0, 7)}`);
    expect(commentPosts(gh, 12)).toHaveLength(0);
  }, 60_000);

  test('persistent 500s whose message echoes the token: the run finishes, the log is redacted, no comment', async () => {
    const r = exampleRepo();
    const [base, head1] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 13, base, head: head1 }] });
    gh.failNext('POST', /\/issues\/13\/comments$/, 500, { times: 10, body: { message: `internal error for token ${gh.token}` } });
    const res = await run(gh, { event: pullEvent(r, { number: 13, base, head: head1 }), sha: head1, workspace: r.root, inputs: { 'fail-on': 'never' } });
    expectExit(res, 0);
    expectClean(res, gh);
    expect(res.stdout).toContain('internal error for token ***');
    expect(res.stdout).toMatch(/Not posting the review comment: server-error 500/);
    expect(commentPosts(gh, 13).length).toBe(4); // the first attempt and three retries
    expect(ours(gh, 13)).toHaveLength(0);
    expect(res.summary).toContain('**memory-review passes**');
  }, 60_000);
});

test('no token at all: the review from the clone, in the summary and workflow commands; nothing sent to GitHub', async () => {
  const r = exampleRepo();
  const [base, head1] = r.shas;
  const gh = await fakeGitHub(r.root, { pulls: [{ number: 15, base, head: head1 }] });
  const want = await expectedReport(r, head1, base);
  const res = await run(gh, { event: pullEvent(r, { number: 15, base, head: head1 }), sha: head1, workspace: r.root, inputs: { 'github-token': '' } });
  expectExit(res, 1);
  expectClean(res, gh, { masked: false });
  expect(gh.log).toEqual([]);
  expect(res.stdout).toContain('No github-token: the review is in the job summary only.');
  expect(res.summary).toContain(failsLine(want.summary.introduced));
  expect(commandAnnotations(res).error).toHaveLength(Math.min(want.summary.introduced.error, 10));
  expect(res.outputs).toMatchObject({ ...countOutputs(want), failed: 'true', 'comment-url': '' });

  // and without a clone either: a clear error
  const none = await run(gh, { event: pullEvent(r, { number: 15, base, head: head1 }), sha: head1, workspace: tempDir('mr-empty-ws-'), inputs: { 'github-token': '' } });
  expectExit(none, 2);
  expectClean(none, gh, { masked: false });
  expect(none.stdout).toMatch(/^::error::memory-review: no git clone in the workspace and no github-token for the REST API$/m);
}, 60_000);

test('rate limits and a 5xx on reads are waited out and retried: the same review, one comment', async () => {
  const r = exampleRepo();
  const [base, head1] = r.shas;
  const gh = await fakeGitHub(r.root, { pulls: [{ number: 14, base, head: head1 }] });
  const want = await expectedReport(r, head1, base);
  gh.rateLimitNext('GET', /\/issues\/14\/comments$/, { kind: 'secondary', waitSeconds: 2 });
  gh.rateLimitNext('POST', /\/check-runs$/, { kind: 'primary', waitSeconds: 1 });
  gh.failNext('GET', /\/git\/trees\//, 503);
  gh.failNext('GET', /\/git\/blobs\//, 'disconnect');
  const res = await run(gh, { event: pullEvent(r, { number: 14, base, head: head1, name: 'pull_request_target' }), sha: head1, workspace: r.root });
  expectExit(res, 1);
  expectClean(res, gh);
  expect(res.stdout).toContain('reading the repository through the REST API');
  expect(res.outputs).toMatchObject(countOutputs(want));
  expect(res.stdout).toMatch(/secondary rate limit hit by GET \S+\/issues\/14\/comments/);
  expect(res.stdout).toMatch(/primary rate limit hit by POST \S+\/check-runs/);
  expect(ours(gh, 14)).toHaveLength(1);
  expect(gh.state.checkRuns).toHaveLength(1);
  expect(gh.log.filter((e) => e.fault).length).toBe(4);
}, 60_000);
