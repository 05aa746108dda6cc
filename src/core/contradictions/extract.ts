// Directive extraction: markdown-aware, line-accurate.
//
// Instructions come from list items (bullets, numbered items) and from the sentences of prose paragraphs.
// Not directives: fenced and indented code blocks, HTML comments, headings, tables, horizontal rules,
// HTML tag lines, code-only items ("`pnpm build`"), command listings ("`pnpm dev` — start the server"),
// examples ("e.g. …") and questions. Lines are counted in the file as stored, frontmatter included.
import { parseFrontmatter } from '../frontmatter.js';
import { analyze, isNegativeLead } from './analyze.js';
import { builtinLexicon, type Lexicon } from './lexiconIndex.js';
import type { Directive } from './types.js';

interface Line {
  /** 1-based line number in the file */
  n: number;
  text: string;
}

interface Block {
  kind: 'bullet' | 'numbered' | 'prose';
  lines: Line[];
  /** indentation of the list item's content */
  indent: number;
  lead?: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}(\s|$)/;
const HR = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const SETEXT = /^\s{0,3}(=+|-+)\s*$/;
const LIST = /^(\s*)([-*+]|\d{1,9}[.)])(\s+)(.*)$/;
const TABLE_SEP = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const TAG_ONLY = /^\s*(<\/?[a-zA-Z][\w-]*(\s[^>]*)?\/?>\s*)+$/;

/** Blank out HTML comments, keeping line breaks so line numbers stay exact. */
function blankComments(text: string): string {
  return text.replace(/<!--[\s\S]*?(-->|$)/g, (m) => m.replace(/[^\n]/g, ' '));
}

function indentOf(s: string): number {
  let n = 0;
  for (const c of s) {
    if (c === ' ') n++;
    else if (c === '\t') n += 4 - (n % 4);
    else break;
  }
  return n;
}

const NEG_HEADING = /^(#+\s*)?([❌🚫⛔✗✘]\s*)?(don'?t'?s?|do not|never|avoid|anti-?patterns?|forbidden|prohibited|what not to do|things to avoid|bad|wrong|incorrect|banned|not allowed|never do( this| these)?|must not)\b[^a-z]*$/i;

/** Split the file body into blocks (list items and paragraphs). */
function blocks(lines: Line[]): Block[] {
  const out: Block[] = [];
  let cur: Block | undefined;
  let fence: { ch: string; len: number } | undefined;
  let prevBlank = true;
  let inList = false;
  let listIndent = 0;
  let headingLead: string | undefined;
  let paraLead: string | undefined;
  let parents: { marker: number; text: string; lead?: string }[] = [];
  const flush = (): void => {
    if (cur && cur.lines.length) out.push(cur);
    cur = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].text.replace(/\r$/, '');
    const ln = lines[i].n;
    if (fence) {
      const m = FENCE.exec(raw);
      if (m && m[2][0] === fence.ch && m[2].length >= fence.len && raw.trim().replace(/^[`~]+/, '') === '') fence = undefined;
      prevBlank = false;
      continue;
    }
    const fm = FENCE.exec(raw);
    if (fm) {
      flush();
      fence = { ch: fm[2][0], len: fm[2].length };
      continue;
    }
    if (!raw.trim()) {
      flush();
      prevBlank = true;
      continue;
    }
    const ind = indentOf(raw);
    // indented code: after a blank line, four columns deeper than any open list item
    if (prevBlank && ind >= (inList ? listIndent + 4 : 4)) {
      flush();
      continue;
    }
    let text = raw;
    // blockquote markers
    while (/^\s{0,3}>\s?/.test(text)) text = text.replace(/^\s{0,3}>\s?/, '');
    if (HEADING.test(text)) {
      flush();
      headingLead = NEG_HEADING.test(text.trim()) ? text.replace(/^\s*#+\s*/, '').trim() : undefined;
      paraLead = undefined;
      parents = [];
      inList = false;
      prevBlank = false;
      continue;
    }
    if (cur?.kind === 'prose' && cur.lines.length === 1 && SETEXT.test(text) && !LIST.test(text)) {
      // the paragraph line above was a setext heading
      headingLead = NEG_HEADING.test(cur.lines[0].text.trim()) ? cur.lines[0].text.trim() : undefined;
      cur = undefined;
      prevBlank = false;
      continue;
    }
    if (HR.test(text)) {
      flush();
      prevBlank = false;
      continue;
    }
    // tables: pipe rows next to a separator row, or rows starting with a pipe
    if (text.includes('|') && (/^\s*\|/.test(text) || TABLE_SEP.test(lines[i + 1]?.text ?? '') || TABLE_SEP.test(text) || (i > 0 && TABLE_SEP.test(lines[i - 1].text)))) {
      flush();
      prevBlank = false;
      continue;
    }
    if (TAG_ONLY.test(text)) {
      flush();
      prevBlank = false;
      continue;
    }
    const li = LIST.exec(text);
    if (li && !(cur?.kind === 'prose' && !prevBlank && /^\d/.test(li[2]) && li[2] !== '1.' && li[2] !== '1)')) {
      flush();
      const itemIndent = indentOf(li[1]);
      // a negative lead-in governs the items below it: a parent item or paragraph ending with ":"
      // ("Never use:", "**You do NOT:**") or a "Don'ts" heading
      while (parents.length && parents[parents.length - 1].marker >= itemIndent) parents.pop();
      const parent = parents[parents.length - 1];
      let lead: string | undefined;
      if (parent) lead = endsWithColon(parent.text) ? parent.text : parent.lead;
      else lead = paraLead ?? headingLead;
      if (lead !== undefined && !isNegativeLead(lead)) lead = undefined;
      const itemText = li[4].replace(/^\[[ xX]\]\s+/, '');
      cur = { kind: /^\d/.test(li[2]) ? 'numbered' : 'bullet', lines: [{ n: ln, text: itemText }], indent: itemIndent + li[2].length + li[3].length, lead };
      parents.push({ marker: itemIndent, text: itemText, lead });
      inList = true;
      listIndent = cur.indent;
      prevBlank = false;
      continue;
    }
    if (cur && !(prevBlank && cur.kind !== 'prose')) {
      cur.lines.push({ n: ln, text: text.trim() });
      if (cur.kind !== 'prose' && parents.length) parents[parents.length - 1].text += ' ' + text.trim();
    } else {
      flush();
      if (inList && ind < listIndent && prevBlank) {
        inList = false;
        parents = [];
      }
      const hl = headingLead !== undefined && isNegativeLead(headingLead) ? headingLead : undefined;
      cur = { kind: 'prose', lines: [{ n: ln, text: text.trim() }], indent: ind, lead: inList ? undefined : hl };
      if (!inList) paraLead = undefined;
    }
    prevBlank = false;
    // a paragraph ending with ":" introduces the list that follows
    if (cur.kind === 'prose') paraLead = endsWithColon(text) ? cur.lines.map((l) => l.text).join(' ') : undefined;
  }
  flush();
  return out;
}

function endsWithColon(t: string): boolean {
  return /:\s*$/.test(t.replace(/[*_`\s]+$/, ''));
}

interface Piece {
  text: string;
  line: number;
  endLine: number;
}

const ABBREV = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|esp|no|fig|ch|sec|ex|min|max|avg|ca)|\b[A-Za-z])\.$/i;

/** Sentences of a block with their lines; code spans are never split. */
function sentences(b: Block): Piece[] {
  let text = '';
  const starts: number[] = [];
  for (const l of b.lines) {
    starts.push(text.length);
    text += (text ? ' ' : '') + l.text;
    if (starts.length > 1) starts[starts.length - 1] += 1;
  }
  starts[0] = 0;
  const lineAt = (off: number): number => {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1] <= off) k++;
    return b.lines[k].n;
  };
  const out: Piece[] = [];
  let s = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const close = text.indexOf(run, i + run.length);
      i = close < 0 ? i + run.length : close + run.length;
      continue;
    }
    // a sentence ends at . ! ? followed by space, possibly after closing emphasis or quotes ("**Do X.** Then …")
    let e = i + 1;
    while (e < text.length && /[*_"')\]]/.test(text[e]) && (c !== '.' || text[e] !== ')')) e++;
    if ((c === '.' || c === '!' || c === '?') && (e >= text.length || /\s/.test(text[e]))) {
      const before = text.slice(s, e);
      const rest = text.slice(e).trimStart();
      const nextOk = rest === '' || c !== '.' || /^[\p{Lu}\d`"'*_([❌✅⚠]/u.test(rest);
      if (nextOk && !(c === '.' && ABBREV.test(before))) {
        out.push({ text: before.trim(), line: lineAt(s + (before.length - before.trimStart().length)), endLine: lineAt(i) });
        s = e;
        i = e;
        continue;
      }
    }
    i++;
  }
  const tail = text.slice(s);
  if (tail.trim()) out.push({ text: tail.trim(), line: lineAt(s + (tail.length - tail.trimStart().length)), endLine: lineAt(text.length - 1) });
  return out;
}

/** Strip markdown emphasis and links for display, keep code spans. */
function displayText(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^*_]*?\S)[*_](?=[\s.,;:!?)]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

function notADirective(s: string): boolean {
  const plain = s.replace(/`[^`]*`/g, '').replace(/[\s*_.,:;!?()[\]'"\-—–>=|#/\\]+/g, '');
  if (!/\p{L}/u.test(plain)) return true; // code only, punctuation, numbers
  // a command or term listing: "`pnpm build` - Build all packages", "**`foo`**: …"
  if (/^\s*(\*\*|__)?`[^`]+`(\*\*|__)?\s*(\(|[-–—:=→]|->)/.test(s)) return true;
  if (/^\s*(e\.g\.|for example|for instance|example:)/i.test(s)) return true;
  if (/\?\s*$/.test(s)) return true;
  // a bare link or path reference
  if (/^\s*(see|refer to)\s+(`[^`]*`|\S+\.(md|txt))\.?\s*$/i.test(s)) return true;
  return false;
}

/**
 * Directives of one file. `text` is the raw file as stored; frontmatter is skipped but its lines are
 * counted, so every directive's `line` is the line of the stored file.
 */
export function extractDirectives(path: string, text: string, lexicon: Lexicon = builtinLexicon()): Directive[] {
  const fm = parseFrontmatter(text);
  const body = blankComments(fm.present ? fm.body : text.replace(/^\uFEFF/, ''));
  const offset = fm.present ? fm.lines : 0;
  const lines: Line[] = body.split('\n').map((t, k) => ({ n: k + 1 + offset, text: t }));
  const out: Directive[] = [];
  blocks(lines).forEach((b, blockIndex) => {
    for (const p of sentences(b)) {
      if (notADirective(p.text)) continue;
      const shown = displayText(p.text);
      const lead = b.lead !== undefined ? displayText(b.lead).replace(/[*_\s]+$/, '').replace(/:\s*$/, '').trim() : undefined;
      const a = analyze(shown, lexicon, lead);
      const d: Directive = { path, line: p.line, text: shown, block: b.kind, blockIndex, instruction: a.instruction, claims: a.claims, words: a.words };
      if (p.endLine !== p.line) d.endLine = p.endLine;
      if (lead) d.lead = lead;
      out.push(d);
    }
  });
  return out;
}
