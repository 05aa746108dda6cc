/**
 * Readings that keep lines of real memory files from failing the check: each test checks the shape that is no
 * longer a certain contradiction and the plain conflict beside it that still is.
 */
import { confidence, onlyOneFile, pair, same, two } from '../helpers/contradictions.js';


describe('a scope and its complement', () => {
  test('"acceptable in tests" and "don\'t use it outside tests" say the same rule', () => {
    expect(pair('`unwrap()` is acceptable in tests', "Don't use `unwrap()` outside tests")).toHaveLength(0);
    expect(pair('Mocks are fine in unit tests.', 'Never use mocks except in unit tests.')).toHaveLength(0);
  });
  test('the same place on both sides still clashes', () => {
    expect(confidence('`unwrap()` is acceptable in tests', 'Never use `unwrap()` in tests')).toBe('certain');
  });
});

describe('an arrow from a case to what to do about it', () => {
  test('"Code gen not working → run X" is the fix for that case, not a ban of X', () => {
    expect(pair('Run `dart run build_runner build` after changes.', '**Code gen not working** → run `dart run build_runner build`')).toHaveLength(0);
    expect(pair('Run `make gen` after changes.', 'Codegen fails -> run `make gen` again')).toHaveLength(0);
  });
  test('the fix is read as applying in that case only', () => {
    expect(confidence('Use npm.', 'Build fails → never use npm')).not.toBe('certain');
    expect(confidence('Use npm.', 'Never use npm')).toBe('certain');
  });
});

describe('a contrast with a place', () => {
  test('"the sign-ins live in the profile directory, not React" rules out no UI framework', () => {
    expect(pair('React 19 + Vite frontend.', 'The component is only a view — the sign-ins live in the profile directory, not React.')).toHaveLength(0);
  });
  test('a contrast with a member of the same family still rules it out', () => {
    expect(confidence('Format with dprint, not Prettier.', 'Use Prettier everywhere.')).toBe('certain');
  });
});

describe('checklist items', () => {
  test('a task-list item is work to do or done, not a standing rule', () => {
    const doc = '# Infra\n\n## Drive passthrough\n\n- **Note**: Must be configured via Ansible (not Terraform)\n\n## Goals\n\n- [ ] Import CT200 (ripper-new) to Terraform\n- [x] Import all production containers to Terraform\n';
    const found = same(doc);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.confidence === 'unlikely')).toBe(true);
    expect(found[0].reason).toMatch(/checklist item/);
  });
  test('the same line as a plain item stays certain', () => {
    const doc = '# Infra\n\n## Drive passthrough\n\n- **Note**: Must be configured via Ansible (not Terraform)\n\n## Goals\n\n- Import CT200 (ripper-new) to Terraform\n';
    expect(onlyOneFile(same(doc)[0])).toBe('only one file');
  });
});

describe('two bold-labelled cases of one section', () => {
  const doc = (a: string, b: string): string => `# Billing\n\n## Tests\n\n${a}\n- Cleanup: 6 products archived\n\n${b}\n- Cleanup: 2 products archived\n`;
  test('"**DEV environment**:" and "**PRODUCTION environment**:" head two cases', () => {
    const found = same(doc('**DEV environment** :', '**PRODUCTION environment** (`ssh ovh`) :'));
    expect(found.every((c) => c.confidence !== 'certain')).toBe(true);
  });
  test('without labels the two values clash', () => {
    expect(onlyOneFile(same(doc('', ''))[0])).toBe('only one file');
  });
});

describe('a heading that names a file', () => {
  test('"## API client (`api.js`)" scopes its section to that file', () => {
    const doc = '# Frontend\n\n## Page modules\n\n- **Never call `fetch()` directly.** Use functions from `../api.js`.\n\n## API client (`api.js`)\n\n- Only place `fetch()` is called.\n';
    expect(same(doc).filter((c) => c.confidence === 'certain')).toHaveLength(0);
  });
  test('a heading without a file leaves the rule for the whole project', () => {
    const doc = '# Frontend\n\n## Page modules\n\n- Never call `fetch()` directly.\n\n## API client\n\n- Always call `fetch()` for HTTP.\n';
    expect(onlyOneFile(same(doc)[0])).toBe('only one file');
  });
});

describe('"as" before a clause of its own', () => {
  test('the reason\'s negation does not turn the instruction around', () => {
    expect(pair('ALWAYS call `pnpm check` or you will get unexpected errors.', 'Use `pnpm check` instead as there the full build is too time-consuming and provides no additional validation benefit.')).toHaveLength(0);
  });
  test('"as" before a role is still part of the choice', () => {
    expect(confidence('Use pnpm as the package manager.', 'Never use pnpm.')).toBe('certain');
  });
});

describe('what another actor does', () => {
  test('"It … commits — no push, no PR" describes a subagent\'s job', () => {
    expect(confidence('It applies the verified edits, builds the affected projects, and commits — no push, no PR.', 'Push to a feature branch instead.')).not.toBe('certain');
  });
  test('a "no X" after what the project does is still its rule', () => {
    expect(confidence('The project uses pnpm — no npm.', 'Use npm.')).toBe('certain');
  });
});

describe('one sentence written for two subjects', () => {
  test('"A `:tunnel` change is DONE only if …" and "A `:ui` change …" are two modules\' rules, not a drift', () => {
    expect(pair('A `:tunnel` change is DONE ONLY if ALL are true:', 'A `:ui` change is DONE ONLY if ALL are true:')).toHaveLength(0);
  });
  test('a value after the verb is still a copy edited on one side', () => {
    expect(two('The `:tunnel` permissions are derived from `users.role` via `apps/api/src/platform/permissions.ts`.\n', 'The `:tunnel` permissions are derived from `users.role` via `apps/api/core/permissions.py`.\n')[0]?.kind).toBe('drift');
  });
});

describe('a number set for one call', () => {
  test('"wrap `Firebase.initializeApp()` with a timeout (10s max)" is that call\'s timeout', () => {
    expect(confidence('**Timeout:** 300s (5 minutes).', 'Always wrap `Firebase.initializeApp()` with a timeout (10s max)')).toBe('unlikely');
  });
  test('two timeouts of the same thing still clash', () => {
    expect(confidence('Request timeout: 30s.', 'Keep the request timeout at 10s.')).toBe('certain');
  });
});

describe('what may be mocked', () => {
  test('"ONLY mock 3rd party API calls" does not ban the network', () => {
    expect(pair('ONLY mock 3rd party API calls - Everything else should use real implementations', 'Use real services instead - for integration testing')).toHaveLength(0);
  });
  test('"mock all API calls" against a test that calls the real API is still found', () => {
    expect(pair('Mock all API calls in tests.', 'Tests must call the real staging API.').length).toBeGreaterThan(0);
  });
});

describe('a heading of what never to do', () => {
  const doc = (h: string): string => `# Portal\n\n- Never edit \`angular/src/app/proxy/\` -- regenerate via \`abp generate-proxy\`.\n\n## ${h}\n\n- Edit \`angular/src/app/proxy/\` (regenerate instead).\n`;
  test('"What Claude Should Never Do", "What never to do" forbid their items', () => {
    for (const h of ['What Claude Should Never Do', 'What (Claude Should) Never Do', 'What never to do', 'Things you must not do']) expect(same(doc(h))).toHaveLength(0);
  });
  test('"What to do" does not', () => {
    expect(onlyOneFile(same(doc('What to do'))[0])).toBe('only one file');
  });
});

describe('words that only qualify', () => {
  test('"add new seed contributors" adds contributors, not "new"', () => {
    expect(pair('Add new seed contributors for new entity tests.', 'Do not add new code referencing the entity.')).toHaveLength(0);
  });
  test('"for genuinely optional values" does not make the rule optional', () => {
    expect(pair('Use `Option<A>` for genuinely optional values.', 'Always choose `Option<A>` over nullable types.')).toHaveLength(0);
    expect(confidence('Mocks are optional in unit tests.', 'Never use mocks in unit tests.')).toBeDefined();
  });
});

describe('lines in another language', () => {
  test('two Portuguese limits of two secrets are at most possible', () => {
    expect(confidence('**DB_PASSWORD**: Mínimo 16 caracteres, não pode ser valor default', '**AUTH_SECRET_KEY**: Mínimo 64 caracteres, não pode ser valor default')).not.toBe('certain');
  });
  test('an English line with an accented word is still read', () => {
    expect(confidence('Use the façade pattern for the café API client; never use axios.', 'Use axios for HTTP calls.')).toBe('certain');
  });
});

describe('readings from a later batch', () => {
  test('an arrow from a case: "Low (<5 instances) → Consider X" states no number of its own', () => {
    expect(pair('**Low** (<5 instances) → Consider **Unified approach**', '**High** (>20 instances) → Consider **Conservative approach**')).toHaveLength(0);
  });
  test('"Normal text: Minimum 4.5:1" and "Large text: Minimum 3:1" are two labelled things', () => {
    expect(confidence('Normal text: Minimum 4.5:1 contrast ratio', 'Large text: Minimum 3:1 contrast ratio')).not.toBe('certain');
    expect(confidence('Body text: Minimum 4.5:1 contrast ratio', 'Body text: Minimum 3:1 contrast ratio')).toBe('certain');
  });
  test('"do not run X separately — use `verify`" rules out one way of running it', () => {
    expect(confidence('Run type-check, lint, prettier and unit tests before each commit', 'Do NOT run type-check, lint, prettier, and test separately — use `verify`')).not.toBe('certain');
    expect(confidence('Run type-check before each commit', 'Do NOT run type-check')).toBe('certain');
  });
  test('"do not treat `bun run test` as sufficient" is not a ban of running it', () => {
    expect(confidence('Do not treat `bun run test` as sufficient.', 'Run `bun run test` before every commit.')).not.toBe('certain');
    expect(confidence('Do not run `bun run test`.', 'Run `bun run test` before every commit.')).toBe('certain');
  });
  test('"don\'t bundle concerns into one PR and then squash" bans the squash that follows', () => {
    expect(pair('Merge a PR preserving its commits — do NOT squash.', "Don't bundle many unrelated concerns into one PR and then squash.").filter((c) => c.confidence === 'certain')).toHaveLength(0);
  });
  test('"Store admin, not Store Admin" is about spelling', () => {
    expect(pair('Each Store has its own Storefront, Store Admin, and commerce data.', 'Capitalize only the first word: Store admin, Storefront, not Store Admin.')).toHaveLength(0);
  });
});

describe('readings from the last batches', () => {
  test('"- ObservableObject for stateful services" says to use it, against "Never use `ObservableObject`"', () => {
    expect(confidence('ObservableObject for stateful services', 'Never use `ObservableObject`.')).toBe('certain');
  });
  test('two lines that each state both numbers agree', () => {
    expect(pair('**Budget Zones**: 🟢 Green (<70%) | 🟡 Yellow (70-85%) | 🔴 Red (>85%)', '**Budget Zones**: Green (<70%) | Yellow (70-85%) | Red (>85%)').filter((c) => c.rule === 'contradiction')).toHaveLength(0);
  });
});

describe('"Use `X` not `Y`" without a comma', () => {
  test('the "not" rules out only what follows it', () => {
    expect(pair('Use `Text(value, format: .number.precision(.fractionLength(2)))` not `String(format:)`', 'Use `Text(value, format: .number.precision(.fractionLength(2)))` instead of C-style formatting')).toHaveLength(0);
    expect(confidence('Use `pnpm` not `npm`', 'Always use `npm`')).toBe('certain');
  });
});
