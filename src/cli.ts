import { parseArgs } from 'node:util';
import { CLAUDE_CODE_VERSION } from './core/constants.js';
import type { Source, Skip } from './core/loader.js';
import { openWorkspace, UsageError } from './workspace.js';

export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

const HELP = `memory-review — what Claude Code ${CLAUDE_CODE_VERSION} loads, and what is wrong with it

Usage:
  memory-review load   [--root DIR] [--cwd DIR] [--home DIR] [--memory-dir DIR] [--read FILE]... [--ref REF] [--setting-sources user,project,local] [--format text|json]
  memory-review --help | --version

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
      return `imported from ${w.from}${w.line ? ':' + w.line : ''}`;
    case 'agents-md':
      return 'AGENTS.md (no CLAUDE.md)';
    case 'memory-index':
      return 'auto memory index';
    case 'nested':
      return `nested in ${w.dir}`;
    case 'matched':
      return `matched ${w.pattern ?? 'paths'} (${w.file})`;
  }
}

function skipText(k: Skip): string {
  return `  - ${k.path}: ${k.reason}${k.from ? ` (from ${k.from.path}${k.from.line ? ':' + k.from.line : ''})` : ''}${k.detail ? ` — ${k.detail}` : ''}`;
}

function sourcesText(list: Source[]): string[] {
  return list.map((s, i) => `  ${String(i + 1).padStart(2)}. ${s.path}  [${s.type}; ${whyText(s)}]  ${s.size.lines} lines, ${s.size.chars} chars, ≈${s.size.tokens} tokens${s.warning ? '  (truncated)' : ''}`);
}

async function cmdLoad(argv: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      root: { type: 'string', default: '.' },
      cwd: { type: 'string' },
      home: { type: 'string' },
      'memory-dir': { type: 'string' },
      read: { type: 'string', multiple: true, default: [] },
      ref: { type: 'string' },
      format: { type: 'string', default: 'text' },
      'setting-sources': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!['text', 'json'].includes(values.format!)) throw new UsageError(`--format must be text or json, not ${values.format}`);
  let settingSources: ('user' | 'project' | 'local')[] | undefined;
  if (values['setting-sources'] !== undefined) {
    const list = values['setting-sources'].split(',').map((x) => x.trim()).filter(Boolean);
    const bad = list.filter((x) => !['user', 'project', 'local'].includes(x));
    if (bad.length) throw new UsageError(`--setting-sources takes user, project, local; not ${bad.join(', ')}`);
    settingSources = list as ('user' | 'project' | 'local')[];
  }
  const ws = await openWorkspace({ root: values.root!, cwd: values.cwd, home: values.home, memoryDir: values['memory-dir'], ref: values.ref, settingSources });
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
      lines.push(`Claude Code ${CLAUDE_CODE_VERSION} — launch in ${ws.loader.display(plan.cwd)}: ${plan.launch.length} file(s), ${total} chars, ≈${Math.ceil(total / 4)} tokens`);
      lines.push(...sourcesText(plan.launch));
      if (plan.pathRules.length) {
        lines.push('', 'Path-scoped rules (load when a matching file is read):');
        for (const r of plan.pathRules) lines.push(`  - ${r.path}: ${r.globs.join(', ')}${r.invalid.length ? `  (invalid: ${r.invalid.join(', ')})` : ''}`);
      }
      if (plan.warnings.length) {
        lines.push('', 'Warnings:');
        for (const w of plan.warnings) lines.push(`  - ${w.path}: ${w.kind}${w.detail ? ` — ${w.detail}` : ''}`);
      }
      if (plan.skipped.length) {
        lines.push('', 'Skipped:');
        lines.push(...plan.skipped.map(skipText));
      }
      for (const r of reads) {
        lines.push('', `Reading ${r.file} attaches ${r.loaded.length} file(s):`);
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

export async function main(argv: string[], io: Io): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case 'load':
        return await cmdLoad(rest, io);
      case 'demo': {
        const { makeExampleRepo } = await import('./demo/demo.js');
        const ex = makeExampleRepo();
        io.out(`Embedded example repository: ${ex.root} (base ${ex.base.slice(0, 7)}, head ${ex.head.slice(0, 7)})\n\n`);
        for (const [label, ref] of [['base', ex.base], ['head', ex.head]] as const) {
          io.out(`== ${label} ==\n`);
          await cmdLoad(['--root', ex.root, '--ref', ref, '--read', 'packages/web/src/components/Button.test.ts', '--read', 'packages/api/src/server.ts'], io);
          io.out('\n');
        }
        return 0;
      }
      case '--version':
      case 'version':
        io.out(`memory-review (Claude Code ${CLAUDE_CODE_VERSION} semantics)\n`);
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
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`memory-review: ${(e as Error).message}\n`);
      return 2;
    }
    throw e;
  }
}
