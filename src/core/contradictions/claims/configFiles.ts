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

/** Lockfiles by the package manager that writes them. */
const LOCKFILES: Record<string, string> = {
  'package-lock.json': 'npm', 'npm-shrinkwrap.json': 'npm', 'yarn.lock': 'yarn', 'pnpm-lock.yaml': 'pnpm', 'bun.lockb': 'bun', 'bun.lock': 'bun',
  'poetry.lock': 'poetry', 'uv.lock': 'uv', 'pipfile.lock': 'pipenv', 'pdm.lock': 'pdm',
};

/**
 * A lockfile a line commits, or calls the only one ("The only lockfile we commit is `yarn.lock`", "Commit
 * `pnpm-lock.yaml`"), keeps the package manager that writes it in use.
 */
export function lockfileClaims(cl: Clause, ctx: Ctx, famsHere: Set<string>, out: Claim[]): void {
  if (cl.neg || cl.conditional) return;
  const t = cl.toks;
  const only = t.some((x, k) => x.code < 0 && x.w === 'only' && t[k + 1]?.code < 0 && (/^lock-?files?$/.test(t[k + 1].w) || (t[k + 1].w === 'lock' && /^files?$/.test(t[k + 2]?.w ?? ''))));
  const commits = cl.instruction && cl.verbBase === 'commit';
  if (!only && !commits) return;
  const seen = new Set<string>();
  for (let k = 0; k < t.length; k++) {
    if (cl.roles[k] !== 'main') continue;
    const name = (t[k].code >= 0 ? (ctx.spans[t[k].code] ?? '').trim().split('/').pop() ?? '' : t[k].w).toLowerCase();
    const manager = LOCKFILES[name];
    if (!manager || seen.has(manager)) continue;
    seen.add(manager);
    for (const mm of memberNamed(manager, ctx.lex)) {
      if (famsHere.has(mm.family.id) || !/package-manager$/.test(mm.family.id)) continue;
      out.push({ key: `fam:${mm.family.id}`, type: 'choice', subject: mm.family.subject, family: mm.family.id, member: mm.member, memberLabel: mm.label, polarity: 1, force: cl.force, conditional: false, scope: [], basis: 'stated' });
    }
  }
}
