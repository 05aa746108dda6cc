/**
 * Listings kept as bytes (src/core/pathColumn.ts, LsTreeByteParser in src/io/gitTree.ts): every answer is
 * the one the same listing gives as strings, and the rule-reach index over the bytes counts as the one over
 * the strings.
 */
import fc from 'fast-check';
import { GlobIndex } from '../../src/core/globs.js';
import { ArrayPaths, BytePaths, type BytePathsParts } from '../../src/core/pathColumn.js';
import { idAt } from '../../src/core/tree.js';
import { LsTreeByteParser, parseLsTreeColumns, type ByteListing, type LsTreeColumns } from '../../src/io/gitTree.js';

/** Sorted, distinct paths as BytePaths over `cuts` segments (a path never spans two), with junk between paths. */
function bytePaths(paths: string[], cuts: number[]): BytePaths {
  const bounds = [...new Set(cuts.map((c) => c % (paths.length + 1)))].filter((c) => c > 0 && c < paths.length).sort((a, b) => a - b);
  const segs: Buffer[] = [];
  const first: number[] = [];
  const start: number[] = [];
  const end: number[] = [];
  let from = 0;
  for (const to of [...bounds, paths.length]) {
    first.push(from);
    let text = '';
    for (let i = from; i < to; i++) {
      text += 'x\t';
      start.push(text.length);
      text += paths[i];
      end.push(text.length);
      text += '\0';
    }
    segs.push(Buffer.from(text, 'latin1'));
    from = to;
  }
  const parts: BytePathsParts = { segs, first: Int32Array.from(first), start: Int32Array.from(start), end: Int32Array.from(end), length: paths.length };
  return new BytePaths(parts);
}

const segment = fc.constantFrom('a', 'b', 'src', 'A', 'x.md', 'CLAUDE.md', '.claude', 'rules', 'a-b', 'a.b', 'z9', '_', '0');
const asciiPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));

describe('BytePaths', () => {
  test('answers at, lowerBound, equals, startsWith and list as the same strings do', () => {
    fc.assert(
      fc.property(fc.uniqueArray(asciiPath, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 4 }), fc.array(fc.oneof(asciiPath, fc.string({ maxLength: 6 }), fc.constantFrom('', 'a/', 'src/', 'é', 'a\u{1F600}', '\uFFFF')), { maxLength: 20 }), (raw, cuts, probes) => {
        const paths = raw.slice().sort();
        const bytes = bytePaths(paths, cuts);
        const strings = new ArrayPaths(paths);
        expect(bytes.length).toBe(paths.length);
        expect([...bytes.list()]).toEqual(paths);
        for (let i = 0; i < paths.length; i++) expect(bytes.at(i)).toBe(paths[i]);
        for (const x of probes) {
          for (let from = 0; from <= paths.length; from += 3) expect([x, from, bytes.lowerBound(x, from)]).toEqual([x, from, strings.lowerBound(x, from)]);
          for (let i = 0; i < paths.length; i++) {
            expect([x, i, bytes.equals(i, x)]).toEqual([x, i, paths[i] === x]);
            expect([x, i, bytes.startsWith(i, x)]).toEqual([x, i, paths[i].startsWith(x)]);
            expect(Math.sign(bytes.compare(i, x))).toBe(paths[i] < x ? -1 : paths[i] > x ? 1 : 0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test('a rule-reach index over the bytes counts as the one over the strings', () => {
    const globs = fc.constantFrom<string[]>(['**/*.md'], ['src/**'], ['*.md'], ['a/*'], ['**/rules/*'], ['src/**/*.md', '!src/a/**'], ['**/A'], ['{a,b}/**/x.md'], ['.claude/**'], ['**/*.MD']);
    fc.assert(
      fc.property(fc.uniqueArray(asciiPath, { maxLength: 60 }), fc.array(fc.nat(), { maxLength: 4 }), fc.array(fc.tuple(fc.constantFrom('', 'a', 'src', 'src/a'), globs), { minLength: 1, maxLength: 6 }), (raw, cuts, queries) => {
        const paths = raw.slice().sort();
        const over = new GlobIndex(bytePaths(paths, cuts));
        const plain = new GlobIndex(paths);
        for (const [base, g] of queries) expect([base, g, over.reach({ base, globs: g })]).toEqual([base, g, plain.reach({ base, globs: g })]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('LsTreeByteParser', () => {
  const plain = (c: LsTreeColumns | ByteListing) => {
    const paths = Array.isArray(c.paths) ? c.paths : [...(c.paths as BytePaths).list()];
    return { paths, kinds: [...c.kinds], ids: paths.map((_, i) => idAt(c.ids, i)), sizes: c.sizes ? paths.map((_, i) => c.sizes![i]) : undefined, ordered: c.ordered, md: c.md };
  };
  const heads = fc.constantFrom('100644 blob', '100755 blob', '120000 blob', '160000 commit', '100644 blob', '100644 blob');
  const odd = fc.constantFrom('a.md', 'b/c.md', 'x/../y.md', '.md', 'z.MD', 'a/b', 'a/b.md', 'a//b.md', '/abs.md', 'dir/', '', './x.md', 'a/./b', 'a/..', '..', '.', 'x/.', 'a\t./b', '.x/..y/z.md', '.../a', 'a/...', 'a/.b/', 'b');

  test('parses a listing fed in pieces, or whole, as the text parser does', () => {
    const recs = fc.array(fc.tuple(heads, fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), odd, asciiPath).filter((x) => !x.includes('\0')), fc.option(fc.nat(999), { nil: undefined })), { maxLength: 30 });
    fc.assert(
      fc.property(recs, fc.array(fc.nat(), { maxLength: 12 }), fc.constantFrom(40, 64), fc.boolean(), (rs, cuts, oidLength, sorted) => {
        const oid = 'c'.repeat(oidLength);
        const list = sorted ? rs.slice().sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)) : rs;
        const out = list.map(([head, p, size]) => `${head} ${oid}${size === undefined ? '' : '  ' + size}\t${p}`).join('\0') + (list.length ? '\0' : '');
        const want = plain(parseLsTreeColumns(out));
        const ascii = !/[^\x00-\x7f]/.test(out);
        // in pieces cut anywhere, copied into segments
        const bytes = Buffer.from(out, 'utf8');
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const p = new LsTreeByteParser();
        let from = 0;
        for (const c of [...at, bytes.length]) {
          p.feed(bytes.subarray(from, c));
          from = c;
        }
        // and whole
        const w = new LsTreeByteParser();
        w.whole(Buffer.from(bytes));
        for (const parser of [p, w]) {
          const got = parser.end();
          if (ascii) expect(plain(got!)).toEqual(want);
          else {
            expect(got).toBeUndefined();
            expect(parser.text()).toBe(out);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  test('reports each markdown file with its id as it parses, and segments hold records whole', () => {
    const oid = 'd'.repeat(40);
    const names = Array.from({ length: 30_000 }, (_, i) => `dir${Math.floor(i / 50)}/file${i}${i % 7 ? '.ts' : '.md'}`).sort();
    const out = names.map((n) => `100644 blob ${oid}\t${n}`).join('\0') + '\0';
    const seen: [string, string][] = [];
    const p = new LsTreeByteParser((path, id) => seen.push([path, id]));
    // (over 2 MB in pieces: the records cut at a segment's end move to the next segment)
    const bytes = Buffer.from(out);
    expect(bytes.length).toBeGreaterThan(2 << 20);
    for (let i = 0; i < bytes.length; i += 100_003) p.feed(bytes.subarray(i, i + 100_003));
    const got = p.end()!;
    expect(got.ordered).toBe(true);
    expect(got.paths.parts.segs.length).toBeGreaterThan(1);
    expect([...got.paths.list()]).toEqual(names);
    expect(seen).toEqual(names.filter((n) => n.endsWith('.md')).map((n) => [n, oid]));
    expect(got.md.map((i) => got.paths.at(i))).toEqual(names.filter((n) => n.endsWith('.md')));
  });
});
