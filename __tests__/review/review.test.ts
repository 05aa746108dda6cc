import fs from 'node:fs';
import path from 'node:path';
import { main } from '../../src/cli/index.js';
import { runCheck, runReview } from '../helpers/review.js';
import type { Report } from '../../src/core/review/review.js';
import type { Finding } from '../../src/core/review/types.js';
import { gitRepo, runCli, writeFiles } from '../helpers/gitRepo.js';
import { tempDir } from '../helpers/tempDir.js';

const rules = (r: Report, opts: { introduced?: boolean } = {}) =>
  r.findings.filter((f) => !f.suppressed && (opts.introduced === undefined || f.introduced === opts.introduced)).map((f) => f.rule);
const one = (r: Report, rule: string): Finding => {
  const list = r.findings.filter((f) => f.rule === rule);
  expect(list).toHaveLength(1);
  return list[0];
};

describe('check: findings on one tree', () => {
  test('a clean repository is Healthy with no findings', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '# Project\n\n- Run `npm test` before pushing.\n', 'src/a.ts': 'x\n', 'package.json': '{}\n' });
    const r = await runCheck({ root });
    expect(r.mode).toBe('check');
    expect(r.findings).toEqual([]);
    expect(r.summary.state).toBe('Healthy');
    expect(r.contexts.map((c) => c.id)).toEqual(['launch:.']);
    expect(r.summary.failed).toBe(false);
  });

  test('import findings carry the importing file and 1-based line of the file as stored (frontmatter counted)', async () => {
    const { root } = gitRepo({
      'CLAUDE.md': '---\ndescription: x\n---\n# Root\n\nSee @docs/missing.md for more.\nAlso @src/FEATURE.md, and @jlowin said hi.\n',
      'src/FEATURE.md': 'Feature.\n',
    });
    const r = await runCheck({ root });
    const missing = r.findings.filter((f) => f.rule === 'import-missing');
    expect(missing.map((f) => f.locations[0])).toEqual([
      { path: 'CLAUDE.md', line: 6 },
      { path: 'CLAUDE.md', line: 7 },
    ]);
    expect(missing[1].message).toContain('trailing `,`');
    // `@jlowin` (no extension) is a mention, not a broken import
    expect(r.findings.some((f) => f.message.includes('jlowin'))).toBe(false);
    expect(missing[0].severity).toBe('warning');
    expect(r.summary.state).toBe('Partial');
  });

  test('over-4-MiB file is an error; large file and total over 120,000 chars are warnings', async () => {
    const big = 'x'.repeat(45_000) + '\n';
    const { root } = gitRepo({
      'CLAUDE.md': '# Root\n@docs/huge.md\n@docs/a.md\n@docs/b.md\n@docs/c.md\n',
      'docs/huge.md': Buffer.alloc(4 * 1024 * 1024 + 10, 'a'),
      'docs/a.md': big,
      'docs/b.md': big,
      'docs/c.md': big,
    });
    const r = await runCheck({ root });
    const tooLarge = one(r, 'file-too-large');
    expect(tooLarge.severity).toBe('error');
    expect(tooLarge.locations.map((l) => l.path)).toEqual(['docs/huge.md', 'CLAUDE.md']);
    expect(r.findings.filter((f) => f.rule === 'large-file').map((f) => f.locations[0].path)).toEqual(['docs/a.md', 'docs/b.md', 'docs/c.md']);
    expect(one(r, 'total-too-large').severity).toBe('warning');
    expect(r.summary.failed).toBe(true);
  });

  test('rule frontmatter: unparsable paths (error), foreign keys, invalid glob, dead rule, matches-everything', async () => {
    const { root } = gitRepo({
      'CLAUDE.md': '# Root\n',
      '.claude/rules/unquoted.md': '---\npaths:\n  - **/*.ts\n---\nPrefer type aliases.\n',
      '.claude/rules/cursor.md': '---\nglobs: "**/*.py"\nalwaysApply: false\n---\nPython rule.\n',
      '.claude/rules/dead.md': '---\npaths:\n  - "docs/**/*.rst"\n---\nDocs rule.\n',
      '.claude/rules/all.md': '---\npaths: "**/*"\n---\nEverywhere.\n',
      'src/a.ts': 'x\n',
    });
    const r = await runCheck({ root });
    const unp = one(r, 'rule-frontmatter-unparsable');
    expect(unp).toMatchObject({ severity: 'error', locations: [{ path: '.claude/rules/unquoted.md', line: 1, endLine: 4 }] });
    const foreign = r.findings.filter((f) => f.rule === 'rule-unknown-key');
    expect(foreign.map((f) => [f.locations[0].line, f.severity])).toEqual([
      [2, 'warning'],
      [3, 'warning'],
    ]);
    expect(one(r, 'rule-dead').locations[0]).toEqual({ path: '.claude/rules/dead.md', line: 3 });
    expect(one(r, 'rule-matches-everything').severity).toBe('notice');
    const dead = r.rules.find((x) => x.path === '.claude/rules/dead.md')!;
    expect(dead.head).toBe(0);
    expect(r.rules.find((x) => x.path === '.claude/rules/all.md')!.head).toBeGreaterThan(0);
  });

  test('MEMORY.md: truncation (error, line of the first dropped entry), broken links, topic frontmatter', async () => {
    const lines = Array.from({ length: 230 }, (_, i) => `- [Topic ${i}](t${i}.md) — note ${i}`);
    const files: Record<string, string> = {
      '.github/memory-review.yml': 'memoryDir: .claude/memory\n',
      'CLAUDE.md': '# Root\n',
      '.claude/memory/MEMORY.md': lines.join('\n') + '\n',
      '.claude/memory/t0.md': '---\nname: t0\ndescription: d\ntype: project\n---\nBody.\n',
      '.claude/memory/t1.md': '---\nname: t1\ndescription: d\nmetadata:\n  type: feedback\n---\nBody.\n',
      '.claude/memory/t2.md': '---\nname: t2\ntype: note\n---\nBody.\n',
      '.claude/memory/t3.md': 'No frontmatter.\n',
    };
    for (let i = 4; i < 230; i++) files[`.claude/memory/t${i}.md`] = `---\nname: t${i}\ndescription: d\ntype: user\n---\nBody.\n`;
    delete files['.claude/memory/t7.md'];
    const { root } = gitRepo(files);
    const r = await runCheck({ root });
    const tr = one(r, 'memory-truncated');
    expect(tr).toMatchObject({ severity: 'error', locations: [{ path: '.claude/memory/MEMORY.md', line: 201 }] });
    expect(tr.message).toContain('230 lines');
    expect(r.memoryIndex?.head).toMatchObject({ lines: 230, truncated: true, keptLines: 200 });
    expect(r.memoryIndex?.head?.droppedEntries).toHaveLength(30);
    expect(one(r, 'memory-broken-link').locations[0]).toEqual({ path: '.claude/memory/MEMORY.md', line: 8 });
    const fm = r.findings.filter((f) => f.rule === 'memory-topic-frontmatter');
    expect(fm.map((f) => f.locations[0])).toEqual([
      { path: '.claude/memory/t2.md', line: 3 },
      { path: '.claude/memory/t3.md', line: 1 },
    ]);
  });

  test('MEMORY.md near the cap is a notice', async () => {
    const { root } = gitRepo({ '.github/memory-review.yml': 'memoryDir: .claude/memory\n', 'CLAUDE.md': '# R\n', '.claude/memory/MEMORY.md': Array.from({ length: 170 }, (_, i) => `line ${i}`).join('\n') });
    const r = await runCheck({ root });
    expect(one(r, 'memory-near-cap').severity).toBe('notice');
    expect(rules(r)).not.toContain('memory-truncated');
  });

  test('secrets are reported without echoing them; invisible and bidi characters are located', async () => {
    const token = 'ghp_' + 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2Yz';
    const { root } = gitRepo({ 'CLAUDE.md': `# Root\n\nDeploy with token ${token}\nAPI key example: sk-ant-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nNormal line\nHidden \u202eevil\u202c text\n👨\u200d👩\u200d👧 family emoji is fine\n` });
    const r = await runCheck({ root });
    const s = one(r, 'secret');
    expect(s.locations[0]).toEqual({ path: 'CLAUDE.md', line: 3 });
    expect(JSON.stringify(r)).not.toContain(token);
    const inv = one(r, 'invisible-unicode');
    expect(inv.locations[0].line).toBe(6);
    expect(inv.message).toContain('U+202E');
    expect(inv.message).toContain('2 invisible');
  });

  test('an AGENTS.md that the CLAUDE.md imports is read: no shadowed notice', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '# Root\n\nSee @AGENTS.md\n', 'AGENTS.md': '# Agents\n\nRun the tests.\n' });
    const r = await runCheck({ root });
    expect(r.manifest.map((m) => m.path)).toContain('AGENTS.md');
    const shadowed = r.findings.filter((f) => f.rule === 'agents-md-shadowed').map((f) => f.locations[0].path);
    expect(shadowed).toEqual([]);
  });

  test('an AGENTS.md that the CLAUDE.md is a symlink to is read: no shadowed notice', async () => {
    const { root } = gitRepo({ 'AGENTS.md': '# Agents\n\nRun the tests.\n', 'src/x.ts': 'x\n' });
    fs.symlinkSync('AGENTS.md', path.join(root, 'CLAUDE.md'));
    const r = await runCheck({ root });
    expect(r.manifest.map((m) => m.path)).toContain('CLAUDE.md');
    expect(r.findings.filter((f) => f.rule === 'agents-md-shadowed')).toEqual([]);
  });

  test('AGENTS.md shadowed, claudeMdExcludes, empty file', async () => {
    const { root } = gitRepo({
      'CLAUDE.md': '# Root\n',
      'AGENTS.md': '# Agents\n',
      '.claude/settings.json': JSON.stringify({ claudeMdExcludes: ['**/legacy/CLAUDE.md'] }),
      'legacy/CLAUDE.md': 'Old.\n',
      'legacy/x.ts': 'x\n',
      'empty/CLAUDE.md': '<!-- nothing yet -->\n',
      'empty/x.ts': 'x\n',
    });
    const r = await runCheck({ root });
    expect(one(r, 'agents-md-shadowed').locations[0].path).toBe('AGENTS.md');
    expect(one(r, 'excluded').locations[0].path).toBe('legacy/CLAUDE.md');
    expect(one(r, 'empty-file').locations[0].path).toBe('empty/CLAUDE.md');
  });

  test('imports inside a path-scoped rule load at launch', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '# R\n', '.claude/rules/py.md': '---\npaths: "**/*.py"\n---\nPython.\n\n@../../docs/py-style.md\n', 'docs/py-style.md': 'Use black.\n', 'a.py': 'x\n' });
    const r = await runCheck({ root });
    expect(one(r, 'import-in-path-rule').locations[0]).toEqual({ path: '.claude/rules/py.md', line: 6 });
    expect(r.contexts.map((c) => c.id)).toEqual(['launch:.', 'rule:.claude/rules/py.md']);
    expect(r.contexts[1].label).toBe('applies to 1 file matching `**/*.py`');
  });

  test('contexts: entries, nested directories, path-scoped rules with file counts', async () => {
    const { root } = gitRepo({
      'CLAUDE.md': '# Root\n',
      '.github/memory-review.yml': 'entries: ["packages/*"]\n',
      'packages/web/CLAUDE.md': '# Web\n',
      'packages/web/src/a.tsx': 'x\n',
      'packages/web/src/b.tsx': 'x\n',
      'packages/api/src/server.ts': 'x\n',
      'packages/api/.claude/rules/api.md': '---\npaths: "src/**"\n---\nAPI.\n',
      '.claude/rules/tsx.md': '---\npaths: "**/*.{ts,tsx}"\n---\nTSX.\n',
    });
    const r = await runCheck({ root });
    // packages/api has only a path-scoped rule: no directory context of its own, a rule context instead
    expect(r.contexts.map((c) => c.id)).toEqual(['launch:.', 'launch:packages/api', 'launch:packages/web', 'dir:packages/web', 'rule:.claude/rules/tsx.md', 'rule:packages/api/.claude/rules/api.md']);
    const web = r.contexts.find((c) => c.id === 'dir:packages/web')!;
    expect(web.label).toBe('loads when files under `packages/web/` are read');
    expect(web.sources.map((s) => s.path)).toEqual(['CLAUDE.md', 'packages/web/CLAUDE.md']);
    expect(r.rules.map((x) => [x.path, x.head])).toEqual([
      ['.claude/rules/tsx.md', 3],
      ['packages/api/.claude/rules/api.md', 1],
    ]);
    const launchWeb = r.contexts.find((c) => c.id === 'launch:packages/web')!;
    expect(launchWeb.sources.map((s) => s.path)).toEqual(['CLAUDE.md', 'packages/web/CLAUDE.md']);
  });

  test('manifest lists scope, mode, size, sha256, imports and /compact survival per source', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '# R\n@docs/a.md\n', 'docs/a.md': 'A.\n', 'web/CLAUDE.md': 'Web.\n', 'web/x.ts': 'x\n' });
    const r = await runCheck({ root });
    expect(r.manifest.map((m) => [m.path, m.scope, m.mode, m.survivesCompact])).toEqual([
      ['CLAUDE.md', 'project', 'launch', true],
      ['docs/a.md', 'import', 'launch', true],
      ['web/CLAUDE.md', 'project', 'lazy-dir', false],
    ]);
    expect(r.manifest[0].imports).toEqual([{ raw: 'docs/a.md', target: 'docs/a.md', line: 2 }]);
    expect(r.manifest[0].sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('configuration', () => {
  test('severity overrides, off, ignore globs and inline suppression', async () => {
    const { root } = gitRepo({
      '.github/memory-review.yml': 'rules:\n  agents-md-shadowed: off\n  import-missing: error\nignore:\n  - "vendor/**"\n',
      'CLAUDE.md': '# R\n<!-- memory-review-disable-next-line import-missing -->\n@docs/gone.md\n@docs/also-gone.md\n',
      'AGENTS.md': 'A\n',
      'vendor/CLAUDE.md': '@nope.md\n',
      'vendor/x.ts': '',
    });
    const r = await runCheck({ root });
    expect(rules(r)).not.toContain('agents-md-shadowed');
    const missing = r.findings.filter((f) => f.rule === 'import-missing');
    expect(missing.map((f) => [f.locations[0].path, f.locations[0].line, f.severity, f.suppressed])).toEqual([
      ['CLAUDE.md', 3, 'error', 'inline'],
      ['CLAUDE.md', 4, 'error', undefined],
      ['vendor/CLAUDE.md', 1, 'error', 'ignore'],
    ]);
    expect(r.summary.counts.error).toBe(1);
  });

  test.each([
    ['unknown top-level key', 'entrys: []\n', /memory-review\.yml: entrys: unknown key/],
    ['bad severity', 'rules:\n  import-missing: fatal\n', /rules\.import-missing: must be one of error, warning, notice, off/],
    ['unknown rule', 'rules:\n  no-such-rule: off\n', /rules\.no-such-rule: unknown rule id/],
    ['invalid YAML', 'rules: [\n', /invalid YAML/],
    ['decision without text', 'decisions:\n  - id: x\n', /decisions\[0\]\.text: must be a non-empty string/],
    ['memoryDir escaping the repo', 'memoryDir: ../x\n', /memoryDir: must be a relative path inside the repository/],
  ])('%s → exit 2 naming the file and key, no stack trace', async (_n, yml, re) => {
    const { root } = gitRepo({ '.github/memory-review.yml': yml, 'CLAUDE.md': '# R\n' });
    const r = await runCli(main, ['check', '--root', root]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(re);
    expect(r.err).toMatch(/^memory-review: configuration error: \.github\/memory-review\.yml: /);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.out).toBe('');
  });

  test('--config FILE that cannot be read is a configuration error', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '# R\n' });
    const r = await runCli(main, ['check', '--root', root, '--config', root + '/nope.yml']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('nope.yml: cannot read: ENOENT');
  });

  test('budgets per context', async () => {
    const { root } = gitRepo({ '.github/memory-review.yml': 'budgets:\n  - tokens: 10\n  - context: "dir:*"\n    chars: 1000000\n', 'CLAUDE.md': '# Root\n' + 'word '.repeat(40) + '\n' });
    const r = await runCheck({ root });
    expect(one(r, 'budget-exceeded').contexts).toEqual(['launch:.']);
  });
});

describe('review: base vs head', () => {
  test('introduced vs pre-existing findings; only introduced ones fail by default', async () => {
    const { root, shas } = gitRepo(
      { 'CLAUDE.md': '# R\n@docs/old-missing.md\n' },
      { 'CLAUDE.md': '# R\n@docs/old-missing.md\n\nNew line.\n@docs/new-missing.md\n' },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1], failOn: 'warning' });
    expect(r.mode).toBe('review');
    const m = r.findings.filter((f) => f.rule === 'import-missing');
    expect(m.map((f) => [f.locations[0].line, f.introduced])).toEqual([
      [5, true],
      [2, false],
    ]);
    expect(r.summary.introduced.warning).toBe(1);
    expect(r.summary.failed).toBe(true);
    const same = await runReview({ root, base: shas[1], head: shas[1], failOn: 'warning' });
    expect(same.summary.failed).toBe(false);
    expect(same.summary.changed).toBe(false);
    const all = await runReview({ root, base: shas[1], head: shas[1], failOn: 'warning', failScope: 'all' });
    expect(all.summary.failed).toBe(true);
  });

  test('load diff: files now loaded, no longer loaded, changed, with size deltas and launch totals', async () => {
    const { root, shas } = gitRepo(
      { 'CLAUDE.md': '# R\n@docs/a.md\n', 'docs/a.md': 'A.\n', 'docs/b.md': 'B.\n' },
      { 'CLAUDE.md': '# R — more text\n@docs/b.md\n', 'docs/a.md': null },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    const c = r.contexts[0];
    expect(c.added.map((x) => x.path)).toEqual(['docs/b.md']);
    expect(c.removed.map((x) => x.path)).toEqual(['docs/a.md']);
    expect(c.changed).toEqual([{ path: 'CLAUDE.md', scope: 'project', mode: 'launch', before: { chars: 14, lines: 2, tokens: 4 }, after: { chars: 26, lines: 2, tokens: 7 } }]);
    expect(c.imports.resolved).toEqual(['docs/b.md']);
    expect(c.verdict.state).toBe('Drifted');
    expect(r.summary.launch.base?.chars).toBe(16);
    expect(r.summary.launch.head?.chars).toBe(28);
    expect(r.summary.changed).toBe(true);
  });

  test('rule reach: counts at each ref, dead, and a rule made unconditional by broken frontmatter', async () => {
    const { root, shas } = gitRepo(
      {
        'CLAUDE.md': '# R\n',
        '.claude/rules/ts.md': '---\npaths:\n  - "src/**/*.ts"\n---\nTS.\n',
        '.claude/rules/py.md': '---\npaths: "py/**/*.py"\n---\nPy.\n',
        'src/a.ts': '',
        'src/b.ts': '',
        'py/a.py': '',
      },
      { '.claude/rules/ts.md': '---\npaths:\n  - **/*.ts\n---\nTS.\n', 'py/a.py': null, 'src/c.ts': '' },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(r.rules).toEqual([
      { path: '.claude/rules/py.md', globs: ['py/**/*.py'], base: 1, head: 0, change: 'dead' },
      { path: '.claude/rules/ts.md', globs: ['src/**/*.ts'], base: 2, change: 'unconditional' },
    ]);
    expect(one(r, 'rule-frontmatter-unparsable').introduced).toBe(true);
    expect(one(r, 'rule-dead').introduced).toBe(true);
    expect(r.summary.failed).toBe(true);
  });

  test('stale references: a path the change deletes or renames (with the new path), unchanged memory file', async () => {
    const { root, shas } = gitRepo(
      { 'CLAUDE.md': '# R\n\n- Entry point: `src/server/main.ts`\n- Helpers in `src/util/`\n- Read [the guide](docs/guide.md).\n', 'src/server/main.ts': 'main\n', 'src/util/x.ts': 'util\n', 'docs/guide.md': 'g\n' },
      { 'src/server/main.ts': null, 'src/server/index.ts': 'main\n', 'src/util/x.ts': null, 'src/lib/x.ts': 'util\n', 'docs/guide.md': null },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    const stale = r.findings.filter((f) => f.rule === 'stale-reference');
    expect(stale.map((f) => [f.locations[0].line, f.message.replace(/.*which this change /, '')])).toEqual([
      [3, 'moves to `src/server/index.ts`'],
      [4, 'moves to `src/lib`'],
      [5, 'deletes'],
    ]);
    expect(stale.every((f) => f.introduced && f.severity === 'warning')).toBe(true);
    expect(stale[0].hint).toBe('Update the reference to `src/server/index.ts`.');
  });

  test('MEMORY.md entries that now fall off the end', async () => {
    const base = Array.from({ length: 195 }, (_, i) => `- entry ${i}`);
    const head = Array.from({ length: 210 }, (_, i) => `- entry ${i}`);
    const { root, shas } = gitRepo(
      { '.github/memory-review.yml': 'memoryDir: mem\n', 'CLAUDE.md': '# R\n', 'mem/MEMORY.md': base.join('\n') },
      { 'mem/MEMORY.md': head.join('\n') },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(r.memoryIndex?.newlyDropped).toHaveLength(10);
    expect(r.memoryIndex?.newlyDropped[0]).toBe('- entry 200');
    expect(one(r, 'memory-truncated').introduced).toBe(true);
  });

  test('decision canaries: dropped, and moved where /compact loses it', async () => {
    const cfg = 'decisions:\n  - id: release\n    text: Production releases use scripts/release-all.sh\n  - id: db\n    text: Never run migrations by hand\n';
    const { root, shas } = gitRepo(
      { '.github/memory-review.yml': cfg, 'CLAUDE.md': '# R\n- Production releases use `scripts/release-all.sh`.\n- Never run migrations by hand.\n', 'ops/x.sh': '' },
      { 'CLAUDE.md': '# R\n- Never run  migrations by hand.\n', 'ops/CLAUDE.md': 'Production releases use scripts/release-all.sh\n' },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    const d = one(r, 'decision-missing');
    expect(d).toMatchObject({ severity: 'error', introduced: true, locations: [{ path: 'ops/CLAUDE.md', line: 1 }] });
    expect(d.message).toContain('not re-read after /compact');
    expect(r.decisions).toEqual([
      { id: 'release', text: 'Production releases use scripts/release-all.sh', contexts: [{ id: 'launch:.', base: 'present', head: 'not-compact-safe' }] },
      { id: 'db', text: 'Never run migrations by hand', contexts: [{ id: 'launch:.', base: 'present', head: 'present' }] },
    ]);
  });

  test('the configuration is read from the base: a change cannot switch its own checks off', async () => {
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# R\n' }, { '.github/memory-review.yml': 'rules:\n  import-missing: off\n', 'CLAUDE.md': '# R\n@gone.md\n' });
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    expect(rules(r)).toContain('import-missing');
  });

  test('head defaults to the working tree; base defaults to the merge-base with main', async () => {
    const { root, git } = gitRepo({ 'CLAUDE.md': '# R\n' });
    git('checkout', '-q', '-b', 'feature');
    writeFiles(root, { 'CLAUDE.md': '# R\n@nope.md\n' });
    const r = await runCli(main, ['review', '--root', root, '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as Report;
    expect(j.head.label).toBe('working tree');
    expect(j.findings.map((f) => [f.rule, f.introduced])).toEqual([['import-missing', true]]);
  });

  test('--timings writes the phases and counts of the report, whatever the output format', async () => {
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# R\n', 'app/CLAUDE.md': '# A\n' }, { 'CLAUDE.md': '# R\n@gone.md\n', AGENTS: '' });
    const file = path.join(tempDir('mr-timings-'), 't.json');
    const json = await runCli(main, ['review', '--root', root, '--base', shas[0], '--head', shas[1], '--format', 'json', '--timings', file]);
    const report = JSON.parse(json.out) as Report;
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as { timings: Record<string, number>; contexts: number; rules: number };
    expect(Object.keys(written.timings).sort()).toEqual(Object.keys(report.timings).sort());
    expect(Object.keys(written.timings)).toEqual(expect.arrayContaining(['base.directories', 'head.directories', 'open', 'report']));
    expect([written.contexts, written.rules]).toEqual([report.contexts.length, report.rules.length]);
    fs.rmSync(file);
    const text = await runCli(main, ['review', '--root', root, '--base', shas[0], '--head', shas[1], '--timings', file]);
    expect(text.out).toMatch(/^memory-review /);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).contexts).toBe(report.contexts.length);
  });

  test('exit codes follow --fail-on', async () => {
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# R\n' }, { 'CLAUDE.md': '# R\n@gone.md\n', AGENTS: '' });
    const args = ['review', '--root', root, '--base', shas[0], '--head', shas[1], '--format', 'json'];
    expect((await runCli(main, args)).code).toBe(0);
    expect((await runCli(main, [...args, '--fail-on', 'warning'])).code).toBe(1);
    expect((await runCli(main, [...args, '--fail-on', 'never'])).code).toBe(0);
    expect((await runCli(main, [...args, '--fail-on', 'bogus'])).code).toBe(2);
    expect((await runCli(main, ['review', '--root', root, '--base', 'no-such-ref'])).code).toBe(2);
  });
});

describe('check with --cwd, --home and --memory-dir', () => {
  test('user files show as ~/…, an external memory dir as memory/…, and --cwd picks the launch directory', async () => {
    const { root } = gitRepo({ 'CLAUDE.md': '# Root\n', 'app/CLAUDE.md': '# App\n@gone.md\n', 'app/x.ts': '' });
    const { root: home } = gitRepo({ '.claude/CLAUDE.md': '# Mine\n@~/.claude/missing.md\n' });
    const { root: mem } = gitRepo({ 'MEMORY.md': '- [a](a.md)\n' });
    const r = await runCli(main, ['check', '--root', root, '--cwd', 'app', '--home', home, '--memory-dir', mem, '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as Report;
    expect(j.contexts[0].id).toBe('launch:app');
    expect(j.contexts[0].sources.map((s) => s.path)).toEqual(['~/.claude/CLAUDE.md', 'CLAUDE.md', 'app/CLAUDE.md', 'memory/MEMORY.md']);
    expect(j.findings.map((f) => [f.rule, f.locations[0].path, f.locations[0].line])).toEqual([
      ['import-missing', 'app/CLAUDE.md', 2],
      ['memory-broken-link', 'memory/MEMORY.md', 1],
      ['import-missing', '~/.claude/CLAUDE.md', 2],
    ]);
    expect(r.out).not.toContain(home);
  });
});

describe('contradictions in the review', () => {
  test('an introduced contradiction is an error with both locations; a team family from the configuration counts', async () => {
    const cfg = 'contradictions:\n  families:\n    - name: http client\n      members: ["axios", { name: got, synonyms: ["got library"] }]\n      topic: [http, requests]\n';
    const { root, shas } = gitRepo(
      { '.github/memory-review.yml': cfg, 'CLAUDE.md': '# Project\n\n- Use pnpm for all package scripts.\n- Use axios for HTTP requests.\n@docs/style.md\n', 'docs/style.md': '# Style\n\n- Keep functions small.\n' },
      { 'docs/style.md': '# Style\n\n- Keep functions small.\n- Always install dependencies with npm.\n- Use got for HTTP requests.\n' },
    );
    const r = await runReview({ root, base: shas[0], head: shas[1] });
    const c = r.findings.filter((f) => f.rule === 'contradiction');
    expect(c.map((f) => [f.severity, f.introduced, f.locations])).toEqual([
      ['error', true, [{ path: 'CLAUDE.md', line: 3 }, { path: 'docs/style.md', line: 4 }]],
      ['error', true, [{ path: 'CLAUDE.md', line: 4, endLine: 5 }, { path: 'docs/style.md', line: 5 }]], // the import line continues the list item
    ]);
    expect(r.contexts[0].verdict.state).toBe('Conflicted');
    expect(r.summary.failed).toBe(true);
  });

  test('rules that never load together do not conflict', async () => {
    const { root } = gitRepo({
      'CLAUDE.md': '# Project\n',
      '.claude/rules/py.md': '---\npaths: "**/*.py"\n---\n- Indent with 4 spaces.\n',
      '.claude/rules/ts.md': '---\npaths: "**/*.ts"\n---\n- Indent with 2 spaces.\n',
      'a.py': '',
      'b.ts': '',
    });
    const r = await runCheck({ root });
    expect(r.findings.filter((f) => f.rule === 'contradiction')).toEqual([]);
  });
});
