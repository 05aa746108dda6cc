/**
 * The structure of a memory file carries meaning: do/don't tables, lists under a negative lead-in or a "❌ Don't"
 * line, items split from their fix, verbless "No X" items under a label, "label: value" items and settings
 * tables. Each shape must fire on a real conflict with the confidence its structure allows, and stay silent on
 * the shapes real files use for wrong examples with their fixes.
 */
import { extractDirectives, findConflicts, type Conflict } from '../../src/core/contradictions/index.js';
import { renderExplanation } from '../../src/core/contradictions/explain.js';

function contradictions(files: Record<string, string>): Conflict[] {
  const m = new Map(Object.entries(files).map(([p, t]) => [p, extractDirectives(p, t)]));
  return findConflicts(m, [{ id: 'all', label: 'all', files: Object.keys(files) }]).filter((c) => c.rule === 'contradiction');
}
/** The contradictions between a file-shaped snippet and one line of another file. */
const against = (md: string, line: string): Conflict[] => contradictions({ 'CLAUDE.md': md + '\n', 'docs/guide.md': `- ${line}\n` });

describe('do / don\'t tables', () => {
  test('a "Don\'t" cell forbids what it names, and is certain: the header forbids in words', () => {
    const table = "| Do | Don't |\n| --- | --- |\n| `ruff check` | `pylint` |\n| `ruff format` | `autopep8` |";
    const [c] = against(table, 'Run pylint before each commit.');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('certain');
    expect(c?.a.line).toBe(3);
    // the "Do" cell of the same row chooses the other formatter
    expect(against(table, 'Format code with `autopep8`.').map((x) => x.kind).sort()).toEqual(['exclusive-choice', 'polarity']);
  });

  test('"Prefer | Instead of", "✅ Use | ❌ Avoid", "Yes | No": the column decides the polarity', () => {
    expect(against('| Prefer | Instead of |\n| --- | --- |\n| `pathlib.Path` | `os.path` |', 'Use `os.path` for path handling.').map((x) => x.kind).sort()).toEqual(['exclusive-choice', 'polarity']);
    expect(against('| ✅ Use | ❌ Avoid |\n|---|---|\n| `date-fns` | `moment` |', 'Parse and format dates with moment.').map((x) => x.kind)).toContain('polarity');
    const [c] = against('| Yes | No |\n| --- | --- |\n| Tailwind utility classes | styled-components |', 'Style new components with styled-components.');
    // a judgement ("Yes", "Bad", "❌") marks wrong examples more often than it states a rule
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/column headed "(Yes|No)"/);
  });

  test('cells of one row are read together, never against each other; a launcher in the fix keeps the tool', () => {
    const table = "| ✅ Do | ❌ Don't |\n|---|---|\n| `pdm add httpx` | `pip install httpx` |\n| `pdm run pytest` | `pytest` |";
    expect(contradictions({ 'CLAUDE.md': table + '\n' })).toEqual([]);
    // `pytest` bare is what is forbidden, since the fix runs it through pdm
    expect(against(table, 'Run the tests with `pdm run pytest`.')).toEqual([]);
    expect(against("| Do | Don't |\n|---|---|\n| `uv run pytest` | `pytest` directly |", 'Run the suite with `uv run pytest -q`.')).toEqual([]);
  });

  test('tables of commands, decisions and settings are not do/don\'t tables', () => {
    // (a row of a command and its purpose lists the command, as a shell block's line does: it meets only a ban)
    expect(extractDirectives('A.md', '| Command | Purpose |\n|---|---|\n| `make lint` | ruff + mypy |\n').map((d) => [d.read, d.fenced, d.listed])).toEqual([['Run `make lint`.', true, true]]);
    expect(extractDirectives('A.md', '| Need | Use |\n|---|---|\n| HTTP client | `httpx` |\n')).toEqual([]);
    expect(against('| Change type | Changelog entry? |\n|---|---|\n| `feat:` | Yes |\n| `chore:` | No |', 'Add a changelog entry for every user-facing feature.')).toEqual([]);
  });

  test('a settings table states its values: "| Line length | 100 |"', () => {
    const table = '| Setting | Value |\n| --- | --- |\n| Line length | 100 |\n| Test timeout | 20s |';
    expect(against(table, 'Keep lines ≤ 80 characters.')[0]?.kind).toBe('numeric');
    expect(against(table, 'Keep lines at most 100 characters.')).toEqual([]);
  });
});

describe('lists under a negative lead-in', () => {
  const neverUse = '## Package manager\n\nNever use:\n- `npm install` → use `bun install`\n- `yarn add` → use `bun add`';

  test('"Never use:" + a bare command is a certain prohibition; its fix is only an unlikely one', () => {
    const [c] = against(neverUse, 'Install dependencies with `npm install`.');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('certain');
    const [f] = against(neverUse, 'Use pnpm for all package management.');
    expect(f?.confidence).toBe('unlikely');
    expect(f?.reason).toMatch(/is the fix that a list of what not to do gives/);
  });

  test('the fix agrees with a line that follows it', () => {
    expect(against('Never use:\n- `npm run build` → use `bun run build`\n- `npx` → use `bunx`', 'Run `bun run build` before opening a PR.')).toEqual([]);
    expect(against('**Forbidden:**\n- `any` (use `unknown` and narrow it)', 'Use `unknown` for values from `JSON.parse`.')).toEqual([]);
    expect(against("Don't use these commands:\n- `kubectl edit` — change the manifests in `deploy/` instead", 'Change Kubernetes resources by editing the manifests in `deploy/`.')).toEqual([]);
    expect(against('## Avoid\n- `print` → use `logger.info`', 'Log progress with `logger.info`.')).toEqual([]);
  });

  test('a variant of the same command in the fix: only the command as written is forbidden', () => {
    expect(against('Never use:\n- `git push --force` (use `--force-with-lease`)', 'Use `git push --force-with-lease` after rebasing.')).toEqual([]);
    expect(against("| Don't | Instead |\n| --- | --- |\n| `cargo build` in CI | `cargo build --locked` |", 'Build with `cargo build --locked`.')).toEqual([]);
    // a command line with flags is not a prohibition of its verb
    expect(against('Never use:\n- `git commit --amend` → create a fixup commit', 'Commit your changes after each step.')).toEqual([]);
  });

  test('a lead-in that narrows what it forbids makes its items unlikely, with the reason', () => {
    const [c] = against('Never run these directly:\n- `vitest` — use `yarn test`', 'Run `vitest` after every change.');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/forbids it only as that lead-in says \(directly\)/);
    expect(against('**Never run these directly:**\n- `vitest` — use `yarn test` (it sets the env)\n- `tsc` — use `yarn typecheck`', 'Run `yarn test` before every push.')).toEqual([]);
  });

  test('"❌ Don\'t" on a line of its own heads the list below it', () => {
    const md = "❌ Don't\n- call `fetch` directly from components\n- keep auth tokens in `localStorage`";
    expect(against(md, 'Store the auth token in `localStorage`.')[0]?.kind).toBe('polarity');
    expect(against("❌ Don't\n- call the database from route handlers\n- catch errors without logging them", 'Log every caught error with its request id.')).toEqual([]);
  });

  test('a judgement heading ("Anti-patterns") lists wrong examples: unlikely; a ❌ mark against a plain rule to use it: possible', () => {
    const [c] = against('## Anti-patterns\n\n- `moment` for dates', 'Format dates with moment.');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/a list of wrong examples/);
    // (what a ❌ mark rules out, against a plain rule in another file to use it, is possible: the clash a reviewer reads)
    expect(against('### Dependencies\n- ❌ `axios` — use `fetch`', 'Make HTTP requests with axios.')[0]?.confidence).toBe('possible');
  });

  test('lead-ins that introduce exceptions or fixes do not forbid their items', () => {
    expect(against('Do not modify the generated clients unless:\n- the schema changed\n- a maintainer asks for it', 'Never change the schema.')).toEqual([]);
    expect(against('Avoid sleeping in tests. Instead:\n- use `anyio.Event`', 'Use `anyio.Event` to wait for the handler.')).toEqual([]);
  });

  test('real-file shapes stay silent: ✅/❌ pairs, "Do:" fixes under an item, numbered "Do not:" lists with asides', () => {
    expect(against("❌ Don't:\n- `docker compose up` from the repo root (wrong env file)\n  ✅ Do: `make up`", 'Start the local stack with `make up`.')).toEqual([]);
    expect(against('### Styling\n- ❌ inline `style={{…}}` objects\n- ❌ new `.scss` files\n- ✅ UnoCSS utility classes', 'Style components with UnoCSS utilities.')).toEqual([]);
    expect(against('Do not:\n1. edit generated files under `gen/` (run `make gen`)\n2. bump versions by hand (the release bot does it)', 'Run `make gen` after changing a `.proto` file.')).toEqual([]);
    expect(against('## ✅ Do / ❌ Don\'t\n\n- ✅ `pnpm add -w` for root deps\n- ❌ `npm install` anywhere', 'Add root dependencies with `pnpm add -w`.')).toEqual([]);
    // (Effect-TS/effect, CLAUDE.md) a ❌ item whose first part judges names a fault, not a thing forbidden
    expect(against('- ❌ **Incorrect nested type access** - Use `Module.Namespace.Type` syntax for nested types', '**CRITICAL**: NEVER use `any` type or `as any` assertions in examples - always use proper types and imports')).toEqual([]);
    const list = '## Commands\n\n- ❌ `nx build` — bare nx may not resolve; prefix it with pnpm\n- ❌ `npx eslint` — run `pnpm eslint`\n';
    expect(contradictions({ 'A.md': list, 'B.md': '- Build with `pnpm nx build web`.\n- Lint with `pnpm eslint .`\n' })).toEqual([]);
  });
});

describe('verbless items under a label', () => {
  test('"No emoji" under **Commits** is an unlikely prohibition about commits', () => {
    const md = '**Commits**\n- One logical change per commit\n- Subject in imperative mood, ≤ 60 chars\n- No emoji';
    const [c] = against(md, 'Start every commit subject with an emoji.');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/verbless item under "Commits"/);
    // a line that does not mention the label's topic is about something else
    expect(against(md, 'Use emoji in PR titles.')).toEqual([]);
  });

  test('a label item and a different act on the same noun do not clash', () => {
    expect(against('**Tests**\n- No network calls\n- Use fixtures from `tests/fixtures`', 'Mock network calls with `respx` in tests.')).toEqual([]);
    expect(against('**Commits**\n- No merge commits\n- Imperative subject', 'Merge the PR with the squash button once approved.')).toEqual([]);
    expect(against('## Tests\n- Runner: `node:test`\n- Assertions: `node:assert/strict`\n- No snapshot files', 'Import assertions from `node:assert/strict`.')).toEqual([]);
  });

  test('"label: value" items that name a known choice', () => {
    const md = '## Formatting\n- Indentation: 4 spaces\n- Quotes: double\n- Trailing commas: always';
    const [c] = against(md, 'Use single quotes for strings.');
    expect(c?.kind).toBe('exclusive-choice');
    expect(c?.confidence).toBe('unlikely');
    expect(against(md, 'Use double quotes in JSX attributes too.')).toEqual([]);
  });
});

describe('explain shows how the structure was read', () => {
  test('the sentence as read, the fix as an example, and a label\'s topic', () => {
    const out = renderExplanation([
      { path: 'CLAUDE.md', text: 'Never use:\n- `npm install` → use `bun install`\n', line: 2 },
      { path: 'docs/guide.md', text: '- Install dependencies with `npm install`.\n', line: 1 },
    ]);
    expect(out).toContain('read as "use `npm install`"');
    expect(out).toContain('example (is the fix that a list of what not to do gives');
    expect(out).toContain('contradiction (polarity, certain)');
    const off = renderExplanation([
      { path: 'C.md', text: '**Commits**\n- No emoji\n', line: 2 },
      { path: 'D.md', text: '- Use emoji in PR titles.\n', line: 1 },
    ]);
    expect(off).toContain('C.md:2 is about commit (its label), which the other line does not mention');
  });
});

describe('MDX components', () => {
  test('the content of a component block is sample content, not instructions', () => {
    const text = 'Use pnpm.\n\nExample of step-by-step instructions:\n\n<Steps>\n<Step title="Install">\n  Run `npm install` to install required packages.\n</Step>\n</Steps>\n\nNever use `yarn`.\n';
    const lines = extractDirectives('docs/CLAUDE.md', text).map((d) => d.line);
    expect(lines).toContain(1);
    expect(lines).not.toContain(7);
    expect(lines).toContain(11);
  });
});
