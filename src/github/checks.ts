// Line annotations through the Checks API. Workflow commands (::warning file=…) are capped at 10 per type
// per step; a check run takes any number, 50 per request: the run is created with the first 50 and updated
// with the rest, 50 at a time (GitHub appends them), and completed with the last batch.
//
// Only tokens of GitHub Apps with checks: write can create check runs (GITHUB_TOKEN usually can; a fork pull
// request's read-only token cannot; personal access tokens never can): that is an outcome, not an exception.
import { randomUUID } from 'node:crypto';
import type { Octokit } from '@octokit/rest';
import type { Severity } from '../core/review/catalogue.js';
import type { Report } from '../core/review/review.js';
import { annotatable } from '../report/formats.js';
import { failureOf, isHttpError, isUncertainWrite, settingsOf, sleep, type FailureReason } from './client.js';

export interface Annotation {
  /** Repository-relative path. */
  path: string;
  start_line: number;
  end_line: number;
  /** Only when start_line === end_line. */
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  raw_details?: string;
}

const LEVEL: Record<Severity, Annotation['annotation_level']> = { error: 'failure', warning: 'warning', notice: 'notice' };

/** A report's annotatable findings as check-run annotations (those located in the repository). */
export function reportAnnotations(report: Report): Annotation[] {
  const anns: Annotation[] = [];
  for (const f of annotatable(report)) {
    const l = f.locations.find((x) => !x.path.startsWith('~') && !x.path.startsWith('/'));
    if (!l) continue;
    anns.push({ path: l.path, start_line: l.line ?? 1, end_line: l.endLine ?? l.line ?? 1, annotation_level: LEVEL[f.severity], message: `${f.message}\nFix: ${f.hint}`, title: `memory-review ${f.rule}` });
  }
  return anns;
}

export type Conclusion = 'success' | 'failure' | 'neutral';

export interface PublishOptions {
  owner: string;
  repo: string;
  /** The commit to annotate: a pull request's head sha, not the merge commit GITHUB_SHA points at. */
  head_sha: string;
  name: string;
  title: string;
  /** Markdown, at most 65,535 characters (cut to fit). */
  summary: string;
  /** Optional details below the summary, same limit. */
  text?: string;
  conclusion: Conclusion;
  annotations: Annotation[];
  details_url?: string;
  /** Annotations past this many are dropped (default 1000: 20 requests). */
  maxAnnotations?: number;
}

export interface PublishResult {
  ok: boolean;
  id?: number;
  url?: string;
  /** Requests that carried annotations (the create and each update). */
  batches: number;
  /** Annotations GitHub accepted. */
  annotations: number;
  /** Annotations left out: invalid (no path, no line) or over maxAnnotations. */
  dropped: number;
  reason?: FailureReason;
  status?: number;
  message?: string;
}

export const ANNOTATIONS_PER_REQUEST = 50;
export const CHECK_TEXT_MAX_CHARS = 65_535;
export const ANNOTATION_MESSAGE_MAX_BYTES = 65_535;
export const ANNOTATION_TITLE_MAX_CHARS = 255;

/** The longest prefix of s whose UTF-8 encoding fits in maxBytes, never splitting a character. */
function clipBytes(s: string, maxBytes: number): string {
  if (Buffer.byteLength(s) <= maxBytes) return s;
  let cut = Buffer.from(s).subarray(0, maxBytes).toString('utf8');
  // a character split by the byte cut decodes as U+FFFD at the end: drop it
  if (cut.endsWith('\uFFFD') && !s.startsWith(cut)) cut = cut.slice(0, -1);
  return cut;
}

function clipChars(s: string, max: number, notice = '…'): string {
  if (s.length <= max) return s;
  let cut = s.slice(0, max - notice.length);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut + notice;
}

/** A valid annotation within the API's limits, or undefined when it cannot be made valid. */
export function clampAnnotation(a: Annotation): Annotation | undefined {
  if (!a.path || !a.message || !Number.isFinite(a.start_line)) return undefined;
  const start = Math.max(1, Math.floor(a.start_line));
  const end = Math.max(start, Math.floor(Number.isFinite(a.end_line) ? a.end_line : start));
  const out: Annotation = {
    path: a.path.replace(/^\.?\/+/, ''),
    start_line: start,
    end_line: end,
    annotation_level: a.annotation_level,
    message: clipBytes(a.message, ANNOTATION_MESSAGE_MAX_BYTES),
  };
  if (start === end && a.start_column !== undefined && a.start_column >= 1) {
    out.start_column = Math.floor(a.start_column);
    if (a.end_column !== undefined) out.end_column = Math.max(out.start_column, Math.floor(a.end_column));
  }
  if (a.title) out.title = clipChars(a.title, ANNOTATION_TITLE_MAX_CHARS);
  if (a.raw_details) out.raw_details = clipBytes(a.raw_details, ANNOTATION_MESSAGE_MAX_BYTES);
  return out;
}

/**
 * Creates a completed check run on head_sha carrying every annotation. Never throws for an HTTP failure:
 * `ok: false` with the reason ('forbidden' for 403: no checks: write; 'not-found' for 404: no access).
 * A create or update that fails with a 5xx or a network error may have been applied: the create is matched by
 * a unique external_id and an update by the run's annotation count before anything is sent again. A run
 * that fails midway is completed with the summary saying how many annotations are missing.
 */
export async function publishAnnotations(octokit: Octokit, o: PublishOptions): Promise<PublishResult> {
  const { owner, repo, head_sha, name } = o;
  const { log, retries, retryBaseMs } = settingsOf(octokit);
  const valid = o.annotations.map(clampAnnotation).filter((a): a is Annotation => !!a);
  const kept = valid.slice(0, o.maxAnnotations ?? 1000);
  const dropped = o.annotations.length - kept.length;
  const batches: Annotation[][] = [];
  for (let i = 0; i < kept.length; i += ANNOTATIONS_PER_REQUEST) batches.push(kept.slice(i, i + ANNOTATIONS_PER_REQUEST));
  if (!batches.length) batches.push([]);
  const title = clipChars(o.title, 255);
  const summary = clipChars(o.summary, CHECK_TEXT_MAX_CHARS, '\n\n…');
  const text = o.text === undefined ? undefined : clipChars(o.text, CHECK_TEXT_MAX_CHARS, '\n\n…');
  const output = (annotations: Annotation[], summaryText = summary) => ({ title, summary: summaryText, ...(text !== undefined ? { text } : {}), annotations });
  const completion = () => ({ status: 'completed' as const, conclusion: o.conclusion, completed_at: new Date().toISOString() });
  const backoff = (attempt: number) => sleep(retryBaseMs * (attempt + 1) ** 2);

  let id: number | undefined;
  let url: string | undefined;
  let sent = 0;
  let done = 0;
  const result = (extra: Partial<PublishResult>): PublishResult => ({ ok: false, id, url, batches: done, annotations: sent, dropped, ...extra });

  // 1. create, with the first batch (and completed right away when it is the only one)
  const externalId = `memory-review-${randomUUID()}`;
  const single = batches.length === 1;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const { data } = await octokit.rest.checks.create({
          owner,
          repo,
          name,
          head_sha,
          external_id: externalId,
          ...(o.details_url ? { details_url: o.details_url } : {}),
          started_at: new Date().toISOString(),
          ...(single ? completion() : { status: 'in_progress' as const }),
          output: output(batches[0]),
          request: { retries: 0 },
        });
        id = data.id;
        url = data.html_url ?? undefined;
        break;
      } catch (e) {
        if (!isUncertainWrite(e) || attempt >= retries) throw e;
        log(`creating check run "${name}" failed (${failureOf(octokit, e)?.message}); checking whether it was created`);
        await backoff(attempt);
        const { data } = await octokit.rest.checks.listForRef({ owner, repo, ref: head_sha, check_name: name, filter: 'all', per_page: 100 });
        const found = data.check_runs.find((r) => r.external_id === externalId);
        if (found) {
          id = found.id;
          url = found.html_url ?? undefined;
          break;
        }
      }
    }
  } catch (e) {
    const f = failureOf(octokit, e);
    if (!f) throw e;
    return result(f);
  }
  sent = batches[0].length;
  done = 1;

  // 2. the other batches; the last one completes the run
  const checkRunId = id;
  try {
    for (let i = 1; i < batches.length; i++) {
      const last = i === batches.length - 1;
      for (let attempt = 0; ; attempt++) {
        try {
          await octokit.rest.checks.update({ owner, repo, check_run_id: checkRunId, ...(last ? completion() : {}), output: output(batches[i]), request: { retries: 0 } });
          break;
        } catch (e) {
          if (!isUncertainWrite(e) || attempt >= retries) throw e;
          log(`adding annotations to check run ${checkRunId} failed (${failureOf(octokit, e)?.message}); checking whether they were added`);
          await backoff(attempt);
          const count = (await octokit.rest.checks.get({ owner, repo, check_run_id: checkRunId })).data.output.annotations_count;
          if (count === sent + batches[i].length) break; // it had been applied
          if (count !== sent) throw e; // neither before nor after: do not guess
        }
      }
      sent += batches[i].length;
      done++;
    }
  } catch (e) {
    const f = failureOf(octokit, e);
    if (!f) throw e;
    // do not leave the run in progress forever: complete it, saying what is missing
    try {
      const note = `\n\n**${kept.length - sent} of ${kept.length} annotations could not be uploaded** (${f.status ?? 'network'} ${f.message}).`;
      await octokit.rest.checks.update({ owner, repo, check_run_id: checkRunId, ...completion(), output: output([], clipChars(summary, CHECK_TEXT_MAX_CHARS - note.length) + note) });
    } catch (e2) {
      if (!isHttpError(e2)) throw e2;
      log(`completing check run ${checkRunId} failed: ${failureOf(octokit, e2)?.message}`);
    }
    return result(f);
  }
  return { ok: true, id, url, batches: done, annotations: sent, dropped };
}
