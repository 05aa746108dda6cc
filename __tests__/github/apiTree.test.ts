import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { apiTree, changedFiles, createBlobCache, mergeBase, pullRequest } from '../../src/github/apiTree.js';
import { createClient, GitHubApiError } from '../../src/github/client.js';
import { gitTree, type CatFile } from '../../src/sources/git/index.js';
import { Loader } from '../../src/core/loader/index.js';
import { Vfs } from '../../src/core/vfs.js';
import { MAX_FILE_BYTES } from '../../src/core/constants.js';
import type { RepoTree } from '../../src/core/tree.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';

let tmp: string;
let repo: string;
let gh: FakeGitHub;
let first: string;
let second: string;
let featureTip: string;
const cats: CatFile[] = [];
const logs: string[] = [];
const UNI = 'dir with space/é ü 漢.md';
const NL_NAME = 'odd\nname.md';
const HUGE = 'docs/huge.md';

const g = (...args: string[]): string =>
  execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8' }).trim();
const w = (rel: string, data: string | Buffer): void => {
  fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
  fs.writeFileSync(path.join(repo, rel), data);
};
const client = () => createClient({ token: gh.token, baseUrl: gh.url, retryBaseMs: 1, writeIntervalMs: 0, log: (m) => logs.push(m) });
const blobRequests = () => gh.requests('GET', /\/git\/blobs\//).length;

/** Every path of a tree (files, symlinks, others, directories) with its stat, walking readdir from the root. */
async function walk(t: RepoTree, dir = ''): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of ((await t.readdir(dir)) ?? []).sort()) {
    const rel = dir ? `${dir}/${name}` : name;
    const st = await t.stat(rel);
    // a git tree looks sizes up only when asked; the API's listing carries them
    out[rel] = st && st.kind !== 'dir' && st.kind !== 'other' ? { ...st, size: st.size ?? (await t.size?.(rel)) } : st;
    if (st?.kind === 'dir') Object.assign(out, await walk(t, rel));
  }
  return out;
}

beforeAll(async () => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-apitree-')));
  repo = path.join(tmp, 'repo');
  fs.mkdirSync(repo);
  g('init', '-q', '-b', 'main');
  w('CLAUDE.md', '# Project\n\nSee @docs/guide.md and @docs/huge.md and @link.md\n');
  w('docs/guide.md', 'Guide text\n');
  w('.claude/rules/ts.md', '---\npaths: "src/**/*.ts"\n---\nUse strict TypeScript.\n');
  w('.claude/CLAUDE.md', 'dot claude\n');
  w('app/CLAUDE.md', 'app instructions\n');
  w('app/deep/er/still/file.py', 'print(1)\n');
  w('empty.md', '');
  w(UNI, 'unicode\n');
  w(NL_NAME, 'newline name\n');
  w('scripts/run.sh', '#!/bin/sh\necho hi\n');
  fs.chmodSync(path.join(repo, 'scripts/run.sh'), 0o755);
  w(HUGE, Buffer.alloc(MAX_FILE_BYTES + 1, 'x'));
  fs.symlinkSync('docs/guide.md', path.join(repo, 'link.md'));
  fs.symlinkSync('docs', path.join(repo, 'docs-link'));
  fs.symlinkSync('/etc/passwd', path.join(repo, 'passwd.md'));
  g('add', '-A');
  g('update-index', '--add', '--cacheinfo', `160000,${'e'.repeat(40)},vendor/sub`);
  g('commit', '-q', '-m', 'one');
  first = g('rev-parse', 'HEAD');
  w('CLAUDE.md', '# Project v2\n\nSee @docs/guide.md\n');
  w('docs/new.md', 'new\n');
  g('mv', 'app/CLAUDE.md', 'app/AGENTS.md');
  g('rm', '-q', 'empty.md');
  g('add', '-A');
  g('update-index', '--add', '--cacheinfo', `160000,${'e'.repeat(40)},vendor/sub`); // add -A dropped the gitlink
  g('commit', '-q', '-m', 'two');
  second = g('rev-parse', 'HEAD');
  // a branch off the first commit, so main and feature diverge
  g('checkout', '-q', '-b', 'feature', first);
  w('feature.md', 'feature\n');
  g('add', '-A');
  g('update-index', '--add', '--cacheinfo', `160000,${'e'.repeat(40)},vendor/sub`);
  g('commit', '-q', '-m', 'feature');
  featureTip = g('rev-parse', 'HEAD');
  g('checkout', '-q', 'main');
  gh = await startFakeGitHub({ repos: { 'octo/repo': repo } });
});

afterAll(async () => {
  for (const c of cats) c.close();
  await gh?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('apiTree against gitTree', () => {
  test.each([
    ['first', () => first],
    ['second', () => second],
  ])('the %s commit: same entries, sizes, ids, contents and links', async (_label, sha) => {
    const local = await gitTree(repo, sha());
    cats.push(local.cat);
    const remote = await apiTree(client(), { owner: 'octo', repo: 'repo', ref: sha() });
    expect(remote.commit).toBe(local.commit);
    expect(remote.tree.label).toBe(`api octo/repo@${sha().slice(0, 12)}`);
    expect((await remote.tree.listFiles()).sort()).toEqual((await local.tree.listFiles()).sort());
    expect(await walk(remote.tree)).toEqual(await walk(local.tree));
    expect(remote.stats.blobs).toBe(0); // nothing is read until asked

    for (const f of await local.tree.listFiles()) {
      const st = await local.tree.stat(f);
      if (st) st.size ??= await local.tree.size?.(f);
      if (st?.kind === 'symlink') expect(await remote.tree.readlink(f)).toBe(await local.tree.readlink(f));
      if (st?.kind === 'file' && st.size! <= MAX_FILE_BYTES) expect(await remote.tree.read(f, MAX_FILE_BYTES)).toEqual(await local.tree.read(f, MAX_FILE_BYTES));
    }
    // a blob known to be over the read limit is not downloaded at all
    const blobs = remote.stats.blobs;
    expect(await remote.tree.read('docs/guide.md', 3)).toBeUndefined();
    expect(remote.stats.blobs).toBe(blobs);
    expect(await remote.tree.stat('vendor/sub')).toEqual({ kind: 'other', id: 'e'.repeat(40) });
    expect(await remote.tree.stat('scripts/run.sh')).toMatchObject({ kind: 'file' });
    expect(remote.stats.requests).toBe(1 + remote.stats.trees + remote.stats.blobs);
  });

  test('the loader sees the same launch plan and reads over the API as over git', async () => {
    const plans = async (t: RepoTree) => {
      const loader = new Loader({ vfs: new Vfs([{ name: 'root', at: '/repo', tree: t }]), root: '/repo' });
      const launch = await loader.launch();
      const read = await loader.read('/repo/app/deep/er/still/file.py');
      return { launch, read };
    };
    const local = await gitTree(repo, first);
    cats.push(local.cat);
    const before = blobRequests();
    const remote = await apiTree(client(), { owner: 'octo', repo: 'repo', ref: first });
    const want = await plans(local.tree);
    const got = await plans(remote.tree);
    expect(got).toEqual(want);
    expect(want.launch.skipped).toContainEqual(expect.objectContaining({ path: HUGE, reason: 'too-large' }));
    // only memory files' blobs were downloaded, each once; never the 4 MiB + 1 one
    const hugeId = g('rev-parse', `${first}:${HUGE}`);
    expect(gh.requests('GET', new RegExp(`/git/blobs/${hugeId}$`))).toHaveLength(0);
    expect(blobRequests() - before).toBe(remote.stats.blobs);
    expect(remote.stats.blobs).toBeLessThan((await remote.tree.listFiles()).length);
    expect(await remote.tree.stat(HUGE)).toMatchObject({ kind: 'file', size: MAX_FILE_BYTES + 1 });
    expect(await remote.tree.read(HUGE, MAX_FILE_BYTES)).toBeUndefined();
  });
});

describe('apiTree requests', () => {
  test('a shared cache fetches a blob used by base and head once; concurrent reads of one blob make one request', async () => {
    const octokit = client();
    const cache = createBlobCache();
    const base = await apiTree(octokit, { owner: 'octo', repo: 'repo', ref: first, cache });
    const head = await apiTree(octokit, { owner: 'octo', repo: 'repo', ref: second, cache });
    const before = blobRequests();
    const readAll = async (t: RepoTree) => {
      for (const f of await t.listFiles()) await t.read(f, MAX_FILE_BYTES);
    };
    await Promise.all([readAll(base.tree), readAll(head.tree), readAll(head.tree)]);
    const ids = new Set<string>();
    for (const sha of [first, second])
      for (const line of g('ls-tree', '-r', '-l', sha).split('\n')) {
        const [mode, type, oid, size] = line.split('\t')[0].split(/\s+/);
        if (type === 'blob' && mode !== '120000' && Number(size) <= MAX_FILE_BYTES) ids.add(oid);
      }
    expect(blobRequests() - before).toBe(ids.size);
    expect(base.stats.blobs + head.stats.blobs).toBe(ids.size);
    expect(head.stats.blobs).toBeLessThan(ids.size); // most of head's blobs came from base's fetches
  });

  test('a truncated recursive listing falls back to walking subtrees, with the same result', async () => {
    const full = await apiTree(client(), { owner: 'octo', repo: 'repo', ref: second });
    gh.state.recursiveTreeLimit = 4;
    try {
      const before = gh.requests('GET', /\/git\/trees\//).length;
      const walked = await apiTree(client(), { owner: 'octo', repo: 'repo', ref: second });
      expect(walked.stats.truncated).toBe(true);
      expect(full.stats.truncated).toBe(false);
      expect((await walked.tree.listFiles()).sort()).toEqual((await full.tree.listFiles()).sort());
      expect(await walk(walked.tree)).toEqual(await walk(full.tree));
      const treeRequests = gh.log.slice(-walked.stats.trees);
      expect(gh.requests('GET', /\/git\/trees\//).length - before).toBe(walked.stats.trees);
      // some listings were non-recursive, and small subtrees were still listed recursively in one request
      expect(treeRequests.some((r) => !r.path.includes('recursive'))).toBe(true);
      expect(treeRequests.some((r) => r.path.includes('recursive') && r.status === 200)).toBe(true);
      expect((await walked.tree.read('app/deep/er/still/file.py', 100))!.toString()).toBe('print(1)\n');
    } finally {
      gh.state.recursiveTreeLimit = 100_000;
    }
  });

  test('a branch name is resolved to its commit', async () => {
    const r = await apiTree(client(), { owner: 'octo', repo: 'repo', ref: 'feature' });
    expect(r.commit).toBe(featureTip);
    expect(await r.tree.stat('feature.md')).toMatchObject({ kind: 'file', size: 8 });
  });

  test('unknown commits and repositories throw GitHubApiError with the status', async () => {
    const octokit = client();
    await expect(apiTree(octokit, { owner: 'octo', repo: 'repo', ref: '0'.repeat(40) })).rejects.toMatchObject({ name: 'GitHubApiError', status: 404, reason: 'not-found' });
    await expect(apiTree(octokit, { owner: 'octo', repo: 'missing', ref: first })).rejects.toBeInstanceOf(GitHubApiError);
    await expect(apiTree(octokit, { owner: 'octo', repo: 'repo', ref: 'no-such-branch' })).rejects.toMatchObject({ status: 422, reason: 'invalid' });
  });

  test('a failed blob fetch is not cached: the next read tries again', async () => {
    const r = await apiTree(client(), { owner: 'octo', repo: 'repo', ref: second });
    gh.failNext('GET', /\/git\/blobs\//, 404);
    await expect(r.tree.read('docs/new.md', 100)).rejects.toMatchObject({ status: 404 });
    expect((await r.tree.read('docs/new.md', 100))!.toString()).toBe('new\n');
  });
});

describe('pull request metadata', () => {
  beforeAll(() => {
    gh.addPull({ number: 1, base: 'main', head: 'feature', headRepo: 'someone/fork' });
    gh.addPull({ number: 2, base: first, head: second });
  });

  test('pullRequest: shas, refs, fork, changed file count', async () => {
    const pr = await pullRequest(client(), { owner: 'octo', repo: 'repo', pull_number: 1 });
    expect(pr).toEqual({
      number: 1,
      state: 'open',
      title: 'Pull request 1',
      base: { sha: second, ref: 'main', repo: 'octo/repo' },
      head: { sha: featureTip, ref: 'feature', repo: 'someone/fork' },
      fork: true,
      changedFiles: 1,
    });
  });

  test('changedFiles: statuses and renames', async () => {
    const { files, complete } = await changedFiles(client(), { owner: 'octo', repo: 'repo', pull_number: 2 });
    expect(complete).toBe(true);
    expect(files.sort((a, b) => (a.path < b.path ? -1 : 1))).toEqual([
      { path: 'CLAUDE.md', status: 'modified' },
      { path: 'app/AGENTS.md', previous: 'app/CLAUDE.md', status: 'renamed' },
      { path: 'docs/new.md', status: 'added' },
      { path: 'empty.md', status: 'removed' },
    ]);
  });

  test('mergeBase of diverged branches', async () => {
    expect(await mergeBase(client(), { owner: 'octo', repo: 'repo', base: 'main', head: featureTip })).toEqual({
      mergeBase: first,
      status: 'diverged',
      aheadBy: 1,
      behindBy: 1,
    });
  });
});

describe('changedFiles over many pages', () => {
  let big: string;
  let bigGh: FakeGitHub;
  beforeAll(async () => {
    big = path.join(tmp, 'big');
    fs.mkdirSync(big);
    const gb = (...args: string[]) => execFileSync('git', ['-C', big, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { encoding: 'utf8' }).trim();
    gb('init', '-q', '-b', 'main');
    fs.writeFileSync(path.join(big, 'README.md'), 'x\n');
    gb('add', '-A');
    gb('commit', '-q', '-m', 'base');
    for (let i = 0; i < 250; i++) fs.writeFileSync(path.join(big, `f${String(i).padStart(3, '0')}.md`), `${i}\n`);
    gb('add', '-A');
    gb('commit', '-q', '-m', 'many');
    bigGh = await startFakeGitHub({ repos: { 'octo/big': big }, pulls: [{ number: 9, base: 'HEAD~1', head: 'HEAD' }] });
  });
  afterAll(() => bigGh.close());

  test('follows Link headers, 100 per page', async () => {
    const octokit = createClient({ token: bigGh.token, baseUrl: bigGh.url, retryBaseMs: 1 });
    const { files, complete } = await changedFiles(octokit, { owner: 'octo', repo: 'big', pull_number: 9, expected: 250 });
    expect(files).toHaveLength(250);
    expect(new Set(files.map((f) => f.path)).size).toBe(250);
    expect(complete).toBe(true);
    expect(bigGh.requests('GET', /\/pulls\/9\/files$/).map((r) => new URL(r.path, 'http://x').searchParams.get('page'))).toEqual([null, '2', '3']);
  });

  test("reports complete: false when GitHub's file cap cuts the list", async () => {
    bigGh.state.maxPullFiles = 200;
    const octokit = createClient({ token: bigGh.token, baseUrl: bigGh.url, retryBaseMs: 1 });
    const pr = await pullRequest(octokit, { owner: 'octo', repo: 'big', pull_number: 9 });
    expect(pr.changedFiles).toBe(250);
    const r = await changedFiles(octokit, { owner: 'octo', repo: 'big', pull_number: 9, expected: pr.changedFiles });
    expect(r.files).toHaveLength(200);
    expect(r.complete).toBe(false);
  });
});
