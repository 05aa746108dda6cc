/**
 * An act done without asking is done ("Commit your work after each step without asking" against "Never commit"); a
 * condition in a bracket after a thing the clause names is about that thing ("Unit tests use Jest (`npx jest --watch`
 * while developing)"); a script a package manager runs is named by its own name ("`pnpm storybook` serves Storybook on
 * port 9009"); two values that differ only in the coding agent they name are each agent's own ("`claude/<task>`" /
 * "`codex/<task>`"); a summary at the end of a reply is one act however it is said ("No summaries at the end of
 * responses" / "Finish every answer with a summary of what you changed"); a section headed "Origin" or "Incidents", and a
 * paragraph that opens with a date, are records of one time; what a thing never does, with "never" right before its
 * verb ("The build never pulls Mantine"), describes it; committing is said in more ways ("as soon as the tests pass" is
 * a time, "on my behalf" is whose act, "Never `git commit`", "NEVER create commits"); a place a directory's own file names
 * from there is the one the root names inside that directory; a capitalised name right before a dotted version, in a
 * verbless list or a label's value, is that product at that version, known or not ("Laravel 12 + Filament 4.0"); a
 * doc comment or an inline comment is a comment, and "above" places it; a comma in a series of places after a
 * preposition joins one more place ("in code, commit messages or replies"), and gitmoji puts emoji in commit messages;
 * how a project began ("Originally the API was written in Flask (2019–2022)") is history; a bold label that names a
 * phase or gives a date is a record of that time; a label's word in another script narrows nothing; type prefixes
 * of commit messages are Conventional Commits; "Commit signing is off" rules out signing; a git command where the verb
 * goes is that act; an act allowed without something is allowed ("can be pushed straight to main without a PR"), and a
 * git act on a branch named by its name is about that branch; tags are release tags, and what all tags look like is
 * the convention; "don't run gofmt on it" is about the thing named before; a word of the measured kind ("lifetime" of
 * a TTL) or a part of a hyphened word the other line writes apart ("access-token") names no other thing; the items
 * after "… if the report later mentions:" are what the report mentions; a name that is a segment of a path in code
 * (`sdks/go/v1.0.0`) names a folder, not the language at a version; two sample commit messages after one rule are
 * examples, not two values of it.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { contradictions, two } from '../helpers/contradictions.js';

const all = (a: string, b: string, pb = '.claude/rules/dev.md') => two(`# Project\n\n${a}\n`, `${b}\n`, 'CLAUDE.md', pb);
const shown = (a: string, b: string, pb = '.claude/rules/dev.md') => all(a, b, pb).filter((c) => c.confidence !== 'unlikely');
const keys = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims.map((c) => `${c.key} ${c.polarity}`));

describe('an act done without asking', () => {
  test('is done, and asking before it is not needed', () => {
    expect(keys('Commit your work after each step without asking.')).toEqual(['confirm:commit: -1', 'act:commit: 1']);
    expect(shown('Commit your work after each step without asking.', 'Never commit — leave all changes uncommitted for me to review.').map((c) => c.confidence)).toEqual(['certain']);
    expect(shown('Push to the branch without asking.', 'Never push.').map((c) => c.confidence)).toEqual(['certain']);
  });
  test('an act asked about first, or forbidden without asking, is not said to be done', () => {
    expect(keys('Ask before committing.')).toEqual(['confirm:commit: 1']);
    expect(keys('Never push without asking.')).toEqual(['confirm:push: 1']);
    expect(shown('Never push without asking.', 'Never push.')).toEqual([]);
  });
  test('a ban of the act in a case of its own, or of another object, leaves it', () => {
    expect(shown('Commit your work after each step without asking.', 'Never commit directly to main.')).toEqual([]);
    expect(shown('Commit your work after each step without asking.', 'Never commit secrets.')).toEqual([]);
    expect(shown('Fix lint errors without asking.', 'Never fix lint errors in generated code.').every((c) => c.confidence !== 'certain')).toBe(true);
  });
});

describe('a condition in a bracket', () => {
  test('after a thing the clause names, it is about that thing', () => {
    expect(extractDirectives('CLAUDE.md', '# P\n\n- Unit tests use Jest (`npx jest --watch` while developing).\n')[0].claims[0].conditional).toBe(false);
    expect(shown('Run tests with Vitest (`vitest --ui` when debugging).', 'Use Jest for tests.').map((c) => c.confidence)).toEqual(['certain']);
    expect(shown('- Unit tests use Jest (`npx jest --watch` while developing).', '- Write every test with Vitest; Jest has been removed from the toolchain.')).toHaveLength(1);
  });
  test('opening the bracket, or after another thing, it is the clause\'s', () => {
    expect(extractDirectives('CLAUDE.md', '# P\n\nSquash commits (only when asked).\n')[0].claims[0].conditional).toBe(true);
    expect(shown('Use pnpm (npm when offline).', 'Install dependencies with npm.').filter((c) => c.confidence === 'certain')).toEqual([]);
    expect(shown('Use pnpm (`npm install` when offline).', 'Install dependencies with npm.').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('a script a package manager runs', () => {
  test('is named by its own name, not the tool that runs it', () => {
    expect(all('Storybook runs on port 6006.', '`pnpm storybook` serves Storybook on port 9009.').map((c) => c.subject)).toEqual(['the port of storybook']);
    expect(all('Storybook runs on port 6006.', '`npm run storybook` (port 6006)')).toEqual([]);
  });
});

describe('values that differ only in the agent they name', () => {
  test('are each agent\'s own', () => {
    expect(shown('New work branches follow `claude/<task>` (not `codex/<task>`).', '- GitHub `main` is canonical. New work branches follow `codex/<task>`.', 'AGENTS.md')).toEqual([]);
    expect(all('New work branches follow `claude/<task>` (not `codex/<task>`).', '- GitHub `main` is canonical. New work branches follow `codex/<task>`.', 'AGENTS.md').map((c) => c.confidence)).toEqual(['unlikely']);
  });
  test('another value is still another value', () => {
    expect(shown('New work branches follow `claude/<task>`.', 'New work branches follow `agent/<task>`.', 'AGENTS.md')).toHaveLength(1);
  });
});

describe('a summary at the end of a reply', () => {
  test('is one act however it is said', () => {
    for (const line of ['No summaries at the end of responses.', 'Keep responses short, with no summary at the end.', "Don't summarize what you did at the end.", 'Keep responses short: no summary after edits.', 'Do not add a summary at the end of your response.']) {
      expect(keys(line)).toContain('act:summarize:end -1');
    }
    for (const line of ['Finish every answer with a summary of what you changed.', 'End every task with a bullet summary of what you changed and why.', 'Put a short summary at the end of every response.']) {
      expect(keys(line)).toContain('act:summarize:end 1');
    }
    expect(shown('Keep responses short, with no summary at the end.', 'Finish every answer with a summary of what you changed.').map((c) => c.confidence)).toEqual(['certain']);
    expect(shown('Keep responses short: no summary after edits.', 'End every task with a bullet summary of what you changed and why.').map((c) => c.confidence)).toEqual(['certain']);
  });
  test('the end of something else, or a summary asked for, is not it', () => {
    expect(keys('At the end of the PR description, add a summary of risks.')).not.toContain('act:summarize:end 1');
    expect(keys('Add a summary at the end of the file.')).not.toContain('act:summarize:end 1');
    expect(shown('No summaries at the end of responses.', 'Add a summary at the end of each ADR.')).toEqual([]);
    expect(shown('Never write a recap after finishing unless asked.', 'When asked, end with a summary.').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('records of one time', () => {
  const rule = (heading: string, text: string) => `---\npaths:\n  - "**/*.sh"\n---\n\n# Rule\n\n${heading}\n\n${text}\n`;
  test('a section headed "Origin" or "Incidents"', () => {
    for (const heading of ['## Origin', '## Incidents']) {
      const files = {
        'CLAUDE.md': '# Project\n',
        '.claude/rules/scan.md': rule(heading, '1. A shell script wrote the whole environment to a world-readable file. 11 live credentials.'),
        '.claude/rules/leak.md': rule('## Guard', 'The guard checks 14 live credentials.'),
      };
      expect(contradictions(files).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    }
  });
  test('a paragraph that opens with a date', () => {
    const files = {
      'CLAUDE.md': '# Project\n',
      '.claude/rules/scan.md': rule('## Scanner', 'The scanner checks 11 live credentials.'),
      '.claude/rules/leak.md': rule('## Source', '2026-08-11 incident: a comment spliced the environment into a public issue, including 14 live credentials.'),
    };
    expect(contradictions(files).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('the same counts in sections of the present still differ', () => {
    const files = {
      'CLAUDE.md': '# Project\n',
      '.claude/rules/scan.md': rule('## Scanner', 'The scanner checks 11 live credentials.'),
      '.claude/rules/leak.md': rule('## Guard', 'The guard checks 14 live credentials.'),
    };
    expect(contradictions(files).filter((c) => c.confidence !== 'unlikely')).toHaveLength(1);
  });
});

describe('what a thing never does', () => {
  const stated = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims.map((c) => c.basis));
  test('describes it, with "never" right before the verb', () => {
    expect(stated('The build never uses Yarn.')).toEqual(['stated']);
    expect(stated('It means a consumer never pulls Mantine into their bundle.')).toEqual(['stated']);
    expect(shown('Components use Mantine.', 'The root barrel means a consumer never pulls Mantine into their bundle.', 'packages/ui/CLAUDE.md')).toEqual([]);
  });
  test('what someone who acts never does is a rule', () => {
    expect(stated('The agent never pushes to main.')).toEqual(['prescribed']);
    expect(stated('Developers never use Yarn.')).toEqual(['prescribed']);
    expect(stated('We never use Yarn.')).toEqual(['prescribed']);
  });
});

describe('committing, said in more ways', () => {
  test('the act is read', () => {
    expect(keys('Commit your work as soon as the tests pass.')).toEqual(['act:commit: 1']);
    expect(keys('Commit your work yourself as you finish each step.')).toEqual(['act:commit: 1']);
    expect(keys('Never commit on my behalf.')).toEqual(['act:commit: -1']);
    expect(keys('Never `git commit`.')).toEqual(['act:commit: -1']);
    expect(keys('NEVER create commits.')).toEqual(['act:commit: -1']);
    expect(keys('Never make commits.')).toEqual(['act:commit: -1']);
  });
  test('against a ban of it', () => {
    expect(shown('Never commit on my behalf; leave changes staged.', 'Commit your work as soon as a task is finished.').map((c) => c.confidence)).toEqual(['certain']);
    expect(shown('Commit your work when a task is done.', 'Never `git commit` — leave the changes staged for me to review.').map((c) => c.confidence)).toEqual(['possible']);
    expect(shown('Commit your work yourself as you finish each step.', 'NEVER run `git commit` — leave all changes uncommitted for the human to review.')).toHaveLength(1);
  });
  test('a place or another object still narrows it', () => {
    expect(keys('Never commit to main on my behalf.')).toEqual(['act:commit:main -1']);
    expect(shown('Commit your work as soon as the tests pass.', 'Never commit to main.')).toEqual([]);
  });
});

describe('a place named from a directory\'s own file', () => {
  const root = '# Project\n\n- Put heavy logic in `backend/src/services/`, keeping the interface layer lightweight.\n';
  const nested = '# Backend\n\n- Put heavy logic in `services/`, keeping the interface layer lightweight.\n';
  test('is the one the root names inside that directory', () => {
    expect(contradictions({ 'CLAUDE.md': root, 'backend/CLAUDE.md': nested })).toEqual([]);
  });
  test('another directory\'s file, or another place, is another place', () => {
    expect(contradictions({ 'CLAUDE.md': root, 'frontend/CLAUDE.md': nested }).length).toBeGreaterThan(0);
    expect(contradictions({ 'CLAUDE.md': root, 'backend/CLAUDE.md': nested.replace('services/', 'lib/') }).length).toBeGreaterThan(0);
  });
});

describe('a product the lexicon does not know, at a version', () => {
  const versions = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims.filter((c) => c.type === 'version').map((c) => c.key + ' ' + c.version));
  test('in a verbless list or a label\'s value', () => {
    expect(versions('Laravel 12 + Filament 4.0 + Pest 4.0 | SQLite (dev) / MySQL (prod)')).toEqual(['ver:Laravel 12', 'ver:Filament 4.0', 'ver:Pest 4.0']);
    expect(versions('**Version:** Filament 4.1 (NOT v3 - ignore v3 patterns)')).toEqual(['ver:Filament 4.1']);
    expect(two('# P\n\n- Laravel 12 + Filament 4.0 + Pest 4.0\n', '# Admin\n\n- **Version:** Filament 4.1\n', 'CLAUDE.md', 'app/Filament/CLAUDE.md').map((c) => c.kind)).toEqual(['version']);
  });
  test('not a numbered part, a quantity or a version in a sentence', () => {
    expect(versions('Phase 2.1: migrate the API')).toEqual([]);
    expect(versions('Normal text: Minimum 4.5:1 contrast ratio')).toEqual([]);
    expect(versions('We finished the Filament 4.0 upgrade last week.')).toEqual([]);
    expect(versions('Max 2.5 MB per upload')).toEqual([]);
  });
});

describe('kinds of comment', () => {
  test('a doc comment is a comment, and "above" places it', () => {
    expect(keys('Add a doc comment to every function you write.')).toEqual(['act:use:comment 1']);
    expect(keys('Put a comment above every function.')).toEqual(['act:use:comment 1']);
    expect(shown('Add a doc comment to every function you write.', 'Do not write code comments — the code should explain itself.').map((c) => c.confidence)).toEqual(['certain']);
    expect(shown('Do not add comments to the code you write.', 'ALWAYS put a comment above every function you write explaining what it does.')).toHaveLength(1);
  });
  test('a named kind of comment is still that kind', () => {
    expect(keys('Add TODO comments for skipped work.')).toEqual(['act:use:todo 1']);
  });
});

describe('a series of places; what gitmoji is made of', () => {
  test('"commit messages" in a series of places is no act of committing', () => {
    expect(keys('Never use emojis in code, commit messages or replies.')).toEqual(['act:use:emoji -1']);
    expect(keys('No emojis in code, commit messages or replies.')).toEqual(['act:use:emoji -1']);
    expect(shown('Never use emojis in code, commit messages or replies.', 'Never commit.')).toEqual([]);
    expect(keys('Run the tests in CI, commit the changes and push.')).toContain('act:commit: 1');
  });
  test('gitmoji puts emoji in commit messages', () => {
    expect(keys('Start every commit message with a gitmoji (e.g. ✨ or 🐛).')).toContain('act:use:emoji 1');
    expect(shown('Use gitmoji in commit messages (✨, 🐛, ♻️).', 'No emojis anywhere: not in code, commit messages or replies.').map((c) => c.confidence)).toEqual(['certain']);
  });
});

describe('how a project began', () => {
  test('is history', () => {
    expect(keys('Originally the API was written in Flask (2019–2022).')).toEqual([]);
    expect(keys('The API was initially built with Flask.')).toEqual([]);
    expect(keys('The API was written in Flask from 2019 to 2022.')).toEqual([]);
    expect(shown('The backend uses FastAPI.', 'Originally the API was written in Flask (2019–2022).')).toEqual([]);
  });
  test('what is so now is not', () => {
    expect(keys('The API is written in Flask.')).toEqual(['fam:python-web-framework 1']);
    expect(shown('The backend uses FastAPI.', 'The API is written in Flask.')).toHaveLength(1);
  });
});

describe('a bold label of a phase or a date; a word in another script', () => {
  test('an item labelled with a phase or a date is a record of that time', () => {
    const root = '# P\n\n- **AI Approval Workflow — Phase 3.1B (publish_product + archive_product, added 2026-05-11)**: Two risky tools wired through the approval workflow. `phase-3-foundation.spec.ts` now expects exactly **2** `@RequiresApproval` decorators on `products.ai.controller.ts`.\n';
    const api = '# API\n\n- **Phase 3.1B.γ (LIVE — 2026-05-11)**: `update_draft_product` — fourth risky AI tool. `phase-3-foundation.spec.ts` now expects exactly **4** `@RequiresApproval` decorators on `products.ai.controller.ts`.\n';
    expect(contradictions({ 'CLAUDE.md': root, 'apps/api/CLAUDE.md': api }).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    const unlabelled = (x: string) => x.replace(/\*\*[^*]*\*\*: /, '');
    expect(contradictions({ 'CLAUDE.md': unlabelled(root), 'apps/api/CLAUDE.md': unlabelled(api) }).filter((c) => c.confidence !== 'unlikely')).toHaveLength(1);
  });
  test('a label\'s word in another script narrows nothing', () => {
    const found = contradictions({ 'CLAUDE.md': '# P\n\n- **Web (лендинг + админка + B2B-кабинет партнёров):** Next.js 14\n', 'apps/admin/CLAUDE.md': '# Admin\n\n- **Framework:** Next.js 15 (App Router, Turbopack dev)\n' });
    expect(found.map((c) => [c.kind, c.confidence])).toEqual([['version', 'possible']]);
  });
});

describe('git policies said in more ways', () => {
  const conv = (line: string) => extractDirectives('CLAUDE.md', `# P\n\n${line}\n`).flatMap((d) => d.claims.filter((c) => c.key === 'fam:commit-convention').map((c) => c.polarity));
  test('type prefixes of commit messages are Conventional Commits', () => {
    expect(conv("Don't use `feat:`/`fix:` prefixes — start the subject with the ticket key.")).toEqual([-1]);
    expect(conv('Commit subjects start with the ticket key, e.g. `PAY-123 Add refund endpoint` — no type prefixes.')).toEqual([-1]);
    expect(conv('Prefix every commit message with `feat:` or `fix:`.')).toEqual([1]);
    expect(conv('Use `fix:` for bug fixes in the changelog.')).toEqual([]);
    expect(shown('Commit messages follow Conventional Commits (`feat:`, `fix:`).', "Don't use `feat:`/`fix:` prefixes — start the commit message with the ticket ID.")).toHaveLength(1);
  });
  test('a member switched off in the subject is not used (and reads without error)', () => {
    expect(extractDirectives('CLAUDE.md', '# P\n\n- Merge with a merge commit; squash merging is turned off for this repo.\n').flatMap((d) => d.claims.map((c) => `${c.key} ${c.member ?? ''} ${c.polarity}`))).toContain('fam:merge-strategy squash -1');
  });
  test('"Commit signing is off" rules out signing; "is required" asks for it', () => {
    expect(keys('Commit signing is off for this repo.')).toEqual(['act:sign:commit -1']);
    expect(keys('Commit signing is turned off.')).toEqual(['act:sign:commit -1']);
    expect(keys('Commit signing is required.')).toEqual(['act:sign:commit 1']);
    expect(keys('The cache is off in dev.')).toEqual([]);
    expect(shown('Sign every commit (`git commit -S`).', "Commit signing is off for this repo; don't pass `-S`.").map((c) => c.confidence)).toEqual(['certain']);
  });
  test('a git command where the verb goes is that act', () => {
    expect(keys('After rebasing, `git push --force-with-lease` your branch.')).toEqual(['act:force-push: 1']);
    expect(shown('NEVER force-push, not even to your own branch.', 'After rebasing, `git push --force-with-lease` your branch.').map((c) => c.confidence)).toEqual(['possible']);
  });
});

describe('an act allowed without something', () => {
  test('is allowed, and a git act on a named branch is about that branch', () => {
    expect(keys('Small fixes can be pushed straight to main without a PR.')).toEqual(['act:push:main|without:pr 1', 'act:push:main 1']);
    expect(shown('NEVER push directly to main.', 'Small fixes can be pushed straight to main without a PR.').map((c) => c.confidence)).toEqual(['possible']);
    expect(shown('Never commit directly to main.', 'Small fixes can be committed straight to `main`.').map((c) => c.confidence)).toEqual(['possible']);
  });
  test('a ban of doing it without something is still a condition', () => {
    expect(keys('Never open a PR without an issue.')).toEqual(['act:open:pr|without:issue -1']);
    expect(shown('Never push to main.', 'You may push to main without a review for docs.')).toEqual([]);
  });
});

describe('release tags', () => {
  test('are the tags, and what they look like is the convention', () => {
    expect(shown('Tag releases as `v1.2.3`.', 'Release tags carry no `v` prefix: `1.2.3`.').map((c) => c.confidence)).toEqual(['certain']);
    expect(shown('Release tags look like `v1.2.3`.', 'Release tags carry no `v` prefix — just `1.2.3`.').map((c) => c.confidence)).toEqual(['certain']);
  });
  test('one tag shown is not the convention', () => {
    expect(shown('The last release was tagged `v1.2.3`.', 'Release tags carry no `v` prefix — just `1.2.3`.').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('a thing named before', () => {
  test('"don\'t run gofmt on it" is about what "it" stands for', () => {
    expect(shown('Format Go code with gofmt.', "Generated code in `internal/pb/` is never formatted by hand — don't run gofmt on it.")).toEqual([]);
    expect(shown('Format Go code with gofmt.', "Don't run gofmt.").map((c) => c.confidence)).toEqual(['certain']);
  });
});

describe('what two numbers measure', () => {
  test('a word of the measured kind, or a hyphened word written apart, names no other thing', () => {
    expect(shown('JWT access tokens expire after 15 minutes.', 'Set the JWT access-token lifetime to 60 minutes.').map((c) => c.kind)).toEqual(['numeric']);
  });
  test('a word of its own on each side still does', () => {
    expect(shown('Failed jobs are retried 3 times with exponential backoff.', 'A failed job is retried 10 times before it goes to the dead-letter queue.').map((c) => c.kind)).toEqual(['numeric']);
    expect(shown('Voltage ratings (min 10% margin)', 'Current ratings (min 20% margin)')).toEqual([]);
  });
});

describe('items that complete a condition', () => {
  test('"… if the report later mentions:" lists what the report mentions, not acts', () => {
    const files = {
      'CLAUDE.md': '# P\n',
      '.claude/rules/frontend.md': '# Frontend\n\nThe following must not be hidden under "Open points" alone:\n- dev server could not start normally\n- lock files or stale processes blocked runtime verification\n',
      '.claude/rules/report.md': '# Report\n\nDo not label something as "none" if the report later mentions:\n- blocked dev server startup\n- stale lock files\n',
    };
    expect(contradictions(files).filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('a lead-in that bans its items still does', () => {
    const files = { 'CLAUDE.md': '# P\n\nLock files before editing them.\n', '.claude/rules/report.md': '# Report\n\nNever do the following:\n- lock files\n' };
    expect(contradictions(files).map((c) => c.confidence)).toEqual(['certain']);
  });
});

describe('a name that is a segment of a path in code', () => {
  test('names a folder, and the version after it a tag', () => {
    const root = '# P\n\n## Releases\n\n**Tag prefixes:**\n\n| SDK | Tag prefix | Example |\n|-----|-----------|---------|\n| Node | `node-v*` | `node-v1.0.2` |\n| Go | `sdks/go/v*` | `sdks/go/v1.0.0` |\n';
    expect(extractDirectives('CLAUDE.md', root).flatMap((d) => d.claims.filter((c) => c.type === 'version'))).toEqual([]);
    expect(extractDirectives('CLAUDE.md', '# P\n\nGo version: `go 1.22` in go.mod.\n').flatMap((d) => d.claims.map((c) => c.key + ' ' + c.version))).toEqual(['ver:Go 1.22']);
  });
});

describe('two sample commit messages', () => {
  test('after one rule are examples, not two values of it', () => {
    const a = '# Tickets\n\n- Commits reference their issue ID: `feat(ui): add signal runtime (#123)`\n';
    const b = '# Tickets\n\n- Commits reference their issue ID: `feat(agents): add planning agent (#123)`\n';
    expect(contradictions({ 'CLAUDE.md': '# P\n', '.claude/rules/ticket-system.md': a, 'sites/x/.claude/rules/ticket-system.md': b })).toEqual([]);
  });
});
