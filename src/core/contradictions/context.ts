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
  /** identifies this sentence, for references to something said elsewhere ("for these") */
  refId: string;
  /** the head noun of the previous clause's subject, for "them" / "it" ("Lockfiles are generated — never edit them") */
  antecedent?: string;
}
