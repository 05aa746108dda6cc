/**
 * End to end: where the bundled action reads the repository from — the REST API with no checkout at all
 * (pull_request_target, source: api), a shallow clone missing the base commit (fetched), the fast path when
 * no memory file changed — and the push/check mode. Requires `npm run bundle` first.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { MARKER } from '../../src/github/comment.js';
import { memoryPathReason as reason } from '../../src/core/memoryPaths.js';
const memoryPathReason = (p: string, c: { memoryDir?: string }) => reason(p, { configPath: '.github/memory-review.yml', memoryDir: c.memoryDir });
import { emptyConfig } from '../../src/core/config.js';
import { ACTIONS_BOT } from '../helpers/fakeGitHub.js';
import { pushPayload } from './runAction.js';
import { blobPaths, cleanupAll, countOutputs, exampleRepo, expectClean, expectedReport, expectExit, fakeGitHub, pullEvent, REPO, repo, run, shallowClone, sourceOnlyRepo, tempDir, titleCounts, writeFiles } from './fixtures.js';
import { EXAMPLE_BASE, EXAMPLE_HEAD } from '../../src/demo/example.js';

afterAll(cleanupAll);

const COUNTS = ['errors', 'warnings', 'notices', 'introduced-errors', 'introduced-warnings', 'introduced-notices', 'verdict', 'changed', 'failed'];
const counts = (o: Record<string, string>) => Object.fromEntries(COUNTS.map((k) => [k, o[k]]));

describe('no checkout: everything through the REST API', () => {
  for (const [event, source] of [
    ['pull_request_target', 'auto'],
    ['pull_request', 'api'],
  ] as const) {
    test(`${event} with source: ${source} and an empty workspace: two tree listings, blobs of memory files only, the same review as from git`, async () => {
      // the demo change, in a repository that also has documents no memory file imports
      const UNREAD = { 'README.md': '# Shop\n\nSee CLAUDE.md.\n', 'docs/notes/meeting.md': '# Notes\n' };
      const r = repo({ ...EXAMPLE_BASE, ...UNREAD }, EXAMPLE_HEAD);
      const [base, head1] = r.shas;
      const gh = await fakeGitHub(r.root, { pulls: [{ number: 20, base, head: head1 }] });
      const empty = tempDir('mr-empty-ws-');
      const res = await run(gh, { event: pullEvent(r, { number: 20, base, head: head1, name: event }), sha: head1, workspace: empty, inputs: { source } });
      expectExit(res, 1);
      expectClean(res, gh);
      expect(res.stdout).toContain('reading the repository through the REST API');
      expect(fs.readdirSync(empty)).toEqual([]); // nothing was cloned or written there

      // bounded requests: the two commits, their tree listings, the merge base, one blob per memory file needed
      const reads = gh.requests('GET').filter((e) => !/\/issues\/\d+\/comments$/.test(e.path.split('?')[0]));
      const trees = gh.requests('GET', /\/git\/trees\//);
      const blobs = gh.requests('GET', /\/git\/blobs\//);
      expect(trees).toHaveLength(2);
      expect(trees.every((e) => e.path.endsWith('?recursive=1'))).toBe(true);
      expect(gh.requests('GET', /\/git\/commits\//)).toHaveLength(2);
      expect(gh.requests('GET', /\/compare\//)).toHaveLength(1);
      expect(reads).toHaveLength(2 + 2 + 1 + blobs.length);
      const ids = blobs.map((e) => e.path.split('?')[0].split('/').pop()!);
      expect(new Set(ids).size).toBe(ids.length); // each blob once, shared between base and head
      const where = blobPaths(r, base, head1);
      const fetchedPaths = ids.flatMap((id) => where.get(id) ?? [`<unknown blob ${id}>`]);
      // only memory files (by name, or documents memory files import) and the configuration; never sources
      for (const p of fetchedPaths) expect([p, memoryPathReason(p, emptyConfig())]).toEqual([p, expect.any(String)]);
      expect(fetchedPaths.some((p) => /\.(ts|tsx|sh|json)$/.test(p))).toBe(false);
      for (const p of Object.keys(UNREAD)) expect(fetchedPaths).not.toContain(p);
      const memoryBlobs = [...where].filter(([, ps]) => ps.some((p) => memoryPathReason(p, emptyConfig()))).length;
      expect(blobs.length).toBeLessThanOrEqual(memoryBlobs);
      console.log(`API mode (${event}): ${gh.log.length} requests in all — ${trees.length} tree listings, ${blobs.length} blobs (of ${memoryBlobs} memory-file blobs in both trees, ${where.size} blobs in all), ${reads.length} reads; ${Math.round(res.ms)} ms`);

      // the same findings as reading the same commits from a clone
      const gh2 = await fakeGitHub(r.root, { pulls: [{ number: 20, base, head: head1 }] });
      const fromGit = await run(gh2, { event: pullEvent(r, { number: 20, base, head: head1 }), sha: head1, workspace: r.root });
      expect(fromGit.stdout).toContain('through the workspace git objects');
      expect(counts(res.outputs)).toEqual(counts(fromGit.outputs));
      expect(gh.state.comments[0].body).toBe(gh2.state.comments[0].body);
    }, 60_000);
  }

  test('source: git with no clone in the workspace is a clear error', async () => {
    const r = exampleRepo();
    const [base, head1] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 21, base, head: head1 }] });
    const res = await run(gh, { event: pullEvent(r, { number: 21, base, head: head1 }), sha: head1, workspace: tempDir('mr-empty-ws-'), inputs: { source: 'git' } });
    expectExit(res, 2);
    expectClean(res, gh);
    expect(res.stdout).toMatch(/^::error::memory-review: source: git, but \S+ has no git clone with [0-9a-f]{12} and [0-9a-f]{12}$/m);
    expect(gh.log).toEqual([]);
  }, 60_000);
});

describe('shallow clones: missing commits are fetched from origin', () => {
  /** main: base files; feature: the memory change; main then moves on, so the merge base is not the base tip. */
  function diverged() {
    const r = repo(EXAMPLE_BASE);
    r.git('checkout', '-q', '-b', 'feature');
    writeFiles(r.root, EXAMPLE_HEAD);
    r.git('add', '-A');
    r.git('commit', '-q', '-m', 'memory change');
    const head = r.git('rev-parse', 'HEAD');
    r.git('checkout', '-q', 'main');
    writeFiles(r.root, { 'packages/api/src/server.ts': 'export const port = 1;\n' });
    r.git('commit', '-q', '-am', 'main moves on');
    const base = r.git('rev-parse', 'HEAD');
    // what GitHub checks out for pull_request by default: refs/pull/N/merge, the head merged into the base
    r.git('checkout', '-q', '-b', 'pull-merge');
    r.git('merge', '-q', '--no-ff', '--no-edit', 'feature');
    const merge = r.git('rev-parse', 'HEAD');
    r.git('checkout', '-q', 'main');
    return { r, base, head, merge, mb: r.git('merge-base', base, head) };
  }

  for (const layout of ['the head branch', 'the merge commit (actions/checkout default)'] as const) {
    test(`source: git, depth-1 clone of ${layout}: fetched in one go, reviewed against the merge base, nothing read through the API`, async () => {
      const { r, base, head, merge, mb } = diverged();
      expect(mb).not.toBe(base);
      const onMerge = layout.startsWith('the merge');
      const { ws } = shallowClone(r, onMerge ? 'pull-merge' : 'feature');
      const git = (...a: string[]) => execFileSync('git', ['-C', ws, ...a], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
      expect(git('rev-parse', '--is-shallow-repository')).toBe('true');
      const missing = onMerge ? [base, head] : [base];
      for (const sha of missing) expect(() => git('cat-file', '-e', `${sha}^{commit}`)).toThrow();

      const gh = await fakeGitHub(r.root, { pulls: [{ number: 22, base: 'main', head: 'feature' }] });
      const res = await run(gh, { event: pullEvent(r, { number: 22, base, head }), sha: onMerge ? merge : head, workspace: ws, inputs: { source: 'git' } });
      expectExit(res, 1);
      expectClean(res, gh);
      expect(res.stdout).toContain(`Fetching ${missing.map((s) => s.slice(0, 12)).join(' and ')} (not in the local clone)`);
      expect(res.stdout).toContain('reading the repository through the workspace git objects');
      for (const sha of [base, head, mb]) expect(git('cat-file', '-t', sha)).toBe('commit');
      expect(gh.requests('GET', /\/git\/|\/compare\/|\/pulls\//)).toEqual([]);
      // reviewed against the merge base, like GitHub's diff: the same review as from the full clone
      expect(res.summary).toContain(`\`base ${mb.slice(0, 7)}\` → \`head ${head.slice(0, 7)}\``);
      const gh2 = await fakeGitHub(r.root, { pulls: [{ number: 22, base: 'main', head: 'feature' }] });
      const full = await run(gh2, { event: pullEvent(r, { number: 22, base, head }), sha: head, workspace: r.root, inputs: { source: 'git' } });
      expect(full.stdout).not.toContain('Fetching');
      expect(counts(res.outputs)).toEqual(counts(full.outputs));
      expect(gh.state.comments[0].body).toBe(gh2.state.comments[0].body);
      // annotations on the head commit, not on the merge commit GITHUB_SHA names
      expect(gh.state.checkRuns[0].head_sha).toBe(head);
    }, 60_000);
  }
});

describe('fast path: no memory-relevant change', () => {
  for (const workspace of ['git', 'api'] as const) {
    test(`only a .ts file changed (${workspace}): passes quickly, creates no comment, and updates an existing one briefly`, async () => {
      const r = sourceOnlyRepo();
      const [base, head] = r.shas;
      const gh = await fakeGitHub(r.root, { pulls: [{ number: 30, base, head }, { number: 31, base, head }] });
      const ws = workspace === 'git' ? r.root : tempDir('mr-empty-ws-');

      const res = await run(gh, { event: pullEvent(r, { number: 30, base, head }), sha: head, workspace: ws });
      expectExit(res, 0);
      expectClean(res, gh);
      const inProcess = Number(/passing in (\d+) ms/.exec(res.stdout)?.[1]);
      console.log(`fast path (${workspace}): ${Math.round(res.ms)} ms wall clock for the whole process, ${inProcess} ms in the action before the summary and comment`);
      expect(res.stdout).toContain('No memory-relevant change in 1 changed file(s)');
      expect(res.outputs).toMatchObject({ changed: 'false', failed: 'false', 'comment-url': '', 'report-json': '' });
      expect(res.summary).toContain('No memory-relevant change in this pull request (1 file(s) changed)');
      expect(gh.state.comments).toEqual([]);
      expect(gh.requests('POST')).toEqual([]); // no comment, no check run
      expect(gh.requests('PATCH')).toEqual([]);
      if (workspace === 'api') {
        const where = blobPaths(r, base, head);
        const fetched = gh.requests('GET', /\/git\/blobs\//).flatMap((e) => where.get(e.path.split('/').pop()!) ?? ['?']);
        expect(fetched.filter((p) => !memoryPathReason(p, emptyConfig()))).toEqual([]);
        expect(gh.requests('GET', /\/git\/trees\//)).toHaveLength(2);
        console.log(`fast path (api): ${gh.log.length} requests — 2 tree listings, ${fetched.length} blobs (${fetched.join(', ')})`);
      }

      // a pull request whose earlier push changed memory (since reverted) has a comment: it says so, briefly
      const existing = gh.addComment(31, `${MARKER}\n## 🧠 memory-review: ❌ 2 errors introduced`, ACTIONS_BOT);
      const again = await run(gh, { event: pullEvent(r, { number: 31, base, head }), sha: head, workspace: ws });
      expectExit(again, 0);
      expectClean(again, gh);
      const left = gh.state.comments.filter((c) => c.issue_number === 31);
      expect(left.map((c) => c.id)).toEqual([existing.id]);
      expect(left[0].body).toBe(`${MARKER}\n## 🧠 memory-review\n\nNo memory-relevant change since the last review (1 file(s) changed at ${head.slice(0, 7)}).`);
      expect(again.outputs['comment-url']).toBe(`https://github.com/octo/shop/pull/31#issuecomment-${existing.id}`);
      expect(gh.requests('POST')).toEqual([]);
    }, 60_000);
  }

  test('a read-only token on the fast path with an existing comment: passes, says why it was not updated', async () => {
    const r = sourceOnlyRepo();
    const [base, head] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 32, base, head, headRepo: 'contributor/shop' }] });
    gh.addComment(32, `${MARKER}\nold`, ACTIONS_BOT);
    gh.state.readOnly = true;
    const res = await run(gh, { event: pullEvent(r, { number: 32, base, head, headRepo: 'contributor/shop' }), sha: head, workspace: r.root });
    expectExit(res, 0);
    expectClean(res, gh);
    expect(res.stdout).toContain('Not posting the review comment: the token cannot write to pull requests (HTTP 403, a fork pull request with a read-only token)');
    expect(gh.state.comments[0].body).toBe(`${MARKER}\nold`);
  }, 60_000);
});

test('push: a check of the pushed tree, no comment, annotations on the pushed commit', async () => {
  const r = exampleRepo();
  const [before, sha] = r.shas;
  const gh = await fakeGitHub(r.root);
  const want = await expectedReport(r, sha);
  expect(want.summary.counts.error).toBeGreaterThan(0);
  const res = await run(gh, { event: { name: 'push', payload: pushPayload({ repo: REPO, before, after: sha }) }, sha, workspace: r.root });
  expectExit(res, 1); // the tree has errors
  expectClean(res, gh);
  expect(gh.requests('*', /\/issues\//)).toEqual([]);
  expect(gh.requests('*', /\/pulls\//)).toEqual([]);
  expect(res.outputs).toMatchObject({ ...countOutputs(want), changed: 'true', failed: 'true', 'comment-url': '' });
  expect(res.summary).toContain(`## 🧠 memory-review: ${titleCounts(want.summary.counts)} — **failing**\n`);
  expect(res.summary).toContain(`\`${sha.slice(0, 7)}\``);
  expect(gh.state.checkRuns).toHaveLength(1);
  expect(gh.state.checkRuns[0]).toMatchObject({ head_sha: sha, conclusion: 'failure' });
  expect(gh.state.checkRuns[0].annotations.length).toBe(Number(res.outputs.errors) + Number(res.outputs.warnings) + Number(res.outputs.notices));
  expect(res.stdout).toMatch(new RegExp(`^::error::memory-review: ${want.summary.counts.error} finding\\(s\\) at or above error\\.$`, 'm'));

  // workflow_dispatch: the same check of GITHUB_SHA
  const gh2 = await fakeGitHub(r.root);
  const manual = await run(gh2, { event: { name: 'workflow_dispatch', payload: { ref: 'refs/heads/main', inputs: {} } }, sha, workspace: tempDir('mr-empty-ws-') });
  expectExit(manual, 1);
  expectClean(manual, gh2);
  expect(manual.stdout).toContain('through the REST API');
  expect(counts(manual.outputs)).toEqual(counts(res.outputs));
}, 60_000);
