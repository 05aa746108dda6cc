/**
 * Adapter from the contradiction detector (src/core/contradictions) to review findings. Directives are
 * extracted once per file content (base and head share unchanged files), and only pairs loaded together
 * in some context are compared.
 */
import type { Config } from '../config.js';
import { extractDirectives, findConflicts, type Directive } from '../contradictions/index.js';
import type { SideAnalysis } from './analyze.js';
import { finding } from './analyze.js';
import type { Finding } from './types.js';

const cache = new Map<string, Directive[]>();

/** A file's entry in the cache: its path and content (directives depend on both). */
const keyOf = (path: string, sha: string) => `${path}\0${sha}`;

function directivesOf(path: string, sha: string, raw: string): Directive[] {
  const key = keyOf(path, sha);
  let d = cache.get(key);
  if (!d) {
    d = extractDirectives(path, raw);
    if (cache.size > 20_000) cache.clear();
    cache.set(key, d);
  }
  return d;
}

/** Whether a file's directives are cached (for tests). */
export function directivesCached(path: string, sha: string): boolean {
  return cache.has(keyOf(path, sha));
}

/**
 * Extracts (and caches) a file's directives ahead of `detectConflicts`, which then finds them cached: for
 * time the review would otherwise spend waiting. Stops when `stop()` says so, checked between files, and
 * lets other work through every few milliseconds (the answer it waits for arrives as an event).
 */
export async function warmDirectives(files: Iterable<{ path: string; sha256: string; raw(): Promise<string | undefined> }>, stop: () => boolean, sliceMs = 4): Promise<number> {
  let warmed = 0;
  let t = performance.now();
  for (const f of files) {
    if (stop()) break;
    if (!cache.has(keyOf(f.path, f.sha256))) {
      const raw = await f.raw();
      if (raw !== undefined) {
        directivesOf(f.path, f.sha256, raw);
        warmed++;
      }
    }
    if (performance.now() - t >= sliceMs) {
      await new Promise((r) => setImmediate(r));
      t = performance.now();
    }
  }
  return warmed;
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function detectConflicts(side: SideAnalysis, config: Config): Finding[] {
  const directives = new Map<string, Directive[]>();
  for (const [path, e] of side.sources) if (e.raw !== undefined) directives.set(path, directivesOf(path, e.source.sha256, e.raw));
  const contexts = side.contexts.map((c) => ({ id: c.id, label: c.label, files: c.sources.map((s) => s.path) }));
  const conflicts = findConflicts(directives, contexts, { families: config.contradictions.families });
  return conflicts.map((c) =>
    finding(
      c.rule,
      c.message,
      [
        { path: c.a.path, line: c.a.line, ...(c.a.endLine && c.a.endLine !== c.a.line ? { endLine: c.a.endLine } : {}) },
        { path: c.b.path, line: c.b.line, ...(c.b.endLine && c.b.endLine !== c.b.line ? { endLine: c.b.endLine } : {}) },
      ],
      c.contexts,
      // identity without line numbers: the same pair stays the same finding when lines move
      `${c.kind}\0${c.subject}\0${norm(c.a.text)}\0${c.b.path}\0${norm(c.b.text)}`,
      { hint: c.hint, ...(c.confidence ? { confidence: c.confidence, reason: c.reason } : {}) },
    ),
  );
}
