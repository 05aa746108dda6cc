import * as P from 'node:path/posix';
import { MAX_FILE_BYTES } from '../constants.js';
import { normalizeAbs } from '../vfs.js';
import { processFile } from './imports.js';
import { skip } from './notes.js';
import { parse } from './parse.js';
import { rulesWalk } from './rules.js';
import { agentsActive, takesPart } from './settings.js';
import { makeSource } from './source.js';
import type { Ctx, LaunchPlan, LoadedSource, Source } from './types.js';
import { agentsFilesIn, chain, claudeFilesIn, under } from './walk.js';

/**
 * What loads at launch, in order: the user's CLAUDE.md and rules; for each directory from the root down to
 * the launch directory its CLAUDE.md files, unconditional rules, CLAUDE.local.md and AGENTS.md; MEMORY.md.
 */
export async function launchPlan(ctx: Ctx, settings: { excludes: string[]; settingsErrors: { path: string; error: string }[] }): Promise<LaunchPlan> {
  const processed = new Set<string>();
  const out: Source[] = [];
  const agentsMode = ctx.mode;
  const userOn = agentsMode !== 'managed-only' && !ctx.opts.disableClaudeMds;
  const strip = (xs: LoadedSource[]): Source[] =>
    xs.map((x) => {
      const { _globs, ...rest } = x;
      void _globs;
      return rest;
    });
  if (ctx.opts.home && userOn && takesPart(ctx, 'user')) {
    const userDir = P.join(ctx.home, '.claude');
    out.push(...strip(await processFile(ctx, P.join(userDir, 'CLAUDE.md'), 'User', processed, true, 0, { scope: 'user', why: { kind: 'launch' }, mode: 'launch' })));
    out.push(...strip(await rulesWalk(ctx, P.join(userDir, 'rules'), 'User', processed, true, false, 'launch')));
  }
  const dirs = chain(ctx, ctx.cwd);
  const perDir: Source[][] = [];
  if (userOn) {
    for (const d of dirs) {
      const group: Source[] = [];
      if (takesPart(ctx, 'project')) {
        for (const f of claudeFilesIn(d)) group.push(...strip(await processFile(ctx, f, 'Project', processed, false, 0, { scope: 'project', why: { kind: 'launch' }, mode: 'launch' })));
        group.push(...strip(await rulesWalk(ctx, under(d, '.claude', 'rules'), 'Project', processed, false, false, 'launch')));
      }
      if (takesPart(ctx, 'local')) group.push(...strip(await processFile(ctx, under(d, 'CLAUDE.local.md'), 'Local', processed, false, 0, { scope: 'local', why: { kind: 'launch' }, mode: 'launch' })));
      perDir.push(group);
    }
    // AGENTS.md (the built-in agents-md plugin): de-duplicated by path, and by trimmed content against
    // the project and local files of the walk (not against user files or other AGENTS.md files).
    ctx.hasClaudeMd = await anyClaudeMd(ctx, dirs);
    const readAgents = agentsActive(ctx) && takesPart(ctx, 'project');
    const walkTexts = new Set(perDir.flat().map((s) => s.content.trim()));
    for (let i = 0; i < dirs.length; i++) {
      for (const f of agentsFilesIn(dirs[i])) {
        if (!readAgents) {
          if (agentsMode === 'claude-md-or-agents-md' && (await ctx.vfs.readFile(f, MAX_FILE_BYTES)).ok)
            skip(ctx, { abs: f, reason: 'agents-md-shadowed', type: 'Project', detail: `${ctx.hasClaudeMd} exists, so AGENTS.md is not read` });
          continue;
        }
        const got = strip(await processFile(ctx, f, 'Project', processed, false, 0, { scope: 'project', why: { kind: 'agents-md' }, mode: 'launch' }));
        for (const s of got) {
          if (walkTexts.has(s.content.trim())) {
            skip(ctx, { abs: s.abs, reason: 'already-loaded', type: 'Project', detail: 'identical content is already loaded' });
            continue;
          }
          perDir[i].push(s);
        }
      }
    }
    for (const g of perDir) out.push(...g);
  }
  if (ctx.opts.memoryDir && !ctx.opts.disableClaudeMds && !ctx.opts.disableAutoMemory) {
    const index = await memoryIndex(ctx, ctx.opts.memoryDir);
    if (index) out.push(index);
  }
  for (const s of out) delete (s as { _globs?: unknown })._globs;
  return {
    root: ctx.root,
    cwd: ctx.cwd,
    launch: out,
    skipped: ctx.skipped.slice(),
    pathRules: ctx.pathRules.slice(),
    warnings: ctx.warnings.slice(),
    excludes: settings.excludes,
    instructionFiles: ctx.mode,
    settingsErrors: settings.settingsErrors,
  };
}

/** The first top-level CLAUDE.md / .claude/CLAUDE.md / CLAUDE.local.md with content in the chain, if any. */
async function anyClaudeMd(ctx: Ctx, dirs: string[]): Promise<string | undefined> {
  for (const d of dirs) {
    for (const f of [...claudeFilesIn(d), under(d, 'CLAUDE.local.md')]) {
      const p = await parse(ctx, f, 'Project', true);
      if (p && typeof p !== 'string' && p.content.trim()) return ctx.display(f);
    }
  }
  return undefined;
}

/** The auto-memory index, MEMORY.md, as it loads at launch (truncated), or a skip. */
async function memoryIndex(ctx: Ctx, memoryDir: string): Promise<Source | undefined> {
  const f = P.join(normalizeAbs(memoryDir), 'MEMORY.md');
  const parsed = await parse(ctx, f, 'AutoMem', false);
  if (typeof parsed === 'string') skip(ctx, { abs: f, reason: parsed, type: 'AutoMem' });
  else if (parsed && parsed.content.trim()) return makeSource(ctx, f, 'AutoMem', parsed, 0, { scope: 'memory', why: { kind: 'memory-index' }, mode: 'launch' });
  else if (parsed) skip(ctx, { abs: f, reason: 'empty', type: 'AutoMem' });
  return undefined;
}
