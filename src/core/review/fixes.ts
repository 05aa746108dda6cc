/**
 * Mechanical fixes for findings whose remedy needs no judgement: quote an unquoted glob in a rule's
 * frontmatter, update a path the change moved, drop a line that repeats another word for word. Each is a
 * replacement of whole lines of a file at the head, checked where it can be (the quoted frontmatter must
 * parse). Pure: it reads only the raw text the analysis already holds.
 */
import { parse } from 'yaml';
import type { Finding, Fix } from './types.js';

/** Raw text of a head file by display path. */
export type RawText = (path: string) => string | undefined;

function lines(raw: string): string[] {
  return raw.replace(/\r\n?/g, '\n').split('\n');
}

const MAX_FRONTMATTER_LINES = 200;
const MAX_FRONTMATTER_CHARS = 20_000;

function parses(yaml: string): boolean {
  try {
    parse(yaml, { maxAliasCount: 100, uniqueKeys: false });
    return true;
  } catch {
    return false;
  }
}

const GLOB_LINE = /^(\s*(?:-\s+|paths:\s+))([^\s"'#][^#]*?)\s*$/;

/** Quotes the globs in a rule's frontmatter that YAML misreads (`- **\/*.ts` is an alias), when that makes it parse. */
export function quoteGlobFixes(path: string, raw: string): Fix[] {
  const ls = lines(raw);
  if (ls[0]?.trim() !== '---') return [];
  const end = ls.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (end < 0) return [];
  const fm = ls.slice(1, end);
  // rule frontmatter is a few lines: anything bigger is not an unquoted glob (and YAML on it can be slow)
  if (fm.length > MAX_FRONTMATTER_LINES || fm.join('\n').length > MAX_FRONTMATTER_CHARS || parses(fm.join('\n'))) return [];
  const fixes: Fix[] = [];
  const fixed = fm.slice();
  fm.forEach((l, i) => {
    const m = GLOB_LINE.exec(l);
    if (!m || !/^[*{[!&|>%@`]/.test(m[2])) return;
    // a flow sequence or mapping that parses as written is left alone
    if (/^[{[]/.test(m[2]) && parses(`x: ${m[2]}`)) return;
    const q = `${m[1]}"${m[2].replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    fixed[i] = q;
    fixes.push({ path, line: i + 2, replacement: q, title: `quote the glob \`${m[2]}\`` });
  });
  return fixes.length && parses(fixed.join('\n')) ? fixes : [];
}

/** Replaces a path named on a line by the path it moved to (the name as written, when it is the old path). */
export function movedPathFix(path: string, raw: string, line: number, written: string, was: string, moved: string): Fix | undefined {
  const l = lines(raw)[line - 1];
  if (l === undefined) return undefined;
  const bare = written.replace(/^\.\//, '').replace(/\/+$/, '');
  if (bare !== was) return undefined;
  const now = written.replace(bare, moved);
  const at = l.indexOf(written);
  if (at < 0 || l.indexOf(written, at + 1) >= 0) return undefined;
  return { path, line, replacement: l.slice(0, at) + now + l.slice(at + written.length), title: `update \`${written}\` to \`${now}\`` };
}

/** Deletes the later of two lines that say the same thing word for word (or the earlier, if only it is in the diff). */
export function duplicateLineFixes(f: Finding, rawOf: RawText): Fix[] {
  const [a, b] = f.locations;
  if (!a?.line || !b?.line || (a.endLine ?? a.line) !== a.line || (b.endLine ?? b.line) !== b.line) return [];
  const la = rawOf(a.path) !== undefined ? lines(rawOf(a.path)!)[a.line - 1] : undefined;
  const lb = rawOf(b.path) !== undefined ? lines(rawOf(b.path)!)[b.line - 1] : undefined;
  if (la === undefined || lb === undefined || !la.trim() || la.trim() !== lb.trim()) return [];
  if (a.path === b.path && a.line === b.line) return [];
  return [
    { path: b.path, line: b.line, replacement: '', title: `drop this line: it repeats ${a.path}:${a.line}`, oneOf: 'duplicate' },
    { path: a.path, line: a.line, replacement: '', title: `drop this line: it repeats ${b.path}:${b.line}`, oneOf: 'duplicate' },
  ];
}

/** Adds `fixes` to the findings that have a mechanical one (stale references carry theirs already). */
export function attachFixes(findings: Finding[], rawOf: RawText): void {
  for (const f of findings) {
    if (f.fixes?.length) continue;
    let fixes: Fix[] = [];
    const at = f.locations[0];
    if (f.rule === 'rule-frontmatter-unparsable' && at) {
      const raw = rawOf(at.path);
      if (raw !== undefined) fixes = quoteGlobFixes(at.path, raw);
    } else if (f.rule === 'duplicate') fixes = duplicateLineFixes(f, rawOf);
    if (fixes.length) f.fixes = fixes;
  }
}
