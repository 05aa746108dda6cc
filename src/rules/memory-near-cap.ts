import { MEMORY_MAX_CHARS, MEMORY_MAX_LINES } from '../core/constants.js';
import { defineMeta, type Rule } from './types.js';
import { memoryFile, n } from './util.js';

export const meta = defineMeta({
  id: 'memory-near-cap',
  severity: 'notice',
  category: 'info',
  title: 'MEMORY.md near its cap',
  why: 'MEMORY.md is at 80% or more of the 200-line / 25,000-character cap; Claude Code warns at the same point.',
  fix: 'Consolidate index entries before the tail starts falling off.',
});

export const check: Rule['check'] = ({ side }) => {
  const mem = memoryFile(side);
  const index = side.memoryIndex;
  // (over the cap is memory-truncated)
  if (!mem || !index || mem.source.truncation?.warning) return [];
  const { lines, chars } = index;
  if (lines < 0.8 * MEMORY_MAX_LINES && chars < 0.8 * MEMORY_MAX_CHARS) return [];
  return [{ message: `${index.path} is at ${lines}/200 lines and ${n(chars)}/25,000 characters`, locations: [{ path: index.path, line: 1 }], contexts: [...mem.contexts], key: 'near' }];
};
