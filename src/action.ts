// GitHub Action entry point. It currently reports the launch load plan of the checked-out repository in
// the job summary; the PR review (sticky comment, annotations, status) is built on top of it.
import * as fs from 'node:fs';
import { CLAUDE_CODE_VERSION } from './core/constants.js';
import { openWorkspace } from './workspace.js';

function input(name: string, def = ''): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? def).trim() || def;
}

function mdEscape(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+!|<>@]/g, (c) => '\\' + c);
}

async function run(): Promise<void> {
  const root = process.env.GITHUB_WORKSPACE || process.cwd();
  const ws = await openWorkspace({ root, cwd: input('cwd') || undefined });
  try {
    const plan = await ws.loader.launch();
    const lines = [
      `### memory-review: what Claude Code ${CLAUDE_CODE_VERSION} loads at launch`,
      '',
      '| # | file | type | chars |',
      '|---|---|---|---|',
      ...plan.launch.map((s, i) => `| ${i + 1} | ${mdEscape(s.path)} | ${s.type} | ${s.size.chars} |`),
      '',
      `${plan.skipped.length} file(s) skipped.`,
    ];
    if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, lines.join('\n') + '\n');
    process.stdout.write(lines.join('\n') + '\n');
  } finally {
    ws.close();
  }
}

run().catch((e: unknown) => {
  process.stdout.write(`::error::memory-review failed: ${String(e instanceof Error ? e.message : e).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
  process.exitCode = 1;
});
