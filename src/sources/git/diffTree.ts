import type { TreeChange } from '../../core/tree.js';

/** Parses `git diff-tree -r -z --no-renames` output: every path that differs, with its new entry or null. */
export function parseDiffTree(out: string): TreeChange[] {
  const changes: TreeChange[] = [];
  let at = 0;
  while (at < out.length) {
    // :<old mode> SP <new mode> SP <old oid> SP <new oid> SP <status> NUL <path> NUL
    const headerEnd = out.indexOf('\0', at);
    if (headerEnd < 0) break;
    let pathEnd = out.indexOf('\0', headerEnd + 1);
    if (pathEnd < 0) pathEnd = out.length;
    const header = out.slice(at, headerEnd);
    const path = out.slice(headerEnd + 1, pathEnd);
    at = pathEnd + 1;
    const f = header.slice(1).split(' ');
    if (header[0] !== ':' || f.length < 5) continue;
    const mode = f[1];
    if (/^0+$/.test(mode) || f[4].startsWith('D')) changes.push({ path, entry: null });
    else changes.push({ path, entry: { path, kind: mode === '120000' ? 'symlink' : mode.startsWith('100') ? 'file' : 'other', id: f[3] } });
  }
  return changes;
}

