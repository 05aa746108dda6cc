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
}

export interface IndexedEntry {
  path: string;
  kind: 'file' | 'symlink' | 'other';
  size?: number;
  id?: string;
}

/**
 * A tree known from a full listing (git ls-tree, the REST trees API, a file list) whose contents are
 * fetched on demand through `fetch`. Directories are implied by the paths.
 */
export class IndexedTree implements RepoTree {
  private readonly files = new Map<string, IndexedEntry>();
  private readonly dirs = new Map<string, Set<string>>();

  constructor(
    readonly label: string,
    entries: Iterable<IndexedEntry>,
    private readonly fetch: (entry: IndexedEntry, maxBytes: number) => Promise<Buffer | undefined>,
  ) {
    this.dirs.set('', new Set());
    for (const e of entries) {
      if (!e.path || e.path.startsWith('/') || e.path.split('/').some((c) => c === '' || c === '.' || c === '..')) continue;
      this.files.set(e.path, e);
      let child = e.path;
      for (;;) {
        const slash = child.lastIndexOf('/');
        const parent = slash < 0 ? '' : child.slice(0, slash);
        const name = slash < 0 ? child : child.slice(slash + 1);
        let set = this.dirs.get(parent);
        const existed = !!set;
        if (!set) this.dirs.set(parent, (set = new Set()));
        set.add(name);
        if (existed || parent === '') break;
        child = parent;
      }
    }
  }

  async stat(rel: string): Promise<TreeEntry | undefined> {
    if (this.dirs.has(rel)) return { kind: 'dir' };
    const e = this.files.get(rel);
    return e ? { kind: e.kind, size: e.size, id: e.id } : undefined;
  }

  async readdir(rel: string): Promise<string[] | undefined> {
    const set = this.dirs.get(rel);
    return set ? [...set] : undefined;
  }

  async readlink(rel: string): Promise<string | undefined> {
    const e = this.files.get(rel);
    if (!e || e.kind !== 'symlink') return undefined;
    const b = await this.fetch(e, 4096);
    return b?.toString('utf8');
  }

  async read(rel: string, maxBytes: number): Promise<Buffer | undefined> {
    const e = this.files.get(rel);
    if (!e || e.kind !== 'file') return undefined;
    return this.fetch(e, maxBytes);
  }

  async listFiles(): Promise<string[]> {
    return [...this.files.keys()];
  }

  entry(rel: string): IndexedEntry | undefined {
    return this.files.get(rel);
  }
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
