/**
 * Readings, each from a blind measurement read after its first score. From the misses of held-out set 92 (a second
 * mixed sample in the style of real files): a folder that is the whole subject of a clause is what a pronoun after it
 * names, not a place it narrows to; the particle of a phrasal verb ("write up") is part of the verb; a clause before a
 * colon that chooses an indentation is no label; a pronoun and a verb of their own after a comma ("…, it fights with
 * ruff") start a clause; two descriptions of one choice said of all of a part and of everything clash; a kit or a
 * client of a tool ("Redux Toolkit") is gone with it; a folder said to be gone ("`backend/` was deleted", "there's no
 * db/ folder") is stale where another file keeps things in it. From the misses of held-out set 93 (agency teams): more
 * ways to say a tool is gone ("isn't used any more", "We stopped using X", "We've replaced X with Y", "Otterly was
 * migrated from X to Y", "Kestrel's X plan was dropped"), gone from the client or product a clause names first, and "X
 * is <Tool>:" as a description of the tool in use; a setting named in code "is set to" a value, or set to one with a
 * unit in capitals (`64M`), or given one in a place ("`memory_limit` on production is 256M"); go.mod is a file that
 * holds a version, in the directive that names the tool ("go.mod says `go 1.21`"); the port flag of a command that
 * starts the dev server is its port ("`next dev -p 3100`"), and so is the local address a line opens after starting it.
 * From the misses of held-out set 94 (internal-tools teams): "the X account was cancelled", "we moved off X", "is
 * processed by X", "is a X app"; a setting named in code for a thing of several words ("`maxRps` for the HubSpot client
 * is 10"); years and months are durations, and calendar lengths a few days apart are one ("12 months" / "1 year").
 * From real-text batch 467's two false alarms: files a label lists ("**Key files**: `frames/tabs.lua:29-42`, …") are the
 * ones a section is about, not the value of one thing. From held-out set 95 (embedded teams): a value under "Bad:" is a
 * wrong one, no setting; a reason after a value ("… to 300 s so the units don't wake the radio") says why, not what
 * is measured; "since we migrated off X", "the X port was dropped", "X logging was removed", "go out over X", a label in
 * capitals ("**RTOS:** FreeRTOS"); a setting named with a prefix in lower case (`configTICK_RATE_HZ`). From held-out set
 * 96's false alarms (scored on the session's final detector): "there" is the place the clause before named, and a
 * folder of one name is a place of its own for a version; what a thing was created or started with is history; a
 * version followed by "days" or "era" names a time. From held-out set 97's false alarms (scored on the final detector but
 * these readings): a package of a scope named in code (`@acme/sdk`) is part of what a number measures.
 */
import { flagValuesOf, portsOf, toolStatesOf, valuesOf } from '../../src/core/contradictions/facts.js';
import { itemClaims as claims, ruleShown as shown } from '../helpers/contradictions.js';

const states = (line: string): string[] => toolStatesOf(line).map((t) => `${t.gone ? 'gone' : 'used'} ${t.name}${t.of ? ' of ' + t.of : ''}`);

describe('held-out set 92: scope and clauses', () => {
  test('a folder that is the whole subject is what "it" names, not a place', () => {
    expect(shown('- Commit `dist/` along with every source change; the action runs from it.', '`dist/` is build output and is gitignored — never commit it.').length).toBeGreaterThan(0);
    // (a folder that only says where the subject is still narrows: "The tests in `vendor_sdk/` …; run them with …")
    expect(claims('The tests in `vendor_sdk/` are the upstream suite; never run them with pytest.').some((c) => c.polarity === -1 && c.scope.includes('vendor_sdk'))).toBe(true);
  });
  test('the particle of a phrasal verb is part of the verb', () => {
    expect(shown('- Write a plan and wait for my OK before any multi-file change.', "Don't write up plans — just make the change and show me the diff.").length).toBeGreaterThan(0);
    expect(claims("Don't write up plans.").find((c) => c.key === 'act:use:plan')?.scope).toEqual([]);
  });
  test('a clause before a colon that chooses an indentation is no label', () => {
    expect(claims('Indent shell scripts with tabs: `shfmt -i 0 -w`.').some((c) => c.key === 'fam:indentation' && c.member === 'tabs')).toBe(true);
    expect(shown('Indent shell scripts with tabs: `shfmt -i 0 -w`.', '- Shell scripts: 2-space indent, format with `shfmt -i 2 -w`.').length).toBeGreaterThan(0);
    // (a label of a part is still a label: "Indentation: 2 spaces" says the value under it)
    expect(claims('Tabs: use the browser tabs.').some((c) => c.key === 'fam:indentation')).toBe(false);
  });
  test('a pronoun and a verb of their own after a comma start a clause', () => {
    expect(claims('Import order is handled by ruff; do not run isort, it fights with ruff.').some((c) => c.key === 'act:run:isort' && c.polarity === -1 && !c.scope.length)).toBe(true);
    expect(shown('- Sort imports with `isort --profile black`.', "Import order is handled by ruff's `I` rules; do not run isort, it fights with ruff.").length).toBeGreaterThan(0);
  });
  test('two descriptions of one choice, for all of a part and for everything, clash', () => {
    expect(shown('- Strings use single quotes in all TS/JS (Prettier `singleQuote: true`).', "Strings use double quotes everywhere — that's the Prettier default and we don't override it.").map((c) => c.confidence)).toEqual(['possible']);
    // (not a description of a narrower thing against a rule for everything)
    expect(shown('- Tests that touch the database use pytest.', '- Use unittest for all tests.')).toEqual([]);
  });
});

describe('stale tools and folders', () => {
  test('a kit, a client or a library of a tool is gone with it', () => {
    expect(shown('- State management: Redux Toolkit, slices in `src/store/`.', 'Redux is gone; global state lives in Zustand stores under `src/stores/`.').map((c) => c.confidence)).toEqual(['possible']);
    // (another product that starts with the name is not: "React Native" after "React was removed from the web app" is
    // no kit of React)
    expect(shown('- The mobile app is built with React Native.', 'React was removed.')).toEqual([]);
  });
  test('a folder said to be gone, where another file keeps things', () => {
    expect(states("Put new migrations in `migrations/versions/` (Alembic); there's no db/ folder.")).toEqual(['used migrations/versions/', 'gone db/']);
    expect(shown('- New migrations go in `db/migrations/`.', "Put new migrations in `migrations/versions/` (Alembic); there's no db/ folder.").length).toBeGreaterThan(0);
    expect(shown('- The backend is a Django monolith in `backend/`.', 'We split the Django monolith into FastAPI services last quarter; `backend/` was deleted.').map((c) => c.reason)).toEqual([
      'a folder said to be gone is described as in use (`backend/` was deleted / in `backend/`)',
    ]);
    // (not a folder named in a negation or as what was: "Nothing goes in `legacy/` any more", "Code used to live in `old/`")
    expect(states('Nothing goes in `db/` any more.')).toEqual([]);
    expect(states('Code used to live in `backend/`.')).toEqual([]);
  });
  test('more ways to say a tool is gone', () => {
    expect(states("WP Engine isn't used any more.")).toEqual(['gone wp engine']);
    expect(states('We stopped using Envoyer — clients deploy with GitHub Actions now.')).toEqual(['gone envoyer']);
    expect(states("We've replaced Mandrill with Postmark for every client's transactional email.")).toEqual(['gone mandrill']);
    expect(states('Visual regression is BackstopJS: `npm run backstop:test` before every handover.')).toEqual(['used backstopjs']);
    expect(shown('- Laravel client deploys go through Envoyer.', '- We stopped using Envoyer — Laravel clients deploy with GitHub Actions and Deployer now.').length).toBeGreaterThan(0);
  });
  test('gone from the client or product a clause names first', () => {
    expect(states('Otterly was migrated from Magento to Shopify Plus last year.')).toEqual(['gone magento of otterly']);
    expect(states("Kestrel's Algolia plan was dropped; site search is back on WordPress search.")).toEqual(['gone algolia of kestrel']);
    expect(shown('- The Otterly store runs on Magento 2.', '- Otterly was migrated from Magento to Shopify Plus last year.').length).toBeGreaterThan(0);
    // (another client's store on that tool is no stale copy)
    expect(shown('- The Fernhill store runs on Magento 2.', '- Otterly was migrated from Magento to Shopify Plus last year.')).toEqual([]);
    // (the team or "we" is the project itself)
    expect(states('The team moved from Travis to GitHub Actions.')).toEqual(['gone travis']);
  });
});

describe('held-out set 92: a version a file holds', () => {
  test("go.mod's directive names the tool and its version", () => {
    expect(claims('go.mod says `go 1.21` and must stay there.').filter((c) => c.key.startsWith('ver:')).map((c) => `${c.key} ${c.version}`)).toEqual(['ver:Go 1.21']);
    expect(shown('Go 1.22 — the `go` directive in go.mod is `go 1.22`.', '- go.mod says `go 1.21` and must stay there; downstream users are still on 1.21.').length).toBeGreaterThan(0);
    // (any version file whose tool the span names: "`.nvmrc` says `node 20`")
    expect(claims('`.nvmrc` says `node 20`.').filter((c) => c.key.startsWith('ver:')).map((c) => `${c.key} ${c.version}`)).toEqual(['ver:Node.js 20']);
  });
});

describe('held-out set 93: settings named in code', () => {
  const values = (line: string): string[] => flagValuesOf(line).map((f) => `${f.flag} = ${f.value}`);
  test('set to a value, with a unit in capitals or in a place', () => {
    expect(values('`WP_POST_REVISIONS` is set to 5 in `wp-config.php`.')).toEqual(['wppostrevisions = 5']);
    expect(values('- Set `upload_max_filesize` to `64M` on every WordPress client.')).toEqual(['uploadmaxfilesize = 64m']);
    expect(values('- PHP `memory_limit` on production is 256M.')).toEqual(['memorylimit (prod) = 256m']);
    expect(shown('**Max upload size:** 2 MB (`upload_max_filesize = 2M`)', '- Set `upload_max_filesize` to `64M` on every WordPress client — editors upload video.').map((c) => c.reason)).toEqual([
      'the same setting given two values (upload_max_filesize = 64M / upload_max_filesize = 2M)',
    ]);
    // (a line that names both values knows the other: "512M; 256M kept running out")
    expect(shown('- PHP `memory_limit` on production is 256M.', '- Production `memory_limit` is 512M; 256M kept running out during product imports.')).toEqual([]);
  });
});

describe('held-out sets 92 and 93: the dev server\'s port in its command', () => {
  const ports = (line: string): string[] => portsOf(line).map((p) => `${p.owner} ${p.port}`);
  test('a port flag of a command that starts the dev server or the server', () => {
    expect(ports('Run `next dev -p 3100`.')).toEqual(['dev server 3100']);
    expect(ports('Run `npm run dev -- --port 3100`.')).toEqual(['dev server 3100']);
    expect(ports('`next start -p 3000`')).toEqual(['server 3000']);
    // (not another command's -p: `docker run -p 8080:80 app` publishes a container's port)
    expect(ports('Run `docker run -p 8080:80 app`.')).toEqual([]);
    expect(shown('- The local dev server runs on port 3000.', '- Run `next dev -p 3100`.').length).toBeGreaterThan(0);
  });
  test('the local address a line opens after it starts the dev server', () => {
    expect(ports('Run `npm run dev` and open http://localhost:5173.')).toEqual(['dev server 5173']);
    expect(ports('Run `pnpm dev`, then visit `localhost:3000`.')).toEqual(['dev server 3000']);
    // (not after another script: Storybook has its own server)
    expect(ports('Run `npm run storybook` and open http://localhost:6006.')).toEqual([]);
    expect(shown('- Dev server runs on http://localhost:3000.', 'Run `npm run dev` and open http://localhost:5173 (the Vite default, we never changed it).').length).toBeGreaterThan(0);
  });
});

describe('held-out set 94: internal tools', () => {
  test('more ways to say a tool is gone or in use', () => {
    expect(states('- Report emails go out through Amazon SES; the SendGrid account was cancelled last year.')).toEqual(['used amazon ses', 'gone sendgrid']);
    expect(states('The admin panel lives in `apps/admin` — we moved off Retool in March.')).toEqual(['used apps/admin/', 'gone retool']);
    expect(states('Background jobs are processed by Sidekiq.')).toEqual(['used sidekiq']);
    expect(states('The admin panel is a Retool app; none of its code lives in this repo.')).toEqual(['used retool']);
    expect(shown('- Reports are emailed via SendGrid.', '- Report emails go out through Amazon SES; the SendGrid account was cancelled last year.').length).toBeGreaterThan(0);
  });
  test('a setting named in code for a thing of several words', () => {
    expect(shown('`maxRps` for the HubSpot client is 10.', "The HubSpot client's `maxRps` is 4 — their burst limit bit us last quarter.").length).toBeGreaterThan(0);
  });
  test('years and months are durations; calendar lengths a few days apart are one', () => {
    expect(shown('**Audit log retention:** 365 days.', '**Audit log retention:** 7 years (SOX).').length).toBeGreaterThan(0);
    expect(shown('Keep logs for 12 months.', 'Keep logs for 1 year.')).toEqual([]);
    expect(shown('Keep logs for 90 days.', 'Keep logs for 3 months.')).toEqual([]);
    expect(shown('Keep logs for 30 days.', 'Keep logs for 3 months.').length).toBeGreaterThan(0);
  });
});

describe('real-text batch 467', () => {
  test('files a label lists are what a section is about, not one value', () => {
    expect(valuesOf('**Key Files**: `frames/tabs.lua:29-42` (state vars), `frames/tabs.lua:624-804` (handlers), `core/database.lua:681-694`')).toEqual([]);
    expect(valuesOf('**Key files**: `frames/item.lua:323-333`, `views/gridview.lua:75-91`')).toEqual([]);
    expect(shown('**Key Files**: `frames/bag.lua`, `frames/grid.lua`, `views/gridview_new.lua`.', '**Key files**: `frames/item.lua:323-333`, `views/gridview.lua:75-91`')).toEqual([]);
    // (one value under a label of a named thing still is one: "The health check endpoint is `/healthz`")
    expect(valuesOf('- Internal API base URL: `https://api.internal.acme.io/v2`.').map((v) => v.value)).toEqual(['https://api.internal.acme.io/v2']);
  });
});

describe('held-out set 95: embedded teams', () => {
  test('a value shown as a wrong one is no setting', () => {
    expect(shown('- Bad: `CONFIG_MAIN_STACK_SIZE=512` (the overflow we chased for a week).', '- Keep `CONFIG_MAIN_STACK_SIZE` at 2048 or more.')).toEqual([]);
    // (as an item of a nested list too)
    expect(shown('- - Bad: `CONFIG_MAIN_STACK_SIZE=512` (the overflow we chased for a week).', '- Keep `CONFIG_MAIN_STACK_SIZE` at 2048 or more.')).toEqual([]);
    expect(shown('- `CONFIG_MAIN_STACK_SIZE=512` is what the board uses.', '- Keep `CONFIG_MAIN_STACK_SIZE` at 2048 or more.').length).toBeGreaterThan(0);
  });
  test('a reason after a value says why, not what is measured', () => {
    expect(shown('- MQTT keepalive is 60 seconds.', "- Set MQTT keepalive to 300 s so the cellular units don't wake the radio every minute.").length).toBeGreaterThan(0);
  });
  test('more ways to say a tool is gone or in use', () => {
    expect(states('- Devices connect to Azure IoT Hub since we migrated off AWS in 2025.')).toEqual(['gone aws']);
    expect(states('We removed Redis in the API.')).toEqual([]);
    expect(shown('**RTOS:** FreeRTOS.', '- The firmware runs on Zephyr; the FreeRTOS port was dropped last year.').length).toBeGreaterThan(0);
    expect(shown('- Logs go out over SEGGER RTT.', '- RTT logging was removed; logs come out on the UART console only.').length).toBeGreaterThan(0);
  });
  test('a setting named with a prefix in lower case', () => {
    expect(shown('- `configTICK_RATE_HZ` is 1000.', '- Tick rate is 100 Hz (`configTICK_RATE_HZ = 100`) to save power.').length).toBeGreaterThan(0);
  });
});

describe('held-out set 96: false alarms of the final detector', () => {
  test('"there" is the place the clause before named; a folder of one name keeps its own version', () => {
    expect(shown('- Use JUnit 5 for all new tests.', "- The `android/` module's tests still use JUnit 4 (Robolectric runner), so keep writing JUnit 4 there.")).toEqual([]);
    // (a version for no place still clashes)
    expect(shown('- Use JUnit 5 for all new tests.', '- Keep writing tests in JUnit 4.').length).toBeGreaterThan(0);
  });
  test('what a thing was created or started with is history', () => {
    expect(shown('**Package manager:** pnpm', "- The repo was created with yarn 1, so you'll still see `yarn` in some old CI logs and wiki pages.")).toEqual([]);
    expect(claims('Packages are created with yarn.').some((c) => c.key === 'fam:js-package-manager')).toBe(true);
  });
  test('a version that names a time is history', () => {
    expect(shown('- Python 3.12 everywhere — local, CI and the Lambda images.', '- `setup.cfg` is a leftover from the Python 3.8 days; nothing reads it anymore.')).toEqual([]);
  });
});

describe('held-out set 97: false alarms of the final detector', () => {
  test('a package of a scope named in code is part of what a number measures', () => {
    expect(shown('The bundle size budget for `@acme/sdk` is 15 kB gzipped.', 'The bundle size budget for `@acme/sdk-react` is 6 kB gzipped.')).toEqual([]);
    expect(shown('The bundle size budget for `@acme/sdk` is 15 kB gzipped.', 'Keep the `@acme/sdk` bundle under 10 kB gzipped.').length).toBeGreaterThan(0);
  });
});
