/**
 * Resource exhaustion: brace bombs, YAML alias bombs, backtracking globs, huge, binary and deeply nested
 * files, import fan-out and cycles, thousands of rules, pathological markdown. Every case must finish
 * (jest's timeout is the hang guard; no timing is asserted) with a usable plan and an exit code of 0, 1 or 2.
 */
import { jest } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_FILE_BYTES } from '../../src/core/constants.js';
import { CatFile } from '../../src/sources/git/index.js';
import { openWorkspace } from '../../src/cli/workspace.js';
import {
  cliChild,
  commandsFor,
  commitAll,
  expectSafe,
  fastImport,
  loadJson,
  machineSecrets,
  nestDirs,
  removeTree,
  runAll,
  skipOf,
  tempDir,
  writeFiles,
  type LoadJson,
} from './hostileRepo.js';

/** Hang guard (generous: these trees are big, and CI runs test files side by side on two cores). */
jest.setTimeout(120_000);

const secrets = machineSecrets();

/**
 * Runs the commands over the working tree and over a commit of it; returns the two load plans. Big trees
 * get `load` and `check --format json` (and a `review` of the commit) only: the renderers' escaping is
 * the injection tests' business, and every format would multiply the run time.
 */
async function both(root: string, o: { cwd?: string; read?: string[] } = {}, every = false): Promise<{ fs: LoadJson; git: LoadJson }> {
  const head = commitAll(root);
  // without `every`: load over both backings, and check the commit (what the action does)
  const pick = (argvs: string[][], kinds: string[]): string[][] => (every ? argvs : argvs.filter((a) => a[2] === 'json' && kinds.includes(a[0])));
  const wt = await runAll(pick(commandsFor({ root, ...o }), ['load']), secrets);
  const gt = await runAll(pick(commandsFor({ root, ref: head, base: head, ...o }), ['load', 'check']), secrets);
  return { fs: loadJson(wt[0]), git: loadJson(gt[0]) };
}

describe('brace bombs and YAML bombs in rule frontmatter', () => {
  const root = tempDir('bombs');
  const laughs = ['lol: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 12; i++) laughs.push(`l${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(',')}]`);
  writeFiles(root, {
    'CLAUDE.md': 'Root.\n',
    '.claude/rules/bomb.md': `---\npaths: "${'{a,b}'.repeat(40)}/*.ts"\n---\nBrace bomb.\n`,
    '.claude/rules/bombs.md': `---\npaths:\n${Array.from({ length: 300 }, (_, i) => `  - "src${i}/${'{0,1,2,3,4,5,6,7,8,9}'.repeat(6)}"`).join('\n')}\n---\nMany bombs.\n`,
    '.claude/rules/nested.md': `---\npaths: "${'{'.repeat(5000)}x${'}'.repeat(5000)}"\n---\nNested braces.\n`,
    '.claude/rules/open.md': `---\npaths: "${'{a,'.repeat(20000)}"\n---\nUnclosed braces.\n`,
    '.claude/rules/laughs.md': `---\n${laughs.join('\n')}\npaths: *a11\n---\nBillion laughs.\n`,
    '.claude/rules/deep-yaml.md': `---\npaths: ${'['.repeat(20000)}${']'.repeat(20000)}\n---\nDeep flow nesting.\n`,
    '.claude/rules/many-keys.md': `---\n${Array.from({ length: 50000 }, (_, i) => `k${i}: v`).join('\n')}\npaths: "src/**"\n---\nMany keys.\n`,
    'src/a/x.ts': 'x\n',
  });

  test('every rule is handled; the budget stops the bombs during expansion', async () => {
    const { fs: j, git: g } = await both(root, { read: ['src/a/x.ts'] }, true);
    for (const plan of [j, g]) {
      const rules = [...plan.launch.map((s) => s.path), ...plan.pathRules.map((r) => r.path)];
      for (const r of ['bomb', 'bombs', 'nested', 'open', 'laughs', 'deep-yaml', 'many-keys']) expect(rules).toContain(`.claude/rules/${r}.md`);
      const bomb = plan.pathRules.find((r) => r.path === '.claude/rules/bomb.md')!;
      expect(bomb.overBudget).toEqual([`${'{a,b}'.repeat(40)}/*.ts`]);
      expect(bomb.globs.length).toBeLessThanOrEqual(1000);
      const bombs = plan.pathRules.find((r) => r.path === '.claude/rules/bombs.md')!;
      expect(bombs.globs.length).toBeLessThanOrEqual(1000);
      expect(plan.warnings.filter((w) => w.kind === 'brace-budget').map((w) => w.path)).toEqual(expect.arrayContaining(['.claude/rules/bomb.md', '.claude/rules/bombs.md']));
      // frontmatter too big to parse: reported unparsable, so the rule loads in every session
      expect(plan.launch.map((s) => s.path)).toContain('.claude/rules/many-keys.md');
      expect(plan.warnings).toContainEqual(expect.objectContaining({ path: '.claude/rules/many-keys.md', kind: 'frontmatter-unparsable' }));
    }
  });
});

describe('globs built to backtrack', () => {
  const root = tempDir('backtrack');
  const evil = ['**/*a*a*a*a*a*a*a*a*a*b', '*a*a*a*a*a*a*a*a*a*a*a*a*b', '**/**/**/**/**/**/**/**/**/**/**/**/**/**/x', '[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*!'];
  const long = 'a'.repeat(250);
  const files: Record<string, string> = {
    'CLAUDE.md': 'Root.\n',
    '.claude/rules/evil.md': `---\npaths:\n${evil.map((p) => `  - "${p}"`).join('\n')}\n---\nEvil globs.\n`,
    // (the last evil one makes picomatch 4.0.7 loop forever)
    '.claude/settings.json': JSON.stringify({ claudeMdExcludes: [...evil, ...evil.map((p) => `/${p}`), '/x\\\\\\\\', ...Array.from({ length: 5000 }, (_, i) => `**/x${i}/**`)] }),
  };
  const reads: string[] = [];
  for (let i = 0; i < 20; i++) {
    const f = `${'a/'.repeat(i * 3)}${long}${i}/${long}.ts`;
    files[f] = 'x\n';
    files[`${path.dirname(f)}/CLAUDE.md`] = `Nested ${i}.\n`;
    reads.push(f);
  }
  writeFiles(root, files);

  test('rules and claudeMdExcludes finish on long names; unsafe exclude patterns are reported', async () => {
    const head = commitAll(root);
    for (const ref of [undefined, head]) {
      const [load] = await runAll(commandsFor({ root, ref, read: reads }), secrets);
      const j = loadJson(load) as LoadJson & { settingsErrors: { path: string; error: string }[] };
      expect(j.reads).toHaveLength(20);
      expect(j.settingsErrors.map((e) => e.error)).toEqual(
        expect.arrayContaining([expect.stringContaining('wildcards in one path segment'), expect.stringContaining('run of backslashes'), expect.stringContaining('only the first 100 patterns')]),
      );
      // the nested CLAUDE.md files are not excluded (no safe pattern matches them) and attach lazily
      expect(j.reads[0].loaded.map((s) => s.path)).toContain(`${long}0/CLAUDE.md`);
    }
    await runAll(commandsFor({ root, ref: head, base: head }), secrets);
  });
});

describe('huge files', () => {
  const root = tempDir('huge');
  const big = 50 * 1024 * 1024;
  writeFiles(root, {
    'docs/ok.md': 'Fine.\n',
    'CLAUDE.local.md': '@docs/big.md @docs/ok.md\n',
    'sub/x.ts': 'x\n',
  });
  // sparse files: 50 MiB each without writing 50 MiB
  for (const f of ['CLAUDE.md', 'docs/big.md', '.claude/rules/big.md', '.claude/settings.json', 'sub/CLAUDE.md']) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), '');
    fs.truncateSync(path.join(root, f), big);
  }

  test('50 MiB files are skipped as too large and never read, through the working tree', async () => {
    const ws = await openWorkspace({ root });
    const reads: { rel: string; max: number; got: number }[] = [];
    const tree = ws.vfs.mount('root')!.tree;
    const read = tree.read.bind(tree);
    tree.read = async (rel, max) => {
      const b = await read(rel, max);
      reads.push({ rel, max, got: b?.length ?? -1 });
      return b;
    };
    const plan = await ws.loader.launch();
    const lazy = await ws.loader.read(path.join(root, 'sub/x.ts'));
    ws.close();
    expect(plan.launch.map((s) => s.path)).toEqual(['CLAUDE.local.md', 'docs/ok.md']);
    for (const f of ['CLAUDE.md', 'docs/big.md', '.claude/rules/big.md']) expect(plan.skipped.find((s) => s.path === f)).toMatchObject({ reason: 'too-large' });
    expect(lazy.skipped.find((s) => s.path === 'sub/CLAUDE.md')).toMatchObject({ reason: 'too-large' });
    // only the small files were read, each bounded by the read limit
    expect(reads.map((r) => r.rel).sort()).toEqual(['CLAUDE.local.md', 'docs/ok.md']);
    for (const r of reads) expect(r.got).toBeLessThanOrEqual(r.max + 1);
  });

  test('through a commit, the big blob is never fetched; every command finishes', async () => {
    const head = commitAll(root);
    const fetched: string[] = [];
    const catRead = CatFile.prototype.read;
    CatFile.prototype.read = function (this: CatFile, oid: string) {
      fetched.push(oid);
      return catRead.call(this, oid);
    };
    const ws = await openWorkspace({ root, ref: head });
    const plan = await ws.loader.launch();
    await ws.loader.read(path.join(root, 'sub/x.ts'));
    const bigIds = (await ws.tree.listFiles()).map((f) => (ws.tree as { entry?: (p: string) => { size?: number; id?: string } | undefined }).entry?.(f)).filter((e) => (e?.size ?? 0) > MAX_FILE_BYTES);
    ws.close();
    CatFile.prototype.read = catRead;
    expect(bigIds.length).toBe(5);
    for (const e of bigIds) expect(fetched).not.toContain(e!.id);
    expect(skipOf(plan, 'CLAUDE.md')).toMatchObject({ reason: 'too-large' });
    await runAll(commandsFor({ root }), secrets);
    await runAll(commandsFor({ root, ref: head, base: head, read: ['sub/x.ts'] }), secrets);
  });
});

describe('binary and invalid UTF-8 memory files', () => {
  const root = tempDir('binary');
  const noise = Buffer.alloc(64 * 1024);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24; // deterministic bytes, NULs included
  writeFiles(root, {
    'CLAUDE.md': Buffer.concat([Buffer.from('# bin\n\n@docs/a.md\n\n'), noise, Buffer.from('\n\n@docs/b.md\n')]),
    'CLAUDE.local.md': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('local <!-- c --> @docs/a.md\n', 'utf16le')]),
    '.claude/rules/invalid.md': Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x70, 0x61, 0x74, 0x68, 0x73, 0x3a, 0x20, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a, 0xf0, 0x28, 0x8c, 0xbc, 0x0a]),
    '.claude/rules/nul.md': Buffer.from('rule\u0000with\u0000nuls\u0007\u001b[31m\n'),
    'docs/a.md': 'A\n',
    'docs/b.md': Buffer.from([0xfe, 0xff, 0x00, 0x41]),
  });

  test('they load as decoded text (U+FFFD for invalid bytes) without breaking any output', async () => {
    const { fs: j } = await both(root, {}, true);
    const main = j.launch.find((s) => s.path === 'CLAUDE.md')!;
    expect(main.content).toContain('\ufffd');
    expect(j.launch.map((s) => s.path)).toEqual(expect.arrayContaining(['CLAUDE.md', 'docs/a.md', 'docs/b.md', '.claude/rules/nul.md']));
    // the undecodable `paths:` still makes a (never matching) path-scoped rule
    expect(j.pathRules.map((r) => r.path)).toEqual(['.claude/rules/invalid.md']);
  });
});

describe('deep directory nesting', () => {
  test('3,000 levels: launched at the bottom (past PATH_MAX), through the working tree', async () => {
    const root = tempDir('deep3000');
    writeFiles(root, { 'CLAUDE.md': 'Top.\n' });
    nestDirs(root, 3000, { 'CLAUDE.md': 'Bottom.\n', 'x.ts': 'x\n' });
    try {
      const cwd = Array(3000).fill('d').join('/');
      const runs = await runAll(
        [
          ['load', '--format', 'json', '--root', root, '--cwd', cwd, '--read', `${cwd}/x.ts`],
        ],
        secrets,
      );
      // the launch directory itself is too deep for the OS to name; the walk still reaches the root
      expect(loadJson(runs[0]).launch.map((s) => s.path)).toEqual(['CLAUDE.md']);
    } finally {
      removeTree(root);
    }
  });

  test('1,500 levels (within PATH_MAX): the bottom CLAUDE.md loads at launch and lazily', async () => {
    const root = tempDir('deep1500');
    writeFiles(root, { 'CLAUDE.md': 'Top.\n' });
    nestDirs(root, 1500, { 'CLAUDE.md': 'Bottom.\n', 'x.ts': 'x\n' });
    try {
      const cwd = Array(1500).fill('d').join('/');
      const runs = await runAll(
        [
          ['load', '--format', 'json', '--root', root, '--cwd', cwd],
          ['load', '--format', 'json', '--root', root, '--read', `${cwd}/x.ts`],
        ],
        secrets,
      );
      expect(loadJson(runs[0]).launch.map((s) => s.path)).toEqual(['CLAUDE.md', `${cwd}/CLAUDE.md`]);
      expect(loadJson(runs[1]).reads[0].loaded.map((s) => s.path)).toEqual([`${cwd}/CLAUDE.md`]);
    } finally {
      removeTree(root);
    }
  });

  test('3,000 levels in a commit (paths no checkout can hold), rules nested 1,000 deep', async () => {
    const root = tempDir('deepgit');
    const deep = Array(3000).fill('d').join('/');
    const rules = Array(1000).fill('r').join('/');
    const head = fastImport(root, {
      'CLAUDE.md': 'Top.\n',
      [`${deep}/CLAUDE.md`]: 'Bottom.\n',
      [`${deep}/x.ts`]: 'x\n',
      [`.claude/rules/${rules}/deep-rule.md`]: 'Deep rule.\n',
    });
    const runs = await runAll(
      [
        ['load', '--format', 'json', '--root', root, '--ref', head, '--cwd', deep, '--read', `${deep}/x.ts`],
        ['load', '--format', 'json', '--root', root, '--ref', head],
        ['check', '--format', 'json', '--fail-on', 'never', '--root', root, '--ref', head],
      ],
      secrets,
    );
    expect(loadJson(runs[0]).launch.map((s) => s.path)).toEqual(expect.arrayContaining(['CLAUDE.md']));
    expect(loadJson(runs[1]).launch.map((s) => s.path)).toEqual(['CLAUDE.md', `.claude/rules/${rules}/deep-rule.md`]);
  });
});

describe('import fan-out and cycles', () => {
  test('2,000 imports from one file, 200 files importing each other, a 1,000-long cycle', async () => {
    const root = tempDir('fanout');
    const files: Record<string, string> = {};
    files['CLAUDE.md'] = Array.from({ length: 2000 }, (_, i) => `- @fan/f${i}.md`).join('\n') + '\n@mesh/m0.md\n@cycle/c0.md\n';
    for (let i = 0; i < 2000; i++) files[`fan/f${i}.md`] = `Fan ${i}.\n`;
    const mesh = Array.from({ length: 200 }, (_, i) => `@m${i}.md`).join(' ');
    for (let i = 0; i < 200; i++) files[`mesh/m${i}.md`] = `Mesh ${i}: ${mesh}\n`;
    for (let i = 0; i < 1000; i++) files[`cycle/c${i}.md`] = `Cycle ${i} @c${(i + 1) % 1000}.md\n`;
    writeFiles(root, files);
    const { fs: j, git: g } = await both(root);
    for (const plan of [j, g]) {
      const paths = plan.launch.map((s) => s.path);
      expect(paths.filter((p) => p.startsWith('fan/'))).toHaveLength(2000);
      expect(paths.filter((p) => p.startsWith('mesh/'))).toHaveLength(200);
      // four hops at most: c0 … c3 load, c4 is too deep
      expect(paths.filter((p) => p.startsWith('cycle/'))).toEqual(['cycle/c0.md', 'cycle/c1.md', 'cycle/c2.md', 'cycle/c3.md']);
      expect(skipOf(plan, 'cycle/c4.md')).toMatchObject({ reason: 'import-too-deep' });
    }
  });
});

describe('thousands of rules', () => {
  test('5,000 rule files, half path-scoped', async () => {
    const root = tempDir('rules');
    const files: Record<string, string> = { 'CLAUDE.md': 'Root.\n', 'src/m42/x.ts': 'x\n' };
    for (let i = 0; i < 5000; i++) files[`.claude/rules/r${String(i).padStart(4, '0')}.md`] = i % 2 ? `Rule ${i}.\n` : `---\npaths: "src/m${i}/**"\n---\nScoped ${i}.\n`;
    writeFiles(root, files);
    const { fs: j, git: g } = await both(root, { read: ['src/m42/x.ts'] });
    for (const plan of [j, g]) {
      expect(plan.launch).toHaveLength(2501);
      expect(plan.pathRules).toHaveLength(2500);
      expect(plan.reads[0].loaded.map((s) => s.path)).toEqual(['.claude/rules/r0042.md']);
    }
  });
});

describe('markdown built to make the lexer hang, overflow or exhaust memory', () => {
  test('each file still loads; its imports are not looked for, and a warning says so', async () => {
    const root = tempDir('lexer');
    const files: Record<string, string> = {
      'CLAUDE.md': '@docs/escapes.md @docs/ticks.md @docs/quotes.md @docs/lists.md @docs/comments.md @docs/long.md\n',
      'docs/escapes.md': '@a.md ' + '\\*'.repeat(200_000),
      'docs/ticks.md': '@a.md ' + Array.from({ length: 20_000 }, (_, i) => '`'.repeat((i % 13) + 1) + 'ab').join(''),
      'docs/quotes.md': '>'.repeat(5000) + ' @a.md\n',
      'docs/lists.md': Array.from({ length: 1500 }, (_, i) => ' '.repeat(i * 2) + '- @a.md').join('\n'),
      'docs/comments.md': '<!-- x -->' + '<!--'.repeat(100_000) + '\n@a.md\n',
      'docs/long.md': '@a.md\n' + '- item\n'.repeat(150_000),
      'docs/a.md': 'A.\n',
    };
    writeFiles(root, files);
    const head = commitAll(root);
    for (const ref of [[], ['--ref', head]]) {
      const [load] = await runAll([['load', '--format', 'json', '--root', root, ...ref]], secrets);
      const j = loadJson(load);
      expect(j.launch.map((s) => s.path)).toEqual(['CLAUDE.md', 'docs/escapes.md', 'docs/ticks.md', 'docs/quotes.md', 'docs/lists.md', 'docs/comments.md', 'docs/a.md', 'docs/long.md']);
      const unparsed = j.warnings.filter((w) => w.kind === 'markdown-unparsed').map((w) => w.path);
      expect(unparsed.sort()).toEqual(['docs/escapes.md', 'docs/lists.md', 'docs/long.md', 'docs/quotes.md', 'docs/ticks.md']);
    }
  });

  test('check and review over the same files finish (in a child process, killed if it hangs)', () => {
    const root = tempDir('lexer-check');
    writeFiles(root, {
      'CLAUDE.md': '@docs/comments.md @docs/escapes.md\n',
      'docs/comments.md': '<!-- x -->' + '<!--'.repeat(100_000) + '\n@a.md\n',
      'docs/escapes.md': '@a.md ' + '\\*'.repeat(200_000),
      'docs/a.md': 'A.\n',
    });
    const head = commitAll(root);
    for (const argv of [
      ['check', '--format', 'json', '--fail-on', 'never', '--root', root],
      ['review', '--format', 'markdown', '--fail-on', 'never', '--root', root, '--base', head, '--head', head],
    ]) {
      const r = cliChild(argv, 20_000);
      expect([argv[0], r.timedOut]).toEqual([argv[0], false]);
      expectSafe(r, secrets);
    }
  });

  test('text built to make directive extraction, the contradiction search and the scanners backtrack: check and review finish, and say what was not evaluated', () => {
    const root = tempDir('analysis');
    const files: Record<string, string> = {
      'docs/items.md': '@a.md\n' + '- item\n'.repeat(150_000), // 1 MB of list items (check took 7 s)
      'docs/emphasis.md': '@a.md\n\n' + '**a '.repeat(50_000) + '\n', // marked's emphasis search: a minute
      'docs/lines.md': 'Run it.\n'.repeat(100_000), // one paragraph of 100,000 lines
      'docs/quotes.md': '>'.repeat(1_000_000) + ' x\n',
      'docs/table.md': 'a | b\n' + ' '.repeat(200_000) + 'x\n',
      'docs/links.md': '[a]('.repeat(100_000) + '\n\n' + '`'.repeat(100_000) + '\n',
      'docs/tokens.md': '-eyJ'.repeat(100_000) + '\n',
      'docs/same.md': 'Always use pnpm for installs.\n\nAlways use npm for installs.\n\n'.repeat(3000),
      'docs/spans.md': Array.from({ length: 100_000 }, (_, i) => `\`src/f${i}.ts\``).join(' ') + '\n',
      'docs/a.md': 'A.\n',
    };
    writeFiles(root, { 'CLAUDE.md': Object.keys(files).map((f) => `@${f}`).join('\n') + '\n' });
    const base = commitAll(root);
    writeFiles(root, files);
    const head = commitAll(root);
    for (const argv of [
      ['check', '--format', 'json', '--fail-on', 'never', '--root', root],
      ['review', '--format', 'markdown', '--fail-on', 'never', '--root', root, '--base', base, '--head', head],
    ]) {
      const r = cliChild(argv, 20_000);
      expect([argv[0], r.timedOut]).toEqual([argv[0], false]);
      expectSafe(r, secrets);
      if (argv[0] === 'check') {
        const unparsed = (JSON.parse(r.out) as { findings: { rule: string; locations: { path: string }[] }[] }).findings.filter((f) => f.rule === 'markdown-unparsed');
        // (files without an `@` or a comment need no lexing)
        expect(unparsed.map((f) => f.locations[0].path).sort()).toEqual(['docs/emphasis.md', 'docs/items.md']);
      }
    }
  });
});
