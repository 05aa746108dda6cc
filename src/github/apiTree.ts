// Reading a pull request's commits through the REST API, without a checkout (safe under
// pull_request_target): the tree listing comes from the git trees API, and file contents from the git blobs
// API, fetched only when the loader reads them (so only memory files' blobs are ever downloaded), once per
// blob id even across the base and head trees when they share a cache.
import type { Octokit } from '@octokit/rest';
import { IndexedTree, type IndexedEntry } from '../core/tree.js';
import { apiError } from './client.js';

/** Blob contents by blob id: pending or settled fetches, so concurrent reads of one blob make one request. */
export type BlobCache = Map<string, Promise<Buffer>>;

export function createBlobCache(): BlobCache {
  return new Map();
}

/** Live request counters of one apiTree (blobs are fetched lazily, after apiTree has returned). */
export interface ApiTreeStats {
  /** Every request made for this tree: commit resolution, tree listings, blobs. */
  requests: number;
  /** Tree listing requests. */
  trees: number;
  /** Blob requests (blobs found in the cache are not counted). */
  blobs: number;
  /** Whether the recursive listing came back truncated and subtrees were walked instead. */
  truncated: boolean;
}

export interface ApiTreeResult {
  tree: IndexedTree;
  /** The full commit id. */
  commit: string;
  /** The commit's root tree id. */
  treeSha: string;
  stats: ApiTreeStats;
}

interface RawEntry {
  path?: string;
  mode?: string;
  type?: string;
  sha?: string;
  size?: number;
}

/** Subtree listings run this many at a time when a truncated listing has to be walked. */
const WALK_CONCURRENCY = 8;
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function toEntry(e: RawEntry, prefix: string): IndexedEntry | undefined {
  if (!e.path || !e.sha) return undefined;
  const path = prefix ? `${prefix}/${e.path}` : e.path;
  if (e.type === 'blob') return { path, kind: e.mode === '120000' ? 'symlink' : 'file', size: e.size, id: e.sha };
  if (e.type === 'commit') return { path, kind: 'other', id: e.sha };
  return undefined; // trees are implied by the paths below them
}

/**
 * The tree of a commit, read through the REST API. `ref` is a commit id (a branch or tag name is resolved
 * first). Blobs over the loader's read limit are never fetched: their size comes from the listing, which is
 * what the loader checks first. Pass the same `cache` for the base and head trees to fetch shared blobs once.
 */
export async function apiTree(octokit: Octokit, o: { owner: string; repo: string; ref: string; cache?: BlobCache }): Promise<ApiTreeResult> {
  const { owner, repo } = o;
  const stats: ApiTreeStats = { requests: 0, trees: 0, blobs: 0, truncated: false };
  const cache = o.cache ?? createBlobCache();

  let commit = o.ref;
  if (!FULL_SHA.test(commit)) {
    stats.requests++;
    try {
      const r = await octokit.rest.repos.getCommit({ owner, repo, ref: o.ref, mediaType: { format: 'sha' } });
      commit = String(r.data).trim();
    } catch (e) {
      throw apiError(octokit, e, `resolving ${owner}/${repo}@${o.ref}`);
    }
  }
  let treeSha: string;
  stats.requests++;
  try {
    treeSha = (await octokit.rest.git.getCommit({ owner, repo, commit_sha: commit })).data.tree.sha;
  } catch (e) {
    throw apiError(octokit, e, `reading commit ${owner}/${repo}@${commit}`);
  }

  const listTree = async (sha: string, recursive: boolean): Promise<{ tree: RawEntry[]; truncated: boolean }> => {
    stats.requests++;
    stats.trees++;
    try {
      const { data } = await octokit.rest.git.getTree({ owner, repo, tree_sha: sha, ...(recursive ? { recursive: '1' } : {}) });
      if (!Array.isArray(data?.tree)) throw new Error(`malformed tree listing for ${sha}`);
      return { tree: data.tree, truncated: data.truncated === true };
    } catch (e) {
      throw apiError(octokit, e, `listing tree ${owner}/${repo}@${sha}`);
    }
  };

  // A recursive listing of a subtree; when GitHub truncates it, its entries are listed non-recursively and
  // each of its subtrees is tried recursively again (few requests for the usual shape of a big monorepo).
  const walk = async (sha: string, prefix: string, tryRecursive: boolean): Promise<IndexedEntry[]> => {
    if (tryRecursive) {
      const full = await listTree(sha, true);
      if (!full.truncated) return full.tree.map((e) => toEntry(e, prefix)).filter((e): e is IndexedEntry => !!e);
      stats.truncated = true;
    }
    const level = await listTree(sha, false);
    const out: IndexedEntry[] = [];
    const subtrees: RawEntry[] = [];
    for (const e of level.tree) {
      if (e.type === 'tree' && e.path && e.sha) subtrees.push(e);
      else {
        const entry = toEntry(e, prefix);
        if (entry) out.push(entry);
      }
    }
    const nested = await mapLimit(subtrees, WALK_CONCURRENCY, (t) => walk(t.sha!, prefix ? `${prefix}/${t.path}` : t.path!, true));
    return out.concat(...nested);
  };
  const entries = await walk(treeSha, '', true);

  const fetchBlob = async (sha: string): Promise<Buffer> => {
    stats.requests++;
    stats.blobs++;
    try {
      const { data } = await octokit.rest.git.getBlob({ owner, repo, file_sha: sha });
      const buf = Buffer.from(data.content ?? '', data.encoding === 'base64' ? 'base64' : 'utf8');
      if (typeof data.size === 'number' && buf.length !== data.size) throw new Error(`blob ${sha}: got ${buf.length} bytes, expected ${data.size}`);
      return buf;
    } catch (e) {
      throw apiError(octokit, e, `reading blob ${owner}/${repo}@${sha}`);
    }
  };
  const blob = (sha: string): Promise<Buffer> => {
    let p = cache.get(sha);
    if (!p) {
      p = fetchBlob(sha);
      cache.set(sha, p);
      // a failed fetch is not remembered: a later read tries again
      p.catch(() => cache.delete(sha));
    }
    return p;
  };

  const tree = new IndexedTree(`api ${owner}/${repo}@${commit.slice(0, 12)}`, entries, async (e, maxBytes) => {
    if (!e.id) return undefined;
    // The listing knows every blob's size, and the loader checks it before reading: a blob over the limit
    // is never downloaded (unlike gitTree, which hands out maxBytes + 1 bytes for the caller to notice).
    if (e.size !== undefined && e.size > maxBytes) return undefined;
    const b = await blob(e.id);
    return b.length > maxBytes + 1 ? b.subarray(0, maxBytes + 1) : b;
  });
  return { tree, commit, treeSha, stats };
}

export type FileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface ChangedFile {
  path: string;
  /** The old path of a renamed (or copied) file. */
  previous?: string;
  status: FileStatus;
}

/** GitHub lists at most this many files of a pull request. */
export const PULL_FILES_CAP = 3000;

/**
 * The files a pull request changes (GET /pulls/{n}/files, 100 per page). `complete` is false when the
 * listing stops at GitHub's 3000-file cap, or at fewer files than `expected` (the pull request's
 * `changed_files`, when the caller has it).
 */
export async function changedFiles(
  octokit: Octokit,
  o: { owner: string; repo: string; pull_number: number; expected?: number },
): Promise<{ files: ChangedFile[]; complete: boolean }> {
  try {
    const list = await octokit.paginate(octokit.rest.pulls.listFiles, { owner: o.owner, repo: o.repo, pull_number: o.pull_number, per_page: 100 });
    const files = list.map((f): ChangedFile => ({ path: f.filename, status: f.status, ...(f.previous_filename ? { previous: f.previous_filename } : {}) }));
    const complete = o.expected !== undefined ? files.length >= o.expected : files.length < PULL_FILES_CAP;
    return { files, complete };
  } catch (e) {
    throw apiError(octokit, e, `listing the files of ${o.owner}/${o.repo}#${o.pull_number}`);
  }
}

export interface PullInfo {
  number: number;
  state: string;
  title: string;
  base: { sha: string; ref: string; repo: string };
  /** `repo` is null when the head repository (a fork) has been deleted. */
  head: { sha: string; ref: string; repo: string | null };
  /** Head and base live in different repositories. */
  fork: boolean;
  changedFiles: number;
}

/** The essentials of a pull request (GET /pulls/{n}). */
export async function pullRequest(octokit: Octokit, o: { owner: string; repo: string; pull_number: number }): Promise<PullInfo> {
  try {
    const { data } = await octokit.rest.pulls.get(o);
    const baseRepo = data.base.repo.full_name;
    const headRepo = data.head.repo?.full_name ?? null;
    return {
      number: data.number,
      state: data.state,
      title: data.title,
      base: { sha: data.base.sha, ref: data.base.ref, repo: baseRepo },
      head: { sha: data.head.sha, ref: data.head.ref, repo: headRepo },
      fork: headRepo !== baseRepo,
      changedFiles: data.changed_files,
    };
  } catch (e) {
    throw apiError(octokit, e, `reading ${o.owner}/${o.repo}#${o.pull_number}`);
  }
}

/**
 * The merge base of two commits (GET /compare/{base}...{head}: the commit a pull request's diff starts from),
 * with how far head is ahead of and behind base.
 */
export async function mergeBase(
  octokit: Octokit,
  o: { owner: string; repo: string; base: string; head: string },
): Promise<{ mergeBase: string; status: string; aheadBy: number; behindBy: number }> {
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({ owner: o.owner, repo: o.repo, basehead: `${o.base}...${o.head}`, per_page: 1 });
    return { mergeBase: data.merge_base_commit.sha, status: data.status, aheadBy: data.ahead_by, behindBy: data.behind_by };
  } catch (e) {
    throw apiError(octokit, e, `comparing ${o.owner}/${o.repo} ${o.base}...${o.head}`);
  }
}
