/**
 * The bot's settings, from the environment (`memory-review serve`): the GitHub App's id, private key and
 * webhook secret, the port, GitHub Enterprise Server's API URL, and Redis for a shared queue.
 */
import * as fs from 'node:fs';
import { UsageError } from '../errors.js';

export type Role = 'web' | 'worker' | 'all';

export interface BotConfig {
  appId: string;
  privateKey: string;
  webhookSecret: string;
  port: number;
  host: string;
  /** REST API root (GitHub Enterprise Server: https://HOST/api/v3). */
  apiUrl: string;
  /** A Redis URL: deliveries go through a BullMQ queue shared by every `serve` process. */
  redisUrl?: string;
  role: Role;
  /** Reviews running at once in this process. */
  concurrency: number;
  /** Deliveries larger than this are refused with 413 (GitHub caps payloads at 25 MB). */
  maxPayloadBytes: number;
  /** Pull requests waiting in the in-process queue before deliveries are refused with 503. */
  maxQueued: number;
  /** How long a shutdown waits for reviews in flight. */
  shutdownTimeoutMs: number;
  /** BullMQ: how long a worker's hold on a job lasts without renewal (a killed worker's job is retried after it). */
  lockMs: number;
  /** BullMQ queue name (and Redis key prefix). */
  queueName: string;
  /** Faster client retries (tests and benchmarks only). */
  fastRetries: boolean;
}

function int(env: NodeJS.ProcessEnv, name: string, def: number, min = 0): number {
  const v = env[name];
  if (v === undefined || v === '') return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be an integer of at least ${min}, not ${JSON.stringify(v)}`);
  return n;
}

/** The key as PEM: PRIVATE_KEY (escaped newlines, as in .env files, are accepted) or the file PRIVATE_KEY_FILE. */
function privateKey(env: NodeJS.ProcessEnv): string {
  let key = env.PRIVATE_KEY;
  if (!key && env.PRIVATE_KEY_FILE) {
    try {
      key = fs.readFileSync(env.PRIVATE_KEY_FILE, 'utf8');
    } catch (e) {
      throw new UsageError(`PRIVATE_KEY_FILE ${env.PRIVATE_KEY_FILE} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (!key) throw new UsageError('PRIVATE_KEY or PRIVATE_KEY_FILE must be set (the GitHub App private key, PEM)');
  key = key.replace(/\\n/g, '\n').trim() + '\n';
  if (!/^-----BEGIN (RSA )?PRIVATE KEY-----/.test(key)) throw new UsageError('the private key is not a PEM private key (-----BEGIN RSA PRIVATE KEY-----)');
  return key;
}

export function botConfig(env: NodeJS.ProcessEnv, o: { role?: string; port?: string } = {}): BotConfig {
  const role = (o.role ?? env.ROLE ?? 'all') as Role;
  if (!['web', 'worker', 'all'].includes(role)) throw new UsageError(`--role must be web, worker or all, not ${JSON.stringify(role)}`);
  const redisUrl = env.REDIS_URL || undefined;
  if (role !== 'all' && !redisUrl) throw new UsageError(`--role ${role} needs REDIS_URL: without Redis one process receives and reviews (--role all)`);
  const appId = env.APP_ID ?? '';
  if (!/^\d+$/.test(appId)) throw new UsageError(`APP_ID must be the GitHub App's numeric id${appId ? `, not ${JSON.stringify(appId)}` : ''}`);
  const webhookSecret = env.WEBHOOK_SECRET ?? '';
  if (!webhookSecret && role !== 'worker') throw new UsageError('WEBHOOK_SECRET must be set (the GitHub App webhook secret)');
  const port = o.port !== undefined ? Number(o.port) : int(env, 'PORT', 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`PORT must be a port number, not ${JSON.stringify(o.port ?? env.PORT)}`);
  return {
    appId,
    privateKey: privateKey(env),
    webhookSecret,
    port,
    host: env.HOST || '0.0.0.0',
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    redisUrl,
    role,
    concurrency: int(env, 'CONCURRENCY', 4, 1),
    maxPayloadBytes: int(env, 'MAX_PAYLOAD_BYTES', 2 * 1024 * 1024, 1024),
    maxQueued: int(env, 'MAX_QUEUED', 10_000, 1),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 25_000),
    lockMs: int(env, 'MEMORY_REVIEW_BOT_LOCK_MS', 30_000, 500),
    queueName: env.MEMORY_REVIEW_BOT_QUEUE || 'memory-review',
    fastRetries: env.MEMORY_REVIEW_TEST_FAST === '1',
  };
}
