/**
 * Readings of the misses of held-out sets 113 to 118 and of the false alarm of held-out set 117 (each read after its
 * first score): what "every" and "all" leave unnarrowed, a tool the project has none of or
 * does not use, a ban in words over a sentence, a lockfile named by its file, a push made directly, a noun named by its
 * version, and what "it" names after a case.
 */
import { contradictions, itemClaims as claims, ruleShown as shown } from '../helpers/contradictions.js';

describe('held-out sets 113 to 118: what "every" and "all" leave unnarrowed', () => {
  test('"on all clients", "on every server and client" and a clause that opens with "Every service" narrow nothing', () => {
    expect(shown('- Outbound HTTP client timeout: 5s for every call.', '- Set outbound HTTP timeouts to 30 seconds on all clients — anything shorter causes spurious failures.')[0]?.confidence).toBe('certain');
    expect(shown('**Primary database:** MySQL 8', '- Every service stores its data in PostgreSQL; there is no MySQL anywhere.').length).toBe(1);
    // (a kind of the things named before "every" still narrows: "every Python service")
    expect(claims('Every Python service stores its data in PostgreSQL.').find((c) => c.key === 'fam:database')?.scope).toContain('python');
  });

  test('"in every language we use" is each of them', () => {
    expect(claims('Indentation is 4 spaces in every language we use.').find((c) => c.key === 'fam:indentation')?.scope).toEqual([]);
    expect(shown('- Indentation: 2 spaces.', '- Indentation is 4 spaces in every language we use.').length).toBe(1);
  });
});

describe('held-out sets 119 and 120: the slot of a family\'s topic', () => {
  test('"Our analytics provider is Mixpanel": the provider of analytics is the family, not a place', () => {
    expect(claims('Our analytics provider is Mixpanel (the Amplitude SDK was removed in 4.2).').find((c) => c.key === 'fam:product-analytics')?.scope).toEqual([]);
    // (a slot noun that names a kind of the project's things is still a place: "all new backend services")
    expect(claims('Write all new backend services in Rust.').find((c) => c.key === 'fam:programming-language')?.scope).toContain('backend');
  });
});

describe('held-out sets 113 to 118: a tool the project has none of', () => {
  test('"we dropped X", "we don\'t have X", "there\'s no X in the services", "X is not on the test classpath" against X described in use', () => {
    const stale = (a: string, b: string): string | undefined => shown(a, b)[0]?.confidence;
    expect(stale('- Contract tests use Pact (consumer-driven).', '- Contract testing is done with Spring Cloud Contract; we dropped Pact.')).toBe('possible');
    expect(stale('- Deploys go through Argo CD (GitOps).', "- Production deploys are run by the Jenkins `deploy-prod` job; we don't have Argo CD.")).toBe('possible');
    expect(stale('- Tracing: OpenTelemetry SDK, exported to Jaeger.', "- We trace with Datadog APM; there's no OpenTelemetry in the services.")).toBe('possible');
    expect(stale('- Kotlin tests are written with Kotest.', 'Use JUnit 5 with MockK for Kotlin tests; Kotest is not on the test classpath.')).toBe('possible');
    expect(stale('- Logs are shipped to Elasticsearch via Filebeat.', "Log pipeline: Vector → Loki. There's no Elasticsearch any more.")).toBe('possible');
    // (what a part of the project has none of is no stale copy)
    expect(shown('- Deploys go through Argo CD (GitOps).', "- We don't have Argo CD on the staging cluster.")).toEqual([]);
    expect(shown('- Logs are shipped to Elasticsearch via Filebeat.', "There's no Elasticsearch in the worker.")).toEqual([]);
  });

  test('"we don\'t use X" against a description of X in use is a possible stale copy', () => {
    expect(shown('- Releases are built with cargo-dist.', "- Release builds come from the hand-written matrix in `.github/workflows/release.yml`; we don't use cargo-dist.")[0]?.confidence).toBe('possible');
  });

  test('a description of a tool used for a part of the project, against a ban of the tool with no case, is possible', () => {
    expect(shown('- YAML (alert rules, k8s manifests) is formatted with Prettier.', 'Never run Prettier on YAML files; it rewrites the anchors in our alert rules. Use `yamlfmt` instead.')[0]?.confidence).toBe('possible');
    expect(shown('- End-to-end checks of the status page are written in Playwright.', "**E2E:** Cypress is the E2E framework for the status page — please don't introduce Playwright.")[0]?.confidence).toBe('possible');
    // (what people outside the project do with it is not the project's use)
    expect(shown('End users install the CLI with `pip install acme-cli`.', "For development here, use uv; don't use pip.")).toEqual([]);
    // (a set-apart part, "legacy", is what a ban of new use leaves)
    expect(shown('- Legacy end-to-end checks are written in Playwright.', "- Don't introduce Playwright.")).toEqual([]);
  });
});

describe('held-out sets 113 to 118: rules in other words', () => {
  test('"**Don\'t:** open pull requests yourself." is a ban, not an example of what not to do', () => {
    expect(shown("**Don't:** open pull requests yourself. Push the branch and stop.", '- Once the branch is pushed, open a draft PR with `gh pr create --draft`.')[0]?.confidence).toBe('possible');
    // (a command after the label is still what not to run, shown as an example)
    expect(shown("**Don't:** `npm install` in the app.", '- Run `npm install` after pulling.')[0]?.confidence).not.toBe('certain');
  });

  test('"Never create commits" is the ban of committing that a case of committing runs into', () => {
    expect(shown('- Commit your work when a task is done, with a descriptive message.', '- Never create commits; leave all changes unstaged for me to review.')[0]?.confidence).toBe('possible');
  });

  test('a lockfile named by its file is a case of every lockfile, and two named lockfiles are two cases', () => {
    expect(shown('- Commit `package-lock.json`.', "Don't commit lockfiles — this is a library, and consumers resolve their own versions.")[0]?.confidence).toBe('certain');
    expect(shown('- Commit `pnpm-lock.yaml`.', '- Never commit `yarn.lock`.')).toEqual([]);
  });

  test('"no direct pushes to main" after another clause bans pushing to main', () => {
    expect(claims('All changes go through a pull request; no direct pushes to main.').find((c) => c.key === 'act:push:main')).toMatchObject({ polarity: -1 });
    expect(shown('- Small fixes may be pushed straight to `main`.', '- All changes go through a pull request: no direct pushes to main.').length).toBe(1);
  });

  test('"without `feat:`/`fix:` prefixes" rules out Conventional Commits', () => {
    expect(claims('Write commit messages as plain imperative sentences without `feat:`/`fix:` prefixes.').find((c) => c.key === 'fam:commit-convention')).toMatchObject({ polarity: -1 });
    expect(shown('- Commit messages follow Conventional Commits (`feat:`, `fix:`) — release-please reads them.', '- Write plain imperative commit subjects without `feat:`/`fix:` prefixes.').length).toBe(1);
  });

  test('"it" after a case names what the case finds or is about', () => {
    expect(claims('If you find a leaked credential, do NOT rotate it yourself — report it and wait.').find((c) => c.key === 'act:rotate:credential')).toMatchObject({ polarity: -1, conditional: true });
    expect(claims('If a test is failing for reasons unrelated to your change, delete it and open an issue.').find((c) => c.key === 'act:delete:test')).toMatchObject({ polarity: 1 });
  });
});

describe('held-out sets 113 to 118: quantities', () => {
  test('"kept for 90 days and then purged" is a retention, the same quantity as "retain for 365 days"', () => {
    expect(shown('- Retain audit logs for 365 days.', "Audit logs are kept for 90 days and then purged (data minimisation) — don't configure longer retention.").length).toBe(1);
  });
});

describe('held-out set 117: a noun named by its version', () => {
  test('"Version 1.x supported Python 3.7" tells of an old version, and is no instruction', () => {
    expect(shown('- Version 1.x supported Python 3.7; that branch is frozen.', '- `main` requires Python 3.10 or newer.')).toEqual([]);
    expect(claims('Version 1.x supported Python 3.7.')).toEqual([]);
    // (a verb before a number is still an imperative: "Retry 3 times")
    expect(claims('Retry 3 times.').length).toBe(1);
  });
});

describe('held-out sets 113 to 118: places, ports and labels', () => {
  test('the folder or the file of a kind of thing, named by a copula or "lives at", is where it goes', () => {
    const placeOf = (line: string): [string, string | undefined] | undefined => {
      const c = claims(line).find((x) => x.key.startsWith('loc:'));
      return c && [c.key, c.member];
    };
    expect(placeOf('The cache dir is `$XDG_CACHE_HOME/acme` (fallback `~/.cache/acme`).')).toEqual(['loc:cache', '$XDG_CACHE_HOME/acme']);
    expect(placeOf('Cache files go under `~/.acme/cache`.')).toEqual(['loc:cache', '~/.acme/cache']);
    expect(placeOf('The user config lives at `~/.config/acme/config.toml` (XDG).')).toEqual(['loc:user config', '~/.config/acme/config.toml']);
    expect(placeOf('The user config file is `~/.acmerc` in the home directory.')).toEqual(['loc:user config', '~/.acmerc']);
    expect(placeOf('SQL migration files go in `migrations/sql/` at the repo root.')).toEqual(['loc:migration', 'migrations/sql']);
    expect(shown('- Database migrations live in `db/migrations/`.', '- SQL migration files go in `migrations/sql/` at the repo root.').length).toBe(1);
    // (a file that is no place, `config.yaml`, says nothing of where things go)
    expect(placeOf('The config file is `config.yaml`.')).toBeUndefined();
  });

  test('"it serves on …" after a clause that runs a service is that service\'s port', () => {
    expect(shown('- The API listens on port 8080 locally.', '- Run the API locally with `make run`; it serves on http://localhost:3000.')[0]?.reason).toMatch(/two ports/);
    expect(shown('- The API listens on port 8080 locally.', '- Run the worker with `make worker`; it serves on http://localhost:3000.')).toEqual([]);
  });

  test('an instruction after a label that is itself an imperative still prescribes', () => {
    expect(shown('- Keep history linear: rebase on main, never merge main into your branch.', 'To catch up with main, merge it into your branch (`git merge origin/main`) — don\'t rebase.')[0]?.confidence).toBe('certain');
    // (a label of a kind of list is a topic: what follows it is stated)
    expect(claims('Build commands: run `make`.').find((c) => c.key === 'act:run:make')?.basis).toBe('stated');
  });

  test('a ban in a clause of its own after a semicolon leaves no case for a rule to do it when a task ends', () => {
    expect(shown('- Keep answers short; no summaries at the end.', 'When you finish a task, end with a summary of every file you changed and why — I read those instead of the diff.')[0]?.confidence).toBe('possible');
  });
});

describe('held-out sets 113 to 118: a tool a part of the project uses', () => {
  test('"Property tests for the config parser use `proptest`" describes the tool in use, against a ban of it', () => {
    expect(claims('Property tests for the config parser use `proptest`.').find((c) => c.key === 'act:use:proptest')).toMatchObject({ polarity: 1, basis: 'stated' });
    expect(shown('- Property tests for the config parser use `proptest`.', "- Property-based tests use `quickcheck`; don't add proptest.")[0]?.confidence).toBe('possible');
    // (a thing in code that is no tool's name, a path, is not read as one; nor a word after the name that goes on with it)
    expect(claims('Tests use `src/test/helpers`.').some((c) => c.key.startsWith('act:use:'))).toBe(false);
    expect(claims('The tests use the `tmp_path` fixture.').some((c) => c.key === 'act:use:tmp_path')).toBe(false);
    // (nor what an actor does, a case in a list of what goes wrong: "AI uses `console.log` in production code")
    expect(claims('AI uses `console.log` in production code').some((c) => c.key.startsWith('act:use:'))).toBe(false);
  });

  test('a purpose after the subject\'s noun is part of the subject: "Tests for the API use pytest"', () => {
    expect(claims('Tests for the API use pytest.').find((c) => c.key === 'fam:python-test-runner')).toMatchObject({ member: 'pytest', polarity: 1 });
    expect(claims('Integration tests for the billing service use Testcontainers.').find((c) => c.key.startsWith('act:use:'))?.scope).toEqual(expect.arrayContaining(['billing', 'integration']));
  });
});

describe('held-out set 120: false alarms of its first score', () => {
  test('a folder in code in a quantity\'s subject is where it holds: a higher floor there is an override', () => {
    expect(claims('Coverage for `packages/core` must stay above 95%.').find((c) => c.key === 'num:percent')?.scope).toEqual(['packages/core']);
    expect(shown('- Coverage for `packages/core` must stay above 95%.', '- The overall coverage floor is 85%.')).toEqual([]);
    // (the same floor said of the whole project twice still clashes)
    expect(shown('- Coverage must stay above 95%.', '- The overall coverage floor is 85%.').length).toBe(1);
  });

  test('a port in a line labelled as an example is an illustration, not the service\'s port', () => {
    expect(shown('- CLI help example: `bundlekit dev --port 8080`.', '- The dev server defaults to port 5173.')).toEqual([]);
    expect(shown('- Start the dev server with `bundlekit dev --port 8080`.', '- The dev server defaults to port 5173.').length).toBe(1);
  });
});

describe('real-text batch 494: a count in a drawn folder tree', () => {
  const tree = '# P\n\n```\napp/\n├── routers/             # 18 REST routers — see routers/CLAUDE.md\n├── services/            # 12 async services\n```\n';
  test('a folder tree\'s comment counts the folder\'s things, which the folder\'s own file may count again', () => {
    const found = contradictions({ 'CLAUDE.md': tree, 'app/routers/CLAUDE.md': '# Routers\n\n19 REST routers, all use `request.app.state.<service>`.\n' });
    expect(found.map((c) => [c.confidence, c.subject])).toEqual([['possible', 'the number of rest routers']]);
    // (the same count agrees; another folder's file counts its own things)
    expect(contradictions({ 'CLAUDE.md': tree, 'app/routers/CLAUDE.md': '# Routers\n\n18 REST routers.\n' })).toEqual([]);
    expect(contradictions({ 'CLAUDE.md': tree, 'app/services/CLAUDE.md': '# Services\n\n19 REST routers are served by the gateway.\n' })).toEqual([]);
  });

  test('a line without branch marks is not read as a tree', () => {
    expect(contradictions({ 'CLAUDE.md': '# P\n\n```\nrouters/  # 18 REST routers\n```\n', 'app/routers/CLAUDE.md': '# Routers\n\n19 REST routers.\n' })).toEqual([]);
  });
});

describe('held-out sets 119 and 120: when an act is done', () => {
  test('"first" after the object says when, not what: "Run the linter first", "Write tests first for every bug fix"', () => {
    expect(claims('Run the linter first.').find((c) => c.key === 'act:run:lint')).toMatchObject({ polarity: 1 });
    expect(claims('Write tests first for every bug fix.').find((c) => c.key === 'act:use:test')).toMatchObject({ polarity: 1 });
    expect(shown('- Write tests first for every bug fix.', "- Don't write tests.").length).toBe(1);
  });
});

describe('the check of every mirror on this session\'s bundle', () => {
  test('"outside this root" is a place of its own: a ban of creating files there leaves creating one inside', () => {
    expect(claims('**NEVER** create files outside this root').find((c) => c.key === 'act:create:file')?.scope.length).toBe(1);
    expect(shown('- **NEVER** create files outside this root', 'Create the constants file first. Everything else imports from it.')).toEqual([]);
  });
});
