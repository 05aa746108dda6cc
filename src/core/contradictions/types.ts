/** How firmly a clause states its instruction. */
export type Force = 'strong' | 'plain' | 'weak' | 'permissive';

export type ClaimType = 'choice' | 'number' | 'version' | 'action';

/**
 * One normalised statement carried by a directive. Claims with the same `key` are about the same subject
 * and are the only ones ever compared (the index of the conflict search).
 */
export interface Claim {
  /** index key, e.g. `fam:js-package-manager`, `num:chars`, `ver:Python`, `act:use:unwrap()` */
  key: string;
  type: ClaimType;
  /** human-readable subject, e.g. "JavaScript package manager", "line length (characters)" */
  subject: string;
  /** choice: family id, member id and display label */
  family?: string;
  member?: string;
  memberLabel?: string;
  /** choice in a targeted family (naming case, natural language): what the choice applies to */
  targets?: string[];
  /** +1: do / use / required; -1: don't / never / forbidden */
  polarity: 1 | -1;
  force: Force;
  /** narrowed by a condition ("when…", "if…", "for … that …") */
  conditional: boolean;
  /** states explicitly that it applies everywhere ("all styling", "every test", "only") */
  universal?: boolean;
  /** "Only use `interface` for contracts implemented by classes": done only where its scope says, nowhere else */
  only?: boolean;
  /** normalised qualifiers that narrow where the claim applies (sorted); empty = applies everywhere */
  scope: string[];
  /**
   * Groups of `scope` that are the members of one series of places ("in code, comments or commit messages"): the
   * claim holds in each member, one at a time, not only where they meet.
   */
  alts?: string[][];
  /**
   * The narrowing names a place or a set-apart kind of code ("in `services/billing/`", "within the Android
   * app", "legacy code", "generated code"), not just a kind of the act's object ("form schemas", "component
   * styles"): a different choice there is an override, not a contradiction.
   */
  local?: boolean;
  /** choice named only as what runs a package script: the script (`npm run build` → build) */
  runs?: string;
  /** the clause leaves the cases to the reader ("if needed", "where possible"): at most a possible contradiction */
  hedge?: string;
  /** number: the line names nothing it measures ("Wrap at 72 characters"); what it is about comes from its place */
  implied?: boolean;
  /** number: a floor of an outcome to keep above ("Maintain >85% test coverage"), not a gate's setting */
  aim?: boolean;
  /** a ban that leaves out only what the user asks for ("Don't add comments unless asked"): a default, not a case */
  unlessAsked?: true;
  /** a command line's first two words, read from a longer one so that a ban of the shorter meets it */
  widened?: true;
  /** a ban inferred from "only when …": the act is allowed under those condition words (stems) and nowhere else */
  onlyWhen?: string[];
  /** number: read from a setting in code (`line-length = 120`), whose value another setting of the same name is compared with as a drift */
  setting?: true;
  /** number: value in the dimension's base unit, the dimension, and the comparison */
  value?: number;
  unit?: string;
  cmp?: 'max' | 'min' | 'eq';
  /** number: what is measured, as canonical stems ("lambda", "handler"); compared by claims/quantity.ts subjectMatch */
  about?: string[];
  /** number: the kind of duration or count named (timeout, ttl, interval, delay, debounce, throttle, retry) */
  kinds?: string[];
  /** number: said of one of the things ("a single test", "per request") or of all of them together ("the whole suite") */
  per?: 'one' | 'all';
  /** number: "modifier>noun" pairs of adjacent subject words ("dependabot>pr"), for telling a narrower population */
  mods?: string[];
  /** number claims: who has the quantity ("AI agents have a 45 tool limit"), words of `about` */
  owner?: string[];
  /** a number: an outcome that is measured (coverage, a score), not a setting that is configured */
  outcome?: boolean;
  /** number: a value reported as measured or reached, in a list under a heading of metrics ("Quality Metrics") */
  measured?: boolean;
  /** version: the version as written and its lower / upper bounds (inclusive) */
  version?: string;
  vmin?: number[];
  vmax?: number[];
  /**
   * words of a part of the project a statement is about as its subject ("The labeling UI needs Node 18"): they match the
   * same part named by another line ("for the labeling UI"), and keep two different parts apart, but do not set the
   * line apart from one that names no part (a project's only app is often named as its subject)
   */
  softScope?: string[];
  /** a version the project no longer supports ("Java 17 is no longer supported") */
  vnot?: number[];
  /** a version the claim's must be below (`numpy<2`) */
  vbelow?: number[];
  /** the version is the project's baseline ("target", "minimum", "requires"), not just a feature floor */
  floor?: boolean;
  /**
   * How the claim was read: `prescribed` — the clause's own verb tells the agent to use, do or not do it
   * ("Use pnpm", "Never push to main", "Install with npm"); `stated` — a statement of how things are or a
   * label ("The package manager is pnpm", "Tests use Vitest", "Package manager: pnpm"); `incidental` — the
   * member is only what runs a command the clause is about (`pnpm nx build`, `npx prisma`), or appears in a
   * verbless continuation; `inferred` — a name the sentence rules out as an alternative ("instead of nvm")
   * that is not a known tool. Only prescribed claims can make a contradiction certain.
   */
  basis?: ClaimBasis;
  /**
   * choice: the noun the member only qualifies ("Terraform state", "Zod schemas", "husky conventional commits"):
   * the clause is about a thing of the tool, so a clash about the tool itself is at most possible
   */
  qualifies?: string;
  /** choice or command: the base form of the clause's verb ("mock" in "do not mock Prisma", "treat" in "do not treat `bun test` as enough") */
  verb?: string;
}

export type ClaimBasis = 'prescribed' | 'stated' | 'incidental' | 'inferred';

export interface Directive {
  /** display path of the file (as given to extractDirectives) */
  path: string;
  /** 1-based line in the file as stored (frontmatter lines counted) where the directive starts */
  line: number;
  /** last line, when the directive spans several lines */
  endLine?: number;
  /** the calendar dates its lines give (2026-07-30, 2026-07) */
  dates?: string[];
  /** the sentence, markdown emphasis and links reduced to text, code spans kept in backticks */
  text: string;
  /** list item ("bullet"/"numbered") or prose sentence */
  block: 'bullet' | 'numbered' | 'prose';
  /** ordinal of the list item / paragraph within the file: sentences of one block share it */
  blockIndex: number;
  /** a lead-in that governs a list item ("Never use these tools:"), used when interpreting it */
  lead?: string;
  /** the sentence reads as an instruction (imperative, modal, or a policy statement) */
  instruction: boolean;
  /** what the directive says, normalised */
  claims: Claim[];
  /**
   * The line is an example rather than an instruction of its own: an item of a "Never use:" / "❌" list
   * (what not to do, often with its fix), or text introduced by "e.g." / "for example".
   */
  example?: boolean;
  /**
   * The sentence as analysed, when the file's structure supplies words that the line leaves out: the verb of
   * a lead-in or table column for a verbless item ("Never use:" + "- `yarn add`" reads "use `yarn add`"), the
   * part of an item before its fix ("`npm install` → use `bun install`"), or the fix itself.
   */
  read?: string;
  /**
   * The line forbids one command line as written, not the tool in it: its fix runs the same command another way
   * (`pytest` → `pdm run pytest`, `git push --force` → `--force-with-lease`). Its only claim is about that
   * command, whatever vocabulary it is read with.
   */
  commandOnly?: boolean;
  /**
   * The topic of the label or heading above a verbless item ("No emoji" under "**Commits**": `commit`), as stems:
   * the item is about that topic, so it is compared only with lines that mention it.
   */
  topic?: string[];
  /** Why an example is not an instruction of its own, in words, when more is known than "an item of a list". */
  note?: string;
  /** `LIST:ITEM`: the line is under a labelled item of a list (by line numbers); lines under two sibling labelled items are different cases */
  caseOf?: string;
  /** a numbered step under a heading that names a task: it holds while that task is done */
  procedure?: string;
  /** the dated or versioned section (or record file) the line is in ("2026-02-24 (v1.5.0)", "Phase 2", "CHANGELOG.md"): what it states held then */
  era?: string;
  /** a task-list item ("- [ ] Import CT200 to Terraform"): work to do or done, not a standing rule */
  task?: boolean;
  /** `HEADING-LINE:LABEL`: the line is in a list under a bold label paragraph ("**Production**:") of that heading's section */
  labelCase?: string;
  /** the topic stems of the heading or label right above a list item whose number names nothing it measures ("Body") */
  under?: string[];
  /**
   * A labelled value ("- **File count**: 29") under a heading or label ("## codex-runner") of a file that gives the same
   * label under other headings too: a field of the record that heading names (a folder when a field of it names one)
   */
  record?: { field: string; name: string; folder?: true };
  /**
   * The words of the line or lines the sentence is on, when there are more than a short instruction takes
   * (code spans count as one word): a long item or a hard-wrapped paragraph says more than the clause read
   * from it, and what else it says may qualify it.
   */
  lineWords?: number;
  /** the sentence ends with a colon and a list follows it: the items may say what it holds for */
  opensList?: boolean;
  /** the sentence is nothing but a bold label with no verb before that list ("**NO BACKTICKS ANYWHERE**:"): its heading */
  listHeading?: boolean;
  /** the `paths:` globs of the rule file the line is in (as the loader reads them): it holds for the files they match */
  appliesTo?: string[];
  /** scope qualifiers from the line's place in the file: `in:DIR` for a heading that names a directory, `case:LABEL` for an item's bold label */
  where?: string[];
  /** content words (stems), for duplicate detection */
  words: string[];
  /** a listing of a term ("`src/hooks/`: 18 custom hooks"): no rule, only the facts it states (counts) */
  factsOnly?: boolean;
  /** a heading read only for the count it gives ("## 12 Streamlined Subagents") */
  heading?: boolean;
  /** a command line of a shell code block ("npm run dev"), read as "Run `npm run dev`.": shown, not ruled */
  fenced?: boolean;
  /** a list item that is only a command for a purpose ("Format: `pnpm format`"), read as "Run `…`": a reference of how to run something */
  listed?: boolean;
  /** a bare instruction right under a heading whose words may turn it around ("## Risky operations") */
  caution?: string;
}

/**
 * A team's own exclusive family. Each member is a string `"member|synonym|synonym"` (the first name is the
 * display name; every alternative is matched as a whole word sequence, case-insensitively, in prose and in
 * code spans) or an object `{ name, synonyms }`. Synonyms may use the built-in markers: a backticked
 * synonym matches only inside code spans, `~word` only with a context word nearby, `^Word` case-sensitively.
 */
export interface FamilyConfig {
  name: string;
  members: (string | { name: string; synonyms?: string[] })[];
  /** words that belong to the family's topic (not treated as scope qualifiers), e.g. ["queue", "message"] */
  topic?: string[];
}

export interface ConflictContext {
  id: string;
  label: string;
  /** display paths in Claude Code's load order */
  files: string[];
}

export type ConflictKind = 'polarity' | 'exclusive-choice' | 'numeric' | 'version' | 'drift' | 'duplicate';

/**
 * `certain`: both sides are instructions (not descriptions, not examples) about the same subject, with no
 * condition or scope that separates them, loaded together, in two files. `possible`: the texts disagree and
 * the only doubt is one a reviewer settles at a glance: a directory's own file or a rule with `paths:` may
 * override the file above it, two rules with different `paths:` each hold for their own files,
 * one copy of a sentence or a count was edited and the other not. `unlikely`: the detector may have misread a
 * line (one side describes, is an example, a checklist item or a record of one time, uses the tool only to run
 * something else, is narrowed by a condition, the subjects match only in part, or both lines are in one file,
 * whose author may mean two cases); not reported unless the configuration asks.
 */
export const CONFIDENCES = ['unlikely', 'possible', 'certain'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export interface Conflict {
  rule: 'contradiction' | 'duplicate';
  kind: ConflictKind;
  subject: string;
  /** read earlier in the first context where both are loaded */
  a: Directive;
  /** read later (Claude Code's later instruction) */
  b: Directive;
  /** ids of all contexts in which both are loaded, in the order given */
  contexts: string[];
  message: string;
  hint: string;
  /** contradictions only */
  confidence?: Confidence;
  /** why the confidence is what it is, in words */
  reason?: string;
}

export interface FindOptions {
  families?: FamilyConfig[];
  /** Called once when the search hit CONFLICT_LIMITS and some pairs were not compared; says which limit. */
  onLimit?: (detail: string) => void;
}
