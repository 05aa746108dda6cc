/**
 * The one review pipeline, for the CLI, the action and the bot: opens the sides through a RepoSource,
 * reads the configuration from the trusted side, optionally stops early when nothing memory-relevant
 * changed, analyses both sides (src/core/review/analyze.ts) and builds the report.
 */
import * as fs from 'node:fs';
import { ConfigError, DEFAULT_CONFIG_PATH, emptyConfig, parseConfig, type Config } from './core/config.js';
import { Loader } from './core/loader/index.js';
import { hasRuleFiles } from './core/memoryPaths.js';
import { analyzeSide, type SessionOptions, type SideInput } from './core/review/analyze.js';
import type { Severity } from './core/review/catalogue.js';
import { relevance, type Relevance } from './core/review/relevance.js';
import { buildReport, type Report } from './core/review/review.js';
import type { RepoTree } from './core/tree.js';
import { Vfs } from './core/vfs.js';
import type { RepoSource, Side } from './sources/types.js';
import { VERSION } from './version.js';

export interface ReviewOptions {
  /** The base commit: the review compares it with the head. Without one the head alone is checked. */
  base?: string;
  /** The head commit; undefined: the working tree (a source that has one). */
  head?: string;
  /** Labels for people ("head 1a2b3c4"); by default the source's. */
  labels?: { base?: string; head?: string };
  /** A configuration file on disk (the CLI's --config). Otherwise `configPath` is read from the base (or the head alone). */
  configFile?: string;
  /** The configuration's path in the repository (default .github/memory-review.yml). */
  configPath?: string;
  /** Extra launch directories (globs), added to the configuration's. */
  entries?: string[];
  failOn?: Severity | 'never';
  failScope?: 'introduced' | 'all';
  session?: SessionOptions;
  /** Trees mounted beside the repository (the CLI's --home and --memory-dir). */
  mounts?: Pick<SideInput, 'home' | 'memory'>;
  /** The primary launch directory, relative to the root (the CLI's --cwd). */
  cwd?: string;
  /** Stop without a report when no changed path matters to memory (the action's fast path; needs a base). */
  fastPath?: boolean;
}

export type ReviewOutcome =
  | { report: Report; relevance?: Relevance }
  /** The fast path: nothing memory-relevant among `changed` files. */
  | { report?: undefined; changed: number };

/** Reviews `o.head` against `o.base` (or checks the head alone) as read through `source`. */
export async function review(source: RepoSource, o: ReviewOptions = {}): Promise<ReviewOutcome> {
  const t0 = performance.now();
  const configPath = o.configPath ?? DEFAULT_CONFIG_PATH;
  const baseP = o.base === undefined ? undefined : source.open(o.base, o.labels?.base);
  baseP?.catch(() => undefined);
  const headP = source.open(o.head, o.labels?.head);
  headP.catch(() => undefined);
  const [base, head] = await Promise.all([baseP, headP]);
  const opened = performance.now() - t0;
  // the configuration comes from the base: a change cannot relax its own review
  const { config, path: loadedPath } = await loadConfig({ file: o.configFile, path: configPath }, (base ?? head).tree);

  let rel: Relevance | undefined;
  if (o.fastPath && base) {
    const changes = await source.changes?.(base, head);
    if (changes) {
      // what the head's launch load imports: a changed file it names matters whatever its name
      const [importTargets, ruleGlobsPresent] = await Promise.all([launchImports(head.tree, source.root), head.tree.listFiles().then(hasRuleFiles)]);
      rel = relevance(changes, config, configPath, { importTargets, ruleGlobsPresent });
      if (!rel.relevant) return { changed: changes.length };
    }
  }
  if (base && o.configFile === undefined) await checkHeadConfig(configPath, base.tree, head.tree);

  // the memory files of both sides in pipelined bursts, beside the analysis (the loader finds them cached)
  const prefetched = Promise.all([base?.prefetch?.(), head.prefetch?.()]);
  try {
    const side = (name: string, s: Side, previous?: SideInput['previous']) =>
      analyzeSide({
        name,
        label: s.label,
        commit: s.commit,
        root: source.root,
        tree: s.tree,
        ...o.mounts,
        session: o.session,
        entries: [...config.entries, ...(o.entries ?? [])],
        cwd: o.cwd,
        config,
        previous,
      });
    const b = base ? await side('base', base) : undefined;
    const h = await side(base ? 'head' : 'tree', head, b);
    const report = await buildReport(h, b, { config, configPath: loadedPath, failOn: o.failOn, failScope: o.failScope, version: VERSION });
    report.timings.open = Math.round(opened * 10) / 10;
    return { report, relevance: rel };
  } finally {
    // (nothing of the fetch ahead is left running when the source is closed)
    await prefetched;
  }
}

/**
 * Reads the configuration: a file on disk when given, else `path` from the trusted tree. A missing file is
 * the empty configuration.
 */
export async function loadConfig(from: { file?: string; path?: string }, tree: RepoTree | undefined): Promise<{ config: Config; path: string }> {
  if (from.file) {
    let text: string;
    try {
      text = fs.readFileSync(from.file, 'utf8');
    } catch (e) {
      throw new ConfigError(from.file, '', `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    return { config: parseConfig(text, from.file), path: from.file };
  }
  const path = from.path ?? DEFAULT_CONFIG_PATH;
  const st = tree && (await tree.stat(path));
  if (!st) return { config: emptyConfig(), path: DEFAULT_CONFIG_PATH };
  if (st.kind !== 'file') throw new ConfigError(path, '', 'is not a regular file');
  const buf = await tree!.read(path, 1 << 20);
  if (!buf) throw new ConfigError(path, '', 'cannot be read');
  if (buf.length > 1 << 20) throw new ConfigError(path, '', 'is larger than 1 MiB');
  return { config: parseConfig(buf.toString('utf8'), path), path };
}

/**
 * The review reads the base's configuration, so a change that breaks it would pass and then fail every
 * review after it is merged: a changed configuration must parse.
 */
async function checkHeadConfig(configPath: string, base: RepoTree, head: RepoTree): Promise<void> {
  const [a, b] = await Promise.all([base.stat(configPath), head.stat(configPath)]);
  if (!b || b.kind !== 'file' || (a?.id && a.id === b.id)) return;
  const buf = await head.read(configPath, 1 << 20);
  if (!buf) return;
  try {
    parseConfig(buf.toString('utf8'), configPath);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    throw new ConfigError(`${configPath} as changed by this pull request`, '', e.message.startsWith(`${configPath}: `) ? e.message.slice(configPath.length + 2) : e.message);
  }
}

/** Repository paths imported by the tree's launch-time memory files (cheap: one launch, no rule reach). */
async function launchImports(tree: RepoTree, root: string): Promise<Set<string>> {
  const loader = new Loader({ vfs: new Vfs([{ name: 'root', at: root, tree }]), root });
  const plan = await loader.launch();
  const out = new Set<string>();
  for (const s of plan.launch) for (const i of s.imports) out.add(i.target);
  for (const k of plan.skipped) out.add(k.path);
  return out;
}
