/**
 * Adversarial generators for the fuzz tests: the shapes that make parsers recurse, backtrack or blow up
 * (deep nesting, long runs of one delimiter, unclosed constructs), mixed with arbitrary Unicode.
 */
import fc from 'fast-check';

/** FC_RUNS=5000 npm test -- __tests__/fuzz for a deeper search. */
export const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 250) };

/** A run of one token repeated up to `max` times. */
export const run = (tokens: string[], max: number): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom(...tokens), fc.integer({ min: 1, max })).map(([t, n]) => t.repeat(n));

/** Markdown built to hurt: nesting, delimiter runs, unclosed comments and fences, escapes, imports. */
export const hostileMarkdown: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: run(['>', '> ', '- ', '  ', '1. ', '* ', '\t', '> - '], 300) },
      { weight: 3, arbitrary: run(['*', '_', '`', '```\n', '~~~\n', '\\*', '\\', '[', ']', '(', '<', '</a', '<!--', '-->', '{', '&', '!['], 400) },
      { weight: 3, arbitrary: fc.constantFrom('@a.md', '@./b.md', '@~/x', '@/etc/passwd', '@../..', '\\ ', '#frag', '\n', '\n\n', '\r\n', '    code\n', '<div>\n', '</div>\n', '---\n', '===\n', '[ref]: <x>\n', '`@in-code.md`') },
      { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

/** Glob patterns built to backtrack or to confuse a parser. */
export const hostileGlob: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: run(['*', '**/', '*a', '?', '[a-z]*', '{a,', '}', '{', ',', '\\', '[', ']', '!', '+(', '@(', ')', '/'], 40) },
      { weight: 2, arbitrary: fc.constantFrom('src', 'a', '.', '..', '**', '*.ts', '[!a]', '[^a]', '[[:alpha:]]', '#', ' ', 'é') },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** Relative paths with long names and deep nesting (what a hostile tree can hold). */
export const hostilePath: fc.Arbitrary<string> = fc
  .array(fc.oneof(run(['a', 'ab', '.', '*', 'b'], 120), fc.constantFrom('src', '.claude', 'x.ts', 'CLAUDE.md', '..', '')), { minLength: 1, maxLength: 40 })
  .map((segs) => segs.join('/'));
