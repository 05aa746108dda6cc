/**
 * Fuzzing the import scanner's lexing: the bounded lexer agrees with marked wherever it lexes, never
 * throws, and refuses what would recurse or backtrack out of bounds; comment stripping and import
 * extraction keep their invariants on hostile markdown.
 */
import fc from 'fast-check';
import { Lexer } from 'marked';
import { extractImportCandidates, isAcceptedCandidate, LEX_LIMITS, lexChecked, lineOf, lineStarts, removeCommentSpans, stripHtmlComments } from '../../src/core/markdown.js';
import { hostileMarkdown, run, RUNS } from './arbitraries.js';

describe('fuzz: bounded lexing', () => {
  test('never throws; where it lexes completely it is exactly marked (gfm: false)', () => {
    fc.assert(
      fc.property(hostileMarkdown, (s) => {
        const r = lexChecked(s);
        expect(Array.isArray(r.tokens)).toBe(true);
        if (!r.complete) {
          expect(r.problem).toEqual(expect.any(String));
          return;
        }
        expect(r.tokens).toEqual(new Lexer({ gfm: false }).lex(s));
      }),
      RUNS,
    );
  });

  test('nesting past the limit is refused before marked sees it', () => {
    fc.assert(
      fc.property(fc.constantFrom('>', '> ', '- ', '* ', '1. ', '   ', '\t'), fc.integer({ min: LEX_LIMITS.maxNesting + 1, max: 20_000 }), (unit, n) => {
        const s = unit.repeat(Math.ceil(n / unit.length)) + 'x @a.md\n';
        const r = lexChecked(s);
        expect(r).toMatchObject({ tokens: [], complete: false });
        expect(r.problem).toContain('nested');
      }),
      { numRuns: 40 },
    );
  });

  test('a paragraph too costly for marked\'s masking loops is left unlexed, the rest is lexed', () => {
    fc.assert(
      fc.property(fc.constantFrom('\\*', '`a', '<a', '[a', '\\'), fc.integer({ min: 30_000, max: 60_000 }), (unit, n) => {
        const s = `# Title @a.md\n\n${unit.repeat(n)} @b.md\n\n@c.md\n`;
        const r = lexChecked(s);
        expect(r.complete).toBe(false);
        expect(extractImportCandidates(r.tokens).map((c) => c.path)).toEqual(['a.md', 'c.md']);
      }),
      { numRuns: 10 },
    );
  });
});

describe('fuzz: HTML comments', () => {
  const commenty = fc
    .array(fc.oneof(fc.constantFrom('<!--', '-->', '<!-->', '<!--->', '--', '<', '!', '>', '-', '\n', 'x'), fc.string({ maxLength: 3 })), { maxLength: 60 })
    .map((a) => a.join(''));

  test('removeCommentSpans is the lazy regex, in linear time', () => {
    fc.assert(
      fc.property(fc.oneof(commenty, hostileMarkdown), (s) => {
        expect(removeCommentSpans(s)).toBe(s.replace(/<!--[\s\S]*?-->/g, ''));
      }),
      RUNS,
    );
  });

  test('stripHtmlComments never throws, never lengthens, and leaves no comment-only block', () => {
    fc.assert(
      fc.property(fc.oneof(commenty, hostileMarkdown), (s) => {
        const r = stripHtmlComments(s, lexChecked(s).tokens);
        if (!r.stripped) expect(r.content).toBe(s);
        else expect(r.content.length).toBeLessThanOrEqual(s.replace(/\r\n|\r/g, '\n').length);
      }),
      RUNS,
    );
  });

  test('unclosed openers after a comment (quadratic for the regex) are handled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 120_000 }), (n) => {
        const s = '<!-- c -->' + '<!--'.repeat(n) + '\n\n@a.md\n';
        const r = stripHtmlComments(s, lexChecked(s).tokens);
        expect(r.stripped).toBe(true);
        expect(r.content.startsWith('<!--'.repeat(n))).toBe(true);
      }),
      { numRuns: 5 },
    );
  });
});

describe('fuzz: import extraction', () => {
  test('every candidate is accepted, fragment-free and whitespace-free (but escaped spaces)', () => {
    fc.assert(
      fc.property(hostileMarkdown, (s) => {
        for (const c of extractImportCandidates(lexChecked(s).tokens)) {
          expect(isAcceptedCandidate(c.path)).toBe(true);
          expect(c.path).not.toContain('#');
          expect(/[^\S ]/u.test(c.path)).toBe(false);
        }
      }),
      RUNS,
    );
  });

  test('thousands of imports in one file are all found', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 5000 }), (n) => {
        const s = Array.from({ length: n }, (_, i) => `- @f${i}.md`).join('\n');
        // (list items yield each candidate twice, as in Claude Code; the loader de-duplicates)
        expect(new Set(extractImportCandidates(lexChecked(s).tokens).map((c) => c.path)).size).toBe(n);
      }),
      { numRuns: 3 },
    );
  });

  test('long delimiter runs around an import do not hide it when lexed, or are reported', () => {
    fc.assert(
      fc.property(run(['*', '_', '~', '{', '&', '!'], 5000), (r) => {
        const lexed = lexChecked(`x ${r} @a.md ${r}`);
        const paths = extractImportCandidates(lexed.tokens).map((c) => c.path);
        if (lexed.complete) expect(paths).toEqual(['a.md']);
        else expect(lexed.problem).toEqual(expect.any(String));
      }),
      { numRuns: 30 },
    );
  });
});

describe('fuzz: lexing cost of emphasis', () => {
  test('a paragraph of unclosed emphasis openers (quadratic in marked) is left unlexed, the rest is lexed', () => {
    fc.assert(
      fc.property(fc.constantFrom('**a ', '*a ', '_a ', '__a ', 'a *b', '_a_b '), fc.integer({ min: 20_000, max: 60_000 }), (unit, n) => {
        const s = `# Title @a.md\n\n${unit.repeat(Math.ceil(n / unit.length))} @b.md\n\n@c.md\n`;
        const r = lexChecked(s);
        expect(r.complete).toBe(false);
        expect(extractImportCandidates(r.tokens).map((c) => c.path)).toEqual(['a.md', 'c.md']);
      }),
      { numRuns: 6 },
    );
  });

  test('ordinary emphasis is lexed in full, exactly as marked does', () => {
    const s = Array.from({ length: 400 }, (_, i) => `Paragraph ${i} has **bold**, _italic_, *em* and __strong__ text with \`code\` and [a link](x.md).`).join('\n');
    const r = lexChecked(s);
    expect(r.complete).toBe(true);
    expect(r.tokens).toEqual(new Lexer({ gfm: false }).lex(s));
  });
});

describe('fuzz: lineOf', () => {
  const atty = fc
    .array(fc.oneof(fc.constantFrom('@a.md', '@a.mdx', '@a', '@b/c.md', 'x@a.md', ' ', '\n', '\t', '@', '@@a.md', 'a', '.md'), fc.string({ maxLength: 3 })), { maxLength: 40 })
    .map((a) => a.join(''));

  test('with lineStarts (the indexed lookup) it finds the same line as the scan, for any sequence of lookups', () => {
    fc.assert(
      fc.property(atty, fc.array(fc.constantFrom('a.md', 'a.mdx', 'a', 'b/c.md', '@a.md', 'c.md', '.md', 'x'), { maxLength: 8 }), (text, raws) => {
        const starts = lineStarts(text);
        for (const raw of raws) expect([raw, lineOf(text, raw, starts)]).toEqual([raw, lineOf(text, raw)]);
      }),
      RUNS,
    );
  });

  test('30,000 imports of one file get their lines (the scan from the start was quadratic)', () => {
    const n = 30_000;
    const text = Array.from({ length: n }, (_, i) => `- see @docs/f${i}.md`).join('\n');
    const starts = lineStarts(text);
    const lines = Array.from({ length: n }, (_, i) => lineOf(text, `docs/f${i}.md`, starts));
    expect(lines[0]).toBe(1);
    expect(lines[12_345]).toBe(12_346);
    expect(lines.every((l, i) => l === i + 1)).toBe(true);
  });
});
