/** The action's entry point (dist/index.js, action.yml `runs.main`). */
// (first: src/action/jit.ts sets V8's flags before any other module runs)
import './jit.js';
import { run } from './main.js';

await run();
