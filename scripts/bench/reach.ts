/**
 * Rule reach alone, in one process: the base commit's listing parsed as the review parses it, the reach
 * index over its paths, and every path rule's count (the rules of every `.claude/rules` file in the base,
 * each counted once per base directory and pattern list, as a review does). CPU time of each part.
 *
 *   npx esbuild scripts/bench/reach.ts --bundle --platform=node --format=esm --outfile=/tmp/reach.mjs \
 *     "--banner:js=import{createRequire as r}from'node:module';const require=r(import.meta.url);"
 *   node --no-turbofan /tmp/reach.mjs DIR [--rounds N]
 *
 * DIR is a repository from generate.ts (commit `base`). --no-turbofan is what the command runs with
 * (src/cli/jit.ts).
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { ruleGlobs } from '../../src/core/globs/index.js';
import { ReachIndex } from '../../src/core/reach.js';
import { LsTreeParser } from '../../src/sources/git/lsTree.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '1' } } });
const repo = positionals[0];
const git = (...a: string[]) => execFileSync('git', ['-C', repo, ...a], { encoding: 'utf8', maxBuffer: 1 << 30 });
const listing = git('ls-tree', '-r', '-z', '--full-tree', 'base');
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (let round = 0; round < Number(values.rounds); round++) {
  const t0 = cpu();
  const parser = new LsTreeParser();
  // (in pieces of 64 KiB, as a pipe delivers them)
  for (let at = 0; at < listing.length; at += 65536) parser.feed(listing.slice(at, at + 65536));
  const cols = parser.end();
  const t1 = cpu();
  const rules: { base: string; globs: string[] }[] = [];
  for (const p of cols.paths) {
    const m = /^(?:(.*)\/)?\.claude\/rules\/.*\.md$/.exec(p);
    const fm = m && /^---\n([\s\S]*?)\n---/.exec(git('show', 'base:' + p));
    const g = fm ? ruleGlobs((parse(fm[1]) as { paths?: unknown } | null)?.paths) : undefined;
    if (g?.globs) rules.push({ base: m![1] ?? '', globs: g.globs });
  }
  const t2 = cpu();
  const index = new ReachIndex(cols.paths);
  const t3 = cpu();
  let files = 0;
  for (const q of rules) files += index.reach(q).files;
  const t4 = cpu();
  console.log(`${cols.paths.length} paths, ${rules.length} rules (${files} matches): parse ${(t1 - t0).toFixed(0)} ms, index ${(t3 - t2).toFixed(0)} ms, reach ${(t4 - t3).toFixed(0)} ms (CPU)`);
}
