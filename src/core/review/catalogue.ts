/**
 * Severities and their order. The rules themselves (id, severity, verdict category, why, fix) are the
 * modules of src/rules, listed in src/rules/index.ts.
 */
import type { Severity } from '../../rules/types.js';

export type { Severity, SeverityOrOff, VerdictCategory } from '../../rules/types.js';

export const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, notice: 1 };

export function atLeast(s: Severity, threshold: Severity | 'never'): boolean {
  return threshold !== 'never' && SEVERITY_RANK[s] >= SEVERITY_RANK[threshold];
}
