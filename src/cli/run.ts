/** The `memory-review` command, started by its entry (src/cli/bin.ts) on the process's arguments. */
import { main } from './index.js';

/** Runs the CLI; a one-shot command exits as soon as its output is written. */
export function run(argv: string[], oneShot: boolean): void {
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
}
