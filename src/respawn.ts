// When and how the `memory-review` command runs its CLI in a child process (src/launcher.ts).

/** The V8 flag the child is started with. */
export const CHILD_FLAG = '--max-opt=2';

/**
 * The child's Node arguments, or undefined to run in this process. `execArgv` are this process's own
 * (kept for the child: `--import`, memory limits, …).
 */
export function respawnArgs(execArgv: readonly string[], nodeVersion: string, env: NodeJS.ProcessEnv): string[] | undefined {
  if (env.MEMORY_REVIEW_RESPAWN === '0') return undefined;
  if (Number(/^v?(\d+)/.exec(nodeVersion)?.[1] ?? 0) < 22) return undefined;
  if (execArgv.some((a) => /^--(max-opt|maglev|no-maglev|turbo|no-opt|jitless|inspect|debug|cpu-prof|heap-prof|prof)/.test(a))) return undefined;
  return [...execArgv, CHILD_FLAG];
}
