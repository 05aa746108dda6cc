/**
 * V8's compilers for the command, set before any other module of it runs (the command's entry imports this
 * first). A one-shot command is one short pass: V8's top compiler, TurboFan, costs as much CPU (on its own
 * threads) as its code saves before the process exits, or more (much more on Node 20, and from tens of
 * thousands of files on Node 22 and 24: docs/performance.md), so it is off. Maglev, the mid-tier compiler,
 * stays on Node 24: without it the hot loops of a large repository run slower. (Node 22 ships with Maglev
 * off, so there the command runs in V8's baseline tiers only, which still costs less CPU than TurboFan.)
 * Not for `serve` (a long-running server), nor when the command line sets either.
 */
import { setFlagsFromString } from 'node:v8';

/** Commands that read a repository, and are done when the CLI's main returns (all but `serve`). */
export const isOneShot = (argv: string[]): boolean => ['load', 'check', 'review', 'explain', 'demo'].includes(argv[0] ?? '');

/** The V8 flags for a run of the command with these arguments (after the script) and Node options. */
export function jitFlags(argv: string[], execArgv: string[]): string | undefined {
  if (!isOneShot(argv)) return undefined;
  if (execArgv.some((a) => /turbofan|max[-_]opt/.test(a))) return undefined;
  return '--no-turbofan';
}

const flags = jitFlags(process.argv.slice(2), process.execArgv);
if (flags) setFlagsFromString(flags);
