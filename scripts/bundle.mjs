// Rebuilds dist/ reproducibly: dist/index.js (the action, action.yml `runs.main`, from src/action/index.ts) and
// dist/cli.js (the memory-review command, from src/cli/bin.ts). The version is package.json's.
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
await build({ ...common, entryPoints: ['src/cli/bin.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node\n' + common.banner.js } });
fs.chmodSync('dist/cli.js', 0o755);
fs.writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
