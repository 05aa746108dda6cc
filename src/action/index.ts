/** The action's entry point (dist/index.js, action.yml `runs.main`). */
import { run } from './main.js';

await run();
