// npm run conformance [-- [--update] [--corpus] [name-filter]]
// Re-runs the real Claude Code CLI (through scripts/conformance/claude-oracle.mjs) on every fixture,
// compares what it loaded with the loader and with the recorded golden, and reports every disagreement.
// --update rewrites goldens that changed; --corpus also re-runs the corpus sessions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { listFixtures, materializeFixture, readFixtureSpec, repoRoot } from './fixtures-lib.js';
import { corpusDir, materializeCorpus } from './corpus-lib.js';
import { diffObserved, runLoader, sessionOptions, type Observed } from './compare.js';

const args = process.argv.slice(2);
const update = args.includes('--update');
const withCorpus = args.includes('--corpus');
const filter = args.find((a) => !a.startsWith('--'));
const oracle = process.env.CLAUDE_ORACLE || path.join(repoRoot, 'scripts', 'conformance', 'claude-oracle.mjs');

function runOracle(dir: string): Observed & { exit: number } {
  const r = spawnSync(process.execPath, [oracle, dir], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`oracle exited ${r.status}: ${r.stderr.slice(0, 500)}`);
  return JSON.parse(r.stdout);
}

let failures = 0;
let checked = 0;
for (const dir of listFixtures()) {
  const name = path.basename(dir);
  if (filter && !name.includes(filter)) continue;
  const spec = readFixtureSpec(dir);
  const tmp = materializeFixture(dir);
  try {
    const real = runOracle(tmp);
    const ours = await runLoader(tmp, spec.cwd, spec.reads ?? [], undefined, sessionOptions(spec.env, spec.args));
    const vsLoader = diffObserved(real, ours);
    const goldenFile = path.join(dir, 'golden.json');
    const golden = fs.existsSync(goldenFile) ? (JSON.parse(fs.readFileSync(goldenFile, 'utf8')) as Observed) : undefined;
    const vsGolden = golden ? diffObserved(golden, real) : ['no golden recorded'];
    checked++;
    if (vsLoader.length) failures++;
    console.log(`${vsLoader.length ? 'DIFF' : 'ok  '} ${name}${vsGolden.length ? ' (CLI output differs from the golden)' : ''}`);
    for (const d of vsLoader) console.log('     ' + d.replace(/\n/g, '\n     '));
    if (vsGolden.length && update) fs.writeFileSync(goldenFile, JSON.stringify(real, null, 2) + '\n');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (withCorpus) {
  const goldenDir = path.join(repoRoot, '__tests__', 'conformance', 'corpus');
  for (const file of fs.readdirSync(goldenDir).filter((f) => f.endsWith('.json'))) {
    if (filter && !file.includes(filter)) continue;
    const g = JSON.parse(fs.readFileSync(path.join(goldenDir, file), 'utf8')) as { repo: string; sessions: { cwd: string; reads: string[] }[] };
    for (const s of g.sessions) {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-corpus-'));
      try {
        materializeCorpus(path.join(corpusDir(), g.repo), path.join(tmp, 'repo'));
        fs.writeFileSync(path.join(tmp, 'fixture.json'), JSON.stringify({ cwd: s.cwd, reads: s.reads }));
        const real = runOracle(tmp);
        const ours = await runLoader(tmp, s.cwd === '.' ? undefined : s.cwd, s.reads);
        const d = diffObserved(real, ours);
        checked++;
        if (d.length) failures++;
        console.log(`${d.length ? 'DIFF' : 'ok  '} corpus ${g.repo} cwd=${s.cwd}`);
        for (const x of d) console.log('     ' + x.replace(/\n/g, '\n     '));
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    }
  }
}

console.log(`\n${checked} checked against Claude Code, ${failures} with disagreements`);
process.exitCode = failures ? 1 : 0;
