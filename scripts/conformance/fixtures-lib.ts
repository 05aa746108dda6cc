// Conformance fixtures: discovery and materialisation.
//
// A fixture is a directory under __tests__/conformance/fixtures/<name>/ holding
//   repo/          the repository (becomes the git repo the CLI runs in)
//   home/          optional: the user's home (.claude/CLAUDE.md, .claude/rules/, .claude/settings.json)
//   memory/        optional: the auto-memory directory (MEMORY.md and topic files)
//   fixture.json   {description, cwd, reads, env?, args?, generate?}
//   golden.json    what the real Claude Code CLI loaded (written by record-fixtures.ts)
//
// `generate` entries (paths relative to the fixture root, e.g. "repo/big.md") are applied after
// copying, in order:
//   {"path", "bytes", "fill", "prefix"?}  a file of exactly `bytes` bytes: the UTF-8 `prefix` (if any)
//                                         followed by `fill` repeated (and cut) to fill the rest
//   {"path", "text"}                      a file with exactly this (UTF-8) content; use it for bytes an
//                                         editor or git might rewrite (CRLF, BOM, invisible characters)
//   {"path", "symlink"}                   a symlink whose target text is `symlink`
//   {"path", "dir": true}                 an empty directory
// Parent directories are created as needed; an existing file at `path` is replaced.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface GenerateEntry {
  path: string;
  bytes?: number;
  fill?: string;
  prefix?: string;
  text?: string;
  symlink?: string;
  dir?: boolean;
}

export interface FixtureSpec {
  description?: string;
  cwd?: string;
  reads?: string[];
  env?: Record<string, string>;
  args?: string[];
  generate?: GenerateEntry[];
}

/** The repository root (the directory holding package.json). */
export const repoRoot: string = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Default location of the fixtures. */
export const fixturesRoot: string = path.join(repoRoot, '__tests__', 'conformance', 'fixtures');

/** Absolute paths of every fixture directory (a directory holding fixture.json), sorted by name. */
export function listFixtures(root: string = fixturesRoot): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(root, e.name, 'fixture.json')))
    .map((e) => e.name)
    .sort()
    .map((name) => path.join(root, name));
}

/** Parse a fixture's fixture.json. */
export function readFixtureSpec(fixtureDir: string): FixtureSpec {
  const file = path.join(fixtureDir, 'fixture.json');
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FixtureSpec;
}

function insideRoot(root: string, rel: string): string {
  const abs = path.resolve(root, rel);
  const back = path.relative(root, abs);
  if (back === '' || back.startsWith('..') || path.isAbsolute(back)) {
    throw new Error(`generate path escapes the fixture: ${rel}`);
  }
  return abs;
}

function makeBytes(total: number, fill: string, prefix: string): Buffer {
  const head = Buffer.from(prefix, 'utf8');
  if (head.length > total) throw new Error(`prefix is longer than ${total} bytes`);
  const out = Buffer.alloc(total);
  head.copy(out, 0);
  if (total > head.length) {
    const pattern = Buffer.from(fill, 'utf8');
    if (pattern.length === 0) throw new Error('fill must not be empty');
    out.fill(pattern, head.length);
  }
  return out;
}

/** Apply `generate` entries to an already materialised fixture directory. */
export function applyGenerate(root: string, entries: GenerateEntry[]): void {
  for (const g of entries) {
    const target = insideRoot(root, g.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (g.dir) {
      fs.mkdirSync(target, { recursive: true });
      continue;
    }
    fs.rmSync(target, { force: true, recursive: true });
    if (g.symlink !== undefined) {
      fs.symlinkSync(g.symlink, target);
    } else if (g.text !== undefined) {
      fs.writeFileSync(target, g.text, 'utf8');
    } else if (g.bytes !== undefined) {
      fs.writeFileSync(target, makeBytes(g.bytes, g.fill ?? 'x', g.prefix ?? ''));
    } else {
      throw new Error(`generate entry for ${g.path} needs one of bytes, text, symlink, dir`);
    }
  }
}

/**
 * Copy a fixture (repo/, home/, memory/, fixture.json) into a fresh temporary directory, apply its
 * `generate` entries, and return the temporary directory. The caller removes it when done.
 */
export function materializeFixture(fixtureDir: string): string {
  const spec = readFixtureSpec(fixtureDir);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-fixture-'));
  for (const part of ['repo', 'home', 'memory']) {
    const src = path.join(fixtureDir, part);
    if (fs.existsSync(src)) fs.cpSync(src, path.join(tmp, part), { recursive: true, verbatimSymlinks: true });
  }
  fs.mkdirSync(path.join(tmp, 'repo'), { recursive: true });
  const specFile = path.join(fixtureDir, 'fixture.json');
  if (fs.existsSync(specFile)) fs.copyFileSync(specFile, path.join(tmp, 'fixture.json'));
  applyGenerate(tmp, spec.generate ?? []);
  return tmp;
}
