/**
 * The review queue. Both engines give the same guarantees:
 * - a delivery id, or a job's `dedupe` value (a pull request's head commit), is reviewed once;
 * - reviews of one pull request never run at the same time, and of the jobs waiting for it only the newest
 *   is kept; a job whose pull request has received a newer head since it was queued is superseded: it is
 *   dropped before it starts and checked again before anything is posted;
 * - at most `concurrency` reviews run in a process.
 * The in-process engine (this file) is the default; with REDIS_URL the BullMQ engine (redisQueue.ts)
 * shares the work between processes.
 */
import type { ReviewJob } from './events.js';

export interface JobContext {
  /** Whether a newer head of the pull request (or a re-run request) has been queued since this job was. */
  superseded(): Promise<boolean>;
  /** 1 for the first attempt. */
  attempt: number;
}

/** What became of a job: posted, dropped for a newer one, or failed for good (retrying would not help). */
export type JobOutcome = 'posted' | 'superseded' | 'failed';

export type Processor = (job: ReviewJob, ctx: JobContext) => Promise<JobOutcome>;

export type AddResult = 'queued' | 'duplicate';

export interface QueueStats {
  engine: 'memory' | 'redis';
  running: number;
  waiting: number;
}

export interface ReviewQueue {
  readonly engine: 'memory' | 'redis';
  /** Queues a review (the web side). Throws QueueFullError when the queue cannot take more. */
  add(job: ReviewJob): Promise<AddResult>;
  /** Starts processing in this process (the worker side). */
  process(p: Processor): void;
  stats(): Promise<QueueStats>;
  /**
   * Stops taking work and waits up to `timeoutMs`: in process for every queued review, with Redis for the
   * reviews in flight (the waiting ones stay in Redis for another process). What is left is reported.
   */
  close(timeoutMs: number): Promise<{ finished: boolean; dropped: number }>;
}

export class QueueFullError extends Error {}

/** A set of recent keys with a bound on its size (oldest forgotten first). */
export class RecentSet {
  private readonly items = new Map<string, true>();
  constructor(private readonly max: number) {}
  /** Adds the key; false when it was there already. */
  add(k: string): boolean {
    if (this.items.has(k)) return false;
    this.items.set(k, true);
    if (this.items.size > this.max) this.items.delete(this.items.keys().next().value as string);
    return true;
  }
  has(k: string): boolean {
    return this.items.has(k);
  }
  delete(k: string): void {
    this.items.delete(k);
  }
}

export class MemoryQueue implements ReviewQueue {
  readonly engine = 'memory' as const;
  private readonly seen = new RecentSet(50_000);
  /** The newest job's `dedupe` per pull request. */
  private readonly latest = new Map<string, string>();
  /** Newest waiting job per pull request, in arrival order of the pull requests. */
  private readonly waiting = new Map<string, ReviewJob>();
  private readonly running = new Map<string, Promise<void>>();
  private processor?: Processor;
  private closing = false;
  private idle?: () => void;

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
    private readonly onError: (job: ReviewJob, e: unknown) => void,
  ) {}

  async add(job: ReviewJob): Promise<AddResult> {
    if (this.seen.has(`d:${job.delivery}`) || this.seen.has(`j:${job.dedupe}`)) return 'duplicate';
    if (this.closing || (this.waiting.size >= this.maxQueued && !this.waiting.has(job.key))) throw new QueueFullError(this.closing ? 'shutting down' : `${this.waiting.size} pull requests are waiting`);
    this.seen.add(`d:${job.delivery}`);
    this.seen.add(`j:${job.dedupe}`);
    this.latest.delete(job.key); // (re-inserted last: the map's order is a recency order, bounded below)
    this.latest.set(job.key, job.dedupe);
    if (this.latest.size > 50_000) for (const k of this.latest.keys()) if (!this.waiting.has(k) && !this.running.has(k) && this.latest.delete(k) && this.latest.size <= 40_000) break;
    this.waiting.delete(job.key);
    this.waiting.set(job.key, job);
    this.pump();
    return 'queued';
  }

  process(p: Processor): void {
    this.processor = p;
    this.pump();
  }

  async stats(): Promise<QueueStats> {
    return { engine: 'memory', running: this.running.size, waiting: this.waiting.size };
  }

  private pump(): void {
    if (!this.processor) return;
    for (const [key, job] of this.waiting) {
      if (this.running.size >= this.concurrency) break;
      if (this.running.has(key)) continue;
      this.waiting.delete(key);
      const ctx: JobContext = { superseded: async () => this.latest.get(key) !== job.dedupe, attempt: 1 };
      const run = this.processor(job, ctx)
        .then(
          () => undefined,
          (e: unknown) => this.onError(job, e),
        )
        .finally(() => {
          this.running.delete(key);
          this.pump();
          if (this.closing && !this.running.size && !this.waiting.size) this.idle?.();
        });
      this.running.set(key, run);
    }
  }

  async close(timeoutMs: number): Promise<{ finished: boolean; dropped: number }> {
    // the reviews queued in this process are finished (nothing else would make them), within the time
    this.closing = true;
    if (!this.processor || (!this.running.size && !this.waiting.size)) return { finished: !this.waiting.size, dropped: this.waiting.size };
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      new Promise<boolean>((r) => (this.idle = () => r(true))),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    const dropped = finished ? 0 : this.running.size + this.waiting.size;
    this.waiting.clear();
    return { finished, dropped };
  }
}
