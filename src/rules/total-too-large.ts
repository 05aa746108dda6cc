import { TOTAL_INSTRUCTIONS_CHARS } from '../core/constants.js';
import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, n } from './util.js';

export const meta = defineMeta({
  id: 'total-too-large',
  severity: 'warning',
  category: 'partial',
  title: 'Launch instructions over 120,000 characters',
  why: 'All launch-time instructions together exceed 120,000 characters, which Claude Code flags as a performance problem.',
  fix: 'Move detail into path-scoped rules or nested CLAUDE.md files that load only when needed.',
});

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  for (const c of side.contexts) {
    if (c.kind !== 'launch' || c.totals.chars <= TOTAL_INSTRUCTIONS_CHARS) continue;
    hits.push({
      message: `${c.label}: ${n(c.totals.chars)} characters of instructions load at launch (≈${n(c.totals.tokens)} tokens), over 120,000`,
      locations: [{ path: c.sources[0]?.path ?? 'CLAUDE.md' }],
      contexts: [c.id],
      key: c.id,
    });
  }
  return distinct(hits);
};
