/**
 * The I/O shell around the pure review core: opens the sides (git refs through ls-tree/cat-file, or the
 * working tree), reads the configuration, and builds the report. Used by the CLI and the action.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ConfigError, DEFAULT_CONFIG_PATH, emptyConfig, parseConfig, type Config } from './core/config.js';
import { analyzeSide, type SessionOptions, type SideAnalysis, type SideInput } from './core/review/analyze.js';
import { BytePaths } from './core/pathColumn.js';
import { IndexedTree, OverlayTree } from './core/tree.js';
import type { Vfs } from './core/vfs.js';
import { ReachWorker, workersWanted } from './io/reachWorker.js';
import { buildReport, type Report } from './core/review/review.js';
import type { Severity } from './core/review/catalogue.js';
import type { RepoTree } from './core/tree.js';
import { FsTree } from './io/fsTree.js';
import { CatFile, git, gitTree, objectCountHint, revParse, type GitSide } from './io/gitTree.js';
import { UsageError } from './workspace.js';
import { warmDirectives } from './core/review/conflicts.js';

export const VERSION = '0.3.0';

export interface RunOptions extends SessionOptions {
  root: string;
  cwd?: string;
  home?: string;
  memoryDir?: string;
  /** Explicit configuration file (a path on disk); otherwise `.github/memory-review.yml` of the trusted side. */
  config?: string;
  /** Extra launch directories (globs), added to the configuration's. */
  entries?: string[];
  failOn?: Severity | 'never';
  failScope?: 'introduced' | 'all';
}

export interface CheckOptions extends RunOptions {
  ref?: string;
}

export interface ReviewRunOptions extends RunOptions {
  base?: string;
  head?: string;
}

function realDir(p: string, what: string): string {
  let st: fs.Stats;
  try {
    st = fs.statSync(p);
  } catch {
    throw new UsageError(`${what} ${p} does not exist`);
  }
  if (!st.isDirectory()) throw new UsageError(`${what} ${p} is not a directory`);
  return fs.realpathSync(p);
}

interface Opened {
  tree: RepoTree;
  commit?: string;
  label: string;
  /** The fetch of the side's memory files ahead of the loader (settles, never fails: see openSide). */
  prefetched?: Promise<void>;
}

/**
 * Opens one side: the working tree, or a commit through `ls-tree` and the shared `cat-file` process. The
 * memory files of a commit are fetched in pipelined bursts (the loader then finds them in the cache instead
 * of waiting on git for each), beside the analysis: a read the loader makes first is not made twice, and a
 * fetch that fails is made again by the loader. A blob both sides share is fetched once.
 */
async function openSide(root: string, ref: string | undefined, cat: CatFile, listed?: Promise<GitSide>): Promise<Opened> {
  if (ref === undefined) return { tree: new FsTree(root), label: 'working tree' };
  try {
    const g = await (listed ?? gitTree(root, ref, cat));
    const prefetched = g.prefetch().catch(() => undefined);
    return { tree: g.tree, commit: g.commit, label: /^[0-9a-f]{7,40}$/i.test(ref) ? g.commit.slice(0, 7) : `${ref} @ ${g.commit.slice(0, 7)}`, prefetched };
  } catch (e) {
    throw new UsageError(`cannot read git ref ${JSON.stringify(ref)} in ${root}: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** Reads the configuration: an explicit file, else `.github/memory-review.yml` from the given tree. */
export async function loadConfig(explicit: string | undefined, tree: RepoTree | undefined): Promise<{ config: Config; path: string }> {
  if (explicit) {
    let text: string;
    try {
      text = fs.readFileSync(explicit, 'utf8');
    } catch (e) {
      throw new ConfigError(explicit, '', `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    return { config: parseConfig(text, explicit), path: explicit };
  }
  if (!tree) return { config: emptyConfig(), path: DEFAULT_CONFIG_PATH };
  const st = await tree.stat(DEFAULT_CONFIG_PATH);
  if (!st) return { config: emptyConfig(), path: DEFAULT_CONFIG_PATH };
  if (st.kind !== 'file') throw new ConfigError(DEFAULT_CONFIG_PATH, '', 'is not a regular file');
  const buf = await tree.read(DEFAULT_CONFIG_PATH, 1 << 20);
  if (!buf) throw new ConfigError(DEFAULT_CONFIG_PATH, '', 'cannot be read');
  if (buf.length > 1 << 20) throw new ConfigError(DEFAULT_CONFIG_PATH, '', 'is larger than 1 MiB');
  return { config: parseConfig(buf.toString('utf8'), DEFAULT_CONFIG_PATH), path: DEFAULT_CONFIG_PATH };
}

function mounts(o: RunOptions): { home?: { at: string; tree: RepoTree }; memory?: { at: string; tree: RepoTree } } {
  const home = o.home ? realDir(o.home, '--home') : undefined;
  const memory = o.memoryDir ? realDir(o.memoryDir, '--memory-dir') : undefined;
  return {
    ...(home ? { home: { at: home, tree: new FsTree(home, 'home') } } : {}),
    ...(memory ? { memory: { at: memory, tree: new FsTree(memory, 'memory') } } : {}),
  };
}

function cwdRel(root: string, cwd: string | undefined): string | undefined {
  if (!cwd) return undefined;
  const abs = path.posix.normalize(path.isAbsolute(cwd) ? cwd : path.join(root, cwd));
  if (abs === root) return undefined;
  if (!abs.startsWith(root + '/')) throw new UsageError(`--cwd ${cwd} is outside --root`);
  return abs.slice(root.length + 1);
}

async function side(
  name: string,
  root: string,
  opened: Opened,
  o: RunOptions,
  config: Config,
  previous?: SideAnalysis | Promise<SideAnalysis>,
  reachService?: SideInput['reachService'],
  pause?: SideInput['pause'],
  idle?: SideInput['idle'],
  vfs: Pick<SideInput, 'shareVfs' | 'seedVfs'> = {},
): Promise<SideAnalysis> {
  const { instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory } = o;
  return analyzeSide({
    name,
    label: opened.label,
    commit: opened.commit,
    root,
    tree: opened.tree,
    ...mounts(o),
    session: { instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory },
    entries: [...config.entries, ...(o.entries ?? [])],
    cwd: cwdRel(root, o.cwd),
    config,
    previous,
    reachService,
    pause,
    idle,
    ...vfs,
  });
}

/**
 * While a side waits for the reach worker's answers, the directives of the files it loaded are extracted
 * for the report's contradiction check (which then finds them cached), until the answers arrive.
 */
export const warmWhileWaiting: NonNullable<SideInput['idle']> = async (until, loaded) => {
  let settled = false;
  until.then(
    () => (settled = true),
    () => (settled = true),
  );
  await warmDirectives(loaded, () => settled);
};

/**
 * The hand-over of path resolutions between the two sides of a review: the base shares its file system view,
 * the head takes over what its changes leave alone (SideInput.shareVfs / seedVfs).
 */
function vfsHandOff(): { base: Pick<SideInput, 'shareVfs'>; head: Pick<SideInput, 'seedVfs'> } {
  let shared: Vfs | undefined;
  return { base: { shareVfs: (v) => (shared = v) }, head: { seedVfs: () => shared } };
}

/**
 * Base and head, interleaved at one point: the base loads its launch and directory contexts, then the head
 * loads its own, and only then does the base wait for its rule reach and finish, then the head. With a reach
 * worker the counting thus runs beside both sides' loading instead of beside the base's alone. The two
 * first stages do not overlap (the head starts when the base pauses), so each side reads in its own order.
 */
export async function analyzeInterleaved(
  base: (pause: () => Promise<void>) => Promise<SideAnalysis>,
  head: (previous: Promise<SideAnalysis>, pause: () => Promise<void>) => Promise<SideAnalysis>,
): Promise<[SideAnalysis, SideAnalysis]> {
  let basePaused!: () => void;
  const baseAtPause = new Promise<void>((r) => (basePaused = r));
  let headPaused!: () => void;
  let headFailed!: (e: unknown) => void;
  const headAtPause = new Promise<void>((resolve, reject) => ((headPaused = resolve), (headFailed = reject)));
  headAtPause.catch(() => undefined);
  const b = base(() => {
    basePaused();
    return headAtPause;
  });
  b.catch(() => undefined);
  // (a base that ends without pausing, or fails, still lets the head start or the pair fail)
  const started = Promise.race([baseAtPause, b.then(() => undefined)]);
  const h = started.then(() =>
    head(b, async () => {
      headPaused();
    }),
  );
  // a head that fails before its pause stops the base at its own (with the head's error), and one that
  // ends without pausing lets it go on: the pair settles only when both sides have stopped, so nothing of
  // either runs after the caller has cleaned up
  h.then(
    () => headPaused(),
    (e: unknown) => headFailed(e),
  );
  const [rb, rh] = await Promise.allSettled([b, h]);
  // (a base that failed fails the head too, which waits for it: the head's reason is the first failure)
  if (rh.status === 'rejected') throw rh.reason;
  if (rb.status === 'rejected') throw rb.reason;
  return [rb.value, rh.value];
}

/**
 * The worker's answers for one side (see src/io/reachWorker.ts). A side the worker was not told about (a
 * working-tree head, or a commit not listed as an overlay on the base) is declared with the files the
 * analysis already listed, relative to `from`.
 */
function service(w: ReachWorker | undefined, name: string, declared: boolean, from?: string): SideInput['reachService'] {
  if (!w) return undefined;
  return {
    reach: (q, files) => {
      if (!declared) w.side(name, { kind: 'files', files: files(), from });
      declared = true;
      return w.reach(name, q);
    },
  };
}

/** `check`: one side, no diff. */
export async function runCheck(o: CheckOptions): Promise<Report> {
  const root = realDir(o.root, '--root');
  const cat = new CatFile(root);
  try {
    const opened = await openSide(root, o.ref, cat);
    const { config, path: configPath } = await loadConfig(o.config, opened.tree);
    const head = await side(o.ref === undefined ? 'tree' : 'head', root, opened, o, config);
    await opened.prefetched;
    return await buildReport(head, undefined, { config, configPath, failOn: o.failOn, failScope: o.failScope, version: VERSION });
  } finally {
    cat.close();
  }
}

/** The base of a review when none is given: the merge-base of HEAD with the default branch. */
export async function defaultBase(root: string): Promise<string> {
  const candidates: string[] = [];
  try {
    candidates.push((await git(root, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'])).trim());
  } catch {
    /* no remote HEAD */
  }
  candidates.push('origin/main', 'origin/master', 'main', 'master');
  for (const c of candidates) {
    if (!c) continue;
    try {
      await git(root, ['rev-parse', '--verify', '--quiet', c + '^{commit}']);
      return (await git(root, ['merge-base', 'HEAD', c])).trim();
    } catch {
      /* try the next */
    }
  }
  throw new UsageError('no --base given and no default branch (origin/HEAD, main, master) to take the merge-base with');
}

export interface TreeSide {
  tree: RepoTree;
  commit?: string;
  label: string;
  /** Fetches the side's memory files ahead of the loader's one-at-a-time reads (git backing). */
  prefetch?: () => Promise<void>;
}

/** Base vs head (or head alone) over trees from any backing: git, the REST API, the working tree. */
export async function reviewTrees(o: {
  root: string;
  base?: TreeSide;
  head: TreeSide;
  config: Config;
  configPath: string;
  entries?: string[];
  failOn?: Severity | 'never';
  failScope?: 'introduced' | 'all';
  session?: SessionOptions;
}): Promise<Report> {
  // (the head takes over the base's path resolutions where its changes leave them alone)
  const handOff = vfsHandOff();
  const sideOf = (name: string, t: TreeSide, previous?: SideAnalysis) =>
    analyzeSide({
      name,
      label: t.label,
      commit: t.commit,
      root: o.root,
      tree: t.tree,
      session: o.session,
      entries: [...o.config.entries, ...(o.entries ?? [])],
      config: o.config,
      previous,
      ...(previous ? handOff.head : name === 'base' ? handOff.base : {}),
    });
  const base = o.base ? await sideOf('base', o.base) : undefined;
  const head = await sideOf(o.base ? 'head' : 'tree', o.head, base);
  return buildReport(head, base, { config: o.config, configPath: o.configPath, failOn: o.failOn, failScope: o.failScope, version: VERSION });
}

/** `review`: base vs head. The configuration comes from the base (a change cannot switch its own checks off). */
export async function runReview(o: ReviewRunOptions): Promise<Report> {
  const root = realDir(o.root, '--root');
  const baseRef = o.base ?? (await defaultBase(root));
  const cat = new CatFile(root);
  let worker: ReachWorker | undefined;
  try {
    // (git's object readers start while the commits are being listed: the first reads do not wait for them)
    cat.warm();
    // both commits are listed and their memory files fetched concurrently, through one cat-file process
    const t0 = performance.now();
    // (a head commit is the base's listing plus `git diff-tree`: one full listing, not two)
    const baseCommit = revParse(root, baseRef);
    baseCommit.catch(() => undefined);
    const baseListed = baseCommit.then((commit) => gitTree(root, { commit }, cat, undefined, { fetchWhileListing: true }));
    baseListed.catch(() => undefined);
    const headListed = o.head === undefined ? undefined : gitTree(root, o.head, cat, { commit: baseCommit, side: baseListed });
    headListed?.catch(() => undefined);
    // rule reach is counted on a second thread (in a large tree), from the base's listing sent over, while
    // this thread loads both sides' launch and directory contexts. The thread is started at once when the
    // repository holds enough objects to be that large (its start-up then overlaps the listing; it is let go
    // if the tree turns out small), and each side is declared to it as soon as that side is listed.
    worker = ReachWorker.start(objectCountHint(root));
    const declared = (async () => {
      const bt = (await baseListed).tree;
      // (a listing kept as bytes is sent as they are, shared: the worker makes its own strings of them)
      const column = bt instanceof IndexedTree ? bt.pathColumn() : undefined;
      const listed = column ? undefined : await bt.listFiles();
      const files = column?.length ?? listed!.length;
      if (worker && !workersWanted(files)) {
        void worker.close();
        worker = undefined;
      }
      worker ??= ReachWorker.start(files);
      if (!worker) return;
      if (column instanceof BytePaths) worker.side('base', { kind: 'bytes', parts: column.parts });
      else worker.side('base', { kind: 'files', files: listed ?? column!.list() });
      // (a head that is not an overlay on the base sends the files its analysis lists: see service)
      const h = headListed && (await headListed).tree;
      if (h instanceof OverlayTree) worker.side('head', { kind: 'delta', from: 'base', added: h.added, removed: h.removed });
    })();
    declared.catch(() => undefined);
    const [baseSide, headSide] = await Promise.all([openSide(root, baseRef, cat, baseListed), openSide(root, o.head, cat, headListed)]);
    await declared;
    // (the worker's start and what it is sent count as opening)
    const opened = performance.now() - t0;
    const { config, path: configPath } = await loadConfig(o.config, baseSide.tree);
    // (the head takes over the base's path resolutions where its changes leave them alone)
    const handOff = vfsHandOff();
    const [base, head] = await analyzeInterleaved(
      (pause) => side('base', root, baseSide, o, config, undefined, service(worker, 'base', true), pause, warmWhileWaiting, handOff.base),
      (previous, pause) => side('head', root, headSide, o, config, previous, service(worker, 'head', headSide.tree instanceof OverlayTree, 'base'), pause, warmWhileWaiting, handOff.head),
    );
    // (nothing of the fetch ahead is left running when cat-file is closed)
    await Promise.all([baseSide.prefetched, headSide.prefetched]);
    const report = await buildReport(head, base, { config, configPath, failOn: o.failOn, failScope: o.failScope, version: VERSION });
    // listing both commits and fetching their memory files, concurrently
    report.timings.open = Math.round(opened * 10) / 10;
    return report;
  } finally {
    cat.close();
    void worker?.close();
  }
}
