/**
 * The `memory-review` command's entry point (dist/cli.js): runs the CLI (dist/cli-main.js, src/bin.ts) in a
 * child Node process started with V8 flags a script cannot set for itself (src/respawn.ts, CHILD_FLAGS):
 * `--max-opt=2` keeps V8 from compiling hot code with its top tier (TurboFan) and stops at Maglev — a
 * review runs most of its code once or a few times, and on the benchmark's 2-core machine TurboFan's
 * background compilation cost more than its faster code saved (the 200k-file review took ~14 % less time
 * and ~20 % less CPU, start-up of the extra process included); `--max-semi-space-size=8` caps the young
 * generation, which took the peak RSS from ~395 to ~258 MB at no cost in time (README, Performance).
 * Where that cannot help or would get in the way, the CLI runs in this process: Node before 22 (no Maglev
 * by default), a tier already chosen, a debugger or profiler attached, or `MEMORY_REVIEW_RESPAWN=0`.
 * Output, exit code and signals pass through unchanged.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { respawnArgs } from './respawn.js';

const mainUrl = new URL('./cli-main.js', import.meta.url);
const main = fileURLToPath(mainUrl);
const args = respawnArgs(process.execArgv, process.version, process.env);
if (!args) await import(mainUrl.href);
else {
  const child = spawn(process.execPath, [...args, main, ...process.argv.slice(2)], { stdio: 'inherit' });
  // a signal to this process goes to the child (the terminal's Ctrl-C reaches both: the child decides)
  const forward = (sig: NodeJS.Signals) => () => child.kill(sig);
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const handlers = signals.map((s) => [s, forward(s)] as const);
  for (const [s, h] of handlers) process.on(s, h);
  child.on('error', (e) => {
    process.stderr.write(`memory-review: cannot start ${process.execPath}: ${e.message}\n`);
    process.exitCode = 2;
  });
  child.on('exit', (code, signal) => {
    for (const [s, h] of handlers) process.off(s, h);
    // a child ended by a signal ends this process the same way
    if (signal) process.kill(process.pid, signal);
    else process.exitCode = code ?? 2;
  });
}
