/**
 * The built-in families of language-ecosystem tools (src/core/contradictions/families/ecosystems.ts and the
 * members added to lexicon.ts): for each family sampled here, two instructions choosing different members
 * for the same job are a contradiction about that family, and a pair that only looks alike (another role,
 * another scope, a member's name used as an ordinary word, a rejected alternative that agrees) is not.
 */
import { extractDirectives, findConflicts, type Conflict } from '../../src/core/contradictions/index.js';
import { BUILTIN_FAMILIES } from '../../src/core/contradictions/lexicon.js';
import { ECOSYSTEM_FAMILIES } from '../../src/core/contradictions/families/ecosystems.js';

function contradictions(a: string, b: string): Conflict[] {
  const files: Record<string, string> = { 'A.md': `- ${a}\n`, 'B.md': `- ${b}\n` };
  const m = new Map(Object.entries(files).map(([p, t]) => [p, extractDirectives(p, t)]));
  return findConflicts(m, [{ id: 'all', label: 'all', files: Object.keys(files) }]).filter((c) => c.rule === 'contradiction');
}

const subjectOf = (id: string): string => {
  const f = BUILTIN_FAMILIES.find((x) => x.id === id);
  if (!f) throw new Error(`no family ${id}`);
  return f.subject;
};

// [family id, conflicting pair, compatible pair]
const CASES: [string, [string, string], [string, string]][] = [
  ['python-task-queue', ['Use Celery for background tasks.', 'Run background jobs with Dramatiq.'], ['Use Celery for background tasks.', 'Cut celery sticks for the demo fixture data.']],
  ['ruby-background-jobs', ['Use Sidekiq for background jobs.', 'Use Solid Queue as the Active Job backend.'], ['Use Sidekiq instead of Resque.', 'Never use Resque.']],
  ['node-version-manager', ['Use nvm to manage Node versions.', 'Install Node with fnm.'], ['Use nvm to manage Node versions.', 'Use rbenv to manage Ruby versions.']],
  ['js-job-queue', ['Use BullMQ for job queues.', 'Schedule jobs with Agenda.'], ['Use BullMQ for job queues.', 'Never skip the agenda.']],
  ['dotnet-logging', ['Use Serilog for logging.', 'Log with NLog.'], ['Use Serilog for logging.', 'Use Serilog for structured logging.']],
  ['jvm-mocking', ['Use Mockito for mocks.', 'Mock dependencies with MockK.'], ['Use Mockito for mocks.', 'Use AssertJ for assertions.']],
  ['rust-app-error', ['Use anyhow for error handling.', 'Use eyre for error handling.'], ['Use anyhow for error handling in the CLI binary.', 'Use thiserror for library error types.']],
  ['flutter-state-management', ['Use Riverpod for state management.', 'Manage state with Bloc.'], ['Use Riverpod for state management.', 'Wrap the app in a ProviderScope.']],
  ['python-build-backend', ['Use hatchling as the build backend.', 'The build backend must be setuptools.'], ['Use hatchling as the build backend.', 'Use pdm to manage dependencies.']],
  ['python-data-class', ['Use dataclasses for data classes.', 'Define data classes with attrs.'], ['Use dataclasses for data classes.', 'Pass attrs through to the child component.']],
  ['js-assertion-library', ['Use Chai for assertions.', 'Use node:assert for assertions.'], ['Use Chai for assertions.', 'Order chai lattes for the team.']],
  ['http-mocking', ['Use MSW to mock HTTP requests.', 'Mock HTTP requests with nock.'], ['Use MSW to mock HTTP requests.', 'Use Vitest for tests.']],
  ['component-test-library', ['Use React Testing Library for component tests.', 'Write component tests with Enzyme.'], ['Use React Testing Library for component tests.', 'Use Playwright for e2e tests.']],
  ['css-preprocessor', ['Use Sass for styles.', 'Write styles in Stylus.'], ['Use Sass for styles.', 'Write less code.']],
  ['js-form-library', ['Use React Hook Form for forms.', 'Build forms with Formik.'], ['Use React Hook Form for forms.', 'Validate forms with Zod.']],
  ['i18n-library', ['Use i18next for translations.', 'Use react-intl for translations.'], ['Use i18next for translations.', 'Use Lodash for utilities.']],
  ['ruby-linter', ['Use RuboCop for linting.', 'Lint Ruby with standardrb.'], ['Use RuboCop for linting.', 'Use RSpec for tests.']],
  ['php-static-analysis', ['Use PHPStan for static analysis.', 'Run Psalm for static analysis.'], ['Use PHPStan for static analysis.', 'Read the psalm in the README.']],
  ['php-orm', ['Use Eloquent for database access.', 'Use Doctrine ORM for database access.'], ['Use Eloquent for database access.', 'Write eloquent commit messages.']],
  ['jvm-json-library', ['Use Jackson for JSON.', 'Serialize JSON with Gson.'], ['Use Jackson for JSON.', 'Ask Jackson before merging.']],
  ['jvm-http-client', ['Use Retrofit for HTTP calls.', 'Make HTTP calls with the Ktor client.'], ['Use Retrofit for HTTP calls.', 'Use Ktor for the server.']],
  ['jvm-async', ['Use Kotlin coroutines for async work.', 'Use RxJava for async work.'], ['Use Kotlin coroutines for async work.', 'Use Room for the local database.']],
  ['android-image-loading', ['Use Glide to load images.', 'Load images with Coil.'], ['Use Glide to load images.', 'Glide through the checklist quickly.']],
  ['jvm-logging-backend', ['Use Logback for logging.', 'Configure logging with Log4j2.'], ['Use Logback for logging.', 'Use SLF4J for logging.']],
  ['go-mocking', ['Use gomock for mocks.', 'Generate mocks with mockery.'], ['Use gomock for mocks.', 'Use testify for assertions.']],
  ['go-cli-library', ['Use Cobra for the CLI.', 'Build the CLI with urfave/cli.'], ['Use Cobra for the CLI.', 'Use zerolog for logging.']],
  ['rust-cli-library', ['Use clap for argument parsing.', 'Parse arguments with argh.'], ['Use clap for argument parsing.', 'Clap when the release ships.']],
  ['rust-db-library', ['Use Diesel for database access.', 'Use SeaORM for database access.'], ['Use Diesel for database access.', 'Do not run diesel generators in the test lab.']],
  ['swift-reactive', ['Use Combine for reactive streams.', 'Use RxSwift for reactive streams.'], ['Use RxSwift for bindings.', 'Combine the Swift files into one module.']],
  ['dotnet-object-mapper', ['Use AutoMapper for mapping DTOs.', 'Map DTOs with Mapperly.'], ['Use AutoMapper for mapping DTOs.', 'Use EF Core for data access.']],
  ['python-asgi-server', ['Use Uvicorn to serve the app.', 'Serve the app with Hypercorn.'], ['Use Uvicorn to serve the app.', 'Run Gunicorn with Uvicorn workers.']],
  ['ml-framework', ['Use PyTorch for models.', 'Implement models in TensorFlow.'], ['Use PyTorch for models.', 'Use NumPy for arrays.']],
  ['git-hook-manager', ['Use Husky for git hooks.', 'Manage git hooks with Lefthook.'], ['Use Husky for git hooks.', 'Use commitlint for commit messages.']],
  ['js-transpiler', ['Use Babel to transpile.', 'Transpile with SWC.'], ['Use Babel to transpile.', 'Use webpack to bundle.']],
  ['component-workshop', ['Use Storybook for component stories.', 'Use Ladle for component stories.'], ['Use Storybook for component stories.', 'Carry the ladle back to the kitchen.']],
  ['desktop-app-framework', ['Use Electron for the desktop app.', 'Build the desktop app with Tauri.'], ['Use Electron for the desktop app.', 'An electron has a negative charge.']],
  ['static-site-generator', ['Use Hugo for the site.', 'Build the site with Jekyll.'], ['Use Hugo for the site.', 'Ask Hugo for a review.']],
  ['jvm-boilerplate', ['Use Lombok for DTOs.', 'Use Java records for DTOs.'], ['Use Lombok for DTOs.', 'Use MapStruct for mapping.']],
  ['ruby-type-checker', ['Use Sorbet for type checking.', 'Use Steep for type checking.'], ['Use Sorbet for type checking.', 'Never serve sorbet.']],
  ['rust-logging', ['Use `tracing` for logging.', 'Use the log crate for logging.'], ['Use `tracing` for logging.', 'Use `tracing` spans for request context.']],
];

describe('ecosystem families', () => {
  test.each(CASES)('%s', (id, [a, b], [c, d]) => {
    const found = contradictions(a, b);
    expect(found.map((f) => f.subject)).toContain(subjectOf(id));
    expect(contradictions(c, d)).toEqual([]);
  });

  test('members added to existing families are found', () => {
    expect(contradictions('Use Kotest for tests.', 'Use JUnit 5 for tests.').map((f) => f.subject)).toContain(subjectOf('jvm-test-framework'));
    expect(contradictions('Use UnoCSS for styling.', 'Use Tailwind for styling.').map((f) => f.subject)).toContain(subjectOf('css-approach'));
    expect(contradictions('Use tsdown to bundle the library.', 'Use tsup to bundle the library.').map((f) => f.subject)).toContain(subjectOf('js-bundler'));
    expect(contradictions('Use NgRx for state management.', 'Use NGXS for state management.').map((f) => f.subject)).toContain(subjectOf('state-management'));
  });

  test('"spring" in prose is the framework only next to a word of its topic', () => {
    expect(contradictions('Use Spring Boot for the backend.', 'Use Quarkus for the backend.')).toHaveLength(1);
    expect(contradictions('Use Spring Boot for the backend.', 'Never deploy in spring.')).toEqual([]);
    expect(contradictions('Use Quarkus for the backend.', 'Use a spring to hold the lid.')).toEqual([]);
  });

  test('a version manager for another language is another role', () => {
    expect(contradictions('Use pyenv to manage Python versions.', 'Use mise to manage Python versions.').map((f) => f.subject)).toContain(subjectOf('python-version-manager'));
    expect(contradictions('Use pyenv to manage Python versions.', 'Use nvm to manage Node versions.')).toEqual([]);
  });

  test('in code, an ambiguous name is the tool as typed on a command line, not a capitalised identifier', () => {
    expect(contradictions('Use `stack` to build.', 'Use Cabal to build.').map((f) => f.subject)).toContain(subjectOf('haskell-build-tool'));
    expect(contradictions('Use `Stack`.', 'Use Cabal.')).toEqual([]);
    expect(contradictions('Use `Stack` to build the layout.', 'Use Cabal to build the layout.')).toEqual([]);
  });

  test('a tool name used another way on real files is not a choice of the tool', () => {
    // mise as a task runner, a changeset as a file of the release, a package script called doctest
    expect(contradictions('Always use `mise run build` to build.', 'Use nvm to manage Node versions.')).toEqual([]);
    expect(contradictions('Record every source changeset, package entry, and declared bump.', 'Treat a `major` entry, malformed frontmatter, or package changes with no applicable changeset as an invalid release state.')).toEqual([]);
    expect(contradictions('Run `pnpm doctest --run <files>` to check examples.', 'Use Catch2 for C++ tests.')).toEqual([]);
  });

  test('family ids are unique and every family has a topic', () => {
    const ids = BUILTIN_FAMILIES.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of ECOSYSTEM_FAMILIES) {
      expect(f.domain?.length).toBeGreaterThan(0);
      expect(f.members.length).toBeGreaterThan(1);
    }
  });
});
