import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'import-outside-repo',
  severity: 'warning',
  category: 'partial',
  title: 'Import of a path outside the repository',
  why: 'An import of a home or absolute path pulls private files into the model context on a machine that approves it, and is dropped everywhere else.',
  fix: 'Do not import files outside the repository; commit the content instead.',
});

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  for (const { skip: s, context, from, at } of skipsFor(side, 'outside-root')) {
    if (!from) continue;
    hits.push({
      message: `${from.path} imports ${s.path}, outside the repository: it is never read here, and on a machine that approves external imports it pulls that file into the model's context`,
      locations: [at],
      contexts: [context],
      key: s.path,
    });
  }
  return distinct(hits);
};
