import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { marked } from 'marked';
import { COMMENT_MAX_CHARS, MARKER, markerFor, stickyBody, unclosedFence, upsertStickyComment, type StickyOptions } from '../../src/github/comment.js';
import { createClient } from '../../src/github/client.js';
import { ACTIONS_BOT, HUMAN, startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';

let tmp: string;
let gh: FakeGitHub;
let pr = 100;
const logs: string[] = [];
const PAT = 'ghp_HumanPersonalAccessToken0123456789';

const client = (token = gh.token) => createClient({ token, baseUrl: gh.url, retryBaseMs: 1, writeIntervalMs: 0, log: (m) => logs.push(m) });
/** A fresh pull request for each test. */
const newPull = (): number => {
  pr++;
  gh.addPull({ number: pr, base: 'HEAD', head: 'HEAD' });
  return pr;
};
const opts = (issue_number: number, body: string, extra: Partial<StickyOptions> = {}): StickyOptions => ({
  owner: 'octo',
  repo: 'repo',
  issue_number,
  marker: MARKER,
  body,
  mode: 'upsert',
  ...extra,
});
const commentsOn = (n: number) => gh.state.comments.filter((c) => c.issue_number === n);
/** Write requests logged since log index `from` (tests run one at a time). */
const writesSince = (from: number) => gh.log.slice(from).filter((r) => r.method !== 'GET');

beforeAll(async () => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-comment-')));
  execFileSync('git', ['init', '-q', '-b', 'main', tmp]);
  execFileSync('git', ['-C', tmp, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'init']);
  gh = await startFakeGitHub({ repos: { 'octo/repo': tmp }, tokens: { [PAT]: { user: HUMAN } } });
});

afterAll(async () => {
  // the token never reached a request body or URL, nor a log line
  expect(gh.state.tokenLeaks).toEqual([]);
  for (const line of logs) expect(line).not.toContain(gh.token);
  await gh?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  gh.clearFaults();
  gh.state.readOnly = false;
});

describe('markers and bodies', () => {
  test('markers are hidden HTML comments, distinct per id, and never contain "--" inside', () => {
    expect(MARKER).toBe('<!-- memory-review:sticky -->');
    expect(markerFor('lint job')).toBe('<!-- memory-review:sticky:lint-job -->');
    expect(markerFor('a--b -->x')).toBe('<!-- memory-review:sticky:a-b-x -->');
    expect(markerFor('a').startsWith(markerFor())).toBe(false);
    expect(markerFor('ab').startsWith(markerFor('a'))).toBe(false);
  });

  test('the marker is prepended unless the body starts with it', () => {
    expect(stickyBody(MARKER, 'hello').text).toBe(`${MARKER}\nhello`);
    expect(stickyBody(MARKER, `${MARKER}\nhello`).text).toBe(`${MARKER}\nhello`);
  });

  test('an over-long body is cut at a line, an open fence is closed, and the result fits', () => {
    const lines = ['## Report', '```text', ...Array.from({ length: 20_000 }, (_, i) => `line ${i} ${'x'.repeat(20)}`)];
    const { text, truncated } = stickyBody(MARKER, lines.join('\n'));
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(text.startsWith(MARKER)).toBe(true);
    expect(text).toMatch(/\n```\n\n\*… cut here: the full report is [\d,]+ characters, over GitHub's comment limit\.\*\n$/);
    expect(text).not.toMatch(/line \d+ x{0,19}\n```/); // cut at a line break, not inside a line
  });

  test('a surrogate pair is never split', () => {
    const { text } = stickyBody(MARKER, '😀'.repeat(40_000), 1000);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('upsertStickyComment', () => {
  test('creates, then updates in place, then leaves an unchanged body alone', async () => {
    const n = newPull();
    const octokit = client();
    const start = gh.log.length;
    const a = await upsertStickyComment(octokit, opts(n, 'first report'));
    expect(a).toMatchObject({ action: 'created', deletedDuplicates: 0, truncated: false });
    expect(a.url).toBe(`https://github.com/octo/repo/pull/${n}#issuecomment-${a.id}`);
    expect(commentsOn(n)).toEqual([expect.objectContaining({ id: a.id, body: `${MARKER}\nfirst report`, user: ACTIONS_BOT })]);

    const b = await upsertStickyComment(octokit, opts(n, 'second report'));
    expect(b).toMatchObject({ action: 'updated', id: a.id });
    expect(commentsOn(n).map((c) => c.body)).toEqual([`${MARKER}\nsecond report`]);

    const c = await upsertStickyComment(octokit, opts(n, 'second report'));
    expect(c).toMatchObject({ action: 'unchanged', id: a.id });
    expect(writesSince(start).map((r) => r.method)).toEqual(['POST', 'PATCH']); // no PATCH for the unchanged body
  });

  test('update-only: skipped without an existing comment, updates one that exists', async () => {
    const n = newPull();
    const octokit = client();
    const start = gh.log.length;
    expect(await upsertStickyComment(octokit, opts(n, 'nothing changed', { mode: 'update-only' }))).toMatchObject({ action: 'skipped', reason: 'no-comment' });
    expect(commentsOn(n)).toHaveLength(0);
    expect(writesSince(start)).toHaveLength(0);
    await upsertStickyComment(octokit, opts(n, 'report'));
    expect(await upsertStickyComment(octokit, opts(n, 'nothing changed', { mode: 'update-only' }))).toMatchObject({ action: 'updated' });
    expect(commentsOn(n).map((c) => c.body)).toEqual([`${MARKER}\nnothing changed`]);
  });

  test('duplicates left by a concurrent run: the oldest is kept and updated, the others deleted', async () => {
    const n = newPull();
    gh.addComment(n, 'an unrelated human comment');
    const oldest = gh.addComment(n, `${MARKER}\nrun A`, ACTIONS_BOT);
    gh.addComment(n, `${MARKER}\nrun B`, ACTIONS_BOT);
    gh.addComment(n, `${MARKER}\nrun C`, ACTIONS_BOT);
    const r = await upsertStickyComment(client(), opts(n, 'run D'));
    expect(r).toMatchObject({ action: 'updated', id: oldest.id, deletedDuplicates: 2 });
    expect(commentsOn(n).map((c) => c.body)).toEqual(['an unrelated human comment', `${MARKER}\nrun D`]);
    expect(logs.some((l) => l.includes('deleted 2 duplicate sticky comment(s)'))).toBe(true);
  });

  test('two runs racing on a new pull request end with one comment', async () => {
    const n = newPull();
    const [a, b] = await Promise.all([upsertStickyComment(client(), opts(n, 'run A')), upsertStickyComment(client(), opts(n, 'run B'))]);
    expect(commentsOn(n)).toHaveLength(1);
    expect([a.action, b.action].sort()).toEqual(['created', 'updated']);
    expect(a.id).toBe(b.id);
    expect(commentsOn(n)[0].id).toBe(a.id);
  });

  test('a human comment carrying the marker is never adopted, edited or deleted', async () => {
    const n = newPull();
    const spoofFirst = gh.addComment(n, `${MARKER}\nI am pretending to be the bot`, HUMAN);
    const quoting = gh.addComment(n, `> quoting\n${MARKER}\nlooks like the bot`, ACTIONS_BOT);
    const r = await upsertStickyComment(client(), opts(n, 'real report'));
    expect(r.action).toBe('created');
    const after = commentsOn(n);
    expect(after.map((c) => c.id)).toEqual([spoofFirst.id, quoting.id, r.id]);
    expect(after[0].body).toBe(`${MARKER}\nI am pretending to be the bot`);
    expect(after[1].body).toBe(`> quoting\n${MARKER}\nlooks like the bot`);
    // the next run finds the real one
    expect(await upsertStickyComment(client(), opts(n, 'real report'))).toMatchObject({ action: 'unchanged', id: r.id, deletedDuplicates: 0 });
  });

  test('a personal access token: its own earlier comment is found (via /user), another human\'s is not', async () => {
    const n = newPull();
    const other = gh.addComment(n, `${MARKER}\nsomeone else`, { login: 'mallory', id: 666, type: 'User' });
    const mine = gh.addComment(n, `${MARKER}\nmy old report`, HUMAN);
    const r = await upsertStickyComment(client(PAT), opts(n, 'new report'));
    expect(r).toMatchObject({ action: 'updated', id: mine.id, deletedDuplicates: 0 });
    expect(gh.state.comments.find((c) => c.id === other.id)!.body).toBe(`${MARKER}\nsomeone else`);
    expect(gh.requests('GET', /^\/user$/).some((e) => e.user === HUMAN.login)).toBe(true);
  });

  test('an explicit author pins the account', async () => {
    const n = newPull();
    const botOther = gh.addComment(n, `${MARKER}\nanother app`, { login: 'other-app[bot]', id: 7, type: 'Bot' });
    const r = await upsertStickyComment(client(), opts(n, 'report', { author: 'github-actions[bot]' }));
    expect(r.action).toBe('created');
    expect(commentsOn(n).map((c) => c.id)).toEqual([botOther.id, r.id]);
  });

  test('separate markers keep separate comments', async () => {
    const n = newPull();
    const octokit = client();
    const a = await upsertStickyComment(octokit, opts(n, 'job A', { marker: markerFor('a') }));
    const b = await upsertStickyComment(octokit, opts(n, 'job B', { marker: markerFor('b') }));
    expect(a.id).not.toBe(b.id);
    expect(await upsertStickyComment(octokit, opts(n, 'job A', { marker: markerFor('a') }))).toMatchObject({ action: 'unchanged', id: a.id });
  });

  test('a 502 after the comment was created: no duplicate, reported as created', async () => {
    const n = newPull();
    gh.failNext('POST', new RegExp(`/issues/${n}/comments$`), 502, { applyBeforeFailing: true });
    const r = await upsertStickyComment(client(), opts(n, 'report'));
    expect(r).toMatchObject({ action: 'created', deletedDuplicates: 0 });
    expect(commentsOn(n)).toHaveLength(1);
    expect(commentsOn(n)[0].id).toBe(r.id);
    expect(gh.requests('POST', new RegExp(`/issues/${n}/comments$`))).toHaveLength(1);
    expect(logs.some((l) => l.includes('checking whether it was created'))).toBe(true);
  });

  test('a dropped connection after the comment was created: no duplicate either', async () => {
    const n = newPull();
    gh.failNext('POST', new RegExp(`/issues/${n}/comments$`), 'disconnect', { applyBeforeFailing: true });
    const r = await upsertStickyComment(client(), opts(n, 'report'));
    expect(r.action).toBe('created');
    expect(commentsOn(n)).toHaveLength(1);
  });

  test('a 503 before anything was created: the create is retried', async () => {
    const n = newPull();
    gh.failNext('POST', new RegExp(`/issues/${n}/comments$`), 503, { times: 2 });
    const r = await upsertStickyComment(client(), opts(n, 'report'));
    expect(r.action).toBe('created');
    expect(commentsOn(n)).toHaveLength(1);
    expect(gh.requests('POST', new RegExp(`/issues/${n}/comments$`)).map((e) => e.status)).toEqual([503, 503, 201]);
  });

  test('persistent 5xx: failed after the retries, with no duplicate and no throw', async () => {
    const n = newPull();
    gh.failNext('POST', new RegExp(`/issues/${n}/comments$`), 500, { times: 10 });
    const r = await upsertStickyComment(client(), opts(n, 'report'));
    expect(r).toMatchObject({ action: 'failed', reason: 'server-error', status: 500 });
    expect(gh.requests('POST', new RegExp(`/issues/${n}/comments$`))).toHaveLength(4); // 1 + 3 retries
    expect(commentsOn(n)).toHaveLength(0);
  });

  test('a read-only token (fork pull request): failed/forbidden, no throw', async () => {
    const n = newPull();
    gh.state.readOnly = true;
    const r = await upsertStickyComment(client(), opts(n, 'report'));
    expect(r).toEqual({ action: 'failed', reason: 'forbidden', status: 403, message: 'Resource not accessible by integration', deletedDuplicates: 0, truncated: false });
    expect(commentsOn(n)).toHaveLength(0);
  });

  test('a read-only token with an existing comment: failed/forbidden on the update', async () => {
    const n = newPull();
    await upsertStickyComment(client(), opts(n, 'report'));
    gh.state.readOnly = true;
    expect(await upsertStickyComment(client(), opts(n, 'new report'))).toMatchObject({ action: 'failed', reason: 'forbidden', status: 403 });
  });

  test('a missing pull request: failed/not-found', async () => {
    expect(await upsertStickyComment(client(), opts(99_999, 'report'))).toMatchObject({ action: 'failed', reason: 'not-found', status: 404 });
  });

  test('a bad token: failed/unauthorized, and the token is not in the message', async () => {
    const secret = 'ghs_ThisTokenIsNotKnown000000000000000';
    const r = await upsertStickyComment(client(secret), opts(newPull(), 'report'));
    expect(r).toMatchObject({ action: 'failed', reason: 'unauthorized', status: 401, message: 'Bad credentials' });
    expect(JSON.stringify(r)).not.toContain(secret);
  });

  test('over 100 comments: pagination finds the sticky comment on a later page', async () => {
    const n = newPull();
    for (let i = 0; i < 150; i++) gh.addComment(n, `chatter ${i}`);
    const sticky = gh.addComment(n, `${MARKER}\nold`, ACTIONS_BOT);
    for (let i = 0; i < 60; i++) gh.addComment(n, `more chatter ${i}`);
    const r = await upsertStickyComment(client(), opts(n, 'new'));
    expect(r).toMatchObject({ action: 'updated', id: sticky.id });
    const pages = gh.requests('GET', new RegExp(`/issues/${n}/comments$`)).map((e) => new URL(e.path, 'http://x').searchParams);
    expect(pages.map((p) => [p.get('per_page'), p.get('page')])).toEqual([
      ['100', null],
      ['100', '2'],
      ['100', '3'],
    ]);
  });

  test('a rate-limited list is waited out and retried', async () => {
    const n = newPull();
    gh.rateLimitNext('GET', new RegExp(`/issues/${n}/comments$`), { kind: 'secondary' });
    const r = await upsertStickyComment(client(), opts(n, 'report'));
    expect(r.action).toBe('created');
    expect(gh.requests('GET', new RegExp(`/issues/${n}/comments$`)).map((e) => e.status)).toEqual([403, 200, 200]);
    expect(logs.some((l) => l.includes('secondary rate limit hit'))).toBe(true);
  });

  test('a body over the limit is cut before posting and reported as truncated', async () => {
    const n = newPull();
    const r = await upsertStickyComment(client(), opts(n, 'y'.repeat(70_000)));
    expect(r).toMatchObject({ action: 'created', truncated: true });
    expect(commentsOn(n)[0].body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
  });
});

describe('stickyBody closes the fence it cut, following CommonMark', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `line ${i} ${'x'.repeat(20)}`);
  /** The notice as rendered: the last block is a paragraph, not code (marked's lexer as the independent reader). */
  const noticeOutsideCode = (text: string) => {
    const blocks = marked.lexer(text).filter((t) => t.type !== 'space');
    const last = blocks[blocks.length - 1];
    expect(last.type).toBe('paragraph');
    expect(last.raw).toContain('cut here');
  };

  test.each<[string, string[], string]>([
    ['a ``` line inside a ~~~~ fence is content', ['~~~~markdown', '```', 'inner', '```'], '~~~~'],
    ['a ``` line inside a ```` fence is content', ['````md', '```ts', 'inner', '```'], '````'],
    ['a ~~~ line inside a ``` fence is content', ['```', '~~~', 'x'], '```'],
    ['a longer closing fence closes, then a new one opens', ['```', 'a', '`````', 'text', '~~~~~', 'b'], '~~~~~'],
    ['a closing line with text after it does not close', ['```', 'a', '``` not a close'], '```'],
    ['up to three spaces of indent: a four-space closing line is content', ['   ~~~', 'a', '    ~~~', 'b'], '~~~'],
  ])('%s', (_n, head, close) => {
    expect(unclosedFence(head.join('\n'))).toBe(close);
    const { text, truncated } = stickyBody(MARKER, ['## Report', ...head, ...filler(5000)].join('\n'), 20_000);
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text).toMatch(new RegExp(`\\n${close}\\n\\n\\*… cut here`));
    noticeOutsideCode(text);
  });

  test.each<[string, string[]]>([
    ['four spaces of indent open no fence', ['    ```', 'a']],
    ['a backtick in a backtick fence\'s info string opens no fence', ['``` a`b', 'a']],
    ['two backticks are no fence', ['``', 'a']],
    ['a closed fence', ['~~~', 'a', '~~~~']],
  ])('%s', (_n, head) => {
    expect(unclosedFence(head.join('\n'))).toBeUndefined();
    const { text } = stickyBody(MARKER, ['## Report', ...head, ...filler(5000)].join('\n'), 20_000);
    expect(text).toMatch(/\nline \d+ x{20}\n\n\*… cut here/);
    noticeOutsideCode(text);
  });

  test('a long opening fence is closed with as many characters, within the limit', () => {
    const fence = '`'.repeat(40);
    const { text } = stickyBody(MARKER, ['## Report', fence, ...filler(5000)].join('\n'), 1000);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toContain(`\n${fence}\n\n*… cut here`);
    noticeOutsideCode(text);
  });
});
