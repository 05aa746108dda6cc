import picomatch from 'picomatch';
import * as P from 'node:path/posix';

export type ExcludeMatcher = (absPath: string) => boolean;

/**
 * `claudeMdExcludes`: picomatch semantics with `dot: true`, case-sensitive, any pattern matching excludes
 * (picomatch list semantics, so a lone `!pattern` matches every other path). Patterns starting with `/`
 * get a copy rewritten through the realpath of their static prefix's directory.
 */
export function compileExcludes(patterns: string[], realpath: (p: string) => string = (p) => p): ExcludeMatcher {
  const list: string[] = [];
  for (const p of patterns) {
    if (typeof p !== 'string' || p.length === 0) continue;
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
  return (abs) => fns.some((f) => f(abs.replace(/\\/g, '/')));
}
