// Pairs of directives that cannot both be followed, and directives loaded twice.
//
// Claims are indexed by key (the subject they are about), so only claims about the same subject are ever
// compared; a pair is reported only when both files are loaded together in at least one context.
import { matchGlobs } from '../globs/match.js';
import { analyze } from './analyze.js';
import { INTRANSITIVE } from './claims/actions.js';
import { TOOL_PARTS } from './claims/choice.js';
import { cmpVersion, requirementOf } from './claims/versions.js';
import { CLOSING_SUMMARY, TYPE_PREFIX } from './claims/policies.js';
import { MEASURED_SYNONYMS, OUTBOUND_REQUEST, quantitiesClash, subjectMatch } from './claims/quantity.js';
import { QUANTITY_HEADS } from './lexicon.js';
import { buildLexicon, type Lexicon } from './lexiconIndex.js';
import { type Count, countsOnce, flagValuesOnce, lineOwner, portsOnce, setForOtherThings, sitesOnce, toolStatesOnce, valuesOnce } from './facts.js';
import { GENERATED_HEADING, LISTED_COMMAND, NEG_MARK, WRONG_MARKS } from './marks.js';
import { sameRoot, SET_APART, tidyScope } from './scope.js';
import { stem, STOP, valueLabelOf, verbBase } from './text.js';
import type { Claim, Confidence, Conflict, ConflictContext, ConflictKind, Directive, FamilyConfig, FindOptions } from './types.js';
import { CEASE_VERBS, GONE, OTHER_PEOPLE, OUT_OF_PROJECT, TOOL_KITS } from './words.js';

interface Item {
  d: Directive;
  /** the dates its lines give (Directive.dates), once asked for */
  dates?: Set<string>;
  claims: Claim[];
  /** order of the directive within its file (stable tiebreak) */
  seq: number;
  /** index of the directive's path */
  file: number;
  words: Set<string>;
  /** a lead-in ("… when you:"), not an instruction of its own */
  leadIn: boolean;
  /** the sentence as its copies share it (copyKey), made when first asked */
  copy?: string;
}

/**
 * What one search may cost. Claims are compared pairwise within a subject, so a subject stated thousands of
 * times (a generated or hostile file) would cost millions of comparisons and report as many pairs. Real
 * memory stays far below: each list of equal claims is compared in full up to `maxGroup` entries, and the
 * whole search stops after `maxComparisons`; either limit being reached is reported through `onLimit`.
 */
export const CONFLICT_LIMITS = {
  /** Entries of one list of equivalent claims (or identical sentences) that take part in pairs. */
  maxGroup: 64,
  /** Claim comparisons per search. */
  maxComparisons: 1_000_000,
};

/** Acts that are git's own whatever their object, and the objects that make a push or a merge (of data, of configs) git's. */
const GIT_ONLY_ACTS = new Set(['force-push', 'rebase', 'stash', 'amend', 'squash', 'commit']);
const GIT_OBJECTS = new Set(['branch', 'main', 'master', 'develop', 'trunk', 'feature', 'release', 'remote', 'origin', 'upstream', 'history', 'wip', 'tag']);

const KIND_RANK: Record<ConflictKind, number> = { 'exclusive-choice': 5, version: 4, numeric: 3, polarity: 2, drift: 1.5, duplicate: 1 };

function sameMember(a: string | undefined, b: string | undefined): boolean {
  if (a === b) return true;
  // "indent with spaces" is compatible with "indent with 2 spaces"
  if (a === 'spaces' && b?.startsWith('spaces:')) return true;
  if (b === 'spaces' && a?.startsWith('spaces:')) return true;
  // affixes given as alternatives (`is|has`): one of them in common
  if (a !== undefined && b !== undefined && (a.includes('|') || b.includes('|')) && a !== 'none' && b !== 'none') return a.split('|').some((x) => b.split('|').includes(x));
  return false;
}

/** Whether a name in code stands in a series of names in code ("`a` / `b`", "`a`, `b` or `c`"). */
function inSeries(text: string, value: string): boolean {
  const v = value.startsWith('`') ? value : '`' + value + '`';
  const at = text.indexOf(v);
  if (at < 0) return false;
  return /`\s*(?:\/|,|\bor\b|\band\b|\|)\s*$/.test(text.slice(Math.max(0, at - 8), at)) || /^\s*(?:\/|,|\bor\b|\band\b|\|)\s*`/.test(text.slice(at + v.length, at + v.length + 8));
}

/** A line that opens with a ban: "Never commit", "Don't push", "Do NOT run …", "No force-pushes". */
const PLAIN_BAN = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?(?:never|don'?t|do not|must not|no)\b/i;

/** A case the user grants: "when asked", "if the user requests it", "with approval", "unless told". */
const REQUESTED = /\b(?:ask|asks|asked|asking|request|requests|requested|explicit|explicitly|approve|approves|approved|approval|permission|permitted|authori[sz]ed?|tell|tells|told|instruct|instructs|instructed|confirm|confirms|confirmed|unless|emergency|emergencies)\b/i;

/** Whether a claim leaves out ("except …") something a line is about. */
function leftOut(c: Claim, d: Directive): boolean {
  return c.scope.some((q) => q.startsWith('ex:') && d.words.some((w) => sameRoot(q.slice(3), w)));
}

/** Two lines that each give dates, none the same. */
function apart(a: Set<string>, b: Set<string>): boolean {
  if (!a.size || !b.size) return false;
  for (const x of a) if (b.has(x)) return false;
  return true;
}

function subset(a: string[], b: string[]): boolean {
  return a.every((x) => b.includes(x));
}

/**
 * Whether two claims with clashing content also clash in scope.
 *
 * Equal scopes clash. Disjoint scopes ("in tests" / "in library code") never do. When one claim is
 * narrower than the other, the narrower one is read as an exception to the broader rule unless the
 * broader rule is firm: a permissive or conditional narrower claim ("`unwrap()` is fine in tests", "use
 * `let` when …") is an exception, and so is anything under a plain or weak broader rule ("avoid default
 * exports"); under a firm one ("never use single-letter names" / "always … in loops") it contradicts.
 */
function scopesClash(x: Claim, y: Claim, kind: ConflictKind): boolean {
  // which package manager runs a script does not depend on when or where it is run
  if (x.key.startsWith('script:')) return true;
  // ("JSON API fields are camelCase" / "API payloads use snake_case keys"): the names of what an API sends are one set,
  // whatever the lines call it and its fields
  if (x.family === 'naming-case' && y.family === 'naming-case' && x.scope.some((q) => WIRE.has(q)) && y.scope.some((q) => WIRE.has(q))) {
    const wire = (c: Claim): Claim => ({ ...c, scope: [...new Set(c.scope.map((q) => (WIRE.has(q) ? 'api' : q)))].sort(), targets: c.targets?.map((t) => (t === 'key' ? 'field' : t)) });
    if (x.scope.some((q) => !WIRE.has(q)) || y.scope.some((q) => !WIRE.has(q))) return scopesClashOnce(x, y, kind);
    return scopesClashOnce(wire(x), wire(y), kind);
  }
  return scopesClashOnce(x, y, kind);
}

/** Whether two code values assign the same value to one key spelled two ways (`to_task="*"`, `"toTask": "*"`). */
function sameAssignment(a: string, b: string): boolean {
  const parse = (v: string): [string, string] | undefined => {
    const m = /^["']?(-{0,2}[A-Za-z_][\w.-]*)["']?\s*(?:=|:)\s*(.+?)\s*,?$/.exec(v.trim());
    return m ? [m[1].replace(/^-+/, '').replace(/[_.-]/g, '').toLowerCase(), m[2].replace(/^["']|["']$/g, '')] : undefined;
  };
  const [p, q] = [parse(a), parse(b)];
  return p !== undefined && q !== undefined && p[0] === q[0] && p[1] === q[1];
}

/** Parts of a text that a file counts of itself: its rules, sections, steps, principles. */
const DOC_PARTS = /(?:^|\s)(?:rules?|sections?|steps?|principles?|guidelines?|items?|checks?|parts?|chapters?|points?|tips?|sub-?sections?)$/;

/** Words of what an API sends and receives: its payloads, their JSON, responses and bodies. */
const WIRE = new Set(['api', 'json', 'payload', 'reply', 'response', 'body', 'request', 'serialize', 'dto', 'wire']);

function scopesClashOnce(x: Claim, y: Claim, kind: ConflictKind): boolean {
  // ("No emojis in code, comments or commit messages" / "Use emojis in commit messages"): a rule over a series of places
  // holds in each of them
  // (only the groups still in its scope: a copy of the claim may have left them out)
  if ((kind === 'polarity' || kind === 'exclusive-choice') && (x.alts || y.alts)) {
    // ("Indent YAML and JSON files with 2 spaces" / "Use 4-space indentation in JSON and YAML"): the same places, as a
    // series or not, are the same places
    if (x.scope.length === y.scope.length && x.scope.every((q) => y.scope.includes(q))) return scopesClashOnce({ ...x, alts: undefined }, { ...y, alts: undefined }, kind);
    const each = (c: Claim): Claim[] => {
      const alts = (c.alts ?? []).map((g) => g.filter((q) => c.scope.includes(q))).filter((g) => g.length);
      if (alts.length < 2) return [{ ...c, alts: undefined }];
      return alts.map((g) => ({ ...c, alts: undefined, scope: [...c.scope.filter((q) => !alts.some((h) => h.includes(q))), ...g].sort() }));
    };
    return each(x).some((x1) => each(y).some((y1) => scopesClashOnce(x1, y1, kind)));
  }
  // "only when C" against a rule hedged in its own way ("only when needed") or a permission: no firm clash
  // ("only add a test when …" says nothing against "add server tests under `src/tests/`": only the act as
  // broad as the rule's own, with no condition of its own, goes against it)
  if (x.onlyWhen || y.onlyWhen) {
    const [t, o] = x.onlyWhen ? [x, y] : [y, x];
    if (o.force === 'weak' || o.force === 'permissive' || o.conditional || o.hedge || !subset(o.scope, t.scope)) return false;
  }
  // (what a rule leaves out, "everywhere except the docs site", is not where the other one holds, and narrows it nowhere else)
  // (a folder left out is named by its last part too: "except `tests/contract/`" / "the contract suite")
  const leftOutOf = (q: string, r: string): boolean => sameRoot(q, r) || (q.includes('/') && !r.includes('/') && sameRoot(q.replace(/\/+$/, '').split('/').pop()!, r));
  if (x.scope.some((q) => q.startsWith('ex:') && y.scope.some((r) => leftOutOf(q.slice(3), r))) || y.scope.some((q) => q.startsWith('ex:') && x.scope.some((r) => leftOutOf(q.slice(3), r)))) return false;
  let sx = x.scope.filter((q) => !q.startsWith('ex:'));
  let sy = y.scope.filter((q) => !q.startsWith('ex:'));
  // (a part named only as the subject: against the same part named otherwise it matches, against another part it keeps
  // them apart, against no part, or a part that holds it ("the app" / "the mobile app"), it says nothing)
  {
    const [px, py] = [x.softScope ?? [], y.softScope ?? []];
    const within = (a: string[], b: string[]): boolean => a.every((q) => b.includes(q));
    if (px.length && py.length) {
      if (!within(px, py) && !within(py, px)) [sx, sy] = [[...sx, ...px], [...sy, ...py]];
    } else if (px.length && sy.length) sx = [...sx, ...px];
    else if (py.length && sx.length) sy = [...sy, ...py];
  }
  // targets (what is named / which texts a language applies to) form one more scope axis
  if (x.targets && y.targets) {
    const tx = x.targets.filter((t) => t !== '*');
    const ty = y.targets.filter((t) => t !== '*');
    if (tx.length && ty.length && !tx.some((t) => ty.includes(t))) return false;
    if (tx.length && !ty.length) sx = [...sx, 't:target'];
    if (ty.length && !tx.length) sy = [...sy, 't:target'];
  }
  // ("Max 3 retries on network calls" / "Retry network calls up to 5 times"): a place one number is said of that the
  // other counts as part of what it measures narrows nothing
  if (kind === 'numeric' && x.about && y.about) {
    // ("Outbound HTTP client timeout: 5s" / "… to 30 seconds on all clients": a part of a word of it, "client" of "http-client")
    const measures = (c: Claim, q: string): boolean => c.about!.includes(q) || c.about!.includes(MEASURED_SYNONYMS[q] ?? q) || c.about!.some((w) => w.includes('-') && w.split('-').includes(q));
    sx = sx.filter((q) => !measures(y, q));
    sy = sy.filter((q) => !measures(x, q));
  }
  // ("in the frontend folder" / "in the frontend"): that a named place is a directory narrows nothing
  if (sx.length > 1) sx = sx.filter((q) => q !== 'dir');
  if (sy.length > 1) sy = sy.filter((q) => q !== 'dir');
  // ("Install with `pnpm install --frozen-lockfile`, locally and in CI"): both places the project runs are everywhere
  const everywhere = (q: string[]): string[] => (q.includes('ci') && q.includes('local') ? q.filter((w) => w !== 'ci' && w !== 'local') : q);
  sx = everywhere(sx);
  sy = everywhere(sy);
  if (x.conditional) sx = [...sx, 'c:cond'];
  if (y.conditional) sy = [...sy, 'c:cond'];
  const xInY = subset(sx, sy);
  const yInX = subset(sy, sx);
  if (xInY && yInX) return true;
  if (!xInY && !yInX) return false;
  // two rules under different conditions say nothing about each other
  if (x.conditional && y.conditional) return false;

  const [broad, narrow] = xInY ? [x, y] : [y, x];
  // a permission for a narrower case under a ban without any ("never commit to `main`" / "it's fine to commit to
  // `main` for typo fixes") may be meant as an exception, but the ban leaves none: a possible clash (see judge)
  // (one for a place of its own, "`print` is fine in CLI entry points", is an override of the ban there)
  // ("no need to run it for each checkout" says it is unnecessary, not that it may be left out against a rule)
  if (narrow.force === 'permissive') return kind === 'polarity' && broad.force === 'strong' && !broad.conditional && !narrow.local && !(narrow.polarity === -1 && narrow.scope.includes('need')) && !narrow.scope.some((q) => (q.startsWith('@ref:') && !q.startsWith('@ref:here:')) || q.startsWith('in:'));
  // a rule to do an act when something happens under a ban of the act with no place, case or exception ("Commit your
  // changes when a task is done" / "Never commit"): the ban leaves no case for it; a possible clash (see judge)
  if (narrow.conditional && !broad.conditional) return untilBanned(broad, narrow, kind) || askFirst(broad, narrow, kind);
  // "Only use `interface` for contracts implemented by classes" under "`type`, not `interface`": doing it only in its
  // case leaves the ban everywhere else, as an exception to it
  if (narrow.only && narrow.polarity === 1 && broad.polarity === -1) return false;
  // narrowed by a reference to something named elsewhere ("never call hooks inside one", "do not edit these
  // files"): what it covers is unknown here, so it is read as an exception, never as a clash
  if (narrow.scope.some((q) => q.startsWith('@ref:') && !broad.scope.includes(q))) return false;
  // a different choice or value for a narrower scope ("Makefiles must use tabs" under "indent with 2
  // spaces", "Dependabot PRs need one approval" under "every PR needs two") is an override
  // — but a narrower kind of the same act that names no place ("Use Yup for every schema" / "define form
  // schemas with Valibot") is the same act under a firm rule: it clashes
  if (kind === 'exclusive-choice') return !narrow.local && !narrow.scope.some((q) => q.startsWith('in:')) && (broad.universal === true || broad.force === 'strong') && narrow.force !== 'weak';
  if (kind === 'numeric') return false;
  // ("`scripts/legacy-import/` still runs on Node 16" under "Node 20 is required"): a place of its own keeps its version
  if (kind === 'version' && narrow.scope.some((q) => q.includes('/') || q.startsWith('in:'))) return false;
  if (broad.force === 'weak') return false;
  // the broad rule must be a firm ban ("never X" against "X in loops"); a firm narrow rule under a plain broad one
  // ("never merge your own PRs" under "merge PRs after CI passes") is a carve-out, and so is a narrow ban under a
  // firm rule to do it ("you must push" / "never push directly to main")
  // ("add a changelog entry for every change" / "never edit CHANGELOG.md by hand" still clash: a manner is the
  // same act done the only way the broad rule leaves)
  // (a command line banned when run "directly" leaves running it another way: through the container, the wrapper)
  return broad.force === 'strong' && (kind !== 'polarity' || !/^(act|cmd):/.test(broad.key) || broad.polarity === -1 || (broad.key.startsWith('act:') && narrow.scope.every((q) => broad.scope.includes(q) || q.startsWith('m:'))));
}

/**
 * ("Don't run `pod install` yourself; ask me first" / "After changing the Podfile, run `pod install` without asking"):
 * doing an act without asking in a case, under a rule to ask first before it with no case, is the same possible clash.
 */
function askFirst(rule: Claim, without: Claim, kind: ConflictKind): boolean {
  return kind === 'polarity' && rule.key.startsWith('confirm:') && rule.key !== 'confirm::' && rule.polarity === 1 && rule.force === 'strong' && !rule.scope.length && !rule.conditional && without.polarity === -1 && !without.scope.some((q) => /^(in|env|@ref|m|not):/.test(q) || q.includes('/'));
}

/** A conditional rule to do an act against a firm ban of it that names no place, case or exception of its own. */
function untilBanned(ban: Claim, rule: Claim, kind: ConflictKind): boolean {
  // (a ban of a narrower kind of the act, "Never run the full E2E suite", leaves no case for the same kind either: "Before
  // finishing any task, run the full E2E suite")
  const extra = rule.scope.filter((q) => !ban.scope.includes(q));
  return kind === 'polarity' && ban.polarity === -1 && ban.force === 'strong' && ban.scope.every((q) => rule.scope.includes(q) && !/^(@ref|not|ex):/.test(q)) && !ban.onlyWhen && !ban.hedge && rule.polarity === 1 && !rule.only && rule.force !== 'permissive' && rule.force !== 'weak' && !rule.hedge && !rule.local && /^(act|cmd):/.test(ban.key) && !extra.some((q) => /^(in|env|@ref|m|not):/.test(q) || q.includes('/'));
}

/**
 * Versions clash when two statements of the project's version differ ("Target Java 17" / "Compile for Java
 * 21", "Target iOS 17" / "minimum deployment target is iOS 15"), or when a stated version is outside a range
 * ("requires Node 20 or later" / "stay on Node 16"). Two floors for features ("Go 1.24 or newer", "use Go
 * 1.22+ syntax") can both hold.
 */
function versionsClash(a: Claim, b: Claim): boolean {
  // ("Node.js 10.13.0 to 12.x": a range, not a version the project is on)
  const range = (c: Claim): boolean => c.vmin !== undefined && c.vmax !== undefined && cmpVersion(c.vmin, c.vmax) !== 0;
  const stated = (c: Claim): number[] | undefined => (range(c) ? undefined : c.floor ? (c.vmin ?? c.vmax) : c.vmin && c.vmax ? c.vmin : undefined);
  // "pnpm >= 9.0.0 required" / "pnpm 10.12.1 (enforced in package.json)": the version in use is one the floor allows
  const allows = (r: Claim, p: Claim): boolean => r.vmin !== undefined && r.vmax === undefined && !p.floor && p.vmin !== undefined && p.vmax !== undefined && !range(p) && cmpVersion(p.vmin, r.vmin) >= 0;
  if (allows(a, b) || allows(b, a)) return false;
  // ("Java 17 is no longer supported" / "Java 17 for the premium calculator", "Ruby 3.0 and newer are supported"): a
  // version ruled out against one in use, or a floor that still lets it in
  if (a.vnot || b.vnot) {
    const [n, o] = a.vnot ? [a.vnot, b] : [b.vnot!, a];
    if (o.vnot || o.vmin === undefined || range(o)) return false;
    return o.vmax === undefined ? cmpVersion(o.vmin, n) <= 0 && o.vmin.length <= n.length : sameVersion(o.vmin, n);
  }
  const va = stated(a);
  const vb = stated(b);
  if (va && vb) return cmpVersion(va, vb) !== 0;
  // ("Keep `numpy<2`" / "Use NumPy 2.x"): a version at or past the bound the other must stay below
  const past = (lt: number[] | undefined, v: number[] | undefined): boolean => lt !== undefined && v !== undefined && (cmpVersion(v, lt) > 0 || (cmpVersion(v, lt) === 0 && v.length >= lt.length));
  if (past(a.vbelow, b.vmin) || past(b.vbelow, a.vmin)) return true;
  if (a.vmax && b.vmin && cmpVersion(a.vmax, b.vmin) < 0) return true;
  if (b.vmax && a.vmin && cmpVersion(b.vmax, a.vmin) < 0) return true;
  return false;
}

/** Two spellings of one version: "6" and "6.0", "20" and "20.0.0" (not "2" and "2.7"). */
const sameVersion = (a: number[], b: number[]): boolean => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return false;
  return true;
};

/** Whether a text names a host as a whole name, with or without "www." ("staging.example.io" is not named by "api-staging.example.io"). */
function hostIn(text: string, host: string): boolean {
  return new RegExp(`(?:^|[^\\w.-])(?:www\\.)?${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-]|\\.\\w)`, 'i').test(text);
}

/**
 * Whether a text names a number as a number of its own, other than to rule it out: "8080 (was 8000)" knows 8000
 * ("18000" does not name 8000); "5433; nothing uses 5432", "not 5432", "5432 is unused" rule 5432 out, and so does a
 * line that gives the port to another service than `owner` ("8081 (8080 is taken by Trino)", "3000 is the Metabase
 * container", "5000 clashes with macOS AirPlay"), which a line that gives it to `owner` says otherwise.
 */
function knowsNumber(text: string, n: number, owner: string): boolean {
  if (rejectsValue(text, String(n))) return false;
  const own = new Set(owner.split(' '));
  return [...text.matchAll(new RegExp(`(?<![\\d.])${n}(?![\\d])`, 'g'))].some((m) => {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), m.index).toLowerCase();
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 60);
    if (/\b(?:not|nothing(?: else)? (?:uses|runs on|listens on)|no longer(?: on| at| uses)?|never|instead of|rather than)\W+(?:(?:on|at|port|the|use|uses)\W+){0,2}$/.test(before)
      // ("never bind it to 7777", "don't run the server on 8080"): a serving verb ruled out, with what it serves
      || /\b(?:never|not|don'?t|do not)\s+(?:bind|run|start|serve|listen|expose|use|put)\w*\s+(?:(?:it|them|that|this|the|a|\w+)\s+){0,3}(?:on|to|at)\s+(?:port\s+)?`?:?$/i.test(before) || /^\W*(?:is|are)\s+(?:not used|unused|free|gone|shut down|retired)\b/i.test(after)) return false;
    const by = /^\W*(?:is|are)\s+(?:already\s+)?(?:taken|used|occupied|reserved|in use)\s+(?:by|for)\s+(?:the\s+|our\s+|an?\s+)?([\w.-]+(?:\s+[\w.-]+){0,2})/i.exec(after) ?? /^\W*(?:clashes|conflicts|collides)\s+with\s+(?:the\s+|an?\s+)?([\w.-]+(?:\s+[\w.-]+){0,2})/i.exec(after) ?? /^\W*(?:is|are)\s+(?:the\s+)([\w.-]+(?:\s+[\w.-]+){0,2})/i.exec(after);
    // ("… because the docs site uses 3000"): and what another service uses before it
    const user = by ? undefined : /(?:^|\s)((?:[\w.-]+\s+){0,2}[\w.-]+)\s+(?:already\s+)?(?:uses|takes|occupies|holds)\s+(?:port\s+)?`?:?$/i.exec(before);
    const other = ((by ?? user)?.[1].toLowerCase().match(/[a-z][a-z0-9-]*/g) ?? []).filter((w) => !STOP.has(w));
    return !(other.length > 0 && !other.some((w) => own.has(w)));
  });
}

/**
 * Whether a line names a value only to say it fails ("Set `CONFIG_MAIN_STACK_SIZE=4096`; 2048 overflows …", "(115200 is
 * too slow for the trace output)"): it rules that value out, so it does not know the other line's use of it.
 */
function rejectsValue(text: string, value: string): boolean {
  const v = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.])${v}(?![\\d.])\\s*(?:[a-z]+\\s+){0,2}?(?:overflows?|breaks?|fails?|crashes?|times?\\s+out|(?:is|are|was|were)\\s+(?:too|not\\s+enough|unsupported|unstable|blocked|unavailable)|(?:isn't|aren't)\\s+enough|loses?|drops?|causes?)\\b`, 'i').test(text);
}

/** Words of a service's name that make it another service than the one named without them ("Postgres exporter"). */
const OTHER_SERVICE = new Set('exporter proxy admin console dashboard ui api metrics replica worker workers sidecar agent gateway client clients cache broker scheduler webhook webhooks test tests mock stub emulator'.split(' '));
/** A script that starts a server, in code ("`pnpm dev`", "`npm run start`", "`yarn preview --port 4000`"). */
const SCRIPT_SERVER = /`(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:dev|start|serve|preview)(?::[\w-]+)?(?:\s[^`]*)?`/;
/** Datastores that are a project's database, as ports name them (not a cache or a broker: Redis, Kafka). */
const DATABASE_ENGINES = new Set(['postgres', 'mysql', 'mariadb', 'mongodb', 'clickhouse']);
/** Words that name no service by themselves. */
const GENERIC_SERVICE = new Set('api ui server app web service dev backend frontend db database local main'.split(' '));
/**
 * Whether a port's owner named with more words is the one named with fewer ("jupyter lab" / "jupyter", "api lineage
 * marquez" / "api marquez"): the fewer are among the more, one of them names a service of its own, and none of the
 * others names another service.
 */
function portAlias(named: string, more: string, owners: string[]): boolean {
  const [n, ns] = named.split('\u0000');
  const [m, ms] = more.split('\u0000');
  if (ns !== ms) return false;
  // ("**DB:** localhost:5433" / "Postgres on port 5432"): the database named by no engine is the one database engine the
  // lines give a port of, in the same setting
  if ((n === 'db' || n === 'database') && DATABASE_ENGINES.has(m)) return owners.filter((o) => o.endsWith('\u0000' + ns) && DATABASE_ENGINES.has(o.split('\u0000')[0])).length === 1;
  const a = n.split(' ');
  const b = new Set(m.split(' '));
  // ("backend API is at http://localhost:8080/api" / "API base url: `http://127.0.0.1:5000/api`"): the API named as the
  // backend's, its server's or its service's is the API
  if (n === 'api' && b.has('api') && [...b].every((w) => /^(api|backend|server|service)$/.test(w))) return true;
  if (a.length >= b.size || !a.every((w) => b.has(w)) || a.every((w) => GENERIC_SERVICE.has(w))) return false;
  return [...b].filter((w) => !a.includes(w)).every((w) => !OTHER_SERVICE.has(w) && !GENERIC_SERVICE.has(w));
}

/** Whether a line names a directory of the repository as a path ("from frontend/", "`cd apps/web`"). */
function namesDirectory(text: string, dir: string): boolean {
  const d = dir.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return d !== '' && (new RegExp(`(?:^|[\\s\`(])(?:\\./)?${d}/`).test(text) || new RegExp(`\\bcd\\s+(?:\\./)?${d}(?=[\\s\`;&]|$)`).test(text));
}

/** What a listed command is for: the label before it ("Format: `pnpm format`") or the words after it ("`pnpm lint` - Lint"). */
function purposeOf(text: string): string {
  const t = text.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '');
  const after = LISTED_COMMAND.exec(t);
  return (after ? after[2] : t.split(':')[0]).replace(/[*_`]/g, '').replace(/[.\s]+$/, '').trim();
}

/** A line that is only a quotation, perhaps after a mark ("✅ "Updated `a.ts` to add error handling""). */
const QUOTED = /^\s*(?:[✅❌✔✗✓☑️]+\s*)?(?:\*\*|__)?["“][^"“”]+["”](?:\*\*|__)?[.!]?\s*$/u;

/** A line that says when its file was written or checked ("Last Updated: …", "Reviewed: …", "Date: …"). */
const FILE_DATE = /^\W*(?:last[ -]?(?:updated|modified|reviewed|verified|edited|checked)|updated|modified|reviewed|verified|date|as of|generated)\b/i;
/** A date label later in a line ("… *Last updated: 2026-03-16*"). */
const DATED_TAIL = /\b(?:last[ -]?(?:updated|modified|reviewed|verified|edited|checked)|as of)\b\s*:?/i;
/** What kind of value a name in code is: a file or a path, a call, a command line, or a name. */
function kindOfValue(v: string): 'path' | 'call' | 'command' | 'name' {
  if (/\w\s*(?:<[^>]*>)?\(/.test(v)) return 'call';
  if (/\s/.test(v)) return 'command';
  if (/\/|\.(?:mdx?|tsx?|jsx?|mjs|cjs|json|ya?ml|toml|py|rb|go|rs|java|kt|swift|cs|php|sh|sql|s?css|html|txt|lock|cfg|ini|env|xml|vue|svelte)$/.test(v)) return 'path';
  return 'name';
}
/** A date as a value: 2026-01-09, 2026/01/09, 09.01.2026, "January 9, 2026". */
const DATE_VALUE = /^\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$|^\d{1,2}$/i;
/** A sentence whose act is given by its context: a topic before a dash ("Merging — …"), or "this" / "that" / "it". */
const ASKED_ABOUT = /^\W*(?:[\p{L}][\p{L} /-]{0,40}\s+[—–-]\s|(?:this|that|it)\b)|^[^—–]{0,60}:\s*[\p{L}][\p{L} /-]{0,40}\s+[—–-]\s/iu;
/** A placeholder name in code: `useFoo`, `FooBar`, `useX`, `MyComponent`, `XXX`, `[BUILD_COMMAND]`, `<PORT>`, `{{cmd}}` (not a path pattern: `{name}` names real files). */
const STAND_IN = /\[[A-Z][A-Z0-9_ -]{2,}\]|<[A-Z][A-Z0-9_-]{2,}>|\{\{\s*\w+\s*\}\}|(?:^|[^a-z])(?:foo|bar|baz|qux)(?![a-z])|(?:Foo|Bar|Baz|Qux)(?![a-z])|(?:^|[a-z_])X(?=[._/]|$)|(?:^|[^A-Za-z])[Xx]{3,}(?![a-z])|(?:^|[^A-Za-z])My[A-Z]/;
/** A slash command of Claude Code or of the project (`/test`, `/review-pr`), not a path. */
const SLASH_COMMAND = /^\/[a-z][\w:-]*(?:\s|$)/i;
/** Whether a value is where a change started: "97% → 100%". */
function changedFrom(text: string, v: string): boolean {
  const at = text.indexOf(v);
  return at >= 0 && /^\s*(?:→|->|⇒|=>|⟶)/.test(text.slice(at + v.length));
}
/** What a guide's header says its file applies to (see guideTopic in extract.ts). */
const guideOf = (d: Directive): string | undefined => d.where?.find((w) => w.startsWith('in:topic:'));
/** A file under `.claude/rules/` (at any depth of the repository). */
const RULES_FILE = /(?:^|\/)\.claude\/rules\//;
const fileName = (p: string): string => p.slice(p.lastIndexOf('/') + 1).toLowerCase();
/** Words of a file's name too common to make a value the file's own ("rules", "guide"). */
const OWN_NAME_GENERIC = new Set(['rule', 'rules', 'claude', 'agents', 'local', 'memory', 'readme', 'guide', 'guides', 'notes', 'docs', 'conventions', 'standards', 'patterns', 'index', 'main', 'core', 'common', 'shared', 'general']);
/** A verb that adds a member to a set rather than naming the only one. */
const ADDS = /\b(?:introduces?|introduced|adds?|added|includes?|included|supports?|supported|exposes?|exposed|provides?|provided|contains?|registers?|registered|exports?|exported)\b/i;
/** An additive verb followed by at most a few words and no preposition: the value after it is what it adds. */
const ADDED = new RegExp(`${ADDS.source}(?:\\s+(?!(?:from|in|into|at|to|by|via|under|on|with|through|inside|within)\\b)[\\w-]+){0,3}\\s*\`?$`, 'i');
/** The text of a sentence before a value in it (all of it when the value is not found). */
function before(text: string, value: string): string {
  const at = text.indexOf(value.replace(/^`|`$/g, ''));
  return at < 0 ? text : text.slice(0, at);
}
/** Words by which a line speaks of the file it is in, or of that file's directory. */
const SELF = /\bthis (?:file|document|directory|folder|dir|package|module|crate|library|lib|app|service|workspace|skill|rule|guide)\b|\b(?:rules?|steps?|sections?|items?|list|table|guidelines?|conventions?|instructions?) (?:below|above)\b/i;

const dirOf = (d: Directive): string => (d.path.includes('/') ? d.path.slice(0, d.path.lastIndexOf('/') + 1) : '');

/** The directory a file speaks for: its own, or for a file under `.claude/` (a rule, `.claude/CLAUDE.md`) the one holding `.claude/`. */
// (a file that is neither a memory file nor in a `.claude/` folder is loaded through an import, most often the root
// CLAUDE.md's: `@CLAUDE/ContainerRules.md`, `@docs/guide.md` speak for the project, not for their folder)
const imported = (d: Directive): boolean => !/(^|\/)(CLAUDE|AGENTS|CLAUDE\.local)\.md$/.test(d.path) && !d.path.includes('/.claude/') && !/^[~/]/.test(d.path);
// (but a CLAUDE.md or AGENTS.md in a folder of its own under `.claude/`, a skill's bundled `AGENTS.md`, is loaded for that
// folder as any nested one is)
const underClaude = (p: string): boolean => /(^|\/)\.claude\/(?!rules\/)[^/]+\/(?:.+\/)?(CLAUDE|AGENTS|CLAUDE\.local)\.md$/.test(p);
const speaksFor = (d: Directive): string => (underClaude(d.path) ? dirOf(d) : d.path.startsWith('.claude/') || imported(d) ? '' : d.path.includes('/.claude/') ? d.path.slice(0, d.path.indexOf('/.claude/') + 1) : dirOf(d));

/**
 * Whether x is a nested CLAUDE.md or AGENTS.md, or a file of a nested `.claude/` (`marketing/.claude/rules/x.md`),
 * below the directory y speaks for (a root rule file speaks for the root).
 */
function below(x: Directive, y: Directive): boolean {
  const dx = speaksFor(x);
  const dy = speaksFor(y);
  // (the user's own `~/.claude/` is not a directory of the repository)
  const nestedClaude = x.path.includes('/.claude/') && !/^[~/]/.test(x.path);
  return dx !== dy && dx.startsWith(dy) && ((/(^|\/)(CLAUDE|AGENTS|CLAUDE\.local)\.md$/.test(x.path) && !x.path.includes('.claude/')) || nestedClaude || underClaude(x.path));
}

/** The words of the directory `o`'s own file speaks for, below the one `d` speaks for (`apps/web-academy/`: apps, web, academy). */
function placeWords(o: Directive, d: Directive): Set<string> {
  const dir = speaksFor(o).slice(speaksFor(d).length);
  return new Set(dir.toLowerCase().split(/[/_.-]+/).filter((w) => w.length > 2).flatMap((w) => [w, stem(w)]));
}

/**
 * A claim of `d` without the scope words that name the directory `o`'s own file speaks for, when that file is below
 * the one `d` speaks for ("academy" of a root line against `apps/web-academy/CLAUDE.md`); the claim itself otherwise.
 */
function ownPlace(c: Claim, d: Directive, o: Directive): Claim {
  if (!c.scope.length || !below(o, d)) return c;
  const words = placeWords(o, d);
  if (!c.scope.some((q) => !q.includes(':') && words.has(q))) return c;
  // (a name the line writes in code is a thing, not a place: "Don't invoke `dbt` via `uv`" against `dbt/CLAUDE.md`)
  const inCode = new Set([...d.text.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim().toLowerCase().split(/\s+/)[0]));
  const scope = c.scope.filter((q) => q.includes(':') || !words.has(q) || inCode.has(q));
  return scope.length === c.scope.length ? c : { ...c, scope };
}

/**
 * A claim of `d` without the scope words that the other line `o` names in its first clause, before what its claim `oc`
 * chooses ("**Lambda runtime:** python3.9" against "Lambda functions run on the python3.12 runtime"): both lines are
 * about that part, one as a qualifier, the other as its subject. A word the other claim leaves out or negates stays.
 */
function sharedPart(c: Claim, o: Directive, oc: Claim): Claim {
  if (!c.scope.some(partWord) || !o.words.length) return c;
  const text = lowerText(o);
  const first = text.search(/;|\s[—–-]\s|\.\s/);
  // (where the other claim's choice is written, in its first clause: a word of another clause may be another case's)
  const at = [oc.version, oc.memberLabel, oc.member].map((w) => (w ? text.indexOf(w.toLowerCase()) : -1)).find((k) => k >= 0) ?? -1;
  if (at < 0 || (first >= 0 && at > first)) return c;
  const named = (q: string): boolean => {
    if (!partWord(q) || oc.scope.includes('ex:' + q) || oc.scope.includes('not:' + q)) return false;
    if (!o.words.includes(q) && !o.words.includes(stem(q))) return false;
    // (the word's first place in the text, at the start of a word, before the other claim's choice)
    for (let k = text.indexOf(q); k >= 0 && k < at; k = text.indexOf(q, k + 1)) if (k === 0 || !/[a-z0-9]/.test(text[k - 1])) return true;
    return false;
  };
  const scope = c.scope.filter((q) => !named(q));
  return scope.length === c.scope.length ? c : { ...c, scope };
}

/** A scope word that can name a part of the project in another line's words: a plain word, not a path or a mark. */
const partWord = (q: string): boolean => /^[a-z][a-z0-9-]{2,}$/.test(q);

/** A directive's text in lower case, once per directive. */
const lowered = new WeakMap<Directive, string>();
const lowerText = (d: Directive): string => {
  let t = lowered.get(d);
  if (t === undefined) lowered.set(d, (t = d.text.toLowerCase()));
  return t;
};

/**
 * How x is narrower than y, or undefined when it is not: a nested file below the directory y speaks for, or a
 * rule with `paths:` against a file without them (the rule holds only for the files its globs match).
 */
function narrower(x: Directive, y: Directive): string | undefined {
  if (below(x, y)) return `is in ${speaksFor(x) || 'a directory'}'s own file`;
  if (x.appliesTo && !y.appliesTo) return `is in a rule for ${globList(x.appliesTo)}`;
  return undefined;
}

const globList = (globs: string[]): string => globs.map((g) => `\`${g}\``).join(', ');

interface Judgement {
  confidence: Confidence;
  reason: string;
}

const at = (d: Directive): string => `${d.path}:${d.line}`;

/** Why one side of a clash is weaker than an instruction, or undefined when it is one. */
function weakness(d: Directive, c: Claim): 'example' | 'stated' | 'incidental' | 'inferred' | undefined {
  if (c.basis === 'incidental') return 'incidental';
  if (c.basis === 'inferred') return 'inferred';
  if (d.example) return 'example';
  if (c.basis) return c.basis === 'stated' ? 'stated' : undefined;
  return d.instruction ? undefined : 'stated';
}

/** Words that address a ban to the agent alone: "from Claude", "yourself", "the user runs it". */
const AGENT_ONLY = /\b(?:from|by) (?:claude|the agent|an agent|agents|ai)\b|\byourself\b|\b(?:claude|the agent|agents) (?:must|should|may|can|will) (?:not|never)\b|\b(?:claude|the agent) (?:never|doesn'?t|does not)\b|\b(?:the )?(?:user|human|developer|maintainer)s? (?:runs?|will run|does|do|handles?|starts?)\b/i;

/** A lead that is a mark of a wrong example and nothing else ("❌"). */
const WRONG_MARK_ALONE = new RegExp(`^(?:${WRONG_MARKS})$`, 'u');

/** A rule to stop an act ("Stop using yarn", "Quit running isort"): as firm as a ban of it. */
const CEASE_RULE = new RegExp(String.raw`^\W*(?:${[...CEASE_VERBS].join('|')})\s+(?:using|running|calling|writing|adding|installing)\b`, 'i');
/** A statement of what people outside the project do: "End users install the CLI with …", "Consumers import …". */
const OTHERS_DO = new RegExp(String.raw`^\W*(?:the\s+|our\s+)?(?:end[- ])?(?:downstream\s+\w+|${[...OTHER_PEOPLE].join('|')})\b`, 'i');
/** A line labelled as an example: "Example: …", "CLI help example: …", "**Examples**: …". */
const EXAMPLE_LABEL = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?(?:[\w-]+\s+){0,3}examples?(?:\*\*|__)?\s*:/i;
/** Words of a ban said as an instruction. */
// ("**E2E:** Playwright — no Cypress"): and "no" before a name, opening a part of the line
const BAN_WORDS = /\b(?:don'?t|do not|never|must not|mustn'?t|shall not|avoid|no longer|stop|forbidden|prohibited|banned|disallowed|(?:is|are)(?:n't| not) (?:allowed|permitted))\b|(?:^|[—–;:.,]\s*|\s-\s)no\s+(?=[`A-Z])/i;

/** The names of the branches most acts of git are done to. */
const BRANCH_LIKE = /^(?:main|master|develop|dev|trunk|staging|release|production|prod)$/;

/** Words of asking the user: "ask", "confirm", "approval", "permission", "consent", "sign-off". */
const ASKING = /\b(?:ask|asks|asking|asked|confirm|confirms|confirmation|approve|approval|approved|permission|consent|sign-?off|go-ahead|(?:my|your|an|explicit) ok(?:ay)?)\b/i;

/** Words by which a rule says it holds in every case ("not even to your own branch": not in the case most likely left). */
const EVERY_CASE = /\b(?:anything|everything|ever|at all|under any circumstances|in any case|no matter what|whatever the (?:task|case|reason)|not even|anywhere|everywhere)\b/i;

/** A line that opens with the case it holds in ("When the target is the QEMU model, …", "If you run it locally, …"). */
const CASE_LEAD = /^[\s\W\d]*(?:when|whenever|if|unless|while)\b/i;

/**
 * Whether a line says its rule holds even in the case the other claim is for ("not even during an incident", "even
 * for hotfixes"): a word of that case after "even".
 */
function evenIn(d: Directive, c: Claim): boolean {
  const m = /\beven\s+(?:during|in|for|when|if|on|with|after|before)\b([^.;—–]*)/i.exec(d.text);
  if (!m) return false;
  const words = new Set((m[1].toLowerCase().match(/[a-z][a-z-]+/g) ?? []).map(stem));
  return c.scope.some((q) => /^[a-z][a-z-]+$/.test(q) && words.has(stem(q)));
}

/**
 * Why the subject of a clash is not anchored, or undefined when it is. A tool of a known family or a versioned
 * tool names one subject by itself; an act of open words ("prompt the user", "commit") is the same subject on
 * both lines only when the lines share words beyond it.
 */
function unanchored(da: Directive, ca: Claim, db: Directive, cb: Claim, kind: ConflictKind): string | undefined {
  if (kind !== 'polarity') return undefined;
  if (ca.type === 'choice' || ca.member !== undefined || cb.member !== undefined || !ca.key.startsWith('act:') || ca.key === CLOSING_SUMMARY) return undefined;
  const object = ca.key.split(':').slice(2).join(':');
  // a named thing: a code span, a file name, an identifier
  const named = (t: string): boolean => object !== '' && ([...t.matchAll(/`([^`]+)`/g)].some((m) => m[1].toLowerCase().includes(object.toLowerCase())) || new RegExp(`\\b${object.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[a-z]{1,5}\\b`, 'i').test(t));
  // (or a name written with a capital inside it: "SwiftLint", "TodoWrite")
  if (/[./`()]/.test(object) || /^[A-Z][a-z0-9]+[A-Z]/.test(object) || named(da.text) || named(db.text)) return undefined;
  // ("Never push" / "Run `git push` after committing"): an act of git with no object names all there is to it
  // (both: "Amending your own unpushed commits is allowed" is a case of "Never amend")
  // (or one of them is done to a branch: "Always rebase onto main" / "Don't rebase")
  // (only when each line opens with the act: "Production keystore lives in the vault; never commit." leaves out what is
  // not to be committed, and "Push to `develop` → deploy to staging" says what a push to a branch sets off; a firm word
  // on the line that names the branch: "Always rebase onto main")
  const verb = ca.key.split(':')[1];
  const opens = (d: Directive): boolean => new RegExp(`^[\\W\\d]*(?:(?:always|never|please|only|do not|don't|must|you must|you may|feel free to)\\s+)*(?:(?:run\\s+)?\\W*git\\s+)?${verb.replace(/-/g, '[- ]?')}`, 'i').test(d.text.replace(/[*_]/g, ''));
  const toBranch = (c: Claim): boolean => c.scope.every((q) => BRANCH_LIKE.test(q.replace(/^in:/, ''))) && (!c.scope.length || c.force === 'strong');
  if (object === '' && ca.key === cb.key && INTRANSITIVE.has(verb) && toBranch(ca) && toBranch(cb) && (!ca.scope.length || !cb.scope.length) && opens(da) && opens(db)) return undefined;
  // (rebasing and force-pushing leave nothing else out: whatever else the lines say, "no rebasing" is about rebasing)
  if (object === '' && ca.key === cb.key && (verb === 'rebase' || verb === 'force-push') && toBranch(ca) && toBranch(cb) && (!ca.scope.length || !cb.scope.length)) return undefined;
  // ("NEVER push directly to main" / "Small fixes can be pushed straight to main without a PR"): a git act on a branch
  // named by its name is about that branch
  if (INTRANSITIVE.has(verb) && BRANCH_LIKE.test(object)) return undefined;
  // ("Create a new branch for every task" / "Work on the checked-out branch; don't create branches"): a branch, a tag or
  // a worktree of git made or removed is one act, whatever the lines say besides
  if (ca.key === cb.key && /^(create|delete|remove)$/.test(verb) && /^(branch|tag|worktree)$/.test(object)) return undefined;
  // ("Ask a question when unsure" / "Never ask clarifying questions"): the agent's questions go to the one it works for
  if (ca.key === 'act:ask:question') return undefined;
  // (and the things read as one however they are named: the todo list, the co-author trailer, a new Markdown file)
  if (ca.key === 'act:use:todo-list' || ca.key === 'act:use:co-author' || ca.key === 'act:create:md') return undefined;
  // ("Never commit anything", "don't push, ever", "no matter what"): a line that says it holds in every case is about
  // the act wherever the other line does it
  if (EVERY_CASE.test(da.text) || EVERY_CASE.test(db.text)) return undefined;
  // ("We never rebase.", "Don't force-push.", "Claude MUST NOT run `git commit`; leave changes staged", "Never create
  // commits", "Never run `git commit` yourself"): a sentence that opens with the ban of a git act and nothing else is
  // about the act wherever the other line does it
  const bareBan = (d: Directive): boolean => object === '' && INTRANSITIVE.has(verb) && new RegExp(`^\\W*(?:(?:we|you|i|agents?|claude|the agent)\\s+)?(?:never|don'?t|do not|must not|should not)\\s+(?:ever\\s+)?(?:run\\s+|(?:create|make)\\s+(?:any\\s+|new\\s+)?)?\`?(?:git\\s+)?${verb.replace(/-/g, '[- ]?')}\\w*\`?(?:\\s+(?:yourself|ever|on\\s+your\\s+own))?\\s*[.!]?\\s*$`, 'i').test(d.text.replace(/[*_]/g, '').split(/\s*(?:;|\s[—–-]\s)\s*/)[0]);
  // (against a rule to do it, not a permission for a case of it: "Amending your own unpushed commits is allowed" / "Never
  // amend." stays a doubt)
  if (ca.key === cb.key && ca.force !== 'permissive' && cb.force !== 'permissive' && (bareBan(da) || bareBan(db))) return undefined;
  const keyWords = new Set([...`${ca.key} ${ca.subject} ${cb.subject}`.toLowerCase().split(/[^a-z0-9]+/)].filter(Boolean).map(stem));
  // (a word and its other forms are one: "saying" / "say")
  const ctx = (d: Directive): Set<string> => new Set(d.words.filter((w) => w.length >= 2 && !STOP.has(w) && !keyWords.has(w) && !keyWords.has(stem(w))).map((w) => stem(verbBase(w) ?? (w.length > 5 && w.endsWith('ing') ? w.slice(0, -3) : w))));
  const [wa, wb] = [ctx(da), ctx(db)];
  const shared = [...wa].filter((w) => wb.has(w));
  if (shared.length) return undefined;
  // ("… semicolons in JS and TS" / "No semicolons in TypeScript"): a place both claims name, however each line writes it
  if (ca.scope.some((q) => !q.startsWith('@') && cb.scope.includes(q))) return undefined;
  // ("Feel free to rename functions" / "Never rename functions": two lines that say little else are about the act)
  if (Math.max(wa.size, wb.size) <= 2) return undefined;
  return `the two lines share no words beyond ${ca.subject}, so they may be about different things`;
}

/** Coding agents by name: a value that names one may be that agent's own (its branch prefix, its config file). */
const AGENT_NAMES = /\b(?:claude|codex|cursor|copilot|gemini|aider|windsurf|devin|opencode|cline|junie|kiro|qwen)\b/gi;
const ownAgents = (a: string, b: string): boolean => {
  const na = a.toLowerCase().match(AGENT_NAMES);
  const nb = b.toLowerCase().match(AGENT_NAMES);
  return !!na && !!nb && na.join() !== nb.join() && a.toLowerCase().replace(AGENT_NAMES, '·') === b.toLowerCase().replace(AGENT_NAMES, '·');
};

/**
 * How sure a clash is, or undefined when it is not worth reporting. Certain: both sides are instructions
 * (not descriptions, not examples, not a tool named only as what runs another command) about the same
 * subject, with no condition or scope between them. A choice between two members is reported only when
 * both sides choose (a description or an example against an instruction is possible; two descriptions, or
 * a launcher against anything, say nothing about which one the project uses).
 */
function judge(da: Directive, ca: Claim, db: Directive, cb: Claim, kind: ConflictKind): Judgement | undefined {
  // ("| `yarn test` (full output) | `yarn test 2>&1 | tail -30` |" / "`yarn test --filter=…`"): a command line ruled out
  // as written is not ruled out with other arguments
  if ((da.commandOnly && cb.widened) || (db.commandOnly && ca.widened)) return undefined;
  const wa = weakness(da, ca);
  const wb = weakness(db, cb);
  // ("Put heavy logic in `backend/src/services/`" at the root / "Put heavy logic in `services/`" in `backend/`'s own
  // file): a place a directory's own file names from there is the one the root names inside that directory
  if (kind === 'exclusive-choice' && ca.family === 'location' && ca.member !== undefined && cb.member !== undefined) {
    for (const [c, d, o] of [[ca, da, cb], [cb, db, ca]] as const) {
      const dir = speaksFor(d);
      if (dir && o.member!.startsWith(dir) && o.member!.endsWith('/' + c.member) && !c.member!.startsWith(dir)) return undefined;
    }
  }
  // the same package script run with two package managers in two files ("`bun run build` passes" / "`npm run
  // build` passes"): one of them is left over from a migration
  if (kind === 'exclusive-choice' && wa === 'incidental' && wb === 'incidental' && ca.runs !== undefined && ca.runs === cb.runs && da.path !== db.path && !da.example && !db.example) {
    return { confidence: 'unlikely', reason: `both run the package script \`${ca.runs}\`, with ${ca.memberLabel ?? ca.member} in ${at(da)} and ${cb.memberLabel ?? cb.member} in ${at(db)}` };
  }
  // ("Sharpe ratio: 1.60" / "Sharpe ratio > 0.5", "p95: 180 ms" / "p95 < 200 ms"): a bound written with a sign is a
  // criterion, and one value that meets it agrees with it
  if (kind === 'numeric' && ca.value !== undefined && cb.value !== undefined) {
    const [eq, bound, db2] = (ca.cmp ?? 'eq') === 'eq' && (cb.cmp ?? 'eq') !== 'eq' ? [ca, cb, db] : (cb.cmp ?? 'eq') === 'eq' && (ca.cmp ?? 'eq') !== 'eq' ? [cb, ca, da] : [];
    if (eq && bound && db2 && /[<>≤≥]\s*=?\s*[~$]?\d/.test(db2.text) && (bound.cmp === 'min' ? eq.value! >= bound.value! : eq.value! <= bound.value!)) return undefined;
  }
  // two settings in code (`--maxWorkers=4` / `--maxWorkers=1`) are compared as one setting given two values
  if (kind === 'numeric' && ca.setting && cb.setting) return undefined;
  // a launcher against a description says nothing about which package manager the project uses
  if (kind === 'exclusive-choice' && ((wa === 'incidental' && wb) || (wb === 'incidental' && wa))) return undefined;
  if ((wa === 'example' || wa === 'incidental') && (wb === 'example' || wb === 'incidental')) return undefined;
  // two descriptions that say a thing is and is not so describe different things (the stack, a kind of test);
  // neither tells the agent what to do
  // (unless one file of a level says a tool is gone that another of the level describes as in use: "We deploy to
  // Heroku" / "Heroku was shut down last year", one stale copy)
  // (what is out of the project is gone from every part: "Application logs go to Datadog" / "the Datadog contract was
  // cancelled", "Tests: pytest, with shared fixtures in conftest.py" / "pytest is not installed")
  // (the side that says it is gone may be read as a rule: "MySQL isn't used anywhere anymore")
  const told = (w: typeof wa, c: Claim): boolean => w === 'stated' || (w === undefined && c.polarity === -1);
  const stale = kind === 'polarity' && told(wa, ca) && told(wb, cb) && (wa === 'stated' || wb === 'stated') && (ca.type === 'choice' || ca.key.startsWith('act:use:')) && da.path !== db.path && !narrower(da, db) && !narrower(db, da) && [ca, cb].every((c) => (!c.scope.length || (c.polarity === 1 && OUT_OF_PROJECT.test((c === ca ? db : da).text))) && !c.conditional) && (ca.polarity === -1 ? GONE.test(da.text) : GONE.test(db.text));
  if (kind === 'polarity' && wa === 'stated' && wb === 'stated' && !stale) return undefined;
  // a ban in a directory's own file against what a file above it describes ("No Kysely" in packages/core against
  // "Queries use Kysely" at the root) is that directory's rule: the rest of the project still does what is described
  if (kind === 'polarity' && ((wb === 'stated' && !wa && ca.polarity === -1 && narrower(da, db)) || (wa === 'stated' && !wb && cb.polarity === -1 && narrower(db, da)))) return undefined;
  // an example of what not to do ("❌ `docker` - not available here") against a description says nothing to do
  if ((kind === 'polarity' || kind === 'exclusive-choice') && ((wa === 'example' && wb === 'stated' && !da.instruction) || (wa === 'stated' && wb === 'example' && !db.instruction))) return undefined;
  // items of one file's lists that only name different members ("- Apache Kafka" / "- Azure Service Bus"
  // under "supports multiple messaging platforms:") list what exists; neither chooses
  if (kind === 'exclusive-choice' && wa && wb && da.path === db.path && da.block !== 'prose' && db.block !== 'prose' && !da.instruction && !db.instruction) return undefined;
  // "- Minimum: 512MB RAM" / "- Recommended: 1GB RAM", "- Without caching: ~$150/month" / "- With caching: ~$41/month":
  // values under two labels of one file are two quantities its author set side by side
  if ((kind === 'numeric' || kind === 'version') && da.path === db.path) {
    const [la, lb] = [valueLabel(da), valueLabel(db)];
    if (la !== undefined && lb !== undefined && la !== lb) return undefined;
  }
  // "**Current numbers** (March): bundle 312 kB" against "Keep the bundle under 250 kB": a value measured now is how
  // far the project is from a bound, not another bound
  if (kind === 'numeric') {
    const measured = (d: Directive, c: Claim): boolean => (c.cmp ?? 'eq') === 'eq' && /\b(?:current(?:ly)?|measured|actual|today|as of|baseline|right now)\b/i.test(valueLabel(d) ?? '');
    if ((measured(da, ca) && (cb.cmp ?? 'eq') !== 'eq') || (measured(db, cb) && (ca.cmp ?? 'eq') !== 'eq')) return undefined;
  }
  // a line that itself states the other line's value knows it: its own two values are of two things it sets
  // side by side ("iOS deployment target is 16.0 — `onScrollGeometryChange` is iOS 18+ only" against "… is iOS
  // 18+ only"; "Budget Zones: Green (<70%) | Yellow (70-85%) | Red (>85%)" in two files; "Do not run `pint
  // --test`, simply run `pint`" in two files)
  {
    const same = (x: Claim, y: Claim): boolean =>
      x !== y && x.key === y.key && x.polarity === y.polarity && (kind === 'numeric' ? x.value === y.value && x.cmp === y.cmp : kind === 'version' ? x.version === y.version || (x.vmin !== undefined && y.vmin !== undefined && sameVersion(x.vmin, y.vmin) && !x.floor && !y.floor) : x.member === y.member);
    const [inA, inB] = [da.claims.filter((c) => same(c, cb)), db.claims.filter((c) => same(c, ca))];
    if (inA.length && inB.length) return undefined;
    // one line stating both is enough for a version or a number (of the same thing: "Overall >= 80%" on a line of
    // several is not "API Routes >= 80%"); not for a member or an act ("use pnpm; npm for the legacy scripts" still
    // goes against "always use npm", "do not commit directly; commit through a PR" against "commit directly")
    const alike = (x: Claim, y: Claim): boolean => kind === 'version' || (kind === 'numeric' && subjectMatch(x, y)?.level === 'strong');
    if (inA.some((c) => alike(c, cb)) || inB.some((c) => alike(c, ca))) return undefined;
  }
  const why: string[] = [];
  const say = (d: Directive, c: Claim, w: 'example' | 'stated' | 'incidental' | 'inferred'): string =>
    w === 'inferred'
      ? `${at(d)} rules out ${c.subject.replace(/^(use|run) /, '')} as an alternative, which is not a tool the detector knows`
      : w === 'example'
      ? `${at(d)} ${d.note ?? 'is an example in a list, not an instruction of its own'}`
      : w === 'incidental'
        ? c.key.startsWith('act:use:-')
          ? `${at(d)} passes ${c.subject.replace(/^use /, '')} only as a flag of a command it gives`
          : `${at(d)} names ${c.memberLabel ?? c.subject} only as what runs another command`
        : `${at(d)} describes how things are rather than saying what to do`;
  // (a doubt a reviewer settles at a glance, unlike the others, which say the detector may have misread a line)
  const notes: string[] = [];
  // "Next.js 14" in the root file against "Next.js 15" in an app's file: a version is stated as a description of
  // the stack, and two files that state two versions of one tool are one stale copy, not two senses
  // (so are two files of one directory's layers that name two members of one family as the project's: "**Build:**
  // Gradle" in a rule against "The backend builds with Maven" at the root; a directory's own file describes its own)
  const level = da.path !== db.path && !narrower(da, db) && !narrower(db, da);
  // (a description of something narrower, "Envoy Gateway handles REST" under "services expose gRPC only", is of that thing)
  // ("Use `pino` instead of `console.log`" / "Log request details with `console.log`": a name in code on both lines is
  // one named thing, though the detector does not know it as a tool)
  const spanHeads = (d: Directive): string[] => [...d.text.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim().toLowerCase().split(/[\s(]/)[0]);
  const namedInCode = (c: Claim): boolean => {
    const object = c.key.split(':').slice(2).join(':').toLowerCase().replace(/^`|`$/g, '').split(/[\s(]/)[0];
    // (and the line that rules it out names its own choice in code too: "Use `pino` instead of `console.log`", not "Use
    // typed error state instead of `unknown`")
    const own = c === ca ? da : db;
    return object.length > 1 && spanHeads(da).includes(object) && spanHeads(db).includes(object) && spanHeads(own).filter((h) => h !== object).length > 0;
  };
  // ("Never use npm; use pnpm" / "Run `npm run build` before pushing": a command that runs with the tool a firm ban rules
  // out uses it, though only to run something else)
  const usedAgainstBan = (c: Claim): boolean => {
    const o = c === ca ? cb : ca;
    const od = c === ca ? db : da;
    // ("Run `cargo build --locked`" / "Never pass `--locked`"): a flag a command passes, against a firm ban of the flag
    if (kind === 'polarity' && c.type === 'action' && c.key.startsWith('act:use:-') && c.polarity === 1 && o.polarity === -1 && o.force === 'strong' && !weakness(od, o) && od.instruction && subset(o.scope, c.scope)) return true;
    const cd = c === ca ? da : db;
    // (a ban for everything, or for a way the command is run as well, "NEVER run `npm` directly" / `npm run dev` in a
    // block, in a file that speaks for the directory of the one that runs the command or one above
    // it: "NEVER run `pnpm install` in the primary checkout" in `apps/desktop/CLAUDE.md` is that directory's rule; or a
    // command shown for that directory: "`npm run lint` - Run frontend linting (from frontend/)")
    // (a language's interpreter running a command, `php artisan …`, is no use of the language a ban of writing it is about)
    return kind === 'polarity' && c.type === 'choice' && c.family !== 'programming-language' && c.polarity === 1 && o.polarity === -1 && o.force === 'strong' && !weakness(od, o) && od.instruction && o.member === c.member && subset(o.scope, c.scope) && (speaksFor(cd).startsWith(speaksFor(od)) || namesDirectory(cd.text, speaksFor(od))) && !GLOBAL_INSTALL.test(cd.text) && namesBare(od, o);
  };
  // ("Never use npm", "NEVER run `npm` directly"; not "Do not run `uv sync`, `uv lock`, or `uv add`", which rules out
  // those commands, not running something else with uv): the ban names the tool itself
  const namesBare = (d: Directive, c: Claim): boolean => {
    const name = (c.memberLabel ?? c.member ?? '').toLowerCase();
    if (!name) return true;
    const prose = d.text.replace(/`([^`]*)`/g, (_m, body: string) => (/\s/.test(body.trim()) ? ' ' : body)).toLowerCase();
    // (not as part of a file's or a variable's name: `uv.lock`, `UV_FROZEN=1`)
    return new RegExp(`(?:^|[^\\w.-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\w.-]|\\.(?=\\s|$))`).test(prose);
  };
  // a weaker side that leaves the clash possible (a note) rather than unlikely (a doubt)
  const onlyNoted = (c: Claim, w: 'example' | 'stated' | 'incidental' | 'inferred'): boolean => {
    const [d, o, od] = c === ca ? [da, cb, db] : [db, ca, da];
    // (not a command an example shows: a line of a template shipped for generated projects, of a list of wrong ways)
    if (w === 'incidental') return usedAgainstBan(c) && !d.example;
    if (w === 'inferred') return kind === 'polarity' && c.key.startsWith('act:') && namedInCode(c);
    // ("- ❌ `bun install` — we standardised on pnpm. ✅ `pnpm install`." against "Use `bun` as the package manager" in
    // another file): what a mark rules out, named plainly, against a plain rule in another file to use it with no case
    // of its own, is the clash a reviewer reads, though a marked list is often of wrong examples
    if (w === 'example') return (kind === 'polarity' || kind === 'exclusive-choice') && da.path !== db.path && d.note === undefined && d.lead !== undefined && WRONG_MARK_ALONE.test(d.lead) && c.polarity === -1 && !c.scope.length && !c.conditional && od.instruction && !od.example && weakness(od, o) === undefined && o.polarity === 1 && !o.scope.length && !o.conditional && (c.member === undefined || o.member === c.member);
    if (w !== 'stated' || da.path === db.path) return false;
    if (stale) return true;
    // (two descriptions of one choice, of a part of the project and of the whole or of each: "Strings use single quotes in
    // all TS/JS" / "Strings use double quotes everywhere")
    // ("We stopped using Poetry" / "Use Poetry for dependencies", "Jest isn't installed" / "Run tests with Jest"): a
    // statement that a tool is not used, in another file, against a rule to use it, is one stale copy
    return kind === 'version' || (kind === 'numeric' && level && subjectMatch(ca, cb)?.level === 'strong') || (kind === 'exclusive-choice' && level && (subset(c.scope, o.scope) || (c.universal === true && o.universal === true && !o.scope.length && !o.conditional))) || (kind === 'polarity' && level && (c.type === 'choice' || c.key.startsWith('act:use:')) && c.polarity === -1 && !c.scope.length && GONE.test(d.text))
      // ("Kotlin style is checked by ktlint" / "Lint with detekt only — don't add or run ktlint"): the tool a file
      // describes as the project's, which a firm rule in another file of its level rules out with no case of its own
      // (and neither line names a place of the project in code: "The iOS app (`apps/ios`) uses CocoaPods", unless the ban
      // names it only beside another member, "written in Cypress under `cypress/e2e/`; don't add Playwright"; the ban says
      // so in words, not as a bare contrast, "vitest, not jest.", whose exceptions may follow in the next sentence)
      // (a part of the project the description names in words is inside what a ban with no case of its own covers: "YAML is
      // formatted with Prettier" / "Never run Prettier on YAML files", "E2E checks of the status page are written in
      // Playwright" / "don't introduce Playwright"; what others do with it is not: "End users install the CLI with pip")
      || (kind === 'polarity' && level && (c.type === 'choice' || c.key.startsWith('act:use:')) && c.polarity === 1 && (!c.scope.length || (!o.scope.length && c.scope.every((q) => /^[a-z][a-z-]*$/.test(q) && !SET_APART.has(q)) && !OTHERS_DO.test(d.text))) && !c.conditional && o.polarity === -1 && (o.force === 'strong' || o.force === 'plain' || CEASE_RULE.test(od.text)) && !o.scope.length && !o.conditional && od.instruction && BAN_WORDS.test(od.text) && ![d, ...(o.member === undefined || od.text.toLowerCase().split(/[;—–]|\s-\s/).some((part) => part.includes(o.member!.toLowerCase()) && /`[^`]*\/[^`]*`/.test(part)) ? [od] : [])].some((x) => [...x.text.matchAll(/`([^`]*)`/g)].some((m) => /^[^\s]*[^\s/]\/[^\s]*$|^\/[^\s]+$/.test(m[1]))));
  };
  const doubt = (d: Directive, c: Claim, w: 'example' | 'stated' | 'incidental' | 'inferred'): void => void (onlyNoted(c, w) ? notes : why).push(say(d, c, w));
  if (wa) doubt(da, ca, wa);
  if (wb) doubt(db, cb, wb);
  if (ca.conditional || cb.conditional) {
    const [cc, dc, oc] = ca.conditional ? [ca, da, cb] : [cb, db, ca];
    // (a ban with no exception against a rule to do the act in a case of its own: a reviewer reads whether the case
    // is the ban's exception; one the user grants, "when asked", "with approval", is)
    // (nor a ban whose object a relative clause restricts, "Never re-read files you just wrote": the detector does not
    // read that restriction, which the other line's case may fall outside of)
    const od = dc === da ? db : da;
    const restricted = /\b(?:you|that|which|who|whose|just|already|recently)\b/i.test(od.text.split(/\s[—–-]\s|[;:]\s/)[0]);
    // (and only a ban stated plainly on a short line of its own, "Never commit — I review everything", against a rule
    // that is not part of a long passage: what a longer line rules out, or an alternative it names, is seldom the same
    // act in every case)
    // ("Keep answers short; no summaries at the end": or a clause of its own after a semicolon)
    const plainBan = oc.basis !== 'inferred' && od.lineWords === undefined && dc.lineWords === undefined && od.text.split(/;\s+/).some((x, k) => PLAIN_BAN.test(k ? x : od.text)) && od.text.split(/\s+/).length <= 14;
    // (the act's own verb is no grant: "When unsure, stop and ask a question")
    const act = cc.key.startsWith('act:') ? cc.key.split(':')[1] : '';
    const granted = REQUESTED.test(act && /^[a-z]+$/.test(act) ? dc.text.replace(new RegExp(`\\b${act}\\b`, 'gi'), '') : dc.text);
    if (!(ca.conditional && cb.conditional) && evenIn(od, cc)) {
      // ("Nobody pushes to `main` directly — not even during an incident" / "During an incident, fixes can be pushed to
      // `main`"): the ban names the case as one it holds in
    } else if (!(ca.conditional && cb.conditional) && ((untilBanned(oc, cc, kind) && !granted && !restricted && plainBan) || askFirst(oc, cc, kind))) notes.push(`${at(dc)} does it in a case of its own, which ${at(dc === da ? db : da)} rules out with no exception`);
    else why.push(`${at(dc)} applies only under a condition`);
  }
  for (const [c, d] of [[ca, da], [cb, db]] as const) if (c.hedge) why.push(`${at(d)} applies only ${c.hedge}`);
  // ("Never ask for permission" / "Ask before deleting files"): a ban of asking that names no act leaves the reader to
  // say whether the other line's act is an exception
  if (ca.key === 'confirm::') notes.push('one line rules out asking first without naming an act, and the other asks before one');
  // ("Don't add comments unless asked" / "Add a doc comment to every function"): a rule in a memory file may be the asking
  for (const [c, d] of [[ca, da], [cb, db]] as const) if (c.unlessAsked) notes.push(`${at(d)} rules it out unless asked, and a standing rule in a memory file may be that asking`);
  // ("only when the user asks" against an act with no such condition)
  for (const [c, d] of [[ca, da], [cb, db]] as const) if (c.onlyWhen) why.push(`${at(d)} allows it only when ${c.onlyWhen.filter((w) => w !== '@cond').join(' ') || 'a condition holds'}, which the other line may meet`);
  // (a narrower permission under a ban without exceptions)
  const [perm, dp] = ca.force === 'permissive' ? [ca, da] : [cb, db];
  if (kind === 'polarity' && perm.force === 'permissive' && (perm === ca ? cb : ca).force !== 'permissive' && !(subset(ca.scope, cb.scope) && subset(cb.scope, ca.scope))) {
    // (under a ban that names no place, case or exception of its own, "Never force-push.", a permission for a case of
    // the act is what the ban rules out: a reviewer reads whether it was meant as its exception)
    const ban = perm === ca ? cb : ca;
    // (one that says it is an exception, "… is fine -- the ban is on my direct invocations", is one, and so is one for a
    // place of its own, "`sudo apt-get install` in the devcontainer")
    // (and so is a permission to leave out what a firm rule requires, "Sign every commit" / "Commit signing isn't
    // required here", when it names no case but the project)
    const bare = (ban.polarity === -1 ? ban.force === 'strong' : ban.force === 'strong' && perm.polarity === -1 && perm.scope.every((q) => q.startsWith('@ref:here:'))) && !ban.scope.length && !ban.conditional && !ban.onlyWhen && !ban.hedge && !perm.conditional && !/\b(?:ban|banned|rule|exception|except|excepted|override|overrides)\b/i.test(dp.text) && !/\b(?:in|inside|within)\s+(?:the|a|an|this|our|your)\s+(?!hurry\b|pinch\b|rush\b)[\w`-]+/i.test(dp.text);
    if (!evenIn(perm === ca ? db : da, perm)) (bare ? notes : why).push(`${at(dp)} permits it for a narrower case, which may be meant as an exception to the ban`);
  }
  // scopes that differ have already been judged (compareClaims): what reaches here is either the same scope or
  // a narrower act under a firm rule for all of it ("never push to main" / "push small fixes to main")
  // ("… isn't required here": the place the file speaks for, not one named elsewhere)
  const elsewhere = (q: string): boolean => q.startsWith('@ref:') && !q.startsWith('@ref:here:');
  if (ca.scope.some(elsewhere) || cb.scope.some(elsewhere)) why.push('one side refers to something named elsewhere');
  // ("## codex-runner" / "- **File count**: 29" against "## bin" / "- **File count**: 1"): the same field of two records
  if (da.record && db.record && da.record.field === db.record.field) {
    const [ra, rb] = [da.record, db.record];
    if (ra.name !== rb.name) why.push(`${at(da)} and ${at(db)} give "${ra.field}" of two things (${ra.name} / ${rb.name}), each under a heading of its own`);
    // ("## src" in the root's module map and "## src" in `host-runner/`'s own): a folder a directory's own file names is
    // that directory's
    else if (ra.folder && rb.folder) for (const [x, y] of [[da, db], [db, da]] as const) if (narrower(x, y)) why.push(`${at(x)} gives "${ra.field}" of the folder ${ra.name} of ${speaksFor(x) || 'its directory'}, and ${at(y)} of the one above it`);
  }
  if (kind === 'numeric') {
    // ("Wrap at 72 characters" under "#### Body" against "Each line must be at most 88 characters")
    for (const [c, d, o] of [[ca, da, db], [cb, db, da]] as const) if (c.implied && d.under && !d.under.some((w) => o.words.includes(w))) why.push(`${at(d)} names nothing it measures and is under a heading about ${d.under.join(', ')}, which ${at(o)} does not mention`);
    const m0 = subjectMatch(ca, cb);
    // (a line with one value against a line with one value, in two files of one level: "Uploads are capped at 10 MB" /
    // "Allow file uploads up to 50 MB" say more or less about one quantity; a line of several values sets them side
    // by side, a directory's own file sets its own: "- Chaque fichier < 150 lignes" under "Fichiers < 200 lignes", and a
    // long line's other sentences may say what its number is of)
    const single = (d: Directive): boolean => d.claims.filter((c) => c.type === 'number').length === 1;
    // ("Closed trades: 69, win rate 23.19%, profit factor 0.22, expectancy -$58.78"): a line of three values or more,
    // none of them a bound, is a summary or a record of measurements more often than a rule ("API Routes >= 90%,
    // Utilities >= 95%, Overall >= 80%" sets bounds)
    const record = (d: Directive): number => {
      const ns = d.claims.filter((c) => c.type === 'number');
      return ns.length >= 3 && ns.every((c) => (c.cmp ?? 'eq') === 'eq') ? ns.length : 0;
    };
    for (const d of [da, db]) {
      const n = record(d);
      if (n) notes.push(`${at(d)} gives ${n} values side by side, a summary or a record more often than a rule`);
    }
    // ("Sidekiq runs with `concurrency: 5`" / "Set Sidekiq concurrency to 20"): the words one subject adds are no other
    // thing when the other line, of one value, names them too
    const m = m0?.extra && single(da) && single(db) && da.lineWords === undefined && db.lineWords === undefined && m0.extra.words.every((w) => (m0.extra!.by === 'x' ? db : da).words.includes(w)) ? { level: 'strong' as const } : m0;
    if (m?.level === 'weak') (level && single(da) && single(db) && da.lineWords === undefined && db.lineWords === undefined && !ca.scope.length && !cb.scope.length ? notes : why).push(m.reason ?? 'the subjects match only in part');
    else {
      const apart = unshared(da, ca, db, cb);
      if (apart) (apart.soft ? notes : why).push(apart.text);
    }
  }
  if (kind === 'numeric' || kind === 'version') {
    // "The Bash tool's default timeout is 2 minutes" / "Use a 10-minute Bash tool timeout": a default holds until it is set
    const dflt = (d: Directive): boolean => /\bdefaults?\b/i.test(d.text);
    if (dflt(da) !== dflt(db)) why.push(`${at(dflt(da) ? da : db)} states the default, which the other line may set`);
    // "2025/2026 Tax: $11,783.54/year" / "2024/2025 Tax: $11,156.36/year": values under two labels are of two things
    // ("**Python:** 3.12" / "**Python version:** 3.10": a label that only adds that its value is a version is the same label)
    // ("**OS:** Ubuntu 24.04" / "**Ubuntu:** 22.04": a label that names only the kind of the tool its value names is the
    // tool's)
    const tool = ca.subject.replace(/\s+version$/, '').toLowerCase();
    // ("Max line length: 100" / "**Line length:** 79": a bound's word before a label names the same setting)
    const [la, lb] = [valueLabel(da), valueLabel(db)].map((l) => (kind === 'version' && l !== undefined ? l.replace(/\s+versions?$/, '') : kind === 'numeric' && l !== undefined ? l.replace(/^(?:max|maximum|min|minimum)\s+/, '') : l)).map((l) => (kind === 'version' && l !== undefined && /^(os|distro|distribution|runtime|language|platform|toolchain|compiler|interpreter|jdk|sdk)$/.test(l) ? tool : l));
    // (unless a label names the directory of the other line's own file: "Academy" at the root for `apps/web-academy/`)
    if (la !== undefined && lb !== undefined && la !== lb && !(below(db, da) && placeWords(db, da).has(la)) && !(below(da, db) && placeWords(da, db).has(lb))) why.push(`${at(da)} and ${at(db)} give values under two labels ("${la}" / "${lb}")`);
  }
  for (const d of [da, db]) if (d.procedure) why.push(`${at(d)} is a step of "${d.procedure}", which holds while that task is done`);
  // ("**Environnement DEV** :" / "**Environnement PRODUCTION** :" above two lists of one section)
  if (da.path === db.path && da.labelCase !== undefined && db.labelCase !== undefined && da.labelCase !== db.labelCase && da.labelCase.split(':')[0] === db.labelCase.split(':')[0]) why.push(`${at(da)} is under "${da.labelCase.replace(/^\d+:/, '')}" and ${at(db)} under "${db.labelCase.replace(/^\d+:/, '')}", two cases of one section`);
  for (const d of [da, db]) if (notEnglish(d.text)) why.push(`${at(d)} is not in English, which the detector reads only in part`);
  // ("pnpm only. Never npm or yarn." against "npm run dev" in a shell block): a block shows how something is run,
  // often copied from elsewhere, and says less than a rule; a reviewer settles it at a glance
  for (const d of [da, db]) if (d.fenced && !d.listed) notes.push(`${at(d)} is a command in a code block, shown as the way to run something`);
  // ("- Format: `pnpm format` (`biome check --write`)" under "## Commands"): an item that only names the command for a
  // purpose lists how something is run, as a block does
  for (const d of [da, db]) if (d.caution) notes.push(`${at(d)} is a bare item under "${d.caution}", which may change what it says`);
  for (const d of [da, db]) if (d.listed) notes.push(`${at(d)} lists the command for "${purposeOf(d.text)}", shown as the way to run it`);
  // ("Do not run `pnpm dev` for the dashboard yourself" in packages/dashboard/ against `pnpm dev` in the root's block):
  // a directory's own ban holds there; the block above shows how it is run from the root
  // (unless the command is shown for that very directory: "- `npm run lint` - Run frontend linting (from frontend/)")
  for (const [d, o] of [[da, db], [db, da]] as const) if (d.fenced && narrower(o, d) && !namesDirectory(d.text, speaksFor(o))) why.push(`${at(o)} rules it out in its own directory, and ${at(d)} shows how it is run from above`);
  // ("NEVER run `bun run build` from Claude" against "- **Web SSR**: `cd web && bun run build`"): a ban on the agent's
  // running a command leaves the command a block or a list shows for whoever does run it
  // (not a ban of the tool, "Always use `bun` instead of `npm`", which the command shown goes against)
  for (const [d, o, co] of [[da, db, cb], [db, da, ca]] as const) if ((d.fenced || d.listed) && co.polarity === -1 && co.type !== 'choice' && AGENT_ONLY.test(o.text)) why.push(`${at(o)} rules out the agent's running it, which leaves the command ${at(d)} shows for whoever runs it`);
  for (const d of [da, db]) if (d.task) why.push(`${at(d)} is a checklist item, work to do or done rather than a standing rule`);
  // "`#available(iOS 26.0, *)`", "`if sys.version_info >= (3, 12)`": a version the code checks for while it runs
  if (kind === 'version') for (const [c, d] of [[ca, da], [cb, db]] as const) if (c.version && checkedInCode(d.text, c.version)) why.push(`${at(d)} names ${c.version} in code that checks for it, not as the version the project is on`);
  // a directory's own file is scoped to that directory, as "in services/billing" would be
  // (and a rule with `paths:` to the files its globs match)
  for (const [x, y] of [[da, db], [db, da]] as const) {
    const n = narrower(x, y);
    // ("- **Max Agents**: 15" at the root / "- **Max Agents**: 8" in `examples/x/CLAUDE.md`): a limit given under
    // the same label in a directory's own file is that directory's limit (a count stated there, "**Total Tools**: 25
    // tools", is still a count of the same thing)
    if (n && kind === 'numeric' && (ca.cmp ?? 'eq') !== 'eq' && (cb.cmp ?? 'eq') !== 'eq' && valueLabel(x) !== undefined && valueLabel(x) === valueLabel(y)) why.push(`${at(x)} ${n}, which sets its own limit for "${valueLabel(x)}"`);
    else if (n) notes.push(`${at(x)} ${n}, a narrower rule that may be meant to override ${at(y)} there`);
  }
  // a long item or a wrapped paragraph says more than the clause read from it (a reason, a condition, a fix in
  // another sentence): a reviewer reads it before a check fails on it
  for (const d of [da, db]) if (d.lineWords !== undefined) notes.push(`${at(d)} is a long line (${d.lineWords} words), whose other sentences may qualify what it says`);
  // two rules with different `paths:` each hold for their own files
  if (da.appliesTo && db.appliesTo && da.appliesTo.join('\0') !== db.appliesTo.join('\0')) {
    // ("`**/app/**`" / "`**/*.tsx`": both rules load for `app/a/a.tsx`)
    const both = sharedPath(da.appliesTo, db.appliesTo);
    notes.push(both === undefined ? `${at(da)} and ${at(db)} are in rules for different paths (${globList(da.appliesTo)} / ${globList(db.appliesTo)}), each for its own files` : `${at(da)} and ${at(db)} are in rules for different paths (${globList(da.appliesTo)} / ${globList(db.appliesTo)}), which both hold for some files (\`${both}\`)`);
  }
  if (kind === 'polarity' || kind === 'exclusive-choice') {
    for (const [c, d] of [[ca, da], [cb, db]] as const) {
      if (c.type !== 'choice' || !c.qualifies) continue;
      // ("global state lives in Zustand stores", "Tests are written as pytest functions"): a thing of a member's that a
      // line says the project has is the member in use; a ban of the thing ("Don't use Redux stores for form
      // state") leaves the member alone, and a part of the tool's own (its config, its lockfile) may outlive its use
      // (and against a line that says the member is gone: "The backend is a Django monolith" / "the Django app was retired")
      const inUse = (kind === 'exclusive-choice' || stale) && c.polarity === 1 && !TOOL_PARTS.has(c.qualifies) && !TOOL_PARTS.has(stem(c.qualifies));
      (inUse ? notes : why).push(`${at(d)} is about ${c.memberLabel ?? c.member} ${c.qualifies}, ${inUse ? 'which it says the project has' : `not about using ${c.memberLabel ?? c.member}`}`);
    }
  }
  if (kind === 'polarity' && (ca.type === 'choice' || ca.key.startsWith('cmd:'))) {
    const [neg, dn, pos] = ca.polarity === -1 ? [ca, da, cb] : [cb, db, ca];
    // (a tool the project took out is not in use: "We dropped Heroku last year")
    if (neg.verb && !USE_VERBS.has(neg.verb) && neg.verb !== pos.verb && !(ca.key.startsWith('cmd:') && RUN_VERBS.has(neg.verb)) && !stale && !(neg.type === 'choice' && GONE.test(dn.text))) why.push(`${at(dn)} rules out ${neg.verb === 'be' ? 'a state of' : `the act "${neg.verb}" on`} ${neg.memberLabel ?? neg.member}, not its use`);
  }
  // "no `require`, no `fs`, no `path`" / "The headless `child_process` path is always used": a name in code on
  // one line and the same word in prose on the other may be two senses of it (a module and a code path)
  if (kind === 'polarity' && ca.key.startsWith('act:')) {
    const object = ca.key.split(':').slice(2).join(':').toLowerCase();
    const inCode = (d: Directive): boolean => [...d.text.matchAll(/`([^`]+)`/g)].some((m) => m[1].trim().toLowerCase().split(/[\s(]/)[0] === object);
    // (in prose as a common noun: after a determiner or another name, "the command", "the headless `x` path";
    // a tool named bare, "Run pylint", is the tool)
    const asNoun = (d: Directive): boolean => new RegExp(`(?:\\b(?:the|a|an|this|that|these|those|each|every|any|its|your|our|their)\\s+(?:[\\w\`.-]+\\s+){0,3}|\`[^\`]+\`\\s+)${object.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(d.text);
    if (/^[a-z][a-z-]*$/.test(object) && inCode(da) !== inCode(db) && asNoun(inCode(da) ? db : da)) {
      const [code, prose] = inCode(da) ? [da, db] : [db, da];
      why.push(`${at(code)} names \`${object}\` in code and ${at(prose)} says "${object}" in prose, which may be two senses of it`);
    }
  }
  // "Do NOT run type-check, lint, prettier, and test separately — use `verify`": a ban of one way of doing the
  // act, which doing it another way meets
  if (kind === 'polarity') {
    const [dn, dp] = ca.polarity === -1 ? [da, db] : [db, da];
    const way = WAYS.exec(dn.text)?.[0].toLowerCase();
    // ("Do not run the command and then review it": an order, which doing the act alone does not follow)
    if (way && !new RegExp(`\\b${way}\\b`, 'i').test(dp.text)) why.push(way === 'and then' ? `${at(dn)} rules out doing it and then something else, an order, not the act alone` : `${at(dn)} rules out doing it ${way}, which doing it another way does not`);
    // ("Do NOT run graphify by hand at all — drive it through a `kb-*` mise task" against "Install only with
    // `graphify install --project`"): a ban of doing it by hand leaves doing it through a task or a tool
    const [neg, pos] = ca.polarity === -1 ? [ca, cb] : [cb, ca];
    // (when it names that other way: "through", "via", "instead", "using"; "Never edit CHANGELOG.md by hand" against "Add a
    // changelog entry for every change" leaves none)
    if (neg.scope.includes('m:manually') && !pos.scope.includes('m:manually') && /\b(?:through|via|instead|using)\b/i.test(dn.text)) notes.push(`${at(dn)} rules out doing it by hand, which doing it through a task or a tool does not`);
  }
  // two lines of one file: its author wrote both, and what keeps them apart (the sections, lists and cases of one
  // text: "### Backend" / "### Portal", "Minimum:" / "Recommended:", a list of what not to do) is what the detector
  // reads least well; a clash between two layers is what a reviewer cannot see in a diff
  if (da.path === db.path) why.push(`${at(da)} and ${at(db)} are two lines of one file, whose author may mean two cases`);
  // ("New work branches follow `claude/<task>`" against "… follow `codex/<task>`" in the AGENTS.md it imports): two values
  // that differ only in the coding agent they name give each agent its own
  if (kind === 'exclusive-choice' && ca.member && cb.member && ownAgents(ca.member, cb.member)) why.push(`${ca.memberLabel ?? ca.member} and ${cb.memberLabel ?? cb.member} differ only in the agent they name, each agent's own`);
  // ("NEVER run Ansible playbooks in the container" against "ALL system changes MUST go through Ansible playbooks")
  const placed = new Set<Directive>();
  if (kind === 'polarity' || kind === 'exclusive-choice') {
    for (const [c, d, o, od] of [[ca, da, cb, db], [cb, db, ca, da]] as const) {
      const place = c.local ? c.scope.filter((q) => !o.scope.includes(q)) : c.scope.filter((q) => /^(in|env):/.test(q) && !o.scope.includes(q));
      if (!place.length) continue;
      placed.add(d);
      notes.push(`${at(d)} names a place (${place.map((q) => q.replace(/^in:/, '').replace(/^env:/, '')).join(', ')}), where it may be meant as an exception to ${at(od)}`);
    }
  }
  // ("Review bots MUST NOT call `gh issue create` during review" against "All work requires a GitHub Issue first"): a ban
  // of a tool narrowed to a case of its own, under a firm rule to use that tool, is most often a carve-out from it
  if (kind === 'polarity' && ca.type === 'choice') {
    const [neg, dn, pos] = ca.polarity === -1 ? [ca, da, cb] : [cb, db, ca];
    const own = neg.scope.filter((q) => !pos.scope.includes(q) && !/^(in|env|@ref|m):/.test(q));
    const shownWords = own.filter((q) => !q.includes(':'));
    if (pos.polarity === 1 && own.length && !placed.has(dn)) notes.push(`${at(dn)} rules it out only ${shownWords.length ? `for ${shownWords.join(', ')}` : 'in a case of its own'}, which may be meant as an exception to ${at(dn === da ? db : da)}`);
  }
  // "Merging — always ask the user" / "This is an \"Always do\" action — do not ask the user": asking the user names
  // no act to ask about, which each line's context gives (a topic before a dash, what "this" stands for)
  if (kind === 'polarity' && /^act:ask:(?:user|human|me|them)$/.test(ca.key) && !ca.scope.length && !cb.scope.length) {
    const context = [da, db].filter((d) => ASKED_ABOUT.test(d.read ?? d.text));
    if (context.length) why.push(`${context.map(at).join(' and ')} ${context.length > 1 ? 'ask about what their context names' : 'asks about what its context names'}, not about every act`);
    else notes.push('asking the user names no act to ask about, which each line\'s context may give');
  }
  // ("| `env()`, `config()` (Laravel helpers) | Use Waaseyaa config system |" against "Use `getenv()` or the `env()`
  // helper"): names followed by an aside that says whose they are may be another product's names of the same spelling
  if (kind === 'polarity' && ca.key.startsWith('act:use:')) {
    const name = ca.key.slice('act:use:'.length);
    for (const [d, od] of [[da, db], [db, da]] as const) {
      const m = OWNED_NAMES.exec(d.text);
      if (!m || !m[1].toLowerCase().includes(name)) continue;
      const owners = (m[2].match(/\b[A-Z][a-z][A-Za-z]+\b/g) ?? []).filter((w) => !new RegExp(`\\b${w}\\b`, 'i').test(od.text));
      if (owners.length) notes.push(`${at(d)} says whose names they are (${m[2].trim()}), which ${at(od)} does not`);
    }
  }
  // "STRICT ORDER - Never run agents in parallel:": a rule that introduces a list holds for what its items name
  // ("**NO BACKTICKS ANYWHERE**:" above "- Never wrap file names, paths, or links in backticks"): a line that is nothing but
  // a bold label is the list's heading, and its items say what it holds for
  for (const d of [da, db]) if (d.opensList) (d.listHeading ? why : notes).push(`${at(d)} introduces a list, whose items ${d.listHeading ? 'are' : 'may say'} what it holds for`);
  if (!why.length) {
    const u = unanchored(da, ca, db, cb, kind);
    if (u) why.push(u);
  }
  if (why.length) return { confidence: 'unlikely', reason: [...why, ...notes].join('; ') };
  if (notes.length) return { confidence: 'possible', reason: notes.join('; ') };
  return { confidence: 'certain', reason: `both are instructions about ${ca.subject}, with no condition or scope that separates them` };
}

// A path a glob matches, with each wildcard filled in ("`**/app/**`" → `app/a`, "`src/{a,b}/*.ts`" → `src/a/a.ts`).
function sampleOf(glob: string): string {
  return glob
    .replace(/^\.?\//, '')
    .replace(/\{([^,}]*)[^}]*\}/g, '$1')
    .replace(/\[[^\]]*\]/g, 'a')
    .replace(/(^|\/)\*\*\//g, '$1')
    .replace(/\/\*\*$/, '/a')
    .replace(/\*\*/g, 'a')
    .replace(/[*?]/g, 'a');
}

/** A file both sets of rule globs match, if one is found among paths built from their samples (a heuristic). */
function sharedPath(a: string[], b: string[]): string | undefined {
  const base = (p: string): string => p.slice(p.lastIndexOf('/') + 1);
  const join = (d: string, f: string): string => (d ? `${d}/${f}` : f);
  for (const ga of a.filter((g) => !g.startsWith('!'))) {
    for (const gb of b.filter((g) => !g.startsWith('!'))) {
      const [sa, sb] = [sampleOf(ga), sampleOf(gb)];
      // (a path one glob names, or a file one names in a folder the other names: `app/a.tsx` for `**/app/**` and `**/*.tsx`)
      const files = [...(base(sb).includes('.') ? [join(sa, base(sb))] : []), ...(base(sa).includes('.') ? [join(sb, base(sa))] : [])];
      for (const p of [sa, sb, ...files]) {
        if (p && matchGlobs(a, p).matched && matchGlobs(b, p).matched) return p;
      }
    }
  }
  return undefined;
}

/** A global install ("`npm install -g sonar-scanner`"): the package manager only installs a tool for the machine. */
const GLOBAL_INSTALL = /(?:^|[\s`])(?:-g|--global)\b|\bglobal(?:ly)?\b/i;

/** Labels that name one of several levels or modes of a setting ("**High**", "Strict mode", "Low sensitivity"). */
const LEVEL_LABEL = /^(?:(?:very |extra )?(?:high|low|medium|mid|default|strict|relaxed|lenient|normal|aggressive|conservative|fast|slow|quick|full|light|minimal|maximum|minimum)(?: (?:mode|level|sensitivity|profile|preset|tier|setting))?)$/;

/** The label a line's value is given under (see valueLabelOf). */
const valueLabel = (d: Directive): string | undefined => valueLabelOf(d.text);

/** Whether every mention of a version in a line is inside a code span that calls or compares (`f(…)`, `>=`). */
function checkedInCode(text: string, version: string): boolean {
  const spans = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  const inProse = text.replace(/`[^`]+`/g, ' ').includes(version);
  // (not a requirement, `torch==2.1.2`: that pins it)
  return !inProse && spans.some((x) => x.includes(version) && /\w\s*\(|[<>]=|==|\s[<>]\s/.test(x) && requirementOf(x) === undefined);
}

/** Whether a value opens its sentence as (part of) the subject: only determiners come before it ("A `:ui` change …"). */
function inSubject(text: string, value: string): boolean {
  const at = text.indexOf(value);
  if (at < 0) return false;
  return text.slice(0, at).trim().split(/\s+/).filter(Boolean).every((w) => /^(a|an|the|each|every|any|this|that|these|those|our|its|their|all)$/i.test(w.replace(/[*_]/g, '')));
}

/** Function words of other languages written in Latin letters (Portuguese, Spanish, French, German, Italian, Dutch). */
const FOREIGN_WORDS = new Set('não nao pode ser com para uma são está também quando sempre nunca deve usar pelo pela dos das nas el los las una con por del debe también cuando son le les des du une et pour avec sur sont pas ne jamais toujours doit utiliser dans aux der das und nicht mit von ist sind immer nie niemals muss verwenden für auf eine dem il gli della sono mai usare het een niet voor altijd nooit moet'.split(' '));

/**
 * A line mostly in another language: more words in other scripts than in Latin letters, or at least two function
 * words of another language or words with accents, more than its English function words.
 */
function notEnglish(text: string): boolean {
  const words = text.replace(/`[^`]*`/g, ' ').toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const latin = words.filter((w) => /^[a-z\u00c0-\u024f]+$/.test(w));
  if (words.length - latin.length > latin.length) return true;
  const foreign = latin.filter((w) => FOREIGN_WORDS.has(w) || /[\u00c0-\u024f]/.test(w)).length;
  const english = latin.filter((w) => STOP.has(w)).length;
  return foreign >= 2 && foreign > english;
}

/** Verbs that run a command line besides the use verbs ("never start `yarn dev`", "do not type `rm -rf`"). */
const RUN_VERBS = new Set('start type execute exec launch invoke trigger'.split(' '));
/** Names in code followed by an aside ("`env()`, `config()` (Laravel helpers)"): the names, and the aside. */
const OWNED_NAMES = /((?:`[^`]+`\s*,\s*)*`[^`]+`)\s*\(([^)]+)\)/;
/** Manners that narrow an act to one way of doing it. */
const WAYS = /\b(separately|individually|one by one|standalone|and then)\b/i;

/** Sizes that name a kind of thing in a label ("Large text", "Small screens"), though they bind numbers elsewhere. */
const KIND_SIZES = new Set(['large', 'small', 'big', 'short', 'long'].map((w) => stem(w)));

/** Verbs whose ban rules out a tool itself ("never use npm", "don't run Prettier", "do not add Lodash"). */
// (and the verbs of letting it be used: "Ruff is not approved for this repo", "nextest isn't wanted")
const USE_VERBS = new Set('use run call invoke install add import adopt choose pick introduce depend rely employ utilize utilise prefer select require need switch migrate move execute launch try enable include apply go stick bring pull approve allow permit sanction want welcome'.split(' '));
/** Words of a numeric line that say how the number binds, not what it measures. */
const NUMERIC_FREE = new Set('keep limit set use make ensure stay remain wrap cap max maximum min minimum exceed under over above below least most long longer short shorter large larger small smaller big length size total each per must should never always more less than up within default value require need target aim allow configure no not be do have get go hard soft rule strict strictly only every all any can may acceptable fine ok okay threshold budget goal ceiling floor bound count number amount level second seconds sec secs s ms millisecond milliseconds minute minutes mins hour hours hr hrs day days week weeks month months year years byte bytes kb mb gb tb kib mib gib char chars character characters line lines col cols column columns row rows percent pct px em rem fps rps rpm request requests item items entry entries time times'.split(' ').flatMap((w) => [w, stem(w)]));

/**
 * Two numbers are certain to clash only when their lines are parallel: neither names something the other does
 * not ("Voltage ratings (min 10% margin)" / "Current ratings (min 20% margin)" set margins of two things).
 */
function unshared(da: Directive, ca: Claim, db: Directive, cb: Claim): { text: string; soft: boolean } | undefined {
  // (the words of one outbound HTTP request timeout, "HTTP client" / "outbound calls", name no other thing)
  const outbound = ca.kinds?.includes('timeout') && cb.kinds?.includes('timeout') && [...(ca.about ?? []), ...(cb.about ?? [])].every((w) => OUTBOUND_REQUEST.has(w));
  const free = new Set([...NUMERIC_FREE, ...(ca.kinds ?? []), ...(cb.kinds ?? []), ca.unit ?? '', cb.unit ?? '', ...(outbound ? [...OUTBOUND_REQUEST, 'call', 'outgo'] : [])]);
  // (a size in the label of a "Label: value" line names a kind of the thing: "Large text: Minimum 3:1")
  const labelled = (x: Directive): Set<string> => new Set((/^\s*([^:]{1,40}):/.exec(x.text)?.[1].toLowerCase().match(/[a-z]+/g) ?? []).map(stem));
  // (a word of the measured kind, "lifetime" for a TTL, names no other thing; nor does a part of a hyphened word the
  // other line writes apart, "access-token" / "access tokens")
  const parts = (ws: readonly string[]): string[] => ws.flatMap((w) => (/^[a-z]+(?:-[a-z]+)+$/.test(w) ? [w, ...w.split('-').map(stem)] : [w]));
  // (nor do the words of an aside that cites a source, "(PCI DSS 8.2.8)", or of where a value holds everywhere, "for all
  // user-facing apps")
  const aside = (x: Directive): Set<string> => new Set([...x.text.matchAll(/\(([^()]*\d[^()]*)\)|\bfor (?:all|every|any|each) ([^.;,()]*)/gi)].flatMap((m) => ((m[1] ?? m[2]).toLowerCase().match(/[a-z]+/g) ?? []).flatMap((w) => [w, stem(w)])));
  const own = (x: Directive, y: Directive): string[] => {
    const other = new Set(parts(y.words));
    const label = labelled(x);
    const asides = aside(x);
    return x.words.filter((w) => /^[a-z]{3,}$/.test(w) && (!free.has(w) || (label.has(w) && KIND_SIZES.has(w))) && QUANTITY_HEADS[w] === undefined && !other.has(w) && !STOP.has(w) && verbBase(w) === undefined && !asides.has(w));
  };
  // (one side naming more, "Coverage threshold: 80%" against "Minimum test coverage is 90%", or a line of several
  // values, "Coverage: API Routes >= 90%, Utilities >= 95%" against "API Routes >= 80%", still sets the same number;
  // each side naming its own thing, "voltage" and "current", sets two)
  // ("Timeout: 300s" / "wrap `Firebase.initializeApp()` with a timeout (10s max)": the number of one call)
  const calls = (d: Directive): string[] => [...d.text.matchAll(/`([\w.$:]+\([^`]*\))`/g)].map((m) => m[1]);
  const [ka, kb] = [calls(da), calls(db)];
  const onlyA = ka.find((c) => !kb.includes(c));
  const onlyB = kb.find((c) => !ka.includes(c));
  if (onlyA !== undefined) return { text: `${at(da)} sets it for \`${onlyA}\` only, so the numbers may be about different things`, soft: false };
  if (onlyB !== undefined) return { text: `${at(db)} sets it for \`${onlyB}\` only, so the numbers may be about different things`, soft: false };
  const [a, b] = [own(da, db), own(db, da)];
  if (!a.length || !b.length) return undefined;
  const say = (d: Directive, w: string[]): string => `${at(d)} also names ${w.slice(0, 3).join(', ')}`;
  // ("Fortran lines must not exceed 80 columns; the old compilers on the cluster choke on longer ones"): words only in a
  // clause of the line without a number say why or what else, not what is measured; they leave the clash possible
  const numbered = (d: Directive): Set<string> => {
    const parts = d.text.split(/;\s+|\s[—–]\s/);
    if (parts.length < 2) return new Set(d.words);
    return new Set(parts.filter((x) => /\d/.test(x)).flatMap((x) => (x.toLowerCase().match(/[a-z]+/g) ?? []).flatMap((w) => [w, stem(w)])));
  };
  const [na, nb] = [numbered(da), numbered(db)];
  const soft = !a.some((w) => na.has(w)) || !b.some((w) => nb.has(w));
  return { text: `${say(da, a)} and ${say(db, b)}, so the numbers may be about different things`, soft };
}

/**
 * Two claims that leave the act open: two permissions, or a permission against a weak rule the other way
 * ("CPU limits are optional" / "Do not add CPU limits by default", "You may use `any`" / "Avoid `any`"): a
 * default or a preference allows the case a permission names.
 */
const bothPermissive = (x: Claim, y: Claim): boolean =>
  (x.force === 'permissive' && (y.force === 'permissive' || y.force === 'weak')) || (y.force === 'permissive' && x.force === 'weak');

/**
 * Sentence case writes every word in lower case but the first and proper nouns: lower case for some kind of words
 * ("use lowercase for generic technical terms", "… for platform features") and capitals for names ("Title Case for
 * proper nouns") are part of it, not another choice; lower case for a kind of text (headings, titles, messages) is.
 */
function partOfSentenceCase(x: Claim, y: Claim): boolean {
  if (x.family !== 'letter-case') return false;
  const o = x.member === 'sentence case' ? y : y.member === 'sentence case' ? x : undefined;
  if (o === undefined) return false;
  const what = [...o.scope, ...(o.targets ?? [])].filter((w) => w !== '*');
  if (o.member === 'lowercase') return what.length > 0 && !what.some((w) => TEXT_UNITS.test(w));
  return what.some((w) => /^(noun|name|acronym|abbreviation|brand|product|proper)s?$/.test(w));
}
/** Kinds of text a case is chosen for as a whole (not kinds of words within it). */
const TEXT_UNITS = /^(heading|headline|title|subtitle|sentence|text|message|commit|label|button|caption|paragraph|section|page|menu|tab|copy|string|ui|alert|error|notification|toast|tooltip|link|nav|navigation|header|footer|column|table)s?$/;

/** The kind of contradiction between two claims with the same key, if any. */
export function compareClaims(x: Claim, y: Claim): Exclude<ConflictKind, 'duplicate'> | undefined {
  if (x.key !== y.key) return undefined;
  let kind: Exclude<ConflictKind, 'duplicate'> | undefined;
  switch (x.type) {
    case 'choice':
      // (two places of which one is inside the other, `src/migrations` / `src/migrations/versions`, or one named from a
      // package's root and the other from the repository's, `src/tests` / `packages/zero/src/tests`; not a single
      // name, `migrations/` at the root against `db/migrations/`)
      if (x.family === 'location' && x.member !== undefined && y.member !== undefined && (onePlace(x.member, y.member) || onePlace(y.member, x.member))) return undefined;
      if (!sameMember(x.member, y.member)) {
        if (x.polarity === 1 && y.polarity === 1 && x.force !== 'permissive' && y.force !== 'permissive' && !partOfSentenceCase(x, y)) kind = 'exclusive-choice';
      } else if (x.polarity !== y.polarity && !bothPermissive(x, y)) kind = 'polarity';
      break;
    case 'number':
      if (x.polarity === 1 && y.polarity === 1 && subjectMatch(x, y) && quantitiesClash(x, y)) kind = 'numeric';
      break;
    case 'version':
      if (versionsClash(x, y)) kind = 'version';
      break;
    case 'action':
      if (x.polarity !== y.polarity && !bothPermissive(x, y)) kind = 'polarity';
      break;
  }
  if (!kind) return undefined;
  return scopesClash(x, y, kind) ? kind : undefined;
}

/** Whether place `a` is inside place `b`, or is `b` named from a folder above it (`packages/zero/src/tests` / `src/tests`). */
function onePlace(a: string, b: string): boolean {
  // (a single name under a folder that only holds the project, `project/src` / `src`, is named from inside it)
  return a !== b && (a.startsWith(b + '/') || (b.includes('/') && a.endsWith('/' + b)) || (/^(?:project|app|repo|root|workspace)\//.test(a) && a.slice(a.indexOf('/') + 1) === b));
}

/** Same statement: same key, member, polarity and value, and one scope containing the other. */
function sameClaim(x: Claim, y: Claim): boolean {
  if (x.key !== y.key || x.polarity !== y.polarity || x.onlyWhen || y.onlyWhen) return false;
  if (x.type === 'choice' && x.member !== y.member) return false;
  if (x.type === 'number' && (x.value !== y.value || x.cmp !== y.cmp || subjectMatch(x, y)?.level !== 'strong')) return false;
  if (x.type === 'version' && x.version !== y.version) return false;
  if (x.targets && y.targets && x.targets.join() !== y.targets.join()) return false;
  return subset(x.scope, y.scope) || subset(y.scope, x.scope);
}

function sameWords(A: Set<string>, B: Set<string>): boolean {
  if (!A.size || !B.size) return false;
  let inter = 0;
  for (const w of A) if (B.has(w)) inter++;
  const small = Math.min(A.size, B.size);
  const big = Math.max(A.size, B.size);
  if (inter === small && big - small <= 2) return true;
  return inter / (A.size + B.size - inter) >= 0.75;
}

/**
 * A sentence with its values taken out: code spans and numbers (with their unit) become slots. Undefined for a
 * sentence too short to be a statement of its own (five words besides the values) or with no value.
 */
function skeletonOf(text: string): Skeleton | undefined {
  // (a sentence repeated across files, and both sides of a review, is taken apart once)
  let s = skeletonMemo.get(text);
  if (s === undefined) {
    if (skeletonMemo.size > 50_000) skeletonMemo.clear();
    skeletonMemo.set(text, (s = skeletonOfText(text) ?? null));
  }
  return s ?? undefined;
}

const skeletonMemo = new Map<string, Skeleton | null>();

/** A sentence's skeleton: its text with slots for its values, the values, and the values as one key. */
interface Skeleton {
  key: string;
  values: string[];
  valuesKey: string;
}

function skeletonOfText(text: string): Skeleton | undefined {
  const values: string[] = [];
  const key = text
    // an example ("(e.g., `feat: add ripgrep package`)") illustrates; another example is not another value
    .replace(/\((?:e\.g\.?|i\.e\.?|eg|for example|for instance|such as)[,:]?\s[^)]*\)/gi, ' ')
    .replace(/\b(?:e\.g\.|for example|for instance)[,:]?\s.*$/i, ' ')
    // (a number in an identifier, "HD-002", "KTN_TEST_008", a version, "v0.2", or after a word that says which
    // one, "Section 3", "step 4", "#12", is part of a name, not a value)
    .replace(/`[^`]+`|(?<![A-Za-z][-_]|[\w.]|(?:\b(?:section|chapter|step|phase|part|page|item|rule|issue|ticket|pr|adr|rfc|figure|fig|table|appendix|stage)s?\.?|§|#)\s*)\d+(?:\.\d+)*\s*(?:ms|s|sec|seconds?|minutes?|min|m|h|hours?|%|px|kb|mb|gb|k|x|lines?|characters?|chars?)?\+?(?![\w.])/gi, (m) => {
      values.push(m.replace(/\s+/g, ' ').trim());
      return ' \u0001 ';
    })
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\u0001]+/gu, ' ')
    .trim();
  const words = key.split(' ').filter((w) => w && w !== '\u0001');
  return values.length && words.length >= 5 ? { key, values, valuesKey: values.join('\u0000') } : undefined;
}

/**
 * A claim as it stands in its file: a section about a directory (or a plan's stage, a case) narrows it, and a
 * qualifier with its own abbreviation ("generated files in `gen/`") is one qualifier.
 */
export function placed(c: Claim, d: Directive): Claim {
  const scope = d.where ? [...new Set([...c.scope, ...d.where])].sort() : c.scope;
  const tidy = tidyScope(scope);
  return tidy === c.scope ? c : { ...c, scope: tidy };
}

/** A sentence as its copies share it: the prose in lower case without punctuation, code spans as written ("`npm test -- --no-compile`" is not "`npm test --no-compile`"). */
function copyKey(t: string): string {
  return t
    .split(/(`[^`]*`)/)
    .map((seg, k) => (k % 2 ? seg : seg.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function normText(t: string): string {
  // (copies of a sentence, in the package files that repeat it and on both sides of a review, are normalised once)
  let n = normMemo.get(t);
  if (n === undefined) {
    if (normMemo.size > 50_000) normMemo.clear();
    normMemo.set(t, (n = t.toLowerCase().replace(/[^\p{L}\p{N}`]+/gu, ' ').trim()));
  }
  return n;
}

const normMemo = new Map<string, string>();

function quote(t: string): string {
  const s = t.replace(/\s+/g, ' ').trim();
  if (s.length <= 70) return s;
  // (a cut inside a code span closes it, so the span does not swallow the text after the quote)
  const cut = s.slice(0, 67).trimEnd() + '…';
  return (cut.match(/`/g)?.length ?? 0) % 2 ? cut + '`' : cut;
}

function hintFor(kind: ConflictKind, subject: string, later: Directive): string {
  const at = `${later.path}:${later.line}`;
  switch (kind) {
    case 'exclusive-choice':
      return `Both load together, so Claude Code is told to use two different options for ${subject} and may follow either (the later one, ${at}, often wins). Keep one; if each is right somewhere, narrow one explicitly ("in tests", "for scripts/") or move it to a rule with \`paths:\`.`;
    case 'polarity':
      return `One says do, the other says don't (${subject}). Delete one, or turn the narrower one into an explicit exception ("… except in tests") or a rule with \`paths:\` so both can hold.`;
    case 'numeric':
      return `Two different values for ${subject} are loaded together. Keep one value in one place (the later one, ${at}, is what Claude Code reads last).`;
    case 'version':
      return `The files disagree on the ${subject}. State it once, where it is maintained, and import or reference that file instead of repeating it.`;
    case 'drift':
      return `One copy was probably edited without the other. Keep the right value in one place, and import or reference it where the other copy was.`;
    case 'duplicate':
      return `The same instruction is loaded twice in this context, which wastes context and lets the copies drift apart. Keep it in one file and import or reference that file where it is needed.`;
  }
}

function describeClaim(c: Claim): string {
  return c.subject;
}

// With configured families the directives are read again with the extended vocabulary; both the
// vocabulary and the readings are memoised, since a review asks for base and head in a row.
const lexicons = new Map<string, Lexicon>();
const readings = new Map<string, Claim[]>();

function configuredLexicon(families: FamilyConfig[]): Lexicon {
  const key = JSON.stringify(families);
  let l = lexicons.get(key);
  if (!l) {
    if (lexicons.size > 16) lexicons.clear();
    l = buildLexicon(families);
    lexicons.set(key, l);
  }
  return l;
}

function reanalyze(d: Directive, lex: Lexicon): Claim[] {
  if (d.commandOnly) return d.claims;
  const text = d.read ?? d.text;
  const key = `${lex.id}\u0000${d.lead ?? ''}\u0000${text}`;
  let c = readings.get(key);
  if (!c) {
    if (readings.size > 50_000) readings.clear();
    c = analyze(text, lex, d.lead).claims;
    readings.set(key, c);
  }
  return c;
}

/**
 * A directive's claims as the search compares them: placed in the directive's section, with the wider claims a
 * command line or a git act also makes. They depend on the claims as read and the section only, and copies of a
 * sentence share their reading (package files repeating the root file's lines), so they are derived once per
 * reading and section.
 */
function searchClaims(read: Claim[], d: Directive): Claim[] {
  let bySection = searchClaimsMemo.get(read);
  if (!bySection) searchClaimsMemo.set(read, (bySection = new Map()));
  const section = d.where ? '\u0001' + d.where.join('\u0000') : '';
  let claims = bySection.get(section);
  if (!claims) {
    claims = deriveClaims(read, d);
    bySection.set(section, claims);
  }
  return claims;
}

const searchClaimsMemo = new WeakMap<Claim[], Map<string, Claim[]>>();

/** Characters of an expression in code (`data ?? false`, `x = y`), which is not a command line. */
const CODE_EXPR = /[?=(){};&|$]/;

function deriveClaims(read: Claim[], d: Directive): Claim[] {
  // (a section about a directory, a stage or a case narrows what is said in it)
  const claims0 = read.map((c) => placed(c, d));
  // "`npm run poltergeist:haunt`" is also a run of `npm run`: a ban of the shorter command line meets it
  return claims0.flatMap((c) => {
    // ("Tests go in `tests/` at the repo root" / "Put each test file next to the code it tests"): tests kept in a folder
    // of tests are in a separate directory
    if (c.key === 'loc:test' && c.polarity === 1 && /^(?:tests?|specs?)$/.test(c.member ?? '')) return [c, { ...c, key: 'fam:test-location', subject: 'test file location', family: 'test-location', member: 'separate directory', memberLabel: 'separate directory' }];
    // "force-push to your own feature branch" is also force-pushing: a ban of the act with no object meets it
    // as a narrower case of the act (its object becomes its scope)
    const act = c.type === 'action' ? /^act:([a-z-]+):([^|:>]+)$/.exec(c.key) : null;
    // "search with `grep -rn <pattern> .`" runs grep: a command line is also a use of the program it starts
    // (not an expression in code: `data ?? false`, `x = y`)
    const line = c.type === 'action' && c.polarity === 1 && !CODE_EXPR.test(c.key) ? /^act:(use|run):([a-z][\w.-]*) \S/.exec(c.key) : null;
    // (a launcher or a host, `sudo apt-get …`, `npx prisma …`, is in use as well: a ban of the bare program meets it)
    // ("Go code MUST pass `golangci-lint run`"): code passes a command line by its being run (not "pass `modern` on the
    // `ServerConfig`", an argument passed on)
    const passed = c.type === 'action' && c.polarity === 1 ? /^act:pass:([a-z][\w.-]*)((?: \S+)*)$/.exec(c.key) : null;
    if (passed && d.text.includes('`' + passed[1]) && MUST_PASS.test(d.text)) return [c, { ...c, key: `act:run:${passed[1]}${passed[2]}`, subject: `run ${passed[1]}${passed[2]}` }, ...(passed[2] ? [{ ...c, key: `act:run:${passed[1]}`, subject: `run ${passed[1]}` }] : []), programUse(c, passed[1])];
    // (and running a program is using it: "Never use golangci-lint" meets "Run `golangci-lint run ./...`")
    if (line) return [c, { ...c, key: `act:${line[1]}:${line[2]}`, subject: `${line[1]} ${line[2]}` }, ...(line[1] === 'run' ? [{ ...c, key: `act:use:${line[2]}`, subject: `use ${line[2]}` }] : [])];
    // (a program run as written in code, "Run `goimports -w`", is in use too)
    const ran = c.type === 'action' && c.polarity === 1 ? /^act:run:([a-z][\w.-]*)$/.exec(c.key) : null;
    if (ran && d.text.includes('`' + ran[1])) return [c, programUse(c, ran[1])];
    // ("Comment every function you write" / "Do not write code comments"): commenting something adds comments to it
    const commented = c.type === 'action' ? /^act:comment:([^|:>]+)$/.exec(c.key) : null;
    if (commented) return [c, { ...c, key: 'act:use:comment', subject: 'use comment', scope: [...new Set([...c.scope, commented[1]])].sort() }];
    // ("Wait for my approval before editing any file" / "Don't wait for approval"): asking before an act is asking first
    const asked = c.type === 'action' && c.polarity === 1 ? /^confirm:([a-z-]*):(.*)$/.exec(c.key) : null;
    // (not "check X before Y", which inspects rather than asks)
    if (asked && (asked[1] || asked[2]) && ASKING.test(d.text)) return [c, { ...c, key: 'confirm::', subject: 'asking first', scope: [...new Set([...c.scope, ...[asked[1], asked[2]].filter(Boolean)])].sort() }];
    // ("open a draft PR", "raise a PR", "submit a pull request" / "Do not create pull requests"): one act on a PR or an issue
    const made = c.type === 'action' ? /^act:(open|raise|submit):(pr|issue)$/.exec(c.key) : null;
    if (made) return [c, { ...c, key: `act:create:${made[2]}`, subject: `create ${made[2]}` }];
    const paths = c.type === 'action' ? editedPaths(c) : undefined;
    if (paths) return [c, ...paths];
    if (act && INTRANSITIVE.has(act[1]) && (GIT_ONLY_ACTS.has(act[1]) || GIT_OBJECTS.has(act[2]))) return [c, { ...c, key: `act:${act[1]}:`, subject: act[1], scope: [...new Set([...c.scope, act[2]])].sort() }];
    if (c.type !== 'action' || c.polarity !== 1 || !c.key.startsWith('cmd:')) return [c];
    const words = c.key.slice(4).split(' ');
    // ("`npx prisma generate`" runs npx as well: a ban of the bare program meets it)
    const program: Claim[] = words.length > 1 && /^[a-z][\w.-]*$/.test(words[0]) && !CODE_EXPR.test(c.key) ? [{ ...c, key: `act:use:${words[0]}`, subject: `use ${words[0]}` }] : [];
    if (words.length < 3 || !/^[a-z][\w.-]*$/.test(words[0]) || !/^[a-z][\w-]*$/.test(words[1])) return [c, ...program];
    // ("`wrangler secret put NAME --env dev`" runs `wrangler secret put`, as "`npm run test`" runs `npm run`): each
    // command its subcommands name, up to the first argument, a flag or a placeholder
    let n = 2;
    while (n < words.length - 1 && /^[a-z][a-z0-9-]*$/.test(words[n])) n++;
    const shorter: Claim[] = [];
    for (let k = 2; k <= n; k++) {
      const short = words.slice(0, k).join(' ');
      shorter.push({ ...c, key: `cmd:${short}`, subject: `running \`${short}\``, widened: true });
    }
    return [c, ...shorter, ...program];
  });
}

/** Code that has to pass a command ("Go code MUST pass `golangci-lint run`"), not an argument passed on ("pass `modern` on …"). */
const MUST_PASS = /\b(?:must|should|has to|have to|needs? to|shall|will)\s+(?:always\s+)?pass\b/i;

/** The use of a program a claim runs, keyed as a ban of using it is ("Never use goimports": a word of prose is stemmed). */
function programUse(c: Claim, program: string): Claim {
  return { ...c, key: `act:use:${/^[a-z]+$/.test(program) ? stem(program) : program}`, subject: `use ${program}` };
}

/**
 * What an edit of a path also edits: "update the types in `src/generated/api.ts`" edits `src/generated/` (a ban of
 * editing that directory meets it), and "do not edit files in `src/generated/`" is about the directory itself.
 */
function editedPaths(c: Claim): Claim[] | undefined {
  const m = /^act:modify:(.+)$/.exec(c.key);
  if (!m) return undefined;
  const edit = (dir: string, scope: string[]): Claim => ({ ...c, key: `act:modify:${dir}`, subject: `modify \`${dir}\``, scope });
  // the object is a path: its directories (a positive edit only; "never edit `a/b.ts`" does not ban all of `a/`)
  if (isPath(m[1])) return c.polarity === 1 ? dirsOf(m[1]).filter((d) => d !== m[1]).map((d) => edit(d, [...c.scope, m[1].toLowerCase()].sort())) : [];
  // the object is a generic one ("files", "anything", "the types") and the scope names the path
  const where = c.scope.filter(isPath);
  if (where.length !== 1) return undefined;
  const rest = c.scope.filter((q) => q !== where[0]);
  if (/^(file|files|anything|everything|code|content|contents)$/.test(m[1])) return [edit(where[0].replace(/\/*$/, '/'), rest)];
  return c.polarity === 1 ? dirsOf(where[0]).map((d) => edit(d, [...rest, m[1]].sort())) : undefined;
}

/** A relative path with at least one slash (`src/generated`, `src/generated/api.ts`). */
const isPath = (p: string): boolean => /^[\w.@-]+(?:\/[\w.@*-]*)+$/.test(p) && !p.startsWith('http');

/** The directories of a path, deepest first, each with a trailing slash (a directory's own path included). */
function dirsOf(p: string): string[] {
  const parts = p.replace(/\/+$/, '').split('/');
  const out: string[] = [];
  for (let k = parts.length - (p.endsWith('/') ? 0 : 1); k >= 1; k--) out.push(parts.slice(0, k).join('/') + '/');
  return out;
}

/** The word set of a reading's words (copies of a sentence share the array). */
function wordSet(words: string[]): Set<string> {
  let set = wordSets.get(words);
  if (!set) wordSets.set(words, (set = new Set(words)));
  return set;
}

const wordSets = new WeakMap<string[], Set<string>>();

/**
 * Contradictions and duplicates among directives loaded together.
 *
 * @param directives directives by display path (from extractDirectives)
 * @param contexts the sessions to consider, each listing its files in Claude Code's load order
 * @param opts.families the team's own exclusive families (added to, or replacing by name, the built-in ones)
 */
export function findConflicts(directives: Map<string, Directive[]>, contexts: ConflictContext[], opts: FindOptions = {}): Conflict[] {
  const lex: Lexicon | undefined = opts.families?.length ? configuredLexicon(opts.families) : undefined;
  // position of every path in every context
  const where = new Map<string, Map<number, number>>();
  contexts.forEach((c, ci) =>
    c.files.forEach((f, fi) => {
      let m = where.get(f);
      if (!m) where.set(f, (m = new Map()));
      if (!m.has(ci)) m.set(ci, fi);
    }),
  );
  const items: Item[] = [];
  const paths = [...directives.keys()].filter((p) => where.has(p)).sort();
  paths.forEach((path, file) => {
    (directives.get(path) ?? []).forEach((d, seq) => {
      const read = lex ? reanalyze(d, lex) : d.claims;
      items.push({ d, claims: searchClaims(read, d), seq, file, words: wordSet(d.words), leadIn: /:\s*$/.test(d.text) });
    });
  });
  const ctxOf = paths.map((p) => [...where.get(p)!.keys()].sort((x, y) => x - y));
  const whereOf = paths.map((p) => where.get(p)!);
  const common = new Map<number, number[]>();
  /** The contexts two files both load in (kept per pair: a found pair names them). */
  const sharedContexts = (p: number, q: number): number[] => {
    const k = p < q ? p * paths.length + q : q * paths.length + p;
    let r = common.get(k);
    if (!r) {
      // walk the shorter list (a root file is in every context, a package file in a few)
      const [s, o] = ctxOf[p].length <= ctxOf[q].length ? [p, q] : [q, p];
      const b = whereOf[o];
      r = ctxOf[s].filter((ci) => b.has(ci));
      common.set(k, r);
    }
    return r;
  };
  /**
   * Whether two files load together in some context. Asked of far more pairs than are ever found (each copy
   * of a repeated line against the copies before it, in package files that never load together), so it
   * stops at the first shared context and keeps nothing.
   */
  const shareContext = (p: number, q: number): boolean => {
    const short = ctxOf[p].length <= ctxOf[q].length;
    const list = ctxOf[short ? p : q];
    const b = whereOf[short ? q : p];
    for (let k = 0; k < list.length; k++) if (b.has(list[k])) return true;
    return false;
  };

  interface Found {
    i: number;
    j: number;
    kind: ConflictKind;
    subject: string;
    ctx: number[];
    judged?: Judgement;
  }
  const found = new Map<number, Found>();
  /** The members each list under a bold label of a file ("**Language protocol:**") chooses, by family: built when first asked. */
  let blockChoices: Map<string, Set<string>> | undefined;
  const blockNames = (d: Directive, c: Claim): boolean => {
    if (!blockChoices) {
      blockChoices = new Map();
      for (const it of items) {
        for (const x of it.claims) {
          if (x.type !== 'choice' || x.polarity !== 1 || x.member === undefined) continue;
          if (it.d.labelCase === undefined) continue;
          const k = `${it.d.path}\u0000${it.d.labelCase}`;
          let set = blockChoices.get(k);
          if (!set) blockChoices.set(k, (set = new Set()));
          set.add(`${x.key}|${x.member}`);
        }
      }
    }
    return d.labelCase !== undefined && (blockChoices.get(`${d.path}\u0000${d.labelCase}`)?.has(`${c.key}|${c.member}`) ?? false);
  };
  const consider = (i: number, j: number, kind: ConflictKind, subject: string, ci?: Claim, cj?: Claim, fixed?: Judgement): void => {
    if (i === j) return;
    // sentences of one list item or paragraph were written together: "Default is MongoDB. Switch to
    // Postgres with …" states a default and its alternative, not a contradiction
    const di = items[i].d;
    const dj = items[j].d;
    if (di.path === dj.path && di.blockIndex === dj.blockIndex) return;
    // a command of a shell block is set only against a rule that rules it out ("Never use npm" / `npm run dev`): two
    // blocks, or a block and a rule choosing another tool, show two ways things are run, often for two audiences
    // (`pip install pkg` for users, `uv sync` for contributors)
    // (nor against a line of its own file, whose author wrote both: a block kept from before a rule, or one it explains)
    if ((di.fenced || dj.fenced) && (di.path === dj.path || (kind !== 'drift' && (kind !== 'polarity' || (di.fenced && dj.fenced) || (di.fenced ? cj : ci)?.polarity !== -1)))) return;
    // a sentence and its copy in another file say the same thing, whatever tension is inside the sentence ("Do not
    // run `pint --test`, simply run `pint` to fix …")
    if (kind !== 'duplicate' && (items[i].copy ??= copyKey(di.text)) === (items[j].copy ??= copyKey(dj.text))) return;
    // the items under two sibling labelled items of one list are two cases ("**Public pages**" / "**Interactive
    // components**"), each with its own rules
    if (kind !== 'duplicate' && di.path === dj.path && di.caseOf && dj.caseOf && di.caseOf !== dj.caseOf && di.caseOf.split(':')[0] === dj.caseOf.split(':')[0]) return;
    // ("Use f-strings everywhere except logger calls" / "Log at entry with `%s` args (not f-strings)"): a line about what
    // the other leaves out
    if (kind !== 'duplicate' && ci && cj && (leftOut(ci, dj) || leftOut(cj, di))) return;
    // a verbless item under a label ("No emoji" under "**Commits**") is about the label's topic
    if (kind !== 'duplicate' && ((di.topic && !di.topic.some((t) => dj.words.includes(t))) || (dj.topic && !dj.topic.some((t) => di.words.includes(t))))) return;
    // a list under a bold label that names both members, each in its own step ("2. Subagent receives response in **English**"
    // … "4. Main … reports to user in **Japanese**"), chooses each for its step, not one against the other
    if (kind === 'exclusive-choice' && ci && cj && ci.member !== undefined && cj.member !== undefined && (blockNames(dj, ci) || blockNames(di, cj))) return;
    // "### 2026-02-24 (v1.5.0)" / "### 2026-02-05 (v1.3.0)": values recorded at two times
    const dated = kind === 'numeric' || kind === 'version' || kind === 'drift';
    // (and two sections a tool wrote, "## System Density (auto-generated)", in two files: two snapshots)
    if (dated && di.era && dj.era && (di.era !== dj.era || (di.path !== dj.path && GENERATED_HEADING.test(di.era)))) return;
    // ("Re-affirmed 2026-06-27 … all 140 active app repos" / "VERIFIED 2026-07-30 … 104 of 195 active app repos"): two
    // lines that each give the dates they speak of, none in common, record two moments
    // (not when a date is what they set: "Release freeze starts 2026-01-09" / "… 2026-01-12")
    if ((kind === 'numeric' || kind === 'version' || (kind === 'drift' && /counted/.test(fixed?.reason ?? ''))) && apart(items[i].dates ??= new Set(di.dates), items[j].dates ??= new Set(dj.dates))) return;
    const [p, q] = i < j ? [i, j] : [j, i];
    const ctx = sharedContexts(items[p].file, items[q].file);
    if (!ctx.length) return;
    const key = p * items.length + q;
    let judged: Judgement | undefined = fixed;
    if (kind !== 'duplicate' && ci && cj) {
      judged = judge(items[i].d, ci, items[j].d, cj, kind);
      if (!judged) return;
    }
    // a value under a dated heading records one time, not how things are now
    if (dated && (di.era !== undefined) !== (dj.era !== undefined)) {
      const d = di.era !== undefined ? di : dj;
      judged = { confidence: 'unlikely', reason: `${at(d)} is under "${d.era}", a record of one time${judged && judged.confidence !== 'certain' ? `; ${judged.reason}` : ''}` };
    }
    // a copied sentence or a count in a checklist item or an example ("- [x] DASHBOARD-002: … Completed") is work
    // done or an illustration, not a statement of how things are
    if (kind === 'drift' && judged?.confidence === 'possible') {
      // (and so is a line that is only a quotation, "✅ "Updated `server/routes.ts:234` to add error handling"": a sample
      // of wording)
      const d = [di, dj].find((x) => x.task || x.example || QUOTED.test(x.text));
      if (d) judged = { confidence: 'unlikely', reason: `${at(d)} is ${d.task ? 'a checklist item, work to do or done' : d.example ? 'an example' : 'a quotation, a sample of wording'}; ${judged.reason}` };
    }
    const prev = found.get(key);
    const score = (k: ConflictKind, jd?: Judgement): number => (jd?.confidence === 'certain' ? 20 : jd?.confidence === 'possible' ? 10 : 0) + KIND_RANK[k];
    if (prev && score(prev.kind, prev.judged) >= score(kind, judged)) return;
    found.set(key, { i: p, j: q, kind, subject, ctx, ...(judged ? { judged } : {}) });
  };

  // every pairwise loop below goes through `head` (a list's first maxGroup entries) and `spend` (the budget)
  const { maxGroup, maxComparisons } = CONFLICT_LIMITS;
  let comparisons = 0;
  const capped = new Set<unknown[]>();
  const head = <T>(l: T[]): T[] => {
    if (l.length <= maxGroup) return l;
    capped.add(l);
    return l.slice(0, maxGroup);
  };
  const spend = (): boolean => ++comparisons <= maxComparisons;

  // contradictions: compare claims that share a key
  const byKey = new Map<string, { item: number; claim: Claim }[]>();
  items.forEach((it, n) => {
    for (const c of it.claims) {
      const l = byKey.get(c.key);
      if (l) l.push({ item: n, claim: c });
      else byKey.set(c.key, [{ item: n, claim: c }]);
    }
  });
  // Within a subject, claims are grouped by what they say (member, polarity, value); only groups that can
  // disagree are compared, so a subject stated the same way a thousand times costs nothing.
  type Entry = { item: number; claim: Claim };
  const groupsOf = (list: Entry[]): Entry[][] => {
    const m = new Map<string, Entry[]>();
    for (const e of list) {
      const c = e.claim;
      // (quantities of one dimension share a key: what each measures is part of what it says)
      const k = `${c.member ?? ''}|${c.polarity}|${c.value ?? ''}|${c.cmp ?? ''}|${c.version ?? ''}|${c.force === 'permissive' ? 'p' : ''}|${c.about?.join(' ') ?? ''}|${c.kinds?.join(' ') ?? ''}`;
      const g = m.get(k);
      if (g) g.push(e);
      else m.set(k, [e]);
    }
    return [...m.values()];
  };
  const grouped = [...byKey.values()].map(groupsOf);
  /** Entries of a group by the sentence they come from (with the same claim, lead-in and section). */
  const copiesOf = (group: Entry[]): Entry[][] => {
    const m = new Map<string, Entry[]>();
    for (const e of group) {
      const d = items[e.item].d;
      const k = `${normText(d.read ?? d.text)}\u0000${d.lead ?? ''}\u0000${(d.where ?? []).join()}\u0000${JSON.stringify(e.claim.scope)}\u0000${e.claim.force}\u0000${e.claim.basis ?? ''}\u0000${e.claim.conditional}`;
      const l = m.get(k);
      if (l) l.push(e);
      else m.set(k, [e]);
    }
    return [...m.values()];
  };
  search: for (const groups of grouped) {
    // copies of one sentence (package files repeating the root file) are compared once: the first pair
    // of copies that load together stands for all of them
    let copies: Entry[][][] | undefined;
    for (let g = 0; g < groups.length; g++) {
      for (let h = g + 1; h < groups.length; h++) {
        if (!spend()) break search;
        // representatives decide whether the two groups can disagree at all (scopes aside)
        const probe = compareClaims({ ...groups[g][0].claim, scope: [], conditional: false, targets: undefined }, { ...groups[h][0].claim, scope: [], conditional: false, targets: undefined });
        if (!probe) continue;
        copies ??= groups.map(copiesOf);
        for (const As of head(copies[g])) {
          for (const Bs of head(copies[h])) {
            if (!spend()) break search;
            const kind = compareClaims(As[0].claim, Bs[0].claim);
            if (!kind) {
              // ("| Academy | Next.js 16 |" at the root / "| Framework | Next.js 15 |" in `apps/web-academy/CLAUDE.md`): a
              // scope that names the directory of the other line's own file is that file's place, not another one
              // (copies share one claim, so unscoped ones have no such word; and only a pair one scope changes for is
              // compared, and counted against the search's budget)
              if (!As[0].claim.scope.length && !Bs[0].claim.scope.length) continue;
              // (a part one line names as its subject and the other as a scope is read once for the two sentences: copies
              // share their text)
              const [sA, sB] = [sharedPart(As[0].claim, items[Bs[0].item].d, Bs[0].claim), sharedPart(Bs[0].claim, items[As[0].item].d, As[0].claim)];
              const sharedApart = (sA === As[0].claim && sB === Bs[0].claim) || !compareClaims(sA, sB);
              placed: for (const A of As) {
                for (const B of Bs) {
                  if (A.item === B.item) continue;
                  const [dA, dB] = [items[A.item].d, items[B.item].d];
                  const [a, b] = [ownPlace(sA, dA, dB), ownPlace(sB, dB, dA)];
                  if ((a === A.claim && b === B.claim) || (a === sA && b === sB && sharedApart)) continue;
                  if (!spend()) break search;
                  const k2 = compareClaims(a, b);
                  if (!k2 || !shareContext(items[A.item].file, items[B.item].file)) continue;
                  consider(A.item, B.item, k2, describeClaim(a), a, b);
                  break placed;
                }
              }
              continue;
            }
            pairs: for (const A of As) {
              for (const B of Bs) {
                if (A.item === B.item) continue;
                if (!spend()) break search;
                if (!shareContext(items[A.item].file, items[B.item].file)) continue;
                consider(A.item, B.item, kind, describeClaim(A.claim), A.claim, B.claim);
                break pairs;
              }
            }
          }
        }
      }
    }
  }
  const noArgs = (v: string): string => v.replace(/\([^()]*\)/g, '()');
  // drift: one sentence in two files that load together, the same word for word but for one value (a code
  // span, a number): a copy edited on one side only ("permissions are derived in `a/permissions.ts`" /
  // "… in `b/permissions.py`", "500ms+ debounce" / "300ms+ debounce")
  // (sentences by skeleton, then by their values: copies with the same values are one group, compared once)
  const skeletons = new Map<string, Map<string, { values: string[]; items: number[] }>>();
  items.forEach((it, n) => {
    if (it.d.factsOnly) return;
    const sk = skeletonOf(it.d.read ?? it.d.text);
    if (!sk) return;
    let byValues = skeletons.get(sk.key);
    if (!byValues) skeletons.set(sk.key, (byValues = new Map()));
    const g = byValues.get(sk.valuesKey);
    if (g) g.items.push(n);
    else byValues.set(sk.valuesKey, { values: sk.values, items: [n] });
  });
  // a value that names the file's own directory is that file's own ("packages/auth/CLAUDE.md" with `auth`)
  // (or its own name: the `/django-migrations` skill in `django-migrations.md`, `.agents/rules/` in AGENTS.md)
  // (or a word of its name: `legion.State` in RULE-HAL-LEGION.md)
  const own = (n: number, v: string): boolean => {
    const parts = items[n].d.path.toLowerCase().split('/');
    const base = parts[parts.length - 1].replace(/\.mdx?$/, '').replace(/^\./, '');
    const dir = parts[parts.length - 2];
    const words = (name: string): string[] => name.split(/[-_.]+/).filter((w) => w.length >= 4 && !OWN_NAME_GENERIC.has(w));
    // (and a word of its folder's name when the folder has several: `…components.intent.*` in engine-intent/CLAUDE.md)
    const names = [dir, base, ...words(base), ...(dir && dir !== '.claude' && words(dir).length > 1 ? words(dir) : [])].filter((w): w is string => w !== undefined && w.length > 1);
    const value = v.toLowerCase();
    return names.some((w) => value.includes(w));
  };
  const bare = (v: string): string => v.replace(/^`|`$/g, '');
  drift: for (const byValues of skeletons.values()) {
    if (byValues.size < 2) continue;
    const groups = head([...byValues.values()]);
    // files that state the sentence with each set of values: two files that both list both sentences ("Run
    // `lint:clj` for CLJ" and "Run `check-fmt:clj` for CLJ" in each module's file) are two items, not a drift
    const filesOf = groups.map((g) => new Set(g.items.map((n) => items[n].file)));
    // one sentence with three or more values, each in files of its own ("Each rule below is bound to one subtest in
    // `a_test.go`" / "… `b_test.go`" / "… `c_test.go`" in each rules file): a template filled in for each file, not
    // a copy edited on one side
    if (groups.length >= 3 && new Set(filesOf.flatMap((f) => [...f])).size >= 3) continue;
    for (let g = 0; g < groups.length; g++) {
      for (let h = g + 1; h < groups.length; h++) {
        const diff = groups[g].values.map((v, k) => [v, groups[h].values[k]] as const).filter(([x, y]) => x !== y);
        if (diff.length !== 1) continue;
        const [x, y] = diff[0];
        // one value inside the other ("`*.test.ts`" / "`*.test.ts(x)`") narrows or widens it, it does not replace it;
        // values that differ only in spacing ("`"type": "object"`" / "`"type":"object"`") are one value
        if (bare(x).includes(bare(y)) || bare(y).includes(bare(x)) || bare(x).replace(/\s+/g, '') === bare(y).replace(/\s+/g, '')) continue;
        // one command line with and without options ("`cargo nextest run --test-threads=1 <test>`" / "`cargo nextest run
        // <test>`"): the options the longer one adds are allowed by the shorter
        {
          const [wx, wy] = [bare(x).split(/\s+/), bare(y).split(/\s+/)];
          const plain = (ws: string[]): string => ws.filter((w) => !/^--?[A-Za-z]/.test(w)).join(' ');
          const [short, long] = wx.length <= wy.length ? [wx, wy] : [wy, wx];
          if (wx.length > 1 && wy.length > 1 && plain(wx) === plain(wy) && short.every((w) => long.includes(w))) continue;
        }
        // one function written with and without its arguments ("`getUserProfile(userId)`" / "`getUserProfile()`")
        if (/\(/.test(x) && noArgs(bare(x)) === noArgs(bare(y))) continue;
        // a stand-in name ("`useFoo.test.tsx`" / "`useX.test.tsx`", "`MyComponent`"): the sentence is a recipe, the
        // value a placeholder for whatever the reader names
        if (STAND_IN.test(bare(x)) || STAND_IN.test(bare(y))) continue;
        // (so is a name in braces or angle brackets written once with them and once without: "`criar{Dominio}(…)`" /
        // "`criarDominio(…)`")
        if (/[{}<>]/.test(x + y) && bare(x).replace(/[{}<>]/g, '').toLowerCase() === bare(y).replace(/[{}<>]/g, '').toLowerCase()) continue;
        // (one setting written two ways with the same value, "`to_task=\"*\"`" / "`\"toTask\": \"*\"`": the same value)
        if (sameAssignment(bare(x), bare(y))) continue;
        // a slash command against a command line ("(`/test`)" / "(`composer test`)"): the shortcut may run the other
        if (SLASH_COMMAND.test(bare(x)) !== SLASH_COMMAND.test(bare(y))) continue;
        // two sample commit messages ("`feat(ui): add signal runtime (#123)`" / "`feat(agents): add planning agent (#123)`"):
        // each shows the rule, neither is a value of it
        if (TYPE_PREFIX.test(bare(x)) && TYPE_PREFIX.test(bare(y)) && /\s/.test(bare(x)) && /\s/.test(bare(y))) continue;
        // when each file was last updated or reviewed ("**Last Updated:** 2026-01-09" / "… 2026-01-12") is each file's own
        const d0 = items[groups[g].items[0]].d;
        const text0 = d0.read ?? d0.text;
        // "97% → 100% compliance rate improvement" / "98% → 100% …": where a change started from is history, not a
        // value either side sets
        const d1 = items[groups[h].items[0]].d;
        if (changedFrom(text0, x) || changedFrom(d1.read ?? d1.text, y)) continue;
        // ("*Query the db for details* *Last updated: 2026-03-16*": a line that ends with its file's date)
        if ((FILE_DATE.test(d0.text) || DATED_TAIL.test(text0)) && DATE_VALUE.test(x) && DATE_VALUE.test(y)) continue;
        // a file against a function or a name in it ("go through `api/client.ts`" / "go through `req<T>(method, path)`"):
        // two ways of naming one thing, not two values of one slot
        const [kx, ky] = [kindOfValue(bare(x)), kindOfValue(bare(y))];
        if (kx !== ky && (kx === 'path' || ky === 'path')) continue;
        // a sentence about the file it is in ("This file assumes `src/engine/types.ts` exists"), copied into
        // each file with that file's own value, is about a different file each time
        if (SELF.test(text0)) continue;
        // the value names what the sentence is about ("A `:tunnel` change is done only if …" / "A `:ui` change …"):
        // one sentence written for two subjects, not one copy edited on one side
        if (inSubject(text0, x)) continue;
        // "Schema v1.3 introduces the optional `pwm_groups` field" / "… the optional `chip_probe` field": what is added,
        // included or supported is one member of several, which the other does not replace
        // (the value is what the verb adds, not where from: "Shared types are exported from `x`")
        if (ADDED.test(before(text0, x))) continue;
        // ("`git push --force` / `git rebase` on a branch with an open PR" / "`git push --force` / `--force-with-lease` …"):
        // one member of a series of names on each side, the others kept; an item added to a list or split out of it
        if (inSeries(text0, x) && inSeries(d1.read ?? d1.text, y)) continue;
        pairs: for (const i of groups[g].items) {
          for (const j of groups[h].items) {
            if (!spend()) break drift;
            if (items[i].file === items[j].file || own(i, x) || own(j, y) || filesOf[h].has(items[i].file) || filesOf[g].has(items[j].file) || !shareContext(items[i].file, items[j].file)) continue;
            // (two rules files with different names are two topics, and a sentence written in each with its own value
            // is written per topic; the same file under two folders is a copy)
            // (so are two guides that say what they apply to: "Applies to: Axum" / "Applies to: Actix Web")
            const [gi, gj] = [guideOf(items[i].d), guideOf(items[j].d)];
            if (gi !== undefined && gj !== undefined && gi !== gj) continue;
            const topics = RULES_FILE.test(items[i].d.path) && RULES_FILE.test(items[j].d.path) && fileName(items[i].d.path) !== fileName(items[j].d.path);
            consider(i, j, 'drift', `${x} or ${y}`, undefined, undefined, topics ? { confidence: 'unlikely', reason: `the same sentence with another value (${x} / ${y}) in two rules files, each about a topic of its own` } : { confidence: 'possible', reason: `the same sentence with another value (${x} / ${y})` });
            break pairs;
          }
        }
      }
    }
  }
  // counts of one named set of things in two files that load together ("18 custom hooks (useAuth, …)" /
  // "20 custom hooks (useAuth, …)", "47 Prisma models" / "Prisma Models (43 Total)"): one copy was not updated
  const counts = new Map<string, (Count & { item: number })[]>();
  items.forEach((it, n) => {
    for (const c of countsOnce(it.d.text)) {
      const l = counts.get(c.np);
      const e = { ...c, item: n };
      if (l) l.push(e);
      else counts.set(c.np, [e]);
    }
  });
  count: for (const list of counts.values()) {
    if (list.length < 2) continue;
    for (let x = 0; x < list.length && x < maxGroup; x++) {
      for (let y = x + 1; y < list.length && y < maxGroup; y++) {
        const [a, b] = [list[x], list[y]];
        if (!spend()) break count;
        // ("54 data-fetching hooks were hand-rolled" / "54 of 61 data-fetching hooks use hand-rolled …": the part agrees)
        if (items[a.item].file === items[b.item].file || a.n === b.n || a.part === b.n || b.part === a.n) continue;
        // "40+ widget types" allows any count from 40 on
        if ((a.min && b.n >= a.n) || (b.min && a.n >= b.n) || (a.min && b.min)) continue;
        // ("a master orchestrator coordinating 17 specialized agents" / "18 specialized agents"): the ones one of them
        // manages, and all of them with it
        if ((a.managed && b.n === a.n + 1) || (b.managed && a.n === b.n + 1)) continue;
        // (a set named without its platform meets only a name written the same way: "8 Edge Functions", not "the 8 UI
        // tools" against "6 Prefab UI tools")
        if ((a.alias && !b.titled) || (b.alias && !a.titled)) continue;
        // (a heading of a directory's own file counts that directory's things: "## MCP Tools (10 total)" in
        // `ib-paper/CLAUDE.md` against "67 MCP tools" at the root)
        const [da0, db0] = [items[a.item].d, items[b.item].d];
        if ((da0.heading || db0.heading) && (narrower(da0, db0) || narrower(db0, da0))) continue;
        // ("**WcabOffices** -- 6 string fields" / "`ApplicantAttorney(…)` … 15 string fields": the fields of two things)
        const [oa, ob] = [lineOwner(items[a.item].d.text), lineOwner(items[b.item].d.text)];
        // ("**High**: 4 direction changes, 400ms window" against "6+ direction changes in 500ms triggers shelf"): a count
        // under a label that names a level or a mode is that level's, one of several settings side by side
        if ([items[a.item].d, items[b.item].d].some((d) => LEVEL_LABEL.test(valueLabel(d) ?? ''))) continue;
        // ("**At a glance:** 7 standing rules …" / "… 8 standing rules …" in two rule files): the parts of a text each
        // file counts are its own, unless one line names the other's file
        const names = (x: Directive, o: Directive): boolean => lowerText(x).includes(o.path.slice(o.path.lastIndexOf('/') + 1).toLowerCase());
        if (DOC_PARTS.test(a.np) && !names(items[a.item].d, items[b.item].d) && !names(items[b.item].d, items[a.item].d)) continue;
        // (a path written from two folders, "`nikita/pipeline/x.py`" / "`pipeline/x.py`", is one file)
        // ("`routers/`: 18 REST routers" in a tree at the root / "19 REST routers" in `app/routers/CLAUDE.md`): a folder's
        // own file counts the folder's things
        const ownFolder = (o: string | undefined, d: Directive): boolean => o !== undefined && o.endsWith('/') && d.path.toLowerCase().endsWith('/' + o + 'claude.md');
        const sameOwner = (oa !== undefined && ob !== undefined && (oa === ob || (oa.includes('/') && ob.includes('/') && (oa.endsWith('/' + ob) || ob.endsWith('/' + oa))))) || (ob === undefined && ownFolder(oa, items[b.item].d)) || (oa === undefined && ownFolder(ob, items[a.item].d));
        if (oa !== undefined && ob !== undefined && !sameOwner) continue;
        // (a listing of a term, "`src/hooks/`: 18 custom hooks", counts that term's things: only another line about it
        // counts the same ones)
        // (a heading that counts, "## 12 Streamlined Subagents", names its set as a line of prose does)
        if (((items[a.item].d.factsOnly && !items[a.item].d.heading) || (items[b.item].d.factsOnly && !items[b.item].d.heading)) && !sameOwner) continue;
        if (!shareContext(items[a.item].file, items[b.item].file)) continue;
        consider(a.item, b.item, 'drift', `the number of ${a.label}`, undefined, undefined, { confidence: 'possible', reason: `the same set counted twice with different values (${a.text} / ${b.text})` });
      }
    }
  }
  /**
   * A fact a line gives a named thing (a port, an address) stated with another value in a file that loads with it:
   * one copy was not updated. Facts are grouped by their owner; a line that names both values knows the other one, and
   * so does a file that gives both.
   * `shown`: also the facts of shell blocks and examples.
   */
  // ("- Bad: `CONFIG_MAIN_STACK_SIZE=512` (the overflow we chased for a week)"): a value shown as a wrong one, read once
  // for every kind of fact below
  // ("CLI help example: `bundlekit dev --port 8080`"): and so is a value a label calls an example
  const shownWrong = items.map((it) => NEG_MARK.test(it.d.text.replace(/^\s*(?:[-*+]\s+|\d+[.)]\s+)+/, '')) || EXAMPLE_LABEL.test(it.d.text));
  const drifts = <F, E extends { item: number; text: string }>(factsOf: (text: string) => F[], shown: boolean, entry: (f: F, item: number) => E & { owner: string }, same: (a: E, b: E) => boolean, knows: (text: string, other: E) => boolean, subject: (e: E) => string, reason: string, ownPlaces: boolean | ((text: string) => boolean) = false, alias?: (named: string, more: string, owners: string[]) => boolean): void => {
    const groups = new Map<string, E[]>();
    items.forEach((it, n) => {
      if ((!shown && (it.d.fenced || it.d.example)) || shownWrong[n]) return;
      for (const f of factsOf(it.d.text)) {
        const e = entry(f, n);
        const l = groups.get(e.owner);
        if (l) l.push(e);
        else groups.set(e.owner, [e]);
      }
    });
    // (`alias`: an owner named with more words that name the same thing, "Jupyter Lab" for "Jupyter", joins its group)
    if (alias && groups.size > 1) {
      for (const more of [...groups.keys()]) {
        const owners = [...groups.keys()];
        const named = owners.find((k) => k !== more && alias(k, more, owners));
        if (named !== undefined) {
          groups.get(named)!.push(...groups.get(more)!);
          groups.delete(more);
        }
      }
    }
    for (const list of groups.values()) {
      if (list.length < 2) continue;
      const byFile = new Map<number, E[]>();
      for (const e of list) {
        const f = items[e.item].file;
        const l = byFile.get(f);
        if (l) l.push(e);
        else byFile.set(f, [e]);
      }
      for (let x = 0; x < list.length && x < maxGroup; x++) {
        for (let y = x + 1; y < list.length && y < maxGroup; y++) {
          const [a, b] = [list[x], list[y]];
          if (!spend()) return;
          if (items[a.item].file === items[b.item].file || same(a, b)) continue;
          if (knows(items[a.item].d.text, b) || knows(items[b.item].d.text, a)) continue;
          // a file that gives the thing the other value too (a port in each of two modes) knows both
          if (byFile.get(items[a.item].file)!.some((e) => same(e, b)) || byFile.get(items[b.item].file)!.some((e) => same(e, a))) continue;
          if (!shareContext(items[a.item].file, items[b.item].file)) continue;
          // (`ownPlaces`: a directory's own file, or a rule for some paths, gives its own things' values, or those of the
          // lines `ownPlaces` accepts)
          const own = (x: Directive, y: Directive): boolean => !!narrower(x, y) && (ownPlaces === true || (ownPlaces !== false && ownPlaces(x.text)));
          if (own(items[a.item].d, items[b.item].d) || own(items[b.item].d, items[a.item].d)) continue;
          // ("When debugging on the bench board, use … port 2331" / "When the target is the QEMU model, connect GDB to
          // `localhost:1234`"): a value given for a case of its own is that case's
          if (CASE_LEAD.test(items[a.item].d.text) || CASE_LEAD.test(items[b.item].d.text)) continue;
          consider(a.item, b.item, 'drift', subject(a), undefined, undefined, { confidence: 'possible', reason: `${reason} (${a.text} / ${b.text})` });
        }
      }
    }
  };
  // the port of one named service ("ML backend (port 8000)" / "the ML backend listens on port 8080"); a line that gives
  // both ports, "8080 (was 8000)", knows the other one
  // (a directory's own file that starts a server with its own script, "`pnpm dev` — start zfb on port 4323" in `doc/`, gives
  // the port of that directory's server)
  drifts(portsOnce, true, (p, item) => ({ owner: `${p.owner}\u0000${p.setting}`, name: p.owner, port: p.port, item, text: p.text }), (a, b) => a.port === b.port, (text, o) => knowsNumber(text, o.port, o.name), (e) => `the port of ${e.name}`, 'the same service given two ports', (text) => SCRIPT_SERVER.test(text), portAlias);
  // the address of one of the project's places ("Staging API base URL: `https://staging-api.acme.dev`" / "The staging
  // API lives at `https://api.staging.acme.io`")
  drifts(sitesOnce, false, (p, item) => ({ owner: p.owner, label: p.label, host: p.host, item, text: p.text }), (a, b) => a.host === b.host, (text, o) => hostIn(text, o.host), (e) => `the address of "${e.label}"`, 'the same place given two addresses');
  // the number a flag or a setting is given ("Run the suite with `--maxWorkers=4`" / "Always pass `--maxWorkers=1`"; "`line-length = 100`")
  // (not for two things each line names on its own: "GPU training jobs: `batch_size=128`" / "CPU smoke runs use `batch_size=8`")
  drifts(flagValuesOnce, false, (f, item) => ({ owner: f.flag, value: f.value, about: f.about, item, text: f.text }), (a, b) => a.value === b.value || setForOtherThings(a.about, b.about), (text, o) => new RegExp(`(?<![\\d.])${o.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d.])`, 'i').test(text) && !rejectsValue(text, o.value), (e) => `the value of \`${e.text.split(' ')[0]}\``, 'the same setting given two values');
  // the value a line gives a named thing ("The health check endpoint is `/healthz`" / "The health check path is
  // `/actuator/health`"); one path named from a folder below the other's is one place
  drifts(valuesOnce, false, (v, item) => ({ owner: v.owner, label: v.label, value: v.value, item, text: v.text }), (a, b) => a.value === b.value || a.value.endsWith('/' + b.value) || b.value.endsWith('/' + a.value), (text, o) => text.toLowerCase().includes(o.value), (e) => `the value of "${e.label}"`, 'the same thing given two values', true);
  // a tool one file says is gone and another describes as in use ("OneSignal was removed in March" / "Push
  // notifications are sent through OneSignal"): one of the two was not updated. A name the lexicon knows is compared as
  // a choice; this is for the others, matched by how lines write them ("Dusk" / "Laravel Dusk", "Boost" / "Boost.Asio")
  {
    const gone = new Map<string, { item: number; text: string; of?: string }[]>();
    const used: { item: number; name: string; text: string }[] = [];
    items.forEach((it, n) => {
      if (it.d.fenced || it.d.example || it.d.era !== undefined) return;
      for (const t of toolStatesOnce(it.d.text)) {
        if (!t.gone) used.push({ item: n, name: t.name, text: t.text });
        else {
          const l = gone.get(t.name);
          if (l) l.push({ item: n, text: t.text, of: t.of });
          else gone.set(t.name, [{ item: n, text: t.text, of: t.of }]);
        }
      }
    });
    if (gone.size) {
      // ("Redux is gone" / "Redux Toolkit", "Auth0 was removed" / "the Auth0 SDK": a kit, a client or a library of a
      // tool is gone with it)
      const goneIn = (name: string): string | undefined => (gone.has(name) ? name : [...gone.keys()].find((g) => name.endsWith(' ' + g) || name.startsWith(g + '.') || (g.includes('-') && name.endsWith('-' + g)) || (name.startsWith(g + ' ') && name.slice(g.length + 1).split(' ').every((w) => TOOL_KITS.has(w))) || (g.endsWith('/') && name.startsWith(g))));
      for (const u of used) {
        const name = goneIn(u.name);
        if (name === undefined) continue;
        for (const g of gone.get(name)!) {
          if (!spend()) break;
          const [da, db] = [items[g.item].d, items[u.item].d];
          if (items[g.item].file === items[u.item].file) continue;
          // (gone from a client or a product the other line does not name)
          if (g.of !== undefined && !items[u.item].d.text.toLowerCase().includes(g.of)) continue;
          // (a line that says both knows: "Boost is gone; the networking layer uses standalone Asio")
          if (toolStatesOnce(da.text).some((t) => !t.gone && t.name === u.name) || toolStatesOnce(db.text).some((t) => t.gone && t.name === name)) continue;
          if (!shareContext(items[g.item].file, items[u.item].file)) continue;
          // (a directory's own file, or a rule for some paths, says what is gone from or used in its part: a package kept
          // on a tool the rest of the project dropped, "apps/legacy" on Font Awesome)
          if (narrower(da, db) || narrower(db, da)) continue;
          consider(g.item, u.item, 'drift', name.endsWith('/') ? `the folder \`${name}\`` : `the use of ${u.name}`, undefined, undefined, { confidence: 'possible', reason: `a ${name.endsWith('/') ? 'folder' : 'tool'} said to be gone is ${db.instruction ? 'named for use' : 'described as in use'} (${g.text} / ${u.text})` });
        }
      }
    }
  }
  // duplicates: the same claim (same scope, or one stated for everything) with nearly the same words
  const contradicted = new Set(found.keys());
  const dup = (i: number, j: number, subject: string): void => {
    const key = i < j ? i * items.length + j : j * items.length + i;
    if (contradicted.has(key) || found.has(key)) return;
    consider(i, j, 'duplicate', subject);
  };
  const tryDup = (A: Entry, B: Entry): boolean => {
    if (A.item === B.item || items[A.item].leadIn || items[B.item].leadIn || items[A.item].d.fenced || items[B.item].d.fenced || !spend()) return false;
    if (!shareContext(items[A.item].file, items[B.item].file)) return false;
    if (!(sameClaim(A.claim, B.claim) && sameWords(items[A.item].words, items[B.item].words))) return false;
    dup(A.item, B.item, describeClaim(A.claim));
    return true;
  };
  for (const groups of grouped) {
    for (const group of groups) {
      const byScope = new Map<string, Entry[]>();
      for (const e of group) {
        const k = e.claim.scope.join('\u0000') + (e.claim.conditional ? '\u0001' : '');
        const l = byScope.get(k);
        if (l) l.push(e);
        else byScope.set(k, [e]);
      }
      const universal = head(byScope.get('') ?? []);
      for (const [k, all] of byScope) {
        const l = head(all);
        // each statement is reported against the first one it repeats, not against every earlier copy
        for (let y = 1; y < l.length; y++) for (let x = 0; x < y; x++) if (tryDup(l[x], l[y])) break;
        if (k !== '') for (const B of l) for (const A of universal) if (tryDup(A, B)) break;
      }
    }
  }
  const byText = new Map<string, number[]>();
  items.forEach((it, n) => {
    // lead-ins ("Record decisions when you:") introduce a list; they are not instructions of their own
    if (!it.d.instruction || it.d.words.length < 4 || it.leadIn) return;
    const k = normText(it.d.text);
    const l = byText.get(k);
    if (l) l.push(n);
    else byText.set(k, [n]);
  });
  // each copy of a sentence is reported against the first copy it loads with: a line that 400 package files
  // repeat from the root file is 400 pairs, not 80,000
  for (const all of byText.values()) {
    for (let y = 1; y < all.length; y++) {
      for (let x = 0; x < y; x++) {
        if (!spend()) break;
        if (items[all[x]].d.path === items[all[y]].d.path && items[all[x]].d.blockIndex === items[all[y]].d.blockIndex) continue;
        if (shareContext(items[all[x]].file, items[all[y]].file)) {
          dup(all[x], all[y], 'repeated instruction');
          break;
        }
      }
    }
  }
  if (opts.onLimit && (capped.size || comparisons > maxComparisons)) {
    const why: string[] = [];
    if (capped.size) why.push(`${capped.size} list${capped.size === 1 ? '' : 's'} of equivalent statements longer than ${maxGroup} compared by their first ${maxGroup}`);
    if (comparisons > maxComparisons) why.push(`stopped after ${maxComparisons.toLocaleString('en-US')} comparisons`);
    opts.onLimit(why.join('; '));
  }

  // order within the first shared context: (file position, line)
  const out: { c: Conflict; sort: number[] }[] = [];
  for (const f of found.values()) {
    const first = f.ctx[0];
    const pos = (n: number): number[] => [where.get(items[n].d.path)!.get(first)!, items[n].d.line, items[n].seq];
    const pi = pos(f.i);
    const pj = pos(f.j);
    const iFirst = pi[0] !== pj[0] ? pi[0] < pj[0] : pi[1] !== pj[1] ? pi[1] < pj[1] : pi[2] <= pj[2];
    const [a, b] = iFirst ? [items[f.i].d, items[f.j].d] : [items[f.j].d, items[f.i].d];
    const [pa, pb] = iFirst ? [pi, pj] : [pj, pi];
    const rule = f.kind === 'duplicate' ? 'duplicate' : 'contradiction';
    const message =
      rule === 'duplicate'
        ? `"${quote(b.text)}" (${b.path}:${b.line}) repeats "${quote(a.text)}" (${a.path}:${a.line}): ${f.subject}`
        : `"${quote(a.text)}" (${a.path}:${a.line}) conflicts with "${quote(b.text)}" (${b.path}:${b.line}): ${f.subject}`;
    const judged = f.judged ? { confidence: f.judged.confidence, reason: f.judged.reason } : {};
    out.push({
      c: { rule, kind: f.kind, subject: f.subject, a, b, contexts: f.ctx.map((ci) => contexts[ci].id), message, hint: hintFor(f.kind, f.subject, b), ...judged },
      sort: [rule === 'contradiction' ? 0 : 1, first, ...pa, ...pb],
    });
  }
  out.sort((x, y) => {
    for (let k = 0; k < x.sort.length; k++) if (x.sort[k] !== y.sort[k]) return x.sort[k] - y.sort[k];
    return x.c.a.path < y.c.a.path ? -1 : x.c.a.path > y.c.a.path ? 1 : 0;
  });
  return out.map((x) => x.c);
}

