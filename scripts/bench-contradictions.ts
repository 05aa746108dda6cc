// Benchmark of the contradiction detector (src/core/contradictions).
//
//   npx tsx scripts/bench-contradictions.ts [set.json]     precision / recall on a labelled pair set
//                                                           (default ../shared/contradictions/dev.json),
//                                                           then the scaling check
//   npx tsx scripts/bench-contradictions.ts --corpus        every finding on the real corpus repositories
//   npx tsx scripts/bench-contradictions.ts --scale         the scaling check only
//
// For every pair and every layer of the set a temporary repository is written: the root CLAUDE.md holds
// ordinary project text with line `a` among it, and line `b` goes into the layer's file (an imported
// guide, a rule, a path-scoped rule read through `touch`, CLAUDE.local.md, a nested CLAUDE.md, the user's
// ~/.claude/CLAUDE.md, or the same CLAUDE.md). The real loader decides what loads in which context; the
// detector runs on the raw text of every loaded file. A reported contradiction between the a-line and the
// b-line counts as a true positive for conflicting pairs and a false positive for compatible ones; any
// contradiction involving a line of the surrounding text is a false positive too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractDirectives, findConflicts, type Conflict, type ConflictContext, type Directive, type FamilyConfig } from '../src/core/contradictions/index.js';
import { MAX_FILE_BYTES } from '../src/core/constants.js';
import { Loader } from '../src/core/loader.js';
import { memoryTree } from '../src/core/tree.js';
import { Vfs } from '../src/core/vfs.js';
import { openWorkspace } from '../src/cli/workspace.js';
import { corpusDir, corpusEntries, listCorpusRepos, projectRoot } from './conformance/corpus-lib.js';

export interface BenchPair {
  a: string;
  b: string;
  conflict: boolean;
  kind?: string;
  note?: string;
}

export interface BenchLayer {
  name: string;
  file: string;
  cwd: string;
  importFrom?: string;
  paths?: string[];
  touch?: string;
}

export interface BenchSet {
  pairs: BenchPair[];
  layers: BenchLayer[];
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  /** compatible pairs seen */
  ok: number;
}

export interface BenchCase {
  pair: BenchPair;
  layer: string;
  found: boolean;
  message?: string;
}

export interface BenchResult {
  cases: number;
  total: Counts;
  precision: number;
  recall: number;
  perLayer: Record<string, Counts>;
  perKind: Record<string, Counts>;
  misses: BenchCase[];
  falsePositives: BenchCase[];
  /** duplicate-kind pairs reported as duplicates / all duplicate-kind cases */
  duplicates: { found: number; expected: number };
  /** findings that involve the filler text (each is also counted as a false positive when a contradiction) */
  fillerFindings: string[];
}

export const DEFAULT_SET = path.resolve(projectRoot, '..', 'shared', 'contradictions', 'dev.json');

export function loadSet(file: string): BenchSet {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BenchSet;
}

// ---------------------------------------------------------------------------------------------------------
// contexts from the real loader

export interface LoadedRepo {
  contexts: ConflictContext[];
  directives: Map<string, Directive[]>;
}

/**
 * Sessions of a repository as ConflictContexts: the launch in `cwd`, and one context per file in
 * `touch` (launch files plus what reading that file attaches). Directives come from each loaded file's
 * raw text as stored.
 */
export async function loadContexts(root: string, opts: { cwd?: string; home?: string; touch?: string[] } = {}): Promise<LoadedRepo> {
  const ws = await openWorkspace({ root, cwd: opts.cwd, home: opts.home });
  try {
    return await contextsOf(ws.loader, ws.root, ws.cwd, opts.touch ?? [], (abs) => ws.resolveInput(abs), async (abs) => fs.readFileSync(abs, 'utf8'));
  } finally {
    ws.close();
  }
}

async function contextsOf(loader: Loader, root: string, cwd: string, touch: string[], resolve: (p: string) => string, readRaw: (abs: string) => Promise<string>): Promise<LoadedRepo> {
  const plan = await loader.launch();
  const abs = new Map<string, string>();
  for (const s of plan.launch) abs.set(s.path, s.abs);
  const launchFiles = plan.launch.map((s) => s.path);
  const cwdRel = path.posix.relative(root, cwd) || '.';
  const contexts: ConflictContext[] = [{ id: `launch:${cwdRel}`, label: `session started in ${cwdRel}`, files: launchFiles }];
  for (const t of touch) {
    const r = await loader.read(resolve(t));
    for (const s of r.loaded) abs.set(s.path, s.abs);
    contexts.push({ id: `read:${t}`, label: `after reading ${t}`, files: [...launchFiles, ...r.loaded.map((s) => s.path)] });
  }
  const directives = new Map<string, Directive[]>();
  for (const [p, a] of abs) directives.set(p, extractDirectives(p, await readRaw(a)));
  return { contexts, directives };
}

/** A corpus repository (../shared/corpus) in memory, launched at its root with the real loader. */
export async function loadCorpusRepo(repo: string): Promise<LoadedRepo> {
  const files: Record<string, string | Buffer | { symlink: string }> = {};
  for (const e of corpusEntries(path.join(corpusDir(), repo))) files[e.path] = e.symlink !== undefined ? { symlink: e.symlink } : (e.content ?? Buffer.alloc(0));
  const root = `/corpus/${repo}/repo`;
  const vfs = new Vfs([{ name: 'root', at: root, tree: memoryTree(repo, files) }]);
  const loader = new Loader({ vfs, root, cwd: root });
  return contextsOf(loader, root, root, [], (p) => p, async (abs) => {
    const r = await vfs.readFile(abs, MAX_FILE_BYTES);
    return r.ok ? r.data.toString('utf8') : '';
  });
}

// ---------------------------------------------------------------------------------------------------------
// materialising a pair

/** Ordinary project text around the a-line: headings, compatible bullets, a code block, a comment, a table. */
function rootClaudeMd(a: string, importLine: string | undefined, sameFileB: string | undefined): { text: string; aLine: number; bLine?: number } {
  const lines = [
    '# Ledger',
    '',
    'Ledger turns usage events into invoices for the billing dashboard. It runs as an HTTP service and a',
    'background worker that processes queued jobs.',
    '',
    '<!-- Maintainers: this block is generated. Always use npm for everything and indent with tabs. -->',
    '',
    ...(importLine ? [importLine, ''] : []),
    '## Repository layout',
    '',
    '- `app/` holds the service code and `services/api/` the public API.',
    '- `docs/` contains architecture notes and runbooks.',
    '- `scripts/` has one-off maintenance scripts.',
    '',
    '## Working here',
    '',
    '- Read `docs/architecture.md` before large refactors.',
    '@@A@@',
    '- Explain the reason for a change in the pull request description.',
    '- Ask in the #ledger channel when requirements are unclear.',
    '',
    '## Commands',
    '',
    '```sh',
    'npm install',
    'yarn test --watch',
    'pnpm run lint --max-warnings 0',
    'python -m pytest -x',
    '```',
    '',
    '| Task | Command |',
    '| --- | --- |',
    '| Build | `make build` |',
    '',
    'Invoices are immutable once issued; corrections go through credit notes.',
    ...(sameFileB !== undefined ? ['', '## Conventions', '', '- Name things after the domain concept they represent.', '@@B@@'] : []),
    '',
  ];
  const aLine = lines.indexOf('@@A@@') + 1;
  lines[aLine - 1] = `- ${a}`;
  let bLine: number | undefined;
  if (sameFileB !== undefined) {
    bLine = lines.indexOf('@@B@@') + 1;
    lines[bLine - 1] = `- ${sameFileB}`;
  }
  return { text: lines.join('\n'), aLine, bLine };
}

function layerFile(b: string, layer: BenchLayer): { text: string; bLine: number } {
  const lines: string[] = [];
  if (layer.paths?.length) lines.push('---', 'paths:', ...layer.paths.map((p) => `  - "${p}"`), '---');
  lines.push('# Team conventions', '', 'These apply to everyone working in this part of the code.', '', '- Keep the change log of decisions in the wiki.', `- ${b}`, '');
  return { text: lines.join('\n'), bLine: lines.indexOf(`- ${b}`) + 1 };
}

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

interface Placed {
  found: Conflict[];
  aKey: string;
  bKey: string;
}

async function runCase(pair: BenchPair, layer: BenchLayer, families?: FamilyConfig[]): Promise<Placed> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-bench-'));
  try {
    const root = path.join(tmp, 'repo');
    const home = path.join(tmp, 'home');
    fs.mkdirSync(root, { recursive: true });
    fs.mkdirSync(home, { recursive: true });
    const same = layer.file === 'CLAUDE.md';
    const importLine = layer.importFrom ? `Agent conventions: @${layer.file}` : undefined;
    const rootMd = rootClaudeMd(pair.a, importLine && layer.importFrom === 'CLAUDE.md' ? importLine : undefined, same ? pair.b : undefined);
    write(path.join(root, 'CLAUDE.md'), rootMd.text);
    if (layer.importFrom && layer.importFrom !== 'CLAUDE.md') write(path.join(root, layer.importFrom), `# Imports\n\n${importLine}\n`);
    let bPath = layer.file;
    let bLine = rootMd.bLine ?? 0;
    if (!same) {
      const lf = layerFile(pair.b, layer);
      bLine = lf.bLine;
      if (layer.file.startsWith('~/')) write(path.join(home, layer.file.slice(2)), lf.text);
      else write(path.join(root, layer.file), lf.text);
      bPath = layer.file;
    }
    write(path.join(root, 'app', 'main.py'), 'print("ledger")\n');
    write(path.join(root, 'services', 'api', 'server.py'), 'print("api")\n');
    const repo = await loadContexts(root, { cwd: layer.cwd === '.' ? undefined : layer.cwd, home, touch: layer.touch ? [layer.touch] : [] });
    const found = findConflicts(repo.directives, repo.contexts, { families });
    return { found, aKey: `CLAUDE.md:${rootMd.aLine}`, bKey: `${bPath}:${bLine}` };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const key = (d: Directive): string => `${d.path}:${d.line}`;
const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0, ok: 0 });
const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);

/** Run the whole set: every pair in every layer. */
export async function runBench(set: BenchSet, opts: { families?: FamilyConfig[] } = {}): Promise<BenchResult> {
  const total = empty();
  const perLayer: Record<string, Counts> = {};
  const perKind: Record<string, Counts> = {};
  const misses: BenchCase[] = [];
  const falsePositives: BenchCase[] = [];
  const fillerFindings: string[] = [];
  const duplicates = { found: 0, expected: 0 };
  let cases = 0;
  for (const pair of set.pairs) {
    for (const layer of set.layers) {
      cases++;
      const { found, aKey, bKey } = await runCase(pair, layer, opts.families);
      const kind = pair.conflict ? (pair.kind ?? 'conflict') : (pair.kind ?? 'compatible');
      const L = (perLayer[layer.name] ??= empty());
      const K = (perKind[kind] ??= empty());
      const isPair = (c: Conflict): boolean => {
        const ks = [key(c.a), key(c.b)];
        return ks.includes(aKey) && ks.includes(bKey) && aKey !== bKey;
      };
      const contradiction = found.find((c) => c.rule === 'contradiction' && isPair(c));
      for (const c of found) {
        if (isPair(c)) continue;
        fillerFindings.push(`[${layer.name}] ${c.rule}: ${c.message}`);
        if (c.rule === 'contradiction') {
          total.fp++;
          L.fp++;
          K.fp++;
          falsePositives.push({ pair, layer: layer.name, found: true, message: `(filler) ${c.message}` });
        }
      }
      if (pair.kind === 'duplicate') {
        duplicates.expected++;
        if (found.some((c) => c.rule === 'duplicate' && isPair(c))) duplicates.found++;
      }
      if (pair.conflict) {
        if (contradiction) {
          total.tp++;
          L.tp++;
          K.tp++;
        } else {
          total.fn++;
          L.fn++;
          K.fn++;
          misses.push({ pair, layer: layer.name, found: false });
        }
      } else if (contradiction) {
        total.fp++;
        L.fp++;
        K.fp++;
        falsePositives.push({ pair, layer: layer.name, found: true, message: contradiction.message });
      } else {
        total.ok++;
        L.ok++;
        K.ok++;
      }
    }
  }
  return {
    cases,
    total,
    precision: ratio(total.tp, total.tp + total.fp),
    recall: ratio(total.tp, total.tp + total.fn),
    perLayer,
    perKind,
    misses,
    falsePositives,
    duplicates,
    fillerFindings,
  };
}

function fmtCounts(name: string, c: Counts): string {
  const p = ratio(c.tp, c.tp + c.fp);
  const r = ratio(c.tp, c.tp + c.fn);
  return `  ${name.padEnd(18)} precision ${p.toFixed(3)}  recall ${r.toFixed(3)}   (tp ${c.tp}, fp ${c.fp}, fn ${c.fn}, compatible ok ${c.ok})`;
}

export function printBench(file: string, r: BenchResult): void {
  console.log(`contradictions bench: ${file}`);
  console.log(`  ${r.cases} cases (${r.cases / Math.max(1, Object.keys(r.perLayer).length)} pairs x ${Object.keys(r.perLayer).length} layers)`);
  console.log(`  precision ${r.precision.toFixed(3)}  recall ${r.recall.toFixed(3)}   (tp ${r.total.tp}, fp ${r.total.fp}, fn ${r.total.fn})`);
  console.log(`  duplicates reported for duplicate pairs: ${r.duplicates.found}/${r.duplicates.expected}`);
  console.log('per layer:');
  for (const [k, c] of Object.entries(r.perLayer)) console.log(fmtCounts(k, c));
  console.log('per kind:');
  for (const [k, c] of Object.entries(r.perKind)) console.log(fmtCounts(k, c));
  const group = (cs: BenchCase[]): Map<string, { c: BenchCase; layers: string[] }> => {
    const m = new Map<string, { c: BenchCase; layers: string[] }>();
    for (const c of cs) {
      const k = JSON.stringify([c.pair.a, c.pair.b, c.message?.startsWith('(filler)') ? c.message : '']);
      const e = m.get(k);
      if (e) e.layers.push(c.layer);
      else m.set(k, { c, layers: [c.layer] });
    }
    return m;
  };
  if (r.misses.length) {
    console.log('misses:');
    for (const { c, layers } of group(r.misses).values()) console.log(`  - [${c.pair.kind ?? ''}] "${c.pair.a}" / "${c.pair.b}"  (${layers.join(', ')})`);
  }
  if (r.falsePositives.length) {
    console.log('false positives:');
    for (const { c, layers } of group(r.falsePositives).values()) console.log(`  - "${c.pair.a}" / "${c.pair.b}"  (${layers.join(', ')})\n      ${c.message}`);
  }
  const other = r.fillerFindings.filter((f) => !f.includes('contradiction:'));
  if (other.length) {
    console.log(`other findings involving the surrounding text: ${other.length}`);
    for (const f of [...new Set(other)].slice(0, 10)) console.log(`  ${f}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// corpus

export interface CorpusFinding {
  repo: string;
  conflict: Conflict;
}

/** Every finding on the corpus repositories, each launched at its root. */
export async function runCorpus(): Promise<{ repos: number; directives: number; findings: CorpusFinding[] }> {
  const findings: CorpusFinding[] = [];
  let directives = 0;
  const repos = listCorpusRepos();
  for (const repo of repos) {
    const loaded = await loadCorpusRepo(repo);
    for (const l of loaded.directives.values()) directives += l.length;
    for (const c of findConflicts(loaded.directives, loaded.contexts)) findings.push({ repo, conflict: c });
  }
  return { repos: repos.length, directives, findings };
}

// ---------------------------------------------------------------------------------------------------------
// scaling

/** A deterministic pseudo-random generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Most directives of a real repository are about things of their own (a package, a directory, a
// command); some share a subject with other files. The generator mixes both.
const LOCAL_TEMPLATES = [
  'Do not edit files in `{dir}/` by hand.',
  'Run `make {dir}-check` before pushing changes to {dir}.',
  'The {dir} service owns the {noun} table; ask its owners before changing the schema.',
  'Keep {dir} handlers thin and move logic into `{dir}/core`.',
  'Use the `{dir}Client` wrapper for calls to the {noun} API.',
  'Never log the {noun} payload of {dir} requests.',
  'Document every public function in `{dir}/`.',
  'Prefer small pure functions in the {dir} package.',
];
const SCALE_TEMPLATES = [
  'Use {tool} for {area}.',
  'Never use {tool} in {area}.',
  'Always run `{cmd}` before committing.',
  'Keep functions under {n} lines.',
  'The request timeout is {n} seconds.',
  'Prefer {case} for {target} names.',
  'Write {doc} in {lang}.',
  'Do not edit files in `{dir}/` by hand.',
  'Ask before deleting anything in `{dir}/`.',
  'Document every public function in {area}.',
  'Run the {area} checks locally when you change them.',
  'Target Python 3.{minor} for {area}.',
];
const FILL: Record<string, string[]> = {
  tool: ['pnpm', 'npm', 'yarn', 'Jest', 'Vitest', 'Prettier', 'Biome', 'ESLint', 'Redux', 'Zustand', 'Prisma', 'Drizzle', 'Axios', 'Docker', 'Terraform', 'Poetry', 'uv', 'pytest'],
  area: ['the API', 'tests', 'scripts', 'the frontend', 'the worker', 'migrations', 'examples', 'the CLI', 'billing', 'reports'],
  cmd: ['pnpm lint', 'make check', 'cargo fmt', 'go vet ./...', 'ruff check', 'npm test'],
  case: ['camelCase', 'snake_case', 'PascalCase', 'kebab-case'],
  target: ['file', 'variable', 'function', 'component', 'column'],
  doc: ['documentation', 'code comments', 'commit messages', 'replies'],
  lang: ['English', 'German', 'French', 'Japanese'],
  dir: ['dist', 'generated', 'vendor', 'build', 'tmp', 'fixtures'],
  n: ['20', '40', '50', '80', '100', '120'],
  minor: ['10', '11', '12', '13'],
};

export interface ScalingResult {
  directives: number;
  /** wall-clock and CPU milliseconds for extraction and for the comparison */
  extractMs: number;
  findMs: number;
  extractCpuMs: number;
  findCpuMs: number;
  conflicts: number;
  found: Conflict[];
}

/**
 * `files` memory files of `perFile` directives each, loaded in `contextCount` contexts of `filesPerContext`
 * files: how long extraction and comparison take.
 */
export function scalingCheck(files = 500, perFile = 10, contextCount = 50, filesPerContext = 40): ScalingResult {
  const rand = rng(42);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
  const texts = new Map<string, string>();
  for (let f = 0; f < files; f++) {
    const lines = [`# Part ${f}`, ''];
    for (let k = 0; k < perFile; k++) {
      const local = rand() < 0.85;
      const fill = (g: string): string => (local && g === 'dir' ? `svc${f}x${k}` : local && g === 'noun' ? `entity${f}y${k}` : pick(FILL[g] ?? ['x']));
      lines.push('- ' + pick(local ? LOCAL_TEMPLATES : SCALE_TEMPLATES).replace(/\{(\w+)\}/g, (_m, g: string) => fill(g)));
    }
    texts.set(`pkg${f % 50}/part${f}/CLAUDE.md`, lines.join('\n') + '\n');
  }
  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const t0 = performance.now();
  const c0 = cpu();
  const directives = new Map<string, Directive[]>();
  let n = 0;
  for (const [p, t] of texts) {
    const ds = extractDirectives(p, t);
    n += ds.length;
    directives.set(p, ds);
  }
  const t1 = performance.now();
  const c1 = cpu();
  const paths = [...texts.keys()];
  const contexts: ConflictContext[] = [];
  for (let c = 0; c < contextCount; c++) {
    const fs2 = new Set<string>();
    while (fs2.size < filesPerContext) fs2.add(pick(paths));
    contexts.push({ id: `ctx${c}`, label: `context ${c}`, files: [...fs2] });
  }
  const c2 = cpu();
  const found = findConflicts(directives, contexts);
  const t2 = performance.now();
  const c3 = cpu();
  return { directives: n, extractMs: t1 - t0, findMs: t2 - t1, extractCpuMs: c1 - c0, findCpuMs: c3 - c2, conflicts: found.length, found };
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--corpus')) {
    const r = await runCorpus();
    const contra = r.findings.filter((f) => f.conflict.rule === 'contradiction');
    const dups = r.findings.filter((f) => f.conflict.rule === 'duplicate');
    console.log(`corpus: ${r.repos} repositories, ${r.directives} directives loaded at the root launch`);
    console.log(`contradictions: ${contra.length}`);
    for (const f of contra) console.log(`  [${f.repo}] ${f.conflict.kind}: ${f.conflict.message}`);
    console.log(`duplicates: ${dups.length}`);
    for (const f of dups) console.log(`  [${f.repo}] ${f.conflict.message}`);
    return;
  }
  if (!args.includes('--scale')) {
    const file = args.find((a) => !a.startsWith('--')) ?? DEFAULT_SET;
    const t0 = performance.now();
    const r = await runBench(loadSet(file));
    printBench(file, r);
    console.log(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  if (args.includes('--no-scale')) return;
  const s = scalingCheck();
  console.log(
    `scaling: ${s.directives} directives in 500 files, 50 contexts: extract ${s.extractMs.toFixed(0)} ms (cpu ${s.extractCpuMs.toFixed(0)} ms), compare ${s.findMs.toFixed(0)} ms (cpu ${s.findCpuMs.toFixed(0)} ms), ${s.conflicts} findings`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
