/**
 * Structured logs of the bot: one JSON object per line (time, level, msg and fields such as delivery, repo,
 * pr, sha and timings in ms). Every message goes through the client's redaction, so a token that slipped
 * into an error text is never written; callers never pass payload bodies or file contents.
 */
import { redact } from '../github/client.js';

export type Level = 'debug' | 'info' | 'warn' | 'error';
export type Fields = Record<string, string | number | boolean | undefined | null>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  /** A logger that adds these fields to every line. */
  child(fields: Fields): Logger;
}

export function createLogger(write: (line: string) => void = (l) => process.stdout.write(l), base: Fields = {}, minLevel: Level = 'info'): Logger {
  const order: Level[] = ['debug', 'info', 'warn', 'error'];
  const min = order.indexOf(minLevel);
  const line = (level: Level, msg: string, fields?: Fields): void => {
    if (order.indexOf(level) < min) return;
    const out: Record<string, unknown> = { time: new Date().toISOString(), level, msg: redact(msg) };
    for (const [k, v] of Object.entries({ ...base, ...fields })) if (v !== undefined) out[k] = typeof v === 'string' ? redact(v) : v;
    write(JSON.stringify(out) + '\n');
  };
  return {
    debug: (m, f) => line('debug', m, f),
    info: (m, f) => line('info', m, f),
    warn: (m, f) => line('warn', m, f),
    error: (m, f) => line('error', m, f),
    child: (f) => createLogger(write, { ...base, ...f }, minLevel),
  };
}

/** An error's message for a log line: first line only, never a stack or a response body. */
export function errorText(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.split('\n')[0].slice(0, 500);
}
