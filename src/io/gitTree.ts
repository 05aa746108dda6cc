import { spawn, execFile, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { promisify } from 'node:util';
import * as fs from 'node:fs';
import * as os from 'node:os';
import P from 'node:path';
import { MAX_FILE_BYTES, MAX_INCLUDE_DEPTH } from '../core/constants.js';
import { importHints } from '../core/markdown.js';
import { BytePaths, latin1Cut } from '../core/pathColumn.js';
import { prelisted } from './prelist.js';
import { idAt, IndexedTree, isCleanPath, KIND_CODE, OverlayTree, type IdColumn, type IndexedEntry, type TreeChange } from '../core/tree.js';

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
      this.proc.removeAllListeners('exit');
      this.proc.stdin.end();
      this.proc.kill();
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
  private queue: { resolve: (n: number | undefined) => void; reject: (e: Error) => void }[] = [];

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
        const parts = line.split(' ');
        this.queue.shift()!.resolve(parts.length === 3 ? Number(parts[2]) : undefined);
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
    const p = this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ resolve, reject });
      this.writer.write(p, oid);
    });
  }

  private readonly writer = new LineWriter();

  close(): void {
    if (!this.proc) return;
    this.proc.removeAllListeners('exit');
    this.proc.stdin.end();
    this.proc.kill();
    this.proc = undefined;
  }
}

/** Parses `git ls-tree -r -z` output into entries, with sizes when it was asked for them (`-l`). */
export function parseLsTree(out: string): IndexedEntry[] {
  const c = parseLsTreeColumns(out);
  return c.paths.map((path, i) => {
    const e: IndexedEntry = { path, kind: c.kinds[i] === KIND_CODE.symlink ? 'symlink' : c.kinds[i] === KIND_CODE.other ? 'other' : 'file', id: idAt(c.ids, i) };
    if (c.sizes?.[i] !== undefined) e.size = c.sizes[i];
    return e;
  });
}

/** Listing columns: paths[i] has kinds[i] (KIND_CODE), ids[i], and sizes[i] for `-l` listings. */
export interface LsTreeColumns {
  paths: string[];
  kinds: Uint8Array;
  ids: IdColumn;
  sizes?: (number | undefined)[];
  /** Every path clean and in strictly ascending order (as git lists them): the tree takes the columns as they are. */
  ordered: boolean;
  /** Positions of the paths ending in `.md` (where memory files are looked for). */
  md: number[];
}

/** A column with room for `size` entries, its entries kept. */
function grown<T extends Uint8Array | Int32Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/**
 * What an unclean path (isCleanPath) looks like inside a listing, between the TAB before it and the NUL
 * after it: empty, a leading or trailing '/', '//', or a '.' or '..' component. (Also found in some clean
 * paths, such as one holding a TAB: those are then checked one by one.)
 */
const UNCLEAN_IN_LISTING = /\t\0|\t\/|\/\0|\/\/|[\t/]\.\.?(?:\/|\0)/;

/**
 * Parses `git ls-tree -r -z` output into columns (no object per entry), fed in pieces as git writes them:
 * a record cut between two pieces waits for the next one.
 */
export class LsTreeParser {
  /** `onMarkdown`: told of each file (blob, not symlink) whose path ends in `.md`, as soon as it is parsed. */
  constructor(private readonly onMarkdown?: (path: string, oid: string) => void) {}

  private readonly paths: string[] = [];
  /** Where each id lies: in which of `texts`, from and to (cut out when an entry is looked at). */
  private readonly texts: string[] = [];
  private idText = new Int32Array(1024);
  private idStart = new Int32Array(1024);
  private idEnd = new Int32Array(1024);
  private sizes?: (number | undefined)[];
  private kinds = new Uint8Array(1024);
  private rest = '';
  private ordered = true;
  private prev = '';
  private readonly md: number[] = [];
  /** Length of an object id in this listing (40 or 64), learnt from the first record scanned in full. */
  private oidLen = 0;

  feed(text: string): void {
    const out = this.rest ? this.rest + text : text;
    const last = out.lastIndexOf('\0');
    if (last < 0) {
      this.rest = out;
      return;
    }
    this.rest = out.slice(last + 1);
    this.records(out, last);
  }

  end(): LsTreeColumns {
    if (this.rest) this.records(this.rest, this.rest.length);
    this.rest = '';
    const n = this.paths.length;
    const ids = { texts: this.texts, text: this.idText.slice(0, n), start: this.idStart.slice(0, n), end: this.idEnd.slice(0, n) };
    return { paths: this.paths, kinds: this.kinds.slice(0, n), ids, ...(this.sizes ? { sizes: this.sizes } : {}), ordered: this.ordered, md: this.md };
  }

  /** The records of out[0, stop) (each ended by a NUL, or by stop). */
  private records(out: string, stop: number): void {
    const textIndex = this.texts.push(out) - 1;
    // every path of the piece is clean when nothing in it looks like an unclean path (one scan of the
    // piece instead of one per path; a record not ended by a NUL is checked on its own)
    const allClean = stop < out.length && !UNCLEAN_IN_LISTING.test(out);
    let at = 0;
    while (at < stop) {
      let end = out.indexOf('\0', at);
      if (end < 0 || end > stop) end = stop;
      // <mode> SP <type> SP <oid> [SP+ <size>] TAB <path>
      // (the usual record, `100644 blob <oid>\t`, is recognised at fixed places; any other is scanned)
      const oidLen = this.oidLen;
      let tab = at + 12 + oidLen;
      let sp1 = at + 6;
      let sp2 = at + 11;
      let oidEnd = tab;
      if (!(oidLen && tab < end && out.charCodeAt(tab) === 9 && out.charCodeAt(sp1) === 32 && out.charCodeAt(sp2) === 32 && out.charCodeAt(at + 7) === 98)) {
        tab = out.indexOf('\t', at);
        if (tab >= 0 && tab < end) {
          sp1 = out.indexOf(' ', at);
          sp2 = out.indexOf(' ', sp1 + 1);
          oidEnd = out.indexOf(' ', sp2 + 1);
          if (oidEnd < 0 || oidEnd > tab) oidEnd = tab;
          if (sp2 > sp1 && oidEnd === tab && !this.oidLen) this.oidLen = oidEnd - sp2 - 1;
        }
      }
      if (tab >= 0 && tab < end) {
        if (sp1 > at && sp2 > sp1 && sp2 < tab) {
          // 'blob' is a file or (mode 120000) a symlink; anything else (a submodule's commit) is other
          const blob = sp2 - sp1 === 5 && out.startsWith('blob', sp1 + 1);
          const kind = !blob ? KIND_CODE.other : sp1 - at === 6 && out.startsWith('120000', at) ? KIND_CODE.symlink : KIND_CODE.file;
          const i = this.paths.length;
          if (i === this.kinds.length) {
            const size = this.kinds.length * 2;
            this.kinds = grown(this.kinds, size);
            this.idText = grown(this.idText, size);
            this.idStart = grown(this.idStart, size);
            this.idEnd = grown(this.idEnd, size);
          }
          this.kinds[i] = kind;
          // (`-l` listings: the size column, of blobs)
          if (oidEnd < tab && blob) (this.sizes ??= [])[i] = Number(out.slice(oidEnd + 1, tab).trim());
          const path = out.slice(tab + 1, end);
          // (checked here, while git is still writing, so that the tree need not check them again)
          if (this.ordered && !(this.prev < path && (allClean || isCleanPath(path)))) this.ordered = false;
          this.prev = path;
          if (end - tab > 3 && out.charCodeAt(end - 1) === 100 && out.charCodeAt(end - 2) === 109 && out.charCodeAt(end - 3) === 46) {
            this.md.push(i);
            if (this.onMarkdown && kind === KIND_CODE.file) this.onMarkdown(path, out.slice(sp2 + 1, oidEnd));
          }
          this.paths.push(path);
          this.idText[i] = textIndex;
          this.idStart[i] = sp2 + 1;
          this.idEnd[i] = oidEnd;
        }
      }
      at = end + 1;
    }
  }
}

/** A listing whose paths stay bytes (LsTreeByteParser): what `IndexedTree.fromColumns` takes. */
export interface ByteListing {
  paths: BytePaths;
  kinds: Uint8Array;
  ids: IdColumn;
  sizes?: (number | undefined)[];
  ordered: boolean;
  md: number[];
}

/** The largest segment a byte listing is copied into (segments double from 1 MiB up to this; a record never spans two). */
const SEGMENT_MAX = 8 << 20;

/**
 * Parses `git ls-tree -r -z` output as git writes it, without making a string per path: the bytes are copied
 * into segments of shared memory (which a worker thread can be sent without a copy), and each entry is kept
 * as where its path and id lie (BytePaths). Only an ASCII listing is parsed so: bytes are then characters,
 * and byte order is JavaScript's order. A listing with any other byte is decoded and parsed as text at the
 * end (`end()` returns undefined and `text()` the whole output). The same columns as LsTreeParser.
 */
export class LsTreeByteParser {
  /** `onMarkdown`: told of each file (blob, not symlink) whose path ends in `.md`, as soon as it is parsed. */
  constructor(private readonly onMarkdown?: (path: string, oid: string) => void) {}

  private readonly segs: Buffer<ArrayBufferLike>[] = [];
  /** Bytes of each segment that belong to the output (a segment's unparsed end moves to the next). */
  private readonly segLens: number[] = [];
  /** Index of the first entry of each segment. */
  private readonly first: number[] = [];
  private cur: Buffer<ArrayBufferLike> = Buffer.alloc(0);
  private used = 0;
  private parsed = 0;
  private n = 0;
  private starts = new Int32Array(1024);
  private ends = new Int32Array(1024);
  private idStart = new Int32Array(1024);
  private idEnd = new Int32Array(1024);
  private kinds = new Uint8Array(1024);
  private sizes?: (number | undefined)[];
  private readonly md: number[] = [];
  private ordered = true;
  private prevBuf?: Buffer<ArrayBufferLike>;
  private prevStart = 0;
  private prevEnd = 0;
  private oidLen = 0;
  /** Set once a byte is not ASCII: the rest of the output is only kept. */
  private pieces?: Buffer<ArrayBufferLike>[];

  /** The whole output at once, in memory the parser may keep (no copy is made of it when it is ASCII). */
  whole(out: Buffer<ArrayBufferLike>): void {
    if (this.segs.length || this.pieces) {
      this.feed(out);
      return;
    }
    // (room for every record at once: none is shorter than `<mode> blob <40 hex>\t<one character>`)
    this.reserve(Math.ceil(out.length / 55) + 1);
    this.segs.push(out);
    this.segLens.push(0);
    this.first.push(0);
    this.cur = out;
    this.used = out.length;
    this.records(out.lastIndexOf(0, out.length - 1));
  }

  feed(chunk: Buffer<ArrayBufferLike>): void {
    if (this.pieces) {
      this.pieces.push(chunk);
      return;
    }
    if (this.used + chunk.length > this.cur.length) this.segment(chunk.length);
    chunk.copy(this.cur, this.used);
    this.used += chunk.length;
    this.records(this.cur.lastIndexOf(0, this.used - 1));
  }

  /** A byte that is not ASCII was met: from here on the output is only kept, to be parsed as text. */
  private notAscii(): void {
    this.pieces = this.segs.map((s, k) => s.subarray(0, k === this.segs.length - 1 ? this.used : this.segLens[k]));
  }

  /** A new segment with room for `need` more bytes; the current one's unparsed end moves there. */
  private segment(need: number): void {
    const tail = this.used - this.parsed;
    const size = Math.max(Math.min(SEGMENT_MAX, Math.max(1 << 20, this.cur.length * 2)), tail + need);
    const seg = Buffer.from(new SharedArrayBuffer(size));
    if (tail) this.cur.copy(seg, 0, this.parsed, this.used);
    if (this.segs.length) this.segLens[this.segs.length - 1] = this.parsed;
    this.segs.push(seg);
    this.segLens.push(0);
    this.first.push(this.n);
    this.cur = seg;
    this.used = tail;
    this.parsed = 0;
  }

  /** The whole output as text, once `end()` has said the listing is not ASCII. */
  text(): string {
    return Buffer.concat(this.pieces ?? []).toString('utf8');
  }

  /** The columns, or undefined when the listing was not ASCII (then parse `text()`). */
  end(): ByteListing | undefined {
    if (this.pieces) return undefined;
    // a last record not ended by a NUL is ended by the output's end
    if (this.used > this.parsed) {
      if (this.used + 1 > this.cur.length) this.segment(1);
      this.cur[this.used] = 0;
      this.records(this.used);
    }
    if (this.segs.length) this.segLens[this.segs.length - 1] = this.used;
    const n = this.n;
    // (views, not copies, of the columns)
    const paths = new BytePaths({ segs: this.segs, first: Int32Array.from(this.first), start: this.starts.subarray(0, n), end: this.ends.subarray(0, n), length: n });
    const ids: IdColumn = { paths, start: this.idStart.subarray(0, n), end: this.idEnd.subarray(0, n) };
    return { paths, kinds: this.kinds.subarray(0, n), ids, ...(this.sizes ? { sizes: this.sizes } : {}), ordered: this.ordered, md: this.md };
  }

  private grow(): void {
    this.reserve(this.kinds.length * 2);
  }

  /** Room for `size` entries in the columns. */
  private reserve(size: number): void {
    if (size <= this.kinds.length) return;
    this.kinds = grown(this.kinds, size);
    this.starts = grown(this.starts, size);
    this.ends = grown(this.ends, size);
    this.idStart = grown(this.idStart, size);
    this.idEnd = grown(this.idEnd, size);
  }

  /** The records of the current segment from `parsed` up to the NUL at `stop` (none when stop < parsed). */
  private records(stop: number): void {
    const b = this.cur;
    let at = this.parsed;
    while (at <= stop) {
      // <mode> SP <type> SP <oid> [SP+ <size>] TAB <path> NUL
      // (the usual record, `100644 blob <oid>\t`, is recognised at fixed places; any other is scanned)
      const oidLen = this.oidLen;
      let tab = at + 12 + oidLen;
      let sp1 = at + 6;
      let sp2 = at + 11;
      let oidEnd = tab;
      let end = -1;
      if (!(oidLen && tab < stop && b[tab] === 9 && b[sp1] === 32 && b[sp2] === 32 && b[at + 7] === 98)) {
        end = b.indexOf(0, at);
        tab = b.indexOf(9, at);
        if (tab < 0 || tab > end) {
          // (no TAB: not a record)
          at = end + 1;
          continue;
        }
        sp1 = b.indexOf(32, at);
        sp2 = sp1 < 0 ? -1 : b.indexOf(32, sp1 + 1);
        oidEnd = sp2 < 0 ? -1 : b.indexOf(32, sp2 + 1);
        if (oidEnd < 0 || oidEnd > tab) oidEnd = tab;
        if (!(sp1 > at && sp2 > sp1 && sp2 < tab)) {
          at = end + 1;
          continue;
        }
        if (oidEnd === tab && !this.oidLen) this.oidLen = oidEnd - sp2 - 1;
      }
      // the path: its end, whether it is clean (no empty, '.' or '..' component) and above the previous one
      const p0 = tab + 1;
      let j = p0;
      let clean = true;
      let compStart = p0;
      let dots = 0;
      const prev = this.prevBuf;
      let q = this.prevStart;
      const qEnd = this.prevEnd;
      let cmp = prev ? 0 : 1;
      for (;; j++) {
        const c = b[j];
        if (c === 0) break;
        if (c > 127) {
          // (from here on, text: see notAscii)
          this.parsed = at;
          this.notAscii();
          return;
        }
        if (cmp === 0) {
          if (q < qEnd) cmp = c - prev![q++];
          else cmp = 1;
        }
        if (c === 47) {
          if (j === compStart || (dots === j - compStart && dots <= 2)) clean = false;
          compStart = j + 1;
          dots = 0;
        } else if (c === 46) dots++;
        else dots = -1 << 20;
      }
      if (end < 0) end = j;
      // the last component: empty (an empty path, or a trailing '/'), or '.' / '..'
      if (j === compStart || (dots === j - compStart && dots <= 2)) clean = false;
      // (cmp 0: equal to the previous path, or a prefix of it: not ascending either way)
      if (this.ordered && !(cmp > 0 && clean)) this.ordered = false;
      // 'blob' is a file or (mode 120000) a symlink; anything else (a submodule's commit) is other
      const blob = sp2 - sp1 === 5 && b[sp1 + 1] === 98 && b[sp1 + 2] === 108 && b[sp1 + 3] === 111 && b[sp1 + 4] === 98;
      const kind = !blob ? KIND_CODE.other : sp1 - at === 6 && b[at] === 49 && b[at + 1] === 50 && b[at + 2] === 48 && b[at + 3] === 48 && b[at + 4] === 48 && b[at + 5] === 48 ? KIND_CODE.symlink : KIND_CODE.file;
      const i = this.n;
      if (i === this.kinds.length) this.grow();
      this.kinds[i] = kind;
      // (`-l` listings: the size column, of blobs)
      if (oidEnd < tab && blob) (this.sizes ??= [])[i] = Number(latin1Cut(b, oidEnd + 1, tab).trim());
      this.starts[i] = p0;
      this.ends[i] = end;
      this.idStart[i] = sp2 + 1;
      this.idEnd[i] = oidEnd;
      if (end - p0 >= 3 && b[end - 1] === 100 && b[end - 2] === 109 && b[end - 3] === 46) {
        this.md.push(i);
        if (this.onMarkdown && kind === KIND_CODE.file) this.onMarkdown(latin1Cut(b, p0, end), latin1Cut(b, sp2 + 1, oidEnd));
      }
      this.n = i + 1;
      this.prevBuf = b;
      this.prevStart = p0;
      this.prevEnd = end;
      at = end + 1;
    }
    this.parsed = at;
  }
}

/** Parses a whole `git ls-tree -r -z` output into columns. */
export function parseLsTreeColumns(out: string): LsTreeColumns {
  const p = new LsTreeParser();
  p.feed(out);
  return p.end();
}

/**
 * `git ls-tree -r -z --full-tree` of a commit, parsed as bytes (LsTreeByteParser), or as text when the
 * listing is not ASCII (see LsTreeParser for `onMarkdown`). Git writes the listing to a temporary file
 * (`via: 'file'`, unless none can be made), read at once when git is done: a pipe would hand it over in
 * thousands of small reads, each a turn of the event loop, while git waits on them. With a file, the
 * launcher's listing of the commit is taken when there is one (src/io/prelist.ts). Through a pipe
 * (`via: 'pipe'`), it is parsed as git writes it.
 */
export async function lsTree(repo: string, commit: string, onMarkdown?: (path: string, oid: string) => void, via: 'file' | 'pipe' = 'file'): Promise<LsTreeColumns | ByteListing> {
  if (via === 'file') {
    // (the launcher's listing of this commit, when it made one: src/io/prelist.ts)
    const pre = await prelisted(commit);
    if (pre) {
      try {
        return readListing(pre, onMarkdown);
      } catch {
        /* listed here instead */
      }
    }
  }
  const args = ['-C', repo, 'ls-tree', '-r', '-z', '--full-tree', commit];
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
  const failed = (code: number | null, err: string) => new Error(`git ls-tree ${commit} failed (${code}): ${err.trim()}`);
  if (via === 'file') {
    // git writes to one descriptor of the file, this process reads through another; the file is unlinked at
    // once where the system allows it (nothing is left behind, whatever happens to either process)
    let dir: string | undefined;
    let fds: { w: number; r: number } | undefined;
    try {
      dir = fs.mkdtempSync(P.join(os.tmpdir(), 'memory-review-'));
      const file = P.join(dir, 'ls-tree');
      const w = fs.openSync(file, 'w', 0o600);
      try {
        fds = { w, r: fs.openSync(file, 'r') };
      } catch (e) {
        fs.closeSync(w);
        throw e;
      }
    } catch {
      // (no temporary file here: through a pipe)
      fds = undefined;
    }
    const tmp = dir;
    const removeTmp = () => {
      try {
        if (tmp !== undefined) fs.rmSync(tmp, { recursive: true, force: true });
      } catch {
        /* (a system that keeps open files from being removed: again when done) */
      }
    };
    removeTmp();
    if (fds) {
      const { w, r } = fds;
      const listed = new Promise<void>((resolve, reject) => {
        let p: ReturnType<typeof spawn>;
        try {
          p = spawn('git', args, { stdio: ['ignore', w, 'pipe'], env });
        } finally {
          fs.closeSync(w);
        }
        let err = '';
        p.stderr?.on('data', (d: Buffer) => (err += d.toString()));
        p.on('error', reject);
        p.on('close', (code) => (code === 0 ? resolve() : reject(failed(code, err))));
      });
      return listed
        .then(() => readListing(r, onMarkdown))
        .finally(() => {
          fs.closeSync(r);
          removeTmp();
        });
    }
  }
  return new Promise((resolve, reject) => {
    const p = spawn('git', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const parser = new LsTreeByteParser(onMarkdown);
    let err = '';
    p.stdout.on('data', (d: Buffer) => parser.feed(d));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', reject);
    p.on('close', (code) => {
      if (code !== 0) return reject(failed(code, err));
      resolve(parser.end() ?? parseLsTreeColumns(parser.text()));
    });
  });
}

/** A listing git wrote to a file (a path, or a descriptor open for reading), read into shared memory (a worker can be sent it as it is) and parsed. */
function readListing(file: string | number, onMarkdown?: (path: string, oid: string) => void): LsTreeColumns | ByteListing {
  const fd = typeof file === 'number' ? file : fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const out = Buffer.from(new SharedArrayBuffer(size));
    let n = 0;
    for (let got = 1; n < size && got > 0; n += got) got = fs.readSync(fd, out, n, size - n, n);
    const parser = new LsTreeByteParser(onMarkdown);
    parser.whole(out.subarray(0, n));
    return parser.end() ?? parseLsTreeColumns(parser.text());
  } finally {
    if (typeof file !== 'number') fs.closeSync(fd);
  }
}

/** Parses `git diff-tree -r -z --no-renames` output: every path that differs, with its new entry or null. */
export function parseDiffTree(out: string): TreeChange[] {
  const changes: TreeChange[] = [];
  let at = 0;
  while (at < out.length) {
    // :<old mode> SP <new mode> SP <old oid> SP <new oid> SP <status> NUL <path> NUL
    const headerEnd = out.indexOf('\0', at);
    if (headerEnd < 0) break;
    let pathEnd = out.indexOf('\0', headerEnd + 1);
    if (pathEnd < 0) pathEnd = out.length;
    const header = out.slice(at, headerEnd);
    const path = out.slice(headerEnd + 1, pathEnd);
    at = pathEnd + 1;
    const f = header.slice(1).split(' ');
    if (header[0] !== ':' || f.length < 5) continue;
    const mode = f[1];
    if (/^0+$/.test(mode) || f[4].startsWith('D')) changes.push({ path, entry: null });
    else changes.push({ path, entry: { path, kind: mode === '120000' ? 'symlink' : mode.startsWith('100') ? 'file' : 'other', id: f[3] } });
  }
  return changes;
}

export interface GitSide {
  tree: IndexedTree | OverlayTree;
  commit: string;
  cat: CatFile;
  /**
   * Fetches the memory files (or the files `want` picks) ahead of the loader in pipelined bursts, then
   * (memory files only) what their text names as imports, hop by hop.
   */
  prefetch: (want?: (path: string) => boolean) => Promise<void>;
}

/** At most this many files, and bytes, fetched ahead of the loader because a memory file's text names them (a quarter of the blob cache: the rest stays for what the loader reads). */
export const PREFETCH_HINTS = { files: 20_000, bytes: 16 << 20 };

/** A changed-path count above which the head is listed in full instead of as an overlay on the base. */
const OVERLAY_MAX = { paths: 50_000, share: 0.25 };

export async function revParse(repo: string, ref: string): Promise<string> {
  return (await git(repo, ['rev-parse', '--verify', '--end-of-options', ref + '^{commit}'])).trim();
}

/**
 * A commit of a git repository, read with ls-tree and cat-file (no checkout). The listing carries no sizes
 * (`ls-tree -l` costs a lookup of every blob in the tree); an entry's size is looked up when it is stat'ed
 * or read, so files over the read limit are still never fetched. Blobs are fetched once per CatFile.
 * With `over` (another commit's side), the tree is that side's plus `git diff-tree` between the two commits
 * (an OverlayTree): the head of a review needs no second full listing. A diff over OVERLAY_MAX falls back to
 * a full listing.
 */
export async function gitTree(
  repo: string,
  ref: string | { commit: string },
  cat?: CatFile,
  over?: { commit: string | Promise<string>; side: GitSide | Promise<GitSide> },
  opts: { fetchWhileListing?: boolean } = {},
): Promise<GitSide> {
  const c = cat ?? new CatFile(repo);
  // (a commit the caller resolved already is not asked for again)
  const commit = typeof ref === 'string' ? await revParse(repo, ref) : ref.commit;
  const sizeOf = (e: IndexedEntry): Promise<number | undefined> => (e.id ? c.size(e.id) : Promise.resolve(undefined));
  const fetch = async (e: IndexedEntry, max: number): Promise<Buffer | undefined> => {
    if (!e.id) return undefined;
    if (e.kind === 'file') {
      if (e.size === undefined) e.size = await sizeOf(e);
      if (e.size !== undefined && e.size > max + 1) return undefined;
    }
    return c.readCached(e.id);
  };
  const label = `git ${commit.slice(0, 12)}`;
  let tree: IndexedTree | OverlayTree | undefined;
  if (over) {
    // the diff runs while the other side is still being listed
    const from = await over.commit;
    // (the launcher's diff of the two, when it made one: src/io/prelist.ts)
    const pre = await prelisted(from + '..' + commit);
    let diff: string | undefined;
    if (pre) {
      try {
        diff = fs.readFileSync(pre, 'utf8');
      } catch {
        /* made here instead */
      }
    }
    diff ??= await git(repo, ['diff-tree', '-r', '-z', '--no-renames', from, commit]);
    const base = await over.side;
    const changes = parseDiffTree(diff);
    if (base.tree instanceof IndexedTree && changes.length <= Math.max(1000, Math.min(OVERLAY_MAX.paths, OVERLAY_MAX.share * base.tree.pathCount()))) {
      tree = new OverlayTree(label, base.tree, changes, fetch, sizeOf);
    }
  }
  if (!tree) {
    // with fetchWhileListing, memory files are fetched while git is still listing (the main thread waits on
    // the listing anyway): the prefetch then finds their sizes and contents cached
    const early = (path: string, oid: string) => {
      if (isMemoryFileName(path)) c.size(oid).then((n) => (n !== undefined && n <= MAX_FILE_BYTES ? c.readCached(oid) : undefined)).catch(() => undefined);
    };
    const cols = await lsTree(repo, commit, opts.fetchWhileListing ? early : undefined);
    tree = IndexedTree.fromColumns(label, cols.paths, cols.kinds, cols.ids, fetch, sizeOf, cols.ordered, cols.md);
  }
  const t = tree;
  const md = t.markdownFiles();
  const prefetch = async (want?: (path: string) => boolean): Promise<void> => {
    const picked: IndexedEntry[] = [];
    const pick = (p: string) => {
      if (!(want ?? isMemoryFileName)(p)) return;
      const e = t.entry(p);
      if (e && e.kind === 'file' && e.id) picked.push(e);
    };
    // memory files are markdown: only those paths are looked at, unless the caller picks otherwise
    if (!want) for (const p of md) pick(p);
    else for (const p of await t.listFiles()) pick(p);
    // sizes (one pipelined burst), each file's contents asked for as soon as its size allows; then the files
    // those import, as far as their raw text tells, for as many hops as the loader follows (depth 0 to 4)
    // (the hints are a superset of the imports the loader follows, code and comments included: what they
    // fetch is bounded, past which the loader reads such files itself, one at a time, as before)
    const seen = new Set(picked.map((e) => e.path));
    const hinted = { files: 0, bytes: 0 };
    for (let hop = 0; picked.length && hop < MAX_INCLUDE_DEPTH; hop++) {
      const current = picked.slice();
      picked.length = 0;
      let texts: (Buffer | undefined)[];
      if (hop === 0) {
        // (each read is asked for as soon as its size is known: the two git processes work side by side)
        texts = await Promise.all(current.map(async (e) => ((e.size ??= await c.size(e.id!)) !== undefined && e.size <= MAX_FILE_BYTES ? c.readCached(e.id!) : undefined)));
      } else {
        // (what text names is fetched within a budget, taken in order: sizes first)
        await Promise.all(current.map(async (e) => (e.size ??= await c.size(e.id!))));
        texts = await Promise.all(
          current.map((e) => {
            if (e.size === undefined || e.size > MAX_FILE_BYTES || hinted.bytes + e.size > PREFETCH_HINTS.bytes) return undefined;
            hinted.bytes += e.size;
            return c.readCached(e.id!);
          }),
        );
      }
      if (want) break;
      current.forEach((e, i) => {
        const text = texts[i]?.toString('utf8');
        if (!text) return;
        const dir = P.posix.dirname(e.path);
        for (const h of importHints(text)) {
          if (h.startsWith('~') || h.startsWith('/')) continue;
          const p = P.posix.normalize(dir === '.' ? h : dir + '/' + h);
          if (p.startsWith('../') || p === '..') continue;
          if (seen.has(p) || hinted.files >= PREFETCH_HINTS.files) continue;
          const f = t.entry(p);
          if (f && f.kind === 'file' && f.id) {
            seen.add(p);
            hinted.files++;
            picked.push(f);
          }
        }
      });
    }
  };
  return { tree: t, commit, cat: c, prefetch };
}

/**
 * About how many objects a repository's packs hold (from the sizes of their `.idx` files; 0 when that cannot be
 * told): more than any of its commits has files, unless files share contents. A hint for starting work early,
 * never a count anything depends on.
 */
export function objectCountHint(root: string): number {
  try {
    let gitDir = P.join(root, '.git');
    if (fs.statSync(gitDir).isFile()) {
      // a worktree or submodule: `gitdir: <path>` (objects live in its common directory)
      const m = /^gitdir:\s*(.+?)\s*$/m.exec(fs.readFileSync(gitDir, 'utf8'));
      if (!m) return 0;
      gitDir = P.resolve(root, m[1]);
      const common = P.join(gitDir, 'commondir');
      if (fs.existsSync(common)) gitDir = P.resolve(gitDir, fs.readFileSync(common, 'utf8').trim());
    }
    const pack = P.join(gitDir, 'objects', 'pack');
    let n = 0;
    for (const f of fs.readdirSync(pack)) {
      // (version 2: a header and fan-out of 1,032 bytes, then per object a SHA-1, a CRC and an offset, and two
      // SHA-1s at the end; the large offsets of packs over 2 GiB are not told apart)
      if (f.endsWith('.idx')) n += Math.max(0, Math.floor((fs.statSync(P.join(pack, f)).size - 1072) / 28));
    }
    return n;
  } catch {
    return 0;
  }
}

/** Files the loader reads wherever they are: CLAUDE.md, CLAUDE.local.md, AGENTS.md, MEMORY.md, `.claude/**.md`. */
export function isMemoryFileName(path: string): boolean {
  if (!path.endsWith('.md')) return false;
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name === 'CLAUDE.md' || name === 'CLAUDE.local.md' || name === 'AGENTS.md' || name === 'MEMORY.md') return true;
  return path.startsWith('.claude/') || path.includes('/.claude/');
}
