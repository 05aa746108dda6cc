import { conflictHits } from '../core/review/conflicts.js';
import { defineMeta, type Rule } from './types.js';

export const meta = defineMeta({
  id: 'duplicate',
  severity: 'notice',
  category: 'info',
  title: 'Same instruction loaded twice',
  why: 'The same instruction reaches the agent twice in one context: wasted context, and the copies drift apart.',
  fix: 'Keep one copy.',
});

/** Detection is src/core/contradictions (see docs/contradictions.md). */
export const check: Rule['check'] = ({ side, config }) => conflictHits(side, config).filter((h) => h.rule === meta.id);
