import { defineMeta, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'excluded',
  severity: 'notice',
  category: 'info',
  title: 'File excluded by claudeMdExcludes',
  why: 'The settings exclude this memory file from loading.',
  fix: 'Remove the pattern from claudeMdExcludes if the file should load.',
});

export const check: Rule['check'] = ({ side }) =>
  distinct(
    skipsFor(side, 'excluded').map(({ skip: s, context }) => ({
      message: `${s.path} is excluded by claudeMdExcludes`,
      locations: [{ path: s.path, line: 1 }],
      contexts: [context],
      key: s.path,
    })),
  );
