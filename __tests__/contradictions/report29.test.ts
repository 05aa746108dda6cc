/**
 * Readings added after the real-text batches 232 and later.
 */
import { contradictions, two } from '../helpers/contradictions.js';

const shown = (a: string, b: string) => two(a, b).filter((c) => c.confidence !== 'unlikely');

describe('a counted set that does something is some of them', () => {
  test('"3 specialized managers extend it" is not a recount of "16 specialized managers"', () => {
    expect(two('- **Managers** (`src/managers/`): 16 specialized managers + window sub-module.\n', '- 3 specialized managers extend it: agent (100 entries), file (500), symbol (500).\n')).toEqual([]);
  });
  test('"12 API routes call the legacy client" is not a recount of "40 API routes"', () => {
    expect(two('- The server has 40 API routes.\n', '- 12 API routes call the legacy client directly.\n')).toEqual([]);
  });
  test('a participle with where they are placed still counts all of them: "9 Zustand stores split across 3 layers"', () => {
    expect(two('- 9 Zustand stores split across 3 layers.\n', '- 8 Zustand stores across 3 layers.\n')[0]?.kind).toBe('drift');
  });
  test('so does a copula: "52 IPC channels are registered" / "53 IPC channels"', () => {
    expect(two('- 52 IPC channels are registered in `main.ts`.\n', '- Handlers: 9 files, 53 IPC channels.\n')[0]?.kind).toBe('drift');
  });
});

describe('a share achieved is an outcome', () => {
  test('"100% information integrity" meets "≥95% information integrity"', () => {
    expect(shown('- **Quality Preservation**: 100% information integrity through systematic organization.\n', '- **Quality Preservation**: ≥95% information integrity with <100ms processing time.\n')).toEqual([]);
  });
  test('a share below the floor still clashes: "90% accuracy" / "at least 95% accuracy"', () => {
    expect(shown('- Model accuracy: 90% on the eval set.\n', '- Model accuracy must be at least 95% on the eval set.\n')[0]?.kind).toBe('numeric');
  });
  test('a setting is not an outcome: "retry 3 times" / "retry at least 5 times"', () => {
    expect(shown('- Retry failed uploads 3 times.\n', '- Retry failed uploads at least 5 times.\n')[0]?.kind).toBe('numeric');
  });
});

describe('a next step after ", then"', () => {
  test('"add it as an entry (not a glob), then `npm install`" does not ban npm', () => {
    expect(shown('- **npm only** — never pnpm or yarn.\n', '- Add the folder as an individual entry (not a glob) to the root `workspaces` list, then `npm install` at the repo root.\n')).toEqual([]);
  });
  test('a ban after ", then" is still a ban: "Lint with Biome, then never run ESLint"', () => {
    const [c] = shown('- Run ESLint before every commit.\n', '- Format with Biome, then never run ESLint.\n');
    expect(c?.subject).toMatch(/linter|eslint/i);
  });
});

describe("a limit under the same label in a directory's own file", () => {
  test('"**Max Agents**: 15" at the root / "**Max Agents**: 8" in `examples/x/CLAUDE.md` is that directory\'s own limit', () => {
    const found = two('# Swarm\n\n- **Max Agents**: 15\n', '# Example\n\n- **Max Agents**: 8 (smaller = less drift)\n', 'CLAUDE.md', 'examples/x/CLAUDE.md');
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    expect(found[0]?.reason).toMatch(/sets its own limit/);
  });
  test('the same limits in two files side by side still clash', () => {
    expect(shown('# Swarm\n\n- **Max Agents**: 15\n', '# Swarm\n\n- **Max Agents**: 8\n')[0]?.kind).toBe('numeric');
  });
  test('a count stated in a directory\'s own file is still a count of the same thing: "**Total Tools**: 63 tools" / "25 tools"', () => {
    const found = two('# MCP\n\n- **Total Tools**: 63 tools available\n', '# Proxy\n\n- **Total Tools**: 25 tools available\n', 'CLAUDE.md', 'proxy/CLAUDE.md');
    expect(found.filter((c) => c.confidence !== 'unlikely').length).toBeGreaterThan(0);
  });
});

describe('a time in an item of a "DO NOT" list', () => {
  test('"Add more tool calls after spawning" under "🚫 DO NOT:" is banned only after spawning', () => {
    expect(shown('- MUST call CLI tools AND the Task tool in ONE message for complex work.\n', '### 🚫 DO NOT:\n- Continuously check swarm status\n- Add more tool calls after spawning\n')).toEqual([]);
  });
  test('without the time it clashes', () => {
    expect(shown('- Always run `npm test` before you commit.\n', '### 🚫 DO NOT:\n- Run `npm test`\n').length).toBeGreaterThan(0);
  });
});

describe('a folder in code names where a version holds', () => {
  test('"The `lambdas/` directory targets Python 3.11" is that folder\'s version, under "Python 3.12 for everything under `services/`"', () => {
    expect(shown('- Python 3.12 for everything under `services/`.\n', '- The `lambdas/` directory targets Python 3.11 (AWS runtime).\n')).toEqual([]);
  });
  test('without a folder the versions clash', () => {
    expect(shown('- Python 3.12 for everything.\n', '- The project targets Python 3.11.\n')[0]?.kind).toBe('version');
  });
});

describe('a noun that could be a verb, before a verb of the third person', () => {
  test('"Commit happens in `UnitOfWork.__aexit__`" describes; it does not tell to commit', () => {
    const a = '## Rules\n\n- **Never commit** — UoW commits via DI wrapper.\n';
    const b = '## Rules\n\n- **Never commit** — only `session.flush()` if needed. Commit happens in `UnitOfWork.__aexit__` via the DI wrapper `get_uow()`.\n';
    expect(shown(a, b)).toEqual([]);
  });
  test('"Always commit your work" still tells to commit', () => {
    expect(shown('## Rules\n\n- **Never commit** — the user commits.\n', '## Git\n\n- Always commit your work.\n').length).toBeGreaterThan(0);
  });
});

describe('a bare count of a noun under a heading', () => {
  test('"≤80 karakter" under "### Intro" and "Satır ≤ 120 karakter" under "## Stil" measure different things', () => {
    expect(shown('## Stil\n\n- Satır ≤ 120 karakter.\n', '### Intro (her stage)\n\n- ≤80 karakter\n')).toEqual([]);
  });
  test('the same noun with what it counts named on both lines still clashes', () => {
    expect(shown('## Style\n\n- A PR touches at most 10 files.\n', '## Reviews\n\n- A PR touches at most 20 files.\n')[0]?.kind).toBe('numeric');
  });
});

describe('a narrower ban under a firm rule to use a tool', () => {
  test('"Review bots MUST NOT call `gh issue create` during review" may be a carve-out of "All work requires a GitHub Issue first": possible', () => {
    const found = shown('- All work requires a GitHub Issue first — no branch without an issue.\n', '- Review bots MUST NOT call `gh issue create` during review.\n');
    expect(found.filter((c) => c.confidence === 'certain')).toEqual([]);
    expect(found[0]?.reason).toMatch(/rules it out only for bot, review/);
  });
  test('a ban of the tool as broad as the rule is certain', () => {
    expect(shown('- All work requires a GitHub Issue first.\n', '- Never use GitHub Issues.\n')[0]?.confidence).toBe('certain');
  });
});

describe('"only" before a time', () => {
  test('"Deploy to Cloud Run / Vercel only AFTER the PR is merged" uses both, and chooses neither against the other', () => {
    expect(shown('- Deploy to Cloud Run / Vercel only AFTER the PR is merged to master.\n', '- The frontend is hosted on Vercel.\n')).toEqual([]);
  });
  test('"only" before a member still chooses it', () => {
    expect(shown('- Deploy only to Cloud Run.\n', '- Deploy the app to Vercel.\n').length).toBeGreaterThan(0);
  });
});

describe('counts and limits written in other ways', () => {
  test('a label that names the rule ("**Bento Box Principle:**") is not a case its later sentences hold for', () => {
    const found = two('# Rules\n\n3. **Bento Box Principle:** One thing per file. Files < 250 lines, functions < 20 lines.\n', '# Standards\n\n- **Functions:** < 35 lines. No escape hatch\n', '.claude/CLAUDE.md', '.claude/rules/code-standards.md');
    expect(found.filter((c) => c.confidence !== 'unlikely')[0]?.kind).toBe('numeric');
  });
  test('a label that names a case still narrows ("**Legacy code:** … functions < 80 lines")', () => {
    const found = two('# Rules\n\n3. **Legacy code:** Leave it alone. Functions < 80 lines.\n', '# Standards\n\n- **Functions:** < 35 lines.\n', '.claude/CLAUDE.md', '.claude/rules/code-standards.md');
    expect(found.filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('"10-stage async pipeline" / "11-stage async pipeline orchestrator" count the stages of one pipeline', () => {
    const found = two('# App\n\n- `nikita/pipeline/orchestrator.py`: 10-stage async pipeline\n', '# Nikita\n\n- `pipeline/orchestrator.py`: 11-stage async pipeline orchestrator\n', 'CLAUDE.md', 'nikita/CLAUDE.md');
    expect(found[0]?.kind).toBe('drift');
  });
  test('a listing of two different files does not: "`a/x.py`: 10-stage async pipeline" / "`b/y.py`: 11-stage async pipeline"', () => {
    expect(two('# App\n\n- `a/x.py`: 10-stage async pipeline\n', '# B\n\n- `b/y.py`: 11-stage async pipeline\n', 'CLAUDE.md', 'b/CLAUDE.md')).toEqual([]);
  });
  test('a listing of a term gives its count but no rule: "`src/hooks/`: 18 custom hooks" states no instruction', () => {
    expect(two('# App\n\n- `src/hooks/`: 18 custom hooks\n', '# B\n\n- Never add custom hooks.\n')).toEqual([]);
  });
});

describe('a line that states the other line\'s version, spelled another way', () => {
  test('"TypeScript 7 — which runs a variance check TS 6 skipped —" knows of "TypeScript 6.0"', () => {
    const a = '# Stack\n\n| Tool / runtime | Version | Source of truth |\n| --- | --- | --- |\n| Node.js | 24 | `.nvmrc` |\n| TypeScript | 6.0 | root `devDependencies` (pinned exact) |\n';
    const b = '# Plugin\n\n`keyof object` is `never`, so a bare `PluginFactory` types `getDependency` as `(key: never) => never`, and TypeScript 7 — which runs a variance check TS 6 skipped — refuses to assign that where `PluginFactory<D>` is expected for any `D` with an **index signature**.\n';
    expect(two(a, b, 'CLAUDE.md', 'packages/plugin/CLAUDE.md').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('"Vue 2 is end-of-life" does not state "Vue 2.7"', () => {
    expect(shown('- Use Vue 3 and the Composition API; Vue 2 is end-of-life.\n', '- The app must stay on Vue 2.7.\n')[0]?.kind).toBe('version');
  });
});

describe('a version set against the member just named', () => {
  test('"This project uses **Svelte 5** with runes, not Svelte 4 syntax:" does not rule out Svelte', () => {
    expect(shown('This project uses **Svelte 5** with runes, not Svelte 4 syntax:\n', '- Use Svelte 5 runes syntax\n')).toEqual([]);
  });
  test('another member after "not" is still ruled out: "uses Svelte 5, not React"', () => {
    expect(shown('This project uses Svelte 5 with runes, not React.\n', '- Build new pages with React.\n').length).toBeGreaterThan(0);
  });
});

describe('a placeholder spelled with and without braces', () => {
  test('"`const criar = criar{Dominio}({dominio}Repository)`" / "`… criarDominio(dominioRepository)`" is one template', () => {
    const a = '# API\n\n- **Instanciar use cases no nível do módulo**: `const criar = criar{Dominio}({dominio}Repository)`\n';
    const b = '# API\n\n- **Instanciar use cases no nível do módulo**: `const criar = criarDominio(dominioRepository)`\n';
    expect(contradictions({ 'CLAUDE.md': '# P\n', '.claude/rules/backend/api.md': a, '.claude/rules/server/api.md': b })).toEqual([]);
  });
  test('two real names still drift', () => {
    const a = '# API\n\n- **Instanciar use cases no nível do módulo**: `const criar = criarPedido(pedidoRepository)`\n';
    const b = '# API\n\n- **Instanciar use cases no nível do módulo**: `const criar = criarCliente(clienteRepository)`\n';
    expect(contradictions({ 'CLAUDE.md': '# P\n', '.claude/rules/backend/api.md': a, '.claude/rules/server/api.md': b })[0]?.kind).toBe('drift');
  });
});

describe('a list under a bold label that names both members', () => {
  const protocol = '# Gemini\n\n**Language protocol:**\n\n1. Ask Gemini in **English**\n2. Subagent receives response in **English**\n3. Subagent summarizes and saves full output\n4. Main receives summary, reports to user in **Japanese**\n';
  test('chooses each for its step: "Subagent receives response in **English**" is not against "Always respond to users in Japanese"', () => {
    expect(shown(protocol, '# Language\n\n- **Always respond to users in Japanese**\n')).toEqual([]);
  });
  test('a list that names only one still clashes', () => {
    const one = '# Gemini\n\n**Language protocol:**\n\n1. Ask Gemini in **English**\n2. Reply to the user in **English**\n';
    expect(shown(one, '# Language\n\n- **Always respond to users in Japanese**\n').length).toBeGreaterThan(0);
  });
});

describe('ports, by hand, and a file that forbids', () => {
  test('"**Development**: Port 8001" and "**Development Server**: http://localhost:3003" name no service', () => {
    expect(two('# App\n\n**Backend Servers:**\n\n- **Development**: Port 8001 - Development and testing server\n', '# Frontend\n\n- **Development Server**: http://localhost:3003\n', 'CLAUDE.md', 'frontend/CLAUDE.md')).toEqual([]);
  });
  test('"Do NOT run graphify by hand — drive it through a `kb-*` mise task" leaves running it through the task: possible', () => {
    const found = shown('# Invariants\n\n1. Install only with `graphify install --project`.\n', '# Do not\n\n3. **Do NOT run graphify by hand at all — drive it through a `kb-*` mise task.**\n');
    expect(found.filter((c) => c.confidence === 'certain')).toEqual([]);
    expect(found[0]?.reason).toMatch(/by hand/);
  });
  test('"Never edit CHANGELOG.md by hand" names no other way: still certain against "Add a changelog entry for every change"', () => {
    expect(shown('- Add a changelog entry for every change.\n', '- Never edit CHANGELOG.md by hand.\n')[0]?.confidence).toBe('certain');
  });
  test('a file titled "# Do NOT" forbids the items of its sections', () => {
    const doNot = '# Do NOT\n\nCritical anti-patterns.\n\n## Y.Doc/Search\n\n- Return search results directly from Tantivy (hydrate from Y.Doc for full data)\n';
    expect(shown('- **Never** return search results directly from Tantivy. Always hydrate from Y.Doc.\n', doNot)).toEqual([]);
  });
  test('a section that says what to do instead does not forbid its items', () => {
    const doc = '# Do NOT\n\n- Return search results directly from Tantivy\n\n## Do instead\n\n- Return search results directly from Tantivy\n';
    expect(shown('- **Never** return search results directly from Tantivy.\n', doc).length).toBeGreaterThan(0);
  });
});

describe('an aside in parentheses ends before the next imperative', () => {
  test('"record in `docs/x.mdx` (not `skills/`), validate with `uv run wagents validate`" does not ban validating', () => {
    expect(shown('- Run `uv run wagents validate` before committing changes.\n', '- Curated external skills: record in `docs/x.mdx` (not `skills/`), validate with `uv run wagents validate`, and commit.\n')).toEqual([]);
  });
  test('a ban in the aside still bans what it names: "(not `npm`)"', () => {
    expect(shown('- Always use npm for installs.\n', '- Install dependencies with pnpm (not `npm`), then run the tests.\n').length).toBeGreaterThan(0);
  });
  test('nor across a colon: "Always run tasks through `nx` (not the underlying tool directly): `nx run`, … `nx affected`" bans none of them', () => {
    expect(shown('- Always run tasks through `nx` (not the underlying tool directly): `nx run`, `nx run-many`, `nx affected`.\n', '1. Run `nx affected -t lint,test` for affected checks\n')).toEqual([]);
  });
});

describe('"only" after a short object', () => {
  test('"Use `Protocol` only for structural typing" leaves a narrower ban of it', () => {
    expect(shown('- Use `Protocol` only for structural typing of interfaces (callbacks, duck typing).\n', '- Do not wrap Polyfactory classes in callable pytest fixtures, and do not use `Protocol` to describe them.\n')).toEqual([]);
  });
  test('without "only" the rule to use it clashes with the ban', () => {
    expect(shown('- Always use `Protocol` for structural typing of interfaces.\n', '- Never use `Protocol`.\n').length).toBeGreaterThan(0);
  });
});
