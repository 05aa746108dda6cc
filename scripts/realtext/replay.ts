// Real-text replay of the contradiction detector (issue 17, item 5).
//
//   npx tsx scripts/realtext/replay.ts [--cli dist/cli.js] [--repos scripts/realtext/repos.json]
//        [--out realtext-results.json] [--labels __tests__/contradictions/realtext.json]
//        [--max 40] [--skip 0] [--only name,name] [--jobs 2]
//
// For every repository of the list (name, mirror: a git directory, licence) the mirror is cloned
// (--shared --no-checkout) into a temporary directory; every commit that changed memory files (newest
// `--max`) is replayed with `review --base C^1 --head C` (a root commit with `check --ref C`), and `check`
// runs on the newest commit. The CLI is a separate process given by --cli, so any build can be measured.
// Every `contradiction` finding is kept with both lines as they read in the file at that commit,
// de-duplicated by (repo, pathA, textA, pathB, textB); `duplicate` findings are counted.
// With a labels file (default __tests__/contradictions/realtext.json, when it exists) each finding is
// looked up by (repo, text A, text B) in either order and the precision is printed; findings with no
// label are listed as UNLABELLED for a human to label.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RepoEntry {
  name: string;
  mirror: string;
  licence: string;
}

export interface Side {
  path: string;
  line: number;
  text: string;
}

export interface Finding {
  repo: string;
  commit: string;
  /** `review` (replayed commit) or `check` (newest commit) */
  via: 'review' | 'check';
  kind: string;
  subject: string;
  message: string;
  severity: string;
  confidence?: string;
  reason?: string;
  a: Side;
  b: Side;
  /** how many runs reported this pair */
  seen: number;
}

export interface RepoResult {
  name: string;
  licence: string;
  commitsReplayed: number;
  checkCommit?: string;
  contradictionFindings: number;
  duplicateFindings: number;
  /** replayed commits whose head has at least one contradiction / whose review marks one as introduced */
  commitsWithContradiction: number;
  commitsIntroducingContradiction: number;
  /** replayed pull requests (commits with a parent) that the check would fail on a contradiction it introduces (an error: certain), with the pairs that fail it */
  failedByContradiction?: { commit: string; pairs: string[] }[];
  errors: string[];
}

export interface Results {
  about: string;
  cli: string;
  generatedAt: string;
  repos: RepoResult[];
  findings: Finding[];
}

export const MEMORY_PATHSPECS = ['*CLAUDE.md', '*CLAUDE.local.md', '*AGENTS.md', '.claude/rules/*', '*MEMORY.md'];

export function run(cmd: string, args: string[], opts: { cwd?: string; timeoutMs?: number } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd: opts.cwd, maxBuffer: 512 * 1024 * 1024, timeout: opts.timeoutMs ?? 300_000, encoding: 'utf8' }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : -1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) + (err && code === -1 ? String(err.message) : '') });
    });
  });
}

async function git(dir: string, args: string[]): Promise<string> {
  const r = await run('git', ['-C', dir, ...args]);
  if (r.code !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout;
}

/** The lines of a file at a commit, following symbolic links inside the tree (CLAUDE.md -> AGENTS.md). */
export async function fileLines(dir: string, commit: string, file: string, depth = 0): Promise<string[] | null> {
  const ls = await run('git', ['-C', dir, 'ls-tree', commit, '--', file]);
  const mode = ls.stdout.split(/\s/)[0];
  const r = await run('git', ['-C', dir, 'show', `${commit}:${file}`]);
  if (r.code !== 0) return null;
  if (mode === '120000') {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), r.stdout.trim()));
    return depth < 8 && !target.startsWith('..') ? fileLines(dir, commit, target, depth + 1) : null;
  }
  return r.stdout.split(/\r?\n/);
}

/** Lines of a file at a commit, cached. */
class Blobs {
  private cache = new Map<string, string[] | null>();
  constructor(private dir: string) {}
  async line(commit: string, file: string, line: number): Promise<string> {
    const k = `${commit}:${file}`;
    let lines = this.cache.get(k);
    if (lines === undefined) {
      lines = await fileLines(this.dir, commit, file);
      this.cache.set(k, lines);
    }
    return lines ? (lines[line - 1] ?? '').trim() : '';
  }
}

interface RawFinding {
  rule: string;
  severity: string;
  message: string;
  locations?: { path: string; line?: number }[];
  key?: string;
  confidence?: string;
  reason?: string;
  [k: string]: unknown;
}

/** The subject named at the end of a contradiction message ("…: JavaScript package manager"). */
function subjectOf(f: RawFinding): string {
  if (typeof f.subject === 'string') return f.subject;
  const m = /\(\S+:\d+\): (.*)$/.exec(f.message);
  return m ? m[1] : '';
}

/** `confidence` / `reason` of a finding, at its top level or in a nested details object. */
function nested(f: RawFinding, key: string): unknown {
  if (f[key] !== undefined) return f[key];
  for (const k of ['details', 'data', 'meta', 'contradiction']) {
    const o = f[k];
    if (o && typeof o === 'object' && (o as Record<string, unknown>)[key] !== undefined) return (o as Record<string, unknown>)[key];
  }
  return undefined;
}
const confidenceOf = (f: RawFinding): string | undefined => (nested(f, 'confidence') === undefined ? undefined : String(nested(f, 'confidence')));
function reasonOf(f: RawFinding): string | undefined {
  const r = nested(f, 'reason');
  return r === undefined ? undefined : typeof r === 'string' ? r : JSON.stringify(r);
}

function kindOf(f: RawFinding): string {
  if (typeof f.kind === 'string') return f.kind;
  return f.key ? f.key.split('\u0000')[0] : '';
}

export const pairKey = (repo: string, a: Side, b: Side): string => {
  const x = JSON.stringify([a.path, a.text]);
  const y = JSON.stringify([b.path, b.text]);
  return JSON.stringify([repo, ...(x <= y ? [x, y] : [y, x])]);
};

async function replayRepo(entry: RepoEntry, cli: string, max: number, skip: number, found: Map<string, Finding>, log: (s: string) => void): Promise<RepoResult> {
  const res: RepoResult = {
    name: entry.name,
    licence: entry.licence,
    commitsReplayed: 0,
    contradictionFindings: 0,
    duplicateFindings: 0,
    commitsWithContradiction: 0,
    commitsIntroducingContradiction: 0,
    errors: [],
  };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-realtext-'));
  try {
    const dir = path.join(tmp, 'repo');
    const cl = await run('git', ['clone', '-q', '--shared', '--no-checkout', entry.mirror, dir]);
    if (cl.code !== 0) {
      res.errors.push(`clone: ${cl.stderr.trim()}`);
      return res;
    }
    const head = (await git(dir, ['rev-parse', 'HEAD'])).trim();
    const commits = (await git(dir, ['log', `-n${max}`, `--skip=${skip}`, '--format=%H %P', 'HEAD', '--', ...MEMORY_PATHSPECS]))
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split(' '));
    const blobs = new Blobs(dir);
    const collect = async (out: string, commit: string, via: 'review' | 'check', replayed: boolean): Promise<void> => {
      let j: { findings?: RawFinding[] };
      try {
        j = JSON.parse(out) as { findings?: RawFinding[] };
      } catch {
        res.errors.push(`${via} ${commit.slice(0, 10)}: output is not JSON: ${out.slice(0, 200)}`);
        return;
      }
      const contra = (j.findings ?? []).filter((f) => f.rule === 'contradiction');
      if (replayed && contra.length) res.commitsWithContradiction++;
      if (replayed && contra.some((f) => f.introduced === true || via === 'check')) res.commitsIntroducingContradiction++; // a root commit introduces all it has
      for (const f of j.findings ?? []) {
        if (f.rule === 'duplicate') res.duplicateFindings++;
        if (f.rule !== 'contradiction') continue;
        res.contradictionFindings++;
        const locs = f.locations ?? [];
        if (locs.length < 2) {
          res.errors.push(`${via} ${commit.slice(0, 10)}: contradiction with ${locs.length} locations: ${f.message}`);
          continue;
        }
        const side = async (l: { path: string; line?: number }): Promise<Side> => ({ path: l.path, line: l.line ?? 0, text: await blobs.line(commit, l.path, l.line ?? 0) });
        const a = await side(locs[0]);
        const b = await side(locs[1]);
        const k = pairKey(entry.name, a, b);
        if (via === 'review' && f.introduced === true && f.severity === 'error') {
          const fails = (res.failedByContradiction ??= []);
          const last = fails[fails.length - 1];
          if (last?.commit === commit) last.pairs.push(k);
          else fails.push({ commit, pairs: [k] });
        }
        const prev = found.get(k);
        if (prev) {
          prev.seen++;
          continue;
        }
        found.set(k, {
          repo: entry.name,
          commit,
          via,
          kind: kindOf(f),
          subject: subjectOf(f),
          message: f.message,
          severity: f.severity,
          ...(confidenceOf(f) !== undefined ? { confidence: confidenceOf(f) } : {}),
          ...(reasonOf(f) !== undefined ? { reason: reasonOf(f) } : {}),
          a,
          b,
          seen: 1,
        });
      }
    };
    for (const [c, parent] of commits) {
      const args = parent
        ? [cli, 'review', '--root', dir, '--base', `${c}^1`, '--head', c, '--format', 'json', '--fail-on', 'never']
        : [cli, 'check', '--root', dir, '--ref', c, '--format', 'json', '--fail-on', 'never'];
      const r = await run(process.execPath, args);
      if (r.code !== 0 && !r.stdout.trim().startsWith('{')) {
        res.errors.push(`review ${c.slice(0, 10)}: exit ${r.code}: ${r.stderr.trim().slice(0, 300)}`);
        continue;
      }
      res.commitsReplayed++;
      await collect(r.stdout, c, parent ? 'review' : 'check', true);
    }
    const r = await run(process.execPath, [cli, 'check', '--root', dir, '--ref', head, '--format', 'json', '--fail-on', 'never']);
    res.checkCommit = head;
    if (r.code !== 0 && !r.stdout.trim().startsWith('{')) res.errors.push(`check ${head.slice(0, 10)}: exit ${r.code}: ${r.stderr.trim().slice(0, 300)}`);
    else await collect(r.stdout, head, 'check', false);
    log(`${entry.name}: ${res.commitsReplayed} commits replayed, ${res.contradictionFindings} contradiction findings, ${res.duplicateFindings} duplicate${res.errors.length ? `, ${res.errors.length} errors` : ''}`);
    return res;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export async function replay(repos: RepoEntry[], cli: string, opts: { max?: number; skip?: number; jobs?: number; log?: (s: string) => void } = {}): Promise<Results> {
  const found = new Map<string, Finding>();
  const results: RepoResult[] = new Array(repos.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < repos.length) {
      const i = next++;
      results[i] = await replayRepo(repos[i], cli, opts.max ?? 40, opts.skip ?? 0, found, opts.log ?? (() => {}));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.jobs ?? 1) }, worker));
  const findings = [...found.values()].sort((x, y) => x.repo.localeCompare(y.repo) || x.a.path.localeCompare(y.a.path) || x.a.line - y.a.line);
  return {
    about: 'Every contradiction finding of the CLI on the replayed memory-file commits and the newest commit of each repository, de-duplicated by (repo, pathA, textA, pathB, textB).',
    cli,
    generatedAt: new Date().toISOString(),
    repos: results,
    findings,
  };
}

// ---------------------------------------------------------------------------------------------------------
// labels

export interface LabelledPair {
  repo: string;
  licence?: string;
  commit?: string;
  a: Side;
  b: Side;
  label: 'real' | 'false';
  class?: string;
  note?: string;
}

export interface LabelSet {
  about?: string;
  repos?: { name: string; licence: string; commitsReplayed: number }[];
  pairs: LabelledPair[];
}

/** A line as a label keeps it: the first 400 characters (a long list item is excerpted, with "…"). */
export const excerpt = (t: string): string => (t.length > 401 || (t.length === 401 && !t.endsWith('…')) ? t.slice(0, 400) + '…' : t);
const labelKey = (repo: string, x0: string, y0: string): string => {
  const [x, y] = [excerpt(x0), excerpt(y0)];
  return JSON.stringify([repo, ...(x <= y ? [x, y] : [y, x])]);
};
/** The same with each line's path: two pairs of the same texts in other files may be labelled apart. */
const placedKey = (repo: string, a: Side, b: Side): string => {
  const [x, y] = [`${a.path}\0${excerpt(a.text)}`, `${b.path}\0${excerpt(b.text)}`];
  return JSON.stringify([repo, ...(x <= y ? [x, y] : [y, x])]);
};

export interface Scored {
  real: number;
  false: number;
  unlabelled: Finding[];
  byClass: Record<string, number>;
  /** labelled `real` pairs with note `missed` that this run did not report */
  missedStill: LabelledPair[];
  /** labelled `real` pairs with note `missed` that this run now reports */
  missedFound: LabelledPair[];
  precision: number;
  /** findings with confidence `certain` that are labelled false */
  certainFalse: Finding[];
  /** the label of each reported pair, by the replay's pair key */
  labelOf: Map<string, string>;
}

/**
 * Match the findings of a run against the labels, by (repo, path and text A, path and text B) in either order, else by
 * (repo, text A, text B); known misses are listed for the repositories of the run only (all when `repos` is not given).
 */
export function score(findings: Finding[], labels: LabelSet, repos?: ReadonlySet<string>): Scored {
  const byKey = new Map<string, LabelledPair>();
  const byPlace = new Map<string, LabelledPair>();
  for (const p of labels.pairs) {
    byKey.set(labelKey(p.repo, p.a.text, p.b.text), p);
    if (p.a.path && p.b.path) byPlace.set(placedKey(p.repo, p.a, p.b), p);
  }
  const s: Scored = { real: 0, false: 0, unlabelled: [], byClass: {}, missedStill: [], missedFound: [], precision: 1, certainFalse: [], labelOf: new Map() };
  const reported = new Set<string>();
  for (const f of findings) {
    const k = labelKey(f.repo, f.a.text, f.b.text);
    reported.add(k);
    const l = byPlace.get(placedKey(f.repo, f.a, f.b)) ?? byKey.get(k);
    if (!l) {
      s.unlabelled.push(f);
      continue;
    }
    s.labelOf.set(pairKey(f.repo, f.a, f.b), l.label);
    if (l.label === 'real') s.real++;
    else {
      s.false++;
      const c = l.class ?? 'other';
      s.byClass[c] = (s.byClass[c] ?? 0) + 1;
      if (f.confidence === 'certain') s.certainFalse.push(f);
    }
  }
  for (const p of labels.pairs) {
    if (p.label !== 'real' || !/missed/i.test(p.note ?? '') || (repos && !repos.has(p.repo))) continue;
    (reported.has(labelKey(p.repo, p.a.text, p.b.text)) ? s.missedFound : s.missedStill).push(p);
  }
  s.precision = s.real + s.false === 0 ? 1 : s.real / (s.real + s.false);
  return s;
}

export function printScore(results: Results, s: Scored): void {
  const commits = results.repos.reduce((n, r) => n + r.commitsReplayed, 0);
  const dups = results.repos.reduce((n, r) => n + r.duplicateFindings, 0);
  const failing = results.repos.reduce((n, r) => n + (r.commitsWithContradiction ?? 0), 0);
  const introducing = results.repos.reduce((n, r) => n + (r.commitsIntroducingContradiction ?? 0), 0);
  console.log(`real text: ${results.repos.length} repositories, ${commits} commits replayed (+ check of each newest commit), CLI ${results.cli}`);
  console.log(`  contradiction findings (distinct pairs): ${results.findings.length}; duplicate findings (all runs): ${dups}`);
  console.log(`  replayed commits with a contradiction in the head: ${failing}; with one the review marks as introduced: ${introducing}`);
  const fails = results.repos.flatMap((r) => r.failedByContradiction ?? []);
  const reviews = results.repos.reduce((n, r) => n + r.commitsReplayed, 0);
  const wrongly = fails.filter((x) => x.pairs.every((k) => s.labelOf.get(k) === 'false')).length;
  console.log(`  replayed commits the check would fail on an introduced contradiction (certain): ${fails.length} of ${reviews}; all of whose failing pairs are labelled false: ${wrongly}`);
  const p = s.real + s.false === 0 ? 'n/a' : s.precision.toFixed(3);
  console.log(`  labelled real ${s.real}, false ${s.false}, unlabelled ${s.unlabelled.length}; precision ${p} (real / labelled)`);
  const conf = new Map<string, number>();
  for (const f of results.findings) conf.set(f.confidence ?? '(none)', (conf.get(f.confidence ?? '(none)') ?? 0) + 1);
  if (conf.size) console.log(`  by confidence: ${[...conf].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (s.certainFalse.length) console.log(`  certain findings labelled false: ${s.certainFalse.length}`);
  for (const [c, n] of Object.entries(s.byClass).sort((x, y) => y[1] - x[1])) console.log(`    false: ${c.padEnd(28)} ${n}`);
  console.log(`  known misses (labelled real, note "missed"): found now ${s.missedFound.length}, still missed ${s.missedStill.length}`);
  for (const p of s.missedStill) console.log(`    MISSED [${p.repo}] ${p.a.path}:${p.a.line} "${p.a.text}" / ${p.b.path}:${p.b.line} "${p.b.text}"`);
  for (const f of s.unlabelled) {
    console.log(`  UNLABELLED [${f.repo} ${f.commit.slice(0, 10)}] ${f.kind} (${f.subject})${f.confidence ? ` ${f.confidence}` : ''}`);
    console.log(`      ${f.a.path}:${f.a.line}  ${f.a.text}`);
    console.log(`      ${f.b.path}:${f.b.line}  ${f.b.text}`);
  }
}

// ---------------------------------------------------------------------------------------------------------

export function argOf(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const here = process.cwd();
  const cli = path.resolve(argOf(args, '--cli') ?? path.join(here, 'dist', 'cli.js'));
  const reposFile = path.resolve(argOf(args, '--repos') ?? path.join(here, 'scripts', 'realtext', 'repos.json'));
  const out = path.resolve(argOf(args, '--out') ?? path.join(here, 'realtext-results.json'));
  const labelsFile = path.resolve(argOf(args, '--labels') ?? path.join(here, '__tests__', 'contradictions', 'realtext.json'));
  const only = argOf(args, '--only')?.split(',');
  const fromResults = argOf(args, '--score');
  let results: Results;
  if (fromResults) {
    results = JSON.parse(fs.readFileSync(path.resolve(fromResults), 'utf8')) as Results;
  } else {
    let repos = (JSON.parse(fs.readFileSync(reposFile, 'utf8')) as { repos: RepoEntry[] }).repos;
    if (only) repos = repos.filter((r) => only.includes(r.name));
    const missing = repos.filter((r) => !fs.existsSync(r.mirror));
    for (const r of missing) console.error(`skipped ${r.name}: no mirror at ${r.mirror} (fetch github:${r.name})`);
    repos = repos.filter((r) => fs.existsSync(r.mirror));
    results = await replay(repos, cli, { max: Number(argOf(args, '--max') ?? 40), skip: Number(argOf(args, '--skip') ?? 0), jobs: Number(argOf(args, '--jobs') ?? 1), log: (s) => console.error(s) });
    fs.writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
    console.error(`wrote ${out}`);
  }
  if (fs.existsSync(labelsFile)) printScore(results, score(results.findings, JSON.parse(fs.readFileSync(labelsFile, 'utf8')) as LabelSet, new Set(results.repos.map((r) => r.name))));
  else console.log(`${results.findings.length} contradiction findings; no labels at ${labelsFile}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
