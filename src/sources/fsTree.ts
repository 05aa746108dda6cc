import * as fs from 'node:fs';
import * as path from 'node:path';
import type { RepoTree, TreeEntry } from '../core/tree.js';

const SKIP_DIRS = new Set(['.git', 'node_modules']);

/**
 * A working directory. Paths are relative to `root`; the tree itself never follows a symlink (lstat,
 * readlink, and O_NOFOLLOW opens) — the virtual file system resolves links and refuses escapes. Only
 * regular files are read, and never more than maxBytes + 1 bytes of them. The calls are synchronous behind
 * the asynchronous interface: the loader waits for each answer, and a memory file or a directory on a local
 * disk is read in less time than one thread-pool round trip takes (four for an open, stat, read, close).
 */
export class FsTree implements RepoTree {
  readonly label: string;
  readonly root: string;

  constructor(root: string, label = 'working tree') {
    this.root = fs.realpathSync(root);
    this.label = label;
  }

  private abs(rel: string): string | undefined {
    if (rel.includes('\0')) return undefined;
    const a = path.join(this.root, rel);
    if (a !== this.root && !a.startsWith(this.root + path.sep)) return undefined;
    return a;
  }

  async stat(rel: string): Promise<TreeEntry | undefined> {
    const a = this.abs(rel);
    if (!a) return undefined;
    try {
      const st = fs.lstatSync(a);
      if (st.isSymbolicLink()) return { kind: 'symlink', size: st.size };
      if (st.isDirectory()) return { kind: 'dir' };
      if (st.isFile()) return { kind: 'file', size: st.size };
      return { kind: 'other' };
    } catch {
      return undefined;
    }
  }

  async readdir(rel: string): Promise<string[] | undefined> {
    const a = this.abs(rel);
    if (!a) return undefined;
    try {
      const st = fs.lstatSync(a);
      if (!st.isDirectory()) return undefined;
      return fs.readdirSync(a);
    } catch {
      return undefined;
    }
  }

  async readlink(rel: string): Promise<string | undefined> {
    const a = this.abs(rel);
    if (!a) return undefined;
    try {
      return fs.readlinkSync(a);
    } catch {
      return undefined;
    }
  }

  async read(rel: string, maxBytes: number): Promise<Buffer | undefined> {
    const a = this.abs(rel);
    if (!a) return undefined;
    let fd: number | undefined;
    try {
      fd = fs.openSync(a, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | (fs.constants.O_NONBLOCK ?? 0));
      const st = fs.fstatSync(fd);
      if (!st.isFile()) return undefined;
      const want = Math.min(st.size, maxBytes + 1);
      const buf = Buffer.alloc(want);
      let off = 0;
      while (off < want) {
        const bytesRead = fs.readSync(fd, buf, off, want - off, off);
        if (bytesRead === 0) break;
        off += bytesRead;
      }
      return buf.subarray(0, off);
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  }

  /**
   * Every file and symlink below the root, depth first in the order the directories list them. The walk
   * reads each directory synchronously: a tree of a few thousand directories is listed in a fraction of
   * the time that one thread-pool round trip per directory takes, and nothing else waits on the listing.
   */
  async listFiles(): Promise<string[]> {
    const out: string[] = [];
    const walk = (rel: string, depth: number): void => {
      if (depth > 256) return;
      let ents: fs.Dirent[];
      try {
        ents = fs.readdirSync(path.join(this.root, rel), { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of ents) {
        const r = rel ? rel + '/' + e.name : e.name;
        if (e.isDirectory()) {
          if (!SKIP_DIRS.has(e.name)) walk(r, depth + 1);
        } else if (e.isFile() || e.isSymbolicLink()) out.push(r);
      }
    };
    walk('', 0);
    return out;
  }
}
