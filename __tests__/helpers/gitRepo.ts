import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { tempDir } from './tempDir.js';

export type Files = Record<string, string | Buffer | null>;

/** A real git repository in a temp dir with one commit per element of `commits` (null deletes a file). Dates are fixed, so commit ids are stable. */
export function gitRepo(...commits: Files[]): { root: string; shas: string[]; git: (...a: string[]) => string } {
  const root = tempDir('mr-repo-');
  const env = { ...process.env, GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  const git = (...a: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'commit.gpgsign=false', ...a], { encoding: 'utf8', env, maxBuffer: 1 << 30 }).trim();
  git('init', '-q', '-b', 'main');
  const shas: string[] = [];
  for (const files of commits) {
    writeFiles(root, files);
    git('add', '-A');
    git('commit', '-q', '--allow-empty', '-m', `commit ${shas.length}`);
    shas.push(git('rev-parse', 'HEAD'));
  }
  return { root, shas, git };
}

export function writeFiles(root: string, files: Files): void {
  for (const [p, c] of Object.entries(files)) {
    const abs = path.join(root, p);
    if (c === null) fs.rmSync(abs, { force: true, recursive: true });
    else {
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, c);
    }
  }
}

export async function runCli(main: (argv: string[], io: { out: (s: string) => void; err: (s: string) => void }) => Promise<number>, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}
