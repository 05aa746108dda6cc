/**
 * Readings added in the work after the real-text batches 257 and later, and the plain cases of the held-out sets.
 */
import { two } from '../helpers/contradictions.js';

const shown = (a: string, b: string, pa = 'CLAUDE.md', pb = 'AGENTS.md') => two(a, b, pa, pb).filter((c) => c.confidence !== 'unlikely');

describe('one value against one value, where one side names a little more', () => {
  test('"Uploads are capped at 10 MB" / "Allow file uploads up to 50 MB" is a possible clash', () => {
    const [c] = shown('- Uploads are capped at 10 MB.\n', '- Allow file uploads up to 50 MB.\n');
    expect(c?.kind).toBe('numeric');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/match only in part/);
  });
  test('"Log retention: 30 days" / "Keep logs for 90 days"', () => {
    expect(shown('- Log retention: 30 days.\n', '- Keep logs for 90 days.\n')[0]?.kind).toBe('numeric');
  });
  test('a line of several values sets them side by side: not reported', () => {
    expect(shown('- 88-char soft limit (formatter), 100-char hard limit (linter)\n', '- Lines of the linter config: at most 100 characters.\n').filter((c) => c.kind === 'numeric' && /match only in part/.test(c.reason ?? ""))).toEqual([]);
  });
  test('a long line, whose other sentences may say what its number is of: not reported', () => {
    const long = '- Uploads are capped at 10 MB; the import worker reads each file from the bucket, checks its type against the allow list, strips the metadata, writes a thumbnail next to it and records the checksum, so that a second copy of the same file is found before it is stored again.\n';
    expect(shown(long, '- Allow file uploads up to 50 MB.\n').filter((c) => c.kind === 'numeric')).toEqual([]);
  });
  test("a directory's own file sets its own value: not reported", () => {
    expect(shown('# P\n\n- Keep files under 200 lines.\n', '# Admin\n\n- Keep each component file under 150 lines.\n', 'CLAUDE.md', 'apps/admin/CLAUDE.md')).toEqual([]);
  });
});

describe('versions written the ways stacks are pinned', () => {
  test('"TypeScript is pinned to 4.9.x" is a version of TypeScript', () => {
    expect(shown('- Use TypeScript 5.4.\n', "- TypeScript is pinned to 4.9.x; don't bump it.\n")[0]?.kind).toBe('version');
  });
  test('"Rust toolchain pinned to 1.78" / "The pinned Rust toolchain is `1.81.0`"', () => {
    expect(shown('- Rust toolchain pinned to 1.78 in `rust-toolchain.toml`.\n', '- The pinned Rust toolchain is `1.81.0`.\n')[0]?.kind).toBe('version');
  });
  test('a colon inside an aside ends no label: "Target Node 20 LTS (`.nvmrc`: `20`)"', () => {
    expect(shown('- Target Node 20 LTS (`.nvmrc`: `20`).\n', '- **Runtime:** Node 22 — `engines.node` is `>=22`.\n')[0]?.kind).toBe('version');
  });
  test('"Toolchain:" names no part of the project: "Toolchain: Xcode 15 / Swift 5.9" / "Build with Xcode 16"', () => {
    expect(shown('- Toolchain: Xcode 15 / Swift 5.9.\n', '- Build with Xcode 16 and Swift 6 strict concurrency.\n').map((c) => c.kind)).toContain('version');
  });
  test('the same version pinned two ways agrees', () => {
    expect(shown('- TypeScript is pinned to 5.4.\n', '- Use TypeScript 5.4.\n')).toEqual([]);
  });
  test('a folder still scopes a pinned version: "`legacy/` is pinned to Node 16"', () => {
    expect(shown('- `legacy/` is pinned to Node 16.\n', '- Use Node 22.\n').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('a setting stated against a setting prescribed', () => {
  test('"Access tokens expire after 15 minutes" / "Use a 1-hour expiry for access tokens" is a possible clash', () => {
    const [c] = shown('- Access tokens expire after 15 minutes.\n', '- Use a 1-hour expiry for access tokens.\n');
    expect(c?.kind).toBe('numeric');
    expect(c?.confidence).toBe('possible');
  });
  test('"Set the database connection pool size to 10" / "The database pool size is 25 connections"', () => {
    expect(shown('- Set the database connection pool size to 10.\n', '- The database pool size is 25 connections.\n')[0]?.kind).toBe('numeric');
  });
  test("a directory's own file that states its own value is a possible override at most", () => {
    // (a setting's name said to be a value prescribes it, as a label does: "**Pool size:** 25" there is possible too)
    expect(shown('# P\n\n- Set the database pool size to 10.\n', '# Worker\n\n- The database pool size is 25.\n', 'CLAUDE.md', 'worker/CLAUDE.md').map((c) => c.confidence)).toEqual(['possible']);
    expect(shown('# P\n\n- Set the database pool size to 10.\n', '# Worker\n\n- The worker uses a database pool of 25 connections.\n', 'CLAUDE.md', 'worker/CLAUDE.md')).toEqual([]);
  });
  test('a measurement against a target is no clash: "**Current numbers**: bundle 312 kB" / "Keep the bundle under 250 kB"', () => {
    expect(shown('- **Current numbers** (March): bundle 312 kB gzipped.\n', '- Keep the bundle under 250 kB gzipped.\n')).toEqual([]);
  });
});

describe('the port of a datastore', () => {
  test('"Redis: `redis://localhost:6379/0`" / "Redis runs on 6380 locally" is a drift', () => {
    const [c] = shown('- Redis: `redis://localhost:6379/0`.\n', '- Redis runs on 6380 locally (docker-compose maps it).\n');
    expect(c?.kind).toBe('drift');
    expect(c?.subject).toBe('the port of redis');
  });
  test('"Local DB: Postgres on port 5433" is the port of Postgres', () => {
    expect(shown('- Local DB: Postgres on port 5433.\n', '- Postgres runs on port 5432.\n')[0]?.subject).toBe('the port of postgres');
  });
  test('another service named after the datastore is another service: "Postgres exporter :9187"', () => {
    expect(shown('- Postgres exporter listens on port 9187.\n', '- Postgres runs on port 5432.\n')).toEqual([]);
  });
  test('a year a job runs on is no port', () => {
    expect(shown('- The report job runs on 2024 data.\n', '- The report job listens on port 8080.\n')).toEqual([]);
  });
});

describe('a name in code ruled out as an alternative', () => {
  test('"Use `pino` instead of `console.log`" / "Log request details with `console.log`" is a possible clash', () => {
    const [c] = shown('- Use `pino` instead of `console.log` for logging.\n', '- Log request details with `console.log` so they show up in CloudWatch.\n');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('possible');
  });
  test('a line that names only what it rules out in code stays unlikely: "Use typed error state instead of `unknown`"', () => {
    expect(shown('- Use typed error state instead of `unknown`.\n', '- Avoid `any` — use `unknown` with type guards.\n', '.claude/rules/errors.md', '.claude/rules/typescript.md')).toEqual([]);
  });
  test('a word ruled out in prose stays unlikely: "use the queue instead of retries" / "add retries"', () => {
    expect(shown('- Use the job queue instead of retries.\n', '- Add retries to every outbound call.\n')).toEqual([]);
  });
});

describe('"4-space indentation" is indentation', () => {
  test('"Indent YAML with 2 spaces" / "Use 4-space indentation in YAML files" is certain', () => {
    const [c] = shown('- Indent YAML with 2 spaces.\n', '- Use 4-space indentation in YAML files.\n');
    expect(c?.kind).toBe('exclusive-choice');
    expect(c?.confidence).toBe('certain');
  });
  test('the same width said both ways agrees', () => {
    expect(shown('- Indent YAML with 2 spaces.\n', '- Use 2-space indentation in YAML files.\n')).toEqual([]);
  });
});

describe('`git add` is staging', () => {
  test('"Don\'t use `git add -A`" / "Stage everything with `git add -A`" clash', () => {
    expect(shown("- Don't use `git add -A`.\n", '- Stage everything with `git add -A` before committing.\n')[0]?.subject).toBe('stage all');
  });
  test('"Never use `git add .`; stage explicitly with `git add -p`" / "Stage changes with `git add -p`" agree', () => {
    expect(shown('- Never use `git add .`; stage explicitly with `git add -p`.\n', '- Stage changes with `git add -p`.\n')).toEqual([]);
  });
  test('staging one file is not staging everything', () => {
    expect(shown("- Don't use `git add -A`.\n", '- Stage the lockfile with `git add package-lock.json`.\n')).toEqual([]);
  });
});

describe('a rule file titled by what it names', () => {
  test('"1. Always `snake_case`" under "# PostHog Events" is for event names, not translation keys', () => {
    expect(two('# Transloco i18n\n\n- Keys must be camelCase and descriptive\n', '# PostHog Events\n\n## Rules\n\n1. Always `snake_case`\n', '.claude/rules/i18n.md', '.claude/rules/posthog-events.md')).toEqual([]);
  });
  test('under a title that names nothing to name, the rule is for every name', () => {
    expect(shown('# Transloco i18n\n\n- Keys must be camelCase and descriptive\n', '# Analytics\n\n## Rules\n\n1. Always `snake_case`\n', '.claude/rules/i18n.md', '.claude/rules/analytics.md').length).toBeGreaterThan(0);
  });
  test("a memory file's title is the project's name, not a target", () => {
    expect(shown('# Events Platform\n\n## Conventions\n\n- Always use `snake_case`.\n', '# Conventions\n\n- Keys must be camelCase.\n', 'CLAUDE.md', '.claude/rules/conventions.md').length).toBeGreaterThan(0);
  });
});

describe('definitions and levels', () => {
  test('"**Use = send.**" defines a term; it asks nothing', () => {
    expect(shown('- **Use = send.** A holder uses the cap by `send`ing on it.\n', '- **Do not reply with a blocking `send`.** That re-opens the deadlock.\n')).toEqual([]);
  });
  test('a setting written with "=" and a number is still a setting: "Timeout = 30 s"', () => {
    expect(shown('- Timeout = 30 s for outbound calls.\n', '- Outbound calls time out after 5 s.\n').length).toBeGreaterThan(0);
  });
  test('a count under a label that names a level ("**High**: 4 direction changes") is that level\'s', () => {
    expect(shown('- 6+ direction changes in 500ms triggers shelf\n', '- **High**: 4 direction changes, 400ms window\n', 'CLAUDE.md', 'src/main/CLAUDE.md')).toEqual([]);
  });
  test('a count under a label that names a thing is still compared', () => {
    expect(shown('- 6+ direction changes in 500ms triggers shelf\n', '- **Shelf**: 4 direction changes, 400ms window\n', 'CLAUDE.md', 'src/main/CLAUDE.md').map((c) => c.kind)).toContain('drift');
  });
});

describe('underscores in code', () => {
  test('"`@/__tests__/test-utils`" keeps its underscores: the same line in two files is no drift', () => {
    expect(shown('- **Import test utils from `@/__tests__/test-utils`** — not `@testing-library/react`\n', '- Import test utils from `@/__tests__/test-utils` — not `@testing-library/react`\n', 'CLAUDE.md', '.claude/rules/testing.md')).toEqual([]);
  });
  test('two paths that differ still drift', () => {
    expect(shown('- Import test utils from `@/__tests__/test-utils` — not `@testing-library/react`\n', '- Import test utils from `@/test/helpers` — not `@testing-library/react`\n', 'CLAUDE.md', '.claude/rules/testing.md').length).toBeGreaterThan(0);
  });
});

describe('a series of verb phrases after a described subject', () => {
  test('"It does not read credentials, download rows, accept gates, …" describes; it asks nothing', () => {
    const a = 'It does not read ambient credentials, download cards/files/rows, accept gates, invoke inference or remote compute, execute embedded calls, write to the Hub, publish npm, or expose a hosted route.\n';
    expect(two(a, '- Research leads are inert metadata. Do not download rows/files, accept gates, or load weights.\n', 'CLAUDE.md', 'packages/scout/CLAUDE.md')).toEqual([]);
    expect(two(a, '- Install dependencies with `bun install`.\n', 'CLAUDE.md', 'packages/scout/CLAUDE.md')).toEqual([]);
  });
  test('an imperative list of commas is still steps: "never use `any`, use `unknown`, validate with Zod" does not ban Zod', () => {
    expect(shown('- Never use `any`, use `unknown` for untrusted data, validate with Zod.\n', '- Validate request bodies with Zod.\n')).toEqual([]);
  });
  test('a purpose before the steps is no subject: "To ship a fix, bump the version and run `npm publish`"', () => {
    expect(shown('- Never run `npm publish` by hand; releases go out via `changeset publish` in CI.\n', '- To ship a fix, bump the version and run `npm publish` from `dist/`.\n').length).toBeGreaterThan(0);
  });
});

describe('using mocks for an API keeps it off the network', () => {
  test('"Use mock data for external API dependencies" agrees with "Mock external API dependencies"', () => {
    expect(shown('- Use mock data for external API dependencies\n', '- Mock external API dependencies\n')).toEqual([]);
  });
  test('"Use the real external API in integration tests" still uses the network', () => {
    expect(shown('- Always call the real external API.\n', '- Mock external API dependencies.\n').length).toBeGreaterThan(0);
  });
});

describe('Alembic and Django migrations are database migration tools', () => {
  test('"Write schema migrations with Alembic" / "Schema migrations are plain SQL files run by Flyway"', () => {
    expect(shown('- Write schema migrations with Alembic (`alembic revision --autogenerate`).\n', '- Schema migrations are plain SQL files run by Flyway.\n')[0]?.subject).toBe('database migration tool');
  });
  test('the same tool named twice agrees', () => {
    expect(shown('- Write schema migrations with Alembic.\n', '- Run `alembic upgrade head` after pulling.\n')).toEqual([]);
  });
});

describe('a command that runs with a tool a firm ban rules out', () => {
  test('"Never use npm; use pnpm" / "Run `npm run build` before pushing" is possible', () => {
    const [c] = shown('- Never use npm; use pnpm.\n', '- Run `npm run build` before pushing.\n', 'CLAUDE.md', '.claude/rules/release.md');
    expect(c?.confidence).toBe('possible');
    expect(c?.subject).toBe('JavaScript package manager');
  });
  test("a ban in a directory's own file is that directory's: not against the root's commands", () => {
    expect(shown('- Run `pnpm run generate-api` to regenerate the client.\n', '- **Package manager**: yarn (not pnpm).\n', 'admin/AGENTS.md', 'kompomaatti/CLAUDE.md')).toEqual([]);
    expect(shown('- Always run `pnpm migration:check` before pushing migrations.\n', '- **NEVER** run `pnpm install` in the primary checkout.\n', 'CLAUDE.md', 'apps/desktop/CLAUDE.md')).toEqual([]);
  });
});

describe('code spans joined by a slash are alternatives', () => {
  test('"`const`/`let`, never `var`" agrees with "Prefer `const`; use `let` only when reassigned"', () => {
    expect(shown('- `const`/`let`, never `var`.\n', '- Prefer `const`; use `let` only when the binding is reassigned.\n')).toEqual([]);
  });
  test('"Use `async`/`await`, not `.then()` chains" against ".then()/.catch() chains" clashes', () => {
    expect(shown('- Use `async`/`await`, not `.then()` chains.\n', '- Handle promises with `.then()`/`.catch()` chains so the flow reads top to bottom.\n').length).toBeGreaterThan(0);
  });
  test('a global install under a ban of its package manager names it only as what installs a tool', () => {
    expect(shown('- Never use npm; use pnpm.\n', '- Run `npm install -g sonar-scanner`.\n', 'CLAUDE.md', '.claude/rules/sonar.md')).toEqual([]);
  });
});

describe('a section a tool writes', () => {
  const row = (n: number) => `# P\n\n## System Density (auto-generated)\n\nAMMOI: 25% | Edges: 0 | Adv: 27 | Events(24h): ${n}\nStructure: 8 organs / 149 repos / 1654 components\n`;
  test('two auto-generated snapshots in two files are no drift', () => {
    expect(shown(row(38806), row(37445), 'CLAUDE.md', 'docs/CLAUDE.md')).toEqual([]);
  });
  test('a value under an auto-generated heading against a rule is a record of one time', () => {
    expect(shown('# P\n\n## Stats (auto-generated)\n\n- Coverage: 71%\n', '# Q\n\n- Coverage must stay at or above 80%.\n', 'CLAUDE.md', '.claude/rules/testing.md')).toEqual([]);
  });
});

describe('leads, labels and references read after batches 266 and 267', () => {
  test('an item labelled "FORBIDDEN:" forbids what it lists, as "**NEVER**" does', () => {
    expect(shown('- **NEVER** `docker rm`, `docker compose rm`, `docker system prune`.\n', '- FORBIDDEN: `docker rm`, `docker compose rm`, `docker system prune`.\n', 'CLAUDE.md', '.claude/rules/server.md')).toEqual([]);
    expect(shown('- Clean up with `docker system prune` weekly.\n', '- FORBIDDEN: `docker rm`, `docker compose rm`, `docker system prune`.\n', 'CLAUDE.md', '.claude/rules/server.md').length).toBeGreaterThan(0);
  });
  test('"Fill §6 edge categories" names a section, not six categories', () => {
    expect(shown('- Test plan structure, 5-layer pyramid, 8 edge categories, coverage gates.\n', '5. **Fill §6 edge categories** -- every one of the 8, no skipping.\n', 'CLAUDE.md', '.claude/rules/testing.md')).toEqual([]);
  });
  test('"not a replacement for `bun run typecheck`" leaves typecheck to be run', () => {
    expect(shown('- Keep `bun run typecheck` as a separate verification step.\n', '- These diagnostics are additive, not a replacement for `bun run check` and `bun run typecheck`. Run those first.\n', 'CLAUDE.md', '.claude/rules/code-review.md')).toEqual([]);
  });
  test('the items under "**If E2E tests fail:**" hold only then', () => {
    const found = two('# O\n\n**If E2E tests fail:**\n\n1. Do NOT merge\n2. Document failures\n', '# C\n\n- Merge feature branches to main once review passes.\n', '.claude/rules/orchestrator.md', '.claude/rules/coordination.md');
    expect(found.filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('"**Only the Orchestrator can:**" lists what it may do', () => {
    expect(two('# O\n\n- Never merge to main.\n', '# C\n\n**Only the Orchestrator can:**\n- Merge branches to main\n- Push to main\n', '.claude/rules/worker.md', '.claude/rules/coordination.md').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('the text under a heading that names a function says what it does', () => {
    expect(shown('# S\n\n2. **Stop heartbeat loop** - No more heartbeats will be sent\n', '# M\n\n### coord_send_heartbeat\n\nSend a heartbeat to update presence. Called automatically by the MCP server.\n', '.claude/rules/overview.md', '.claude/rules/messages.md').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('a place phrase before the verb of a value', () => {
  test('"Images in `public/img/` must be under 200 KB" holds in that folder', () => {
    expect(shown('- Images in `public/img/` must be under 200 KB.\n', '- Service Docker images must be under 300 MB.\n')).toEqual([]);
  });
  test('"Uploads in the API must be under 10 MB" / "Allow API uploads up to 50 MB" still measure one thing', () => {
    expect(shown('- Uploads are capped at 10 MB.\n', '- Allow file uploads up to 50 MB.\n').length).toBeGreaterThan(0);
  });
});

describe('read after batches 269 to 272', () => {
  test('"**Commit workflow:**" on a line of its own names a topic; it asks nothing', () => {
    expect(shown('- NEVER run `git commit`. Write the commit message to a file instead.\n', '**Commit workflow:**\n\n1. Write the message file.\n', 'CLAUDE.md', '.claude/rules/git.md')).toEqual([]);
  });
  test('"**Always use Ansible modules:**" on a line of its own is still a rule', () => {
    expect(two('- **NEVER run Ansible playbooks** in the container\n', '**Always use Ansible modules:**\n\n- `ansible.builtin.copy`\n', 'CLAUDE.md', 'CLAUDE/InfrastructureAsCode.md').length).toBeGreaterThan(0);
  });
  test('where a list of git commands is run narrows each: "from a Bash tool call" / "inside the script is fine"', () => {
    const found = shown('- NEVER invoke `git commit`, `git add`, `git rm` or `git stash` from a Bash tool call.\n', '- `git commit`/`git add` inside the script is fine.\n', 'CLAUDE.md', '.claude/rules/git-safety.md');
    expect(found.filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('"under any circumstances" is every case', () => {
    expect(two('- Never run `git push` or `docker push`, under any circumstances.\n', '5. Commit and push changes\n')[0]?.subject).toBe('push');
  });
});

describe('read after batches 273 to 276', () => {
  test('"As of Mar 28, 2026: 127 pages, 365 API routes" records that time', () => {
    expect(shown('- **Metrics:** 5,304 tests, 129 pages, 373 API routes, 499 test files.\n', 'For current counts, see `docs/audits/`. As of Mar 28, 2026: 127 pages, 365 API routes, 4,799 tests.\n')).toEqual([]);
  });
  test('"Updated 5 API routes", "Replaced `X` in 9 API routes" count what a change touched', () => {
    expect(shown('- Updated 5 API routes to use the new client.\n', '- The app has 365 API routes.\n')).toEqual([]);
    expect(shown('- Replaced env.DEFAULT_ORG_ID in 9 API routes.\n', '- The app has 365 API routes.\n')).toEqual([]);
  });
  test('two totals still drift', () => {
    expect(shown('- The server exposes 40 API routes.\n', '- There are 52 API routes in the server.\n').length).toBeGreaterThan(0);
  });
  test("a compiler's message pasted into a file is not an instruction", () => {
    expect(shown("- src/core/graph.ts(1,26): error TS2591: Cannot find name 'node:fs/promises'. Try `npm i --save-dev @types/node`.\n", '- Never use `npm` or `yarn` in this project\n', '.claude/rules/lessons-learned.md', '.claude/rules/prefs.md')).toEqual([]);
  });
});
