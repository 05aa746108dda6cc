/**
 * A sorted list of paths that need not be 200,000 strings. A listing read from git is kept as the bytes git
 * wrote (BytePaths): a path becomes a string only when it is looked at, and lookups compare the bytes in
 * place. Trees (src/core/tree.ts) keep their listing as a PathColumn; ArrayPaths wraps a list of strings.
 */

export interface PathColumn {
  readonly length: number;
  /** Path i. */
  at(i: number): string;
  /** The first index (from `from`) whose path is not below `x` (JavaScript order). */
  lowerBound(x: string, from?: number): number;
  /** Whether path i is `x`. */
  equals(i: number, x: string): boolean;
  /** Whether path i starts with `prefix`. */
  startsWith(i: number, prefix: string): boolean;
  /** Every path, in order (made once, then shared: not to be modified). */
  list(): readonly string[];
}

/** The first index (from `from`) of a sorted list (JavaScript order: strings, or numbers) whose item is not below `x`. */
export function lowerBound<T extends string | number>(sorted: ArrayLike<T>, x: T, from = 0): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A column over a sorted list of strings. */
export class ArrayPaths implements PathColumn {
  constructor(private readonly paths: readonly string[]) {}

  get length(): number {
    return this.paths.length;
  }

  at(i: number): string {
    return this.paths[i];
  }

  lowerBound(x: string, from = 0): number {
    return lowerBound(this.paths, x, from);
  }

  equals(i: number, x: string): boolean {
    return this.paths[i] === x;
  }

  startsWith(i: number, prefix: string): boolean {
    return this.paths[i].startsWith(prefix);
  }

  list(): readonly string[] {
    return this.paths;
  }
}

/**
 * Where the paths of a listing lie in the bytes read: path i is bytes [start[i], end[i]) of segment
 * `segs[k]`, where k is the last segment whose first path (`first[k]`) is at most i. Every path byte is
 * ASCII (the reader checks): a byte is then the character, and byte order is JavaScript's order.
 * The parts are plain arrays and shared memory, so a worker thread can be sent them as they are.
 */
export interface BytePathsParts {
  segs: Uint8Array[];
  first: Int32Array;
  start: Int32Array;
  end: Int32Array;
  length: number;
}

/** A column over ASCII path bytes (see BytePathsParts): strings are cut out of the bytes when asked for, once. */
/** Bytes [s, e) as a string, a byte per character (Buffer's own latin1 slice, without toString's dispatch). */
export const latin1Cut = (b: Buffer<ArrayBufferLike>, s: number, e: number): string => (b as unknown as { latin1Slice(s: number, e: number): string }).latin1Slice(s, e);

export class BytePaths implements PathColumn {
  readonly length: number;
  private readonly segs: Buffer<ArrayBufferLike>[];
  private readonly cache: (string | undefined)[];
  private all?: string[];

  constructor(readonly parts: BytePathsParts) {
    this.length = parts.length;
    this.segs = parts.segs.map((s) => (Buffer.isBuffer(s) ? s : Buffer.from(s.buffer, s.byteOffset, s.byteLength)));
    this.cache = new Array<string | undefined>(parts.length);
  }

  /** The segment path i lies in. */
  private seg(i: number): Buffer<ArrayBufferLike> {
    const first = this.parts.first;
    // (a few segments: a short scan from the end)
    let k = first.length - 1;
    while (k > 0 && first[k] > i) k--;
    return this.segs[k];
  }

  at(i: number): string {
    let s = this.cache[i];
    if (s === undefined) this.cache[i] = s = latin1Cut(this.seg(i), this.parts.start[i], this.parts.end[i]);
    return s;
  }

  /** Bytes [s, e) of the segment path i lies in, as a string (what else the listing says of entry i). */
  cutAt(i: number, s: number, e: number): string {
    return latin1Cut(this.seg(i), s, e);
  }

  /** Sign of path i against `x`, compared in place: negative below, 0 equal, positive above. */
  compare(i: number, x: string): number {
    const b = this.seg(i);
    const s = this.parts.start[i];
    const n = this.parts.end[i] - s;
    const m = x.length;
    const k = n < m ? n : m;
    for (let j = 0; j < k; j++) {
      const d = b[s + j] - x.charCodeAt(j);
      if (d !== 0) return d;
    }
    return n - m;
  }

  lowerBound(x: string, from = 0): number {
    let lo = from;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, x) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  equals(i: number, x: string): boolean {
    return this.parts.end[i] - this.parts.start[i] === x.length && this.compare(i, x) === 0;
  }

  startsWith(i: number, prefix: string): boolean {
    const s = this.parts.start[i];
    if (this.parts.end[i] - s < prefix.length) return false;
    const b = this.seg(i);
    for (let j = 0; j < prefix.length; j++) if (b[s + j] !== prefix.charCodeAt(j)) return false;
    return true;
  }

  list(): readonly string[] {
    if (this.all) return this.all;
    const out = new Array<string>(this.length);
    const { first, start, end } = this.parts;
    for (let k = 0; k < this.segs.length; k++) {
      const b = this.segs[k];
      const to = k + 1 < first.length ? first[k + 1] : this.length;
      for (let i = first[k]; i < to; i++) out[i] = this.cache[i] ?? latin1Cut(b, start[i], end[i]);
    }
    return (this.all = out);
  }
}
