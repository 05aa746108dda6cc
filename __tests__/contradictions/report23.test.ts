/**
 * A check fails only on lines the detector reads whole: a clash read from a long line (an item or a wrapped
 * paragraph of more than 25 words) is `possible`, with the reason, since its other sentences may qualify it.
 */
import { findingsIn, two } from '../helpers/contradictions.js';

describe('a long line is at most possible', () => {
  const long = '- Do not use npm to install dependencies here: the lockfile is pnpm-lock.yaml and the CI job runs a frozen install, so a stray package-lock.json breaks the build for everyone else on the team.\n';
  test('a short ban against a short instruction is certain', () => {
    expect(two('- Do not use npm to install dependencies.\n', '- Always use npm to install dependencies.\n')[0]?.confidence).toBe('certain');
  });
  test('the same ban in a long item is possible, and says why', () => {
    const c = two(long, '- Always use npm to install dependencies.\n')[0];
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/CLAUDE\.md:1 is a long line \(3\d words\), whose other sentences may qualify what it says/);
  });
  test('a sentence wrapped over several lines counts the words of its lines', () => {
    const wrapped = 'The release tooling pins every version and rewrites the lockfile. Do not use npm to install\ndependencies. It runs on every merge and its lockfile is the one the deploy reads.\n';
    expect(two(wrapped, '- Always use npm to install dependencies.\n')[0]?.confidence).toBe('possible');
  });
  test('code spans count as one word each', () => {
    const spans = '- Never run `npm install --save-exact --legacy-peer-deps --no-audit --no-fund` for dependencies.\n';
    expect(two(spans, '- Run `npm install --save-exact --legacy-peer-deps --no-audit --no-fund` for dependencies.\n')[0]?.confidence).toBe('certain');
  });
  test('the pnpm / npm pair of a style guide stays certain', () => {
    expect(two('Use pnpm for all package management.\n', 'Always use npm to install dependencies.\n', 'CLAUDE.md', 'docs/style.md')[0]?.confidence).toBe('certain');
  });
});

describe('commands in shell code blocks', () => {
  const web = '# Web\n\n```bash\nnpm install          # install deps\nnpm start            # start in local mode\n```\n';
  test('a command in a nested file’s shell block against the root’s choice is possible, and says why', () => {
    const c = two('- Use pnpm for all package management.\n', web, 'CLAUDE.md', 'apps/web/CLAUDE.md')[0];
    expect(c?.kind).toBe('exclusive-choice');
    expect(c?.confidence).toBe('possible');
    expect(c?.b.line).toBe(4);
    expect(c?.reason).toMatch(/apps\/web\/CLAUDE\.md:4 is a command in a code block/);
  });
  test('a prompt and a trailing comment are not part of the command', () => {
    const c = two('- Use pnpm for all package management.\n', '```console\n$ npm ci   # clean install\n```\n', 'CLAUDE.md', 'docs/setup.md')[0];
    expect(c?.b.text).toBe('`npm ci`');
  });
  test('a block in another language, a comment line and a commented-out command are not read', () => {
    const other = '```ts\nnpm.install("x")\n```\n\n```bash\n# npm install is what the old docs said\n# npm install\n```\n';
    expect(two('- Use pnpm for all package management.\n', other, 'CLAUDE.md', 'apps/web/CLAUDE.md')).toEqual([]);
  });
  test('output and paths in a block with no language are not read', () => {
    expect(two('- Use pnpm for all package management.\n', '```\nsrc/\n  npm-shim.ts\nnpm WARN deprecated\n```\n', 'CLAUDE.md', 'apps/web/CLAUDE.md')).toEqual([]);
  });
  test('a command in a block against its own file is not a finding', () => {
    expect(two('- Use pnpm for all package management.\n\n```bash\nnpm install\n```\n', '- Nothing here.\n')).toEqual([]);
  });
  test('the same command in two files’ blocks is not a duplicate', () => {
    const block = '```bash\npnpm install --frozen-lockfile\n```\n';
    expect(findingsIn({ 'CLAUDE.md': block, 'apps/web/CLAUDE.md': block })).toEqual([]);
  });
});

describe('shell code blocks that run several members of one family', () => {
  test('a block that runs npm and yarn chooses neither', () => {
    const block = '```sh\nnpm install\nyarn test --watch\n```\n';
    expect(two('- Always run `pnpm install` after pulling.\n', block, 'CLAUDE.md', 'docs/setup.md')).toEqual([]);
  });
  test('a global install names the package manager only as what installs a tool', () => {
    const c = two('- Install: `pnpm install` (never `npm`/`yarn`).\n', '- Run `npm install -g sonar-scanner`.\n', 'CLAUDE.md', '.claude/rules/sonar.md')[0];
    expect(c?.confidence ?? 'none').not.toMatch(/certain|possible/);
  });
});

describe('"Verify no type errors: `cmd`"', () => {
  test('the command after a check for none is how to check, not ruled out', () => {
    expect(two('3. Verify no type errors: `bun run typecheck`\n', '- Run `bun run typecheck` before pushing.\n')).toEqual([]);
  });
  test('a ban of the command beside such a check is still a ban', () => {
    expect(two('- Never run `bun run typecheck`; verify no type errors in the editor.\n', '- Run `bun run typecheck` before pushing.\n')[0]?.kind).toBe('polarity');
  });
});
