import { BRACE_MAX_BYTES, BRACE_MAX_RESULTS } from './constants.js';

/** The expansion budget shared by all `paths:` patterns of one rule file. */
export interface BraceBudget {
  results: number;
  bytes: number;
}

export function newBudget(): BraceBudget {
  return { results: BRACE_MAX_RESULTS, bytes: BRACE_MAX_BYTES };
}

const GROUP = /^([^{]*)\{([^}]+)\}(.*)$/;

/**
 * Claude Code's brace expansion: the first `{…}` group (no nesting) is split on commas, alternatives
 * trimmed, repeated until no group is left. The budget is charged during expansion, so a brace bomb
 * stops early. Returns `overBudget: true` with the pattern unexpanded when the budget runs out.
 */
export function expandBraces(pattern: string, budget: BraceBudget): { patterns: string[]; overBudget: boolean } {
  if (!pattern.includes('{')) return { patterns: [pattern], overBudget: false };
  const results: string[] = [];
  const stack: string[] = [pattern];
  let local = budget.bytes;
  while (stack.length) {
    const s = stack.pop()!;
    const m = GROUP.exec(s);
    if (!m) {
      results.push(s);
      continue;
    }
    local -= s.length;
    const alts = m[2].split(',').map((a) => a.trim());
    const count = results.length + stack.length + alts.length;
    if (local < 0 || count > budget.results || count * pattern.length > local) {
      return { patterns: [pattern], overBudget: true };
    }
    // push in reverse so that alternatives come out in written order (depth first, like the recursive original)
    for (let i = alts.length - 1; i >= 0; i--) stack.push(m[1] + alts[i] + m[3]);
  }
  budget.bytes = local - results.length * pattern.length;
  budget.results -= results.length;
  if (budget.bytes < 0 || budget.results < 0) {
    budget.bytes = Math.max(0, budget.bytes);
    budget.results = Math.max(0, budget.results);
  }
  return { patterns: results, overBudget: false };
}
