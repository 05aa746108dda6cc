/**
 * Readings added in the work after the real-text batches 280 and later: commands in shell code blocks.
 */
import { explainPair } from '../../src/core/contradictions/explain.js';
import { findingsIn, two } from '../helpers/contradictions.js';

const shown = (a: string, b: string, pa = 'CLAUDE.md', pb = 'AGENTS.md') => two(a, b, pa, pb).filter((c) => c.confidence !== 'unlikely');
const block = (...lines: string[]): string => `# Dev\n\n## Commands\n\n\`\`\`bash\n${lines.join('\n')}\n\`\`\`\n`;

describe('commands in a shell code block run what they show', () => {
  test('"pnpm only. Never npm or yarn." against `npm run dev` in a block: possible', () => {
    const [c] = shown('- pnpm only. Never npm or yarn.\n', block('npm run dev          # Start dev server on port 3000'));
    expect(c?.subject).toBe('JavaScript package manager');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/command in a code block/);
    expect(c?.b.line).toBe(6);
  });
  test('"Do NOT run `uv sync`" against `uv sync` in a block: possible, never certain', () => {
    const [c] = shown('- Do NOT run `uv sync`; use `make dev`.\n', block('uv sync                    # Install dependencies'));
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('possible');
  });
  test('a prompt and a change of directory are not part of the command', () => {
    expect(shown('- Never use yarn.\n', block('$ cd web && yarn build')).map((c) => c.confidence)).toEqual(['possible']);
  });
  test('a block that shows two package managers side by side shows alternatives: not reported', () => {
    expect(shown('- Never use npm.\n', block('npm install', 'pnpm install'))).toEqual([]);
  });
  test('a line whose comment, or the comment above it, names an alternative or a case: not reported', () => {
    expect(shown('- Never use npm.\n', block('npm ci  # or, on CI only'))).toEqual([]);
    expect(shown('- Never use npm.\n', block('# if pnpm is missing', 'npm run build'))).toEqual([]);
  });
  test('a block introduced as the wrong way: not reported', () => {
    expect(shown('- Never use npm.\n', '# Dev\n\nDo not do this:\n\n```bash\nnpm run build\n```\n')).toEqual([]);
  });
  test('a block under a section that forbids what is under it: not reported', () => {
    expect(shown('- Use npm for scripts.\n', '# Dev\n\n## Never run these\n\n```bash\nnpm run deploy\n```\n')).toEqual([]);
  });
  test('installing a package manager, or a global tool, bootstraps it: not reported', () => {
    expect(shown('- Never use pip; use uv.\n', block('pip install uv'))).toEqual([]);
    expect(shown('- Never use npm.\n', block('npm install -g pnpm'))).toEqual([]);
  });
  test('a code block in another language is code, not commands', () => {
    expect(shown('- Never use npm.\n', '# Dev\n\n```python\nnpm = 3\n```\n\n```json\n"npm run build"\n```\n')).toEqual([]);
  });
  test('the same command in two blocks is no duplicate notice', () => {
    const dup = '# Dev\n\n- Build with `npm run build` before every commit.\n';
    expect(findingsIn({ 'CLAUDE.md': dup, 'AGENTS.md': dup }).filter((c) => c.kind === 'duplicate')).toHaveLength(1);
    expect(findingsIn({ 'CLAUDE.md': block('npm run build'), 'AGENTS.md': block('npm run build') }).filter((c) => c.kind === 'duplicate')).toEqual([]);
  });
});

describe('what is left after a ban, and where things began', () => {
  test('"Don\'t use npm — pnpm only." agrees with "Use pnpm instead of npm."', () => {
    expect(shown('- Use pnpm instead of npm.\n', "- Don't use npm — pnpm only.\n")).toEqual([]);
    expect(shown('- Use npm for everything.\n', "- Don't use npm — pnpm only.\n").map((c) => c.subject)).toContain('JavaScript package manager');
  });
  test('"The project started on Python 3.8" states where it began, not the version it is on', () => {
    expect(shown('- Python 3.12.\n', '- The project started on Python 3.8 and was upgraded in 2024.\n')).toEqual([]);
    expect(shown('- Python 3.12.\n', '- The project runs on Python 3.8.\n').map((c) => c.kind)).toEqual(['version']);
  });
});

describe('read after batch 280', () => {
  test('a list under "The orchestrator MUST NOT:" forbids its items (a named actor before the ban)', () => {
    const list = '# Contract\n\nThe orchestrator MUST NOT:\n\n- Use bypass flags to make install "succeed"\n- Skip verification for any reason\n';
    expect(shown(list, '# P\n\n- Run verification before declaring success.\n- MUST NOT use bypass flags to make install succeed.\n', 'CLAUDE.md', 'pipeline/CLAUDE.md')).toEqual([]);
    expect(two('# Contract\n\nThe orchestrator MUST NOT:\n\n- Push to main\n', '# P\n\n- Push straight to main.\n', 'CLAUDE.md', 'pipeline/CLAUDE.md').map((c) => c.kind)).toEqual(['polarity']);
  });
  test('a file named with a date records one time: its values are not how things are', () => {
    const record = '# Decision\n\n- Profit factor: **0.22**\n';
    expect(two('# Gate\n\n- Profit factor > 1\n', record, '.claude/rules/gate.md', '.claude/rules/cto-decision-2026-05-19.md').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    expect(two('# Gate\n\n- Profit factor > 1\n', record, '.claude/rules/gate.md', '.claude/rules/cto-decision.md').filter((c) => c.confidence !== 'unlikely').length).toBe(1);
  });
  test('a line of three values or more is a summary: at most possible', () => {
    const c = two('# Gate\n\n- Profit factor > 1\n', '# Notes\n\n- Closed trades: **69**, win rate 23.19%, profit factor **0.22**, expectancy **-$58.78/trade**\n', '.claude/rules/gate.md', '.claude/rules/notes.md');
    expect(c.map((x) => x.confidence)).not.toContain('certain');
  });
  test('a term of a product ("11 retained agents × 3 columns = 33 cells") is no count of all of them', () => {
    const root = '# A\n\nThe catalog consists of exactly **12 retained agents** (11 custom + 1 built-in).\n';
    expect(findingsIn({ 'CLAUDE.md': root, '.claude/rules/model-policy.md': '# B\n\nThe matrix has 11 retained agents × 3 columns = 33 cells.\n' }).filter((c) => c.kind === 'drift')).toEqual([]);
    expect(findingsIn({ 'CLAUDE.md': root, '.claude/rules/model-policy.md': '# B\n\nThe matrix lists 11 retained agents.\n' }).filter((c) => c.kind === 'drift')).toHaveLength(1);
  });
  test('a "not X" after a statement about a subject is ruled out for that subject', () => {
    expect(shown('- `evaluation/` runs through `npm run eval`, not `npm test`.\n', '- Run `npm test` before every commit.\n').filter((c) => c.confidence === 'certain')).toEqual([]);
    expect(shown('- Run the suite with `npm run test:all`, not `npm test`.\n', '- Run `npm test` before every commit.\n').map((c) => c.confidence)).toContain('certain');
  });
});

describe('ports of the dev server, and where a kind of file goes', () => {
  test('"The dev server runs on port 3000" / "Start the dev server on `localhost:5173`": possible', () => {
    const c = findingsIn({ 'CLAUDE.md': '- The dev server runs on port 3000.\n', 'AGENTS.md': '- Start the dev server on `localhost:5173`.\n' }).filter((x) => x.kind === 'drift');
    expect(c.map((x) => [x.subject, x.confidence])).toEqual([['the port of dev server', 'possible']]);
  });
  test('the dev server and the server are two services', () => {
    expect(findingsIn({ 'CLAUDE.md': '- The server runs on port 8080.\n', 'AGENTS.md': '- Start the dev server on port 5173.\n' }).filter((x) => x.kind === 'drift')).toEqual([]);
  });
  test('"Put new migrations in `db/migrations/`" / "Always put migrations in `src/migrations/`": certain', () => {
    const [c] = shown('- Put new migrations in `db/migrations/`.\n', '- Always put migrations in `src/migrations/`.\n');
    expect([c?.kind, c?.subject, c?.confidence]).toEqual(['exclusive-choice', 'where migrations go', 'certain']);
  });
  test('a statement of where they live is possible', () => {
    expect(shown('- Put new migrations in `db/migrations/`.\n', '- Migrations live in `src/migrations/`.\n').map((c) => c.confidence)).toEqual(['possible']);
  });
  test('a place inside the other, other kinds of things, or a name in code: not reported', () => {
    expect(shown('- Put migrations in `db/migrations/`.\n', '- Put migrations in `db/migrations/versions/`.\n')).toEqual([]);
    expect(shown('- Put unit tests in `tests/unit/`.\n', '- Put integration tests in `tests/integration/`.\n')).toEqual([]);
    expect(shown('- Put `schema.ts` in `src/db/`.\n', '- Put `schema.ts` in `lib/`.\n').filter((c) => c.subject.startsWith('where'))).toEqual([]);
    expect(shown('- Put it in `src/`.\n', '- Put it in `lib/`.\n')).toEqual([]);
  });
});

describe('read after batches 283 to 285 and heldout-22', () => {
  test('"NEVER run `npm` directly" against `npm run dev` in a directory\'s shell block: possible', () => {
    const c = two('# Build Tool Policy\n\n**NEVER run `gradlew`, `npm`, or `docker compose` directly.** Always use `make` targets.\n', '# UI\n\n## Commands\n\n```bash\ncd ui\nnpm run dev      # Local development\n```\n', 'CLAUDE.md', 'ui/CLAUDE.md');
    expect(c.map((x) => x.confidence)).toEqual(['possible']);
  });
  test('a case after "even" is one the rule holds in as well: "Always answer in German, even when I write in English"', () => {
    expect(shown('- Reply in English.\n', '- Always answer in German, even when I write in English.\n').map((c) => c.subject)).toEqual(['natural language']);
    expect(shown('- Never push to main, even for hotfixes.\n', '- Push hotfixes straight to main.\n').length).toBe(1);
  });
  test('sizes in an aside of estimates, or after a file\'s name, measure what precedes them', () => {
    expect(findingsIn({ 'CLAUDE.md': '- [docs/inbox/CLAUDE.md] - Claude inbox workflows (8-min, ~6k tokens)\n', 'docs/x/CLAUDE.md': '- Read **awareness-guide.md** only (~68KB, 10k tokens)\n- Read **ledger.md** (20KB, 3k tokens)\n' }).filter((c) => c.kind === 'numeric')).toEqual([]);
    expect(shown('- Keep lines short (max 100 chars).\n', '- Keep lines under 120 characters.\n').map((c) => c.kind)).toEqual(['numeric']);
  });
  test('a file in a dated or retired directory records one time', () => {
    const a = '- Write a handoff after 40 tool calls since the last durable state.\n';
    const b = '- Write a handoff after 25 tool calls since the last durable state.\n';
    expect(two(a, b, '.claude/rules/_deprecated-2026-04-23/agent-team.md', '.claude/rules/agents.md').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    expect(two(a, b, '.claude/rules/team.md', '.claude/rules/agents.md').filter((c) => c.confidence !== 'unlikely').length).toBe(1);
  });
});

describe('places named two ways', () => {
  test('a place named from a package\'s root and from the repository\'s is one place', () => {
    expect(shown('- Tests go in `src/tests/`, not `__tests__/` or root\n', '- Tests live in `packages/zero/src/tests/` using vitest\n', '.claude/rules/anti-patterns.md', '.claude/rules/testing.md')).toEqual([]);
  });
  test('a pattern of names is no place', () => {
    expect(shown('Feature specs live in `features/PROJ-X-name.md`.\n', '- Feature specs live in `features/PROJ-X-feature-name.md`\n')).toEqual([]);
    expect(shown('- Put ADRs in `docs/adr/`.\n', '- Put ADRs in `architecture/decisions/`.\n').length).toBe(1);
  });
  test('"CI enforces a 90% coverage threshold" is a bound, not a measurement', () => {
    expect(findingsIn({ 'CLAUDE.md': '- Keep coverage at 95% or more.\n', '.claude/rules/testing.md': '- CI enforces 90% coverage threshold — ensure new code has tests\n' }).filter((c) => c.kind === 'numeric').length).toBe(1);
  });
});

describe('the corpus', () => {
  test('"Credentials in Keychain, never SwiftData" rules SwiftData out for credentials, not for tests', () => {
    expect(findingsIn({ 'CLAUDE.md': '- Credentials in Keychain, never SwiftData\n', '.claude/rules/tests.md': '- Tests use in-memory SwiftData containers\n' }).filter((c) => c.rule === 'contradiction')).toEqual([]);
  });
  test('a block and a ban in one file are not compared', () => {
    const file = '# P\n\n```bash\nnpx vitest run src/a.test.ts\n```\n\n- Use Node\'s built-in test runner (`node --test`), NOT vitest.\n';
    expect(findingsIn({ 'CLAUDE.md': file }).filter((c) => c.rule === 'contradiction')).toEqual([]);
  });
});

describe('read after batch 291', () => {
  test('"— never local disk, never Cloudinary": each "never" of a series bans what it names', () => {
    const c = two('- Images: Cloudflare Images CDN (REST API) — never local disk, never Cloudinary\n', '- **File upload:** react-dropzone for image uploads — always upload to Cloudinary via API, never direct\n', 'CLAUDE.md', 'apps/admin/CLAUDE.md');
    expect(c.filter((x) => x.confidence !== 'unlikely').map((x) => x.subject)).toEqual(['image service']);
  });
});

describe('read after batch 290', () => {
  test('a value that meets a bound written with a sign agrees with it ("Sharpe ratio: 1.60" / "Sharpe ratio > 0.5")', () => {
    expect(two('- Sharpe ratio: 1.60 (annualised)\n', '- Sharpe ratio > 0.5\n', 'MEMORY.md', '.claude/skills/backtest/SKILL.md')).toEqual([]);
    expect(two('- Sharpe ratio: 0.3\n', '- Sharpe ratio > 0.5\n').map((c) => c.kind)).toEqual(['numeric']);
    expect(two('- Retry failed jobs 3 times.\n', '- Retry failed jobs up to 5 times.\n').map((c) => c.kind)).toEqual(['numeric']);
  });
});

describe('versions of more of the stack', () => {
  test('"Prisma 5.22" / "Prisma 7", "React Native 0.79" / "React Native 0.78"', () => {
    expect(shown('- Use Prisma 5.22.\n', '- Express 5. TypeScript. Prisma 7. PostgreSQL 16.\n').map((c) => c.kind)).toEqual(['version']);
    expect(shown('- Expo SDK 53 + React Native 0.79.\n', '- Expo SDK 53 + Expo Router v4 + React Native 0.78.\n').map((c) => c.subject)).toEqual(['React Native version']);
  });
});

describe('a ban of commands of a tool, not of the tool', () => {
  test('"Do not run `uv sync`, `uv lock`, or `uv add`" against `uv run uvicorn …` in a block: not reported', () => {
    const ban = '- Use **`make dev`** from the repo root. Do **not** run `uv sync`, `uv lock`, or `uv add` for normal setup.\n';
    expect(shown(ban, '# B\n\n```bash\nuv run uvicorn app:app --reload  # Dev server\n```\n', 'AGENTS.md', 'app/backend/CLAUDE.md')).toEqual([]);
    expect(shown(ban, '# B\n\n```bash\nuv sync\n```\n', 'AGENTS.md', 'app/backend/CLAUDE.md').length).toBe(1);
    expect(shown('- Never use `uv`; use pip.\n', '# B\n\n```bash\nuv run uvicorn app:app --reload\n```\n', 'AGENTS.md', 'app/backend/CLAUDE.md').length).toBe(1);
  });
});

describe('explain', () => {
  test('a pair whose claims clash but whose lines do not says so, not that a scope separates them', () => {
    const r = explainPair({ path: 'MEMORY.md', text: '- Sharpe ratio: 1.60 (annualised)\n', line: 1 }, { path: 'SKILL.md', text: '- Sharpe ratio > 0.5\n', line: 1 });
    expect(r.found).toEqual([]);
    expect(r.notes.join(' ')).toMatch(/meets the other's bound/);
  });
});

describe('an aside in parentheses holds in the case of its sentence', () => {
  test('"When …, report it as a structured blocker (NEVER call AskUserQuestion)" against "Use `AskUserQuestion` for all user-facing questions"', () => {
    const a = '- When the delegation prompt did not specify a needed user decision, report it as a structured blocker (NEVER call AskUserQuestion)\n';
    expect(shown(a, '- Use `AskUserQuestion` as the exclusive channel for all user-facing questions\n', '.claude/rules/template.md', '.claude/rules/askuser.md')).toEqual([]);
    expect(shown('- Report it as a structured blocker (NEVER call AskUserQuestion)\n', '- Use `AskUserQuestion` as the exclusive channel for all user-facing questions\n', '.claude/rules/template.md', '.claude/rules/askuser.md').length).toBe(1);
  });
});

describe('a ban that names a tool only in a file name', () => {
  test('"Do not run `uv sync` … — that may modify `uv.lock`" names no ban of uv itself', () => {
    const ban = '- Use **`make dev`** from the repo root. Do **not** run `uv sync`, `uv lock`, or `uv add` for normal setup — that bypasses `UV_FROZEN=1` and may modify `uv.lock`.\n';
    expect(shown(ban, '# B\n\n```bash\nuv run uvicorn app:app --reload  # Dev server\n```\n', 'AGENTS.md', 'app/backend/CLAUDE.md')).toEqual([]);
    expect(shown('- Never use uv.\n', '# B\n\n```bash\nuv run uvicorn app:app --reload\n```\n', 'AGENTS.md', 'app/backend/CLAUDE.md').length).toBe(1);
  });
});

describe("a directory's own ban against the block of a file above it", () => {
  test('"Do not run `pnpm dev` for the dashboard yourself" in packages/dashboard/ against `pnpm dev` in the root\'s block: not reported', () => {
    const root = '# Dev\n\n```bash\npnpm dev              # watch mode across all packages\n```\n';
    expect(shown(root, '# Dashboard\n\nDo not run `pnpm dev` for the dashboard yourself - it will almost always be already running.\n', 'CLAUDE.md', 'packages/dashboard/CLAUDE.md')).toEqual([]);
    expect(shown('# P\n\n- Never run `pnpm dev`.\n', '# Dashboard\n\n```bash\npnpm dev\n```\n', 'CLAUDE.md', 'packages/dashboard/CLAUDE.md').length).toBe(1);
  });
});

describe('rules for different paths that overlap', () => {
  const rule = (globs: string[], line: string): string => `---\npaths:\n${globs.map((g) => `  - "${g}"`).join('\n')}\n---\n\n${line}\n`;
  test('the reason names a file both rules hold for', () => {
    const c = shown(rule(['**/app/**'], '- **NEVER** use `Platform.OS` or `Platform.select()` — use `process.env.EXPO_OS`.'), rule(['**/*.tsx', '**/*.ts'], "- Use `Platform.select()` or `Platform.OS === 'web'` only for trivial differences."), '.claude/rules/expo.md', '.claude/rules/web.md');
    expect(c.map((x) => x.confidence)).toEqual(['possible']);
    expect(c[0]?.reason).toMatch(/both hold for some files \(`app\/a\.tsx`\)/);
  });
  test('rules for two folders each hold for their own files', () => {
    const [c] = shown(rule(['api/**'], '- Never use axios.'), rule(['web/**'], '- Always use axios for HTTP.'), '.claude/rules/api.md', '.claude/rules/web.md');
    expect(c?.reason).toMatch(/each for its own files/);
  });
});
