/**
 * The rule registry: every finding memory-review can report comes from one of these modules. A rule is
 * `src/rules/<id>.ts` exporting `meta` and `check`, a page `docs/rules/<id>.md`, and a line here; the
 * README's rule table (scripts/readme-rules.ts), SARIF rule metadata and configuration validation read
 * this list. The order is the README's.
 */
import type { Config } from '../core/config.js';
import type { SideAnalysis } from '../core/review/analyze.js';
import type { Finding } from '../core/review/types.js';
import type { Hit, Rule, RuleMeta, Severity } from './types.js';
import * as fileTooLarge from './file-too-large.js';
import * as ruleFrontmatterUnparsable from './rule-frontmatter-unparsable.js';
import * as memoryTruncated from './memory-truncated.js';
import * as contradiction from './contradiction.js';
import * as decisionMissing from './decision-missing.js';
import * as importMissing from './import-missing.js';
import * as importNeedsApproval from './import-needs-approval.js';
import * as importOutsideRepo from './import-outside-repo.js';
import * as importTooDeep from './import-too-deep.js';
import * as importNonText from './import-non-text.js';
import * as importInPathRule from './import-in-path-rule.js';
import * as pathRuleImportDropped from './path-rule-import-dropped.js';
import * as symlinkOutside from './symlink-outside.js';
import * as largeFile from './large-file.js';
import * as totalTooLarge from './total-too-large.js';
import * as budgetExceeded from './budget-exceeded.js';
import * as memoryNearCap from './memory-near-cap.js';
import * as memoryBrokenLink from './memory-broken-link.js';
import * as memoryTopicFrontmatter from './memory-topic-frontmatter.js';
import * as ruleUnknownKey from './rule-unknown-key.js';
import * as globInvalid from './glob-invalid.js';
import * as braceBudget from './brace-budget.js';
import * as ruleDead from './rule-dead.js';
import * as ruleMatchesEverything from './rule-matches-everything.js';
import * as emptyFile from './empty-file.js';
import * as agentsMdShadowed from './agents-md-shadowed.js';
import * as excluded from './excluded.js';
import * as settingsInvalid from './settings-invalid.js';
import * as unreadable from './unreadable.js';
import * as markdownUnparsed from './markdown-unparsed.js';
import * as secret from './secret.js';
import * as invisibleUnicode from './invisible-unicode.js';
import * as mergeConflict from './merge-conflict.js';
import * as staleReference from './stale-reference.js';
import * as missingReference from './missing-reference.js';
import * as duplicate from './duplicate.js';

export const RULES: readonly Rule[] = [
  fileTooLarge,
  ruleFrontmatterUnparsable,
  memoryTruncated,
  contradiction,
  mergeConflict,
  decisionMissing,
  importMissing,
  importNeedsApproval,
  importOutsideRepo,
  importTooDeep,
  importNonText,
  importInPathRule,
  pathRuleImportDropped,
  symlinkOutside,
  largeFile,
  totalTooLarge,
  budgetExceeded,
  memoryNearCap,
  memoryBrokenLink,
  memoryTopicFrontmatter,
  ruleUnknownKey,
  globInvalid,
  braceBudget,
  ruleDead,
  ruleMatchesEverything,
  emptyFile,
  agentsMdShadowed,
  excluded,
  settingsInvalid,
  unreadable,
  markdownUnparsed,
  secret,
  invisibleUnicode,
  staleReference,
  missingReference,
  duplicate,
];

export const RULE_METAS: readonly RuleMeta[] = RULES.map((r) => r.meta);

export const RULE_BY_ID: ReadonlyMap<string, RuleMeta> = new Map(RULE_METAS.map((m) => [m.id, m]));

const RANK: Record<Severity, number> = { notice: 1, warning: 2, error: 3 };

/**
 * A rule's hit as a finding. The severity is the configured one (`rules:`), else the rule's; the rule's
 * milder case is at most `meta.lowered.severity`. The fix is the rule's, or the concrete one of the hit.
 */
export function toFinding(meta: RuleMeta, h: Hit, configured?: Severity): Finding {
  let severity = configured ?? meta.severity;
  if (h.lowered && meta.lowered && RANK[meta.lowered.severity] < RANK[severity]) severity = meta.lowered.severity;
  return {
    rule: meta.id,
    severity,
    message: h.message,
    locations: h.locations,
    contexts: [...h.contexts],
    hint: h.fix ?? meta.fix,
    key: h.key,
    ...(h.confidence ? { confidence: h.confidence, reason: h.reason } : {}),
    ...(h.fixes?.length ? { fixes: h.fixes } : {}),
  };
}

/**
 * Every rule's findings on one side: the head of a review (with its base) or the only side of a check; a
 * rule the configuration turns off is not run. Pure: the rules read the side through the analysis and its
 * file system view.
 */
export async function checkRules(side: SideAnalysis, base: SideAnalysis | undefined, config: Config, configPath: string): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const r of RULES) {
    const configured = config.rules[r.meta.id];
    if (configured === 'off') continue;
    for (const h of await r.check({ side, base, config, configPath })) out.push(toFinding(r.meta, h, configured));
  }
  return out;
}
