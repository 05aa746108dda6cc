import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as P from 'node:path/posix';
import fc from 'fast-check';
import { buildTrees, generateMonorepo, isMemoryPath, type BenchRepo } from '../../scripts/bench/generate.js';
import ignore from 'ignore';
import { GlobIndex, isValidPattern, matchGlobs, ruleGlobs } from '../../src/core/globs/index.js';
import { Loader } from '../../src/core/loader/index.js';
import { memoryTree } from '../../src/core/tree.js';
import { Vfs } from '../../src/core/vfs.js';
import { openWorkspace } from '../../src/cli/workspace.js';

describe('bench generator', () => {
  let tmp: string;
  let one: BenchRepo;
  let two: BenchRepo;
  const git = (repo: BenchRepo, ...args: string[]): string => execFileSync('git', ['-C', repo.root, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

  beforeAll(async () => {
    tmp = fs.realpathSync(fs.mkdtempSync(P.join(os.tmpdir(), 'mr-bench-gen-')));
    one = await generateMonorepo({ dir: P.join(tmp, 'one'), files: 3000 });
    two = await generateMonorepo({ dir: P.join(tmp, 'two'), files: 3000 });
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test('deterministic: the same size and seed give the same commits', async () => {
    expect(two.base).toBe(one.base);
    expect(two.head).toBe(one.head);
    expect(one.base).not.toBe(one.head);
    const other = await generateMonorepo({ dir: P.join(tmp, 'seed2'), files: 3000, seed: 2 });
    expect(other.base).not.toBe(one.base);
  });

  test('the base commit has exactly --files files, and the counts are what git holds', () => {
    const base = git(one, 'ls-tree', '-r', '--name-only', '-z', one.base).split('\0').filter(Boolean);
    const head = git(one, 'ls-tree', '-r', '--name-only', '-z', one.head).split('\0').filter(Boolean);
    expect(base).toHaveLength(3000);
    expect(one.counts.files).toEqual({ base: 3000, head: head.length });
    const claude = (l: string[]) => l.filter((p) => P.basename(p) === 'CLAUDE.md');
    expect(claude(base)).toHaveLength(one.counts.claudeMd.base);
    expect(claude(head)).toHaveLength(one.counts.claudeMd.head);
    expect(one.counts.claudeMd.base).toBeGreaterThan(one.counts.packages);
    expect(claude(base).filter((p) => p.split('/').length > 3)).toHaveLength(one.counts.nestedClaudeMd.base);
    expect(base.filter((p) => /(^|\/)\.claude\/rules\/.*\.md$/.test(p))).toHaveLength(one.counts.rules.base);
    expect(one.memoryFiles.base).toEqual(base.filter(isMemoryPath).sort());
    expect(base).toContain('.claude/memory/MEMORY.md');
    expect(base).toContain('.github/memory-review.yml');
  });

  test('at least 100 rules with brace globs, and the loader sees them as path-scoped rules', async () => {
    expect(one.counts.braceRules.base).toBeGreaterThanOrEqual(100);
    const ws = await openWorkspace({ root: one.root, ref: one.base });
    try {
      const plan = await ws.loader.launch();
      expect(plan.pathRules.length).toBeGreaterThanOrEqual(100);
      expect(plan.pathRules.filter((r) => r.written.some((w) => w.includes('{'))).length).toBeGreaterThanOrEqual(90);
      // the root CLAUDE.md imports docs: they load at launch
      expect(plan.launch.map((s) => s.path)).toEqual(expect.arrayContaining(['CLAUDE.md', 'docs/architecture.md', 'docs/conventions.md']));
      expect(plan.warnings).toEqual([]);
    } finally {
      ws.close();
    }
  });

  test('the promised imports: every @ line of a memory file is counted', () => {
    const { base } = buildTrees(3000);
    let imports = 0;
    for (const p of one.memoryFiles.base) imports += base.get(p)!.split('\n').filter((l) => /^@\S/.test(l)).length;
    expect(imports).toBe(one.counts.imports);
    expect(imports).toBeGreaterThan(one.counts.packages);
    expect(base.get('CLAUDE.md')).toContain('@docs/architecture.md');
  });

  test('the head changes root and nested CLAUDE.md files, rule globs, the memory index and ordinary files', () => {
    const changed = git(one, 'diff', '--name-status', '--no-renames', one.base, one.head).trim().split('\n');
    const paths = changed.map((l) => l.split('\t')[1]);
    expect(paths).toContain('CLAUDE.md');
    expect(paths.some((p) => /^(packages|apps|libs)\/[^/]+\/CLAUDE\.md$/.test(p))).toBe(true);
    expect(paths.some((p) => /\/src\/CLAUDE\.md$/.test(p))).toBe(true);
    expect(paths).toContain('.claude/memory/MEMORY.md');
    expect(changed.some((l) => /^M\t\.claude\/rules\//.test(l))).toBe(true);
    expect(changed.some((l) => /^D\t\.claude\/rules\//.test(l))).toBe(true);
    expect(changed.some((l) => /^A\t/.test(l) && !isMemoryPath(l.slice(2)))).toBe(true);
    expect(one.memoryFiles.headChanged).toEqual(expect.arrayContaining(['CLAUDE.md', '.claude/memory/MEMORY.md', 'docs/release.md']));
    const globChanged = git(one, 'diff', one.base, one.head, '--', '.claude/rules');
    expect(globChanged).toMatch(/^\+paths: .*mts/m);
  });

  test('one Loader answering many reads (rule walks replayed) loads what a fresh Loader per read loads', async () => {
    const ws = await openWorkspace({ root: one.root, ref: one.head });
    try {
      const files = (await ws.tree.listFiles()).sort();
      const dirs = [...new Set(files.filter((f) => P.basename(f) === 'CLAUDE.md').map((f) => P.dirname(f)))];
      const picks = [...dirs.map((d) => P.join(d, 'probe.ts')), ...files.filter((_, i) => i % 97 === 0)].slice(0, 90);
      const shared = new Loader({ vfs: ws.vfs, root: ws.root });
      const sharedSkips = new Set<string>();
      const freshSkips = new Set<string>();
      const key = (k: { path: string; reason: string; from?: { path: string } }) => `${k.path} ${k.reason} ${k.from?.path ?? ''}`;
      for (const f of picks) {
        const abs = P.join(ws.root, f);
        const a = await shared.read(abs);
        const b = await new Loader({ vfs: ws.vfs, root: ws.root }).read(abs);
        expect(a.loaded).toEqual(b.loaded);
        a.skipped.forEach((k) => sharedSkips.add(key(k)));
        b.skipped.forEach((k) => freshSkips.add(key(k)));
      }
      expect(sharedSkips).toEqual(freshSkips);
      expect(picks.length).toBeGreaterThan(20);
    } finally {
      ws.close();
    }
  });

  test('a replayed rules walk marks what the walk marked, and is replayed only from the same starting point', async () => {
    // lib/notes.md is imported by the scoped rule r.md and by other/CLAUDE.md: whether the walk of the root
    // rules finds it already processed depends on the directory read. pkg/AGENTS.md links to the rule
    // shared.md: it stays out of a read only because the walk marked shared.md processed.
    const tree = memoryTree('t', {
      '.claude/rules/r.md': '---\npaths: "**/*.ts"\n---\nRule R.\n\n@../../lib/notes.md\n',
      '.claude/rules/shared.md': '---\npaths: "docs/**"\n---\nShared rule text.\n',
      'lib/notes.md': 'Notes.\n',
      'pkg/AGENTS.md': { symlink: '../.claude/rules/shared.md' },
      'pkg/a.ts': '',
      'pkg/b.ts': '',
      'other/CLAUDE.md': 'Other.\n\n@../lib/notes.md\n',
      'other/c.ts': '',
      'other/d.ts': '',
    });
    const vfs = new Vfs([{ name: 'root', at: '/r', tree }]);
    const shared = new Loader({ vfs, root: '/r' });
    const key = (k: { path: string; reason: string; from?: { path: string } }) => `${k.path} ${k.reason} ${k.from?.path ?? ''}`;
    const sharedSkips = new Set<string>();
    const freshSkips = new Set<string>();
    for (const f of ['pkg/a.ts', 'other/c.ts', 'pkg/b.ts', 'other/d.ts']) {
      const a = await shared.read('/r/' + f);
      const b = await new Loader({ vfs, root: '/r' }).read('/r/' + f);
      expect(a.loaded).toEqual(b.loaded);
      a.skipped.forEach((k) => sharedSkips.add(key(k)));
      b.skipped.forEach((k) => freshSkips.add(key(k)));
    }
    expect(sharedSkips).toEqual(freshSkips);
    expect(freshSkips).toContain('lib/notes.md already-loaded .claude/rules/r.md');
    expect((await shared.read('/r/pkg/b.ts')).loaded.map((s) => s.path)).toEqual(['.claude/rules/r.md']);
  });

  test('too small a size is refused', () => {
    expect(() => buildTrees(100)).toThrow(/too small/);
  });
});

describe('GlobIndex and the matchGlobs pre-check', () => {
  /** The matcher itself, file by file: `ignore` built like compileGlobs, behind matchGlobs' guards. */
  function raw(globs: string[], rel: string): boolean {
    if (!rel || rel.startsWith('..') || rel.startsWith('/')) return false;
    const patterns = globs.filter(isValidPattern).map((g) => (g.length > 3 && g.endsWith('/**/') ? g.slice(0, -1) : g));
    try {
      return ignore({ ignorecase: true }).add(patterns).ignores(rel);
    } catch {
      return false;
    }
  }
  function oracle(files: string[], base: string, globs: string[]): { files: number; first?: string } {
    let count = 0;
    let first: string | undefined;
    for (const f of files) {
      if (raw(globs, P.relative(P.join('/r', base), P.join('/r', f)))) {
        count++;
        if (first === undefined || f < first) first = f;
      }
    }
    return first === undefined ? { files: count } : { files: count, first };
  }

  // small alphabets, so that names sharing a directory and a pattern's predicates meet often
  const DIRS = ['a', 'A', 'src', 'x.ts', '..a', 'k', 'migrations'];
  const NAMES = ['a', 'b', 'A', 'src', 'x.ts', 'X.TS', 'y.tsx', '.ts', 'ts', 'a.b.ts', '..a', 'k', 'K', '\u212a', 'x.\u212a', 'x.k', '\u017f.md', 's.md', 'index.test.ts', 'migrations', 'a b', 'é.md', 'c.MD', 'x.ts.d', 'xa', 'ax', '.b.ts', 'q..ts'];
  const SEGMENTS = ['*', '**', 'a', 'A', 'src', '*.ts', '*.TS', '*.md', 'x*', '*a*', '?', '[ab]', '.ts', 'x.ts', '\\*.ts', 'a ', '#a', '..', '.', '*.k', '*.s', 'K', '*.{ts,md}', 'migrations', '*.test.ts', '*.ts.d', 'é.md', 'a*', '*a', 's.md', 'x.k', '*s', '*.b.ts', '*..ts', '.b.ts'];
  const dir = fc.array(fc.constantFrom(...DIRS), { maxLength: 3 }).map((ds) => ds.join('/'));
  const tree = fc
    .tuple(fc.array(dir, { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(fc.nat(), fc.constantFrom(...NAMES)), { minLength: 1, maxLength: 60 }))
    .map(([ds, fs]) => [...new Set(fs.map(([i, n]) => (ds[i % ds.length] ? ds[i % ds.length] + '/' : '') + n))])
    .map((ps) => ps.filter((p) => !ps.some((q) => q.startsWith(p + '/'))));
  const pattern = fc
    .tuple(fc.boolean(), fc.boolean(), fc.array(fc.constantFrom(...SEGMENTS, ...DIRS), { minLength: 1, maxLength: 3 }), fc.boolean(), fc.nat(9))
    .map(([neg, lead, segs, trail, r]) => (neg && r < 3 ? '!' : '') + (lead ? '/' : '') + segs.join('/') + (trail && r > 6 ? '/' : ''));

  test('matchGlobs answers exactly like the matcher (its pre-check only ever says no when the matcher would)', () => {
    fc.assert(
      fc.property(tree, fc.array(pattern, { minLength: 1, maxLength: 4 }), (files, globs) => {
        for (const f of files) expect(matchGlobs(globs, f).matched).toBe(raw(globs, f));
      }),
      { numRuns: 2000 },
    );
  });

  test('counts and first match equal the matcher tried on every file', () => {
    fc.assert(
      fc.property(tree, fc.array(pattern, { minLength: 1, maxLength: 4 }), fc.nat(), (files, globs, pick) => {
        const dirs = ['', ...new Set(files.map((f) => P.dirname(f)).filter((d) => d !== '.'))];
        const base = dirs[pick % dirs.length];
        expect(new GlobIndex(files).reach({ base, globs })).toEqual(oracle(files, base, globs));
      }),
      { numRuns: 4000 },
    );
  });

  test('thousands of distinct names, repeated across directories (the name table grows and probes past collisions)', () => {
    // names that differ only inside, or by one character, or by case; ~7,000 distinct ones in 36,000 files
    const names = Array.from({ length: 7000 }, (_, i) => (i % 3 === 0 ? `f${i}.ts` : i % 3 === 1 ? `F${i}.TS` : `${'x'.repeat(i % 11)}${i}.md`));
    const files = [...new Set(Array.from({ length: 36_000 }, (_, i) => `d${i % 23}/e${(i * 7) % 5}/${names[(i * 2_654_435_761) % names.length >>> 0]}`))].sort();
    const index = new GlobIndex(files);
    for (const globs of [['**/f1*.ts'], ['d1/**/*.md', '!**/xxx*'], ['**/F7*.ts'], ['d2*/e3/*.TS'], ['**/*12.md'], ['**/f6999.ts', '**/xxxxxxxxxx6998.md']])
      expect([globs, index.reach({ base: '', globs })]).toEqual([globs, oracle(files, '', globs)]);
    expect(index.reach({ base: 'd5', globs: ['e1/F4*'] })).toEqual(oracle(files, 'd5', ['e1/F4*']));
  });

  test('rules as Claude Code keeps them (brace expansion, trailing /** removed)', () => {
    const files = ['packages/a/src/x.ts', 'packages/a/src/y.TSX', 'packages/b/lib/z.ts', 'apps/web/src/ui/s.css', 'apps/web/src/ui/deep/t.scss', 'README.md', 'docs/CHANGELOG.md', 'docs/guide.md', 'src/migrations/001.sql'];
    const index = new GlobIndex(files);
    for (const written of ['packages/*/src/**/*.{ts,tsx}', '{apps,packages}/*/src/**', '**/*.{md,mdx}, !**/CHANGELOG.md', '**/migrations/**', 'apps/web/**/*.{css,scss}', 'packages/a']) {
      const globs = ruleGlobs(written).globs!;
      expect(index.reach({ base: '', globs })).toEqual(oracle(files, '', globs));
    }
    expect(index.reach({ base: 'packages/a', globs: ruleGlobs('src/**/*.{ts,tsx}').globs! })).toEqual({ files: 2, first: 'packages/a/src/x.ts' });
    expect(index.reach({ base: '', globs: ['!**/*.ts'] })).toEqual({ files: 0 });
  });

  test('one answer per directory only where every name of a bucket answers alike', () => {
    const files = ['d/a.ts', 'd/a.test.ts', 'd/b.TS', 'd/README.md', 'd/readme.MD', 'd/x.md', 'e/f/a.b.ts', 'e/f/c.ts'];
    const index = new GlobIndex(files);
    for (const globs of [['**/*.ts', '!**/*.test.ts'], ['*.md', 'README.md'], ['*.ts', '!*.b.ts'], ['*.ts', '!*s'], ['README.md', '!readme.md'], ['*.md', '!*.test.ts']]) expect(index.reach({ base: '', globs })).toEqual(oracle(files, '', globs));
    expect(index.reach({ base: '', globs: ['**/*.ts', '!**/*.test.ts'] })).toEqual({ files: 4, first: 'd/a.ts' });
    expect(index.reach({ base: '', globs: ['*.md', 'README.md'] })).toEqual({ files: 3, first: 'd/README.md' });
  });

  test('literal directories after a wildcard narrow the walk, wherever they sit', () => {
    const files = ['a/x.ts', 'b/a/y.ts', 'A/b/src/z.ts', 'c/src/a/w.ts', 'src/q.ts', 'c/Src/r.ts'];
    const index = new GlobIndex(files);
    for (const globs of [['**/a/*.ts'], ['*/src/*.ts'], ['**/src/**/*.ts'], ['*/b/src'], ['**/a'], ['c/*/a/**']]) {
      expect(index.reach({ base: '', globs })).toEqual(oracle(files, '', globs));
      for (const f of files) expect(matchGlobs(globs, f).matched).toBe(raw(globs, f));
    }
    expect(index.reach({ base: '', globs: ['**/a/*.ts'] })).toEqual({ files: 3, first: 'a/x.ts' });
  });

  test('a sparse bucket (few files among many) whose names differ only in case comes out in directory order', () => {
    // few members: their positions are gathered name by name and sorted (many members are marked instead)
    const files: string[] = [];
    for (let i = 0; i < 3000; i++) files.push(`d${i % 40}/f${i}.ts`);
    for (let k = 0; k < 40; k += 3) files.push(`d${k}/${k % 2 ? 'CLAUDE.md' : 'claude.MD'}`, `d${k}/sub/${k % 2 ? 'Claude.md' : 'CLAUDE.md'}`);
    files.sort();
    const index = new GlobIndex(files);
    for (const globs of [['**/CLAUDE.md'], ['CLAUDE.md', '!d1*/**'], ['d2*/**/claude.md'], ['*.md', '!**/sub/**']]) expect(index.reach({ base: '', globs })).toEqual(oracle(files, '', globs));
    expect(index.reach({ base: '', globs: ['**/CLAUDE.md'] }).files).toBe(28);
  });

  test('case folding is ASCII-only, like the matcher: the Kelvin sign is no k, the long s no s', () => {
    const files = ['d/x.k', 'd/x.\u212a', 'd/y.s', 'd/y.\u017f', 'd/x.K', 'd/k', 'd/\u212a'];
    const index = new GlobIndex(files);
    for (const globs of [['*.k', 'zz*'], ['*.s', 'zz*'], ['k', '*zz*'], ['*.k'], ['d/*.S', 'd/K']]) expect(index.reach({ base: '', globs })).toEqual(oracle(files, '', globs));
    expect(index.reach({ base: '', globs: ['*.k', 'zz*'] })).toEqual({ files: 2, first: 'd/x.K' });
  });
});
