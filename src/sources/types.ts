import type { Change } from '../core/review/relevance.js';
import type { RepoTree } from '../core/tree.js';

/** One side of a review, opened: its tree, commit (none for a working tree) and label for people. */
export interface Side {
  tree: RepoTree;
  commit?: string;
  label: string;
  /** Fetches the side's memory files ahead of the loader's one-at-a-time reads (settles, never fails). */
  prefetch?: () => Promise<void>;
}

/**
 * Where a repository is read from: its git objects (ls-tree / cat-file), the REST API, or a working tree on
 * disk. The review pipeline (src/review.ts) reads through this interface only.
 */
export interface RepoSource {
  readonly kind: 'git' | 'api' | 'worktree';
  /** The absolute path the repository is mounted at in the review (what the loader sees as the root). */
  readonly root: string;
  /** Opens a commit, or the working tree when `ref` is undefined (a source without one throws). */
  open(ref: string | undefined, label?: string): Promise<Side>;
  /** The merge base of two commits (falls back to `base` when history does not tell). */
  mergeBase?(base: string, head: string): Promise<string>;
  /** The files that differ between two opened sides; undefined when this source cannot tell. */
  changes?(base: Side, head: Side): Promise<Change[] | undefined>;
  close(): void;
  /** What was read, for the log. */
  stats(): string;
}
