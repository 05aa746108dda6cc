/**
 * The `memory-review` command (dist/cli.js).
 *
 * A review is one short pass: V8's top compiler, TurboFan, costs more CPU (on its own threads) than its code
 * saves before the process exits, at any repository size, so it is off for the one-shot commands (not for
 * `serve`, nor when the command line sets it). Maglev, the mid-tier compiler (Node ≥ 22), stays: without it the hot loops of a large
 * repository run slower.
 *
 * With Node's compile cache on (Node ≥ 22.1; off with NODE_DISABLE_COMPILE_CACHE=1), V8 reads the bytecode of
 * the command's code (dist/run.js, compiled after this point) from the cache Node keeps in the temporary
 * directory instead of compiling it on every run.
 */
import * as module from 'node:module';
import { setFlagsFromString } from 'node:v8';

const argv = process.argv.slice(2);
// commands that read a repository, and are done when main returns
const oneShot = ['load', 'check', 'review', 'explain', 'demo'].includes(argv[0] ?? '');
if (oneShot && !process.execArgv.some((a) => /turbofan|max-opt/.test(a))) setFlagsFromString('--no-turbofan');
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
(await import('./run.js')).run(argv, oneShot);
