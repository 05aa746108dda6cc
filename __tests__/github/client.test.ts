import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { apiError, createClient, failureOf, GitHubApiError, redact } from '../../src/github/client.js';
import { apiTree, pullRequest } from '../../src/github/apiTree.js';
import { upsertStickyComment, MARKER } from '../../src/github/comment.js';
import { publishAnnotations } from '../../src/github/checks.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';

let tmp: string;
let gh: FakeGitHub;
let head: string;
const logs: string[] = [];

const client = (o: { token?: string; retries?: number; timeoutMs?: number; maxRateLimitWaitSeconds?: number } = {}) =>
  createClient({ token: o.token ?? gh.token, baseUrl: gh.url, retryBaseMs: 1, writeIntervalMs: 0, log: (m) => logs.push(m), ...o });
const PULL = /\/pulls\/1$/;
const statuses = (re: RegExp) => gh.requests('GET', re).map((e) => e.status);

beforeAll(async () => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-client-')));
  execFileSync('git', ['init', '-q', '-b', 'main', tmp]);
  fs.writeFileSync(path.join(tmp, 'CLAUDE.md'), 'hello\n');
  execFileSync('git', ['-C', tmp, 'add', '-A']);
  execFileSync('git', ['-C', tmp, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'init']);
  head = execFileSync('git', ['-C', tmp, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  gh = await startFakeGitHub({ repos: { 'octo/repo': tmp }, pulls: [{ number: 1, base: 'HEAD', head: 'HEAD' }] });
});

afterAll(async () => {
  await gh?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  gh.clearFaults();
  gh.log.length = 0;
  logs.length = 0;
});

describe('retries', () => {
  test('a 5xx on a read is retried, and logged', async () => {
    gh.failNext('GET', PULL, 502, { times: 2 });
    expect((await pullRequest(client(), { owner: 'octo', repo: 'repo', pull_number: 1 })).head.sha).toBe(head);
    expect(statuses(PULL)).toEqual([502, 502, 200]);
    expect(logs.filter((l) => l === 'GitHub answered 502 to GET /repos/octo/repo/pulls/1')).toHaveLength(2);
  });

  test('retries exhausted: GitHubApiError with status and reason', async () => {
    gh.failNext('GET', PULL, 500, { times: 10 });
    const e = await pullRequest(client({ retries: 2 }), { owner: 'octo', repo: 'repo', pull_number: 1 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(GitHubApiError);
    expect(e).toMatchObject({ status: 500, reason: 'server-error', message: 'reading octo/repo#1: 500 Internal Server Error' });
    expect(statuses(PULL)).toEqual([500, 500, 500]);
  });

  test('4xx other than rate limits are not retried', async () => {
    await expect(pullRequest(client(), { owner: 'octo', repo: 'repo', pull_number: 2 })).rejects.toMatchObject({ status: 404, reason: 'not-found' });
    expect(gh.requests('GET', /\/pulls\/2$/)).toHaveLength(1);
  });

  test('a dropped connection is retried', async () => {
    gh.failNext('GET', PULL, 'disconnect');
    expect((await pullRequest(client(), { owner: 'octo', repo: 'repo', pull_number: 1 })).number).toBe(1);
    expect(statuses(PULL)).toEqual([-1, 200]);
    expect(logs.some((l) => l.startsWith('GitHub request GET /repos/octo/repo/pulls/1 failed'))).toBe(true);
  });

  test('a request over the timeout is abandoned and retried', async () => {
    // (a margin a loaded machine keeps: the retry itself must answer within the timeout)
    gh.delayNext('GET', PULL, 3000);
    expect((await pullRequest(client({ timeoutMs: 1000 }), { owner: 'octo', repo: 'repo', pull_number: 1 })).number).toBe(1);
    expect(logs).toContain('GitHub request GET /repos/octo/repo/pulls/1 failed: timed out after 1000 ms');
    expect(gh.requests('GET', PULL).length).toBe(2);
  });
});

describe('rate limits', () => {
  test.each([
    ['primary 403', { kind: 'primary' as const, status: 403 as const }, 'primary'],
    ['primary 429', { kind: 'primary' as const, status: 429 as const }, 'primary'],
    ['secondary 403', { kind: 'secondary' as const, status: 403 as const }, 'secondary'],
    ['secondary 429', { kind: 'secondary' as const, status: 429 as const }, 'secondary'],
  ])('%s is waited out and retried', async (_label, limit, kind) => {
    gh.rateLimitNext('GET', PULL, limit);
    expect((await pullRequest(client(), { owner: 'octo', repo: 'repo', pull_number: 1 })).number).toBe(1);
    expect(statuses(PULL)).toEqual([limit.status, 200]);
    expect(logs.some((l) => l.startsWith(`GitHub ${kind} rate limit hit by GET /repos/{owner}/{repo}/pulls/{pull_number}; retrying in`))).toBe(true);
  });

  test('a rate-limited write is retried too (it was not applied)', async () => {
    gh.rateLimitNext('POST', /\/issues\/1\/comments$/, { kind: 'secondary' });
    const r = await upsertStickyComment(client(), { owner: 'octo', repo: 'repo', issue_number: 1, marker: MARKER, body: 'x', mode: 'upsert' });
    expect(r.action).toBe('created');
    expect(gh.state.comments.filter((c) => c.issue_number === 1)).toHaveLength(1);
  });

  test('a limit that keeps hitting gives up after the retries', async () => {
    gh.rateLimitNext('GET', PULL, { kind: 'secondary', times: 10 });
    await expect(pullRequest(client({ retries: 2 }), { owner: 'octo', repo: 'repo', pull_number: 1 })).rejects.toMatchObject({ status: 403, reason: 'rate-limited' });
    expect(statuses(PULL)).toEqual([403, 403, 403]);
    expect(logs.some((l) => l.includes('giving up (retries exhausted)'))).toBe(true);
  });

  test('a reset further away than maxRateLimitWaitSeconds is not waited for', async () => {
    gh.rateLimitNext('GET', PULL, { kind: 'primary', waitSeconds: 3600 });
    const c = createClient({ token: gh.token, baseUrl: gh.url, retryBaseMs: 1000, maxRateLimitWaitSeconds: 60, log: (m) => logs.push(m) });
    await expect(pullRequest(c, { owner: 'octo', repo: 'repo', pull_number: 1 })).rejects.toMatchObject({ status: 403, reason: 'rate-limited' });
    expect(statuses(PULL)).toEqual([403]);
    expect(logs.some((l) => /giving up \(reset in \d+ s\)/.test(l))).toBe(true);
  });
});

describe('the token never shows', () => {
  const SECRET = 'ghs_SecretTokenThatMustNeverBeLogged42';

  test('redact removes the given secrets, token-shaped strings and authorization values', () => {
    expect(redact(`a ${SECRET} b`, [SECRET])).toBe('a *** b');
    expect(redact('pat ghp_abcdefghijklmnopqrstuvwxyz0123 and github_pat_11ABCDEFG0123456789_abcdefghijkl')).toBe('pat *** and ***');
    expect(redact('{"authorization":"token 0123456789abcdef0123456789abcdef01234567"}')).toBe('{"authorization":"***"}');
    expect(redact('Authorization: Bearer abc.def.ghi')).toBe('Authorization: ***');
    expect(redact('commit 0123456789abcdef0123456789abcdef01234567')).toBe('commit 0123456789abcdef0123456789abcdef01234567');
  });

  test('server messages echoing the token are redacted in errors, outcomes and logs', async () => {
    const token = 'plain-legacy-token-0123456789';
    const fake = await startFakeGitHub({ repos: { 'octo/repo': tmp }, tokens: { [token]: { user: { login: 'u', id: 1, type: 'User' } } }, pulls: [{ number: 1, base: 'HEAD', head: 'HEAD' }] });
    try {
      const lines: string[] = [];
      const c = createClient({ token, baseUrl: fake.url, retryBaseMs: 1, writeIntervalMs: 0, retries: 1, log: (m) => lines.push(m) });
      const evil = { message: `nope, your token ${token} is wrong`, errors: [{ message: `token=${token}` }] };
      fake.failNext('*', /./, 500, { times: 100, body: evil });
      const errors: string[] = [];
      for (const run of [
        () => pullRequest(c, { owner: 'octo', repo: 'repo', pull_number: 1 }),
        () => apiTree(c, { owner: 'octo', repo: 'repo', ref: head }),
      ])
        errors.push(String(await run().catch((e: Error) => `${e.name}: ${e.message} ${JSON.stringify(e)}`)));
      const sticky = await upsertStickyComment(c, { owner: 'octo', repo: 'repo', issue_number: 1, marker: MARKER, body: 'x', mode: 'upsert' });
      const checks = await publishAnnotations(c, { owner: 'octo', repo: 'repo', head_sha: head, name: 'n', title: 't', summary: 's', conclusion: 'neutral', annotations: [] });
      const everything = [...errors, JSON.stringify(sticky), JSON.stringify(checks), ...lines].join('\n');
      expect(errors[0]).toContain('nope, your token *** is wrong: token=***');
      expect(sticky).toMatchObject({ action: 'failed', reason: 'server-error' });
      expect(checks).toMatchObject({ ok: false, reason: 'server-error' });
      expect(everything).not.toContain(token);
      expect(fake.state.tokenLeaks).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  test('apiError keeps non-HTTP errors as they are; failureOf ignores them', () => {
    const c = client();
    const bug = new TypeError('a bug');
    expect(apiError(c, bug, 'x')).toBe(bug);
    expect(failureOf(c, bug)).toBeUndefined();
  });
});
