/**
 * Read-only repository trees. A tree is addressed by POSIX paths relative to its root ('' is the root).
 * Implementations never follow symlinks themselves: `stat` is an lstat, `readlink` returns the link text,
 * and callers (the virtual file system in vfs.ts) resolve links and refuse escapes.
 */
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
  /** Every regular file and symlink path in the tree (for glob reach). */
  listFiles(): Promise<string[]>;
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
 * A tree known from a full listing (git ls-tree, the REST trees API, a file list) whose contents are
 * fetched on demand through `fetch`. Directories are implied by the paths. Entries may come without a
 * size: `sizeOf` then looks it up the first time the entry is stat'ed.
 */
export class IndexedTree implements RepoTree {
  /** Directory → its names, in listing order; a name maps to its entry, or to null for a directory only. */
  private readonly dirs = new Map<string, Map<string, IndexedEntry | null>>();
  /** Every file and symlink path, in listing order. */
  private readonly paths: string[] = [];

  constructor(
    readonly label: string,
    entries: Iterable<IndexedEntry>,
    private readonly fetch: (entry: IndexedEntry, maxBytes: number) => Promise<Buffer | undefined>,
    private readonly sizeOf?: (entry: IndexedEntry) => Promise<number | undefined>,
  ) {
    this.dirs.set('', new Map());
    // listings come grouped by directory: keep the previous entry's directory at hand
    let lastParent: string | undefined;
    let lastDir: Map<string, IndexedEntry | null> | undefined;
    for (const e of entries) {
      const path = e.path;
      if (!isCleanPath(path)) continue;
      const slash = path.lastIndexOf('/');
      const parent = slash < 0 ? '' : path.slice(0, slash);
      if (parent !== lastParent || !lastDir) {
        lastParent = parent;
        lastDir = this.dirs.get(parent);
        if (!lastDir) {
          this.dirs.set(parent, (lastDir = new Map()));
          this.addDir(parent);
        }
      }
      const name = slash < 0 ? path : path.slice(slash + 1);
      // a repeated path keeps its place and takes the later entry
      if (!lastDir.get(name)) this.paths.push(path);
      lastDir.set(name, e);
    }
  }

  /** Registers a new directory in its parents, creating the missing ones. */
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

  async stat(rel: string): Promise<TreeEntry | undefined> {
    if (this.dirs.has(rel)) return { kind: 'dir' };
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
    const names = this.dirs.get(rel);
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
    return [...this.paths];
  }

  entry(rel: string): IndexedEntry | undefined {
    if (!isCleanPath(rel)) return undefined;
    const slash = rel.lastIndexOf('/');
    return this.dirs.get(slash < 0 ? '' : rel.slice(0, slash))?.get(slash < 0 ? rel : rel.slice(slash + 1)) ?? undefined;
  }

  directories(): DirSet {
    const dirs = this.dirs;
    return { has: (d) => dirs.has(d), [Symbol.iterator]: () => dirs.keys() };
  }

  /** A directory's names (null marks a subdirectory), or undefined when there is no such directory. */
  names(dir: string): ReadonlyMap<string, IndexedEntry | null> | undefined {
    return this.dirs.get(dir);
  }

  /** Every file, symlink and other entry path, in listing order (not a copy). */
  pathList(): readonly string[] {
    return this.paths;
  }
}

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
 * full listing would give; only the directories on the changed paths' ancestry get listings of their own.
 */
export class OverlayTree implements RepoTree {
  private readonly changed = new Map<string, IndexedEntry | null>();
  /** Directories on a changed path's ancestry: their new listing, or null when they no longer exist. */
  private readonly dirs = new Map<string, Map<string, IndexedEntry | null> | null>();
  /** Paths that only this tree has, and paths only the base has (both sorted). */
  readonly added: string[] = [];
  readonly removed: string[] = [];

  constructor(
    readonly label: string,
    readonly base: IndexedTree,
    changes: Iterable<TreeChange>,
    private readonly fetch: (entry: IndexedEntry, maxBytes: number) => Promise<Buffer | undefined>,
    private readonly sizeOf?: (entry: IndexedEntry) => Promise<number | undefined>,
  ) {
    const files = new Map<string, string[]>();
    const subdirs = new Map<string, string[]>();
    const registered = new Set<string>();
    for (const c of changes) {
      if (!isCleanPath(c.path) || this.changed.has(c.path)) continue;
      const had = base.entry(c.path);
      if (!had && !c.entry) continue;
      this.changed.set(c.path, c.entry);
      if (!had) this.added.push(c.path);
      else if (!c.entry) this.removed.push(c.path);
      const parent = parentOf(c.path);
      const list = files.get(parent);
      if (list) list.push(c.path);
      else files.set(parent, [c.path]);
      // the ancestry, each directory once in its parent's list
      for (let d = parent; d !== '' && !registered.has(d); d = parentOf(d)) {
        registered.add(d);
        const up = parentOf(d);
        const siblings = subdirs.get(up);
        if (siblings) siblings.push(d);
        else subdirs.set(up, [d]);
      }
    }
    for (const d of [...files.keys(), ...registered]) if (!subdirs.has(d)) subdirs.set(d, []);
    this.added.sort();
    this.removed.sort();
    // deepest first: a directory's listing needs its changed subdirectories' fate
    const order = [...subdirs.keys()].sort((a, b) => depth(b) - depth(a));
    for (const d of order) {
      const m = new Map(base.names(d) ?? []);
      for (const p of files.get(d) ?? []) {
        const name = p.slice(p.lastIndexOf('/') + 1);
        const e = this.changed.get(p)!;
        if (e) m.set(name, e);
        else if (m.get(name)) m.delete(name);
      }
      for (const sub of subdirs.get(d) ?? []) {
        const name = sub.slice(sub.lastIndexOf('/') + 1);
        if (this.dirs.get(sub)) {
          if (!m.get(name)) m.set(name, null);
        } else if (m.get(name) === null) m.delete(name);
      }
      this.dirs.set(d, d === '' || m.size ? m : null);
    }
  }

  private listing(dir: string): ReadonlyMap<string, IndexedEntry | null> | undefined {
    const own = this.dirs.get(dir);
    if (own !== undefined) return own ?? undefined;
    return this.base.names(dir);
  }

  entry(rel: string): IndexedEntry | undefined {
    const c = this.changed.get(rel);
    if (c !== undefined) return c ?? undefined;
    return this.base.entry(rel);
  }

  async stat(rel: string): Promise<TreeEntry | undefined> {
    if (this.listing(rel)) return { kind: 'dir' };
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
    const names = this.listing(rel);
    return names ? [...names.keys()] : undefined;
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
    const base = this.base.pathList();
    if (!this.removed.length) return base.concat(this.added);
    const gone = new Set(this.removed);
    const out: string[] = [];
    for (const p of base) if (!gone.has(p)) out.push(p);
    return out.concat(this.added);
  }

  directories(): DirSet {
    const base = this.base.directories();
    const own = this.dirs;
    return {
      has: (d) => {
        const o = own.get(d);
        return o !== undefined ? o !== null : base.has(d);
      },
      *[Symbol.iterator]() {
        for (const d of base) if (own.get(d) !== null) yield d;
        for (const [d, m] of own) if (m && !base.has(d)) yield d;
      },
    };
  }
}

function depth(p: string): number {
  if (!p) return 0;
  let n = 1;
  for (let i = p.indexOf('/'); i >= 0; i = p.indexOf('/', i + 1)) n++;
  return n;
}

/** Not empty, no leading or trailing '/', no empty, '.' or '..' component. */
export function isCleanPath(p: string): boolean {
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
