// The rule-reach worker thread's own entry point (dist/reach-worker.js): only the counting code, so the
// thread starts in a fraction of the time the whole CLI bundle takes to compile (src/io/reachWorker.ts).
import { isReachWorker, runReachWorker } from './io/reachWorker.js';

if (isReachWorker()) runReachWorker();
