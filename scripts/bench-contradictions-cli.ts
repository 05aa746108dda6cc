// The labelled-pair bench (scripts/bench-contradictions.ts) run through a built CLI instead of the source:
// every pair and layer is written as the same temporary repository, `check --format json` of the given
// cli.js reports its findings, and a contradiction between the a-line(s) and the b-line counts as the pair.
// Used to score a frozen bundle (e.g. the shipped dist/cli.js) on a set.
//
//   npx tsx scripts/bench-contradictions-cli.ts CLI_JS SET.json [--jobs N]
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadSet, placeCase, type BenchLayer, type BenchPair } from './bench-contradictions.js';

const run = promisify(execFile);

interface Finding {
  rule: string;
  confidence?: string;
  locations: { path: string; line: number }[];
}

async function runCase(cli: string, pair: BenchPair, layer: BenchLayer): Promise<{ pair?: Finding; other: number }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-benchcli-'));
  try {
    const { root, home, aKeys: a, bKey } = placeCase(tmp, pair, layer);
    const args = [cli, 'check', '--root', root, '--home', home, '--format', 'json', '--fail-on', 'never'];
    if (layer.cwd !== '.') args.push('--cwd', path.join(root, layer.cwd));
    const { stdout } = await run(process.execPath, args, { maxBuffer: 64 << 20 });
    const findings = (JSON.parse(stdout) as { findings: Finding[] }).findings.filter((f) => f.rule === 'contradiction');
    const aKeys = new Set(a);
    const isPair = (f: Finding): boolean => {
      const ks = f.locations.map((l) => `${l.path}:${l.line}`);
      return ks.length === 2 && ((aKeys.has(ks[0]) && ks[1] === bKey) || (aKeys.has(ks[1]) && ks[0] === bKey));
    };
    return { pair: findings.find(isPair), other: findings.filter((f) => !isPair(f)).length };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const [cli, file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const jobsAt = process.argv.indexOf('--jobs');
  const jobs = jobsAt > 0 ? Number(process.argv[jobsAt + 1]) : 2;
  if (!cli || !file) throw new Error('usage: bench-contradictions-cli.ts CLI_JS SET.json [--jobs N]');
  const set = loadSet(file);
  const cases = set.pairs.flatMap((pair) => set.layers.map((layer) => ({ pair, layer })));
  let tp = 0, fp = 0, fn = 0, certainTp = 0, certainFp = 0, next = 0;
  const worker = async (): Promise<void> => {
    while (next < cases.length) {
      const { pair, layer } = cases[next++];
      const r = await runCase(path.resolve(cli), pair, layer);
      fp += r.other; // a contradiction with the surrounding text is a false alarm
      if (pair.conflict) {
        if (r.pair) {
          tp++;
          if (r.pair.confidence === 'certain') certainTp++;
        } else fn++;
      } else if (r.pair) {
        fp++;
        if (r.pair.confidence === 'certain') certainFp++;
      }
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);
  console.log('set                 cases  precision  recall  recall at certain  certain false alarms');
  console.log(`${path.basename(file).padEnd(18)} ${String(cases.length).padStart(6)}  ${ratio(tp, tp + fp).toFixed(3).padStart(9)}  ${ratio(tp, tp + fn).toFixed(3).padStart(6)}  ${ratio(certainTp, tp + fn).toFixed(3).padStart(17)}  ${String(certainFp).padStart(20)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
