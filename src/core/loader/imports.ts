import { MAX_FILE_BYTES, MAX_INCLUDE_DEPTH } from '../constants.js';
import { isInside } from '../vfs.js';
import { skip, warn } from './notes.js';
import { parse } from './parse.js';
import { makeSource } from './source.js';
import type { Ctx, LoadedSource, LoadMode, MemType, Processed, Scope, Why } from './types.js';

/**
 * Claude Code's processMemoryFile: one file and, depth first, its imports. `processed` is shared by the
 * whole pass; the first path to reach a file owns it.
 */
export async function processFile(
  ctx: Ctx,
  abs: string,
  type: MemType,
  processed: Processed,
  includeExternal: boolean,
  depth: number,
  meta: { scope: Scope; why: Why; mode: LoadMode; parent?: string; fromLine?: number },
): Promise<LoadedSource[]> {
  const from = meta.parent ? { path: ctx.display(meta.parent), line: meta.fromLine } : undefined;
  if (processed.has(abs)) {
    if (depth > 0) skip(ctx, { abs, reason: 'already-loaded', from, type });
    return [];
  }
  if (depth >= MAX_INCLUDE_DEPTH) {
    skip(ctx, { abs, reason: 'import-too-deep', from, type, detail: `depth ${depth} (four import hops at most)` });
    return [];
  }
  if ((type === 'User' || type === 'Project' || type === 'Local') && ctx.excluded(abs)) {
    skip(ctx, { abs, reason: 'excluded', from, type, detail: 'claudeMdExcludes' });
    return [];
  }
  const real = await ctx.vfs.realpath(abs);
  if (real !== abs && processed.has(real)) {
    skip(ctx, { abs, reason: 'already-loaded', from, type, detail: `same file as ${ctx.display(real)}` });
    return [];
  }
  processed.add(abs);
  if (real !== abs) processed.add(real);
  if (depth > 0 && !includeExternal && !(type === 'User') && !isInside(real, ctx.cwd)) {
    skip(ctx, { abs, reason: 'import-outside-launch-dir', from, type, detail: `resolves to ${ctx.display(real)}, outside the launch directory` });
    return [];
  }
  const parsed = await parse(ctx, abs, type, true);
  if (parsed === undefined) {
    if (depth > 0) skip(ctx, { abs, reason: 'missing', from, type });
    return [];
  }
  if (typeof parsed === 'string') {
    skip(ctx, { abs, reason: parsed, from, type, detail: parsed === 'too-large' ? `over ${MAX_FILE_BYTES} bytes` : undefined });
    return [];
  }
  if (parsed.fm.unparsable) warn(ctx, { path: ctx.display(abs), kind: 'frontmatter-unparsable', detail: parsed.fm.error ?? '' });
  if (!parsed.content.trim()) {
    skip(ctx, { abs, reason: 'empty', from, type, detail: parsed.imports.length ? `${parsed.imports.length} import(s) not followed` : undefined });
    return [];
  }
  const src = makeSource(ctx, abs, type, parsed, depth, meta);
  const out: LoadedSource[] = [src];
  for (const imp of parsed.imports) {
    const external = !isInside(imp.abs, ctx.cwd);
    if (external && !includeExternal) {
      skip(ctx, { abs: imp.abs, reason: 'import-outside-launch-dir', from: { path: src.path, line: imp.line }, type, detail: 'outside the launch directory; needs interactive approval' });
      continue;
    }
    out.push(
      ...(await processFile(ctx, imp.abs, type, processed, includeExternal, depth + 1, {
        scope: 'import',
        why: { kind: 'import', from: src.path, line: imp.line },
        mode: meta.mode,
        parent: abs,
        fromLine: imp.line,
      })),
    );
  }
  return out;
}
