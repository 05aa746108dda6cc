// Compiled phrase index over the families (built-in plus configured ones).
import { BLOCKERS, BUILTIN_FAMILIES, type FamilyDef } from './lexicon.js';
import { phraseWords, stem, type Tok } from './text.js';
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
  index: Map<string, PhraseEntry[]>;
  /** all family topic stems, for "is this clause about a family at all" */
  contextStems: Map<string, Set<string>>;
  /** cache key for memoising analyses */
  id: string;
}

function compilePhrase(p: string): { words: PhraseWord[]; codeOnly: boolean; ambiguous: boolean; caseSensitive: boolean } {
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
  const codeOnly = /^`[^`]+`$/.test(text);
  return { words: phraseWords(text), codeOnly, ambiguous, caseSensitive };
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
  const index = new Map<string, PhraseEntry[]>();
  const byKey = new Map<string, PhraseEntry>();
  const add = (phrase: string, target: PhraseTarget | undefined): void => {
    const c = compilePhrase(phrase);
    if (c.words.length === 0) return;
    const k = `${c.codeOnly ? 'c' : ''}${c.ambiguous ? 'a' : ''}${c.caseSensitive ? 'C' : ''}:${c.words.map((w) => (c.caseSensitive ? w.raw : w.w)).join(' ')}`;
    let e = byKey.get(k);
    if (!e) {
      e = { ...c, targets: [] };
      byKey.set(k, e);
      const first = c.caseSensitive ? c.words[0].raw.toLowerCase() : c.words[0].w;
      const list = index.get(first) ?? [];
      list.push(e);
      index.set(first, list);
    }
    if (target && !e.targets.some((t) => t.family === target.family && t.member === target.member)) e.targets.push(target);
  };
  for (const f of families) for (const m of f.members) for (const p of m.phrases) add(p, { family: f, member: m.id, label: m.label });
  for (const b of BLOCKERS) add(b, undefined);
  for (const list of index.values()) list.sort((x, y) => y.words.length - x.words.length);
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
    for (const e of cands) {
      const n = e.words.length;
      if (best && n <= best.words.length) continue;
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
      if (ok) best = e;
    }
    if (!best) {
      i++;
      continue;
    }
    // in code an ambiguous name is the tool when written as typed on a command line (`celery -A app`,
    // `black .`); a capitalised one is an identifier (`Stack`, `Provider`) and needs context like prose
    const typed = toks[i].code >= 0 && !/[A-Z]/.test(toks[i].raw);
    for (const tg of best.targets) out.push({ start: i, end: i + best.words.length, family: tg.family, member: tg.member, label: tg.label, ambiguous: best.ambiguous && !typed });
    i += best.words.length;
  }
  return out;
}
