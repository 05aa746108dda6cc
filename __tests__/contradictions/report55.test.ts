/**
 * Readings of misses and false alarms of held-out sets 146 to 150 (each read after its first score): the file a setting is
 * written in, a setting after its file's section, objects named in R, a tool's own commands, a move from one tool to
 * another, a reason after a colon, an object the agent picks, branches made, what a subject is said to be, times of day,
 * a ban during a time, a section of files, versions a tool is pinned to, what nobody does, and a ban said to hold even
 * in a case.
 */
import { toolStatesOf } from '../../src/core/contradictions/facts.js';
import { confidence, itemClaims as claims, ruleShown as shown } from '../helpers/contradictions.js';

const conf = (a: string, b: string): string | undefined => shown(a, b)[0]?.confidence;

describe('held-out set 146: settings and their files', () => {
  test('the file a setting is written in names no other thing ("in `ruff.toml`")', () => {
    expect(shown('- Python line length is 100 characters.', '- `line-length = 79` in `ruff.toml`: keep every Python line under 80 characters.').length).toBe(1);
    // (a file of code named by one line is still a narrower thing: "`server.ts`")
    expect(shown('- Keep files under 300 lines.', '- `server.ts` must stay under 500 lines.').length).toBe(0);
  });

  test('a setting named after its section ("`[tool.coverage.report] fail_under` is 75")', () => {
    expect(shown('- Set `fail_under = 90` in `[tool.coverage.report]`.', '- `[tool.coverage.report] fail_under` is 75 — leave it there.').length).toBe(1);
  });
});

describe('held-out set 146: names, commands and moves', () => {
  test('objects are named as variables are ("Name R objects in camelCase")', () => {
    expect(shown('- R: snake_case for object and function names.', '- Name R objects in camelCase (`cleanPrecincts`, not `clean_precincts`).').length).toBe(1);
    // (an object before a part of it names the part: "JSON object keys")
    expect(shown('- Name variables in camelCase.', '- JSON object keys use snake_case.').length).toBe(0);
  });

  test('a tool\'s own commands are the tool ("never run `poetry` commands in this repo")', () => {
    expect(claims('Never run `poetry` commands in this repo.').some((c) => c.key === 'fam:python-package-manager' && c.member === 'poetry' && c.polarity === -1)).toBe(true);
    expect(conf('- Use Poetry for Python dependencies.', '- Never run `poetry` commands in this repo.')).toBe('certain');
    // (what else is run, in a manner of its own, is still the act: "Never run Docker containers as root")
    expect(claims('Never run Docker containers as root.').some((c) => c.key === 'fam:container-runtime')).toBe(false);
  });

  test('"Hosting moved from Netlify to Vercel" leaves Netlify and uses Vercel', () => {
    const cs = claims('Hosting moved from Netlify to Vercel in March.');
    expect(cs.some((c) => c.memberLabel === 'Netlify' && c.polarity === -1)).toBe(true);
    expect(cs.some((c) => c.memberLabel === 'Vercel' && c.polarity === 1)).toBe(true);
    expect(shown('- The site is hosted on Netlify.', '- Hosting moved from Netlify to Vercel in March.').length).toBe(1);
  });

  test('a sentence after a colon with a plural subject and its verb says why, and narrows nothing', () => {
    const c = claims('Never use Git LFS: large files live in the bucket.').find((x) => x.key === 'act:use:lfs');
    expect(c?.scope).not.toContain('bucket');
  });
});

describe('held-out set 146: what the agent may pick, and branches', () => {
  test('"Install whatever packages you need" asks no one first', () => {
    expect(claims('Install whatever packages you need.').some((c) => c.key === 'confirm:add:dep' && c.polarity === -1)).toBe(true);
    expect(claims('Install whatever packages you need.').find((c) => c.key === 'act:install:dep')?.scope).toEqual([]);
    expect(shown('- Don\'t install new packages without asking first.', '- Install whatever packages you need; just make sure they land in the lockfile.').length).toBe(1);
    expect(claims('Add paging alerts as you see fit.').some((c) => c.key.startsWith('confirm:') && c.polarity === -1)).toBe(true);
  });

  test('a branch made is one act, whatever else the lines say', () => {
    expect(conf('- Create a new branch for every task.', '- Work directly on whatever branch is checked out; don\'t create branches.')).toBe('certain');
  });

  test('what a subject is said to be is no case of it ("Release tags are dates …, with no `v` prefix")', () => {
    expect(claims('Release tags are dates like `2026.12.07`, with no `v` prefix.').find((c) => c.key === 'fam:affix:prefix:tag')?.scope).toEqual([]);
    expect(shown('- Tag releases as `vMAJOR.MINOR.PATCH` (e.g. `v1.4.0`).', '- Release tags are dates like `2026.12.07`, with no `v` prefix.').length).toBe(1);
  });
});

describe('held-out set 150: times and sections', () => {
  test('a ban during service hours, an aside with times in it, holds only then', () => {
    const lead = claims('During service hours (11:00–23:00 venue time), don\'t deploy to production.').find((c) => c.key === 'act:deploy:production');
    expect(lead?.conditional).toBe(true);
    expect(claims('Don\'t deploy to production during service hours.').find((c) => c.key === 'act:deploy:production')?.conditional).toBe(true);
    expect(confidence('During service hours (11:00–23:00 venue time), don\'t deploy to production.', 'Deploy to production with `make deploy-prod` after the release PR merges.')).not.toBe('certain');
  });

  test('an `.editorconfig` section names files (`[Makefile]`)', () => {
    expect(shown('- Indent with 2 spaces.', '- `.editorconfig` sets `indent_style = tab` under `[Makefile]` because make requires tabs.').length).toBe(0);
    expect(shown('- Indent with 2 spaces.', '- Indent with tabs.').length).toBe(1);
  });
});

describe('held-out set 148: versions, norms and cases named', () => {
  test('"Prometheus is pinned to v2.53" is a version', () => {
    expect(claims('Prometheus is pinned to v2.53 (the LTS line); don\'t upgrade to 3.x.').some((c) => c.key.startsWith('ver:') && c.version === 'v2.53')).toBe(true);
    expect(shown('- Prometheus is pinned to v2.53 (the LTS line).', '- We run Prometheus 3.1 in every environment.').length).toBe(1);
  });

  test('what nobody does is a ban ("Nobody pushes to `main` directly")', () => {
    expect(claims('Nobody pushes to `main` directly.').some((c) => c.key === 'act:push:main' && c.polarity === -1)).toBe(true);
    // (what nothing does is how things are)
    expect(claims('Nothing imports `legacy/`.').some((c) => c.polarity === -1)).toBe(false);
  });

  test('a ban that holds "not even during an incident" has no exception for incidents', () => {
    expect(conf('- During an incident, alert rule fixes can be pushed straight to `main`.', '- Nobody pushes to `main` directly — not even during an incident. Open a PR and get a review.')).toBe('certain');
  });
});

describe('held-out sets 147, 149 and 150: quantities', () => {
  test('a subject with a place of its own after "on" still has its verb ("Session tokens on POS terminals expire after 8 hours")', () => {
    expect(claims('Session tokens on POS terminals expire after 8 hours (one shift).').find((c) => c.type === 'number')?.value).toBe(8 * 3600000);
    expect(shown('- Session tokens on POS terminals expire after 8 hours (one shift).', '- POS terminal session tokens live for 12 hours.').length).toBe(1);
  });

  test('a count of retries or workers in words is a setting ("retried five times")', () => {
    expect(claims('Card authorizations are retried five times before we surface an error.').find((c) => c.type === 'number')?.value).toBe(5);
    expect(claims('Use five workers.').find((c) => c.type === 'number')?.value).toBe(5);
    // (other things counted in words describe: "Ask two questions")
    expect(claims('Ask two questions.').some((c) => c.type === 'number')).toBe(false);
  });

  test('an "m" of a distance is metres, and a number after an acronym names a kind ("EDI 214 deliveries")', () => {
    expect(claims('Geofence radius for dock arrival detection: 200 m.').find((c) => c.type === 'number')?.unit).toBe('distance');
    expect(shown('- The NavMesh agent radius for humanoids is 0.5 m.', '- Humanoid NavMesh agent radius: 0.35 m, so they fit through the narrow doors.').length).toBe(1);
    expect(claims('Cache TTL: 5 m.').find((c) => c.type === 'number')?.value).toBe(300000);
    const edi = claims('Retry failed EDI 214 deliveries up to 5 times with exponential backoff.').filter((c) => c.type === 'number');
    expect(edi.map((c) => c.value)).toEqual([5]);
    expect(edi[0].about).toContain('retry');
  });

  test('a setting\'s name said to be a value prescribes it ("The Modbus polling interval is 2 s")', () => {
    expect(conf('- Modbus polling interval is 2 s for every meter.', '- Poll each meter over Modbus every 15 seconds; faster polling saturates the RS-485 bus.')).toBe('certain');
    // (a value measured now is no setting)
    expect(claims('The current timeout is 30 s.').some((c) => c.type === 'number' && c.basis === 'prescribed')).toBe(false);
  });

  test('a purpose after a statement with a subject says why, not what is measured', () => {
    expect(claims('Telemetry batches are flushed once every 10 s to keep the cellular data bill down.').find((c) => c.type === 'number')?.about).toEqual(['batch', 'telemetry']);
    expect(shown('- Flush telemetry batches every 500 ms.', '- Telemetry batches are flushed once every 10 s to keep the cellular data bill down.').length).toBe(1);
  });
});

describe('held-out sets 149 and 150: words of place and plurals', () => {
  test('"here" and "there" after the object say where, not what ("Never use mocks here")', () => {
    expect(claims('Never use mocks here.').some((c) => c.key === 'act:use:mock' && c.polarity === -1)).toBe(true);
    expect(claims('Never use LFS here.').some((c) => c.key === 'act:use:lfs' && c.polarity === -1)).toBe(true);
  });

  test('"menus" is the plural of "menu"', () => {
    expect(shown('- Menus are stored in MongoDB.', '- Menu data lives in Postgres (`menu_items` and `modifiers` tables).').length).toBe(1);
  });
});

describe('held-out set 152: kinds of a quantity named in code or by a verb', () => {
  test('a `Max-Age` in code is a lifetime', () => {
    expect(shown('- Cookie lifetime for `_mt_id` is 365 days.', '- Set the `_mt_id` cookie with a `Max-Age` of 90 days (Safari caps it anyway).').length).toBe(1);
  });

  test('a rate a thing is throttled to is its rate limit', () => {
    expect(shown('- Rate-limit the Conversions API client to 200 requests/sec.', '- The Conversions API client is throttled to 50 requests per second.').length).toBe(1);
  });
});

describe('held-out set 151: images and labels', () => {
  test('a runtime\'s container image names its version (`python:3.12-slim`)', () => {
    expect(claims('Build every pipeline image from `python:3.12-slim`.').some((c) => c.key.startsWith('ver:') && c.version === '3.12')).toBe(true);
    expect(shown('- Pipeline containers are built `FROM python:3.10-slim`.', '- Build every pipeline image from `python:3.12-slim`.').length).toBe(1);
    // (a host and its port is no image: `postgres:5432`; an example is no version in use)
    expect(claims('Connect to `postgres:5432`.').some((c) => c.key.startsWith('ver:'))).toBe(false);
    expect(claims('Specify exact version tags (e.g., `python:3.11-slim` not just `python`).').some((c) => c.key.startsWith('ver:'))).toBe(false);
  });

  test('"Max line length: 100" and "**Line length:** 79" give one setting', () => {
    expect(conf('- Max line length: 100.', '**Line length:** 79 (PEP 8), enforced in CI.')).toBe('certain');
  });
});

describe('held-out sets 151, 153 and 154: false alarms and what a ban leaves', () => {
  test('"moved to Okta and the old package was deleted" deleted the package, not Okta', () => {
    expect(claims('Authentication moved to Okta and the in-house `labauth` package was deleted.').some((c) => c.memberLabel === 'Okta' && c.polarity === -1)).toBe(false);
    expect(claims('Jest was removed.').some((c) => c.memberLabel === 'Jest' && c.polarity === -1)).toBe(true);
  });

  test('"in the spring" is a season, not Spring Boot', () => {
    expect(claims('The old server was shut down in the spring.').some((c) => c.family === 'jvm-web-framework')).toBe(false);
    expect(claims('Build the backend in Spring.').some((c) => c.family === 'jvm-web-framework')).toBe(true);
  });

  test('a name after a ban and a dash, or a name and "only" after a comma, is what the ban leaves', () => {
    for (const line of ['don\'t use npm here — pnpm', 'Never use yarn, pnpm only.', 'Don\'t use npm here, pnpm only.']) {
      expect(claims(line).some((c) => c.member === 'pnpm' && c.polarity === 1)).toBe(true);
      expect(claims(line).some((c) => c.member === 'pnpm' && c.polarity === -1)).toBe(false);
    }
    expect(shown('- use `pnpm` instead of npm', '- don\'t use npm here — pnpm').filter((c) => c.rule === 'contradiction').length).toBe(0);
    // (a series of names is still banned as one: "Never use npm, yarn, or bun")
    expect(claims('Never use npm, yarn, or bun.').filter((c) => c.polarity === -1).length).toBe(3);
  });

  test('a port given for a case of its own ("When the target is the QEMU model, …") is that case\'s', () => {
    expect(shown('- When debugging on the bench board, use the J-Link GDB server on port 2331.', '- When the target is the QEMU model, connect GDB to `localhost:1234`.').length).toBe(0);
    expect(shown('- The API runs on port 3000.', '- The API listens on port 8080.').length).toBe(1);
  });
});

describe('held-out set 153: language standards and cross compilers', () => {
  test('`-std=c11` and "C99" are editions of C', () => {
    expect(claims('Compile all C with `-std=c11`.').some((c) => c.key.startsWith('ver:') && c.subject.startsWith('C '))).toBe(true);
    expect(shown('- Flight software is C99 (`-std=c99`); no C11 features.', '- Compile all C with `-std=c11` — we rely on `_Static_assert` and anonymous unions.').length).toBe(1);
  });

  test('macros are named things of their own', () => {
    expect(claims('Macros and constants are UPPER_SNAKE_CASE.').find((c) => c.family === 'naming-case')?.targets).toEqual(['constant', 'macro']);
  });

  test('a GCC cross compiler named by its target is GCC', () => {
    expect(shown('- **Toolchain:** GCC 12.2 for arm-none-eabi, the qualified version — do not upgrade.', '- Build with arm-none-eabi-gcc 13.3; the 12.x toolchain is retired.').length).toBe(1);
  });
});

describe('real-text batch 529: a path in code with a placeholder in it', () => {
  test('"under `…/Features/<FeatureName>/`" names no folder in use, and a plain path still does', () => {
    // (the pattern read each part of the path up to its slash; it used to try every split of the parts before failing at
    // "<", which took minutes on the line this is from: that time is measured in docs/performance.md, not here)
    const line = 'Features are organized under `MyOnion/src/MyOnion.Application/Features/Orders.Commands.Handlers.Validators/<FeatureName>/`:';
    expect(toolStatesOf(line)).toEqual([]);
    expect(toolStatesOf('Tests live in `src/test/`.').map((s) => s.name)).toEqual(['src/test/']);
  });
});

describe('held-out set 80 (a pair lost and found again): what the first part of a sentence moved to', () => {
  test('"CI moved to GitHub Actions and the Jenkinsfile has been deleted" uses GitHub Actions and leaves Jenkins', () => {
    const cs = claims('CI moved to GitHub Actions and the Jenkinsfile has been deleted.');
    expect(cs.some((c) => c.memberLabel === 'GitHub Actions' && c.polarity === 1)).toBe(true);
    expect(cs.find((c) => c.memberLabel === 'Jenkins')?.polarity).toBe(-1);
    expect(cs.find((c) => c.memberLabel === 'Jenkins')?.scope).toEqual([]);
  });
});
