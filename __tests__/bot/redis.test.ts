// The shared queue with a real redis-server: a web process (this one) and worker processes
// (`memory-review serve --role worker`, run from source), all against the loopback GitHub.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createLogger } from '../../src/bot/log.js';
import { startBot, type Bot } from '../../src/bot/server.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { APP_ID, appKeys, botTestConfig, deliver, onJsonLines, pullRequestPayload, waitFor } from '../helpers/bot.js';
import { openapiBodyProblem } from '../helpers/openapi.js';
import { describeWithRedis, startRedis, type RedisServer } from '../helpers/redis.js';

const INSTALLATION = 31;
const REPO = 'org/monorepo';
const PRS = 50;

interface WorkerProc {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/** Builds a repository with a base and, per pull request, a branch of 2 or 3 successive heads. */
function buildRepo(): { root: string; base: string; heads: string[][] } {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-bot-redis-')));
  const env = { ...process.env, GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  const git = (...a: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'commit.gpgsign=false', ...a], { encoding: 'utf8', env }).trim();
  git('init', '-q', '-b', 'main');
  fs.mkdirSync(path.join(root, '.claude/rules'), { recursive: true });
  fs.writeFileSync(path.join(root, 'CLAUDE.md'), '# Project\n\n- Use pnpm.\n- Run `pnpm test` before pushing.\n');
  fs.writeFileSync(path.join(root, '.claude/rules/api.md'), '---\npaths: ["src/api/**"]\n---\n- Validate every request body.\n');
  fs.mkdirSync(path.join(root, 'src/api'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/api/a.ts'), 'export {};\n');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  const heads: string[][] = [];
  for (let i = 0; i < PRS; i++) {
    git('checkout', '-q', '-b', `pr-${i}`, base);
    const mine: string[] = [];
    for (let k = 0; k < (i % 2 ? 2 : 3); k++) {
      fs.appendFileSync(path.join(root, 'CLAUDE.md'), `- PR ${i} push ${k}: use npm for package ${i}.\n`);
      git('commit', '-qam', `pr ${i} push ${k}`);
      mine.push(git('rev-parse', 'HEAD'));
    }
    heads.push(mine);
  }
  git('checkout', '-q', 'main');
  return { root, base, heads };
}

describeWithRedis('the bot with Redis (BullMQ): web and worker processes', () => {
  let redis: RedisServer;
  let gh: FakeGitHub;
  let repo: ReturnType<typeof buildRepo>;
  const workers: WorkerProc[] = [];
  const bots: Bot[] = [];

  const startWorker = (queueName: string, extra: Record<string, string> = {}): WorkerProc => {
    // (one process, tsx as a loader: a signal reaches the worker itself, not a wrapper)
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'serve', '--role', 'worker'], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        APP_ID: String(APP_ID),
        PRIVATE_KEY: appKeys().privateKey,
        GITHUB_API_URL: gh.url,
        REDIS_URL: redis.url,
        PORT: '0',
        HOST: '127.0.0.1',
        CONCURRENCY: '2',
        MEMORY_REVIEW_TEST_FAST: '1',
        MEMORY_REVIEW_BOT_LOCK_MS: '2000',
        MEMORY_REVIEW_BOT_QUEUE: queueName,
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const w: WorkerProc = { child, lines: [], exited: new Promise((r) => child.once('exit', (code) => r(code))) };
    onJsonLines(child.stdout!, (l) => w.lines.push(l));
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code, signal) => {
      if (code && signal !== 'SIGKILL') process.stderr.write(`worker exited with ${code}: ${err}\n`);
    });
    workers.push(w);
    return w;
  };
  const ready = (w: WorkerProc) => waitFor('a worker to start', () => w.lines.some((l) => l.msg === 'memory-review bot listening'), 60_000);
  const stopWorker = async (w: WorkerProc) => {
    if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
    await w.exited;
  };
  const web = async (queueName: string) => {
    const b = await startBot(botTestConfig(gh.url, { role: 'web', redisUrl: redis.url, queueName }), { log: createLogger(() => undefined) });
    bots.push(b);
    return b;
  };
  const runsFor = (sha: string) => gh.state.checkRuns.filter((r) => r.head_sha === sha && r.name === 'memory-review');

  beforeAll(async () => {
    repo = buildRepo();
    redis = await startRedis();
    gh = await startFakeGitHub({ repos: { [REPO]: repo.root }, app: { id: APP_ID, publicKey: appKeys().publicKey, installations: { [INSTALLATION]: { account: 'org' } } }, validate: openapiBodyProblem });
    repo.heads.forEach((hs, i) => gh.addPull({ repo: REPO, number: i + 1, base: repo.base, head: hs[hs.length - 1] }));
    gh.addPull({ repo: REPO, number: 900, base: repo.base, head: repo.heads[0][0] });
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) await stopWorker(w);
    for (const b of bots) await b.close();
    await gh?.close();
    await redis?.stop();
    if (repo) fs.rmSync(repo.root, { recursive: true, force: true });
  }, 120_000);

  test(
    'a burst of 200 deliveries for 50 pull requests (redeliveries, superseding pushes) → one check run per final head, one comment per pull request, nothing for a superseded head',
    async () => {
      const bot = await web('burst');
      const pr = (i: number, head: string, action: string) => pullRequestPayload(action, { repo: REPO, number: i + 1, base: repo.base, head, installation: INSTALLATION });
      // per pull request, its pushes in order; pull requests interleaved, 16 deliveries in flight at a time
      const sent: { delivery: string; event: string; payload: Record<string, unknown> }[] = [];
      const sequences = repo.heads.map((hs, i) => hs.map((h, k) => ({ delivery: `d-${i}-${k}`, event: 'pull_request', payload: pr(i, h, k ? 'synchronize' : 'opened') })));
      const unique = sequences.flat().length;
      let redeliveries = 0;
      const statuses: number[] = [];
      const lanes = Array.from({ length: 16 }, (_, lane) =>
        (async () => {
          for (let i = lane; i < PRS; i += 16) {
            for (const d of sequences[i]) {
              statuses.push((await deliver(bot.url, d.event, d.payload, { delivery: d.delivery })).status);
              sent.push(d);
            }
          }
        })(),
      );
      await Promise.all(lanes);
      // redeliveries of earlier deliveries (same delivery id), and the same heads under new delivery ids
      for (let n = 0; sent.length + redeliveries < 200; n++) {
        const d = sent[(n * 37) % sent.length];
        const r = await deliver(bot.url, d.event, d.payload, n % 2 ? { delivery: d.delivery } : {});
        expect(r.status).toBe(200);
        redeliveries++;
      }
      expect(unique + redeliveries).toBe(200);
      expect(statuses.every((s) => s === 202)).toBe(true);

      // no worker ran yet: every superseded head is superseded before any review starts
      const a = startWorker('burst');
      const b = startWorker('burst');
      await Promise.all([ready(a), ready(b)]);
      const finals = repo.heads.map((hs) => hs[hs.length - 1]);
      await waitFor('every pull request reviewed', () => finals.every((h) => runsFor(h).length > 0), 240_000);
      await waitFor('the queue to drain', async () => {
        const s = await bot.queue.stats();
        return s.running === 0 && s.waiting === 0;
      });
      const problems: string[] = [];
      for (let i = 0; i < PRS; i++) {
        const hs = repo.heads[i];
        const final = runsFor(hs[hs.length - 1]).length;
        if (final !== 1) problems.push(`#${i + 1}: ${final} check runs on the final head`);
        for (const old of hs.slice(0, -1)) if (runsFor(old).length) problems.push(`#${i + 1}: a check run on superseded ${old.slice(0, 7)}`);
        const comments = gh.state.comments.filter((c) => c.issue_number === i + 1).length;
        if (comments !== 1) problems.push(`#${i + 1}: ${comments} comments`);
      }
      if (problems.length) {
        const logs = [a, b].flatMap((w) => w.lines.filter((l) => l.level !== 'info' || l.msg !== 'reviewed')).slice(0, 30);
        process.stderr.write(JSON.stringify(logs, null, 1).slice(0, 8000) + '\n');
      }
      expect(problems).toEqual([]);
      expect(gh.state.checkRuns).toHaveLength(PRS);
      // both workers took part
      const reviewedBy = [a, b].map((w) => w.lines.filter((l) => l.msg === 'reviewed').length);
      expect(reviewedBy[0] + reviewedBy[1]).toBe(PRS);
      expect(Math.min(...reviewedBy)).toBeGreaterThan(0);
      expect(gh.state.tokenLeaks).toEqual([]);
      expect(gh.state.invalidBodies).toEqual([]);

      // pushes while the workers run: the newest head always ends up with its check run and the comment,
      // and a check run posted for an older head never comes after the newer one's
      const more = repo.heads.slice(0, 10).map((hs, i) => ({ i, hs }));
      await Promise.all(more.map(({ i, hs }) => (async () => {
        for (const [k, h] of hs.entries()) await deliver(bot.url, 'pull_request', pr(i, h, 'synchronize'), { delivery: `again-${i}-${k}`, });
      })()));
      // (those heads were all reviewed or superseded already: duplicates, nothing new)
      await new Promise((r) => setTimeout(r, 300));
      expect(gh.state.checkRuns).toHaveLength(PRS);
      await Promise.all([stopWorker(a), stopWorker(b)]);
      expect(a.lines.concat(b.lines).some((l) => l.level === 'error')).toBe(false);
    },
    300_000,
  );

  test('a newer push while the older head is being reviewed: the older one posts nothing, the newer one is reviewed after it', async () => {
    const bot = await web('running');
    const [older, newer] = repo.heads[1];
    gh.addPull({ repo: REPO, number: 901, base: repo.base, head: newer });
    const reads = gh.requests('GET', new RegExp(`/git/commits/${older}$`)).length;
    const w = startWorker('running');
    await ready(w);
    gh.delayNext('GET', new RegExp(`/git/commits/${older}$`), 1_500);
    const spec = (head: string) => ({ repo: REPO, number: 901, base: repo.base, head, installation: INSTALLATION });
    expect((await deliver(bot.url, 'pull_request', pullRequestPayload('opened', spec(older)))).status).toBe(202);
    await waitFor('the older review to start', () => gh.requests('GET', new RegExp(`/git/commits/${older}$`)).length > reads);
    const runsBefore = [runsFor(older).length, runsFor(newer).length];
    expect((await deliver(bot.url, 'pull_request', pullRequestPayload('synchronize', spec(newer)))).status).toBe(202);
    await waitFor('the newer review', () => runsFor(newer).length > runsBefore[1], 60_000);
    await waitFor('the queue to drain', async () => {
      const s = await bot.queue.stats();
      return s.running === 0 && s.waiting === 0;
    });
    expect(runsFor(older)).toHaveLength(runsBefore[0]);
    expect(runsFor(newer)).toHaveLength(runsBefore[1] + 1);
    expect(gh.state.comments.filter((c) => c.issue_number === 901)).toHaveLength(1);
    expect(w.lines.some((l) => l.pr === 901 && String(l.msg).startsWith('superseded by a newer push during the review'))).toBe(true);
    await stopWorker(w);
  }, 120_000);

  test('a worker killed in the middle of a review: its job is retried by the other worker', async () => {
    const bot = await web('kill');
    const head = repo.heads[0][0];
    const before = runsFor(head).length;
    const reads = gh.requests('GET', new RegExp(`/git/commits/${head}$`)).length;
    const a = startWorker('kill');
    await ready(a);
    // the review's first read hangs until the worker is killed
    gh.delayNext('GET', new RegExp(`/git/commits/${head}$`), 5_000);
    expect((await deliver(bot.url, 'pull_request', pullRequestPayload('opened', { repo: REPO, number: 900, base: repo.base, head, installation: INSTALLATION }))).status).toBe(202);
    await waitFor('worker A to be in the review', () => gh.requests('GET', new RegExp(`/git/commits/${head}$`)).length > reads);
    const b = startWorker('kill');
    await ready(b);
    a.child.kill('SIGKILL');
    await a.exited;
    await waitFor('worker B to finish the review', () => b.lines.some((l) => l.msg === 'reviewed' && l.pr === 900), 60_000);
    await new Promise((r) => setTimeout(r, 6_000)); // (past the hung request's delay: nothing more is posted)
    expect(runsFor(head)).toHaveLength(before + 1);
    expect(gh.state.comments.filter((c) => c.issue_number === 900)).toHaveLength(1);
    expect(a.lines.some((l) => l.msg === 'reviewed')).toBe(false);
    await stopWorker(b);
  }, 120_000);
});
