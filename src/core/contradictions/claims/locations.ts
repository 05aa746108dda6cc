// Where a kind of file goes: "Put new migrations in `db/migrations/`", "Migrations live in `src/migrations/`".
import type { Clause } from '../clauses.js';
import type { Ctx } from '../context.js';
import { STOP } from '../text.js';
import type { Claim } from '../types.js';

/** Verbs of an instruction that puts something somewhere. */
const PLACE_VERBS = new Set(['put', 'place', 'store', 'keep', 'save', 'write', 'add', 'create']);
/** Verbs of a statement of where something is (or, in the passive, is put). */
const LIVE_VERBS = new Set(['live', 'go', 'belong', 'sit', 'reside', 'store', 'keep', 'place', 'put', 'save', 'land', 'write', 'emit', 'output']);
/** What makes the build's output: "The build writes to `build/`", "`tsc` emits to `out/`", "The compiler writes to …". */
const PRODUCERS = new Set(['build', 'compiler', 'bundler', 'tsc', 'compilation']);
/** Words that name the build's output, whichever of them a line uses: "build output", "compiled files", "artifacts". */
const BUILD_OUTPUT = new Set(['build', 'compile', 'compiled', 'output', 'file', 'artifact', 'bundle', 'asset', 'js']);
const INTO = new Set(['in', 'into', 'under', 'inside', 'to']);
/** Words of the object that do not tell which things are meant. */
const LIGHT = new Set(['new', 'all', 'any', 'every', 'each', 'the', 'a', 'an', 'our', 'your', 'its', 'their', 'these', 'those', 'this', 'that', 'only', 'always']);
/** Objects that name no kind of thing of their own. */
const VAGUE = new Set(['it', 'them', 'file', 'code', 'everything', 'thing', 'stuff', 'change', 'work', 'output', 'result', 'one', 'content', 'data', 'item']);

/** Words that only restate what a kind of file is ("database migrations", "test fixtures"). */
const RESTATES: Record<string, string[]> = { migration: ['database', 'db', 'schema', 'sql'], fixture: ['test'] };

/** A directory or file path in code (`db/migrations/`, `.env.local`), normalised; undefined for anything else. */
function pathOf(span: string): string | undefined {
  const p = span.trim();
  if (!/^(?:\.{0,2}\/)?[\w.@-]+(?:\/[\w.@-]+)*\/?$/.test(p) || !(p.includes('/') || /^\.[\w-]/.test(p))) return undefined;
  // (a pattern of names, `features/PROJ-X-name.md`, `docs/adr/NNNN-title.md`, is no place)
  if (/(?:^|[-_/.])(?:X+|N+|Y{2,4}|M{2}|D{2})(?=[-_/.]|$)/.test(p)) return undefined;
  return p.replace(/^\.\//, '').replace(/\/+$/, '');
}

/**
 * The place a clause puts a kind of thing: "Put new migrations in `db/migrations/`" (an instruction) or "Migrations
 * live in `src/migrations/`" (a statement). Keyed by the stems of what is put there; two places for the same things
 * are two choices of one subject.
 */
export function locationClaims(cl: Clause, _ctx: Ctx, out: Claim[]): void {
  const t = cl.toks;
  if (cl.verb < 0 || cl.verbBase === undefined || !t.some((x) => x.code >= 0)) return;
  let what: number[] = [];
  let at = -1;
  if (cl.subjEnd === 0 && !cl.passive && PLACE_VERBS.has(cl.verbBase)) {
    // "Put new migrations in `db/migrations/`"
    let k = cl.verb + 1;
    while (k < t.length && t[k].code < 0 && !INTO.has(t[k].w) && k - cl.verb <= 5) what.push(k++);
    at = INTO.has(t[k]?.w ?? '') ? k + 1 : -1;
  } else if (cl.subjEnd > 0 && cl.subjEnd <= 5 && LIVE_VERBS.has(cl.verbBase) && (cl.passive || !PLACE_VERBS.has(cl.verbBase) || producer(cl))) {
    // "Migrations live in `src/migrations/`", "Fixtures are stored under `tests/fixtures/`"
    what = [...Array(cl.subjEnd).keys()];
    let k = cl.verb + 1;
    while (k < t.length && t[k].code < 0 && /^(only|always|all|here|together)$/.test(t[k].w)) k++;
    at = INTO.has(t[k]?.w ?? '') ? k + 1 : -1;
  }
  if (at < 0 || t[at]?.code === undefined || t[at].code < 0 || cl.roles[at] !== 'main') return;
  const path = pathOf(_ctx.spans[t[at].code] ?? '');
  if (path === undefined) return;
  const words = what.filter((k) => t[k].code < 0 && /^[a-z][a-z-]+$/.test(t[k].w) && !LIGHT.has(t[k].w) && !STOP.has(t[k].w));
  // (only words: a name in code or a number in the object is something else, "Put `foo.ts` in …")
  if (!words.length || words.length !== what.filter((k) => !LIGHT.has(t[k].w)).length || words.every((k) => VAGUE.has(t[k].s))) return;
  // ("Database migrations go in `db/migrations/`" / "Put new migrations in `migrations/`"): a word that only restates
  // what the last one is does not narrow it
  const last = t[words[words.length - 1]].s;
  let stems = words.map((k) => t[k].s).filter((w, n, all) => n === all.length - 1 || !(RESTATES[last] ?? []).includes(w));
  // ("Build output goes to `dist/`", "Compiled files are written to `build/`", "The build writes to `build/`"): one place,
  // the build's output, however it is named
  const built = producer(cl) || (stems.every((w) => BUILD_OUTPUT.has(w)) && stems.some((w) => /^(build|compile|compiled)$/.test(w)));
  if (built) stems = ['build', 'output'];
  out.push({
    key: `loc:${stems.join(' ')}`,
    type: 'choice',
    subject: built ? 'where the build output goes' : `where ${words.map((k) => t[k].w).join(' ')} go`,
    family: 'location',
    member: path,
    memberLabel: '`' + path + '`',
    polarity: cl.neg ? -1 : 1,
    force: cl.force,
    conditional: cl.conditional,
    scope: [],
    ...(cl.instruction && cl.subjEnd === 0 ? {} : { basis: 'stated' as const }),
  });
}

/** "The build writes to …", "The compiler emits …": a clause whose subject is what makes the build's output. */
function producer(cl: Clause): boolean {
  const subj = cl.toks.slice(0, cl.subjEnd).filter((x) => x.code < 0 && !LIGHT.has(x.w));
  return !cl.passive && subj.length === 1 && PRODUCERS.has(subj[0].s) && /^(write|emit|output)$/.test(cl.verbBase ?? '');
}
