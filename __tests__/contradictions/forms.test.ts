/**
 * Ordinary ways of stating a rule that the detector must read: a narrower kind of the same act under a
 * firm choice, "A, not B" after any clause, a topic label with a bare value, "without X" as part of the act,
 * a verbless "No <act>", the means of a negative act, long flags across command lines, a purpose before a
 * command, qualified calls, letter case — each with the near miss that must stay silent.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { findingsIn, pair, same } from '../helpers/contradictions.js';

describe('a narrower kind of the same act', () => {
  test('under a universal choice it clashes', () => {
    expect(pair('Use Yup for every schema.', 'Define form validation schemas with Valibot.')).toHaveLength(1);
  });
  test('a place, set-apart code or a platform makes it an override', () => {
    expect(pair('Use Yup for every schema.', 'In `packages/forms/`, define schemas with Valibot.')).toHaveLength(0);
    expect(pair('Use Yup for every schema.', 'Legacy schemas are defined with Joi.')).toHaveLength(0);
    expect(pair('Use LF line endings everywhere.', 'Windows scripts use CRLF line endings.')).toHaveLength(0);
  });
});

describe('"A, not B"', () => {
  test('after a description or a verbless label it still rules B out', () => {
    expect(pair('Background jobs run on BullMQ, not Agenda.', 'Define recurring jobs with Agenda.')).toHaveLength(1);
    expect(pair('Serilog for logging, not NLog.', 'Configure NLog for the new service.')).toHaveLength(1);
    expect(pair('Tests: Vitest, not Jest.', 'Write new tests with Jest.')[0]?.confidence).toBe('certain');
  });
  test('a contrast that names no tool says nothing', () => {
    expect(pair('This is a library, not an application.', 'Build the application with Vite.')).toHaveLength(0);
    expect(pair('Tests: Vitest, not Jest.', 'Vitest runs the tests.')).toHaveLength(0);
  });
});

describe('permissions and bans of the same act', () => {
  test('"without X" is part of the act', () => {
    expect(pair('You are allowed to merge without a review.', 'No merge without at least one approving review.')[0]?.confidence).toBe('certain');
    // merging is not merging without a review
    expect(pair('You are allowed to merge your own PRs.', 'No merge without at least one approving review.')).toHaveLength(0);
  });
  test('the means of a negative act is used, and a long flag is the same act in any command line', () => {
    expect(pair('You may skip the hooks with `git commit --no-verify`.', 'Never commit with `--no-verify`.')).toHaveLength(1);
    expect(pair('Never skip the hooks.', 'Run `git commit --no-verify` only for WIP commits on your own branch.')).toHaveLength(0);
  });
});

describe('commands and calls', () => {
  test('a purpose before a command is an instruction, and not a scope', () => {
    const [c] = pair('Use pdm for all Python dependency management.', 'To add a library, `pip install <name>` and then `pip freeze > requirements.txt`.');
    expect(c?.confidence).toBe('certain');
  });
  test('the library of a qualified call is what is used', () => {
    expect(pair('Prefer `dataclasses` instead of attrs.', 'Model value objects with `@attrs.define`.')).toHaveLength(1);
    expect(pair('Prefer `dataclasses` instead of attrs.', 'Model value objects with `@dataclass`.')).toHaveLength(0);
  });
});

describe('letter case and spelled-out numbers', () => {
  test('keywords in two cases clash; different targets do not', () => {
    expect(pair('SQL keywords are UPPERCASE.', 'Write SQL keywords in lowercase.')).toHaveLength(1);
    expect(pair('SQL keywords are UPPERCASE.', 'Headings use sentence case.')).toHaveLength(0);
  });
  test('"two-space indent" is 2 spaces', () => {
    expect(pair('Lua files: two-space indent.', 'Lua is indented with hard tabs.')).toHaveLength(1);
    expect(pair('Lua files: two-space indent.', 'Indent Lua with 2 spaces.')).toHaveLength(0);
  });
});

describe('code spans that name the thing', () => {
  test('a span before a kind noun is the object ("a `just` recipe", "`# type: ignore` comments")', () => {
    expect(pair('Tasks are defined in `Taskfile.yml` (go-task), not `just`.', 'Add a `just` recipe for every new task.')).toHaveLength(1);
    expect(pair('You can add `# type: ignore` comments.', '`# type: ignore` is not allowed — fix the types.')[0]?.confidence).toBe('certain');
    expect(pair('You can add `# type: ignore` comments.', '`# noqa` is not allowed — fix the lint.')).toHaveLength(0);
  });
  test('an imperative item under a whole prohibition is its alternative', () => {
    const files: Record<string, string> = {
      'A.md': '**Do NOT** run the full Cypress suite locally:\n- it needs the seeded staging DB\n- use `pnpm cy:changed` for the specs you touched\n',
      'B.md': '- Run `pnpm cy:changed` before pushing UI changes.\n',
    };
    expect(findingsIn(files).filter((c) => c.rule === 'contradiction')).toHaveLength(0);
  });
});


describe('what a negation forbids', () => {
  test('the tool an act goes to, or the kind of its object, is not forbidden', () => {
    expect(pair('Always use Sentry for error reporting.', 'Never send PII to Sentry.')).toHaveLength(0);
    expect(pair('Always use Docker for local services.', 'Never run Docker containers as root.')).toHaveLength(0);
    expect(pair('Use Docker for local services.', 'Never use Docker.')).toHaveLength(1);
  });
});

describe('code written two ways', () => {
  test('"..." and "…" in a code span are one text; a qualified call names its library', () => {
    expect(pair('You may use `#[allow(clippy::...)]`.', 'Never add `#[allow(clippy::…)]`; fix the lint instead.')).toHaveLength(1);
    expect(pair('Mock with MockK, not Mockito.', 'Create test doubles with `Mockito.mock()`.')[0]?.confidence).toBe('certain');
    expect(pair('Mock with MockK, not Mockito.', 'Create test doubles with `mockk<Foo>()`.')).toHaveLength(0);
  });
});

describe('acts named by a gerund, and compounds', () => {
  test('"instead of throwing" rules the act out; "by throwing" does it', () => {
    // (the two lines share no word but the act: found, and left to the reviewer)
    expect(pair('Return `Result` values instead of throwing exceptions.', 'Handle errors by throwing typed exceptions.')[0]?.confidence).toBe('unlikely');
    expect(pair('Return `Result` values instead of throwing exceptions in the parser.', 'Handle bad input in the parser by throwing typed exceptions.')[0]?.confidence).toBe('certain');
    expect(pair('Return `Result` values instead of throwing exceptions.', 'Handle errors by returning a `Result`.')).toHaveLength(0);
  });
  test('the parts of a compound give an ambiguous name its context', () => {
    expect(pair('Use Hatch for everything packaging-related.', 'Build and publish with `poetry publish --build`.')).toHaveLength(1);
    expect(pair('Open the hatch on the left.', 'Build and publish with `poetry publish --build`.')).toHaveLength(0);
  });
});

describe("a tool's findings", () => {
  test('fixing a tool\'s errors keeps the tool in use', () => {
    expect(pair('Use Biome, not ESLint.', 'Fix all ESLint errors before merging.')).toHaveLength(1);
    expect(pair('Use Biome, not ESLint.', 'Fix all Biome errors before merging.')).toHaveLength(0);
  });
});

describe("a tool's configuration file", () => {
  test('writing into it keeps the tool in use', () => {
    expect(pair('Use Caddy instead of nginx for the reverse proxy.', 'Put the reverse-proxy config in `nginx.conf`.')[0]?.confidence).toBe('certain');
    expect(pair('Use Biome, not ESLint.', 'Add the rule to `.eslintrc.json`.')).toHaveLength(1);
    // removing it, or a generic config file, says nothing
    expect(pair('Use Biome, not ESLint.', 'Delete `.eslintrc.json`.')).toHaveLength(0);
    expect(pair('Use Biome, not ESLint.', 'Add the path to `tsconfig.json`.')).toHaveLength(0);
  });
});

describe('false-alarm classes of real files (batch 4)', () => {
  test('items of one list that name different members are a listing', () => {
    expect(same('The framework supports multiple messaging platforms:\n\n- Apache Kafka\n- Azure Service Bus\n- RabbitMQ\n')).toHaveLength(0);
  });
  test("an act's own purpose narrows it", () => {
    expect(pair('Do not use mocks to isolate the System Under Test (SUT).', 'Use fakes or mocks for I/O for testing core libraries.')).toHaveLength(0);
    expect(pair('Do not use mocks.', 'Use fakes or mocks for I/O.')).toHaveLength(1);
  });
  test('a negation inside a relative clause does not undo the main one', () => {
    expect(pair('Do not write speculative code.', 'Do not add speculative code, the need for which is not indicated by test.')).toHaveLength(0);
  });
  test('an instrument with a quality adjective is a manner', () => {
    expect(pair('**DO NOT use context for:** configuration or dependencies.', 'Use `t.Skipf("reason")` with clear context.')).toHaveLength(0);
  });
  test('"Don\'t VERB: a, b" is about a and b', () => {
    expect(pair('Regenerate locally, verify, commit.', "Don't commit: todos, research, scratch files. Do commit: code, tests.")).toHaveLength(0);
    expect(pair('Regenerate locally, verify, commit.', "Don't commit.")).toHaveLength(1);
  });
  test('a third-person verb with its subject left out describes', () => {
    expect(pair('Test with German translations.', 'Always runs with English UI language.')[0]?.confidence ?? 'none').not.toBe('certain');
  });
  test('a modifier such as "package names" keeps its kind', () => {
    expect(pair('Use descriptive names for variables and methods.', 'Do not add package names to queries.')).toHaveLength(0);
  });
  test('where something is (not) supported is not a choice', () => {
    expect(pair('Always use Tailwind CSS v4.', '`corePlugins` is not supported in Tailwind v4.')).toHaveLength(0);
  });
  test('a manner narrows a prohibition ("directly", "by hand")', () => {
    expect(pair('Run tests with Vitest through `vp test`.', 'Do NOT install `vitest` directly.')).toHaveLength(0);
    expect(pair("You're allowed to edit the lockfile by hand.", 'Lockfiles are generated — never edit them manually.')).toHaveLength(1);
  });
});

describe('false-alarm classes of real files (batch 5) and of a held-out batch read after scoring', () => {
  test('an item that opens with a condition states its later sentences under it', () => {
    const found = same('- If `.git` exists at the repo root → Git. Use `git` commands.\n- If `.sl` exists at the repo root → Sapling (`sl diff`, `sl commit`).\n  **Do not use `git`.**\n');
    expect(found.every((c) => c.confidence === 'unlikely')).toBe(true);
  });
  test('PR titles are not commit messages', () => {
    expect(pair('Follow conventional commit format.', 'PR titles must NOT use conventional commit prefixes.')).toHaveLength(0);
  });
  test('the sentence of a paragraph that introduces a list is its lead-in', () => {
    expect(same('We use uv. Do not use:\n\n- pip\n- poetry\n')).toHaveLength(0);
  });
  test('"still", "a few" and a manner set a narrower case apart', () => {
    expect(pair('Screens are built with SwiftUI; a few settings screens are still UIKit.', 'Build new screens with SwiftUI.')).toHaveLength(0);
    expect(pair('Create migrations with `npx prisma migrate dev`.', "Don't install the Prisma CLI globally.")).toHaveLength(0);
  });
  test('a fix that spells the same command another way forbids only the spelling', () => {
    expect(same("| Don't | Do instead |\n|---|---|\n| `docker-compose` (v1) | `docker compose` |\n\n- Start local services with `docker compose up`.\n")).toHaveLength(0);
  });
});

describe('a way of running ruled out', () => {
  test('"use `python3 test.py` instead of `./test.py`" rules out the way, not the script', () => {
    expect(pair('Instead, run test.py and include any generated changes with your PR.', 'For external builds, always use `python3 test.py` instead of `./test.py`.')).toHaveLength(0);
    expect(pair('Use fnm instead of nvm.', 'Run `nvm use` first.')).toHaveLength(1);
  });
});

describe('false-alarm classes of real files (batch 6)', () => {
  test('", simply run …" after a ban starts the alternative, which the ban does not reach', () => {
    expect(pair('You must run `black --fast` before finalizing changes.', 'Do not run `black --check`, simply run `black` to fix formatting issues.')).toHaveLength(0);
    expect(pair('You must run `black --fast` before finalizing changes.', 'Do not run `black`, simply run `ruff format` to fix formatting issues.')).toHaveLength(1);
  });
  test("a launcher's own subcommand keeps the launcher: `go install` is not `make install`", () => {
    expect(pair('Always use `make install`.', 'Do NOT use `go build -o app` or `go install` directly.')).toHaveLength(0);
    expect(pair('Always use `make install`.', 'Never use `make install`.')).toHaveLength(1);
  });
  test('the negation and the condition of an "or" series hold for each verb phrase', () => {
    expect(pair('NEVER create a release, comment on an issue, or open a PR unless asked to.', 'Write the notes to a file, then create the release.').filter((c) => c.confidence === 'certain')).toHaveLength(0);
    const found = pair('Never create a tag, or push a branch.', 'Push the branch.');
    expect(found.length).toBeGreaterThan(0);
  });
  test('"no need to" is not a ban, however broad', () => {
    expect(pair('No need to run `npm install` or `composer install` for each checkout', 'Run `npm install` or `composer install` from any checkout to update all')).toHaveLength(0);
    expect(pair('Never run `npm install` or `composer install` in a checkout', 'Run `npm install` or `composer install` from any checkout to update all').length).toBeGreaterThan(0);
  });
  test('two descriptions that a thing is and is not so say nothing to do', () => {
    expect(same('- **Database**: PostgreSQL 15, Redis 7\n- These tests use mocking and don\'t require PostgreSQL\n')).toHaveLength(0);
    expect(same('- **Database**: PostgreSQL 15\n- Never use PostgreSQL\n').length).toBeGreaterThan(0);
  });
  test('an item that is only a name is not an imperative ("React Native")', () => {
    expect(same('Check that nothing breaks for:\n\n- React Native\n- Flutter\n- Unity\n')).toHaveLength(0);
    expect(same('- Build the mobile app with React Native.\n- Build the mobile app with Flutter.\n').length).toBeGreaterThan(0);
  });
});

describe('negations that describe, found by reading real files', () => {
  const claims = (line: string) => extractDirectives('CLAUDE.md', `- ${line}\n`).flatMap((d) => d.claims.filter((c) => c.polarity === -1 && c.basis !== 'stated' && c.force !== 'permissive').map((c) => c.key));
  test('a negation inside a relative clause does not reach the sentence', () => {
    expect(claims("Tests that are flaky and don't fail deterministically are marked with the `Quarantined` attribute.")).toEqual([]);
    expect(claims("Tests that are flaky must not use the `Quarantined` attribute.").length).toBeGreaterThan(0);
  });
  test('a passive or plain negation about a named thing is a description', () => {
    expect(claims('Docker daemon is not started automatically.')).toEqual([]);
    expect(claims('Never start the Docker daemon automatically.').length).toBeGreaterThan(0);
  });
  test('"no" inside a phrase, "no X needed" and "no X found" are not bans', () => {
    expect(claims('The bot boots locally with no Krisp model or license.')).toEqual([]);
    expect(claims('Test: `bun run test:unit` (bun-based, no VS Code host needed).')).toEqual([]);
    expect(claims('No existing test files found - tests should be added with new features.')).toEqual([]);
    expect(claims('No Krisp model in local runs.').length).toBeGreaterThan(0);
  });
  test('a verb that negates its object makes an instruction only as an imperative', () => {
    expect(claims('The tracked skip debt of the quarantine is listed in the matrix.')).toEqual([]);
    expect(claims('Skip the quarantine tests in CI.').length).toBeGreaterThan(0);
  });
});

describe('conditions and conversions, found by reading all memory files of real repositories together', () => {
  test('a leading condition in a clause of its own narrows a choice, unless it restates the topic', () => {
    expect(pair('When writing integration tests, use Jest.', 'Always use Vitest.')).toHaveLength(0);
    expect(pair('For tables where a UUIDv7 value is part of the ordering key, store it as `UInt128` instead of `UUID`.', 'Always store IDs as `UUID`.')).toHaveLength(0);
    expect(pair('When writing tests, use Jest.', 'Always use Vitest.')).toHaveLength(1);
  });
  test('a word in an aside does not make the rule optional', () => {
    expect(pair('Use `QueryBuilder` only when the query is dynamic (e.g., optional WHERE clauses).', 'Use `QueryBuilder` only when the query is dynamic (e.g., conditional JOINs).')).toHaveLength(0);
    expect(pair('Always use `QueryBuilder`.', 'Never use `QueryBuilder`.')).toHaveLength(1);
  });
  test('what is converted is the source, not a choice', () => {
    expect(pair('Store IDs as `UInt128` instead of `UUID`.', 'Convert `UUID` -> `UInt128` on write.')).toHaveLength(0);
    expect(pair('Store IDs as `UInt128` instead of `UUID`.', 'Store IDs as `UUID`.')).toHaveLength(1);
  });
});

describe('ranges, sources and capacities, found by reading all memory files of real repositories together', () => {
  test('a version after "through" / "starting" says when something holds, not which version to use', () => {
    expect(pair('Webpack — default bundler through Next.js 15', 'Turbopack — default bundler starting Next.js 16')).toHaveLength(0);
    expect(pair('Use Next.js 15.', 'Use Next.js 16.')).toHaveLength(1);
  });
  test('what is imported from a tool is not a ban of the tool', () => {
    expect(pair('Use Vitest for unit and integration tests.', 'Never import `expect` from vitest — use the test context.')).toHaveLength(0);
    expect(pair('Use Vitest for unit and integration tests.', 'Never use vitest.')).toHaveLength(1);
  });
  test('what an environment has no ability to do is not a ban', () => {
    expect(pair('Docker must be installed and running', '**Container Operations**: No ability to build, run, or test Docker containers')).toHaveLength(0);
  });
  test('the alternative ruled out where a choice is made keeps that scope', () => {
    expect(pair('Prefer `ubuntu-slim` over `ubuntu-latest` for simple jobs.', 'Use `ubuntu-latest` for long-running jobs.')).toHaveLength(0);
    expect(pair('Use nox instead of tox.', 'Add the new Python version to the `envlist` in `tox.ini`.')).toHaveLength(1);
  });
});

describe('asides and coordination, found by reading a sample of real claims', () => {
  const claims = (line: string) => extractDirectives('CLAUDE.md', `- ${line}\n`).flatMap((d) => d.claims.filter((c) => c.basis !== 'stated').map((c) => `${c.key} ${c.polarity}`));
  test('a bare "and" after a negated imperative stays under the negation, unless the second part is the alternative', () => {
    expect(claims("Don't use emojis in examples and print lines")).not.toContain('act:log:line 1');
    expect(claims('Do not edit generated files and run the generator instead.')).toContain('act:run:generator 1');
  });
  test('"e.g." does not end the clause, and its example states nothing', () => {
    expect(claims('Do not add round-trip tests (e.g. serialize then deserialize and compare).').some((c) => c.startsWith('act:serialize'))).toBe(false);
    expect(claims('Serialize then deserialize and compare.').some((c) => c.startsWith('act:serialize'))).toBe(true);
  });
  test('items of an aside are not imperatives', () => {
    expect(claims('The `Chat` struct wraps a list with mouse tracking (drag, double/triple click), and a flag.')).toEqual([]);
  });
  test('"with no errors" is an absence, not an instrument', () => {
    expect(claims('Both scripts must pass with no errors before code review.').some((c) => c.includes(':error'))).toBe(false);
    expect(claims('Run both scripts with `--strict` before code review.').some((c) => c.includes('--strict'))).toBe(true);
  });
});

describe('import sources', () => {
  test('importing from one place instead of another is not a choice of tool', () => {
    expect(pair('This project uses Vite+, a toolchain wrapping Vite and Vitest.', 'Import from `vite-plus/test` instead of `vitest`.')).toHaveLength(0);
    expect(pair('No `node:*` imports.', 'The dashboard runs on the Node.js runtime.')).toHaveLength(0);
    expect(pair('Use Vitest for tests.', 'Use `vite-plus/test` instead of `vitest`.')).toHaveLength(1);
  });
});

describe('word senses, found by reading a sample of real choices', () => {
  test('a lowercase proper name where the clause has its verb is the verb', () => {
    expect(pair('Do not treat system `python` as a blocker; bootstrap or enter the uv environment instead.', 'Use Tailwind for all styling, never Bootstrap.')).toHaveLength(0);
    expect(pair('Always rebase and merge PRs.', 'Merge pull requests with a merge commit.')).toHaveLength(1);
  });
  test('a contrast with something outside the family is not a choice in it', () => {
    expect(pair('Prefer `require` over `assert` in unit tests.', 'Use `import`, never `require`.')).toHaveLength(0);
    expect(pair('Prefer `require` over `import`.', 'Use `import`, never `require`.')).toHaveLength(1);
  });
});

describe('the registry sense', () => {
  test('"the `@scope/name` npm package" names the registry', () => {
    expect(pair('Only components exported from the `@hubspot/ui-extensions` npm package can be used in cards.', 'Always use pnpm, never npm.')).toHaveLength(0);
    expect(pair('Always use npm for packages.', 'Always use pnpm, never npm.').length).toBeGreaterThan(0);
  });
});

describe('what something does not need or cannot do', () => {
  const claims = (line: string) => extractDirectives('CLAUDE.md', `- ${line}\n`).flatMap((d) => d.claims.filter((c) => c.polarity === -1 && c.basis !== 'stated' && c.force !== 'permissive').map((c) => c.key));
  test('"X don\'t need Y" is not required, "X cannot Y" and "would never" describe', () => {
    expect(claims("Users learning a feature don't need exhaustive API details up front.")).toEqual([]);
    expect(pair("These tests use mocking and don't require PostgreSQL", 'These tests require PostgreSQL and use factories')).toHaveLength(0);
    expect(claims('Production cannot run the generator.')).toEqual([]);
    expect(claims('Otherwise the link itself would never be inspected.')).toEqual([]);
    expect(claims('You cannot push to main.').length).toBeGreaterThan(0);
    expect(claims('Never run the generator in production.').length).toBeGreaterThan(0);
  });
});

describe('one-off launchers', () => {
  test('a rule against the launcher itself meets a command it launches, as unlikely', () => {
    const found = pair('Use `pnpm`, not `npm`. Never use `npx`.', 'Install the skills with `npx skills add org/skills --skill all`.');
    expect(found.map((c) => c.confidence)).toEqual(['unlikely']);
    expect(pair('Never run `npx eslint`; run `pnpm eslint`.', 'Install the skills with `npx skills add org/skills --skill all`.')).toHaveLength(0);
  });
});

describe('a generic object is the act itself', () => {
  test('"push changes", "commit and push changes" push', () => {
    expect(pair('Never push; the maintainer pushes.', '5. Commit and push changes')).toHaveLength(1);
    expect(pair('Never push; the maintainer pushes.', 'Push the docs site build to the CDN.')).toHaveLength(0);
  });
});

describe('false-alarm classes of a held-out batch read after scoring (heldout-5)', () => {
  test('what is being migrated away from is not in use by choice', () => {
    expect(pair('Use Vitest instead of Jest for new test files.', 'Do not write new Jest tests; the Jest suite is being migrated.')).toHaveLength(0);
    expect(pair('Use Vitest instead of Jest for new test files.', 'Write new tests with Jest.')).toHaveLength(1);
  });
  test('a leading "For <case>," and "there" separate the cases', () => {
    expect(pair('For unit tests, mock HTTP with `msw`.', "Integration tests call the real staging API; don't mock HTTP there.")).toHaveLength(0);
  });
  test('tabs in a UI are not indentation', () => {
    expect(pair('Group related settings under separate tabs in the preferences dialog.', 'Indent Markdown lists with spaces, never tabs.')).toHaveLength(0);
    expect(pair('Indent with tabs.', 'Indent Markdown lists with spaces, never tabs.')).toHaveLength(1);
  });
  test('a fix through the wrapper or a path is the same tool spelled another way', () => {
    expect(same('Never use:\n\n- `gradle` (global install) → `./gradlew`\n\nBuild with `./gradlew build`.\n')).toHaveLength(0);
    expect(same('Never use:\n\n- `gradle` → `mvn`\n\nBuild with `gradle build`.\n').length).toBeGreaterThan(0);
  });
});

describe('false-alarm classes of real files (batch 7), read after its first replay', () => {
  test('a sentence that prescribes a member and forbids it too forbids only a way of using it', () => {
    expect(pair('Uses `uv` for dependency management (NOT pip)', 'Always use `uv add` for Python dependencies, never `uv pip`')).toHaveLength(0);
    expect(pair('Uses `uv` for dependency management (NOT pip)', 'Never use `uv`.').length).toBeGreaterThan(0);
  });
  test('a leading "Instead of X" ends at the next name or the verb', () => {
    expect(pair('Instead of `Files.createTempDirectory` `@TempDir` JUnit5 annotation should be used.', 'Plain JUnit assert should be used instead of org.assertj.')).toHaveLength(0);
    expect(pair('Instead of JUnit 5, write tests with TestNG.', 'Use JUnit 5 for all tests.').length).toBeGreaterThan(0);
  });
  test('"add no value" and "through environment values" name no act', () => {
    expect(pair('Such comments become outdated quickly and add no value.', 'Pass the AppDelegate through environment values.')).toHaveLength(0);
  });
  test('a ban "from the repo root" is narrowed to that place', () => {
    expect(pair('**Do NOT run `bun test` from the repo root** — it runs every package in one process.', 'Ensure the package test script runs it in a separate `bun test` invocation.')).toHaveLength(0);
    expect(pair('**Package manager:** pnpm (do not use npm or yarn).', 'To install dependencies, run `npm install` from the repo root.').length).toBeGreaterThan(0);
  });
});

describe('lists of commands', () => {
  test('each git command of a list is its own act, beside a command-line claim', () => {
    expect(pair('Never run `git push` or `docker push`, under any circumstances.', '5. Commit and push changes')).toHaveLength(1);
    expect(pair('Never run `git rebase` or `docker push`.', '5. Commit and push changes')).toHaveLength(0);
  });
});
