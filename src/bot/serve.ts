/** `memory-review serve [--role web|worker|all] [--port N]`: runs the bot until SIGTERM or SIGINT. */
import { parseArgs } from 'node:util';
import type { Io } from '../cli/index.js';
import { botConfig } from './config.js';
import { createLogger, errorText } from './log.js';
import { startBot } from './server.js';

export const SERVE_HELP = `memory-review serve — the GitHub App: reviews every pull request of the repositories it is installed on

Usage: memory-review serve [--role web|worker|all] [--port N]

Environment: APP_ID, PRIVATE_KEY or PRIVATE_KEY_FILE, WEBHOOK_SECRET, PORT (default 3000), HOST,
GITHUB_API_URL (GitHub Enterprise Server), REDIS_URL (a queue shared by several processes; --role web or
worker need it), CONCURRENCY (default 4), MAX_PAYLOAD_BYTES, SHUTDOWN_TIMEOUT_MS. See docs/bot.md.
`;

export async function serveCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { role: { type: 'string' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: false });
  if (values.help) {
    io.out(SERVE_HELP);
    return 0;
  }
  const cfg = botConfig(process.env, { role: values.role, port: values.port });
  const log = createLogger();
  const bot = await startBot(cfg, { log });
  await new Promise<void>((resolve) => {
    const stop = (signal: string): void => {
      log.info(`${signal}: shutting down`, { timeoutMs: cfg.shutdownTimeoutMs });
      process.removeAllListeners('SIGTERM');
      process.removeAllListeners('SIGINT');
      // a second signal stops at once
      process.once('SIGTERM', () => process.exit(1));
      process.once('SIGINT', () => process.exit(1));
      bot.close().then(resolve, (e: unknown) => {
        log.error(`shutdown failed: ${errorText(e)}`);
        resolve();
      });
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
  // (anything a library left open must not keep a stopped server alive)
  setTimeout(() => process.exit(0), 2000).unref();
  return 0;
}
