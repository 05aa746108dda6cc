import { parseFrontmatter, repairFrontmatter, splitPaths } from '../../src/core/frontmatter.js';

describe('parseFrontmatter (§3.4)', () => {
  test('no frontmatter: body is the whole text, nothing present', () => {
    expect(parseFrontmatter('# Title\nbody')).toEqual({ data: {}, present: false, unparsable: false, repaired: false, body: '# Title\nbody', lines: 0, yaml: '' });
    expect(parseFrontmatter('').present).toBe(false);
  });

  test('frontmatter must start at byte 0 with "---" then a newline', () => {
    expect(parseFrontmatter('\n---\na: 1\n---\nx').present).toBe(false);
    expect(parseFrontmatter(' ---\na: 1\n---\nx').present).toBe(false);
    expect(parseFrontmatter('---x\na: 1\n---\nx').present).toBe(false);
    expect(parseFrontmatter('---   \na: 1\n---\nx')).toMatchObject({ present: true, data: { a: 1 }, body: 'x' });
  });

  test('a second "---" is required', () => {
    expect(parseFrontmatter('---\na: 1\nbody')).toMatchObject({ present: false, body: '---\na: 1\nbody' });
  });

  test('a simple block is parsed and removed; lines counts the block', () => {
    const fm = parseFrontmatter('---\npaths: "src/**"\ntitle: x\n---\nBody line 1\nline 2');
    expect(fm).toMatchObject({ present: true, unparsable: false, repaired: false, data: { paths: 'src/**', title: 'x' }, body: 'Body line 1\nline 2', lines: 4 });
    expect(fm.yaml).toBe('paths: "src/**"\ntitle: x\n');
  });

  test('leading BOM is removed (and not counted)', () => {
    const fm = parseFrontmatter('\ufeff---\npaths: "a"\n---\nbody');
    expect(fm).toMatchObject({ present: true, data: { paths: 'a' }, body: 'body', lines: 3 });
    expect(parseFrontmatter('\ufeffplain').body).toBe('plain');
  });

  test('the closing "---" is matched lazily anywhere, even mid-line', () => {
    const fm = parseFrontmatter('---\ntitle: a---b\n---\n');
    expect(fm).toMatchObject({ present: true, yaml: 'title: a', data: { title: 'a' }, body: 'b\n---\n', lines: 1 });
  });

  test('text after the closing "---" on the same line stays in the body', () => {
    const fm = parseFrontmatter('---\na: 1\n---  trailing\nbody');
    expect(fm).toMatchObject({ body: 'trailing\nbody', lines: 2 });
  });

  test('closing "---" at end of file with no newline', () => {
    expect(parseFrontmatter('---\na: 1\n---')).toMatchObject({ present: true, data: { a: 1 }, body: '', lines: 2 });
  });

  test('empty frontmatter', () => {
    expect(parseFrontmatter('---\n---\nbody')).toMatchObject({ present: true, data: {}, unparsable: false, body: 'body', lines: 2 });
  });

  test('CRLF frontmatter', () => {
    expect(parseFrontmatter('---\r\na: 1\r\n---\r\nbody')).toMatchObject({ present: true, data: { a: 1 }, body: 'body', lines: 3 });
  });

  test.each([
    ['---\na: 1\n---\nfirst', 4],
    ['---\na: 1\nb: 2\n---\nfirst', 5],
    ['---\na: 1\n---\n\n\nfirst', 6],
    ['---\r\na: 1\r\n---\r\nfirst', 4],
    ['\ufeff---\na: 1\n---\nfirst', 4],
    ['---\na: 1 ---\nfirst', 3],
  ])('lines: body line 1 is file line lines+1 (%j)', (text, fileLineOfFirst) => {
    const fm = parseFrontmatter(text);
    expect(fm.body.startsWith('first')).toBe(true);
    expect(fm.lines + 1).toBe(fileLineOfFirst);
    const noBom = text.replace(/^\ufeff/, '');
    expect(noBom.split('\n')[fm.lines].replace(/\r$/, '')).toBe('first');
  });

  test('a non-mapping document gives data {}', () => {
    expect(parseFrontmatter('---\n- a\n- b\n---\nbody')).toMatchObject({ present: true, data: {}, unparsable: false, body: 'body' });
    expect(parseFrontmatter('---\njust a string\n---\nbody').data).toEqual({});
  });

  test('unparsable YAML → unparsable, data {}, body still stripped, error message set', () => {
    const fm = parseFrontmatter('---\n: : :\n---\nx');
    expect(fm).toMatchObject({ present: true, unparsable: true, repaired: false, data: {}, body: 'x', lines: 3 });
    expect(typeof fm.error).toBe('string');
    expect(fm.error).not.toContain('\n');
  });

  test('repair (a): unquoted `paths: **/*.ts` is rescued by quoting', () => {
    expect(parseFrontmatter('---\npaths: **/*.ts\n---\nB')).toMatchObject({ data: { paths: '**/*.ts' }, repaired: true, unparsable: false, body: 'B' });
  });

  test('repair (a): other special characters and ": " inside a value', () => {
    expect(parseFrontmatter('---\nkey: @x\n---\n').data).toEqual({ key: '@x' });
    expect(parseFrontmatter('---\nk: a: b\n---\n').data).toEqual({ k: 'a: b' });
    expect(parseFrontmatter('---\npaths: src/**/*.{ts,tsx}\n---\n').data).toEqual({ paths: 'src/**/*.{ts,tsx}' });
  });

  test('repair (b): leading tabs become two spaces each', () => {
    expect(parseFrontmatter('---\npaths:\n\t- a\n\t- b\n---\nB')).toMatchObject({ data: { paths: ['a', 'b'] }, repaired: true, unparsable: false });
  });

  test('a valid flow list is parsed directly and left alone by the repair', () => {
    expect(parseFrontmatter('---\npaths: [a, "b"]\n---\n')).toMatchObject({ data: { paths: ['a', 'b'] }, repaired: false });
    expect(repairFrontmatter('paths: ["*.ts", "*.md"]\nx: *y')).toBe('paths: ["*.ts", "*.md"]\nx: "*y"');
  });

  test('repairFrontmatter: already-quoted values, indented lines and escapes', () => {
    expect(repairFrontmatter('a: "x*"')).toBe('a: "x*"');
    expect(repairFrontmatter("a: 'x*'")).toBe("a: 'x*'");
    expect(repairFrontmatter('  nested: *x')).toBe('  nested: *x');
    expect(repairFrontmatter('a: *"q"\\')).toBe('a: "*\\"q\\"\\\\"');
    expect(repairFrontmatter('plain: value')).toBe('plain: value');
    expect(repairFrontmatter('\t\tk: v')).toBe('    k: v');
  });

  test('an unquoted list item `- **/*.ts` is not repaired: the whole frontmatter fails', () => {
    const fm = parseFrontmatter('---\npaths:\n  - **/*.ts\n---\nB');
    expect(fm).toMatchObject({ unparsable: true, data: {}, body: 'B' });
  });
});

describe('splitPaths (§3.5)', () => {
  test('a string is split on commas outside braces, trimmed, empties dropped', () => {
    expect(splitPaths('src/**, lib/**')).toEqual(['src/**', 'lib/**']);
    expect(splitPaths('a, {b,c}, ,d')).toEqual(['a', '{b,c}', 'd']);
    expect(splitPaths('src/*.{ts,tsx},docs/**')).toEqual(['src/*.{ts,tsx}', 'docs/**']);
    expect(splitPaths(' , ,')).toEqual([]);
    expect(splitPaths('')).toEqual([]);
  });
  test('nested and unbalanced braces', () => {
    expect(splitPaths('{a,{b,c}},d')).toEqual(['{a,{b,c}}', 'd']);
    expect(splitPaths('{a,b')).toEqual(['{a,b']);
  });
  test('arrays are processed recursively, each string comma-split', () => {
    expect(splitPaths(['a,b', ['c', ['d, e']]])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  test('non-strings contribute nothing', () => {
    expect(splitPaths(42)).toEqual([]);
    expect(splitPaths(true)).toEqual([]);
    expect(splitPaths(null)).toEqual([]);
    expect(splitPaths(undefined)).toEqual([]);
    expect(splitPaths({ a: 'b' })).toEqual([]);
    expect(splitPaths(['a', 5, null, { x: 1 }, false, 'b'])).toEqual(['a', 'b']);
  });
});

/** Recorded with /work/shared/oracle/claude-oracle.mjs (real Claude Code 2.1.332): rule `paths:` read from these blocks. */
describe('parseFrontmatter agrees with the 2.1.332 CLI (claude-oracle)', () => {
  test.each<[string, unknown]>([
    ['---\npaths:\t"src/**"\n---\nG\n', 'src/**'],
    ['---\na: &x "src/**"\npaths: *x\n---\nG\n', 'src/**'],
    ['---\npaths: >-\n  src/**\n---\nG\n', 'src/**'],
    ['---\npaths: !!str src/**\n---\nG\n', 'src/**'],
    ['---\npaths: "src/**"\nbad: @at\n---\nG\n', 'src/**'],
    ['---\r\npaths: "src/**"\r\n---\r\nG\r\n', 'src/**'],
    ['---\npaths: src/**  # comment\n---\nG\n', 'src/**'],
    ['---\npaths: yes\n---\nG\n', 'yes'],
    ['---\npaths: on\n---\nG\n', 'on'],
    ['---\npaths: ~\n---\nG\n', null],
    ['---\npaths: 0x1F\n---\nG\n', 31],
    ['---\npaths: - src/**\n---\nG\n', '- src/**'],
    ['---\n  paths: "src/**"\n  x: 1\n---\nG\n', 'src/**'],
    ['---\npaths: "src/**",\n---\nG\n', '"src/**",'],
    ['---\npaths: \'src/**\'\nk: {a: 1\n---\nG\n', 'src/**'],
    ['---\n{paths: "src/**"}\n---\nG\n', 'src/**'],
    ['---\npaths: src/a.ts, @x\n---\nG\n', 'src/a.ts, @x'],
    ['---\npaths: "docs/**" ---\nF4\n', 'docs/**'],
  ])('%j → paths %j', (text, paths) => {
    expect(parseFrontmatter(text).data.paths).toEqual(paths);
  });

  test.each([
    '---\npaths: src/**\ntitle: "quoted" then more\n---\nG\n',
    '---\npaths: "src/**"\nlist:\n  - *undefined\n---\nG\n',
    '---\npaths: "src/**" # c\nx: "a"b\n---\nG\n',
    '---\npaths:\n- "src/{a,b}.ts"\nkey1: *bad\n---\nF14\n',
    '---\npaths: "src/**"\nk.dot: *bad\n---\nF21\n',
    '---\npaths: src/**\ndesc: "unterminated\n---\nF16\n',
  ])('unparsable even after repair (the CLI treats the rule as unconditional): %j', (text) => {
    expect(parseFrontmatter(text)).toMatchObject({ unparsable: true, data: {} });
  });

  // BUG (CLI-confirmed; spec §3.4/§8.9 assume Bun.YAML fails like the `yaml` package): Bun.YAML accepts
  // duplicate keys and the LAST one wins — the CLI attached a rule with `paths: "lib/**"` then
  // `paths: "src/**"` when src/a.ts was read, and did not attach the reverse order. The `yaml` package throws
  // "Map keys must be unique", so parseFrontmatter reports unparsable and the rule becomes unconditional.
  // (`parse(text, { uniqueKeys: false })` gives the CLI's last-wins result.)
  test('duplicate keys: the last value wins', () => {
    expect(parseFrontmatter('---\npaths: "lib/**"\npaths: "src/**"\n---\nG\n')).toMatchObject({ unparsable: false, data: { paths: 'src/**' } });
  });
  test('duplicate keys: the last value wins (reverse order)', () => {
    expect(parseFrontmatter('---\npaths: "src/**"\npaths: "lib/**"\n---\nG\n')).toMatchObject({ unparsable: false, data: { paths: 'lib/**' } });
  });
  test('duplicate unrelated keys do not discard paths', () => {
    expect(parseFrontmatter('---\npaths: "src/a.ts"\ndup: 1\ndup: 2\n---\nF24\n')).toMatchObject({ unparsable: false, data: { paths: 'src/a.ts', dup: 2 } });
  });
});
