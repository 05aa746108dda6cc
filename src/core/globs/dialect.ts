/** Claude Code's `paths:` dialect: how a rule's frontmatter value becomes patterns, which are valid, and what a pattern says about the paths it can match. */
import { expandBraces, newBudget } from '../braces.js';
import { splitPaths } from '../splitPaths.js';

export interface RuleGlobs {
  /** Patterns as Claude Code keeps them (after brace expansion and trailing `/**` removal); undefined = unconditional. */
  globs?: string[];
  /** Patterns exactly as written (after comma splitting). */
  written: string[];
  /** Written patterns whose brace expansion exceeded the shared budget (used unexpanded). */
  overBudget: string[];
  /** Kept patterns that cannot compile (dropped from matching; they match nothing). */
  invalid: string[];
}

/** Reads a rule's `paths:` frontmatter value the way Claude Code does. */
export function ruleGlobs(paths: unknown): RuleGlobs {
  const written = paths ? splitPaths(paths) : [];
  const budget = newBudget();
  const overBudget: string[] = [];
  const expanded: string[] = [];
  for (const w of written) {
    const r = expandBraces(w, budget);
    if (r.overBudget) overBudget.push(w);
    expanded.push(...r.patterns);
  }
  const kept = expanded.map((p) => (p.endsWith('/**') ? p.slice(0, -3) : p)).filter((p) => p.length > 0);
  if (!paths || kept.length === 0 || kept.every((p) => p === '**')) return { written, overBudget, invalid: [], globs: undefined };
  return { globs: kept, written, overBudget, invalid: kept.filter((p) => !isValidPattern(p)) };
}

/**
 * Claude Code's matcher compiles each gitignore pattern to a regular expression and drops the ones that
 * fail ("gitignore-style pattern is unusable"): an unescaped `[` with no closing `]` before a `/` or the
 * end (an unterminated character class), or a reversed range such as `[z-a]`.
 */
export function isValidPattern(p: string): boolean {
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c !== '[') continue;
    let j = i + 1;
    let body = '';
    while (j < p.length && p[j] !== ']' && p[j] !== '/') {
      if (p[j] === '\\') {
        body += p[j] + (p[j + 1] ?? '');
        j += 2;
        continue;
      }
      body += p[j++];
    }
    if (j >= p.length || p[j] !== ']') return false;
    const ranges = body.replace(/\\(.)/g, '$1').match(/(.)-(.)/g) ?? [];
    for (const r of ranges) if (r.charCodeAt(0) > r.charCodeAt(2)) return false;
    i = j;
  }
  return true;
}

export const WIN_DRIVE = /^[a-z]:/i;

/** A predicate on one path component, ASCII case-insensitive like the matcher's `i` regular expressions. */
export type Pred = { kind: 'any' } | { kind: 'exact' | 'prefix' | 'suffix' | 'contains'; lit: string } | { kind: 'affix'; lit: string; tail: string };

export interface PatternInfo {
  negative: boolean;
  /** What every path the pattern matches starts with (lower-cased): literal directories, then part of a name. */
  prefix: string;
  /** The last segment as a predicate; undefined when not understood. */
  pred?: Pred;
  /** Literal directory segments after the prefix (lower-cased): each is a component of every matched path. */
  components: string[];
  /** The same, each between slashes (as looked for in a slashed path). */
  slashed: string[];
}

export const SAFE = /^[A-Za-z0-9._@+-]+$/;

/** What a pattern (as given to `ignore`) says about the paths it can match; see GlobIndex. */
export function analysePattern(pattern: string): PatternInfo {
  let s = pattern;
  const negative = s.startsWith('!');
  if (negative) s = s.slice(1);
  // escapes, comments, blanks and surrounding spaces (gitignore trims some of them): not analysed
  if (!s || s.includes('\\') || s.startsWith('#') || /^\s|\s$/.test(s)) return { negative, prefix: '', components: [], slashed: [] };
  const anchored = s.startsWith('/');
  if (anchored) s = s.slice(1);
  if (s.endsWith('/')) s = s.slice(0, -1);
  const segs = s.split('/');
  if (segs.some((x) => x === '' || x === '.' || x === '..')) return { negative, prefix: '', components: [], slashed: [] };
  // the leading literal directories, then the literal start of the first wildcard directory segment
  let prefix = '';
  let i = 0;
  if (anchored || segs.length > 1) {
    for (; i < segs.length - 1 && SAFE.test(segs[i]); i++) prefix += segs[i].toLowerCase() + '/';
    if (i < segs.length - 1) prefix += (/^[A-Za-z0-9._@+-]*/.exec(segs[i])?.[0] ?? '').toLowerCase();
  }
  const components = segs.slice(i, -1).filter((x) => SAFE.test(x)).map((x) => x.toLowerCase());
  return { negative, prefix, pred: lastSegmentPred(segs[segs.length - 1]), components, slashed: components.map((c) => '/' + c + '/') };
}

/** The last segment of a pattern as a predicate on a name: `*`/`**`, `lit`, `*lit`, `lit*`, `*lit*`, `lit*tail`. */
export function lastSegmentPred(last: string): Pred | undefined {
  if (last === '*' || last === '**') return { kind: 'any' };
  const m = /^(\*?)([A-Za-z0-9._@+-]+)(\*?)$/.exec(last);
  if (m) return { kind: m[1] ? (m[3] ? 'contains' : 'suffix') : m[3] ? 'prefix' : 'exact', lit: m[2].toLowerCase() };
  const a = /^([A-Za-z0-9._@+-]+)\*([A-Za-z0-9._@+-]+)$/.exec(last);
  return a ? { kind: 'affix', lit: a[1].toLowerCase(), tail: a[2].toLowerCase() } : undefined;
}

/** A key naming the predicate (equal keys, equal predicates). */
export function predKey(p: Pred): string {
  return p.kind === 'any' ? 'any' : p.kind === 'affix' ? `affix:${p.lit}*${p.tail}` : p.kind + ':' + p.lit;
}

/** Does `name` at `at` spell `lit` (lower-case ASCII), folding only ASCII letters? */
export function foldAt(name: string, at: number, lit: string): boolean {
  for (let j = 0; j < lit.length; j++) {
    let c = name.charCodeAt(at + j);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== lit.charCodeAt(j)) return false;
  }
  return true;
}

/** Does `name` end with `tail` (lower-case ASCII), folding only ASCII letters? (Compared from the end.) */
export function foldEndsWith(name: string, tail: string): boolean {
  const off = name.length - tail.length;
  if (off < 0) return false;
  for (let j = tail.length - 1; j >= 0; j--) {
    let c = name.charCodeAt(off + j);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== tail.charCodeAt(j)) return false;
  }
  return true;
}

export function predHolds(p: Pred, name: string): boolean {
  if (p.kind === 'any') return true;
  const { lit } = p;
  if (name.length < lit.length) return false;
  switch (p.kind) {
    case 'exact':
      return name.length === lit.length && foldAt(name, 0, lit);
    case 'prefix':
      return foldAt(name, 0, lit);
    case 'suffix':
      return foldAt(name, name.length - lit.length, lit);
    case 'contains':
      for (let i = 0; i + lit.length <= name.length; i++) if (foldAt(name, i, lit)) return true;
      return false;
    case 'affix':
      // (the two parts may not overlap: `a*a` needs two characters)
      return name.length >= lit.length + p.tail.length && foldAt(name, 0, lit) && foldEndsWith(name, p.tail);
  }
}

/** predHolds on the component s[from, to) (no string cut out of a path). */
export function predHoldsIn(p: Pred, s: string, from: number, to: number): boolean {
  if (p.kind === 'any') return true;
  const { lit } = p;
  const len = to - from;
  if (len < lit.length) return false;
  switch (p.kind) {
    case 'exact':
      return len === lit.length && foldAt(s, from, lit);
    case 'prefix':
      return foldAt(s, from, lit);
    case 'suffix':
      return foldAt(s, to - lit.length, lit);
    case 'contains':
      for (let i = from; i + lit.length <= to; i++) if (foldAt(s, i, lit)) return true;
      return false;
    case 'affix':
      return len >= lit.length + p.tail.length && foldAt(s, from, lit) && foldAt(s, to - p.tail.length, p.tail);
  }
}
