/**
 * `npm run bench:serve [-- --soak-seconds N --rate R --prs N --acks N --no-redis]`: the bot on this machine,
 * against the loopback GitHub stand-in (a benchmark, not a test). The bot runs as real `serve` processes:
 * one `--role all` with the in-process queue, then (when redis-server is installed) one `--role web` and
 * two `--role worker` with Redis. Reports deliveries acknowledged per second, reviews completed per
 * minute, the p95 time from delivery to check run, and the bot's memory through a soak at a steady rate.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { startFakeGitHub, type FakeGitHub } from '../../__tests__/helpers/fakeGitHub.js';
import { APP_ID, appKeys, deliver, onJsonLines, pullRequestPayload, SECRET } from '../../__tests__/helpers/bot.js';
import { freePort, redisServerPath, startRedis, type RedisServer } from '../../__tests__/helpers/redis.js';

const { values: flags } = parseArgs({
  options: {
    'soak-seconds': { type: 'string', default: '60' },
    rate: { type: 'string', default: '2' },
    prs: { type: 'string', default: '40' },
    acks: { type: 'string', default: '2000' },
    'no-redis': { type: 'boolean', default: false },
  },
});
const SOAK_S = Number(flags['soak-seconds']);
const RATE = Number(flags.rate);
const PRS = Number(flags.prs);
const ACKS = Number(flags.acks);
const INSTALLATION = 5;
const REPO = 'bench/repo';
const HEADS = 10;
const IDLE = 20;

function buildRepo(): { root: string; base: string; heads: string[] } {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-bench-serve-')));
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  const git = (...a: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=b', '-c', 'user.email=b@example.invalid', '-c', 'commit.gpgsign=false', ...a], { encoding: 'utf8', env }).trim();
  git('init', '-q', '-b', 'main');
  fs.mkdirSync(path.join(root, '.claude/rules'), { recursive: true });
  fs.mkdirSync(path.join(root, 'packages/web/src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'CLAUDE.md'), '# Project\n\n@docs/setup.md\n\n- Use pnpm.\n- Run `pnpm test` before pushing.\n');
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs/setup.md'), '# Setup\n\nRun `pnpm install`.\n');
  fs.writeFileSync(path.join(root, '.claude/rules/web.md'), '---\npaths: ["packages/web/**"]\n---\n- Use React server components.\n');
  fs.writeFileSync(path.join(root, 'packages/web/CLAUDE.md'), '# Web\n\n- Use npm here.\n');
  for (let i = 0; i < 200; i++) fs.writeFileSync(path.join(root, `packages/web/src/f${i}.ts`), `export const x${i} = ${i};\n`);
  git('add', '-A');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  const heads: string[] = [];
  for (let k = 0; k < HEADS; k++) {
    git('checkout', '-q', '-B', `h${k}`, base);
    fs.appendFileSync(path.join(root, 'CLAUDE.md'), `- Change ${k}: always use yarn.\n`);
    git('commit', '-qam', `head ${k}`);
    heads.push(git('rev-parse', 'HEAD'));
  }
  git('checkout', '-q', 'main');
  return { root, base, heads };
}

interface Proc {
  child: ChildProcess;
  port: number;
  lines: Record<string, unknown>[];
}

function serve(gh: FakeGitHub, role: string, port: number, extra: Record<string, string> = {}): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'serve', '--role', role], {
    env: { ...process.env, NODE_OPTIONS: '', APP_ID: String(APP_ID), PRIVATE_KEY: appKeys().privateKey, WEBHOOK_SECRET: SECRET, GITHUB_API_URL: gh.url, PORT: String(port), HOST: '127.0.0.1', CONCURRENCY: '2', MEMORY_REVIEW_TEST_FAST: '1', MAX_QUEUED: '100000', ...extra },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const p: Proc = { child, port, lines: [] };
  return new Promise((resolve, reject) => {
    onJsonLines(child.stdout!, (l) => {
      // (only what the benchmark reads is kept)
      if (l.msg === 'memory-review bot listening') resolve(p);
      if (l.level !== 'info' || l.msg === 'reviewed') p.lines.push({ level: l.level, msg: l.msg, totalMs: l.totalMs });
    });
    child.once('exit', (code) => reject(new Error(`serve --role ${role} exited with ${code}`)));
  });
}

async function stop(p: Proc): Promise<void> {
  if (p.child.exitCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  await exited;
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

/** Sends deliveries with `lanes` in flight; returns acks per second. */
async function ackBurst(url: string, payloads: { event: string; payload: Record<string, unknown> }[], lanes = 16): Promise<{ perSecond: number; statuses: Record<number, number> }> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < payloads.length) {
        const d = payloads[next++];
        const r = await deliver(url, d.event, d.payload);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    }),
  );
  return { perSecond: Math.round((payloads.length / ((performance.now() - t0) / 1000)) * 10) / 10, statuses };
}

async function main(): Promise<void> {
  const repo = buildRepo();
  const gh = await startFakeGitHub({ repos: { [REPO]: repo.root }, app: { id: APP_ID, publicKey: appKeys().publicKey, installations: { [INSTALLATION]: { account: 'bench' } } } });
  // the pull requests the rounds use (comments need them): numbers by round, see the offsets below
  const ranges: [number, number][] = [[1, 500], [50_000, 50_000 + Math.ceil(SOAK_S * RATE) + 10], [100_001, 100_000 + PRS], [200_001, 200_000 + PRS], [300_001, 300_500], [400_001, 400_020], [500_001, 500_020]];
  for (const [from, to] of ranges) for (let n = from; n <= to; n++) gh.addPull({ repo: REPO, number: n, base: repo.base, head: repo.heads[n % HEADS] });
  const pr = (n: number) => ({ event: 'pull_request', payload: pullRequestPayload('opened', { repo: REPO, number: n, base: repo.base, head: repo.heads[n % HEADS], installation: INSTALLATION }) });
  const results: Record<string, unknown> = { machine: `${os.cpus().length} cores, node ${process.version}`, soakSeconds: SOAK_S, rate: RATE };
  let redis: RedisServer | undefined;

  /**
   * PRS pull requests delivered at once: reviews per minute until the last check run, and the time from
   * each delivery's receipt to its posted review (the workers' `totalMs`), p50 and p95.
   */
  const reviewRound = async (url: string, offset: number, procs: Proc[]): Promise<Record<string, number>> => {
    const before = gh.state.checkRuns.length;
    const seen = procs.map((p) => p.lines.length);
    const t0 = performance.now();
    await Promise.all(Array.from({ length: PRS }, (_, i) => deliver(url, 'pull_request', pr(offset + i).payload)));
    const acked = performance.now();
    while (gh.state.checkRuns.length < before + PRS) await new Promise((r) => setTimeout(r, 10));
    const minutes = (performance.now() - t0) / 60_000;
    await new Promise((r) => setTimeout(r, 300));
    const totals = procs.flatMap((p, k) => p.lines.slice(seen[k]).filter((l) => l.msg === 'reviewed').map((l) => Number(l.totalMs)));
    return { reviews: PRS, ackAllMs: Math.round(acked - t0), reviewsPerMinute: Math.round(PRS / minutes), p50Ms: Math.round(pct(totals, 50)), p95Ms: Math.round(pct(totals, 95)) };
  };

  /** One delivery at a time on an idle bot: delivery → check run, p50 and p95 over `n`. */
  const idleLatency = async (url: string, offset: number, n: number): Promise<Record<string, number>> => {
    const lat: number[] = [];
    for (let i = 0; i < n; i++) {
      const before = gh.state.checkRuns.length;
      const t0 = performance.now();
      await deliver(url, 'pull_request', pr(offset + i).payload);
      while (gh.state.checkRuns.length === before || gh.state.checkRuns[gh.state.checkRuns.length - 1].status !== 'completed') await new Promise((r) => setTimeout(r, 5));
      lat.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 200)); // (the comment is posted after the check run)
    }
    return { deliveries: n, p50Ms: Math.round(pct(lat, 50)), p95Ms: Math.round(pct(lat, 95)) };
  };

  try {
    // 1. the in-process queue: one process receives and reviews
    {
      const port = await freePort();
      const p = await serve(gh, 'all', port);
      const url = `http://127.0.0.1:${port}`;
      results.memoryIdleLatency = await idleLatency(url, 400_001, IDLE);
      results.memoryBurst = await reviewRound(url, 100_001, [p]);
      // acknowledgements: deliveries for pull requests that are reviewed meanwhile (GitHub's example size, ~24 KB)
      const acks = await ackBurst(url, Array.from({ length: ACKS }, (_, i) => ({ event: 'ping', payload: { zen: 'x', hook_id: i, hook: {} } })));
      const acksPr = await ackBurst(url, Array.from({ length: Math.min(ACKS, 500) }, (_, i) => pr(1 + i)));
      results.memoryAcks = { pingPerSecond: acks.perSecond, pullRequestPerSecond: acksPr.perSecond, statuses: acksPr.statuses };
      // let the queued reviews finish before the soak
      process.stderr.write('in-process queue: acknowledged; waiting for the queued reviews\n');
      const t0 = Date.now();
      while (p.lines.filter((l) => l.msg === 'reviewed').length < IDLE + PRS + Math.min(ACKS, 500) && Date.now() - t0 < 600_000) await new Promise((r) => setTimeout(r, 200));
      results.memoryDrain = { reviews: p.lines.filter((l) => l.msg === 'reviewed').length, seconds: Math.round((Date.now() - t0) / 100) / 10 };

      process.stderr.write(`soak: ${SOAK_S} s at ${RATE} deliveries/s\n`);
      // 3. soak: a steady rate of new reviews, the process's RSS sampled
      const samples: number[] = [rssMb(p.child.pid!)];
      const soakFrom = p.lines.length;
      const soakStart = Date.now();
      let n = 0;
      const tick = setInterval(() => samples.push(rssMb(p.child.pid!)), 5000);
      while (Date.now() - soakStart < SOAK_S * 1000) {
        const due = Math.floor(((Date.now() - soakStart) / 1000) * RATE);
        while (n < due) void deliver(url, 'pull_request', pr(50_000 + n++).payload);
        await new Promise((r) => setTimeout(r, 50));
      }
      clearInterval(tick);
      samples.push(rssMb(p.child.pid!));
      const third = Math.max(1, Math.floor(samples.length / 3));
      results.soak = {
        deliveries: n,
        rssMbStart: samples[0],
        rssMbMax: Math.max(...samples),
        rssMbFirstThirdMean: Math.round(samples.slice(0, third).reduce((a, b) => a + b, 0) / third),
        rssMbLastThirdMean: Math.round(samples.slice(-third).reduce((a, b) => a + b, 0) / third),
        rssMbEnd: samples[samples.length - 1],
        errors: p.lines.filter((l) => l.level === 'error').length,
        ...(() => {
          const t = p.lines.slice(soakFrom).filter((l) => l.msg === 'reviewed').map((l) => Number(l.totalMs));
          return { reviewed: t.length, p50Ms: Math.round(pct(t, 50)), p95Ms: Math.round(pct(t, 95)) };
        })(),
      };
      await stop(p);
    }
    // 2. Redis: one receiver, two workers
    if (!flags['no-redis'] && redisServerPath()) {
      redis = await startRedis();
      const port = await freePort();
      const extra = { REDIS_URL: redis.url, MEMORY_REVIEW_BOT_QUEUE: 'bench' };
      const web = await serve(gh, 'web', port, extra);
      const workers = await Promise.all([serve(gh, 'worker', 0, extra), serve(gh, 'worker', 0, extra)]);
      const url = `http://127.0.0.1:${port}`;
      results.redisIdleLatency = await idleLatency(url, 500_001, IDLE);
      results.redisBurst = await reviewRound(url, 200_001, workers);
      const acksPr = await ackBurst(url, Array.from({ length: Math.min(ACKS, 500) }, (_, i) => pr(300_001 + i)));
      results.redisAcks = { pullRequestPerSecond: acksPr.perSecond, statuses: acksPr.statuses };
      for (const w of workers) await stop(w);
      await stop(web);
    } else results.redis = 'skipped (no redis-server, or --no-redis)';
  } finally {
    await gh.close();
    await redis?.stop();
    fs.rmSync(repo.root, { recursive: true, force: true });
  }
  process.stdout.write(JSON.stringify(results, null, 2) + '\n');
}

await main();
