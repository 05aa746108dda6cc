/**
 * What counts as a memory file, by path alone: the one definition the loader's callers, the git prefetch,
 * the review's directory contexts and the action's fast path share.
 */

/** Instruction files Claude Code reads in any directory it walks (AGENTS.md in the fallback modes). */
export const INSTRUCTION_FILE_NAMES: readonly string[] = ['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md'];
/** Names that matter to memory wherever they are: the instruction files and an auto-memory index. */
const MEMORY_NAMES = new Set([...INSTRUCTION_FILE_NAMES, 'MEMORY.md']);
/** Extensions of files commonly imported into memory (`@docs/x.md`). */
const DOC_EXT = /\.(md|mdx|markdown|txt|rst|adoc)$/i;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** CLAUDE.md, CLAUDE.local.md or AGENTS.md in any directory. */
export function isInstructionFile(path: string): boolean {
  return INSTRUCTION_FILE_NAMES.includes(baseName(path));
}

/** The directory ('' for the root) whose `.claude/rules/` holds this rule file, or undefined when it is no rule file. */
export function rulesBaseOf(path: string): string | undefined {
  if (!path.endsWith('.md')) return undefined;
  const i = path.indexOf('.claude/rules/');
  if (i < 0 || (i > 0 && path[i - 1] !== '/')) return undefined;
  return i === 0 ? '' : path.slice(0, i - 1);
}

/** Files the loader reads wherever they are: CLAUDE.md, CLAUDE.local.md, AGENTS.md, MEMORY.md, `.claude/**.md`. */
export function isMemoryFile(path: string): boolean {
  if (!path.endsWith('.md')) return false;
  if (MEMORY_NAMES.has(baseName(path))) return true;
  return path.startsWith('.claude/') || path.includes('/.claude/');
}

/** Whether any of the paths is a path-scoped rule candidate (`.claude/rules/**.md` at any depth). */
export function hasRuleFiles(paths: Iterable<string>): boolean {
  for (const p of paths) if (rulesBaseOf(p) !== undefined) return true;
  return false;
}

export interface MemoryPathContext {
  /** The review's configuration file (relative to the root), whichever path it was given at. */
  configPath: string;
  /** The committed auto-memory directory (relative to the root), if any. */
  memoryDir?: string;
}

/** Why a changed path matters to memory by its name alone, or undefined. */
export function memoryPathReason(path: string, ctx: MemoryPathContext): string | undefined {
  const base = baseName(path);
  if (MEMORY_NAMES.has(base)) return 'memory file';
  if (path === '.claude' || path.startsWith('.claude/') || path.includes('/.claude/')) return 'under .claude/ (rules, settings)';
  if (path === ctx.configPath) return 'memory-review configuration';
  if (ctx.memoryDir && (path === ctx.memoryDir || path.startsWith(ctx.memoryDir + '/'))) return 'committed memory directory';
  if (DOC_EXT.test(base)) return 'document that memory files may import';
  return undefined;
}
