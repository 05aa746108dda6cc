import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { listFixtures, materializeFixture, readFixtureSpec } from '../scripts/conformance/fixtures-lib.js';
import { diffObserved, runLoader, sessionOptions, type Observed } from '../scripts/conformance/compare.js';

const fixtures = listFixtures().filter((f) => fs.existsSync(path.join(f, 'golden.json')));

describe('loader agrees with goldens recorded from Claude Code 2.1.332', () => {
  test('there are at least 40 recorded fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
  });
  test.each(fixtures.map((f) => [path.basename(f), f]))('%s', async (_name, dir) => {
    const spec = readFixtureSpec(dir);
    const golden = JSON.parse(fs.readFileSync(path.join(dir, 'golden.json'), 'utf8')) as Observed & { exit: number };
    const tmp = materializeFixture(dir);
    try {
      const session = sessionOptions(spec.env, spec.args);
      const ours = await runLoader(tmp, spec.cwd, spec.reads ?? [], undefined, session);
      expect(diffObserved(golden, ours)).toEqual([]);
      // the same repository read from a git commit (ls-tree + cat-file, no checkout)
      const git = (...a: string[]) => execFileSync('git', ['-C', path.join(tmp, 'repo'), '-c', 'user.name=t', '-c', 'user.email=t@t', ...a], { stdio: 'pipe' });
      git('init', '-q');
      git('add', '-A', '--force');
      git('commit', '-q', '--allow-empty', '-m', 'fixture');
      const fromGit = await runLoader(tmp, spec.cwd, spec.reads ?? [], 'HEAD', session);
      expect(diffObserved(golden, fromGit)).toEqual([]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
