import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, lineOfText } from './util.js';

export const meta = defineMeta({
  id: 'rule-matches-everything',
  severity: 'notice',
  category: 'info',
  title: 'Path-scoped rule matches every file',
  why: "The rule's globs match every path, yet it is attached only after a file is read: it does not survive /compact the way an unconditional rule does.",
  fix: 'Drop `paths:` to load the rule at launch, or narrow the globs.',
});

export const check: Rule['check'] = async ({ side }) => {
  const hits: Hit[] = [];
  for (const r of side.reach) {
    // (a dead rule is rule-dead; a nested rule is lazy anyway)
    if ((r.files === 0 && r.globs.length) || !r.matchesEverything || r.nested) continue;
    hits.push({
      message: `${r.path} matches every file (${r.globs.join(', ')}) but is attached only after a file is read and does not survive /compact`,
      locations: [{ path: r.path, line: lineOfText(await side.read(r.path), r.written[0] ?? r.globs[0]) }],
      contexts: [],
      key: 'all',
    });
  }
  return distinct(hits);
};
