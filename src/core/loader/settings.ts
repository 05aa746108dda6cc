import * as P from 'node:path/posix';
import { compileExcludes, MAX_PATTERNS as MAX_EXCLUDE_PATTERNS, type ExcludeMatcher } from '../excludes.js';
import type { Ctx, InstructionMode, LoaderOptions } from './types.js';

const MODES: InstructionMode[] = ['claude-md', 'claude-md-or-agents-md', 'claude-md-and-agents-md', 'managed-only'];
const LEGACY_MODES: Record<string, InstructionMode> = { none: 'managed-only', claude: 'claude-md', 'agents-fallback': 'claude-md-or-agents-md', both: 'claude-md-and-agents-md' };

/**
 * The settings a launch reads: user (~/.claude/settings.json), project and local
 * (<cwd>/.claude/settings{,.local}.json): the claudeMdExcludes patterns, compiled, and the AGENTS.md mode.
 * Problems (unparsable files, unusable patterns) are added to `settingsErrors`.
 */
export async function readSettings(
  opts: LoaderOptions,
  cwd: string,
  home: string,
  display: (abs: string) => string,
  settingsErrors: { path: string; error: string }[],
): Promise<{ mode: InstructionMode; excludes: string[]; excluded: ExcludeMatcher }> {
  const settingsFiles = [
    ...(opts.home ? [P.join(home, '.claude', 'settings.json')] : []),
    P.join(cwd, '.claude', 'settings.json'),
    P.join(cwd, '.claude', 'settings.local.json'),
  ];
  const excludes: string[] = [];
  let mode: InstructionMode | undefined;
  let legacy: string | undefined;
  for (const f of settingsFiles) {
    const r = await opts.vfs.readFile(f, 1_048_576);
    if (!r.ok) continue;
    let json: unknown;
    try {
      json = JSON.parse(r.data.toString('utf8'));
    } catch (e) {
      settingsErrors.push({ path: display(f), error: e instanceof Error ? e.message : String(e) });
      continue;
    }
    if (!json || typeof json !== 'object') continue;
    const s = json as Record<string, unknown>;
    if (Array.isArray(s.claudeMdExcludes)) excludes.push(...s.claudeMdExcludes.filter((x): x is string => typeof x === 'string'));
    // The AGENTS.md plugin's option is read from the user's settings only (pluginConfigs.<plugin>.options).
    if (f !== settingsFiles[0] || !opts.home) continue;
    const pc = s.pluginConfigs;
    if (!pc || typeof pc !== 'object') continue;
    for (const [name, v] of Object.entries(pc as Record<string, { options?: Record<string, unknown> }>)) {
      if (!/^agents-md(@|$)|cc-plugin-agents-md/.test(name)) continue;
      const o = v?.options;
      if (!o || typeof o !== 'object') continue;
      if (typeof o.instructionFiles === 'string' && MODES.includes(o.instructionFiles as InstructionMode)) mode = o.instructionFiles as InstructionMode;
      if (typeof o.projectInstructions === 'string') legacy = o.projectInstructions;
    }
  }
  if (!mode && legacy) mode = LEGACY_MODES[legacy];
  const excludesList = [...excludes, ...(opts.excludes ?? [])];
  const realCache = new Map<string, string>();
  for (const p of excludesList.slice(0, MAX_EXCLUDE_PATTERNS)) {
    if (!p.startsWith('/')) continue;
    const m = /[*?{[]/.exec(p);
    const dir = P.dirname(m ? p.slice(0, m.index) : p);
    realCache.set(dir, await opts.vfs.realpath(dir));
  }
  const excludeProblems: string[] = [];
  const excluded = compileExcludes(excludesList, (d) => realCache.get(d) ?? d, excludeProblems);
  for (const error of excludeProblems) settingsErrors.push({ path: 'claudeMdExcludes', error });
  return { mode: opts.instructionFiles ?? mode ?? 'claude-md-or-agents-md', excludes: excludesList, excluded };
}

/** Whether user, project or local files take part (`--setting-sources`, CLAUDE_CODE_DISABLE_CLAUDE_MDS). */
export function takesPart(ctx: Ctx, name: 'user' | 'project' | 'local'): boolean {
  return !ctx.opts.disableClaudeMds && (!ctx.opts.settingSources || ctx.opts.settingSources.includes(name));
}

/** Whether the agents-md plugin reads AGENTS.md files (launch and lazily). */
export function agentsActive(ctx: Ctx): boolean {
  return ctx.mode === 'claude-md-and-agents-md' || (ctx.mode === 'claude-md-or-agents-md' && ctx.hasClaudeMd === undefined);
}
