/** A git repository as a review source: commits through ls-tree / cat-file, and its working tree. */
import type { Change } from '../../core/review/relevance.js';
import { UsageError } from '../../errors.js';
import { FsTree } from '../fsTree.js';
import type { RepoSource, Side } from '../types.js';
import { CatFile, git } from './catFile.js';
import { gitTree, resolveCommit, type GitSide } from './tree.js';

export { CatFile, git } from './catFile.js';
export { gitTree, resolveCommit, revParse, type GitSide } from './tree.js';

export interface GitSource extends RepoSource {
  /** The merge-base of HEAD with the default branch (origin/HEAD, origin/main, …, master). */
  defaultBase(): Promise<string>;
  /** Whether the repository has this commit. */
  hasCommit(sha: string): Promise<boolean>;
}

/**
 * The repository at `root` (a real directory). The first commit opened is listed in full (its memory
 * files fetched while git lists it); every later one is that listing plus `git diff-tree` (an overlay),
 * opened concurrently with the first. All blobs go through one `git cat-file` process.
 */
export function gitSource(root: string): GitSource {
  const cat = new CatFile(root);
  let first: Promise<GitSide> | undefined;
  let listings = 0;
  return {
    kind: 'git',
    root,
    async open(ref, label) {
      if (ref === undefined) return { tree: new FsTree(root), label: label ?? 'working tree' };
      let opened: Promise<GitSide>;
      if (!first) {
        cat.warm();
        opened = first = resolveCommit(root, ref, cat).then((commit) => gitTree(root, { commit }, cat, undefined, { fetchWhileListing: true }));
      } else {
        const base = first;
        opened = gitTree(root, ref, cat, { commit: base.then((s) => s.commit), side: base });
      }
      opened.catch(() => undefined);
      listings++;
      let g: GitSide;
      try {
        g = await opened;
      } catch (e) {
        throw new UsageError(`cannot read git ref ${JSON.stringify(ref)} in ${root}: ${(e as Error).message.split('\n')[0]}`);
      }
      return {
        tree: g.tree,
        commit: g.commit,
        label: label ?? (/^[0-9a-f]{7,40}$/i.test(ref) ? g.commit.slice(0, 7) : `${ref} @ ${g.commit.slice(0, 7)}`),
        prefetch: () => g.prefetch().catch(() => undefined),
      };
    },
    async mergeBase(base, head) {
      try {
        return (await git(root, ['merge-base', base, head])).trim();
      } catch {
        // shallow history: deepen once, then fall back to the base commit itself
        try {
          await git(root, ['fetch', '--no-tags', '--deepen=200', 'origin', base, head]);
          return (await git(root, ['merge-base', base, head])).trim();
        } catch {
          return base;
        }
      }
    },
    async changes(base: Side, head: Side) {
      if (!base.commit || !head.commit) return undefined;
      return parseNameStatus(await git(root, ['diff', '--name-status', '-M', '-z', base.commit, head.commit]));
    },
    async defaultBase() {
      const candidates: string[] = [];
      try {
        candidates.push((await git(root, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'])).trim());
      } catch {
        /* no remote HEAD */
      }
      candidates.push('origin/main', 'origin/master', 'main', 'master');
      for (const c of candidates) {
        if (!c) continue;
        try {
          await git(root, ['rev-parse', '--verify', '--quiet', c + '^{commit}']);
          return (await git(root, ['merge-base', 'HEAD', c])).trim();
        } catch {
          /* try the next */
        }
      }
      throw new UsageError('no --base given and no default branch (origin/HEAD, main, master) to take the merge-base with');
    },
    hasCommit: async (sha) => (await cat.commitOf(sha).catch(() => undefined)) !== undefined,
    close: () => cat.close(),
    stats: () => `git (${listings} tree listing${listings === 1 ? '' : 's'}, cat-file for ${cat.requests} blobs)`,
  };
}

/** `git diff --name-status -M -z` output as changes. */
export function parseNameStatus(out: string): Change[] {
  const parts = out.split('\0').filter((x, i, a) => x !== '' || i < a.length - 1);
  const list: Change[] = [];
  for (let i = 0; i < parts.length; ) {
    const st = parts[i++];
    if (!st) break;
    const code = st[0];
    if (code === 'R' || code === 'C') {
      const previous = parts[i++];
      list.push({ path: parts[i++], previous, status: code === 'R' ? 'renamed' : 'copied' });
    } else list.push({ path: parts[i++], status: code === 'A' ? 'added' : code === 'D' ? 'removed' : 'modified' });
  }
  return list;
}

/**
 * The git clone at `dir` (or the repository it lies in) with the given commits, fetching those it lacks in
 * one shallow fetch; undefined when there is no clone or a commit cannot be had.
 */
export async function openClone(dir: string, shas: string[], log: (m: string) => void): Promise<GitSource | undefined> {
  let root: string;
  try {
    const [inside, top] = (await git(dir, ['rev-parse', '--is-inside-work-tree', '--show-toplevel'])).trim().split('\n');
    if (inside !== 'true' || !top) return undefined;
    root = top;
  } catch {
    return undefined;
  }
  // (the source's own cat-file processes answer whether the commits are here, and then read them)
  const source = gitSource(root);
  const present = await Promise.all(shas.map((sha) => source.hasCommit(sha)));
  const missing = shas.filter((_, i) => !present[i]);
  if (!missing.length) return source;
  // one fetch for every missing commit: each is a round trip to the server
  source.close();
  const names = missing.map((sha) => sha.slice(0, 12)).join(' and ');
  log(`Fetching ${names} (not in the local clone)`);
  try {
    await git(root, ['-c', 'protocol.version=2', 'fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', ...missing]);
  } catch (e) {
    log(`Could not fetch ${names}: ${(e as Error).message.split('\n')[0]}`);
    return undefined;
  }
  return gitSource(root);
}

export { lsTree, LsTreeParser, parseLsTree, parseLsTreeColumns, type LsTreeColumns } from './lsTree.js';
export { parseDiffTree } from './diffTree.js';
export { PREFETCH_HINTS } from './tree.js';
