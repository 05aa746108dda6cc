/**
 * The launcher's head start (src/io/prelist.ts): it lists a review's base (and diffs it with the head) into a
 * private directory while the child starts; the child takes those outputs only for the very commits it
 * resolved, and otherwise runs git itself.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { prelisted, prelistTarget, prepareListing, PRELISTED_ENV } from '../../src/io/prelist.js';
import { lsTree } from '../../src/io/gitTree.js';
import type { BytePaths } from '../../src/core/pathColumn.js';
import { gitRepo } from '../helpers/gitRepo.js';

const withEnv = async <T>(dir: string | undefined, f: () => Promise<T>): Promise<T> => {
  const saved = process.env[PRELISTED_ENV];
  if (dir === undefined) delete process.env[PRELISTED_ENV];
  else process.env[PRELISTED_ENV] = dir;
  try {
    return await f();
  } finally {
    if (saved === undefined) delete process.env[PRELISTED_ENV];
    else process.env[PRELISTED_ENV] = saved;
  }
};

const until = async (f: () => boolean): Promise<void> => {
  for (let i = 0; i < 2000 && !f(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(f()).toBe(true);
};

describe('prelistTarget', () => {
  test('a review with a base, wherever --root points; nothing else', () => {
    expect(prelistTarget(['review', '--base', 'main', '--head', 'HEAD'], '/w')).toEqual({ root: '/w', base: 'main', head: 'HEAD' });
    expect(prelistTarget(['review', '--root', 'sub', '--base=abc', '--format', 'json'], '/w')).toEqual({ root: '/w/sub', base: 'abc' });
    expect(prelistTarget(['review', '--root', '/abs', '--base', 'x', '--unknown', 'y'], '/w')).toEqual({ root: '/abs', base: 'x' });
    expect(prelistTarget(['review', '--head', 'HEAD'], '/w')).toBeUndefined();
    expect(prelistTarget(['review', '--base', 'x', '--help'], '/w')).toBeUndefined();
    expect(prelistTarget(['check', '--ref', 'x'], '/w')).toBeUndefined();
    expect(prelistTarget([], '/w')).toBeUndefined();
  });
});

describe('prepareListing and prelisted', () => {
  test('the base’s listing and the diff to the head, as git writes them, taken for those commits only; removed at the end', async () => {
    const { root, shas, git } = gitRepo({ 'CLAUDE.md': 'a', 'x/y.md': 'b', 'z.ts': 'c' }, { 'CLAUDE.md': 'changed', 'new.md': 'n', 'z.ts': null });
    try {
      const p = prepareListing(['review', '--root', root, '--base', 'HEAD~1', '--head', 'main'], '/')!;
      const dir = p.env[PRELISTED_ENV];
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      p.start();
      await until(() => fs.existsSync(path.join(dir, 'done')));
      const [base, head] = shas;
      expect(fs.readdirSync(dir).sort()).toEqual([base, `${base}..${head}`, 'done', 'started'].sort());
      const raw = (...a: string[]) => execFileSync('git', ['-C', root, ...a]);
      expect(fs.readFileSync(path.join(dir, base))).toEqual(raw('ls-tree', '-r', '-z', '--full-tree', base));
      expect(fs.readFileSync(path.join(dir, `${base}..${head}`))).toEqual(raw('diff-tree', '-r', '-z', '--no-renames', base, head));
      await withEnv(dir, async () => {
        expect(await prelisted(base)).toBe(path.join(dir, base));
        expect(await prelisted(`${base}..${head}`)).toBe(path.join(dir, `${base}..${head}`));
        // other commits, or names that are not commits: not there, and not waited for
        expect(await prelisted(head)).toBeUndefined();
        expect(await prelisted(`${head}..${base}`)).toBeUndefined();
        expect(await prelisted('done')).toBeUndefined();
        expect(await prelisted('../' + base)).toBeUndefined();
      });
      // (no launcher: nothing)
      await withEnv(undefined, async () => expect(await prelisted(base)).toBeUndefined());
      p.cleanup();
      expect(fs.existsSync(dir)).toBe(false);
      await withEnv(dir, async () => expect(await prelisted(base)).toBeUndefined());
      expect(git('status', '--porcelain')).toBe('');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('waits for an output under way, not for one that is not coming; gives up after its time', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-prelist-'));
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    try {
      await withEnv(dir, async () => {
        // nothing yet (the launcher resolving the commits): waits, up to its time
        const t = Date.now();
        expect(await prelisted(a, 60)).toBeUndefined();
        expect(Date.now() - t).toBeGreaterThanOrEqual(55);
        // under way: waits until the output is whole
        fs.writeFileSync(path.join(dir, a + '.partial'), '');
        fs.writeFileSync(path.join(dir, 'started'), '');
        const waiting = prelisted(a);
        // (another commit: not waited for)
        expect(await prelisted(b)).toBeUndefined();
        setTimeout(() => fs.renameSync(path.join(dir, a + '.partial'), path.join(dir, a)), 30);
        expect(await waiting).toBe(path.join(dir, a));
        // an output still growing is waited for past the time; one that stopped growing is not
        fs.writeFileSync(path.join(dir, b + '.partial'), '');
        fs.rmSync(path.join(dir, 'started'));
        let grow = 0;
        const timer = setInterval(() => {
          if (++grow < 6) fs.appendFileSync(path.join(dir, b + '.partial'), 'x'.repeat(grow));
          else {
            clearInterval(timer);
            fs.renameSync(path.join(dir, b + '.partial'), path.join(dir, b));
          }
        }, 25);
        const t1 = Date.now();
        expect(await prelisted(b, 60)).toBe(path.join(dir, b));
        expect(Date.now() - t1).toBeGreaterThanOrEqual(100);
        fs.rmSync(path.join(dir, b));
        fs.writeFileSync(path.join(dir, b + '.partial'), 'stuck');
        const t2 = Date.now();
        expect(await prelisted(b, 60)).toBeUndefined();
        expect(Date.now() - t2).toBeLessThan(1000);
        // done without it: undefined at once
        fs.writeFileSync(path.join(dir, 'done'), '');
        fs.rmSync(path.join(dir, a));
        expect(await prelisted(a, 10_000)).toBeUndefined();
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a ref git cannot resolve: done, with no output', async () => {
    const { root } = gitRepo({ 'a.md': 'a' });
    try {
      const p = prepareListing(['review', '--root', root, '--base', 'no-such-ref'], '/')!;
      const dir = p.env[PRELISTED_ENV];
      p.start();
      await until(() => fs.existsSync(path.join(dir, 'done')));
      expect(fs.readdirSync(dir)).toEqual(['done']);
      p.cleanup();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('lsTree takes the launcher’s listing of the commit it lists, and lists any other itself', async () => {
    const { root, shas } = gitRepo({ 'CLAUDE.md': 'a', 'b.md': 'b' }, { 'c.md': 'c' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-prelist-'));
    try {
      // a listing under the first commit's name that is not git's: taken as it is
      const oid = 'e'.repeat(40);
      fs.writeFileSync(path.join(dir, shas[0]), `100644 blob ${oid}\tonly-the-launcher.md\0`);
      fs.writeFileSync(path.join(dir, 'started'), '');
      await withEnv(dir, async () => {
        const first = await lsTree(root, shas[0]);
        expect([...(first.paths as BytePaths).list()]).toEqual(['only-the-launcher.md']);
        const second = await lsTree(root, shas[1]);
        expect([...(second.paths as BytePaths).list()]).toEqual(['CLAUDE.md', 'b.md', 'c.md']);
        // (through a pipe, never)
        const piped = await lsTree(root, shas[0], undefined, 'pipe');
        expect([...(piped.paths as BytePaths).list()]).toEqual(['CLAUDE.md', 'b.md']);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
