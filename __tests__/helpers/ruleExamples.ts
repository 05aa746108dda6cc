/**
 * The bad and good examples of a rule's page (docs/rules/<id>.md) as trees, and the report the pure review
 * core makes of them. A file is a caption line `` `path` `` followed by a fenced block; `(deleted by this
 * change)` and `(before this change)` put it in the base only, `(after this change)` in the head only (an
 * example with such files is a review); `` `path` → symlink to `target` `` is a symlink. `⟨U+XXXX⟩` in an
 * example stands for that character.
 */
import fs from 'node:fs';
import path from 'node:path';
import { emptyConfig, parseConfig, DEFAULT_CONFIG_PATH, type Config } from '../../src/core/config.js';
import { analyzeSide, type SideAnalysis } from '../../src/core/review/analyze.js';
import { buildReport, type Report } from '../../src/core/review/review.js';
import { memoryTree } from '../../src/core/tree.js';

export type TreeFiles = Record<string, string | Buffer | { symlink: string }>;

export interface Example {
  head: TreeFiles;
  /** Present when the example is a change (a review of base → head). */
  base?: TreeFiles;
}

export const DOCS_RULES = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'docs', 'rules');

const decode = (s: string) => s.replace(/⟨U\+([0-9A-F]{4,6})⟩/g, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)));

function section(page: string, title: string): string {
  const m = new RegExp(`^## ${title}\\n([\\s\\S]*?)(?=^## |$(?![\\s\\S]))`, 'm').exec(page);
  if (!m) throw new Error(`no "## ${title}" section`);
  return m[1];
}

function parseExample(text: string): Example {
  const base: TreeFiles = {};
  const head: TreeFiles = {};
  let review = false;
  const re = /^`([^`]+)`(?: → symlink to `([^`]+)`| \(([^)]+)\))?\n(?:\n```[a-z]*\n([\s\S]*?)```\n)?/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [, p, symlink, note, content] = m;
    const value = symlink !== undefined ? { symlink } : decode(content ?? '');
    if (symlink === undefined && content === undefined) throw new Error(`${p}: no content`);
    if (note === 'deleted by this change' || note === 'before this change') {
      base[p] = value;
      review = true;
    } else if (note === 'after this change') {
      head[p] = value;
      review = true;
    } else if (note === undefined) {
      base[p] ??= value;
      head[p] = value;
    } else throw new Error(`${p}: unknown note (${note})`);
  }
  if (!Object.keys(head).length) throw new Error('an example without files');
  return review ? { base, head } : { head };
}

/** The page of a rule and its two examples. */
export function ruleExamples(id: string): { page: string; bad: Example; good: Example } {
  const page = fs.readFileSync(path.join(DOCS_RULES, `${id}.md`), 'utf8');
  return { page, bad: parseExample(section(page, 'Bad')), good: parseExample(section(page, 'Good')) };
}

/** Check (one tree) or review (base → head) of an example with the pure core, configured by its own configuration file. */
export async function reportOf(ex: Example): Promise<Report> {
  const text = ex.head[DEFAULT_CONFIG_PATH];
  const config: Config = typeof text === 'string' ? parseConfig(text, DEFAULT_CONFIG_PATH) : emptyConfig();
  const side = (name: string, files: TreeFiles, previous?: SideAnalysis) =>
    analyzeSide({ name, label: name, root: '/repo', tree: memoryTree(name, files), entries: config.entries, config, ...(previous ? { previous } : {}) });
  const opts = { config, configPath: DEFAULT_CONFIG_PATH, version: 'test' };
  if (!ex.base) return buildReport(await side('tree', ex.head), undefined, opts);
  const base = await side('base', ex.base);
  return buildReport(await side('head', ex.head, base), base, opts);
}
