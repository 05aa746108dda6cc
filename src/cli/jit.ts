/**
 * V8's compilers for the command, set before any other module of it runs (the command's entry imports this
 * first): the one-shot commands get src/jit.ts's flags, not `serve` (a long-running server).
 */
import { setFlagsFromString } from 'node:v8';
import { oneShotFlags } from '../jit.js';

/** Commands that read a repository, and are done when the CLI's main returns (all but `serve`). */
export const isOneShot = (argv: string[]): boolean => ['load', 'check', 'review', 'explain', 'demo'].includes(argv[0] ?? '');

/** The V8 flags for a run of the command with these arguments (after the script) and Node options. */
export function jitFlags(argv: string[], execArgv: string[]): string | undefined {
  return isOneShot(argv) ? oneShotFlags(execArgv) : undefined;
}

const flags = jitFlags(process.argv.slice(2), process.execArgv);
if (flags) setFlagsFromString(flags);
