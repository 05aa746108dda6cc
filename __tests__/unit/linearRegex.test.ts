/**
 * The linear-time evaluation of rule globs: same answers as `ignore`'s own expressions, and bounded time
 * where those expressions backtrack over a path's directories.
 */
import fc from 'fast-check';
import ignore from 'ignore';
import { compileGlobs, matchGlobs } from '../../src/core/globs/index.js';
import { hardenIgnore, isRiskySource, linearTester, toRe2Source } from '../../src/core/linearRegex.js';

const ruleRegex = (pattern: string): RegExp | undefined => {
  try {
    const ig = ignore({ ignorecase: true }).add([pattern]) as unknown as { _rules: { _rules: Array<{ regex: RegExp }> } };
    return ig._rules._rules[0]?.regex;
  } catch {
    return undefined;
  }
};

const segment = fc
  .array(
    fc.constantFrom('*', '**', '?', 'a', 'b', 'A', '.', '-', '[a-c]', '[!a]', '[^b]', '[+-1]', '[.-0]', '[/]', '\\*', '\\[', '[[:alpha:]]', 'x.ts', 'é', ' '),
    { minLength: 1, maxLength: 4 },
  )
  .map((a) => a.join(''));
const pattern = fc
  .tuple(fc.constantFrom('', '/', '!', '**/'), fc.array(segment, { minLength: 1, maxLength: 5 }), fc.constantFrom('', '/', '/**', '/**/'))
  .map(([a, segs, z]) => a + segs.join('/') + z);
/** Patterns with two or more `**` segments: the ones that are evaluated by RE2. */
const risky = fc
  .tuple(fc.constantFrom('', '!', '**/'), fc.array(segment, { minLength: 3, maxLength: 5 }))
  .map(([a, segs]) => a + segs.join('/**/'));
const pathSeg = fc.array(fc.constantFrom('a', 'b', 'A', '.', '-', '+', '0', '1', '*', 'x.ts', 'é', ' ', 'ab'), { minLength: 1, maxLength: 4 }).map((a) => a.join(''))
  .filter((s) => s !== '.' && s !== '..');
const path = fc.array(pathSeg, { minLength: 1, maxLength: 6 }).map((a) => a.join('/'));

describe('linear-time rule globs', () => {
  test('every expression ignore builds is rewritten to RE2 with the same answers', () => {
    let rewritten = 0;
    fc.assert(
      fc.property(pattern, fc.array(path, { minLength: 1, maxLength: 8 }), (p, paths) => {
        const re = ruleRegex(p);
        if (!re) return;
        const src = toRe2Source(re.source);
        const tester = linearTester(re);
        if (src === undefined || !tester) return; // not expressible: JavaScript's engine stays (counted below)
        rewritten++;
        for (const s of [...paths, ...paths.map((x) => x + '/')]) expect([p, s, tester.test(s)]).toEqual([p, s, re.test(s)]);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 3000), seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : 20261129 },
    );
    // almost every generated pattern is expressible (POSIX classes are the known exception)
    expect(rewritten).toBeGreaterThan(2000);
  });

  test('a matcher hardened as a whole answers like the plain one, negations and directories included', () => {
    let hardened = 0;
    fc.assert(
      fc.property(fc.array(fc.oneof(pattern, risky), { minLength: 1, maxLength: 5 }), fc.array(path, { minLength: 1, maxLength: 8 }), (ps, paths) => {
        let plain, hard;
        try {
          plain = ignore({ ignorecase: true }).add(ps);
          hard = ignore({ ignorecase: true }).add(ps);
        } catch {
          return;
        }
        hardened += hardenIgnore(hard).hardened;
        for (const s of paths) expect([ps, s, hard.ignores(s)]).toEqual([ps, s, plain.ignores(s)]);
      }),
      { numRuns: 1500, seed: 7 },
    );
    expect(hardened).toBeGreaterThan(1000);
  });

  test('only expressions with several multi-directory quantifiers are risky', () => {
    expect(isRiskySource(ruleRegex('src/**/*.ts')!.source)).toBe(false);
    expect(isRiskySource(ruleRegex('*a*a*a*a*b')!.source)).toBe(false);
    expect(isRiskySource(ruleRegex('a/**/b/**/c')!.source)).toBe(true);
    expect(isRiskySource(ruleRegex(`[^a]${'**/'.repeat(30)}x`)!.source)).toBe(true);
  });

  test('the hook takes effect on the installed ignore: a pattern that backtracks for minutes answers at once', () => {
    const bomb = `[^a]${'**/'.repeat(33)}..${'[a-z]*'.repeat(21)}`;
    const deep = 'src/' + '*'.repeat(25) + '/' + 'ab'.repeat(60) + '/x'.repeat(40);
    const ig = ignore({ ignorecase: true }).add([bomb]);
    expect(hardenIgnore(ig)).toEqual({ hardened: 1, unhardened: 0 });
    expect(ig.ignores(deep)).toBe(false);
    // and through the project's matcher, which hardens every matcher it builds
    expect(matchGlobs([bomb, 'src/**'], deep)).toEqual({ matched: true, pattern: 'src/**' });
    expect(compileGlobs([bomb]).ignores(deep)).toBe(false);
    // a risky pattern that does match still matches
    expect(matchGlobs([`${'**/'.repeat(20)}x`], deep)).toMatchObject({ matched: true });
  });

  test('ranges that span the slash are split around it; a class of only the slash matches nothing', () => {
    const re = ruleRegex('a/**/**/[+-1]')!;
    const t = linearTester(re)!;
    for (const s of ['a/b/+', 'a/b/0', 'a/b/1', 'a/b/,', 'a/b/.', 'a/b/2', 'a/b//']) expect([s, t.test(s)]).toEqual([s, re.test(s)]);
  });
});
