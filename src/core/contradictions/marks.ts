// Marks around a sentence: lead-ins that negate the list below them ("Don't:", "❌"), wrong-example marks
// on an item, and "Label: value" lines ("Package manager: pnpm").
import { isNegWord } from './clauses.js';
import { type FamilyDef, LANGUAGE_TARGETS, NAMING_TARGETS } from './lexicon.js';
import { cleanMarkdown, isVerbBaseForm, stem, STOP, type Tok, tokenize, verbBase } from './text.js';
import { COPULAS, DETERMINERS, MODALS, PREPOSITIONS, set, STRONG, SUBORDINATORS, WEAK } from './words.js';

/** Marks of a wrong example at the start of an item. */
export const WRONG_MARKS = '❌|🚫|⛔|✗|✘|👎|🙅';
/** A heading or lead-in that names what is never done: "What Claude Should Never Do", "What never to do", "Things you must not do". */
export const NEVER_DO = String.raw`(?:what|things)(?:\s+[\w()'’]+){0,4}?\s+\(?(?:never|not)(?:\s+to)?\s+do`;
/** A lead-in that negates the list below it: "Don't:", "Never use these:", "You do NOT:", "Anti-patterns", "❌", "What Claude Should Never Do". */
export const NEG_LEAD = new RegExp(String.raw`^(?:\W*?(?:${WRONG_MARKS})|\W*(?:(?:you|we|agents?|claude)\s+)?((do|must|should|shall|will|may)\s+)?(never|not|do not|don'?t'?s?|dont|avoid|no|forbidden|prohibited|anti-?patterns?|bad|wrong|incorrect|banned|disallowed|things to avoid|what not to do|must not|(?:(?:common|typical|frequent|known)\s+)?mistakes(?:\s+to\s+avoid)?)\b|\W*${NEVER_DO}\b|\W*(?:the\s+)?\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?\s+(?:(?:must|should|shall|may|will)\s+(?:not|never)|cannot|can'?t|mustn'?t|shouldn'?t)\s*(?:\*\*|__)?\s*(?::|$))`, 'iu');

/** A list item marked as a wrong example: "❌ `npx eslint` — run `pnpm eslint`", "Bad: …", "Don't: …", "What NOT to do: …". */
export const NEG_MARK = new RegExp(String.raw`^\s*(?:\*\*|__)?(?:${WRONG_MARKS}|(?:bad|wrong|incorrect|don'?t|avoid|never|what\s+not\s+to\s+do|things\s+to\s+avoid)\s*(?:\*\*|__)?:)`, 'iu');

/** A negative lead-in that has its own verb and object, not a frame that the items complete. */
export function completeLead(lead: string): boolean {
  const { text, spans } = cleanMarkdown(lead.replace(/:\s*[*_`]*\s*$/, ''));
  const toks = tokenize(text, spans).filter((t) => t.code >= 0 || /[a-z0-9]/.test(t.w));
  if (toks.some((t) => t.code < 0 && /^(these|those|following|such|like|e\.g|any|either|anything|something|things|ever)$/.test(t.w))) return false;
  // (an imperative: "Do NOT run …"; not a participle or a noun, "Forbidden TypeScript patterns")
  const v = toks.findIndex((t) => t.code < 0 && verbBase(t.w) !== undefined && isVerbBaseForm(t.w) && !/^(do|does|don't|dont|must|should|will|shall|can|never|not|avoid|be)$/.test(t.w) && !MODALS.has(t.w));
  if (v < 0) return false;
  const rest = toks.slice(v + 1).filter((t) => t.code >= 0 || (!STOP.has(t.w) && !DETERMINERS.has(t.w) && !PREPOSITIONS.has(t.w)));
  return rest.length >= 2;
}

export function isNegativeLead(text: string): boolean {
  // ("11. What never to do": a section number before the words)
  const t = text.replace(/^[\s*_#>-]+/, '').replace(/^\d+(?:\.\d+)*\.?\s+/, '');
  // ("No config changes are required when moving a test into `__tests__/`:"): that nothing is needed, then why, is no ban
  if (/^\W*no\b[^:]*\b(?:(?:is|are)\s+)?(?:required|needed|necessary)\b/i.test(t)) return false;
  return NEG_LEAD.test(t);
}

/** A short heading-like phrase before a colon ("Package manager:", "Public packages (`packages/*`):"). */
export function isLabel(ctoks: Tok[]): boolean {
  const outer = ctoks.filter((t) => t.paren === ctoks[0].paren && t.code < 0 && /[a-z]/.test(t.w));
  if (!outer.length || outer.length > 5) return false;
  // ("Default branch: `main`", "Default timeout: 30 s": "default" before a noun says which value, it is no hedge)
  // ("Environment variables use the `APP_` prefix: `APP_DATABASE_URL`"): a plural subject and its verb make a sentence
  const clause = outer.some((t, k) => k > 0 && k < outer.length - 1 && isVerbBaseForm(t.w) && verbBase(t.w) === t.w && /[a-z]s$/.test(outer[k - 1].w) && outer[k - 1].w !== outer[k - 1].s && !STOP.has(outer[k - 1].w) && DETERMINERS.has(outer[k + 1].w));
  return !clause && !outer.some((t, k) => MODALS.has(t.w) || COPULAS.has(t.w) || STRONG.has(t.w) || (WEAK.has(t.w) && !(t.w === 'default' && k === 0 && outer.length > 1)) || isNegWord(outer, k) || SUBORDINATORS.has(t.w));
}

/** Words of a family's subject that do not identify it in a "Label: value" line. */
const LABEL_GENERIC = set('javascript python go .net jvm ruby php swift apple android rust node.js library framework tool test');

/** "Package manager: pnpm" names the family; "Test suite: 496 tests (vitest …)" does not. */
export function labelNames(label: Tok[], fam: FamilyDef): boolean {
  const words = fam.subject.toLowerCase().split(/\s+/).map(stem);
  const head = words[words.length - 1];
  const stems = new Set(label.map((t) => t.s));
  if (!stems.has(head)) return false;
  const others = words.slice(0, -1).filter((w) => !LABEL_GENERIC.has(w));
  return others.length === 0 || others.some((w) => stems.has(w)) || label.filter((t) => /[a-z]/.test(t.w)).length === 1;
}

/** "Tests: …" is on the topic of a test runner: the label shares a word with the family's subject or topic. */
export function labelTouches(label: Tok[], fam: FamilyDef): boolean {
  const topic = new Set([...fam.subject.toLowerCase().split(/\s+/).map(stem), ...(fam.domain ?? [])]);
  for (const w of ['run', 'file', 'code', 'write', 'tool', 'add', 'new', 'case']) topic.delete(w);
  // (an aside in the label says which part, "JS tooling (Evidence dashboards):", not what the label is about)
  const words = label.filter((t) => t.code < 0 && /[a-z]/.test(t.w) && t.paren === label[0].paren);
  // ("Files: kebab-case", "Private fields: `_camelCase`": what is named, as the label of a naming case)
  if (fam.targeted === 'naming' && words.length && words.length <= 2 && words.every((t) => NAMING_TARGETS[t.s] !== undefined || NAMING_TARGETS[t.w] !== undefined || DETERMINERS.has(t.w) || /^(private|public|new|local|global)$/.test(t.w))) return true;
  // ("AI conversations: English", "Code comments: English"): what a language is used for, as the label of a language
  if (fam.targeted === 'language' && words.length && words.length <= 3 && words.some((t) => LANGUAGE_LABEL_TARGETS.has(LANGUAGE_TARGETS[t.s] ?? LANGUAGE_TARGETS[t.w] ?? '')) && words.every((t) => LANGUAGE_TARGETS[t.s] !== undefined || LANGUAGE_TARGETS[t.w] !== undefined || DETERMINERS.has(t.w) || /^(ai|agent|assistant|claude|code|all)$/.test(t.w))) return true;
  return words.length <= 3 && words.some((t) => topic.has(t.s) || topic.has(t.w));
}

/** What a label names a language for, when it names nothing else: talking with the user, comments, commits, docs, pull requests. */
const LANGUAGE_LABEL_TARGETS = new Set(['conversation', 'comments', 'commits', 'docs', 'pr']);

/** Words of a label that name a part of the project ("Frontend:", "Web app:", "API:"), which a choice after it is for. */
const PART_LABEL = new Set('frontend front-end backend back-end web api server client mobile app apps ui cli admin dashboard worker workers site docs'.split(' '));

/** "Frontend: pnpm only": a label that only names a part of the project scopes the choice after it. */
export function labelIsPart(label: Tok[]): boolean {
  const words = label.filter((t) => t.code < 0 && /[a-z]/.test(t.w));
  return words.length >= 1 && words.length <= 2 && words.every((t) => PART_LABEL.has(t.w) || PART_LABEL.has(t.s));
}

/** A section a tool writes ("## System Density (auto-generated)"): what it states held when it was written. */
export const GENERATED_HEADING = /\b(?:auto-?generated|generated (?:by|from|on)|do not edit)\b/i;

/**
 * An item that lists a command, then what it is for: "`pnpm lint` - Lint everything", "**`pnpm dev`** — start the
 * server", "`yarn add <pkg>` to add a dependency" (1: the command, 2: what it is for).
 */
export const LISTED_COMMAND = /^\s*(?:\*\*|__)?`([^`]+)`(?:\*\*|__)?\s*(?:(?:[-–—:]|->|→)\s+|(?=to\s+[a-z]))(.*)$/u;
