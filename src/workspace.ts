import * as fs from 'node:fs';
import * as path from 'node:path';
import { Loader, type LoaderOptions } from './core/loader.js';
import { Vfs, type Mount } from './core/vfs.js';
import type { RepoTree } from './core/tree.js';
import { FsTree } from './io/fsTree.js';
import { CatFile, gitTree } from './io/gitTree.js';

export class UsageError extends Error {}

export type SessionOptions = Pick<LoaderOptions, 'instructionFiles' | 'excludes' | 'settingSources' | 'disableClaudeMds' | 'disableAutoMemory'>;

export interface WorkspaceOptions extends SessionOptions {
  root: string;
  /** Read this git ref instead of the working directory. */
  ref?: string;
  cwd?: string;
  home?: string;
  memoryDir?: string;
  cat?: CatFile;
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

function realDir(p: string, what: string): string {
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
  let tree: RepoTree;
  let commit: string | undefined;
  let cat: CatFile | undefined;
  if (o.ref !== undefined) {
    try {
      const g = await gitTree(rootDir, o.ref, o.cat);
      tree = g.tree;
      commit = g.commit;
      cat = g.cat;
    } catch (e) {
      throw new UsageError(`cannot read git ref ${JSON.stringify(o.ref)} in ${rootDir}: ${(e as Error).message.split('\n')[0]}`);
    }
  } else tree = new FsTree(rootDir);
  const mounts: Mount[] = [{ name: 'root', at: rootDir, tree }];
  const home = o.home ? realDir(o.home, '--home') : undefined;
  if (home) mounts.push({ name: 'home', at: home, tree: new FsTree(home, 'home') });
  const memoryDir = o.memoryDir ? realDir(o.memoryDir, '--memory-dir') : undefined;
  if (memoryDir) mounts.push({ name: 'memory', at: memoryDir, tree: new FsTree(memoryDir, 'memory') });
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
    close: () => {
      if (!o.cat) cat?.close();
    },
  };
}
