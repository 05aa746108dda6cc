import { defineMeta, type Hit, type Rule } from './types.js';
import { contextsOf, distinct, frontmatterRange, textOf } from './util.js';

export const meta = defineMeta({
  id: 'rule-frontmatter-unparsable',
  severity: 'error',
  category: 'partial',
  title: 'Rule frontmatter does not parse',
  why: 'When the YAML frontmatter of a rule cannot be parsed, Claude Code ignores `paths:` and loads the rule in every session.',
  fix: 'Quote glob patterns that start with `*`, `{` or `[` (e.g. `- "**/*.ts"`), and check the YAML.',
});

export const check: Rule['check'] = async ({ side }) => {
  const hits: Hit[] = [];
  for (const w of side.warnings) {
    if (w.kind !== 'frontmatter-unparsable') continue;
    const raw = await textOf(side, w.path);
    const fm = raw ? frontmatterRange(raw) : undefined;
    // only a rule that meant to be path-scoped loads more than it should
    const hasPaths = raw ? /^\s*paths\s*:/m.test(raw.split('\n').slice(0, fm?.end ?? 0).join('\n')) : false;
    if (!hasPaths) continue;
    hits.push({
      message: `the frontmatter of ${w.path} does not parse (${w.detail.split('\n')[0]}); its \`paths:\` are ignored and the rule loads in every session`,
      locations: [{ path: w.path, line: 1, endLine: fm?.end }],
      contexts: contextsOf(side, w.path),
      key: 'fm',
    });
  }
  return distinct(hits);
};
