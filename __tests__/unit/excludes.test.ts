import { compileExcludes } from '../../src/core/excludes.js';

describe('compileExcludes (§7.1)', () => {
  test('no patterns (or only empty ones) exclude nothing', () => {
    expect(compileExcludes([])('/repo/CLAUDE.md')).toBe(false);
    expect(compileExcludes(['', ''])('/repo/CLAUDE.md')).toBe(false);
    expect(compileExcludes([''])('')).toBe(false);
  });

  test('a bare "CLAUDE.md" does not match an absolute path; "**/CLAUDE.md" does', () => {
    expect(compileExcludes(['CLAUDE.md'])('/x/CLAUDE.md')).toBe(false);
    expect(compileExcludes(['**/CLAUDE.md'])('/x/CLAUDE.md')).toBe(true);
    expect(compileExcludes(['**/CLAUDE.md'])('/x/y/z/CLAUDE.md')).toBe(true);
  });

  test('dot: true — "**" crosses dot directories', () => {
    const m = compileExcludes(['**/CLAUDE.md', '/repo/**/*.md']);
    expect(m('/x/.claude/CLAUDE.md')).toBe(true);
    expect(m('/repo/.claude/rules/a.md')).toBe(true);
    expect(compileExcludes(['/repo/*'])('/repo/.hidden')).toBe(true);
  });

  test('case-sensitive', () => {
    expect(compileExcludes(['**/CLAUDE.md'])('/x/claude.md')).toBe(false);
    expect(compileExcludes(['/Repo/**'])('/repo/CLAUDE.md')).toBe(false);
  });

  test('backslashes in the path are converted to "/"', () => {
    expect(compileExcludes(['**/CLAUDE.md'])('C:\\x\\CLAUDE.md')).toBe(true);
    expect(compileExcludes(['C:/x/**'])('C:\\x\\a\\CLAUDE.md')).toBe(true);
  });

  test('absolute patterns', () => {
    const m = compileExcludes(['/repo/pkg/**']);
    expect(m('/repo/pkg/CLAUDE.md')).toBe(true);
    expect(m('/repo/pkg/a/b/CLAUDE.md')).toBe(true);
    expect(m('/repo/CLAUDE.md')).toBe(false);
    expect(m('/repo/pkg2/CLAUDE.md')).toBe(false);
  });

  test('negation follows picomatch list semantics: any pattern matching excludes', () => {
    // a lone negated pattern matches every path it does not describe
    const lone = compileExcludes(['!**/keep/**']);
    expect(lone('/a/keep/CLAUDE.md')).toBe(false);
    expect(lone('/a/other/CLAUDE.md')).toBe(true);
    // a negation does not subtract from an earlier positive pattern
    const both = compileExcludes(['/repo/**/CLAUDE.md', '!/repo/keep/CLAUDE.md']);
    expect(both('/repo/keep/CLAUDE.md')).toBe(true);
    expect(both('/repo/x/CLAUDE.md')).toBe(true);
    expect(both('/elsewhere/a.md')).toBe(true);
  });

  test('realpath rewrite: a copy of an absolute pattern is added through the realpath of its static prefix\'s dirname', () => {
    const calls: string[] = [];
    const realpath = (p: string): string => {
      calls.push(p);
      return p === '/tmp' ? '/private/tmp' : p;
    };
    const m = compileExcludes(['/tmp/x/**/CLAUDE.md', '/tmp/a.md', '/no/change/*.md', 'rel/*.md', '**/x.md'], realpath);
    // static prefix "/tmp/x/" → dirname "/tmp"; "/tmp/a.md" (no glob) → dirname "/tmp"; "/no/change/" → "/no"
    expect(calls).toEqual(['/tmp', '/tmp', '/no']);
    expect(m('/tmp/x/y/CLAUDE.md')).toBe(true);
    expect(m('/private/tmp/x/y/CLAUDE.md')).toBe(true);
    expect(m('/private/tmp/a.md')).toBe(true);
    expect(m('/private/no/change/a.md')).toBe(false);
  });

  test('the rewrite uses the prefix before the first of * ? { [', () => {
    const calls: string[] = [];
    const rp = (p: string): string => (calls.push(p), p);
    compileExcludes(['/a/b?c/d', '/a/b{c,d}/e', '/a/b[cd]/e', '/a/b/c*/d'], rp);
    expect(calls).toEqual(['/a', '/a', '/a', '/a/b']);
  });

  test('only patterns starting with "/" are rewritten (not negated or relative ones)', () => {
    const calls: string[] = [];
    compileExcludes(['!/tmp/neg.md', 'rel/*.md', '**/x.md'], (p) => (calls.push(p), '/elsewhere'));
    expect(calls).toEqual([]);
  });

  test('no rewrite when the realpath is unchanged', () => {
    let n = 0;
    const m = compileExcludes(['/repo/**'], (p) => (n++, p));
    expect(n).toBe(1);
    expect(m('/repo/CLAUDE.md')).toBe(true);
    expect(m('/other/CLAUDE.md')).toBe(false);
  });

  test('a malformed pattern does not throw', () => {
    expect(() => compileExcludes(['[', '**/[', '{a,'])).not.toThrow();
  });

  // Recorded with /work/shared/oracle/claude-oracle.mjs (real 2.1.332; user settings, cwd = <repo>/a, which
  // loads <repo>/CLAUDE.md and <repo>/a/CLAUDE.md at launch):
  //   ["!**/a/CLAUDE.md"]                    → only a/CLAUDE.md loaded
  //   ["CLAUDE.md"]                          → both loaded
  //   ["**/a/CLAUDE.md", "!**/a/CLAUDE.md"]  → nothing loaded
  test('list semantics agree with the 2.1.332 CLI (claude-oracle)', () => {
    const root = '/tmp/x/repo/CLAUDE.md';
    const a = '/tmp/x/repo/a/CLAUDE.md';
    const lone = compileExcludes(['!**/a/CLAUDE.md']);
    expect([lone(root), lone(a)]).toEqual([true, false]);
    const bare = compileExcludes(['CLAUDE.md']);
    expect([bare(root), bare(a)]).toEqual([false, false]);
    const both = compileExcludes(['**/a/CLAUDE.md', '!**/a/CLAUDE.md']);
    expect([both(root), both(a)]).toEqual([true, true]);
  });
});
