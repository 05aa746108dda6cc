/**
 * What a removal takes away ("the old Heroku setup was decommissioned", "Jest was removed from the toolchain") is the
 * member with its own noun phrase, out of the whole project; a port a line rules out ("nothing uses 5432") is not one
 * it knows; "X and nothing else" names no case; a participle spelled as its base form ("Prettier must not be run") is
 * a passive; a ban of two acts in an order ("Never implement first and write tests after") bans the order; a label
 * that names what a language is for ("AI conversations: English by default") is the topic of the language; running a
 * tool by its name ("Run SwiftLint") uses it; the words one subject of a number adds are no other thing when the
 * other line, of one value, names them too; a verdict on a gerund with a time ("Force-pushing after a rebase is fine") is
 * on the act; a bracket or an adverb before "that" heads no relative clause; a .NET solution is the whole project; one
 * more name joined to a member is used with it; a language's interpreter running a command is no use of the language;
 * a package of a member's own scope chosen over the bare name keeps the member; "no longer used" and "was shut down" say
 * a tool is gone, in an aside as in a sentence of its own; a suite of tests is the tests; a tool said to be no part of
 * the build is gone from the project as a removed one is; asking before running a command named by what it does
 * ("any command that installs packages") is asking before that act; a participle with an object after a noun ("a
 * comment explaining the reason") says what the thing does; the mode a member runs in is how it is used; "each other"
 * names no rest; "No config changes are required when …:" is no ban of the list after it; "was first written for Java 8"
 * is history; the end of a range ("keys 0–15 including …") counts nothing.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { contradictions, two } from '../helpers/contradictions.js';

const all = (a: string, b: string, pb = '.claude/rules/dev.md') => two(`# Project\n\n${a}\n`, `${b}\n`, 'CLAUDE.md', pb);
const shown = (a: string, b: string, pb = '.claude/rules/dev.md') => all(a, b, pb).filter((c) => c.confidence !== 'unlikely');
const claims = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims.map((c) => ({ key: c.key, polarity: c.polarity, scope: c.scope })));

describe('what a removal takes away', () => {
  test('the words of the removed thing\'s own noun phrase are not where it was removed', () => {
    expect(claims('The old Heroku setup was decommissioned.')).toEqual([{ key: 'fam:hosting-platform', polarity: -1, scope: [] }]);
    expect(shown('Deploy to Heroku with `git push heroku main`.', 'The old Heroku setup was decommissioned.')).toHaveLength(1);
  });
  test('removed from the toolchain or the dependencies: from the whole project', () => {
    expect(claims('Vitest replaced it; Jest has been removed from the toolchain.').find((c) => c.polarity === -1)?.scope).toEqual([]);
    expect(claims('Jest was dropped from our dependencies.')[0].scope).toEqual([]);
    expect(shown('Unit tests run with Jest.', 'Jest has been removed from the toolchain.')).toHaveLength(1);
  });
  test('a place it was removed from, or an environment, still narrows it', () => {
    expect(claims('Jest was removed from the mobile app.')[0].scope).toEqual(['mobile']);
    expect(claims('The staging Redis was decommissioned.')[0].scope).toEqual(['staging']);
    expect(shown('Unit tests run with Jest.', 'Jest was removed from the mobile app.')).toEqual([]);
  });
  test('what is removed is gone from every part: a narrower use of it, or a thing of it said to be in use, is stale', () => {
    expect(shown('Application logs go to Datadog.', 'Logs are shipped to Grafana Loki; the Datadog contract was cancelled.')).toHaveLength(1);
    expect(shown('The backend is a Django monolith.', 'The backend is a set of Go microservices; the old Django app was retired.')).toHaveLength(1);
  });
  test('so is a tool said itself not to be installed; what a part of the project does not use is not', () => {
    expect(shown('- Testing: pytest, with fixtures in `tests/conftest.py`', 'Tests subclass `unittest.TestCase`; pytest is not installed.')).toHaveLength(1);
    expect(shown('The API caches sessions in Redis.', 'The worker does not use Redis.')).toEqual([]);
  });
  test('a part of a tool that goes alone leaves the tool', () => {
    expect(shown('Lint with ESLint.', 'The ESLint config was deleted.')).toEqual([]);
  });
  test('a removal still in progress is not a removal', () => {
    expect(claims('The Jest suite is being removed.').filter((c) => c.polarity === -1)).toEqual([]);
  });
});

describe('a port a line rules out', () => {
  test('"nothing uses 5432" beside the new port does not know the old one', () => {
    const found = shown('The local Postgres listens on port 5432.', 'The local Postgres runs on port 5433; nothing uses 5432.');
    expect(found.map((c) => c.kind)).toEqual(['drift']);
  });
  test('"not 8000" and "8000 is unused" rule it out too', () => {
    expect(shown('The API listens on port 8000.', 'The API listens on port 8080, not 8000.')).toHaveLength(1);
    expect(shown('The API listens on port 8000.', 'The API listens on port 8080; port 8000 is unused now.')).toHaveLength(1);
  });
  test('a line that gives the old port as what it was still knows it', () => {
    expect(shown('The API listens on port 8000.', 'The API listens on port 8080 (was 8000).')).toEqual([]);
  });
  test('a line that gives the old port to another service rules it out for this one', () => {
    expect(shown('The web app listens on port 3000.', 'The web app listens on port 3001 (3000 is taken by Grafana).')).toHaveLength(1);
  });
});

describe('only the one named', () => {
  test('"and nothing else" is no case of the choice', () => {
    expect(claims('Type checking is `mypy` and nothing else.').every((c) => !c.scope.includes('else'))).toBe(true);
    expect(shown('Format Python with Black.', 'Formatting is `ruff format` and nothing else.')).toHaveLength(1);
  });
  test('"everything else" still names the rest', () => {
    expect(claims('Use Black for everything else.')[0].scope).not.toEqual([]);
  });
});

describe('a participle spelled as its base form', () => {
  test('"must not be run" bans the tool as "must not be used" does', () => {
    expect(claims('Prettier must not be run.')).toEqual([{ key: 'fam:js-formatter', polarity: -1, scope: [] }]);
    expect(shown('Format every file with Prettier.', 'Prettier must not be run.')).toHaveLength(1);
  });
  test('"is to run" is not a passive', () => {
    expect(claims('The goal is to run Prettier.').filter((c) => c.polarity === -1)).toEqual([]);
  });
});

describe('a ban of two acts in an order', () => {
  test('"never implement first and write tests after" does not ban writing tests', () => {
    expect(claims('Never implement first and write tests after.').length).toBeGreaterThan(0);
    // (both were certain clashes before)
    expect(shown('Never implement first and write tests after.', '- Write the unit test → confirm it fails')).toEqual([]);
    expect(shown('Never implement first and write tests after.', 'Write tests for every new function.')).toEqual([]);
  });
  test('a plain ban of the act still clashes', () => {
    expect(shown('Never write tests.', 'Write a test for every bug fix.')).toHaveLength(1);
  });
});

describe('a label that names what a language is for', () => {
  test('"AI conversations: English by default" chooses English for talking with the user', () => {
    expect(claims('**AI conversations**: English by default')).toEqual([{ key: 'fam:natural-language', polarity: 1, scope: [] }]);
    expect(claims('Code comments: English.')).toEqual([{ key: 'fam:natural-language', polarity: 1, scope: [] }]);
    expect(all('**Chat**: English by default.', 'Always reply to the user in Japanese.').length).toBeGreaterThan(0);
  });
  test('a label of something else is no language topic', () => {
    expect(claims('Error messages: English')).toEqual([]);
  });
});

describe('running a tool by its name', () => {
  test('"Run SwiftLint" uses SwiftLint, which "we don\'t use SwiftLint" rules out', () => {
    expect(claims('Run SwiftLint on every change.').map((c) => c.key)).toEqual(['act:use:SwiftLint', 'act:run:SwiftLint']);
    expect(shown('Run SwiftLint on every change.', "We don't use SwiftLint at all.")).toHaveLength(1);
  });
  test('running a thing of the project is not using a tool', () => {
    expect(claims('Run the migrations.').map((c) => c.key)).toEqual(['act:run:migration']);
  });
});

describe('the words one subject of a number adds', () => {
  test('named by the other line too, they are the same thing', () => {
    const found = all('Sidekiq runs with `concurrency: 5`.', 'Set Sidekiq concurrency to 20.');
    expect(found).toHaveLength(1);
    expect(found[0].reason ?? '').not.toMatch(/match only in part/);
  });
  test('a line of two values that names both subjects is not read that way', () => {
    expect(shown('- 90-char soft limit (formatter), 120-char hard limit (linter)', 'Keep lines under **90 characters** (formatter target) with a linter threshold of **120 characters**.')).toEqual([]);
  });
});

describe('a verdict on an act at a time', () => {
  test('"Force-pushing after a rebase is fine" permits force-pushing', () => {
    expect(claims('Force-pushing after a rebase is fine.')).toEqual([{ key: 'act:force-push:', polarity: 1, scope: [] }]);
    const [c] = shown('NEVER force-push.', 'Force-pushing your own branch after a rebase is OK.');
    expect(c?.confidence).toBe('possible');
  });
  test('"Merging before review is not allowed" bans merging before review only', () => {
    const [c] = extractDirectives('CLAUDE.md', '# P\n\nMerging before review is not allowed.\n').flatMap((d) => d.claims);
    expect([c?.key, c?.polarity, c?.conditional]).toEqual(['act:merge:', -1, true]);
  });
  test('a time in an instruction is still a time', () => {
    expect(claims('Run the linter after a rebase is done.').map((c) => c.key)).toEqual(['act:run:lint']);
  });
});

describe('words that narrow nothing', () => {
  const one = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims)[0];
  test('"(that\'s what the image ships)" and "enforces exactly that" are no relative clauses', () => {
    expect(one("Code must run on Python 3.10 (that's what the base image ships).")?.conditional).toBe(false);
    expect(one('Minimum coverage is 70%, and CI enforces exactly that.')?.conditional).toBe(false);
    expect(one('Tests that are flaky must be fixed.')?.conditional).toBe(true);
  });
  test('"across the solution" is the whole project', () => {
    expect(one('Unit tests use xUnit across the solution.')?.scope).toEqual([]);
    expect(one('Use xUnit in the Billing solution.')?.scope).toEqual(['billing', 'solution']);
  });
  test('a name joined to a member is used with it, not where it is chosen', () => {
    expect(one('Lint with flake8 and pylint.')?.scope).toEqual([]);
    expect(one('| Lint | flake8 + pylint |')?.scope).toEqual([]);
  });
  test('"carry" is a verb', () => {
    expect(claims('Release tags carry no `v` prefix.')[0].scope).not.toContain('carry');
  });
});

describe('a command and a package are not the tool a ban is about', () => {
  test('`php artisan make:model` against "Use Blade components, not PHP" (real-text batch 356)', () => {
    // (a certain clash before)
    expect(shown('- Use `php artisan make:model` for new models.', '- Use Blade components, not PHP.')).toEqual([]);
    expect(shown('Write every script in Python.', 'Never use Python; write scripts in Go.')).toHaveLength(1);
  });
  test('"import `@playwright/test` (not `playwright`)" rules out a package to import, not Playwright', () => {
    expect(claims('Import `@playwright/test` (not `playwright`).').map((c) => c.key)).toEqual(['act:import:@playwright/test']);
    expect(shown('Import `@playwright/test` (not `playwright`).', 'Open traces with `npx playwright show-report`.')).toEqual([]);
    expect(claims("Don't use `playwright`.").map((c) => c.polarity)).toEqual([-1]);
  });
});

describe('a tool said to be gone, in more words', () => {
  test('"is no longer used", "was shut down"', () => {
    expect(claims('Lerna is no longer used.')).toEqual([{ key: 'fam:monorepo-tool', polarity: -1, scope: [] }]);
    expect(claims('Heroku was shut down last year.')).toEqual([{ key: 'fam:hosting-platform', polarity: -1, scope: [] }]);
  });
  test('in an aside', () => {
    expect(claims('We deploy with Kamal (Heroku is no longer used).')).toEqual([{ key: 'fam:hosting-platform', polarity: -1, scope: [] }]);
    expect(shown('We deploy to Heroku.', 'Production runs on AWS ECS (Heroku was shut down last year).')).toHaveLength(1);
  });
  test('an aside that says nothing is gone adds nothing', () => {
    expect(claims('Deploy with Kamal (see the runbook).').filter((c) => c.polarity === -1)).toEqual([]);
  });
});

describe('a suite of tests', () => {
  test('"Run the full test suite" runs the tests; a suite of something else stays a suite', () => {
    expect(claims('Run the full test suite before you push.').map((c) => c.key)).toEqual(['act:run:test']);
    expect(claims('Run the benchmark suite.').map((c) => c.key)).toEqual(['act:run:suite']);
  });
});

describe('no part of the build', () => {
  test('"ktlint is not part of the build" against a description of ktlint in use', () => {
    expect(shown('Kotlin formatting: ktlint (`./gradlew ktlintCheck`).', 'Format with detekt only; ktlint is not part of the build.')).toHaveLength(1);
  });
  test('in an aside, of a tool named by a capital inside its name', () => {
    expect(claims('We lint with swift-format only (SwiftLint is not part of the toolchain).').find((c) => c.key === 'act:use:SwiftLint')?.polarity).toBe(-1);
    expect(shown('SwiftLint runs on every build.', 'We lint with swift-format only (SwiftLint is not part of the toolchain).')).toHaveLength(1);
  });
});

describe('a command named by what it does', () => {
  test('"Ask before running any command that installs packages" asks before adding a dependency', () => {
    expect(claims('Ask before running any command that installs packages.')).toEqual([{ key: 'confirm:add:dep', polarity: 1, scope: [] }]);
    expect(shown('Ask before running any command that installs packages.', 'Add whatever libraries you need without asking.')).toHaveLength(1);
  });
  test('a condition of its own stays one', () => {
    const [c] = extractDirectives('CLAUDE.md', '# P\n\nAsk before running any command that deletes files when the branch is shared.\n').flatMap((d) => d.claims);
    expect([c?.key, c?.conditional]).toEqual(['confirm:delete:file', true]);
  });
});

describe('a participle with an object of its own after the noun', () => {
  test('"a comment explaining the reason" is a comment', () => {
    expect(claims('Add a comment explaining the reason.').map((c) => c.key)).toEqual(['act:use:comment']);
    expect(claims('Write a docstring describing each parameter.').map((c) => c.key)).toEqual(['act:use:docstring']);
    expect(shown('Never add comments.', 'Add a comment explaining the reason.')).toHaveLength(1);
  });
  test('"error handling code" stays one noun phrase', () => {
    expect(claims('Add error handling code to every endpoint.').map((c) => c.key)).not.toContain('act:use:error');
  });
});

describe('how a member is used, and one another', () => {
  test('"vcpkg in manifest mode" is vcpkg everywhere', () => {
    expect(claims('C++ dependencies come from vcpkg in manifest mode.')[0]?.scope).toEqual([]);
    expect(shown('C++ dependencies come from vcpkg in manifest mode.', 'Get third-party C++ libraries from Conan; vcpkg is not used.').length).toBeGreaterThan(0);
  });
  test('"each other" is no rest of anything', () => {
    expect(claims('Services talk to each other over NATS.')[0]?.scope.some((q) => q.startsWith('@ref:'))).toBe(false);
    expect(claims('All other files can use relative imports.')[0]?.scope.some((q) => q.startsWith('@ref:'))).toBe(true);
  });
});

describe('what is no ban and no requirement', () => {
  test('a lead-in that says nothing is needed does not ban its items (real-text batch 360)', () => {
    const lead = '## Configuration\n\nNo config changes are required when moving a test into `__tests__/`:\n\n- **Vitest**: `vitest.config.ts` includes `src/**/*.test.ts`.\n';
    expect(extractDirectives('rules/testing.md', lead).flatMap((d) => d.claims).filter((c) => c.polarity === -1)).toEqual([]);
    expect(extractDirectives('rules/deps.md', '## Rules\n\nNo new dependencies:\n\n- lodash\n').flatMap((d) => d.claims).filter((c) => c.polarity === -1)).toHaveLength(1);
  });
  test('"was first written for Java 8" is where the project began', () => {
    expect(claims('The service was first written for Java 8, hence a few anonymous classes.')).toEqual([]);
    expect(shown('Target Java 21.', 'The service was first written for Java 8, hence a few anonymous classes.')).toEqual([]);
    expect(claims('Run the tests first on Java 21.').filter((c) => c.key.startsWith('ver:'))).toHaveLength(1);
  });
});

describe('the end of a range counts nothing', () => {
  test('"keys 0–15 including certificates" against "keys 0–7 including certificates" (real-text batch 362)', () => {
    expect(contradictions({ 'crates/ledger/AGENTS.md': '# Ledger\n\n- Alonzo body: keys 0–15 including certificates and withdrawals.\n', 'crates/ledger/src/AGENTS.md': '# Eras\n\n- Shelley body: keys 0–7 including certificates and withdrawals.\n' })).toEqual([]);
  });
  test('a count of a named set still drifts', () => {
    expect(contradictions({ 'CLAUDE.md': '# P\n\n- The app has 18 custom hooks.\n', '.claude/rules/hooks.md': '- There are 21 custom hooks in `src/hooks/`.\n' }).length).toBeGreaterThan(0);
  });
});
