/**
 * Rule reach: how many files of a tree a path-scoped rule applies to. The counting itself is GlobIndex
 * (src/core/globs/), which evaluates each pattern per directory and name class with the loader's own
 * matcher; this module keeps the review's vocabulary.
 */
import { GlobIndex, matchGlobs } from './globs/index.js';
import { lowerBound } from './tree.js';

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

/** What answers reach queries over one tree's files: an index of them, or another tree's index plus a delta. */
export interface ReachCounter {
  reach(q: ReachQuery): ReachResult;
}

export class ReachIndex implements ReachCounter {
  private readonly index: GlobIndex;

  constructor(files: readonly string[]) {
    this.index = new GlobIndex(files);
  }

  get size(): number {
    return this.index.size;
  }

  /** Answers by rule (base directory and patterns): the other side of a review asks again for unchanged rules. */
  private readonly answers = new Map<string, ReachResult>();

  reach(q: ReachQuery): ReachResult {
    const key = q.base + '\0' + q.globs.join('\0');
    let r = this.answers.get(key);
    if (!r) this.answers.set(key, (r = this.index.reach(q)));
    return r;
  }
}

/** Files of `to` not in `from`, and files of `from` not in `to`; both lists sorted (JavaScript order). */
export function sortedDelta(from: readonly string[], to: readonly string[]): { added: string[]; removed: string[] } {
  const added: string[] = [];
  const removed: string[] = [];
  let i = 0;
  let j = 0;
  while (i < from.length || j < to.length) {
    if (j >= to.length || (i < from.length && from[i] < to[j])) removed.push(from[i++]);
    else if (i >= from.length || to[j] < from[i]) added.push(to[j++]);
    else {
      i++;
      j++;
    }
  }
  return { added, removed };
}

/**
 * Reach over a tree that differs from an indexed one (the other side of a review) by a few files. Whether a
 * rule matches a file depends on that file's path alone, so the indexed tree's count is corrected by the
 * matches among the files added and removed, each set counted by a small index of its own. The first match
 * stays the indexed one unless that file was removed: then the next match is looked for in the indexed
 * tree's order (a bounded walk), and only past that bound is the tree's own index built, once.
 */
export class DeltaReach implements ReachCounter {
  private own?: ReachIndex;
  private readonly addedIndex: GlobIndex;
  private readonly removedIndex: GlobIndex;
  private readonly removedSet: Set<string>;
  private readonly fromPos = new Map<string, number>();

  /** `fromFiles` and `files` are asked for only when needed (a removed first match; a tree's own index). */
  constructor(
    private readonly from: ReachCounter,
    private readonly fromFiles: () => readonly string[],
    added: readonly string[],
    removed: readonly string[],
    private readonly files: () => readonly string[],
  ) {
    this.addedIndex = new GlobIndex(added);
    this.removedIndex = new GlobIndex(removed);
    this.removedSet = new Set(removed);
  }

  reach(q: ReachQuery): ReachResult {
    if (this.own) return this.own.reach(q);
    const r = this.from.reach(q);
    const plus = this.addedIndex.reach(q);
    const minus = this.removedIndex.reach(q);
    const files = r.files - minus.files + plus.files;
    let first = r.first;
    if (first !== undefined && this.removedSet.has(first)) {
      const next = this.nextMatch(q, first);
      if (next === null) {
        this.own = new ReachIndex(this.files());
        return this.own.reach(q);
      }
      first = next;
    }
    if (plus.first !== undefined && (first === undefined || plus.first < first)) first = plus.first;
    return first === undefined ? { files } : { files, first };
  }

  /** The indexed tree's next match after `after` that was not removed; undefined if none; null past the bound. */
  private nextMatch(q: ReachQuery, after: string): string | undefined | null {
    const prefix = q.base ? q.base + '/' : '';
    const fromFiles = this.fromFiles();
    let i = this.position(after) + 1;
    for (let n = 0; i < fromFiles.length; i++, n++) {
      if (n >= NEXT_MATCH_WALK) return null;
      const f = fromFiles[i];
      if (prefix && !f.startsWith(prefix)) {
        if (f > prefix) return undefined; // past the base directory's files (sorted)
        continue;
      }
      if (!this.removedSet.has(f) && matchGlobs(q.globs, f.slice(prefix.length)).matched) return f;
    }
    return undefined;
  }

  private position(f: string): number {
    let at = this.fromPos.get(f);
    if (at === undefined) this.fromPos.set(f, (at = lowerBound(this.fromFiles(), f)));
    return at;
  }
}

/** How far the next match after a removed first match is looked for before a tree gets its own index. */
const NEXT_MATCH_WALK = 20_000;

/** At most this many changed paths (and this share of the tree) are corrected for; beyond, a tree gets its own index. */
export const DELTA_MAX = { paths: 20_000, share: 0.2 };

/** Counts matches for each query over `files` (relative to the root). */
export function computeReach(queries: readonly ReachQuery[], files: readonly string[]): ReachResult[] {
  const index = new ReachIndex(files);
  return queries.map((q) => index.reach(q));
}
