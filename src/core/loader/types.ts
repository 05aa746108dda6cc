import type { ExcludeMatcher } from '../excludes.js';
import type { parseFrontmatter } from '../frontmatter.js';
import type { RuleGlobs } from '../globs/index.js';
import type { MemoryTruncation } from '../memoryIndex.js';
import type { Vfs } from '../vfs.js';
import type { WalkRecord } from './rules.js';
import type { NestedDir } from './walk.js';

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

/** A source as the loader passes it around: with the rule's compiled globs, dropped before it is handed out. */
export type LoadedSource = Source & { _globs?: RuleGlobs };

/** One file as read and parsed (shared across sessions: see parse.ts). */
export interface Parsed {
  content: string;
  globs?: RuleGlobs;
  fm: ReturnType<typeof parseFrontmatter>;
  imports: { raw: string; abs: string; line?: number }[];
  bytes: number;
  sha256: string;
}

/** The `processed` set of one loading pass; `rec` is set while a rules walk is recorded (see memoWalk). */
export interface Processed {
  has(path: string): boolean;
  add(path: string): unknown;
  rec?: WalkRecord;
}

/** A parsed file as shown at launch or as attached lazily (see source.ts). */
export interface Rendered {
  content: string;
  warning?: string;
  lines: number;
}

/** What one Loader knows and has noted: its settings, its trees, its skips and warnings, its caches. */
export interface Ctx {
  opts: LoaderOptions;
  vfs: Vfs;
  root: string;
  cwd: string;
  home: string;
  /** Display path of an absolute path (memoised per Loader; see display.ts). */
  display: (abs: string) => string;
  /** The AGENTS.md mode in force. */
  mode: InstructionMode;
  /** The first CLAUDE.* with content in the launch chain (display path), once the launch looked. */
  hasClaudeMd?: string;
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
  /** Recorded walks of rules directories (see memoWalk). */
  walkMemo: Map<string, WalkRecord[]>;
  /** Directories visited by nested reads (see nestedDir). */
  nestedDirs: Map<string, NestedDir>;
}
