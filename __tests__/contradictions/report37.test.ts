/**
 * What a member's own noun phrase says about it (not where it is chosen); a tool said to be absent from the stack; the
 * service a port is given to, named after the port.
 */
import { flagValuesOf, portsOf } from '../../src/core/contradictions/facts.js';
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { two } from '../helpers/contradictions.js';

const shown = (a: string, b: string, pb = '.claude/rules/dev.md') => two(`# Project\n\n${a}\n`, `${b}\n`, 'CLAUDE.md', pb).filter((c) => c.confidence !== 'unlikely');
const choices = (line: string) => extractDirectives('CLAUDE.md', line + '\n').flatMap((d) => d.claims.filter((c) => c.type === 'choice').map((c) => ({ member: c.member, polarity: c.polarity, scope: c.scope })));

describe("a member's own noun phrase", () => {
  test('the words between an article and a member chosen say what it is like, not where it is chosen', () => {
    expect(choices('Authentication uses a self-hosted Keycloak.')).toEqual([{ member: 'keycloak', polarity: 1, scope: [] }]);
    expect(shown('Auth is handled by Auth0.', 'Authentication uses a self-hosted Keycloak.')[0]?.subject).toBe('authentication provider');
  });
  test('an environment in the phrase still says where', () => {
    expect(choices('Use the local Postgres for tests.')[0]?.scope).toContain('local');
  });
  test('after a copula, the noun a member qualifies is what the subject is (a version between them too)', () => {
    expect(choices('The backend is a Django 5 monolith.').find((c) => c.member === 'django')?.scope).toEqual([]);
    expect(shown('The backend is a Django 5 monolith.', 'The backend is written in FastAPI.')[0]?.subject).toBe('Python web framework');
  });
  test('a place after the phrase still narrows it', () => {
    expect(choices('The backend is a Django monolith in the billing service.').find((c) => c.member === 'django')?.scope).toEqual(['billing']);
  });
  test('a ban keeps the words of its phrase: they say which part is meant', () => {
    expect(choices('Never use a self-hosted Keycloak.').find((c) => c.member === 'keycloak')?.scope).toContain('self-hosted');
  });
});

describe('a tool absent from the stack', () => {
  test('"not part of our tooling", "not on the classpath", "not in our stack" rule the tool out', () => {
    expect(choices('JUnit is not on the classpath.')).toEqual([{ member: 'junit', polarity: -1, scope: [] }]);
    expect(choices('Lerna is not part of our tooling.')).toEqual([{ member: 'lerna', polarity: -1, scope: [] }]);
    expect(choices('Lerna is not in our stack.')).toEqual([{ member: 'lerna', polarity: -1, scope: [] }]);
    expect(shown('Write all tests with JUnit 5.', 'Use TestNG for all tests; JUnit is not on the classpath.').length).toBeGreaterThan(0);
  });
  test('a place that is not the stack is left alone', () => {
    expect(choices('Redis is not in the stack for the worker service.')).toEqual([]);
    expect(choices('JUnit is not in the docs.')).toEqual([]);
  });
});

describe('the service a port is given to, named after it', () => {
  test('"for the dev server" after the port names its owner', () => {
    expect(portsOf('Open http://localhost:5173 for the dev server.').map((p) => p.owner)).toEqual(['dev server']);
    expect(portsOf('Use port 8025 for the Mailpit UI.').map((p) => p.owner)).toEqual(['mailpit ui']);
    const [c] = shown('The dev server runs on http://localhost:3000.', 'Open http://localhost:5173 for the dev server.');
    expect(c?.kind).toBe('drift');
  });
  test('"for now", "for example" name nothing', () => {
    expect(portsOf('Run on port 3000 for now.')).toEqual([]);
    expect(portsOf('Use port 3000 for example.')).toEqual([]);
  });
  test('how a port is mapped is not who owns it', () => {
    expect(portsOf('Local Postgres is mapped to port 5433.').map((p) => p.owner)).toEqual(['postgres']);
  });
});

describe('two written forms of one member in one line', () => {
  test('a line that rules out one form and names another chooses neither as the member', () => {
    expect(choices('ALWAYS use: `docker compose` (not `docker-compose`)').filter((c) => c.member === 'docker')).toEqual([]);
    expect(choices('Always use `pip3` and `python3` in commands—never `pip` or `python`').filter((c) => c.member === 'pip')).toEqual([]);
    expect(shown('Do not use `pip` or `python` in commands', 'Always use `pip3` and `python3` in commands—never `pip` or `python`')).toEqual([]);
    expect(shown('ALWAYS use: `docker compose` (not `docker-compose`)', 'Start the renderer with `docker run --rm -p 8095:8095 renderer:latest`.')).toEqual([]);
  });
  test('one form chosen and another member ruled out is still a choice', () => {
    expect(choices('Use pnpm, never npm.').map((c) => [c.member, c.polarity])).toEqual([['pnpm', 1], ['npm', -1]]);
  });
});

describe('what a rule leaves out', () => {
  test('"except X" is not a place the rule holds', () => {
    expect(choices('Use pnpm everywhere except the docs site.')[0]?.scope).toEqual(['ex:doc', 'ex:site']);
    expect(shown('Use pnpm everywhere except the docs site.', 'Use npm for the docs site.')).toEqual([]);
    expect(shown('Use f-strings everywhere except logger calls.', 'Log with `%s` args (not f-strings).')).toEqual([]);
  });
  test('it narrows the rule nowhere else', () => {
    expect(shown('Use pnpm everywhere except the docs site.', 'Use npm.')[0]?.confidence).toBe('certain');
    expect(shown('Use f-strings everywhere except logger calls.', 'Never use f-strings.')[0]?.confidence).toBe('certain');
  });
  test('"unless" is a condition, not something left out', () => {
    expect(choices('Use pnpm unless the docs site needs npm.').some((c) => c.scope.some((q) => q.startsWith('ex:')))).toBe(false);
  });
});

describe('what a rule is for', () => {
  test('"use HTTPS for network requests" is about HTTPS, not about making requests', () => {
    const keys = extractDirectives('CLAUDE.md', 'Always use HTTPS for network requests\n').flatMap((d) => d.claims.map((c) => c.key));
    expect(keys).not.toContain('concept:network');
    expect(shown('Always use HTTPS for network requests', 'Mock network calls and system APIs in unit tests')).toEqual([]);
    expect(extractDirectives('CLAUDE.md', 'Allow network access for the build step.\n').flatMap((d) => d.claims.map((c) => c.key))).toContain('concept:network');
  });
});

describe('versions a line lists, and what another tool needs', () => {
  const versions = (line: string) => extractDirectives('CLAUDE.md', line + '\n').flatMap((d) => d.claims.filter((c) => c.type === 'version').map((c) => c.version));
  test('"JDK 17, 21, or 25" names several versions, none of them the one in use', () => {
    expect(versions('A successful build on JDK 17, 21, or 25 alone does not prove Java 7 runtime compatibility.')).toEqual([]);
    expect(versions('Supports Python 3.10, 3.11 and 3.12.')).toEqual([]);
    expect(versions('Use Python 3.11, 2 spaces for indentation.')).toEqual(['3.11']);
  });
  test('what another tool requires is not the project\'s version', () => {
    expect(versions('Maven 3.9+ itself requires Java 8, so CI installs Maven 3.8.9 for the Java 7 entry.')).toEqual([]);
    expect(versions('The project requires Java 8.')).toEqual(['8']);
  });
});

describe('how long an answer is', () => {
  test('"keep answers short" against "explain every change in detail"', () => {
    expect(choices('Keep answers short.')[0]?.member).toBe('concise');
    expect(choices('Explain every change in detail.')[0]?.member).toBe('detailed');
    expect(shown('Keep answers short — a few sentences, no summary at the end.', 'Explain every change in detail, with a full paragraph per file touched.')[0]?.confidence).toBe('certain');
  });
  test('"short" of something that is not an answer chooses nothing', () => {
    expect(choices('Keep functions short.')).toEqual([]);
    expect(choices('Document the API in detail.')).toEqual([]);
  });
});

describe('a number and its unit written as one word', () => {
  const numbers = (line: string) => extractDirectives('CLAUDE.md', line + '\n').flatMap((d) => d.claims.filter((c) => c.type === 'number').map((c) => c.value));
  test('"a 30-second timeout" is 30 seconds, also when the subject uses it', () => {
    expect(numbers('Use a 30-second timeout for HTTP calls.')).toEqual([30000]);
    expect(numbers('Outbound HTTP calls use a 30-second timeout.')).toEqual([30000]);
  });
  test('"a 2-hour meeting" has no setting', () => {
    expect(numbers('We have a 2-hour meeting.')).toEqual([]);
  });
});

describe('a setting assigned a number in code', () => {
  test('`key = N`, `KEY=N`, `Key: N` set one setting however it is spelled', () => {
    expect(flagValuesOf('`line-length = 100` in `pyproject.toml`.').map((f) => [f.flag, f.value])).toEqual([['linelength', '100']]);
    expect(flagValuesOf('Black runs with `--line-length 88`.').map((f) => [f.flag, f.value])).toEqual([['linelength', '88']]);
    expect(flagValuesOf('`DB_POOL_SIZE=20` keeps 20 connections open.').map((f) => f.flag)).toEqual(['dbpoolsize']);
    expect(shown('`line-length = 100` in `pyproject.toml`; wrap at 100.', 'Black runs with `--line-length 88` (the default) — don\'t change it.')[0]?.kind).toBe('drift');
  });
  test('versions, ports and sizes of a page are not settings of a tool', () => {
    expect(flagValuesOf('Set `PORT=3000`.')).toEqual([]);
    expect(flagValuesOf('Use `python_requires = 3.11`.')).toEqual([]);
    expect(flagValuesOf('Headings use `font-size: 24px`.')).toEqual([]);
  });
});

describe('signing commits with GPG', () => {
  test('"GPG-sign" is signing', () => {
    const keys = (line: string) => extractDirectives('CLAUDE.md', line + '\n').flatMap((d) => d.claims.map((c) => `${c.key} ${c.polarity}`));
    expect(keys('Do not GPG-sign commits.')).toEqual(['act:sign:commit -1']);
    expect(shown('Sign every commit (`git commit -S`).', 'Do not GPG-sign commits; the CI bot rejects signed ones.')[0]?.subject).toBe('sign commit');
  });
});

describe('a port named by what it lets one see', () => {
  test('"… to see the dev server"', () => {
    expect(portsOf('Open http://localhost:5173 to see the dev server.').map((p) => p.owner)).toEqual(['dev server']);
    expect(portsOf('Open http://localhost:5173 to see the app during development.')).toEqual([]);
  });
});

describe('two moments', () => {
  test('counts in two lines that each give their dates, none in common, are two moments', () => {
    expect(shown('Re-affirmed 2026-06-27: propagate to all 140 active app repos.', 'VERIFIED 2026-07-30: a scan found 195 active app repos.')).toEqual([]);
    expect(shown('Propagate to all 140 active app repos.', 'A scan found 195 active app repos.')[0]?.kind).toBe('drift');
    expect(shown('Checked 2026-07-30: propagate to all 140 active app repos.', 'VERIFIED 2026-07-30: a scan found 195 active app repos.')[0]?.kind).toBe('drift');
  });
});

describe('the Rust toolchain channel', () => {
  test('stable, beta and nightly Rust are one choice; where it is pinned is not where it holds', () => {
    expect(choices('We build on nightly Rust (`rust-toolchain.toml` → `nightly-2024-05-01`).')[0]?.member).toBe('nightly');
    expect(choices('The Rust toolchain is pinned to stable 1.79 in rust-toolchain.toml.')).toEqual([{ member: 'stable', polarity: 1, scope: [] }]);
    expect(shown('The Rust toolchain is pinned to stable 1.79 in rust-toolchain.toml.', 'We build on nightly Rust (`rust-toolchain.toml` → `nightly-2024-05-01`).')[0]?.subject).toBe('Rust toolchain channel');
  });
  test('"stable", "beta" and "nightly" of something else choose nothing', () => {
    expect(choices('The API is stable.')).toEqual([]);
    expect(choices('Nightly builds run at 2am.')).toEqual([]);
    expect(choices('Use the beta channel of the Expo SDK.')).toEqual([]);
  });
});

describe('a setting named in code, its number in prose', () => {
  test('"Keep `DB_POOL_SIZE` at 5" against "(`DB_POOL_SIZE=20`)"', () => {
    expect(flagValuesOf('Keep `DB_POOL_SIZE` at 5 — the plan caps connections.').map((f) => [f.flag, f.value])).toEqual([['dbpoolsize', '5']]);
    expect(flagValuesOf('Keep `WORKERS` at 4.').map((f) => f.value)).toEqual(['4']);
    expect(shown('The app keeps 20 connections open (`DB_POOL_SIZE=20`).', 'Keep `DB_POOL_SIZE` at 5 — the managed Postgres plan caps connections.')[0]?.kind).toBe('drift');
  });
  test('a port, or a place of its own, is not that setting', () => {
    expect(flagValuesOf('Set `PORT` to 3000.')).toEqual([]);
    expect(shown('Set `DB_POOL_SIZE` to 20 in production.', 'Keep `DB_POOL_SIZE` at 5 — the plan caps connections.')).toEqual([]);
  });
});

describe('a line that opens with "What NOT to do:"', () => {
  test('what follows is an example of what not to do, not an instruction', () => {
    expect(shown('Use 4-space indentation.', 'What NOT to do: indent with two spaces like the snippets in the old wiki.')).toEqual([]);
    expect(shown('Use 4-space indentation.', 'Indent with two spaces like the snippets in the old wiki.')[0]?.confidence).toBe('certain');
  });
});

describe('what a call is made with; the types of a version', () => {
  test('"Never call `logger.error(…)` with stdlib logging" does not rule out stdlib logging', () => {
    expect(choices('Never call `logger.error("msg", error=e)` with stdlib logging — use structlog-style kwargs')).toEqual([]);
    expect(shown('Never call `logger.error("msg", error=e)` with stdlib logging — use structlog-style kwargs', 'Never use `structlog` — use standard `logging` only')).toEqual([]);
    expect(choices("Don't run tests with Jest.")).toEqual([{ member: 'jest', polarity: -1, scope: [] }]);
  });
  test('"Java 7 types" are what Java 7 has, not the JDK a build runs on', () => {
    expect(shown('Publishing runs on JDK 17 because the Central plugins need it.', 'All public signatures must use Java 7 types.')).toEqual([]);
    expect(shown('The build uses JDK 17.', 'Use Java 11.')[0]?.subject).toBe('Java version');
  });
});

describe('releases of a platform', () => {
  const versions = (line: string) => extractDirectives('CLAUDE.md', line + '\n').flatMap((d) => d.claims.filter((c) => c.type === 'version').map((c) => c.version));
  test('a version that shipped as a beta, or a regression of one, is news about the platform', () => {
    expect(versions('iOS 27 / Swift 6.4 shipped as WWDC26 betas → GA this fall; adoption is planned per ADR-037.')).toEqual([]);
    expect(versions('iOS 26 SpriteKit framerate regression — fixed in 26.2, regressed in 26.3/26.4.')).toEqual([]);
    expect(versions('Next.js 16 (App Router) + Tailwind 4')).toEqual(['16', '4']);
  });
});

describe('a negated series of acts', () => {
  test('"Do not add features here, migrate real reads onto X, or grow the pilot schema" rules out each act', () => {
    const keys = extractDirectives('CLAUDE.md', 'Do **not** add features here, migrate real reads onto `useZeroResource`, or grow the pilot schema\n').flatMap((d) => d.claims.map((c) => `${c.key} ${c.polarity}`));
    expect(keys).toContain('act:migrate:read -1');
    expect(keys).toContain('act:grow:schema -1');
    expect(shown('Do **not** add features here, migrate real reads onto `useZeroResource`, or grow the pilot schema', 'Do not migrate real reads onto `useZeroResource`.')).toEqual([]);
  });
});

describe('what a thing was', () => {
  test('"Historically the API was Flask" is how it used to be', () => {
    expect(choices('Historically the API was Flask; the port finished in v3.0.')).toEqual([]);
    expect(shown('The API is built with FastAPI.', 'Historically the API was Flask; the port finished in v3.0.')).toEqual([]);
    expect(choices('The API was rewritten in FastAPI.')[0]?.member).toBe('fastapi');
    expect(shown('The API is built with FastAPI.', 'The API is Flask.').length).toBeGreaterThan(0);
  });
});

describe('a host and its port are not a setting', () => {
  test('`localhost:4222`, `redis:6379` give no setting a value; `ColumnLimit: 80` does', () => {
    expect(flagValuesOf('Postgres at `localhost:15439`, NATS at `localhost:4222`.')).toEqual([]);
    expect(flagValuesOf('The cache is `redis:6379`.')).toEqual([]);
    expect(flagValuesOf('clang-format: `ColumnLimit: 80`.').map((f) => f.value)).toEqual(['80']);
  });
});
