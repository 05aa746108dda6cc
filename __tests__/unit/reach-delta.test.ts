/**
 * Rule reach of the head of a review computed from the base's index plus the files that differ must equal
 * the head's own index, count and first match alike.
 */
import fc from 'fast-check';
import { ruleGlobs } from '../../src/core/globs/index.js';
import { DeltaReach, ReachIndex, sortedDelta } from '../../src/core/reach.js';

const seg = fc.constantFrom('src', 'lib', 'packages', 'a', 'b', 'A', 'test', '.claude', 'rules', 'web', 'x');
const name = fc.constantFrom('x.ts', 'y.tsx', 'README.md', 'CLAUDE.md', 'a.test.ts', 'b.js', 'Z.TS', 'index.ts');
const file = fc.tuple(fc.array(seg, { maxLength: 4 }), name).map(([d, n]) => [...d, n].join('/'));
const files = fc.uniqueArray(file, { maxLength: 120 }).map((a) => a.sort());
const pattern = fc.constantFrom('src/**/*.ts', '*.md', 'packages/*/src/**', '**/x.ts', '{a,b}/**/*.{ts,tsx}', '**/*.test.ts', 'web/**', '!src/a/**', 'lib', '*.TS', '**/rules/*.md', 'a/*/x.ts');
const query = fc.tuple(fc.constantFrom('', 'packages', 'src', 'a/b'), fc.array(pattern, { minLength: 1, maxLength: 3 })).map(([base, ps]) => ({ base, globs: ruleGlobs(ps).globs ?? ['**'] }));

describe('DeltaReach', () => {
  test('sortedDelta lists what was added and removed', () => {
    expect(sortedDelta(['a', 'b', 'd'], ['b', 'c', 'd', 'e'])).toEqual({ added: ['c', 'e'], removed: ['a'] });
    expect(sortedDelta([], ['a'])).toEqual({ added: ['a'], removed: [] });
    expect(sortedDelta(['a'], [])).toEqual({ added: [], removed: ['a'] });
  });

  test('equals the head index for every rule, whatever was added or removed', () => {
    fc.assert(
      fc.property(files, fc.uniqueArray(file, { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 30 }), fc.array(query, { minLength: 1, maxLength: 8 }), (base, add, dropAt, queries) => {
        const drop = new Set(dropAt.map((i) => base[i % Math.max(1, base.length)]));
        const head = [...new Set([...base.filter((f) => !drop.has(f)), ...add])].sort();
        const d = sortedDelta(base, head);
        const delta = new DeltaReach(new ReachIndex(base), () => base, d.added, d.removed, () => head);
        const own = new ReachIndex(head);
        for (const q of queries) expect([q, delta.reach(q)]).toEqual([q, own.reach(q)]);
      }),
      { numRuns: 400 },
    );
  });

  test('a removed first match falls back to the tree’s own index', () => {
    const base = ['src/a.ts', 'src/b.ts', 'src/c.ts'];
    const head = ['src/b.ts', 'src/c.ts'];
    const d = sortedDelta(base, head);
    const delta = new DeltaReach(new ReachIndex(base), () => base, d.added, d.removed, () => head);
    expect(delta.reach({ base: '', globs: ['src/*.ts'] })).toEqual({ files: 2, first: 'src/b.ts' });
  });
});
