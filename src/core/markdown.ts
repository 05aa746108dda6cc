import { Lexer, type Token } from 'marked';

/** Lexes like Claude Code: marked-compatible, `gfm: false`. */
export function lex(text: string): Token[] {
  return new Lexer({ gfm: false }).lex(text);
}

const COMMENT_SPAN = /<!--[\s\S]*?-->/g;

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
    const at = t.raw ? src.indexOf(t.raw, pos) : -1;
    if (at >= 0) {
      out += src.slice(pos, at);
      pos = at + t.raw.length;
    }
    if (t.type === 'html' && isCommentBlock(t.raw)) {
      const residue = t.raw.replace(COMMENT_SPAN, '');
      stripped = true;
      if (residue.trim().length > 0) out += residue;
      continue;
    }
    out += at >= 0 ? t.raw : '';
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
          const residue = raw.replace(COMMENT_SPAN, '');
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

/** 1-based line (within `text`) of the first `@raw` occurrence at a word start, or undefined. */
export function lineOf(text: string, raw: string, starts?: number[]): number | undefined {
  const needle = '@' + raw;
  let from = 0;
  for (;;) {
    const i = text.indexOf(needle, from);
    if (i < 0) return undefined;
    if (i === 0 || /\s/.test(text[i - 1])) {
      if (starts) {
        // binary search in the precomputed line starts (many imports in one file stay linear)
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >>> 1;
          if (starts[mid] <= i) lo = mid;
          else hi = mid - 1;
        }
        return lo + 1;
      }
      let line = 1;
      for (let k = 0; k < i; k++) if (text.charCodeAt(k) === 10) line++;
      return line;
    }
    from = i + 1;
  }
}

/** Offsets at which each line of `text` starts (for lineOf). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}
