import * as P from 'node:path/posix';
import type { RepoTree, TreeEntry } from './tree.js';

/** A tree mounted at an absolute virtual path (POSIX, no trailing slash). */
export interface Mount {
  name: 'root' | 'home' | 'memory';
  at: string;
  tree: RepoTree;
}

export type Resolved =
  | { ok: true; path: string; entry: TreeEntry; viaSymlink: boolean }
  | { ok: false; reason: 'missing' | 'outside' | 'loop'; path: string; viaSymlink: boolean };

export type ReadResult =
  | { ok: true; real: string; data: Buffer; viaSymlink: boolean }
  | { ok: false; reason: 'missing' | 'outside' | 'loop' | 'not-file' | 'too-large'; real: string; size?: number; viaSymlink: boolean };

/** Symlinks followed in one resolution before it counts as a loop (Linux: 40). */
const MAX_HOPS = 40;
/** Linux PATH_MAX: system calls refuse longer paths, so on disk (and here) they name nothing. */
export const PATH_MAX = 4096;

/** A resolution and the number of links it followed (carried into paths below it). */
interface Walked {
  res: Resolved;
  hops: number;
}

/**
 * The virtual file system the loader sees: a few read-only trees mounted at absolute paths. Everything
 * outside the mounts does not exist. Symlinks are resolved here, component by component, and a link whose
 * target leaves every mount resolves to `outside`: its target is never read.
 */
export class Vfs {
  private readonly mounts: Mount[];
  /** Resolutions by normalised path: following the last link, and not (lstat). */
  private readonly followed = new Map<string, Promise<Walked>>();
  private readonly unfollowed = new Map<string, Promise<Walked>>();

  constructor(mounts: Mount[]) {
    this.mounts = mounts.map((m) => ({ ...m, at: normalizeAbs(m.at) })).sort((a, b) => b.at.length - a.at.length);
  }

  mount(name: Mount['name']): Mount | undefined {
    return this.mounts.find((m) => m.name === name);
  }

  locate(abs: string): { mount: Mount; rel: string } | undefined {
    for (const m of this.mounts) {
      if (abs === m.at) return { mount: m, rel: '' };
      if (m.at === '/' ? abs.startsWith('/') : abs.startsWith(m.at + '/')) return { mount: m, rel: abs.slice(m.at === '/' ? 1 : m.at.length + 1) };
    }
    return undefined;
  }

  private isMountAncestor(abs: string): boolean {
    return abs === '/' || this.mounts.some((m) => m.at.startsWith(abs + '/'));
  }

  /** Resolves symlinks (all of them when follow, else all but the last component), like realpath/lstat. */
  resolve(abs: string, follow = true): Promise<Resolved> {
    return this.walk(normalizeAbs(abs), follow).then((w) => w.res);
  }

  /** Cached per normalised path: a path's resolution is computed once, from its parent directory's. */
  private walk(norm: string, follow: boolean): Promise<Walked> {
    const cache = follow ? this.followed : this.unfollowed;
    let r = cache.get(norm);
    if (!r) {
      r = this.doWalk(norm, follow);
      cache.set(norm, r);
    }
    return r;
  }

  /**
   * Resolves the parent directory first (cached, so a deep tree costs one step per new directory rather
   * than one per component of every path: the walk up from a launch directory thousands of levels deep
   * stays linear), then the last component within it.
   */
  private async doWalk(norm: string, follow: boolean): Promise<Walked> {
    if (norm === '/') return { res: { ok: true, path: '/', entry: { kind: 'dir' }, viaSymlink: false }, hops: 0 };
    // like the OS: a path too long to pass to a system call names nothing
    if (Buffer.byteLength(norm) >= PATH_MAX) return { res: { ok: false, reason: 'missing', path: norm, viaSymlink: false }, hops: 0 };
    const slash = norm.lastIndexOf('/');
    const parentPath = slash === 0 ? '/' : norm.slice(0, slash);
    const name = norm.slice(slash + 1);
    // ancestors not resolved yet, resolved root-most first so that each finds its own parent cached
    const pending: string[] = [];
    for (let p = parentPath; p !== '/' && !this.followed.has(p); p = p.slice(0, Math.max(1, p.lastIndexOf('/')))) pending.push(p);
    for (let i = pending.length - 1; i >= 0; i--) await this.walk(pending[i], true);
    const parent = await this.walk(parentPath, true);
    const pr = parent.res;
    if (!pr.ok) return { res: { ...pr, path: pr.reason === 'loop' ? pr.path : P.join(pr.path, name) }, hops: parent.hops };
    if (pr.entry.kind !== 'dir') return { res: { ok: false, reason: 'missing', path: P.join(pr.path, name), viaSymlink: pr.viaSymlink }, hops: parent.hops };
    return this.step(pr.path === '/' ? '' : pr.path, [name], follow, parent.hops, pr.viaSymlink);
  }

  /**
   * Walks `queue` (path components) from the real directory `cur` ('' for /), following links: a
   * relative link target continues from the link's directory, an absolute one from /. A target that
   * leaves every mount is `outside` and never read.
   */
  private async step(cur: string, queue: string[], follow: boolean, hops: number, viaSymlink: boolean): Promise<Walked> {
    let entry: TreeEntry = { kind: 'dir' };
    while (queue.length) {
      const name = queue.shift()!;
      if (name === '.') continue;
      if (name === '..') {
        cur = cur.slice(0, Math.max(0, cur.lastIndexOf('/')));
        entry = { kind: 'dir' };
        continue;
      }
      const next = cur + '/' + name;
      const loc = this.locate(next);
      if (!loc) {
        if (this.isMountAncestor(next)) {
          cur = next;
          entry = { kind: 'dir' };
          continue;
        }
        return { res: { ok: false, reason: 'outside', path: queue.length ? P.join(next, ...queue) : next, viaSymlink }, hops };
      }
      const e = await loc.mount.tree.stat(loc.rel);
      if (!e) return { res: { ok: false, reason: 'missing', path: queue.length ? P.join(next, ...queue) : next, viaSymlink }, hops };
      if (e.kind === 'symlink' && (queue.length > 0 || follow)) {
        if (++hops > MAX_HOPS) return { res: { ok: false, reason: 'loop', path: next, viaSymlink: true }, hops };
        const target = await loc.mount.tree.readlink(loc.rel);
        if (target === undefined || target === '' || target.includes('\0')) return { res: { ok: false, reason: 'missing', path: next, viaSymlink: true }, hops };
        viaSymlink = true;
        queue = [...target.split('/').filter(Boolean), ...queue];
        if (target.startsWith('/')) cur = '';
        entry = { kind: 'dir' };
        continue;
      }
      if (queue.length > 0 && e.kind !== 'dir') return { res: { ok: false, reason: 'missing', path: queue.length ? P.join(next, ...queue) : next, viaSymlink }, hops };
      cur = next;
      entry = e;
    }
    return { res: { ok: true, path: cur || '/', entry, viaSymlink }, hops };
  }

  /** realpath(): the resolved path, or the path itself when it cannot be resolved (like Claude Code's safeResolvePath). */
  async realpath(abs: string): Promise<string> {
    const r = await this.resolve(abs);
    return r.ok ? r.path : abs;
  }

  async readFile(abs: string, maxBytes: number): Promise<ReadResult> {
    const r = await this.resolve(abs);
    if (!r.ok) return { ok: false, reason: r.reason, real: r.path, viaSymlink: r.viaSymlink };
    if (r.entry.kind !== 'file') return { ok: false, reason: r.entry.kind === 'dir' ? 'missing' : 'not-file', real: r.path, viaSymlink: r.viaSymlink };
    const loc = this.locate(r.path)!;
    const size = r.entry.size ?? (await loc.mount.tree.size?.(loc.rel));
    if (size !== undefined && size > maxBytes) return { ok: false, reason: 'too-large', real: r.path, size, viaSymlink: r.viaSymlink };
    const data = await loc.mount.tree.read(loc.rel, maxBytes);
    if (!data) return { ok: false, reason: 'missing', real: r.path, viaSymlink: r.viaSymlink };
    if (data.length > maxBytes) return { ok: false, reason: 'too-large', real: r.path, size: size ?? data.length, viaSymlink: r.viaSymlink };
    return { ok: true, real: r.path, data, viaSymlink: r.viaSymlink };
  }

  /** Directory listing after following links; undefined when not a directory. */
  async readdir(abs: string): Promise<{ real: string; names: string[] } | undefined> {
    const r = await this.resolve(abs);
    if (!r.ok || r.entry.kind !== 'dir') return undefined;
    const loc = this.locate(r.path);
    if (!loc) return { real: r.path, names: [] };
    const names = await loc.mount.tree.readdir(loc.rel);
    return names ? { real: r.path, names } : undefined;
  }

  /** The kind of the entry at abs without following a final symlink. */
  async lkind(abs: string): Promise<TreeEntry['kind'] | undefined> {
    const r = await this.resolve(abs, false);
    return r.ok ? r.entry.kind : undefined;
  }
}

export function normalizeAbs(p: string): string {
  // already normal (the common case, and cheap to check): no copy of a path that may be thousands long
  if (p.length > 1 && p.charCodeAt(0) === 47 && !p.endsWith('/') && !p.endsWith('/.') && !p.endsWith('/..') && !p.includes('//') && !p.includes('/./') && !p.includes('/../') && !p.includes('\\')) return p;
  const n = P.normalize(p.replace(/\\/g, '/'));
  return n.length > 1 && n.endsWith('/') ? n.slice(0, -1) : n;
}

/** Is `p` equal to or inside `dir` (both absolute, normalised)? */
export function isInside(p: string, dir: string): boolean {
  if (dir === '/') return p.startsWith('/');
  return p === dir || p.startsWith(dir + '/');
}
