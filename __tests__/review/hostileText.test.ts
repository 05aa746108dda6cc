/**
 * Directive extraction, the contradiction search and the text scanners on hostile text: the linear
 * rewrites of backtracking regexes return exactly what the regexes return, and past their limits the
 * analyses stop and say so. (No timing is asserted: jest's timeout is the hang guard; each input below
 * took minutes before.)
 */
import fc from 'fast-check';
import { EXTRACT_LIMITS, extractDirectives, extractDirectivesChecked, findConflicts, type Directive } from '../../src/core/contradictions/index.js';
import { dropAngleUrls, dropTags, replaceCodeSpans, trimEndOf, unlink } from '../../src/core/contradictions/linear.js';
import { cleanMarkdown } from '../../src/core/contradictions/text.js';
import { SCAN_LIMITS, scanReferences, scanSecrets } from '../../src/core/review/scanners.js';

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 300) };

/** Text made of the delimiters the cleaning regexes trip on. */
const delimited = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('`', '``', '```', '[', ']', '(', ')', '![', '<', '>', '</a>', '<a ', '<br/>', '<http://x', '<https://a.b>', '_', '__', '*', '!', '.', ' ', '\t', '\n', '\u2028', 'x', 'a/b.md', '"', '#', ':', '/', 'eyJ', 'eyJhbGciOiJIUzI1NiJ9', 'abcdefghij0123', '-') },
      { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
    ),
    { maxLength: 60 },
  )
  .map((a) => a.join(''));

describe('linear rewrites of the markdown-cleaning regexes', () => {
  test('each returns what its regex returns', () => {
    fc.assert(
      fc.property(delimited, (s) => {
        const viaRegex: string[] = [];
        const viaScan: string[] = [];
        expect(replaceCodeSpans(s, (b) => (viaScan.push(b), `<${viaScan.length}>`))).toBe(s.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_m, _t, b: string) => (viaRegex.push(b), `<${viaRegex.length}>`)));
        expect(viaScan).toEqual(viaRegex);
        expect(unlink(s, 'image')).toBe(s.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1'));
        expect(unlink(s, 'inline')).toBe(s.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1'));
        expect(unlink(s, 'reference')).toBe(s.replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1'));
        expect(dropAngleUrls(s)).toBe(s.replace(/<(https?:\/\/[^>\s]+)>/g, ' '));
        expect(dropTags(s)).toBe(s.replace(/<\/?[a-zA-Z][\w-]*(\s[^>]*)?\/?>/g, ' '));
        expect(trimEndOf(s, '.:/')).toBe(s.replace(/[.:/]+$/, ''));
      }),
      RUNS,
    );
  });

  test('they finish on the runs that made the regexes backtrack for minutes', () => {
    for (const s of ['`'.repeat(3000), '``'.repeat(50_000), '[a]('.repeat(100_000), '![]('.repeat(100_000), '[('.repeat(100_000), '<http://t'.repeat(50_000), '<A\t'.repeat(100_000)]) {
      expect(typeof replaceCodeSpans(s, (b) => b)).toBe('string');
      for (const k of ['image', 'inline', 'reference'] as const) expect(unlink(s, k).length).toBeLessThanOrEqual(s.length);
      expect(dropAngleUrls(s).length).toBeLessThanOrEqual(s.length);
      expect(dropTags(s).length).toBeLessThanOrEqual(s.length);
    }
    expect(cleanMarkdown('Use ' + '`'.repeat(3000) + ' now.').text).toContain('Use');
    expect(cleanMarkdown('a' + '_'.repeat(100_000) + 'x').text).toContain('a_');
  });
});

describe('directive extraction on hostile files', () => {
  test('lines that backtracked (blockquote runs, table separators, tag runs, list markers) are read in one pass', () => {
    const lines = [
      '>'.repeat(200_000) + ' Always run the tests.',
      '| a | b |',
      ' '.repeat(100_000) + 'x',
      '|--' + ' '.repeat(100_000) + 'x',
      '<a ' + '/><a '.repeat(40) + '-',
      '- ' + ' '.repeat(100_000) + '\u2028',
      'Note this:',
      // every line ends with a colon: the lead-in was joined again at each line (quadratic)
      ...Array.from({ length: 15_000 }, () => 'continuation of the lead-in:'),
      '- Never use npm.',
    ];
    const ds = extractDirectives('CLAUDE.md', lines.join('\n'));
    expect(ds[0]).toMatchObject({ line: 1, text: 'Always run the tests.' });
    expect(ds.at(-1)).toMatchObject({ text: 'Never use npm.' });
  });

  test('one paragraph of 100,000 lines, and one sentence of abbreviations, split in linear time', () => {
    const { directives: ds } = extractDirectivesChecked('CLAUDE.md', 'Run it.\n'.repeat(100_000));
    expect(ds.slice(0, 2).map((d) => [d.line, d.text])).toEqual([
      [1, 'Run it.'],
      [2, 'Run it.'],
    ]);
    expect(extractDirectivesChecked('CLAUDE.md', 'e.g. A '.repeat(50_000)).directives.length).toBeLessThanOrEqual(1);
    expect(extractDirectivesChecked('CLAUDE.md', 'Use ' + '`'.repeat(1500) + ' x ' + '`'.repeat(1499) + ' y.').directives).toHaveLength(1);
  });

  test('past maxDirectives the rest of the file is not read, and `limited` says from which line', () => {
    const r = extractDirectivesChecked('CLAUDE.md', '- item\n'.repeat(EXTRACT_LIMITS.maxDirectives + 500));
    expect(r.directives).toHaveLength(EXTRACT_LIMITS.maxDirectives);
    expect(r.limited).toBe(`not analysed: the rest of the file from line ${(EXTRACT_LIMITS.maxDirectives + 1).toLocaleString('en-US')} on, after the first ${EXTRACT_LIMITS.maxDirectives.toLocaleString('en-US')} directives (${(EXTRACT_LIMITS.maxDirectives * 4).toLocaleString('en-US')} characters)`);
  });

  test('past maxChars of directive text, and over-long sentences, are not analysed either', () => {
    const sentence = 'Always run the full test suite before you push any change to the main branch. ';
    const r = extractDirectivesChecked('CLAUDE.md', sentence.repeat(Math.ceil(EXTRACT_LIMITS.maxChars / (sentence.length - 1)) + 10));
    expect(r.directives.reduce((n, d) => n + d.text.length, 0)).toBeLessThanOrEqual(EXTRACT_LIMITS.maxChars);
    expect(r.limited).toMatch(/^not analysed: the rest of the file from line 1 on, after the first [\d,]+ directives/);
    const long = extractDirectivesChecked('CLAUDE.md', `- ${'word '.repeat(EXTRACT_LIMITS.maxSentenceChars)}\n- Use pnpm.\n`);
    expect(long.directives.map((d) => d.text)).toEqual(['Use pnpm.']);
    expect(long.limited).toBe(`not analysed: 1 sentence over ${EXTRACT_LIMITS.maxSentenceChars.toLocaleString('en-US')} characters`);
  });

  test('lines past maxLines are not read', () => {
    const r = extractDirectivesChecked('CLAUDE.md', '\n'.repeat(EXTRACT_LIMITS.maxLines) + '- Use pnpm.\n');
    expect(r.directives).toEqual([]);
    expect(r.limited).toBe(`not analysed: the rest of the file after line ${EXTRACT_LIMITS.maxLines.toLocaleString('en-US')}`);
  });

  test('an ordinary file is read in full', () => {
    expect(extractDirectivesChecked('CLAUDE.md', '# Rules\n\n- Use pnpm.\n- Never use npm.\n').limited).toBeUndefined();
  });
});

describe('contradiction search on hostile files', () => {
  const dirs = (path: string, text: string): Directive[] => extractDirectives(path, text);

  test('thousands of copies of the same two clashing statements are compared once: one contradiction', () => {
    const n = 1000;
    const directives = new Map([
      ['A.md', dirs('A.md', '- Use pnpm for installs.\n'.repeat(n))],
      ['B.md', dirs('B.md', '- Use npm for installs.\n'.repeat(n))],
    ]);
    const found = findConflicts(directives, [{ id: 'c', label: 'c', files: ['A.md', 'B.md'] }]);
    expect(found.filter((c) => c.rule === 'contradiction')).toHaveLength(1);
  });

  test('thousands of different clashing values: the search stops at its budget, and onLimit says so', () => {
    const lines = (from: number) => Array.from({ length: 1500 }, (_, i) => `- Keep lines under ${from + i} characters.`).join('\n') + '\n';
    const directives = new Map([
      ['A.md', dirs('A.md', lines(100))],
      ['B.md', dirs('B.md', lines(5000))],
    ]);
    const notes: string[] = [];
    const found = findConflicts(directives, [{ id: 'c', label: 'c', files: ['A.md', 'B.md'] }], { onLimit: (d) => notes.push(d) });
    expect(found.length).toBeGreaterThan(0);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/longer than \d+ compared by their first|stopped after/);
  });

  test('the same sentence thousands of times is reported once per copy, against the first copy it loads with', () => {
    const directives = new Map([['A.md', dirs('A.md', 'Always run the full test suite before pushing.\n\n'.repeat(3000))]]);
    const dups = findConflicts(directives, [{ id: 'c', label: 'c', files: ['A.md'] }]).filter((c) => c.rule === 'duplicate');
    expect(dups).toHaveLength(2999);
    expect(new Set(dups.map((d) => d.a.line))).toEqual(new Set([1]));
  });

  test('ordinary files never reach the limits', () => {
    const directives = new Map([
      ['A.md', dirs('A.md', '- Use pnpm.\n- Indent with 2 spaces.\n')],
      ['B.md', dirs('B.md', '- Use npm.\n')],
    ]);
    const notes: string[] = [];
    expect(findConflicts(directives, [{ id: 'c', label: 'c', files: ['A.md', 'B.md'] }], { onLimit: (d) => notes.push(d) }).length).toBe(1);
    expect(notes).toEqual([]);
  });
});

/** The reference scanner's matching as it was written with regexes (the oracle for the linear scan). */
function referenceMatchesByRegex(line: string): { code: string[]; links: { image: boolean; target: string }[] } {
  return {
    code: [...line.matchAll(/(`+)([^`]+?)\1(?!`)/g)].map((m) => m[2]),
    links: [...line.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)].map((m) => ({ image: !!m[1], target: m[2] })),
  };
}

describe('scanners on hostile files', () => {
  test('code spans and links are found exactly where the regexes found them', () => {
    const linky = fc
      .array(fc.constantFrom('`', '``', '[', ']', '(', ')', '![', '<', '>', ' ', '\t', 'a', 'b/c.md', '"', "'", 'x/y.ts', '](', '#', ':'), { maxLength: 40 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(linky, (line) => {
        const exists = (p: string) => p.length % 2 === 0;
        const refs = scanReferences('d/f.md', line, exists);
        const oracle = referenceMatchesByRegex(line);
        // every reference comes from a regex match of its kind, in order
        const code = refs.filter((r) => r.kind === 'code').map((r) => r.raw);
        const links = refs.filter((r) => r.kind === 'link').map((r) => r.raw);
        expect(oracle.code.filter((c) => code.includes(c))).toEqual(code.filter((c, i) => code.indexOf(c) === i));
        for (const t of links) expect(oracle.links.some((l) => !l.image && (l.target === t || decodeURIComponentSafe(l.target) === t))).toBe(true);
      }),
      RUNS,
    );
  });

  test('a JSON Web Token is found where the regex finds it, and runs of `-eyJ` finish', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    fc.assert(
      fc.property(fc.array(fc.constantFrom(jwt, '-', 'eyJ', '.', ' ', 'abcdefghij0123', 'x'), { maxLength: 20 }), (parts) => {
        const s = parts.join('');
        const byRegex = [...s.matchAll(/\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g)].filter((m) => new Set(m[0]).size >= 10);
        expect(scanSecrets(s).filter((h) => h.kind === 'a JSON Web Token').length).toBe(byRegex.length);
      }),
      RUNS,
    );
    expect(scanSecrets('-eyJ'.repeat(100_000))).toEqual([]);
  });

  test('past maxReferences the scan stops and says where', () => {
    const line = Array.from({ length: SCAN_LIMITS.maxReferences + 100 }, (_, i) => `\`src/f${i}.ts\``).join(' ');
    const notes: string[] = [];
    const refs = scanReferences('CLAUDE.md', `# Paths\n${line}\n`, () => false, (d) => notes.push(d));
    expect(refs).toHaveLength(SCAN_LIMITS.maxReferences);
    expect(notes).toEqual([`only the first ${SCAN_LIMITS.maxReferences.toLocaleString('en-US')} path references are checked; the scan stopped at line 2`]);
  });

  test('lines that made the scanners backtrack finish', () => {
    for (const l of ['`'.repeat(200_000), '['.repeat(200_000), '[a]('.repeat(100_000), '`' + ','.repeat(100_000) + 'x,`', '`a' + '/'.repeat(100_000) + 'x/`'])
      expect(Array.isArray(scanReferences('CLAUDE.md', l, () => true))).toBe(true);
  });
});

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
