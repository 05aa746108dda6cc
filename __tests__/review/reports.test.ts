import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { main } from '../../src/cli/index.js';
import { makeExampleRepo } from '../../src/demo/demo.js';
import { runCheck, runReview } from '../helpers/review.js';
import { renderMarkdown, COMMENT_LIMIT } from '../../src/report/markdown.js';
import { renderGithub, renderSarif } from '../../src/report/formats.js';
import { gitRepo, runCli } from '../helpers/gitRepo.js';

const GOLDENS = path.join(path.dirname(new URL(import.meta.url).pathname), 'goldens');

function golden(name: string, actual: string): void {
  const file = path.join(GOLDENS, name);
  // a missing golden is written (for review and commit) only outside CI: under CI it fails
  if (process.env.UPDATE_GOLDENS === '1' || (!fs.existsSync(file) && !process.env.CI)) {
    fs.mkdirSync(GOLDENS, { recursive: true });
    fs.writeFileSync(file, actual);
  }
  if (!fs.existsSync(file)) throw new Error(`golden ${name} is missing (CI=${process.env.CI}): run the test locally, review and commit it`);
  expect(actual).toBe(fs.readFileSync(file, 'utf8'));
}

describe('markdown report goldens', () => {
  test('demo review (the embedded example)', async () => {
    const ex = makeExampleRepo();
    const r = await runCli(main, ['review', '--root', ex.root, '--base', ex.base, '--head', ex.head, '--format', 'markdown']);
    expect(r.code).toBe(1);
    golden('demo-review.md', r.out);
  });

  test('check of a small repository', async () => {
    const { root } = gitRepo({
      'CLAUDE.md': '# Project\n\n- Run `npm test`.\n@docs/gone.md\n',
      '.claude/rules/api.md': '---\npaths: "api/**/*.ts"\n---\nValidate input.\n',
      'api/a.ts': '',
      'web/CLAUDE.md': '# Web\n',
      'web/x.ts': '',
    });
    const r = await runCli(main, ['check', '--root', root, '--format', 'markdown', '--link-base', 'https://github.com/o/r/blob/0123456789abcdef/']);
    expect(r.code).toBe(0);
    golden('check-small.md', r.out);
  });

  test('a review with no memory-relevant change says so', async () => {
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# R\n', 'src/a.ts': '1' }, { 'src/a.ts': '2' });
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(r.summary.changed).toBe(false);
    const md = renderMarkdown(r);
    expect(md).toContain('**no memory-relevant change**');
    golden('review-unchanged.md', md + '\n');
  });
});

describe('markdown safety and size', () => {
  test('never over the comment limit; findings cut with a note, errors first', async () => {
    const lines = ['# Root', '@missing-first.mdx'];
    for (let i = 0; i < 1500; i++) lines.push(`@docs/${'very-long-directory-name-'.repeat(3)}${i}/file-${i}.md`);
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# Root\n' }, { 'CLAUDE.md': lines.join('\n') + '\n', '.claude/rules/bad.md': '---\npaths:\n  - **/*.ts\n---\nx\n' });
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(r.findings.length).toBeGreaterThan(1500);
    const md = renderMarkdown(r, { marker: '<!-- memory-review:sticky -->' });
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md.startsWith('<!-- memory-review:sticky -->\n')).toBe(true);
    expect(md).toMatch(/✂️ This report is longer than fits here \(65,536 characters\): .*\d+ more findings not shown/);
    expect(md.indexOf('rule\\-frontmatter\\-unparsable')).toBeGreaterThan(0);
    expect(md.indexOf('rule\\-frontmatter\\-unparsable')).toBeLessThan(md.indexOf('import\\-missing'));
    const small = renderMarkdown(r, { maxChars: 5000 });
    expect(small.length).toBeLessThanOrEqual(5000);
  });

  test('repository text cannot inject HTML, mentions, table breaks or our marker', async () => {
    const evil = {
      'CLAUDE.md': '# R\n@docs/<script>alert(1)</script>.md\n@docs/@acme|team.md\n@docs/`x`<!-- memory-review:sticky -->.md\n',
      '.claude/rules/x.md': '---\npaths:\n  - "**/*.nomatch|<img src=x onerror=alert(1)>"\n---\n@org/team please review\n',
    };
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# R\n' }, evil);
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(r.findings.map((f) => f.rule).sort()).toEqual(['import-missing', 'rule-dead']);
    expect(r.findings.some((f) => f.message.includes('<img src=x'))).toBe(true);
    const md = renderMarkdown(r, { marker: '<!-- memory-review:sticky -->' });
    // outside code spans (which GitHub renders literally and does not scan for mentions) no raw HTML or mention
    const prose = md.replace(/(`+)[^`][\s\S]*?\1/g, '');
    expect(prose).not.toMatch(/<script|<img/i);
    expect(prose).not.toMatch(/@acme|@org/); // every @ is followed by a word joiner entity
    expect(md.split('<!-- memory-review').length).toBe(2); // only our own marker
    // every table row keeps its column count
    for (const line of md.split('\n').filter((l) => l.startsWith('| '))) {
      const cells = line.replace(/\\\|/g, '').split('|').length;
      expect([5, 6, 7]).toContain(cells);
    }
    const html = await marked.parse(md, { gfm: true });
    expect(html).not.toMatch(/<script|<img/i);
  });
});

describe('machine formats', () => {
  test('JSON contract: rule, severity, message, locations with root-relative paths and 1-based lines', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '---\nx: 1\n---\n# R\n@gone.md\n' });
    const r = await runCli(main, ['check', '--root', root, '--format', 'json']);
    const j = JSON.parse(r.out);
    expect(j.claudeCode).toBe('2.1.332');
    expect(j.tool.name).toBe('memory-review');
    expect(j.findings).toEqual([expect.objectContaining({ rule: 'import-missing', severity: 'warning', message: expect.any(String), locations: [{ path: 'CLAUDE.md', line: 5 }], contexts: ['launch:.'], hint: expect.any(String) })]);
    expect(j.manifest[0]).toEqual(expect.objectContaining({ path: 'CLAUDE.md', scope: 'project', mode: 'launch', survivesCompact: true }));
    expect(j.contexts[0].verdict.state).toBe('Partial');
    expect(r.out).not.toContain(root);
  });

  test('SARIF 2.1.0 with rules, levels, regions and baseline state', async () => {
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# R\n@a.md\n' }, { 'CLAUDE.md': '# R\n@a.md\n@b.md\n' });
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    const s = JSON.parse(renderSarif(r));
    expect(s.version).toBe('2.1.0');
    const run = s.runs[0];
    expect(run.tool.driver.name).toBe('memory-review');
    expect(run.tool.driver.rules.find((x: { id: string }) => x.id === 'file-too-large').defaultConfiguration.level).toBe('error');
    expect(run.results.map((x: { ruleId: string; level: string; baselineState: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }) => [x.ruleId, x.level, x.baselineState, x.locations[0].physicalLocation.artifactLocation.uri, x.locations[0].physicalLocation.region.startLine])).toEqual([
      ['import-missing', 'warning', 'new', 'CLAUDE.md', 3],
      ['import-missing', 'warning', 'unchanged', 'CLAUDE.md', 2],
    ]);
    for (const x of run.results) expect(run.tool.driver.rules[x.ruleIndex].id).toBe(x.ruleId);
  });

  test('github annotations escape file names and messages', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '# R\n@docs/a,b:c%d.md\n' });
    const r = await runCheck({ root });
    const out = renderGithub(r);
    expect(out).toBe(
      '::warning file=CLAUDE.md,line=2,title=memory-review import-missing::`@docs/a,b:c%25d.md` in CLAUDE.md points to docs/a,b:c%25d.md, which does not exist%0AFix: Fix the path, or remove the import.\n',
    );
    const { root: r2 } = gitRepo({ 'x,y:z/CLAUDE.md': '@gone.md\n', 'x,y:z/a.ts': '' });
    const out2 = renderGithub(await runCheck({ root: r2 }));
    expect(out2).toContain('file=x%2Cy%3Az/CLAUDE.md,line=1,');
  });

  test('text format for terminals', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '# R\n@gone.md\n' });
    const r = await runCli(main, ['check', '--root', root]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Verdict: Partial; 0 error(s), 1 warning(s), 0 notice(s); passed (fail-on error)');
    expect(r.out).toContain('warning import-missing  CLAUDE.md:2');
  });
});
