/**
 * Linear-time evaluation of the regular expressions the `ignore` package builds from rule globs.
 *
 * `ignore` (the gitignore matcher Claude Code uses for a rule's `paths:`) compiles each pattern to a
 * JavaScript regular expression. Within one path segment its wildcards are pinned so they cannot backtrack,
 * but every `**` between two slashes becomes `(?:\/[^\/]+)*`, and a pattern with k of them backtracks over the directories of
 * a path in O(depth^k): `[^a]` followed by thirty `**` segments and `x` against a path 200 directories deep takes minutes, in
 * a synchronous call no timeout can interrupt. A pull request author writes those patterns.
 *
 * A rule whose expression holds two or more such quantifiers is evaluated instead by RE2 (the `re2js`
 * port: automata, no backtracking, time linear in the path) on the same expression rewritten into RE2's
 * syntax, which has no lookaround. The rewrite keeps the language exactly:
 * - `(?=$|\/$)` ends every expression that has it: for `test`, a lookahead at the very end is the same
 *   as consuming it, `(?:$|\/$)`;
 * - `(?:(?!SEP)[^\/])*` is a wildcard pinned to the first occurrence of the fixed-length piece SEP that
 *   follows it. Another wildcard follows SEP in the same segment, so stopping at the first occurrence
 *   loses no match: it is `[^\/]*`;
 * - `(?!\/)[…]` is a bracket expression that could admit `/`: the class minus `/`.
 * Expressions that cannot be rewritten (an escape RE2 does not know) keep JavaScript's engine.
 */
import { RE2JS } from 're2js';

/** Multi-directory quantifiers (a `**` segment) in an `ignore` expression. */
const MULTI_DIR = /\(\?:\\\/\[\^\\\/\]\+\)[*+]/g;

/** At this many multi-directory quantifiers an expression is evaluated by RE2. */
export const RISKY_MULTI_DIR = 2;

export function isRiskySource(source: string): boolean {
  return (source.match(MULTI_DIR)?.length ?? 0) >= RISKY_MULTI_DIR;
}

/** The end of a bracket expression starting at `i` (`source[i] === '['`): the index after its `]`. */
function classEnd(source: string, i: number): number {
  let j = i + 1;
  if (source[j] === '^') j++;
  if (source[j] === ']') j++;
  while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** `[body]` without `/`: ranges that span `/` (U+002F) are split around it, a literal `/` is dropped. */
function classWithoutSlash(cls: string): string | undefined {
  if (cls.startsWith('[^')) return `[^\\/${cls.slice(2, -1)}]`;
  const body = cls.slice(1, -1);
  const items: Array<[number, number]> = [];
  const atoms: string[] = [];
  for (let i = 0; i < body.length; ) {
    let c: string;
    if (body[i] === '\\') {
      c = body.slice(i, i + 2);
      i += 2;
    } else {
      if (body[i] === '[' && body[i + 1] === ':') return undefined; // POSIX class: keep JavaScript's engine
      c = body[i++];
    }
    atoms.push(c);
  }
  const code = (a: string): number => (a.length === 2 ? a.codePointAt(1)! : a.codePointAt(0)!);
  for (let k = 0; k < atoms.length; k++) {
    if (atoms[k + 1] === '-' && k + 2 < atoms.length) {
      items.push([code(atoms[k]), code(atoms[k + 2])]);
      k += 2;
    } else items.push([code(atoms[k]), code(atoms[k])]);
  }
  const SLASH = 0x2f;
  const parts: string[] = [];
  const esc = (n: number): string => `\\x{${n.toString(16)}}`;
  for (const [lo, hi] of items) {
    if (hi < lo) return undefined;
    if (hi < SLASH || lo > SLASH) parts.push(lo === hi ? esc(lo) : `${esc(lo)}-${esc(hi)}`);
    else {
      if (lo < SLASH) parts.push(lo === SLASH - 1 ? esc(lo) : `${esc(lo)}-${esc(SLASH - 1)}`);
      if (hi > SLASH) parts.push(hi === SLASH + 1 ? esc(hi) : `${esc(SLASH + 1)}-${esc(hi)}`);
    }
  }
  return parts.length ? `[${parts.join('')}]` : undefined;
}

const TEMPERED_OPEN = '(?:(?!';
const TEMPERED_CLOSE = ')[^\\/])*';
const NON_SLASH = '(?!\\/)';
const TRAILING = '(?=$|\\/$)';

/** `ignore`'s expression source in RE2 syntax with the same language, or undefined. */
export function toRe2Source(source: string): string | undefined {
  let out = '';
  let i = 0;
  while (i < source.length) {
    if (source.startsWith(TEMPERED_OPEN, i)) {
      // the separator is a run of single tokens: characters, escapes and bracket expressions
      let j = i + TEMPERED_OPEN.length;
      while (j < source.length && !source.startsWith(TEMPERED_CLOSE, j)) {
        if (source[j] === '\\') j += 2;
        else if (source[j] === '[') j = classEnd(source, j);
        else if (source[j] === '(' || source[j] === ')') return undefined;
        else j++;
      }
      if (j >= source.length) return undefined;
      out += '[^\\/]*';
      i = j + TEMPERED_CLOSE.length;
    } else if (source.startsWith(NON_SLASH, i) && source[i + NON_SLASH.length] === '[') {
      const start = i + NON_SLASH.length;
      const end = classEnd(source, start);
      const cls = classWithoutSlash(source.slice(start, end));
      if (cls === undefined) return undefined;
      out += cls;
      i = end;
    } else if (source.startsWith(TRAILING, i)) {
      if (i + TRAILING.length !== source.length) return undefined;
      out += '(?:$|\\/$)';
      i += TRAILING.length;
    } else if (source.startsWith('(?=', i) || source.startsWith('(?!', i) || source.startsWith('(?<', i)) {
      return undefined;
    } else if (source[i] === '\\') {
      out += source.slice(i, i + 2);
      i += 2;
    } else if (source[i] === '[') {
      const end = classEnd(source, i);
      out += source.slice(i, end);
      i = end;
    } else out += source[i++];
  }
  return out;
}

/** A tester with RegExp's `test` for an `ignore` expression, in linear time; undefined when not expressible. */
export function linearTester(re: RegExp): { test(s: string): boolean } | undefined {
  const src = toRe2Source(re.source);
  if (src === undefined) return undefined;
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(src, re.ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
  } catch {
    return undefined;
  }
  return { test: (s: string) => compiled.matcher(s).find() };
}

interface IgnoreRuleInternals {
  regex: RegExp;
  _regex?: unknown;
}
interface IgnoreInternals {
  _rules?: { _rules?: IgnoreRuleInternals[] };
}

/**
 * Replaces the expression of every risky rule of a freshly built `ignore` matcher with its linear-time
 * tester. `ignore` builds a rule's expression lazily in a getter that returns the cached `_regex` when
 * present and otherwise defines it (read-only); so the expression is built on a probe that inherits from
 * the rule, and the tester is set as the rule's `_regex` before anything reads it. That is the one hook
 * this needs; a test keeps it honest against the installed version. Returns how many rules were hardened
 * and how many risky rules could not be (they keep JavaScript's engine).
 */
export function hardenIgnore(ig: unknown): { hardened: number; unhardened: number } {
  const rules = (ig as IgnoreInternals)._rules?._rules;
  let hardened = 0;
  let unhardened = 0;
  if (!Array.isArray(rules)) return { hardened, unhardened };
  for (const rule of rules) {
    // a multi-directory quantifier comes from a `**` segment: fewer than two `**` in the pattern, no risk
    // (and no second compilation of the expression)
    const pattern = (rule as { pattern?: unknown }).pattern;
    if (typeof pattern === 'string' && pattern.indexOf('**') === pattern.lastIndexOf('**')) continue;
    if (Object.prototype.hasOwnProperty.call(rule, '_regex')) continue;
    let re: RegExp;
    try {
      re = (Object.create(rule) as IgnoreRuleInternals).regex;
    } catch {
      continue;
    }
    if (!(re instanceof RegExp) || !isRiskySource(re.source)) continue;
    const tester = linearTester(re);
    if (!tester) {
      unhardened++;
      continue;
    }
    Object.defineProperty(rule, '_regex', { value: tester });
    hardened++;
  }
  return { hardened, unhardened };
}
