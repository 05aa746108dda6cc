/**
 * What a review reports: `certain` and `possible` contradictions, where the only doubt is one a reviewer settles
 * at a glance, and not `unlikely` ones, where the detector may have misread a line.
 */
import { contradictions, pair, same, two } from '../helpers/contradictions.js';

describe('three confidences', () => {
  test('two instructions in two files with nothing between them are certain', () => {
    expect(two('- Use pnpm for all package management.\n', '- Always use npm to install dependencies.\n')[0]?.confidence).toBe('certain');
  });
  test("a directory's own file against the root is possible: the reviewer decides whether it overrides", () => {
    const [c] = contradictions({ 'CLAUDE.md': '- Use pnpm for all package management.\n', 'packages/legacy/CLAUDE.md': '- Always use npm to install dependencies.\n' });
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/packages\/legacy\/'s own file/);
  });
  test('a description against an instruction in a file of the same level is possible', () => {
    expect(pair('Tests are written with pytest.', 'Use unittest for all new tests.')[0]?.confidence).toBe('possible');
  });
  test('a doubt that the detector misread a line outweighs one a reviewer settles', () => {
    const [c] = contradictions({ 'CLAUDE.md': '- Tests are written with pytest.\n', 'services/api/CLAUDE.md': '- Use unittest for all new tests.\n' });
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/describes how things are.*services\/api\/'s own file/);
  });
  test('two lines of one file are unlikely', () => {
    expect(same('- Use pnpm for all package management.\n\n## Setup\n\n- Always use npm to install dependencies.\n')[0]?.confidence).toBe('unlikely');
  });
  test('a value copied into two files and edited in one is possible', () => {
    const [c] = two('- Permissions are derived from `users.role` via `a/permissions.ts`.\n', '- Permissions are derived from `users.role` via `b/permissions.py`.\n');
    expect(c).toMatchObject({ kind: 'drift', confidence: 'possible' });
  });
});

describe('one sentence with another value', () => {
  test('a sentence about the file it is in is about a different file in each copy', () => {
    const line = (f: string): string => `**Staleness anchor:** This file assumes \`${f}\` exists. If it doesn't, this file is stale.\n`;
    expect(contradictions({ 'CLAUDE.md': line('src/engine/types.ts'), 'src/stores/CLAUDE.md': line('game.svelte.ts') })).toHaveLength(0);
    expect(contradictions({ 'CLAUDE.md': '- This package exports `createClient` from `src/client.ts`.\n', 'AGENTS.md': '- This package exports `createClient` from `src/api.ts`.\n' })).toHaveLength(0);
    // (the same sentence about the project, not the file, is one fact)
    const project = (f: string): string => `**Staleness anchor:** The project assumes \`${f}\` exists. If it doesn't, the docs are stale.\n`;
    expect(contradictions({ 'CLAUDE.md': project('src/engine/types.ts'), 'src/stores/CLAUDE.md': project('game.svelte.ts') })[0]?.kind).toBe('drift');
  });
  test('values that differ only in spacing are one value', () => {
    expect(two('- `InputSchema` must have `"type": "object"` or the SDK refuses it.\n', '- `InputSchema` must have `"type":"object"` or the SDK refuses it.\n')).toHaveLength(0);
    expect(two('- `InputSchema` must have `"type": "object"` or the SDK refuses it.\n', '- `InputSchema` must have `"type": "array"` or the SDK refuses it.\n')).toHaveLength(1);
  });
});

describe('a permission against a weak rule the other way', () => {
  test('a default or a preference allows the case a permission names', () => {
    expect(pair('CPU limits are optional and should be added only when there is a clear workload-specific reason.', 'Do not add CPU limits by default; use them only when a specific app needs throttling protection.')).toHaveLength(0);
    // (a firm ban does not)
    expect(pair('CPU limits are optional.', 'Never add CPU limits.')).toHaveLength(1);
  });
});

describe('copies that are records, examples or names', () => {
  test('a value under a dated heading is a record of one time: unlikely', () => {
    const [c] = contradictions({ 'CLAUDE.md': '- The CLI ships 11 library modules in `lib/`.\n', 'CHANGELOG.md': '## [2.2.0] - 2025-11-08\n\n- The CLI ships 14 library modules in `lib/`.\n', 'AGENTS.md': '@CHANGELOG.md\n' });
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/a record of one time/);
  });
  test('a count in a checklist item is work done: unlikely', () => {
    const [c] = two('- [x] Create the sidebar navigation with 7 async tool functions for the agent.\n', '- Create the sidebar navigation with 5 async tool functions for the agent.\n');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/checklist item/);
    expect(['certain', 'possible']).toContain(two('- Create the sidebar navigation with 7 async tool functions for the agent.\n', '- Create the sidebar navigation with 5 async tool functions for the agent.\n')[0]?.confidence);
  });
  test('another example is not another value', () => {
    expect(two('- **Commit messages**: single-line conventional commits (e.g., `feat: add host tools RPC server`).\n', '- **Commit messages**: single-line conventional commits (e.g., `feat: add ripgrep package`).\n')).toHaveLength(0);
    expect(two('- **Commit messages**: single-line conventional commits, for example `feat: add host tools RPC server`.\n', '- **Commit messages**: single-line conventional commits, for example `feat: add ripgrep package`.\n')).toHaveLength(0);
  });
  test('a number in an identifier is part of a name', () => {
    expect(two('See: docs/HARNESS_DECISIONS.md HD-002 for the reasons behind it.\n', 'See: docs/HARNESS_DECISIONS.md HD-010 for the reasons behind it.\n')).toHaveLength(0);
    expect(two('**Source:** PRD 01 (product requirements), Section 3 for the reasons behind it.\n', '**Source:** PRD 01 (product requirements), Section 5 for the reasons behind it.\n')).toHaveLength(0);
    expect(two('See step 3 of the release runbook before you tag the build.\n', 'See step 4 of the release runbook before you tag the build.\n')).toHaveLength(0);
    // (a count is a value)
    expect(two('See docs/HARNESS_DECISIONS.md: 2 reasons are behind it, read them first.\n', 'See docs/HARNESS_DECISIONS.md: 10 reasons are behind it, read them first.\n')).toHaveLength(1);
  });
});

describe('a version in a sentence', () => {
  test('"v0.2" is one name, not a number 2 after a dot', () => {
    const adr = (n: string): string => `# ADR\n\n**Status:** Accepted\n**Date:** 2026-02-18\n**Context:** Nika v0.${n}\n`;
    expect(contradictions({ 'CLAUDE.md': '@docs/adr-1.md\n@docs/adr-2.md\n', 'docs/adr-1.md': adr('2'), 'docs/adr-2.md': adr('1') }).filter((c) => c.kind === 'drift')).toHaveLength(0);
  });
});

describe('a sentence and its copy', () => {
  test('cannot contradict each other, whatever tension is inside the sentence', () => {
    const line = 'Do not run `vendor/bin/sail bin pint --test --format agent`, simply run `vendor/bin/sail bin pint --format agent` to fix any formatting issues.\n';
    expect(two(line, line)).toHaveLength(0);
    expect(two(`- ${line}`, `**Formatting:** ${line}`)).toHaveLength(0);
    // (a copy with another command in code is another sentence)
    expect(two('- Use `npm test -- --no-compile` only when intentionally reusing existing artifacts/typechain\n', '- Use `npm test --no-compile` only when intentionally reusing existing artifacts/typechain\n')[0]?.kind).toBe('drift');
  });
});

describe('a ban of an order', () => {
  test('"Do not run the command and then review it" leaves running it after a review', () => {
    const [c] = pair('Check command existence with `command -v` not `which`.', 'Do not run the command and then review it.');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/an order, not the act alone/);
    expect(pair('Run the command yourself.', 'Do not run the command.')[0]?.confidence).toBe('certain');
  });
});

describe('a name in code and a word in prose', () => {
  test('may be two senses of the word', () => {
    // (under the label of its environment, "no `path`" says nothing of a path in prose)
    expect(pair('Browser environment — no Node.js APIs, no `require`, no `fs`, no `path`.', 'The headless `child_process` path is always used.').filter((x) => x.confidence !== 'unlikely')).toEqual([]);
    const [c] = pair('Check command existence with `command -v` not `which`.', 'Do not run the command.');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/two senses/);
    // (the name in code on both lines is one thing)
    expect(pair('Never call `fetchUser` from a component.', 'Always call `fetchUser` from a component.')[0]?.confidence).toBe('certain');
  });
});

describe('conditions that end a series or follow an arrow', () => {
  test('a condition that ends a series of objects holds for the act', () => {
    expect(pair('Do not create task files, branches, commits, or PRs unless the user asks for code changes or durable artifacts.', 'Only create task files, branches, commits, PRs, or dispatched work when the user asks for implementation.')[0]?.confidence ?? 'none').toMatch(/unlikely|none/);
    // (without the condition, the ban holds)
    expect(pair('Create task files, branches, commits, and PRs.', 'Do not create task files, branches, commits, or PRs.')[0]?.confidence).toBe('certain');
    expect(pair('Create task files, branches, commits, and PRs.', 'Do not create task files, branches, commits, or PRs unless the user asks for code changes.')[0]?.confidence ?? 'none').toMatch(/unlikely|none/);
  });
  test('the steps after an arrow, after a comma, are steps of its case', () => {
    const merge = 'Merge to main — in this canonical repository, successful `main` CI triggers production deployment.';
    expect(pair(merge, '**Staging deployment fails** → fix the deployment, do not merge')[0]?.confidence ?? 'none').toMatch(/unlikely|none/);
    expect(pair(merge, 'Fix the deployment, do not merge')[0]?.confidence).toBe('certain');
  });
});

describe('versions of the stack stated in two files', () => {
  test('two versions of one tool described in two files are possible: one copy is stale', () => {
    const [c] = contradictions({ 'CLAUDE.md': '- **Stack:** Monorepo, TypeScript (Strict), Next.js 14, Supabase.\n', 'features/deals/CLAUDE.md': '- **Next.js 15** App Router - Server Components for initial load, Client Components for interactivity\n' });
    expect(c).toMatchObject({ kind: 'version', confidence: 'possible' });
    // (in one file they stay unlikely)
    expect(same('- **Stack:** Monorepo, TypeScript (Strict), Next.js 14, Supabase.\n\n## Deals\n\n- **Next.js 15** App Router - Server Components for initial load, Client Components for interactivity\n')[0]?.confidence).toBe('unlikely');
  });
  test('a migration from one version to another states neither', () => {
    expect(contradictions({ 'CLAUDE.md': '- Style: Tailwind v4 + shadcn/ui\n', 'apps/quiz/CLAUDE.md': '- Tailwind v3 → v4\n' })).toHaveLength(0);
    expect(contradictions({ 'CLAUDE.md': '- Style: Tailwind v4 + shadcn/ui\n', 'apps/quiz/CLAUDE.md': '- Tailwind v3 `extend.colors` → v4 `@theme`\n' })).toHaveLength(0);
  });
});

describe("a directory's own file against a root rule file", () => {
  test('is below the root, as it is below the root CLAUDE.md: possible', () => {
    const files = {
      '.claude/rules/file-length.md': '- Always run `pnpm check file-length` before you commit.\n',
      'tools/intellij-plugin/CLAUDE.md': '- Never run `pnpm check file-length`.\n',
    };
    const [c] = contradictions(files);
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/tools\/intellij-plugin\/'s own file/);
    // (two root rule files speak for the same directory)
    expect(contradictions({ '.claude/rules/a.md': files['.claude/rules/file-length.md'], '.claude/rules/b.md': files['tools/intellij-plugin/CLAUDE.md'] })[0]?.confidence).toBe('certain');
  });
});
