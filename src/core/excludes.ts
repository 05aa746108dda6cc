import picomatch from 'picomatch';
import * as P from 'node:path/posix';

export type ExcludeMatcher = (absPath: string) => boolean;

/**
 * `claudeMdExcludes`: picomatch semantics with `dot: true`, case-sensitive, any pattern matching excludes
 * (picomatch list semantics, so a lone `!pattern` matches every other path). Patterns starting with `/`
 * get a copy rewritten through the realpath of their static prefix's directory.
 */
export function compileExcludes(patterns: string[], realpath: (p: string) => string = (p) => p, problems?: string[]): ExcludeMatcher {
  const list: string[] = [];
  let kept = 0;
  for (const p of patterns) {
    if (typeof p !== 'string' || p.length === 0) continue;
    // the patterns come from the repository's settings: bounded in number and in backtracking
    if (kept >= MAX_PATTERNS) {
      problems?.push(`claudeMdExcludes: only the first ${MAX_PATTERNS} patterns are used`);
      break;
    }
    const risk = picomatchRisk(p);
    if (risk) {
      problems?.push(`claudeMdExcludes: ${JSON.stringify(p.length > 120 ? p.slice(0, 119) + '…' : p)} ${risk} and is ignored`);
      continue;
    }
    kept++;
    list.push(p);
    if (p.startsWith('/')) {
      const m = /[*?{[]/.exec(p);
      const prefix = m ? p.slice(0, m.index) : p;
      const dir = P.dirname(prefix);
      const real = realpath(dir);
      if (real !== dir) list.push(real + p.slice(dir.length));
    }
  }
  if (list.length === 0) return () => false;
  const fns = list.map((p) => {
    try {
      return picomatch(p, { dot: true });
    } catch {
      return () => false;
    }
  });
  return (abs) => {
    const path = abs.replace(/\\/g, '/');
    // a path no file system can hold (PATH_MAX, NAME_MAX) names no file: never matched, never backtracked over
    if (path.length >= 4096 || path.split('/').some((c) => c.length > 255)) return false;
    return fns.some((f) => f(path));
  };
}

/** At most this many patterns are used (a hostile settings file can hold a million). */
export const MAX_PATTERNS = 100;
/** Wildcards (`*`, extglobs) allowed in one path segment of a pattern given to picomatch. */
const MAX_WILDCARDS = 2;

/**
 * Why picomatch must not be given this (repository-written) pattern, or undefined when it is safe:
 * picomatch compiles each `*` and extglob to a backtracking quantifier (three in one segment cost O(n³)
 * a match, more are exponential), and 4.0.7's parser loops forever on a pattern ending in four
 * backslashes (it skips past the end of the input). For any picomatch use on repository text.
 */
export function picomatchRisk(p: string): string | undefined {
  if (/\\{3}/.test(p)) return 'holds a run of backslashes (picomatch never returns on some)';
  if (p.split('/').some((seg) => seg !== '**' && (seg.match(/\*|[+?@!]\(/g)?.length ?? 0) > MAX_WILDCARDS))
    return `has more than ${MAX_WILDCARDS} wildcards in one path segment (matching it can take exponential time)`;
  return undefined;
}
