/**
 * One side of a review (a commit, or the working tree): every context's load plan, rule reach, the memory
 * index, references to repository paths, and the findings that need no comparison. Pure: reads only through
 * the RepoTree/Vfs abstractions.
 */
import * as P from 'node:path/posix';
import picomatch from 'picomatch';
import { MAX_FILE_BYTES, TOTAL_INSTRUCTIONS_CHARS, LARGE_FILE_CHARS, MEMORY_MAX_CHARS, MEMORY_MAX_LINES } from '../constants.js';
import { parseFrontmatter } from '../frontmatter.js';
import { ruleGlobs } from '../globs.js';
import { Loader, type LoaderOptions, type LaunchPlan, type Skip, type Source } from '../loader.js';
import { DELTA_MAX, DeltaReach, ReachIndex, sortedDelta, type ReachCounter, type ReachQuery, type ReachResult } from '../reach.js';
import { type DirSet, dirsOfPaths, IndexedTree, lowerBound, OverlayTree, type RepoTree, sortedInPlace } from '../tree.js';
import { BytePaths } from '../pathColumn.js';
import { Vfs, type Mount } from '../vfs.js';
import type { Config } from '../config.js';
import { RULE_BY_ID } from './catalogue.js';
import { scanReferences, scanSecrets, scanInvisible } from './scanners.js';
import type { ContextLoad, Finding, Location, ManifestEntry, MemoryIndexInfo, Reference, RuleReach, Totals } from './types.js';

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
   * the files that differ, instead of a second index of every file. A promise when the two sides are analysed
   * interleaved (see `pause`): it is awaited only where it is needed, once the directory contexts are loaded.
   */
  previous?: SideAnalysis | Promise<SideAnalysis>;
  /**
   * Called once the launch and directory contexts are loaded and the reach service has been asked, before
   * rule reach is waited for: the caller can run the other side's first stage there, while a reach service
   * on another thread counts. (Called on every path through analyzeSide that gets that far.)
   */
  pause?: () => Promise<void>;
  /**
   * Counts rule reach elsewhere (a worker thread): asked for once with every rule and this side's sorted
   * files (for a service that has no listing of its own), while the directory contexts load. Its answers
   * must be those of a ReachIndex over those files; when it fails, the count is made here.
   */
  reachService?: { reach(queries: ReachQuery[], files: () => readonly string[]): Promise<ReachResult[]> };
  /**
   * Work to do while this side waits for the reach service's answers (the thread is idle otherwise): called
   * with the promise waited for and the files loaded so far, and awaited before the answers are read. It
   * should return soon after `until` settles; it must not change what the analysis finds (warming a cache
   * of later work, such as directive extraction, is what it is for).
   */
  idle?: (until: Promise<unknown>, loaded: LoadedText[]) => Promise<void>;
  /**
   * Between the two sides of a review: the base hands its file system view over as soon as it exists
   * (`shareVfs`), and the head, when its tree is an overlay on the base's, takes over the base's path
   * resolutions where the overlay leaves a path and its directories alone (`seedVfs`, asked when the head
   * starts; see VfsSeed).
   */
  shareVfs?: (vfs: Vfs) => void;
  seedVfs?: () => Vfs | undefined;
}

/** A loaded file: its display path, content hash, and a reader of its raw text (as the analysis reads it). */
export interface LoadedText {
  path: string;
  sha256: string;
  raw(): Promise<string | undefined>;
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
  findings: Finding[];
  plan: LaunchPlan;
  timings: Record<string, number>;
}

const PROBE = '.memory-review-probe';
const MEMORY_FILE = /(^|\/)(CLAUDE\.md|CLAUDE\.local\.md|AGENTS\.md)$/;

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

export function finding(rule: string, message: string, locations: Location[], contexts: string[], key: string, extra?: Partial<Finding>): Finding {
  const info = RULE_BY_ID.get(rule);
  if (!info) throw new Error(`unknown rule ${rule}`);
  return { rule, severity: info.severity, message, locations, contexts: [...contexts], hint: info.hint, key, ...extra };
}

/** Directories (relative, '' excluded) whose memory files load lazily when a file under them is read. */
function lazyDirs(files: string[], memoryDir?: string): string[] {
  const out = new Set<string>();
  for (const f of files) {
    if (memoryDir && (f === memoryDir || f.startsWith(memoryDir + '/'))) continue;
    let d: string | undefined;
    if (MEMORY_FILE.test(f)) {
      d = P.dirname(f);
      if (d.endsWith('/.claude') || d === '.claude') d = P.dirname(d);
    } else {
      const i = f.indexOf('.claude/rules/');
      if (i >= 0 && (i === 0 || f[i - 1] === '/') && f.endsWith('.md')) d = i === 0 ? '.' : f.slice(0, i - 1);
    }
    if (d && d !== '.') out.add(d);
  }
  return [...out].sort();
}

/** Nested `.claude/rules/**.md` files (not in the launch chain) with their patterns, read from the tree. */
async function nestedRules(vfs: Vfs, root: string, files: string[], chain: Set<string>): Promise<{ path: string; base: string; globs: string[]; written: string[]; invalid: string[] }[]> {
  const out = [];
  for (const f of files) {
    const i = f.indexOf('.claude/rules/');
    if (i < 0 || (i > 0 && f[i - 1] !== '/') || !f.endsWith('.md')) continue;
    const base = i === 0 ? '' : f.slice(0, i - 1);
    if (chain.has(base)) continue;
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
  const from = input.seedVfs?.();
  const overlay = tree instanceof OverlayTree ? tree : undefined;
  const vfs = new Vfs(mounts, {
    share: input.shareVfs !== undefined,
    // (the seed's root tree must be the one the overlay lies on)
    ...(from && overlay && from.mount('root')?.tree === overlay.base ? { seed: { from, same: (rel: string) => overlay.sameAsBase(rel) } } : {}),
  });
  input.shareVfs?.(vfs);
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

  // path-scoped rules: their reach over this side's files is asked for first (a reach service answers on
  // another thread while the directory contexts load here), then one context per live rule
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
    // (a listing kept as bytes is indexed as it is)
    const column = keeps instanceof IndexedTree ? keeps.pathColumn() : undefined;
    return (index ??= new ReachIndex(column instanceof BytePaths ? column : files()));
  };
  const asked = input.reachService?.reach(queries, files);
  asked?.catch(() => undefined);
  lap('reach');

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
  // (the time spent in the other side meanwhile is that side's)
  if (input.pause) await input.pause();
  // (counter() reads it: it is called only from here on)
  const previous = await input.previous;
  t0 = performance.now();

  // the service's answers, or this thread's count when there is no service or it failed
  let results: ReachResult[] | undefined;
  if (asked) {
    if (input.idle) {
      const loaded = [...sources.values()].map(({ source: s }) => ({ path: s.path, sha256: s.sha256, raw: () => readText(vfs, s.abs) }));
      await input.idle(asked, loaded);
    }
    try {
      results = await asked;
      if (results.length !== queries.length) results = undefined;
    } catch {
      results = undefined;
    }
  }
  results ??= queries.map((q) => counter().reach(q));
  const reach: RuleReach[] = [];
  ruleList.forEach((r, i) => {
    const res = results![i];
    const everything = r.globs.some((g) => /^(\/?\*\*(\/\*)?|\*|\*\*\/\*|\/\*\*)$/.test(g)) && !r.globs.some((g) => g.startsWith('!'));
    reach.push({ path: r.path, base: r.base || '.', globs: r.globs, written: r.written, invalid: r.invalid, files: res.files, example: res.first, matchesEverything: everything, nested: r.nested });
  });
  lap('reach');
  for (const r of reach) {
    if (!r.example) continue;
    if (rootCwd !== '.' && !r.example.startsWith(rootCwd + '/')) continue;
    const got = await loader.read(P.join(root, r.example));
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

  const findings: Finding[] = [];
  const ruleSet = new Set(reach.map((r) => r.path));
  // skips → findings (one finding per distinct skip, listing every context)
  const byKey = new Map<string, Finding>();
  const push = (f: Finding) => {
    const k = f.rule + '\0' + (f.locations[0]?.path ?? '') + '\0' + f.key;
    const old = byKey.get(k);
    if (old) {
      for (const c of f.contexts) if (!old.contexts.includes(c)) old.contexts.push(c);
      return;
    }
    byKey.set(k, f);
    findings.push(f);
  };
  for (const { skip: s, context } of skips) {
    const from: Location | undefined = s.from ? { path: s.from.path, line: s.from.line } : undefined;
    const at = from ?? { path: s.path, line: 1 };
    switch (s.reason) {
      case 'missing': {
        if (!from) break;
        // `@name` without a file extension is usually a mention or a decorator (`@jlowin`, `@Observable`), which
        // Claude Code tries and drops harmlessly; an import with an extension was meant as a file
        const raw = importRaw(sources, s) ?? P.basename(s.path);
        const m = /\.[A-Za-z0-9]{1,10}([,.;:!?)\]'"`]+)?$/.exec(P.basename(raw));
        if (!m) break;
        const trailing = m[1];
        push(
          finding('import-missing', `\`@${raw}\` in ${s.from!.path} points to ${s.path}, which does not exist${trailing ? ` — the trailing \`${trailing}\` is part of the path Claude Code looks up` : ''}`, [at], [context], s.path, trailing ? { hint: `Separate the import from the punctuation (\`@${raw.slice(0, -trailing.length)}\` followed by a space).` } : undefined),
        );
        break;
      }
      case 'import-outside-launch-dir':
        push(finding('import-needs-approval', `import of ${s.path} from ${s.from?.path ?? '?'} resolves outside the launch directory (${ctxCwd(context, contexts)}); Claude Code drops it unless external imports were approved interactively`, [at], [context], s.path));
        break;
      case 'symlink-outside-launch-dir':
        push(finding('symlink-outside', `${s.path} is a symlink ${s.detail ?? ''} outside the launch directory; it loads only after interactive approval`, [{ path: s.path }], [context], s.path));
        break;
      case 'outside-root':
        if (from) push(finding('import-outside-repo', `${s.from!.path} imports ${s.path}, outside the repository: it is never read here, and on a machine that approves external imports it pulls that file into the model's context`, [at], [context], s.path));
        else push(finding('unreadable', `${s.path} is a symlink that points outside the repository; it is not read`, [{ path: s.path }], [context], s.path));
        break;
      case 'import-too-deep':
        push(finding('import-too-deep', `${s.path} is imported ${s.detail ?? 'too deep'}; Claude Code stops after four hops`, [at], [context], s.path));
        break;
      case 'non-text-extension':
        push(finding('import-non-text', `${s.path} is not a text file extension Claude Code imports`, [at], [context], s.path));
        break;
      case 'too-large':
        push(finding('file-too-large', `${s.path} is over 4 MiB (${MAX_FILE_BYTES.toLocaleString('en-US')} bytes); Claude Code skips it entirely`, from ? [{ path: s.path }, from] : [{ path: s.path }], [context], s.path));
        break;
      case 'empty':
        push(finding('empty-file', `${s.path} is empty after frontmatter and comments${s.detail ? `; ${s.detail}` : ''}`, [{ path: s.path, line: 1 }], [context], s.path));
        break;
      case 'not-regular-file':
      case 'symlink-loop':
        push(finding('unreadable', `${s.path}: ${s.reason === 'symlink-loop' ? 'symlink loop' : 'not a regular file'}; not loaded`, [{ path: s.path }], [context], s.path));
        break;
      case 'path-scoped-import-dropped':
        push(finding('path-rule-import-dropped', `${s.path} is imported by ${s.from?.path ?? 'a rule'} but has its own \`paths:\`, so it is dropped from the launch load`, [{ path: s.path, line: 1 }], [context], s.path));
        break;
      case 'agents-md-shadowed':
        // a CLAUDE.md that imports AGENTS.md makes Claude read it after all: no notice then
        if (contexts.find((c) => c.id === context)?.sources.some((x) => x.path === s.path)) break;
        push(finding('agents-md-shadowed', `${s.path} is not read: a CLAUDE.md in the same launch chain takes precedence`, [{ path: s.path, line: 1 }], [context], s.path));
        break;
      case 'excluded':
        push(finding('excluded', `${s.path} is excluded by claudeMdExcludes`, [{ path: s.path, line: 1 }], [context], s.path));
        break;
      default:
        break;
    }
  }
  // loader warnings (rule frontmatter, brace budget, invalid patterns, markdown too costly to lex)
  // the root loader's, lazy reads included (a nested file too costly to lex warns when it is read)
  const allWarnings = loader.warnings();
  for (const w of allWarnings) {
    const raw = sources.get(w.path)?.raw ?? (await readRaw(vfs, root, w.path));
    const ctxs = sources.get(w.path)?.contexts ?? [rootCtx.id];
    if (w.kind === 'frontmatter-unparsable') {
      const fmLines = raw ? frontmatterRange(raw) : undefined;
      const hasPaths = raw ? /^\s*paths\s*:/m.test(raw.split('\n').slice(0, fmLines?.end ?? 0).join('\n')) : false;
      if (!hasPaths) continue;
      push(finding('rule-frontmatter-unparsable', `the frontmatter of ${w.path} does not parse (${w.detail.split('\n')[0]}); its \`paths:\` are ignored and the rule loads in every session`, [{ path: w.path, line: 1, endLine: fmLines?.end }], ctxs, 'fm'));
    } else if (w.kind === 'brace-budget') {
      push(finding('brace-budget', `brace expansion of \`${w.detail}\` in ${w.path} exceeds the budget of 1,000 results; the excess patterns are dropped`, [{ path: w.path, line: lineOfText(raw, w.detail) }], ctxs, w.detail));
    } else if (w.kind === 'invalid-pattern') {
      push(finding('glob-invalid', `\`${w.detail}\` in ${w.path} is not a valid pattern and is dropped`, [{ path: w.path, line: lineOfText(raw, w.detail) }], ctxs, w.detail));
    } else if (w.kind === 'markdown-unparsed') {
      push(finding('markdown-unparsed', `${w.path} could not be lexed as markdown (${w.detail}): its @imports and HTML comments could not be evaluated`, [{ path: w.path, line: 1 }], ctxs, 'unparsed'));
    }
  }
  // nested rules' invalid patterns (the launch plan only warns for launch-chain rules)
  for (const r of nested) {
    const raw = await readRaw(vfs, root, r.path);
    for (const g of r.invalid) push(finding('glob-invalid', `\`${g}\` in ${r.path} is not a valid pattern and is dropped`, [{ path: r.path, line: lineOfText(raw, g) }], [], g));
  }

  // per-source checks
  for (const [path, e] of sources) {
    const s = e.source;
    if (s.size.chars > LARGE_FILE_CHARS && s.type !== 'AutoMem')
      push(finding('large-file', `${path} is ${s.size.chars.toLocaleString('en-US')} characters (≈${s.size.tokens.toLocaleString('en-US')} tokens), over the 40,000-character large-file threshold`, [{ path, line: 1 }], e.contexts, 'size'));
    if (e.raw !== undefined) {
      for (const sec of scanSecrets(e.raw)) push(finding('secret', `${path}:${sec.line} looks like ${sec.kind} (${sec.redacted})`, [{ path, line: sec.line }], e.contexts, `${sec.kind}:${sec.fingerprint}`));
      const inv = scanInvisible(e.raw);
      if (inv.length) {
        const kinds = [...new Set(inv.map((i) => i.code))].slice(0, 5).join(', ');
        push(finding('invisible-unicode', `${path} contains ${inv.length} invisible or bidirectional character${inv.length === 1 ? '' : 's'} (${kinds}), first on line ${inv[0].line}`, [{ path, line: inv[0].line }], e.contexts, kinds));
      }
    }
    if ((s.scope === 'rule' || ruleSet.has(path)) && s.frontmatterKeys) {
      const foreign = s.frontmatterKeys.filter((k) => FOREIGN_KEYS.has(k));
      for (const k of foreign) {
        const hasPaths = s.frontmatterKeys.includes('paths');
        push(finding('rule-unknown-key', `\`${k}:\` in ${path} is not read by Claude Code${hasPaths ? '' : '; without `paths:` the rule loads in every session'}`, [{ path, line: lineOfKey(e.raw, k) }], e.contexts, k, hasPaths ? { severity: 'notice' } : undefined));
      }
    }
    if (s.why.kind === 'import' && ruleSet.has(s.why.from) && s.mode === 'launch') {
      push(finding('import-in-path-rule', `${s.why.from} is path-scoped, but its import of ${path} loads at launch in every session`, [{ path: s.why.from, line: s.why.line }], e.contexts, path));
    }
  }

  // path-scoped rule reach
  for (const r of reach) {
    if (r.files === 0 && r.globs.length)
      push(finding('rule-dead', `${r.path} applies to no file: ${r.globs.map((g) => '`' + g + '`').join(', ')} match nothing under ${r.base === '.' ? 'the repository root' : r.base + '/'}`, [{ path: r.path, line: lineOfText(await readRaw(vfs, root, r.path), r.written[0] ?? r.globs[0]) }], [], 'dead'));
    else if (r.matchesEverything && !r.nested)
      push(finding('rule-matches-everything', `${r.path} matches every file (${r.globs.join(', ')}) but is attached only after a file is read and does not survive /compact`, [{ path: r.path, line: lineOfText(await readRaw(vfs, root, r.path), r.written[0] ?? r.globs[0]) }], [], 'all'));
  }

  // context sizes
  for (const c of contexts) {
    if (c.kind === 'launch' && c.totals.chars > TOTAL_INSTRUCTIONS_CHARS)
      push(finding('total-too-large', `${c.label}: ${c.totals.chars.toLocaleString('en-US')} characters of instructions load at launch (≈${c.totals.tokens.toLocaleString('en-US')} tokens), over 120,000`, [{ path: c.sources[0]?.path ?? 'CLAUDE.md' }], [c.id], c.id));
    for (const b of config.budgets) {
      if (b.context && !picomatch(b.context, { dot: true })(c.id)) continue;
      if (!b.context && c.kind !== 'launch') continue;
      const over = (b.chars !== undefined && c.totals.chars > b.chars) || (b.tokens !== undefined && c.totals.tokens > b.tokens);
      if (over) {
        const biggest = c.sources.slice().sort((a, b2) => b2.size.chars - a.size.chars)[0];
        push(finding('budget-exceeded', `${c.label}: ${c.totals.chars.toLocaleString('en-US')} chars / ≈${c.totals.tokens.toLocaleString('en-US')} tokens, over the budget of ${b.chars !== undefined ? b.chars.toLocaleString('en-US') + ' chars' : ''}${b.chars !== undefined && b.tokens !== undefined ? ' / ' : ''}${b.tokens !== undefined ? b.tokens.toLocaleString('en-US') + ' tokens' : ''}`, [{ path: biggest?.path ?? 'CLAUDE.md', line: 1 }], [c.id], c.id));
      }
    }
    for (const u of c.uncertain) push(finding('settings-invalid', u, [{ path: u.split(':')[0].replace(/^settings /, '') }], [c.id], u.split(':')[0]));
  }

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
    if (tr?.warning) {
      const what = [tr.truncatedByLines ? `${lines} lines (cap 200)` : '', tr.truncatedByChars ? `${chars.toLocaleString('en-US')} characters (cap 25,000)` : ''].filter(Boolean).join(' and ');
      push(finding('memory-truncated', `${s.path} is ${what}: everything from line ${(tr.firstDroppedLine ?? kept + 1) + s.frontmatterLines} on is not loaded${dropped.length ? ` (${dropped.length} index entr${dropped.length === 1 ? 'y' : 'ies'})` : ''}`, [{ path: s.path, line: (tr.firstDroppedLine ?? kept + 1) + s.frontmatterLines }], mem.contexts, 'truncated'));
    } else if (lines >= 0.8 * MEMORY_MAX_LINES || chars >= 0.8 * MEMORY_MAX_CHARS) {
      push(finding('memory-near-cap', `${s.path} is at ${lines}/200 lines and ${chars.toLocaleString('en-US')}/25,000 characters`, [{ path: s.path, line: 1 }], mem.contexts, 'near'));
    }
    const memDir = P.dirname(s.abs);
    for (const en of entries) {
      if (!en.target) continue;
      const target = P.normalize(P.join(memDir, en.target));
      const r = await vfs.readFile(target, MAX_FILE_BYTES);
      if (!r.ok) {
        if (r.reason === 'missing') push(finding('memory-broken-link', `${s.path}:${en.line} links to ${en.target}, which does not exist`, [{ path: s.path, line: en.line }], mem.contexts, en.target));
        continue;
      }
      const fm = parseFrontmatter(r.data.toString('utf8'));
      const display = loader.display(target);
      const data = fm.present && !fm.unparsable ? fm.data : undefined;
      const meta = data && typeof data.metadata === 'object' && data.metadata ? (data.metadata as Record<string, unknown>) : undefined;
      const type = meta?.type ?? data?.type;
      if (!data) push(finding('memory-topic-frontmatter', `${display} has ${fm.unparsable ? 'unparsable' : 'no'} frontmatter; Claude Code expects name, description and type`, [{ path: display, line: 1 }], mem.contexts, 'none'));
      else if (!['user', 'feedback', 'project', 'reference'].includes(String(type)))
        push(finding('memory-topic-frontmatter', `${display}: type ${type === undefined ? 'is missing' : JSON.stringify(type) + ' is not one of user, feedback, project, reference'}; it reads as no type`, [{ path: display, line: lineOfKey(r.data.toString('utf8'), 'type') ?? 1 }], mem.contexts, 'type'));
    }
  }
  lap('findings');

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
    findings,
    plan: rootPlan,
    timings,
  };
}

const FOREIGN_KEYS = new Set(['globs', 'alwaysApply', 'applyTo', 'include', 'files', 'glob', 'path', 'pattern', 'patterns', 'trigger']);

function ctxCwd(id: string, contexts: ContextLoad[]): string {
  const c = contexts.find((x) => x.id === id);
  return c ? (c.cwd === '.' ? 'the repository root' : c.cwd + '/') : '?';
}

/** Each importing source's imports by target (the first one wins), built once: a file may hold thousands. */
const importsByTarget = new WeakMap<Source, Map<string, string>>();

function importRaw(sources: Map<string, { source: Source }>, s: Skip): string | undefined {
  const from = s.from && sources.get(s.from.path)?.source;
  if (!from) return undefined;
  let m = importsByTarget.get(from);
  if (!m) {
    m = new Map();
    for (const i of from.imports) if (!m.has(i.target)) m.set(i.target, i.raw);
    importsByTarget.set(from, m);
  }
  return m.get(s.path);
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

/** 1-based line range of the frontmatter block, when the file starts with one. */
export function frontmatterRange(raw: string): { end: number } | undefined {
  const lines = raw.replace(/^\ufeff/, '').split('\n');
  if (lines[0].trimEnd() !== '---') return undefined;
  for (let i = 1; i < lines.length; i++) if (/^---\s*$/.test(lines[i])) return { end: i + 1 };
  return undefined;
}

export function lineOfText(raw: string | undefined, needle: string | undefined): number | undefined {
  if (!raw || !needle) return undefined;
  const i = raw.indexOf(needle);
  if (i < 0) return undefined;
  return raw.slice(0, i).split('\n').length;
}

function lineOfKey(raw: string | undefined, key: string): number | undefined {
  if (!raw) return undefined;
  const lines = raw.split('\n');
  const re = new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
  const i = lines.findIndex((l) => re.test(l));
  return i >= 0 ? i + 1 : undefined;
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
