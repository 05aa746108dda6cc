/**
 * An aside in parentheses, a past tense after "we", and the program a command line starts.
 */
import { two } from '../helpers/contradictions.js';

describe('an aside in parentheses has its own verb', () => {
  test('"Write new code against Kotlin 2.0 (the K2 compiler is enabled)" still prescribes Kotlin 2.0', () => {
    const found = two('- Write new code against Kotlin 2.0 (the K2 compiler is enabled).\n', '- Target Kotlin 1.9 for all modules.\n');
    expect(found[0]?.kind).toBe('version');
  });
  test('"Node.js 20 (see `.nvmrc`)" states the version', () => {
    expect(two('- Node.js 20 (see `.nvmrc`).\n', '- Use Node.js 22 for every package.\n')[0]?.kind).toBe('version');
  });
  test('and the same versions in both agree', () => {
    expect(two('- Node.js 22 (see `.nvmrc`).\n', '- Use Node.js 22 for every package.\n')).toEqual([]);
  });
});

describe('a past tense after "we" is the verb', () => {
  test('"We\'ve upgraded to React 19" states the version in use', () => {
    expect(two('- React 18 only.\n', "- We've upgraded to React 19.\n")[0]?.kind).toBe('version');
  });
  test('"We upgraded from React 18 to React 19" is history, not React 18 in use', () => {
    expect(two('- Use React 19.\n', '- We upgraded from React 18 to React 19.\n')).toEqual([]);
  });
  test('a past participle as an adjective is still one ("Re-run the failed jobs")', () => {
    expect(two('- Never re-run the failed jobs by hand.\n', '- We tested the failed jobs.\n')).toEqual([]);
  });
});

describe('a command line uses the program that starts it', () => {
  test('a ban of `sudo` meets `sudo apt-get install`', () => {
    const [c] = two('- Never use `sudo`.\n', '- Install missing system packages with `sudo apt-get install -y <pkg>`.\n');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('certain');
  });
  test('a ban of `npx` meets `npx prisma generate`', () => {
    expect(two('- Never use `npx`.\n', '- Run `npx prisma generate` after editing the schema.\n')[0]?.kind).toBe('polarity');
  });
  test('a ban of the command run through the launcher is not a ban of the launcher', () => {
    expect(two('- Never run bare `nx`: it may not resolve.\n', '- Build with `pnpm nx build web`.\n')).toEqual([]);
    expect(two('- Do not run `npx eslint`; run `pnpm eslint`.\n', '- Run `npx prisma generate` after editing the schema.\n')).toEqual([]);
  });
  test('a ban of one command line is not a ban of its program', () => {
    expect(two('- Never run `sudo rm -rf /`.\n', '- Install missing system packages with `sudo apt-get install -y <pkg>`.\n')).toEqual([]);
  });
});
