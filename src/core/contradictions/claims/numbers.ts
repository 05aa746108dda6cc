// Number claims: a limit with a unit (line length 100 characters, timeout 30 s, coverage 80 %).
import type { Clause, Role } from '../clauses.js';
import type { Ctx } from '../context.js';
import { scopeOf } from '../scope.js';
import type { Claim } from '../types.js';
import { quantityClaims } from './quantity.js';

export function numberClaims(cl: Clause, ctx: Ctx, used: Set<number>, out: Claim[]): void {
  const lab = cl.label;
  if (!lab || cl.toks[0] === lab[0]) {
    quantityClaims(cl, { scopeOf: (exclude, domain) => scopeOf(cl, exclude, domain, ctx), span: (code) => ctx.spans[code] ?? '' }, used, out);
    return;
  }
  // "Function body: 50 lines": the label names what the value measures, so it is read as part of the clause
  const n = lab.length;
  const shift = (k: number): number => (k >= 0 ? k + n : k);
  const merged: Clause = { ...cl, toks: [...lab, ...cl.toks], roles: [...lab.map((): Role => 'main'), ...cl.roles], verb: shift(cl.verb), subjEnd: cl.subjEnd + n, pred: shift(cl.pred) };
  const mUsed = new Set([...used].map((k) => k + n));
  const saved = ctx.extraScope;
  ctx.extraScope = [];
  quantityClaims(merged, { scopeOf: (exclude, domain) => scopeOf(merged, exclude, domain, ctx), span: (code) => ctx.spans[code] ?? '' }, mUsed, out);
  ctx.extraScope = saved;
  for (const k of mUsed) if (k >= n) used.add(k - n);
}
