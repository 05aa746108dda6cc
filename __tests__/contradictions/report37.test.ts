/**
 * What a member's own noun phrase says about it (not where it is chosen); a tool said to be absent from the stack; the
 * service a port is given to, named after the port.
 */
import { portsOf } from '../../src/core/contradictions/facts.js';
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
