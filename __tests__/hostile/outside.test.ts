/**
 * Reading outside the repository: links (to files and directories) and imports that leave the root must
 * never be read, only reported. A canary planted beside the repository and in a fake home must never show
 * up in any output of any command, through the working tree or a commit.
 */
import { jest } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { openWorkspace } from '../../src/cli/workspace.js';
import { cli, commandsFor, commitAll, loadJson, machineSecrets, plant, runAll, skipOf, writeFiles, type LoadJson } from './hostileRepo.js';

/** Hang guard: every case finishes in a few seconds. */
jest.setTimeout(30_000);

describe('links out of the repository', () => {
  const p = plant('links');
  writeFiles(p.repo, {
    'CLAUDE.md': { symlink: path.join(p.home, 'secret.md') }, // absolute, into the (mounted) home
    '.claude/CLAUDE.md': { symlink: '../../outside/secret.md' }, // relative, out of the root
    'CLAUDE.local.md': { symlink: '/etc/passwd' },
    'AGENTS.md': { symlink: '/proc/self/environ' },
    '.claude/rules': { symlink: '/' }, // a rules directory that is the whole file system
    '.claude/settings.json': { symlink: '/proc/self/environ' },
    'app/CLAUDE.md': { symlink: '../../home/.ssh/id_rsa' },
    'app/x.ts': 'x\n',
    'app/.claude/rules/home.md': { symlink: path.join(p.home, 'secret.md') },
    'app/.claude/rules/gone.md': { symlink: path.join(p.home, 'no-such-file.md') },
    'app/.claude/rules/etc': { symlink: '/etc' },
    'app/.claude/rules/homedir': { symlink: p.home },
    'app/.claude/rules/outdir': { symlink: '../../../../outside/d' },
    'lib/.claude': { symlink: p.outside },
    'lib/y.ts': 'y\n',
    'README.md': 'inside\n',
  });
  const head = commitAll(p.repo);
  const secrets = [p.canary, ...machineSecrets()];

  const expectOutsideSkips = (j: LoadJson): void => {
    expect(j.launch).toEqual([]);
    for (const f of ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', '.claude/rules']) expect([f, skipOf(j, f)?.reason]).toEqual([f, 'outside-root']);
    const app = j.reads.find((r) => r.file === 'app/x.ts')!;
    expect(app.loaded).toEqual([]);
    for (const f of ['app/CLAUDE.md', 'app/.claude/rules/home.md', 'app/.claude/rules/gone.md', 'app/.claude/rules/etc', 'app/.claude/rules/homedir', 'app/.claude/rules/outdir'])
      expect([f, app.skipped.find((s) => s.path === f)?.reason]).toEqual([f, 'outside-root']);
    const lib = j.reads.find((r) => r.file === 'lib/y.ts')!;
    expect(lib.loaded).toEqual([]);
    expect(lib.skipped.map((s) => s.reason)).toContain('outside-root');
  };

  test.each([
    ['working tree', undefined],
    ['commit', head],
  ])('%s: every link is reported outside-root and none is read', async (_label, ref) => {
    const [load] = await runAll(commandsFor({ root: p.repo, home: p.home, ref, read: ['app/x.ts', 'lib/y.ts'] }).slice(0, 1), secrets);
    expectOutsideSkips(loadJson(load));
  });

  test.each([
    ['working tree', undefined],
    ['commit', head],
  ])('%s: no command or format prints a byte from outside', async (_label, ref) => {
    await runAll(commandsFor({ root: p.repo, home: p.home, ref, base: ref ? head : undefined }), secrets);
  });

  test('the loader never asks a tree for the bytes behind a link that leaves the root', async () => {
    const ws = await openWorkspace({ root: p.repo, home: p.home });
    const reads: string[] = [];
    for (const m of ['root', 'home'] as const) {
      const tree = ws.vfs.mount(m)!.tree;
      const read = tree.read.bind(tree);
      tree.read = async (rel, max) => {
        reads.push(`${m}:${rel}`);
        return read(rel, max);
      };
    }
    try {
      await ws.loader.launch();
      await ws.loader.read(path.join(p.repo, 'app/x.ts'));
      await ws.loader.read(path.join(p.repo, 'lib/y.ts'));
    } finally {
      ws.close();
    }
    // every memory file of this repository is a link out of it: nothing at all is read
    expect(reads).toEqual([]);
  });
});

describe('imports out of the repository', () => {
  const p = plant('imports');
  const imports = [
    '@../outside/secret.md',
    '@../../outside/secret.md',
    '@../../etc/passwd',
    '@/etc/passwd',
    `@${p.outside}/secret.md`,
    '@~/.ssh/id_rsa',
    '@~/secret.md',
    '@/proc/self/environ',
    '@/dev/zero',
    '@/dev/urandom',
    '@etc-link/passwd',
    '@secret-link.md',
    '@home-link.md',
    '@docs/inside.md',
  ];
  writeFiles(p.repo, {
    'CLAUDE.md': `# Hostile\n\n${imports.map((i) => `- ${i}`).join('\n')}\n`,
    'etc-link': { symlink: '/etc' },
    'secret-link.md': { symlink: '../outside/secret.md' },
    'home-link.md': { symlink: path.join(p.home, '.ssh', 'id_rsa') },
    'docs/inside.md': 'Inside the repository.\n',
    // a nested file importing upwards and through home
    'pkg/CLAUDE.md': '@../../outside/CLAUDE.md and @~/secret.md and @../CLAUDE.md\n',
  });
  const head = commitAll(p.repo);
  const secrets = [p.canary, ...machineSecrets()];

  test.each([
    ['working tree', undefined],
    ['commit', head],
  ])('%s: outside imports are skipped, never read; the inside one loads', async (_label, ref) => {
    const [load] = await runAll(commandsFor({ root: p.repo, home: p.home, ref }).slice(0, 1), secrets);
    const j = loadJson(load);
    expect(j.launch.map((s) => s.path)).toEqual(['CLAUDE.md', 'docs/inside.md']);
    const reasons = new Map(j.skipped.map((s) => [s.path, s.reason]));
    // home and absolute imports of a project file are dropped before anything is resolved
    for (const t of ['/etc/passwd', path.join(p.outside, 'secret.md'), '~/.ssh/id_rsa', '~/secret.md', '/proc/self/environ', '/dev/zero', '/dev/urandom'])
      expect(reasons.get(t)).toBe('import-outside-launch-dir');
    for (const t of ['etc-link/passwd', 'secret-link.md', 'home-link.md']) expect(['outside-root', 'import-outside-launch-dir']).toContain(reasons.get(t));
  });

  test.each([
    ['working tree', undefined],
    ['commit', head],
  ])('%s: launched in a nested package, the same for every command and format', async (_label, ref) => {
    const runs = await runAll(commandsFor({ root: p.repo, home: p.home, ref, cwd: 'pkg', base: ref ? head : undefined }), secrets);
    const j = loadJson(runs[0]);
    expect(j.launch.map((s) => s.path)).toEqual(['CLAUDE.md', 'pkg/CLAUDE.md']);
  });

  test('user files may import from home (their own), and still never from outside the mounts', async () => {
    writeFiles(p.home, { '.claude/CLAUDE.md': '@~/secret.md\n@../../outside/secret.md\n@/etc/passwd\n' });
    try {
      const r = await cli(['load', '--format', 'json', '--root', p.repo, '--home', p.home]);
      const j = loadJson(r);
      // the user's own import of a file in their home loads (so the canary is expected in this one run)
      expect(j.launch.find((s) => s.path === '~/secret.md')?.content).toContain(p.canary);
      expect(skipOf(j, '/etc/passwd')).toMatchObject({ reason: 'outside-root' });
      expect(skipOf(j, path.join(p.outside, 'secret.md'))).toMatchObject({ reason: 'outside-root' });
      expect(j.launch.filter((s) => s.content.includes(p.canary)).map((s) => s.path)).toEqual(['~/secret.md']);
      expect(r.out).not.toContain(machineSecrets()[0] ?? '\0');
    } finally {
      fs.rmSync(path.join(p.home, '.claude/CLAUDE.md'));
    }
  });
});
