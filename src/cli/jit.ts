/**
 * V8's compilers for the command, set before any other module of it runs (the command's entry imports this
 * first). A one-shot command is one short pass: V8's top compiler, TurboFan, costs more CPU (on its own
 * threads) than its code saves before the process exits, at any repository size, so it is off. Maglev, the
 * mid-tier compiler (Node ≥ 22), stays: without it the hot loops of a large repository run slower. Not for
 * `serve` (a long-running server), nor when the command line sets either.
 */
import { setFlagsFromString } from 'node:v8';

if (['load', 'check', 'review', 'explain', 'demo'].includes(process.argv[2] ?? '') && !process.execArgv.some((a) => /turbofan|max-opt/.test(a))) {
  setFlagsFromString('--no-turbofan');
}
