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

const MAX_HOPS = 40;

/**
 * The virtual file system the loader sees: a few read-only trees mounted at absolute paths. Everything
 * outside the mounts does not exist. Symlinks are resolved here, component by component, and a link whose
 * target leaves every mount resolves to `outside`: its target is never read.
 */
export class Vfs {
  private readonly mounts: Mount[];
  private readonly cache = new Map<string, Promise<Resolved>>();

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
    const key = (follow ? 'F' : 'L') + abs;
    let r = this.cache.get(key);
    if (!r) {
      r = this.doResolve(abs, follow);
      this.cache.set(key, r);
    }
    return r;
  }

  private async doResolve(abs: string, follow: boolean): Promise<Resolved> {
    let queue = normalizeAbs(abs).split('/').filter(Boolean);
    let cur = '';
    let hops = 0;
    let viaSymlink = false;
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
        return { ok: false, reason: 'outside', path: P.join(next, ...queue), viaSymlink };
      }
      const e = await loc.mount.tree.stat(loc.rel);
      if (!e) return { ok: false, reason: 'missing', path: P.join(next, ...queue), viaSymlink };
      if (e.kind === 'symlink' && (queue.length > 0 || follow)) {
        if (++hops > MAX_HOPS) return { ok: false, reason: 'loop', path: next, viaSymlink: true };
        const target = await loc.mount.tree.readlink(loc.rel);
        if (target === undefined || target === '' || target.includes('\0')) return { ok: false, reason: 'missing', path: next, viaSymlink: true };
        viaSymlink = true;
        const joined = target.startsWith('/') ? target : (cur || '') + '/' + target;
        queue = [...joined.split('/').filter(Boolean), ...queue];
        cur = '';
        entry = { kind: 'dir' };
        continue;
      }
      if (queue.length > 0 && e.kind !== 'dir') return { ok: false, reason: 'missing', path: P.join(next, ...queue), viaSymlink };
      cur = next;
      entry = e;
    }
    return { ok: true, path: cur || '/', entry, viaSymlink };
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
    if (r.entry.size !== undefined && r.entry.size > maxBytes) return { ok: false, reason: 'too-large', real: r.path, size: r.entry.size, viaSymlink: r.viaSymlink };
    const loc = this.locate(r.path)!;
    const data = await loc.mount.tree.read(loc.rel, maxBytes);
    if (!data) return { ok: false, reason: 'missing', real: r.path, viaSymlink: r.viaSymlink };
    if (data.length > maxBytes) return { ok: false, reason: 'too-large', real: r.path, size: r.entry.size ?? data.length, viaSymlink: r.viaSymlink };
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
  const n = P.normalize(p.replace(/\\/g, '/'));
  return n.length > 1 && n.endsWith('/') ? n.slice(0, -1) : n;
}

/** Is `p` equal to or inside `dir` (both absolute, normalised)? */
export function isInside(p: string, dir: string): boolean {
  if (dir === '/') return p.startsWith('/');
  return p === dir || p.startsWith(dir + '/');
}
