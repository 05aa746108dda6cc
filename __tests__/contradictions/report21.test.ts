/**
 * Scopes the files give a line: a rule with `paths:` holds for the files its globs match; a noun after two
 * coordinated names belongs to both; a sentence that states one member and forbids another prescribes it; a width
 * that names nothing it measures is about its heading; and "N things/second" is a rate, not a duration.
 */
import { contradictions, two } from '../helpers/contradictions.js';

const rule = (globs: string[], body: string): string => `---\npaths:\n${globs.map((g) => `  - "${g}"`).join('\n')}\n---\n\n# Rules\n\n${body}`;

describe('a rule with paths: is scoped to its globs', () => {
  test('against a file without paths it is a narrower rule, as a directory file is: possible', () => {
    const [c] = contradictions({ 'CLAUDE.md': '- Use pnpm for all package management.\n', '.claude/rules/legacy.md': rule(['legacy/**'], '- Always use npm to install dependencies.\n') });
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/\.claude\/rules\/legacy\.md:\d+ is in a rule for `legacy`/);
  });
  test('two rules for different paths each hold for their own files: possible', () => {
    const [c] = contradictions({
      '.claude/rules/web.md': rule(['apps/web/**'], '- Max 400 lines per file.\n'),
      '.claude/rules/ai.md': rule(['apps/server/ai-service/**'], '- **File size**: max 300 lines/file — split service if exceeded\n'),
    });
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/rules for different paths/);
  });
  test('two rules for the same paths, or rules without paths, are not narrowed', () => {
    expect(contradictions({ '.claude/rules/a.md': rule(['src/**'], '- Max 400 lines per file.\n'), '.claude/rules/b.md': rule(['src/**'], '- Max 300 lines per file.\n') })[0]?.confidence).toBe('certain');
    expect(contradictions({ '.claude/rules/a.md': '- Max 400 lines per file.\n', '.claude/rules/b.md': '- Max 300 lines per file.\n' })[0]?.confidence).toBe('certain');
  });
  test('paths: in a file that is not a rule is not a scope', () => {
    expect(two('- Use pnpm for all package management.\n', rule(['legacy/**'], '- Always use npm to install dependencies.\n'))[0]?.confidence).toBe('certain');
  });
});

describe('a noun after two coordinated names', () => {
  test("\"Bun and Web Platform built-ins\" are Bun's built-ins, not Bun as the package manager", () => {
    const [c] = two('- Prefer Bun and Web Platform built-ins before adding third-party dependencies.\n', '- Never use Bun to install dependencies.\n');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/about bun built-ins/);
  });
  test('a second name followed by a preposition leaves the first one chosen', () => {
    expect(two('- Use pnpm and Turborepo for every build.\n', '- Always use npm to install dependencies.\n')[0]?.confidence).toBe('certain');
  });
});

describe('a sentence that states one member and forbids another prescribes the one it states', () => {
  test('"Dependencies are managed with Poetry; do not use pip directly" against "Use pip install" is certain', () => {
    expect(two('- Use `pip install -r requirements.txt`.\n', '- Dependencies are managed with Poetry; do not use pip directly.\n')[0]?.confidence).toBe('certain');
  });
  test('a statement alone stays a description: against another file of the same level, possible', () => {
    expect(two('- Install dependencies with pip.\n', '- Dependencies are managed with Poetry.\n')[0]?.confidence).toBe('possible');
    expect(two('- Install dependencies with pip.\n', '- Dependencies are managed with Poetry.\n', 'CLAUDE.md', 'tools/CLAUDE.md')[0]?.confidence).toBe('unlikely');
  });
});

describe('a number that names nothing it measures', () => {
  test('"Wrap at 72 characters" under a commit-body heading is not about code lines: unlikely', () => {
    const [c] = two('## Formatting\n\n- **Line Length:** Each line must be a maximum of 88 characters long.\n', '# Commits\n\n#### Body\n\n- Separate it from the subject with a blank line\n- Wrap at 72 characters\n');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/names nothing it measures and is under a heading about body/);
  });
  test('with no heading above it, it is compared as a line length', () => {
    expect(two('- Keep every line under 100 characters.\n', '- Wrap at 72 characters.\n')[0]?.confidence).toBe('certain');
  });
});

describe('a rate is not a duration', () => {
  test('"100K bids/second throughput" does not meet "Bid Processing: < 5ms"', () => {
    expect(two('- Bid processing: 100K bids/second throughput\n', '- Bid Processing: < 5ms\n')).toHaveLength(0);
  });
  test('a duration after a modifier is still a duration', () => {
    expect(two('- Wait 30 full seconds before retrying a request.\n', '- Wait 60 seconds before retrying a request.\n')[0]?.kind).toBe('numeric');
  });
});
