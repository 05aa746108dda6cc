import { defineMeta, type Hit, type Rule } from './types.js';
import { contextsOf, distinct } from './util.js';

export const meta = defineMeta({
  id: 'markdown-unparsed',
  severity: 'warning',
  category: 'uncertain',
  title: 'Markdown too costly to evaluate',
  why: 'Claude Code lexes a memory file as markdown to find its `@path` imports and drop its HTML comments; in this file (or in part of it) that would take minutes or overflow the stack, so which files it imports and which text its comments hide could not be evaluated.',
  fix: 'Split the file, or remove the pathological construct (hundreds of kilobytes in one file or paragraph, long runs of `*`, `_`, backslashes or backticks, deep `>` or list nesting).',
});

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  for (const w of side.warnings) {
    if (w.kind !== 'markdown-unparsed') continue;
    hits.push({
      message: `${w.path} could not be lexed as markdown (${w.detail}): its @imports and HTML comments could not be evaluated`,
      locations: [{ path: w.path, line: 1 }],
      contexts: contextsOf(side, w.path),
      key: 'unparsed',
    });
  }
  return distinct(hits);
};
