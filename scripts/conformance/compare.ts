// Compares the loader with what the real Claude Code CLI loaded (oracle output / recorded goldens).
import fs from 'node:fs';
import path from 'node:path';
import { openWorkspace, type SessionOptions } from '../../src/cli/workspace.js';
import { Loader, type Source } from '../../src/core/loader/index.js';
import { Vfs } from '../../src/core/vfs.js';
import type { RepoTree } from '../../src/core/tree.js';

export interface Entry {
  path: string;
  content: string;
  /** (ours only) the rules directory the entry was listed from */
  group?: string;
}
export interface Observed {
  launch: Entry[];
  reads: { file: string; loaded: Entry[] | null }[];
}

/** Oracle paths are repo/<rel>, ~/<rel>, memory/<rel>; ours drop the repo/ prefix. */
export function normPath(p: string): string {
  return p.startsWith('repo/') ? p.slice(5) : p;
}

/**
 * The real CLI lists `.claude/rules` files in directory-listing order, which depends on the file
 * system; the loader sorts by name. Within the span of entries belonging to one rules directory (its
 * rules and their imports), compare as a set.
 */
export function canonical(list: Entry[], groups: Map<string, string>): Entry[] {
  const out = list.map((e) => ({ path: normPath(e.path), content: e.content }));
  // group = the rules directory an entry was listed from (taken from the loader's provenance, since a
  // rules directory may be a symlink and its files then carry the target's path)
  const spans = new Map<string, [number, number]>();
  out.forEach((e, i) => {
    const d = groups.get(e.path);
    if (!d) return;
    const s = spans.get(d);
    spans.set(d, s ? [s[0], i] : [i, i]);
  });
  for (const [a, b] of spans.values()) {
    const part = out.slice(a, b + 1).sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
    out.splice(a, part.length, ...part);
  }
  return out;
}

function describe(e: Entry | undefined): string {
  if (!e) return '(nothing)';
  const c = e.content.length > 120 ? JSON.stringify(e.content.slice(0, 120)) + `… (${e.content.length} chars)` : JSON.stringify(e.content);
  return `${e.path} ${c}`;
}

// Claude Code's cut notice names the file's absolute path, which differs between runs.
const normNotice = (e: Entry): Entry => ({ ...e, content: e.content.replace(/(call Read on ).*?( with offset=)/, '$1FILE$2') });

export function diffLists(label: string, want: Entry[], got: Entry[]): string[] {
  const groups = new Map<string, string>();
  for (const e of got) if (e.group) groups.set(e.path, e.group);
  const a = canonical(want, groups).map(normNotice);
  const b = canonical(got, groups).map(normNotice);
  const out: string[] = [];
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i]?.path === b[i]?.path && a[i]?.content === b[i]?.content) continue;
    out.push(`${label}[${i}]: want ${describe(a[i])}\n${' '.repeat(label.length + 4)}got  ${describe(b[i])}`);
  }
  return out;
}

export function diffObserved(want: Observed, got: Observed): string[] {
  const out = diffLists('launch', want.launch, got.launch);
  want.reads.forEach((r, i) => {
    const g = got.reads[i];
    out.push(...diffLists(`read ${r.file}`, r.loaded ?? [], g?.loaded ?? []));
  });
  return out;
}

// The oracle reads frames out of <system-reminder> blocks, so a launch file's text is cut at its own
// first </system-reminder> (attachments escape the tag); apply the same view to ours.
const entry = (s: Source): Entry => ({ path: s.path, content: (s.content + (s.warning ?? '')).replace(/\n*<\/system-reminder>[\s\S]*$/, ''), ...(s.rulesDir ? { group: s.rulesDir } : {}) });

/** Runs the loader on a materialised fixture directory (repo/, home/, memory/). */
/** The loader options a fixture's CLI environment and arguments stand for. */
export function sessionOptions(env: Record<string, string> = {}, args: string[] = []): SessionOptions {
  const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes|on)$/i.test(v.trim());
  const i = args.indexOf('--setting-sources');
  return {
    ...(i >= 0 ? { settingSources: (args[i + 1] ?? '').split(',').map((x) => x.trim()).filter((x): x is 'user' | 'project' | 'local' => ['user', 'project', 'local'].includes(x)) } : {}),
    ...(truthy(env.CLAUDE_CODE_DISABLE_CLAUDE_MDS) ? { disableClaudeMds: true } : {}),
    ...(truthy(env.CLAUDE_CODE_DISABLE_AUTO_MEMORY) ? { disableAutoMemory: true } : {}),
  };
}

export async function runLoader(dir: string, cwd: string | undefined, reads: string[], ref?: string, session: SessionOptions = {}): Promise<Observed> {
  const home = path.join(dir, 'home');
  const memory = path.join(dir, 'memory');
  const ws = await openWorkspace({
    root: path.join(dir, 'repo'),
    cwd,
    ref,
    home: fs.existsSync(home) ? home : undefined,
    memoryDir: fs.existsSync(memory) ? memory : undefined,
    ...session,
  });
  try {
    const plan = await ws.loader.launch();
    const out: Observed = { launch: plan.launch.map(entry), reads: [] };
    for (const r of reads) {
      // each read is a fresh session
      const fresh = await openWorkspace({ root: path.join(dir, 'repo'), cwd, ref, home: fs.existsSync(home) ? home : undefined, memoryDir: fs.existsSync(memory) ? memory : undefined, ...session });
      try {
        const res = await fresh.loader.read(fresh.resolveInput(r));
        out.reads.push({ file: r, loaded: res.loaded.map(entry) });
      } finally {
        fresh.close();
      }
    }
    return out;
  } finally {
    ws.close();
  }
}

/** Runs the loader on an in-memory tree mounted at `rootAbs` (no home, no memory dir): one fresh loader per session and per read. */
export async function runLoaderOnTree(makeTree: () => RepoTree, rootAbs: string, cwd: string | undefined, reads: string[]): Promise<Observed> {
  const open = (): Loader => {
    const vfs = new Vfs([{ name: 'root', at: rootAbs, tree: makeTree() }]);
    return new Loader({ vfs, root: rootAbs, cwd: cwd ? path.posix.join(rootAbs, cwd) : rootAbs });
  };
  const plan = await open().launch();
  const out: Observed = { launch: plan.launch.map(entry), reads: [] };
  for (const r of reads) {
    const res = await open().read(path.posix.join(rootAbs, r));
    out.reads.push({ file: r, loaded: res.loaded.map(entry) });
  }
  return out;
}
