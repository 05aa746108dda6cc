/**
 * A head start for the listing of a review's base. The `memory-review` launcher (src/launcher.ts) waits
 * ~150 ms for its child process to start Node and load the CLI; meanwhile the second core is idle. So the
 * launcher starts `git ls-tree` of the base (and, given a head, `git diff-tree` from the base to it)
 * itself, writing to files in a private temporary directory, and tells the child where
 * (MEMORY_REVIEW_PRELISTED). The child's listing of that commit (src/io/gitTree.ts, lsTree; and its diff,
 * gitTree) then waits for the file instead of starting git, when the file names the very commits the child
 * resolved. Anything else (no such directory, other commits, a git failure, no answer in time) and the
 * child runs git itself, as without a launcher.
 *
 * The directory holds `<base>` (`git ls-tree -r -z --full-tree <base>` output) and `<base>..<head>`
 * (`git diff-tree -r -z --no-renames <base> <head>` output), each once git has finished it (`.partial`
 * while it runs); `started` once every output is under way, and `done` once the launcher stopped, whether
 * it succeeded or not.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';

export const PRELISTED_ENV = 'MEMORY_REVIEW_PRELISTED';

/** How long a child waits for the launcher's output (since it last grew) before it runs git itself. */
export const PRELIST_WAIT_MS = 30_000;

/** What a command line reviews, and where: `review --base <ref> [--head <ref>] [--root <dir>]`; else undefined. */
export function prelistTarget(argv: readonly string[], cwd: string): { root: string; base: string; head?: string } | undefined {
  if (argv[0] !== 'review') return undefined;
  let values: { root?: string | boolean; base?: string | boolean; head?: string | boolean; help?: string | boolean };
  try {
    // (lenient: the CLI itself reports what is wrong with a command line)
    ({ values } = parseArgs({ args: argv.slice(1), options: { root: { type: 'string' }, base: { type: 'string' }, head: { type: 'string' }, help: { type: 'boolean' } }, strict: false, allowPositionals: true }));
  } catch {
    return undefined;
  }
  if (values.help || typeof values.base !== 'string' || !values.base) return undefined;
  const root = typeof values.root === 'string' ? values.root : '.';
  return { root: path.resolve(cwd, root), base: values.base, ...(typeof values.head === 'string' && values.head ? { head: values.head } : {}) };
}

/** A name in the directory: a commit's listing, or the diff between two. */
const NAME = /^[0-9a-f]{40,64}(\.\.[0-9a-f]{40,64})?$/;

/**
 * A new private directory for listing the base of `argv` (see prelistTarget): the environment to give the
 * child, `start` (call it once the child is on its way: git then runs beside the child's start-up), and
 * `cleanup`, which stops git and removes the directory (call it when the child has exited).
 */
export function prepareListing(argv: readonly string[], cwd: string): { env: Record<string, string>; start: () => void; cleanup: () => void } | undefined {
  const target = prelistTarget(argv, cwd);
  if (!target) return undefined;
  let dir: string;
  try {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-review-'));
  } catch {
    return undefined;
  }
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
  const children: ReturnType<typeof spawn>[] = [];
  let stopped = false;
  const done = () => {
    try {
      if (!stopped) fs.writeFileSync(path.join(dir, 'done'), '');
    } catch {
      /* removed already */
    }
  };
  const git = (args: string[], stdout: 'pipe' | number) => spawn('git', ['-C', target.root, ...args], { stdio: ['ignore', stdout, 'ignore'], env });
  const refs = [target.base, ...(target.head ? [target.head] : [])].map((r) => r + '^{commit}');
  const start = () => {
    let resolve: ReturnType<typeof spawn>;
    try {
      resolve = git(['rev-parse', '--end-of-options', ...refs], 'pipe');
    } catch {
      return done();
    }
    children.push(resolve);
    let out = '';
    resolve.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    resolve.on('error', done);
    resolve.on('close', (code) => {
      // (some versions of git echo `--end-of-options` first)
      const commits = out.split('\n').filter((l) => l && l !== '--end-of-options');
      if (code !== 0 || commits.length !== refs.length || !commits.every((c) => /^[0-9a-f]{40,64}$/.test(c)) || stopped) return done();
      const [base, head] = commits;
      const jobs: [string, string[]][] = [[base, ['ls-tree', '-r', '-z', '--full-tree', base]]];
      if (head) jobs.push([base + '..' + head, ['diff-tree', '-r', '-z', '--no-renames', base, head]]);
      // (every job's file is there, as `.partial`, before `started` is: a child that sees `started` finds all)
      const fds: number[] = [];
      try {
        for (const [name] of jobs) fds.push(fs.openSync(path.join(dir, name + '.partial'), 'w', 0o600));
        fs.writeFileSync(path.join(dir, 'started'), '');
      } catch {
        for (const fd of fds) fs.closeSync(fd);
        return done();
      }
      let left = jobs.length;
      jobs.forEach(([name, args], i) => {
        const finish = (ok: boolean) => {
          try {
            // (the name appears only once the output is whole)
            if (ok && !stopped) fs.renameSync(path.join(dir, name + '.partial'), path.join(dir, name));
          } catch {
            /* removed already */
          }
          if (--left === 0) done();
        };
        let p: ReturnType<typeof spawn>;
        try {
          p = git(args, fds[i]);
        } catch {
          fs.closeSync(fds[i]);
          return finish(false);
        }
        fs.closeSync(fds[i]);
        children.push(p);
        let settled = false;
        p.on('error', () => !settled && ((settled = true), finish(false)));
        p.on('close', (c) => !settled && ((settled = true), finish(c === 0)));
      });
    });
  };
  return {
    env: { [PRELISTED_ENV]: dir },
    start,
    cleanup: () => {
      stopped = true;
      for (const c of children) c.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The launcher's output `name` (a file to read): `<commit>` for its listing, `<base>..<head>` for the diff
 * between two commits; once it is there. Undefined when there is none to be had: no launcher's directory,
 * only outputs of other commits under way or done, a failure, or none within `wait` ms.
 */
export async function prelisted(name: string, wait = PRELIST_WAIT_MS): Promise<string | undefined> {
  const dir = process.env[PRELISTED_ENV];
  if (!dir || !NAME.test(name)) return undefined;
  const file = path.join(dir, name);
  let until = Date.now() + wait;
  let grown = -1;
  for (let pause = 1; ; pause = Math.min(pause * 2, 8)) {
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      return undefined;
    }
    if (names.includes(name)) return file;
    // (done without it, or busy with others only)
    if (names.includes('done') || (names.includes('started') && !names.includes(name + '.partial'))) return undefined;
    // (an output that is still growing is still coming: its time starts again)
    const size = names.includes(name + '.partial') ? (fs.statSync(path.join(dir, name + '.partial'), { throwIfNoEntry: false })?.size ?? -1) : -1;
    if (size > grown) {
      grown = size;
      until = Date.now() + wait;
    }
    if (Date.now() >= until) return undefined;
    await new Promise((r) => setTimeout(r, pause));
  }
}
