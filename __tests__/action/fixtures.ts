/**
 * Repositories and helpers shared by the end-to-end tests of the action: real git repositories in temp dirs,
 * the loopback GitHub stand-in serving them, and assertions every run must pass (no token anywhere, no stack
 * trace).
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { EXAMPLE_BASE, EXAMPLE_HEAD } from '../../src/demo/example.js';
import type { Report } from '../../src/core/review/review.js';
import { runCheck, runReview } from '../helpers/review.js';
import { gitRepo, writeFiles, type Files } from '../helpers/gitRepo.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../helpers/fakeGitHub.js';
import { ACTION_ENTRY, pullRequestPayload, runAction, type ActionRun, type RunActionOptions } from './runAction.js';

export const REPO = 'octo/shop';
export const FORK = 'contributor/shop';

if (!fs.existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run bundle\` before the action tests`);

/** Temp dirs and servers made by a test file, removed by cleanupAll() (call it in afterAll). */
const made: { dirs: string[]; servers: FakeGitHub[]; runs: ActionRun[] } = { dirs: [], servers: [], runs: [] };

export function tempDir(prefix: string): string {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  made.dirs.push(d);
  return d;
}

export async function cleanupAll(): Promise<void> {
  for (const s of made.servers.splice(0)) await s.close();
  for (const r of made.runs.splice(0)) r.cleanup();
  for (const d of made.dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

export async function fakeGitHub(repoDir: string, o: Partial<FakeGitHubOptions> = {}): Promise<FakeGitHub> {
  const gh = await startFakeGitHub({ repos: { [REPO]: repoDir }, ...o });
  made.servers.push(gh);
  return gh;
}

export interface Repo {
  root: string;
  shas: string[];
  git: (...a: string[]) => string;
}

/** A real repository with one commit per element (on main, linear). */
export function repo(...commits: Files[]): Repo {
  const r = gitRepo(...commits);
  made.dirs.push(r.root);
  return r;
}

/** The fixed memory change of the demo, then a second head commit that fixes the unparsable rule. */
export const HEAD2_FIX: Files = { '.claude/rules/ts.md': '---\npaths:\n  - "**/*.ts"\n---\nPrefer type aliases over interfaces.\n' };
export function exampleRepo(): Repo {
  return repo(EXAMPLE_BASE, EXAMPLE_HEAD, HEAD2_FIX);
}

/** Only a TypeScript source changes: nothing memory-related. */
export function sourceOnlyRepo(): Repo {
  return repo(EXAMPLE_BASE, { 'packages/api/src/server.ts': 'export const port = 8080;\n' });
}

export const MANY_IMPORTS = 400;
/** The head's CLAUDE.md imports 400 missing files: 401 warnings (400 import-missing + large-file), no error. */
export function manyFindingsRepo(): Repo {
  const lines = ['# Project', '', 'Hello.', ''];
  for (let i = 0; i < MANY_IMPORTS; i++) lines.push(`- Read @docs/missing-reference-guide-number-${String(i).padStart(4, '0')}-with-a-rather-long-name.md before touching area ${i}.`);
  return repo({ 'CLAUDE.md': '# Project\n\nHello.\n', 'src/a.ts': 'export {};\n' }, { 'CLAUDE.md': lines.join('\n') + '\n' });
}

/** The head adds one broken import: exactly one warning introduced, nothing else. */
export function oneWarningRepo(config?: string): Repo {
  const base: Files = { 'CLAUDE.md': '# Project\n\nSee @docs/guide.md.\n', 'docs/guide.md': '# Guide\n\nUse tabs.\n', 'src/index.ts': 'export {};\n' };
  if (config !== undefined) base['.github/memory-review.yml'] = config;
  return repo(base, { 'CLAUDE.md': '# Project\n\nSee @docs/guide.md.\nAlso @docs/missing.md.\n' });
}

/** A pull request event for base → head of `r` (changed_files computed like GitHub: merge base to head). */
export function pullEvent(r: Repo, o: { number: number; base: string; head: string; name?: string; headRepo?: string }): { name: string; payload: unknown } {
  const mb = r.git('merge-base', o.base, o.head);
  const changed = r.git('diff', '--name-only', '-z', mb, o.head).split('\0').filter(Boolean).length;
  return {
    name: o.name ?? 'pull_request',
    payload: pullRequestPayload({
      number: o.number,
      base: { sha: o.base, ref: 'main', repo: REPO },
      head: { sha: o.head, ref: 'feature', repo: o.headRepo ?? REPO },
      changedFiles: changed,
    }),
  };
}

/**
 * What the review engine itself (src/, in process) finds for base → head, or for one commit: the oracle the
 * action's outputs are compared with, so these tests follow the engine as its rules evolve. (A stale
 * dist/index.js shows up here as a mismatch: bundle first.)
 */
export async function expectedReport(r: Repo, head: string, base?: string): Promise<Report> {
  return base === undefined ? runCheck({ root: r.root, ref: head }) : runReview({ root: r.root, base, head });
}

/** The count outputs the action sets for a report. */
export function countOutputs(rep: Report): Record<string, string> {
  const c = rep.summary.counts;
  const i = rep.summary.introduced;
  return {
    errors: String(c.error),
    warnings: String(c.warning),
    notices: String(c.notice),
    'introduced-errors': String(i.error),
    'introduced-warnings': String(i.warning),
    'introduced-notices': String(i.notice),
    verdict: rep.summary.state,
  };
}

/** The summary's title line for a report's counts, e.g. `## 🧠 memory-review: ❌ 3 errors · ⚠️ 4 warnings introduced`. */
export function titleCounts(c: Record<'error' | 'warning' | 'notice', number>): string {
  const icon = { error: '❌', warning: '⚠️', notice: 'ℹ️' } as const;
  return (['error', 'warning', 'notice'] as const)
    .filter((s) => c[s])
    .map((s) => `${icon[s]} ${c[s]} ${s}${c[s] === 1 ? '' : 's'}`)
    .join(' · ');
}

/** Runs the action against `gh`; the run's files are removed by cleanupAll(). */
export async function run(gh: FakeGitHub, o: Omit<RunActionOptions, 'githubToken' | 'apiUrl' | 'repository'> & { githubToken?: string }): Promise<ActionRun> {
  const r = await runAction({ githubToken: gh.token, apiUrl: gh.url, repository: REPO, ...o });
  made.runs.push(r);
  return r;
}

/** A readable failure: the action's log comes with the assertion. */
export function expectExit(r: ActionRun, code: number): void {
  if (r.code !== code) throw new Error(`expected exit code ${code}, got ${r.code} (signal ${r.signal})\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`);
}

const STACK_FRAME = /^\s+at .+(?:\(|:\d+:\d+)/m;

/**
 * What every run must satisfy: the token is nowhere (stdout, stderr, summary, outputs, report files) except
 * in the one `::add-mask::` command that registers it with the runner (which consumes that line and never
 * shows it), no request carried it in a URL or body, and no stack trace was printed.
 */
export function expectClean(r: ActionRun, gh: FakeGitHub, o: { token?: string; masked?: boolean } = {}): void {
  const token = o.token ?? gh.token;
  const mask = `::add-mask::${token}`;
  const lines = r.stdout.split('\n');
  expect(lines.filter((l) => l === mask)).toHaveLength(o.masked === false ? 0 : 1);
  const rest = [lines.filter((l) => l !== mask).join('\n'), r.stderr, r.summary, JSON.stringify(r.outputs), ...Object.values(r.tempFiles)].join('\n');
  expect(rest.includes(token)).toBe(false);
  expect(gh.state.tokenLeaks).toEqual([]);
  expect(r.stdout).not.toMatch(STACK_FRAME);
  expect(r.stderr).not.toMatch(STACK_FRAME);
  expect(r.signal).toBeNull();
}

/** Blob id → the paths holding it in the given commits. */
export function blobPaths(r: Repo, ...commits: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of commits) {
    for (const rec of r.git('ls-tree', '-r', '-z', c).split('\0').filter(Boolean)) {
      const tab = rec.indexOf('\t');
      const [, type, oid] = rec.slice(0, tab).split(' ');
      if (type !== 'blob') continue;
      const p = rec.slice(tab + 1);
      const list = out.get(oid) ?? [];
      if (!list.includes(p)) list.push(p);
      out.set(oid, list);
    }
  }
  return out;
}

/** The workflow-command annotations a run printed, by type. */
export function commandAnnotations(r: ActionRun): Record<'error' | 'warning' | 'notice', string[]> {
  const lines = r.stdout.split('\n');
  const pick = (t: string) => lines.filter((l) => l.startsWith(`::${t} file=`));
  return { error: pick('error'), warning: pick('warning'), notice: pick('notice') };
}

/**
 * A shallow clone of `branch` (depth 1, over file:// so --depth is honoured) from a bare copy of `r`, which
 * becomes its `origin`.
 */
export function shallowClone(r: Repo, branch: string): { ws: string; bare: string } {
  const dir = tempDir('mr-shallow-');
  const bare = path.join(dir, 'origin.git');
  const ws = path.join(dir, 'workspace');
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  execFileSync('git', ['clone', '-q', '--bare', r.root, bare], { env });
  execFileSync('git', ['clone', '-q', '--depth', '1', '--branch', branch, `file://${bare}`, ws], { env });
  return { ws, bare };
}

export { writeFiles };
