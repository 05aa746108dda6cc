// Where a kind of file goes: "Put new migrations in `db/migrations/`", "Migrations live in `src/migrations/`".
import type { Clause } from '../clauses.js';
import type { Ctx } from '../context.js';
import { STOP, stem } from '../text.js';
import type { Claim } from '../types.js';

/** Verbs of an instruction that puts something somewhere. */
const PLACE_VERBS = new Set(['put', 'place', 'store', 'keep', 'save', 'write', 'add', 'create']);
/** Verbs of a statement of where something is (or, in the passive, is put). */
/** Verbs whose passive says where a kind of thing is set down ("are defined in", "are configured in"). */
const DEFINED_VERBS = new Set(['define', 'configure', 'declare', 'register']);
const LIVE_VERBS = new Set(['live', 'go', 'belong', 'sit', 'reside', 'store', 'keep', 'place', 'put', 'save', 'land', 'write', 'emit', 'output']);
/** What makes the build's output: "The build writes to `build/`", "`tsc` emits to `out/`", "The compiler writes to …". */
const PRODUCERS = new Set(['build', 'compiler', 'bundler', 'tsc', 'compilation']);
/** Words that name the build's output, whichever of them a line uses: "build output", "compiled files", "artifacts". */
const BUILD_OUTPUT = new Set(['build', 'compile', 'compiled', 'output', 'file', 'artifact', 'bundle', 'asset', 'js']);
const INTO = new Set(['in', 'into', 'under', 'inside', 'to']);
const BE = new Set(['is', 'are']);
/** Words that name a place for files. */
const DIR_WORDS = new Set(['dir', 'directory', 'folder', 'path', 'location']);
/** Words of the object that do not tell which things are meant. */
const LIGHT = new Set(['new', 'all', 'any', 'every', 'each', 'the', 'a', 'an', 'our', 'your', 'its', 'their', 'these', 'those', 'this', 'that', 'only', 'always']);
/** Objects that name no kind of thing of their own. */
const VAGUE = new Set(['it', 'them', 'file', 'code', 'everything', 'thing', 'stuff', 'change', 'work', 'output', 'result', 'one', 'content', 'data', 'item']);

/** Words that only restate what a kind of file is ("database migrations", "test fixtures"). */
const RESTATES: Record<string, string[]> = { migration: ['database', 'db', 'schema', 'sql'], fixture: ['test'] };

/** A directory or file path in code (`db/migrations/`, `.env.local`), normalised; undefined for anything else. */
function pathOf(span: string): string | undefined {
  // (the files of a directory are that directory: `ops/playbooks/*.md`, `src/**`)
  const p = span.trim().replace(/(?<=.\/)\*\*?(?:\/\*)?(?:\.[\w]+)?$/, '');
  // (a home, an absolute or a variable's path, and a scheme's place other than the web's: `~/.config/x`, `/data/ref/`,
  // `$HOME/nf-work`, `user://saves/`, `s3://builds/`)
  // (a segment may be a variable or a placeholder: `/scratch/$USER/ckpt`, `/checkpoints/<run_name>/`)
  if (!/^(?:\.{0,2}\/|~\/|\/|\$\{?\w+\}?\/|(?!https?:)[a-z][a-z0-9+]*:\/\/)?[\w.@-]+(?:\/(?:[\w.@-]+|\$\{?\w+\}?|<[\w-]+>|\{[\w-]+\}))*\/?$/.test(p) || !(p.includes('/') || /^\.[\w-]/.test(p))) return undefined;
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
  if (!t.some((x) => x.code >= 0)) return;
  let what: number[] = [];
  let at = -1;
  let labelled: string[] | undefined;
  if (cl.verb < 0 || cl.verbBase === undefined) {
    // ("Incident runbooks are in `ops/playbooks/`"): a subject that is in a place
    // ("The OpenAPI spec is at `docs/openapi.yaml`": at a place too)
    if (cl.pred > 0 && cl.subjEnd > 0 && cl.subjEnd <= 5 && cl.pred === cl.subjEnd + 1 && BE.has(t[cl.subjEnd]?.w ?? '') && (INTO.has(t[cl.pred]?.w ?? '') || t[cl.pred]?.w === 'at') && t[cl.pred]?.w !== 'to') {
      what = [...Array(cl.subjEnd).keys()];
      at = cl.pred + 1;
    } else if (cl.pred > 0 && cl.subjEnd > 1 && cl.subjEnd <= 5 && cl.pred === cl.subjEnd + 1 && BE.has(t[cl.subjEnd]?.w ?? '') && t[cl.pred]?.code >= 0 && (DIR_WORDS.has(t[cl.subjEnd - 1].w) || /^files?$/.test(t[cl.subjEnd - 1].w))) {
      // ("The cache dir is `$XDG_CACHE_HOME/acme`", "The user config file is `~/.acmerc`"): the place of a kind of thing,
      // named as its folder or its file
      what = [...Array(cl.subjEnd).keys()];
      at = cl.pred;
    } else if (cl.label && t[0]?.code >= 0 && cl.roles[0] === 'main') {
      // ("Migrations directory: `db/migrations/`", "Nextflow work dir: `/scratch/nf-work`"): a label that names the
      // place of a kind of thing, and the place
      const ws = cl.label.flatMap((x) => x.raw.split(/(?<=[a-z])(?=[A-Z])/).map((w) => w.toLowerCase()));
      if (ws.length < 2 || ws.length > 5 || !DIR_WORDS.has(ws[ws.length - 1])) return;
      labelled = ws.slice(0, -1);
      at = 0;
    } else return;
  } else if (cl.subjEnd === 0 && !cl.passive && PLACE_VERBS.has(cl.verbBase)) {
    // "Put new migrations in `db/migrations/`"
    let k = cl.verb + 1;
    while (k < t.length && t[k].code < 0 && !INTO.has(t[k].w) && k - cl.verb <= 5) what.push(k++);
    at = INTO.has(t[k]?.w ?? '') ? k + 1 : -1;
  } else if (cl.subjEnd > 0 && cl.subjEnd <= 5 && cl.verb >= 0 && (LIVE_VERBS.has(cl.verbBase ?? '') || (cl.passive && DEFINED_VERBS.has(cl.verbBase ?? ''))) && (cl.passive || !PLACE_VERBS.has(cl.verbBase ?? '') || producer(cl))) {
    // ("Feature flags are configured in `config/flags.yml`", "Routes are defined in `src/routes.ts`"): and where they are set down
    // "Migrations live in `src/migrations/`", "Fixtures are stored under `tests/fixtures/`"
    what = [...Array(cl.subjEnd).keys()];
    let k = cl.verb + 1;
    while (k < t.length && t[k].code < 0 && /^(only|always|all|here|together)$/.test(t[k].w)) k++;
    // ("The user config lives at `~/.config/acme/config.toml`")
    at = INTO.has(t[k]?.w ?? '') || (t[k]?.w === 'at' && cl.verbBase === 'live') ? k + 1 : -1;
  }
  // ("Tests live in a top-level `tests/` folder"): a place written as a folder of that name
  if (at > 0 && t[at]?.code < 0) {
    let k = at;
    while (k < at + 3 && t[k]?.code < 0 && /^(a|an|the|one|single|top-level|root|separate|dedicated|own|shared)$/.test(t[k].w)) k++;
    let e = k;
    while (t[e + 1]?.code === t[k]?.code) e++;
    if (t[k]?.code >= 0 && DIR_WORDS.has(t[e + 1]?.w ?? '')) at = k;
  }
  if (at < 0 || t[at]?.code === undefined || t[at].code < 0 || cl.roles[at] !== 'main') return;
  const path = pathOf(_ctx.spans[t[at].code] ?? '');
  if (path === undefined) return;
  if (labelled) {
    const ws = labelled.filter((w) => !LIGHT.has(w) && !STOP.has(w));
    if (!ws.length || ws.length !== labelled.length || !ws.every((w) => /^[a-z][a-z-]+$/.test(w)) || ws.every((w) => VAGUE.has(stem(w)))) return;
    out.push(placeClaim(ws.map(stem), `where ${ws.join(' ')} go`, path, cl, true));
    return;
  }
  const words = what.filter((k) => t[k].code < 0 && /^[a-z][a-z-]+$/.test(t[k].w) && !LIGHT.has(t[k].w) && !STOP.has(t[k].w));
  // (only words: a name in code or a number in the object is something else, "Put `foo.ts` in …")
  if (!words.length || words.length !== what.filter((k) => !LIGHT.has(t[k].w)).length || words.every((k) => VAGUE.has(t[k].s))) return;
  // ("Database migrations go in `db/migrations/`" / "Put new migrations in `migrations/`"): a word that only restates
  // what the last one is does not narrow it
  // ("SQL migration files go in …", "the cache dir is …"): the files or the folder of a kind of thing are where it goes
  if (words.length > 1 && (t[words[words.length - 1]].s === 'file' || DIR_WORDS.has(t[words[words.length - 1]].s))) words.pop();
  const last = t[words[words.length - 1]].s;
  let stems = words.map((k) => t[k].s).filter((w, n, all) => n === all.length - 1 || !(RESTATES[last] ?? []).includes(w));
  // ("Build output goes to `dist/`", "Compiled files are written to `build/`", "The build writes to `build/`"): one place,
  // the build's output, however it is named
  const built = producer(cl) || (stems.every((w) => BUILD_OUTPUT.has(w)) && stems.some((w) => /^(build|compile|compiled)$/.test(w)));
  if (built) stems = ['build', 'output'];
  out.push(placeClaim(stems, built ? 'where the build output goes' : `where ${words.map((k) => t[k].w).join(' ')} go`, path, cl, !(cl.instruction && cl.subjEnd === 0)));
}

/** The claim that the things named by `stems` go in `path`. */
function placeClaim(stems: string[], subject: string, path: string, cl: Clause, stated: boolean): Claim {
  return {
    key: `loc:${stems.join(' ')}`,
    type: 'choice',
    subject,
    family: 'location',
    member: path,
    memberLabel: '`' + path + '`',
    polarity: cl.neg ? -1 : 1,
    force: cl.force,
    conditional: cl.conditional,
    scope: [],
    ...(stated ? { basis: 'stated' as const } : {}),
  };
}

/** "The build writes to …", "The compiler emits …": a clause whose subject is what makes the build's output. */
function producer(cl: Clause): boolean {
  const subj = cl.toks.slice(0, cl.subjEnd).filter((x) => x.code < 0 && !LIGHT.has(x.w));
  return !cl.passive && subj.length === 1 && PRODUCERS.has(subj[0].s) && /^(write|emit|output)$/.test(cl.verbBase ?? '');
}
