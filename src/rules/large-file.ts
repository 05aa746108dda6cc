import { LARGE_FILE_CHARS } from '../core/constants.js';
import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, n } from './util.js';

export const meta = defineMeta({
  id: 'large-file',
  severity: 'warning',
  category: 'partial',
  title: 'Large memory file',
  why: "Files over 40,000 characters trigger Claude Code's large-file warning and crowd out the context window; lazily attached files are cut at 150,000.",
  fix: 'Split the file, or move reference material into files Claude reads on demand.',
});

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  for (const [path, e] of side.sources) {
    const s = e.source;
    // MEMORY.md has caps of its own (memory-truncated)
    if (s.size.chars <= LARGE_FILE_CHARS || s.type === 'AutoMem') continue;
    hits.push({
      message: `${path} is ${n(s.size.chars)} characters (≈${n(s.size.tokens)} tokens), over the 40,000-character large-file threshold`,
      locations: [{ path, line: 1 }],
      contexts: e.contexts,
      key: 'size',
    });
  }
  return distinct(hits);
};
