// Quantities: "a number with a unit about something", with an open vocabulary.
//
// A quantity claim is (what is measured, a value normalised by its dimension, a comparison):
//   "Lambda handlers time out after 15 seconds."      {lambda, handler, ~timeout}   time     = 15 000 ms
//   "Keep the gzipped bundle under 350 kB."           {gzip, bundle}                bytes    ≤ 350 000
//   "Default page size for list endpoints: 50."       {page, list, endpoint}        count    = 50
//   "Branch coverage must not drop below 85%."        {branch, coverage}            percent  ≥ 85
// What is measured is read off the sentence itself (content words and code spans around the number), not
// from a list of known quantities; a few words name the kind of a duration (timeout, delay, interval, ttl,
// debounce…) and are compared as kinds. Claims of one dimension share an index key; two of them are about
// the same quantity only when their subjects match (subjectMatch): the same words, or one side naming a
// few more words that do not single out a narrower population ("DB pool" / "connection pool"; not
// "integration tests" / "tests"), which is a weaker match and never more than a `possible` contradiction.
//
// A number is a claim only where the sentence asserts it: an instruction, a limit ("under", "at most"), a
// setting ("X is N", "X: N", "set X to N") or a quantity verb ("time out after", "expire after", "retry 3
// times"). Narratives ("coverage dropped to 72%", "grew from 180 kB to 240 kB"), approximations ("about 20
// minutes"), ranges, ports, steps, issue numbers and years are not.
import { SCOPE_SYNONYMS, UNITS, type UnitDef } from '../lexicon.js';
import { STOP, dict, isSForm, numberValue, stem, verbBase, type Tok } from '../text.js';
import type { Clause } from '../clauses.js';
import type { Claim } from '../types.js';
import { DETERMINERS, FILE_EXT, set } from '../words.js';

/** The parts of a clause this module reads. */
export type QClause = Pick<Clause, 'toks' | 'roles' | 'neg' | 'force' | 'conditional' | 'instruction' | 'verbal' | 'verb' | 'verbBase' | 'subjEnd' | 'passive' | 'pred' | 'label' | 'universal'>;

export interface QHelpers {
  /** scope qualifiers of the clause, leaving out the tokens in `exclude` */
  scopeOf: (exclude: Set<number>, domain: Set<string>) => string[];
  /** code span text by index */
  span: (code: number) => string;
}

/** A word that makes the number after it a limit. */
const LIMIT_WORD = /^(max|maximum|min|minimum|most|least|<|>|≤|≥|<=|>=)$/;

/** Dimensions measured in their own units; anything else counted is `count` with the counted noun in the subject. */
const MEASURES = set('chars lines time percent bytes frequency distance');
const DIM_LABEL: Record<string, string> = dict({ chars: 'characters', lines: 'lines', time: 'duration', percent: '%', bytes: 'size', count: 'count', frequency: 'frequency', distance: 'distance' });

/** Words naming what kind of duration or count a number is; two different kinds are two quantities. */
const KINDS: Record<string, string> = dict({
  timeout: 'timeout', deadline: 'timeout',
  ttl: 'ttl', expire: 'ttl', expiry: 'ttl', expiration: 'ttl', lifetime: 'ttl', 'max-age': 'ttl', valid: 'ttl', live: 'ttl', lives: 'ttl',
  interval: 'interval', poll: 'interval', polling: 'interval', every: 'interval', frequency: 'interval',
  delay: 'delay', backoff: 'delay', wait: 'delay', sleep: 'delay', pause: 'delay',
  debounce: 'debounce', throttle: 'throttle', retry: 'retry',
  retain: 'retention', retained: 'retention', retention: 'retention', kept: 'retention', purge: 'retention', purged: 'retention',
  // a goal below a limit is another quantity than the limit ("target ≤20, hard limit 25")
  target: 'target', goal: 'target', aim: 'target', ideally: 'target', ideal: 'target',
  // a sum over many is another quantity than one of them ("<100ms each, <30s total")
  total: 'total', combined: 'total', cumulative: 'total', altogether: 'total',
  // a percentile is another quantity than a limit ("P50 < 10ms, P99 < 50ms")
  p50: 'p50', median: 'p50', typical: 'p50', p90: 'p90', p95: 'p95', p99: 'p99', p999: 'p999',
});

/** Verbs that state a quantity by themselves ("time out after", "expire after", "debounce by", "retry 3 times", "wrap at 100 characters"). */
const QUANTITY_VERBS = set('timeout expire debounce throttle retry poll wait sleep delay cache hold return default limit cap allow take last run finish complete live wrap keep retain rotate');

/** A main clause that says a check fails ("CI fails", "the build breaks", "the hook rejects the commit"). */
const GATE_FAILS = /^(?:fails?|failing|breaks?|blocks?|rejects?|errors?|aborts?)$/;
/** The verbs of a gate's condition that say how a quantity compares, not what it is of ("drops below", "exceeds"). */
const GATE_MEASURES = /^(?:drops?|dropped|falls?|fell|dips?|goes|go|exceeds?|exceeded|reaches|reach|hits?|gets?|is|are|becomes?|takes?|they|it|its|their)$/;

/** Verbs that act on what exceeds a limit ("split files longer than 500 lines"). */
const REDUCE_VERBS = set('split break refactor shorten trim reduce extract decompose simplify flag reject fail shrink chunk paginate');

/** Verbs that set a value they are given ("use a 30 s timeout", "configure a pool of 20"). */
const SETTING_VERBS = set('use set configure keep give apply add allow pick choose default require enforce pass specify target cap limit');

/** Words that say nothing about which quantity is meant (frames, generic counted units, filler). */
const LIGHT = set(`default fail new enforce enforced each every single individual total overall change diff code ci project repo repository all any
  general global max min maximum minimum limit size value setting number count amount budget threshold gate cap target ceiling
  floor length width long short wide height item entry row record result element thing time level our your their
  its this that these those whole entire current standard normal usual typical recommended allowed acceptable required
  enough sufficient strict hard soft upper lower bound most least high higher low lower big large small only just also
  maximal minimal absolute forbid forbidden prohibit prohibited ban banned disallow disallowed discourage discouraged
  reject rejected flag flagged permit permitted fine ok okay factor`);

/** Words before a number that make it something other than a quantity (a port, a step, an issue, a version…). */
const NOT_QUANTITY_BEFORE = set('port step phase issue pr ticket version v release rfc pep iso utf http status code id page-id chapter section figure table line-number node python java ruby php es ecmascript level api sdk ios android macos tier priority p stage round day');

const LIMIT_MAX = /\b(under|below|within|beneath|max|maximum|up to|at most|less than|fewer than|shorter than|smaller than|no more than|no longer than|no larger than|cap(ped)? at|limit(ed)? to|grow to|grows to|reach|as many as|<|<=|≤)$/;
const LIMIT_MIN = /\b(at least|minimum|min|more than|greater than|longer than|larger than|over|above|no less than|no fewer than|exceed|exceeds|>|>=|≥)\b/;
const NARRATIVE = set('was were had did dropped grew rose fell increased decreased went took became used ago yesterday last previously formerly historically once reached peaked regressed');
const APPROX = set('about around approximately roughly nearly almost some ~ circa');
/** Frame words of a magnitude, never of a year. */
const SIZE_FRAMES = set('size length width limit max maximum cap budget capacity quota pool batch');
const FRAME_FOR_BARE = set('size length width limit max maximum min minimum threshold budget count number cap score pool concurrency depth complexity coverage ratio rate quota capacity batch page timeout ttl interval delay cost factor rounds retry attempt worker replica thread shard partition');

const COMPARATIVES = set('under below less fewer most max maximum within shorter longer later newer earlier older higher lower greater more least min minimum above over beyond exceed exceeding bigger smaller larger wider narrower faster slower than up drop fall go');

/** Words that only restate what a measured noun is about ("test coverage", "code complexity", "nesting depth"). */
const RESTATES: Record<string, string[]> = dict({
  coverage: ['test', 'code', 'unit'],
  complexity: ['cyclomatic', 'code'],
  depth: ['nest', 'code'],
  line: ['code', 'source'],
});

/** A configuration file by its name: where a setting is written ("`jest.config.js`", "`pyproject.toml`", "`.golangci.yml`"). */
const CONFIG_FILE = /(?:^|\/)(?:[\w.-]+\.(?:json|jsonc|js|cjs|mjs|ts|cts|mts|toml|ya?ml|ini|cfg|conf|properties|xml|gradle|kts|exs)|\.[\w-]+rc|go\.mod|Makefile|Dockerfile|Cargo\.toml|Gemfile)$/;

const isWord = (t: Tok | undefined): boolean => t !== undefined && t.code < 0 && (/^[a-z][a-z-]*$/.test(t.w) || /^[a-z]+\d[a-z][a-z0-9]*$/.test(t.w));

/** A word and the word a measured subject names the same thing with, in subjects and in places ("calls" are requests). */
export const MEASURED_SYNONYMS: Record<string, string> = { call: 'request' };

/** The canonical stem of a token for subject matching (kinds and synonyms applied), or undefined when light. */
function subjectStem(t: Tok, span: (code: number) => string): string | undefined {
  if (t.code >= 0) {
    const s = span(t.code).toLowerCase();
    // (a package of a scope, `@acme/sdk`, is a name as much as `sdk` is)
    return (/^[a-z_][a-z0-9_.-]*$/.test(s) || /^@[a-z0-9_.-]+\/[a-z0-9_.-]+$/.test(s)) && s.length > 1 ? s : undefined;
  }
  if (!isWord(t) || STOP.has(t.w)) return undefined;
  let s = t.s;
  const vb = verbBase(t.w);
  if (vb && /(ed|ing)$/.test(t.w)) s = vb;
  if (s === 'gzipped' || s === 'gzip') s = 'gzip';
  if (s === 'javascript') s = 'js';
  if (s === 'conn') s = 'connection';
  // ("Outbound HTTP calls use a 30 s timeout" / "Set outbound request timeouts to 5000 ms"): a call made is a request
  s = MEASURED_SYNONYMS[s] ?? s;
  if (s === 'docker') s = 'container';
  if (s === 'deep') s = 'depth';
  if (s === 'nesting') s = 'nest';
  if (s === 'msg') return undefined;
  if (LIGHT.has(s) || LIGHT.has(t.w)) return undefined;
  // "integration", "staging", "legacy": a qualifier of scope, in its canonical form
  return SCOPE_SYNONYMS[t.w] ?? SCOPE_SYNONYMS[s] ?? s;
}

interface Unit {
  def: UnitDef;
  /** index of the unit token, or the number's own index when the unit is implied */
  at: number;
  /** a counted noun ("25 connections") */
  noun?: string;
}

/** The unit a quantity named before a bare number implies ("line length of 100" → characters, "coverage 80" → %). */
function impliedUnit(t: Tok[], i: number): UnitDef | undefined {
  const before = t.slice(Math.max(0, i - 6), i).map((x) => x.s);
  const has = (w: string): boolean => before.includes(w);
  if ((has('line') && (has('length') || has('width'))) || has('print-width') || has('printwidth') || has('max-line-length') || has('line-length')) return UNITS.char;
  if (has('coverage')) return UNITS['%'];
  return undefined;
}

/** Whether the clause has at most one content word (its verb) besides the tokens at `skip`, limits and units ("Wrap at 72 characters"). */
function namesAtMostAVerb(t: Tok[], skip: number[]): boolean {
  return t.filter((x, k) => !skip.includes(k) && x.code < 0 && /^[a-z]{3,}$/.test(x.w) && !STOP.has(x.w) && !LIMIT_WORD.test(x.w) && !(UNITS[x.s] && MEASURES.has(UNITS[x.s].dim))).length <= 1;
}

/** Reads the unit after the number at `i`: a measure ("300 ms", "1 GB", "90 columns"), a counted noun, or an implied unit. */
function unitAt(t: Tok[], i: number): Unit | undefined {
  let ui = i + 1;
  if (t[ui]?.w === '-') ui++;
  const u = t[ui];
  const direct = u && u.code < 0 ? (UNITS[u.s] ?? UNITS[u.w]) : undefined;
  if (direct) return { def: direct, at: ui };
  // "400 changed lines", "80 visible characters"
  const u2 = t[ui + 1];
  // "400 changed lines", "80 visible characters", "4 test workers"
  const u2def = u2 && u2.code < 0 ? (UNITS[u2.s] ?? UNITS[u2.w]) : undefined;
  // ("100K bids/second": a rate of the plural noun, not a duration)
  const rate = u2def?.dim === 'time' && isWord(u) && /s$/.test(u.w) && u.s !== u.w && !/s$/.test(u2.w);
  if (isWord(u) && !STOP.has(u.w) && u2def && !rate) return { def: u2def, at: ui + 1, ...(MEASURES.has(u2def.dim) ? {} : { noun: u2.s }) };
  const implied = impliedUnit(t, i);
  if (implied && !(isWord(u) && !STOP.has(u.w) && verbBase(u.w) === undefined)) return { def: implied, at: i };
  // a count of something: "25 connections", "two approvals", "3 reviewers"
  const nounish = (x: Tok | undefined): boolean => isWord(x) && !STOP.has(x!.w) && x!.w.length > 2 && (verbBase(x!.w) === undefined || isSForm(x!.w) || /s$/.test(x!.w)) && !/^(and|or|to|for|in|on|at|by|per|if|when|unless|of|times?)$/.test(x!.w);
  if (nounish(u)) return { def: { dim: 'count', factor: 1 }, at: ui, noun: u.s };
  // "8 test workers", "3 unit tests": a modifier and the counted noun
  if (isWord(u) && !STOP.has(u.w) && nounish(u2) && /s$/.test(u2.w) && u2.s !== u2.w) return { def: { dim: 'count', factor: 1 }, at: ui + 1, noun: u2.s };
  return undefined;
}

/**
 * Quantity claims of one clause. `used` marks tokens already read as something else (a version); the
 * number and unit read here are added to it.
 */
export function quantityClaims(cl: QClause, h: QHelpers, used: Set<number>, out: Claim[]): void {
  const t = cl.toks;
  // "a file with 80 lines … is better than three files with 25 lines each": a judgement between two cases,
  // whose numbers describe the cases rather than set a limit
  if (t.some((x, k) => x.code < 0 && /^(better|worse|preferable|clearer|simpler|easier|harder)$/.test(x.w) && /^(than|to)$/.test(t[k + 1]?.w ?? ''))) return;
  // "Estimate: 2 days", "ETA: 3 weeks", "Estimation : 2 jours": a plan's guess, not a setting
  if (cl.label?.some((x) => x.code < 0 && /^(estimat\w*|eta|effort)$/.test(x.w))) return;
  // (a coverage or a score named in the clause makes its numbers outcomes, see OUTCOMES)
  const outcome = t.some((x) => x.code < 0 && OUTCOMES.has(x.s));
  // ("Maintain >85% test coverage", "aim for 90% coverage": a level to keep above, not the gate's one setting)
  const aim = outcome && ((cl.verbBase !== undefined && AIM_VERBS.has(cl.verbBase)) || t.some((x) => x.code < 0 && /^(aim|goal|target|strive)$/.test(x.w))) && !t.some((x) => x.code < 0 && /^(gate|fail-under|threshold|enforced|enforce|enforces|ci)$/.test(x.w));
  // (the clause says a check fails, see gate below)
  const fails = t.some((x, k) => cl.roles[k] === 'main' && x.code < 0 && GATE_FAILS.test(x.w));
  for (let i = 0; i < t.length; i++) {
    if (used.has(i) || t[i].code >= 0) continue;
    // the label of a "Label: value" line is read for what it names, not for numbers of its own
    if (cl.label !== undefined && cl.toks[0] === cl.label[0] && i < cl.label.length) continue;
    const role = cl.roles[i];
    // "time out after 10 seconds": the temporal phrase is the value itself
    // ("configure the queue to retry failures up to 10 times": what a setting makes happen is its value)
    if (role !== 'main' && role !== 'cond' && role !== 'paren' && !(role === 'temporal' && /^(after|before|until|during)$/.test(t[i - 1]?.w ?? '')) && !(role === 'purpose' && (cl.verbBase === 'configure' || cl.verbBase === 'set'))) continue;
    const v = numberValue(t[i].w);
    if (v === undefined || t[i].w === 'single') continue;
    // ("CI fails if coverage drops below 90%", "the build breaks when a file exceeds 500 lines"): a number in the
    // condition of a failure is the gate's bound on what the condition measures, which holds always
    const gate = role === 'cond' && fails && t.some((x, k) => k < i && cl.roles[k] === 'cond' && x.code < 0 && /^(if|when|whenever|once)$/.test(x.w));
    // "5xx responses", "4xx errors": a class of status codes
    if (t[i + 1]?.code < 0 && t[i + 1].w === 'xx') continue;
    // "Utility module: `src/utils/shibui.ts` (21 tests)": a count in an aside of a label's value is a note on
    // what the label names, not its setting (unlike "(max 500 with justification)")
    if (cl.label !== undefined && t[i].paren > (t[0]?.paren ?? 0)) {
      let a = i;
      while (a > 0 && !(t[a - 1].code < 0 && t[a - 1].w === '(')) a--;
      if (!t.slice(a, i).some((x) => x.code < 0 && (LIMIT_WORD.test(x.w) || x.w === 'limit' || x.w === 'up'))) continue;
    }
    // "Read **awareness-guide.md** (~68KB, 10k tokens)", "inbox workflows (8-min, ~6k tokens)": an aside of estimates,
    // or one after a file's name, measures what precedes it, not a setting
    if (t[i].paren > (t[0]?.paren ?? 0)) {
      let a = i;
      while (a > 0 && !(t[a - 1].code < 0 && t[a - 1].w === '(')) a--;
      let e = i;
      while (e < t.length && !(t[e].code < 0 && t[e].w === ')')) e++;
      const named = t[a - 2];
      // ("Set the timeout to 30 seconds (10 s was dropping bookings)"): a value an aside tells as what was is history
      if (t.slice(a, e).some((x) => x.code < 0 && /^(was|were|previously|formerly|used)$/.test(x.w))) continue;
      const figures = t.slice(a, e).filter((x) => x.code < 0 && /^~?\d/.test(x.raw));
      if ((figures.length >= 2 && figures.some((x) => x.raw.startsWith('~'))) || (named !== undefined && /^[\w.-]*[\w-]\.[a-z]{1,5}$|\//.test(named.w) && !t.slice(a, i).some((x) => x.code < 0 && (LIMIT_WORD.test(x.w) || x.w === 'limit' || x.w === 'up')))) continue;
    }
    const prevW = t[i - 1]?.w ?? '';
    // "55/40/40/55 (stmt/branch/func/line)": a row of values, each for something named elsewhere
    if ((t[i + 1]?.code === -1 && numberValue(t[i + 1].w) !== undefined && /\d/.test(t[i + 1].w)) || (t[i - 1]?.code === -1 && /\d/.test(prevW) && numberValue(prevW) !== undefined)) continue;
    // ("Page size for the REST API: 50": the last word of a label is no name the number belongs to)
    const labelEnd = cl.label !== undefined && cl.toks[0] === cl.label[0] && i === cl.label.length && !/^(port|version|v|release|python|java|ruby|php|node|es|ecmascript|sdk|ios|android|macos|pep|rfc|iso|utf)$/.test(prevW);
    if ((NOT_QUANTITY_BEFORE.has(prevW) && !labelEnd) || (t[i - 1]?.code ?? -1) >= 0) continue;
    // "all 5 Sprint 0 phases", "the Wave 2 services": a name inside the sentence with a number is what is named
    // (not a label's last word, nor a word of a limit: "**Round Duration**: 100 seconds", "Large text: Minimum 3:1")
    const afterLabel = cl.label !== undefined && cl.toks[0] === cl.label[0] && i - 1 <= cl.label.length;
    if (i >= 2 && !afterLabel && /^[A-Z][a-z]+$/.test(t[i - 1].raw) && !LIMIT_MAX.test(prevW) && !LIMIT_MIN.test(prevW) && t[i - 2].code < 0 && /^[\p{L}\p{N}]/u.test(t[i - 2].w)) continue;
    // ("Retry failed EDI 214 deliveries", "ISO 8601 dates"): a number of three or four digits after an acronym, before a
    // noun, names a kind of document or a standard
    if (namesKind(t, i)) continue;
    // "3." / "1)" list markers and "#412"
    if (i === 0 && /^[.)]$/.test(t[1]?.w ?? '')) continue;
    if (/#/.test(t[i].raw)) continue;
    // "300K users", "10k rows": a thousand of what follows (kB is a size)
    const thousand = t[i + 1]?.w === 'k' && isWord(t[i + 2]) && !UNITS[t[i + 2].s];
    const unit = unitAt(t, thousand ? i + 1 : i);
    let def = unit?.def;
    let ui = unit?.at ?? i;
    let noun = unit?.noun;

    if (def && def.dim === 'count' && t[ui]?.s === 'time' && !t.some((x) => x.s === 'retry' || x.s === 'run' || x.s === 'rerun')) continue;
    // ("Geofence radius for dock arrival detection: 200 m"): an "m" of a distance is metres, no minutes
    if (def && def.dim === 'time' && t[ui]?.w === 'm' && t.some((x) => x.code < 0 && /^(radius|distance|range|metres|meters|km|kilometres|kilometers|away|geofence|altitude|elevation|height|width|length|wide|tall|far|mile|miles)$/.test(x.w))) def = { dim: 'distance', factor: 1 };
    // a bare number is a value only in a setting position, with a frame that says what it measures
    if (!def) {
      // ("at cost 10", "with rounds 12": the frame word right before the value)
      const valuePos = (cl.label !== undefined && cl.toks[0] === cl.label[0] && i === cl.label.length) || /^(is|are|be|:|=|of|to|at|least|most|than|max|maximum|min|minimum|under|below|above|over|≤|<|>|≥|<=|>=|exceed|exceeds|reach|by|cost|factor|rounds)$/.test(prevW);
      const nextOk = !isWord(t[i + 1]) || /^(and|or|for|in|on|at|by|per|if|when|unless|max|maximum|min|minimum|is|are|be|must|should|may|can|will)$/.test(t[i + 1].w);
      // (or a setting's name in code: "Default `page_size` on list endpoints: 50")
      // ("Keep draw calls under 150 per frame": a bound on what is counted per something needs no other frame)
      const perBound = /^(under|below|over|above|most|max|maximum|≤|<|<=|>|>=|≥)$/.test(prevW) && t[i + 1]?.code < 0 && t[i + 1].w === 'per' && isWord(t[i + 2]);
      if (!valuePos || !nextOk || !(perBound || t.some((x, k) => k < i && (x.code < 0 ? FRAME_FOR_BARE.has(x.s) || FRAME_FOR_BARE.has(x.w) : /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/.test(x.w) && (x.w.includes('_') || /^[A-Z]{3,}$/.test((h.span(x.code) ?? '').trim())) && x.w.split('_').some((p) => FRAME_FOR_BARE.has(p) || FRAME_FOR_BARE.has(stem(p))))))) continue;
      // (a number in the range of years is one, unless what it measures is a size right before it: "max size is 2048")
      if (v >= 1900 && v <= 2100 && Number.isInteger(v) && !t.slice(Math.max(0, i - 3), i).some((x) => x.code < 0 && SIZE_FRAMES.has(x.s))) continue;
      def = { dim: 'count', factor: 1 };
      ui = i;
    }
    if (/^(faster|slower|more|less|larger|smaller|as|bigger|times)$/.test(t[ui + 1]?.w ?? '') && def.dim !== 'count') continue;
    // ranges ("between 50 and 72", "50 to 72 characters", "from 180 kB to 240 kB") are not single limits
    if (prevW === 'between' || prevW === 'from' || (prevW === 'and' && numberValue(t[i - 2]?.w ?? '') !== undefined) || (prevW === 'to' && t.slice(Math.max(0, i - 4), i - 1).some((x) => x.w === 'from'))) continue;
    if ((t[ui + 1]?.w === 'to' || t[ui + 1]?.w === 'and' || t[ui + 1]?.w === 'or' || t[ui + 1]?.w === '-') && numberValue(t[ui + 2]?.w ?? '') !== undefined) continue;
    if ((t[i + 1]?.w === 'to' || t[i + 1]?.w === '-' || t[i + 1]?.w === 'or') && numberValue(t[i + 2]?.w ?? '') !== undefined) continue;
    if (APPROX.has(prevW) || /^~/.test(t[i].raw) || /~\s*$/.test(t[i - 1]?.raw ?? '')) continue;
    // ("Playtest builds must be ready 30 minutes before the session starts"): a time before an event is when, not how
    // long (unlike one after it, which may be a lifetime: "Tokens expire 15 minutes after issue")
    // (a wait before an act is its delay: "Wait 30 seconds before retrying a request")
    if (def.dim === 'time' && t[ui + 1]?.code < 0 && (/^(before|ahead)$/.test(t[ui + 1].w) || (t[ui + 1].w === 'prior' && t[ui + 2]?.w === 'to')) && t[ui + 2] !== undefined && (t[ui + 2].code >= 0 || (/^[a-z]/.test(t[ui + 2].w) && !/ing$/.test(t[ui + 2].w))) && !/^(wait|sleep|pause|delay|back)$/.test(cl.verbBase ?? '')) continue;

    // rate: "100 requests per minute"; per-something: "100 items per page", "3 parameters per function"
    let dim = MEASURES.has(def.dim) ? def.dim : 'count';
    if (!MEASURES.has(def.dim) && !noun) noun = def.dim.replace(/s$/, '');
    let value = v * def.factor * (thousand ? 1000 : 1);
    if (dim === 'percent' && value > 100 && ui === i) continue;
    // ("don't add 8.1 back to the CI matrix": a count with a fraction counts nothing, it names a release)
    if (dim === 'count' && !Number.isInteger(value) && t[i + 1] !== undefined && t[i + 1].w !== ':' && !t[i].w.includes(':') && !t.some((x) => x.code < 0 && /^(ratio|factor|score|rate|threshold|weight|multiplier|contrast|average|mean|median)$/.test(x.s))) continue;
    const perIdx: number[] = [];
    if ((t[ui + 1]?.w === 'per' || t[ui + 1]?.w === '/' || t[ui + 1]?.w === 'a') && t[ui + 2]) {
      const pu = UNITS[t[ui + 2].s] ?? UNITS[t[ui + 2].w];
      if (pu && pu.dim === 'time' && t[ui + 1].w !== 'a') {
        dim = `${dim}/time`;
        value = value / pu.factor;
        perIdx.push(ui + 1, ui + 2);
      } else if (pu && pu.dim === 'time') {
        dim = `${dim}/time`;
        value = value / pu.factor;
        perIdx.push(ui + 1, ui + 2);
      }
    }

    // "<5ms (Current: 1.081ms)", "3.49ms (target: <5ms)", "(achieved: <3ms)": a value measured now is a state, and
    // the target beside it is the rule
    const targetAfter = t[ui + 1]?.code < 0 && t[ui + 1].w === '(' && t[ui + 2]?.code < 0 && /^(target|goal|sla|slo|budget|required|requirement|threshold)$/.test(t[ui + 2].w) && t[ui + 3]?.w !== ')' && !/^(<|<=|≤|>|>=|≥)$/.test(prevW);
    if (targetAfter || measuredAt(t, i)) continue;
    // comparison: "under", "at most", "no more than", "must not exceed" → a maximum
    let cmp: 'max' | 'min' | 'eq' = 'eq';
    const near = t.slice(Math.max(0, i - 4), i).map((x) => x.w);
    const phrase = near.join(' ');
    const negated = cl.neg || near.includes('not') || near.includes('never');
    if (LIMIT_MAX.test(phrase) || /\b(under|below|within|at most|up to|max|maximum)\b/.test(near.slice(-2).join(' '))) cmp = negated ? 'min' : 'max';
    else if (LIMIT_MIN.test(phrase)) cmp = negated ? 'max' : 'min';
    if (/^(<|<=|≤|=<)$/.test(prevW)) cmp = 'max';
    if (/^(>|>=|≥|=>)$/.test(prevW)) cmp = 'min';
    // "no more than", "no longer than": the negation is part of the maximum
    if (/\bno (more|longer|larger|bigger|greater) than$/.test(phrase)) cmp = 'max';
    if (/\bno (less|fewer|shorter|smaller) than$/.test(phrase)) cmp = 'min';
    // the comparison is written next to the number ("over 400 lines"), not by a frame word or what follows
    const cmpNear = cmp !== 'eq';
    if (cmp === 'eq') {
      // "The maximum line length is 79", "Minimum coverage is 80%", "the bundle budget is 200 kB"
      const ws = t.slice(0, i).map((x) => x.w);
      if (ws.some((w) => /^(maximum|max|limit|cap|ceiling|budget)$/.test(w))) cmp = 'max';
      else if (ws.some((w) => /^(minimum|min|threshold|floor|gate)$/.test(w))) cmp = 'min';
    }
    const after = `${t[ui + 1]?.w ?? ''} ${t[ui + 2]?.w ?? ''}`;
    if (/^(max|maximum|or less|or fewer|at most|tops)\b/.test(after)) cmp = 'max';
    if (/^(min|minimum|or more|at least|and up|and above|is enough|are enough|is sufficient|are sufficient|suffice)\b/.test(after)) cmp = 'min';
    // ("Target 95%+", "80+ %"): a plus after the value is "or more"
    if (t[ui + 1]?.code < 0 && t[ui + 1].w === '+') cmp = 'min';
    // "every PR needs two approvals", "CI requires 75% coverage": what is required is a minimum
    if (cmp === 'eq' && /^(need|needs|require|requires|required)$/.test(prevW)) cmp = 'min';
    // "90% coverage required": an outcome that is required is a floor
    if (cmp === 'eq' && outcome && t.slice(ui + 1).some((x) => x.code < 0 && /^(required|mandatory|minimum|min)$/.test(x.w))) cmp = 'min';
    if (cmp === 'eq' && cl.verbBase && /^(require|need)$/.test(cl.verbBase) && cl.verb < i && dim !== 'time') cmp = 'min';
    // "split any file longer than 500 lines", "PRs over 1000 lines must be broken up": what is over the
    // number is to be reduced, so the number is a maximum; "functions over 80 lines need a justification":
    // the number picks out what another rule applies to and limits nothing
    // (only a comparator at the number: "Coverage threshold: 90% or CI fails" keeps the threshold's minimum)
    if (cmpNear && ((cl.verbBase && REDUCE_VERBS.has(cl.verbBase)) || gate)) cmp = cmp === 'min' ? 'max' : 'min';
    else if (cmp !== 'eq' && cmpNear && cl.pred > i && cl.subjEnd > i) {
      // "PRs over 1000 lines are not allowed" limits them; "PRs over 400 lines are hard to review" does not
      const raw = LIMIT_MAX.test(phrase) || /\b(under|below|within|at most|up to|max|maximum)\b/.test(near.slice(-2).join(' ')) ? 'max' : 'min';
      if (cl.neg || /^(forbidden|prohibited|banned|disallowed|discouraged|rejected|flagged)$/.test(t[cl.pred]?.w ?? '')) cmp = raw === 'min' ? 'max' : 'min';
      // "Docker images up to 500 MB are acceptable": what is allowed up to a bound is a limit
      else if (/^(acceptable|fine|ok|okay|allowed|permitted|tolerable)$/.test(t[cl.pred]?.w ?? '')) cmp = raw;
      else continue;
    } else if (cmp !== 'eq' && cmpNear && cl.verb > i && cl.pred < 0 && !cl.passive && !(cl.verbBase && (SETTING_VERBS.has(cl.verbBase) || QUANTITY_VERBS.has(cl.verbBase)))) continue;
    // "two questions", "one sentence", "three kinds": a number word counting things describes; a count
    // policy is written in digits, or is a limit ("needs two approvals", "one approval is enough")
    // ("retried five times", "five workers": a count of a setting's things in words is still that setting)
    const settingCount = /^(retry|attempt|worker|replica|thread|shard|partition)$/.test(t[ui]?.s ?? '') || (t[ui]?.s === 'time' && t.some((x) => x.code < 0 && /^(retry|retried|retries|rerun|attempt)/.test(x.w)));
    if (dim === 'count' && !/\d/.test(t[i].w) && cmp === 'eq' && !settingCount) continue;

    // "2 retries", "a 30 s timeout": the unit or the noun after the number names the kind
    const unitKind = KINDS[t[ui]?.s ?? ''] ?? (t[ui + 1]?.code === -1 ? KINDS[t[ui + 1].s] : undefined);
    // "easier to fix than one 200-line file", "don't split a 20-line hook into three 7-line hooks": an
    // instance of a size, not a limit — unless the clause sets it ("use a 120 s visibility timeout")
    if (cmp === 'eq' && near.slice(-3).includes('than')) continue;
    const attributive = /^(a|an|one|the|this|that|each|three|two)$/.test(prevW) && t[ui] !== t[i] && t[ui].s === t[ui].w && isWord(t[ui + 1]) && !STOP.has(t[ui + 1].w);
    // ("issue tokens with a 24 h expiry": a value given to what the clause makes is its setting)
    const given = t[i - 2]?.w === 'with' && KINDS[t[ui + 1]?.s ?? ''] !== undefined;
    // ("Outbound HTTP calls use a 30-second timeout", "Sessions have a 15-minute idle timeout"): a kind of quantity the
    // subject uses or has, with its value
    const usesKind = attributive && KINDS[t[ui + 1]?.s ?? ''] !== undefined && cl.verb >= 0 && cl.verb < i && /^(use|have|get|apply)$/.test(cl.verbBase ?? '');
    if (cmp === 'eq' && attributive && !given && !usesKind && !(cl.verbBase && SETTING_VERBS.has(cl.verbBase))) continue;
    // is it asserted? an instruction, or a statement that sets, limits or defaults a value
    const ws = t.map((x) => x.w);
    // (a story an aside tells, "(10 s was dropping bookings)", is about another value than the clause's own)
    if (t.some((x, k) => NARRATIVE.has(x.w) && !(x.paren > (t[0]?.paren ?? 0) && t[i].paren <= (t[0]?.paren ?? 0) && k > i))) continue;
    if (!cl.instruction) {
      const verbPast = cl.verb >= 0 && /ed$/.test(t[cl.verb].w) && !cl.passive;
      if (verbPast) continue;
      const setting = cl.label !== undefined || (cl.pred >= 0 && cl.pred <= i + 1 && cl.subjEnd > 0) || (cl.verb < 0 && cmp !== 'eq');
      const qverb = cl.verbBase !== undefined && (QUANTITY_VERBS.has(cl.verbBase) || KINDS[cl.verbBase] !== undefined) && cl.verb < i;
      // "a batch size of 500", "in batches of 1000 rows", "a pool of 20 connections"
      const ofFrame = prevW === 'of' && (FRAME_FOR_BARE.has(t[i - 2]?.s ?? '') || FRAME_FOR_BARE.has(t[i - 2]?.w ?? ''));
      const marked = ofFrame || cmp !== 'eq' || ws.some((w) => /^(default|limit|limited|budget|threshold|per|every|each)$/.test(w));
      // "Flaky tests get 2 retries": the counted unit is itself a kind of quantity
      if (!setting && !qverb && !marked && !usesKind && !KINDS[t[ui]?.s ?? '']) continue;
    }

    // what is measured: the clause's content words outside scope phrases, code spans included
    const skip = new Set<number>([i, ui, ...perIdx]);
    const scopeIdx = new Set<number>();
    for (let k = 0; k < t.length; k++) {
      // "in the API", "inside `services/`", "on CI": a place that narrows the claim, unless the number is in it
      // ("For the admin dashboard, …" at the start of the clause is a place too)
      if (t[k].code < 0 && (/^(in|inside|across|on)$/.test(t[k].w) || (k === 0 && t[k].w === 'for' && t.some((x) => x.w === ',')))) {
        let e = k + 1;
        // ("Images in `public/img/` must be under 200 KB": the place phrase ends at the verb of the clause)
        while (e < t.length && !(t[e].code < 0 && /^[,;:.()]$|^(and|or|but|if|when|unless|for|to|with|by|per|must|should|may|can|is|are|will|shall|need|needs)$/.test(t[e].w))) e++;
        if (i > k && i < e) continue;
        // "set the threshold in `jest.config.js` to 90%": the file the value is written in is where it is set,
        // not a narrower case of it
        const inner = t.slice(k + 1, e).filter((x) => !(x.code < 0 && DETERMINERS.has(x.w)));
        if (inner.length && inner[0].code >= 0 && inner.every((x) => x.code === inner[0].code) && CONFIG_FILE.test((h.span(inner[0].code) ?? '').trim())) {
          for (let q = k; q < e; q++) skip.add(q);
          k = e - 1;
          continue;
        }
        for (let q = k + 1; q < e; q++) scopeIdx.add(q);
        k = e - 1;
      }
    }
    // ("Failed jobs are retried 10 times before they go to the dead-letter queue", "… 3 times with exponential backoff"):
    // what happens after the count, in a clause of its own, and how the retries are spaced say nothing of what is counted
    for (let k = ui + 1; k < t.length; k++) {
      const x = t[k];
      if (x.code >= 0) continue;
      const own = /^(before|after|until|once|when|whenever)$/.test(x.w) && t.slice(k + 1).some((y) => y.code < 0 && verbBase(y.w) !== undefined && !STOP.has(y.w));
      const spaced = x.w === 'with' && k === ui + 1 && dim === 'count';
      if (!own && !spaced) continue;
      // (a place after the spacing still narrows: "… with backoff for webhook jobs")
      for (let q = k; q < t.length && !(t[q].code < 0 && (/^[,;:.()]$/.test(t[q].w) || (spaced && q > k && /^(for|in|on|inside|across)$/.test(t[q].w)))); q++) skip.add(q);
      break;
    }
    // the words that belong to this number: its own stretch of the clause, between separators and other
    // quantities ("Files < 250 lines, functions < 20 lines"; "Line length: 120 chars | Cyclomatic complexity: 15"),
    // or the whole clause when that stretch names nothing
    const SEP = /^[,;()|—–]$/;
    let lo = 0;
    let hi = t.length;
    for (let k = i - 1; k >= 0; k--) {
      if (t[k].code < 0 && (SEP.test(t[k].w) || (numberValue(t[k].w) !== undefined && k !== i && /\d/.test(t[k].w) && !namesKind(t, k)))) {
        lo = k + 1;
        if (numberValue(t[k].w) !== undefined && t[k + 1] && t[k + 1].code < 0 && (UNITS[t[k + 1].s] || UNITS[t[k + 1].w])) lo = k + 2;
        break;
      }
    }
    for (let k = ui + 1; k < t.length; k++) {
      if (t[k].code >= 0) continue;
      if (SEP.test(t[k].w)) {
        hi = k;
        break;
      }
      if (numberValue(t[k].w) !== undefined && /\d/.test(t[k].w)) {
        hi = ui + 1;
        break;
      }
    }
    // ("Set MQTT keepalive to 300 s so the cellular units don't wake the radio"): a reason after the value says why
    const reasonAt = t.findIndex((x, k) => k > ui && x.code < 0 && /^(so|because|since)$/.test(x.w) && cl.roles[k] === 'purpose');
    if (reasonAt >= 0) hi = Math.min(hi, reasonAt);
    // "File: 500 lines | Function body: 50 lines": in a label's value, a noun right after the unit starts the next entry
    if (cl.label !== undefined && isWord(t[ui + 1]) && !STOP.has(t[ui + 1].w) && !/ed$/.test(t[ui + 1].w) && !/^(max|maximum|min|minimum|total|each|default)$/.test(t[ui + 1].w)) hi = Math.min(hi, ui + 1);
    const words: { s: string; k: number }[] = [];
    const kinds = new Set<string>();
    if (unitKind) kinds.add(unitKind);
    let seenSpan = new Set<number>();
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1) {
        if (words.length) break;
        [lo, hi] = [0, reasonAt >= 0 ? reasonAt : t.length];
        seenSpan = new Set<number>();
      }
      for (let k = lo; k < hi; k++) {
        if (skip.has(k) || scopeIdx.has(k)) continue;
        const r = cl.roles[k];
        if (gate ? r !== 'cond' || (t[k].code < 0 && GATE_MEASURES.test(t[k].w)) : r !== 'main' && r !== 'paren' && r !== 'purpose' && r !== 'temporal') continue;
        // ("Telemetry batches are flushed once every 10 s to keep the cellular data bill down"): after a subject of its
        // own, a purpose says why, not what is measured
        // (not what a count is enough for: "One approving review is enough to merge a PR")
        if (!gate && r === 'purpose' && cl.roles[i] !== 'purpose' && k > i && cl.subjEnd > 0 && !cl.instruction && !t.some((x, j) => j > i && j < k && x.code < 0 && /^(enough|sufficient|required|needed|necessary|allowed)$/.test(x.w))) continue;
        const tk = t[k];
        // "the HTTP client timeout": the client a program calls with, not the client side of an app
        if (tk.code < 0 && /^(http|api|rest|grpc|graphql)$/.test(tk.w) && t[k + 1]?.code < 0 && t[k + 1].w === 'client') {
          words.push({ s: `${tk.w}-client`, k });
          skip.add(k + 1);
          continue;
        }
        // "70% coverage for new code": new code is a population of its own (not "2 new files")
        // ("New files need at least 90% coverage": new files, modules or features when what is measured is not their number)
        if (tk.code < 0 && tk.w === 'new' && t[k + 1]?.code < 0 && (t[k + 1].w === 'code' || (dim !== 'count' && /^(files|modules|packages|components|features|classes|functions|services|endpoints)$/.test(t[k + 1].w)))) {
          words.push({ s: 'new-code', k });
          continue;
        }
        // "retry 3 times before giving up": when, not what is counted
        if (r === 'temporal' && tk.code < 0 && /ing$/.test(tk.w) && verbBase(tk.w) !== undefined) continue;
        if (tk.code >= 0) {
          if (seenSpan.has(tk.code)) continue;
          seenSpan.add(tk.code);
        }
        // "time out", "timed out": the kind timeout
        if (tk.code < 0 && (tk.s === 'time' || tk.w === 'timed') && t[k + 1]?.w === 'out') {
          kinds.add('timeout');
          skip.add(k + 1);
          continue;
        }
        if (tk.code < 0 && numberValue(tk.w) !== undefined) {
          // "Tier 2 (Top 15%): $100k cap", "Phase 3": which of a numbered series
          const pw = t[k - 1];
          if (k !== i && /^\d{1,3}$/.test(tk.w) && pw?.code < 0 && /^(tier|phase|level|step|stage|round|plan|option|case|group|class|grade|priority|severity|sev|part|section|lane|pool|region|zone|env)$/.test(pw.s)) words.push({ s: `${pw.s}-${tk.w}`, k });
          continue;
        }
        // ("a `Max-Age` of 90 days", "`timeout` of 30 s"): a setting named in code by its kind is that kind
        const spanKind = tk.code >= 0 ? (h.span(tk.code) ?? '').trim().toLowerCase() : '';
        const kind = tk.code < 0 ? (KINDS[tk.s] ?? KINDS[tk.w] ?? KINDS[verbBase(tk.w) ?? '']) : /^(?:max-age|ttl|timeout)$/.test(spanKind) ? KINDS[spanKind] : undefined;
        if (kind) {
          // "valid" is a lifetime only as "valid for <duration>"; a kind named beside another number of the clause
          // ("(≤20 target, ≤25 absolute max)") is that number's, not this one's
          if ((tk.w !== 'valid' || t[k + 1]?.w === 'for') && (tk.w !== 'every' || k + 1 === i) && !(pass === 1 && [t[k - 1], t[k + 1]].some((x) => x !== undefined && x !== t[i] && x.code < 0 && /\d/.test(x.w) && numberValue(x.w) !== undefined))) kinds.add(kind);
          if (kind === 'retry' || kind === 'debounce' || kind === 'throttle') words.push({ s: kind, k });
          continue;
        }
        // verbs are how the value is set, not what is measured ("set", "keep", "configure", "run", "holds")
        if (tk.code < 0) {
          const vb = verbBase(tk.w);
          const verbal = k === cl.verb || (vb !== undefined && /^(to|not|never|always|must|should|can|may|will|do|does|please|you|we)$/.test(t[k - 1]?.w ?? ''));
          // ("cache API responses for 5 minutes": what is cached is named by the verb)
          if (verbal && vb !== 'cache') continue;
          if (/ly$/.test(tk.w) && tk.w.length > 4) continue;
          if (COMPARATIVES.has(tk.w)) continue;
          if (/^(must|should|may|can|could|might|will|shall|need|needs|is|are|be|been|being|not|never|no)$/.test(tk.w)) continue;
        }
        // ("Set the session idle timeout to 30 minutes for all user-facing apps": what a value holds for everywhere is
        // no part of what it measures)
        // (when the words before it name it: "Use a 30 s timeout for all outbound HTTP calls" names it after)
        if (k > i && words.some((x) => x.k < i) && t.some((x, j) => j > i && j < k && x.code < 0 && x.w === 'for' && /^(all|every|any|each)$/.test(t[j + 1]?.w ?? ''))) continue;
        // ("The per-user rate limit": what a value is counted per is the word after "per")
        const perWord = tk.code < 0 ? /^per-([a-z]{3,})$/.exec(tk.w)?.[1] : undefined;
        const s = perWord !== undefined ? subjectStem({ ...tk, w: perWord, s: stem(perWord) }, h.span) : subjectStem(tk, h.span);
        if (!s) continue;
        if (UNITS[s] && MEASURES.has(UNITS[s].dim) && k > i) continue;
        // "the product-page cache" is the product page cache
        // (and a setting's name in code, "`page_size`", is its words)
        const sep = tk.code < 0 ? '-' : '_';
        const whole = tk.code < 0 ? tk.w : (h.span(tk.code) ?? '').trim();
        const parts = (tk.code < 0 ? /^[a-z]{3,}(?:-[a-z]{3,})+$/ : /^[a-z]{3,}(?:_[a-z]{3,})+$/).test(whole) && (tk.code < 0 || t[k - 1]?.code !== tk.code) ? whole.split(sep).map((w) => subjectStem({ ...tk, code: -1, w, s: stem(w) }, h.span)) : [];
        // ("the line-length limit": a part that names no thing, as the whole word's own would not)
        if (parts.length && parts.some((p) => p !== undefined) && parts.every((p, n) => p !== undefined || LIGHT.has(whole.split(sep)[n]))) {
          for (const p of parts) if (p !== undefined) words.push({ s: p, k });
        }
        else words.push({ s, k });
      }
    }
    // "Go files: < 250 lines (max 500 with justification)": a value in an aside of a label's value is still about
    // what the label names
    if (cl.label !== undefined && cl.toks[0] === cl.label[0] && t[lo - 1]?.w === '(' && t.slice(lo, i).some((x) => x.code < 0 && LIMIT_WORD.test(x.w))) {
      for (let k = 0; k < cl.label.length; k++) {
        const s = t[k].code < 0 && verbBase(t[k].w) !== undefined && !/s$/.test(t[k].w) ? undefined : subjectStem(t[k], h.span);
        if (s && !words.some((w) => w.s === s)) words.unshift({ s, k });
      }
    }
    // ("`cappe → matcha` is 0 edges" / "`tellus → matcha` is exactly that 1 edge"): a name in code the number is said of,
    // right before its copula, is what it counts, whatever its form
    {
      let k = i - 1;
      while (k > 0 && t[k].code < 0 && /^(?:exactly|that|only|just|now|still|currently)$/.test(t[k].w)) k--;
      // ("`WORKERS` defaults to 8", "`CACHE_TTL` is set to 300"): and the name a default or a setting is given to
      if (k > 1 && t[k].code < 0 && t[k].w === 'to' && t[k - 1].code < 0 && /^(?:defaults|default|set)$/.test(t[k - 1].w)) k -= t[k - 2].code < 0 && /^(?:is|are)$/.test(t[k - 2].w) ? 2 : 1;
      if (k > 0 && t[k].code < 0 && /^(?:is|are|defaults|default)$/.test(t[k].w) && t[k - 1].code >= 0) {
        // (not the file a value is set in: "The statement coverage threshold in `vitest.config.ts` is 90%")
        let c0 = k - 1;
        while (c0 > 0 && t[c0 - 1].code === t[k - 1].code) c0--;
        const placed = c0 > 0 && t[c0 - 1].code < 0 && /^(?:in|inside|at|from|of|under|within|for|on|via|by)$/.test(t[c0 - 1].w);
        const raw = (h.span(t[k - 1].code) ?? '').trim();
        const span = raw.toLowerCase().replace(/\s+/g, ' ');
        // ("`coverageThreshold` is 70%", "`CACHE_TTL` defaults to one hour", "`WORKERS` defaults to 8": a setting's name
        // in camelCase or in snake case is its words, and a word of a kind of duration is that kind)
        const named = /^[a-z]{3,}(?:[A-Z][a-z]{2,})+$/.test(raw) ? raw.split(/(?=[A-Z])/) : /^(?:[a-z]{2,}(?:_[a-z0-9]{2,})+|[A-Z]{2,}(?:_[A-Z0-9]{2,})*)$/.test(raw) ? raw.split('_') : [];
        if (named.length && !placed) {
          const whole = words.findIndex((x) => x.s === span);
          if (whole >= 0) words.splice(whole, 1);
          for (const part of named.map((w) => w.toLowerCase())) {
            if (/^(?:max|min|maximum|minimum|default|num|number)$/.test(part)) continue;
            const kind = KINDS[stem(part)] ?? KINDS[part];
            if (kind) kinds.add(kind);
            const w = kind === 'retry' ? 'retry' : stem(part);
            if ((!kind || kind === 'retry') && !words.some((x) => x.s === w)) words.push({ s: w, k: k - 1 });
          }
        } else if (span && !placed && !words.some((w) => w.s === span)) words.push({ s: span, k: k - 1 });
      }
    }
    if (noun && !LIGHT.has(noun) && !(UNITS[noun] && MEASURES.has(UNITS[noun].dim))) words.push({ s: noun, k: ui });
    if (unitKind === 'retry') words.push({ s: 'retry', k: ui });
    // ("`threads: 8`" / "Run dbt with 4 threads"): threads are the workers of a program, however named
    let about = [...new Set(words.map((w) => (w.s === 'thread' ? 'worker' : w.s)))];
    // "test coverage" is the coverage, "cyclomatic complexity" the complexity: words that only restate the head
    const restated = new Set(about.flatMap((w) => RESTATES[w] ?? []));
    about = about.filter((w) => !restated.has(w));
    // ("The Conversions API client is throttled to 50 requests per second"): a rate a thing is throttled to is its rate
    // limit, as "rate-limit it to 200 requests/sec" says
    if (dim.endsWith('/time') && kinds.has('throttle')) {
      kinds.delete('throttle');
      about = about.filter((w) => w !== 'throttle');
    }
    // a length in characters is a line's unless something else is named ("commit subjects", "passwords")
    if (dim === 'chars') about = about.filter((s) => s !== 'column' && s !== 'wrap' && s !== 'char' && s !== 'line');
    // (when the line names neither a line nor anything else, "Wrap at 72 characters", what it measures is implied)
    // (so is what a bare count of a noun is a count of: "- ≤80 karakter" under "### Intro")
    const implied = (dim === 'chars' && !about.length && !words.some((w) => w.s === 'line' || w.s === 'column') && namesAtMostAVerb(t, [i, ui])) || (dim === 'count' && about.length === 1 && about[0] === noun && namesAtMostAVerb(t, [i, ui]));
    if (dim === 'chars' && !about.length) about = ['line'];
    if (!about.length && !kinds.size) continue;
    // "**Test Coverage**: 85% (Target: ≥80%)", "Coverage: 97%": a bare value of an outcome, outside an instruction,
    // is a measurement, not a setting (a requirement is a bound: "≥80%", "at least 80%", "threshold: 80%")
    // ("CI enforces a 90% coverage threshold": the bound may follow the value, in its noun phrase)
    const bound = (w: string): boolean => /^(threshold|target|goal|minimum|min|maximum|max|limit|required|require|requires|must|should|floor|gate|enforce|enforces|enforced)$/.test(w);
    // (an outcome is a share or a count: "The availability cache TTL is 60 seconds" is a time of a cache)
    if (cmp === 'eq' && !cl.instruction && (dim === 'percent' || dim === 'count') && about.some((w) => OUTCOMES.has(w)) && !ws.slice(0, i).some(bound) && !ws.slice(i + 1, i + 4).some(bound)) continue;
    // "Yes: \"12 cards found\"", "Examples: 4.2 MB", "Incorrect: 3 iterations": a sample of output or of
    // code judged by its label, not a limit
    if (about.some((w) => /^(example|yes|eg|incorrect|correct|wrong|right|bad|good|better|worse)$/.test(w))) continue;

    for (const k of [i, ui, ...perIdx]) used.add(k);
    // scope: the place phrases and conditions left over
    const exclude = new Set<number>();
    for (let k = 0; k < t.length; k++) if (gate || (!scopeIdx.has(k) && cl.roles[k] !== 'cond' && cl.roles[k] !== 'rel')) exclude.add(k);
    // ("The coverage threshold in CI is 75%": CI is what enforces a gate on an outcome, not a place it holds in)
    const scope = h.scopeOf(exclude, new Set(about)).filter((q) => !(q === 'ci' && about.some((w) => OUTCOMES.has(w))));
    // ("File-size cap is 400 lines (`.ts`)": an extension anywhere on the line says which files; "Coverage for
    // `packages/core` must stay above 95%": a folder in code in the subject is where the quantity holds, while a file is
    // where it may be set, `vitest.config.ts`)
    const exts: string[] = [];
    const dirs: string[] = [];
    for (const x of t) {
      if (x.code < 0) continue;
      const span = (h.span(x.code) ?? '').trim();
      const ext = FILE_EXT.exec(span);
      if (ext) exts.push('.' + ext[1].toLowerCase());
      else if (/^(?:\.\/)?[\w@.-]+(?:\/[\w@-]+)+\/?$/.test(span)) dirs.push(span.replace(/^\.\//, '').replace(/\/+$/, '').toLowerCase());
    }
    for (const q of [...exts, ...dirs]) if (!scope.includes(q)) scope.push(q);
    // "DB pool", "Dependabot PRs": a word directly before another word of the subject modifies it
    const mods: string[] = [];
    for (let n = 0; n + 1 < words.length; n++) if (words[n + 1].k === words[n].k + 1 && words[n].s !== words[n + 1].s) mods.push(`${words[n].s}>${words[n + 1].s}`);
    // "AI agents have a 45 tool limit": the subject of "have" owns the quantity
    // (a fact about another thing, not a rule for it: "functions may have a complexity up to 20" is about functions)
    const hasAt = cl.instruction ? -1 : t.findIndex((x, k) => k > 0 && k < i && x.code < 0 && /^(have|has)$/.test(x.w) && t[k + 1]?.w !== 'to' && !/^(may|must|should|can|shall|will|might|could)$/.test(t[k - 1]?.w ?? ''));
    const owner = hasAt > 0 ? [...new Set(words.filter((w) => w.k < hasAt).map((w) => w.s))] : [];
    const label = dim === 'chars' && about.length === 1 && about[0] === 'line' ? 'line length' : [...about, ...[...kinds].filter((k) => !about.includes(k))].join(' ');
    // ("The whole test suite must finish in under 10 minutes" / "The timeout for a single test is 60 seconds"): what one
    // of the things may take and what all of them together may take are two quantities
    const said = (re: RegExp): boolean => t.some((x) => x.code < 0 && re.test(x.w));
    const one = said(/^(?:single|individual|each|per)$/);
    const all = said(/^(?:whole|entire|suite|suites|overall)$/);
    const per = one !== all ? (one ? 'one' : 'all') : undefined;
    out.push({
      key: `num:${dim}`,
      type: 'number',
      subject: `${label} (${DIM_LABEL[dim] ?? dim})`,
      polarity: 1,
      // "No request may exceed 30 s": a negated permission is a prohibition
      force: cl.force === 'permissive' && negated ? 'strong' : cl.force,
      // "until the migration lands, keep the timeout at 60 s", "for now": a value for a while
      conditional: (cl.conditional && !gate) || t.some((x, k) => x.code < 0 && ((/^(until|while|during|temporarily)$/.test(x.w) && k !== i - 1) || (x.w === 'for' && t[k + 1]?.w === 'now'))),
      scope,
      value,
      unit: dim,
      cmp,
      about: about.sort(),
      ...(kinds.size ? { kinds: [...kinds].sort() } : {}),
      ...(per ? { per } : {}),
      ...(mods.length ? { mods } : {}),
      ...(owner.length ? { owner } : {}),
      ...(outcome ? { outcome: true } : {}),
      ...(aim ? { aim: true } : {}),
      ...(implied ? { implied: true } : {}),
      ...(cl.universal ? { universal: true } : {}),
      // "Search input debounce: 150ms", "list endpoints return 100 items per page by default": a setting
      // prescribes its value the way a limit does
      // ("Python line length is 100 characters", "The Modbus polling interval is 2 s"): and so does a setting's name said to be it
      ...(cl.label !== undefined || (!cl.instruction && ws.some((w) => /^(default|defaults|budget|limit|quota)$/.test(w))) || settingIs(cl) ? { basis: 'prescribed' as const } : {}),
    });
  }
}

/** Whether a statement says what a setting is: its name, ending in a noun of settings, then "is" ("The polling interval is 2 s"). */
function settingIs(cl: QClause): boolean {
  const t = cl.toks;
  if (cl.instruction || cl.pred < 2 || cl.subjEnd <= 0 || !/^(is|are)$/.test(t[cl.pred - 1]?.w ?? '')) return false;
  const head = t[cl.pred - 2];
  return head !== undefined && head.code < 0 && /^(interval|timeout|ttl|length|size|limit|threshold|retention|window|delay|cap|concurrency)$/.test(head.w) && !t.slice(0, cl.pred).some((x) => x.code < 0 && /^(current|currently|measured|actual|observed|average|typical)$/.test(x.w));
}

/** A number of three or four digits after an acronym and before a noun names a kind of document or a standard ("EDI 214 deliveries"). */
function namesKind(t: Tok[], i: number): boolean {
  return i >= 1 && t[i - 1].code < 0 && /^[A-Z]{2,5}$/.test(t[i - 1].raw) && /^\d{3,4}$/.test(t[i].w) && t[i + 1] !== undefined && t[i + 1].code < 0 && /^[a-z]{3,}$/.test(t[i + 1].w) && !UNITS[t[i + 1].s] && !UNITS[t[i + 1].w];
}

/** Words that mark a value as measured now ("Current: 943 RPS", "achieved: <3ms"). */
const MEASURED = /^(current|currently|achieved|measured|actual|actually|observed|baseline)$/;

/** Whether a word of the value's own part of the sentence, or the label before it, marks it as measured now. */
function measuredAt(t: Tok[], i: number): boolean {
  for (let k = i - 1; k >= 0 && t[k].paren === t[i].paren; k--) {
    if (t[k].code >= 0) continue;
    if (MEASURED.test(t[k].w)) return true;
    // ("Current: 1.081ms": the part starts at the separator, the word before it is its label)
    if (/^[(:;,—]$/.test(t[k].w)) return t[k - 1] !== undefined && t[k - 1].code < 0 && MEASURED.test(t[k - 1].w);
  }
  return false;
}

/** Verbs that make a floor of an outcome a level to keep above ("maintain", "keep", "aim"). */
const AIM_VERBS = set('maintain keep aim strive achieve reach hit sustain preserve target');

/** Quantities that are outcomes to measure rather than settings to configure (a share achieved, kept or lost). */
const OUTCOMES = set('coverage score accuracy precision recall uptime availability integrity preserve compliance reduction retention efficiency success');

/** Nouns for a part or an attribute of what modifies them ("function descriptions", "commit messages"). */
const PART_NOUNS = set('description name title comment docstring doc summary message body header signature param argument arg label caption heading subject type return field property prop');

/** Words that name an HTTP request the project makes to another service, and nothing narrower. */
export const OUTBOUND_REQUEST = new Set(['http', 'https', 'client', 'http-client', 'request', 'outbound', 'outgoing', 'external', 'upstream', 'fetch']);


/** A file that holds a tool's settings and nothing else (`ruff.toml`, `setup.cfg`, `jest.config.ts`, `.eslintrc.json`): of
 * CONFIG_FILE's names, those that no source file has (`app.ts`, `data.json` may be a thing of their own). */
const SETTINGS_FILE = /^(?:[\w.-]+\.toml|setup\.cfg|tox\.ini|\.editorconfig|[\w-]+\.config\.[cm]?[jt]s|\.[\w-]+rc(?:\.(?:json|ya?ml|[cm]?js|toml))?|tsconfig[\w.-]*\.json|package\.json|biome\.jsonc?|deno\.jsonc?)$/;

export type SubjectMatch = { level: 'strong' | 'weak'; reason?: string; extra?: { words: string[]; by: 'x' | 'y' } };

/**
 * Whether two quantity claims measure the same thing. Strong: the same subject words (kinds aside). Weak: one
 * side names a few more words that restate rather than narrow ("the DB pool" / "the connection pool",
 * "React components" / "components"). None: both sides name words the other lacks ("unit tests" /
 * "integration tests"), different kinds of duration (a timeout / a delay), or one side adds a qualifier of
 * scope ("integration tests" / "tests", "legacy code": an override, like a narrower scope).
 */
export function subjectMatch(x: Claim, y: Claim): SubjectMatch | undefined {
  if (!x.about || !y.about) return { level: 'strong' };
  const kx = x.kinds ?? [];
  const ky = y.kinds ?? [];
  if (['target', 'total', 'p50', 'p90', 'p95', 'p99', 'p999'].some((k) => kx.includes(k) !== ky.includes(k))) return undefined;
  if (kx.length && ky.length && !kx.some((k) => ky.includes(k))) return undefined;
  if (x.per && y.per && x.per !== y.per) return undefined;
  const A = new Set(x.about);
  const B = new Set(y.about);
  // ("HTTP client timeout: 30 seconds" / "Set outbound request timeouts to 5 s"): the words of an HTTP request made to
  // another service name one timeout
  if (kx.includes('timeout') && ky.includes('timeout') && A.size && B.size && [...A, ...B].every((w) => OUTBOUND_REQUEST.has(w))) return { level: 'strong' };
  const shared = [...A].filter((w) => B.has(w));
  const sharedKind = kx.some((k) => ky.includes(k));
  if (!shared.length && !(sharedKind && (!A.size || !B.size))) return undefined;
  const ex = [...A].filter((w) => !B.has(w));
  const ey = [...B].filter((w) => !A.has(w));
  if (ex.length && ey.length) return undefined;
  const extra = ex.length ? ex : ey;
  if (!extra.length) return { level: 'strong' };
  const more = ex.length ? x : y;
  // ("Max 3 retries on network calls" / "Retry network calls up to 5 times"): words the other side gives as the place
  // it is said of name the same thing
  const other = more === x ? y : x;
  const placed = new Set(other.scope.flatMap((q) => [q, MEASURED_SYNONYMS[q] ?? q]));
  if (extra.every((w) => placed.has(w))) return { level: 'strong' };
  // ("Python line length is 100 characters" / "`line-length = 79` in `ruff.toml`: keep every Python line under 80
  // characters"): the file a setting is written in names no other thing than the setting
  if (extra.every((w) => SETTINGS_FILE.test(w))) return { level: 'strong' };
  // (what another owner has, "AI agents have a 45 tool limit", is not this project's limit)
  if ((more.owner ?? []).some((w) => extra.includes(w))) return undefined;
  // "integration tests" against "tests", "staging deploys" against "deploys": a qualifier of where or what
  // kind (the words that narrow a scope) makes a narrower population, read as an override
  if (extra.some((w) => SCOPE_SYNONYMS[w] !== undefined || w === 'new-code')) return undefined;
  // "Dependabot PRs need one approval" under "every PR needs two": a modifier of what the other side states
  // for all of it narrows it
  const less = more === x ? y : x;
  // "Function descriptions" against "Functions": a shared word that only modifies another word of the
  // subject names something else (the descriptions, not the functions)
  if ((more.mods ?? []).some((m) => shared.includes(m.split('>')[0]) && extra.includes(m.split('>')[1]) && PART_NOUNS.has(m.split('>')[1]))) return undefined;
  // ("Each batch step times out after 30 minutes" / "The nightly batch must finish within 4 hours"): each of the parts a
  // shared word names (it modifies the other side's extra word) against the whole the other side measures
  if (more.per === 'one' && less.per === undefined && (more.mods ?? []).some((m) => shared.includes(m.split('>')[0]) && extra.includes(m.split('>')[1]))) return undefined;
  if (less.universal && (more.mods ?? []).some((m) => extra.includes(m.split('>')[0]) && shared.includes(m.split('>')[1]))) return undefined;
  if (extra.length > 2 || extra.length > shared.length + 1) return undefined;
  return { level: 'weak', reason: `the subjects match only in part (${more === x ? 'the first' : 'the second'} also names ${extra.join(', ')})`, extra: { words: extra, by: more === x ? 'x' : 'y' } };
}

/**
 * Two values for one quantity clash unless they describe a range (a maximum above a minimum), or a
 * permission stays within what the other side requires ("a score of 95 is acceptable" under "at least 90").
 */
export function quantitiesClash(a: Claim, b: Claim): boolean {
  const x = a.value ?? NaN;
  const y = b.value ?? NaN;
  if (!(x === x && y === y)) return false;
  if (a.force === 'permissive' && b.force === 'permissive') return false;
  const ca = a.cmp ?? 'eq';
  const cb = b.cmp ?? 'eq';
  if (a.force === 'permissive' || b.force === 'permissive') {
    // what the permission allows must lie within what the rule requires
    const [p, r] = a.force === 'permissive' ? [a, b] : [b, a];
    const pv = p.value!;
    const rv = r.value!;
    const pc = p.cmp ?? 'eq';
    const rc = r.cmp ?? 'eq';
    const within = (v: number): boolean => (rc === 'max' ? v <= rv : rc === 'min' ? v >= rv : v === rv);
    if (pc === 'eq') return !within(pv);
    // "may be up to 128 characters" beside "at least 12": a range, not a clash
    if (pc === 'max') return rc === 'min' ? false : !within(pv);
    return rc === 'max' ? false : !within(pv);
  }
  if (x === y && ca === cb) return false;
  if (x === y) return false;
  // ("Test coverage: **90%+**" under "Quality Metrics" against "Minimum 80% coverage required"): a measurement meets a
  // bound it lies within (against a value, a measurement or a setting, it is still another value)
  if (a.measured !== b.measured) {
    const [m, r] = a.measured ? [a, b] : [b, a];
    const mc = m.cmp ?? 'eq';
    const rc = r.cmp ?? 'eq';
    if (rc === 'min') return mc !== 'min' && m.value! < r.value!;
    if (rc === 'max') return mc !== 'max' && m.value! > r.value!;
  }
  // ("12 months" / "1 year", "3 months" / "90 days"): durations of calendar months or years are one length within a few days
  if (a.unit === 'time' && b.unit === 'time' && Math.min(x, y) >= 28 * 86400000 && Math.abs(x - y) <= 0.03 * Math.max(x, y)) return false;
  // "Critical paths: 100% coverage" under "at least 90% for critical paths": an outcome within the bound meets it
  // (a setting is one value: "retry 3 times" against "retry up to 5 times" is two settings)
  const outcome = a.outcome === true || b.outcome === true;
  if (outcome && ca === 'eq' && cb !== 'eq') return cb === 'min' ? x < y : x > y;
  if (outcome && cb === 'eq' && ca !== 'eq') return ca === 'min' ? y < x : y > x;
  // "Maintain >85% test coverage" / "Maintain >80% code coverage": keeping above the higher floor keeps above both
  // (two gates, "`--cov-fail-under=90`" / "the coverage gate is 80%", are two settings of one value)
  if (outcome && ca === 'min' && cb === 'min' && (a.aim === true || b.aim === true)) return false;
  if (ca === 'max' && cb === 'min') return y > x;
  if (ca === 'min' && cb === 'max') return x > y;
  return true;
}
