import fs from 'node:fs';
import path from 'node:path';
import { cleanMarkdown, COMPOUNDS, CONTRACTIONS, tokenize } from '../../src/core/contradictions/text.js';
import { extractDirectives, findConflicts, type Conflict, type ConflictContext, type Directive } from '../../src/core/contradictions/index.js';

/** Directives of a file whose body is `lines` (joined with newlines). */
const ex = (...lines: string[]): Directive[] => extractDirectives('CLAUDE.md', lines.join('\n'));
const texts = (ds: Directive[]): string[] => ds.map((d) => d.text);

/** Conflicts among single-line files loaded together in one context, in the given order. */
function conflictsOf(files: Record<string, string>, contexts?: ConflictContext[]): Conflict[] {
  const directives = new Map<string, Directive[]>();
  for (const [p, t] of Object.entries(files)) directives.set(p, extractDirectives(p, t));
  return findConflicts(directives, contexts ?? [{ id: 'launch', label: 'launch', files: Object.keys(files) }]);
}
/** Contradictions between two directives, each in its own file ("- a" in A.md, "- b" in B.md). */
const pair = (a: string, b: string): Conflict[] => conflictsOf({ 'A.md': `# A\n\n- ${a}\n`, 'B.md': `# B\n\n- ${b}\n` }).filter((c) => c.rule === 'contradiction');

describe('extractDirectives: markdown', () => {
  test('bullets, numbered items and prose sentences, with their lines', () => {
    const ds = ex('# Title', '', 'Use pnpm for installs. Run tests before', 'pushing.', '', '- Prefer small PRs.', '1. Write tests first.', '2) Keep docs current.');
    expect(ds.map((d) => [d.line, d.text, d.block])).toEqual([
      [3, 'Use pnpm for installs.', 'prose'],
      [3, 'Run tests before pushing.', 'prose'],
      [6, 'Prefer small PRs.', 'bullet'],
      [7, 'Write tests first.', 'numbered'],
      [8, 'Keep docs current.', 'numbered'],
    ]);
    expect(ds[1].endLine).toBe(4);
  });

  test('fenced and indented code blocks are not directives, but for the commands of a shell block', () => {
    const ds = ex('Intro text here.', '', '```sh', 'npm install', '```', '', '~~~', 'Never use pnpm.', '~~~', '', '    yarn add foo', '    Always use yarn.', '', 'After code.');
    expect(texts(ds)).toEqual(['Intro text here.', '`npm install`', 'After code.']);
    expect(ds[1].fenced).toBe(true);
  });

  test('code spans stay in the text; code-only items and term listings are skipped; a listed command reads as a shell line', () => {
    const ds = ex('- Install with `npm ci`.', '- `pnpm build`', '- `pnpm dev` - start the dev server', '- **`pnpm lint`**: run the linter', '- `src/hooks/` - custom hooks', '- `pnpm test` - or `npm test` if you prefer');
    expect(texts(ds)).toEqual(['Install with `npm ci`.', '`pnpm dev` - start the dev server', '`pnpm lint`: run the linter']);
    expect(ds.slice(1).map((d) => [d.read, d.fenced, d.listed])).toEqual([
      ['Run `pnpm dev`.', true, true],
      ['Run `pnpm lint`.', true, true],
    ]);
  });

  test('HTML comments are skipped and lines stay exact', () => {
    const ds = ex('<!-- Always use npm.', 'Never use pnpm. -->', 'Use yarn. <!-- inline: use bun --> Really.', '<!-- one line -->', '- Keep it.');
    expect(ds.map((d) => [d.line, d.text])).toEqual([
      [3, 'Use yarn.'],
      [3, 'Really.'],
      [5, 'Keep it.'],
    ]);
  });

  test('headings (ATX and setext), rules and tag-only lines are skipped; a row of a table of labels and values reads as "label: value"', () => {
    const ds = ex('# Use npm', 'Use Jest', '========', '| Tool | Use |', '| --- | --- |', '| pm | npm |', '', '---', '<details>', 'Inside details.', '</details>', '### Never use yarn');
    expect(texts(ds)).toEqual(['pm: npm', 'Inside details.']);
    expect(texts(ex('| Old | New |', '| --- | --- |', '| pm | npm |'))).not.toContain('pm: npm');
  });

  test('frontmatter is skipped but its lines are counted', () => {
    const ds = extractDirectives('.claude/rules/py.md', '---\npaths:\n  - "**/*.py"\n---\n# Python\n\n- Use pytest.\n');
    expect(ds.map((d) => [d.path, d.line, d.text])).toEqual([['.claude/rules/py.md', 7, 'Use pytest.']]);
  });

  test('CRLF files keep their line numbers', () => {
    const ds = extractDirectives('R.md', '---\r\npaths: "*.ts"\r\n---\r\n\r\n- Use pnpm.\r\n- Prefer `const`.\r\n');
    expect(ds.map((d) => [d.line, d.text])).toEqual([
      [5, 'Use pnpm.'],
      [6, 'Prefer `const`.'],
    ]);
  });

  test('blockquotes, emphasis and links are reduced to their text', () => {
    const ds = ex('> **Always** run [the linter](docs/lint.md) before _pushing_.');
    expect(texts(ds)).toEqual(['Always run the linter before pushing.']);
    expect(ds[0].instruction).toBe(true);
  });

  test('questions and examples are not directives', () => {
    expect(texts(ex('Why do we use pnpm?', 'e.g. `npm install` works too.'))).toEqual([]);
  });

  test('a negative lead-in governs the items below it', () => {
    const ds = ex('**You do NOT:**', '- Push directly to main', '', '## Never', '', '- npm');
    expect(ds.map((d) => [d.text, d.lead])).toEqual([
      ['You do NOT:', undefined],
      ['Push directly to main', 'You do NOT'],
      ['npm', 'Never'],
    ]);
    expect(ds[1].claims.map((c) => [c.key, c.polarity])).toEqual([['act:push:main', -1]]);
    expect(ds[2].claims.map((c) => [c.member, c.polarity])).toEqual([['npm', -1]]);
  });

  test('meaning: polarity, force, family member, scope', () => {
    const [d] = ex('- Never use Prettier in tests.');
    expect(d.claims).toEqual([expect.objectContaining({ key: 'fam:js-formatter', member: 'prettier', polarity: -1, force: 'strong', scope: ['test'] })]);
    const [n] = ex('- Keep lines under 100 characters.');
    expect(n.claims).toEqual([expect.objectContaining({ type: 'number', subject: 'line length (characters)', value: 100, unit: 'chars', cmp: 'max' })]);
    const [v] = ex('- Requires Node.js 20 or later.');
    expect(v.claims).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'ver:Node.js', vmin: [20], floor: true })]));
  });
});

describe('findConflicts: kinds', () => {
  test('polarity: always X / never X', () => {
    const [c] = pair('Always run `cargo fmt` before committing.', 'Never run `cargo fmt`.');
    expect(c).toMatchObject({ rule: 'contradiction', kind: 'polarity' });
    // a permission for one case of an act the other line bans outright may be an exception: possible, not certain
    expect(pair('You may force-push your branch.', 'Do not force-push.').map((c) => c.confidence)).toEqual(['possible']);
    expect(pair('Commit directly to `main`.', 'Never commit to main directly.')[0]?.kind).toBe('polarity');
  });

  test('exclusive choice: two members of one family both mandated', () => {
    expect(pair('Use pnpm.', 'Install dependencies with `npm ci`.')[0]?.kind).toBe('exclusive-choice');
    expect(pair('Tests use Vitest.', 'Write every test with Jest.')[0]?.subject).toBe('JavaScript test runner');
    expect(pair('Indent with tabs.', 'Use 4-space indentation.')[0]?.kind).toBe('exclusive-choice');
    expect(pair('Use single quotes.', 'Strings use double quotes.')[0]?.kind).toBe('exclusive-choice');
    expect(pair('Name files in kebab-case.', 'File names are PascalCase.')[0]?.kind).toBe('exclusive-choice');
    expect(pair('Reply in French.', 'Always answer in English.')[0]?.kind).toBe('exclusive-choice');
  });

  test('numbers and versions', () => {
    expect(pair('Keep lines under 100 characters.', 'The maximum line length is 80 characters.')[0]?.kind).toBe('numeric');
    expect(pair('Timeouts default to 30 seconds.', 'The default timeout is 30000 ms.')).toHaveLength(0); // same value, other unit
    expect(pair('Functions must be at least 5 lines.', 'Functions must be at most 50 lines.')).toHaveLength(0); // a range
    expect(pair('Use Python 3.11.', 'The project requires Python 3.13.')[0]?.kind).toBe('version');
    expect(pair('Requires Node 20 or later.', 'Stay on Node 16.')[0]?.kind).toBe('version');
    expect(pair('Use Python 3.10.', 'Use Python 3.10+ syntax such as `match`.')).toHaveLength(0);
  });

  test('compatible pairs are not contradictions', () => {
    for (const [a, b] of [
      ['Use Drizzle for database access.', 'Never use Prisma.'],
      ['Use Yarn Berry.', 'Run `yarn dlx` for one-off tools.'],
      ['Write all documentation in German.', 'Code identifiers stay in English.'],
      ['Never push to the release branch directly.', 'Tag releases from the release branch.'],
      ['Use pnpm.', 'Run `npx playwright install` once.'],
      ['Use ESLint for linting.', 'Format with Prettier.'],
      ['Never commit `.env` files.', 'Commit `.env.example` with placeholders.'],
    ]) expect(pair(a, b)).toEqual([]);
  });

  test('exceptions that narrow a rule are not contradictions', () => {
    expect(pair('Never call `unwrap()` in library code.', '`unwrap()` is fine in tests.')).toEqual([]);
    expect(pair('Never call `unwrap()`.', '`unwrap()` is fine in tests.')).toEqual([]);
    expect(pair('Avoid default exports.', 'Next.js pages must use a default export.')).toEqual([]);
    expect(pair('Indent with 2 spaces.', 'Makefiles must use tabs.')).toEqual([]);
    expect(pair('Use `const` unless the variable is reassigned.', 'Use `let` when the variable is reassigned.')).toEqual([]);
    // …but a narrower rule that insists, against a firm general one, does contradict it
    expect(pair('Never use single-letter variable names.', 'Always use single-letter variable names in loops.')).toHaveLength(1);
    expect(pair('Tests must not touch the network.', 'Integration tests call the live staging API.')).toHaveLength(1);
  });

  test('examples and parenthetical mentions do not mandate anything', () => {
    expect(pair('Use a fast package manager (e.g. pnpm).', 'Use npm.')).toEqual([]);
    expect(pair('Use pnpm.', 'Supports npm, yarn and pnpm lockfiles.')).toEqual([]);
  });

  test('custom families from the configuration', () => {
    // two in-house deploy tools the built-in vocabulary cannot know
    const directives = new Map([
      ['A.md', extractDirectives('A.md', '- Deploy services with Orbit.\n')],
      ['B.md', extractDirectives('B.md', '- Always ship releases through comet-deploy.\n')],
    ]);
    const ctx = [{ id: 'launch', label: 'launch', files: ['A.md', 'B.md'] }];
    expect(findConflicts(directives, ctx)).toEqual([]);
    const families = [{ name: 'deploy tool', members: ['Orbit|orbit-cli', { name: 'Comet', synonyms: ['comet-deploy'] }], topic: ['deploy', 'ship', 'service', 'release'] }];
    const found = findConflicts(directives, ctx, { families });
    expect(found.map((c) => [c.rule, c.kind, c.subject])).toEqual([['contradiction', 'exclusive-choice', 'deploy tool']]);
  });

  test('a configured family may replace a built-in one of the same name', () => {
    const directives = new Map([['A.md', extractDirectives('A.md', '- Use npm.\n\n- Use pnpm.\n')]]);
    const ctx = [{ id: 'launch', label: 'launch', files: ['A.md'] }];
    expect(findConflicts(directives, ctx)).toHaveLength(1);
    expect(findConflicts(directives, ctx, { families: [{ name: 'JavaScript package manager', members: ['bun'] }] })).toEqual([]);
  });
});

describe('findConflicts: contexts, order, duplicates', () => {
  test('pairs that never load together are not reported', () => {
    const files = { 'CLAUDE.md': '- Use pnpm.\n', 'app/CLAUDE.md': '- Use npm.\n', 'web/CLAUDE.md': '- Use yarn.\n' };
    const contexts = [
      { id: 'launch:app', label: 'app', files: ['CLAUDE.md', 'app/CLAUDE.md'] },
      { id: 'launch:web', label: 'web', files: ['CLAUDE.md', 'web/CLAUDE.md'] },
    ];
    const found = conflictsOf(files, contexts);
    expect(found.map((c) => [c.a.path, c.b.path, c.contexts])).toEqual([
      ['CLAUDE.md', 'app/CLAUDE.md', ['launch:app']],
      ['CLAUDE.md', 'web/CLAUDE.md', ['launch:web']],
    ]);
  });

  test('b is the one read later; a pair is reported once with every context', () => {
    const files = { 'R.md': '- Use npm.\n', 'CLAUDE.md': '# P\n\n- Use pnpm.\n' };
    const contexts = [
      { id: 'one', label: 'one', files: ['R.md', 'CLAUDE.md'] },
      { id: 'two', label: 'two', files: ['CLAUDE.md', 'R.md'] },
      { id: 'three', label: 'three', files: ['CLAUDE.md'] },
    ];
    const found = conflictsOf(files, contexts);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ a: { path: 'R.md', line: 1 }, b: { path: 'CLAUDE.md', line: 3 }, contexts: ['one', 'two'] });
    expect(found[0].message).toBe('"Use npm." (R.md:1) conflicts with "Use pnpm." (CLAUDE.md:3): JavaScript package manager');
    expect(found[0].hint).toMatch(/CLAUDE\.md:3/);
  });

  test('within one file, across blocks; not between sentences of one block', () => {
    expect(conflictsOf({ 'CLAUDE.md': '- Use pnpm.\n\n## Later\n\n- Always use npm.\n' })).toHaveLength(1);
    expect(conflictsOf({ 'CLAUDE.md': '- The default database is MongoDB. Switch to Postgres with `DB=postgres`.\n' })).toEqual([]);
  });

  test('duplicates: the same instruction loaded twice is a notice, not a contradiction', () => {
    const found = conflictsOf({ 'CLAUDE.md': '- Do not use `var`.\n', 'R.md': '- Never use `var` in new code.\n', 'S.md': '- Indent with two spaces.\n', 'T.md': '- Use 2-space indentation.\n' });
    expect(found.map((c) => [c.rule, c.kind, c.a.path, c.b.path])).toEqual([
      ['duplicate', 'duplicate', 'CLAUDE.md', 'R.md'],
      ['duplicate', 'duplicate', 'S.md', 'T.md'],
    ]);
    expect(found[0].message).toMatch(/^"Never use `var` in new code\." \(R\.md:1\) repeats "Do not use `var`\." \(CLAUDE\.md:1\)/);
    // related but different instructions are not duplicates
    expect(conflictsOf({ 'A.md': '- Format code with Prettier.\n', 'B.md': '- Run Prettier on staged files before committing.\n' })).toEqual([]);
  });

  test('output is deterministic whatever the input order', () => {
    const files: Record<string, string> = {
      'a.md': '- Use pnpm.\n- Keep lines under 100 characters.\n',
      'b.md': '- Use npm.\n- The maximum line length is 80 characters.\n',
      'c.md': '- Use yarn.\n- Use pnpm.\n',
    };
    const ctx = [{ id: 'x', label: 'x', files: ['a.md', 'b.md', 'c.md'] }];
    const run = (order: string[]): string[] => {
      const m = new Map<string, Directive[]>();
      for (const p of order) m.set(p, extractDirectives(p, files[p]));
      return findConflicts(m, ctx).map((c) => c.message);
    };
    const first = run(['a.md', 'b.md', 'c.md']);
    expect(first.length).toBeGreaterThan(3);
    expect(run(['c.md', 'a.md', 'b.md'])).toEqual(first);
    expect(run(['b.md', 'c.md', 'a.md'])).toEqual(first);
  });
});

describe('findConflicts: what a directive does not say', () => {
  test('a lead-in whose object is the list below it makes no claim of its own; its items do', () => {
    const lists = '# Specs\n\n**Write specs for:**\n- Public methods that perform actions\n\n**Do NOT write specs for:**\n- Simple auto-properties\n';
    expect(conflictsOf({ 'A.md': lists, 'B.md': '# B\n\n- Use `dotnet test` to run tests.\n- Specs are mandatory for every slice type.\n' }).filter((c) => c.rule === 'contradiction')).toHaveLength(0);
    expect(ex('Write specs for:').flatMap((d) => d.claims)).toEqual([]);
    expect(ex('Never use:').flatMap((d) => d.claims)).toEqual([]);
    // the items still carry a negative lead-in, and a lead-in that names its object still claims
    expect(conflictsOf({ 'A.md': '# A\n\nNever use:\n- npm\n', 'B.md': '# B\n\n- Use npm.\n' })[0]?.kind).toBe('polarity');
    expect(ex('Never use npm for installs:').flatMap((d) => d.claims.map((c) => [c.key, c.polarity]))).toEqual([['fam:js-package-manager', -1]]);
  });

  test('a prohibition of one full command line is not a prohibition of the tool', () => {
    expect(pair('This is a pnpm monorepo.', 'Never run `pnpm run build --filter webapp` to verify changes.')).toHaveLength(0);
    expect(pair('Run commands from root with `pnpm run`.', 'Never run `pnpm test -- --watch`.')).toHaveLength(0);
    // the tool itself, or a bare subcommand, still is
    expect(pair('Use pnpm.', 'Never run `pnpm install`.')[0]?.kind).toBe('polarity');
    expect(pair('Use pnpm.', 'Never use `pnpm`.')[0]?.kind).toBe('polarity');
  });

  test('a prohibition of a role ("not as X") does not rule out the member, unless the role is its subject', () => {
    expect(pair('Do not import enums as `type`; they are values.', 'Export enums from `index.ts` without the `type` keyword.')).toHaveLength(0);
    expect(pair('Do not import enums as `type`.', 'Use the built-in `DialogButtons` enum instead of rendering manual buttons.')).toHaveLength(0);
    expect(pair('Use npm.', "Don't use npm as the package manager.")[0]?.kind).toBe('polarity');
    expect(pair('Write tests with Jest.', 'Do not use Jest as the test runner.')[0]?.kind).toBe('polarity');
  });

  test('a UI framework before a noun spelled like a verb qualifies it ("React state", "React hooks")', () => {
    const rule = 'Pure TypeScript classes — no JSX, never store React state, never call React hooks (`useIdentity`) inside one.';
    expect(pair('React imports those proxies and calls their static hooks.', rule)).toHaveLength(0);
    expect(pair('The frontend is React + TypeScript in MVVM style.', rule)).toHaveLength(0);
    expect(ex(rule).flatMap((d) => d.claims).some((c) => c.family === 'frontend-framework')).toBe(false);
    // the framework itself is still what a bare prohibition names
    expect(pair('Build the UI with React.', 'Never use React.')[0]?.kind).toBe('polarity');
  });

  test('a reference to something named elsewhere ("these files", "inside one") narrows a rule to an unknown exception', () => {
    expect(pair('Do not edit these files manually — any hand edits will be overwritten.', 'Modify files in `docs/snippets/sources/`.')).toHaveLength(0);
    expect(pair("Don't disable the hook.", 'Never store React state in a view model; never call hooks inside one.')).toHaveLength(0);
    // without the reference the same words clash
    expect(pair('Do not edit files.', 'Modify files in `docs/`.')[0]?.kind).toBe('polarity');
    expect(pair("Don't disable the hook.", 'Never call hooks.')[0]?.kind).toBe('polarity');
    // "in one file" is a quantity, not a reference
    expect(ex('Never put two classes in one file.').flatMap((d) => d.claims).some((c) => c.scope.some((q) => q.startsWith('@ref:')))).toBe(false);
  });
});

describe('sentence passes skipped when they cannot apply', () => {
  // cleanMarkdown skips the contraction passes without an apostrophe or "cannot", tokenize the compound
  // passes without a compound's first word: every pass run again over what they return changes nothing
  const texts: string[] = [];
  for (const f of ['regression.json', 'paraphrase.json']) {
    const data = JSON.parse(fs.readFileSync(path.join('__tests__', 'contradictions', f), 'utf8')) as unknown;
    JSON.stringify(data, (k, v) => ((k === 'a' || k === 'b') && typeof v === 'string' ? texts.push(v) : 0, v));
  }
  texts.push("We can't force push; it's a CANNOT.", 'This Cannot be done', 'Pull requests time out on File Names in the code base.', 'Type checks and force-pushed merges.', 'TIMES OUT, Timeouts.');
  test.each([0, 1])('over %#: the regression and paraphrase texts', (half) => {
    expect(texts.length).toBeGreaterThan(200);
    for (const t of texts.filter((_, i) => i % 2 === half)) {
      const { text, spans } = cleanMarkdown(t);
      let again = text;
      for (const [re, rep] of CONTRACTIONS) again = again.replace(re, rep);
      expect([t, again]).toEqual([t, text]);
      const words = tokenize(text, spans).map((k) => k.raw);
      let all = text;
      for (const [re, rep] of COMPOUNDS) all = all.replace(re, rep);
      expect([t, tokenize(all, spans).map((k) => k.raw)]).toEqual([t, words]);
    }
  });
});
