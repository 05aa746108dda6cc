/**
 * Fuzzing what a rule's frontmatter feeds: the YAML parser (alias bombs, deep flow nesting, huge blocks),
 * brace expansion (the budget holds during expansion, whatever the nesting), the gitignore matcher and the
 * claudeMdExcludes matcher (patterns built to backtrack, against long and deep paths).
 */
import fc from 'fast-check';
import { expandBraces, newBudget } from '../../src/core/braces.js';
import { BRACE_MAX_RESULTS } from '../../src/core/constants.js';
import { compileExcludes, MAX_PATTERNS, picomatchRisk } from '../../src/core/excludes.js';
import { FRONTMATTER_LIMITS, parseFrontmatter } from '../../src/core/frontmatter.js';
import { compileGlobs, matchGlobs, ruleGlobs } from '../../src/core/globs/index.js';
import { hostileGlob, hostilePath, run, RUNS } from './arbitraries.js';

describe('fuzz: frontmatter', () => {
  const yamlPiece = fc.oneof(
    fc.constantFrom('paths: ', '- ', '  - ', '&a ', '*a', '&b [*a, *a, *a]', '<<: *a', '!!binary ', '!!js/function ', '? ', ': ', '|', '>', '"', "'", '#', '\t', '\n', '%YAML 1.1\n', '---\n'),
    run(['[', '{', ']', '}', ',', '*a,', '"', '\\'], 600),
    fc.string({ maxLength: 10 }),
  );
  const yaml = fc.array(yamlPiece, { maxLength: 40 }).map((a) => a.join(''));

  test('never throws; data is a plain object; the body is a suffix of the text', () => {
    fc.assert(
      fc.property(yaml, fc.string({ maxLength: 20 }), (y, body) => {
        const text = `---\n${y}\n---\n${body}`;
        const fm = parseFrontmatter(text);
        expect(typeof fm.data).toBe('object');
        expect(Array.isArray(fm.data)).toBe(false);
        expect(text.endsWith(fm.body)).toBe(true);
        if (fm.unparsable) expect(fm.data).toEqual({});
      }),
      RUNS,
    );
  });

  test('alias bombs are refused, not expanded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), fc.integer({ min: 3, max: 12 }), (levels, width) => {
        const lines = [`a0: &a0 [${Array(width).fill('"lol"').join(',')}]`];
        for (let i = 1; i < levels; i++) lines.push(`a${i}: &a${i} [${Array(width).fill(`*a${i - 1}`).join(',')}]`);
        const fm = parseFrontmatter(`---\n${lines.join('\n')}\npaths: *a${levels - 1}\n---\nbody\n`);
        // either refused (unparsable) or parsed into something small (repairs quote the values)
        expect(JSON.stringify(fm.data).length).toBeLessThan(1_000_000);
      }),
      { numRuns: 40 },
    );
  });

  test('blocks over the limits are reported unparsable without parsing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant('['), fc.constant('{')), fc.integer({ min: FRONTMATTER_LIMITS.maxNesting + 1, max: 50_000 }), (open, n) => {
        const fm = parseFrontmatter(`---\npaths: ${open.repeat(n)}\n---\nbody\n`);
        expect(fm).toMatchObject({ unparsable: true, data: {}, body: 'body\n' });
        expect(fm.error).toContain('nested deeper');
      }),
      { numRuns: 20 },
    );
    const big = parseFrontmatter(`---\n${'k: v\n'.repeat(FRONTMATTER_LIMITS.maxChars / 4)}---\nbody\n`);
    expect(big).toMatchObject({ unparsable: true, body: 'body\n' });
  });
});

describe('fuzz: brace expansion', () => {
  const bracey = fc
    .array(fc.oneof(run(['{', '}', ',', '{a,b}', '{a,b,c,d,e,f,g,h,i,j}', '{,}', '{{', '}}', '{a,{b,c}}'], 60), fc.string({ maxLength: 4 })), { maxLength: 12 })
    .map((a) => a.join(''));

  // A pattern whose braces form no group (`{`, `a}{`) is kept as written, like Claude Code, and is not an
  // expansion: only patterns that did expand count against the budget.
  test('the shared budget caps the results of any number of patterns, bombs included', () => {
    fc.assert(
      fc.property(fc.array(bracey, { minLength: 1, maxLength: 20 }), (patterns) => {
        const budget = newBudget();
        let expanded = 0;
        for (const p of patterns) {
          const r = expandBraces(p, budget);
          if (r.overBudget) expect(r.patterns).toEqual([p]);
          else if (!(r.patterns.length === 1 && r.patterns[0] === p)) expanded += r.patterns.length;
        }
        expect(expanded).toBeLessThanOrEqual(BRACE_MAX_RESULTS);
      }),
      RUNS,
    );
  });

  test('2^k bombs stop at the budget (the expansion itself is bounded)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 64 }), fc.integer({ min: 2, max: 10 }), (k, width) => {
        const alt = `{${Array.from({ length: width }, (_, i) => String.fromCharCode(97 + i)).join(',')}}`;
        const r = expandBraces(alt.repeat(k), newBudget());
        expect(r.overBudget).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

describe('fuzz: rule globs (gitignore matching)', () => {
  test('ruleGlobs, compileGlobs and matchGlobs never throw and terminate on hostile patterns and paths', () => {
    fc.assert(
      fc.property(fc.array(hostileGlob, { minLength: 1, maxLength: 6 }), fc.array(hostilePath, { minLength: 1, maxLength: 4 }), (patterns, paths) => {
        const g = ruleGlobs(patterns);
        const globs = g.globs ?? [];
        compileGlobs(globs);
        for (const p of paths) {
          const m = matchGlobs(globs, p);
          if (m.pattern !== undefined) expect(globs).toContain(m.pattern);
          if (p.startsWith('../') || p === '..' || p.startsWith('/')) expect(m.matched).toBe(false);
        }
      }),
      RUNS,
    );
  });

  test('many-star patterns against long names of the starred letter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 30 }), fc.integer({ min: 50, max: 250 }), fc.integer({ min: 0, max: 60 }), (stars, len, depth) => {
        const pattern = `**/${'*a'.repeat(stars)}*b`;
        const path = `${'d/'.repeat(depth)}${'a'.repeat(len)}`;
        expect(matchGlobs([pattern], path).matched).toBe(false);
        expect(matchGlobs([pattern], path + 'b').matched).toBe(stars <= len);
      }),
      { numRuns: 60 },
    );
  });
});

describe('fuzz: claudeMdExcludes (picomatch)', () => {
  test('never throws nor hangs; risky patterns (wildcard-heavy, backslash runs) are refused and reported', () => {
    fc.assert(
      fc.property(fc.array(hostileGlob, { maxLength: 8 }), hostilePath, (patterns, p) => {
        const problems: string[] = [];
        const m = compileExcludes(patterns, (d) => d, problems);
        expect(typeof m('/repo/' + p)).toBe('boolean');
        expect(problems.filter((x) => x.endsWith('is ignored'))).toHaveLength(patterns.filter((x) => x && picomatchRisk(x)).length);
      }),
      RUNS,
    );
  });

  test('picomatchRisk: the measured hazards', () => {
    expect(picomatchRisk('/x\\\\\\\\')).toContain('backslashes'); // picomatch 4.0.7 never returns on this one
    expect(picomatchRisk('**/*a*a*a*b')).toContain('wildcards');
    expect(picomatchRisk('*+(a)*b*')).toContain('wildcards');
    for (const ok of ['**/CLAUDE.md', '/repo/**/legacy-*/*.md', '**/*-old-*/CLAUDE.md', 'a\\*b']) expect(picomatchRisk(ok)).toBeUndefined();
  });

  test('a million patterns are cut to the first hundred', () => {
    const problems: string[] = [];
    const m = compileExcludes(Array.from({ length: 1_000_000 }, (_, i) => `**/x${i}/**`), (d) => d, problems);
    expect(m('/repo/x5/CLAUDE.md')).toBe(true);
    expect(m(`/repo/x${MAX_PATTERNS}/CLAUDE.md`)).toBe(false);
    expect(problems).toEqual([`claudeMdExcludes: only the first ${MAX_PATTERNS} patterns are used`]);
  });

  test('names no file system can hold are never matched (nor backtracked over)', () => {
    const m = compileExcludes(['**/*a*b', '**'], (d) => d);
    expect(m(`/repo/${'a'.repeat(256)}/CLAUDE.md`)).toBe(false);
    expect(m(`/repo/${'d/'.repeat(2100)}CLAUDE.md`)).toBe(false);
    expect(m('/repo/CLAUDE.md')).toBe(true);
  });
});
