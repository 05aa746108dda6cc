import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CLAUDE_CODE_VERSION } from '../core/constants.js';
import type { Source, Skip } from '../core/loader/index.js';
import { ConfigError } from '../core/config.js';
import type { Severity } from '../core/review/catalogue.js';
import type { Report } from '../core/review/review.js';
import { UsageError } from '../errors.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderGithub, renderJson, renderSarif, renderText, term } from '../report/formats.js';
import { loadConfig, review } from '../review.js';
import { gitSource } from '../sources/git/index.js';
import { worktreeSource } from '../sources/worktree.js';
import { VERSION } from '../version.js';
import { cwdRel, diskMounts, openWorkspace, realDir } from './workspace.js';
import { renderExplanation, type LineRef } from '../core/contradictions/explain.js';
import { MAX_FILE_BYTES } from '../core/constants.js';

export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

const HELP = `memory-review — what Claude Code ${CLAUDE_CODE_VERSION} loads, and what is wrong with it

Usage:
  memory-review load   [--root DIR] [--cwd DIR] [--home DIR] [--memory-dir DIR] [--read FILE]... [--ref REF] [--setting-sources user,project,local] [--format text|json]
  memory-review check  [--root DIR] [--cwd DIR] [--home DIR] [--memory-dir DIR] [--ref REF] [common options]
  memory-review review [--root DIR] [--base REF] [--head REF] [common options]
  memory-review explain FILE:LINE [FILE:LINE] [--root DIR] [--ref REF] [--config FILE]
                       (what the contradiction detector reads in a line; with two, whether and why they conflict)
  memory-review demo   (review of an embedded example repository, as markdown)
  memory-review serve  [--role web|worker|all] [--port N]   (the GitHub App: docs/bot.md)
  memory-review --help | --version

Common options of check and review:
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|notice|never       (default error, or failOn from the configuration)
  --fail-scope introduced|all                (review: whether pre-existing findings fail too; default introduced)
  --config FILE                              (default .github/memory-review.yml of the tree; of the base in a review)
  --entry GLOB...                            (extra launch directories, e.g. 'packages/*')
  --link-base URL                            (markdown: prefix for file links, e.g. https://github.com/o/r/blob/SHA/)
  --setting-sources user,project,local
  --timings FILE                             (also write how long each phase took, as JSON, to FILE)

review compares --base (default: merge-base of HEAD with the default branch) with --head (default: the
working tree).

Exit codes: 0 ok, 1 findings at or above --fail-on, 2 usage or configuration error.
`;

export function sourceJson(s: Source): Record<string, unknown> {
  return {
    path: s.path,
    content: s.content,
    ...(s.warning ? { warning: s.warning } : {}),
    type: s.type,
    scope: s.scope,
    mode: s.mode,
    why: s.why,
    ...(s.parent ? { parent: s.parent } : {}),
    depth: s.depth,
    ...(s.globs ? { globs: s.globs } : {}),
    size: s.size,
    sha256: s.sha256,
    imports: s.imports,
    survivesCompact: s.survivesCompact,
    ...(s.truncation && s.truncation.warning ? { truncation: { lines: s.truncation.lines, chars: s.truncation.chars, keptLines: s.truncation.keptLines, firstDroppedLine: s.truncation.firstDroppedLine } } : {}),
  };
}

function whyText(s: Source): string {
  const w = s.why;
  switch (w.kind) {
    case 'launch':
      return 'launch';
    case 'rule':
      return 'rule (unconditional)';
    case 'import':
      return `imported from ${term(w.from)}${w.line ? ':' + w.line : ''}`;
    case 'agents-md':
      return 'AGENTS.md (no CLAUDE.md)';
    case 'memory-index':
      return 'auto memory index';
    case 'nested':
      return `nested in ${term(w.dir)}`;
    case 'matched':
      return `matched ${term(w.pattern ?? 'paths')} (${term(w.file)})`;
  }
}

function skipText(k: Skip): string {
  return `  - ${term(k.path)}: ${k.reason}${k.from ? ` (from ${term(k.from.path)}${k.from.line ? ':' + k.from.line : ''})` : ''}${k.detail ? ` — ${term(k.detail)}` : ''}`;
}

function sourcesText(list: Source[]): string[] {
  return list.map((s, i) => `  ${String(i + 1).padStart(2)}. ${term(s.path)}  [${s.type}; ${whyText(s)}]  ${s.size.lines} lines, ${s.size.chars} chars, ≈${s.size.tokens} tokens${s.warning ? '  (truncated)' : ''}`);
}

/** Options every command takes: where the repository, its launch directory, home and memory directory are. */
const WHERE = {
  root: { type: 'string', default: '.' },
  cwd: { type: 'string' },
  home: { type: 'string' },
  'memory-dir': { type: 'string' },
  ref: { type: 'string' },
  'setting-sources': { type: 'string' },
} as const;

async function cmdLoad(argv: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...WHERE,
      read: { type: 'string', multiple: true, default: [] },
      format: { type: 'string', default: 'text' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!['text', 'json'].includes(values.format!)) throw new UsageError(`--format must be text or json, not ${values.format}`);
  const ws = await openWorkspace({ root: values.root!, cwd: values.cwd, home: values.home, memoryDir: values['memory-dir'], ref: values.ref, settingSources: settingSourcesOf(values['setting-sources']) });
  try {
    const plan = await ws.loader.launch();
    const reads = [];
    for (const r of values.read!) {
      const abs = ws.resolveInput(r);
      const res = await ws.loader.read(abs);
      reads.push({ file: r, loaded: res.loaded, skipped: res.skipped });
    }
    if (values.format === 'json') {
      io.out(
        JSON.stringify(
          {
            claudeCode: CLAUDE_CODE_VERSION,
            root: ws.root,
            cwd: ws.loader.display(plan.cwd),
            ...(ws.commit ? { commit: ws.commit } : {}),
            instructionFiles: plan.instructionFiles,
            launch: plan.launch.map(sourceJson),
            reads: reads.map((r) => ({ file: r.file, loaded: r.loaded.map(sourceJson), skipped: r.skipped })),
            skipped: plan.skipped,
            pathRules: plan.pathRules.map(({ abs, baseAbs, ...rest }) => (void abs, void baseAbs, rest)),
            warnings: plan.warnings,
            excludes: plan.excludes,
            settingsErrors: plan.settingsErrors,
          },
          null,
          2,
        ) + '\n',
      );
    } else {
      const lines: string[] = [];
      const total = plan.launch.reduce((a, s) => a + s.size.chars, 0);
      lines.push(`Claude Code ${CLAUDE_CODE_VERSION} — launch in ${term(ws.loader.display(plan.cwd))}: ${plan.launch.length} file(s), ${total} chars, ≈${Math.ceil(total / 4)} tokens`);
      lines.push(...sourcesText(plan.launch));
      if (plan.pathRules.length) {
        lines.push('', 'Path-scoped rules (load when a matching file is read):');
        for (const r of plan.pathRules) lines.push(`  - ${term(r.path)}: ${term(r.globs.join(', '))}${r.invalid.length ? `  (invalid: ${term(r.invalid.join(', '))})` : ''}`);
      }
      if (plan.warnings.length) {
        lines.push('', 'Warnings:');
        for (const w of plan.warnings) lines.push(`  - ${term(w.path)}: ${w.kind}${w.detail ? ` — ${term(w.detail)}` : ''}`);
      }
      if (plan.skipped.length) {
        lines.push('', 'Skipped:');
        lines.push(...plan.skipped.map(skipText));
      }
      for (const r of reads) {
        lines.push('', `Reading ${term(r.file)} attaches ${r.loaded.length} file(s):`);
        lines.push(...sourcesText(r.loaded));
        if (r.skipped.length) lines.push(...r.skipped.map(skipText));
      }
      io.out(lines.join('\n') + '\n');
    }
    return 0;
  } finally {
    ws.close();
  }
}

const FORMATS = ['text', 'json', 'markdown', 'sarif', 'github'] as const;
type Format = (typeof FORMATS)[number];

export function renderReport(r: Report, format: Format, linkBase?: string): string {
  switch (format) {
    case 'json':
      return renderJson(r);
    case 'markdown':
      return renderMarkdown(r, { linkBase }) + '\n';
    case 'sarif':
      return renderSarif(r);
    case 'github':
      return renderGithub(r);
    default:
      return renderText(r);
  }
}

function settingSourcesOf(v: string | undefined): ('user' | 'project' | 'local')[] | undefined {
  if (v === undefined) return undefined;
  const list = v.split(',').map((x) => x.trim()).filter(Boolean);
  const bad = list.filter((x) => !['user', 'project', 'local'].includes(x));
  if (bad.length) throw new UsageError(`--setting-sources takes user, project, local; not ${bad.join(', ')}`);
  return list as ('user' | 'project' | 'local')[];
}

async function cmdReport(kind: 'check' | 'review', argv: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...WHERE,
      base: { type: 'string' },
      head: { type: 'string' },
      format: { type: 'string', default: 'text' },
      'fail-on': { type: 'string' },
      'fail-scope': { type: 'string' },
      config: { type: 'string' },
      entry: { type: 'string', multiple: true, default: [] },
      'link-base': { type: 'string' },
      timings: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    io.out(HELP);
    return 0;
  }
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not ${values.format}`);
  const failOn = values['fail-on'];
  if (failOn !== undefined && !['error', 'warning', 'notice', 'never'].includes(failOn)) throw new UsageError(`--fail-on must be error, warning, notice or never, not ${failOn}`);
  const failScope = values['fail-scope'];
  if (failScope !== undefined && !['introduced', 'all'].includes(failScope)) throw new UsageError(`--fail-scope must be introduced or all, not ${failScope}`);
  if (kind === 'check' && (values.base || values.head)) throw new UsageError('check reviews one tree: use --ref, or the review command for --base/--head');
  if (kind === 'review' && values.ref) throw new UsageError('review takes --base and --head, not --ref');
  const root = realDir(values.root!, '--root');
  const options = {
    cwd: cwdRel(root, values.cwd),
    mounts: diskMounts({ home: values.home, memoryDir: values['memory-dir'] }),
    configFile: values.config,
    entries: values.entry,
    failOn: failOn as Severity | 'never' | undefined,
    failScope: failScope as 'introduced' | 'all' | undefined,
    session: { settingSources: settingSourcesOf(values['setting-sources']) },
  };
  const git = kind === 'review' || values.ref !== undefined;
  const source = git ? gitSource(root) : worktreeSource(root);
  let report: Report;
  try {
    const base = kind === 'review' ? (values.base ?? (await gitSource(root).defaultBase())) : undefined;
    const outcome = await review(source, { ...options, base, head: kind === 'review' ? values.head : values.ref });
    report = outcome.report!;
  } finally {
    source.close();
  }
  io.out(renderReport(report, format, values['link-base']));
  // (the phases of any output format: the benchmark times the default text output and reads these)
  if (values.timings) writeFileSync(values.timings, JSON.stringify({ timings: report.timings, contexts: report.contexts.length, rules: report.rules.length }) + '\n');
  return report.summary.failed ? 1 : 0;
}

async function cmdExplain(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { root: { type: 'string', default: '.' }, ref: { type: 'string' }, config: { type: 'string' } } });
  if (positionals.length < 1 || positionals.length > 2) throw new UsageError('explain takes one or two FILE:LINE arguments');
  const ws = await openWorkspace({ root: values.root!, ref: values.ref });
  try {
    const { config } = await loadConfig({ file: values.config }, ws.tree);
    const refs: LineRef[] = [];
    for (const p of positionals) {
      const m = /^(.+):(\d+)$/.exec(p);
      if (!m) throw new UsageError(`expected FILE:LINE, got ${JSON.stringify(p)}`);
      const rel = m[1].replace(/^\.\//, '');
      const buf = await ws.tree.read(rel, MAX_FILE_BYTES);
      if (!buf) throw new UsageError(`${rel} is not a file in ${ws.tree.label}`);
      refs.push({ path: rel, text: buf.toString('utf8'), line: Number(m[2]) });
    }
    io.out(renderExplanation(refs, config.contradictions.families));
    return 0;
  } finally {
    ws.close();
  }
}

export async function main(argv: string[], io: Io): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case 'load':
        return await cmdLoad(rest, io);
      case 'check':
      case 'review':
        return await cmdReport(cmd, rest, io);
      case 'explain':
        return await cmdExplain(rest, io);
      case 'demo': {
        const { makeExampleRepo } = await import('../demo/demo.js');
        const ex = makeExampleRepo();
        io.err(`Embedded example repository: ${ex.root} (base ${ex.base.slice(0, 7)}, head ${ex.head.slice(0, 7)})\n`);
        io.err(`This is: memory-review review --root ${ex.root} --base ${ex.base.slice(0, 7)} --head ${ex.head.slice(0, 7)} --format markdown\n\n`);
        const code = await cmdReport('review', ['--root', ex.root, '--base', ex.base, '--head', ex.head, '--format', rest.includes('--format') ? rest[rest.indexOf('--format') + 1] : 'markdown'], io);
        return code === 1 ? 0 : code;
      }
      case 'serve':
        return await (await import('../bot/serve.js')).serveCommand(rest, io);
      case '--version':
      case 'version':
        io.out(`memory-review ${VERSION} (Claude Code ${CLAUDE_CODE_VERSION} semantics)\n`);
        return 0;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.out(HELP);
        return cmd === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(cmd)}`);
    }
  } catch (e) {
    if (e instanceof ConfigError) {
      io.err(`memory-review: configuration error: ${e.message}\n`);
      return 2;
    }
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`memory-review: ${(e as Error).message}\n`);
      return 2;
    }
    throw e;
  }
}
