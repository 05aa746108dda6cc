/**
 * A rule over a series of places holds in each of them ("No emojis in code, comments or commit messages"); how a kind of
 * text the agent writes looks, said in the present ("Commit messages follow Conventional Commits", "Commit subjects …
 * have no type prefix"), is its convention; a git act said as a gerund after "no" ("No rebasing") or with "we" as its
 * subject ("We never rebase") is banned, and rebasing or force-pushing leaves nothing else out; a git command after
 * "and" is the next act ("… and `git push --force-with-lease` before review"); "not even", "anywhere" and "everywhere"
 * say a rule holds in every case; a word and its other forms are one word ("saying" / "say"); clarifying questions are
 * questions, the act's own verb grants nothing, and a leading condition holds for the next act after "and"; a ban "unless
 * asked" is a default that a standing rule may be the asking of; making a new Markdown file is one act however it is
 * said; headers and lists are parts of what is written, and "your output" is all of it; what is installed is a
 * dependency, whether called a package or a library; the agent's todo list is one tool however it is named; the
 * trailer that credits the agent as a co-author is one thing to add; a letter written bare before "prefix" is the prefix
 * ("no v prefix"); "feature branches" are a kind of branch, not a branch named feature; a ban of asking first that
 * names no act ("Don't wait for approval") meets every rule to ask before an act, as a possible contradiction; the
 * timeout of an HTTP request to another service is one quantity however it is named ("HTTP client timeout", "outbound
 * request timeouts", "outbound calls"); "once" and "twice" count times, and "once the PR is merged" is a time; after
 * a mark of what not to do, a mark before code gives what to use ("❌ `bun install` — ✅ `pnpm install`"); a subject and a
 * verb of its own after a comma make a statement of their own ("…, the team standardised on it"); a label whose value
 * says what does it ("Python deps: managed by Poetry") names that tool; a ban of doing one thing "in parallel with"
 * another bans neither; an item that gives the fix in words of its own ("Use `bd update` instead") under "Forbidden" is
 * read as it is; how the names of a kind of thing look, said in the present ("JSON fields are camelCase"), is the
 * convention, and the names an API sends are one set whatever the lines call it (fields, keys, payloads, responses);
 * what was so before an event ("npm was used before the monorepo consolidation") is history; the items under "Common
 * Mistakes" are mistakes (real-text batch 383's `certain` false alarm); a series of acts in a clause of its own after a
 * ban ("Do not stop at analysis when you can … commit, or publish") is not banned; a line of a log in code, with a time
 * or several fields, sets nothing (batch 384's two false alarms).
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { contradictions, two } from '../helpers/contradictions.js';

const all = (a: string, b: string, pb = '.claude/rules/dev.md') => two(`# Project\n\n${a}\n`, `${b}\n`, 'CLAUDE.md', pb);
const shown = (a: string, b: string, pb = '.claude/rules/dev.md') => all(a, b, pb).filter((c) => c.confidence !== 'unlikely');
const levels = (a: string, b: string) => shown(a, b).map((c) => c.confidence);
const claims = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims);
const keys = (line: string) => claims(line).map((c) => `${c.key} ${c.polarity}`);

describe('a rule over a series of places', () => {
  test('holds in each of them', () => {
    expect(levels('No emojis in code, comments or commit messages.', 'Use emojis in commit messages.')).toEqual(['certain']);
    expect(levels('Never use emojis in commit messages or PR descriptions.', 'Start every commit message with an emoji.')).toEqual(['certain']);
    expect(levels('Use tabs for Go and Makefiles.', 'Indent Makefiles with spaces.')).toEqual(['certain']);
  });
  test('and in none of the places it does not name', () => {
    expect(shown('No emojis in code or comments.', 'Use emojis in commit messages.')).toEqual([]);
    expect(shown('Never use emojis in docs or comments.', 'Use emojis in commit messages.')).toEqual([]);
    expect(claims('Never use emojis in docs or comments.')[0].scope).toEqual(['comment', 'doc']);
    expect(shown('Use tabs for Go and Makefiles.', 'Indent YAML files with spaces.')).toEqual([]);
  });
});

describe('how a kind of text the agent writes looks', () => {
  test('said in the present, is its convention', () => {
    expect(claims('Commit messages follow Conventional Commits.').map((c) => c.basis)).toEqual(['prescribed']);
    expect(levels('Commit messages follow Conventional Commits (`feat:`, `fix:`).', 'Commit subjects are plain imperative sentences, with no `feat:`/`fix:` prefixes.')).toEqual(['certain']);
    expect(levels('Commit messages follow Conventional Commits (`feat:`, `fix:`, `chore:`).', 'Commit subjects start with the Jira key (`PAY-123 Add refund endpoint`) and have no type prefix.')).toEqual(['certain']);
  });
  test('said of other text, it describes', () => {
    expect(claims('The changelog follows Keep a Changelog.').every((c) => c.basis !== 'prescribed')).toBe(true);
  });
});

describe('a git act with no object', () => {
  test('said as a gerund after "no", or with "we" as its subject, is banned', () => {
    expect(keys('No rebasing.')).toEqual(['act:rebase: -1']);
    expect(keys('No force-pushing.')).toEqual(['act:force-push: -1']);
    expect(keys('No rebasing of pushed branches.')).toEqual(['act:rebase:branch -1']);
    expect(keys('We never rebase.')).toEqual(['act:rebase: -1']);
    expect(keys('We always rebase.')).toEqual(['act:rebase: 1']);
  });
  test('a gerund that says something else, or a statement of where, is no ban', () => {
    expect(keys('No rebasing needed.')).toEqual([]);
    expect(keys('We push to GitHub.')).toEqual([]);
  });
  test('rebasing leaves nothing else out', () => {
    expect(levels('Always rebase onto main; never create merge commits.', 'Update your branch with `git merge origin/main` (no rebasing).')).toEqual(['certain']);
    expect(levels('Always rebase onto main; never create merge commits.', 'Bring your branch up to date with `git merge origin/main` — we don\'t rebase.')).toEqual(['certain']);
    expect(shown('Never rebase after review has started.', 'Rebase onto main before opening a PR.')).toEqual([]);
  });
});

describe('a git command after "and"', () => {
  test('is the next act', () => {
    expect(keys('Rebase your feature branch on main and `git push --force-with-lease` before review.')).toContain('act:force-push: 1');
    expect(levels('Never force-push, not even to your own branch.', 'Rebase your feature branch on main and `git push --force-with-lease` before review.')).toEqual(['certain']);
  });
  test('a ban that says "not even …" holds in the case the other line does it in', () => {
    expect(levels('After rebasing, update the PR with `git push --force-with-lease`.', 'NEVER force-push, not even to your own branch.')).toEqual(['possible']);
    expect(all('After rebasing, update the PR with `git push --force-with-lease`.', 'Never force-push to shared branches.').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
});

describe('words of two lines', () => {
  test('a word and its other forms are one', () => {
    expect(levels('Run the full test suite before saying a task is done.', 'Don\'t run the tests yourself — CI does that; just say you\'re done.')).toEqual(['certain']);
  });
  test('"anywhere" says a ban holds in every case, and "your output" is all the agent writes', () => {
    expect(levels('Use emojis in status updates (✅ done, 🚧 in progress).', 'No emojis anywhere in your output.')).toEqual(['certain']);
    expect(shown('Use emojis in status updates.', 'No emojis in your commit messages.')).toEqual([]);
  });
});

describe('questions to the user', () => {
  test('clarifying questions are questions, and asking is no grant of the act', () => {
    expect(claims('Never ask clarifying questions.')[0].scope).toEqual([]);
    expect(levels('When unsure, stop and ask a question.', 'Never ask clarifying questions; make a reasonable assumption and proceed.')).toEqual(['possible']);
  });
  test('a leading condition holds for the next act after "and"', () => {
    expect(claims('When unsure, stop and ask a question.').find((c) => c.key === 'act:ask:question')?.conditional).toBe(true);
    expect(claims('If tests fail, stop and report the error.').find((c) => c.key === 'act:report:error')?.conditional).toBe(true);
    expect(claims('Stop and report the error.').find((c) => c.key === 'act:report:error')?.conditional).toBe(false);
  });
});

describe('a ban "unless asked"', () => {
  test('is a default that a standing rule may be the asking of', () => {
    expect(claims('Don\'t add code comments unless asked.')[0]).toMatchObject({ conditional: false, unlessAsked: true });
    expect(levels('Don\'t add code comments unless asked.', 'Add a doc comment to every function you write.')).toEqual(['possible']);
    expect(levels('Don\'t commit unless asked.', 'Commit after each task.')).toEqual(['possible']);
  });
  test('a ban under another condition keeps it', () => {
    expect(claims('Don\'t commit unless the tests pass.')[0]).toMatchObject({ conditional: true });
    expect(claims('Don\'t commit unless the tests pass.')[0].unlessAsked).toBeUndefined();
  });
});

describe('a new Markdown file', () => {
  test('made however it is said is one act', () => {
    expect(keys('Don\'t create markdown files unless asked.')).toEqual(['act:create:md -1']);
    expect(keys('After each task, write a summary into a new `NOTES-<date>.md` file.')).toContain('act:create:md 1');
    expect(keys('After each task, create a `SUMMARY-<date>.md` report in the repo root.')).toContain('act:create:md 1');
    expect(keys('- After each feature, write a design note in `docs/notes/<feature>.md`.')).toContain('act:create:md 1');
    expect(levels('Don\'t create new markdown files unless I ask for one.', 'After each task, write a summary into a new `NOTES-<date>.md` file.')).toEqual(['possible']);
    expect(levels('NEVER create documentation or summary .md files.', 'After each task, write a summary to a new `NOTES-<date>.md` file.')).toEqual(['possible']);
  });
  test('editing a Markdown file that exists, or a choice of markup, is not making one', () => {
    expect(keys('Update `docs/architecture.md` when the design changes.')).not.toContain('act:create:md 1');
    expect(shown('Don\'t create new markdown files unless asked.', 'Update `docs/architecture.md` when the design changes.')).toEqual([]);
    expect(keys('Write docs in Markdown.')).toEqual(['fam:doc-markup 1']);
  });
});

describe('what is written', () => {
  test('headers and lists are parts of it', () => {
    expect(claims('Give detailed explanations with headers and bullet lists for every answer.').find((c) => c.family === 'response-length')?.scope).toEqual([]);
    expect(shown('Keep answers short: a few sentences, no headers.', 'Give detailed explanations with headers and bullet lists for every answer.')).toHaveLength(1);
  });
});

describe('names of one thing', () => {
  test('what is installed is a dependency, whether called a package or a library', () => {
    expect(keys('Never install packages on your own.')).toEqual(['act:install:dep -1']);
    expect(levels('Install missing dependencies yourself when a build needs them.', 'Never install packages on your own; tell me what\'s missing and stop.')).toEqual(['possible']);
    expect(keys('Create a new package for each service.')).not.toContain('act:create:dep 1');
  });
  test('the agent\'s todo list is one tool', () => {
    expect(keys('Use the TodoWrite tool to plan any task with more than two steps.')).toContain('act:use:todo-list 1');
    expect(keys('Don\'t use the todo list tool; just do the work.')).toEqual(['act:use:todo-list -1']);
    expect(levels('Use the todo list to plan any task with more than two steps.', 'Don\'t use TodoWrite; just do the work.')).toEqual(['certain']);
    expect(keys('Add TODO comments for skipped work.')).toEqual(['act:use:todo 1']);
  });
  test('the co-author trailer is one thing to add, however it is named', () => {
    for (const line of ['Keep the `Co-Authored-By: Claude` trailer on commits you make.', 'Add a `Co-authored-by: Claude` trailer to commits you make.', 'Every commit made by the agent MUST end with a `Co-Authored-By: Claude` trailer.']) expect(keys(line)).toContain('act:use:co-author 1');
    for (const line of ['Never add Claude, AI or co-author trailers to commit messages.', 'Do not add Co-Authored-By or any AI attribution to commit messages.', 'Keep `Co-Authored-By` trailers out of commit messages.']) expect(keys(line)).toContain('act:use:co-author -1');
    expect(levels('Add a `Co-authored-by: Claude` trailer to commits you make.', 'Never add Claude, AI or co-author trailers to commit messages.')).toEqual(['certain']);
    expect(keys('Credit co-authors of a paper in the acknowledgements.')).not.toContain('act:use:co-author 1');
  });
  test('a letter written bare before "prefix" is the prefix', () => {
    expect(keys('Release tags have no v prefix: `1.2.3`.')).toEqual(['fam:affix:prefix:tag -1']);
    expect(keys('Interfaces have no I prefix.')).toEqual(['fam:affix:prefix:interface -1']);
    expect(levels('Tag releases as `v1.2.3`.', 'Release tags have no v prefix: `1.2.3`.')).toEqual(['certain']);
    expect(keys('Tags have no prefix.')).toEqual(['fam:affix:prefix:tag 1']);
  });
  test('feature branches are a kind of branch, the release branch is the branch named release', () => {
    expect(claims('Never delete feature branches.')[0]).toMatchObject({ key: 'act:delete:branch', scope: ['feature'] });
    expect(keys('Push to the release branch.')).toEqual(['act:push:release 1']);
  });
});

describe('asking first', () => {
  test('ruled out without naming an act, it meets every rule to ask before one', () => {
    for (const line of ['Don\'t wait for approval; make the edits directly.', 'Start editing right away; don\'t wait for me to approve a plan.', 'Never ask for permission.', 'Do not ask me for confirmation.']) expect(keys(line)).toContain('confirm:: -1');
    expect(levels('Wait for my approval before editing any file.', 'Don\'t wait for approval; make the edits directly.')).toEqual(['possible']);
    expect(levels('Write a plan and wait for my approval before editing any code.', 'Start implementing right away; don\'t stop to ask me to approve a plan.')).toEqual(['possible']);
  });
  test('a ban of something else said beside a confirmation, or of one phrasing of it, is not a ban of asking first', () => {
    expect(keys('Agent MUST NOT print target name in the same turn as the confirmation prompt.')).not.toContain('confirm:: -1');
    expect(keys("Never ask 'いいですか？' as the primary form of confirmation.")).not.toContain('confirm:: -1');
    expect(shown('Agent MUST NOT print target name in the same turn as the confirmation prompt.', 'Never use `head()` on a large table without explicit user approval.')).toEqual([]);
    expect(shown('Never ask for permission.', 'Check the data shape before blaming the logic.')).toEqual([]);
  });
  test('asking the user to do something, or a ban of asking with a case, is not that', () => {
    expect(keys('Don\'t ask the user to run tests.')).not.toContain('confirm:: -1');
    expect(keys('Don\'t ask me unless the change is risky.')).not.toContain('confirm:: -1');
    expect(shown('Ask before running any command that modifies the database.', 'Make changes directly; don\'t ask for confirmation on routine edits.')).toEqual([]);
  });
});

describe('numbers', () => {
  test('the timeout of an outbound HTTP request is one quantity however it is named', () => {
    expect(levels('HTTP client timeout: 30 seconds.', 'Set request timeouts to 5s, never longer.')).toEqual(['certain']);
    expect(levels('HTTP client timeout: 30 s for all outbound calls.', 'Set every outbound request timeout to 5 seconds.')).toEqual(['certain']);
    expect(levels('Outbound HTTP calls use a 30-second timeout.', 'Set every outbound request timeout to 5 seconds.')).toEqual(['possible']);
    expect(shown('HTTP server timeout: 30 seconds.', 'Set outbound request timeouts to 5 s.')).toEqual([]);
    expect(shown('Database query timeout: 30 seconds.', 'Set outbound request timeouts to 5 s.')).toEqual([]);
  });
  test('"once" and "twice" count times; "once" before a clause is a time', () => {
    expect(claims('Retry failed jobs at most once.').find((c) => c.type === 'number')).toMatchObject({ value: 1, cmp: 'max' });
    expect(claims('Retry twice.').find((c) => c.type === 'number')).toMatchObject({ value: 2 });
    expect(claims('Once the PR is merged, delete the branch.').some((c) => c.type === 'number')).toBe(false);
    expect(shown('Retry failed jobs 3 times.', 'Retry failed jobs at most once.')).toHaveLength(1);
  });
});

describe('lines of what not to do and their fixes', () => {
  test('after a mark of what not to do, a mark before code gives what to use', () => {
    expect(keys('❌ `bun install` — ✅ `pnpm install` (bun is not supported in this repo)')).toContain('fam:js-package-manager 1');
    expect(keys('❌ `bun install` — ✅ `pnpm install` (bun is not supported in this repo)')).not.toContain('fam:js-package-manager -1');
  });
  test('an item that gives the fix in words of its own under a forbidding heading is read as it is', () => {
    const found = contradictions({
      'CLAUDE.md': '# P\n\n### Critical rules\n\n- NEVER use `bd edit` (interactive)\n- Use `bd update <id> --title/--notes` instead\n',
      '.claude/rules/agents.md': '# A\n\n### Forbidden\n\n- NEVER use `bd edit` (interactive editor)\n- Use `bd update <id> --title/--notes/--design` instead\n',
    });
    expect(found).toEqual([]);
    const ds = extractDirectives('.claude/rules/agents.md', '# A\n\n### Forbidden\n\n- Use `bd update` instead\n- `bd edit`\n');
    expect(ds.flatMap((d) => d.claims.map((c) => `${c.key} ${c.polarity}`))).toEqual(expect.arrayContaining(['act:use:bd update 1', 'act:use:bd edit -1']));
  });
});

describe('the shape of a sentence', () => {
  test('a subject and a verb of its own after a comma make a statement of their own', () => {
    expect(claims('ALWAYS add packages with Yarn (`yarn add <pkg>`), the team standardised on it.').find((c) => c.family === 'js-package-manager')?.scope).toEqual([]);
    expect(levels('ALWAYS add packages with Yarn (`yarn add <pkg>`), the team standardised on it.', 'NEVER run yarn here. New packages go in with `bun add <pkg>`.')).toEqual(['certain']);
  });
  test('a label whose value says what does it names that tool', () => {
    expect(keys('**Python deps:** managed by Poetry.')).toEqual(['fam:python-package-manager 1']);
    expect(keys('Formatting: handled by Biome.')).toEqual(['fam:js-formatter 1']);
  });
  test('a ban of doing one thing in parallel with another bans neither', () => {
    expect(keys('Never run `pnpm install` in parallel with any `turbo run` / `pnpm run` / `vitest` process.').some((k) => k.startsWith('fam:'))).toBe(false);
    expect(shown('**NEVER use `npx` to run tests. ALWAYS use `pnpm`.**', 'Never run `pnpm install` in parallel with any `turbo run` / `pnpm run` / `vitest` process.')).toEqual([]);
    expect(keys('Never use yarn.')).toEqual(['fam:js-package-manager -1']);
  });
});

describe('names', () => {
  test('how the names of a kind of thing look, said in the present, is the convention', () => {
    expect(claims('JSON fields are camelCase (`createdAt`).')[0]).toMatchObject({ family: 'naming-case', basis: 'prescribed' });
    expect(claims('Constants are UPPER_SNAKE_CASE.')[0]).toMatchObject({ basis: 'prescribed' });
  });
  test('the names an API sends are one set, whatever the lines call it', () => {
    expect(levels('JSON fields are camelCase (`createdAt`).', 'API JSON keys use snake_case (`created_at`).')).toEqual(['certain']);
    expect(levels('JSON fields in API responses are camelCase.', 'Serialize API payload keys as snake_case (`user_id`, `created_at`).')).toEqual(['certain']);
    expect(shown('Database columns are snake_case.', 'API payloads use camelCase keys.')).toEqual([]);
    expect(shown('Redis keys are kebab-case.', 'JSON fields are camelCase.')).toEqual([]);
  });
});

describe('history', () => {
  test('what was so before an event is history', () => {
    expect(keys('npm was used before the monorepo consolidation, so old tags still contain `package-lock.json`.')).toEqual([]);
    expect(shown('Dependencies SHALL be installed with pnpm.', 'npm was used before the monorepo consolidation, so old tags still contain `package-lock.json`.')).toEqual([]);
    expect(keys('Run the tests before the merge.')).toContain('act:run:test 1');
  });
});

describe('what real-text batches 383 and 384 showed', () => {
  test('the items under "Common Mistakes" are mistakes', () => {
    const found = contradictions({
      'CLAUDE.md': '# P\n\n## Common Mistakes\n- `db.query()` instead of `select()`\n- Double quotes on `x-data` with `tojson`\n',
      '.claude/rules/templates.md': '# T\n\n- **CRITICAL**: Use single quotes for `x-data` with `tojson`.\n',
    });
    expect(found.filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('a series of acts in a clause of its own after a ban is not banned', () => {
    const c = claims('Do not stop at analysis when you can directly patch, test, document, commit, or publish the requested change.').find((x) => x.key === 'act:commit:');
    expect(c?.polarity).not.toBe(-1);
    expect(keys('Never expose, print, commit, or paste secrets.')).toContain('act:commit:secret -1');
  });
  test('a line of a log in code sets nothing', () => {
    const a = '# S\n\nNetdata executed four consecutive transitions with no suppression:\n`10:01:03Z CLEAR -> CRITICAL val=100 flags=PROCESSED,EXEC_RUN,SAVED exec_code=0 delay=0`,\nthen a second one. Before the drill the last transition that executed was `08-18 07:31:50Z UNINITIALIZED -> CRITICAL\nflags=EXEC_RUN,EXEC_FAILED exec_code=1`; everything after it failed.\n';
    const b = '# V\n\nNetdata executed four consecutive transitions, no suppression:\n`10:01:03Z CLEAR -> CRITICAL val=100 flags=PROCESSED,EXEC_RUN,SAVED exec_code=0 delay=0`;\nthen a second one. Before the drill, the last transition that executed was `08-18 07:31:50Z UNINITIALIZED ->\nCRITICAL flags=EXEC_RUN,EXEC_FAILED exec_code=1`; everything after it failed.\n';
    expect(contradictions({ 'stacks/CLAUDE.md': a, 'stacks/vps01/CLAUDE.md': b })).toEqual([]);
    expect(contradictions({ 'CLAUDE.md': '# P\n\nRun `jest --maxWorkers=4`.\n', '.claude/rules/t.md': '# T\n\nRun `jest --maxWorkers=1`.\n' })).toHaveLength(1);
  });
});
