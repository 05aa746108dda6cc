/**
 * Deterministic synthetic monorepo for the benchmark.
 *
 * The repository is written as git objects through one `git fast-import` stream (no working tree, no
 * checkout): a base commit (`refs/heads/base`) with exactly `files` files, and a head commit
 * (`refs/heads/head`) that edits root and nested CLAUDE.md files, rule globs, the memory index, and
 * adds, removes and modifies ordinary files. Same `files` and `seed` → same commit ids.
 *
 * Shape (P = files / 500 packages, at least 4):
 * - root `CLAUDE.md` importing `@docs/*.md`, `AGENTS.md` (shadowed), `.claude/rules/<area>/*.md`: 110
 *   path-scoped rules (a dozen broad ones, the rest aimed at one area, package family or app; 109 with
 *   brace globs) and 10 unconditional ones, some importing docs;
 * - `packages/`, `apps/`, `libs/` with a `CLAUDE.md` each (importing `@docs/notes.md`), nested
 *   `src/CLAUDE.md` (every 3rd) and `src/<area>/CLAUDE.md` (every 7th), package rules with brace globs
 *   (every 10th), `AGENTS.md` (every 13th);
 * - the committed auto-memory index `.claude/memory/MEMORY.md` with topic files;
 * - `.github/memory-review.yml` pointing the memory directory there;
 * - ordinary files (one small blob each) filling the rest, about ten to a directory.
 *
 * A second shape, `echo` (see echo() below), repeats root lines in every package CLAUDE.md and spreads
 * brace-glob rules across package families.
 *
 * `npx tsx scripts/bench/generate.ts --files N --out DIR [--seed S] [--shape monorepo|echo]` writes one and prints its summary.
 */
import { spawn, execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface GenerateOptions {
  /** Directory to create the repository in (created; must not hold a repository already). */
  dir: string;
  /** Number of files in the base commit (exact). */
  files: number;
  seed?: number;
  /** `monorepo` (the default, above) or `echo`: the same layout where every package CLAUDE.md repeats lines of the root file and all 120 root rules aim brace globs across packages. */
  shape?: Shape;
}

export type Shape = 'monorepo' | 'echo' | 'echo-unique';

export interface BenchRepo {
  root: string;
  /** Commit ids. */
  base: string;
  head: string;
  baseRef: string;
  headRef: string;
  /** The committed auto-memory directory, relative to the root. */
  memoryDir: string;
  /** The config file committed in both commits (relative to the root). */
  configFile: string;
  /**
   * Memory files (CLAUDE.md, AGENTS.md, rules, imported docs, the memory directory) per commit, and those of
   * the head whose content is not in the base commit at the same path (added or changed).
   */
  memoryFiles: { base: string[]; head: string[]; headChanged: string[] };
  counts: BenchCounts;
  /** Time spent generating, in ms. */
  ms: number;
}

export interface BenchCounts {
  files: { base: number; head: number };
  packages: number;
  /** All CLAUDE.md files (root, package, nested). */
  claudeMd: { base: number; head: number };
  /** CLAUDE.md files deeper than a package root. */
  nestedClaudeMd: { base: number; head: number };
  /** Rule files under any `.claude/rules/`. */
  rules: { base: number; head: number };
  /** Rules whose `paths:` uses a brace group. */
  braceRules: { base: number; head: number };
  /** `@…` import lines in memory files of the base commit. */
  imports: number;
  /** Files in the memory directory (MEMORY.md and topics) at base. */
  memoryIndexFiles: number;
  /** Memory files whose content differs between base and head (added, removed or changed). */
  changedMemoryFiles: number;
}

export const BASE_REF = 'refs/heads/base';
export const HEAD_REF = 'refs/heads/head';
export const MEMORY_DIR = '.claude/memory';
export const CONFIG_FILE = '.github/memory-review.yml';
const ROOT_RULES = 120;
const UNCONDITIONAL_RULES = 10;
const FILES_PER_PACKAGE = 500;

/** mulberry32: small, fast, and the same sequence everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Tree = Map<string, string>;

const AREAS = ['components', 'hooks', 'utils', 'api', 'lib', 'models', 'services', 'store', 'features'];
const NOUNS = ['auth', 'billing', 'search', 'catalog', 'checkout', 'profile', 'admin', 'metrics', 'mailer', 'router', 'ledger', 'gateway', 'worker', 'ui', 'forms', 'charts'];
const STEMS = ['index', 'view', 'handler', 'client', 'schema', 'types', 'helpers', 'store', 'reducer', 'panel', 'button', 'list', 'item', 'hook', 'query'];
const RULE_AREAS = ['frontend', 'backend', 'testing', 'infra', 'docs'];
const DOCS = ['architecture', 'conventions', 'testing', 'security', 'release'];

/**
 * Root rules' `paths:`: a dozen broad rules (every test file, every markdown file, …), then rules aimed at
 * one area, package family or app, like real rule sets; `k` numbers the targeted rules.
 */
const BROAD: string[][] = [
  ['packages/*/src/**/*.{ts,tsx}'],
  ['**/*.{test,spec}.{ts,tsx}'],
  ['**/*.{md,mdx}', '!**/CHANGELOG.md'],
  ['**/migrations/**/*.{sql,ts}'],
  ['**/assets/**/*.{png,svg}'],
  ['.github/workflows/*.{yml,yaml}'],
  ['packages/*/package.json', 'apps/*/package.json'],
  ['libs/*/src/**/*.{rs,go,py}'],
  ['packages/*/test/**/*.{ts,tsx,js}', 'libs/*/tests/**/*.{py,rs}'],
  ['{apps,packages}/*/styles/**/*.{css,scss}'],
  ['{packages,libs}/*/docs/**/*.md'],
];
const TARGETED: ((noun: string, area: string, j: number) => string[])[] = [
  (noun, area) => [`packages/${noun}-*/src/${area}/**/*.{ts,tsx}`],
  (noun, area) => [`{apps,packages}/${noun}-*/src/{${area},${AREAS[(AREAS.indexOf(area) + 3) % AREAS.length]}}/**`],
  (noun, _area, j) => [`packages/${noun}-{0,1,2}${j % 10}*/**/*.{js,jsx,ts}`],
  (noun) => [`apps/${noun}-*/**/*.{ts,tsx,css}`],
  (_noun, area, j) => [`packages/*/src/${area}/m${j % 3}/**/*.{ts,mts}`, `!packages/*/src/${area}/m${j % 3}/**/*.test.{ts,mts}`],
  (noun) => [`libs/${noun}-*/**/*.{py,rs,go}`],
  (noun) => [`packages/${noun}-*/test/**/*.{test,spec}.{ts,tsx}`],
  (noun) => [`{packages,apps}/${noun}-*/migrations/*.sql`],
];

interface Pkg {
  dir: string;
  lang: 'ts' | 'py' | 'rs' | 'go';
  index: number;
}

function pad(n: number, w = 3): string {
  return String(n).padStart(w, '0');
}

/** Lines of the root CLAUDE.md that the `echo` shape's package files repeat (as real monorepos copy them). */
const ROOT_LINES = [
  'Use pnpm. Run `pnpm test` before pushing.',
  '- Always run `pnpm lint` before committing.',
  '- Never commit secrets or .env files.',
  '- Use TypeScript strict mode in every package.',
  '- Prefer named exports over default exports.',
  '- Do not use `any`; use `unknown` and narrow it.',
  '- Write tests with vitest, never with jest.',
  '- Keep functions under 40 lines.',
  '- Use the shared logger, never console.log.',
  '- Always use async/await instead of promise chains.',
  '- Do not add dependencies without asking.',
  '- Use 2 spaces for indentation.',
  '- Commit messages follow Conventional Commits.',
  '- Never edit generated files under dist/.',
  '- Use zod to validate external input.',
  '- Database access goes through the repository layer only.',
  '- Do not use relative imports across packages.',
  '- Feature flags live in the config package.',
  '- Always handle errors explicitly; never swallow them.',
  '- Document every public function with TSDoc.',
];

/**
 * The `echo` shape: the root CLAUDE.md holds ROOT_LINES; every package CLAUDE.md (and nested src/CLAUDE.md)
 * repeats some of them, sometimes contradicting one ("Use jest" where the root says vitest); the 120 root
 * rules all use brace globs spanning several package families.
 */
function echo(base: Tree, packages: Pkg[], r: () => number, unique = false): void {
  base.set('CLAUDE.md', ['# Monorepo', '', ...ROOT_LINES, '', ...DOCS.slice(0, 4).map((d) => `@docs/${d}.md`), ''].join('\n'));
  const some = (k: number): string[] => {
    const out: string[] = [];
    for (let i = 0; i < k; i++) out.push(ROOT_LINES[1 + Math.floor(r() * (ROOT_LINES.length - 1))]);
    return [...new Set(out)];
  };
  // `echo-unique`: the same lines, each made the package's own (an aside), so that nothing is repeated verbatim
  const mine = (lines: string[], dir: string): string[] => (unique ? lines.map((l) => l.replace(/\.?$/, ` (${dir}).`)) : lines);
  const someOf = (k: number, dir: string): string[] => {
    return mine(some(k), dir);
  };
  for (const p of packages) {
    const own = [`- This package is written in ${p.lang}.`, `- Owners: team ${NOUNS[p.index % NOUNS.length]}.`];
    if (p.index % 5 === 0) own.push('- Write tests with jest in this package.');
    if (p.index % 7 === 0) own.push('- Use 4 spaces for indentation here.');
    base.set(`${p.dir}/CLAUDE.md`, [`# ${p.dir}`, '', ...someOf(8, p.dir), ...own, '', '@docs/notes.md', ...(p.index % 4 === 0 ? ['@../../docs/conventions.md'] : []), ''].join('\n'));
    if (base.has(`${p.dir}/src/CLAUDE.md`)) base.set(`${p.dir}/src/CLAUDE.md`, [`# src of ${p.dir}`, '', ...someOf(4, p.dir + '/src'), '- No default exports.', ''].join('\n'));
  }
  const fam = (i: number, k: number): string => `{${Array.from({ length: k }, (_, j) => NOUNS[(i + j * 5) % NOUNS.length]).join(',')}}`;
  for (let i = UNCONDITIONAL_RULES; i < ROOT_RULES; i++) {
    const area = RULE_AREAS[i % RULE_AREAS.length];
    const f = `.claude/rules/${area}/rule-${pad(i)}.md`;
    const a = AREAS[i % AREAS.length];
    const b = AREAS[(i + 4) % AREAS.length];
    const globs = [
      [`packages/${fam(i, 3)}-*/src/{${a},${b}}/**/*.{ts,tsx}`],
      [`{packages,apps}/${fam(i, 4)}-*/{src,test}/**/*.{ts,tsx,js}`, `!**/*.d.ts`],
      [`{packages,apps,libs}/${fam(i, 2)}-*/**/*.{md,mdx,json}`],
      [`packages/${fam(i, 5)}-{0,1,2,3}*/src/**/{index,types}*.{ts,tsx}`, `libs/${fam(i, 2)}-*/**/*.{py,rs,go}`],
    ][i % 4];
    const fm = globs.length === 1 ? [`paths: "${globs[0]}"`] : ['paths:', ...globs.map((g) => `  - "${g}"`)];
    const lines = [`# Rule ${i}`, '', `Follow the ${area} conventions for this area (rule ${i}).`, ROOT_LINES[1 + (i % (ROOT_LINES.length - 1))]];
    base.set(f, ['---', ...fm, '---', ...lines].join('\n') + '\n');
  }
}

/** Builds the path → content maps of both commits. Pure and deterministic. */
export function buildTrees(files: number, seed = 1, shape: Shape = 'monorepo'): { base: Tree; head: Tree; packages: number } {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const base: Tree = new Map();
  const packageCount = Math.max(4, Math.round(files / FILES_PER_PACKAGE));
  const packages: Pkg[] = [];
  for (let i = 0; i < packageCount; i++) {
    const group = i % 10 < 8 ? 'packages' : i % 10 === 8 ? 'apps' : 'libs';
    const lang = group === 'libs' ? pick(['py', 'rs', 'go'] as const) : 'ts';
    packages.push({ dir: `${group}/${NOUNS[i % NOUNS.length]}-${pad(i)}`, lang, index: i });
  }

  // --- root memory files
  base.set('CLAUDE.md', ['# Monorepo', '', 'Use pnpm. Run `pnpm test` before pushing.', '', ...DOCS.slice(0, 4).map((d) => `@docs/${d}.md`), ''].join('\n'));
  base.set('AGENTS.md', '# Agents\n\nSee CLAUDE.md.\n');
  for (const d of DOCS.slice(0, 4)) base.set(`docs/${d}.md`, `# ${d}\n\nNotes about ${d} (seed ${seed}).\n`);
  base.set(CONFIG_FILE, `memoryDir: ${MEMORY_DIR}\n`);
  for (let i = 0; i < ROOT_RULES; i++) {
    const area = RULE_AREAS[i % RULE_AREAS.length];
    const lines = [`# Rule ${i}`, '', `Follow the ${area} conventions for this area (rule ${i}).`];
    if (i % 9 === 0) lines.push('', `@docs/${DOCS[i % 4]}.md`);
    if (i < UNCONDITIONAL_RULES) base.set(`.claude/rules/${area}/rule-${pad(i)}.md`, lines.join('\n') + '\n');
    else {
      const k = i - UNCONDITIONAL_RULES - BROAD.length;
      const j = k >> 3; // the rule's number among those of its template
      const globs = k < 0 ? BROAD[i - UNCONDITIONAL_RULES] : TARGETED[k % TARGETED.length](NOUNS[j % NOUNS.length], AREAS[(j + k % TARGETED.length) % AREAS.length], j);
      const fm = globs.length === 1 ? [`paths: "${globs[0]}"`] : ['paths:', ...globs.map((g) => `  - "${g}"`)];
      base.set(`.claude/rules/${area}/rule-${pad(i)}.md`, ['---', ...fm, '---', ...lines].join('\n') + '\n');
    }
  }
  base.set(`${MEMORY_DIR}/MEMORY.md`, ['# Memory', '', ...NOUNS.slice(0, 12).map((n) => `- [${n}](${n}.md) — what we learned about ${n}`), ''].join('\n'));
  for (const n of NOUNS.slice(0, 12)) base.set(`${MEMORY_DIR}/${n}.md`, `---\nname: ${n}\ndescription: ${n} notes\ntype: project\n---\n\nThe ${n} package is owned by team ${n.length}.\n`);

  // --- per-package memory files
  for (const p of packages) {
    base.set(`${p.dir}/CLAUDE.md`, [`# ${p.dir}`, '', `This package is written in ${p.lang}.`, '', '@docs/notes.md', ...(p.index % 4 === 0 ? ['@../../docs/conventions.md'] : []), ''].join('\n'));
    base.set(`${p.dir}/docs/notes.md`, `# Notes for ${p.dir}\n\nKeep modules small.\n`);
    if (p.index % 3 === 0) base.set(`${p.dir}/src/CLAUDE.md`, `# src of ${p.dir}\n\nNo default exports.\n`);
    if (p.index % 7 === 0) base.set(`${p.dir}/src/${AREAS[p.index % AREAS.length]}/CLAUDE.md`, `# ${AREAS[p.index % AREAS.length]}\n\nOne component per file.\n`);
    if (p.index % 13 === 0) base.set(`${p.dir}/AGENTS.md`, `# Agents for ${p.dir}\n`);
    if (p.index % 10 === 0) {
      base.set(`${p.dir}/.claude/rules/code.md`, `---\npaths: "src/**/*.{ts,tsx,js}"\n---\nPrefer pure functions in ${p.dir}.\n`);
      base.set(`${p.dir}/.claude/rules/tests.md`, `---\npaths:\n  - "test/**/*.{spec,test}.{ts,tsx}"\n  - "src/**/__tests__/**"\n---\nTests use the in-memory store.\n`);
    }
  }

  if (shape === 'echo' || shape === 'echo-unique') echo(base, packages, r, shape === 'echo-unique');

  // --- ordinary files, filling up to exactly `files`
  const dirCounts = new Map<string, number>();
  const addFile = (tree: Tree, dir: string, stem: string, ext: string, n: number): string => {
    const c = (dirCounts.get(dir) ?? 0) + 1;
    dirCounts.set(dir, c);
    const p = `${dir}/${stem}-${c}.${ext}`;
    tree.set(p, `// ${p}\nexport const v${n} = ${n};\n`);
    return p;
  };
  const exts: Record<Pkg['lang'], string[]> = { ts: ['ts', 'ts', 'tsx', 'tsx', 'js', 'json'], py: ['py', 'py', 'pyi'], rs: ['rs', 'rs', 'toml'], go: ['go', 'go', 'mod'] };
  // about ten files per directory, like real repositories
  const ordinaryPath = (p: Pkg): [string, string, string] => {
    const x = r();
    if (x < 0.62) {
      const area = AREAS[(p.index + Math.floor(r() * 5)) % AREAS.length];
      const testDir = p.lang === 'ts' && r() < 0.08 ? '/__tests__' : `/m${Math.floor(r() * 3)}`;
      return [`${p.dir}/src/${area}${testDir}`, pick(STEMS), pick(exts[p.lang])];
    }
    if (x < 0.8) return [`${p.dir}/${p.lang === 'py' || p.lang === 'rs' ? 'tests' : 'test'}/t${Math.floor(r() * 3)}`, pick(STEMS), (p.lang === 'ts' ? pick(['test.', 'spec.']) : '') + pick(exts[p.lang])];
    if (x < 0.88) return [`${p.dir}/assets/a${Math.floor(r() * 2)}`, 'img', pick(['png', 'svg'])];
    if (x < 0.93) return [`${p.dir}/styles`, pick(STEMS), pick(['css', 'scss'])];
    if (x < 0.96) return [`${p.dir}/migrations`, `v${Math.floor(r() * 100)}`, pick(['sql', 'ts'])];
    return [`${p.dir}/docs/guide`, pick(STEMS), 'md'];
  };
  const fixed = ['package.json', 'README.md', 'CHANGELOG.md'];
  let n = 0;
  for (const p of packages) for (const f of fixed) if (base.size < files) base.set(`${p.dir}/${f}`, `{"name": "${p.dir}", "n": ${n++}}\n`);
  for (let i = 0; i < 6 && base.size < files; i++) base.set(`.github/workflows/ci-${i}.${i % 2 ? 'yaml' : 'yml'}`, `name: ci ${i}\non: push\n`);
  while (base.size < files) {
    const p = packages[Math.floor(r() * packages.length)];
    const [dir, stem, ext] = ordinaryPath(p);
    addFile(base, dir, stem, ext, n++);
  }
  if (base.size > files) throw new Error(`--files ${files} is too small for the fixed memory files (${base.size})`);

  // --- head: edits to memory files, rules and ordinary files
  const head: Tree = new Map(base);
  head.set('CLAUDE.md', base.get('CLAUDE.md')!.replace('Run `pnpm test`', 'Run `pnpm test` and `pnpm lint`') + '@docs/release.md\n');
  head.set('docs/release.md', '# release\n\nTag from main only.\n');
  for (const p of packages) {
    const k = p.index;
    if (k % 20 === 1) head.set(`${p.dir}/CLAUDE.md`, head.get(`${p.dir}/CLAUDE.md`)! + `\nUse the shared logger (${k}).\n`);
    if (k % 40 === 3) {
      head.set(`${p.dir}/CLAUDE.md`, head.get(`${p.dir}/CLAUDE.md`)! + '@docs/api.md\n');
      head.set(`${p.dir}/docs/api.md`, `# API of ${p.dir}\n`);
    }
    if (k % 50 === 6) head.delete(`${p.dir}/src/CLAUDE.md`);
    if (k % 50 === 5) head.set(`${p.dir}/src/CLAUDE.md`, `# src of ${p.dir}\n\nNew nested instructions.\n`);
    if (k % 30 === 10) head.set(`${p.dir}/.claude/rules/code.md`, `---\npaths: "{src,lib}/**/*.{ts,tsx,js,mjs}"\n---\nPrefer pure functions in ${p.dir}.\n`);
  }
  for (let i = UNCONDITIONAL_RULES; i < ROOT_RULES; i += 7) {
    const f = `.claude/rules/${RULE_AREAS[i % RULE_AREAS.length]}/rule-${pad(i)}.md`;
    head.set(f, head.get(f)!.replace(/\{ts,tsx\}/g, '{ts,tsx,mts}').replace(/^paths: "packages\//m, 'paths: "{packages,apps}/'));
  }
  head.delete(`.claude/rules/${RULE_AREAS[11 % RULE_AREAS.length]}/rule-011.md`);
  head.delete(`.claude/rules/${RULE_AREAS[12 % RULE_AREAS.length]}/rule-012.md`);
  for (let i = 0; i < 3; i++) head.set(`.claude/rules/new/rule-new-${i}.md`, `---\npaths: "${['packages/*/src/api/**/*.{ts,tsx}', '**/*.{sql,graphql}', 'libs/{py,rs}-*/**'][i]}"\n---\nNew rule ${i}.\n`);
  head.set(`${MEMORY_DIR}/MEMORY.md`, base.get(`${MEMORY_DIR}/MEMORY.md`)! + '- [release](release.md) — release process\n');
  head.set(`${MEMORY_DIR}/release.md`, '---\nname: release\ndescription: release notes\ntype: project\n---\n\nRelease on Tuesdays.\n');
  head.set(`${MEMORY_DIR}/auth.md`, base.get(`${MEMORY_DIR}/auth.md`)! + 'Sessions expire after 8 hours.\n');
  const ordinary = [...base.keys()].filter((k) => k.endsWith('.ts') || k.endsWith('.py') || k.endsWith('.png'));
  for (let i = 0; i < ordinary.length; i += 97) head.set(ordinary[i], head.get(ordinary[i]) + '// changed\n');
  for (let i = 13; i < ordinary.length; i += 400) head.delete(ordinary[i]);
  const adds = Math.ceil(files / 200);
  for (let i = 0; i < adds; i++) {
    const p = packages[Math.floor(r() * packages.length)];
    const [dir, stem, ext] = ordinaryPath(p);
    addFile(head, dir, stem, ext, n++);
  }
  return { base, head, packages: packageCount };
}

/** Is this path a memory file (what the loader and the review read)? */
export function isMemoryPath(p: string): boolean {
  const name = p.slice(p.lastIndexOf('/') + 1);
  if (name === 'CLAUDE.md' || name === 'CLAUDE.local.md' || name === 'AGENTS.md') return true;
  if (p.startsWith(MEMORY_DIR + '/')) return true;
  if (/(^|\/)\.claude\/rules\/.*\.md$/.test(p)) return true;
  // import targets: root docs and package notes
  return /^docs\/[^/]+\.md$/.test(p) || /^(packages|apps|libs)\/[^/]+\/docs\/[^/]+\.md$/.test(p);
}

function countsOf(base: Tree, head: Tree, packages: number): BenchCounts {
  const count = (t: Tree, f: (p: string, c: string) => boolean): number => {
    let k = 0;
    for (const [p, c] of t) if (f(p, c)) k++;
    return k;
  };
  const isClaude = (p: string): boolean => p === 'CLAUDE.md' || p.endsWith('/CLAUDE.md');
  const isNested = (p: string): boolean => isClaude(p) && p.split('/').length > 3;
  const isRule = (p: string): boolean => /(^|\/)\.claude\/rules\/.*\.md$/.test(p);
  const isBrace = (p: string, c: string): boolean => isRule(p) && /^paths:[\s\S]*\{/m.test(c.split('\n---')[0]);
  const memory = (t: Tree): Map<string, string> => new Map([...t].filter(([p]) => isMemoryPath(p)));
  const mb = memory(base);
  const mh = memory(head);
  let changed = 0;
  for (const [p, c] of mh) if (mb.get(p) !== c) changed++;
  for (const p of mb.keys()) if (!mh.has(p)) changed++;
  return {
    files: { base: base.size, head: head.size },
    packages,
    claudeMd: { base: count(base, isClaude), head: count(head, isClaude) },
    nestedClaudeMd: { base: count(base, isNested), head: count(head, isNested) },
    rules: { base: count(base, isRule), head: count(head, isRule) },
    braceRules: { base: count(base, isBrace), head: count(head, isBrace) },
    imports: [...mb.values()].reduce((k, c) => k + c.split('\n').filter((l) => /^@\S/.test(l)).length, 0),
    memoryIndexFiles: count(base, (p) => p.startsWith(MEMORY_DIR + '/')),
    changedMemoryFiles: changed,
  };
}

const COMMITTER = 'Bench <bench@example.invalid> 1700000000 +0000';

/** Streams both commits into `git fast-import`: all blobs, the base commit, then the head commit's changes. */
async function fastImport(root: string, base: Tree, head: Tree): Promise<void> {
  // no fsync and light compression: a throwaway repository, written in seconds rather than tens of seconds
  const config = ['-c', 'core.fsync=none', '-c', 'core.compression=1', '-c', 'pack.compression=1'];
  const proc = spawn('git', ['-C', root, ...config, 'fast-import', '--quiet', '--date-format=raw'], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<void>((resolve, reject) => {
    proc.on('error', reject);
    proc.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`git fast-import exited ${code}: ${stderr}`))));
  });
  let chunk: string[] = [];
  let size = 0;
  const flush = async (): Promise<void> => {
    if (!chunk.length) return;
    const ok = proc.stdin.write(chunk.join(''));
    chunk = [];
    size = 0;
    if (!ok) await new Promise<void>((resolve) => proc.stdin.once('drain', () => resolve()));
  };
  const emit = async (s: string): Promise<void> => {
    chunk.push(s);
    size += s.length;
    if (size > 1 << 20) await flush();
  };
  // one blob per file (identical contents are stored once by git itself)
  let next = 1;
  const blob = async (content: string): Promise<number> => {
    const m = next++;
    await emit(`blob\nmark :${m}\ndata ${Buffer.byteLength(content)}\n${content}\n`);
    return m;
  };
  const commit = async (ref: string, message: string, lines: string[], from?: string): Promise<void> => {
    await emit(`commit ${ref}\ncommitter ${COMMITTER}\ndata ${Buffer.byteLength(message)}\n${message}\n${from ? `from ${from}\n` : ''}`);
    for (const l of lines) await emit(l);
    await emit('\n');
  };
  const baseLines: string[] = [];
  for (const [p, c] of base) baseLines.push(`M 100644 :${await blob(c)} ${p}\n`);
  await commit(BASE_REF, 'base\n', baseLines);
  const headLines: string[] = [];
  for (const [p, c] of head) if (base.get(p) !== c) headLines.push(`M 100644 :${await blob(c)} ${p}\n`);
  for (const p of base.keys()) if (!head.has(p)) headLines.push(`D ${p}\n`);
  await commit(HEAD_REF, 'head\n', headLines, BASE_REF);
  await flush();
  proc.stdin.end();
  await done;
}

/** Generates the repository into `dir` (created). */
export async function generateMonorepo(o: GenerateOptions): Promise<BenchRepo> {
  const t0 = performance.now();
  const seed = o.seed ?? 1;
  const { base, head, packages } = buildTrees(o.files, seed, o.shape);
  fs.mkdirSync(o.dir, { recursive: true });
  const root = fs.realpathSync(o.dir);
  const git = (...args: string[]): string => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
  git('-c', 'init.defaultBranch=head', 'init', '-q');
  await fastImport(root, base, head);
  git('symbolic-ref', 'HEAD', HEAD_REF);
  const memoryFiles = {
    base: [...base.keys()].filter(isMemoryPath).sort(),
    head: [...head.keys()].filter(isMemoryPath).sort(),
    headChanged: [...head.keys()].filter((p) => isMemoryPath(p) && base.get(p) !== head.get(p)).sort(),
  };
  return {
    root,
    base: git('rev-parse', BASE_REF),
    head: git('rev-parse', HEAD_REF),
    baseRef: BASE_REF,
    headRef: HEAD_REF,
    memoryDir: MEMORY_DIR,
    configFile: CONFIG_FILE,
    memoryFiles,
    counts: countsOf(base, head, packages),
    ms: performance.now() - t0,
  };
}

// `npx tsx scripts/bench/generate.ts --files N --out DIR [--seed S]`: generate and print the summary.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({ options: { files: { type: 'string', default: '200000' }, out: { type: 'string' }, seed: { type: 'string', default: '1' }, shape: { type: 'string', default: 'monorepo' } } });
  if (!values.out) {
    console.error('usage: generate.ts --files N --out DIR [--seed S]');
    process.exit(2);
  }
  const repo = await generateMonorepo({ dir: values.out, files: Number(values.files), seed: Number(values.seed), shape: values.shape as Shape });
  const { base, head, headChanged } = repo.memoryFiles;
  console.log(JSON.stringify({ ...repo, memoryFiles: { base: base.length, head: head.length, headChanged: headChanged.length } }, null, 2));
}
