// Objects of acts: the noun phrases after a verb, and the commands in code spans (`cargo clippy` → clippy,
// `git push --force` → force-push).
import { type Clause, isAdverb } from '../clauses.js';
import type { Ctx } from '../context.js';
import { GENERIC_WORDS, SCOPE_SYNONYMS, UNIVERSAL_WORDS } from '../lexicon.js';
import { findMentions, type Lexicon, type Mention } from '../lexiconIndex.js';
import { isVerbBaseForm, numberValue, STOP, tokenize, verbBase } from '../text.js';
import type { Claim, Force } from '../types.js';
import { CODE_GENERIC, COMMAND_HOSTS, COPULAS, DETERMINERS, GENERIC_HEADS, LAUNCHERS, MANNER, MODALS, OWN_SUBCOMMANDS, PREPOSITIONS, set, SUBORDINATORS, WITH_OBJECT_VERBS } from '../words.js';

const PP_OBJECT_VERBS = set('push force-push commit merge deploy reply respond talk connect rebase release publish upload write log open create submit raise target file');
/** Kinds of comment by where they go or what they are for. */
const COMMENT_KINDS = set('doc inline line header explanatory descriptive single-line multi-line multiline trailing leading');
/** nouns that name a kind of the thing before them ("JSDoc comments", "lint rules") */
const KIND_TAILS = set('comment block annotation tag call syntax keyword statement clause style construct idiom mode flag option setting');

/** The family members a bare name is, as a whole ("attrs", "nginx"). */
export function memberNamed(name: string, lex: Lexicon, code = false): Mention[] {
  const rt = code ? tokenize('\u00010\u0002', [name]) : tokenize(name, []);
  const found = findMentions(rt, lex).filter((m) => m.start === 0 && m.end === rt.length);
  // (a name written in code matches the members spelled as code too: `requests`)
  return found.length || code ? found : memberNamed(name, lex, true);
}

export interface ObjectNP {
  head: string;
  /** the head is a code span */
  code?: boolean;
  mods: string[];
  idx: number[];
}
const OWN_BUILD = set('build test vet fmt generate check clean tidy get mod');
/**
 * The command a code span runs, without launchers: `cargo clippy` → clippy, `npx prettier --write .` →
 * prettier, `uv run pytest` → pytest. Git commands keep their subcommand (`git push --force`).
 */
export function commandHead(code: string): string {
  const parts = code.trim().toLowerCase().split(/\s+/);
  let k = 0;
  while (k < parts.length - 1 && /^(npx|pnpx|bunx|cargo|go|uv|poetry|pipx|python|python3|-m|run|exec|dlx|pnpm|yarn|npm|bun|deno|dotnet|make|just|mix|bundle|rake)$/.test(parts[k])) k++;
  // (`dart run build_runner build`, `pdm run pytest`: a runner's "run" starts the program after it)
  if (k === 0 && parts.length > 2 && /^(dart|hatch|pdm|rye|pixi)$/.test(parts[0]) && parts[1] === 'run') k = 2;
  // the launcher's own subcommand keeps the launcher: `go install` and `make install` are different acts
  if (k > 0 && (OWN_SUBCOMMANDS.has(parts[k]) || OWN_BUILD.has(parts[k])) && !/^(run|exec|dlx|-m)$/.test(parts[k - 1])) k--;
  const rest = parts.slice(k).filter((p) => !p.startsWith('-') || parts[0] === 'git');
  return (rest.length ? rest : parts).join(' ');
}

/**
 * Whether a command line runs another program through a launcher (`cargo run --bin ur`, `npx eslint`,
 * `uv run pytest`): a ban of it is a ban of that way of running the program, not of the program.
 */
export function throughLauncher(code: string): boolean {
  const first = code.trim().toLowerCase().split(/\s+/)[0];
  return code.trim().includes(' ') && !commandHead(code).startsWith(first);
}

/**
 * `npx skills add …`, `uvx ruff`: a command run through a one-off launcher uses the launcher too, as what runs
 * another command (a rule against the launcher itself, "never use `npx`", meets it as a possible clash).
 */
export function launcherUse(code: string, pol: 1 | -1, force: Force, cl: Clause, out: Claim[], scope: string[] = []): void {
  const words = code.trim().toLowerCase().split(/\s+/);
  const first = words[0];
  if (pol !== 1) return;
  if (/^(npx|pnpx|bunx|uvx|pipx)$/.test(first)) {
    out.push({ key: `act:use:${first}`, type: 'action', subject: `use ${first}`, memberLabel: '`' + first + '`', polarity: 1, force, conditional: cl.conditional, scope, basis: 'incidental' });
    return;
  }
  // "Run `cargo clippy --workspace`" runs cargo as well as clippy: a ban of running the bare program meets it
  if (words.length > 1 && (LAUNCHERS.has(first) || COMMAND_HOSTS.has(first)) && /^[a-z][\w.-]*$/.test(first)) {
    out.push({ key: `act:run:${first}`, type: 'action', subject: `run ${first}`, memberLabel: '`' + first + '`', polarity: 1, force, conditional: cl.conditional, scope });
  }
}

/** `git push --force` and friends are actions, not objects: → [verb, object] */
export function gitAction(code: string): [string, string] | undefined {
  const m = /^git\s+([a-z-]+)(.*)$/.exec(code.trim().toLowerCase());
  if (!m) return undefined;
  const verb = m[1] === 'push' && /(--force\b|-f\b|--force-with-lease)/.test(m[2]) ? 'force-push' : m[1];
  const obj = m[2].split(/\s+/).filter((p) => p && !p.startsWith('-') && p !== 'origin').pop() ?? '';
  // "never `git commit --no-verify`": a flag that changes how the act is done makes a narrower act
  const flag = verb === 'force-push' ? undefined : m[2].split(/\s+/).find((p) => /^--?[a-z]/.test(p) && !/^(-u|--set-upstream|-m|--message|-a|--all|-v|--verbose|-q|--quiet|-s|--signoff|-S|--gpg-sign|--oneline|-b|--branch)$/.test(p.replace(/=.*$/, '')));
  // ("`git add -A`", "`git add .`": staging, of everything when no path is named)
  if (verb === 'add') return ['stage', obj !== '' && obj !== '.' ? obj : flag ?? 'all'];
  return [verb, obj || (flag ?? '')];
}

function fileLike(w: string): string | undefined {
  const m = /^([a-z0-9_-]+)\.(md|txt|rst|markdown|adoc)$/.exec(w);
  return m ? m[1] : undefined;
}

/** Kinds of thing a code span before them names: "a `just` recipe", "`# type: ignore` comments", "`WIP` commits". */
const CODE_KINDS = set('recipe comment commit subject target matcher error warning rule hook middleware decorator annotation macro attribute directive step job task plugin config setting entry call block statement pragma suppression import export');

/** Adjectives that only qualify the noun after them: never the head of an object. */
const QUALIFYING_ADJ = new Set('new old existing additional extra other custom separate specific more fewer further shared common single multiple'.split(' '));

/** The noun phrase starting at `from` (skipping determiners), possibly `and`/`or`-joined. */
export function nounPhrases(cl: Clause, from: number, ctx: Ctx): ObjectNP[] {
  const t = cl.toks;
  const out: ObjectNP[] = [];
  let j = from;
  for (;;) {
    const units: { text: string; code: boolean; idx: number[]; raw?: string }[] = [];
    // "your own pull requests" are a narrower set than pull requests
    let own = false;
    // "these files", "this command": a thing named elsewhere, not the kind in general
    let demonstrative = false;
    while (j < t.length && t[j].code < 0 && (DETERMINERS.has(t[j].w) || MANNER.has(t[j].w) || isAdverb(t[j].w) || t[j].w === 'ever')) {
      if (t[j].w === 'own') own = true;
      if (/^(this|that|these|those)$/.test(t[j].w)) demonstrative = true;
      j++;
    }
    while (j < t.length) {
      const tk = t[j];
      const role = cl.roles[j];
      if (role !== 'main' && role !== 'paren') break;
      if (tk.code >= 0) {
        const id = tk.code;
        const idx: number[] = [];
        while (j < t.length && t[j].code === id) idx.push(j++);
        // code keeps its case when it has capitals (`Test` is not "tests"); `main` is main
        // (`__snapshots__`, `__mocks__`, `snapshots`: a directory named by what it holds, one of them)
        const sp = (ctx.spans[id] ?? '').replace(/\(\)$/, '').replace(/^__([a-z][a-z-]+?)s?__\/?$/, '$1').replace(/^([a-z]{3,}[^s])s$/, '$1');
        units.push({ text: /[A-Z]/.test(sp) && /^[A-Za-z_$][\w$]*$/.test(sp) ? sp : sp.toLowerCase(), code: true, idx });
        continue;
      }
      const w = tk.w;
      if (PREPOSITIONS.has(w) || SUBORDINATORS.has(w) || w === ',' || w === '(' || w === ')' || w === 'and' || w === 'or' || MODALS.has(w) || COPULAS.has(w) || w === '—' || w === '.') break;
      if (/^(you|we|they|i|it|he|she|them|us|me|yourself|itself)$/.test(w) || numberValue(w) !== undefined) break;
      // ("delete merged branches right away": when, not what)
      // ("commit the `dist/` folder together with the change": how, not what)
      // ("Run the linter first", "write tests first for every bug fix": when, after the noun; whom to ask first is read
      // as asking first)
      // ("Never use mocks here", "don't commit there": where, not what)
      if (/^(away|together|too|also|instead|again|alone|anyway|afterwards|here|there)$/.test(w) || (w === 'right' && /^(away|now|after|before|then)$/.test(t[j + 1]?.w ?? '')) || (units.length > 0 && /^(first|last|later|beforehand|afterward|then)$/.test(w) && !/^(ask|tell|consult|ping|check|confirm)$/.test(cl.verbBase ?? ''))) break;
      // ("Add a comment explaining what it does", "a test covering the bug"): a participle with an object of its own after
      // the noun says what the thing does, it is not the thing
      if (units.length && /ing$/.test(w) && verbBase(w) !== undefined && t[j + 1]?.code < 0 && (DETERMINERS.has(t[j + 1].w) || /^(what|how|why|which|when|where|whether)$/.test(t[j + 1].w))) break;
      // ("NEVER create a `.tmp/` folder anywhere": where it is not done, not the thing)
      if (isAdverb(w) || MANNER.has(w) || UNIVERSAL_WORDS.has(w)) {
        j++;
        continue;
      }
      // ("add new seed contributors": after an adjective that only qualifies, a word spelled like a verb is a noun)
      if (units.length && !units.every((u) => !u.code && QUALIFYING_ADJ.has(u.raw ?? '')) && isVerbBaseForm(w) && !['test', 'log', 'name', 'type', 'comment', 'commit', 'change', 'build', 'release', 'merge', 'request', 'export', 'import', 'call', 'update', 'format', 'style', 'mock', 'cache', 'query', 'patch', 'hook', 'record', 'return', 'package', 'lock', 'tag', 'branch', 'script', 'file', 'list', 'set', 'version'].includes(w)) break;
      // (a CamelCase name keeps its case, as it does in code: "ObservableObject" is `ObservableObject`)
      units.push({ text: fileLike(w) ?? (/^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(tk.raw) ? tk.raw : tk.s), code: false, idx: [j], raw: w });
      j++;
    }
    if (!units.length) break;
    let h = units.length - 1;
    const codeAt = units.findIndex((u) => u.code);
    const lastCode = units.map((u) => u.code).lastIndexOf(true);
    if (codeAt >= 0 && units.slice(lastCode + 1).every((u) => !u.code && (CODE_GENERIC.has(u.text) || CODE_KINDS.has(u.text)))) {
      // "`IF EXISTS` / `IF NOT EXISTS` clauses": each code span is an object of its own
      const codes = units.filter((u) => u.code);
      for (const u of codes.slice(0, -1)) out.push({ head: u.text, mods: [], idx: u.idx });
      h = lastCode;
    }
    let head = units[h].text;
    let modUnits = units.filter((_u, k) => k !== h);
    // "JSDoc comments", "lint rules": a generic tail names a kind of the thing before it
    // (not a kind of comment by where it goes or what it is for, "doc comments", "inline comments": still comments)
    if (!units[h].code && KIND_TAILS.has(head) && modUnits.length && !modUnits[modUnits.length - 1].code && !GENERIC_WORDS.has(modUnits[modUnits.length - 1].text) && !STOP.has(modUnits[modUnits.length - 1].text) && !/(ed|ing)$/.test(modUnits[modUnits.length - 1].raw ?? '') && !(head === 'comment' && COMMENT_KINDS.has(modUnits[modUnits.length - 1].text))) {
      head = modUnits[modUnits.length - 1].text;
      modUnits = modUnits.slice(0, -1);
    }
    // "the release branch" is the branch named release: "push to the release branch" = "push to release"
    // (not "a new branch", "a separate branch": which branch, not its name)
    // (but "feature branches", "remote branches" are kinds of branches, not names: a plural names one only if it is one)
    if (head === 'branch' && modUnits.length && !/(ed|ing)$/.test(modUnits[modUnits.length - 1].raw ?? '') && !QUALIFYING_ADJ.has(modUnits[modUnits.length - 1].raw ?? '') && (!/branches$/i.test(units[h].raw ?? '') || /^(main|master|develop|dev|trunk|staging|release|production|prod|gh-pages)$/.test(modUnits[modUnits.length - 1].text))) {
      head = modUnits[modUnits.length - 1].text;
      modUnits = modUnits.slice(0, -1);
    }
    const mods = modUnits.filter((u) => !u.code && !(units[h].code && CODE_KINDS.has(u.text))).map((u) => SCOPE_SYNONYMS[u.text] ?? u.text).filter((x) => !STOP.has(x) && !GENERIC_WORDS.has(x) && (!CODE_GENERIC.has(x) || (!units[h].code && x !== head && ['package', 'module', 'function', 'func', 'method', 'type', 'file', 'field', 'property', 'class'].includes(x))));
    // "any `beads:*` skills": code that names which of a kind of thing narrows it like a word does
    if (!units[h].code && !CODE_GENERIC.has(head)) for (const u of modUnits) if (u.code && u.text) mods.push(u.text);
    // "HTTPS remote" against "SSH remote": a protocol written as an acronym names which one
    for (const u of modUnits) if (!u.code && /^(HTTPS?|SSH|FTP|SFTP|GRPC|gRPC|REST|GraphQL|TCP|UDP|WSS?)$/.test(t[u.idx[0]].raw) && !mods.includes(u.text)) mods.push(u.text);
    if (own) mods.push('own');
    // "do not edit these files" (the generated ones described before) says nothing about other files: the
    // reference is a qualifier of its own, like "for these" (see scopeOf)
    if (demonstrative && !units[h].code && CODE_GENERIC.has(head)) mods.push('@ref:' + ctx.refId);
    // "snapshot files", "`__snapshots__` files": files named by what they hold are that thing
    if (!units[h].code && head === 'file' && modUnits.length === 1 && !/(ed|ing)$/.test(modUnits[0].raw ?? modUnits[0].text)) {
      const m0 = modUnits[0].text.replace(/^[^a-z0-9]+|[^a-z0-9]+$/gi, '').replace(/s$/, '');
      // (a noun, not a word that says which files: "obsolete files", "large files", "temp files")
      if (/^[a-z][a-z0-9-]{2,}$/.test(m0) && !GENERIC_WORDS.has(m0) && !STOP.has(m0) && !/(ete|ous|al|ive|ic|ble|ary|ant|ent|ful|less|ed|ing|ate|ile|ic)$/.test(m0) && !/^(old|new|large|big|small|temp|tmp|stale|unused|other|empty|huge|long|short|binary|hidden|extra|own|dead|broken|legacy|leftover|scratch)$/.test(m0)) {
        out.push({ head: m0, mods: mods.filter((x) => x.replace(/[^a-z0-9]/gi, '').replace(/s$/, '') !== m0), idx: units.flatMap((u) => u.idx) });
        if (t[j]?.w === 'and' || t[j]?.w === 'or') {
          j++;
          continue;
        }
        break;
      }
    }
    out.push({ head, mods, idx: units.flatMap((u) => u.idx), ...(units[h].code ? { code: true } : {}) });
    if (t[j]?.w === 'and' || t[j]?.w === 'or') {
      j++;
      continue;
    }
    if (t[j]?.w === ',' && (t[j + 1]?.w === 'and' || t[j + 1]?.w === 'or')) {
      j += 2;
      continue;
    }
    break;
  }
  return out;
}

/**
 * Where an act goes, narrowed by what was named before it ("commit small fixes straight to `develop`": to develop, for
 * small fixes): the words of what was named (by default its head and modifiers) become modifiers of the destination.
 */
export function narrowedBy(dest: ObjectNP[], before: ObjectNP[], words = (o: ObjectNP): string[] => [o.head, ...o.mods]): ObjectNP[] {
  return dest.map((d) => ({ ...d, mods: [...d.mods, ...before.flatMap(words)], idx: [...d.idx, ...before.flatMap((o) => o.idx)] }));
}

/**
 * What a passive clause's act is done to: its subject ("Generated files must not be edited"), or where a push or a
 * commit goes ("Small fixes can be pushed straight to main": to main, the fixes narrowing it, as in the active voice).
 */
export function passiveObjects(cl: Clause, ctx: Ctx): ObjectNP[] {
  const t = cl.toks;
  // ("Commits don't need to be signed": the auxiliary before a modal and its "not" are no part of the subject)
  let end = cl.subjEnd;
  while (end > 1 && t[end - 1].code < 0 && /^(not|do|does|did)$/.test(t[end - 1].w)) end--;
  const subj: Clause = { ...cl, roles: cl.roles.map((r, k) => (k < end ? r : 'carve')) };
  const nps = nounPhrases(subj, 0, ctx).filter((np) => !GENERIC_HEADS.has(np.head));
  const v = cl.verbBase ?? '';
  let j = cl.verb + 1;
  while (j < t.length && t[j].code < 0 && (MANNER.has(t[j].w) || isAdverb(t[j].w))) j++;
  if (cl.verb >= 0 && PP_OBJECT_VERBS.has(v) && /^(to|into|onto)$/.test(t[j]?.w ?? '') && t[j].code < 0) {
    const dest = nounPhrases(cl, j + 1, ctx).filter((np) => np.code || (!GENERIC_HEADS.has(np.head) && !STOP.has(np.head)));
    if (dest.length) return narrowedBy(dest, nps);
  }
  return nps;
}

export function objectOf(cl: Clause, vi: number, ctx: Ctx): ObjectNP[] {
  const t = cl.toks;
  const v = cl.verbBase ?? verbBase(t[vi].w) ?? t[vi].w;
  // ("Don't write up plans", "never clean out the cache"): the particle of a phrasal verb is part of the verb
  const particle = t[vi + 1]?.code < 0 && /^(up|out|down|off|away|back)$/.test(t[vi + 1].w) && t[vi + 2] !== undefined && t[vi + 2].code < 0 && /^[a-z]/.test(t[vi + 2].w) && !/^(of|to|from|with|in|on|at|for)$/.test(t[vi + 2].w);
  let nps = nounPhrases(cl, vi + (particle ? 2 : 1), ctx);
  const after = (np: ObjectNP[]): number => (np.length ? Math.max(...np[np.length - 1].idx) + 1 : vi + 1);
  let j = after(nps);
  while (j < t.length && t[j].code < 0 && (MANNER.has(t[j].w) || isAdverb(t[j].w))) j++;
  if (WITH_OBJECT_VERBS.has(v)) {
    const w = t.findIndex((x, k) => k > vi && x.w === 'with');
    if (w > 0) return nounPhrases(cl, w + 1, ctx);
  }
  if (PP_OBJECT_VERBS.has(v) && /^(to|into|onto|against|on)$/.test(t[j]?.w ?? '')) {
    // "commit small fixes straight to `develop`": where it goes is what the rule is about; the object narrows it
    const dest = nounPhrases(cl, j + 1, ctx);
    if (dest.length) nps = narrowedBy(dest, nps);
  }
  return nps.filter((np) => (np.code || (!GENERIC_HEADS.has(np.head) && !STOP.has(np.head))) && /[a-z0-9]/.test(np.head)).map(compoundHead);
}

/** A suite of tests ("the full test suite"): the tests. */
function compoundHead(np: ObjectNP): ObjectNP {
  // ("Run the full EditMode test suite" / "Don't run the test suite"): running a suite of tests is running the tests
  if (!np.code && np.head === 'suite' && np.mods.includes('test')) return { ...np, head: 'test', mods: np.mods.filter((m) => m !== 'test') };
  return np;
}
