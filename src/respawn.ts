// When and how the `memory-review` command and the action run their code in a child process with V8 flags
// (src/launcher.ts, src/actionLauncher.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The V8 flags the child is started with: no TurboFan (`--max-opt=2`: Maglev at most), and a young
 * generation of 16 MB per semi-space from the start (this process's heap and the reach worker's). Measured
 * at 200k files (README, Performance): without TurboFan, whose background compilation cost more than its
 * faster code saved, the review took ~14 % less time; a young generation capped at 8 MB took the CLI's peak
 * RSS from ~395 to ~258 MB at no cost in time, and one of 16 MB from the start (instead of growing from
 * 1 MB) saved ~100 ms and ~130 ms of CPU in three series of alternating runs, for ~30 MB more.
 */
export const CHILD_FLAGS = ['--max-opt=2', '--max-semi-space-size=16', '--min-semi-space-size=16'];

/** Flags that go together: a caller who set one of a group keeps the whole group to themselves. */
const GROUPS: Record<string, string> = { '--max-semi-space-size': 'semi-space', '--min-semi-space-size': 'semi-space' };

/**
 * The child's Node arguments, or undefined to run in this process. `execArgv` are this process's own
 * (kept for the child: `--import`, memory limits, …); a child flag the caller set already (or one of its
 * group: both semi-space sizes) is left to it. V8 flags may be spelt with `_` or `-`.
 */
export function respawnArgs(execArgv: readonly string[], nodeVersion: string, env: NodeJS.ProcessEnv): string[] | undefined {
  if (env.MEMORY_REVIEW_RESPAWN === '0') return undefined;
  if (Number(/^v?(\d+)/.exec(nodeVersion)?.[1] ?? 0) < 22) return undefined;
  // (options given in NODE_OPTIONS count too: a debugger there would be attached to this process)
  const name = (f: string) => {
    const n = f.replace(/=.*/, '').replace(/_/g, '-');
    return GROUPS[n] ?? n;
  };
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean)];
  if (given.some((a) => /^--(max-opt|maglev|no-maglev|turbo|no-turbo|no-opt|jitless|inspect|debug|cpu-prof|heap-prof|prof)/.test(name(a)))) return undefined;
  return [...execArgv, ...CHILD_FLAGS.filter((f) => !execArgv.some((a) => name(a) === name(f)))];
}

/**
 * Runs the script at `mainUrl` (beside the calling bundle) in a child process started with CHILD_FLAGS and
 * this process's arguments, or in this process when respawnArgs says so. Output is inherited; the exit code
 * and an ending signal are this process's; SIGINT, SIGTERM and SIGHUP are passed to the child. `aside`:
 * work for this process while the child runs (its environment for the child, started once the child is
 * spawned, cleaned up when it has exited).
 */
export async function runRespawned(mainUrl: URL, name: string, aside?: () => { env: Record<string, string>; start: () => void; cleanup: () => void } | undefined): Promise<void> {
  const args = respawnArgs(process.execArgv, process.version, process.env);
  if (!args) {
    await import(mainUrl.href);
    return;
  }
  // (work the child can use, started beside its start-up: see src/io/prelist.ts)
  const extra = aside?.();
  const child = spawn(process.execPath, [...args, fileURLToPath(mainUrl), ...process.argv.slice(2)], { stdio: 'inherit', ...(extra ? { env: { ...process.env, ...extra.env } } : {}) });
  extra?.start();
  // a signal to this process goes to the child (the terminal's Ctrl-C reaches both: the child decides)
  const handlers = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map((s) => [s, () => child.kill(s)] as const);
  for (const [s, h] of handlers) process.on(s, h);
  child.on('error', (e) => {
    extra?.cleanup();
    process.stderr.write(`${name}: cannot start ${process.execPath}: ${e.message}\n`);
    process.exitCode = 2;
  });
  child.on('exit', (code, signal) => {
    extra?.cleanup();
    for (const [s, h] of handlers) process.off(s, h);
    // a child ended by a signal ends this process the same way
    if (signal) process.kill(process.pid, signal);
    else process.exitCode = code ?? 2;
  });
}
