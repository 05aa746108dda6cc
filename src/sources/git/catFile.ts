/** `git cat-file --batch` and `--batch-check` as long-running processes, and a one-shot `git` call. */
import { spawn, execFile, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { promisify } from 'node:util';

const execFileP = promisify(execFile);

export async function git(repo: string, args: string[], maxBuffer = 1 << 30): Promise<string> {
  const { stdout } = await execFileP('git', ['-C', repo, ...args], { maxBuffer, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  return stdout;
}

const OID = /^[0-9a-f]{4,64}$/;
/** Blob contents kept by `readCached`, in total at most this many bytes. */
const CACHE_BYTES = 64 << 20;

/**
 * A long-running `git cat-file --batch`: one process, requests answered in order. Object sizes come from a
 * second, lazily started `git cat-file --batch-check` (`size`), so a tree can be listed without sizes and a
 * blob over the read limit is still never fetched.
 */
export class CatFile {
  private proc?: ChildProcessWithoutNullStreams;
  private buf: Buffer = Buffer.alloc(0);
  private queue: { oid: string; resolve: (b: Buffer | undefined) => void; reject: (e: Error) => void }[] = [];
  private pending?: { size: number; missing: boolean };
  private check?: BatchCheck;
  private readonly cache = new Map<string, Promise<Buffer | undefined>>();
  private cachedBytes = 0;
  /** Content requests sent to git. */
  requests = 0;

  constructor(private readonly repo: string) {}

  /** The size of an object, or undefined when it does not exist (asked once per object). */
  size(oid: string): Promise<number | undefined> {
    if (!OID.test(oid)) return Promise.resolve(undefined);
    let p = this.sizes.get(oid);
    if (!p) {
      this.sizes.set(oid, (p = (this.check ??= new BatchCheck(this.repo)).size(oid)));
      p.catch(() => this.sizes.delete(oid));
    }
    return p;
  }

  private readonly sizes = new Map<string, Promise<number | undefined>>();

  /**
   * The commit `ref` names (`ref^{commit}`), asked of the running `--batch-check` instead of a
   * `git rev-parse` process; undefined when git answers that it names no single commit.
   */
  commitOf(ref: string): Promise<string | undefined> {
    if (!ref || /[\n\r]/.test(ref)) return Promise.resolve(undefined);
    return (this.check ??= new BatchCheck(this.repo)).line(`${ref}^{commit}`).then((l) => {
      const [oid, type] = l.split(' ');
      return type === 'commit' && OID.test(oid) ? oid : undefined;
    });
  }

  /** Like `read`, but each blob is fetched once while the cache has room (trees of one repository share blobs). */
  readCached(oid: string): Promise<Buffer | undefined> {
    const hit = this.cache.get(oid);
    if (hit) return hit;
    const p = this.read(oid);
    if (this.cachedBytes < CACHE_BYTES) {
      this.cache.set(oid, p);
      p.then(
        (b) => (this.cachedBytes += b?.length ?? 0),
        () => this.cache.delete(oid),
      );
    }
    return p;
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.proc) return this.proc;
    const p = spawn('git', ['-C', this.repo, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'pipe'] });
    p.stdout.on('data', (d: Buffer) => {
      this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
      this.drain();
    });
    p.on('error', (e) => this.failAll(e));
    p.on('exit', () => {
      this.proc = undefined;
      this.failAll(new Error('git cat-file exited'));
    });
    p.stdin.on('error', () => undefined);
    this.proc = p;
    return p;
  }

  private failAll(e: Error): void {
    const q = this.queue;
    this.queue = [];
    for (const r of q) r.reject(e);
  }

  private drain(): void {
    for (;;) {
      if (!this.queue.length) return;
      if (!this.pending) {
        const nl = this.buf.indexOf(10);
        if (nl < 0) return;
        const header = this.buf.subarray(0, nl).toString('utf8');
        this.buf = this.buf.subarray(nl + 1);
        if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
          this.queue.shift()!.resolve(undefined);
          continue;
        }
        const size = Number(header.split(' ')[2]);
        this.pending = { size, missing: false };
      }
      const need = this.pending.size + 1;
      if (this.buf.length < need) return;
      const data = Buffer.from(this.buf.subarray(0, this.pending.size));
      this.buf = this.buf.subarray(need);
      this.pending = undefined;
      this.queue.shift()!.resolve(data);
    }
  }

  read(oid: string): Promise<Buffer | undefined> {
    if (!OID.test(oid)) return Promise.resolve(undefined);
    const p = this.start();
    this.requests++;
    return new Promise((resolve, reject) => {
      this.queue.push({ oid, resolve, reject });
      this.writer.write(p, oid);
    });
  }

  private readonly writer = new LineWriter();

  /** Starts both git processes now (while the caller waits on something else), instead of at the first request. */
  warm(): void {
    this.start();
    (this.check ??= new BatchCheck(this.repo)).warm();
  }

  close(): void {
    if (this.proc) {
      release(this.proc);
      this.proc = undefined;
    }
    this.check?.close();
    this.check = undefined;
  }
}

/** Request lines made in one tick go to git in one write (a burst of reads costs one system call). */
class LineWriter {
  private lines: string[] = [];

  write(p: ChildProcessWithoutNullStreams, line: string): void {
    if (this.lines.push(line) > 1) return;
    queueMicrotask(() => {
      const text = this.lines.join('\n') + '\n';
      this.lines = [];
      p.stdin.write(text);
    });
  }
}

/** A long-running `git cat-file --batch-check`: `<oid> <type> <size>` or `<oid> missing` per request, in order. */
class BatchCheck {
  private proc?: ChildProcessWithoutNullStreams;
  private buf = '';
  private queue: { resolve: (line: string) => void; reject: (e: Error) => void }[] = [];

  constructor(private readonly repo: string) {}

  private start(): ChildProcessWithoutNullStreams {
    if (this.proc) return this.proc;
    const p = spawn('git', ['-C', this.repo, 'cat-file', '--batch-check'], { stdio: ['pipe', 'pipe', 'pipe'] });
    p.stdout.setEncoding('utf8');
    p.stdout.on('data', (d: string) => {
      this.buf += d;
      let nl: number;
      while ((nl = this.buf.indexOf('\n')) >= 0 && this.queue.length) {
        const line = this.buf.slice(0, nl);
        this.buf = this.buf.slice(nl + 1);
        this.queue.shift()!.resolve(line);
      }
    });
    const fail = (e: Error): void => {
      const q = this.queue;
      this.queue = [];
      for (const r of q) r.reject(e);
    };
    p.on('error', fail);
    p.on('exit', () => {
      this.proc = undefined;
      fail(new Error('git cat-file --batch-check exited'));
    });
    p.stdin.on('error', () => undefined);
    this.proc = p;
    return p;
  }

  warm(): void {
    this.start();
  }

  size(oid: string): Promise<number | undefined> {
    return this.line(oid).then((line) => {
      const parts = line.split(' ');
      return parts.length === 3 ? Number(parts[2]) : undefined;
    });
  }

  /** git's answer to one request line (without its newline). */
  line(request: string): Promise<string> {
    const p = this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ resolve, reject });
      this.writer.write(p, request);
    });
  }

  private readonly writer = new LineWriter();

  close(): void {
    if (!this.proc) return;
    release(this.proc);
    this.proc = undefined;
  }
}

/**
 * Ends a long-running git process that is no longer needed: its pipes are closed and it is killed, and this
 * process does not wait for it to exit (a command that is done exits at once).
 */
function release(p: ChildProcessWithoutNullStreams): void {
  p.removeAllListeners('exit');
  p.stdin.destroy();
  p.stdout.destroy();
  p.stderr.destroy();
  p.kill();
  p.unref();
}

