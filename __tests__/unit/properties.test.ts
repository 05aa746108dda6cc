import fc from 'fast-check';
import { expandBraces, newBudget } from '../../src/core/braces.js';
import { compileExcludes } from '../../src/core/excludes.js';
import { parseFrontmatter, splitPaths } from '../../src/core/frontmatter.js';
import { matchGlobs, ruleGlobs } from '../../src/core/globs/index.js';
import { extractImportCandidates, isAcceptedCandidate, lex, stripHtmlComments } from '../../src/core/markdown.js';
import { stripInvisible, truncateMemoryIndex } from '../../src/core/memoryIndex.js';

/** FC_RUNS=20000 npm test -- __tests__/unit/properties.test.ts for a deeper search. */
const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 300) };

/** Markdown-ish text: syntax fragments mixed with arbitrary (unicode, lone-surrogate) strings. */
const fragment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('@', '@@', '@#', '@~', '@~/', '@./', '@../', '@/', '\\ ', '\\', '#', '`', '```', '~~~', '<!--', '-->', '<!-- c -->', '<div>', '</div>', '<b>', '{', '}', ',', '[', ']', '(', ')', '---', '\n', '\r\n', '\r', '\t', ' ', '    ', '- ', '* ', '1. ', '> ', '# ', '**', '_', 'a.md', 'x', 'é', '😀', '\u200b', '\ufeff', ':', ': ', 'paths: ', '  - ', '"', "'", '|', '&', '*', '!') },
  { weight: 2, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
);
const mdText = fc.array(fragment, { maxLength: 60 }).map((a) => a.join(''));

/** Glob-ish strings. */
const globText = fc
  .array(fc.oneof(fc.constantFrom('*', '**', '/', '?', '[', ']', '{', '}', ',', '!', '#', '\\', '.', '..', 'a', 'B', 'src', '-', ' ', 'é', '\n'), fc.string({ maxLength: 3 })), { maxLength: 20 })
  .map((a) => a.join(''));

const WS_EXCEPT_SPACE = /[^\S ]/u;

function quietly<T>(f: () => T): T {
  const warn = console.warn;
  console.warn = (): void => undefined;
  try {
    return f();
  } finally {
    console.warn = warn;
  }
}

describe('property: import extraction', () => {
  test('never throws; every candidate is accepted, has no fragment, and no whitespace except spaces from "\\ "', () => {
    fc.assert(
      fc.property(mdText, (s) => {
        for (const c of extractImportCandidates(lex(s))) {
          expect(isAcceptedCandidate(c.path)).toBe(true);
          expect(c.path.length).toBeGreaterThan(0);
          expect(c.path).not.toContain('#');
          expect(WS_EXCEPT_SPACE.test(c.path)).toBe(false);
          // spaces in the path come only from "\ " escapes in the raw text
          expect(/\s/u.test(c.raw.replace(/\\ /g, ''))).toBe(false);
          expect(c.path.split(' ').length).toBeLessThanOrEqual(c.raw.split('\\ ').length);
          expect(c.raw.startsWith(c.path.split(' ')[0])).toBe(true);
        }
      }),
      RUNS,
    );
  });

  test('isAcceptedCandidate never throws and rejects the special forms', () => {
    fc.assert(
      fc.property(fc.string(), (p) => {
        const ok = isAcceptedCandidate(p);
        if (p.startsWith('@') || p.startsWith('#') || p === '/' || p === '' || p.startsWith('//')) expect(ok).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('property: HTML comment stripping', () => {
  test('never throws; unchanged when nothing stripped; otherwise LF-only and no longer than the normalised input', () => {
    fc.assert(
      fc.property(mdText, (s) => {
        const r = stripHtmlComments(s);
        if (!r.stripped) {
          expect(r.content).toBe(s);
          return;
        }
        const norm = s.replace(/\r\n|\r/g, '\n');
        expect(r.content).not.toContain('\r');
        expect(r.content.length).toBeLessThanOrEqual(norm.length);
      }),
      // a lone space or tab ends the text: marked reports it as "\n" on the comment block's raw, which was
      // then not found in the source and the whole text was appended again after the residue
      { ...RUNS, examples: [['<!-- c -->!\n\t'], ['<!-- c -->\n\t'], ['x\r<!-- c -->\r ']] },
    );
  });

  test('a lone space or tab at the end after a comment block is kept, as the 2.1.332 CLI keeps it (claude-oracle, lazy read)', () => {
    expect(stripHtmlComments('A\n\n<!-- c -->!\n\t')).toEqual({ content: 'A\n\n!\n\t', stripped: true });
    expect(stripHtmlComments('B\n\n<!-- c -->\n\t')).toEqual({ content: 'B\n\n\t', stripped: true });
    expect(stripHtmlComments('C\n\n<!-- c -->!\n ')).toEqual({ content: 'C\n\n!\n ', stripped: true });
  });

  test('the output has no top-level comment block that is only comments and whitespace', () => {
    fc.assert(
      fc.property(mdText, (s) => {
        const out = stripHtmlComments(s).content;
        for (const t of lex(out)) {
          if (t.type !== 'html') continue;
          const trimmed = t.raw.trimStart();
          if (!trimmed.startsWith('<!--') || !trimmed.includes('-->')) continue;
          expect(t.raw.replace(/<!--[\s\S]*?-->/g, '').trim()).not.toBe('');
        }
      }),
      RUNS,
    );
  });

  test('text without "<!--" is returned identically', () => {
    fc.assert(
      fc.property(mdText, (s) => {
        fc.pre(!s.includes('<!--'));
        expect(stripHtmlComments(s)).toEqual({ content: s, stripped: false });
      }),
      RUNS,
    );
  });
});

describe('property: frontmatter', () => {
  const withFm = fc.tuple(fc.boolean(), mdText, mdText).map(([bom, y, b]) => `${bom ? '\ufeff' : ''}---\n${y}\n---\n${b}`);
  test('never throws; body is a suffix of the BOM-less input; lines matches the removed prefix', () => {
    quietly(() =>
      fc.assert(
        fc.property(fc.oneof(mdText, withFm), (s) => {
          const fm = parseFrontmatter(s);
          const noBom = s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
          expect(noBom.endsWith(fm.body)).toBe(true);
          const prefix = noBom.slice(0, noBom.length - fm.body.length);
          expect(fm.lines).toBe(prefix.split('\n').length - 1);
          expect(typeof fm.data).toBe('object');
          expect(Array.isArray(fm.data)).toBe(false);
          if (!fm.present) {
            expect(fm.body).toBe(noBom);
            expect(fm.lines).toBe(0);
          } else {
            expect(noBom.startsWith('---')).toBe(true);
          }
          if (fm.unparsable) expect(fm.data).toEqual({});
        }),
        RUNS,
      ),
    );
  });

  test('splitPaths never throws and yields trimmed, non-empty strings', () => {
    const value = fc.letrec<{ v: unknown }>((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, mdText, globText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('v'), { maxLength: 4 })),
    })).v;
    fc.assert(
      fc.property(value, (v) => {
        for (const p of splitPaths(v)) {
          expect(typeof p).toBe('string');
          expect(p.length).toBeGreaterThan(0);
          expect(p).toBe(p.trim());
        }
      }),
      RUNS,
    );
  });
});

describe('property: brace expansion', () => {
  const bracey = fc
    .array(fc.oneof(fc.constantFrom('{', '}', ',', '{a,b}', '{a,b,c,d}', '{}', ' ', 'x', '/', '*', '\n'), fc.string({ maxLength: 3 })), { maxLength: 40 })
    .map((a) => a.join(''));

  test('never throws; ≤ 1000 patterns; [pattern] when over budget; budget stays non-negative', () => {
    fc.assert(
      fc.property(bracey, (p) => {
        const b = newBudget();
        const r = expandBraces(p, b);
        expect(r.patterns.length).toBeLessThanOrEqual(1000);
        expect(r.patterns.length).toBeGreaterThan(0);
        if (r.overBudget) expect(r.patterns).toEqual([p]);
        if (!p.includes('{')) expect(r).toEqual({ patterns: [p], overBudget: false });
        if (!r.overBudget) expect(b.results).toBe(1000 - (p.includes('{') ? r.patterns.length : 0));
      }),
      RUNS,
    );
  });

  test('a shared budget never yields more than 1000 expanded patterns in total', () => {
    fc.assert(
      fc.property(fc.array(bracey, { maxLength: 12 }), (ps) => {
        const b = newBudget();
        let total = 0;
        for (const p of ps) {
          const r = expandBraces(p, b);
          if (!r.overBudget && p.includes('{')) total += r.patterns.length;
        }
        expect(total).toBeLessThanOrEqual(1000);
      }),
      RUNS,
    );
  });
});

describe('property: rule globs', () => {
  const pathText = fc.oneof(globText, fc.string(), fc.constantFrom('', '..', '../a', '/abs', './a', 'a/b/c.md'));
  test('ruleGlobs + matchGlobs never throw on arbitrary patterns and paths', () => {
    fc.assert(
      fc.property(fc.oneof(globText, fc.array(globText, { maxLength: 5 }), fc.anything()), fc.array(pathText, { maxLength: 4 }), (paths, rels) => {
        const r = ruleGlobs(paths);
        const globs = r.globs ?? [];
        for (const g of r.invalid) expect(globs).toContain(g);
        for (const rel of rels) {
          const m = matchGlobs(globs, rel);
          if (!rel || rel.startsWith('..') || rel.startsWith('/')) expect(m.matched).toBe(false);
          if (m.pattern !== undefined) expect(globs).toContain(m.pattern);
        }
      }),
      RUNS,
    );
  });

  test('unconditional iff nothing but "**" remains', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('**', '/**', '', ' ', '**/**', ',', 'a', 'src/**'), { maxLength: 5 }), (parts) => {
        const r = ruleGlobs(parts.join(','));
        const kept = splitPaths(parts.join(','))
          .map((p) => (p.endsWith('/**') ? p.slice(0, -3) : p))
          .filter((p) => p);
        expect(r.globs === undefined).toBe(kept.every((p) => p === '**'));
      }),
      RUNS,
    );
  });

  test('compileExcludes never throws', () => {
    fc.assert(
      fc.property(fc.array(globText, { maxLength: 5 }), fc.string(), (pats, p) => {
        const m = compileExcludes(pats, (x) => '/real' + x);
        expect(typeof m(p)).toBe('boolean');
      }),
      RUNS,
    );
  });
});

describe('property: MEMORY.md truncation', () => {
  const memText = fc
    .array(fc.tuple(fc.nat({ max: 500 }), fc.constantFrom('a', 'é', '😀', ' ', '-'), fc.string({ maxLength: 3 })), { maxLength: 400 })
    .map((ls) => ls.map(([n, c, s]) => c.repeat(n) + s.replace(/\n/g, '')).join('\n').trim());

  test('≤ 200 lines, ≤ 25,000 chars, a prefix of the input; warning iff truncated', () => {
    fc.assert(
      fc.property(memText, (t) => {
        const r = truncateMemoryIndex(t);
        expect(r.content.split('\n').length).toBeLessThanOrEqual(200);
        expect(r.content.length).toBeLessThanOrEqual(25000);
        expect(t.startsWith(r.content)).toBe(true);
        const truncated = t.split('\n').length > 200 || t.length > 25000;
        expect(r.warning !== undefined).toBe(truncated);
        if (!truncated) expect(r.content).toBe(t);
        expect(r.lines).toBe(t.split('\n').length);
        expect(r.chars).toBe(t.length);
        expect(r.keptLines).toBe(r.content.split('\n').length);
        if (r.warning) expect(r.warning.startsWith('\n\n> WARNING: MEMORY.md is ')).toBe(true);
      }),
      { numRuns: Math.ceil(RUNS.numRuns * 2 / 3) },
    );
  });

  test('stripInvisible: no CR, never longer, idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), mdText), (s) => {
        const o = stripInvisible(s);
        expect(o).not.toContain('\r');
        expect(o.length).toBeLessThanOrEqual(s.length);
        expect(stripInvisible(o)).toBe(o);
      }),
      RUNS,
    );
  });
});
