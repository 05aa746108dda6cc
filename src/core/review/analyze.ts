/**
 * One side of a review (a commit, or the working tree): every context's load plan, rule reach, the memory
 * index, references to repository paths, and what the loader skipped and warned about: the facts the rules
 * (src/rules) check. Pure: reads only through the RepoTree/Vfs abstractions.
 */
import * as P from 'node:path/posix';
import picomatch from 'picomatch';
import { MAX_FILE_BYTES, MEMORY_MAX_CHARS, MEMORY_MAX_LINES } from '../constants.js';
import { parseFrontmatter } from '../frontmatter.js';
import { isInstructionFile, rulesBaseOf } from '../memoryPaths.js';
import { ruleGlobs } from '../globs/index.js';
import { Loader, type LoaderOptions, type LaunchPlan, type Skip, type Source, type Warning } from '../loader/index.js';
import { DELTA_MAX, DeltaReach, ReachIndex, sortedDelta, type ReachCounter } from '../reach.js';
import { type DirSet, dirsOfPaths, IndexedTree, lowerBound, OverlayTree, type RepoTree, sortedInPlace } from '../tree.js';
import { Vfs, type Mount } from '../vfs.js';
import type { Config } from '../config.js';
import { scanReferences } from './scanners.js';
import type { ContextLoad, ManifestEntry, MemoryIndexInfo, Reference, RuleReach, Totals } from './types.js';

export type SessionOptions = Pick<LoaderOptions, 'instructionFiles' | 'excludes' | 'settingSources' | 'disableClaudeMds' | 'disableAutoMemory'>;

export interface SideInput {
  /** "base", "head" or "tree". */
  name: string;
  /** For people: "main @ 1a2b3c4", "working tree". */
  label: string;
  commit?: string;
  /** Absolute path the repository is mounted at. */
  root: string;
  tree: RepoTree;
  /** Extra mounts: a home directory, an external memory directory. */
  home?: { at: string; tree: RepoTree };
  memory?: { at: string; tree: RepoTree };
  session?: SessionOptions;
  /** Launch directories to review besides the root (relative paths or globs); from config + CLI. */
  entries?: string[];
  /** The launch context for `check --cwd`: the primary launch directory (default the root). */
  cwd?: string;
  config: Config;
  /**
   * The other side of a review (the base, when this is the head): rule reach is then its index corrected by
   * the files that differ, instead of a second index of every file.
   */
  previous?: SideAnalysis;
}

/** Membership in a sorted list of paths, by binary search: no hash set of every path of a large tree. */
export class PathSet {
  constructor(private readonly sorted: readonly string[]) {}
  has(p: string): boolean {
    return this.sorted[lowerBound(this.sorted, p)] === p;
  }
}

export interface SideAnalysis {
  name: string;
  label: string;
  commit?: string;
  root: string;
  /** The side's files, sorted (made when first read, for a tree that keeps its listing otherwise). */
  readonly files: readonly string[];
  /** Membership in `files`. */
  fileSet: { has(path: string): boolean };
  /** Answers rule reach over `files` (reused by the other side of a review). */
  reachCounter?: ReachCounter;
  tree: RepoTree;
  dirs: DirSet;
  contexts: ContextLoad[];
  /** Distinct loaded sources by display path, with their raw text (as stored). */
  sources: Map<string, { source: Source; raw?: string; contexts: string[] }>;
  manifest: ManifestEntry[];
  reach: RuleReach[];
  memoryIndex?: MemoryIndexInfo;
  references: Reference[];
  /** Files the loader skipped, with the context that skipped them (a skip recurs in every context it affects). */
  skips: { skip: Skip; context: string }[];
  /** The loader's warnings: rule frontmatter, brace budget, invalid patterns, markdown too costly to lex. */
  warnings: Warning[];
  /** Raw text of a repository file (as stored), when it can be read. */
  read(path: string): Promise<string | undefined>;
  /** Any mounted file by absolute path: its text, or why it cannot be read. */
  readAbs(abs: string): Promise<{ ok: true; text: string } | { ok: false; reason: string }>;
  /** The display path of an absolute path (repository-relative, `~/…` under the home mount). */
  display(abs: string): string;
  plan: LaunchPlan;
  timings: Record<string, number>;
}

const PROBE = '.memory-review-probe';

function totalsOf(sources: Source[]): Totals {
  const t: Totals = { files: sources.length, chars: 0, lines: 0, tokens: 0, compactChars: 0 };
  for (const s of sources) {
    t.chars += s.size.chars;
    t.lines += s.size.lines;
    t.tokens += s.size.tokens;
    if (s.survivesCompact) t.compactChars += s.size.chars;
  }
  return t;
}

/** Directories (relative, '' excluded) whose memory files load lazily when a file under them is read. */
function lazyDirs(files: string[], memoryDir?: string): string[] {
  const out = new Set<string>();
  for (const f of files) {
    if (memoryDir && (f === memoryDir || f.startsWith(memoryDir + '/'))) continue;
    let d: string | undefined;
    if (isInstructionFile(f)) {
      d = P.dirname(f);
      if (d.endsWith('/.claude') || d === '.claude') d = P.dirname(d);
    } else {
      const base = rulesBaseOf(f);
      if (base !== undefined) d = base || '.';
    }
    if (d && d !== '.') out.add(d);
  }
  return [...out].sort();
}

/** Nested `.claude/rules/**.md` files (not in the launch chain) with their patterns, read from the tree. */
async function nestedRules(vfs: Vfs, root: string, files: string[], chain: Set<string>): Promise<{ path: string; base: string; globs: string[]; written: string[]; invalid: string[] }[]> {
  const out = [];
  for (const f of files) {
    const base = rulesBaseOf(f);
    if (base === undefined || chain.has(base)) continue;
    const r = await vfs.readFile(P.join(root, f), MAX_FILE_BYTES);
    if (!r.ok) continue;
    const fm = parseFrontmatter(r.data.toString('utf8'));
    if (fm.unparsable || !fm.present) continue;
    const g = ruleGlobs(fm.data.paths);
    if (!g.globs) continue;
    out.push({ path: f, base, globs: g.globs, written: g.written, invalid: g.invalid });
  }
  return out;
}

export async function analyzeSide(input: SideInput): Promise<SideAnalysis> {
  const timings: Record<string, number> = {};
  let t0 = performance.now();
  const lap = (k: string) => {
    const t = performance.now();
    timings[k] = (timings[k] ?? 0) + (t - t0);
    t0 = t;
  };
  const { root, tree, config } = input;
  const mounts: Mount[] = [{ name: 'root', at: root, tree }];
  if (input.home) mounts.push({ name: 'home', at: input.home.at, tree: input.home.tree });
  if (input.memory) mounts.push({ name: 'memory', at: input.memory.at, tree: input.memory.tree });
  const vfs = new Vfs(mounts);
  // (every tree hands out a fresh list, usually sorted already; an indexed tree, or an overlay on one, answers
  // membership itself and lists its files only when something needs them all: no string per path otherwise)
  const keeps: IndexedTree | OverlayTree | undefined = tree instanceof IndexedTree || tree instanceof OverlayTree ? tree : undefined;
  const listed = keeps ? undefined : await tree.listFiles();
  let fileList: readonly string[] | undefined = listed && (tree.sortedListing ? listed : sortedInPlace(listed));
  const files = (): readonly string[] => (fileList ??= keeps!.pathList());
  // markdown files: the only candidates for memory files and rules (an indexed tree keeps them)
  const mdFiles = tree.markdownFiles?.() ?? files().filter((f) => f.endsWith('.md'));
  const fileSet = keeps ?? new PathSet(files());
  const dirs = tree.directories?.() ?? dirsOfPaths(files());
  lap('list');
  const memoryDirAbs = input.memory ? input.memory.at : config.memoryDir ? P.join(root, config.memoryDir) : undefined;
  const memoryRel = config.memoryDir;
  const loaderFor = (cwdRel: string) =>
    new Loader({ vfs, root, cwd: cwdRel === '.' ? root : P.join(root, cwdRel), home: input.home?.at, memoryDir: memoryDirAbs, ...input.session });

  // launch contexts: the root (or --cwd) plus configured entries
  const launchDirs: string[] = [input.cwd && input.cwd !== '' ? input.cwd : '.'];
  for (const e of input.entries ?? []) {
    const pat = e.replace(/^\.\/?/, '').replace(/\/+$/, '') || '.';
    if (pat === '.') continue;
    const isGlob = picomatch.scan(pat).isGlob;
    const m = isGlob ? picomatch(pat, { dot: true }) : undefined;
    for (const d of [...dirs].sort()) if (d && (m ? m(d) : d === pat) && !launchDirs.includes(d)) launchDirs.push(d);
  }

  const contexts: ContextLoad[] = [];
  const sources = new Map<string, { source: Source; raw?: string; contexts: string[] }>();
  const skips: { skip: Skip; context: string }[] = [];
  const addSources = (ctxId: string, list: Source[]) => {
    for (const s of list) {
      const e = sources.get(s.path);
      if (e) {
        if (!e.contexts.includes(ctxId)) e.contexts.push(ctxId);
        // prefer the launch-time view of a file (launch content is what survives /compact)
        if (e.source.mode !== 'launch' && s.mode === 'launch') e.source = s;
      } else sources.set(s.path, { source: s, contexts: [ctxId] });
    }
  };

  let rootLoader: Loader | undefined;
  let plan: LaunchPlan | undefined;
  for (const d of launchDirs) {
    const loader = loaderFor(d);
    const p = await loader.launch();
    if (!rootLoader) {
      rootLoader = loader;
      plan = p;
    }
    const id = `launch:${d}`;
    const uncertain = [...p.settingsErrors.map((e) => `settings ${e.path}: ${e.error}`)];
    contexts.push({ id, kind: 'launch', label: d === '.' ? 'launch at the repository root' : `launch in ${d}/`, cwd: d, sources: p.launch, skipped: p.skipped, totals: totalsOf(p.launch), uncertain });
    addSources(id, p.launch);
    for (const s of p.skipped) skips.push({ skip: s, context: id });
  }
  lap('launch');
  const loader = rootLoader!;
  const rootPlan = plan!;
  const rootCwd = launchDirs[0];
  const rootCtx = contexts[0];

  // path-scoped rules: their reach over this side's files, then one context per live rule
  const chainDirs = new Set<string>();
  for (let d = rootCwd === '.' ? '' : rootCwd; ; d = d.includes('/') ? P.dirname(d) : '') {
    chainDirs.add(d);
    if (d === '') break;
  }
  const launchRules = rootPlan.pathRules
    .map((r) => ({ path: r.path, base: r.base === '.' ? '' : r.base.startsWith('~') || r.base.startsWith('/') ? '' : r.base, globs: r.globs, written: r.written, invalid: r.invalid, nested: false }));
  const nested = (await nestedRules(vfs, root, mdFiles, chainDirs)).map((r) => ({ ...r, nested: true }));
  const ruleList = [...launchRules, ...nested];
  const queries = ruleList.map((r) => ({ base: r.base, globs: r.globs }));
  const previous = input.previous;
  let index: ReachCounter | undefined;
  const counter = (): ReachCounter => {
    if (index) return index;
    const prev = previous?.reachCounter;
    if (prev && previous) {
      // the head of a review as an overlay on the base's tree knows its delta; otherwise the sorted lists are compared
      const overlay = tree instanceof OverlayTree && tree.base === previous.tree ? tree : undefined;
      const d = overlay ?? sortedDelta(previous.files, files());
      const count = keeps ? keeps.pathCount() : files().length;
      if (d.added.length + d.removed.length <= Math.min(DELTA_MAX.paths, DELTA_MAX.share * count)) index = new DeltaReach(prev, () => previous.files, d.added, d.removed, files);
    }
    return (index ??= new ReachIndex(files()));
  };

  // directory contexts: nested CLAUDE.md / rules / AGENTS.md below the primary launch directory
  for (const d of lazyDirs(mdFiles, memoryRel)) {
    if (rootCwd !== '.' && !d.startsWith(rootCwd + '/')) continue;
    const r = await loader.read(P.join(root, d, PROBE), { pathRules: false });
    const lazy = r.loaded.filter((s) => s.mode === 'lazy-dir');
    const lazySkips = r.skipped.filter((s) => s.reason !== 'already-loaded');
    if (!lazy.length && !lazySkips.length) continue;
    const id = `dir:${d}`;
    const all = [...rootCtx.sources, ...lazy];
    contexts.push({ id, kind: 'directory', label: `loads when files under \`${d}/\` are read`, cwd: rootCwd, subject: d, sources: all, skipped: lazySkips, totals: totalsOf(all), uncertain: [] });
    addSources(id, lazy);
    for (const s of lazySkips) skips.push({ skip: s, context: id });
  }
  lap('directories');
  if (queries.length) counter();
  lap('reach.index');
  const results = queries.map((q) => counter().reach(q));
  const reach: RuleReach[] = [];
  ruleList.forEach((r, i) => {
    const res = results![i];
    const everything = r.globs.some((g) => /^(\/?\*\*(\/\*)?|\*|\*\*\/\*|\/\*\*)$/.test(g)) && !r.globs.some((g) => g.startsWith('!'));
    reach.push({ path: r.path, base: r.base || '.', globs: r.globs, written: r.written, invalid: r.invalid, files: res.files, example: res.first, matchesEverything: everything, nested: r.nested });
  });
  lap('reach');
  // Rules often share their first match. A second read of a file loads what the first loaded and notes no
  // skip (the loader notes each skip once): the first read's answer is taken, without its skips.
  const readsOf = new Map<string, { loaded: Source[]; skipped: Skip[] }>();
  for (const r of reach) {
    if (!r.example) continue;
    if (rootCwd !== '.' && !r.example.startsWith(rootCwd + '/')) continue;
    let got = readsOf.get(r.example);
    if (got) got = { loaded: got.loaded.map((s) => ({ ...s })), skipped: [] };
    else readsOf.set(r.example, (got = await loader.read(P.join(root, r.example))));
    const mine = got.loaded.find((s) => s.path === r.path);
    if (!mine) continue;
    const id = `rule:${r.path}`;
    const all = [...rootCtx.sources, ...got.loaded];
    contexts.push({
      id,
      kind: 'path-rule',
      label: `applies to ${r.files} file${r.files === 1 ? '' : 's'} matching ${r.globs.map((g) => '`' + g + '`').join(', ')}`,
      cwd: rootCwd,
      subject: r.path,
      appliesTo: { files: r.files, patterns: r.globs, example: r.example },
      sources: all,
      skipped: got.skipped.filter((s) => s.reason !== 'already-loaded'),
      totals: totalsOf(all),
      uncertain: [],
    });
    addSources(id, got.loaded);
  }
  lap('rules');

  // raw text of every loaded source (for line numbers and scanners)
  for (const e of sources.values()) {
    const raw = await readText(vfs, e.source.abs);
    if (raw !== undefined) e.raw = raw;
  }
  lap('read');

  // memory index
  let memoryIndex: MemoryIndexInfo | undefined;
  const mem = [...sources.values()].find((e) => e.source.type === 'AutoMem');
  if (mem) {
    const s = mem.source;
    const tr = s.truncation;
    const lines = tr?.lines ?? s.size.lines;
    const chars = tr?.chars ?? s.size.chars;
    const entries = indexEntries(mem.raw ?? s.content, s.frontmatterLines);
    const kept = tr?.keptLines ?? lines;
    const dropped = entries.filter((en) => en.line - s.frontmatterLines > kept).map((en) => en.text);
    memoryIndex = { path: s.path, lines, chars, maxLines: MEMORY_MAX_LINES, maxChars: MEMORY_MAX_CHARS, truncated: !!tr?.warning, keptLines: kept, droppedEntries: dropped, entries };
  }
  lap('memory');

  // references to repository paths in loaded files
  const references: Reference[] = [];
  for (const [path, e] of sources) {
    // the memory index's links are checked as index entries (memory-broken-link)
    if (e.raw === undefined || path.startsWith('~') || path.startsWith('/') || e.source.type === 'AutoMem') continue;
    for (const ref of scanReferences(path, e.raw, (p) => fileSet.has(p) || dirs.has(p))) references.push(ref);
  }
  lap('references');

  const manifest: ManifestEntry[] = [...sources.values()].map(({ source: s, contexts: cs }) => ({
    path: s.path,
    scope: s.scope,
    mode: s.mode,
    size: s.size,
    sha256: s.sha256,
    imports: s.imports,
    survivesCompact: s.survivesCompact,
    contexts: cs,
    ...(s.truncation?.warning ? { truncated: true } : {}),
  }));

  return {
    name: input.name,
    label: input.label,
    commit: input.commit,
    root,
    get files() {
      return files();
    },
    fileSet,
    tree,
    dirs,
    contexts,
    sources,
    manifest,
    reach,
    reachCounter: index,
    memoryIndex,
    references,
    skips,
    // the root loader's warnings, lazy reads included (a nested file too costly to lex warns when it is read)
    warnings: loader.warnings(),
    read: (path) => readRaw(vfs, root, path),
    readAbs: async (abs) => {
      const r = await vfs.readFile(abs, MAX_FILE_BYTES);
      return r.ok ? { ok: true, text: r.data.toString('utf8') } : { ok: false, reason: r.reason };
    },
    display: (abs) => loader.display(abs),
    plan: rootPlan,
    timings,
  };
}

/** A loaded file's raw text (the `raw` of `SideAnalysis.sources`). */
async function readText(vfs: Vfs, abs: string): Promise<string | undefined> {
  const r = await vfs.readFile(abs, MAX_FILE_BYTES);
  return r.ok ? r.data.toString('utf8') : undefined;
}

async function readRaw(vfs: Vfs, root: string, path: string): Promise<string | undefined> {
  if (path.startsWith('/') || path.startsWith('~')) return undefined;
  const r = await vfs.readFile(P.join(root, path), MAX_FILE_BYTES);
  return r.ok ? r.data.toString('utf8') : undefined;
}

/** Lines of MEMORY.md that are index entries (list items or links), with their link targets. */
function indexEntries(raw: string, fmLines: number): MemoryIndexInfo['entries'] {
  const out: MemoryIndexInfo['entries'] = [];
  const lines = raw.split('\n');
  let inFence = false;
  for (let i = fmLines; i < lines.length; i++) {
    const l = lines[i];
    if (/^\s*(```|~~~)/.test(l)) inFence = !inFence;
    if (inFence) continue;
    const link = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/.exec(l);
    const isItem = /^\s*([-*+]|\d+[.)])\s+/.test(l);
    if (!link && !isItem) continue;
    let target = link?.[1];
    if (target && (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/'))) target = undefined;
    if (target) target = decodeURIComponentSafe(target.split('#')[0]);
    out.push({ line: i + 1, text: l.trim().slice(0, 200), ...(target ? { target } : {}) });
  }
  return out;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
