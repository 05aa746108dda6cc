/**
 * The markdown report: the sticky PR comment body and the job summary. Every string that comes from the
 * repository goes through src/report/escape.ts. The body never exceeds `maxChars` (GitHub's comment limit
 * is 65,536): detail sections are dropped first, then findings are cut with a note saying so.
 */
import type { ContextReport, Report, VerdictState } from '../core/review/review.js';
import type { Severity } from '../core/review/catalogue.js';
import type { Finding, Totals } from '../core/review/types.js';
import { groupDigits, mdCode, mdLink, mdTableCell, mdText, truncateChars } from './escape.js';

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
const STATE_ICON: Record<VerdictState, string> = { Healthy: '✅', Waiting: '⏳', Partial: '🟧', Conflicted: '⚔️', Drifted: '🔀', Uncertain: '❔' };
const n = groupDigits;

/** Message text: `code` segments become safe code spans, the rest safe inline text. */
export function mdMessage(msg: string): string {
  const parts = msg.split(/(`[^`\n]+`)/);
  return parts.map((p) => (p.length > 2 && p.startsWith('`') && p.endsWith('`') ? mdCode(p.slice(1, -1)) : mdText(p))).join('');
}

function loc(f: Finding, o: MarkdownOptions, i = 0): string {
  const l = f.locations[i];
  if (!l) return '';
  const label = l.line ? `${l.path}:${l.line}` : l.path;
  if (o.linkBase && !l.path.startsWith('~') && !l.path.startsWith('/')) {
    const url = o.linkBase + l.path.split('/').map(encodeURIComponent).join('/') + (l.line ? `#L${l.line}${l.endLine && l.endLine !== l.line ? `-L${l.endLine}` : ''}` : '');
    return mdLink(label, url);
  }
  return mdCode(label);
}

function totals(t: Totals | undefined): string {
  if (!t) return '—';
  return `${t.files} file${t.files === 1 ? '' : 's'} · ${n(t.chars)} chars · ≈${n(t.tokens)} tok`;
}

function delta(a: number | undefined, b: number | undefined): string {
  if (a === undefined || b === undefined || a === b) return '';
  const d = b - a;
  return ` (${d > 0 ? '+' : ''}${n(d)})`;
}

function changeText(c: ContextReport): string {
  const bits: string[] = [];
  if (c.presence === 'added') bits.push('new context');
  if (c.presence === 'removed') bits.push('context removed');
  if (c.added.length) bits.push(`+${c.added.length} loaded`);
  if (c.removed.length) bits.push(`−${c.removed.length} no longer loaded`);
  if (c.changed.length) bits.push(`${c.changed.length} changed`);
  if (c.imports.broken.length) bits.push(`${c.imports.broken.length} import${c.imports.broken.length === 1 ? '' : 's'} broken`);
  if (c.imports.resolved.length) bits.push(`${c.imports.resolved.length} import${c.imports.resolved.length === 1 ? '' : 's'} resolved`);
  return bits.join(', ') || '—';
}

function findingLine(f: Finding, o: MarkdownOptions, showIntroduced: boolean): string {
  const more = f.locations.length > 1 ? ` ↔ ${f.locations.slice(1, 3).map((_, i) => loc(f, o, i + 1)).join(', ')}` : '';
  const ctx = f.contexts.length > 1 ? ` <sub>(${f.contexts.length} contexts)</sub>` : '';
  const tag = showIntroduced && f.introduced === false ? ' <sub>pre-existing</sub>' : '';
  return `- ${ICON[f.severity]} **${mdText(f.rule)}** ${loc(f, o)}${more} — ${mdMessage(truncateChars(f.message, 600))}${ctx}${tag}\n  <sub>Fix: ${mdMessage(truncateChars(f.hint, 300))}</sub>`;
}

interface Block {
  text: string;
  /** Lower is dropped first when the body is too long. */
  priority: number;
}

export function renderMarkdown(r: Report, o: MarkdownOptions = {}): string {
  const max = o.maxChars ?? COMMENT_LIMIT;
  const live = r.findings.filter((f) => !f.suppressed);
  const review = r.mode === 'review';
  const introduced = review ? live.filter((f) => f.introduced) : live;
  const preexisting = review ? live.filter((f) => !f.introduced) : [];
  const head: string[] = [];
  if (o.marker) head.push(o.marker);
  const c = review ? r.summary.introduced : r.summary.counts;
  const countText = (['error', 'warning', 'notice'] as Severity[])
    .filter((s) => c[s])
    .map((s) => `${ICON[s]} ${c[s]} ${s}${c[s] === 1 ? '' : 's'}`)
    .join(' · ');
  const status = r.summary.failed ? '**failing**' : 'passing';
  head.push(`## 🧠 memory-review: ${review ? (countText ? countText + ' introduced' : 'no new findings') : countText || 'no findings'} — ${status}`);
  head.push('');
  const sides = review ? `${mdCode(r.base!.label)} → ${mdCode(r.head.label)}` : mdCode(r.head.label);
  head.push(`${STATE_ICON[r.summary.state]} **${r.summary.state}** · ${sides} · what Claude Code ${mdText(r.claudeCode)} loads${review && !r.summary.changed ? ' · **no memory-relevant change**' : ''}`);
  head.push('');
  const L = r.summary.launch;
  head.push(review ? `**Launch context** (repository root): ${totals(L.base)} → **${totals(L.head)}**${delta(L.base?.chars, L.head?.chars)}` : `**Launch context** (repository root): **${totals(L.head)}**`);
  if (review && preexisting.length) head.push('', `<sub>${preexisting.length} pre-existing finding${preexisting.length === 1 ? '' : 's'} (not introduced here) are listed below and do not fail the check${r.summary.failScope === 'all' ? ' unless fail-scope is all' : ''}.</sub>`);
  const blocks: Block[] = [];

  // contexts table
  const ctxRows = r.contexts.filter((x) => !review || x.kind === 'launch' || x.verdict.state !== 'Healthy' || changeText(x) !== '—');
  const hidden = r.contexts.length - ctxRows.length;
  const table = [
    '### Contexts',
    '',
    review ? '| Context | Verdict | Before | After | Change |' : '| Context | Verdict | Loads |',
    review ? '|---|---|---|---|---|' : '|---|---|---|',
    ...ctxRows.map((x) => {
      const label = x.kind === 'path-rule' ? `${mdCode(x.id.slice(5), { table: true })}: ${mdTableCell(x.label)}` : mdTableCell(x.label);
      const v = `${STATE_ICON[x.verdict.state]} ${x.verdict.state}`;
      return review ? `| ${label} | ${v} | ${totals(x.base)} | ${totals(x.head)}${delta(x.base?.chars, x.head?.chars)} | ${mdTableCell(changeText(x))} |` : `| ${label} | ${v} | ${totals(x.head)} |`;
    }),
  ];
  if (hidden) table.push('', `<sub>${hidden} unchanged healthy context${hidden === 1 ? '' : 's'} not shown.</sub>`);
  blocks.push({ text: table.join('\n'), priority: 5 });

  // findings
  const bySev = (list: Finding[], title: string, priority: number, collapsed: boolean) => {
    if (!list.length) return;
    const lines: string[] = [];
    for (const s of ['error', 'warning', 'notice'] as Severity[]) {
      const l = list.filter((f) => f.severity === s);
      if (!l.length) continue;
      lines.push(`#### ${ICON[s]} ${s[0].toUpperCase() + s.slice(1)}s (${l.length})`, '', ...l.map((f) => findingLine(f, o, false)), '');
    }
    const body = lines.join('\n');
    blocks.push({ text: collapsed ? `<details><summary>${title}</summary>\n\n${body}\n</details>` : `### ${title}\n\n${body}`, priority });
  };
  bySev(introduced, review ? `Findings introduced by this change (${introduced.length})` : `Findings (${introduced.length})`, 9, false);
  bySev(preexisting, `Pre-existing findings (${preexisting.length})`, 3, true);
  if (review && r.resolved.length) {
    blocks.push({ text: `<details><summary>Resolved by this change (${r.resolved.length})</summary>\n\n${r.resolved.map((f) => `- ~~${mdText(f.rule)}~~ ${loc(f, o)} — ${mdMessage(truncateChars(f.message, 300))}`).join('\n')}\n</details>`, priority: 2 });
  }

  // what loads, per changed context
  const detail: string[] = [];
  for (const x of r.contexts) {
    if (review && !x.added.length && !x.removed.length && !x.changed.length) continue;
    if (!review && x.kind !== 'launch') continue;
    detail.push(`**${mdText(x.label)}** (${x.sources.length} file${x.sources.length === 1 ? '' : 's'}, in load order)`, '');
    const addedSet = new Set(x.added.map((a) => a.path));
    const changedMap = new Map(x.changed.map((a) => [a.path, a]));
    x.sources.forEach((s, i) => {
      const mark = addedSet.has(s.path) ? ' 🆕' : changedMap.has(s.path) ? ` ✏️ ${delta(changedMap.get(s.path)!.before?.chars, s.chars).trim()}` : '';
      detail.push(`${i + 1}. ${mdCode(s.path)} — ${mdText(s.scope)}, ${mdText(s.mode)}, ${n(s.chars)} chars${s.survivesCompact ? '' : ', not re-read after /compact'}${s.truncated ? ', **truncated**' : ''}${mark}`);
    });
    for (const rm of x.removed) detail.push(`- ~~${mdCode(rm.path)}~~ no longer loads (was ${n(rm.before?.chars ?? 0)} chars)`);
    for (const b of x.imports.broken) detail.push(`- import ${mdCode(b.path)} from ${mdCode(b.from ?? '?')}${b.line ? `:${b.line}` : ''} is dropped: ${mdText(b.reason)}`);
    detail.push('');
  }
  if (detail.length) blocks.push({ text: `<details><summary>What loads${review ? ' — changed contexts' : ' at launch'}</summary>\n\n${detail.join('\n')}\n</details>`, priority: 4 });

  // path-scoped rules
  const rules = review ? r.rules.filter((x) => x.change) : r.rules;
  if (rules.length) {
    const rows = rules.map((x) => `| ${mdCode(x.path, { table: true })} | ${x.globs.map((g) => mdCode(g, { table: true })).join(' ')} | ${review ? (x.base ?? '—') + ' → ' : ''}${x.head ?? '—'} | ${mdTableCell(x.change ?? (x.head === 0 ? 'dead' : ''))} |`);
    blocks.push({ text: `<details><summary>Path-scoped rules${review ? ' whose reach changed' : ''} (${rules.length})</summary>\n\n| Rule | Globs | Files matched | Change |\n|---|---|---|---|\n${rows.join('\n')}\n</details>`, priority: 4 });
  }

  // memory index
  const mi = r.memoryIndex;
  if (mi && (mi.head || mi.base)) {
    const one = (m: typeof mi.head) => (m ? `${m.lines}/${m.maxLines} lines, ${n(m.chars)}/${n(m.maxChars)} chars${m.truncated ? ' — **truncated**' : ''}` : '—');
    const lines = [`${mdCode(mi.head?.path ?? mi.base!.path)}: ${review ? one(mi.base) + ' → ' : ''}${one(mi.head)}`];
    if (mi.newlyDropped.length) lines.push('', `Entries that now fall off the end (${mi.newlyDropped.length}):`, ...mi.newlyDropped.slice(0, 20).map((e) => `- ${mdCode(truncateChars(e, 120))}`));
    blocks.push({ text: `<details><summary>Memory index</summary>\n\n${lines.join('\n')}\n</details>`, priority: 4 });
  }

  if (r.decisions.length) {
    const rows = r.decisions.flatMap((d) => d.contexts.map((c) => `| ${mdTableCell(d.id)} | ${mdTableCell(c.id)} | ${c.base ? mdTableCell(c.base) + ' → ' : ''}${mdTableCell(c.head)} |`));
    blocks.push({ text: `<details><summary>Decision canaries (${r.decisions.length})</summary>\n\n| Decision | Context | State |\n|---|---|---|\n${rows.join('\n')}\n</details>`, priority: 4 });
  }

  const footer = `<sub>memory-review ${mdText(r.tool.version)} · Claude Code ${mdText(r.claudeCode)} loader semantics · [rule catalogue](https://github.com/memory-review/memory-review#rules) · silence a finding with an HTML comment \`memory-review-disable-next-line RULE\` on the line above</sub>`;
  return assemble(head.join('\n'), blocks, footer, max, o, introduced.length);
}

function assemble(head: string, blocks: Block[], footer: string, max: number, o: MarkdownOptions, findingCount: number): string {
  const join = (bs: Block[], note = '') => [head, ...bs.map((b) => b.text), note, footer].filter(Boolean).join('\n\n');
  let kept = blocks.slice();
  let out = join(kept);
  const dropped: string[] = [];
  while (out.length > max && kept.length) {
    const lowest = kept.reduce((a, b) => (b.priority < a.priority ? b : a));
    if (lowest.priority >= 9) break;
    kept = kept.filter((b) => b !== lowest);
    dropped.push(lowest.text.match(/<summary>([^<]*)<\/summary>|^### (.*)$/m)?.slice(1).find(Boolean) ?? 'a section');
    out = join(kept, truncNote(dropped, o));
  }
  if (out.length > max) {
    // cut the findings list itself, line by line, keeping whole findings
    const fi = kept.findIndex((b) => b.priority >= 9);
    if (fi >= 0) {
      const lines = kept[fi].text.split('\n');
      // keep the longest prefix of whole lines that fits (binary search: each probe renders the body once)
      const render = (k: number) => {
        const shown = findingCount - lines.slice(k).filter((l) => l.startsWith('- ')).length;
        return { shown, text: join(kept.map((b, i) => (i === fi ? { ...b, text: lines.slice(0, k).join('\n') } : b)), truncNote(dropped, o, findingCount - shown)) };
      };
      let lo = 3;
      let hi = lines.length;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (render(mid).text.length <= max) lo = mid;
        else hi = mid - 1;
      }
      // end on a finding boundary (its fix line included)
      while (lo > 3 && lines[lo] !== undefined && lines[lo].startsWith('  <sub>Fix')) lo--;
      const shown = render(lo).shown;
      lines.length = lo;
      kept[fi] = { ...kept[fi], text: lines.join('\n') };
      out = join(kept, truncNote(dropped, o, findingCount - shown));
    }
  }
  if (out.length > max) out = truncateChars(out, Math.max(0, max - 400), `\n\n> ✂️ Report cut at ${n(max)} characters.${hint(o)}`);
  return out;
}

function truncNote(dropped: string[], o: MarkdownOptions, cutFindings = 0): string {
  if (!dropped.length && !cutFindings) return '';
  const what = [dropped.length ? `omitted sections: ${dropped.map(mdText).join(', ')}` : '', cutFindings > 0 ? `${cutFindings} more finding${cutFindings === 1 ? '' : 's'} not shown` : ''].filter(Boolean).join('; ');
  return `> ✂️ This report is longer than fits here (${n(o.maxChars ?? COMMENT_LIMIT)} characters): ${what}.${hint(o) || ' Run `memory-review review --format json` for everything.'}`;
}

function hint(o: MarkdownOptions): string {
  return `${o.fullReportHint ? ' ' + mdText(o.fullReportHint) : ''}${o.fullReportUrl ? ' ' + mdLink('Open the full report', o.fullReportUrl) : ''}`;
}

