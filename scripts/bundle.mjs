// Rebuilds dist/ reproducibly: dist/index.js (the action, ESM: a launcher of dist/action-main.js), dist/cli.js
// (the memory-review command, a launcher of dist/cli-main.js), dist/bot/serve.js (`memory-review serve`) and
// dist/reach-worker.js (the CLI's rule-reach worker thread).
import { build } from 'esbuild';
import fs from 'node:fs';

fs.rmSync('dist', { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS dependencies bundled into ESM need require()
  banner: { js: "import { createRequire as __mrCreateRequire } from 'node:module'; const require = __mrCreateRequire(import.meta.url);" },
};
// the action: a small launcher (src/actionLauncher.ts) that runs the action proper (src/action.ts) in a child process
await build({ ...common, entryPoints: ['src/actionLauncher.ts'], outfile: 'dist/index.js' });
await build({ ...common, entryPoints: ['src/action.ts'], outfile: 'dist/action-main.js' });
// the command: a small launcher (src/launcher.ts) that runs the CLI proper (src/bin.ts) in a child process
await build({ ...common, entryPoints: ['src/launcher.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } });
// (`memory-review serve` loads the bot from its own bundle, dist/bot/serve.js: the CLI's stays as small)
await build({ ...common, entryPoints: ['src/bin.ts'], outfile: 'dist/cli-main.js', external: ['./bot/serve.js'] });
// the bot (src/bot/serve.ts): the GitHub App server, BullMQ and ioredis included
await build({ ...common, entryPoints: ['src/bot/serve.ts'], outfile: 'dist/bot/serve.js' });
// the CLI's rule-reach worker thread starts from this (src/reachWorkerMain.ts): a fraction of the CLI's size
await build({ ...common, entryPoints: ['src/reachWorkerMain.ts'], outfile: 'dist/reach-worker.js' });
fs.chmodSync('dist/cli.js', 0o755);
fs.writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
