import * as P from 'node:path/posix';
import { isInside } from '../vfs.js';
import { processFile } from './imports.js';
import { skip, warn } from './notes.js';
import { copySource } from './source.js';
import type { Ctx, LoadedSource, LoadMode, MemType, Processed } from './types.js';

/** A recorded walk of a rules directory for path-scoped rules (see memoWalk). */
export interface WalkRecord {
  /** Paths the walk looked up, and whether they were already processed when it started. */
  queried: Map<string, boolean>;
  /** The same, as lists (checked on every replay: no iterator entries to allocate). */
  queriedPaths?: string[];
  queriedHad?: boolean[];
  /** Whether none of them was (then the record fits exactly when none of them is processed now). */
  noneHad?: boolean;
  added: string[];
  out: LoadedSource[];
}

/**
 * The walk of a rules directory for path-scoped rules, which every read repeats for the launch
 * directory's rules. A walk's outcome depends only on which of the paths it looks up in `processed` are
 * already there (trees, parses and settings do not change): when those answers are the same as in a
 * recorded walk, the record is replayed (the same paths marked processed, the same sources) instead of
 * walking again. Its skips and warnings need no replay: this Loader noted them when it recorded the
 * walk, and notes each skip and warning only once.
 */
export async function memoWalk(
  ctx: Ctx,
  rulesDir: string,
  type: MemType,
  processed: Processed,
  includeExternal: boolean,
  mode: LoadMode,
  use: 'copy' | 'discard' | 'borrow' = 'copy',
  /** false when nothing reads `processed` after this walk: a replay need not mark it */
  marks = true,
): Promise<LoadedSource[]> {
  const key = `${type}\0${includeExternal}\0${mode}\0${rulesDir}`;
  const records = ctx.walkMemo.get(key) ?? [];
  for (const r of records) {
    let same = true;
    if (r.noneHad && processed instanceof Set && processed.size < r.queried.size) {
      // the smaller side is walked: no processed path may be one the record looked up
      for (const p of processed)
        if (r.queried.has(p)) {
          same = false;
          break;
        }
    } else {
      const paths = r.queriedPaths!;
      const had = r.queriedHad!;
      for (let i = 0; i < paths.length; i++) {
        if (processed.has(paths[i]) !== had[i]) {
          same = false;
          break;
        }
      }
    }
    if (!same) continue;
    if (marks) for (const p of r.added) processed.add(p);
    // (a caller that only needs the walk's marks gets no copies; one that only reads them gets the record's)
    return use === 'discard' ? [] : use === 'borrow' ? r.out : r.out.map(copySource);
  }
  const rec: WalkRecord = { queried: new Map(), added: [], out: [] };
  const added = new Set<string>();
  const tracked: Processed = {
    rec,
    has: (p) => {
      const had = processed.has(p);
      if (!added.has(p) && !rec.queried.has(p)) rec.queried.set(p, had);
      return had;
    },
    add: (p) => {
      added.add(p);
      rec.added.push(p);
      processed.add(p);
    },
  };
  const out = await rulesWalk(ctx, rulesDir, type, tracked, includeExternal, true, mode);
  rec.out = out.map(copySource);
  rec.queriedPaths = [...rec.queried.keys()];
  rec.queriedHad = [...rec.queried.values()];
  rec.noneHad = rec.queriedHad.every((had) => !had);
  // (a walk that found nothing, such as of a directory without rules, costs less than its record)
  if (records.length < 4 && (rec.queried.size || rec.out.length)) ctx.walkMemo.set(key, [...records, rec]);
  return out;
}

/**
 * Claude Code's processMdRules: recursive, symlinks followed, entries sorted by name for determinism.
 * `conditional`: the path-scoped rules (else the unconditional ones, path-scoped rules being recorded).
 */
export async function rulesWalk(
  ctx: Ctx,
  rulesDir: string,
  type: MemType,
  processed: Processed,
  includeExternal: boolean,
  conditional: boolean,
  mode: LoadMode,
  visited: Set<string> = new Set(),
  top: string = rulesDir,
): Promise<LoadedSource[]> {
  if (conditional && rulesDir === top && visited.size === 0 && !processed.rec) return memoWalk(ctx, rulesDir, type, processed, includeExternal, mode);
  if (visited.has(rulesDir)) return [];
  if (rulesDir === top) {
    const res = await ctx.vfs.resolve(rulesDir);
    if (type !== 'User' && !isInside(res.path, ctx.root)) {
      skip(ctx, { abs: rulesDir, reason: 'outside-root', type, detail: 'the rules directory links outside the repository' });
      return [];
    }
    // no directory there (the usual case): no listing to ask for
    if (!res.ok || res.entry.kind !== 'dir') return [];
  }
  const listing = await ctx.vfs.readdir(rulesDir);
  if (!listing) return [];
  visited.add(rulesDir);
  if (listing.real !== rulesDir) visited.add(listing.real);
  const out: LoadedSource[] = [];
  const names = [...listing.names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const name of names) {
    // (a directory entry's name is one plain component: joining needs no normalising)
    const entry = name && name !== '.' && name !== '..' && !name.includes('/') ? rulesDir + '/' + name : P.join(rulesDir, name);
    const res = await ctx.vfs.resolve(entry);
    // a project link out of the repository is reported whatever lies behind it, existing or not (a
    // directory link may have any name); user rules may link anywhere in the mounted trees
    if (type !== 'User' ? !isInside(res.path, ctx.root) : !res.ok && res.reason === 'outside') {
      if (name.endsWith('.md') || !P.extname(name)) skip(ctx, { abs: entry, reason: 'outside-root', type, detail: 'symlink points outside the repository' });
      continue;
    }
    if (!res.ok) continue;
    const linked = res.viaSymlink;
    if (linked && type !== 'User' && !includeExternal && !isInside(res.path, ctx.cwd)) {
      if (res.entry.kind === 'dir' || name.endsWith('.md')) skip(ctx, { abs: entry, reason: 'symlink-outside-launch-dir', type, detail: `links to ${ctx.display(res.path)}` });
      continue;
    }
    if (res.entry.kind === 'dir') {
      out.push(...(await rulesWalk(ctx, res.path, type, processed, includeExternal, conditional, mode, visited, top)));
    } else if (res.entry.kind === 'file' && name.endsWith('.md')) {
      const files = await processFile(ctx, res.path, type, processed, includeExternal, 0, { scope: 'rule', why: { kind: 'rule' }, mode });
      for (const f of files) {
        f.rulesDir = ctx.display(top);
        const isScoped = !!f._globs?.globs;
        if (conditional ? isScoped : !isScoped) out.push(f);
        else if (!conditional && f.depth === 0) recordPathRule(ctx, f, rulesDir, type);
        else if (!conditional && f.depth > 0) skip(ctx, { abs: f.abs, reason: 'path-scoped-import-dropped', type, from: { path: f.parent ?? '' }, detail: 'imported file has its own paths: and is dropped from the launch load' });
      }
    }
  }
  return out;
}

/** The directory a rule's patterns are matched against: a project rule's directory above `.claude/rules`, else the launch directory. */
function rulesBase(ctx: Ctx, rulesDir: string, type: MemType): string {
  if (type === 'Project' || type === 'Local') return P.dirname(P.dirname(rulesRoot(rulesDir)));
  return ctx.cwd;
}

/** The `.claude/rules` directory containing rulesDir (rule subdirectories share their root's base). */
function rulesRoot(rulesDir: string): string {
  const i = rulesDir.lastIndexOf('/.claude/rules');
  return i >= 0 ? rulesDir.slice(0, i + '/.claude/rules'.length) : rulesDir;
}

/** Notes a path-scoped rule the launch walk found (once), and the warnings about its patterns. */
function recordPathRule(ctx: Ctx, f: LoadedSource, rulesDir: string, type: MemType): void {
  if (ctx.pathRuleFiles.has(f.abs)) return;
  ctx.pathRuleFiles.add(f.abs);
  const g = f._globs!;
  const baseAbs = rulesBase(ctx, rulesDir, type);
  ctx.pathRules.push({
    path: f.path,
    abs: f.abs,
    base: ctx.display(baseAbs),
    baseAbs,
    type,
    globs: g.globs!,
    written: g.written,
    invalid: g.invalid,
    overBudget: g.overBudget,
    frontmatterLines: f.frontmatterLines,
  });
  for (const p of g.overBudget) warn(ctx, { path: f.path, kind: 'brace-budget', detail: p });
  for (const p of g.invalid) warn(ctx, { path: f.path, kind: 'invalid-pattern', detail: p });
}
