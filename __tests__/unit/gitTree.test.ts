import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CatFile, git, gitTree, lsTree, parseLsTree, PREFETCH_HINTS } from '../../src/sources/git/index.js';
import { idAt } from '../../src/core/tree.js';
import { Vfs } from '../../src/core/vfs.js';
import { MAX_FILE_BYTES } from '../../src/core/constants.js';

let tmp: string;
let repo: string;
let first: string;
let second: string;
const cats: CatFile[] = [];
const NL_NAME = 'new\nline.md';
const UNI = 'dir with space/é ü 漢.md';

const g = (...args: string[]): string =>
  execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8' }).trim();
const w = (rel: string, data: string): void => {
  fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
  fs.writeFileSync(path.join(repo, rel), data);
};
const track = (c: CatFile): CatFile => (cats.push(c), c);

beforeAll(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-git-')));
  repo = path.join(tmp, 'repo');
  fs.mkdirSync(repo);
  g('init', '-q', '-b', 'main');
  w('CLAUDE.md', 'version one\n');
  w('docs/a.md', 'A');
  w('big.md', 'x'.repeat(5000));
  w(UNI, 'unicode');
  w(NL_NAME, 'newline name');
  fs.symlinkSync('/etc/passwd', path.join(repo, 'passwd.md'));
  fs.symlinkSync('docs/a.md', path.join(repo, 'link.md'));
  fs.symlinkSync('docs', path.join(repo, 'dir-link'));
  g('add', '-A');
  g('commit', '-q', '-m', 'one');
  first = g('rev-parse', 'HEAD');
  w('CLAUDE.md', 'version two\n');
  w('docs/b.md', 'B');
  fs.rmSync(path.join(repo, 'docs/a.md'));
  g('add', '-A');
  g('commit', '-q', '-m', 'two');
  second = g('rev-parse', 'HEAD');
  // the working tree differs from both commits: gitTree must not look at it
  w('CLAUDE.md', 'uncommitted\n');
});

afterAll(() => {
  for (const c of cats) c.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('parseLsTree', () => {
  test('files, symlinks, submodules; paths with tabs, spaces and newlines', () => {
    const oid = 'a'.repeat(40);
    const out =
      `100644 blob ${oid}      12\tdocs/a.md\0` +
      `100755 blob ${oid}       3\tbin/run\0` +
      `120000 blob ${oid}      11\tlink\0` +
      `160000 commit ${oid}       -\tvendor/sub\0` +
      `100644 blob ${oid}       1\tweird\tname with space\nand newline\0` +
      `garbage-without-tab\0`;
    expect(parseLsTree(out)).toEqual([
      { path: 'docs/a.md', kind: 'file', size: 12, id: oid },
      { path: 'bin/run', kind: 'file', size: 3, id: oid },
      { path: 'link', kind: 'symlink', size: 11, id: oid },
      { path: 'vendor/sub', kind: 'other', id: oid },
      { path: 'weird\tname with space\nand newline', kind: 'file', size: 1, id: oid },
    ]);
  });
  test('empty output', () => {
    expect(parseLsTree('')).toEqual([]);
  });
});

describe('CatFile', () => {
  test('invalid object names are refused without starting git', async () => {
    const c = track(new CatFile(repo));
    expect(await c.read('HEAD')).toBeUndefined();
    expect(await c.read('--batch')).toBeUndefined();
    expect(await c.read('abc')).toBeUndefined();
    expect(c.requests).toBe(0);
  });
  test('a missing object resolves to undefined and the stream stays in sync', async () => {
    const c = track(new CatFile(repo));
    const blob = (await git(repo, ['rev-parse', `${second}:CLAUDE.md`])).trim();
    const [missing, found] = await Promise.all([c.read('0'.repeat(40)), c.read(blob)]);
    expect(missing).toBeUndefined();
    expect(found!.toString()).toBe('version two\n');
  });
  test('many concurrent reads are answered in order', async () => {
    const c = track(new CatFile(repo));
    const a = (await git(repo, ['rev-parse', `${first}:CLAUDE.md`])).trim();
    const b = (await git(repo, ['rev-parse', `${second}:CLAUDE.md`])).trim();
    const big = (await git(repo, ['rev-parse', `${first}:big.md`])).trim();
    const ids = Array.from({ length: 60 }, (_, i) => [a, b, big][i % 3]);
    const got = await Promise.all(ids.map((id) => c.read(id)));
    got.forEach((buf, i) => {
      expect(buf!.toString()).toBe(['version one\n', 'version two\n', 'x'.repeat(5000)][i % 3]);
    });
    expect(c.requests).toBe(60);
  });
});

describe('gitTree (real repository)', () => {
  test('resolves the commit and lists the tree without touching the working tree', async () => {
    const { tree, commit, cat } = await gitTree(repo, 'HEAD');
    track(cat);
    expect(commit).toBe(second);
    expect(tree.label).toBe(`git ${second.slice(0, 12)}`);
    expect((await tree.listFiles()).sort()).toEqual(['CLAUDE.md', UNI, 'big.md', 'dir-link', 'docs/b.md', 'link.md', NL_NAME, 'passwd.md'].sort());
    expect((await tree.read('CLAUDE.md', 100))!.toString()).toBe('version two\n');
    expect(await tree.stat('docs')).toEqual({ kind: 'dir' });
    expect((await tree.readdir('docs'))!).toEqual(['b.md']);
  });

  test('bad refs reject', async () => {
    await expect(gitTree(repo, 'no-such-ref')).rejects.toThrow();
    await expect(gitTree(repo, '--output=/tmp/x')).rejects.toThrow();
  });

  test('entries carry blob ids; sizes are looked up when asked for (stat alone costs git nothing)', async () => {
    const { tree, cat } = await gitTree(repo, first);
    track(cat);
    const id = (await git(repo, ['rev-parse', `${first}:docs/a.md`])).trim();
    expect(await tree.stat('docs/a.md')).toEqual({ kind: 'file', size: undefined, id });
    expect(await tree.size('docs/a.md')).toBe(1);
    expect(await tree.stat('docs/a.md')).toEqual({ kind: 'file', size: 1, id });
    expect(await tree.size('docs')).toBeUndefined();
    expect(await tree.size('no/such.md')).toBeUndefined();
  });

  test('symlinks are stored as blobs: kind symlink, readlink gives the target text, read refuses them', async () => {
    const { tree, cat } = await gitTree(repo, first);
    track(cat);
    expect(await tree.stat('passwd.md')).toMatchObject({ kind: 'symlink' });
    expect(await tree.size('passwd.md')).toBe('/etc/passwd'.length);
    expect(await tree.readlink('passwd.md')).toBe('/etc/passwd');
    expect(await tree.readlink('link.md')).toBe('docs/a.md');
    expect(await tree.readlink('dir-link')).toBe('docs');
    expect(await tree.read('passwd.md', 1 << 20)).toBeUndefined();
  });

  test('names with spaces, unicode and newlines', async () => {
    const { tree, cat } = await gitTree(repo, first);
    track(cat);
    expect((await tree.read(UNI, 100))!.toString()).toBe('unicode');
    expect((await tree.read(NL_NAME, 100))!.toString()).toBe('newline name');
    expect(await tree.readdir('dir with space')).toEqual(['é ü 漢.md']);
  });

  test('files larger than maxBytes + 1 are not fetched', async () => {
    const { tree, cat } = await gitTree(repo, first);
    track(cat);
    expect(await tree.read('big.md', 100)).toBeUndefined();
    expect(cat.requests).toBe(0);
    expect((await tree.read('big.md', 4999))!.length).toBe(5000); // maxBytes + 1 is allowed
    expect(cat.requests).toBe(1);
  });

  test('mounted through Vfs: a symlink to /etc/passwd is never followed; in-repo links resolve', async () => {
    const { tree, cat } = await gitTree(repo, first);
    track(cat);
    const vfs = new Vfs([{ name: 'root', at: '/repo', tree }]);
    expect(await vfs.readFile('/repo/passwd.md', 1 << 20)).toMatchObject({ ok: false, reason: 'outside', real: '/etc/passwd', viaSymlink: true });
    expect(cat.requests).toBe(1); // only the link text
    const r = await vfs.readFile('/repo/link.md', 100);
    expect(r).toMatchObject({ ok: true, real: '/repo/docs/a.md', viaSymlink: true });
    expect(r.ok && r.data.toString()).toBe('A');
    expect(await vfs.readFile('/repo/dir-link/a.md', 100)).toMatchObject({ ok: true, real: '/repo/docs/a.md' });
  });

  test('mounted through Vfs: files larger than maxBytes are not read', async () => {
    const { tree, cat } = await gitTree(repo, first);
    track(cat);
    const vfs = new Vfs([{ name: 'root', at: '/repo', tree }]);
    expect(await vfs.readFile('/repo/big.md', 4999)).toMatchObject({ ok: false, reason: 'too-large', size: 5000 });
    expect(cat.requests).toBe(0);
  });

  test('two commits read side by side sharing one CatFile', async () => {
    const cat = track(new CatFile(repo));
    const [a, b] = await Promise.all([gitTree(repo, first, cat), gitTree(repo, second, cat)]);
    expect(a.cat).toBe(cat);
    expect(b.cat).toBe(cat);
    const [oldC, newC, oldA, newA, newB] = await Promise.all([
      a.tree.read('CLAUDE.md', 100),
      b.tree.read('CLAUDE.md', 100),
      a.tree.read('docs/a.md', 100),
      b.tree.read('docs/a.md', 100),
      b.tree.read('docs/b.md', 100),
    ]);
    expect(oldC!.toString()).toBe('version one\n');
    expect(newC!.toString()).toBe('version two\n');
    expect(oldA!.toString()).toBe('A');
    expect(newA).toBeUndefined();
    expect(newB!.toString()).toBe('B');
    expect(cat.requests).toBe(4);
    const va = new Vfs([{ name: 'root', at: '/r', tree: a.tree }]);
    const vb = new Vfs([{ name: 'root', at: '/r', tree: b.tree }]);
    const [ra, rb] = await Promise.all([va.readFile('/r/CLAUDE.md', 100), vb.readFile('/r/CLAUDE.md', 100)]);
    expect(ra.ok && ra.data.toString()).toBe('version one\n');
    expect(rb.ok && rb.data.toString()).toBe('version two\n');
  });
});

/** A new git repository under the suite's temp dir: its path, a git runner and a file writer. */
function scratchRepo(name: string): { r: string; gi: (...args: string[]) => string; wr: (rel: string, data: string) => void } {
  const r = path.join(tmp, name);
  fs.mkdirSync(r);
  const gi = (...args: string[]) => execFileSync('git', ['-C', r, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8' }).trim();
  const wr = (rel: string, data: string) => {
    fs.mkdirSync(path.dirname(path.join(r, rel)), { recursive: true });
    fs.writeFileSync(path.join(r, rel), data);
  };
  return { r, gi, wr };
}

describe('prefetch', () => {
  test('fetches the memory files and, hop by hop, what their text imports: the loader then asks git for nothing', async () => {
    const { r, gi, wr } = scratchRepo('imports');
    gi('init', '-q', '-b', 'main');
    wr('CLAUDE.md', 'Read @docs/a.md and @~/home.md and @/abs.md and @../out.md\n');
    wr('docs/a.md', 'Then @./b.md\n');
    wr('docs/b.md', 'Then @../notes/c.md#section\n');
    wr('notes/c.md', 'Then @d.md\n');
    wr('notes/d.md', 'Then @e.md\n');
    wr('notes/e.md', 'Then @f.md\n');
    wr('notes/f.md', 'last\n');
    wr('docs/unrelated.md', 'never imported\n');
    wr('pkg/CLAUDE.md', 'Package: `see @../docs/quoted.md here` in a code span (fetched: the raw text is not lexed)\n\nAlso @../notes/d.md\n');
    wr('docs/quoted.md', 'quoted\n');
    gi('add', '-A');
    gi('commit', '-q', '-m', 'one');
    const side = await gitTree(r, 'HEAD');
    track(side.cat);
    await side.prefetch();
    // CLAUDE.md, pkg/CLAUDE.md, docs/quoted.md, the chain a → b → c → d (four hops, where the loader stops),
    // and e → f: d is one hop from pkg/CLAUDE.md, which the loader reads with files under pkg/
    expect(side.cat.requests).toBe(9);
    const { Loader } = await import('../../src/core/loader/index.js');
    const vfs = new Vfs([{ name: 'root', at: '/repo', tree: side.tree }]);
    const loader = new Loader({ vfs, root: '/repo' });
    const plan = await loader.launch();
    expect(plan.launch.map((s) => s.path)).toEqual(['CLAUDE.md', 'docs/a.md', 'docs/b.md', 'notes/c.md', 'notes/d.md']);
    expect(plan.skipped.map((s) => [s.path, s.reason])).toContainEqual(['notes/e.md', 'import-too-deep']);
    const lazy = await loader.read('/repo/pkg/x.ts');
    // (d loaded at launch already: only what it imports is new here)
    expect(lazy.loaded.map((s) => s.path)).toEqual(['pkg/CLAUDE.md', 'notes/e.md', 'notes/f.md']);
    expect(side.cat.requests).toBe(9);
  });

  test('fetchWhileListing: memory files are fetched while the commit is being listed, before any prefetch: files only, within the size limit', async () => {
    const { r, gi, wr } = scratchRepo('early');
    gi('init', '-q', '-b', 'main');
    wr('CLAUDE.md', 'root\n');
    wr('.claude/rules/a.md', 'rule\n');
    wr('docs/plain.md', 'not a memory file\n');
    wr('pkg/CLAUDE.md', 'x'.repeat(MAX_FILE_BYTES + 1));
    fs.symlinkSync('../CLAUDE.md', path.join(r, 'docs', 'CLAUDE.md'));
    gi('add', '-A');
    gi('commit', '-q', '-m', 'one');
    // without it, nothing is fetched before the prefetch
    const plain = await gitTree(r, 'HEAD');
    track(plain.cat);
    await new Promise((w) => setTimeout(w, 100));
    expect(plain.cat.requests).toBe(0);
    const side = await gitTree(r, 'HEAD', undefined, undefined, { fetchWhileListing: true });
    track(side.cat);
    // (the fetches run on their own: wait for them, then for anything late)
    for (let i = 0; i < 200 && side.cat.requests < 2; i++) await new Promise((w) => setTimeout(w, 10));
    await new Promise((w) => setTimeout(w, 100));
    expect(side.cat.requests).toBe(2);
    // the prefetch finds them cached (sizes included): nothing more is asked
    await side.prefetch();
    expect(side.cat.requests).toBe(2);
    expect((await side.tree.read('.claude/rules/a.md', 100))!.toString()).toBe('rule\n');
    expect(side.cat.requests).toBe(2);
  });

  test('what raw text names beyond real imports (a code block listing thousands of files) is fetched within a bound', async () => {
    const { r, gi } = scratchRepo('hints');
    gi('init', '-q', '-b', 'main');
    const listed = Array.from({ length: 10 }, (_, i) => `docs/f${i}.md`);
    fs.writeFileSync(path.join(r, 'CLAUDE.md'), '```\n' + listed.map((f) => `see @${f}`).join('\n') + '\n```\n');
    fs.mkdirSync(path.join(r, 'docs'));
    // (distinct contents: one blob each)
    for (const f of listed) fs.writeFileSync(path.join(r, f), f + 'x'.repeat(989));
    gi('add', '-A');
    gi('commit', '-q', '-m', 'one');
    const saved = { ...PREFETCH_HINTS };
    try {
      PREFETCH_HINTS.files = 3;
      const a = await gitTree(r, 'HEAD');
      track(a.cat);
      await a.prefetch();
      expect(a.cat.requests).toBe(1 + 3);
      PREFETCH_HINTS.files = 100;
      PREFETCH_HINTS.bytes = 2500;
      const b = await gitTree(r, 'HEAD');
      track(b.cat);
      await b.prefetch();
      expect(b.cat.requests).toBe(1 + 2);
    } finally {
      Object.assign(PREFETCH_HINTS, saved);
    }
    // unbounded, all ten would be fetched (none of them is loaded: they are in a code block)
    const c = await gitTree(r, 'HEAD');
    track(c.cat);
    await c.prefetch();
    expect(c.cat.requests).toBe(1 + 10);
  });
});

describe('lsTree', () => {
  test('lists an ASCII and a non-ASCII tree in order, telling of markdown files as it parses them', async () => {
    const ascii = path.join(tmp, 'ascii');
    fs.mkdirSync(ascii);
    const ga = (...args: string[]) => execFileSync('git', ['-C', ascii, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8' }).trim();
    ga('init', '-q', '-b', 'main');
    for (const f of ['CLAUDE.md', 'a/b.md', 'a/c.ts', 'a-b/x', 'a.txt', '.claude/rules/r.md']) {
      fs.mkdirSync(path.dirname(path.join(ascii, f)), { recursive: true });
      fs.writeFileSync(path.join(ascii, f), f);
    }
    fs.symlinkSync('a/b.md', path.join(ascii, 'link.md'));
    ga('add', '-A');
    ga('commit', '-q', '-m', 'one');
    const seen: string[] = [];
    const c = await lsTree(ascii, 'HEAD', (p) => seen.push(p));
    expect(c.ordered).toBe(true);
    expect(c.paths).toEqual(['.claude/rules/r.md', 'CLAUDE.md', 'a-b/x', 'a.txt', 'a/b.md', 'a/c.ts', 'link.md']);
    expect([...c.kinds]).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(c.paths.map((_, i) => idAt(c.ids, i))).toEqual(parseLsTree(execFileSync('git', ['-C', ascii, 'ls-tree', '-r', '-z', 'HEAD'], { encoding: 'utf8' })).map((e) => e.id));
    expect(seen).toEqual(['.claude/rules/r.md', 'CLAUDE.md', 'a/b.md']);
    const other = await lsTree(repo, 'HEAD');
    expect(other.paths).toEqual(parseLsTree(execFileSync('git', ['-C', repo, 'ls-tree', '-r', '-z', 'HEAD'], { encoding: 'utf8' })).map((e) => e.path));
    await expect(lsTree(ascii, 'no-such-ref')).rejects.toThrow(/ls-tree no-such-ref failed/);
  });
});
