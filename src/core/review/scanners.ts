/**
 * Text scanners over memory files as stored: likely secrets, invisible/bidirectional characters, and
 * references to repository paths. Line numbers are 1-based lines of the raw file.
 */
import * as P from 'node:path/posix';
import { removeCommentSpans } from '../markdown.js';

export interface SecretHit {
  line: number;
  kind: string;
  /** Never the secret itself: a 4-character prefix and the length. */
  redacted: string;
  /** Short non-reversible hash, to tell two secrets apart across base and head. */
  fingerprint: string;
}

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
  { kind: 'a JSON Web Token', re: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g },
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

function lineStarts(raw: string): number[] {
  const starts = [0];
  for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function lineAt(starts: number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid] <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

export function scanSecrets(raw: string): SecretHit[] {
  const out: SecretHit[] = [];
  const starts = lineStarts(raw);
  const seen = new Set<number>();
  const add = (index: number, kind: string, value: string) => {
    if (seen.has(index)) return;
    seen.add(index);
    out.push({ line: lineAt(starts, index), kind, redacted: `${value.slice(0, 4)}…, ${value.length} chars`, fingerprint: fnv(value) });
  };
  for (const { kind, re } of SECRET_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(raw); m; m = re.exec(raw)) {
      const v = m[0];
      if (kind !== 'a private key' && (PLACEHOLDER.test(v) || new Set(v).size < 10)) continue;
      add(m.index, kind, v);
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
  const starts = lineStarts(raw);
  INVISIBLE.lastIndex = 0;
  for (let m = INVISIBLE.exec(raw); m; m = INVISIBLE.exec(raw)) {
    const c = m[0];
    if (c === '\ufeff' && m.index === 0) continue;
    if (c === '\u200d') {
      const before = raw.slice(Math.max(0, m.index - 2), m.index);
      const after = raw.slice(m.index + 1, m.index + 3);
      if (PICTO.test(before) || PICTO.test(after)) continue;
    }
    out.push({ line: lineAt(starts, m.index), code: 'U+' + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0') });
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

function clean(raw: string): string | undefined {
  let p = raw.trim();
  p = p.replace(/#.*$/, '').replace(/:\d+(?:[:-]\d+)?$/, '').replace(/[.,;:]+$/, '');
  if (p.startsWith('./')) p = p.slice(2);
  if (!p || p.length > 300 || BAD_CHARS.test(p) || p.includes('://') || /^[-@~/$#.]/.test(p.replace(/^\.\.\//, 'x/'))) return undefined;
  if (p.startsWith('../') === false && p.startsWith('.') && !p.startsWith('.claude') && !p.startsWith('.github') && !/^\.[\w-]+\//.test(p) && !/^\.[\w-]+$/.test(p)) return undefined;
  return p.replace(/\/+$/, '');
}

/**
 * Paths named in a memory file: inline code spans that look like repository paths, and relative markdown
 * link targets. Fenced code, HTML comments and frontmatter are skipped (examples, not references).
 */
export function scanReferences(from: string, raw: string, exists: (rel: string) => boolean): ScannedReference[] {
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
  for (; i < lines.length; i++) {
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
    const seen = new Set<string>();
    for (const m of l.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      const p = clean(m[2]);
      if (!p || !p.includes('/') || p.startsWith('../') || !LAST_SEGMENT.test(P.basename(p)) || seen.has(p)) continue;
      seen.add(p);
      const candidates = [...new Set([norm(p), dir ? norm(P.join(dir, p)) : undefined].filter((x): x is string => !!x))];
      if (!candidates.length) continue;
      const resolved = candidates.find(exists);
      // a code span is taken for a repository path when it names a file (has an extension) in a directory
      // that exists: only the file is missing (renamed, deleted, or a typo)
      const anchored = !resolved && namesFile(p) && candidates.some((c) => P.dirname(c) !== '.' && exists(P.dirname(c)));
      out.push({ from, line: i + 1, raw: m[2], candidates, resolved, kind: 'code', anchored });
    }
    for (const m of l.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)) {
      if (m[1]) continue; // images
      let target = m[2];
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
