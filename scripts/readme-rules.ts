// Prints (or with --write, updates in README.md) the rule table generated from the rule registry
// (src/rules/index.ts), between the <!-- rules:start --> and <!-- rules:end --> markers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULE_METAS } from '../src/rules/index.js';

const STATE: Record<string, string> = { partial: 'Partial', waiting: 'Waiting', conflicted: 'Conflicted', uncertain: 'Uncertain', drifted: 'Drifted', info: '—' };

const cell = (s: string) => s.replace(/\|/g, '\\|');

export function rulesTable(): string {
  const rows = RULE_METAS.map((r) => `| [\`${r.id}\`](docs/rules/${r.id}.md) | ${r.severity} | ${STATE[r.category]} | ${cell(r.title)} |`);
  return ['| rule | default | verdict | what it finds |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

export const README = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md');

export function withTable(readme: string): string {
  return readme.replace(/(<!-- rules:start -->\n)[\s\S]*?(<!-- rules:end -->)/, (_m, a: string, b: string) => `${a}${rulesTable()}\n${b}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes('--write')) fs.writeFileSync(README, withTable(fs.readFileSync(README, 'utf8')));
  else process.stdout.write(rulesTable() + '\n');
}
