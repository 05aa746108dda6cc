import picomatch from 'picomatch';
import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, n } from './util.js';

export const meta = defineMeta({
  id: 'budget-exceeded',
  severity: 'warning',
  category: 'partial',
  title: 'Context over its configured budget',
  why: 'A context loads more than the character or token budget set in the configuration.',
  fix: 'Trim the files this context loads, or raise the budget.',
});

export const check: Rule['check'] = ({ side, config }) => {
  const hits: Hit[] = [];
  for (const c of side.contexts) {
    for (const b of config.budgets) {
      // a budget without `context:` applies to the launch contexts
      if (b.context && !picomatch(b.context, { dot: true })(c.id)) continue;
      if (!b.context && c.kind !== 'launch') continue;
      const over = (b.chars !== undefined && c.totals.chars > b.chars) || (b.tokens !== undefined && c.totals.tokens > b.tokens);
      if (!over) continue;
      const biggest = c.sources.slice().sort((a, b2) => b2.size.chars - a.size.chars)[0];
      const limit = [b.chars !== undefined ? n(b.chars) + ' chars' : '', b.tokens !== undefined ? n(b.tokens) + ' tokens' : ''].filter(Boolean).join(' / ');
      hits.push({
        message: `${c.label}: ${n(c.totals.chars)} chars / ≈${n(c.totals.tokens)} tokens, over the budget of ${limit}`,
        locations: [{ path: biggest?.path ?? 'CLAUDE.md', line: 1 }],
        contexts: [c.id],
        key: c.id,
      });
    }
  }
  return distinct(hits);
};
