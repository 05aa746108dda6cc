import { Lexer, type Token } from 'marked';

/**
 * What one lex may cost. marked (like the copy inside Claude Code) has superlinear paths that a hostile
 * file can hit: its inline masking loops cost about length × (backslashes, backticks, `<`, `[`) of a
 * paragraph (minutes for 200 KB of `\\*`), its emphasis search reads the rest of the paragraph from
 * every opener that nothing closes (a minute for 48 KB of `**a `), it recurses and copies the text once
 * per level of container nesting (a stack overflow at ~2,000 `>`, gigabytes for lists nested a thousand
 * deep), and list-heavy text takes up to ~4 µs a character. Text past these limits is not lexed (or, for
 * one paragraph, not lexed inline): no HTML comment is stripped from it and no import is found in it, and
 * the result says so.
 */
export const LEX_LIMITS = {
  /** Longer texts are not lexed at all. */
  maxChars: 512 * 1024,
  /** Characters of container syntax (indentation, `>`, list markers) before a line's content. */
  maxNesting: 256,
  /** Of one inline run (paragraph, heading, …): length × risky characters + EMPHASIS_WEIGHT × characters the emphasis search reads. */
  maxInlineCost: 2e8,
  /** The same, summed over a text. */
  maxTotalInlineCost: 6e8,
};

export interface Lexed {
  tokens: Token[];
  /** False when some or all of the text was left unlexed (see LEX_LIMITS); `problem` says why. */
  complete: boolean;
  problem?: string;
}

interface LexerInternals {
  inlineQueue: { src: string; tokens: Token[] }[];
}

/** Deepest container prefix of any line: leading whitespace, `>` and list markers. */
function nestingDepth(src: string): number {
  let max = 0;
  let i = 0;
  while (i < src.length) {
    let n = 0;
    for (;;) {
      const c = src.charCodeAt(i);
      if (c === 32 || c === 9 || c === 62 /* > */) {
        n++;
        i++;
      } else if ((c === 45 || c === 42 || c === 43) /* - * + */ && (src.charCodeAt(i + 1) === 32 || src.charCodeAt(i + 1) === 9)) {
        n += 2;
        i += 2;
      } else if (c >= 48 && c <= 57) {
        let j = i;
        while (j < src.length && j - i < 9 && src.charCodeAt(j) >= 48 && src.charCodeAt(j) <= 57) j++;
        const d = src.charCodeAt(j);
        if ((d === 46 || d === 41) /* . ) */ && (src.charCodeAt(j + 1) === 32 || src.charCodeAt(j + 1) === 9)) {
          n += j - i + 2;
          i = j + 2;
        } else break;
      } else break;
    }
    if (n > max) max = n;
    const nl = src.indexOf('\n', i);
    if (nl < 0) break;
    i = nl + 1;
  }
  return max;
}

/** Characters of risky text that one character of emphasis search weighs (see emphasisScan). */
const EMPHASIS_WEIGHT = 64;

const PUNCT = /[\p{P}\p{S}]/u;
const SPACE = /\s/;
/** Escaped punctuation, which marked masks before it looks for emphasis delimiters. */
const ESCAPED = /\\[\p{P}\p{S}]/gu;

/** 0: whitespace or nothing, 1: punctuation or symbol, 2: anything else (marked's emphasis classes). */
function charClass(c: string | undefined): 0 | 1 | 2 {
  if (c === undefined || SPACE.test(c)) return 0;
  return PUNCT.test(c) ? 1 : 2;
}

/**
 * How many characters marked's emphasis search reads in one inline run. For every run of `*` (or `_`)
 * that can open emphasis, marked scans on with its right-delimiter regex, adding each later run that can
 * only open and subtracting each run that can close (but skipping, by CommonMark's rule of three, a run
 * that can do both when the two lengths add up to a multiple of three), until the count reaches zero or
 * the text ends: a paragraph of `**a **a …` is read to its end from every opener (a minute for 48 KB,
 * at 100–170 ns a character). The runs are classified as marked's `emStrongRDelim*` regexes do, by the
 * characters around them (space, punctuation, other; `_` between two others is neither), and each
 * opener's stop is found with a stack of prefix-sum minima, so the estimate is linear in the run.
 */
function emphasisScan(src: string): number {
  if (!src.includes('*') && !src.includes('_')) return 0;
  const s = src.replace(ESCAPED, '++');
  let total = 0;
  for (const ch of ['*', '_']) {
    // delimiter runs of `ch`: where, how long, what they can do (L: open only, R: close only, B: both)
    const pos: number[] = [];
    const len: number[] = [];
    const kind: ('L' | 'R' | 'B' | '')[] = [];
    const opens: boolean[] = [];
    for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i)) {
      let j = i + 1;
      while (s[j] === ch) j++;
      const b = i > 0 ? charClass(s[i - 1]) : -1;
      const a = charClass(s[j]);
      pos.push(i);
      len.push(j - i);
      if ((b === 1 && a === 0) || (b === 2 && a !== 2)) kind.push('R');
      else if ((b >= 0 && b <= 1 && a === 2) || (b === 0 && a === 1)) kind.push('L');
      else if ((b === 1 && a === 1) || (ch === '*' && b === 2 && a === 2)) kind.push('B');
      else kind.push('');
      // an opener is followed by a non-space and preceded by nothing, a space or punctuation but `*` `_`
      opens.push(a !== 0 && (b === -1 || (b <= 1 && s[i - 1] !== '*' && s[i - 1] !== '_')));
      i = j;
    }
    // openers of length ≡ m (mod 3) see the same values; an opener k stops at the first later run j whose
    // prefix sum P[j] <= P[k] - len[k]
    for (let m = 0; m < 3; m++) {
      if (!pos.some((_, k) => opens[k] && len[k] % 3 === m)) continue;
      const P: number[] = [];
      let acc = 0;
      for (let k = 0; k < pos.length; k++) {
        const n = len[k];
        const v = kind[k] === 'L' ? n : kind[k] === 'R' ? -n : kind[k] === 'B' ? (m !== 0 && (m + n) % 3 === 0 ? 0 : -n) : 0;
        P.push((acc += v));
      }
      // indices after k whose P is a running minimum: P decreases from the top (nearest) of the stack down
      const stack: number[] = [];
      for (let k = pos.length - 1; k >= 0; k--) {
        if (opens[k] && len[k] % 3 === m) {
          const limit = P[k] - len[k];
          let lo = 0;
          let hi = stack.length - 1;
          let stop = -1;
          while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            if (P[stack[mid]] <= limit) {
              stop = stack[mid];
              lo = mid + 1;
            } else hi = mid - 1;
          }
          total += (stop < 0 ? s.length : pos[stop]) - pos[k];
        }
        while (stack.length && P[stack[stack.length - 1]] >= P[k]) stack.pop();
        stack.push(k);
      }
    }
  }
  return total;
}

/**
 * The cost model of LEX_LIMITS for one inline run: length × (characters that start a match of one of
 * marked's inline masking loops) + EMPHASIS_WEIGHT × characters its emphasis search reads.
 */
function inlineCost(s: string): number {
  let risky = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 92 || c === 96 || c === 60 || c === 91) risky++; // \ ` < [
  }
  return s.length * risky + EMPHASIS_WEIGHT * emphasisScan(s);
}

/** Lexes like Claude Code (marked, `gfm: false`), within LEX_LIMITS; never throws. */
export function lexChecked(text: string): Lexed {
  const cached = lexCache.get(text);
  if (cached) return cached;
  const r = doLex(text);
  lexCacheChars += text.length;
  lexCache.set(text, r);
  for (const k of lexCache.keys()) {
    if (lexCacheChars <= LEX_CACHE_CHARS && lexCache.size <= LEX_CACHE_ENTRIES) break;
    lexCache.delete(k);
    lexCacheChars -= k.length;
  }
  return r;
}

/** Identical texts (the same file seen by several sessions of one review) are lexed once. */
const lexCache = new Map<string, Lexed>();
const LEX_CACHE_CHARS = 8 * 1024 * 1024;
const LEX_CACHE_ENTRIES = 1024;
let lexCacheChars = 0;

function doLex(text: string): Lexed {
  if (text.length > LEX_LIMITS.maxChars) return { tokens: [], complete: false, problem: `longer than ${LEX_LIMITS.maxChars} characters` };
  const src = text.replace(/\r\n|\r/g, '\n');
  if (nestingDepth(src) > LEX_LIMITS.maxNesting) return { tokens: [], complete: false, problem: `nested deeper than ${LEX_LIMITS.maxNesting} characters of block syntax` };
  try {
    const lexer = new Lexer({ gfm: false });
    // Lexer.lex() is blockTokens() then inlineTokens() for each queued run; done here run by run so that a
    // run too costly for marked is left unlexed instead of hanging the process.
    lexer.blockTokens(src, lexer.tokens);
    const queue = (lexer as unknown as LexerInternals).inlineQueue;
    let total = 0;
    let skipped = 0;
    for (const run of queue) {
      const cost = inlineCost(run.src);
      if (cost > LEX_LIMITS.maxInlineCost || total + cost > LEX_LIMITS.maxTotalInlineCost) {
        skipped++;
        continue;
      }
      total += cost;
      lexer.inlineTokens(run.src, run.tokens);
    }
    queue.length = 0;
    return skipped ? { tokens: lexer.tokens, complete: false, problem: `${skipped} paragraph(s) too costly to lex inline` } : { tokens: lexer.tokens, complete: true };
  } catch (e) {
    return { tokens: [], complete: false, problem: `the markdown lexer failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Lexes like Claude Code: marked-compatible, `gfm: false` (within LEX_LIMITS; see lexChecked). */
export function lex(text: string): Token[] {
  return lexChecked(text).tokens;
}

/**
 * Removes `<!--…-->` spans like `s.replace(/<!--[\s\S]*?-->/g, '')`, in linear time (the regex rescans to
 * the end of the text from every unclosed `<!--`).
 */
export function removeCommentSpans(s: string): string {
  let out = '';
  let pos = 0;
  for (;;) {
    const open = s.indexOf('<!--', pos);
    if (open < 0) break;
    const close = s.indexOf('-->', open + 4);
    if (close < 0) break; // no later `<!--` can be closed either
    out += s.slice(pos, open);
    pos = close + 3;
  }
  return pos === 0 ? s : out + s.slice(pos);
}

function isCommentBlock(raw: string): boolean {
  const t = raw.trimStart();
  return t.startsWith('<!--') && t.includes('-->');
}

export interface Stripped {
  content: string;
  stripped: boolean;
}

/**
 * Block-level HTML comment stripping: only top-level `html` tokens that start with `<!--` and contain `-->`
 * lose their comments; the block disappears when only whitespace is left. When anything was stripped the
 * text is the lexer's (CR/CRLF normalised to LF); otherwise the original is returned untouched.
 */
export function stripHtmlComments(text: string, tokens?: Token[]): Stripped {
  if (!text.includes('<!--')) return { content: text, stripped: false };
  tokens ??= lex(text);
  // Rebuild from the (CR/CRLF-normalised) source rather than from token raws alone: the lexer emits no
  // token for link reference definitions, which must survive. Each token's raw is located in the source
  // and the text between tokens is copied as is.
  const src = text.replace(/\r\n|\r/g, '\n');
  let out = '';
  let pos = 0;
  let stripped = false;
  for (const t of tokens) {
    let raw = t.raw;
    let at = raw ? src.indexOf(raw, pos) : -1;
    // marked appends a lone space or tab that ends the text to the previous token's raw as "\n"; that token
    // is the source without the "\n" (the 2.1.332 CLI keeps the space or tab: `<!-- c -->\n\t` → `\t`)
    if (at < 0 && raw.endsWith('\n') && /[ \t]$/.test(src)) {
      raw = raw.slice(0, -1);
      at = src.indexOf(raw, pos);
    }
    if (at >= 0) {
      out += src.slice(pos, at);
      pos = at + raw.length;
    }
    if (t.type === 'html' && isCommentBlock(raw)) {
      const residue = removeCommentSpans(raw);
      stripped = true;
      if (residue.trim().length > 0) out += residue;
      continue;
    }
    out += at >= 0 ? raw : '';
  }
  out += src.slice(pos);
  return stripped ? { content: out, stripped } : { content: text, stripped: false };
}

/** A raw `@import` candidate as written (after `#` cut and `\ ` unescaping). */
export interface ImportCandidate {
  /** The text after `@` exactly as matched. */
  raw: string;
  /** The path after `#fragment` removal and `\ ` unescaping. */
  path: string;
}

const IMPORT_RE = /(?:^|\s)@((?:[^\s\\]|\\ )+)/g;

function candidatesIn(text: string, out: ImportCandidate[]): void {
  IMPORT_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = IMPORT_RE.exec(text))) {
    let p = m[1];
    if (!p) continue;
    const hash = p.indexOf('#');
    if (hash !== -1) p = p.slice(0, hash);
    if (!p) continue;
    p = p.replace(/\\ /g, ' ');
    if (!p) continue;
    if (!isAcceptedCandidate(p)) continue;
    out.push({ raw: m[1], path: p });
  }
}

/**
 * Import paths a file may hold, read from its raw text without lexing: every candidate the loader can
 * find, and more (those in code and comments too). For fetching ahead of the loader, never for loading.
 */
export function importHints(text: string): string[] {
  if (!text.includes('@')) return [];
  const out: ImportCandidate[] = [];
  candidatesIn(text, out);
  return out.map((c) => c.path);
}

/** Claude Code's accept rule for a candidate import path. */
export function isAcceptedCandidate(p: string): boolean {
  if (p.startsWith('//') || p.startsWith('\\\\') || /^\\\\[?.]\\/.test(p) || /^\\\?\?\\/.test(p)) return false;
  return (
    p.startsWith('./') ||
    p.startsWith('~/') ||
    (p.startsWith('/') && p !== '/') ||
    (!p.startsWith('@') && !/^[#%^&*()]+/.test(p) && /^[a-zA-Z0-9._-]/.test(p))
  );
}

interface Tok {
  type: string;
  raw?: string;
  text?: string;
  tokens?: Tok[];
  items?: Tok[];
}

/** Import candidates in token order (code, code spans and non-comment HTML skipped; the list-item quirk kept). */
export function extractImportCandidates(tokens: Token[]): ImportCandidate[] {
  const out: ImportCandidate[] = [];
  const walk = (els: Tok[] | undefined, depth: number): void => {
    if (!els || depth > 200) return;
    for (const el of els) {
      if (el.type === 'code' || el.type === 'codespan') continue;
      if (el.type === 'html') {
        const raw = el.raw ?? '';
        if (isCommentBlock(raw)) {
          const residue = removeCommentSpans(raw);
          if (residue.trim().length > 0) candidatesIn(residue, out);
        }
        continue;
      }
      if (el.type === 'text') candidatesIn(el.text ?? '', out);
      if (el.tokens) walk(el.tokens, depth + 1);
      if (el.items) walk(el.items, depth + 1);
    }
  };
  walk(tokens as unknown as Tok[], 0);
  return out;
}

/** Index of the line (0-based) holding offset `i`, by binary search in `starts` (see lineStarts). */
export function lineIndex(starts: number[], i: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid] <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Offset of the first `needle` at a word start in `text`, scanning from the beginning. */
function scanWordStart(text: string, needle: string): number {
  for (let from = 0; ; ) {
    const i = text.indexOf(needle, from);
    if (i < 0 || i === 0 || /\s/.test(text[i - 1])) return i;
    from = i + 1;
  }
}

/**
 * The `@`s of one text that start a word, and for each length L of `raw` asked about, the first of them
 * followed by each L characters. A file with thousands of imports asks for thousands of lines; scanning
 * the text from the start each time is quadratic (seconds for 30,000 imports), a lookup is constant.
 * Indexing a length costs (number of `@`s) × length; past AT_INDEX_BUDGET × the text's length in all, the
 * remaining lengths are scanned for.
 */
interface AtIndex {
  text: string;
  ats: number[];
  byLength: Map<number, Map<string, number>>;
  spent: number;
}

const AT_INDEX_BUDGET = 32;

const atIndexes = new WeakMap<number[], AtIndex>();

function firstAt(text: string, raw: string, starts: number[]): number {
  let ix = atIndexes.get(starts);
  if (!ix || ix.text !== text) {
    const ats: number[] = [];
    for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) if (i === 0 || /\s/.test(text[i - 1])) ats.push(i);
    ix = { text, ats, byLength: new Map(), spent: 0 };
    atIndexes.set(starts, ix);
  }
  const L = raw.length;
  let m = ix.byLength.get(L);
  if (!m) {
    ix.spent += ix.ats.length * (L + 1);
    if (ix.spent > AT_INDEX_BUDGET * text.length) return scanWordStart(text, '@' + raw);
    m = new Map();
    for (const a of ix.ats) {
      if (a + 1 + L > text.length) continue;
      const k = text.slice(a + 1, a + 1 + L);
      if (!m.has(k)) m.set(k, a);
    }
    ix.byLength.set(L, m);
  }
  return m.get(raw) ?? -1;
}

/**
 * 1-based line (within `text`) of the first `@raw` occurrence at a word start, or undefined. With `starts`
 * (lineStarts of the same text), lines are found by binary search, and the `@`s of the text are indexed
 * once for all the lookups that pass that same array.
 */
export function lineOf(text: string, raw: string, starts?: number[]): number | undefined {
  if (starts) {
    const i = firstAt(text, raw, starts);
    return i < 0 ? undefined : lineIndex(starts, i) + 1;
  }
  const i = scanWordStart(text, '@' + raw);
  if (i < 0) return undefined;
  let line = 1;
  for (let k = 0; k < i; k++) if (text.charCodeAt(k) === 10) line++;
  return line;
}

/** Offsets at which each line of `text` starts (for lineOf). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * One line of fenced-code-block tracking, following CommonMark: a fence is a line of at least three backticks or
 * tildes indented by at most three spaces (a backtick fence's info string holds no backtick); it is closed only by a
 * line of the same character, at least as long, with at most three spaces before it and nothing but spaces or tabs
 * after. Given the fence open before `line` (undefined outside a block), the fence open after it, and whether the
 * line opened or closed one. (Fences inside block quotes and list items are not followed.)
 */
export function fenceAfter(open: string | undefined, line: string): { open: string | undefined; marker: boolean } {
  if (open === undefined) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    return m && !(m[1][0] === '`' && m[2].includes('`')) ? { open: m[1], marker: true } : { open, marker: false };
  }
  const m = /^ {0,3}(`{3,}|~{3,})[ \t]*\r?$/.exec(line);
  return m && m[1][0] === open[0] && m[1].length >= open.length ? { open: undefined, marker: true } : { open, marker: false };
}
