/**
 * Fuzzing the renderers' escaping with structured hostile input (the unit tests cover each function's
 * contract on mixed fragments): long backtick and tilde runs, fences inside fences, comment markers,
 * mentions at every position, pipes and newlines in cells, huge inputs.
 */
import fc from 'fast-check';
import { Lexer, marked, type Tokens } from 'marked';
import { COMMENT_MARKER_PREFIX, mdCode, mdFence, mdTableCell, mdText, truncateChars, visibleInvisibles } from '../../src/report/escape.js';
import { run, RUNS } from './arbitraries.js';

const GFM = { gfm: true } as const;

const line = fc.oneof(
  run(['`', '~', '```', '~~~', ' ', '    ', '>', '|', '-', '<!--', '-->', '@', '\\'], 200),
  fc.constantFrom(COMMENT_MARKER_PREFIX, '<!-- memory-review:sticky -->', '@octocat', '@org/team', '<script>', '</code></pre>', '```js', '~~~~ md', '::error::x', '\u202e', '\u0000'),
  fc.string({ maxLength: 12 }),
);
const doc = fc.array(line, { maxLength: 50 }).map((ls) => ls.join('\n'));
const inline = fc.array(line, { maxLength: 20 }).map((ls) => ls.join(''));

describe('fuzz: escaping', () => {
  test('a fence built for any text is closed only by its own closing line', () => {
    fc.assert(
      fc.property(doc, (s) => {
        const md = `${mdFence(s, 'md')}\n\nAFTER\n`;
        const toks = Lexer.lex(md, GFM).filter((t) => t.type !== 'space');
        expect(toks.map((t) => t.type)).toEqual(['code', 'paragraph']);
        expect((toks[1] as Tokens.Paragraph).text).toBe('AFTER');
        expect(md).not.toContain('<!--');
      }),
      RUNS,
    );
  });

  test('inline escapes: one paragraph, no tag, no mention, no comment, whatever the runs', () => {
    fc.assert(
      fc.property(inline, (s) => {
        for (const md of [mdText(s), mdTableCell(s), `x ${mdCode(s)} y`]) {
          expect(md).not.toMatch(/[\n\r]|<!--/);
          const toks = Lexer.lex(md, GFM).filter((t) => t.type !== 'space');
          expect(toks.length).toBeLessThanOrEqual(1);
          if (toks.length) expect(toks[0].type).toBe('paragraph');
          const html = marked.parse(md, GFM) as string;
          expect(html).not.toMatch(/<(?!\/?(p|code)>)/);
        }
      }),
      RUNS,
    );
  });

  test('huge inputs stay linear and keep their invariants', () => {
    fc.assert(
      fc.property(fc.constantFrom('`', '~', '@a', '|', '<!--', '\\', '\u202e'), fc.integer({ min: 10_000, max: 200_000 }), (unit, n) => {
        const s = unit.repeat(n);
        expect(mdFence(s).split('\n')[0].length).toBeGreaterThanOrEqual(unit === '`' ? n + 1 : 3);
        expect(mdCode(s)).not.toContain('<!--');
        expect(mdText(s)).not.toMatch(/(?:^|[^\\])\|/);
        expect(visibleInvisibles(s)).not.toMatch(/[\u202e]/);
        expect(truncateChars(mdText(s), 1000).length).toBeLessThanOrEqual(1000);
      }),
      { numRuns: 20 },
    );
  });
});
