import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { EXAMPLE_BASE, EXAMPLE_HEAD } from './example.js';

/** Writes the embedded example into a fresh git repository with a base and a head commit. */
export function makeExampleRepo(dir?: string): { root: string; base: string; head: string } {
  const root = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memory-review-demo-'));
  // fixed identities and dates: the demo's commits (and so its report) are the same on every machine
  const env = { ...process.env, GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  const git = (...a: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=demo', '-c', 'user.email=demo@example.invalid', '-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false', ...a], { encoding: 'utf8', env }).trim();
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
