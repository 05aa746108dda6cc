/** Findings of the contradiction detector for a few small files that all load in one context. */
import { extractDirectives, findConflicts, type Conflict } from '../../src/core/contradictions/index.js';

/** Every finding (contradictions and duplicates) for these files, loaded together. */
export function findingsIn(files: Record<string, string>): Conflict[] {
  const m = new Map(Object.entries(files).map(([p, t]) => [p, extractDirectives(p, t)]));
  return findConflicts(m, [{ id: 'all', label: 'all', files: Object.keys(files) }]);
}

/** The contradictions (no duplicates) among these files, loaded together. */
export const contradictions = (files: Record<string, string>): Conflict[] => findingsIn(files).filter((c) => c.rule === 'contradiction');

/** Contradictions between two list items, each in a file of its own. */
export const pair = (a: string, b: string): Conflict[] => contradictions({ 'A.md': `- ${a}\n`, 'B.md': `- ${b}\n` });

/** The confidence of the first contradiction between two list items in files of their own. */
export const confidence = (a: string, b: string): string | undefined => pair(a, b)[0]?.confidence;

/** Contradictions within one CLAUDE.md. */
export const same = (text: string): Conflict[] => contradictions({ 'CLAUDE.md': text });

/** Contradictions between two files (a root CLAUDE.md and AGENTS.md, or the paths given). */
export const two = (a: string, b: string, pa = 'CLAUDE.md', pb = 'AGENTS.md'): Conflict[] => contradictions({ [pa]: a, [pb]: b });

/**
 * How a clash within one file is judged when nothing but being in one file keeps it from `certain`: `unlikely`,
 * with that as its only reason. Readings of one file's structure (its headings, lists and labels) are tested
 * with it: a reading that applies gives a reason of its own.
 */
export const onlyOneFile = (c: Conflict | undefined): string | undefined =>
  c === undefined ? undefined : c.confidence === 'unlikely' && /^[^;]*two lines of one file[^;]*$/.test(c.reason ?? '') ? 'only one file' : `${c.confidence}: ${c.reason}`;

/**
 * What a review shows (`certain` and `possible`) for line `a` in a root CLAUDE.md (under a title) against line `b` in a
 * rule file.
 */
export const ruleShown = (a: string, b: string, pa = 'CLAUDE.md', pb = '.claude/rules/dev.md'): Conflict[] => two(`# Project\n\n${a}\n`, `${b}\n`, pa, pb).filter((c) => c.confidence !== 'unlikely');

/** The claims read from one list item of a CLAUDE.md. */
export const itemClaims = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n- ${line}\n`).flatMap((d) => d.claims);

/** Each claim of one list item as "key=member polarity". */
export const itemKeys = (line: string): string[] => itemClaims(line).map((c) => `${c.key}${c.member ? '=' + c.member : ''} ${c.polarity}`);

/** The scope of the claim of one list item whose "key=member" is `key`. */
export const itemScope = (line: string, key: string): string[] | undefined => itemClaims(line).find((c) => `${c.key}${c.member ? '=' + c.member : ''}` === key)?.scope;
