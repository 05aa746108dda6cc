// Affixes of names: "Prefix interfaces with `I`", "Boolean variables start with `is`/`has`", "Environment variables
// use the `ACME_` prefix", "Never prefix interface names with `I`", "Name booleans as plain adjectives, without an
// `is` prefix". A claim says which prefix (or suffix) the names of one kind of thing carry; "no prefix" is a member
// of its own. Two rules for the same kind of names that give different affixes, or one giving and one ruling out the
// same affix, cannot both be followed.
import type { Clause } from '../clauses.js';
import type { Ctx } from '../context.js';
import type { FamilyDef } from '../lexicon.js';
import type { RawMention } from './choice.js';

/** What the names belong to, most specific first: the word (stem) and the kind it stands for. */
const KINDS: [RegExp, string][] = [
  [/^(boolean|bool|flag)$/, 'boolean'],
  [/^interface$/, 'interface'],
  [/^(env|environment|envvar|env-var)$/, 'environment variable'],
  [/^(constant|const)$/, 'constant'],
  [/^enum$/, 'enum'],
  [/^(hook|composable)$/, 'hook'],
  [/^(table|collection)$/, 'table'],
  [/^column$/, 'column'],
  [/^branch$/, 'branch'],
  [/^(class|struct|trait|protocol)$/, 'class'],
  [/^(component)$/, 'component'],
  [/^(field|member|property|prop|attribute)$/, 'field'],
  [/^(method|function|func|helper)$/, 'function'],
  [/^(view|screen|viewmodel|widget)$/, 'view'],
  [/^(variable|var|global)$/, 'variable'],
  [/^(type|typedef)$/, 'type'],
  [/^(event|topic|queue|metric)$/, 'event'],
  [/^(tag|label)$/, 'tag'],
  [/^symbol$/, 'symbol'],
  [/^(package|crate)$/, 'package'],
  [/^(procedure|proc|sproc)$/, 'procedure'],
];

const PREFIX_WORD = /^(prefix|prefixed|prefixes|prefixing)$/;
const SUFFIX_WORD = /^(suffix|suffixed|suffixes|suffixing)$/;
const START_VERB = /^(start|begin)$/;
const END_VERB = /^(end)$/;
/** An affix written in words. */
const WORD_AFFIX: Record<string, string> = { underscore: '_', dollar: '$', hash: '#' };

function kindOf(cl: Clause, skip: Set<number>): { kind: string; at: number[] } | undefined {
  const t = cl.toks;
  const toks = [...(cl.label ?? []), ...t];
  const off = cl.label?.length ?? 0;
  // ("Test files end in `.spec.ts`", "spec files"): the files that hold tests
  for (let i = 0; i + 1 < toks.length; i++) {
    if (toks[i].code < 0 && toks[i + 1].code < 0 && /^(test|spec)$/.test(toks[i].s) && toks[i + 1].s === 'file' && !skip.has(i - off)) return { kind: 'test file', at: [i - off, i + 1 - off].filter((k) => k >= 0) };
  }
  // ("Do NOT use `as_`-prefixed field names (the prefix is for class names only)": a kind named outside an aside first)
  const base = t[0]?.paren ?? 0;
  for (const aside of [false, true]) {
    for (const [re, kind] of KINDS) {
      const at: number[] = [];
      for (let i = 0; i < toks.length; i++) {
        if (toks[i].code >= 0 || skip.has(i - off) || (!aside && i >= off && toks[i].paren > base)) continue;
        if (re.test(toks[i].s) || re.test(toks[i].w)) at.push(i - off);
      }
      // ("Private fields use the `m_` prefix": what kind of field)
      if (at.length) {
        const priv = (kind === 'field' || kind === 'function') && toks.some((x) => x.code < 0 && /^(private|protected)$/.test(x.w)) ? `private ${kind}` : kind;
        return { kind: priv, at: at.filter((k) => k >= 0) };
      }
    }
  }
  return undefined;
}

/** The affixes named in code from token k on: "`is`/`has`", "`I`", "`is`, `has` or `should`". */
function spansFrom(cl: Clause, ctx: Ctx, k: number): { values: string[]; end: number } {
  const t = cl.toks;
  const values: string[] = [];
  let i = k;
  while (i < t.length) {
    if (t[i].code >= 0) {
      const code = t[i].code;
      const v = (ctx.spans[code] ?? '').trim();
      while (i < t.length && t[i].code === code) i++;
      // (a pattern or a whole name is not an affix: `feature/<ticket>`, `IUserRepository`; but `*.spec.ts` is the
      // suffix after its wildcard)
      const a = v.replace(/^\*(?=[._-])/, '').replace(/(?<=[._-])\*$/, '');
      if (!a || a.length > 10 || /[\s<>*{}]/.test(a)) return { values: [], end: i };
      values.push(a.replace(/^-/, ''));
      continue;
    }
    // ("Interfaces are prefixed with I (`IUserRepository`)": a capital letter or two written bare, then the name it
    // starts shown in an aside)
    if (!values.length && i === k && /^[A-Z]{1,2}$/.test(t[i].raw) && (t[i + 1] === undefined || t[i + 1].code >= 0 || /^[.,;:()—–-]$/.test(t[i + 1].w))) {
      values.push(t[i].raw);
      i++;
      continue;
    }
    if (values.length && /^(\/|,|or|and)$/.test(t[i].w) && t[i + 1]?.code >= 0) {
      i++;
      continue;
    }
    break;
  }
  return { values, end: i };
}

/** An affix written in words from token k on ("an underscore"): its value and where it ends. */
function wordAffixAt(t: Clause['toks'], k: number): { values: string[]; end: number } | undefined {
  let w = k;
  while (w < t.length && t[w].code < 0 && /^(a|an|the|one|single)$/.test(t[w].w)) w++;
  return t[w]?.code < 0 && WORD_AFFIX[t[w].s] !== undefined ? { values: [WORD_AFFIX[t[w].s]], end: w + 1 } : undefined;
}

/** Mentions of the affix a kind of names carries (clause-local indices). */
export function affixMentions(cl: Clause, ctx: Ctx): RawMention[] {
  const t = cl.toks;
  const out: RawMention[] = [];
  for (let c = 0; c < t.length; c++) {
    const x = t[c];
    if (x.code >= 0) continue;
    const prefixNoun = PREFIX_WORD.test(x.w);
    const suffixNoun = SUFFIX_WORD.test(x.w);
    const startVerb = c === cl.verb && (START_VERB.test(x.s) || START_VERB.test(cl.verbBase ?? '')) && t[c + 1]?.w === 'with';
    const endVerb = c === cl.verb && (END_VERB.test(x.s) || END_VERB.test(cl.verbBase ?? '')) && /^(with|in)$/.test(t[c + 1]?.w ?? '');
    // ("no leading underscores on private fields", "a trailing underscore"): an affix named by where it stands
    const placed = /^(leading|trailing)$/.test(x.w) && t[c + 1]?.code < 0 && WORD_AFFIX[t[c + 1].s] !== undefined;
    if (!prefixNoun && !suffixNoun && !startVerb && !endVerb && !placed) continue;
    const side = prefixNoun || startVerb || (placed && x.w === 'leading') ? 'prefix' : 'suffix';
    let values: string[] = [];
    let start = c;
    let end = c + 1;
    let none = false;
    // "no prefix", "without an `is` prefix", "with no underscore prefix": ruled out
    let denied = false;
    if (placed) {
      values = [WORD_AFFIX[t[c + 1].s]];
      end = c + 2;
      let d = c - 1;
      while (d >= 0 && t[d].code < 0 && /^(a|an|the|any)$/.test(t[d].w)) d--;
      if (d >= 0 && t[d].code < 0 && /^(no|without)$/.test(t[d].w)) {
        denied = true;
        start = d;
      }
    } else if (startVerb || endVerb) {
      const r = spansFrom(cl, ctx, c + 2);
      values = r.values;
      end = r.end;
      // ("Private fields start with an underscore"): an affix written in words
      const inWords = values.length ? undefined : wordAffixAt(t, c + 2);
      if (inWords) ({ values, end } = inWords);
    } else {
      // "`I` prefix", "an `APP_` prefix", "the underscore prefix"
      let b = c - 1;
      if (b >= 0 && t[b].code >= 0) {
        const code = t[b].code;
        while (b >= 0 && t[b].code === code) b--;
        const v = (ctx.spans[code] ?? '').trim();
        if (v && v.length <= 8 && !/[\s<>*{}]/.test(v)) values = [v.replace(/-$/, '')];
        start = b + 1;
      } else if (b >= 0 && WORD_AFFIX[t[b].w] !== undefined) {
        values = [WORD_AFFIX[t[b].w]];
        start = b;
      } else if (b >= 1 && /^[b-zB-Z]$/.test(t[b].raw) && t[b - 1].code < 0 && /^(no|without|a|an|the|any)$/.test(t[b - 1].w)) {
        // ("Release tags have no v prefix", "an I prefix"): a letter written bare right before the word
        values = [t[b].raw];
        start = b;
      }
      let d = start - 1;
      // ("No class prefixes in Objective-C code"): the kind of names may stand between
      if (!values.length && d >= 1 && t[d].code < 0 && KINDS.some(([re]) => re.test(t[d].s) || re.test(t[d].w))) d--;
      while (d >= 0 && t[d].code < 0 && /^(a|an|the|any)$/.test(t[d].w)) d--;
      if (d >= 0 && t[d].code < 0 && /^(no|without)$/.test(t[d].w)) {
        denied = true;
        start = d;
      }
      // "prefix interface names with `I`", "prefixed with `APP_`", "are prefixed `APP_`"
      if (!values.length) {
        let k = c + 1;
        while (k < t.length && k < c + 6 && t[k].code < 0 && !/^(with|by)$/.test(t[k].w) && !/^[,;:.()—–-]$/.test(t[k].w)) k++;
        // ("are prefixed `APP_`": the affix right after the word)
        if (/^(prefixed|suffixed)$/.test(x.w) && t[c + 1]?.code >= 0) k = c + 1;
        else if (k < t.length && t[k].code >= 0) k = -1;
        if (k > 0 && k < t.length && (t[k].code >= 0 || /^(with|by)$/.test(t[k].w))) {
          // ("with the product code `ACME_`": the affix after the words that say what it is)
          let from = t[k].code >= 0 ? k : k + 1;
          let q = from;
          while (q < t.length && q < from + 4 && t[q].code < 0 && /^[a-z]+$/.test(t[q].w) && !/^(and|or|not|never|no|in|on|for|to|of)$/.test(t[q].w)) q++;
          if (q > from && t[q]?.code >= 0 && /^(a|an|the|its|their)$/.test(t[from].w)) from = q;
          const r = spansFrom(cl, ctx, from);
          values = r.values;
          if (values.length) end = r.end;
          // ("are prefixed with an underscore")
          const inWords = values.length || t[k].code >= 0 ? undefined : wordAffixAt(t, k + 1);
          if (inWords) ({ values, end } = inWords);
        }
      }
      if (!values.length) {
        // "Don't prefix interface names", "have no prefix", "with no prefix": no affix at all
        if (denied || (cl.neg && /^(prefix|suffix)$/.test(x.w) && c === cl.verb)) {
          none = true;
          denied = false;
        } else continue;
      }
    }
    if (!values.length && !none) continue;
    // (what lies between the word and its affix, "prefix interface names with `I`", is what is named)
    const skip = new Set<number>([c]);
    for (let k = start; k < end; k++) if (t[k].code >= 0 || k < c || /^(with|by|in)$/.test(t[k].w)) skip.add(k);
    // ("Name Swift constants in lowerCamelCase; no `k` prefix": the kind named earlier in the sentence)
    const kind = kindOf(cl, skip) ?? kindOf({ ...cl, toks: ctx.toks, label: undefined }, new Set(ctx.toks.map((x, k) => (x.code >= 0 ? k : -1)).filter((k) => k >= 0)));
    if (kind === undefined) continue;
    const member = none ? 'none' : [...new Set(values)].sort().join('|');
    const family: FamilyDef = {
      id: `affix:${side}:${kind.kind}`,
      subject: `${side} of ${kind.kind} names`,
      members: [],
      // (tags are release tags: "Release tags carry no `v` prefix" is about all tags, as "Tag releases as `v1.2.3`" is)
      domain: [side, 'name', 'naming', 'convention', 'adjective', 'noun', 'verb', 'word', 'plain', ...kind.kind.split(' '), ...(kind.kind === 'tag' ? ['release', 'version'] : []), ...t.filter((x) => x.code < 0 && KINDS.some(([re]) => re.test(x.s) || re.test(x.w))).map((x) => x.s)],
    };
    const pol: 1 | -1 = none ? 1 : denied || cl.neg ? -1 : 1;
    // ("Boolean variables start with `is`", "Env vars: `APP_` prefix": what a kind of names carries is the convention)
    const generic = (cl.label ?? []).some((x) => x.code < 0 && KINDS.some(([re]) => re.test(x.s))) || (t.slice(0, Math.max(0, cl.subjEnd)).some((x) => x.code < 0 && KINDS.some(([re]) => re.test(x.s))) && t.slice(0, Math.max(0, cl.subjEnd)).some((x) => x.code < 0 && x.w !== x.s && (x.s === 'name' || KINDS.some(([re]) => re.test(x.s)))));
    out.push({ start, end, family, member, label: none ? `no ${side}` : `${values.map((v) => '`' + v + '`').join('/')} ${side}`, pol, ...(generic ? { basis: 'prescribed' as const } : {}) });
    break;
  }
  if (!out.length) {
    const p = patternAffix(cl, ctx) ?? versionTag(cl, ctx);
    if (p) out.push(p);
  }
  return out;
}

/**
 * "Tag releases as `v1.2.3`", "Release tags look like `v2.0.0`": a tag shown as a version with a "v" before it is
 * named with that prefix (against "Release tags have no `v` prefix").
 */
function versionTag(cl: Clause, ctx: Ctx): RawMention | undefined {
  const t = cl.toks;
  if (!(cl.verbBase === 'tag' || [...(cl.label ?? []), ...t].some((x) => x.code < 0 && x.s === 'tag'))) return undefined;
  const k = t.findIndex((x) => x.code >= 0 && /^v\d+(?:\.\d+){1,2}$/.test((ctx.spans[x.code] ?? '').trim()));
  if (k < 0) return undefined;
  let e = k;
  while (e < t.length && t[e].code === t[k].code) e++;
  const family: FamilyDef = { id: 'affix:prefix:tag', subject: 'prefix of tag names', members: [], domain: ['prefix', 'name', 'naming', 'convention', 'tag', 'release', 'version'] };
  // ("Release tags look like `v2.0.0`": what all tags look like is the convention, as "Env vars: `APP_` prefix" is)
  const generic = t.slice(0, Math.max(0, cl.subjEnd)).some((x) => x.code < 0 && x.s === 'tag' && x.w !== x.s);
  return { start: k, end: e, family, member: 'v', label: '`v` prefix', pol: cl.neg ? -1 : 1, ...(generic ? { basis: 'prescribed' as const } : {}) };
}

/**
 * "Name test files `*.test.ts`", "Test files are named `*.spec.ts`", "Test files: `*.spec.ts`": a wildcard pattern the
 * names of a kind of thing follow gives the affix they carry.
 */
function patternAffix(cl: Clause, ctx: Ctx): RawMention | undefined {
  const t = cl.toks;
  const named = cl.verb >= 0 && cl.verbBase === 'name';
  const labelled = cl.verb < 0 && (cl.label ?? []).length > 0;
  if (!named && !labelled) return undefined;
  const k = t.findIndex((x, q) => q > (named ? cl.verb : -1) && x.code >= 0);
  if (k < 0) return undefined;
  const code = t[k].code;
  let e = k;
  while (e < t.length && t[e].code === code) e++;
  const v = (ctx.spans[code] ?? '').trim();
  // (`*Tests`, `*Controller`: a word in capitals after the wildcard is a suffix too)
  const suffix = /^\*([._-][\w.-]{1,10}|[A-Z][A-Za-z]{1,15})$/.exec(v);
  const prefix = suffix ? null : /^([\w.-]{1,10}[._-])\*$/.exec(v);
  if (!suffix && !prefix) return undefined;
  const side = suffix ? 'suffix' : 'prefix';
  const skip = new Set<number>();
  for (let q = k; q < e; q++) skip.add(q);
  if (named) skip.add(cl.verb);
  const kind = kindOf(cl, skip);
  if (kind === undefined) return undefined;
  const value = (suffix ?? prefix)![1];
  const family: FamilyDef = { id: `affix:${side}:${kind.kind}`, subject: `${side} of ${kind.kind} names`, members: [], domain: [side, 'name', 'naming', 'convention', 'pattern', ...kind.kind.split(' ')] };
  return { start: k, end: e, family, member: value, label: `\`${value}\` ${side}`, pol: cl.neg ? -1 : 1 };
}
