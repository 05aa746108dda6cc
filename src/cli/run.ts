/** The `memory-review` command (dist/run.js, loaded by dist/cli.js: src/cli/bin.ts). */
// (first: src/cli/jit.ts sets V8's flags before any other module runs)
import { isOneShot } from './jit.js';
import { main } from './index.js';

const argv = process.argv.slice(2);
const oneShot = isOneShot(argv);

main(argv, { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) }).then(
  (code) => {
    process.exitCode = code;
    // (once the output is written, without waiting for the heap to be torn down)
    if (oneShot) process.stdout.write('', () => process.stderr.write('', () => process.exit()));
  },
  (e: unknown) => {
    process.stderr.write(`memory-review: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
