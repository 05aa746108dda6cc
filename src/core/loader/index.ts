/**
 * The loader: the exact ordered list of files Claude Code loads at launch and attaches when a file is
 * read, with what it skips and why.
 *
 *   settings.ts  settings files: claudeMdExcludes, the AGENTS.md mode, which sources take part
 *   walk.ts      the directories walked (root to launch directory; nested ones) and their candidate files
 *   parse.ts     reading and parsing one file: frontmatter, HTML comments, @import targets (shared by bytes)
 *   imports.ts   one memory file and, depth first, its imports (depth, cycles, outside the launch directory)
 *   rules.ts     .claude/rules walks, path-scoped rules and their replay
 *   source.ts    the source a parsed file becomes (rendering, MEMORY.md truncation)
 *   launch.ts    the launch plan          read.ts  what a lazy read attaches
 *   notes.ts     skips and warnings       display.ts  display paths
 */
import { normalizeAbs } from '../vfs.js';
import { displayer } from './display.js';
import { launchPlan } from './launch.js';
import { lazyRead } from './read.js';
import { readSettings } from './settings.js';
import type { Ctx, LaunchPlan, LoaderOptions, Skip, Source, Warning } from './types.js';

export { LEX_BUDGET } from './parse.js';
export type { ImportRef, InstructionMode, LaunchPlan, LoaderOptions, LoadMode, MemType, PathRule, Scope, Skip, SkipReason, Source, Warning, Why } from './types.js';

const NO_HOME = '/nonexistent-home';

export class Loader {
  private ctx?: Ctx;
  private launchPlan?: LaunchPlan;
  private excludesList: string[] = [];
  private settingsErrors: { path: string; error: string }[] = [];
  /** How this Loader shows an absolute path: relative to the root, `~/…`, `memory/…`, else absolute. */
  readonly display: (abs: string) => string;

  constructor(private readonly opts: LoaderOptions) {
    this.display = displayer(opts);
  }

  private async init(): Promise<Ctx> {
    if (this.ctx) return this.ctx;
    const root = normalizeAbs(this.opts.root);
    const cwd = normalizeAbs(this.opts.cwd ?? root);
    const home = this.opts.home ? normalizeAbs(this.opts.home) : NO_HOME;
    const { mode, excludes, excluded } = await readSettings(this.opts, cwd, home, this.display, this.settingsErrors);
    this.excludesList = excludes;
    this.ctx = {
      opts: this.opts,
      vfs: this.opts.vfs,
      root,
      cwd,
      home,
      display: this.display,
      mode,
      // (set by the launch; present from the start, so that the context keeps one shape)
      hasClaudeMd: undefined,
      skipped: [],
      warnings: [],
      pathRules: [],
      pathRuleFiles: new Set(),
      excluded,
      parseCache: new Map(),
      lazy: false,
      skipKeys: new Set(),
      lexMs: 0,
      walkMemo: new Map(),
      nestedDirs: new Map(),
    };
    return this.ctx;
  }

  /** What loads at launch. */
  async launch(): Promise<LaunchPlan> {
    if (this.launchPlan) return this.launchPlan;
    const ctx = await this.init();
    this.launchPlan = await launchPlan(ctx, { excludes: this.excludesList, settingsErrors: this.settingsErrors });
    return this.launchPlan;
  }

  /**
   * What reading `file` (absolute) as the first file of a fresh session attaches: nested CLAUDE.md files,
   * rules of nested directories, and matching path-scoped rules. `pathRules: false` leaves out the
   * path-scoped rules matched by the file itself; everything else, skips included, is the same.
   */
  async read(file: string, opts: { pathRules?: boolean } = {}): Promise<{ loaded: Source[]; skipped: Skip[] }> {
    // normalised once: the directories above it are then normalised too, and files in them are concatenated
    file = normalizeAbs(file);
    const plan = await this.launch();
    return lazyRead(this.ctx!, plan, file, opts);
  }

  /** Every warning so far: the launch plan's and those that later `read()`s found (files loaded lazily). */
  warnings(): Warning[] {
    return this.ctx ? this.ctx.warnings.slice() : [];
  }
}
