/**
 * A thing of a member's that a line says the project has; a ban said as "not allowed"; ports labelled by their kind
 * or named by the server they wait for; a program run is a program used, and one said not to be used; the light verb
 * of several commits; a library's function named in code; a duration after a noun spelled like a verb; the length lines
 * wrap at; a short leading case; what comes through a tool; any of a kind; the words of a topic; one act on a PR;
 * code that must pass a command; a tool that runs; where a passive push or commit goes; how a member is set up; a tool
 * the project took out; a tag shown as a version; a git act named as a noun; commenting something; where the build
 * output goes; what a count of retries counts; what a test runner is set up with; a registry of its own; what a
 * version means; a Rust edition before its noun; an underscore in words; a coverage gate.
 */
import { portsOf } from '../../src/core/contradictions/facts.js';
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { contradictions, two } from '../helpers/contradictions.js';

const all = (a: string, b: string, pb = '.claude/rules/dev.md') => two(`# Project\n\n${a}\n`, `${b}\n`, 'CLAUDE.md', pb);
const shown = (a: string, b: string, pb = '.claude/rules/dev.md') => all(a, b, pb).filter((c) => c.confidence !== 'unlikely');
const claims = (line: string) => extractDirectives('CLAUDE.md', line + '\n').flatMap((d) => d.claims.map((c) => ({ key: c.key, member: c.member, polarity: c.polarity, basis: c.basis, scope: c.scope })));

describe("a thing of a member's that the project has", () => {
  test('"global state lives in Zustand stores" uses Zustand: against another library it is a possible clash', () => {
    const [c] = shown('State management uses Redux Toolkit.', "There's no Redux anymore; global state lives in Zustand stores.");
    expect(c?.subject).toBe('state management');
    expect(c?.confidence).toBe('possible');
  });
  test('"Tests are written as pytest functions" against "Use unittest for all tests — no pytest"', () => {
    expect(shown('Tests are written as pytest functions with fixtures.', 'Use the standard unittest module for all tests — no pytest.').length).toBeGreaterThan(0);
  });
  test('a ban of the thing leaves the member alone', () => {
    expect(shown('State management uses Redux Toolkit.', 'Do not use Zustand stores for form state.')).toEqual([]);
  });
  test("a part of the tool's own (its config) may outlive its use: still not reported", () => {
    const c = all('The ESLint config stays in `eslint.config.js`.', 'Lint with Biome; it replaces ESLint and Prettier.').find((x) => x.subject === 'JavaScript linter' && x.kind === 'exclusive-choice');
    expect(c === undefined || c.confidence === 'unlikely').toBe(true);
  });
});

describe('a ban said as "not allowed"', () => {
  test('"ruff is not allowed" against a description of ruff in use', () => {
    const [c] = shown('Python is linted with ruff.', 'Ruff is not allowed (it misses our custom plugins).');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('possible');
  });
});

describe('ports', () => {
  test('a port labelled only by the kind of serving is the server of that kind', () => {
    expect(portsOf('gRPC port: 50051')).toEqual([expect.objectContaining({ owner: 'server', port: 50051, setting: 'grpc' })]);
    const [c] = shown('| gRPC port | 50051 |', 'The gRPC service listens on :9090.');
    expect(c?.kind).toBe('drift');
  });
  test('a port with no label names nothing', () => {
    expect(portsOf('port: 50051')).toEqual([]);
  });
  test('"once the dev server is up" names the server the port waits for', () => {
    expect(portsOf('Open http://localhost:8080 once the dev server is up.').map((p) => p.owner)).toEqual(['dev server']);
    expect(shown('The dev server listens on port 3000.', 'Open http://localhost:8080 once the dev server is up.')[0]?.kind).toBe('drift');
  });
  test('"Visit" is the act of opening it, not a service', () => {
    expect(portsOf('Visit localhost:3000 when the app is running.')).toEqual([]);
  });
});

describe('a program run is a program used', () => {
  test('"Never use golangci-lint" meets a command line that runs it', () => {
    const [c] = shown('Run `golangci-lint run ./...` before every commit.', 'Never use golangci-lint.');
    expect(c?.confidence).toBe('certain');
  });
  test('a program run as written in code meets a ban of using it', () => {
    expect(shown('Run `goimports -w` on every file you touch.', 'Never use goimports.')[0]?.confidence).toBe('certain');
  });
});

describe('a tool said not to be used', () => {
  test('a name in code or a hyphened name as the subject of "is not used" rules the tool out, as a statement', () => {
    expect(claims('`goimports` is not used.')).toEqual([{ key: 'act:use:goimport', member: undefined, polarity: -1, basis: 'stated', scope: [] }]);
    expect(claims('golangci-lint is not used here.')).toEqual([{ key: 'act:use:golangci-lint', member: undefined, polarity: -1, basis: 'stated', scope: [] }]);
  });
  test('against a rule to run it in another file of its level it is a possible clash', () => {
    const [c] = shown('Run `golangci-lint run ./...` before every commit.', 'Lint with `staticcheck ./...` only; golangci-lint is not used here (too slow on CI).');
    expect(c?.confidence).toBe('possible');
  });
  test('a word of prose may be anything', () => {
    expect(claims('The cache is not used.')).toEqual([]);
    expect(claims('goimports is not used.')).toEqual([]);
  });
  test('"is not a dependency" says a known tool is not used', () => {
    expect(claims('Kotest is not a dependency.')).toEqual([expect.objectContaining({ member: 'kotest', polarity: -1 })]);
    expect(claims('Lodash is not a dependency of the web app.')).toEqual([]);
  });
});

describe('the light verb of several commits', () => {
  test('"never create git commits" rules out committing, as "never make a commit" does', () => {
    expect(claims('Never create git commits.').map((c) => [c.key, c.polarity])).toEqual([['act:commit:', -1]]);
    expect(claims('Never make a commit.').map((c) => [c.key, c.polarity])).toEqual([['act:commit:', -1]]);
  });
});

describe("a library's function named in code", () => {
  test('"testify\'s `require`" is not CommonJS', () => {
    expect(claims("Use testify's `require` and `assert` helpers in Go tests.").some((c) => c.key === 'fam:module-system')).toBe(false);
  });
  test('`require` alone, or a runtime\'s, still is', () => {
    expect(claims('Use `require` in tests.').some((c) => c.key === 'fam:module-system')).toBe(true);
    expect(claims("Use Node.js's `require()` only in config files.").some((c) => c.key === 'fam:module-system')).toBe(true);
  });
});

describe('durations and lengths in statements', () => {
  test('"JWT access tokens expire after 15 minutes": a base form after a singular noun, before a plural noun and its verb, is not the verb', () => {
    expect(claims('JWT access tokens expire after 15 minutes.')).toEqual([expect.objectContaining({ key: 'num:time' })]);
    expect(shown('OAuth access tokens expire after 15 minutes.', 'OAuth access tokens are valid for 60 minutes.')[0]?.kind).toBe('numeric');
  });
  test('a plural subject agrees with its verb ("Reviewers check tokens are rotated")', () => {
    expect(claims('Engineers review tokens daily.').some((c) => c.key === 'num:time')).toBe(false);
  });
  test('"Lines wrap at 120 characters" gives the line length', () => {
    expect(claims('Lines wrap at 120 characters (the formatter enforces it).')).toEqual([expect.objectContaining({ key: 'num:chars' })]);
    expect(shown('Max line length: 100.', 'Lines wrap at 120 characters (the formatter enforces it).')[0]?.kind).toBe('numeric');
  });
});

describe('a short leading case before an imperative', () => {
  test('"When done, open a PR", "After each task, run the tests" are instructions in that case', () => {
    expect(claims('When done, run the tests.')).toEqual([expect.objectContaining({ key: 'act:run:test', polarity: 1 })]);
    expect(claims('After each task, run the tests.')).toEqual([expect.objectContaining({ key: 'act:run:test', polarity: 1 })]);
    expect(shown("When you're done, open a draft PR yourself (`gh pr create --draft`).", 'Do not create pull requests — I open them myself.').length).toBeGreaterThan(0);
  });
});

describe('what comes through a tool', () => {
  test('"Dependencies come in through Swift Package Manager" states the tool in use', () => {
    expect(claims('Dependencies come in through Swift Package Manager.')).toEqual([expect.objectContaining({ key: 'fam:swift-dependency-manager', polarity: 1 })]);
    expect(shown('Dependencies come in through Swift Package Manager.', 'Third-party libraries are added via CocoaPods, not SwiftPM.').length).toBeGreaterThan(0);
  });
  test('what a kind of tool supplies comes from it ("Feature flags come from LaunchDarkly"); an idea that comes from one does not', () => {
    expect(claims('Feature flags come from LaunchDarkly.')).toEqual([expect.objectContaining({ key: 'fam:feature-flags', polarity: 1 })]);
    expect(claims('The idea comes from Django.')).toEqual([]);
    expect(claims('Packages come from npm.')).toEqual([]);
  });
});

describe('any of a kind', () => {
  test('"of any kind", "on any branch" hold everywhere', () => {
    expect(claims('No force pushes of any kind, on any branch.')).toEqual([expect.objectContaining({ key: 'act:force-push:', polarity: -1, scope: [] })]);
    expect(shown('Force-pushing your own feature branch is OK.', 'No force pushes of any kind (`--force` or `--force-with-lease`), on any branch.')[0]?.confidence).toBe('possible');
  });
  test('"with any warnings" is still a case', () => {
    expect(claims('Never merge with any warnings.').every((c) => c.key !== 'act:merge:')).toBe(true);
  });
});

describe('the words of a topic', () => {
  test('"third-party libraries" are what a package manager adds, not a part of the project set apart', () => {
    expect(claims('Third-party libraries are added via CocoaPods.')).toEqual([expect.objectContaining({ key: 'fam:swift-dependency-manager', scope: [] })]);
    expect(claims('Install third-party packages with pnpm.')).toEqual([expect.objectContaining({ key: 'fam:js-package-manager', scope: [] })]);
  });
  test('third-party code is still set apart where it is not the topic', () => {
    expect(claims('Lint third-party code with ESLint.')[0]?.scope).toContain('third-party');
  });
});

describe('one act on a pull request', () => {
  test('opening, raising or submitting a PR is creating one', () => {
    expect(shown('Raise a PR for every change.', 'Never create pull requests.')[0]?.confidence).toBe('certain');
    expect(shown("When you're done, open a draft PR yourself (`gh pr create --draft`).", 'Do not create pull requests — I open them myself.')[0]?.confidence).toBe('possible');
  });
});

describe('code that must pass a command', () => {
  test('"Go code MUST pass `golangci-lint run`" runs golangci-lint', () => {
    expect(shown('Go code MUST pass `golangci-lint run` before review.', 'Never run golangci-lint.')[0]?.confidence).toBe('certain');
    expect(shown('Go code MUST pass `golangci-lint run` before review.', 'Lint with `staticcheck ./...` only — golangci-lint is not part of our tooling.')[0]?.confidence).toBe('possible');
  });
  test('an argument passed on is not a command run ("pass `modern` on the `ServerConfig`")', () => {
    const a = '- Or pass `modern` on the `ServerConfig` for an in-process `createTestServerHttp`.';
    const b = 'It is a plain streamable-HTTP server — connect with the default (legacy) protocol era, not Modern.';
    expect(contradictions({ 'CLAUDE.md': `# P\n\n${a}\n\n${b}\n` })).toEqual([]);
    expect(all(a, b)).toEqual([]);
  });
});

describe('a tool that runs', () => {
  test('"SwiftLint runs as a build phase" uses SwiftLint (what it runs as is how, not where)', () => {
    expect(claims('SwiftLint runs as a build phase.')).toEqual([{ key: 'act:use:SwiftLint', member: undefined, polarity: 1, basis: 'stated', scope: [] }]);
    expect(shown('SwiftLint runs as a build phase.', "We don't use SwiftLint — `swift-format lint` is the only linter.")[0]?.confidence).toBe('possible');
  });
  test('where it runs narrows it; a word of prose that runs is not read', () => {
    expect(claims('`golangci-lint` runs in CI.')[0]?.scope).toEqual(['ci']);
    expect(claims('The build runs in CI.')).toEqual([]);
  });
});

describe('where a passive push or commit goes', () => {
  test('"Small fixes can be committed straight to main" commits to main, as the active voice does', () => {
    // (and, committed straight to it, pushed to it)
    expect(claims('Small fixes can be committed straight to main — no branch needed.')).toEqual([expect.objectContaining({ key: 'act:commit:main', polarity: 1, scope: ['fix', 'small'] }), expect.objectContaining({ key: 'act:push:main', polarity: 1, scope: ['fix', 'small'] })]);
    expect(shown('NEVER commit to main; every change goes through a branch and a PR.', 'Small fixes can be committed straight to main — no branch needed.')[0]?.confidence).toBe('possible');
  });
  test('the subject is still what an edit is done to', () => {
    expect(claims('Generated files must not be edited.')).toEqual([expect.objectContaining({ key: 'act:modify:file', polarity: -1 })]);
  });
});

describe('how a member is set up', () => {
  test('"with the node-modules linker", "using the checked-in config file" say how, not where', () => {
    expect(claims('We use Yarn 4 (Berry) with the node-modules linker.').find((c) => c.key === 'fam:js-package-manager')?.scope).toEqual([]);
    expect(claims("Swift sources are formatted by Apple's swift-format using the checked-in `.swift-format` file.").find((c) => c.key === 'fam:swift-formatter')?.scope).toEqual([]);
    expect(shown('**Package manager:** Yarn 4 (Berry) with the node-modules linker.', '**Package manager:** Bun. Do not invoke yarn for anything.').length).toBeGreaterThan(0);
  });
  test('a "with" phrase that names no set-up still narrows, and a place after it still does', () => {
    expect(claims('Use Jest with React Testing Library for components.').find((c) => c.key === 'fam:js-test-runner')?.scope).toContain('component');
    expect(claims('Lint with ESLint using the strict preset in the web app.')[0]?.scope).toEqual(['web']);
  });
});

describe('a tool the project took out', () => {
  test('"We dropped Heroku last year", "Heroku was decommissioned in March" rule it out; when is not where', () => {
    expect(claims('We dropped Heroku last year.')).toEqual([expect.objectContaining({ key: 'fam:hosting-platform', polarity: -1, scope: [] })]);
    expect(claims('Heroku was decommissioned in March.')).toEqual([expect.objectContaining({ key: 'fam:hosting-platform', polarity: -1, scope: [] })]);
    expect(claims('We retired Heroku.')).toEqual([expect.objectContaining({ polarity: -1 })]);
    expect(shown('Deploy to Heroku.', 'We dropped Heroku last year.')[0]?.confidence).toBe('possible');
    expect(shown('The mobile app is written in React Native.', 'The mobile app is native Swift and Kotlin — React Native was removed last year.')[0]?.confidence).toBe('possible');
  });
  test('a part of it taken out is not the tool ("We removed the Heroku config")', () => {
    expect(claims('We removed the Heroku config.')).toEqual([]);
  });
});

describe('a tag shown as a version', () => {
  test('"Tag releases as `v1.2.3`" names tags with a `v` prefix', () => {
    expect(claims('Tag releases as `v1.2.3`.')).toEqual([expect.objectContaining({ key: 'fam:affix:prefix:tag', member: 'v', polarity: 1 })]);
    expect(shown('Tag releases as `v1.2.3`.', 'Release tags have no `v` prefix: `1.2.3`.')[0]?.confidence).toBe('certain');
  });
  test('a version shown elsewhere is not a tag', () => {
    expect(claims('Bump the version to `v1.2.3` in package.json.').some((c) => c.key.startsWith('fam:affix'))).toBe(false);
  });
});

describe('a git act named as a noun', () => {
  test('"Direct pushes to `main` are fine" pushes to main; "Commits to main are forbidden" rules committing to main out', () => {
    expect(claims('Direct pushes to `main` are fine for typo fixes.')).toEqual([expect.objectContaining({ key: 'act:push:main', polarity: 1, scope: ['fix', 'typo'] })]);
    expect(claims('Commits to main are forbidden.')).toEqual([expect.objectContaining({ key: 'act:commit:main', polarity: -1 })]);
    expect(shown('Direct pushes to `main` are fine for typo fixes.', 'Never push directly to main — every change goes through a PR.')[0]?.confidence).toBe('possible');
  });
  test('without a "to" phrase it is still the noun', () => {
    expect(claims('Pushes are fine.')).toEqual([expect.objectContaining({ key: 'act:use:push' })]);
  });
});

describe('commenting something', () => {
  test('"Comment every function you write" adds comments, against "Do not write code comments"', () => {
    expect(shown('Do not write code comments — the code should explain itself.', 'Comment every function you write.')[0]?.subject).toBe('use comment');
  });
  test('docstrings are not comments to the detector (a common pair that agrees)', () => {
    expect(shown("Don't add comments unless the logic is non-obvious.", 'Add docstrings to every public function.')).toEqual([]);
  });
});

describe('where the build output goes', () => {
  test('"Build output goes to `dist/`", "Compiled files are written to `build/`", "The build writes to `build/`" name one place', () => {
    expect(claims('Build output goes to `dist/`.')).toEqual([expect.objectContaining({ key: 'loc:build output', member: 'dist' })]);
    expect(claims('Compiled files are written to `build/`.')).toEqual([expect.objectContaining({ key: 'loc:build output', member: 'build' })]);
    expect(claims('The build writes to `build/` — that is the folder the deploy step uploads.')).toEqual([expect.objectContaining({ key: 'loc:build output', member: 'build' })]);
    expect(shown('Build output goes to `dist/`.', 'Compiled output lands in `build/`; nothing writes to `dist/`.')[0]?.subject).toBe('where the build output goes');
  });
  test('what else lives somewhere keeps its own name ("Build scripts live in `scripts/`")', () => {
    expect(claims('Build scripts live in `scripts/`.')).toEqual([expect.objectContaining({ key: 'loc:build script' })]);
    expect(claims('Build the app.')).toEqual([expect.objectContaining({ key: 'act:build:app' })]);
  });
});

describe('what a count of retries counts', () => {
  test('what happens after the retries, and how they are spaced, say nothing of what is counted', () => {
    expect(claims('Failed jobs are retried 3 times with exponential backoff.')).toEqual([expect.objectContaining({ key: 'num:count' })]);
    expect(shown('Failed jobs are retried 3 times with exponential backoff.', 'A failed job is retried 10 times before it goes to the dead-letter queue.')[0]?.kind).toBe('numeric');
  });
  test('a place after the spacing still narrows it', () => {
    expect(shown('Retry failed jobs 3 times with exponential backoff for webhook jobs.', 'Failed jobs are retried 10 times before they go to the dead-letter queue.')).toEqual([]);
  });
});

describe('what a test runner is set up with', () => {
  test('"pytest, with shared fixtures in `conftest.py`" is how pytest is used, not a case of it', () => {
    expect(claims('**Testing:** pytest, with shared fixtures in `conftest.py`.')).toEqual([expect.objectContaining({ key: 'fam:python-test-runner', scope: [] })]);
    expect(claims('**Testing:** pytest, with shared fixtures in `conftest.py`.')[0]?.key).toBe('fam:python-test-runner');
  });
  test('"with failing tests" is still the state an act is done in', () => {
    expect(claims('Never commit with failing tests.')).toEqual([expect.objectContaining({ key: 'act:commit:', polarity: -1 })]);
    expect(extractDirectives('CLAUDE.md', 'Never commit with failing tests.\n')[0]?.claims[0]?.conditional).toBe(true);
  });
});

describe('a tool whose registry is its own', () => {
  test('"Third-party C++ libraries come from vcpkg" uses vcpkg', () => {
    expect(claims('Native third-party libraries come from vcpkg (see `vcpkg.json`).')).toEqual([expect.objectContaining({ key: 'fam:cpp-package-manager', member: 'vcpkg', polarity: 1 })]);
    expect(shown('Third-party C++ libraries come from vcpkg (listed in vcpkg.json).', 'Pull native libraries through Conan (`conan install . --build=missing`); we do not use vcpkg.').length).toBeGreaterThan(0);
  });
  test('"Packages come from npm" is the registry, which pnpm reads too', () => {
    expect(claims('Packages come from npm.')).toEqual([]);
  });
});

describe('what a version means', () => {
  test('after a clause that ends on a version, what follows the colon says what it means, not where it holds', () => {
    expect(claims("Stay on Dart 2.19: the pinned Flutter release doesn't support Dart 3.")).toEqual([expect.objectContaining({ key: 'ver:Dart', scope: [] })]);
    expect(claims('The build targets Java 21: use virtual threads and record patterns.').find((c) => c.key === 'ver:Java')?.scope).toEqual([]);
  });
  test('after an act, what follows the colon still narrows it', () => {
    expect(claims("Don't commit: todos, research, scratch files.")[0]?.scope).toEqual(['research', 'scratch', 'todo']);
  });
});

describe('a Rust edition before its noun', () => {
  test('"the Rust 2021 edition", "the 2024 edition" in a sentence about Rust', () => {
    expect(claims("We're on the Rust 2021 edition.")).toEqual([expect.objectContaining({ key: 'ver:Rust edition' })]);
    expect(claims('We\'re on the 2024 edition with `rust-version = "1.85"`.')).toEqual([expect.objectContaining({ key: 'ver:Rust edition' })]);
    expect(shown("We're on the Rust 2021 edition.", 'All crates use `edition = "2024"`.')[0]?.kind).toBe('version');
  });
  test('an edition of something else is not Rust\'s', () => {
    expect(claims('The 2021 edition of the report is outdated.')).toEqual([]);
  });
});

describe('an underscore in words', () => {
  test('"start with an underscore", "are prefixed with an underscore", "no leading underscores" name the `_` prefix', () => {
    expect(claims('Private fields start with an underscore: `_count`.')).toEqual([expect.objectContaining({ key: 'fam:affix:prefix:private field', member: '_', polarity: 1, scope: [] })]);
    expect(claims('No leading underscores on private fields.')).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'fam:affix:prefix:private field', member: '_', polarity: -1 })]));
    expect(shown('Private fields are prefixed with an underscore (`_count`).', 'No leading underscores on private fields.')[0]?.confidence).toBe('certain');
  });
  test('an act on leading underscores is not a naming rule', () => {
    expect(claims('Strip leading underscores from the input.').some((c) => c.key.startsWith('fam:affix'))).toBe(false);
  });
});

describe('a coverage gate', () => {
  test('a gate, like a threshold, is a minimum and names nothing of its own', () => {
    expect(claims('The coverage gate is 75%.')).toEqual([expect.objectContaining({ key: 'num:percent' })]);
    expect(shown('Test coverage must stay above 90% — CI fails below that.', 'The coverage gate is 75%; anything above it is nice-to-have.')[0]?.kind).toBe('numeric');
  });
  test('"or CI fails" after a threshold keeps it a minimum; a comparator at the number still flips ("Split any file longer than 500 lines")', () => {
    expect(shown('Coverage threshold: 90% line coverage or CI fails.', 'Coverage must stay above 90%.')).toEqual([]);
    expect(shown('Split any file longer than 500 lines.', 'Files may be up to 800 lines long.').length).toBeGreaterThan(0);
  });
});
