/**
 * IndexedTree keeps its listing as sorted columns; it must answer exactly as the map-per-directory model it
 * replaced (kept below as the reference): stat, readdir (as a set: callers sort), entries, the file list and
 * the directories, for any listing — unsorted, with repeated paths, unclean paths, a name that is both a file
 * and a directory.
 */
import fc from 'fast-check';
import { applyDelta, idAt, IndexedTree, isCleanPath, KIND_CODE, type IndexedEntry, type TreeEntry } from '../../src/core/tree.js';
import { LsTreeParser, parseLsTree, parseLsTreeColumns, type LsTreeColumns } from '../../src/sources/git/index.js';

/** The previous implementation, as the model. */
class MapTree {
  private readonly dirs = new Map<string, Map<string, IndexedEntry | null>>();
  private readonly paths: string[] = [];
  constructor(entries: IndexedEntry[]) {
    this.dirs.set('', new Map());
    for (const e of entries) {
      const path = e.path;
      if (!clean(path)) continue;
      const slash = path.lastIndexOf('/');
      const parent = slash < 0 ? '' : path.slice(0, slash);
      let dir = this.dirs.get(parent);
      if (!dir) {
        this.dirs.set(parent, (dir = new Map()));
        this.addDir(parent);
      }
      const name = slash < 0 ? path : path.slice(slash + 1);
      if (!dir.get(name)) this.paths.push(path);
      dir.set(name, e);
    }
  }
  private addDir(dir: string): void {
    let child = dir;
    for (;;) {
      const slash = child.lastIndexOf('/');
      const parent = slash < 0 ? '' : child.slice(0, slash);
      const name = slash < 0 ? child : child.slice(slash + 1);
      let names = this.dirs.get(parent);
      const existed = !!names;
      if (!names) this.dirs.set(parent, (names = new Map()));
      if (!names.has(name)) names.set(name, null);
      if (existed || parent === '') break;
      child = parent;
    }
  }
  stat(rel: string): TreeEntry | undefined {
    if (this.dirs.has(rel)) return { kind: 'dir' };
    const e = this.entry(rel);
    return e ? { kind: e.kind, size: e.size, id: e.id } : undefined;
  }
  readdir(rel: string): string[] | undefined {
    const n = this.dirs.get(rel);
    return n ? [...n.keys()] : undefined;
  }
  entry(rel: string): IndexedEntry | undefined {
    if (!clean(rel)) return undefined;
    const slash = rel.lastIndexOf('/');
    return this.dirs.get(slash < 0 ? '' : rel.slice(0, slash))?.get(slash < 0 ? rel : rel.slice(slash + 1)) ?? undefined;
  }
  files(): string[] {
    return this.paths;
  }
  directories(): string[] {
    return [...this.dirs.keys()];
  }
}

function clean(p: string): boolean {
  return !!p && !p.startsWith('/') && !p.endsWith('/') && !p.includes('//') && !/(^|\/)\.\.?(\/|$)/.test(p);
}

const seg = fc.constantFrom('a', 'a-b', 'a.b', 'b', 'A', '.', '..', '', 'x y', 'é', '😀', 'a0');
const pathArb = fc.array(seg, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
const entryArb = fc.record({ path: pathArb, kind: fc.constantFrom<'file' | 'symlink' | 'other'>('file', 'symlink', 'other'), id: fc.constantFrom('1', '2', '3'), size: fc.option(fc.nat(100), { nil: undefined }) }).map((e) => {
  const out: IndexedEntry = { path: e.path, kind: e.kind, id: e.id };
  if (e.size !== undefined) out.size = e.size;
  return out;
});
const sortSet = (a: string[] | undefined) => (a ? [...new Set(a)].sort() : a);

describe('IndexedTree', () => {
  test('answers as the map-per-directory model for any listing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entryArb, { maxLength: 40 }), fc.boolean(), async (raw, sortFirst) => {
        const entries = sortFirst ? raw.slice().sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0)) : raw;
        const model = new MapTree(entries.map((e) => ({ ...e })));
        const tree = new IndexedTree('t', entries.map((e) => ({ ...e })), async () => undefined);
        const probes = new Set(['', 'nope', 'a/nope']);
        for (const e of raw) {
          const parts = e.path.split('/');
          for (let i = 1; i <= parts.length; i++) probes.add(parts.slice(0, i).join('/'));
        }
        for (const p of probes) {
          expect([p, await tree.stat(p)]).toEqual([p, model.stat(p)]);
          expect([p, sortSet(await tree.readdir(p))]).toEqual([p, sortSet(model.readdir(p))]);
          expect([p, tree.entry(p)]).toEqual([p, model.entry(p)]);
          expect([p, tree.directories().has(p)]).toEqual([p, model.directories().includes(p)]);
        }
        expect((await tree.listFiles()).slice().sort()).toEqual(model.files().slice().sort());
        expect([...tree.directories()].sort()).toEqual(model.directories().sort());
      }),
      { numRuns: 1000 },
    );
  });

  test('columns from ls-tree equal the entries parse', () => {
    const oid = 'a'.repeat(40);
    const out = [`100644 blob ${oid}\tb.md`, `120000 blob ${oid}\ta/link`, `160000 commit ${oid}\tsub`, `100644 blob ${oid}\ta/x.md`].join('\0') + '\0';
    const cols = parseLsTreeColumns(out);
    expect(cols.paths).toEqual(['b.md', 'a/link', 'sub', 'a/x.md']);
    const a = IndexedTree.fromColumns('c', cols.paths, cols.kinds, cols.ids, async () => undefined);
    const b = new IndexedTree('e', parseLsTree(out), async () => undefined);
    expect(a.pathList()).toEqual(['a/link', 'a/x.md', 'b.md', 'sub']);
    expect(a.pathList()).toEqual(b.pathList());
    for (const p of b.pathList()) expect(a.entry(p)).toEqual(b.entry(p));
  });

  test('a listing fed in pieces parses as the whole (records cut anywhere)', () => {
    const recs = fc.array(
      fc.tuple(fc.constantFrom('100644 blob', '100755 blob', '120000 blob', '160000 commit', '100644 blob', '100644 blob'), fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('a.md', 'b/c.md', 'x/../y.md', '.md', 'z.MD', 'a/b', 'a/b.md', 'a//b.md', '/abs.md', 'dir/', '', './x.md', 'a/./b', 'a/..', '..', '.', 'x/.', 'a\t./b', '.x/..y/z.md')).filter((x) => !x.includes('\0')), fc.option(fc.nat(999), { nil: undefined })),
      { maxLength: 30 },
    );
    fc.assert(
      // (sha-1 and sha-256 repositories)
      fc.property(recs, fc.array(fc.nat(), { maxLength: 12 }), fc.constantFrom(40, 64), (rs, cuts, oidLength) => {
        const oid = 'b'.repeat(oidLength);
        const out = rs.map(([head, path, size]) => `${head} ${oid}${size === undefined ? '' : '  ' + size}\t${path}`).join('\0') + (rs.length ? '\0' : '');
        const at = [...new Set(cuts.map((c) => c % (out.length + 1)))].sort((a, b) => a - b);
        const p = new LsTreeParser();
        let from = 0;
        for (const c of [...at, out.length]) {
          p.feed(out.slice(from, c));
          from = c;
        }
        const whole = parseLsTreeColumns(out);
        // (ids are kept as places in the text read; compared as the strings they name)
        const plain = (c: LsTreeColumns) => ({ ...c, ids: c.paths.map((_, i) => idAt(c.ids, i)) });
        expect(plain(p.end())).toEqual(plain(whole));
        expect(plain(whole).ids.every((x) => x === oid)).toBe(true);
        expect(whole.paths.length).toBe(rs.length);
        // against the records as written (a plain split): paths, kinds and sizes
        expect(whole.paths).toEqual(rs.map(([, path]) => path));
        expect([...whole.kinds]).toEqual(rs.map(([head]) => (head === '160000 commit' ? KIND_CODE.other : head === '120000 blob' ? KIND_CODE.symlink : KIND_CODE.file)));
        if (whole.sizes) expect(rs.map((_, i) => whole.sizes![i])).toEqual(rs.map(([head, , size]) => (head.endsWith('blob') ? size : undefined)));
        else expect(rs.every(([head, , size]) => size === undefined || !head.endsWith('blob'))).toBe(true);
        // what the parser notes for the tree: markdown positions, and whether the columns can be taken as they are
        expect(whole.md).toEqual(whole.paths.flatMap((x, i) => (x.endsWith('.md') ? [i] : [])));
        const ascending = whole.paths.every((x, i) => i === 0 || whole.paths[i - 1] < x);
        const clean = whole.paths.every((x) => new IndexedTree('c', [{ path: x, kind: 'file' }], async () => undefined).pathList().length === 1);
        expect(whole.ordered).toBe(ascending && clean);
      }),
      { numRuns: 500 },
    );
  });

  test('isCleanPath: no empty, "." or ".." component', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', '.', '..', '', '...', '.a', 'a.', '/', 'b/'), { maxLength: 6 }), (parts) => {
        const p = parts.join('');
        expect([p, isCleanPath(p)]).toEqual([p, clean(p)]);
      }),
      { numRuns: 3000 },
    );
  });

  test('applyDelta is the sorted merge of a list, its removals and its additions', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 4 }), { maxLength: 40 }), fc.uniqueArray(fc.string({ maxLength: 4 }), { maxLength: 20 }), fc.array(fc.nat(), { maxLength: 20 }), (rawFrom, rawAdd, dropAt) => {
        const from = rawFrom.slice().sort();
        const removed = [...new Set(dropAt.map((i) => from[i % Math.max(1, from.length)]).filter((x) => x !== undefined))].sort();
        const added = rawAdd.filter((x) => !from.includes(x)).sort();
        const want = [...from.filter((x) => !removed.includes(x)), ...added].sort();
        expect(applyDelta(from, added, removed)).toEqual(want);
      }),
      { numRuns: 2000 },
    );
  });
});
