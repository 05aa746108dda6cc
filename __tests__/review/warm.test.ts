/**
 * Directive extraction while a side waits for the reach worker (src/run.ts warmWhileWaiting,
 * src/core/review/conflicts.ts warmDirectives): it fills the cache detectConflicts reads, stops when the
 * answers arrive, lets the answer's event through, and changes nothing the review reports.
 */
import { createHash } from 'node:crypto';
import { analyzeSide, type LoadedText } from '../../src/core/review/analyze.js';
import { directivesCached, warmDirectives } from '../../src/core/review/conflicts.js';
import { emptyConfig } from '../../src/core/config.js';
import { memoryTree } from '../../src/core/tree.js';
import { computeReach } from '../../src/core/reach.js';
import { warmWhileWaiting } from '../../src/run.js';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
let n = 0;
/** Files of distinct content (the cache is per process: each test makes its own). */
function texts(count: number, body = 'Always use pnpm, never npm.\n'): { file: LoadedText; reads: () => number }[] {
  const tag = `t${n++}`;
  return Array.from({ length: count }, (_, i) => {
    const text = `# ${tag} ${i}\n${body}`;
    let reads = 0;
    return {
      file: {
        path: `${tag}/f${i}/CLAUDE.md`,
        sha256: sha(text),
        raw: async () => {
          reads++;
          return text;
        },
      },
      reads: () => reads,
    };
  });
}

describe('warmDirectives', () => {
  test('extracts each file once into the cache detectConflicts reads; a cached file is not read again', async () => {
    const fs = texts(5);
    expect(await warmDirectives(fs.map((f) => f.file), () => false)).toBe(5);
    for (const f of fs) expect(directivesCached(f.file.path, f.file.sha256)).toBe(true);
    expect(await warmDirectives(fs.map((f) => f.file), () => false)).toBe(0);
    expect(fs.map((f) => f.reads())).toEqual([1, 1, 1, 1, 1]);
    // the key is path and content: the same path with other content is not taken as cached
    expect(directivesCached(fs[0].file.path, sha('other'))).toBe(false);
  });

  test('stops between files when told to', async () => {
    const fs = texts(6);
    let asked = 0;
    expect(await warmDirectives(fs.map((f) => f.file), () => ++asked > 2)).toBe(2);
    expect(fs.map((f) => f.reads())).toEqual([1, 1, 0, 0, 0, 0]);
  });

  test('lets events through while it works, so that the answer it waits for can arrive and stop it', async () => {
    // long files: a few milliseconds of extraction each, past the 4 ms slice
    const body = Array.from({ length: 200 }, (_, i) => `- Use tool${i} for task${i}; never use other${i} there.\n`).join('');
    const fs = texts(400, body);
    let fired = false;
    const until = new Promise<void>((resolve) =>
      setImmediate(() => {
        fired = true;
        resolve();
      }),
    );
    await warmWhileWaiting(until, fs.map((f) => f.file));
    expect(fired).toBe(true);
    const read = fs.filter((f) => f.reads() > 0).length;
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(fs.length);
  });
});

describe('analyzeSide idle hook', () => {
  const files = {
    'CLAUDE.md': '# Root\nUse pnpm.\n',
    'app/CLAUDE.md': '# App\nUse npm.\n',
    'app/src/x.ts': 'x\n',
    '.claude/rules/ts.md': '---\npaths: "**/*.ts"\n---\nTS rule.\n',
  };
  const run = (idle?: Parameters<typeof analyzeSide>[0]['idle']) => {
    const tree = memoryTree('t', files);
    return analyzeSide({
      name: 'head',
      label: 't',
      root: '/repo',
      tree,
      config: emptyConfig(),
      // a service that answers later, as a worker does
      reachService: { reach: (q, f) => new Promise((r) => setTimeout(() => r(computeReach(q, f())), 20)) },
      idle,
    });
  };

  test('is called while the answers are awaited, with the files loaded so far and their raw text; the analysis is unchanged', async () => {
    const calls: { settled: boolean; files: { path: string; sha256: string; raw: string | undefined }[] }[] = [];
    const withIdle = await run(async (until, loaded) => {
      let settled = false;
      void until.then(() => (settled = true));
      await Promise.resolve();
      calls.push({ settled, files: await Promise.all(loaded.map(async (l) => ({ path: l.path, sha256: l.sha256, raw: await l.raw() }))) });
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].settled).toBe(false);
    const paths = calls[0].files.map((f) => f.path).sort();
    // (the path-scoped rule loads in its rule context, after the answers: not yet)
    expect(paths).toEqual(['CLAUDE.md', 'app/CLAUDE.md']);
    expect(withIdle.sources.has('.claude/rules/ts.md')).toBe(true);
    for (const f of calls[0].files) {
      expect(f.raw).toBe(files[f.path as keyof typeof files]);
      expect(f.sha256).toBe(withIdle.sources.get(f.path)!.source.sha256);
      expect(f.raw).toBe(withIdle.sources.get(f.path)!.raw);
    }
    const without = await run();
    const strip = (a: typeof without) => ({ contexts: a.contexts, reach: a.reach, skips: a.skips, warnings: a.warnings, manifest: a.manifest });
    expect(strip(withIdle)).toEqual(strip(without));
  });
});
