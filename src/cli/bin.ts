/**
 * The `memory-review` command (dist/cli.js).
 *
 * A review is one short pass over code that mostly runs a few hundred to a few thousand times: V8's
 * optimising compilers (Maglev, TurboFan) cost more CPU, on their own threads, than their code saves before
 * the process exits, so they are turned off for the command (unless the command line sets them).
 *
 * With Node's compile cache on (Node ≥ 22.1; off with NODE_DISABLE_COMPILE_CACHE=1), V8 reads the bytecode of
 * the command's code (dist/run.js, compiled after this point) from the cache Node keeps in the temporary
 * directory instead of compiling it on every run.
 */
import * as module from 'node:module';
import { setFlagsFromString } from 'node:v8';

if (!process.execArgv.some((a) => /maglev|turbofan|max-opt/.test(a))) setFlagsFromString('--no-maglev --no-turbofan');
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import('./run.js');
