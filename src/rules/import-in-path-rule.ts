import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct } from './util.js';

export const meta = defineMeta({
  id: 'import-in-path-rule',
  severity: 'warning',
  category: 'partial',
  title: 'Import inside a path-scoped rule',
  why: 'Imports inside a path-scoped rule load at launch in every session, not only when the rule applies.',
  fix: 'Inline the imported text into the rule, or give the imported file its own `paths:`.',
});

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  const scoped = new Set(side.reach.map((r) => r.path));
  for (const [path, e] of side.sources) {
    const s = e.source;
    if (s.why.kind !== 'import' || !scoped.has(s.why.from) || s.mode !== 'launch') continue;
    hits.push({ message: `${s.why.from} is path-scoped, but its import of ${path} loads at launch in every session`, locations: [{ path: s.why.from, line: s.why.line }], contexts: e.contexts, key: path });
  }
  return distinct(hits);
};
