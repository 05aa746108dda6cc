import * as P from 'node:path/posix';
import type { Skip, Source } from '../core/loader/index.js';
import type { SideAnalysis } from '../core/review/analyze.js';
import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'import-missing',
  severity: 'warning',
  category: 'partial',
  title: 'Import target missing',
  why: 'An `@path` import whose target does not exist is dropped silently.',
  fix: 'Fix the path, or remove the import.',
});

/** Each importing source's imports by target (the first one wins), built once: a file may hold thousands. */
const importsByTarget = new WeakMap<Source, Map<string, string>>();

/** The import as written in the importing file. */
function importRaw(side: SideAnalysis, s: Skip): string | undefined {
  const from = s.from && side.sources.get(s.from.path)?.source;
  if (!from) return undefined;
  let m = importsByTarget.get(from);
  if (!m) {
    m = new Map();
    for (const i of from.imports) if (!m.has(i.target)) m.set(i.target, i.raw);
    importsByTarget.set(from, m);
  }
  return m.get(s.path);
}

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  for (const { skip: s, context, from, at } of skipsFor(side, 'missing')) {
    if (!from) continue;
    // `@name` without a file extension is usually a mention or a decorator (`@jlowin`, `@Observable`), which
    // Claude Code tries and drops harmlessly; an import with an extension was meant as a file
    const raw = importRaw(side, s) ?? P.basename(s.path);
    const m = /\.[A-Za-z0-9]{1,10}([,.;:!?)\]'"`]+)?$/.exec(P.basename(raw));
    if (!m) continue;
    const trailing = m[1];
    hits.push({
      message: `\`@${raw}\` in ${from.path} points to ${s.path}, which does not exist${trailing ? ` — the trailing \`${trailing}\` is part of the path Claude Code looks up` : ''}`,
      locations: [at],
      contexts: [context],
      key: s.path,
      ...(trailing ? { fix: `Separate the import from the punctuation (\`@${raw.slice(0, -trailing.length)}\` followed by a space).` } : {}),
    });
  }
  return distinct(hits);
};
