import * as fs from 'node:fs';
import * as path from 'node:path';
import { Loader, type LoaderOptions } from '../core/loader/index.js';
import { Vfs, type Mount } from '../core/vfs.js';
import type { RepoTree } from '../core/tree.js';
import { UsageError } from '../errors.js';
import { FsTree } from '../sources/fsTree.js';
import { gitSource } from '../sources/git/index.js';
import { worktreeSource } from '../sources/worktree.js';
import type { RepoSource } from '../sources/types.js';

export type SessionOptions = Pick<LoaderOptions, 'instructionFiles' | 'excludes' | 'settingSources' | 'disableClaudeMds' | 'disableAutoMemory'>;

export interface WorkspaceOptions extends SessionOptions {
  root: string;
  /** Read this git ref instead of the working directory. */
  ref?: string;
  cwd?: string;
  home?: string;
  memoryDir?: string;
}

export interface Workspace {
  root: string;
  cwd: string;
  tree: RepoTree;
  loader: Loader;
  vfs: Vfs;
  commit?: string;
  close(): void;
  /** Absolute path of a file given relative to the root, or absolute. */
  resolveInput(p: string): string;
}

export function realDir(p: string, what: string): string {
  let st: fs.Stats;
  try {
    st = fs.statSync(p);
  } catch {
    throw new UsageError(`${what} ${p} does not exist`);
  }
  if (!st.isDirectory()) throw new UsageError(`${what} ${p} is not a directory`);
  return fs.realpathSync(p);
}

export async function openWorkspace(o: WorkspaceOptions): Promise<Workspace> {
  const rootDir = realDir(o.root, '--root');
  const source: RepoSource = o.ref !== undefined ? gitSource(rootDir) : worktreeSource(rootDir);
  let side;
  try {
    side = await source.open(o.ref);
  } catch (e) {
    source.close();
    throw e;
  }
  const { tree, commit } = side;
  const extra = diskMounts(o);
  const mounts: Mount[] = [{ name: 'root', at: rootDir, tree }];
  if (extra.home) mounts.push({ name: 'home', ...extra.home });
  if (extra.memory) mounts.push({ name: 'memory', ...extra.memory });
  const home = extra.home?.at;
  const memoryDir = extra.memory?.at;
  const vfs = new Vfs(mounts);
  const resolveInput = (p: string): string => path.posix.normalize(path.isAbsolute(p) ? p : path.join(rootDir, p));
  const cwd = o.cwd ? resolveInput(o.cwd) : rootDir;
  if (cwd !== rootDir && !cwd.startsWith(rootDir + '/')) throw new UsageError(`--cwd ${o.cwd} is outside --root`);
  const { instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory } = o;
  const loader = new Loader({ vfs, root: rootDir, cwd, home, memoryDir, instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory });
  return {
    root: rootDir,
    cwd,
    tree,
    loader,
    vfs,
    commit,
    resolveInput,
    close: () => source.close(),
  };
}

/** The --home and --memory-dir directories as trees on disk. */
export function diskMounts(o: { home?: string; memoryDir?: string }): { home?: { at: string; tree: RepoTree }; memory?: { at: string; tree: RepoTree } } {
  const home = o.home ? realDir(o.home, '--home') : undefined;
  const memory = o.memoryDir ? realDir(o.memoryDir, '--memory-dir') : undefined;
  return {
    ...(home ? { home: { at: home, tree: new FsTree(home, 'home') } } : {}),
    ...(memory ? { memory: { at: memory, tree: new FsTree(memory, 'memory') } } : {}),
  };
}

/** --cwd as a path relative to the root (undefined for the root itself). */
export function cwdRel(root: string, cwd: string | undefined): string | undefined {
  if (!cwd) return undefined;
  const abs = path.posix.normalize(path.isAbsolute(cwd) ? cwd : path.join(root, cwd));
  if (abs === root) return undefined;
  if (!abs.startsWith(root + '/')) throw new UsageError(`--cwd ${cwd} is outside --root`);
  return abs.slice(root.length + 1);
}
