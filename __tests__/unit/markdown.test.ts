import { extractImportCandidates, isAcceptedCandidate, lex, lineOf, stripHtmlComments } from '../../src/core/markdown.js';

/** Candidate paths as Claude Code collects them: a Set in insertion order (spec §2.4 step 6). */
const imports = (s: string): string[] => [...new Set(extractImportCandidates(lex(s)).map((c) => c.path))];
const raws = (s: string): string[] => extractImportCandidates(lex(s)).map((c) => c.raw);
const strip = (s: string): string => stripHtmlComments(s).content;

describe('extractImportCandidates: spec §9 import-extraction vectors', () => {
  test.each<[string, string[]]>([
    ['See @README.md, and @docs/a.md.', ['README.md,', 'docs/a.md.']],
    ['`@code.md`', []],
    ['```\n@fenced.md\n```', []],
    ['- item `x @inlist.md` here', ['inlist.md`']],
    ['<!-- @comment.md --> @after.md', ['after.md']],
    ['text <!-- @c.md --> more', []],
    ['user@example.com @~/home.md @/abs/p.md @../up.md', ['~/home.md', '/abs/p.md', '../up.md']],
    ['@path\\ with\\ space.md @file.md#section', ['path with space.md', 'file.md']],
    ['**@bold.md** _@em.md_ [@linktext.md](@href.md)', ['bold.md', 'em.md', 'linktext.md']],
    ['@@double @#hash @-dash.md', ['-dash.md']],
    ['<div>\n@inhtml.md\n</div>', []],
    ['> quote @quoted.md', ['quoted.md']],
  ])('%j → %j', (input, expected) => {
    expect(imports(input)).toEqual(expected);
  });
});

describe('extractImportCandidates: regex rules (§2.3)', () => {
  test('@ must start the scanned string or follow whitespace (newline and tab included)', () => {
    expect(imports('@first.md')).toEqual(['first.md']);
    expect(imports('line one\n@second.md')).toEqual(['second.md']);
    expect(imports('a\t@tab.md')).toEqual(['tab.md']);
    expect(imports('mail me: a@b.md x@y.md')).toEqual([]);
    expect(imports('(@paren.md)')).toEqual([]);
  });

  test('the path runs to the next whitespace and trailing punctuation is kept', () => {
    expect(imports('see @x.md) and @y.md; @z.md!')).toEqual(['x.md)', 'y.md;', 'z.md!']);
    expect(imports('@a.md\n@b.md')).toEqual(['a.md', 'b.md']);
  });

  test('a backslash is only allowed as the escape "\\ "', () => {
    expect(raws('@path\\ with\\ space.md')).toEqual(['path\\ with\\ space.md']);
    expect(imports('@dir\\ name/file.md')).toEqual(['dir name/file.md']);
    // `\x` (not `\ `) ends the match before the backslash
    expect(raws('@a\\b.md')).toEqual(['a']);
  });

  test('raw keeps the fragment and escapes; path has them removed', () => {
    expect(extractImportCandidates(lex('@file.md#section'))).toEqual([{ raw: 'file.md#section', path: 'file.md' }]);
    expect(extractImportCandidates(lex('@a\\ b.md'))).toEqual([{ raw: 'a\\ b.md', path: 'a b.md' }]);
  });

  test('the fragment is cut before "\\ " is unescaped; nothing left → skipped', () => {
    expect(imports('@a.md#x\\ y')).toEqual(['a.md']);
    expect(imports('@#only-fragment')).toEqual([]);
    expect(imports('@#')).toEqual([]);
    expect(imports('@a.md#')).toEqual(['a.md']);
  });

  test('CRLF line endings separate candidates like LF', () => {
    expect(imports('@a.md\r\n@b.md\r\n')).toEqual(['a.md', 'b.md']);
  });
});

describe('extractImportCandidates: candidate acceptance (§2.4)', () => {
  test('accepted and rejected forms inside text', () => {
    expect(imports('@@x @#x @~ @~user/x @/ @./x @../x @/abs @.claude/x @-x @bare')).toEqual(['./x', '../x', '/abs', '.claude/x', '-x', 'bare']);
  });
});

describe('extractImportCandidates: token walk (§2.2)', () => {
  test('indented code blocks are skipped', () => {
    expect(imports('para\n\n    @indented.md\n')).toEqual([]);
  });
  test('tilde fences and fences with an info string are skipped', () => {
    expect(imports('~~~\n@tilde.md\n~~~')).toEqual([]);
    expect(imports('```md\n@info.md\n```')).toEqual([]);
  });
  test('code spans inside paragraphs are skipped', () => {
    expect(imports('run `cat @x.md` then @y.md')).toEqual(['y.md']);
  });
  test('list items: the raw item text is scanned, code spans included (quirk)', () => {
    expect(imports('- @a.md')).toEqual(['a.md']);
    expect(imports('1. @one.md\n2. @two.md')).toEqual(['one.md', 'two.md']);
    expect(imports('- run `x @foo`')).toEqual(['foo`']);
  });
  test('headings, emphasis, strong and blockquotes are scanned', () => {
    expect(imports('# @head.md')).toEqual(['head.md']);
    expect(imports('> > @deep.md')).toEqual(['deep.md']);
    expect(imports('*@em.md* __@strong.md__')).toEqual(['em.md', 'strong.md']);
  });
  test('link hrefs, reference definitions and escapes are not scanned', () => {
    expect(imports('[text](@href.md)')).toEqual([]);
    expect(imports('[x]: @def.md\n')).toEqual([]);
    expect(imports('\\@escaped.md @b.md')).toEqual(['b.md']);
  });
  test('HTML blocks other than comments are skipped entirely', () => {
    expect(imports('<div>\n@inhtml.md\n</div>')).toEqual([]);
    expect(imports('<details>\n<summary>@s.md</summary>\n@d.md\n</details>')).toEqual([]);
  });
  test('inline tags inside a paragraph are separate tokens; the text between them is scanned', () => {
    expect(imports('see <b>@bold.md</b> and @after.md')).toEqual(['bold.md', 'after.md']);
  });
  test('comment blocks: every comment is deleted, the residue is scanned', () => {
    expect(imports('<!-- @c1.md --> @r1.md <!-- @c2.md --> @r2.md')).toEqual(['r1.md', 'r2.md']);
    expect(imports('<!--\n@multi.md\n-->\n@next.md')).toEqual(['next.md']);
    expect(imports('<!-- @only.md -->')).toEqual([]);
  });
  test('an unclosed comment is not a comment block (its text is an HTML block, skipped)', () => {
    expect(imports('<!-- @unclosed.md\n@x.md')).toEqual([]);
  });
  test('order of appearance is kept', () => {
    expect(imports('@c.md\n\n# @a.md\n\n> @b.md\n\n- @d.md')).toEqual(['c.md', 'a.md', 'b.md', 'd.md']);
  });
  test('deeply nested structure does not throw', () => {
    expect(() => extractImportCandidates(lex('>'.repeat(500) + ' @x.md'))).not.toThrow();
  });
});

describe('isAcceptedCandidate (§2.4 steps 3–4)', () => {
  test.each(['./x', './', '~/x', '~/', '/abs', '/a/b.md', '../x', '.claude/x', '-x', 'x', 'README.md,', '_x', '9x', 'a b.md', '.'])('%j accepted', (p) => {
    expect(isAcceptedCandidate(p)).toBe(true);
  });
  test.each(['@x', '@@x', '#x', '~', '~user/x', '/', '//server/share', '%x', '^x', '&x', '*x', '(x', ')x', '', ' x', '+x', '$x', '!x', 'é.md', '`x'])(
    '%j rejected',
    (p) => {
      expect(isAcceptedCandidate(p)).toBe(false);
    },
  );
});

describe('lineOf', () => {
  test('1-based line of the first occurrence at a word start', () => {
    expect(lineOf('@x.md', 'x.md')).toBe(1);
    expect(lineOf('a\nb @x.md\n@x.md', 'x.md')).toBe(2);
    expect(lineOf('a@x.md\n\n @x.md', 'x.md')).toBe(3);
  });
  test('undefined when only found glued to a word, or absent', () => {
    expect(lineOf('a@x.md', 'x.md')).toBeUndefined();
    expect(lineOf('nothing here', 'x.md')).toBeUndefined();
  });
});

describe('stripHtmlComments: spec §9 vectors', () => {
  test.each<[string, string]>([
    ['<!-- note -->\nText', 'Text'],
    ['Text <!-- inline --> more', 'Text <!-- inline --> more'],
    ['<!-- a --> Use bun\nnext', ' Use bun\nnext'],
    ['<!-- unclosed\n…', '<!-- unclosed\n…'],
    ['- item\n  <!-- in list -->', '- item\n  <!-- in list -->'],
    ['<!--\nmulti\n-->\nafter', 'after'],
  ])('%j → %j', (input, expected) => {
    expect(strip(input)).toBe(expected);
  });
});

describe('stripHtmlComments (§7.3)', () => {
  test('quick path: no "<!--" → untouched, not stripped', () => {
    const s = 'a\r\nb -->\r\n';
    expect(stripHtmlComments(s)).toEqual({ content: s, stripped: false });
  });
  test('stripped flag reflects whether a comment block was removed', () => {
    expect(stripHtmlComments('<!-- x -->\ny').stripped).toBe(true);
    expect(stripHtmlComments('y <!-- x -->').stripped).toBe(false);
  });
  test('several comments in one block; whitespace-only residue disappears', () => {
    expect(strip('<!-- a --><!-- b -->\nx')).toBe('x');
    expect(strip('<!-- a -->   <!-- b -->\nx')).toBe('x');
    expect(strip('<!-- a --> keep <!-- b -->\nx')).toBe(' keep \nx');
  });
  test('surrounding content and blank lines are kept', () => {
    expect(strip('x\n\n<!-- a -->\n\nText\n')).toBe('x\n\nText\n');
  });
  test('comments in code spans, fenced code, indented code, HTML blocks and blockquotes are left alone', () => {
    for (const s of ['`<!-- c -->`', '```\n<!-- c -->\n```\n', '    <!-- c -->\n', '<div>\n<!-- c -->\n</div>', '> <!-- q -->', '- a\n- <!-- b -->']) {
      expect(stripHtmlComments(s)).toEqual({ content: s, stripped: false });
    }
  });
  test('only top-level comment blocks change when mixed with protected ones', () => {
    expect(strip('```\n<!-- keep -->\n```\n<!-- drop -->\ntext')).toBe('```\n<!-- keep -->\n```\ntext');
  });
  test('CRLF: stripped output is normalised to LF', () => {
    expect(stripHtmlComments('a\r\n\r\n<!-- c -->\r\nb\r\n')).toEqual({ content: 'a\n\nb\n', stripped: true });
    expect(strip('a\r\rb\r\n<!-- c -->\r\n')).toBe('a\n\nb\n');
  });
  test('CRLF: when nothing is stripped the original (CRLF kept) is returned', () => {
    const s = 'a\r\n<!-- unclosed\r\nb\r\n';
    expect(stripHtmlComments(s).content).toBe(s);
    const t = 'x <!-- inline -->\r\ny\r\n';
    expect(stripHtmlComments(t).content).toBe(t);
  });
  test('accepts pre-lexed tokens', () => {
    const s = '<!-- c -->\nbody';
    expect(stripHtmlComments(s, lex(s)).content).toBe('body');
  });

  // BUG (spec §7.3 "only top-level tokens of type html … are changed"; §2.2 lists `def` tokens in the tree):
  // marked 15 does not emit `def` tokens, so rebuilding the text from token raws silently drops every link
  // reference definition that is not glued to a preceding paragraph as soon as any comment block is stripped.
  test('link reference definitions survive comment stripping', () => {
    expect(strip('[a]: https://x\n\n<!-- c -->\ntext')).toBe('[a]: https://x\n\ntext');
  });
  test('link reference definitions after a heading survive comment stripping', () => {
    expect(strip('# T\n\n[d]: https://x\n\n<!-- c -->\nok')).toBe('# T\n\n[d]: https://x\n\nok');
  });
});

/**
 * Regression vectors recorded with /work/shared/oracle/claude-oracle.mjs against the real Claude Code 2.1.332
 * CLI: each input was an unconditional project rule; the expected value is the launch content the model
 * received (Claude Code trims launch content, so the comparison trims too).
 */
describe('stripHtmlComments agrees with the 2.1.332 CLI (claude-oracle)', () => {
  test.each<[string, string]>([
    ['> quote\nlazy line\n\n<!-- c -->\nend\n', '> quote\nlazy line\n\nend'],
    ['- a\n- b\n\n<!-- c -->\nend\n', '- a\n- b\n\nend'],
    ['text\n<!-- c -->\nend\n', 'text\nend'],
    ['<!-- a --> <!-- b\nstill\n-->\nend\n', '<!-- b\nstill\n-->\nend'],
    ['  <!-- indented 2 -->\nend\n', 'end'],
    ['<!-- c -->\r\nend\r\nx\r\n', 'end\nx'],
    ['Setext\n===\n<!-- c -->\nend\n', 'Setext\n===\nend'],
    ['| a | b |\n|---|---|\n| 1 | 2 |\n\n<!-- c -->\nend\n', '| a | b |\n|---|---|\n| 1 | 2 |\n\nend'],
    ['\ttab code\n\n<!-- c -->\nend\n', 'tab code\n\nend'],
    ['a  \nb\n<!-- c -->\nz\n', 'a  \nb\nz'],
    ['<!-- c -->\n\n\n\nend\n', 'end'],
    ['***\n<!-- c -->\n- item\n\n  para in item\n', '***\n- item\n\n  para in item'],
    ['```\nunclosed fence\n<!-- c -->\n', '```\nunclosed fence\n<!-- c -->'],
    ['<!-- x -->text directly after\nmore\n', 'text directly after\nmore'],
    ['    indented\n<!-- c -->\n', 'indented'],
    ['<!-- c -->\n- a\n  <!-- nested -->\n', '- a\n  <!-- nested -->'],
    ['a\\\n<!-- c -->\n', 'a\\'],
    ['# T\n\nSee [docs][d].\n[d]: https://x\n\n<!-- c -->\nmore', '# T\n\nSee [docs][d].\n[d]: https://x\n\nmore'],
  ])('%j → %j', (input, expected) => {
    expect(strip(input).trim()).toBe(expected);
  });

  // BUG (§7.3, CLI-confirmed): reference definitions are dropped when a comment block is stripped (see above).
  test('CLI keeps a reference definition directly before a comment block', () => {
    expect(strip('[d]: https://x\n<!-- c -->\nend\n').trim()).toBe('[d]: https://x\nend');
  });
  test('CLI keeps reference definitions after a paragraph and a blank line', () => {
    expect(strip("x\n\n[a]: /u 'title'\n[b]: /v\n\n<!-- c -->\ny\n").trim()).toBe("x\n\n[a]: /u 'title'\n[b]: /v\n\ny");
  });
  test('CLI keeps "See [docs][d]." and its definition (real-world shape)', () => {
    expect(strip('# T\n\nSee [docs][d].\n\n[d]: https://example.com/docs\n\n<!-- hidden -->\nok\n').trim()).toBe('# T\n\nSee [docs][d].\n\n[d]: https://example.com/docs\n\nok');
  });
  // BUG (§7.3 "only top-level html tokens are changed", CLI-confirmed): marked 15's blockquote raw for a
  // blockquote holding an empty list item plus a lazy line contains an extra "\n", so the rebuilt text differs.
  test('CLI leaves a blockquote with a lazy continuation line byte-identical', () => {
    expect(strip('>-\n")|[=\n<!-- c -->\n').trim()).toBe('>-\n")|[=');
  });
});

describe('import extraction agrees with the 2.1.332 CLI (claude-oracle)', () => {
  // Every dN.md existed; the CLI loaded exactly d2 d3 d4 d5 d6 d7 d8 d9 d11 d16 d17 d22.
  const body = [
    '# Root',
    '[x]: @d1.md',
    'para line\n[y]: @d2.md',
    '<span>@d3.md</span> tail',
    '- item @d4.md',
    '| @d5.md | b |',
    'Setext @d6.md\n===',
    '> - @d7.md',
    '<!-- c -->@d8.md',
    '*@d9.md*',
    '~~@d10.md~~',
    '@d11.md<br>',
    '&#64;d13.md',
    '[@d14.md]',
    '![@d15.md](x.png)',
    '## @d16.md ##',
    '<details>\n\n@d17.md\n\n</details>',
    '<div>\n@d18.md\n</div>',
    'text@d19.md',
    '\\@d20.md',
    '@d21.md&nbsp;x',
    '@d22.md\\\nnext',
  ].join('\n\n');
  test('the same existing files are imported', () => {
    const found = imports(body).filter((p) => /^d\d+\.md$/.test(p));
    expect(found).toEqual(['d2.md', 'd3.md', 'd4.md', 'd5.md', 'd6.md', 'd7.md', 'd8.md', 'd9.md', 'd11.md', 'd16.md', 'd17.md', 'd22.md']);
  });
});
