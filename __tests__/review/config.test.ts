import { main } from '../../src/cli/index.js';
import { ConfigError, parseConfig } from '../../src/core/config.js';
import { gitRepo, runCli } from '../helpers/gitRepo.js';

/**
 * Every glob of the configuration is given to picomatch by the review (launch entries, ignore, decisions'
 * entries, budget contexts). A pattern picomatch can take exponential time on, or never return from, is a
 * configuration error naming the file, the key and the reason.
 */
const WILD = '*a*b*c*d.md';
const SLASHES = 'docs\\\\\\\\';

describe('configuration globs are checked before picomatch sees them', () => {
  test.each<[string, string, string, RegExp]>([
    ['entries (list)', `entries:\n  - packages/*\n  - "${WILD}"\n`, 'entries[1]', /more than 2 wildcards in one path segment/],
    ['entries (single string)', `entries: "${WILD}"\n`, 'entries', /more than 2 wildcards/],
    ['ignore', `ignore:\n  - "vendor/**"\n  - 'x/${SLASHES}'\n`, 'ignore[1]', /run of backslashes/],
    ['decisions[].entries', `decisions:\n  - id: d\n    text: Use pnpm.\n    entries: ["apps/${WILD}"]\n`, 'decisions[0].entries[0]', /more than 2 wildcards/],
    ['budgets[].context', `budgets:\n  - context: "launch:${WILD}"\n    tokens: 10\n`, 'budgets[0].context', /more than 2 wildcards/],
    ['extglobs count as wildcards', `ignore: "+(a)*(b)@(c)x.md"\n`, 'ignore', /more than 2 wildcards/],
  ])('%s', (_n, yml, key, why) => {
    let err: unknown;
    try {
      parseConfig(yml, 'cfg.yml');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const e = err as ConfigError;
    expect(e.file).toBe('cfg.yml');
    expect(e.key).toBe(key);
    expect(e.message.startsWith(`cfg.yml: ${key}: "`)).toBe(true);
    expect(e.message).toMatch(why);
  });

  test('ordinary globs are accepted unchanged', () => {
    const c = parseConfig(
      'entries: ["packages/*", "apps/**/web"]\nignore: ["vendor/**", "**/*.generated.md", "docs/{a,b}/*.md"]\n' +
        'decisions:\n  - id: d\n    text: Use pnpm.\n    entries: ["packages/*"]\nbudgets:\n  - context: "dir:*"\n    chars: 100\n',
    );
    expect(c.entries).toEqual(['packages/*', 'apps/**/web']);
    expect(c.ignore).toEqual(['vendor/**', '**/*.generated.md', 'docs/{a,b}/*.md']);
    expect(c.decisions[0].entries).toEqual(['packages/*']);
    expect(c.budgets[0].context).toBe('dir:*');
  });

  test('a long risky pattern is quoted shortened in the message', () => {
    const long = 'x'.repeat(300) + WILD;
    expect(() => parseConfig(`ignore: "${long}"\n`)).toThrow(/ignore: "x{119}…" has more than 2 wildcards/);
  });

  test('check: a risky glob in the repository configuration → exit 2 naming the file and key, no stack trace', async () => {
    const { root } = gitRepo({ '.github/memory-review.yml': `ignore:\n  - "${WILD}"\n`, 'CLAUDE.md': '# R\n' });
    const r = await runCli(main, ['check', '--root', root]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^memory-review: configuration error: \.github\/memory-review\.yml: ignore\[0\]: "\*a\*b\*c\*d\.md" has more than 2 wildcards/);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.out).toBe('');
  });
});
