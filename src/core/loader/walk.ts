import * as P from 'node:path/posix';
import { isInside, PATH_MAX } from '../vfs.js';
import type { Ctx } from './types.js';

/**
 * `P.join(dir, ...names)` for a normalised absolute directory and plain names: a concatenation. (P.join
 * re-normalises the whole path, which costs a copy of a path thousands of characters long for every file
 * looked up in each of thousands of nested directories.)
 */
export function under(dir: string, ...names: string[]): string {
  return (dir === '/' ? '' : dir) + '/' + names.join('/');
}

/** Directories from the root (or the filesystem root's child) down to `dir`, root-most first. */
export function chain(ctx: Ctx, dir: string): string[] {
  const out: string[] = [];
  let d = dir;
  for (;;) {
    out.push(d);
    if (d === ctx.root || d === '/' || !isInside(d, ctx.root)) break;
    d = P.dirname(d);
  }
  // a directory whose path is too long for the OS holds nothing (and costs time in deep hostile trees)
  return out.reverse().filter((x) => x !== '/' && x.length < PATH_MAX);
}

/** A directory's CLAUDE.md and .claude/CLAUDE.md. */
export function claudeFilesIn(dir: string): string[] {
  return [under(dir, 'CLAUDE.md'), under(dir, '.claude', 'CLAUDE.md')];
}

/** A directory's AGENTS.md and .claude/AGENTS.md. */
export function agentsFilesIn(dir: string): string[] {
  return [under(dir, 'AGENTS.md'), under(dir, '.claude', 'AGENTS.md')];
}

/**
 * A directory between the launch directory and a file read: its candidate paths, built once per Loader (a
 * deep tree's paths are thousands of characters long; rebuilding and re-hashing them on every read of every
 * directory made reads quadratic), and what survey() found about them.
 */
export interface NestedDir {
  path: string;
  /** Display path (`why.dir` of what it loads). */
  shown: string;
  parent?: NestedDir;
  /** CLAUDE.md and .claude/CLAUDE.md. */
  claude: string[];
  local: string;
  /** Its .claude/rules directory. */
  rules: string;
  /** AGENTS.md and .claude/AGENTS.md. */
  agents: string[];
  /** Candidates that plainly name nothing (set by survey()). */
  absent?: Set<string>;
  /** No rules directory there: its walks find and report nothing. */
  rulesAbsent?: boolean;
  /** A CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md resolves there (its AGENTS.md is then not read in the fallback mode). */
  hasClaude?: boolean;
}

/** The record of a (normalised) directory visited by nested reads; its parent is linked when first needed. */
export function nestedDir(ctx: Ctx, path: string): NestedDir {
  let d = ctx.nestedDirs.get(path);
  if (!d) {
    d = { path, shown: ctx.display(path), claude: claudeFilesIn(path), local: under(path, 'CLAUDE.local.md'), rules: under(path, '.claude', 'rules'), agents: agentsFilesIn(path) };
    ctx.nestedDirs.set(path, d);
  }
  return d;
}

/**
 * Resolves a nested directory's candidates once per Loader (trees do not change): which of them name
 * nothing, plainly (missing inside the repository, not excluded, so that processFile would only mark
 * them processed and report nothing), and whether there is no rules directory (whose walks would find
 * nothing and report nothing).
 */
export async function survey(ctx: Ctx, d: NestedDir): Promise<void> {
  if (d.absent) return;
  const absent = new Set<string>();
  let hasClaude = false;
  for (const [files, claude] of [[[...d.claude, d.local], true], [d.agents, false]] as const) {
    for (const f of files) {
      const r = await ctx.vfs.resolve(f);
      if (r.ok && claude) hasClaude = true;
      if (!r.ok && r.reason === 'missing' && isInside(r.path, ctx.root) && !ctx.excluded(f)) absent.add(f);
    }
  }
  const rules = await ctx.vfs.resolve(d.rules);
  d.rulesAbsent = isInside(rules.path, ctx.root) && (!rules.ok || rules.entry.kind !== 'dir');
  d.hasClaude = hasClaude;
  d.absent = absent;
}
