import { duplicateLineFixes, movedPathFix, quoteGlobFixes } from '../../src/core/review/fixes.js';
import { diffLines, plannedComments, suggestionBody } from '../../src/github/suggestions.js';
import type { Finding } from '../../src/core/review/types.js';

const finding = (o: Partial<Finding>): Finding => ({ rule: 'x', severity: 'warning', message: 'm', locations: [], contexts: [], hint: 'h', key: 'k', introduced: true, ...o });

describe('mechanical fixes', () => {
  test('an unquoted glob is quoted when that makes the frontmatter parse; flow lists that parse are left alone', () => {
    expect(quoteGlobFixes('r.md', '---\npaths:\n  - **/*.ts\n  - "src/**"\n---\nx\n')).toEqual([{ path: 'r.md', line: 3, replacement: '  - "**/*.ts"', title: 'quote the glob `**/*.ts`' }]);
    expect(quoteGlobFixes('r.md', '---\npaths: *.md\n---\nx\n')).toEqual([{ path: 'r.md', line: 2, replacement: 'paths: "*.md"', title: 'quote the glob `*.md`' }]);
    expect(quoteGlobFixes('r.md', '---\npaths: ["a/**", "b/**"]\n---\nx\n')).toEqual([]); // parses already
    expect(quoteGlobFixes('r.md', '---\npaths:\n  - **/*.ts\n  bad: [\n---\nx\n')).toEqual([]); // quoting would not make it parse
    expect(quoteGlobFixes('r.md', '---\npaths:\n  - **/a"b\\c\n---\n')[0].replacement).toBe('  - "**/a\\"b\\\\c"');
  });

  test('frontmatter built to make YAML slow is not parsed for a fix (jest times out otherwise)', () => {
    const manyKeys = `---\n${Array.from({ length: 50000 }, (_, i) => `k${i}: v`).join('\n')}\npaths:\n  - **/*.ts\n---\nx\n`;
    expect(quoteGlobFixes('r.md', manyKeys)).toEqual([]);
  });

  test('a moved path is replaced where it is written as the old path, once on its line', () => {
    expect(movedPathFix('C.md', '# A\nSee `src/components/` here.\n', 2, 'src/components/', 'src/components', 'src/ui')).toEqual({ path: 'C.md', line: 2, replacement: 'See `src/ui/` here.', title: 'update `src/components/` to `src/ui/`' });
    expect(movedPathFix('C.md', 'See `./lib` and `./lib`\n', 1, './lib', 'lib', 'src/lib')).toBeUndefined(); // twice on the line: ambiguous
    expect(movedPathFix('C.md', 'See `comp`\n', 1, 'comp', 'src/comp', 'src/ui')).toBeUndefined(); // written relative to something else
  });

  test('a word-for-word duplicate line: drop the later one, or the earlier one', () => {
    const raw: Record<string, string> = { 'A.md': '# A\n- Run the tests.\n', 'B.md': '# B\n\n  - Run the tests.\n' };
    const f = finding({ rule: 'duplicate', locations: [{ path: 'A.md', line: 2 }, { path: 'B.md', line: 3 }] });
    expect(duplicateLineFixes(f, (p) => raw[p]).map((x) => [x.path, x.line, x.replacement, x.oneOf])).toEqual([
      ['B.md', 3, '', 'duplicate'],
      ['A.md', 2, '', 'duplicate'],
    ]);
    raw['B.md'] = '# B\n\n- Run all the tests.\n';
    expect(duplicateLineFixes(f, (p) => raw[p])).toEqual([]); // nearly the same words: not mechanical
  });
});

describe('suggested changes', () => {
  test('the head lines a patch shows: added and context lines, not removed ones', () => {
    const patch = '@@ -1,3 +1,4 @@\n # A\n-old\n+new\n+newer\n keep\n@@ -10,2 +11,2 @@\n x\n-y\n+z\n\\ No newline at end of file';
    expect([...diffLines(patch)]).toEqual([1, 2, 3, 4, 11, 12]);
    expect(diffLines(undefined).size).toBe(0);
  });

  test('only fixes on lines of the diff, one of each set of alternatives, introduced findings only', () => {
    const inDiff = (p: string, l: number) => p === 'B.md' && l === 3;
    const dup = finding({ rule: 'duplicate', fixes: [{ path: 'A.md', line: 2, replacement: '', title: 't', oneOf: 'd' }, { path: 'B.md', line: 3, replacement: '', title: 't', oneOf: 'd' }] });
    const out = finding({ rule: 'stale-reference', fixes: [{ path: 'A.md', line: 9, replacement: 'x', title: 't' }] });
    const old = finding({ rule: 'stale-reference', introduced: false, fixes: [{ path: 'B.md', line: 3, replacement: 'x', title: 't' }] });
    const plan = plannedComments([dup, out, old], inDiff);
    expect(plan.comments.map((c) => [c.path, c.line])).toEqual([['B.md', 3]]);
    expect(plan.notInDiff).toBe(1);
  });

  test('the suggestion block is fenced longer than any backtick run in it; an empty one deletes the line', () => {
    const f = finding({ rule: 'stale-reference' });
    expect(suggestionBody(f, { path: 'a', line: 1, replacement: 'Use ```x``` here', title: 'update `a`' })).toContain('````suggestion\nUse ```x``` here\n````');
    expect(suggestionBody(f, { path: 'a', line: 1, replacement: '', title: 'drop' })).toContain('```suggestion\n```');
  });
});
