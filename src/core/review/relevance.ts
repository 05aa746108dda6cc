/**
 * Does a change touch anything Claude Code's memory depends on? Used by the action to finish in well under
 * a second on the (many) pull requests that do not: a workflow filtered by `paths:` would leave a required
 * check pending forever, so the action runs on every pull request and decides here.
 */
import type { Config } from '../config.js';
import { memoryPathReason } from '../memoryPaths.js';

export interface Change {
  path: string;
  /** Old path of a rename. */
  previous?: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged' | string;
}

export interface Relevance {
  relevant: boolean;
  reasons: string[];
  /** Paths that only change which files exist (added, removed, renamed): they can change path-scoped rule reach. */
  structural: string[];
}

/**
 * Classifies a change set. `importTargets` (repository paths imported by memory files at the head) catches
 * imports of non-document files such as `@package.json`. Added, removed and renamed files can change which
 * files a path-scoped rule applies to, so they count when `ruleGlobsPresent`.
 */
export function relevance(changes: Change[], config: Config, configPath: string, o: { importTargets?: Set<string>; ruleGlobsPresent?: boolean } = {}): Relevance {
  const reasons: string[] = [];
  const structural: string[] = [];
  for (const c of changes) {
    for (const p of [c.path, c.previous].filter((x): x is string => !!x)) {
      const why = memoryPathReason(p, { configPath, memoryDir: config.memoryDir });
      if (why) reasons.push(`${p}: ${why}`);
      else if (o.importTargets?.has(p)) reasons.push(`${p}: imported by a memory file`);
    }
    if (c.status !== 'modified' && c.status !== 'changed' && c.status !== 'unchanged') structural.push(c.path);
  }
  if (o.ruleGlobsPresent && structural.length) reasons.push(`${structural.length} file(s) added, removed or renamed: path-scoped rules may apply to different files`);
  return { relevant: reasons.length > 0, reasons, structural };
}
