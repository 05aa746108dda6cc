import { spawn, execFile, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { promisify } from 'node:util';
import { IndexedTree, type IndexedEntry } from '../core/tree.js';

const execFileP = promisify(execFile);

export async function git(repo: string, args: string[], maxBuffer = 1 << 30): Promise<string> {
  const { stdout } = await execFileP('git', ['-C', repo, ...args], { maxBuffer, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  return stdout;
}

/** A long-running `git cat-file --batch`: one process, requests answered in order. */
export class CatFile {
  private proc?: ChildProcessWithoutNullStreams;
  private buf: Buffer = Buffer.alloc(0);
  private queue: { oid: string; resolve: (b: Buffer | undefined) => void; reject: (e: Error) => void }[] = [];
  private pending?: { size: number; missing: boolean };
  requests = 0;

  constructor(private readonly repo: string) {}

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
    if (!/^[0-9a-f]{4,64}$/.test(oid)) return Promise.resolve(undefined);
    const p = this.start();
    this.requests++;
    return new Promise((resolve, reject) => {
      this.queue.push({ oid, resolve, reject });
      p.stdin.write(oid + '\n');
    });
  }

  close(): void {
    if (this.proc) {
      this.proc.removeAllListeners('exit');
      this.proc.stdin.end();
      this.proc.kill();
      this.proc = undefined;
    }
  }
}

/** Parses `git ls-tree -r -l -z` output. */
export function parseLsTree(out: string): IndexedEntry[] {
  const entries: IndexedEntry[] = [];
  for (const rec of out.split('\0')) {
    if (!rec) continue;
    const tab = rec.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, oid, size] = rec.slice(0, tab).split(/\s+/);
    const path = rec.slice(tab + 1);
    if (type === 'blob') entries.push({ path, kind: mode === '120000' ? 'symlink' : 'file', size: Number(size), id: oid });
    else entries.push({ path, kind: 'other', id: oid });
  }
  return entries;
}

/** A commit of a git repository, read with ls-tree and cat-file (no checkout). */
export async function gitTree(repo: string, ref: string, cat?: CatFile): Promise<{ tree: IndexedTree; commit: string; cat: CatFile }> {
  const commit = (await git(repo, ['rev-parse', '--verify', '--end-of-options', ref + '^{commit}'])).trim();
  const out = await git(repo, ['ls-tree', '-r', '-l', '-z', '--full-tree', commit]);
  const c = cat ?? new CatFile(repo);
  const tree = new IndexedTree(`git ${commit.slice(0, 12)}`, parseLsTree(out), async (e, max) => {
    if (!e.id) return undefined;
    if (e.size !== undefined && e.size > max + 1 && e.kind === 'file') return undefined;
    return c.read(e.id);
  });
  return { tree, commit, cat: c };
}
