/**
 * Readings added after the real-text batches 187 and later.
 */
import { contradictions, two } from '../helpers/contradictions.js';

describe('a qualified name that is a member itself is that member', () => {
  test('"Mock with `unittest.mock`" does not choose the unittest runner', () => {
    expect(two('- Tests use pytest.\n', "- Mock with `unittest.mock`; don't add `pytest-mock`.\n").filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('`unittest.mock` against pytest-mock is a choice of mocking library', () => {
    const [c] = two('- Use `pytest-mock` for mocking.\n', '- Mock with `unittest.mock`.\n');
    expect(c?.kind).toBe('exclusive-choice');
    expect(c?.subject).toMatch(/mocking/);
  });
  test('a call on the library still uses it: `Mockito.mock()`', () => {
    expect(two('- Mock with `Mockito.mock()`.\n', '- Never use Mockito; use MockK.\n')[0]?.kind).toBeDefined();
  });
});

describe('a choice of how the object is made leaves the act on the object', () => {
  test('"Write docstrings … (Google style)" against "No docstrings on public functions"', () => {
    const [c] = two('- Write docstrings for every public function (Google style)\n', '- No docstrings on public functions — type hints and names are the documentation\n');
    expect(c?.kind).toBe('polarity');
    expect(c?.subject).toMatch(/docstring/);
  });
  test('the chosen member is not also an act: "Tests use pytest" against "never use unittest" stays a choice', () => {
    expect(two('- Write tests with pytest.\n', '- Do not write tests with unittest.\n')).toEqual([]);
  });
});

describe('a file whose title has a placeholder is a template', () => {
  test('"# CLAUDE.md — <PROJECT>" in a nested starter kit does not speak for this project', () => {
    const found = contradictions({
      'CLAUDE.md': '# App\n\n- The documents in `docs/` are the binding specification.\n- Use npm for installs.\n',
      'kit/CLAUDE.md': '# CLAUDE.md — <PROJECT>\n\n- The documents in `process/` are the binding specification.\n- Use pnpm for installs, never npm.\n',
    });
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('a title with a generic type is not a placeholder', () => {
    const found = contradictions({ 'CLAUDE.md': '# App\n\n- Use npm for installs.\n', 'kit/CLAUDE.md': '# Option<T> helpers\n\n- Use pnpm for installs, never npm.\n' });
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('the items of a list can complete a condition', () => {
  test('"If a change appears to:" / "- Add new persisted fields" is a case, not an instruction', () => {
    const found = contradictions({
      'CLAUDE.md': '# App\n\n- Do not rename, abbreviate, or add fields.\n',
      '.claude/rules/persistence.md': '# P\n\n## When Unsure -- STOP\n\nIf a change appears to:\n- Change snapshot shape\n- Add new persisted fields\n',
    });
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('"When adding a feature, make sure to:" still prescribes its items', () => {
    const found = contradictions({ 'CLAUDE.md': '# App\n\nWhen adding a feature, make sure to:\n- Run `npm install`\n', '.claude/rules/pm.md': '# P\n\n- Never use npm; use pnpm.\n' });
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('a stand-in name is not a value that drifts', () => {
  test('"Co-locate the test `useFoo.test.tsx`" / "… `useX.test.tsx`" in two recipes', () => {
    const found = contradictions({
      'frontend/CLAUDE.md': '# F\n\n5. Co-locate the test `useFoo.test.tsx`, mocking global `fetch` with `vi.stubGlobal`.\n',
      'frontend/src/hooks/CLAUDE.md': '# H\n\n4. Co-locate the test `useX.test.tsx`, mocking global `fetch` with `vi.stubGlobal`.\n',
    });
    expect(found.filter((c) => c.kind === 'drift')).toEqual([]);
  });
  test('two real file names still drift', () => {
    const found = contradictions({
      'frontend/CLAUDE.md': '# F\n\n5. Co-locate the test `useAuth.test.tsx`, mocking global `fetch` with `vi.stubGlobal`.\n',
      'frontend/src/hooks/CLAUDE.md': '# H\n\n4. Co-locate the test `useSession.test.tsx`, mocking global `fetch` with `vi.stubGlobal`.\n',
    });
    expect(found.filter((c) => c.kind === 'drift').length).toBe(1);
  });
});

describe('a verb done again is that verb', () => {
  test('"Never reintroduce X, infer a digest, or accept …" bans every act of the series', () => {
    expect(two('- Never reintroduce live repository enumeration, infer a digest, or accept a staged identity.\n', '- Never restore live repository enumeration, infer a digest, or accept a partial catalog.\n')).toEqual([]);
  });
  test('"reinstall" is read as a verb', () => {
    const [c] = two('- Never reinstall dependencies from scratch.\n', '- Reinstall dependencies from scratch after a lockfile change.\n');
    expect(c?.kind).toBe('polarity');
  });
});

describe('what a rule leaves to its context', () => {
  test('"never edit STATE.yaml in place" is a ban of one way of changing it', () => {
    expect(two('- Update STATE.yaml atomically under `STATE.yaml.flock`.\n', '- Never write partial state; never edit STATE.yaml in place.\n').filter((c) => c.confidence === 'certain')).toEqual([]);
    expect(two('- Edit STATE.yaml to record progress.\n', '- Never edit STATE.yaml.\n')[0]?.confidence).toBe('certain');
  });
  test('"Merging — always ask the user" and "This is an always-do action — do not ask the user" ask about different acts', () => {
    const found = contradictions({
      '.claude/rules/review.md': '# R\n\n> **Ask first:** Merging — always ask the user.\n',
      '.claude/rules/handoff.md': '# H\n\n- Parent response to exhaustion: launch a replacement subagent. This is an "Always do" action — do not ask the user.\n',
    });
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('a bare "ask the user" against its ban, with no context, is at most possible', () => {
    const [c] = two('- Always ask the user.\n', '- Do not ask the user.\n');
    expect(c?.confidence).toBe('possible');
  });
  test('a ban that introduces a list holds for what its items name: possible', () => {
    const found = contradictions({
      '.claude/rules/agents.md': '# A\n\n- Monitoring agents, when used, should run in parallel with execution agents.\n',
      '.claude/rules/qa.md': '# Q\n\n**Never run agents in parallel:**\n\n1. `qa-reviewer` runs first\n2. `test-writer` runs second\n',
    });
    expect(found[0]?.confidence).toBe('possible');
    expect(found[0]?.reason).toMatch(/introduces a list/);
  });
  test('a colon before a code block is not a list: a real clash stays certain', () => {
    const found = contradictions({
      '.claude/rules/a.md': '# A\n\nUse f-strings for log messages with contextual IDs:\n\n```python\nlog.info(f"user {uid}")\n```\n',
      '.claude/rules/b.md': '# B\n\nEvery structured log call MUST use keyword `extra=` fields, not f-strings:\n\n```python\nlog.info("user", extra={"uid": uid})\n```\n',
    });
    expect(found[0]?.confidence).toBe('certain');
  });
});

describe('a value measured now is a state, the target beside it the rule', () => {
  test('"<5ms (Current: 1.081ms)" against "3.49ms (target: <5ms)" agree', () => {
    expect(two('- **P99 Latency**: <5ms (Current: 1.081ms) ✅\n', '- **P99 Latency**: 3.49ms (target: <5ms) ✅ **EXCEEDS TARGET**\n', 'CLAUDE.md', 'services/x/CLAUDE.md')).toEqual([]);
  });
  test('two targets still clash', () => {
    expect(two('- **P99 Latency**: <5ms (Current: 1.081ms)\n', '- **P99 Latency**: <2ms (target)\n').length).toBe(1);
  });
});

describe('a numbered heading of what never to do', () => {
  test('"## 11. What never to do" with a paragraph before its list forbids the items', () => {
    const found = contradictions({
      'CLAUDE.md': '# App\n\n## 11. What never to do\n\nThese are rejected at review with no negotiation:\n\n- Connect to Postgres as a superuser or `BYPASSRLS` role.\n',
      '.claude/rules/tenancy.md': '# T\n\n- Never connect to Postgres as a superuser or `BYPASSRLS` role.\n',
    });
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
});

describe('what is not required is left to the reader', () => {
  test('"No token is required to serve it" is not a ban of tokens', () => {
    const found = contradictions({
      'docs/static-registry.md': '# S\n\n- No Gitea daemon, no database, no token is required to serve it.\n',
      'CLAUDE.md': '# App\n\n@docs/static-registry.md\n\n- The cargo token must be stored as `Bearer <token>` in `credentials.toml`.\n',
    });
    expect(found.filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('a plain ban stays firm', () => {
    expect(two('- Never add a changelog entry.\n', '- Always add a changelog entry.\n')[0]?.confidence).toBe('certain');
  });
});

describe('a slash command is not a value that drifts against a command line', () => {
  test('"Run all tests to verify (`/test`)" / "… (`composer test`)"', () => {
    expect(two('7. Run all tests to verify (`/test`)\n', '7. Run all tests to verify (`composer test`)\n', 'CLAUDE.md', '.claude/rules/naming.md')).toEqual([]);
  });
});

describe('a line of a paragraph that opens with a ban in words', () => {
  test('"> **Never:** Merge without meeting the gate. Merge with failing CI." forbids each sentence', () => {
    const found = contradictions({
      '.claude/rules/gate.md': '# Gate\n\n> **Always:** Verify the gate before any merge.\n> **Never:** Merge without meeting the gate. Merge with failing CI.\n',
      '.claude/rules/phases.md': '# P\n\n- `blocked` → report blocker details to user. Do NOT merge.\n',
    });
    expect(found.filter((c) => c.kind === 'polarity')).toEqual([]);
  });
  test('the "Always:" line of the same paragraph stays an instruction to do', () => {
    const found = contradictions({
      '.claude/rules/gate.md': '# Gate\n\n> **Always:** Squash-merge pull requests.\n> **Never:** Skip the gate.\n',
      '.claude/rules/speed.md': '# S\n\n- Never squash-merge pull requests.\n',
    });
    expect(found.some((c) => c.kind === 'polarity')).toBe(true);
  });
});

describe('where a change started is history', () => {
  test('"97% → 100% compliance rate improvement" / "98% → 100% …" is not a drift', () => {
    const found = two('- **Constitutional Compliance**: 97% → 100% compliance rate improvement\n', '- **Constitutional Compliance**: 98% → 100% compliance rate improvement\n', 'CLAUDE.md', 'services/x/CLAUDE.md');
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
});

describe('fences', () => {
  test('a sample Markdown file that nests a code block keeps its text out of the instructions', () => {
    const found = contradictions({
      'CLAUDE.md': '# App\n\nExample rule file:\n\n```markdown\n# Rules\n\n- Use npm for everything.\n\n```bash\nnpm install\n```\n\n- Never use pnpm.\n```\n\n- Use pnpm for installs.\n',
    });
    expect(found).toEqual([]);
  });
  test('a stray bare fence does not swallow the rest of the file', () => {
    const found = contradictions({
      'CLAUDE.md': '# App\n\n```bash\nmake\n```\n```\n\n```bash\nmake test\n```\n\n- Use npm for installs.\n',
      '.claude/rules/pm.md': '# PM\n\n- Never use npm; use pnpm.\n',
    });
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('a ban of doing it proactively or automatically', () => {
  test('"Never: … Trigger Greptile proactively (only on CR failure)." against "trigger Greptile only after the gate"', () => {
    const found = contradictions({
      '.claude/rules/review.md': '# R\n\n> **Never:** Push per-finding. Trigger Greptile proactively (only on CR failure).\n',
      '.claude/rules/greptile.md': '# G\n\n## When to trigger Greptile\n\n**Last-resort only:** trigger Greptile only after the mandatory escalation gate returns `STATUS=trigger_greptile`.\n',
    });
    expect(found.filter((c) => c.kind === 'polarity')).toEqual([]);
  });
});

describe('a hook named for its stage is not a verb', () => {
  test('"pre-commit hook rejects Ginkgo focused tests" does not choose Ginkgo against a scoped "not Ginkgo"', () => {
    const found = contradictions({
      '.claude/CLAUDE.md': '# C\n\n- **ALWAYS** remove `FIt`/`FDescribe` before committing — pre-commit hook rejects Ginkgo focused tests\n',
      'goldmane/.claude/CLAUDE.md': '# G\n\nFV tests are in `fv/` and use vanilla `go test` (not Ginkgo). They spin up a real daemon.\n',
    });
    expect(found).toEqual([]);
  });
});
