import { fenceAfter } from '../core/markdown.js';
import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct } from './util.js';

export const meta = defineMeta({
  id: 'merge-conflict',
  severity: 'error',
  category: 'conflicted',
  title: 'Unresolved merge conflict',
  why: 'Claude Code loads a memory file as it is: both sides of an unresolved merge conflict, and its markers, reach the agent.',
  fix: 'Resolve the conflict: keep the lines that hold, and delete the other side and the `<<<<<<<`, `=======` and `>>>>>>>` lines.',
});

/**
 * The unresolved conflicts of a text: a `<<<<<<<` line, then `=======`, then `>>>>>>>`, in that order and outside
 * code blocks (a line of `=======` alone is a setext heading's underline). Line numbers of each start and end.
 */
export function conflictsIn(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const lines = text.split(/\r?\n/);
  let fence: string | undefined;
  let start = -1;
  let middle = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    // (a conflict shown as an example inside a code block is not a conflict)
    if (start < 0) {
      const was = fence;
      const f = fenceAfter(fence, l);
      fence = f.open;
      if (was !== undefined || f.marker) continue;
    }
    if (/^<{7}(?: |$)/.test(l)) {
      start = i;
      middle = false;
    } else if (start >= 0 && /^={7}$/.test(l)) middle = true;
    else if (start >= 0 && middle && /^>{7}(?: |$)/.test(l)) {
      out.push({ start: start + 1, end: i + 1 });
      start = -1;
      middle = false;
    }
  }
  return out;
}

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  for (const [path, e] of side.sources) {
    if (e.raw === undefined || !e.raw.includes('<<<<<<<')) continue;
    const found = conflictsIn(e.raw);
    if (!found.length) continue;
    const where = found.map((c) => `${c.start}–${c.end}`).join(', ');
    hits.push({
      message: `${path} has ${found.length === 1 ? 'an unresolved merge conflict' : `${found.length} unresolved merge conflicts`} (lines ${where}): the agent reads both sides and the markers`,
      locations: [{ path, line: found[0].start }],
      contexts: e.contexts,
      key: String(found.length),
    });
  }
  return distinct(hits);
};
