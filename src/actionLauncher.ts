/**
 * The action's entry point (dist/index.js, `runs.main`): runs the action (dist/action-main.js,
 * src/action.ts) in a child process of the runner's Node with the same V8 flags as the command
 * (src/respawn.ts, src/launcher.ts). Inputs, the event and the runner's file commands reach it through the
 * environment, which the child shares; its workflow commands go to the same stdout.
 */
import { runRespawned } from './respawn.js';

await runRespawned(new URL('./action-main.js', import.meta.url), 'memory-review');
