/**
 * The markdown report: the sticky PR comment body and the job summary. It leads with the answer (passes or
 * fails, and why, in words), then what Claude loads differently, one row per file, then the findings a
 * reviewer can act on; everything else (per-context table, what loads, pre-existing and resolved findings,
 * rule reach, the memory index, decision canaries) is collapsed. Every string that comes from the
 * repository goes through src/report/escape.ts. The body never exceeds `maxChars` (GitHub's comment limit
 * is 65,536): collapsed sections are dropped first, then findings are cut, with a note saying so.
 */
import type { ContextReport, Report } from '../core/review/review.js';
import type { Severity } from '../core/review/catalogue.js';
import { RULE_BY_ID } from '../rules/index.js';
import { reasonText, type FileChange } from '../core/review/byFile.js';
import type { Finding, Totals } from '../core/review/types.js';
import { groupDigits, mdCode, mdLink, mdText, truncateChars } from './escape.js';

export const COMMENT_LIMIT = 65_536;

export interface MarkdownOptions {
  /** e.g. https://github.com/o/r/blob/<sha>/ — file:line links are built from it. */
  linkBase?: string;
  /** Hidden marker placed first (the sticky comment's). */
  marker?: string;
  maxChars?: number;
  /** Where the full report is (job summary URL, artifact name), named in the truncation note. */
  fullReportHint?: string;
  /** A link to the full report (e.g. the workflow run), shown after the hint. */
  fullReportUrl?: string;
}

const ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };
const SEVERITIES: Severity[] = ['error', 'warning', 'notice'];
const n = groupDigits;

/** "1 error", "2 warnings", "1 entry", "3 entries". */
export function plural(count: number, one: string, many = one + 's'): string {
  return `${n(count)} ${count === 1 ? one : many}`;
}

/** Message text: `code` segments become safe code spans (in a table cell: `{ table: true }`), the rest safe inline text. */
export function mdMessage(msg: string, opts: { table?: boolean } = {}): string {
  const parts = msg.split(/(`[^`\n]+`)/);
  // (a leading space is written as an entity only where it starts the line)
  return parts.map((p, i) => (p.length > 2 && p.startsWith('`') && p.endsWith('`') ? mdCode(p.slice(1, -1), opts) : i > 0 && p.startsWith(' ') ? ' ' + mdText(p.slice(1)) : mdText(p))).join('');
}

/**
 * Cuts message text to at most `max` characters (the ellipsis included) without cutting a `code` segment:
 * a code span that does not fit is left out whole, plain text is cut at a word boundary.
 */
export function truncateMessage(msg: string, max: number): string {
  if (msg.length <= max) return msg;
  const parts = msg.split(/(`[^`\n]+`)/);
  let out = '';
  for (const p of parts) {
    const room = max - 1 - out.length;
    if (p.length <= room) {
      out += p;
      continue;
    }
    if (!(p.startsWith('`') && p.endsWith('`') && p.length > 2)) {
      const cut = truncateChars(p, room, '');
      const sp = cut.lastIndexOf(' ');
      out += sp > room * 0.6 ? cut.slice(0, sp) : cut;
    }
    break;
  }
  return out.replace(/\s+$/, '') + '…';
}

function locLink(f: Finding, o: MarkdownOptions, i = 0): string {
  const l = f.locations[i];
  if (!l) return '';
  const label = l.line ? `${l.path}:${l.line}` : l.path;
  if (o.linkBase && !l.path.startsWith('~') && !l.path.startsWith('/')) {
    const url = o.linkBase + l.path.split('/').map(encodeURIComponent).join('/') + (l.line ? `#L${l.line}${l.endLine && l.endLine !== l.line ? `-L${l.endLine}` : ''}` : '');
    // mdLink checks and encodes the destination; the label is shown as code inside the link
    const link = mdLink('x', url);
    return link.startsWith('[x](') ? `[${mdCode(label)}]${link.slice(3)}` : mdCode(label);
  }
  return mdCode(label);
}

function totals(t: Totals | undefined): string {
  if (!t) return '—';
  return `${t.files} file${t.files === 1 ? '' : 's'} · ${n(t.chars)} chars`;
}

function signed(d: number): string {
  return d > 0 ? `+${n(d)}` : d < 0 ? `−${n(-d)}` : '±0';
}

function delta(a: number | undefined, b: number | undefined): string {
  if (a === undefined || b === undefined || a === b) return '';
  return ` (${signed(b - a)})`;
}

function changeText(c: ContextReport): string {
  const bits: string[] = [];
  if (c.presence === 'added') bits.push('new context');
  if (c.presence === 'removed') bits.push('context removed');
  if (c.added.length) bits.push(`${c.added.length} more loaded`);
  if (c.removed.length) bits.push(`${c.removed.length} no longer loaded`);
  if (c.changed.length) bits.push(`${c.changed.length} edited`);
  if (c.imports.broken.length) bits.push(`${plural(c.imports.broken.length, 'import')} dropped`);
  if (c.imports.resolved.length) bits.push(`${plural(c.imports.resolved.length, 'import')} resolved`);
  return bits.join(', ') || '—';
}

/** Optional fields the contradiction detector may set. */
function findingLines(f: Finding, o: MarkdownOptions): string {
  const more = f.locations.length > 1 ? ` ↔ ${f.locations.slice(1, 3).map((_, i) => locLink(f, o, i + 1)).join(', ')}` : '';
  // a contradiction says how sure it is and why: " (certain: both are instructions about …)"
  const confidence = f.confidence ? ` *(${f.confidence}${f.reason ? ': ' + mdMessage(truncateMessage(f.reason, 300)) : ''})*` : '';
  const ctx = f.contexts.length > 1 ? ` · ${f.contexts.length} contexts` : '';
  return `- ${ICON[f.severity]} ${locLink(f, o)}${more} — ${mdMessage(truncateMessage(f.message, 600))}${confidence}\\\n  **Fix:** ${mdMessage(truncateMessage(f.hint, 400))} <sub>${mdCode(f.rule)}${ctx}</sub>`;
}

function findingList(list: Finding[], o: MarkdownOptions): string {
  return list.map((f) => findingLines(f, o)).join('\n');
}

/** A finding in a few words, for the first line: "a contradiction between `CLAUDE.md` and `docs/style.md`". */
function gist(f: Finding): string {
  const p = (i: number) => (f.locations[i] ? mdCode(f.locations[i].path) : '');
  if (f.rule === 'contradiction' && f.locations.length > 1) return `a contradiction between ${p(0)} and ${p(1)}`;
  if (f.rule === 'duplicate' && f.locations.length > 1) return `an instruction repeated in ${p(0)} and ${p(1)}`;
  const title = RULE_BY_ID.get(f.rule)?.title ?? f.rule;
  const lower = /^[A-Z][a-z]/.test(title) ? title[0].toLowerCase() + title.slice(1) : title;
  return `${mdText(lower)}${f.locations[0] ? ` (${p(0)})` : ''}`;
}

function gists(list: Finding[], max = 3): string {
  const shown = list.slice(0, max).map(gist);
  if (list.length > max) shown.push(`and ${list.length - max} more`);
  return shown.join('; ');
}

function countWords(c: Record<Severity, number>): string {
  return SEVERITIES.filter((s) => c[s])
    .map((s) => plural(c[s], s))
    .join(', ');
}

/** One sentence on the biggest thing that changes in what Claude loads. */
function changeSentence(r: Report): string {
  const files = r.byFile?.files ?? [];
  if (!r.summary.changed) return 'No memory-relevant change.';
  if (files.length === 1) {
    const f = files[0];
    const size = f.chars === undefined || f.kind !== 'edited' ? '' : f.chars > 0 ? ` grows by ${plural(f.chars, 'character')}` : f.chars < 0 ? ` shrinks by ${plural(-f.chars, 'character')}` : ' is edited (same size)';
    if (size) return `${mdCode(f.path)}${size}; it loads ${mdMessage(f.loads)}.`;
    return `${mdCode(f.path)}: ${mdMessage(f.change)}${f.loads ? ` (loads ${mdMessage(f.loads)})` : ''}.`;
  }
  const L = r.summary.launch;
  const d = L.base && L.head ? L.head.chars - L.base.chars : 0;
  return `${files.length ? `${plural(files.length, 'file')} change what Claude loads` : 'What Claude loads changes'}${d ? `; at launch ${signed(d)} characters` : ''}.`;
}

function answer(r: Report, introduced: Finding[], live: Finding[]): string {
  const review = r.mode === 'review';
  const counting = live.filter((f) => !review || r.summary.failScope === 'all' || f.introduced);
  const failing = counting.filter((f) => r.summary.failOn !== 'never' && SEVERITIES.indexOf(f.severity) <= SEVERITIES.indexOf(r.summary.failOn as Severity));
  const problems = introduced.filter((f) => f.severity !== 'notice');
  const counts = (list: Finding[]) => {
    const c: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
    for (const f of list) c[f.severity]++;
    return c;
  };
  const scope = review ? ' introduced' : '';
  if (r.summary.failed) {
    const intro = failing.filter((f) => f.introduced !== false);
    const list = intro.length ? intro : failing;
    const pre = !intro.length && review ? ' (pre-existing; fail-scope is all)' : scope;
    return `❌ **memory-review fails:** ${countWords(counts(list))}${pre} — ${gists(list)}.`;
  }
  if (problems.length) return `⚠️ **memory-review passes** with ${countWords(counts(problems))}${scope} — ${gists(problems)}.`;
  const notices = introduced.length ? ` (${plural(introduced.length, 'notice')})` : '';
  return review ? `✅ **memory-review: no problems${notices}.** ${changeSentence(r)}` : `✅ **memory-review: no problems${notices}** in what Claude loads.`;
}

function fileTable(files: FileChange[]): string {
  const rows = files.map((f) => `| ${mdCode(f.path, { table: true })} | ${mdMessage(f.change, { table: true })} | ${mdMessage(f.loads, { table: true })} | ${f.chars === undefined ? '' : `${signed(f.chars)}\u00a0chars`} |`);
  return ['| File | Change | Loads | Size |', '|---|---|---|---|', ...rows].join('\n');
}

function contextsSentence(r: Report): string {
  const v = r.byFile;
  if (!v || !v.groups.length) return '';
  const M = v.contextCount;
  const changed = v.groups.reduce((a, g) => a + g.ids.length, 0);
  const unchanged = M - changed;
  const rest = unchanged ? `; the other ${plural(unchanged, 'context')} ${unchanged === 1 ? 'does' : 'do'} not change` : '';
  const same = v.groups[0].differences.length ? undefined : v.groups[0];
  const odd = v.groups.filter((g) => g !== same);
  const labels = (g: { labels: string[] }) => (g.labels.length > 2 ? `${mdMessage(g.labels[0])} and ${g.labels.length - 1} more` : g.labels.map((l) => mdMessage(l)).join(', '));
  if (!odd.length) {
    if (M <= 1) return '';
    if (same!.ids.length === 1) return `Only one context changes (${mdMessage(same!.labels[0])})${unchanged ? `; the other ${plural(unchanged, 'context')} ${unchanged === 1 ? 'does' : 'do'} not` : ''}.`;
    return `${unchanged ? `${same!.ids.length} of ${M}` : `All ${M}`} contexts see this change the same way${rest}.`;
  }
  const lines = [same ? `${same.ids.length} of ${M} contexts see this change the same way${rest}; ${odd.length === 1 && odd[0].ids.length === 1 ? 'one differs' : 'these differ'}:` : `Where the contexts change${unchanged ? ` (${plural(unchanged, 'other context')} unchanged)` : ''}:`];
  for (const g of odd.slice(0, 4)) lines.push(`- ${labels(g)}: ${mdMessage(truncateMessage(g.differences.join('; '), 300))}`);
  if (odd.length > 4) lines.push(`- and ${plural(odd.length - 4, 'more group')} of contexts (see per context)`);
  return lines.join('\n');
}

function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

interface Block {
  text: string;
  /** Lower is dropped first when the body is too long. */
  priority: number;
  /** Name in the truncation note. */
  name: string;
}

export function renderMarkdown(r: Report, o: MarkdownOptions = {}): string {
  const max = o.maxChars ?? COMMENT_LIMIT;
  const live = r.findings.filter((f) => !f.suppressed);
  const review = r.mode === 'review';
  const introduced = review ? live.filter((f) => f.introduced) : live;
  const preexisting = review ? live.filter((f) => !f.introduced) : [];
  const head: string[] = [];
  if (o.marker) head.push(o.marker);
  head.push(answer(r, introduced, live));
  const blocks: Block[] = [];

  if (review) {
    const files = r.byFile?.files ?? [];
    if (files.length) {
      const sentence = contextsSentence(r);
      blocks.push({ text: `### What Claude loads differently, by file\n\n${fileTable(files)}${sentence ? '\n\n' + sentence : ''}`, priority: 8, name: 'what Claude loads differently' });
    }
  } else {
    const rows = r.contexts.map((x) => `| ${x.kind === 'path-rule' ? `${mdCode(x.id.slice(5), { table: true })}: ` : ''}${mdMessage(x.label, { table: true })} | ${totals(x.head)} | ${findingCounts(x, live)} |`);
    blocks.push({ text: `### What Claude loads\n\n| Context | Loads | Findings |\n|---|---|---|\n${rows.join('\n')}`, priority: 5, name: 'contexts' });
  }

  if (introduced.length) blocks.push({ text: `### ${review ? 'Introduced by this change' : 'Findings'} (${introduced.length})\n\n${findingList(introduced, o)}`, priority: 9, name: 'findings' });
  if (preexisting.length)
    blocks.push({
      text: details(`${plural(preexisting.length, 'pre-existing finding')} (not introduced here; ${preexisting.length === 1 ? 'it does' : 'they do'} not fail the check${r.summary.failScope === 'all' ? ' unless fail-scope is all' : ''})`, findingList(preexisting, o)),
      priority: 3,
      name: 'pre-existing findings',
    });
  if (review && r.resolved.length) blocks.push({ text: details(`Resolved by this change (${r.resolved.length})`, r.resolved.map((f) => `- ~~${mdText(f.rule)}~~ ${locLink(f, o)} — ${mdMessage(truncateMessage(f.message, 300))}`).join('\n')), priority: 2, name: 'resolved findings' });

  if (review) {
    const rows = r.contexts.map((x) => {
      const label = x.kind === 'path-rule' ? `${mdCode(x.id.slice(5), { table: true })}: ${mdMessage(x.label, { table: true })}` : mdMessage(x.label, { table: true });
      return `| ${label} | ${totals(x.base)} | ${totals(x.head)}${delta(x.base?.chars, x.head?.chars)} | ${mdText(changeText(x))} | ${findingCounts(x, live)} |`;
    });
    blocks.push({ text: details(`Per context (${r.contexts.length})`, `| Context | Before | After | Change | Findings |\n|---|---|---|---|---|\n${rows.join('\n')}`), priority: 4, name: 'per context' });
  }

  // what loads: per changed context in a review, at launch in a check
  const detail: string[] = [];
  for (const x of r.contexts) {
    if (review && !x.added.length && !x.removed.length && !x.changed.length) continue;
    if (!review && x.kind !== 'launch') continue;
    detail.push(`**${mdMessage(x.label)}** (${plural(x.sources.length, 'file')}, in load order)`, '');
    const addedSet = new Set(x.added.map((a) => a.path));
    const changedMap = new Map(x.changed.map((a) => [a.path, a]));
    x.sources.forEach((s, i) => {
      const mark = addedSet.has(s.path) ? ' · new here' : changedMap.has(s.path) ? ` · edited${delta(changedMap.get(s.path)!.before?.chars, s.chars)}` : '';
      detail.push(`${i + 1}. ${mdCode(s.path)} — ${mdText(s.scope)}, ${mdText(s.mode)}, ${n(s.chars)} chars${s.survivesCompact ? '' : ', not re-read after /compact'}${s.truncated ? ', **truncated**' : ''}${mark}`);
    });
    for (const rm of x.removed) detail.push(`- ~~${mdCode(rm.path)}~~ no longer loads (was ${n(rm.before?.chars ?? 0)} chars)`);
    for (const b of x.imports.broken) detail.push(`- the import of ${mdCode(b.path)} from ${mdCode(b.from ? `${b.from}${b.line ? `:${b.line}` : ''}` : '?')} is dropped: ${mdText(reasonText(b.reason))}`);
    detail.push('');
  }
  if (detail.length) blocks.push({ text: details(`What loads${review ? ', in the contexts that change' : ' at launch'}`, detail.join('\n').trimEnd()), priority: 4, name: 'what loads' });

  const rules = review ? r.rules.filter((x) => x.change) : r.rules;
  if (rules.length) {
    const rows = rules.map((x) => `| ${mdCode(x.path, { table: true })} | ${x.globs.map((g) => mdCode(g, { table: true })).join(' ')} | ${review ? (x.base ?? '—') + ' → ' : ''}${x.head ?? '—'} | ${mdText(x.change ?? (x.head === 0 ? 'dead' : ''))} |`);
    blocks.push({ text: details(`Path-scoped rules${review ? ' whose reach changed' : ''} (${rules.length})`, `| Rule | Globs | Files matched | Change |\n|---|---|---|---|\n${rows.join('\n')}`), priority: 4, name: 'path-scoped rules' });
  }

  const mi = r.memoryIndex;
  if (mi && (mi.head || mi.base)) {
    const one = (m: typeof mi.head) => (m ? `${m.lines}/${m.maxLines} lines, ${n(m.chars)}/${n(m.maxChars)} chars${m.truncated ? ' — **cut off**' : ''}` : '—');
    const lines = [`${mdCode(mi.head?.path ?? mi.base!.path)}: ${review ? one(mi.base) + ' → ' : ''}${one(mi.head)}`];
    if (mi.newlyDropped.length) lines.push('', `Entries that now fall past the cap (${mi.newlyDropped.length}):`, '', ...mi.newlyDropped.slice(0, 20).map((e) => `- ${mdCode(truncateChars(e, 120))}`));
    if (mi.newlyDropped.length > 20) lines.push(`- and ${mi.newlyDropped.length - 20} more`);
    blocks.push({ text: details('Memory index', lines.join('\n')), priority: 4, name: 'memory index' });
  }

  if (r.decisions.length) {
    const rows = r.decisions.flatMap((d) => d.contexts.map((c) => `| ${mdText(d.id)} | ${mdText(c.id)} | ${c.base ? mdText(c.base) + ' → ' : ''}${mdText(c.head)} |`));
    blocks.push({ text: details(`Decision canaries (${r.decisions.length})`, `| Decision | Context | State |\n|---|---|---|\n${rows.join('\n')}`), priority: 4, name: 'decision canaries' });
  }

  const sides = review ? `${mdCode(r.base!.label)} → ${mdCode(r.head.label)}` : mdCode(r.head.label);
  const footer = `<sub>${sides} · memory-review ${mdText(r.tool.version)} · Claude Code ${mdText(r.claudeCode)} loader semantics · [rule catalogue](https://github.com/memory-review/memory-review#rules) · silence a finding with ${mdCode('<!-- memory-review-disable-next-line RULE -->')} on the line above</sub>`;
  return assemble(head.join('\n'), blocks, footer, max, o);
}

function findingCounts(x: ContextReport, live: Finding[]): string {
  const c: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of live) if (f.contexts.includes(x.id)) c[f.severity]++;
  return (
    SEVERITIES.filter((s) => s !== 'notice' && c[s])
      .map((s) => `${ICON[s]} ${c[s]}`)
      .join(' ') || '—'
  );
}

function assemble(head: string, blocks: Block[], footer: string, max: number, o: MarkdownOptions): string {
  const join = (bs: Block[], note = '') => [head, ...bs.map((b) => b.text), note, footer].filter(Boolean).join('\n\n');
  let kept = blocks.slice();
  let out = join(kept);
  const dropped: string[] = [];
  while (out.length > max && kept.length) {
    const lowest = kept.reduce((a, b) => (b.priority < a.priority ? b : a));
    if (lowest.priority >= 8) break;
    kept = kept.filter((b) => b !== lowest);
    dropped.push(lowest.name);
    out = join(kept, truncNote(dropped, o));
  }
  // the by-file table next, row by row, then the findings, whole findings at a time
  for (const priority of [8, 9]) {
    if (out.length <= max) break;
    const fi = kept.findIndex((b) => b.priority === priority);
    if (fi < 0) continue;
    const lines = kept[fi].text.split('\n');
    const isItem = (l: string) => (priority === 9 ? l.startsWith('- ') : l.startsWith('| ') && !l.startsWith('| File '));
    const total = lines.filter(isItem).length;
    const render = (k: number) => {
      const shownLines = lines.slice(0, k);
      const cut = total - shownLines.filter(isItem).length;
      return { cut, text: join(kept.map((b, i) => (i === fi ? { ...b, text: shownLines.join('\n') } : b)), truncNote(dropped, o, priority === 9 ? cut : 0, priority === 8 ? cut : 0)) };
    };
    const first = lines.findIndex(isItem);
    let lo = Math.max(1, first);
    let hi = lines.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (render(mid).text.length <= max) lo = mid;
      else hi = mid - 1;
    }
    // end on an item boundary (a finding's fix line included)
    while (lo > first && lines[lo] !== undefined && lines[lo].startsWith('  ')) lo--;
    const cut = render(lo).cut;
    kept[fi] = { ...kept[fi], text: lines.slice(0, lo).join('\n') };
    if (priority === 8) dropped.push(...(cut ? [`${plural(cut, 'file row')} of the by-file table`] : []));
    out = join(kept, truncNote(dropped, o, priority === 9 ? cut : 0));
  }
  if (out.length > max) out = truncateChars(out, Math.max(0, max - 400), `\n\n> ✂️ Report cut at ${n(max)} characters.${hint(o)}`);
  return out;
}

function truncNote(dropped: string[], o: MarkdownOptions, cutFindings = 0, cutRows = 0): string {
  const names = [...dropped, ...(cutRows ? [`${plural(cutRows, 'file row')} of the by-file table`] : [])];
  if (!names.length && !cutFindings) return '';
  const what = [names.length ? `left out: ${names.map(mdText).join(', ')}` : '', cutFindings > 0 ? `${plural(cutFindings, 'more finding')} not shown` : ''].filter(Boolean).join('; ');
  return `> ✂️ This report is longer than fits here (${n(o.maxChars ?? COMMENT_LIMIT)} characters): ${what}.${hint(o) || ' Run `memory-review review --format json` for everything.'}`;
}

function hint(o: MarkdownOptions): string {
  return `${o.fullReportHint ? ' ' + mdText(o.fullReportHint) : ''}${o.fullReportUrl ? ' ' + mdLink('Open the full report', o.fullReportUrl) : ''}`;
}
