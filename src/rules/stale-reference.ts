import * as P from 'node:path/posix';
import { sortedDelta } from '../core/reach.js';
import type { SideAnalysis } from '../core/review/analyze.js';
import { defineMeta, type Hit, type Rule } from './types.js';

export const meta = defineMeta({
  id: 'stale-reference',
  severity: 'warning',
  category: 'drifted',
  title: 'Memory names a path this change removed',
  why: 'A loaded memory file names a path that this change deletes or renames; the memory just went stale.',
  fix: 'Update the reference.',
});

/** Where a path of the base went at the head: the added file with the same blob, else with the same name. */
function mover(head: SideAnalysis, base: SideAnalysis): (was: string) => Promise<string | undefined> {
  let added: string[] | undefined;
  let ids: Map<string, string> | undefined;
  const addedIds = async () => {
    // (one merge of the two sorted lists, not a lookup per file)
    added = sortedDelta(base.files, head.files).added;
    const m = new Map<string, string>();
    for (const f of added.slice(0, 20000)) {
      const e = await head.tree.stat(f);
      if (e?.id && !m.has(e.id)) m.set(e.id, f);
    }
    return m;
  };
  return async (was) => {
    ids ??= await addedIds();
    if (base.fileSet.has(was)) {
      const id = (await base.tree.stat(was))?.id;
      return (id && ids.get(id)) || added!.find((f) => P.basename(f) === P.basename(was));
    }
    // a directory: where one of its files went, minus the file's path inside it
    const inside = base.files.find((f) => f.startsWith(was + '/'));
    const id = inside && (await base.tree.stat(inside))?.id;
    const to = id && ids.get(id);
    const rest = inside?.slice(was.length);
    return to && rest && to.endsWith(rest) ? to.slice(0, to.length - rest.length) : undefined;
  };
}

export const check: Rule['check'] = async ({ side, base }) => {
  if (!base) return [];
  const hits: Hit[] = [];
  let movedTo: ((was: string) => Promise<string | undefined>) | undefined;
  for (const r of side.references) {
    if (r.resolved) continue;
    const was = r.candidates.find((c) => base.fileSet.has(c) || base.dirs.has(c));
    if (!was) continue;
    movedTo ??= mover(side, base);
    const moved = await movedTo(was);
    hits.push({
      message: `${r.from}:${r.line} names \`${r.raw}\`, which this change ${moved ? `moves to \`${moved}\`` : 'deletes'}`,
      locations: [{ path: r.from, line: r.line }],
      contexts: [...(side.sources.get(r.from)?.contexts ?? [])],
      key: was,
      ...(moved ? { fix: `Update the reference to \`${moved}\`.` } : {}),
    });
  }
  return hits;
};
