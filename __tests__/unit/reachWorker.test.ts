/**
 * Rule reach counted on a worker thread (src/io/reachWorker.ts) gives the in-process answers: from a file
 * list, from a delta on another side; and a review run with the worker produces the same report as one
 * without.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ReachIndex, type ReachQuery } from '../../src/core/reach.js';
import { ReachWorker, registerWorkerEntry, WORKER_MIN_FILES, workerStats, workersWanted } from '../../src/io/reachWorker.js';
import { runReview } from '../../src/run.js';
import { BytePaths } from '../../src/core/pathColumn.js';
import { lsTree } from '../../src/io/gitTree.js';
import { gitRepo } from '../helpers/gitRepo.js';

const ENTRY = path.resolve('__tests__/helpers/reachWorkerEntry.ts');

const files: Record<string, string> = {
  'CLAUDE.md': '# root\n',
  '.claude/rules/ts.md': '---\npaths: "src/**/*.{ts,tsx}"\n---\nTypeScript rule.\n',
  '.claude/rules/tests.md': '---\npaths:\n  - "**/*.test.ts"\n  - "!src/skip/**"\n---\nTests rule.\n',
  '.claude/rules/docs.md': '---\npaths: "docs/**"\n---\nDocs rule.\n',
  'packages/p/.claude/rules/p.md': '---\npaths: "lib/*.js"\n---\nPackage rule.\n',
  'packages/p/lib/a.js': 'a',
};
for (let i = 0; i < 60; i++) files[`src/m${i % 7}/f${i}.${i % 3 ? 'ts' : 'tsx'}`] = String(i);
for (let i = 0; i < 20; i++) files[`src/${i % 2 ? 'skip' : 'keep'}/t${i}.test.ts`] = String(i);

const queries: ReachQuery[] = [
  { base: '', globs: ['src/**/*.ts', 'src/**/*.tsx'] },
  { base: '', globs: ['**/*.test.ts', '!src/skip/**'] },
  { base: '', globs: ['docs/**'] },
  { base: 'packages/p', globs: ['lib/*.js'] },
];

let saved: string | undefined;
beforeAll(() => {
  saved = process.env.MEMORY_REVIEW_WORKERS;
  process.env.MEMORY_REVIEW_WORKERS = '1';
  registerWorkerEntry(ENTRY, ['--import', 'tsx']);
});
afterAll(() => {
  if (saved === undefined) delete process.env.MEMORY_REVIEW_WORKERS;
  else process.env.MEMORY_REVIEW_WORKERS = saved;
});

describe('reach worker', () => {
  test('answers as a ReachIndex over the same files, for a file list, a delta and a file list over another side', async () => {
    const { root, shas, git } = gitRepo(files, { 'src/m1/f1.ts': null, 'src/skip/t1.test.ts': null, 'docs/new.md': 'n', 'src/keep/n.test.ts': 'n' });
    const list = (sha: string) => git('ls-tree', '-r', '--name-only', sha).split('\n').filter(Boolean).sort();
    const baseFiles = list(shas[0]);
    const headFiles = list(shas[1]);
    const w = ReachWorker.start(0);
    expect(w).toBeDefined();
    try {
      // (in any order: the worker sorts)
      w!.side('base', { kind: 'files', files: baseFiles.slice().reverse() });
      w!.side('head', { kind: 'delta', from: 'base', added: headFiles.filter((f) => !baseFiles.includes(f)), removed: baseFiles.filter((f) => !headFiles.includes(f)) });
      w!.side('listed', { kind: 'files', files: headFiles, from: 'base' });
      w!.side('given', { kind: 'files', files: headFiles.slice().reverse() });
      // a listing kept as bytes (shared, not copied), and a delta over it
      const listed = await lsTree(root, shas[0]);
      expect(listed.paths).toBeInstanceOf(BytePaths);
      w!.side('bytes', { kind: 'bytes', parts: (listed.paths as BytePaths).parts });
      w!.side('over-bytes', { kind: 'delta', from: 'bytes', added: headFiles.filter((f) => !baseFiles.includes(f)), removed: baseFiles.filter((f) => !headFiles.includes(f)) });
      const want = { base: queries.map((q) => new ReachIndex(baseFiles).reach(q)), head: queries.map((q) => new ReachIndex(headFiles).reach(q)) };
      expect(want.head[2].files).toBe(1);
      expect(await w!.reach('base', queries)).toEqual(want.base);
      expect(await w!.reach('bytes', queries)).toEqual(want.base);
      for (const side of ['head', 'listed', 'given', 'over-bytes']) expect([side, await w!.reach(side, queries)]).toEqual([side, want.head]);
      // an unknown side, or a delta over one, is an error the caller falls back from
      await expect(w!.reach('nope', queries)).rejects.toThrow(/no side/);
      w!.side('bad', { kind: 'delta', from: 'nope', added: [], removed: [] });
      await expect(w!.reach('bad', queries)).rejects.toThrow(/no side/);
    } finally {
      await w!.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('is wanted for large trees on a machine with a second core, or when told', () => {
    const env = process.env.MEMORY_REVIEW_WORKERS;
    try {
      process.env.MEMORY_REVIEW_WORKERS = '1';
      expect(workersWanted(0)).toBe(true);
      process.env.MEMORY_REVIEW_WORKERS = '0';
      expect(workersWanted(10 * WORKER_MIN_FILES)).toBe(false);
      for (const off of ['false', 'OFF', ' no ']) {
        process.env.MEMORY_REVIEW_WORKERS = off;
        expect([off, workersWanted(10 * WORKER_MIN_FILES)]).toEqual([off, false]);
      }
      process.env.MEMORY_REVIEW_WORKERS = 'yes';
      expect(workersWanted(0)).toBe(true);
      delete process.env.MEMORY_REVIEW_WORKERS;
      expect(workersWanted(WORKER_MIN_FILES - 1)).toBe(false);
      expect(workersWanted(WORKER_MIN_FILES)).toBe(os.availableParallelism() >= 2);
    } finally {
      process.env.MEMORY_REVIEW_WORKERS = env;
    }
  });

  test('a review with the worker reports exactly what one without it does', async () => {
    const { root, shas } = gitRepo(files, { '.claude/rules/ts.md': '---\npaths: "src/m1/**"\n---\nNarrowed.\n', 'src/m1/extra.ts': 'x', 'docs/guide.md': 'g' });
    try {
      const strip = (r: { timings: unknown }) => ({ ...r, timings: undefined });
      const answered = workerStats.answered;
      const withWorker = await runReview({ root, base: shas[0], head: shas[1] });
      // both sides were answered by the worker, not by the in-process fallback
      expect(workerStats.answered - answered).toBe(2);
      process.env.MEMORY_REVIEW_WORKERS = '0';
      const without = await runReview({ root, base: shas[0], head: shas[1] });
      process.env.MEMORY_REVIEW_WORKERS = '1';
      expect(workerStats.answered - answered).toBe(2);
      expect(strip(withWorker)).toEqual(strip(without));
      const rules = withWorker.rules.map((r) => [r.path, r.base, r.head]);
      expect(rules).toContainEqual(['.claude/rules/ts.md', 80, 10]);
      expect(rules).toContainEqual(['.claude/rules/docs.md', 0, 1]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('a repository whose packs look large starts the worker at once, and lets it go when the tree is small', async () => {
    const { root, shas } = gitRepo(files, { 'src/m1/extra.ts': 'x' });
    const env = process.env.MEMORY_REVIEW_WORKERS;
    // (an index of a pack that is not there: git ignores it, the hint counts it)
    const idx = path.join(root, '.git/objects/pack/pack-' + '0'.repeat(40) + '.idx');
    fs.mkdirSync(path.dirname(idx), { recursive: true });
    fs.writeFileSync(idx, '');
    fs.truncateSync(idx, 1072 + 28 * WORKER_MIN_FILES);
    try {
      delete process.env.MEMORY_REVIEW_WORKERS;
      const strip = (r: { timings: unknown }) => ({ ...r, timings: undefined });
      const started = workerStats.started;
      const answered = workerStats.answered;
      const early = await runReview({ root, base: shas[0], head: shas[1] });
      // started before the listing (on a machine with a second core), then let go: counted in process
      expect(workerStats.started - started).toBe(os.availableParallelism() >= 2 ? 1 : 0);
      expect(workerStats.answered - answered).toBe(0);
      process.env.MEMORY_REVIEW_WORKERS = '0';
      expect(strip(early)).toEqual(strip(await runReview({ root, base: shas[0], head: shas[1] })));
      expect(workerStats.started - started).toBe(os.availableParallelism() >= 2 ? 1 : 0);
    } finally {
      process.env.MEMORY_REVIEW_WORKERS = env;
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('a review of the working tree: the worker takes the head’s files from the analysis', async () => {
    const { root, shas } = gitRepo(files);
    try {
      fs.writeFileSync(path.join(root, 'src/m1/worktree.ts'), 'w');
      fs.rmSync(path.join(root, 'src/m2/f2.ts'));
      const strip = (r: { timings: unknown }) => ({ ...r, timings: undefined });
      const answered = workerStats.answered;
      const withWorker = await runReview({ root, base: shas[0] });
      expect(workerStats.answered - answered).toBe(2);
      process.env.MEMORY_REVIEW_WORKERS = '0';
      const without = await runReview({ root, base: shas[0] });
      process.env.MEMORY_REVIEW_WORKERS = '1';
      expect(strip(withWorker)).toEqual(strip(without));
      expect(withWorker.rules.map((r) => [r.path, r.base, r.head])).toContainEqual(['.claude/rules/ts.md', 80, 80]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
