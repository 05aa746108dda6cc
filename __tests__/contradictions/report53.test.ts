/**
 * Readings of misses of held-out sets 129 to 132 (each read after its first score): package requirements written as code,
 * tools the lexicon knows with a dotted version, flags passed one by one, label words that name only a kind, affixes of
 * more kinds of names, measures of screens and media, accounts that were closed, a thing named after another, and a
 * number an aside gives of something a pronoun stands for.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { confidence, itemClaims as claims, ruleShown as shown } from '../helpers/contradictions.js';

describe('held-out set 130: requirements in code', () => {
  test('`numpy<2` is a bound below 2, which NumPy 2.x is not under', () => {
    expect(shown('- Use NumPy 2.x; code must not rely on NumPy 1 behaviour.', '- Keep `numpy<2` — several compiled extensions are built against the NumPy 1 ABI.').map((c) => c.kind)).toEqual(['version']);
    // (a version below the bound meets it: `numpy<2` is no "NumPy 2" the other line must equal)
    expect(shown('- Keep `numpy<2`.', '- Use NumPy 1.26.')).toEqual([]);
    // (a shorter version that may be below the bound is not past it: "1.x" against `<1.5`)
    expect(shown('- Keep `numpy<1.5`.', '- Use NumPy 1.x.')).toEqual([]);
  });

  test('a requirement of any package, `torch==2.1.2` against `torch>=2.5`', () => {
    expect(claims('Pin `torch==2.1.2`.').find((c) => c.key === 'ver:torch')?.version).toBe('2.1.2');
    expect(confidence('Require `torch>=2.5` (FlexAttention is used in `model/attn.py`).', 'Pin `torch==2.1.2`; newer releases change the FSDP state-dict format.')).toBe('certain');
    // (a pin the floor allows is no clash)
    expect(shown('- Pin `pydantic==2.7.1`.', '- Require `pydantic>=2.5`.')).toEqual([]);
    // (code that compares versions checks for one; it does not pin it)
    expect(claims('Check with `torch.__version__ >= "2.1"` before using flex attention.').some((c) => c.key === 'ver:torch')).toBe(false);
  });
});

describe('held-out set 131: a tool the lexicon knows, with a dotted version', () => {
  test('"Use Hugo 0.120 or later" against "Pin Hugo to 0.111.3"', () => {
    expect(claims('Pin Hugo to 0.111.3 — newer releases break our shortcodes.').find((c) => c.key === 'ver:Hugo')?.version).toBe('0.111.3');
    expect(confidence('Use Hugo 0.120 or later; the theme needs it.', 'Pin Hugo to 0.111.3 — newer releases break our shortcodes.')).toBe('certain');
    // (a bare count after a tool is not a version: "Use Vitest 2 times")
    expect(claims('Use Vitest 2 times.').some((c) => c.type === 'version')).toBe(false);
  });
});

describe('held-out set 129: flags', () => {
  test('a list of flags is used flag by flag', () => {
    expect(claims('Build with `-Wall -Wextra -Werror`; warnings are errors.').map((c) => c.key)).toEqual(expect.arrayContaining(['act:use:-wall', 'act:use:-wextra', 'act:use:-werror']));
    expect(confidence('Build with `-Wall -Wextra -Werror`; warnings are errors.', "Don't add `-Werror` — the vendor HAL headers emit warnings we can't fix.")).toBe('certain');
  });

  test('a flag of a command line given is used in passing: possible against a firm ban of the flag', () => {
    expect(confidence('Install with `pnpm install --frozen-lockfile`.', 'Never pass `--frozen-lockfile`.')).toBe('possible');
    // (a ban in a case of its own leaves the rest)
    expect(shown('- Run `cargo build --locked`.', '- Never use `--locked` in CI.')).toEqual([]);
    // (a force push is read as the act, not as a flag)
    expect(claims('Do `git push --force` on your branch.').map((c) => c.key)).toEqual(['act:force-push:']);
  });
});

describe('held-out set 132: a label that names only what kind the tool is', () => {
  test('"**OS:** Ubuntu 24.04" and "**Ubuntu:** 22.04" are one label', () => {
    expect(shown('**Ubuntu:** 22.04 on the robots and in the dev containers.', '**OS:** Ubuntu 24.04 everywhere, robots included.').map((c) => c.confidence)).toEqual(['possible']);
    // (two parts of the project under their own labels stay two)
    expect(shown('**Backend:** Python 3.12', '**Scripts:** Python 3.10').filter((c) => c.kind === 'version')).toEqual([]);
  });
});

describe('held-out sets 129 and 132: affixes of more kinds of names', () => {
  test('globals are variables, and a symbol or a package has a prefix of its own', () => {
    expect(claims("Don't prefix globals with `g_`; use the module name instead.").find((c) => c.key === 'fam:affix:prefix:variable')?.polarity).toBe(-1);
    expect(confidence('Prefix global variables with `g_` (`g_sensor_state`).', "Don't prefix globals with `g_`; use the module name instead (`sensor_state`).")).toBe('certain');
    expect(shown('Our Kconfig symbols start with `APP_` (e.g. `CONFIG_APP_SAMPLE_RATE`).', '- Prefix every custom Kconfig symbol with the product code `ACME_`, never `APP_`.').length).toBe(1);
  });

  test('"with the product code `ACME_`": the affix after the words that say what it is', () => {
    expect(claims('Prefix every Kconfig symbol with the product code `ACME_`.').find((c) => c.key === 'fam:affix:prefix:symbol')?.member).toBe('ACME_');
  });

  test('"Name X after Y in PascalCase": what a thing is named after is no time, and no kind of name', () => {
    expect(claims('Name source files after the module in PascalCase.').find((c) => c.key === 'fam:naming-case')?.memberLabel).toBe('PascalCase');
    expect(shown('- Source files are named in snake_case (`motor_ctrl.c`).', '- Name source files after the module in PascalCase: `MotorCtrl.c`, `MotorCtrl.h`.').length).toBe(1);
    expect(shown('File names are kebab-case (`user-profile.ts`).', 'Name files in PascalCase after their main export, e.g. `UserProfile.ts`.').length).toBe(1);
    // ("call X after Y" is still when)
    expect(confidence('`GameUtil.findCharacter()` already calls `OlioUtil.planMost()` internally — do NOT call `getFullRecord()` after it.', 'Use `getFullRecord()` to load records.')).not.toBe('certain');
  });
});

describe('held-out sets 130 to 132: places, measures and stale states', () => {
  test('a path with a variable or a placeholder is a place', () => {
    expect(claims('Checkpoints are written to `/scratch/$USER/ckpt`.').find((c) => c.key === 'loc:checkpoint')?.member).toBe('/scratch/$USER/ckpt');
    expect(shown('- Checkpoints are written to `/scratch/$USER/ckpt`.', '- Write all checkpoints under `/checkpoints/shared/<run_name>/`, never to scratch.').length).toBe(1);
  });

  test('pixels, bitrates and frame rates are measures', () => {
    expect(shown('Image max width: 1600px.', '- Resize every uploaded image to a maximum width of 2048px.').length).toBe(1);
    // (what else each line names keeps two measures apart)
    expect(shown('- Buttons: 8px padding.', '- Buttons: 12px border radius.')).toEqual([]);
    expect(shown('Image max width: 1600px.', 'Image max height: 1200px.')).toEqual([]);
  });

  test('an account that was closed is gone', () => {
    expect(shown('- Search is powered by Algolia.', 'Site search runs on Typesense; the Algolia account has been closed.').length).toBe(1);
  });

  test('a value named first: "`acme-7b-v4` is the model in production"', () => {
    expect(shown('- The production model is `acme-7b-v3`.', '- `acme-7b-v4` is the model in production; v3 was retired in May.').length).toBe(1);
    // (a name of one word, or with no number in it, is no value of a thing)
    expect(shown('The default branch is `main`.', 'The default branch is `develop`.').filter((c) => c.kind === 'drift')).toEqual([]);
  });

  test('a number an aside gives of what a pronoun stands for is of that thing', () => {
    expect(claims("Don't run the production build (it takes 12 minutes); a type-check is enough.").find((c) => c.key === 'num:time')?.scope.some((q) => q.startsWith('@ref:'))).toBe(true);
    expect(claims('Keep functions short (under 50 lines).').find((c) => c.key === 'num:lines')?.scope).toEqual([]);
  });

  test('a name written for two families is read in both: "Lint with Biome"', () => {
    expect(claims('Lint with Biome only (`biome check .`).').some((c) => c.key === 'fam:js-linter' && c.memberLabel === 'Biome')).toBe(true);
    expect(claims('Format with Biome.').some((c) => c.key === 'fam:js-linter')).toBe(false);
    expect(shown('**Lint:** ESLint with `eslint-config-next`', '- Lint with Biome only (`biome check .`) and delete any ESLint config you come across.').length).toBe(1);
  });
});

describe('held-out set 131: what the team does not do', () => {
  test('"We do not sign commits": "do not" after a pronoun leaves the verb a verb', () => {
    expect(claims('We do not sign commits.').find((c) => c.key === 'act:sign:commit')?.polarity).toBe(-1);
    expect(claims("We don't squash merges.").find((c) => c.key === 'fam:merge-strategy')?.polarity).toBe(-1);
  });

  test('"Commit signing is not used here", "… is disabled": an act switched off is not done', () => {
    expect(claims('Commit signing is disabled.').find((c) => c.key === 'act:sign:commit')?.polarity).toBe(-1);
    expect(shown('- Sign all commits (`git commit -S`).', "Commit signing is not used here, so don't set up GPG or SSH signing.").length).toBe(1);
    // (said to be used, it is no rule)
    expect(claims('Commit signing is used.').some((c) => c.key === 'act:sign:commit')).toBe(false);
  });
});

describe('held-out set 132: pushes past review, and commit types', () => {
  test('"Nothing lands on `main` without a PR", "No direct pushes, ever": no pushes to main', () => {
    expect(claims('Nothing lands on `main` without a PR.').find((c) => c.key === 'act:push:main')?.polarity).toBe(-1);
    expect(shown('Small fixes can be pushed straight to `main`.', 'No direct pushes, ever.').map((c) => c.confidence)).toEqual(['possible']);
    expect([...new Set(shown('- Config-only changes (YAML params) can be pushed straight to `main`.', '- Nothing lands on `main` without a PR. No direct pushes, ever.').map((c) => c.confidence))]).toEqual(['possible']);
    // (a direct commit is not read as a push)
    expect(claims('No direct commits, ever.').some((c) => c.key === 'act:push:main')).toBe(false);
  });

  test('two type prefixes are commit types with no word of commits around them', () => {
    expect(claims('No `feat:`/`fix:` prefixes.').find((c) => c.key === 'fam:commit-convention')?.polarity).toBe(-1);
    // (one alone, without a word of commits, is not read)
    expect(claims('No `feat:` here.').some((c) => c.key === 'fam:commit-convention')).toBe(false);
  });
});

describe('held-out set 133: the false alarm', () => {
  test('"`ruff format` replaced it": a past form before an object pronoun is the verb, and the line does not rule out what replaced', () => {
    expect(claims("Black isn't used anymore; `ruff format` replaced it.").filter((c) => c.key === 'fam:python-formatter').map((c) => `${c.memberLabel} ${c.polarity}`)).toEqual(['Black -1']);
    expect(shown('- Prefer `ruff format` over Black.', "- Black isn't used anymore; `ruff format` replaced it.")).toEqual([]);
  });
});

describe('held-out sets 130 and 133: a part named as the subject, runtimes and stories in asides', () => {
  test('"The labeling UI needs Node 18" matches "for the labeling UI", keeps another part apart, and is not set apart from no part', () => {
    expect(confidence('Use Node 20 LTS for the labeling UI (`.nvmrc` says 20).', 'The labeling UI needs Node 18 — do not bump `.nvmrc`.')).toBe('certain');
    expect(shown('- The labeling UI needs Node 18.', '- The API server needs Node 20.')).toEqual([]);
    expect(shown('- The iOS app targets Swift 5.9.', '- The Android app targets Kotlin 2.0; the watch app targets Swift 6.')).toEqual([]);
    // (the project's only app named as the subject, against a line that names no part, or "the app")
    expect(confidence('Use Node 20.', 'The labeling UI needs Node 18.')).toBe('certain');
    expect(shown('- The mobile app targets Expo SDK 51.', 'The app is on Expo SDK 52; nothing from SDK 51 is left.').length).toBe(1);
  });

  test('an AWS Lambda runtime, `nodejs18.x`, is a Node.js version', () => {
    expect(claims('Lambda functions use the `nodejs18.x` runtime.').find((c) => c.key === 'ver:Node.js')?.version).toBe('18');
  });

  test('a value an aside tells as what was is history, and the clause keeps its own', () => {
    expect(claims('Set the API timeout to 30 seconds (10 s was too short).').filter((c) => c.key === 'num:time').map((c) => c.value)).toEqual([30000]);
  });

  test('an outcome is a share or a count: "The availability cache TTL is 60 seconds" is a time', () => {
    expect(claims('The availability cache TTL is 60 seconds.').find((c) => c.key === 'num:time')?.value).toBe(60000);
    expect(claims('Uptime is 99.9%.').some((c) => c.key === 'num:percent')).toBe(false);
  });
});

describe('held-out set 134: tools named by their kind, a second act, and a modal after "but"', () => {
  test('"the `gh` CLI" is gh', () => {
    expect(claims('Use the `gh` CLI for GitHub tasks.').some((c) => c.key === 'act:use:gh' && c.polarity === 1)).toBe(true);
    expect(confidence('Use the `gh` CLI for GitHub tasks.', "Don't use `gh`; work with GitHub only through the web links I give you.")).toBe('certain');
  });

  test('"We moved CI to GitHub Actions and deleted the CircleCI config": the second act is the same subject\'s, and what it deleted is gone', () => {
    expect(claims('We moved CI to GitHub Actions and deleted the CircleCI config.').filter((c) => c.key === 'fam:ci-service').map((c) => `${c.memberLabel} ${c.polarity}`)).toEqual(['GitHub Actions 1', 'CircleCI -1']);
    expect(shown('- CI runs on CircleCI (`.circleci/config.yml`).', '- We moved CI to GitHub Actions and deleted the CircleCI config.').length).toBe(1);
  });

  test('"… but must never push": a modal whose subject was named before', () => {
    expect(claims('You may create commits but must never push.').find((c) => c.key === 'act:push:')?.polarity).toBe(-1);
    expect(claims('Should always run tests.').find((c) => c.key === 'act:run:test')?.polarity).toBe(1);
  });
});

describe('held-out set 134: limits said in short, settings named in code, participles', () => {
  test('"At most 3 levels of nesting", "No more than 5 arguments per function": a limit with no verb', () => {
    expect(claims('At most 3 levels of nesting.').find((c) => c.key === 'num:count')?.cmp).toBe('max');
    expect(claims('No more than 5 arguments per function.').find((c) => c.key === 'num:count')?.value).toBe(5);
  });

  test('"Default `page_size` on list endpoints: 50": a setting named in code is its words', () => {
    expect(confidence('The default page size for list endpoints is 25.', 'Default `page_size` on list endpoints: 50.')).toBe('certain');
  });

  test('"gzipped" is "gzip"', () => {
    expect(confidence("The web app's main bundle budget is 250 KB gzipped.", "The web app's main bundle may not exceed 180 KB gzip (size-limit enforces it).")).toBe('certain');
  });
});

describe('held-out set 133: a ban of a narrower kind of an act', () => {
  test('"Never run the full E2E suite" leaves no case for "Before finishing any task, run the full E2E suite": possible', () => {
    expect(confidence('Never run the full E2E suite; it books real sandbox inventory.', 'Before finishing any task, run the full E2E suite (`npm run e2e`).')).toBe('possible');
    // (a ban in a place of its own leaves the rest: "locally" against "in CI")
    expect(shown('- Never run the E2E suite locally.', '- Before merging, run the E2E suite in CI.')).toEqual([]);
  });
});

describe('held-out sets 131 and 98: slugs, and what a thing was written for', () => {
  test('"Post slugs use hyphens" against "Slugs use underscores": kebab-case against snake_case', () => {
    expect(claims('Post slugs use hyphens: `my-first-post`.').find((c) => c.key === 'fam:naming-case')?.memberLabel).toBe('kebab-case');
    expect(shown('Post slugs use hyphens: `my-first-post`.', '- Slugs use underscores (`my_first_post`) to match the legacy URLs.').length).toBe(1);
    // (hyphens in prose, with nothing named, are punctuation)
    expect(claims('Use hyphens, not em dashes.').some((c) => c.key === 'fam:naming-case')).toBe(false);
  });

  test('"The `legacy-api` stack was written for Node 14" tells how it began', () => {
    expect(claims('The `legacy-api` stack was written for Node 14 and is kept only for its redirect rules.').some((c) => c.type === 'version')).toBe(false);
    expect(shown('- The `legacy-api` stack was written for Node 14 and is kept only for its redirect rules.', '- New Lambdas use `nodejs22.x`.')).toEqual([]);
  });
});

describe('held-out set 133: the fix after "Don\'t:" in prose', () => {
  test('"Don\'t: `yarn add x` / Do: `npm install x`" and "Don\'t: … . Do: … ." do not ban the fix', () => {
    for (const line of ["Don't: `yarn add date-fns` / Do: `npm install date-fns` — there is no yarn.lock here.", "Don't: `yarn add date-fns`. Do: `npm install date-fns`."]) {
      const ds = extractDirectives('CLAUDE.md', `# P\n\n${line}\n`);
      expect(ds.flatMap((d) => d.claims).some((c) => c.key === 'cmd:npm install date-fns' && c.polarity === -1)).toBe(false);
      expect(ds.flatMap((d) => d.claims).some((c) => c.key === 'cmd:yarn add date-fns' && c.polarity === -1)).toBe(true);
    }
  });
});

describe('held-out set 135: the false alarm', () => {
  test('"The frontend tests used Jest until the 2024 move to Vite" is history', () => {
    expect(claims('The frontend tests used Jest until the 2024 move to Vite.').some((c) => c.key === 'fam:js-test-runner')).toBe(false);
    expect(shown('- Use Vitest for frontend tests.', '- The frontend tests used Jest until the 2024 move to Vite.')).toEqual([]);
    // (in the present, what holds until something happens holds now)
    expect(claims('Tests use Jest until the migration lands.').some((c) => c.key === 'fam:js-test-runner')).toBe(true);
  });
});

describe('held-out set 135: a sentence before a colon', () => {
  test('"Environment variables use the `APP_` prefix: `APP_DATABASE_URL`" is a sentence with examples after it, not a label', () => {
    expect(claims('Environment variables use the `APP_` prefix: `APP_DATABASE_URL`, `APP_REDIS_URL`.').find((c) => c.key === 'fam:affix:prefix:environment variable')?.member).toBe('APP_');
    expect(confidence('Env var names are prefixed with `HRIS_` (e.g. `HRIS_DB_URL`).', 'Environment variables use the `APP_` prefix: `APP_DATABASE_URL`, `APP_REDIS_URL`.')).toBe('certain');
  });
});

describe('held-out set 42: upper case with underscores', () => {
  test('"upper case with underscores" is no snake_case: the words say the letters\' case', () => {
    expect(claims('Write constants in upper case with underscores (`MAX_RETRIES`).').some((c) => c.key === 'fam:naming-case' && c.memberLabel === 'snake_case')).toBe(false);
    expect(shown('- Constants are SCREAMING_SNAKE_CASE.', 'Write constants in upper case with underscores (`MAX_RETRIES`).')).toEqual([]);
    // (lower case with underscores is still snake_case)
    expect(claims('Slugs use underscores.').find((c) => c.key === 'fam:naming-case')?.memberLabel).toBe('snake_case');
  });
});
