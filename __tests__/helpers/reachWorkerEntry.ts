// The entry a test's reach worker starts from (the CLI and the action start it from their own bundle).
import { isReachWorker, runReachWorker } from '../../src/io/reachWorker.js';

if (isReachWorker()) runReachWorker();
