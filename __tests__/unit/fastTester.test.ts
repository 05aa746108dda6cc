/**
 * Rules made of simple shapes (literal directories, an optional `**`, a last segment like `*.ts`; negated
 * or not) are
 * decided without regular expressions in the reach index: the verdicts must be `ignore`'s own, for any
 * path, case and name.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import ignore from 'ignore';
import { fastTester, GlobIndex, isValidPattern, matchGlobs, pathTester as regexTester, ruleGlobs } from '../../src/core/globs/index.js';

const lit = fc.constantFrom('src', 'SRC', 'a', 'lib', 'a.b', 'x-y', '@scope', 'v1+2', '..x', 'test', 'Docs', '*', 'x-*', '*-y', '*rc*', 'S*');
const last = fc.constantFrom('*', '*.ts', '*.TS', '*.test.ts', 'CLAUDE.md', 'claude.md', 'test*', '*test*', '*.d.ts', 'a', 'x.', '*.', '.ts', '*ts', 'index.ts', '*.md', 'index*.ts', 'x*.ts', 'a*a', 'test*.TS', 'c*md');
const simple = fc
  .tuple(fc.boolean(), fc.array(lit, { maxLength: 3 }), fc.boolean(), last, fc.integer({ min: 0, max: 3 }))
  .map(([anchored, dirs, deep, l, neg]) => (neg === 0 ? '!' : '') + (anchored ? '/' : '') + [...dirs, ...(deep ? ['**'] : []), l].join('/'));
const OTHER = ['src/*/x.ts', '!*.md', '**/assets/**/*.png', 'a*b/x.ts', 'src/**', 'a/**/b/**/*.ts', '*.[jt]s', 'docs/', '?.ts', 'src/**/*.ts'];
const other = fc.constantFrom(...OTHER);
const seg = fc.constantFrom('src', 'Src', 'SRC', 'a', 'A', 'lib', 'a.b', 'x-y', 'X-Y', 'x-', '-y', 'rc', 'S', '@scope', 'v1+2', '..x', 'test', 'docs', 'Docs', 'é', 'K', 'ſrc', '.hidden', 'x.ts', 'claude.md', 'c:', 'a\\b');
const name = fc.constantFrom('aa', 'index.ts', 'indexes.TS', 'test.ts', 'x.d.ts', 'x.ts', 'X.TS', 'a.test.ts', 'CLAUDE.md', 'Claude.MD', 'test', 'tests.js', 'index.ts', '.ts', 'x.d.ts', 'a', 'b.md', 'ts', 'x.', 'ﬁle.ts', 'ſ.ts', 'x\\y.ts');
const rel = fc.tuple(fc.array(seg, { maxLength: 4 }), name).map(([d, n]) => [...d, n].join('/'));

describe('fastTester', () => {
  test('gives ignore’s verdicts for simple rules, and declines the others', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(simple, simple, other), { minLength: 1, maxLength: 3 }), fc.array(rel, { minLength: 1, maxLength: 20 }), (patterns, paths) => {
        const globs = ruleGlobs(patterns).globs;
        if (!globs) return;
        const fast = fastTester(globs);
        // only simple shapes are taken (the rest goes to the expressions)
        const declined = ['a/**/b/**/*.ts', '*.[jt]s', '?.ts', '**/assets/**/*.png'];
        if (patterns.some((p) => declined.includes(p))) expect(fast).toBeUndefined();
        if (patterns.every((p) => !OTHER.includes(p) || p === 'src/**/*.ts' || p === 'src/*/x.ts' || p === '!*.md' || p === 'a*b/x.ts') && globs.some((g) => !g.startsWith('!'))) expect(fast).toBeDefined();
        if (!fast) return;
        const slow = regexTester(globs);
        for (const p of paths) {
          const dir = p.slice(0, Math.max(0, p.lastIndexOf('/')));
          for (const r of [p, dir ? dir + '/' : '']) if (r) expect([globs, r, fast!(r)]).toEqual([globs, r, slow(r)]);
        }
      }),
      { numRuns: 3000 },
    );
  });

  test('the index counts the same with and without it', () => {
    // GlobIndex uses fastTester for these rules; matchGlobs (ignore with its parent walk) is the reference
    const files = ['src/a.ts', 'src/lib/b.TS', 'SRC/c.ts', 'lib/src/d.ts', 'src/x.ts/inner.md', 'docs/CLAUDE.md', 'a/b/c/CLAUDE.md', 'test/t.test.ts', 'é/x.ts', 'lib/index.d.ts', 'lib/Index.ts', 'src/index-a.tsx'];
    const index = new GlobIndex(files.slice().sort());
    for (const globs of [['src/**/*.ts'], ['*.ts'], ['**/CLAUDE.md'], ['src/*.ts'], ['/CLAUDE.md'], ['docs/*'], ['**/*.test.ts', 'src/*.md'], ['**/index*.ts', '!**/*.d.ts'], ['lib/i*.ts'], ['**/*.ts', '!lib/**']]) {
      const expected = files.filter((f) => {
        // ignore semantics: the path or one of its directories matches
        const parts = f.split('/');
        const t = regexTester(globs);
        return parts.some((_, i) => t(parts.slice(0, i + 1).join('/') + (i < parts.length - 1 ? '/' : '')));
      });
      expect([globs, index.reach({ base: '', globs }).files]).toEqual([globs, expected.length]);
    }
  });

  test('matchGlobs (which uses it for a path and its directories) answers like a fresh ignore matcher', () => {
    // the reference: ignore's own ignores() with its parent walk, built from the same patterns
    const reference = (globs: string[], r: string): boolean => {
      const pats = globs.map((g) => (g.length > 3 && g.endsWith('/**/') ? g.slice(0, -1) : g));
      try {
        return ignore({ ignorecase: true }).add(pats).ignores(r);
      } catch {
        return false;
      }
    };
    let fastRules = 0;
    fc.assert(
      fc.property(fc.array(fc.oneof(simple, simple, other), { minLength: 1, maxLength: 3 }), fc.array(rel, { minLength: 1, maxLength: 20 }), (patterns, paths) => {
        const globs = ruleGlobs(patterns).globs;
        if (!globs) return;
        if (fastTester(globs)) fastRules++;
        for (const p of paths) {
          const matched = !p.startsWith('..') && reference(globs, p);
          // provenance: the last positive pattern that matches on its own
          const pattern = matched ? [...globs].reverse().find((g) => !g.startsWith('!') && isValidPattern(g) && reference([g], p)) : undefined;
          expect([globs, p, matchGlobs(globs, p)]).toEqual([globs, p, matched ? (pattern === undefined ? { matched } : { matched, pattern }) : { matched }]);
        }
      }),
      { numRuns: 3000 },
    );
    // most generated rules take the fast path
    expect(fastRules).toBeGreaterThan(1500);
  });
});

describe('matchGlobs on Windows', () => {
  test('paths ignore rewrites there (a backslash, a drive letter) get ignore’s own answers', () => {
    // a child process that reports itself as win32 before the modules load: ignore then turns '\' into '/'
    // and refuses drive-letter paths, which the fast path must not bypass
    const script = `
      Object.defineProperty(process, 'platform', { value: 'win32' });
      const { matchGlobs } = await import(${JSON.stringify(pathToFileURL(path.resolve('src/core/globs/index.ts')).href)});
      const { default: ignore } = await import('ignore');
      const out = [];
      for (const [g, rel] of [[['/*.md'], 'docs\\\\a.md'], [['*.md'], 'c:/notes.md'], [['/*.md'], 'a.md']]) {
        let want;
        try { want = ignore({ ignorecase: true }).add(g).ignores(rel); } catch { want = false; }
        out.push([g, rel, matchGlobs(g, rel).matched, want]);
      }
      console.log(JSON.stringify(out));`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', cwd: process.cwd() });
    expect(r.stderr).toBe('');
    const rows = JSON.parse(r.stdout) as [string[], string, boolean, boolean][];
    expect(rows).toHaveLength(3);
    for (const [g, rel, got, want] of rows) expect([g, rel, got]).toEqual([g, rel, want]);
    // (read plainly, the first two would match: ignore's rewriting is what is checked)
    expect(rows.map((x) => x[3])).toEqual([false, false, true]);
  });
});

describe('GlobIndex with many patterns sharing a few last segments', () => {
  test('counts and first matches are matchGlobs’ own (brace-expanded rules past 30 patterns, negations)', () => {
    const dirs = ['packages/auth-1/src/api', 'packages/auth-1/src/ui', 'packages/billing-2/test', 'apps/auth-x/src/api', 'apps/search/src/lib', 'libs/py-a/tests', 'packages/Auth-3/SRC/api'];
    const names = ['index.ts', 'a.tsx', 'b.d.ts', 'c.js', 'types.ts', 'x.md', 'Index.TS', 'index.test.ts'];
    const family = fc.constantFrom('{auth,billing,search}-*', '{auth,Billing}*', '*', 'auth-{1,2,3}', '{auth,billing,search,py}-{a,1,2,x}');
    const tail = fc.constantFrom('**/*.{ts,tsx,js}', '{src,test}/**/*.{ts,tsx}', 'src/{api,ui,lib}/**/{index,types}*.{ts,tsx}', '**/index*.ts', '**');
    const rule = fc.tuple(fc.constantFrom('packages', '{packages,apps}', '{packages,apps,libs}'), family, tail, fc.boolean()).map(([top, fam, t, neg]) => [`${top}/${fam}/${t}`, ...(neg ? ['!**/*.d.ts'] : [])]);
    fc.assert(
      fc.property(rule, fc.subarray(dirs, { minLength: 1 }), fc.subarray(names, { minLength: 1 }), (patterns, ds, ns) => {
        const globs = ruleGlobs(patterns).globs;
        if (!globs) return;
        const files = ds.flatMap((d) => ns.map((n) => `${d}/${n}`)).sort();
        const expected = files.filter((f) => matchGlobs(globs, f).matched);
        const r = new GlobIndex(files).reach({ base: '', globs });
        expect([globs.length, r.files, r.first]).toEqual([globs.length, expected.length, expected[0]]);
      }),
      { numRuns: 400 },
    );
  });

  test('matchGlobs and the pattern it names are a fresh ignore matcher’s, pattern by pattern (the patterns kept as a tree of their directories)', () => {
    const reference = (globs: string[], r: string): boolean => {
      try {
        return ignore({ ignorecase: true }).add(globs.map((g) => (g.length > 3 && g.endsWith('/**/') ? g.slice(0, -1) : g))).ignores(r);
      } catch {
        return false;
      }
    };
    const seg = fc.constantFrom('packages', 'apps', 'auth-1', 'Auth-3', 'billing-2', 'search', 'src', 'SRC', 'test', 'api', 'ui', 'lib', 'index.ts');
    const name = fc.constantFrom('index.ts', 'a.tsx', 'b.d.ts', 'c.js', 'types.ts', 'Index.TS', 'index.test.ts', 'x.md');
    const rel = fc.tuple(fc.array(seg, { maxLength: 5 }), name).map(([d, n]) => [...d, n].join('/'));
    const rule = fc
      .tuple(
        fc.constantFrom('packages', '{packages,apps}', '/{apps,packages}', '*'),
        fc.constantFrom('{auth,billing,search}-*', '{auth,Billing}*', '*', 'auth-{1,2,3}', 'search'),
        fc.constantFrom('**/*.{ts,tsx,js}', '{src,test}/**/*.{ts,tsx}', 'src/{api,ui,lib}/**/{index,types}*.{ts,tsx}', '**/index*.ts', '**', '{src,SRC}/*.ts'),
        fc.constantFrom([], ['!**/*.d.ts'], ['!packages/**/index.ts'], ['**/*.js']),
      )
      .map(([top, fam, t, more]) => [`${top}/${fam}/${t}`, ...more]);
    fc.assert(
      fc.property(rule, fc.array(rel, { minLength: 1, maxLength: 15 }), (patterns, paths) => {
        const globs = ruleGlobs(patterns).globs;
        if (!globs) return;
        for (const p of paths) {
          const matched = reference(globs, p);
          const pattern = matched ? [...globs].reverse().find((g) => !g.startsWith('!') && isValidPattern(g) && reference([g], p)) : undefined;
          expect([globs, p, matchGlobs(globs, p)]).toEqual([globs, p, matched ? (pattern === undefined ? { matched } : { matched, pattern }) : { matched }]);
        }
      }),
      { numRuns: 500 },
    );
  });
});
