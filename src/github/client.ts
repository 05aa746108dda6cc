// The GitHub REST client of the action: @octokit/rest with retries (plugin-retry: 5xx and network errors,
// exponential back-off) and rate-limit handling (plugin-throttling: primary and secondary limits, waits for
// the announced reset), a per-request timeout, and logging that can never carry the token.
//
// Errors never leave this layer raw: reads throw GitHubApiError (a redacted message, a status and a reason,
// no request/response objects attached); writes return structured outcomes built with failureOf().
import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';

export type { Octokit };

export interface ClientOptions {
  token: string;
  /** REST API root, e.g. process.env.GITHUB_API_URL (GitHub Enterprise Server). Default https://api.github.com. */
  baseUrl?: string;
  userAgent?: string;
  /** Receives retry/rate-limit/failure notes. Every line is redacted before it gets here. */
  log?: (msg: string) => void;
  /** Retries of a failed request (5xx, network error, timeout) and of a rate-limited one. Default 3. */
  retries?: number;
  /** Per-request timeout, body included. Default 30 s. */
  timeoutMs?: number;
  /**
   * Unit of the waits, in ms (default 1000): the retry back-off is (attempt)² units and a rate-limit wait is
   * the announced number of seconds in units. Tests shrink it; production keeps 1000.
   */
  retryBaseMs?: number;
  /** Rate-limit waits longer than this (in real seconds) are not waited out: the request fails. Default 120. */
  maxRateLimitWaitSeconds?: number;
  /**
   * Minimum spacing of write requests in ms. Default: plugin-throttling's, which follows GitHub's guidance
   * (1 s between writes, 3 s between writes that notify, such as new comments). Tests use 0.
   */
  writeIntervalMs?: number;
  /**
   * Clients with the same id share the write pacing (plugin-throttling's `id`): a bot gives each
   * installation its own. Default: one pacing for every client of the process.
   */
  throttleId?: string;
}

/** What the other modules of this layer need to know about a client. */
export interface ClientSettings {
  retries: number;
  retryBaseMs: number;
  log: (msg: string) => void;
  redact: (text: string) => string;
}

const settings = new WeakMap<object, ClientSettings>();
const noop = (): void => undefined;

/** Settings of a client made by createClient; defaults for any other Octokit. */
export function settingsOf(octokit: Octokit): ClientSettings {
  return settings.get(octokit) ?? { retries: 3, retryBaseMs: 1000, log: noop, redact: (t) => redact(t) };
}

// Token shapes GitHub issues: personal (ghp_), OAuth (gho_), user-to-server (ghu_), installation (ghs_),
// refresh (ghr_), fine-grained PATs, and old installation tokens (v1.<40 hex>).
const TOKEN_SHAPES = /\b(?:gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{16,}|v1\.[0-9a-f]{40})\b/g;
const AUTH_HEADER = /\b(authorization["']?\s*[:=]\s*["']?)(?:token|bearer|basic)\s+[^\s"',}]+/gi;

/** Removes the given secrets, anything shaped like a GitHub token, and authorization header values. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join('***');
  return out.replace(TOKEN_SHAPES, '***').replace(AUTH_HEADER, '$1***');
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export type FailureReason = 'unauthorized' | 'forbidden' | 'not-found' | 'invalid' | 'rate-limited' | 'server-error' | 'network';

export interface Failure {
  reason: FailureReason;
  /** HTTP status; absent for network errors and timeouts. */
  status?: number;
  /** GitHub's message (first validation error included), redacted, one line, at most 500 characters. */
  message: string;
}

interface HttpErrorLike {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

/** An error from Octokit carrying an HTTP status (RequestError), including network errors (status 500, no response). */
export function isHttpError(e: unknown): e is Error & HttpErrorLike {
  return e instanceof Error && typeof (e as { status?: unknown }).status === 'number';
}

/** Classifies an Octokit error; undefined when it is not one (a bug: callers rethrow it). */
export function failureOf(octokit: Octokit, e: unknown): Failure | undefined {
  if (!isHttpError(e)) return undefined;
  const data = e.response?.data as { message?: unknown; errors?: unknown } | undefined;
  let message = typeof data?.message === 'string' ? data.message : e.message;
  const first = Array.isArray(data?.errors) ? (data.errors[0] as { message?: unknown; code?: unknown } | string | undefined) : undefined;
  const detail = typeof first === 'string' ? first : typeof first?.message === 'string' ? first.message : undefined;
  if (detail && !message.includes(detail)) message += `: ${detail}`;
  message = settingsOf(octokit).redact(message.replace(/\s+/g, ' ').trim()).slice(0, 500);
  if (!e.response) return { reason: 'network', message };
  const status = e.status;
  const headers = e.response.headers ?? {};
  let reason: FailureReason;
  if (status === 401) reason = 'unauthorized';
  else if (status === 429 || (status === 403 && (headers['x-ratelimit-remaining'] === '0' || /rate limit/i.test(message)))) reason = 'rate-limited';
  else if (status === 403) reason = 'forbidden';
  else if (status === 404) reason = 'not-found';
  else if (status >= 500) reason = 'server-error';
  else reason = 'invalid';
  return { reason, status, message };
}

/** A failed read: redacted message, status and reason only. */
export class GitHubApiError extends Error {
  override name = 'GitHubApiError';
  constructor(
    message: string,
    readonly reason: FailureReason,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Wraps an Octokit error as GitHubApiError (`what` describes the operation); returns other errors unchanged. */
export function apiError(octokit: Octokit, e: unknown, what: string): Error {
  const f = failureOf(octokit, e);
  if (!f) return e instanceof Error ? e : new Error(String(e));
  return new GitHubApiError(`${what}: ${f.status ?? 'network error'} ${f.message}`, f.reason, f.status);
}

/** A write failure worth retrying ourselves: the server may or may not have applied it. */
export function isUncertainWrite(e: unknown): boolean {
  return isHttpError(e) && (e.status >= 500 || !e.response);
}

function pathOf(input: unknown): string {
  try {
    return new URL(input instanceof Request ? input.url : String(input)).pathname;
  } catch {
    return '?';
  }
}

/** fetch with a timeout covering the whole exchange; logs server errors and network failures. */
function timedFetch(timeoutMs: number, log: (msg: string) => void): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const what = `${init?.method ?? 'GET'} ${pathOf(input)}`;
    try {
      const res = await fetch(input, { ...init, signal });
      if (res.status >= 500) log(`GitHub answered ${res.status} to ${what}`);
      return res;
    } catch (e) {
      if (init?.signal?.aborted) throw e; // the caller's own abort: not ours to describe or retry
      // A plain Error with a useful message: Octokit turns it into a retryable status-500 RequestError
      // (undici's TimeoutError would keep its DOMException message; a TypeError's reason is in its cause).
      const cause = (e as { cause?: { message?: unknown } }).cause;
      const msg = timeout.aborted
        ? `timed out after ${timeoutMs} ms`
        : typeof cause?.message === 'string'
          ? cause.message
          : String((e as { message?: unknown }).message ?? e);
      log(`GitHub request ${what} failed: ${msg}`);
      throw new Error(msg);
    }
  };
}

const GitHubClient = Octokit.plugin(retry, throttling);

export function createClient(o: ClientOptions): Octokit {
  const retries = o.retries ?? 3;
  const retryBaseMs = o.retryBaseMs ?? 1000;
  const maxWait = o.maxRateLimitWaitSeconds ?? 120;
  const secrets = [o.token];
  const clean = (t: string): string => redact(t, secrets);
  const log = (m: string): void => o.log?.(clean(m));
  const onLimit =
    (kind: string) =>
    (retryAfter: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number): boolean => {
      const what = `${options.method} ${options.url}`;
      const wait = +((retryAfter * retryBaseMs) / 1000).toFixed(3);
      if (retryCount < retries && wait <= maxWait) {
        log(`GitHub ${kind} rate limit hit by ${what}; retrying in ${wait} s (${retryCount + 1}/${retries})`);
        return true;
      }
      log(`GitHub ${kind} rate limit hit by ${what}; giving up (${retryCount >= retries ? 'retries exhausted' : `reset in ${wait} s`})`);
      return false;
    };
  const paced =
    o.writeIntervalMs === undefined
      ? {}
      : {
          write: new Bottleneck.Group({ maxConcurrent: 1, minTime: o.writeIntervalMs }),
          notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: o.writeIntervalMs }),
        };
  const octokit = new GitHubClient({
    auth: o.token,
    baseUrl: (o.baseUrl || 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: o.userAgent ?? 'memory-review',
    log: {
      debug: noop,
      info: noop,
      warn: (...a: unknown[]) => log(a.map(String).join(' ')),
      error: (...a: unknown[]) => log(a.map(String).join(' ')),
    },
    request: { fetch: timedFetch(o.timeoutMs ?? 30_000, log) },
    // 429 is the throttling plugin's to handle (it waits for the announced time).
    retry: { retries, retryAfterBaseValue: retryBaseMs, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    throttle: {
      onRateLimit: onLimit('primary'),
      onSecondaryRateLimit: onLimit('secondary'),
      retryAfterBaseValue: retryBaseMs,
      ...(o.throttleId ? { id: o.throttleId } : {}),
      ...paced,
    },
  });
  settings.set(octokit, { retries, retryBaseMs, log, redact: clean });
  return octokit;
}
