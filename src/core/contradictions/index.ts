// Deterministic contradiction and duplicate detection over Claude Code memory files.
//
//   const directives = new Map([[path, extractDirectives(path, rawText)], …]);
//   const conflicts = findConflicts(directives, contexts, { families });
//
// extractDirectives reads one file (markdown-aware, exact lines); findConflicts compares directives that
// are loaded together in some context, indexed by subject so the comparison is not all-pairs.
import { extractDirectives as extract, extractFile, type Extraction } from './extract.js';
import type { Directive } from './types.js';

export { CONFIDENCES } from './types.js';
export type { Claim, ClaimType, Confidence, Conflict, ConflictContext, ConflictKind, Directive, FamilyConfig, FindOptions, Force } from './types.js';
export type { Extraction } from './extract.js';
export { EXTRACT_LIMITS } from './extract.js';
export { findConflicts, compareClaims, CONFLICT_LIMITS } from './conflicts.js';
export { BUILTIN_FAMILIES } from './lexicon.js';

/** Directives of one file; `text` is the raw file as stored (frontmatter skipped, its lines counted). */
export function extractDirectives(path: string, text: string): Directive[] {
  return extract(path, text);
}

/** extractDirectives, and `limited` when the file was too big to analyse in full (EXTRACT_LIMITS). */
export function extractDirectivesChecked(path: string, text: string): Extraction {
  return extractFile(path, text);
}
