/**
 * Does a change touch anything Claude Code's memory depends on? Used by the action to finish in well under
 * a second on the (many) pull requests that do not: a workflow filtered by `paths:` would leave a required
 * check pending forever, so the action runs on every pull request and decides here.
 */
import * as P from 'node:path/posix';
import type { Config } from '../config.js';

export interface Change {
  path: string;
  /** Old path of a rename. */
  previous?: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged' | string;
}

const MEMORY_NAMES = new Set(['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', 'MEMORY.md']);
/** Extensions of files commonly imported into memory (`@docs/x.md`); any change to one gets a full review. */
const DOC_EXT = /\.(md|mdx|markdown|txt|rst|adoc)$/i;

/** Why a path matters to memory by its name alone, or undefined. */
export function memoryPathReason(path: string, config: Config): string | undefined {
  const base = P.basename(path);
  if (MEMORY_NAMES.has(base)) return 'memory file';
  if (path === '.claude' || path.startsWith('.claude/') || path.includes('/.claude/')) return 'under .claude/ (rules, settings)';
  if (path === '.github/memory-review.yml') return 'memory-review configuration';
  if (config.memoryDir && (path === config.memoryDir || path.startsWith(config.memoryDir + '/'))) return 'committed memory directory';
  if (DOC_EXT.test(base)) return 'document that memory files may import';
  return undefined;
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
export function relevance(changes: Change[], config: Config, o: { importTargets?: Set<string>; ruleGlobsPresent?: boolean } = {}): Relevance {
  const reasons: string[] = [];
  const structural: string[] = [];
  for (const c of changes) {
    for (const p of [c.path, c.previous].filter((x): x is string => !!x)) {
      const why = memoryPathReason(p, config);
      if (why) reasons.push(`${p}: ${why}`);
      else if (o.importTargets?.has(p)) reasons.push(`${p}: imported by a memory file`);
    }
    if (c.status !== 'modified' && c.status !== 'changed' && c.status !== 'unchanged') structural.push(c.path);
  }
  if (o.ruleGlobsPresent && structural.length) reasons.push(`${structural.length} file(s) added, removed or renamed: path-scoped rules may apply to different files`);
  return { relevant: reasons.length > 0, reasons, structural };
}
