// A directive sentence's clauses: the tokens split into clauses ("Do not use Prisma; use Drizzle" → two),
// each token given a role (main, condition, example, carve-out…) and each clause its verb, polarity and force
// (strong: always/must/never; plain: imperative or statement; weak: prefer/should/avoid; permissive:
// may/can/is fine).
import { isSForm, isVerbBaseForm, stem, STOP, type Tok, verbBase } from './text.js';
import type { Force } from './types.js';
import { CARVE_WORDS, COND_WORDS, COPULAS, DETERMINERS, LEAD_ADVERBS, MANNER, MODALS, PERMISSIVE, POLICY_ADJ, PREPOSITIONS, SEPARATORS, set, SET_UP_NOUNS, STRONG, SUBORDINATORS, WEAK } from './words.js';

const WEAK_COND_TAIL = set('possible appropriate applicable practical feasible needed necessary reasonable sensible relevant');
const TEMPORAL = set('before after until during prior');
/** Verbs whose past participle is spelled as the base form ("must not be run", "is set"). */
const SAME_PARTICIPLE = set('run set put cut read let hit shut cast spread');

export type Role = 'main' | 'altneg' | 'altpos' | 'example' | 'carve' | 'cond' | 'rel' | 'temporal' | 'purpose' | 'without' | 'paren';

export interface Clause {
  toks: Tok[];
  /** global token indices of this clause */
  idx: number[];
  roles: Role[];
  neg: boolean;
  force: Force;
  conditional: boolean;
  /** imperative, modal, negated, or a policy statement */
  instruction: boolean;
  /** has a finite verb (instruction or a statement such as "Tests are written with Mocha") */
  verbal: boolean;
  verb: number;
  verbBase?: string;
  /** tokens [0, subjEnd) are a subject noun phrase */
  subjEnd: number;
  passive: boolean;
  /** copula with a noun/adjective predicate starting here */
  pred: number;
  lexNeg: boolean;
  /** says explicitly that it applies everywhere ("all", "every", "everywhere", "only") */
  universal: boolean;
  /** "only" before the verb or its object: "Only use `interface` for contracts", "use X only for Y" */
  only?: boolean;
  /** label of a "Label: value" line */
  label?: Tok[];
  /** tokens [0, frameEnd) are an instruction frame ("feel free to", "make sure you") */
  frameEnd?: number;
  /** the words of a leading condition in a clause of its own ("When writing integration tests, …") */
  leadCond?: string[];
  /** made conditional only by "without X" (the act is keyed by it instead) */
  withoutCond?: boolean;
  /** a step of the case an arrow leads from ("Tests fail → fix them, do not merge") */
  arrowed?: boolean;
}

export function isNegWord(toks: Tok[], i: number): boolean {
  const w = toks[i].w;
  if (toks[i].code >= 0) return false;
  if (w === 'never') return true;
  if (w === 'not') {
    const n = toks[i + 1]?.w;
    const p = toks[i - 1]?.w;
    if (n === 'only' || n === 'just' || n === 'necessarily') return false;
    if (p === 'or') return false; // "React or not", "whether or not"
    return true;
  }
  if (w === 'no') {
    const n = toks[i + 1]?.w;
    if (n && /^(more|less|fewer|longer|later|greater|earlier|higher|lower|bigger|larger|wider|older|newer)$/.test(n) && toks[i + 2]?.w === 'than') return false;
    // "No one should push to main": a subject that is no one negates the clause, as "nobody" does (with a modal)
    if (n === 'one') return subjectNegates(toks, i, i + 2);
    if (n === 'exception' || n === 'exceptions' || n === 'matter') return false;
    // "No ability to build Docker containers": what an environment cannot do, not a ban
    if (n === 'ability' || n === 'capability' || n === 'way' || n === 'means') return false;
    // "boots locally with no Krisp model": a determiner inside a phrase, not the clause's negation
    const p = toks[i - 1];
    if (p && p.code < 0 && /^(with|in|on|at|of|from|by|for|into|under|over|through|via|and|or)$/.test(p.w)) return false;
    // "No existing test files found": a finding, not a ban
    for (let k = i + 1; k < Math.min(toks.length, i + 6); k++) {
      const x = toks[k];
      if (x.code < 0 && /^(found|detected|available|present|exist|exists|yet|left|remaining)$/.test(x.w)) return false;
      if (x.code < 0 && (x.w === ',' || x.w === '.' || x.w === ';' || x.w === '—' || x.w === '-')) break;
    }
    return true;
  }
  // "Nothing below `lifecycle` should import `lifecycle::state`": a subject that is no one and nothing negates the clause
  // (with a modal: "Nothing imports it" states how things are)
  if ((w === 'nothing' || w === 'nobody') && subjectNegates(toks, i, i + 1)) return true;
  return w === 'nor' || w === 'neither' || w === 'none';
}

/** Verbs that take an object and what it is made to be ("Keep functions short", "Make tokens valid for 1 hour"). */
const RESULT_VERBS = set('keep make leave set mark consider hold get render');
/** Words of how long a thing holds, after its noun in a short line ("Access token valid 15 min", "Session TTL 30 min"). */
const HOLDS_FOR = set('valid ttl lifetime expiry expires expire timeout lasts');

/** Verbs of the third person that follow a subject ("Package uses …", "Build runs …"), rarely a plural noun. */
const SUBJECT_VERBS = new Set('uses runs has stores contains provides supports requires needs handles calls returns creates generates reads writes lives includes depends owns wraps exposes renders fetches loads sends defines lists points happens occurs fails goes works applies succeeds triggers'.split(' '));

/** The words of a frame that prescribes the clause after it ("make sure that", "ensure"). */
const PRESCRIBING_FRAME = /^(make|be|sure|ensure|that)$/;

/**
 * Whether a subject "no one", "nobody" or "nothing" (tokens [at, end)) negates its clause: it opens the sentence and
 * a modal follows ("No one should push to main"), or a frame that prescribes opens it ("Ensure no one runs
 * `npm publish` by hand", "Make sure nobody pushes to main"). "Nothing imports it" states how things are.
 */
function subjectNegates(toks: Tok[], at: number, end: number): boolean {
  const before = toks.slice(0, at).filter((x) => x.code >= 0 || /[\p{L}\p{N}]/u.test(x.w));
  if (before.length && (before.some((x) => x.code >= 0 || !PRESCRIBING_FRAME.test(x.w)) || !/^(make|be|ensure)$/.test(before[0].w))) return false;
  if (before.length) return true;
  // ("Nobody pushes to `main` directly", "No one merges their own PR"): what nobody does, said of people, is the team's
  // norm, as a modal would say it ("Nothing imports it" stays how things are)
  if (toks[at].w !== 'nothing' && toks[end]?.code < 0 && isSForm(toks[end].w) && verbBase(toks[end].w) !== undefined) return true;
  return toks.slice(end, end + 5).some((x) => x.code < 0 && /^(should|must|may|can|shall)$/.test(x.w));
}

function startsDirective(toks: Tok[], i: number): boolean {
  const t = toks[i];
  if (!t || t.code >= 0) return false;
  if (isNegWord(toks, i)) return true;
  if (t.w === 'do' && toks[i + 1]?.w === 'not') return true;
  if (t.w === 'only' && /^(if|when|for|where|while|in|after|before|with)$/.test(toks[i + 1]?.w ?? '')) return false;
  if (t.w === 'always' || t.w === 'must' || t.w === 'should' || t.w === 'avoid' || t.w === 'prefer' || t.w === 'only') return true;
  return false;
}

/** The arrow token (tokenize reads "->", "=>", "⇒" as "→"), which leads from a case to what to do about it. */
export const ARROWS = new Set(['→']);

/** Prepositions a short leading phrase of place or case starts with ("In CI, …", "For big files, …"). */
export const LEAD_PLACES = new Set(['in', 'on', 'for', 'within', 'inside', 'across', 'during', 'under', 'throughout']);

/**
 * Whether a comma at the end of `cur` goes on with a series of places after a preposition ("Never use emojis in code,
 * commit messages or replies"): the clause ends on a preposition and one or two nouns, and what follows is short noun
 * phrases joined by commas up to "or" / "and" and a plural noun, though its first word could be a verb.
 */
function placeSeries(toks: Tok[], cur: number[], j: number): boolean {
  let p = cur.length - 1;
  while (p >= 0 && cur.length - p <= 3 && toks[cur[p]].code < 0 && /^[a-z][a-z-]*$/.test(toks[cur[p]].w) && !PREPOSITIONS.has(toks[cur[p]].w)) p--;
  if (p < 0 || p === cur.length - 1 || toks[cur[p]].code >= 0 || !/^(in|on|to|for|from|inside|within|across)$/.test(toks[cur[p]].w)) return false;
  let k = j;
  let words = 0;
  for (; k < toks.length; k++) {
    const x = toks[k];
    if (x.code >= 0 || !/^[a-z][a-z-]*$|^,$/.test(x.w)) return false;
    if (x.w === 'or' || x.w === 'and') break;
    if (x.w === ',') words = 0;
    else if (++words > 2) return false;
  }
  const last = toks[k + 1];
  const end = toks[k + 2];
  return last !== undefined && last.code < 0 && /^[a-z]{3,}s$/.test(last.w) && (end === undefined || (end.code < 0 && /^[.;:)!—–-]$/.test(end.w)));
}

/**
 * The members of a series of places after a preposition in a clause ("in code, comments or commit messages", "in
 * staging or production", "for Go and Makefiles"): token indices of each member, or an empty list. Each member is
 * a few words or a name in code; the series ends at punctuation, a preposition or a subordinator.
 */
export function placeMembers(toks: Tok[], idx: number[]): number[][] {
  for (let a = 0; a < idx.length - 3; a++) {
    const p = toks[idx[a]];
    if (p.code >= 0 || !/^(in|on|to|for|from|inside|within|across|into)$/.test(p.w)) continue;
    const members: number[][] = [];
    let cur: number[] = [];
    let words = 0;
    let joined = false;
    let ok = true;
    let b = a + 1;
    for (; b < idx.length; b++) {
      const t = toks[idx[b]];
      if (t.code >= 0) {
        if (cur.length && toks[cur[cur.length - 1]].code !== t.code) words++;
        else if (!cur.length) words++;
        cur.push(idx[b]);
        continue;
      }
      if (t.w === ',' || t.w === 'or' || t.w === 'and' || t.w === 'nor') {
        if (cur.length) members.push(cur);
        else if (t.w === ',' || !members.length || toks[idx[b - 1]]?.w !== ',') {
          ok = false;
          break;
        }
        if (t.w !== ',') joined = true;
        cur = [];
        words = 0;
        continue;
      }
      if (PREPOSITIONS.has(t.w) || SUBORDINATORS.has(t.w) || !/^[a-z][a-z-]*$/.test(t.w)) break;
      if (DETERMINERS.has(t.w) && !cur.length) continue;
      if (++words > 3) {
        ok = false;
        break;
      }
      cur.push(idx[b]);
    }
    if (cur.length) members.push(cur);
    if (ok && joined && members.length >= 2) return members;
  }
  return [];
}

/** Split a sentence's tokens into clause index ranges; never inside a mention. */
export function splitClauses(toks: Tok[], inMention: boolean[]): number[][] {
  const clauses: number[][] = [];
  let cur: number[] = [];
  const flush = (): void => {
    if (cur.length) clauses.push(cur);
    cur = [];
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (t.code < 0 && !inMention[i]) {
      // ("e.g." and "i.e." end with a dot that ends nothing)
      // ("Create directories lazily - only when the first artifact is written": a dash before a condition
      // joins it to the clause it narrows, as a comma would)
      if (t.w === '—' && cur.length > 0 && toks[i + 1]?.code < 0 && (/^(unless|once)$/.test(toks[i + 1].w) || (toks[i + 1].w === 'only' && /^(when|if|after|before|once|while|during)$/.test(toks[i + 2]?.w ?? '')))) continue;
      // ("Code gen not working → run `build_runner`": an arrow before an instruction ends what leads to it)
      if (SEPARATORS.has(t.w) && !(t.w === '.' && /^(e\.g|i\.e|etc|vs|cf)$/.test(toks[i - 1]?.w ?? '')) || (ARROWS.has(t.w) && cur.length > 0 && (startsDirective(toks, i + 1) || (toks[i + 1]?.code < 0 && isVerbBaseForm(toks[i + 1].w))))) {
        flush();
        continue;
      }
      // ("Use `Text(…)` not `String(format:)`": "not" between two code spans starts the contrast, as ", not" does)
      if (t.w === 'not' && cur.length > 0 && toks[i - 1]?.code >= 0 && toks[i + 1]?.code >= 0 && toks[i - 1].code !== toks[i + 1].code) {
        flush();
        cur.push(i);
        continue;
      }
      // ("Do not pause for authorization before branch creation, checks, commit, push, or cleanup": a comma inside the list a
      // preposition takes joins its items, though one is spelled like a verb)
      if (t.w === ',' && cur.length > 0 && prepList(toks, cur, i)) {
        cur.push(i);
        continue;
      }
      // (inside parentheses a comma or "and" joins the items of an aside: "mouse tracking (drag, double click)")
      if ((t.w === ',' || t.w === 'and' || t.w === 'but' || t.w === '(') && cur.length > 0 && !(t.w !== '(' && t.paren > (toks[0]?.paren ?? 0))) {
        let j = i + 1;
        if (t.w === ',' && (toks[j]?.w === 'and' || toks[j]?.w === 'but' || toks[j]?.w === 'or')) j++;
        // ", and <another clause with its own verb>": two coordinated statements
        const coordinated = t.w === ',' && j === i + 2 && clauseHasVerb(toks, cur) && restHasVerb(toks, j);
        // "Tests that are flaky and don't fail … are marked with …": still inside a relative clause whose
        // sentence's own verb comes later
        if (t.w === 'and' && inRelative(toks, cur) && laterCopula(toks, j)) {
          cur.push(i);
          continue;
        }
        // ", simply run …", ", just use …": an adverb before the next imperative
        // (", so run `bundle install` after every pull": what follows from the statement before is an instruction too)
        const v = toks[j]?.code < 0 && (isAdverb(toks[j].w) || /^(just|then|instead|so)$/.test(toks[j].w)) && toks[j + 1]?.code < 0 && isVerbBaseForm(toks[j + 1]?.w ?? '') ? j + 1 : j;
        // (", then `npm install`": a next step, with or without a verb of its own)
        // ("record it in `docs/x.mdx` (not `skills/`), validate with …": after an aside in parentheses, an imperative
        // starts a clause of its own, outside the aside)
        const afterAside = t.w === ',' && toks[i - 1]?.code < 0 && toks[i - 1].w === ')' && toks[cur[0]]?.paren > (toks[0]?.paren ?? 0) && toks[j]?.code < 0 && isVerbBaseForm(toks[j].w) && !inMention[j];
        const step = (t.w === ',' && toks[j]?.code < 0 && toks[j].w === 'then' && j === i + 1) || afterAside;
        // ("When done, open a PR", "After each task, run the tests"): a short leading case with no verb of its own, then
        // the imperative it is the case of
        // (and "In CI, use `npm ci`", "In `packages/forms/`, define …", "For big files, raise the timeout": a short
        // leading place or case)
        // ("During service hours (11:00–23:00 venue time), …": an aside adds no length to the lead)
        const leadLen = cur.filter((k) => toks[k].paren <= (toks[cur[0]]?.paren ?? 0) && !/^[()]$/.test(toks[k].w)).length;
        const leadCase = t.w === ',' && leadLen <= 6 && toks[cur[0]]?.code < 0 && (/^(when|whenever|once|after|before|until|while)$/.test(toks[cur[0]].w) || ((LEAD_PLACES.has(toks[cur[0]].w) || CARVE_WORDS.has(toks[cur[0]].w)) && cur.length >= 2 && !clauseHasVerb(toks, cur))) && toks.slice(0, cur[0]).every((x) => x.code < 0 && !/[a-z0-9]/i.test(x.w));
        if (t.w === ',' && placeSeries(toks, cur, j)) {
          cur.push(i);
          continue;
        }
        // ("After rebasing, `git push --force-with-lease` your branch": a git command where the verb goes)
        // ("Rebase your branch on main and `git push --force-with-lease`": and after a clause with a verb of its own)
        const gitStep = (leadCase || ((t.w === 'and' || t.w === ',') && clauseHasVerb(toks, cur))) && toks[j]?.code >= 0 && toks[j].w === 'git' && toks[j + 1]?.code === toks[j].code;
        // ("ALWAYS add packages with Yarn, the team standardised on it": a subject and a verb of its own after a comma make
        // a statement of their own, a reason)
        const x1 = toks[j + 1];
        const x2 = toks[j + 2];
        // ("Use pnpm, npm is forbidden", "If pnpm is not installed, npm is fine": a name with a verdict of its own, after a
        // clause or a leading condition)
        const verdictAfter = x1?.code < 0 && /^(is|are)$/.test(x1.w) && verdictAt(toks, j + 1);
        const spliced = t.w === ',' && clauseHasVerb(toks, cur) && ((toks[j]?.code < 0 && /^(the|our|this|that|their|my)$/.test(toks[j].w) && x1?.code < 0 && /^[a-z]{3,}$/.test(x1.w) && !/(ed|ing)$/.test(x1.w) && x2?.code < 0 && (/^[a-z]{3,}ed$/.test(x2.w) || COPULAS.has(x2.w))) || (toks[j] !== undefined && (toks[j].code >= 0 || /^[A-Za-z][\w.+-]*$/.test(toks[j].raw)) && !STOP.has(toks[j].w) && !SUBORDINATORS.has(toks[j].w) && verdictAfter));
        // ("Use pnpm and no npm", "We use Swift Package Manager and no CocoaPods": "and no" before a short name that ends
        // the sentence rules that name out, as ", no X" does; "with tests and no docs" stays one phrase)
        let e = j + 1;
        while (e < toks.length && e <= j + 4 && (toks[e].code >= 0 || /^[\p{L}][\p{L}\d.+#-]*$/u.test(toks[e].w))) e++;
        const andNo = t.w === 'and' && toks[j]?.code < 0 && toks[j].w === 'no' && e > j + 1 && e <= j + 4 && (e >= toks.length || /^[.;,)]$/.test(toks[e].w)) && clauseHasVerb(toks, cur) && !cur.some((k) => toks[k].code < 0 && /^(with|without)$/.test(toks[k].w));
        // (", requirements.txt is not maintained anymore", ", we don't use pytest", ", please do not add Jest": a subject and a
        // verb of their own, or a plea, after a clause with a verb of its own)
        const ownAfter = t.w === ',' && (clauseHasVerb(toks, cur) || cur.some((k) => toks[k].code < 0 && COPULAS.has(toks[k].w))) && !(toks[cur[0]]?.code < 0 && (SUBORDINATORS.has(toks[cur[0]].w) || COND_WORDS.has(toks[cur[0]].w))) && ownSubjectAt(toks, j);
        // ("Write code comments and commit messages in German": a verb that is the first word of a compound noun
        // continues the series of things)
        const tail = toks[v + 1]?.code < 0 ? toks[v + 1].w : '';
        const compound = t.w === 'and' && toks[v]?.code < 0 && [tail, tail.replace(/s$/, ''), tail.replace(/es$/, '')].some((x) => COMPOUND_NOUNS.get(toks[v].w)?.has(x) === true);
        // ("If the user says go ahead and merge, merge …": "and" inside a leading condition that a comma closes later joins
        // two parts of the condition)
        if (t.w === 'and' && toks[cur[0]]?.code < 0 && /^(if|when|whenever|unless|once)$/.test(toks[cur[0]].w) && conditionGoesOn(toks, i)) {
          cur.push(i);
          continue;
        }
        // ("We moved CI to GitHub Actions and deleted the CircleCI config": a second act of the same subject, in the past)
        const pastAct = t.w === 'and' && clauseHasVerb(toks, cur) && toks[j]?.code < 0 && /[a-z]ed$/.test(toks[j].w) && verbBase(toks[j].w) !== undefined && verbBase(toks[j].w) !== toks[j].w && toks[j + 1]?.code < 0 && /^(the|a|an|our|its|their|all|every)$/.test(toks[j + 1].w) && !inMention[j];
        const leftAfter = t.w === ',' && namesLeft(toks, j, inMention) && clauseHasVerb(toks, cur);
        if (t.w === 'but' || coordinated || step || gitStep || spliced || andNo || ownAfter || pastAct || leftAfter || startsDirective(toks, j) || (t.w !== '(' && isVerbBaseForm(toks[v]?.w ?? '') && toks[v]?.code < 0 && (clauseHasVerb(toks, cur) || leadCase) && !inMention[v] && !compound)) {
          flush();
          // (an aside that is a clause of its own, "(never edit blind)", is read at its own depth)
          i = j - 1;
          continue;
        }
      }
    }
    cur.push(i);
  }
  flush();
  return clauses;
}

/**
 * Whether what starts at `j` is a name or two and "only" or "instead", ending the sentence ("Never use yarn here, pnpm
 * only", "Don't use npm, pnpm instead"): after a clause with a verb of its own it says what is left, a clause of its own.
 */
function namesLeft(toks: Tok[], j: number, inMention: boolean[]): boolean {
  let o = j;
  while (o < toks.length && o <= j + 3 && toks[o].code >= 0) o++;
  while (o < toks.length && o <= j + 3 && toks[o].code < 0 && /^[\p{L}][\p{L}\d.+#-]*$/u.test(toks[o].w) && !/^(only|exclusively|instead)$/.test(toks[o].w)) o++;
  return o > j && toks[o]?.code < 0 && /^(only|exclusively|instead)$/.test(toks[o].w) && (o + 1 >= toks.length || /^[.;!)]$/.test(toks[o + 1].w)) && !toks.slice(j, o).some((x, k) => x.code < 0 && verbBase(x.w) === x.w && isVerbBaseForm(x.w) && !inMention[j + k]);
}

/** The verb after a short place right after a subject's noun ("from the CLI time out", "on CI run"), or -1. */
function verbAfterPlace(toks: Tok[], p: number): number {
  let q = p + 1;
  while (q < toks.length && q < p + 4 && (toks[q].code >= 0 || DETERMINERS.has(toks[q].w) || (/^[a-z][\w.-]*$/.test(toks[q].w) && !STOP.has(toks[q].w) && !(q > p + 1 && isVerbBaseForm(toks[q].w))))) q++;
  const v = toks[q];
  // ("… for the config parser use `proptest`": or "use", whose object follows)
  return q > p + 1 && v !== undefined && v.code < 0 && isVerbBaseForm(v.w) && ((!STOP.has(v.w) && toks[q + 1]?.code < 0 && /^(out|after|within|in|at|for|every|up|to)$/.test(toks[q + 1].w)) || v.w === 'use') ? q : -1;
}

/** Whether a comma at the same depth follows `i` within a few words, before anything that ends a clause: the condition goes on to it. */
function conditionGoesOn(toks: Tok[], i: number): boolean {
  const depth = toks[i].paren;
  for (let k = i + 1; k < toks.length && k <= i + 8; k++) {
    const x = toks[k];
    if (x.code >= 0) continue;
    if (x.w === ',' && x.paren === depth) return k > i + 1;
    if (SEPARATORS.has(x.w) || x.w === 'and' || x.w === 'but') return false;
  }
  return false;
}

/** Compound nouns whose first word is also a verb ("commit messages", "test files", "build steps"), by that word. */
const COMPOUND_NOUNS = new Map<string, Set<string>>(Object.entries({
  commit: 'message hash history', test: 'file case suite name fixture', build: 'step output artifact script', release: 'note branch',
  log: 'message file line', review: 'comment', import: 'path statement', merge: 'commit conflict', code: 'review comment',
}).map(([k, v]) => [k, new Set(v.split(' '))]));

/**
 * A clause of its own from `j`: a subject (a pronoun, or a short phrase of names, code and plain words), then its verb
 * ("requirements.txt is not maintained anymore", "we don't use pytest", "`pod install` do not run anymore", "Jenkins
 * not exist anymore", "there is no Elasticsearch"), or a plea that opens an instruction ("please do not add Jest").
 */
function ownSubjectAt(toks: Tok[], j: number): boolean {
  const t0 = toks[j];
  if (!t0) return false;
  if (t0.code < 0 && t0.w === 'please') return true;
  let k = j;
  if (t0.code < 0 && /^(we|i|you|they|it|there)$/.test(t0.w)) k = j + 1;
  else {
    let n = 0;
    while (k < toks.length && n < 5) {
      const x = toks[k];
      if (x.code >= 0) {
        const c = x.code;
        while (toks[k]?.code === c) k++;
        n++;
        continue;
      }
      if (!/^[\p{L}][\p{L}\d._+-]*$/u.test(x.w) || (STOP.has(x.w) && !DETERMINERS.has(x.w) && x.w !== 'and' && x.w !== 'or') || PREPOSITIONS.has(x.w) || SUBORDINATORS.has(x.w) || COPULAS.has(x.w) || MODALS.has(x.w) || x.w === 'not' || x.w === 'never') break;
      k++;
      n++;
    }
    if (k === j || DETERMINERS.has(toks[k - 1].w)) return false;
  }
  const v = toks[k];
  if (v === undefined || v.code >= 0) return false;
  // (", it fights with ruff", ", we switched to Biome": a pronoun and a verb of its own)
  if (k === j + 1 && ((t0.w === 'it' && isSForm(v.w)) || (/^(we|they)$/.test(t0.w) && /[^e]ed$/.test(v.w))) && verbBase(v.w) !== undefined) return true;
  return /^(is|are|was|were|do|does|did|not|never|must|should|can|cannot|will|has|have)$/.test(v.w);
}

/**
 * Whether the comma at `i` separates items of a list that "before", "after", "until", "during" or "including" in the
 * clause so far takes ("before branch creation, scoped edits, checks, commit, push, or cleanup"): the item before it is
 * a few words after the preposition, and the rest of the sentence is short items up to one after "and" or "or".
 */
function prepList(toks: Tok[], cur: number[], i: number): boolean {
  const p = cur.findLastIndex((k) => toks[k].code < 0 && /^(before|after|until|during|including|into|onto|across|throughout|among)$/.test(toks[k].w));
  const comma = cur.findLastIndex((k) => toks[k].code < 0 && toks[k].w === ',');
  const item = cur.length - Math.max(p, comma) - 1;
  // (not a leading case, "Before committing, run the tests", nor an imperative after the comma, "…, run the linter")
  if (p <= 0 || item > 4 || item < 1) return false;
  const n0 = toks[i + 1];
  const n1 = toks[i + 2];
  if (n0 !== undefined && n0.code < 0 && isVerbBaseForm(n0.w) && n1 !== undefined && (n1.code >= 0 || DETERMINERS.has(n1.w) || /^(it|them|your|our|all|any|every)$/.test(n1.w))) return false;
  let n = 0;
  let last = false;
  // (a place an act goes into names a list of places only when it is long: "into `@pivi/agent`, host packages, app code,
  // UI, tools, or React"; "migrate reads onto X, or grow the schema" goes on with another act)
  const into = /^(into|onto|across|throughout|among)$/.test(toks[cur[p]].w);
  let items = 1 + cur.filter((k, n) => n > p && toks[k].code < 0 && toks[k].w === ',').length;
  for (let k = i + 1; k < toks.length; k++) {
    const x = toks[k];
    if (x.code < 0 && (x.w === '.' || x.w === ';')) break;
    if (x.code < 0 && x.w === ',') {
      if (n === 0 || n > 4) return false;
      n = 0;
      items++;
      continue;
    }
    if (x.code < 0 && (x.w === 'or' || x.w === 'and') && (toks[k - 1]?.w === ',' || n > 0)) {
      last = true;
      if (n > 0) items++;
      n = 0;
      continue;
    }
    if (x.code < 0 && (MODALS.has(x.w) || COPULAS.has(x.w) || x.w === 'not' || /^(you|we|i|they|it)$/.test(x.w))) return false;
    n++;
  }
  return last && n > 0 && n <= 4 && (!into || items >= 4);
}

/** The clause so far is a noun followed by a relative clause ("Tests that are flaky"). */
function inRelative(toks: Tok[], cur: number[]): boolean {
  return cur.some((k, n) => n > 0 && relativeAfter(toks[cur[n - 1]], toks[k]));
}

/** "that" / "which" / "who" right after a content noun: a relative clause starts here ("tests that fail"). */
function relativeAfter(noun: Tok | undefined, t: Tok): boolean {
  return noun !== undefined && t.code < 0 && /^(that|which|who)$/.test(t.w) && noun.code < 0 && /^[a-z]{3,}$/.test(noun.w) && !DETERMINERS.has(noun.w) && !STOP.has(noun.w);
}

/**
 * ("Tests that touch the database use pytest", "Code that talks to Postgres uses snake_case"): a noun phrase with a
 * relative clause whose verb comes right after "that" / "which" / "who", then the sentence's own verb, which agrees
 * with the noun (a plural noun takes the base form, a singular one the -s form) and has something after it. Returns
 * the sentence's verb, or -1.
 */
function verbAfterRelative(toks: Tok[], start: number, depth: number): number {
  let r = -1;
  for (let i = start + 1; i <= start + 3 && i < toks.length; i++) {
    if (relativeAfter(toks[i - 1], toks[i])) {
      r = i;
      break;
    }
    if (toks[i].code >= 0 || !/^[a-z][a-z-]*$/.test(toks[i].w) || STOP.has(toks[i].w)) return -1;
  }
  if (r < 0 || toks[start].code >= 0 || !/^[a-z][a-z-]*$/.test(toks[start].w) || STOP.has(toks[start].w)) return -1;
  const rv = toks[r + 1];
  if (!rv || rv.code >= 0 || !(COPULAS.has(rv.w) || ((isSForm(rv.w) || isVerbBaseForm(rv.w)) && verbBase(rv.w) !== undefined)) || DETERMINERS.has(rv.w) || PREPOSITIONS.has(rv.w)) return -1;
  const noun = toks[r - 1].w;
  const plural = /[^s]s$/.test(noun) && stem(noun) !== noun;
  for (let k = r + 3; k < toks.length - 1; k++) {
    const t = toks[k];
    if (t.code >= 0 || t.paren > depth) continue;
    if (t.w === ',' || SEPARATORS.has(t.w) || (SUBORDINATORS.has(t.w) && t.w !== 'that')) return -1;
    const prev = toks[k - 1];
    if (prev.code < 0 && (DETERMINERS.has(prev.w) || PREPOSITIONS.has(prev.w) || prev.w === 'to')) continue;
    if (verbBase(t.w) === undefined || (STOP.has(t.w) && t.w !== 'use' && t.w !== 'uses')) continue;
    if (plural ? isVerbBaseForm(t.w) && !isSForm(t.w) : isSForm(t.w)) return k;
  }
  return -1;
}

/** A copula or modal after the next word and before the next comma or separator: the sentence's own verb. */
function laterCopula(toks: Tok[], from: number): boolean {
  for (let k = from + 1; k < toks.length; k++) {
    const t = toks[k];
    if (t.code >= 0) continue;
    if (t.w === ',' || SEPARATORS.has(t.w)) return false;
    if ((COPULAS.has(t.w) || MODALS.has(t.w)) && !/^(do|does|did|have|has|need|needs)$/.test(t.w)) return true;
  }
  return false;
}

/** The words between clause range r - 1 and clause range r (", and", "or"), or '' for the first. */
export function separatorBefore(toks: Tok[], ranges: number[][], r: number): string {
  if (r === 0) return '';
  return toks.slice(ranges[r - 1][ranges[r - 1].length - 1] + 1, ranges[r][0]).filter((x) => x.code < 0).map((x) => x.w).join(' ');
}

/** A participle that names a state ("failing", "unresolved", "broken"): "with" before it gives a condition. */
function stateWord(t: Tok | undefined): boolean {
  return t !== undefined && t.code < 0 && /^[a-z]{3,}(ing|ed|en)$/.test(t.w) && verbBase(t.w) !== undefined && verbBase(t.w) !== t.w;
}

interface Series {
  first: number;
  /** the first member is a negated imperative */
  neg: boolean;
  force?: Force;
  /** the last member ends with a condition ("unless …", "if …", "without approval") */
  cond: boolean;
  /** the first member describes what a subject does or does not do ("It does not read credentials, download rows, …") */
  described?: boolean;
  /** joined by commas only: a series only when its first member describes (an imperative's commas may list next steps) */
  loose?: boolean;
  /** a loose series whose first member does not describe: not a series */
  off?: boolean;
}

/**
 * Clause ranges that are verb phrases of one series ending in "or": "never A, B, or C". Each member after
 * the first opens with a bare verb; the series is known before the clauses are read, so a condition at
 * its end can reach its first member.
 */
export function verbSeries(toks: Tok[], ranges: number[][]): Map<number, Series> {
  const out = new Map<number, Series>();
  let r = 0;
  while (r < ranges.length) {
    let e = r;
    let or = false;
    while (e + 1 < ranges.length) {
      const s0 = ranges[e + 1][0];
      const sep = separatorBefore(toks, ranges, e + 1);
      if (!/^(,|, or|or|, and|and)$/.test(sep) || toks[s0].code >= 0 || !isVerbBaseForm(toks[s0].w)) break;
      // "Don't use emojis in examples and print lines": a bare "and" joins what the negation covers
      // (unless the second part is the alternative: "… and run the generator instead")
      if (/or$/.test(sep) || (sep === 'and' && !ranges[e + 1].some((k) => toks[k].code < 0 && /^(instead|rather|then|also)$/.test(toks[k].w)))) or = true;
      e++;
      if (or) break;
    }
    // ("It does not read credentials, download rows, accept gates, invoke inference or remote compute, …": three or more
    // verb phrases joined by commas are a series, though an "or" inside a member ends the search for its own)
    let loose = false;
    if (!or && e - r >= 2 && ranges.slice(r + 1, e + 1).every((_, k) => separatorBefore(toks, ranges, r + 1 + k) === ',')) or = loose = true;
    if (or && e > r) {
      const last = ranges[e].map((k) => toks[k]);
      const cond = last.some((x, k) => k > 0 && x.code < 0 && (/^(unless|if|when|until|without)$/.test(x.w) || (x.w === 'with' && stateWord(last[k + 1]))));
      const sr: Series = { first: r, neg: false, cond, ...(loose ? { loose } : {}) };
      for (let k = r; k <= e; k++) out.set(k, sr);
    }
    r = e + 1;
  }
  return out;
}

/** Whether the tokens from `from` to the next comma or separator contain a finite verb. */
function restHasVerb(toks: Tok[], from: number): boolean {
  for (let k = from; k < toks.length; k++) {
    const t = toks[k];
    if (t.code >= 0) continue;
    if (t.w === ',' || SEPARATORS.has(t.w)) return false;
    if (MODALS.has(t.w) || COPULAS.has(t.w)) return true;
    if (verbBase(t.w) !== undefined && !STOP.has(t.w) && (isSForm(t.w) || isVerbBaseForm(t.w)) && k > from && !DETERMINERS.has(toks[k - 1].w)) return true;
  }
  return false;
}

const CONTENT_STOP_VERBS = set('use using uses make ensure get let');
function clauseHasVerb(toks: Tok[], idx: number[]): boolean {
  return idx.some((k) => toks[k].code < 0 && verbBase(toks[k].w) !== undefined && (!STOP.has(toks[k].w) || CONTENT_STOP_VERBS.has(toks[k].w)));
}

/** Whether token i is in a relative clause that opens with ", which" (said of what it follows, not narrowing it). */
export function asideRelative(cl: Clause, i: number): boolean {
  let k = i;
  while (k > 0 && cl.roles[k - 1] === 'rel') k--;
  return cl.toks[k]?.code < 0 && cl.toks[k].w === 'which' && cl.toks[k - 1]?.code < 0 && cl.toks[k - 1].w === ',';
}

/**
 * Whether the comma at `i` goes on with a list of examples of one shape ("e.g. `user-profile.tsx`, `order-list.tsx`"):
 * the next item is a single name in code or a file name, then the list goes on or ends.
 */
function listedLike(toks: Tok[], i: number): boolean {
  const item = toks[i + 1];
  if (!item || !(item.code >= 0 || /^[a-z0-9_-]+(\.[a-z0-9]+)+$/i.test(item.raw) || /\//.test(item.raw))) return false;
  let k = i + 2;
  if (item.code >= 0) while (toks[k]?.code === item.code) k++;
  const after = toks[k];
  return !after || (after.code < 0 && /^(,|\.|\)|and|or|etc)$/.test(after.w));
}

/** Assign a role to every token of a clause (segments introduced by markers). */
export function assignRoles(toks: Tok[], mainVerb: () => string | undefined, subjEnd = 0): Role[] {
  const roles: Role[] = new Array<Role>(toks.length).fill('main');
  let role: Role = 'main';
  const parenBase = toks[0]?.paren ?? 0;
  let segStart = -1;
  const hasPrefer = toks.some((t) => /^(prefer|preferred|preferably|favor|favour|choose|pick)$/.test(t.w));
  let namedAfter = false;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const w = t.code < 0 ? t.w : '';
    const next = toks[i + 1]?.w;
    // segment ends
    if (role !== 'main' && w) {
      const ends =
        (w === ',' && !(role === 'example' && listedLike(toks, i))) || w === ')' || w === '(' ||
        // (not the means of an act ruled out: "instead of installing them with `gem install`")
        ((role === 'altneg' || role === 'altpos') && i > segStart + 1 && (PREPOSITIONS.has(w) || SUBORDINATORS.has(w)) && w !== 'of' && !(/^(with|using|via|through)$/.test(w) && /ing$/.test(toks[segStart + 2]?.w ?? '') && toks[segStart + 2]?.code < 0 && toks[segStart].w !== 'not')) ||
        ((role === 'example' || role === 'carve') && w === ')') ||
        // a relative clause of the subject ends where the sentence's own verb begins
        (role === 'rel' && segStart < subjEnd && i === subjEnd) ||
        // ("Force-pushing your branch after a rebase is OK"): a time in a gerund's phrase ends at the copula of its verdict
        (role === 'temporal' && i > segStart + 1 && COPULAS.has(w) && verdictAt(toks, i));
      if (ends || (namedAfter && role === 'purpose' && i > segStart + 1 && (PREPOSITIONS.has(w) || /^[,;]$/.test(w)))) {
        role = 'main';
        namedAfter = false;
      }
    }
    // "Instead of `Files.createTempDirectory` `@TempDir` … should be used": a second name right after the ruled-out
    // one, or the sentence's own verb, ends the alternative
    if ((role === 'altneg' || role === 'altpos') && i > segStart + 1 && ((t.code >= 0 && toks[i - 1].code >= 0 && toks[i - 1].code !== t.code) || (w && (MODALS.has(w) || COPULAS.has(w))))) role = 'main';
    if (t.paren > parenBase && role === 'main' && w !== ')') roles[i] = 'paren';
    if (!w) {
      if (roles[i] !== 'paren') roles[i] = role;
      continue;
    }
    let start: Role | undefined;
    let skip = 0;
    if (w === 'instead' && next === 'of') {
      start = 'altneg';
      skip = 1;
    } else if (w === 'rather' && next === 'than') {
      start = 'altneg';
      skip = 1;
    } else if (w === 'over' && hasPrefer) start = 'altneg';
    else if (w === 'in' && next === 'favor' && toks[i + 2]?.w === 'of') {
      start = 'altpos';
      skip = 2;
    } else if (w === 'not' && i > 0 && toks[i - 1].w === ',') start = 'altneg';
    else if ((w === 'vs' || w === 'versus') && hasPrefer) start = 'altneg';
    else if (w === 'e.g' || w === 'eg' || w === 'i.e' || (w === 'for' && (next === 'example' || next === 'instance')) || (w === 'such' && next === 'as') || (w === 'like' && i > 0 && toks[i - 1].code < 0 && !/^(would|i|we|you)$/.test(toks[i - 1].w))) {
      start = w === 'i.e' ? undefined : 'example';
      skip = w === 'for' || w === 'such' ? 1 : 0;
    } else if (w === 'unless' || w === 'except' || w === 'excluding' || (w === 'other' && next === 'than') || ((w === 'apart' || w === 'aside') && next === 'from') || (w === 'with' && next === 'the' && toks[i + 2]?.w === 'exception')) start = 'carve';
    // ("Always answer in German, even when I write in English", "Never push to main, even for hotfixes"): a case
    // after "even" is one the rule holds in as well, not the only one
    else if (w === 'even' && next !== undefined && (COND_WORDS.has(next) || TEMPORAL.has(next) || /^(though|for|in|on|during|with|without|at|inside|within|under|to|into|onto|from)$/.test(next))) {
      start = 'purpose';
      skip = 1;
    } else if (COND_WORDS.has(w) && !(WEAK_COND_TAIL.has(next ?? '') || (next === 'in' && toks[i + 2]?.w === 'doubt'))) start = 'cond';
    // "commit with failing tests", "merge with unresolved comments": the state the act happens in is its condition
    // (not what it is set up with: "pytest, with shared fixtures in `conftest.py`")
    else if (w === 'with' && i > 0 && stateWord(toks[i + 1]) && !SET_UP_NOUNS.has(toks[i + 2]?.s ?? '')) start = 'cond';
    // ("Name source files after the module in PascalCase": what a thing is named after, not when, and only up to the next
    // phrase)
    else if (w === 'after' && /^(name|title)$/.test(mainVerb() ?? '')) {
      start = 'purpose';
      namedAfter = true;
    } else if (TEMPORAL.has(w) || (w === 'prior' && next === 'to') || w === 'once') start = 'temporal';
    // ("Commit your work as soon as the tests pass"): a time, not a reason
    else if (w === 'as' && next === 'soon' && toks[i + 2]?.w === 'as') {
      start = 'temporal';
      skip = 2;
    }
    else if (w === 'without') start = 'without';
    else if (/^(that|which|who|whose)$/.test(w) && i > 0 && isNounish(toks[i - 1])) start = 'rel';
    // "meals from the previous batch that weren't completed": "that" and an auxiliary after a noun spelled like a verb
    else if (w === 'that' && i > 1 && toks[i - 1].code < 0 && /^[a-z]{3,}$/.test(toks[i - 1].w) && !STOP.has(toks[i - 1].w) && !/^(sure|so|such|now|given|means|says|note|ensure|check|verify|confirm|assume|make|say|know|mean|think|show|prove|expect|require|state)$/.test(toks[i - 1].w) && (/^(is|are|was|were|has|have|had|can|will|would|should|must|do|does|did|need|needs)$/.test(next ?? '') || (toks[i + 1]?.code < 0 && /^[a-z]{3,}s$/.test(next ?? '') && isSForm(next!) && verbBase(next!) !== undefined))) start = 'rel';
    // "Use placeholders for values you do not know yet": a relative clause without "that", whose own subject and
    // negation follow a noun the instruction's verb governs
    else if (role === 'main' && contactRelative(toks, i)) start = 'rel';
    // ", the need for which is not indicated by a test": a relative clause after a preposition or a comma
    else if (/^(which|whom|whose)$/.test(w) && i > 0 && toks[i - 1].code < 0 && (PREPOSITIONS.has(toks[i - 1].w) || toks[i - 1].w === ',')) start = 'rel';
    // ("use `pnpm check` instead as the full build provides no benefit": "as" before a subject of its own gives a reason)
    else if (((w === 'so' || w === 'because' || w === 'since') && i > 0) || (w === 'as' && i > 1 && /^(the|there|this|that|these|those|it|we|they|you|he|she|its|our|their|your)$/.test(next ?? '') && !asRole(toks, i))) start = 'purpose';
    // ("pinned to React 18.2": a capitalised name after "to" is not an infinitive)
    else if (w === 'to' && next && isVerbBaseForm(next) && toks[i + 1].code < 0 && !/^[A-Z]/.test(toks[i + 1].raw) && i > 0 && !/^(need|needs|have|has|want|try|going|able|how|prefer|ask|remember|forget|sure|free|allowed|required|expected|supposed|ought|important|essential|necessary|okay|ok|fine|acceptable|mandatory|encouraged|recommended|permitted|forbidden|used|trying|tend|aim|default|defaults|refuse|decline)$/.test(toks[i - 1].w) && mainVerb() !== undefined) start = 'purpose';
    if (start) {
      role = start;
      segStart = i;
      roles[i] = role;
      for (let k = 1; k <= skip && i + k < toks.length; k++) roles[i + k] = role;
      i += skip;
      continue;
    }
    if (roles[i] !== 'paren') roles[i] = role;
  }
  // ("Unit tests use Jest (`npx jest --watch` while developing)"): a condition in a bracket after a thing the clause
  // names is about that thing, an aside; one that opens the bracket ("Squash commits (only when asked)") or follows
  // another thing ("Use pnpm (npm when offline)") is the clause's
  let named: Set<string> | undefined;
  for (let i = 0; i < toks.length; i++) {
    if (roles[i] !== 'cond' || toks[i].paren <= parenBase) continue;
    named ??= new Set(toks.filter((t) => t.paren <= parenBase && /[a-z]/.test(t.w) && !STOP.has(t.w)).map((t) => t.s));
    let own = false;
    for (let k = i - 1; k >= 0 && toks[k].paren >= toks[i].paren && toks[k].w !== '('; k--) if (named.has(toks[k].s)) own = true;
    if (!own) continue;
    for (let k = i; k < toks.length && toks[k].paren >= toks[i].paren && roles[k] === 'cond'; k++) roles[k] = 'paren';
  }
  return roles;
}

const CONTACT_SUBJECTS = set('you we they i he she it');
const CONTACT_AUX = set('do does did can could should would will have has had are is was were may might must');
/**
 * Whether a pronoun at i opens a relative clause without "that" whose verb is negated ("values you do not know",
 * "a branch it did not create"): after a noun, in a clause that an imperative verb or a modal opened.
 */
function contactRelative(toks: Tok[], i: number): boolean {
  const t = toks[i];
  if (t.code >= 0 || !CONTACT_SUBJECTS.has(t.w) || i < 2) return false;
  const prev = toks[i - 1];
  if (prev.code < 0 && (!/^[a-z]{3,}$/.test(prev.w) || !(isNounish(prev) || DETERMINERS.has(toks[i - 2].w)))) return false;
  let k = i + 1;
  if (toks[k]?.code < 0 && CONTACT_AUX.has(toks[k].w)) k++;
  const neg = toks[k];
  if (!neg || neg.code >= 0 || !(neg.w === 'not' || neg.w === "n't" || neg.w === 'never' || neg.w === 'cannot')) return false;
  if (k === i + 1 && neg.w !== 'never' && neg.w !== 'cannot') return false;
  const words = toks.slice(0, i - 1).filter((x) => x.code < 0 && /[a-z]/.test(x.w));
  if (!words.length) return false;
  return (isVerbBaseForm(words[0].w) && verbBase(words[0].w) !== undefined) || words.some((x) => MODALS.has(x.w) || x.w === 'never' || x.w === 'always');
}

const NOT_ADVERBS = set('reply apply supply family rely assembly anomaly italy only');
/** "directly", "manually": a manner adverb (not "reply", "apply", "ESM-only") */
export function isAdverb(w: string): boolean {
  // (and adverbs of time without "-ly": "Logging is Loki now", "We use Loki now")
  return (/^[a-z]{2,}ly$/.test(w) && !NOT_ADVERBS.has(w)) || w === 'now' || w === 'nowadays' || w === 'anymore';
}

/** A token that can end a noun phrase (for "…files that contain secrets": a relative clause). */
function isNounish(t: Tok): boolean {
  if (t.code >= 0) return true;
  // ("(that's what the image ships)", "CI enforces exactly that"): a bracket or an adverb is no noun a clause can be about
  if (!/^[a-z0-9]/.test(t.w) || isAdverb(t.w)) return false;
  if (STOP.has(t.w) || PREPOSITIONS.has(t.w) || /^(sure|so|such|now|given|means|says|note|ensure|check|verify|confirm|assume)$/.test(t.w)) return false;
  return verbBase(t.w) === undefined || isSForm(t.w) || /^(test|file|change|commit|build|release|update|import|export|request|type|name|log)$/.test(t.w);
}

export function forceOf(toks: Tok[], roles: Role[]): { neg: boolean; force: Force; lexNeg: boolean; marked: boolean; plainNeg: boolean } {
  let plainNeg = true;
  let neg = false;
  let strong = false;
  let weak = false;
  let permissive = false;
  let negPermissive = false;
  let quantified = false;
  let marked = false;
  let lastNeg = -1;
  for (let i = 0; i < toks.length; i++) {
    if (roles[i] !== 'main' && roles[i] !== 'paren') continue;
    const t = toks[i];
    if (t.code >= 0) continue;
    const w = t.w;
    if (isNegWord(toks, i)) {
      // a negation inside an aside does not negate the clause: "X (their surfaces can't hold Y), and Z"
      if (roles[i] === 'paren') continue;
      // "services are never exposed …, and a service never re-resolves …": a second negated clause does not
      // cancel the first
      // (nor does one after a subject of its own: "never commit on a branch it did not create", a relative
      // clause without "that")
      const joined = neg && lastNeg >= 0 && toks.slice(lastNeg + 1, i).some((x, k) => x.code < 0 && (/^(,|;|and|but|or|nor)$/.test(x.w) || (k > 0 && /^(it|they|you|we|he|she|i|someone|somebody|anyone|anybody)$/.test(x.w))));
      if (!joined) neg = !neg;
      lastNeg = i;
      if (w === 'never') strong = true;
      const n = toks[i + 1]?.w ?? '';
      if (w === 'no' && n === 'need') negPermissive = true;
      // "no VS Code host needed", "no config required"
      if (w === 'no') {
        for (let k = i + 1; k < Math.min(toks.length, i + 6); k++) {
          const x = toks[k];
          if (x.code < 0 && /^(needed|required|necessary|mandatory)$/.test(x.w)) negPermissive = true;
          if (x.code < 0 && (x.w === ',' || x.w === '.' || x.w === ';' || x.w === ')')) break;
        }
      }
      if (w === 'not' && /^(required|necessary|needed|mandatory)$/.test(n)) negPermissive = true;
      if (w === 'not' && /^(can|may|must)$/.test(toks[i - 1]?.w ?? '')) strong = true;
      // "not allowed", "not required": a policy, whoever it is about
      if (w === 'not' && /^(allowed|permitted|acceptable|ok|okay|fine)$/.test(n)) strong = true;
      if (w === 'not' && /^(allowed|permitted|acceptable|ok|okay|fine|required|necessary|needed|mandatory|supposed|expected)$/.test(n)) plainNeg = false;
      // "does not have to", "don't need to": not required
      if (w === 'not' && /^(have|has|need|needs)$/.test(n) && toks[i + 2]?.w === 'to') negPermissive = true;
      // "users don't need exhaustive details", "these tests don't require PostgreSQL": not required
      if (w === 'not' && /^(need|needs|require|requires)$/.test(n) && toks[i + 2]?.w !== 'to' && roles[i + 1] === 'main') negPermissive = true;
      if (w !== 'not' && w !== "n't" && w !== 'no') plainNeg = false;
      marked = true;
      continue;
    }
    if (w === 'no' && toks[i + 1]?.w === 'exceptions') strong = true;
    if (STRONG.has(w)) {
      // "any" as a determiner of a condition ("if any") does not strengthen
      if (/^(all|every|each|any)$/.test(w)) {
        if (!(w === 'any' && roles[i] !== 'main')) quantified = true;
      } else strong = true;
      // quantifiers strengthen a rule but do not make a statement an instruction ("most PRs change only 2 files")
      if (!/^(all|every|each|any|only)$/.test(w)) {
        marked = true;
        plainNeg = false;
      }
    }
    if ((w === 'need' || w === 'needs' || w === 'have' || w === 'has') && toks[i + 1]?.w === 'to' && toks[i - 1]?.w !== 'not' && toks[i - 1]?.w !== 'no') strong = true;
    if (w === 'under' && toks[i + 1]?.w === 'no' && toks[i + 2]?.w === 'circumstances') strong = true;
    if (WEAK.has(w)) {
      weak = true;
      if (w !== 'default') {
        marked = true;
        plainNeg = false;
      }
    }
    if (WEAK_COND_TAIL.has(w) && /^(where|when|if|as)$/.test(toks[i - 1]?.w ?? '')) weak = true;
    // ("… (e.g., optional WHERE clauses)": an aside does not make the rule optional)
    if (PERMISSIVE.has(w) && !(w === 'can' && toks[i + 1]?.w === 'not') && roles[i] !== 'paren') {
      if (w === 'free' && !/^(feel|to)$/.test(toks[i - 1]?.w ?? '') && toks[i + 1]?.w !== 'to') continue;
      // ("use `Option<A>` for genuinely optional values", "the allowed hosts": a word that qualifies a noun)
      if (/^(optional|acceptable|allowed|permitted)$/.test(w) && toks[i + 1]?.code < 0 && /^[a-z]{3,}$/.test(toks[i + 1].w) && !STOP.has(toks[i + 1].w) && !PREPOSITIONS.has(toks[i + 1].w) && !SUBORDINATORS.has(toks[i + 1].w) && (i === 0 || toks[i - 1].code < 0) && (DETERMINERS.has(toks[i - 1]?.w ?? '') || PREPOSITIONS.has(toks[i - 1]?.w ?? '') || /ly$/.test(toks[i - 1]?.w ?? ''))) continue;
      if (w === 'optional') negPermissive = true;
      else permissive = true;
      marked = true;
      plainNeg = false;
    }
  }
  let lexNeg = false;
  // an unhedged prohibition ("do not", "no") is as firm as "never"
  if (neg && !weak && !permissive && !negPermissive) strong = true;
  // "no need to run it for each worktree": not required, however broad
  if (quantified && !negPermissive) strong = true;
  // "No token is required to serve it": what is not required is left to the reader, however firm "required" is
  if (negPermissive && strong && !toks.some((x, k) => x.code < 0 && x.w === 'never' && roles[k] === 'main')) strong = false;
  const force: Force = strong ? 'strong' : negPermissive || permissive ? 'permissive' : weak ? 'weak' : 'plain';
  if (negPermissive && !neg) {
    neg = true;
    lexNeg = true;
  }
  // "not required", "not allowed": a policy, whoever it is about
  return { neg, force, lexNeg, marked, plainNeg: plainNeg && neg };
}

function firstContent(toks: Tok[], from = 0): number {
  let i = from;
  while (i < toks.length) {
    const t = toks[i];
    if (t.code >= 0) return i;
    const w = t.w;
    // ("First version was in Flask": "first" before a noun and its verb says which one, it is no step)
    const n = toks[i + 1];
    if ((LEAD_ADVERBS.has(w) && !(w === 'first' && n !== undefined && n.code < 0 && /^[a-z]{3,}$/.test(n.w) && !STOP.has(n.w) && toks[i + 2]?.code < 0 && (COPULAS.has(toks[i + 2].w) || MODALS.has(toks[i + 2].w)))) || w === ',' || w === '(' || w === ')' || w === '—') {
      i++;
      continue;
    }
    if (w === 'do' && toks[i + 1]?.w === 'not') {
      i += 2;
      continue;
    }
    if (w === 'not') {
      i++;
      continue;
    }
    return i;
  }
  return i;
}

/** Strip instruction frames ("make sure to", "you should", "feel free to", "it is important to"). */
function frame(toks: Tok[]): { skip: number; force?: Force; neg?: boolean } {
  const ws = toks.map((t) => (t.code >= 0 ? '\u0000' : t.w));
  const at = firstContent(toks);
  const s = ws.slice(at, at + 6).join(' ');
  const m =
    /^(make sure (that )?(you )?(to )?|be sure to |ensure (that )?(you )?|remember to |do not forget to |always remember to |it is (important|essential|critical|mandatory|required) (that you |to )?|please |i want you to |we want you to )/.exec(s) ??
    /^((you|we|agents?|claude) (should|must|shall|need to|have to|may|can|are expected to|are required to|are allowed to|are encouraged to|will|always|never|do not|prefer to) )/.exec(s) ??
    /^(feel free to |you are free to |it is (fine|ok|okay|acceptable) to |you are welcome to )/.exec(s) ??
    /^(try to |aim to |we (prefer|like|recommend|use|standardize on|rely on) )/.exec(s) ??
    // ("… but must never push", "- Should always run the tests": a modal whose subject was said before, or is the reader)
    /^((must|should|shall) (?=(never|always) ))/.exec(s);
  if (!m) return { skip: at };
  // ("must never push": the modal's force and the negation both, before the verb)
  if (/^(must|should|shall) $/.test(m[0])) return { skip: at + 2, force: m[0].startsWith('should') ? (ws[at + 1] === 'never' ? 'strong' : 'weak') : 'strong' };
  const used = m[0].trim().split(' ').length;
  const phrase = m[0];
  let force: Force | undefined;
  if (/must|required|mandatory|have to|need to|essential|critical|important|shall|make sure|ensure|be sure|remember|forget|expected/.test(phrase)) force = 'strong';
  else if (/should|prefer|try|aim|recommend|encouraged|like/.test(phrase)) force = 'weak';
  else if (/may|can|free|fine|ok|okay|acceptable|allowed|welcome/.test(phrase)) force = 'permissive';
  // keep "we use" / "we rely on" as a statement: the verb stays in the clause
  if (/^we (use|standardize on|rely on) $/.test(phrase)) return { skip: at + 1 };
  if (/always|never|do not/.test(phrase)) return { skip: at + 1, force };
  return { skip: at + used, force };
}

/**
 * "Benchmark/research code stays …", "Build/test commands live …": words joined by a slash and followed by a noun
 * qualify that noun; they are not verbs ("Build/test with `make`" still is: a preposition follows them).
 */
function slashNoun(toks: Tok[], start: number): boolean {
  let k = start + 1;
  if (!toks[k]?.slash) return false;
  while (toks[k]?.slash) k++;
  const n = toks[k];
  return n !== undefined && n.code < 0 && /^[a-z][a-z-]*$/.test(n.w) && !STOP.has(n.w) && !DETERMINERS.has(n.w) && !PREPOSITIONS.has(n.w) && !SUBORDINATORS.has(n.w);
}

/**
 * Whether a clause that opens with a gerund gives a verdict on it after a time ("Force-pushing after a rebase is fine",
 * "Merging before review is not allowed"): the time is part of the act the verdict is on.
 */
function verdictOfGerund(toks: Tok[], start: number, at: number): boolean {
  const g = toks[start];
  if (!g || g.code >= 0 || !/ing$/.test(g.w) || verbBase(g.w) === undefined) return false;
  for (let k = at + 1; k + 1 < toks.length; k++) {
    const x = toks[k];
    if (x.code >= 0) continue;
    if (x.w === ',' || SEPARATORS.has(x.w)) return false;
    if (COPULAS.has(x.w)) return verdictAt(toks, k);
  }
  return false;
}

/** Whether the copula at `k` gives a verdict: "is fine", "is not allowed", "are required". */
function verdictAt(toks: Tok[], k: number): boolean {
  const n = toks[k + 1]?.w === 'not' ? toks[k + 2] : toks[k + 1];
  return n !== undefined && n.code < 0 && (POLICY_ADJ[n.w] !== undefined || PERMISSIVE.has(n.w));
}

/**
 * ("Never use `git push` as your error-discovery loop"): "as" and a noun phrase with no verb of its own names the role
 * something is used in, not a reason ("as the build is slow").
 */
function asRole(toks: Tok[], i: number): boolean {
  if (/^(there|it|we|they|you|he|she)$/.test(toks[i + 1]?.w ?? '')) return false;
  for (let k = i + 1; k < toks.length && k < i + 8; k++) {
    const x = toks[k];
    if (x.code < 0 && /^[,.;:!?—–()]$/.test(x.w)) return true;
    if (x.code < 0 && (COPULAS.has(x.w) || MODALS.has(x.w) || /^(has|have|had|does|did|do)$/.test(x.w))) return false;
  }
  return true;
}

export function parseClause(toks: Tok[], idx: number[], label?: Tok[], nameStarts?: Set<number>): Clause {
  const fr = frame(toks);
  const start = fr.skip;
  let verb = -1;
  let subjEnd = 0;
  let passive = false;
  let pred = -1;
  // first modal / copula before any subordinator: what precedes it is the subject
  let m = -1;
  // "Tests that are flaky must not …": a relative clause inside the subject, with a verb of its own
  let rel = 0;
  // ("Write new code against Kotlin 2.0 (the K2 compiler is enabled)": an aside in parentheses has its own verb,
  // which is not the clause's)
  const depth = toks[start]?.paren ?? 0;
  for (let i = start; i < toks.length; i++) {
    const t = toks[i];
    if (t.code >= 0 || t.paren > depth) continue;
    if (rel === 0 && i > start && relativeAfter(toks[i - 1], t) && !isVerbBaseForm(toks[i - 1].w === toks[i - 1].s ? toks[i - 1].w : '')) {
      rel = 1;
      continue;
    }
    if (rel === 1) {
      if (MODALS.has(t.w) || COPULAS.has(t.w) || verbBase(t.w) !== undefined) rel = 2;
      continue;
    }
    if (SUBORDINATORS.has(t.w) && i > start && !(TEMPORAL.has(t.w) && verdictOfGerund(toks, start, i))) break;
    if (i > start && (MODALS.has(t.w) || COPULAS.has(t.w))) {
      if ((t.w === 'have' || t.w === 'has' || t.w === 'need' || t.w === 'needs') && toks[i + 1]?.w !== 'to') continue;
      m = i;
      break;
    }
  }
  // "React Native": the first word of a name is not a verb
  let startsWithVerb = toks[start] !== undefined && toks[start].code < 0 && isVerbBaseForm(toks[start].w) && !isSForm(toks[start].w) && !nameStarts?.has(start) && !slashNoun(toks, start);
  // "Branch names use kebab-case", "Unit tests hit the API": a noun-noun subject, then the verb
  const n1 = toks[start + 1];
  const n2 = toks[start + 2];
  if (startsWithVerb && n1 && n2 && n1.code < 0 && n2.code < 0 && /s$/.test(n1.w) && stem(n1.w) !== n1.w && !STOP.has(n1.w) && (verbBase(n1.w) === undefined || isSForm(n1.w)) && (isVerbBaseForm(n2.w) || COPULAS.has(n2.w) || MODALS.has(n2.w)) && !STOP.has(n2.w)) {
    startsWithVerb = false;
  }
  // ("Version 1.x supported Python 3.7", "Release 2.0 drops Node 16"): a noun named by its version, then the verb
  if (startsWithVerb && n1 && n2 && n1.code < 0 && n2.code < 0 && /^(?:v?\d+(?:\.(?:\d+|x))+|v\d+)$/i.test(n1.w) && (COPULAS.has(n2.w) || MODALS.has(n2.w) || (/ed$/.test(n2.w) && verbBase(n2.w) !== undefined && verbBase(n2.w) !== n2.w) || (isSForm(n2.w) && /^(support|require|use|run|drop|add|remove|ship|target|need|depend|include|introduce|break|change|deprecate)$/.test(verbBase(n2.w) ?? '')))) {
    startsWithVerb = false;
  }
  // ("Build output goes to `dist/`", "Test config lives in `jest.config.ts`"): a singular noun-noun subject, then a verb of
  // where it is
  if (startsWithVerb && n1 && n2 && n1.code < 0 && n2.code < 0 && /^[a-z]{3,}$/.test(n1.w) && !STOP.has(n1.w) && /^(goes|lives|lands|sits|belongs|resides)$/.test(n2.w)) {
    startsWithVerb = false;
  }
  // "Package uses `jest`", "Build runs `tsc` first", "Cache stores results": a noun that could be a verb, then a verb
  // of the third person ("Update uses of the old API" is still an imperative)
  // ("Access token valid 15 min", "Refresh token valid 30 days"): a noun phrase, then how long it holds, in short; the
  // first word names which one, it is no imperative
  const holds = toks.findIndex((x, k) => k > start && k <= start + 4 && x.code < 0 && HOLDS_FOR.has(x.w));
  const holdsFor = holds > 0 && /^\d/.test(toks[holds + (toks[holds + 1]?.w === 'for' ? 2 : 1)]?.w ?? '') && toks.slice(start, holds).every((x) => x.code < 0 && /^[a-z][a-z-]*$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !PREPOSITIONS.has(x.w) && !MODALS.has(x.w) && !COPULAS.has(x.w));
  if (startsWithVerb && holdsFor && !RESULT_VERBS.has(toks[start].w)) startsWithVerb = false;
  if (startsWithVerb && n1 && n1.code < 0 && SUBJECT_VERBS.has(n1.w) && !(n2 && n2.code < 0 && n2.w === 'of') && !STOP.has(toks[start].w)) startsWithVerb = false;
  const afterRel = m < 0 ? verbAfterRelative(toks, start, depth) : -1;
  if (afterRel > 0) startsWithVerb = false;
  if (m > start && !(startsWithVerb && (verbBase(toks[start].w) === 'make' || start > 0))) {
    subjEnd = m;
    let j = m + 1;
    let sawCopula = COPULAS.has(toks[m].w);
    // ("Lerna is no longer used": "no longer" negates the verb after it, as "not" does)
    while (j < toks.length && toks[j].code < 0 && (toks[j].w === 'not' || toks[j].w === 'never' || toks[j].w === 'always' || toks[j].w === 'to' || COPULAS.has(toks[j].w) || MANNER.has(toks[j].w) || isAdverb(toks[j].w) || toks[j].w === 'only' || toks[j].w === 'also' || (toks[j].w === 'no' && toks[j + 1]?.w === 'longer') || (toks[j].w === 'longer' && toks[j - 1]?.w === 'no'))) {
      if (COPULAS.has(toks[j].w)) sawCopula = true;
      j++;
    }
    const t = toks[j];
    // ("Our Postgres is version 13"): a noun spelled as a verb's base form right after "is" is what the subject is
    const nounAfterIs = t !== undefined && COPULAS.has(toks[m].w) && /^(is|are|was|were)$/.test(toks[j - 1]?.w ?? '') && t.code < 0 && t.w === verbBase(t.w) && !SAME_PARTICIPLE.has(t.w) && !isSForm(t.w) && toks[j + 1] !== undefined && toks[j + 1].code < 0 && /^v?\d/.test(toks[j + 1].w);
    if (t && t.code < 0 && verbBase(t.w) !== undefined && !POLICY_ADJ[t.w] && !nounAfterIs) {
      verb = j;
      // ("Prettier must not be run", "lint is set to warn"): a participle spelled as its base form, right after the copula
      passive = sawCopula && (t.w !== verbBase(t.w) || (SAME_PARTICIPLE.has(t.w) && COPULAS.has(toks[j - 1].w)));
    } else if (sawCopula) pred = j;
    else if (t && t.code < 0 && /^[a-z][a-z-]+$/.test(t.w) && !STOP.has(t.w)) verb = j; // "must exceed", a verb we do not list
  } else if (startsWithVerb) {
    verb = start;
  } else if (toks[start] && toks[start].code < 0 && isSForm(toks[start].w) && /^(require|use|support|run|target|need|depend|build|ship|follow|prefer|expect|rely)$/.test(verbBase(toks[start].w) ?? '')) {
    // a bullet with the project as implicit subject: "Requires Node.js 20", "Uses pnpm workspaces"
    verb = start;
  } else if (afterRel > 0) {
    verb = afterRel;
    subjEnd = afterRel;
  } else {
    // statement without a modal: "Integration tests call the live API", "Strings use double quotes"
    for (let i = start + 1; i < toks.length; i++) {
      const t = toks[i];
      if (t.code >= 0 || t.paren > depth) continue;
      // ("Strings in TS files use double quotes", "Tests under `api/` use pytest", "Property tests for the parser use
      // `proptest`": a place or a purpose after the subject's noun is part of the subject; the verb comes after it)
      // ("Simulator test jobs on CI time out after 20 minutes": and after a subject of two or three nouns, where it runs)
      // ("Session tokens on POS terminals expire after 8 hours", "Tokens on terminals expire …": on things of two words, after
      // a plural that is no verb)
      if (PREPOSITIONS.has(t.w) && /^(in|inside|under|within|on|from|for)$/.test(t.w) && (i === start + 1 || (i <= start + 3 && toks.slice(start, i - 1).every((x) => x.code < 0 && /^[a-z]{3,}$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w)))) && toks[i - 1].code < 0 && /^[a-z]{3,}s$/.test(toks[i - 1].w) && !STOP.has(toks[i - 1].w) && (t.w !== 'on' || i > start + 1 || verbBase(toks[i - 1].w) === undefined)) {
        let q = i + 1;
        // ("Requests from the CLI time out after 10 seconds": a verb with its particle ends the place)
        while (q < toks.length && q < i + (t.w === 'on' ? 4 : 5) && (toks[q].code >= 0 || DETERMINERS.has(toks[q].w) || (/^[a-z][\w.#+-]*$/.test(toks[q].w) && !STOP.has(toks[q].w) && !(isVerbBaseForm(toks[q].w) && toks[q - 1].code < 0 && (/s$/.test(toks[q - 1].w) || (q > i + 1 && /^[A-Z]/.test(toks[q - 1].raw))) && !DETERMINERS.has(toks[q - 1].w)) && !(q > i + 1 && !DETERMINERS.has(toks[q - 1].w) && isVerbBaseForm(toks[q].w) && toks[q + 1]?.code < 0 && /^(out|after|within)$/.test(toks[q + 1].w)) && !(q > i + 2 && !DETERMINERS.has(toks[q - 1].w) && toks[q].w === 'use')))) q++;
        if (q < toks.length && toks[q].code < 0 && isVerbBaseForm(toks[q].w) && !STOP.has(toks[q].w) || toks[q]?.w === 'use') {
          verb = q;
          subjEnd = q;
          break;
        }
      }
      if (SUBORDINATORS.has(t.w) || PREPOSITIONS.has(t.w) || t.w === ',') break;
      if (DETERMINERS.has(toks[i - 1]?.w ?? '') && toks[i - 1].code < 0) continue;
      const b = verbBase(t.w);
      if (b === undefined || STOP.has(t.w) && t.w !== 'use' && t.w !== 'uses') continue;
      // (past forms here are adjectives, "failed jobs", except after a pronoun: "we upgraded to React 19", or before an
      // object pronoun no adjective goes with: "`ruff format` replaced it")
      const objectPronoun = /ed$/.test(t.w) && i > start && toks[i + 1]?.code < 0 && /^(it|them)$/.test(toks[i + 1].w);
      if (t.w !== b && !isSForm(t.w) && !objectPronoun && !(toks[start].code < 0 && /^(we|i|they|you)('ve)?$/.test(toks[start].w) && toks.slice(start + 1, i).every((x) => x.code < 0 && /^(have|'ve|ve|just|now|recently|already|since|finally|fully)$/.test(x.w)))) continue;
      const nxt0 = toks[i + 1];
      // "No default exports.", "No `WIP` commits, ever.", "No `unsafe` code in the crate", "no direct pushes to main": after "no" a word that
      // ends the noun phrase is its head noun
      if (toks[start].code < 0 && toks[start].w === 'no' && (nxt0 === undefined || (nxt0.code < 0 && /^([.,;:!)]|in|on|for|inside|within|anywhere|ever|outside|at|across|under|whatsoever|to|into|onto)$/.test(nxt0.w)))) continue;
      // a plural noun that is also a verb form is followed by the real verb: "tests call", "jobs run"
      const nxt = toks[i + 1];
      if (isSForm(t.w) && nxt && nxt.code < 0 && !/^[A-Z]/.test(nxt.raw) && verbBase(nxt.w) !== undefined && (isVerbBaseForm(nxt.w) || isSForm(nxt.w))) continue;
      // ("HTTP requests from the CLI time out after 10 seconds": and by a place of the subject, then the verb)
      if (isSForm(t.w) && i > start && i <= start + 2 && nxt && nxt.code < 0 && /^(from|on|under|within|inside|for)$/.test(nxt.w) && verbAfterPlace(toks, i + 1) > 0) continue;
      // "database access goes through …": a singular noun spelled like a verb, then the verb
      // (not after a pronoun: "We never sign commits", "we always squash merges")
      const pron = [start, start - 1].find((k) => toks[k]?.code < 0 && /^(we|i|they|you)$/.test(toks[k].w));
      const byPronoun = pron !== undefined && toks.slice(pron + 1, i).every((x) => x.code < 0 && /^(never|always|usually|often|also|only|generally|typically|normally|rarely|still|just|all|both|each|really|strictly|do|does|did|not|dont|doesnt|didnt|don't|doesn't|didn't)$/.test(x.w));
      if (t.w === b && !byPronoun && nxt && nxt.code < 0 && (isSForm(nxt.w) || COPULAS.has(nxt.w) || MODALS.has(nxt.w)) && !STOP.has(nxt.w)) continue;
      // ("JWT access tokens expire after 15 minutes"): and after a singular noun, before a plural noun that no verb spells
      // and its own verb ("Reviewers check tokens are rotated" agrees with its plural subject)
      const nxt2 = toks[i + 2];
      if (t.w === b && !/s$/.test(toks[i - 1].w) && nxt && nxt.code < 0 && /^[a-z]+s$/.test(nxt.w) && verbBase(nxt.w) === undefined && !STOP.has(nxt.w) && nxt2 !== undefined && nxt2.code < 0 && !STOP.has(nxt2.w) && (isVerbBaseForm(nxt2.w) || COPULAS.has(nxt2.w) || MODALS.has(nxt2.w))) continue;
      verb = i;
      subjEnd = i;
      break;
    }
  }
  // ("Token valid 15 min"): how long the noun phrase holds, said in short, is its predicate
  if (verb < 0 && pred < 0 && holdsFor) {
    pred = holds;
    subjEnd = holds;
  }
  return {
    toks,
    idx,
    roles: [],
    neg: fr.neg ?? false,
    force: fr.force ?? 'plain',
    conditional: false,
    instruction: false,
    verbal: verb >= 0 || pred >= 0,
    verb,
    verbBase: verb >= 0 ? (verbBase(toks[verb].w) ?? toks[verb].w) : undefined,
    subjEnd,
    passive,
    pred,
    lexNeg: false,
    universal: false,
    label,
    frameEnd: start,
  };
}

const FORCE_RANK: Record<Force, number> = { permissive: 0, weak: 1, plain: 2, strong: 3 };
export function maxForce(a: Force, b: Force | undefined): Force {
  if (!b) return a;
  return FORCE_RANK[b] > FORCE_RANK[a] ? b : a;
}

/**
 * ("Commit signing is disabled", "Commit signing is not used here"): an act named by its gerund in the subject that is
 * switched off, or said to be unused, in the passive.
 */
export function passiveOff(cl: Pick<Clause, 'toks' | 'pred' | 'passive' | 'subjEnd' | 'verb' | 'verbBase'>): boolean {
  const t = cl.toks;
  const notBefore = t.slice(cl.subjEnd, Math.max(cl.subjEnd, cl.verb)).some((x) => x.code < 0 && x.w === 'not');
  return cl.pred < 0 && cl.passive && cl.subjEnd > 0 && cl.verb > 0 && (cl.verbBase === 'disable' || (notBefore && /^(use|enable)$/.test(cl.verbBase ?? ''))) && t.some((x, k) => k < cl.subjEnd && x.code < 0 && /ing$/.test(x.w) && verbBase(x.w) !== undefined);
}

/** Whether an act named by a gerund subject is switched off ("Commit signing is off", "… is turned off"): a ban of it. */
export function switchedOff(toks: Tok[], pred: number, subjEnd: number): boolean {
  if (pred < 0) return false;
  const w = toks[pred]?.w;
  const off = w === 'off' || ((w === 'turned' || w === 'switched') && toks[pred + 1]?.w === 'off');
  return off && toks.some((x, k) => k < subjEnd && x.code < 0 && /ing$/.test(x.w) && verbBase(x.w) !== undefined);
}
