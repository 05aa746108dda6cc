import { defineMeta, type Rule } from './types.js';
import { distinct, launchDirOf, skipsFor } from './util.js';

export const meta = defineMeta({
  id: 'import-needs-approval',
  severity: 'warning',
  category: 'waiting',
  title: 'Import outside the launch directory',
  why: 'Imports that resolve outside the launch directory are external: Claude Code drops them unless the user approved external imports interactively (never in `-p`, CI or IDE hosts).',
  fix: 'Move the imported file under the directory Claude Code is launched from, or import it from a file in that directory.',
});

export const check: Rule['check'] = ({ side }) =>
  distinct(
    skipsFor(side, 'import-outside-launch-dir').map(({ skip: s, context, at }) => ({
      message: `import of ${s.path} from ${s.from?.path ?? '?'} resolves outside the launch directory (${launchDirOf(side, context)}); Claude Code drops it unless external imports were approved interactively`,
      locations: [at],
      contexts: [context],
      key: s.path,
    })),
  );
