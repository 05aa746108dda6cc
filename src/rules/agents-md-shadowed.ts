import { defineMeta, type Rule } from './types.js';
import { distinct, skipsFor, textOf } from './util.js';

export const meta = defineMeta({
  id: 'agents-md-shadowed',
  severity: 'notice',
  category: 'info',
  title: 'AGENTS.md shadowed by CLAUDE.md',
  why: 'With a CLAUDE.md in the same launch chain, Claude Code does not read AGENTS.md (default agents-md mode).',
  fix: 'Import it from CLAUDE.md with `@AGENTS.md` if Claude should read it.',
});

export const check: Rule['check'] = async ({ side }) => {
  const context = (id: string) => side.contexts.find((c) => c.id === id);
  const hits = [];
  for (const { skip: s, context: id } of skipsFor(side, 'agents-md-shadowed')) {
    const loaded = context(id)?.sources ?? [];
    // an AGENTS.md the CLAUDE.md imports is read after all
    if (loaded.some((x) => x.path === s.path)) continue;
    // and so is one whose text a loaded file already is (a CLAUDE.md that is a symlink to it)
    const text = (await textOf(side, s.path))?.trim();
    if (text && loaded.some((x) => side.sources.get(x.path)?.raw?.trim() === text)) continue;
    hits.push({ message: `${s.path} is not read: a CLAUDE.md in the same launch chain takes precedence`, locations: [{ path: s.path, line: 1 }], contexts: [id], key: s.path });
  }
  return distinct(hits);
};
