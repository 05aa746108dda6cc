// Linear-time replacements for markdown-cleaning regexes that backtrack polynomially on hostile text.
//
// Each function returns exactly what the regex named in its comment returns (checked against the regex by
// property tests); only the running time differs. The regexes rescan the rest of the text from every start
// that fails: a line of 100,000 `[` or backticks took minutes.

/** `s.indexOf(ch, i)` for non-decreasing `i`, each character scanned once over all calls. */
function nextOf(s: string, ch: string): (i: number) => number {
  let from = -1;
  let at = -1;
  return (i) => {
    if (from >= 0 && i >= from && (at < 0 || i <= at)) return at;
    from = i;
    at = s.indexOf(ch, i);
    return at;
  };
}

/** The maximal backtick runs of `s`: where each starts and how long it is. */
export function backtickRuns(s: string): { starts: number[]; lens: number[] } {
  const starts: number[] = [];
  const lens: number[] = [];
  for (let i = s.indexOf('`'); i >= 0; i = s.indexOf('`', i)) {
    let j = i + 1;
    while (s.charCodeAt(j) === 96) j++;
    starts.push(i);
    lens.push(j - i);
    i = j;
  }
  return { starts, lens };
}

/**
 * `s.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_m, _t, body) => f(body))`, whose backtracking grows with the
 * fourth power of a backtick run's length.
 *
 * What the regex does: at the start of a maximal backtick run of length L it tries k = L, L-1, …, 1
 * backticks and, for each, the nearest later run of exactly k backticks (a closing run must follow a
 * non-backtick and be followed by one, so it is a whole later run). The first k that has one wins; when
 * none has, no offset inside the run can open a span either. After a match the search resumes at the end
 * of the closing run.
 */
export function replaceCodeSpans(s: string, f: (body: string) => string): string {
  const { starts, lens } = backtickRuns(s);
  if (starts.length < 2) return s;
  // right to left: for each run, the largest length ≤ its own among the later runs, and the first of those
  const close = new Int32Array(starts.length).fill(-1);
  const present: number[] = []; // distinct lengths of later runs, ascending
  const first = new Map<number, number>(); // length → first later run of that length
  for (let r = starts.length - 1; r >= 0; r--) {
    const L = lens[r];
    let lo = 0;
    let hi = present.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (present[mid] <= L) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) close[r] = first.get(present[lo - 1])!;
    if (!first.has(L)) present.splice(lo, 0, L);
    first.set(L, r);
  }
  let out = '';
  let pos = 0;
  for (let r = 0; r < starts.length; r++) {
    const c = close[r];
    if (c < 0) continue;
    const k = lens[c];
    out += s.slice(pos, starts[r]) + f(s.slice(starts[r] + k, starts[c]));
    pos = starts[c] + k;
    r = c;
  }
  return pos === 0 ? s : out + s.slice(pos);
}

export type LinkKind = 'image' | 'inline' | 'reference';

const LINK_SHAPES: Record<LinkKind, { prefix: string; minText: number; open: string; close: string }> = {
  image: { prefix: '![', minText: 0, open: '(', close: ')' },
  inline: { prefix: '[', minText: 1, open: '(', close: ')' },
  reference: { prefix: '[', minText: 1, open: '[', close: ']' },
};

/**
 * Links reduced to their text, as `s.replace(re, '$1')` with
 * image `/!\[([^\]]*)\]\([^)]*\)/g`, inline `/\[([^\]]+)\]\([^)]*\)/g`, reference `/\[([^\]]+)\]\[[^\]]*\]/g`.
 *
 * A start's text runs to the first `]` after it and its target to the first closer after that, so every
 * start before the same `]` fails or succeeds alike; once no `]` (or no closer) is left, nothing later can
 * match.
 */
export function unlink(s: string, kind: LinkKind): string {
  const { prefix, minText, open, close } = LINK_SHAPES[kind];
  const textEnd = nextOf(s, ']');
  const targetEnd = nextOf(s, close);
  let out = '';
  let pos = 0;
  let from = 0;
  for (;;) {
    const at = s.indexOf(prefix, from);
    if (at < 0) break;
    const t0 = at + prefix.length;
    const rb = textEnd(t0);
    if (rb < 0) break;
    if (rb - t0 >= minText && s[rb + 1] === open) {
      const end = targetEnd(rb + 2);
      if (end < 0) break;
      out += s.slice(pos, at) + s.slice(t0, rb);
      pos = from = end + 1;
      continue;
    }
    from = at + 1;
  }
  return pos === 0 ? s : out + s.slice(pos);
}

const NOT_URL_CHAR = /[>\s]/g;

/**
 * `s.replace(/<(https?:\/\/[^>\s]+)>/g, ' ')`: a start's URL runs to the first `>` or whitespace, shared by
 * every later start before it, so a failed start skips to there.
 */
export function dropAngleUrls(s: string): string {
  let out = '';
  let pos = 0;
  let from = 0;
  for (;;) {
    const at = s.indexOf('<http', from);
    if (at < 0) break;
    const scheme = s.startsWith('https://', at + 1) ? 9 : s.startsWith('http://', at + 1) ? 8 : 0;
    if (!scheme) {
      from = at + 1;
      continue;
    }
    NOT_URL_CHAR.lastIndex = at + scheme;
    const stop = NOT_URL_CHAR.exec(s);
    const end = stop ? stop.index : s.length;
    if (end > at + scheme && s[end] === '>') {
      out += s.slice(pos, at) + ' ';
      pos = from = end + 1;
    } else from = Math.max(at + 1, end);
  }
  return pos === 0 ? s : out + s.slice(pos);
}

const TAG = /<\/?[a-zA-Z][\w-]*(\s[^>]*)?\/?>/g;

/**
 * `s.replace(/<\/?[a-zA-Z][\w-]*(\s[^>]*)?\/?>/g, ' ')`. Every match ends at a `>`, and a start followed by
 * whitespace runs to the first `>` after it; past the last `>` nothing can match, and the regex only
 * rescans to the end from starts that have no `>` after them. So it runs on the text up to the last `>`.
 */
export function dropTags(s: string): string {
  const last = s.lastIndexOf('>');
  if (last < 0) return s;
  return s.slice(0, last + 1).replace(TAG, ' ') + s.slice(last + 1);
}

/** `s.replace(/[chars]+$/, '')` for a set of single characters, without the regex's quadratic rescans. */
export function trimEndOf(s: string, chars: string): string {
  let e = s.length;
  while (e > 0 && chars.includes(s[e - 1])) e--;
  return e === s.length ? s : s.slice(0, e);
}
