/**
 * The `memory-review` command's entry point (dist/cli.js): runs the CLI (dist/cli-main.js, src/bin.ts) in a
 * child Node process started with V8 flags a script cannot set for itself (src/respawn.ts, CHILD_FLAGS):
 * `--max-opt=2` keeps V8 from compiling hot code with its top tier (TurboFan) and stops at Maglev — a
 * review runs most of its code once or a few times, and on the benchmark's 2-core machine TurboFan's
 * background compilation cost more than its faster code saved (the 200k-file review took ~14 % less time
 * and ~20 % less CPU, start-up of the extra process included); `--max-semi-space-size=16
 * --min-semi-space-size=16` fixes the young generation's size (uncapped it took the peak RSS to ~395 MB; from
 * 1 MB growing to 16 MB it collected more often) (README, Performance).
 * Where that cannot help or would get in the way, the CLI runs in this process: Node before 22 (no Maglev
 * by default), a tier already chosen, a debugger or profiler attached, or `MEMORY_REVIEW_RESPAWN=0`.
 * Output, exit code and signals pass through unchanged. While the child starts, this process lists a
 * review's base with git (src/io/prelist.ts): the child takes that listing instead of making its own.
 */
import { prepareListing } from './io/prelist.js';
import { runRespawned } from './respawn.js';

// (a review's base is listed by git beside the child's start-up: src/io/prelist.ts)
await runRespawned(new URL('./cli-main.js', import.meta.url), 'memory-review', () => prepareListing(process.argv.slice(2), process.cwd()));
