import { defineMeta, type Hit, type Rule } from './types.js';
import { contextsOf, distinct, lineOfText, textOf } from './util.js';

export const meta = defineMeta({
  id: 'glob-invalid',
  severity: 'warning',
  category: 'partial',
  title: 'Invalid glob dropped',
  why: 'A `paths:` pattern that is not a valid gitignore pattern is dropped.',
  fix: 'Fix the pattern.',
});

const message = (pattern: string, path: string) => `\`${pattern}\` in ${path} is not a valid pattern and is dropped`;

export const check: Rule['check'] = async ({ side }) => {
  const hits: Hit[] = [];
  // the loader warns for the rules of the launch chain
  for (const w of side.warnings) {
    if (w.kind !== 'invalid-pattern') continue;
    hits.push({ message: message(w.detail, w.path), locations: [{ path: w.path, line: lineOfText(await textOf(side, w.path), w.detail) }], contexts: contextsOf(side, w.path), key: w.detail });
  }
  // nested rules' patterns are read for their reach
  for (const r of side.reach) {
    if (!r.nested || !r.invalid.length) continue;
    const raw = await side.read(r.path);
    for (const g of r.invalid) hits.push({ message: message(g, r.path), locations: [{ path: r.path, line: lineOfText(raw, g) }], contexts: [], key: g });
  }
  return distinct(hits);
};
