/**
 * The `memory-review` command (dist/cli.js). With Node's compile cache on (Node ≥ 22.1; off with
 * NODE_DISABLE_COMPILE_CACHE=1), V8 reads the bytecode of the command's code (dist/run.js, compiled after this
 * point) from the cache Node keeps in the temporary directory instead of compiling it again on every run.
 */
import * as module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import('./run.js');
