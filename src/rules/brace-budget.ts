import { defineMeta, type Hit, type Rule } from './types.js';
import { contextsOf, distinct, lineOfText, textOf } from './util.js';

export const meta = defineMeta({
  id: 'brace-budget',
  severity: 'warning',
  category: 'partial',
  title: 'Brace expansion over budget',
  why: "Brace expansion of a rule's patterns stops at 1,000 results; the rest are dropped.",
  fix: 'Use fewer alternatives, or `**` globs instead of enumerations.',
});

export const check: Rule['check'] = async ({ side }) => {
  const hits: Hit[] = [];
  for (const w of side.warnings) {
    if (w.kind !== 'brace-budget') continue;
    hits.push({
      message: `brace expansion of \`${w.detail}\` in ${w.path} exceeds the budget of 1,000 results; the excess patterns are dropped`,
      locations: [{ path: w.path, line: lineOfText(await textOf(side, w.path), w.detail) }],
      contexts: contextsOf(side, w.path),
      key: w.detail,
    });
  }
  return distinct(hits);
};
