/**
 * Two files of one level that name two members of one family, and a block or a generic type in code.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { contradictions, two } from '../helpers/contradictions.js';

describe('two files of one level that state two members of one family', () => {
  test('"Tests use Vitest" against "The test runner is Jest" in a rule is possible, with the reason', () => {
    const [c] = two('- Tests use Vitest.\n', '- The test runner is Jest.\n', 'CLAUDE.md', '.claude/rules/testing.md');
    expect(c?.kind).toBe('exclusive-choice');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/describes how things are/);
  });
  test('a time zone stated in the root and in an imported guide is possible', () => {
    const found = contradictions({ 'CLAUDE.md': '- The app stores timestamps in UTC.\n\n@docs/guide.md\n', 'docs/guide.md': '- We store timestamps in the server local time zone.\n' });
    expect(found[0]?.confidence).toBe('possible');
  });
  test("a directory's own file describes its own stack: unlikely", () => {
    expect(two('- Tests use Vitest.\n', '- Tests use Jest.\n', 'CLAUDE.md', 'packages/x/CLAUDE.md')[0]?.confidence).toBe('unlikely');
  });
  test('a description of something narrower is of that thing: unlikely', () => {
    expect(two('- **Services MUST expose gRPC only. NO HTTP endpoints.**\n', '- **Envoy Gateway handles REST for external clients** (automatic transcoding)\n', 'CLAUDE.md', '.claude/rules/grpc.md')[0]?.confidence).toBe('unlikely');
  });
  test('two lines of one file are not raised', () => {
    expect(contradictions({ 'CLAUDE.md': '- Tests use Vitest.\n\n## Testing\n\n- The test runner is Jest.\n' }).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
});

describe('a block or a generic type in code uses the name it opens with', () => {
  test('"use `unsafe { … }` in hot loops" against "never write `unsafe`"', () => {
    const [c] = two('- Never write `unsafe` code.\n', '- Use `unsafe { slice.get_unchecked(i) }` in hot loops to skip bounds checks.\n');
    expect(c?.kind).toBe('polarity');
    expect(c?.subject).toMatch(/unsafe/);
  });
  test('"return `Optional<T>`" is about `Optional`, and a narrower ban of it is an exception', () => {
    expect(two('- Return `Optional<T>` from finders.\n', '- Never return `Optional` from finders.\n')[0]?.kind).toBe('polarity');
    expect(two('- Always return `Optional<T>` for values that may be absent.\n', '- Never return `Optional` from getters.\n')).toEqual([]);
  });
  test('a call is not a block: `useEffect(() => {})` stays its own', () => {
    expect(two('- Never use `useEffect`.\n', '- Wrap it in `memo(() => { … })` when it re-renders.\n')).toEqual([]);
  });
});

describe('a ban of a command line run through a launcher bans that way, not the program', () => {
  test('"Use `ur` directly — do NOT use `cargo run --bin ur`" does not ban `ur`', () => {
    expect(two('- Use `ur` directly — do NOT use `cargo run --bin ur`.\n', '- Set `server_port` in `ur.toml` to override.\n', 'CLAUDE.md', 'crates/ur/CLAUDE.md')).toEqual([]);
    expect(two('- Never use `cargo run --bin ur`.\n', '- Run `ur ticket list` to see the queue.\n')).toEqual([]);
  });
  test('a ban of the launched command line still meets the same command line', () => {
    const [c] = two('- Never run `npx eslint`.\n', '- Lint with `npx eslint .` before committing.\n');
    expect(c?.kind).toBe('polarity');
  });
  test('a ban of the program itself still meets it', () => {
    expect(two('- Never use `ur` from scripts.\n', '- Use `ur` from scripts to file tickets.\n')[0]?.kind).toBe('polarity');
  });
});

describe("a versioned tool's name as a label", () => {
  test('"**Python:** 3.12" states the version, against "Use Python 3.10 everywhere"', () => {
    const [c] = two('- **Python:** 3.12 (`requires-python = ">=3.12"`).\n', '- Use Python 3.10 everywhere.\n');
    expect(c?.kind).toBe('version');
  });
  test('"Node: 20+" is a floor, which Node 22 meets', () => {
    expect(two('- Node: 20+\n', '- Use Node.js 22 for every package.\n')).toEqual([]);
    expect(two('- Node: 20+\n', '- Use Node.js 18 for every package.\n')[0]?.kind).toBe('version');
  });
  test('a count after a tool\'s label is not a version ("Python: 3 services run in Docker")', () => {
    expect(two('- Python: 3 services run in Docker.\n', '- Use Python 3.12 everywhere.\n')).toEqual([]);
  });
});

describe("a label's value with an aside or a word of reach", () => {
  test('"Logging: `zerolog` (`github.com/rs/zerolog/log`) everywhere" chooses zerolog', () => {
    expect(two('- Logging: `zerolog` (`github.com/rs/zerolog/log`) everywhere\n', '- Log with `log/slog` from the standard library; no third-party logging packages.\n')[0]?.kind).toBe('exclusive-choice');
  });
  test('"HTTP client: httpx (one client per app)" chooses httpx', () => {
    expect(two('- HTTP client: httpx (one client per app).\n', '- Make HTTP calls with `requests`.\n')[0]?.kind).toBe('exclusive-choice');
  });
});

describe('a place where a rule holds', () => {
  test('"NEVER run Ansible playbooks in the container" against a firm rule for all of it is possible, with the place', () => {
    const [c] = two('- **NEVER run Ansible playbooks** in the container\n', '**Always use Ansible modules:**\n\n- `ansible.builtin.copy`\n', 'CLAUDE.md', 'CLAUDE/InfrastructureAsCode.md');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/names a place \(container\)/);
  });
  test('a file under a heading that names an environment holds there ("# CCY Container Environment Rules")', () => {
    const found = two('- ALL system changes MUST go through Ansible playbooks.\n', '# CCY Container Environment Rules\n\n1. **NEVER run Ansible playbooks** — the container does NOT have the target users\n', 'CLAUDE.md', 'CLAUDE/ContainerRules.md');
    expect(found.filter((c) => c.confidence === 'certain')).toEqual([]);
  });
  test('without the place the same two lines clash', () => {
    expect(two('- ALL system changes MUST go through Ansible playbooks.\n', '- **NEVER run Ansible playbooks**.\n', 'CLAUDE.md', '.claude/rules/ops.md')[0]?.kind).toBe('polarity');
  });
  test("an imported file speaks for the project: a nested CLAUDE.md is narrower than it", () => {
    const [c] = contradictions({ 'CLAUDE.md': '@docs/standards.md\n', 'docs/standards.md': '- Use pnpm for all package management.\n', 'pkg/skills/CLAUDE.md': '- Always use npm to install dependencies.\n' });
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/pkg\/skills\/'s own file/);
  });
});

describe('an item that is only a command for a purpose runs it', () => {
  test('"- Run tests: `php artisan test --compact`" against "Never run `php artisan ...`"', () => {
    const [c] = two('- Run tests: `php artisan test --compact`.\n', '- Never run `php artisan ...`.\n', 'CLAUDE.md', 'CLAUDE.local.md');
    expect(c?.kind).toBe('polarity');
  });
  test('a label that sets the command apart ("Bad:", "Old:") does not run it', () => {
    expect(two('- Old: `php artisan test --compact`.\n', '- Never run `php artisan ...`.\n', 'CLAUDE.md', 'CLAUDE.local.md')).toEqual([]);
  });
  test('a ban of running it "directly" leaves running it another way', () => {
    expect(two('- Run tests: `php artisan test --compact`.\n', '- Never run `php artisan ...` directly.\n', 'CLAUDE.md', 'CLAUDE.local.md')).toEqual([]);
  });
});

describe('an edit of a file edits its directory', () => {
  test('"Never modify `src/generated/`" against "Edit `src/generated/api.ts` by hand"', () => {
    const [c] = two('- Never modify `src/generated/`.\n', '- Edit `src/generated/api.ts` by hand.\n');
    expect(c?.kind).toBe('polarity');
    expect(c?.subject).toMatch(/src\/generated\//);
  });
  test('"Do not edit files in `src/generated/`" against "Update `src/generated/index.ts` after each change"', () => {
    expect(two('- Do not edit files in `src/generated/`.\n', '- Update `src/generated/index.ts` after each change.\n')[0]?.kind).toBe('polarity');
  });
  test('a ban of one file is not a ban of its directory', () => {
    expect(two('- Never edit `src/generated/api.ts`.\n', '- Edit `src/generated/schema.ts` when the schema changes.\n')).toEqual([]);
  });
  test('a source file is not a tool\'s configuration: `api.ts` does not use a tool "api"', () => {
    expect(two('- Edit `src/generated/api.ts` by hand.\n', '- Never use the `api` CLI.\n')).toEqual([]);
  });
});

describe('a name in code says how a member is used, not where the choice holds', () => {
  test('"Store timestamps as UTC `timestamptz`, not local time" against "We store timestamps in the server\'s local time zone"', () => {
    expect(two('- Store timestamps as UTC `timestamptz`, not local time.\n', "- We store timestamps in the server's local time zone (Europe/Berlin).\n")[0]?.kind).toBe('exclusive-choice');
  });
  test('a path in code still narrows it ("Use Vitest in `packages/web/`" against "Use Jest for all tests")', () => {
    const found = two('- Use Vitest in `packages/web/`.\n', '- Use Jest for all tests.\n');
    expect(found.filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('"X only — never Y or Z", and a label that names a part of the project', () => {
  test('"pnpm only — never npm or npx" chooses pnpm and bans npm', () => {
    const [c] = two('- pnpm only — never npm or npx.\n', '- Always use npm to install dependencies.\n');
    expect(c?.kind).toMatch(/polarity|exclusive-choice/);
  });
  test('"Frontend: pnpm" is a choice for the frontend, against "Use npm for the frontend"', () => {
    expect(two('- Frontend: pnpm.\n', '- Use npm for the frontend.\n')[0]?.kind).toBe('exclusive-choice');
  });
  test('"… — no React, no store" after a statement says what is absent', () => {
    expect(two('- Pure actions are testable with plain objects — no React, no store, no DOM.\n', '- Use React hooks for all data operations.\n')).toEqual([]);
  });
  test('an item that changes directory first still runs its command ("Publish: `cd packages/ui && npm publish`")', () => {
    expect(two('- Publish: `cd packages/ui && npm publish --access public`.\n', '- Never run `npm publish` by hand.\n')[0]?.kind).toBe('polarity');
  });
});

describe('a noun that could be a verb, then a verb of the third person', () => {
  test('"Package uses `jest` …" in a package\'s own file describes it', () => {
    expect(extractDirectives('CLAUDE.md', '- Package uses `jest` (see package.json) but no test files present.\n')[0]?.instruction).toBe(false);
    expect(extractDirectives('CLAUDE.md', '- Build runs `tsc` first.\n')[0]?.instruction).toBe(false);
  });
  test('"Update uses of the old API" is still an imperative', () => {
    expect(extractDirectives('CLAUDE.md', '- Update uses of the old API.\n')[0]?.instruction).toBe(true);
  });
});

describe('what a ban narrows, and what a contrast rules out', () => {
  test('"Never run pytest with `-p no:randomly`" bans that flag, not pytest', () => {
    expect(two('- Never run pytest with `-p no:randomly`; test order has to stay random.\n', '- For a quick pass, run `uv run pytest -x -q`.\n')).toEqual([]);
  });
  test('"Use Postgres for the job queue, not Redis" rules Redis out for the job queue only', () => {
    expect(two('- Use Redis for caching.\n', '- Use Postgres for the job queue (`good_job`), not Redis.\n')).toEqual([]);
  });
  test('"define error enums with `thiserror`, not `anyhow`" still rules anyhow out', () => {
    expect(two('- **Errors (Rust):** define error enums with `thiserror`, not `anyhow`.\n', '- Use `anyhow::Result` for error handling everywhere, not custom error enums.\n')[0]?.kind).toBe('polarity');
  });
});

describe('quotations, lines marked wrong, and templates are not instructions', () => {
  test('a quoted user message ("Approved! Please squash and merge") is a quotation: unlikely at most', () => {
    const found = two('- NEVER use regular merge or rebase merge.\n', '**Examples of Clear Approval:**\n\n- "Approved! Please rebase and merge"\n', '.claude/rules/merge.md', '.claude/rules/approval.md');
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('a quoted output with its meaning ("\\"Fast-forward\\" - pulled new commits") is a quotation', () => {
    expect(extractDirectives('CLAUDE.md', '- "Fast-forward" - pulled new commits successfully\n')[0]?.example).toBe(true);
  });
  test('a paragraph marked ❌ is an example of what not to do', () => {
    expect(extractDirectives('CLAUDE.md', '❌ Use --author for commits, but create a branch first\n')[0]?.example).toBe(true);
  });
  test('a template with placeholders ("- avoid-[action]") is not a ban', () => {
    expect(extractDirectives('CLAUDE.md', '- avoid-[action]\n')[0]?.example).toBe(true);
  });
  test('a sentence that only quotes a word is still read ("Use \\"pnpm\\" for everything")', () => {
    expect(extractDirectives('CLAUDE.md', '- Use "pnpm" for everything.\n')[0]?.example).toBeFalsy();
    expect(extractDirectives('CLAUDE.md', '- "Foo". Then always use npm.\n').find((d) => d.text.startsWith('Then'))?.example).toBeFalsy();
  });
});
