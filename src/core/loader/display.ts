import * as P from 'node:path/posix';
import { isInside, normalizeAbs } from '../vfs.js';
import type { LoaderOptions } from './types.js';

/**
 * How one Loader shows an absolute path (memoised): relative to the root, `~/…` under the home,
 * `memory/…` under the memory directory, else absolute.
 */
export function displayer(opts: Pick<LoaderOptions, 'root' | 'memoryDir' | 'home'>): (abs: string) => string {
  const displayed = new Map<string, string>();
  let displayDirs: { root: string; memoryDir?: string; home?: string } | undefined;
  const displayOf = (abs: string): string => {
    const dirs = (displayDirs ??= {
      root: normalizeAbs(opts.root),
      memoryDir: opts.memoryDir ? normalizeAbs(opts.memoryDir) : undefined,
      home: opts.home ? normalizeAbs(opts.home) : undefined,
    });
    const { memoryDir, root, home } = dirs;
    // a memory directory committed inside the repository is shown by its repository path
    if (memoryDir && isInside(abs, memoryDir) && !isInside(memoryDir, root)) return 'memory/' + P.relative(memoryDir, abs);
    if (isInside(abs, root)) {
      // (a normalised path inside the root is shown by its remainder: what P.relative gives, without resolving both)
      if (normalizeAbs(abs) === abs) return abs === root ? '.' : abs.slice(root === '/' ? 1 : root.length + 1);
      return P.relative(root, abs) || '.';
    }
    if (home && isInside(abs, home)) return '~/' + P.relative(home, abs);
    return abs;
  };
  return (abs: string): string => {
    let d = displayed.get(abs);
    if (d === undefined) displayed.set(abs, (d = displayOf(abs)));
    return d;
  };
}
