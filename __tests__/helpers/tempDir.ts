import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** Directories made by this test file, removed when it ends. */
const made: string[] = [];
if (typeof afterAll === 'function') {
  afterAll(() => {
    // (rm -rf: a hostile tree may be deeper than PATH_MAX, which fs.rmSync may not handle)
    for (const dir of made.splice(0)) execFileSync('rm', ['-rf', dir], { stdio: 'pipe' });
  });
}

/** A fresh temp directory (realpath: /tmp may itself be a link), removed after the test file that made it. */
export function tempDir(prefix: string): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  made.push(dir);
  return dir;
}
