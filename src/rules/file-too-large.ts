import { MAX_FILE_BYTES } from '../core/constants.js';
import { defineMeta, type Rule } from './types.js';
import { distinct, n, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'file-too-large',
  severity: 'error',
  category: 'partial',
  title: 'Memory file over 4 MiB',
  why: 'Claude Code skips an instruction file over 4,194,304 bytes entirely, without a warning.',
  fix: 'Split the file into smaller files, or move reference material out of memory and link to it.',
});

export const check: Rule['check'] = ({ side }) =>
  distinct(
    skipsFor(side, 'too-large').map(({ skip: s, context, from }) => ({
      message: `${s.path} is over 4 MiB (${n(MAX_FILE_BYTES)} bytes); Claude Code skips it entirely`,
      locations: from ? [{ path: s.path }, from] : [{ path: s.path }],
      contexts: [context],
      key: s.path,
    })),
  );
