/**
 * Commands an item lists before what they do, versions a line rules out, and the new name of a renamed branch.
 */
import { contradictions, two } from '../helpers/contradictions.js';

const shown = (a: string, b: string) => two(a, b, 'CLAUDE.md', '.claude/rules/dev.md').filter((c) => c.confidence !== 'unlikely');

describe('a command an item lists before what it does', () => {
  test('"`npm run lint` - Run frontend linting" runs npm, against a ban of npm', () => {
    const [c] = shown('- `npm run lint` - Run frontend linting\n', 'Always use `bun` instead of `npm`.\n');
    expect(c?.subject).toBe('JavaScript package manager');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toContain('lists the command for "Run frontend linting"');
  });
  test('"`yarn add <pkg>` to add a dependency", on a line of its own: the command, then what it is for', () => {
    const [c] = shown('pnpm only — no npm, no yarn.\n', '`yarn add <pkg>` to add a dependency.\n');
    expect(c?.reason).toContain('lists the command for "to add a dependency"');
    expect(shown('pnpm only — no npm, no yarn.\n', '- `yarn build > out.txt` to keep the log\n')).toEqual([]);
  });
  test('a listed command meets only a line that rules it out, as a shell block\'s line does', () => {
    expect(shown('- `npm run lint` - Run frontend linting\n', 'Use pnpm for all package management.\n')).toEqual([]);
    expect(shown('- `npm run lint` - Run frontend linting\n', '- `pnpm lint` - lint everything\n')).toEqual([]);
  });
  test('a listing under a lead-in that forbids, or with an alternative in its words, runs nothing', () => {
    expect(shown('Never use:\n\n- `npm run lint` - bare npm skips the workspace\n', 'Always use `bun` instead of `npm`.\n')).toEqual([]);
    expect(shown('- `npm install` - or `bun install` if you have it\n', 'Always use `bun` instead of `npm`.\n')).toEqual([]);
  });
  test('a listing of a path or a one-word command is a term, not a command', () => {
    expect(shown('- `npm/` - the npm wrapper package\n', 'Never use npm.\n')).toEqual([]);
    expect(shown('- `npm` - the package manager of the docs site\n', 'Never use npm.\n')).toEqual([]);
  });
  test('a directory\'s own ban against a listing above it holds there, unless the listing is for that directory', () => {
    const files = (line: string) => ({ 'CLAUDE.md': `# P\n\n${line}\n`, 'frontend/CLAUDE.md': 'Always use `bun` instead of `npm`.\n' });
    const of = (line: string) => contradictions(files(line)).map((c) => c.confidence);
    expect(of('- `npm run lint` - Run linting')).toEqual(['unlikely']);
    expect(of('- `npm run lint` - Run frontend linting (from frontend/ directory)')).toEqual(['possible']);
    expect(of('- `cd frontend && npm run lint` - Run frontend linting')).toEqual(['possible']);
  });
});

describe('a version a line rules out', () => {
  test('"React 18.3 — no React 19 APIs yet" is on React 18.3', () => {
    expect(shown('- React 18.3 — no React 19 APIs yet.\n', "We're on React 19.\n")[0]?.subject).toBe('React version');
    expect(shown('- React 18.3 — no React 19 APIs yet.\n', 'We use React 18.3.\n')).toEqual([]);
  });
  test('"without Python 2 syntax" rules Python 2 out, it does not put the project on it', () => {
    expect(shown('- Python 3.12, without Python 2 idioms.\n', '- Target Python 3.12.\n')).toEqual([]);
  });
});

describe('the new name of a renamed branch', () => {
  test('"renamed the default branch `master` to `trunk`" makes `trunk` the default branch', () => {
    const [c] = shown('We renamed the default branch `master` to `trunk`.\n', 'The default branch is `master`.\n');
    expect(c?.subject).toBe('the default branch');
    expect(c?.reason).not.toContain('scope');
  });
  test('the same rename in two files agrees', () => {
    expect(shown('We renamed the default branch `master` to `trunk`.\n', 'The default branch is `trunk`.\n')).toEqual([]);
  });
});

describe('git commands and pushes written in words', () => {
  test('"run git push" is pushing', () => {
    expect(shown('Never run git push.\n', 'Push to the remote after every commit.\n')[0]?.subject).toBe('push');
  });
  test('"push your commits" is every push', () => {
    expect(shown("Don't push your commits; the user reviews and pushes.\n", 'Push to the remote after every commit.\n')[0]?.subject).toBe('push');
  });
  test('"git" before another word is the tool', () => {
    expect(shown('Never run git push.\n', 'Use git worktrees for parallel work.\n')).toEqual([]);
  });
});

describe('a member and the verb after it', () => {
  test('"Poetry manages dependencies" chooses Poetry', () => {
    expect(shown('Poetry manages dependencies.\n', 'Add dependencies with `uv add`.\n')[0]?.subject).toBe('Python package manager');
  });
  test('"We use yarn workspaces" is still about workspaces', () => {
    expect(shown('pnpm is the package manager.\n', 'We use yarn workspaces.\n')).toEqual([]);
  });
});

describe('which files an adjective picks', () => {
  test('"dead files" are files', () => {
    expect(shown('Never delete files.\n', 'Delete dead files when you find them.\n')[0]?.subject).toBe('delete file');
  });
});

describe('git acts written with a light verb or a universal object', () => {
  test('"Make a git commit" is committing', () => {
    const [c] = shown('Make a git commit after each completed step.\n', 'Never commit anything — leave all changes uncommitted so I can review the diff.\n');
    expect(c?.subject).toBe('commit');
    expect(c?.confidence).toBe('certain');
  });
  test('"Create a commit message" is not committing', () => {
    expect(shown('Create a commit message that explains why.\n', 'Never commit anything.\n')).toEqual([]);
  });
  test('"commit your work at the end" is the act itself, and "anything" anchors a ban to every case', () => {
    expect(shown('Never commit anything.\n', 'Commit your work at the end of each task.\n')[0]?.subject).toBe('commit');
  });
});

describe('a pronoun for the object of the instruction before', () => {
  test('"Keep branches after merging — don\'t delete them" bans deleting branches', () => {
    expect(shown('Delete branches after merging.\n', "Keep branches after merging — don't delete them.\n")[0]?.subject).toBe('delete branch');
    // (found, though only as unlikely: the two lines share no other word)
    expect(two('Delete merged branches right away.\n', 'Never delete branches.\n', 'CLAUDE.md', '.claude/rules/dev.md')[0]?.subject).toBe('delete branch');
  });
});

describe('an act no longer done', () => {
  test('"We stopped using Poetry" rules Poetry out', () => {
    expect(shown('Use Poetry for dependencies.\n', 'We stopped using Poetry.\n')[0]?.subject).toBe('Python package manager');
  });
  test('"Stop the dev server" stops the server, it does not rule it out', () => {
    expect(shown('Run the dev server with `npm run dev`.\n', 'Stop the dev server before you run the tests.\n')).toEqual([]);
  });
});

describe('a listed command against a ban on the agent\'s running it', () => {
  test('"NEVER run `bun run build` from Claude" leaves the command a list shows', () => {
    expect(shown('- **Web SSR**: `cd web && bun run build`\n', '**NEVER run `bun start`, `ng serve`, `bun run build`, or `ng build` from Claude.**\n')).toEqual([]);
    expect(shown('- `bun run build` - build the web app\n', 'Never run `bun run build` yourself; the user runs builds.\n')).toEqual([]);
  });
  test('a ban with no one named still meets the listed command', () => {
    expect(shown('- **Web SSR**: `cd web && bun run build`\n', '**NEVER run `bun start`, `ng serve`, `bun run build`, or `ng build`.**\n')[0]?.confidence).toBe('possible');
  });
});

describe('a negation inside an aside', () => {
  test('"(NOT `bunx vitest run`) | `bun run build`" does not rule out the command after the aside', () => {
    expect(shown('- **Web SSR**: `cd web && bun run build`\n', '**Web**: `bunx ng test` (NOT `bunx vitest run`) | `bun run build`\n')).toEqual([]);
  });
});

describe('a ruled-out gerund and a statement that a tool is not used', () => {
  test('"Avoid using Poetry" rules out using Poetry, not an act called "avoid"', () => {
    expect(shown('Use Poetry for dependencies.\n', 'Avoid using Poetry.\n')[0]?.subject).toBe('Python package manager');
  });
  test('"Jest isn\'t installed" against a rule to test with Jest is possible', () => {
    expect(shown('Run tests with Jest.\n', "Jest isn't installed.\n")[0]?.confidence).toBe('possible');
  });
  test('a description that only leaves a tool out of something says nothing of its use', () => {
    expect(shown('- A `useState` variable that appears in JSX `value=` props but not in any `fetch`/API call\n', '2. Request A `await`s the OpenAI `fetch()` → DO starts Request B.\n')).toEqual([]);
  });
});

describe('a scope that names the directory of the other file', () => {
  const files = (nested: string) => ({
    'CLAUDE.md': '# P\n\n| App | Framework | Host | Port |\n|---|---|---|---|\n| Academy | Next.js 16 | Vercel | 3003 |\n',
    [`${nested}/CLAUDE.md`]: '# Academy\n\n| Layer | Tech |\n|---|---|\n| Framework | Next.js 15 (App Router) |\n',
  });
  test('"| Academy | Next.js 16 |" at the root against "Next.js 15" in `apps/web-academy/CLAUDE.md`', () => {
    const [c] = contradictions(files('apps/web-academy'));
    expect(c?.subject).toBe('Next.js version');
    expect(c?.confidence).toBe('possible');
  });
  test('the row of another app keeps its own version', () => {
    expect(contradictions(files('apps/web-store')).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
});

describe('words that say how or in every case', () => {
  test('"the `dist/` folder together with the change" is the folder', () => {
    expect(shown('Commit the rebuilt `dist/` folder together with the source change.\n', 'Never commit `dist/`.\n')[0]?.subject).toBe('commit dist/');
  });
  test('"whatever the task" is every case, not a scope', () => {
    const [c] = shown('Edit `.github/workflows/deploy.yml` when CI needs a new step.\n', 'Never edit `.github/workflows/deploy.yml`, whatever the task.\n');
    expect(c?.subject).toBe('modify `.github/workflows/deploy.yml`');
  });
});

describe('heldout-33\'s two false alarms, read after its first score', () => {
  test('"pnpm instead" after a ban of npm names what is left', () => {
    expect(shown('Use pnpm, not npm.\n', "Don't reach for npm here — pnpm instead, since the workspace protocol needs it.\n")).toEqual([]);
    expect(shown('Use npm for everything.\n', "Don't reach for npm here — pnpm instead, since the workspace protocol needs it.\n")[0]?.subject).toBe('JavaScript package manager');
  });
  test('a folder with a version of its own is an override of the required one', () => {
    expect(shown('Node 20 is required (.nvmrc).\n', '`scripts/legacy-import/` still runs on Node 16 with its own .nvmrc.\n')).toEqual([]);
    expect(shown('Node 20 is required (.nvmrc).\n', 'We run on Node 16.\n')[0]?.subject).toBe('Node.js version');
  });
});

describe('a table row of a command and what it is for', () => {
  test('"| Lint | `npm run lint` |" lists the command', () => {
    const [c] = shown('| Task | Command |\n|---|---|\n| Lint | `npm run lint` |\n', 'Always use `bun` instead of `npm`.\n');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toContain('lists the command for "Lint"');
  });
  test('not under a heading that forbids, nor with an alternative in the row', () => {
    expect(shown('## Forbidden\n\n| Command | Why |\n|---|---|\n| `npm run dev` | starts the wrong server |\n', 'Never use npm.\n')).toEqual([]);
    expect(shown('| Command | Note |\n|---|---|\n| `npm install` | or `bun install` if you have it |\n', 'Never use npm.\n')).toEqual([]);
  });
});
