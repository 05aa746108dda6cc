/**
 * `markdown-unparsed`: a memory file too costly to lex (LEX_LIMITS) is loaded without its imports and
 * without comment stripping; the review says so with a warning that makes its contexts Uncertain.
 */
import { main } from '../../src/cli/index.js';
import { LEX_BUDGET, Loader } from '../../src/core/loader/index.js';
import { LEX_LIMITS } from '../../src/core/markdown.js';
import { memoryTree } from '../../src/core/tree.js';
import { Vfs } from '../../src/core/vfs.js';
import { RULE_BY_ID } from '../../src/rules/index.js';
import type { Report } from '../../src/core/review/review.js';
import { runCheck, runReview } from '../helpers/review.js';
import { gitRepo, runCli } from '../helpers/gitRepo.js';

/** One paragraph whose inline lexing would cost marked minutes (escapes: length × backslashes). */
const costlyParagraph = '@docs/hidden.md ' + '\\*'.repeat(100_000) + '\n';
/** Longer than the lexer accepts at all; a comment in it is not stripped either. */
const tooLong = '<!-- private -->\n@docs/hidden.md\n' + '- item\n'.repeat(Math.ceil(LEX_LIMITS.maxChars / 7) + 10);

const unparsed = (r: Report) => r.findings.filter((f) => f.rule === 'markdown-unparsed');

describe('markdown-unparsed', () => {
  test('is a warning in the catalogue whose verdict is Uncertain', () => {
    expect(RULE_BY_ID.get('markdown-unparsed')).toMatchObject({ severity: 'warning', category: 'uncertain' });
  });

  test('a paragraph too costly to lex: the file still loads, its import is not followed, and a finding says so', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '# Root\n\n@docs/costly.md\n', 'docs/costly.md': costlyParagraph, 'docs/hidden.md': 'Hidden.\n' });
    const r = await runCheck({ root });
    const [f] = unparsed(r);
    expect(unparsed(r)).toHaveLength(1);
    expect(f).toMatchObject({ severity: 'warning', locations: [{ path: 'docs/costly.md', line: 1 }], contexts: ['launch:.'] });
    expect(f.message).toContain('docs/costly.md');
    expect(f.message).toContain('too costly to lex inline');
    expect(f.message).toContain('its @imports and HTML comments could not be evaluated');
    expect(f.hint).toBe(RULE_BY_ID.get('markdown-unparsed')!.fix);
    const launch = r.contexts.find((c) => c.id === 'launch:.')!;
    expect(launch.sources.map((s) => s.path)).toEqual(['CLAUDE.md', 'docs/costly.md']);
    expect(launch.verdict.state).toBe('Uncertain');
    expect(r.summary.state).toBe('Uncertain');
  });

  test('a file longer than the lexer accepts: reported with the reason; its comment is left in', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '@docs/long.md\n', 'docs/long.md': tooLong, 'docs/hidden.md': 'Hidden.\n' });
    const r = await runCheck({ root });
    expect(unparsed(r).map((f) => [f.locations[0].path, f.message.includes(`longer than ${LEX_LIMITS.maxChars} characters`)])).toEqual([['docs/long.md', true]]);
    const launch = r.contexts.find((c) => c.id === 'launch:.')!;
    expect(launch.sources.map((s) => s.path)).toEqual(['CLAUDE.md', 'docs/long.md']);
    // unlexed, the comment is not stripped: the file counts with it
    expect(launch.sources[1].chars).toBe(tooLong.trimEnd().length);
  });

  test('ordinary markdown (imports, comments, emphasis, code) raises no such finding', async () => {
    const { root } = gitRepo({
      'CLAUDE.md': '# Root\n\n<!-- note -->\nSee @docs/a.md and **bold** _text_ with `code` and [a link](docs/a.md).\n\n> quoted\n> - nested item\n',
      'docs/a.md': 'A.\n',
    });
    const r = await runCheck({ root });
    expect(unparsed(r)).toEqual([]);
    expect(r.contexts[0].sources.map((s) => s.path)).toEqual(['CLAUDE.md', 'docs/a.md']);
  });

  test('review: introduced when the change adds the file, pre-existing (same identity) when it only edits it', async () => {
    const { root, shas } = gitRepo(
      { 'CLAUDE.md': '# Root\n' },
      { 'CLAUDE.md': '# Root\n@docs/costly.md\n', 'docs/costly.md': costlyParagraph },
      { 'CLAUDE.md': '# Root, edited\n@docs/costly.md\n', 'docs/costly.md': 'Edited.\n\n' + costlyParagraph },
    );
    const added = await runReview({ root, base: shas[0], head: shas[1] });
    expect(unparsed(added).map((f) => [f.locations[0].path, f.introduced])).toEqual([['docs/costly.md', true]]);
    const edited = await runReview({ root, base: shas[1], head: shas[2] });
    expect(unparsed(edited).map((f) => [f.locations[0].path, f.introduced])).toEqual([['docs/costly.md', false]]);
    expect(edited.summary.introduced.warning).toBe(0);
  });

  test('review: a costly file both sides share (one blob, parsed once) is reported on both', async () => {
    const { root, shas } = gitRepo(
      { 'CLAUDE.md': '# Root\n@docs/costly.md\n', 'docs/costly.md': costlyParagraph, 'pkg/CLAUDE.md': '@../docs/costly.md\n' },
      { 'CLAUDE.md': '# Root, edited\n@docs/costly.md\n', 'docs/costly.md': costlyParagraph, 'pkg/CLAUDE.md': '@../docs/costly.md\n' },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(unparsed(r).map((f) => [f.locations[0].path, f.introduced])).toEqual([['docs/costly.md', false]]);
    expect(r.resolved.filter((f) => f.rule === 'markdown-unparsed')).toEqual([]);
    expect(r.contexts.find((c) => c.id === 'launch:.')!.verdict.state).toBe('Uncertain');
  });

  test('a parse shared with another session costs that session none of its lexing budget', async () => {
    // base and head trees hand out the same bytes (one blob): the head takes the base's parse of a.md
    // without being charged the base's lexing time, so it still has the budget to lex b.md itself
    const slow = Buffer.from('# A\n<!-- c -->\n\n' + ('p ' + '\\*'.repeat(9990) + '\n\n').repeat(3));
    const files = { 'CLAUDE.md': Buffer.from('@docs/a.md\n@docs/b.md\n'), 'docs/a.md': slow, 'docs/b.md': Buffer.from('<!-- private -->\nB.\n') };
    // (the lexer warmed up first, so that the small CLAUDE.md costs next to nothing of the lowered budget)
    await new Loader({ vfs: new Vfs([{ name: 'root', at: '/repo', tree: memoryTree('warm', { 'CLAUDE.md': '<!-- w -->\n@x.md\n# W\n- a\n', 'x.md': 'X <!-- y -->\n' }) }]), root: '/repo' }).launch();
    const saved = LEX_BUDGET.sessionMs;
    LEX_BUDGET.sessionMs = 20;
    try {
      const base = await new Loader({ vfs: new Vfs([{ name: 'root', at: '/repo', tree: memoryTree('base', files) }]), root: '/repo' }).launch();
      const head = await new Loader({ vfs: new Vfs([{ name: 'root', at: '/repo', tree: memoryTree('head', { ...files, 'README.md': 'changed' }) }]), root: '/repo' }).launch();
      // the base spent its budget on a.md (lexing it takes far longer than 20 ms) and could not lex b.md
      expect(base.warnings.filter((w) => w.kind === 'markdown-unparsed').map((w) => w.path)).toEqual(['docs/b.md']);
      expect(base.launch.find((x) => x.path === 'docs/b.md')!.content).toBe('<!-- private -->\nB.');
      expect(head.warnings.filter((w) => w.kind === 'markdown-unparsed')).toEqual([]);
      expect(head.launch.find((x) => x.path === 'docs/b.md')!.content).toBe('B.');
      expect(head.launch.find((x) => x.path === 'docs/a.md')!.content).toBe(base.launch.find((x) => x.path === 'docs/a.md')!.content);
    } finally {
      LEX_BUDGET.sessionMs = saved;
    }
  });

  test('the CLI prints it in every format', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '@docs/costly.md\n', 'docs/costly.md': costlyParagraph });
    for (const format of ['json', 'markdown', 'text', 'github', 'sarif']) {
      const r = await runCli(main, ['check', '--root', root, '--format', format, '--fail-on', 'never']);
      expect([format, r.code]).toEqual([format, 0]);
      expect(r.out).toMatch(/markdown\\?-unparsed/); // markdown escapes the hyphen
    }
  });
});

describe('import fan-out in one file', () => {
  test('thousands of missing imports each get their finding, with the path as written', async () => {
    const n = 6000;
    const lines = ['# Root'];
    for (let i = 0; i < n; i++) lines.push(`@d/m${i}.md`);
    const { root } = gitRepo({ 'CLAUDE.md': lines.join('\n') + '\n' });
    const r = await runCheck({ root });
    const missing = r.findings.filter((f) => f.rule === 'import-missing');
    expect(missing).toHaveLength(n);
    expect(missing.find((f) => f.locations[0].path === 'CLAUDE.md' && f.message.includes('`@d/m5999.md`'))).toBeDefined();
  });
});

describe('markdown-unparsed in lazily loaded files', () => {
  test('a nested CLAUDE.md and a path-scoped rule too costly to lex are reported in the contexts that load them', async () => {
    const { root } = gitRepo({
      'CLAUDE.md': '# Root\n',
      'packages/a/CLAUDE.md': costlyParagraph,
      'packages/a/x.ts': 'x\n',
      '.claude/rules/ts.md': '---\npaths: "src/**/*.ts"\n---\n' + costlyParagraph,
      'src/y.ts': 'y\n',
      'docs/hidden.md': 'Hidden.\n',
    });
    const r = await runCheck({ root });
    const byPath = new Map(unparsed(r).map((f) => [f.locations[0].path, f]));
    expect([...byPath.keys()].sort()).toEqual(['.claude/rules/ts.md', 'packages/a/CLAUDE.md']);
    expect(byPath.get('packages/a/CLAUDE.md')!.contexts).toContain('dir:packages/a');
    expect(byPath.get('.claude/rules/ts.md')!.contexts).toContain('rule:.claude/rules/ts.md');
  });
});
