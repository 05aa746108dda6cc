/**
 * Rule reach: how many files of a tree a path-scoped rule applies to. The counting itself is GlobIndex
 * (src/core/globs.ts), which evaluates each pattern per directory and name class with the loader's own
 * matcher; this module keeps the review's vocabulary.
 */
import { GlobIndex } from './globs.js';

export interface ReachQuery {
  /** Base directory relative to the root ('' for the root). */
  base: string;
  globs: string[];
}

export interface ReachResult {
  files: number;
  /** First matching file (in sorted order), relative to the root. */
  first?: string;
}

export class ReachIndex {
  private readonly index: GlobIndex;

  constructor(files: readonly string[]) {
    this.index = new GlobIndex(files);
  }

  get size(): number {
    return this.index.size;
  }

  reach(q: ReachQuery): ReachResult {
    return this.index.reach(q);
  }
}

/** Counts matches for each query over `files` (relative to the root). */
export function computeReach(queries: readonly ReachQuery[], files: readonly string[]): ReachResult[] {
  const index = new ReachIndex(files);
  return queries.map((q) => index.reach(q));
}
