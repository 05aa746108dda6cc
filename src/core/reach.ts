/**
 * Rule reach: which files of a tree a path-scoped rule applies to. A rule's patterns use gitignore semantics
 * relative to its base directory, so every file is a candidate in principle; to keep 100+ rules × 200k files
 * fast, each positive pattern narrows the candidates first (its static directory prefix → a binary-searched
 * range of the sorted file list; its literal extension → a substring test), and only candidates are given to
 * the exact matcher (`compileGlobs`, the same one the loader uses).
 */
import { compileGlobs, isValidPattern } from './globs.js';

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

const GLOB_CHARS = /[*?[\\]/;

interface Narrowing {
  /** Files must start with this (relative to the root). */
  prefix: string;
  /** Some path component must contain `.ext` (lower-cased), when set. */
  ext?: string;
}

function narrowing(base: string, pattern: string): Narrowing {
  const basePrefix = base ? base + '/' : '';
  let p = pattern;
  if (p.startsWith('/')) p = p.slice(1);
  const body = p.endsWith('/') ? p.slice(0, -1) : p;
  const segs = body.split('/');
  // gitignore: a pattern with a slash before its end is anchored to the base; otherwise it matches at any depth
  const anchored = pattern.startsWith('/') || body.includes('/');
  let prefix = basePrefix;
  if (anchored) {
    const fixed: string[] = [];
    for (const s of segs.slice(0, -1)) {
      if (GLOB_CHARS.test(s)) break;
      fixed.push(s);
    }
    if (fixed.length === segs.length - 1 && !GLOB_CHARS.test(segs[segs.length - 1])) fixed.push(segs[segs.length - 1]);
    if (fixed.length) prefix = basePrefix + fixed.join('/');
  }
  const last = segs[segs.length - 1];
  const m = /^\*\.([A-Za-z0-9_+-]+)$/.exec(last);
  return { prefix, ext: m ? '.' + m[1].toLowerCase() : undefined };
}

function lowerBound(files: readonly string[], key: string): number {
  let lo = 0;
  let hi = files.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (files[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The end of the range of strings starting with `prefix` in a sorted list. */
function upperBound(files: readonly string[], prefix: string): number {
  return prefix ? lowerBound(files, prefix + '\uffff') : files.length;
}

/** Files lower-cased and sorted once per tree (matching is case-insensitive, like the loader's). */
export class ReachIndex {
  private readonly lower: string[];
  private readonly orig: string[];

  constructor(files: readonly string[]) {
    const pairs = files.map((f) => [f.toLowerCase(), f] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : 1));
    this.lower = pairs.map((p) => p[0]);
    this.orig = pairs.map((p) => p[1]);
  }

  get size(): number {
    return this.orig.length;
  }

  reach(q: ReachQuery): ReachResult {
    const valid = q.globs.filter(isValidPattern);
    const positive = valid.filter((g) => !g.startsWith('!'));
    if (!positive.length) return { files: 0 };
    const ig = compileGlobs(q.globs);
    const basePrefix = q.base ? q.base + '/' : '';
    const ranges = positive.map((g) => {
      const n = narrowing(q.base, g);
      const key = n.prefix.toLowerCase();
      return { lo: lowerBound(this.lower, key), hi: upperBound(this.lower, key), ext: n.ext };
    });
    let count = 0;
    let first: string | undefined;
    const seen = ranges.length > 1 ? new Set<number>() : undefined;
    for (const r of ranges) {
      for (let i = r.lo; i < r.hi; i++) {
        if (r.ext && !this.lower[i].includes(r.ext)) continue;
        if (seen) {
          if (seen.has(i)) continue;
          seen.add(i);
        }
        const f = this.orig[i];
        if (basePrefix && !f.startsWith(basePrefix)) continue;
        const rel = f.slice(basePrefix.length);
        if (!rel) continue;
        let hit = false;
        try {
          hit = ig.ignores(rel);
        } catch {
          hit = false;
        }
        if (hit) {
          count++;
          if (first === undefined || f < first) first = f;
        }
      }
    }
    return { files: count, first };
  }
}

/** Counts matches for each query over `files` (relative to the root). */
export function computeReach(queries: readonly ReachQuery[], files: readonly string[]): ReachResult[] {
  const index = new ReachIndex(files);
  return queries.map((q) => index.reach(q));
}
