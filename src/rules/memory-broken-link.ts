import * as P from 'node:path/posix';
import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, memoryFile } from './util.js';

export const meta = defineMeta({
  id: 'memory-broken-link',
  severity: 'warning',
  category: 'partial',
  title: 'MEMORY.md links to a missing topic file',
  why: 'The memory index points at a topic file that does not exist.',
  fix: 'Fix the link or remove the index entry.',
});

export const check: Rule['check'] = async ({ side }) => {
  const mem = memoryFile(side);
  if (!mem || !side.memoryIndex) return [];
  const s = mem.source;
  const hits: Hit[] = [];
  for (const en of side.memoryIndex.entries) {
    if (!en.target) continue;
    const r = await side.readAbs(P.normalize(P.join(P.dirname(s.abs), en.target)));
    if (!r.ok && r.reason === 'missing') hits.push({ message: `${s.path}:${en.line} links to ${en.target}, which does not exist`, locations: [{ path: s.path, line: en.line }], contexts: mem.contexts, key: en.target });
  }
  return distinct(hits);
};
