/**
 * The CLI's check and review as functions over the one pipeline (src/review.ts): what `memory-review check`
 * and `memory-review review` do, with the report returned instead of rendered.
 */
import { cwdRel, diskMounts, realDir } from '../../src/cli/workspace.js';
import type { SessionOptions } from '../../src/core/review/analyze.js';
import type { Severity } from '../../src/core/review/catalogue.js';
import type { Report } from '../../src/core/review/review.js';
import { review } from '../../src/review.js';
import { gitSource } from '../../src/sources/git/index.js';
import { worktreeSource } from '../../src/sources/worktree.js';

export interface RunOptions extends SessionOptions {
  root: string;
  cwd?: string;
  home?: string;
  memoryDir?: string;
  /** A configuration file on disk. */
  config?: string;
  entries?: string[];
  failOn?: Severity | 'never';
  failScope?: 'introduced' | 'all';
}

async function run(o: RunOptions, base: string | undefined, head: string | undefined, git: boolean): Promise<Report> {
  const root = realDir(o.root, '--root');
  const source = git ? gitSource(root) : worktreeSource(root);
  try {
    const { instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory } = o;
    const out = await review(source, {
      base,
      head,
      cwd: cwdRel(root, o.cwd),
      mounts: diskMounts(o),
      configFile: o.config,
      entries: o.entries,
      failOn: o.failOn,
      failScope: o.failScope,
      session: { instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory },
    });
    return out.report!;
  } finally {
    source.close();
  }
}

/** `check`: one side (the working tree, or `ref`). */
export function runCheck(o: RunOptions & { ref?: string }): Promise<Report> {
  return run(o, undefined, o.ref, o.ref !== undefined);
}

/** `review`: base (default: the merge-base with the default branch) vs head (default: the working tree). */
export async function runReview(o: RunOptions & { base?: string; head?: string }): Promise<Report> {
  const base = o.base ?? (await gitSource(realDir(o.root, '--root')).defaultBase());
  return run(o, base, o.head, true);
}
