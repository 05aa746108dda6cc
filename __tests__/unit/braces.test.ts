import { expandBraces, newBudget, type BraceBudget } from '../../src/core/braces.js';
import { BRACE_MAX_BYTES, BRACE_MAX_RESULTS } from '../../src/core/constants.js';

const exp = (p: string): string[] => expandBraces(p, newBudget()).patterns;

/** A budget that counts how often the expander consults it (one `results` read per group split). */
function countingBudget(): { budget: BraceBudget; reads: () => number } {
  let n = 0;
  const target = newBudget();
  const budget = new Proxy(target, {
    get(t, k, r) {
      n++;
      return Reflect.get(t, k, r) as unknown;
    },
  });
  return { budget, reads: () => n };
}

describe('newBudget', () => {
  test('1000 results and 4 MiB', () => {
    expect(newBudget()).toEqual({ results: BRACE_MAX_RESULTS, bytes: BRACE_MAX_BYTES });
    expect(BRACE_MAX_RESULTS).toBe(1000);
    expect(BRACE_MAX_BYTES).toBe(4194304);
  });
  test('each call returns a fresh object', () => {
    expect(newBudget()).not.toBe(newBudget());
  });
});

describe('expandBraces (§3.6)', () => {
  test('a pattern without "{" is returned as is and costs nothing', () => {
    const b = newBudget();
    expect(expandBraces('src/**/*.ts', b)).toEqual({ patterns: ['src/**/*.ts'], overBudget: false });
    expect(b).toEqual(newBudget());
  });
  test('one group', () => {
    expect(exp('{a,b}')).toEqual(['a', 'b']);
    expect(exp('src/*.{ts,tsx}')).toEqual(['src/*.ts', 'src/*.tsx']);
  });
  test('multiple groups, in written order', () => {
    expect(exp('x{a,b}y{c,d}')).toEqual(['xayc', 'xayd', 'xbyc', 'xbyd']);
    expect(exp('{a,b}{c,d}{e,f}')).toHaveLength(8);
  });
  test('alternatives are trimmed; empty alternatives stay', () => {
    expect(exp('{ a , b }')).toEqual(['a', 'b']);
    expect(exp('x{a,}')).toEqual(['xa', 'x']);
  });
  test('"{}" stays literal; "{a}" becomes "a"', () => {
    expect(exp('{}')).toEqual(['{}']);
    expect(exp('a{}b')).toEqual(['a{}b']);
    expect(exp('{a}')).toEqual(['a']);
    expect(exp('x{a}y')).toEqual(['xay']);
  });
  test('an empty group before a real one blocks the regex entirely (first group must follow only non-"{")', () => {
    expect(exp('x{}{a,b}')).toEqual(['x{}{a,b}']);
  });
  test('unbalanced braces', () => {
    expect(exp('{')).toEqual(['{']);
    expect(exp('a{b')).toEqual(['a{b']);
    expect(exp('}{a,b}')).toEqual(['}a', '}b']);
  });
  test('no nesting: {a,{b,c}} splits badly', () => {
    // /^([^{]*)\{([^}]+)\}(.*)$/ takes "a,{b,c" as the group body and "}" as the tail
    expect(exp('{a,{b,c}}')).toEqual(['a}', 'b', 'c}']);
  });

  test('success charges the budget: split lengths, then results and results × pattern length', () => {
    const b = newBudget();
    expandBraces('{a,b}', b); // one split of a 5-char string, 2 results of a 5-char pattern
    expect(b).toEqual({ results: 1000 - 2, bytes: 4194304 - 5 - 2 * 5 });
    expandBraces('x{a,b}y{c,d}', b);
    // splits: 'x{a,b}y{c,d}' (12), 'xay{c,d}' (8), 'xby{c,d}' (8); 4 results × 12
    expect(b).toEqual({ results: 998 - 4, bytes: 4194304 - 15 - (12 + 8 + 8) - 4 * 12 });
  });

  test('a pattern with "{" but no group costs its results only', () => {
    const b = newBudget();
    expandBraces('{}', b);
    expect(b).toEqual({ results: 999, bytes: 4194304 - 2 });
  });

  test('exactly the remaining result budget is allowed; one more is over budget', () => {
    // 1000 × (2n+1) bytes stays below 4 MiB, so only the result count decides
    const alts = (n: number): string => '{' + Array.from({ length: n }, () => 'a').join(',') + '}';
    const ok = expandBraces(alts(1000), newBudget());
    expect(ok.overBudget).toBe(false);
    expect(ok.patterns).toHaveLength(1000);
    const over = expandBraces(alts(1001), newBudget());
    expect(over).toEqual({ patterns: [alts(1001)], overBudget: true });
  });

  test('over budget → the pattern unexpanded, overBudget true', () => {
    const p = '{a,b}'.repeat(10); // 1024 results
    expect(expandBraces(p, newBudget())).toEqual({ patterns: [p], overBudget: true });
  });

  test('the byte budget: results × pattern length may not exceed the remaining bytes', () => {
    const p = 'x'.repeat(5000) + '{a,b,c,d,e,f,g,h,i,j}';
    const b = { results: 1000, bytes: 5021 + 9 * p.length };
    // charge 5021 for the split, then 10 × length > remaining 9 × length → over budget
    expect(expandBraces(p, b).overBudget).toBe(true);
    const b2 = { results: 1000, bytes: 5021 + 10 * p.length };
    expect(expandBraces(p, b2).overBudget).toBe(false);
    expect(b2).toEqual({ results: 990, bytes: 0 });
  });

  test('a negative byte balance abandons the expansion', () => {
    expect(expandBraces('{a,b}', { results: 1000, bytes: 4 }).overBudget).toBe(true);
  });

  test('the budget is shared across calls (one rule file)', () => {
    const b = newBudget();
    const nine = '{a,b}'.repeat(9); // 512 results
    expect(expandBraces(nine, b)).toMatchObject({ overBudget: false });
    expect(b.results).toBe(488);
    // another 512 no longer fits in the 488 remaining
    expect(expandBraces(nine, b)).toEqual({ patterns: [nine], overBudget: true });
    // but a small one still does
    expect(expandBraces('{x,y}', b)).toEqual({ patterns: ['x', 'y'], overBudget: false });
    expect(b.results).toBe(486);
  });

  test('a failed expansion leaves the shared budget untouched (confirmed with claude-oracle on 2.1.332)', () => {
    // "{a}"×1700 charges > 4 MiB in splits and is abandoned; the CLI still expanded the rule's next pattern
    // "lib/{a,b}.ts" (the rule was attached when lib/a.ts was read).
    const b = newBudget();
    const heavy = '{a}'.repeat(1700);
    expect(expandBraces(heavy, b)).toEqual({ patterns: [heavy], overBudget: true });
    expect(b).toEqual(newBudget());
    expect(expandBraces('lib/{a,b}.ts', b)).toEqual({ patterns: ['lib/a.ts', 'lib/b.ts'], overBudget: false });
  });

  test('an exhausted budget rejects any pattern with a group but still passes patterns without "{"', () => {
    const b = { results: 0, bytes: 0 };
    expect(expandBraces('{a}', b)).toEqual({ patterns: ['{a}'], overBudget: true });
    expect(expandBraces('plain', b)).toEqual({ patterns: ['plain'], overBudget: false });
  });

  test('brace bombs stop early: bounded work, counted through budget reads', () => {
    for (const reps of [11, 20, 30]) {
      const bomb = '{a,b}'.repeat(reps);
      const { budget, reads } = countingBudget();
      const r = expandBraces(bomb, budget);
      expect(r).toEqual({ patterns: [bomb], overBudget: true });
      // about one budget read per split; ~1000 results are reached after ~1000 + depth splits
      expect(reads()).toBeLessThan(5000);
    }
    // the unbounded expansion would need 2^30 results; with the budget the work stays tiny
  });

  test('a bomb of wide groups is abandoned at the first split', () => {
    const bomb = ('{' + 'a,'.repeat(50) + 'b}').repeat(30);
    const { budget, reads } = countingBudget();
    expect(expandBraces(bomb, budget).overBudget).toBe(true);
    expect(reads()).toBeLessThan(50);
  });

  test('the result never exceeds 1000 patterns', () => {
    const b = newBudget();
    let total = 0;
    for (let i = 0; i < 20; i++) {
      const r = expandBraces(`d${i}/{a,b,c,d,e,f,g,h}{1,2,3,4,5,6,7,8}`, b);
      if (!r.overBudget) total += r.patterns.length;
    }
    expect(total).toBeLessThanOrEqual(1000);
  });

  // BUG (spec §3.6): Claude Code's group regex is /^([^{]*)\{([^}]+)\}(.*)$/ — no `s` flag — so a pattern with
  // a newline after its first group does not match and is used literally. src/core/braces.ts compiles the
  // regex with the `s` flag and expands it.
  test('a newline after the group: no match (the spec regex has no s flag), pattern kept literally', () => {
    expect(exp('a{b,c}\nd')).toEqual(['a{b,c}\nd']);
  });
});
