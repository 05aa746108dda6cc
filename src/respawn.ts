// When and how the `memory-review` command runs its CLI in a child process (src/launcher.ts).

/**
 * The V8 flags the child is started with: no TurboFan (`--max-opt=2`: Maglev at most), and a young
 * generation of at most 8 MB per semi-space (this process's heap and the reach worker's). Measured at 200k
 * files (README, Performance): each flag alone took the peak RSS from ~395 to ~258 MB and the time did not
 * grow; TurboFan's background compilation cost more than its faster code saved.
 */
export const CHILD_FLAGS = ['--max-opt=2', '--max-semi-space-size=8'];

/**
 * The child's Node arguments, or undefined to run in this process. `execArgv` are this process's own
 * (kept for the child: `--import`, memory limits, …); a child flag the caller set already is left to it.
 */
export function respawnArgs(execArgv: readonly string[], nodeVersion: string, env: NodeJS.ProcessEnv): string[] | undefined {
  if (env.MEMORY_REVIEW_RESPAWN === '0') return undefined;
  if (Number(/^v?(\d+)/.exec(nodeVersion)?.[1] ?? 0) < 22) return undefined;
  if (execArgv.some((a) => /^--(max-opt|maglev|no-maglev|turbo|no-opt|jitless|inspect|debug|cpu-prof|heap-prof|prof)/.test(a))) return undefined;
  const name = (f: string) => f.replace(/=.*/, '').replace(/_/g, '-');
  return [...execArgv, ...CHILD_FLAGS.filter((f) => !execArgv.some((a) => name(a) === name(f)))];
}
