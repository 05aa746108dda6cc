/**
 * A loopback stand-in for the GitHub REST API, for tests: a real node:http server on 127.0.0.1 (random port)
 * answering with GitHub's response shapes, backed by real git repositories (trees and blobs come from
 * `git ls-tree` / `git cat-file`, diffs from `git diff`), so clients can be tested over HTTP end to end.
 *
 *   const gh = await startFakeGitHub({ repos: { 'octo/repo': repoDir } });
 *   gh.addPull({ number: 7, base: 'main', head: 'feature' });
 *   const octokit = createClient({ token: gh.token, baseUrl: gh.url });
 *   …
 *   expect(gh.requests('POST', /\/issues\/7\/comments$/)).toHaveLength(1);
 *   expect(gh.state.tokenLeaks).toEqual([]);
 *   await gh.close();
 *
 * Endpoints (all under /repos/{owner}/{repo} unless noted; anything else answers 404 and is logged):
 *   GET    /user                                    the token's user; 403 for installation tokens, like GitHub
 *   GET    /issues/{n}/comments                     per_page (≤100, default 30), page; Link header
 *   POST   /issues/{n}/comments                     422 when the body is over 65,536 characters
 *   GET|PATCH|DELETE /issues/comments/{id}
 *   GET    /git/trees/{sha}[?recursive=1]           tree id, commit id or ref; recursive listings over
 *                                                   `state.recursiveTreeLimit` entries come back truncated
 *   GET    /git/blobs/{sha}                         base64, 60-column lines like GitHub
 *   GET    /git/commits/{sha}
 *   GET    /commits/{ref}                           JSON, or the bare sha with Accept: application/vnd.github.sha
 *   GET    /compare/{base}...{head}                 merge_base_commit, status, ahead_by, behind_by, commits, files
 *   GET    /pulls/{n}, /pulls/{n}/files             files paginated and capped at `state.maxPullFiles` (3000), with `patch`
 *   GET|POST /pulls/{n}/reviews, PUT /pulls/{n}/reviews/{id}   reviews (event COMMENT; every comment's line must be
 *                                                   in the diff, 422 otherwise, like GitHub)
 *   GET    /pulls/{n}/comments, DELETE /pulls/comments/{id}    review comments
 *   POST   /check-runs, PATCH|GET /check-runs/{id}, GET /check-runs/{id}/annotations,
 *   GET    /commits/{ref}/check-runs                validation like GitHub's (≤ 50 annotations per request…)
 *
 * GitHub App (the `app` option): GET /app and POST /app/installations/{id}/access_tokens take a JWT
 * (`Bearer <jwt>`, RS256, checked against `app.publicKey`: signature, `iss`, `iat`, `exp` of at most 10
 * minutes); an access token is issued for a known installation (404 otherwise) and accepted from then on,
 * writing as `<slug>[bot]`. `gh.issuedTokens` lists them.
 *
 * Request bodies: with the `validate` option (e.g. openapiBodyProblem of __tests__/helpers/openapi.ts, GitHub's
 * published OpenAPI description) each POST/PATCH/PUT body is checked first; a refused one gets 422 and is
 * recorded in `state.invalidBodies`.
 *
 * Every request must carry `authorization: token X` or `Bearer X` with a known token (401 otherwise). Tokens
 * map to users (`tokens` option; `gh.token` is an installation token writing as github-actions[bot]). Any
 * request whose URL or body contains a known token is recorded in `state.tokenLeaks`.
 *
 * Switches (all on `gh.state`, changeable at any time): `readOnly` (every write → 403 "Resource not
 * accessible by integration", like a fork pull request's token), `checksWritable` (false → check-run writes
 * 403, like a token without checks: write), `recursiveTreeLimit`, `maxPullFiles`.
 * Faults: `failNext()` (any status, or 'disconnect'; optionally after applying the request: the nastiest 5xx),
 * `rateLimitNext()` (primary or secondary limit with the real headers), `delayNext()`; `clearFaults()` drops
 * the ones not yet triggered (call it in beforeEach). Faults are matched after authentication, in order.
 * Seeding: `addPull()`, `addIssue()`, `addComment()` (e.g. a human's comment).
 */
import { execFile } from 'node:child_process';
import { createPublicKey, randomBytes, verify as verifySignature, type KeyObject } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

const execFileP = promisify(execFile);

export interface FakeUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

export const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
export const HUMAN: FakeUser = { login: 'octocat', id: 583231, type: 'User' };
/** The default token: an installation token (like GITHUB_TOKEN) writing as github-actions[bot]. */
export const FAKE_TOKEN = 'ghs_FakeInstallationToken0123456789abcdefXYZ';

export interface FakeToken {
  user: FakeUser;
  /** Installation tokens (GITHUB_TOKEN, GitHub Apps) cannot read /user. */
  installation?: boolean;
  /** A GitHub App's JWT: only the /app endpoints take it. */
  app?: boolean;
}

export interface FakePull {
  number: number;
  /** Base and head: any commit-ish of the backing repository, resolved at request time. */
  base: string;
  head: string;
  baseRef?: string;
  headRef?: string;
  /** The head repository's full name: a fork when it differs from the base repository; null = deleted fork. */
  headRepo?: string | null;
  title?: string;
  user?: FakeUser;
  state?: 'open' | 'closed';
}

export interface FakeComment {
  id: number;
  repo: string;
  issue_number: number;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
}

export interface FakeReview {
  id: number;
  repo: string;
  pull_number: number;
  body: string;
  state: string;
  commit_id: string;
  user: FakeUser;
}

export interface FakeReviewComment {
  id: number;
  repo: string;
  pull_number: number;
  review_id: number;
  path: string;
  line: number;
  start_line?: number;
  side: string;
  body: string;
  commit_id: string;
  user: FakeUser;
}

export interface FakeAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: string;
  message: string;
  title?: string;
  raw_details?: string;
}

export interface FakeCheckRun {
  id: number;
  repo: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  external_id: string;
  details_url: string | null;
  started_at: string | null;
  completed_at: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  annotations: FakeAnnotation[];
  /** Number of requests that created or updated this run. */
  writes: number;
}

export interface LogEntry {
  method: string;
  /** Path and query as requested. */
  path: string;
  status: number;
  /** The parsed JSON body, when there was one. */
  body?: unknown;
  /** Login of the requesting token's user. */
  user?: string;
  /** The answer did not come from the handler: an injected fault. */
  fault?: boolean;
}

export interface FakeState {
  comments: FakeComment[];
  reviews: FakeReview[];
  reviewComments: FakeReviewComment[];
  checkRuns: FakeCheckRun[];
  pulls: (FakePull & { repo: string })[];
  issues: { repo: string; number: number }[];
  readOnly: boolean;
  checksWritable: boolean;
  /** Recursive tree listings with more entries than this come back `truncated: true` (GitHub: 100,000). */
  recursiveTreeLimit: number;
  /** GitHub lists at most 3000 files of a pull request. */
  maxPullFiles: number;
  tokenLeaks: { method: string; path: string; where: 'url' | 'body' }[];
  /** Bodies the `validate` option refused. */
  invalidBodies: { method: string; path: string; problem: string }[];
  log: LogEntry[];
}

interface Fault {
  method: string;
  path: RegExp;
  times: number;
  status: number | 'disconnect';
  /** Run the request (and change the state) before answering with the fault. */
  apply: boolean;
  delayMs: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface FailOptions {
  /** Apply the request first, then fail: the client cannot know it succeeded. */
  applyBeforeFailing?: boolean;
  /** How many matching requests fail (default 1). */
  times?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface FakeApp {
  id: number;
  /** Default 'memory-review'. */
  slug?: string;
  /** The app's public key (PEM or KeyObject): JWTs are checked against it. */
  publicKey: string | KeyObject;
  /** Installation ids that exist, each with its account's login. */
  installations: Record<number, { account: string }>;
}

export interface FakeGitHubOptions {
  /** Backing repositories: full name ('owner/name') → path of a git repository. */
  repos: Record<string, string>;
  /** A GitHub App whose installations can get access tokens. */
  app?: FakeApp;
  /**
   * Checks each request body (POST, PATCH, PUT) before it is handled, e.g. against GitHub's OpenAPI
   * description (__tests__/helpers/openapi.ts): a problem is answered 422 and recorded in `state.invalidBodies`.
   */
  validate?: (method: string, path: string, body: unknown) => string | undefined;
  /** Extra tokens (the default FAKE_TOKEN is always accepted). */
  tokens?: Record<string, FakeToken>;
  pulls?: (FakePull & { repo?: string })[];
  recursiveTreeLimit?: number;
  maxPullFiles?: number;
}

export interface FakeGitHub {
  url: string;
  /** FAKE_TOKEN. */
  token: string;
  state: FakeState;
  log: LogEntry[];
  /** Log entries for a method ('*' for any) and a path pattern (tested against the path without query). */
  requests(method?: string, path?: RegExp): LogEntry[];
  addPull(p: FakePull & { repo?: string }): void;
  addIssue(number: number, repo?: string): void;
  addComment(issue_number: number, body: string, user?: FakeUser, repo?: string): FakeComment;
  /** The next `times` requests matching method and path get this status (or a dropped connection) instead. */
  failNext(method: string, path: RegExp, status: number | 'disconnect', o?: FailOptions): void;
  /** The next matching request hits a rate limit, with the headers GitHub sends. */
  rateLimitNext(method: string, path: RegExp, o?: { kind?: 'primary' | 'secondary'; status?: 403 | 429; waitSeconds?: number; times?: number }): void;
  /** The next matching request is answered normally but only after `ms`. */
  delayNext(method: string, path: RegExp, ms: number, times?: number): void;
  /** Forgets the faults not yet triggered. */
  clearFaults(): void;
  /** Installation access tokens issued through POST /app/installations/{id}/access_tokens. */
  issuedTokens: { token: string; installation: number }[];
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A non-JSON body (sent as is). */
  raw?: string;
}

interface Ctx {
  method: string;
  url: URL;
  params: string[];
  body: Record<string, unknown>;
  repo: string;
  dir: string;
  user: FakeUser;
  token: FakeToken;
  accept: string;
}

type Handler = (c: Ctx) => Promise<Reply> | Reply;

const DOCS = 'https://docs.github.com/rest';
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
const isoNow = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

async function git(dir: string, args: string[]): Promise<string> {
  const { stdout } = await execFileP('git', ['-C', dir, ...args], { maxBuffer: 1 << 30, encoding: 'utf8' });
  return stdout;
}

async function gitBuf(dir: string, args: string[]): Promise<Buffer> {
  const { stdout } = await execFileP('git', ['-C', dir, ...args], { maxBuffer: 1 << 30, encoding: 'buffer' });
  return stdout;
}

/** Resolves a commit-ish/tree-ish to a full id, or throws 404/422 like GitHub. */
async function resolve(dir: string, rev: string, type: 'commit' | 'tree', status = 404): Promise<string> {
  if (!rev || rev.startsWith('-') || /[\s\0]/.test(rev)) throw new HttpError(status, status === 404 ? 'Not Found' : `No ${type} found for SHA: ${rev}`);
  try {
    return (await git(dir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{${type}}`])).trim();
  } catch {
    throw new HttpError(status, status === 404 ? 'Not Found' : `No ${type} found for SHA: ${rev}`);
  }
}

interface DiffFile {
  filename: string;
  status: string;
  previous_filename?: string;
  sha: string;
  additions: number;
  deletions: number;
}

const STATUS: Record<string, string> = { A: 'added', D: 'removed', M: 'modified', R: 'renamed', C: 'copied', T: 'changed' };

/** `git diff from to` as GitHub's file entries (renames detected). */
async function diffFiles(dir: string, from: string, to: string): Promise<DiffFile[]> {
  const raw = (await git(dir, ['diff', '--raw', '-z', '-M', '--no-abbrev', from, to])).split('\0');
  const files: DiffFile[] = [];
  for (let i = 0; i < raw.length; i++) {
    const meta = raw[i];
    if (!meta.startsWith(':')) continue;
    const [, , oldSha, newSha, code] = meta.slice(1).split(' ');
    const letter = code[0];
    if (letter === 'R' || letter === 'C') {
      files.push({ filename: raw[i + 2], previous_filename: raw[i + 1], status: STATUS[letter], sha: newSha, additions: 0, deletions: 0 });
      i += 2;
    } else {
      files.push({ filename: raw[i + 1], status: STATUS[letter] ?? 'changed', sha: letter === 'D' ? oldSha : newSha, additions: 0, deletions: 0 });
      i += 1;
    }
  }
  const num = (await git(dir, ['diff', '--numstat', '-z', '-M', from, to])).split('\0');
  const byName = new Map(files.map((f) => [f.filename, f]));
  for (let i = 0; i < num.length; i++) {
    const m = /^(-|\d+)\t(-|\d+)\t(.*)$/s.exec(num[i]);
    if (!m) continue;
    let name = m[3];
    if (name === '') {
      name = num[i + 2];
      i += 2;
    }
    const f = byName.get(name);
    if (f) {
      f.additions = m[1] === '-' ? 0 : Number(m[1]);
      f.deletions = m[2] === '-' ? 0 : Number(m[2]);
    }
  }
  return files;
}

/** Per head path, the unified diff's hunks (from the first `@@`), like the `patch` of GitHub's file entries. */
async function diffPatches(dir: string, from: string, to: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const text = await git(dir, ['diff', '-M', '--unified=3', '--no-color', '--no-ext-diff', from, to]);
  for (const part of text.split(/^diff --git /m).slice(1)) {
    const lines = part.split('\n');
    const plus = lines.find((l) => l.startsWith('+++ '));
    const minus = lines.find((l) => l.startsWith('--- '));
    const name = plus && plus !== '+++ /dev/null' ? plus.slice(6) : minus?.slice(6);
    const at = lines.findIndex((l) => l.startsWith('@@'));
    if (name && at >= 0) out.set(name, lines.slice(at).join('\n').replace(/\n$/, ''));
  }
  return out;
}

/** Head-side lines shown in a patch's hunks (added and context lines). */
function patchLines(patch: string | undefined): Set<number> {
  const out = new Set<number>();
  let line = 0;
  let inHunk = false;
  for (const l of (patch ?? '').split('\n')) {
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(l);
    if (h) {
      line = Number(h[1]);
      inHunk = true;
    } else if (inHunk && (l.startsWith('+') || l.startsWith(' '))) out.add(line++);
  }
  return out;
}

interface GitCommit {
  sha: string;
  tree: string;
  parents: string[];
  author: { name: string; email: string; date: string };
  committer: { name: string; email: string; date: string };
  message: string;
}

async function readCommit(dir: string, sha: string): Promise<GitCommit> {
  const text = await git(dir, ['cat-file', 'commit', sha]);
  const split = text.indexOf('\n\n');
  const head = split < 0 ? text : text.slice(0, split);
  const person = (line: string) => {
    const m = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(line)!;
    return { name: m[1], email: m[2], date: new Date(Number(m[3]) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') };
  };
  const c: GitCommit = { sha, tree: '', parents: [], author: person(' <> 0 +0000'), committer: person(' <> 0 +0000'), message: split < 0 ? '' : text.slice(split + 2) };
  for (const line of head.split('\n')) {
    const sp = line.indexOf(' ');
    const key = line.slice(0, sp);
    const value = line.slice(sp + 1);
    if (key === 'tree') c.tree = value;
    else if (key === 'parent') c.parents.push(value);
    else if (key === 'author') c.author = person(value);
    else if (key === 'committer') c.committer = person(value);
  }
  return c;
}

function clampPage(url: URL, def: number, max = 100): { perPage: number; page: number } {
  const perPage = Math.min(max, Math.max(1, Number(url.searchParams.get('per_page')) || def));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return { perPage, page };
}

/** One page of items with GitHub's Link header (first/prev/next/last, other query parameters kept). */
function paginate<T>(base: string, url: URL, items: T[], def = 30, max = 100): { items: T[]; headers: Record<string, string> } {
  const { perPage, page } = clampPage(url, def, max);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (p: number): string => {
    const u = new URL(url.pathname + url.search, base);
    u.searchParams.set('per_page', String(perPage));
    u.searchParams.set('page', String(p));
    return u.toString();
  };
  const rels: string[] = [];
  if (page > 1) rels.push(`<${link(page - 1)}>; rel="prev"`);
  if (page < last) rels.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
  if (page > 1) rels.push(`<${link(1)}>; rel="first"`);
  return { items: items.slice((page - 1) * perPage, page * perPage), headers: rels.length ? { link: rels.join(', ') } : {} };
}

/** Why a GitHub App JWT is refused (GitHub's messages), or undefined when it holds: RS256 by the app's key, iss, iat, exp. */
function jwtProblem(jwt: string, app: FakeApp): string | undefined {
  const parts = jwt.split('.');
  if (parts.length !== 3) return 'A JSON web token could not be decoded';
  let header: { alg?: string };
  let claims: { iss?: unknown; iat?: unknown; exp?: unknown };
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as { alg?: string };
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return 'A JSON web token could not be decoded';
  }
  const key = typeof app.publicKey === 'string' ? createPublicKey(app.publicKey) : app.publicKey;
  if (header.alg !== 'RS256' || !verifySignature('RSA-SHA256', Buffer.from(`${parts[0]}.${parts[1]}`), key, Buffer.from(parts[2], 'base64url')))
    return 'A JSON web token could not be decoded';
  const now = Math.floor(Date.now() / 1000);
  if (String(claims.iss) !== String(app.id)) return `'Issuer' claim ('iss') must be an Integer`;
  if (typeof claims.iat !== 'number' || claims.iat > now + 60) return "'Issued at' claim ('iat') must be an Integer representing a time in the past";
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp - claims.iat > 660) return "'Expiration time' claim ('exp') is too far in the future";
  return undefined;
}

export async function startFakeGitHub(o: FakeGitHubOptions): Promise<FakeGitHub> {
  const tokens = new Map<string, FakeToken>([[FAKE_TOKEN, { user: ACTIONS_BOT, installation: true }], ...Object.entries(o.tokens ?? {})]);
  const firstRepo = Object.keys(o.repos)[0];
  const state: FakeState = {
    comments: [],
    reviews: [],
    reviewComments: [],
    checkRuns: [],
    pulls: (o.pulls ?? []).map((p) => ({ ...p, repo: p.repo ?? firstRepo })),
    issues: [],
    readOnly: false,
    checksWritable: true,
    recursiveTreeLimit: o.recursiveTreeLimit ?? 100_000,
    maxPullFiles: o.maxPullFiles ?? 3000,
    tokenLeaks: [],
    invalidBodies: [],
    log: [],
  };
  const faults: Fault[] = [];
  let nextId = 1000;
  let base = '';
  let remaining = 5000;

  const userJson = (u: FakeUser) => ({
    login: u.login,
    id: u.id,
    node_id: `U_${u.id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
    url: `${base}/users/${encodeURIComponent(u.login)}`,
    html_url: u.type === 'Bot' ? `https://github.com/apps/${u.login.replace(/\[bot\]$/, '')}` : `https://github.com/${u.login}`,
    type: u.type,
    site_admin: false,
  });
  const isPull = (repo: string, n: number) => state.pulls.some((p) => p.repo === repo && p.number === n);
  const commentJson = (c: FakeComment) => ({
    url: `${base}/repos/${c.repo}/issues/comments/${c.id}`,
    html_url: `https://github.com/${c.repo}/${isPull(c.repo, c.issue_number) ? 'pull' : 'issues'}/${c.issue_number}#issuecomment-${c.id}`,
    issue_url: `${base}/repos/${c.repo}/issues/${c.issue_number}`,
    id: c.id,
    node_id: `IC_${c.id}`,
    user: userJson(c.user),
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'OWNER',
    body: c.body,
    reactions: { url: `${base}/repos/${c.repo}/issues/comments/${c.id}/reactions`, total_count: 0 },
    performed_via_github_app: c.user.type === 'Bot' ? { id: 15368, slug: c.user.login.replace(/\[bot\]$/, ''), name: 'GitHub Actions' } : null,
  });
  const commitJson = (repo: string, c: GitCommit) => ({
    sha: c.sha,
    node_id: `C_${c.sha}`,
    url: `${base}/repos/${repo}/git/commits/${c.sha}`,
    html_url: `https://github.com/${repo}/commit/${c.sha}`,
    author: c.author,
    committer: c.committer,
    message: c.message,
    tree: { sha: c.tree, url: `${base}/repos/${repo}/git/trees/${c.tree}` },
    parents: c.parents.map((p) => ({ sha: p, url: `${base}/repos/${repo}/git/commits/${p}`, html_url: `https://github.com/${repo}/commit/${p}` })),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  });
  const repoCommitJson = (repo: string, c: GitCommit) => ({
    sha: c.sha,
    node_id: `C_${c.sha}`,
    commit: {
      author: c.author,
      committer: c.committer,
      message: c.message,
      tree: { sha: c.tree, url: `${base}/repos/${repo}/git/trees/${c.tree}` },
      url: `${base}/repos/${repo}/git/commits/${c.sha}`,
      comment_count: 0,
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    },
    url: `${base}/repos/${repo}/commits/${c.sha}`,
    html_url: `https://github.com/${repo}/commit/${c.sha}`,
    comments_url: `${base}/repos/${repo}/commits/${c.sha}/comments`,
    author: null,
    committer: null,
    parents: c.parents.map((p) => ({ sha: p, url: `${base}/repos/${repo}/commits/${p}`, html_url: `https://github.com/${repo}/commit/${p}` })),
  });
  const fileJson = (repo: string, ref: string, f: DiffFile) => ({
    sha: f.sha,
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    changes: f.additions + f.deletions,
    blob_url: `https://github.com/${repo}/blob/${ref}/${encodeURI(f.filename)}`,
    raw_url: `https://github.com/${repo}/raw/${ref}/${encodeURI(f.filename)}`,
    contents_url: `${base}/repos/${repo}/contents/${encodeURI(f.filename)}?ref=${ref}`,
    ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
  });
  const repoJson = (full: string, baseRepo: string) => {
    const [owner, name] = full.split('/');
    return { id: 1, node_id: 'R_1', name, full_name: full, private: false, owner: userJson({ login: owner, id: 1, type: 'User' }), html_url: `https://github.com/${full}`, fork: full !== baseRepo, url: `${base}/repos/${full}` };
  };
  const checkRunJson = (r: FakeCheckRun) => ({
    id: r.id,
    head_sha: r.head_sha,
    node_id: `CR_${r.id}`,
    external_id: r.external_id,
    url: `${base}/repos/${r.repo}/check-runs/${r.id}`,
    html_url: `https://github.com/${r.repo}/runs/${r.id}`,
    details_url: r.details_url ?? `https://github.com/${r.repo}/runs/${r.id}`,
    status: r.status,
    conclusion: r.conclusion,
    started_at: r.started_at,
    completed_at: r.completed_at,
    output: { ...r.output, annotations_count: r.annotations.length, annotations_url: `${base}/repos/${r.repo}/check-runs/${r.id}/annotations` },
    name: r.name,
    check_suite: { id: 1 },
    app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
    pull_requests: [],
  });

  const reviewJson = (r: FakeReview) => ({
    id: r.id,
    node_id: `PRR_${r.id}`,
    user: userJson(r.user),
    body: r.body,
    state: r.state,
    html_url: `https://github.com/${r.repo}/pull/${r.pull_number}#pullrequestreview-${r.id}`,
    pull_request_url: `${base}/repos/${r.repo}/pulls/${r.pull_number}`,
    commit_id: r.commit_id,
    submitted_at: isoNow(),
    author_association: r.user.type === 'Bot' ? 'NONE' : 'OWNER',
  });
  const reviewCommentJson = (x: FakeReviewComment) => ({
    id: x.id,
    node_id: `PRRC_${x.id}`,
    pull_request_review_id: x.review_id,
    url: `${base}/repos/${x.repo}/pulls/comments/${x.id}`,
    html_url: `https://github.com/${x.repo}/pull/${x.pull_number}#discussion_r${x.id}`,
    path: x.path,
    line: x.line,
    original_line: x.line,
    start_line: x.start_line ?? null,
    side: x.side,
    commit_id: x.commit_id,
    original_commit_id: x.commit_id,
    user: userJson(x.user),
    body: x.body,
  });
  const requireWrite = (doc: string): void => {
    if (state.readOnly) throw new HttpError(403, 'Resource not accessible by integration', { documentation_url: doc });
  };
  const findComment = (c: Ctx): FakeComment => {
    const found = state.comments.find((x) => x.repo === c.repo && x.id === Number(c.params[0]));
    if (!found) throw new HttpError(404, 'Not Found');
    return found;
  };
  const validBody = (body: unknown): string => {
    if (typeof body !== 'string') throw new HttpError(422, 'Invalid request.\n\nNo subschema in "anyOf" matched.\n"body" wasn\'t supplied.');
    if ([...body].length > 65_536)
      throw new HttpError(422, 'Validation Failed', { errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' }] });
    return body;
  };
  const findPull = (c: Ctx): FakePull & { repo: string } => {
    const p = state.pulls.find((x) => x.repo === c.repo && x.number === Number(c.params[0]));
    if (!p) throw new HttpError(404, 'Not Found');
    return p;
  };
  const pullShas = async (c: Ctx, p: FakePull) => {
    const baseSha = await resolve(c.dir, p.base, 'commit');
    const headSha = await resolve(c.dir, p.head, 'commit');
    const mb = (await git(c.dir, ['merge-base', baseSha, headSha]).catch(() => '')).trim() || baseSha;
    return { baseSha, headSha, mb };
  };

  const LEVELS = new Set(['notice', 'warning', 'failure']);
  const CONCLUSIONS = new Set(['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out']);
  const invalid = (message: string) => new HttpError(422, message, { errors: [message] });
  /** Applies a create/update body to a check run, validating like GitHub. */
  const applyCheck = (run: FakeCheckRun, b: Record<string, unknown>): void => {
    if (b.status !== undefined && !['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'].includes(b.status as string)) throw invalid(`Invalid status: ${String(b.status)}`);
    if (b.conclusion !== undefined && !CONCLUSIONS.has(b.conclusion as string)) throw invalid(`Invalid conclusion: ${String(b.conclusion)}`);
    if (b.status === 'completed' && b.conclusion === undefined && run.conclusion === null) throw invalid('Conclusion is required when status is completed');
    const out = b.output as Record<string, unknown> | undefined;
    const annotations: FakeAnnotation[] = [];
    if (out !== undefined) {
      if (typeof out !== 'object' || out === null) throw invalid('output must be an object');
      if (typeof out.title !== 'string' || typeof out.summary !== 'string') throw invalid('output requires title and summary');
      if ((out.summary as string).length > 65_535) throw invalid('Output summary is too long (maximum is 65535 characters)');
      if (typeof out.text === 'string' && out.text.length > 65_535) throw invalid('Output text is too long (maximum is 65535 characters)');
      if (out.annotations !== undefined) {
        if (!Array.isArray(out.annotations)) throw invalid('annotations must be an array');
        if (out.annotations.length > 50) throw invalid('Only 50 annotations are allowed per request');
        for (const a of out.annotations as Record<string, unknown>[]) {
          if (typeof a.path !== 'string' || !a.path || !Number.isInteger(a.start_line) || !Number.isInteger(a.end_line) || typeof a.message !== 'string')
            throw invalid('annotation requires path, start_line, end_line, annotation_level and message');
          if (!LEVELS.has(a.annotation_level as string)) throw invalid(`Invalid annotation_level: ${String(a.annotation_level)}`);
          if ((a.start_line as number) < 1 || (a.end_line as number) < (a.start_line as number)) throw invalid('Invalid annotation line range');
          if (Buffer.byteLength(a.message) > 65_536) throw invalid('Annotation message is too long (maximum is 64 KB)');
          if (typeof a.title === 'string' && a.title.length > 255) throw invalid('Annotation title is too long (maximum is 255 characters)');
          if (typeof a.raw_details === 'string' && Buffer.byteLength(a.raw_details) > 65_536) throw invalid('Annotation raw_details is too long (maximum is 64 KB)');
          if ((a.start_column !== undefined || a.end_column !== undefined) && a.start_line !== a.end_line) throw invalid('start_column and end_column require start_line == end_line');
          annotations.push(a as unknown as FakeAnnotation);
        }
      }
    }
    // validated: apply
    if (typeof b.name === 'string') run.name = b.name;
    if (typeof b.external_id === 'string') run.external_id = b.external_id;
    if (typeof b.details_url === 'string') run.details_url = b.details_url;
    if (typeof b.started_at === 'string') run.started_at = b.started_at;
    if (b.status !== undefined) run.status = b.status as string;
    if (b.conclusion !== undefined) {
      run.conclusion = b.conclusion as string;
      run.status = 'completed';
      run.completed_at = (b.completed_at as string | undefined) ?? isoNow();
    }
    if (out) {
      run.output = { title: out.title as string, summary: out.summary as string, text: typeof out.text === 'string' ? out.text : run.output.text };
      run.annotations.push(...annotations);
    }
    run.writes++;
  };
  const checkWrite = (doc: string): void => {
    requireWrite(doc);
    if (!state.checksWritable) throw new HttpError(403, 'Resource not accessible by integration', { documentation_url: doc });
  };
  const findRun = (c: Ctx): FakeCheckRun => {
    const run = state.checkRuns.find((r) => r.repo === c.repo && r.id === Number(c.params[0]));
    if (!run) throw new HttpError(404, 'Not Found');
    return run;
  };

  const R = '^/repos/([^/]+)/([^/]+)';
  const appSlug = o.app?.slug ?? 'memory-review';
  const appUser: FakeUser = { login: `${appSlug}[bot]`, id: 90_000 + (o.app?.id ?? 0), type: 'Bot' };
  const issuedTokens: { token: string; installation: number }[] = [];
  const routes: [string, RegExp, Handler][] = [
    [
      'GET',
      /^\/app$/,
      (c) => {
        if (!c.token.app || !o.app) throw new HttpError(401, 'A JSON web token could not be decoded');
        return { status: 200, body: { id: o.app.id, slug: appSlug, node_id: `A_${o.app.id}`, name: appSlug, owner: userJson(HUMAN), events: ['pull_request', 'check_suite', 'check_run'], permissions: { checks: 'write', pull_requests: 'write', contents: 'read', metadata: 'read' } } };
      },
    ],
    [
      'POST',
      /^\/app\/installations\/(\d+)\/access_tokens$/,
      (c) => {
        if (!c.token.app || !o.app) throw new HttpError(401, 'A JSON web token could not be decoded');
        const id = Number(c.params[0]);
        if (!o.app.installations[id]) throw new HttpError(404, 'Not Found');
        const token = `ghs_${randomBytes(18).toString('hex')}`;
        tokens.set(token, { user: appUser, installation: true });
        issuedTokens.push({ token, installation: id });
        return {
          status: 201,
          body: {
            token,
            expires_at: new Date(Date.now() + 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
            permissions: { checks: 'write', pull_requests: 'write', contents: 'read', metadata: 'read' },
            repository_selection: 'all',
          },
        };
      },
    ],
    [
      'GET',
      /^\/user$/,
      (c) => {
        if (c.token.installation) throw new HttpError(403, 'Resource not accessible by integration', { documentation_url: `${DOCS}/users/users#get-the-authenticated-user` });
        return { status: 200, body: userJson(c.user) };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/issues/(\\d+)/comments$`),
      (c) => {
        const n = Number(c.params[0]);
        if (!isPull(c.repo, n) && !state.issues.some((i) => i.repo === c.repo && i.number === n)) throw new HttpError(404, 'Not Found');
        const all = state.comments.filter((x) => x.repo === c.repo && x.issue_number === n).map(commentJson);
        const { items, headers } = paginate(base, c.url, all);
        return { status: 200, body: items, headers };
      },
    ],
    [
      'POST',
      new RegExp(`${R}/issues/(\\d+)/comments$`),
      (c) => {
        requireWrite(`${DOCS}/issues/comments#create-an-issue-comment`);
        const n = Number(c.params[0]);
        if (!isPull(c.repo, n) && !state.issues.some((i) => i.repo === c.repo && i.number === n)) throw new HttpError(404, 'Not Found');
        const now = isoNow();
        const comment: FakeComment = { id: nextId++, repo: c.repo, issue_number: n, body: validBody(c.body.body), user: c.user, created_at: now, updated_at: now };
        state.comments.push(comment);
        return { status: 201, body: commentJson(comment), headers: { location: `${base}/repos/${c.repo}/issues/comments/${comment.id}` } };
      },
    ],
    ['GET', new RegExp(`${R}/issues/comments/(\\d+)$`), (c) => ({ status: 200, body: commentJson(findComment(c)) })],
    [
      'PATCH',
      new RegExp(`${R}/issues/comments/(\\d+)$`),
      (c) => {
        requireWrite(`${DOCS}/issues/comments#update-an-issue-comment`);
        const comment = findComment(c);
        comment.body = validBody(c.body.body);
        comment.updated_at = isoNow();
        return { status: 200, body: commentJson(comment) };
      },
    ],
    [
      'DELETE',
      new RegExp(`${R}/issues/comments/(\\d+)$`),
      (c) => {
        requireWrite(`${DOCS}/issues/comments#delete-an-issue-comment`);
        const comment = findComment(c);
        state.comments.splice(state.comments.indexOf(comment), 1);
        return { status: 204 };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/git/trees/(.+)$`),
      async (c) => {
        const sha = await resolve(c.dir, c.params[0], 'tree');
        const recursive = c.url.searchParams.has('recursive');
        const out = await git(c.dir, ['ls-tree', '-l', '-z', ...(recursive ? ['-r', '-t'] : []), sha]);
        let tree = out
          .split('\0')
          .filter(Boolean)
          .map((rec) => {
            const tab = rec.indexOf('\t');
            const [mode, type, oid, size] = rec.slice(0, tab).split(/\s+/);
            const path = rec.slice(tab + 1);
            if (type === 'blob') return { path, mode, type, sha: oid, size: Number(size), url: `${base}/repos/${c.repo}/git/blobs/${oid}` };
            if (type === 'tree') return { path, mode, type, sha: oid, url: `${base}/repos/${c.repo}/git/trees/${oid}` };
            return { path, mode, type, sha: oid };
          });
        let truncated = false;
        if (recursive && tree.length > state.recursiveTreeLimit) {
          tree = tree.slice(0, state.recursiveTreeLimit);
          truncated = true;
        }
        return { status: 200, body: { sha, url: `${base}/repos/${c.repo}/git/trees/${sha}`, tree, truncated } };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/git/blobs/([0-9a-f]{40})$`),
      async (c) => {
        const sha = c.params[0];
        const type = (await git(c.dir, ['cat-file', '-t', sha]).catch(() => '')).trim();
        if (type !== 'blob') throw new HttpError(404, 'Not Found');
        const data = await gitBuf(c.dir, ['cat-file', 'blob', sha]);
        const b64 = data.toString('base64');
        const content = b64 ? b64.replace(/.{60}/g, '$&\n') + (b64.length % 60 ? '\n' : '') : '';
        return { status: 200, body: { sha, node_id: `B_${sha}`, size: data.length, url: `${base}/repos/${c.repo}/git/blobs/${sha}`, content, encoding: 'base64' } };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/git/commits/([0-9a-f]{40})$`),
      async (c) => {
        const type = (await git(c.dir, ['cat-file', '-t', c.params[0]]).catch(() => '')).trim();
        if (type !== 'commit') throw new HttpError(404, 'Not Found');
        return { status: 200, body: commitJson(c.repo, await readCommit(c.dir, c.params[0])) };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/commits/(.+)/check-runs$`),
      async (c) => {
        const sha = await resolve(c.dir, c.params[0], 'commit', 422);
        const name = c.url.searchParams.get('check_name');
        const status = c.url.searchParams.get('status');
        let runs = state.checkRuns.filter((r) => r.repo === c.repo && r.head_sha === sha && (!name || r.name === name) && (!status || r.status === status));
        if (c.url.searchParams.get('filter') !== 'all') {
          // 'latest' (the default): the most recent run of each name
          const latest = new Map<string, FakeCheckRun>();
          for (const r of runs) latest.set(r.name, r);
          runs = [...latest.values()];
        }
        const page = paginate(base, c.url, [...runs].reverse().map(checkRunJson));
        return { status: 200, body: { total_count: runs.length, check_runs: page.items }, headers: page.headers };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/commits/(.+)$`),
      async (c) => {
        const sha = await resolve(c.dir, c.params[0], 'commit', 422);
        if (/\.sha\b/.test(c.accept)) return { status: 200, raw: sha, headers: { 'content-type': 'application/vnd.github.sha; charset=utf-8' } };
        const commit = await readCommit(c.dir, sha);
        const files = await diffFiles(c.dir, commit.parents[0] ?? EMPTY_TREE, sha);
        const additions = files.reduce((s, f) => s + f.additions, 0);
        const deletions = files.reduce((s, f) => s + f.deletions, 0);
        return { status: 200, body: { ...repoCommitJson(c.repo, commit), stats: { total: additions + deletions, additions, deletions }, files: files.map((f) => fileJson(c.repo, sha, f)) } };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/compare/(.+)$`),
      async (c) => {
        const spec = c.params[0];
        const dots = spec.indexOf('...');
        if (dots < 0) throw new HttpError(404, 'Not Found');
        const baseSha = await resolve(c.dir, spec.slice(0, dots), 'commit');
        const headSha = await resolve(c.dir, spec.slice(dots + 3), 'commit');
        const mb = (await git(c.dir, ['merge-base', baseSha, headSha]).catch(() => '')).trim();
        if (!mb) throw new HttpError(404, `No common ancestor between ${spec.slice(0, dots)} and ${spec.slice(dots + 3)}.`);
        const ahead = (await git(c.dir, ['rev-list', '--reverse', `${mb}..${headSha}`])).split('\n').filter(Boolean);
        const behind = Number((await git(c.dir, ['rev-list', '--count', `${mb}..${baseSha}`])).trim());
        const status = ahead.length && behind ? 'diverged' : ahead.length ? 'ahead' : behind ? 'behind' : 'identical';
        const { perPage, page } = clampPage(c.url, 250, 250);
        const commits = await Promise.all(ahead.slice((page - 1) * perPage, page * perPage).map(async (s) => repoCommitJson(c.repo, await readCommit(c.dir, s))));
        const files = page === 1 ? (await diffFiles(c.dir, mb, headSha)).slice(0, 300).map((f) => fileJson(c.repo, headSha, f)) : [];
        return {
          status: 200,
          body: {
            url: `${base}/repos/${c.repo}/compare/${spec}`,
            html_url: `https://github.com/${c.repo}/compare/${spec}`,
            permalink_url: `https://github.com/${c.repo}/compare/${baseSha}...${headSha}`,
            diff_url: `https://github.com/${c.repo}/compare/${spec}.diff`,
            patch_url: `https://github.com/${c.repo}/compare/${spec}.patch`,
            base_commit: repoCommitJson(c.repo, await readCommit(c.dir, baseSha)),
            merge_base_commit: repoCommitJson(c.repo, await readCommit(c.dir, mb)),
            status,
            ahead_by: ahead.length,
            behind_by: behind,
            total_commits: ahead.length,
            commits,
            files,
          },
        };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/pulls/(\\d+)$`),
      async (c) => {
        const p = findPull(c);
        const { baseSha, headSha, mb } = await pullShas(c, p);
        const files = await diffFiles(c.dir, mb, headSha);
        const commits = Number((await git(c.dir, ['rev-list', '--count', `${mb}..${headSha}`])).trim());
        const headRepo = p.headRepo === undefined ? c.repo : p.headRepo;
        const user = p.user ?? HUMAN;
        const side = (ref: string, sha: string, repo: string | null) => ({
          label: `${(repo ?? c.repo).split('/')[0]}:${ref}`,
          ref,
          sha,
          user: userJson(user),
          repo: repo === null ? null : repoJson(repo, c.repo),
        });
        return {
          status: 200,
          body: {
            url: `${base}/repos/${c.repo}/pulls/${p.number}`,
            id: p.number,
            node_id: `PR_${p.number}`,
            html_url: `https://github.com/${c.repo}/pull/${p.number}`,
            number: p.number,
            state: p.state ?? 'open',
            locked: false,
            title: p.title ?? `Pull request ${p.number}`,
            user: userJson(user),
            body: null,
            created_at: isoNow(),
            updated_at: isoNow(),
            merge_commit_sha: null,
            draft: false,
            head: side(p.headRef ?? 'feature', headSha, headRepo),
            base: side(p.baseRef ?? 'main', baseSha, c.repo),
            merged: false,
            mergeable: null,
            comments: state.comments.filter((x) => x.repo === c.repo && x.issue_number === p.number).length,
            commits,
            additions: files.reduce((s, f) => s + f.additions, 0),
            deletions: files.reduce((s, f) => s + f.deletions, 0),
            changed_files: files.length,
          },
        };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/pulls/(\\d+)/files$`),
      async (c) => {
        const p = findPull(c);
        const { headSha, mb } = await pullShas(c, p);
        const patches = await diffPatches(c.dir, mb, headSha);
        const files = (await diffFiles(c.dir, mb, headSha)).slice(0, state.maxPullFiles).map((f) => ({ ...fileJson(c.repo, headSha, f), ...(patches.has(f.filename) ? { patch: patches.get(f.filename) } : {}) }));
        const { items, headers } = paginate(base, c.url, files);
        return { status: 200, body: items, headers };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/pulls/(\\d+)/reviews$`),
      (c) => {
        const p = findPull(c);
        const list = state.reviews.filter((r) => r.repo === c.repo && r.pull_number === p.number).map(reviewJson);
        const { items, headers } = paginate(base, c.url, list);
        return { status: 200, body: items, headers };
      },
    ],
    [
      'POST',
      new RegExp(`${R}/pulls/(\\d+)/reviews$`),
      async (c) => {
        requireWrite(`${DOCS}/pulls/reviews#create-a-review-for-a-pull-request`);
        const p = findPull(c);
        const event = c.body.event as string | undefined;
        if (event !== 'COMMENT') throw invalid(`fake: only event COMMENT is supported, not ${String(event)}`);
        if (typeof c.body.body !== 'string' || !c.body.body) throw invalid('Review body is required for COMMENT');
        const { headSha, mb } = await pullShas(c, p);
        const commit = typeof c.body.commit_id === 'string' ? await resolve(c.dir, c.body.commit_id, 'commit', 422) : headSha;
        const patches = await diffPatches(c.dir, mb, commit);
        const comments = (c.body.comments ?? []) as Record<string, unknown>[];
        if (!Array.isArray(comments)) throw invalid('comments must be an array');
        for (const x of comments) {
          if (typeof x.path !== 'string' || typeof x.body !== 'string' || !Number.isInteger(x.line)) throw invalid('comment requires path, line and body');
          const shown = patchLines(patches.get(x.path));
          const first = Number.isInteger(x.start_line) ? (x.start_line as number) : (x.line as number);
          for (let l = first; l <= (x.line as number); l++) if (!shown.has(l)) throw new HttpError(422, 'Unprocessable Entity', { errors: ['Pull request review thread line must be part of the diff'] });
        }
        const review: FakeReview = { id: nextId++, repo: c.repo, pull_number: p.number, body: c.body.body, state: 'COMMENTED', commit_id: commit, user: c.user };
        state.reviews.push(review);
        for (const x of comments)
          state.reviewComments.push({ id: nextId++, repo: c.repo, pull_number: p.number, review_id: review.id, path: x.path as string, line: x.line as number, ...(Number.isInteger(x.start_line) ? { start_line: x.start_line as number } : {}), side: String(x.side ?? 'RIGHT'), body: x.body as string, commit_id: commit, user: c.user });
        return { status: 200, body: reviewJson(review) };
      },
    ],
    [
      'PUT',
      new RegExp(`${R}/pulls/(\\d+)/reviews/(\\d+)$`),
      (c) => {
        requireWrite(`${DOCS}/pulls/reviews#update-a-review-for-a-pull-request`);
        const review = state.reviews.find((r) => r.repo === c.repo && r.pull_number === Number(c.params[0]) && r.id === Number(c.params[1]));
        if (!review) throw new HttpError(404, 'Not Found');
        if (typeof c.body.body !== 'string' || !c.body.body) throw invalid('body is required');
        review.body = c.body.body;
        return { status: 200, body: reviewJson(review) };
      },
    ],
    [
      'GET',
      new RegExp(`${R}/pulls/(\\d+)/comments$`),
      (c) => {
        const p = findPull(c);
        const list = state.reviewComments.filter((x) => x.repo === c.repo && x.pull_number === p.number).map(reviewCommentJson);
        const { items, headers } = paginate(base, c.url, list);
        return { status: 200, body: items, headers };
      },
    ],
    [
      'DELETE',
      new RegExp(`${R}/pulls/comments/(\\d+)$`),
      (c) => {
        requireWrite(`${DOCS}/pulls/comments#delete-a-review-comment-for-a-pull-request`);
        const i = state.reviewComments.findIndex((x) => x.repo === c.repo && x.id === Number(c.params[0]));
        if (i < 0) throw new HttpError(404, 'Not Found');
        state.reviewComments.splice(i, 1);
        return { status: 204 };
      },
    ],
    [
      'POST',
      new RegExp(`${R}/check-runs$`),
      async (c) => {
        checkWrite(`${DOCS}/checks/runs#create-a-check-run`);
        if (typeof c.body.name !== 'string' || !c.body.name) throw invalid('name is required');
        const sha = await resolve(c.dir, String(c.body.head_sha ?? ''), 'commit', 422);
        const run: FakeCheckRun = {
          id: nextId++,
          repo: c.repo,
          name: c.body.name,
          head_sha: sha,
          status: 'queued',
          conclusion: null,
          external_id: '',
          details_url: null,
          started_at: null,
          completed_at: null,
          output: { title: null, summary: null, text: null },
          annotations: [],
          writes: 0,
        };
        applyCheck(run, c.body);
        state.checkRuns.push(run);
        return { status: 201, body: checkRunJson(run) };
      },
    ],
    [
      'PATCH',
      new RegExp(`${R}/check-runs/(\\d+)$`),
      (c) => {
        checkWrite(`${DOCS}/checks/runs#update-a-check-run`);
        const run = findRun(c);
        applyCheck(run, c.body);
        return { status: 200, body: checkRunJson(run) };
      },
    ],
    ['GET', new RegExp(`${R}/check-runs/(\\d+)$`), (c) => ({ status: 200, body: checkRunJson(findRun(c)) })],
    [
      'GET',
      new RegExp(`${R}/check-runs/(\\d+)/annotations$`),
      (c) => {
        const run = findRun(c);
        const all = run.annotations.map((a) => ({
          path: a.path,
          start_line: a.start_line,
          end_line: a.end_line,
          start_column: a.start_column ?? null,
          end_column: a.end_column ?? null,
          annotation_level: a.annotation_level,
          title: a.title ?? null,
          message: a.message,
          raw_details: a.raw_details ?? null,
          blob_href: `https://github.com/${run.repo}/blob/${run.head_sha}/${encodeURI(a.path)}`,
        }));
        const { items, headers } = paginate(base, c.url, all);
        return { status: 200, body: items, headers };
      },
    ],
  ];

  const commonHeaders = (): Record<string, string> => {
    remaining = remaining > 1 ? remaining - 1 : 4999;
    return {
      'x-github-request-id': `FAKE:${Math.random().toString(16).slice(2, 10).toUpperCase()}`,
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-used': String(5000 - remaining),
      'x-ratelimit-resource': 'core',
      'x-github-api-version-selected': '2022-11-28',
    };
  };

  const send = (res: http.ServerResponse, r: Reply): void => {
    const headers: Record<string, string> = { ...commonHeaders(), ...(r.headers ?? {}) };
    if (r.status === 204) {
      res.writeHead(204, headers).end();
      return;
    }
    const text = r.raw ?? JSON.stringify(r.body);
    headers['content-type'] ??= 'application/json; charset=utf-8';
    res.writeHead(r.status, headers).end(text);
  };

  const errorReply = (e: HttpError): Reply => ({
    status: e.status,
    body: { message: e.message, documentation_url: DOCS, status: String(e.status), ...e.extra },
  });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, rawBody: string): Promise<void> => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', base);
    const entry: LogEntry = { method, path: url.pathname + url.search, status: 0 };
    state.log.push(entry);
    const reply = (r: Reply, fault = false): void => {
      entry.status = r.status;
      if (fault) entry.fault = true;
      send(res, r);
    };

    for (const [t] of tokens) {
      if (t && decodeURIComponent(req.url ?? '').includes(t)) state.tokenLeaks.push({ method, path: url.pathname, where: 'url' });
      if (t && rawBody.includes(t)) state.tokenLeaks.push({ method, path: url.pathname, where: 'body' });
    }
    let body: Record<string, unknown> = {};
    if (rawBody) {
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
        entry.body = body;
      } catch {
        return reply(errorReply(new HttpError(400, 'Problems parsing JSON')));
      }
    }
    const auth = /^(?:token|bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!auth) return reply(errorReply(new HttpError(401, 'Requires authentication')));
    let token = tokens.get(auth[1]);
    if (!token && o.app && url.pathname.startsWith('/app')) {
      const why = jwtProblem(auth[1], o.app);
      if (why) return reply(errorReply(new HttpError(401, why)));
      token = { user: { login: appSlug, id: o.app.id, type: 'Bot' }, app: true };
    }
    if (!token) return reply(errorReply(new HttpError(401, 'Bad credentials')));
    if (token.app && !url.pathname.startsWith('/app')) return reply(errorReply(new HttpError(401, 'A JSON web token could not be decoded')));
    entry.user = token.user.login;

    if (o.validate && ['POST', 'PATCH', 'PUT'].includes(method)) {
      const problem = o.validate(method, url.pathname, entry.body ?? {});
      if (problem) {
        state.invalidBodies.push({ method, path: url.pathname, problem });
        return reply(errorReply(new HttpError(422, `Invalid request.\n\n${problem}`)));
      }
    }
    let route: [string, RegExp, Handler] | undefined;
    let m: RegExpExecArray | null = null;
    for (const r of routes) {
      if (r[0] !== method) continue;
      m = r[1].exec(url.pathname);
      if (m) {
        route = r;
        break;
      }
    }
    const run = async (): Promise<Reply> => {
      if (!route || !m) throw new HttpError(404, 'Not Found');
      const params = m.slice(1).map((p) => decodeURIComponent(p));
      let repo = '';
      let dir = '';
      if (url.pathname.startsWith('/repos/')) {
        repo = `${params[0]}/${params[1]}`;
        dir = o.repos[repo];
        if (!dir) throw new HttpError(404, 'Not Found');
        params.splice(0, 2);
      }
      return route[2]({ method, url, params, body, repo, dir, user: token.user, token, accept: String(req.headers.accept ?? '') });
    };
    const safeRun = async (): Promise<Reply> => {
      try {
        return await run();
      } catch (e) {
        if (e instanceof HttpError) return errorReply(e);
        return { status: 500, body: { message: `fake GitHub: ${(e as Error).message}` } };
      }
    };

    const fi = faults.findIndex((f) => (f.method === '*' || f.method === method) && f.path.test(url.pathname));
    if (fi >= 0) {
      const f = faults[fi];
      if (--f.times <= 0) faults.splice(fi, 1);
      if (f.delayMs) await new Promise((r) => setTimeout(r, f.delayMs));
      if (f.status === 0) return reply(await safeRun());
      if (f.apply) await safeRun();
      if (f.status === 'disconnect') {
        entry.status = -1;
        entry.fault = true;
        req.socket.destroy();
        return;
      }
      return reply({ status: f.status, headers: f.headers, body: f.body ?? { message: http.STATUS_CODES[f.status] ?? 'Error', documentation_url: DOCS } }, true);
    }
    reply(await safeRun());
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (d: Buffer) => chunks.push(d));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((e: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(e) }));
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const addFault = (f: Partial<Fault> & { method: string; path: RegExp }): void => {
    faults.push({ times: 1, status: 0, apply: false, delayMs: 0, headers: {}, body: undefined, ...f, method: f.method.toUpperCase() });
  };

  return {
    url: base,
    token: FAKE_TOKEN,
    state,
    log: state.log,
    requests: (method = '*', path = /./) => state.log.filter((e) => (method === '*' || e.method === method) && path.test(e.path.split('?')[0])),
    addPull: (p) => void state.pulls.push({ ...p, repo: p.repo ?? firstRepo }),
    addIssue: (number, repo = firstRepo) => void state.issues.push({ repo, number }),
    addComment: (issue_number, body, user = HUMAN, repo = firstRepo) => {
      const now = isoNow();
      const c: FakeComment = { id: nextId++, repo, issue_number, body, user, created_at: now, updated_at: now };
      state.comments.push(c);
      return c;
    },
    failNext: (method, path, status, f = {}) =>
      addFault({ method, path, status, apply: f.applyBeforeFailing ?? false, times: f.times ?? 1, headers: f.headers ?? {}, body: f.body }),
    rateLimitNext: (method, path, r = {}) => {
      const wait = r.waitSeconds ?? 1;
      const secondary = r.kind === 'secondary';
      addFault({
        method,
        path,
        times: r.times ?? 1,
        status: r.status ?? 403,
        headers: secondary
          ? { 'retry-after': String(wait) }
          : { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + wait), 'x-ratelimit-used': '5000' },
        body: {
          message: secondary
            ? 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'
            : 'API rate limit exceeded for installation ID 1. If you reach out to GitHub Support for help, please include the request ID FAKE.',
          documentation_url: `${DOCS}/using-the-rest-api/rate-limits-for-the-rest-api`,
        },
      });
    },
    delayNext: (method, path, ms, times = 1) => addFault({ method, path, delayMs: ms, times }),
    clearFaults: () => void faults.splice(0),
    issuedTokens,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
