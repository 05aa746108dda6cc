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
