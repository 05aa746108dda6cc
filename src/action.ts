/**
 * The GitHub Action: reviews a pull request's memory change (or checks the tree on push/dispatch), posts one
 * sticky comment, annotations and the job summary, writes the JSON and SARIF reports, and fails when
 * findings reach `fail-on`. It never executes anything from the repository: git objects are read through
 * `git ls-tree`/`git cat-file` of the workspace, or through the REST API (no checkout at all).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as core from '@actions/core';
import { ConfigError, DEFAULT_CONFIG_PATH, parseConfig, type Config } from './core/config.js';
import { atLeast, type Severity } from './core/review/catalogue.js';
import { relevance, type Change } from './core/review/relevance.js';
import type { Report } from './core/review/review.js';
import type { IndexedTree, RepoTree } from './core/tree.js';
import { Loader } from './core/loader.js';
import { Vfs } from './core/vfs.js';
import { CatFile, git, gitTree, type GitSide } from './io/gitTree.js';
import { apiTree, createBlobCache, mergeBase } from './github/apiTree.js';
import { createClient, type Octokit } from './github/client.js';
import { markerFor, upsertStickyComment, COMMENT_MAX_CHARS, type StickyResult } from './github/comment.js';
import { publishAnnotations, reportAnnotations } from './github/checks.js';
import { renderMarkdown } from './report/markdown.js';
import { annotatable, renderJson, renderSarif } from './report/formats.js';
import { escapeWorkflowData, escapeWorkflowProperty, visibleInvisibles } from './report/escape.js';
import { loadConfig, reviewTrees, VERSION, type TreeSide } from './run.js';
import { logLine, relevanceLine } from './actionLog.js';

/** core.info through logLine: file names, reasons and error texts in a message cannot forge a workflow command. */
function info(message: string): void {
  core.info(logLine(message));
}

interface Inputs {
  token: string;
  /** Undefined when the input is empty: the configuration's `failOn`, else error. */
  failOn?: Severity | 'never';
  failScope: 'introduced' | 'all';
  comment: boolean;
  annotations: boolean;
  config: string;
  entries: string[];
  source: 'auto' | 'git' | 'api';
  workingDirectory: string;
}

class InputError extends Error {}

function bool(name: string, def: boolean): boolean {
  const v = core.getInput(name).trim().toLowerCase();
  if (!v) return def;
  if (['true', 'yes', '1', 'on'].includes(v)) return true;
  if (['false', 'no', '0', 'off'].includes(v)) return false;
  throw new InputError(`input ${name} must be true or false, not ${JSON.stringify(v)}`);
}

function oneOf<T extends string>(name: string, allowed: readonly T[], def: T): T;
function oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined;
function oneOf<T extends string>(name: string, allowed: readonly T[], def?: T): T | undefined {
  const v = core.getInput(name).trim().toLowerCase() || def;
  if (v === undefined) return undefined;
  if (!allowed.includes(v as T)) throw new InputError(`input ${name} must be one of ${allowed.join(', ')}, not ${JSON.stringify(v)}`);
  return v as T;
}

function readInputs(): Inputs {
  return {
    token: core.getInput('github-token'),
    failOn: oneOf('fail-on', ['error', 'warning', 'notice', 'never'] as const),
    failScope: oneOf('fail-scope', ['introduced', 'all'] as const, 'introduced'),
    comment: bool('comment', true),
    annotations: bool('annotations', true),
    config: core.getInput('config').trim() || DEFAULT_CONFIG_PATH,
    entries: core
      .getInput('entries')
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean),
    source: oneOf('source', ['auto', 'git', 'api'] as const, 'auto'),
    workingDirectory: core.getInput('working-directory').trim() || process.env.GITHUB_WORKSPACE || process.cwd(),
  };
}

interface Event {
  name: string;
  payload: Record<string, unknown>;
  owner: string;
  repo: string;
  pr?: { number: number; baseSha: string; headSha: string; fork: boolean };
  sha?: string;
}

function readEvent(): Event {
  const name = process.env.GITHUB_EVENT_NAME ?? '';
  const file = process.env.GITHUB_EVENT_PATH;
  let payload: Record<string, unknown> = {};
  if (file && fs.existsSync(file)) payload = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '/').split('/');
  const pr = payload.pull_request as
    | { number: number; base: { sha: string; repo?: { full_name?: string } }; head: { sha: string; repo?: { full_name?: string } | null } }
    | undefined;
  return {
    name,
    payload,
    owner,
    repo,
    ...(pr && (name === 'pull_request' || name === 'pull_request_target')
      ? { pr: { number: pr.number, baseSha: pr.base.sha, headSha: pr.head.sha, fork: (pr.head.repo?.full_name ?? '') !== (pr.base.repo?.full_name ?? '') } }
      : {}),
    sha: process.env.GITHUB_SHA,
  };
}

/** Trees for the requested commits: from the workspace's git objects, or the REST API. */
interface Backing {
  kind: 'git' | 'api';
  root: string;
  open(sha: string, label: string): Promise<TreeSide>;
  mergeBase(base: string, head: string): Promise<string>;
  changes(base: string, head: string): Promise<Change[] | undefined>;
  close(): void;
  stats(): string;
}

async function hasCommit(root: string, sha: string): Promise<boolean> {
  try {
    await git(root, ['cat-file', '-e', `${sha}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

async function gitBacking(root: string, shas: string[]): Promise<Backing | undefined> {
  try {
    const [inside, top] = (await git(root, ['rev-parse', '--is-inside-work-tree', '--show-toplevel'])).trim().split('\n');
    if (inside !== 'true' || !top) return undefined;
    root = top;
  } catch {
    return undefined;
  }
  // one fetch for every missing commit: each is a round trip to the server
  const present = await Promise.all(shas.map((sha) => hasCommit(root, sha)));
  const missing = shas.filter((_, i) => !present[i]);
  if (missing.length) {
    const names = missing.map((sha) => sha.slice(0, 12)).join(' and ');
    info(`Fetching ${names} (not in the local clone)`);
    try {
      await git(root, ['-c', 'protocol.version=2', 'fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', ...missing]);
    } catch (e) {
      info(`Could not fetch ${names}: ${(e as Error).message.split('\n')[0]}`);
      return undefined;
    }
  }
  let cat: CatFile | undefined;
  let requests = 0;
  // the first commit opened is listed in full; the other one is that listing plus `git diff-tree`
  let first: GitSide | undefined;
  return {
    kind: 'git',
    root,
    async open(sha, label) {
      const g = await gitTree(root, sha, cat, first ? { commit: first.commit, side: first } : undefined, { fetchWhileListing: true });
      first ??= g;
      cat = g.cat;
      requests++;
      return { tree: g.tree, commit: g.commit, label, prefetch: () => g.prefetch() };
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
    async changes(base, head) {
      const out = await git(root, ['diff', '--name-status', '-M', '-z', base, head]);
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
    },
    close: () => cat?.close(),
    stats: () => `git (${requests} tree listing${requests === 1 ? '' : 's'}, cat-file for ${cat?.requests ?? 0} blobs)`,
  };
}

/**
 * The files that differ between two listed trees, by blob id and kind (a rename shows as a removal and an
 * addition, which classifies the same way: both paths are looked at, and both are structural).
 */
async function diffTrees(base: IndexedTree, head: IndexedTree): Promise<Change[]> {
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

function apiBacking(octokit: Octokit, ev: Event): Backing {
  const cache = createBlobCache();
  /** Trees by full commit id. */
  const trees = new Map<string, Awaited<ReturnType<typeof apiTree>>>();
  const sum = (f: (t: Awaited<ReturnType<typeof apiTree>>) => number) => [...trees.values()].reduce((a, t) => a + f(t), 0);
  return {
    kind: 'api',
    root: '/repository',
    async open(sha, label) {
      const t = trees.get(sha) ?? (await apiTree(octokit, { owner: ev.owner, repo: ev.repo, ref: sha, cache }));
      trees.set(t.commit, t);
      return { tree: t.tree as RepoTree, commit: t.commit, label };
    },
    async mergeBase(base, head) {
      return (await mergeBase(octokit, { owner: ev.owner, repo: ev.repo, base, head })).mergeBase;
    },
    // The diff of the two listings already fetched: no request, exact for the commits under review (the
    // pull request's file list follows its current head, which may have moved on since this event), and no
    // 3,000-file cap.
    async changes(base, head) {
      const a = trees.get(base);
      const b = trees.get(head);
      return a && b ? diffTrees(a.tree, b.tree) : undefined;
    },
    close: () => undefined,
    stats: () => `REST API (${sum((t) => t.stats.requests)} requests: ${sum((t) => t.stats.trees)} tree listings, ${sum((t) => t.stats.blobs)} blobs)`,
  };
}

function outputs(r: Report | undefined, files: { json?: string; sarif?: string }, commentUrl: string, changed: boolean): void {
  const c = r?.summary.counts ?? { error: 0, warning: 0, notice: 0 };
  const i = r?.summary.introduced ?? { error: 0, warning: 0, notice: 0 };
  core.setOutput('errors', c.error);
  core.setOutput('warnings', c.warning);
  core.setOutput('notices', c.notice);
  core.setOutput('introduced-errors', i.error);
  core.setOutput('introduced-warnings', i.warning);
  core.setOutput('introduced-notices', i.notice);
  core.setOutput('verdict', r?.summary.state ?? 'Healthy');
  core.setOutput('changed', String(changed));
  core.setOutput('failed', String(r?.summary.failed ?? false));
  core.setOutput('report-json', files.json ?? '');
  core.setOutput('sarif', files.sarif ?? '');
  core.setOutput('comment-url', commentUrl);
}

function writeReports(r: Report): { json: string; sarif: string } {
  const dir = path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'memory-review');
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'report.json');
  const sarif = path.join(dir, 'memory-review.sarif');
  fs.writeFileSync(json, renderJson(r));
  fs.writeFileSync(sarif, renderSarif(r));
  return { json, sarif };
}

/** Workflow-command annotations: GitHub shows at most 10 per type per step, so the rest only go to the log. */
function commandAnnotations(r: Report): void {
  const shown: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of annotatable(r)) {
    if (shown[f.severity]++ >= 10) continue;
    const l = f.locations.find((x) => !x.path.startsWith('~') && !x.path.startsWith('/'));
    const props = [l ? `file=${escapeWorkflowProperty(l.path)}` : '', l?.line ? `line=${l.line}` : '', l?.endLine ? `endLine=${l.endLine}` : '', `title=${escapeWorkflowProperty(`memory-review ${f.rule}`)}`].filter(Boolean).join(',');
    process.stdout.write(`::${f.severity} ${props}::${escapeWorkflowData(visibleInvisibles(`${f.message}\nFix: ${f.hint}`))}\n`);
  }
  const over = (Object.keys(shown) as Severity[]).filter((s) => shown[s] > 10);
  if (over.length) info(`Annotations beyond 10 per type are not shown by GitHub for workflow commands: ${over.map((s) => `${shown[s] - 10} more ${s}s`).join(', ')} (see the job summary).`);
}

async function run(): Promise<void> {
  const started = performance.now();
  // masked first, before anything else can fail (the runner masks a secret it passed, not a computed token)
  const token = core.getInput('github-token');
  if (token) core.setSecret(token);
  const inp = readInputs();
  const ev = readEvent();
  const octokit = inp.token ? createClient({ token: inp.token, baseUrl: process.env.GITHUB_API_URL, log: (m) => info(m), ...(process.env.MEMORY_REVIEW_TEST_FAST === '1' ? { retryBaseMs: 10, writeIntervalMs: 0 } : {}) }) : undefined;
  const headSha = ev.pr?.headSha ?? ev.sha;
  if (!headSha) throw new InputError('no commit to review: GITHUB_SHA is not set and the event has no pull request');

  // pick the backing: the workspace's git objects when present (fetching missing commits), else the API
  let backing: Backing | undefined;
  const wanted = ev.pr ? [ev.pr.baseSha, ev.pr.headSha] : [headSha];
  if (inp.source !== 'api' && !(inp.source === 'auto' && ev.name === 'pull_request_target')) backing = await gitBacking(inp.workingDirectory, wanted);
  if (!backing) {
    if (inp.source === 'git') throw new InputError(`source: git, but ${inp.workingDirectory} has no git clone with ${wanted.map((s) => s.slice(0, 12)).join(' and ')}`);
    if (!octokit) throw new InputError('no git clone in the workspace and no github-token for the REST API');
    backing = apiBacking(octokit, ev);
  }
  info(`memory-review ${VERSION}: reading the repository through ${backing.kind === 'git' ? 'the workspace git objects' : 'the REST API'}`);
  try {
    // the head's listing and the merge base at once (through the API, each is a round trip)
    const [headSide, mb] = await Promise.all([
      backing.open(headSha, ev.pr ? `head ${headSha.slice(0, 7)}` : headSha.slice(0, 7)),
      ev.pr ? backing.mergeBase(ev.pr.baseSha, ev.pr.headSha) : undefined,
    ]);
    let baseSide: TreeSide | undefined;
    let config: Config;
    let configPath: string;
    // the configuration is read from the base of a pull request: the change under review cannot relax it
    if (ev.pr && mb) {
      baseSide = await backing.open(mb, `base ${mb.slice(0, 7)}`);
      // The base's configuration, the change set, and what the head's launch load imports, at once. The last
      // only matters when no changed path matters by name, but its blobs are the first a review reads anyway.
      const root = backing.root;
      const [loaded, changes, reach] = await Promise.all([
        loadConfigFrom(inp.config, baseSide.tree),
        backing.changes(mb, ev.pr.headSha),
        importTargets(headSide.tree, root).then(async (targets) => ({ importTargets: targets, ruleGlobsPresent: await hasPathRules(headSide.tree) })),
      ]);
      ({ config, path: configPath } = loaded);
      // fast path: nothing memory-related changed
      if (changes) {
        const rel = relevance(changes, config, reach);
        if (!rel.relevant) {
          info(`No memory-relevant change in ${changes.length} changed file(s); passing in ${Math.round(performance.now() - started)} ms.`);
          await writeSummary(() => `### 🧠 memory-review\n\nNo memory-relevant change in this pull request (${changes.length} file(s) changed).\n`);
          let url = '';
          if (inp.comment && octokit) {
            const res = await upsertStickyComment(octokit, { owner: ev.owner, repo: ev.repo, issue_number: ev.pr.number, marker: markerFor(), body: `## 🧠 memory-review\n\nNo memory-relevant change since the last review (${changes.length} file(s) changed at ${headSha.slice(0, 7)}).`, mode: 'update-only' });
            url = res.url ?? '';
            logSticky(res, ev.pr.fork);
          }
          outputs(undefined, {}, url, false);
          return;
        }
        core.info(relevanceLine(rel.reasons));
      }
      await checkHeadConfig(inp.config, baseSide.tree, headSide.tree);
    } else ({ config, path: configPath } = await loadConfigFrom(inp.config, headSide.tree));

    // past the fast path: the memory files of both commits in pipelined bursts (the loader reads the cache)
    await Promise.all([headSide.prefetch?.(), baseSide?.prefetch?.()]);
    const report = await reviewTrees({ root: backing.root, base: baseSide, head: headSide, config, configPath, entries: inp.entries, failOn: inp.failOn, failScope: inp.failScope });
    info(`Reviewed in ${Math.round(performance.now() - started)} ms through ${backing.stats()}.`);
    const files = writeReports(report);
    const serverUrl = process.env.GITHUB_SERVER_URL || 'https://github.com';
    const linkBase = `${serverUrl}/${ev.owner}/${ev.repo}/blob/${headSha}/`;
    const runUrl = process.env.GITHUB_RUN_ID ? `${serverUrl}/${ev.owner}/${ev.repo}/actions/runs/${process.env.GITHUB_RUN_ID}` : undefined;
    // job summary: the full report (the summary holds up to 1 MiB)
    await writeSummary((maxChars) => renderMarkdown(report, { linkBase, maxChars, fullReportHint: 'Everything is in the JSON report (the report-json output: upload it as an artifact to keep it).' }));

    let commentUrl = '';
    if (ev.pr && inp.comment) {
      if (!octokit) info('No github-token: the review is in the job summary only.');
      else {
        const body = renderMarkdown(report, { linkBase, maxChars: COMMENT_MAX_CHARS - 200, fullReportHint: 'The full report is in the job summary of the workflow run.', ...(runUrl ? { fullReportUrl: runUrl } : {}) });
        const mode = report.summary.changed || report.findings.some((f) => !f.suppressed && f.introduced) ? 'upsert' : 'update-only';
        const res = await upsertStickyComment(octokit, { owner: ev.owner, repo: ev.repo, issue_number: ev.pr.number, marker: markerFor(), body, mode });
        commentUrl = res.url ?? '';
        logSticky(res, ev.pr.fork);
      }
    }

    if (inp.annotations) {
      const list = annotatable(report);
      let done = false;
      if (octokit && list.length) {
        const anns = reportAnnotations(report);
        const c = report.summary.counts;
        const res = await publishAnnotations(octokit, {
          owner: ev.owner,
          repo: ev.repo,
          head_sha: headSha,
          name: 'memory-review annotations',
          title: `${c.error} error(s), ${c.warning} warning(s), ${c.notice} notice(s)`,
          summary: `Findings of memory-review ${VERSION}${report.mode === 'review' ? ' introduced by this pull request' : ''}. The full report is in the job summary${runUrl ? ` of ${runUrl}` : ''}.`,
          conclusion: report.summary.failed ? 'failure' : 'neutral',
          annotations: anns,
        });
        done = res.ok;
        if (!res.ok) info(`Checks API annotations not published (${res.reason} ${res.status ?? ''}); falling back to workflow commands.`);
        else info(`Published ${res.annotations} annotation(s) in ${res.batches} batch(es)${res.dropped ? ` (${res.dropped} left out: over the limit, or without a line)` : ''}${res.url ? `: ${res.url}` : ''}`);
      }
      if (!done) commandAnnotations(report);
    }
    outputs(report, files, commentUrl, report.summary.changed || report.mode === 'check');
    const counting = report.findings.filter((f) => !f.suppressed && (report.mode === 'check' || report.summary.failScope === 'all' || f.introduced));
    if (report.summary.failed)
      core.setFailed(`memory-review: ${counting.filter((f) => atLeast(f.severity, report.summary.failOn)).length} finding(s) at or above ${report.summary.failOn}${report.mode === 'review' && report.summary.failScope === 'introduced' ? ' introduced by this pull request' : ''}.`);
    else info(`memory-review: ${report.summary.state}; ${report.summary.failOn === 'never' ? 'fail-on is never' : `nothing at or above ${report.summary.failOn}`}.`);
  } finally {
    backing.close();
  }
}

/** One log line on what became of the sticky comment; a token that cannot write says why, once. */
function logSticky(res: StickyResult, fork: boolean): void {
  if (res.action === 'failed')
    info(
      `Not posting the review comment: ${res.reason === 'forbidden' || res.reason === 'not-found' ? `the token cannot write to pull requests (HTTP ${res.status}${fork ? ', a fork pull request with a read-only token' : ''}). The review is in the job summary and the annotations. See the README for the pull_request_target and workflow_run setups.` : `${res.reason} ${res.status ?? ''} ${res.message ?? ''}`}`,
    );
  else if (res.action === 'skipped') info('No sticky comment: nothing to report that is new, and there is no earlier comment to update.');
  else info(`Sticky comment ${res.action}${res.url ? `: ${res.url}` : ''}${res.deletedDuplicates ? ` (removed ${res.deletedDuplicates} duplicate(s))` : ''}`);
}

/** GitHub drops a step summary over 1 MiB (bytes, not characters) entirely: the markdown is cut to fit. */
const SUMMARY_MAX_BYTES = 1_000_000;

async function writeSummary(render: (maxChars: number) => string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    info('GITHUB_STEP_SUMMARY is not set: no job summary.');
    return;
  }
  let max = 900_000;
  let text = render(max);
  for (let bytes = Buffer.byteLength(text); bytes > SUMMARY_MAX_BYTES && max > 10_000; bytes = Buffer.byteLength(text)) {
    max = Math.floor((max * SUMMARY_MAX_BYTES * 0.95) / bytes);
    text = render(max);
  }
  await core.summary.addRaw(text).write();
}

/**
 * The review reads the base's configuration, so a pull request that breaks it would pass and then fail every
 * pull request after it is merged: a changed configuration must parse.
 */
async function checkHeadConfig(configPath: string, base: RepoTree, head: RepoTree): Promise<void> {
  const [a, b] = await Promise.all([base.stat(configPath), head.stat(configPath)]);
  if (!b || b.kind !== 'file' || (a?.id && a.id === b.id)) return;
  const buf = await head.read(configPath, 1 << 20);
  if (!buf) return;
  try {
    parseConfig(buf.toString('utf8'), configPath);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    throw new ConfigError(`${configPath} as changed by this pull request`, '', e.message.startsWith(`${configPath}: `) ? e.message.slice(configPath.length + 2) : e.message);
  }
}

async function loadConfigFrom(configPath: string, tree: RepoTree): Promise<{ config: Config; path: string }> {
  if (configPath === DEFAULT_CONFIG_PATH) return loadConfig(undefined, tree);
  // a custom path is read from the same (trusted) tree, never from the PR's files on disk
  const st = await tree.stat(configPath);
  if (!st) return loadConfig(undefined, undefined);
  const buf = await tree.read(configPath, 1 << 20);
  if (!buf) throw new ConfigError(configPath, '', 'cannot be read');
  return { config: parseConfig(buf.toString('utf8'), configPath), path: configPath };
}

/** Repository paths imported by the head's launch-time memory files (cheap: one launch, no rule reach). */
async function importTargets(tree: RepoTree, root: string): Promise<Set<string>> {
  const loader = new Loader({ vfs: new Vfs([{ name: 'root', at: root, tree }]), root });
  const plan = await loader.launch();
  const out = new Set<string>();
  for (const s of plan.launch) for (const i of s.imports) out.add(i.target);
  for (const k of plan.skipped) out.add(k.path);
  return out;
}

async function hasPathRules(tree: RepoTree): Promise<boolean> {
  const files = await tree.listFiles();
  return files.some((f) => (f.startsWith('.claude/rules/') || f.includes('/.claude/rules/')) && f.endsWith('.md'));
}

run().catch((e: unknown) => {
  if (e instanceof ConfigError) {
    core.setFailed(logLine(`memory-review: configuration error: ${e.message}`));
    process.exitCode = 2;
  } else if (e instanceof InputError) {
    core.setFailed(logLine(`memory-review: ${e.message}`));
    process.exitCode = 2;
  } else {
    core.setFailed(logLine(`memory-review failed: ${e instanceof Error ? e.message : String(e)}`));
    if (e instanceof Error && e.stack) core.debug(e.stack);
  }
});
