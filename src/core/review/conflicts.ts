/**
 * Adapter from the contradiction detector (src/core/contradictions) to the contradiction and duplicate rules. Directives are
 * extracted once per file content (base and head share unchanged files), and only pairs loaded together
 * in some context are compared.
 */
import type { Config } from '../config.js';
import { extractDirectives, findConflicts, type Directive } from '../contradictions/index.js';
import type { Hit } from '../../rules/types.js';
import type { SideAnalysis } from './analyze.js';

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
 * Extracts (and caches) a file's directives ahead of `conflictHits`, which then finds them cached: for
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

/** A side's contradictions and duplicates, found once per side and configuration for the two rules. */
export interface ConflictHit extends Hit {
  rule: 'contradiction' | 'duplicate';
}

const found = new WeakMap<SideAnalysis, WeakMap<Config, ConflictHit[]>>();

/** The contradicting and duplicated instructions of pairs of files loaded together in some context. */
export function conflictHits(side: SideAnalysis, config: Config): ConflictHit[] {
  let byConfig = found.get(side);
  if (!byConfig) found.set(side, (byConfig = new WeakMap()));
  const known = byConfig.get(config);
  if (known) return known;
  const directives = new Map<string, Directive[]>();
  for (const [path, e] of side.sources) if (e.raw !== undefined) directives.set(path, directivesOf(path, e.source.sha256, e.raw));
  const contexts = side.contexts.map((c) => ({ id: c.id, label: c.label, files: c.sources.map((s) => s.path) }));
  const hits = findConflicts(directives, contexts, { families: config.contradictions.families }).map(
    (c): ConflictHit => ({
      rule: c.rule,
      message: c.message,
      locations: [
        { path: c.a.path, line: c.a.line, ...(c.a.endLine && c.a.endLine !== c.a.line ? { endLine: c.a.endLine } : {}) },
        { path: c.b.path, line: c.b.line, ...(c.b.endLine && c.b.endLine !== c.b.line ? { endLine: c.b.endLine } : {}) },
      ],
      contexts: c.contexts,
      // identity without line numbers: the same pair stays the same finding when lines move
      key: `${c.kind}\0${c.subject}\0${norm(c.a.text)}\0${c.b.path}\0${norm(c.b.text)}`,
      fix: c.hint,
      ...(c.confidence ? { confidence: c.confidence, reason: c.reason } : {}),
      // a possible contradiction is the rule's milder case unless the configuration fails on possible ones
      ...(c.confidence === 'possible' && config.contradictions.failOn !== 'possible' ? { lowered: true } : {}),
    }),
  );
  byConfig.set(config, hits);
  return hits;
}
