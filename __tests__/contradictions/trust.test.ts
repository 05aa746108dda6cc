/**
 * The contradiction detector on the shapes of real memory files: the classes of false alarm seen on public
 * repositories (negative lists, launchers, "instead of", negation scope, descriptions, word senses, per-section
 * values), the plain conflicts that must be found as certain, confidence and its reason, `explain`, and the cost
 * of repeated lines.
 */
import { extractDirectives, findConflicts, type Conflict } from '../../src/core/contradictions/index.js';
import { explainPair, renderExplanation } from '../../src/core/contradictions/explain.js';

function run(files: Record<string, string>): Conflict[] {
  const m = new Map(Object.entries(files).map(([p, t]) => [p, extractDirectives(p, t)]));
  return findConflicts(m, [{ id: 'all', label: 'all', files: Object.keys(files) }]);
}
const contradictions = (files: Record<string, string>) => run(files).filter((c) => c.rule === 'contradiction');
const pair = (a: string, b: string) => contradictions({ 'A.md': `- ${a}\n`, 'B.md': `- ${b}\n` });

describe('plain conflicts are certain', () => {
  test.each([
    ['Use pnpm for all package management.', 'Always use npm to install dependencies.'],
    ['Format with dprint, not Prettier.', 'Run Prettier on every file.'],
    ['You may push directly to main.', 'Never push to main.'],
    ['Never push to main.', 'Push small fixes straight to main.'],
    ['Keep functions under 40 lines.', 'Functions may be up to 80 lines long.'],
    ['Python 3.12 is required.', 'Code must stay compatible with Python 3.9.'],
    ['Use ESLint for linting.', 'Lint with Biome, not ESLint.'],
    ['Max line length is 100.', 'Lines must not exceed 120 characters.'],
  ])('%s / %s', (a, b) => {
    const found = pair(a, b);
    expect(found).toHaveLength(1);
    expect(found[0].confidence).toBe('certain');
    expect(found[0].reason).toMatch(/both are instructions/);
  });

  test('a purpose is not a scope ("for all package management" / "to install dependencies")', () => {
    expect(pair('Use pnpm for package management.', 'Always use npm to install dependencies.')[0]?.confidence).toBe('certain');
    // a place is: "in the billing service" narrows the rule, and a narrower choice is an override
    expect(pair('Use pnpm.', 'In the billing service, use npm.')).toHaveLength(0);
  });
});

describe('more plain conflicts', () => {
  test('a permission and a prohibition under the same "without"', () => {
    expect(pair('You may open pull requests without a linked issue.', 'Never open a PR without linking an issue.')[0]?.kind).toBe('polarity');
  });
  test('"them" stands for the subject of the clause before', () => {
    expect(pair("You're allowed to edit the lockfile by hand.", 'Lockfiles are generated — never edit them manually.')[0]?.kind).toBe('polarity');
  });
  test('an instruction frame ("feel free to") is not a scope', () => {
    expect(pair('Feel free to rename functions.', 'Never rename functions.')[0]?.confidence).toBe('certain');
  });
});

describe('descriptions, examples and launchers are at most possible', () => {
  test('a description against an instruction is at most possible, with the reason', () => {
    const [c] = pair('Tests are written with pytest.', 'Use unittest for all new tests.');
    expect(c.confidence).toBe('possible');
    expect(c.reason).toMatch(/A\.md:1 describes how things are/);
  });
  test('a launcher running a script against a package manager choice is unlikely', () => {
    const [c] = pair('Use npm for every package script.', 'Run `pnpm dev` to start.');
    expect(c.confidence).toBe('unlikely');
    expect(c.reason).toMatch(/names pnpm only as what runs another command/);
  });
  test('a launcher against a description says nothing', () => {
    expect(pair('The project uses npm.', 'Run `pnpm nx build web` to build.')).toHaveLength(0);
  });
});

describe('false alarms seen on real repositories produce nothing', () => {
  test('a "Do NOT" heading negates the first sentence of each item, not its explanation', () => {
    const agents = '## Do NOT\n\n- Use npm or yarn in TypeScript packages. This repo is pnpm-only.\n- Use `require()` in TypeScript. ES module `import` syntax only.\n';
    const cli = '- ES module `import` syntax only. Never `require()`.\n- pnpm only. Never npm, never yarn.\n';
    expect(contradictions({ 'AGENTS.md': agents, 'cli/AGENTS.md': cli })).toEqual([]);
    // the prohibition itself is still one
    expect(contradictions({ 'AGENTS.md': agents, 'B.md': '- Always use npm to install packages.\n' }).map((c) => c.kind)).toEqual(['polarity']);
  });

  test('npm the registry is not npm the client', () => {
    const rules = '- **Package manager:** pnpm everywhere (no npm, no yarn).\n';
    expect(contradictions({ 'A.md': rules, 'B.md': '- First publish of a new npm package must be done manually.\n' })).toEqual([]);
    expect(contradictions({ 'A.md': rules, 'B.md': 'The `@acme/cli` package on npm. Commander-based.\n' })).toEqual([]);
  });

  test('"prefer `pnpm nx` over `npx nx`" rejects the launcher, not Nx', () => {
    const md = '- Always prefer `pnpm nx ...` over `npx nx ...`.\n- Run only one Nx command at a time.\n- Use `pnpm nx show projects` to list all available packages\n';
    expect(contradictions({ 'AGENTS.md': md })).toEqual([]);
  });

  test('a prohibited command line is about that command, not the tool', () => {
    expect(contradictions({ 'A.md': '- ALWAYS use `pnpm` (never npm, yarn, or bun)\n', 'B.md': '- NEVER run `pnpm test` (runs all packages). Use `vitest path/to/test -t <pattern>`\n' })).toEqual([]);
    expect(pair('Always use `pnpm` as package manager.', 'Never run `pnpm dev` to validate your changes.')).toEqual([]);
    // ❌ lists: the bare inner command is wrong, the same tool through its launcher is right
    const list = '## Commands\n\n- ❌ `nx build` — bare nx may not resolve; prefix it with pnpm\n- ❌ `npx eslint` — run `pnpm eslint`\n';
    expect(contradictions({ 'A.md': list, 'B.md': '- Build with `pnpm nx build web`.\n- Lint with `pnpm eslint .`\n' })).toEqual([]);
    // the same command, allowed and forbidden, is a contradiction
    expect(pair('Always run `terraform fmt`.', 'Never run `terraform fmt`.')[0]?.kind).toBe('polarity');
  });

  test('the object a negation governs: "never use `any`, use `unknown`, validate with Zod" does not forbid Zod', () => {
    expect(pair('Never use `any`, use `unknown` for untrusted data, validate with Zod.', 'Validate request bodies with Zod.')).toEqual([]);
  });

  test('"use A instead of B" agrees with "don\'t use B"', () => {
    expect(pair('Use Vitest instead of Jest.', "Don't use Jest.")).toEqual([]);
  });

  test('a command listing is not an instruction; "never X directly — use the task" agrees with the task', () => {
    const md = '### Testing\n- `mise run test` or `mise run t` - Run all tests (unit + e2e)\n\n### Pre-commit\n1. Use `mise run test:e2e` for running specific e2e tests\n2. Never run e2e tests by executing them directly - always use the mise task\n';
    expect(contradictions({ 'CLAUDE.md': md })).toEqual([]);
  });

  test('word senses: formatting Rust is not choosing Rust; a path names a file; browser tabs are not indentation; asking for different things', () => {
    expect(contradictions({ 'CLAUDE.md': '* Format Rust: `cargo fmt --all`\n* Format Python: `ruff format .`\n* Lint Python: `ruff check .`\n' })).toEqual([]);
    expect(pair('Test with unit test in `rust/lancedb/src/table.rs`.', 'Add unit test in `python/tests/test_table.py`.')).toEqual([]);
    expect(pair('Use browser tabs to compare pages.', 'Indent with spaces, never tabs.')).toEqual([]);
    expect(pair('Ask the user to run /chrome when needed.', 'Do not ask the user to test the UI.')).toEqual([]);
  });

  test('a value under a heading that names a directory applies there', () => {
    const md = '### Python SDK\n- **Linter/formatter:** Ruff (line length **120**)\n\n### Python CLI (`cli/python/`)\n- **Linter/formatter:** Ruff (line length **100** — different from root SDK)\n';
    expect(contradictions({ 'CLAUDE.md': md })).toEqual([]);
  });

  test('installing a tool in an aside is not a choice of package manager', () => {
    expect(contradictions({ 'CLAUDE.md': '- **Hatch**: Python build/environment tool (`pip install hatch`)\n- Do NOT use `pip` or `conda` for dependency management — use `hatch`\n' })).toEqual([]);
  });

  test('replayed commits, second batch: a command described as a subject, an import source, item labels with an unless-exception', () => {
    expect(contradictions({ 'AGENTS.md': '- Never run the whole test suite. A bare `pnpm test` or `pnpm doctest` runs every package in watch mode and will not exit.\n\n## Docs\n\n- Run `pnpm doctest` from the repository root to execute marked examples.\n' })).toEqual([]);
    expect(pair('**MANDATORY**: Use regular `vitest` for pure TypeScript functions', '**CRITICAL**: Import `{ assert, describe, it }` from `@effect/vitest`, not from `vitest`')).toEqual([]);
    const md = '- **Editorial**: Changes only spelling or wording. Skip `pnpm docs:build` unless another changed path requires it.\n- **Structural**: Changes navigation or routes. Run `pnpm docs:build`.\n';
    expect(contradictions({ 'CLAUDE.md': md })).toEqual([]);
    expect(pair('Use `pnpm`, not `npm`. Never use `npx`.', 'Cut the next npm minor release with the publish skill.')).toEqual([]);
    expect(pair('Never use npm or yarn in TypeScript packages.', '**Workflow filenames are load-bearing:** npm OIDC trusted publishing is pinned to the workflow filename.')).toEqual([]);
  });

  test('the same description in two files agrees', () => {
    const d = 'The web client is made of presentational components that contain only display logic.\n';
    expect(contradictions({ 'A.md': d, 'B.md': d })).toEqual([]);
  });
});

describe('explain', () => {
  const a = { path: 'CLAUDE.md', text: '# P\n\n- Use pnpm for all package management.\n', line: 3 };
  const b = { path: 'docs/style.md', text: '# Style\n\n- Always use npm to install dependencies.\n', line: 3 };
  test('says what a line claims and why two lines conflict', () => {
    const out = renderExplanation([a, b]);
    expect(out).toContain('claim: fam:js-package-manager = pnpm (do, strong, prescribed');
    expect(out).toContain('contradiction (exclusive-choice, certain): JavaScript package manager');
  });
  test('and why two lines do not', () => {
    const v = explainPair(a, { path: 'B.md', text: '- Run `pnpm install` before building.\n', line: 1 });
    expect(v.found).toEqual([]);
    expect(v.notes.join('\n')).toMatch(/they agree/);
    expect(renderExplanation([{ path: 'X.md', text: '# Heading\n', line: 1 }])).toMatch(/no directive on this line/);
  });
});

describe('repeated lines', () => {
  test('copies of a sentence are compared once, and the pair is still found', () => {
    const files: Record<string, string> = { 'CLAUDE.md': '- Use pnpm.\n' };
    for (let i = 0; i < 300; i++) files[`p${i}/CLAUDE.md`] = '- Use npm.\n- Keep the changelog current.\n';
    const found = contradictions(files);
    expect(found).toHaveLength(1);
    expect(found[0].a.path).toBe('CLAUDE.md');
  });
});
