import { conflictHits } from '../core/review/conflicts.js';
import { defineMeta, type Rule } from './types.js';

export const meta = defineMeta({
  id: 'contradiction',
  severity: 'error',
  category: 'conflicted',
  title: 'Contradicting instructions',
  why: 'Claude Code concatenates every loaded file and does not resolve conflicts; the agent gets both instructions.',
  fix: 'Keep one of the two instructions, or narrow one explicitly (e.g. "in tests, …").',
  lowered: { severity: 'warning', when: 'the contradiction is only possible (unless the configuration sets `contradictions.failOn: possible`), or unlikely (left out unless it sets `contradictions.report: unlikely`)' },
});

/** Detection is src/core/contradictions (see docs/contradictions.md). */
export const check: Rule['check'] = ({ side, config }) => conflictHits(side, config).filter((h) => h.rule === meta.id);
