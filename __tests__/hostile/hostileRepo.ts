/**
 * Builders for hostile repositories (real directories, real git repositories) and a harness that runs the
 * CLI over them and checks what every run must satisfy: an exit code of 0, 1 or 2, no stack trace, and no
 * byte planted outside the repository anywhere in the output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { main } from '../../src/cli/index.js';
import { tempDir as madeTempDir } from '../helpers/tempDir.js';

export type Files = Record<string, string | Buffer | { symlink: string }>;

/** A fresh temp directory (realpath: /tmp may itself be a link). */
export function tempDir(prefix: string): string {
  return madeTempDir(`mr-hostile-${prefix}-`);
}

export function writeFiles(root: string, files: Files): void {
  for (const [rel, v] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof v === 'object' && !Buffer.isBuffer(v)) fs.symlinkSync(v.symlink, abs);
    else fs.writeFileSync(abs, v);
  }
}

/**
 * A secret outside the repository: a unique canary string in a sibling directory of the repository and
 * in a fake home. Every hostile path points at these; no output may ever contain the canary.
 */
export interface Planted {
  /** Parent of repo/, outside/ and home/. */
  base: string;
  repo: string;
  /** Sibling of the repository holding secret.md. */
  outside: string;
  /** Fake home: .ssh/id_rsa and secret.md hold the canary; .claude/ is empty. */
  home: string;
  canary: string;
}

export function plant(prefix: string): Planted {
  const base = tempDir(prefix);
  const canary = `MRCANARY${randomBytes(12).toString('hex')}`;
  const repo = path.join(base, 'repo');
  const outside = path.join(base, 'outside');
  const home = path.join(base, 'home');
  fs.mkdirSync(repo);
  writeFiles(outside, { 'secret.md': `outside secret ${canary}\n`, 'CLAUDE.md': `outside memory ${canary}\n`, 'd/x.md': `deep ${canary}\n` });
  writeFiles(home, { '.ssh/id_rsa': `-----BEGIN KEY----- ${canary}\n`, 'secret.md': `home secret ${canary}\n`, '.claude/.keep': '' });
  return { base, repo, outside, home, canary };
}

const git = (repo: string, ...args: string[]): string =>
  execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { stdio: 'pipe', maxBuffer: 1 << 28 }).toString();

/** Commits everything in the working tree; returns the commit id. */
export function commitAll(repo: string, message = 'c'): string {
  if (!fs.existsSync(path.join(repo, '.git'))) git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '--allow-empty', '-m', message);
  return git(repo, 'rev-parse', 'HEAD').trim();
}

/**
 * Commits paths that cannot exist in a working tree (longer than PATH_MAX, names with newlines) through
 * `git fast-import`, on top of `parent` when given. Returns the commit id.
 */
export function fastImport(repo: string, files: Record<string, string | { symlink: string }>, parent?: string): string {
  if (!fs.existsSync(path.join(repo, '.git'))) git(repo, 'init', '-q', '-b', 'main');
  const lines: string[] = ['commit refs/heads/hostile', 'committer t <t@t> 1700000000 +0000', 'data 7', 'hostile'];
  if (parent) lines.push(`from ${parent}`);
  for (const [p, v] of Object.entries(files)) {
    const quoted = JSON.stringify(p); // C-style quoting: fast-import accepts \n, \" and \\ in quoted paths
    const data = typeof v === 'string' ? v : v.symlink;
    lines.push(`M ${typeof v === 'string' ? '100644' : '120000'} inline ${quoted}`, `data ${Buffer.byteLength(data)}`, data);
  }
  execFileSync('git', ['-C', repo, 'fast-import', '--quiet', '--force'], { input: lines.join('\n') + '\n', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
  return git(repo, 'rev-parse', 'refs/heads/hostile').trim();
}

export interface Run {
  argv: string[];
  code: number;
  out: string;
  err: string;
}

export async function cli(argv: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { argv, code, out, err };
}

/** Text that only a stack trace, or a crash message, would print. */
const STACK = /^\s+at (?:.+ \()?\S+:\d+:\d+\)?$|internal error|Maximum call stack/m;

/** What every run over a hostile repository must satisfy. */
export function expectSafe(r: Run, secrets: string[]): void {
  const where = `memory-review ${r.argv.join(' ')}`;
  if (![0, 1, 2].includes(r.code)) throw new Error(`${where}: exit ${r.code}`);
  for (const text of [r.out, r.err]) {
    const st = STACK.exec(text);
    if (st) throw new Error(`${where}: crash output ${JSON.stringify(st[0])}`);
    for (const s of secrets) if (s && text.includes(s)) throw new Error(`${where}: output contains the secret ${JSON.stringify(s)}`);
  }
}

/** Lines of this machine's files that must never show up: /etc/passwd's first line, this process's PATH. */
export function machineSecrets(): string[] {
  const out: string[] = [];
  try {
    const first = fs.readFileSync('/etc/passwd', 'utf8').split('\n')[0];
    if (first.length > 8) out.push(first);
  } catch {
    /* no /etc/passwd */
  }
  if (process.env.PATH && process.env.PATH.length > 12) out.push(process.env.PATH);
  return out;
}

/** Every command and output format over one tree (the working tree, or a commit with `ref`). */
export function commandsFor(o: { root: string; home?: string; ref?: string; cwd?: string; read?: string[]; base?: string }): string[][] {
  const common = ['--root', o.root, ...(o.home ? ['--home', o.home] : []), ...(o.cwd ? ['--cwd', o.cwd] : [])];
  const side = o.ref ? ['--ref', o.ref] : [];
  const runs: string[][] = [
    ['load', '--format', 'json', ...common, ...side, ...(o.read ?? []).flatMap((f) => ['--read', f])],
    ['load', '--format', 'text', ...common, ...side],
  ];
  for (const format of ['json', 'markdown', 'github', 'text', 'sarif']) runs.push(['check', '--format', format, '--fail-on', 'never', ...common, ...side]);
  if (o.base) for (const format of ['json', 'markdown', 'github']) runs.push(['review', '--format', format, '--root', o.root, '--base', o.base, ...(o.ref ? ['--head', o.ref] : []), ...(o.home ? ['--home', o.home] : [])]);
  return runs;
}

/** Runs every command, checks each, and returns the runs for more specific assertions. */
export async function runAll(argvs: string[][], secrets: string[]): Promise<Run[]> {
  const runs: Run[] = [];
  for (const argv of argvs) {
    const r = await cli(argv);
    expectSafe(r, secrets);
    runs.push(r);
  }
  return runs;
}

export interface SkipJson {
  path: string;
  reason: string;
  detail?: string;
}
export interface SourceJson {
  path: string;
  content: string;
}
export interface LoadJson {
  launch: SourceJson[];
  skipped: SkipJson[];
  reads: { file: string; loaded: SourceJson[]; skipped: SkipJson[] }[];
  warnings: { path: string; kind: string; detail: string }[];
  pathRules: { path: string; globs: string[]; overBudget: string[] }[];
}

export function loadJson(r: Run): LoadJson {
  if (r.code !== 0) throw new Error(`load exited ${r.code}: ${r.err}`);
  return JSON.parse(r.out) as LoadJson;
}

export function skipOf(j: { skipped: SkipJson[] }, p: string): SkipJson | undefined {
  return j.skipped.find((s) => s.path === p);
}

/**
 * Creates `depth` nested directories `d/d/…/d` under `root` and writes `files` (name → content) at the
 * bottom. Paths past PATH_MAX cannot be created by absolute path, so a child process walks down with
 * relative chdir() calls.
 */
export function nestDirs(root: string, depth: number, files: Record<string, string>): void {
  const script = `const fs = require('fs'); process.chdir(${JSON.stringify(root)}); for (let i = 0; i < ${depth}; i++) { fs.mkdirSync('d'); process.chdir('d'); } for (const [n, c] of Object.entries(${JSON.stringify(files)})) fs.writeFileSync(n, c);`;
  execFileSync(process.execPath, ['-e', script], { stdio: 'pipe' });
}

/** Removes a tree that may be deeper than PATH_MAX (rm -rf handles it; fs.rmSync may not). */
export function removeTree(dir: string): void {
  execFileSync('rm', ['-rf', dir], { stdio: 'pipe' });
}

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/**
 * Runs the CLI in a child process (`node --import tsx src/cli/bin.ts`), killed after `timeoutMs`: the guard
 * for inputs that could hang synchronously, which no in-process timeout can interrupt.
 */
export function cliChild(argv: string[], timeoutMs = 20_000): Run & { timedOut: boolean } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'src', 'cli', 'bin.ts'), ...argv], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 1 << 28,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return { argv, code: r.status ?? -1, out: r.stdout ?? '', err: r.stderr ?? '', timedOut: r.error !== undefined || r.signal !== null };
}
