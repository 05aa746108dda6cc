/**
 * A check fails only on lines the detector reads whole: a clash read from a long line (an item or a wrapped
 * paragraph of more than 25 words) is `possible`, with the reason, since its other sentences may qualify it.
 */
import { two } from '../helpers/contradictions.js';

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

describe('commands in code blocks and global installs', () => {
  test('the commands of a shell code block are not read', () => {
    const block = '```sh\nnpm install\nnpm start   # local mode\n```\n';
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
  test('so is the command after "needs no X:"', () => {
    expect(two("**Local-only testing** needs no Cloudflare: `pnpm dev` with `hub: { db: 'sqlite' }`.\n", '- Run `pnpm dev` to start the dev server.\n')).toEqual([]);
  });
  test('a ban of the command beside such a check is still a ban', () => {
    expect(two('- Never run `bun run typecheck`; verify no type errors in the editor.\n', '- Run `bun run typecheck` before pushing.\n')[0]?.kind).toBe('polarity');
  });
});

describe('a series under "never" and quotations', () => {
  test('"NEVER simplify logic, create stubs, use placeholders, or deliver partial implementations" bans every member', () => {
    expect(two('**NEVER** simplify logic, add TODO/FIXME/HACK, create stubs, use placeholders, alter existing logic to avoid complexity, reduce scope, skip edge cases, or deliver partial implementations.\n', '4. **NEVER use placeholders** — no `// placeholder`, no `return 0; // fixme`\n')).toEqual([]);
  });
  test('what two lines say of two quotations is about two things', () => {
    expect(two('**"I think this might be the problem" is NOT acceptable.**\n', '**"Source X does Y at file:line, we do Z, the difference causes W" IS acceptable.**\n')).toEqual([]);
  });
  test('a ban in a series still meets an instruction to do it', () => {
    expect(two('- NEVER simplify logic, create stubs, use placeholders, or deliver partial implementations.\n', '- Always use placeholders.\n')[0]?.kind).toBe('polarity');
  });
});

describe('"no one" as the subject', () => {
  test('"No one should push directly to main" agrees with "Never push directly to main"', () => {
    expect(two('- No one should push directly to main.\n', '- Never push directly to main.\n')).toEqual([]);
  });
  test('and still meets an instruction to push to main', () => {
    expect(two('- No one should push directly to main.\n', '- Always push directly to main.\n')[0]?.kind).toBe('polarity');
  });
});
