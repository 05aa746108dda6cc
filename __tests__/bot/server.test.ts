// The bot end to end in one process: signed deliveries in GitHub's shapes → the app's token flow → the
// review through the REST API → the check run and the sticky comment, all against the loopback GitHub.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { makeExampleRepo } from '../../src/demo/demo.js';
import { createLogger } from '../../src/bot/log.js';
import { startBot, type Bot } from '../../src/bot/server.js';
import { MARKER } from '../../src/github/comment.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { gitRepo } from '../helpers/gitRepo.js';
import { openapiBodyProblem } from '../helpers/openapi.js';
import { APP_ID, appKeys, botTestConfig, deliver, logSink, pullRequestPayload, rerunPayload, waitFor } from '../helpers/bot.js';

const INSTALLATION = 77;
let gh: FakeGitHub;
let bot: Bot;
let sink: ReturnType<typeof logSink>;
let demo: { root: string; base: string; head: string };
let plain: { root: string; shas: string[] };
/** Extra commits on the demo's head, for superseding pushes. */
let pushes: string[];

const memo = (number: number, head: string, base?: string) => ({ repo: 'octo/memo', number, base: base ?? demo.base, head, installation: INSTALLATION });
const idle = async () => {
  const s = await bot.queue.stats();
  return s.running === 0 && s.waiting === 0;
};
const runsFor = (sha: string) => gh.state.checkRuns.filter((r) => r.head_sha === sha && r.name === 'memory-review');
const commentsOn = (repo: string, n: number) => gh.state.comments.filter((c) => c.repo === repo && c.issue_number === n);

beforeAll(async () => {
  demo = makeExampleRepo();
  const git = (...a: string[]) => execFileSync('git', ['-C', demo.root, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'commit.gpgsign=false', ...a], { encoding: 'utf8' }).trim();
  pushes = [];
  for (let i = 1; i <= 2; i++) {
    fs.appendFileSync(`${demo.root}/CLAUDE.md`, `\n- Push ${i}: keep the changelog current.\n`);
    git('commit', '-qam', `push ${i}`);
    pushes.push(git('rev-parse', 'HEAD'));
  }
  // a push that changes nothing memory depends on
  fs.appendFileSync(`${demo.root}/packages/api/src/server.ts`, 'export const port = 8080;\n');
  git('add', '-A');
  git('commit', '-qm', 'unrelated');
  pushes.push(git('rev-parse', 'HEAD'));
  plain = gitRepo({ 'README.txt': 'no memory here\n', 'src/a.ts': 'export const a = 1;\n' }, { 'src/b.ts': 'export const b = 2;\n' });
  gh = await startFakeGitHub({
    repos: { 'octo/memo': demo.root, 'octo/plain': plain.root },
    app: { id: APP_ID, publicKey: appKeys().publicKey, installations: { [INSTALLATION]: { account: 'octo' } } },
    // every request body the bot sends is checked against GitHub's OpenAPI description
    validate: openapiBodyProblem,
  });
  sink = logSink();
  bot = await startBot(botTestConfig(gh.url), { log: createLogger(sink.write) });
});

afterAll(async () => {
  expect(gh.state.invalidBodies).toEqual([]);
  await bot?.close();
  await gh?.close();
  for (const d of [demo?.root, plain?.root]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

beforeEach(() => gh.clearFaults());

test('a pull request is acknowledged at once, then reviewed: token flow, REST reads, check run with annotations, sticky comment', async () => {
  gh.addPull({ repo: 'octo/memo', number: 1, base: demo.base, head: demo.head });
  const r = await deliver(bot.url, 'pull_request', pullRequestPayload('opened', memo(1, demo.head)));
  expect(r.status).toBe(202);
  await waitFor('the review', async () => (await idle()) && runsFor(demo.head).length > 0);

  // the token flow: a JWT for /app/installations/77/access_tokens, then every call with the installation token
  const tokenCalls = gh.requests('POST', /^\/app\/installations\/\d+\/access_tokens$/);
  expect(tokenCalls).toHaveLength(1);
  expect(tokenCalls[0].path).toBe(`/app/installations/${INSTALLATION}/access_tokens`);
  expect(tokenCalls[0].status).toBe(201);
  const repoCalls = gh.requests('*', /^\/repos\//);
  expect(repoCalls.length).toBeGreaterThan(3);
  expect(new Set(repoCalls.map((c) => c.user))).toEqual(new Set(['memory-review[bot]']));
  // only the REST API: the merge base through compare, trees and blobs
  expect(gh.requests('GET', /\/compare\//)).toHaveLength(1);
  expect(gh.requests('GET', /\/git\/trees\//).length).toBeGreaterThanOrEqual(2);

  const [run] = runsFor(demo.head);
  expect(runsFor(demo.head)).toHaveLength(1);
  expect(run.status).toBe('completed');
  expect(['success', 'failure']).toContain(run.conclusion);
  expect(run.output.summary).toContain('memory-review');
  expect(run.output.title).toMatch(/error\(s\)/);
  // annotations went in batches of at most 50 (the stand-in refuses more), all of them
  const writes = gh.requests('*', /\/check-runs(\/\d+)?$/).filter((e) => e.method !== 'GET');
  for (const w of writes) expect(((w.body as { output?: { annotations?: unknown[] } }).output?.annotations ?? []).length).toBeLessThanOrEqual(50);
  expect(run.annotations.length).toBeGreaterThan(0);

  const comments = commentsOn('octo/memo', 1);
  expect(comments).toHaveLength(1);
  expect(comments[0].body.startsWith(MARKER)).toBe(true);
  expect(comments[0].user.login).toBe('memory-review[bot]');

  // logs: structured, with the delivery and timings; never a token or file content
  const done = sink.lines.find((l) => l.msg === 'reviewed' && l.pr === 1);
  expect(done).toMatchObject({ level: 'info', repo: 'octo/memo', delivery: expect.any(String), totalMs: expect.any(Number), checkRun: run.id, comment: 'created' });
  // the suggested changes, as the action makes them (one review on the pull request when a fix applies)
  expect(String(done!.suggestions)).toMatch(/^(created \(\d+\)|none)$/);
  expect(gh.requests('POST', /\/pulls\/1\/reviews$/)).toHaveLength(String(done!.suggestions).startsWith('created') ? 1 : 0);
  for (const t of gh.issuedTokens) expect(sink.text()).not.toContain(t.token);
  expect(sink.text()).not.toContain(fs.readFileSync(`${demo.root}/CLAUDE.md`, 'utf8').split('\n').find((l) => l.length > 30));
  expect(gh.state.tokenLeaks).toEqual([]);
});

test('redeliveries and repeated events for the same head make no second review; a re-run request does', async () => {
  const payload = pullRequestPayload('opened', memo(1, demo.head));
  const first = sink.lines.find((l) => l.msg === 'queued' && l.pr === 1)!;
  const again = await deliver(bot.url, 'pull_request', payload, { delivery: String(first.delivery) });
  expect(again).toMatchObject({ status: 200, body: { duplicate: true } });
  const sameHead = await deliver(bot.url, 'pull_request', pullRequestPayload('ready_for_review', memo(1, demo.head)));
  expect(sameHead.status).toBe(200);
  await new Promise((r) => setTimeout(r, 200));
  await waitFor('idle', idle);
  expect(runsFor(demo.head)).toHaveLength(1);

  const rerun = await deliver(bot.url, 'check_suite', rerunPayload(memo(1, demo.head)));
  expect(rerun.status).toBe(202);
  await waitFor('the re-run', async () => (await idle()) && runsFor(demo.head).length === 2);
  expect(commentsOn('octo/memo', 1)).toHaveLength(1); // the sticky comment, updated in place
  // the re-run request redelivered: nothing more
  const rerunDelivery = sink.lines.filter((l) => l.msg === 'queued' && l.event === 'check_suite.rerequested').pop()!;
  expect((await deliver(bot.url, 'check_suite', rerunPayload(memo(1, demo.head)), { delivery: String(rerunDelivery.delivery) })).status).toBe(200);
  await new Promise((r) => setTimeout(r, 200));
  await waitFor('idle', idle);
  expect(runsFor(demo.head)).toHaveLength(2);
});

test('a newer push supersedes a review in flight: nothing is posted for the older head', async () => {
  gh.addPull({ repo: 'octo/memo', number: 2, base: demo.base, head: pushes[0] });
  // the older head's review waits on its commit while the newer push arrives
  gh.delayNext('GET', new RegExp(`/git/commits/${pushes[0]}$`), 800);
  expect((await deliver(bot.url, 'pull_request', pullRequestPayload('opened', memo(2, pushes[0])))).status).toBe(202);
  await waitFor('the first review to start', () => gh.requests('GET', new RegExp(`/git/commits/${pushes[0]}$`)).length > 0 || sink.lines.some((l) => l.pr === 2 && l.msg === 'queued'));
  await new Promise((r) => setTimeout(r, 100));
  expect((await deliver(bot.url, 'pull_request', pullRequestPayload('synchronize', memo(2, pushes[1])))).status).toBe(202);
  await waitFor('both reviews', async () => (await idle()) && runsFor(pushes[1]).length === 1);
  expect(runsFor(pushes[0])).toHaveLength(0);
  expect(runsFor(pushes[1])).toHaveLength(1);
  expect(commentsOn('octo/memo', 2)).toHaveLength(1);
  expect(sink.lines.some((l) => l.pr === 2 && String(l.msg).startsWith('superseded'))).toBe(true);
});

test("GitHub's OpenAPI description refuses what GitHub would (the stand-in's body check can fail)", () => {
  expect(openapiBodyProblem('POST', '/repos/o/r/check-runs', { name: 'memory-review', head_sha: 'a'.repeat(40) })).toBeUndefined();
  expect(openapiBodyProblem('POST', '/repos/o/r/check-runs', { head_sha: 'a'.repeat(40) })).toMatch(/name/);
  expect(openapiBodyProblem('PATCH', '/repos/o/r/check-runs/5', { conclusion: 'great' })).toMatch(/conclusion|allowed values/);
  expect(openapiBodyProblem('POST', '/repos/o/r/issues/3/comments', {})).toMatch(/body/);
  expect(openapiBodyProblem('PATCH', '/repos/o/r/issues/comments/9', { body: 'ok' })).toBeUndefined();
  expect(gh.requests('POST', /\/check-runs$/).length).toBeGreaterThan(0); // (and the bot's own were checked)
});

test('a push that changes nothing memory depends on: a quick successful check, the earlier comment updated, none created', async () => {
  // #1's comment exists (first test); #7 has none
  for (const n of [1, 7]) {
    gh.addPull({ repo: 'octo/memo', number: n, base: pushes[1], head: pushes[2] });
    expect((await deliver(bot.url, 'pull_request', pullRequestPayload('synchronize', memo(n, pushes[2], pushes[1])))).status).toBe(202);
  }
  await waitFor('both checks', async () => (await idle()) && runsFor(pushes[2]).length === 2);
  for (const r of runsFor(pushes[2])) expect(r).toMatchObject({ conclusion: 'success', output: expect.objectContaining({ title: 'No memory-relevant change' }) });
  expect(commentsOn('octo/memo', 1)).toHaveLength(1);
  expect(commentsOn('octo/memo', 1)[0].body).toContain('No memory-relevant change since the last review');
  expect(commentsOn('octo/memo', 7)).toHaveLength(0);
});

test('a repository without memory files gets a quick successful check and no comment', async () => {
  gh.addPull({ repo: 'octo/plain', number: 3, base: plain.shas[0], head: plain.shas[1] });
  const r = await deliver(bot.url, 'pull_request', pullRequestPayload('opened', { repo: 'octo/plain', number: 3, base: plain.shas[0], head: plain.shas[1], installation: INSTALLATION }));
  expect(r.status).toBe(202);
  await waitFor('the check', async () => (await idle()) && runsFor(plain.shas[1]).length === 1);
  const [run] = runsFor(plain.shas[1]);
  expect(run).toMatchObject({ conclusion: 'success', status: 'completed' });
  expect(run.output.title).toBe('No memory files');
  expect(commentsOn('octo/plain', 3)).toHaveLength(0);
  expect(gh.requests('GET', /^\/repos\/octo\/plain\/git\/blobs\//)).toHaveLength(0);
});

describe('bad input: the right status, a clear log line, nothing from the body logged, and the process keeps serving', () => {
  const SENTINEL = 'SENTINEL-body-text-never-logged';
  const payload = () => ({ ...pullRequestPayload('opened', memo(9, demo.head)), note: SENTINEL });
  const lastRefusal = () => sink.lines.filter((l) => String(l.msg).startsWith('delivery refused')).pop();

  test('wrong signature → 401', async () => {
    const r = await deliver(bot.url, 'pull_request', payload(), { secret: 'not-the-secret' });
    expect(r.status).toBe(401);
    expect(lastRefusal()).toMatchObject({ level: 'warn', msg: 'delivery refused: signature does not match', status: 401 });
    expect(lastRefusal()!.delivery).toBeUndefined(); // (nothing unverified is logged)
  });
  test('missing signature → 401', async () => {
    const r = await deliver(bot.url, 'pull_request', payload(), { headers: { 'x-hub-signature-256': undefined } });
    expect(r.status).toBe(401);
    expect(lastRefusal()!.msg).toBe('delivery refused: missing X-Hub-Signature-256');
  });
  test('missing event or delivery header → 400', async () => {
    expect((await deliver(bot.url, 'pull_request', payload(), { headers: { 'x-github-event': undefined } })).status).toBe(400);
    expect(lastRefusal()!.msg).toBe('delivery refused: missing X-GitHub-Event');
    expect((await deliver(bot.url, 'pull_request', payload(), { headers: { 'x-github-delivery': undefined } })).status).toBe(400);
    expect(lastRefusal()!.msg).toBe('delivery refused: missing X-GitHub-Delivery');
  });
  test('malformed JSON (correctly signed) → 400', async () => {
    const r = await deliver(bot.url, 'pull_request', undefined, { raw: `{"action":"opened","note":"${SENTINEL}"` });
    expect(r.status).toBe(400);
    expect(lastRefusal()!.msg).toBe('delivery refused: malformed JSON');
  });
  test('unknown event → 400; a known event the bot does not handle → 200, ignored', async () => {
    expect((await deliver(bot.url, 'no_such_event', payload())).status).toBe(400);
    expect(lastRefusal()!.msg).toBe('delivery refused: unknown event "no_such_event"');
    const ignored = await deliver(bot.url, 'pull_request', { ...payload(), action: 'labeled' });
    expect(ignored.status).toBe(200);
    expect(ignored.body.ignored).toMatch(/pull_request.labeled/);
  });
  test('a 5 MB payload → 413 without reading it', async () => {
    const big = JSON.stringify({ ...payload(), padding: 'x'.repeat(5 * 1024 * 1024) });
    const r = await deliver(bot.url, 'pull_request', undefined, { raw: big });
    expect(r.status).toBe(413);
    expect(lastRefusal()).toMatchObject({ msg: 'delivery refused: payload too large', status: 413 });
  });
  test('installation events are logged only', async () => {
    const { example } = await import('../helpers/bot.js');
    const r = await deliver(bot.url, 'installation', example('installation', 'created'));
    expect(r.status).toBe(200);
    expect(sink.lines.pop()!.msg).toMatch(/^installation.created for /);
  });
  test('an installation whose token request fails → the delivery is acknowledged, the failure logged, the next one reviewed', async () => {
    const runs = gh.state.checkRuns.length;
    const r = await deliver(bot.url, 'pull_request', pullRequestPayload('opened', { ...memo(4, pushes[1]), installation: 999 }));
    expect(r.status).toBe(202);
    await waitFor('the failure', () => sink.lines.some((l) => String(l.msg).startsWith('installation 999: the access token request failed (404)')));
    expect(gh.state.checkRuns.length).toBe(runs);
    // a server error on the token request is logged the same way
    gh.failNext('POST', /access_tokens$/, 500, { times: 10 });
    expect((await deliver(bot.url, 'pull_request', pullRequestPayload('opened', { ...memo(5, pushes[1]), installation: 998 }))).status).toBe(202);
    await waitFor('the 5xx failure', () => sink.lines.some((l) => String(l.msg).startsWith('installation 998: the access token request failed')));
    gh.clearFaults();
  });
  afterAll(async () => {
    expect(sink.text()).not.toContain(SENTINEL);
    const health = await fetch(bot.url + '/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', queue: { engine: 'memory' } });
  });
});

test('graceful shutdown finishes the reviews in flight, and /healthz says so meanwhile', async () => {
  const sink2 = logSink();
  const other = await startBot(botTestConfig(gh.url), { log: createLogger(sink2.write) });
  gh.addPull({ repo: 'octo/memo', number: 6, base: demo.base, head: pushes[1] });
  const before = runsFor(pushes[1]).length;
  const compares = gh.requests('GET', /\/compare\//).length;
  gh.delayNext('GET', new RegExp(`/compare/`), 500);
  expect((await deliver(other.url, 'pull_request', pullRequestPayload('opened', memo(6, pushes[1])))).status).toBe(202);
  // (the review is under way: its compare request is being answered slowly)
  await waitFor('the review to start', () => gh.requests('GET', /\/compare\//).length > compares && sink2.lines.some((l) => l.msg === 'queued'));
  const closing = other.close();
  const during = await fetch(other.url + '/healthz').catch(() => undefined);
  if (during) expect(during.status).toBe(503);
  await closing;
  expect(runsFor(pushes[1])).toHaveLength(before + 1);
  expect(commentsOn('octo/memo', 6)).toHaveLength(1);
  expect(sink2.lines.pop()).toMatchObject({ msg: 'stopped: every review in flight finished', dropped: 0 });
  await expect(fetch(other.url + '/healthz')).rejects.toThrow();
});
