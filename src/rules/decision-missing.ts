import { decisionStates } from '../core/review/decisions.js';
import { defineMeta, type Hit, type Rule } from './types.js';

export const meta = defineMeta({
  id: 'decision-missing',
  severity: 'error',
  category: 'partial',
  title: 'Decision canary missing',
  why: 'A decision listed in the configuration is not in the launch context that survives /compact.',
  fix: 'Keep the decision in a launch-time file (root CLAUDE.md, an unconditional rule, or their imports).',
});

function ctxName(id: string): string {
  return id === 'launch:.' ? 'the root launch context' : id.startsWith('launch:') ? `the launch in ${id.slice(7)}/` : id;
}

export const check: Rule['check'] = ({ side, base, config, configPath }) => {
  const head = decisionStates(side, config);
  const before = base ? decisionStates(base, config) : undefined;
  const hits: Hit[] = [];
  for (const d of config.decisions) {
    const bm = before?.get(d.id);
    // one hit per state and file, listing every launch context it affects
    const groups = new Map<string, Hit>();
    for (const [ctx, st] of head.get(d.id)!) {
      if (st.state === 'present') continue;
      const bs = bm?.get(ctx);
      const loc = st.where ?? bs?.where ?? { path: configPath };
      const gk = `${st.state}\0${loc.path}`;
      const g = groups.get(gk);
      if (g) {
        g.contexts.push(ctx);
        continue;
      }
      const was = bs?.state === 'present' ? ` (it was in ${bs.where?.path})` : '';
      const message =
        st.state === 'not-compact-safe'
          ? `decision "${d.id}" reaches ${ctxName(ctx)} only through ${st.where?.path}, which is not re-read after /compact${was}`
          : `decision "${d.id}" ("${d.text.slice(0, 80)}") is missing from ${ctxName(ctx)}${was}`;
      const h: Hit = { message, locations: [loc], contexts: [ctx], key: `${d.id}:${st.state}` };
      groups.set(gk, h);
      hits.push(h);
    }
    for (const h of groups.values()) if (h.contexts.length > 1) h.message = h.message.replace(ctxName(h.contexts[0]), `${h.contexts.length} launch contexts (${h.contexts.map(ctxName).join(', ')})`);
  }
  return hits;
};
