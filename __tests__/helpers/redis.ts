/**
 * A real redis-server for queue tests, on a free loopback port, without persistence. Where the binary is
 * missing the tests that need it are skipped with a loud message — except in CI (CI=true), where .ci/run
 * installs it and its absence fails the run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as net from 'node:net';

export function redisServerPath(): string | undefined {
  const r = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const p = r.stdout.trim();
  return r.status === 0 && p ? p : undefined;
}

/** `describe`, or `describe.skip` with a loud message when there is no redis-server (never in CI). */
export function describeWithRedis(name: string, fn: () => void): void {
  if (redisServerPath()) return describe(name, fn);
  const msg = `\n\n!!!!! redis-server is not installed: SKIPPING "${name}" (apt-get install -y redis-server; .ci/run does) !!!!!\n\n`;
  if (process.env.CI === 'true') {
    describe(name, () => test('redis-server is installed (required in CI)', () => expect(msg).toBe('redis-server installed')));
    return;
  }
  process.stderr.write(msg);
  describe.skip(name, fn);
}

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const bin = redisServerPath();
  if (!bin) throw new Error('redis-server is not installed');
  const port = await freePort();
  const child: ChildProcess = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', '--loglevel', 'warning'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const end = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.write('PING\r\n');
        s.once('data', (d) => {
          s.destroy();
          resolve(d.toString().startsWith('+PONG'));
        });
      });
      s.once('error', () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > end || child.exitCode !== null) throw new Error(`redis-server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
