import * as P from 'node:path/posix';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { approxTokens, LAZY_CUT_CHARS, MAX_FILE_BYTES, MAX_INCLUDE_DEPTH, TEXT_FILE_EXTENSIONS } from '../constants.js';
import { compileExcludes, MAX_PATTERNS as MAX_EXCLUDE_PATTERNS, type ExcludeMatcher } from '../excludes.js';
import { parseFrontmatter } from '../frontmatter.js';
import { matchGlobs, ruleGlobs, type RuleGlobs } from '../globs/index.js';
import { extractImportCandidates, lexChecked, lineOf, lineStarts, stripHtmlComments, type Lexed } from '../markdown.js';
import { stripInvisible, truncateMemoryIndex, type MemoryTruncation } from '../memoryIndex.js';
import { isInside, normalizeAbs, PATH_MAX, type Vfs } from '../vfs.js';

export type MemType = 'Managed' | 'User' | 'Project' | 'Local' | 'AutoMem';
export type Scope = 'managed' | 'user' | 'project' | 'local' | 'rule' | 'import' | 'memory';
export type LoadMode = 'launch' | 'lazy-path' | 'lazy-dir';
export type InstructionMode = 'claude-md' | 'claude-md-or-agents-md' | 'claude-md-and-agents-md' | 'managed-only';

export type Why =
  | { kind: 'launch' }
  | { kind: 'import'; from: string; line?: number }
  | { kind: 'rule' }
  | { kind: 'agents-md' }
  | { kind: 'memory-index' }
  | { kind: 'nested'; dir: string }
  | { kind: 'matched'; pattern?: string; file: string };

export interface ImportRef {
  /** As written after `@`. */
  raw: string;
  /** Display path of the resolved target. */
  target: string;
  line?: number;
}

export interface Source {
  /** Display path: relative to the root, `~/…` under the home, `memory/…` under the memory dir, else absolute. */
  path: string;
  abs: string;
  type: MemType;
  scope: Scope;
  mode: LoadMode;
  why: Why;
  parent?: string;
  depth: number;
  /** Exactly the text the model receives (without Claude Code's own truncation warning). */
  content: string;
  /** Claude Code's own notice appended after the content (MEMORY.md truncation, lazy large-file cut). */
  warning?: string;
  /** Path-scoped rule patterns, when the file has them. */
  globs?: string[];
  /** For rules and their imports: the rules directory they were listed from (Claude Code lists it unsorted). */
  rulesDir?: string;
  size: { bytes: number; lines: number; chars: number; tokens: number };
  sha256: string;
  /** Number of lines of frontmatter stripped from the top of the file. */
  frontmatterLines: number;
  frontmatterUnparsable?: boolean;
  frontmatterKeys?: string[];
  imports: ImportRef[];
  truncation?: MemoryTruncation;
  /** Survives /compact: launch-time files are re-read after compaction. */
  survivesCompact: boolean;
}

export type SkipReason =
  | 'excluded'
  | 'import-outside-launch-dir'
  | 'symlink-outside-launch-dir'
  | 'import-too-deep'
  | 'non-text-extension'
  | 'too-large'
  | 'empty'
  | 'missing'
  | 'not-regular-file'
  | 'outside-root'
  | 'symlink-loop'
  | 'path-scoped-import-dropped'
  | 'agents-md-shadowed'
  | 'already-loaded';

export interface Skip {
  path: string;
  abs: string;
  reason: SkipReason;
  detail?: string;
  from?: { path: string; line?: number };
  type?: MemType;
}

export interface PathRule {
  path: string;
  abs: string;
  /** Directory whose relative paths the patterns are matched against. */
  base: string;
  baseAbs: string;
  type: MemType;
  globs: string[];
  written: string[];
  invalid: string[];
  overBudget: string[];
  frontmatterLines: number;
}

export interface Warning {
  path: string;
  /** `markdown-unparsed`: the file (or part of it) was too costly to lex, so its comments and imports are not seen. */
  kind: 'frontmatter-unparsable' | 'brace-budget' | 'invalid-pattern' | 'markdown-unparsed';
  detail: string;
}

export interface LoaderOptions {
  vfs: Vfs;
  /** Absolute path of the repository root (the walk never goes above it). */
  root: string;
  /** Absolute launch directory (defaults to the root). */
  cwd?: string;
  /** Absolute home directory, when user files take part. */
  home?: string;
  /** Absolute auto-memory directory holding MEMORY.md. */
  memoryDir?: string;
  /** Override of the AGENTS.md mode (else from settings; default claude-md-or-agents-md). */
  instructionFiles?: InstructionMode;
  /** Extra claudeMdExcludes patterns (added to the ones read from settings). */
  excludes?: string[];
  /** `--setting-sources`: which of user / project / local files take part (default all). */
  settingSources?: ('user' | 'project' | 'local')[];
  /** CLAUDE_CODE_DISABLE_CLAUDE_MDS: nothing loads, at launch or lazily (auto memory included). */
  disableClaudeMds?: boolean;
  /** CLAUDE_CODE_DISABLE_AUTO_MEMORY: MEMORY.md is not loaded. */
  disableAutoMemory?: boolean;
}

export interface LaunchPlan {
  root: string;
  cwd: string;
  launch: Source[];
  skipped: Skip[];
  pathRules: PathRule[];
  warnings: Warning[];
  excludes: string[];
  instructionFiles: InstructionMode;
  settingsErrors: { path: string; error: string }[];
}

interface Parsed {
  content: string;
  globs?: RuleGlobs;
  fm: ReturnType<typeof parseFrontmatter>;
  imports: { raw: string; abs: string; line?: number }[];
  bytes: number;
  sha256: string;
}

/** The `processed` set of one loading pass; `rec` is set while a rules walk is recorded (see memoWalk). */
interface Processed {
  has(path: string): boolean;
  add(path: string): unknown;
  rec?: WalkRecord;
}

/**
 * A directory between the launch directory and a file read: its candidate paths, built once per Loader (a
 * deep tree's paths are thousands of characters long; rebuilding and re-hashing them on every read of every
 * directory made reads quadratic), and what survey() found about them.
 */
interface NestedDir {
  path: string;
  /** Display path (`why.dir` of what it loads). */
  shown: string;
  parent?: NestedDir;
  /** CLAUDE.md and .claude/CLAUDE.md. */
  claude: string[];
  local: string;
  /** Its .claude/rules directory. */
  rules: string;
  /** AGENTS.md and .claude/AGENTS.md. */
  agents: string[];
  /** Candidates that plainly name nothing (set by survey()). */
  absent?: Set<string>;
  /** No rules directory there: its walks find and report nothing. */
  rulesAbsent?: boolean;
  /** A CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md resolves there (its AGENTS.md is then not read in the fallback mode). */
  hasClaude?: boolean;
}

interface WalkRecord {
  /** Paths the walk looked up, and whether they were already processed when it started. */
  queried: Map<string, boolean>;
  /** The same, as lists (checked on every replay: no iterator entries to allocate). */
  queriedPaths?: string[];
  queriedHad?: boolean[];
  /** Whether none of them was (then the record fits exactly when none of them is processed now). */
  noneHad?: boolean;
  added: string[];
  out: (Source & { _globs?: RuleGlobs })[];
}

/** A source object of its own (a memoised walk hands out the same file many times). */
function copySource<T extends Source>(s: T): T {
  return { ...s, size: { ...s.size }, imports: s.imports.map((i) => ({ ...i })) };
}

interface Rendered {
  content: string;
  warning?: string;
  lines: number;
}

interface Ctx {
  opts: LoaderOptions;
  vfs: Vfs;
  root: string;
  cwd: string;
  home: string;
  skipped: Skip[];
  warnings: Warning[];
  pathRules: PathRule[];
  /** The `abs` of every entry of `pathRules`. */
  pathRuleFiles: Set<string>;
  excluded: ExcludeMatcher;
  parseCache: Map<string, Promise<Parsed | Skip['reason'] | undefined>>;
  lazy: boolean;
  /** Keys of `skipped` (a hostile file can produce thousands of skips). */
  skipKeys: Set<string>;
  /** Milliseconds spent lexing markdown in this session (bounded by LEX_BUDGET). */
  lexMs: number;
}

const NO_HOME = '/nonexistent-home';

/**
 * Parses by the bytes read (a Buffer a tree hands out for a blob is the same object each time, in every
 * Loader over trees sharing one blob cache) and by where and how they were read: `doParse` is a function
 * of those alone, but for the session's lexing budget: a session over its budget does not take a parse
 * that needed lexing (it refuses to lex, as it would have), and a reuse charges it nothing (a text lexed
 * before costs next to nothing to lex again: markdown.ts caches lexes by text).
 */
const sharedParses = new WeakMap<Buffer, Map<string, { parsed: Parsed; lexed: boolean; problem?: string }>>();

/** A parsed file as shown at launch and as attached lazily (the same file is attached in many reads). */
const rendered = new WeakMap<Parsed, { launch?: Rendered; lazy?: Rendered }>();

/**
 * `P.join(dir, ...names)` for a normalised absolute directory and plain names: a concatenation. (P.join
 * re-normalises the whole path, which costs a copy of a path thousands of characters long for every file
 * looked up in each of thousands of nested directories.)
 */
function under(dir: string, ...names: string[]): string {
  return (dir === '/' ? '' : dir) + '/' + names.join('/');
}

/** Time one session may spend lexing markdown; later files are read but not lexed (a warning says so). (An object: tests lower it.) */
export const LEX_BUDGET = { sessionMs: 3000 };
const MODES: InstructionMode[] = ['claude-md', 'claude-md-or-agents-md', 'claude-md-and-agents-md', 'managed-only'];
const LEGACY_MODES: Record<string, InstructionMode> = { none: 'managed-only', claude: 'claude-md', 'agents-fallback': 'claude-md-or-agents-md', both: 'claude-md-and-agents-md' };

export class Loader {
  private ctx!: Ctx;
  private launchPlan?: LaunchPlan;
  private excludesList: string[] = [];
  private mode: InstructionMode = 'claude-md-or-agents-md';
  private settingsErrors: { path: string; error: string }[] = [];

  constructor(private readonly opts: LoaderOptions) {}

  private readonly displayed = new Map<string, string>();
  private displayDirs?: { root: string; memoryDir?: string; home?: string };

  display(abs: string): string {
    let d = this.displayed.get(abs);
    if (d === undefined) this.displayed.set(abs, (d = this.displayOf(abs)));
    return d;
  }

  private displayOf(abs: string): string {
    const dirs = (this.displayDirs ??= {
      root: normalizeAbs(this.opts.root),
      memoryDir: this.opts.memoryDir ? normalizeAbs(this.opts.memoryDir) : undefined,
      home: this.opts.home ? normalizeAbs(this.opts.home) : undefined,
    });
    const { memoryDir, root, home } = dirs;
    // a memory directory committed inside the repository is shown by its repository path
    if (memoryDir && isInside(abs, memoryDir) && !isInside(memoryDir, root)) return 'memory/' + P.relative(memoryDir, abs);
    if (isInside(abs, root)) {
      // (a normalised path inside the root is shown by its remainder: what P.relative gives, without resolving both)
      if (normalizeAbs(abs) === abs) return abs === root ? '.' : abs.slice(root === '/' ? 1 : root.length + 1);
      return P.relative(root, abs) || '.';
    }
    if (home && isInside(abs, home)) return '~/' + P.relative(home, abs);
    return abs;
  }

  private async init(): Promise<void> {
    if (this.ctx) return;
    const root = normalizeAbs(this.opts.root);
    const cwd = normalizeAbs(this.opts.cwd ?? root);
    const home = this.opts.home ? normalizeAbs(this.opts.home) : NO_HOME;
    // settings: user (~/.claude/settings.json), project and local (<cwd>/.claude/settings{,.local}.json)
    const settingsFiles = [
      ...(this.opts.home ? [P.join(home, '.claude', 'settings.json')] : []),
      P.join(cwd, '.claude', 'settings.json'),
      P.join(cwd, '.claude', 'settings.local.json'),
    ];
    const excludes: string[] = [];
    let mode: InstructionMode | undefined;
    let legacy: string | undefined;
    for (const f of settingsFiles) {
      const r = await this.opts.vfs.readFile(f, 1_048_576);
      if (!r.ok) continue;
      let json: unknown;
      try {
        json = JSON.parse(r.data.toString('utf8'));
      } catch (e) {
        this.settingsErrors.push({ path: this.display(f), error: e instanceof Error ? e.message : String(e) });
        continue;
      }
      if (!json || typeof json !== 'object') continue;
      const s = json as Record<string, unknown>;
      if (Array.isArray(s.claudeMdExcludes)) excludes.push(...s.claudeMdExcludes.filter((x): x is string => typeof x === 'string'));
      // The AGENTS.md plugin's option is read from the user's settings only (pluginConfigs.<plugin>.options).
      if (f !== settingsFiles[0] || !this.opts.home) continue;
      const pc = s.pluginConfigs;
      if (!pc || typeof pc !== 'object') continue;
      for (const [name, v] of Object.entries(pc as Record<string, { options?: Record<string, unknown> }>)) {
        if (!/^agents-md(@|$)|cc-plugin-agents-md/.test(name)) continue;
        const o = v?.options;
        if (!o || typeof o !== 'object') continue;
        if (typeof o.instructionFiles === 'string' && MODES.includes(o.instructionFiles as InstructionMode)) mode = o.instructionFiles as InstructionMode;
        if (typeof o.projectInstructions === 'string') legacy = o.projectInstructions;
      }
    }
    if (!mode && legacy) mode = LEGACY_MODES[legacy];
    this.mode = this.opts.instructionFiles ?? mode ?? 'claude-md-or-agents-md';
    this.excludesList = [...excludes, ...(this.opts.excludes ?? [])];
    const realCache = new Map<string, string>();
    for (const p of this.excludesList.slice(0, MAX_EXCLUDE_PATTERNS)) {
      if (!p.startsWith('/')) continue;
      const m = /[*?{[]/.exec(p);
      const dir = P.dirname(m ? p.slice(0, m.index) : p);
      realCache.set(dir, await this.opts.vfs.realpath(dir));
    }
    const excludeProblems: string[] = [];
    this.ctx = {
      opts: this.opts,
      vfs: this.opts.vfs,
      root,
      cwd,
      home,
      skipped: [],
      warnings: [],
      pathRules: [],
      pathRuleFiles: new Set(),
      excluded: compileExcludes(this.excludesList, (d) => realCache.get(d) ?? d, excludeProblems),
      parseCache: new Map(),
      lazy: false,
      skipKeys: new Set(),
      lexMs: 0,
    };
    for (const error of excludeProblems) this.settingsErrors.push({ path: 'claudeMdExcludes', error });
  }

  /** Directories from the root (or the filesystem root's child) down to `dir`, root-most first. */
  private chain(dir: string): string[] {
    const out: string[] = [];
    let d = dir;
    for (;;) {
      out.push(d);
      if (d === this.ctx.root || d === '/' || !isInside(d, this.ctx.root)) break;
      d = P.dirname(d);
    }
    // a directory whose path is too long for the OS holds nothing (and costs time in deep hostile trees)
    return out.reverse().filter((x) => x !== '/' && x.length < PATH_MAX);
  }

  private skip(s: Omit<Skip, 'path'>): void {
    const path = this.display(s.abs);
    const key = `${s.abs}\0${s.reason}\0${s.from ? 'f' + s.from.path : ''}`;
    if (this.ctx.skipKeys.has(key)) return;
    this.ctx.skipKeys.add(key);
    this.ctx.skipped.push({ path, ...s });
  }

  private async parse(abs: string, type: MemType, withImports: boolean): Promise<Parsed | Skip['reason'] | undefined> {
    const key = `${type === 'AutoMem' ? 'M' : withImports ? 'I' : 'N'}${abs}`;
    let p = this.ctx.parseCache.get(key);
    if (!p) {
      p = this.doParse(abs, type, withImports);
      this.ctx.parseCache.set(key, p);
    }
    return p;
  }

  private async doParse(abs: string, type: MemType, withImports: boolean): Promise<Parsed | Skip['reason'] | undefined> {
    // Project and local files come from the repository only: a link out of it (into the home or memory
    // directory too) is never read, and the reason is the same whatever lies behind it.
    const res = await this.ctx.vfs.resolve(abs);
    if ((type === 'Project' || type === 'Local') && !isInside(res.path, this.ctx.root)) return 'outside-root';
    // what readFile would answer, without resolving the path again (most candidates do not exist)
    if (!res.ok) return res.reason === 'outside' ? 'outside-root' : res.reason === 'loop' ? 'symlink-loop' : undefined;
    const r = await this.ctx.vfs.readFile(abs, MAX_FILE_BYTES);
    if (!r.ok) {
      if (r.reason === 'too-large') return 'too-large';
      if (r.reason === 'outside') return 'outside-root';
      if (r.reason === 'loop') return 'symlink-loop';
      if (r.reason === 'not-file') return 'not-regular-file';
      return undefined;
    }
    const ext = P.extname(abs).toLowerCase();
    if (ext && !TEXT_FILE_EXTENSIONS.has(ext)) return 'non-text-extension';
    // the same bytes (one fetched blob, shared by both sides of a review) at the same place parse the same
    const sharedKey = `${type === 'AutoMem' ? 'M' : withImports ? 'I' : 'N'}\0${abs}\0${r.real}\0${this.ctx.home}`;
    let shared = sharedParses.get(r.data);
    const known = shared?.get(sharedKey);
    // (a file this session could no longer lex is lexed or refused by this session's own budget; a reuse
    // costs the session nothing, like a lex of a text the lexer has seen: markdown.ts caches those)
    if (known && !(known.lexed && this.ctx.lexMs > LEX_BUDGET.sessionMs)) {
      if (known.problem !== undefined) this.warn({ path: this.display(abs), kind: 'markdown-unparsed', detail: known.problem });
      return known.parsed;
    }
    const text = r.data.toString('utf8');
    const fm = parseFrontmatter(text);
    const body = fm.body;
    const hasComment = body.includes('<!--');
    const wantImports = withImports && type !== 'AutoMem' && body.includes('@');
    let lexed: Lexed | undefined;
    let refused = false;
    if (hasComment || wantImports) {
      // every lex is bounded (LEX_LIMITS); the session as a whole too, against thousands of costly files
      if (this.ctx.lexMs > LEX_BUDGET.sessionMs) {
        lexed = { tokens: [], complete: false, problem: `this session already spent ${LEX_BUDGET.sessionMs} ms lexing markdown` };
        refused = true;
      } else {
        const t0 = performance.now();
        lexed = lexChecked(body);
        this.ctx.lexMs += performance.now() - t0;
      }
      if (!lexed.complete) this.warn({ path: this.display(abs), kind: 'markdown-unparsed', detail: lexed.problem ?? '' });
    }
    const tokens = lexed?.tokens;
    let content = hasComment ? stripHtmlComments(body, tokens).content : body;
    const imports: Parsed['imports'] = [];
    if (wantImports && tokens) {
      const base = P.dirname(r.real);
      const seen = new Set<string>();
      let starts: number[] | undefined;
      for (const c of extractImportCandidates(tokens)) {
        starts ??= lineStarts(body);
        const target = this.expandPath(c.path, base);
        if (seen.has(target)) continue;
        seen.add(target);
        const l = lineOf(body, c.raw, starts);
        imports.push({ raw: c.raw, abs: target, line: l === undefined ? undefined : l + fm.lines });
      }
    }
    if (type === 'AutoMem') content = stripInvisible(content);
    const globs = fm.data.paths !== undefined ? ruleGlobs(fm.data.paths) : undefined;
    const parsed: Parsed = { content, globs, fm, imports, bytes: r.data.length, sha256: createHash('sha256').update(r.data).digest('hex') };
    // (a parse this session's budget refused is not handed to another session)
    if (!refused) {
      if (!shared) sharedParses.set(r.data, (shared = new Map()));
      shared.set(sharedKey, { parsed, lexed: lexed !== undefined, problem: lexed && !lexed.complete ? (lexed.problem ?? '') : undefined });
    }
    return parsed;
  }

  private expandPath(p: string, base: string): string {
    p = p.trim();
    if (p === '~') return this.ctx.home;
    if (p.startsWith('~/')) return normalizeAbs(P.join(this.ctx.home, p.slice(2)));
    if (p.startsWith('/')) return normalizeAbs(p);
    return normalizeAbs(P.resolve(base, p));
  }

  /**
   * Claude Code's processMemoryFile: one file and, depth first, its imports. `processed` is shared by the
   * whole pass; the first path to reach a file owns it.
   */
  private async processFile(
    abs: string,
    type: MemType,
    processed: Processed,
    includeExternal: boolean,
    depth: number,
    meta: { scope: Scope; why: Why; mode: LoadMode; parent?: string; fromLine?: number },
  ): Promise<(Source & { _globs?: RuleGlobs })[]> {
    const from = meta.parent ? { path: this.display(meta.parent), line: meta.fromLine } : undefined;
    if (processed.has(abs)) {
      if (depth > 0) this.skip({ abs, reason: 'already-loaded', from, type });
      return [];
    }
    if (depth >= MAX_INCLUDE_DEPTH) {
      this.skip({ abs, reason: 'import-too-deep', from, type, detail: `depth ${depth} (four import hops at most)` });
      return [];
    }
    if ((type === 'User' || type === 'Project' || type === 'Local') && this.ctx.excluded(abs)) {
      this.skip({ abs, reason: 'excluded', from, type, detail: 'claudeMdExcludes' });
      return [];
    }
    const real = await this.ctx.vfs.realpath(abs);
    if (real !== abs && processed.has(real)) {
      this.skip({ abs, reason: 'already-loaded', from, type, detail: `same file as ${this.display(real)}` });
      return [];
    }
    processed.add(abs);
    if (real !== abs) processed.add(real);
    if (depth > 0 && !includeExternal && !(type === 'User') && !isInside(real, this.ctx.cwd)) {
      this.skip({ abs, reason: 'import-outside-launch-dir', from, type, detail: `resolves to ${this.display(real)}, outside the launch directory` });
      return [];
    }
    const parsed = await this.parse(abs, type, true);
    if (parsed === undefined) {
      if (depth > 0) this.skip({ abs, reason: 'missing', from, type });
      return [];
    }
    if (typeof parsed === 'string') {
      this.skip({ abs, reason: parsed, from, type, detail: parsed === 'too-large' ? `over ${MAX_FILE_BYTES} bytes` : undefined });
      return [];
    }
    if (parsed.fm.unparsable) this.warn({ path: this.display(abs), kind: 'frontmatter-unparsable', detail: parsed.fm.error ?? '' });
    if (!parsed.content.trim()) {
      this.skip({ abs, reason: 'empty', from, type, detail: parsed.imports.length ? `${parsed.imports.length} import(s) not followed` : undefined });
      return [];
    }
    const src = this.makeSource(abs, type, parsed, depth, meta);
    const out: (Source & { _globs?: RuleGlobs })[] = [src];
    for (const imp of parsed.imports) {
      const external = !isInside(imp.abs, this.ctx.cwd);
      if (external && !includeExternal) {
        this.skip({ abs: imp.abs, reason: 'import-outside-launch-dir', from: { path: src.path, line: imp.line }, type, detail: 'outside the launch directory; needs interactive approval' });
        continue;
      }
      out.push(
        ...(await this.processFile(imp.abs, type, processed, includeExternal, depth + 1, {
          scope: 'import',
          why: { kind: 'import', from: src.path, line: imp.line },
          mode: meta.mode,
          parent: abs,
          fromLine: imp.line,
        })),
      );
    }
    return out;
  }

  private readonly walkMemo = new Map<string, WalkRecord[]>();

  /**
   * The walk of a rules directory for path-scoped rules, which every read repeats for the launch
   * directory's rules. A walk's outcome depends only on which of the paths it looks up in `processed` are
   * already there (trees, parses and settings do not change): when those answers are the same as in a
   * recorded walk, the record is replayed (the same paths marked processed, the same sources) instead of
   * walking again. Its skips and warnings need no replay: this Loader noted them when it recorded the
   * walk, and notes each skip and warning only once.
   */
  private async memoWalk(
    rulesDir: string,
    type: MemType,
    processed: Processed,
    includeExternal: boolean,
    mode: LoadMode,
    use: 'copy' | 'discard' | 'borrow' = 'copy',
    /** false when nothing reads `processed` after this walk: a replay need not mark it */
    marks = true,
  ): Promise<(Source & { _globs?: RuleGlobs })[]> {
    const key = `${type}\0${includeExternal}\0${mode}\0${rulesDir}`;
    const records = this.walkMemo.get(key) ?? [];
    for (const r of records) {
      let same = true;
      if (r.noneHad && processed instanceof Set && processed.size < r.queried.size) {
        // the smaller side is walked: no processed path may be one the record looked up
        for (const p of processed)
          if (r.queried.has(p)) {
            same = false;
            break;
          }
      } else {
        const paths = r.queriedPaths!;
        const had = r.queriedHad!;
        for (let i = 0; i < paths.length; i++) {
          if (processed.has(paths[i]) !== had[i]) {
            same = false;
            break;
          }
        }
      }
      if (!same) continue;
      if (marks) for (const p of r.added) processed.add(p);
      // (a caller that only needs the walk's marks gets no copies; one that only reads them gets the record's)
      return use === 'discard' ? [] : use === 'borrow' ? r.out : r.out.map(copySource);
    }
    const rec: WalkRecord = { queried: new Map(), added: [], out: [] };
    const added = new Set<string>();
    const tracked: Processed = {
      rec,
      has: (p) => {
        const had = processed.has(p);
        if (!added.has(p) && !rec.queried.has(p)) rec.queried.set(p, had);
        return had;
      },
      add: (p) => {
        added.add(p);
        rec.added.push(p);
        processed.add(p);
      },
    };
    const out = await this.rulesWalk(rulesDir, type, tracked, includeExternal, true, mode);
    rec.out = out.map(copySource);
    rec.queriedPaths = [...rec.queried.keys()];
    rec.queriedHad = [...rec.queried.values()];
    rec.noneHad = rec.queriedHad.every((had) => !had);
    // (a walk that found nothing, such as of a directory without rules, costs less than its record)
    if (records.length < 4 && (rec.queried.size || rec.out.length)) this.walkMemo.set(key, [...records, rec]);
    return out;
  }

  /** Every warning so far: the launch plan's and those that later `read()`s found (files loaded lazily). */
  warnings(): Warning[] {
    return this.ctx ? this.ctx.warnings.slice() : [];
  }

  private warn(w: Warning): void {
    if (!this.ctx.warnings.some((x) => x.path === w.path && x.kind === w.kind && x.detail === w.detail)) this.ctx.warnings.push(w);
  }

  private render(abs: string, parsed: Parsed, launch: boolean): Rendered {
    let r = rendered.get(parsed);
    if (!r) rendered.set(parsed, (r = {}));
    const hit = launch ? r.launch : r.lazy;
    if (hit) return hit;
    let content = parsed.content;
    let warning: string | undefined;
    // launch files are rendered trimmed; lazily attached files as processed (the frame adds the newlines)
    // (attachments escape system-reminder tags so the file cannot close the frame it is shown in)
    content = launch ? content.trim() : content.replace(/\n+$/, '').replace(/<(\/?)system-reminder>/g, (_m, slash: string) => (slash ? '<\\/system-reminder>' : '<\\system-reminder>'));
    if (!launch && content.length > LAZY_CUT_CHARS) {
      const cut = content.lastIndexOf('\n', LAZY_CUT_CHARS);
      const kept = content.slice(0, cut > 0 ? cut : LAZY_CUT_CHARS);
      warning = `\n\n> Only the start of this file is shown. For the rest, call Read on ${abs} with offset=${kept.split("\n").length + 1} and a limit.`;
      content = kept;
    }
    const out: Rendered = { content, warning, lines: content === '' ? 0 : content.split('\n').length };
    if (launch) r.launch = out;
    else r.lazy = out;
    return out;
  }

  private makeSource(abs: string, type: MemType, parsed: Parsed, depth: number, meta: { scope: Scope; why: Why; mode: LoadMode; parent?: string }): Source & { _globs?: RuleGlobs } {
    let content: string;
    let warning: string | undefined;
    let truncation: MemoryTruncation | undefined;
    let lines: number;
    if (type === 'AutoMem') {
      truncation = truncateMemoryIndex(parsed.content.trim());
      content = stripInvisible(truncation.content).trim();
      warning = truncation.warning;
      lines = content === '' ? 0 : content.split('\n').length;
    } else ({ content, warning, lines } = this.render(abs, parsed, meta.mode === 'launch'));
    const g = parsed.globs?.globs;
    return {
      path: this.display(abs),
      abs,
      type,
      scope: meta.scope,
      mode: meta.mode,
      why: meta.why,
      parent: meta.parent ? this.display(meta.parent) : undefined,
      depth,
      content,
      warning,
      globs: g,
      size: { bytes: parsed.bytes, lines, chars: content.length, tokens: approxTokens(content.length) },
      sha256: parsed.sha256,
      frontmatterLines: parsed.fm.lines,
      frontmatterUnparsable: parsed.fm.unparsable || undefined,
      frontmatterKeys: parsed.fm.present ? Object.keys(parsed.fm.data) : undefined,
      imports: parsed.imports.map((i) => ({ raw: i.raw, target: this.display(i.abs), line: i.line })),
      truncation,
      survivesCompact: meta.mode === 'launch',
      _globs: parsed.globs,
    };
  }

  /** Claude Code's processMdRules: recursive, symlinks followed, entries sorted by name for determinism. */
  private async rulesWalk(
    rulesDir: string,
    type: MemType,
    processed: Processed,
    includeExternal: boolean,
    conditional: boolean,
    mode: LoadMode,
    visited: Set<string> = new Set(),
    top: string = rulesDir,
  ): Promise<(Source & { _globs?: RuleGlobs })[]> {
    if (conditional && rulesDir === top && visited.size === 0 && !processed.rec) return this.memoWalk(rulesDir, type, processed, includeExternal, mode);
    if (visited.has(rulesDir)) return [];
    if (rulesDir === top) {
      const res = await this.ctx.vfs.resolve(rulesDir);
      if (type !== 'User' && !isInside(res.path, this.ctx.root)) {
        this.skip({ abs: rulesDir, reason: 'outside-root', type, detail: 'the rules directory links outside the repository' });
        return [];
      }
      // no directory there (the usual case): no listing to ask for
      if (!res.ok || res.entry.kind !== 'dir') return [];
    }
    const listing = await this.ctx.vfs.readdir(rulesDir);
    if (!listing) return [];
    visited.add(rulesDir);
    if (listing.real !== rulesDir) visited.add(listing.real);
    const out: (Source & { _globs?: RuleGlobs })[] = [];
    const names = [...listing.names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const name of names) {
      // (a directory entry's name is one plain component: joining needs no normalising)
      const entry = name && name !== '.' && name !== '..' && !name.includes('/') ? rulesDir + '/' + name : P.join(rulesDir, name);
      const res = await this.ctx.vfs.resolve(entry);
      // a project link out of the repository is reported whatever lies behind it, existing or not (a
      // directory link may have any name); user rules may link anywhere in the mounted trees
      if (type !== 'User' ? !isInside(res.path, this.ctx.root) : !res.ok && res.reason === 'outside') {
        if (name.endsWith('.md') || !P.extname(name)) this.skip({ abs: entry, reason: 'outside-root', type, detail: 'symlink points outside the repository' });
        continue;
      }
      if (!res.ok) continue;
      const linked = res.viaSymlink;
      if (linked && type !== 'User' && !includeExternal && !isInside(res.path, this.ctx.cwd)) {
        if (res.entry.kind === 'dir' || name.endsWith('.md')) this.skip({ abs: entry, reason: 'symlink-outside-launch-dir', type, detail: `links to ${this.display(res.path)}` });
        continue;
      }
      if (res.entry.kind === 'dir') {
        out.push(...(await this.rulesWalk(res.path, type, processed, includeExternal, conditional, mode, visited, top)));
      } else if (res.entry.kind === 'file' && name.endsWith('.md')) {
        const files = await this.processFile(res.path, type, processed, includeExternal, 0, { scope: 'rule', why: { kind: 'rule' }, mode });
        for (const f of files) {
          f.rulesDir = this.display(top);
          const isScoped = !!f._globs?.globs;
          if (conditional ? isScoped : !isScoped) out.push(f);
          else if (!conditional && f.depth === 0) this.recordPathRule(f, rulesDir, type);
          else if (!conditional && f.depth > 0) this.skip({ abs: f.abs, reason: 'path-scoped-import-dropped', type, from: { path: f.parent ?? '' }, detail: 'imported file has its own paths: and is dropped from the launch load' });
        }
      }
    }
    return out;
  }

  private rulesBase(rulesDir: string, type: MemType): string {
    if (type === 'Project' || type === 'Local') return P.dirname(P.dirname(this.rulesRoot(rulesDir)));
    return this.ctx.cwd;
  }

  /** The `.claude/rules` directory containing rulesDir (rule subdirectories share their root's base). */
  private rulesRoot(rulesDir: string): string {
    const i = rulesDir.lastIndexOf('/.claude/rules');
    return i >= 0 ? rulesDir.slice(0, i + '/.claude/rules'.length) : rulesDir;
  }

  private recordPathRule(f: Source & { _globs?: RuleGlobs }, rulesDir: string, type: MemType): void {
    if (this.ctx.pathRuleFiles.has(f.abs)) return;
    this.ctx.pathRuleFiles.add(f.abs);
    const g = f._globs!;
    const baseAbs = this.rulesBase(rulesDir, type);
    this.ctx.pathRules.push({
      path: f.path,
      abs: f.abs,
      base: this.display(baseAbs),
      baseAbs,
      type,
      globs: g.globs!,
      written: g.written,
      invalid: g.invalid,
      overBudget: g.overBudget,
      frontmatterLines: f.frontmatterLines,
    });
    for (const p of g.overBudget) this.warn({ path: f.path, kind: 'brace-budget', detail: p });
    for (const p of g.invalid) this.warn({ path: f.path, kind: 'invalid-pattern', detail: p });
  }

  private hasClaudeMd?: string;

  /** Whether the agents-md plugin reads AGENTS.md files (launch and lazily). */
  private agentsActive(): boolean {
    return this.mode === 'claude-md-and-agents-md' || (this.mode === 'claude-md-or-agents-md' && this.hasClaudeMd === undefined);
  }

  private source(name: 'user' | 'project' | 'local'): boolean {
    return !this.opts.disableClaudeMds && (!this.opts.settingSources || this.opts.settingSources.includes(name));
  }

  private agentsFilesIn(dir: string): string[] {
    return [under(dir, 'AGENTS.md'), under(dir, '.claude', 'AGENTS.md')];
  }

  private claudeFilesIn(dir: string): string[] {
    return [under(dir, 'CLAUDE.md'), under(dir, '.claude', 'CLAUDE.md')];
  }

  /** What loads at launch. */
  async launch(): Promise<LaunchPlan> {
    if (this.launchPlan) return this.launchPlan;
    await this.init();
    const ctx = this.ctx;
    const processed = new Set<string>();
    const out: Source[] = [];
    const agentsMode = this.mode;
    const userOn = agentsMode !== 'managed-only' && !this.opts.disableClaudeMds;
    const strip = (xs: (Source & { _globs?: RuleGlobs })[]): Source[] =>
      xs.map((x) => {
        const { _globs, ...rest } = x;
        void _globs;
        return rest;
      });
    if (this.opts.home && userOn && this.source('user')) {
      const userDir = P.join(ctx.home, '.claude');
      out.push(...strip(await this.processFile(P.join(userDir, 'CLAUDE.md'), 'User', processed, true, 0, { scope: 'user', why: { kind: 'launch' }, mode: 'launch' })));
      out.push(...strip(await this.rulesWalk(P.join(userDir, 'rules'), 'User', processed, true, false, 'launch')));
    }
    const dirs = this.chain(ctx.cwd);
    const perDir: Source[][] = [];
    if (userOn) {
      for (const d of dirs) {
        const group: Source[] = [];
        if (this.source('project')) {
          for (const f of this.claudeFilesIn(d)) group.push(...strip(await this.processFile(f, 'Project', processed, false, 0, { scope: 'project', why: { kind: 'launch' }, mode: 'launch' })));
          group.push(...strip(await this.rulesWalk(under(d, '.claude', 'rules'), 'Project', processed, false, false, 'launch')));
        }
        if (this.source('local')) group.push(...strip(await this.processFile(under(d, 'CLAUDE.local.md'), 'Local', processed, false, 0, { scope: 'local', why: { kind: 'launch' }, mode: 'launch' })));
        perDir.push(group);
      }
      // AGENTS.md (the built-in agents-md plugin): de-duplicated by path, and by trimmed content against
      // the project and local files of the walk (not against user files or other AGENTS.md files).
      this.hasClaudeMd = await this.anyClaudeMd(dirs);
      const readAgents = this.agentsActive() && this.source('project');
      const walkTexts = new Set(perDir.flat().map((s) => s.content.trim()));
      for (let i = 0; i < dirs.length; i++) {
        for (const f of this.agentsFilesIn(dirs[i])) {
          if (!readAgents) {
            if (agentsMode === 'claude-md-or-agents-md' && (await ctx.vfs.readFile(f, MAX_FILE_BYTES)).ok)
              this.skip({ abs: f, reason: 'agents-md-shadowed', type: 'Project', detail: `${this.hasClaudeMd} exists, so AGENTS.md is not read` });
            continue;
          }
          const got = strip(await this.processFile(f, 'Project', processed, false, 0, { scope: 'project', why: { kind: 'agents-md' }, mode: 'launch' }));
          for (const s of got) {
            if (walkTexts.has(s.content.trim())) {
              this.skip({ abs: s.abs, reason: 'already-loaded', type: 'Project', detail: 'identical content is already loaded' });
              continue;
            }
            perDir[i].push(s);
          }
        }
      }
      for (const g of perDir) out.push(...g);
    }
    if (this.opts.memoryDir && !this.opts.disableClaudeMds && !this.opts.disableAutoMemory) {
      const f = P.join(normalizeAbs(this.opts.memoryDir), 'MEMORY.md');
      const parsed = await this.parse(f, 'AutoMem', false);
      if (typeof parsed === 'string') this.skip({ abs: f, reason: parsed, type: 'AutoMem' });
      else if (parsed && parsed.content.trim()) out.push(this.makeSource(f, 'AutoMem', parsed, 0, { scope: 'memory', why: { kind: 'memory-index' }, mode: 'launch' }));
      else if (parsed) this.skip({ abs: f, reason: 'empty', type: 'AutoMem' });
    }
    for (const s of out) delete (s as { _globs?: unknown })._globs;
    this.launchPlan = {
      root: ctx.root,
      cwd: ctx.cwd,
      launch: out,
      skipped: ctx.skipped.slice(),
      pathRules: ctx.pathRules.slice(),
      warnings: ctx.warnings.slice(),
      excludes: this.excludesList,
      instructionFiles: this.mode,
      settingsErrors: this.settingsErrors,
    };
    return this.launchPlan;
  }

  /** The first top-level CLAUDE.md / .claude/CLAUDE.md / CLAUDE.local.md with content in the chain, if any. */
  private async anyClaudeMd(dirs: string[]): Promise<string | undefined> {
    for (const d of dirs) {
      for (const f of [...this.claudeFilesIn(d), under(d, 'CLAUDE.local.md')]) {
        const p = await this.parse(f, 'Project', true);
        if (p && typeof p !== 'string' && p.content.trim()) return this.display(f);
      }
    }
    return undefined;
  }

  private readonly nestedDirs = new Map<string, NestedDir>();

  /** The record of a (normalised) directory visited by nested reads; its parent is linked when first needed. */
  private nestedDir(path: string): NestedDir {
    let d = this.nestedDirs.get(path);
    if (!d) {
      d = { path, shown: this.display(path), claude: this.claudeFilesIn(path), local: under(path, 'CLAUDE.local.md'), rules: under(path, '.claude', 'rules'), agents: this.agentsFilesIn(path) };
      this.nestedDirs.set(path, d);
    }
    return d;
  }

  /**
   * Resolves a nested directory's candidates once per Loader (trees do not change): which of them name
   * nothing, plainly (missing inside the repository, not excluded, so that processFile would only mark
   * them processed and report nothing), and whether there is no rules directory (whose walks would find
   * nothing and report nothing).
   */
  private async survey(d: NestedDir): Promise<void> {
    if (d.absent) return;
    const absent = new Set<string>();
    let hasClaude = false;
    for (const [files, claude] of [[[...d.claude, d.local], true], [d.agents, false]] as const) {
      for (const f of files) {
        const r = await this.ctx.vfs.resolve(f);
        if (r.ok && claude) hasClaude = true;
        if (!r.ok && r.reason === 'missing' && isInside(r.path, this.ctx.root) && !this.ctx.excluded(f)) absent.add(f);
      }
    }
    const rules = await this.ctx.vfs.resolve(d.rules);
    d.rulesAbsent = isInside(rules.path, this.ctx.root) && (!rules.ok || rules.entry.kind !== 'dir');
    d.hasClaude = hasClaude;
    d.absent = absent;
  }

  /**
   * What reading `file` (absolute) as the first file of a fresh session attaches: nested CLAUDE.md files,
   * rules of nested directories, and matching path-scoped rules.
   */
  /**
   * What reading `file` attaches. `pathRules: false` leaves out the path-scoped rules matched by the file
   * itself (the review's directory contexts read a probe name in a directory and keep only what the
   * directory loads); everything else, skips included, is the same.
   */
  async read(file: string, opts: { pathRules?: boolean } = {}): Promise<{ loaded: Source[]; skipped: Skip[] }> {
    // normalised once: the directories above it are then normalised too, and files in them are concatenated
    file = normalizeAbs(file);
    const plan = await this.launch();
    const ctx = this.ctx;
    const before = ctx.skipped.length;
    const seen = new Set<string>(plan.launch.map((s) => s.abs));
    seen.add(file);
    const processed = new Set<string>();
    const out: (Source & { _globs?: RuleGlobs })[] = [];
    // (the real path matters only to matching path-scoped rules against the file)
    const fileReal = opts.pathRules === false ? file : await ctx.vfs.realpath(file);
    const matchRules = async (rulesDir: string, type: MemType, includeExternal: boolean, base: string, via: LoadMode, marks = true) => {
      // without path rules, the walk still runs for what it marks processed (and notes), its rules are not matched
      if (opts.pathRules === false) {
        await this.memoWalk(rulesDir, type, processed, includeExternal, via, 'discard', marks);
        return;
      }
      // the walk's rules are only read here; the matched ones are handed out as copies
      const rules = await this.memoWalk(rulesDir, type, processed, includeExternal, via, 'borrow', marks);
      if (rules.length === 0) return;
      const rel = P.relative(base, file);
      const realRel = fileReal !== file ? P.relative(base, fileReal) : undefined;
      for (const r of rules) {
        const globs = r._globs?.globs;
        if (!globs || globs.length === 0) continue;
        let m = matchGlobs(globs, rel);
        if (!m.matched && realRel !== undefined) m = matchGlobs(globs, realRel);
        if (m.matched) out.push(copySource({ ...r, why: { kind: 'matched', pattern: m.pattern, file: this.display(file) }, mode: 'lazy-path', survivesCompact: false }));
      }
    };
    const dir = P.dirname(file);
    // the trigger must lie inside the working directory
    if (isInside(file, ctx.cwd) && !this.opts.disableClaudeMds) {
      if (this.opts.home && this.source('user')) await matchRules(under(ctx.home, '.claude', 'rules'), 'User', true, ctx.cwd, 'lazy-path');
      // the directories between the launch directory and the file, root-most first
      const nested: NestedDir[] = [];
      if (file !== ctx.cwd) for (let d = this.nestedDir(dir); d.path !== ctx.cwd; d = d.parent ??= this.nestedDir(P.dirname(d.path))) if (d.path.length < PATH_MAX) nested.push(d);
      nested.reverse();
      const project = this.source('project');
      // a candidate known to name nothing is only marked processed: what processFile does with it
      const nestedFile = async (d: NestedDir, f: string, type: MemType): Promise<(Source & { _globs?: RuleGlobs })[]> => {
        if (d.absent!.has(f)) {
          processed.add(f);
          return [];
        }
        return this.processFile(f, type, processed, false, 0, { scope: type === 'Local' ? 'local' : 'project', why: { kind: 'nested', dir: d.shown }, mode: 'lazy-dir' });
      };
      for (const d of nested) {
        await this.survey(d);
        if (project) for (const f of d.claude) out.push(...(await nestedFile(d, f, 'Project')));
        if (this.source('local')) out.push(...(await nestedFile(d, d.local, 'Local')));
        if (!project || d.rulesAbsent) continue;
        // The unconditional rules walk sees what is processed so far, and what it processes is seen by the
        // path-scoped walk only after it. (An overlay, not a copy: a copy per directory is quadratic in a
        // deep tree, where `processed` holds a few paths per directory.)
        const uncondAdded = new Set<string>();
        const uncond: Processed = { has: (p) => processed.has(p) || uncondAdded.has(p), add: (p) => uncondAdded.add(p) };
        out.push(...(await this.rulesWalk(d.rules, 'Project', uncond, false, false, 'lazy-dir')));
        await matchRules(d.rules, 'Project', false, d.path, 'lazy-path');
        for (const p of uncondAdded) processed.add(p);
      }
      if (project) {
        // (after the last of these walks only the AGENTS.md pass reads `processed`: without it, that walk's
        // replay need not mark what it processed)
        const chain = this.chain(ctx.cwd);
        const agents = this.agentsActive();
        for (let i = 0; i < chain.length; i++) await matchRules(under(chain[i], '.claude', 'rules'), 'Project', false, chain[i], 'lazy-path', agents || i < chain.length - 1);
      }
      // AGENTS.md of nested directories, attached after the nested memory files; in the fallback mode,
      // directories holding a CLAUDE.* are skipped. De-duplicated by path and by trimmed content.
      if (this.agentsActive() && project) {
        const texts = new Set([...plan.launch, ...out].map((s) => s.content.trim()));
        for (const d of nested) {
          if (this.mode === 'claude-md-or-agents-md' && d.hasClaude) continue;
          for (const f of d.agents) {
            for (const s of await nestedFile(d, f, 'Project')) {
              if (texts.has(s.content.trim())) continue;
              texts.add(s.content.trim());
              out.push(s);
            }
          }
        }
      }
    }
    const loaded: Source[] = [];
    for (const s of out) {
      if (seen.has(s.abs)) continue;
      seen.add(s.abs);
      const { _globs, ...rest } = s;
      void _globs;
      loaded.push(rest);
    }
    return { loaded, skipped: ctx.skipped.slice(before) };
  }
}
