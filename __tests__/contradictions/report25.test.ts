/**
 * An aside in parentheses, a past tense after "we", and the program a command line starts.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { contradictions, two } from '../helpers/contradictions.js';

describe('an aside in parentheses has its own verb', () => {
  test('"Write new code against Kotlin 2.0 (the K2 compiler is enabled)" still prescribes Kotlin 2.0', () => {
    const found = two('- Write new code against Kotlin 2.0 (the K2 compiler is enabled).\n', '- Target Kotlin 1.9 for all modules.\n');
    expect(found[0]?.kind).toBe('version');
  });
  test('"Node.js 20 (see `.nvmrc`)" states the version', () => {
    expect(two('- Node.js 20 (see `.nvmrc`).\n', '- Use Node.js 22 for every package.\n')[0]?.kind).toBe('version');
  });
  test('and the same versions in both agree', () => {
    expect(two('- Node.js 22 (see `.nvmrc`).\n', '- Use Node.js 22 for every package.\n')).toEqual([]);
  });
});

describe('a past tense after "we" is the verb', () => {
  test('"We\'ve upgraded to React 19" states the version in use', () => {
    expect(two('- React 18 only.\n', "- We've upgraded to React 19.\n")[0]?.kind).toBe('version');
  });
  test('"We upgraded from React 18 to React 19" is history, not React 18 in use', () => {
    expect(two('- Use React 19.\n', '- We upgraded from React 18 to React 19.\n')).toEqual([]);
  });
  test('a past participle as an adjective is still one ("Re-run the failed jobs")', () => {
    expect(two('- Never re-run the failed jobs by hand.\n', '- We tested the failed jobs.\n')).toEqual([]);
  });
});

describe('a command line uses the program that starts it', () => {
  test('a ban of `sudo` meets `sudo apt-get install`', () => {
    const [c] = two('- Never use `sudo`.\n', '- Install missing system packages with `sudo apt-get install -y <pkg>`.\n');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('certain');
  });
  test('a ban of `npx` meets `npx prisma generate`', () => {
    expect(two('- Never use `npx`.\n', '- Run `npx prisma generate` after editing the schema.\n')[0]?.kind).toBe('polarity');
  });
  test('a ban of the command run through the launcher is not a ban of the launcher', () => {
    expect(two('- Never run bare `nx`: it may not resolve.\n', '- Build with `pnpm nx build web`.\n')).toEqual([]);
    expect(two('- Do not run `npx eslint`; run `pnpm eslint`.\n', '- Run `npx prisma generate` after editing the schema.\n')).toEqual([]);
  });
  test('a ban of one command line is not a ban of its program', () => {
    expect(two('- Never run `sudo rm -rf /`.\n', '- Install missing system packages with `sudo apt-get install -y <pkg>`.\n')).toEqual([]);
  });
});

describe('words joined by a slash before a noun', () => {
  test('"Benchmark/research code stays isolated …" and "… never enters production runtime" agree', () => {
    expect(two('- Benchmark/research code stays isolated from production runtime\n', '- Benchmark/research code never enters production runtime\n', '.claude/CLAUDE.md', '.claude/rules/architecture.md')).toEqual([]);
  });
  test('"Build/test with `make`" is still an imperative', () => {
    expect(extractDirectives('CLAUDE.md', '- Build/test with `make`.\n')[0]?.instruction).toBe(true);
    expect(extractDirectives('CLAUDE.md', '- Build/test commands live in the Makefile.\n')[0]?.instruction).toBe(false);
  });
});

describe('a clause that opens with "which"', () => {
  test('"…, which is the only reason `deploy.sh` can run `helm upgrade` at all" does not say to run it', () => {
    const root = '- An identical chart applies clean — which is the only reason `deploy.sh` step 10 can run `helm upgrade` at all.\n';
    expect(two(root, '- Changes reach the cluster by committing to `master`, not by running `helm upgrade` by hand.\n', 'CLAUDE.md', 'charts/app/CLAUDE.md')).toEqual([]);
  });
});

describe('one sentence filled in for each file', () => {
  const rule = (test: string): string => `# Rules\n\n- Each rule below is bound to one subtest in \`${test}\`.\n`;
  test('three rules files, each naming its own test file, are a template, not a drift', () => {
    expect(contradictions({ '.claude/rules/a.md': rule('internal/a/a_test.go'), '.claude/rules/b.md': rule('internal/b/b_test.go'), '.claude/rules/c.md': rule('internal/c/c_test.go') })).toEqual([]);
  });
  test('"the rules below" is about the file it is in, even in two files', () => {
    expect(contradictions({ '.claude/rules/a.md': rule('internal/a/a_test.go'), '.claude/rules/b.md': rule('internal/b/b_test.go') })).toEqual([]);
  });
  test('a sentence copied into two files with one value changed is still a drift', () => {
    const found = contradictions({ 'CLAUDE.md': '- The API server listens on `localhost:8080` in development.\n', 'services/api/CLAUDE.md': '- The API server listens on `localhost:9090` in development.\n' });
    expect(found[0]?.kind).toBe('drift');
  });
  test('and so is one copy edited in the third file when two keep the first value', () => {
    const s = (v: string): string => `- Route comments to the reviewer with \`${v}\` in the description.\n`;
    const found = contradictions({ 'CLAUDE.md': s('@ai:'), 'apps/a/CLAUDE.md': s('@ai:'), 'apps/b/CLAUDE.md': s('@meta:') });
    expect(found.map((c) => c.kind)).toContain('drift');
  });
});

describe('what each file adds, and a value that names its own file', () => {
  test('"Schema v1.3 introduces the optional `a` field" in two files names two of the fields it adds', () => {
    const s = (f: string): string => `- Schema v1.3 introduces the optional \`${f}\` field on board entries.\n`;
    expect(contradictions({ '.claude/rules/hwdb-15.md': s('pwm_groups: [<id>]'), '.claude/rules/hwdb-18.md': s('chip_probe: {name: <string>}') })).toEqual([]);
  });
  test('a value with a word of its file\'s name is that file\'s own (`legion.State` in RULE-HAL-LEGION.md)', () => {
    const s = (v: string): string => `- The backend's Read and Write both start by coercing the state to \`${v}\`.\n`;
    expect(contradictions({ '.claude/rules/RULE-HAL-LEGION.md': s('legion.State'), '.claude/rules/RULE-HAL-THINKPAD.md': s('thinkpad.State') })).toEqual([]);
  });
  test('a changed value in a file whose name it does not carry is still a drift', () => {
    const s = (v: string): string => `- The backend's Read and Write both start by coercing the state to \`${v}\`.\n`;
    expect(contradictions({ 'CLAUDE.md': s('hal.State'), '.claude/rules/backend.md': s('hal.Snapshot') })[0]?.kind).toBe('drift');
  });
});

describe('two rules files are two topics', () => {
  const s = (v: string): string => `- The patch spec is \`${v}\` §2.5.\n`;
  test('a sentence in two rules files with a value of its own is not reported (unlikely)', () => {
    const [c] = contradictions({ '.claude/rules/confidence.md': s('specs/spec-v0_5_9.md'), '.claude/rules/signguard.md': s('specs/spec-v0_5_8.md') });
    expect(c?.kind).toBe('drift');
    expect(c?.confidence).toBe('unlikely');
  });
  test('the same rules file under two folders is a copy, whose drift is reported', () => {
    expect(contradictions({ '.claude/rules/a/workflow.md': s('specs/spec-v0_5_9.md'), '.claude/rules/b/workflow.md': s('specs/spec-v0_5_8.md') })[0]?.confidence).toBe('possible');
  });
  test('a rules file against CLAUDE.md is reported', () => {
    expect(contradictions({ 'CLAUDE.md': s('specs/spec-v0_5_9.md'), '.claude/rules/signguard.md': s('specs/spec-v0_5_8.md') })[0]?.confidence).toBe('possible');
  });
});

describe('where a value comes from is not what a verb adds', () => {
  test('"Shared types are exported from `a`" / "… from `b`" is a drift', () => {
    expect(two('- Shared types are exported from `packages/types/src/index.ts`.\n', '- Shared types are exported from `packages/shared/src/types.ts`.\n', 'CLAUDE.md', '.claude/rules/exports.md')[0]?.kind).toBe('drift');
  });
  test('a value in CLAUDE.local.md is not that file\'s own for having "local" in it', () => {
    expect(two('- Secrets for local development are in the `ledger-dev` 1Password vault.\n', '- Secrets for local development are in the `ledger-local` 1Password vault.\n', 'CLAUDE.md', 'CLAUDE.local.md')[0]?.kind).toBe('drift');
  });
});

describe('"without" a quantity of something', () => {
  test('"No merge without 100% consensus" is a condition on merging, which "Merge to main only via PR" does not meet', () => {
    expect(two('- No merge without 100% consensus - PR must have multiple comments.\n', '- Merge to main only via PR.\n', 'CLAUDE.md', '.claude/rules/guardrails.md')).toEqual([]);
  });
});

describe('a contrast is ruled out where its choice is made', () => {
  test('"the `asset_exif` collection is stored in MongoDB, not PostgreSQL" does not rule out PostgreSQL for the rest', () => {
    const root = '- The `asset_exif` collection is stored in MongoDB, not PostgreSQL.\n';
    expect(two(root, '- Persistence: use PostgreSQL for every other table.\n', 'CLAUDE.md', 'web/CLAUDE.md').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('"Use pnpm, not npm" still rules npm out everywhere', () => {
    expect(two('- Use pnpm, not npm.\n', '- Run `npm install` to install dependencies.\n')[0]?.kind).toBeDefined();
  });
});

describe('a value that names its own folder', () => {
  test('"The whole feature lives in `…components.intent.*`" in engine-intent/CLAUDE.md is that folder\'s own', () => {
    const s = (v: string): string => `- The whole feature lives in \`${v}\`.\n`;
    expect(contradictions({ 'CLAUDE.md': s('components/engine/engine-native-apps'), 'components/engine/engine-intent/CLAUDE.md': s('org.eclipse.dirigible.components.intent.*') })).toEqual([]);
  });
});

describe('a launcher or a host runs as well as what it launches', () => {
  test('"Run `cargo clippy --workspace`" runs cargo, which "Never run `cargo`" rules out', () => {
    expect(two('- Run `cargo clippy --workspace -- -D warnings` before committing.\n', '- Never run `cargo`.\n', 'CLAUDE.md', 'marketing/CLAUDE.md')[0]?.kind).toBe('polarity');
  });
  test('a ban of the program it launches is not a ban of the launcher ("Never run `nx` directly" / `pnpm build`)', () => {
    expect(two('- Run `pnpm build` before pushing.\n', '- Never run `nx` directly.\n')).toEqual([]);
  });
});

describe('the other members of a series are not a scope', () => {
  test('"Never run `cargo`, `rustup`, `rustc`, or any Rust toolchain commands" bans running cargo anywhere', () => {
    expect(two('- Run `cargo clippy --workspace -- -D warnings` before committing.\n', '- Never run `cargo`, `rustup`, `rustc`, or any Rust toolchain commands.\n', 'CLAUDE.md', 'marketing/CLAUDE.md')[0]?.kind).toBe('polarity');
  });
  test('"Do not use `moment` or `lodash`" bans each of them, not one in the other', () => {
    const [c] = two('- Do not use `moment` or `lodash`.\n', '- Use `lodash` for deep clones.\n');
    expect(c?.kind).toBeDefined();
  });
  test('a flag on the command itself still narrows it', () => {
    expect(two('- Never run `pytest -x`.\n', '- Run `pytest` before pushing.\n')).toEqual([]);
  });
});

describe('a nested .claude folder speaks for its directory', () => {
  test('a ban in `marketing/.claude/rules` against the root is a narrower rule: possible, not certain', () => {
    const [c] = two('- Run `cargo test --workspace` to verify.\n', '- Never run `cargo`, `rustup`, `rustc`, or any Rust toolchain commands.\n', 'CLAUDE.md', 'marketing/.claude/rules/isolation.md');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/marketing\/'s own file/);
  });
});
