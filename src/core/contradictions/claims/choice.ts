// Choice claims: a member of an exclusive family (pnpm, Vitest, snake_case, tabs, English…) per target, from
// the family mentions, indentation and "one X per Y"; and which mentions are not a choice (a qualifier of
// another noun, a role after "as", one full command line).
import type { Clause } from '../clauses.js';
import type { Ctx } from '../context.js';
import { type FamilyDef, GENERIC_WORDS, LANGUAGE_TARGETS, NAMING_TARGETS, SCOPE_SYNONYMS } from '../lexicon.js';
import { namesPlace, scopeOf } from '../scope.js';
import { dict, isSForm, numberValue, stem, STOP, type Tok, verbBase } from '../text.js';
import type { Claim, ClaimBasis, Force } from '../types.js';
import { CODE_GENERIC, COPULAS, DETERMINERS, MEMBER_TAILS, MODALS, PREPOSITIONS, QUALIFIED_FAMILIES, QUALIFIER_NOUNS, REGISTRY_NAMED, removedVerb, rulesOutGerund, SEPARATORS, set, SET_UP_NOUNS, SUBORDINATORS, WHOLE_STACK } from '../words.js';

export interface RawMention {
  start: number; // clause-local
  end: number;
  family: FamilyDef;
  member: string;
  label: string;
  /** +1 used / required, -1 not used / forbidden */
  pol?: 1 | -1;
  /** overrides the clause's force */
  force?: Force;
  /** overrides the clause's basis */
  basis?: ClaimBasis;
  /** the script a launcher runs (`npm run build`, `pnpm build`: build) */
  runs?: string;
}

const INDENT_FAMILY: FamilyDef = {
  id: 'indentation',
  subject: 'indentation',
  members: [],
  domain: ['indent', 'tab', 'space', 'level', 'width', 'char', 'use', 'code', 'file', 'soft', 'hard', 'wide'],
};

export function indentMentions(cl: Clause, sentenceHasIndent: boolean, sentenceHasTab: boolean): RawMention[] {
  const out: RawMention[] = [];
  const t = cl.toks;
  const hasTabWord = sentenceHasTab;
  if (!sentenceHasIndent && !hasTabWord) return out;
  for (let i = 0; i < t.length; i++) {
    if (t[i].code >= 0) continue;
    // "two-space indent"
    const hy = /^([a-z0-9]+)-spaces?$/.exec(t[i].w);
    const nh = hy ? numberValue(hy[1]) : undefined;
    if (nh !== undefined && nh > 0 && nh <= 8) {
      out.push({ start: i, end: i + 1, family: INDENT_FAMILY, member: `spaces:${nh}`, label: `${nh} spaces` });
      continue;
    }
    const n = numberValue(t[i].w);
    if (n !== undefined && n > 0 && n <= 8 && (t[i + 1]?.w === 'space' || t[i + 1]?.w === 'spaces')) {
      if (t[i + 2]?.w === 'tab' || t[i + 2]?.w === 'tabs' || (t[i + 2]?.w === 'wide' && (t[i + 3]?.w === 'tab' || t[i + 3]?.w === 'tabs'))) {
        const e = t[i + 2].w === 'wide' ? i + 4 : i + 3;
        out.push({ start: i, end: e, family: INDENT_FAMILY, member: 'tabs', label: 'tabs' });
        i = e - 1;
        continue;
      }
      out.push({ start: i, end: i + 2, family: INDENT_FAMILY, member: `spaces:${n}`, label: `${n} spaces` });
      i++;
      continue;
    }
    if (t[i].w === 'tab' || t[i].w === 'tabs') {
      if (/^(browser|new|open|editor|terminal|other)$/.test(t[i - 1]?.w ?? '')) continue;
      if (t[i + 1]?.w === 'width' || t[i + 1]?.w === 'size' || t[i + 1]?.w === 'stop') continue;
      // "group settings under separate tabs", "open it in a new tab": a place in a UI, unless the sentence is about indenting
      if (!sentenceHasIndent && [t[i - 1], t[i - 2]].some((x) => x !== undefined && x.code < 0 && /^(under|into|across|between|among|on|in|per)$/.test(x.w))) continue;
      const hard = t[i - 1]?.w === 'hard';
      const soft = t[i - 1]?.w === 'soft';
      out.push({ start: hard || soft ? i - 1 : i, end: i + 1, family: INDENT_FAMILY, member: soft ? 'spaces' : 'tabs', label: soft ? 'spaces' : 'tabs' });
      continue;
    }
    if ((t[i].w === 'spaces' || t[i].w === 'space') && (sentenceHasIndent || hasTabWord) && numberValue(t[i - 1]?.w ?? '') === undefined) {
      if (t[i].w === 'space' && t[i + 1]?.w !== 'indentation') continue;
      out.push({ start: i, end: i + 1, family: INDENT_FAMILY, member: 'spaces', label: 'spaces' });
    }
  }
  return out;
}

/** Language words as they prefix family ids ("go-logging", "python-logging", "js-test-runner"). */
const LANG_ALIAS: Record<string, string> = dict({ golang: 'go', javascript: 'js', typescript: 'js', ts: 'js', node: 'js', py: 'python' });

const PER_CONTAINERS = set('file module class dir package pr commit test func component crate page route story feature change');
const GROUP_VERBS = set('group combine bundle put keep colocate place collect consolidate merge');
const GROUP_MODS = set('related multiple several all small tightly-coupled together associated');

export function perMentions(cl: Clause): { m: RawMention; x: string; y: string }[] {
  const out: { m: RawMention; x: string; y: string }[] = [];
  const t = cl.toks;
  for (let i = 0; i < t.length; i++) {
    if (t[i].code >= 0) continue;
    const w = t[i].w;
    // one X per Y / a single X per Y / one X in each Y
    if ((w === 'one' || w === 'single') && i + 2 < t.length) {
      let j = i + 1;
      const xs: number[] = [];
      while (j < t.length && j < i + 5 && t[j].code < 0 && t[j].w !== 'per' && !(t[j].w === 'in' && /^(each|every)$/.test(t[j + 1]?.w ?? ''))) {
        xs.push(j);
        j++;
      }
      if (j < t.length && (t[j].w === 'per' || t[j].w === 'in') && xs.length) {
        const yi = t[j].w === 'per' ? j + 1 : j + 2;
        const x = t[xs[xs.length - 1]].s;
        const y = t[yi]?.s;
        if (y && PER_CONTAINERS.has(y) && !STOP.has(x)) {
          const family: FamilyDef = { id: `per:${x}:${y}`, subject: `${x}s per ${y}`, members: [], domain: [x, y] };
          out.push({ m: { start: i, end: yi + 1, family, member: 'one', label: `one ${x} per ${y}` }, x, y });
        }
      }
    }
    // each X in its own Y / every X gets its own Y
    if ((w === 'each' || w === 'every') && i + 4 < t.length) {
      const x = t[i + 1];
      const k = t.findIndex((tt, q) => q > i + 1 && q < i + 6 && tt.w === 'own');
      if (k > 0 && x.code < 0 && t[k - 1]?.w === 'its' && t[k + 1] && PER_CONTAINERS.has(t[k + 1].s)) {
        const family: FamilyDef = { id: `per:${x.s}:${t[k + 1].s}`, subject: `${x.s}s per ${t[k + 1].s}`, members: [], domain: [x.s, t[k + 1].s] };
        out.push({ m: { start: i, end: k + 2, family, member: 'one', label: `one ${x.s} per ${t[k + 1].s}` }, x: x.s, y: t[k + 1].s });
      }
    }
    // group related X in a single / one / the same Y
    if (GROUP_VERBS.has(verbBase(w) ?? w) && i + 3 < t.length) {
      let j = i + 1;
      while (j < t.length && t[j].code < 0 && (GROUP_MODS.has(t[j].w) || DETERMINERS.has(t[j].w))) j++;
      const xi = j;
      while (j < t.length && t[j].code < 0 && !PREPOSITIONS.has(t[j].w) && t[j].w !== 'together') j++;
      const x = t[j - 1]?.s;
      if (t[j]?.w === 'together') j++;
      if (j > xi && (t[j]?.w === 'in' || t[j]?.w === 'into') && ((t[j + 1]?.w === 'a' && t[j + 2]?.w === 'single') || t[j + 1]?.w === 'one' || t[j + 1]?.w === 'single' || (t[j + 1]?.w === 'the' && t[j + 2]?.w === 'same'))) {
        const yi = t[j + 2]?.w === 'single' || t[j + 2]?.w === 'same' ? j + 3 : j + 2;
        const y = t[yi]?.s;
        if (x && y && PER_CONTAINERS.has(y)) {
          const family: FamilyDef = { id: `per:${x}:${y}`, subject: `${x}s per ${y}`, members: [], domain: [x, y] };
          out.push({ m: { start: i, end: yi + 1, family, member: 'many', label: `several ${x}s per ${y}` }, x, y });
        }
      }
    }
    // multiple / several X per Y
    if ((w === 'multiple' || w === 'several') && t[i + 2]?.w === 'per' && t[i + 3] && PER_CONTAINERS.has(t[i + 3].s)) {
      const x = t[i + 1].s;
      const y = t[i + 3].s;
      const family: FamilyDef = { id: `per:${x}:${y}`, subject: `${x}s per ${y}`, members: [], domain: [x, y] };
      out.push({ m: { start: i, end: i + 4, family, member: 'many', label: `several ${x}s per ${y}` }, x, y });
    }
  }
  return out;
}

function targetsOf(cl: Clause, kind: 'naming' | 'language', exclude: Set<number>, spans: string[]): string[] {
  const map = kind === 'naming' ? NAMING_TARGETS : LANGUAGE_TARGETS;
  const out = new Set<string>();
  for (let i = 0; i < cl.toks.length; i++) {
    if (exclude.has(i) || (cl.roles[i] !== 'main' && cl.roles[i] !== 'cond')) continue;
    const t = cl.toks[i];
    if (t.code >= 0) continue;
    const m = map[t.s] ?? map[t.w];
    // ("object keys", "object properties"): an object named before a part of it names the part; alone ("R objects") it
    // is a variable
    const next = cl.toks[i + 1];
    if (m && t.s === 'object' && next !== undefined && next.code < 0 && (map[next.s] ?? map[next.w]) !== undefined) continue;
    if (m) out.add(m);
  }
  if (kind === 'language' && cl.verbBase) {
    const v = map[cl.verbBase] ?? map[stem(cl.verbBase)];
    if (v) out.add(v);
  }
  // ("All `.md` files must be written in English"): files of a kind of text named by their extension are docs
  if (kind === 'language' && cl.toks.some((x, i) => x.code >= 0 && !exclude.has(i) && cl.roles[i] === 'main' && /^\*?\.(?:md|mdx|rst|adoc|txt)$/.test((spans[x.code] ?? '').trim()))) out.add('docs');
  if (out.size > 1) out.delete('*');
  return [...out].sort();
}

/**
 * "Convert to local timezone for display", "render dates in the user's locale": what a value is converted to is chosen
 * where it is shown, which presupposes it is kept in another; a rule for what it is kept in ("All timestamps use
 * UTC") is not against it.
 */
function convertedTo(cl: Clause, at: number): boolean {
  if (!cl.verbBase || !/^(convert|translate|transform|localize|localise|render|display|show|present|format|cast)$/.test(cl.verbBase) || at <= cl.verb) return false;
  const t = cl.toks;
  for (let k = at - 1; k > cl.verb; k--) {
    if (t[k].code < 0 && /^(to|into|in|as)$/.test(t[k].w)) return true;
    if (t[k].code < 0 && /^[,;.]$/.test(t[k].w)) return false;
  }
  return false;
}

export function makeChoiceClaims(cl: Clause, ctx: Ctx, clauseMentions: RawMention[], out: Claim[]): void {
  if (!clauseMentions.length) return;
  const t = cl.toks;
  const byFamily = new Map<string, RawMention[]>();
  for (const m of clauseMentions) {
    const l = byFamily.get(m.family.id) ?? [];
    l.push(m);
    byFamily.set(m.family.id, l);
  }
  for (const list of byFamily.values()) {
    const fam = list[0].family;
    // (a thing said to be removed is gone from every part of the project: "the Datadog contract was cancelled" leaves no
    // "logs go to Datadog")
    const items = list.map((m) => ({ m, pol: m.pol ?? (cl.neg ? -1 : 1), force: removed(cl, m) ? ('strong' as const) : (m.force ?? cl.force) }));
    if (!items.length) continue;
    // a clause naming several members positively without "only" is a list ("supports npm, yarn and pnpm")
    const positives = new Set(items.filter((x) => x.pol === 1).map((x) => x.m.member));
    // ("Deploy to Cloud Run / Vercel only AFTER the PR is merged": "only" before a time or a condition says when, not
    // which one)
    const only = t.some((x, i) => x.w === 'only' && x.code < 0 && cl.roles[i] === 'main' && !(t[i + 1]?.code < 0 && /^(after|before|when|whenever|if|once|until|while|during|on|in|at|from|by|via|through|with|where|for)$/.test(t[i + 1].w)));
    if (positives.size > 1 && !only && fam.id !== 'indentation') {
      for (let k = items.length - 1; k >= 0; k--) if (items[k].pol === 1) items.splice(k, 1);
    }
    if (positives.size > 1 && fam.id === 'indentation') {
      // "8-space tabs" is handled by the detector; "tabs or 2 spaces" is a list
      for (let k = items.length - 1; k >= 0; k--) if (items[k].pol === 1 && positives.size > 1 && !(positives.size === 2 && positives.has('spaces') && [...positives].some((p) => p.startsWith('spaces:')))) items.splice(k, 1);
    }
    const exclude = new Set<number>();
    for (const m of clauseMentions) {
      // ("Run Biome instead of ESLint": the tool chosen in place of a member is not where it is ruled out)
      if (m.family.id !== fam.id) {
        // ("plural snake_case": two conventions of one name, neither narrows the other)
        if (fam.targeted === 'naming' && m.family.targeted === 'naming') {
          for (let k = m.start; k < m.end; k++) exclude.add(k);
          continue;
        }
        const alt = (r: string | undefined): boolean => r === 'altneg';
        if (list.some((o) => alt(cl.roles[o.start]) !== alt(cl.roles[m.start]))) for (let k = m.start; k < m.end; k++) exclude.add(k);
        continue;
      }
      for (let k = m.start; k < m.end; k++) exclude.add(k);
      // ("Authentication uses a self-hosted Keycloak", "the app is a managed Postgres"): the words between a determiner
      // and a member chosen say what the member is like, not where it is chosen (an environment still says where:
      // "the local Postgres")
      const from = memberPhraseStart(t, m.start);
      if (from >= 0 && from < m.start - 1 && !cl.neg && (m.pol ?? 1) === 1) for (let k = from + 1; k < m.start; k++) if (!ENVIRONMENT_WORDS.has(t[k].w)) exclude.add(k);
      // ("the old Django app was retired", "the Datadog contract was cancelled", "Jest was removed from the toolchain"):
      // what a removal takes away is the member with the words of its own noun phrase, taken out of the whole project
      // (an environment still says where: "the staging Redis was decommissioned")
      if (removed(cl, m)) {
        for (let k = from >= 0 ? from + 1 : m.start; k < cl.subjEnd; k++) if (t[k].code < 0 && !STAGES.has(t[k].w)) exclude.add(k);
        const at = t.findIndex((x, k) => k > cl.verb && x.code < 0 && x.w === 'from');
        const d = at > 0 && DETERMINERS.has(t[at + 1]?.w ?? '') ? 1 : 0;
        if (at > 0 && t[at + 1 + d]?.code < 0 && WHOLE_STACK.has(t[at + 1 + d].w)) for (let k = at; k <= at + 1 + d; k++) exclude.add(k);
      }
      // ("Aurora PostgreSQL", "MySQL 8 on RDS", "Redis on Upstash"): a name right before the member is its vendor's
      // product, and one it runs on right after it (and its version) is its host; neither is where it is chosen
      // (a platform or an environment still is: "Android Espresso tests", "Postgres on staging")
      const proper = (k: number): boolean => t[k]?.code < 0 && /^[A-Z][A-Za-z0-9]+$/.test(t[k].raw) && (k > 0 || /[A-Z].*[A-Z]/.test(t[k].raw)) && SCOPE_SYNONYMS[t[k].s] === undefined && SCOPE_SYNONYMS[t[k].w] === undefined && !ENVIRONMENT_WORDS.has(t[k].w) && !STOP.has(t[k].w) && !clauseMentions.some((o) => o.family.id !== fam.id && k >= o.start && k < o.end);
      if (m.start > 0 && proper(m.start - 1)) exclude.add(m.start - 1);
      {
        // (past a version right after the member: "MySQL 8 on RDS"; or an aside: "Yarn Berry (v4) via corepack")
        let past = t[m.end]?.code < 0 && /^v?\d+(?:\.\d+)*$/.test(t[m.end].w) ? m.end + 1 : m.end;
        if (t[past]?.code < 0 && t[past].w === '(') {
          const close = t.findIndex((x, q) => q > past && x.code < 0 && x.w === ')');
          if (close > 0 && close - past <= 3 && t.slice(past + 1, close).every((x) => x.code < 0 && (/\d/.test(x.w) || x.w === 'lts'))) {
            for (let q = past; q <= close; q++) exclude.add(q);
            past = close + 1;
          }
        }
        let k = past;
        if (t[k]?.code < 0 && t[k].w === 'on' && proper(k + 1)) {
          exclude.add(k);
          for (k++; proper(k); k++) exclude.add(k);
        }
        // ("React Testing Library on Jest", "`@testing-library/svelte` on Vitest"): the tool of another kind it runs on
        const on = t[k]?.code < 0 && t[k].w === 'on' ? clauseMentions.find((o) => o.family.id !== fam.id && o.start === k + 1) : undefined;
        if (on) for (let q = k; q < on.end; q++) exclude.add(q);
        // ("pnpm, pinned through the `packageManager` field", "Gradle through the wrapper", "Heroku by pushing to the
        // `heroku` remote", "Sidekiq backed by Redis"): how the member is set up or reached, after it, is no place
        k = past;
        if (t[k]?.code < 0 && t[k].w === ',') k++;
        const how0 = k;
        if (t[k]?.code < 0 && /^(pinned|backed|configured|managed|installed|wired|set|run|served|built|driven|powered|invoked)$/.test(t[k].w)) k++;
        if (t[k]?.code < 0 && (/^(through|via|by)$/.test(t[k].w) || (k > how0 && /^(with|using)$/.test(t[k].w))) && !cl.neg) {
          let e = k;
          // (up to where the clause goes on with where or when: "via the workspace root only for unit tests")
          while (e < t.length && !(t[e].code < 0 && (/^[,;.:—–]$/.test(t[e].w) || SUBORDINATORS.has(t[e].w) || (e > k && /^(and|but|or|for|in|inside|within|on|only|except|unless|during)$/.test(t[e].w))))) e++;
          for (let q = how0; q < e; q++) exclude.add(q);
        }
        // ("Logging is Loki + Grafana"): a tool joined to the member by "+" is a part of the same stack
        for (k = m.end; t[k]?.code < 0 && t[k].w === '+' && proper(k + 1); k += 2) exclude.add(k).add(k + 1);
        for (k = m.start - 1; t[k]?.code < 0 && t[k].w === '+' && proper(k - 1); k -= 2) exclude.add(k).add(k - 1);
      }
      // ("vcpkg in manifest mode", "pytest in strict mode"): the mode a member runs in is how it is used
      if (t[m.end]?.code < 0 && t[m.end].w === 'in' && t[m.end + 1]?.code < 0 && /^[a-z][a-z-]+$/.test(t[m.end + 1].w) && /^(mode|style)$/.test(t[m.end + 2]?.w ?? '')) for (let k = m.end; k <= m.end + 2; k++) exclude.add(k);
      // the member's own noun phrase: "Tailwind utility classes", "`.then()` chains", "Material UI components",
      // "Redux Toolkit slices", "Liquibase changelogs": the words that go on naming the member's things
      for (let k = m.end; k < Math.min(t.length, m.end + 2) && t[k].code < 0 && (CODE_GENERIC.has(t[k].s) || MEMBER_TAILS.has(t[k].s)); k++) exclude.add(k);
      // ("The backend is a Django 5 monolith", "The app is one Flutter codebase": after a copula, the noun the member
      // qualifies is what the subject is, not a part of the project the choice is limited to)
      const complement = cl.pred >= 0 && m.start > cl.pred && !cl.instruction && from >= 0;
      // (a version right after the member is still the member: "Django 5 monolith")
      const tail = complement && t[m.end]?.code < 0 && /^v?\d+(?:\.\d+)*$/.test(t[m.end].w) ? m.end + 1 : m.end;
      let e = tail;
      while (e < Math.min(t.length, tail + 3) && t[e].code < 0 && /^[a-z][a-z-]*$/.test(t[e].w) && !/ly$/.test(t[e].w) && !STOP.has(t[e].w) && !PREPOSITIONS.has(t[e].w) && !SUBORDINATORS.has(t[e].w) && !MODALS.has(t[e].w) && !COPULAS.has(t[e].w) && (verbBase(t[e].w) === undefined || isSForm(t[e].w) || CODE_GENERIC.has(t[e].s) || MEMBER_TAILS.has(t[e].s)) && cl.roles[e] === cl.roles[m.start]) e++;
      // (only when the phrase ends there: "Jest tests run in CI" keeps "tests" before its verb)
      // (a language's or a naming convention's noun is what it applies to: "German comments")
      // (and only in an instruction to use it: in a ban or a description the noun says which part is meant,
      // "never use a Tailwind arbitrary color value", "(not Laravel Facades)")
      if (e > tail && !fam.targeted && (cl.instruction || complement) && !cl.neg && (m.pol ?? 1) === 1 && (e >= t.length || t[e].code >= 0 || !/^[a-z]/.test(t[e].w) || PREPOSITIONS.has(t[e].w) || SUBORDINATORS.has(t[e].w) || t[e].w === 'and' || t[e].w === 'or')) for (let k = m.end; k < e; k++) exclude.add(k);
      // "in NumPy style with `Parameters` and `Returns` sections": a "with" phrase after the member says how it is
      // used, not where
      // ("Yarn 4 with the node-modules linker", "swift-format using the checked-in `.swift-format` file": so does one that
      // names how the member is set up, a part of it or its configuration)
      const setUp = (k0: number): boolean => { for (let k = k0 + 1; k < t.length && k <= k0 + 5; k++) { const x = t[k]; if (x.code < 0 && (/^[,;:.()]$/.test(x.w) || PREPOSITIONS.has(x.w) || SUBORDINATORS.has(x.w))) return false; if (x.code < 0 && SET_UP_NOUNS.has(x.s)) return true; } return false; };
      // (past a version, an aside or a comma: "Yarn 4 (Berry) with …", "pytest, with shared fixtures in …")
      let w0 = e;
      while (w0 < t.length && t[w0].code < 0 && (/^v?\d+(?:\.\d+)*$/.test(t[w0].w) || t[w0].paren > t[m.start].paren || t[w0].w === '(' || t[w0].w === ')' || (t[w0].w === ',' && /^(with|using)$/.test(t[w0 + 1]?.w ?? '')))) w0++;
      if (w0 > e && !(t[w0]?.code < 0 && /^(with|using)$/.test(t[w0].w) && !cl.neg && setUp(w0))) w0 = e;
      if (t[w0]?.code < 0 && ((t[w0].w === 'with' && /^(in|as)$/.test(t[m.start - 1]?.w ?? '')) || (/^(with|using)$/.test(t[w0].w) && !cl.neg && setUp(w0)))) for (let k = w0; k < t.length && !(t[k].code < 0 && (/^[,;:.()]$/.test(t[k].w) || (k > w0 && PREPOSITIONS.has(t[k].w)) || SUBORDINATORS.has(t[k].w))); k++) exclude.add(k);
      // "for logging in Go services": code in the language the family belongs to is all of its code
      const lang = fam.id.split('-')[0];
      for (let k = 0; k + 1 < t.length; k++) if (t[k].code < 0 && (t[k].w === lang || LANG_ALIAS[t[k].w] === lang) && (QUALIFIER_NOUNS.has(t[k + 1].s) || QUALIFIER_NOUNS.has(t[k + 1].w))) exclude.add(k).add(k + 1);
    }
    // "Store IDs as `UInt128` instead of `UUID`": the chosen alternative, an unknown name, is not a scope of what
    // it replaces
    if (cl.roles.includes('altneg')) {
      const alt = cl.roles.indexOf('altneg');
      for (let k = cl.verb + 1; k < alt; k++) {
        if (t[k].code >= 0 && cl.roles[k] === 'main') {
          for (let j = k; j < alt && t[j].code === t[k].code; j++) exclude.add(j);
          break;
        }
      }
    }
    // ("Release tags are dates like `2026.12.07`, with no `v` prefix"): what the subject is said to be, before the affix,
    // is what it is, not a case of it
    if (fam.id.startsWith('affix:') && cl.pred >= 0 && cl.subjEnd > 0 && !cl.instruction && COPULAS.has(t[cl.pred - 1]?.w ?? '') && list.every((x) => x.start > cl.pred)) {
      for (let k = cl.pred; k < t.length && t[k].code < 0 && /^[a-z][a-z-]*$/.test(t[k].w) && !PREPOSITIONS.has(t[k].w) && !SUBORDINATORS.has(t[k].w) && !/^(and|or|with|without|no|not)$/.test(t[k].w); k++) exclude.add(k);
    }
    // "write new tests with Pest": for a choice, "new" is where the choice shows, not a narrower scope
    const domain = new Set([...(fam.domain ?? []), ...fam.subject.toLowerCase().split(/[\s-]+/).map(stem), 'new']);
    let targets: string[] | undefined;
    if (fam.targeted === 'naming' || fam.targeted === 'language') {
      targets = targetsOf(cl, fam.targeted, exclude, ctx.spans);
      const map = fam.targeted === 'naming' ? NAMING_TARGETS : LANGUAGE_TARGETS;
      for (let i = 0; i < t.length; i++) {
        const tk = t[i];
        if (tk.code < 0 && (map[tk.s] || map[tk.w])) exclude.add(i);
      }
      // ("Files: kebab-case", "Table names: singular": a label names what the value is for)
      const named = (cl.label ?? []).filter((x) => x.code < 0 && (map[x.s] || map[x.w]));
      if (named.length) {
        targets = [...new Set([...targets.filter((x) => x !== '*'), ...named.map((x) => map[x.s] ?? map[x.w])])].sort();
        for (const x of named) domain.add(x.s);
      }
    }
    const scope = scopeOf(cl, exclude, domain, ctx);
    // (a name in code that is not a path, `./mvnw verify`, `requirements.in`, `timestamptz`, says how a chosen member
    // is used, not where the choice holds; in a ban it narrows what is banned: "never run pytest with `-p no:randomly`")
    const how = new Set(exclude);
    // (nor the path a name in code comes from: "`requests` with the shared `Session` from `app/http.py`"; "PRs from
    // `release/*`" still says which PRs)
    // (a section of an `.editorconfig` names files, as a path does: "`indent_style = tab` under `[Makefile]`", `[*.go]`)
    const filesSection = (span: string): boolean => /^\[(?:[^\]\s]*\*[^\]\s]*|(?:GNU)?makefile|dockerfile|justfile)\]$/i.test(span.trim());
    for (let i = 0; i < t.length; i++) if (t[i].code >= 0 && !filesSection(ctx.spans[t[i].code] ?? '') && (!(ctx.spans[t[i].code] ?? '').includes('/') || (t[i - 1]?.code < 0 && t[i - 1].w === 'from' && t[i - 2]?.code >= 0 && !cl.neg))) how.add(i);
    const chosenScope = how.size > exclude.size ? scopeOf(cl, how, domain, ctx) : scope;
    // "squash commits when merging PRs": a condition that only restates the topic does not narrow
    // (a ban with an exception, "do not import React unless it is used directly", holds only outside it)
    // ("MUST NOT use plain `Enum` without `str` mixin": only with it, a condition of the choice)
    const conditional = cl.conditional && ((cl.neg && t.some((x, k) => x.code < 0 && x.w === 'unless' && cl.roles[k] !== 'main')) || (cl.withoutCond === true && t.some((x, k) => cl.roles[k] === 'without' && (x.code >= 0 || (/[a-z]/.test(x.w) && !STOP.has(x.w) && x.w !== 'without')))) ||t.some((x, k) => (cl.roles[k] === 'cond' || cl.roles[k] === 'rel') && x.code < 0 && /[a-z]/.test(x.w) && !STOP.has(x.w) && !SUBORDINATORS.has(x.w) && !domain.has(x.s) && !exclude.has(k)) || (cl.leadCond ?? []).some((w) => !domain.has(w) && !GENERIC_WORDS.has(w) && !/^(write|add|create|make|use|work|do|run|edit|change|modify|update|implement|build|new|code)$/.test(w)));
    // ("JSON API fields are camelCase", "Constants are UPPER_SNAKE_CASE"): how the names of a kind of thing look, said in
    // the present, is the project's convention for them
    const after = t[cl.verb >= 0 ? cl.verb : cl.subjEnd];
    const namingStatement = fam.targeted === 'naming' && cl.subjEnd > 0 && !cl.label && after !== undefined && after.code < 0 && /^(are|is|use|follow|follows)$/.test(after.w) && t.slice(0, cl.subjEnd).some((x) => x.code < 0 && (NAMING_TARGETS[x.s] !== undefined || NAMING_TARGETS[x.w] !== undefined || /^(payloads?|responses?|requests?)$/.test(x.w)));
    const seen = new Set<string>();
    for (const { m, pol, force } of items) {
      const k = `${m.member}|${pol}`;
      if (seen.has(k)) continue;
      seen.add(k);
      // "instead of inline arrow functions": the kind of the member the alternative names
      const pre = t[m.start - 1];
      const own = cl.roles[m.start] === 'altneg' && pre !== undefined && pre.code < 0 && cl.roles[m.start - 1] === 'altneg' && /^[a-z][a-z-]{2,}$/.test(pre.w) && !STOP.has(pre.w) && !DETERMINERS.has(pre.w) && !/^(instead|rather|than|of|over|not|vs|versus)$/.test(pre.w) && !domain.has(pre.s) ? [pre.s] : [];
      // ("Poetry manages dependencies": the verb of the clause right after the member is its predicate, not a noun it qualifies)
      // ("the Datadog contract was cancelled", "the old Django app was retired": what goes with the member's own noun is
      // the member, unless the noun is a part of it that goes alone, "the ESLint config was deleted")
      const q0 = m.end === cl.verb ? undefined : qualified(t, m);
      const qualifies = q0 !== undefined && removed(cl, m) && !TOOL_PARTS.has(q0) && !TOOL_PARTS.has(stem(q0)) ? undefined : q0;
      // ("Create comprehensive unit tests", "Implement comprehensive diagnostics"): a member that is a quality of what the
      // agent writes back, said of another thing, is that thing's
      if (fam.adjectival && q0 !== undefined && !(fam.context ?? []).includes(stem(q0)) && !(fam.domain ?? []).includes(stem(q0))) continue;
      // ("Don't invoke `dbt` via `uv`", "run pytest through poetry"): a member that runs the act's object is chosen or
      // ruled out as what runs that program, not in a place named like it (a `dbt/` directory)
      const via = t[m.start - 1];
      const runsWhat = new Set<string>();
      if (via !== undefined && via.code < 0 && /^(via|through|using|with)$/.test(via.w) && cl.verb >= 0 && cl.verb < m.start - 1 && /^(invoke|run|call|execute|launch|start)$/.test(cl.verbBase ?? '')) {
        for (const x of t.slice(cl.verb + 1, m.start - 1)) {
          if (x.code >= 0) runsWhat.add((ctx.spans[x.code] ?? '').trim().toLowerCase().split(/\s+/)[0]);
          else if (/^[a-z]/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w)) runsWhat.add(x.s);
        }
      }
      const placeScope = (sc: string[]): string[] => {
        // ("All tests are NUnit, never xUnit", "Catch2 v3", "camelCase for constants too", "not allowed yet"): another member
        // of the family, a version or a particle does not narrow where the choice holds
        const kept = sc.filter((q) => q.includes(':') || !(memberWords(fam).has(q) || /^v?\d+(?:\.\d+)*$/.test(q) || CHOICE_PARTICLES.has(q)));
        return runsWhat.size ? [...new Set(kept.map((q) => (runsWhat.has(q) ? 'runs:' + q : q)))].sort() : kept;
      };
      out.push({
        key: `fam:${fam.id}`,
        type: 'choice',
        subject: fam.subject,
        family: fam.id,
        member: m.member,
        memberLabel: m.label,
        targets,
        polarity: pol,
        force,
        conditional,
        scope: placeScope(own.length ? [...new Set([...(pol === 1 ? chosenScope : scope), ...own])].sort() : pol === 1 ? chosenScope : scope),
        ...((scope.length && namesPlace(cl, exclude, ctx)) || (pol === 1 && convertedTo(cl, m.start)) ? { local: true } : {}),
        ...(cl.universal ? { universal: true } : {}),
        ...(cl.only && pol === 1 && scope.length ? { only: true } : {}),
        ...(namingStatement ? { basis: 'prescribed' as const } : {}),
        ...(m.basis ? { basis: m.basis } : {}),
        ...(m.runs ? { runs: m.runs } : {}),
        ...(qualifies ? { qualifies } : {}),
        // (not the member's own name read as a verb: "…, not React")
        // ("avoid using Poetry", "we stopped using Poetry": the act is the gerund's, which the verb before it rules out)
        ...(cl.verbBase && !(cl.verb >= m.start && cl.verb < m.end) && !fam.id.startsWith('affix:') ? { verb: gerundAct(cl) ?? cl.verbBase } : {}),
      });
    }
  }
}

/** The stages a thing is run in: "the local Postgres", "the staging Redis" (a removal of it is of that one). */
const STAGES = set('local dev development prod production staging test testing ci preview');
/** Environments: words that say where a choice holds even inside the member's noun phrase ("the local Postgres"). */
const ENVIRONMENT_WORDS = set([...STAGES, 'legacy', 'old', 'new', 'existing'].join(' '));

/** Whether a clause says the member was taken out of the project ("Lerna was removed", "the old Django app was retired"). */
function removed(cl: Clause, m: RawMention): boolean {
  return m.pol === -1 && !cl.instruction && cl.passive && m.start < cl.subjEnd && removedVerb(cl);
}

/**
 * The determiner of the noun phrase a member ends, before at most three plain modifiers ("a self-hosted Keycloak",
 * "a Django monolith": the "a"); -1 when there is none.
 */
function memberPhraseStart(t: Tok[], start: number): number {
  let k = start - 1;
  while (k >= 0 && start - k <= 3 && t[k].code < 0 && /^[a-z][a-z0-9-]*$/.test(t[k].w) && !DETERMINERS.has(t[k].w) && !STOP.has(t[k].w) && !PREPOSITIONS.has(t[k].w) && !COPULAS.has(t[k].w) && !MODALS.has(t[k].w) && verbBase(t[k].w) === undefined) k--;
  return k >= 0 && t[k].code < 0 && DETERMINERS.has(t[k].w) ? k : -1;
}

/** Words that never narrow a choice: "… not allowed yet", "camelCase for constants too", "together with AssertJ". */
const CHOICE_PARTICLES = set('yet too also together everywhere anywhere whatever anymore again');

const memberWordsMemo = new WeakMap<FamilyDef, Set<string>>();
/** The one-word names of a family's members, lower case ("pylint", "xunit", "nimble"). */
function memberWords(fam: FamilyDef): Set<string> {
  let set = memberWordsMemo.get(fam);
  if (!set) {
    set = new Set<string>();
    for (const m of fam.members) for (const p of [m.id, m.label, ...m.phrases]) {
      const w = p.replace(/^[~^]+/, '').replace(/`/g, '').trim().toLowerCase();
      if (/^[a-z][\w.+#-]*$/.test(w)) set.add(w);
    }
    memberWordsMemo.set(fam, set);
  }
  return set;
}

/** Nouns after a tool's name that name the tool itself: "the pnpm CLI", "the Prettier formatter". */
const TOOL_SELF = set('cli command commands tool binary executable client runner framework library lib compiler formatter linter bundler manager server daemon engine language app application module package crate gem sdk api');
/** Words after a member that end its phrase without naming another thing. */
const PHRASE_END = set('and or not nor instead rather everywhere only exclusively directly first always never itself alone too also again here there now throughout anywhere else');

/** The act of a gerund after a verb that rules it out: "avoid using X", "stop running X". */
function gerundAct(cl: Clause): string | undefined {
  const g = cl.toks[cl.verb + 1];
  if (cl.verbBase === undefined || !rulesOutGerund(cl.verbBase) || g === undefined || g.code >= 0 || !/ing$/.test(g.w)) return undefined;
  return verbBase(g.w);
}

/**
 * The noun a member only qualifies ("Terraform state", "`pnpm` workspaces", "CJS shims", "NPM executables"), or
 * undefined when the member ends its phrase ("use pnpm for …", "Vitest, not Jest", `pnpm install`).
 */
export function qualified(t: Tok[], m: RawMention): string | undefined {
  let n = t[m.end];
  // "Bun and Web Platform built-ins": a noun after a second, capitalised name is qualified by both names
  if (n !== undefined && n.code < 0 && (n.w === 'and' || n.w === 'or')) {
    let q = m.end + 1;
    while (q < t.length && q <= m.end + 3 && t[q].code < 0 && /^[A-Z]/.test(t[q].raw)) q++;
    if (q === m.end + 1 || t[q] === undefined || t[q].paren !== n.paren) return undefined;
    n = t[q];
  }
  if (n === undefined || n.code >= 0 || n.poss) return undefined;
  if (!/^[a-z][a-z-]*$/.test(n.w) || n.paren !== t[m.end - 1].paren) return undefined;
  // (nor a word of when: "dropped Heroku last year", "removed React Native again")
  if (STOP.has(n.w) || PREPOSITIONS.has(n.w) || SUBORDINATORS.has(n.w) || MODALS.has(n.w) || COPULAS.has(n.w) || DETERMINERS.has(n.w) || PHRASE_END.has(n.w) || /ly$/.test(n.w) || /^(last|next|ago|today|yesterday|now|again|too|yet|already|recently|since)$/.test(n.w)) return undefined;
  if (TOOL_SELF.has(n.w) || TOOL_SELF.has(n.s) || MEMBER_TAILS.has(n.s)) return undefined;
  // ("Cypress specs", "Minitest tests", "PHPUnit classes", "XCTest cases"): the tests of a test framework are written in it
  if (/test|e2e|spec/.test(m.family.id) && /^(tests?|specs?|cases?|class|classes|suites?|specifications?)$/.test(n.w)) return undefined;
  // ("4-space indentation": the family's own subject, as "the pnpm CLI" names pnpm)
  if (m.family.id === 'indentation' && /^indent/.test(n.w)) return undefined;
  // a member that is an act ("rebase and merge PRs", "squash commits") is followed by its object
  const last = t[m.end - 1];
  if (last.code < 0 && verbBase(last.w) !== undefined) return undefined;
  // a verb after the name is its predicate ("pnpm handles workspaces") only in a statement; a base-form verb
  // after it is a command word or an infinitive ("use npm install")
  if (verbBase(n.w) !== undefined && !isSForm(n.w)) return undefined;
  return n.w;
}

/** nouns that a tool name only qualifies: "the ESLint config", "the WebDriverIO provider", "Jest snapshots" */
export const TOOL_PARTS = set('config configuration setting settings option flag rule plugin preset cache lockfile lock output error warning version docs doc documentation changelog release provider adapter integration extension binding snapshot report log type typing definition folder dir directory workspace member variant model object instance entity record state artifact credential secret workflow job');
/** What a registry has: "npm provenance", "the PyPI release", "npm OIDC trusted publishing". */
const REGISTRY_NOUNS = set('registry publish publishing published release releases version versions provenance token account org organization scope oidc trusted page listing download downloads');

/**
 * "in Rust code", "React components", "Next.js pages", "the typescript or eslint configuration": the
 * member qualifies another noun rather than being chosen.
 */
export function qualifierMention(toks: Tok[], m: RawMention): boolean {
  let k = m.end;
  // skip a coordinated second name: "the typescript or eslint configuration"
  if ((toks[k]?.w === 'or' || toks[k]?.w === 'and' || toks[k]?.w === '/') && toks[k + 1] && toks[k + 2] && !STOP.has(toks[k + 1].w)) k += 2;
  const n = toks[k];
  if (n === undefined) return false;
  // "Zustand `.store.getState()`", "React `useEffect`" (not the rest of a command: `pip install -r …`)
  if (n.code >= 0) return n.code !== toks[m.end - 1].code && !n.slash;
  // "a new npm package", "the npm registry": after a determiner (or an adjective after one) the member names
  // a kind of thing, not the tool in use
  // "npm OIDC trusted publishing", "npm provenance", "npm minor release": the registry's things
  if (REGISTRY_NAMED.test(m.family.id) && [toks[m.end], toks[m.end + 1]].some((x) => x !== undefined && x.code < 0 && REGISTRY_NOUNS.has(x.s))) return true;
  // "trust that Node.js, npm packages, etc. work": the registry's packages, third-party code
  // ("`bunx` instead of `npx` for NPM executables": the registry's packages' binaries, whatever runs them)
  if (REGISTRY_NAMED.test(m.family.id) && n.code < 0 && /^(executables|binaries|bins|clis)$/.test(n.w)) return true;
  if (REGISTRY_NAMED.test(m.family.id) && n.code < 0 && /^(packages|modules|libraries|dependencies|deps)$/.test(n.w) && m.start > 0 && toks[m.start - 1].code < 0 && !/^(for|with|via|using|through)$/.test(toks[m.start - 1].w)) return true;
  if (REGISTRY_NAMED.test(m.family.id) && n.code < 0 && /^[a-z]/.test(n.w) && !STOP.has(n.w) && !PREPOSITIONS.has(n.w) && !MODALS.has(n.w) && !COPULAS.has(n.w) && m.start > 0) {
    let k0 = m.start - 1;
    // ("the `@hubspot/ui-extensions` npm package": a name between the determiner and the member)
    const named = k0 > 0 && toks[k0].code >= 0;
    while (k0 > 0 && toks[k0].code >= 0 && m.start - k0 <= 4) k0--;
    if (named && toks[k0].code < 0 && toks[k0].w === 'the') return true;
    while (k0 > 0 && toks[k0].code < 0 && /^[a-z]+$/.test(toks[k0].w) && (!STOP.has(toks[k0].w) || /^(next|first|last|same|own|other|new)$/.test(toks[k0].w)) && !DETERMINERS.has(toks[k0].w) && verbBase(toks[k0].w) === undefined && !PREPOSITIONS.has(toks[k0].w)) k0--;
    if (toks[k0].code < 0 && /^(a|an|each|every|this|that|these|those|its|their|your|our|another)$/.test(toks[k0].w)) return true;
  }
  if (!QUALIFIED_FAMILIES.has(m.family.id) && (m.family.domain ?? []).includes(n.s)) return false; // "pnpm workspaces", "Jest tests"
  // "the English file", "the Spanish locale": a language naming which file, not the language to write in
  // (but "English comments", "German UI strings" name what is written in it)
  if (m.family.id === 'natural-language') return n.code < 0 && /^[a-z]{3,}$/.test(n.w) && !STOP.has(n.w) && LANGUAGE_TARGETS[n.s] === undefined && LANGUAGE_TARGETS[n.w] === undefined && /^(file|files|key|keys|locale|locales|translation|translations|version|versions|json|catalog|catalogs|bundle|bundles|folder|directory|dir|resource|resources|page|pages|site|variant|variants|edition)$/.test(n.w);
  if (TOOL_PARTS.has(n.s) || TOOL_PARTS.has(n.w)) return true;
  // a language or UI framework used as an adjective: "TypeScript strict mode", "React hooks"
  if (!QUALIFIED_FAMILIES.has(m.family.id)) return false;
  const wordLike = /^[a-z]/.test(n.w) && !STOP.has(n.w) && !PREPOSITIONS.has(n.w) && !SUBORDINATORS.has(n.w) && !MODALS.has(n.w) && !COPULAS.has(n.w);
  if (QUALIFIER_NOUNS.has(n.s) || (wordLike && verbBase(n.w) === undefined)) return true;
  // a word spelled like a verb that ends the noun phrase is a noun: "never store React state, …", "call
  // React hooks (…) in a view model" (but "React renders the page" has its verb there)
  const after = toks[k + 1];
  const endsPhrase = after === undefined || after.code >= 0 || !/^[a-z]/.test(after.w) || PREPOSITIONS.has(after.w) || SUBORDINATORS.has(after.w) || after.w === 'and' || after.w === 'or';
  return wordLike && endsPhrase && m.start > 0;
}

/**
 * "Do not import enums as `type`", "never use a `Map` as a cache": a prohibition followed by "as <role>"
 * rules out that role, not the member itself — unless the role is the family's own subject ("don't use npm
 * as the package manager").
 */
export function negatesRole(toks: Tok[], m: RawMention): boolean {
  if (toks[m.end]?.w !== 'as' || toks[m.end].code >= 0) return false;
  const subject = new Set(m.family.subject.toLowerCase().split(/[\s-]+/).map(stem));
  const words: string[] = [];
  for (let k = m.end + 1; k < toks.length; k++) {
    const t = toks[k];
    if (t.code < 0 && (SEPARATORS.has(t.w) || t.w === ',' || t.w === '(' || t.w === ')' || PREPOSITIONS.has(t.w) || SUBORDINATORS.has(t.w))) break;
    if (t.code < 0 && DETERMINERS.has(t.w)) continue;
    words.push(t.s);
  }
  // "as well", "as needed", "as much as possible": not a role
  if (!words.length || /^(well|much|many|soon|long|needed|necessary|possible|appropriate|usual|before|described|shown|documented)$/.test(words[0])) return false;
  return !words.some((w) => subject.has(w));
}

/**
 * "Never run `pnpm run build --filter webapp` to verify changes": a prohibition of one full command line
 * (a subcommand with arguments or flags, or a subcommand with a purpose) is about that command, not about
 * the tool that runs it.
 */
export function specificCommand(toks: Tok[], m: RawMention, cl: Clause, ctx: Ctx): boolean {
  const code = toks[m.start].code;
  if (code < 0 || toks[m.end - 1].code !== code) return false;
  const words = (ctx.spans[code] ?? '').trim().split(/\s+/);
  const at = words.findIndex((w) => w.toLowerCase() === m.member || w.toLowerCase() === m.label.toLowerCase());
  if (at < 0) return false;
  const rest = words.slice(at + 1);
  if (!rest.length) return false;
  const purpose = cl.roles.some((r) => r === 'purpose');
  return rest.length >= 3 || rest.some((w) => w.startsWith('-')) || (rest.length >= 2 && purpose);
}
