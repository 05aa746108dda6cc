/**
 * Rule reach on a second thread. Counting a rule's matches over a 200,000-file tree is the review's biggest
 * piece of pure computation and needs nothing from the loader but the rules' patterns, so it can run in a
 * worker while the main thread loads both sides' launch and directory contexts (src/run.ts,
 * analyzeInterleaved).
 *
 * The main thread sends the base's file list once it has listed the commit; the head of a review is the
 * base's index plus the overlay's delta (DeltaReach), as in process. Answers are the same code's answers
 * (src/core/reach.ts); when the worker cannot answer (no worker entry, a failure, an exit), the caller
 * counts in process.
 *
 * The bundled CLI starts the worker from its own small bundle (dist/reach-worker.js, src/reachWorkerMain.ts);
 * from source, src/bin.ts registers itself and hands over to `runReachWorker()` when `isReachWorker()`.
 * On by default for large trees (see workersWanted).
 */
import * as os from 'node:os';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { DeltaReach, ReachIndex, sortedDelta, type ReachCounter, type ReachQuery, type ReachResult } from '../core/reach.js';
import { BytePaths, type BytePathsParts } from '../core/pathColumn.js';
import { applyDelta, sortedInPlace } from '../core/tree.js';

const FLAG = 'memory-review:reach';

/** What a side's reach is computed from: its files (relative to the root), or a delta on another side. */
export type SideSpec =
  | { kind: 'delta'; from: string; added: string[]; removed: string[] }
  | { kind: 'files'; files: readonly string[]; from?: string }
  // (a listing kept as bytes, sorted: its segments are shared memory, not copied)
  | { kind: 'bytes'; parts: BytePathsParts };

type Request = { t: 'side'; side: string; spec: SideSpec } | { t: 'reach'; id: number; side: string; queries: ReachQuery[] };
type Reply = { t: 'reach'; id: number; results: ReachResult[] } | { t: 'error'; id: number; message: string };

let entry: { url: URL; execArgv?: string[] } | undefined;

/** Workers started and reach requests they answered in this process (for tests and diagnostics). */
export const workerStats = { started: 0, answered: 0 };

/**
 * Records the script a worker starts from (the entry point's own `import.meta.url`), and the Node options
 * it needs (a TypeScript entry under test: `--import tsx`).
 */
export function registerWorkerEntry(url: URL | string, execArgv?: string[]): void {
  entry = { url: typeof url !== 'string' ? url : url.startsWith('file:') ? new URL(url) : pathToFileURL(url), execArgv };
}

/**
 * Whether to count on a worker for a tree of `files` files: `MEMORY_REVIEW_WORKERS=1` (or true, on, yes)
 * always, `=0` (or false, off, no) never; otherwise (unset, or anything else) when the tree is large
 * (WORKER_MIN_FILES) and the machine has a second core. Below that size it measured no faster: the thread
 * competes with this one for the cores git and V8's own threads already use.
 */
export function workersWanted(files: number): boolean {
  const env = process.env.MEMORY_REVIEW_WORKERS?.trim().toLowerCase();
  if (env === '1' || env === 'true' || env === 'on' || env === 'yes') return true;
  if (env === '0' || env === 'false' || env === 'off' || env === 'no') return false;
  return files >= WORKER_MIN_FILES && os.availableParallelism() >= 2;
}

/** Trees of at least this many files count rule reach on a worker thread (unless told otherwise). */
export const WORKER_MIN_FILES = 80_000;

export function isReachWorker(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === FLAG;
}

/** The reach side of a review, answered by a worker thread. */
export class ReachWorker {
  private readonly worker: Worker;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: ReachResult[]) => void; reject: (e: Error) => void }>();
  private failed?: Error;

  private constructor(e: { url: URL; execArgv?: string[] }) {
    this.worker = new Worker(e.url, { workerData: { role: FLAG }, stdout: false, stderr: false, ...(e.execArgv ? { execArgv: e.execArgv } : {}) });
    this.worker.unref();
    this.worker.on('message', (m: Reply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.t === 'reach') {
        workerStats.answered++;
        p.resolve(m.results);
      }
      else p.reject(new Error(m.message));
    });
    const fail = (e: Error) => {
      this.failed = e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('reach worker exited')));
  }

  /** A worker for a tree of `files` files, or undefined when none is wanted or can be started here (no registered entry). */
  static start(files: number): ReachWorker | undefined {
    if (!entry || !workersWanted(files)) return undefined;
    try {
      const w = new ReachWorker(entry);
      workerStats.started++;
      return w;
    } catch {
      return undefined;
    }
  }

  /** Declares where a side's files come from (send it as early as possible: the worker starts at once). */
  side(side: string, spec: SideSpec): void {
    if (!this.failed) this.worker.postMessage({ t: 'side', side, spec } satisfies Request);
  }

  reach(side: string, queries: ReachQuery[]): Promise<ReachResult[]> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ t: 'reach', id, side, queries } satisfies Request);
    });
  }

  async close(): Promise<void> {
    this.failed ??= new Error('reach worker closed');
    await this.worker.terminate();
  }
}

interface SideState {
  /** The side's files, sorted (made when first asked for: a byte listing's index needs no strings). */
  files: () => readonly string[];
  counter: Promise<ReachCounter>;
}

/** The worker's loop: sides are indexed as soon as they are declared; queries wait for their side. */
export function runReachWorker(): void {
  const port = parentPort!;
  const sides = new Map<string, SideState>();
  const sideOf = (name: string): SideState => {
    const s = sides.get(name);
    if (!s) throw new Error(`no side ${name}`);
    return s;
  };
  const once = <T>(make: () => T): (() => T) => {
    let made: { v: T } | undefined;
    return () => (made ??= { v: make() }).v;
  };
  const declare = (name: string, spec: SideSpec): void => {
    let files: () => readonly string[];
    let counter: Promise<ReachCounter>;
    // (indexes are built after the message is handled: a query waits for them)
    if (spec.kind === 'files') {
      const list = sortedInPlace(spec.files.slice());
      files = () => list;
      const from = spec.from ? sides.get(spec.from) : undefined;
      counter = Promise.resolve().then(async () => {
        if (!from) return new ReachIndex(list);
        const d = sortedDelta(from.files(), list);
        return new DeltaReach(await from.counter, from.files, d.added, d.removed, files);
      });
    } else if (spec.kind === 'bytes') {
      const paths = new BytePaths(spec.parts);
      files = once(() => paths.list());
      counter = Promise.resolve().then(() => new ReachIndex(paths));
    } else {
      const from = sideOf(spec.from);
      files = once(() => applyDelta(from.files(), spec.added, spec.removed));
      counter = from.counter.then((c) => new DeltaReach(c, from.files, spec.added, spec.removed, files));
    }
    counter.catch(() => undefined);
    sides.set(name, { files, counter });
  };
  port.on('message', (m: Request) => {
    if (m.t === 'side') {
      try {
        declare(m.side, m.spec);
      } catch {
        /* a query for this side reports it */
      }
      return;
    }
    void (async () => {
      try {
        const c = await sideOf(m.side).counter;
        port.postMessage({ t: 'reach', id: m.id, results: m.queries.map((q) => c.reach(q)) } satisfies Reply);
      } catch (e) {
        port.postMessage({ t: 'error', id: m.id, message: (e as Error).message } satisfies Reply);
      }
    })();
  });
}
