/**
 * Readings, each from a blind measurement read after its first score. From held-out set 80's false alarm (regulated
 * teams): a pronoun goes on about what the clause before named, in the place it named. From held-out set 79's misses
 * (mobile and game teams): a subject of two or three nouns with where it runs before its verb; a key with the object it
 * belongs to, given a number in prose; a size of 2048 is no year. From real-text batch 426 (twelve false alarms in one
 * repository of agent rules): a language rule that names nothing it is for is for what its file's title names, and
 * `.md` files are docs; the case an arrow leads from is a condition; what a task requires is no rule of using it;
 * rewriting whole files is not editing one; a ban of asking followed by "this is an automatic … step" is about that
 * step; a term set equal or unequal to another is a definition; what a text says it defines is a description; two
 * words before a dash name a thing; writing a file makes it. From held-out set 80's misses: a possessive names the
 * service a port is of; "no longer use X"; an act with no object beside a choice of how it is done; a version said to
 * be out of support is not in use; where a value holds for all things, and an aside that cites a source, name nothing
 * it measures; "`key` in `file` is N". From held-out set 81's false alarm and misses: the means of an act ruled out
 * with "instead of" is ruled out with it; versions of more frameworks and tools; what follows the colon after a
 * statement of what a thing is does not narrow it; a script that starts a named service is not its name, nor is
 * "endpoint". From held-out set 79's agent rules: "ask me first" after a ban of doing an act oneself asks before that
 * act, and a tool run without asking beside its choice is run without asking; doing it without asking in a case is a
 * possible clash with asking first; a runner's "run" starts the program after it. From real-text batches 429, 433 and
 * 434: a command line ruled out as written is not ruled out with other arguments; "BLOCK AGPL" and "are BLOCKED" rule
 * licences out; "as" and a noun phrase names a role ("never use `git push` as your error-discovery loop"); an ask in
 * an aside is no rule of asking; a line labelled as an example is one. From held-out sets 80, 82 and 83's misses of
 * paths and addresses: a named thing given a value in code, a path, an address or a module, in two files. From
 * held-out set 84's misses: "`max-len` is 120"; committing what a member qualifies; "them" after an adjective and its
 * noun; a version in brackets before "via"; a library named beside a tool with "and"; the tool it runs "on". From
 * real-text batch 440's false alarm: a document a file points to is no value of a named thing. From real-text batches
 * 441 and 442 (measured on the final detector): "never in React" after a clause is a place; a ban of including a
 * command in a chain, or of a command's link in it, is not a ban of running it; "Only then …" is a step done in a case.
 */
import { explainPair } from '../../src/core/contradictions/explain.js';
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { flagValuesOf, portsOf, valuesOf } from '../../src/core/contradictions/facts.js';
import { confidence, itemClaims as claims, itemKeys as keys, itemScope as scopeOf, ruleShown as shown, two } from '../helpers/contradictions.js';

describe('a pronoun after a clause that names a place', () => {
  const a = '- Tests are written with pytest.';
  const b = '- The tests in `vendor_sdk/` are the upstream unittest suite; run them with `python -m unittest` and do not convert them.';
  test('the act on "them" holds in that place', () => {
    expect(shown(a, b)).toEqual([]);
    const c = claims('The tests in `vendor_sdk/` are the upstream unittest suite; run them with `python -m unittest`.').filter((x) => x.key === 'fam:python-test-runner' && x.basis === 'prescribed');
    expect(c.length).toBeGreaterThan(0);
    expect(c.every((x) => x.scope.includes('vendor_sdk'))).toBe(true);
  });
  test('without a place before, the same act still clashes', () => {
    expect(shown(a, '- The tests are the upstream unittest suite; run them with `python -m unittest`.').length).toBeGreaterThan(0);
  });
});

describe('numbers of settings, as mobile and game teams write them', () => {
  test('a subject of nouns with where it runs, before "time out"', () => {
    expect(keys('Simulator jobs on CI time out after 20 minutes.')).toContain('num:time 1');
  });
  test('a key with the object it belongs to, in prose', () => {
    expect(flagValuesOf('- Application.targetFrameRate is 30 on all platforms.').map((f) => `${f.flag} = ${f.value}`)).toEqual(['application.targetframerate = 30']);
    expect(shown('Set `Application.targetFrameRate = 60` for every mobile platform.', '- Application.targetFrameRate is 30 on all platforms, to save battery.').length).toBeGreaterThan(0);
    // (the same key given the same number agrees)
    expect(shown('Set `Application.targetFrameRate = 30` for every mobile platform.', '- Application.targetFrameRate is 30 on all platforms.')).toEqual([]);
  });
  test('a size of 2048 is no year; a year is still none', () => {
    expect(keys('Max texture size is 2048.')).toContain('num:count 1');
    expect(keys('The deadline is 2026.')).toEqual([]);
  });
});

describe('a language rule and what it is for', () => {
  const german = '- German → respond in German, informal "Du" (never "Sie").';
  test('a rule that names nothing is for what its file is titled by', () => {
    const ds = extractDirectives('.claude/rules/commit-conventions.md', '# Commit Conventions\n\n## Format\n\n- Always English. Imperative mood.\n');
    const lang = ds.flatMap((d) => d.claims).find((c) => c.key === 'fam:natural-language');
    expect(lang?.targets).toEqual(['commits']);
  });
  test('`.md` files are docs', () => {
    expect(claims('All `.md` files must be written in English.').find((c) => c.key === 'fam:natural-language')?.targets).toEqual(['docs']);
  });
  test('the case an arrow leads from is a condition', () => {
    expect(claims('German → respond in German.').find((c) => c.key === 'fam:natural-language')?.conditional).toBe(true);
  });
  test('so neither stands against the German reply rule', () => {
    expect(two('# Commit Conventions\n\n- Always English. Imperative mood.\n', `# Language\n\n${german}\n`, '.claude/rules/commit-conventions.md', '.claude/rules/language.md').filter((c) => c.confidence === 'certain')).toEqual([]);
    expect(shown('- All `.md` files must be written in English.', german).filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('two plain language rules for replies still clash', () => {
    expect(shown('- Always respond in English.', '- Respond in German.').length).toBeGreaterThan(0);
  });
});

describe('acts of agent rules that are not what they seem', () => {
  test('what a task requires is no rule of using it', () => {
    expect(keys('Every modified file must be directly required by the task.')).toEqual([]);
    expect(keys('Tests are required.')).toContain('act:use:test 1');
  });
  test('rewriting whole files is not editing one', () => {
    expect(shown('- Do NOT rewrite entire files — only update the affected entries.', '- Edit the uncompressed file.')).toEqual([]);
    expect(shown('- Do NOT edit files.', '- Edit the uncompressed file.').length).toBeGreaterThan(0);
  });
  test('a ban of asking followed by "this is an automatic … step" is about that step', () => {
    const ask = '- Do NOT ask the user for permission — this is an automatic maintenance step, like updating imports.';
    expect(shown(ask, '- NEVER push a tag or create a release without explicit user permission.')).toEqual([]);
    expect(shown('- Do NOT ask the user for permission.', '- NEVER push a tag or create a release without explicit user permission.').length).toBeGreaterThan(0);
  });
  test('a term set equal or unequal to another is a definition', () => {
    expect(keys('Commit exception ≠ Hard Floor override; scope permission ≠ commit override.')).toEqual([]);
    expect(keys('Stable artifact = anything that is not a roadmap, commit message, or PR description.')).toEqual([]);
  });
  test('what a text says it defines is a description, its asides included', () => {
    expect(keys('This rule defines **trivial** (just act), **blocking** (still ask), and the **commit default** (never commit, never ask).')).toEqual([]);
    expect(keys('Never commit.')).toEqual(['act:commit: -1']);
  });
  test('two words before a dash name a thing', () => {
    expect(keys('**Commit asks** — forbidden by `commit-policy`.').filter((k) => k.startsWith('act:commit'))).toEqual([]);
    expect(keys('Push changes after review.')).toContain('act:push: 1');
  });
  test('writing a file makes it; it does not use one', () => {
    const p = explainPair({ path: 'a.md', text: '# A\n\n- Do not write the file.\n', line: 3 }, { path: 'b.md', text: '# B\n\n- Prefer small files.\n', line: 3 });
    expect(p.found.filter((c) => c.rule === 'contradiction')).toEqual([]);
    expect(keys('Do not write the file.')).toEqual(['act:write:file -1']);
  });
});

describe('held-out set 80: plain settings and facts of regulated teams', () => {
  test('a possessive names the service a port is of', () => {
    expect(portsOf("- The audit service's port is 9443.").map((p) => p.owner)).toEqual(['audit']);
    expect(shown('- The audit service listens on port 8443.', "- The audit service's port is 9443.").length).toBeGreaterThan(0);
  });
  test('"no longer use X" rules X out', () => {
    expect(keys('We no longer use Splunk.')).toContain('fam:log-platform=splunk -1');
    expect(shown('- Application logs ship to Splunk.', '- We no longer use Splunk; logs ship to Elastic through Fluent Bit.').length).toBeGreaterThan(0);
    // ("No fixture is needed": "no" before a noun still negates only the noun)
    expect(keys('No fixture is needed; it is set up by pytest.')).not.toContain('fam:python-test-runner=pytest -1');
  });
  test('an act with no object is still done beside a choice of how', () => {
    expect(keys('Commit your work once the tests pass, with a Conventional Commit message.')).toContain('act:commit: 1');
  });
  test('a version said to be out of support is not in use', () => {
    expect(claims('.NET 6 is out of support.').filter((c) => c.type === 'version')).toEqual([]);
    expect(claims('Node 16 is end-of-life.').filter((c) => c.type === 'version')).toEqual([]);
    expect(shown('- The claims service runs on .NET 6.', '- The claims service targets .NET 8; .NET 6 is out of support and fails the vulnerability gate.').length).toBeGreaterThan(0);
  });
  test('where a value holds for all things, and a cited source, name nothing it measures', () => {
    const c = shown('- Session idle timeout MUST be 15 minutes (PCI DSS 8.2.8).', '- Set the session idle timeout to 30 minutes for all user-facing apps.');
    expect(c.map((x) => x.confidence)).toEqual(['certain']);
    // (a thing of its own in the subject still tells two numbers apart)
    expect(shown('- Session idle timeout MUST be 15 minutes.', '- Set the admin session idle timeout to 30 minutes.').filter((x) => x.confidence === 'certain')).toEqual([]);
  });
  test('"`key` in `file` is N" sets the key', () => {
    expect(flagValuesOf('- `coverageThreshold` in `jest.config.ts` is 80 — don\'t raise it.').map((f) => `${f.flag} = ${f.value}`)).toEqual(['coveragethreshold = 80']);
  });
});

describe('held-out set 81: PHP, Ruby and Elixir teams', () => {
  test('the means of an act ruled out with "instead of" is ruled out with it', () => {
    expect(shown("- Don't use `gem install`; add gems to the Gemfile.", '- Add tools to the Gemfile instead of installing them with `gem install`.')).toEqual([]);
    expect(shown("- Don't use `gem install`; add gems to the Gemfile.", '- Install tools with `gem install`.').length).toBeGreaterThan(0);
  });
  test('versions of more frameworks and tools', () => {
    expect(claims('The project runs Symfony 7.1.').filter((c) => c.type === 'version').map((c) => `${c.key} ${c.version}`)).toEqual(['ver:Symfony 7.1']);
    expect(shown('The backend is Symfony 6.4 LTS.', 'The project runs Symfony 7.1.').length).toBeGreaterThan(0);
    // (not a package manager's, whose lines give the versions of what it requires)
    expect(claims('Composer requires `"php": "^8.1"`.').filter((c) => c.type === 'version').map((c) => c.key)).toEqual(['ver:PHP']);
  });
  test('the colon after a statement of what a thing is does not narrow it', () => {
    expect(shown('This is a Rails 7.2 app.', 'This is a Rails 8.0 app: use Solid Queue and the built-in authentication generator.').length).toBeGreaterThan(0);
  });
  test('a script that starts a named service is not its name, nor is "endpoint"', () => {
    expect(portsOf('- `bin/dev` starts Rails on port 3001.').map((p) => p.owner)).toEqual(['rails']);
    expect(portsOf('The Phoenix endpoint runs on http://localhost:4001 in dev.').map((p) => p.owner)).toEqual(['phoenix']);
  });
});

describe('held-out set 79: asking first, and running tools', () => {
  const ask = "Don't run `pod install` yourself; ask me first.";
  const without = '- After changing the Podfile, run `pod install` right away without asking.';
  test('"ask me first" after a ban of doing it oneself asks before that act', () => {
    expect(keys(ask)).toContain('confirm:run:pod install 1');
    expect(keys("Don't run migrations yourself; ask me first.")).toContain('confirm:run:migration 1');
  });
  test('a tool run without asking, beside its choice, is run without asking', () => {
    expect(keys(without)).toContain('confirm:run:pod install -1');
  });
  test('doing it without asking in a case is a possible clash with asking first', () => {
    expect(shown(ask, without).map((c) => c.confidence)).toEqual(['possible']);
  });
  test('a runner\'s "run" starts the program after it', () => {
    expect(keys('Run `dart run build_runner build`.')).toContain('act:run:build_runner build 1');
  });
});

describe('real-text batches 429, 433 and 434', () => {
  test('a command line ruled out as written is not ruled out with other arguments', () => {
    const table = '# P\n\n### Prefer targeted commands over broad ones\n\n| Instead of | Use |\n|---|---|\n| `yarn test` (full output) | `yarn test 2>&1 | tail -30` |\n';
    expect(two(table, '# Q\n\n```bash\nyarn test --filter="CreateOrder"\n```\n', '.claude/rules/result.md', '.claude/rules/prompts.md').filter((c) => c.subject.includes('yarn test'))).toEqual([]);
  });
  test('"BLOCK" and "are BLOCKED" rule licences out', () => {
    expect(keys('License policy: BLOCK AGPL/SSPL/BSL; ALLOW MIT/BSD/Apache.')).toContain('fam:license=agpl -1');
    expect(keys('License gate — AGPL/SSPL/BSL/ELv2 are BLOCKED; MIT/Apache/BSD are safe')).toContain('fam:license=agpl -1');
    expect(shown('- License policy: BLOCK AGPL/SSPL/BSL; ALLOW MIT/BSD/Apache.', '- **License gate** — AGPL/SSPL/BSL/ELv2 are BLOCKED; MIT/Apache/BSD are safe')).toEqual([]);
    // (blocking a thing that is no tool stays an act)
    expect(keys('Never block the event loop.')).toEqual(['act:block:loop -1']);
  });
  test('"as" and a noun phrase names the role an act is banned in', () => {
    expect(claims('Never use `git push` as your error-discovery loop.').find((c) => c.key === 'act:push:')?.scope).toEqual(['error-discovery', 'loop']);
    expect(shown('- Push to origin main only behind the full pre-push gate, then monitor CI to green.', '- **Never use `git push` (or CI) as your error-discovery loop.**')).toEqual([]);
    // (a reason after "as" is still none)
    expect(keys('Use pnpm, as the lockfile is pnpm-lock.yaml.')).toEqual(['fam:js-package-manager=pnpm 1']);
  });
  test('an ask in an aside is no rule of asking', () => {
    expect(keys('Prose-only instructions in SKILL.md ("always ask the user first") are not sufficient.')).toEqual([]);
  });
  test('a line labelled as an example is one', () => {
    const ds = extractDirectives('AGENTS.md', '# P\n\n- Example: "What\'s the weather like?" - can call external APIs but not read user\'s calendar\n');
    expect(ds.length).toBeGreaterThan(0);
    expect(ds.every((d) => d.example)).toBe(true);
  });
});

describe('a named thing given a value in code', () => {
  test('a path, an address or a module, after "is" or a label', () => {
    expect(valuesOf('- The health check endpoint is `/healthz`.').map((v) => `${v.owner} = ${v.value}`)).toEqual(['check health = /healthz']);
    expect(valuesOf('The serial console of the bench board is `/dev/ttyACM0`.').map((v) => v.owner)).toEqual(['bench board console serial']);
    expect(valuesOf("The bench board's serial console is `/dev/ttyUSB0`.").map((v) => v.owner)).toEqual(['bench board console serial']);
    expect(valuesOf('- Settings module: `config.settings.local`.').map((v) => v.value)).toEqual(['config.settings.local']);
  });
  test('not a document a file points to', () => {
    expect(valuesOf('> **Full reference**: `.claude/docs/05_DBT_DATA_PRACTICE_STANDARDS.md`')).toEqual([]);
  });
  test('not a thing named by one word, nor a pattern', () => {
    expect(valuesOf('- Frontend: `apps/web/`')).toEqual([]);
    expect(valuesOf('- Test files: `*.test.ts`')).toEqual([]);
  });
  test('two files that give one thing two values drift', () => {
    expect(shown('- The health check endpoint is `/healthz`.', '- The health check path is `/actuator/health`; the load balancers probe only that.').map((c) => c.kind)).toEqual(['drift']);
    expect(shown('The internal Conan remote is `https://conan.corp.example.com/api/conan/cpp`.', 'Our Conan remote is `https://artifacts.example.net/conan/main`.').map((c) => c.confidence)).toEqual(['possible']);
  });
  test('one path named from a folder above, a line that names both, and a directory\'s own file do not', () => {
    expect(shown('- **Entry point:** `apps/api/src/main.ts`', '- **Entry point:** `src/main.ts`')).toEqual([]);
    expect(shown('- The health check endpoint is `/healthz`.', '- The health check path is `/actuator/health`, not `/healthz`.')).toEqual([]);
    expect(two('# P\n\n- **Entry point:** `src/index.ts`\n', '# API\n\n- **Entry point:** `src/server.ts`\n', 'CLAUDE.md', 'apps/api/CLAUDE.md').filter((c) => c.kind === 'drift')).toEqual([]);
  });
});

describe('held-out set 84: front-end teams', () => {
  test('"`max-len` is 120" sets the key', () => {
    expect(flagValuesOf('- `max-len` is 120 in our ESLint config.').map((f) => `${f.flag} = ${f.value}`)).toEqual(['maxlen = 120']);
    expect(shown('- Set `max-len` to 100.', '- `max-len` is 120 in our ESLint config.').length).toBeGreaterThan(0);
  });
  test('committing what a member qualifies is committing it', () => {
    expect(keys('Commit updated Playwright screenshots with the change that caused them.')).toContain('act:commit:screenshot 1');
  });
  test('"them" after an adjective and its noun stands for the noun', () => {
    expect(keys('Keep merged branches; we never delete them.')).toContain('act:delete:branch -1');
    expect(shown('- Delete the branch after merging.', '- Keep merged branches; we never delete them (release tooling needs them).').length).toBeGreaterThan(0);
    // (not one a demonstrative points back with)
    expect(confidence('Use that extension — never replace it with a wildcard.', 'Use wildcards.')).toBe('certain');
  });
  test('a version in brackets after the member, and the tool it comes through, narrow nothing', () => {
    expect(scopeOf('Package manager: Yarn Berry (v4) via corepack.', 'fam:js-package-manager=yarn')).toEqual([]);
    expect(shown('Package manager: pnpm 9 via corepack.', 'Package manager: Yarn Berry (v4) via corepack.').length).toBeGreaterThan(0);
  });
  test('a library named beside a tool with "and", and the tool it runs on, are used with it', () => {
    expect(scopeOf('Write unit tests with Jest and `@testing-library/react`.', 'fam:js-test-runner=jest')).toEqual([]);
    expect(scopeOf('Test React components with React Testing Library on Jest.', 'fam:component-test-library=testing library')).toEqual([]);
    expect(shown('- Test React components with React Testing Library on Jest.', '- Test React components with Enzyme; do not use Testing Library.').length).toBeGreaterThan(0);
    // (a folder after "and" is still a place)
    expect(scopeOf('Write unit tests with Jest and `tests/unit/`.', 'fam:js-test-runner=jest')).toEqual(['tests/unit']);
  });
});


describe('real-text batches 441 and 442', () => {
  test('"never in X" after a clause is a place, not a tool ruled out', () => {
    expect(keys('Projection sequence ownership stays in `ChatState`, never in React.')).toEqual([]);
    expect(keys('Use Redux, never MobX.')).toContain('fam:state-management=mobx -1');
  });
  test('a ban of including a command in a chain, or of its link in one, is not a ban of running it', () => {
    expect(scopeOf('The chain MUST NOT include `npm run build` — the pre-push hook is the backstop.', 'cmd:npm run build')).toEqual(['chain']);
    const line = (text: string): string[] | undefined => extractDirectives('CLAUDE.md', `# P\n\n${text}\n`).flatMap((d) => d.claims).find((c) => c.key === 'cmd:npm run build')?.scope;
    expect(line('No `npm run build` link. The pre-commit hook catches type errors at commit time.')).toEqual(['link']);
    expect(shown('No `npm run build` link. The pre-commit hook catches type errors at commit time.', '2. Run `npm run build` locally to reproduce.')).toEqual([]);
    expect(line('No `npm run build`.')).toEqual([]);
  });
  test('"Only then …" is a step done in a case', () => {
    expect(claims('Only then update the tests.').find((c) => c.key === 'act:modify:test')?.conditional).toBe(true);
    expect(claims('Update the tests.').find((c) => c.key === 'act:modify:test')?.conditional).toBe(false);
  });
});
