/** A GitHub repository read through the REST API (no clone at all): trees and blobs, shared blob cache. */
import type { Change } from '../core/review/relevance.js';
import type { IndexedTree, RepoTree } from '../core/tree.js';
import { apiTree, createBlobCache, mergeBase } from '../github/apiTree.js';
import type { Octokit } from '../github/client.js';
import type { RepoSource } from './types.js';

type Listed = Awaited<ReturnType<typeof apiTree>>;

export function apiSource(octokit: Octokit, repo: { owner: string; repo: string }): RepoSource {
  const cache = createBlobCache();
  /** Trees by full commit id. */
  const trees = new Map<string, Listed>();
  const sum = (f: (t: Listed) => number) => [...trees.values()].reduce((a, t) => a + f(t), 0);
  return {
    kind: 'api',
    root: '/repository',
    async open(ref, label) {
      if (ref === undefined) throw new Error('the REST API has no working tree');
      const t = trees.get(ref) ?? (await apiTree(octokit, { ...repo, ref, cache }));
      trees.set(t.commit, t);
      return { tree: t.tree as RepoTree, commit: t.commit, label: label ?? t.commit.slice(0, 7) };
    },
    async mergeBase(base, head) {
      return (await mergeBase(octokit, { ...repo, base, head })).mergeBase;
    },
    // The diff of the two listings already fetched: no request, exact for the commits under review (the
    // pull request's file list follows its current head, which may have moved on since this event), and no
    // 3,000-file cap.
    async changes(base, head) {
      const a = base.commit && trees.get(base.commit);
      const b = head.commit && trees.get(head.commit);
      return a && b ? diffTrees(a.tree, b.tree) : undefined;
    },
    close: () => undefined,
    stats: () => `REST API (${sum((t) => t.stats.requests)} requests: ${sum((t) => t.stats.trees)} tree listings, ${sum((t) => t.stats.blobs)} blobs)`,
  };
}

/**
 * The files that differ between two listed trees, by blob id and kind (a rename shows as a removal and an
 * addition, which classifies the same way: both paths are looked at, and both are structural).
 */
export async function diffTrees(base: IndexedTree, head: IndexedTree): Promise<Change[]> {
  const out: Change[] = [];
  const headFiles = await head.listFiles();
  const inHead = new Set(headFiles);
  for (const p of headFiles) {
    const a = base.entry(p);
    const b = head.entry(p)!;
    if (!a) out.push({ path: p, status: 'added' });
    else if (a.id !== b.id || a.kind !== b.kind) out.push({ path: p, status: 'modified' });
  }
  for (const p of await base.listFiles()) if (!inHead.has(p)) out.push({ path: p, status: 'removed' });
  return out.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}
