// Version claims: a version of a language, runtime or framework (Python 3.11, Node.js ≥ 20).
import { ARROWS, type Clause } from '../clauses.js';
import type { Ctx } from '../context.js';
import { SCOPE_SYNONYMS, VERSION_TOOLS } from '../lexicon.js';
import type { Mention } from '../lexiconIndex.js';
import { proseDirs, scopeOf } from '../scope.js';
import { STOP, type Tok } from '../text.js';
import type { Claim } from '../types.js';
import { BEGAN_WORDS, set } from '../words.js';

/** Words that make a version in a verbless line a note about versions rather than the stack in use. */
/** A GCC cross compiler named by its target triple (`arm-none-eabi-gcc`, `aarch64-linux-gnu-g++`). */
const CROSS_GCC = /^[a-z0-9_]+(?:-[a-z0-9_]+)+-(?:gcc|g\+\+)$/;

const STACK_NOTES = set('migration migrate upgrade guide note notes breaking change changelog compat compatibility support legacy old previous deprecated deprecation removal vs versus until since before after from release releases regression regressions bug bugs issue issues quirk quirks workaround workarounds crash crashes gotcha gotchas pitfall pitfalls caveat caveats limitation limitations beta betas');
/** Words of a label that name a layer of the stack rather than a part of the project. */
const STACK_ROLES = set('os distro distribution frontend front-end backend back-end web ui client server api runtime language languages framework frameworks stack tech tooling tools database db styling css testing tests build bundler toolchain toolchains compiler compilers sdk sdks version versions requirement requirements prerequisite prerequisites platform platforms engine engines');
/** Nouns that name a part of a project ("the labeling UI", "the iOS app", "the admin dashboard"). */
const PART_HEADS = set('ui app service dashboard site website portal frontend backend api cli worker sdk extension plugin console gateway pipeline client');
const HISTORY_VERBS = set('add introduce deprecate remove change break drop fix release ship land deprecated added introduced removed changed dropped fixed released shipped landed regressed');

/** Words that place a statement at the start of a project's history, not in its present. */
const ORIGIN_WORDS = set(['started', 'began', 'begun', 'once', ...BEGAN_WORDS].join(' '));

function parseVersion(s: string): number[] | undefined {
  const m = /^v?(\d+(?:\.\d+){0,3})(?:\.x)?$/.exec(s);
  if (!m) return undefined;
  return m[1].split('.').map(Number);
}

/** The versioned tool a label names ("Python", "**Node.js version**", "Go version"), if it names only that. */
export function labelTool(label: Tok[]): string | undefined {
  const lw = label.filter((x) => x.code < 0 && /[a-z0-9]/.test(x.w) && !/^(version|versions|v)$/.test(x.w));
  return lw.length === 1 ? VERSION_TOOLS[lw[0].w] : lw.length === 2 ? VERSION_TOOLS[`${lw[0].w} ${lw[1].w}`] : undefined;
}

/** The tool a label names by a name the lexicon knows, and nothing else but "version" ("**Airflow version:**"). */
export function mentionedTool(label: Tok[], toks: Tok[], mentions: Mention[]): string | undefined {
  const lw = label.filter((x) => x.code < 0 && /[a-z0-9]/.test(x.w) && !/^(version|versions|v)$/.test(x.w));
  if (!lw.length || lw.length > 2) return undefined;
  const at = toks.indexOf(lw[0]);
  // (a name that is also a word, "Airflow", is the tool when written with its capital)
  return mentions.find((y) => y.start === at && y.end - y.start === lw.length && (!y.ambiguous || /^[A-Z]/.test(lw[0].raw)))?.label;
}

const labelMention = (label: Tok[], ctx: Ctx): string | undefined => mentionedTool(label, ctx.toks, ctx.mentions);

/** Compares versions on their common prefix ("3" and "3.11" are equal). */
export function cmpVersion(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Files that pin the version of one tool (`.ruby-version` holds Ruby's). */
const VERSION_FILES: Record<string, string> = {
  '.ruby-version': 'Ruby', '.nvmrc': 'Node.js', '.node-version': 'Node.js', '.python-version': 'Python', '.java-version': 'Java',
  '.go-version': 'Go', 'go.mod': 'Go', 'rust-toolchain': 'Rust', 'rust-toolchain.toml': 'Rust', '.terraform-version': 'Terraform', '.bun-version': 'Bun',
};
// (in code or in prose, as a file's name is written: "go.mod says `go 1.21`")
const versionFile = (tk: Tok, ctx: Ctx): string | undefined => (tk.code >= 0 ? VERSION_FILES[(ctx.spans[tk.code] ?? '').trim().split('/').pop()?.toLowerCase() ?? ''] : /\./.test(tk.w) ? VERSION_FILES[tk.w] : undefined);

const TWO_WORD_TOOLS = new Set(Object.keys(VERSION_TOOLS).filter((k) => k.includes(' ')).map((k) => k.split(' ')[0]));
const VERSION_VERBS = set('use run target require build compile support pin need stay ship test develop write deploy install upgrade migrate move switch standardize declare set lock create provision host base');

/** Words that number a part of a text or of a plan, not a product ("Phase 2.1", "Section 3.4", "Step 1.2"). */
const NUMBERED_PARTS = set('phase step section chapter part stage level tier sprint milestone release version round week day item rule article appendix exercise lesson module unit task epic story issue figure table page line gen generation build iteration option plan layer wave track batch cycle tip note example case scenario grade class lab session priority sample run trial experiment test tests spec');

const AMOUNT_WORDS = set('minimum maximum min max about approx approximately around roughly under over above below least most target limit average avg total score ratio rating threshold budget cap mean median weight factor rate size');
const UNIT_WORDS = /^(?:k?b|[kmgt]i?b|ms|s|sec|secs|seconds?|minutes?|hours?|days?|x|px|em|rem|pt|%|mb|gb|kb|tb|m|cm|mm|km|kg|g|hz|khz|mhz|ghz|fps|rps|qps|stars?|points?|pts)$/;

/** A capitalised name (not a numbered part) right before a dotted version at token i: "Filament 4.0", "Langfuse 3.x". */
function productVersion(t: Tok[], i: number): boolean {
  const x = t[i];
  // (not a quantity, "Minimum 4.5:1", "Max 2.5 MB": a word of amount, or a unit or a ratio after the number)
  const after = t[i + 2];
  return x.code < 0 && /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(x.raw) && !NUMBERED_PARTS.has(x.w) && !AMOUNT_WORDS.has(x.w) && !STOP.has(x.w) && t[i + 1]?.code < 0 && /^v?\d+\.(?:\d+|x)(?:\.\d+)*$/.test(t[i + 1].w) && !(after && after.code < 0 && (/^[:%x×/]$/.test(after.w) || UNIT_WORDS.test(after.w)));
}

/**
 * A package requirement written as code, the whole span: `torch==2.1.2`, `numpy<2`, `jax[cuda12]>=0.4`, `next@16.2.2`. The
 * package's versioned name (a known tool's, or the package's own), the bound and the version; undefined for anything else.
 */
export function requirementOf(span: string): { tool: string; cmp: 'eq' | 'min' | 'max' | 'lt'; v: number[]; text: string } | undefined {
  const m = /^(@?[A-Za-z][\w./-]*?)(?:\[[\w,.-]+\])?\s*(==|>=|<=|~=|<|>|@\^?|@~|@)\s*v?(\d+(?:\.\d+){0,3})(?:\.\*)?$/.exec(span.trim());
  if (!m) return undefined;
  const name = m[1].toLowerCase();
  const tool = VERSION_TOOLS[name === 'next' ? 'next.js' : name] ?? name;
  const op = m[2];
  // (`~=` and npm's `^` allow that release and later ones; `>` is read as `>=`, the bound a reader means)
  const cmp = op === '<' ? 'lt' : op === '<=' ? 'max' : /^(>=|~=|>|@\^)$/.test(op) ? 'min' : 'eq';
  return { tool, cmp, v: parseVersion(m[3])!, text: (cmp === 'lt' ? '<' : cmp === 'max' ? '<=' : '') + m[3] + (cmp === 'min' ? '+' : '') };
}

export function versionClaims(cl: Clause, ctx: Ctx, used: Set<number>, out: Claim[]): void {
  const t = cl.toks;
  const reqAt = (x: Tok): boolean => x.code >= 0 && requirementOf(ctx.spans[x.code] ?? '') !== undefined;
  // ("Use Hugo 0.120 or later", "Pin Hugo to 0.111.3"): a tool the lexicon knows, named in prose, then a dotted version
  // (or "to", "at", "version" and one) is that tool at that version
  const named = (i: number): { label: string; end: number } | undefined => {
    const x = t[i];
    if (x.code >= 0 || VERSION_TOOLS[x.w] !== undefined) return undefined;
    // (a name that is also a word, "Hugo", is the tool when its version follows)
    const m = ctx.mentions.find((y) => y.start === cl.idx[i]);
    if (!m) return undefined;
    let e = i + (m.end - m.start);
    if (cl.idx[e - 1] !== m.end - 1) return undefined;
    // ("Prometheus is pinned to v2.53", "Loki runs 2.9.x"): after the words that say it is at that version
    while (e < t.length && e < i + 6 && t[e].code < 0 && /^(to|at|version|v|is|pinned|locked|runs)$/.test(t[e].w)) e++;
    return t[e]?.code < 0 && /^v?\d+\.\d+(?:\.\d+)*(?:\.x)?\+?$/.test(t[e].w) ? { label: m.label, end: i + (m.end - m.start) } : undefined;
  };
  // cheap test first: a version needs a digit and something with versions
  if (!t.some((x) => /\d/.test(x.w)) || (![...t, ...(cl.label ?? [])].some((x) => VERSION_TOOLS[x.w] !== undefined || TWO_WORD_TOOLS.has(x.w) || CROSS_GCC.test(x.w) || /^[a-z+#.:-]+\d/.test(x.w) || (x.code >= 0 && (/@\^?~?\d/.test(x.w) || versionFile(x, ctx) !== undefined))) && !t.some((_x, k) => productVersion(t, k)) && !t.some(reqAt) && !t.some((_x, k) => named(k) !== undefined) && !(cl.label !== undefined && labelMention(cl.label, ctx) !== undefined))) return;
  // "support was dropped in 3.0" is history; "ship ES2015 code" (an instruction) is not
  if (cl.verbBase && HISTORY_VERBS.has(cl.verbBase) && !(VERSION_VERBS.has(cl.verbBase) && cl.instruction && cl.subjEnd === 0)) return;
  // (only an aside tells history: "Python: 3.12 (our base image dropped 3.11)" states 3.12, and 3.11 only in its story)
  const base = t[0]?.paren ?? 0;
  const told = t.filter((x) => x.code < 0 && HISTORY_VERBS.has(x.w) && /(ed)$/.test(x.w));
  if (told.some((x) => x.paren <= base)) return;
  const storyAside = told.length > 0;
  // "The project started on Python 3.8", "originally written for Node 14": a statement of where things began
  // ("The service was first written for Java 8")
  if (!cl.instruction && t.some((x, k) => x.code < 0 && (ORIGIN_WORDS.has(x.w) || (x.w === 'first' && /^(was|were|been)$/.test(t[k - 1]?.w ?? ''))))) return;
  // ("The Dockerfile was on Node 18 until the March upgrade", "we were on React 17 before the rewrite"): a state that ended
  if (!cl.instruction && t.some((x) => x.code < 0 && (x.w === 'was' || x.w === 'were')) && t.some((x) => x.code < 0 && /^(until|till|before|ago)$/.test(x.w))) return;
  // ("The original 2018 code was Python 2.7"): what a thing was, said with "was" and no participle, is a state of the past
  const cop = cl.verb >= 0 ? cl.verb : cl.subjEnd;
  if (!cl.instruction && cop > 0 && t[cop]?.code < 0 && /^(was|were)$/.test(t[cop].w) && !/(?:ed|en|wn|lt|ght)$/.test(t[cop + 1]?.w ?? '') && !/^(?:still|always|never|upgraded|moved|bumped|pinned|set|last)$/.test(t[cop + 1]?.w ?? '')) return;
  // ("The `legacy-api` stack was written for Node 14", "The scraper was built with Python 3.8"): what a thing was made
  // for or with tells how it began, as "originally written for" does
  if (!cl.instruction && t.some((x, k) => x.code < 0 && /^(was|were)$/.test(x.w) && t[k + 1]?.code < 0 && /^(written|built|created|developed|designed|made|coded|implemented)$/.test(t[k + 1].w) && t[k + 2]?.code < 0 && /^(for|in|with|on|against|using)$/.test(t[k + 2].w))) return;
  const found: { tool: string; v: number[]; text: string; cmp: 'eq' | 'min' | 'max' | 'lt' | 'not'; idx: number[]; hi?: number[] }[] = [];
  // a verbless enumeration of the stack, or a label's value: each name with its version states what is in use
  // (not notes about versions: "Next.js 15 migration guide", "React 18 support")
  // ("… + DaisyUI + TanStack Query": a capitalised name in a "+" list is not a verb)
  const namesOnly = cl.verb >= 0 && /^[A-Z]/.test(t[cl.verb].raw) && t.some((x) => x.code < 0 && x.w === '+');
  const fragment = (!cl.verbal || cl.label !== undefined || namesOnly) && !t.some((x) => x.code < 0 && STACK_NOTES.has(x.s));
  const stack = (i: number): boolean => {
    if (!fragment) return false;
    let k = i - 1;
    while (k >= 0 && t[k].code < 0 && /^[*_]+$/.test(t[k].w)) k--;
    return k < 0 || (t[k].code < 0 && (/^[+,;:|·(/]$|^(and|with)$/.test(t[k].w) || /^\d+(\.\d+)*$/.test(t[k].w)));
  };
  for (let i = 0; i < t.length; i++) {
    const tk = t[i];
    if (used.has(i) || (storyAside && tk.paren > base)) continue;
    const file = versionFile(tk, ctx);
    // (`torch==2.1.2`, `numpy<2`: a requirement in code, whatever the package, with the bound its operator sets)
    const req = tk.code >= 0 && t[i - 1]?.code !== tk.code ? requirementOf(ctx.spans[tk.code] ?? '') : undefined;
    if (req) {
      let e = i;
      while (t[e + 1]?.code === tk.code) e++;
      if ((cl.roles[i] === 'main' || cl.roles[i] === 'altneg') && (cl.instruction || stack(i) || cl.pred >= 0 || (cl.verbBase !== undefined && VERSION_VERBS.has(cl.verbBase)))) found.push({ ...req, idx: [...Array(e - i + 1).keys()].map((q) => q + i) });
      i = e;
      continue;
    }
    const known = named(i);
    if (VERSION_TOOLS[tk.w] === undefined && !TWO_WORD_TOOLS.has(tk.w) && !CROSS_GCC.test(tk.w) && !/\d/.test(tk.w) && !file && !productVersion(t, i) && !known) continue;
    const role = cl.roles[i];
    if (role !== 'main' && role !== 'altneg') continue;
    // ("`.ruby-version` is `3.2.2`", "`.nvmrc` pins `22`"): the version a tool's version file holds
    if (file) {
      let k = i + 1;
      while (k < t.length && k < i + 4 && t[k].code < 0 && /^(is|says|reads|holds|contains|pins|pinned|declares|sets|set|to|at|=|:)$/.test(t[k].w)) k++;
      // ("go.mod says `go 1.21`": the directive that holds it, the tool's name and the version)
      if (t[k] && k > i + 1 && t[k].code >= 0 && VERSION_TOOLS[t[k].w] === file && t[k + 1]?.code === t[k].code) k++;
      const raw = t[k] && k > i + 1 ? t[k].w.replace(/^["']|["']$/g, '').replace(/^v/, '') : '';
      const v = /^\d+(\.\d+){0,3}$/.test(raw) ? parseVersion(raw) : undefined;
      if (v) {
        found.push({ tool: file, v, text: raw, cmp: 'eq', idx: [i, k] });
        i = k;
      }
      continue;
    }
    // in a statement, only a version the verb is about ("the app runs on Ruby 3.3"), not one mentioned in passing
    // (or the stack a label or a verbless list names: "Web: Next.js 16 (App Router) + Tailwind", "- ESLint 9, Prettier")
    if (!cl.instruction && !stack(i) && !(cl.pred >= 0 || (cl.verbBase && VERSION_VERBS.has(cl.verbBase) && (i > cl.verb || (cl.passive && i < cl.subjEnd))))) continue;
    // ("Maven 3.9+ itself requires Java 8", "Spring Boot 3 needs Java 17"): what another tool needs, not what the project uses
    if (cl.verb >= 0 && i > cl.verb && /^(require|need|depend|support)$/.test(cl.verbBase ?? '') && t.slice(0, cl.subjEnd).some((x) => {
      const g = ctx.toks.indexOf(x);
      return (VERSION_TOOLS[x.w] !== undefined && VERSION_TOOLS[x.w] !== VERSION_TOOLS[tk.w]) || ctx.mentions.some((m) => m.start <= g && g < m.end);
    })) continue;
    // "default bundler through Next.js 15", "starting Next.js 16": when something holds, not a version to use
    const p1 = t[i - 1]?.w ?? '';
    if (t[i - 1]?.code < 0 && (/^(through|until|till|starting|since|before|after|prior)$/.test(p1) || (p1 === 'of' && t[i - 2]?.w === 'as') || (p1 === 'to' && t[i - 2]?.w === 'up') || (p1 === 'from' && t[i - 2]?.w === 'starting')) && !(cl.verbBase && VERSION_VERBS.has(cl.verbBase) && cl.instruction)) continue;
    // ("React 18.3 — no React 19 APIs yet", "without Python 2 syntax": a version a line rules out is not one in use)
    if (t[i - 1]?.code < 0 && /^(no|without)$/.test(p1)) continue;
    // (".NET 6 is out of support", "Node 16 is end-of-life": nor one the line says is past its support)
    // ("Java 17 is no longer supported", "Python 3.8 is not supported"): unless the line says the project does not
    // support it, which rules that version out
    const pastSupport = /^([\d.x]*)\s*(?:is|are)\s+(?:now\s+)?(?:(out\s+of\s+support|end-of-life|end\s+of\s+life|eol|deprecated|obsolete)|unsupported|no\s+longer\s+supported|not\s+supported)\b(.*)$/.exec(t.slice(i + 1, i + 8).filter((x) => x.code < 0).map((x) => x.w).join(' '));
    if (pastSupport && (pastSupport[2] !== undefined || /^\s*(?:by|on|in|upstream|anymore\s+by)\b/.test(pastSupport[3]) || !cl.neg && !/unsupported/.test(pastSupport[0]) || !parseVersion(pastSupport[1]))) continue;
    const ruledOut = pastSupport !== null;
    // ("on targets older than `net9.0`", "below Python 3.10": a bound of the versions a case is about, not one in use)
    if (t[i - 1]?.code < 0 && ((p1 === 'than' && /^(older|newer|earlier|later|lower|higher|greater|less)$/.test(t[i - 2]?.w ?? '')) || /^(below|above|pre)$/.test(p1))) continue;
    // ("HeroUI React v3", "TanStack Vue 5": a product name before the tool's is what the version belongs to)
    if (t[i - 1]?.code < 0 && /^[A-Z][a-z]*[A-Z][A-Za-z]*$/.test(t[i - 1].raw) && VERSION_TOOLS[t[i - 1].w] === undefined && !TWO_WORD_TOOLS.has(t[i - 1].w)) continue;
    // (`sdks/go/v1.0.0`: a name that is a segment of a path in code names a folder, and the version after it a tag)
    if (tk.code >= 0 && new RegExp(`(?:^|/)${tk.w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`, 'i').test((ctx.spans[tk.code] ?? '').trim())) continue;
    let tool: string | undefined;
    let j = i + 1;
    let vtext: string | undefined;
    // (`-std=c99`, `-std=gnu11`: the C standard a compiler is held to, by the year of its edition)
    // ("Flight software is C99"): and the edition written after the language's letter
    const std = tk.code >= 0 ? (t[i - 1]?.code === tk.code && /^-{1,2}std$/.test(t[i - 1].w) ? /^(?:c|gnu)(89|90|99|11|17|18|23)$/.exec(tk.w) : null) : /^C(89|90|99|11|17|18|23)$/.exec(tk.raw);
    if (std) {
      const year = Number(std[1]) >= 80 ? 1900 + Number(std[1]) : 2000 + Number(std[1]);
      found.push({ tool: 'C', v: parseVersion(String(year))!, text: `C${std[1]}`, cmp: 'eq', idx: [i] });
      continue;
    }
    // (`python:3.12-slim`, `node:20-alpine`, `FROM golang:1.22`: a runtime's container image at a version is that version)
    const image = tk.code >= 0 ? /^(python|node|golang|ruby|php|openjdk|eclipse-temurin|rust|postgres|mysql|redis):(\d{1,2}(?:\.\d+){0,2})(?:-[a-z][\w.-]*)?$/.exec(tk.w) : null;
    if (image) {
      found.push({ tool: image[1] === 'eclipse-temurin' ? 'Java' : VERSION_TOOLS[image[1]], v: parseVersion(image[2])!, text: image[2], cmp: 'eq', idx: [i] });
      continue;
    }
    // `next@16.2.2`, `react@19`: a package pinned at a version
    const pinned = tk.code >= 0 ? /^(@?[a-z][\w./-]*)@\^?~?(\d+(?:\.\d+){0,3})$/.exec(tk.w) : null;
    if (pinned) {
      const name = pinned[1] === 'next' ? 'next.js' : pinned[1];
      if (VERSION_TOOLS[name]) {
        found.push({ tool: VERSION_TOOLS[name], v: parseVersion(pinned[2])!, text: pinned[2], cmp: 'eq', idx: [i] });
        continue;
      }
    }
    // (`nodejs18.x`, `python3.12`: an AWS Lambda runtime names its line of releases with ".x")
    const glued = /^(python|py|node|nodejs|java|jdk|go|ruby|php|es|c\+\+|net|dotnet|openjdk|postgres|pg)(\d+(?:\.\d+)*)(?:\.x)?(\+?)$/.exec(tk.w);
    if (glued) {
      // (`net8.0`, `net6.0-windows`: a .NET target framework moniker; `net48` is .NET Framework, another scale)
      tool = VERSION_TOOLS[glued[1]] ?? (glued[1] === 'pg' ? 'PostgreSQL' : glued[1] === 'py' ? 'Python' : glued[1] === 'net' && /^\d+\.\d+$/.test(glued[2]) && Number(glued[2].split('.')[0]) >= 5 ? '.NET' : undefined);
      vtext = glued[2];
      if (glued[1] === 'es' && glued[2].length === 4) tool = 'ECMAScript';
      else if (glued[1] === 'es' && glued[2].length < 4) {
        // ES5, ES6 (= ES2015), ES7 (= ES2016)…: one scale with the year editions
        const n = Number(glued[2]);
        tool = n === 3 || n === 5 || (n >= 6 && n <= 20) ? 'ECMAScript' : undefined;
        if (n >= 6) vtext = String(2009 + n);
      }
      j = i + 1;
    } else {
      const two = `${tk.w} ${t[i + 1]?.w ?? ''}`;
      if (VERSION_TOOLS[two]) {
        tool = VERSION_TOOLS[two];
        j = i + 2;
      } else if (VERSION_TOOLS[tk.w]) tool = VERSION_TOOLS[tk.w];
      // ("Build with arm-none-eabi-gcc 13.3"): a cross compiler named by its target is GCC
      else if (CROSS_GCC.test(tk.w)) tool = 'GCC';
      // ("Laravel 12 + Filament 4.0 + Pest 4.0", "**Version:** Filament 4.1"): a capitalised name right before a dotted
      // version, in a verbless list or a label's value, is that product at that version, known or not
      else if (productVersion(t, i) && stack(i)) tool = tk.raw;
      else if (known) {
        tool = known.label;
        j = known.end;
      }
      if (tk.w === 'go' && tk.raw !== 'Go' && tk.code < 0) tool = undefined; // the verb 'go' (not `go 1.21` in go.mod)
      if (!tool) continue;
      // skip "version", "v", ">=", ":" …
      let cmpHint: 'min' | 'max' | undefined;
      // ("TypeScript is pinned to 4.9.x", "Rust toolchain pinned to 1.78")
      while (j < t.length && j < i + 5 && /^(version|versions|v|>=|≥|<=|≤|>|<|=|:|is|of|to|at|~|\^|lts|runtime|deployment|target|level|sdk|spec|toolchain|pinned|locked|runs)$/.test(t[j].w)) {
        if (/^(>=|≥|>)$/.test(t[j].w)) cmpHint = 'min';
        if (/^(<=|≤|<)$/.test(t[j].w)) cmpHint = 'max';
        j++;
      }
      const vt = t[j];
      if (!vt) continue;
      let raw = vt.w;
      let plus = false;
      // `>=12`, `^18`, `~5.4`: a range written as code
      const range = vt.code >= 0 ? /^(>=|≥|\^|~|>)\s*(.+)$/.exec(raw) : null;
      if (range) {
        raw = range[2];
        if (range[1] !== '~') cmpHint = 'min';
      }
      if (vt.code >= 0 && /^\s*(>=|≥|\^|>)/.test(ctx.spans[vt.code] ?? '')) cmpHint = 'min';
      if (raw.endsWith('+')) {
        plus = true;
        raw = raw.slice(0, -1);
      }
      // ("Next.js 14 + TypeScript": a "+" before another name joins the stack, it is not "or later")
      if (t[j + 1]?.w === '+' && !(t[j + 2] && /^[a-z]/i.test(t[j + 2].w))) plus = true;
      if (!parseVersion(raw)) continue;
      // "React 18/19" (the slash is not a token), "Python 3.11 or 3.12": alternatives, any of which the line allows,
      // not one version
      // ("JDK 17, 21, or 25", "Python 3.10, 3.11 and 3.12": a list of versions, each of which the line names)
      // (the clause may end at the comma: the sentence's tokens are read)
      const g = ctx.toks.indexOf(t[j]);
      const st = ctx.toks;
      const listed = g >= 0 && st[g + 1]?.code < 0 && st[g + 1].w === ',' && st[g + 2]?.code < 0 && parseVersion(st[g + 2].w.replace(/\+$/, '')) !== undefined && st[g + 3]?.code < 0 && /^(,|or|and)$/.test(st[g + 3].w);
      const alt = t[j + 1]?.code < 0 && /^(or|and)$/.test(t[j + 1].w) ? j + 2 : j + 1;
      if (listed || (t[alt]?.code < 0 && parseVersion(t[alt].w.replace(/\+$/, '')))) {
        i = alt;
        continue;
      }
      // "Node.js 10.13.0 to 12.x", "Python 3.10–3.12": the range from one version to the other
      const to = t[j + 1]?.code < 0 && /^(to|through|-|–|—|\.\.)$/.test(t[j + 1].w) ? parseVersion(t[j + 2]?.w.replace(/\+$/, '') ?? '') : undefined;
      const from = to && parseVersion(raw);
      if (from && to && cmpVersion(to, from) > 0) {
        found.push({ tool, v: from, text: `${raw} to ${t[j + 2].w}`, cmp: 'eq', idx: [i, j, j + 2], hi: to });
        i = j + 2;
        continue;
      }
      // "Tailwind v3 → v4", "Tailwind v3 `extend.colors` → v4 `@theme`": a migration from this version to another
      // (the tokenizer writes every arrow, "->", "=>", "⇒", as "→")
      const arrowAt = t.findIndex((x, k) => k > j && x.code < 0 && ARROWS.has(x.w));
      if (arrowAt > 0 && t.slice(arrowAt + 1, arrowAt + 3).some((x) => x.code < 0 && parseVersion(x.w.replace(/\+$/, '')) !== undefined)) continue;
      // "pins Next.js to `3000`": a number in the hundreds or more is a port or a count, not a version (but editions
      // by year are: ECMAScript 2022, Rust edition 2021)
      if (/^\d{3,}$/.test(raw) && !/^(ECMAScript|Rust edition|Fortran)$/.test(tool)) continue;
      // a bare small integer after a non-language tool is rarely a version ("React 2 times")
      vtext = raw;
      if (plus) cmpHint = 'min';
      const v = parseVersion(vtext)!;
      const after = `${t[j + 1]?.w ?? ''} ${t[j + 2]?.w ?? ''}`;
      let cmp: 'eq' | 'min' | 'max' = cmpHint ?? 'eq';
      if (/^or (later|newer|higher|above|greater|up)/.test(after) || /^(and|or) (above|up|later|newer)/.test(after)) cmp = 'min';
      if (/^or (earlier|older|lower|below)/.test(after)) cmp = 'max';
      const before = t.slice(Math.max(0, i - 3), i).map((x) => x.w).join(' ');
      const clauseWords = t.map((x) => x.w);
      if (/at least|minimum|min|>=|down to/.test(before) || (clauseWords.includes('minimum') && cmp === 'eq')) cmp = 'min';
      if (/at most|maximum/.test(before)) cmp = 'max';
      // ("a leftover from the Python 3.8 days"): a time a version named is history
      if (t[j + 1]?.code < 0 && /^(days|era|times)$/.test(t[j + 1].w)) {
        i = j;
        continue;
      }
      found.push(ruledOut ? { tool, v, text: `not ${vtext}`, cmp: 'not', idx: [i, j] } : { tool, v, text: vtext + (cmp === 'min' ? '+' : ''), cmp, idx: [i, j] });
      i = j;
      continue;
    }
    const v = parseVersion(vtext ?? '');
    // "ES2017+": that edition or later
    const plusG = glued?.[3] === '+' || (t[i + 1]?.w === '+' && !(t[i + 2] && /^[a-z]/i.test(t[i + 2].w)));
    // ("`net6.0` through `net10.0`": the range of targets from one to the other)
    const g2 = glued && t[i + 1]?.code < 0 && /^(to|through|-|–|—|\.\.)$/.test(t[i + 1].w) ? new RegExp(`^${glued[1].replace(/[+]/g, '\\+')}(\\d+(?:\\.\\d+)*)$`).exec(t[i + 2]?.w ?? '') : null;
    const hi = g2 ? parseVersion(g2[1]) : undefined;
    if (tool && v && hi && cmpVersion(hi, v) > 0) {
      found.push({ tool, v, text: `${vtext} to ${g2![1]}`, cmp: 'eq', idx: [i, i + 2], hi });
      i += 2;
      continue;
    }
    if (tool && v) found.push({ tool, v, text: vtext! + (plusG ? '+' : ''), cmp: plusG ? 'min' : 'eq', idx: [i] });
  }
  // "Go version: 1.22 (see go.mod)", "**Python:** 3.12", "Node: 20+": the label names the tool, the value its
  // version (with no "version" in the label, only a value that stands alone: "Python: 3 services" is a count)
  // ("**Node:** 22.x": a wildcard of the last part is that line of releases)
  if (!found.length && cl.label && t[0]?.code < 0 && /^v?\d+(\.\d+){0,3}(?:\.x)?\+?$/.test(t[0].w)) {
    // ("**Airflow version:** 2.7.3": or a tool the lexicon knows)
    const name = labelTool(cl.label) ?? labelMention(cl.label, ctx);
    // ("**PHP:** 8.3 minimum", "Node: 20 only"): a word that says how the version holds leaves it alone
    const plus = t[0].w.endsWith('+') || (t[1]?.code < 0 && /^(\+|minimum|min)$/.test(t[1].w));
    const v = parseVersion(t[0].w.replace(/\+$/, ''));
    const alone = t[1] === undefined || (t[1].code < 0 && (/^[(,;—–.+]$|^(lts|or|and|minimum|min|only|required|exactly|for|in|on|across|everywhere)$/.test(t[1].w) || t[1].code >= 0));
    if (name && v && (cl.label.some((x) => /^versions?$/.test(x.w)) || alone) && !/^\d{3,}$/.test(t[0].w)) found.push({ tool: name, v, text: t[0].w.replace(/\+$/, '') + (plus ? '+' : ''), cmp: plus ? 'min' : 'eq', idx: [0] });
  }
  // several versions of one tool in a clause: a list or a range, not a single requirement
  const byTool = new Map<string, typeof found>();
  // (the same version named twice, "Node 20 LTS (`.nvmrc` says `20`)", is one)
  for (const f of found) if (!byTool.get(f.tool)?.some((g) => g.text === f.text)) byTool.set(f.tool, [...(byTool.get(f.tool) ?? []), f]);
  const ws = t.map((x) => x.w);
  const usage = cl.verbal || cl.label !== undefined || fragment;
  // (a version the project no longer supports, one tool's only: the version it rules out)
  for (const [tool, list] of byTool) {
    if (list.length !== 1 || list[0].cmp !== 'not') continue;
    const f = list[0];
    for (const k of f.idx) used.add(k);
    out.push({ key: `ver:${tool}`, type: 'version', subject: `${tool} version`, polarity: 1, force: 'plain', conditional: cl.conditional, scope: scopeOf(cl, new Set(f.idx), new Set(['support', 'longer']), ctx).filter((x) => /[/*]/.test(x)), version: f.text, vnot: f.v, basis: 'stated' });
  }
  if (!usage || cl.neg) return;
  // (a folder in code, "`legacy/` is on Java 8", names a part of the project as a path does)
  // (or in prose: "Code under serving/ targets Python 3.12")
  const folders = new Set([...ctx.spans.filter((x) => /^[\w.@-]+\/$/.test(x)).map((x) => x.toLowerCase().replace(/\/+$/, '')), ...[...proseDirs(t).values()].map((d) => d.path)]);
  for (const [tool, list] of byTool) {
    if (list.length !== 1 || list[0].cmp === 'not') continue;
    const f = list[0];
    for (const k of f.idx) used.add(k);
    const exclude = new Set(f.idx);
    // what a version applies to is named by scope words ("for the CLI", "in CI"); the rest of the sentence
    // ("language features", "for compatibility", "baseline") does not narrow it
    // ("for compatibility" neither); "for the server build" names a part of the project and does
    const forThe = new Set<string>();
    for (let k = 0; k + 2 < t.length; k++) {
      if (t[k].w !== 'for' || t[k].code >= 0 || !/^(the|our|this)$/.test(t[k + 1].w) || k < Math.max(...f.idx)) continue;
      for (let q = k + 2; q < t.length && t[q].code < 0 && /^[a-z][a-z-]*$/.test(t[q].w) && !STOP.has(t[q].w); q++) forThe.add(t[q].s);
    }
    // ("The backend targets Python 3.10"): a part of the project as the subject names it as "for the backend" does
    // (not "The library targets `net5.0`": the project itself; nor "the servers run JDK 17": machines it runs on)
    if (cl.verb > 1 && cl.subjEnd > 1 && /^(the|our|this)$/.test(t[0]?.w ?? '') && t[0].code < 0)
      for (let q = 1; q < cl.subjEnd; q++) if (t[q].code < 0 && SCOPE_SYNONYMS[t[q].s] !== undefined && t[q].s !== 'library' && t[q].w === t[q].s && !exclude.has(q)) forThe.add(t[q].s);
    // (a label that names a layer of the stack, "Frontend: Next.js 16", says where the tool sits, not a part of the
    // project with a version of its own)
    // (a version written again in code, "(`.nvmrc`: `20`)", names no part of the project)
    // ("**New databases:** PostgreSQL 16"): as for a choice, "new" is where the version shows, not a narrower scope
    // (nor does a word that names the tool itself: "**Node:** 22.x")
    // ("The labeling UI needs Node 18", "The iOS app requires Xcode 16"): a part of the project named as the subject
    const head = t[cl.subjEnd - 1];
    const part = cl.verb > 0 && cl.subjEnd > 1 && /^(the|our|this)$/.test(t[0]?.w ?? '') && t[0].code < 0 && head?.code < 0 && PART_HEADS.has(head.s) && t.slice(1, cl.subjEnd).every((x, q) => x.code < 0 && /^[a-z][a-z0-9-]*$/.test(x.w) && !STOP.has(x.w) && !exclude.has(q + 1)) ? t.slice(1, cl.subjEnd).map((x) => x.s) : [];
    const scope = scopeOf(cl, exclude, new Set(['new']), ctx).filter((x) => !parseVersion(x) && VERSION_TOOLS[x] !== tool).filter((x) => /[/*]/.test(x) || folders.has(x) || (ctx.extraScope.includes(x) && !STACK_ROLES.has(x)) || forThe.has(x))
      // (a folder of one name is still a path: "`legacy/`" stays a place of its own, as "`scripts/legacy/`" does)
      .map((x) => (folders.has(x) && !x.includes('/') ? x + '/' : x));
    // "target", "minimum", "baseline", "requires": the version the project is held to; "use 1.22+ syntax" is not,
    // and features of a version ("use ES6 syntax") may be used from that version on
    const after = t[Math.max(...f.idx) + 1];
    const feature = after !== undefined && after.code < 0 && /^(syntax|feature|features|api|apis|idiom|idioms|behavior|behaviour|semantic|semantics|types)$/.test(after.w);
    const vmin = f.cmp === 'max' || f.cmp === 'lt' ? undefined : f.v;
    const vmax = f.cmp === 'min' || f.cmp === 'lt' || feature ? undefined : (f.hi ?? f.v);
    const floor = !feature && ws.some((w) => /^(target|targets|targeting|targeted|minimum|min|baseline|require|requires|required|deployment|supported|support|supports|floor|minsdk|minsdkversion|targetsdk|targetsdkversion|compilesdk|compilesdkversion|[a-z]+_deployment_target)$/.test(w));
    out.push({
      key: `ver:${tool}`,
      type: 'version',
      subject: `${tool} version`,
      polarity: 1,
      force: cl.force,
      conditional: cl.conditional,
      scope,
      version: f.text,
      vmin,
      vmax,
      ...(f.cmp === 'lt' ? { vbelow: f.v } : {}),
      ...(part.length && !scope.length ? { softScope: part } : {}),
      ...(floor ? { floor: true } : {}),
    });
  }
}
