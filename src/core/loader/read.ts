import * as P from 'node:path/posix';
import { matchGlobs } from '../globs/index.js';
import { isInside, PATH_MAX } from '../vfs.js';
import { processFile } from './imports.js';
import { memoWalk, rulesWalk } from './rules.js';
import { agentsActive, takesPart } from './settings.js';
import { copySource } from './source.js';
import type { Ctx, LaunchPlan, LoadedSource, LoadMode, MemType, Processed, Skip, Source } from './types.js';
import { chain, nestedDir, survey, under, type NestedDir } from './walk.js';

/**
 * What reading `file` (absolute, normalised) as the first file of a fresh session attaches: nested
 * CLAUDE.md files, rules of nested directories, and matching path-scoped rules. `pathRules: false` leaves
 * out the path-scoped rules matched by the file itself (the review's directory contexts read a probe name in
 * a directory and keep only what the directory loads); everything else, skips included, is the same.
 */
export async function lazyRead(ctx: Ctx, plan: LaunchPlan, file: string, opts: { pathRules?: boolean }): Promise<{ loaded: Source[]; skipped: Skip[] }> {
  const before = ctx.skipped.length;
  const seen = new Set<string>(plan.launch.map((s) => s.abs));
  seen.add(file);
  const processed = new Set<string>();
  const out: LoadedSource[] = [];
  // (the real path matters only to matching path-scoped rules against the file)
  const fileReal = opts.pathRules === false ? file : await ctx.vfs.realpath(file);
  const matchRules = async (rulesDir: string, type: MemType, includeExternal: boolean, base: string, via: LoadMode, marks = true) => {
    // without path rules, the walk still runs for what it marks processed (and notes), its rules are not matched
    if (opts.pathRules === false) {
      await memoWalk(ctx, rulesDir, type, processed, includeExternal, via, 'discard', marks);
      return;
    }
    // the walk's rules are only read here; the matched ones are handed out as copies
    const rules = await memoWalk(ctx, rulesDir, type, processed, includeExternal, via, 'borrow', marks);
    if (rules.length === 0) return;
    const rel = P.relative(base, file);
    const realRel = fileReal !== file ? P.relative(base, fileReal) : undefined;
    for (const r of rules) {
      const globs = r._globs?.globs;
      if (!globs || globs.length === 0) continue;
      let m = matchGlobs(globs, rel);
      if (!m.matched && realRel !== undefined) m = matchGlobs(globs, realRel);
      if (m.matched) out.push(copySource({ ...r, why: { kind: 'matched', pattern: m.pattern, file: ctx.display(file) }, mode: 'lazy-path', survivesCompact: false }));
    }
  };
  const dir = P.dirname(file);
  // the trigger must lie inside the working directory
  if (isInside(file, ctx.cwd) && !ctx.opts.disableClaudeMds) {
    if (ctx.opts.home && takesPart(ctx, 'user')) await matchRules(under(ctx.home, '.claude', 'rules'), 'User', true, ctx.cwd, 'lazy-path');
    // the directories between the launch directory and the file, root-most first
    const nested: NestedDir[] = [];
    if (file !== ctx.cwd) for (let d = nestedDir(ctx, dir); d.path !== ctx.cwd; d = d.parent ??= nestedDir(ctx, P.dirname(d.path))) if (d.path.length < PATH_MAX) nested.push(d);
    nested.reverse();
    const project = takesPart(ctx, 'project');
    // a candidate known to name nothing is only marked processed: what processFile does with it
    const nestedFile = async (d: NestedDir, f: string, type: MemType): Promise<LoadedSource[]> => {
      if (d.absent!.has(f)) {
        processed.add(f);
        return [];
      }
      return processFile(ctx, f, type, processed, false, 0, { scope: type === 'Local' ? 'local' : 'project', why: { kind: 'nested', dir: d.shown }, mode: 'lazy-dir' });
    };
    for (const d of nested) {
      await survey(ctx, d);
      if (project) for (const f of d.claude) out.push(...(await nestedFile(d, f, 'Project')));
      if (takesPart(ctx, 'local')) out.push(...(await nestedFile(d, d.local, 'Local')));
      if (!project || d.rulesAbsent) continue;
      // The unconditional rules walk sees what is processed so far, and what it processes is seen by the
      // path-scoped walk only after it. (An overlay, not a copy: a copy per directory is quadratic in a
      // deep tree, where `processed` holds a few paths per directory.)
      const uncondAdded = new Set<string>();
      const uncond: Processed = { has: (p) => processed.has(p) || uncondAdded.has(p), add: (p) => uncondAdded.add(p) };
      out.push(...(await rulesWalk(ctx, d.rules, 'Project', uncond, false, false, 'lazy-dir')));
      await matchRules(d.rules, 'Project', false, d.path, 'lazy-path');
      for (const p of uncondAdded) processed.add(p);
    }
    if (project) {
      // (after the last of these walks only the AGENTS.md pass reads `processed`: without it, that walk's
      // replay need not mark what it processed)
      const dirs = chain(ctx, ctx.cwd);
      const agents = agentsActive(ctx);
      for (let i = 0; i < dirs.length; i++) await matchRules(under(dirs[i], '.claude', 'rules'), 'Project', false, dirs[i], 'lazy-path', agents || i < dirs.length - 1);
    }
    // AGENTS.md of nested directories, attached after the nested memory files; in the fallback mode,
    // directories holding a CLAUDE.* are skipped. De-duplicated by path and by trimmed content.
    if (agentsActive(ctx) && project) {
      const texts = new Set([...plan.launch, ...out].map((s) => s.content.trim()));
      for (const d of nested) {
        if (ctx.mode === 'claude-md-or-agents-md' && d.hasClaude) continue;
        for (const f of d.agents) {
          for (const s of await nestedFile(d, f, 'Project')) {
            if (texts.has(s.content.trim())) continue;
            texts.add(s.content.trim());
            out.push(s);
          }
        }
      }
    }
  }
  const loaded: Source[] = [];
  for (const s of out) {
    if (seen.has(s.abs)) continue;
    seen.add(s.abs);
    const { _globs, ...rest } = s;
    void _globs;
    loaded.push(rest);
  }
  return { loaded, skipped: ctx.skipped.slice(before) };
}
