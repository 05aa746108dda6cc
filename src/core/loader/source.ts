import { approxTokens, LAZY_CUT_CHARS } from '../constants.js';
import { stripInvisible, truncateMemoryIndex, type MemoryTruncation } from '../memoryIndex.js';
import type { Ctx, LoadedSource, LoadMode, MemType, Parsed, Rendered, Scope, Source, Why } from './types.js';

/** A source object of its own (a memoised walk hands out the same file many times). */
export function copySource<T extends Source>(s: T): T {
  return { ...s, size: { ...s.size }, imports: s.imports.map((i) => ({ ...i })) };
}

/** A parsed file as shown at launch and as attached lazily (the same file is attached in many reads). */
const rendered = new WeakMap<Parsed, { launch?: Rendered; lazy?: Rendered }>();

/** The text the model receives for a file: trimmed at launch; escaped, and cut when long, when attached lazily. */
function render(abs: string, parsed: Parsed, launch: boolean): Rendered {
  let r = rendered.get(parsed);
  if (!r) rendered.set(parsed, (r = {}));
  const hit = launch ? r.launch : r.lazy;
  if (hit) return hit;
  let content = parsed.content;
  let warning: string | undefined;
  // launch files are rendered trimmed; lazily attached files as processed (the frame adds the newlines)
  // (attachments escape system-reminder tags so the file cannot close the frame it is shown in)
  content = launch ? content.trim() : content.replace(/\n+$/, '').replace(/<(\/?)system-reminder>/g, (_m, slash: string) => (slash ? '<\\/system-reminder>' : '<\\system-reminder>'));
  if (!launch && content.length > LAZY_CUT_CHARS) {
    const cut = content.lastIndexOf('\n', LAZY_CUT_CHARS);
    const kept = content.slice(0, cut > 0 ? cut : LAZY_CUT_CHARS);
    warning = `\n\n> Only the start of this file is shown. For the rest, call Read on ${abs} with offset=${kept.split("\n").length + 1} and a limit.`;
    content = kept;
  }
  const out: Rendered = { content, warning, lines: content === '' ? 0 : content.split('\n').length };
  if (launch) r.launch = out;
  else r.lazy = out;
  return out;
}

/** The source a parsed file becomes where it loads (MEMORY.md: truncated as Claude Code truncates its index). */
export function makeSource(ctx: Ctx, abs: string, type: MemType, parsed: Parsed, depth: number, meta: { scope: Scope; why: Why; mode: LoadMode; parent?: string }): LoadedSource {
  let content: string;
  let warning: string | undefined;
  let truncation: MemoryTruncation | undefined;
  let lines: number;
  if (type === 'AutoMem') {
    truncation = truncateMemoryIndex(parsed.content.trim());
    content = stripInvisible(truncation.content).trim();
    warning = truncation.warning;
    lines = content === '' ? 0 : content.split('\n').length;
  } else ({ content, warning, lines } = render(abs, parsed, meta.mode === 'launch'));
  const g = parsed.globs?.globs;
  return {
    path: ctx.display(abs),
    abs,
    type,
    scope: meta.scope,
    mode: meta.mode,
    why: meta.why,
    parent: meta.parent ? ctx.display(meta.parent) : undefined,
    depth,
    content,
    warning,
    globs: g,
    size: { bytes: parsed.bytes, lines, chars: content.length, tokens: approxTokens(content.length) },
    sha256: parsed.sha256,
    frontmatterLines: parsed.fm.lines,
    frontmatterUnparsable: parsed.fm.unparsable || undefined,
    frontmatterKeys: parsed.fm.present ? Object.keys(parsed.fm.data) : undefined,
    imports: parsed.imports.map((i) => ({ raw: i.raw, target: ctx.display(i.abs), line: i.line })),
    truncation,
    survivesCompact: meta.mode === 'launch',
    _globs: parsed.globs,
  };
}
