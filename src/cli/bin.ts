/**
 * The `memory-review` entry (dist/cli.js): turns on Node's compile cache (Node ≥ 22.1; V8's code for the
 * command's bundle is kept in the system's temporary directory, keyed by the bundle's contents and Node's
 * version) and then loads the command (dist/run.js), so that the command is read from the cache instead of
 * compiled. On Node 20, or when the cache cannot be used, the command is compiled on every run.
 * NODE_COMPILE_CACHE and NODE_DISABLE_COMPILE_CACHE keep their meaning.
 */
import module from 'node:module';

try {
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
} catch {
  // (no cache: the command is compiled)
}
await import('./run.js');
