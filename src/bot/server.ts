/**
 * `memory-review serve`: the GitHub App's HTTP side and its workers.
 *
 * POST /api/github/webhooks: the size is checked first (413), then the X-Hub-Signature-256 signature
 * (@octokit/webhooks; 401, and nothing of the body is logged or parsed before it passes), then the headers
 * and the JSON (400). A delivery is acknowledged at once (202 queued, 200 duplicate or ignored) and reviewed
 * in the background. GET /healthz answers 200 while the process takes work (503 while it shuts down).
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { emitterEventNames, Webhooks } from '@octokit/webhooks';
import type { BotConfig } from './config.js';
import { route } from './events.js';
import { createLogger, errorText, type Logger } from './log.js';
import { MemoryQueue, QueueFullError, type ReviewQueue } from './queue.js';
import { createApp, createProcessor, RetryableError } from './worker.js';

export const WEBHOOK_PATH = '/api/github/webhooks';

/** Event names GitHub sends (the toolset's list): anything else is refused with 400. */
const EVENT_NAMES = new Set<string>(emitterEventNames.filter((n) => !n.includes('.')));

export interface Bot {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  queue: ReviewQueue;
  /** Graceful: stops taking deliveries, finishes (or hands back) the reviews in flight. */
  close(): Promise<void>;
}

export interface BotOptions {
  log?: Logger;
  /** Called when a review has been posted (benchmarks: delivery → check run time). */
  onPosted?: (job: import('./events.js').ReviewJob, ms: number) => void;
}

async function openQueue(cfg: BotConfig, log: Logger): Promise<ReviewQueue> {
  if (!cfg.redisUrl) {
    return new MemoryQueue(cfg.concurrency, cfg.maxQueued, (job, e) =>
      log.error(`review failed: ${errorText(e)}`, { delivery: job.delivery, repo: `${job.owner}/${job.repo}`, pr: job.number, sha: job.headSha.slice(0, 12), retryable: e instanceof RetryableError }),
    );
  }
  // (BullMQ and ioredis are loaded only when Redis is used)
  const { RedisQueue } = await import('./redisQueue.js');
  return RedisQueue.open(cfg, log);
}

export async function startBot(cfg: BotConfig, o: BotOptions = {}): Promise<Bot> {
  const log = o.log ?? createLogger();
  const queue = await openQueue(cfg, log);
  if (cfg.role !== 'web') queue.process(createProcessor(createApp(cfg, log), cfg, log, { onPosted: o.onPosted }));
  const webhooks = cfg.role === 'worker' ? undefined : new Webhooks({ secret: cfg.webhookSecret });
  let closing = false;

  const send = (res: http.ServerResponse, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): void => {
    if (res.headersSent) return;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body) + '\n');
  };

  /** The body, or undefined when it is over the limit (413 sent, the rest not read). */
  const readBody = (req: http.IncomingMessage, res: http.ServerResponse, done: (tooLarge: boolean, bytes: number) => void): Promise<Buffer | undefined> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const tooLarge = (): void => {
        res.setHeader('connection', 'close');
        send(res, 413, { error: `payload over ${cfg.maxPayloadBytes} bytes` });
        done(true, size);
        req.removeAllListeners('data');
        req.resume();
        resolve(undefined);
      };
      if (Number(req.headers['content-length']) > cfg.maxPayloadBytes) {
        size = Number(req.headers['content-length']);
        return tooLarge();
      }
      req.on('data', (d: Buffer) => {
        size += d.length;
        if (size > cfg.maxPayloadBytes) return tooLarge();
        chunks.push(d);
      });
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  const header = (req: http.IncomingMessage, name: string): string | undefined => {
    const v = req.headers[name];
    return typeof v === 'string' && v ? v : undefined;
  };

  const webhook = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const t0 = performance.now();
    const ms = (): number => Math.round((performance.now() - t0) * 10) / 10;
    // (the delivery id is logged only once the signature holds: before that it is just text from anyone)
    const refuse = (status: number, error: string, fields: Record<string, string | number | undefined> = {}): void => {
      log.warn(`delivery refused: ${error}`, { status, ms: ms(), ...fields });
      send(res, status, { error });
    };
    const body = await readBody(req, res, (_, bytes) => log.warn('delivery refused: payload too large', { status: 413, bytes, limit: cfg.maxPayloadBytes }));
    if (!body) return;
    const signature = header(req, 'x-hub-signature-256');
    if (!signature) return refuse(401, 'missing X-Hub-Signature-256');
    let valid = false;
    try {
      valid = await webhooks!.verify(body.toString('utf8'), signature);
    } catch {
      valid = false; // (an empty body or a malformed signature)
    }
    if (!valid) return refuse(401, 'signature does not match', { bytes: body.length });
    const delivery = header(req, 'x-github-delivery');
    const name = header(req, 'x-github-event');
    if (!delivery || !name) return refuse(400, `missing ${!delivery ? 'X-GitHub-Delivery' : 'X-GitHub-Event'}`, { delivery });
    if (!/^[\w.-]{1,100}$/.test(delivery)) return refuse(400, 'malformed X-GitHub-Delivery');
    if (!EVENT_NAMES.has(name)) return refuse(400, `unknown event ${JSON.stringify(name.slice(0, 100))}`, { delivery });
    let payload: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      payload = parsed as Record<string, unknown>;
    } catch {
      return refuse(400, 'malformed JSON', { delivery, event: name });
    }
    const r = route(name, payload, delivery);
    if (r.kind === 'ignore') {
      log.info(`ignored: ${r.reason}`, { delivery, event: name, ms: ms() });
      return send(res, 200, { ignored: r.reason });
    }
    if (r.kind === 'log') {
      log.info(r.message, { delivery, event: name, ms: ms() });
      return send(res, 200, { ok: true });
    }
    if (closing) return refuse(503, 'shutting down', { delivery });
    const results: string[] = [];
    for (const job of r.jobs) {
      const fields = { delivery, event: job.event, repo: `${job.owner}/${job.repo}`, pr: job.number, sha: job.headSha.slice(0, 12) };
      try {
        const added = await queue.add(job);
        results.push(added);
        log.info(added === 'queued' ? 'queued' : 'duplicate: already reviewed or queued', { ...fields, ms: ms() });
      } catch (e) {
        const full = e instanceof QueueFullError;
        log.error(`cannot queue the review: ${errorText(e)}`, { ...fields, ms: ms() });
        return send(res, 503, { error: full ? 'queue full' : 'queue unavailable' }, full ? { 'retry-after': '60' } : {});
      }
    }
    const queued = results.includes('queued');
    send(res, queued ? 202 : 200, queued ? { queued: results.filter((x) => x === 'queued').length } : { duplicate: true });
  };

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer = async (): Promise<void> => {
      if (path === '/healthz') {
        if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'method not allowed' }, { allow: 'GET, HEAD' });
        const stats = await queue.stats().catch((e: unknown) => ({ error: errorText(e) }));
        return send(res, closing || 'error' in stats ? 503 : 200, { status: closing ? 'closing' : 'error' in stats ? 'queue unavailable' : 'ok', role: cfg.role, queue: stats });
      }
      if (path === WEBHOOK_PATH && webhooks) {
        if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' }, { allow: 'POST' });
        return webhook(req, res);
      }
      send(res, 404, { error: 'not found' });
    };
    answer().catch((e: unknown) => {
      log.error(`request failed: ${errorText(e)}`, { path: path.slice(0, 100) });
      send(res, 500, { error: 'internal error' });
    });
  });
  // GitHub waits 10 s for an answer: a client that trickles its request is cut off well before that
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, cfg.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  log.info(`memory-review bot listening`, { port, role: cfg.role, queue: queue.engine, concurrency: cfg.concurrency, api: cfg.apiUrl });

  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    queue,
    close: () =>
      (closed ??= (async () => {
        closing = true;
        const t0 = Date.now();
        const stopped = new Promise<void>((r) => server.close(() => r()));
        server.closeIdleConnections();
        const q = await queue.close(cfg.shutdownTimeoutMs);
        server.closeAllConnections();
        await stopped;
        log.info(q.finished ? 'stopped: every review in flight finished' : `stopped: ${q.dropped} review(s) not finished`, { ms: Date.now() - t0, dropped: q.dropped });
      })()),
  };
}
