// Record golden.json for every conformance fixture from the real Claude Code CLI.
//
//   npx tsx scripts/conformance/record-fixtures.ts [name-filter]
//
// Each fixture (optionally only those whose name contains name-filter) is materialised into a temp
// directory and run through the oracle harness (`<repo>/../shared/oracle/claude-oracle.mjs`, or
// $CLAUDE_ORACLE). The oracle's stdout JSON is written, re-indented, to <fixture>/golden.json.
// Fixtures run one after another; one line is printed per fixture.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { listFixtures, materializeFixture, repoRoot } from './fixtures-lib.js';

const oracle = process.env.CLAUDE_ORACLE || path.resolve(repoRoot, 'scripts', 'conformance', 'claude-oracle.mjs');

interface OracleOutput {
  exit?: number;
  launch?: unknown[];
  reads?: unknown[];
}

function main(): number {
  const filter = process.argv[2] ?? '';
  const fixtures = listFixtures().filter((dir) => path.basename(dir).includes(filter));
  if (fixtures.length === 0) {
    console.error(`no fixtures match "${filter}"`);
    return 1;
  }
  let failures = 0;
  for (const dir of fixtures) {
    const name = path.basename(dir);
    const started = Date.now();
    const tmp = materializeFixture(dir);
    try {
      const run = spawnSync(process.execPath, [oracle, tmp], { encoding: 'utf8', maxBuffer: 1 << 30 });
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      let out: OracleOutput | undefined;
      try {
        out = JSON.parse(run.stdout) as OracleOutput;
      } catch {
        out = undefined;
      }
      if (run.status !== 0 || out === undefined) {
        failures++;
        console.log(`FAIL ${name}: oracle exited ${run.status ?? run.signal} (${secs}s)`);
        if (run.stderr) console.log(run.stderr.trimEnd().replace(/^/gm, '    '));
        continue;
      }
      fs.writeFileSync(path.join(dir, 'golden.json'), JSON.stringify(out, null, 2) + '\n');
      const cliExit = out.exit ?? 0;
      if (cliExit !== 0) failures++;
      console.log(
        `${cliExit === 0 ? 'ok  ' : 'WARN'} ${name}: launch=${out.launch?.length ?? 0} reads=${out.reads?.length ?? 0}` +
          `${cliExit === 0 ? '' : ` cli-exit=${cliExit}`} (${secs}s)`,
      );
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  console.log(`${fixtures.length} fixture(s), ${failures} problem(s)`);
  return failures === 0 ? 0 : 1;
}

process.exitCode = main();
