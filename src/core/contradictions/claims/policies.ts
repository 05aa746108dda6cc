// Recurring policy concepts said in many ways: tests touching the network or other real resources, and
// asking before acting.
import { type Clause, isAdverb, maxForce } from '../clauses.js';
import type { Ctx } from '../context.js';
import { scopeOf } from '../scope.js';
import { isSForm, STOP, verbBase } from '../text.js';
import type { Claim, Force } from '../types.js';
import { PREPOSITIONS, set, SUBORDINATORS, VERB_CLASS } from '../words.js';
import { nounPhrases, type ObjectNP, objectOf } from './objects.js';

const NET_TARGET = set('network internet api service endpoint server backend http https url web socket');
// ("public" is not here: "the public API" of a module is its interface, not a service on the network)
const NET_REAL = set('real live external remote production prod staging third-party actual upstream outside');
const NET_HIT = set('touch hit access call reach contact query use talk connect make send perform depend rely');
const NET_FAKE = set('mock stub fake intercept simulate record replay nock msw');

export function networkClaim(cl: Clause, ctx: Ctx, out: Claim[]): boolean {
  const t = cl.toks;
  let pol: 1 | -1 | 0 = 0;
  const span = new Set<number>();
  for (let i = 0; i < t.length && pol === 0; i++) {
    if (cl.roles[i] !== 'main' || t[i].code >= 0) continue;
    const b = verbBase(t[i].w) ?? t[i].s;
    // "retry network calls": "call" here is a noun, not the act of calling
    if ((NET_FAKE.has(b) || NET_HIT.has(b)) && i !== cl.verb && !/(ed|ing)$/.test(t[i].w)) continue;
    if (NET_FAKE.has(b) || NET_FAKE.has(t[i].w.replace(/(ed|ing)$/, ''))) {
      // "ONLY mock 3rd party API calls": what may be mocked, not a ban of the network
      if (t[i - 1]?.code < 0 && /^(only|just)$/.test(t[i - 1].w)) continue;
      for (let k = i + 1; k < Math.min(t.length, i + 5); k++) {
        if (NET_TARGET.has(t[k].s) || /^(request|call|fetch|response)$/.test(t[k].s)) {
          pol = -1;
          for (let q = i; q <= k; q++) span.add(q);
          break;
        }
      }
    } else if (NET_HIT.has(b)) {
      for (let k = i + 1; k < Math.min(t.length, i + 6); k++) {
        // ("Use mock data for external API dependencies": what is used in place of the real API keeps it off the network)
        if (t[k].code < 0 && (NET_FAKE.has(t[k].s) || NET_FAKE.has(t[k].w))) {
          const target = t.slice(k + 1, k + 6).findIndex((x) => NET_TARGET.has(x.s));
          if (target >= 0) {
            pol = -1;
            for (let q = i; q <= k + 1 + target; q++) span.add(q);
          }
          break;
        }
        if (t[k].s === 'network' || t[k].s === 'internet') {
          // ("Always use HTTPS for network requests"): what is used for them is the rule, not making them
          if (purposeOf(t, i, k)) break;
          pol = 1;
        } else if (NET_REAL.has(t[k].w)) {
          // ("the real `asyncio.py` API": an API named by code is a programming interface)
          for (let q = k + 1; q < Math.min(t.length, k + 4) && t[q].code < 0; q++) if (NET_TARGET.has(t[q].s)) {
            pol = 1;
            k = q;
            break;
          }
        }
        if (pol) {
          for (let q = i; q <= k; q++) span.add(q);
          break;
        }
      }
    } else if (t[i].w === 'offline' && !(t[i + 1]?.code < 0 && /^[a-z]{3,}$/.test(t[i + 1].w) && t[i + 1].w !== 'mode' && !STOP.has(t[i + 1].w) && !PREPOSITIONS.has(t[i + 1].w) && !SUBORDINATORS.has(t[i + 1].w) && !isAdverb(t[i + 1].w))) {
      // (not a kind of thing named by it: "offline behavior", "offline sync" are topics, not a rule to stay offline)
      pol = -1;
      span.add(i);
    } else if (t[i].w === 'network' && /^(access|call|request|calls|requests)$/.test(t[i + 1]?.w ?? '') && (cl.verb < 0 || /^(make|perform|allow|use|need|require)$/.test(cl.verbBase ?? '')) && !purposeOf(t, cl.verb, i)) {
      pol = 1;
      span.add(i);
      span.add(i + 1);
    }
  }
  if (!pol) return false;
  const p: 1 | -1 = cl.neg ? (pol === 1 ? -1 : 1) : pol;
  const scope = scopeOf(cl, span, new Set(['network', 'internet', 'api', 'service', 'call', 'request', 'http', 'real', 'live', 'external', 'msw', 'nock']), ctx);
  out.push({ key: 'concept:network', type: 'action', subject: 'network access', polarity: p, force: cl.force, conditional: cl.conditional, scope });
  return true;
}

const RESOURCES: { key: string; subject: string; targets: Set<string>; hit: Set<string> }[] = [
  { key: 'concept:filesystem', subject: 'filesystem access', targets: set('disk filesystem file-system fs'), hit: set('write touch access hit use read modify create') },
  { key: 'concept:database', subject: 'real database access', targets: set('db'), hit: set('hit touch connect') },
];
const RES_FAKE = set('mock stub fake in-memory inmemory simulate');
const RES_REAL = set('real actual live production prod shared');

/**
 * Tests (or anything) touching a real resource: "tests must not write to disk" / "integration tests write
 * to the real filesystem"; "mock the database" / "never mock the database".
 */
export function resourceClaims(cl: Clause, ctx: Ctx, out: Claim[]): boolean {
  const t = cl.toks;
  let made = false;
  for (const r of RESOURCES) {
    const k = t.findIndex((x, q) => cl.roles[q] === 'main' && x.code < 0 && (r.targets.has(x.s) || (x.w === 'file' && t[q + 1]?.w === 'system')));
    if (k < 0) continue;
    let pol: 1 | -1 | 0 = 0;
    let from = k;
    for (let q = Math.max(0, k - 4); q < k; q++) {
      const w = t[q].w;
      if (RES_FAKE.has(w) || RES_FAKE.has(verbBase(w) ?? '') || RES_FAKE.has(w.replace(/(s|ed|ing)$/, ''))) {
        pol = -1;
        from = q;
      }
    }
    if (!pol && cl.verb >= 0 && cl.verb < k && cl.verbBase && r.hit.has(cl.verbBase) && k - cl.verb <= 6) {
      pol = 1;
      from = cl.verb;
    }
    if (!pol && t.slice(Math.max(0, k - 3), k).some((x) => RES_REAL.has(x.w)) && cl.verbBase && !RES_FAKE.has(cl.verbBase)) {
      pol = 1;
      from = Math.max(0, k - 3);
    }
    if (!pol) continue;
    const p: 1 | -1 = cl.neg ? (pol === 1 ? -1 : 1) : pol;
    const span = new Set<number>();
    for (let q = from; q <= k; q++) span.add(q);
    if (t[k].w === 'file') span.add(k + 1);
    const scope = scopeOf(cl, span, new Set([...r.targets, 'real', 'file', 'system', 'mock', 'jest']), ctx);
    out.push({ key: r.key, type: 'action', subject: r.subject, polarity: p, force: cl.force, conditional: cl.conditional, scope });
    made = true;
  }
  return made;
}

const ASK_WORDS = set('ask confirm check');
/** Things a project depends on, and the acts of taking one on. */
const DEP_NOUNS = set('dep package library lib crate gem module');
const DEP_VERBS = set('add install use introduce pull bring');

/** The act asked about before it is done: adding, installing or using a dependency, a package or a library is one act. */
export function confirmAct(verb: string, head: string): { verb: string; head: string; dep: boolean } {
  const dep = DEP_NOUNS.has(head) && DEP_VERBS.has(verb);
  return dep ? { verb: 'add', head: 'dep', dep } : { verb, head, dep };
}

/** Words that do not narrow asking before adding a dependency: a dependency added is a new one, whichever it is. */
export const DEP_LEFTOVERS = /^(new|whatever|any|extra|additional|need)$/;
const CONFIRM_NOUNS = set('confirmation permission approval consent sign-off signoff go-ahead');
const WITHOUT_ASK = set('asking ask confirmation confirming permission approval consent checking prompting sign-off');

/** Claims about asking before an act: 'ask' for "ask before X" (the act is asked about), 'without' for "X without asking" (the act is done), false for neither. */
export function confirmClaims(cl: Clause, ctx: Ctx, out: Claim[]): 'ask' | 'without' | false {
  const t = cl.toks;
  let made = false;
  const emit = (verb0: string, np: ObjectNP | undefined, pol: 1 | -1, force: Force, exclude: Set<number>, conditional = cl.conditional): void => {
    const head0 = np?.head ?? '';
    // ("Ask before installing any new dependency" / "Add whatever packages you need without asking"): adding, installing
    // or using a dependency, a package or a library is one act, and a dependency added is a new one
    const { verb, head, dep } = confirmAct(verb0, head0);
    const key = `confirm:${verb}:${head}`;
    const scope = [...new Set([...(np?.mods ?? []), ...scopeOf(cl, new Set([...exclude, ...(np?.idx ?? [])]), new Set([...CONFIRM_NOUNS, 'user', 'first', 'explicit', verb, head, ...(dep ? ['new', 'need', 'whatever', head0, verb0] : [])]), ctx)])].filter((q) => !dep || !DEP_LEFTOVERS.test(q)).sort();
    out.push({ key, type: 'action', subject: `asking before ${verb === 'run' ? 'running' : verb}${head ? ' ' + head : ''}`, polarity: pol, force, conditional, scope });
    made = true;
  };
  for (let i = 0; i < t.length; i++) {
    if (t[i].code >= 0) continue;
    const w = t[i].w;
    // ask / confirm / get approval … before <gerund> <object>
    // ("don't wait for me to approve a plan": the user asked to approve)
    const approve = w === 'approve' && t[i - 1]?.w === 'to' && /^(me|us|user|maintainer|maintainers|owner|i)$/.test(t[i - 2]?.w ?? '');
    // (not one in an aside: "Prose-only instructions ("always ask the user first") are not sufficient")
    const aside = cl.roles[i] === 'paren' || (t[i].paren > 0 && t.some((x, k) => k > i && x.code < 0 && x.paren < t[i].paren && /[a-z]/.test(x.w)));
    // ("wait for my OK before editing files"): an OK waited for is an approval
    const ok = /^(ok|okay)$/.test(w) && /^(my|your|an|explicit|user's)$/.test(t[i - 1]?.w ?? '') && t.slice(Math.max(0, i - 3), i).some((x) => x.w === 'for');
    if ((ASK_WORDS.has(verbBase(w) ?? w) || CONFIRM_NOUNS.has(w) || approve || ok) && cl.roles[i] !== 'without' && !aside) {
      const b = t.findIndex((x, k) => k > i && k < i + 7 && (x.w === 'before' || (x.w === 'prior' && t[k + 1]?.w === 'to')));
      // ("Don't wait for approval", "Never ask for permission", "don't ask for confirmation on routine edits"): asking
      // first ruled out, whatever the act
      // (not asking the user to do something, "Don't ask the user to run tests", or about something)
      let k = i + 1;
      if (t[k]?.w === 'the' && t[k + 1]?.w === 'user') k++;
      if (/^(me|us|user|first)$/.test(t[k]?.w ?? '')) k++;
      const forPermission = t[k]?.w === 'for' && t.slice(k + 1, k + 4).some((x) => CONFIRM_NOUNS.has(x.w));
      const bare = t[k] === undefined || (t[k].code < 0 && (/^[,;.:—–-]$/.test(t[k].w) || /^(first|again|before)$/.test(t[k].w)));
      // (the asking is what the ban is about: the clause's own verb, an asking after "to" right after it ("don't stop to
      // ask"), or a permission it waits or asks for ("don't wait for approval"); not "MUST NOT print the name in the same
      // turn as the confirmation prompt", nor a phrasing banned "as the primary form of confirmation")
      const asked = i === cl.verb || (t[i - 1]?.w === 'to' && i - 2 === cl.verb) || (CONFIRM_NOUNS.has(w) && t.slice(cl.verb + 1, i).every((x) => x.code < 0 && /^(for|the|a|an|my|our|your|their|explicit|prior|any|user|user's|me)$/.test(x.w))) || approve;
      if (b < 0 && cl.neg && cl.instruction && asked && (CONFIRM_NOUNS.has(w) || approve || forPermission || (bare && k > i + 1)) && !t.slice(i + 1).some((x) => x.code < 0 && /^(unless|if|when|except)$/.test(x.w))) {
        emit('', undefined, -1, cl.force, new Set(Array.from({ length: i + 1 }, (_x, k) => k)));
        // (a bare "Do not ask the user." is also the act of asking, read as such below)
        return CONFIRM_NOUNS.has(w) || approve || forPermission ? made && 'ask' : false;
      }
      if (b < 0) continue;
      const g = t[b].w === 'prior' ? b + 2 : b + 1;
      const gv = t[g] && t[g].code < 0 ? verbBase(t[g].w) : undefined;
      if (!gv) continue;
      const fake: Clause = { ...cl, roles: cl.roles.map((r, k) => (k > g && r === 'temporal' ? 'main' : r)) };
      const nps = nounPhrases(fake, g + 1, ctx);
      let np: ObjectNP | undefined = nps[0];
      if (!np && /^(to|into|onto|on)$/.test(t[g + 1]?.w ?? '')) np = nounPhrases(fake, g + 2, ctx)[0];
      const span = new Set<number>();
      for (let k = i; k <= g; k++) span.add(k);
      // "ask before deleting any files": the quantifier makes the rule universal
      const quantified = t.slice(g + 1, g + 4).some((x) => /^(any|all|every|each)$/.test(x.w));
      // ("Ask before running any command that installs packages"): a command named by what it does is that act
      let act = VERB_CLASS[gv] ?? gv;
      let conditional = cl.conditional;
      if (np && /^(command|cmd|script)$/.test(np.head) && (gv === 'run' || gv === 'execute') && np.idx.length) {
        const end = Math.max(...np.idx);
        const v2 = t[end + 2];
        const b2 = v2 !== undefined && v2.code < 0 && /^(that|which)$/.test(t[end + 1]?.w ?? '') && isSForm(v2.w) ? verbBase(v2.w) : undefined;
        const np2 = b2 ? nounPhrases({ ...fake, roles: fake.roles.map((r, k) => (k > end ? 'main' : r)) }, end + 3, ctx)[0] : undefined;
        if (b2 && np2) {
          for (let k = g; k <= end + 2; k++) span.add(k);
          act = VERB_CLASS[b2] ?? b2;
          np = np2;
          // (the relative clause that names the act is no condition of it)
          const last = Math.max(end + 2, ...np2.idx);
          conditional = cl.conditional && (cl.roles.some((r, k) => r === 'cond' || (r === 'rel' && (k <= end || k > last))) || (cl.leadCond?.length ?? 0) > 0);
        }
      }
      emit(act, np, cl.neg ? -1 : 1, quantified ? 'strong' : cl.force, span, conditional);
      return made && 'ask';
    }
    // <verb> <object> without asking
    // ("without the user's explicit approval": the asking may come after a determiner, the asker and an adjective)
    let a = i + 1;
    while (a < i + 5 && t[a] && t[a].code < 0 && /^(the|a|an|your|their|our|his|her|user|users|maintainer|maintainers|owner|explicit|prior|written|express|clear|first)$/.test(t[a].w)) a++;
    if (w === 'without' && WITHOUT_ASK.has(t[a]?.w ?? '') && cl.verb >= 0 && cl.verb < i) {
      const v = cl.verbBase ?? '';
      const np = objectOf(cl, cl.verb, ctx)[0];
      const span = new Set<number>(Array.from({ length: a - i + 1 }, (_x, k) => i + k));
      emit(VERB_CLASS[v] ?? v, np, cl.neg ? 1 : -1, cl.neg ? cl.force : maxForce('plain', cl.force), span);
      return made && (cl.neg ? 'ask' : 'without');
    }
  }
  return made && 'ask';
}

/** Whether token `at` is in a purpose ("for …") after the object of the verb at `verb` ("use HTTPS for network requests"). */
function purposeOf(t: Clause['toks'], verb: number, at: number): boolean {
  if (verb < 0) return false;
  const forAt = t.slice(verb + 1, at).findIndex((x) => x.code < 0 && x.w === 'for');
  return forAt > 0 && t.slice(verb + 1, verb + 1 + forAt).some((x) => x.code >= 0 || (/^[a-z]/i.test(x.w) && !STOP.has(x.w)));
}

const SUMMARY_WORDS = set('summary summaries recap recaps wrap-up tldr tl;dr');
const SUMMARY_VERBS = set('summarize summarise recap');
const CLOSING_VERBS = set('end finish close conclude wrap');
/** What a closing summary closes: the agent's own output, which says nothing more about where it is given. */
const OUTPUT_WORDS = set('reply response answer message turn task work change edit session output result every each your');

/** The key of a summary closing a reply: its words name all it is about. */
export const CLOSING_SUMMARY = 'act:summarize:end';

/**
 * A summary at the end of the agent's reply ("Finish every answer with a summary of what you changed", "No summaries
 * at the end of responses", "Don't summarize what you did at the end"): one act however it is said, a summary
 * closing each reply.
 */
export function closingSummary(cl: Clause, ctx: Ctx, out: Claim[]): boolean {
  const t = cl.toks;
  const at = t.findIndex((x, k) => x.code < 0 && (cl.roles[k] === 'main' || cl.roles[k] === 'altneg' || cl.roles[k] === 'cond') && (SUMMARY_WORDS.has(x.w) || (SUMMARY_VERBS.has(verbBase(x.w) ?? x.w) && k === cl.verb)));
  if (at < 0) return false;
  // closing: a verb of ending with the summary ("End every task with a bullet summary"), or "at the end" / "after"
  const closingVerb = cl.verb >= 0 && cl.verb < at && CLOSING_VERBS.has(cl.verbBase ?? '') && t.slice(cl.verb + 1, at).some((x) => x.code < 0 && x.w === 'with');
  const endAt = t.findIndex((x, k) => x.code < 0 && x.w === 'end' && t[k - 1]?.w === 'the' && t[k - 2]?.w === 'at');
  // ("no summary after edits", "Never write a recap after finishing")
  const afterAt = t.findIndex((x, q) => q > at && x.code < 0 && x.w === 'after' && t[q + 1]?.code < 0 && (OUTPUT_WORDS.has(t[q + 1].s) || /^(finish|complete|each|every|you|making)/.test(t[q + 1].w)));
  if (!closingVerb && endAt < 0 && afterAt < 0) return false;
  // (the end of something else is another place: "at the end of the PR description", "at the end of the file")
  if (endAt >= 0 && t[endAt + 1]?.w === 'of') {
    let o = endAt + 2;
    while (t[o] && t[o].code < 0 && /^(the|a|an|your|my|our|each|every|any|all)$/.test(t[o].w)) o++;
    if (!t[o] || t[o].code >= 0 || !OUTPUT_WORDS.has(t[o].s)) return false;
  }
  // ("with no summary", "No summaries …", "without a recap"): the word before the summary, past an adjective
  let k = at - 1;
  while (k >= 0 && t[k].code < 0 && /^(a|an|the|short|brief|final|bullet|bulleted|closing|concise|quick|long|lengthy|detailed)$/.test(t[k].w)) k--;
  const before = k >= 0 && t[k].code < 0 ? t[k].w : '';
  let pol: 1 | -1 = cl.roles[at] === 'altneg' || before === 'no' ? -1 : 1;
  if (before === 'without') pol = -1;
  if (cl.neg && before !== 'no') pol = pol === 1 ? -1 : 1;
  const span = new Set<number>([at]);
  for (let q = Math.min(at, cl.verb >= 0 ? cl.verb : at); q < t.length; q++) if (q <= at || q === endAt || q === endAt - 1 || q === endAt - 2 || q === endAt + 1) span.add(q);
  if (afterAt > 0) for (let q = afterAt; q < t.length && q <= afterAt + 3 && t[q].code < 0 && !/^[,;:]$/.test(t[q].w) && cl.roles[q] === cl.roles[afterAt]; q++) span.add(q);
  // (what the summary is of, "of what you changed", is the summary's own)
  const ofAt = t.findIndex((x, q) => q > at && q <= at + 2 && x.code < 0 && x.w === 'of');
  if (ofAt > 0) for (let q = ofAt; q < t.length && cl.roles[q] === cl.roles[at]; q++) span.add(q);
  // (the time "after" names is the closing, not a condition)
  const conditional = afterAt < 0 ? cl.conditional : t.some((x, q) => !span.has(q) && ((cl.roles[q] === 'cond' || cl.roles[q] === 'rel') || (cl.roles[q] === 'carve' && x.code < 0 && x.w === 'unless')));
  const scope = scopeOf(cl, span, new Set([...OUTPUT_WORDS, ...SUMMARY_WORDS, 'end', 'short', 'brief', 'bullet', 'always', 'never']), ctx).filter((q) => !OUTPUT_WORDS.has(q));
  out.push({ key: CLOSING_SUMMARY, type: 'action', subject: 'a summary at the end of a reply', polarity: pol, force: cl.neg || before === 'no' ? maxForce('strong', cl.force) : cl.force, conditional, scope });
  return true;
}

/** A Conventional Commits type prefix written in code: `feat:`, `fix(api):`, `chore!:`. */
export const TYPE_PREFIX = /^(?:feat|fix|chore|docs|refactor|test|perf|build|ci|style|revert)(?:\([^)]*\))?!?:/;
const COMMIT_WORDS = set('commit commits subject subjects message messages title titles msg');

/**
 * Type prefixes of commit messages ("no `feat:`/`fix:` prefixes", "Don't put type prefixes like `feat:` in commit
 * messages", "Prefix every commit with `feat:` or `fix:`") are Conventional Commits, used or ruled out.
 */
export function typePrefixClaim(cl: Clause, ctx: Ctx, out: Claim[]): boolean {
  const t = cl.toks;
  if (out.some((c) => c.key === 'fam:commit-convention')) return false;
  // (two type prefixes, "No `feat:`/`fix:` prefixes", are commit types with no word of commits around them)
  const types = new Set(t.filter((x) => x.code >= 0 && TYPE_PREFIX.test((ctx.spans[x.code] ?? '').trim())).map((x) => x.code));
  if (!ctx.toks.some((x) => x.code < 0 && COMMIT_WORDS.has(x.w)) && types.size < 2) return false;
  let at = -1;
  for (let k = 0; k < t.length && at < 0; k++) {
    if (cl.roles[k] !== 'main' && cl.roles[k] !== 'altneg' && cl.roles[k] !== 'example' && cl.roles[k] !== 'without') continue;
    if (t[k].code >= 0 && TYPE_PREFIX.test((ctx.spans[t[k].code] ?? '').trim())) at = k;
    else if (t[k].code < 0 && t[k].w === 'type' && /^prefix(es)?$/.test(t[k + 1]?.w ?? '')) at = k;
  }
  if (at < 0) return false;
  // ("… like `feat:`", "e.g. `feat:`" after a ban of type prefixes: the example is of what is banned)
  let k = at - 1;
  while (k >= 0 && (t[k].code >= 0 || /^(a|an|the|any|like|such|as|e\.g|type|conventional|[/,]|or|and)$/.test(t[k].w))) k--;
  const no = k >= 0 && t[k].code < 0 && /^(no|without)$/.test(t[k].w);
  const pol: 1 | -1 = no || cl.neg || cl.roles[at] === 'altneg' ? -1 : 1;
  out.push({ key: 'fam:commit-convention', type: 'choice', subject: 'commit message convention', family: 'commit-convention', member: 'conventional commits', memberLabel: 'Conventional Commits', polarity: pol, force: no ? 'strong' : cl.force, conditional: cl.conditional, scope: [] });
  return true;
}
