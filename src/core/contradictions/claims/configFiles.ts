// A tool's own configuration file named as the place to write into keeps that tool in use.
import type { Clause } from '../clauses.js';
import type { Ctx } from '../context.js';
import type { Claim } from '../types.js';
import { memberNamed } from './objects.js';

/**
 * A tool's own configuration file named in an instruction to write into it (`nginx.conf`, `tox.ini`,
 * `.eslintrc.json`, `jest.config.ts`, `Jenkinsfile`) keeps that tool in use.
 */
export function configFileClaims(cl: Clause, ctx: Ctx, famsHere: Set<string>, out: Claim[]): void {
  const seen = new Set<number>();
  for (let k = 0; k < cl.toks.length; k++) {
    const code = cl.toks[k].code;
    if (code < 0 || seen.has(code) || cl.roles[k] !== 'main') continue;
    seen.add(code);
    const span = (ctx.spans[code] ?? '').trim();
    const base = span.split('/').pop() ?? '';
    const m = /^\.?([a-z][a-z0-9-]*?)(?:rc)?(?:\.config)?\.(?:conf|ini|ya?ml|toml|json|js|cjs|mjs|ts|cfg)$/i.exec(base) ?? /^([A-Z][a-z]+)file$/.exec(base);
    if (!m || /^(config|settings|package|tsconfig|pyproject|setup|docker-compose|compose|app|index|main|env)$/i.test(m[1])) continue;
    for (const mm of memberNamed(m[1].toLowerCase(), ctx.lex)) {
      if (famsHere.has(mm.family.id)) continue;
      const fam = mm.family;
      out.push({ key: `fam:${fam.id}`, type: 'choice', subject: fam.subject, family: fam.id, member: mm.member, memberLabel: mm.label, polarity: 1, force: cl.force, conditional: cl.conditional, scope: [] });
    }
    const name = m[1].toLowerCase();
    // (a source file, `src/generated/api.ts`, is not a tool's configuration: only a known tool's name, an rc or
    // `.config.` file, or a configuration format names the tool)
    if (!memberNamed(name, ctx.lex).length && !/(?:rc|\.config)\.[a-z]+$|\.(?:conf|ini|ya?ml|toml|json|cfg)$|file$/i.test(base)) continue;
    out.push({ key: `act:use:${name}`, type: 'action', subject: `use ${name}`, polarity: 1, force: cl.force, conditional: cl.conditional, scope: [] });
  }
}
