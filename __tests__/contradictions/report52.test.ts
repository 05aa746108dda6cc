/**
 * Readings of the false alarms of held-out sets 123 and 124 and real-text batches 499 and 500, and of misses of held-out
 * sets 121 to 126 (each read after its first score): each part of a thing against the whole of it, what the team had
 * once, words written short, the service a port is given to, Kubernetes quantities and a bold label over a list.
 */
import { contradictions, itemClaims as claims, ruleShown as shown } from '../helpers/contradictions.js';

describe('held-out sets 123 and 124: a part against the whole, and what was so once', () => {
  test('"Each batch step" against "the nightly batch": a limit of each part is not the limit of the whole', () => {
    expect(shown('- The nightly batch must finish within 4 hours.', '- Each batch step times out after 30 minutes.')).toEqual([]);
    // (each of one thing against the same thing with no "each" is still one quantity)
    expect(shown('- Each request times out after 30 seconds.', '- Request timeout: 10 seconds.').length).toBe(1);
  });

  test('"We had a Travis setup once" is history, not the CI the project uses', () => {
    expect(claims('We had a Travis setup once, deleted it in 2021').filter((c) => c.key === 'fam:ci-service')).toEqual([]);
    expect(shown('We had a Travis setup once, deleted it in 2021', '- CI: GitHub Actions')).toEqual([]);
    // ("once" that opens a clause is when, and what was so then still stands)
    expect(claims('CI was moved to GitHub Actions once the Travis credits ran out.').some((c) => c.key === 'fam:ci-service')).toBe(true);
    // (and "once" in a rule is how often)
    expect(claims('Run the CI pipeline on Jenkins once.').some((c) => c.key === 'fam:ci-service')).toBe(true);
  });
});

describe('held-out set 124: words written short', () => {
  test('"dont", "isnt", "pls", "thru" and "ur" read as written out', () => {
    expect(claims('- use pnpm for everything, dont touch npm').find((c) => c.key === 'fam:js-package-manager')?.scope).toEqual([]);
    expect(claims('- explain ur changes in detail, full paragraphs please').find((c) => c.key === 'fam:response-length')?.scope).toEqual([]);
    expect(claims("Python deps go thru poetry (`poetry add foo`), pls dont pip install stuff into the env").find((c) => c.key === 'fam:python-package-manager' && c.member === 'pip')?.polarity).toBe(-1);
    // ("dont" among words is still a word when it is a name: `dont` in code is left alone)
    expect(claims('Run `dont-panic` before the release.').some((c) => c.polarity === -1)).toBe(false);
  });

  test('"don\'t bother writing X", "don\'t bother with X": a ban of the act, or of using the thing', () => {
    expect(claims("Don't bother to run the linter.").find((c) => c.key === 'act:run:lint')?.polarity).toBe(-1);
    expect(claims('commit signing isnt a thing here, dont bother with gpg').find((c) => c.key === 'act:use:gpg')?.polarity).toBe(-1);
    expect(shown('- Always write tests for new features', "Don't bother writing tests for new features.").length).toBe(1);
  });
});

describe('held-out sets 124 to 126: the service a port is given to', () => {
  test('a database named by no engine is the one database engine given a port', () => {
    expect(shown('- Postgres on port 5432', '**DB:** localhost:5433')[0]?.reason).toMatch(/two ports/);
    // (not when the lines give ports of two engines: which one is "the DB" is unknown)
    expect(shown('- Postgres on port 5432\n- MySQL on port 3306', '**DB:** localhost:5433')).toEqual([]);
    // (nor Redis, which is no database a "DB" names)
    expect(shown('- Redis on port 6379', '**DB:** localhost:5433')).toEqual([]);
  });

  test('"ws://" is the WebSocket server, "backend API" the API, "is on 3001" a port', () => {
    expect(shown('- websocket runs on ws://localhost:8765', 'WebSocket port is 9000')[0]?.reason).toMatch(/two ports/);
    expect(shown('- backend API is at http://localhost:8080/api', 'API base url: `http://127.0.0.1:5000/api`')[0]?.reason).toMatch(/two ports/);
    // (the API gateway is another service)
    expect(shown('- API gateway is at http://localhost:8080', 'API base url: `http://127.0.0.1:5000/api`')).toEqual([]);
  });

  test('a port another service uses is not known; one the same service uses in another setting is', () => {
    expect(shown('- Dagster UI: http://localhost:3000', '- Run `dagster dev -p 3001`; the Dagster UI is on 3001 because the docs site uses 3000.')[0]?.reason).toMatch(/two ports/);
    expect(shown('Postgres runs on 5432.', 'Postgres is on 5433 locally; the test Postgres uses 5432.')).toEqual([]);
  });
});

describe('held-out set 121: Kubernetes quantities', () => {
  test('"128Mi" and "2Gi" are sizes', () => {
    expect(claims('- Sidecar containers get a 128Mi memory limit.').find((c) => c.key === 'num:bytes')?.value).toBe(128 * 1024 * 1024);
    expect(shown('- Sidecar containers get a 128Mi memory limit.', '- Set the memory limit of every sidecar to 256Mi.').length).toBe(1);
  });
});

describe('real-text batches 499 and 500: a list\'s heading, and a directory\'s own server', () => {
  const shownIn = (files: Record<string, string>) => contradictions(files).filter((c) => c.confidence !== 'unlikely');

  test('a line that is nothing but a bold label over a list is the list\'s heading: its items say what it holds for', () => {
    const files = { 'CLAUDE.md': '# A\n\n#### File Link Formatting\n\n**NO BACKTICKS ANYWHERE**:\n\n- Never wrap file names, paths, or links in backticks\n', 'scripts/CLAUDE.md': '# S\n\n## PowerShell\n\nUse backticks to escape special characters in PowerShell.\n' };
    expect(shownIn(files)).toEqual([]);
    // (the same words not set apart as a label are still a rule of their own, at possible)
    const said = { ...files, 'CLAUDE.md': '# A\n\n#### File Link Formatting\n\nNO BACKTICKS ANYWHERE:\n\n- Never wrap file names, paths, or links in backticks\n' };
    expect(shownIn(said)[0]?.confidence).toBe('possible');
  });

  test('a directory\'s own file that starts its server with its own script gives that server\'s port', () => {
    const files = { 'CLAUDE.md': '# A\n\n## Commands\n\n- `pnpm dev` — zfb dev server (port 4321)\n', 'doc/CLAUDE.md': '# D\n\n## Commands\n\n- `pnpm dev` — start zfb on port 4323.\n' };
    expect(shownIn(files)).toEqual([]);
    // (a service the directory's file names without starting it is the project's one)
    const named = { ...files, 'doc/CLAUDE.md': '# D\n\n- zfb runs on port 4323.\n' };
    expect(shownIn(named)[0]?.reason).toMatch(/two ports/);
  });
});

describe('held-out sets 125 and 126: what the team does', () => {
  test('"We never sign commits": after a pronoun the word a verb spells is the verb', () => {
    expect(claims('We never sign commits.').find((c) => c.key === 'act:sign:commit')?.polarity).toBe(-1);
    expect(claims('We always squash commits.').find((c) => c.key === 'act:squash:commit')?.polarity).toBe(1);
    expect(shown('- Sign all commits (`git commit -S`).', '- We never sign commits.').length).toBe(1);
    // (a noun spelled like a verb before the verb is still the subject: "database access goes through the repository")
    expect(claims('Database access goes through the repository layer.').some((c) => c.key.startsWith('act:access'))).toBe(false);
  });
});

describe('held-out sets 121 to 126: what goes where, and flags', () => {
  test('"Deploys go to Heroku": where what the project sends goes is what it uses', () => {
    expect(claims('Deploys go to Heroku via `git push heroku main`.').find((c) => c.key === 'fam:hosting-platform')?.member).toBe('heroku');
    expect(shown('- Deploys go to Heroku via `git push heroku main`.', '- We deploy to Fly.io (`fly deploy`); the Heroku app was shut down.').length).toBe(1);
    // (what people send somewhere is no tool the project uses: "Questions go to …")
    expect(claims('Questions go to the #help channel.')).toEqual([]);
  });

  test('a flag passed or added is a flag used', () => {
    expect(claims('Never pass `--full-refresh` — rebuilding costs hundreds of dollars.').find((c) => c.key === 'act:use:--full-refresh')?.polarity).toBe(-1);
    expect(shown('- Use `--full-refresh` when you rebuild a model.', '- Never pass `--full-refresh`.').length).toBe(1);
  });
});

describe('held-out set 127: a time before an event, and approving reviews', () => {
  test('"ready 30 minutes before the session starts" is when, not a duration of the build', () => {
    expect(claims('Playtest builds must be ready 30 minutes before the session starts.').filter((c) => c.key === 'num:time')).toEqual([]);
    expect(shown('- CI build timeout: 90 minutes.', '- Playtest builds must be ready 30 minutes before the session starts.')).toEqual([]);
    // (a time after an event may be a lifetime)
    expect(claims('Tokens expire 15 minutes after issue.').find((c) => c.key === 'num:time')?.value).toBe(15 * 60 * 1000);
    // (and a wait before an act is its delay)
    expect(claims('Wait 30 seconds before retrying a request.').find((c) => c.key === 'num:time')?.value).toBe(30 * 1000);
  });

  test('"one approving review" is one approval', () => {
    expect(claims('One approving review is enough to merge a PR.').find((c) => c.key === 'num:count')?.about).toEqual(['approve', 'pr']);
    expect(shown('- PRs need two approvals before merge.', '- One approving review is enough to merge a PR.').length).toBe(1);
  });
});

describe('held-out sets 125 to 128: where things are set down, and a container\'s outer port', () => {
  test('"are configured in", "are defined in" and "is at" give the place of a kind of thing', () => {
    expect(claims('Feature flags are configured in `config/flags.yml`.').find((c) => c.key === 'loc:feature flag')?.member).toBe('config/flags.yml');
    expect(shown('- Feature flags are configured in `config/flags.yml`.', '- Feature flags live in `config/feature_flags.json`.').length).toBe(1);
    expect(claims('Routes are defined in `src/routes.ts`.').some((c) => c.key === 'loc:route')).toBe(true);
    expect(claims('The OpenAPI spec is at `docs/openapi.yaml`.').some((c) => c.key.startsWith('loc:'))).toBe(true);
    // (an address is no place in the repository)
    expect(claims('The API is at `https://api.acme.dev`.').some((c) => c.key.startsWith('loc:'))).toBe(false);
  });

  test('the port a container is mapped or exposed to is the service\'s own; one it listens on inside is the container\'s', () => {
    expect(shown('- Postgres listens on 5432 locally.', '- The local Postgres container is mapped to port 5433 because 5432 clashes with the host install.')[0]?.reason).toMatch(/two ports/);
    expect(shown('- The API listens on port 3000 locally.', '- The API listens on 8080 in the container.')).toEqual([]);
  });
});

describe('held-out set 128: the app the dev script serves', () => {
  test('"The app runs on port 3000 locally (`npm run dev`)" is the dev server\'s port', () => {
    expect(shown('- The app runs on port 3000 locally (`npm run dev`).', '- `npm run dev` serves the app at http://localhost:8080.')[0]?.reason).toMatch(/two ports/);
    // (a thing the line names is still the owner: "The docs run on port 3000")
    expect(shown('- The docs run on port 3000 (`npm run dev`).', '- `npm run dev` serves the app at http://localhost:8080.')).toEqual([]);
  });
});

describe('held-out set 127: a verb after a plural subject', () => {
  test('"Dependencies go in `requirements.txt` and are installed with plain pip": "go" narrows nothing', () => {
    expect(claims('Dependencies go in `requirements.txt` and are installed with plain pip.').find((c) => c.key === 'fam:python-package-manager')?.scope).toEqual([]);
    // (a noun after a determiner is still one: "Use pip for the build in CI")
    expect(claims('Use pip for the build in CI.').find((c) => c.key === 'fam:python-package-manager')?.scope).toEqual(['build', 'ci']);
  });
});

describe('held-out sets 129 and 130: settings in firmware', () => {
  test('a value a line names only to say it fails is not one it knows', () => {
    expect(shown('- Main thread stack is 2048 bytes (`CONFIG_MAIN_STACK_SIZE=2048`).', '- Set `CONFIG_MAIN_STACK_SIZE=4096`; 2048 overflows once the BLE stack is enabled.')[0]?.reason).toMatch(/two values/);
    // (a value named as what it was is known: the line tells of the change)
    expect(shown('- Main thread stack is 2048 bytes (`CONFIG_MAIN_STACK_SIZE=2048`).', '- Set `CONFIG_MAIN_STACK_SIZE=4096` (it was 2048 before the BLE work).')).toEqual([]);
  });

  test('a macro defined as a number is a setting, and clock rates are frequencies', () => {
    expect(shown('- `configTICK_RATE_HZ` is 1000.', 'Tick rate is 100 Hz (`#define configTICK_RATE_HZ 100`) to save power.')[0]?.reason).toMatch(/two values/);
    expect(claims('External SPI flash clock: 40 MHz.').find((c) => c.key === 'num:frequency')?.value).toBe(40e6);
    expect(shown('- Set the server tick rate to 64 Hz.', '**Server tick rate:** 30 Hz').length).toBe(1);
  });
});

describe('held-out sets 122 and 129 to 130: rules in other words', () => {
  test('"every change goes through a PR" leaves no direct push to main', () => {
    expect(claims('`main` is protected: every change, however small, goes through a PR.').find((c) => c.key === 'act:push:main')?.polarity).toBe(-1);
    expect(shown('- Push straight to `main` for one-line fixes.', '`main` is protected: every change goes through a PR, no exceptions.').length).toBe(1);
  });

  test('"leave X alone" is a ban of changing X', () => {
    expect(claims('Leave the generated files alone.').find((c) => c.key === 'act:modify:file')?.polarity).toBe(-1);
    expect(shown('- Update `CHANGELOG.md` in every PR you make.', '- Leave `CHANGELOG.md` alone; the release tooling generates it from commit messages.').length).toBe(1);
  });
});

describe('real-text batch 504: a number under a heading of metrics', () => {
  test('"Test coverage: **90%+**" under "### Quality Metrics" reports a measurement, not a setting', () => {
    const shownIn = (files: Record<string, string>) => contradictions(files).filter((c) => c.confidence !== 'unlikely');
    const files = { 'CLAUDE.md': '# P\n\n## Testing\n\n- Minimum 80% coverage required across lines, functions, branches, and statements\n', 'src/commands/CLAUDE.md': '# Commands\n\n### Quality Metrics\n\n- Test coverage: **90%+**\n' };
    expect(shownIn(files)).toEqual([]);
    // (a measurement below the bound still goes against it)
    expect(shownIn({ ...files, 'src/commands/CLAUDE.md': '# Commands\n\n### Quality Metrics\n\n- Test coverage: **70%**\n' }).length).toBe(1);
  });
});

describe('held-out set 130: a version label, and a port said to be blocked', () => {
  test('"**Python:** 3.12" and "**Python version:** 3.10" are values under one label', () => {
    expect(shown('**Python:** 3.12', '**Python version:** 3.10 (pinned for TensorFlow compatibility)').length).toBe(1);
    // (two labels of two things still part their values)
    expect(shown('**Python (API):** 3.12', '**Python (notebooks):** 3.10')).toEqual([]);
  });

  test('a port a line names as blocked is not one it knows', () => {
    expect(shown('- Jupyter on the head node is at `http://localhost:8888`.', '- Jupyter runs on port 8890 on the head node, since 8888 is blocked by the firewall.')[0]?.reason).toMatch(/two ports/);
  });
});
