/**
 * Readings of misses and false alarms of held-out sets 136 to 138 (each read after its first score): an imperative
 * before examples of what it asks for, counts of workers and retries given as a bare value, settings named in code,
 * releases that are no counts, an OK waited for, a tool for a purpose after a short label, history told with "up to" a
 * release, what is kept out of git, and versions a project no longer supports.
 */
import { confidence, itemClaims as claims, ruleShown as shown, two } from '../helpers/contradictions.js';

describe('held-out set 136: an imperative before a colon and examples', () => {
  test('"Use singular table names: `user`, `order`" is the instruction, not a label', () => {
    expect(claims('Use singular table names: `user`, `order`.').some((c) => c.key === 'fam:naming-number' && c.member === 'singular')).toBe(true);
    expect(shown('- Table names are plural (`users`, `orders`).', '- Use singular table names: `user`, `order`.').length).toBe(1);
    // (a label that opens with a noun still names a topic: "Naming: …")
    expect(claims('Table names: `users`, `orders`.').some((c) => c.key === 'fam:naming-number')).toBe(false);
  });
});

describe('held-out set 136: counts and settings given as a bare value', () => {
  test('"**Gunicorn workers:** 2" is a count of workers', () => {
    const c = claims('**Gunicorn workers:** 2 (the box only has 1 GB of RAM)').find((x) => x.type === 'number');
    expect(c?.value).toBe(2);
    expect(claims('**Retries:** 5').find((x) => x.type === 'number')?.value).toBe(5);
    // (a bare number after a label that names no quantity is still nothing: "Phases: 3")
    expect(claims('Phases: 3').some((x) => x.type === 'number')).toBe(false);
  });

  test('a per-user rate is a rate per user', () => {
    expect(confidence('Rate limit: 100 requests per minute per user.', 'The per-user rate limit is 60 req/min.')).toBe('certain');
  });

  test('a setting named in camelCase, snake case or upper case is its words', () => {
    expect(shown('- Coverage threshold: 80%.', '- `coverageThreshold` is 70% globally — don\'t raise it.').length).toBe(1);
    expect(claims('`WORKERS` defaults to 8; lower it on small CI runners if needed.').find((x) => x.type === 'number')?.value).toBe(8);
    expect(claims('`CACHE_TTL` defaults to one hour.').find((x) => x.type === 'number')?.subject).toBe('cache ttl (duration)');
    // (a lower-case name in code of one word is no setting's name: "Set `size` to 2" sets a variable)
    expect(claims('Set `size` to 2.').some((x) => x.type === 'number')).toBe(false);
  });

  test('the last word of a label is not a name the value belongs to ("… for the REST API: 50")', () => {
    expect(claims('Page size for the claims list API: 50.').find((x) => x.type === 'number')?.value).toBe(50);
    expect(claims('HTTP client timeout for the rating API: 30 s.').find((x) => x.type === 'number')?.value).toBe(30000);
  });

  test('a count with a fraction is a release, not a count ("don\'t add 8.1 back to the CI matrix")', () => {
    expect(claims('PHP 8.2 is the minimum; please don\'t add 8.1 back to the CI matrix.').some((x) => x.type === 'number')).toBe(false);
    // (a ratio or a score may have one)
    expect(claims('Score threshold: 0.8').find((x) => x.type === 'number')?.value).toBe(0.8);
  });
});

describe('held-out set 136: an OK waited for, a test class, a tool for a purpose', () => {
  test('"wait for my OK before editing files" asks before editing', () => {
    expect(claims('Always make a plan and wait for my OK before editing files.').some((c) => c.key === 'confirm:modify:file')).toBe(true);
    expect(confidence('Always make a plan and wait for my OK before editing files.', 'Don\'t ask for confirmation. Just make the changes.')).toBe('possible');
    // (an OK that is no approval asks nothing)
    expect(claims('It is OK to refactor before adding tests.').some((c) => c.key.startsWith('confirm:'))).toBe(false);
  });

  test('`unittest.TestCase` classes are unittest', () => {
    expect(shown('- Write Python tests with pytest.', '- Tests are unittest.TestCase classes — no pytest, please.').length).toBe(1);
  });

  test('"Python: ruff for linting and formatting" says what lints', () => {
    expect(claims('Python: ruff for linting and formatting.').some((c) => c.key === 'fam:python-linter' && c.member === 'ruff')).toBe(true);
    expect(claims('Frontend: Vitest for unit tests.').some((c) => c.key === 'fam:js-test-runner' && c.member === 'vitest')).toBe(true);
  });
});

describe('held-out sets 137 and 138: history, git and support', () => {
  test('"Yarn 1 was used up to v4.2" is history', () => {
    expect(claims('Yarn 1 was used up to v4.2, which is why old issues mention `yarn.lock`.')).toEqual([]);
    expect(shown('- Yarn 1 was used up to v4.2, which is why old issues mention `yarn.lock`.', '- The repo uses npm; `package-lock.json` is the only lockfile.')).toEqual([]);
    // ("up to" a count is still a limit)
    expect(claims('Retry up to 3 times.').some((c) => c.type === 'number')).toBe(true);
  });

  test('what is kept out of git is not committed', () => {
    expect(claims('Keep secrets out of the repo.').map((c) => `${c.key} ${c.polarity}`)).toEqual(['act:commit:secret -1']);
    expect(confidence('Keep generated modules out of git.', 'Commit the generated modules.')).toBe('certain');
  });

  test('what was abandoned is not in use', () => {
    expect(claims('The mobile claims app is native Swift/Kotlin; React Native was abandoned in 2023.').find((c) => c.key === 'fam:mobile-framework')?.polarity).toBe(-1);
  });

  test('a version the project no longer supports is ruled out', () => {
    expect(claims('Python 3.8 is no longer supported.').find((c) => c.key === 'ver:Python')?.vnot).toEqual([3, 8]);
    expect(shown('- Use Python 3.8+.', '- Python 3.8 is no longer supported.').map((c) => c.kind)).toEqual(['version']);
    // (a floor past it agrees; another's support, or its end of life, is no rule of the project's)
    expect(shown('- Use Python 3.10+.', '- Python 3.8 is no longer supported.')).toEqual([]);
    expect(claims('Python 3.8 is not supported by Lambda.').some((c) => c.key === 'ver:Python')).toBe(false);
    expect(claims('Node 16 is end-of-life.').some((c) => c.type === 'version')).toBe(false);
  });
});

describe('held-out set 136: where tests go and which lockfile is kept', () => {
  test('tests kept in a `tests/` folder are in a separate directory', () => {
    expect(shown('Tests go in `tests/` at the repo root.', 'Put each test file next to the code it tests (`foo.test.ts` beside `foo.ts`), never in a separate tests folder.').map((c) => c.subject)).toEqual(['test file location']);
    // (a folder of its own name is no test folder)
    expect(shown('Fixtures go in `fixtures/`.', 'Put each test file next to the code it tests.')).toEqual([]);
  });

  test('the only lockfile, or the one to commit, is the package manager\'s', () => {
    expect(claims('The only lockfile we commit is yarn.lock — delete any other lockfile you see.').some((c) => c.key === 'fam:js-package-manager' && c.member === 'yarn')).toBe(true);
    expect(claims('Always commit `uv.lock`.').some((c) => c.key === 'fam:python-package-manager' && c.member === 'uv')).toBe(true);
    expect(shown('Package manager is pnpm 9; the lockfile is pnpm-lock.yaml.', 'The only lockfile we commit is yarn.lock — delete any other lockfile you see.').length).toBe(1);
    // (a lockfile not committed says nothing of which manager is in use; nor does one merely named)
    expect(claims('Don\'t commit `package-lock.json`.').some((c) => c.key === 'fam:js-package-manager')).toBe(false);
    expect(claims('Regenerate `yarn.lock` after a merge conflict.').some((c) => c.key === 'fam:js-package-manager')).toBe(false);
  });
});

describe('held-out set 139: folders of a setting, warehouses, table formats, threads', () => {
  test('a setting given in two folders is two settings (the false alarm of set 139)', () => {
    expect(shown('DAGs under `dags/streaming/` use `max_active_runs=1`.', 'DAGs under `dags/batch/` may use `max_active_runs=4`.')).toEqual([]);
    // (with no folder it is one setting given two values)
    expect(shown('DAGs use `max_active_runs=1`.', 'DAGs may use `max_active_runs=4`.').length).toBe(1);
  });

  test('"The warehouse is Snowflake" names the warehouse; the table format is a choice', () => {
    expect(shown('The warehouse is Snowflake.', 'Our warehouse is BigQuery (project `acme-analytics`).').map((c) => c.subject)).toEqual(['data warehouse']);
    expect(shown('The lake\'s table format is Delta Lake.', 'Lake tables are Apache Iceberg.').length).toBe(1);
    // (a snowflake that is no warehouse is nothing)
    expect(claims('Use Snowflake IDs for primary keys.').some((c) => c.key === 'fam:data-warehouse')).toBe(false);
  });

  test('threads are workers', () => {
    expect(claims('`threads: 8` in the dbt profile.').find((c) => c.type === 'number')?.subject).toBe('worker (count)');
    expect(claims('Run dbt with 4 threads.').find((c) => c.type === 'number')?.subject).toBe('dbt worker (count)');
  });
});

describe('held-out set 140: what is in git', () => {
  test('a statement that a file is committed, or gitignored, says whether it is committed', () => {
    expect(claims('`google-services.json` is committed so new developers can build out of the box.').map((c) => `${c.key} ${c.polarity}`)).toEqual(['act:commit:google-services.json 1']);
    expect(claims('`target/` is gitignored.').map((c) => `${c.key} ${c.polarity}`)).toEqual(['act:commit:target/ -1']);
    // (work committed to a branch is no file said to be in git)
    expect(claims('Work is committed to main daily.')).toEqual([]);
  });
});

describe('held-out sets 138 and 140: affixes of more kinds of names', () => {
  test('views and helpers have affixes; "no class prefixes" rules every prefix out', () => {
    expect(confidence('Suffix SwiftUI views with `View` (`ProfileView`).', 'Don\'t suffix SwiftUI views with `View`; name them `Profile`, `Settings` and so on.')).toBe('certain');
    expect(confidence('Private methods start with an underscore (`_parse_header`).', 'Don\'t prefix private helpers with `_`; visibility is controlled by `__all__`.')).toBe('certain');
    expect(confidence('Prefix Objective-C classes with `ACM`.', 'No class prefixes in Objective-C code — plain names only.')).toBe('certain');
    // (a private helper's prefix says nothing of public functions')
    expect(shown('Public functions start with `do`.', 'Don\'t prefix private helpers with `_`.')).toEqual([]);
  });

  test('"Name booleans without an `is_` prefix: …" names, with examples after the colon', () => {
    expect(confidence('Boolean fields start with `is_` (`is_total_loss`, `is_subrogated`).', 'Name booleans without an `is_` prefix: `total_loss`, `subrogated`.')).toBe('certain');
  });
});

describe('held-out sets 137, 139 and 141: versions in labels, suites of tests, game stacks', () => {
  test('a label of a tool and a line of releases ("**Kotlin:** 1.9.x only"), or of a tool the lexicon knows ("**Airflow version:**")', () => {
    expect(claims('**Kotlin:** 1.9.x only — K2 breaks our kapt processors.').find((c) => c.key === 'ver:Kotlin')?.version).toBe('1.9.x');
    expect(claims('**Airflow version:** 2.7.3 — don\'t bump it without the platform team.').find((c) => c.key === 'ver:Airflow')?.version).toBe('2.7.3');
    expect(shown('Airflow 2.9 (pinned via `constraints-2.9.3/constraints-3.11.txt`).', '**Airflow version:** 2.7.3 — don\'t bump it without the platform team.').map((c) => c.kind)).toEqual(['version']);
  });

  test('running the test suite is running the tests', () => {
    expect(confidence('Run the full EditMode test suite before every commit.', 'Don\'t run the test suite yourself; CI runs it.')).toBe('certain');
  });

  test('render pipelines, UI systems, input systems and netcode of games are choices', () => {
    expect(shown('The render pipeline is URP.', 'The project uses HDRP (we switched from URP in 2023).').length).toBe(1);
    expect(shown('Networking uses Mirror.', 'Multiplayer is built on Netcode for GameObjects; Mirror was removed.').length).toBe(1);
    expect(shown('UI is built with UGUI (Canvas + TextMeshPro).', 'All UI is UI Toolkit now; no UGUI canvases remain in the project.').length).toBe(1);
    // (a mirror that is no library is nothing)
    expect(claims('Look in the mirror before you leave.')).toEqual([]);
  });
});

describe('held-out set 142: where a tool comes from, and how images are signed', () => {
  test('"from the stdlib" says where a tool comes from, not where the rule holds', () => {
    expect(claims('Tests are written with `unittest` from the stdlib — no pytest, it isn\'t on the approved package list.').find((c) => c.key === 'fam:python-test-runner' && c.member === 'unittest')?.scope).toEqual([]);
  });

  test('cosign and Notary sign container images', () => {
    expect(shown('Container images are signed with Notary v1.', 'We sign images with cosign (keyless, Sigstore); Notary isn\'t used.').map((c) => c.subject)).toEqual(['container image signing tool']);
  });
});

describe('held-out set 141: a bound per something, files kept out of commits', () => {
  test('"Keep draw calls under 150 per frame" bounds a count per frame', () => {
    expect(claims('Keep draw calls under 150 per frame on Quest.').find((c) => c.type === 'number')?.value).toBe(150);
    // (a bound of nothing named is still nothing)
    expect(claims('Keep it under 5 per day.').some((c) => c.type === 'number')).toBe(false);
  });

  test('files kept out of commits are not committed', () => {
    expect(claims('Keep `.meta` files out of commits — Unity regenerates them on import.').map((c) => `${c.key} ${c.polarity}`)).toEqual(['act:commit:.meta -1']);
  });
});

describe('held-out sets 139 and 142: ports told beside another service, a web server that is a UI', () => {
  test('an aside that gives a port to another service says nothing of how this one is served', () => {
    expect(confidence('The local OPA server listens on port 8181.', 'Run OPA locally on `:9191` (8181 is taken by the decision-log proxy).')).toBe('possible');
  });

  test('the web server of a named tool is its UI', () => {
    expect(confidence('The Airflow webserver runs on http://localhost:8080.', 'Local Airflow UI: http://localhost:8081 (8080 is taken by Trino).')).toBe('possible');
    // (a UI of its own beside a service is another service)
    expect(confidence('Kafka UI: http://localhost:8080', 'Kafka listens on localhost:9092.')).toBeUndefined();
  });
});

describe('held-out set 143: research computing', () => {
  test('a plural in capitals is the word ("GPUs")', () => {
    expect(claims('Request at most 4 GPUs per job.').find((c) => c.type === 'number')?.subject).toBe('job gpu (count)');
    expect(confidence('Request at most 4 GPUs per job.', 'Jobs always request 8 GPUs.')).toBe('certain');
  });

  test('compilers and Fortran standards have versions', () => {
    expect(confidence('Build with GCC 12 (`module load gcc/12.2.0`).', 'Build with GCC 9.4 only (newer GCC breaks the MPI wrappers on this cluster).')).toBe('certain');
    expect(claims('Compile Fortran as Fortran 2008 (`-std=f2008`).').find((c) => c.key === 'ver:Fortran')?.version).toBe('2008');
  });

  test('"bootstrap" is the component library only where the line is about a front end', () => {
    expect(claims('Use 10,000 bootstrap resamples for confidence intervals.').some((c) => c.key === 'fam:component-library')).toBe(false);
    expect(claims('Bootstrap the Flutter workspace with `melos bootstrap`.').some((c) => c.key === 'fam:component-library')).toBe(false);
    expect(claims('Don\'t use Bootstrap; we use Tailwind.').some((c) => c.key === 'fam:component-library' && c.polarity === -1)).toBe(true);
    expect(claims('Use Bootstrap for UI components.').some((c) => c.key === 'fam:component-library')).toBe(true);
  });
});

describe('held-out set 144: the same places as a series, a version after "is"', () => {
  test('"YAML and JSON files" and "JSON and YAML" are the same places', () => {
    expect(confidence('Indent YAML and JSON files with 2 spaces.', 'Use 4-space indentation in JSON and YAML (the `.editorconfig` enforces it).')).toBe('certain');
  });

  test('"Our Postgres is version 13" gives the version', () => {
    expect(claims('Our Postgres is version 13: `MERGE` isn\'t available, write `INSERT ... ON CONFLICT` instead.').find((c) => c.key === 'ver:PostgreSQL')?.version).toBe('13');
  });
});

describe('held-out set 145: subjects placed in a language, procedures, suffixes after a wildcard', () => {
  test('"Async methods in C# end with `Async`": a subject with its language, then the verb', () => {
    expect(claims('Async methods in C# end with `Async`.').some((c) => c.key === 'fam:affix:suffix:function' && c.member === 'Async')).toBe(true);
    expect(claims('Private methods in Python start with an underscore.').some((c) => c.key === 'fam:affix:prefix:private function')).toBe(true);
  });

  test('stored procedures have prefixes, and `*Tests` is a suffix', () => {
    expect(confidence('Stored procedures are prefixed `usp_`.', 'Don\'t prefix stored procedures (no `sp_`, no `usp_`); name them `Verb_Noun`.')).toBe('certain');
    expect(claims('Name test classes `*Tests`.').some((c) => c.key === 'fam:affix:suffix:class' && c.member === 'Tests')).toBe(true);
  });
});

describe('real-text batch 521: one setting written two ways', () => {
  test('`to_task="*"` and `"toTask": "*"` give the same value (the batch\'s false alarm)', () => {
    expect(two('# Tools\n\n4. Use `to_task="*"` to broadcast to all siblings\n', '# API\n\nUse `"toTask": "*"` to broadcast to all siblings.\n')).toEqual([]);
    // (two values of one setting still differ)
    expect(two('# Tools\n\n4. Use `to_task="*"` to broadcast to all siblings\n', '# API\n\nUse `"toTask": "all"` to broadcast to all siblings.\n').map((c) => c.kind)).toEqual(['drift']);
  });
});

