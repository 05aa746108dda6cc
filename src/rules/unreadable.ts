import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'unreadable',
  severity: 'warning',
  category: 'uncertain',
  title: 'File could not be evaluated',
  why: 'A memory file could not be read (not a regular file, symlink loop, or outside the repository).',
  fix: 'Replace it with a regular file inside the repository.',
});

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  for (const { skip: s, context, from } of skipsFor(side, 'not-regular-file', 'symlink-loop', 'outside-root')) {
    if (s.reason === 'outside-root') {
      // an import of a path outside the repository is import-outside-repo
      if (!from) hits.push({ message: `${s.path} is a symlink that points outside the repository; it is not read`, locations: [{ path: s.path }], contexts: [context], key: s.path });
    } else hits.push({ message: `${s.path}: ${s.reason === 'symlink-loop' ? 'symlink loop' : 'not a regular file'}; not loaded`, locations: [{ path: s.path }], contexts: [context], key: s.path });
  }
  return distinct(hits);
};
