// The shorthand the built-in family lists are written with.
import type { FamilyDef } from '../lexicon.js';

/** A family from its members (label → phrases; no phrases: the lowercased label) and its extra fields. */
export function fam(id: string, subject: string, members: Record<string, string[]>, extra: Partial<FamilyDef> = {}): FamilyDef {
  return {
    id,
    subject,
    members: Object.entries(members).map(([label, phrases]) => ({ id: label.toLowerCase(), label, phrases: phrases.length ? phrases : [label.toLowerCase()] })),
    ...extra,
  };
}
