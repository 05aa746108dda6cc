// Rebuilds dist/ reproducibly: dist/index.js (the action, action.yml `runs.main`, from src/action/index.ts),
// dist/cli.js (the memory-review entry, from src/cli/bin.ts: Node's compile cache, then the command),
// dist/run.js (the command, from src/cli/run.ts) and dist/bot/serve.js (`memory-review serve`, from
// src/bot/serve.ts, loaded by the command only for that). The version is package.json's.
import { build } from 'esbuild';
import fs from 'node:fs';

const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
fs.rmSync('dist', { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  define: { MEMORY_REVIEW_VERSION: JSON.stringify(version) },
  // CommonJS dependencies bundled into ESM need require()
  banner: { js: "import { createRequire as __mrCreateRequire } from 'node:module'; const require = __mrCreateRequire(import.meta.url);" },
};
await build({ ...common, entryPoints: ['src/action/index.ts'], outfile: 'dist/index.js' });
// (the bot stays in its own file, dist/bot/serve.js: the command's bundle does not grow by it)
const botApart = { name: 'bot-apart', setup: (b) => b.onResolve({ filter: /\/bot\/serve\.js$/ }, () => ({ path: './bot/serve.js', external: true })) };
await build({ ...common, entryPoints: ['src/cli/run.ts'], outfile: 'dist/run.js', plugins: [botApart] });
// (the entry stays apart from the command, so that the compile cache is on before the command is compiled)
const runApart = { name: 'run-apart', setup: (b) => b.onResolve({ filter: /^\.\/run\.js$/ }, () => ({ path: './run.js', external: true })) };
await build({ ...common, entryPoints: ['src/cli/bin.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' }, plugins: [runApart] });
// the GitHub App server, BullMQ and ioredis included
await build({ ...common, entryPoints: ['src/bot/serve.ts'], outfile: 'dist/bot/serve.js' });
fs.chmodSync('dist/cli.js', 0o755);
fs.writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
