/**
 * V8's compilers for the action, set before any other module of it runs (the entry imports this first):
 * an action run is one short pass (the flags: src/jit.ts).
 */
import { setFlagsFromString } from 'node:v8';
import { oneShotFlags } from '../jit.js';

const flags = oneShotFlags(process.execArgv);
if (flags) setFlagsFromString(flags);
