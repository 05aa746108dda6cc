// Helpers for the real-repository corpus in ../shared/corpus (see its SOURCES.md).
//
// Each corpus repo dir `<owner>__<repo>/` holds the repo's memory files at their repo-relative
// paths plus `.tree.txt` (the repo's full file list). Git symlinks were stored as plain files
// containing the link target; `manifest.json` marks them (`symlink_target`). These helpers turn a
// corpus repo back into a faithful skeleton: every tree path (empty unless copied), real content for
// the copied files, and real symlinks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CorpusEntry {
  /** repo-relative path, `/`-separated */
  path: string;
  /** file content; absent for symlinks */
  content?: Buffer;
  /** symlink target text (relative, as stored in git) */
  symlink?: string;
}

interface ManifestFile {
  path: string;
  symlink_target?: string;
}
interface ManifestRepo {
  dir: string;
  files: ManifestFile[];
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** the memory-review checkout (…/main) */
export const projectRoot = path.resolve(HERE, '..', '..');

export function corpusDir(): string {
  const env = process.env.MEMORY_REVIEW_CORPUS;
  if (env) return path.resolve(env);
  return path.resolve(projectRoot, '..', 'shared', 'corpus');
}

/** corpus repo directory names (`<owner>__<repo>`), sorted */
export function listCorpusRepos(): string[] {
  const dir = corpusDir();
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(d => d.isDirectory() && !d.name.startsWith('.') && fs.existsSync(path.join(dir, d.name, '.tree.txt')))
    .map(d => d.name)
    .sort();
}

const manifestCache = new Map<string, Map<string, ManifestRepo>>();
function manifestFor(repoDir: string): ManifestRepo | undefined {
  const root = path.dirname(path.resolve(repoDir));
  let byDir = manifestCache.get(root);
  if (!byDir) {
    byDir = new Map();
    const file = path.join(root, 'manifest.json');
    if (fs.existsSync(file)) {
      const m = JSON.parse(fs.readFileSync(file, 'utf8')) as { repos?: ManifestRepo[] };
      for (const r of m.repos ?? []) byDir.set(r.dir, r);
    }
    manifestCache.set(root, byDir);
  }
  return byDir.get(path.basename(path.resolve(repoDir)));
}

/** Undo git's C-style quoting (`"a\tb\303\251"`) if a tree line carries it. */
export function unquoteGitPath(line: string): string {
  if (line.length < 2 || !line.startsWith('"') || !line.endsWith('"')) return line;
  const body = line.slice(1, -1);
  const bytes: number[] = [];
  const simple: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\') {
      for (const b of Buffer.from(c, 'utf8')) bytes.push(b);
      continue;
    }
    const n = body[i + 1];
    if (n !== undefined && /[0-7]/.test(n) && /^[0-7]{3}$/.test(body.slice(i + 1, i + 4))) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else if (n !== undefined && n in simple) {
      bytes.push(simple[n]);
      i += 1;
    } else {
      bytes.push(92);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A repo-relative path we are willing to materialise (no absolute, `..`, empty or `.git` segments). */
function cleanPath(p: string): string | null {
  const s = p.replace(/\r$/, '').replace(/\/+$/, '');
  if (!s || s.startsWith('/') || s.includes('\0')) return null;
  const parts = s.split('/');
  if (parts.some(x => x === '' || x === '.' || x === '..' || x === '.git')) return null;
  return s;
}

export function readTree(repoDir: string): string[] {
  const text = fs.readFileSync(path.join(repoDir, '.tree.txt'), 'utf8');
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const p = cleanPath(unquoteGitPath(line));
    if (p) out.push(p);
  }
  return out;
}

function walkFiles(root: string, rel: string, out: string[]): void {
  for (const d of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${d.name}` : d.name;
    if (!rel && d.name === '.tree.txt') continue;
    if (d.isDirectory()) walkFiles(root, r, out);
    else out.push(r);
  }
}

/**
 * Every path of `.tree.txt` (empty content) overlaid with the copied files' real content;
 * paths the manifest marks as git symlinks get `symlink: target` and no content.
 * Sorted by path. A path that is also a directory prefix of another path is dropped (the
 * directory wins; cannot happen in git, guarded anyway).
 */
export function corpusEntries(repoDir: string): CorpusEntry[] {
  const abs = path.resolve(repoDir);
  const entries = new Map<string, CorpusEntry>();
  for (const p of readTree(abs)) entries.set(p, { path: p, content: Buffer.alloc(0) });

  const copied: string[] = [];
  walkFiles(abs, '', copied);
  const links = new Map<string, string>();
  for (const f of manifestFor(abs)?.files ?? []) if (f.symlink_target) links.set(f.path, f.symlink_target);

  for (const rel of copied) {
    const p = cleanPath(rel);
    if (!p) continue;
    const full = path.join(abs, rel);
    const st = fs.lstatSync(full);
    if (st.isSymbolicLink()) {
      entries.set(p, { path: p, symlink: fs.readlinkSync(full) });
    } else if (links.has(p)) {
      entries.set(p, { path: p, symlink: links.get(p) });
    } else {
      entries.set(p, { path: p, content: fs.readFileSync(full) });
    }
  }
  // manifest symlinks that were not copied as files (defensive)
  for (const [p, target] of links) {
    const c = cleanPath(p);
    if (c && !entries.get(c)?.symlink) entries.set(c, { path: c, symlink: target });
  }

  const dirs = new Set<string>();
  for (const p of entries.keys()) {
    let i = p.lastIndexOf('/');
    while (i > 0) {
      const d = p.slice(0, i);
      if (dirs.has(d)) break;
      dirs.add(d);
      i = d.lastIndexOf('/');
    }
  }
  for (const d of dirs) entries.delete(d);

  return [...entries.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Write the entries of a corpus repo under `dest` (real symlinks via fs.symlinkSync). */
export function materializeCorpus(repoDir: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  const made = new Set<string>();
  for (const e of corpusEntries(repoDir)) {
    const full = path.join(dest, ...e.path.split('/'));
    const parent = path.dirname(full);
    if (!made.has(parent)) {
      fs.mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    if (e.symlink !== undefined) fs.symlinkSync(e.symlink, full);
    else fs.writeFileSync(full, e.content ?? Buffer.alloc(0));
  }
}
