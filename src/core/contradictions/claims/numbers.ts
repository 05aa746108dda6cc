// Number claims: a limit with a unit (line length 100 characters, timeout 30 s, coverage 80 %).
import type { Clause, Role } from '../clauses.js';
import type { Ctx } from '../context.js';
import { scopeOf } from '../scope.js';
import type { Claim } from '../types.js';
import { quantityClaims } from './quantity.js';

export function numberClaims(cl: Clause, ctx: Ctx, used: Set<number>, out: Claim[]): void {
  const lab = cl.label;
  if (!lab || cl.toks[0] === lab[0]) {
    const from = out.length;
    const before = new Set(used);
    quantityClaims(cl, { scopeOf: (exclude, domain) => scopeOf(cl, exclude, domain, ctx), span: (code) => ctx.spans[code] ?? '' }, used, out);
    // ("they take 10 minutes", "Don't run the build (it takes 12 minutes)"): what a pronoun stands for was named before;
    // another line's "it" is another thing
    const t = cl.toks;
    const pronounAt = (k: number): boolean => t[k]?.code < 0 && /^(it|they|this|that|these|those)$/.test(t[k].w) && /^(takes?|lasts?|runs?|needs?|is|are|has|have|uses?|costs?)$/.test(t[k + 1]?.w ?? '');
    const asideOf = (k: number): number => {
      let q = k;
      while (q > 0 && t[q - 1].paren >= t[k].paren && t[k].paren > (t[0]?.paren ?? 0)) q--;
      return q;
    };
    const fresh = [...used].filter((k) => !before.has(k) && /\d/.test(t[k]?.w ?? ''));
    if (fresh.length && (pronounAt(0) || fresh.every((k) => t[k].paren > (t[0]?.paren ?? 0) && pronounAt(asideOf(k)))))
      for (let k = from; k < out.length; k++) out[k] = { ...out[k], scope: [...out[k].scope, '@ref:' + ctx.refId].sort() };
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
