/** A commit of a git repository as a RepoTree: ls-tree (or the other side's listing plus diff-tree) and cat-file. */
import P from 'node:path';
import { MAX_FILE_BYTES, MAX_INCLUDE_DEPTH } from '../../core/constants.js';
import { importHints } from '../../core/markdown.js';
import { isMemoryFile } from '../../core/memoryPaths.js';
import { IndexedTree, OverlayTree, type IndexedEntry } from '../../core/tree.js';
import { CatFile, git } from './catFile.js';
import { parseDiffTree } from './diffTree.js';
import { lsTree } from './lsTree.js';

export interface GitSide {
  tree: IndexedTree | OverlayTree;
  commit: string;
  cat: CatFile;
  /**
   * Fetches the memory files (or the files `want` picks) ahead of the loader in pipelined bursts, then
   * (memory files only) what their text names as imports, hop by hop.
   */
  prefetch: (want?: (path: string) => boolean) => Promise<void>;
}

/** At most this many files, and bytes, fetched ahead of the loader because a memory file's text names them (a quarter of the blob cache: the rest stays for what the loader reads). */
export const PREFETCH_HINTS = { files: 20_000, bytes: 16 << 20 };

/** A changed-path count above which the head is listed in full instead of as an overlay on the base. */
const OVERLAY_MAX = { paths: 50_000, share: 0.25 };

export async function revParse(repo: string, ref: string): Promise<string> {
  return (await git(repo, ['rev-parse', '--verify', '--end-of-options', ref + '^{commit}'])).trim();
}

/**
 * The commit `ref` names, asked of `cat`'s running `git cat-file --batch-check` (no process started for
 * it); only when that answers no commit, `git rev-parse` is run, for its error.
 */
export async function resolveCommit(repo: string, ref: string, cat: CatFile): Promise<string> {
  const oid = await cat.commitOf(ref).catch(() => undefined);
  return oid ?? revParse(repo, ref);
}

/**
 * A commit of a git repository, read with ls-tree and cat-file (no checkout). The listing carries no sizes
 * (`ls-tree -l` costs a lookup of every blob in the tree); an entry's size is looked up when it is stat'ed
 * or read, so files over the read limit are still never fetched. Blobs are fetched once per CatFile.
 * With `over` (another commit's side), the tree is that side's plus `git diff-tree` between the two commits
 * (an OverlayTree): the head of a review needs no second full listing. A diff over OVERLAY_MAX falls back to
 * a full listing.
 */
export async function gitTree(
  repo: string,
  ref: string | { commit: string },
  cat?: CatFile,
  over?: { commit: string | Promise<string>; side: GitSide | Promise<GitSide> },
  opts: { fetchWhileListing?: boolean } = {},
): Promise<GitSide> {
  const c = cat ?? new CatFile(repo);
  // (a commit the caller resolved already is not asked for again)
  let commit: string;
  try {
    commit = typeof ref === 'string' ? await resolveCommit(repo, ref, c) : ref.commit;
  } catch (e) {
    // (a CatFile of its own is not left running)
    if (!cat) c.close();
    throw e;
  }
  const sizeOf = (e: IndexedEntry): Promise<number | undefined> => (e.id ? c.size(e.id) : Promise.resolve(undefined));
  const fetch = async (e: IndexedEntry, max: number): Promise<Buffer | undefined> => {
    if (!e.id) return undefined;
    if (e.kind === 'file') {
      if (e.size === undefined) e.size = await sizeOf(e);
      if (e.size !== undefined && e.size > max + 1) return undefined;
    }
    return c.readCached(e.id);
  };
  const label = `git ${commit.slice(0, 12)}`;
  let tree: IndexedTree | OverlayTree | undefined;
  if (over) {
    // the diff runs while the other side is still being listed
    const from = await over.commit;
    const diff = await git(repo, ['diff-tree', '-r', '-z', '--no-renames', from, commit]);
    const base = await over.side;
    const changes = parseDiffTree(diff);
    if (base.tree instanceof IndexedTree && changes.length <= Math.max(1000, Math.min(OVERLAY_MAX.paths, OVERLAY_MAX.share * base.tree.pathCount()))) {
      tree = new OverlayTree(label, base.tree, changes, fetch, sizeOf);
    }
  }
  if (!tree) {
    // with fetchWhileListing, memory files are fetched while git is still listing (the main thread waits on
    // the listing anyway): the prefetch then finds their sizes and contents cached
    const early = (path: string, oid: string) => {
      if (isMemoryFile(path)) c.size(oid).then((n) => (n !== undefined && n <= MAX_FILE_BYTES ? c.readCached(oid) : undefined)).catch(() => undefined);
    };
    const cols = await lsTree(repo, commit, opts.fetchWhileListing ? early : undefined);
    tree = IndexedTree.fromColumns(label, cols.paths, cols.kinds, cols.ids, fetch, sizeOf, cols.ordered, cols.md);
  }
  const t = tree;
  const md = t.markdownFiles();
  const prefetch = async (want?: (path: string) => boolean): Promise<void> => {
    const picked: IndexedEntry[] = [];
    const pick = (p: string) => {
      if (!(want ?? isMemoryFile)(p)) return;
      const e = t.entry(p);
      if (e && e.kind === 'file' && e.id) picked.push(e);
    };
    // memory files are markdown: only those paths are looked at, unless the caller picks otherwise
    if (!want) for (const p of md) pick(p);
    else for (const p of await t.listFiles()) pick(p);
    // sizes (one pipelined burst), each file's contents asked for as soon as its size allows; then the files
    // those import, as far as their raw text tells, for as many hops as the loader follows (depth 0 to 4)
    // (the hints are a superset of the imports the loader follows, code and comments included: what they
    // fetch is bounded, past which the loader reads such files itself, one at a time, as before)
    const seen = new Set(picked.map((e) => e.path));
    const hinted = { files: 0, bytes: 0 };
    for (let hop = 0; picked.length && hop < MAX_INCLUDE_DEPTH; hop++) {
      const current = picked.slice();
      picked.length = 0;
      let texts: (Buffer | undefined)[];
      if (hop === 0) {
        // (each read is asked for as soon as its size is known: the two git processes work side by side)
        texts = await Promise.all(current.map(async (e) => ((e.size ??= await c.size(e.id!)) !== undefined && e.size <= MAX_FILE_BYTES ? c.readCached(e.id!) : undefined)));
      } else {
        // (what text names is fetched within a budget, taken in order: sizes first)
        await Promise.all(current.map(async (e) => (e.size ??= await c.size(e.id!))));
        texts = await Promise.all(
          current.map((e) => {
            if (e.size === undefined || e.size > MAX_FILE_BYTES || hinted.bytes + e.size > PREFETCH_HINTS.bytes) return undefined;
            hinted.bytes += e.size;
            return c.readCached(e.id!);
          }),
        );
      }
      if (want) break;
      current.forEach((e, i) => {
        const text = texts[i]?.toString('utf8');
        if (!text) return;
        const dir = P.posix.dirname(e.path);
        for (const h of importHints(text)) {
          if (h.startsWith('~') || h.startsWith('/')) continue;
          const p = P.posix.normalize(dir === '.' ? h : dir + '/' + h);
          if (p.startsWith('../') || p === '..') continue;
          if (seen.has(p) || hinted.files >= PREFETCH_HINTS.files) continue;
          const f = t.entry(p);
          if (f && f.kind === 'file' && f.id) {
            seen.add(p);
            hinted.files++;
            picked.push(f);
          }
        }
      });
    }
  };
  return { tree: t, commit, cat: c, prefetch };
}

