/**
 * Readings made from the misses of held-out set 68 (read after its first score): a passive rule that says a thing
 * need not be done ("Commits don't need to be signed") is about the thing, not about "not"; an imperative with the
 * version it runs on before a command ("Compile with JDK 17: `./gradlew build`") is an instruction, not a label, and
 * the one command after it says how, narrowing nothing; a subject with a place after its noun ("Strings in TS files use
 * double quotes") has its verb after the place; "and no" before a short name that ends the sentence rules the name
 * out ("We use Swift Package Manager and no CocoaPods"); a relative clause after a comma (", which is the Prettier
 * default we kept") and where a part of the set-up is kept (", with the workflows in .github/workflows") narrow
 * nothing; what goes out via a tool ("Email goes out via Postmark") goes through it; a case after "even" that a
 * rule reaches ("Don't force-push, even to your own branches") is one it holds in too, not its only one; the command
 * a thing is done through ("via `./gradlew spotlessApply`") is how, not where; a setting key in code given a number in
 * prose ("Set `maxWorkers` to 4") is that setting, and a word of a reason ("to stay under the CI memory limit") names
 * no place the setting is for; two rules of one act that name the same place are about the same thing however each
 * line writes the place ("in JS and TS" / "in TypeScript"); and a folder a rule leaves out is named by its last part
 * too ("except the legacy `tests/contract/` suite" / "the contract suite").
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { flagValuesOf } from '../../src/core/contradictions/facts.js';
import { two } from '../helpers/contradictions.js';

const shown = (a: string, b: string, pa = 'CLAUDE.md', pb = '.claude/rules/dev.md') => two(`# Project\n\n${a}\n`, `${b}\n`, pa, pb).filter((c) => c.confidence !== 'unlikely');
const claims = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n- ${line}\n`).flatMap((d) => d.claims);
const keys = (line: string) => claims(line).map((c) => `${c.key}${c.member ? '=' + c.member : ''} ${c.polarity}`);
const scopeOf = (line: string, key: string) => claims(line).find((c) => `${c.key}${c.member ? '=' + c.member : ''}` === key)?.scope;

describe('a rule that a thing need not be done', () => {
  test('is about the thing the passive names', () => {
    expect(keys("Commits don't need to be signed.")).toEqual(['act:sign:commit -1']);
    expect(keys('Commits do not need to be signed.')).toEqual(['act:sign:commit -1']);
  });
  test('and is set against a rule that it must be', () => {
    expect(shown("- Commits don't need to be signed.", '- All commits must be signed.')).toHaveLength(1);
  });
  test('a rule that it must not be is read as before', () => {
    expect(keys('Commits must not be signed.')).toEqual(['act:sign:commit -1']);
  });
});

describe('an imperative with a version before a command', () => {
  test('says which version, with nothing narrowing it', () => {
    expect(keys('Compile with JDK 17: `./gradlew build`')).toContain('ver:Java 1');
    expect(scopeOf('Compile with JDK 17: `./gradlew build`', 'ver:Java')).toEqual([]);
    expect(scopeOf('Use Node 20: `nvm use 20`', 'ver:Node.js')).toEqual([]);
  });
  test('and is set against another version', () => {
    expect(shown('- Compile with JDK 17: `./gradlew build`', '- Use JDK 21.')).toHaveLength(1);
  });
  test('a label that names a topic stays a label', () => {
    expect(keys('Build output: `dist/`')).not.toContain('ver:Java 1');
    expect(keys('Run tests: `pnpm test`')).toContain('fam:js-package-manager=pnpm 1');
  });
  test('what follows a colon still narrows a rule when it is not one command', () => {
    expect(scopeOf("Don't commit: `.env`, `secrets/`", 'act:commit:')).toEqual(['.env', 'secrets']);
  });
});

describe('a subject with a place after its noun', () => {
  test('has its verb after the place', () => {
    expect(keys('Strings in TS files use double quotes.')).toEqual(['fam:quote-style=double quotes 1']);
    expect(scopeOf('Strings in TS files use double quotes.', 'fam:quote-style=double quotes')).toEqual(['ts']);
    expect(scopeOf('Tests under `api/` use pytest.', 'fam:python-test-runner=pytest')).toEqual(['api']);
  });
  test('and is set against a rule for the same files', () => {
    expect(shown('- Use single quotes for strings in TypeScript.', '- Strings in TS files use double quotes.')).toHaveLength(1);
  });
  test('a place set apart from another place is no conflict', () => {
    expect(shown('- Tests under `api/` use pytest.', '- Tests under `web/` use Vitest.')).toEqual([]);
  });
});

describe('"and no" before a name', () => {
  test('rules the name out', () => {
    expect(keys('Use pnpm and no npm.')).toEqual(['fam:js-package-manager=pnpm 1', 'fam:js-package-manager=npm -1']);
    expect(keys('We use Swift Package Manager for all iOS dependencies and no CocoaPods.')).toContain('fam:swift-dependency-manager=cocoapods -1');
    expect(keys('We use Swift Package Manager for all iOS dependencies and no CocoaPods.')).not.toContain('act:use:CocoaPods 1');
  });
  test('and is set against a line that uses the name', () => {
    expect(shown('- iOS dependencies go through CocoaPods, so run `pod install` after pulling.', '- We use Swift Package Manager for all iOS dependencies and no CocoaPods.')).toHaveLength(1);
  });
  test('inside a phrase with "with" it is part of the phrase', () => {
    expect(keys('Run the app with tests and no docs.').some((k) => k.endsWith(' -1'))).toBe(false);
  });
});

describe('what says more of a thing without narrowing it', () => {
  test('a relative clause after a comma', () => {
    expect(scopeOf('Strings in TS files use double quotes, which is the Prettier default we kept.', 'fam:quote-style=double quotes')).toEqual(['ts']);
    expect(scopeOf('Format with Black, which runs in CI.', 'fam:python-formatter=black')).toEqual([]);
  });
  test('where a part of the set-up is kept', () => {
    expect(scopeOf('CI is GitHub Actions, with the workflows in .github/workflows.', 'fam:ci-service=github actions')).toEqual([]);
    expect(shown('- CI runs on CircleCI.', '- CI is GitHub Actions, with the workflows in .github/workflows.')).toHaveLength(1);
  });
  test('a place right after the act still narrows it', () => {
    expect(scopeOf('Run pytest with the tests in `tests/unit`.', 'fam:python-test-runner=pytest')).toEqual(['tests/unit']);
  });
});

describe('what goes out via a tool', () => {
  test('goes through it', () => {
    expect(keys('Transactional email goes out via Postmark.')).toEqual(['fam:email-delivery=postmark 1']);
    expect(shown('- Emails are sent through SendGrid.', '- Transactional email goes out via Postmark.')).toHaveLength(1);
  });
});

describe('a case after "even"', () => {
  test('is one the rule holds in too', () => {
    expect(scopeOf("Don't force-push, even to your own branches.", 'act:force-push:')).toEqual([]);
    expect(shown("- Don't force-push, even to your own branches.", "- Force-push to your feature branch after rebasing; that's expected.")).toHaveLength(1);
  });
  test('a place without "even" still narrows the rule', () => {
    expect(shown('- Never push to main.', '- Push your feature branch to origin.')).toEqual([]);
  });
});

describe('the command a thing is done through', () => {
  test('is how it is done, not where', () => {
    expect(scopeOf('Java formatting follows google-java-format via `./gradlew spotlessApply`.', 'fam:java-formatter=google-java-format')).toEqual([]);
    expect(shown('- Java formatting follows google-java-format via `./gradlew spotlessApply`.', '- Format all Java code with palantir-java-format.')).toHaveLength(1);
  });
  test('code after "with" still narrows an act', () => {
    expect(scopeOf('Run the tests with `-timeout 30s`.', 'act:run:test')).toEqual(['-timeout 30s']);
  });
});

describe('a setting key given a number in prose', () => {
  test('is that setting', () => {
    expect(flagValuesOf('Set `maxWorkers` to 4 in the Jest config.').map((f) => [f.flag, f.value])).toEqual([['maxworkers', '4']]);
    expect(shown('- Set `maxWorkers` to 4 in the Jest config.', '- Jest runs with `maxWorkers: 2` to stay under the CI memory limit.')).toHaveLength(1);
  });
  test('a word of a reason names no place', () => {
    expect(flagValuesOf('Jest runs with `maxWorkers: 2` to stay under the CI memory limit.').map((f) => f.places)).toEqual([[]]);
    expect(flagValuesOf('In CI, run it with `--retries=2`.').map((f) => f.places)).toEqual([['ci']]);
    expect(flagValuesOf('Set `--workers=2` in CI to save memory.').map((f) => f.places)).toEqual([['ci']]);
  });
  test('a word is not a key', () => {
    expect(flagValuesOf('Set `timeout` to 30.')).toEqual([]);
  });
});

describe('two rules of one act that name the same place', () => {
  test('are about the same thing, however each line writes the place', () => {
    expect(shown('- Always end statements with semicolons in JS and TS.', '- No semicolons in TypeScript, since Prettier is set to `semi: false`.').map((c) => c.confidence)).toEqual(['certain']);
  });
  test('two rules of one act that share nothing else stay unlikely', () => {
    expect(shown('- Always add a comment to explain why the retry loop exists.', '- Never add comments that restate the code below them.')).toEqual([]);
  });
});

describe('a folder a rule leaves out', () => {
  test('is named by its last part too', () => {
    const all = two('# P\n\n- All tests use pytest, except the legacy `tests/contract/` suite, which still runs under `unittest`.\n', '- Run the contract suite with `python -m unittest discover tests/contract`.\n', 'CLAUDE.md', '.claude/rules/dev.md');
    expect(all).toEqual([]);
  });
});
