// Compiled phrase index over the families (built-in plus configured ones).
import { BLOCKERS, BUILTIN_FAMILIES, type FamilyDef } from './lexicon.js';
import { isPlainPhrase, phraseWords, stem, type Tok } from './text.js';
import type { FamilyConfig } from './types.js';

export interface PhraseTarget {
  family: FamilyDef;
  member: string;
  label: string;
}

interface PhraseWord {
  w: string;
  raw: string;
}

interface PhraseEntry {
  words: PhraseWord[];
  codeOnly: boolean;
  ambiguous: boolean;
  caseSensitive: boolean;
  targets: PhraseTarget[];
}

export interface Mention {
  start: number;
  end: number;
  family: FamilyDef;
  member: string;
  label: string;
  ambiguous: boolean;
}

export interface Lexicon {
  families: FamilyDef[];
  byId: Map<string, FamilyDef>;
  /** first word → entries, longest first */
  index: PhraseIndex;
  /** all family topic stems, for "is this clause about a family at all" */
  contextStems: Map<string, Set<string>>;
  /** cache key for memoising analyses */
  id: string;
}

interface PhraseForm {
  /** the phrase without its markers */
  text: string;
  codeOnly: boolean;
  ambiguous: boolean;
  caseSensitive: boolean;
}

function phraseForm(p: string): PhraseForm {
  let text = p.trim();
  let ambiguous = false;
  let caseSensitive = false;
  if (text.startsWith('~')) {
    ambiguous = true;
    text = text.slice(1);
  }
  if (text.startsWith('^')) {
    caseSensitive = true;
    text = text.slice(1);
  }
  return { text, codeOnly: /^`[^`]+`$/.test(text), ambiguous, caseSensitive };
}

interface Pending {
  form: PhraseForm;
  /** read already (a phrase that is not plain words is read to find its first word) */
  words?: PhraseWord[];
  target?: PhraseTarget;
}

/**
 * Phrases by their first word, read when a text first has that word: a vocabulary of thousands of phrases
 * of which a review meets a few hundred first words. A word's entries are the same as if every phrase had
 * been read up front (same order, same merged targets).
 */
export class PhraseIndex {
  private readonly pending = new Map<string, Pending[]>();
  private readonly entries = new Map<string, PhraseEntry[]>();

  add(phrase: string, target: PhraseTarget | undefined): void {
    const form = phraseForm(phrase);
    let first: string;
    let words: PhraseWord[] | undefined;
    if (isPlainPhrase(form.text)) {
      const space = form.text.indexOf(' ');
      first = (space < 0 ? form.text : form.text.slice(0, space)).toLowerCase();
    } else {
      words = phraseWords(form.text);
      if (words.length === 0) return;
      first = form.caseSensitive ? words[0].raw.toLowerCase() : words[0].w;
    }
    const p: Pending = { form, words, target };
    const list = this.pending.get(first);
    if (list) list.push(p);
    else this.pending.set(first, [p]);
  }

  /** The entries whose first word is `first`, longest first. */
  get(first: string): PhraseEntry[] | undefined {
    const done = this.entries.get(first);
    if (done) return done;
    const todo = this.pending.get(first);
    if (!todo) return undefined;
    this.pending.delete(first);
    const list: PhraseEntry[] = [];
    const byKey = new Map<string, PhraseEntry>();
    for (const { form, words = phraseWords(form.text), target } of todo) {
      const k = `${form.codeOnly ? 'c' : ''}${form.ambiguous ? 'a' : ''}${form.caseSensitive ? 'C' : ''}:${words.map((w) => (form.caseSensitive ? w.raw : w.w)).join(' ')}`;
      let e = byKey.get(k);
      if (!e) {
        e = { words, codeOnly: form.codeOnly, ambiguous: form.ambiguous, caseSensitive: form.caseSensitive, targets: [] };
        byKey.set(k, e);
        list.push(e);
      }
      if (target && !e.targets.some((t) => t.family === target.family && t.member === target.member)) e.targets.push(target);
    }
    list.sort((x, y) => y.words.length - x.words.length);
    this.entries.set(first, list);
    return list;
  }
}

/** Convert a configured family to the internal form. */
export function familyFromConfig(c: FamilyConfig): FamilyDef {
  const members = c.members.map((m) => {
    const names = typeof m === 'string' ? m.split('|').map((x) => x.trim()).filter(Boolean) : [m.name, ...(m.synonyms ?? [])];
    const label = names[0] ?? '';
    return { id: label.toLowerCase(), label, phrases: names };
  });
  return {
    id: 'custom:' + c.name.toLowerCase().replace(/\s+/g, '-'),
    subject: c.name,
    members: members.filter((m) => m.label),
    domain: (c.topic ?? []).map((w) => stem(w.toLowerCase())),
    custom: true,
  };
}

export function buildLexicon(custom: FamilyConfig[] = []): Lexicon {
  const extra = custom.map(familyFromConfig);
  // a configured family replaces a built-in one of the same name or id
  const replaced = new Set(extra.map((f) => f.subject.toLowerCase()));
  const families = [...BUILTIN_FAMILIES.filter((f) => !replaced.has(f.subject.toLowerCase()) && !replaced.has(f.id)), ...extra];
  const index = new PhraseIndex();
  for (const f of families) for (const m of f.members) for (const p of m.phrases) index.add(p, { family: f, member: m.id, label: m.label });
  for (const b of BLOCKERS) index.add(b, undefined);
  const contextStems = new Map<string, Set<string>>();
  for (const f of families) contextStems.set(f.id, new Set([...(f.context ?? f.domain ?? [])]));
  return {
    families,
    byId: new Map(families.map((f) => [f.id, f])),
    index,
    contextStems,
    id: custom.length ? JSON.stringify(custom) : 'builtin',
  };
}

let builtin: Lexicon | undefined;
export function builtinLexicon(): Lexicon {
  builtin ??= buildLexicon();
  return builtin;
}

function wordMatches(t: Tok, pw: PhraseWord, caseSensitive: boolean, first: boolean): boolean {
  if (caseSensitive) return t.raw === pw.raw;
  if (t.w === pw.w) return true;
  // names are matched exactly ("pip" is not "pipes"); plurals only for the common nouns after them
  if (first) return t.code >= 0 && t.w.startsWith(pw.w + '.') && pw.w.includes('.');
  // a dotted code name continues a module named by the phrase: `os.path.join` is os.path
  if (t.code >= 0 && t.w.startsWith(pw.w + '.') && pw.w.includes('.')) return true;
  // singular / plural of the same word ("merge commit" / "merge commits"), nothing looser
  if (t.code >= 0 || pw.w.length < 3) return false;
  return t.w === pw.w + 's' || pw.w === t.w + 's' || t.w === pw.w + 'es' || pw.w === t.w + 'es' || (t.s === stem(pw.w) && t.s.length > 3);
}

/**
 * Family member mentions in a token stream: global longest match, a token belongs to at most one phrase.
 * Blocker phrases ("react native", "type checker") consume their tokens without producing a mention.
 */
export function findMentions(toks: Tok[], lex: Lexicon): Mention[] {
  const out: Mention[] = [];
  let i = 0;
  while (i < toks.length) {
    const t = toks[i];
    let cands = lex.index.get(t.w) ?? [];
    // `os.path.join`: look the module prefix up too
    if (t.code >= 0 && t.w.includes('.')) {
      const parts = t.w.split('.');
      for (let k = parts.length - 1; k >= 1; k--) cands = [...cands, ...(lex.index.get(parts.slice(0, k).join('.')) ?? [])];
    }
    let best: PhraseEntry | undefined;
    // (one name may be written plainly for one family and as an ambiguous word for another: "biome" is the formatter,
    // and the linter where linting is meant; both are read)
    let also: PhraseEntry[] = [];
    for (const e of cands) {
      const n = e.words.length;
      if (best && n < best.words.length) continue;
      if (best && n === best.words.length) {
        if (e.ambiguous !== best.ambiguous && e.words.every((w, k) => wordMatches(toks[i + k], w, e.caseSensitive, k === 0) && !(e.codeOnly && toks[i + k].code < 0))) also.push(e);
        continue;
      }
      if (i + n > toks.length) continue;
      let ok = true;
      for (let k = 0; k < n && ok; k++) {
        const tk = toks[i + k];
        if (!wordMatches(tk, e.words[k], e.caseSensitive, k === 0)) ok = false;
        else if (e.codeOnly && tk.code < 0) ok = false;
      }
      // a one-word code-only phrase names the whole span (`type`, not `import type`)
      if (ok && e.codeOnly && n === 1) {
        const c = toks[i].code;
        if ((i > 0 && toks[i - 1].code === c) || (i + 1 < toks.length && toks[i + 1].code === c)) ok = false;
      }
      if (ok) {
        best = e;
        also = [];
      }
    }
    if (!best) {
      i++;
      continue;
    }
    // in code an ambiguous name is the tool when written as typed on a command line (`celery -A app`,
    // `black .`); a capitalised one is an identifier (`Stack`, `Provider`) and needs context like prose
    const typed = toks[i].code >= 0 && !/[A-Z]/.test(toks[i].raw);
    for (const e of [best, ...also]) for (const tg of e.targets) out.push({ start: i, end: i + e.words.length, family: tg.family, member: tg.member, label: tg.label, ambiguous: e.ambiguous && !typed });
    i += best.words.length;
  }
  return out;
}
