import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { main } from './cli.js';
import { isReachWorker, registerWorkerEntry, runReachWorker } from './io/reachWorker.js';

// the rule-reach worker thread (src/io/reachWorker.ts) starts from its own small bundle beside this one
// (dist/reach-worker.js); without it (running from source), from this same script
if (isReachWorker()) runReachWorker();
else {
  const own = new URL('./reach-worker.js', import.meta.url);
  registerWorkerEntry(own.protocol === 'file:' && fs.existsSync(fileURLToPath(own)) ? own : import.meta.url);
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
