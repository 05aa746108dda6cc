import { IndexedTree, memoryTree, type IndexedEntry } from '../../src/core/tree.js';
import { isInside, normalizeAbs, Vfs } from '../../src/core/vfs.js';

type Files = Record<string, string | Buffer | { symlink: string }>;

/** An IndexedTree whose content fetches are recorded. */
function spiedTree(files: Files): { tree: IndexedTree; fetched: string[] } {
  const fetched: string[] = [];
  const inner = memoryTree('spied', files);
  const entries = Object.keys(files).map((p) => inner.entry(p)!);
  const tree = new IndexedTree('spied', entries, async (e: IndexedEntry, max: number) => {
    fetched.push(e.path);
    return e.kind === 'symlink' ? inner.readlink(e.path).then((s) => (s === undefined ? undefined : Buffer.from(s))) : inner.read(e.path, max);
  });
  return { tree, fetched };
}

function repoVfs(files: Files, extra: { home?: Files } = {}): { vfs: Vfs; fetched: string[] } {
  const { tree, fetched } = spiedTree(files);
  const mounts: ConstructorParameters<typeof Vfs>[0] = [{ name: 'root', at: '/repo', tree }];
  if (extra.home) mounts.push({ name: 'home', at: '/home/u', tree: memoryTree('home', extra.home) });
  return { vfs: new Vfs(mounts), fetched };
}

describe('IndexedTree / memoryTree', () => {
  const t = memoryTree('t', { 'a.md': 'A', 'd/e/f.md': 'F', 'd/link': { symlink: '../a.md' }, 'd/g.md': Buffer.from('G') });
  test('directories are implied by paths', async () => {
    expect(await t.stat('')).toEqual({ kind: 'dir' });
    expect(await t.stat('d')).toEqual({ kind: 'dir' });
    expect(await t.stat('d/e')).toEqual({ kind: 'dir' });
    expect(await t.readdir('')).toEqual(['a.md', 'd']);
    expect((await t.readdir('d'))!.sort()).toEqual(['e', 'g.md', 'link']);
    expect(await t.readdir('a.md')).toBeUndefined();
    expect(await t.readdir('nope')).toBeUndefined();
  });
  test('stat of files and symlinks, sizes', async () => {
    expect(await t.stat('a.md')).toEqual({ kind: 'file', size: 1, id: undefined });
    expect(await t.stat('d/link')).toMatchObject({ kind: 'symlink', size: 7 });
    expect(await t.stat('missing')).toBeUndefined();
  });
  test('readlink gives the target text; read refuses symlinks and dirs', async () => {
    expect(await t.readlink('d/link')).toBe('../a.md');
    expect(await t.readlink('a.md')).toBeUndefined();
    expect(await t.read('d/link', 100)).toBeUndefined();
    expect(await t.read('d', 100)).toBeUndefined();
    expect((await t.read('d/e/f.md', 100))!.toString()).toBe('F');
  });
  test('memoryTree never returns more than maxBytes + 1 bytes', async () => {
    const big = memoryTree('b', { f: 'x'.repeat(100) });
    expect((await big.read('f', 10))!.length).toBe(11);
    expect((await big.read('f', 100))!.length).toBe(100);
  });
  test('invalid entry paths are ignored', async () => {
    const bad = new IndexedTree(
      'bad',
      [
        { path: '/abs', kind: 'file' },
        { path: 'a/../b', kind: 'file' },
        { path: 'a//b', kind: 'file' },
        { path: './c', kind: 'file' },
        { path: '', kind: 'file' },
        { path: 'ok', kind: 'file' },
      ],
      async () => Buffer.from(''),
    );
    expect(await bad.listFiles()).toEqual(['ok']);
    expect(await bad.readdir('')).toEqual(['ok']);
  });
});

describe('normalizeAbs / isInside', () => {
  test('normalizeAbs', () => {
    expect(normalizeAbs('/a/b/../c/')).toBe('/a/c');
    expect(normalizeAbs('/')).toBe('/');
    expect(normalizeAbs('C:\\x\\y')).toBe('C:/x/y');
    expect(normalizeAbs('/a//b/./c')).toBe('/a/b/c');
  });
  test('isInside', () => {
    expect(isInside('/repo', '/repo')).toBe(true);
    expect(isInside('/repo/a', '/repo')).toBe(true);
    expect(isInside('/repo2/a', '/repo')).toBe(false);
    expect(isInside('/anything', '/')).toBe(true);
  });
});

describe('Vfs: plain resolution and reading', () => {
  test('reads a file inside the mount', async () => {
    const { vfs } = repoVfs({ 'CLAUDE.md': 'hello', 'd/x.md': 'x' });
    const r = await vfs.readFile('/repo/CLAUDE.md', 1000);
    expect(r).toMatchObject({ ok: true, real: '/repo/CLAUDE.md', viaSymlink: false });
    expect(r.ok && r.data.toString()).toBe('hello');
  });
  test('missing files and paths outside every mount', async () => {
    const { vfs } = repoVfs({ 'a.md': 'a' });
    expect(await vfs.readFile('/repo/nope.md', 100)).toMatchObject({ ok: false, reason: 'missing' });
    expect(await vfs.readFile('/repo/a.md/x', 100)).toMatchObject({ ok: false, reason: 'missing' });
    expect(await vfs.readFile('/etc/passwd', 100)).toMatchObject({ ok: false, reason: 'outside' });
  });
  test('ancestors of a mount exist as directories', async () => {
    const { vfs } = repoVfs({ 'a.md': 'a' }, { home: { '.claude/CLAUDE.md': 'u' } });
    expect(await vfs.resolve('/home')).toMatchObject({ ok: true, entry: { kind: 'dir' } });
    expect(await vfs.readdir('/home')).toEqual({ real: '/home', names: [] });
    expect(await vfs.lkind('/')).toBe('dir');
    expect(await vfs.readFile('/home/other/x', 10)).toMatchObject({ ok: false, reason: 'outside' });
  });
  test('locate picks the longest mount', () => {
    const outer = memoryTree('o', {});
    const inner = memoryTree('i', {});
    const vfs = new Vfs([
      { name: 'root', at: '/a', tree: outer },
      { name: 'memory', at: '/a/b/', tree: inner },
    ]);
    expect(vfs.locate('/a/b/c')).toMatchObject({ mount: { name: 'memory' }, rel: 'c' });
    expect(vfs.locate('/a/b')).toMatchObject({ mount: { name: 'memory' }, rel: '' });
    expect(vfs.locate('/a/bc')).toMatchObject({ mount: { name: 'root' }, rel: 'bc' });
    expect(vfs.locate('/z')).toBeUndefined();
    expect(vfs.mount('memory')!.at).toBe('/a/b');
  });
  test('a mount at "/"', async () => {
    const vfs = new Vfs([{ name: 'root', at: '/', tree: memoryTree('r', { 'etc/x.md': 'X', l: { symlink: '/etc/x.md' } }) }]);
    expect(vfs.locate('/etc/x.md')).toMatchObject({ rel: 'etc/x.md' });
    expect(await vfs.readFile('/l', 10)).toMatchObject({ ok: true, real: '/etc/x.md', viaSymlink: true });
    expect(await vfs.readFile('/nope', 10)).toMatchObject({ ok: false, reason: 'missing' });
  });
  test('reading a directory is not a file read', async () => {
    const { vfs, fetched } = repoVfs({ 'd/x.md': 'x' });
    expect(await vfs.readFile('/repo/d', 100)).toMatchObject({ ok: false, reason: 'missing', real: '/repo/d' });
    expect(fetched).toEqual([]);
    expect(await vfs.readdir('/repo/d')).toEqual({ real: '/repo/d', names: ['x.md'] });
    expect(await vfs.readdir('/repo/d/x.md')).toBeUndefined();
  });
  test('size > maxBytes → too-large, content never fetched', async () => {
    const { vfs, fetched } = repoVfs({ 'big.md': 'x'.repeat(101), 'ok.md': 'x'.repeat(100) });
    expect(await vfs.readFile('/repo/big.md', 100)).toEqual({ ok: false, reason: 'too-large', real: '/repo/big.md', size: 101, viaSymlink: false });
    expect(fetched).toEqual([]);
    expect(await vfs.readFile('/repo/ok.md', 100)).toMatchObject({ ok: true });
    expect(fetched).toEqual(['ok.md']);
  });
  test('size unknown: the read is capped and an over-long result is too-large', async () => {
    const tree = new IndexedTree('nosize', [{ path: 'f', kind: 'file' }], async (_e, max) => Buffer.alloc(max + 1, 120));
    const vfs = new Vfs([{ name: 'root', at: '/r', tree }]);
    expect(await vfs.readFile('/r/f', 10)).toMatchObject({ ok: false, reason: 'too-large', size: 11 });
  });
  test('an entry of kind "other" is not-file', async () => {
    const tree = new IndexedTree('o', [{ path: 'sub', kind: 'other' }], async () => Buffer.from('x'));
    const vfs = new Vfs([{ name: 'root', at: '/r', tree }]);
    expect(await vfs.readFile('/r/sub', 10)).toMatchObject({ ok: false, reason: 'not-file' });
  });
  test('"..", "." and double slashes are normalised lexically (like path.resolve)', async () => {
    const { vfs } = repoVfs({ 'a.md': 'A', 'd/b.md': 'B' });
    expect(await vfs.readFile('/repo/d/../a.md', 10)).toMatchObject({ ok: true, real: '/repo/a.md' });
    expect(await vfs.readFile('/repo/./d//b.md', 10)).toMatchObject({ ok: true, real: '/repo/d/b.md' });
    expect(await vfs.readFile('/repo/../repo/a.md', 10)).toMatchObject({ ok: true, real: '/repo/a.md' });
    expect(await vfs.readFile('/repo/../etc/passwd', 10)).toMatchObject({ ok: false, reason: 'outside' });
  });
});

describe('Vfs: symlinks', () => {
  test('relative target', async () => {
    const { vfs } = repoVfs({ 'docs/real.md': 'R', 'CLAUDE.md': { symlink: 'docs/real.md' } });
    const r = await vfs.readFile('/repo/CLAUDE.md', 100);
    expect(r).toMatchObject({ ok: true, real: '/repo/docs/real.md', viaSymlink: true });
    expect(await vfs.realpath('/repo/CLAUDE.md')).toBe('/repo/docs/real.md');
  });
  test('relative target with ".." is resolved from the link\'s directory', async () => {
    const { vfs } = repoVfs({ 'shared/x.md': 'X', 'a/b/link.md': { symlink: '../../shared/x.md' } });
    expect(await vfs.readFile('/repo/a/b/link.md', 100)).toMatchObject({ ok: true, real: '/repo/shared/x.md' });
  });
  test('absolute target inside the mount', async () => {
    const { vfs } = repoVfs({ 'x.md': 'X', 'link': { symlink: '/repo/x.md' } });
    expect(await vfs.readFile('/repo/link', 100)).toMatchObject({ ok: true, real: '/repo/x.md', viaSymlink: true });
  });
  test('absolute target in another mount is allowed', async () => {
    const { vfs } = repoVfs({ 'link.md': { symlink: '/home/u/notes.md' } }, { home: { 'notes.md': 'N' } });
    const r = await vfs.readFile('/repo/link.md', 100);
    expect(r).toMatchObject({ ok: true, real: '/home/u/notes.md' });
    expect(r.ok && r.data.toString()).toBe('N');
  });
  test('chains of links', async () => {
    const { vfs } = repoVfs({ a: { symlink: 'b' }, b: { symlink: 'sub/c' }, 'sub/c': { symlink: '../final.md' }, 'final.md': 'F' });
    expect(await vfs.readFile('/repo/a', 100)).toMatchObject({ ok: true, real: '/repo/final.md', viaSymlink: true });
  });
  test('a symlinked directory in the middle of a path; ".." after it is physical', async () => {
    const { vfs } = repoVfs({ 'real/deep/x.md': 'X', 'real/y.md': 'Y', dirlink: { symlink: 'real/deep' } });
    expect(await vfs.readFile('/repo/dirlink/x.md', 100)).toMatchObject({ ok: true, real: '/repo/real/deep/x.md', viaSymlink: true });
    expect(await vfs.readdir('/repo/dirlink')).toEqual({ real: '/repo/real/deep', names: ['x.md'] });
    // a link target containing ".." resolves physically from the link target
    const { vfs: v2 } = repoVfs({ 'real/deep/x.md': 'X', 'real/y.md': 'Y', up: { symlink: 'real/deep/../y.md' } });
    expect(await v2.readFile('/repo/up', 100)).toMatchObject({ ok: true, real: '/repo/real/y.md' });
  });
  test('loops → reason loop', async () => {
    const { vfs } = repoVfs({ a: { symlink: 'b' }, b: { symlink: 'a' }, self: { symlink: 'self' }, 'd/l': { symlink: '../d/l' } });
    expect(await vfs.readFile('/repo/a', 100)).toMatchObject({ ok: false, reason: 'loop', viaSymlink: true });
    expect(await vfs.readFile('/repo/self', 100)).toMatchObject({ ok: false, reason: 'loop' });
    expect(await vfs.readFile('/repo/d/l', 100)).toMatchObject({ ok: false, reason: 'loop' });
    expect(await vfs.realpath('/repo/a')).toBe('/repo/a');
  });
  test('a long but finite chain (< 40 hops) resolves', async () => {
    const files: Files = { 'end.md': 'E' };
    for (let i = 0; i < 30; i++) files[`l${i}`] = { symlink: i === 29 ? 'end.md' : `l${i + 1}` };
    const { vfs } = repoVfs(files);
    expect(await vfs.readFile('/repo/l0', 100)).toMatchObject({ ok: true, real: '/repo/end.md' });
  });
  test('a link escaping the mount → outside, and its target is never read', async () => {
    const { vfs, fetched } = repoVfs({
      'CLAUDE.md': { symlink: '/etc/passwd' },
      'rel.md': { symlink: '../../etc/passwd' },
      'dir': { symlink: '/etc' },
    });
    expect(await vfs.readFile('/repo/CLAUDE.md', 1 << 20)).toMatchObject({ ok: false, reason: 'outside', real: '/etc/passwd', viaSymlink: true });
    expect(await vfs.readFile('/repo/rel.md', 1 << 20)).toMatchObject({ ok: false, reason: 'outside', viaSymlink: true });
    expect(await vfs.readFile('/repo/dir/passwd', 1 << 20)).toMatchObject({ ok: false, reason: 'outside', real: '/etc/passwd' });
    expect(await vfs.readdir('/repo/dir')).toBeUndefined();
    // only the link texts were fetched, never a content read
    expect([...new Set(fetched)].sort()).toEqual(['CLAUDE.md', 'dir', 'rel.md']);
    expect(await vfs.realpath('/repo/CLAUDE.md')).toBe('/repo/CLAUDE.md');
  });
  test('a link escaping the mount and coming back in is fine', async () => {
    const { vfs } = repoVfs({ 'x.md': 'X', link: { symlink: '../repo/x.md' } });
    expect(await vfs.readFile('/repo/link', 100)).toMatchObject({ ok: true, real: '/repo/x.md' });
  });
  test('dangling and empty links are missing', async () => {
    const { vfs } = repoVfs({ dangling: { symlink: 'nope.md' }, empty: { symlink: '' }, nul: { symlink: 'a\0b' } });
    expect(await vfs.readFile('/repo/dangling', 100)).toMatchObject({ ok: false, reason: 'missing', viaSymlink: true });
    expect(await vfs.readFile('/repo/empty', 100)).toMatchObject({ ok: false, reason: 'missing' });
    expect(await vfs.readFile('/repo/nul', 100)).toMatchObject({ ok: false, reason: 'missing' });
  });
  test('a link to a directory read as a file', async () => {
    const { vfs } = repoVfs({ 'd/x.md': 'x', link: { symlink: 'd' } });
    expect(await vfs.readFile('/repo/link', 100)).toMatchObject({ ok: false, reason: 'missing', real: '/repo/d', viaSymlink: true });
  });
  test('too-large through a link: not read', async () => {
    const { vfs, fetched } = repoVfs({ 'big.md': 'x'.repeat(50), link: { symlink: 'big.md' } });
    expect(await vfs.readFile('/repo/link', 10)).toMatchObject({ ok: false, reason: 'too-large', size: 50, viaSymlink: true });
    expect(fetched).toEqual(['link']);
  });
  test('lkind does not follow the final link; resolve(…, false) likewise', async () => {
    const { vfs } = repoVfs({ 'x.md': 'X', link: { symlink: 'x.md' }, 'd/y': 'Y', dl: { symlink: 'd' } });
    expect(await vfs.lkind('/repo/link')).toBe('symlink');
    expect(await vfs.lkind('/repo/x.md')).toBe('file');
    expect(await vfs.lkind('/repo/dl')).toBe('symlink');
    expect(await vfs.lkind('/repo/dl/y')).toBe('file'); // intermediate links are followed
    expect(await vfs.lkind('/repo/nope')).toBeUndefined();
    expect(await vfs.resolve('/repo/link', false)).toMatchObject({ ok: true, path: '/repo/link', entry: { kind: 'symlink' } });
    expect(await vfs.resolve('/repo/link', true)).toMatchObject({ ok: true, path: '/repo/x.md', entry: { kind: 'file' } });
  });
  test('resolution is cached per path', async () => {
    const { vfs, fetched } = repoVfs({ 'x.md': 'X', link: { symlink: 'x.md' } });
    await vfs.resolve('/repo/link');
    await vfs.resolve('/repo/link');
    expect(fetched).toEqual(['link']);
  });
});
