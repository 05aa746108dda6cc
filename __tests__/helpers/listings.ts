/** Random listings for tree tests: made consistent as git would hold them, and the changes between two. */
import type { IndexedEntry, TreeChange } from '../../src/core/tree.js';

/** A consistent listing: no path is both a file and a directory (git cannot hold both); sorted. */
export function consistent(entries: IndexedEntry[]): IndexedEntry[] {
  const out: IndexedEntry[] = [];
  const files = new Set<string>();
  const dirs = new Set<string>();
  for (const e of entries) {
    if (files.has(e.path) || dirs.has(e.path)) continue;
    const parts = e.path.split('/');
    const ancestors = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
    if (ancestors.some((a) => files.has(a))) continue;
    files.add(e.path);
    for (const a of ancestors) dirs.add(a);
    out.push({ ...e });
  }
  return out.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

/** What `git diff-tree` would report from `base` to `head`: new or changed entries, and removed paths. */
export function changesBetween(base: IndexedEntry[], head: IndexedEntry[]): TreeChange[] {
  const byPath = new Map(base.map((e) => [e.path, e]));
  const headPaths = new Map(head.map((e) => [e.path, e]));
  const changes: TreeChange[] = [];
  for (const e of head) {
    const b = byPath.get(e.path);
    if (!b || b.id !== e.id || b.kind !== e.kind) changes.push({ path: e.path, entry: e });
  }
  for (const e of base) if (!headPaths.has(e.path)) changes.push({ path: e.path, entry: null });
  return changes;
}

/**
 * Every path either side could be asked about: entries, their ancestors, and a few that exist nowhere
 * (with `below`, also a path under each entry).
 */
export function probes(lists: IndexedEntry[][], below = false): string[] {
  const out = new Set<string>(['', 'nope', 'a/nope', 'src/x/nope']);
  for (const l of lists)
    for (const e of l) {
      const parts = e.path.split('/');
      for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('/'));
      if (below) out.add(e.path + '/below');
    }
  return [...out];
}
