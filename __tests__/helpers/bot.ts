/**
 * Test harness of the bot: an app key pair made here, GitHub's example webhook payloads
 * (@octokit/webhooks-examples) re-pointed at the test's repositories, signed with the real method
 * (@octokit/webhooks-methods), and delivered over HTTP to a running bot.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sign } from '@octokit/webhooks-methods';
import type { BotConfig } from '../../src/bot/config.js';
import { WEBHOOK_PATH } from '../../src/bot/server.js';

const require = createRequire(import.meta.url);
const EXAMPLES = require('@octokit/webhooks-examples') as { name: string; examples: Record<string, unknown>[] }[];

export const SECRET = 'test-webhook-secret-0123456789';
export const APP_ID = 4242;

let keys: { privateKey: string; publicKey: string } | undefined;
/** An RSA key pair for the test app (made once per test file). */
export function appKeys(): { privateKey: string; publicKey: string } {
  keys ??= generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  return keys;
}

export function botTestConfig(apiUrl: string, over: Partial<BotConfig> = {}): BotConfig {
  return {
    appId: String(APP_ID),
    privateKey: appKeys().privateKey,
    webhookSecret: SECRET,
    port: 0,
    host: '127.0.0.1',
    apiUrl,
    role: 'all',
    concurrency: 2,
    maxPayloadBytes: 1024 * 1024,
    maxQueued: 1000,
    shutdownTimeoutMs: 20_000,
    lockMs: 30_000,
    queueName: 'memory-review',
    fastRetries: true,
    ...over,
  };
}

/** A deep copy of GitHub's example payload of `name` with `action` (one delivered to an app, when there is one). */
export function example(name: string, action?: string): Record<string, unknown> {
  const ev = EXAMPLES.find((e) => e.name === name);
  const all = ev?.examples.filter((x) => action === undefined || x.action === action) ?? [];
  const ex = all.find((x) => x.installation) ?? all[0];
  if (!ex) throw new Error(`no example payload for ${name}.${action}`);
  return structuredClone(ex);
}

interface PullSpec {
  repo: string;
  number: number;
  base: string;
  head: string;
  installation: number;
}

function pointAt(p: Record<string, unknown>, s: PullSpec): void {
  const [owner, name] = s.repo.split('/');
  const repository = p.repository as Record<string, unknown> & { owner: Record<string, unknown> };
  Object.assign(repository, { full_name: s.repo, name });
  repository.owner.login = owner;
  // (deliveries to a GitHub App carry the installation; some examples were recorded from repository hooks)
  p.installation = { ...(p.installation as Record<string, unknown> | undefined), id: s.installation, node_id: `MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9u${s.installation}` };
}

/** pull_request.<action> of GitHub's example, for this pull request. */
export function pullRequestPayload(action: string, s: PullSpec): Record<string, unknown> {
  const p = example('pull_request', action);
  pointAt(p, s);
  p.number = s.number;
  const pr = p.pull_request as Record<string, unknown> & { head: Record<string, unknown>; base: Record<string, unknown> };
  pr.number = s.number;
  pr.state = 'open';
  pr.head.sha = s.head;
  pr.base.sha = s.base;
  return p;
}

/** check_suite.rerequested (the "Re-run all checks" button) of GitHub's example, for this pull request. */
export function rerunPayload(s: PullSpec): Record<string, unknown> {
  const p = example('check_suite', 'rerequested');
  pointAt(p, s);
  const suite = p.check_suite as Record<string, unknown> & { pull_requests: Record<string, unknown>[] };
  suite.head_sha = s.head;
  const pr = suite.pull_requests[0] as Record<string, unknown> & { head: Record<string, unknown>; base: Record<string, unknown> };
  pr.number = s.number;
  pr.head.sha = s.head;
  pr.base.sha = s.base;
  suite.pull_requests = [pr];
  return p;
}

export interface Delivery {
  status: number;
  body: Record<string, unknown>;
}

/** Posts a delivery like GitHub: JSON body, X-GitHub-Event, X-GitHub-Delivery, X-Hub-Signature-256. */
export async function deliver(
  url: string,
  event: string,
  payload: unknown,
  o: { delivery?: string; secret?: string; raw?: string | Buffer; headers?: Record<string, string | undefined> } = {},
): Promise<Delivery> {
  const body = o.raw ?? JSON.stringify(payload);
  const text = typeof body === 'string' ? body : body.toString('utf8');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'GitHub-Hookshot/test',
    'x-github-event': event,
    'x-github-delivery': o.delivery ?? randomUUID(),
    'x-github-hook-id': '1',
    'x-github-hook-installation-target-type': 'integration',
    'x-github-hook-installation-target-id': String(APP_ID),
    'x-hub-signature-256': await sign(o.secret ?? SECRET, text),
  };
  for (const [k, v] of Object.entries(o.headers ?? {})) {
    if (v === undefined) delete headers[k];
    else headers[k] = v;
  }
  const res = await fetch(url + WEBHOOK_PATH, { method: 'POST', headers, body });
  const answer = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(answer) as Record<string, unknown>;
  } catch {
    parsed = { text: answer };
  }
  return { status: res.status, body: parsed };
}

export async function waitFor(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Calls `onLine` with each JSON line a `serve` process writes (a line that is not JSON as `{ raw }`). */
export function onJsonLines(stream: NodeJS.ReadableStream, onLine: (line: Record<string, unknown>) => void): void {
  let buf = '';
  stream.on('data', (d: Buffer) => {
    buf += d.toString();
    for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(line) as Record<string, unknown>;
      } catch {
        parsed = { raw: line };
      }
      onLine(parsed);
    }
  });
}

/** Collects the bot's JSON log lines. */
export function logSink(): { lines: Record<string, unknown>[]; text: () => string; write: (line: string) => void } {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  return {
    lines,
    text: () => raw,
    write: (line) => {
      raw += line;
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
}
