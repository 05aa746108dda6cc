// pretest: on a fresh clone, install the locked dependencies first so that `npm test` alone sets everything up.
import fs from 'node:fs';
import { execSync } from 'node:child_process';

if (!fs.existsSync('node_modules/.package-lock.json') || !fs.existsSync('node_modules/ts-jest')) {
  console.error('memory-review: installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
