/**
 * The GitHub Action: reviews a pull request's memory change (or checks the tree on push/dispatch), posts one
 * sticky comment, annotations and the job summary, writes the JSON and SARIF reports, and fails when
 * findings reach `fail-on`. It never executes anything from the repository: git objects are read through
 * `git ls-tree`/`git cat-file` of the workspace, or through the REST API (no checkout at all).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as actionsCore from '@actions/core';
import { ConfigError } from '../core/config.js';
import { atLeast, type Severity } from '../core/review/catalogue.js';
import type { Report } from '../core/review/review.js';
import { createClient } from '../github/client.js';
import { markerFor, upsertStickyComment, COMMENT_MAX_CHARS, type StickyResult } from '../github/comment.js';
import { suggestionsLogLine, syncSuggestions } from '../github/suggestions.js';
import { publishAnnotations, reportAnnotations } from '../github/checks.js';
import { renderMarkdown } from '../report/markdown.js';
import { annotatable, renderJson, renderSarif, term } from '../report/formats.js';
import { escapeWorkflowData, escapeWorkflowProperty, visibleInvisibles } from '../report/escape.js';
import { review } from '../review.js';
import { apiSource } from '../sources/api.js';
import { openClone } from '../sources/git/index.js';
import type { RepoSource } from '../sources/types.js';
import { VERSION } from '../version.js';
import { readEvent, type Event } from './event.js';
import { InputError, readInputs } from './inputs.js';

/** What the action talks to: @actions/core, the environment and stdout (tests pass their own). */
export interface ActionDeps {
  core: Pick<typeof actionsCore, 'getInput' | 'setSecret' | 'setOutput' | 'setFailed' | 'info' | 'debug'> & { summary: { addRaw(text: string): { write(): Promise<unknown> } } };
  env: NodeJS.ProcessEnv;
  /** Raw stdout (workflow-command annotations). */
  write: (s: string) => void;
}

const defaultDeps = (): ActionDeps => ({ core: actionsCore, env: process.env, write: (s) => process.stdout.write(s) });

/**
 * One log line. `core.info` writes its text to stdout as is, and the runner scans every line of a step's
 * output for workflow commands (`::error::`, `::add-mask::`, `::stop-commands::`, …). File names, relevance
 * reasons, configuration errors and messages from git or the API are chosen by whoever wrote the pull
 * request, so every line the action logs goes through term(): line breaks are written `\n`, invisible and
 * bidi characters become visible markers, and a line never starts with `::`.
 */
export function logLine(message: string): string {
  return term(message);
}

/** How many relevance reasons the log names. */
const REASONS_SHOWN = 5;

/** Why a pull request's change is memory-relevant (the reasons name repository files), as one log line. */
export function relevanceLine(reasons: readonly string[]): string {
  const more = reasons.length > REASONS_SHOWN ? ` (+${reasons.length - REASONS_SHOWN} more)` : '';
  return logLine(`Memory-relevant: ${reasons.slice(0, REASONS_SHOWN).join('; ')}${more}`);
}

/** core.info through logLine: file names, reasons and error texts in a message cannot forge a workflow command. */
function info(d: ActionDeps, message: string): void {
  d.core.info(logLine(message));
}

function outputs(d: ActionDeps, r: Report | undefined, files: { json?: string; sarif?: string }, commentUrl: string, changed: boolean): void {
  const c = r?.summary.counts ?? { error: 0, warning: 0, notice: 0 };
  const i = r?.summary.introduced ?? { error: 0, warning: 0, notice: 0 };
  d.core.setOutput('errors', c.error);
  d.core.setOutput('warnings', c.warning);
  d.core.setOutput('notices', c.notice);
  d.core.setOutput('introduced-errors', i.error);
  d.core.setOutput('introduced-warnings', i.warning);
  d.core.setOutput('introduced-notices', i.notice);
  d.core.setOutput('verdict', r?.summary.state ?? 'Healthy');
  d.core.setOutput('changed', String(changed));
  d.core.setOutput('failed', String(r?.summary.failed ?? false));
  d.core.setOutput('report-json', files.json ?? '');
  d.core.setOutput('sarif', files.sarif ?? '');
  d.core.setOutput('comment-url', commentUrl);
}

function writeReports(d: ActionDeps, r: Report): { json: string; sarif: string } {
  const dir = path.join(d.env.RUNNER_TEMP || os.tmpdir(), 'memory-review');
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'report.json');
  const sarif = path.join(dir, 'memory-review.sarif');
  fs.writeFileSync(json, renderJson(r));
  fs.writeFileSync(sarif, renderSarif(r));
  return { json, sarif };
}


/** Workflow-command annotations: GitHub shows at most 10 per type per step, so the rest only go to the log. */
function commandAnnotations(d: ActionDeps, r: Report): void {
  const shown: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of annotatable(r)) {
    if (shown[f.severity]++ >= 10) continue;
    const l = f.locations.find((x) => !x.path.startsWith('~') && !x.path.startsWith('/'));
    const props = [l ? `file=${escapeWorkflowProperty(l.path)}` : '', l?.line ? `line=${l.line}` : '', l?.endLine ? `endLine=${l.endLine}` : '', `title=${escapeWorkflowProperty(`memory-review ${f.rule}`)}`].filter(Boolean).join(',');
    d.write(`::${f.severity} ${props}::${escapeWorkflowData(visibleInvisibles(`${f.message}\nFix: ${f.hint}`))}\n`);
  }
  const over = (Object.keys(shown) as Severity[]).filter((s) => shown[s] > 10);
  if (over.length) info(d, `Annotations beyond 10 per type are not shown by GitHub for workflow commands: ${over.map((s) => `${shown[s] - 10} more ${s}s`).join(', ')} (see the job summary).`);
}

/** Runs the action; failures are reported through `setFailed` (exit code 2 for input and configuration errors). */
export async function run(d: ActionDeps = defaultDeps()): Promise<void> {
  try {
    await runAction(d);
  } catch (e) {
    if (e instanceof ConfigError) {
      d.core.setFailed(logLine(`memory-review: configuration error: ${e.message}`));
      process.exitCode = 2;
    } else if (e instanceof InputError) {
      d.core.setFailed(logLine(`memory-review: ${e.message}`));
      process.exitCode = 2;
    } else {
      d.core.setFailed(logLine(`memory-review failed: ${e instanceof Error ? e.message : String(e)}`));
      if (e instanceof Error && e.stack) d.core.debug(e.stack);
    }
  }
}

/** The workspace's git objects when present (fetching missing commits), else the REST API. */
async function chooseSource(d: ActionDeps, inp: ReturnType<typeof readInputs>, ev: Event, octokit: ReturnType<typeof createClient> | undefined, wanted: string[]): Promise<RepoSource> {
  let source: RepoSource | undefined;
  if (inp.source !== 'api' && !(inp.source === 'auto' && ev.name === 'pull_request_target')) source = await openClone(inp.workingDirectory, wanted, (m) => info(d, m));
  if (source) return source;
  if (inp.source === 'git') throw new InputError(`source: git, but ${inp.workingDirectory} has no git clone with ${wanted.map((s) => s.slice(0, 12)).join(' and ')}`);
  if (!octokit) throw new InputError('no git clone in the workspace and no github-token for the REST API');
  return apiSource(octokit, { owner: ev.owner, repo: ev.repo });
}

async function runAction(d: ActionDeps): Promise<void> {
  const { core, env } = d;
  const started = performance.now();
  // masked first, before anything else can fail (the runner masks a secret it passed, not a computed token)
  const token = core.getInput('github-token');
  if (token) core.setSecret(token);
  const inp = readInputs((name) => core.getInput(name), env);
  const ev = readEvent(env);
  const octokit = inp.token ? createClient({ token: inp.token, baseUrl: env.GITHUB_API_URL, log: (m) => info(d, m), ...(env.MEMORY_REVIEW_TEST_FAST === '1' ? { retryBaseMs: 10, writeIntervalMs: 0 } : {}) }) : undefined;
  const headSha = ev.pr?.headSha ?? ev.sha;
  if (!headSha) throw new InputError('no commit to review: GITHUB_SHA is not set and the event has no pull request');

  const source = await chooseSource(d, inp, ev, octokit, ev.pr ? [ev.pr.baseSha, ev.pr.headSha] : [headSha]);
  info(d, `memory-review ${VERSION}: reading the repository through ${source.kind === 'git' ? 'the workspace git objects' : 'the REST API'}`);
  try {
    // the configuration is read from the base of a pull request: the change under review cannot relax it
    const mb = ev.pr ? await source.mergeBase!(ev.pr.baseSha, ev.pr.headSha) : undefined;
    const outcome = await review(source, {
      base: mb,
      head: headSha,
      labels: { base: mb && `base ${mb.slice(0, 7)}`, head: ev.pr ? `head ${headSha.slice(0, 7)}` : headSha.slice(0, 7) },
      configPath: inp.config,
      entries: inp.entries,
      failOn: inp.failOn,
      failScope: inp.failScope,
      fastPath: true,
    });
    if (!outcome.report) {
      // fast path: nothing memory-related changed
      const changed = outcome.changed;
      info(d, `No memory-relevant change in ${changed} changed file(s); passing in ${Math.round(performance.now() - started)} ms.`);
      await writeSummary(d, () => `### 🧠 memory-review\n\nNo memory-relevant change in this pull request (${changed} file(s) changed).\n`);
      let url = '';
      if (ev.pr && inp.comment && octokit) {
        const res = await upsertStickyComment(octokit, { owner: ev.owner, repo: ev.repo, issue_number: ev.pr.number, marker: markerFor(), body: `## 🧠 memory-review\n\nNo memory-relevant change since the last review (${changed} file(s) changed at ${headSha.slice(0, 7)}).`, mode: 'update-only' });
        url = res.url ?? '';
        logSticky(d, res, ev.pr.fork);
      }
      outputs(d, undefined, {}, url, false);
      return;
    }
    const report = outcome.report;
    if (outcome.relevance) core.info(relevanceLine(outcome.relevance.reasons));
    info(d, `Reviewed in ${Math.round(performance.now() - started)} ms through ${source.stats()}.`);
    const files = writeReports(d, report);
    const serverUrl = env.GITHUB_SERVER_URL || 'https://github.com';
    const linkBase = `${serverUrl}/${ev.owner}/${ev.repo}/blob/${headSha}/`;
    const runUrl = env.GITHUB_RUN_ID ? `${serverUrl}/${ev.owner}/${ev.repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
    // job summary: the full report (the summary holds up to 1 MiB)
    await writeSummary(d, (maxChars) => renderMarkdown(report, { linkBase, maxChars, fullReportHint: 'Everything is in the JSON report (the report-json output: upload it as an artifact to keep it).' }));

    let commentUrl = '';
    if (ev.pr && inp.comment) {
      if (!octokit) info(d, 'No github-token: the review is in the job summary only.');
      else {
        const body = renderMarkdown(report, { linkBase, maxChars: COMMENT_MAX_CHARS - 200, fullReportHint: 'The full report is in the job summary of the workflow run.', ...(runUrl ? { fullReportUrl: runUrl } : {}) });
        const mode = report.summary.changed || report.findings.some((f) => !f.suppressed && f.introduced) ? 'upsert' : 'update-only';
        const res = await upsertStickyComment(octokit, { owner: ev.owner, repo: ev.repo, issue_number: ev.pr.number, marker: markerFor(), body, mode });
        commentUrl = res.url ?? '';
        logSticky(d, res, ev.pr.fork);
      }
    }

    if (ev.pr && inp.suggestions && octokit) info(d, suggestionsLogLine(await syncSuggestions(octokit, { owner: ev.owner, repo: ev.repo, pull_number: ev.pr.number, head_sha: headSha, findings: report.findings }), ev.pr.fork));

    if (inp.annotations) {
      const list = annotatable(report);
      let done = false;
      if (octokit && list.length) {
        const anns = reportAnnotations(report);
        const c = report.summary.counts;
        const res = await publishAnnotations(octokit, {
          owner: ev.owner,
          repo: ev.repo,
          head_sha: headSha,
          name: 'memory-review annotations',
          title: `${c.error} error(s), ${c.warning} warning(s), ${c.notice} notice(s)`,
          summary: `Findings of memory-review ${VERSION}${report.mode === 'review' ? ' introduced by this pull request' : ''}. The full report is in the job summary${runUrl ? ` of ${runUrl}` : ''}.`,
          conclusion: report.summary.failed ? 'failure' : 'neutral',
          annotations: anns,
        });
        done = res.ok;
        if (!res.ok) info(d, `Checks API annotations not published (${res.reason} ${res.status ?? ''}); falling back to workflow commands.`);
        else info(d, `Published ${res.annotations} annotation(s) in ${res.batches} batch(es)${res.dropped ? ` (${res.dropped} left out: over the limit, or without a line)` : ''}${res.url ? `: ${res.url}` : ''}`);
      }
      if (!done) commandAnnotations(d, report);
    }
    outputs(d, report, files, commentUrl, report.summary.changed || report.mode === 'check');
    const counting = report.findings.filter((f) => !f.suppressed && (report.mode === 'check' || report.summary.failScope === 'all' || f.introduced));
    if (report.summary.failed)
      core.setFailed(`memory-review: ${counting.filter((f) => atLeast(f.severity, report.summary.failOn)).length} finding(s) at or above ${report.summary.failOn}${report.mode === 'review' && report.summary.failScope === 'introduced' ? ' introduced by this pull request' : ''}.`);
    else info(d, `memory-review: ${report.summary.state}; ${report.summary.failOn === 'never' ? 'fail-on is never' : `nothing at or above ${report.summary.failOn}`}.`);
  } finally {
    source.close();
  }
}

/** One log line on what became of the sticky comment; a token that cannot write says why, once. */
function logSticky(d: ActionDeps, res: StickyResult, fork: boolean): void {
  if (res.action === 'failed')
    info(
      d,
      `Not posting the review comment: ${res.reason === 'forbidden' || res.reason === 'not-found' ? `the token cannot write to pull requests (HTTP ${res.status}${fork ? ', a fork pull request with a read-only token' : ''}). The review is in the job summary and the annotations. See the README for the pull_request_target and workflow_run setups.` : `${res.reason} ${res.status ?? ''} ${res.message ?? ''}`}`,
    );
  else if (res.action === 'skipped') info(d, 'No sticky comment: nothing to report that is new, and there is no earlier comment to update.');
  else info(d, `Sticky comment ${res.action}${res.url ? `: ${res.url}` : ''}${res.deletedDuplicates ? ` (removed ${res.deletedDuplicates} duplicate(s))` : ''}`);
}

/** GitHub drops a step summary over 1 MiB (bytes, not characters) entirely: the markdown is cut to fit. */
const SUMMARY_MAX_BYTES = 1_000_000;

async function writeSummary(d: ActionDeps, render: (maxChars: number) => string): Promise<void> {
  if (!d.env.GITHUB_STEP_SUMMARY) {
    info(d, 'GITHUB_STEP_SUMMARY is not set: no job summary.');
    return;
  }
  let max = 900_000;
  let text = render(max);
  for (let bytes = Buffer.byteLength(text); bytes > SUMMARY_MAX_BYTES && max > 10_000; bytes = Buffer.byteLength(text)) {
    max = Math.floor((max * SUMMARY_MAX_BYTES * 0.95) / bytes);
    text = render(max);
  }
  await d.core.summary.addRaw(text).write();
}

