// Directive extraction: markdown-aware, line-accurate.
//
// Instructions come from list items (bullets, numbered items) and from the sentences of prose paragraphs.
// Not directives: fenced and indented code blocks, HTML comments, headings, tables, horizontal rules,
// HTML tag lines, code-only items ("`pnpm build`"), command listings ("`pnpm dev` — start the server"),
// examples ("e.g. …") and questions. Lines are counted in the file as stored, frontmatter included.
import { parseFrontmatter } from '../frontmatter.js';
import { ruleGlobs } from '../globs/dialect.js';
import { rulesBaseOf } from '../memoryPaths.js';
import { lineIndex } from '../markdown.js';
import { analyze } from './analyze.js';
import { countsOnce } from './facts.js';
import { completeLead, GENERATED_HEADING, isNegativeLead, LISTED_COMMAND, NEG_MARK, NEVER_DO, WRONG_MARKS } from './marks.js';
import { BUILTIN_FAMILIES, LANGUAGE_TARGETS, NAMING_TARGETS } from './lexicon.js';
import { builtinLexicon, type Lexicon } from './lexiconIndex.js';
import { backtickRuns, unlink } from './linear.js';
import { isVerbBaseForm, stem, STOP, valueLabelOf, verbBase } from './text.js';
import type { Directive } from './types.js';
import { ACT_NAMED, GONE, STATE_WORDS } from './words.js';

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

/**
 * A list item that opens with a label: bold ("**Public pages**: …", "**Interactive components**"), or a short name
 * before a colon ("Contact Intelligence: 1000 calls/month", "`api/`: …").
 */
const ITEM_LABEL = /^\s*(?:(?:\*\*|__)[^*_]{1,80}?(?:\*\*|__)|[\p{Lu}`][^:.!?]{0,40}?:\s)/u;

interface Line {
  /** 1-based line number in the file */
  n: number;
  text: string;
}

interface Block {
  kind: 'bullet' | 'numbered' | 'prose';
  /** a heading that counts a named set ("## 12 Streamlined Subagents"): read only for that count */
  headingFacts?: boolean;
  lines: Line[];
  /** indentation of the list item's content */
  indent: number;
  lead?: string;
  /** the items of a list under a lead-in that describes the agent ("You're an expert in:") */
  describes?: boolean;
  /** the items of a list that complete a condition ("If a change appears to:") */
  completes?: string;
  /** an item under a heading that says its acts need asking first ("## Ask First"): an act to ask about, not to do */
  askFirst?: string;
  /** the heading of options weighed for a decision ("Alternatives Considered") the item is under */
  weighed?: string;
  /** the lead-in is a whole condition ("**If E2E tests fail:**"): the items hold only then */
  onlyIf?: string;
  /** the lead-in says what a named actor may do ("**Only the Orchestrator can:**"): the items are its permissions */
  allowed?: boolean;
  /** a list right under a heading whose words may change what a bare item says ("## Risky operations", "## Careful") */
  caution?: string;
  /** directories named by the headings above the block (`### Python CLI (\`cli/python/\`)`) */
  where?: string[];
  /** a numbered step under a heading that names a task ("### Creating Fixture Files", "## How to release") */
  procedure?: string;
  /** the innermost heading above that dates or versions its section (see ERA_HEADING) */
  era?: string;
  /** a task-list item ("- [ ] …", "- [x] …") */
  task?: boolean;
  /** the bold label paragraph the item's list sits under ("**Environnement DEV** :"), within its heading */
  labelCase?: string;
  /** a cell of a do/don't table (see tableColumns) */
  column?: Column;
  /** a cell of the same table row as the block before it: cells of one row are read together, never against each other */
  sameRow?: boolean;
  /** the cells of the row that prescribe (the fix of a forbidden cell) */
  rowFix?: string;
  /** the bold label line or heading right above a list item (or the heading above a paragraph outside lists): the topic a verbless "No X" item is about */
  topic?: string;
  /** the item with a bold label this item is nested under (its line), and the list that item belongs to */
  caseOf?: { item: number; list: string };
  /** a row of a table of the stack ("| Frontend | React 18, Vite |"): only the versions it states are read */
  versionsOnly?: boolean;
  /** a command line of a shell block, shown as the way to run something (see fencedCommands) */
  fenced?: boolean;
  /** a comment of a drawn folder tree, read only for the facts it states (see treeNotes) */
  treeNote?: boolean;
}

/** How a table column's header marks its cells. */
interface Column {
  /** +1: what to do ("Do", "✅", "Use", "Prefer"); -1: what not to do ("Don't", "❌", "Avoid", "Instead of") */
  pol: 1 | -1;
  header: string;
  /**
   * Why the cells are weaker than instructions, when they are: the header judges rather than instructs ("Bad",
   * "❌", "No"), the column gives the fix of the cell next to it ("Instead"), or another column sets the case
   * each row is about ("| Situation | Do | Don't |").
   */
  weak?: string;
}

/** Header words of a column that prescribes (explicit) or approves (a judgement) its cells. */
const POS_HEAD = /^(?:do|dos|do this|use|use this|prefer|preferred|always|recommended|allowed)$/i;
const POS_JUDGE = /^(?:good|correct|right|yes|better|ok|okay)$/i;
/** The fix of the cell next to it. */
const FIX_HEAD = /^(?:instead|use instead|do instead|alternative|alternatives|replacement|replace with|fix|better alternative)$/i;
/** Header words of a column that forbids (explicit) or disapproves (a judgement) its cells. */
const NEG_HEAD = /^(?:don'?t|donts|don'?ts|do not|don'?t do|don'?t use|do not use|avoid|never|not|instead of|rather than|forbidden|prohibited|banned|disallowed)$/i;
const NEG_JUDGE = /^(?:bad|wrong|incorrect|no|deprecated|discouraged|old|not this|anti-?pattern)$/i;
/** Columns that explain a row or name its topic without setting a case: the cells of the others stay instructions. */
const NOTE_HEAD = /^(?:why|reason|reasons|because|notes?|comments?|details?|rationale|explanation|examples?|description|rule|topic|area|aspect|category|concern|what|item|kind|type)$/i;
const POS_MARKS = /[✅✔👍]/u;
const NEG_MARKS = /[❌🚫⛔✗✘👎🙅]/u;

/** A two-column table of settings: "| Setting | Value |", "| Option | Default |". */
const SETTING_HEAD = /^(?:settings?|options?|keys?|names?|rules?|parameters?|property|properties|config|configuration|limits?|conventions?|what)$/i;
const VALUE_HEAD = /^(?:values?|defaults?|settings?|limits?|choice|standard|conventions?)$/i;

/** A table of the stack, by what each part is for: "| Category | Technology / Library | Reasoning |". */
const CATEGORY_HEAD = /^(?:categor(?:y|ies)|layers?|areas?|concerns?|components?|purpose|roles?|parts?|domains?|aspects?|functions?|capabilit(?:y|ies))$/i;
const STACK_HEAD = /^(?:technolog(?:y|ies)|tech|tools?|librar(?:y|ies)|choice|stack|frameworks?|solutions?|services?|providers?)\b/i;

/** A table header that pairs a thing with another it replaces, becomes or is an example of: "| Old | New |", "| Before | After |". */
const MAPPING_HEAD = /\b(?:old|new|before|after|from|to|was|now|previous(?:ly)?|current(?:ly)?|legacy|former|migrat\w*|replac\w*|deprecated|alternatives?|instead|vs\.?|versus|examples?|e\.g\.?|sample|wrong|right|bad|good|avoid|prefer|don'?t|do|status|when|if)\b/i;

/** The cells of a table row (pipes inside code spans and escaped pipes do not split). */
function rowCells(row: string): string[] {
  const out: string[] = [];
  let cur = '';
  let tick = 0;
  const t = row.trim().replace(/^\|/, '');
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '`') {
      let j = i;
      while (t[j] === '`') j++;
      const run = j - i;
      if (tick === 0) tick = run;
      else if (tick === run) tick = 0;
      cur += t.slice(i, j);
      i = j - 1;
      continue;
    }
    if (c === '\\' && t[i + 1] === '|') {
      cur += '|';
      i++;
      continue;
    }
    if (c === '|' && tick === 0) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.map((x) => x.replace(/<br\s*\/?>/gi, ' ').trim());
}

/**
 * What a table's header says about its columns: undefined unless some column forbids what its cells name
 * ("| Do | Don't |", "| ✅ Use | ❌ Avoid |", "| Prefer | Instead of |", "| Avoid | Why |"). A table of commands,
 * settings or decisions ("| Need | Use |") is not read.
 */
function tableColumns(header: string[]): (Column | undefined)[] | undefined {
  let cased = false;
  const cols = header.map((h0): Column | undefined => {
    const h = h0.replace(/[*_`]/g, '').replace(/[\uFE0F\u200D]/g, '').trim();
    const pm = POS_MARKS.test(h);
    const nm = NEG_MARKS.test(h);
    const words = h.replace(/[^\p{L}\s'’-]/gu, ' ').replace(/’/g, "'").replace(/\s+/g, ' ').trim();
    if (!words) {
      if (pm === nm) return undefined;
      return { pol: pm ? 1 : -1, header: h, weak: `is a cell of a table column headed "${h}" (a judgement, not an instruction)` };
    }
    if (NEG_HEAD.test(words) && !pm) return { pol: -1, header: h };
    if (NEG_JUDGE.test(words) && !pm) return { pol: -1, header: h, weak: `is a cell of a table column headed "${h}" (a judgement, not an instruction)` };
    if (FIX_HEAD.test(words) && !nm) return { pol: 1, header: h, weak: `is the fix a table gives next to what not to do, not a rule of its own` };
    if (POS_HEAD.test(words) && !nm) return { pol: 1, header: h };
    if (POS_JUDGE.test(words) && !nm) return { pol: 1, header: h, weak: `is a cell of a table column headed "${h}" (a judgement, not an instruction)` };
    if (!NOTE_HEAD.test(words)) cased = true;
    return undefined;
  });
  if (!cols.some((c) => c?.pol === -1)) return undefined;
  if (cased) for (const c of cols) if (c && !c.weak) c.weak = `is a cell of a table whose other columns set the case each row is about`;
  return cols;
}

/**
 * A heading that dates or versions its section, or names a record of the past or a plan: "2026-02-24 (v1.5.0)",
 * "v2.1", "Phase 2 Achievements", "Baseline Metrics", "Changelog", "Progress Tracking". What a line under it
 * states (a count, a version, a coverage figure) held at that time.
 */
const ERA_HEADING = /^\W*(?:v?\d+\.\d+(?:\.\d+)*\b|\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?\b|(?:phase|week|sprint|milestone|iteration|stage|round)\s+\d+\b|(?:change\s*log|release notes|recent changes|version history|history|what'?s new|baseline|progress|achievements|migration notes|roadmap|origins?|incidents?|post-?mortems?)\b)/i;
/** A sentence that opens with a quotation and says nothing after it but what it is ("— pulled new commits"). */
const QUOTATION = /^\s*(?:(?:❌|✅|✗|✘|✓|✔)\s*)?(?:\*\*|__)?["“][^"”]{2,200}["”](?:\*\*|__)?(?:[.,!?]?\s*$|\s*[-–—:(])/u;
/** A paragraph that opens with a ban in words as its label: "**Never:** …", "Don't: …", "NEVER:". */
const WORD_BAN = /^\s*(?:>\s*)*(?:\*\*|__)?\[?(?:never|don'?t|do not|avoid|forbidden|prohibited)\]?\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*\S/i;
/** A sentence that is only a contrast: "NOT HTML, NOT Markdown.", "Not Redux." */
const BARE_NOT = /^\W*(?:not|no)\s+[^\s.,;]+(?:\s*,\s*(?:(?:and|or|nor)\s+)?(?:not\s+|no\s+)?[^\s.,;]+){0,4}\W*$/i;
/** A bracketed label inside a line ("… [REASON]: Keep keys server-side [NEVER]: Call it from the frontend"): a new sentence. */
const BRACKET_LABEL = /^\[[A-Z][A-Z' _-]{1,24}\]:/;
/** What a guide's header says it applies to: the first name of "Applies to: …", "Language: …" or "Framework: …". */
function guideTopic(head: string[]): string | undefined {
  for (const l of head) {
    const m = /^\s*(?:>\s*)?(?:\*\*|__)?(?:applies to|language|framework|platform)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*([\p{L}][\p{L}\p{N}#+.&/ -]{0,30}?)(?:\s+[v~^>=]*\d|[,;(]|$)/iu.exec(l);
    if (m) return m[1].trim().toLowerCase();
  }
  return undefined;
}

/** A cell that may state a version ("React 18", "2.9.3", "v3", "20.x"). */
const VERSIONISH = /(?:^|[\s(@v^~=>])\d+(?:\.\d+|\.x)*\b/;
/** A cell that is only a version ("2.9.3", "v20", "3.12+", "^6.0.3"). */
const BARE_VERSION = /^[`*_]*(?:[v^~]|[<>]=?\s*)?\d+(?:\.[\dx]+)*\+?[`*_]*$/i;
/** An item's label that names the rule it states ("Bento Box Principle", "Size limits"), not a case of it. */
const RULE_LABEL = /\b(?:principles?|rules?|guidelines?|conventions?|standards?|polic(?:y|ies)|laws?|mantra|philosophy|limits?|constraints?|budgets?)$/;
/** A file in a folder of templates or scaffolds to copy for another project (not the repository's own root). */
const TEMPLATE_DIR = /(?:^|\/)(?:_?templates?|scaffolds?|skeletons?|boilerplates?|starter-kits?)\//i;
/** A title with a placeholder to fill in: `<PROJECT>`, `<project-name>`, `{{name}}`, `[Project Name]`, `YOUR_PROJECT`. */
const TEMPLATE_TITLE = /<[A-Z][A-Z0-9_ -]{2,}>|<(?:[Yy]our|[Pp]roject|[Aa]pp|[Rr]epo|[Ss]ervice|[Pp]ackage)[\w -]*>|\{\{\s*[\w.-]+\s*\}\}|\[(?:[Yy]our |[Tt]he )?(?:[Pp]roject|[Aa]pp|[Aa]pplication|[Rr]epo|[Rr]epository|[Ss]ervice|[Pp]ackage|[Pp]roduct|[Cc]ompany|PROJECT|APP)(?:[ _-]?(?:[Nn]ame|NAME))?\]|\bYOUR_[A-Z_]+\b/;
/** A paragraph that opens with a mark of what is wrong. */
const PROSE_MARK = /^\s*(?:\*\*|__)?(?:❌|✗|✘|🚫|⛔|:x:)/u;
/** Labels that set a command apart from what to run: a wrong, old or example form ("Bad:", "Before:", "e.g."), or what others run ("Docs snippet for library users:"). */
const SET_APART_LABEL = /\b(bad|wrong|avoid|don'?t|do not|never|not|no|incorrect|deprecated|old|legacy|before|previously|formerly|example|e\.g|instead of|anti-?pattern|snippets?|(?:end[- ])?users'?|end[- ]user|consumers|customers|downstream)\b/i;
/** A paragraph or an item that opens with a date ("2026-08-11 incident: …", "- 2025-03-02: moved to pnpm") is a record of that day. */
const DATED_LEAD = /^\W*((?:19|20)\d{2}-[01]\d-[0-3]\d)\b/;
/** A bold label at the start of a block, and what in one makes it a record of a time: a phase, a sprint, a date. */
const BOLD_LEAD = /^\s*(?:\*\*|__)([^*_]{1,160}?)(?:\*\*|__)/;
const ERA_LABEL = /\b(?:phase|sprint|milestone|iteration|round)\s+\d|\b(?:19|20)\d{2}-[01]\d-[0-3]\d\b/i;
/** A file that records the past or plans the future: CHANGELOG.md, HISTORY.md, MIGRATION_NOTES.md, ROADMAP.md, lessons-learned.md. */
const ERA_FILE = /^(?:(?:change[-_]?log|history|migration[-_]?notes|migrations?|release[-_]?notes|roadmap|progress|lessons?[-_]?learned|incidents?|post[-_]?mortems?|retrospectives?|dev[-_]?log)(?:[-_.][\w-]+)?|(?:[\w-]*[-_.])?(?:19|20)\d{2}-[01]\d-[0-3]\d(?:[-_.][\w.-]*)?)\.md$/i;

/** A directory named with a date, or one that retires what it holds (`archive/`, `_deprecated-2026-04-23/`, `old/`). */
const ERA_DIR = /^_?(?:(?:deprecated|archived?|old|legacy|obsolete|retired|outdated)(?:[-_.][\w.-]*)?|[\w-]*(?:19|20)\d{2}-[01]\d-[0-3]\d[\w.-]*)$/i;

/** The programming languages of the built-in family, each with a pattern for its names in a heading. */
const HEADING_LANGUAGES = (BUILTIN_FAMILIES.find((f) => f.id === 'programming-language')?.members ?? []).map((m) => ({
  id: m.id.toLowerCase(),
  re: new RegExp(`(?:^|[^\\p{L}+#])(?:${m.phrases.map((p) => p.replace(/^[~^]/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}+#])`, m.phrases.some((p) => p.startsWith('^')) ? 'u' : 'iu'),
}));

/** Directories or files a heading names in code spans: the section is about them. */
function headingPaths(h: string): string[] {
  const out: string[] = [];
  // ("## API client (`api.js`)": a file the section is about, as a directory would be; "### API layer
  // (`{feature}.api.ts`)": and each file a pattern names)
  for (const m of h.matchAll(/`([^`\s]+)`/g)) if (m[1].includes('/') || /^[\w{}<>*-]+(?:\.[\w{}<>*-]+)*\.[a-z]{1,5}$/i.test(m[1])) out.push(m[1].replace(/^\.\//, '').replace(/\/+$/, '').toLowerCase());
  // "### Phase 2: Test Coverage", "## Milestone 3", "Sprint 14": a stage of a plan; what is planned for one stage
  // is not a rule for another
  const stage = /\b(phase|stage|milestone|sprint|iteration|week|quarter)\s+([0-9][\w.]*|[ivx]+\b|one|two|three|four|five)/i.exec(h);
  if (stage) out.push(`stage:${stage[1].toLowerCase()} ${stage[2].toLowerCase()}`);
  // "## Python" / "## TypeScript": a short heading that names a programming language is that language's section
  const title = h.replace(/^\s*#+\s*/, '').replace(/[*_`#]/g, ' ').trim();
  if (title.split(/\s+/).length <= 4) {
    const lang = HEADING_LANGUAGES.find((l) => l.re.test(title));
    if (lang) out.push(`lang:${lang.id}`);
  }
  // "# CCY Container Environment Rules", "## CI", "## Production": a short heading that names an environment is the
  // section for that environment
  if (title.split(/\s+/).length <= 5) {
    const env = /\b(containers?|devcontainers?|sandbox|ci|production|staging)\b/i.exec(title);
    if (env) out.push(`env:${env[1].toLowerCase().replace(/s$/, '')}`);
  }
  // "### If you are a SUB-AGENT:", "## When deploying": a section for a case says what holds in that case
  const cond = /^[^\p{L}]*(if|when|whenever|unless|once|for sub-?agents?)\b(.*)$/iu.exec(h.replace(/^\s*#+\s*/, ''));
  if (cond) out.push(`case:${(cond[1] + cond[2]).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().slice(0, 40)}`);
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

// (a label before a dash or colon may say how grave it is: "CRITICAL VIOLATIONS — NEVER DO", "Security: Don'ts")
const NEG_HEADING = new RegExp(String.raw`^((?:#+\s*)?(?:\d+(?:\.\d+)*\.?\s+)?)?((?:${WRONG_MARKS})\uFE0F?\s*)?([a-z][a-z ]{0,30}?\s*[—–:|-]\s*)?((don'?t'?s?|do not|never|avoid|anti-?patterns?|forbidden|prohibited|what (?:not|never) to do|things (?:to avoid|never to do)|bad|wrong|incorrect|banned|not allowed|never do( this| these)?|must not|((critical|common|known)\s+)?(violations|mistakes))|(forbidden|prohibited|banned|disallowed)(\s+[\w-]+){0,2}\s+(patterns?|practices|apis|commands|libraries|packages|dependencies|constructs|features|tools|actions|operations|things|imports|functions)|([\w-]+\s+){0,2}anti-?patterns|${NEVER_DO}|(?:never|don'?t|do not)(?:\s+do)?(?:\s+(?:these|this|the\s+following|anything|any\s+of\s+these))?\s+(?:without|unless)\s+(?:[\w-]+\s+){0,3}?(?:request|requested|approval|permission|asking|asked|confirmation|consent|sign-?off))\b(?:\s*\([^()]{1,30}\))?[^a-z]*$`, 'iu');

/**
 * A heading that names a task rather than a topic: "Creating Fixture Files", "Adding a new source", "How to
 * release", "To deploy", "Steps for a migration" (not "Testing", "Naming Conventions", "Error Handling").
 */
const TASK_LEAD = /^[^\p{L}]*(?:how to|to|steps? (?:to|for))\s+\p{L}/iu;
// (nor "Working here", "Working in this repo": where the work is done, not a task)
const TASK_GERUND = /^[^\p{L}]*(\p{L}+ing)\s+(?!(?:here|there)\b|(?:in|on) (?:this|the) (?:repo|repository|project|codebase|code)\b)(?:a |an |the |new |your |our )?(?!(?:and|&|conventions?|guidelines?|rules?|standards?|style|practices|patterns?|tips|notes|principles|policy|policies|strategy|overview|reference|requirements?|setup|config(?:uration)?|layer|logic|flow|model)\b)\p{L}/iu;
function taskHeading(h: string): boolean {
  if (TASK_LEAD.test(h)) return true;
  const g = TASK_GERUND.exec(h)?.[1].toLowerCase();
  if (g === undefined) return false;
  const base = verbBase(g);
  return base !== undefined && base !== g;
}

/** A heading that says what to do, under one that forbids: "Do", "Instead", "Correct", "✅". */
const POSITIVE_HEADING = /(?:^|[\s*_(])(?:do|dos|do's|instead|correct|right|good|prefer(?:red)?|allowed|recommended|use|fix(?:es)?|solutions?|alternatives?)\b|✅|✔/i;

/** A heading that forbids what is under it, as the lead its items are read with (without a label before a dash). */
function negHeading(text: string): string | undefined {
  const m = NEG_HEADING.exec(text);
  return m ? (m[3] ? text.slice((m[1]?.length ?? 0) + (m[2]?.length ?? 0) + m[3].length) : text) : undefined;
}

/** The cells of a body row that its columns mark as do or don't, each a block of its own in one row. */
function rowBlocks(cells: string[], cols: (Column | undefined)[], n: number, where: string[] | undefined): Block[] {
  const out: Block[] = [];
  const fix = cells.filter((_c, k) => cols[k]?.pol === 1).join(' ');
  cells.forEach((cell, k) => {
    const col = cols[k];
    if (!col || !/\p{L}/u.test(cell.replace(/`[^`]*`/g, 'x'))) return;
    const lead = col.pol === -1 ? (isNegativeLead(col.header) ? col.header : "Don't") : undefined;
    out.push({ kind: 'bullet', lines: [{ n, text: cell }], indent: 0, lead, where, column: col, ...(out.length ? { sameRow: true } : {}), ...(col.pol === -1 && fix ? { rowFix: fix } : {}) });
  });
  return out;
}

/** The opening tag of an MDX / JSX component on a line of its own: `<Steps>`, `<Step title="…">`. */
const COMPONENT_OPEN = /^\s*<([A-Z][a-z]+[A-Za-z]*)(\s[^>]*)?>\s*$/;

/** Split the file body into blocks (list items and paragraphs); `sections` gets each heading's line and level. */
function blocks(lines: Line[], sections: { line: number; level: number }[] = []): Block[] {
  const out: Block[] = [];
  let cur: Block | undefined;
  let fence: { ch: string; len: number; depth: number; sample: boolean; cmds?: Line[]; tree?: Line[]; lead?: string } | undefined;
  let component: string | undefined;
  let prevBlank = true;
  let inList = false;
  // the line of the current heading, and the bold label paragraph under it that the next list belongs to
  let headingLine = 0;
  let labelCase: string | undefined;
  let listIndent = 0;
  let headingLead: string | undefined;
  // heading levels above the current line, each with the paths it names
  let headings: { level: number; paths: string[]; era?: string; neg?: string }[] = [];
  const where = (): string[] | undefined => {
    const p = headings.flatMap((h) => h.paths);
    return p.length ? p : undefined;
  };
  const era = (): { era?: string } => {
    for (let k = headings.length - 1; k >= 0; k--) if (headings[k].era) return { era: headings[k].era };
    return {};
  };
  // a heading's time first; else the date a block opens with, or a bold label that names a phase or gives a date
  // ("- **Phase 3.1B.γ (LIVE — 2026-05-11)**: …", "- **Visitor Analytics (added 2026-04-25)**: …"), as such a heading does
  const dated = (text: string): { era?: string } => {
    const e = era();
    if (e.era) return e;
    const d = DATED_LEAD.exec(text)?.[1];
    if (d) return { era: d };
    const label = BOLD_LEAD.exec(text)?.[1];
    return label !== undefined && ERA_LABEL.test(label) ? { era: label.trim() } : {};
  };
  // the paragraph that ends with ":" right before a list, joined only when an item asks for it (joining
  // at every line of a long paragraph is quadratic)
  let paraLead: { block: Block; text?: string } | undefined;
  // `colon`: endsWithColon(text), cached until the text grows (every child item asks again)
  let parents: { marker: number; text: string; lead?: string; colon?: boolean; n: number }[] = [];
  // the first item of the list being read, at each marker column: which list a labelled parent belongs to
  let listAt = new Map<number, number>();
  // whether a lead-in forbids its list, by lead-in (every item of a long list asks)
  const forbids = new Map<string, boolean>();
  // the columns of the table being read, when its header marks some as do / don't
  let table: (Column | undefined)[] | undefined;
  // a table with a header that neither marks what to do nor sets values: its rows are read for versions only
  let plainTable = false;
  // a plain two-column table whose header does not pair old and new, or a thing with its example: its rows are labels and values
  let labelTable = false;
  // a table of the stack: its rows' first two cells are a label and its value, the rest say why
  let stackTable = false;
  // a table of settings and their values ("| Setting | Value |")
  let settings = false;
  // the topic of the list below: a bold label line right above it, else the innermost heading
  let headingTopic: string | undefined;
  // the heading, when it names a task whose numbered steps hold while the task is done
  let headingTask: string | undefined;
  let labelTopic: string | undefined;
  const flush = (): void => {
    if (cur && cur.lines.length) out.push(cur);
    cur = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].text.replace(/\r$/, '');
    const ln = lines[i].n;
    if (fence) {
      const m = FENCE.exec(raw);
      // in a sample Markdown file (```markdown), a fence with an info string opens a block the writer nests in
      // it: the next bare fence closes that one, not the sample
      if (m && m[2][0] === fence.ch && m[2].length >= fence.len) {
        if (raw.trim().replace(/^[`~]+/, '') === '') {
          if (!fence.depth && fence.cmds) out.push(...fencedCommands(fence.cmds, where(), era(), fence.lead));
          if (!fence.depth && fence.tree) out.push(...treeNotes(fence.tree, where(), era()));
          fence = fence.depth ? { ...fence, depth: fence.depth - 1 } : undefined;
        } else if (fence.sample) fence = { ...fence, depth: fence.depth + 1 };
      } else {
        if (fence.cmds && fence.cmds.length < 200) fence.cmds.push({ n: ln, text: raw });
        if (fence.tree && fence.tree.length < 400) fence.tree.push({ n: ln, text: raw });
      }
      prevBlank = false;
      continue;
    }
    const fm = FENCE.exec(raw);
    if (fm) {
      flush();
      const info = raw.trim().replace(/^[`~]+/, '').trim();
      // a shell block outside a section that forbids or dates what is under it: the commands it shows are run
      const shell = SHELL_FENCE.test(info) && headingLead === undefined && era().era === undefined;
      fence = { ch: fm[2][0], len: fm[2].length, depth: 0, sample: /^\s*(?:markdown|md|mdx)\b/i.test(info), ...(shell ? { cmds: [], lead: textBefore(out, ln) } : {}), ...(TREE_FENCE.test(info) && era().era === undefined ? { tree: [] } : {}) };
      continue;
    }
    // an MDX component (`<Steps>`, `<Step title="…">`, `<CodeGroup>`) holds sample content of a document, not
    // instructions: skipped to its closing tag
    const open = COMPONENT_OPEN.exec(raw);
    if (component === undefined && open && !/\/>\s*$/.test(raw) && !new RegExp(`</${open[1]}>`).test(raw)) {
      flush();
      component = open[1];
      continue;
    }
    if (component !== undefined) {
      if (new RegExp(`^\\s*</${component}>`).test(raw)) component = undefined;
      prevBlank = false;
      continue;
    }
    if (!raw.trim()) {
      flush();
      prevBlank = true;
      table = undefined;
      settings = false;
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
      const title = text.replace(/^\s*#+\s*/, '').replace(/\s#+\s*$/, '').trim();
      const own = negHeading(text.replace(/^\s*#+\s*/, '').trim());
      // ("# Do NOT" … "## Y.Doc/Search" … "- Return search results directly from Tantivy"): the sections of a file or a
      // section that forbids what is under it forbid theirs, unless they say otherwise ("## Do instead")
      const inherited = own === undefined && !POSITIVE_HEADING.test(title) ? headings.filter((h) => h.level < level && h.neg !== undefined).pop()?.neg : undefined;
      sections.push({ line: ln, level });
      headings = [...headings.filter((h) => h.level < level), { level, paths: headingPaths(text), ...(ERA_HEADING.test(title.replace(/[*_`]/g, '')) || GENERATED_HEADING.test(title) ? { era: title } : {}), ...((own ?? inherited) !== undefined ? { neg: own ?? inherited } : {}) }];
      headingLead = own ?? inherited;
      headingTopic = title;
      // ("## 12 Streamlined Subagents" / "## 13 Streamlined Subagents"): a count a heading gives is a fact another file
      // may state again
      if (/\d/.test(title) && countsOnce(title.replace(/[*_`]/g, '')).length) out.push({ kind: 'prose', lines: [{ n: ln, text: title }], indent: 0, headingFacts: true, where: where(), ...era() });
      headingTask = taskHeading(headingTopic.replace(/[*_`]/g, '')) ? headingTopic : undefined;
      labelTopic = undefined;
      headingLine = ln;
      labelCase = undefined;
      table = undefined;
      settings = false;
      paraLead = undefined;
      parents = [];
      listAt = new Map();
      inList = false;
      prevBlank = false;
      continue;
    }
    if (cur?.kind === 'prose' && cur.lines.length === 1 && SETEXT.test(text) && !LIST.test(text)) {
      // the paragraph line above was a setext heading
      headingLead = negHeading(cur.lines[0].text.trim());
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
      paraLead = undefined;
      if (TABLE_SEP.test(text)) continue;
      // the header row: which columns say what to do and what not to
      if (TABLE_SEP.test(lines[i + 1]?.text ?? '')) {
        const header = rowCells(text);
        table = tableColumns(header);
        settings = !table && header.length === 2 && SETTING_HEAD.test(header[0].replace(/[*_`]/g, '').trim()) && VALUE_HEAD.test(header[1].replace(/[*_`]/g, '').trim());
        plainTable = !table && !settings;
        labelTable = plainTable && header.length === 2 && !header.some((h) => MAPPING_HEAD.test(h.replace(/[*_`]/g, '')));
        stackTable = plainTable && header.length >= 3 && CATEGORY_HEAD.test(header[0].replace(/[*_`]/g, '').trim()) && STACK_HEAD.test(header[1].replace(/[*_`]/g, '').trim());
        continue;
      }
      // (rows with no header row above them are read as a plain two-column table's)
      const headerless = !table && !settings && !plainTable;
      if (headerless) labelTable = true;
      if (table) out.push(...rowBlocks(rowCells(text), table, ln, where()));
      else if (settings) {
        // "| Line length | 100 |" under "| Setting | Value |" says "Line length: 100"
        const [k, v] = rowCells(text);
        // (a version that is not a bare number is the setting's own: "| Python | >= 3.13 |" says "Python >= 3.13")
        if (k && v) out.push({ kind: 'bullet', lines: [{ n: ln, text: BARE_VERSION.test(v.trim()) && !/^[`*_]*\d+[`*_]*$/.test(v.trim()) ? `${k} ${v.trim()}` : `${k}: ${v}` }], indent: 0, where: where(), ...era() });
      } else if (plainTable || labelTable) {
        // "| Frontend | React 18, Ant Design, Vite |", "| xUnit | 2.9.3 | unit tests |": the versions of the stack a
        // row states (a bare version in the second cell is the first cell's)
        const rowCellsRaw = rowCells(text);
        const cells = rowCellsRaw.map((c) => c.trim()).filter(Boolean);
        // "| Build | `make build` |", "| `pnpm dev` | Start the dev server |": a row that gives one command and what it is
        // for lists it, as "- `pnpm dev` - Start the dev server" does (not under a heading that forbids or dates it)
        const cmdCells = cells.filter((c) => /^`[^`]+`$/.test(c));
        const purpose = cells.find((c) => !/^`[^`]+`$/.test(c));
        if (plainTable && cmdCells.length === 1 && purpose !== undefined && cells.length <= 4 && headingLead === undefined && era().era === undefined) {
          const listed = `${cmdCells[0]} - ${cells.filter((c) => c !== cmdCells[0]).join(', ')}`;
          if (listedCommand(listed) !== undefined) out.push({ kind: 'bullet', lines: [{ n: ln, text: listed }], indent: 0, where: where() });
        }
        // "| Package manager | npm (package-lock.json is committed) |": a row of a label and its value says what the
        // line "**Package manager:** npm (…)" says
        // ("| Authentication | Supabase Auth | email login, JWT tokens |" under "| Category | Technology | Reasoning |")
        if (stackTable && rowCellsRaw.length >= 3 && rowCellsRaw[0].trim() && rowCellsRaw[1].trim() && !/^`[^`]+`$/.test(rowCellsRaw[1].trim()) && headingLead === undefined) {
          out.push({ kind: 'bullet', lines: [{ n: ln, text: `**${rowCellsRaw[0].trim().replace(/^\*\*(.*)\*\*$/, '$1')}:** ${rowCellsRaw[1].trim()}` }], indent: 0, where: where(), ...era() });
        } else if (labelTable && cells.length === 2 && !cmdCells.length && rowCellsRaw.length === 2 && headingLead === undefined && !(plainTable && BARE_VERSION.test(cells[1]) && !/^[`*_]*\d+[`*_]*$/.test(cells[1]))) {
          out.push({ kind: 'bullet', lines: [{ n: ln, text: `**${cells[0].replace(/^\*\*(.*)\*\*$/, '$1')}:** ${cells[1]}` }], indent: 0, where: where(), ...era() });
        } else if (plainTable && cells.length >= 2 && cells.length <= 6 && cells.slice(1).some((c) => VERSIONISH.test(c))) {
          const read = BARE_VERSION.test(cells[1]) ? `${cells[0]} ${cells[1]}` : `${cells[0]}: ${cells.slice(1).join(', ')}`;
          out.push({ kind: 'bullet', lines: [{ n: ln, text: read }], indent: 0, where: where(), ...era(), versionsOnly: true });
        }
      }
      continue;
    }
    table = undefined;
    settings = false;
    plainTable = false;
    labelTable = false;
    stackTable = false;
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
      } else lead = paraLead ? (paraLead.text ??= lastSentence(paraLead.block.lines.map((l) => l.text).join(' '))) : headingLead;
      // "You're an expert in the following areas:": the items below describe the agent, they prescribe nothing
      const describes = lead !== undefined && DESCRIBING_LEAD.test(lead);
      // "If a change appears to:", "Ask first when you need to:": the items complete a condition, they are cases
      // in which the lead-in's rule applies, not things to do
      // ("## Ask First", "## Requires approval", "### Escalate to a human" right above the list): the items are acts to
      // ask about before doing them, not instructions to do them
      const askFirst = !parent && !paraLead && headingTopic !== undefined && ASK_HEADING.test(headingTopic.replace(/[*_`]/g, '')) ? headingTopic.replace(/[*_`]/g, '').trim() : undefined;
      // ("2. **Flutter**" under "### Alternatives Considered"): an option weighed, not the one chosen
      const weighed = headingTopic !== undefined && OPTIONS_HEADING.test(headingTopic.replace(/[*_`]/g, '')) ? headingTopic.replace(/[*_`]/g, '').trim() : undefined;
      const completes = lead !== undefined && lead !== headingLead && CONDITION_LEAD.test(lead) ? lead.trim() : undefined;
      const caution = !parent && !paraLead && lead === undefined && !askFirst && headingTopic !== undefined && CAUTION_HEADING.test(headingTopic.replace(/[*_`]/g, '')) ? headingTopic.replace(/[*_`]/g, '').trim() : undefined;
      // "**If E2E tests fail:**", "When the build breaks:": a lead-in that is a whole condition holds its items only then
      const onlyIf = lead !== undefined && !completes && (WHOLE_CONDITION_LEAD.test(lead) || GRANTED.test(lead)) ? lead.trim() : undefined;
      // "**Only the Orchestrator can:**", "Feature CLIs may:": what a named actor is allowed to do
      const allowed = lead !== undefined && ACTOR_MAY_LEAD.test(lead);
      // a lead-in longer than any sentence that is analysed governs nothing
      if (lead !== undefined && lead.length <= EXTRACT_LIMITS.maxSentenceChars) {
        let f = forbids.get(lead);
        if (f === undefined) {
          if (forbids.size > 1000) forbids.clear();
          forbids.set(lead, (f = forbidsList(lead)));
        }
        // ("## What never to do" / "These are rejected at review:": a paragraph that forbids nothing by its words
        // leaves the list to its heading)
        if (!f && !parent && paraLead && headingLead !== undefined && headingLead.length <= EXTRACT_LIMITS.maxSentenceChars) {
          let h = forbids.get(headingLead);
          if (h === undefined) forbids.set(headingLead, (h = forbidsList(headingLead)));
          f = h;
          if (f) lead = headingLead;
        }
        if (!f) lead = undefined;
      } else lead = undefined;
      const task = /^\[[ xX]\]\s+/.test(li[4]);
      const itemText = task ? li[4].replace(/^\[[ xX]\]\s+/, '') : li[4];
      const topic = labelTopic ?? headingTopic;
      const numbered = /^\d/.test(li[2]);
      cur = { kind: numbered ? 'numbered' : 'bullet', lines: [{ n: ln, text: itemText }], indent: itemIndent + li[2].length + li[3].length, lead, where: where(), ...dated(itemText), ...(topic ? { topic } : {}), ...(describes ? { describes } : {}), ...(completes ? { completes } : {}), ...(askFirst ? { askFirst } : {}), ...(weighed ? { weighed } : {}), ...(caution ? { caution } : {}), ...(onlyIf ? { onlyIf } : {}), ...(allowed ? { allowed } : {}), ...(numbered && headingTask ? { procedure: headingTask } : {}), ...(task ? { task } : {}), ...(labelCase !== undefined ? { labelCase } : {}) };
      // "1. **Public pages**: … / - DO NOT use X" beside "3. **Interactive components**: … / - USE X": the
      // items under sibling labelled items are cases of one list
      for (const m of [...listAt.keys()]) if (m > itemIndent) listAt.delete(m);
      if (!listAt.has(itemIndent)) listAt.set(itemIndent, ln);
      if (parent && ITEM_LABEL.test(parent.text)) cur.caseOf = { item: parent.n, list: `${listAt.get(parent.marker) ?? -1}` };
      parents.push({ marker: itemIndent, text: itemText, lead, n: ln });
      inList = true;
      listIndent = cur.indent;
      prevBlank = false;
      continue;
    }
    // ("**Last Updated**: October 25\n**Architecture**: 7 tools": lines that each open with a bold label are one
    // paragraph to Markdown, and one statement each)
    if (cur && !(prevBlank && cur.kind !== 'prose') && !(cur.kind === 'prose' && LABELLED_LINE.test(text) && LABELLED_LINE.test(cur.lines[0].text))) {
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
      // ("### coord_send_heartbeat" / "Send a heartbeat to update presence."): the text under a heading that is the name
      // of a function, a tool or a command says what it does
      const apiDoc = !inList && headingTopic !== undefined && API_HEADING.test(headingTopic);
      cur = { kind: 'prose', lines: [{ n: ln, text: text.trim() }], indent: ind, lead: inList ? undefined : hl, where: where(), ...dated(text), ...(!inList && headingTopic !== undefined ? { topic: headingTopic } : {}), ...(apiDoc ? { describes: true } : {}) };
      if (!inList) paraLead = undefined;
      // "**Environnement DEV** :" on a line of its own: the lists below it, up to the next label, are that case
      const bold = LABEL_LINE.exec(text);
      labelCase = bold ? `${headingLine}:${bold[2].trim()}` : undefined;
      // "**Commits**" on a line of its own labels the list below it
      labelTopic = /^\s*(\*\*|__)([^*_]{1,60}?):?\1:?\s*$/.exec(text)?.[2].trim();
    }
    prevBlank = false;
    // a paragraph ending with ":" introduces the list that follows, and so does a one-line paragraph that reads
    // as a heading of what not to do ("❌ Don't", "**Never**")
    if (cur.kind === 'prose') paraLead = endsWithColon(text) || (cur.lines.length === 1 && NEG_HEADING.test(text.replace(/[*_]/g, '').replace(/^[^\p{L}]+/u, '').trim())) ? { block: cur } : undefined;
  }
  flush();
  return out;
}

/** A line that opens with a bold label and goes on: "**Version**: 2.1", "**Before:** 35 tools". */
const LABELLED_LINE = /^\s*(\*\*|__)[^*_]{1,60}?(?::\1|\1\s*:)\s*\S/;

/** A bold label on a line of its own, a short aside after it allowed: "**Frontend**:", "**Environnement DEV** (`ssh ovh`) :". */
const LABEL_LINE = /^\s*(\*\*|__)([^*_]{1,60}?)\1[^*_:]{0,40}?:?\s*$/;

/** The info string of a fenced block that may draw a folder tree (or none). */
const TREE_FENCE = /^(?:|text|txt|plain|plaintext|tree|bash|sh|shell)$/i;
/** A line of a drawn folder tree with a comment: "├── routers/   # 18 REST routers — see routers/CLAUDE.md". */
const TREE_LINE = /^[\s│|]*(?:[├└]──|[|`]--)\s*([\w.@-]+\/)\s+#\s+(.+?)\s*$/;

/**
 * The comments of a drawn folder tree, each a listing of its folder ("`routers/`: 18 REST routers"): a count a comment
 * gives is a fact other files may state again. Only trees drawn with their branch marks.
 */
function treeNotes(lines: Line[], where: string[] | undefined, era: { era?: string }): Block[] {
  const out: Block[] = [];
  for (const l of lines) {
    const m = TREE_LINE.exec(l.text);
    if (m && /\d/.test(m[2])) out.push({ kind: 'bullet', lines: [{ n: l.n, text: '`' + m[1] + '`: ' + m[2] }], indent: 0, where, ...era, treeNote: true });
  }
  return out;
}

/** The info string of a fenced block of shell commands (or none). */
const SHELL_FENCE = /^(?:|bash|sh|shell|zsh|console|terminal|shell-session|shellsession)$/i;

/** Tools whose command lines a shell block shows as the way to run something (the first word of the line). */
const RUN_TOOLS = /^(?:npm|pnpm|yarn|bun|npx|pnpx|bunx|uv|uvx|pip|pip3|poetry|pdm|hatch|cargo|go|make|dotnet|mvn|gradle|\.\/gradlew|bundle|rake|composer|mix|deno|pytest|docker|kubectl|helm|terraform|just|task)$/;

/**
 * Words around a shell block's line that set it apart from the way to run something: an alternative ("# or:",
 * "Alternatively"), a wrong or old way, a case ("if", "when"), a one-off ("first time", "once").
 */
const APART_WORDS = /\b(?:or|alternatively|instead|else|otherwise|bad|wrong|avoid|don'?t|do not|never|not|no|incorrect|deprecated|old|legacy|previously|formerly|before|example|e\.g|anti-?pattern|if|when|unless|only|once|first[- ]time|optional(?:ly)?|fallback|manual(?:ly)?|debug(?:ging)?|troubleshoot(?:ing)?|equivalent|either)\b/i;

/** Package managers, as an install's argument: a line that installs one bootstraps the tool the project uses. */
const PACKAGE_MANAGERS = /\b(?:uv|pipx|poetry|pdm|hatch|rye|pnpm|yarn|bun|corepack)\b/;

/** The text of the paragraph or item that ends right above line `n` (a block's lead-in), if any. */
function textBefore(out: Block[], n: number): string | undefined {
  const b = out[out.length - 1];
  const last = b?.lines[b.lines.length - 1];
  return last && last.n >= n - 2 ? b.lines.map((l) => l.text).join(' ') : undefined;
}

/**
 * The command lines of a shell block, each a block of its own ("npm run dev  # start the server" reads "Run
 * `npm run dev`."): only lines that start with a tool that runs things, without an alternative, a wrong way or a
 * case in the comment above or beside them or in the lead-in of the block; none when the block runs two
 * package managers of one ecosystem (it shows alternatives) or installs a package manager (a bootstrap).
 */
function fencedCommands(lines: Line[], where: string[] | undefined, era: { era?: string }, lead: string | undefined): Block[] {
  if (lead !== undefined && (APART_WORDS.test(lead.replace(/`[^`]*`/g, ' ')) || NEG_MARKS.test(lead))) return [];
  const out: Block[] = [];
  const tools = new Set<string>();
  let comment = '';
  for (const l of lines) {
    const t = l.text.trim();
    if (t.startsWith('#') || t.startsWith('//')) {
      comment = t;
      continue;
    }
    if (!t) {
      comment = '';
      continue;
    }
    const [cmd, beside = ''] = t.replace(/^\$\s+/, '').split(/\s+#\s*/, 2);
    const run = cmd.replace(/^cd\s+[^\s&;]+\s*&&\s*/, '').replace(/\s*\\$/, '').trim();
    const tool = run.split(/\s+/)[0];
    tools.add(tool);
    if (!RUN_TOOLS.test(tool) || /[`|<>]|&&|;/.test(run) || run.split(/\s+/).length < 2) continue;
    if (APART_WORDS.test(comment) || APART_WORDS.test(beside) || NEG_MARKS.test(beside) || PACKAGE_MANAGERS.test(run.slice(tool.length)) || /(?:^|\s)(?:-g|--global)\b/.test(run)) continue;
    out.push({ kind: 'bullet', lines: [{ n: l.n, text: '`' + run + '`' }], indent: 0, where, ...era, fenced: true });
  }
  const js = ['npm', 'pnpm', 'yarn', 'bun'].filter((x) => tools.has(x)).length;
  const py = ['pip', 'pip3', 'uv', 'poetry', 'pdm', 'hatch'].filter((x) => tools.has(x)).length;
  return js > 1 || py > 1 ? [] : out;
}

/**
 * The command an item lists before what it does ("`npm run lint` - Run frontend linting", "**`pnpm dev`** — start
 * the server"): a tool that runs things and its arguments, one command, with no alternative, wrong way, case or
 * bootstrap in the words about it.
 */
function listedCommand(text: string): string | undefined {
  const m = LISTED_COMMAND.exec(text);
  if (!m) return undefined;
  const run = m[1].replace(/^cd\s+[^\s&;]+\s*&&\s*/, '').trim();
  const tool = run.split(/\s+/)[0];
  // (a placeholder, `<pkg>`, stands for an argument; any other `<`, `>` or `|` redirects or pipes)
  if (!RUN_TOOLS.test(tool) || /[`|<>]|&&|;/.test(run.replace(/<[\w-]+>/g, 'x')) || run.split(/\s+/).length < 2) return undefined;
  // (nor one mapped to another: "`npm ci` → `bun install --frozen-lockfile`", a table of what replaces what)
  if (/^\s*(?:[-*+]\s+)?(?:\*\*|__)?`[^`]+`(?:\*\*|__)?\s*(?:→|->|=>|⟶|➜|➡️?)\s*`/u.test(text)) return undefined;
  if (APART_WORDS.test(m[2].replace(/`[^`]*`/g, ' ')) || NEG_MARKS.test(m[2]) || PACKAGE_MANAGERS.test(run.slice(tool.length)) || /(?:^|\s)(?:-g|--global)\b/.test(run)) return undefined;
  return run;
}

/** A lead-in whose condition its items complete: "If a change appears to:", "STOP when you are about to:". */
/** Words of a heading that may turn around what a bare item under it says ("Risky operations", "Avoid", "Without review"). */
const CAUTION_HEADING = /\b(?:never|not|don'?t|do not|avoid|without|unless|ask|asking|approval|approve|permission|except|exceptions|forbidden|prohibited|restricted|dangerous|danger|careful|caution|warning|warnings|risky|risks?|destructive|irreversible|stop|escalate|escalation|confirm|confirmation|pitfalls?|gotchas?|mistakes?|traps?|caveats?)\b/i;
/** A word that says itself how firm an instruction is. */
const FORCE_WORD = /\b(?:always|never|must|should|shall|required|mandatory|do not|don'?t|no)\b/i;

/** A heading of options weighed for a decision: "Alternatives Considered", "Options", "Pros and cons". */
const OPTIONS_HEADING = /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:alternatives?(?:\s+considered)?|options(?:\s+considered)?|considered\s+(?:options|alternatives)|(?:rejected|other)\s+(?:options|alternatives|approaches)|pros\s+and\s+cons|trade-?offs)\W*$/i;
/** A heading saying the acts listed under it need someone's go-ahead: "Ask First", "Requires Approval", "Escalate". */
const ASK_HEADING = /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:ask(?:\s+(?:first|before\b.*|the\s+user\b.*|me\b.*|for\s+(?:approval|permission|confirmation)\b.*))?|(?:requires?|needs?|get|seek)\s+(?:(?:human|user|explicit|prior|owner)\s+)?(?:approval|permission|confirmation|sign-?off)\b.*|confirm\s+(?:first|before\b.*)|check\s+(?:with\s+(?:the\s+)?(?:user|me|a\s+human)\b.*|first)|escalat\w*\b.*|stop\s+and\s+ask\b.*|(?:approval|permission|confirmation)\s+(?:required|needed)\b.*)\W*$/i;

// (and one whose verb takes the list as its object, "Do not label it as none if the report later mentions:": the items
// are what the report mentions)
const CONDITION_LEAD = /(?:^|[\s*_(])(?:if|when|whenever|once|before|unless|in case)\s+(?:(?:[\w-]+\s+){1,4}(?:mentions?|contains?|includes?|shows?|lists?|says|reports?)(?=\s*(?:\*\*|__)?\s*:)|(?:you|we|they|i|it)|(?:(?:a|an|the|this|that|your|any)\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:appears?|seems?|wants?|needs?|tries|try|plans?|intends?|is about|are about|is going|are going|starts?|decides?|has|have)\s+to|(?:you|we|they|i)\s+(?:(?:want|need|try|plan|intend|are about|are going|start|decide|have)\s+to|are asked to|must))\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*$/i;

/** A compiler's or a tool's message ("src/a.ts(1,26): error TS2591: …", "error[E0308]: …", "npm ERR! …", a traceback). */
const TOOL_OUTPUT = /[\w./-]+\.[a-z]{1,5}(?:\(\d+,\d+\)|:\d+:\d+):?\s+(?:error|warning)\b|^\s*(?:error|warning)\[[A-Z]?\d+\]:|\bnpm ERR!|^\s*Traceback \(most recent call last\)/i;
/** A sentence that gives the date its values held ("As of Mar 28, 2026", "as of 2026-03-28", "(as of March 2026)"). */
const AS_OF_DATE = /\bas of\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?\d{4}|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{4}|\d{4}-\d{2}(?:-\d{2})?)\b/i;
/** A heading that is only a name in code: a function, a tool, a method (`### coord_send_heartbeat`, `### fetchUser()`, `` ### `send()` ``). */
const API_HEADING = /^\W*(?:`[^`\s]+(?:\([^`)]*\))?`|[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?:\(\))?|[a-z]+(?:[A-Z][a-z0-9]*)+(?:\(\))?|[\w.]+\(\))\W*$/;
/** The last word of a label that names a topic, not an act ("Commit workflow", "Release process", "Branch rules"). */
const TOPIC_HEADS = /\b(?:workflow|workflows|process|processes|rules|steps|guidelines|policy|policies|conventions|checklist|flow|strategy|procedure|procedures|requirements|standards|notes|overview|setup|format|structure|protocol|etiquette|hygiene|lifecycle)$/;
/** A lead-in that is a whole condition, with a subject and a verb of its own ("If E2E tests fail:", "When the build breaks:"). */
const WHOLE_CONDITION_LEAD = /^\W*(?:if|when|whenever|once|unless|after|before|in case)\s+[^\s,;:]+(?:\s+[^\s,;:]+){1,8}?\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*$/i;
/** A lead-in that says what a named actor may do ("Only the Orchestrator can:", "Feature CLIs may:"). */
const ACTOR_MAY_LEAD = /^\W*(?:only\s+)?(?:the\s+)?[\p{L}][\p{L}\s()-]{0,40}?\s+(?:can|may|is allowed to|are allowed to)\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*$/iu;
/** A ban lifted only when someone grants it: "without explicit request", "unless the user asks", "without approval". */
const GRANTED = /\b(?:without|unless)\s+(?:(?:an?|the|explicit|explicitly|express|expressly|prior|written|user|human|their|your|my|being|it\s+is|they|you|someone)\s+){0,3}(?:request|requests|requested|approval|approved|permission|asking|ask|asks|asked|confirmation|consent|sign-?off|instruction|instructed|told|go-ahead)\W*$/i;

/** A lead-in that describes the agent or what it knows: its items state, they do not prescribe. */
const DESCRIBING_LEAD = /\b(?:you(?:['’]re| are)\s+(?:an?\s+)?(?:expert|specialist|familiar|experienced|proficient|skilled|senior)|areas? of expertise|you (?:know|understand)|familiar with|experienced (?:in|with))\b/i;

/**
 * A lead-in that forbids what the list below it names: negative where it ends ("Avoid X. Instead:" introduces the
 * fixes), and not the exception to a rule ("Do not modify the CLIs unless:", "Don't comment when:") nor what the
 * rule requires ("Never create UI components without first:").
 */
function forbidsList(lead: string): boolean {
  const tail = lead.split(/(?<=[.!?])\s+(?=\S)/).pop() ?? lead;
  // ("## Never Do Without Explicit Request", "Don't, unless the user asks:": what is forbidden until someone grants it)
  // (not one with an act of its own, "Never merge PRs without user approval:": its items say something else)
  if (isNegativeLead(tail) && GRANTED.test(lead) && !completeLead(lead.replace(GRANTED, ''))) return true;
  // ("Never create UI components without first:", "Do NOT … without following this workflow:": the list is what to do)
  return isNegativeLead(tail) && !/\b(unless|except|when|whenever|if|where|until|while|because|since|instead)\W*$/i.test(lead) && !/\bwithout(?:\s+[\w'’-]+){0,3}\W*$/i.test(lead);
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
    if (c === '[' && i > s && /\s/.test(text[i - 1] ?? '') && BRACKET_LABEL.test(text.slice(i, i + 28))) {
      const before = text.slice(s, i);
      if (before.trim()) out.push({ text: before.trim(), line: lineAt(s + (before.length - before.trimStart().length)), endLine: lineAt(i - 1) });
      s = i;
      i++;
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
  // (code spans are kept as they are: "`@/__tests__/test-utils`" has no emphasis in it)
  const spans: string[] = [];
  const hidden = unlink(unlink(s, 'image'), 'inline').replace(/(`+)[^`]+?\1/g, (m) => `\u0003${spans.push(m) - 1}\u0004`);
  return hidden
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^*_]*?\S)[*_](?=[\s.,;:!?)]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\u0003(\d+)\u0004/g, (_, k: string) => spans[Number(k)]);
}

/** A listing of a term and what it is: "`pnpm build` - Build all packages", "**`foo`**: …". */
const TERM_LISTING = /^\s*(\*\*|__)?`[^`]+`(\*\*|__)?\s*(\(|[-–—:=→]|->)/;

function notADirective(s: string): boolean {
  const plain = s.replace(/`[^`]*`/g, '').replace(/[\s*_.,:;!?()[\]'"\-—–>=|#/\\]+/g, '');
  if (!/\p{L}/u.test(plain)) return true; // code only, punctuation, numbers
  // a command or term listing: "`pnpm build` - Build all packages", "**`foo`**: …"
  if (TERM_LISTING.test(s)) return true;
  // several commands, then what they do: "`mise run test` or `mise run t` - Run all tests"
  if (/^\s*(?:(?:\*\*|__)?`[^`]+`(?:\*\*|__)?\s*(?:,|\/|or|and)\s*)+(?:\*\*|__)?`[^`]+`(?:\*\*|__)?\s*(\(|[-–—:=→]|->)/i.test(s)) return true;
  if (/^\s*(e\.g\.|for example|for instance|example:)/i.test(s)) return true;
  // ("4. [React 19 APIs](#4-react-19-apis) — **MEDIUM**"): an entry of a table of contents names a section
  if (/^\s*(?:[-*+]\s+)?(?:\d+(?:\.\d+)*[.)]?\s+)?\[[^\]]+\]\(#[^)]*\)\s*(?:(?:[-–—:]|\|)\s*[^.!?]{0,40})?$/.test(s)) return true;
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
// sentence is shown, judged and analysed once. Analyses are immutable once made.
const shownForms = new Map<string, string>();
const skipped = new Map<string, boolean>();
/** displayText, once per distinct sentence. */
function shownOf(text: string): string {
  let f = shownForms.get(text);
  if (f === undefined) {
    if (shownForms.size >= 50_000) shownForms.clear();
    shownForms.set(text, (f = displayText(text)));
  }
  return f;
}
/** notADirective, once per distinct sentence. */
function skips(text: string): boolean {
  let f = skipped.get(text);
  if (f === undefined) {
    if (skipped.size >= 50_000) skipped.clear();
    skipped.set(text, (f = notADirective(text)));
  }
  return f;
}

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

/** One way of reading a structured line: the sentence analysed, the lead-in it is read under, and how firm it is. */
interface Reading {
  read?: string;
  lead?: string;
  example: boolean;
  note?: string;
  /** only this command line is forbidden (see Directive.commandOnly) */
  command?: string;
  /** the item names only a tool or command ("`pylint`"): using it is also running it */
  bare?: boolean;
}

const FIX_NOTE = 'is the fix that a list of what not to do gives for one case, not a rule of its own';
/** A lead-in that forbids in words ("Never use:", "Don't", "Avoid", "Forbidden:"), not one that judges ("Bad", "Anti-patterns", "❌"). */
const EXPLICIT_LEAD = /\b(never|not|don'?t|don'?ts|dont|donts|avoid|forbidden|prohibited|banned|disallowed)\b/i;
/** Words a lead-in may have besides its prohibition and verb without narrowing what it forbids. */
const LEAD_WORDS = new Set(
  `never not do don't dont donts don'ts avoid you we should must shall will ever please use run call import install add write commit
  these those the following this them any of in commands command tools tool packages package libraries library patterns pattern things
  functions apis forbidden prohibited banned disallowed what to or and allowed
  code coding typescript javascript ts js python go golang rust java kotlin swift ruby php sql css react shell bash`.split(/\s+/),
);
/** Topic words too general to narrow anything ("## Rules", "**Conventions**"). */
const TOPIC_GENERIC = new Set(
  `rules rule conventions convention guidelines guideline style styles code general notes note important misc standards standard practices
  practice best do dos don donts tips overview project workflow policy policies requirements requirement instructions details things basics
  key core essentials always never avoid summary quick reference checklist`.split(/\s+/),
);

/** The verb of a lead-in that its verbless items are the object of: "Never run these directly:" → run; otherwise use. */
function leadVerb(lead: string | undefined): string {
  const m = /\b(?:never|not|don'?t|dont|avoid)\s+(?:ever\s+)?(\p{L}+)/iu.exec(lead ?? '');
  // "Do not hand-edit:" edits
  const w = m?.[1].toLowerCase().split('-').pop();
  return w && isVerbBaseForm(w) && verbBase(w) !== undefined && !/^(be|do|have|ever)$/.test(w) ? w : 'use';
}

/** An item as an instruction: a verbless one ("`yarn add`", "bare `except:` clauses") takes the verb of its lead-in or column. */
function implied(t: string, verb: string): string {
  const s = t.trim();
  // a sentence with its own verb ("Pixel values may have …", "`font-size` is exempt") is read as it is
  if (/\b(is|are|was|were|be|may|must|should|can|cannot|can't|will|won't|shall|need to|has to|have to)\b/i.test(s.replace(/`[^`]*`/g, ' '))) return s;
  if (s.startsWith('`')) return `${verb} ${s}`;
  const m = /^([\p{L}'’-]+)(.*)$/su.exec(s);
  if (!m) return `${verb} ${s}`;
  const w = m[1].toLowerCase().replace(/’/g, "'");
  if (/^(no|never|not|don't|dont|do|always|avoid|only|please|must|should)$/.test(w)) return s;
  if (isVerbBaseForm(w) && verbBase(w) !== undefined) return s;
  // "Using `setTimeout` to wait …" under "Anti-patterns" is "use `setTimeout` to wait …"
  const g = /ing$/.test(w) ? verbBase(w) : undefined;
  if (g) return g + m[2];
  return `${verb} ${s}`;
}

/** Whether a sentence part starts with an imperative ("use X", "run `make gen`", "create a fixup commit"). */
function startsImperative(t: string): boolean {
  const w = /^\s*([\p{L}'’-]+)/u.exec(t)?.[1].toLowerCase();
  return w !== undefined && ((isVerbBaseForm(w) && verbBase(w) !== undefined) || /^(instead|rather|prefer)$/.test(w));
}

/**
 * An item of what not to do and its fix: "`npm install` → use `bun install`", "`tsc` — use `pnpm typecheck`",
 * "`any` (use `unknown`)", "`print()` for diagnostics; use `logging` instead", "`docker compose up` ✅ Do: `make up`".
 * Separators inside code spans do not count.
 */
function splitFix(t: string): { wrong: string; fix?: string } {
  const mask = t.replace(/`[^`]*`/g, (m) => 'x'.repeat(m.length));
  const cut = (m: RegExpExecArray | null, test?: (fix: string) => boolean): { wrong: string; fix?: string } | undefined => {
    if (!m || m.index === 0) return undefined;
    const wrong = t.slice(0, m.index).trim();
    const fix = t.slice(m.index + m[0].length).trim();
    if (!wrong || !fix || (test && !test(fix))) return undefined;
    return { wrong, fix };
  };
  return (
    cut(/\s*(?:→|->|=>|⇒|⟶)\s*/.exec(mask)) ??
    cut(/\s*[✅✔]\uFE0F?\s*(?:(?:do|use|instead|good|correct|right)\b\s*:?\s*)?/iu.exec(mask)) ??
    // ("Bad: `npm i` / Good: `pnpm add`", "Don't: … | Do: …"): a slash or a bar before the fix's label
    cut(/\s+[/|]\s+(?=(?:\*\*|__)?(?:do|good|correct|right|better|instead)(?:\*\*|__)?\s*:)/i.exec(mask)) ??
    // (not a sentence after the dash that says what the act is: "Do NOT ask the user — this is an automatic step")
    cut(/\s+(?:—|–|--?)\s+/.exec(mask), (fix) => !ACT_NAMED.test(fix)) ??
    cut(/\s*;\s*/.exec(mask), startsImperative) ??
    (() => {
      const m = /\s*\(([^()]*)\)\s*\.?\s*$/.exec(mask);
      if (!m || m.index === 0) return undefined;
      const fix = t.slice(m.index).trim().replace(/^\(/, '').replace(/\)\s*\.?$/, '').trim();
      return startsImperative(fix) ? { wrong: t.slice(0, m.index).trim(), fix } : undefined;
    })() ?? { wrong: t }
  );
}

/** A status rather than a fix: "Not available in web", "Pre-installed in both environments", "Unsupported on Windows". */
const STATUS = /^(?:(?:is|are)\s+)?(?:not\s+|un)?(?:available|installed|pre-?installed|supported|present|missing|included|bundled|enabled|disabled|configured|needed|required)\b/i;

/** The name of a fault rather than of a thing: "Incorrect nested type access", "Wrong import order". */
const FAULT = /^\s*(incorrect|wrong|bad|improper|invalid|broken|poor|faulty|mistaken|erroneous)\b/i;

/** A bare tool or command name: "`pylint`", "`ruff check`", "autopep8". */
const BARE = /^\s*(?:`[^`/*]+`|[\p{L}][\p{L}\d.+#-]*)\s*$/u;
/** Code spans and nothing else: "`pnpm eslint`", "`bunx` or `pnpm dlx`". */
const CODE_LIST = /^\s*`[^`]+`(?:\s*(?:,|\/|or|and)\s*`[^`]+`)*\s*\.?\s*$/;

const codeSpans = (t: string): string[] => [...t.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());

/**
 * The command a forbidden part names, when the fix runs that same command another way (`pytest` → `pdm run
 * pytest`, `cargo build` → `cargo build --locked`, `git push --force` → `--force-with-lease`): then the bare form
 * is what is forbidden, not the tool.
 */
function sameCommandFix(wrong: string, fix: string): string | undefined {
  const w = codeSpans(wrong)[0];
  if (w === undefined || !wrong.trim().startsWith('`')) return undefined;
  const head = w.split(/\s+/)[0];
  const esc = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const f of codeSpans(fix)) {
    if (f === w) continue;
    // (`docker-compose` → `docker compose`: the same command spelled another way)
    const spaced = (x: string): string => x.replace(/-/g, ' ');
    // (`gradle` → `./gradlew`, `pint` → `vendor/bin/pint`: the same tool through its wrapper or its path)
    const base = (f.split(/\s+/)[0] ?? '').replace(/^.*\//, '');
    const wrapped = base === head || base === head + 'w' || (head.includes('/') && head.replace(/^.*\//, '') === base);
    if (new RegExp(`(^|\\s)${esc}(\\s|$)`).test(f) || f.split(/\s+/)[0] === head || wrapped || (f.startsWith('-') && /\s-/.test(w)) || (w.includes('-') && (spaced(f) + ' ').startsWith(spaced(w) + ' '))) return w;
  }
  return undefined;
}

const NAMING_FAMILIES = new Set(BUILTIN_FAMILIES.filter((f) => f.targeted === 'naming').map((f) => f.id));
/** A claim of a case of names (naming case, letter case) that names nothing it is for. */
const untargetedNaming = (c: Directive['claims'][number]): boolean => c.family !== undefined && NAMING_FAMILIES.has(c.family) && !(c.targets ?? []).some((t) => t !== '*');

/** The topic stems of a label or heading ("**Commits**" → commit), without the generic ones. */
function topicWords(topic: string): string[] {
  const words = displayText(topic).replace(/`[^`]*`/g, ' ').toLowerCase().match(/[a-z][a-z-]+/g) ?? [];
  const out = new Set<string>();
  for (const w of words) {
    if (STOP.has(w) || TOPIC_GENERIC.has(w)) continue;
    out.add(stem(w));
  }
  return [...out];
}

/** "Quotes: double" → "Use double quotes."; "Trailing commas: always" → "Always use trailing commas." */
function labelValue(shown: string): { read: string } | undefined {
  const m = /^\s*([\p{L}][\p{L} -]{0,30}?)\s*:\s*([\p{L}-]+)\s*\.?\s*$/u.exec(shown);
  if (!m) return undefined;
  const label = m[1].toLowerCase();
  const v = m[2].toLowerCase();
  if (/^(always|required|mandatory|yes|on|enabled|everywhere)$/.test(v)) return { read: `Always use ${label}.` };
  if (/^(never|none|no|off|disabled|forbidden|banned|nowhere)$/.test(v)) return { read: `Never use ${label}.` };
  return { read: `Use ${v} ${label}.` };
}

/** "No emoji", "No links to internal tickets": a short verbless item that rules out what it names, as "never use …". */
function noItem(shown: string): string | undefined {
  const m = /^\s*no\s+(.+?)\s*\.?\s*$/i.exec(shown);
  if (!m || m[1].split(/\s+/).length > 6) return undefined;
  if (/\b(is|are|was|were|be|been|should|must|will|can|could|may|might|need|needed|needs|required|allowed|necessary|longer|more|one|need)\b/i.test(m[1])) return undefined;
  // "No CI configured yet", "No migrations currently": a state, not a rule
  if (STATE_WORDS.test(m[1])) return undefined;
  return `Never use ${m[1]}.`;
}

/**
 * The readings of a structured line: a table cell, or the first sentence of an item under a negative lead-in
 * or marked as wrong. What the line forbids is read with the verb its lead-in or column supplies; its fix, if
 * it gives one, is read on its own as an example. What is forbidden is an instruction (it can make a
 * contradiction certain) only when the structure forbids it in words ("Never use:", "Don't", "| Avoid |"),
 * without narrowing it ("Never run these directly:"); a mark or a judgement ("❌", "Bad", "Anti-patterns",
 * "| ✅ | ❌ |") lists wrong examples more often than rules, so what it marks is at most possible.
 */
function readStructured(shown: string, b: Block, lead: string | undefined, mark: string | undefined): Reading[] {
  const col = b.column;
  if (col?.pol === 1) {
    return [{ read: implied(shown, 'use'), example: col.weak !== undefined, note: col.weak, bare: BARE.test(shown) }];
  }
  const by = lead ?? mark;
  const text = mark !== undefined ? shown.replace(NEG_MARK, '').trim() : shown;
  const split = splitFix(text);
  const wrong = split.wrong;
  // ("Don't: `npm install x` — Do: `pnpm add x`"): the label of the fix says only that it is the fix
  const fix = split.fix?.replace(/^(?:\*\*|__)?(?:do|good|correct|right|better|instead|prefer)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*/i, '');
  // "❌ `docker` - Not available in web environment", "✅ `docker` - Available in desktop environment": a mark of
  // what a place has or lacks, not of what to do
  if (mark !== undefined && lead === undefined && !col && fix !== undefined && STATUS.test(fix)) return [];
  let example: boolean;
  let note: string | undefined;
  if (col) {
    example = col.weak !== undefined;
    note = col.weak;
  } else if (mark !== undefined || lead === undefined) {
    example = true;
  } else if (!EXPLICIT_LEAD.test(lead)) {
    example = true;
    note = `is an item under "${lead}", a list of wrong examples rather than of rules`;
  } else {
    const extra = lead.toLowerCase().replace(/’/g, "'").match(/[\p{L}'-]+/gu)?.filter((w) => !LEAD_WORDS.has(w)) ?? [];
    example = extra.length > 0;
    if (example) note = `is an item under "${lead}", which forbids it only as that lead-in says (${extra.join(' ')})`;
  }
  const out: Reading[] = [];
  // "❌ Incorrect nested type access - use `A.B.Type`": a part that judges names a fault, not a thing to avoid
  if (!FAULT.test(wrong)) {
    out.push({ read: implied(wrong, leadVerb(by)), lead: by, example, note, bare: BARE.test(wrong) });
    const command = sameCommandFix(wrong, `${fix ?? ''} ${b.rowFix ?? ''}`);
    if (command !== undefined) out[0].command = command;
  }
  // ("✅ `pnpm install` (bun is not supported in this repo)": an aside after the fix says why, of the wrong one)
  const core = fix?.replace(/\s*\([^()]*\)\s*\.?$/, '');
  if (fix) out.push({ read: BARE.test(fix) || CODE_LIST.test(fix) ? implied(fix, 'use') : core && core !== fix && (BARE.test(core) || CODE_LIST.test(core)) ? implied(core, 'use') : fix, example: true, note: FIX_NOTE });
  return out;
}

/** A heading of what was measured or reached ("Quality Metrics", "Current Status", "Benchmark results", "Stats"). */
const MEASURED_HEADING = /^\W*(?:[\w-]+\s+){0,2}(?:metrics|stats|statistics|results|benchmarks?|measurements|kpis|achievements|status)\W*$/i;

/** Whether a label opens with a verb or a word that goes with one ("Always use Ansible modules", "Never run agents in parallel"): a rule, not a heading. */
function verbalLabel(text: string): boolean {
  const w = /[a-z][a-z']*/i.exec(text)?.[0].toLowerCase() ?? '';
  return /^(?:always|never|do|don't|dont|must|should|only|please|just|ever)$/.test(w) || (isVerbBaseForm(w) && verbBase(w) === w && !STOP.has(w));
}

/** A line that is only a bold label and its colon ("**NO BACKTICKS ANYWHERE**:", "**Never use these:**"). */
const BOLD_LABEL_ONLY = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)[^*_]+?(?:\*\*|__)\s*:\s*$|^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)[^*_]+?:\s*(?:\*\*|__)\s*$/;
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
  // (and a file in a directory that dates or retires what it holds: `.claude/rules/_deprecated-2026-04-23/agent-team.md`)
  const fileEra = ERA_FILE.test(path.split('/').pop() ?? '') || path.split('/').slice(0, -1).some((dir) => ERA_DIR.test(dir)) ? path : undefined;
  // a rule file with `paths:` holds only for the files its globs match
  const appliesTo = rulesBaseOf(path) !== undefined && fm.data.paths !== undefined ? ruleGlobs(fm.data.paths).globs : undefined;
  const sections: { line: number; level: number }[] = [];
  const bs = blocks(lines, sections);
  let blockIndex = -1;
  /**
   * A command a shell block's line or a listing shows (`text` as shown), read as "Run `cmd`." and held to what a block
   * shows; false when the file's budget is spent.
   */
  const shownCommand = (b: Block, line: number, text: string, cmd: string, listed: boolean): boolean => {
    if (out.length >= maxDirectives || chars + text.length > maxChars) {
      stoppedAt = line;
      return false;
    }
    chars += text.length;
    const read = `Run \`${cmd}\`.`;
    const a = analyzeOnce(read, lexicon, undefined);
    if (!a.claims.length) return true;
    // (a command a block shows runs its tool directly, as "NEVER run `npm` directly" means)
    const claims = a.claims.map((c) => (c.scope.includes('m:directly') ? c : { ...c, scope: [...c.scope, 'm:directly'].sort() }));
    const d: Directive = { path, line, text, read, block: listed ? b.kind : 'bullet', blockIndex, instruction: true, claims, words: a.words, fenced: true, ...(listed ? { listed } : {}) };
    if (b.where) d.where = b.where.map((w) => 'in:' + w);
    if (appliesTo) d.appliesTo = appliesTo;
    if (b.era ?? fileEra) d.era = b.era ?? fileEra;
    out.push(d);
    return true;
  };
  let before: Block | undefined;
  read: for (let bi = 0; bi < bs.length; bi++) {
    const b = bs[bi];
    // the cells of one table row share a block: they are read together, never against each other
    if (!b.sameRow) blockIndex++;
    if (b.fenced) {
      // a command line of a shell block runs what it shows: read as "Run `…`."
      const l = b.lines[0];
      if (!shownCommand(b, l.n, l.text, l.text.slice(1, -1), false)) break read;
      continue;
    }
    const ps = sentences(b);
    // (the words of its lines, counted once for all its sentences)
    let lineCounts: number[] | undefined;
    // (a list item's whole text, read once for all its sentences)
    let itemText: string | undefined;
    // a paragraph that starts in lower case after one that ends without a stop continues its sentence (a
    // line wrapped with blank lines): its first piece is the tail of a sentence, not one of its own
    const prior = before;
    before = b;
    if (b.kind === 'prose' && prior?.kind === 'prose' && b.lines[0] !== undefined && b.lines[0].n - prior.lines[prior.lines.length - 1].n <= 2 && /^[a-z]/.test(b.lines[0].text) && !/[.!?:]["')*_]*$/.test(prior.lines[prior.lines.length - 1]?.text.trim() ?? '')) ps.shift();
    const first = ps[0];
    // (a paragraph that opens with a label in words, "What NOT to do: …", "Avoid: …", is marked as an item is)
    const marked = first !== undefined ? NEG_MARK.exec(first.text)?.[0].trim() : undefined;
    const mark = marked !== undefined && (b.kind !== 'prose' || /:\W*$/.test(marked)) ? marked : undefined;
    // (the lines of a paragraph that open with a ban in words: "> **Never:** Merge … Merge with failing CI.")
    const banLines = b.kind === 'prose' ? new Set(b.lines.filter((l) => WORD_BAN.test(l.text)).map((l) => l.n)) : undefined;
    // "- **Editorial**: … Skip the docs build.": an item's bold label names the case its later sentences are about
    // ("- **DETR-family reference notebooks live in `.venv-notebook/`** — … Do NOT run via `uv run`": a bold lead that
    // is a sentence names what the item's later sentences are about, too)
    const itemLabel = b.kind !== 'prose' && first !== undefined ? /^\s*(?:\*\*|__)([^*_:]{1,40}?|[^*_:]{41,90}?(?=(?:\*\*|__)\s*[—–-]))(?::)?(?:\*\*|__)\s*:?/.exec(first.text)?.[1].trim().toLowerCase() : undefined;
    let itemScope: string[] | undefined;
    // whether the sentence before, in this block, described how things are
    let prevDescribes = false;
    const itemCondition = b.kind !== 'prose' && first !== undefined && /^\s*(?:[*_]{1,2})?(?:if|when|whenever|unless|once|in case)\b/i.test(first.text);
    for (const p of ps) {
      // the first sentence of a table cell, of an item under a negative lead-in or of an item marked as wrong is
      // read even when it is only a command: "- `yarn add` → use `bun add`" under "Never use:"
      // (a lead-in that is a long sentence explains rather than heads a list: its items are read as they are)
      // ("### Forbidden" / "- Use `bd update <id>` instead"): an item that gives the fix in words of its own is read as it is
      const ownFix = b.column === undefined && mark === undefined && b.lead !== undefined && p === first && /^\s*(?:[*_]{1,2})?(?:(?:use|prefer|run|call|try)\b[^.;]*\binstead\b|instead\b)/i.test(p.text);
      // (a line of prose marked as wrong that gives its fix, "Don't: `yarn add x` / Do: `npm install x`", is read as the
      // item it would be in a list: the fix is not banned with it)
      const structured = p === first && !ownFix && (b.column !== undefined || (b.kind !== 'prose' && ((b.lead !== undefined && b.lead.split(/\s+/).length <= 10) || mark !== undefined)) || (b.kind === 'prose' && mark !== undefined && /\s[/|]\s+(?:\*\*|__)?(?:do|good|correct|right|better|instead)(?:\*\*|__)?\s*:/i.test(p.text)));
      // "- `npm run lint` - Run frontend linting": an item (or a line of its own) that lists a command and what it does
      // shows how it is run, read as "Run `…`." as a shell block's line is, and held to what a block's line is held to
      const cmd = !structured && p === first && (b.kind !== 'prose' || b.lines.length === 1) && b.lead === undefined && mark === undefined && !b.caution && !b.askFirst && !b.completes && !b.onlyIf && !b.describes && !b.task && b.era === undefined && fileEra === undefined ? listedCommand(p.text) : undefined;
      if (cmd !== undefined) {
        if (!shownCommand(b, p.line, shownOf(p.text), cmd, true)) break read;
        continue;
      }
      // ("- `pipeline/orchestrator.py`: 11-stage async pipeline", "- `src/hooks/`: 18 custom hooks": a listing of a
      // term states no rule, but a count it gives is a fact other files may state again)
      let factsOnly = b.headingFacts === true || b.treeNote === true;
      if (!factsOnly && (structured ? !/\p{L}/u.test(p.text) || /\?\s*$/.test(p.text) : skips(p.text))) {
        if (structured || !TERM_LISTING.test(p.text) || !countsOnce(p.text).length) continue;
        factsOnly = true;
      }
      if (p.text.length > maxSentenceChars) {
        long++;
        continue;
      }
      if (out.length >= maxDirectives || chars + p.text.length > maxChars) {
        stoppedAt = p.line;
        break read;
      }
      chars += p.text.length;
      const shown = shownOf(p.text);
      let lead: string | undefined;
      if (b.lead !== undefined) {
        lead = leads.get(b.lead);
        if (lead === undefined) leads.set(b.lead, (lead = shownLead(b.lead)));
      }
      // a lead-in governs the item's first sentence; the sentences after it explain or give the fix
      // ("- Use `require()` in TypeScript. ES module `import` syntax only." under "## Do NOT")
      if (p !== first) lead = undefined;
      // "> **Never:** Merge without meeting the gate. Merge with failing CI.": a paragraph headed by a ban in words
      // forbids each of its sentences, as a list under "Never:" would
      // (so is a sentence that opens with one: "… [NEVER]: Call Bubble API directly from frontend")
      // (and an item labelled with one: "- FORBIDDEN: `docker rm`, `docker compose rm`, …")
      // (but not the fix a later sentence of it gives: "**Avoid**: Orange/amber for text. Use gold instead.")
      // (nor a later sentence labelled as the fix: "Don't: `yarn add x`. Do: `npm install x`.")
      const fixOfBan = (!WORD_BAN.test(shown) && startsImperative(shown) && /\b(?:instead|rather)\b/i.test(shown)) || (p !== first && /^\s*(?:\*\*|__)?(?:do|good|correct|right|better|instead|prefer)(?:\*\*|__)?\s*:/i.test(shown));
      if (lead === undefined && !fixOfBan && (banLines?.has(p.line) || (BRACKET_LABEL.test(p.text.trimStart()) && WORD_BAN.test(p.text)) || (b.kind !== 'prose' && p === first && WORD_BAN.test(shown)))) lead = 'Never:';
      // an item marked as wrong ("❌ …", "Bad: …") is its own negative lead-in for its first sentence, and an example
      // (but a ban in words over a sentence that says what not to do, "**Don't:** open pull requests yourself.", is a rule)
      const banRule = mark !== undefined && /^(?:don'?t|avoid|never)\b/i.test(mark.replace(/^[\s*_]+/, '')) && startsImperative(shown.slice(shown.indexOf(':') + 1).replace(/^[\s*_]+/, ''));
      const readings: Reading[] = structured ? readStructured(shown, b, lead, mark) : [{ lead: ownFix ? undefined : lead ?? (p === first ? mark : undefined), example: p === first && mark !== undefined && !banRule }];
      // (the label itself is the lead-in: "Never: Merge without meeting the gate." reads "Merge without meeting the gate.")
      if (!structured && lead === 'Never:' && WORD_BAN.test(shown)) readings[0].read = shown.replace(/^\s*(?:>\s*)*(?:\*\*|__)?\[?[\w' ]+?\]?\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*/, '');
      const from = out.length;
      for (const r of readings) {
        let a = analyzeOnce(r.read ?? shown, lexicon, r.lead);
        let read = r.read;
        let topic: string[] = [];
        let note = r.note;
        let example = r.example;
        let listed = false;
        // "- No emoji" under "**Commits**": a verbless item that names what is ruled out, about the topic of its label
        if (!structured && p === first && b.kind !== 'prose' && (!a.claims.length || (b.topic !== undefined && noItem(shown) !== undefined))) {
          const no = noItem(shown);
          const kv = no === undefined ? labelValue(shown) : undefined;
          const alt = no ?? kv?.read;
          const a2 = alt !== undefined ? analyzeOnce(alt, lexicon, undefined) : undefined;
          // a "label: value" item is read only when the reading names a known choice ("Quotes: double" → double quotes)
          if (a2 && a2.claims.length && (!kv || a2.claims.some((c) => c.type === 'choice'))) {
            a = a2;
            read = alt;
            example = true;
            if (no !== undefined) {
              topic = b.topic ? topicWords(b.topic) : [];
              note = `is a verbless item${b.topic ? ` under "${displayText(b.topic)}"` : ''}, read as a rule against what it names${topic.length ? ' there' : ''}`;
            } else note = `is a "label: value" item, read as "${alt}"`;
          }
        }
        // "Kotlin formatter = ktlint", "Python env → `uv sync`": a label and its value, with "=" or an arrow for the colon
        if (!structured && p === first && (b.kind !== 'prose' || b.lines.length === 1)) {
          const eq = /^\s*([\p{L}][\p{L}\p{N} /+.-]{0,30}?)\s*(?:=|→|->|=>)\s*(\S.{0,160})$/u.exec(shown);
          // ("package_manager: uv": a key of a settings line, its words joined by underscores)
          const key = eq ? undefined : /^\s*([a-z]+(?:_[a-z]+)+)\s*:\s*(\S.{0,160})$/.exec(shown);
          // (not a move from one version to another: "Tailwind v3 → v4")
          if ((eq && !/\b(?:is|are|was|were)\b/i.test(eq[1]) && !/^[v@]?\d/i.test(eq[2]) && !/\d\s*$/.test(eq[1])) || key) {
            const alt = eq ? `${eq[1]}: ${eq[2]}` : `${key![1].replace(/_/g, ' ')}: ${key![2]}`;
            const a5 = analyzeOnce(alt, lexicon, r.lead);
            if (a5.claims.length > a.claims.length) {
              a = a5;
              read = alt;
            }
          }
        }
        // "- ObservableObject for stateful services": a verbless item that names a type or a code name and what it is
        // for says to use it for that
        if (!structured && p === first && b.kind !== 'prose' && !a.claims.length && !b.describes) {
          const named = /^\s*(`[^`\s]+`|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)\s+for\s+[\p{L}][\p{L} -]{2,40}\.?\s*$/u.exec(shown);
          if (named) {
            const alt = `Use ${shown.trim().replace(/\.$/, '')}.`;
            const a4 = analyzeOnce(alt, lexicon, undefined);
            if (a4.claims.length) {
              a = a4;
              read = alt;
              note = `is a verbless item, read as "${alt}"`;
            }
          }
        }
        // "1. Start: `npm run poltergeist:haunt`", "- Run tests: `php artisan test --compact`": a step or an item that
        // is only a command for a purpose runs it (not "Bad: `…`", "Old: `…`": a label that sets it apart)
        if (!structured && p === first && b.kind !== 'prose' && !a.claims.length) {
          const step = /^\s*([\p{L}][\p{L} -]{0,30}?):\s*(`[^`]+`)\s*(?:\([^()]*\))?\s*\.?\s*$/u.exec(shown);
          // (after a change of directory, `cd packages/ui && npm publish`, the command is what runs)
          if (step) step[2] = step[2].replace(/^`cd\s+[^\s`&;]+\s*&&\s*/, '`');
          if (step && !SET_APART_LABEL.test(step[1]) && /^`(npm|pnpm|yarn|bun|npx|pnpx|bunx|uv|uvx|pip|pip3|poetry|pdm|hatch|cargo|go|make|dotnet|mvn|gradle|\.\/gradlew|bundle|rake|composer|mix|deno|php|python|python3|pytest|docker|kubectl|helm|terraform|just|task|conda|mamba|micromamba|pixi|pod|flutter|dart|swift|bazel|gem|cmake|pio|platformio)\s/.test(step[2])) {
            const alt = `Run ${step[2]}.`;
            const a3 = analyzeOnce(alt, lexicon, undefined);
            if (a3.claims.length) {
              a = a3;
              read = alt;
              listed = true;
            }
          }
        }
        // ("Production runs on AWS ECS (Heroku was shut down last year)", "Install gems globally (we don't use Bundler)"): an
        // aside that says a tool is gone says it as a sentence of its own would
        for (const aside of (r.read ?? shown).matchAll(/\(([^()]{8,160})\)/g)) {
          if (!GONE.test(aside[1])) continue;
          const gone = analyzeOnce(aside[1].trim() + '.', lexicon, undefined).claims.filter((c) => (c.type === 'choice' || c.key.startsWith('act:use:')) && c.polarity === -1 && !a.claims.some((o) => o.key === c.key && o.member === c.member));
          if (gone.length) a = { ...a, claims: [...a.claims, ...gone] };
        }
        if (r.bare) for (const c of [...a.claims]) if (c.key.startsWith('act:use:') && !a.claims.some((o) => o.key === 'act:run:' + c.key.slice(8))) a = { ...a, claims: [...a.claims, { ...c, key: 'act:run:' + c.key.slice(8), subject: c.subject.replace(/^use /, 'run ') }] };
        const d: Directive = { path, line: p.line, text: shown, block: b.kind, blockIndex, instruction: a.instruction, claims: a.claims, words: a.words, ...(listed ? { listed } : {}) };
        // "- **/commit** - Generate a commit message and create the commit": what a slash command or a named
        // command does, not what to do
        const commandDoes = b.kind !== 'prose' && p === first && /^\s*(?:\*\*|__)?`?\/[\w:-]+`?(?:\*\*|__)?\s*(?:[-–—:]|\(|$)/.test(p.text.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ''));
        // a cell or an item that is only a quoted string ("Couldn't send message. Check your connection.") is a
        // sample of text, not an instruction
        if (b.kind !== 'prose' && (/^\s*["“][^"“”]+["”]\s*$/.test(shown) || (b.column !== undefined && /^\s*["“][^"“”]+["”][.!?]?\s*$/.test(b.lines.map((l) => l.text).join(' '))))) {
          d.instruction = false;
          d.claims = [];
        }
        // "- **Commit discipline** — see `.claude/rules/concurrency-model.md`": a topic and where its rules are, not a rule
        const pointer = p === first && /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?[\p{L}][\p{L}\s/&'-]{0,40}?(?:\*\*|__)?\s*(?:[—–:]|--?)\s*(?:see|→|->)\s+\S+(?:\s+\S+){0,10}\s*$/iu.test(p.text);
        // "src/core/graph.ts(1,26): error TS2591: … Try `npm i --save-dev @types/node`": a tool's message pasted into a
        // file, whose advice is the tool's, not an instruction
        if (TOOL_OUTPUT.test(shown) || (b.kind !== 'prose' && first !== undefined && TOOL_OUTPUT.test(first.text))) {
          d.instruction = false;
          d.claims = [];
        }
        // "**Commit workflow:**" on a line of its own names the topic of the list below it; it asks nothing ("**Never run
        // agents in parallel:**", "**Always use Ansible modules:**" are rules)
        const topicLabel = b.kind === 'prose' && b.lines.length === 1 ? /^\s*(\*\*|__)([^*_:]{1,60}?)(?::\1|\1\s*:)\s*$/.exec(b.lines[0].text)?.[2].trim().toLowerCase() : undefined;
        if (topicLabel !== undefined && TOPIC_HEADS.test(topicLabel) && !/\b(?:always|never|must|should|do not|don't|only|avoid)\b/.test(topicLabel)) {
          d.instruction = false;
          d.claims = [];
        }
        if (b.onlyIf !== undefined) d.claims = d.claims.map((c) => ({ ...c, conditional: true }));
        // ("- Push directly to `main`" under "## Risky operations"): a bare instruction whose heading may turn it around
        if (b.caution !== undefined && p === first && d.instruction && !FORCE_WORD.test(shown)) d.caution = b.caution;
        if (b.allowed) d.claims = d.claims.map((c) => (c.polarity === 1 && c.force !== 'permissive' ? { ...c, force: 'permissive' as const } : c));
        if (b.askFirst !== undefined && !d.example) {
          d.example = true;
          d.note = `is an item under "${b.askFirst}", an act to ask about before doing it, not an instruction to do it`;
        }
        if (b.weighed !== undefined && !d.example) {
          d.example = true;
          d.note = `is an item under "${b.weighed}", an option weighed for a decision, not the one chosen`;
        }
        if (b.completes !== undefined && !d.example) {
          d.example = true;
          d.note = `completes the condition "${b.completes}", a case in which another rule applies, not an instruction`;
        }
        // "TipTap JSON is the storage format. NOT HTML, NOT Markdown.": a bare contrast after a description completes
        // the description (what the storage format is not), not a ban of its own
        const contrastOfDescription = p !== first && prevDescribes && BARE_NOT.test(shown);
        if (commandDoes || b.describes || pointer || contrastOfDescription) {
          d.instruction = false;
          d.claims = d.claims.map((c) => ({ ...c, basis: 'stated' as const }));
        }
        prevDescribes = !d.instruction && d.claims.every((c) => c.basis === 'stated' || c.basis === undefined);
        if (read !== undefined && read !== shown) d.read = read;
        // "`git commit --amend`" is not a prohibition of committing: a command line with flags whose act lost its
        // object ("commit") is forbidden as written
        if (r.command === undefined && r.lead !== undefined && a.claims.some((c) => /^act:(?!force-push:)[^:]+:$/.test(c.key))) {
          const w = codeSpans(r.read ?? '')[0];
          if (w !== undefined && /\s-/.test(w)) r.command = w;
        }
        if (r.command !== undefined) {
          // the fix runs the same command another way: only this command line, as written, is forbidden
          d.commandOnly = true;
          d.claims = [{ key: `cmd:${r.command}`, type: 'action', subject: `running \`${r.command}\``, polarity: -1, force: 'strong', conditional: false, scope: [], basis: 'prescribed' }];
        }
        if (b.where) d.where = b.where.map((w) => 'in:' + w);
        if (appliesTo) d.appliesTo = appliesTo;
        if (b.procedure) d.procedure = b.procedure;
        if (b.era ?? fileEra) d.era = b.era ?? fileEra;
        // ("As of Mar 28, 2026: 127 pages, 365 API routes"): a sentence that dates itself records that time
        else {
          const dated = AS_OF_DATE.exec(shown)?.[0];
          if (dated) d.era = dated;
        }
        if (b.task) d.task = true;
        if (b.labelCase !== undefined) d.labelCase = b.labelCase;
        // (unless the label is what the sentence chooses about: "**Package manager**: … Never call `npm run`")
        // (nor when the label names the rule itself: "**Bento Box Principle:** … functions < 20 lines", "**Size limits:**")
        if (itemLabel && p !== first && !RULE_LABEL.test(itemLabel) && !a.claims.some((c) => c.type === 'choice' && c.subject.toLowerCase().includes(itemLabel))) d.where = [...(d.where ?? []), 'case:' + itemLabel];
        if (b.caseOf) d.caseOf = `${b.caseOf.list}:${b.caseOf.item}`;
        // "- If `.sl` exists at the root → Sapling. … **Do not use `git`.**": an item that opens with a condition
        // states its later sentences under it
        if (p !== first && itemCondition) d.claims = d.claims.map((c) => (c.conditional ? c : { ...c, conditional: true }));
        // "- NEVER mock the database in integration tests. Use a real test database.": a later sentence of a list
        // item that names no case of its own is said for the case its first sentence names
        if (p === first && b.kind !== 'prose') {
          const sc = d.claims.map((c) => c.scope.filter((q) => /^[a-z][a-z-]*$/.test(q)).join(' '));
          itemScope = d.claims.length && sc.every((x) => x && x === sc[0]) ? d.claims[0].scope.filter((q) => /^[a-z][a-z-]*$/.test(q)) : undefined;
        } else if (itemScope && p !== first) d.claims = d.claims.map((c) => (c.scope.length ? c : { ...c, scope: [...itemScope!] }));
        if (topic.length) d.topic = topic;
        // "**Sentence case only.**" under "### Headings": what a case of names is for, named by the short heading or
        // label right above the item or paragraph
        if (b.topic !== undefined && d.claims.some((c) => untargetedNaming(c))) {
          const words = topicWords(b.topic);
          const named = [...new Set(words.map((w) => NAMING_TARGETS[w]).filter((x): x is string => x !== undefined))];
          if (named.length && words.length <= 3) d.claims = d.claims.map((c) => (untargetedNaming(c) ? { ...c, targets: named } : c));
        }
        // "- **File count**: 29" under "## codex-runner": a labelled value is kept with the name of what it is under (a
        // record only when the file gives the label under other names too: see below)
        if (b.topic !== undefined && b.kind !== 'prose' && p === first) {
          const field = valueLabelOf(shown);
          if (field) d.record = { field, name: displayText(b.topic).replace(/[`*_]/g, '').trim().toLowerCase() };
        }
        // ("- Test coverage: **90%+**" under "### Quality Metrics"): a number in a list under a heading of metrics or
        // results is a measurement reported, not a setting
        if (b.topic !== undefined && b.kind !== 'prose' && MEASURED_HEADING.test(displayText(b.topic).replace(/[`*_]/g, '')) && d.claims.some((c) => c.type === 'number')) d.claims = d.claims.map((c) => (c.type === 'number' ? { ...c, measured: true } : c));
        // "- Wrap at 72 characters" under "#### Body": a number that names nothing it measures is about the heading's topic
        if (b.topic !== undefined && b.kind !== 'prose' && d.claims.some((c) => c.implied)) {
          const under = topicWords(b.topic);
          if (under.length) d.under = under;
        }
        // the items of a "❌" list show what not to do (often with the fix): examples, not rules
        if (example) d.example = true;
        if (example && note) d.note = note;
        // a sentence that is a quotation ("- \"Approved! Please squash and merge\"", "\"Fast-forward\" - pulled new
        // commits") is someone's words, an output or a sample: not an instruction of this file; nor is a paragraph
        // marked as wrong ("❌ \"Use --author for commits, but …\"")
        if (!d.example && d.claims.length) {
          // (the whole item: a quotation of two sentences, "\"Approved! Please squash and merge\"", is one)
          const item = b.kind === 'prose' ? p.text : (itemText ??= b.lines.map((l) => l.text).join(' ').replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ''));
          if (QUOTATION.test(item)) {
            d.example = true;
            d.note = 'is a quotation (words someone says, an output or a sample), not an instruction of its own';
          } else if (/^`?[\w.-]*\[[a-z][\w-]*\][\w.[\]-]*`?\.?$/i.test(item.trim())) {
            // "- avoid-[action]", "- `always-[action].md`": a template with placeholders, not a rule
            d.example = true;
            d.note = 'is a template with placeholders, not an instruction';
          } else if (b.kind === 'prose' && p === first && PROSE_MARK.test(item)) {
            d.example = true;
            d.note = 'is marked as wrong, an example of what not to do';
          }
        }
        if (p === ps[ps.length - 1] && /:\s*(?:\*\*|__)?\s*$/.test(p.text)) {
          const nb = bs[bi + 1];
          if (nb && (nb.kind === 'bullet' || nb.kind === 'numbered') && nb.lines[0] !== undefined && nb.lines[0].n - p.endLine <= 2) {
            d.opensList = true;
            if (BOLD_LABEL_ONLY.test(p.text) && !verbalLabel(d.text)) d.listHeading = true;
          }
        }
        if (p.endLine !== p.line) d.endLine = p.endLine;
        const lw = lineWords(b, (lineCounts ??= wordsPerLine(b)), p.line, p.endLine);
        if (lw > LONG_LINE_WORDS) d.lineWords = lw;
        if (r.lead) d.lead = r.lead;
        if (factsOnly) {
          d.instruction = false;
          d.claims = [];
          d.factsOnly = true;
          if (b.headingFacts) d.heading = true;
        }
        // (a row of a table of the stack says only which versions are in use: nothing else of it is read)
        if (b.versionsOnly) {
          d.claims = d.claims.filter((c) => c.type === 'version').map((c) => ({ ...c, basis: 'stated' as const }));
          if (!d.claims.length) continue;
        }
        out.push(d);
      }
      // "Never use `react-router-dom` — use `react-router`": a fix that names the member its wrong half bans
      // forbids only the spelling of the wrong half, as one sentence that does both would
      if (out.length - from > 1) {
        const fixes = new Set(out.slice(from).flatMap((d) => d.claims.filter((c) => c.type === 'choice' && c.polarity === 1 && c.force !== 'permissive' && c.basis !== 'incidental' && c.basis !== 'stated').map((c) => `${c.key}|${c.member}`)));
        if (fixes.size) for (const d of out.slice(from)) d.claims = d.claims.filter((c) => !(c.type === 'choice' && c.polarity === -1 && fixes.has(`${c.key}|${c.member}`)));
      }
    }
  }
  // a file whose title has a placeholder ("# CLAUDE.md — <PROJECT>", "# {{project_name}}") is a template to fill
  // in for some project: its lines are samples, not this project's instructions
  // (so is a file in a folder of templates: "framework/template/CLAUDE.md", "templates/service/CLAUDE.md")
  // a guide whose header says what it applies to ("> **Applies to**: CUDA 11+, GPU Computing", "> **Framework**:
  // Laravel 10+"), one of many imported side by side, holds for that language or framework
  // ("## codex-runner" / "- **File count**: 29", "## deploy" / "- **File count**: 33"): a label given under two names
  // or more makes each heading a record and the values its fields; a label given once is a plain statement
  const names = new Map<string, Set<string>>();
  for (const d of out) if (d.record) {
    const { field, name } = d.record;
    const s = names.get(field);
    if (s) s.add(name);
    else names.set(field, new Set([name]));
  }
  for (const d of out) if (d.record && (names.get(d.record.field)?.size ?? 0) < 2) delete d.record;
  // ("## src" / "- **Location**: `src/`"): a record with a field that names a folder is that folder, which a directory's
  // own file names from its own directory
  const folders = new Set(out.filter((d) => d.record && /`[^`\s]+\/`/.test(d.text)).map((d) => d.record!.name));
  for (const d of out) if (d.record && folders.has(d.record.name)) d.record = { ...d.record, folder: true };
  const guideOf = guideTopic(lines.slice(0, 12).map((l) => l.text));
  if (guideOf) for (const d of out) d.where = [...(d.where ?? []), 'in:topic:' + guideOf];
  // ("NEVER run npm here" above any section, or under the file's title only): "here" is where the file holds, which
  // is what any line of it says; under a section it may stand for what the section is about
  for (const d of out) {
    if (!d.claims.some((c) => c.scope.some((q) => q.startsWith('@ref:here:')))) continue;
    const above = sections.filter((h) => h.line < d.line).pop();
    if (above && above.level > 1) continue;
    // (a permission "here" keeps its word: it is read as the case it allows, see judge)
    d.claims = d.claims.map((c) => (c.force !== 'permissive' && c.scope.some((q) => q.startsWith('@ref:here:')) ? { ...c, scope: c.scope.filter((q) => !q.startsWith('@ref:here:')) } : c));
  }
  // ("- Example: "What's the weather like?" - can call external APIs but not read user's calendar"): a line labelled as
  // an example shows a case, every part of it
  const exampleLines = new Set(lines.filter((l) => /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|_)?(?:example|e\.g\.|for example|sample)(?:\*\*|_)?\s*:/i.test(l.text)).map((l) => l.n));
  if (exampleLines.size) for (const d of out) if (exampleLines.has(d.line) && !d.example) {
    d.example = true;
    d.note ??= 'is on a line labelled as an example, not a rule of its own';
  }
  const templateTitle = TEMPLATE_TITLE.test(lines.find((l) => /^#\s/.test(l.text))?.text ?? '');
  // (and a file that opens by saying where what it describes lives, in a folder of templates: "A multi-tenant platform
  // … Lives at `templates/community-starter/`")
  const templateHome = !templateTitle && lines.slice(0, 15).some((l) => {
    const m = /\b(?:lives?|located|kept|sits|found)\s+(?:at|in|under)\s+`([^`\s]+)`/i.exec(l.text);
    return m !== null && TEMPLATE_DIR.test(m[1].replace(/\/?$/, '/'));
  });
  if (templateTitle || templateHome || TEMPLATE_DIR.test(path)) {
    for (const d of out) if (!d.example) {
      d.example = true;
      d.note = `is in a template (${templateTitle ? 'its title has a placeholder' : templateHome ? 'it describes a template in a folder of templates' : 'its folder holds templates'}), not an instruction of this project`;
    }
  }
  // a rule or a guide titled by what it names ("# PostHog Events", "# API Routes"): its naming rules that name no target
  // ("1. Always `snake_case`") are for what its title names (not a memory file's title: a project's name)
  if (!/(^|\/)(CLAUDE|AGENTS|CLAUDE\.local)\.md$/.test(path)) {
    const title = /^#[ \t]+(.+)$/m.exec(body)?.[1];
    const titled = (map: Record<string, string>): string[] => (title ? [...new Set((title.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => map[stem(w)] ?? map[w]).filter((x): x is string => x !== undefined && x !== '*'))].sort() : []);
    const named = titled(NAMING_TARGETS);
    // (claims are shared by sentence text across files: each is replaced, never changed)
    const open = (c: Directive['claims'][number]): boolean => c.key === 'fam:naming-case' && !(c.targets ?? []).some((x) => x !== '*');
    if (named.length) for (const d of out) if (d.claims.some(open)) d.claims = d.claims.map((c) => (open(c) ? { ...c, targets: named } : c));
    // ("Always English." in "# Commit Conventions"): and so is a language that names nothing it is for
    const spoken = titled(LANGUAGE_TARGETS);
    const openLanguage = (c: Directive['claims'][number]): boolean => c.key === 'fam:natural-language' && !(c.targets ?? []).some((x) => x !== '*');
    if (spoken.length) for (const d of out) if (d.claims.some(openLanguage)) d.claims = d.claims.map((c) => (openLanguage(c) ? { ...c, targets: spoken } : c));
  }
  // the calendar dates the lines of a directive give ("> **User direction (2026-06-20; re-affirmed 2026-06-21 …)**: …"):
  // what it counts or sets, it says of those days
  if (/\b(?:19|20)\d{2}-[01]\d\b/.test(body)) {
    const at = new Map(lines.map((l) => [l.n, l.text]));
    for (const d of out) {
      let text = '';
      for (let k = d.line; k <= (d.endLine ?? d.line); k++) text += (at.get(k) ?? '') + '\n';
      const dates = [...new Set(text.match(/\b(?:19|20)\d{2}-[01]\d(?:-[0-3]\d)?\b/g) ?? [])];
      if (dates.length) d.dates = dates;
    }
  }
  const n = (x: number) => x.toLocaleString('en-US');
  const why: string[] = [];
  if (long) why.push(`${n(long)} sentence${long === 1 ? '' : 's'} over ${n(maxSentenceChars)} characters`);
  if (stoppedAt !== undefined) why.push(`the rest of the file from line ${n(stoppedAt)} on, after the first ${n(out.length)} directives (${n(chars)} characters)`);
  else if (all.length > maxLines) why.push(`the rest of the file after line ${n(maxLines + offset)}`);
  return why.length ? { directives: out, limited: `not analysed: ${why.join('; ')}` } : { directives: out };
}

/** More words than this on a sentence's lines make it a long line (Directive.lineWords). */
export const LONG_LINE_WORDS = 25;

/** The words of each of a block's lines, a code span counted as one word. */
function wordsPerLine(b: Block): number[] {
  return b.lines.map((l) => l.text.replace(/`[^`]*`/g, 'x').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length);
}

/** Words of a block's lines from `first` to `last` (line numbers), from their counts (wordsPerLine). */
function lineWords(b: Block, counts: number[], first: number, last: number): number {
  let n = 0;
  for (let k = 0; k < b.lines.length; k++) if (b.lines[k].n >= first && b.lines[k].n <= last) n += counts[k];
  return n;
}

/** The sentence of a paragraph that introduces a list: "We use uv. Do not use:" → "Do not use:". */
function lastSentence(text: string): string {
  const parts = text.split(/(?<=[.!?])\s+(?=[^\s])/);
  return parts[parts.length - 1] ?? text;
}
