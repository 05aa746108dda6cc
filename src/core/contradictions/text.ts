// Tokenisation and light morphology for directive analysis.
//
// A sentence is turned into a flat token stream. Inline code spans are kept (their content is tokenised
// too, flagged with the span's index) because instructions name their objects in code: "install with
// `npm ci`", "never call `unwrap()`". Markdown emphasis, links and images are reduced to their text.
// Stems are computed from a small verb lexicon plus plural rules: no dictionary beyond that, so unknown
// words are left untouched rather than mangled.
import { dropAngleUrls, dropTags, replaceCodeSpans, trimEndOf, unlink } from './linear.js';

/** A lookup table without prototype keys ("constructor" is an ordinary word here). */
export function dict<T>(o: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, o);
}

export interface Tok {
  /** lowercased surface form (possessive `'s` removed) */
  w: string;
  /** stem: verbs to their base form, plural nouns to the singular */
  s: string;
  /** the original spelling (case kept) */
  raw: string;
  /** index of the code span the token came from, or -1 for prose */
  code: number;
  /** depth of parentheses around the token (prose only) */
  paren: number;
  /** written as a possessive ("Python's") */
  poss?: boolean;
  /** joined to the word before by a slash ("research" in "benchmark/research") */
  slash?: boolean;
  /** part of a folder written in prose with a slash after it ("pipelines/spark/", "serving/") */
  dir?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Verbs: base forms, with every regular inflection generated and irregular forms listed.

const VERB_BASES = `fight sit
model queue enqueue prefetch preload
abbreviate accept access add adopt allow alter amend annotate answer append apply approve ask assert avoid
backport ban base begin benchmark bind block bootstrap break bring build bump bundle cache call cancel cap
capitalize cast catch change check checkout choose cite clean clear clone close code collapse colocate combine
comment commit communicate compile complete compose compute configure confirm connect consider consult contact
contain continue convert copy correct create declare decorate default define delete deploy deprecate describe
design destructure detect develop disable disallow discourage dispatch display document downgrade drop
duplicate edit emit employ enable encode encourage encrypt end enforce ensure escape exclude execute expand
expect explain export expose extend extract fail fake favor favour fetch fill filter finish fix flag follow
forbid force force-push fork format generate give go group handle hardcode hash hide hit hold host ignore
implement import include indent initialize inject inline insert install instantiate integrate intercept
introduce invoke keep kill land launch lint list load localize lock log look maintain make manage mark merge
migrate minimize mirror mock modify monitor mount move mutate name need nest normalize note notify obey omit
open optimize order organize output override package paginate parse pass patch pause permit persist pick pin
place poll port post prefer prefix print process profile prohibit prompt propagate protect provide publish
pull push put query raise reach read rebase rebuild recommend record redirect reduce refactor reference
refrain register reject release rely remove rename render reorder repeat replace reply report request require
rerun reset resolve respond restart restrict retry return reuse revert review rewrite rotate route run
sanitize save scaffold schedule scope search seed select send separate serialize set share ship show sign
simplify skip sleep sort spawn specify split squash stage start stay stick stop store stream structure stub
style submit subscribe suffix suggest support suppress switch sync tag take talk target terminate test throw
time tolerate touch trace track translate trigger trim truncate try type unwrap update upgrade upload use
utilize validate verify version wait warn watch work wrap write abandon abort accomplish accumulate achieve
acquire act adapt address adhere advance advise affect aggregate aim alert align allocate analyze anchor
animate announce anticipate appear approach archive argue arrange assemble assess assign associate assume
attach attempt audit authenticate authorize automate await backup balance batch behave benefit bisect blame
boot borrow branch browse calculate capture centralize chat cherry-pick clarify classify cleanup coerce
collaborate collect commence compare compress concatenate conclude conform consolidate construct consume
contribute control coordinate count cover crash crawl cross curate customize cut debounce debug decide declare
decode decouple deduplicate defer delay delegate demonstrate denormalize depend deprecate derive destroy
determine diff differ dig discover discuss dismiss distribute dive divide double download draft dump elevate
embed emulate encapsulate enter enumerate equal establish estimate evaluate evolve examine exceed exist exit
expire explore extend fallback fetch find flatten flush focus forget freeze gather gate get grant grep guard
guess guide halt harden hesitate highlight hook hydrate identify impersonate improve increase increment infer
inform inherit inspect instrument interact interpret invalidate investigate isolate iterate join jump justify
leak leave lift limit link live lower maintain map match measure memoize mention merge migrate minify
modularize multiply mute narrow navigate negotiate nuke observe obtain occur offer onboard operate opt
orchestrate originate overwrite own paraphrase partition paste perform pick ping play plug populate precompute
predict prepare preserve prevent prioritize probe proceed produce promote prove prune publish punt qualify
quote rank rate reach react realize reason rebase recall receive recover recurse redact redeploy refer reflect
refresh regenerate reindex relate relax reload rely remain remember render rent reorganize repair rephrase
replay replicate reply reproduce require resize resolve respect restore resume retain retrieve reveal revise
revisit roll round ruin satisfy scale scan scroll seal secure see seem segment sell serve settle setup shard
shift shorten shrink shut simulate slice slow smoke solve speak speed spell spin spread squash stabilize stamp
standardize starve strip stub study submit subtract succeed summarize supply surface suspend swallow swap
synchronize tackle teach tear tell tend think throttle tidy tie toggle tokenize transform transition transpile
traverse treat trust tune uninstall unlock unpack unset upsert use validate vendor verify visit visualize walk
want wire withdraw worry yield zip type-check typecheck have force-push squash-merge rebase-merge fast-forward hand-edit timeout dry-run grow widen hoist unpin stash silence
provision reconcile scrape decrypt containerize dockerize ingest draw
deliver bypass invent hallucinate fabricate weaken loosen circumvent postpone sacrifice obscure come retire decommission sunset carry
`;

const IRREGULAR: Record<string, string> = dict({
  wrote: 'write', written: 'write', ran: 'run', made: 'make', kept: 'keep', built: 'build', chose: 'choose',
  chosen: 'choose', stuck: 'stick', threw: 'throw', thrown: 'throw', began: 'begin', begun: 'begin',
  shown: 'show', hid: 'hide', hidden: 'hide', forbade: 'forbid', forbidden: 'forbid', broke: 'break',
  broken: 'break', caught: 'catch', brought: 'bring', held: 'hold', went: 'go', gone: 'go', took: 'take',
  taken: 'take', gave: 'give', given: 'give', sent: 'send', found: 'find', left: 'leave', read: 'read',
  led: 'lead', told: 'tell', got: 'get', gotten: 'get', spent: 'spend', undertaken: 'undertake', goes: 'go',
  does: 'do', did: 'do', done: 'do', has: 'have', had: 'have', came: 'come', sunsetted: 'sunset',
});

function inflections(base: string): string[] {
  const out = [base];
  const vowel = /[aeiou]/;
  // third person
  if (/(s|x|z|ch|sh)$/.test(base)) out.push(base + 'es');
  else if (/[^aeiou]y$/.test(base)) out.push(base.slice(0, -1) + 'ies');
  else out.push(base + 's');
  // past / participle and gerund
  if (base.endsWith('e')) {
    out.push(base + 'd', base.slice(0, -1) + 'ing');
  } else if (/[^aeiou]y$/.test(base)) {
    out.push(base.slice(0, -1) + 'ied', base + 'ing');
  } else {
    out.push(base + 'ed', base + 'ing');
    // consonant doubling for short CVC endings (commit → committed, run → running): generate both forms
    const last = base[base.length - 1];
    if (/[bdgklmnprtvz]/.test(last) && vowel.test(base[base.length - 2] ?? '') && !vowel.test(base[base.length - 3] ?? 'x')) {
      out.push(base + last + 'ed', base + last + 'ing');
    }
  }
  return out;
}

const VERB_FORMS = new Map<string, string>();
for (const b of VERB_BASES.split(/\s+/).filter(Boolean)) for (const f of inflections(b)) if (!VERB_FORMS.has(f)) VERB_FORMS.set(f, b);
for (const [f, b] of Object.entries(IRREGULAR)) VERB_FORMS.set(f, b);
// ("GPG-sign every commit", "commits must be GPG-signed"): signing, done the usual way
for (const f of inflections('sign')) VERB_FORMS.set('gpg-' + f, 'sign');
// nouns that look like inflected verbs
for (const w of ['string', 'strings', 'thing', 'things', 'ring', 'spring', 'during', 'nothing', 'something', 'anything', 'everything', 'bed', 'red', 'speed', 'ed', 'sing', 'king', 'news', 'series', 'species', 'bus', 'status', 'class', 'glass', 'gas', 'alias', 'canvas', 'this', 'its']) {
  VERB_FORMS.delete(w);
}

/** Words that say how an act is done when written before its verb with a hyphen ("hand-edit", "auto-format"). */
const VERB_MANNERS = new Set(['hand', 'auto', 'force', 'manually', 'double', 'bulk', 'mass', 'batch', 'soft', 'hard']);

/** Words made of "re" and a verb that are nouns as often as not. */
const RE_NOUNS = new Set(['research', 'researches', 'resource', 'resources', 'recall', 'resort', 'resorts', 'remark', 'remarks', 'reprint', 'restate', 'repose']);

/** Base form when `w` is a known verb form ("squash-merged" → "squash-merge"). */
export function verbBase(w: string): string | undefined {
  const v = VERB_FORMS.get(w);
  // "reintroduce", "re-enable", "reinstall": a verb done again is that verb
  if (v === undefined && /^re-?[a-z]{4,}$/.test(w) && !RE_NOUNS.has(w)) {
    const again = VERB_FORMS.get(w.replace(/^re-?/, ''));
    if (again !== undefined) return (w.startsWith('re-') ? 're-' : 're') + again;
  }
  if (v !== undefined || !w.includes('-')) return v;
  const i = w.lastIndexOf('-');
  const last = VERB_FORMS.get(w.slice(i + 1));
  // ("hand-edit", "auto-format", "force-delete": a verb with how it is done)
  return last !== undefined && (VERB_FORMS.has(w.slice(0, i)) || VERB_MANNERS.has(w.slice(0, i))) ? w.slice(0, i + 1) + last : undefined;
}

export function isVerbBaseForm(w: string): boolean {
  return VERB_FORMS.get(w) === w || (w.startsWith('gpg-') && VERB_FORMS.get(w) === w.slice(4)) || (VERB_FORMS.get(w) === undefined && verbBase(w) === w);
}

/** A third-person / plural `-s` form of a verb that is also commonly a plural noun (tests, runs, uses…). */
export function isSForm(w: string): boolean {
  const b = VERB_FORMS.get(w);
  return b !== undefined && b !== w && /s$/.test(w) && !/(ed|ing)$/.test(w);
}

// Derivational pairs that instructions use interchangeably.
const DERIVED: Record<string, string> = dict({
  indentation: 'indent', indented: 'indent', indenting: 'indent', formatting: 'format', formatter: 'format',
  linting: 'lint', linter: 'lint', documentation: 'doc', docs: 'doc', document: 'doc', repository: 'repo',
  directory: 'dir', folder: 'dir', configuration: 'config', dependency: 'dep', dependencies: 'dep', deps: 'dep',
  function: 'func', functions: 'func', fn: 'func', variable: 'var', variables: 'var', parameter: 'param',
  parameters: 'param', params: 'param', argument: 'param', arguments: 'param', args: 'param', arg: 'param',
  environment: 'env', message: 'msg', messages: 'msg', 'pull-request': 'pr', prs: 'pr', annotation: 'hint',
  annotations: 'hint', hints: 'hint', typing: 'hint', retries: 'retry', retried: 'retry', retrying: 'retry',
  attempts: 'retry', attempt: 'retry', timeouts: 'timeout', 'time-out': 'timeout', response: 'reply',
  responses: 'reply', replies: 'reply', answers: 'reply', answer: 'reply', respond: 'reply', responding: 'reply',
  replying: 'reply', answering: 'reply', database: 'db', databases: 'db', migration: 'migration',
  characters: 'char', character: 'char', chars: 'char', columns: 'column', cols: 'column', col: 'column',
  modules: 'module', packages: 'package', libraries: 'library', lib: 'library', libs: 'library',
  specs: 'test', spec: 'test', tests: 'test', testing: 'test', tested: 'test', e2e: 'e2e', 'end-to-end': 'e2e',
  semicolon: 'semicolon', semi: 'semicolon', semis: 'semicolon', docstring: 'docstring',
  commits: 'commit', committing: 'commit', committed: 'commit',
});

const NOT_PLURAL = new Set(
  `this is his was has does goes its yes less unless always perhaps series species news class pass process
  access address express across else alias canvas atlas gas bias pandas macos ios chaos kudos cos os status bus
  focus bonus corpus virus campus census consensus apparatus nexus plus minus thus us various previous
  analysis basis axis redis jenkins kubernetes postgres sass express thesis synopsis hypothesis diagnosis emphasis
  parenthesis genesis chassis iris tennis crisis oasis premise`.split(/\s+/),
);

/** Singular of a plural noun by rule (conservative). */
function singular(w: string): string {
  if (w.length <= 3 || !/^[a-z]/.test(w) || /[^a-z-]/.test(w) || NOT_PLURAL.has(w)) return w;
  // ("status", "bus", "corpus": a word in -us is one thing, but for plurals of words in -u: "menus", "SKUs")
  if (/(ss|us)$/.test(w)) return /^(menus|skus|gurus|haikus|tofus|emus)$/.test(w) ? w.slice(0, -1) : w;
  if (/ies$/.test(w) && w.length > 4) return w.slice(0, -3) + 'y';
  if (/(xes|ches|shes|sses|zes)$/.test(w)) return w.slice(0, -2);
  // ("aliases" → "alias", but "cases" → "case", "databases" → "database")
  if (/ases$/.test(w)) return NOT_PLURAL.has(w.slice(0, -2)) ? w.slice(0, -2) : w.slice(0, -1);
  if (/s$/.test(w)) return w.slice(0, -1);
  return w;
}

const stemCache = new Map<string, string>();

/** Stem of one lowercased word (memoised). */
export function stem(w: string): string {
  let r = stemCache.get(w);
  if (r === undefined) {
    r = computeStem(w);
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(w, r);
  }
  return r;
}

function computeStem(w: string): string {
  const d = DERIVED[w];
  if (d) return d;
  const v = VERB_FORMS.get(w);
  if (v) return DERIVED[v] ?? v;
  const s = singular(w);
  if (DERIVED[s]) return DERIVED[s];
  // nominalisations: validation → validate, configuration → configure
  const m = /^(.{3,})ation$/.exec(s);
  if (m) for (const b of [m[1] + 'ate', m[1] + 'e', m[1]]) if (VERB_FORMS.get(b) === b) return b;
  // approval → approve, renewal → renew, deployment → deploy (not signal → sign, portal → port)
  const n = /^(.{3,}?)(al|ment)$/.exec(s);
  if (n) for (const b of n[2] === 'ment' ? [n[1], n[1] + 'e'] : /w$/.test(n[1]) ? [n[1]] : [n[1] + 'e']) if (VERB_FORMS.get(b) === b) return DERIVED[b] ?? b;
  // ("gzipped"): a participle of a verb no list knows, written with its last consonant doubled, is that verb
  const p = /^([a-z]{2,}?([bdgpt]))\2ed$/.exec(s);
  if (p) return p[1];
  return s;
}

// ---------------------------------------------------------------------------------------------------------
// Number words

const NUMBER_WORDS: Record<string, number> = dict({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, eighty: 80,
  hundred: 100, single: 1,
});

/** The numeric value of a token (digits or a number word), else undefined. */
export function numberValue(w: string): number | undefined {
  const c = w.charCodeAt(0);
  if (!(c >= 48 && c <= 57) && NUMBER_WORDS[w] === undefined) return undefined;
  if (/^\d+(\.\d+)?$/.test(w)) return Number(w);
  if (/^\d{1,3}([,_ \u00a0\u202f]\d{3})+$/.test(w)) return Number(w.replace(/[,_ \u00a0\u202f]/g, ''));
  return Object.prototype.hasOwnProperty.call(NUMBER_WORDS, w) ? NUMBER_WORDS[w] : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Sentence cleaning and tokenisation

/** Auxiliaries whose negation is written "dont", "isnt": without the apostrophe. */
const UNMARKED_NT = String.raw`\b(do|does|did|is|are|was|were|should|could|would|has|have|had|must)nt\b`;

/** Contractions spelt out (exported for tests). */
export const CONTRACTIONS: [RegExp, string][] = [
  [/\b(do|does|did|is|are|was|were|should|must|could|would|has|have|had|need)n['’]t\b/gi, '$1 not'],
  [/\bcan['’]t\b/gi, 'can not'],
  [/\bcannot\b/gi, 'can not'],
  [/\bwon['’]t\b/gi, 'will not'],
  [/\bit['’]s\b/gi, 'it is'],
  [/\blet['’]s\b/gi, 'let us'],
  [/\b(you|we|they)['’]re\b/gi, '$1 are'],
  [/\b(you|we|they|i)['’]ll\b/gi, '$1 will'],
  [/\bthat['’]s\b/gi, 'that is'],
  [/\bwhat['’]s\b/gi, 'what is'],
  [/\bthere['’]s\b/gi, 'there is'],
  // ("dont touch npm", "we dont use wally", "nextest isnt installed"): the same words written without the apostrophe
  [new RegExp(UNMARKED_NT, 'gi'), '$1 not'],
  // ("pls dont pip install stuff", "deps go thru poetry"): and words written short
  [/\b(?:pls|plz)\b/gi, 'please'],
  [/\bthru\b/gi, 'through'],
  [/\bur\b/gi, 'your'],
];

/** Contractions with no apostrophe in them ("cannot", "dont", "isnt"), and words written short ("pls", "thru", "ur"). */
const UNMARKED_CONTRACTION = new RegExp(String.raw`cannot|\b(?:pls|plz|thru|ur)\b|${UNMARKED_NT}`, 'i');

/** An act and its opposite joined by a slash: "enable/disable", "install/uninstall", "add/remove", "on/off". */
const OPPOSITE_ACTS = /\b(enable|disable|install|uninstall|add|remove|allow|deny|show|hide|start|stop|include|exclude|lock|unlock|on|off)\/(disable|enable|uninstall|install|remove|add|deny|block|allow|hide|show|stop|start|exclude|include|unlock|lock|off|on)\b/gi;

/** Markers that mean "don't" / "do" in checklists. */
const NEG_MARK_FORMS = String.raw`[❌🚫⛔✗✘]|:x:|:no_entry(?:_sign)?:`;
const NEG_MARKS = new RegExp(NEG_MARK_FORMS, 'gu');
const NEG_MARKS_STRESS = new RegExp(String.raw`(?:${NEG_MARK_FORMS})(?=\s*(?:never|not|no|don'?t|do not|avoid|must not|cannot)\b)`, 'giu');
const POS_MARKS = /[✅✓✔☑]|:white_check_mark:|:heavy_check_mark:/gu;
/** A mark of what to use before code, then one of what not to ("✅ `pnpm add` ❌ `npm install`"): two statements. */
const NEG_AFTER_FIX = new RegExp(String.raw`(?:[✅✓✔☑]|:white_check_mark:|:heavy_check_mark:)\uFE0F?(?=\s*\u0001)([^❌🚫⛔✗✘✅✓✔☑]*?)(${NEG_MARK_FORMS})`, 'u');
const FIX_AFTER_NEG = new RegExp(String.raw`((?:${NEG_MARK_FORMS})[^✅✓✔☑]*?)(?:[✅✓✔☑]|:white_check_mark:|:heavy_check_mark:)\uFE0F?(?=\s*\u0001)`, 'u');

/**
 * Reduce a markdown sentence to plain text with code spans replaced by `\u0001N\u0002` placeholders.
 * Returns the text and the span contents.
 */
export function cleanMarkdown(src: string): { text: string; spans: string[] } {
  const spans: string[] = [];
  // code spans, links, angle URLs and tags through linear equivalents of their regexes (see linear.ts)
  let s = replaceCodeSpans(src, (body) => {
    // `allow(clippy::...)` and `allow(clippy::…)` are one text
    spans.push(body.trim().replace(/\.\.\./g, '…'));
    return ` \u0001${spans.length - 1}\u0002 `;
  });
  s = dropTags(dropAngleUrls(unlink(unlink(unlink(s, 'image'), 'inline'), 'reference')).replace(/\bhttps?:\/\/[^\s)]+/g, ' '))
    .replace(/\*+/g, '')
    .replace(/(^|[\s(])_+(?=\S)/g, '$1')
    // a `_` preceded by `_` never starts a match (the run's first start decides for all): excluding it
    // keeps `(\S)_+(?=…)` from rescanning a long run of underscores from each of its characters
    .replace(/((?<!_)_|[^\s_])_+(?=[\s.,;:!?)]|$)/g, '$1')
    .replace(/~~/g, '')
    .replace(/\s--\s/g, ' — ')
    // ("You can enable/disable handlers", "add/remove entries"): an act and its opposite are a choice of either
    .replace(OPPOSITE_ACTS, '$1 or $2')
    // ("❌ NEVER run …": a mark before a negation of its own only stresses it)
    .replace(NEG_MARKS_STRESS, ' ')
    // ("❌ `bun install` — ✅ `pnpm install`": after a mark of what not to do, a mark before code gives what to use)
    .replace(FIX_AFTER_NEG, '$1 use ')
    .replace(NEG_AFTER_FIX, ' use $1 ; $2')
    .replace(NEG_MARKS, ' never ')
    .replace(POS_MARKS, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  // (every contraction holds an apostrophe, but "cannot" and those written without one: most sentences need none of
  // the passes)
  if (s.includes("'") || UNMARKED_CONTRACTION.test(s)) for (const [re, rep] of CONTRACTIONS) s = s.replace(re, rep);
  return { text: s, spans };
}

// ("11:00–23:00": a time of day, or a range of them, is one word, its colon no label's and its dash no clause's)
const PROSE_TOKEN = /\u0001(\d+)\u0002|(?<![\p{L}\p{N}:.])\d{1,2}:\d{2}(?::\d{2})?(?:\s?[–—-]\s?\d{1,2}:\d{2}(?::\d{2})?)?(?![\p{N}:])|(?<![\p{N}.,])\d{1,3}(?:(?:,|_| |\u00a0|\u202f)\d{3})+(?![\p{N}]|[.,]\d)|(?<![\p{L}\p{N}])\.[\p{L}][\p{L}\p{N}_-]*|[\p{L}\p{N}](?:[\p{L}\p{N}_'.+#&-]*[\p{L}\p{N}+#])?%?|%|→|⇒|⟶|=>|--?>|[<>]=?|≥|≤|[();:,!?]|\.(?=\s|$)|—|–|\s-\s|\+/gu;

function splitSlashes(word: string): string[] {
  // "TypeScript/JavaScript", "import/export": alternatives, split them; keep "n/a" and "node:test"-like words
  if (!word.includes('/') || word.length <= 3) return [word];
  return word.split('/').filter(Boolean);
}

function codeTokens(body: string): string[] {
  const out: string[] = [];
  for (const m of body.matchAll(/[A-Za-z0-9_.+#@:$-]+/g)) {
    const w = trimEndOf(m[0], '.:');
    if (w) out.push(w);
  }
  return out;
}

/** Multi-word terms read as one word (exported for tests). */
export const COMPOUNDS: [RegExp, string][] = [
  [/\bforce[- ]push(es|ed|ing)?\b/gi, 'force-push$1'],
  [/\b(pull|merge) requests?\b/gi, 'PR'],
  [/\btype[- ]check(s|ed|ing)?\b/gi, 'type-check$1'],
  [/\btime[- ]?outs?\b/gi, 'timeout'],
  [/\btimes? out\b/gi, 'timeout'],
  [/\bcode base\b/gi, 'codebase'],
  [/\bfile ?names?\b/gi, 'filename'],
];

/** What every compound starts with (a sentence with none of these needs no pass of COMPOUNDS). */
const COMPOUND_START = /\b(?:force|pull|merge|type|time|code|file)/i;

/** Tokenise a cleaned sentence (see cleanMarkdown). */
export function tokenize(text: string, spans: string[]): Tok[] {
  if (COMPOUND_START.test(text)) for (const [re, rep] of COMPOUNDS) text = text.replace(re, rep);
  // ("deps are managed w/ poetry", "w/o tests"): the shorthands of "with" and "without"
  if (text.includes('w/') || text.includes('W/')) text = text.replace(/\b([wW])\/o\b/g, (_m, w: string) => (w === 'W' ? 'Without' : 'without')).replace(/\b([wW])\/(?=[\s\p{L}\u0001])/gu, (_m, w: string) => (w === 'W' ? 'With ' : 'with '));
  // ("Fill §6 edge categories": a section sign names which section, not how many)
  if (text.includes('§')) text = text.replace(/§\s?(?=\d)/g, 'section ');
  const toks: Tok[] = [];
  let paren = 0;
  const push = (raw: string, code: number): void => {
    let w = raw.toLowerCase();
    let poss = false;
    if (code < 0 && /'s?$/.test(w)) {
      poss = true;
      w = w.replace(/'s$/, '').replace(/'$/, '');
    }
    // ("GPUs", "IDs", "CPUs"): the plural of a word in capitals is the word
    const t: Tok = { w, s: code < 0 ? (/^[A-Z]{2,}s$/.test(raw) ? stem(w.slice(0, -1)) : stem(w)) : w, raw, code, paren };
    if (poss) t.poss = true;
    toks.push(t);
  };
  for (const m of text.matchAll(PROSE_TOKEN)) {
    if (m[1] !== undefined) {
      const id = Number(m[1]);
      const body = spans[id] ?? '';
      const parts = codeTokens(body);
      const first = toks.length;
      if (parts.length === 0) push(body || '`', id);
      for (const p of parts) push(p, id);
      // ("`const`/`let`": a slash between two code spans joins alternatives)
      if (toks.length > first && m.index !== undefined && /\u0002\s?\/\s?$/.test(text.slice(Math.max(0, m.index - 4), m.index))) toks[first].slash = true;
      continue;
    }
    const t = m[0].trim();
    if (t === '(') {
      toks.push({ w: '(', s: '(', raw: '(', code: -1, paren });
      paren++;
      continue;
    }
    if (t === ')') {
      paren = Math.max(0, paren - 1);
      toks.push({ w: ')', s: ')', raw: ')', code: -1, paren });
      continue;
    }
    // an arrow, however it is typed ("->", "=>", "→"): one token
    if (t === '→' || t === '⇒' || t === '⟶' || t === '=>' || t === '->' || t === '-->') {
      toks.push({ w: '→', s: '→', raw: t, code: -1, paren });
      continue;
    }
    if (t === '-' || t === '—' || t === '–') {
      toks.push({ w: '—', s: '—', raw: t, code: -1, paren });
      continue;
    }
    const first = toks.length;
    // glued numbers and units: "10s", "100ms", "2-space", "80-character", "90%"
    const g = /^(\d+(?:\.\d+)?)-?(ms|s|sec|secs|m|min|mins|h|hr|hrs|d|kb|mb|gb|k|%|[a-z]+)$/i.exec(t);
    if (g && !/^\d+(\.\d+)*$/.test(t) && !/^\d+(st|nd|rd|th|x|d)$/i.test(t) && !/^\d+\.\d+\.\d+/.test(t)) {
      push(g[1], -1);
      // ("~68KB", "~6k tokens": about, as for a number written alone)
      if (m.index !== undefined && m.index > 0 && text[m.index - 1] === '~') toks[toks.length - 1].raw = '~' + toks[toks.length - 1].raw;
      push(g[2], -1);
    } else {
      for (const part of splitSlashes(t)) push(part, -1);
      // "~2000 tokens": the tilde says about, and stays on the number as written
      if (/^\d/.test(t) && m.index !== undefined && m.index > 0 && text[m.index - 1] === '~') toks[toks.length - 1].raw = '~' + toks[toks.length - 1].raw;
    }
    if (toks.length > first && m.index !== undefined && m.index > 1 && text[m.index - 1] === '/' && /[\p{L}\p{N}]/u.test(text[m.index - 2])) toks[first].slash = true;
    // ("Code under pipelines/spark/ targets Python 3.10", "serving/"): a word with a slash after it, and the words it is
    // joined to by slashes before it, name a folder
    const end = (m.index ?? 0) + m[0].length;
    if (toks.length > first && text[end] === '/' && !/[\p{L}\p{N}]/u.test(text[end + 1] ?? '')) {
      let q = toks.length - 1;
      toks[q].dir = true;
      while (q > 0 && toks[q].slash && toks[q - 1].code < 0) toks[--q].dir = true;
    }
  }
  return toks;
}

/**
 * A phrase of plain words ("merge commit", "node.js", "c++"), each one token of PROSE_TOKEN's word form that
 * starts with a letter, or one code span ("`npm ci`"): cleaning changes neither.
 */
const PLAIN_WORDS = /^[A-Za-z](?:[A-Za-z0-9.+#-]*[A-Za-z0-9+#])?(?: [A-Za-z](?:[A-Za-z0-9.+#-]*[A-Za-z0-9+#])?)*$/;
const PLAIN_CODE = /^`([^`]+)`$/;

/** Whether a phrase is plain words that are its tokens as written: split at its spaces, each is one token. */
export function isPlainPhrase(text: string): boolean {
  return PLAIN_WORDS.test(text) && !COMPOUND_START.test(text) && !UNMARKED_CONTRACTION.test(text);
}

/**
 * The surface forms of a phrase's tokens, as `tokenize(cleanMarkdown(text))` gives them (without stems). A
 * phrase of plain words, or one code span, needs none of the cleaning passes: a vocabulary of thousands of
 * phrases is read without them.
 */
export function phraseWords(text: string): { w: string; raw: string }[] {
  if (isPlainPhrase(text)) return text.split(' ').map((raw) => ({ w: raw.toLowerCase(), raw }));
  const code = PLAIN_CODE.exec(text);
  if (code) {
    const body = code[1].trim().replace(/\.\.\./g, '…');
    const parts = codeTokens(body);
    if (parts.length === 0) parts.push(body || '`');
    return parts.map((raw) => ({ w: raw.toLowerCase(), raw }));
  }
  const { text: clean, spans } = cleanMarkdown(text);
  return tokenize(clean, spans).map((t) => ({ w: t.w, raw: t.raw }));
}

/** Words that carry no content for object / scope comparison. */
export const STOP = new Set(
  `a an the this that these those it its they them their there here we us our you your i me my he she his her
  and or nor but so then than as of to in on at by for with from into onto about via per within without inside
  under over between through across after before during until while when whenever where wherever if unless
  whether because since though although also just only even still very really quite more most less least much
  many few some any all every each both either neither no not never always must should may might can could will
  would shall be is are was were been being do does did done have has had having please etc e.g i.e eg ie
  which who whom whose what how why other another such same own instead rather like let use using used uses
  make sure ensure get got one ones thing things stuff way something anything everything nothing someone anyone nobody
  everyone first then next ever whatsoever`.split(/\s+/),
);

/** The label a line's value is given under ("2025/2026 Tax: $11,783.54/year", "**Minimum**: 512MB RAM"), lower case. */
export function valueLabelOf(text: string): string | undefined {
  return /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?([^:*_`]{1,40}?)(?:\*\*|__)?\s*:\s/.exec(text)?.[1].trim().toLowerCase();
}
