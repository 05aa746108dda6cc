/**
 * The monorepo benchmark.
 *
 *   npx tsx scripts/bench/bench.ts [--files 200000] [--scales 50000,100000,200000] [--runs 3]
 *                                  [--cli src|dist|FILE] [--node PATH] [--api-files 50000 | --no-api] [--keep] [--seed 1]
 *                                  [--format text|json|markdown|sarif|github] [--shape monorepo|echo]
 *
 * For every scale it generates the synthetic monorepo (generate.ts) into a temp directory, then measures
 *  - the I/O floor: `git ls-tree -r` of both commits and one `git cat-file --batch` of every memory file
 *    blob (the base's, plus the head's that differ), all output read through pipes;
 *  - `memory-review review --base … --head …` (the default text output, or `--format`) as a child process (a fresh esbuild bundle of
 *    src/cli/bin.ts, dist/cli.js with --cli dist, or any built CLI file) under `--node` (default: the Node running the benchmark;
 *    the action runs on node24): wall time, peak RSS (the child's own maxRSS), and the phase split from
 *    the report's `timings` (written by `--timings FILE`);
 *  - API mode, once at `--api-files` files: the same review over the REST API (src/github/apiTree.ts)
 *    against the loopback stand-in (__tests__/helpers/fakeGitHub.ts), counting requests. Its time is the
 *    stand-in's (two git processes per blob), not GitHub's.
 * Each measurement runs `--runs` times; the table shows the fastest run (the machine's noise only ever adds).
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { generateMonorepo, type BenchRepo, type Shape } from './generate.js';

export interface FloorResult {
  ms: number;
  lsTree: { base: number; head: number };
  catFile: number;
  blobs: number;
  bytes: number;
}

export interface ReviewResult {
  /** What was measured. */
  command: string;
  ms: number;
  /** CPU time of the review process (user + system), in ms: steadier than wall time on a busy machine. */
  cpuMs: number;
  rssMb: number;
  exitCode: number;
  /** Phase → ms, summed over base and head (from the report's `timings`). */
  phases: Record<string, number>;
  /** Review-level counts, for the record. */
  contexts: number;
  rules: number;
}

export interface ApiResult {
  ms: number;
  requests: number;
  trees: number;
  blobs: number;
  expectedBlobs: number;
  truncated: boolean;
}

interface Proc {
  code: number;
  stdout: Buffer;
  stderr: string;
}

function run(cmd: string, args: string[], input?: string): Promise<Proc> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    p.stdout.on('data', (d: Buffer) => out.push(d));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', reject);
    p.on('close', (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: err }));
    p.stdin.on('error', () => undefined);
    p.stdin.end(input ?? '');
  });
}

/** The I/O any review must do: list both trees, read every memory file blob once. */
export async function measureFloor(repo: BenchRepo): Promise<FloorResult> {
  const t0 = performance.now();
  const ls = async (commit: string): Promise<number> => {
    const t = performance.now();
    const r = await run('git', ['-C', repo.root, 'ls-tree', '-r', '-z', '--full-tree', commit]);
    if (r.code !== 0) throw new Error(`git ls-tree failed: ${r.stderr}`);
    return performance.now() - t;
  };
  const base = await ls(repo.base);
  const head = await ls(repo.head);
  const t = performance.now();
  const names = [...repo.memoryFiles.base.map((p) => `${repo.base}:${p}`), ...repo.memoryFiles.headChanged.map((p) => `${repo.head}:${p}`)];
  const r = await run('git', ['-C', repo.root, 'cat-file', '--batch'], names.join('\n') + '\n');
  if (r.code !== 0 || r.stdout.includes(' missing\n')) throw new Error(`git cat-file failed: ${r.stderr}`);
  const catFile = performance.now() - t;
  return { ms: performance.now() - t0, lsTree: { base, head }, catFile, blobs: names.length, bytes: r.stdout.length };
}

/** Bundles the command like scripts/bundle.mjs does (src/cli/bin.ts), into a temp directory (dist/ is left alone). */
export async function bundleCli(dir: string): Promise<string> {
  const outfile = path.join(dir, 'cli.mjs');
  await build({
    bundle: true,
    platform: 'node' as const,
    target: 'node20',
    format: 'esm' as const,
    logLevel: 'warning' as const,
    define: { MEMORY_REVIEW_VERSION: JSON.stringify(JSON.parse(fs.readFileSync('package.json', 'utf8')).version) },
    banner: { js: "import { createRequire as __mrCreateRequire } from 'node:module'; const require = __mrCreateRequire(import.meta.url);" },
    entryPoints: [path.resolve('src/cli/bin.ts')],
    outfile,
  });
  return outfile;
}

// Loaded into the review process with --import: reports the process's own peak RSS (kB) on exit. (A CLI
// that runs in a child process passes it on: both report, and the sum is taken.)
const RSS_PROBE = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\nMR_BENCH_RSS_KB '+u.maxRSS+' CPU_US '+(u.userCPUTime+u.systemCPUTime)+'\\n')})`;

/** Runs `memory-review review` once as a child process and collects time, peak RSS and phases. */
export async function runReview(cli: string, repo: BenchRepo, node = process.execPath, format = 'text'): Promise<ReviewResult> {
  const timingsFile = path.join(path.dirname(repo.root), `timings-${process.pid}.json`);
  fs.rmSync(timingsFile, { force: true });
  const args = ['--import', RSS_PROBE, cli, 'review', '--root', repo.root, '--base', repo.base, '--head', repo.head, '--format', format, '--fail-on', 'never', '--timings', timingsFile];
  const t0 = performance.now();
  const r = await run(node, args);
  const ms = performance.now() - t0;
  const rssLines = [...r.stderr.matchAll(/MR_BENCH_RSS_KB (\d+) CPU_US (\d+)/g)];
  const cpuMs = rssLines.reduce((s, m) => s + Number(m[2]), 0) / 1000;
  const rss = rssLines.length ? [rssLines[0][0], String(rssLines.reduce((s, m) => s + Number(m[1]), 0))] : null;
  if (r.code !== 0 || !rss) throw new Error(`review failed (exit ${r.code}): ${r.stderr.slice(0, 2000)}`);
  if (!r.stdout.length) throw new Error('review wrote no report');
  const report = JSON.parse(fs.readFileSync(timingsFile, 'utf8')) as { timings?: Record<string, number>; contexts?: number; rules?: number };
  fs.rmSync(timingsFile, { force: true });
  const phases: Record<string, number> = {};
  for (const [k, v] of Object.entries(report.timings ?? {})) {
    const phase = k.replace(/^(base|head)\./, '');
    phases[phase] = (phases[phase] ?? 0) + v;
  }
  return { command: `node ${path.basename(cli)} review --format ${format}`, ms, cpuMs, rssMb: Number(rss[1]) / 1024, exitCode: r.code, phases, contexts: report.contexts ?? 0, rules: report.rules ?? 0 };
}

/** The review in API mode: trees and blobs over HTTP from the loopback GitHub stand-in. */
export async function apiReview(repo: BenchRepo): Promise<ApiResult> {
  const { startFakeGitHub } = await import('../../__tests__/helpers/fakeGitHub.js');
  const { createClient } = await import('../../src/github/client.js');
  const { apiTree, createBlobCache } = await import('../../src/github/apiTree.js');
  const { review } = await import('../../src/review.js');
  const gh = await startFakeGitHub({ repos: { 'bench/monorepo': repo.root } });
  try {
    const octokit = createClient({ token: gh.token, baseUrl: gh.url });
    const t0 = performance.now();
    // (the source of the action, src/sources/api.ts, with the listings kept for their request counts)
    const cache = createBlobCache();
    const [b, h] = await Promise.all([apiTree(octokit, { owner: 'bench', repo: 'monorepo', ref: repo.base, cache }), apiTree(octokit, { owner: 'bench', repo: 'monorepo', ref: repo.head, cache })]);
    const byRef = new Map([[repo.base, b], [repo.head, h]]);
    await review({ kind: 'api', root: '/bench/monorepo', open: async (ref) => ({ tree: byRef.get(ref!)!.tree, commit: ref, label: ref!.slice(0, 7) }), close: () => undefined, stats: () => '' }, { base: repo.base, head: repo.head });
    const ms = performance.now() - t0;
    return {
      ms,
      requests: b.stats.requests + h.stats.requests,
      trees: b.stats.trees + h.stats.trees,
      blobs: b.stats.blobs + h.stats.blobs,
      expectedBlobs: repo.memoryFiles.base.length + repo.memoryFiles.headChanged.length,
      truncated: b.stats.truncated || h.stats.truncated,
    };
  } finally {
    await gh.close();
  }
}

function fastest<T extends { ms: number }>(xs: T[]): T {
  return xs.reduce((a, b) => (b.ms < a.ms ? b : a));
}

const f0 = (n: number): string => n.toFixed(0);
const f1 = (n: number): string => n.toFixed(1);
const f2 = (n: number): string => n.toFixed(2);

function table(rows: string[][]): string {
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r, j) => r.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ') + (j === 0 ? '\n' + w.map((n) => '-'.repeat(n)).join('  ') : '')).join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      files: { type: 'string', default: '200000' },
      scales: { type: 'string' },
      runs: { type: 'string', default: '3' },
      cli: { type: 'string', default: 'src' },
      node: { type: 'string', default: process.execPath },
      'api-files': { type: 'string', default: '50000' },
      'no-api': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      seed: { type: 'string', default: '1' },
      format: { type: 'string', default: 'text' },
      shape: { type: 'string', default: 'monorepo' },
    },
  });
  const shape = values.shape as Shape;
  if (shape !== 'monorepo' && shape !== 'echo' && shape !== 'echo-unique') throw new Error('--shape takes monorepo, echo or echo-unique');
  const format = values.format!;
  const files = Number(values.files);
  const scales = (values.scales ?? `50000,100000,${files}`)
    .split(',')
    .map(Number)
    .filter((n, i, a) => n > 0 && a.indexOf(n) === i)
    .sort((a, b) => a - b);
  const runs = Math.max(1, Number(values.runs));
  const apiFiles = Number(values['api-files']);
  if (!scales.length || scales.some((n) => !Number.isInteger(n)) || !Number.isInteger(runs) || !(apiFiles > 0)) throw new Error('--files, --scales, --runs and --api-files take positive integers');
  const node = values.node!;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-bench-'));
  const cli = values.cli === 'src' ? await bundleCli(work) : path.resolve(values.cli === 'dist' ? 'dist/cli.js' : values.cli!);
  const help = await run(node, [cli, 'review', '--help']);
  if (help.code !== 0) throw new Error(`${cli} has no review command (exit ${help.code})`);
  const git = (await run('git', ['--version'])).stdout.toString().trim();
  const nodeVersion = (await run(node, ['--version'])).stdout.toString().trim();
  console.log(`memory-review benchmark — node ${nodeVersion}, ${git}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? '?'}), load ${os.loadavg()[0].toFixed(2)}`);
  console.log(`measuring: node ${values.cli === 'src' ? 'bundle of src/cli/bin.ts' : cli} review --format ${format}; fastest of ${runs} run(s)\n`);

  const rows: string[][] = [['scale', 'files', 'gen s', 'floor ms', 'review ms', 'ratio', 'RSS MB', 'ms/1k files']];
  const results: { repo: BenchRepo; floor: FloorResult; review: ReviewResult }[] = [];
  try {
    for (const n of scales) {
      const repo = await generateMonorepo({ dir: path.join(work, `repo-${n}`), files: n, seed: Number(values.seed), shape });
      const floors: FloorResult[] = [];
      const reviews: ReviewResult[] = [];
      for (let i = 0; i < runs; i++) {
        floors.push(await measureFloor(repo));
        reviews.push(await runReview(cli, repo, node, format));
      }
      const floor = fastest(floors);
      const review = fastest(reviews);
      results.push({ repo, floor, review });
      rows.push([`${n / 1000}k`, String(repo.counts.files.base), f1(repo.ms / 1000), f0(floor.ms), f0(review.ms), f2(review.ms / floor.ms), f0(Math.max(...reviews.map((r) => r.rssMb))), f2(review.ms / (n / 1000))]);
      const c = repo.counts;
      console.log(
        `${n / 1000}k: ${c.files.base} → ${c.files.head} files, ${c.packages} packages, ${c.claudeMd.base} CLAUDE.md (${c.nestedClaudeMd.base} nested), ` +
          `${c.rules.base} rules (${c.braceRules.base} with brace globs), ${c.imports} imports, ${c.memoryIndexFiles} memory-index files, ` +
          `${c.changedMemoryFiles} memory files changed; generated in ${f1(repo.ms / 1000)} s`,
      );
      console.log(`  floor ${f0(floor.ms)} ms = ls-tree base ${f0(floor.lsTree.base)} + head ${f0(floor.lsTree.head)} + cat-file ${f0(floor.catFile)} (${floor.blobs} blobs, ${(floor.bytes / 1024).toFixed(0)} KiB)`);
      console.log(`  review ${f0(review.ms)} ms (runs: ${reviews.map((r) => f0(r.ms)).join(', ')}), ${review.contexts} contexts, ${review.rules} rules; phases (base + head):`);
      const phaseSum = Object.values(review.phases).reduce((a, b) => a + b, 0);
      const phases = Object.entries(review.phases).sort((a, b) => b[1] - a[1]);
      console.log('    ' + phases.map(([k, v]) => `${k} ${f0(v)}`).join(', ') + `, outside the phases (start-up, trees, config, output) ${f0(review.ms - phaseSum)}`);
      if (!values.keep) fs.rmSync(repo.root, { recursive: true, force: true });
    }
    console.log('\n' + table(rows));
    if (results.length > 1) {
      const a = results[0];
      const z = results[results.length - 1];
      const files = z.repo.counts.files.base / a.repo.counts.files.base;
      console.log(`\ngrowth ${a.repo.counts.files.base} → ${z.repo.counts.files.base} files (×${f2(files)}): review ×${f2(z.review.ms / a.review.ms)}, floor ×${f2(z.floor.ms / a.floor.ms)}, RSS ×${f2(z.review.rssMb / a.review.rssMb)}`);
    }
    if (!values['no-api']) {
      const repo = await generateMonorepo({ dir: path.join(work, `api-${apiFiles}`), files: apiFiles, seed: Number(values.seed), shape });
      const api = await apiReview(repo);
      console.log(
        `\nAPI mode at ${apiFiles / 1000}k files (loopback stand-in): ${api.requests} requests = ${api.trees} tree listings${api.truncated ? ' (recursive listing truncated: subtrees walked)' : ''} + ` +
          `${api.blobs} blobs (bound: memory blobs of the base + those changed in the head = ${api.expectedBlobs}) + ${api.requests - api.trees - api.blobs} commit lookups; ` +
          `${f0(api.ms)} ms (the stand-in's time)`,
      );
      if (api.blobs > api.expectedBlobs) console.log('  over the bound: some blob was fetched twice or a non-memory file was read');
    }
  } finally {
    if (values.keep) console.log(`\nrepositories kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) await main();
