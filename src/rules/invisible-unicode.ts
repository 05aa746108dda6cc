import { scanInvisible } from '../core/review/scanners.js';
import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct } from './util.js';

export const meta = defineMeta({
  id: 'invisible-unicode',
  severity: 'warning',
  category: 'uncertain',
  title: 'Invisible or bidirectional Unicode',
  why: 'Invisible and bidirectional control characters make the text the model reads differ from what reviewers see.',
  fix: 'Delete the characters (they are shown as ⟨U+…⟩ in this report).',
});

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  for (const [path, e] of side.sources) {
    if (e.raw === undefined) continue;
    const inv = scanInvisible(e.raw);
    if (!inv.length) continue;
    const kinds = [...new Set(inv.map((i) => i.code))].slice(0, 5).join(', ');
    hits.push({
      message: `${path} contains ${inv.length} invisible or bidirectional character${inv.length === 1 ? '' : 's'} (${kinds}), first on line ${inv[0].line}`,
      locations: [{ path, line: inv[0].line }],
      contexts: e.contexts,
      key: kinds,
    });
  }
  return distinct(hits);
};
