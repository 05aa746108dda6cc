/**
 * The shared queue (REDIS_URL): BullMQ on Redis, so any number of `serve` processes receive and review.
 * - Redeliveries: the delivery id and the job's `dedupe` value (pull request + head commit) are claimed with
 *   SET NX, so a delivery or a head is queued once across every process.
 * - Supersession: a job stands for "review this pull request at its newest head". The newest job of each
 *   pull request is written to Redis when it is queued, and a worker reviews that one, whichever job of the
 *   pull request it took. BullMQ deduplication by pull request (`owner/repo#n`, keepLastIfActive) keeps at
 *   most one review of a pull request running and one waiting (a delivery that finds one waiting is folded
 *   into it; one that finds one running is kept to run after it), so reviews of one pull request never
 *   overlap; a running review that learns of a newer head before it posts drops its result, and the next
 *   job reviews the newer head. A head reviewed once is marked done and not reviewed again.
 * - A worker that dies mid-review loses its lock (lockMs); BullMQ's stalled-job check in another worker
 *   moves the job back to the queue, and that worker reviews it.
 * - Shutdown: a worker finishes its active reviews (or, past the timeout, leaves them to be taken over).
 */
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { BotConfig } from './config.js';
import type { ReviewJob } from './events.js';
import { errorText, type Logger } from './log.js';
import type { AddResult, JobOutcome, Processor, QueueStats, ReviewQueue } from './queue.js';
import { RetryableError } from './worker.js';

/** How long delivery ids and reviewed heads are remembered (GitHub redelivers for up to 3 days, on request). */
const SEEN_TTL_S = 3 * 24 * 3600;

/** BullMQ ids cannot contain ':' (nor be integers). */
const safeId = (s: string): string => 'pr-' + s.replace(/[:%]/g, (c) => encodeURIComponent(c));

export class RedisQueue implements ReviewQueue {
  readonly engine = 'redis' as const;
  private worker?: Worker<ReviewJob>;
  private workerConnection?: Redis;

  private constructor(
    private readonly cfg: BotConfig,
    private readonly log: Logger,
    private readonly redis: Redis,
    private readonly queue: Queue<ReviewJob>,
  ) {}

  static async open(cfg: BotConfig, log: Logger): Promise<RedisQueue> {
    const redis = new Redis(cfg.redisUrl!, { maxRetriesPerRequest: null, lazyConnect: true });
    redis.on('error', (e: unknown) => log.warn(`redis: ${errorText(e)}`));
    await redis.connect();
    const queue = new Queue<ReviewJob>(cfg.queueName, { connection: redis });
    queue.on('error', (e: unknown) => log.warn(`queue: ${errorText(e)}`));
    return new RedisQueue(cfg, log, redis, queue);
  }

  private key(kind: string, id: string): string {
    return `bull:${this.cfg.queueName}:mr:${kind}:${id}`;
  }

  async add(job: ReviewJob): Promise<AddResult> {
    const deliveryKey = this.key('delivery', job.delivery);
    const seenKey = this.key('seen', job.dedupe);
    const claimed = await this.redis.multi().set(deliveryKey, '1', 'EX', SEEN_TTL_S, 'NX').set(seenKey, '1', 'EX', SEEN_TTL_S, 'NX').exec();
    const fresh = claimed?.map(([err, v]) => !err && v === 'OK') ?? [false, false];
    if (!fresh[0] || !fresh[1]) {
      // (a new delivery of a head already queued keeps its claim: it is a duplicate)
      return 'duplicate';
    }
    try {
      await this.redis.set(this.key('latest', job.key), JSON.stringify(job), 'EX', SEEN_TTL_S);
      await this.queue.add('review', job, {
        jobId: safeId(job.dedupe),
        deduplication: { id: safeId(job.key), keepLastIfActive: true },
        attempts: 3,
        backoff: { type: 'exponential', delay: this.cfg.fastRetries ? 100 : 5000 },
        removeOnComplete: { age: 3600, count: 10_000 },
        removeOnFail: { age: 24 * 3600, count: 10_000 },
      });
    } catch (e) {
      // not queued: a redelivery must be able to queue it
      await this.redis.del(deliveryKey, seenKey).catch(() => undefined);
      throw e;
    }
    return 'queued';
  }

  /** The newest job queued for the job's pull request (the job itself when Redis has forgotten it). */
  private async newest(job: ReviewJob): Promise<ReviewJob> {
    const raw = await this.redis.get(this.key('latest', job.key));
    if (!raw) return job;
    try {
      return JSON.parse(raw) as ReviewJob;
    } catch {
      return job;
    }
  }

  process(p: Processor): void {
    this.worker = new Worker<ReviewJob>(
      this.cfg.queueName,
      async (j: Job<ReviewJob>): Promise<JobOutcome | 'done already'> => {
        const data = await this.newest(j.data);
        const doneKey = this.key('done', data.dedupe);
        if (await this.redis.exists(doneKey)) return 'done already';
        const outcome = await p(data, { superseded: async () => (await this.newest(data)).dedupe !== data.dedupe, attempt: j.attemptsMade + 1 });
        if (outcome !== 'superseded') await this.redis.set(doneKey, outcome, 'EX', SEEN_TTL_S);
        return outcome;
      },
      {
        connection: (this.workerConnection = this.redis.duplicate()),
        concurrency: this.cfg.concurrency,
        lockDuration: this.cfg.lockMs,
        stalledInterval: Math.max(250, Math.floor(this.cfg.lockMs / 2)),
        maxStalledCount: 2,
      },
    );
    this.worker.on('failed', (j, e) => {
      const d = j?.data;
      const last = !j || j.attemptsMade >= (j.opts.attempts ?? 1) || !(e instanceof RetryableError);
      this.log[last ? 'error' : 'warn'](`review ${last ? 'failed' : 'will be retried'}: ${errorText(e)}`, { delivery: d?.delivery, repo: d ? `${d.owner}/${d.repo}` : undefined, pr: d?.number, sha: d?.headSha.slice(0, 12), attempt: j?.attemptsMade });
    });
    this.worker.on('stalled', (id) => this.log.warn('a review stalled (its worker stopped): queued again', { job: id }));
    this.worker.on('error', (e) => this.log.warn(`worker: ${errorText(e)}`));
  }

  async stats(): Promise<QueueStats> {
    const c = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return { engine: 'redis', running: c.active ?? 0, waiting: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0) };
  }

  async close(timeoutMs: number): Promise<{ finished: boolean; dropped: number }> {
    let finished = true;
    let dropped = 0;
    if (this.worker) {
      const w = this.worker;
      let timer: NodeJS.Timeout | undefined;
      finished = await Promise.race([w.close().then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs)))]);
      clearTimeout(timer);
      if (!finished) {
        // the active reviews are left locked: their locks expire and another worker takes them over
        dropped = (await this.queue.getJobCounts('active').catch(() => ({ active: 0 }))).active ?? 0;
        await w.close(true).catch(() => undefined);
      }
    }
    await this.queue.close().catch(() => undefined);
    await this.workerConnection?.quit().catch(() => undefined);
    await this.redis.quit().catch(() => undefined);
    return { finished, dropped };
  }
}
