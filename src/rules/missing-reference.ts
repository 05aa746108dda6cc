import { defineMeta, type Hit, type Rule } from './types.js';

export const meta = defineMeta({
  id: 'missing-reference',
  severity: 'notice',
  category: 'info',
  title: 'Memory names a path that does not exist',
  why: 'A loaded memory file names a repository path that does not exist.',
  fix: 'Update or remove the reference.',
});

export const check: Rule['check'] = ({ side, base }) => {
  const hits: Hit[] = [];
  for (const r of side.references) {
    // a path the base had is stale-reference; an unanchored code span is likely not meant as a path
    if (r.resolved || !r.anchored) continue;
    if (base && r.candidates.some((c) => base.fileSet.has(c) || base.dirs.has(c))) continue;
    hits.push({ message: `${r.from}:${r.line} names \`${r.raw}\`, which does not exist in the repository`, locations: [{ path: r.from, line: r.line }], contexts: [...(side.sources.get(r.from)?.contexts ?? [])], key: r.candidates[0] });
  }
  return hits;
};
