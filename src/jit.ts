/**
 * V8's compilers for a process that is one short pass (a one-shot command, an action run):
 * - TurboFan, the top compiler, costs as much CPU (on its own threads) as its code saves before the
 *   process exits, or more (much more on Node 20), so it is off;
 * - Maglev, the mid-tier compiler (Node ≥ 22), compiles a function after 400 calls by default: in a review
 *   of a few thousand files that is hundreds of functions of cold code compiled for the few hundred calls
 *   left. It waits for 10,000 calls here, so the hot loops of a large repository still get it early in
 *   their run (no Maglev at all makes a 200,000-file review a fifth slower).
 * (Node 22 ships with Maglev off, so there a one-shot run stays in V8's baseline tiers, which still costs less
 * CPU than TurboFan.)
 * Node options that name either compiler, or a tiering threshold, leave V8's defaults alone
 * (docs/performance.md).
 */
export function oneShotFlags(execArgv: string[]): string | undefined {
  if (execArgv.some((a) => /turbofan|maglev|max[-_]opt|invocation[-_]count/.test(a))) return undefined;
  return '--no-turbofan --invocation-count-for-maglev=10000';
}
