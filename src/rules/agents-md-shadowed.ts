import { defineMeta, type Rule } from './types.js';
import { distinct, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'agents-md-shadowed',
  severity: 'notice',
  category: 'info',
  title: 'AGENTS.md shadowed by CLAUDE.md',
  why: 'With a CLAUDE.md in the same launch chain, Claude Code does not read AGENTS.md (default agents-md mode).',
  fix: 'Import it from CLAUDE.md with `@AGENTS.md` if Claude should read it.',
});

export const check: Rule['check'] = ({ side }) => {
  // an AGENTS.md the CLAUDE.md imports is read after all
  const loadedIn = (context: string, path: string) => side.contexts.find((c) => c.id === context)?.sources.some((s) => s.path === path) ?? false;
  return distinct(
    skipsFor(side, 'agents-md-shadowed')
      .filter(({ skip: s, context }) => !loadedIn(context, s.path))
      .map(({ skip: s, context }) => ({
        message: `${s.path} is not read: a CLAUDE.md in the same launch chain takes precedence`,
        locations: [{ path: s.path, line: 1 }],
        contexts: [context],
        key: s.path,
      })),
  );
};
