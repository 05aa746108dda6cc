/**
 * What counts as an unresolved merge conflict in a memory file.
 */
import { conflictsIn } from '../../src/rules/merge-conflict.js';
import { reportOf } from '../helpers/ruleExamples.js';

describe('conflictsIn', () => {
  test('a start, a middle and an end marker, in that order, are one conflict', () => {
    expect(conflictsIn('# P\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> topic\n')).toEqual([{ start: 2, end: 6 }]);
  });
  test('two conflicts, and diff3\'s base section, are counted', () => {
    const text = '<<<<<<< ours\na\n||||||| base\nc\n=======\nb\n>>>>>>> theirs\nx\n<<<<<<<\nd\n=======\ne\n>>>>>>>\n';
    expect(conflictsIn(text)).toEqual([{ start: 1, end: 7 }, { start: 9, end: 13 }]);
  });
  test('markers in a fenced code block, a setext underline, or a start with no end are not conflicts', () => {
    expect(conflictsIn('Resolve like this:\n\n```\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> x\n```\n')).toEqual([]);
    expect(conflictsIn('Title\n=======\n\ntext\n')).toEqual([]);
    expect(conflictsIn('<<<<<<< HEAD\na\n=======\nb\n')).toEqual([]);
    expect(conflictsIn('<<<<<<<< not a marker\na\n=======\n>>>>>>>> nor this\n')).toEqual([]);
  });
  test('CRLF line ends', () => {
    expect(conflictsIn('<<<<<<< HEAD\r\na\r\n=======\r\nb\r\n>>>>>>> x\r\n')).toEqual([{ start: 1, end: 5 }]);
  });
});

describe('the merge-conflict rule in a review', () => {
  test('a conflict in an imported guide is reported at its first marker, introduced by the change', async () => {
    const guide = '# Style\n\n<<<<<<< HEAD\n- Use pnpm.\n=======\n- Use npm.\n>>>>>>> main\n';
    const r = await reportOf({ base: { 'CLAUDE.md': '# P\n\n@docs/style.md\n', 'docs/style.md': '# Style\n\n- Use pnpm.\n' }, head: { 'CLAUDE.md': '# P\n\n@docs/style.md\n', 'docs/style.md': guide } });
    const found = r.findings.filter((f) => f.rule === 'merge-conflict');
    expect(found.map((f) => [f.locations[0].path, f.locations[0].line, f.severity, f.introduced])).toEqual([['docs/style.md', 3, 'error', true]]);
  });
});
