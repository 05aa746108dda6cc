import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FsTree } from '../../src/sources/fsTree.js';
import { Vfs } from '../../src/core/vfs.js';

/** FsTree that records content reads. */
class CountingFsTree extends FsTree {
  reads: string[] = [];
  override async read(rel: string, maxBytes: number): Promise<Buffer | undefined> {
    this.reads.push(rel);
    return super.read(rel, maxBytes);
  }
}

let tmp: string;
let root: string;
let outside: string;
let haveFifo = false;
const NL_NAME = 'new\nline.md';

beforeAll(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-fstree-')));
  root = path.join(tmp, 'repo');
  outside = path.join(tmp, 'secret');
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'secret.md'), 'TOP SECRET');
  const w = (rel: string, data: string | Buffer): void => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), data);
  };
  w('CLAUDE.md', '# Root\n@docs/a.md\n');
  w('docs/a.md', 'A');
  w('with space/é ü 漢.md', 'unicode');
  w(NL_NAME, 'newline name');
  w('big.md', 'x'.repeat(1000));
  w('empty.md', '');
  w('.git/config', '[core]');
  w('node_modules/pkg/index.md', 'nm');
  w('.claude/rules/r.md', 'rule');
  fs.symlinkSync('docs/a.md', path.join(root, 'rel-link.md'));
  fs.symlinkSync('docs', path.join(root, 'dir-link'));
  fs.symlinkSync('/etc/passwd', path.join(root, 'passwd.md'));
  fs.symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'secret-abs.md'));
  fs.symlinkSync('../secret/secret.md', path.join(root, 'secret-rel.md'));
  fs.symlinkSync('nowhere.md', path.join(root, 'dangling.md'));
  fs.symlinkSync('loop-b', path.join(root, 'loop-a'));
  fs.symlinkSync('loop-a', path.join(root, 'loop-b'));
  try {
    execFileSync('mkfifo', [path.join(root, 'fifo')]);
    haveFifo = true;
  } catch {
    haveFifo = false;
  }
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('FsTree (real directory)', () => {
  test('the root is realpath-ed and labelled', () => {
    const linkRoot = path.join(tmp, 'root-link');
    fs.symlinkSync(root, linkRoot);
    const t = new FsTree(linkRoot, 'wt');
    expect(t.root).toBe(root);
    expect(t.label).toBe('wt');
    expect(new FsTree(root).label).toBe('working tree');
  });

  test('listFiles: regular files and symlinks, .git and node_modules skipped', async () => {
    const files = (await new FsTree(root).listFiles()).sort();
    const expected = [
      '.claude/rules/r.md',
      'CLAUDE.md',
      'big.md',
      'dangling.md',
      'dir-link',
      'docs/a.md',
      'empty.md',
      'loop-a',
      'loop-b',
      NL_NAME,
      'passwd.md',
      'rel-link.md',
      'secret-abs.md',
      'secret-rel.md',
      'with space/é ü 漢.md',
    ].sort();
    expect(files).toEqual(expected);
  });

  test('stat is an lstat', async () => {
    const t = new FsTree(root);
    expect(await t.stat('')).toEqual({ kind: 'dir' });
    expect(await t.stat('docs')).toEqual({ kind: 'dir' });
    expect(await t.stat('big.md')).toEqual({ kind: 'file', size: 1000 });
    expect(await t.stat('rel-link.md')).toEqual({ kind: 'symlink', size: 'docs/a.md'.length });
    expect(await t.stat('dir-link')).toMatchObject({ kind: 'symlink' });
    expect(await t.stat('dangling.md')).toMatchObject({ kind: 'symlink' });
    expect(await t.stat('nope')).toBeUndefined();
    if (haveFifo) expect(await t.stat('fifo')).toEqual({ kind: 'other' });
  });

  test('readdir lists names; undefined for files, symlinked dirs and missing', async () => {
    const t = new FsTree(root);
    expect((await t.readdir('docs'))!.sort()).toEqual(['a.md']);
    expect((await t.readdir('with space'))!).toEqual(['é ü 漢.md']);
    expect(await t.readdir('CLAUDE.md')).toBeUndefined();
    expect(await t.readdir('dir-link')).toBeUndefined();
    expect(await t.readdir('nope')).toBeUndefined();
  });

  test('readlink gives the link text', async () => {
    const t = new FsTree(root);
    expect(await t.readlink('rel-link.md')).toBe('docs/a.md');
    expect(await t.readlink('passwd.md')).toBe('/etc/passwd');
    expect(await t.readlink('CLAUDE.md')).toBeUndefined();
  });

  test('read: regular files only, never more than maxBytes + 1 bytes', async () => {
    const t = new FsTree(root);
    expect((await t.read('docs/a.md', 100))!.toString()).toBe('A');
    expect((await t.read('with space/é ü 漢.md', 100))!.toString()).toBe('unicode');
    expect((await t.read(NL_NAME, 100))!.toString()).toBe('newline name');
    expect((await t.read('empty.md', 100))!.length).toBe(0);
    expect((await t.read('big.md', 10))!.length).toBe(11);
    expect((await t.read('big.md', 1000))!.length).toBe(1000);
    expect(await t.read('docs', 100)).toBeUndefined();
    expect(await t.read('rel-link.md', 100)).toBeUndefined(); // O_NOFOLLOW
    expect(await t.read('passwd.md', 1 << 20)).toBeUndefined();
    expect(await t.read('nope', 100)).toBeUndefined();
  });

  test('read of a FIFO returns undefined without blocking', async () => {
    if (!haveFifo) return;
    expect(await new FsTree(root).read('fifo', 100)).toBeUndefined();
  });

  test('relative paths cannot leave the root', async () => {
    const t = new FsTree(root);
    expect(await t.stat('../secret/secret.md')).toBeUndefined();
    expect(await t.read('../secret/secret.md', 100)).toBeUndefined();
    expect(await t.readdir('..')).toBeUndefined();
    expect(await t.readlink('../repo/rel-link.md')).toBe('docs/a.md'); // normalises back inside
    expect(await t.stat('docs\0x')).toBeUndefined();
  });
});

describe('FsTree mounted through Vfs', () => {
  const mount = (): { vfs: Vfs; tree: CountingFsTree } => {
    const tree = new CountingFsTree(root);
    return { vfs: new Vfs([{ name: 'root', at: '/work/repo', tree }]), tree };
  };

  test('plain and symlinked reads inside the repo', async () => {
    const { vfs } = mount();
    const a = await vfs.readFile('/work/repo/rel-link.md', 100);
    expect(a).toMatchObject({ ok: true, real: '/work/repo/docs/a.md', viaSymlink: true });
    expect(a.ok && a.data.toString()).toBe('A');
    expect(await vfs.readFile('/work/repo/dir-link/a.md', 100)).toMatchObject({ ok: true, real: '/work/repo/docs/a.md' });
    expect(await vfs.readdir('/work/repo/dir-link')).toEqual({ real: '/work/repo/docs', names: ['a.md'] });
  });

  test('a symlink to /etc/passwd is never followed', async () => {
    const { vfs, tree } = mount();
    expect(await vfs.readFile('/work/repo/passwd.md', 1 << 20)).toMatchObject({ ok: false, reason: 'outside', real: '/etc/passwd', viaSymlink: true });
    expect(tree.reads).toEqual([]);
  });

  test('symlinks to a real file outside the mount (absolute and relative) are never read', async () => {
    const { vfs, tree } = mount();
    expect(await vfs.readFile('/work/repo/secret-abs.md', 1 << 20)).toMatchObject({ ok: false, reason: 'outside' });
    expect(await vfs.readFile('/work/repo/secret-rel.md', 1 << 20)).toMatchObject({ ok: false, reason: 'outside' });
    expect(tree.reads).toEqual([]);
  });

  test('loops and dangling links', async () => {
    const { vfs } = mount();
    expect(await vfs.readFile('/work/repo/loop-a', 100)).toMatchObject({ ok: false, reason: 'loop' });
    expect(await vfs.readFile('/work/repo/dangling.md', 100)).toMatchObject({ ok: false, reason: 'missing' });
  });

  test('files larger than maxBytes are not read', async () => {
    const { vfs, tree } = mount();
    expect(await vfs.readFile('/work/repo/big.md', 999)).toMatchObject({ ok: false, reason: 'too-large', size: 1000 });
    expect(tree.reads).toEqual([]);
    expect(await vfs.readFile('/work/repo/big.md', 1000)).toMatchObject({ ok: true });
    expect(tree.reads).toEqual(['big.md']);
  });

  test('names with spaces, unicode and newlines', async () => {
    const { vfs } = mount();
    const u = await vfs.readFile('/work/repo/with space/é ü 漢.md', 100);
    expect(u.ok && u.data.toString()).toBe('unicode');
    const n = await vfs.readFile('/work/repo/' + NL_NAME, 100);
    expect(n.ok && n.data.toString()).toBe('newline name');
  });
});
