import fs from 'node:fs';
import path from 'node:path';
import { listFixtures, materializeFixture, readFixtureSpec } from '../scripts/conformance/fixtures-lib.js';
import { diffObserved, runLoader, type Observed } from '../scripts/conformance/compare.js';

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
      const ours = await runLoader(tmp, spec.cwd, spec.reads ?? []);
      expect(diffObserved(golden, ours)).toEqual([]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
