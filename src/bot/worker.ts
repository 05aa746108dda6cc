/**
 * Runs one review job: an installation token for the job's installation (the GitHub App's JWT flow, by
 * @octokit/app), a REST client with retries and rate-limit handling on it, then the pipeline. Every step is
 * logged with the delivery id, the repository and timings; a newer head of the same pull request stops the
 * job before it posts anything.
 */
import { App } from '@octokit/app';
import { Octokit as RestOctokit } from '@octokit/rest';
import { createClient, failureOf, type Octokit } from '../github/client.js';
import type { BotConfig } from './config.js';
import type { ReviewJob } from './events.js';
import { errorText, type Logger } from './log.js';
import { publishReview, reviewPull, webUrl } from './pipeline.js';
import type { Processor } from './queue.js';

/** A job that failed for a reason a later attempt may not have (5xx, network): the Redis queue retries it. */
export class RetryableError extends Error {}

export function createApp(cfg: BotConfig, log: Logger): App {
  const warn = (...a: unknown[]): void => log.warn(a.map((x) => (x instanceof Error ? errorText(x) : String(x))).join(' '));
  return new App({
    appId: cfg.appId,
    privateKey: cfg.privateKey,
    Octokit: RestOctokit.defaults({ baseUrl: cfg.apiUrl, userAgent: 'memory-review-bot' }),
    log: { debug: () => undefined, info: () => undefined, warn, error: warn },
  });
}

/** An installation access token (cached by @octokit/auth-app until shortly before it expires). */
async function installationToken(app: App, installationId: number): Promise<string> {
  const auth = (await app.octokit.auth({ type: 'installation', installationId })) as { token: string };
  return auth.token;
}

const statusOf = (e: unknown): number | undefined => {
  const s = (e as { status?: unknown }).status;
  return typeof s === 'number' ? s : undefined;
};

export function createProcessor(app: App, cfg: BotConfig, baseLog: Logger, hooks: { onPosted?: (job: ReviewJob, ms: number) => void } = {}): Processor {
  const web = webUrl(cfg.apiUrl);
  let slug: Promise<string | undefined> | undefined;
  /** The login the app comments as (e.g. memory-review[bot]): the sticky comment is the one it wrote. */
  const author = (): Promise<string | undefined> =>
    (slug ??= app.octokit.request('GET /app').then(
      (r) => (r.data?.slug ? `${r.data.slug}[bot]` : undefined),
      () => {
        slug = undefined; // asked again next time
        return undefined;
      },
    ));
  return async (job, ctx) => {
    const log = baseLog.child({ delivery: job.delivery, event: job.event, repo: `${job.owner}/${job.repo}`, pr: job.number, sha: job.headSha.slice(0, 12), attempt: ctx.attempt });
    const started = Date.now();
    const queuedMs = started - job.receivedAt;
    if (await ctx.superseded()) {
      log.info('superseded by a newer push before it started: dropped', { queuedMs });
      return 'superseded';
    }
    let octokit: Octokit;
    try {
      const token = await installationToken(app, job.installationId);
      octokit = createClient({
        token,
        baseUrl: cfg.apiUrl,
        userAgent: 'memory-review-bot',
        throttleId: `installation-${job.installationId}`,
        log: (m) => log.warn(m),
        ...(cfg.fastRetries ? { retryBaseMs: 10, writeIntervalMs: 0 } : {}),
      });
    } catch (e) {
      const status = statusOf(e);
      log.error(`installation ${job.installationId}: the access token request failed (${status ?? 'network error'}): ${errorText(e)}`, { installation: job.installationId, status });
      if (status === undefined || status >= 500) throw new RetryableError(`token request failed: ${errorText(e)}`);
      return 'failed'; // 401/403/404: the app was uninstalled or suspended, or its key is wrong; retrying will not help
    }
    let reviewed: Awaited<ReturnType<typeof reviewPull>>;
    try {
      reviewed = await reviewPull(octokit, job);
    } catch (e) {
      const f = failureOf(octokit, e);
      const status = f?.status ?? (e as { status?: number }).status;
      log.error(`review failed: ${errorText(e)}`, { status, ms: Date.now() - started });
      if (status === undefined || status >= 500 || status === 429) throw new RetryableError(errorText(e));
      return 'failed';
    }
    const reviewMs = Date.now() - started;
    if (await ctx.superseded()) {
      log.info('superseded by a newer push during the review: nothing posted', { queuedMs, reviewMs });
      return 'superseded';
    }
    const posted = await publishReview(octokit, job, reviewed, { webUrl: web, author: await author(), current: async () => !(await ctx.superseded()) });
    const totalMs = Date.now() - job.receivedAt;
    const fields = {
      outcome: reviewed.kind,
      conclusion: reviewed.kind === 'report' ? (reviewed.report.summary.failed ? 'failure' : 'success') : reviewed.kind === 'config-error' ? 'failure' : 'success',
      checkRun: posted.check.id,
      annotations: posted.check.annotations,
      comment: posted.comment?.action ?? 'none',
      suggestions: posted.suggestions ? `${posted.suggestions.action} (${posted.suggestions.offered})` : 'none',
      read: reviewed.read,
      queuedMs,
      reviewMs,
      postMs: Date.now() - started - reviewMs,
      totalMs,
    };
    if (!posted.check.ok) log.error(`the check run was not created: ${posted.check.reason} ${posted.check.status ?? ''} ${posted.check.message ?? ''}`.trim(), fields);
    else if (posted.comment?.action === 'failed') log.warn(`the comment was not posted: ${posted.comment.reason} ${posted.comment.status ?? ''} ${posted.comment.message ?? ''}`.trim(), fields);
    else if (posted.suggestions?.action === 'failed') log.warn(`the suggested changes were not posted: ${posted.suggestions.reason} ${posted.suggestions.status ?? ''} ${posted.suggestions.message ?? ''}`.trim(), fields);
    else log.info(posted.superseded ? 'check run posted; superseded before the comment' : 'reviewed', fields);
    hooks.onPosted?.(job, totalMs);
    return posted.superseded ? 'superseded' : 'posted';
  };
}
