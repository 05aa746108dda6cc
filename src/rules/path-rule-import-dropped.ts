import { defineMeta, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'path-rule-import-dropped',
  severity: 'warning',
  category: 'partial',
  title: 'Imported file with its own paths: dropped',
  why: 'A file imported by a rule that has its own `paths:` is dropped from the launch load.',
  fix: 'Make the imported file a rule of its own instead of importing it.',
});

export const check: Rule['check'] = ({ side }) =>
  distinct(
    skipsFor(side, 'path-scoped-import-dropped').map(({ skip: s, context }) => ({
      message: `${s.path} is imported by ${s.from?.path ?? 'a rule'} but has its own \`paths:\`, so it is dropped from the launch load`,
      locations: [{ path: s.path, line: 1 }],
      contexts: [context],
      key: s.path,
    })),
  );
