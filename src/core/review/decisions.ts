/**
 * Decision canaries: where each decision listed in the configuration reaches each launch context — in a
 * file that survives /compact, only lazily, or not at all. The report's decision table and the
 * decision-missing rule read it.
 */
import picomatch from 'picomatch';
import type { Config } from '../config.js';
import type { SideAnalysis } from './analyze.js';

export type DecisionState = 'present' | 'not-compact-safe' | 'missing';

export interface DecisionPlace {
  state: DecisionState;
  where?: { path: string; line?: number };
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const cache = new WeakMap<SideAnalysis, WeakMap<Config, Map<string, Map<string, DecisionPlace>>>>();

/** Decision id → launch context id → where the decision is (made once per side and configuration). */
export function decisionStates(side: SideAnalysis, config: Config): Map<string, Map<string, DecisionPlace>> {
  let byConfig = cache.get(side);
  if (!byConfig) cache.set(side, (byConfig = new WeakMap()));
  const known = byConfig.get(config);
  if (known) return known;
  const out = new Map<string, Map<string, DecisionPlace>>();
  const launch = side.contexts.filter((c) => c.kind === 'launch');
  for (const d of config.decisions) {
    const needle = norm(d.text);
    const m = new Map<string, DecisionPlace>();
    const pats = d.entries?.map((e) => e.replace(/^\.\/?/, '').replace(/\/+$/, '') || '.');
    for (const c of launch) {
      if (pats && !pats.some((p) => p === c.cwd || picomatch(p, { dot: true })(c.cwd))) continue;
      const hit = c.sources.find((s) => s.survivesCompact && norm(s.content).includes(needle));
      if (hit) {
        m.set(c.id, { state: 'present', where: { path: hit.path, line: lineOfNorm(side.sources.get(hit.path)?.raw, d.text) } });
        continue;
      }
      // reachable lazily from this launch directory (nested CLAUDE.md, path-scoped rules), but lost on /compact
      const lazy = side.contexts
        .filter((k) => k.kind !== 'launch' && k.cwd === c.cwd)
        .flatMap((k) => k.sources)
        .find((s) => !s.survivesCompact && norm(s.content).includes(needle));
      m.set(c.id, lazy ? { state: 'not-compact-safe', where: { path: lazy.path, line: lineOfNorm(side.sources.get(lazy.path)?.raw, d.text) } } : { state: 'missing' });
    }
    out.set(d.id, m);
  }
  byConfig.set(config, out);
  return out;
}

function lineOfNorm(raw: string | undefined, text: string): number | undefined {
  if (!raw) return undefined;
  const words = norm(text).split(' ').slice(0, 4).join(' ');
  const lines = raw.split('\n');
  const i = lines.findIndex((l) => norm(l).includes(words));
  return i >= 0 ? i + 1 : undefined;
}
