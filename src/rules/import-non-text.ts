import { defineMeta, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'import-non-text',
  severity: 'warning',
  category: 'partial',
  title: 'Import of a non-text file',
  why: 'Imports are followed only for text extensions; other files are dropped silently.',
  fix: 'Import a text file (.md, .txt, source code) instead.',
});

export const check: Rule['check'] = ({ side }) =>
  distinct(
    skipsFor(side, 'non-text-extension').map(({ skip: s, context, at }) => ({
      message: `${s.path} is not a text file extension Claude Code imports`,
      locations: [at],
      contexts: [context],
      key: s.path,
    })),
  );
