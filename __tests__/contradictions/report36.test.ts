/**
 * Ports, addresses and flags given two values; what a quantity is of; git acts with nothing after them; a rule that
 * ends in a colon; branch-name patterns and affixes; tools described, gone or weighed as options; words that narrow
 * nothing.
 */
import { portsOf } from '../../src/core/contradictions/facts.js';
import { stem } from '../../src/core/contradictions/text.js';
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { two } from '../helpers/contradictions.js';

const shown = (a: string, b: string, pb = '.claude/rules/dev.md') => two(`# Project\n\n${a}\n`, `${b}\n`, 'CLAUDE.md', pb).filter((c) => c.confidence !== 'unlikely');
const keys = (line: string): string[] => extractDirectives('CLAUDE.md', line + '\n').flatMap((d) => d.claims.map((c) => c.key));

describe('the service a port is given to', () => {
  test('the verb of the line and the compose file that runs it name no service', () => {
    expect(portsOf('docker-compose maps Redis to port 6380.').map((p) => p.owner)).toEqual(['redis']);
    expect(portsOf('Connect to the local Postgres on the default port 5432.').map((p) => p.owner)).toEqual(['postgres']);
    expect(portsOf('- Local dev runs at http://localhost:8080.').map((p) => p.owner)).toEqual(['dev server']);
  });
  test('Redis on two ports in two files is a drift', () => {
    const [c] = shown('Redis runs on port 6379 in docker-compose.', 'docker-compose maps Redis to port 6380.');
    expect(c?.kind).toBe('drift');
    expect(c?.confidence).toBe('possible');
  });
  test('a setting of its own still separates two ports; a line that names both knows the other', () => {
    expect(shown('Postgres listens on 5432.', 'The test Postgres listens on 5433.')).toEqual([]);
    // (a port another install of it takes is not the one the project's is on: "5432 is taken by the system install")
    expect(shown('Postgres runs on 5432.', 'Postgres is on 5433 locally (5432 is taken by the system install).')[0]?.reason).toMatch(/two ports/);
    expect(shown('Postgres runs on 5432.', 'Postgres is on 5433 locally (it was on 5432 before).')).toEqual([]);
  });
});

describe('what a quantity is of', () => {
  test('"the line-length limit" is the line length', () => {
    expect(shown('Line length limit is 100.', 'The line-length limit is 80 characters.')[0]?.kind).toBe('numeric');
  });
  test('where a rule is checked is not a scope of it', () => {
    expect(shown('Coverage threshold: 90% of lines, enforced in CI.', 'The minimum test coverage is 75%.')[0]?.kind).toBe('numeric');
    expect(shown('Coverage must be at least 90% in the billing service.', 'The minimum test coverage is 75%.')).toEqual([]);
  });
  test('a file extension in a label or an aside says which files', () => {
    expect(shown('`.tsx` files: 300 lines max', 'File-size cap is 400 lines (`.ts`).')).toEqual([]);
    expect(shown('`.tsx` files: 300 lines max', '`.tsx` files: 400 lines max')[0]?.kind).toBe('numeric');
  });
  test('a noun made from a verb is that verb; not a word that only ends like one', () => {
    expect(stem('approval')).toBe('approve');
    expect(stem('deployments')).toBe('deploy');
    expect(stem('signal')).toBe('signal');
    expect(stem('portal')).toBe('portal');
  });
});

describe('git acts with nothing after them', () => {
  test('"Never push" against "Run `git push` after committing"', () => {
    expect(shown('Run `git push` after committing so CI starts.', 'Never push; I push myself after reviewing.')[0]?.confidence).toBe('certain');
  });
  test('"Always rebase onto main" against "Don\'t rebase": the branch a git act goes to is part of the act', () => {
    expect(shown('Always rebase onto main; never create merge commits.', 'Update your branch by merging main into it. Don\'t rebase.').some((c) => c.subject === 'rebase')).toBe(true);
  });
  test('"on your own" and "yourself" say who would do it, not what', () => {
    expect(keys('Never commit on your own; leave committing to me.')).toContain('act:commit:');
    expect(keys('Do not commit yourself.')).toContain('act:commit:');
    expect(keys('Never commit on your own branch.')).not.toContain('act:commit:');
  });
  test('a permission for a case of its own still meets a bare ban as a doubt', () => {
    expect(shown('Amending your own unpushed commits is allowed.', 'Never amend.')).toEqual([]);
  });
  test('"a new branch" is a branch', () => {
    expect(keys('Always create a new branch for each task.')).toContain('act:create:branch');
    expect(keys('Push to the release branch.')).toContain('act:push:release');
  });
});

describe('a rule that ends in a colon before its commands', () => {
  test('"Use npm for everything: `npm ci` …" chooses npm', () => {
    expect(keys('Use npm for everything: `npm ci` locally and in CI, no other package manager.')).toContain('fam:js-package-manager');
    expect(shown('**Package manager:** Bun (`bun install`, `bun add`).', 'Use npm for everything: `npm ci` locally and in CI, no other package manager.')[0]?.subject).toBe('JavaScript package manager');
  });
  test('a name that qualifies a noun is still a label', () => {
    expect(keys('Go files: use gofmt.')).toContain('fam:go-formatter');
  });
});

describe('a tool a file describes as the project\'s, against a firm ban of it', () => {
  test('"Kotlin style is checked by ktlint" / "don\'t add or run ktlint" is possible', () => {
    const [c] = shown('Kotlin style is checked by ktlint (`./gradlew ktlintCheck`).', 'Lint with detekt only — don\'t add or run ktlint.');
    expect(c?.confidence).toBe('possible');
  });
  test('not when the ban is for a case of its own, or the description is of a part of the project', () => {
    expect(shown('Kotlin style is checked by ktlint.', 'Don\'t run ktlint in the generated module.')).toEqual([]);
    expect(shown('The iOS app (`apps/ios`) uses CocoaPods', '- `apps/macos` dependencies are SwiftPM only — no Podfile')).toEqual([]);
    expect(shown('- **Tests:** jest.', '> **Biome, not ESLint. vitest, not jest.** `mem0-ts/` uses Prettier + jest.')).toEqual([]);
    expect(shown('Kotlin style is checked by ktlint.', 'Never run ktlint.', 'app/CLAUDE.md')).toEqual([]);
  });
});

describe('what follows a chosen tool', () => {
  test('after "All tests are NUnit:", the attributes show how it is used and narrow nothing', () => {
    expect(shown('C# tests use xUnit (`[Fact]`, `[Theory]`).', 'All tests are NUnit: `[TestFixture]` and `[Test]`, never xUnit.')[0]?.subject).toBe('.NET test framework');
  });
  test('"**Tests:** RSpec (…), specs under `spec/`" chooses RSpec; two members after a label choose neither', () => {
    expect(keys('**Tests:** RSpec (`bundle exec rspec`), specs under `spec/`.')).toContain('fam:ruby-test-framework');
    expect(keys('- Tests: pytest, with shared fixtures in conftest.py.')).toContain('fam:python-test-runner');
    expect(keys('Tests: Jest, Vitest')).toEqual([]);
  });
});

describe('what was so until a time', () => {
  test('"Prettier was used until last spring" is history', () => {
    expect(shown('Format with Biome.', 'Prettier was used until last spring; its config was removed with the switch to Biome.')).toEqual([]);
    expect(keys('Prettier is used until the Biome migration lands.')).toContain('fam:js-formatter');
  });
});

describe('how branches are named', () => {
  test('two patterns with different literal starts', () => {
    const [c] = shown('Branch names: `feature/<ticket>-<slug>`.', 'Name branches `<initials>/<short-description>` (e.g. `jd/fix-login`).');
    expect(c?.subject).toBe('how branches are named');
  });
  test('the same start with other placeholders, several patterns, or one for a case of its own', () => {
    expect(shown('Branch names: `feature/<ticket>-<slug>`.', 'Name branches `feature/<issue>-<description>`.')).toEqual([]);
    expect(shown('Branch names: `feature/<slug>` or `fix/<slug>`.', 'Name branches `<initials>/<topic>`.')).toEqual([]);
    expect(shown('Branch names: `feature/<slug>`.', 'For hotfixes, name the branch `hotfix/<version>`.')).toEqual([]);
  });
});

describe('an affix written as a bare capital', () => {
  test('"prefixed with I (`IUserRepository`)" against "Don\'t prefix interface names with I"', () => {
    expect(shown('Interfaces are prefixed with I (`IUserRepository`).', 'Don\'t prefix interface names with I — call it `UserRepository`.')[0]?.subject).toBe('prefix of interface names');
  });
});

describe('a tool one file says is gone', () => {
  test('"Lerna was removed" rules Lerna out; "is being migrated" and "is deprecated" do not', () => {
    const pol = (line: string) => extractDirectives('CLAUDE.md', line + '\n').flatMap((d) => d.claims).find((c) => c.member === 'lerna')?.polarity;
    expect(pol('Lerna was removed.')).toBe(-1);
    expect(pol('Lerna was replaced by Nx.')).toBe(-1);
    expect(pol('Lerna is being replaced by Nx.')).toBeUndefined();
  });
  test('against a description of it in use in another file of its level: possible', () => {
    const [c] = shown('The monorepo is managed with Lerna.', 'Nx manages the monorepo; Lerna was removed.');
    expect(c?.confidence).toBe('possible');
    expect(shown('We use Datadog for logs.', 'Datadog is not used.')[0]?.confidence).toBe('possible');
  });
  test('two descriptions that say nothing of a tool being gone still agree to differ', () => {
    expect(shown('The API uses Redis for caching.', 'The worker does not use Redis.')).toEqual([]);
    expect(shown('The monorepo is managed with Lerna.', 'Lerna was removed.', 'packages/web/CLAUDE.md')).toEqual([]);
  });
});

describe('words that narrow nothing', () => {
  test('"in every environment" is everywhere; "for every service" still names services', () => {
    expect(shown('**DB pool size:** 10', 'Set the database connection pool size to 50 in every environment.')[0]?.kind).toBe('numeric');
    expect(shown('- Use constructors for every service', '- Never use constructors for services').length).toBeGreaterThan(0);
  });
  test('names shown after a rule about names are examples of it', () => {
    expect(shown('Prefix interfaces with `I` (`IUserRepository`).', 'NEVER prefix interfaces with I: `UserRepository`, not `IUserRepository`.')[0]?.confidence).toBe('certain');
  });
});

describe('options weighed for a decision', () => {
  test('"2. **Flutter**" under "### Alternatives Considered" is not the framework chosen', () => {
    const decisions = '## Decision: mobile stack\n\nBuild with React Native and Expo.\n\n### Alternatives Considered\n\n1. **Native Development (Swift + Kotlin)**\n   - Cons: double effort\n2. **Flutter**\n   - Pros: Good performance\n';
    expect(shown('### Tech Stack\n- React Native with Expo (SDK 53)', decisions, '.claude/rules/decisions.md')).toEqual([]);
    expect(shown('### Tech Stack\n- React Native (SDK 53)', '## Mobile\n\n- Flutter', '.claude/rules/stack.md').length).toBeGreaterThan(0);
  });
});

describe('a tool moved off, a floor for new files', () => {
  test('"We moved off Jest in 2024" rules Jest out and agrees with "Tests run on Vitest"', () => {
    expect(shown('- Tests run on Vitest.', '- We moved off Jest in 2024 because its ESM support kept breaking.')).toEqual([]);
    expect(shown('- Tests run with Jest.', '- We moved off Jest in 2024.').length).toBeGreaterThan(0);
  });
  test('"New files need at least 90% coverage" is a population of its own; "2 new files" still counts files', () => {
    expect(shown('Overall coverage must be at least 80%.', 'New files need at least 90% coverage.')).toEqual([]);
    expect(shown('Coverage must be at least 80%.', 'Coverage must be at least 90%.').length).toBeGreaterThan(0);
  });
});

describe('what an act is done with', () => {
  test('"with a descriptive message" is part of the commit, not a case of committing', () => {
    expect(shown('Commit your work when a task is done, with a descriptive message.', 'Never run `git commit` — leave all changes uncommitted for me to review.')[0]?.confidence).toBe('possible');
  });
});

describe('places of the project', () => {
  test('"The staging environment is https://…" gives the staging address', () => {
    expect(shown('Staging: https://staging.example.com', 'The staging environment is https://stage.example.io.')[0]?.kind).toBe('drift');
  });
  test('"Database migrations" are migrations; "unit tests" are a kind of tests', () => {
    expect(shown('Database migrations go in `db/migrations/`.', 'Put new migrations in `migrations/sql/`.')[0]?.subject).toBe('where migrations go');
    expect(shown('Unit tests go in `tests/unit/`.', 'Put tests in `spec/`.')).toEqual([]);
  });
});

describe('the number a flag is given', () => {
  test('one flag with two numbers in two files is a drift', () => {
    const [c] = shown('Run the test suite with `--maxWorkers=4`.', 'Always pass `--maxWorkers=1` to the test runner.');
    expect(c?.kind).toBe('drift');
    expect(c?.subject).toBe('the value of `--maxWorkers`');
    expect(shown('`go test` runs with `-timeout 60s`.', 'Run `go test` with `-timeout 5m`.')[0]?.kind).toBe('drift');
  });
  test('not counts of output, ports, or a line that gives both numbers', () => {
    expect(shown('Run `git log -n 5`.', 'Run `git log -n 10`.')).toEqual([]);
    expect(shown('Start it with `--port 3000`.', 'Start it with `--port 3001`.').filter((c) => c.subject.includes('flag'))).toEqual([]);
    expect(shown('Run with `--workers 4`.', 'Use `--workers 2` on CI runners (4 locally).')).toEqual([]);
  });
});

describe('the number a flag is given, in a case of its own', () => {
  test('"In CI … `--retries=2`" and "When running locally, use `--retries=0`" are two cases', () => {
    expect(shown('In CI, run Playwright with `--retries=2`.', 'When running locally, use `--retries=0` so flaky tests show up.')).toEqual([]);
    expect(shown('In CI, run Playwright with `--retries=2`.', 'CI runs Playwright with `--retries=1`.')[0]?.kind).toBe('drift');
  });
});
