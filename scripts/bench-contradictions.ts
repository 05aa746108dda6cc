// Benchmark of the contradiction detector (src/core/contradictions).
//
//   npx tsx scripts/bench-contradictions.ts [set.json]     precision / recall on a labelled pair set
//                                                           (default ../shared/contradictions/dev.json),
//                                                           then the scaling check
//   npx tsx scripts/bench-contradictions.ts --corpus        every finding on the real corpus repositories
//   npx tsx scripts/bench-contradictions.ts --scale         the scaling check only
//   npx tsx scripts/bench-contradictions.ts --realtext [results.json]
//                                                           precision of a real-text replay (scripts/realtext/replay.ts,
//                                                           default realtext-results.json) against the hand labels in
//                                                           __tests__/contradictions/realtext.json; unlabelled findings listed
//
// For every pair and every layer of the set a temporary repository is written: the root CLAUDE.md holds
// ordinary project text with line `a` among it, and line `b` goes into the layer's file (an imported
// guide, a rule, a path-scoped rule read through `touch`, CLAUDE.local.md, a nested CLAUDE.md, the user's
// ~/.claude/CLAUDE.md, or the same CLAUDE.md). A pair with "shape": "file" has a multi-line markdown
// snippet as `a`, written verbatim as its own block; a finding between b and any line of it counts as the
// pair. The real loader decides what loads in which context; the detector runs on the raw text of every
// loaded file. A reported contradiction between the a-line and the
// b-line counts as a true positive for conflicting pairs and a false positive for compatible ones; any
// contradiction involving a line of the surrounding text is a false positive too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONFIDENCES, extractDirectives, findConflicts, type Conflict, type ConflictContext, type Directive, type FamilyConfig } from '../src/core/contradictions/index.js';
import { MAX_FILE_BYTES } from '../src/core/constants.js';
import { Loader } from '../src/core/loader/index.js';
import { memoryTree } from '../src/core/tree.js';
import { Vfs } from '../src/core/vfs.js';
import { openWorkspace } from '../src/cli/workspace.js';
import { corpusDir, corpusEntries, listCorpusRepos, projectRoot } from './conformance/corpus-lib.js';
import { printScore, score, type LabelSet, type Results } from './realtext/replay.js';

export interface BenchPair {
  a: string;
  b: string;
  conflict: boolean;
  kind?: string;
  note?: string;
  /** "file": `a` is a multi-line markdown snippet written verbatim as a block of the root CLAUDE.md */
  shape?: 'line' | 'file';
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
  /** true positives found at `certain`, and false positives reported at `certain` */
  certain: { tp: number; fp: number };
  /** pairs found at any confidence, unlikely ones included (which a review leaves out by default) */
  unlikely: { tp: number; fp: number };
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

/**
 * A line as an item of the file's list: a line that already is a bullet (`- …`, `* …`) stays as written, and a
 * numbered one (`3. …`) is a list of its own, set apart by blank lines (placed right under a bullet it would continue
 * that bullet's paragraph, as CommonMark reads it).
 */
export function listItem(line: string): string[] {
  if (/^\d{1,3}[.)](?:\s|$)/.test(line)) return ['', line, ''];
  return [/^[-*+](?:\s|$)/.test(line) ? line : `- ${line}`];
}

/** Where in `listItem(line)` the line itself is. */
function itemAt(placed: string[], line: string): number {
  return placed.findIndex((l) => l === line || l === `- ${line}`);
}

/** Ordinary project text around the a-line: headings, compatible bullets, a code block, a comment, a table. */
export function rootClaudeMd(a: string, importLine: string | undefined, sameFileB: string | undefined, aBlock = false): { text: string; aLine: number; aEnd: number; bLine?: number } {
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
  // A file-shaped `a` is its own block (blank lines around it), every line of it verbatim.
  const aLines = aBlock ? a.split('\n') : [a];
  const aPlaced = aBlock ? ['', ...aLines, ''] : listItem(a);
  lines.splice(aLine - 1, 1, ...aPlaced);
  const aStart = aLine + (aBlock ? 1 : itemAt(aPlaced, a));
  const aEnd = aStart + aLines.length - 1;
  let bLine: number | undefined;
  if (sameFileB !== undefined) {
    const at = lines.indexOf('@@B@@');
    const placed = listItem(sameFileB);
    lines.splice(at, 1, ...placed);
    bLine = at + itemAt(placed, sameFileB) + 1;
  }
  return { text: lines.join('\n'), aLine: aStart, aEnd, bLine };
}

export function layerFile(b: string, layer: BenchLayer): { text: string; bLine: number } {
  const lines: string[] = [];
  if (layer.paths?.length) lines.push('---', 'paths:', ...layer.paths.map((p) => `  - "${p}"`), '---');
  lines.push('# Team conventions', '', 'These apply to everyone working in this part of the code.', '', '- Keep the change log of decisions in the wiki.');
  const placed = listItem(b);
  const bLine = lines.length + itemAt(placed, b) + 1;
  lines.push(...placed, '');
  return { text: lines.join('\n'), bLine };
}

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

interface Placed {
  found: Conflict[];
  /** every line of the a-side (one line, or the block of a file-shaped pair) */
  aKeys: string[];
  bKey: string;
}

/**
 * Write one case into `tmp`: the root CLAUDE.md with the a-side (and the b-side when the layer is the same
 * file), the layer's file with the b-side, an import file when the layer is imported, and two source files.
 */
export function placeCase(tmp: string, pair: BenchPair, layer: BenchLayer): { root: string; home: string; aKeys: string[]; bKey: string } {
  const root = path.join(tmp, 'repo');
  const home = path.join(tmp, 'home');
  fs.mkdirSync(root, { recursive: true });
  fs.mkdirSync(home, { recursive: true });
  const same = layer.file === 'CLAUDE.md';
  const importLine = layer.importFrom ? `Agent conventions: @${layer.file}` : undefined;
  const rootMd = rootClaudeMd(pair.a, importLine && layer.importFrom === 'CLAUDE.md' ? importLine : undefined, same ? pair.b : undefined, pair.shape === 'file');
  write(path.join(root, 'CLAUDE.md'), rootMd.text);
  if (layer.importFrom && layer.importFrom !== 'CLAUDE.md') write(path.join(root, layer.importFrom), `# Imports\n\n${importLine}\n`);
  let bLine = rootMd.bLine ?? 0;
  if (!same) {
    const lf = layerFile(pair.b, layer);
    bLine = lf.bLine;
    if (layer.file.startsWith('~/')) write(path.join(home, layer.file.slice(2)), lf.text);
    else write(path.join(root, layer.file), lf.text);
  }
  write(path.join(root, 'app', 'main.py'), 'print("ledger")\n');
  write(path.join(root, 'services', 'api', 'server.py'), 'print("api")\n');
  const aKeys: string[] = [];
  for (let l = rootMd.aLine; l <= rootMd.aEnd; l++) aKeys.push(`CLAUDE.md:${l}`);
  return { root, home, aKeys, bKey: `${layer.file}:${bLine}` };
}

async function runCase(pair: BenchPair, layer: BenchLayer, families?: FamilyConfig[]): Promise<Placed> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-bench-'));
  try {
    const { root, home, aKeys, bKey } = placeCase(tmp, pair, layer);
    const repo = await loadContexts(root, { cwd: layer.cwd === '.' ? undefined : layer.cwd, home, touch: layer.touch ? [layer.touch] : [] });
    const found = findConflicts(repo.directives, repo.contexts, { families });
    return { found, aKeys, bKey };
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
  const certain = { tp: 0, fp: 0 };
  const unlikely = { tp: 0, fp: 0 };
  let cases = 0;
  for (const pair of set.pairs) {
    for (const layer of set.layers) {
      cases++;
      const { found, aKeys, bKey } = await runCase(pair, layer, opts.families);
      const kind = pair.conflict ? (pair.kind ?? 'conflict') : (pair.kind ?? 'compatible');
      const L = (perLayer[layer.name] ??= empty());
      const K = (perKind[kind] ??= empty());
      const isPair = (c: Conflict): boolean => {
        const [ka, kb] = [key(c.a), key(c.b)];
        return (aKeys.includes(ka) && kb === bKey) || (aKeys.includes(kb) && ka === bKey);
      };
      // what a review reports: the most confident finding of the two lines (the detector may judge them on more than
      // one subject); unlikely ones are left out by default (contradictions.report)
      const rank = (c: Conflict) => CONFIDENCES.indexOf(c.confidence ?? 'certain');
      const any = found.filter((c) => c.rule === 'contradiction' && isPair(c)).reduce<Conflict | undefined>((best, c) => (best && rank(best) >= rank(c) ? best : c), undefined);
      const contradiction = any?.confidence === 'unlikely' ? undefined : any;
      if (any) {
        if (any.confidence === 'unlikely' && process.env.MR_BENCH_UNLIKELY) console.log(`UNLIKELY ${pair.conflict ? 'conflict' : 'compatible'} [${layer.name}] "${pair.a}" / "${pair.b}"\n      ${any.reason ?? ''}`);
        if (pair.conflict) unlikely.tp++;
        else unlikely.fp++;
      }
      for (const c of found) {
        if (isPair(c) || c.confidence === 'unlikely') continue;
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
          if (contradiction.confidence === 'certain') certain.tp++;
          else if (process.env.MR_BENCH_POSSIBLE) console.log(`POSSIBLE [${layer.name}] "${pair.a}" / "${pair.b}"\n      ${contradiction.reason ?? ''}`);
          L.tp++;
          K.tp++;
        } else {
          total.fn++;
          L.fn++;
          K.fn++;
          misses.push({ pair, layer: layer.name, found: false });
        }
      } else if (contradiction) {
        if (contradiction.confidence === 'certain') certain.fp++;
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
    certain,
    unlikely,
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
  if (args.includes('--realtext')) {
    const given = args[args.indexOf('--realtext') + 1];
    const file = path.resolve(given && !given.startsWith('--') ? given : 'realtext-results.json');
    const labels = JSON.parse(fs.readFileSync(path.join(projectRoot, '__tests__', 'contradictions', 'realtext.json'), 'utf8')) as LabelSet;
    const results = JSON.parse(fs.readFileSync(file, 'utf8')) as Results;
    printScore(results, score(results.findings, labels, new Set(results.repos.map((r) => r.name))));
    return;
  }
  if (args.includes('--all') || args.length === 0) {
    // every labelled set, one line each; the held-out batches were scored once before any tuning (docs/contradictions.md)
    const dir = path.join(projectRoot, '__tests__', 'contradictions');
    const heldout = fs.readdirSync(dir).filter((f) => /^heldout-\d+\.json$/.test(f)).sort((x, y) => Number(x.slice(8, -5)) - Number(y.slice(8, -5)));
    const sets = [DEFAULT_SET, ...['paraphrase.json', 'regression.json', 'ecosystems.json', 'structure.json', 'numeric.json', 'numeric-2.json', 'numeric-3.json', 'permission.json', ...heldout].map((f) => path.join(dir, f))].filter((f) => fs.existsSync(f));
    console.log('set                 cases  precision  recall  recall at certain  certain false alarms  with unlikely: precision  recall');
    for (const file of sets) {
      const r = await runBench(loadSet(file));
      const conflicts = r.total.tp + r.total.fn;
      console.log(`${path.basename(file).padEnd(18)} ${String(r.cases).padStart(6)}  ${r.precision.toFixed(3).padStart(9)}  ${r.recall.toFixed(3).padStart(6)}  ${ratio(r.certain.tp, conflicts).toFixed(3).padStart(17)}  ${String(r.certain.fp).padStart(20)}  ${ratio(r.unlikely.tp, r.unlikely.tp + r.unlikely.fp).toFixed(3).padStart(24)}  ${ratio(r.unlikely.tp, conflicts).toFixed(3).padStart(6)}`);
    }
    const results = path.join(projectRoot, '.tmp', 'realtext-results.json');
    if (fs.existsSync(results)) {
      const labels = JSON.parse(fs.readFileSync(path.join(dir, 'realtext.json'), 'utf8')) as LabelSet;
      console.log('\nreal text (replayed commits of public repositories, .tmp/realtext-results.json):');
      const run = JSON.parse(fs.readFileSync(results, 'utf8')) as Results;
      printScore(run, score(run.findings, labels, new Set(run.repos.map((r) => r.name))));
    } else console.log('\nreal text: run `npx tsx scripts/realtext/replay.ts --cli dist/cli.js --out .tmp/realtext-results.json` (about 15 minutes) and rerun to score it');
    return;
  }
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
