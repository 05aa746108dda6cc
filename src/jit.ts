/**
 * V8's compilers for a process that is one short pass (a one-shot command, an action run): V8's top
 * compiler, TurboFan, costs as much CPU (on its own threads) as its code saves before the process exits,
 * or more (much more on Node 20; from tens of thousands of files on Node 22 and 24: docs/performance.md),
 * so it is off. Maglev, the mid-tier compiler (Node ≥ 22), stays: without it the hot loops of a large
 * repository run slower. Node options that name either compiler win.
 */
export function oneShotFlags(execArgv: string[]): string | undefined {
  if (execArgv.some((a) => /turbofan|max[-_]opt/.test(a))) return undefined;
  return '--no-turbofan';
}
