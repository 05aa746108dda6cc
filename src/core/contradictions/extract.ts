// Directive extraction: markdown-aware, line-accurate.
//
// Instructions come from list items (bullets, numbered items) and from the sentences of prose paragraphs.
// Not directives: fenced and indented code blocks, HTML comments, headings, tables, horizontal rules,
// HTML tag lines, code-only items ("`pnpm build`"), command listings ("`pnpm dev` — start the server"),
// examples ("e.g. …") and questions. Lines are counted in the file as stored, frontmatter included.
import { parseFrontmatter } from '../frontmatter.js';
import { lineIndex } from '../markdown.js';
import { analyze, isNegativeLead, NEG_MARK } from './analyze.js';
import { builtinLexicon, type Lexicon } from './lexiconIndex.js';
import { backtickRuns, unlink } from './linear.js';
import type { Directive } from './types.js';

/**
 * What reading one file may cost. Splitting a file into blocks and sentences is linear (a few µs a line);
 * analysing a sentence costs 5–10 µs a character, so a hostile file (4 MiB of one-word list items, one
 * sentence of a million characters) would take minutes. Real memory files stay well below these limits
 * (the largest in the corpus: 1,018 lines, 684 directives, 102,507 characters of directive text, sentences
 * up to 881 characters). Text past them is not analysed, and the extraction says so.
 */
export const EXTRACT_LIMITS = {
  /** Lines of a file that are read at all. */
  maxLines: 20_000,
  /** Longer sentences (and lead-ins) are not analysed. */
  maxSentenceChars: 4000,
  /** Directives analysed per file; the rest of the file is not read. */
  maxDirectives: 3000,
  /** Characters of directive text analysed per file; the rest of the file is not read. */
  maxChars: 150_000,
};

/** The directives of one file, and what was left unread when the file exceeded EXTRACT_LIMITS. */
export interface Extraction {
  directives: Directive[];
  /** Set when part of the file was not analysed: what and why, e.g. "2 sentences over 4000 characters". */
  limited?: string;
}

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
  /** directories named by the headings above the block (`### Python CLI (\`cli/python/\`)`) */
  where?: string[];
}

/** Directories or files a heading names in code spans: the section is about them. */
function headingPaths(h: string): string[] {
  const out: string[] = [];
  for (const m of h.matchAll(/`([^`\s]+)`/g)) if (m[1].includes('/')) out.push(m[1].replace(/^\.\//, '').replace(/\/+$/, '').toLowerCase());
  return out;
}

const FENCE = /^(\s*)(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}(\s|$)/;
const HR = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const SETEXT = /^\s{0,3}(=+|-+)\s*$/;
// The next three are written so that they cannot backtrack more than linearly on a long line (a line can
// be megabytes long): `(?=(\s+))\3` takes the whitespace after the marker atomically (giving some back
// never helps `(.*)$`); the table separator has no two adjacent `\s*` that can trade characters; and
// a tag is `name`, `name/` or `name` + whitespace + anything up to `>` (the same tags as
// `(\s[^>]*)?\/?>`, which matched `<a /><a /><a /> x` in exponentially many ways before failing).
const LIST = /^(\s*)([-*+]|\d{1,9}[.)])(?=(\s+))\3(.*)$/;
const TABLE_SEP = /^\s*(?:\|\s*)?:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*(?:\|\s*)?$/;
const TAG_ONLY = /^\s*(?:<\/?[a-zA-Z][\w-]*(?:\s[^>]*|\/)?>\s*)+$/;
/** One blockquote marker, matched at a given offset (a line of 100,000 `>` is stripped in one pass). */
const QUOTE_MARK = /\s{0,3}>\s?/y;

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
  // heading levels above the current line, each with the paths it names
  let headings: { level: number; paths: string[] }[] = [];
  const where = (): string[] | undefined => {
    const p = headings.flatMap((h) => h.paths);
    return p.length ? p : undefined;
  };
  // the paragraph that ends with ":" right before a list, joined only when an item asks for it (joining
  // at every line of a long paragraph is quadratic)
  let paraLead: { block: Block; text?: string } | undefined;
  // `colon`: endsWithColon(text), cached until the text grows (every child item asks again)
  let parents: { marker: number; text: string; lead?: string; colon?: boolean }[] = [];
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
    let q = 0;
    for (QUOTE_MARK.lastIndex = 0; QUOTE_MARK.test(text); QUOTE_MARK.lastIndex = q) q = QUOTE_MARK.lastIndex;
    if (q) text = text.slice(q);
    if (HEADING.test(text)) {
      flush();
      const level = /^\s*(#+)/.exec(text)?.[1].length ?? 1;
      headings = [...headings.filter((h) => h.level < level), { level, paths: headingPaths(text) }];
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
      if (parent) {
        parent.colon ??= endsWithColon(parent.text);
        lead = parent.colon ? parent.text : parent.lead;
      } else lead = paraLead ? (paraLead.text ??= paraLead.block.lines.map((l) => l.text).join(' ')) : headingLead;
      // a lead-in longer than any sentence that is analysed governs nothing
      if (lead !== undefined && (lead.length > EXTRACT_LIMITS.maxSentenceChars || !isNegativeLead(lead))) lead = undefined;
      const itemText = li[4].replace(/^\[[ xX]\]\s+/, '');
      cur = { kind: /^\d/.test(li[2]) ? 'numbered' : 'bullet', lines: [{ n: ln, text: itemText }], indent: itemIndent + li[2].length + li[3].length, lead, where: where() };
      parents.push({ marker: itemIndent, text: itemText, lead });
      inList = true;
      listIndent = cur.indent;
      prevBlank = false;
      continue;
    }
    if (cur && !(prevBlank && cur.kind !== 'prose')) {
      cur.lines.push({ n: ln, text: text.trim() });
      if (cur.kind !== 'prose' && parents.length) {
        const p = parents[parents.length - 1];
        p.text += ' ' + text.trim();
        p.colon = undefined;
      }
    } else {
      flush();
      if (inList && ind < listIndent && prevBlank) {
        inList = false;
        parents = [];
      }
      const hl = headingLead !== undefined && isNegativeLead(headingLead) ? headingLead : undefined;
      cur = { kind: 'prose', lines: [{ n: ln, text: text.trim() }], indent: ind, lead: inList ? undefined : hl, where: where() };
      if (!inList) paraLead = undefined;
    }
    prevBlank = false;
    // a paragraph ending with ":" introduces the list that follows
    if (cur.kind === 'prose') paraLead = endsWithColon(text) ? { block: cur } : undefined;
  }
  flush();
  return out;
}

/** `/:\s*$/.test(t.replace(/[*_`\s]+$/, ''))`: the last character that is not `*`, `_`, a backtick or whitespace is a colon. */
function endsWithColon(t: string): boolean {
  let e = t.length - 1;
  while (e >= 0 && (t[e] === '*' || t[e] === '_' || t[e] === '`' || /\s/.test(t[e]))) e--;
  return e >= 0 && t[e] === ':';
}

interface Piece {
  text: string;
  line: number;
  endLine: number;
}

const ABBREV = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|esp|no|fig|ch|sec|ex|min|max|avg|ca)|\b[A-Za-z])\.$/i;

/**
 * Sentences of a block with their lines; code spans are never split. Linear in the block's length: line
 * numbers by binary search, and a backtick run that no later run could close is skipped without a search.
 */
function sentences(b: Block): Piece[] {
  let text = '';
  const starts: number[] = [];
  for (const l of b.lines) {
    starts.push(text.length);
    text += (text ? ' ' : '') + l.text;
    if (starts.length > 1) starts[starts.length - 1] += 1;
  }
  starts[0] = 0;
  const lineAt = (off: number): number => b.lines[lineIndex(starts, off)].n;
  // backtick runs, and the longest run from each one on: a run of n backticks finds a closing n backticks
  // (indexOf) only where a later run is at least that long
  const { starts: runAt, lens: longest } = backtickRuns(text);
  for (let r = longest.length - 2; r >= 0; r--) longest[r] = Math.max(longest[r], longest[r + 1]);
  let nextRun = 0;
  const out: Piece[] = [];
  let s = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '`') {
      let j = i + 1;
      while (text.charCodeAt(j) === 96) j++;
      while (nextRun < runAt.length && runAt[nextRun] < j) nextRun++;
      const close = nextRun < runAt.length && longest[nextRun] >= j - i ? text.indexOf(text.slice(i, j), j) : -1;
      i = close < 0 ? j : close + (j - i);
      continue;
    }
    if (c !== '.' && c !== '!' && c !== '?') {
      i++;
      continue;
    }
    // a sentence ends at . ! ? followed by space, possibly after closing emphasis or quotes ("**Do X.** Then …")
    let e = i + 1;
    while (e < text.length && /[*_"')\]]/.test(text[e]) && (c !== '.' || text[e] !== ')')) e++;
    if (e >= text.length || /\s/.test(text[e])) {
      const before = text.slice(s, e);
      const rest = text.slice(e).trimStart();
      const nextOk = rest === '' || c !== '.' || /^[\p{Lu}\d`"'*_([❌✅⚠]/u.test(rest);
      // ABBREV matches at most 7 characters at the end, and looks at one more for \b
      if (nextOk && !(c === '.' && ABBREV.test(text.slice(Math.max(s, e - 12), e)))) {
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
  return unlink(unlink(s, 'image'), 'inline')
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
  // several commands, then what they do: "`mise run test` or `mise run t` - Run all tests"
  if (/^\s*(?:(?:\*\*|__)?`[^`]+`(?:\*\*|__)?\s*(?:,|\/|or|and)\s*)+(?:\*\*|__)?`[^`]+`(?:\*\*|__)?\s*(\(|[-–—:=→]|->)/i.test(s)) return true;
  if (/^\s*(e\.g\.|for example|for instance|example:)/i.test(s)) return true;
  if (/\?\s*$/.test(s)) return true;
  // a bare link or path reference
  if (/^\s*(see|refer to)\s+(`[^`]*`|\S+\.(md|txt))\.?\s*$/i.test(s)) return true;
  return false;
}

/** A lead-in as shown: `displayText(lead).replace(/[*_\s]+$/, '').replace(/:\s*$/, '').trim()`, without the regexes' rescans. */
function shownLead(lead: string): string {
  const t = displayText(lead);
  let e = t.length;
  while (e > 0 && (t[e - 1] === '*' || t[e - 1] === '_' || /\s/.test(t[e - 1]))) e--;
  let u = t.slice(0, e);
  if (u.endsWith(':')) u = u.slice(0, -1);
  return u.trim();
}

// Sentences repeat across files (package CLAUDE.md files copying lines of the root one): each distinct
// sentence is analysed once. Analyses are immutable once made.
const analyses = new Map<string, ReturnType<typeof analyze>>();
function analyzeOnce(text: string, lexicon: Lexicon, lead: string | undefined): ReturnType<typeof analyze> {
  const key = `${lexicon.id}\u0000${lead ?? ''}\u0000${text}`;
  let a = analyses.get(key);
  if (!a) {
    if (analyses.size >= 50_000) analyses.clear();
    a = analyze(text, lexicon, lead);
    analyses.set(key, a);
  }
  return a;
}

/**
 * Directives of one file. `text` is the raw file as stored; frontmatter is skipped but its lines are
 * counted, so every directive's `line` is the line of the stored file.
 */
export function extractDirectives(path: string, text: string, lexicon: Lexicon = builtinLexicon()): Directive[] {
  return extractFile(path, text, lexicon).directives;
}

/** extractDirectives, and whether the file was read in full (see EXTRACT_LIMITS). */
export function extractFile(path: string, text: string, lexicon: Lexicon = builtinLexicon()): Extraction {
  const fm = parseFrontmatter(text);
  const body = blankComments(fm.present ? fm.body : text.replace(/^\uFEFF/, ''));
  const offset = fm.present ? fm.lines : 0;
  const { maxLines, maxSentenceChars, maxDirectives, maxChars } = EXTRACT_LIMITS;
  const all = body.split('\n', maxLines + 1);
  const lines: Line[] = all.slice(0, maxLines).map((t, k) => ({ n: k + 1 + offset, text: t }));
  const out: Directive[] = [];
  let chars = 0;
  let long = 0;
  let stoppedAt: number | undefined;
  const leads = new Map<string, string>();
  const bs = blocks(lines);
  read: for (let blockIndex = 0; blockIndex < bs.length; blockIndex++) {
    const b = bs[blockIndex];
    const ps = sentences(b);
    const first = ps[0];
    const mark = b.kind !== 'prose' && first !== undefined ? NEG_MARK.exec(first.text)?.[0].trim() : undefined;
    // "- **Editorial**: … Skip the docs build.": an item's bold label names the case its later sentences are about
    const itemLabel = b.kind !== 'prose' && first !== undefined ? /^\s*(?:\*\*|__)([^*_:]{1,40}?):?(?:\*\*|__)\s*:?/.exec(first.text)?.[1].trim().toLowerCase() : undefined;
    for (const p of ps) {
      if (notADirective(p.text)) continue;
      if (p.text.length > maxSentenceChars) {
        long++;
        continue;
      }
      if (out.length >= maxDirectives || chars + p.text.length > maxChars) {
        stoppedAt = p.line;
        break read;
      }
      chars += p.text.length;
      const shown = displayText(p.text);
      let lead: string | undefined;
      if (b.lead !== undefined) {
        lead = leads.get(b.lead);
        if (lead === undefined) leads.set(b.lead, (lead = shownLead(b.lead)));
      }
      // a lead-in governs the item's first sentence; the sentences after it explain or give the fix
      // ("- Use `require()` in TypeScript. ES module `import` syntax only." under "## Do NOT")
      if (p !== first) lead = undefined;
      // an item marked as wrong ("❌ …", "Bad: …") is its own negative lead-in for its first sentence, and an example
      const a = analyzeOnce(shown, lexicon, lead ?? (p === first ? mark : undefined));
      const d: Directive = { path, line: p.line, text: shown, block: b.kind, blockIndex, instruction: a.instruction, claims: a.claims, words: a.words };
      if (b.where) d.where = b.where.map((w) => 'in:' + w);
      if (itemLabel && p !== first) d.where = [...(d.where ?? []), 'case:' + itemLabel];
      // the items of a "Never use:" / "❌" list show what not to do (often with the fix): examples, not rules
      if (mark !== undefined) d.example = true;
      if (p.endLine !== p.line) d.endLine = p.endLine;
      if (lead) d.lead = lead;
      out.push(d);
    }
  }
  const n = (x: number) => x.toLocaleString('en-US');
  const why: string[] = [];
  if (long) why.push(`${n(long)} sentence${long === 1 ? '' : 's'} over ${n(maxSentenceChars)} characters`);
  if (stoppedAt !== undefined) why.push(`the rest of the file from line ${n(stoppedAt)} on, after the first ${n(out.length)} directives (${n(chars)} characters)`);
  else if (all.length > maxLines) why.push(`the rest of the file after line ${n(maxLines + offset)}`);
  return why.length ? { directives: out, limited: `not analysed: ${why.join('; ')}` } : { directives: out };
}
