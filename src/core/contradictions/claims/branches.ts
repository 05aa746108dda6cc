// The branch pull requests go to, and the default branch: "Open PRs against `develop`", "Base every PR on `main`",
// "All PRs target `stage`", "The default branch is `main`", "Default branch: `master`". Two branches for the same
// thing in two files that load together cannot both be followed.
import type { Clause } from '../clauses.js';
import type { Ctx } from '../context.js';
import { scopeOf } from '../scope.js';
import type { Claim } from '../types.js';

/** A branch name as written in code: one name, no path of a file. */
const BRANCH = /^[a-z][\w.-]{1,30}$/i;
const FILE_LIKE = /\.(?:md|ts|js|py|rs|go|json|ya?ml|toml|lock|sh|txt)$/i;
/** Words that name a pull request (stems). */
const PR_WORDS = new Set(['pr', 'prs', 'mr', 'mrs']);
const BASE_PREPS = new Set(['against', 'into', 'onto', 'to', 'on', 'off']);
const BASE_VERBS = new Set(['target', 'base', 'open', 'create', 'submit', 'raise', 'send', 'make', 'file', 'point', 'go', 'merge']);

function prWordAt(cl: Clause, k: number): boolean {
  const t = cl.toks[k];
  if (!t || t.code >= 0) return false;
  if (PR_WORDS.has(t.w) || PR_WORDS.has(t.s)) return true;
  // "pull request(s)", "merge request(s)"
  return (t.s === 'request' && /^(pull|merge)$/.test(cl.toks[k - 1]?.w ?? ''));
}

/** Verbs of a change from one name to another. */
const CHANGE_VERBS = new Set(['rename', 'move', 'migrate', 'switch', 'change', 'convert']);

/** Claims of the branch pull requests target and of the default branch. */
export function branchClaims(cl: Clause, ctx: Ctx, out: Claim[]): void {
  const t = cl.toks;
  if (!t.some((x) => x.code >= 0)) return;
  const push = (key: string, subject: string, k: number, name: string, words: Set<number>): void => {
    words.add(k);
    const scope = scopeOf(cl, words, new Set(['pr', 'request', 'pull', 'merge', 'branch', 'default', 'every', 'all', 'target', 'base', 'open', 'git']), ctx);
    out.push({
      key,
      type: 'choice',
      subject,
      family: key,
      member: name,
      memberLabel: '`' + name + '`',
      polarity: cl.neg ? -1 : 1,
      force: cl.force,
      conditional: cl.conditional,
      scope,
      // ("All PRs target `main`": a statement about every pull request is the project's rule)
      ...(cl.instruction || (t[0]?.code < 0 && /^(all|every|each)$/.test(t[0].w)) ? { basis: 'prescribed' as const } : { basis: 'stated' as const }),
    });
  };
  const hasPr = t.some((_x, k) => prWordAt(cl, k));
  const all = [...(cl.label ?? []), ...t];
  if (templateClaim(cl, ctx, all, push)) return;
  const hasDefault = all.some((x, k) => x.code < 0 && x.w === 'default' && all[k + 1]?.code < 0 && all[k + 1].s === 'branch');
  // (the former name in a rename is not a scope of the new one: "renamed the default branch `master` to `trunk`")
  const formerNames = new Set<number>();
  for (let k = 0; k < t.length; k++) {
    if (t[k].code < 0 || cl.roles[k] !== 'main') continue;
    if (t[k + 1]?.code === t[k].code) continue;
    const name = (ctx.spans[t[k].code] ?? '').trim();
    if (!BRANCH.test(name) || FILE_LIKE.test(name)) continue;
    const prev = t[k - 1];
    // (the pull request right before the preposition: "PRs against `develop`", "every PR on `main`", "a pull request
    // into `dev`", not "Every commit on `main` … in the release PR body")
    const prBefore = [k - 2, k - 3, k - 4].some((q) => q >= 0 && prWordAt(cl, q));
    // (a ban says it as an instruction or of pull requests: "Never open PRs against `main`", "PRs never target `main`";
    // not "It does not license opening multiple PRs … against `main`")
    const banSaid = !cl.neg || ((cl.subjEnd === 0 || t.slice(0, cl.subjEnd).some((_x, q) => prWordAt(cl, q))) && !(t[0]?.code < 0 && /^(it|this|that|which|these|those|they|he|she)$/.test(t[0].w)));
    if (hasPr && prBefore && banSaid && prev !== undefined && prev.code < 0 && BASE_PREPS.has(prev.w) && (cl.verbBase === undefined || BASE_VERBS.has(cl.verbBase))) {
      // "open PRs against `develop`", "Base every PR on `main`", "PRs go to `dev`"
      const words = new Set<number>([k - 1]);
      t.forEach((_x, q) => (prWordAt(cl, q) ? words.add(q) : undefined));
      push('branch:pr-base', 'the branch pull requests target', k, name, words);
      return;
    }
    if (hasPr && banSaid && cl.verbBase === 'target' && cl.verb === k - 1) {
      // "Target `develop` with every PR", "All PRs target `main`"
      const words = new Set<number>([k - 1]);
      t.forEach((_x, q) => (prWordAt(cl, q) ? words.add(q) : undefined));
      push('branch:pr-base', 'the branch pull requests target', k, name, words);
      return;
    }
    // ("The default branch was renamed from `master` in 2021", "renamed `master` to `main`"): the name a change
    // leaves is the former one
    const next = t[k + 1];
    const former = prev !== undefined && prev.code < 0 && (prev.w === 'formerly' || (prev.w === 'from' && CHANGE_VERBS.has(cl.verbBase ?? '')));
    if (former || (CHANGE_VERBS.has(cl.verbBase ?? '') && next !== undefined && next.code < 0 && (next.w === 'to' || next.w === '→') && t[k + 2]?.code >= 0)) {
      formerNames.add(k);
      continue;
    }
    if (hasDefault && !cl.neg) {
      // "The default branch is `main`", "Default branch: `master`"
      const words = new Set<number>(formerNames);
      t.forEach((x, q) => (x.code < 0 && (x.w === 'default' || x.s === 'branch') ? words.add(q) : undefined));
      push('branch:default', 'the default branch', k, name, words);
      return;
    }
  }
}

/** A name with placeholders: `feature/<ticket>-<slug>`, `<initials>/<topic>`, `fix/{issue}`, `feat/ABC-123-…`. */
const TEMPLATE = /^[\w.<>{}[\]-]*\/[\w.<>{}[\]/-]*$/;
const PLACEHOLDER = /<[^<>]+>|\{[^{}]+\}|\[[^\][]+\]/;

/**
 * The pattern branch names follow, by its literal start ("Branch names: `feature/<ticket>-<slug>`" against "Name
 * branches `<initials>/<topic>`"): a line that names branches and gives one pattern. Two patterns whose literal starts
 * differ name branches two ways.
 */
function templateClaim(cl: Clause, ctx: Ctx, all: Clause['toks'], push: (key: string, subject: string, k: number, name: string, words: Set<number>) => void): boolean {
  const t = cl.toks;
  if (cl.neg || !all.some((x) => x.code < 0 && x.s === 'branch')) return false;
  const spans = [...new Set(t.filter((x) => x.code >= 0).map((x) => x.code))].filter((c) => {
    const sp = (ctx.spans[c] ?? '').trim();
    return TEMPLATE.test(sp) && PLACEHOLDER.test(sp);
  });
  if (spans.length !== 1) return false;
  const sp = (ctx.spans[spans[0]] ?? '').trim();
  const k = t.findIndex((x) => x.code === spans[0]);
  // (a pattern shown as what not to do, or as one of several: "`feature/<x>` or `fix/<x>`")
  if (cl.roles[k] !== 'main' || t.some((x, q) => q !== k && x.code < 0 && x.w === 'or')) return false;
  const literal = sp.slice(0, sp.search(PLACEHOLDER));
  // (a pattern for one kind of change, "`fix/<ticket>`", "`release/<version>`", is one of several kinds)
  if (/^(?:fix|bugfix|hotfix|chore|docs?|release|refactor|test|tests|ci|build|perf|style|revert|experiment|spike)\//i.test(literal)) return false;
  const words = new Set<number>();
  t.forEach((x, q) => (x.code < 0 && (x.s === 'branch' || x.s === 'name') ? words.add(q) : undefined));
  push('branch:name-pattern', 'how branches are named', k, literal ? literal + '…' : '…', words);
  return true;
}
