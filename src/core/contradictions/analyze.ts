// Meaning of one directive sentence, deterministically.
//
// The sentence is tokenised, split into clauses ("Do not use Prisma; use Drizzle" → two), and each clause
// gets a polarity (do / don't), a force (strong: always/must/never; plain: imperative or statement; weak:
// prefer/should/avoid; permissive: may/can/is fine) and a scope (the qualifiers left over once the
// subject itself is removed: "in tests", "for new Android code", "when …"). Claims are then read off the
// clause:
//   choice   a member of an exclusive family (pnpm, Vitest, snake_case, tabs, English…), per target;
//   number   a limit with a unit (line length 100 characters, timeout 30 s, coverage 80 %);
//   version  a version of a language, runtime or framework (Python 3.11, Node.js ≥ 20);
//   action   a verb and its object (call `unwrap()`, push to the release branch, run `cargo fmt`), plus a
//            few recurring policy concepts expressed in many ways (asking before acting, tests touching
//            the network, one component per file).
//
// The clause parser is in clauses.ts, scopes and conditions in scope.ts, each kind of claim in claims/, list
// lead-ins and "Label:" lines in marks.ts, word classes they share in words.ts.
import { actionClaims, gerundActs, rejectedName } from './claims/actions.js';
import { affixMentions } from './claims/affixes.js';
import { indentMentions, makeChoiceClaims, negatesRole, perMentions, qualifierMention, type RawMention, specificCommand } from './claims/choice.js';
import { branchClaims } from './claims/branches.js';
import { configFileClaims, lockfileClaims } from './claims/configFiles.js';
import { locationClaims } from './claims/locations.js';
import { memberNamed, nounPhrases } from './claims/objects.js';
import { numberClaims } from './claims/numbers.js';
import { closingSummary, confirmClaims, networkClaim, resourceClaims, typePrefixClaim } from './claims/policies.js';
import { labelTool, mentionedTool, versionClaims } from './claims/versions.js';
import { ARROWS, asideRelative, assignRoles, type Clause, forceOf, isAdverb, isNegWord, LEAD_PLACES, maxForce, parseClause, placeMembers, type Role, separatorBefore, splitClauses, passiveOff, switchedOff, verbSeries } from './clauses.js';
import type { Ctx } from './context.js';
import { GENERIC_WORDS, LANGUAGE_TARGETS, NAMING_TARGETS, SCOPE_SYNONYMS } from './lexicon.js';
import { findMentions, type Lexicon, type Mention } from './lexiconIndex.js';
import { completeLead, isLabel, isNegativeLead, labelIsPart, labelNames, labelTouches } from './marks.js';
import { AGENT_ACTORS, clauseHasContext, NARROWING_MANNER, noException, placesOf, scopeOf, subjectWords } from './scope.js';
import { cleanMarkdown, isSForm, isVerbBaseForm, numberValue, stem, STOP, type Tok, tokenize, verbBase } from './text.js';
import { flagValuesOnce } from './facts.js';
import type { Claim, ClaimBasis } from './types.js';
import { ABSENT_FROM_STACK, ACT_NAMED, NONE_OF_TOOL, BEGAN_WORDS, CARVE_WORDS, CEASE_VERBS, CODE_GENERIC, FILE_EXT, COND_WORDS, COPULAS, DETERMINERS, GENERIC_HEADS, GONE_VERBS, LAUNCHERS, LEAD_ADVERBS, MEMBER_TAILS, MODALS, NEG_VERBS, OTHER_PEOPLE, OWN_SUBCOMMANDS, POLICY_ADJ, PREPOSITIONS, QUALIFIED_FAMILIES, REGISTRY_NAMED, removedVerb, set, SHARED_REGISTRY, SLOT_NOUNS, STRONG, SUBORDINATORS, VERB_CLASS } from './words.js';

export interface Analysis {
  claims: Claim[];
  instruction: boolean;
  words: string[];
}

/** Last words of a label that name a kind of list or note, not an act: "Build commands:", "Test steps:". */
const LABEL_NOUNS = /^(commands?|scripts?|steps?|tips?|notes?|rules?|guides?|guidelines?|flow|workflows?|setup|process|order|polic(?:y|ies)|conventions?|tools?|files?|targets?|tasks?|checks?|output|examples?|options?|settings?|config|configuration|docs|documentation|section|reference)$/;

/** Whether an instruction names a means after its verb, before `end` ("format with dprint", "deploy on Fly", "store as `UInt128`"). */
function meansAfterVerb(cl: Clause, ctoks: Tok[], end = ctoks.length): boolean {
  return cl.instruction && cl.verb >= 0 && ctoks.some((x, k) => k > cl.verb && k < end && cl.roles[k] === 'main' && x.code < 0 && /^(with|using|via|through|in|on|for|as)$/.test(x.w));
}

/** A topic of a word or two before a dash ("Formatting —", "Go linting —"), not an imperative ("Run it —"). */
function topicBeforeDash(ctoks: Tok[]): boolean {
  const words = ctoks.filter((t) => t.code < 0 && /[a-z]/.test(t.w));
  // (not one with a number: "Requires Node 18 — don't bump it" states a version)
  return words.length >= 1 && words.length <= 2 && ctoks.every((t) => t.code < 0 && !/\d/.test(t.w)) && !isVerbBaseForm(words[0].w) && words.every((t) => !STOP.has(t.w)) && !(words.length === 2 && goneWord(words[1].w));
}

/** An imperative with the version it runs on before a command ("Compile with JDK 17: `./gradlew build`"): an instruction, not a label. */
function runsOnVersion(ctoks: Tok[]): boolean {
  const v = ctoks[0];
  if (!v || v.code >= 0 || !isVerbBaseForm(v.w) || verbBase(v.w) !== v.w || (STOP.has(v.w) && v.w !== 'use')) return false;
  return ctoks.some((t, k) => k > 1 && t.code < 0 && /^\d+(\.\d+)*$/.test(t.w) && ctoks[k - 1].code < 0 && /^[A-Z][\w.]+$/.test(ctoks[k - 1].raw));
}

/** A participle that says a thing was taken out ("removed", "dropped", "abandoned"): "ESLint removed — …", "ktlint dropped". */
function goneWord(w: string): boolean {
  return /ed$/.test(w) && GONE_VERBS.has(verbBase(w) ?? '');
}

/** Whether a clause chooses a tool: a verb of use, a label, a bare choice, or an instruction's means. */
function choosesTool(cl: Clause, ctoks: Tok[]): boolean {
  // (a bare choice of a few words: "Const objects, NOT enums", "Tabs, not spaces")
  if ((cl.verbBase !== undefined && ALT_USE_VERBS.has(cl.verbBase)) || cl.label !== undefined || (!cl.verbal && ctoks.filter((x) => x.code >= 0 || /[a-z0-9]/i.test(x.w)).length <= 3)) return true;
  return meansAfterVerb(cl, ctoks);
}

/** The place a command line is run in, named by "in" / "inside" / "within" / "under" and a path or a name ("in quasar-ui-danx", "in the SPA"). */
function cmdPlace(cl: Clause, ctoks: Tok[], code: number, ctx: Ctx): string[] {
  const out: string[] = [];
  for (let k = 0; k < ctoks.length; k++) {
    const x = ctoks[k];
    if (x.code >= 0 || cl.roles[k] !== 'main' || !/^(in|inside|within|under)$/.test(x.w)) continue;
    for (let j = k + 1; j < Math.min(ctoks.length, k + 4); j++) {
      const y = ctoks[j];
      if (y.code >= 0) {
        if (y.code !== code) out.push('in:' + (ctx.spans[y.code] ?? '').toLowerCase().replace(/\/+$/, ''));
        break;
      }
      // ("in any environment": each of them, no place of its own)
      if (/^(any|every|each|all)$/.test(y.w)) break;
      if (DETERMINERS.has(y.w)) continue;
      if (/^[a-z][\w.-]*$/.test(y.w) && !STOP.has(y.w) && !PREPOSITIONS.has(y.w) && !GENERIC_WORDS.has(y.w) && verbBase(y.w) === undefined) out.push('in:' + y.s);
      break;
    }
  }
  return out;
}

/** Function words of French, Spanish, Italian, Portuguese and German that English does not use. */
const FOREIGN_FUNCTION_WORDS = set(`le la les des du une est et pour avec dans sur pas ne qui cette ces sont être avoir doit doivent jamais toujours chaque aussi très
  el los las del una y para en por pero muy siempre nunca debe cada también está están
  il lo gli della delle degli non che sono ogni sempre mai deve anche questo questa
  os das dos um uma não para com sempre nunca cada também são
  der die das und nicht mit für auf ist sind ein eine jede immer nie muss auch werden wird`);

/** The agent a line is addressed to ("Claude:", "For the agent:"), not a topic ("Model:", "Bot:" name a thing of the project). */
const ADDRESSED = /^(?:claude|agent|agents|assistant|subagent|subagents|codex|copilot)$/;
/** The marks of a note before a colon ("Learned:", "Gotcha:", "Note to self:", "TIL:"): no topic of what follows. */
const NOTE_LABELS = set('note notes nb learned learnt lesson lessons til tip tips hint reminder remember gotcha gotchas pitfall heads up fyi psa self to');
/** Labels that introduce the reason for a rule or what goes wrong without it ("Why:", "Rationale:", "Symptom:"). */
const RATIONALE_LABELS = set('why reason reasons rationale because motivation background problem problems symptom symptoms cause impact consequence consequences result outcome benefit benefits pros cons tradeoff tradeoffs trade-off trade-offs context history');

/** Package-manager subcommands that look a package up in the registry ("npm show x", "yarn info x"). */
const REGISTRY_LOOKUPS = set('show view info search whoami ping owner dist-tag docs repo bugs');

/** Verbs that act on things that exist rather than choose a kind of code ("import the enums", "map variants to enum values"). */
const CONSUME_VERBS = set('import export map match pass reference call read mock document expose re-export reexport');
/** Words that say which kind of a construct is meant rather than which things ("string enums", "TypeScript enums"). */
const CONSTRUCT_KIND_WORDS = set('string numeric number const typescript native regular plain class function functional stateful stateless pure');

/** Subjects that are another actor than the reader: what they do is described, not prescribed to the reader. */
const ACTORS = new Set('it they he she agent subagent bot'.split(' '));

/** Verbs of "use X for Y", whose object is the thing chosen and Y what it is for. */
const PURPOSE_VERBS = set('use prefer choose pick adopt');
/** Verbs whose object is the tool chosen, so that "X, not Y" after them rules Y out ("use `fetch`, not axios"). */
/** What a project sends somewhere: where it goes to is what is used for it ("Deploys go to Heroku"). */
const SENT_THINGS = set('deploy deploys deployment deployments release releases build builds artifact artifacts image images backup backups log logs error errors event events metric metrics trace traces alert alerts page pages email emails');
const ALT_USE_VERBS = set('use prefer choose pick adopt install add import require run call invoke stick rely go standardize standardise switch migrate move default target');

/**
 * Verbs that do not say a tool is used when it is their object or complement ("copy the `biome` binary",
 * "picked up by the vitest project", "powered by Vite", "read the Jest docs"). Any other verb governing a
 * member ("write tests with Jest", "are managed with Poetry", "prefix messages with a gitmoji") does.
 */
const NON_USAGE_VERBS = set(`be have feel seem read see look know mention describe explain discuss compare mean refer link note
  say tell show contain list appear become happen pick affect break fail miss ignore copy paste download open close watch
  detect find search grep browse visit inspect review investigate troubleshoot reproduce debug assume expect want love like
  hate get give take bring come go leave let suggest power base inspire remove delete uninstall drop replace deprecate mirror
  fork clone cite study understand learn ask ping notify track outperform beat vs resemble mimic emulate wrap-up thank
  exist occur cause trigger consider evaluate benchmark measure change modify edit update upgrade downgrade bump alter
  touch tweak adjust patch include contain maintain satisfy suppress justify retire decommission sunset`);

/** Verbs that put something into a file: "put the config in `nginx.conf`", "add it to `tox.ini`". */
const CONFIG_VERBS = set('put add edit update configure write set register declare list define keep change');

/** What a checking tool reports: "Psalm errors", "ESLint warnings". */
const TOOL_FINDINGS = set('error warning finding violation complaint diagnostic issue failure');

const HEDGE_TAIL = /^(needed|necessary|possible|appropriate|applicable|practical|feasible|required|useful|helpful|relevant)$/;
const MANAGE_SUBCOMMANDS = set('install i add ci remove rm uninstall un update up upgrade sync lock dedupe prune');
const EXCESS_MANNER = set('unnecessarily needlessly excessively overly blindly indiscriminately gratuitously prematurely arbitrarily unnecessary needless excessive gratuitous unneeded superfluous redundant');

/** A subject that is the agent being instructed: "you cannot push", "we never commit". */
const ADDRESSEE = /^(you|we|agents?|claude|i)$/;

/** Whether most of a sentence's letters (outside code) are not Latin: Hangul, CJK, Cyrillic, Arabic, … */
export function foreignText(text: string): boolean {
  // (in the Latin script: mostly the function words of another language, "Chaque fichier doit être testé avant la revue")
  const ws = text.toLowerCase().match(/[a-zà-ÿ]+/g) ?? [];
  if (ws.length >= 4) {
    let f = 0;
    for (const w of ws) if (FOREIGN_FUNCTION_WORDS.has(w)) f++;
    if (f >= 3 && f * 3 >= ws.length) return true;
  }
  if (!/[^\x00-\x7f]/.test(text)) return false;
  let latin = 0;
  let other = 0;
  for (const ch of text.replace(/\u0001\d+\u0002/g, ' ')) {
    if (/[A-Za-z\u00C0-\u024F]/.test(ch)) latin++;
    else if (/\p{L}/u.test(ch)) other++;
  }
  return other > latin;
}

/**
 * A sentence quoted inside another ("\"Never use raw `git commit`; always invoke `/flow:flow-commit`\" sounds
 * personal") is mentioned, not said: it is read as "the quote".
 */
function quotedAway(sentence: string): string {
  return sentence.replace(/["“]([A-Z][^"“”]*)["”]/g, (m, inner: string, at: number) => {
    const rest = sentence.slice(0, at) + sentence.slice(at + m.length);
    return inner.trim().split(/\s+/).length >= 4 && /\p{L}{2}/u.test(rest) ? 'the quote' : m;
  });
}

/**
 * "Verify no type errors", "Ensure no warnings", "needs no Cloudflare": after a verb that checks or needs, "no" says
 * what the check must find or what is not needed, and it is the clause's only negation; a command that follows is
 * how to do it, not what is ruled out.
 */
function checksForNone(toks: Tok[], roles: Role[]): boolean {
  let at = -1;
  for (let k = 0; k < toks.length; k++) {
    if (roles[k] !== 'main' || !isNegWord(toks, k)) continue;
    if (at >= 0) return false;
    at = k;
  }
  return at > 0 && toks[at].w === 'no' && toks[at - 1].code < 0 && /^(verify|ensure|check|confirm|assert|sure|need|needs|require|requires)$/.test(toks[at - 1].w);
}

/**
 * Analyse one directive. `lead` is a negative lead-in that governs a list item ("Never use:", a "Don'ts"
 * heading, "You do NOT:").
 */
/** A Rust edition written before its noun: "the Rust 2021 edition", "the 2024 edition". */
const YEAR_EDITION = /\b(Rust\s+)?(20(?:15|18|21|24))\s+edition\b/gi;

/** A rate written with a slash: "100 req/min", "50 requests/s", "10 calls / second". */
const RATE_SLASH = /\b(\d+(?:[.,]\d+)*\s*[a-z]+)\s*\/\s*(s|sec|secs|seconds?|min|mins|minutes?|h|hr|hrs|hours?|day|days)\b/gi;
const RATE_UNITS: Record<string, string> = { s: 'second', sec: 'second', secs: 'second', min: 'minute', mins: 'minute', h: 'hour', hr: 'hour', hrs: 'hour' };

/** "Python deps: managed by Poetry", "Formatting: handled by Biome": a label whose value says what does it, read as a statement. */
const LABEL_PARTICIPLE = /^(\s*[A-Za-z][\w .+/-]{0,40}?)\s*:\s+((?:managed|handled|installed|built|run|formatted|linted|tested|bundled|compiled|checked|served|deployed|driven|powered)\s+(?:by|with|via|through)\b)/i;

/** "retried once", "at most once", "run twice": a count of times (not "once the PR is merged", a time). */
const ONCE = /\bonce\b(?=\s*(?:[.,;:)!?—–]|\s-\s|$|per\b|a (?:day|week|month|year|sprint|release)\b|every\b|more\b|or\b|and\b))/gi;
const TWICE = /\btwice\b/gi;
/** "Feel free to `yarn add` whatever you need": a command line written where a verb goes is run. */
const COMMAND_AS_VERB = /\b(to|please|always|never|just|don't|do not)\s+(?=`(?:npm|pnpm|yarn|bun|pip|pipx|uv|poetry|cargo|gem|bundle|composer|brew|conda|mamba|go)\s+[a-z][\w-]*`\s+(?:whatever|anything|any|every|each|all|what|the|a|an|it|them|new|your|packages?|deps?|dependencies)\b)/gi;
/** "We're stuck on TypeScript 4.9": what a project is stuck on, it is on. */
const STUCK_ON = /\b(am|is|are|'re|'s|’re|’s)\s+(?:still\s+)?(?:stuck|frozen|locked)\s+on\b/gi;
/** The branches a change can go to directly, without a pull request. */
const DIRECT_BRANCHES = 'main|master|develop|trunk|production|prod|release';
/** "Small fixes can go straight to main": what goes to a branch directly is pushed to it. */
const GO_STRAIGHT = new RegExp(String.raw`\b(can|may|should|must|will|to|cannot|can't)\s+(?:go|land)\s+(straight|directly)\s+(?:to|into|on)\s+(?=\`?(?:${DIRECT_BRANCHES})\b)`, 'gi');
/**
 * "do a commit", "make a push", "Never do commit before I say ok": a light verb before the noun of an act is the act;
 * "do `git push --force`": and before a command, running it.
 */
const LIGHT_ACT = /\b(?:do|make)\s+(?:a\s+|an\s+|the\s+)?(commit|push|rebase|merge|deploy|release|force-push)\b(?!\s+(?:message|messages|hooks?|requests?|conflicts?|strategy|queue|history|log|notes?|train|window|script|scripts|pipeline|process|sha|hash)\b)/gi;
const LIGHT_RUN = /\bdo(\s+\u0001\d+\u0002)/gi;
/** "Leave CHANGELOG.md alone", "leave the generated files alone": do not change them. */
const LEAVE_ALONE = /\bleave\s+((?:the\s+|your\s+|our\s+|any\s+|all\s+|these\s+|those\s+)?(?:\u0001\d+\u0002|[a-z][\w.-]*)(?:\s+(?:\u0001\d+\u0002|[a-z][\w.-]*)){0,2})\s+alone\b/gi;
/** "Every change goes through a PR", "all changes, however small, go through pull requests": nothing is pushed to main directly. */
const EVERY_CHANGE_PR = /\b(?:every|each|all|any)\s+(?:single\s+)?(?:change|changes|commit|commits|fix|fixes)(?:\s*,\s*(?:however|no\s+matter\s+how)\s+small\s*,)?\s+(?:goes|go|must\s+go|has\s+to\s+go|have\s+to\s+go|lands|land|must\s+land)\s+(?:through|via|in)\s+(?:a\s+|an\s+)?(?:PRs?|pull\s+requests?|merge\s+requests?|MRs?)\b/gi;
/** "Nothing lands on `main` without a PR", "No change is merged to main without review": no direct pushes to it. */
const NOTHING_LANDS = /\b(?:nothing|no\s+(?:code|change|commit)s?)\s+(?:lands|goes|gets\s+merged|is\s+merged|gets\s+pushed|is\s+pushed)\s+(?:on|in|into|to|onto)\s+(main|master|trunk|\u0001\d+\u0002)\s+without\s+(?:a\s+|an\s+)?(?:PR|pull\s+request|merge\s+request|MR|review)s?\b/gi;
/** "One approving review", "two approving reviews": a number of approvals (not "without an approving review"). */
const APPROVING_REVIEW = /(?<!\bwithout\s+(?:at\s+least\s+)?)\b(\d+|one|two|three|four|five)\s+approving\s+(?:code\s+)?review(s?)\b/gi;
/** "Don't bother writing tests", "don't bother to run it", "don't bother with gpg": a ban of the act, or of using the thing. */
const BOTHER = /\b(not|never)\s+bother\s+(?:to\s+(?=[a-z])|(with)\s+|([a-z]{3,}ing)\b)/gi;

/** A number and its unit written as one word: "30-second", "5-minute", "100-character". */
const HYPHENED_UNIT = /\b(\d+(?:\.\d+)?)-(seconds?|minutes?|hours?|days?|weeks?|months?|milliseconds?|ms|characters?|chars?|lines?|percent|megabytes?|gigabytes?|kilobytes?)\b/gi;

/** A leading carve-out: "Except in tests", "Outside `scripts/`", "Apart from the CLI", "Other than migrations". */
const CARVE_LEAD = /^(?:except|excluding|outside(?! of the box)|apart from|aside from|other than)\b/;

/** A leading phrase that says how generally the rest holds, not where: "In general", "For all code", "In most cases". */
const UNIVERSAL_LEAD = /^(?:in|on|for|within|across|throughout) (?:general|short|practice|particular|addition|summary|doubt|any case|all cases|every case|most cases|the whole|now|all|every|any|each|everything|anything|everywhere|the entire|the whole)\b/;

/** Doing one thing while another runs: "in parallel with", "concurrently with", "at the same time as". */
const TOGETHER = /\b(?:in parallel with|parallel to|concurrently with|simultaneously with|at the same time as|alongside)\b/;

/** A ban's exception for what the user asks for, and nothing else after it in the clause. */
// (each word of who asks and how is its own alternative, so that a run of them is read one way only)
const UNLESS_ASKED = /\bunless (?:(?:i|you|we|they|it|it's|the user|a user|the human|someone|somebody|explicitly|specifically|directly|expressly|are|is|do|does)\s+)*(?:ask|asks|asked|request|requests|requested|tell|tells|told|instructed)(?: (?:to|for|so|you|me|them|it|one|that))*(?: (?:explicitly|specifically|directly|first))?(?: [.!;:,)]| —)?\s*$/;

/** Present-tense verbs by which a kind of text is said to look a certain way ("follow", "are", "start with"). */
const WRITES_AS = /^(?:follows?|use|uses|are|is|starts?|begins?|ends?|includes?|contains?|looks?|have|has)$/;

/**
 * Whether a subject names a kind of text the agent writes for the project: commit messages and subjects, pull request
 * titles, branch names, release tags ("Commit messages", "PR titles", "Branch names", "Release tags").
 */
function writtenKind(subj: Tok[]): boolean {
  const w = subj.filter((x) => x.code < 0 && /^[a-z]/.test(x.w)).map((x) => x.w);
  if (!w.length || w.length > 4) return false;
  const head = w[w.length - 1];
  const before = w.slice(0, -1);
  if (/^commits?$/.test(head) && !before.length) return true;
  if (/^(?:messages?|subjects?|titles?|subject-lines?|lines?)$/.test(head)) return before.some((x) => /^(?:commit|pr|mr)$/.test(x));
  if (/^names?$/.test(head)) return before.includes('branch');
  if (/^tags?$/.test(head)) return before.some((x) => /^(?:release|git|version)$/.test(x));
  return false;
}

/** "In `pyproject.toml`,": a leading phrase that names only a file, where a value is written rather than a place it holds in. */
/** The token at `k`, or past an aside in parentheses that starts there ("During service hours (venue time), …"). */
function afterAsides(toks: Tok[], k: number): Tok | undefined {
  if (toks[k]?.code >= 0 || toks[k]?.w !== '(') return toks[k];
  const base = toks[k].paren;
  let j = k + 1;
  while (j < toks.length && !(toks[j].code < 0 && toks[j].w === ')' && toks[j].paren === base)) j++;
  return toks[j + 1];
}

function fileLead(ctoks: Tok[], spans: string[]): boolean {
  const rest = ctoks.slice(1).filter((x) => !(x.code < 0 && DETERMINERS.has(x.w)));
  return rest.length > 0 && rest.every((x) => x.code >= 0 && /^[\w.-]+\.[a-z]{2,5}$/i.test((spans[x.code] ?? '').trim()));
}

export function analyze(sentence: string, lex: Lexicon, lead?: string): Analysis {
  const unquoted = quotedAway(sentence);
  const cleaned = cleanMarkdown(unquoted.replace(COMMAND_AS_VERB, '$1 run ').replace(GO_STRAIGHT, '$1 be pushed $2 to '));
  const spans = cleaned.spans;
  // ("golangci-lint is not part of our tooling", "JUnit is not on the classpath"): a tool said to be absent from what
  // the project is built with is not used
  // ("a 30-second timeout", "a 5-minute TTL"): a number and its unit written as one adjective
  // ("We're on the Rust 2021 edition", "the 2024 edition with `rust-version = …`"): an edition named before its noun
  // (when the sentence is about Rust: not "the 2021 edition of the report")
  const rusty = /\b(?:rust|crates?|cargo|rustc|rust-version)\b/i.test(sentence);
  const text = cleaned.text.replace(LABEL_PARTICIPLE, '$1 are $2').replace(ONCE, '1 time').replace(TWICE, '2 times').replace(LIGHT_ACT, '$1').replace(STUCK_ON, '$1 on').replace(LIGHT_RUN, 'run$1').replace(APPROVING_REVIEW, '$1 approval$2').replace(EVERY_CHANGE_PR, 'no direct pushes to main').replace(NOTHING_LANDS, 'no direct pushes to $1').replace(LEAVE_ALONE, 'do not modify $1').replace(BOTHER, (_all: string, not: string, withWord: string | undefined, doing: string | undefined) => `${not} ${withWord ? 'use ' : doing ? verbBase(doing.toLowerCase()) ?? doing : ''}`).replace(ABSENT_FROM_STACK, '$1 not used').replace(NONE_OF_TOOL, '$1 is not used').replace(HYPHENED_UNIT, '$1 $2').replace(RATE_SLASH, (_all: string, n: string, unit: string) => `${n.replace(/\breqs?$/i, 'requests')} per ${RATE_UNITS[unit.toLowerCase()] ?? unit}`).replace(YEAR_EDITION, (all: string, rust: string | undefined, year: string) => (rust || rusty ? `${rust ?? ''}edition ${year}` : all));
  const toks = tokenize(text, spans);
  const claims: Claim[] = [];
  // flags a command line passes, added after the clauses are read (they are no act of their own)
  const flagUse: Claim[] = [];
  const words = contentWords(toks, spans);
  if (!toks.length) return { claims, instruction: false, words };
  // ("`npm ci` → `bun install --frozen-lockfile`", "`yarn add x` -> `pnpm add x`"): a line that maps one command to
  // another is a table of what replaces what, neither a use of the first nor a rule of its own
  if (/^\s*(?:[-*+]\s+|\d+[.)]\s+)?`[^`]+`\s*(?:→|->|=>|⟶|➜|➡️?)\s*`[^`]+`[\s.,;]*$/.test(unquoted)) return { claims, instruction: false, words };
  const mentions = findMentions(toks, lex);
  const inMention = new Array<boolean>(toks.length).fill(false);
  for (const m of mentions) for (let k = m.start + 1; k < m.end; k++) inMention[k] = true;
  const ctx: Ctx = { toks, spans, mentions, lex, sentenceStems: new Set(toks.map((t) => t.s)), extraScope: [], refId: hash(text) };
  for (const m of mentions) ctx.sentenceStems.add(m.member);
  // "packaging-related", "container-based": the parts of a compound are words of the sentence too
  for (const t of toks) if (t.code < 0 && t.w.includes('-')) for (const part of t.w.split('-')) if (part.length > 2) ctx.sentenceStems.add(stem(part));
  const sentenceHasIndent = toks.some((t) => t.s === 'indent' || t.w === 'indentation');
  // ("Use tabs in the Settings screen to group sections (`<Tabs>` component)": tabs of a screen, a page or a component
  // are a part of a UI, unless the sentence is about indenting or whitespace)
  const uiTabs = !sentenceHasIndent && !toks.some((t) => t.code < 0 && /^(spaces?|whitespace|indented|indenting|editorconfig|formatter|formatting)$/.test(t.w)) && toks.some((t) => (t.code < 0 && /^(screens?|pages?|views?|panels?|dialogs?|modals?|menus?|sidebars?|navigation|nav|ui|widgets?|windows?|dashboards?|toolbars?)$/.test(t.w)) || (t.code >= 0 && /^<\s*tabs?\b/i.test(t.raw)));
  const sentenceHasTab = !uiTabs && toks.some((t) => t.code < 0 && (t.w === 'tab' || t.w === 'tabs') && !/^(browser|new|open|editor|terminal|other)$/.test(toks[toks.indexOf(t) - 1]?.w ?? ''));
  const leadNeg = lead !== undefined && isNegativeLead(lead);
  // "**Do NOT** run the full Cypress suite locally:" is a whole prohibition; an imperative item under it
  // ("use `pnpm cy:changed` for the specs you touched") is the alternative, not one more thing not to do
  // (unlike the items of a frame such as "Never:", "Don't use these:", "Avoid the following:")
  const leadComplete = leadNeg && completeLead(lead!);

  // "Presets: 6=S, 10=M, 14=L", "3 cols = 12 slides/grid, 4 cols = 20": a table of mappings, not settings
  const mapping = (text.match(/(?<![=!<>])=(?![=>])/g) ?? []).length >= 2;
  // "Tc < 0.25 hr or > 15 hr → HITL required": numbers on a line with an arrow hold in a case (the thresholds
  // that lead to it, or what to set in it), not always
  const arrow = toks.some((t) => t.code < 0 && ARROWS.has(t.w));
  const countClaims: typeof numberClaims = (...a) => {
    if (mapping) return;
    const out = a[3];
    const n0 = out.length;
    numberClaims(...a);
    if (arrow) for (let k = n0; k < out.length; k++) out[k] = { ...out[k], conditional: true };
  };
  // "**Use = send.**", "Done = merged and deployed": a term defined by what follows "=" is a definition, not a rule
  // ("Stable artifact = anything that is not …", "Commit exception ≠ Hard Floor override"): and of a term of a few words,
  // or one told apart from another
  if (/^\s*[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}\s+=\s+[A-Za-z]/.test(text) || /[\p{L}\w`*]\s*≠\s*[\p{L}\w`*]/u.test(text)) return { claims, instruction: false, words };
  // ("This rule defines **trivial** (just act), … and the **commit default** (never commit, never ask)"): what a text
  // says it defines or covers is a description of it, its asides included
  if (/^\s*(?:this|the) (?:rule|file|guide|document|doc|section|page|skill|chapter|policy)s? (?:defines|describes|covers|explains|lists|documents|outlines|summari[sz]es)\b/i.test(text)) return { claims, instruction: false, words };
  const ranges = splitClauses(toks, inMention);
  const series = verbSeries(toks, ranges);
  let instruction = false;
  let prev: Clause | undefined;
  let lastVerbal: Clause | undefined;
  let prevFamilies = new Set<string>();
  let prevUsage = false;
  // whether the clause before chooses a tool ("use `fetch`", "lint with Biome"), so that a bare "not X" after it
  // rules X out; after "mock the service layer" or "TLS is handled by Tailscale" it only says what is not meant
  let prevChooses = false;
  // the acts of each verb series: members with no object of their own, and the object of the last one
  const seriesActs = new Map<object, { bare: number[]; obj?: Claim }>();
  let label: Tok[] | undefined;
  let pendingCondition: string[] | undefined;
  // what a leading carve-out leaves out of the next clause ("Except in tests, never use mocks")
  let pendingExcept: string[] | undefined;
  let labelScope: string[] = [];
  let labelSlots: Map<string, string> | undefined;
  // claims made while reading a clause take its basis unless a mention set its own
  let clauseBasis: ClaimBasis = 'stated';
  // the clause is hedged by "if needed", "where possible", "when appropriate"
  let clauseHedge: string | undefined;
  let marked = 0;
  // whether the clause before said how a kind of text the agent writes looks (below)
  let lastWritten = false;
  // claims about a rejected alternative, added after the clause's own (which they must not stand in for)
  const rejected: Claim[] = [];
  // the words each member of the clause's series of places can stand as in a scope
  let members: Set<string>[] = [];
  // the clause's only condition is that the user asks ("… unless asked", "… unless I explicitly ask for it")
  let askedOnly = false;
  // the clause is about doing one thing while another runs ("in parallel with", "concurrently with")
  let together = false;
  const mark = (): void => {
    claims.push(...rejected.splice(0));
    for (; marked < claims.length; marked++) {
      const c = claims[marked];
      // ("Never run `pnpm install` in parallel with any `turbo run`", "… concurrently with a build"): what is banned is
      // doing the two at once, neither tool nor either act by itself
      if (together && c.polarity === -1) {
        if (c.type === 'choice') {
          claims.splice(marked, 1);
          marked--;
          continue;
        }
        c.conditional = true;
      }
      if (askedOnly && c.polarity === -1 && c.conditional && !c.onlyWhen && c.type === 'action') {
        c.conditional = false;
        c.unlessAsked = true;
      }
      if (members.length && c.scope.length >= 2) {
        const alts = members.map((m) => c.scope.filter((q) => m.has(q.replace(/^not:/, '')))).filter((g) => g.length);
        if (alts.length >= 2 && new Set(alts.flat()).size === alts.flat().length) c.alts = alts;
      }
      // a limit ("max line length is 100") or a required version ("Python 3.12 is required") prescribes by itself
      c.basis ??= clauseBasis === 'stated' && ((c.type === 'number' && c.cmp !== undefined && c.cmp !== 'eq') || (c.type === 'version' && c.floor)) ? 'prescribed' : clauseBasis;
      if (clauseHedge && c.polarity === 1) c.hedge ??= clauseHedge;
    }
    clauseHedge = undefined;
  };
  // each clause and where its claims start, for a condition that ends a series of objects (below)
  const clauseAt: (Clause | undefined)[] = [];
  const claimsFrom: number[] = [];
  const ownCond: boolean[] = [];
  const contrastAt: boolean[] = [];
  // whether each clause has a subject of its own ("`evaluation/` runs through …")
  const subjectAt: boolean[] = [];
  const opening = toks.find((x) => x.code >= 0 || /[\p{L}\p{N}]/u.test(x.w));
  const usually = opening !== undefined && opening.code < 0 && /^(typically|usually|generally|normally|mostly|often)$/.test(opening.w) ? opening.w : undefined;
  for (let r = 0; r < ranges.length; r++, mark()) {
    claimsFrom[r] = claims.length;
    const idx = ranges[r];
    const ctoks = idx.map((k) => toks[k]);
    const clauseWords = ctoks.map((x) => (x.code >= 0 ? '`' : x.w)).join(' ');
    // ("Do NOT ask the user for permission — this is an automatic maintenance step"): what the clause before told not to
    // ask about is the step this one names, one the text is about, not every act
    if (r > 0 && ACT_NAMED.test(clauseWords)) {
      for (let k = claimsFrom[r - 1]; k < claims.length; k++) if (claims[k].key.startsWith('confirm:') && claims[k].key.endsWith(':')) claims[k] = { ...claims[k], scope: [...claims[k].scope, '@ref:' + ctx.refId] };
    }
    // ("Don't run `pod install` yourself; ask me first"): asking first, after a ban of an act done by oneself, is asking
    // before that act
    if (r > 0 && prev !== undefined && prev.neg && prev.instruction && prev.verbBase !== undefined && /^(?:(?:and|but|instead|just|always|please)\s+)*(?:ask|check with) (?:me|us|the user|a human|a maintainer)(?: first)?$|^ask first$/.test(clauseWords.trim()) && prev.toks.some((x) => x.code < 0 && /^(yourself|own)$/.test(x.w))) {
      const span = prev.toks.find((x, k) => k > prev!.verb && x.code >= 0);
      const objects = span !== undefined ? [(spans[span.code] ?? '').trim().toLowerCase()] : claims.slice(claimsFrom[r - 1]).filter((c) => c.type === 'action' && c.polarity === -1 && c.key.startsWith(`act:${VERB_CLASS[prev!.verbBase!] ?? prev!.verbBase}:`)).map((c) => c.key.split(':').slice(2).join(':'));
      for (const o of objects) if (o) claims.push({ key: `confirm:${prev.verbBase}:${o}`, type: 'action', subject: `asking before ${prev.verbBase === 'run' ? 'running' : prev.verbBase} ${o}`, polarity: 1, force: 'strong', conditional: false, scope: [] });
    }
    askedOnly = UNLESS_ASKED.test(clauseWords);
    together = TOGETHER.test(clauseWords);
    members = placeMembers(toks, idx).map((m) => new Set(m.flatMap((k) => {
      const t = toks[k];
      if (t.code >= 0) return [(spans[t.code] ?? '').toLowerCase().replace(/\/+$/, '')];
      return [t.w, t.s, SCOPE_SYNONYMS[t.s], SCOPE_SYNONYMS[t.w]].filter((x): x is string => x !== undefined);
    })));
    // "**Why**: mock data in pages creates confusion": a reason given for a rule is not a rule
    if (r === 0 && ranges.length > 1 && toks[ranges[1][0] - 1]?.w === ':') {
      const lw = ctoks.filter((t) => t.code < 0 && /[a-z]/.test(t.w));
      if (lw.length && lw.length <= 2 && lw.every((t) => RATIONALE_LABELS.has(t.w))) return { claims: [], instruction: false, words };
      // ("**Why not `.venv`/`uv run`:** the dev repo constantly runs …": the reason against something, not a ban)
      if (lw[0]?.w === 'why' && ctoks.filter((t) => t.code < 0 && /[a-z]/.test(t.w)).length <= 4) return { claims: [], instruction: false, words };
      // "Learned: …", "Gotcha: …", "Note to self: …": the mark of a note names no topic; what follows is read as a
      // sentence of its own
      // ("Claude: don't execute notebooks", "For the agent: …": and the agent addressed, who is told what follows)
      if (lw.length && lw.length <= 3 && (lw.every((t) => NOTE_LABELS.has(t.w)) || (lw.some((t) => ADDRESSED.test(t.w)) && lw.every((t) => ADDRESSED.test(t.w) || /^(for|the|to|dear|hey)$/.test(t.w)))) && !ctoks.some((t) => t.code >= 0)) continue;
    }
    // "Label: value" — the label names what the value is about and narrows it; it makes no claim itself
    // (a name that qualifies a noun of the label is part of it: "Go files:", "React components:")
    // ("**Python:** 3.12", "Node: 20+": a tool's name as the label of its version is a label, though it names a tool)
    const toolLabel = r === 0 && ranges.length > 1 && versionLabel(ctoks, ranges[1].map((k) => toks[k]), mentionedTool(ctoks, toks, mentions));
    // ("Formatting — Prettier owns all TS/JS files": a topic of a word or two before a dash is a label too)
    // (a sentence of its own after the dash, "Testing — Vitest is the test runner", is read as it is)
    const dashTopic = r === 0 && ranges.length > 1 && /^[—–]$/.test(toks[ranges[1][0] - 1]?.w ?? '') && topicBeforeDash(ctoks) && !ranges[1].some((k) => toks[k].code < 0 && (COPULAS.has(toks[k].w) || MODALS.has(toks[k].w)));
    // ("Target Node 20 LTS (`.nvmrc`: `20`)": a colon inside an aside ends no label)
    const openAside = ctoks.filter((t) => t.code < 0 && t.w === '(').length > ctoks.filter((t) => t.code < 0 && t.w === ')').length;
    // (nor one that chooses an indentation itself, "Indent shell scripts with tabs: `shfmt -i 0 -w`", "Use tabs: …")
    const indents = !uiTabs && (sentenceHasIndent || sentenceHasTab) && indentMentions({ toks: ctoks } as Clause, sentenceHasIndent, sentenceHasTab).length > 0;
    // ("**Rule PM-1 (engineering-standards.md):** npm is the only permitted package manager", "POL-7: …"): a label that only
    // numbers a rule, before a sentence of its own, is no topic of it
    const ruleTag = ranges.length > 1 && ctoks.filter((t) => t.code < 0 && t.paren === (ctoks[0]?.paren ?? 0) && /[a-z0-9]/.test(t.w)).every((t) => /^(rule|policy|pol|standard|requirement|req|guideline|principle|important|critical|mandatory|[a-z]{1,6}(?:-[a-z]{1,6})?-?\d+[a-z]?|\d+(?:\.\d+)*)$/.test(t.w)) && ranges[1].some((k) => toks[k].code < 0 && (COPULAS.has(toks[k].w) || MODALS.has(toks[k].w) || isSForm(toks[k].w)));
    // ("Use singular table names: `user`, `order`"): an imperative of choice before examples of what it asks for is the
    // instruction, and what follows the colon only shows it
    const examplesAfter = r === 0 && toks[ranges[1]?.[0] - 1]?.w === ':' && ctoks.length >= 2 && ctoks[0]?.code < 0 && CHOICE_LEADS.test(ctoks[0].w) && exampleList(ranges.slice(1).flatMap((g) => g.map((k) => toks[k])));
    if (r === 0 && ranges.length > 1 && !openAside && !indents && !ruleTag && !examplesAfter && (toks[ranges[1][0] - 1]?.w === ':' || dashTopic) && isLabel(ctoks) && !runsOnVersion(ctoks) && (toolLabel || !mentions.some((m) => idx.includes(m.start) && !(idx.includes(m.end) && toks[m.end].code < 0 && /^[a-z]{3,}$/.test(toks[m.end].w) && !PREPOSITIONS.has(toks[m.end].w) && !STOP.has(toks[m.end].w))))) {
      label = ctoks;
      const lscope = new Set<string>();
      const slots = new Map<string, string>();
      for (const [k, t] of ctoks.entries()) {
        const before = ctoks[k - 1];
        if (t.code < 0 && SLOT_NOUNS.has(t.s) && before?.code < 0 && /^[a-z][a-z-]{2,}$/.test(before.w) && !STOP.has(before.w)) slots.set(SCOPE_SYNONYMS[t.s] ?? t.s, before.s);
        // ("`.tsx` files:", "`*.py`:": which files, by their extension)
        if (t.code >= 0) {
          const ext = FILE_EXT.exec(spans[t.code] ?? '');
          if (ext) lscope.add('.' + ext[1].toLowerCase());
          continue;
        }
        const syn = SCOPE_SYNONYMS[t.s];
        if (syn) lscope.add(syn);
        // ("AI conversations:", "Agent output:": the agent the file is for is no part of the project)
        // (a word in another script, "B2B-кабинет", is not read: no other line's words can be matched against it)
        else if (/[a-z]/.test(t.w) && !/[^\x00-\x7f]/.test(t.w) && !STOP.has(t.w) && !GENERIC_WORDS.has(t.w) && !AGENT_ACTORS.has(t.w) && verbBase(t.w) === undefined) lscope.add(t.s);
      }
      // "Tier 2 (Top 15%):", "Phase 3:": the number says which of them
      ctoks.forEach((t, k) => {
        const w0 = ctoks[k - 1];
        if (k > 0 && t.code < 0 && /^\d+$/.test(t.w) && w0.code < 0 && /^[a-z]{2,}$/.test(w0.w)) lscope.add(`${w0.s} ${t.w}`);
      });
      // (the tool's name labelling its version names what the version is of, not a part of the project)
      labelScope = toolLabel ? [] : [...lscope];
      labelSlots = slots.size ? slots : undefined;
      continue;
    }
    // (only when the name is all the clause says: "Fetch API keys from Doppler" is still an imperative)
    const nameStarts = new Set(mentions.filter((m) => m.end - m.start > 1 && idx[0] === m.start && idx.every((k) => k < m.end || !/[a-z0-9]/i.test(toks[k].w))).map(() => 0));
    const cl = parseClause(ctoks, idx, r === 1 ? label : undefined, nameStarts);
    // ("**Commit asks** — forbidden by `commit-policy`"): two words before a dash, the second a verb's -s form, name a
    // thing the rest judges; they are no imperative
    if (ctoks.length === 2 && cl.verb === 0 && ctoks.every((x) => x.code < 0) && /^[A-Z]/.test(ctoks[0].raw) && isSForm(ctoks[1].w) && verbBase(ctoks[1].w) !== undefined && r + 1 < ranges.length && /^\s*[—–]\s*$/.test(separatorBefore(toks, ranges, r + 1)) && POLICY_ADJ[toks[ranges[r + 1][0]]?.w ?? ''] !== undefined) {
      prev = cl;
      continue;
    }
    cl.roles = assignRoles(ctoks, () => cl.verbBase ?? (cl.pred >= 0 ? 'be' : undefined), cl.subjEnd);
    const f = forceOf(ctoks, cl.roles);
    // "squash commits if needed", "use X where possible": the clause leaves the cases to the reader
    const hedgeAt = ctoks.findIndex((x, k) => x.code < 0 && /^(if|when|where|as)$/.test(x.w) && HEDGE_TAIL.test(ctoks[k + 1]?.w ?? ''));
    if (hedgeAt >= 0) clauseHedge = `${ctoks[hedgeAt].w} ${ctoks[hedgeAt + 1].w}`;
    // "Typically, keys in an Enum should be TitleCase": a sentence that opens with how things usually are leaves the
    // other cases to the reader
    else if (usually) clauseHedge = `in the usual case ("${usually}")`;
    cl.neg = cl.neg !== f.neg;
    cl.lexNeg = f.lexNeg;
    cl.force = maxForce(f.force, cl.force === 'plain' ? undefined : cl.force);
    if (f.force === 'permissive' && cl.force !== 'strong') cl.force = 'permissive';
    // "skip X unless Y requires it": an exception that turns the rule into a condition
    // (not a relative clause after a comma, ", which is the Prettier default": it says more of what it follows)
    // (nor one inside the subject, "Tests that touch the database use pytest": it says which tests, as the scope does)
    const condRel = (k: number): boolean => !asideRelative(cl, k) && !(cl.verb > 0 && k < cl.subjEnd && cl.subjEnd === cl.verb);
    cl.conditional = cl.roles.some((x, k) => x === 'cond' || (x === 'rel' && condRel(k))) || ctoks.some((x, k) => cl.roles[k] === 'carve' && x.w === 'unless' && x.code < 0);
    clauseAt[r] = cl;
    ownCond[r] = cl.conditional;
    // "Load one with `--config`, and unless noted, connect with …": a condition that ends the clause after
    // "and" / "but" belongs to the clause that follows
    const tail = ctoks.findIndex((x, k) => k > 0 && x.code < 0 && /^(and|but|or)$/.test(x.w) && /^(if|when|whenever|unless|where)$/.test(ctoks[k + 1]?.w ?? '') && ctoks.slice(k + 1).every((_y, j) => cl.roles[k + 1 + j] === 'cond' || cl.roles[k + 1 + j] === 'carve'));
    let tailCondition: string[] | undefined;
    if (tail > 0 && r + 1 < ranges.length) {
      tailCondition = ctoks.slice(tail + 2).filter((x) => x.code < 0 && /[a-z]/.test(x.w) && !STOP.has(x.w)).map((x) => (x.w === 'noted' || x.w === 'otherwise' || x.w === 'stated' ? '@ref:' + ctx.refId : (SCOPE_SYNONYMS[x.s] ?? x.s)));
      cl.conditional = cl.roles.some((x, k) => k < tail && (x === 'cond' || (x === 'rel' && condRel(k))));
    }
    // ("Use `Protocol` only for structural typing": "only" after a short object, before its case, says the same)
    cl.only = ctoks.some((x, k) => cl.roles[k] === 'main' && x.code < 0 && x.w === 'only' && (k + 1 === cl.verb || k - 1 === cl.verb || (cl.verb >= 0 && k > cl.verb + 1 && k - cl.verb <= 4 && ctoks[k + 1]?.code < 0 && /^(for|in|inside|within|when)$/.test(ctoks[k + 1].w))));
    // ("no exceptions", "without exception": the rule holds everywhere)
    cl.universal = ctoks.some((x, k) => (cl.roles[k] === 'main' && x.code < 0 && /^(all|every|everywhere|only|exclusively|throughout|entire|whole|always|everything|sole)$/.test(x.w)) || noException(ctoks, k));
    // "never open a PR without an issue" = only with one: a condition, not a ban
    // (and "you may open a PR without an issue" permits it under the same condition)
    if ((f.neg || cl.force === 'permissive') && cl.roles.some((x) => x === 'without') && !ctoks.some((x, k) => cl.roles[k] === 'without' && /^(asking|ask|confirmation|permission|approval)$/.test(x.w))) {
      if (!cl.conditional) cl.withoutCond = true;
      cl.conditional = true;
    }
    // "be able to defend every line, or do not commit it": a ban after "or" is what to do when the instruction
    // before it cannot be followed
    if (f.neg && r > 0 && prev !== undefined && prev.instruction && !prev.neg && /^,? ?or$/.test(separatorBefore(toks, ranges, r))) cl.conditional = true;
    // "don't bundle many concerns into one PR and then squash": what comes "then" is part of the banned sequence,
    // banned after the act before it
    if (r > 0 && prev !== undefined && prev.neg && prev.instruction && !f.neg && ctoks[0]?.code < 0 && ctoks[0].w === 'then' && /^,? ?and$/.test(separatorBefore(toks, ranges, r))) {
      cl.neg = true;
      cl.force = prev.force;
      cl.conditional = true;
    }
    // "Code gen not working → run `build_runner`", "Tests fail → never commit": what to do in the case the arrow
    // leads from (a symptom, a state), not always
    if (r > 0 && ARROWS.has(separatorBefore(toks, ranges, r).trim())) {
      cl.conditional = true;
      cl.arrowed = true;
      cl.leadCond = [...(cl.leadCond ?? []), ...ranges[r - 1].map((k) => toks[k]).filter((x) => x.code < 0 && /^[a-z]{3,}$/.test(x.w) && !STOP.has(x.w)).map((x) => x.s)];
    }
    // "not created until it is labeled", "never merge before review": only after that; "do NOT call `getFullRecord()`
    // after it": only in that sequence
    // ("Don't deploy to production during service hours"): and only in that time
    if (f.neg && ctoks.some((x, k) => cl.roles[k] === 'temporal' && /^(until|before|unless|after|during)$/.test(x.w))) cl.conditional = true;
    // "Agents MUST re-read every file they intend to edit after format runs": an event with a verb of its own (not the
    // work itself: "after making changes", "after each commit") is a case the rule holds in
    const afterAt = ctoks.findIndex((x, k) => k > 0 && x.code < 0 && x.w === 'after' && cl.roles[k] === 'temporal');
    if (!f.neg && afterAt > 0 && cl.force === 'strong') {
      const event = ctoks.slice(afterAt + 1).filter((x) => x.code >= 0 || /^[a-z]{2,}$/.test(x.w));
      if (event.length >= 2 && event.length <= 5 && !/ing$/.test(event[0].w) && event.some((x, j) => j > 0 && x.code < 0 && isSForm(x.w) && verbBase(x.w) !== undefined && !/^(is|was|has|does)$/.test(x.w))) cl.conditional = true;
    }
    // "don't use X unnecessarily", "never refactor blindly": a ban of a way of doing it, which leaves the act
    // itself to the cases that call for it
    if (f.neg && ctoks.some((x, k) => cl.roles[k] === 'main' && x.code < 0 && EXCESS_MANNER.has(x.w))) cl.conditional = true;
    // ("5. Only then update the tests", "Only after that, …"): a step done only once the steps before it are is done in
    // that case
    if (r === 0 && ctoks[0]?.code < 0 && ctoks[0].w === 'only' && ctoks[1]?.code < 0 && /^(then|afterwards|afterward)$/.test(ctoks[1].w)) {
      cl.conditional = true;
      cl.leadCond = ['then'];
    }
    // "avoid X", "omit X", "forbid X": a verb that negates its object
    // ("BLOCK AGPL/SSPL/BSL; ALLOW MIT/BSD/Apache": and blocking a tool or a licence by name; not "block the event loop")
    const blocks = cl.verbBase === 'block' && !cl.passive && cl.verb >= 0 && mentions.some((m) => idx.indexOf(m.start) === cl.verb + 1);
    const nv = cl.verbBase && !cl.passive ? (NEG_VERBS[cl.verbBase] ?? (blocks ? 'strong' : undefined)) : undefined;
    if (nv) {
      cl.neg = !cl.neg;
      cl.lexNeg = true;
      if (nv === 'strong') cl.force = 'strong';
      else if (nv === 'weak' && cl.force === 'plain') cl.force = 'weak';
    }
    // "stop using X", "we stopped using Poetry": the act after it is no longer done
    if (!nv && !cl.passive && cl.verbBase !== undefined && CEASE_VERBS.has(cl.verbBase) && ctoks[cl.verb + 1]?.code < 0 && /ing$/.test(ctoks[cl.verb + 1].w) && verbBase(ctoks[cl.verb + 1].w) !== undefined) {
      cl.neg = !cl.neg;
      cl.lexNeg = true;
    }
    // "MySQL is excluded", "the cache is disabled": a passive of a verb that negates its subject
    if (cl.passive && cl.verbBase !== undefined && (NEG_VERBS[cl.verbBase] !== undefined || cl.verbBase === 'exclude')) cl.neg = !cl.neg;
    const imperative = cl.verb >= 0 && cl.subjEnd === 0 && !cl.passive;
    // ("Commit signing is off", "… is turned off": a policy on an act, as "… is not allowed" is)
    // ("npm is the only permitted package manager", "Maven is the sole approved build tool"): the only one a rule lets be
    // used is a rule too
    const onlyAllowed = cl.pred >= 0 && /^(the|an?)$/.test(ctoks[cl.pred]?.w ?? '') && /^(only|sole|single)$/.test(ctoks[cl.pred + 1]?.w ?? '') && /^(permitted|allowed|approved|sanctioned|accepted|supported|mandated|required)$/.test(ctoks[cl.pred + 2]?.w ?? '');
    const policyPred = (cl.pred >= 0 && POLICY_ADJ[ctoks[cl.pred]?.w ?? ''] !== undefined) || switchedOff(ctoks, cl.pred, cl.subjEnd) || passiveOff(cl) || onlyAllowed;
    // ("production cannot run the generator", "callers cannot be expected to …": what something cannot do
    // describes it; "you cannot push to main" is a rule)
    const cannot = /^(can|could)$/.test(ctoks[cl.subjEnd]?.w ?? '') && ctoks[cl.subjEnd + 1]?.w === 'not' && !ADDRESSEE.test(ctoks[0]?.w ?? '');
    // ("`path.join(…)` can widen the traced set", "the cache may be stale": what a thing can or may do describes it)
    // ("The `doc-check-on-commit` hook will BLOCK the commit if …", "CI will fail": what a thing will do describes it, unlike
    // what someone who acts will do, "Claude will ask before pushing")
    const thingWill = ctoks[cl.subjEnd]?.w === 'will' && !ctoks.slice(0, cl.subjEnd).some((x) => x.code < 0 && (ADDRESSEE.test(x.w) || /^(assistant|model|ai|developers?|contributors?|team|everyone|nobody|reviewers?|maintainers?|engineers?|authors?)$/.test(x.w)));
    const modalSubject = cl.subjEnd > 0 && MODALS.has(ctoks[cl.subjEnd]?.w ?? '') && !cannot && !((/^(can|could|may|might)$/.test(ctoks[cl.subjEnd]?.w ?? '') || thingWill) && !ADDRESSEE.test(ctoks[0]?.w ?? '') && (ctoks[0]?.code >= 0 || /^(the|a|an|this|that|it|its|these|those)$/.test(ctoks[0]?.w ?? '')));
    // "These tests don't require PostgreSQL", "…use mocking and don't require PostgreSQL": a plain negation of a
    // statement about a named thing describes it (unlike "never", a modal, or an imperative)
    const sepBefore = separatorBefore(toks, ranges, r);
    const sharedSubject = cl.subjEnd === 0 && prev !== undefined && prev.subjEnd > 0 && !prev.instruction && !prev.passive && /^(,? ?and|,? ?but)$/.test(sepBefore);
    // ("Docker daemon is not started automatically", "BUCK files are not exported": the passive too)
    const thirdPerson = (cl.subjEnd > 0 || sharedSubject) && !modalSubject && !(cl.subjEnd > 0 && ADDRESSEE.test(ctoks[0]?.w ?? ''));
    // ("Secret API keys … never consult CanCanCan", "v1 releases never pass through `main`": what a named thing
    // never does, in the active voice, describes how it works)
    // ("The build never pulls Mantine": "never" right before the verb, when the subject is a thing, not someone who acts)
    const neverBeforeVerb = cl.verb > 1 && ctoks[cl.verb - 1]?.code < 0 && ctoks[cl.verb - 1].w === 'never' && !ctoks.slice(0, cl.verb - 1).some((x) => x.code < 0 && (ADDRESSEE.test(x.w) || (ACTORS.has(x.s) && x.w !== 'it') || /^(assistant|model|ai|developers?|contributors?|team|everyone|nobody|reviewers?|maintainers?|engineers?|authors?|users?|humans?|people|anyone|someone|one)$/.test(x.w)));
    const describedNeg = (f.plainNeg || (f.neg && !cl.passive && (cl.subjEnd > 0 || sharedSubject) && (neverBeforeVerb || ctoks.some((x, k) => k >= cl.subjEnd && cl.roles[k] === 'main' && x.code < 0 && x.w === 'never')) && !ctoks.some((x, k) => cl.roles[k] === 'main' && x.code < 0 && (MODALS.has(x.w) || STRONG.has(x.w) && x.w !== 'never')))) && thirdPerson;
    // ("Avoid X" is an instruction; "plus the tracked skip debt", "the CI skips slow tests" describe)
    cl.instruction = (imperative && !sharedSubject) || (f.marked && !describedNeg) || (nv !== undefined && cl.subjEnd === 0 && !sharedSubject) || policyPred || modalSubject;
    // "`path.join(…)` can widen the traced set": what a piece of code can or may do describes it
    if (ctoks[0]?.code >= 0) {
      let k = 0;
      while (k < ctoks.length && ctoks[k].code === ctoks[0].code) k++;
      if (ctoks[k]?.code < 0 && /^(can|could|may|might)$/.test(ctoks[k].w)) cl.instruction = false;
    }
    // "…, which is the only reason `deploy.sh` can run `helm upgrade` at all": a clause that opens with "which" says
    // something of what comes before it
    if (r > 0 && ctoks[0]?.code < 0 && (ctoks[0].w === 'which' || ctoks[0].w === 'whose')) cl.instruction = false;
    // "the link itself would never be inspected": a hypothetical describes
    if (ctoks.some((x, k) => x.code < 0 && x.w === 'would' && (cl.verb < 0 || k < cl.verb))) cl.instruction = false;
    // ("… it reads `null` as absent, so the comparison comes out equal, the provider is never called, and the warning
    // stops"): what follows from something, said of a subject of its own, is an outcome, not a rule
    if (r > 0 && cl.subjEnd > 0 && !modalSubject && toks.slice(0, idx[0]).some((x, k) => x.code < 0 && x.w === 'so' && (k === 0 || /^[,;]$/.test(toks[k - 1].w)) && toks[k + 1]?.code < 0 && !isVerbBaseForm(toks[k + 1].w) && !/^(that|please|always|never|do|don't)$/.test(toks[k + 1].w) && !toks.slice(k, idx[0]).some((y) => y.code < 0 && /^[;.:!?]$/.test(y.w)))) cl.instruction = false;
    // "Always runs with English UI language", "Never blocks the UI thread": a third-person verb with its subject
    // left out describes the thing under discussion; it is not an imperative
    const vt = cl.verb >= 0 ? ctoks[cl.verb] : undefined;
    if (vt && vt.code < 0 && cl.subjEnd === 0 && !cl.passive && /[^s]s$/.test(vt.w) && verbBase(vt.w) !== undefined && verbBase(vt.w) !== vt.w && !isVerbBaseForm(vt.w)) cl.instruction = false;
    // "To add a library, `pip install <name>`": a purpose, then the command that does it — an instruction, and
    // the purpose is not a scope
    if (ctoks[0]?.code < 0 && ctoks[0].w === 'to' && cl.verb === 1) {
      const c = ctoks.findIndex((x, k) => k > 1 && x.code < 0 && (x.w === ',' || x.w === ':'));
      if (c > 0 && ctoks[c + 1]?.code >= 0) {
        for (let k = 0; k <= c; k++) cl.roles[k] = 'purpose';
        cl.instruction = true;
      }
    }
    // a verbless clause continues the previous one: "Never use npm, yarn, or bun", "use uv, never pip"
    // "Background jobs run on BullMQ, not Agenda", "Serilog for logging, not NLog": a bare "not X" after any
    // clause is the alternative that clause rules out
    const contrast = !cl.verbal && prev !== undefined && ctoks[0]?.code < 0 && ctoks[0].w === 'not' && ctoks.length <= 4;
    contrastAt[r] = contrast;
    subjectAt[r] = cl.subjEnd > 0;
    // "MFA is the primary defense, not rate limiting": what a role statement contrasts with its subject is not
    // ruled out, only not in that role (unless it is a member named in the role's own family: "pnpm is the
    // package manager, not npm")
    if (prev !== undefined && ctoks[0]?.code < 0 && ctoks[0].w === 'not' && ctoks.length <= 5 && prev.pred >= 0 && !prev.instruction && prev.toks.slice(prev.pred, prev.pred + 2).some((x) => x.code < 0 && /^(the|a|an|our|its|their)$/.test(x.w)) && !mentions.some((m) => idx.includes(m.start))) continue;
    // "SKILL.md.tmpl files are prompt templates, not bash scripts": what something is contrasted with is a kind of
    // thing (a member qualifying a noun), not a tool ruled out ("pnpm is the package manager, not npm" still is)
    if (prev !== undefined && ctoks[0]?.code < 0 && ctoks[0].w === 'not' && ctoks.length <= 5 && (prev.pred >= 0 || /^(is|are)$/.test(prev.toks[prev.subjEnd]?.w ?? '')) && mentions.some((m) => { const at = idx.indexOf(m.start); const n = at >= 0 ? ctoks[at + (m.end - m.start)] : undefined; return n !== undefined && n.code < 0 && /^[a-z]{3,}s$/.test(n.w); })) continue;
    // "do transformations in client, not server": the alternative of a place is a place, not a tool
    // ("the sign-ins live in the profile directory, not React": a place that no member of the tool's family names)
    if (prev !== undefined && ctoks[0]?.code < 0 && ctoks[0].w === 'not' && ctoks.length <= 4 && prev.toks.slice(-4).some((x) => x.code < 0 && /^(in|on|at|inside|within|from|under|by|per)$/.test(x.w)) && mentions.filter((m) => idx.includes(m.start)).every((m) => !mentions.some((o) => o.family.id === m.family.id && ranges[r - 1].includes(o.start)))) continue;
    // "capitalize only the first word: Store admin, Storefront, not Store Admin": the same words in another case
    if (prev !== undefined && ctoks[0]?.code < 0 && ctoks[0].w === 'not' && ctoks.length <= 5 && ctoks.length > 1) {
      const alt = ctoks.slice(1).map((x) => x.raw).join(' ');
      const before = ranges[r - 1].map((k) => toks[k].raw).join(' ');
      if (before.toLowerCase().includes(alt.toLowerCase()) && !before.includes(alt)) continue;
    }
    const elliptical = !cl.verbal && prev !== undefined && (prevFamilies.size > 0 || prevUsage || contrast);
    if (!cl.verbal && !f.marked && prev) {
      // (a command after "Verify no type errors:" is how to check, not under the negation)
      // ("Use pnpm, not npm, then `pnpm build`", "add it as an entry (not a glob), then `npm install`": a next step
      // after "then" goes on from the last clause with a verb, not from the alternative it ruled out)
      // (nor from an aside in parentheses: "Always run tasks through `nx` (not the underlying tool directly): `nx run`, …")
      const base = toks[0]?.paren ?? 0;
      const fromAside = !prev.verbal && prev.toks.length > 0 && prev.toks.every((x) => x.paren > base || x.w === ')') && ctoks.every((x) => x.paren <= base);
      const from = ((ctoks[0]?.code < 0 && ctoks[0].w === 'then') || fromAside) && !prev.verbal && lastVerbal !== undefined ? lastVerbal : prev;
      // ("Don't use npm — pnpm only.", "Never use yarn, pnpm only."): a verbless "X only" after a ban names what is
      // left, the choice the ban makes room for
      // (and "X instead", however the clause goes on: "Don't reach for npm here — pnpm instead, since …")
      const insteadLeft = [1, 2].some((k) => ctoks[k]?.code < 0 && ctoks[k].w === 'instead' && ctoks.slice(0, k).every((x) => x.code >= 0 || /^[a-z][\w.-]*$/i.test(x.w))) && !ctoks.some((x, k) => x.code < 0 && isNegWord(ctoks, k));
      // ("Don't use npm here — pnpm"): and a name alone after a dash, what the ban points to
      const words = ctoks.filter((x) => x.code >= 0 || /[\p{L}\d]/u.test(x.w)).length;
      const dashLone = words <= 2 && /^\s*[—–]\s*$|^\s+-\s+$/.test(separatorBefore(toks, ranges, r)) && mentions.some((m) => idx.includes(m.start) && prevFamilies.has(m.family.id) && words === m.end - m.start);
      const onlyLeft = insteadLeft || dashLone || (ctoks.length <= 4 && ctoks.some((x) => x.code < 0 && (x.w === 'only' || x.w === 'exclusively')) && !ctoks.some((x, k) => x.code < 0 && isNegWord(ctoks, k)));
      cl.neg = from.neg && !checksForNone(from.toks, from.roles) && !onlyLeft;
      cl.force = from.force;
      cl.instruction = from.instruction;
      cl.conditional = cl.conditional || from.conditional;
    }
    // "If `x` is "ask" → run `bin/flow status`, then prompt the user": a step after "then" is a step of the same case
    // ("When the consumer needs a known file extension, use that extension — never replace it with a wildcard": a
    // clause after a dash goes on with the case of the one before)
    // ("Staging deployment fails → fix the deployment, do not merge": the steps of an arrow's case, after a comma)
    if (prev?.conditional && ((ctoks[0]?.code < 0 && ctoks[0].w === 'then') || /[—–]/.test(separatorBefore(toks, ranges, r)) || (prev.arrowed && separatorBefore(toks, ranges, r).trim() === ','))) {
      cl.conditional = true;
      if (prev.arrowed) cl.arrowed = true;
    }
    const negLead = leadNeg && r === (label ? 1 : 0) && !(leadComplete && cl.verb === 0 && !f.neg && cl.verbBase !== undefined);
    if (negLead) {
      // ("**Prohibited**: - Skipping the consultation because …": a ban of skipping it is a rule to do it)
      if (!f.neg) cl.neg = !cl.lexNeg;
      cl.instruction = true;
      // "❌ DON'T: Create content without covering all languages": under a negative lead-in too, a ban of doing it
      // without something is a rule to do it with that thing
      if (cl.roles.some((x) => x === 'without') && !ctoks.some((x, k) => cl.roles[k] === 'without' && /^(asking|ask|confirmation|permission|approval)$/.test(x.w))) {
        if (!cl.conditional) cl.withoutCond = true;
        cl.conditional = true;
      }
      if (cl.force === 'plain') cl.force = /avoid|bad/i.test(lead ?? '') ? 'weak' : 'strong';
      // "Write implementation code before tests", "Add more tool calls after spawning" under "NEVER": only before or
      // after them, as a negation in words would say
      if (cl.neg && ctoks.some((x, k) => cl.roles[k] === 'temporal' && /^(until|before|unless|after|once|while|during)$/.test(x.w))) cl.conditional = true;
    }
    // "NEVER create a release, comment on an issue, or open a PR unless instructed": the negation of the first
    // verb phrase of an "or" series and a condition that ends it hold for every member
    const found = series.get(r);
    // a clause that describes what a subject of its own does, not a purpose or a condition before imperatives ("To ship
    // a fix, bump the version and run `npm publish`")
    const describedSubject = !cl.instruction && cl.subjEnd > 0 && cl.verbal && ctoks[0]?.code < 0 && ctoks[0].w !== 'to' && !SUBORDINATORS.has(ctoks[0].w) && !PREPOSITIONS.has(ctoks[0].w);
    // (a series of commas only is one after a described subject: "never use `any`, use `unknown`, validate with Zod"
    // lists steps)
    if (found?.loose && found.first === r && !describedSubject) found.off = true;
    const sr = found?.off ? undefined : found;
    if (sr) {
      // (a series after a subject that is described, "It does not read credentials, download rows, …", describes
      // what it does or does not do: its members are no imperatives)
      if (sr.first !== r && sr.described && cl.verb === 0 && !f.marked) {
        cl.neg = sr.neg && !f.neg ? !cl.lexNeg : cl.neg;
        cl.instruction = false;
      } else if (sr.first !== r && sr.neg && !f.neg && !f.marked && cl.verb === 0) {
        // ("NEVER hardcode secrets, log PHI, or skip `[Authorize]`": never skipping it is doing it)
        cl.neg = !cl.lexNeg;
        cl.force = sr.force ?? cl.force;
        cl.instruction = true;
      }
      if (sr.cond) cl.conditional = true;
      // ("`main.py` must sit at the root (not nested) and define `agent(obs)`": an aside in parentheses heads no series)
      // ("You do NOT build, edit files, or execute tasks": the addressee as subject heads the series too)
      // ("MUST NOT catch and swallow exceptions silently": a modal with no subject heads it as well)
      if (sr.first === r && describedSubject) {
        sr.described = true;
        sr.neg = cl.neg;
      }
      // (not a series inside a clause of its own after the ban: "Do not stop at analysis when you can directly patch, test,
      // commit, or publish the change")
      const ownClause = ctoks.some((x, k) => k > Math.max(cl.verb, 0) && x.code < 0 && /^(when|whenever|if|unless|while|because|since|once|until|where)$/.test(x.w));
      if (sr.first === r && ownClause) sr.cond = true;
      if (sr.first === r && cl.neg && cl.instruction && !ownClause && (cl.subjEnd === 0 || ctoks.slice(ADDRESSEE.test(ctoks[0]?.w ?? '') ? 1 : 0, cl.subjEnd).every((x) => x.code < 0 && /^(do|does|must|should|shall|will|can|may|not|never)$/.test(x.w))) && !separatorBefore(toks, ranges, r).includes('(')) {
        sr.neg = true;
        sr.force = cl.force;
      }
    }
    // ("Never implement first and write tests after", "don't merge first and review later"): a ban of two acts in an
    // order bans the order, not either act
    if (cl.neg) {
      const first = toks.findIndex((x, k) => k > 1 && x.code < 0 && x.w === 'first');
      if (first > 0 && toks.some((x, k) => k > first + 1 && x.code < 0 && /^(after|afterwards?|later|then)$/.test(x.w) && (x.w === 'then' || k === toks.length - 1 || toks[k + 1].code >= 0 || !/^[a-z]/.test(toks[k + 1].w)))) cl.conditional = true;
    }
    // "It applies the edits, builds, and commits — no push, no PR": a verbless "no X" after a clause that
    // describes what another actor does (a pronoun, an agent, a hook or a job) is part of that description
    if (!cl.verbal && cl.neg && prev !== undefined && prev.verbal && !prev.instruction && prev.subjEnd > 0 && !lead && !label && prev.toks.slice(0, prev.subjEnd).some((x) => x.code < 0 && ACTORS.has(x.s))) cl.instruction = false;
    if (cl.instruction) instruction = true;
    // "All HTTP calls go through axios", "Every service is written in Go": a statement about every member of
    // a kind is the project's rule for it
    const everySubject = cl.verbal && !cl.label && cl.subjEnd > 1 && ctoks[0]?.code < 0 && /^(all|every|each)$/.test(ctoks[0].w) && !cl.conditional;
    // ("Commit messages follow Conventional Commits", "Commit subjects are imperative sentences", "Branch names start with
    // `feat/`"): how a kind of text the agent writes for the project looks, said in the present, is its convention
    // ("… start with the Jira key and have no type prefix": a verb after "and" goes on with the same subject)
    const writtenSubject: boolean = cl.verbal && !cl.label && !cl.conditional && WRITES_AS.test(cl.toks[cl.verb >= 0 ? cl.verb : cl.subjEnd]?.w ?? '') && (writtenKind(cl.toks.slice(0, cl.subjEnd)) || (lastWritten && cl.subjEnd === 0 && /\band$/.test(separatorBefore(toks, ranges, r))));
    lastWritten = writtenSubject;
    // ("Keep history linear: rebase on main"): a label that is itself an imperative says what the instruction after it is
    // for; the instruction still prescribes
    const imperativeLabel = cl.label !== undefined && cl.verbal && cl.verb === 0 && cl.label.length >= 2 && cl.label.length <= 5 && cl.label.every((x) => x.code < 0) && isVerbBaseForm(cl.label[0].w) && verbBase(cl.label[0].w) !== undefined && !STOP.has(cl.label[0].w) && !LABEL_NOUNS.test(cl.label[cl.label.length - 1].w);
    clauseBasis = (cl.instruction && (!cl.label || imperativeLabel)) || everySubject || writtenSubject ? 'prescribed' : 'stated';
    const isQuestion = toks[idx[idx.length - 1] + 1]?.w === '?';
    // "Since we can't …", "If you use npm, …": a subordinate clause states no rule of its own; a leading
    // condition makes the next clause conditional
    const lead0 = ctoks[0]?.code < 0 ? ctoks[0].w : '';
    const subordinate = SUBORDINATORS.has(lead0) && !/^(so|that|what|how|why|which|who)$/.test(lead0);
    ctx.extraScope = labelScope;
    ctx.labelSlots = labelSlots;
    // "Don't commit: todos, research, scratch files", "DO NOT use context for: configuration, …": what
    // follows the colon is what the act is about, and narrows it
    const lastTok = idx[idx.length - 1];
    // ("Table names are singular: `order_item`, `user`": after a clause that ends on its chosen member, what follows
    // the colon shows the member, it does not narrow it)
    // (and "All tests are NUnit: `[TestFixture]` and `[Test]`": after any chosen tool, what shows how it is used)
    // (or on a member's version: "Stay on Dart 2.19: the pinned Flutter release doesn't support Dart 3", "Code must run on
    // PHP 7.4: no enums, no readonly properties": what follows says what the version means)
    const endsOnMember = mentions.some((m) => m.end === lastTok + 1 || (m.end === lastTok && toks[lastTok]?.code < 0 && /^v?\d+(?:\.\d+)*\+?$/.test(toks[lastTok].w)));
    // ("Environment variables carry no project prefix: `DB_URL`, `REDIS_URL`": names after a rule about names show it)
    // ("Private fields start with an underscore: `_count`")
    const aboutNames = ctoks.some((x, k) => x.code < 0 && (/^(prefix|prefixes|prefixed|suffix|suffixes|suffixed|named|naming|names|cased)$/.test(x.w) || (/^(start|starts|begin|begins|end|ends)$/.test(x.w) && ctoks[k + 1]?.w === 'with')));
    // (nor does one command after it, how the act is done: "Compile with JDK 17: `./gradlew build`")
    const cmdAt = toks[lastTok + 2]?.code ?? -1;
    const howAfter = cmdAt >= 0 && /\s/.test(ctx.spans[cmdAt] ?? '') && toks.slice(lastTok + 2).every((x, k, rest) => x.code === cmdAt || (x.code < 0 && /^[.;]$/.test(x.w) && k === rest.length - 1));
    // (nor a sentence of its own after it, one that opens with a condition or a subject: "Never install packages: if an
    // import fails, stop and tell me")
    // ("Don't sign commits: the mirror job rewrites them", "Never use Docker: the CI runners don't support it"): nor a
    // sentence with a subject and a verb of its own, which says why
    const after0 = toks.slice(lastTok + 2);
    const after1 = after0.slice(0, Math.max(0, after0.findIndex((x) => x.code < 0 && (x.w === '.' || x.w === ';'))) || after0.length);
    const ownVerb = after1.length >= 3 && after1[0].code < 0 && !isVerbBaseForm(after1[0].w) && after1.some((x, k) => k > 0 && x.code < 0 && (COPULAS.has(x.w) || MODALS.has(x.w) || /^(don't|doesn't|didn't|won't|can't|cannot|do|does|did|has|have|had)$/.test(x.w) || (isSForm(x.w) && verbBase(x.w) !== undefined && after1[k - 1].code < 0 && !DETERMINERS.has(after1[k - 1].w) && !PREPOSITIONS.has(after1[k - 1].w))))
      // ("Never use Git LFS: large files live in the bucket"): or a plural subject and its verb in the base form
      || (after1.length >= 3 && after1.some((x, k) => k > 0 && x.code < 0 && isVerbBaseForm(x.w) && verbBase(x.w) === x.w && /^[a-z]{3,}s$/.test(after1[k - 1].w) && after1[k - 1].code < 0 && (after1[k + 1] === undefined || (after1[k + 1].code < 0 && (PREPOSITIONS.has(after1[k + 1].w) || DETERMINERS.has(after1[k + 1].w))))));
    const ownAfter = ownVerb || (toks[lastTok + 2]?.code < 0 && (SUBORDINATORS.has(toks[lastTok + 2].w) || COND_WORDS.has(toks[lastTok + 2].w) || /^(we|you|i|they|instead|otherwise)$/.test(toks[lastTok + 2].w)));
    // (nor after a statement of what a thing is: "This is a Rails 8.0 app: use Solid Queue …" says what follows from it)
    const isStatement = !cl.instruction && cl.pred >= 0 && cl.subjEnd > 0;
    if (cl.verbal && !endsOnMember && !aboutNames && !howAfter && !ownAfter && !isStatement && toks[lastTok + 1]?.w === ':' && toks[lastTok + 1].code < 0 && lastTok + 2 < toks.length) {
      const rest = toks.slice(lastTok + 2);
      const stop = rest.findIndex((x) => x.code < 0 && (x.w === '.' || x.w === ';'));
      const listed = (stop >= 0 ? rest.slice(0, stop) : rest).filter((x) => x.code >= 0 || (/^[a-z]/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !PREPOSITIONS.has(x.w) && !GENERIC_WORDS.has(x.w))).map((x) => (x.code >= 0 ? x.w : (SCOPE_SYNONYMS[x.s] ?? x.s)));
      if (listed.length) ctx.extraScope = [...labelScope, ...listed.slice(0, 8)];
    }
    // "The job queue runs on Postgres, not Redis": what a bare "not X" rules out is ruled out for the subject of
    // the clause before (as a job queue), not everywhere
    // (against a member of its own kind, the contrast is the choice itself: "JSON field names are `snake_case`, not camelCase")
    if (!cl.verbal && prev !== undefined && prev.subjEnd > 0 && !prev.instruction && ctoks[0]?.code < 0 && ctoks[0].w === 'not' && !mentions.some((m) => idx.includes(m.start) && prevFamilies.has(m.family.id))) {
      const subj = subjectWords(prev, ctx, false);
      if (subj.length) ctx.extraScope = [...ctx.extraScope, ...subj];
    }
    // a clause wholly in parentheses after the clause before it
    const aside = r > 0 && ctoks.length > 0 && ctoks.every((x) => x.paren > 0 || x.w === ')') && prev !== undefined && ctoks[0].paren > (prev.toks[0]?.paren ?? 0);
    // "Auto-generated `<cluster>-app` secrets (do not use ExternalSecrets)": an instruction in parentheses after a
    // verbless phrase holds for what the phrase names
    if (aside && prev !== undefined && cl.instruction && cl.verbal && cl.verb >= 0 && !prev.verbal) {
      const host = prev.toks.filter((x) => x.code >= 0 || (/^[a-z][a-z-]{2,}$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !PREPOSITIONS.has(x.w) && !GENERIC_WORDS.has(x.w))).map((x) => (x.code >= 0 ? (ctx.spans[x.code] ?? '').toLowerCase() : (SCOPE_SYNONYMS[x.s] ?? x.s)));
      if (host.length) ctx.extraScope = [...ctx.extraScope, ...host.slice(0, 6)];
    }
    // ("The tests in `vendor_sdk/` are the upstream unittest suite; run them with `python -m unittest`": a pronoun goes
    // on about what the clause before named, in the place that clause put it)
    // (the place of its subject, not where it puts something: "Add services as manifests under `k8s/base/` and apply them …")
    // ("The `android/` module's tests still use JUnit 4, so keep writing JUnit 4 there": and "there" is that place)
    if (prev !== undefined && prev.subjEnd > 0 && ctoks.some((x, k) => x.code < 0 && (/^(them|they|it)$/.test(x.w) || (x.w === 'there' && k > 0 && !/^(is|are|was|were|be|'s|isn't|aren't)$/.test(ctoks[k + 1]?.w ?? '')))) && !placesOf(ctoks, spans).length) {
      // (not a folder that is the whole subject: "`dist/` is build output and is gitignored — never commit it" is about
      // the folder itself)
      const subjToks = prev.toks.slice(0, prev.subjEnd).filter((x) => x.code >= 0 || !DETERMINERS.has(x.w));
      const there = subjToks.length >= 1 && subjToks[0].code >= 0 && subjToks.every((x) => x.code === subjToks[0].code) ? [] : placesOf(prev.toks.slice(0, prev.subjEnd), spans);
      if (there.length) ctx.extraScope = [...ctx.extraScope, ...there];
    }
    if (pendingExcept) {
      ctx.extraScope = [...ctx.extraScope, ...pendingExcept];
      pendingExcept = undefined;
    }
    if (pendingCondition) {
      // the condition's words narrow this clause: "When writing tests, use Jest"
      cl.conditional = true;
      cl.leadCond = pendingCondition;
      ctx.extraScope = [...labelScope, ...pendingCondition];
      pendingCondition = undefined;
    }
    // "For logging, use %-formatting (not f-strings)": what a clause rules out by contrast is ruled out in its case
    // (so is what an aside in parentheses rules out: "When …, report it as a blocker (NEVER call AskUserQuestion)")
    // ("When unsure, stop and ask a question": and so is the next act of the same imperative after "and")
    const nextAct = cl.verbal && cl.verb === 0 && cl.subjEnd === 0 && /^,? ?and$/.test(separatorBefore(toks, ranges, r));
    if ((elliptical || aside || nextAct) && prev?.leadCond && !cl.leadCond) {
      cl.conditional = true;
      cl.leadCond = prev.leadCond;
      ctx.extraScope = [...ctx.extraScope, ...prev.leadCond];
    }
    // a condition that ends this clause is the next one's
    if (tailCondition) pendingCondition = tailCondition;
    // "For tables where a UUID is part of the key, store it as …": a leading phrase restricted by a relative
    // clause is a condition of what follows
    // ("For unit tests, mock HTTP with `msw`": a leading "for" phrase of its own is the case the rest is for)
    // ("Except in tests, never use mocks", "Outside `scripts/`, don't print"): a short leading carve-out before a comma
    // leaves its place out of the next clause, as a trailing "except in tests" does
    if (r + 1 < ranges.length && (!cl.verbal || cl.verb === 1) && ctoks.length <= 7 && CARVE_LEAD.test(ctoks.map((x) => x.w).join(' ')) && toks[idx[idx.length - 1] + 1]?.w === ',') {
      const out = ctoks.filter((x) => (x.code >= 0 ? (spans[x.code] ?? '').trim() !== '' : /^[a-z][a-z-]{2,}$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !PREPOSITIONS.has(x.w) && !GENERIC_WORDS.has(x.w) && !CARVE_WORDS.has(x.w) && x.w !== 'than'));
      const ex = out.map((x) => 'ex:' + (x.code >= 0 ? spans[x.code].trim().toLowerCase().replace(/\/+$/, '') : x.s));
      if (ex.length) {
        pendingExcept = ex;
        prev = cl;
        if (cl.verbal) lastVerbal = cl;
        continue;
      }
    }
    // ("In CI, use `npm ci`": a short verbless phrase of place before a comma is where the rest holds, a noun right
    // after its preposition included, "For uploads over 100 MB,"; not one that says how generally it holds, "In
    // general,", "For all code,")
    const restricted = LEAD_PLACES.has(lead0) && r + 1 < ranges.length && !cl.instruction && (ctoks.some((x, k) => k > 1 && x.code < 0 && /^(where|whose|which|that|when|if)$/.test(x.w)) || ((lead0 === 'for' || (LEAD_PLACES.has(lead0) && ctoks.filter((x) => x.paren <= (ctoks[0]?.paren ?? 0) && !/^[()]$/.test(x.w)).length <= 6)) && (!cl.verbal || cl.verb === 1) && afterAsides(toks, idx[idx.length - 1] + 1)?.w === ',' && !UNIVERSAL_LEAD.test(ctoks.map((x) => x.w).join(' ')) && !fileLead(ctoks, spans)));
    // "**Low** (<5 instances) → Consider **Unified approach**": what an arrow leads from, when it prescribes
    // nothing itself, is the case the instruction after it is for
    const arrowCase = !cl.instruction && r + 1 < ranges.length && ARROWS.has(separatorBefore(toks, ranges, r + 1).trim());
    if (subordinate || restricted || arrowCase) {
      if (COND_WORDS.has(lead0) || /^(once|after|before|until)$/.test(lead0) || restricted || arrowCase) {
        // (all of a case an arrow leads from: "German → respond in German"; a leading word of condition or place is not)
        pendingCondition = ctoks.filter((x, k) => (k > 0 || (arrowCase && !subordinate && !restricted)) && x.code < 0 && /[a-z]/.test(x.w) && !STOP.has(x.w) && !PREPOSITIONS.has(x.w) && !GENERIC_WORDS.has(x.w) && !MODALS.has(x.w) && !COPULAS.has(x.w)).map((x) => SCOPE_SYNONYMS[x.s] ?? x.s);
        // (a place in code is that place: "In `packages/forms/`, …")
        if (restricted) for (const x of ctoks) if (x.code >= 0 && (spans[x.code] ?? '').includes('/')) pendingCondition.push(spans[x.code].trim().replace(/\/+$/, '').toLowerCase());
      }
      prev = cl;
      if (cl.verbal) lastVerbal = cl;
      prevFamilies = new Set();
      prevUsage = false;
      continue;
    }
    prev = cl;
    if (cl.verbal) lastVerbal = cl;
    ctx.antecedent = undefined;
    if (r > 0 && ranges[r - 1]) {
      // the subject of the clause before, when it was a plain noun ("Lockfiles are generated")
      const before = ranges[r - 1].map((k) => toks[k]);
      const copula = before.findIndex((x, k) => k > 0 && x.code < 0 && (COPULAS.has(x.w) || MODALS.has(x.w)));
      const head = copula > 0 ? before[copula - 1] : undefined;
      // ("When a test is flaky, disable it": after a determiner, a noun spelled like a verb is the noun)
      if (head && head.code < 0 && /^[a-z]{3,}$/.test(head.w) && !STOP.has(head.w) && !GENERIC_HEADS.has(head.w) && (verbBase(head.w) === undefined || (/^(a|an|the|any)$/.test(before[copula - 2]?.w ?? '') && before[copula - 2].code < 0))) ctx.antecedent = head.s;
      // ("`Cargo.lock` is gitignored — never commit it": a file or name in code, the whole subject)
      else if (head && head.code >= 0 && before.slice(0, copula).every((x) => x.code === head.code || DETERMINERS.has(x.w))) {
        const span = (ctx.spans[head.code] ?? '').toLowerCase();
        // (a dotfile too: "`.terraform.lock.hcl` is in `.gitignore`; never commit it")
        if (/^[\w@.][\w.@/-]*$/.test(span)) ctx.antecedent = span;
      } else if (copula < 0 && before[0]?.code < 0 && /^(if|when|whenever|once)$/.test(before[0].w) && before[1]?.code < 0 && /^(you|we)$/.test(before[1].w) && before[2]?.code < 0 && verbBase(before[2].w) !== undefined && before[3]?.code < 0 && /^(a|an|the|any)$/.test(before[3].w)) {
        // ("If you find a leaked credential, do NOT rotate it yourself": what the case finds is what "it" is)
        let k = 4;
        while (before[k + 1]?.code < 0 && /^[a-z]{3,}$/.test(before[k + 1].w) && !STOP.has(before[k + 1].w) && !PREPOSITIONS.has(before[k + 1].w) && !SUBORDINATORS.has(before[k + 1].w)) k++;
        const obj = before[k];
        if (obj && obj.code < 0 && /^[a-z]{3,}$/.test(obj.w) && !STOP.has(obj.w) && !GENERIC_HEADS.has(obj.w) && k === before.length - 1) ctx.antecedent = obj.s;
      } else if (copula < 0 && before[0]?.code < 0 && ((isVerbBaseForm(before[0].w) && verbBase(before[0].w) !== undefined) || (/^(after|before|when|whenever|once|while|if)$/.test(before[0].w) && before[1]?.code < 0 && /ing$/.test(before[1].w) && verbBase(before[1].w) !== undefined))) {
        // ("Keep branches after merging — don't delete them": the object of the instruction before, a plain noun)
        // ("after editing a notebook, run it top to bottom": or of the act of a time or a case before)
        // (not one a demonstrative points further back with: "Use that extension — never replace it")
        let k = isVerbBaseForm(before[0].w) && verbBase(before[0].w) !== undefined ? 1 : 2;
        while (before[k]?.code < 0 && DETERMINERS.has(before[k].w) && !/^(this|that|these|those)$/.test(before[k].w)) k++;
        // ("Keep merged branches; we never delete them": a word before the noun says which ones)
        if (before[k]?.code < 0 && !DETERMINERS.has(before[k].w) && /^[a-z]{3,}$/.test(before[k].w) && before[k + 1]?.code < 0 && /^[a-z]{3,}$/.test(before[k + 1].w) && !STOP.has(before[k + 1].w) && !PREPOSITIONS.has(before[k + 1].w) && !SUBORDINATORS.has(before[k + 1].w) && (before[k + 2] === undefined || (before[k + 2].code < 0 && (PREPOSITIONS.has(before[k + 2].w) || SUBORDINATORS.has(before[k + 2].w) || /^[,;:(—–-]$/.test(before[k + 2].w))))) k++;
        const obj = before[k];
        const next = before[k + 1];
        if (obj && obj.code < 0 && /^[a-z]{3,}$/.test(obj.w) && !STOP.has(obj.w) && !GENERIC_HEADS.has(obj.w) && (next === undefined || (next.code < 0 && (PREPOSITIONS.has(next.w) || SUBORDINATORS.has(next.w) || /^[,;:(—–-]$/.test(next.w))))) ctx.antecedent = obj.s;
      }
    }
    const famsHere = new Set<string>();
    prevUsage = cl.instruction && cl.verbBase !== undefined && !NON_USAGE_VERBS.has(cl.verbBase);
    const choseBefore = prevChooses;
    prevChooses = choosesTool(cl, ctoks);
    if (isQuestion) {
      prevFamilies = famsHere;
      continue;
    }
    // ("The default branch used to be called `master`", "Jest used to be our test runner"): how things were, not how they are
    const usedAt = ctoks.findIndex((x, k) => k > 0 && x.code < 0 && x.w === 'used' && ctoks[k + 1]?.code < 0 && ctoks[k + 1].w === 'to' && ctoks[k + 2]?.code < 0 && ctoks[k + 2].w === 'be');
    // ("Prettier was used until last spring"): what was so until a time is history too
    const wasAt = ctoks.findIndex((x) => x.code < 0 && (x.w === 'was' || x.w === 'were'));
    // ("npm was used before the monorepo consolidation"): and what was so before an event
    // ("Yarn 1 was used up to v4.2": up to a release or a year is until it)
    const untilAt = (k: number): boolean => ctoks[k]?.code < 0 && (ctoks[k].w === 'until' || (ctoks[k].w === 'up' && ctoks[k + 1]?.w === 'to' && ctoks[k + 2]?.code < 0 && /^(?:v?\d+(?:\.\d+)+|v\d+|(?:19|20)\d\d)$/.test(ctoks[k + 2].w)));
    const untilPast = wasAt >= 0 && ctoks.some((x, k) => k > wasAt && x.code < 0 && (untilAt(k) || (x.w === 'before' && !cl.instruction && ctoks[k + 1]?.code < 0 && /^(the|our|its|this|that|we|[12]\d{3})$/.test(ctoks[k + 1].w))));
    // ("Originally the API was written in Flask (2019–2022)", "The app was initially built with Flask"): how it began, or
    // what was so over years that ended
    // ("The first version of the scraper was written in Python 2", "First version was in Flask"): and what the first or
    // the original one of a thing was
    const firstOne = ctoks.some((x, k) => k < wasAt && x.code < 0 && /^(first|original|initial)$/.test(x.w) && ctoks[k + 1]?.code < 0 && /^(version|versions|release|implementation|prototype|draft|iteration|build|port|app|backend|frontend|api|site|codebase)$/.test(ctoks[k + 1].w));
    // ("The repo was created with yarn 1", "The project was started on Django 2"): and what a thing was made with at its start
    const madeWith = ctoks[wasAt + 1]?.code < 0 && /^(created|started|scaffolded|bootstrapped|initiali[sz]ed|begun|founded)$/.test(ctoks[wasAt + 1].w);
    // ("Historically Android builds ran on Jenkins"): and what was done in a project's early days, in the past tense
    // (the verb, or the word after a plural noun read as one: "Android builds ran")
    const pastAt = (k: number): boolean => ctoks[k]?.code < 0 && verbBase(ctoks[k].w) !== undefined && verbBase(ctoks[k].w) !== ctoks[k].w && !isSForm(ctoks[k].w) && !ctoks[k].w.endsWith('ing');
    const pastVerb = cl.verb >= 0 && !cl.passive && (pastAt(cl.verb) || (isSForm(ctoks[cl.verb].w) && pastAt(cl.verb + 1)));
    // ("We had a Travis setup once", "Docs were built with Sphinx once."): and what was so once, in the past tense ("once"
    // reads "1 time" here, and only where no clause follows it: not "was moved once the tests passed")
    const weDid = ctoks[0]?.code < 0 && /^(we|they|i)$/.test(ctoks[0].w) && pastAt(1);
    const once = (wasAt >= 0 || pastVerb || weDid) && ctoks.some((x, k) => k > 1 && x.code < 0 && x.w === 'time' && ctoks[k - 1].w === '1' && (k === ctoks.length - 1 || !/^[a-z\d]/.test(ctoks[k + 1].w)));
    const began = !cl.instruction && (once || ((wasAt >= 0 || pastVerb) && (firstOne || madeWith || ctoks.some((x) => x.code < 0 && BEGAN_WORDS.has(x.w)) || /\b(?:19|20)\d\d\s*(?:[–—-]|to)\s*(?:19|20)\d\d\b/.test(sentence))));
    if (began) {
      prevFamilies = famsHere;
      continue;
    }
    // ("The frontend tests used Jest until the 2024 move to Vite"): what was done until a time, in the past tense, ended then
    const pastUntil = !cl.instruction && pastVerb && ctoks.some((x, k) => k > cl.verb && untilAt(k));
    if ((usedAt > 0 && !/^(is|are|was|were|be|been|being|get|gets|got|getting|am|'s|'re)$/.test(ctoks[usedAt - 1].w)) || untilPast || pastUntil) {
      prevFamilies = famsHere;
      continue;
    }

    const used = new Set<number>();
    const commands = new Map<number, 1 | -1>();
    const local = new Map<number, number>(idx.map((g, l) => [g, l]));
    const negAt = ctoks.findIndex((_t, k) => cl.roles[k] === 'main' && isNegWord(ctoks, k));
    // ("(NOT `bunx vitest run`) | `bun run build`": a negation inside an aside ends where the aside closes)
    const outsideNeg = (k: number): boolean => negAt >= 0 && k > negAt && ctoks.slice(negAt + 1, k).some((x) => x.paren < ctoks[negAt].paren);
    const checkNo = cl.neg && checksForNone(ctoks, cl.roles);
    // a verbless clause that is nothing but a family member (and "only"): "Tabs, not spaces.", "pnpm only."
    const indRaw = uiTabs ? [] : indentMentions(cl, sentenceHasIndent, sentenceHasTab);
    const covered = (k: number): boolean =>
      indRaw.some((m) => k >= m.start && k < m.end) ||
      mentions.some((m) => {
        const st = local.get(m.start);
        return st !== undefined && k >= st && k < st + (m.end - m.start);
      });
    // ("pnpm only — never npm or npx": a member said to be the only one is a choice, a dash after it or not)
    const onlyOne = ctoks.some((x) => x.code < 0 && (x.w === 'only' || x.w === 'exclusively'));
    const bareChoice = !cl.verbal && !cl.label && r === 0 && ranges.length <= 3 && !toks.some((x) => x.code < 0 && (x.w === ':' || (x.w === '—' && !onlyOne))) && ctoks.some((_x, k) => covered(k)) && ctoks.every((x, k) => x.code >= 0 || !/[a-z0-9]/.test(x.w) || /^(only|exclusively|please|always)$/.test(x.w) || covered(k)) && new Set(mentions.map((m) => m.family.id)).size <= 1;
    // ("English by default", "pnpm only")
    const bare = (k: number): boolean => ctoks[k].code >= 0 || ctoks[k].paren > 0 || !/[a-z0-9]/.test(ctoks[k].w) || /^(only|exclusively|everywhere|throughout)$/.test(ctoks[k].w) || (ctoks[k].w === 'by' && ctoks[k + 1]?.w === 'default') || (ctoks[k].w === 'default' && ctoks[k - 1]?.w === 'by') || covered(k);
    // ("**Tests:** RSpec (`bundle exec rspec`), specs under `spec/`": the member, then more about it after a comma)
    const comma = ctoks.findIndex((x) => x.code < 0 && x.paren === 0 && x.w === ',');
    // ("**Authentication**: NextAuth with JWT strategy": and the member, then how it is set up)
    const withAt = ctoks.findIndex((x, k) => k > 0 && x.code < 0 && x.paren === 0 && x.w === 'with' && covered(k - 1));
    const ends = [comma > 0 && !ctoks.some((_x, j) => j > comma && covered(j)) ? comma : -1, withAt].filter((k) => k > 0);
    const head = ends.length ? Math.min(...ends) : ctoks.length;
    const bareValue = !cl.verbal && ctoks.some((_x, k) => covered(k)) && ctoks.every((_x, k) => k >= head || bare(k));
    // "Serilog for logging, not NLog": a verbless member followed only by what it is for, with the alternative
    // ruled out after it
    // (and "Vitest for unit tests.", "pnpm for package management": a verbless member and what it is for, alone)
    // ("Python: ruff for linting and formatting"): so is one after a label of a word or two
    const shortLabel = r === 1 && toks[ranges[1][0] - 1]?.w === ':' && ranges[0].filter((k) => toks[k].code >= 0 || /[a-z]/.test(toks[k].w)).length <= 2;
    const forChoice = !cl.verbal && (r === 0 ? !cl.label : shortLabel) && ranges.length <= r + 2 && covered(0) && (() => {
      const m0 = mentions.find((m) => local.get(m.start) === 0);
      if (!m0) return false;
      const after = m0.end - m0.start;
      const rest = ctoks.slice(after);
      // (an aside after it, "(`bundle exec rspec`)", says more about the member)
      const tail = rest.filter((x) => x.paren === 0 && !(x.code < 0 && /^[().]$/.test(x.w)));
      return tail.length >= 2 && tail.length <= 5 && tail[0].code < 0 && tail[0].w === 'for' && tail.every((x) => x.code < 0 && /^[a-z][a-z-]*$/.test(x.w) && !isNegWord([x], 0)) && (ranges.length === r + 1 || toks[ranges[r + 1][0]]?.w === 'not');
    })();
    // ("Strings with double quotes", "State management with Redux Toolkit", "Strings always with double quotes in TS
    // files"): a topic of a few words, then what it is done with, in short
    const withChoice = !cl.verbal && !cl.label && r === 0 && !cl.neg && (() => {
      const m0 = mentions.find((m) => {
        const at = local.get(m.start);
        return at !== undefined && at >= 2 && ctoks[at - 1].code < 0 && /^(with|via|using|through|in)$/.test(ctoks[at - 1].w);
      });
      if (!m0) return false;
      const at = local.get(m0.start)!;
      const topic = ctoks.slice(0, at - 1).filter((x) => !(x.code < 0 && /^(only|always|exclusively)$/.test(x.w)));
      const afterAt = ctoks.map((_x, k) => k).filter((k) => k >= at + (m0.end - m0.start) && (ctoks[k].code >= 0 || /[a-z0-9]/i.test(ctoks[k].w)));
      const after = afterAt.map((k) => ctoks[k]);
      // (an example after it, "File names in kebab-case, e.g. user-profile.tsx", shows the member)
      // (and a list of them, "e.g. user-profile.tsx, order-list.tsx", that names no other member)
      const example = after.length > 0 && cl.roles[afterAt[0]] === 'example' && afterAt.every((k) => cl.roles[k] === 'example' || !covered(k));
      // (after "in" only what it is written in ends the line: "File names in kebab-case", "Docs in English")
      if (ctoks[at - 1].w === 'in' && after.length && !example) return false;
      return topic.length >= 1 && topic.length <= 5 && topic.every((x, k) => x.code < 0 && /^[a-z][a-z-]*$/.test(x.w) && ((k > 0 && k < topic.length - 1 && /^(in|for|of|and|or)$/.test(x.w)) || (!STOP.has(x.w) && !PREPOSITIONS.has(x.w)))) && (example || (after.length <= 4 && (after.length === 0 || (after[0].code < 0 && /^(in|for|on|inside|within)$/.test(after[0].w)))));
    })();
    // "No default exports.", "No Redux in new code": a verbless ban of what it names
    const noBan = !cl.verbal && cl.neg && ctoks[0]?.code < 0 && ctoks[0].w === 'no' && r === 0;
    // "No npm, yarn or bun.", "pnpm only — never npm or npx", "— never local disk, never Cloudinary": a verbless list of
    // members after "no" / "never" bans
    // each ("… — no React, no store" after a statement says what is absent)
    const banList = !cl.verbal && cl.neg && ctoks[0]?.code < 0 && /^(no|never)$/.test(ctoks[0].w) && (r === 0 || (ctoks[0].w === 'never' && (/^[—;]$/.test(toks[idx[0] - 1]?.w ?? '') || (toks[idx[0] - 1]?.w === ',' && r > 0 && /^(never|no)$/.test(toks[ranges[r - 1][0]]?.w ?? ''))))) && ctoks.length > 1 && covered(1) && ctoks.slice(1).every((x, k) => (x.code < 0 && (!/[a-z0-9]/i.test(x.w) || /^(or|and|nor)$/.test(x.w))) || covered(k + 1) || /^(or|and|nor|,)$/.test(ctoks[k]?.w ?? ''));
    // ("All HTTP calls go through axios", "Dependencies come in through Composer", "Email goes out via Postmark")
    const through = (k: number): boolean => /^(through|via)$/.test(ctoks[k]?.w ?? '') || (/^(in|out)$/.test(ctoks[k]?.w ?? '') && /^(through|via)$/.test(ctoks[k + 1]?.w ?? ''));
    // ("Deploys go to Heroku", "Backups go to S3"): and what the project sends goes to where it is sent
    const sentTo = (k: number): boolean => ctoks[k]?.code < 0 && ctoks[k].w === 'to' && ctoks.slice(0, cl.verb).some((x) => x.code < 0 && SENT_THINGS.has(x.w));
    const usage = cl.verbBase !== undefined && (!NON_USAGE_VERBS.has(cl.verbBase) || ((cl.verbBase === 'go' || cl.verbBase === 'come') && (through(cl.verb + 1) || sentTo(cl.verb + 1))));
    /** Whether a family mention is something this clause says to use or not to use, and which. */
    // "Neither Redux nor MobX is used", "(neither it nor TanStack Query is installed …)": what the subject names is not used
    const neitherAt = ctoks.findIndex((x) => x.code < 0 && x.w === 'neither');
    const neitherNor = neitherAt >= 0 && neitherAt <= 1 && ctoks.some((x, k) => k > neitherAt && x.code < 0 && x.w === 'nor');
    const admit = (m: RawMention): 1 | -1 | undefined => {
      // ("Write constants in upper case with underscores", "Capitalised-With-Hyphens"): the words joined say which case only
      // with the letters' own case, which a word of upper case changes
      if (m.family.id === 'naming-case' && m.end === m.start + 1 && /^(underscores|hyphens|dashes)$/.test(ctoks[m.start]?.w ?? '') && ctoks.some((x) => x.code < 0 && /^(upper|uppercase|upper-case|capital|capitals|capitalized|capitalised|caps|all-caps|screaming)$/.test(x.w))) return undefined;
      if (neitherNor && m.start > neitherAt && (cl.verb < 0 || m.start < cl.verb)) return -1;
      const role = cl.roles[m.start];
      // asides in parentheses ("(concurrent React)") are not what the clause prescribes, but a name given
      // to the thing just mentioned is ("`*.module.css` files (CSS Modules)")
      const before = ctoks[m.start - 2];
      const namesPrev = role === 'paren' && ctoks[m.start - 1]?.w === '(' && ctoks[m.end]?.w === ')' && before !== undefined && (before.code >= 0 || CODE_GENERIC.has(before.s) || MEMBER_TAILS.has(before.s));
      if (role !== 'main' && role !== 'altneg' && role !== 'altpos' && !namesPrev) return undefined;
      // ("This project uses Svelte 5 with runes, not Svelte 4 syntax": a version of the member the clause before names,
      // set against it, is not the member ruled out)
      if (cl.neg && !cl.verbal && r > 0 && /^\d/.test(ctoks[m.end]?.w ?? '') && mentions.some((o) => o.member === m.member && o.family.id === m.family.id && ranges[r - 1].includes(o.start))) return undefined;
      const first = ctoks[m.start];
      if (ctoks[m.end - 1].poss) return undefined;
      // ("testify's `require`"): a name in code that belongs to a library of another kind is that library's function (a
      // runtime's or a language's is the language's own: "Node.js's `require()`")
      if (first.code >= 0 && m.start > 0 && ctoks[m.start - 1].code !== first.code && ctoks[m.start - 1].poss && raw.some((o) => o.end === m.start && o.family.id !== m.family.id && !/runtime|language/.test(o.family.id))) return undefined;
      // ("`firebase deploy --only firestore:rules,storage:rules`"): a command held to targets that name none of the
      // family's subject does not do what the family is about
      const only = first.code >= 0 ? /\s--only[= ](\S+)/.exec(ctx.spans[first.code] ?? '') : null;
      if (only && !m.family.subject.toLowerCase().split(/\s+/).some((w) => w.length > 3 && only[1].toLowerCase().includes(stem(w)))) return undefined;
      // inside a code span the tool has to be what runs: `pnpm install`, `npx vitest`, not `import … from "react"`
      if (first.code >= 0) {
        let launched = false;
        for (let k = m.start - 1; k >= 0 && ctoks[k].code === first.code; k--) {
          if (!LAUNCHERS.has(ctoks[k].w)) return undefined;
          launched = true;
        }
        const next = ctoks[m.end];
        const more = next !== undefined && next.code === first.code;
        // (a command the sentence is about, not one it describes as its subject: "A bare `pnpm test` runs every package")
        // (nor one that a setting is for: "use `timeout: 300000` for `npm run build:swift`")
        let s0 = m.start;
        while (s0 > 0 && ctoks[s0 - 1].code === first.code) s0--;
        let f0 = s0 - 1;
        while (f0 >= 0 && (ctoks[f0].code >= 0 || /^(or|and|,)$/.test(ctoks[f0].w))) f0--;
        // (or what something is or is not a substitute for: "not an acceptable substitute for `npm run ci`")
        // ("additive, not a replacement for `bun run typecheck`": what a replacement would be for is still run)
        const forTarget = f0 >= 0 && ctoks[f0].w === 'for' && (((cl.verb >= 0 && cl.verb < f0) || (cl.pred >= 0 && cl.pred < f0)) || /^(replacements?|substitutes?|alternatives?|stand-ins?|proxies|proxy|shortcuts?|excuses?)$/.test(ctoks[f0 - 1]?.w ?? '')) && !/^(run|execute|invoke|call)$/.test(cl.verbBase ?? '');
        // (nor, in a ban, one that something goes into or comes from: "Not wired into `pnpm check`", "never add it to
        // `make ci`" rule out the wiring, not running the command)
        const intoTarget = f0 >= 0 && /^(into|to|onto|from)$/.test(ctoks[f0].w) && (cl.neg || role === 'altneg') && !/^(run|execute|invoke|call|switch|migrate|move|go|change|default|stick|revert|downgrade|upgrade)$/.test(cl.verbBase ?? '');
        // (nor one followed by an auxiliary, the subject of an elliptical clause: "… heal themselves; a bare `flutter
        // test` does not")
        let e0 = m.end;
        while (e0 < ctoks.length && ctoks[e0].code === first.code) e0++;
        const subjectOfAux = ctoks[e0] !== undefined && ctoks[e0].code < 0 && /^(does|do|did|will|would|can|cannot|could|is|was|has|had|won't|doesn't|don't|didn't|isn't|can't)$/.test(ctoks[e0].w);
        // (nor, in a ban, one that qualifies the noun after it: "NOT live `.venv`/`uv run` source" rules out the source)
        const after = ctoks[e0];
        const qualifies = after !== undefined && after.code < 0 && /^[a-z][a-z-]{2,}$/.test(after.w) && !STOP.has(after.w) && !PREPOSITIONS.has(after.w) && !SUBORDINATORS.has(after.w) && verbBase(after.w) === undefined && !/^(commands?|invocations?|calls?|scripts?|wrappers?|flags?|options?|directly|anymore|again|only|alone|here|there|ever|anywhere|unless|until)$/.test(after.w) && !/sel(?:f|ves)$/.test(after.w) && !isAdverb(after.w);
        const banned = (cl.neg && !(checkNo && m.start > negAt) && !(cl.neg && !cl.lexNeg && outsideNeg(m.start))) || role === 'altneg';
        if ((launched || more) && (cl.instruction || negLead) && !(cl.subjEnd > 0 && m.start < cl.subjEnd) && !forTarget && !intoTarget && !subjectOfAux && !(banned && qualifies)) commands.set(first.code, banned ? -1 : 1);
        // a prohibition of one command line (`nx build` bare, `npx eslint`) is about that command: the same
        // tool run another way (`pnpm nx build`, `pnpm eslint`) is what the line asks for
        // (a package manager's own bare subcommand, `pnpm install`, is still the package manager)
        const ownBare = more && LAUNCHERS.has(ctoks[m.end - 1].w) && OWN_SUBCOMMANDS.has(next.w) && ctoks[m.end + 1]?.code !== first.code;
        // (but a ban of `pnpm publish` or `npm login` is of that act, not of the package manager: only the
        // subcommands that manage dependencies stand for the tool)
        if ((cl.neg || role === 'altneg') && (launched || (more && !(ownBare && MANAGE_SUBCOMMANDS.has(next.w))))) return undefined;
        // ("Check package exists: `npm show <package-name>`"): a look-up in the registry is not how the project manages
        // its packages
        if (!banned && more && !launched && REGISTRY_LOOKUPS.has(next.w)) return undefined;
        // a path names a file, not the tool its directory is called after (`python/tests/test_table.py`)
        if (/\/|\.(md|mdx|ts|tsx|js|jsx|mjs|cjs|py|rs|go|rb|java|kt|json|ya?ml|toml|txt|sh|lock|cfg|ini)$/i.test((ctx.spans[first.code] ?? '').trim()) && !/\s/.test((ctx.spans[first.code] ?? '').trim()) && !launched && !(m.end - m.start > 1)) return undefined;
        // `node:*`, `node:fs`, `npm:left-pad`: a module specifier under a scheme, not the tool
        // `"pnpm"`, `'react'`: a quoted string in code is a value (a package name in a changeset), not the tool
        if (/^(["'])[^"']*\1$/.test((ctx.spans[first.code] ?? '').trim())) return undefined;
        // (and the bare scheme, "the `npm:` prefix")
        if (/^[a-z][\w.-]*:(?:[\w*@/.-]+)?$/i.test((ctx.spans[first.code] ?? '').trim())) return undefined;
        // the launcher of another tool or of a script is not a choice of launcher
        if (more && LAUNCHERS.has(ctoks[m.end - 1].w) && !OWN_SUBCOMMANDS.has(next.w)) {
          m.basis = 'incidental';
          // (`npm run build`, `pnpm build`, `bun run build`, `yarn build`: the package script it runs)
          const script = next.w === 'run' || next.w === 'run-script' ? ctoks[m.end + 1] : next;
          if (script && script.code === first.code && /^[a-z][\w:.-]*$/.test(script.w) && !LAUNCHERS.has(script.w)) m.runs = script.w;
        }
        // (`flutter pub run build_runner build`, `dart run build_runner`: the Dart SDK running a package's executable)
        if (more && /^(?:flutter|dart)$/.test(ctoks[m.end - 1].w) && ((next.w === 'pub' && /^(?:run|global)$/.test(ctoks[m.end + 1]?.w ?? '')) || (ctoks[m.end - 1].w === 'dart' && next.w === 'run' && ctoks[m.end + 1]?.code === first.code))) m.basis = 'incidental';
        // (`php artisan make:model`, `php please make:block`, `python manage.py migrate`: a language's interpreter running a
        // script or a framework's console, not a choice of the language code is written in)
        if (more && m.family.id === 'programming-language') m.basis = 'incidental';
        // `npm install -g sonar-scanner`, `yarn global add x`: a tool installed for the machine, not the project's
        // dependencies, so the package manager is only what installs it
        if (more && /^(?:npm|pnpm|yarn|bun)\s+(?:(?:i|install|add)\b.*\s(?:-g|--global)\b|global\s+add\b)/.test((ctx.spans[first.code] ?? '').trim())) m.basis = 'incidental';
      }
      // "bootstrap or enter the uv environment": a lowercase name where the clause has its verb is the verb
      // (a proper name written in lowercase; members that are acts themselves, "rebase", are not names)
      if (first.code < 0 && m.start === cl.verb && cl.subjEnd === 0 && !/[A-Z]/.test(first.raw) && /^[A-Z]/.test(m.label)) return undefined;
      // "Prefer `require` over `assert`": a contrast with something outside the family is not this family's choice
      if (role === 'main' && first.code >= 0) {
        const altCode = ctoks.findIndex((x, k) => cl.roles[k] === 'altneg' && x.code >= 0);
        if (altCode >= 0 && !raw.some((o) => o.family === m.family && o.start <= altCode && altCode < o.end)) return undefined;
      }
      // "Fix every Psalm error", "resolve all ESLint warnings": acting on a tool's findings keeps the tool in use
      if (!cl.neg && cl.instruction && cl.verb >= 0 && m.start > cl.verb && m.family.id !== 'programming-language' && TOOL_FINDINGS.has(ctoks[m.end]?.s ?? '') && ctoks[m.end].code < 0) return 1;
      // "don't use only `latest`": what is ruled out is using it alone, not using it
      if (cl.neg && ctoks[m.start - 1]?.code < 0 && ctoks[m.start - 1].w === 'only') return undefined;
      // "never a raw Prisma model", "don't return an Axios error": in a ban, a member between an article (and an
      // adjective) and a noun names a kind of thing the ban is about, not the tool
      if (cl.neg && first.code < 0) {
        const n0 = ctoks[m.end];
        let k0 = m.start - 1;
        if (k0 >= 0 && ctoks[k0].code < 0 && /^[a-z]{3,}$/.test(ctoks[k0].w) && !DETERMINERS.has(ctoks[k0].w) && !STOP.has(ctoks[k0].w) && verbBase(ctoks[k0].w) === undefined) k0--;
        if (k0 >= 0 && ctoks[k0].code < 0 && /^(a|an)$/.test(ctoks[k0].w) && n0 !== undefined && n0.code < 0 && /^[a-z]{3,}$/.test(n0.w) && !STOP.has(n0.w) && !PREPOSITIONS.has(n0.w)) return undefined;
      }
      // "write migrations as Liquibase changelogs", "build the UI with Svelte components": in an instruction the
      // member's things after "as" / "with" are how it is used
      const means = cl.instruction && !cl.neg && role === 'main' && first.code < 0 && /^(as|with|using|via)$/.test(ctoks[m.start - 1]?.w ?? '') && cl.verb >= 0 && m.start > cl.verb;
      if (!means && qualifierMention(ctoks, m)) return undefined;
      // "Use `as const` objects for enums": after "for", the member is what the verb's object is used for, not
      // the one chosen (unless the object is of its family too: "use pnpm for npm scripts" chooses pnpm)
      if (role === 'main' && cl.instruction && !cl.neg && cl.verb >= 0 && m.start - 1 > cl.verb + 1 && ctoks[m.start - 1].code < 0 && ctoks[m.start - 1].w === 'for' && PURPOSE_VERBS.has(cl.verbBase ?? '') && !raw.some((o) => o !== m && o.family === m.family && o.start > cl.verb && o.start < m.start)) return undefined;
      if (cl.neg && (negatesRole(ctoks, m) || specificCommand(ctoks, m, cl, ctx))) return undefined;
      // "Import from `vite-plus/test` instead of `vitest`": the alternative is another place to import from
      if (role === 'altneg' && /^(import|require|load)$/.test(cl.verbBase ?? '') && ctoks.some((x, k) => k > cl.verb && k < m.start && x.code < 0 && x.w === 'from' && cl.roles[k] === 'main')) return undefined;
      // "Never import `expect` from vitest": where from, not which tool
      if (cl.neg && cl.verb >= 0 && m.start > cl.verb + 1 && ctoks[m.start - 1]?.code < 0 && ctoks[m.start - 1].w === 'from' && /^(import|require|load|copy|pull|fetch|read|take|get)$/.test(cl.verbBase ?? '')) return undefined;
      // "Never send PII to Sentry", "never run Docker containers as root": what is forbidden is the act on its
      // own object (or in that manner); the tool it goes to, or that names the object's kind, is not
      if (cl.neg && cl.verb >= 0 && m.start > cl.verb && !negLead) {
        const p0 = ctoks[m.start - 1];
        const between = ctoks.slice(cl.verb + 1, m.start - 1).some((x) => x.code >= 0 || (/^[a-z]/.test(x.w) && !DETERMINERS.has(x.w) && !STOP.has(x.w) && !isAdverb(x.w) && !PREPOSITIONS.has(x.w)));
        if (p0 && p0.code < 0 && /^(to|into|via|through|on|in|from|at)$/.test(p0.w) && between) return undefined;
        // ("Never call `logger.error("msg", error=e)` with stdlib logging"): a call written out, made with the member, is
        // what is ruled out; the member it is made with is not
        // (the tool's own commands are the tool: "never run `poetry` commands in this repo")
        if (p0 && p0.code < 0 && /^(with|using)$/.test(p0.w) && ctoks.slice(cl.verb + 1, m.start - 1).some((x) => x.code >= 0)) return undefined;
        const n1 = ctoks[m.end];
        if (n1 && n1.code < 0 && /^[a-z]/.test(n1.w) && !STOP.has(n1.w) && !PREPOSITIONS.has(n1.w) && verbBase(n1.w) === undefined && !/^(?:commands?|cli|binary|binaries)$/.test(n1.w) && ctoks.slice(m.end + 1).some((x) => x.code < 0 && /^(as|in|on|to|with|without|from|during|inside|outside)$/.test(x.w))) return undefined;
      }
      // ("CI moved to Buildkite", "Auth migrated to Clerk"): what a part of the project moved to is what it uses
      if (!cl.instruction && !cl.neg && cl.verb < 0 && m.start >= 2 && ctoks[m.start - 1]?.code < 0 && ctoks[m.start - 1].w === 'to' && /^(moved|migrated|switched|ported)$/.test(ctoks[m.start - 2]?.w ?? '') && ctoks.slice(0, m.start - 2).every((x) => x.code < 0 && /^[a-z]/.test(x.w))) return 1;
      // ("Hosting moved from Netlify to Cloudflare Pages", "Tests migrated from Jest to Vitest"): and what it moved from is
      // what it left
      if (!cl.instruction && !cl.neg && cl.verb < 0 && m.start >= 2) {
        const v = ctoks.findIndex((x) => x.code < 0 && /^(moved|migrated|switched|ported)$/.test(x.w));
        if (v > 0 && ctoks[v + 1]?.code < 0 && ctoks[v + 1].w === 'from' && ctoks.slice(0, v).every((x) => x.code < 0 && /^[a-z]/.test(x.w))) {
          const to = ctoks.findIndex((x, k) => k > v + 2 && x.code < 0 && x.w === 'to');
          if (m.start === v + 2 && to >= m.end) return -1;
          if (to > v + 2 && m.start === to + 1) return 1;
        }
      }
      // ("ESLint removed", "ktlint dropped in 2024", "Playwright was tried and abandoned"): a headline's participle, or
      // one after "and", says the thing was taken out (not a past tense with an object: "Ruff's formatter dropped the
      // old config")
      if (!cl.instruction && !cl.neg && m.start === 0 && ((cl.verb < 0 && ctoks[m.end]?.code < 0 && goneWord(ctoks[m.end].w) && !(ctoks[m.end + 1] && (ctoks[m.end + 1].code >= 0 || DETERMINERS.has(ctoks[m.end + 1].w) || /^(it|them|this|that|these|those|its|their)$/.test(ctoks[m.end + 1].w)))) || (cl.passive && ctoks.slice(cl.verb + 1).some((x, k, rest) => x.code < 0 && goneWord(x.w) && rest[k - 1]?.w === 'and')))) return -1;
      // "the Jest suite is being migrated", "Moment is deprecated": what is moved away from is not in use by choice
      // ("We removed Heroku", "we retired the Django app last year"): what the project took out, in the past, is gone
      // ("we left Heroku last year": what the project left, too)
      // (or the subject of the clause before, shared: "We moved CI to GitHub Actions and deleted the CircleCI config", whose
      // second clause opens with its past verb)
      if (!cl.instruction && !cl.passive && !cl.neg) {
        const clBefore = r > 0 ? clauseAt[r - 1] : undefined;
        const sharedWe = clBefore !== undefined && clBefore.subjEnd > 0 && /^(we|they|the team|i)$/.test(clBefore.toks.slice(0, clBefore.subjEnd).map((x) => x.w).join(' ')) && /^,? ?and$/.test(separatorBefore(toks, ranges, r).trim());
        const vAt = cl.verb >= 0 ? cl.verb : sharedWe && ctoks[0]?.code < 0 && /[a-z]ed$/.test(ctoks[0].w) && verbBase(ctoks[0].w) !== undefined ? 0 : -1;
        const vBase = cl.verb >= 0 ? cl.verbBase : vAt === 0 ? verbBase(ctoks[0].w) : undefined;
        const weDidIt = (vAt > 0 && /^(we|they|the team|i)$/.test(ctoks.slice(0, vAt).map((x) => x.w).join(' '))) || (vAt === 0 && sharedWe);
        if (vAt >= 0 && m.start > vAt && weDidIt && ((/ed$/.test(ctoks[vAt].w) && (GONE_VERBS.has(vBase ?? '') || vBase === 'cancel')) || (ctoks[vAt].w === 'left' && m.start === vAt + 1))) return -1;
      }
      // (only a member of the passive's own subject, after an "and" that joins a clause of its own: "Authentication moved
      // to Okta and the in-house `labauth` package was deleted" deleted the package, not Okta)
      if (!cl.instruction && cl.passive && m.start < cl.subjEnd) {
        const joined = ctoks.findLastIndex((x, k) => k < cl.subjEnd && k > 0 && x.code < 0 && x.w === 'and' && ctoks.slice(0, k).some((y) => y.code < 0 && /^(moved|migrated|switched|ported|went|is|are|was|were|uses|runs)$/.test(y.w)));
        // (what the first part moved to is in use: "CI moved to GitHub Actions and the Jenkinsfile has been deleted")
        if (joined > 0 && m.start < joined) return ctoks[m.start - 1]?.code < 0 && ctoks[m.start - 1].w === 'to' && /^(moved|migrated|switched|ported)$/.test(ctoks[m.start - 2]?.w ?? '') ? 1 : undefined;
      }
      if (!cl.instruction && cl.passive && m.start < cl.subjEnd && (/^(migrate|deprecate|phase|port|rewrite|convert)$/.test(cl.verbBase ?? '') || removedVerb(cl))) {
        // ("Lerna was removed", "the Datadog contract was cancelled"): what is gone is not in use (not "is being
        // migrated", "is deprecated", "will be dropped": still there)
        const done = ctoks.slice(0, cl.verb).some((x) => x.code < 0 && /^(was|were|been)$/.test(x.w)) && !ctoks.some((x) => x.code < 0 && /^(being|will|until)$/.test(x.w));
        return done && removedVerb(cl) ? -1 : undefined;
      }
      // languages are named everywhere in descriptions; only instructions and "is written in X" choose one
      if (m.family.id === 'programming-language' && !cl.instruction && !(cl.passive && /^(write|implement|code|build|program|develop)$/.test(cl.verbBase ?? '') && ctoks[m.start - 1]?.w === 'in')) return undefined;
      let pol: 1 | -1 = cl.neg ? -1 : 1;
      // "prefer `pnpm nx` over `npx nx`": a member on both sides of the preference is not what is rejected
      if (role === 'altneg' && raw.some((o) => o !== m && o.member === m.member && o.family === m.family && cl.roles[o.start] === 'main')) return undefined;
      // ("import `@playwright/test` (not `playwright`)": a package of the member's own scope, chosen over the bare one, is
      // the member still; what is ruled out is a package to import)
      if ((role === 'altneg' || (elliptical && cl.neg)) && first.code >= 0 && ctx.spans.some((sp, c) => c !== first.code && sp.trim().toLowerCase().startsWith(`@${m.member.toLowerCase()}/`))) return undefined;
      // "import it from `@effect/vitest`, not from `vitest`": the alternative is where from, not which tool
      if (role === 'altneg' && PREPOSITIONS.has(ctoks[m.start - 1]?.w ?? '') && ctoks[m.start - 1].code < 0 && !/^(of|than|over)$/.test(ctoks[m.start - 1].w)) return undefined;
      // "Route tests mock the service layer (not Prisma)", "TLS is handled by Tailscale, not ArgoCD", "return
      // Fastify functions, NOT Zod schemas": the alternative is what the act is not done to or by; it rules the
      // member out only against another of its kind, in a clause that uses one ("use `fetch`, not axios"), or
      // as the means of an instruction ("format with dprint, not Prettier")
      if (role === 'altneg' && !raw.some((o) => o.family === m.family && o.member !== m.member && cl.roles[o.start] === 'main')) {
        const altAt = cl.roles.indexOf('altneg');
        const useVerb = cl.verbBase !== undefined && ALT_USE_VERBS.has(cl.verbBase);
        if (!useVerb && !meansAfterVerb(cl, ctoks, altAt)) return undefined;
      }
      if (role === 'altneg') {
        // "use Podman instead of Docker": the replaced option is ruled out, not merely less preferred
        if (cl.force === 'plain') m.force = 'strong';
        return -1;
      }
      if (role === 'altpos') return 1;
      const prevW = ctoks[m.start - 1]?.w;
      // "published on npm", "push to Docker Hub", "pulled from PyPI": a place, not the tool in use (unless
      // the clause moves from one to the other: "migrate from Jest to Vitest")
      // ("publish npm", "publish it to npm": a verb of releasing names the registry it releases to)
      if (REGISTRY_NAMED.test(m.family.id) && first.code < 0 && /^(publish|publishes|published|publishing)$/.test(prevW ?? '')) return undefined;
      // (what comes from a tool whose registry no other tool of its kind reads comes through it: "Third-party C++ libraries
      // come from vcpkg"; "from npm" may be through pnpm)
      const ownRegistry = cl.verbBase === 'come' && prevW === 'from' && !SHARED_REGISTRY.has(m.family.id);
      if (REGISTRY_NAMED.test(m.family.id) && first.code < 0 && !ownRegistry && (prevW === 'on' || prevW === 'to' || prevW === 'from' || prevW === 'at') && !(cl.verbBase && /^(migrate|switch|move|port|convert|transition|change|stick|upgrade|downgrade|standardize|standardise|default|restrict|limit)$/.test(cl.verbBase))) return undefined;
      // a language is chosen by writing in it ("write it in Go", "use Rust"); "format Rust", "test Python" act on code in it
      // ("Verify all Spanish text has correct accents", "review the German strings": acting on text in a language
      // does not choose the language to write in)
      if (m.family.id === 'natural-language' && cl.verb >= 0 && m.start > cl.verb && !cl.passive && /^(verify|check|review|test|proofread|validate|audit|read|scan|grep|search|inspect|lint|spell-check|spellcheck)$/.test(cl.verbBase ?? '')) return undefined;
      if (m.family.id === 'programming-language' && cl.verb >= 0 && m.start > cl.verb && !cl.passive && ctoks[m.start - 1]?.w !== 'in' && !/^(use|write|implement|code|build|develop|program|rewrite|port|migrate|switch|choose|prefer|pick|adopt|stick|standardize|standardise|target|require|learn|move|convert)$/.test(cl.verbBase ?? '')) return undefined;
      // ("We moved off Jest in 2024", "migrated away from Poetry")
      if ((prevW === 'from' || prevW === 'off') && cl.verbBase && /^(migrate|switch|move|port|convert|transition)$/.test(cl.verbBase)) return -1;
      // "Convert `UUID` -> `UInt128` on write", "cast X to Y": what is converted is the source, not a choice
      // ("convert Markdown files to HTML"; "Markdown must be converted to HTML before storage": the subject of the passive)
      if (cl.verbBase && /^(convert|cast|map|translate|transform|serialize|serialise|encode|decode|parse|coerce)$/.test(cl.verbBase) && ((m.start > cl.verb && /^(to|into|->|→|=>|>)$/.test(ctoks[m.end]?.w ?? '')) || (m.start > cl.verb && /^(files?|documents?|content|text|strings?|data|input)$/.test(ctoks[m.end]?.w ?? '') && /^(to|into)$/.test(ctoks[m.end + 1]?.w ?? '')) || (cl.passive && m.start < cl.verb && ctoks.slice(cl.verb).some((x) => x.code < 0 && /^(to|into)$/.test(x.w))))) return undefined;
      if (cl.verbBase === 'replace' && cl.verb >= 0 && m.start > cl.verb && !ctoks.slice(cl.verb, m.start).some((x) => x.w === 'with' || x.w === 'by')) return -1;
      // "Tests: `node:test`, not AVA." — a label on the family's topic followed by nothing but the member
      // ("Logging: use winston in server code": an imperative after a label is read as it is)
      // (nor one whose verb is the member itself: "**Merging:** always squash-merge PRs")
      if (cl.label && !(cl.verbal && cl.verb === 0 && cl.instruction && cl.verbBase !== undefined && ALT_USE_VERBS.has(cl.verbBase)) && !(cl.instruction && cl.verb >= m.start && cl.verb < m.end)) return labelNames(cl.label, m.family) || (bareValue && (labelTouches(cl.label, m.family) || labelIsPart(cl.label))) || forChoice ? pol : undefined;
      if (!cl.verbal) {
        // "…, not from `vitest`": a verbless alternative after a preposition names a place or source
        // ("File names in kebab-case", "Docs in English": what a topic is written in, as the line's last words)
        if (withChoice && prevW === 'in' && ctoks.every((x, k) => k < m.end || (x.code < 0 && !/[a-z0-9]/i.test(x.w)) || cl.roles[k] === 'example' || (k > m.end && !covered(k)))) return pol;
        if (first.code >= 0 ? PREPOSITIONS.has(ctoks[m.start - 1]?.w ?? '') && ctoks[m.start - 1].code < 0 && !/^(of|than|over|with|via|using)$/.test(ctoks[m.start - 1].w) : prevW !== undefined && /^(from|in|into|to|on|at|under|inside)$/.test(prevW)) return undefined;
        if (negLead) return -1;
        // ("No local Docker — DB = Neon": a qualified member says what an environment lacks; only the member itself,
        // alone or with the reach of the ban, is ruled out)
        if (banList) return -1;
        if (noBan && m.start === 1 && (m.end >= ctoks.length || ctoks.slice(m.end).every((x) => x.code < 0 && !/[a-z0-9]/i.test(x.w)) || ctoks.slice(m.end).some((x, k) => x.code < 0 && (/^(ever|anywhere|whatsoever|allowed)$/.test(x.w) || (/^(in|inside|within|for)$/.test(x.w) && cl.roles[m.end + k] === 'main'))))) return -1;
        // ("add a test-vector fixture, not a pytest"): a member after "a" names a thing made with it, not the tool, unless a
        // member of its family was chosen before it
        if (elliptical && cl.neg && m.start > 0 && /^(a|an)$/.test(ctoks[m.start - 1]?.w ?? '') && !prevFamilies.has(m.family.id)) return undefined;
        if (elliptical && (prevFamilies.has(m.family.id) || (prevUsage && (choseBefore || !cl.neg)))) return pol;
        // "Lint with Biome, not ESLint": the rejected alternative after a choice, whatever its family
        if (elliptical && cl.neg && f.marked && negAt >= 0 && negAt <= 1 && choseBefore) return -1;
        // a bare choice: "Tabs, not spaces.", "pnpm only."
        if (bareChoice || forChoice || withChoice) return pol;
        return undefined;
      }
      const subjectHasTopic = (): boolean => {
        const topic = new Set([...(m.family.domain ?? []), ...m.family.subject.toLowerCase().split(/\s+/).map(stem)]);
        const targets = m.family.targeted === 'naming' ? NAMING_TARGETS : m.family.targeted === 'language' ? LANGUAGE_TARGETS : undefined;
        return ctoks.slice(0, cl.subjEnd).some((x) => topic.has(x.s) || (targets && (targets[x.s] || targets[x.w])));
      };
      if (cl.pred >= 0) {
        // ("Historically the API was Flask", "Our bundler was Webpack"): what a thing was is how it used to be
        if (!cl.instruction && m.start >= cl.pred && ctoks.slice(cl.subjEnd, cl.pred).some((x) => x.code < 0 && (x.w === 'was' || x.w === 'were'))) return undefined;
        // "The package manager is pnpm"; "This is a pnpm monorepo"; "Docker is not allowed"; "Vitest is our test runner"
        const subj = ctoks.slice(0, cl.subjEnd).filter((x) => x.code < 0 && !/^(a|an|the|our|your|my)$/.test(x.w));
        const genericSubject = subj.length > 0 && subj.every((x) => /^(this|it|we|project|repo|codebase|package|app|library|service|monorepo|here)$/.test(x.s));
        // "`corePlugins` is not supported in Tailwind v4": the member is where the subject is (not) supported
        if (m.start - 1 > cl.pred && prevW !== undefined && /^(in|on|under|with|by|from|since|until|before|after)$/.test(prevW) && subj.length > 0 && !genericSubject && /^(supported|available|allowed|deprecated|removed|included|needed|required|unsupported|unavailable|broken|fixed|default)$/.test(ctoks[cl.pred]?.w ?? '')) return undefined;
        if (m.start >= cl.pred) return subjectHasTopic() || (genericSubject && !QUALIFIED_FAMILIES.has(m.family.id)) ? pol : undefined;
        if (m.start < cl.subjEnd && policyPred) {
          // (switched off, "Prettier formatting is turned off", is not used)
          const pol0 = onlyAllowed ? 1 : (POLICY_ADJ[ctoks[cl.pred].w]?.pol ?? -1);
          return (pol0 * (cl.neg ? -1 : 1)) as 1 | -1;
        }
        if (m.start < cl.subjEnd) {
          const head = stem(m.family.subject.toLowerCase().split(/\s+/).pop() ?? '');
          if (ctoks.slice(cl.pred).some((x) => x.s === head)) return pol;
        }
        return undefined;
      }
      if (cl.verb < 0) return undefined;
      if (cl.passive) {
        if (!(m.start < cl.subjEnd || m.start >= cl.verb)) return undefined;
        // "`corePlugins` is not supported in Tailwind v4", "removed in Django 5": where (in which version) the
        // subject is supported, not a choice of the member
        if (m.start > cl.verb && cl.subjEnd > 0 && prevW !== undefined && /^(in|on|under|since|until|before|after|from)$/.test(prevW) && /^(support|allow|permit|enable|deprecate|remove|include|provide|ship|expose|need|require|drop|add|introduce|available)$/.test(cl.verbBase ?? '')) return undefined;
      } else if (m.start < cl.verb) {
        // "Tests use Vitest": the subject is not the choice — unless the tool does its own job: "Prettier formats all files"
        // (or a command of it must pass: "make sure `mypy --strict` passes", "`cargo clippy` must be clean")
        const mustPass = (cl.instruction || (cl.frameEnd ?? 0) > 0) && !cl.neg && first.code >= 0 && /^(pass|succeed|run|complete|finish)$/.test(cl.verbBase ?? '') && ctoks.slice(m.end, cl.verb).every((x) => x.code === first.code);
        if (!mustPass && !(cl.subjEnd > 0 && m.end === cl.subjEnd && cl.verbBase && (m.family.domain ?? []).includes(cl.verbBase))) return undefined;
        if (mustPass) return 1;
      }
      // ("Feature flags come from LaunchDarkly": what the member's kind supplies comes from it; "the idea comes from Django"
      // is where something was learnt)
      const comesFrom = cl.verbBase === 'come' && ctoks[cl.verb + 1]?.w === 'from' && m.start === cl.verb + 2 && subjectHasTopic();
      if (!usage && !negLead && !comesFrom && !(cl.verbBase && (m.family.domain ?? []).includes(cl.verbBase))) return undefined;
      // a negation only governs what follows it ("`smoke` is not part of it — it runs in `npm run ci`")
      if (cl.neg && !cl.lexNeg && negAt > m.start && !(cl.passive && m.start < cl.subjEnd)) return undefined;
      // "ALWAYS import actual component and enums", "Use design token enums (BoxBackgroundColor, …)": things of a
      // kind of code that already exist, imported, matched or named by what they hold, are not a choice of the kind
      if (m.family.construct && first.code < 0) {
        if (cl.verbBase !== undefined && CONSUME_VERBS.has(cl.verbBase)) return undefined;
        const p1 = ctoks[m.start - 1];
        const p2 = ctoks[m.start - 2];
        const noun = (x: Tok | undefined): boolean => x !== undefined && x.code < 0 && /^[a-z][a-z-]{2,}$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !PREPOSITIONS.has(x.w) && verbBase(x.w) === undefined && !CONSTRUCT_KIND_WORDS.has(x.w);
        const word = (x: Tok | undefined, k: number): boolean => x !== undefined && x.code < 0 && /^[a-z][a-z-]{2,}$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !PREPOSITIONS.has(x.w) && k !== cl.verb && !CONSTRUCT_KIND_WORDS.has(x.w);
        if (noun(p1) && (word(p2, m.start - 2) || /^(actual|existing|generated|exported|shared)$/.test(p2?.w ?? ''))) return undefined;
        if (p1?.code < 0 && /^(actual|existing|generated|exported|shared)$/.test(p1.w)) return undefined;
        // ("use the same enum names and values", "design token enum usage": the things of that kind, not the kind)
        const n1 = ctoks[m.end];
        if (n1 !== undefined && n1.code < 0 && /^(names?|values?|usage|members?|keys?|entries|variants?|constants?|definitions?|imports?)$/.test(n1.w)) return undefined;
      }
      // "do not mock Prisma", "stub the Redis client": what is mocked is named, not chosen or ruled out
      if (cl.verbBase !== undefined && /^(mock|stub|fake|spy|monkeypatch)$/.test(cl.verbBase) && m.start > cl.verb && ctoks[m.start - 1]?.w !== 'with' && !/mock/.test(m.family.id)) return undefined;
      // "host has no DB/Redis access": what something lacks, not a ban
      for (let k = m.start - 1; k >= Math.max(1, m.start - 4); k--) {
        if (ctoks[k].code < 0 && ctoks[k].w === 'no' && ctoks[k - 1].code < 0 && /^(has|have|had)$/.test(ctoks[k - 1].w)) return undefined;
        if (ctoks[k].code < 0 && /^[,;:—–]$/.test(ctoks[k].w)) break;
      }
      // "No fixture is needed … it is set up by pytest": "no" negates the noun after it, not the clause
      // (not "no longer", which negates the verb: "We no longer use Splunk")
      if (cl.neg && negAt >= 0 && ctoks[negAt].w === 'no' && ctoks[negAt + 1]?.w !== 'longer' && negAt < cl.subjEnd && m.start > cl.subjEnd) return undefined;
      // ("Projection sequence ownership stays in `ChatState`, never in React"): after "never" or "not" and nothing else, a
      // member after a preposition is a place, not a tool ruled out
      if (cl.neg && m.start >= 2 && ctoks[m.start - 1]?.code < 0 && /^(in|into|inside|within|on|at|under)$/.test(ctoks[m.start - 1].w) && ctoks.slice(0, m.start - 1).every((x) => x.code < 0 && /^(never|not|but|and|,)$/.test(x.w))) return undefined;
      if (negLead && !f.neg) pol = -1;
      return pol;
    };
    const raw: RawMention[] = [];
    for (const m of mentions) {
      const st = local.get(m.start);
      if (st === undefined) continue;
      if (m.ambiguous && !clauseHasContext(ctx, m.family) && !mentions.some((o) => o !== m && o.family === m.family && o.member !== m.member)) continue;
      // ("shut down in the spring"): a name that is also a word, written in lower case after an article and before no
      // noun of its own, is the word
      if (m.ambiguous && m.end === m.start + 1 && toks[m.start].code < 0 && /^[a-z]+$/.test(toks[m.start].raw) && /^[A-Z]/.test(m.label) && /^(the|a|an)$/.test(toks[m.start - 1]?.w ?? '') && !(toks[m.end] !== undefined && toks[m.end].code < 0 && /^[a-z]{3,}$/.test(toks[m.end].w) && !STOP.has(toks[m.end].w) && !PREPOSITIONS.has(toks[m.end].w))) continue;
      raw.push({ start: st, end: st + (m.end - m.start), family: m.family, member: m.member, label: m.label });
    }
    const before = claims.length;
    const canClaim = cl.verbal || cl.label !== undefined || negLead || elliptical || bareChoice || withChoice || noBan || banList;
    // versions first: "Python 3.11" is a version requirement, not a choice of language
    // (a verbless line that names the stack states its versions: "Next.js 14 (App Router) + Tailwind")
    // ("Config: r=32, α=64": parameters set to values, not a language and its version)
    if ((canClaim || !cl.verbal) && !mapping) versionClaims(cl, ctx, used, claims);
    // ("Indentation is 2 spaces", "Indent size is 4 spaces"): a statement of what the indentation is states it
    const cop = indRaw.length ? ctoks.findIndex((x) => x.code < 0 && /^(is|are)$/.test(x.w)) : -1;
    const indentIs = cop > 0 && cop <= 3 && ctoks.slice(0, cop).some((x) => x.code < 0 && x.s === 'indent') && indRaw.some((m) => m.start > cop);
    const ind = canClaim || indentIs ? indRaw : [];
    // "One class per file." is an instruction even without a verb
    const per = (cl.verbal && cl.instruction) || !cl.verbal ? perMentions(cl) : [];
    const extra = [...ind, ...per.map((p) => p.m)];
    for (const m of extra) m.pol = cl.neg ? -1 : 1;
    // ("gofumpt rewrites too much, so don't use it", "ESLint is slow; never run it"): a tool that was the whole subject of
    // the clause before, or of this one before its "so", is what "it" rules out
    const itRef: RawMention[] = [];
    if (!raw.length || raw.every((m) => m.start === 0)) {
      const so = ctoks.findIndex((x, k) => k > 0 && x.code < 0 && x.w === 'so' && cl.roles[k] === 'purpose');
      const tail = (so > 0 ? ctoks.slice(so + 1) : cl.instruction && cl.neg && r > 0 ? ctoks : []).map((x) => (x.code >= 0 ? '`' : x.w)).join(' ');
      const it = /^(?:(?:do|does|should|must|will) not|never|don't|shouldn't|mustn't) (?:use|add|run|install|introduce|adopt|enable|reintroduce|bring back) (?:it|them)(?: (?:again|anymore|here|back))?$/.exec(tail);
      const b = so > 0 ? idx : r > 0 ? ranges[r - 1] : [];
      let k0 = 0;
      while (toks[b[k0]]?.code < 0 && DETERMINERS.has(toks[b[k0]].w)) k0++;
      const m0 = it ? mentions.find((m) => m.start === b[k0] && b.includes(m.end)) : undefined;
      const after = m0 ? toks[m0.end] : undefined;
      if (m0 && after && after.code < 0 && (COPULAS.has(after.w) || MODALS.has(after.w) || (isSForm(after.w) && verbBase(after.w) !== undefined))) {
        const at = ctoks.length - 1 - (/ (?:again|anymore|here|back)$/.test(tail) ? 1 : 0);
        itRef.push({ start: at, end: at + 1, family: m0.family, member: m0.member, label: m0.label, pol: -1, force: 'plain', basis: 'prescribed' });
      }
    }
    // "Prefix interfaces with `I`", "Booleans start with `is`/`has`": which affix a kind of names carries
    const aff = affixMentions(cl, ctx);
    extra.push(...aff);
    const overlaps = (m: RawMention): boolean => {
      // "Python 3.11" states a version, not a choice of language; "JUnit 5" is still JUnit
      if (m.family.id === 'programming-language') for (let k = m.start; k < m.end; k++) if (used.has(k)) return true;
      return extra.some((o) => o.start < m.end && m.start < o.end);
    };
    const admitted: RawMention[] = [];
    for (const m of raw) {
      if (overlaps(m)) continue;
      const pol = admit(m);
      if (pol === undefined) continue;
      m.pol = pol;
      admitted.push(m);
      famsHere.add(m.family.id);
    }
    // "Return `Result` values instead of throwing exceptions": the act ruled out is not to be done; "handle
    // errors by throwing exceptions": the means is done
    if (cl.instruction || negLead) gerundActs(cl, ctx, claims);
    // "with shellcheck, not bashate", "fnm instead of nvm": the rejected alternative is named by the sentence
    // itself, known tool or not; a later "run bashate" uses what this one rules out
    // "Tasks are defined in `Taskfile.yml`, not `just`": a contrast that ends a statement rules out its last name
    const tailNot = ctoks.findIndex((x, k) => k > 1 && x.code < 0 && x.w === 'not' && ctoks[k - 1].w === ',' && ctoks.length - k <= 4);
    if (cl.instruction || negLead || elliptical || tailNot > 0) {
      const alt = tailNot > 0 && !(cl.instruction || negLead || elliptical)
        ? rejectedName(ctoks.slice(tailNot), { ...cl, roles: cl.roles.slice(tailNot) }, (k) => raw.some((m) => k + tailNot >= m.start && k + tailNot < m.end), true)
        : rejectedName(ctoks, cl, (k) => raw.some((m) => k >= m.start && k < m.end), elliptical && cl.neg && !cl.verbal && negAt >= 0 && negAt <= 1);
      // "use `python3 test.py` instead of `./test.py`": the preferred command runs the same thing another way, so
      // the way of running it is ruled out, not the thing
      // (not the rejected name's own span: "not `grep`")
      const runsSame = alt !== undefined && ctoks.some((x, k) => x.code >= 0 && cl.roles[k] === 'main' && (ctx.spans[x.code] ?? '').trim().toLowerCase().split(/\s+/)[0] !== alt.split(' ')[0] && (ctx.spans[x.code] ?? '').toLowerCase().split(/[\s/]+/).includes(alt));
      // "organised by feature, not layer": the alternative of a criterion or a place is another criterion, not a tool
      const notAt = ctoks.findIndex((x, k) => k > 0 && x.code < 0 && x.w === 'not' && ctoks[k - 1].w === ',');
      const byWhat = notAt > 1 && ctoks.slice(Math.max(0, notAt - 4), notAt - 1).some((x) => x.code < 0 && /^(by|per|in|on|at|inside|within)$/.test(x.w));
      if (alt && !runsSame && !byWhat) {
        const label = /[._ ()]/.test(alt) ? '`' + alt + '`' : alt;
        // ruled out where the choice is made: "Prefer `ubuntu-slim` over `ubuntu-latest` for simple jobs"
        // (what is chosen, between the verb and "instead of" / "over", is the alternative, not a place)
        const altAt = cl.roles.indexOf('altneg');
        const named = new Set<number>(ctoks.map((x, k) => (x.code >= 0 || k === cl.verb || (altAt > 0 && k > cl.verb && k < altAt) || raw.some((m) => k >= m.start && k < m.end) ? k : -1)).filter((k) => k >= 0));
        const where = scopeOf(cl, named, new Set([cl.verbBase ?? '', 'use', 'run']), ctx).filter((w) => w !== alt && stem(w) !== stem(alt));
        rejected.push({ key: `act:use:${alt}`, type: 'action', subject: `use ${label}`, polarity: -1, force: 'strong', conditional: cl.conditional, scope: where, basis: 'inferred' });
        rejected.push({ key: `act:run:${alt}`, type: 'action', subject: `run ${label}`, polarity: -1, force: 'strong', conditional: cl.conditional, scope: where, basis: 'inferred' });
      }
    }
    // a whole command line is its own subject: "Always run `terraform fmt`" / "Never run `terraform fmt`"
    for (const [code, pol] of commands) {
      // ("`php artisan ...`", "`composer …`": a trailing ellipsis stands for any arguments, the command is what precedes it)
      const line = (spans[code] ?? '').trim().replace(/\s+/g, ' ').replace(/ (?:\.\.\.|…)$/, '');
      // ("never run `php artisan` directly": only run that way, which the same command run through a container is not)
      const manner = pol === -1 ? [...new Set(ctoks.filter((x, k) => x.code < 0 && cl.roles[k] === 'main' && NARROWING_MANNER.has(x.w)).map((x) => 'm:' + x.w))] : [];
      // ("DO NOT run `yarn build` in quasar-ui-danx": where it is not to be run)
      const place = cmdPlace(cl, ctoks, code, ctx);
      // (`electron/platform/`, `docs/api.md`: a directory or a document named in code is a place, not a command)
      const place0 = !/\s/.test(line) && line.includes('/') && /(?:\/|\.(?:md|mdx|json|ya?ml|toml|txt|lock|cfg|ini))$/i.test(line);
      // ("The chain MUST NOT include `npm run build`", "No `npm run build` link"): what a ban keeps the command out of, a
      // chain, a hook, a step of one, is where it is not run, not everywhere
      const at = ctoks.findIndex((x) => x.code === code);
      const holder = pol === -1 && /^(include|contain|have)$/.test(cl.verbBase ?? '') && cl.subjEnd > 0 && at > cl.verb ? ctoks.slice(0, cl.subjEnd).filter((x) => x.code < 0 && /^[a-z]{3,}$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !MODALS.has(x.w)).map((x) => x.s) : [];
      let end = at;
      while (ctoks[end + 1]?.code === code) end++;
      const part = pol === -1 && ctoks[0]?.code < 0 && ctoks[0].w === 'no' && at === 1 && ctoks[end + 1]?.code < 0 && /^(link|links|step|steps|stage|stages|hook|hooks|job|jobs|entry|entries|call|calls|invocation)$/.test(ctoks[end + 1].w) ? [ctoks[end + 1].s] : [];
      if (line && !place0) claims.push({ key: `cmd:${line}`, type: 'action', subject: `running \`${line}\``, polarity: pol, force: cl.force, conditional: cl.conditional, scope: [...new Set([...manner, ...place, ...holder, ...part])].sort(), ...(cl.verbBase ? { verb: cl.verbBase } : {}) });
      // a package script run with a package manager (`npm run build`, `pnpm build`): which manager runs that
      // script, compared only with the same script run with another one
      const ps = /^(npm|pnpm|yarn|bun)\s+(?:run(?:-script)?\s+)?([a-z][\w:.-]*)(?:\s|$)/.exec(line);
      if (ps && pol === 1 && !OWN_SUBCOMMANDS.has(ps[2]) && ps[2] !== 'run' && ps[2] !== 'dlx' && ps[2] !== 'exec' && ps[2] !== 'x') {
        claims.push({ key: `script:${ps[2]}`, type: 'choice', subject: `package manager running \`${ps[2]}\``, family: 'js-package-manager', member: ps[1], memberLabel: ps[1], polarity: 1, force: cl.force === 'permissive' ? 'plain' : cl.force, conditional: cl.conditional, scope: [], basis: 'incidental', runs: ps[2] });
      }
    }
    commands.clear();
    // ("Run `cargo build --locked`", "Install with `pnpm install --frozen-lockfile`"): a flag of a command line the
    // instruction gives is used, in passing
    if (cl.instruction && !cl.neg && !negLead)
      for (const code of new Set(ctoks.filter((x, k) => x.code >= 0 && cl.roles[k] === 'main').map((x) => x.code))) {
        const parts = (spans[code] ?? '').trim().split(/\s+/);
        if (parts.length < 2 || !/^[a-z][\w.-]*$/.test(parts[0])) continue;
        for (const p of parts.slice(1)) {
          const f = FLAG.exec(p)?.[1];
          if (f) flagUse.push({ key: `act:use:${f.toLowerCase()}`, type: 'action', subject: `use \`${f}\``, polarity: 1, force: cl.force, conditional: cl.conditional, scope: [], basis: 'incidental' });
        }
      }
    if (ind.length && !(cl.instruction || usage || cl.label || negLead || elliptical || bareChoice || indentIs)) ind.length = 0;
    makeChoiceClaims(cl, ctx, [...admitted, ...ind, ...per.map((p) => p.m), ...aff, ...itRef], claims);
    const cfg0 = claims.length;
    if (cl.instruction && !cl.neg && cl.force !== 'permissive' && CONFIG_VERBS.has(cl.verbBase ?? '')) configFileClaims(cl, ctx, famsHere, claims);
    if (cl.force !== 'permissive') lockfileClaims(cl, ctx, famsHere, claims);
    const cfg1 = claims.length;
    if (cl.force !== 'permissive' && !cl.conditional) locationClaims(cl, ctx, claims);
    if (cl.force !== 'permissive') branchClaims(cl, ctx, claims);
    for (const m of [...admitted, ...extra]) for (let k = m.start; k < m.end; k++) used.add(k);
    prevFamilies = famsHere;
    if (!cl.verbal) {
      const fe = cl.frameEnd ?? 0;
      // ("❌ No RLS on user data": a mistake listed as wrong is not a ban of what it lacks)
      if ((ctoks[0]?.code < 0 && ctoks[0].w === 'no' && !negLead) || (fe > 0 && ctoks[fe]?.code >= 0 && ctoks[fe - 1]?.code < 0 && ctoks[fe - 1].w === 'to') || (ctoks[0]?.code < 0 && /^(never|no)$/.test(ctoks[0].w) && ctoks[1]?.code >= 0 && /^git\s/.test((ctx.spans[ctoks[1].code] ?? '').trim())) || (ctoks[0]?.code >= 0 && r > 0 && /^git\s+(push|commit|rebase|merge|reset|stash|tag|pull)\b/.test((ctx.spans[ctoks[0].code] ?? '').trim()) && ctoks.length > ctoks.filter((x) => x.code === ctoks[0].code).length)) {
        const n0 = claims.length;
        // ("No summaries at the end of responses")
        if (!closingSummary(cl, ctx, claims) && !typePrefixClaim(cl, ctx, claims)) actionClaims(cl, ctx, claims);
        if (claims.length > n0) instruction = true;
      }
      // "Max 3 parameters per function."; "Max line length: 120" (the label names the quantity)
      // "Default page size for list endpoints: 50": a value after a colon is about what precedes it, label or not
      const valueAfterColon = cl.label === undefined && r > 0 && toks[idx[0] - 1]?.w === ':' && numberValue(ctoks[0]?.w ?? '') !== undefined ? ranges[r - 1].map((k) => toks[k]) : undefined;
      // ("At most 3 levels of nesting", "No more than 5 arguments per function", "Up to 3 retries")
      const bound = (x: Tok, k: number): boolean => /^(max|maximum|min|minimum|limit|<|<=|≤|>|>=|≥)$/.test(x.w) || (x.w === 'most' && ctoks[k - 1]?.w === 'at') || (/^(more|fewer|less)$/.test(x.w) && ctoks[k - 1]?.w === 'no' && ctoks[k + 1]?.w === 'than') || (x.w === 'up' && ctoks[k + 1]?.w === 'to' && numberValue(ctoks[k + 2]?.w ?? '') !== undefined);
      if (cl.label === undefined && !valueAfterColon && ctoks.some((x, k) => x.code < 0 && bound(x, k))) countClaims(cl, ctx, used, claims);
      else if ((cl.label !== undefined || valueAfterColon) && ctoks.some((x) => numberValue(x.w) !== undefined)) {
        const lab = cl.label ?? valueAfterColon!;
        const merged: Clause = { ...cl, toks: [...lab, ...ctoks], roles: [...lab.map((): Role => 'main'), ...cl.roles], verb: -1, instruction: true, label: lab };
        const before2 = claims.length;
        const saved = ctx.extraScope;
        ctx.extraScope = [];
        countClaims(merged, ctx, new Set([...used].map((k) => k + lab.length)), claims);
        ctx.extraScope = saved;
        if (claims.length > before2) instruction = true;
      }
      continue;
    }
    const choices = claims.length;
    countClaims(cl, ctx, used, claims);
    // "retry network calls 3 times" also says to retry them
    if (claims.length > choices && choices === before && cl.instruction && cl.verbBase && !NON_USAGE_VERBS.has(cl.verbBase) && cl.subjEnd === 0) actionClaims(cl, ctx, claims);
    // side effects on real resources are their own subject, whatever else the clause names
    // ("no `feat:`/`fix:` prefixes": Conventional Commits ruled out)
    typePrefixClaim(cl, ctx, claims);
    const touched = networkClaim(cl, ctx, claims) || resourceClaims(cl, ctx, claims) || closingSummary(cl, ctx, claims);
    // (a claim about a whole command line, `cmd:`, leaves the act to be read: "never run `git push` or `docker push`")
    if (touched) continue;
    // (nor does the tool a configuration file names: "Edit `.github/workflows/deploy.yml`" still edits that file)
    if (claims.slice(before).some((c, k) => !c.key.startsWith('cmd:') && !(before + k >= cfg0 && before + k < cfg1))) {
      // "Write docstrings in Google style": a choice of how the object is made leaves the act on the object itself,
      // when that object is not the chosen member (a ban of the object meets it: "No docstrings")
      if (cl.instruction && !cl.neg && cl.force !== 'permissive') {
        const made = claims.slice(before).filter((c) => c.type === 'choice');
        // ("After changing the Podfile, run `pod install` right away without asking"): a tool run without asking is run
        // without asking first, beside the choice of it
        const c0 = claims.length;
        if (confirmClaims(cl, ctx, claims) === 'without') claims.splice(c0, claims.length - c0, ...claims.slice(c0).filter((c) => c.key.startsWith('confirm:') && c.polarity === -1));
        else claims.splice(c0);
        const n0 = claims.length;
        actionClaims(cl, ctx, claims);
        for (const c of claims.splice(n0)) {
          // ("Commit your work with a Conventional Commit message": an act with no object but itself is still done)
          // ("Commit updated Playwright screenshots …": and so is committing or deleting something a member qualifies)
          if (c.type === 'action' && (/^act:(?!use:|run:)[a-z-]+:$/.test(c.key) || /^act:(?:commit|push|delete):[a-z]/.test(c.key))) {
            claims.push(c);
            continue;
          }
          const object = /^act:(?:use|write|add):([a-z][a-z-]*)$/.exec(c.key)?.[1];
          if (object === undefined || c.type !== 'action' || c.polarity !== 1) continue;
          const members = memberNamed(object, ctx.lex);
          if (made.some((m) => ctx.lex.byId.get(m.family ?? '')?.domain?.includes(object)) && !made.some((m) => members.some((x) => x.family.id === m.family))) claims.push(c);
        }
      }
      continue;
    }
    // ("golangci-lint is not used here", "`goimports` isn't installed"): a tool named alone as the subject of a negated
    // use says the project does without it (a name in code, or a hyphened name; a word of prose may be anything), "here"
    // being the project
    // ("SwiftLint runs as a build phase", "`golangci-lint` runs in CI"): and one that runs, as the subject of a statement,
    // is in use (a name written with a capital inside it is a name too)
    if (!cl.instruction && !cl.conditional && claims.length === before && cl.verb > 0 && cl.subjEnd > 0) {
      const subj = ctoks.slice(0, cl.subjEnd).filter((x) => !(x.code < 0 && /^(the|our|this)$/.test(x.w)));
      const named = subj.length === 1 && (subj[0].code >= 0 ? /^[a-z][\w.-]*$/i.test(ctx.spans[subj[0].code] ?? '') : /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(subj[0].w) || /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(subj[0].raw));
      const notUsed = cl.passive && cl.neg && /^(use|install)$/.test(cl.verbBase ?? '');
      const runs = !cl.passive && !cl.neg && cl.verbBase === 'run' && isSForm(ctoks[cl.verb].w);
      if (named && (notUsed || runs)) {
        const subjCl: Clause = { ...cl, roles: cl.roles.map((r, k) => (k < cl.subjEnd ? r : 'carve')) };
        const head = nounPhrases(subjCl, 0, ctx)[0]?.head;
        // (what it runs as is how: "as a build phase", "as a pre-commit hook")
        const asAt = ctoks.findIndex((x, k) => k > cl.verb && x.code < 0 && x.w === 'as');
        const how = new Set(ctoks.map((_, k) => k).filter((k) => k <= cl.verb || (asAt > 0 && k >= asAt)));
        const where = scopeOf(cl, how, new Set(['run', 'use', 'install']), ctx);
        if (head) claims.push({ key: `act:use:${head}`, type: 'action', subject: `use ${head}`, polarity: runs ? 1 : -1, force: runs ? 'plain' : 'strong', conditional: false, basis: 'stated', scope: where.filter((q) => !q.startsWith('@ref:here')) });
      }
    }
    // ("Property tests use `proptest`", "Contract tests use Pact"): a tool named in code or by a capital that a part of the
    // project uses, said in the present, is in use, though the detector does not know it
    if (!cl.instruction && !cl.conditional && !cl.neg && !cl.passive && claims.length === before && cl.subjEnd > 0 && cl.verb >= cl.subjEnd && cl.verbBase === 'use' && ctoks[cl.verb]?.code < 0 && /^uses?$/.test(ctoks[cl.verb].w)) {
      let k = cl.verb + 1;
      if (ctoks[k]?.code < 0 && /^(the|a|an)$/.test(ctoks[k].w)) k++;
      const x = ctoks[k];
      const span = x?.code >= 0 ? (ctx.spans[x.code] ?? '').trim() : undefined;
      const name = span !== undefined ? (/^[a-z@][\w.@-]*$/i.test(span) ? span.toLowerCase() : undefined) : x && /^[A-Z][a-z]+[A-Za-z0-9]*$/.test(x.raw) ? x.s : undefined;
      const next = ctoks[k + 1];
      // (not what an actor does, "AI uses `console.log` in production code", a case in a list of what goes wrong)
      const actor = ctoks.slice(0, cl.subjEnd).some((y) => y.code < 0 && (ACTORS.has(y.s) || AGENT_ACTORS.has(y.w) || OTHER_PEOPLE.has(y.w)));
      if (name !== undefined && !actor && (next === undefined || next.code >= 0 || !/^[a-z]/.test(next.w) || PREPOSITIONS.has(next.w) || SUBORDINATORS.has(next.w) || /^(and|but)$/.test(next.w))) {
        const where = scopeOf(cl, new Set([cl.verb, k]), new Set(['use', name]), ctx).filter((q) => !q.startsWith('@ref:here'));
        claims.push({ key: `act:use:${name}`, type: 'action', subject: `use ${span !== undefined ? '`' + name + '`' : name}`, polarity: 1, force: 'plain', conditional: false, basis: 'stated', scope: where });
      }
    }
    // ("Shell scripts are tested with bats", "GDScript tests are written with GUT"): a tool the project's things are made
    // or checked with is in use, though the detector does not know it
    const means = !cl.instruction && !cl.conditional && !cl.neg && (cl.passive || cl.pred >= 0) && claims.length === before && cl.subjEnd > 0 ? ctoks.findIndex((x, k) => k > cl.subjEnd && x.code < 0 && /^(with|using|via)$/.test(x.w)) : -1;
    if (means > 0) {
      const got: Claim[] = [];
      actionClaims(cl, ctx, got);
      const w = means;
      const after = new Set(ctoks.slice(w + 1).flatMap((x) => (x.code >= 0 ? [(ctx.spans[x.code] ?? '').trim().toLowerCase()] : [x.s, x.w])));
      for (const c of got) if (/^act:(use|run):/.test(c.key) && c.polarity === 1 && after.has(c.key.split(':').slice(2).join(':').toLowerCase())) claims.push({ ...c, basis: 'stated' });
    }
    // ("`google-services.json` is committed", "`target/` is gitignored"): what a statement says is in git, or kept out of
    // it, is committed or not
    if (!cl.instruction && !cl.conditional && claims.length === before && cl.subjEnd > 0 && ((cl.passive && cl.verbBase === 'commit' && !ctoks.some((x, k) => k > cl.verb && x.code < 0 && /^(to|into|on|by)$/.test(x.w))) || (cl.pred >= 0 && ctoks[cl.pred]?.code < 0 && /^(gitignored|git-ignored)$/.test(ctoks[cl.pred].w)))) {
      const got: Claim[] = [];
      actionClaims(cl, ctx, got);
      for (const c of got) if (/^act:commit:./.test(c.key)) claims.push({ ...c, basis: 'stated' });
    }
    if (!cl.instruction) continue;
    // ("Commit your work after each step without asking"): an act done without asking is done, which a ban of it
    // ("Never commit") goes against; an act asked about first ("Ask before committing") is not said to be done
    const asked = confirmClaims(cl, ctx, claims);
    if (asked === 'ask') continue;
    const acts = claims.length;
    actionClaims(asked ? { ...cl, roles: cl.roles.map((r) => (r === 'without' ? 'carve' : r)) } : cl, ctx, claims);
    // "never expose, print, commit, or paste secrets": the object of the series' last verb is every member's
    if (sr) {
      const rec = seriesActs.get(sr) ?? { bare: [] };
      seriesActs.set(sr, rec);
      const alone = ctoks.filter((x) => x.code >= 0 || /[a-z0-9]/i.test(x.w)).length === 1;
      for (let k = acts; k < claims.length; k++) {
        const c = claims[k];
        if (c.type !== 'action') continue;
        if (/^act:[a-z-]+:$/.test(c.key)) {
          if (alone) rec.bare.push(k);
        } else if (/^act:[a-z-]+:[^|>:]+$/.test(c.key)) rec.obj = c;
      }
    }
    // "Only commit when the user asks", "commit only if CI is green": the act is ruled out in every other case,
    // so doing it with no such condition ("commit after each task") goes against it
    // (a condition in words, "when"/"if": not "only test critical paths that …", where "only" picks the object)
    const onlyAt = ctoks.findIndex((x, k) => x.code < 0 && x.w === 'only' && cl.roles[k] === 'main' && (k + 1 === cl.verb || (cl.roles[k + 1] === 'cond' && /^(when|whenever|if|once)$/.test(ctoks[k + 1].w))));
    const condWord = ctoks.some((x, k) => cl.roles[k] === 'cond' && x.code < 0 && /^(when|whenever|if|once)$/.test(x.w));
    if (onlyAt >= 0 && condWord && !cl.neg && cl.conditional && cl.force !== 'permissive' && cl.force !== 'weak') {
      // (the condition runs to the end of the clause: "only when using hooks, event handlers, or browser APIs")
      const c0 = ctoks.findIndex((x, k) => cl.roles[k] === 'cond' && x.code < 0 && /^(when|whenever|if|once)$/.test(x.w));
      const cond = ctoks.slice(c0 + 1).filter((x) => x.code < 0 && /[a-z]/.test(x.w) && !STOP.has(x.w)).map((x) => SCOPE_SYNONYMS[x.s] ?? x.s);
      for (const c of claims.slice(acts)) if (c.type === 'action' && c.polarity === 1) claims.push({ ...c, polarity: -1, force: 'strong', conditional: false, scope: [...c.scope.filter((q) => !cond.includes(q))], onlyWhen: cond.length ? cond : ['@cond'] });
    }
  }
  // "the `asset_exif` collection is stored in MongoDB, not PostgreSQL": what a contrast rules out is ruled out where
  // the choice before it is made (for that collection), not everywhere
  for (let r = 1; r < ranges.length; r++) {
    if (!contrastAt[r]) continue;
    const end = claimsFrom[r + 1] ?? claims.length;
    for (let k = claimsFrom[r]; k < end; k++) {
      const c = claims[k];
      // (and a command, after a statement about a subject: "`evaluation/` runs through `npm run eval`, not `npm test`")
      if ((c.type !== 'choice' && !(c.key.startsWith('cmd:') && subjectAt[r - 1])) || c.polarity !== -1 || c.scope.length) continue;
      // (a member of another family is ruled out in the same role: "Postgres for the job queue, not Redis")
      const before = claims.slice(claimsFrom[r - 1], claimsFrom[r]);
      // (the choice it follows, when nothing of its own family is chosen there: "define error enums with `thiserror`,
      // not `anyhow`" rules out anyhow beside thiserror, not only for "error enums")
      const same = before.filter((o) => o.key === c.key && o.polarity === 1);
      const last = [...before].reverse().find((o) => o.type === 'choice' && o.polarity === 1);
      const chosen = same.length ? same.find((o) => o.scope.length) : last?.scope.length ? last : undefined;
      if (chosen) claims[k] = { ...c, scope: chosen.scope, conditional: c.conditional || chosen.conditional };
    }
  }
  for (const rec of seriesActs.values()) {
    if (!rec.obj) continue;
    const head = rec.obj.key.split(':')[2];
    for (const k of rec.bare) claims[k] = { ...claims[k], key: claims[k].key + head, subject: `${claims[k].subject} ${head}`, scope: [...new Set([...claims[k].scope, ...rec.obj.scope])].sort() };
  }
  mark();
  // "Do not create task files, branches, commits, or PRs unless the user asks": a condition that ends a series of
  // objects after one verb holds for the verb's act, as it does after a single object
  // (the last member may open with a participle: "…, PRs, or dispatched work when the user asks")
  const SERIES = /^(,|, ?or|, ?and|or|and)$/;
  const lastMember = (r: number): boolean => !clauseAt[r]!.verbal || (/^,? ?or$/.test(separatorBefore(toks, ranges, r).trim()) && toks[ranges[r][0]]?.code < 0 && /^[a-z]+ed$/.test(toks[ranges[r][0]].w));
  for (let r = 1; r < ranges.length; r++) {
    if (!ownCond[r] || !clauseAt[r] || !lastMember(r)) continue;
    let h = r - 1;
    if (!SERIES.test(separatorBefore(toks, ranges, r).trim())) continue;
    while (h > 0 && clauseAt[h] && !clauseAt[h]!.verbal && SERIES.test(separatorBefore(toks, ranges, h).trim())) h--;
    if (!clauseAt[h]?.verbal) continue;
    for (let k = claimsFrom[h]; k < (claimsFrom[r + 1] ?? claims.length); k++) if (!claims[k].conditional) claims[k] = { ...claims[k], conditional: true };
  }
  // "Write specs for:", "Do NOT:", "Always run:": a lead-in whose object is the list below it states nothing
  // on its own (its items carry it, negative lead-ins included)
  if (danglingLeadIn(toks)) return { claims: [], instruction, words };
  // a sentence written mostly in another language than English ("이 함수들을 React 렌더 사이클 내에서 반복 호출"): its
  // grammar is not read, so only what does not depend on it is kept (a version of a named tool, "Next.js 16")
  let kept = foreignText(text) ? claims.filter((c) => c.type === 'version') : claims;
  // "✅ Use context-folding when:" / "❌ Don't use context-folding when:": the cases are the list below it
  // (the cases are unknown here, so the claim refers to something named elsewhere)
  if (/\b(when|whenever|if|unless|where|once)\W*:\W*$/i.test(text)) kept = kept.map((c) => ({ ...c, conditional: true, scope: [...c.scope, '@ref:' + ctx.refId].sort() }));
  // (what a line says of a quotation, "\"I think this might be the problem\" is NOT acceptable", is about that quotation:
  // another line's quotation is another one, so neither names a subject the two could share)
  const said = unquoted === sentence ? kept : kept.filter((c) => !/:quote$/.test(c.key));
  const settings = foreignText(text) ? [] : settingNumbers(sentence, lex, said);
  return { claims: pushedStraight(coAuthorTrailers(newMarkdownFiles(withMadeOf(dedupeClaims(flagClaims(backedChoices(withoutVariantBans(withoutWrittenVariants([...said, ...settings, ...(foreignText(text) ? [] : flagUse.filter((f) => !(f.key.startsWith('act:use:--force') && said.some((c) => c.key.startsWith('act:force-push')))))], toks, mentions)))))), sentence), sentence), sentence), instruction, words };
}

/** A flag as a command line writes it: `--no-verify`, `--frozen-lockfile=true`, `-Werror` (not a one-letter `-x`). */
const FLAG = /^(--[a-z][\w-]*|-W[a-z][\w=-]*)(?:=\S*)?$/i;

/**
 * Flags are used one by one: "Build with `-Wall -Wextra -Werror`" uses `-Werror`, as "Run `cargo build --locked`" uses
 * `--locked` (that one only in passing: the line is about the command), against "Don't add `-Werror`".
 */
function flagClaims(cs: Claim[]): Claim[] {
  const out: Claim[] = [];
  for (const c of cs) {
    const m = /^act:(use|run):(.+)$/.exec(c.key);
    const parts = m ? m[2].split(' ') : [];
    if (m && parts.length > 1 && parts.every((p) => FLAG.test(p))) {
      if (m[1] === 'use')
        for (const p of parts) {
          const f = FLAG.exec(p)![1];
          out.push({ ...c, key: `act:use:${f.toLowerCase()}`, subject: `use \`${f}\`` });
        }
      continue;
    }
    out.push(c);
  }
  return out;
}

/** Members made of a thing a line may rule out: gitmoji puts emoji in commit messages. */
const MADE_OF: Record<string, { key: string; subject: string; scope: string[] }> = { 'commit-convention\0gitmoji': { key: 'act:use:emoji', subject: 'use emoji', scope: ['msg'] } };

/** Words of a Markdown file made anew that say what it holds, not where or when it is made. */
const MD_KINDS = /^(?:new|markdown|md|\.md|docs?|documentation|documents?|summary|summaries|reports?|notes?|files?|write-?ups?)$/;

/**
 * Making a new Markdown file, however it is said ("Don't create markdown files unless asked", "After each task, write a
 * summary into a new `NOTES-<date>.md` file", "create a `SUMMARY.md` report"): one act, whatever the file holds. A
 * Markdown file that is created is a file, not a choice of markup.
 */
function newMarkdownFiles(cs: Claim[], text: string): Claim[] {
  let out = cs;
  for (const c of cs) {
    let made: Claim | undefined;
    if (c.type === 'choice' && c.family === 'doc-markup' && c.member === 'markdown' && /^(?:create|add|generate|make)$/.test(c.verb ?? '') && (/^(?:files?|docs?|documents?|documentation)$/.test(c.qualifies ?? '') || /\bmarkdown\b[\w\s,/]{0,30}?\b(?:files?|docs?|documents?)\b/i.test(text))) {
      made = { key: 'act:create:md', type: 'action', subject: 'create Markdown files', polarity: c.polarity, force: c.force, conditional: c.conditional, scope: c.scope.filter((q) => !MD_KINDS.test(q)), ...(c.basis ? { basis: c.basis } : {}) };
      out = out.filter((o) => o !== c);
      if (/\bunless\b[^.;]*\b(?:ask|asks|asked|request|requests|requested|told)\b/i.test(text) && c.polarity === -1 && c.conditional) {
        made.conditional = false;
        made.unlessAsked = true;
      }
    } else {
      const m = /^act:(create|use|add|generate):(.+)$/.exec(c.key);
      if (!m) continue;
      // (or a file whose name has a part to fill in each time: "write a design note in `docs/notes/<feature>.md`")
      const named = c.scope.some((q) => q.endsWith('.md') && /<[^>]+>/.test(q));
      const md = m[2].endsWith('.md') || c.scope.some((q) => q === 'markdown' || q.endsWith('.md'));
      const file = m[2].endsWith('.md') || /^(?:file|doc|report|summary|note|document)$/.test(m[2]) || named;
      const fresh = m[1] === 'create' || m[1] === 'generate' || c.scope.includes('new') || /<[^>]+>/.test(m[2]) || named;
      if (md && file && fresh) made = { ...c, key: 'act:create:md', subject: 'create Markdown files', scope: c.scope.filter((q) => !MD_KINDS.test(q) && !q.endsWith('.md')) };
    }
    if (made && !out.some((o) => o.key === made!.key)) out = [...out, made];
  }
  return out;
}

/** Words of a trailer that credits a coding agent as a co-author of a commit, and of where it goes. */
const CO_AUTHOR_WORDS = /^(?:co-?authors?|co-authored-by.*|trailers?|attributions?|ai|claude|msg|commit|commits|make|p:commit|line|lines)$/;

/**
 * ("Commit straight to main", "It's fine to commit directly to `main` for typo fixes"): a commit made on a branch
 * directly, not through a pull request, is a push to it as well, in the same case and with the same force.
 */
const DIRECT_COMMIT = new RegExp(`^act:commit:(?:${DIRECT_BRANCHES})$`);
function pushedStraight(claims: Claim[], sentence: string): Claim[] {
  if (!/\b(?:straight|directly)\b/i.test(sentence)) return claims;
  const extra = claims.filter((c) => DIRECT_COMMIT.test(c.key) && !claims.some((o) => o.key === c.key.replace(':commit:', ':push:'))).map((c) => ({ ...c, key: c.key.replace(':commit:', ':push:'), subject: c.subject.replace(/^commit/, 'push') }));
  return extra.length ? [...claims, ...extra] : claims;
}

/**
 * The trailer that credits the agent as a co-author of a commit, however it is named ("Add a `Co-authored-by: Claude`
 * trailer", "Do not add Co-Authored-By or any AI attribution", "Keep `Co-Authored-By` trailers out of commit messages"):
 * one act, adding it.
 */
function coAuthorTrailers(cs: Claim[], text: string): Claim[] {
  if (!/co-?author/i.test(text)) return cs;
  const key = 'act:use:co-author';
  if (cs.some((c) => c.key === key)) return cs;
  for (const c of cs) {
    const m = /^act:(use|add|include|keep):(.*)$/.exec(c.key);
    if (!m || !(/co-?author/.test(m[2].toLowerCase()) || (/^(trailer|attribution|claude|line)$/.test(m[2].toLowerCase()) && c.scope.some((q) => /co-?author/.test(q.toLowerCase()))))) continue;
    return [...cs, { ...c, key, subject: 'add a co-author trailer', scope: c.scope.filter((q) => !CO_AUTHOR_WORDS.test(q.toLowerCase())) }];
  }
  // ("Keep `Co-Authored-By` trailers out of commit messages" / "Keep the `Co-Authored-By: Claude` trailer on commits you make")
  const keep = /^\W*(?:always\s+)?keep\b[^.;]*?co-?authored?(?:-by)?[^.;]*?\b(out of|on|in)\b/i.exec(text);
  if (!keep) return cs;
  return [...cs, { key, type: 'action', subject: 'add a co-author trailer', polarity: keep[1].toLowerCase() === 'out of' ? -1 : 1, force: 'plain', conditional: false, scope: [], basis: 'prescribed' }];
}

/** ("Start every commit message with a gitmoji" against "No emojis in commit messages"): a member chosen uses what it is made of. */
function withMadeOf(cs: Claim[]): Claim[] {
  const more: Claim[] = [];
  for (const c of cs) {
    const m = c.type === 'choice' && c.polarity === 1 ? MADE_OF[`${c.family}\0${c.member}`] : undefined;
    if (m && !cs.some((o) => o.key === m.key)) more.push({ key: m.key, type: 'action', subject: m.subject, polarity: 1, force: c.force, conditional: c.conditional, scope: [...new Set([...m.scope, ...c.scope])].sort(), ...(c.basis ? { basis: c.basis } : {}) });
  }
  return more.length ? [...cs, ...more] : cs;
}

/**
 * "`line-length = 120` in pyproject.toml", "`replicas: 5` in the manifest", "ESLint enforces `max-lines-per-function:
 * 40`", "`MAX_UPLOAD_MB=25`": a setting in code whose name says what it measures gives that number, as its name written
 * in words would ("line length: 120"), with the places the line names; not when the line states a number in words.
 */
function settingNumbers(sentence: string, lex: Lexicon, have: Claim[]): Claim[] {
  // (a line that states a number in words says it there: "Profile cache TTL: 1 hour (`ttl=3600`)")
  if (!sentence.includes('`') || have.some((h) => h.type === 'number')) return [];
  const out: Claim[] = [];
  for (const f of flagValuesOnce(sentence)) {
    const words = f.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[-_.\s]+/).filter(Boolean).join(' ').toLowerCase();
    if (!/[a-z]{3,}/.test(words)) continue;
    // ("max-lines-per-function: 40" reads "max 40 lines per function")
    const bound = /^(max|min|maximum|minimum) (.+)$/.exec(words);
    for (const c of analyze(bound ? `${bound[1]} ${f.value} ${bound[2]}` : `${words}: ${f.value}`, lex).claims) {
      if (c.type !== 'number') continue;
      out.push({ ...c, basis: 'stated', setting: true, scope: [...new Set([...c.scope, ...f.places])].sort() });
    }
  }
  return out;
}

/**
 * "Always use `pip3` and `python3` — never `pip` or `python`", "ALWAYS use `docker compose` (not `docker-compose`)": a
 * sentence that rules out one written form of a member and names it in another is about the two forms, which the
 * lexicon reads as one member; neither is a choice or a ban of the member.
 */
function withoutWrittenVariants(cs: Claim[], toks: Tok[], mentions: readonly Mention[]): Claim[] {
  if (!cs.some((c) => c.type === 'choice' && c.polarity === -1)) return cs;
  const forms = new Map<string, Set<string>>();
  for (const m of mentions) {
    const k = `fam:${m.family.id}|${m.member}`;
    const f = forms.get(k) ?? new Set<string>();
    f.add(toks.slice(m.start, m.end).map((t) => t.w.toLowerCase()).join(' '));
    forms.set(k, f);
  }
  const split = new Set(cs.filter((c) => c.type === 'choice' && c.polarity === -1 && (forms.get(`${c.key}|${c.member}`)?.size ?? 0) > 1).map((c) => `${c.key}|${c.member}`));
  return split.size ? cs.filter((c) => !(c.type === 'choice' && split.has(`${c.key}|${c.member}`))) : cs;
}

/** A sentence ending in ":" right after a preposition, determiner, negation, pronoun or bare verb. */
function danglingLeadIn(toks: Tok[]): boolean {
  const n = toks.length;
  if (n < 2 || toks[n - 1].code >= 0 || toks[n - 1].w !== ':') return false;
  const last = toks[n - 2];
  if (last.code >= 0) return false;
  const w = last.w;
  if (PREPOSITIONS.has(w) || DETERMINERS.has(w) || w === 'not' || w === 'never' || w === 'following' || /^(you|we|they|it|them|to)$/.test(w)) return true;
  // "Never use:", "Always run:" (a verb with nothing after it); not "… the build:" where a noun ends it
  const prev = toks[n - 3];
  return isVerbBaseForm(w) && verbBase(w) !== undefined && (prev === undefined || (prev.code < 0 && (LEAD_ADVERBS.has(prev.w) || MODALS.has(prev.w) || prev.w === 'not' || prev.w === 'and' || prev.w === 'or')));
}

function hash(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/**
 * "Always use `uv add`, never `uv pip`", "Do not run `pint --test`, run `pint`": a sentence that prescribes a
 * member and forbids it too forbids only a way of using it, so its ban of the member is dropped.
 */
function withoutVariantBans(cs: Claim[]): Claim[] {
  const prescribed = new Set(cs.filter((c) => c.type === 'choice' && c.polarity === 1 && c.force !== 'permissive' && c.basis !== 'incidental' && c.basis !== 'stated').map((c) => `${c.key}|${c.member}`));
  return cs.filter((c) => !(c.type === 'choice' && c.polarity === -1 && prescribed.has(`${c.key}|${c.member}`)));
}

/**
 * "Dependencies are managed with Poetry; do not use pip directly", "Formatting is done by Biome, never Prettier": a
 * sentence that states a member and forbids another of its family prescribes the one it states.
 */
function backedChoices(cs: Claim[]): Claim[] {
  const banned = cs.filter((c) => c.type === 'choice' && c.polarity === -1 && c.force === 'strong' && !c.conditional && c.basis === 'prescribed');
  if (!banned.length) return cs;
  const other = (c: Claim): boolean => banned.some((b) => b.key === c.key && b.member !== c.member);
  return cs.map((c) => (c.type === 'choice' && c.polarity === 1 && c.basis === 'stated' && c.force !== 'permissive' && !c.conditional && !c.hedge && other(c) ? { ...c, basis: 'prescribed' as const } : c));
}

function dedupeClaims(cs: Claim[]): Claim[] {
  const seen = new Map<string, number>();
  const out: Claim[] = [];
  for (const c of cs) {
    const k = JSON.stringify([c.key, c.member, c.polarity, c.value, c.cmp, c.version, c.scope, c.targets]);
    const at = seen.get(k);
    if (at === undefined) {
      seen.set(k, out.length);
      out.push(c);
    } else if (claimWeight(c) > claimWeight(out[at])) out[at] = c;
  }
  return out;
}

/** Of two copies of a claim in one sentence, the one said outright ("We switched to Yarn workspaces, so use `yarn`"). */
const BASIS_WEIGHT: Record<ClaimBasis, number> = { inferred: 0, incidental: 1, stated: 2, prescribed: 3 };
const claimWeight = (c: Claim): number => (c.qualifies ? 0 : 4) + BASIS_WEIGHT[c.basis ?? 'prescribed'];

const DUP_STOP = set('always never must should please do not no make sure ensure you we the a an to of for in on and or is are be it this that all any every each when if with by as at from into your our only also just use using used prefer instead rather than over avoid');

/** Content stems of a sentence (code spans whole), for duplicate detection. */
function contentWords(toks: Tok[], spans: string[]): string[] {
  const out = new Set<string>();
  const seen = new Set<number>();
  for (const t of toks) {
    if (t.code >= 0) {
      const sp = (spans[t.code] ?? '').toLowerCase();
      if (!seen.has(t.code)) out.add(/^[a-z][a-z0-9_-]*$/.test(sp) ? stem(sp) : '`' + sp + '`');
      seen.add(t.code);
      continue;
    }
    if (!/[a-z0-9%]/.test(t.w) || DUP_STOP.has(t.w)) continue;
    const n = numberValue(t.w);
    out.add(n !== undefined ? String(n) : t.s);
  }
  return [...out].sort();
}

/** Verbs of choice that open an instruction rather than name a topic ("Use …:", "Prefer …:"). */
const CHOICE_LEADS = /^(use|prefer|avoid|choose|pick|adopt|follow|name)$/;

/** Whether the words after a colon are only examples: code, or short items between commas, with no verb of their own. */
function exampleList(value: Tok[]): boolean {
  const items: Tok[][] = [[]];
  for (const t of value) {
    if (t.code < 0 && /^(,|;|and|or|e\.g\.|eg|etc|\.|…)$/.test(t.w)) items.push([]);
    else items[items.length - 1].push(t);
  }
  const full = items.filter((i) => i.length);
  return full.length > 0 && full.every((i) => i.every((t) => t.code >= 0) || (i.length <= 2 && i.every((t) => t.code < 0 && /^[a-z][a-z0-9_-]*$/.test(t.w) && !MODALS.has(t.w) && !COPULAS.has(t.w) && !STOP.has(t.w))));
}

/** A label that is only a versioned tool's name ("Python", "Node.js version") before a value that opens with a version. */
function versionLabel(label: Tok[], value: Tok[], mentioned?: string): boolean {
  const name = labelTool(label) ?? mentioned;
  const v = value.find((x) => !(x.code < 0 && /^[*_]+$/.test(x.w)));
  return name !== undefined && v !== undefined && v.code < 0 && /^v?\d+(\.\d+){0,3}(?:\.x)?\+?$/.test(v.w);
}
