/**
 * Machine and terminal formats of the report: JSON, SARIF 2.1.0 (code scanning), GitHub workflow-command
 * annotations, and plain text.
 */
import { createHash } from 'node:crypto';
import type { Severity } from '../core/review/catalogue.js';
import { RULE_METAS } from '../rules/index.js';
import type { Report } from '../core/review/review.js';
import type { Finding } from '../core/review/types.js';
import { escapeWorkflowData, escapeWorkflowProperty, groupDigits, visibleInvisibles } from './escape.js';

export function renderJson(r: Report): string {
  return JSON.stringify(r, null, 2) + '\n';
}

const SARIF_LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', notice: 'note' };

function inRepo(path: string): boolean {
  return !path.startsWith('~') && !path.startsWith('/');
}

/** The findings annotated on a pull request: introduced ones in a review, all in a check. */
export function annotatable(r: Report): Finding[] {
  return r.findings.filter((f) => !f.suppressed && (r.mode === 'check' || f.introduced));
}

export function renderSarif(r: Report): string {
  const results = r.findings
    .filter((f) => !f.suppressed)
    .map((f) => {
      const locs = f.locations.filter((l) => inRepo(l.path));
      return {
        ruleId: f.rule,
        ruleIndex: RULE_METAS.findIndex((x) => x.id === f.rule),
        level: SARIF_LEVEL[f.severity],
        message: { text: f.message },
        locations: locs.slice(0, 1).map((l) => ({
          physicalLocation: {
            artifactLocation: { uri: l.path.split('/').map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' },
            ...(l.line ? { region: { startLine: l.line, ...(l.endLine && l.endLine >= l.line ? { endLine: l.endLine } : {}) } } : {}),
          },
        })),
        ...(locs.length > 1
          ? {
              relatedLocations: locs.slice(1).map((l, i) => ({
                id: i + 1,
                physicalLocation: { artifactLocation: { uri: l.path.split('/').map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' }, ...(l.line ? { region: { startLine: l.line } } : {}) },
              })),
            }
          : {}),
        partialFingerprints: { 'memoryReview/v1': createHash('sha256').update(`${f.rule}\0${f.locations[0]?.path ?? ''}\0${f.key}`).digest('hex').slice(0, 32) },
        ...(r.mode === 'review' ? { baselineState: f.introduced ? 'new' : 'unchanged' } : {}),
        properties: { contexts: f.contexts, hint: f.hint, ...(f.confidence ? { confidence: f.confidence, reason: f.reason } : {}) },
      };
    });
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'memory-review',
            version: r.tool.version,
            semanticVersion: r.tool.version,
            informationUri: 'https://github.com/memory-review/memory-review',
            rules: RULE_METAS.map((x) => ({
              id: x.id,
              name: x.id.replace(/(^|-)(\w)/g, (_m, _d: string, c: string) => c.toUpperCase()),
              shortDescription: { text: x.title },
              fullDescription: { text: x.why },
              help: { text: x.fix },
              helpUri: x.docs,
              defaultConfiguration: { level: SARIF_LEVEL[x.severity] },
            })),
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { uri: 'file:///' } },
        results,
        properties: { claudeCode: r.claudeCode, mode: r.mode },
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}

const WF: Record<Severity, string> = { error: 'error', warning: 'warning', notice: 'notice' };

/** GitHub workflow commands (`::error file=…,line=…,title=…::message`), escaped. */
export function renderGithub(r: Report): string {
  return (
    annotatable(r)
      .map((f) => {
        const l = f.locations.find((x) => inRepo(x.path));
        const props = [l ? `file=${escapeWorkflowProperty(l.path)}` : '', l?.line ? `line=${l.line}` : '', l?.endLine ? `endLine=${l.endLine}` : '', `title=${escapeWorkflowProperty(`memory-review ${f.rule}`)}`].filter(Boolean).join(',');
        return `::${WF[f.severity]} ${props}::${escapeWorkflowData(visibleInvisibles(`${f.message}\nFix: ${f.hint}`))}`;
      })
      .join('\n') + '\n'
  );
}

const n = groupDigits;

/**
 * A value from the repository made safe for a terminal or a CI log: invisible, bidi and control characters
 * become visible markers and line breaks are written `\n`, so a file name cannot forge a line (or a
 * workflow command) of its own.
 */
export function term(s: string): string {
  return visibleInvisibles(s.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, ' ')).replace(/^::/, ':\u200b:');
}

export function renderText(r: Report): string {
  const out: string[] = [];
  const review = r.mode === 'review';
  const c = r.summary.counts;
  out.push(`memory-review ${r.tool.version} (Claude Code ${r.claudeCode} semantics) — ${review ? `${term(r.base!.label)} → ${term(r.head.label)}` : term(r.head.label)}`);
  out.push(`Verdict: ${r.summary.state}; ${c.error} error(s), ${c.warning} warning(s), ${c.notice} notice(s)${review ? `; introduced: ${r.summary.introduced.error}/${r.summary.introduced.warning}/${r.summary.introduced.notice}` : ''}; ${r.summary.failed ? 'FAILED' : 'passed'} (fail-on ${r.summary.failOn})`);
  if (review && !r.summary.changed) out.push('No memory-relevant change.');
  out.push('', 'Contexts:');
  for (const x of r.contexts) {
    const t = x.head ?? x.base;
    out.push(`  [${x.verdict.state}] ${term(x.label)}: ${review && x.base ? `${n(x.base.chars)} → ` : ''}${n(t?.chars ?? 0)} chars, ${t?.files ?? 0} files${x.added.length ? `, +${x.added.length}` : ''}${x.removed.length ? `, -${x.removed.length}` : ''}${x.changed.length ? `, ~${x.changed.length}` : ''}`);
  }
  const live = r.findings.filter((f) => !f.suppressed);
  if (live.length) {
    out.push('', 'Findings:');
    for (const f of live) {
      const l = f.locations[0];
      out.push(`  ${f.severity.padEnd(7)} ${f.rule}  ${l ? term(l.path) + (l.line ? ':' + l.line : '') : ''}${review && !f.introduced ? '  (pre-existing)' : ''}`);
      out.push(`          ${term(f.message)}`);
      if (f.confidence) out.push(`          ${f.confidence}: ${term(f.reason ?? '')}`);
      out.push(`          fix: ${term(f.hint)}`);
    }
  }
  const sup = r.findings.length - live.length;
  if (sup) out.push('', `${sup} finding(s) suppressed by configuration or inline comments.`);
  return out.join('\n') + '\n';
}
