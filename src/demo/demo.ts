import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { EXAMPLE_BASE, EXAMPLE_HEAD } from './example.js';

/** Writes the embedded example into a fresh git repository with a base and a head commit. */
export function makeExampleRepo(dir?: string): { root: string; base: string; head: string } {
  const root = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memory-review-demo-'));
  const git = (...a: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=demo', '-c', 'user.email=demo@example.invalid', '-c', 'commit.gpgsign=false', ...a], { encoding: 'utf8' }).trim();
  const write = (files: Record<string, string | null>) => {
    for (const [p, c] of Object.entries(files)) {
      const abs = path.join(root, p);
      if (c === null) fs.rmSync(abs, { force: true });
      else {
        fs.mkdirSync(path.dirname(abs), { recursive: true });
        fs.writeFileSync(abs, c);
      }
    }
  };
  git('init', '-q', '-b', 'main');
  write(EXAMPLE_BASE);
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const base = git('rev-parse', 'HEAD');
  git('checkout', '-q', '-b', 'change');
  write(EXAMPLE_HEAD);
  git('add', '-A');
  git('commit', '-q', '-m', 'head: switch to npm, add rules');
  const head = git('rev-parse', 'HEAD');
  return { root, base, head };
}
