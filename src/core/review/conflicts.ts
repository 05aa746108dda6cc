/**
 * Adapter from the contradiction detector (src/core/contradictions) to the contradiction and duplicate rules. Directives are
 * extracted once per file content (base and head share unchanged files), and only pairs loaded together
 * in some context are compared.
 */
import type { Config } from '../config.js';
import { groupDigits } from '../digits.js';
import { CONFIDENCES, extractDirectives, findConflicts, type Conflict, type Directive } from '../contradictions/index.js';
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

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** A side's contradictions and duplicates, found once per side and configuration for the two rules. */
export interface ConflictHit extends Hit {
  rule: 'contradiction' | 'duplicate';
}

/** From this many copied lines, or copies in this many files, the duplicates of one file are one finding. */
export const DUPLICATE_AGGREGATE = { lines: 3, files: 2 };

const found = new WeakMap<SideAnalysis, WeakMap<Config, ConflictHit[]>>();
const loc = (d: Directive) => ({ path: d.path, line: d.line, ...(d.endLine && d.endLine !== d.line ? { endLine: d.endLine } : {}) });
const plural = (n: number, one: string, many = one + 's') => `${groupDigits(n)} ${n === 1 ? one : many}`;
// identity without line numbers: the same pair stays the same finding when lines move
const keyOfPair = (c: Conflict) => `${c.kind}\0${c.subject}\0${norm(c.a.text)}\0${c.b.path}\0${norm(c.b.text)}`;

/** The contradicting and duplicated instructions of pairs of files loaded together in some context. */
export function conflictHits(side: SideAnalysis, config: Config): ConflictHit[] {
  let byConfig = found.get(side);
  if (!byConfig) found.set(side, (byConfig = new WeakMap()));
  const known = byConfig.get(config);
  if (known) return known;
  const directives = new Map<string, Directive[]>();
  for (const [path, e] of side.sources) if (e.raw !== undefined) directives.set(path, directivesOf(path, e.source.sha256, e.raw));
  const contexts = side.contexts.map((c) => ({ id: c.id, label: c.label, files: c.sources.map((s) => s.path) }));
  const hits: ConflictHit[] = [];
  // duplicates by the file that has the first copy: many copied lines, or copies in many files, make one finding
  const dups = new Map<string, Conflict[]>();
  for (const c of findConflicts(directives, contexts, { families: config.contradictions.families })) {
    if (c.rule === 'duplicate') {
      const l = dups.get(c.a.path);
      if (l) l.push(c);
      else dups.set(c.a.path, [c]);
      continue;
    }
    // (unlikely ones are left out unless the configuration asks for them; certain-only reports leave out possible ones too)
    if (c.confidence && CONFIDENCES.indexOf(c.confidence) < CONFIDENCES.indexOf(config.contradictions.report ?? 'possible')) continue;
    hits.push({
      rule: c.rule,
      message: c.message,
      locations: [loc(c.a), loc(c.b)],
      contexts: c.contexts,
      key: keyOfPair(c),
      fix: c.hint,
      ...(c.confidence ? { confidence: c.confidence, reason: c.reason } : {}),
      // a possible contradiction is the rule's milder case unless the configuration fails on possible ones
      ...((c.confidence === 'possible' && config.contradictions.failOn !== 'possible') || c.confidence === 'unlikely' ? { lowered: true } : {}),
    });
  }
  const order = new Map(side.contexts.map((c, i) => [c.id, i]));
  for (const [source, list] of dups) {
    const lines = new Map<number, Directive>();
    const files = new Map<string, Directive>();
    for (const c of list) {
      if (!lines.has(c.a.line)) lines.set(c.a.line, c.a);
      if (!files.has(c.b.path)) files.set(c.b.path, c.b);
    }
    if (lines.size < DUPLICATE_AGGREGATE.lines && files.size < DUPLICATE_AGGREGATE.files) {
      for (const c of list) hits.push({ rule: 'duplicate', message: c.message, locations: [loc(c.a), loc(c.b)], contexts: c.contexts, key: keyOfPair(c), fix: c.hint });
      continue;
    }
    const first = [...lines.values()].sort((x, y) => x.line - y.line);
    const where = [...files.keys()].sort();
    const shown = where.slice(0, 3).join(', ') + (where.length > 3 ? `, and ${plural(where.length - 3, 'more file')}` : '');
    const ctx = [...new Set(list.flatMap((c) => c.contexts))].sort((x, y) => (order.get(x) ?? 0) - (order.get(y) ?? 0));
    hits.push({
      rule: 'duplicate',
      message: `${plural(lines.size, 'line')} of ${source} (from line ${first[0].line}) ${lines.size === 1 ? 'is' : 'are'} repeated in ${plural(files.size, 'file')} that load with it: ${shown}`,
      locations: [loc(first[0]), ...where.slice(0, 10).map((p) => loc(files.get(p)!))],
      contexts: ctx,
      // one finding per copied file, whatever is added to the copies
      key: `aggregate\0${source}`,
      fix: `Each copy is loaded again with ${source}, which wastes context and lets the copies drift apart. Keep these lines in ${source} only (the copies load together with it), or import one shared file where it is needed.`,
    });
  }
  byConfig.set(config, hits);
  return hits;
}
