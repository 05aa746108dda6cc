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

function directivesOf(path: string, sha: string, raw: string): Directive[] {
  const key = `${path}\0${sha}`;
  let d = cache.get(key);
  if (!d) {
    d = extractDirectives(path, raw);
    if (cache.size > 20_000) cache.clear();
    cache.set(key, d);
  }
  return d;
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
      { hint: c.hint },
    ),
  );
}
