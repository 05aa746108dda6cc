// Scope and conditions of a claim: the qualifiers left over once the subject itself is removed ("in tests",
// "for new Android code", "when …"), whether a clause names a place of its own, and whether a family's
// topic is in context.
import { asideRelative, type Clause, isAdverb } from './clauses.js';
import type { Ctx } from './context.js';
import { type FamilyDef, GENERIC_WORDS, QUANTITY_FRAMES, SCOPE_SYNONYMS, UNITS, UNIVERSAL_WORDS } from './lexicon.js';
import { isSForm, numberValue, STOP, type Tok, verbBase } from './text.js';
import { COPULAS, DETERMINERS, GENERIC_HEADS, MANNER, MODALS, PERMISSIVE, POLICY_ADJ, PREPOSITIONS, QUALIFIER_NOUNS, set, SLOT_NOUNS, STRONG, SUBORDINATORS, WEAK } from './words.js';

/** Verbs whose subject checks or demands a rule rather than being where it applies. */
const ENFORCERS = set('require enforce expect check demand mandate reject block fail gate verify');

/**
 * "management" of a package manager, "formatting" of a formatter, "installation" of an installer: a word
 * built on the same root as a word of the topic names the topic's own act, not a narrower place.
 */
function sharesRoot(w: string, domain: Set<string>): boolean {
  if (w.length < 6) return false;
  const root = w.slice(0, 6);
  for (const d of domain) if (d.length >= 6 && d.slice(0, 6) === root) return true;
  return false;
}

/**
 * Folders written in prose with a slash after them ("pipelines/spark/", "serving/"), by the index of their first word:
 * the words joined by slashes, as a folder in code is named (`pipelines/spark/` gives "pipelines/spark").
 */
export function proseDirs(toks: Tok[]): Map<number, { path: string; end: number }> {
  const out = new Map<number, { path: string; end: number }>();
  for (let i = 0; i < toks.length; i++) {
    if (!toks[i].dir) continue;
    let e = i + 1;
    while (e < toks.length && toks[e].dir && toks[e].slash) e++;
    out.set(i, { path: toks.slice(i, e).map((x) => x.w).join('/'), end: e });
    i = e - 1;
  }
  return out;
}

/** The folders a run of tokens names, in code (`vendor_sdk/`) or in prose ("serving/"), as a scope names them. */
export function placesOf(toks: Tok[], spans: string[]): string[] {
  const out: string[] = [];
  for (const x of toks) if (x.code >= 0 && (spans[x.code] ?? '').includes('/') && !/\s/.test(spans[x.code].trim())) out.push(spans[x.code].trim().replace(/\/+$/, '').toLowerCase());
  if (toks.some((x) => x.dir)) for (const d of proseDirs(toks).values()) out.push(d.path);
  return [...new Set(out)];
}

/** Scope qualifiers of a claim: content words of the clause that are not part of the subject itself. */
export function scopeOf(cl: Clause, exclude: Set<number>, domain: Set<string>, ctx: Ctx): string[] {
  const out = new Set<string>();
  // (not the slot a label names after the family's topic: "backend" in "Secrets backend:", "provider" in "Auth provider:")
  for (const x of ctx.extraScope) if (!domain.has(x) && !(ctx.labelSlots?.has(x) && domain.has(ctx.labelSlots.get(x)!))) out.add(x);
  const seenSpans = new Set<number>();
  for (const k of exclude) if (cl.toks[k]?.code >= 0) seenSpans.add(cl.toks[k].code);
  const series = seriesMates(cl, exclude);
  // ("Ask before deleting any asset, even one that looks unused", "even in tests"): what "even" adds is one more case the
  // rule covers, not the only one
  const even = cl.toks.findIndex((x, k) => k > 0 && x.code < 0 && x.w === 'even' && cl.toks[k - 1]?.code < 0 && /^[,(—–-]$/.test(cl.toks[k - 1].w));
  const evenAt = even < 0 ? cl.toks.length : even;
  // ("MySQL 8 (Aurora), accessed through Prisma"): a tool of another kind the thing is reached through is how, not where
  const reachedThrough = new Set<number>();
  cl.toks.forEach((x, k) => {
    if (k < 1 || x.code >= 0 || !/^(via|through|using)$/.test(x.w) || cl.toks[k - 1].code >= 0 || !/ed$/.test(cl.toks[k - 1].w)) return;
    const m = ctx.mentions.find((y) => y.start === cl.idx[k + 1]);
    if (m) for (let q = k + 1; q < cl.toks.length && cl.idx[q] < m.end; q++) reachedThrough.add(q);
  });
  // ("Commit your work with a descriptive message", "open a PR with a short description"): what the act is done with,
  // a part of what it makes, not a case of it
  const withParts = new Set<number>();
  cl.toks.forEach((x, k) => {
    if (x.code >= 0 || x.w !== 'with') return;
    // ("Background jobs run on Celery with Redis as the broker"): a thing that plays a part in the set-up, not a case
    const as = cl.toks.findIndex((y, j) => j > k + 1 && j <= k + 5 && y.code < 0 && y.w === 'as');
    if (as > 0 && cl.toks[as + 1]?.code < 0 && /^(the|a|an|its|their|our)$/.test(cl.toks[as + 1].w) && cl.toks[as + 2]?.code < 0 && /^[a-z]/.test(cl.toks[as + 2].w)) {
      for (let q = k; q <= as + 2; q++) withParts.add(q);
      return;
    }
    // ("**Authentication**: NextAuth with JWT strategy"): how the value of a label is set up, and what the line adds after
    // it, narrow nothing
    const before = cl.idx[k - 1];
    if (cl.label && before !== undefined && ctx.mentions.some((m) => before >= m.start && before < m.end)) {
      for (let q = k; q < cl.toks.length; q++) withParts.add(q);
      return;
    }
    // ("CI is GitHub Actions, with the workflows in .github/workflows"): where a part of the set-up is kept, after a comma,
    // says more of what the clause names; it does not narrow it
    if (cl.toks[k - 1]?.code < 0 && cl.toks[k - 1].w === ',' && cl.toks[k + 1]?.code < 0 && /^(the|its|their|our)$/.test(cl.toks[k + 1].w)) {
      const at = cl.toks.findIndex((y, j) => j > k + 2 && j <= k + 5 && y.code < 0 && /^(in|under|at)$/.test(y.w));
      if (at > 0 && cl.toks.slice(k + 2, at).every((y) => y.code < 0 && /^[a-z][a-z-]*$/.test(y.w) && !STOP.has(y.w))) {
        for (let q = k; q < cl.toks.length && !(cl.toks[q].code < 0 && /^[,;.]$/.test(cl.toks[q].w) && q > k); q++) withParts.add(q);
        return;
      }
    }
    // ("Give detailed explanations with headers and bullet lists": and the parts after it in a series)
    let from = k;
    for (let j = k + 1; j <= from + 4 && j < cl.toks.length && cl.toks[j].code < 0; j++) {
      if (WITH_PARTS.has(cl.toks[j].s)) {
        while (cl.toks[j + 1]?.code < 0 && WITH_PARTS.has(cl.toks[j + 1].s)) j++;
        for (let q = from; q <= j; q++) withParts.add(q);
        if (!/^(and|or|,)$/.test(cl.toks[j + 1]?.w ?? '')) return;
        from = j + 1;
      }
    }
  });
  const dirs = cl.toks.some((x) => x.dir) ? proseDirs(cl.toks) : undefined;
  for (let i = 0; i < cl.toks.length; i++) {
    if (exclude.has(i) || series.has(i)) continue;
    const role = cl.roles[i];
    // a folder in prose is a place, as one in code is
    const dir = dirs?.get(i);
    if (dir && (role === 'main' || role === 'cond' || role === 'rel')) {
      // (a folder named by a word of the topic, "Specs are RSpec and live in spec/", says where its things are kept)
      if (!domain.has(dir.path) && !(dir.end === i + 1 && (domain.has(cl.toks[i].s) || domain.has(SCOPE_SYNONYMS[cl.toks[i].s] ?? '')))) out.add(complement(cl, i) ? 'not:' + dir.path : dir.path);
      i = dir.end - 1;
      continue;
    }
    if (cl.toks[i].dir) continue;
    // ("Use pnpm everywhere except the docs site", "f-strings except in logger calls"): what the rule leaves out
    if (role === 'carve' && exceptAt(cl, i)) {
      const x = cl.toks[i];
      const w = x.code >= 0 ? (ctx.spans[x.code] ?? '').toLowerCase().replace(/\/+$/, '') : x.s;
      if (x.code >= 0 ? w && !domain.has(w) : /^[a-z][a-z-]{2,}$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !PREPOSITIONS.has(x.w) && !GENERIC_WORDS.has(x.w) && !domain.has(w) && !/^(except|excluding|other|than|apart|aside|exception)$/.test(x.w)) out.add('ex:' + w);
      continue;
    }
    if (role !== 'main' && role !== 'cond' && role !== 'rel') continue;
    // (", which is the Prettier default we kept": a relative clause after a comma says more of what it follows, it does
    // not narrow it)
    if (role === 'rel' && asideRelative(cl, i)) continue;
    // ("pinned to stable 1.79 in rust-toolchain.toml", "set in `pyproject.toml`"): where a setting is written down, not
    // where it holds
    if (configuredIn(cl, i, ctx)) continue;
    const t = cl.toks[i];
    if (i === cl.verb) continue;
    // ("was shut down", "was taken out", "is turned off"): the particle of a phrasal verb is part of the verb
    if (i === cl.verb + 1 && t.code < 0 && /^(down|off|out|up|away|over|back)$/.test(t.w)) continue;
    // "never run `bun test` from the repo root": a ban narrowed to a place (run from the root, an instruction
    // says where everything runs; "root" alone narrows nothing)
    // "never run containers as root": which user, not which place
    if (t.code < 0 && t.w === 'root' && cl.toks[i - 1]?.code < 0 && cl.toks[i - 1].w === 'as') {
      out.add('as:root');
      continue;
    }
    if (cl.neg && t.code < 0 && t.w === 'root' && cl.toks.slice(Math.max(0, i - 3), i).some((x) => x.code < 0 && /^(from|at|in)$/.test(x.w))) {
      out.add('in:/');
      continue;
    }
    if (t.code >= 0) {
      // other code in the clause narrows it: "run tests with `-timeout 30s`" vs "… with `-v`"
      if (seenSpans.has(t.code)) continue;
      seenSpans.add(t.code);
      const span = (ctx.spans[t.code] ?? '').toLowerCase().replace(/\/+$/, '');
      // ("follows google-java-format via `./gradlew spotlessApply`"): the command it is done through is how, not where
      if (/\s/.test(span) && cl.toks[i - 1]?.code < 0 && /^(via|using|through)$/.test(cl.toks[i - 1].w)) continue;
      // ("Write unit tests with Jest and `@testing-library/react`"): a library named beside a tool the clause uses is
      // used with it, not a place
      const g = cl.idx[i - 2];
      if (cl.toks[i - 1]?.code < 0 && /^(and|\+|plus)$/.test(cl.toks[i - 1].w) && g !== undefined && ctx.mentions.some((m) => m.end === g + 1) && !span.includes(' ') && !/^\.{0,2}\/|\/$/.test(ctx.spans[t.code] ?? '')) continue;
      // ("never import it outside `src/repositories/**`": the complement of the place)
      if (span && !domain.has(span)) out.add(complement(cl, i) ? 'not:' + span : span);
      continue;
    }
    const w = t.w;
    if (noException(cl.toks, i)) continue;
    // ("Use Yarn for the `functions/` package as well", "explain your reasoning step by step"): "as well" says also,
    // and a noun repeated around "by" says how, one at a time; neither names a place
    if ((w === 'well' && cl.toks[i - 1]?.w === 'as') || (cl.toks[i + 1]?.w === 'by' && cl.toks[i + 2]?.w === w) || (cl.toks[i - 1]?.w === 'by' && cl.toks[i - 2]?.w === w)) continue;
    // the instruction's frame is not a qualifier ("feel free to …")
    if (cl.frameEnd !== undefined && i < cl.frameEnd && !DETERMINERS.has(w)) continue;
    // "CI requires 75% coverage", "the linter enforces …": who enforces a rule is not where it applies
    if (i < cl.subjEnd && cl.verbBase !== undefined && ENFORCERS.has(cl.verbBase)) continue;
    if (withParts.has(i)) continue;
    // ("Coverage threshold: 90%, enforced in CI", "checked by the linter"): where or by whom a rule is checked
    {
      const d = DETERMINERS.has(cl.toks[i - 1]?.w ?? '') ? 1 : 0;
      const [p1, p2] = [cl.toks[i - 1 - d], cl.toks[i - 2 - d]];
      if (p1?.code < 0 && /^(in|by|on|at)$/.test(p1.w) && p2?.code < 0 && ENFORCERS.has(verbBase(p2.w) ?? '') && p2.w !== verbBase(p2.w)) continue;
    }
    // "never use `build` for these", "implemented in this branch", "not needed here": the rule points at
    // something said elsewhere; two such rules cannot be assumed to point at the same thing
    const prevTok = cl.toks[i - 1];
    const nextTok = cl.toks[i + 1];
    if (
      ((w === 'these' || w === 'those' || w === 'such') && prevTok && PREPOSITIONS.has(prevTok.w)) ||
      w === 'here' ||
      // "do not put components in it": a place named before ("don't run gofmt on it": a thing named before)
      ((w === 'it' || w === 'them') && prevTok && /^(in|into|inside|within|under|from|to|on|over|against)$/.test(prevTok.w) && (!nextTok || nextTok.code >= 0 || !/^[a-z]/.test(nextTok.w) || PREPOSITIONS.has(nextTok.w) || SUBORDINATORS.has(nextTok.w))) ||
      // "don't mock HTTP there": the place named before
      (w === 'there' && i > 0 && !(nextTok && nextTok.code < 0 && (COPULAS.has(nextTok.w) || MODALS.has(nextTok.w)))) ||
      // "never call hooks inside one": "one" after a preposition stands for a noun named earlier
      (w === 'one' && prevTok && PREPOSITIONS.has(prevTok.w) && (!nextTok || nextTok.code >= 0 || !/^[a-z]/.test(nextTok.w) || PREPOSITIONS.has(nextTok.w) || SUBORDINATORS.has(nextTok.w))) ||
      ((w === 'this' || w === 'that') && prevTok && PREPOSITIONS.has(prevTok.w) && nextTok && nextTok.code < 0 && !GENERIC_WORDS.has(nextTok.w) && !STOP.has(nextTok.w)) ||
      // ("NEVER create files outside this root"): what lies outside a place named before is a place of its own
      ((w === 'this' || w === 'that') && prevTok?.code < 0 && /^(outside|beyond)$/.test(prevTok.w)) ||
      // "All other files can use relative imports": the rest, apart from what is named elsewhere
      // ("talk to each other over RabbitMQ": one another, no rest)
      (w === 'other' && nextTok !== undefined && nextTok.code < 0 && /^[a-z]{3,}$/.test(nextTok.w) && !/^(than|way|ways|hand|words|tools?)$/.test(nextTok.w) && (!prevTok || /^(all|the|any|every|each|for|in|on)$/.test(prevTok.w)) && !(prevTok?.w === 'each' && (PREPOSITIONS.has(nextTok.w) || SUBORDINATORS.has(nextTok.w))))
    ) {
      out.add((w === 'here' ? '@ref:here:' : '@ref:') + ctx.refId);
      continue;
    }
    // "a few settings screens are still UIKit": set apart from the rest, or only some of them
    // (not a word of the topic itself: "third-party libraries" for a package manager)
    if ((SET_APART.has(w) && !domain.has(w)) || ((w === 'few' || w === 'some' || w === 'several') && prevTok?.w !== 'for')) {
      out.add(w === 'few' || w === 'some' || w === 'several' ? 'q:some' : w);
      continue;
    }
    // "do NOT install `vitest` directly", "never edit it by hand": the way it is done narrows the act
    // (pushing or committing "directly" is the act itself: to the branch, without a pull request; "never deploy
    // manually" still leaves deploying another way)
    // "never edit STATE.yaml in place": editing it in place, not every way of changing it
    if ((w === 'place' && prevTok?.w === 'in' && cl.roles[i - 1] === cl.roles[i]) || w === 'in-place') {
      out.add('m:in-place');
      continue;
    }
    if ((NARROWING_MANNER.has(w) && nextTok?.w !== 'to' && nextTok?.w !== 'into' && !(w === 'directly' && /^(push|commit|merge|deploy|release|force-push)$/.test(cl.verbBase ?? ''))) || (w === 'hand' && prevTok?.w === 'by')) {
      out.add('m:' + (w === 'hand' ? 'manually' : w));
      continue;
    }
    if (i > evenAt || reachedThrough.has(i)) continue;
    // ("Our analytics provider is Mixpanel", "the auth backend is Keycloak"): the slot of the family's own topic is the
    // family, as in a label
    if (SLOT_NOUNS.has(t.s) && prevTok?.code < 0 && (domain.has(prevTok.s) || domain.has(prevTok.w)) && nextTok?.code < 0 && (COPULAS.has(nextTok.w) || nextTok.w === ':')) continue;
    // ("Use NSubstitute for mocks in C# test assemblies", "in all test suites"): what holds the topic's own things, named
    // only by a word of the topic, is all of them, not a part
    if (/^(assembly|assemblies|suite|suites|project|projects|module|modules|file|files|code)$/.test(w) && prevTok?.code < 0 && (domain.has(prevTok.s) || domain.has(prevTok.w)) && !/^(e2e|integration|unit|smoke|ui|api)$/.test(cl.toks[i - 2]?.w ?? '')) continue;
    // "anywhere in the crate", "throughout the app": the whole of the project's own place, not a part of it
    // ("in any environment", "for any package": each of them)
    if ((PLACE_NOUNS.has(t.s) || PLACE_NOUNS.has(w)) && (wholePlace(cl, i) || eachPlace(cl, i))) continue;
    // ("in every language we use", "for any file you touch"): each of what the project has, however it is named
    if (/^(every|each|all|any)$/.test(prevTok?.w ?? '') && prevTok!.code < 0 && nextTok?.code < 0 && /^(we|you)$/.test(nextTok.w) && cl.toks[i + 2]?.code < 0 && verbBase(cl.toks[i + 2].w) !== undefined && !/^(for|in|on|at|under)$/.test(cl.toks[i + 3]?.w ?? '')) continue;
    // ("run it top to bottom", "test it end to end", "from start to finish"): how wholly, not where
    if (/^(top|bottom|start|finish|end)$/.test(w) && (/^(to|from)$/.test(nextTok?.w ?? '') || prevTok?.w === 'to') && /^(top|bottom|start|finish|end)$/.test((prevTok?.w === 'to' ? cl.toks[i - 2] : cl.toks[i + 2])?.w ?? '')) continue;
    // "add a changelog entry for every PR", "run the tests on each commit": how often, not where
    if (OCCASIONS.has(t.s) && /^(every|each|any)$/.test(prevTok?.w ?? '') && /^(for|on|with|in|after|before|per)$/.test(cl.toks[i - 2]?.w ?? '')) continue;
    // "The agent never runs `terraform apply`": who is told is not where the rule applies
    if (i < cl.subjEnd && AGENT_ACTORS.has(w)) continue;
    // ("Never run `git commit` yourself", "Don't run lint yourself"): the one told is who does it anyway
    if (w === 'yourself' || w === 'yourselves') continue;
    // ("Formatting is `ruff format` and nothing else", "don't use anything else"): only the one named, not a case
    if (w === 'else' && /^(nothing|anything|none)$/.test(prevTok?.w ?? '')) continue;
    // ("No emojis anywhere in your output"): all the agent writes, not a part of it
    if ((w === 'output' || w === 'outputs') && prevTok?.w === 'your') continue;
    // "under any circumstances", "in no case": every case, not one of them
    // ("React Native was removed last year", "dropped in March", "two weeks ago"): when, not where
    if (MONTHS.has(w) || ((TIME_NOUNS.has(w) || TIME_NOUNS.has(t.s)) && (/^(last|next|this|that|each|every|a|one|few|several|ago|in|since|during|until|by|early|late|mid)$/.test(prevTok?.w ?? '') || numberValue(prevTok?.w ?? '') !== undefined))) continue;
    if (/^(last|next|ago)$/.test(w) && ((nextTok !== undefined && (TIME_NOUNS.has(nextTok.w) || TIME_NOUNS.has(nextTok.s) || MONTHS.has(nextTok.w))) || w === 'ago')) continue;
    // ("No force pushes of any kind, on any branch": of every kind, on every branch)
    if (/^(circumstances?|case|kinds?|sorts?|types?)$/.test(w) && /^(any|all|no)$/.test(prevTok?.w ?? '')) continue;
    if (prevTok?.w === 'any' && prevTok.code < 0 && /^(on|in|to|for|across|within|inside|under)$/.test(cl.toks[i - 2]?.w ?? '') && cl.toks[i - 2].code < 0 && (nextTok === undefined || nextTok.code >= 0 || !/^[a-z]/.test(nextTok.w) || PREPOSITIONS.has(nextTok.w))) continue;
    // "never run commands with `sudo`": what running is done to, named by its kind
    if (/^(commands?|cmds?)$/.test(w) && /^(run|execute|exec|invoke|issue|type|use)$/.test(cl.verbBase ?? '')) continue;
    if (!/[a-z]/.test(w) || STOP.has(w) || GENERIC_WORDS.has(w) || GENERIC_WORDS.has(t.s) || UNIVERSAL_WORDS.has(w) || PREPOSITIONS.has(w)) continue;
    if (numberValue(w) !== undefined) continue;
    const syn = SCOPE_SYNONYMS[t.s] ?? SCOPE_SYNONYMS[w];
    if (domain.has(t.s) || domain.has(w) || (syn && domain.has(syn)) || sharesRoot(w, domain)) continue;
    if (syn) {
      out.add(complement(cl, i) ? 'not:' + syn : syn);
      continue;
    }
    // verbs are not qualifiers, but nouns spelled like verbs are ("against the base branch", "for the build")
    if (verbBase(w) !== undefined) {
      const p = prevTok?.w ?? '';
      const languageGo = w === 'go' && nextTok !== undefined && QUALIFIER_NOUNS.has(nextTok.s);
      // ("add package names to queries": after "to", a plural is the noun of a place, not an infinitive)
      const toPlural = p === 'to' && w !== verbBase(w) && isSForm(w);
      // ("Logging messages should not include a period": a gerund before the noun of the subject names a kind of it)
      const kindOfSubject = i < cl.subjEnd && i !== cl.verb && /ing$/.test(w) && nextTok !== undefined && nextTok.code < 0 && /^[a-z][a-z-]{2,}$/.test(nextTok.w) && !STOP.has(nextTok.w) && !PREPOSITIONS.has(nextTok.w) && !DETERMINERS.has(nextTok.w) && i + 1 < cl.subjEnd;
      // ("Never use emojis in docs or comments": in an imperative, a plural after "or" / "and" is one more noun)
      const nounAfterLink = (p === 'and' || p === 'or') && cl.subjEnd === 0 && isSForm(w) && w !== verbBase(w);
      // ("Dependencies go in `requirements.txt` and are installed with pip"): a verb's base form after a plural noun and
      // before a preposition is the verb of a clause of its own
      const afterPlural = w === verbBase(w) && !isSForm(w) && prevTok?.code < 0 && /^[a-z]{3,}s$/.test(p) && !STOP.has(p) && nextTok !== undefined && nextTok.code < 0 && PREPOSITIONS.has(nextTok.w);
      const verbal = !kindOfSubject && (i === cl.verb || afterPlural || (w !== verbBase(w) && !isSForm(w)) || (/^(to|not|never|always|must|should|can|may|will|do|does|please|and|or|then|you|we|they|i|it|he|she)$/.test(p) && !toPlural && !nounAfterLink) || MODALS.has(p));
      if (verbal && !languageGo) continue;
      if (kindOfSubject) {
        out.add(t.s);
        continue;
      }
    }
    if (QUANTITY_FRAMES.has(w) || QUANTITY_FRAMES.has(t.s) || isAdverb(w) || MANNER.has(w)) continue;
    if (STRONG.has(w) || WEAK.has(w) || PERMISSIVE.has(w) || POLICY_ADJ[w]) continue;
    if (UNITS[t.s] || UNITS[w] || COMPARATIVES.has(w)) continue;
    // "Python-related", "repo-wide": the base word
    const base = /^(.+?)-(related|specific|based|wide|only|first|level|side|facing)$/.exec(t.s)?.[1];
    if (base !== undefined) {
      if (!domain.has(base) && !GENERIC_WORDS.has(base) && !ctx.mentions.some((m) => m.member === base)) out.add(SCOPE_SYNONYMS[base] ?? base);
      continue;
    }
    out.add(complement(cl, i) ? 'not:' + t.s : t.s);
  }
  return [...out].sort();
}

/** Whether carve-out token `i` follows "except", "excluding", "other than", "apart/aside from" or "with the exception of" (not "unless", a condition). */
function exceptAt(cl: Clause, i: number): boolean {
  for (let k = i; k >= 0 && cl.roles[k] === 'carve'; k--) {
    const x = cl.toks[k];
    if (x.code >= 0) continue;
    if (x.w === 'unless') return false;
    if (/^(except|excluding|exception)$/.test(x.w) || (x.w === 'than' && cl.toks[k - 1]?.w === 'other') || ((x.w === 'from') && /^(apart|aside)$/.test(cl.toks[k - 1]?.w ?? ''))) return true;
  }
  return false;
}

/** Whether token `i` is a configuration file named after "in" in a clause that pins, sets or declares something. */
function configuredIn(cl: Clause, i: number, ctx: Ctx): boolean {
  const x = cl.toks[i];
  const name = x.code >= 0 ? (ctx.spans[x.code] ?? '').trim() : x.w;
  if (!/^[\w./-]*[\w-]\.(?:toml|json|ya?ml|ini|cfg|conf|lock)$|^\.[\w-]+rc$|^\.(?:nvmrc|python-version|ruby-version|tool-versions)$/i.test(name)) return false;
  let k = i - 1;
  while (k >= 0 && cl.toks[k].code === x.code && x.code >= 0) k--;
  if (cl.toks[k]?.code >= 0 || !/^(in|into)$/.test(cl.toks[k]?.w ?? '')) return false;
  return cl.toks.slice(0, k).some((y) => y.code < 0 && /^(pin|pinned|pins|set|sets|configured|configure|declared|declare|declares|defined|define|defines|listed|specified|kept|locked|fixed)$/.test(y.w));
}

/** Whether two words are one ("log" / "logger", "test" / "tests"): equal, or one starts with the other of at least three letters. */
export function sameRoot(a: string, b: string): boolean {
  if (a === b) return true;
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  return s.length >= 3 && l.startsWith(s);
}

const SERIES_LINK = set(', or and nor');
const SERIES_ANY = set('any other all');

/**
 * The other members of a series that an excluded code span is part of: "never run `cargo`, `rustup`, `rustc`, or any
 * Rust toolchain commands", "do not use `moment` or `lodash`". They are what the act is done to as well, not where it
 * applies.
 */
function seriesMates(cl: Clause, exclude: Set<number>): Set<number> {
  const out = new Set<number>();
  const t = cl.toks;
  const link = (k: number): boolean => t[k] !== undefined && t[k].code < 0 && SERIES_LINK.has(t[k].w);
  /** Walk from the span at k in one direction over separators and the code spans they join. */
  const walk = (k: number, step: 1 | -1): void => {
    const at = (j: number): boolean => j >= 0 && j < t.length;
    let j = k + step;
    while (at(j) && t[j].code === t[k].code) j += step;
    let linked = false;
    while (at(j)) {
      if (link(j)) {
        linked = true;
        j += step;
      } else if (linked && t[j].code >= 0) {
        const c = t[j].code;
        while (at(j) && t[j].code === c) {
          out.add(j);
          j += step;
        }
        linked = false;
      } else {
        // a last member in prose after the spans: "…, or any Rust toolchain commands"
        if (step === 1 && linked && t[j].code < 0 && SERIES_ANY.has(t[j].w)) {
          while (at(j) && t[j].code < 0 && /^[a-z][a-z-]*$/.test(t[j].w) && !PREPOSITIONS.has(t[j].w) && !SUBORDINATORS.has(t[j].w)) out.add(j++);
        }
        return;
      }
    }
  };
  for (const k of exclude) {
    if (t[k] === undefined) continue;
    if (t[k].code >= 0) {
      walk(k, 1);
      walk(k, -1);
      continue;
    }
    // ("flake8 + pylint", "Quick and Nimble for every test"): one more name joined to a named member is used with it
    const n = t[k + 2];
    const end = t[k + 3];
    if (!exclude.has(k + 1) && (link(k + 1) || (t[k + 1]?.code < 0 && /^[+&]$/.test(t[k + 1].w))) && n !== undefined && n.code < 0 && /^[a-z][\w.-]*$/i.test(n.raw) && !STOP.has(n.w) && !PREPOSITIONS.has(n.w) && !DETERMINERS.has(n.w) && verbBase(n.w) === undefined && (end === undefined || (end.code < 0 && (!/^[a-z0-9]/.test(end.w) || PREPOSITIONS.has(end.w))))) out.add(k + 2);
  }
  return out;
}

const COMPLEMENT = set('outside beyond except excluding');

/**
 * Whether the word at `i` names what a rule leaves out: "outside tests", "except in migrations", "other than the
 * generated code". Such a qualifier is the complement of the same word named plainly ("in tests").
 */
function complement(cl: Clause, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const x = cl.toks[k];
    if (x.code >= 0 || /^[,;:.!?()]$/.test(x.w)) return false;
    if (COMPLEMENT.has(x.w) || (x.w === 'than' && cl.toks[k - 1]?.w === 'other')) return true;
    if (!STOP.has(x.w) && !DETERMINERS.has(x.w) && !PREPOSITIONS.has(x.w) && !/^(of|the|a|an|any|all)$/.test(x.w)) return false;
  }
  return false;
}

/**
 * What the subject of a clause names, as scope qualifiers ("The `web` app should …" → web); its code spans too
 * unless `code` is false.
 */
export function subjectWords(cl: Clause, ctx: Ctx, code = true): string[] {
  const out: string[] = [];
  for (let i = 0; i < cl.subjEnd && i < cl.toks.length; i++) {
    const x = cl.toks[i];
    if (x.code >= 0) {
      if (code) out.push((ctx.spans[x.code] ?? '').toLowerCase());
    } else if (/^[a-z][a-z-]{2,}$/.test(x.w) && !STOP.has(x.w) && !DETERMINERS.has(x.w) && !GENERIC_WORDS.has(x.w) && !GENERIC_HEADS.has(x.w)) out.push(SCOPE_SYNONYMS[x.s] ?? x.s);
  }
  return out.filter(Boolean);
}

/** "generated files in `gen/`": a qualifier and its own abbreviation are one qualifier (the shorter is kept). */
export function tidyScope(scope: string[]): string[] {
  // ("`npm ci` locally and in CI": both places a command runs are all of them)
  if (scope.includes('local') && scope.includes('ci')) return tidyScope(scope.filter((w) => w !== 'local' && w !== 'ci'));
  const short = scope.filter((w) => /^[a-z]{3,}$/.test(w));
  if (short.length < 2) return scope;
  return scope.filter((x) => !(/^[a-z]+$/.test(x) && short.some((w) => w !== x && x.startsWith(w))));
}

const WHOLE_LEAD = set('anywhere everywhere throughout across');
const OWN_DET = set('the this our your its whole entire');

/** Whether the place noun at `i` is the whole of an unnamed place: "anywhere in the crate", "across this repo". */
function wholePlace(cl: Clause, i: number): boolean {
  let k = i - 1;
  let dets = 0;
  while (k >= 0 && cl.toks[k].code < 0 && OWN_DET.has(cl.toks[k].w)) {
    k--;
    dets++;
  }
  if (!dets || k < 0 || cl.toks[k].code >= 0) return false;
  const w = cl.toks[k].w;
  if (w === 'throughout' || w === 'across') return true;
  return (w === 'in' || w === 'within') && k > 0 && cl.toks[k - 1].code < 0 && WHOLE_LEAD.has(cl.toks[k - 1].w);
}

/** Events of the work that "for every …" makes a frequency of. */
/** Words of when: "in March" (not "may", a modal), and units of time after a word of when ("last year", "two weeks ago"). */
const MONTHS = set('january february march april june july august september october november december');
const TIME_NOUNS = set('year years month months week weeks quarter quarters spring summer autumn fall winter day days sprint sprints');
const OCCASIONS = set('pr pull-request change commit push merge release deploy deployment task feature fix session run build');
export const AGENT_ACTORS = set('agent agents subagent subagents claude assistant ai model llm bot');

/** Whether the place noun at `i` is any place of its kind: "in any environment", "for any package" ("for every service" names the services). */
function eachPlace(cl: Clause, i: number): boolean {
  // ("on every server and client": the next of a series after one)
  if (/^(and|or)$/.test(cl.toks[i - 1]?.w ?? '') && cl.toks[i - 1].code < 0 && i >= 3 && PLACE_NOUNS.has(cl.toks[i - 2].s) && cl.toks[i - 2].code < 0 && eachPlace({ ...cl, toks: cl.toks.slice(0, i - 1) }, i - 2)) return true;
  const q = cl.toks[i - 1];
  const p = cl.toks[i - 2];
  // ("Every service stores its data in PostgreSQL", "on all clients": what the clause says of each of them)
  if (q !== undefined && q.code < 0 && /^(every|each|all)$/.test(q.w) && (i === 1 || (p?.code < 0 && /^(on|to)$/.test(p.w))) && (cl.toks[i + 1] === undefined || cl.toks[i + 1].code >= 0 || !/^[a-z]/.test(cl.toks[i + 1].w) || PREPOSITIONS.has(cl.toks[i + 1].w) || /^(and|or)$/.test(cl.toks[i + 1].w) || cl.roles[i + 1] !== cl.roles[i] || i === 1)) return true;
  // ("in any environment", "in every environment", "across all packages": each of them)
  // ("for every service" still names services)
  return q !== undefined && q.code < 0 && (q.w === 'any' || (/^(every|each|all)$/.test(q.w) && /^(in|across|within)$/.test(p?.w ?? ''))) && p !== undefined && p.code < 0 && /^(in|for|on|across|within|inside|under)$/.test(p.w) && (cl.toks[i + 1] === undefined || cl.toks[i + 1].code >= 0 || !/^[a-z]/.test(cl.toks[i + 1].w) || PREPOSITIONS.has(cl.toks[i + 1].w));
}

/** Parts of what an act makes (a commit's message, a PR's description), named in "with a … message". */
const WITH_PARTS = set('msg message description title body summary header heading list bullet section table example');
const LOCATIVE = set('in under within inside outside across beneath');
export const PLACE_NOUNS = set('service app application package module directory dir folder crate repo repository workspace solution project subproject frontend backend server client library lib codebase monorepo subsystem component layer tier site portal binary cli sdk plugin extension file files test tests spec specs script scripts fixture fixtures notebook notebooks story stories console shell repl terminal playground sandbox container containers devcontainer vm host cluster environment env staging production ci pipeline');
export const SET_APART = set('still remaining windows macos linux unix posix legacy generated vendored vendor third-party deprecated experimental prototype one-off throwaway temporary existing old older autogenerated auto-generated');

/**
 * Whether a clause's narrowing names a place or a set-apart kind of code (see Claim.local): a locative
 * preposition before a path, a code span or a part of the codebase, or an adjective that sets code apart.
 */
export function namesPlace(cl: Clause, exclude: Set<number>, ctx: Ctx): boolean {
  if (ctx.extraScope.some((x) => x.startsWith('in:') || /[/]/.test(x))) return true;
  const t = cl.toks;
  for (let i = 0; i < t.length; i++) {
    if (exclude.has(i) || i === cl.verb) continue;
    const role = cl.roles[i];
    if (role !== 'main' && role !== 'cond' && role !== 'rel') continue;
    if (role === 'rel' && asideRelative(cl, i)) continue;
    const tk = t[i];
    if (tk.code < 0 && (SET_APART.has(tk.w) || SET_APART.has(tk.s))) return true;
    if (tk.code >= 0) {
      const span = ctx.spans[tk.code] ?? '';
      if (/^[\w.@-]*\/[\w./*@-]*$/.test(span) && !/\s/.test(span)) return true;
      continue;
    }
    if (!LOCATIVE.has(tk.w)) continue;
    for (let k = i + 1; k < Math.min(t.length, i + 5); k++) {
      if (exclude.has(k)) break;
      const x = t[k];
      if (x.code >= 0) return true;
      if (/^[,;:.!?()]$/.test(x.w) || PREPOSITIONS.has(x.w)) break;
      if ((PLACE_NOUNS.has(x.s) || PLACE_NOUNS.has(x.w)) && !eachPlace(cl, k)) return true;
    }
  }
  return false;
}

export function clauseHasContext(ctx: Ctx, fam: FamilyDef): boolean {
  const c = ctx.lex.contextStems.get(fam.id);
  if (!c) return false;
  for (const s of ctx.sentenceStems) if (c.has(s)) return true;
  return false;
}

const COMPARATIVES = set('under below less fewer most max maximum within shorter longer later newer earlier older higher lower greater more least min minimum above over beyond exceed exceeding bigger smaller larger wider narrower faster slower than');

/** "no exceptions", "without exception": the word that makes a rule hold everywhere, not a case it names. */
export function noException(toks: readonly { w: string; code: number }[], i: number): boolean {
  const t = toks[i];
  if (t === undefined || t.code >= 0) return false;
  // ("whatever the task", "regardless of the reason": every case, not one)
  if (/^(whatever|whichever|regardless)$/.test(t.w)) return true;
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) if (toks[k]?.code < 0 && /^(whatever|whichever|regardless)$/.test(toks[k].w)) return !/^[,;.]$/.test(t.w);
  // ("anywhere", "repo-wide", "not approved for this repo", "in the whole codebase"): the whole repository, not a part
  if (/^(anywhere|repo-wide|repository-wide|codebase-wide|project-wide)$/.test(t.w)) return true;
  // ("for everything in the checkout monorepo": a monorepo named by its name is still the whole of it)
  if (t.w === 'monorepo' && toks[i - 1]?.code < 0 && /^[a-z][a-z-]+$/.test(toks[i - 1].w) && toks[i - 2]?.code < 0 && /^(this|our|the)$/.test(toks[i - 2].w) && toks[i - 3]?.code < 0 && /^(in|for|across|throughout)$/.test(toks[i - 3].w)) return true;
  if (toks[i + 1]?.w === 'monorepo' && t.code < 0 && /^[a-z][a-z-]+$/.test(t.w) && !/^(this|our|the|entire|whole)$/.test(t.w) && noException(toks, i + 1)) return true;
  if (/^(repo|repository|codebase|project|monorepo)$/.test(t.w) && toks[i + 1]?.w !== '/' && toks[i - 1]?.code < 0 && /^(this|our|the|entire|whole)$/.test(toks[i - 1].w)) {
    const p = toks[i - 1].w === 'entire' || toks[i - 1].w === 'whole' ? i - 3 : i - 2;
    return toks[p]?.code < 0 && /^(in|for|across|throughout)$/.test(toks[p].w) && !(toks[p - 1]?.code < 0 && /^(only|except|but)$/.test(toks[p - 1].w));
  }
  return /^exceptions?$/.test(t.w) && toks[i - 1]?.code < 0 && /^(no|without)$/.test(toks[i - 1].w);
}

/** Adverbs that say how an act is done, and so narrow it. */
export const NARROWING_MANNER = set('directly manually globally separately individually standalone proactively automatically preemptively unprompted speculatively');
