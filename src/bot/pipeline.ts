/**
 * The bot's one call site of the review pipeline and of the posting code it shares with the action:
 * a pull request's base (the merge base) and head read through the REST API, the configuration from the
 * base, the same report, then the check run (with its annotations) and the sticky comment.
 */
import { ConfigError } from '../core/config.js';
import { isMemoryFile } from '../core/memoryPaths.js';
import type { Report } from '../core/review/review.js';
import { publishAnnotations, reportAnnotations, type PublishResult } from '../github/checks.js';
import type { Octokit } from '../github/client.js';
import { COMMENT_MAX_CHARS, markerFor, upsertStickyComment, type StickyResult } from '../github/comment.js';
import { syncSuggestions, type SuggestionResult } from '../github/suggestions.js';
import { renderMarkdown } from '../report/markdown.js';
import { review } from '../review.js';
import { apiSource } from '../sources/api.js';
import { VERSION } from '../version.js';
import { CHECK_NAME } from './events.js';

export interface PullTarget {
  owner: string;
  repo: string;
  number: number;
  baseSha: string;
  headSha: string;
}

export type Reviewed =
  | { kind: 'report'; report: Report; mergeBase: string; read: string }
  | { kind: 'no-memory'; files: number; mergeBase: string; read: string }
  /** Nothing that matters to memory changed (the pipeline's fast path). */
  | { kind: 'unchanged'; changed: number; mergeBase: string; read: string }
  | { kind: 'config-error'; message: string; mergeBase: string; read: string };

/** Reviews a pull request at `headSha` through the REST API only (the review pipeline over the API source). */
export async function reviewPull(octokit: Octokit, t: PullTarget): Promise<Reviewed> {
  const source = apiSource(octokit, { owner: t.owner, repo: t.repo });
  // the head's listing and the merge base at once (each is a round trip); the source keeps what it listed
  const [head, mb] = await Promise.all([source.open(t.headSha), source.mergeBase!(t.baseSha, t.headSha)]);
  const base = await source.open(mb);
  const [baseFiles, headFiles] = await Promise.all([base.tree.listFiles(), head.tree.listFiles()]);
  if (!headFiles.some(isMemoryFile) && !baseFiles.some(isMemoryFile)) return { kind: 'no-memory', files: headFiles.length, mergeBase: mb, read: source.stats() };
  try {
    const out = await review(source, { base: mb, head: t.headSha, labels: { base: `base ${mb.slice(0, 7)}`, head: `head ${t.headSha.slice(0, 7)}` }, fastPath: true });
    if (!out.report) return { kind: 'unchanged', changed: out.changed, mergeBase: mb, read: source.stats() };
    return { kind: 'report', report: out.report, mergeBase: mb, read: source.stats() };
  } catch (e) {
    if (e instanceof ConfigError) return { kind: 'config-error', message: e.message, mergeBase: mb, read: source.stats() };
    throw e;
  } finally {
    source.close();
  }
}

export interface Posted {
  check: PublishResult;
  comment?: StickyResult;
  suggestions?: SuggestionResult;
  /** Posting stopped because a newer head was queued (after the check run, before the comment). */
  superseded?: boolean;
}

/** github.com for api.github.com; https://HOST for GitHub Enterprise Server's https://HOST/api/v3. */
export function webUrl(apiUrl: string): string {
  const u = new URL(apiUrl);
  if (u.hostname === 'api.github.com') return 'https://github.com';
  return `${u.protocol}//${u.host}`;
}

/**
 * Posts a review: the `memory-review` check run on the head commit (conclusion from fail-on, the report as
 * its summary, annotations in batches of 50), the sticky comment and the suggested changes. `current` is
 * asked before the comment and before the suggestions: a head superseded meanwhile posts no more (the newer
 * review writes them).
 */
export async function publishReview(octokit: Octokit, t: PullTarget, r: Reviewed, o: { webUrl: string; author?: string; current: () => Promise<boolean> }): Promise<Posted> {
  const { owner, repo, headSha } = t;
  const linkBase = `${o.webUrl}/${owner}/${repo}/blob/${headSha}/`;
  if (r.kind !== 'report') {
    // a check without annotations, and no new comment
    const [conclusion, title, summary] =
      r.kind === 'unchanged'
        ? (['success', 'No memory-relevant change', `memory-review ${VERSION}: none of the ${r.changed} changed file(s) matters to what Claude Code loads.`] as const)
        : r.kind === 'no-memory'
          ? (['success', 'No memory files', `memory-review ${VERSION}: this repository has no CLAUDE.md, AGENTS.md, MEMORY.md or .claude/ rules at either commit (${r.files} files at the head): nothing to review.`] as const)
          : (['failure', 'Configuration error', `memory-review ${VERSION}: the configuration of the base commit cannot be used:\n\n${'```'}\n${r.message.replace(/`/g, "'")}\n${'```'}`] as const);
    const check = await publishAnnotations(octokit, { owner, repo, head_sha: headSha, name: CHECK_NAME, annotations: [], conclusion, title, summary });
    if (r.kind !== 'unchanged') return { check };
    if (!(await o.current())) return { check, superseded: true };
    // an earlier review's comment says so
    const body = `## 🧠 memory-review\n\nNo memory-relevant change since the last review (${r.changed} file(s) changed at ${headSha.slice(0, 7)}).`;
    const comment = await upsertStickyComment(octokit, { owner, repo, issue_number: t.number, marker: markerFor(), body, mode: 'update-only', ...(o.author ? { author: o.author } : {}) });
    return { check, comment };
  }
  const report = r.report;
  const c = report.summary.counts;
  const check = await publishAnnotations(octokit, {
    owner,
    repo,
    head_sha: headSha,
    name: CHECK_NAME,
    title: `${report.summary.state}: ${c.error} error(s), ${c.warning} warning(s), ${c.notice} notice(s)`,
    summary: renderMarkdown(report, { linkBase, maxChars: 65_000, fullReportHint: 'Run `memory-review review` locally for the full report.' }),
    conclusion: report.summary.failed ? 'failure' : 'success',
    annotations: reportAnnotations(report),
  });
  if (!(await o.current())) return { check, superseded: true };
  const body = renderMarkdown(report, { linkBase, maxChars: COMMENT_MAX_CHARS - 200, fullReportHint: 'The full report is in the memory-review check run.', ...(check.url ? { fullReportUrl: check.url } : {}) });
  const mode = report.summary.changed || report.findings.some((f) => !f.suppressed && f.introduced) ? 'upsert' : 'update-only';
  const comment = await upsertStickyComment(octokit, { owner, repo, issue_number: t.number, marker: markerFor(), body, mode, ...(o.author ? { author: o.author } : {}) });
  if (!(await o.current())) return { check, comment, superseded: true };
  // mechanical fixes as suggested changes, in the same one review the action keeps (only when some are offered)
  const suggestions = report.findings.some((f) => !f.suppressed && f.introduced && f.fixes?.length) ? await syncSuggestions(octokit, { owner, repo, pull_number: t.number, head_sha: headSha, findings: report.findings, ...(o.author ? { author: o.author } : {}) }) : undefined;
  return { check, comment, ...(suggestions ? { suggestions } : {}) };
}
