/**
 * Nested reads (Loader.read) in deep trees: one Loader keeps a record per directory below the launch
 * directory (its candidate paths, and which of them name nothing), so that a read thousands of directories
 * deep does not rebuild and re-resolve every ancestor's paths. These tests pin what a read attaches and
 * reports, with one Loader answering many reads and with a fresh Loader per read.
 */
import { Loader, type LoaderOptions, type Skip, type Source } from '../../src/core/loader/index.js';
import { memoryTree } from '../../src/core/tree.js';
import { Vfs } from '../../src/core/vfs.js';

type Files = Parameters<typeof memoryTree>[1];
const ROOT = '/repo';

function loaderOf(files: Files, o: Partial<LoaderOptions> = {}): Loader {
  const vfs = new Vfs([{ name: 'root', at: ROOT, tree: memoryTree('repo', files) }]);
  return new Loader({ vfs, root: ROOT, ...o });
}

const brief = (r: { loaded: Source[]; skipped: Skip[] }) => ({
  loaded: r.loaded.map((s) => `${s.path} ${s.why.kind}${s.why.kind === 'nested' ? ' ' + s.why.dir : ''}`),
  skipped: r.skipped.map((k) => `${k.path} ${k.reason}${k.from ? ' from ' + k.from.path : ''}`),
});

/** `d/d/…/d` n levels deep. */
const deep = (n: number) => Array.from({ length: n }, () => 'd').join('/');

describe('nested reads in a deep tree', () => {
  const DEPTH = 400;
  const files: Files = {
    'CLAUDE.md': '# root\n',
    'src/a.ts': 'x\n',
    [`${deep(50)}/CLAUDE.md`]: 'level 50\n',
    [`${deep(120)}/.claude/rules/always.md`]: 'unconditional rule at 120\n',
    [`${deep(120)}/.claude/rules/ts.md`]: '---\npaths: "**/*.ts"\n---\nts rule at 120\n',
    [`${deep(200)}/CLAUDE.local.md`]: 'local at 200\n',
    // imports a file that does not exist in a directory the read already went through
    [`${deep(300)}/.claude/CLAUDE.md`]: 'level 300\n@../../CLAUDE.md\n@missing.md\n',
    [`${deep(DEPTH)}/CLAUDE.md`]: 'bottom\n',
  };
  const bottom = `${ROOT}/${deep(DEPTH)}/z.ts`;

  test('what a read at the bottom attaches, in order, and what it reports', async () => {
    const r = brief(await loaderOf(files).read(bottom));
    expect(r.loaded).toEqual([
      `${deep(50)}/CLAUDE.md nested ${deep(50)}`,
      `${deep(120)}/.claude/rules/always.md rule`,
      `${deep(120)}/.claude/rules/ts.md matched`,
      `${deep(200)}/CLAUDE.local.md nested ${deep(200)}`,
      `${deep(300)}/.claude/CLAUDE.md nested ${deep(300)}`,
      `${deep(DEPTH)}/CLAUDE.md nested ${deep(DEPTH)}`,
    ]);
    // the ancestor's CLAUDE.md was already looked at (it names nothing): already loaded, not missing
    expect(r.skipped).toEqual([`${deep(299)}/CLAUDE.md already-loaded from ${deep(300)}/.claude/CLAUDE.md`, `${deep(300)}/.claude/missing.md missing from ${deep(300)}/.claude/CLAUDE.md`]);
  });

  test('one Loader answering many reads attaches what a fresh Loader per read attaches', async () => {
    const shared = loaderOf(files);
    const picks = [bottom, `${ROOT}/${deep(250)}/q.md`, `${ROOT}/${deep(120)}/x.ts`, bottom, `${ROOT}/${deep(10)}/x.ts`, `${ROOT}/src/a.ts`, `${ROOT}/${deep(301)}/y.ts`];
    for (const f of picks) {
      const a = await shared.read(f);
      const b = await loaderOf(files).read(f);
      expect(a.loaded).toEqual(b.loaded);
      // a skip is reported by the first read that meets it
      for (const k of a.skipped) expect(b.skipped).toContainEqual(k);
    }
  });

  test('a directory path over PATH_MAX holds nothing', async () => {
    const long = 'n'.repeat(200);
    const dirs = Array.from({ length: 25 }, () => long).join('/');
    const r = await loaderOf({ [`${dirs}/CLAUDE.md`]: 'too deep\n', [`${dirs.slice(0, 201 * 10 - 1)}/CLAUDE.md`]: 'reachable\n' }).read(`${ROOT}/${dirs}/x.ts`);
    expect(r.loaded.map((s) => s.content)).toEqual(['reachable']);
  });
});

describe('nested candidates that exist in some form', () => {
  test('an excluded nested CLAUDE.md is reported as excluded, the others load', async () => {
    const r = brief(await loaderOf({ 'a/CLAUDE.md': 'A\n', 'a/b/CLAUDE.md': 'B\n', 'a/b/c/CLAUDE.md': 'C\n' }, { excludes: ['**/b/CLAUDE.md'] }).read(`${ROOT}/a/b/c/x.ts`));
    expect(r.loaded).toEqual(['a/CLAUDE.md nested a', 'a/b/c/CLAUDE.md nested a/b/c']);
    expect(r.skipped).toEqual(['a/b/CLAUDE.md excluded']);
  });

  test('a nested rules directory linking out of the repository is reported; a rules "directory" that is a file is nothing', async () => {
    const r = brief(await loaderOf({ 'a/.claude/rules': { symlink: '/etc' }, 'a/b/.claude/rules': 'not a directory\n', 'a/b/CLAUDE.md': 'B\n' }).read(`${ROOT}/a/b/x.ts`));
    expect(r.loaded).toEqual(['a/b/CLAUDE.md nested a/b']);
    expect(r.skipped).toEqual(['a/.claude/rules outside-root']);
  });

  test('a nested CLAUDE.md linking out of the repository is reported', async () => {
    const r = brief(await loaderOf({ 'a/CLAUDE.md': { symlink: '/etc/passwd' }, 'a/b/CLAUDE.md': 'B\n' }).read(`${ROOT}/a/b/x.ts`));
    expect(r.loaded).toEqual(['a/b/CLAUDE.md nested a/b']);
    expect(r.skipped).toEqual(['a/CLAUDE.md outside-root']);
  });

  test('AGENTS.md of nested directories (no CLAUDE.md in the launch chain), skipped where a CLAUDE.* is', async () => {
    const r = brief(await loaderOf({ 'AGENTS.md': 'root agents\n', 'a/AGENTS.md': 'A agents\n', 'a/b/AGENTS.md': 'B agents\n', 'a/b/CLAUDE.local.md': 'B local\n' }).read(`${ROOT}/a/b/x.ts`));
    expect(r.loaded).toEqual(['a/b/CLAUDE.local.md nested a/b', 'a/AGENTS.md nested a']);
  });

  test('a directory named "..foo": its CLAUDE.md loads when a file in it is read, no rule pattern matches the file (claude-oracle, 2.1.332)', async () => {
    const r = brief(
      await loaderOf({
        'CLAUDE.md': 'root\n',
        '..foo/CLAUDE.md': 'nested\n',
        '..foo/a.ts': 'x\n',
        '.claude/rules/dd.md': '---\npaths: "..foo/**"\n---\ndd\n',
        '.claude/rules/ts.md': '---\npaths: "**/*.ts"\n---\nts\n',
      }).read(`${ROOT}/..foo/a.ts`),
    );
    expect(r.loaded).toEqual(['..foo/CLAUDE.md nested ..foo']);
  });

  test('a read of the launch directory itself attaches nothing nested (and returns)', async () => {
    const r = await loaderOf({ 'CLAUDE.md': 'root\n', 'a/CLAUDE.md': 'A\n' }).read(ROOT);
    expect(r.loaded).toEqual([]);
  });
});
