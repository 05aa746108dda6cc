/**
 * The sticky comment as a reviewer reads it: goldens of the markdown for typical changes, each also rendered
 * by cmark-gfm (GitHub's renderer) and checked for what a reader would notice (see helpers/gfm.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { main } from '../../src/cli/index.js';
import { makeExampleRepo } from '../../src/demo/demo.js';
import { runReview } from '../helpers/review.js';
import { renderMarkdown, truncateMessage, mdMessage, COMMENT_LIMIT } from '../../src/report/markdown.js';
import { gitRepo, runCli } from '../helpers/gitRepo.js';
import { renderGfm, renderingProblems, requireCmarkGfm, visibleLines } from '../helpers/gfm.js';

const GOLDENS = path.join(path.dirname(new URL(import.meta.url).pathname), 'goldens');
const MARKER = '<!-- memory-review:sticky -->';
const LINK_BASE = 'https://github.com/octo/shop/blob/0123456789abcdef0123456789abcdef01234567/';

/** Compares with the golden; writes it only when asked (UPDATE_GOLDENS=1) or when missing outside CI. */
export function golden(name: string, actual: string): void {
  const file = path.join(GOLDENS, name);
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  if (!fs.existsSync(file) && ci) throw new Error(`golden ${name} is missing (goldens are never written in CI: run the test locally and commit it)`);
  if ((process.env.UPDATE_GOLDENS === '1' && !ci) || !fs.existsSync(file)) {
    fs.mkdirSync(GOLDENS, { recursive: true });
    fs.writeFileSync(file, actual);
  }
  expect(actual).toBe(fs.readFileSync(file, 'utf8'));
}

/** The markdown without backslash escapes (what the reader sees, for matching). */
const plain = (md: string) => md.replace(/\\([!-/:-@[-`{-~])/g, '$1');

function rendersCleanly(md: string): void {
  if (!requireCmarkGfm()) return;
  const html = renderGfm(md);
  expect(renderingProblems(md, html, { marker: MARKER })).toEqual([]);
  expect(html).toContain('<table>');
}

describe('comment goldens, rendered by cmark-gfm', () => {
  test('the demo', async () => {
    const ex = makeExampleRepo();
    const r = await runCli(main, ['review', '--root', ex.root, '--base', ex.base, '--head', ex.head, '--format', 'markdown']);
    expect(r.code).toBe(1);
    golden('demo-review.md', r.out);
    rendersCleanly(r.out);
    expect(r.out.split('\n')[0]).toMatch(/^❌ \*\*memory-review fails:\*\* 4 errors introduced — /);
  });

  test('a one-file edit in a repository with a dozen contexts: one row, one sentence, ≤ 15 lines', async () => {
    const pkgs = Array.from({ length: 11 }, (_, i) => `packages/p${String(i + 1).padStart(2, '0')}`);
    const base: Record<string, string> = {
      'CLAUDE.md': '# Monorepo\n\nRead @AGENTS.md first.\n',
      'AGENTS.md': '# Agents\n\n- Run the linter before committing.\n',
    };
    for (const p of pkgs) {
      base[`${p}/CLAUDE.md`] = `# ${p}\n\nThis package builds with its own script.\n`;
      base[`${p}/src/index.ts`] = 'export {};\n';
    }
    const added = '- Keep pull requests small: one concern each, with a test that fails without the change and passes with it.\n- Write commit messages in the imperative mood and explain why the change is needed, not only what it does.\n';
    const { root, shas } = gitRepo(base, { 'AGENTS.md': base['AGENTS.md'] + added });
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(r.contexts.length).toBe(12);
    expect(r.findings.map((f) => f.rule)).not.toContain('agents-md-shadowed'); // imported by CLAUDE.md: it is read
    const md = renderMarkdown(r, { marker: MARKER, linkBase: LINK_BASE });
    golden('comment-one-file-edit.md', md + '\n');
    rendersCleanly(md);
    expect(md.split('\n')[1]).toBe(`✅ **memory-review: no problems.** \`AGENTS.md\` grows by ${added.length} characters; it loads at launch, in every session.`);
    expect(md).toContain('All 12 contexts see this change the same way.');
    expect(md.match(/^\| `AGENTS\.md` \| edited \| at launch, in every session \| \+\d+\u00a0chars \|$/m)).not.toBeNull();
    expect(visibleLines(md)).toBeLessThanOrEqual(15);
    // neutral: no alarm words or icons for a healthy edit
    expect(md).not.toMatch(/Drifted|🔀|⚔️|❌|⚠️|failing/);
  });

  test('a contradiction introduced through an import', async () => {
    const { root, shas } = gitRepo(
      { 'CLAUDE.md': '# App\n\n- Use pnpm for every package script.\n', 'package.json': '{}\n' },
      { 'CLAUDE.md': '# App\n\n- Use pnpm for every package script.\n- House style: @docs/style.md\n', 'docs/style.md': '# Style\n\n- Always install dependencies with npm.\n' },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(r.findings.filter((f) => f.introduced).map((f) => f.rule)).toContain('contradiction');
    const md = renderMarkdown(r, { marker: MARKER, linkBase: LINK_BASE });
    golden('comment-contradiction-import.md', md + '\n');
    rendersCleanly(md);
    expect(md.split('\n')[1]).toMatch(/^❌ \*\*memory-review fails:\*\* 1 error introduced — a contradiction between `CLAUDE\.md` and `docs\/style\.md`\.$/);
    expect(plain(md)).toMatch(/^\| `docs\/style\.md` \| new, imported by `CLAUDE\.md` \| at launch, in every session \| \+\d+\u00a0chars \|$/m);
    // the finding links to both lines
    expect(md).toContain(`[\`CLAUDE.md:3\`](${LINK_BASE}CLAUDE.md#L3) ↔ [\`docs/style.md:3\`](${LINK_BASE}docs/style.md#L3)`);
  });

  test('a rule whose globs now match nothing', async () => {
    const { root, shas } = gitRepo(
      { 'CLAUDE.md': '# App\n', '.claude/rules/api.md': '---\npaths:\n  - "src/api/**/*.ts"\n---\nValidate every request body.\n', 'src/api/a.ts': '', 'src/api/b.ts': '' },
      { 'src/api/a.ts': null, 'src/api/b.ts': null, 'server/api/a.ts': '', 'server/api/b.ts': '' },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(r.findings.filter((f) => f.introduced).map((f) => f.rule)).toEqual(['rule-dead']);
    const md = renderMarkdown(r, { marker: MARKER, linkBase: LINK_BASE });
    golden('comment-rule-dead.md', md + '\n');
    rendersCleanly(md);
    expect(plain(md)).toMatch(/^\| `\.claude\/rules\/api\.md` \| now applies to no file \(was 2 files\): its globs match nothing \| never \(no file matches\) \| −\d+\u00a0chars \|$/m);
    expect(md.split('\n')[1]).toMatch(/^⚠️ \*\*memory-review passes\*\* with 1 warning introduced — /);
  });

  test('a MEMORY.md pushed over the cap', async () => {
    const entries = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `- [Topic ${from + i}](topic-${from + i}.md) — notes on topic ${from + i}`).join('\n') + '\n';
    const topics: Record<string, string> = {};
    for (let i = 0; i < 215; i++) topics[`.claude/memory/topic-${i}.md`] = `---\nname: topic-${i}\ndescription: topic ${i}\ntype: project\n---\nNotes.\n`;
    const { root, shas } = gitRepo(
      { '.github/memory-review.yml': 'memoryDir: .claude/memory\n', 'CLAUDE.md': '# App\n', '.claude/memory/MEMORY.md': entries(0, 190), ...topics },
      { '.claude/memory/MEMORY.md': entries(0, 215) },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(r.memoryIndex?.newlyDropped.length).toBe(15);
    const md = renderMarkdown(r, { marker: MARKER, linkBase: LINK_BASE });
    golden('comment-memory-over-cap.md', md + '\n');
    rendersCleanly(md);
    expect(plain(md)).toMatch(/^\| `\.claude\/memory\/MEMORY\.md` \| edited; 15 entries now past the cap of 200 lines \/ 25,000 characters: Claude no longer sees them \| at launch, in every session \| \+[\d,]+\u00a0chars \|$/m);
    expect(plain(md).split('\n')[1]).toBe('❌ **memory-review fails:** 1 error introduced — MEMORY.md over its cap (`.claude/memory/MEMORY.md`).');
  });
});

describe('comment text', () => {
  test('a long hint is never cut inside a code span', () => {
    const hint = 'Keep one; if each is right somewhere, narrow one explicitly or move it to a rule with `paths:` and `more code here`.';
    for (let max = 10; max < hint.length; max++) {
      const t = truncateMessage(hint, max);
      expect(t.length).toBeLessThanOrEqual(max);
      expect((t.match(/`/g) ?? []).length % 2).toBe(0);
      expect(mdMessage(t)).not.toContain('\\`');
    }
  });

  test('the count agrees with its noun ("1 pre-existing finding … does")', async () => {
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# R\n@gone.md\n' }, { 'CLAUDE.md': '# R\n@gone.md\n\nMore.\n' });
    const md = renderMarkdown(await runReview({ root, base: shas[0], head: shas[1] }));
    expect(md).toContain('<summary>1 pre-existing finding (not introduced here; it does not fail the check)</summary>');
    expect(md).not.toMatch(/1 pre-existing finding[^<]*are/);
  });

  test("a contradiction's confidence and reason are shown when the detector gives them", async () => {
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# App\n\n- Use pnpm for every package script.\n' }, { 'CLAUDE.md': '# App\n\n- Use pnpm for every package script.\n- Style: @docs/style.md\n', 'docs/style.md': '# Style\n\n- Always install dependencies with npm.\n' });
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    const c = r.findings.find((f) => f.rule === 'contradiction')!;
    expect(c).toBeDefined();
    Object.assign(c, { confidence: 'possible', reason: 'both name a package manager for `install`' });
    const md = renderMarkdown(r);
    expect(md).toContain('*(possible: both name a package manager for `install`)*\\\n  **Fix:**');
    if (requireCmarkGfm()) expect(renderingProblems(md, renderGfm(md))).toEqual([]);
  });

  test('code spans in table cells render as code, a | inside one included', async () => {
    const { root, shas } = gitRepo(
      { 'CLAUDE.md': '# R\n', 'a|b/x.ts': '' },
      { '.claude/rules/pipe.md': '---\npaths:\n  - "a|b/**"\n---\nx\n', 'a|b/CLAUDE.md': '# pipe dir\n' },
    );
    const md = renderMarkdown(await runReview({ root, base: shas[0], head: shas[1] }), { marker: MARKER });
    expect(md).toContain('`a\\|b/CLAUDE.md`');
    if (!requireCmarkGfm()) return;
    const html = renderGfm(md);
    expect(renderingProblems(md, html, { marker: MARKER })).toEqual([]);
    expect(html).toContain('<code>a|b/CLAUDE.md</code>');
  });

  test('any review stays under the limit, the cut explained; the by-file table is cut by rows', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 900; i++) files[`docs/topic-${i}-${'long-name-'.repeat(4)}.md`] = `# Topic ${i}\n`;
    const lines = ['# Root', ...Object.keys(files).map((p) => `@${p}`)];
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# Root\n', ...files }, { 'CLAUDE.md': lines.join('\n') + '\n' });
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    const md = renderMarkdown(r, { marker: MARKER, maxChars: 20_000 });
    expect(md.length).toBeLessThanOrEqual(20_000);
    expect(plain(md)).toMatch(/✂️ This report is longer than fits here \(20,000 characters\): left out: .*file rows of the by-file table/);
    const full = renderMarkdown(r, { marker: MARKER });
    expect(full.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    if (requireCmarkGfm()) expect(renderingProblems(md, renderGfm(md), { marker: MARKER })).toEqual([]);
  });
});
