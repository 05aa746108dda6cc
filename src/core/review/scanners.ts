/**
 * Text scanners over memory files as stored: likely secrets, invisible/bidirectional characters, and
 * references to repository paths. Line numbers are 1-based lines of the raw file.
 */
import * as P from 'node:path/posix';
import { backtickRuns, trimEndOf } from '../contradictions/linear.js';
import { lineIndex, lineStarts, removeCommentSpans } from '../markdown.js';

export interface SecretHit {
  line: number;
  kind: string;
  /** Never the secret itself: a 4-character prefix and the length. */
  redacted: string;
  /** Short non-reversible hash, to tell two secrets apart across base and head. */
  fingerprint: string;
}

/** End of the run of base64url characters starting at `i`. */
const B64URL_RUN = /[A-Za-z0-9_-]*/y;
function b64End(s: string, i: number): number {
  B64URL_RUN.lastIndex = i;
  B64URL_RUN.test(s);
  return B64URL_RUN.lastIndex;
}

/**
 * The matches of `/\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g`, in linear time.
 * The regex restarts at every `eyJ` after a `-` inside one long run of base64url characters and rescans
 * the run each time (minutes for 400 KB of `-eyJ`); every start inside a run reaches the same first dot,
 * so when one fails the rest of the run is skipped.
 */
function* jwtMatches(raw: string): Generator<{ index: number; value: string }> {
  const start = /\beyJ/g;
  for (let m = start.exec(raw); m; m = start.exec(raw)) {
    const p = m.index;
    const e1 = b64End(raw, p + 3);
    let end = -1;
    if (e1 - p - 3 >= 10 && raw[e1] === '.' && raw.startsWith('eyJ', e1 + 1)) {
      const e2 = b64End(raw, e1 + 4);
      if (e2 - e1 - 4 >= 10 && raw[e2] === '.') {
        const e3 = b64End(raw, e2 + 1);
        if (e3 - e2 - 1 >= 10) end = e3;
      }
    }
    if (end < 0) {
      start.lastIndex = e1;
      continue;
    }
    yield { index: p, value: raw.slice(p, end) };
    start.lastIndex = end;
  }
}

function* regexMatches(re: RegExp, raw: string): Generator<{ index: number; value: string }> {
  re.lastIndex = 0;
  for (let m = re.exec(raw); m; m = re.exec(raw)) yield { index: m.index, value: m[0] };
}

// Each pattern can be found in time linear in the file: a start that fails does not make the regex rescan
// a long run from each of its characters (checked with recheck; the JWT pattern is matched by hand).
const SECRET_PATTERNS: { kind: string; re: RegExp }[] = [
  { kind: 'an AWS access key id', re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'a GitHub token', re: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b/g },
  { kind: 'a GitHub fine-grained token', re: /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g },
  { kind: 'an Anthropic API key', re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: 'an OpenAI API key', re: /\bsk-(?:proj-)?(?!ant-)[A-Za-z0-9_-]{32,}/g },
  { kind: 'a Slack token', re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: 'a Stripe live key', re: /\b[sr]k_live_[A-Za-z0-9]{16,}/g },
  { kind: 'a Google API key', re: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'an npm token', re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'a private key', re: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/g },
];
const ASSIGNMENT = /\b(api[_-]?key|secret(?:[_-]?key)?|auth[_-]?token|access[_-]?token|token|password|passwd|client[_-]?secret)\b["']?\s*[:=]\s*["']?([A-Za-z0-9/+_.=-]{20,})/gi;
const PLACEHOLDER = /x{4,}|\.{3}|your|example|placeholder|changeme|dummy|redacted|<|\$\{|process\.env|test|fake|sample/i;

function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

function fnv(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** 1-based line of offset `index`. */
const lineAt = (starts: number[], index: number): number => lineIndex(starts, index) + 1;

export function scanSecrets(raw: string): SecretHit[] {
  const out: SecretHit[] = [];
  // (line offsets only for a file with a hit: most have none)
  let starts: number[] | undefined;
  const seen = new Set<number>();
  const add = (index: number, kind: string, value: string) => {
    if (seen.has(index)) return;
    seen.add(index);
    out.push({ line: lineAt((starts ??= lineStarts(raw)), index), kind, redacted: `${value.slice(0, 4)}…, ${value.length} chars`, fingerprint: fnv(value) });
  };
  const finds = [...SECRET_PATTERNS.map(({ kind, re }) => ({ kind, matches: () => regexMatches(re, raw) })), { kind: 'a JSON Web Token', matches: () => jwtMatches(raw) }];
  for (const { kind, matches } of finds) {
    for (const { index, value: v } of matches()) {
      if (kind !== 'a private key' && (PLACEHOLDER.test(v) || new Set(v).size < 10)) continue;
      add(index, kind, v);
    }
  }
  ASSIGNMENT.lastIndex = 0;
  for (let m = ASSIGNMENT.exec(raw); m; m = ASSIGNMENT.exec(raw)) {
    const v = m[2];
    if (PLACEHOLDER.test(v) || PLACEHOLDER.test(m[0]) || !/[0-9]/.test(v) || !/[A-Za-z]/.test(v) || entropy(v) < 3.5) continue;
    if (/^[a-z]+(?:[._/-][a-z]+)+$/i.test(v)) continue; // dotted names, paths
    add(m.index + m[0].length - v.length, 'a credential assignment', v);
  }
  return out.sort((a, b) => a.line - b.line);
}

/** Invisible and bidirectional characters worth flagging (zero-width joiners inside emoji are fine). */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad\u180e]|[\u{e0000}-\u{e007f}]/gu;
const PICTO = /\p{Extended_Pictographic}/u;

export function scanInvisible(raw: string): { line: number; code: string }[] {
  const out: { line: number; code: string }[] = [];
  let starts: number[] | undefined;
  INVISIBLE.lastIndex = 0;
  for (let m = INVISIBLE.exec(raw); m; m = INVISIBLE.exec(raw)) {
    const c = m[0];
    if (c === '\ufeff' && m.index === 0) continue;
    if (c === '\u200d') {
      const before = raw.slice(Math.max(0, m.index - 2), m.index);
      const after = raw.slice(m.index + 1, m.index + 3);
      if (PICTO.test(before) || PICTO.test(after)) continue;
    }
    out.push({ line: lineAt((starts ??= lineStarts(raw)), m.index), code: 'U+' + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0') });
  }
  return out;
}

export interface ScannedReference {
  from: string;
  line: number;
  raw: string;
  candidates: string[];
  resolved?: string;
  kind: 'code' | 'link';
  anchored: boolean;
}

/** A file name with an extension (`x.md`), not a dotfile like `.env` that is usually untracked. */
function namesFile(p: string): boolean {
  const b = P.basename(p);
  return /^[^.].*\.[A-Za-z0-9]{1,10}$/.test(b);
}

const BAD_CHARS = /[\s*?{}[\]<>$|;=()'"`,!^%&\\]/;
const LAST_SEGMENT = /^[\w.@+-]+$/;

/** `p.replace(/#.*$/, '')`: cut at the first `#` with no line terminator after it. */
function cutFragment(p: string): string {
  const h = p.indexOf('#', Math.max(p.lastIndexOf('\n'), p.lastIndexOf('\r'), p.lastIndexOf('\u2028'), p.lastIndexOf('\u2029')) + 1);
  return h < 0 ? p : p.slice(0, h);
}

function clean(raw: string): string | undefined {
  let p = raw.trim();
  // (without `/#.*$/`, `/[.,;:]+$/` and `/\/+$/`, which rescan long runs quadratically)
  p = trimEndOf(cutFragment(p).replace(/:\d+(?:[:-]\d+)?$/, ''), '.,;:');
  if (p.startsWith('./')) p = p.slice(2);
  if (!p || p.length > 300 || BAD_CHARS.test(p) || p.includes('://') || /^[-@~/$#.]/.test(p.replace(/^\.\.\//, 'x/'))) return undefined;
  if (p.startsWith('../') === false && p.startsWith('.') && !p.startsWith('.claude') && !p.startsWith('.github') && !/^\.[\w-]+\//.test(p) && !/^\.[\w-]+$/.test(p)) return undefined;
  return trimEndOf(p, '/');
}

/**
 * The bodies of `/(`+)([^`]+?)\1(?!`)/g` in one line, in linear time (the regex backtracks cubically over a
 * long backtick run). The body holds no backtick, so a run can only be closed by the next run; when that
 * one is no longer, the match opens at the offset that leaves exactly its length, and the search resumes
 * after it.
 */
function codeSpanBodies(l: string): string[] {
  const { starts, lens } = backtickRuns(l);
  const out: string[] = [];
  for (let r = 0; r + 1 < starts.length; r++) {
    if (lens[r + 1] > lens[r]) continue;
    out.push(l.slice(starts[r] + lens[r], starts[r + 1]));
    r++;
  }
  return out;
}

/** End of the run matched by a sticky regex from `i`, remembered: runs are maximal, so a later query inside the last run has the same end. */
function runEnds(re: RegExp): (s: string, i: number) => number {
  let from = -1;
  let to = -1;
  return (s, i) => {
    if (i >= from && i < to) return to;
    re.lastIndex = i;
    re.test(s);
    from = i;
    to = re.lastIndex;
    return to;
  };
}

/**
 * Markdown links of one line as `/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g` finds them
 * (`image`: the `!`; `target`: the second group), in linear time: the regex rescans the rest of the line
 * from every `[` when no `)` closes (a line of 100,000 `[a](` took minutes). Every part of a match is
 * decided by the first `]`, the runs after it and the first `)` after those, which are looked up once.
 */
function markdownLinks(l: string): { image: boolean; target: string }[] {
  const out: { image: boolean; target: string }[] = [];
  if (!l.includes('](')) return out;
  let rb = -1; // first `]` at or after the last query
  let rbFrom = -1;
  let rp = -1; // first `)` at or after the last query
  let rpFrom = -1;
  const nextRb = (i: number): number => (rbFrom >= 0 && i >= rbFrom && (rb < 0 || i <= rb) ? rb : ((rbFrom = i), (rb = l.indexOf(']', i))));
  const nextRp = (i: number): number => (rpFrom >= 0 && i >= rpFrom && (rp < 0 || i <= rp) ? rp : ((rpFrom = i), (rp = l.indexOf(')', i))));
  const wsEnd = runEnds(/\s*/y);
  const targetEnd = runEnds(/[^)\s>]*/y);
  const titleWsEnd = runEnds(/\s*/y);
  /** The match whose `[` is at `b`: [target, end] or undefined. */
  const attempt = (b: number): [string, number] | undefined => {
    const close = nextRb(b + 1);
    if (close < 0 || l[close + 1] !== '(') return undefined;
    const q = wsEnd(l, close + 2);
    // `<?` then `[^)\s>]+`: with the `<` taken when a target follows it, else `<` starts the target
    const g = l[q] === '<' && targetEnd(l, q + 1) > q + 1 ? q + 1 : q;
    const r = targetEnd(l, g);
    if (r === g) return undefined;
    const t = l[r] === '>' ? r + 1 : r;
    // optional title: whitespace, a quote or `(`, anything up to the first `)`
    if (/\s/.test(l[t] ?? '')) {
      const w = titleWsEnd(l, t);
      if (w < l.length && `"'(`.includes(l[w])) {
        const p = nextRp(w + 1);
        if (p >= 0) return [l.slice(g, r), p + 1];
      }
      return undefined;
    }
    return l[t] === ')' ? [l.slice(g, r), t + 1] : undefined;
  };
  for (let pos = 0; ; ) {
    const b = l.indexOf('[', pos);
    if (b < 0) break;
    const image = b > pos && l[b - 1] === '!';
    const m = attempt(b);
    if (m) {
      out.push({ image, target: m[0] });
      pos = m[1];
    } else pos = b + 1;
  }
  return out;
}

/**
 * References checked per file. Real memory files name at most a couple of hundred paths (180 in the
 * corpus); a generated or hostile file can name hundreds of thousands, each a finding.
 */
export const SCAN_LIMITS = { maxReferences: 2000 };

const NONE: string[] = [];

/**
 * Paths named in a memory file: inline code spans that look like repository paths, and relative markdown
 * link targets. Fenced code, HTML comments and frontmatter are skipped (examples, not references). Past
 * SCAN_LIMITS.maxReferences the scan stops, and `onLimit` is told where.
 */
export function scanReferences(from: string, raw: string, exists: (rel: string) => boolean, onLimit?: (detail: string) => void): ScannedReference[] {
  const out: ScannedReference[] = [];
  const lines = raw.split('\n');
  let i = 0;
  if (lines[0]?.replace(/^\ufeff/, '').trimEnd() === '---') {
    for (i = 1; i < lines.length && !/^---\s*$/.test(lines[i]); i++);
    i++;
  }
  let fence: string | undefined;
  let inComment = false;
  const dir = P.dirname(from) === '.' ? '' : P.dirname(from);
  const norm = (p: string): string | undefined => {
    const n = P.normalize(p);
    return n === '..' || n.startsWith('../') || n.startsWith('/') ? undefined : n;
  };
  const full = (): boolean => {
    if (out.length < SCAN_LIMITS.maxReferences) return false;
    onLimit?.(`only the first ${SCAN_LIMITS.maxReferences.toLocaleString('en-US')} path references are checked; the scan stopped at line ${(i + 1).toLocaleString('en-US')}`);
    return true;
  };
  scan: for (; i < lines.length; i++) {
    let l = lines[i];
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(l);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && l.trim() === f[1].trim().replace(/\s.*$/, '')) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    if (/^( {4}|\t)/.test(l) && !/^\s*([-*+]|\d+[.)])\s/.test(l)) continue; // indented code
    if (inComment) {
      const end = l.indexOf('-->');
      if (end < 0) continue;
      inComment = false;
      l = l.slice(end + 3);
    }
    l = removeCommentSpans(l); // linear; a per-line /<!--.*?-->/ is quadratic on unclosed openers
    const open = l.indexOf('<!--');
    if (open >= 0) {
      inComment = true;
      l = l.slice(0, open);
    }
    // (most lines name nothing: no code span, no link)
    const spans = l.includes('`') ? codeSpanBodies(l) : NONE;
    const links = markdownLinks(l);
    if (!spans.length && !links.length) continue;
    const seen = new Set<string>();
    for (const body of spans) {
      if (full()) break scan;
      const p = clean(body);
      if (!p || !p.includes('/') || p.startsWith('../') || !LAST_SEGMENT.test(P.basename(p)) || seen.has(p)) continue;
      seen.add(p);
      const candidates = [...new Set([norm(p), dir ? norm(P.join(dir, p)) : undefined].filter((x): x is string => !!x))];
      if (!candidates.length) continue;
      const resolved = candidates.find(exists);
      // a code span is taken for a repository path when it names a file (has an extension) in a directory
      // that exists: only the file is missing (renamed, deleted, or a typo)
      const anchored = !resolved && namesFile(p) && candidates.some((c) => P.dirname(c) !== '.' && exists(P.dirname(c)));
      out.push({ from, line: i + 1, raw: body, candidates, resolved, kind: 'code', anchored });
    }
    for (const m of links) {
      if (full()) break scan;
      if (m.image) continue;
      let target = m.target;
      try {
        target = decodeURIComponent(target);
      } catch {
        /* keep as written */
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
      const p = clean(target.startsWith('../') ? target : target);
      if (!p || seen.has(p)) continue;
      seen.add(p);
      const candidates = [...new Set([dir ? norm(P.join(dir, p)) : norm(p), norm(p)].filter((x): x is string => !!x))];
      if (!candidates.length) continue;
      const resolved = candidates.find(exists);
      out.push({ from, line: i + 1, raw: target, candidates, resolved, kind: 'link', anchored: namesFile(p) });
    }
  }
  return out;
}
