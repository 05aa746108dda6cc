// The stand-in itself, over plain fetch: the HTTP-level behaviour other tests rely on.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ACTIONS_BOT, FAKE_TOKEN, HUMAN, startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';

let tmp: string;
let gh: FakeGitHub;
let c1: string;
let c2: string;
const PAT = 'ghp_FakeHumanToken000000000000000000';

const api = async (method: string, p: string, o: { body?: unknown; token?: string | null; accept?: string } = {}) => {
  const headers: Record<string, string> = { accept: o.accept ?? 'application/vnd.github+json' };
  if (o.token !== null) headers.authorization = `token ${o.token ?? FAKE_TOKEN}`;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(gh.url + p, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> & unknown[] };
};

beforeAll(async () => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-fake-')));
  const g = (...a: string[]) => execFileSync('git', ['-C', tmp, '-c', 'user.name=t', '-c', 'user.email=t@t', ...a], { encoding: 'utf8' }).trim();
  g('init', '-q', '-b', 'main');
  fs.writeFileSync(path.join(tmp, 'a.md'), 'A\n');
  fs.mkdirSync(path.join(tmp, 'd'));
  fs.writeFileSync(path.join(tmp, 'd/b.md'), 'B'.repeat(100));
  g('add', '-A');
  g('commit', '-q', '-m', 'one');
  c1 = g('rev-parse', 'HEAD');
  fs.writeFileSync(path.join(tmp, 'a.md'), 'A2\n');
  g('add', '-A');
  g('commit', '-q', '-m', 'two');
  c2 = g('rev-parse', 'HEAD');
  gh = await startFakeGitHub({ repos: { 'octo/repo': tmp }, tokens: { [PAT]: { user: HUMAN } }, pulls: [{ number: 5, base: c1, head: c2 }] });
});

afterAll(async () => {
  await gh?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  gh.clearFaults();
  gh.state.readOnly = false;
});

test('authentication: missing and unknown tokens get 401; tokens map to users', async () => {
  expect((await api('GET', '/repos/octo/repo/pulls/5', { token: null })).json).toMatchObject({ message: 'Requires authentication' });
  expect((await api('GET', '/repos/octo/repo/pulls/5', { token: 'nope' })).status).toBe(401);
  expect((await api('GET', '/user', { token: PAT })).json).toMatchObject({ login: 'octocat', type: 'User' });
  expect((await api('GET', '/user')).status).toBe(403); // installation tokens cannot
});

test('a token in a URL or a body is recorded as a leak', async () => {
  const before = gh.state.tokenLeaks.length;
  await api('GET', `/repos/octo/repo/pulls/5?x=${FAKE_TOKEN}`);
  await api('POST', '/repos/octo/repo/issues/5/comments', { body: { body: `oops ${FAKE_TOKEN}` } });
  expect(gh.state.tokenLeaks.slice(before)).toEqual([
    { method: 'GET', path: '/repos/octo/repo/pulls/5', where: 'url' },
    { method: 'POST', path: '/repos/octo/repo/issues/5/comments', where: 'body' },
  ]);
  gh.state.tokenLeaks.length = before;
});

test('comments: create, page with Link headers, update, delete; 422 over 65,536 characters', async () => {
  gh.addPull({ number: 6, base: c1, head: c2 });
  for (let i = 0; i < 5; i++) gh.addComment(6, `c${i}`);
  const created = await api('POST', '/repos/octo/repo/issues/6/comments', { body: { body: 'mine' } });
  expect(created.status).toBe(201);
  expect(created.json).toMatchObject({ body: 'mine', user: { login: ACTIONS_BOT.login, type: 'Bot' }, html_url: expect.stringMatching(/\/pull\/6#issuecomment-\d+$/) });
  const page2 = await api('GET', '/repos/octo/repo/issues/6/comments?per_page=2&page=2');
  expect((page2.json as unknown as { body: string }[]).map((c) => c.body)).toEqual(['c2', 'c3']);
  const link = page2.headers.get('link')!;
  expect(link).toBe(
    [
      `<${gh.url}/repos/octo/repo/issues/6/comments?per_page=2&page=1>; rel="prev"`,
      `<${gh.url}/repos/octo/repo/issues/6/comments?per_page=2&page=3>; rel="next"`,
      `<${gh.url}/repos/octo/repo/issues/6/comments?per_page=2&page=3>; rel="last"`,
      `<${gh.url}/repos/octo/repo/issues/6/comments?per_page=2&page=1>; rel="first"`,
    ].join(', '),
  );
  const id = (created.json as unknown as { id: number }).id;
  expect((await api('PATCH', `/repos/octo/repo/issues/comments/${id}`, { body: { body: 'edited' } })).json).toMatchObject({ id, body: 'edited' });
  const tooLong = await api('PATCH', `/repos/octo/repo/issues/comments/${id}`, { body: { body: 'x'.repeat(65_537) } });
  expect(tooLong.status).toBe(422);
  expect((await api('POST', '/repos/octo/repo/issues/6/comments', { body: { body: '😀'.repeat(65_536) } })).status).toBe(201); // characters, not UTF-16 units
  expect((await api('DELETE', `/repos/octo/repo/issues/comments/${id}`)).status).toBe(204);
  expect((await api('GET', `/repos/octo/repo/issues/comments/${id}`)).status).toBe(404);
  expect((await api('GET', '/repos/octo/repo/issues/77/comments')).status).toBe(404); // no such issue
});

test('readOnly: writes get 403 "Resource not accessible by integration", reads work', async () => {
  gh.state.readOnly = true;
  const r = await api('POST', '/repos/octo/repo/issues/5/comments', { body: { body: 'x' } });
  expect(r.status).toBe(403);
  expect(r.json).toMatchObject({ message: 'Resource not accessible by integration' });
  expect(r.headers.get('x-ratelimit-remaining')).not.toBe('0');
  expect((await api('GET', '/repos/octo/repo/pulls/5')).status).toBe(200);
});

test('git data: commits, trees (recursive or not, truncated over the limit), blobs in 60-column base64', async () => {
  const commit = await api('GET', `/repos/octo/repo/git/commits/${c2}`);
  expect(commit.json).toMatchObject({ sha: c2, parents: [{ sha: c1 }], message: 'two\n', author: { name: 't', email: 't@t' } });
  const treeSha = (commit.json as unknown as { tree: { sha: string } }).tree.sha;
  const flat = await api('GET', `/repos/octo/repo/git/trees/${treeSha}`);
  expect((flat.json as unknown as { tree: { path: string; type: string; mode: string }[] }).tree.map((e) => [e.path, e.type, e.mode])).toEqual([
    ['a.md', 'blob', '100644'],
    ['d', 'tree', '040000'],
  ]);
  const deep = (await api('GET', `/repos/octo/repo/git/trees/${c2}?recursive=1`)).json as unknown as { tree: { path: string; size?: number; sha: string }[]; truncated: boolean };
  expect(deep.tree.map((e) => [e.path, e.size])).toEqual([
    ['a.md', 3],
    ['d', undefined],
    ['d/b.md', 100],
  ]);
  expect(deep.truncated).toBe(false);
  gh.state.recursiveTreeLimit = 2;
  expect((await api('GET', `/repos/octo/repo/git/trees/${c2}?recursive=1`)).json).toMatchObject({ truncated: true, tree: [{ path: 'a.md' }, { path: 'd' }] });
  gh.state.recursiveTreeLimit = 100_000;
  const blob = (await api('GET', `/repos/octo/repo/git/blobs/${deep.tree[2].sha}`)).json as unknown as { content: string; size: number; encoding: string };
  expect(blob.encoding).toBe('base64');
  expect(blob.size).toBe(100);
  expect(blob.content.split('\n').map((l) => l.length)).toEqual([60, 60, 16, 0]);
  expect(Buffer.from(blob.content, 'base64').toString()).toBe('B'.repeat(100));
  expect((await api('GET', `/repos/octo/repo/git/blobs/${treeSha}`)).status).toBe(404); // a tree is not a blob
  expect((await api('GET', `/repos/octo/repo/commits/main`, { accept: 'application/vnd.github.sha' })).text).toBe(c2);
});

test('pulls, files and compare', async () => {
  expect((await api('GET', '/repos/octo/repo/pulls/5')).json).toMatchObject({ number: 5, base: { sha: c1, ref: 'main' }, head: { sha: c2 }, changed_files: 1 });
  expect((await api('GET', '/repos/octo/repo/pulls/5/files')).json).toEqual([expect.objectContaining({ filename: 'a.md', status: 'modified', additions: 1, deletions: 1, changes: 2 })]);
  expect((await api('GET', `/repos/octo/repo/compare/${c1}...${c2}`)).json).toMatchObject({ status: 'ahead', ahead_by: 1, behind_by: 0, merge_base_commit: { sha: c1 }, commits: [{ sha: c2 }] });
});

test('faults: failNext with and without applying, disconnect, rate limits with real headers', async () => {
  const before = gh.state.comments.length;
  gh.failNext('POST', /\/comments$/, 502, { applyBeforeFailing: true });
  expect((await api('POST', '/repos/octo/repo/issues/5/comments', { body: { body: 'applied' } })).status).toBe(502);
  expect(gh.state.comments.length).toBe(before + 1);
  gh.failNext('POST', /\/comments$/, 500);
  expect((await api('POST', '/repos/octo/repo/issues/5/comments', { body: { body: 'not applied' } })).status).toBe(500);
  expect(gh.state.comments.length).toBe(before + 1);
  gh.failNext('GET', /\/pulls\/5$/, 'disconnect');
  await expect(api('GET', '/repos/octo/repo/pulls/5')).rejects.toThrow();
  gh.rateLimitNext('GET', /\/pulls\/5$/, { waitSeconds: 7 });
  const limited = await api('GET', '/repos/octo/repo/pulls/5');
  expect(limited.status).toBe(403);
  expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
  expect(Number(limited.headers.get('x-ratelimit-reset')) - Date.now() / 1000).toBeGreaterThan(5);
  gh.rateLimitNext('GET', /\/pulls\/5$/, { kind: 'secondary', status: 429, waitSeconds: 2 });
  const secondary = await api('GET', '/repos/octo/repo/pulls/5');
  expect([secondary.status, secondary.headers.get('retry-after')]).toEqual([429, '2']);
  expect(secondary.json).toMatchObject({ message: expect.stringContaining('secondary rate limit') });
  expect(gh.requests('*', /\/pulls\/5$/).slice(-3).map((e) => [e.status, e.fault])).toEqual([
    [-1, true],
    [403, true],
    [429, true],
  ]);
});

test('check runs: validation, appended annotations, list by ref', async () => {
  const ann = (n: number) => Array.from({ length: n }, (_, i) => ({ path: 'a.md', start_line: i + 1, end_line: i + 1, annotation_level: 'notice', message: `m${i}` }));
  expect((await api('POST', '/repos/octo/repo/check-runs', { body: { name: 'x', head_sha: c2, output: { title: 't', summary: 's', annotations: ann(51) } } })).status).toBe(422);
  expect((await api('POST', '/repos/octo/repo/check-runs', { body: { name: 'x', head_sha: 'f'.repeat(40) } })).status).toBe(422);
  const run = await api('POST', '/repos/octo/repo/check-runs', { body: { name: 'x', head_sha: c2, external_id: 'e1', output: { title: 't', summary: 's', annotations: ann(50) } } });
  expect(run.json).toMatchObject({ status: 'queued', conclusion: null, output: { annotations_count: 50 } });
  const id = (run.json as unknown as { id: number }).id;
  const done = await api('PATCH', `/repos/octo/repo/check-runs/${id}`, { body: { conclusion: 'success', output: { title: 't', summary: 's', annotations: ann(2) } } });
  expect(done.json).toMatchObject({ status: 'completed', conclusion: 'success', output: { annotations_count: 52 } });
  expect(((await api('GET', `/repos/octo/repo/check-runs/${id}/annotations?per_page=100`)).json as unknown[]).length).toBe(52);
  expect((await api('GET', `/repos/octo/repo/commits/${c2}/check-runs?check_name=x`)).json).toMatchObject({ total_count: 1, check_runs: [{ id, external_id: 'e1' }] });
  gh.state.checksWritable = false;
  expect((await api('PATCH', `/repos/octo/repo/check-runs/${id}`, { body: { conclusion: 'failure' } })).status).toBe(403);
  gh.state.checksWritable = true;
});

test('unknown routes answer 404 and are logged', async () => {
  expect((await api('GET', '/repos/octo/repo/labels')).status).toBe(404);
  expect(gh.log.at(-1)).toMatchObject({ method: 'GET', path: '/repos/octo/repo/labels', status: 404 });
});
