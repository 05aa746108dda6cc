/**
 * The head of a review as the base's listing plus `git diff-tree` (OverlayTree) must answer every question
 * exactly as an IndexedTree of the head's full listing: stat, readdir, entries, reads, the file list and the
 * directories, whatever was added, removed, modified, turned from a file into a directory or back.
 */
import * as fs from 'node:fs';
import fc from 'fast-check';
import { IndexedTree, OverlayTree, type IndexedEntry } from '../../src/core/tree.js';
import { CatFile, gitTree, parseDiffTree } from '../../src/sources/git/index.js';
import { gitRepo } from '../helpers/gitRepo.js';
import { changesBetween, consistent, probes } from '../helpers/listings.js';

const seg = fc.constantFrom('a', 'b', 'src', 'x', '.claude', 'rules', 'A');
const leaf = fc.constantFrom('f.ts', 'CLAUDE.md', 'a', 'b', 'x', 'r.md', 'src');
const pathArb = fc.tuple(fc.array(seg, { maxLength: 3 }), leaf).map(([d, n]) => [...d, n].join('/'));
const kind = fc.constantFrom<'file' | 'symlink' | 'other'>('file', 'file', 'file', 'symlink', 'other');
const entryArb = fc.tuple(pathArb, kind, fc.constantFrom('1', '2', '3')).map(([path, k, id]) => ({ path, kind: k, id: k + id }) as IndexedEntry);

const none = async () => undefined;

async function view(t: IndexedTree | OverlayTree, paths: string[]) {
  const out: unknown[] = [];
  for (const p of paths) {
    const st = await t.stat(p);
    const names = await t.readdir(p);
    out.push([p, st, names?.slice().sort(), t.entry(p)?.id]);
  }
  const dirs = [...t.directories()].sort();
  return { out, files: (await t.listFiles()).slice().sort(), dirs, has: paths.map((p) => t.directories().has(p)) };
}

describe('OverlayTree', () => {
  test('answers like an IndexedTree of the full head listing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entryArb, { maxLength: 40 }), fc.array(entryArb, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 20 }), async (baseRaw, addRaw, dropAt) => {
        const base = consistent(baseRaw);
        const drop = new Set(dropAt.map((i) => base[i % Math.max(1, base.length)]?.path));
        // head: the base minus dropped paths, with new or changed entries that keep it consistent
        const head = consistent([...addRaw, ...base.filter((e) => !drop.has(e.path))]);
        const headPaths = new Map(head.map((e) => [e.path, e]));
        const changes = changesBetween(base, head);
        const baseTree = new IndexedTree('base', base, none);
        const overlay = new OverlayTree('head', baseTree, changes, none);
        const full = new IndexedTree('head', head, none);
        const paths = probes([base, head]);
        expect(await view(overlay, paths)).toEqual(await view(full, paths));
        // the delta it reports is the sorted difference of the file lists
        const bf = new Set(base.map((e) => e.path));
        expect(overlay.added).toEqual(head.map((e) => e.path).filter((p) => !bf.has(p)).sort());
        expect(overlay.removed).toEqual(base.map((e) => e.path).filter((p) => !headPaths.has(p)).sort());
      }),
      { numRuns: 500 },
    );
  });

  test('a real diff-tree: file to directory, directory to file, symlinks, deletions, odd names', async () => {
    const { root, shas } = gitRepo(
      { 'CLAUDE.md': 'one\n', 'a/x.md': 'x', 'a/deep/y.md': 'y', 'f/z.md': 'z', 'keep/k.md': 'k', 'é ü/CLAUDE.md': 'u', 'gone/only.md': 'o' },
      { 'CLAUDE.md': 'two\n', a: null, 'f/z.md': null, 'gone/only.md': null, 'new\nline.md': 'n', 'b/c/d/e.md': 'e', 'é ü/CLAUDE.md': 'changed' },
    );
    // a file where a directory was, and a symlink
    fs.writeFileSync(`${root}/a`, 'now a file');
    fs.symlinkSync('keep/k.md', `${root}/link.md`);
    fs.rmSync(`${root}/f`, { recursive: true, force: true });
    fs.mkdirSync(`${root}/f/z.md`, { recursive: true });
    fs.writeFileSync(`${root}/f/z.md/inner.md`, 'inner');
    const { execFileSync } = await import('node:child_process');
    const env = { ...process.env, GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' };
    execFileSync('git', ['-C', root, 'add', '-A'], { env });
    execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'three'], { env });
    const third = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const cat = new CatFile(root);
    try {
      for (const [from, to] of [
        [shas[0], shas[1]],
        [shas[1], third],
        [shas[0], third],
        [third, shas[0]],
        [shas[1], shas[1]],
      ]) {
        const base = await gitTree(root, from, cat);
        const overlay = await gitTree(root, to, cat, { commit: from, side: base });
        const full = await gitTree(root, to, cat);
        expect(overlay.tree).toBeInstanceOf(OverlayTree);
        expect(full.tree).toBeInstanceOf(IndexedTree);
        const paths = probes([(full.tree as IndexedTree).pathList().map((p) => ({ path: p, kind: 'file' })), (base.tree as IndexedTree).pathList().map((p) => ({ path: p, kind: 'file' }))]);
        expect(await view(overlay.tree, paths)).toEqual(await view(full.tree, paths));
        for (const p of await full.tree.listFiles()) {
          expect([p, (await overlay.tree.read(p, 1 << 20))?.toString()]).toEqual([p, (await full.tree.read(p, 1 << 20))?.toString()]);
          expect([p, await overlay.tree.readlink(p)]).toEqual([p, await full.tree.readlink(p)]);
        }
      }
    } finally {
      cat.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('parseDiffTree reads additions, deletions, type changes and submodules', () => {
    const z = (h: string, p: string) => `${h}\0${p}\0`;
    const out =
      z(':000000 100644 0000000000000000000000000000000000000000 1111111111111111111111111111111111111111 A', 'new.md') +
      z(':100644 000000 2222222222222222222222222222222222222222 0000000000000000000000000000000000000000 D', 'old.md') +
      z(':100644 120000 3333333333333333333333333333333333333333 4444444444444444444444444444444444444444 T', 'was file\twith tab') +
      z(':000000 160000 0000000000000000000000000000000000000000 5555555555555555555555555555555555555555 A', 'sub');
    expect(parseDiffTree(out)).toEqual([
      { path: 'new.md', entry: { path: 'new.md', kind: 'file', id: '1111111111111111111111111111111111111111' } },
      { path: 'old.md', entry: null },
      { path: 'was file\twith tab', entry: { path: 'was file\twith tab', kind: 'symlink', id: '4444444444444444444444444444444444444444' } },
      { path: 'sub', entry: { path: 'sub', kind: 'other', id: '5555555555555555555555555555555555555555' } },
    ]);
    expect(parseDiffTree('')).toEqual([]);
  });

  test('a change of more than 1,000 paths (and a quarter of the tree) is listed in full instead', async () => {
    const many: Record<string, string | null> = {};
    for (let i = 0; i < 1100; i++) many[`gen/f${i}.ts`] = String(i);
    const { root, shas } = gitRepo({ 'CLAUDE.md': 'one\n', 'keep.md': 'k' }, many);
    const cat = new CatFile(root);
    try {
      const base = await gitTree(root, shas[0], cat);
      const head = await gitTree(root, shas[1], cat, { commit: shas[0], side: base });
      expect(head.tree).toBeInstanceOf(IndexedTree);
      expect((await head.tree.listFiles()).length).toBe(1102);
      expect(head.tree.markdownFiles()).toEqual(['CLAUDE.md', 'keep.md']);
      // no change at all is an overlay, with the same markdown paths
      const same = await gitTree(root, shas[0], cat, { commit: shas[0], side: base });
      expect(same.tree).toBeInstanceOf(OverlayTree);
      expect(same.tree.markdownFiles()).toEqual(base.tree.markdownFiles());
    } finally {
      cat.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
