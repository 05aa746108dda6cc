import { defineMeta, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'empty-file',
  severity: 'notice',
  category: 'info',
  title: 'Empty memory file',
  why: 'A memory file with no content after frontmatter and comments is skipped, and its imports are not followed.',
  fix: 'Add content or delete the file.',
});

export const check: Rule['check'] = ({ side }) =>
  distinct(
    skipsFor(side, 'empty').map(({ skip: s, context }) => ({
      message: `${s.path} is empty after frontmatter and comments${s.detail ? `; ${s.detail}` : ''}`,
      locations: [{ path: s.path, line: 1 }],
      contexts: [context],
      key: s.path,
    })),
  );
