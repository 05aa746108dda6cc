/**
 * Readings, each from a blind measurement read after its first score. From ideas left by
 * earlier misses: an example after what a topic is written in ("File names in kebab-case, e.g.
 * user-profile.tsx"), and a list of such examples, shows the member and narrows nothing; a subject with a relative
 * clause whose verb follows "that" ("Tests that touch the database use pytest") has its own verb after the clause, and
 * the clause says which things, as a scope does, not when. From held-out set 75's misses (operations and platform
 * teams): "not a dependency of this repo"; versions things are created on; "new" is no version scope; a part one line
 * names as its subject and the other as a label is one part; a camel-case key given a number in prose; passive
 * durations of keeping and retention; a dotfile as the antecedent of "it"; "now"; the slot a label names after the
 * family's topic; a vendor before a member and its host after it; tools joined by "+"; "switched off". From real-text
 * batch 416: a rule file that says it describes a template in a folder of templates. From held-out set 76's false
 * alarm and misses: a folder written in prose with a slash after it is a place; after a ban and a colon, a sentence of
 * its own is no list of what is banned; the agent a line is addressed to is no topic label; "it" after a time or a
 * case with an act. From batches 418 to 420: the parts of a text each file counts are its own; `project/src` is `src`
 * named from outside; one command with and without options is no drift. From held-out set 77's false alarm: a
 * generic word of code before an act names a kind of it ("field injection"); and a version an aside tells the story
 * of is not the one stated.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { flagValuesOf } from '../../src/core/contradictions/facts.js';
import { itemClaims as claims, itemKeys as keys, itemScope as scopeOf, ruleShown as shown, two } from '../helpers/contradictions.js';

describe('what a topic is written in, with an example after it', () => {
  test('an example after a comma or in brackets shows the member', () => {
    expect(keys('File names in kebab-case, e.g. user-profile.tsx.')).toEqual(['fam:naming-case=kebab-case 1']);
    expect(keys('File names in kebab-case (e.g. user-profile.tsx).')).toEqual(['fam:naming-case=kebab-case 1']);
    expect(keys('File names in kebab-case, like user-profile.tsx.')).toEqual(['fam:naming-case=kebab-case 1']);
  });
  test('a list of examples of one shape narrows nothing', () => {
    expect(keys('File names in kebab-case, e.g. user-profile.tsx, order-list.tsx, auth-service.ts.')).toEqual(['fam:naming-case=kebab-case 1']);
    expect(scopeOf('File names in kebab-case, e.g. user-profile.tsx, order-list.tsx, auth-service.ts.', 'fam:naming-case=kebab-case')).toEqual([]);
  });
  test('and stands against a rule that chooses another case', () => {
    expect(shown('- File names in kebab-case, e.g. user-profile.tsx.', '- Use snake_case for file names.').length).toBeGreaterThan(0);
  });
  test('words after the member that are no example still end the reading', () => {
    expect(keys('Docs in English and comments in French.')).toEqual([]);
  });
});

describe('a subject with a relative clause before its verb', () => {
  test('the sentence verb comes after the clause and agrees with the noun', () => {
    expect(keys('Tests that touch the database use pytest.')).toEqual(['fam:python-test-runner=pytest 1']);
    expect(scopeOf('Tests that touch the database use pytest.', 'fam:python-test-runner=pytest')).toEqual(expect.arrayContaining(['db']));
    expect(keys('Code that talks to Postgres uses snake_case.')).toContain('fam:naming-case=snake_case 1');
  });
  test('the clause says which things, not when: two such lines of one subject stand against each other', () => {
    expect(shown('- Tests that touch the database use pytest.', '- Tests that touch the database use unittest.').length).toBeGreaterThan(0);
  });
  test('and is narrower than a rule for every test', () => {
    expect(shown('- Tests that touch the database use pytest.', '- Use unittest for all tests.')).toEqual([]);
  });
  test('an imperative before a "that" clause stays an imperative', () => {
    const d = extractDirectives('CLAUDE.md', '# P\n\n- Check that tests pass before you push.\n- Test that the API returns 200.\n');
    expect(d.map((x) => x.instruction)).toEqual([true, true]);
  });
});

describe('from the misses of held-out set 75 (operations and platform teams)', () => {
  test('a tool that is no dependency of this repository is not used', () => {
    expect(keys('pytest is not a dependency of this repo.')).toEqual(['fam:python-test-runner=pytest -1']);
  });
  test('a version things are created on is the one in use, and "new" before the subject says which, as a label does', () => {
    expect(shown('- New databases are created on PostgreSQL 15.', '- **New databases:** PostgreSQL 16, no exceptions.').length).toBeGreaterThan(0);
  });
  test('a part one line names as its subject and the other as a label is one part', () => {
    expect(shown('- Lambda functions run on the python3.12 runtime.', '- **Lambda runtime:** python3.9.').length).toBeGreaterThan(0);
    // (not a word after what the other line chooses, or one it leaves out)
    expect(shown('- Use Python 3.12; Lambda functions are deployed by the platform team.', '- **Lambda runtime:** python3.9.')).toEqual([]);
    expect(shown('- Use Python 3.12 everywhere except Lambda functions.', '- **Lambda runtime:** python3.9.')).toEqual([]);
  });
  test('a key in camel case given a number in prose is that setting', () => {
    const c = shown('- Set `terminationGracePeriodSeconds: 30` on every Deployment.', '- terminationGracePeriodSeconds is 90 for all workloads so open connections can drain.');
    expect(c.length).toBeGreaterThan(0);
    expect(flagValuesOf('terminationGracePeriodSeconds is 90 for all workloads.').map((f) => f.text)).toEqual(['terminationGracePeriodSeconds = 90']);
    expect(flagValuesOf('macOS is 14 on the build machines, iPhone is 15.')).toEqual([]);
  });
  test('how long a thing is kept, said in the passive, is a duration', () => {
    expect(keys('Logs are kept for 30 days.')).toEqual(['num:time 1']);
    expect(keys('Backups are retained for 35 days.')).toEqual(['num:time 1']);
  });
  test('"it" after a dotfile named as the subject of the clause before stands for it', () => {
    const c = shown('- Commit `.terraform.lock.hcl` for every stack.', '- `.terraform.lock.hcl` is in `.gitignore`; never commit it.');
    expect(c.map((x) => x.confidence)).toEqual(['certain']);
  });
  test('"now" is when, not where', () => {
    expect(scopeOf('Logging is Loki now.', 'fam:log-platform=loki')).toEqual([]);
    expect(keys('We use pnpm now.')).toEqual(['fam:js-package-manager=pnpm 1']);
  });
  test('the slot a label names after the family topic is the family', () => {
    expect(shown('- Application secrets are stored in AWS Secrets Manager.', '- **Secrets backend:** HashiCorp Vault.').length).toBeGreaterThan(0);
  });
  test('a vendor before the member and a host after it are not where it is chosen', () => {
    expect(scopeOf('The database is Aurora PostgreSQL.', 'fam:database=postgresql')).toEqual([]);
    expect(scopeOf('Use Postgres on Neon.', 'fam:database=postgresql')).toEqual([]);
    expect(scopeOf('Use Postgres on staging.', 'fam:database=postgresql')).toEqual(['staging']);
    expect(shown('- The primary database is MySQL 8 on RDS.', '- The primary database was migrated to Aurora PostgreSQL last quarter.').length).toBeGreaterThan(0);
  });
  test('a tool joined by "+" is part of the stack, and what was switched off is gone', () => {
    expect(scopeOf('Logging is Loki + Grafana.', 'fam:log-platform=loki')).toEqual([]);
    expect(keys('The ELK stack was switched off.')).toEqual(['fam:log-platform=elk stack -1']);
    expect(shown('- Logs go to the ELK stack.', '- Logging is Loki + Grafana now; the ELK stack was switched off.').length).toBeGreaterThan(0);
  });
});

describe('from real-text batch 416 (two `possible` false alarms)', () => {
  test('a rule file that opens by saying it describes a template in a folder of templates gives no rules of the project', () => {
    const rule = '# Private Site Generator Rules\n\n## What It Is\n\nA platform for private micro-sites. Lives at `templates/community-starter/`.\n\n## Stack\n\n| Component | Tool |\n|---|---|\n| Hosting | Vercel |\n| Auth | Supabase Auth |\n';
    const found = two('# Project\n\n## Web Apps\n\n- Deploy to Cloudflare Pages\n- Lucia auth → Deprecated, use Better Auth\n', rule, 'CLAUDE.md', '.claude/rules/community.md').filter((c) => c.confidence !== 'unlikely');
    expect(found).toEqual([]);
    const own = two('# Project\n\n## Web Apps\n\n- Deploy to Cloudflare Pages\n', rule.replace('Lives at `templates/community-starter/`', 'Lives at `apps/community/`'), 'CLAUDE.md', '.claude/rules/community.md').filter((c) => c.confidence !== 'unlikely');
    expect(own.length).toBeGreaterThan(0);
  });
});

describe('from held-out set 76 (its one false-alarm pair, four layers `certain`) and its misses', () => {
  test('a folder written in prose with a slash after it is a place, as one in code is', () => {
    expect(shown('- Code under pipelines/spark/ targets Python 3.10 (the cluster runtime).', '- Code under serving/ targets Python 3.12.')).toEqual([]);
    expect(scopeOf('Code under serving/ targets Python 3.12.', 'ver:Python')).toEqual(['serving/']);
    expect(scopeOf('Use pnpm in apps/web/.', 'fam:js-package-manager=pnpm')).toEqual(['apps/web']);
    // (words joined by a slash without one after them are alternatives, as before: "TypeScript/JavaScript")
    expect(keys('Use npm/yarn scripts sparingly.').some((k) => k.includes('/'))).toBe(false);
  });
  test('after a ban and a colon, a sentence of its own is no list of what is banned', () => {
    expect(scopeOf('Never install packages: if an import fails, stop and tell me which one is missing.', 'act:install:dep')).toEqual([]);
    expect(scopeOf("Don't edit these files: schema.prisma, migrations.", 'act:modify:file')).toEqual(expect.arrayContaining(['migration', 'schema.prisma']));
  });
});

describe('from real-text batch 418 (two `possible` false alarms)', () => {
  test('the parts of a text each file counts are its own', () => {
    const a = '# Product\n\n**At a glance:** 7 standing rules for i18n copy and the landing page. See `README.md` for the contract.\n';
    const b = '# Visual\n\n**At a glance:** 8 standing rules that make completeness structural. See `README.md` for the contract.\n';
    expect(two(a, b, '.claude/rules/product.md', '.claude/rules/visual.md').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    // (a line that names the other file counts that file's parts)
    expect(two(a, '# Visual\n\n`product.md` holds 8 standing rules.\n', '.claude/rules/product.md', '.claude/rules/visual.md').length).toBeGreaterThan(0);
    // (a set of the project's things counted twice is still one set)
    const c = two('# P\n\nThe app has 18 custom hooks in `src/hooks/`.\n', '# Q\n\nThere are 20 custom hooks in `src/hooks/`.\n', 'CLAUDE.md', '.claude/rules/hooks.md');
    expect(c.length).toBeGreaterThan(0);
  });
});

describe('from real-text batch 419 (one `possible` false alarm)', () => {
  test('a folder under one that only holds the project is the same folder named from inside it', () => {
    const a = '# P\n\n- Production code goes in `project/src/`, notebooks are for exploration only\n';
    expect(two(a, '- `notebooks/` are for exploration only — production code lives in `src/`\n').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    expect(two(a, '- Production code lives in `lib/`\n').filter((c) => c.confidence !== 'unlikely').length).toBeGreaterThan(0);
  });
});

describe('from the misses of held-out set 76 (data and analytics teams)', () => {
  test('"it" after a time or a case with an act stands for the object of that act', () => {
    expect(keys('After editing a notebook, run it top to bottom.')).toContain('act:run:notebook 1');
    // ("top to bottom" says how wholly, not where)
    expect(scopeOf('After editing a notebook, run it top to bottom.', 'act:run:notebook')).not.toContain('top');
  });
  test('the agent a line is addressed to is no topic label', () => {
    const c = claims("Claude: don't execute notebooks.");
    expect(c.map((x) => `${x.key} ${x.polarity} ${x.basis ?? ''}`)).toEqual(['act:run:notebook -1 prescribed']);
    expect(keys('For the agent: use pnpm.')).toEqual(['fam:js-package-manager=pnpm 1']);
  });
});

describe('from held-out set 77 (its one false-alarm pair, four layers `certain`) and set 76', () => {
  test('a generic word of code before an act names a kind of it: field injection is not constructor injection', () => {
    expect(shown('- Use constructor injection instead of `@Autowired` fields.', '- Field injection is banned; inject dependencies through the constructor.')).toEqual([]);
    expect(shown('- Use constructor injection.', '- Constructor injection is banned.').length).toBeGreaterThan(0);
  });
  test('a version an aside tells the story of is not the one stated', () => {
    expect(keys('Python: 3.12 (our base image dropped 3.11)')).toEqual(['ver:Python 1']);
    expect(shown('- Python: 3.11', '- Python: 3.12 (our base image dropped 3.11)').length).toBeGreaterThan(0);
  });
});

describe('from real-text batch 420 (one `possible` false alarm)', () => {
  test('one command line with and without options is no drift', () => {
    const a = '# P\n\n- Prefer to run individual tests with `cargo nextest run --test-threads=1 --no-fail-fast <name of the test here>`. This is much faster.\n';
    expect(two(a, '- Prefer to run individual tests with `cargo nextest run <name of the test here>`. This is much faster.\n')).toEqual([]);
    expect(two(a, '- Prefer to run individual tests with `cargo test <name of the test here>`. This is much faster.\n').map((c) => c.kind)).toEqual(['drift']);
  });
});

describe('from the misses of held-out set 78 (long explanatory lines)', () => {
  test('a verb that starts a compound noun after "and" continues the series of things', () => {
    expect(keys('Write comments and commit messages in German.')).toEqual(['fam:natural-language=german 1']);
    expect(shown('- Write code comments in English only.', '- Please write all code comments and commit messages in German.').length).toBeGreaterThan(0);
    // (a verb with an object of its own is still the next act)
    expect(keys('Run the tests and commit changes.')).toEqual(['act:run:test 1', 'act:commit: 1']);
  });
});

describe('how a member is set up or reached, after it', () => {
  test('is no place the choice is made in', () => {
    expect(scopeOf('Our package manager is pnpm, pinned through the `packageManager` field in `package.json`.', 'fam:js-package-manager=pnpm')).toEqual([]);
    expect(scopeOf('We deploy to Heroku by pushing to the `heroku` remote.', 'fam:hosting-platform=heroku')).toEqual([]);
    // (where the clause goes on with a place, the place stays)
    expect(scopeOf('Use pnpm via corepack in CI.', 'fam:js-package-manager=pnpm')).toEqual(['ci']);
  });
});
