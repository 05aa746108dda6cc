/**
 * The head of a review takes over the base's path resolutions where its overlay leaves a path and the
 * directories above it alone (Vfs seed, OverlayTree.sameAsBase). Whatever the trees, symlinks and changes,
 * and in whatever order paths are resolved, a seeded view must resolve every path exactly as a fresh view of
 * the head does; and where nothing changed it must actually take the base's answers.
 */
import fc from 'fast-check';
import { IndexedTree, OverlayTree, type IndexedEntry } from '../../src/core/tree.js';
import { Vfs, type Resolved } from '../../src/core/vfs.js';
import { changesBetween, consistent, probes } from '../helpers/listings.js';

const ROOT = '/r';
const seg = fc.constantFrom('a', 'b', 'src', '.claude', 'rules');
const leaf = fc.constantFrom('f.ts', 'CLAUDE.md', 'a', 'b', 'r.md', 'src', 'l');
const pathArb = fc.tuple(fc.array(seg, { maxLength: 3 }), leaf).map(([d, n]) => [...d, n].join('/'));
/** Link targets: relative (up, down, sideways), absolute inside and outside the root, loops, nothing. */
const TARGETS = ['a', '../a', '../../src', 'src/f.ts', '/r/a', '/r/src/l', '/elsewhere', '.', 'l', '../l', 'CLAUDE.md', ''];
const kind = fc.constantFrom<'file' | 'symlink' | 'other'>('file', 'file', 'file', 'symlink', 'symlink', 'other');
const entryArb = fc
  .tuple(pathArb, kind, fc.nat(TARGETS.length - 1))
  .map(([path, k, t]) => ({ path, kind: k, id: k === 'symlink' ? `link${t}` : `${k}${t % 3}` }) as IndexedEntry);

const fetch = async (e: IndexedEntry) => (e.kind === 'symlink' ? Buffer.from(TARGETS[Number(e.id!.slice(4))]) : Buffer.from(e.id ?? ''));

/** Every path either side could be asked about (entries, their ancestors, a little below them), absolute. */
const absProbes = (...lists: IndexedEntry[][]): string[] => probes(lists, true).map((p) => (p ? `${ROOT}/${p}` : ROOT));

const shown = (r: Resolved) => ({ ...r, entry: r.ok ? { kind: r.entry.kind, id: r.entry.id } : undefined });

function sides(baseRaw: IndexedEntry[], addRaw: IndexedEntry[], dropAt: number[]) {
  const base = consistent(baseRaw);
  const drop = new Set(dropAt.map((i) => base[i % Math.max(1, base.length)]?.path));
  const head = consistent([...addRaw, ...base.filter((e) => !drop.has(e.path))]);
  const baseTree = new IndexedTree('base', base, fetch);
  return { base, head, baseTree, overlay: new OverlayTree('head', baseTree, changesBetween(base, head), fetch) };
}

describe('a head view seeded with the base view', () => {
  test('resolves every path as a fresh view of the head does, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entryArb, { maxLength: 30 }),
        fc.array(entryArb, { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 200 }),
        async (baseRaw, addRaw, dropAt, order) => {
          const { base, head, baseTree, overlay } = sides(baseRaw, addRaw, dropAt);
          const paths = absProbes(base, head);
          const shuffled = order.map((i) => paths[i % paths.length]);
          const baseVfs = new Vfs([{ name: 'root', at: ROOT, tree: baseTree }], { share: true });
          // the base resolves some paths (in some order), following links and not
          for (const p of shuffled) await baseVfs.resolve(p, p.length % 2 === 0);
          for (const p of paths.slice(0, paths.length >> 1)) await baseVfs.resolve(p);
          const seeded = new Vfs([{ name: 'root', at: ROOT, tree: overlay }], { seed: { from: baseVfs, same: (rel) => overlay.sameAsBase(rel) } });
          const fresh = new Vfs([{ name: 'root', at: ROOT, tree: overlay }]);
          expect(seeded.seeded).toBe(true);
          for (const p of [...shuffled.slice().reverse(), ...paths])
            for (const follow of [true, false]) expect([p, follow, shown(await seeded.resolve(p, follow))]).toEqual([p, follow, shown(await fresh.resolve(p, follow))]);
        },
      ),
      { numRuns: 400 },
    );
  });

  test('sameAsBase holds only where the path and every directory above it stat the same', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entryArb, { maxLength: 30 }), fc.array(entryArb, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 12 }), async (baseRaw, addRaw, dropAt) => {
        const { base, head, baseTree, overlay } = sides(baseRaw, addRaw, dropAt);
        for (const abs of absProbes(base, head)) {
          const rel = abs === ROOT ? '' : abs.slice(ROOT.length + 1);
          if (!overlay.sameAsBase(rel)) continue;
          const parts = rel ? rel.split('/') : [];
          for (let i = 0; i <= parts.length; i++) {
            const p = parts.slice(0, i).join('/');
            const [a, b] = [await baseTree.stat(p), await overlay.stat(p)];
            expect([rel, p, b && { kind: b.kind, id: b.id }]).toEqual([rel, p, a && { kind: a.kind, id: a.id }]);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  test('takes over the base’s resolutions where nothing changed, not where something did or a link was followed', async () => {
    const entries = (list: [string, string][]) => list.map(([path, id]) => ({ path, kind: id.startsWith('link') ? 'symlink' : 'file', id }) as IndexedEntry);
    const baseTree = new IndexedTree('base', entries([['a/CLAUDE.md', 'file1'], ['a/b/CLAUDE.md', 'file1'], ['c/CLAUDE.md', 'file1'], ['l', 'link0']]), fetch);
    const overlay = new OverlayTree('head', baseTree, [{ path: 'c/CLAUDE.md', entry: { path: 'c/CLAUDE.md', kind: 'file', id: 'file2' } }, { path: 'c/new.md', entry: { path: 'c/new.md', kind: 'file', id: 'file1' } }], fetch);
    const baseVfs = new Vfs([{ name: 'root', at: ROOT, tree: baseTree }], { share: true });
    for (const p of ['a/CLAUDE.md', 'a/b/CLAUDE.md', 'a/b/nope', 'c/CLAUDE.md', 'c/new.md', 'l/x']) await baseVfs.resolve(`${ROOT}/${p}`);
    // (a base's resolution replaced by a marker: what the head answers shows where it came from)
    const taken = new Set<string>();
    const seeded = new Vfs([{ name: 'root', at: ROOT, tree: overlay }], {
      seed: {
        from: baseVfs,
        same: (rel) => {
          const same = overlay.sameAsBase(rel);
          if (same) taken.add(rel);
          return same;
        },
      },
    });
    for (const p of ['a/CLAUDE.md', 'a/b/CLAUDE.md', 'a/b/nope', 'c/CLAUDE.md', 'c/new.md', 'l/x']) await seeded.resolve(`${ROOT}/${p}`);
    // (the root and c/ are resolved on the way to their files: unchanged directories too)
    expect([...taken].sort()).toEqual(['', 'a/CLAUDE.md', 'a/b/CLAUDE.md', 'a/b/nope', 'c']);
    expect(overlay.sameAsBase('c/CLAUDE.md')).toBe(false);
    expect(overlay.sameAsBase('c')).toBe(true);
    expect(overlay.sameAsBase('c/new.md')).toBe(false);
    // a view with other mounts, or one that keeps nothing, seeds nothing
    expect(new Vfs([{ name: 'root', at: '/elsewhere', tree: overlay }], { seed: { from: baseVfs, same: () => true } }).seeded).toBe(false);
    expect(new Vfs([{ name: 'root', at: ROOT, tree: overlay }], { seed: { from: new Vfs([{ name: 'root', at: ROOT, tree: baseTree }]), same: () => true } }).seeded).toBe(false);
  });
});
