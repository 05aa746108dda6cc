import { defineMeta, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'symlink-outside',
  severity: 'warning',
  category: 'waiting',
  title: 'Symlink outside the launch directory',
  why: 'Symlinked rules that point outside the launch directory are gated behind the external-import approval.',
  fix: 'Replace the symlink with the file, or launch from a directory that contains its target.',
});

export const check: Rule['check'] = ({ side }) =>
  distinct(
    skipsFor(side, 'symlink-outside-launch-dir').map(({ skip: s, context }) => ({
      message: `${s.path} is a symlink ${s.detail ?? ''} outside the launch directory; it loads only after interactive approval`,
      locations: [{ path: s.path }],
      contexts: [context],
      key: s.path,
    })),
  );
