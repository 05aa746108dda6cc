import { defineMeta, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'import-too-deep',
  severity: 'warning',
  category: 'partial',
  title: 'Import beyond four hops',
  why: 'Claude Code follows imports at most four hops deep; deeper files are dropped silently.',
  fix: 'Import the file from a shallower file.',
});

export const check: Rule['check'] = ({ side }) =>
  distinct(
    skipsFor(side, 'import-too-deep').map(({ skip: s, context, at }) => ({
      message: `${s.path} is imported ${s.detail ?? 'too deep'}; Claude Code stops after four hops`,
      locations: [at],
      contexts: [context],
      key: s.path,
    })),
  );
