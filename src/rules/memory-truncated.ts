import { defineMeta, type Rule } from './types.js';
import { memoryFile, n } from './util.js';

export const meta = defineMeta({
  id: 'memory-truncated',
  severity: 'error',
  category: 'partial',
  title: 'MEMORY.md over its cap',
  why: 'Claude Code loads only the first 200 lines / 25,000 characters of MEMORY.md; the rest of the index is silently out of reach.',
  fix: 'Keep index entries to one line each and move detail into topic files.',
});

export const check: Rule['check'] = ({ side }) => {
  const mem = memoryFile(side);
  const index = side.memoryIndex;
  const tr = mem?.source.truncation;
  if (!mem || !index || !tr?.warning) return [];
  const s = mem.source;
  const { lines, chars, keptLines: kept, droppedEntries: dropped } = index;
  const what = [tr.truncatedByLines ? `${lines} lines (cap 200)` : '', tr.truncatedByChars ? `${n(chars)} characters (cap 25,000)` : ''].filter(Boolean).join(' and ');
  const line = (tr.firstDroppedLine ?? kept + 1) + s.frontmatterLines;
  return [
    {
      message: `${s.path} is ${what}: everything from line ${line} on is not loaded${dropped.length ? ` (${dropped.length} index entr${dropped.length === 1 ? 'y' : 'ies'})` : ''}`,
      locations: [{ path: s.path, line }],
      contexts: [...mem.contexts],
      key: 'truncated',
    },
  ];
};
