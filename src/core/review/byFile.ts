/**
 * The review's "by file" view: what Claude loads differently, one row per file whose content or load status
 * changed, saying where it loads and by how much it grows; and the contexts grouped by how their load set
 * changes, so that identical contexts read as one sentence. Pure: derived from the report's contexts, rules
 * and memory index, plus a few facts about the two sides (why a file loads, whether it exists).
 *
 * Text fields are words for people in which `code` segments mark paths and globs (the renderers make them
 * code spans).
 */
import type { ContextReport, RuleReport, SourceDelta } from './review.js';
import type { MemoryIndexInfo } from './types.js';

export type FileChangeKind = 'added' | 'removed' | 'edited' | 'newly-loaded' | 'no-longer-loaded' | 'reach' | 'index-cut';

export interface FileChange {
  path: string;
  kind: FileChangeKind;
  /** What changed, in words ("edited", "new, imported by `CLAUDE.md`", "now applies to no file (was 12)"). */
  change: string;
  /** Where it loads at the head; for a file that no longer loads, where it loaded before ("was: …"). */
  loads: string;
  /** Characters Claude receives, head minus base; absent when the file's own text does not count. */
  chars?: number;
  /** Ids of the contexts whose load set changes through this file. */
  contexts: string[];
}

export interface ContextGroup {
  /** Contexts whose load set changes in exactly the same way. */
  ids: string[];
  labels: string[];
  /** How these contexts depart from what the file rows say (empty: they do not). */
  differences: string[];
}

export interface ByFileView {
  files: FileChange[];
  /** Changed contexts grouped by how they depart from the file rows; the group that does not depart first. */
  groups: ContextGroup[];
  /** Contexts in the review, changed or not. */
  contextCount: number;
}

/** Facts about the sides that the report's contexts do not carry. */
export interface SideFacts {
  /** Why the file loads on that side ('import' with its importer, …). */
  why(side: 'base' | 'head', path: string): { kind: string; from?: string } | undefined;
  /** The file exists in that side's tree. */
  exists(side: 'base' | 'head', path: string): boolean;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Load {
  ctx: ContextReport;
  mode: string;
  scope: string;
}

/** Where each file loads on one side: head from the contexts' sources, base from sources − added + removed. */
function loadsBySide(contexts: ContextReport[]): { head: Map<string, Load[]>; base: Map<string, Load[]> } {
  const head = new Map<string, Load[]>();
  const base = new Map<string, Load[]>();
  const add = (m: Map<string, Load[]>, p: string, l: Load) => {
    const list = m.get(p);
    if (list) list.push(l);
    else m.set(p, [l]);
  };
  for (const c of contexts) {
    const added = new Set(c.added.map((a) => a.path));
    if (c.presence !== 'removed') for (const s of c.sources) add(head, s.path, { ctx: c, mode: s.mode, scope: s.scope });
    if (c.presence !== 'added') {
      for (const s of c.presence === 'removed' ? [] : c.sources) if (!added.has(s.path)) add(base, s.path, { ctx: c, mode: s.mode, scope: s.scope });
      for (const r of c.removed) add(base, r.path, { ctx: c, mode: r.mode, scope: r.scope });
    }
  }
  return { head, base };
}

const REASONS: Record<string, string> = {
  missing: 'the file is missing',
  'import-outside-launch-dir': 'outside the launch directory',
  'import-too-deep': 'more than four hops deep',
  'non-text-extension': 'not a text file',
  'outside-root': 'outside the repository',
  'too-large': 'over 4 MiB',
  excluded: 'excluded by claudeMdExcludes',
};

/** A loader's skip reason in words. */
export const reasonText = (r: string): string => REASONS[r] ?? r;

const plural = (n: number, one: string, many = one + 's') => `${n} ${n === 1 ? one : many}`;

function dirOf(label: string): string | undefined {
  return /^loads when files under (`[^`]+`) are read$/.exec(label)?.[1];
}

function cwdName(cwd: string): string {
  return cwd === '.' ? 'the repository root' : `\`${cwd}/\``;
}

function listShort(items: string[], max = 3): string {
  if (items.length <= max) return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/** Where a file loads, in words, from its loads on one side. */
function whereText(loads: Load[], launchCount: number): string {
  const parts: string[] = [];
  const launch = loads.filter((l) => l.mode === 'launch');
  if (launch.length) {
    const cwds = [...new Set(launch.filter((l) => l.ctx.kind === 'launch').map((l) => l.ctx.cwd))];
    if (!cwds.length || cwds.length >= launchCount) return 'at launch, in every session';
    parts.push(`at launch from ${listShort(cwds.map(cwdName))}`);
  }
  const dirs = [...new Set(loads.filter((l) => l.mode === 'lazy-dir' && l.ctx.kind === 'directory').map((l) => dirOf(l.ctx.label)).filter((d): d is string => !!d))];
  if (dirs.length) parts.push(`when files under ${listShort(dirs)} are read`);
  if (!parts.length) {
    const rule = loads.find((l) => l.mode === 'lazy-path' && l.ctx.kind === 'path-rule');
    if (rule) {
      const a = rule.ctx.appliesTo;
      const pats = (a?.patterns ?? []).slice(0, 2).map((p) => '`' + p.replace(/`/g, "'") + '`');
      parts.push(`when a file${pats.length ? ` matching ${pats.join(', ')}` : ' it applies to'} is read (${plural(a?.files ?? 0, 'file')})`);
    }
  }
  if (!parts.length && loads[0]) parts.push(`with ${loads[0].ctx.label}`);
  return parts.join('; ') || 'not loaded';
}

function importer(facts: SideFacts, side: 'base' | 'head', path: string): string {
  const w = facts.why(side, path);
  return w?.kind === 'import' && w.from ? `, imported by \`${w.from}\`` : '';
}

/** A context's change as a set of items: `+path` now loads, `-path` no longer, `~path` edited, `!path` import dropped. */
function signature(c: ContextReport): string[] {
  const items = [...c.added.map((a) => `+${a.path}`), ...c.removed.map((a) => `-${a.path}`), ...c.changed.map((a) => `~${a.path}`), ...c.imports.broken.map((b) => `!${b.path}`)];
  if (c.presence) items.push(`@${c.presence}`);
  return [...new Set(items)].sort(cmp);
}

export function byFileView(contexts: ContextReport[], rules: RuleReport[], memoryIndex: { base?: MemoryIndexInfo; head?: MemoryIndexInfo; newlyDropped: string[] } | undefined, facts: SideFacts): ByFileView {
  const { head, base } = loadsBySide(contexts);
  const launchHead = contexts.filter((c) => c.kind === 'launch' && c.presence !== 'removed').length;
  const launchBase = contexts.filter((c) => c.kind === 'launch' && c.presence !== 'added').length;
  const rows = new Map<string, FileChange>();
  /** Loads in contexts that exist on both sides (a new context loading everything is not "more contexts"). */
  const both = (loads: Load[]) => loads.filter((l) => !l.ctx.presence).length;
  // one pass over the contexts' deltas: per path, the contexts it changes in, its sizes, a dropped import
  const touchedBy = new Map<string, string[]>();
  const editOf = new Map<string, SourceDelta>();
  const beforeOf = new Map<string, SourceDelta['before']>();
  const afterOf = new Map<string, SourceDelta['after']>();
  const brokenOf = new Map<string, ContextReport['imports']['broken'][number]>();
  for (const c of contexts) {
    const seen = new Set<string>();
    for (const d of [...c.changed, ...c.added, ...c.removed]) {
      if (!seen.has(d.path)) {
        seen.add(d.path);
        const t = touchedBy.get(d.path);
        if (t) t.push(c.id);
        else touchedBy.set(d.path, [c.id]);
      }
      if (d.before && d.after && !editOf.has(d.path)) editOf.set(d.path, d);
      if (d.before && !beforeOf.has(d.path)) beforeOf.set(d.path, d.before);
      if (d.after && !afterOf.has(d.path)) afterOf.set(d.path, d.after);
    }
    for (const b of c.imports.broken) if (!brokenOf.has(b.path)) brokenOf.set(b.path, b);
  }
  for (const p of [...touchedBy.keys()].sort(cmp)) {
    const h = head.get(p) ?? [];
    const b = base.get(p) ?? [];
    const edit = editOf.get(p);
    const before = b.length ? beforeOf.get(p) : undefined;
    const after = h.length ? afterOf.get(p) : undefined;
    let kind: FileChangeKind;
    let change: string;
    let chars: number | undefined;
    if (!b.length && h.length) {
      const existed = facts.exists('base', p);
      kind = existed ? 'newly-loaded' : 'added';
      const imp = importer(facts, 'head', p);
      change = existed ? (imp ? `now loads${imp}` : 'now loads') : `new${imp}`;
      chars = after?.chars;
    } else if (b.length && !h.length) {
      const exists = facts.exists('head', p);
      kind = exists ? 'no-longer-loaded' : 'removed';
      const broken = brokenOf.get(p);
      change = exists ? 'no longer loads' : 'deleted';
      if (broken) change += `; the import from \`${broken.from ?? '?'}\` is dropped (${reasonText(broken.reason)})`;
      chars = before ? -before.chars : undefined;
    } else if (edit) {
      kind = 'edited';
      change = 'edited';
      chars = (edit.after?.chars ?? 0) - (edit.before?.chars ?? 0);
      const more = both(h) - both(b);
      if (more > 0) change += `; loads in ${plural(more, 'more context')}`;
      if (more < 0) change += `; loads in ${plural(-more, 'context')} fewer`;
    } else {
      kind = 'reach';
      const more = both(h) - both(b);
      change = more >= 0 ? `loads in ${plural(more, 'more context')}` : `loads in ${plural(-more, 'context')} fewer`;
    }
    const loads = h.length ? whereText(h, launchHead) : `was: ${whereText(b, launchBase)}`;
    if (kind === 'reach' && both(h) === both(b)) continue;
    rows.set(p, { path: p, kind, change, loads, ...(chars !== undefined ? { chars } : {}), contexts: touchedBy.get(p)! });
  }
  // path-scoped rules whose reach changed
  for (const r of rules) {
    if (!r.change || r.change === 'new') continue;
    const was = r.base ?? 0;
    const now = r.head ?? 0;
    const text =
      r.change === 'dead'
        ? `now applies to no file (was ${plural(was, 'file')}): its globs match nothing`
        : r.change === 'revived'
          ? `applies to ${plural(now, 'file')} again (was none)`
          : r.change === 'reach'
            ? `applies to ${plural(now, 'file')} (was ${was})`
            : r.change === 'unconditional'
              ? 'no longer path-scoped: loads at launch in every session'
              : r.change === 'scoped'
                ? `now path-scoped: applies to ${plural(now, 'file')}`
                : 'rule removed';
    const row = rows.get(r.path);
    if (row && r.change === 'dead') {
      row.change = text;
      row.loads = 'never (no file matches)';
    } else if (row) row.change += `; ${text}`;
    else {
      const h = head.get(r.path) ?? [];
      const loads = r.change === 'dead' ? 'never (no file matches)' : h.length ? whereText(h, launchHead) : `when one of ${plural(now, 'file')} is read`;
      rows.set(r.path, { path: r.path, kind: 'reach', change: text, loads, contexts: [] });
    }
  }
  // MEMORY.md entries that now fall past the cap
  if (memoryIndex?.newlyDropped.length) {
    const mi = memoryIndex.head ?? memoryIndex.base!;
    const text = `${plural(memoryIndex.newlyDropped.length, 'entry', 'entries')} now past the cap of ${mi.maxLines} lines / ${mi.maxChars.toLocaleString('en-US')} characters: Claude no longer sees ${memoryIndex.newlyDropped.length === 1 ? 'it' : 'them'}`;
    const row = rows.get(mi.path);
    if (row) {
      row.kind = 'index-cut';
      row.change += `; ${text}`;
    } else rows.set(mi.path, { path: mi.path, kind: 'index-cut', change: text, loads: whereText(head.get(mi.path) ?? [], launchHead), contexts: [] });
  }

  // contexts grouped by their change: the file rows say where each file loads; a context is named only where
  // it departs from that (a new or removed context, an import it drops while the file exists)
  const bySig = new Map<string, { list: ContextReport[]; differences: string[] }>();
  for (const c of contexts) {
    if (!signature(c).length) continue;
    const differences: string[] = [];
    if (c.presence === 'added') differences.push('new context');
    else if (c.presence === 'removed') differences.push('context removed');
    else for (const b of c.imports.broken) if (facts.exists('head', b.path)) differences.push(`drops the import of \`${b.path.replace(/`/g, "'")}\` (${reasonText(b.reason)})`);
    const k = differences.join('\0');
    const g = bySig.get(k);
    if (g) g.list.push(c);
    else bySig.set(k, { list: [c], differences });
  }
  const groups = [...bySig.values()].sort((a, b) => Number(a.differences.length > 0) - Number(b.differences.length > 0) || b.list.length - a.list.length || cmp(a.differences.join(), b.differences.join()));
  const out: ContextGroup[] = groups.map((g) => ({ ids: g.list.map((c) => c.id), labels: g.list.map((c) => c.label), differences: g.differences }));
  const order: Record<FileChangeKind, number> = { added: 1, edited: 0, 'newly-loaded': 2, 'index-cut': 0, reach: 4, 'no-longer-loaded': 3, removed: 3 };
  const files = [...rows.values()].sort((a, b) => order[a.kind] - order[b.kind] || Math.abs(b.chars ?? 0) - Math.abs(a.chars ?? 0) || cmp(a.path, b.path));
  return { files, groups: out, contextCount: contexts.length };
}
