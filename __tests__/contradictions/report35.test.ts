/**
 * A table row of a label and its value, and a statement of what the indentation is.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { contradictions, two } from '../helpers/contradictions.js';

const shown = (a: string, b: string) => two(a, b, 'CLAUDE.md', '.claude/rules/dev.md').filter((c) => c.confidence !== 'unlikely');
const table = (head: string, row: string) => `# Project\n\n${head}\n| --- | --- |\n${row}\n`;

describe('a two-column table row says what "**Label:** value" says', () => {
  test('"| Package manager | npm |" under "| Tool | Choice |" chooses npm', () => {
    const [c] = shown(table('| Tool | Choice |', '| Package manager | npm (package-lock.json is committed) |'), '**Package manager:** bun. Use `bun install` for everything.\n');
    expect(c?.subject).toBe('JavaScript package manager');
    expect(c?.confidence).toBe('possible');
  });
  test('a row with no header row above it is read the same way', () => {
    expect(shown('| Unit tests | xUnit (`[Fact]`, `[Theory]`) |\n', 'Unit tests MUST use NUnit (`[Test]`).\n')[0]?.subject).toBe('.NET test framework');
  });
  test('"| Max line length | 100 |" sets the line length', () => {
    expect(shown(table('| Setting | Choice |', '| Max line length | 100 |'), 'Wrap lines at 80 characters.\n')[0]?.kind).toBe('numeric');
  });
  test('the same value in the row and in a line agrees', () => {
    expect(shown(table('| Tool | Choice |', '| Package manager | pnpm |'), 'Use pnpm for everything.\n')).toEqual([]);
  });
  test('a table that pairs old and new, or a thing with what to avoid, is not read as labels and values', () => {
    expect(shown(table('| Old | New |', '| Package manager | npm |'), 'Use pnpm for everything.\n')).toEqual([]);
    expect(shown(table('| Before | After |', '| npm | pnpm |'), 'Use npm for everything.\n')).toEqual([]);
  });
  test('a row of three cells still says only which versions are in use', () => {
    expect(shown(table('| Part | Stack | Port |', '| Web | npm workspaces | 3000 |'), 'Use pnpm for everything.\n')).toEqual([]);
  });
});

describe('what the indentation is', () => {
  test('"Indentation is 2 spaces — never 4." against "Indent with 4 spaces."', () => {
    const [c] = shown('Indent with 4 spaces.\n', 'Indentation is 2 spaces — never 4.\n');
    expect(c?.subject).toBe('indentation');
  });
  test('"Indent size is 2 spaces" and "Indentation is tabs" state it too; the same indentation agrees', () => {
    expect(shown('Use tabs for indentation.\n', 'Indent size is 2 spaces.\n')[0]?.subject).toBe('indentation');
    expect(shown('Indent with 2 spaces.\n', 'Indentation is tabs.\n')[0]?.subject).toBe('indentation');
    expect(shown('Indent with 2 spaces.\n', 'Indentation is 2 spaces.\n')).toEqual([]);
  });
  test('a sentence about something else that mentions spaces states no indentation', () => {
    expect(shown('Indent with 4 spaces.\n', 'The gap between sections is 2 spaces wide in the PDF.\n')).toEqual([]);
  });
});

describe('the tests of a test framework are written in it', () => {
  test('"End-to-end tests are Cypress specs" uses Cypress, against "E2E tests: Playwright"', () => {
    const c = two('E2E tests: Playwright (`npx playwright test`).\n', 'End-to-end tests are Cypress specs; run `npx cypress run`.\n', 'CLAUDE.md', '.claude/rules/dev.md')[0];
    expect(c?.subject).toBe('end-to-end test framework');
    expect(c?.reason ?? '').not.toContain('not about using');
  });
  test('"do not add RSpec specs" rules RSpec out, against "Specs are RSpec"', () => {
    const [c] = shown('Specs are RSpec (`bundle exec rspec`).\n', 'We write Minitest tests (`bin/rails test`); do not add RSpec specs.\n');
    expect(c?.subject).toBe('Ruby test framework');
  });
  test('a tool that is not a test framework still only qualifies its things ("the ESLint config")', () => {
    expect(shown('Never use ESLint; Biome lints everything.\n', 'Keep the ESLint config tests green.\n')).toEqual([]);
  });
});

describe('a tool that runs another program', () => {
  const files = (ban: string, nested: string) => ({ 'CLAUDE.md': `# P\n\n## Never\n\n${ban}\n`, 'dbt/CLAUDE.md': `# dbt\n\n${nested}\n` });
  test('"Don\'t invoke `dbt` via `uv`" is not about the `dbt/` directory: a hook run there with `uv run` meets no ban', () => {
    expect(contradictions(files("- Don't invoke `dbt` via `uv`. dbt Cloud CLI is system-installed.", '- **Commits:** Run `git commit` from the `dbt/` directory. Pre-commit hooks invoke `uv run` automatically.')).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('a ban of running a program with a tool still meets running that program with it', () => {
    expect(shown('Never run pytest through poetry.\n', 'Always run pytest with poetry.\n')[0]?.subject).toBe('Python test framework');
  });
});

describe('how things used to be', () => {
  test('"The default branch used to be called `master`" is history, not the default branch', () => {
    expect(shown('The default branch is `main`.\n', 'The default branch used to be called `master`; it was renamed in 2021.\n')).toEqual([]);
    expect(shown('Run tests with Vitest.\n', 'Jest used to be our test runner.\n')).toEqual([]);
  });
  test('"is used to" says what a thing is for, now', () => {
    expect(two('Never use Jest.\n', 'Jest is used to run the tests.\n', 'CLAUDE.md', '.claude/rules/dev.md')[0]?.subject).toBe('JavaScript test runner');
    expect(two('Never use Jest.\n', 'Jest is used to be sure the legacy suite still runs.\n', 'CLAUDE.md', '.claude/rules/dev.md')[0]?.subject).toBe('JavaScript test runner');
  });
});

describe('words that do not narrow a choice', () => {
  test('"Use camelCase for constants too" is every constant, against "Constants are UPPER_SNAKE_CASE"', () => {
    expect(shown('Constants are UPPER_SNAKE_CASE.\n', 'Use camelCase for constants too — no SCREAMING_CASE.\n')[0]?.subject).toBe('naming case');
  });
  test('two places of their own still keep two choices apart', () => {
    expect(shown('Use Vitest for the UI components.\n', 'Use Jest for the API handlers.\n')).toEqual([]);
  });
});

describe('the address of one of the project\'s places', () => {
  test('the staging API given two hosts in two files that load together is a drift', () => {
    const [c] = shown('Staging API base URL: `https://staging-api.example.com`.\n', 'The staging API lives at `https://api.staging.example.io`.\n');
    expect(c?.kind).toBe('drift');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toContain('two addresses');
  });
  test('"production" and "prod" are one environment; docs with no environment may be someone else\'s', () => {
    expect(shown('Production app: https://app.acme.com\n', 'The prod app is served from https://acme.fly.dev.\n')[0]?.kind).toBe('drift');
    expect(shown('Docs site: https://docs.acme.dev\n', 'Our documentation is published at https://acme.github.io/docs.\n')).toEqual([]);
    expect(shown('FilamentPHP 4.x - Docs: https://filamentphp.com/docs/4.x\n', 'Laravel 12.x - Docs: https://laravel.com/docs/12.x\n')).toEqual([]);
  });
  test('the same host, another page of it, a third party\'s docs, an old address or a local one are not', () => {
    expect(shown('Docs: https://docs.acme.dev\n', 'Docs: https://docs.acme.dev/getting-started\n')).toEqual([]);
    expect(shown('Docs: https://docs.acme.dev\n', 'Next.js docs: https://nextjs.org/docs\n')).toEqual([]);
    expect(shown('Production: https://app.acme.com\n', 'The production app moved to https://app.acme.com (was https://acme.herokuapp.com).\n')).toEqual([]);
    expect(shown('The API runs at http://localhost:3000.\n', 'API docs: https://docs.acme.dev/api\n')).toEqual([]);
  });
});

describe('versions a case is bounded by', () => {
  test('"on targets older than `net9.0`" is not on .NET 9, against "`net6.0` through `net10.0`"', () => {
    expect(shown('Target frameworks: `net6.0` through `net10.0` (multi-targeted).\n', 'Uses `Backport.System.Threading.Lock` on targets older than `net9.0`.\n')).toEqual([]);
    expect(shown('The app runs on Python 3.12.\n', 'Keep the shim for interpreters below Python 3.10.\n')).toEqual([]);
  });
  test('"`net6.0` through `net10.0`" is the range of targets, outside which a version clashes', () => {
    const [c] = shown('Target frameworks: `net6.0` through `net10.0`.\n', 'The library targets `net5.0`.\n');
    expect(c?.kind).toBe('version');
  });
});

describe('the suffix of test files', () => {
  test('"Test files end in `.spec.ts`" against "Name test files `*.test.ts`"', () => {
    expect(shown('Test files end in `.spec.ts`.\n', 'Name test files `*.test.ts`, never `*.spec.ts`.\n')[0]?.subject).toBe('suffix of test file names');
    expect(shown('Test files are named `*.spec.ts`.\n', 'Test files: `*.test.ts`\n')[0]?.subject).toBe('suffix of test file names');
  });
  test('the same suffix agrees, and two kinds of tests keep their own', () => {
    expect(shown('Test files are named `*.spec.ts`.\n', 'Test files: `*.spec.ts` next to the source.\n')).toEqual([]);
    expect(shown('Unit test files end in `.test.ts`.\n', 'E2E test files end in `.spec.ts`.\n')).toEqual([]);
  });
});

describe('a version that held until something changed', () => {
  test('"The Dockerfile was on Node 18 until the March upgrade" is not the Node version now', () => {
    expect(shown('| Node | 22 |\n', 'The Dockerfile was on Node 18 until the March upgrade.\n')).toEqual([]);
    expect(shown('Use React 18.\n', 'We were on React 17 before the rewrite.\n')).toEqual([]);
  });
});

describe('the fix a ban in words gives in its next sentence', () => {
  test('"**Avoid**: Orange/amber for text. Use gold instead." uses gold, in agreement with "Use gold for warm accents"', () => {
    const files = { '.claude/rules/colors.md': '# Colors\n\nSome text.\n\n**Avoid**: Orange/amber for text. Use gold instead.\n', '.claude/rules/design.md': '# Design\n\n**Avoid orange/amber for text.** Use gold for warm accents.\n' };
    expect(contradictions(files).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('the other sentences of a paragraph headed by a ban are still banned', () => {
    const ds = extractDirectives('CLAUDE.md', '# P\n\n**Avoid**: Orange/amber for text. Use gold instead. Use red for warnings.\n');
    const pol = (text: string) => ds.find((d) => d.text === text)?.claims.find((c) => c.key === `act:use:${text.split(' ')[1]}`)?.polarity;
    expect(pol('Use gold instead.')).toBe(1);
    expect(pol('Use red for warnings.')).toBe(-1);
  });
});
