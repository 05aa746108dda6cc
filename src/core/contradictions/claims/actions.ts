// Action claims: a verb and its object (call `unwrap()`, push to the release branch, run `cargo fmt`), and
// acts named by a gerund ("instead of throwing exceptions").
import { type Clause, isAdverb, isNegWord, maxForce, type Role, passiveOff, switchedOff } from '../clauses.js';
import type { Ctx } from '../context.js';
import { SCOPE_SYNONYMS } from '../lexicon.js';
import { namesPlace, NARROWING_MANNER, PLACE_NOUNS, scopeOf, subjectWords } from '../scope.js';
import { dict, isVerbBaseForm, numberValue, STOP, type Tok, verbBase } from '../text.js';
import type { Claim } from '../types.js';
import { CODE_GENERIC, DETERMINERS, GENERIC_HEADS, MANNER, NEG_VERBS, POLICY_ADJ, PREPOSITIONS, rulesOutGerund, SEPARATORS, set, STATE_WORDS, SUBORDINATORS, VERB_CLASS, WITH_OBJECT_VERBS } from '../words.js';
import { commandHead, gitAction, launcherUse, memberNamed, narrowedBy, nounPhrases, type ObjectNP, objectOf, passiveObjects, throughLauncher } from './objects.js';

import { confirmAct, DEP_LEFTOVERS } from './policies.js';

/** Lockfiles by their file names, as an act's object names them. */
const LOCKFILES = /^(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|cargo\.lock|poetry\.lock|pipfile\.lock|uv\.lock|pdm\.lock|gemfile\.lock|composer\.lock|go\.sum|mix\.lock|pubspec\.lock|podfile\.lock|package\.resolved|flake\.lock|gradle\.lockfile|packages\.lock\.json)$/;

/** Git subcommands that are acts of their own when written as words after "git" ("run git push"). */
const GIT_WORDS = new Set(['push', 'pull', 'commit', 'rebase', 'merge', 'reset', 'stash', 'checkout', 'switch', 'tag', 'clean', 'revert', 'cherry-pick', 'fetch', 'add', 'rm']);

const NON_CLAIM_VERBS = set('be have get go see look note remember consider know understand learn think want need make take give let help try tell feel seem become come mean find keep stay follow ensure verify check prefer favor favour choose pick select adopt avoid discourage omit refrain stop forbid prohibit ban disallow eliminate describe explain read document list mention reference cite work start begin do');
export const INTRANSITIVE = set('force-push push commit merge deploy release rebase stash amend squash');
const PART_NOUNS = set('entry line section note item record row paragraph bullet');

/**
 * Acts named by a gerund after "instead of" / "rather than" (ruled out) or "by" (the means, done):
 * "instead of throwing exceptions" → do not throw exceptions; "by throwing typed exceptions" → throw them.
 */
export function gerundActs(cl: Clause, ctx: Ctx, out: Claim[]): void {
  const t = cl.toks;
  for (let i = 0; i + 1 < t.length; i++) {
    if (t[i].code >= 0) continue;
    let g = -1;
    let pol: 1 | -1 = 1;
    if (t[i].w === 'instead' && t[i + 1]?.w === 'of') {
      g = i + 2;
      pol = -1;
    } else if (t[i].w === 'rather' && t[i + 1]?.w === 'than') {
      g = i + 2;
      pol = -1;
    } else if (t[i].w === 'by' && i > cl.verb && cl.verb >= 0 && !cl.neg) {
      // (under a negation the means is only part of what is forbidden: "never close a drift by merging `main`")
      g = i + 1;
    } else if (t[i].w === 'no' && t.slice(0, i).every((x) => x.code < 0 && !/[a-z0-9]/i.test(x.w))) {
      // ("No rebasing.", "No force-pushing of shared branches"): a git act said as a gerund after "no" is banned
      const v0 = /ing$/.test(t[i + 1].w) && t[i + 1].code < 0 ? verbBase(t[i + 1].w) : undefined;
      const cls0 = v0 === undefined ? undefined : VERB_CLASS[v0] ?? v0;
      if (cls0 === undefined || !INTRANSITIVE.has(cls0)) continue;
      const after = t[i + 2];
      const bare = after === undefined || (after.code < 0 && !/[a-z0-9]/i.test(after.w));
      const objs = bare ? [] : after.code < 0 && /^(of|on|to|onto)$/.test(after.w) ? nounPhrases({ ...cl, roles: cl.roles.map(() => 'main' as Role) }, i + 3, ctx).filter((np) => !GENERIC_HEADS.has(np.head) && !STOP.has(np.head)) : undefined;
      if (objs === undefined || (!bare && !objs.length)) continue;
      const np = objs[0];
      out.push({ key: `act:${cls0}:${np ? np.head : ''}`, type: 'action', subject: np ? `${cls0} ${np.head}` : cls0, polarity: -1, force: 'strong', conditional: cl.conditional, scope: np ? np.mods.filter((m) => !STOP.has(m)).sort() : [] });
      continue;
    }
    const gt = t[g];
    if (!gt || gt.code >= 0 || !/ing$/.test(gt.w)) continue;
    const v = verbBase(gt.w);
    if (!v || NON_CLAIM_VERBS.has(v)) continue;
    const sub: Clause = { ...cl, roles: cl.roles.map(() => 'main' as Role) };
    const objs = nounPhrases(sub, g + 1, ctx).filter((np) => !GENERIC_HEADS.has(np.head) && !STOP.has(np.head));
    const cls = VERB_CLASS[v] ?? v;
    for (const np of objs.slice(0, 1)) {
      const head = np.head.includes(' ') ? commandHead(np.head) : np.head;
      out.push({
        key: `act:${cls}:${head}`,
        type: 'action',
        subject: `${cls} ${head}`,
        polarity: pol === -1 ? -1 : cl.neg ? -1 : 1,
        force: pol === -1 ? 'strong' : cl.force,
        conditional: cl.conditional,
        // ("rather than adding new peer files at the root": what is ruled out is as narrow as it is named)
        // ("the `web` app should use the client rather than importing `auth` directly": for whom, and in what manner)
        scope: [...new Set([...np.mods.filter((m) => !STOP.has(m)), ...(pol === -1 ? [...subjectWords(cl, ctx), ...t.slice(g + 1).filter((x) => x.code < 0 && NARROWING_MANNER.has(x.w)).map((x) => 'm:' + x.w)] : [])])].sort(),
      });
    }
  }
}

/** Stems that shorten a word to what code also spells ("variables" → var, "functions" → func). */
const WORD_STEMS: Record<string, string> = dict({ var: 'variable', func: 'function', param: 'parameter' });

/** Verbs for writing something, whose "in X" names what it is written in ("write the queries in raw SQL"). */
const WRITTEN_IN_VERBS = set('write rewrite implement code express port author');

/** Whether "in …" at `k` names a language or notation rather than a place ("in raw SQL", not "in `src/`", "in the README"). */
function writtenIn(t: Tok[], k: number, ctx: Ctx): boolean {
  let j = k + 1;
  while (j < t.length && t[j].code < 0 && (DETERMINERS.has(t[j].w) || /^(raw|plain|pure|vanilla|native)$/.test(t[j].w))) j++;
  const x = t[j];
  if (x === undefined) return false;
  if (x.code >= 0) return !/[/.]/.test(ctx.spans[x.code] ?? '');
  if (t[j - 1].code < 0 && /^(the|this|that|these|those|a|an|its|their|your|our)$/.test(t[j - 1].w)) return false;
  let e = j;
  while (e + 1 < t.length && t[e + 1].code < 0 && /^[a-z][a-z-]*$/.test(t[e + 1].w) && !STOP.has(t[e + 1].w) && !PREPOSITIONS.has(t[e + 1].w)) e++;
  return /^[a-z][\w.+#-]*$/i.test(x.w) && !PLACE_NOUNS.has(t[e].s) && !PLACE_NOUNS.has(t[e].w) && !/^(file|files|place|order|mind|sync|parallel|isolation|production|prod|ci|development|dev|staging|tests?|general|case|time|batches|bulk)$/.test(t[e].w);
}

/** Content words of an infinitive purpose with its own object ("to isolate the SUT"), as scope qualifiers. */
function purposeWords(cl: Clause): string[] {
  const t = cl.toks;
  // (the purpose itself, not a verb inside a clause of consequence: "so CI doesn't need to run pod install")
  const k = t.findIndex((x, i) => cl.roles[i] === 'purpose' && cl.roles[i - 1] !== 'purpose' && x.code < 0 && x.w === 'to' && i > cl.verb);
  if (k < 0 || !t[k + 1] || t[k + 1].code >= 0 || verbBase(t[k + 1].w) === undefined) return [];
  const out: string[] = [];
  for (let i = k + 2; i < t.length && cl.roles[i] === 'purpose'; i++) {
    const x = t[i];
    if (x.code >= 0) out.push(x.w);
    else if (/^[a-z]/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !PREPOSITIONS.has(x.w)) out.push(SCOPE_SYNONYMS[x.s] ?? x.s);
  }
  return out.length ? ['p:' + (verbBase(t[k + 1].w) ?? t[k + 1].w), ...out] : [];
}

/** Verbs whose passive names the tool a thing is made or checked with: "tested with bats", "formatted with Black". */
const MEANS_PASSIVE = new Set(['test', 'lint', 'format', 'build', 'bundle', 'compile', 'typecheck', 'type-check', 'deploy', 'manage', 'package', 'mock', 'document', 'generate', 'write']);

/** Adjectives that make an instrument a manner ("with clear context", "with a descriptive message"). */
const QUALITY_ADJ = set('clear clean good proper meaningful descriptive sufficient enough helpful detailed explicit short concise brief full complete careful appropriate relevant useful accurate precise minimal reasonable sensible consistent');

/** Verbs that, done to a named tool, use it. */
const NAME_USE_VERBS = set('configure install enable integrate setup adopt');

/** "your branch", "your feature branch", "the remote", "origin": where every push goes, not a narrower target. */
function ownBranchOrRemote(t: Clause['toks'], np: ObjectNP, ownBranch: boolean): boolean {
  if (!np.idx.length || t[np.idx[0]].code >= 0) return false;
  if (/^(remote|origin|upstream)$/.test(np.head) && !np.mods.length) return true;
  if (!ownBranch) return false;
  // ("push your commits": what every push carries)
  if (np.head === 'commit' && !np.mods.length && np.idx.length === 1 && /^(commits|changes)$/.test(t[np.idx[0]].w) && /^(your|my|our|the|all|any)$/.test(t[np.idx[0] - 1]?.w ?? '')) return true;
  const last = np.idx[np.idx.length - 1];
  const words = [...np.idx.map((k) => t[k].w), ...(t[last + 1]?.w === 'branch' ? ['branch'] : [])].join(' ');
  return /^(?:(?:feature|own|current|working|local) )?branch(?:es)?$/.test(words) && /^(your|my|our|own|the|a|its)$/.test(t[np.idx[0] - 1]?.w ?? '');
}

/** Objects that are the act itself ("push changes", "commit everything"). */
const GENERIC_OBJECT = /^(change|changes|work|everything|anything|it|them|code)$/;
/** Units of the work, done each one ("commit each step"). */
const WORK_UNIT = /^(step|steps|change|changes|task|tasks|fix|fixes)$/;

function intransitiveUse(cl: Clause, vi: number, objectAt?: number[]): boolean {
  let j = vi + 1;
  const w = (k: number): string => (cl.toks[k]?.code < 0 ? cl.toks[k].w : '');
  for (;;) {
    if (j < cl.toks.length && cl.toks[j].code < 0 && (MANNER.has(w(j)) || isAdverb(w(j)) || w(j) === 'yourself')) j++;
    // ("Never commit on your own", "don't push by yourself": the one told is who would do it)
    else if (w(j) === 'on' && w(j + 1) === 'your' && w(j + 2) === 'own') j += 3;
    else if (w(j) === 'by' && w(j + 1) === 'yourself') j += 2;
    // ("Never commit on my behalf": whose act it would be)
    else if (w(j) === 'on' && /^(my|your|our|their|his|her|the|a)$/.test(w(j + 1)) && (w(j + 2) === 'behalf' || (w(j + 3) === 'behalf' && /^(user|human|owner|maintainer)$/.test(w(j + 2))))) j += w(j + 2) === 'behalf' ? 3 : 4;
    else break;
  }
  // "push changes", "push your work", "commit everything": a generic object is the act itself
  let g = j;
  while (g < cl.toks.length && cl.toks[g].code < 0 && /^(your|the|all|any|my|our|these|those|each|every)$/.test(cl.toks[g].w)) g++;
  // ("Commit each logical step as you go": a unit of the work, each one, named with a word of what kind, is the work)
  const each = (k: number): boolean => /^(each|every)$/.test(cl.toks[k]?.w ?? '');
  if (cl.toks[g]?.code < 0 && /^[a-z]{4,}$/.test(cl.toks[g].w) && !GENERIC_OBJECT.test(cl.toks[g].w) && !WORK_UNIT.test(cl.toks[g].w) && cl.toks[g + 1]?.code < 0 && WORK_UNIT.test(cl.toks[g + 1].w) && each(g - 1)) g++;
  // ("Commit your work yourself as you finish each step": and who does it, or how)
  let h = g + 1;
  while (h < cl.toks.length && cl.toks[h].code < 0 && cl.roles[h] === 'main' && (MANNER.has(w(h)) || isAdverb(w(h)) || w(h) === 'yourself')) h++;
  if (cl.toks[g]?.code < 0 && (GENERIC_OBJECT.test(cl.toks[g].w) || (WORK_UNIT.test(cl.toks[g].w) && (each(g - 1) || each(g - 2)))) && (h >= cl.toks.length || cl.roles[h] !== 'main' || /^[.,]$/.test(cl.toks[h].w) || (cl.toks[g].w !== 'it' && cl.toks[g].w !== 'them' && PREPOSITIONS.has(cl.toks[h].w)))) {
    // (the words of the object are the act's, not where it is done)
    for (let k = j; k <= g; k++) objectAt?.push(k);
    return true;
  }
  const n = cl.toks[j];
  return n === undefined || cl.roles[j] !== 'main' || n.w === '.' || n.w === ',';
}

/**
 * The name an alternative rules out: the head of "instead of X", "rather than X", ", not X", "over X" (after
 * prefer), or of a verbless "not X" after a choice. Only a name — a code span, or one word right before the
 * end of the segment that is not an ordinary word of the sentence's grammar — and only when no known family
 * member is there already.
 */
export function rejectedName(t: Tok[], cl: Clause, known: (k: number) => boolean, bareNot: boolean): string | undefined {
  let k = -1;
  for (let i = 0; i < t.length; i++) {
    if (cl.roles[i] !== 'altneg' || t[i].code >= 0) continue;
    if (/^(instead|of|rather|than|not|over|vs|versus)$/.test(t[i].w)) continue;
    k = i;
    break;
  }
  if (k < 0 && bareNot) k = t.findIndex((x, i) => i > 0 && t[i - 1].code < 0 && t[i - 1].w === 'not' && (x.code >= 0 || !STOP.has(x.w)));
  if (k < 0) {
    const c = t.findIndex((x, i) => cl.roles[i] === 'altneg' && x.code >= 0);
    if (c >= 0) k = c;
  }
  if (k < 0 || known(k)) return undefined;
  const x = t[k];
  if (x.code >= 0) {
    // the code span's first word: `ktlint --format` → ktlint
    // (a command of the tool's own, `rtk read`, is ruled out for what it does, not the tool: "prefer the tilth MCP over
    // `rtk read`" leaves `rtk git status`)
    const [head, inner] = x.w.split(/\s+/);
    const sub = inner ?? (t[k + 1]?.code === x.code ? t[k + 1].w : undefined);
    if (sub !== undefined && /^[a-z][a-z-]{2,}$/.test(sub)) return /^[a-z][\w.@/-]*$/i.test(head) && head.length > 1 ? `${head.toLowerCase()} ${sub}` : undefined;
    return /^[a-z][\w.@/-]*$/i.test(head) && head.length > 1 ? head.toLowerCase() : undefined;
  }
  // a name, not a phrase: "instead of nvm", not "instead of writing …" or "not Modern protocol" (nor a
  // particle: "push boundaries down, not up")
  if (/ing$/.test(x.w) || /^(up|down|out|off|away|back|in|on|over|forward|backward|inside|outside)$/.test(x.w) || STOP.has(x.w) || DETERMINERS.has(x.w) || GENERIC_HEADS.has(x.w) || CODE_GENERIC.has(x.s) || (verbBase(x.w) !== undefined && !/^[A-Z]/.test(x.raw))) return undefined;
  const after = t[k + 1];
  if (after && after.code < 0 && /^[a-z0-9]/.test(after.w) && !SUBORDINATORS.has(after.w) && after.w !== 'and' && after.w !== 'or') return undefined;
  return /^[a-z][\w.-]*$/i.test(x.w) && x.w.length > 1 ? x.w.toLowerCase() : undefined;
}

/** Verbs whose object is told to do something: "ask X to Y", "let X Y", "require X to Y". */
const OBJECT_CONTROL = set('ask tell allow let force require instruct expect want remind encourage permit prompt get make help request invite');
/** The verb (and its object's first content word) of "to <verb> …" right after an object noun phrase. */
function complementOf(t: Tok[], idx: number[]): string | undefined {
  if (!idx.length) return undefined;
  const k = Math.max(...idx) + 1;
  if (t[k]?.w !== 'to' || t[k].code >= 0) return undefined;
  const v = t[k + 1];
  if (!v || v.code >= 0 || !isVerbBaseForm(v.w)) return undefined;
  const base = verbBase(v.w) ?? v.w;
  for (let j = k + 2; j < t.length; j++) {
    const x = t[j];
    if (x.code >= 0) return `${base} ${x.w}`;
    if (SEPARATORS.has(x.w) || x.w === ',' || PREPOSITIONS.has(x.w) || SUBORDINATORS.has(x.w)) break;
    if (DETERMINERS.has(x.w) || STOP.has(x.w)) continue;
    return `${base} ${x.s}`;
  }
  return base;
}

/** "without a review", "without an issue": what the act is done without, as part of its key. */
function withoutKey(cl: Clause): string {
  const k = cl.toks.findIndex((x, i) => cl.roles[i] === 'without' && x.code < 0 && x.w === 'without');
  if (k < 0) return '';
  for (let j = k + 1; j < cl.toks.length && cl.roles[j] === 'without'; j++) {
    const x = cl.toks[j];
    if (x.code >= 0) return `|without:${x.w}`;
    if (DETERMINERS.has(x.w) || STOP.has(x.w) || isAdverb(x.w) || /^(least|most|one|two|any|prior|approving|passing|green|successful|explicit|full|complete|unanimous)$/.test(x.w) || numberValue(x.w) !== undefined || x.w === '%') continue;
    if (/^[a-z]/.test(x.w) && !PREPOSITIONS.has(x.w)) return `|without:${SCOPE_SYNONYMS[x.s] ?? x.s}`;
    break;
  }
  return '';
}

const MODALS_OR_COPULAS = set('is are was were be been must should will would can could may might shall');

export function actionClaims(cl: Clause, ctx: Ctx, out: Claim[]): void {
  const t = cl.toks;
  // "No merge without an approving review", "No force pushes to main": a verbless ban of an act named by its noun
  // (not a participle or a verb spelled like an adjective before a noun: "No accepted method", "No separate
  // config files", "no write tools")
  const nounAfter = t[2] !== undefined && t[2].code < 0 && /^[a-z][a-z-]{2,}$/.test(t[2].w) && !STOP.has(t[2].w) && !PREPOSITIONS.has(t[2].w) && !SUBORDINATORS.has(t[2].w) && !/^(and|or|without|unless|except|ever|allowed|permitted)$/.test(t[2].w) && t[1]?.w !== 'force';
  if (cl.verb < 0 && cl.pred < 0 && t[0]?.code < 0 && t[0].w === 'no' && t[1]?.code < 0 && !/(ed|ing)$/.test(t[1].w) && !nounAfter && isVerbBaseForm(t[1].w === t[1].s ? t[1].w : t[1].s) && verbBase(t[1].s) === t[1].s && !GENERIC_HEADS.has(t[1].s)) {
    const v0 = t[1].s;
    const objs = objectOf(cl, 1, ctx);
    const cls0 = VERB_CLASS[v0] ?? v0;
    const wo = withoutKey(cl);
    for (const np of objs.length ? objs : [{ head: '', mods: [], idx: [] } as ObjectNP]) {
      const exclude = new Set<number>([...np.idx, 0, 1]);
      const scope = [...new Set([...np.mods.filter((m) => !STOP.has(m)), ...scopeOf({ ...cl, roles: cl.roles.map((r) => (r === 'without' ? 'carve' : r)) }, exclude, new Set([np.head, v0]), ctx)])].sort();
      out.push({ key: `act:${cls0}:${np.head}${wo}`, type: 'action', subject: `${np.head ? `${cls0} ${np.head}` : cls0}${wo ? ' without ' + wo.slice(9) : ''}`, polarity: -1, force: 'strong', conditional: false, scope });
    }
    return;
  }
  // "No `console.log` in production code", "No emojis in commit messages", "No WIP commits, ever": a verbless ban
  // of a thing is a ban of using it (not "No CI configured yet", "No tests for X currently": a state)
  if (cl.verb < 0 && cl.pred < 0 && t[0]?.code < 0 && t[0].w === 'no' && t[1] && !STATE_WORDS.test(t.filter((x) => x.code < 0).map((x) => x.w).join(' ')) && !t.some((x) => x.code < 0 && ((/ed$/.test(x.w) && verbBase(x.w) !== undefined && !/^(need|red|bed|seed|feed|speed|shed|embed)$/.test(x.w))))) {
    const objs = nounPhrases(cl, 1, ctx).filter((np) => np.head && !GENERIC_HEADS.has(np.head) && !STOP.has(np.head) && numberValue(np.head) === undefined);
    // ("No mixing X with Y" forbids mixing, not X; "No workflow", "No Flutter state" in a list of attributes say
    // what something lacks: only a named thing, or a ban said with its reach, is read as one)
    const gerund = t[1].code < 0 && /ing$/.test(t[1].w) && verbBase(t[1].w) !== undefined;
    const named = objs[0] !== undefined && objs[0].idx.some((k) => t[k].code >= 0);
    // (or to a branch it names: "no direct pushes to main")
    const reach = t.some((x, k) => k > 1 && x.code < 0 && (/^(ever|anywhere|whatsoever|allowed)$/.test(x.w) || (/^(in|inside|within|on)$/.test(x.w) && cl.roles[k] === 'main') || (/^(to|into|onto)$/.test(x.w) && /^(main|master|trunk|develop|production|release)$/.test(t[k + 1]?.w ?? ''))));
    for (const np of gerund || !(named || reach) ? [] : objs.slice(0, 1)) {
      if (throughLauncher(np.head)) continue;
      const exclude = new Set<number>([...np.idx, 0]);
      // ("no write tools": every word before the head says which ones, verbs spelled alike included)
      const headAt = np.idx.length ? Math.max(...np.idx) : 0;
      const before = t.slice(1, headAt).filter((x) => x.code < 0 && /^[a-z][a-z-]{2,}$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w)).map((x) => x.s);
      const scope = [...new Set([...np.mods.filter((m) => !STOP.has(m) && !/^(ever|anywhere|whatsoever)$/.test(m)), ...before.filter((w) => w !== np.head), ...scopeOf(cl, exclude, new Set([np.head]), ctx)])].filter((q) => !/^(ever|anywhere|whatsoever|period)$/.test(q)).sort();
      const head = np.head.includes(' ') ? commandHead(np.head) : np.head;
      const label = /[._ ()]/.test(head) ? '`' + head + '`' : head;
      // ("no direct pushes to main", "no commits straight to `master`"): a push or a commit made directly to a branch is
      // that git act on the branch
      // ("No direct pushes, ever": a push made directly is one to the main branch, past review)
      const branch = /^(push|commit)$/.test(head) ? scope.filter((q) => !/^(direct|straight)$/.test(q)) : undefined;
      if (branch && !branch.length && head === 'push' && scope.includes('direct')) branch.push('main');
      if (branch && branch.length === 1 && /^(main|master|trunk|develop|production|release)$/.test(branch[0])) {
        out.push({ key: `act:${head}:${branch[0]}`, type: 'action', subject: `${head} ${branch[0]}`, polarity: -1, force: 'strong', conditional: cl.conditional, scope: [], ...(cl.instruction ? {} : { basis: 'stated' as const }) });
        continue;
      }
      out.push({ key: `act:use:${head}`, type: 'action', subject: `use ${label}`, polarity: -1, force: 'strong', conditional: cl.conditional, scope, ...(cl.instruction ? {} : { basis: 'stated' as const }) });
    }
    return;
  }
  // ("Never `git commit` — leave the changes staged"): a git command alone after "never" or "no" is a ban of that act
  // ("`git push --force-with-lease` your branch" after a rebase): and one where the verb goes is that act ("… before
  // review": when it is done is no statement about it)
  const ban = t[0]?.code < 0 && /^(never|no)$/.test(t[0].w);
  const g0 = ban ? 1 : 0;
  if (cl.verb < 0 && cl.pred < 0 && t[g0]?.code >= 0 && (ban ? t.slice(1).every((x) => x.code === t[1].code || !/[a-z0-9]/i.test(x.w)) : t.slice(1).every((x) => x.code === t[0].code || (x.code < 0 && (!SUBORDINATORS.has(x.w) || /^(before|after|until|once)$/.test(x.w)) && !MODALS_OR_COPULAS.has(x.w))))) {
    const ga = gitAction(ctx.spans[t[g0].code] ?? '');
    if (ga) {
      const c = VERB_CLASS[ga[0]] ?? ga[0];
      out.push({ key: `act:${c}:${ga[1]}`, type: 'action', subject: ga[1] ? `${c} ${ga[1]}` : c, polarity: ban || cl.neg ? -1 : 1, force: ban ? 'strong' : cl.force, conditional: cl.conditional, scope: [], basis: 'prescribed' });
      return;
    }
  }
  // "It's fine to `git stash` work in progress", "it's OK to `git push --force` your own branch": a git command
  // written where the verb goes is that act
  const fe = cl.frameEnd ?? 0;
  if (fe > 0 && t[fe]?.code >= 0 && t[fe - 1]?.code < 0 && t[fe - 1].w === 'to') {
    const ga = gitAction(ctx.spans[t[fe].code] ?? '');
    if (ga) {
      const c = VERB_CLASS[ga[0]] ?? ga[0];
      out.push({ key: `act:${c}:${ga[1]}`, type: 'action', subject: ga[1] ? `${c} ${ga[1]}` : c, polarity: cl.neg ? -1 : 1, force: cl.force, conditional: cl.conditional, scope: [] });
      return;
    }
  }
  if (cl.verb < 0 && cl.pred < 0) return;
  let vi = cl.verb;
  let v = cl.verbBase;
  let pol: 1 | -1 = cl.neg ? -1 : 1;
  let force = cl.force;
  let objects: ObjectNP[] = [];
  let instrumentOnly = false;
  let meansPassive = false;
  // (the words of "make a git commit" before the act's noun: not a scope of it)
  const light: number[] = [];
  // ("Commit signing is disabled", "Commit signing is not used here"): an act named by its gerund that is switched off, or
  // said to be unused, is not done, as one that "is off"
  const offPassive = passiveOff(cl);
  if (cl.pred >= 0 || offPassive) {
    const pred = offPassive ? cl.verb : cl.pred;
    // "X is fine / forbidden / required": X is what is used (or a gerund phrase: "force-pushing main is fine")
    const adjTok = t[pred];
    // ("Commit signing is off", "… is turned off": an act that is switched off is not done)
    const off = offPassive || switchedOff(t, pred, cl.subjEnd);
    const adj = offPassive ? { pol: -1 as const, force: 'plain' as const } : POLICY_ADJ[adjTok?.w ?? ''] ?? (off ? { pol: -1 as const, force: 'plain' as const } : undefined);
    // ("Shell scripts are tested with bats", "GDScript tests are written with GUT"): what a thing is made or checked
    // with, said of it, is used for it
    const means = adj === undefined && adjTok?.code < 0 && adjTok.w !== verbBase(adjTok.w) && MEANS_PASSIVE.has(verbBase(adjTok.w) ?? '') && t[cl.pred + 1]?.code < 0 && /^(with|using|via|through)$/.test(t[cl.pred + 1].w);
    // ("`target/` is gitignored"): what is said to be kept out of git is not committed ("is committed" is a passive verb)
    const tracked = adj === undefined && !means && adjTok?.code < 0 && /^(gitignored|git-ignored)$/.test(adjTok.w) && cl.subjEnd > 0;
    if (tracked) {
      v = 'commit';
      vi = pred;
      pol = cl.neg ? 1 : -1;
      objects = nounPhrases({ ...cl, roles: cl.roles.map((r, k) => (k < cl.subjEnd ? r : 'carve')) }, 0, ctx).filter((np) => !GENERIC_HEADS.has(np.head));
    } else if (means) {
      v = verbBase(adjTok.w);
      vi = cl.pred;
      meansPassive = true;
      objects = nounPhrases({ ...cl, roles: cl.roles.map((r, k) => (k < cl.subjEnd ? r : 'carve')) }, 0, ctx).filter((np) => !GENERIC_HEADS.has(np.head));
    } else if (!adj) {
      return;
    } else {
      // ("Every modified file must be directly required by the task"): what something else needs is no rule of using it
      if (t[pred + 1]?.code < 0 && t[pred + 1].w === 'by' && !off) return;
      if (off) light.push(pred, pred + 1);
      pol = (adj.pol * (cl.neg && !offPassive ? -1 : 1)) as 1 | -1;
      // "docstrings are not needed": not required, rather than forbidden
      force = cl.force === 'permissive' ? 'permissive' : adj.force === 'strong' || cl.force === 'strong' ? 'strong' : adj.force;
      // "No other way of creating slides is allowed": only the way given is allowed, the act is not banned
      if (t.some((x, k) => k < cl.subjEnd && x.code < 0 && /^(other|else)$/.test(x.w))) return;
      const subj: Clause = { ...cl, roles: cl.roles.map((r, k) => (k < cl.subjEnd ? r : 'carve')) };
      const g = t.findIndex((x, k) => k < cl.subjEnd && x.code < 0 && /ing$/.test(x.w) && verbBase(x.w) !== undefined);
      if (g >= 0) {
        v = verbBase(t[g].w);
        vi = g;
        objects = objectOf(subj, g, ctx);
        // ("Commit signing is required"): the noun before the gerund is what the act is done to
        if (!objects.length && g > 0 && t[g - 1].code < 0 && /^[a-z]{3,}$/.test(t[g - 1].w) && !STOP.has(t[g - 1].w) && !DETERMINERS.has(t[g - 1].w) && g + 1 === cl.subjEnd) objects = [{ head: t[g - 1].s, mods: [], idx: [g - 1] }];
        // "Force-pushing is fine here", "Rebasing is not allowed": an act that needs no object
        // ("Force-pushing after a rebase is fine": and a time or a case after it)
        if (!objects.length && INTRANSITIVE.has(VERB_CLASS[v ?? ''] ?? v ?? '') && (g + 1 === cl.subjEnd || (t[g + 1]?.code < 0 && /^(to|onto|into|on)$/.test(t[g + 1].w)) || cl.roles[g + 1] === 'temporal' || cl.roles[g + 1] === 'cond')) objects = [{ head: '', mods: [], idx: [] }];
      } else {
        v = 'use';
        vi = -1;
        objects = nounPhrases(subj, 0, ctx).filter((np) => !GENERIC_HEADS.has(np.head));
        // ("Direct pushes to `main` are fine", "Commits to main are forbidden"): a git act named as a noun is that act, done
        // where its "to" phrase says
        const act = objects.length >= 1 && /^(push|commit|merge|force-push)$/.test(objects[0].head) ? objects[0] : undefined;
        const to = act ? t.findIndex((x, k) => k < cl.subjEnd && k > Math.max(...act.idx) && x.code < 0 && /^(to|into|onto)$/.test(x.w)) : -1;
        if (act && to > 0) {
          const dest = nounPhrases(subj, to + 1, ctx).filter((np) => np.code || (!GENERIC_HEADS.has(np.head) && !STOP.has(np.head)));
          if (dest.length) {
            v = act.head;
            objects = narrowedBy(dest.slice(0, 1), [act], (o) => o.mods.filter((m) => !/^(direct|straight)$/.test(m)));
          }
        }
      }
    }
  } else {
    if (!v) return;
    // "avoid calling X" (the clause is already negated by "avoid"), "don't bother running X": the gerund is the action
    if ((rulesOutGerund(v) || v === 'bother') && t[vi + 1] && /ing$/.test(t[vi + 1].w) && verbBase(t[vi + 1].w)) {
      vi = vi + 1;
      v = verbBase(t[vi].w);
    }
    // "make a commit", "create a git commit", "do a rebase": a light verb and the noun of a git act are that act
    if (v !== undefined && /^(make|create|do)$/.test(v)) {
      let k = vi + 1;
      while (t[k]?.code < 0 && /^(a|an|one|the|new|git)$/.test(t[k].w)) k++;
      // (or several: "never create git commits")
      // (or several with no word between: "NEVER create commits")
      if ((k > vi + 1 || /^(commits|rebases|pushes|force-pushes)$/.test(t[k]?.w ?? '')) && t[k]?.code < 0 && /^(commit|rebase|push|force-push)(?:s|es)?$/.test(t[k].w) && (t[k + 1] === undefined || cl.roles[k + 1] !== 'main' || t[k + 1].code < 0 && (PREPOSITIONS.has(t[k + 1].w) || /^[.,;]$/.test(t[k + 1].w)))) {
        for (let q = vi; q < k; q++) light.push(q);
        vi = k;
        v = t[k].w.replace(/(?:es|s)$/, '').replace(/^(?:rebas|forc-push)$/, (x) => x + 'e');
      }
    }
    // "keep tokens in `localStorage`" stores them there (not "keep it in sync / in mind")
    if (v === 'keep' && t.some((x, k) => k > vi + 1 && cl.roles[k] === 'main' && x.code < 0 && (x.w === 'in' || x.w === 'inside') && !/^(sync|mind|check|place|order|line|touch|memory)$/.test(t[k + 1]?.w ?? ''))) v = 'store';
    // ("Keep generated protobuf modules out of git"): what is kept out of version control is not committed
    let keptOut = -1;
    if (v === 'keep') {
      const out0 = t.findIndex((x, k) => k > vi + 1 && x.code < 0 && x.w === 'out' && t[k + 1]?.w === 'of');
      let e = out0 + 2;
      while (out0 > 0 && t[e]?.code < 0 && /^(the|our|your)$/.test(t[e].w)) e++;
      const vcs = out0 > 0 && t[e]?.code < 0 && (/^(git|repo|repository|vcs|commits)$/.test(t[e].w) || (/^(version|source)$/.test(t[e].w) && t[e + 1]?.w === 'control'));
      if (vcs) {
        keptOut = out0;
        v = 'commit';
        pol = pol === 1 ? -1 : 1;
        for (let q = out0; q <= e + (t[e].w === 'version' || t[e].w === 'source' ? 1 : 0); q++) light.push(q);
      }
    }
    // "start every subject with an emoji" uses the emoji, as "end statements with semicolons" does
    const placing = v !== undefined && WITH_OBJECT_VERBS.has(v) && t.some((x, k) => k > vi && x.w === 'with');
    // ("list the files with `find . -name …`", "check types with mypy": a generic act says nothing, but what it is
    // done with is used)
    if (!v) return;
    if (NON_CLAIM_VERBS.has(v) && !placing && !NEG_VERBS[v] && v !== 'prefer' && v !== 'favor' && v !== 'choose' && v !== 'adopt') {
      if (cl.passive || cl.neg || !/^(list|check|verify|find)$/.test(v)) return;
      instrumentOnly = true;
    }
    if (v === 'prefer' || v === 'favor' || v === 'favour') force = maxForce('weak', force === 'plain' ? undefined : force);
    if (cl.passive) objects = passiveObjects(cl, ctx);
    else if (keptOut > 0) objects = objectOf({ ...cl, toks: t.slice(0, keptOut), roles: cl.roles.slice(0, keptOut) }, vi, ctx);
    else objects = objectOf(cl, vi, ctx);
  }
  if (!v) return;
  // "Lockfiles are generated — never edit them by hand": the pronoun stands for the previous clause's subject
  if (!objects.length && vi >= 0 && ctx.antecedent && t[vi + 1]?.code < 0 && /^(them|it)$/.test(t[vi + 1].w)) objects = [{ head: ctx.antecedent, mods: [], idx: [vi + 1] }];
  // "schedule jobs with cron", "log with `console.log`": the instrument is used
  // ("Shell scripts are tested with bats", "Docs are built with MkDocs"): and what a thing is made or checked with, said of it
  if ((meansPassive || ((!cl.passive || MEANS_PASSIVE.has(v)) && cl.pred < 0)) && !WITH_OBJECT_VERBS.has(v)) {
    // ("write the reporting queries in raw SQL": what something is written in is used, unless it is a place)
    const w = t.findIndex((x, k) => k > vi && cl.roles[k] === 'main' && x.code < 0 && (x.w === 'with' || x.w === 'using' || x.w === 'via' || x.w === 'through' || (x.w === 'in' && WRITTEN_IN_VERBS.has(v) && writtenIn(t, k, ctx))));
    // "pass with no errors": an absence, not an instrument
    // "avoid functions with many parameters": a count of what the object has describes the object
    if (w > 0 && !(t[w + 1]?.code < 0 && (/^(no|zero|without|many|multiple|several|numerous|more|fewer|less|too|lots|excessive|dozens|hundreds)$/.test(t[w + 1].w) || (numberValue(t[w + 1].w) !== undefined && w > vi + 1)))) {
      // (after a generic act only a command or an API in code is an instrument: "list the files with `find …`")
      const inst = nounPhrases(cl, w + 1, ctx).filter((np) => !GENERIC_HEADS.has(np.head) && !STOP.has(np.head) && (!instrumentOnly || np.idx.every((k) => t[k].code >= 0)));
      // "skip the hooks with `--no-verify`": the means of a negative act is itself used, and "never skip the hooks with
      // `--no-verify`" forbids the means: the negation reaches it, the verb's own sense does not
      const negVerb = NEG_VERBS[cl.verbBase ?? ''] !== undefined && v === cl.verbBase && objects.length > 0;
      const negated = cl.toks.some((x, k) => k < vi && cl.roles[k] === 'main' && isNegWord(cl.toks, k));
      const instPol: 1 | -1 = negVerb ? (negated ? -1 : 1) : pol;
      for (const np of inst) {
        // "with clear context", "with a short message": a manner, not a tool
        if (np.mods.some((m) => QUALITY_ADJ.has(m))) continue;
        const exclude = new Set<number>([...np.idx, vi]);
        for (const o of objects) for (const k of o.idx) exclude.add(k);
        // (the kind of instrument is kept: "in raw SQL" is raw SQL)
        const kind = np.mods.filter((m) => /^(raw|plain|pure|vanilla|native|inline)$/.test(m));
        // ("never run commands with `sudo`": what running is done to, named by its kind, does not narrow it)
        const scope = [...new Set([...objects.filter((o) => !(/^(command|cmd)$/.test(o.head) && !o.mods.length && /^(run|execute|exec|invoke|issue)$/.test(v))).flatMap((o) => [o.head, ...o.mods]), ...kind, ...scopeOf(cl, exclude, new Set([np.head, v]), ctx)])].filter((x) => x && !STOP.has(x)).sort();
        const head = np.head.includes(' ') ? commandHead(np.head) : np.head;
        const label = /[._ ()]/.test(head) ? '`' + head + '`' : head;
        out.push({ key: `act:use:${head}`, type: 'action', subject: `use ${label}`, polarity: instPol, force, conditional: cl.conditional, scope });
        launcherUse(np.head, instPol, force, cl, out);
        // ("stage everything with `git add -A`": the git command is its own act, as when it is the object)
        const ga = np.head.startsWith('git ') ? gitAction(np.head) : undefined;
        const gc = ga ? (VERB_CLASS[ga[0]] ?? ga[0]) : undefined;
        if (ga && gc && ga[0] !== 'use') out.push({ key: `act:${gc}:${ga[1]}`, type: 'action', subject: ga[1] ? `${gc} ${ga[1]}` : gc, polarity: instPol, force, conditional: cl.conditional, scope: [] });
        // a tool one formats or builds with is also run: "format with rustfmt" / "never run rustfmt"
        out.push({ key: `act:run:${head}`, type: 'action', subject: `run ${label}`, polarity: instPol, force, conditional: cl.conditional, scope });
        // `@attrs.define`, `structlog.get_logger()`: the library is the first name of a qualified call
        const root = /^@?([a-z][\w-]*)(?:[.(:<]| ?\{)/i.exec(head)?.[1]?.toLowerCase();
        // (a qualified name that is a member itself is that member: `unittest.mock` is not the unittest runner)
        if (root && root !== head && root.length > 2 && !CODE_GENERIC.has(root) && !STOP.has(root) && !memberNamed(head, ctx.lex, true).length) {
          out.push({ key: `act:use:${root}`, type: 'action', subject: `use ${root}`, polarity: instPol, force, conditional: cl.conditional, scope });
          out.push({ key: `act:run:${root}`, type: 'action', subject: `run ${root}`, polarity: instPol, force, conditional: cl.conditional, scope });
          // `Mockito.mock()` uses Mockito, the member of its family
          // (a name before a call in code is the library even when the word is a common one: `requests.get`)
          for (const m of memberNamed(root, ctx.lex)) {
            if (m.ambiguous && !/[.(]/.test(head)) continue;
            const fam = m.family;
            out.push({ key: `fam:${fam.id}`, type: 'choice', subject: fam.subject, family: fam.id, member: m.member, memberLabel: m.label, polarity: instPol, force, conditional: cl.conditional, scope: scope.filter((x) => !(fam.domain ?? []).includes(x)) });
          }
        }
        // a long flag is its own act, whatever command line carries it: "`git commit --no-verify`" / "with `--no-verify`"
        for (const fl of np.head.match(/(?:^|\s)--[a-z][a-z0-9-]+/g) ?? []) {
          const flag = fl.trim();
          if (flag !== head) out.push({ key: `act:use:${flag}`, type: 'action', subject: `use \`${flag}\``, polarity: instPol, force, conditional: cl.conditional, scope: [] });
        }
      }
    }
  }
  if (instrumentOnly) return;
  // "end statements with semicolons" uses semicolons
  let cls = WITH_OBJECT_VERBS.has(v) && t.some((x, k) => k > vi && x.w === 'with') ? 'use' : (VERB_CLASS[v] ?? v);
  // ("Do not write the file." / "Prefer small files"): writing a file makes it, it does not use one
  if (v === 'write' && objects.length > 0 && objects.every((o) => o.head === 'file' && !o.mods.length)) cls = 'write';
  // "never run `git push --force`" is about force-pushing
  // "never run `git push` or `docker push`": each git command of a list is its own act
  if ((cls === 'run' || cls === 'use') && objects.length > 1 && objects.some((o) => o.head.startsWith('git '))) {
    // (where the list is run narrows each of them: "… `git add`, `git rm` from a Bash tool call", "inside the script")
    const listed = new Set<number>([...objects.flatMap((o) => o.idx), ...(vi >= 0 ? [vi] : [])]);
    const where = scopeOf(cl, listed, new Set([v]), ctx).filter((q) => !q.startsWith('@ref:'));
    for (const o of objects.filter((x) => x.head.startsWith('git '))) {
      const ga = gitAction(o.head);
      if (!ga) continue;
      const c = VERB_CLASS[ga[0]] ?? ga[0];
      out.push({ key: `act:${c}:${ga[1]}`, type: 'action', subject: ga[1] ? `${c} ${ga[1]}` : c, polarity: pol, force, conditional: cl.conditional, scope: where });
    }
    objects = objects.filter((x) => !x.head.startsWith('git '));
  }
  // ("Do not run git push", "never use git rebase"): git and a subcommand written as words are the git command
  if (cls === 'run' || cls === 'use') {
    objects = objects.map((o) => {
      const last = Math.max(...o.idx);
      const sub = t[last + 1];
      return o.head === 'git' && !o.mods.length && o.idx.length === 1 && t[last].code < 0 && sub !== undefined && sub.code < 0 && GIT_WORDS.has(sub.w) ? { head: `git ${sub.w}`, mods: [], idx: [...o.idx, last + 1] } : o;
    });
  }
  if ((cls === 'run' || cls === 'use') && objects.length === 1 && objects[0].head.startsWith('git ')) {
    const ga = gitAction(objects[0].head);
    if (ga) {
      cls = VERB_CLASS[ga[0]] ?? ga[0];
      objects = [{ head: ga[1], mods: [], idx: objects[0].idx }];
    }
  }
  // intransitive actions: "never force-push", "push after rebasing" — an imperative with nothing after the verb
  // ("We never rebase": the team, or the one told, as its subject)
  if (!objects.length && INTRANSITIVE.has(cls) && (cl.subjEnd === 0 || t.slice(0, cl.subjEnd).every((x, k) => x.code < 0 && (k === 0 ? /^(we|you)$/.test(x.w) : /^(do|does|not|never|must|should|always|will|shall|can)$/.test(x.w)))) && !cl.passive && vi >= 0 && (isVerbBaseForm(t[vi].w) || light.length > 0) && intransitiveUse(cl, vi, light)) objects = [{ head: '', mods: [], idx: [] }];
  // "Never: … commit them": an act on something named before (its pronoun object) cannot be assumed to be the
  // same act as one on something else
  const pronounObj = vi >= 0 && t[vi + 1]?.code < 0 && /^(it|them|these|those|this|that)$/.test(t[vi + 1].w) && (t[vi + 2] === undefined || t[vi + 2].code >= 0 || !/^[a-z]/.test(t[vi + 2].w) || PREPOSITIONS.has(t[vi + 2].w) || /^(and|or|but|unless|if|when|without)$/.test(t[vi + 2].w));
  for (const np0 of objects) {
    // ("environment variables" is not the `var` keyword: a word's short stem stays a word when code could spell it)
    let np = np0.idx.length && np0.idx.every((k) => t[k]?.code < 0) && WORD_STEMS[np0.head] ? { ...np0, head: WORD_STEMS[np0.head] } : np0;
    // ("Run the full test suite", "run the suite"): a suite of tests is the tests
    if (np.head === 'suite' && np.idx.every((k) => t[k]?.code < 0) && np.mods.every((m) => /^(test|full|whole|entire|complete)$/.test(m))) np = { ...np, head: 'test', mods: np.mods.filter((m) => m !== 'test') };
    // ("Never install packages on your own" / "Install missing dependencies yourself"): what is installed is a dependency
    if (cls === 'install' && /^(package|library|lib|module)$/.test(np.head) && np.idx.every((k) => t[k]?.code < 0)) np = { ...np, head: 'dep' };
    // ("Use the todo list", "the TodoWrite tool", "Don't keep todo lists"): the agent's todo list is one tool, and keeping
    // one is using it
    // (a TODO comment is a comment: "Add TODO comments for skipped work")
    const todo = /^todo-?write$/i.test(np.head) || (/^(list|tool|lists|tools)$/.test(np.head) && np.mods.some((m) => /^(todo|to-do|todowrite)$/i.test(m)));
    if (todo) {
      np = { ...np, head: 'todo-list', mods: np.mods.filter((m) => !/^(todo|to-do|todowrite|list|tool)$/i.test(m)) };
      if (/^(keep|maintain|write|create|make|start)$/.test(cls)) cls = 'use';
    }
    // "don't use only the `latest` tag": using it alone is ruled out, not using it
    if (pol === -1 && np.idx.length && t.slice(Math.max(0, np.idx[0] - 3), np.idx[0]).some((x) => x.code < 0 && x.w === 'only')) continue;
    if (np.head.includes(' ') && !np.head.startsWith('git ')) {
      // ("do NOT use `cargo run --bin ur`" beside "use `ur` directly": the way is banned, its command line says so)
      if (pol === -1 && throughLauncher(np.head)) continue;
      // (where the command line is run narrows running its launcher too: "`sudo apt-get install` in the devcontainer")
      launcherUse(np.head, pol, force, cl, out, scopeOf(cl, new Set([...np.idx, ...(vi >= 0 ? [vi] : [])]), new Set([v]), ctx));
      np = { ...np, head: commandHead(np.head) };
    }
    // ("No force pushes to main", "No force-pushes, ever, on any branch"): the noun of a git act that is used or banned is
    // the act, done to the branch it names
    // ("No direct pushes to main": a push or a commit made "directly" is the act itself)
    if (cls === 'use' && ((/^(force-push|rebase|squash|amend)$/.test(np.head) && !np.mods.length) || (/^(push|commit)$/.test(np.head) && pol === -1 && np.mods.every((m) => /^(direct|straight)$/.test(m))))) {
      cls = np.head;
      const at = t.findIndex((x, k) => k > Math.max(...np.idx) && x.code < 0 && /^(main|master|develop|trunk|release|production)$/.test(x.w) && /^(to|onto|on|into)$/.test(t[k - 1]?.w ?? ''));
      np = at > 0 ? { head: t[at].w, mods: [], idx: [...np.idx, at] } : { head: '', mods: [], idx: np.idx };
    }
    // "never force-push to any branch": every branch is the act itself
    if (INTRANSITIVE.has(cls) && np.head === 'branch' && !np.mods.length && np.idx.length && /^(any|all|every)$/.test(t[np.idx[0] - 1]?.w ?? '')) np = { head: '', mods: [], idx: np.idx };
    // "push your branch", "never push to the remote": one's own branch and the remote are where every push goes
    // (force-pushing one's own branch is the narrower case a ban of force-pushing is usually meant to leave)
    else if ((cls === 'push' || cls === 'force-push') && ownBranchOrRemote(t, np, cls === 'push')) np = { head: '', mods: [], idx: np.idx };
    // "add a changelog entry" edits the changelog
    if (cls === 'use' && PART_NOUNS.has(np.head) && np.mods.length) {
      np = { head: np.mods[np.mods.length - 1], mods: np.mods.slice(0, -1), idx: np.idx };
      cls = 'modify';
    }
    const exclude = new Set<number>([...np.idx, ...light]);
    if (vi >= 0) exclude.add(vi);
    // "add new dependencies freely": no need to ask first
    // ("Install whatever packages you need", "add any dependency you want", "as you see fit"): nor when the agent picks which
    const picks = (i: number): boolean => /^(whatever|whichever)$/.test(t[i].w) || (t[i].w === 'any' && t[i + 2]?.w === 'you' && /^(need|want|like)$/.test(t[i + 3]?.w ?? ''));
    const freely = t.findIndex((x, i) => x.code < 0 && (x.w === 'freely' || (x.w === 'at' && t[i + 1]?.w === 'will') || (x.w === 'as' && t[i + 1]?.w === 'you' && t[i + 2]?.w === 'see' && t[i + 3]?.w === 'fit') || (i > cl.verb && cl.verb >= 0 && picks(i))));
    if (freely >= 0 && pol === 1) exclude.add(freely);
    // "do not use mocks to isolate the SUT": the act's own purpose, with an object of its own, narrows it
    // (unlike the topic's own act in a choice: "use npm to install dependencies")
    const purpose = purposeWords(cl);
    // ("Omit that trigger", "Remove this check"): an object with a demonstrative is one named before, not every one
    const demonstrative = np.idx.length > 0 && t[np.idx[0] - 1]?.code < 0 && /^(that|this|these|those)$/.test(t[np.idx[0] - 1].w);
    // ("Never ask clarifying questions"): what every question to the user is for narrows none of them
    const mods = np.head === 'question' ? np.mods.filter((m) => !/^clarif/.test(m)) : np.mods;
    // ("Do NOT rewrite entire files" / "Edit the file"): changing all of a thing at once is another act than editing it
    const whole = cls === 'modify' && np.idx.length > 0 && t.slice(Math.max(0, np.idx[0] - 2), np.idx[0]).some((x) => x.code < 0 && /^(entire|whole)$/.test(x.w));
    const scope = [...new Set([...mods.filter((m) => !STOP.has(m) || m === 'own'), ...scopeOf(cl, exclude, new Set([np.head, v]), ctx), ...purpose, ...((pronounObj && !np.head) || demonstrative ? ['@ref:' + ctx.refId] : []), ...(whole ? ['whole'] : [])])].sort();
    const label0 = /[`()]/.test(np.head) || /[._ ]/.test(np.head) ? '`' + np.head + '`' : np.head;
    // "ask the user to run /chrome" and "ask the user to test the UI" are different acts: an object with an
    // infinitive after it ("ask / tell / let / allow X to Y") is told to do Y, and Y belongs to the subject
    const comp = OBJECT_CONTROL.has(v) ? complementOf(t, np.idx) : undefined;
    const label = comp ? `${label0} to ${comp}` : label0;
    const head = comp ? `${np.head}>${comp}` : np.head;
    // "configure NLog", "must pass markdownlint", "install Husky": doing that to a named tool uses it
    if (cls !== 'use' && cls !== 'run' && NAME_USE_VERBS.has(v) && np.idx.length === 1 && np.head && !np.head.includes(' ')) {
      const tk = t[np.idx[0]];
      const named = tk.code >= 0 ? /^[a-z][\w.-]*$/i.test(np.head) : /^[A-Z]/.test(tk.raw) && np.idx[0] > 0 && !/^[A-Z]+$/.test(tk.raw.slice(1) || 'x');
      if (named) {
        out.push({ key: `act:use:${np.head}`, type: 'action', subject: `use ${np.head}`, polarity: pol, force, conditional: cl.conditional, scope });
        out.push({ key: `act:run:${np.head}`, type: 'action', subject: `run ${np.head}`, polarity: pol, force, conditional: cl.conditional, scope });
      }
    }
    // ("Run SwiftLint before every commit" / "We don't use SwiftLint"): running a tool by its name uses it
    if (cls === 'run' && pol === 1 && np.idx.length === 1 && t[np.idx[0]].code < 0 && /^[A-Z][a-z]+[A-Z]/.test(t[np.idx[0]].raw) && !np.mods.length) {
      out.push({ key: `act:use:${np.head}`, type: 'action', subject: `use ${np.head}`, polarity: pol, force, conditional: cl.conditional, scope });
    }
    // ("Never pass `--full-refresh`" / "Use `--full-refresh` freely"): a flag passed, added or given is a flag used
    if (/^(pass|add|supply|specify|give|append)$/.test(cls) && /^--?[a-z]/i.test(np.head) && np.idx.length === 1 && t[np.idx[0]].code >= 0) cls = 'use';
    const wo = cl.withoutCond ? withoutKey(cl) : '';
    // ("Use `Protocol` only for structural typing of interfaces": only in its case, which leaves a ban elsewhere)
    out.push({ key: `act:${cls}:${head}${wo}`, type: 'action', subject: `${np.head ? `${cls} ${label}` : cls}${wo ? ' without ' + wo.slice(9) : ''}`, polarity: pol, force, conditional: wo ? false : cl.conditional, scope, ...(force === 'permissive' && scope.length && namesPlace(cl, exclude, ctx) ? { local: true } : {}), ...(cl.only && pol === 1 && scope.length ? { only: true } : {}) });
    // ("Commit `package-lock.json`" / "Don't commit lockfiles"): a lockfile named by its file is a case of every lockfile
    // (two named ones are two cases, neither inside the other)
    if (LOCKFILES.test(np.head) && !wo && !comp) out.push({ key: `act:${cls}:lockfile`, type: 'action', subject: `${cls} lockfile`, polarity: pol, force, conditional: cl.conditional, scope: [...new Set([...scope, np.head])].sort() });
    // ("Small fixes can be pushed straight to main without a PR"): an act allowed or done without something is done
    // (when the without phrase ends the clause: what follows it, "… without a review for docs", is not read as a scope)
    const woAt = t.findIndex((x, i) => cl.roles[i] === 'without' && x.code < 0 && x.w === 'without');
    const woEnds = woAt >= 0 && t.slice(woAt + 1).every((x, i) => cl.roles[woAt + 1 + i] !== 'without' || x.code >= 0 || DETERMINERS.has(x.w) || !/[a-z0-9]/i.test(x.w) || i <= 2 && !PREPOSITIONS.has(x.w));
    if (wo && pol === 1 && woEnds) out.push({ key: `act:${cls}:${head}`, type: 'action', subject: np.head ? `${cls} ${label}` : cls, polarity: pol, force, conditional: false, scope, ...(force === 'permissive' && scope.length && namesPlace(cl, exclude, ctx) ? { local: true } : {}) });
    // "use `unsafe { … }`", "return `Optional<T>`": a block or a generic type in code is a use of the name it opens with
    const opened0 = np.idx.length > 1 && t[np.idx[0]].code >= 0 ? /^([a-z_]\w{2,})\s*(?:<[^<>]*>|\{.*\})$/.exec(np.head)?.[1] : undefined;
    const opened = opened0 !== undefined && t[np.idx[0]].raw.toLowerCase() === opened0 ? t[np.idx[0]].raw : undefined;
    if (opened && !comp && !wo) out.push({ key: `act:${cls}:${opened}`, type: 'action', subject: `${cls} \`${opened}\``, polarity: pol, force, conditional: cl.conditional, scope });
    if (freely >= 0 && pol === 1 && np.head) {
      const c = confirmAct(cls, head);
      out.push({ key: `confirm:${c.verb}:${c.head}`, type: 'action', subject: `asking before ${c.verb === 'run' ? 'running' : c.verb} ${c.dep ? 'dep' : np.head}`, polarity: -1, force: 'permissive', conditional: cl.conditional, scope: c.dep ? scope.filter((q) => !DEP_LEFTOVERS.test(q)) : scope });
    }
  }
}
