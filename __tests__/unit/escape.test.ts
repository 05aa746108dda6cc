import fc from 'fast-check';
import { Lexer, marked, type Token, type Tokens } from 'marked';
import {
  COMMENT_MARKER_PREFIX,
  escapeWorkflowData,
  escapeWorkflowProperty,
  groupDigits,
  mdCode,
  mdFence,
  mdLink,
  mdTableCell,
  mdText,
  truncateChars,
  visibleInvisibles,
} from '../../src/report/escape.js';

/** FC_RUNS=20000 npm test -- __tests__/unit/escape.test.ts for a deeper search. */
const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 400) };
const GFM = { gfm: true } as const;

// ---------------------------------------------------------------------------------------------------
// What GitHub does after rendering, reimplemented for the checks below.

/** Decodes the entities a markdown renderer leaves in HTML text. */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot);/gi, (m, e: string) => {
    const l = e.toLowerCase();
    if (l === 'amp') return '&';
    if (l === 'lt') return '<';
    if (l === 'gt') return '>';
    if (l === 'quot') return '"';
    const cp = l.startsWith('#x') ? parseInt(l.slice(2), 16) : parseInt(l.slice(1), 10);
    return String.fromCodePoint(cp);
  });
}

/** The text of rendered HTML outside `code`, `pre` and `a` elements: where GitHub looks for mentions. */
function mentionScannedText(html: string): string {
  const outside = html.replace(/<(code|pre|a)\b[^>]*>[\s\S]*?<\/\1>/g, ' ');
  return decodeEntities(outside.replace(/<[^>]+>/g, ' '));
}

/** GitHub's user and team mention patterns (html-pipeline MentionFilter, TeamMentionFilter). */
const MENTION = /(?:^|[^\p{L}\p{N}_])@[a-z0-9]/iu;

/** The tags marked may produce for our output; anything else would be HTML the author injected. */
const ALLOWED_TAGS = /^<\/?(p|code|pre|table|thead|tbody|tr|th|td|a|br)(\s[^>]*)?>$/;

function tagsOf(html: string): string[] {
  return html.match(/<[^>]*>/g) ?? [];
}

function inlineTokens(md: string): Token[] {
  const toks = Lexer.lex(md, GFM).filter((t) => t.type !== 'space');
  if (toks.length === 0) return [];
  expect(toks).toHaveLength(1);
  expect(toks[0].type).toBe('paragraph');
  return (toks[0] as Tokens.Paragraph).tokens;
}

function allTokens(ts: Token[]): Token[] {
  return ts.flatMap((t) => [t, ...allTokens((t as { tokens?: Token[] }).tokens ?? [])]);
}

/** No lone surrogate (String.prototype.isWellFormed is ES2024). */
const wellFormed = (s: string): boolean => !/\p{Cs}/u.test(s);

const LINE_BREAKS = /\r\n|[\r\n\t\v\f\u0085\u2028\u2029]/g;
/** What a reader should see for mdText(s): line breaks as spaces, invisibles as markers, @ unchanged. */
function visibleText(s: string): string {
  return visibleInvisibles(s.replace(LINE_BREAKS, ' '));
}

/** CommonMark strips leading/trailing spaces of a paragraph (ASCII space and tab only). */
const trimSpaces = (s: string): string => s.replace(/^[ \t]+|[ \t]+$/g, '');

// ---------------------------------------------------------------------------------------------------
// Arbitraries: hostile markdown fragments mixed with arbitrary strings.

const hostileFragment = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<!--', '-->', COMMENT_MARKER_PREFIX, '<!-- memory-review:sticky -->', '<details>', '</td>',
      '@octocat', '@org/team', 'a@b.com', '@', '\\@x', '`', '``', '```', '~~~', '|', '\\|', '\\\\|', '\\', '*', '_', '**x**', '~~x~~', '[x](javascript:alert(1))',
      '![i](https://e/i.png)', '[ref]: https://evil', '<https://evil>', 'https://evil.example/x', 'www.evil.example', 'javascript:', '# ', '1. ', '1) ', '- ', '+ ', '> ',
      '> [!NOTE]', '---', '===', '    ', '\t', '\n', '\r\n', '\r', '\u2028', '\u0085', '\u202e', '\u2066', '\u061c', '\u200b', '\ufeff', '\u0000', '\u001b[31m', '\u007f',
      '\u{e0041}', '\u{e0100}', '\ud800', '\udc00', '😀', 'é', '&amp;', '&lt;', '&#64;', '&#x3C;', '$x$', '$$', ':smile:', '#123', 'owner/repo#1', '{', '}', '%', ',', ':',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
);
const hostile = fc.array(hostileFragment, { maxLength: 40 }).map((a) => a.join(''));
const anyText = fc.oneof(hostile, fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme-composite' }));

// ---------------------------------------------------------------------------------------------------

describe('visibleInvisibles', () => {
  test.each([
    ['a\u202eb', 'a⟨U+202E⟩b'],
    ['\u200b', '⟨U+200B⟩'],
    ['x\u{e0041}y', 'x⟨U+E0041⟩y'],
    ['\u0000\u001b\u007f\u0085', '⟨U+0000⟩⟨U+001B⟩⟨U+007F⟩⟨U+0085⟩'],
    ['\u061c', '⟨U+061C⟩'],
    ['\ud800x', '⟨U+D800⟩x'],
    ['\u{e0101}', '⟨U+E0101⟩'],
    ['tab\tlf\ncr\r', 'tab\tlf\ncr\r'],
    ['é😀 ordinary', 'é😀 ordinary'],
    ['❤\ufe0f', '❤\ufe0f'],
  ])('%j → %j', (input, out) => {
    expect(visibleInvisibles(input)).toBe(out);
  });

  test('every default-ignorable code point of plane 14 (U+E0000–U+E0FFF, tags and unassigned included) is shown', () => {
    for (const cp of [0xe0000, 0xe0001, 0xe0041, 0xe007f, 0xe0080, 0xe00ff, 0xe0100, 0xe01ef, 0xe01f0, 0xe0fff]) {
      expect(visibleInvisibles(`a${String.fromCodePoint(cp)}b`)).toBe(`a⟨U+${cp.toString(16).toUpperCase()}⟩b`);
    }
  });

  test('property: output has no control (but tab/LF/CR), bidi, zero-width, tag or lone-surrogate characters; idempotent', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const o = visibleInvisibles(s);
        expect(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(o)).toBe(false);
        expect(/[\u{e0000}-\u{e01ef}]|\p{Cs}/u.test(o)).toBe(false);
        expect(wellFormed(o)).toBe(true);
        expect(visibleInvisibles(o)).toBe(o);
      }),
      RUNS,
    );
  });
});

describe('mdText', () => {
  test('escapes HTML, markdown syntax, mentions and autolinks', () => {
    expect(mdText('<script>alert(1)</script>')).toBe('&lt;script&gt;alert\\(1\\)&lt;/script&gt;');
    expect(mdText('**bold** _i_ `c` [l](u) ~~s~~ | # + - ! {x} $m$ a=b')).toBe(
      '\\*\\*bold\\*\\* \\_i\\_ \\`c\\` \\[l\\]\\(u\\) \\~\\~s\\~\\~ \\| \\# \\+ \\- \\! \\{x\\} \\$m\\$ a\\=b',
    );
    expect(mdText('ping @octocat and @org/team')).toBe('ping @&#8288;octocat and @&#8288;org/team');
    expect(mdText('see https://evil.example and www.evil.example')).toBe('see https\\://evil.example and www\\.evil.example');
    expect(mdText('a & b &amp; c')).toBe('a &amp; b &amp;amp; c');
    expect(mdText('line1\nline2\r\nline3\rline4')).toBe('line1 line2 line3 line4');
    expect(mdText('a\u202eb')).toBe('a⟨U\\+202E⟩b');
  });

  test('never contains "<!--" or the sticky marker, even when the input is the marker', () => {
    const out = mdText(`${COMMENT_MARKER_PREFIX} v1 -->`);
    expect(out).not.toContain('<!--');
    expect(out).not.toContain('<');
    expect(marked.parse(out, GFM)).toBe('<p>&lt;!-- memory-review v1 --&gt;</p>\n');
  });

  test('a leading ordered-list marker or indentation does not start a block', () => {
    expect(inlineTokens(`${mdText('1. item')}`).map((t) => t.type)).not.toContain('list');
    expect(Lexer.lex(mdText('1. item'), GFM)[0].type).toBe('paragraph');
    expect(Lexer.lex(mdText('      indented'), GFM)[0].type).toBe('paragraph');
    expect(Lexer.lex(mdText('> [!WARNING]'), GFM)[0].type).toBe('paragraph');
    expect(Lexer.lex(`para\n${mdText('===')}`, GFM)[0].type).toBe('paragraph');
    expect(Lexer.lex(mdText('---'), GFM)[0].type).toBe('paragraph');
  });

  test('renders the exact visible text; @ does not ping', () => {
    expect(mentionScannedText(marked.parse(mdText('hi @octocat'), GFM) as string)).toContain('@\u2060octocat');
    expect(MENTION.test(mentionScannedText(marked.parse(mdText('hi @octocat'), GFM) as string))).toBe(false);
  });

  test('property: re-lexed by marked (GFM) it is one paragraph of text and escapes only', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const md = mdText(s);
        expect(md).not.toMatch(/[\n\r<]/);
        for (const t of allTokens(inlineTokens(md))) expect(['text', 'escape']).toContain(t.type);
      }),
      RUNS,
    );
  });

  test('property: rendered, it shows exactly the visible text and no tag, mention, link or comment', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const html = marked.parse(mdText(s), GFM) as string;
        for (const tag of tagsOf(html)) expect(tag).toMatch(/^<\/?p>$/);
        const shown = mentionScannedText(html);
        expect(MENTION.test(shown)).toBe(false);
        expect(trimSpaces(shown.replace(/\n$/, '').replace(/^ | $/g, '')).replace(/@\u2060/g, '@')).toBe(trimSpaces(visibleText(s)));
      }),
      RUNS,
    );
  });
});

describe('mdTableCell', () => {
  const table = (cells: string[]): string => `| ${cells.map((_, i) => `h${i}`).join(' | ')} |\n| ${cells.map(() => '---').join(' | ')} |\n| ${cells.join(' | ')} |\n`;

  test('a pipe, newline or HTML in a cell stays in that cell', () => {
    const cells = ['a | b', 'x\ny', '<td>z</td>', '\\|'];
    const t = Lexer.lex(table(cells.map(mdTableCell)), GFM)[0] as Tokens.Table;
    expect(t.type).toBe('table');
    expect(t.rows[0].map((c) => decodeEntities(c.text.replace(/\\(.)/g, '$1')))).toEqual(['a | b', 'x y', '<td>z</td>', '\\|']);
  });

  test('property: a row of escaped cells has exactly as many cells, each rendering its visible text', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 4 }), (cells) => {
        const md = table(cells.map(mdTableCell));
        const toks = Lexer.lex(md, GFM).filter((x) => x.type !== 'space');
        expect(toks).toHaveLength(1);
        const t = toks[0] as Tokens.Table;
        expect(t.type).toBe('table');
        expect(t.rows).toHaveLength(1);
        expect(t.rows[0]).toHaveLength(cells.length);
        for (const cell of cells.map(mdTableCell)) {
          // no raw pipe: every | is preceded by an odd number of backslashes (GitHub and marked agree then)
          for (const m of cell.matchAll(/(\\*)\|/g)) expect(m[1].length % 2).toBe(1);
          expect(cell).not.toMatch(/[\n\r]/);
        }
        const html = marked.parse(md, GFM) as string;
        for (const tag of tagsOf(html)) expect(tag).toMatch(ALLOWED_TAGS);
        expect(MENTION.test(mentionScannedText(html))).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('mdCode', () => {
  test.each([
    ['plain', '`plain`'],
    ['a`b', '``a`b``'],
    ['`start', '`` `start ``'],
    ['end`', '`` end` ``'],
    ['``', '``` `` ```'],
    [' both ', '`  both  `'],
    ['   ', '`   `'],
    ['', '` `'],
    ['two\nlines', '`two lines`'],
  ])('%j → %j', (input, out) => {
    expect(mdCode(input)).toBe(out);
  });

  test('comment openers are broken by a word joiner; @ stays (code is not scanned for mentions)', () => {
    const c = mdCode(`${COMMENT_MARKER_PREFIX} -->`);
    expect(c).not.toContain('<!--');
    expect(c).toBe('`<!-\u2060- memory-review -->`');
    expect(mdCode('@octocat')).toBe('`@octocat`');
  });

  test('table mode escapes pipes the way GitHub splits rows', () => {
    expect(mdCode('a|b', { table: true })).toBe('`a\\|b`');
    const t = Lexer.lex(`| h |\n|---|\n| ${mdCode('a|b', { table: true })} |`, GFM)[0] as Tokens.Table;
    expect(t.rows[0]).toHaveLength(1);
    expect(t.rows[0][0].tokens).toEqual([expect.objectContaining({ type: 'codespan', text: 'a|b' })]);
  });

  const expectedCode = (s: string): string => visibleInvisibles(s.replace(LINE_BREAKS, ' ')).replace(/<!--/g, '<!-\u2060-');

  test('property: lexed between words it is exactly one code span holding the visible text', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const md = mdCode(s);
        expect(md).not.toContain('<!--');
        expect(md).not.toMatch(/[\n\r]/);
        const toks = inlineTokens(`x ${md} y`);
        expect(toks.map((t) => t.type)).toEqual(['text', 'codespan', 'text']);
        const want = expectedCode(s);
        expect((toks[1] as Tokens.Codespan).text).toBe(want === '' ? ' ' : want);
        const html = marked.parse(`x ${md} y`, GFM) as string;
        for (const tag of tagsOf(html)) expect(tag).toMatch(ALLOWED_TAGS);
      }),
      RUNS,
    );
  });

  /** cmark-gfm's row splitting: `\|` is an escaped pipe (longest match), then one backslash before each pipe is removed. */
  function githubCells(row: string): string[] {
    const inner = row.trim().replace(/^\|/, '');
    const cells: string[] = [];
    let cur = '';
    for (let i = 0; i < inner.length; i++) {
      if (inner[i] === '\\' && inner[i + 1] === '|') {
        cur += '|';
        i++;
      } else if (inner[i] === '|') {
        cells.push(cur);
        cur = '';
      } else cur += inner[i];
    }
    if (cur.trim()) cells.push(cur);
    return cells.map((c) => c.trim());
  }

  test('property: in table mode a cell holds exactly the code span (GitHub row splitting)', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 3 }), (codes) => {
        const row = `| ${codes.map((c) => mdCode(c, { table: true })).join(' | ')} |`;
        const cells = githubCells(row);
        expect(cells).toHaveLength(codes.length);
        cells.forEach((cell, i) => {
          const toks = Lexer.lexInline(cell, GFM);
          expect(toks.map((t) => t.type)).toEqual(['codespan']);
          const want = expectedCode(codes[i]);
          expect((toks[0] as Tokens.Codespan).text).toBe(want === '' ? ' ' : want);
        });
      }),
      RUNS,
    );
  });
});

describe('mdFence', () => {
  test('a fence longer than any backtick run; info string sanitised; marker broken', () => {
    expect(mdFence('a\n```\nb', 'md')).toBe('````md\na\n```\nb\n````');
    expect(mdFence('x', 'ts` onerror=1')).toBe('```tsonerror1\nx\n```');
    expect(mdFence('')).toBe('```\n```');
    expect(mdFence('a\r\nb\rc\n')).toBe('```\na\nb\nc\n```');
    const f = mdFence(`keep\n${COMMENT_MARKER_PREFIX} -->\n`);
    expect(f).not.toContain(COMMENT_MARKER_PREFIX);
    expect(f).not.toContain('<!--');
  });

  const adversarialLines = fc
    .array(fc.oneof(fc.constantFrom('```', '````', '~~~', '~~~~~', '    ```', '   ```', ' ``` ', '```js', '`', '<!--', '-->', '</pre>', '<script>', '@octocat', '\u202e', ''), hostile), { maxLength: 20 })
    .map((ls) => ls.join('\n'));

  test('property: the whole block lexes as one code block whose text is the (visible) input', () => {
    fc.assert(
      fc.property(fc.oneof(adversarialLines, anyText), fc.constantFrom('', 'md', 'yaml', 'x`y'), (s, lang) => {
        const md = mdFence(s, lang);
        expect(md).not.toContain('<!--');
        const toks = Lexer.lex(`before\n\n${md}\n\nafter\n`, GFM).filter((t) => t.type !== 'space');
        expect(toks.map((t) => t.type)).toEqual(['paragraph', 'code', 'paragraph']);
        const body = visibleInvisibles(s.replace(/\r\n?/g, '\n')).replace(/<!--/g, '<!-\u2060-');
        expect((toks[1] as Tokens.Code).text).toBe(body.endsWith('\n') ? body.slice(0, -1) : body);
        expect((toks[2] as Tokens.Paragraph).text).toBe('after');
        const html = marked.parse(md, GFM) as string;
        for (const tag of tagsOf(html)) expect(tag).toMatch(ALLOWED_TAGS);
      }),
      RUNS,
    );
  });
});

describe('mdLink', () => {
  test('http(s) links are percent-encoded so the destination cannot end early', () => {
    expect(mdLink('docs', 'https://example.com/a b(c)<d>|e')).toBe('[docs](https://example.com/a%20b%28c%29%3Cd%3E%7Ce)');
    expect(mdLink('[x]', 'http://example.com/')).toBe('[\\[x\\]](http://example.com/)');
  });

  test.each(['javascript:alert(1)', 'data:text/html,<script>', 'file:///etc/passwd', 'vbscript:x', 'not a url', '', 'https://user:pw@example.com/', '//example.com'])('%j is not linked', (url) => {
    expect(mdLink('t @x', url)).toBe(mdText('t @x'));
  });

  test('property: at most one link whose href is the encoded URL; no HTML', () => {
    const url = fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string(), hostile.map((h) => 'https://example.com/' + h));
    fc.assert(
      fc.property(anyText, url, (text, u) => {
        const md = mdLink(text, u);
        const toks = allTokens(inlineTokens(`x ${md} y`));
        const links = toks.filter((t) => t.type === 'link');
        expect(links.length).toBeLessThanOrEqual(1);
        expect(toks.filter((t) => ['html', 'image', 'codespan'].includes(t.type))).toEqual([]);
        if (links.length) {
          const href = (links[0] as Tokens.Link).href;
          expect(href).toMatch(/^https?:\/\//);
          expect(href).not.toMatch(/[\s()<>|]/);
          expect(new URL(href).href).toBe(href);
        }
      }),
      RUNS,
    );
  });
});

describe('truncateChars', () => {
  test('cuts to the limit including the note, never inside a surrogate pair', () => {
    expect(truncateChars('abcdef', 10)).toBe('abcdef');
    expect(truncateChars('abcdef', 4)).toBe('abc…');
    expect(truncateChars('abcdef', 4, ' [cut]')).toBe(' [cu');
    expect(truncateChars('ab😀cd', 4)).toBe('ab…');
    expect(truncateChars('abc', 0)).toBe('');
  });

  test('property: never longer than max, well-formed when the input is, a prefix plus the note', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: -2, max: 40 }), fc.constantFrom('…', '', ' (truncated)'), (s, max, note) => {
        const o = truncateChars(s, max, note);
        expect(o.length).toBeLessThanOrEqual(Math.max(0, max));
        expect(wellFormed(o)).toBe(true);
        if (s.length <= max) expect(o).toBe(s);
        else if (note.length < max) {
          expect(o.endsWith(note)).toBe(true);
          expect(s.startsWith(o.slice(0, o.length - note.length))).toBe(true);
          expect(o.length).toBeGreaterThanOrEqual(max - 1);
        }
      }),
      RUNS,
    );
  });
});

describe('workflow command escaping', () => {
  test('a file name cannot inject a command', () => {
    const evil = 'a.md,line=1::\n::error::pwned%0A\r';
    expect(escapeWorkflowData(evil)).toBe('a.md,line=1::%0A::error::pwned%250A%0D');
    expect(escapeWorkflowProperty(evil)).toBe('a.md%2Cline=1%3A%3A%0A%3A%3Aerror%3A%3Apwned%250A%0D');
  });

  /** The runner's decoding (actions/runner ActionCommand.Unescape*). */
  const unescapeData = (s: string): string => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
  const unescapeProperty = (s: string): string => unescapeData(s.replace(/%3A/g, ':').replace(/%2C/g, ','));

  test('property: no CR/LF, properties have no , or :; the runner decodes back to the input', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.stringMatching(/^[%0-9A-Fa-f:,\r\n]{0,20}$/)), (s) => {
        const d = escapeWorkflowData(s);
        const p = escapeWorkflowProperty(s);
        expect(d).not.toMatch(/[\r\n]/);
        expect(p).not.toMatch(/[\r\n,:]/);
        expect(unescapeData(d)).toBe(s);
        expect(unescapeProperty(p)).toBe(s);
      }),
      RUNS,
    );
  });
});

describe('groupDigits', () => {
  test('is toLocaleString("en-US") for every number', () => {
    for (const x of [0, -0, 1, 12, 123, 999, 1000, 1234, 12345, 123456, 1234567, -1, -1000, -1234567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 60, 1.5, 0.1234, 1e21, NaN, Infinity, -Infinity])
      expect([x, groupDigits(x)]).toEqual([x, x.toLocaleString('en-US')]);
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), (x) => groupDigits(x) === x.toLocaleString('en-US')),
      { numRuns: 3000 },
    );
  });
});
