import { formatFileSize, stripInvisible, truncateMemoryIndex } from '../../src/core/memoryIndex.js';

const lines = (n: number, f: (i: number) => string = (i) => `line ${i}`): string => Array.from({ length: n }, (_, i) => f(i + 1)).join('\n');
const TAIL = '. Keep index entries to one line under ~200 chars; move detail into topic files.';

// The vectors below were also checked end to end against the real CLI (see the claude-oracle block at the end).
describe('truncateMemoryIndex (§6.4)', () => {
  test('≤ 200 lines and ≤ 25,000 chars: untouched, no warning', () => {
    const t = lines(200);
    const r = truncateMemoryIndex(t);
    expect(r).toEqual({ content: t, lines: 200, chars: t.length, truncatedByLines: false, truncatedByChars: false, keptLines: 200 });
    expect(r.warning).toBeUndefined();
  });

  test('exactly 25,000 characters on one line: untouched', () => {
    const t = 'a'.repeat(25000);
    expect(truncateMemoryIndex(t)).toMatchObject({ content: t, truncatedByChars: false, truncatedByLines: false });
  });

  test('201 lines: the first 200 are kept; line-cap wording', () => {
    const t = lines(201);
    const r = truncateMemoryIndex(t);
    expect(r.content).toBe(lines(200));
    expect(r).toMatchObject({ lines: 201, truncatedByLines: true, truncatedByChars: false, keptLines: 200, firstDroppedLine: 201 });
    expect(r.warning).toBe(
      '\n\n> WARNING: MEMORY.md is 201 lines (limit: 200). Only part of it was loaded: 1 of 201 lines were cut off, starting at line 201 ("line 201")' + TAIL,
    );
  });

  test('25,001 characters: cut at the last newline at or before 25,000; size-cap wording', () => {
    const t = 'a'.repeat(100) + '\n' + 'b'.repeat(24899) + '\n' + 'c'.repeat(10);
    expect(t.length).toBe(25011);
    const r = truncateMemoryIndex(t);
    expect(r.content).toBe('a'.repeat(100) + '\n' + 'b'.repeat(24899));
    expect(r.content.length).toBe(25000);
    expect(r).toMatchObject({ lines: 3, chars: 25011, truncatedByChars: true, truncatedByLines: false, keptLines: 2, firstDroppedLine: 3 });
    expect(r.warning).toBe(
      '\n\n> WARNING: MEMORY.md is 24.4KB (limit: 24.4KB) — index entries are too long. Only part of it was loaded: 1 of 3 lines were cut off, starting at line 3 ("cccccccccc")' +
        TAIL,
    );
  });

  test('25,001 characters, the line straddling the cap is dropped whole', () => {
    const t = 'x'.repeat(20000) + '\n' + 'y'.repeat(5000);
    expect(t.length).toBe(25001);
    const r = truncateMemoryIndex(t);
    expect(r.content).toBe('x'.repeat(20000));
    expect(r).toMatchObject({ keptLines: 1, firstDroppedLine: 2 });
    expect(r.warning).toContain('1 of 2 lines were cut off, starting at line 2 ("' + 'y'.repeat(79) + '…")');
  });

  test('line 1 alone over the cap: hard cut at 25,000 and the "first N characters of line 1" wording', () => {
    const t = 'x'.repeat(25001);
    const r = truncateMemoryIndex(t);
    expect(r.content).toBe('x'.repeat(25000));
    expect(r).toMatchObject({ lines: 1, chars: 25001, truncatedByChars: true, keptLines: 1, firstDroppedLine: 1 });
    expect(r.warning).toBe(
      '\n\n> WARNING: MEMORY.md is 24.4KB (limit: 24.4KB) — index entries are too long. Only part of it was loaded: everything after the first 25000 characters of line 1 was cut off' +
        TAIL,
    );
  });

  test('line 1 over the cap with more lines after it', () => {
    const r = truncateMemoryIndex('x'.repeat(30000) + '\nabc');
    expect(r.content).toBe('x'.repeat(25000));
    expect(r.warning).toContain('29.3KB (limit: 24.4KB)');
    expect(r.warning).toContain('everything after the first 25000 characters of line 1 was cut off');
  });

  test('both caps: "<N> lines and <size>" wording; the char cut applies to the 200 kept lines', () => {
    const t = lines(300, (i) => (i === 125 ? 'D'.repeat(100) : 'y'.repeat(200)));
    const r = truncateMemoryIndex(t);
    // each line is 201 chars with its newline: 124 lines = 24,923 chars; line 125 would end past 25,000
    expect(r.content).toBe(lines(124, () => 'y'.repeat(200)));
    expect(r).toMatchObject({ lines: 300, truncatedByLines: true, truncatedByChars: true, keptLines: 124, firstDroppedLine: 125 });
    expect(r.warning).toBe(
      `\n\n> WARNING: MEMORY.md is 300 lines and ${formatFileSize(t.length)}. Only part of it was loaded: 176 of 300 lines were cut off, starting at line 125 ("${'D'.repeat(79)}…")` +
        TAIL,
    );
  });

  test('both caps flagged even when the 200 kept lines fit in 25,000 chars', () => {
    const t = lines(201, (i) => (i === 201 ? 'z'.repeat(30000) : 'a'));
    const r = truncateMemoryIndex(t);
    expect(r.content).toBe(lines(200, () => 'a'));
    expect(r.warning).toContain(`MEMORY.md is 201 lines and ${formatFileSize(t.length)}.`);
  });

  test('first-dropped-line preview: ≤ 80 chars whole, longer cut to 79 chars + "…"', () => {
    const at = (dropped: string): string => truncateMemoryIndex(lines(200, () => 'k') + '\n' + dropped).warning!;
    expect(at('p'.repeat(80))).toContain(`("${'p'.repeat(80)}")`);
    expect(at('p'.repeat(81))).toContain(`("${'p'.repeat(79)}…")`);
    expect(at('')).toContain('starting at line 201 ("")');
  });

  test('output stays within both caps', () => {
    for (const t of [lines(1000), lines(150, () => 'z'.repeat(199)), 'q'.repeat(100000), lines(300, () => 'w'.repeat(300))]) {
      const r = truncateMemoryIndex(t);
      expect(r.content.split('\n').length).toBeLessThanOrEqual(200);
      expect(r.content.length).toBeLessThanOrEqual(25000);
      expect(t.startsWith(r.content)).toBe(true);
    }
  });
});

describe('stripInvisible (§6.4 step 7)', () => {
  test.each<[string, string]>([
    ['tab', '\t'],
    ['LF', '\n'],
    ['ZWJ U+200D', '\u200d'],
    ['ZWNJ U+200C', '\u200c'],
    ['VS15 U+FE0E', '\ufe0e'],
    ['VS16 U+FE0F', '\ufe0f'],
    ['emoji ZWJ sequence', '👩\u200d💻'],
    ['ordinary text', 'héllo wörld — 漢字'],
  ])('keeps %s', (_n, s) => {
    expect(stripInvisible(`a${s}b`)).toBe(`a${s}b`);
  });

  test.each<[string, string]>([
    ['CR', '\r'],
    ['NUL', '\u0000'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['NEL U+0085', '\u0085'],
    ['ZWSP U+200B', '\u200b'],
    ['LRM U+200E', '\u200e'],
    ['RLO U+202E', '\u202e'],
    ['LRI U+2066', '\u2066'],
    ['word joiner U+2060', '\u2060'],
    ['BOM U+FEFF', '\ufeff'],
    ['soft hyphen U+00AD', '\u00ad'],
    ['private use U+E000', '\ue000'],
    ['supplementary private use U+F0000', '\u{f0000}'],
    ['tag character U+E0041', '\u{e0041}'],
    ['VS1 U+FE00', '\ufe00'],
    ['unassigned U+0378', '\u0378'],
    ['lone surrogate', '\ud800'],
  ])('removes %s', (_n, s) => {
    expect(stripInvisible(`a${s}b${s}`)).toBe('ab');
  });

  test('CRLF becomes LF', () => {
    expect(stripInvisible('a\r\nb\r\n')).toBe('a\nb\n');
  });
});

describe('formatFileSize (base 1024)', () => {
  test.each<[number, string]>([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1KB'],
    [1536, '1.5KB'],
    [25000, '24.4KB'],
    [25001, '24.4KB'],
    [60199, '58.8KB'],
    [1048576, '1MB'],
    [5 * 1048576 + 1, '5MB'],
    [1073741824, '1GB'],
  ])('%d → %s', (n, s) => {
    expect(formatFileSize(n)).toBe(s);
  });
});

/**
 * Recorded with /work/shared/oracle/claude-oracle.mjs against the real Claude Code 2.1.332 CLI: MEMORY.md as the
 * model received it equals truncateMemoryIndex(trimmed) → stripInvisible → trim, plus the warning.
 */
describe('MEMORY.md pipeline agrees with the 2.1.332 CLI (claude-oracle)', () => {
  const rendered = (raw: string): string => {
    const t = truncateMemoryIndex(raw.trim());
    return stripInvisible(t.content).trim() + (t.warning ?? '');
  };
  test('invisible characters stripped after the 200-line cut; 80-char preview with ellipsis', () => {
    const raw = [...Array.from({ length: 200 }, (_, i) => (i === 0 ? 'L1 \u200bzw\u202e\u00adsh\u200d\ufe0f' : `line ${i + 1}`)), 'D'.repeat(100), 'tail'].join('\n');
    const out = rendered(raw);
    expect(out.startsWith('L1 zwsh\u200d\ufe0f\nline 2\n')).toBe(true);
    expect(out.endsWith(
      'line 199\nline 200\n\n> WARNING: MEMORY.md is 202 lines (limit: 200). Only part of it was loaded: 2 of 202 lines were cut off, starting at line 201 ("' +
        'D'.repeat(79) + '…")' + TAIL,
    )).toBe(true);
  });
  test('an exactly-80-char first dropped line is shown whole; 81 chars get the ellipsis', () => {
    expect(rendered([...Array(200).fill('k'), 'p'.repeat(80)].join('\n'))).toBe(
      Array(200).fill('k').join('\n') + '\n\n> WARNING: MEMORY.md is 201 lines (limit: 200). Only part of it was loaded: 1 of 201 lines were cut off, starting at line 201 ("' + 'p'.repeat(80) + '")' + TAIL,
    );
    expect(rendered([...Array(200).fill('k'), 'p'.repeat(81)].join('\n'))).toBe(
      Array(200).fill('k').join('\n') + '\n\n> WARNING: MEMORY.md is 201 lines (limit: 200). Only part of it was loaded: 1 of 201 lines were cut off, starting at line 201 ("' + 'p'.repeat(79) + '…")' + TAIL,
    );
  });
  test('one 25,001-char line', () => {
    expect(rendered('x'.repeat(25001))).toBe(
      'x'.repeat(25000) + '\n\n> WARNING: MEMORY.md is 24.4KB (limit: 24.4KB) — index entries are too long. Only part of it was loaded: everything after the first 25000 characters of line 1 was cut off' + TAIL,
    );
  });
  test('300 lines of 200 chars: both caps', () => {
    expect(rendered(Array(300).fill('y'.repeat(200)).join('\n'))).toBe(
      Array(124).fill('y'.repeat(200)).join('\n') +
        '\n\n> WARNING: MEMORY.md is 300 lines and 58.9KB. Only part of it was loaded: 176 of 300 lines were cut off, starting at line 125 ("' + 'y'.repeat(79) + '…")' + TAIL,
    );
  });
});
