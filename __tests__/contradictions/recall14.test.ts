/**
 * Plain conflicts that were missed because a line was not read at all or was read wrongly, each with the
 * compatible near miss that must stay silent.
 */
import { findingsIn, pair, same, two } from '../helpers/contradictions.js';

describe('numbers as people write them', () => {
  test('thousands separators are one number ("1,000", "5 000", "10_000")', () => {
    expect(pair('Keep pages under 300 rows.', 'A page may hold up to 2,500 rows.').length).toBeGreaterThan(0);
    expect(pair('Upload files in chunks of 4 096 bytes.', 'Upload files in chunks of 8 192 bytes.').length).toBeGreaterThan(0);
    expect(pair('Keep pages under 3,000 rows.', 'A page may hold up to 2,500 rows.')).toHaveLength(0);
  });
  test('binary units (GiB, TiB) are sizes', () => {
    expect(pair('Worker memory limit: 768 MiB.', 'Give each worker a 4 GiB memory limit.').length).toBeGreaterThan(0);
    expect(pair('Worker memory limit: 4 GiB.', 'Give each worker a 4 GiB memory limit.')).toHaveLength(0);
  });
  test('the configuration file a value is written in is not a narrower case of it', () => {
    const [c] = pair('Set the branch coverage threshold in `vitest.config.ts` to 85%.', 'Branch coverage must be at least 70%.');
    expect(c?.kind).toBe('numeric');
    expect(pair('Set the branch coverage threshold in `vitest.config.ts` to 85%.', 'Branch coverage must be at least 85%.')).toHaveLength(0);
  });
  test('a hyphenated compound names the same thing as its words ("search-index" / "search index")', () => {
    expect(pair('Search index refresh interval is 30 seconds.', 'Set the search-index refresh interval to 5 minutes.').length).toBeGreaterThan(0);
    expect(pair('Search index refresh interval is 30 seconds.', 'Set the search-index refresh interval to 30 seconds.')).toHaveLength(0);
  });
});

describe('a verbless "No X" is a ban of X', () => {
  test('of a tool, a family member or a named thing', () => {
    expect(pair('No Lodash in new code.', 'Use Lodash helpers such as `groupBy` for collections.').length).toBeGreaterThan(0);
    expect(pair('No named exports.', 'Export every hook as a named export.').length).toBeGreaterThan(0);
    expect(pair('No `print` statements, ever.', 'Use `print` to report progress.').length).toBeGreaterThan(0);
  });
  test('a state ("No CI configured yet", "No tests exist") is not a ban', () => {
    expect(pair('No CI configured yet.', 'Run CI before merging.')).toHaveLength(0);
    expect(pair('No migrations currently.', 'Add a migration for every schema change.')).toHaveLength(0);
  });
  test('a scope still separates ("No `print` in library code" / "use `print` in CLI scripts")', () => {
    expect(pair('No `print` in library code.', 'Use `print` in CLI scripts.')).toHaveLength(0);
  });
});

describe('a permission against a ban of the same act', () => {
  test('an act named by a gerund ("Squashing is fine") or a git command after "to"', () => {
    expect(pair('Squashing is fine.', 'Never squash.').length).toBeGreaterThan(0);
    expect(pair("It's OK to `git rebase` your branch.", 'Do not use `git rebase`.').length).toBeGreaterThan(0);
    expect(pair('Squashing is fine.', 'Never squash commits on `main`.')).toHaveLength(0);
  });
  test('a ban of the act with no object meets a permission for one case of it', () => {
    const [c] = pair('Amending your own unpushed commits is allowed.', 'Never amend.');
    expect(c?.confidence).toBe('unlikely');
    expect(pair('Never rebase onto any branch.', 'Rebasing a feature branch is fine.')[0]?.confidence).toBe('possible');
  });
  test('a push to somewhere outside git is another act', () => {
    expect(pair('Never push; open a PR.', 'Push the built image to the registry.')).toHaveLength(0);
  });
  test('"here" in a permission is the project, so a ban without exceptions still meets it', () => {
    // ("here" names no other place: a permission for the project against a bare ban of the act is a possible clash)
    expect(pair('Never rebase.', 'Rebasing is allowed here.')[0]?.confidence).toBe('possible');
  });
});

describe('what a member\'s own noun phrase says', () => {
  test('"Redux Toolkit slices", "Liquibase changelogs": the member\'s own things are not a narrower place', () => {
    expect(pair('Use Jotai for state management.', 'Keep global client state in MobX stores.').length).toBeGreaterThan(0);
    expect(pair('Use Flyway for migrations.', 'Write schema migrations as Liquibase changelogs.').length).toBeGreaterThan(0);
  });
  test('in a ban or a description the noun names which part is meant', () => {
    expect(pair('Never use a Tailwind arbitrary value for colours.', 'Style components with Tailwind utility classes.')).toHaveLength(0);
    expect(pair("Don't install the Prisma CLI globally.", 'Run migrations with `npx prisma migrate dev`.')).toHaveLength(0);
  });
  test('"in NumPy style with … sections": how the member is used, not where', () => {
    expect(pair('Use Sphinx-style docstrings.', 'Write docstrings in Google style with `Args:` and `Returns:` sections.').length).toBeGreaterThan(0);
  });
  test('code in the language a family belongs to is all of its code ("in Go services")', () => {
    expect(pair('Use `zerolog` for logging in Go services.', 'Log with `zap`.').length).toBeGreaterThan(0);
  });
});

describe('a firm rule to do an act and a ban of one case of it', () => {
  test('"you must push" / "never push directly to main" is a carve-out', () => {
    expect(pair('You must push your work before ending the session.', 'Never push directly to `main`.')).toHaveLength(0);
    expect(pair('Never push.', 'Push your branch and open a PR.').length).toBeGreaterThan(0);
  });
  test('a merge of data is not a git merge', () => {
    expect(pair('Never merge them.', 'Merge new records into the existing cache.')).toHaveLength(0);
  });
});

describe('versions of the stack stated in two places', () => {
  test('a verbless stack line, a label\'s value and a pinned package state the version in use (possible)', () => {
    const [c] = two('## Stack\n\nRemix 2 + React 18 + Tailwind + TanStack Query\n', '- **Stack:** React 19, Tailwind 4\n');
    expect(c?.kind).toBe('version');
    expect(c?.confidence).toBe('possible');
    expect(two('The app is pinned to `react@18.3.1`.\n', '- Vite 6, React 19\n').map((x) => x.kind)).toEqual(['version']);
  });
  test('"+" between names joins the stack, it is not "or later"', () => {
    expect(two('Vue 3 + TypeScript + Vite\n', 'Vue 2 + Vuex\n').length).toBeGreaterThan(0);
  });
  test('notes about versions, and ports, are not the version in use', () => {
    expect(two('React 18 migration notes: see docs/react.md\n', '- React 19, Vite 6\n')).toHaveLength(0);
    expect(two('Local orchestration pins Vite to `5173`.\n', 'Stack: Vite 6, React 19.\n')).toHaveLength(0);
  });
});

describe('a set of things counted in two files', () => {
  test('the same named set with two counts is a possible drift', () => {
    const [c] = two('- The app has 18 custom hooks (see `src/hooks/`).\n', '- `src/hooks/` holds 20 custom hooks.\n');
    expect(c?.kind).toBe('drift');
    expect(c?.confidence).toBe('possible');
    expect(c?.subject).toBe('the number of custom hooks');
  });
  test('a lower bound, an approximation, one vague word or one file are not two counts', () => {
    expect(two('- There are 40+ widget types.\n', '- The generator supports 52 widget types.\n')).toHaveLength(0);
    expect(two('- About 20 custom hooks live in `src/hooks/`.\n', '- `src/hooks/` holds 24 custom hooks.\n')).toHaveLength(0);
    expect(two('- Run 3 tests first.\n', '- Run 5 tests first.\n').filter((c) => c.kind === 'drift')).toHaveLength(0);
    expect(same('- The API has 12 public endpoints.\n- The admin API has 30 public endpoints.\n').filter((c) => c.kind === 'drift')).toHaveLength(0);
  });
});

describe('a tool used through its command or its API', () => {
  test('a command line uses the program it starts ("`grep -rn …`"), an expression in code does not', () => {
    expect(pair('Never use `find`; use `fd`.', 'List the files with `find . -name "*.ts"`.').length).toBeGreaterThan(0);
    expect(pair('Pass IDs, not data.', 'Return `data ?? []` from the hook.')).toHaveLength(0);
  });
  test('a call on a library in code uses it, even when its name is a common word (`requests.get`)', () => {
    expect(pair('Use `httpx`, not `requests`.', 'Download the file with `requests.get`.').length).toBeGreaterThan(0);
  });
  test('"make sure `tool …` passes" keeps the tool in use', () => {
    expect(pair('Lint with Ruff, not Flake8.', 'Make sure `flake8 --max-line-length 100` passes.').length).toBeGreaterThan(0);
  });
  test('the tool chosen in place of another is not where the other is ruled out', () => {
    expect(pair('Run Biome instead of ESLint.', 'Lint: `npx eslint . --fix`.').length).toBeGreaterThan(0);
    expect(pair('Never call pytest outside uv.', 'Test: `uv run pytest -q`.')).toHaveLength(0);
  });
  test('a range written as code is a floor (`>=18`)', () => {
    expect(two('- Node `>=18` is declared in `package.json`.\n', '- Node 22 (`.nvmrc`), pnpm workspace\n')).toHaveLength(0);
  });
});

describe('false-alarm classes of real files (batches 10 and 11), read after their first replay', () => {
  test('items under a lead-in that describes the agent ("You\'re an expert in:") prescribe nothing', () => {
    expect(same("You're an expert in the following areas:\n\n- TypeScript\n- Vue and Vue Router\n\n## Rules\n\n- Never use Vue in the admin console.\n")).toHaveLength(0);
    expect(same('Use the following stack:\n\n- Vue\n\n## Rules\n\n- Never use Vue.\n').length).toBeGreaterThan(0);
  });
  test('a ban with an exception ("do not import X unless it is used directly") holds only outside it', () => {
    expect(same('- Use `React.memo` and `useMemo` to avoid re-renders.\n- Do not import React unless it is used directly.\n')).toHaveLength(0);
  });
  test('a target is another quantity than the hard limit beside it', () => {
    expect(pair('**Tool count**: Target ≤15, hard limit 30.', 'Never exceed 30 tools.')).toHaveLength(0);
    expect(pair('Never exceed 30 tools.', 'Never exceed 40 tools.').length).toBeGreaterThan(0);
  });
  test('a negative lead-in with a modal and no "you" ("**Must never:**")', () => {
    expect(same('**Must never:**\n\n- Import `express` or any backend framework\n\n## Core\n\n- No Express, no `fs`.\n')).toHaveLength(0);
  });
  test('"no other way of X is allowed" leaves X allowed', () => {
    expect(same('- Use the generator script. NO OTHER WAY OF CREATING PAGES IS ALLOWED.\n- Create the page file with the generator.\n')).toHaveLength(0);
  });
  test('a ban in a directory\'s own CLAUDE.md against what the root describes is that directory\'s rule', () => {
    const files = { 'CLAUDE.md': '- Queries use Knex.\n', 'packages/core/CLAUDE.md': '- No Knex, no `fs`.\n' };
    expect(findingsIn(files).filter((c) => c.rule === 'contradiction')).toHaveLength(0);
    expect(findingsIn({ 'CLAUDE.md': '- Queries use Knex.\n', '.claude/rules/db.md': '- No Knex, no `fs`.\n' }).filter((c) => c.rule === 'contradiction').length).toBeGreaterThan(0);
  });
  test('"without the user\'s explicit approval" ends an "or" series as a condition', () => {
    expect(same("- NEVER create a branch, commit, or push without the user's explicit approval.\n\n## Commits\n\n- Commit only files you modified.\n")).toHaveLength(0);
  });
  test('"npm packages" are third-party code, not a choice of package manager', () => {
    expect(pair("Don't test third-party behaviour - trust that Node.js, npm packages, etc. work.", 'Ensure `pnpm run build` succeeds before publishing.')).toHaveLength(0);
  });
  test('two files that each list both sentences of a pair are not a drift', () => {
    const files = { 'a/CLAUDE.md': '- Run `pnpm run lint:clj` for CLJ/CLJS files\n- Run `pnpm run check-fmt:clj` for CLJ/CLJS files\n', 'b/CLAUDE.md': '- Run `pnpm run check-fmt:clj` for CLJ/CLJS files\n- Run `pnpm run lint:clj` for CLJ/CLJS files\n' };
    expect(findingsIn(files).filter((c) => c.kind === 'drift')).toHaveLength(0);
  });
});

describe('whose number it is', () => {
  test('what another thing has ("AI agents have a 45 tool limit") is not this project\'s limit', () => {
    expect(pair('AI agents have a hard cap of 60 total tools.', 'Never exceed 30 tools.')).toHaveLength(0);
    expect(pair('Functions may have a cyclomatic complexity up to 20.', 'The cyclomatic complexity limit is 10.').length).toBeGreaterThan(0);
  });
  test('a kind named beside another number of the line is that number\'s ("(≤15 target, ≤30 absolute max)")', () => {
    expect(pair('**Tool count**: Target ≤15, hard limit 30.', 'Tool count within limits (≤15 target, ≤30 absolute max).')).toHaveLength(0);
  });
});

describe('false-alarm classes of real files (batch 12), read after its first replay', () => {
  test('a sentence mostly in another language is not read for acts and choices (its versions are)', () => {
    expect(same('## 절대 하지 말 것\n\n- 이 함수들을 React 렌더 사이클 내에서 반복 호출\n\n## Stack\n\n- React 18-19 (peer dependency)\n')).toHaveLength(0);
    expect(two('- Next.js 16 — params всегда Promise, обязательно await\n', 'Next.js 14 (App Router) + TypeScript\n').map((c) => c.kind)).toEqual(['version']);
  });
  test('what "rather than" rules out is as narrow as it is named', () => {
    expect(pair('Prefer small files with one or two functions.', 'Prefer a new sub-directory rather than adding new peer files at the root.')).toHaveLength(0);
  });
  test('"don\'t use only X" rules out using it alone', () => {
    expect(pair("Tag images with the build number and 'latest'.", "**DON'T** use only the `latest` tag (also tag with the build number).")).toHaveLength(0);
    expect(pair('Use the `latest` tag.', 'Never use the `latest` tag.').length).toBeGreaterThan(0);
  });
});

describe('more false-alarm classes of batch 12', () => {
  test('a ban after "or" is what to do when the instruction before it cannot be followed', () => {
    expect(pair('Commit your work at the end of each task.', 'Read the diff; be able to defend every changed line, or do not commit it.')).toHaveLength(0);
  });
  test('what a slash command does is a description, not an instruction', () => {
    expect(same('- **/release** - Bump the version and push the tag\n\n## Rules\n\n- Never push tags.\n').map((c) => c.confidence)).not.toContain('certain');
  });
  test('"as root" is which user, not a place', () => {
    expect(pair('Run containers as non-root users where possible.', "**DON'T** run containers as root.")).toHaveLength(0);
  });
  test('a table cell that is only quoted text is a sample of copy', () => {
    expect(same('| Do | Don\'t |\n|----|-------|\n| Send Message | OK |\n\n| Do | Don\'t |\n|----|-------|\n| "Couldn\'t send message. Check your connection." | "Error 500" |\n')).toHaveLength(0);
  });
});

describe('a false-alarm class of batch 13, read after its replay', () => {
  test('"X are templates, not bash scripts" contrasts kinds of thing; "X is the package manager, not npm" rules npm out', () => {
    expect(pair('SKILL.md.tmpl files are prompt templates read by Claude, not bash scripts.', 'Keep bash blocks self-contained.')).toHaveLength(0);
    expect(pair('pnpm is the package manager, not npm.', 'Install dependencies with npm.').length).toBeGreaterThan(0);
  });
});
