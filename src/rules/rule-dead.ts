import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, lineOfText } from './util.js';

export const meta = defineMeta({
  id: 'rule-dead',
  severity: 'warning',
  category: 'partial',
  title: 'Path-scoped rule matches no file',
  why: 'A path-scoped rule whose globs match no file in the repository never loads.',
  fix: 'Fix the globs (they are matched relative to the directory containing `.claude/`), or delete the rule.',
});

export const check: Rule['check'] = async ({ side }) => {
  const hits: Hit[] = [];
  for (const r of side.reach) {
    if (r.files !== 0 || !r.globs.length) continue;
    hits.push({
      message: `${r.path} applies to no file: ${r.globs.map((g) => '`' + g + '`').join(', ')} match nothing under ${r.base === '.' ? 'the repository root' : r.base + '/'}`,
      locations: [{ path: r.path, line: lineOfText(await side.read(r.path), r.written[0] ?? r.globs[0]) }],
      contexts: [],
      key: 'dead',
    });
  }
  return distinct(hits);
};
