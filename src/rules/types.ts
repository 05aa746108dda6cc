/**
 * What a rule is: its metadata (the one description of the rule, used by findings, the README table, SARIF
 * and the docs) and a pure check over one analysed side of a review.
 */
import type { Config } from '../core/config.js';
import type { SideAnalysis } from '../core/review/analyze.js';
import type { Fix, Location } from '../core/review/types.js';
import type { Confidence } from '../core/contradictions/types.js';

export type Severity = 'error' | 'warning' | 'notice';
export type SeverityOrOff = Severity | 'off';

/** Which verdict a finding puts the contexts it affects in (see docs/verdicts.md); `info` leaves it alone. */
export type VerdictCategory = 'partial' | 'waiting' | 'conflicted' | 'uncertain' | 'drifted' | 'info';

export interface RuleMeta {
  id: string;
  /** Default severity (a configuration's `rules:` can change or turn it off). */
  severity: Severity;
  category: VerdictCategory;
  title: string;
  /** What Claude Code does, in one sentence. */
  why: string;
  /** How to fix it, in general (a finding may name the concrete fix). */
  fix: string;
  /** The rule's page (docs/rules/<id>.md). */
  docs: string;
  /** A milder case of the rule, reported at most at this severity (whatever the configured one). */
  lowered?: { severity: Severity; when: string };
}

export interface RuleContext {
  /** The side checked: the head of a review, or the only side of a check. */
  side: SideAnalysis;
  /** In a review, when the head is checked: the base it is compared with. */
  base?: SideAnalysis;
  config: Config;
  /** Where the configuration lives (location of findings about it). */
  configPath: string;
}

/** One occurrence a rule found; the runner makes it a Finding with the rule's (or configured) severity and fix. */
export interface Hit {
  message: string;
  locations: Location[];
  /** Ids of the contexts the occurrence affects. */
  contexts: string[];
  /** Identity of the occurrence independent of line numbers (with the rule and the primary path). */
  key: string;
  /** The fix for this occurrence, when it is more concrete than the rule's. */
  fix?: string;
  /** The milder case of the rule (`meta.lowered`). */
  lowered?: boolean;
  /** Contradictions: `certain`, `possible` or `unlikely`, and why. */
  confidence?: Confidence;
  reason?: string;
  /** Mechanical fixes (offered as suggested changes). */
  fixes?: Fix[];
}

export interface Rule {
  meta: RuleMeta;
  check(ctx: RuleContext): Hit[] | Promise<Hit[]>;
}

export const DOCS_BASE = 'https://github.com/memory-review/memory-review/blob/main/docs/rules/';

/** The metadata of a rule, with its docs URL derived from the id. */
export function defineMeta(m: Omit<RuleMeta, 'docs'>): RuleMeta {
  return { ...m, docs: `${DOCS_BASE}${m.id}.md` };
}
