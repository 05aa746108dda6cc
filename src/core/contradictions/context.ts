// What the claim readers know about the sentence a clause comes from.
import type { Lexicon, Mention } from './lexiconIndex.js';
import type { Tok } from './text.js';

export interface Ctx {
  toks: Tok[];
  spans: string[];
  mentions: Mention[];
  lex: Lexicon;
  sentenceStems: Set<string>;
  /** qualifiers from a "Label:" before the clause */
  extraScope: string[];
  /**
   * the label's words that name a slot of the stack after another word ("backend" in "Secrets backend:", "provider" in
   * "Auth provider:"), with that word: the slot of a family's own topic is the family, not a part of the project
   */
  labelSlots?: Map<string, string>;
  /** identifies this sentence, for references to something said elsewhere ("for these") */
  refId: string;
  /** the head noun of the previous clause's subject, for "them" / "it" ("Lockfiles are generated — never edit them") */
  antecedent?: string;
}
