/**
 * Read-only repository trees. A tree is addressed by POSIX paths relative to its root ('' is the root).
 * Implementations never follow symlinks themselves: `stat` is an lstat, `readlink` returns the link text,
 * and callers (the virtual file system in vfs.ts) resolve links and refuse escapes.
 */
import { lowerBound } from './sorted.js';

export type EntryKind = 'file' | 'dir' | 'symlink' | 'other';

export interface TreeEntry {
  kind: EntryKind;
  /** Size in bytes for files (and link text length for symlinks), when known. */
  size?: number;
  /** Content id (git blob id) when the backing has one: same id means same content. */
  id?: string;
}

export interface RepoTree {
  /** Human label: "working tree", "git abc1234", "api owner/repo@sha". */
  readonly label: string;
  stat(rel: string): Promise<TreeEntry | undefined>;
  /** Names of the entries of a directory, or undefined when it is not a directory. */
  readdir(rel: string): Promise<string[] | undefined>;
  readlink(rel: string): Promise<string | undefined>;
  /** Reads a regular file. Returns undefined for anything else. Never reads more than maxBytes + 1 bytes. */
  read(rel: string, maxBytes: number): Promise<Buffer | undefined>;
  /** Every regular file and symlink path in the tree (for glob reach), in a new array. */
  listFiles(): Promise<string[]>;
  /** Set when `listFiles` comes sorted (JavaScript order) already. */
  readonly sortedListing?: boolean;
  /** The `.md` paths of `listFiles`, sorted, when the tree keeps them (memory files are among them); not to be modified. */
  markdownFiles?(): string[];
  /**
   * The size of a file whose `stat` left it out (trees that look sizes up lazily: a git tree asks git,
   * one round trip, only when the file is about to be read).
   */
  size?(rel: string): Promise<number | undefined>;
  /**
   * Every directory ('' for the root) that holds a file, symlink or other entry, when the tree knows them
   * without walking (indexed trees); otherwise the caller derives them from `listFiles`.
   */
  directories?(): DirSet;
}

/** A read-only set of directory paths. */
export interface DirSet extends Iterable<string> {
  has(dir: string): boolean;
}

export interface IndexedEntry {
  path: string;
  kind: 'file' | 'symlink' | 'other';
  size?: number;
  id?: string;
}

/**
 * Object ids of a listing by position: strings, or (from a parser) where each lies in the text it was read
 * from, cut out only when an entry is looked at (a listing's 200,000 ids are otherwise 200,000 strings kept
 * alive for the few hundred that are read).
 */
export type IdColumn =
  | (string | undefined)[]
  | { texts: string[]; text: Int32Array; start: Int32Array; end: Int32Array };

export function idAt(ids: IdColumn, i: number): string | undefined {
  if (Array.isArray(ids)) return ids[i];
  return ids.texts[ids.text[i]].slice(ids.start[i], ids.end[i]);
}

/** Entry kinds of a columnar listing (IndexedTree.fromColumns). */
export const KIND_CODE = { file: 0, symlink: 1, other: 2 } as const;
const KIND_NAME = ['file', 'symlink', 'other'] as const;

/**
 * A tree known from a full listing (git ls-tree, the REST trees API, a file list) whose contents are
 * fetched on demand through `fetch`. The listing is kept as sorted columns (paths, kinds, ids): a path is
 * found by binary search, a directory is the range of paths under it, so a 200,000-file listing costs a few
 * arrays instead of a map per directory. Directories are implied by the paths. Entries may come without a
 * size: `sizeOf` then looks it up when the entry is about to be read.
 */
export class IndexedTree implements RepoTree {
  get sortedListing(): boolean {
    return true;
  }
  /** Every clean file, symlink and other path, sorted (JavaScript order), each once. */
  private readonly paths: readonly string[];
  private readonly kinds: Uint8Array;
  private readonly ids: IdColumn;
  private readonly sizes?: (number | undefined)[];
  /** Entry objects handed out (fetch caches a looked-up size on them), by position. */
  private readonly made = new Map<number, IndexedEntry>();
  private dirCache?: Set<string>;

  constructor(
    readonly label: string,
    entries: Iterable<IndexedEntry>,
    private readonly fetch: (entry: IndexedEntry, maxBytes: number) => Promise<Buffer | undefined>,
    private readonly sizeOf?: (entry: IndexedEntry) => Promise<number | undefined>,
  ) {
    const paths: string[] = [];
    const kinds: number[] = [];
    const ids: (string | undefined)[] = [];
    const sizes: (number | undefined)[] = [];
    let sized = false;
    for (const e of entries) {
      paths.push(e.path);
      kinds.push(KIND_CODE[e.kind]);
      ids.push(e.id);
      sizes.push(e.size);
      if (e.size !== undefined) sized = true;
    }
    const cols = IndexedTree.normalise(paths, Uint8Array.from(kinds), ids, sized ? sizes : undefined);
    this.paths = cols.paths;
    this.kinds = cols.kinds;
    this.ids = cols.ids;
    this.sizes = cols.sizes;
  }

  /** A tree from listing columns (paths[i] has kinds[i], ids[i]); the arrays are taken over, not copied. */
  static fromColumns(
    label: string,
    given: string[],
    kinds: Uint8Array,
    ids: IdColumn,
    fetch: (entry: IndexedEntry, maxBytes: number) => Promise<Buffer | undefined>,
    sizeOf?: (entry: IndexedEntry) => Promise<number | undefined>,
    /** The caller checked that every path is clean and the list strictly ascending, and (then) where the `.md` paths are. */
    ordered = false,
    md?: number[],
  ): IndexedTree {
    const t = Object.create(IndexedTree.prototype) as IndexedTree;
    const cols: { paths: string[]; kinds: Uint8Array; ids: IdColumn; sizes?: (number | undefined)[] } = ordered
      ? { paths: given, kinds, ids }
      : IndexedTree.normalise(given.slice(), kinds, Array.isArray(ids) ? ids : given.map((_, i) => idAt(ids, i)), undefined);
    Object.assign(t, { label, fetch, sizeOf, paths: cols.paths, kinds: cols.kinds, ids: cols.ids, sizes: cols.sizes, made: new Map(), found: new Map(), dirAnswers: new Map(), md: ordered && md ? md.map((i) => given[i]) : undefined });
    return t;
  }

  /**
   * Drops unclean paths and sorts, keeping for a repeated path its later entry. Listings usually come
   * sorted already (git lists by bytes, the same order for all but astral-plane names): then only the
   * unclean paths, if any, are filtered out.
   */
  private static normalise(paths: string[], kinds: Uint8Array, ids: (string | undefined)[], sizes: (number | undefined)[] | undefined) {
    let sorted = true;
    let clean = true;
    for (let i = 0; i < paths.length; i++) {
      if (!isCleanPath(paths[i])) clean = false;
      if (i > 0 && !(paths[i - 1] < paths[i])) sorted = false;
    }
    if (sorted && clean) return { paths, kinds, ids, sizes };
    let order: number[] = [];
    for (let i = 0; i < paths.length; i++) if (isCleanPath(paths[i])) order.push(i);
    if (!sorted) {
      // stable: a repeated path's entries stay in listing order, and the later one is kept
      order.sort((a, b) => (paths[a] < paths[b] ? -1 : paths[a] > paths[b] ? 1 : a - b));
      order = order.filter((i, k) => k + 1 >= order.length || paths[order[k + 1]] !== paths[i]);
    }
    return {
      paths: order.map((i) => paths[i]),
      kinds: Uint8Array.from(order, (i) => kinds[i]),
      ids: order.map((i) => ids[i]),
      sizes: sizes ? order.map((i) => sizes[i]) : undefined,
    };
  }

  /** Position of a path, or -1. */
  private find(rel: string): number {
    let at = this.found.get(rel);
    if (at === undefined) {
      at = lowerBound(this.paths, rel);
      if (at >= this.paths.length || this.paths[at] !== rel) at = -1;
      this.found.set(rel, at);
    }
    return at;
  }

  /** Answers of `find` and `isDir` so far (the loader asks about a few thousand paths, many of them again). */
  private readonly found = new Map<string, number>();
  private readonly dirAnswers = new Map<string, boolean>();

  /** Whether a directory exists: the root, or the parent of some path. */
  private isDir(rel: string): boolean {
    if (rel === '') return true;
    let yes = this.dirAnswers.get(rel);
    if (yes === undefined) {
      const prefix = rel + '/';
      const at = lowerBound(this.paths, prefix);
      yes = isCleanPath(rel) && at < this.paths.length && this.paths[at].startsWith(prefix);
      this.dirAnswers.set(rel, yes);
    }
    return yes;
  }

  private made1(at: number): IndexedEntry {
    let e = this.made.get(at);
    if (!e) {
      e = { path: this.paths[at], kind: KIND_NAME[this.kinds[at]] };
      const id = idAt(this.ids, at);
      if (id !== undefined) e.id = id;
      const size = this.sizes?.[at];
      if (size !== undefined) e.size = size;
      this.made.set(at, e);
    }
    return e;
  }

  async stat(rel: string): Promise<TreeEntry | undefined> {
    if (this.isDir(rel)) return { kind: 'dir' };
    const e = this.entry(rel);
    if (!e) return undefined;
    // the size is not looked up here: most stats only ask whether a path exists (see size())
    return { kind: e.kind, size: e.size, id: e.id };
  }

  async size(rel: string): Promise<number | undefined> {
    const e = this.entry(rel);
    if (!e || e.kind === 'other') return undefined;
    if (e.size === undefined && this.sizeOf) e.size = await this.sizeOf(e);
    return e.size;
  }

  async readdir(rel: string): Promise<string[] | undefined> {
    const names = this.names(rel);
    return names ? [...names.keys()] : undefined;
  }

  async readlink(rel: string): Promise<string | undefined> {
    const e = this.entry(rel);
    if (!e || e.kind !== 'symlink') return undefined;
    const b = await this.fetch(e, 4096);
    return b?.toString('utf8');
  }

  async read(rel: string, maxBytes: number): Promise<Buffer | undefined> {
    const e = this.entry(rel);
    if (!e || e.kind !== 'file') return undefined;
    return this.fetch(e, maxBytes);
  }

  async listFiles(): Promise<string[]> {
    return this.paths.slice();
  }

  private md?: string[];

  markdownFiles(): string[] {
    return (this.md ??= this.paths.filter(isMarkdown));
  }

  entry(rel: string): IndexedEntry | undefined {
    if (!isCleanPath(rel)) return undefined;
    const at = this.find(rel);
    return at < 0 ? undefined : this.made1(at);
  }

  directories(): DirSet {
    return {
      has: (d) => this.isDir(d),
      [Symbol.iterator]: () => (this.dirCache ??= dirsOfPaths(this.paths)).values(),
    };
  }

  /**
   * A directory's names, in sorted order, each mapped to its entry or to null for a subdirectory (a name
   * that is both keeps its entry); undefined when there is no such directory. Subtrees are skipped by
   * binary search, so a listing costs its names, not the files below them.
   */
  names(dir: string): ReadonlyMap<string, IndexedEntry | null> | undefined {
    if (!this.isDir(dir)) return undefined;
    const prefix = dir ? dir + '/' : '';
    const out = new Map<string, IndexedEntry | null>();
    const paths = this.paths;
    let at = lowerBound(paths, prefix);
    while (at < paths.length && paths[at].startsWith(prefix)) {
      const p = paths[at];
      const slash = p.indexOf('/', prefix.length);
      if (slash < 0) {
        out.set(p.slice(prefix.length), this.made1(at));
        at++;
      } else {
        const name = p.slice(prefix.length, slash);
        if (!out.get(name)) out.set(name, null);
        // past every path under prefix + name + '/' ('0' follows '/')
        at = lowerBound(paths, p.slice(0, slash) + '0', at);
      }
    }
    return out;
  }

  /** Every file, symlink and other entry path, sorted (not a copy). */
  pathList(): readonly string[] {
    return this.paths;
  }

  /** How many paths `pathList` holds. */
  pathCount(): number {
    return this.paths.length;
  }

  /** Whether there is a file, symlink or other entry at `rel` (no entry object is made). */
  has(rel: string): boolean {
    return isCleanPath(rel) && this.find(rel) >= 0;
  }
}

const isMarkdown = (p: string): boolean => p.endsWith('.md');

/** Every directory ('' for the root) that holds one of the sorted paths. */
export function dirsOfPaths(files: readonly string[]): Set<string> {
  const dirs = new Set<string>(['']);
  let prev = '';
  for (const f of files) {
    const i = f.lastIndexOf('/');
    if (i < 0 || (i === prev.length && f.startsWith(prev))) continue;
    prev = f.slice(0, i);
    for (let d = prev; d && !dirs.has(d); ) {
      dirs.add(d);
      const j = d.lastIndexOf('/');
      d = j < 0 ? '' : d.slice(0, j);
    }
  }
  return dirs;
}

/** A sorted list without `removed` and with `added` (both sorted, `removed` a subset of `from`): one merge. */
export function applyDelta(from: readonly string[], added: readonly string[], removed: readonly string[]): string[] {
  if (!added.length && !removed.length) return from.slice();
  // the unchanged runs of `from` are copied whole, between the positions of the changes (binary searches)
  const out: string[] = new Array(from.length - removed.length + added.length);
  let n = 0;
  let at = 0;
  let i = 0;
  let j = 0;
  const copy = (to: number) => {
    for (; at < to; at++) out[n++] = from[at];
  };
  while (i < added.length || j < removed.length) {
    const takeAdded = j >= removed.length || (i < added.length && added[i] < removed[j]);
    if (takeAdded) {
      copy(lowerBound(from, added[i], at));
      out[n++] = added[i++];
    } else {
      copy(lowerBound(from, removed[j], at));
      if (from[at] === removed[j]) at++;
      j++;
    }
  }
  copy(from.length);
  out.length = n;
  return out;
}

/** Sorts a list in place unless it is sorted already (JavaScript order), and returns it. */
export function sortedInPlace(list: string[]): string[] {
  for (let i = 1; i < list.length; i++) if (list[i - 1] > list[i]) return list.sort();
  return list;
}

export { lowerBound };

/** A change of one path between two trees: its new entry, or null when it was removed. */
export interface TreeChange {
  path: string;
  entry: IndexedEntry | null;
}

const parentOf = (p: string): string => {
  const slash = p.lastIndexOf('/');
  return slash < 0 ? '' : p.slice(0, slash);
};

/**
 * A tree given as another indexed tree plus the paths that differ (`git diff-tree -r` between the two
 * commits): the head of a review without a second full listing. Every answer is the one an IndexedTree of the
 * full listing would give. Nothing is copied: a directory on the ancestry of an added or removed path exists
 * when the count of paths under it (the base's, minus the removed, plus the added: binary searches over
 * sorted lists) is not zero, and its names are worked out when it is listed.
 */
export class OverlayTree implements RepoTree {
  get sortedListing(): boolean {
    return true;
  }
  private readonly changed = new Map<string, IndexedEntry | null>();
  /** Paths that only this tree has, and paths only the base has (both sorted). */
  readonly added: string[] = [];
  readonly removed: string[] = [];
  /** Directories on the ancestry of an added or removed path ('' included): the only ones that may differ. */
  private readonly touched = new Set<string>();
  private baseDirs?: DirSet;

  constructor(
    readonly label: string,
    readonly base: IndexedTree,
    changes: Iterable<TreeChange>,
    private readonly fetch: (entry: IndexedEntry, maxBytes: number) => Promise<Buffer | undefined>,
    private readonly sizeOf?: (entry: IndexedEntry) => Promise<number | undefined>,
  ) {
    for (const c of changes) {
      if (!isCleanPath(c.path) || this.changed.has(c.path)) continue;
      const had = base.entry(c.path);
      if (!had && !c.entry) continue;
      this.changed.set(c.path, c.entry);
      if (had && c.entry) continue;
      (had ? this.removed : this.added).push(c.path);
      for (let d = parentOf(c.path); !this.touched.has(d); d = parentOf(d)) {
        this.touched.add(d);
        if (d === '') break;
      }
    }
    this.added.sort();
    this.removed.sort();
  }

  /** Whether `dir` is a directory here. */
  private isDir(dir: string): boolean {
    if (dir === '') return true;
    if (!this.touched.has(dir)) return (this.baseDirs ??= this.base.directories()).has(dir);
    return countUnder(this.base.pathList(), dir) - countUnder(this.removed, dir) + countUnder(this.added, dir) > 0;
  }

  entry(rel: string): IndexedEntry | undefined {
    const c = this.changed.get(rel);
    if (c !== undefined) return c ?? undefined;
    return this.base.entry(rel);
  }

  /** Whether there is a file, symlink or other entry at `rel`. */
  has(rel: string): boolean {
    const c = this.changed.get(rel);
    if (c !== undefined) return c !== null;
    return this.base.has(rel);
  }

  async stat(rel: string): Promise<TreeEntry | undefined> {
    if (this.isDir(rel)) return { kind: 'dir' };
    const e = this.entry(rel);
    return e ? { kind: e.kind, size: e.size, id: e.id } : undefined;
  }

  async size(rel: string): Promise<number | undefined> {
    if (!this.changed.has(rel)) return this.base.size(rel);
    const e = this.entry(rel);
    if (!e || e.kind === 'other') return undefined;
    if (e.size === undefined && this.sizeOf) e.size = await this.sizeOf(e);
    return e.size;
  }

  async readdir(rel: string): Promise<string[] | undefined> {
    if (!this.touched.has(rel)) return this.base.readdir(rel);
    if (!this.isDir(rel)) return undefined;
    const prefix = rel ? rel + '/' : '';
    const names = new Set<string>();
    // the base's names that are still a file (not removed) or still a directory
    for (const [name, e] of this.base.names(rel) ?? []) {
      const p = prefix + name;
      if ((e !== null && this.changed.get(p) !== null) || this.isDir(p)) names.add(name);
    }
    // and the first component of every added path below
    const added = this.added;
    for (let i = lowerBound(added, prefix); i < added.length && added[i].startsWith(prefix); i++) {
      const slash = added[i].indexOf('/', prefix.length);
      names.add(slash < 0 ? added[i].slice(prefix.length) : added[i].slice(prefix.length, slash));
    }
    return [...names];
  }

  async readlink(rel: string): Promise<string | undefined> {
    if (!this.changed.has(rel)) return this.base.readlink(rel);
    const e = this.entry(rel);
    if (!e || e.kind !== 'symlink') return undefined;
    return (await this.fetch(e, 4096))?.toString('utf8');
  }

  async read(rel: string, maxBytes: number): Promise<Buffer | undefined> {
    if (!this.changed.has(rel)) return this.base.read(rel, maxBytes);
    const e = this.entry(rel);
    if (!e || e.kind !== 'file') return undefined;
    return this.fetch(e, maxBytes);
  }

  async listFiles(): Promise<string[]> {
    return this.pathList().slice();
  }

  private files?: string[];

  /** Every file, symlink and other entry path, sorted (made once: not to be modified). */
  pathList(): readonly string[] {
    return (this.files ??= applyDelta(this.base.pathList(), this.added, this.removed));
  }

  /** How many paths `pathList` holds (without making it). */
  pathCount(): number {
    return this.base.pathCount() - this.removed.length + this.added.length;
  }

  private md?: string[];

  markdownFiles(): string[] {
    return (this.md ??= applyDelta(this.base.markdownFiles(), this.added.filter(isMarkdown), this.removed.filter(isMarkdown)));
  }

  directories(): DirSet {
    return {
      has: (d) => this.isDir(d),
      [Symbol.iterator]: () => this.dirList().values(),
    };
  }

  private dirs?: Set<string>;

  private dirList(): Set<string> {
    if (this.dirs) return this.dirs;
    const out = new Set<string>();
    for (const d of this.base.directories()) if (!this.touched.has(d) || this.isDir(d)) out.add(d);
    for (const d of this.touched) if (this.isDir(d)) out.add(d);
    return (this.dirs = out);
  }
}

/** How many paths of a sorted list lie under `dir` ('' for all). */
function countUnder(sorted: readonly string[], dir: string): number {
  if (dir === '') return sorted.length;
  // the paths under dir/ are exactly those in [dir + '/', dir + '0'): '0' follows '/'
  return lowerBound(sorted, dir + '0') - lowerBound(sorted, dir + '/');
}


/** Not empty, no leading or trailing '/', no empty, '.' or '..' component. */
export function isCleanPath(p: string): boolean {
  // (native scans: faster than a loop over the characters)
  if (!p || p.charCodeAt(0) === 47 || p.charCodeAt(p.length - 1) === 47 || p.includes('//')) return false;
  // a '.' or '..' component starts the path or follows a '/'
  if (p.charCodeAt(0) !== 46 && !p.includes('/.')) return true;
  return !/(^|\/)\.\.?(\/|$)/.test(p);
}

/** An in-memory tree, for tests and embedded examples. Symlinks are given by target text. */
export function memoryTree(label: string, files: Record<string, string | Buffer | { symlink: string }>): IndexedTree {
  const data = new Map<string, Buffer>();
  const entries: IndexedEntry[] = [];
  for (const [p, v] of Object.entries(files)) {
    if (typeof v === 'object' && !Buffer.isBuffer(v)) {
      const b = Buffer.from(v.symlink);
      data.set(p, b);
      entries.push({ path: p, kind: 'symlink', size: b.length });
    } else {
      const b = Buffer.isBuffer(v) ? v : Buffer.from(v);
      data.set(p, b);
      entries.push({ path: p, kind: 'file', size: b.length });
    }
  }
  return new IndexedTree(label, entries, async (e, max) => {
    const b = data.get(e.path);
    return b && b.length > max + 1 ? b.subarray(0, max + 1) : b;
  });
}
