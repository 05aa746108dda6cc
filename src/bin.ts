import { main } from './cli.js';
import { isReachWorker, registerWorkerEntry, runReachWorker } from './io/reachWorker.js';

// the same script runs the rule-reach worker thread (src/io/reachWorker.ts)
if (isReachWorker()) runReachWorker();
else {
  registerWorkerEntry(import.meta.url);
  main(process.argv.slice(2), { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) }).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`memory-review: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
