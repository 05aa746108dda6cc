import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, lineOfKey } from './util.js';

export const meta = defineMeta({
  id: 'rule-unknown-key',
  severity: 'warning',
  category: 'partial',
  title: 'Rule frontmatter key Claude Code ignores',
  why: 'Claude Code reads only `paths:` from rule frontmatter; keys from other tools (`globs:`, `alwaysApply:`, `applyTo:`) are ignored, so the rule loads unconditionally.',
  fix: 'Use `paths:` with a list of globs.',
  lowered: { severity: 'notice', when: 'the rule also has `paths:`, so it is scoped as intended and the key is only ignored' },
});

/** Scoping keys of other tools' rule formats (Cursor, Copilot, Windsurf, …). */
const FOREIGN_KEYS = new Set(['globs', 'alwaysApply', 'applyTo', 'include', 'files', 'glob', 'path', 'pattern', 'patterns', 'trigger']);

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  const scoped = new Set(side.reach.map((r) => r.path));
  for (const [path, e] of side.sources) {
    const keys = e.source.frontmatterKeys;
    if ((e.source.scope !== 'rule' && !scoped.has(path)) || !keys) continue;
    const hasPaths = keys.includes('paths');
    for (const k of keys.filter((x) => FOREIGN_KEYS.has(x)))
      hits.push({
        message: `\`${k}:\` in ${path} is not read by Claude Code${hasPaths ? '' : '; without `paths:` the rule loads in every session'}`,
        locations: [{ path, line: lineOfKey(e.raw, k) }],
        contexts: e.contexts,
        key: k,
        ...(hasPaths ? { lowered: true } : {}),
      });
  }
  return distinct(hits);
};
