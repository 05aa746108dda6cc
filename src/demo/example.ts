// An embedded example repository for `memory-review demo`: a small monorepo whose memory files show the
// common silent failures (an import dropped in a nested launch, a path-scoped rule, an unquoted glob that
// makes a rule unconditional, an over-long MEMORY.md index).
export const EXAMPLE_BASE: Record<string, string> = {
  'CLAUDE.md': '# Shop monorepo\n\n- Use pnpm for every package script.\n- See @docs/architecture.md for the layout.\n',
  'docs/architecture.md': '# Architecture\n\nThe web app lives in `packages/web`; the API in `packages/api`.\n',
  '.claude/rules/testing.md': '---\npaths:\n  - "packages/**/*.test.ts"\n---\nTests use Vitest. Never mock the database.\n',
  'packages/web/CLAUDE.md': '# Web\n\nComponents live in `src/components`. Run `pnpm dev` to start.\n',
  'packages/web/src/components/Button.tsx': 'export const Button = () => null;\n',
  'packages/web/src/components/Button.test.ts': 'test("x", () => {});\n',
  'packages/api/src/server.ts': 'export {};\n',
  'package.json': '{ "name": "shop", "private": true }\n',
};

export const EXAMPLE_HEAD: Record<string, string | null> = {
  'CLAUDE.md': '# Shop monorepo\n\n- Use npm for every package script.\n- See @docs/architecture.md for the layout.\n- Style guide: @docs/style.md\n',
  '.claude/rules/api.md': '---\npaths: packages/api/**\n---\nAPI handlers validate input with zod.\n',
  '.claude/rules/ts.md': '---\npaths:\n  - **/*.ts\n---\nPrefer type aliases over interfaces.\n',
  'docs/architecture.md': null,
  'docs/design.md': '# Architecture\n\nThe web app lives in `packages/web`; the API in `packages/api`.\n',
};
