// Record goldens from the REAL Claude Code CLI (via ../shared/oracle/claude-oracle.mjs) for the
// real repositories in the corpus (../shared/corpus).
//
//   npx tsx scripts/conformance/record-corpus.ts [repo-filter] [--dry-run]
//
// For each corpus repo (substring filter on the dir name), sessions and reads are chosen
// deterministically from the repo's tree and memory files:
//   sessions: cwd = repo root; for monorepos (nested CLAUDE.md / AGENTS.md present) one or two
//             extra cwds = directories holding a nested CLAUDE.md / AGENTS.md, preferring ones
//             whose ancestors also hold memory files.
//   reads:    per memory directory below the cwd (nested CLAUDE.md, CLAUDE.local.md, AGENTS.md,
//             .claude/CLAUDE.md or .claude/rules) one real tree file inside it; per path-scoped rule
//             (`paths:` frontmatter) one tree file it matches (unless an already chosen read
//             matches it); for sub-directory sessions one file in a memory directory outside the
//             cwd (control); and one file matching nothing. At most MAX_READS per session.
// Output: __tests__/conformance/corpus/<dir>.json =
//   {"repo": dir, "sessions": [{"cwd", "reads", "golden": <oracle JSON>}]}
// Env: MEMORY_REVIEW_CORPUS (corpus dir), CLAUDE_ORACLE (path of claude-oracle.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import ignore from 'ignore';
import { parse as parseYaml } from 'yaml';
import { corpusDir, corpusEntries, listCorpusRepos, materializeCorpus, projectRoot, type CorpusEntry } from './corpus-lib.js';

const MAX_READS = 12;
const MAX_SESSIONS = 3;
const OUT_DIR = path.join(projectRoot, '__tests__', 'conformance', 'corpus');
const ORACLE = process.env.CLAUDE_ORACLE || path.resolve(projectRoot, 'scripts', 'conformance', 'claude-oracle.mjs');

const MEMORY_NAMES = new Set(['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md']);
const SOURCE_EXTS = new Set(
  (
    'ts tsx js jsx mjs cjs mts cts py pyi go rs cs fs java kt kts scala swift m mm c cc cpp cxx h hpp ' +
    'rb php erl hrl ex exs ml hs clj dart lua sh vue svelte astro sql proto zig'
  ).split(' '),
);
const UNUSUAL_DIRS = new Set(['node_modules', 'vendor', 'third_party', 'third-party', 'dist', 'build', 'testdata', 'fixtures', '__snapshots__']);

// ---------- path helpers ('' is the repo root) ----------
const dirOf = (p: string): string => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');
const baseOf = (p: string): string => p.slice(p.lastIndexOf('/') + 1);
const inside = (p: string, dir: string): boolean => dir === '' || p.startsWith(dir + '/');
/** p is dir or lies below it */
const within = (p: string, dir: string): boolean => dir === '' || p === dir || p.startsWith(dir + '/');
const relTo = (p: string, dir: string): string => (dir === '' ? p : p.slice(dir.length + 1));
const depthOf = (p: string): number => (p === '' ? 0 : p.split('/').length);
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const cmpTuple = (a: Array<number | string>, b: Array<number | string>): number => {
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    return typeof a[i] === 'number' ? (a[i] as number) - (b[i] as number) : cmp(a[i] as string, b[i] as string);
  }
  return 0;
};

function normalizeRel(p: string): string | null {
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!out.length) return null;
      out.pop();
    } else out.push(seg);
  }
  return out.join('/');
}

// ---------- repo model ----------
interface Rule {
  path: string; // repo-relative path of the rule file (as discovered)
  base: string; // directory holding `.claude`
  patterns: string[] | null; // null: unconditional (no usable paths)
  brokenYaml: boolean;
}

interface Repo {
  dir: string;
  entries: Map<string, CorpusEntry>;
  files: string[]; // readable, non-memory regular files
  memDirs: string[]; // directories holding memory files (sorted)
  nestedAgentDirs: string[]; // non-root dirs holding a CLAUDE.md / AGENTS.md / CLAUDE.local.md
  agentsOnlyDirs: Set<string>; // memory dirs whose only memory file is an AGENTS.md
  nearest: Map<string, string | null>; // file -> deepest memory dir containing it
  nearestAny: Map<string, string | null>; // same, counting memory-named tree paths without content too
  rules: Rule[];
}

function resolveContent(entries: Map<string, CorpusEntry>, p: string): Buffer | null {
  let cur = p;
  for (let hop = 0; hop < 8; hop++) {
    const e = entries.get(cur);
    if (!e) return null;
    if (e.symlink === undefined) return e.content ?? Buffer.alloc(0);
    const next = normalizeRel(`${dirOf(cur)}/${e.symlink}`);
    if (next === null) return null;
    cur = next;
  }
  return null;
}

const hasContent = (entries: Map<string, CorpusEntry>, p: string): boolean => {
  const c = resolveContent(entries, p);
  return !!c && c.toString('utf8').trim().length > 0;
};

function memoryDirOf(p: string): string | null {
  const m = /^(?:(.*)\/)?\.claude\/rules\/.+\.md$/.exec(p);
  if (m) return m[1] ?? '';
  if (!MEMORY_NAMES.has(baseOf(p))) return null;
  const d = dirOf(p);
  if (baseOf(d) === '.claude') return dirOf(d);
  return d;
}

const isMemoryFile = (p: string): boolean => memoryDirOf(p) !== null || /(^|\/)\.claude\//.test(p);

// --- frontmatter / paths, close to what the spec (§3.4-3.5) describes; only used to choose reads ---
function splitOutsideBraces(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map(x => x.trim()).filter(Boolean);
}

function expandBraces(p: string): string[] {
  const done: string[] = [];
  const queue = [p];
  while (queue.length) {
    const cur = queue.shift() as string;
    const m = /^([^{]*)\{([^}]+)\}(.*)$/.exec(cur);
    if (!m) {
      done.push(cur);
      continue;
    }
    for (const alt of m[2].split(',')) queue.push(m[1] + alt.trim() + m[3]);
    if (done.length + queue.length > 1000) return [p];
  }
  return done;
}

function pathsValue(v: unknown): string[] {
  if (typeof v === 'string') return splitOutsideBraces(v);
  if (Array.isArray(v)) return v.flatMap(pathsValue);
  return [];
}

function rulePatterns(raw: string): { patterns: string[] | null; brokenYaml: boolean } {
  const text = raw.replace(/^\uFEFF/, '');
  const m = /^---\s*\n([\s\S]*?)---\s*\n?/.exec(text);
  if (!m) return { patterns: null, brokenYaml: false };
  let fm: unknown;
  let brokenYaml = false;
  try {
    fm = parseYaml(m[1]);
  } catch {
    const repaired = m[1]
      .split('\n')
      .map(line => {
        const kv = /^([A-Za-z_][\w-]*):[ \t]+(.+)$/.exec(line);
        if (!kv) return line;
        const v = kv[2];
        if (/^\[.*\]$/.test(v.trim()) || /^["']/.test(v.trim())) return line;
        if (/[{}[\]*&#!|>%@`]|": "/.test(v)) return `${kv[1]}: ${JSON.stringify(v)}`;
        return line;
      })
      .join('\n')
      .replace(/^\t+/gm, t => '  '.repeat(t.length));
    try {
      fm = parseYaml(repaired);
    } catch {
      brokenYaml = true;
      // lenient extraction so that a read can still probe the (supposedly unconditional) rule
      const lines = m[1].split('\n');
      const at = lines.findIndex(l => /^paths\s*:/.test(l));
      const list: string[] = [];
      if (at >= 0) {
        const inline = lines[at].replace(/^paths\s*:/, '').trim();
        if (inline) list.push(inline.replace(/^["']|["']$/g, ''));
        for (const l of lines.slice(at + 1)) {
          const item = /^\s*-\s*(.+)$/.exec(l);
          if (!item) break;
          list.push(item[1].trim().replace(/^["']|["']$/g, ''));
        }
      }
      fm = { paths: list };
    }
  }
  const value = fm && typeof fm === 'object' ? (fm as Record<string, unknown>).paths : undefined;
  if (!value) return { patterns: null, brokenYaml };
  const pats = pathsValue(value)
    .flatMap(expandBraces)
    .map(p => (p.endsWith('/**') ? p.slice(0, -3) : p))
    .filter(Boolean);
  if (!pats.length || pats.every(p => p === '**')) return { patterns: null, brokenYaml };
  return { patterns: pats, brokenYaml };
}

function ruleMatcher(patterns: string[]): (rel: string) => boolean {
  const ig = ignore();
  for (const p of patterns) {
    try {
      const one = ignore().add(p);
      one.ignores('x'); // compile check
      ig.add(p);
    } catch {
      /* unusable pattern: dropped, as the CLI does */
    }
  }
  return rel => {
    try {
      return ig.ignores(rel);
    } catch {
      return false;
    }
  };
}

function loadRepo(repoDir: string): Repo {
  const list = corpusEntries(repoDir);
  const entries = new Map(list.map(e => [e.path, e]));
  const memDirSet = new Set<string>();
  const nestedAgent = new Set<string>();
  const rules: Rule[] = [];
  for (const e of list) {
    const d = memoryDirOf(e.path);
    if (d === null || !hasContent(entries, e.path)) continue;
    memDirSet.add(d);
    if (MEMORY_NAMES.has(baseOf(e.path)) && d !== '') nestedAgent.add(d);
    const rm = /^(?:(.*)\/)?\.claude\/rules\/.+\.md$/.exec(e.path);
    if (rm) {
      const raw = (resolveContent(entries, e.path) as Buffer).toString('utf8');
      rules.push({ path: e.path, base: rm[1] ?? '', ...rulePatterns(raw) });
    }
  }
  const files = list.filter(e => e.symlink === undefined && !isMemoryFile(e.path)).map(e => e.path);
  const claudeish = new Set<string>();
  for (const e of list) {
    const d = memoryDirOf(e.path);
    if (d !== null && baseOf(e.path) !== 'AGENTS.md' && hasContent(entries, e.path)) claudeish.add(d);
  }
  const agentsOnlyDirs = new Set([...memDirSet].filter(d => !claudeish.has(d)));
  const anyDirSet = new Set<string>(memDirSet);
  for (const e of list) {
    const d = memoryDirOf(e.path);
    if (d !== null) anyDirSet.add(d);
  }
  const nearestIn = (set: Set<string>) => {
    const out = new Map<string, string | null>();
    for (const f of files) {
      let d = dirOf(f);
      let found: string | null = null;
      for (;;) {
        if (set.has(d)) {
          found = d;
          break;
        }
        if (d === '') break;
        d = dirOf(d);
      }
      out.set(f, found);
    }
    return out;
  };
  const nearest = nearestIn(memDirSet);
  const nearestAny = nearestIn(anyDirSet);
  return {
    dir: path.basename(repoDir),
    entries,
    files,
    memDirs: [...memDirSet].sort(cmp),
    nestedAgentDirs: [...nestedAgent].sort(cmp),
    agentsOnlyDirs,
    nearest,
    nearestAny,
    rules,
  };
}

// ---------- choosing ----------
function fileRank(f: string, base: string): Array<number | string> {
  const rel = relTo(f, base);
  const segs = rel.split('/');
  const levels = segs.length - 1;
  const hidden = segs.some(s => s.startsWith('.')) || segs.slice(0, -1).some(s => UNUSUAL_DIRS.has(s)) ? 1 : 0;
  const odd = /[^A-Za-z0-9._\-/]/.test(rel) ? 1 : 0;
  const ext = baseOf(f).includes('.') ? baseOf(f).slice(baseOf(f).lastIndexOf('.') + 1).toLowerCase() : '';
  const source = SOURCE_EXTS.has(ext) ? 0 : 1;
  const levelRank = levels === 1 || levels === 2 ? 0 : levels === 0 ? 1 : levels;
  return [hidden, odd, source, levelRank, f];
}

function best(cands: string[], base: string): string | null {
  let top: string | null = null;
  let topRank: Array<number | string> | null = null;
  for (const f of cands) {
    const r = fileRank(f, base);
    if (!topRank || cmpTuple(r, topRank) < 0) {
      top = f;
      topRank = r;
    }
  }
  return top;
}

function chooseCwds(repo: Repo): string[] {
  const nested = repo.nestedAgentDirs;
  if (!nested.length) return [''];
  const memSet = new Set(repo.memDirs);
  const score = (d: string): Array<number | string> => {
    let anc = 0;
    for (let a = dirOf(d); ; a = dirOf(a)) {
      if (memSet.has(a)) anc++;
      if (a === '') break;
    }
    const below = repo.memDirs.filter(m => m !== d && inside(m, d)).length;
    const unusual = d.split('/').some(s => s.startsWith('.') || UNUSUAL_DIRS.has(s)) ? 1 : 0;
    return [unusual, -anc, -below, depthOf(d), d];
  };
  const ranked = [...nested].sort((a, b) => cmpTuple(score(a), score(b)));
  const want = Math.min(MAX_SESSIONS - 1, nested.length >= 3 ? 2 : 1);
  const picks: string[] = [ranked[0]];
  if (want > 1) {
    const apart = ranked.find(d => !picks.some(p => within(d, p) || within(p, d)));
    const next = apart ?? ranked.find(d => !picks.includes(d));
    if (next !== undefined) picks.push(next);
  }
  return ['', ...picks];
}

interface Choice {
  file: string;
  why: string;
}

function chooseReads(repo: Repo, cwd: string): Choice[] {
  const inCwd = repo.files.filter(f => inside(f, cwd));
  const chosen: Choice[] = [];
  const has = (f: string) => chosen.some(c => c.file === f);

  // memory dirs strictly below the cwd -> one file each
  const nestedReads: Choice[] = [];
  for (const d of repo.memDirs) {
    if (d === cwd || !inside(d, cwd)) continue;
    const own = inCwd.filter(f => inside(f, d) && repo.nearest.get(f) === d);
    const f = best(own.length ? own : inCwd.filter(f => inside(f, d)), d);
    if (f) nestedReads.push({ file: f, why: `nested ${d}` });
  }
  // directories with a CLAUDE.* / .claude file first, interleaved 2:1 with AGENTS.md-only directories
  // (which load lazily only where no CLAUDE.* exists up the chain), each group shallow-first
  const byDepth = (a: Choice, b: Choice) => depthOf(a.why) - depthOf(b.why) || cmp(a.why, b.why);
  // within the CLAUDE.* group, directories whose CLAUDE.md text repeats an earlier one's (e.g. many
  // one-line `@AGENTS.md` files) go after the distinct ones
  const sorted = nestedReads.filter(c => !repo.agentsOnlyDirs.has(c.why.slice('nested '.length))).sort(byDepth);
  const sigSeen = new Set<string>();
  const firsts: Choice[] = [];
  const repeats: Choice[] = [];
  for (const c of sorted) {
    const d = c.why.slice('nested '.length);
    const sig = resolveContent(repo.entries, d ? `${d}/CLAUDE.md` : 'CLAUDE.md')?.toString('utf8').trim() ?? '';
    if (sig && sigSeen.has(sig)) repeats.push(c);
    else firsts.push(c);
    if (sig) sigSeen.add(sig);
  }
  const claudeGroup = [...firsts, ...repeats];
  const agentsGroup = nestedReads.filter(c => repo.agentsOnlyDirs.has(c.why.slice('nested '.length))).sort(byDepth);
  nestedReads.length = 0;
  while (claudeGroup.length || agentsGroup.length) {
    for (let k = 0; k < 2 && claudeGroup.length; k++) nestedReads.push(claudeGroup.shift() as Choice);
    if (agentsGroup.length) nestedReads.push(agentsGroup.shift() as Choice);
  }

  // path-scoped rules visible from this cwd: cwd-level (base is cwd or an ancestor) and nested ones
  const rules = repo.rules.filter(r => r.patterns && (within(cwd, r.base) || within(r.base, cwd)));
  const matchers = new Map(rules.map(r => [r.path, ruleMatcher(r.patterns as string[])]));
  const matchesRule = (r: Rule, f: string) => inside(f, r.base) && (matchers.get(r.path) as (x: string) => boolean)(relTo(f, r.base));

  const ruleRead = (r: Rule): Choice | null | 'covered' => {
    if (chosen.some(c => matchesRule(r, c.file))) return 'covered';
    const cands = inCwd.filter(f => matchesRule(r, f));
    if (!cands.length) return null;
    // prefer files that only the rule (not a nested memory dir) would bring in
    const plain = cands.filter(f => {
      const n = repo.nearest.get(f);
      return n === null || n === undefined || within(cwd, n);
    });
    const f = best(plain.length ? plain : cands, cwd);
    return f ? { file: f, why: `rule ${r.path}` } : null;
  };

  // control: a file in a memory dir outside the cwd (sub-directory sessions only)
  let outside: Choice | null = null;
  if (cwd !== '') {
    const others = repo.memDirs.filter(d => !within(d, cwd) && !within(cwd, d)).sort((a, b) => depthOf(a) - depthOf(b) || cmp(a, b));
    for (const d of others) {
      const own = repo.files.filter(f => inside(f, d) && repo.nearest.get(f) === d);
      const f = best(own, d);
      if (f) {
        outside = { file: f, why: `outside-cwd ${d}` };
        break;
      }
    }
  }

  // a file matching nothing: no nested memory dir on its way, no path-scoped rule matches
  const nothingCands = inCwd.filter(f => {
    const n = repo.nearestAny.get(f);
    if (n !== null && n !== undefined && !within(cwd, n)) return false;
    return !rules.some(r => matchesRule(r, f));
  });
  const nothing = best(nothingCands, cwd);

  const slots = MAX_READS - (nothing ? 1 : 0) - (outside ? 1 : 0);
  let ni = 0;
  let ri = 0;
  let turn = 0;
  while (chosen.length < slots && (ni < nestedReads.length || ri < rules.length)) {
    if ((turn++ % 2 === 0 || ri >= rules.length) && ni < nestedReads.length) {
      const c = nestedReads[ni++];
      if (!has(c.file)) chosen.push(c);
      continue;
    }
    while (ri < rules.length) {
      const c = ruleRead(rules[ri++]);
      if (c && c !== 'covered' && !has(c.file)) {
        chosen.push(c);
        break;
      }
    }
  }
  if (outside && !has(outside.file)) chosen.push(outside);
  if (nothing && !has(nothing)) chosen.push({ file: nothing, why: 'nothing' });
  return chosen;
}

// ---------- oracle ----------
interface Golden {
  exit: number;
  launch: Array<{ path: string; label: string | null; content: string }>;
  reads: Array<{ file: string; loaded: Array<{ path: string; content: string }> | null }>;
}

function runOracle(fixture: string): { golden: Golden | null; status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [ORACLE, fixture], { encoding: 'utf8', maxBuffer: 1 << 30, timeout: 30 * 60 * 1000 });
  let golden: Golden | null = null;
  if (r.status === 0) {
    try {
      golden = JSON.parse(r.stdout) as Golden;
    } catch {
      golden = null;
    }
  }
  return { golden, status: r.status, stderr: (r.stderr || '') + (r.error ? String(r.error) : '') };
}

function recordRepo(dir: string, dryRun: boolean): { sessions: number; reads: number; failures: string[] } {
  const repoDir = path.join(corpusDir(), dir);
  const repo = loadRepo(repoDir);
  if (dryRun) {
    let n = 0;
    const cwds = chooseCwds(repo);
    for (const cwd of cwds) {
      const choices = chooseReads(repo, cwd);
      n += choices.length;
      console.log(`${dir} cwd=${cwd || '.'} reads=${choices.length}`);
      for (const c of choices) console.log(`    ${c.file}  <- ${c.why}`);
    }
    const broken = repo.rules.filter(r => r.brokenYaml).map(r => r.path);
    if (broken.length) console.log(`    (frontmatter not parseable: ${broken.join(', ')})`);
    return { sessions: cwds.length, reads: n, failures: [] };
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
  const failures: string[] = [];
  const sessions: Array<{ cwd: string; reads: string[]; golden: Golden | null }> = [];
  try {
    materializeCorpus(repoDir, path.join(tmp, 'repo'));
    for (const cwd of chooseCwds(repo)) {
      const choices = chooseReads(repo, cwd);
      const reads = choices.map(c => c.file);
      const fixtureCwd = cwd === '' ? '.' : cwd;
      fs.writeFileSync(path.join(tmp, 'fixture.json'), JSON.stringify({ cwd: fixtureCwd, reads }, null, 2) + '\n');
      let res = runOracle(tmp);
      if (!res.golden || res.golden.exit !== 0) {
        failures.push(`${dir} cwd=${fixtureCwd}: status=${res.status} exit=${res.golden?.exit} ${res.stderr.trim().slice(0, 500)}`);
        res = runOracle(tmp); // one retry
        if (!res.golden || res.golden.exit !== 0) failures.push(`${dir} cwd=${fixtureCwd}: retry failed too (status=${res.status} exit=${res.golden?.exit})`);
      }
      sessions.push({ cwd: fixtureCwd, reads, golden: res.golden });
      const g = res.golden;
      const counts = g ? g.reads.map(r => (r.loaded === null ? 'null' : String(r.loaded.length))).join(',') : '-';
      console.log(`${dir} cwd=${fixtureCwd} launch=${g ? g.launch.length : '-'} reads=${reads.length} loaded=[${counts}] exit=${g ? g.exit : res.status}`);
      for (const c of choices) console.log(`    ${c.file}  <- ${c.why}`);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, `${dir}.json`), JSON.stringify({ repo: dir, sessions }, null, 2) + '\n');
  return { sessions: sessions.length, reads: sessions.reduce((n, s) => n + s.reads.length, 0), failures };
}

function main(): void {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const filter = args.find(a => !a.startsWith('--'));
  const dirs = listCorpusRepos().filter(d => !filter || d.includes(filter));
  if (!dirs.length) {
    console.error(`no corpus repo matches ${filter ?? ''} in ${corpusDir()}`);
    process.exit(2);
  }
  let sessions = 0;
  let reads = 0;
  const failures: string[] = [];
  for (const d of dirs) {
    const r = recordRepo(d, dryRun);
    sessions += r.sessions;
    reads += r.reads;
    failures.push(...r.failures);
  }
  console.log(`recorded ${dirs.length} repos, ${sessions} sessions, ${reads} reads; oracle failures: ${failures.length}`);
  for (const f of failures) console.log(`  FAIL ${f}`);
  if (failures.length) process.exitCode = 1;
}

main();
