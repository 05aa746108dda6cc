/**
 * End to end through the bundled action: a contradiction that reaches the agent through an import fails the
 * check when it is certain, only warns when it is possible, and is left out when it is unlikely. Requires `npm run bundle` first.
 */
import { readFileSync } from 'node:fs';
import { cleanupAll, expectClean, expectExit, fakeGitHub, pullEvent, repo, run } from './fixtures.js';

afterAll(cleanupAll);

const BASE = {
  'CLAUDE.md': '# Shop\n\n- Use pnpm for all package management.\n- Keep the changelog current.\n',
  'src/index.ts': 'export {};\n',
};

test('"Use pnpm for all package management" against an imported "Always use npm to install dependencies." fails the check as certain', async () => {
  const r = repo(BASE, {
    'CLAUDE.md': '# Shop\n\n- Use pnpm for all package management.\n- Keep the changelog current.\n- Style guide: @docs/style.md\n',
    'docs/style.md': '# Style\n\n- Always use npm to install dependencies.\n',
  });
  const [base, head] = r.shas;
  const gh = await fakeGitHub(r.root, { pulls: [{ number: 70, base, head }] });
  const res = await run(gh, { event: pullEvent(r, { number: 70, base, head }), sha: head, workspace: r.root });
  expectExit(res, 1);
  expectClean(res, gh);
  const report = JSON.parse(readFileSync(res.outputs['report-json'], 'utf8'));
  const c = report.findings.filter((f: { rule: string }) => f.rule === 'contradiction');
  expect(c).toHaveLength(1);
  expect(c[0]).toMatchObject({ severity: 'error', introduced: true, confidence: 'certain' });
  expect(c[0].locations.map((l: { path: string; line: number }) => `${l.path}:${l.line}`)).toEqual(['CLAUDE.md:3', 'docs/style.md:3']);
  expect(gh.state.checkRuns[0].conclusion).toBe('failure');
}, 60_000);

test('a possible contradiction (a package\'s own file overriding the root) warns and passes; contradictions.failOn: possible makes it fail', async () => {
  const head = {
    'CLAUDE.md': '# Shop\n\n- Use pnpm for all package management.\n- Keep the changelog current.\n',
    'packages/legacy/CLAUDE.md': '# Legacy\n\n- Always use npm to install dependencies.\n',
    'packages/legacy/index.ts': 'export {};\n',
  };
  for (const [config, code] of [[undefined, 0], ['contradictions:\n  failOn: possible\n', 1]] as const) {
    const r = repo(config ? { ...BASE, '.github/memory-review.yml': config } : BASE, head);
    const [base, sha] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 71, base, head: sha }] });
    const res = await run(gh, { event: pullEvent(r, { number: 71, base, head: sha }), sha, workspace: r.root });
    expectExit(res, code);
    const report = JSON.parse(readFileSync(res.outputs['report-json'], 'utf8'));
    const c = report.findings.filter((f: { rule: string }) => f.rule === 'contradiction');
    expect(c).toHaveLength(1);
    expect(c[0]).toMatchObject({ confidence: 'possible', severity: code ? 'error' : 'warning' });
    expect(c[0].reason).toMatch(/packages\/legacy\/'s own file, a narrower rule/);
  }
}, 90_000);

test('an unlikely contradiction (a launcher running a script) is left out; contradictions.report: unlikely shows it as a warning, even with failOn: possible', async () => {
  const head = {
    'CLAUDE.md': '# Shop\n\n- Use npm for every package script.\n- Keep the changelog current.\n- See @docs/dev.md\n',
    'docs/dev.md': '# Dev\n\n- Run `pnpm dev` to start the server.\n',
  };
  for (const config of [undefined, 'contradictions:\n  report: unlikely\n  failOn: possible\n']) {
    const r = repo(config ? { ...BASE, '.github/memory-review.yml': config } : BASE, head);
    const [base, sha] = r.shas;
    const gh = await fakeGitHub(r.root, { pulls: [{ number: 72, base, head: sha }] });
    const res = await run(gh, { event: pullEvent(r, { number: 72, base, head: sha }), sha, workspace: r.root });
    expectExit(res, 0);
    const report = JSON.parse(readFileSync(res.outputs['report-json'], 'utf8'));
    const c = report.findings.filter((f: { rule: string }) => f.rule === 'contradiction');
    if (!config) {
      expect(c).toHaveLength(0);
      continue;
    }
    expect(c).toHaveLength(1);
    expect(c[0]).toMatchObject({ confidence: 'unlikely', severity: 'warning' });
    expect(c[0].reason).toMatch(/only as what runs another command/);
  }
}, 90_000);
