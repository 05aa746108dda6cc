/**
 * Readings of the misses of held-out sets 100 to 104, of the false alarms of held-out sets 105 and 106 and of real-text
 * batch 486 (each read after its first score): where things are kept and served (ports in labels, over UDP, hosts in
 * code, datastores named with words of their own, paths under a home or a scheme, places in labels and copulas), what
 * "for this repo" and "not approved" say, a tool that "it" names, a line that maps one command to another, a quality
 * of a reply said of another thing, history told in the past tense, and values set for two things each line names.
 */
import { itemClaims as claims, ruleShown as shown } from '../helpers/contradictions.js';

const placeOf = (line: string): string | undefined => claims(line).find((c) => c.key.startsWith('loc:'))?.member;

describe('held-out sets 100 to 104: where things are kept and served', () => {
  test('a port in a bold label, over UDP, or in a label with an aside is the service\'s port', () => {
    expect(shown('**API port (local):** 8080', '- Local API: port 8000 (`uvicorn app.main:app --port 8000`)')[0]?.reason).toMatch(/two ports/);
    expect(shown('The local dedicated server listens on UDP 7777.', '- Run the local dedicated server on port 7778; never bind it to 7777.')[0]?.reason).toMatch(/two ports/);
    // (a line that names the other port only to rule it out still gives its own)
    expect(shown('The local dedicated server listens on UDP 7777.', '- Run the local dedicated server on port 7777.')).toEqual([]);
  });

  test('a host and port that are a whole code span are the service there', () => {
    expect(shown('- Unity Accelerator: `accelerator.studio.lan:10080`.', "Point the editor's cache server setting at `accelerator.studio.lan:10088`.")[0]?.reason).toMatch(/two ports/);
    expect(shown('- Unity Accelerator: `accelerator.studio.lan:10080`.', 'Cache server: `cache.studio.lan:10088`.')).toEqual([]);
  });

  test('a datastore named with a word of its own keeps that word, not the words that only say it is a datastore', () => {
    expect(shown('- Local LIMS Postgres: `localhost:5432`.', '- Connect to the local LIMS database on port 5433: `DATABASE_URL=postgres://lims@localhost:5433/lims`.')[0]?.reason).toMatch(/two ports/);
    expect(shown('- Local LIMS Postgres: `localhost:5432`.', '- The analytics Postgres listens on `localhost:5433`.')).toEqual([]);
  });

  test('a host is named by a whole name, not by a longer one it ends', () => {
    expect(shown('- Staging API base URL: `https://staging.example.io/api`', '- The staging API lives at `https://api-staging.example.io`.')[0]?.reason).toMatch(/two addresses/);
    expect(shown('- Staging API base URL: `https://www.staging.example.io/api`', '- The staging API lives at `https://staging.example.io`.')).toEqual([]);
  });

  test('places under a home, an absolute path, a variable or a scheme, in a label or after "is in", are places', () => {
    expect(placeOf('Local secrets go in `.env.local` (gitignored).')).toBe('.env.local');
    expect(placeOf('Put local secrets in `~/.config/acme/secrets.env`, never in a file inside the repo.')).toBe('~/.config/acme/secrets.env');
    expect(placeOf('Save games are written to `user://saves/`.')).toBe('user://saves');
    expect(placeOf('Incident runbooks are in `ops/playbooks/*.md`.')).toBe('ops/playbooks');
    expect(placeOf('Migrations directory: `db/migrations/`')).toBe('db/migrations');
    expect(placeOf('Tests live in a top-level `tests/` folder next to `src/`.')).toBe('tests');
    expect(shown('- Migrations directory: `db/migrations/`', '- Put new migrations in `src/migrations/`.').length).toBeGreaterThan(0);
    expect(shown('- Save games are written to `user://saves/`.', '- Write save games to `res://saves/` so QA can find them.').length).toBeGreaterThan(0);
    // (a web address is a site, compared as one; a label that names no place is no place)
    expect(placeOf('Docs are published to `https://docs.example.dev/guide`.')).toBeUndefined();
    expect(placeOf('Entry: `src/main.ts`')).toBeUndefined();
  });
});

describe('held-out sets 100 to 104: bans in other words', () => {
  test('"not approved for this repo" is a firm ban of the tool in the whole repository', () => {
    expect(shown('Lint the asset pipeline with Ruff (`ruff check Tools/Pipeline`).', '**Pipeline lint:** flake8 + black. Ruff is not approved for this repo.')[0]?.confidence).toBe('certain');
    expect(claims('Ruff is not approved for this repo.').find((c) => c.key === 'fam:python-linter')).toMatchObject({ polarity: -1, universal: true, scope: [] });
    // (a part of the repository still narrows, and "only in this repo" says where it holds)
    expect(claims('Ruff is not approved in the legacy scripts.').find((c) => c.key === 'fam:python-linter')?.universal).toBeUndefined();
  });

  test('"it" after a tool that was the subject before is that tool', () => {
    expect(claims('Plain `gofmt` only for Go code — gofumpt rewrites too much, so don\'t use it.').find((c) => c.key === 'fam:go-formatter')).toMatchObject({ member: 'gofumpt', polarity: -1 });
    expect(claims('ESLint is slow; never use it.').find((c) => c.key === 'fam:js-linter')).toMatchObject({ polarity: -1 });
    expect(shown('- Go: format with `gofumpt -w .`', '- Plain `gofmt` only for Go code — gofumpt rewrites too much, so don\'t use it.').length).toBeGreaterThan(0);
    // (not a use of it: "so use it")
    expect(claims('Prettier is great, so use it everywhere.').some((c) => c.polarity === -1)).toBe(false);
  });

  test('the words of the test files a tool\'s tests live in are all of them, not a part', () => {
    expect(claims('Use NSubstitute for mocks in C# test assemblies.').find((c) => c.key === 'fam:dotnet-mocking')?.scope).toEqual([]);
    expect(shown('Use NSubstitute for mocks in C# test assemblies.', '- Mocks in C# tests are Moq; NSubstitute isn\'t referenced and shouldn\'t be added.').length).toBeGreaterThan(0);
    // (a kind of test still narrows)
    expect(claims('Use NSubstitute for mocks in integration test projects.').find((c) => c.key === 'fam:dotnet-mocking')?.scope.length).toBeGreaterThan(0);
  });
});

describe('held-out sets 105 and 106 and batch 486: false alarms', () => {
  test('what a project did in its early days, in the past tense, is history', () => {
    expect(claims('Historically Android builds ran on Jenkins (the old `Jenkinsfile` is kept in `legacy/`).').some((c) => c.key === 'fam:ci-service')).toBe(false);
    expect(shown('- Historically Android builds ran on Jenkins.', '- Android CI runs on GitHub Actions (`.github/workflows/android.yml`).')).toEqual([]);
    expect(claims('Android builds run on Jenkins.').some((c) => c.key === 'fam:ci-service')).toBe(true);
  });

  test('a value set for each of two things the lines name is two settings', () => {
    expect(shown('- GPU training jobs: `batch_size=128`.', '- CPU smoke runs use `batch_size=8`.')).toEqual([]);
    expect(shown('- Run jest with `--maxWorkers=4`.', '- Always pass `--maxWorkers=1` to jest.').length).toBeGreaterThan(0);
  });

  test('a line that maps one command to another says what replaces what (batch 486)', () => {
    expect(claims('`npm ci` → `bun install --frozen-lockfile`')).toEqual([]);
    expect(shown('Do not use npm, yarn, or pnpm inside this repository; use Bun.', '- `npm run build` → `bun run build`')).toEqual([]);
    // (a command listed with what it does is still run)
    expect(claims('`npm run build` - builds the app').some((c) => c.key === 'cmd:npm run build')).toBe(true);
  });

  test('a quality of a reply said of another thing is that thing\'s (batch 486)', () => {
    expect(claims('Create comprehensive unit tests for each tool action:').some((c) => c.key === 'fam:response-length')).toBe(false);
    expect(shown('Everything must be very concise but still make sense.', 'Implement comprehensive diagnostics:')).toEqual([]);
    expect(claims('Give detailed explanations.').find((c) => c.key === 'fam:response-length')?.member).toBe('detailed');
  });
});

describe('held-out sets 100 to 104: stale facts, reasons and fixes', () => {
  test('a line that says a tool is gone, read as a rule or not, against one that describes it in use is one stale copy', () => {
    expect(shown('- The database is MySQL 8.', '- We migrated to Postgres last year and MySQL isn\'t used anywhere anymore.')[0]?.confidence).toBe('possible');
    expect(claims('PhysX is no longer part of the build.').find((c) => c.key === 'act:use:PhysX')?.polarity).toBe(-1);
    expect(claims('The mobile app is native Swift and Kotlin, and there\'s no React Native code in it.').find((c) => c.key === 'fam:mobile-framework')).toMatchObject({ member: 'react native', polarity: -1, scope: [] });
  });

  test('a tool a thing is reached through is how, not where', () => {
    expect(claims('**Database:** MySQL 8 (Aurora), accessed through Prisma').find((c) => c.key === 'fam:database')?.scope).toEqual([]);
    expect(shown('- **Database:** MySQL 8 (Aurora), accessed through Prisma', '- Our primary database is PostgreSQL 16 on RDS.').length).toBeGreaterThan(0);
  });

  test('a sentence of its own after a colon says why, it does not narrow the rule', () => {
    expect(claims('Don\'t sign commits: the mirror job rewrites them and signed commits then fail verification.').find((c) => c.key === 'act:sign:commit')?.scope).toEqual([]);
    expect(shown('- Sign every commit (`git commit -S`).', '- Don\'t sign commits: the mirror job rewrites them and signed commits then fail verification.').length).toBeGreaterThan(0);
    // (a list after the colon still says which)
    expect(claims('Use snake_case for these: `user_id`, `created_at`.').find((c) => c.key === 'fam:naming-case')?.scope).toContain('user_id');
  });

  test('the fix of a "Don\'t: … — Do: …" or "Bad: … / Good: …" item is the fix, not another wrong way', () => {
    expect(claims('Don\'t: `npm install some-lib` — Do: `pnpm add some-lib` (npm leaves a stray package-lock.json behind)').find((c) => c.key === 'fam:js-package-manager' && c.member === 'pnpm')?.polarity).toBe(1);
    expect(claims('Bad: `npm i` / Good: `pnpm add`').find((c) => c.key === 'fam:js-package-manager' && c.member === 'pnpm')?.polarity).toBe(1);
    expect(claims('Bad: `npm i` / Good: `pnpm add`').find((c) => c.key === 'fam:js-package-manager' && c.member === 'npm')?.polarity).toBe(-1);
  });

  test('what may go straight to a branch may be pushed to it', () => {
    expect(claims('Small fixes can go straight to main without a PR.').some((c) => c.key === 'act:push:main' && c.polarity === 1)).toBe(true);
    expect(shown('- Never push directly to main.', '- Small fixes can go straight to main without a PR.')[0]?.confidence).toBe('possible');
  });
});

describe('held-out sets 100 to 104: names, cases and versions', () => {
  test('JSON keys are JSON fields', () => {
    expect(shown('- JSON fields in the lab API are camelCase (`specimenId`).', '- The lab API uses snake_case JSON keys (`specimen_id`, `collected_at`).').length).toBeGreaterThan(0);
  });

  test('what "even" adds is one more case a rule covers, not the only one', () => {
    expect(claims('Ask before deleting any asset, even one that looks unused.').find((c) => c.key === 'confirm:delete:asset')?.scope).toEqual([]);
    expect(shown('Ask before deleting any asset, even one that looks unused.', '- Delete unused assets without asking — it\'s all in version control.').length).toBeGreaterThan(0);
  });

  test('a tool a thing is made or checked with, said of it, is in use', () => {
    expect(claims('Shell scripts are tested with bats.').some((c) => c.key === 'act:use:bat' && c.polarity === 1 && c.basis === 'stated')).toBe(true);
    // (not what the thing is made of: "a descriptive name")
    expect(claims('Tests are written with a descriptive name.')).toEqual([]);
  });

  test('a description of a tool in use, against a plain ban of it in another file, is a possible clash', () => {
    expect(shown('- Tests use Vitest.', '- Write tests with Jest; don\'t add Vitest.')[0]?.confidence).toBe('possible');
  });

  test('a line that opens with a version before a dash states it', () => {
    expect(claims('Requires Node 18 — don\'t bump it, the Lambda runtime is nodejs18.x.').some((c) => c.key === 'ver:Node.js')).toBe(true);
    expect(claims('Node 18 — pinned in `.nvmrc`.').some((c) => c.key === 'ver:Node.js')).toBe(true);
    expect(claims('We\'re stuck on TypeScript 4.9 until the decorators migration is done.').some((c) => c.key === 'ver:TypeScript')).toBe(true);
    expect(claims('**Java:** 17 for the LIMS backend.').some((c) => c.key === 'ver:Java')).toBe(true);
    expect(shown('- Node 20 LTS (see `.nvmrc`).', '- Requires Node 18 — don\'t bump it, the Lambda runtime is nodejs18.x.').length).toBeGreaterThan(0);
    // (a count under a label is still no version)
    expect(claims('**Java:** 3 services for the backend.').some((c) => c.key === 'ver:Java')).toBe(false);
  });
});

describe('held-out sets 105 to 108: package managers', () => {
  test('a monorepo named by its name is the whole of it', () => {
    expect(shown('- Use `pnpm` for everything in the checkout monorepo; the lockfile is `pnpm-lock.yaml`.', '- Install dependencies with `npm ci` — CI only trusts `package-lock.json`.')[0]?.confidence).toBe('certain');
    // (a project named by its name is a part)
    expect(claims('Use pnpm for everything in the checkout project.').find((c) => c.key === 'fam:js-package-manager')?.scope).toContain('checkout');
  });

  test('"tooling" in a label, and an aside in it, do not hide the choice after it', () => {
    expect(claims('**JS tooling:** `pnpm` only').find((c) => c.key === 'fam:js-package-manager')).toMatchObject({ member: 'pnpm', scope: [] });
    expect(claims('**JS tooling (Evidence dashboards):** `pnpm` only').find((c) => c.key === 'fam:js-package-manager')?.member).toBe('pnpm');
  });

  test('a command line written where a verb goes is run', () => {
    expect(claims('Feel free to `yarn add` whatever you need for the frontend, just keep `yarn.lock` committed.').find((c) => c.key === 'fam:js-package-manager')?.member).toBe('yarn');
    expect(shown('- Feel free to `yarn add` whatever you need for the frontend.', '- NEVER run yarn in this repo — it\'s an npm workspace.')[0]?.confidence).toBe('possible');
  });
});

describe('held-out sets 105 to 108: git', () => {
  test('a permission to leave out what a firm rule requires, for the project only, is a possible clash', () => {
    expect(shown('- Sign every commit (`git commit -S`); unsigned commits are rejected by the server hook.', '- Commit signing isn\'t required here, so don\'t set up GPG just for this repo.')[0]?.confidence).toBe('possible');
  });

  test('what a clause of consequence runs is no purpose of the act', () => {
    expect(claims('Commit `ios/Pods/` so CI doesn\'t need to run pod install.').find((c) => c.key.startsWith('act:commit:'))?.scope).toEqual([]);
    expect(shown('- Commit `ios/Pods/` so CI doesn\'t need to run pod install.', '- `ios/Pods/` is gitignored — never commit it.')[0]?.confidence).toBe('certain');
  });

  test('a sentence that is only the ban of a git act is about the act wherever the other line does it', () => {
    expect(shown('- Rebase on `main` before opening a PR; no merge commits in feature branches.', '- To update a feature branch, merge `main` into it. We never rebase.')[0]?.confidence).toBe('certain');
    // (a permission for a case of it stays a doubt)
    expect(shown('Amending your own unpushed commits is allowed.', 'Never amend.')).toEqual([]);
  });
});

describe('held-out set 110: git acts in other words', () => {
  test('the noun of a git act that is banned is the act, done to the branch it names', () => {
    expect(claims('No force pushes to main.').map((c) => `${c.key} ${c.polarity}`)).toEqual(['act:force-push:main -1']);
    expect(claims('No force pushes, ever, on any branch').map((c) => `${c.key} ${c.polarity}`)).toEqual(['act:force-push: -1']);
    expect(shown('- Force-push to main when a release needs it.', '- No force pushes to main.').length).toBeGreaterThan(0);
  });

  test('a commit made straight to a branch is pushed to it, and a ban of it bans both', () => {
    expect(shown('- Commit straight to main, it\'s just me', '- Never push to main directly; open a PR even for small stuff')[0]?.confidence).toBe('certain');
    expect(claims('Never commit directly to main.').map((c) => `${c.key} ${c.polarity}`)).toEqual(['act:commit:main -1', 'act:push:main -1']);
    // (a permission for a case of it stays a permission for that case)
    expect(shown('It\'s fine to commit directly to `main` for typo fixes.', 'Never commit directly to `main`.')[0]?.confidence).toBe('possible');
  });
});

describe('held-out sets 109 and 110: agents and tools', () => {
  test('a unit of the work committed each time is the work, and its words are no place', () => {
    expect(claims('Commit each logical step as you go, with a descriptive message.').map((c) => `${c.key} ${c.polarity} ${c.scope.join(',')}`)).toEqual(['act:commit: 1 ']);
    expect(shown('- Never commit. Leave changes in the working tree for the maintainer to review.', '- Commit each logical step as you go, with a descriptive message.')[0]?.confidence).toBe('certain');
  });

  test('a ban that is only "never run `git push`" is about pushing wherever the other line pushes', () => {
    expect(shown('- NEVER run `git push`.', '- When done, push your branch and open a draft PR (`gh pr create --draft`).')[0]?.confidence).toBe('possible');
  });

  test('"Use `rg`, not `grep`" rules out grep, though the rejected name is in code', () => {
    expect(claims('Use `rg`, not `grep`.').some((c) => c.key === 'act:use:grep' && c.polarity === -1)).toBe(true);
    expect(shown('- Use `rg`, not `grep`.', '- Search with `grep -rn`; ripgrep isn\'t installed in the sandbox.').length).toBeGreaterThan(0);
  });
});

describe('held-out sets 111 and 112', () => {
  test('a ban of a git act said of Claude, with another clause after it, is about the act wherever the other line does it', () => {
    const [c] = shown('- Claude MUST NOT run `git commit`; leave changes staged for the developer.', '- Commit each logical step as you go.');
    expect(c?.confidence).toBe('certain');
  });
});

describe('batch 491: false alarms', () => {
  test('the kind of names a rule is about is the one named outside its aside', () => {
    expect(claims('**Do NOT use `as_`-prefixed field names** anywhere (the prefix is for class names only)').find((c) => c.key.startsWith('fam:affix:'))?.key).toBe('fam:affix:prefix:field');
    expect(shown('**Critical**: ALL classes in `vultron/wire/as2/vocab/objects/` use the `as_` prefix', '**Do NOT use `as_`-prefixed field names** anywhere (the prefix is for class names only)')).toEqual([]);
  });

  test('what follows from something, said of a subject of its own after "so", is an outcome, not a rule', () => {
    expect(claims('`??` reads a declared `null` as absent, so the comparison comes out equal, the provider is never called, and the warning stops.')).toEqual([]);
    // (a rule after a semicolon is a rule again)
    expect(claims('Lint is strict, so PRs must pass it; tests are never skipped.').length).toBeGreaterThan(0);
  });
});

describe('held-out sets 109 and 111: policies', () => {
  test('a label that only numbers a rule is no topic of the sentence after it', () => {
    expect(claims('**Rule PM-1 (engineering-standards.md):** npm is the only permitted package manager in this repository.').find((c) => c.key === 'fam:js-package-manager')?.member).toBe('npm');
    // (a label that names a topic still is one)
    expect(claims('**Frontend:** pnpm only').find((c) => c.key === 'fam:js-package-manager')?.scope.length).toBeGreaterThan(0);
  });

  test('the only tool a rule permits or approves is a rule to use it', () => {
    expect(shown('**Rule PM-1 (engineering-standards.md):** npm is the only permitted package manager in this repository.', '- Add dependencies with `pnpm add <pkg>`; npm is not used in this repository.')[0]?.confidence).toBe('certain');
    expect(shown('POL-7: Maven is the sole approved build and dependency tool for JVM services.', '- JVM services MUST build with Gradle (`./gradlew build`); do not add `pom.xml` files — Backend Guild.')[0]?.confidence).toBe('certain');
    expect(claims('Docker is not allowed.').find((c) => c.key === 'fam:container-runtime')?.polarity).toBe(-1);
  });
});

describe('batch 492: false alarm', () => {
  test('"not a pytest" after another choice names a test, not the tool', () => {
    expect(claims('When you add or change any fork behavior, add or update a consensus test-vector fixture, not a pytest.').some((c) => c.key === 'fam:python-test-runner')).toBe(false);
    expect(shown('- When you add or change any fork behavior, add or update a consensus test-vector fixture, not a pytest.', 'Run the unit tests with `uv run pytest`.')).toEqual([]);
    // (after a choice of its own family it is still the rejected alternative)
    expect(claims('Write tests with Vitest, not a Jest.').some((c) => c.key === 'fam:js-test-runner' && c.member === 'jest' && c.polarity === -1)).toBe(true);
  });
});

