// Recall of the contradiction detector on real conflicts found by hand in public repositories' memory files.
//
//   npx tsx scripts/realtext/positives.ts [--cli dist/cli.js] [--pairs scripts/realtext/positives.json]
//        [--mirrors /work/.mirror] [--out positives-results.json] [--verbose]
//
// Every pair of the set (label `real`) names a repository, a commit and two lines that load together. For
// each (repository, commit, context) the mirror (<mirrors>/<owner>+<name>/repo, brought by the search tool's
// fetch) is cloned (--shared --no-checkout) into a temporary directory and the CLI given by --cli runs
// `check --root <clone> --ref <commit> --format json --fail-on never`. A pair whose `context` asks for the
// AGENTS.md plugin mode `claude-md-and-agents-md` (CLAUDE.md and AGENTS.md of one directory loaded together)
// gets a temporary --home whose ~/.claude/settings.json sets that mode.
// A pair is found when a `contradiction` finding has two locations whose lines (as they read in the files at
// that commit, symbolic links inside the tree followed) are the pair's two lines, in either order; it is
// found `certain` or `possible` by the finding's confidence (no confidence: `certain` when the finding's
// severity is error). Printed: one line per pair (repository, class, certain / possible / missed; for a found
// pair the kind and subject the tool gave, taken from the finding's key) and recall at `certain` and at
// `certain` or `possible`. With --verbose: the pair's texts and, for a missed pair, the contradiction findings
// that name one of its two lines (with the other line they paired it with). --out writes all of it as JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { argOf, fileLines, run } from './replay.js';

export interface Side {
  path: string;
  line: number;
  text: string;
}

export interface PositivePair {
  repo: string;
  licence: string;
  commit: string;
  a: Side;
  b: Side;
  label: 'real';
  class: string;
  note: string;
  batch: string;
  detector: null;
  /** how the two lines load together when it is not the default loader (e.g. `claude-md-and-agents-md`) */
  context?: string;
}

export type Outcome = 'certain' | 'possible' | 'missed' | 'error';

export interface PairResult {
  repo: string;
  commit: string;
  class: string;
  outcome: Outcome;
  /** kind and subject of the finding that matched (from its key: `kind\0subject\0…`) */
  kind?: string;
  subject?: string;
  /** for a missed pair: contradiction findings naming one of its lines, with the line they paired it with */
  near?: { kind: string; subject: string; confidence: 'certain' | 'possible'; other: string }[];
  error?: string;
}

/** A contradiction finding reduced to what scoring needs: the texts of its two lines, its confidence, kind and subject. */
export interface ScoredFinding {
  texts: [string, string];
  confidence: 'certain' | 'possible';
  kind?: string;
  subject?: string;
}

interface RawFinding {
  rule: string;
  severity: string;
  message: string;
  locations?: { path: string; line?: number }[];
  confidence?: string;
  [k: string]: unknown;
}

const norm = (s: string): string => s.trim().replace(/\s+/g, ' ');

/** `certain` / `possible` for a contradiction finding. */
export function confidenceOf(f: RawFinding): 'certain' | 'possible' {
  const c = f.confidence ?? (f.details as Record<string, unknown> | undefined)?.confidence;
  if (c === 'certain' || c === 'possible') return c;
  return f.severity === 'error' ? 'certain' : 'possible';
}

/** The best outcome among findings whose two lines are the pair's two lines (texts compared after trimming). */
export function outcomeOf(pair: Pick<PositivePair, 'a' | 'b'>, findings: ScoredFinding[]): Outcome {
  return bestMatch(pair, findings)?.confidence ?? 'missed';
}

/** The finding naming both of the pair's lines, `certain` before `possible`; undefined when none does. */
export function bestMatch(pair: Pick<PositivePair, 'a' | 'b'>, findings: ScoredFinding[]): ScoredFinding | undefined {
  const a = norm(pair.a.text);
  const b = norm(pair.b.text);
  let best: ScoredFinding | undefined;
  for (const f of findings) {
    const [x, y] = f.texts.map(norm);
    if ((x === a && y === b) || (x === b && y === a)) {
      if (f.confidence === 'certain') return f;
      best ??= f;
    }
  }
  return best;
}

/** Findings that name exactly one of the pair's lines, each with the other line it was paired with. */
export function nearMisses(pair: Pick<PositivePair, 'a' | 'b'>, findings: ScoredFinding[]): NonNullable<PairResult['near']> {
  const mine = new Set([norm(pair.a.text), norm(pair.b.text)]);
  const out: NonNullable<PairResult['near']> = [];
  for (const f of findings) {
    const [x, y] = f.texts.map(norm);
    if (mine.has(x) !== mine.has(y)) out.push({ kind: f.kind ?? '', subject: f.subject ?? '', confidence: f.confidence, other: mine.has(x) ? y : x });
  }
  return out;
}

const mirrorOf = (mirrors: string, repo: string): string => path.join(mirrors, repo.replace('/', '+'), 'repo');

async function checkOnce(cli: string, mirror: string, commit: string, context: string | undefined): Promise<ScoredFinding[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-positives-'));
  try {
    const dir = path.join(tmp, 'repo');
    const cl = await run('git', ['clone', '-q', '--shared', '--no-checkout', mirror, dir]);
    if (cl.code !== 0) throw new Error(`clone ${mirror}: ${cl.stderr.trim()}`);
    const args = [cli, 'check', '--root', dir, '--ref', commit, '--format', 'json', '--fail-on', 'never'];
    if (context) {
      const home = path.join(tmp, 'home');
      fs.mkdirSync(path.join(home, '.claude'), { recursive: true });
      fs.writeFileSync(path.join(home, '.claude', 'settings.json'), JSON.stringify({ pluginConfigs: { 'agents-md': { options: { instructionFiles: context } } } }));
      args.push('--home', home);
    }
    const r = await run(process.execPath, args);
    if (r.code !== 0 && !r.stdout.trim().startsWith('{')) throw new Error(`check exit ${r.code}: ${r.stderr.trim().slice(0, 300)}`);
    const j = JSON.parse(r.stdout) as { findings?: RawFinding[] };
    const cache = new Map<string, string[] | null>();
    const line = async (p: string, n: number): Promise<string> => {
      if (!cache.has(p)) cache.set(p, await fileLines(dir, commit, p));
      return cache.get(p)?.[n - 1] ?? '';
    };
    const out: ScoredFinding[] = [];
    for (const f of j.findings ?? []) {
      if (f.rule !== 'contradiction' || (f.locations ?? []).length < 2) continue;
      const [x, y] = f.locations!;
      const [kind, subject] = typeof f.key === 'string' ? f.key.split('\0') : [];
      out.push({ texts: [await line(x.path, x.line ?? 0), await line(y.path, y.line ?? 0)], confidence: confidenceOf(f), kind, subject });
    }
    return out;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export async function scorePositives(pairs: PositivePair[], cli: string, mirrors: string): Promise<PairResult[]> {
  const groups = new Map<string, PositivePair[]>();
  for (const p of pairs) {
    const k = JSON.stringify([p.repo, p.commit, p.context ?? '']);
    groups.set(k, [...(groups.get(k) ?? []), p]);
  }
  const results = new Map<PositivePair, PairResult>();
  for (const ps of groups.values()) {
    const { repo, commit, context } = ps[0];
    try {
      const findings = await checkOnce(cli, mirrorOf(mirrors, repo), commit, context);
      for (const p of ps) {
        const m = bestMatch(p, findings);
        results.set(p, m ? { repo, commit, class: p.class, outcome: m.confidence, kind: m.kind, subject: m.subject } : { repo, commit, class: p.class, outcome: 'missed', near: nearMisses(p, findings) });
      }
    } catch (e) {
      for (const p of ps) results.set(p, { repo, commit, class: p.class, outcome: 'error', error: e instanceof Error ? e.message : String(e) });
    }
  }
  return pairs.map((p) => results.get(p)!);
}

export function summary(results: PairResult[]): { n: number; certain: number; possible: number; missed: number; errors: number; recallCertain: number; recallAny: number } {
  const n = results.length;
  const count = (o: Outcome): number => results.filter((r) => r.outcome === o).length;
  const certain = count('certain');
  const possible = count('possible');
  return { n, certain, possible, missed: count('missed'), errors: count('error'), recallCertain: n ? certain / n : 0, recallAny: n ? (certain + possible) / n : 0 };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const here = process.cwd();
  const cli = path.resolve(argOf(args, '--cli') ?? path.join(here, 'dist', 'cli.js'));
  const pairsFile = path.resolve(argOf(args, '--pairs') ?? path.join(here, 'scripts', 'realtext', 'positives.json'));
  const mirrors = path.resolve(argOf(args, '--mirrors') ?? '/work/.mirror');
  const verbose = args.includes('--verbose');
  const set = JSON.parse(fs.readFileSync(pairsFile, 'utf8')) as { pairs: PositivePair[] };
  const pairs = set.pairs.filter((p) => p.label === 'real');
  const results = await scorePositives(pairs, cli, mirrors);
  results.forEach((r, i) => {
    const p = pairs[i];
    const given = r.kind !== undefined ? ` kind=${r.kind} subject=${JSON.stringify(r.subject ?? '')}` : '';
    console.log(`${r.outcome.padEnd(8)} ${r.repo} ${r.commit.slice(0, 10)} [${r.class}]${given}${r.error ? ` ${r.error}` : ''}`);
    if (verbose) {
      console.log(`           ${p.a.path}:${p.a.line}  ${p.a.text}\n           ${p.b.path}:${p.b.line}  ${p.b.text}`);
      for (const n of r.near ?? []) console.log(`           near: ${n.confidence} kind=${n.kind} subject=${JSON.stringify(n.subject)} with: ${n.other.slice(0, 120)}`);
    }
  });
  const s = summary(results);
  console.log(`positives: ${s.n} pairs from ${new Set(pairs.map((p) => p.repo)).size} repositories, CLI ${cli}`);
  console.log(`  found certain ${s.certain}, possible ${s.possible}, missed ${s.missed}${s.errors ? `, errors ${s.errors}` : ''}`);
  console.log(`  recall at certain ${s.recallCertain.toFixed(3)}; at certain or possible ${s.recallAny.toFixed(3)}`);
  const out = argOf(args, '--out');
  if (out) fs.writeFileSync(path.resolve(out), JSON.stringify({ cli, pairsFile, generatedAt: new Date().toISOString(), summary: s, results }, null, 2) + '\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
