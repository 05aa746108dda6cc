/**
 * The one review pipeline (src/review.ts) over a git source: the fast path, and the configuration at a
 * custom path (the action's `config` input) counting as memory-relevant, so a change that breaks it fails.
 */
import { ConfigError } from '../../src/core/config.js';
import { memoryPathReason } from '../../src/core/memoryPaths.js';
import { review } from '../../src/review.js';
import { gitSource } from '../../src/sources/git/index.js';
import { gitRepo } from '../helpers/gitRepo.js';

const BASE = { 'CLAUDE.md': '# Project\n\nUse pnpm.\n', 'src/a.ts': 'export {};\n', '.github/other.yml': 'failOn: warning\n' };

async function withSource<T>(root: string, f: (s: ReturnType<typeof gitSource>) => Promise<T>): Promise<T> {
  const s = gitSource(root);
  try {
    return await f(s);
  } finally {
    s.close();
  }
}

describe('review(source)', () => {
  test('the fast path: a change to no memory-relevant file gives no report', async () => {
    const r = gitRepo(BASE, { 'src/a.ts': 'export const a = 1;\n' });
    const out = await withSource(r.root, (s) => review(s, { base: r.shas[0], head: r.shas[1], fastPath: true }));
    expect(out).toEqual({ changed: 1 });
  });

  test('without the fast path the same change is reviewed', async () => {
    const r = gitRepo(BASE, { 'src/a.ts': 'export const a = 1;\n' });
    const out = await withSource(r.root, (s) => review(s, { base: r.shas[0], head: r.shas[1] }));
    expect(out.report?.mode).toBe('review');
  });

  test('a configuration at a custom path is memory-relevant: breaking it fails the review', async () => {
    expect(memoryPathReason('.github/other.yml', { configPath: '.github/other.yml' })).toBe('memory-review configuration');
    expect(memoryPathReason('.github/other.yml', { configPath: '.github/memory-review.yml' })).toBeUndefined();
    const r = gitRepo(BASE, { '.github/other.yml': 'failOn: [not, a, severity\n' });
    const run = withSource(r.root, (s) => review(s, { base: r.shas[0], head: r.shas[1], configPath: '.github/other.yml', fastPath: true }));
    await expect(run).rejects.toThrow(ConfigError);
    await expect(run).rejects.toThrow(/\.github\/other\.yml as changed by this pull request/);
  });

  test('the custom configuration is read from the base', async () => {
    const r = gitRepo(BASE, { '.github/other.yml': 'failOn: never\n' });
    const out = await withSource(r.root, (s) => review(s, { base: r.shas[0], head: r.shas[1], configPath: '.github/other.yml', fastPath: true }));
    expect(out.report?.summary.failOn).toBe('warning');
  });
});
