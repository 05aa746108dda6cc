/**
 * The action's log must not let repository text forge a workflow command: the runner reads every stdout line
 * of a step, and `core.info` writes its text as is. A file named `evil\n::error::…/CLAUDE.md` would otherwise
 * put a line `::error::…` of its own in the log (an annotation, or `::add-mask::`, `::stop-commands::`).
 *
 * The end-to-end case builds the action from src/ into a temp dir (dist/ belongs to the release build) and
 * runs it like a runner does, against the loopback GitHub stand-in; MEMORY_REVIEW_ACTION_ENTRY overrides the
 * build (set it to dist/index.js to test the bundle).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { logLine, relevanceLine } from '../../src/action/main.js';
import { gitRepo } from '../helpers/gitRepo.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';

const EVIL = 'evil\n::error::pwned\r::add-mask::x';
/** A line the runner would read as a workflow command. */
const COMMAND_LINE = /^::[a-z-]+( [^:]*)?::/;
const lines = (s: string): string[] => s.split(/\r\n|\r|\n/);

describe('log lines', () => {
  test('logLine: one line, never a command, invisible characters shown', () => {
    const l = logLine(`Could not fetch: ${EVIL}`);
    expect(lines(l)).toHaveLength(1);
    expect(l).toBe('Could not fetch: evil\\n::error::pwned\\r::add-mask::x');
    expect(logLine('::error::x')).not.toMatch(COMMAND_LINE);
    expect(logLine('a\u202eb\u200bc')).toBe('a⟨U+202E⟩b⟨U+200B⟩c');
  });

  test('relevanceLine: reasons naming hostile files stay on the one line', () => {
    const l = relevanceLine([`${EVIL}/CLAUDE.md: memory file added`, '::warning::x/CLAUDE.md: memory file changed']);
    expect(lines(l)).toHaveLength(1);
    expect(l).toBe('Memory-relevant: evil\\n::error::pwned\\r::add-mask::x/CLAUDE.md: memory file added; ::warning::x/CLAUDE.md: memory file changed');
  });

  test('relevanceLine names at most five reasons', () => {
    expect(relevanceLine(['a', 'b'])).toBe('Memory-relevant: a; b');
    expect(relevanceLine(['1', '2', '3', '4', '5', '6', '7'])).toBe('Memory-relevant: 1; 2; 3; 4; 5 (+2 more)');
  });
});

describe('the action run end to end', () => {
  const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let tmp: string;
  let gh: FakeGitHub | undefined;

  beforeAll(async () => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-actionlog-')));
    if (!process.env.MEMORY_REVIEW_ACTION_ENTRY) {
      // the options of scripts/bundle.mjs, written elsewhere than dist/
      const outfile = path.join(tmp, 'dist', 'index.js');
      await build({
        entryPoints: [path.join(REPO_ROOT, 'src/action/index.ts')],
        outfile,
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'esm',
        logLevel: 'warning',
        define: { MEMORY_REVIEW_VERSION: JSON.stringify(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version) },
        banner: { js: "import { createRequire as __mrCreateRequire } from 'node:module'; const require = __mrCreateRequire(import.meta.url);" },
      });
      fs.writeFileSync(path.join(tmp, 'dist', 'package.json'), '{ "type": "module" }\n');
      process.env.MEMORY_REVIEW_ACTION_ENTRY = outfile;
    }
  });
  afterAll(async () => {
    await gh?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('a pull request adding a memory file whose directory name holds a newline and ::error:: logs no workflow command', async () => {
    // read after the entry is chosen: runAction takes it from the environment when loaded
    const { runAction, pullRequestPayload } = await import('../action/runAction.js');
    const dir = `docs\n::error::pwned by a file name\n::add-mask::Memory`;
    const r = gitRepo({ 'CLAUDE.md': '# Project\n\nUse pnpm.\n', 'src/a.ts': 'export {};\n' }, { [`${dir}/CLAUDE.md`]: 'Nested instructions.\n' });
    const [base, head] = r.shas;
    gh = await startFakeGitHub({ repos: { 'octo/shop': r.root }, pulls: [{ number: 3, base, head }] });
    const run = await runAction({
      githubToken: gh.token,
      apiUrl: gh.url,
      repository: 'octo/shop',
      sha: head,
      workspace: r.root,
      inputs: { comment: 'false', annotations: 'false' },
      event: {
        name: 'pull_request',
        payload: pullRequestPayload({ number: 3, base: { sha: base, ref: 'main', repo: 'octo/shop' }, head: { sha: head, ref: 'feature', repo: 'octo/shop' }, changedFiles: 1 }),
      },
    });
    try {
      if (run.code !== 0) throw new Error(`exit ${run.code}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`);
      const out = lines(run.stdout);
      // the relevance reason names the file, escaped on its own line
      expect(out).toContain('Memory-relevant: docs\\n::error::pwned by a file name\\n::add-mask::Memory/CLAUDE.md: memory file');
      // the only commands are the token's mask (registered by the action itself)
      expect(out.filter((l) => COMMAND_LINE.test(l))).toEqual([`::add-mask::${gh.token}`]);
    } finally {
      run.cleanup();
      fs.rmSync(r.root, { recursive: true, force: true });
    }
  });
});
