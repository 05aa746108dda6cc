/**
 * Readings added after held-out set 15 and the real-text batches 211 and later.
 */
import { contradictions, two } from '../helpers/contradictions.js';

const shown = (a: string, b: string) => two(a, b).filter((c) => c.confidence !== 'unlikely');

describe('"no exceptions" makes a rule hold everywhere', () => {
  test('"Indentation: 4 spaces in every file, no exceptions." clashes with "Indent with 2 spaces."', () => {
    const [c] = shown('- Indent with 2 spaces.\n', '- Indentation: 4 spaces in every file, no exceptions.\n');
    expect(c?.subject).toMatch(/indentation/);
  });
  test('a place that is named still narrows: "4 spaces in Python files"', () => {
    expect(shown('- Indent with 2 spaces.\n', '- Indentation: 4 spaces in Python files.\n')).toEqual([]);
  });
});

describe('a pronoun stands for a file named as the subject before it', () => {
  test('"`Cargo.lock` is gitignored — never commit it" bans committing Cargo.lock', () => {
    const [c] = shown('- Commit `Cargo.lock` (this is a binary crate).\n', '- `Cargo.lock` is gitignored — never commit it.\n');
    expect(c?.subject).toMatch(/cargo\.lock/i);
    expect(c?.confidence).toBe('certain');
  });
  test('the pronoun of another subject does not: "`dist/` is built by CI — never commit it" says nothing of Cargo.lock', () => {
    expect(shown('- Commit `Cargo.lock`.\n', '- `dist/` is built by CI — never commit it.\n')).toEqual([]);
  });
});

describe('what is named by a label of a naming case', () => {
  test('"Files: kebab-case" is about file names', () => {
    const [c] = shown('- Files: kebab-case (`user-profile.tsx`).\n', '- Name files in PascalCase.\n');
    expect(c?.subject).toMatch(/naming case/);
  });
  test('two labels naming different things do not clash: "Files: kebab-case" / "Types: PascalCase"', () => {
    expect(shown('- Files: kebab-case.\n', '- Types: PascalCase.\n')).toEqual([]);
  });
});

describe('each place of its kind is no place', () => {
  test('"never runs `terraform apply`, in any environment" against a permission to run it', () => {
    const [c] = shown('- Claude may run `terraform apply` against staging.\n', '- The agent never runs `terraform apply`, in any environment.\n');
    expect(c?.subject).toMatch(/terraform apply/);
  });
  test('a named environment still narrows: "never run `terraform apply` in production"', () => {
    expect(shown('- Claude may run `terraform apply` against staging.\n', '- Never run `terraform apply` in production.\n').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('the place a launched command is run in narrows running its launcher', () => {
  test('"`sudo apt-get install` in the devcontainer" is a permission for that place, not a clash with "never run commands with `sudo`"', () => {
    expect(shown("- It's OK to use `sudo apt-get install` in the devcontainer.\n", '- Never run commands with `sudo`.\n')).toEqual([]);
  });
  test('without a place it clashes', () => {
    const [c] = shown("- It's OK to use `sudo apt-get install`.\n", '- Never run commands with `sudo`.\n');
    expect(c?.subject).toMatch(/sudo/);
  });
});

describe('pushing one’s own branch is pushing', () => {
  test('"Push your branch when done" / "Never push to the remote" are about one act', () => {
    const [c] = two('- Push your branch to open a pull request.\n', '- NEVER push to the remote — the human pushes.\n');
    expect(c?.subject).toMatch(/^push$/);
  });
  test('pushing to `main` is not pushing one’s branch', () => {
    expect(two('- Push your branch to open a pull request.\n', '- Never push to `main`.\n')).toEqual([]);
  });
});

describe('a case of names for what the heading above names', () => {
  test('"Sentence case only. No title case." under "### Headings" is about headings, not UI elements', () => {
    const a = '# Style\n\n### Headings\n\n- **Sentence case only.** No title case.\n';
    const b = '# Agents\n\n## UI text\n\n- Use **title case** for UI elements.\n';
    expect(two(a, b).filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('two cases for headings still clash', () => {
    const a = '# Style\n\n### Headings\n\n- Use sentence case.\n';
    const b = '# Agents\n\n- Use title case for headings.\n';
    expect(shown(a, b)[0]?.subject).toMatch(/letter case/);
  });
});

describe('sentence case holds the cases of some words', () => {
  test('"Sentence case only" agrees with "Use lowercase for generic technical terms"', () => {
    expect(two('- **Sentence case only.** Capitalize only the first word and proper nouns.\n', '- Use lowercase for generic technical terms.\n')).toEqual([]);
  });
  test('"Use sentence case for headings" against "Use lowercase for headings" clashes', () => {
    expect(shown('- Use sentence case for headings.\n', '- Use lowercase for headings.\n')[0]?.subject).toMatch(/letter case/);
  });
});

describe('"only use X for S" leaves a ban of X everywhere else', () => {
  test('"Only use `interface` for contracts implemented by classes" agrees with "`type`, not `interface`"', () => {
    expect(shown('- Use `type` for object definitions, not `interface` (enforced by ESLint)\n', '- Only use `interface` for contracts implemented by classes\n')).toEqual([]);
  });
  test('"Use `interface` for every object type" against "never use `interface`" still clashes', () => {
    expect(shown('- Never use `interface`.\n', '- Use `interface` for every object type.\n')[0]?.kind).toBe('polarity');
  });
});

describe('templates and placeholders', () => {
  test('a placeholder in code (`[BUILD_COMMAND]`) is not a value that drifts from `ng build`', () => {
    expect(contradictions({ 'CLAUDE.md': '# App\n\n- **Build gate**: `ng build` must pass before any commit. No exceptions.\n', 'sdk/CLAUDE.md': '# SDK\n\n- **Build gate**: `[BUILD_COMMAND]` must pass before any commit. No exceptions.\n' })).toEqual([]);
  });
  test('the same sentence with two real commands drifts', () => {
    expect(contradictions({ 'CLAUDE.md': '# App\n\n- **Build gate**: `ng build` must pass before any commit. No exceptions.\n', 'sdk/CLAUDE.md': '# SDK\n\n- **Build gate**: `vite build` must pass before any commit. No exceptions.\n' })[0]?.kind).toBe('drift');
  });
  test('a CLAUDE.md in a folder of templates speaks for the projects made from it', () => {
    const found = contradictions({ 'CLAUDE.md': '# App\n\n- Use npm for installs.\n', 'framework/template/CLAUDE.md': '# Course\n\n- Use pnpm for installs, never npm.\n' });
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    expect(found[0]?.reason).toMatch(/its folder holds templates/);
  });
  test('a folder with another name does not', () => {
    expect(contradictions({ 'CLAUDE.md': '# App\n\n- Use npm for installs.\n', 'framework/core/CLAUDE.md': '# Course\n\n- Use pnpm for installs, never npm.\n' })[0]?.confidence).toBe('possible');
  });
});

describe('a command that qualifies a noun in a ban', () => {
  test('"NOT live `.venv`/`uv run` source" does not ban running `uv run`', () => {
    expect(shown('- **Dev-repo MCP runs blue/green deployed CLIs, NOT live `.venv`/`uv run` source**.\n', '- Use `uv run tapps-mcp memory search --query "..."` for lookups.\n')).toEqual([]);
  });
  test('"never run `uv run pytest` directly" still bans it', () => {
    expect(shown('- Never run `uv run pytest` in CI.\n', '- Run `uv run pytest` in CI.\n')[0]?.kind).toBe('polarity');
  });
});

describe('the heading above a paragraph', () => {
  test('"**Sentence case only.** No title case." as a paragraph under "### Headings"', () => {
    const a = '# Style\n\n## Formatting\n\n### Headings\n\n**Sentence case only.** No title case.\n';
    expect(two(a, '# Agents\n\n- Use **title case** for UI elements and proper nouns\n').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('lower case for a kind of words is part of sentence case', () => {
  test('"Use lowercase for platform features and concepts" agrees with "Sentence case only"', () => {
    expect(two('- **Sentence case only.** Capitalize only the first word and proper nouns.\n', '- Use lowercase for platform features and concepts.\n')).toEqual([]);
  });
});

describe('a count of the named part of a set', () => {
  test('"the 16 `gain-n12` OD rows" is not a recount of "114 OD rows"', () => {
    expect(two('- It is graded at the 79.8th percentile of 114 OD rows.\n', '- The 16 `gain-n12` OD rows were excluded from every projection.\n')).toEqual([]);
  });
  test('the same set counted twice still drifts', () => {
    expect(two('- The report covers 114 OD rows.\n', '- The report covers 120 OD rows.\n')[0]?.kind).toBe('drift');
  });
});

describe('a topic before a dash is a label', () => {
  test('"Formatting — Prettier owns all TS/JS files" chooses Prettier', () => {
    const found = two('- Formatting — Prettier owns all TS/JS files (`prettier --write .`).\n', '- Formatter: Biome.\n');
    expect(found[0]?.subject).toMatch(/formatter/);
  });
  test('a sentence of its own after the dash is read as it is: "Testing — Vitest is the test runner for every JS package"', () => {
    const [c] = shown('- Testing — Vitest is the test runner for every JS package.\n', "- Write all new unit tests with Jest (`pnpm jest`); we're not adopting Vitest.\n");
    expect(c?.subject).toMatch(/test runner/);
  });
});

describe('the path a name in code comes from', () => {
  test('"`requests` with the shared `Session` from `app/http.py`" chooses requests everywhere', () => {
    expect(shown('- Use `httpx`, not `requests`, for all outbound HTTP.\n', '- HTTP client: `requests` with the shared `Session` from `app/http.py`.\n')[0]?.subject).toMatch(/HTTP client/);
  });
  test('"Release PRs from `release/*`" still says which PRs', () => {
    expect(two('- Squash-merge feature PRs.\n', '- Release PRs from `release/*` into `main` use a merge commit to keep history.\n').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('two floors of an outcome to keep above', () => {
  test('"Maintain >85% test coverage" and "Maintain >80% code coverage" can both be kept', () => {
    expect(two('- Maintain >85% test coverage.\n', '- Maintain >80% code coverage.\n')).toEqual([]);
    expect(two('- Maintain >80% test coverage.\n', '- 85% test coverage minimum.\n')).toEqual([]);
  });
  test('a ceiling against a floor still clashes', () => {
    expect(shown('- Maintain at least 90% test coverage.\n', '- Keep test coverage at most 80%.\n')[0]?.kind).toBe('numeric');
  });
});

describe('what a value is converted to where it is shown', () => {
  test('"Convert to local timezone for display" agrees with "All timestamps use UTC"', () => {
    expect(two('- **All timestamps use UTC.**\n', '- Convert to local timezone for display.\n')).toEqual([]);
  });
  test('"Use local time for all timestamps" against "Store all timestamps in UTC" clashes', () => {
    expect(shown('- Store all timestamps in UTC.\n', '- Use local time for all timestamps.\n')[0]?.subject).toMatch(/time zone/);
  });
});

describe('"all other files" are the rest, apart from what is named elsewhere', () => {
  test('"All other files can use relative imports normally" leaves `graph.py` its absolute imports', () => {
    expect(shown('- **Critical constraint:** `graph.py` exports must use **absolute imports**, not relative imports.\n', '- This is the ONLY file with this restriction. All other files can use relative imports normally.\n')).toEqual([]);
  });
  test('"All files use relative imports" against "Use absolute imports" clashes', () => {
    expect(shown('- Use absolute imports everywhere.\n', '- All files must use relative imports.\n')[0]?.subject).toMatch(/import/);
  });
});

describe('an instruction in parentheses after a verbless phrase', () => {
  test('"Auto-generated `<cluster-name>-app` secrets (do not use ExternalSecrets)" holds for those secrets', () => {
    expect(shown('- Never hardcode secrets - use ExternalSecrets\n', '- Auto-generated `<cluster-name>-app` secrets (do not use ExternalSecrets)\n')).toEqual([]);
  });
  test('a verbless contrast in parentheses is the choice itself: "Built with `tsc` (not tsup)"', () => {
    expect(shown('- All packages are built with tsup.\n', '- Built with `tsc` (not tsup).\n').length).toBeGreaterThan(0);
  });
});

describe('a command that qualifies a noun: not a pronoun or an adverb after it', () => {
  test('"Never run `terraform apply` yourself" bans running it', () => {
    expect(shown('- You may run `terraform apply` for staging.\n', '- Never run `terraform apply` yourself.\n').length).toBeGreaterThan(0);
  });
});

describe('versions in a table of the stack', () => {
  const table = '# App\n\n| Layer | Stack |\n| --- | --- |\n| Frontend | React 18, Ant Design, Vite |\n| Backend | Spring Boot 3 |\n';
  test('"| Frontend | React 18, … |" against "React 19 + TypeScript" in another file', () => {
    const [c] = two(table, '# Frontend\n\n- React 19 + TypeScript + Ant Design 6 + Vite.\n');
    expect(c?.kind).toBe('version');
    expect(c?.confidence).toBe('possible');
  });
  test('a bare version in the second cell is the first cell\'s: "| Python | >= 3.13 |"', () => {
    expect(two('# App\n\n| Tool | Version |\n|---|---|\n| Python | >= 3.13 |\n', '# Stack\n\n- Python 3.10 only.\n', 'CLAUDE.md', '.claude/rules/stack.md')[0]?.kind).toBe('version');
  });
  test('nothing else of a row is read: "| Frontend | React, Vite |" chooses nothing', () => {
    expect(two('# App\n\n| Layer | Stack |\n| --- | --- |\n| Frontend | Vue 3, Vite |\n', '# W\n\n- Bundle with webpack.\n')).toEqual([]);
  });
});

describe('bracketed labels, bare contrasts, conversions and records', () => {
  test('"[NEVER]: Call Bubble API directly from frontend" bans it, in agreement with a DON\'T list', () => {
    const a = "# R\n\n### DON'T\n- Call Bubble API directly from frontend\n";
    const b = '# S\n\n[DESCRIPTION]: All Bubble API calls go through Supabase Edge Functions\n[REASON]: Keep API keys server-side\n[NEVER]: Call Bubble API directly from frontend\n';
    expect(contradictions({ 'CLAUDE.md': a, 'app/CLAUDE.md': b })).toEqual([]);
    expect(contradictions({ 'CLAUDE.md': '# R\n\n- Call Bubble API directly from frontend.\n', 'app/CLAUDE.md': b }).length).toBeGreaterThan(0);
  });
  test('"TipTap JSON is the storage format. NOT HTML, NOT Markdown." describes; it does not ban using a Markdown library', () => {
    const found = two('- TipTap JSON is the storage format. NOT HTML, NOT Markdown.\n', '- Use the Python `markdown` library (already installed).\n', '.claude/rules/architecture.md', '.claude/rules/import.md');
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('what is converted is the source: "Markdown must be converted to HTML before storage"', () => {
    expect(shown('- Never use Markdown.\n', '- Markdown must be converted to HTML before storage.\n')).toEqual([]);
    expect(shown('- Never use Markdown.\n', '- Convert Markdown files to HTML on import.\n')).toEqual([]);
  });
  test('a count in lessons-learned.md held when it was written', () => {
    const found = two('- 13 picture-book layouts in 5 categories.\n', '- The plugin shipped with 5 picture-book layouts.\n', 'CLAUDE.md', '.claude/rules/lessons-learned.md');
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('a file against a function in it is not a drift: "go through `api/client.ts`" / "go through `req<T>(method, path)`"', () => {
    const s = (v: string): string => `- All backend calls go through \`${v}\`. Import the \`api\` namespace.\n`;
    expect(contradictions({ 'CLAUDE.md': s('req<T>(method, path, body?)'), '.claude/rules/frontend.md': s('api/client.ts') })).toEqual([]);
    expect(contradictions({ 'CLAUDE.md': s('api/client.ts'), 'web/CLAUDE.md': s('api/http.ts') })[0]?.kind).toBe('drift');
  });
  test('a line that ends with its file\'s date: "*Query the db* *Last updated: 2026-03-16*"', () => {
    const s = (d: string): string => `# P\n\n*Query \`.claude/project_memory.db\` for detailed configuration*\n*Last updated: 2026-03-${d}*\n`;
    expect(contradictions({ 'CLAUDE.md': s('16'), 'odoo/CLAUDE.md': s('08') })).toEqual([]);
  });
});

describe('a reason against something is not a ban', () => {
  test('"**Why not `uv run`:** the dev repo constantly runs pytest …" bans nothing', () => {
    expect(shown('- **Why not `.venv`/`uv run`:** the dev repo constantly runs pytest against its workspace `.venv`.\n', '- Use `uv run tapps-mcp memory search` for lookups.\n')).toEqual([]);
  });
  test('"Never `uv run` the servers" still does', () => {
    expect(shown('- Never run `uv run` for the servers.\n', '- Use `uv run` for the servers.\n').length).toBeGreaterThan(0);
  });
});

describe('a kind of the subject and the complement of a place in code', () => {
  test('"Logging messages should not include a period" is about log messages, not every message', () => {
    expect(shown('- Logging messages should not include a period.\n', '- Enclose dynamic values in single quotes and end messages with a period.\n')).toEqual([]);
  });
  test('"never import `drizzle-orm` outside `src/repositories/**`" agrees with "only allowed inside `src/repositories/**`"', () => {
    expect(shown('- Never import `drizzle-orm` outside `src/repositories/**`.\n', '- Value imports of `drizzle-orm` are only allowed inside `src/repositories/**`.\n')).toEqual([]);
  });
  test('"never import `drizzle-orm` in `src/api/`" against "import `drizzle-orm` in `src/api/`" still clashes', () => {
    expect(shown('- Never use `drizzle-orm` in `src/api/`.\n', '- Use `drizzle-orm` in `src/api/`.\n').length).toBeGreaterThan(0);
  });
});

describe('guides that say what they apply to', () => {
  const guide = (title: string, applies: string, line: string): string => `# ${title}\n\n> **Applies to**: ${applies}\n\n---\n\n- ${line}\n`;
  test('"Applies to: CUDA" and "Applies to: Solidity" guides name each language its own way', () => {
    const found = contradictions({ '.agent/language-guides/cuda.md': guide('CUDA Guide', 'CUDA 11+, GPU Computing', 'Use `snake_case` for variables and functions.'), '.agent/language-guides/solidity.md': guide('Solidity Guide', 'Solidity 0.8+, Ethereum', 'Use `camelCase` for variables and functions.') });
    expect(found).toEqual([]);
  });
  test('the same sentence with another value in two guides is each guide\'s own', () => {
    const found = contradictions({ 'g/axum.md': guide('Axum Guide', 'Axum 0.7+', 'Use `State` for shared application state.'), 'g/actix.md': guide('Actix Guide', 'Actix Web 4', 'Use `web::Data` for shared application state.') });
    expect(found).toEqual([]);
  });
  test('two guides without such a header still clash', () => {
    const found = contradictions({ 'g/a.md': '# A\n\n- Use `snake_case` for variables and functions.\n', 'g/b.md': '# B\n\n- Use `camelCase` for variables and functions.\n' });
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('an event after which a firm rule holds', () => {
  test('"Agents MUST re-read every file they intend to edit after format runs" leaves "Never re-read files you just wrote"', () => {
    expect(shown('- Agents MUST re-read every file they intend to edit after format runs.\n', '- Never re-read files you just wrote or edited.\n').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('"after making changes" is the work itself: "Always run the tests after making changes" against "Never run the tests"', () => {
    expect(shown('- You MUST run `npm test` after making changes.\n', '- Never run `npm test`.\n')[0]?.confidence).toBe('certain');
  });
});

describe('a bold lead that is a sentence names what its item is about', () => {
  test('"**DETR-family reference notebooks live in `.venv-notebook/`** — … Do NOT run via `uv run`" leaves the core tools\' `uv run`', () => {
    const a = '- **DETR-family reference notebooks live in `.venv-notebook/`** — the scripts are ports of upstream notebooks. Do **NOT** run via `uv run` (the main venv has a newer albumentations).\n';
    expect(shown(a, '- Run scripts via `uv run python scripts/<name>.py`.\n')).toEqual([]);
  });
  test('a ban that is the item\'s own first sentence still clashes', () => {
    expect(shown('- **Never run via `uv run`** — the main venv is broken.\n', '- Run scripts via `uv run python scripts/<name>.py`.\n').length).toBeGreaterThan(0);
  });
});
