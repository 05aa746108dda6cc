// An embedded example repository for `memory-review demo`: a small monorepo whose change shows the
// common silent failures — a renamed import target, an unquoted glob that makes a rule load everywhere,
// a style guide that contradicts the root CLAUDE.md, a decision moved where /compact loses it, a path the
// memory still names after the change moved it, and a committed MEMORY.md linking to a missing topic.
export const EXAMPLE_BASE: Record<string, string> = {
  '.github/memory-review.yml':
    'memoryDir: .claude/memory\nentries:\n  - packages/*\ndecisions:\n  - id: release\n    text: Production releases use scripts/release.sh\n',
  'CLAUDE.md': '# Shop monorepo\n\n- Use pnpm for every package script.\n- Production releases use scripts/release.sh, never a manual tag.\n- See @docs/architecture.md for the layout.\n',
  'docs/architecture.md': '# Architecture\n\nThe web app lives in `packages/web`; the API in `packages/api`.\n',
  '.claude/rules/testing.md': '---\npaths:\n  - "packages/**/*.test.ts"\n---\nTests use Vitest. Never mock the database.\n',
  '.claude/memory/MEMORY.md': '- [Release checklist](release.md) — steps before tagging\n',
  '.claude/memory/release.md': '---\nname: release-checklist\ndescription: steps before tagging\ntype: project\n---\nRun the smoke tests first.\n',
  'packages/web/CLAUDE.md': '# Web\n\nComponents live in `packages/web/src/components`. Run `pnpm dev` to start.\n',
  'packages/web/src/components/Button.tsx': 'export const Button = () => null;\n',
  'packages/web/src/components/Button.test.ts': 'test("x", () => {});\n',
  'packages/api/src/server.ts': 'export {};\n',
  'scripts/release.sh': '#!/bin/sh\n',
  'package.json': '{ "name": "shop", "private": true }\n',
};

export const EXAMPLE_HEAD: Record<string, string | null> = {
  'CLAUDE.md': '# Shop monorepo\n\n- Use npm for every package script.\n- See @docs/architecture.md for the layout.\n- Style guide: @docs/style.md\n',
  'docs/style.md': '# Style\n\n- Always install dependencies with pnpm.\n- Indent with 2 spaces.\n',
  '.claude/rules/api.md': '---\npaths: packages/api/**\n---\nAPI handlers validate input with zod.\n',
  '.claude/rules/ts.md': '---\npaths:\n  - **/*.ts\n---\nPrefer type aliases over interfaces.\n',
  '.claude/memory/MEMORY.md': '- [Release checklist](release.md) — steps before tagging\n- [Flaky tests](flaky-tests.md) — known flaky suites\n',
  'docs/architecture.md': null,
  'docs/design.md': '# Architecture\n\nThe web app lives in `packages/web`; the API in `packages/api`.\n',
  'packages/web/CLAUDE.md': '# Web\n\nComponents live in `packages/web/src/components`. Run `pnpm dev` to start.\nProduction releases use scripts/release.sh.\n',
  'packages/web/src/components/Button.tsx': null,
  'packages/web/src/components/Button.test.ts': null,
  'packages/web/src/ui/Button.tsx': 'export const Button = () => null;\n',
  'packages/web/src/ui/Button.test.ts': 'test("x", () => {});\n',
};
