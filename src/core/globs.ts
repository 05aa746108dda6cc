import ignore, { type Ignore } from 'ignore';
import { expandBraces, newBudget } from './braces.js';
import { splitPaths } from './frontmatter.js';

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

const matcherCache = new Map<string, Ignore>();

/** gitignore semantics (the `ignore` package, case-insensitive), invalid patterns dropped. */
export function compileGlobs(globs: string[]): Ignore {
  const key = globs.join('\0');
  let ig = matcherCache.get(key);
  if (!ig) {
    // Claude Code's matcher lets a trailing `**/` match zero directories (`src/**/` covers everything under src)
    ig = ignore({ ignorecase: true }).add(globs.filter(isValidPattern).map((g) => (g.length > 3 && g.endsWith('/**/') ? g.slice(0, -1) : g)));
    if (matcherCache.size > 5000) matcherCache.clear();
    matcherCache.set(key, ig);
  }
  return ig;
}

/** Does `rel` (a path relative to the rule's base directory) match? Returns the last pattern that decided it. */
export function matchGlobs(globs: string[], rel: string): { matched: boolean; pattern?: string } {
  if (!rel || rel.startsWith('..') || rel.startsWith('/')) return { matched: false };
  let ig: Ignore;
  try {
    ig = compileGlobs(globs);
    if (!ig.ignores(rel)) return { matched: false };
  } catch {
    return { matched: false };
  }
  // find which pattern matched (for provenance): the last positive pattern that matches on its own
  for (let i = globs.length - 1; i >= 0; i--) {
    const g = globs[i];
    if (g.startsWith('!') || !isValidPattern(g)) continue;
    try {
      if (compileGlobs([g]).ignores(rel)) return { matched: true, pattern: g };
    } catch {
      /* ignore */
    }
  }
  return { matched: true };
}
