import * as P from 'node:path/posix';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MAX_FILE_BYTES, TEXT_FILE_EXTENSIONS } from '../constants.js';
import { parseFrontmatter } from '../frontmatter.js';
import { ruleGlobs } from '../globs/index.js';
import { extractImportCandidates, lexChecked, lineOf, lineStarts, stripHtmlComments, type Lexed } from '../markdown.js';
import { stripInvisible } from '../memoryIndex.js';
import { isInside, normalizeAbs } from '../vfs.js';
import { warn } from './notes.js';
import type { Ctx, MemType, Parsed, Skip } from './types.js';

/** Time one session may spend lexing markdown; later files are read but not lexed (a warning says so). (An object: tests lower it.) */
export const LEX_BUDGET = { sessionMs: 3000 };

/**
 * Parses by the bytes read (a Buffer a tree hands out for a blob is the same object each time, in every
 * Loader over trees sharing one blob cache) and by where and how they were read: `doParse` is a function
 * of those alone, but for the session's lexing budget: a session over its budget does not take a parse
 * that needed lexing (it refuses to lex, as it would have), and a reuse charges it nothing (a text lexed
 * before costs next to nothing to lex again: markdown.ts caches lexes by text).
 */
const sharedParses = new WeakMap<Buffer, Map<string, { parsed: Parsed; lexed: boolean; problem?: string }>>();

/**
 * A file read and parsed once per session and way of reading: its content without frontmatter and HTML
 * comments, its rule globs, its resolved @imports; or why it cannot load; undefined when it is missing.
 */
export async function parse(ctx: Ctx, abs: string, type: MemType, withImports: boolean): Promise<Parsed | Skip['reason'] | undefined> {
  const key = `${type === 'AutoMem' ? 'M' : withImports ? 'I' : 'N'}${abs}`;
  let p = ctx.parseCache.get(key);
  if (!p) {
    p = doParse(ctx, abs, type, withImports);
    ctx.parseCache.set(key, p);
  }
  return p;
}

async function doParse(ctx: Ctx, abs: string, type: MemType, withImports: boolean): Promise<Parsed | Skip['reason'] | undefined> {
  // Project and local files come from the repository only: a link out of it (into the home or memory
  // directory too) is never read, and the reason is the same whatever lies behind it.
  const res = await ctx.vfs.resolve(abs);
  if ((type === 'Project' || type === 'Local') && !isInside(res.path, ctx.root)) return 'outside-root';
  // what readFile would answer, without resolving the path again (most candidates do not exist)
  if (!res.ok) return res.reason === 'outside' ? 'outside-root' : res.reason === 'loop' ? 'symlink-loop' : undefined;
  const r = await ctx.vfs.readFile(abs, MAX_FILE_BYTES);
  if (!r.ok) {
    if (r.reason === 'too-large') return 'too-large';
    if (r.reason === 'outside') return 'outside-root';
    if (r.reason === 'loop') return 'symlink-loop';
    if (r.reason === 'not-file') return 'not-regular-file';
    return undefined;
  }
  const ext = P.extname(abs).toLowerCase();
  if (ext && !TEXT_FILE_EXTENSIONS.has(ext)) return 'non-text-extension';
  // the same bytes (one fetched blob, shared by both sides of a review) at the same place parse the same
  const sharedKey = `${type === 'AutoMem' ? 'M' : withImports ? 'I' : 'N'}\0${abs}\0${r.real}\0${ctx.home}`;
  let shared = sharedParses.get(r.data);
  const known = shared?.get(sharedKey);
  // (a file this session could no longer lex is lexed or refused by this session's own budget; a reuse
  // costs the session nothing, like a lex of a text the lexer has seen: markdown.ts caches those)
  if (known && !(known.lexed && ctx.lexMs > LEX_BUDGET.sessionMs)) {
    if (known.problem !== undefined) warn(ctx, { path: ctx.display(abs), kind: 'markdown-unparsed', detail: known.problem });
    return known.parsed;
  }
  const text = r.data.toString('utf8');
  const fm = parseFrontmatter(text);
  const body = fm.body;
  const hasComment = body.includes('<!--');
  const wantImports = withImports && type !== 'AutoMem' && body.includes('@');
  let lexed: Lexed | undefined;
  let refused = false;
  if (hasComment || wantImports) {
    // every lex is bounded (LEX_LIMITS); the session as a whole too, against thousands of costly files
    if (ctx.lexMs > LEX_BUDGET.sessionMs) {
      lexed = { tokens: [], complete: false, problem: `this session already spent ${LEX_BUDGET.sessionMs} ms lexing markdown` };
      refused = true;
    } else {
      const t0 = performance.now();
      lexed = lexChecked(body);
      ctx.lexMs += performance.now() - t0;
    }
    if (!lexed.complete) warn(ctx, { path: ctx.display(abs), kind: 'markdown-unparsed', detail: lexed.problem ?? '' });
  }
  const tokens = lexed?.tokens;
  let content = hasComment ? stripHtmlComments(body, tokens).content : body;
  const imports: Parsed['imports'] = [];
  if (wantImports && tokens) {
    const base = P.dirname(r.real);
    const seen = new Set<string>();
    let starts: number[] | undefined;
    for (const c of extractImportCandidates(tokens)) {
      starts ??= lineStarts(body);
      const target = expandPath(c.path, base, ctx.home);
      if (seen.has(target)) continue;
      seen.add(target);
      const l = lineOf(body, c.raw, starts);
      imports.push({ raw: c.raw, abs: target, line: l === undefined ? undefined : l + fm.lines });
    }
  }
  if (type === 'AutoMem') content = stripInvisible(content);
  const globs = fm.data.paths !== undefined ? ruleGlobs(fm.data.paths) : undefined;
  const parsed: Parsed = { content, globs, fm, imports, bytes: r.data.length, sha256: createHash('sha256').update(r.data).digest('hex') };
  // (a parse this session's budget refused is not handed to another session)
  if (!refused) {
    if (!shared) sharedParses.set(r.data, (shared = new Map()));
    shared.set(sharedKey, { parsed, lexed: lexed !== undefined, problem: lexed && !lexed.complete ? (lexed.problem ?? '') : undefined });
  }
  return parsed;
}

/** An @import's path as written, resolved: `~` is the home, else absolute or relative to the importing file's directory. */
function expandPath(p: string, base: string, home: string): string {
  p = p.trim();
  if (p === '~') return home;
  if (p.startsWith('~/')) return normalizeAbs(P.join(home, p.slice(2)));
  if (p.startsWith('/')) return normalizeAbs(p);
  return normalizeAbs(P.resolve(base, p));
}
