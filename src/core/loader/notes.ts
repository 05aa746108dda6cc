import type { Ctx, Skip, Warning } from './types.js';

/** Notes a skip once (by path, reason and importing file). */
export function skip(ctx: Ctx, s: Omit<Skip, 'path'>): void {
  const path = ctx.display(s.abs);
  const key = `${s.abs}\0${s.reason}\0${s.from ? 'f' + s.from.path : ''}`;
  if (ctx.skipKeys.has(key)) return;
  ctx.skipKeys.add(key);
  ctx.skipped.push({ path, ...s });
}

/** Notes a warning once. */
export function warn(ctx: Ctx, w: Warning): void {
  if (!ctx.warnings.some((x) => x.path === w.path && x.kind === w.kind && x.detail === w.detail)) ctx.warnings.push(w);
}
