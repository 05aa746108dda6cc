import { UsageError } from '../errors.js';
import { FsTree } from './fsTree.js';
import type { RepoSource } from './types.js';

/** A working tree on disk (no git needed): only its current state can be opened. */
export function worktreeSource(root: string): RepoSource {
  return {
    kind: 'worktree',
    root,
    async open(ref, label) {
      if (ref !== undefined) throw new UsageError(`${root} is read as a working tree: no git ref (${JSON.stringify(ref)}) can be opened`);
      return { tree: new FsTree(root), label: label ?? 'working tree' };
    },
    close: () => undefined,
    stats: () => 'working tree',
  };
}
