// Facts a line states that other files may state again with another value: how many there are of a named set of
// things ("18 custom hooks", "46 factories in `database/factories/`") and which port a named service listens on
// ("ML backend (port 8000)", "UI :3000, API :3001"). A copy not updated after a change is a drift.
import { isVerbBaseForm, STOP, verbBase } from './text.js';

/** Words right before a number that make it an approximation, not a count ("about 20", "over 20", "~20"). */
const APPROXIMATE = /(about|around|approximately|roughly|nearly|almost|over|under|up to|at least|at most|more than|less than|fewer than|than|~)\s*$/;

/** `fn` of a sentence's text, once per text (the search reads each result without changing it). */
function oncePerText<T>(fn: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    let v = memo.get(text);
    if (v === undefined) {
      if (memo.size > 50_000) memo.clear();
      memo.set(text, (v = fn(text)));
    }
    return v;
  };
}

/** Words before a counted noun that say which of them, not what they are ("3 more tests", "2 new files"). */
const COUNT_LIGHT = new Set(['new', 'more', 'other', 'additional', 'extra', 'different', 'many', 'first', 'last', 'next', 'previous', 'total', 'same', 'separate', 'main', 'existing', 'remaining', 'failing', 'passing', 'open', 'recent', 'old', 'top', 'few', 'several', 'the', 'a', 'of', 'and', 'or', 'to', 'in', 'for', 'with', 'per', 'each', 'every', 'all', 'max', 'min', 'up', 'at', 'least', 'most', 'about', 'around', 'over', 'under', 'than', 'only', 'just', 'x', 'times', 'seconds', 'minutes', 'hours', 'days', 'ms', 'lines', 'characters', 'chars', 'spaces', 'steps', 'phases', 'levels', 'items', 'things', 'ways', 'parts', 'cases', 'files', 'tests', 'commits', 'prs',
  // repetitions and measurements ("4 restart cycles", "5 significant figures", "1296 coarse equations"): how often or how
  // much in one run, not a set of things a file lists
  'cycles', 'iterations', 'runs', 'passes', 'sweeps', 'epochs', 'attempts', 'rounds', 'retries', 'trials', 'samples', 'figures', 'digits', 'equations', 'restarts', 'repetitions', 'evaluations', 'generations', 'tokens', 'requests', 'queries']);

/**
 * What a line is about when it opens with a name of its own: a bold label ("**WcabOffices** -- 6 string fields") or a
 * name in code (`` `ApplicantAttorney(id, …)` ``), lower case; counts under two such names are of two things.
 */
export function lineOwner(text: string): string | undefined {
  // (or a path in code: "`src/hooks/`: 18 custom hooks" / "`src/ui/hooks/`: 6 custom hooks")
  const m = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*([^*]{1,60})\*\*|`([A-Za-z_$.@~][\w$.@/-]*)(?:\([^`]*\))?`)\s*(?:--?|—|–|:|\(|$)/.exec(text);
  return (m?.[1] ?? m?.[2])?.trim().toLowerCase();
}

/** Words right before a number that make it what there was, not what there is ("down from 35", "replaces 7"). */
const FORMER_BEFORE = /\b(from|replaces|replaced|replacing|supersedes|superseded|consolidates|consolidated|merges|merged|combines|combined|unifies|unified|was|were|previously|formerly|originally|before:?|old:?)\s*$/;

/**
 * Whether the count at `at` (of `len` characters) in a line says how many there were rather than how many there
 * are: a former value ("80% reduction from 35 tools", "Replaces 7 legacy tools", "**Before**: 35 tools"), the
 * side an arrow leads from ("18 legacy tools → 3 tools"), or a quotation ("Updated \"Replaces 9 tools\" (was 7)").
 */
function formerCount(line: string, at: number, len: number): boolean {
  if (FORMER_BEFORE.test(line.slice(Math.max(0, at - 16), at).toLowerCase())) return true;
  if (/^[^,;.()]{0,40}?(→|->|=>|⇒)/.test(line.slice(at + len))) return true;
  const quotes = (line.slice(0, at).match(/["“”]/g) ?? []).length;
  return quotes % 2 === 1;
}

/** A count as written, with or without thousands separators ("1,780"). */
const countValue = (s: string): number => Number(s.replace(/,/g, ''));

export interface Count {
  np: string;
  n: number;
  min: boolean;
  text: string;
  label: string;
  /** "54 of 61 hooks": how many of them the sentence is about */
  part?: number;
  /** "an orchestrator coordinating 17 agents": the ones one of them manages, which may leave that one out */
  managed?: boolean;
  /** the set named with its platform left out ("9 Supabase Edge Functions" as "edge functions") */
  alias?: boolean;
  /** every word of the set's name written with a capital ("8 Edge Functions") */
  titled?: boolean;
}

/**
 * Counts of a named set of things a line states: "18 custom hooks", "47 Prisma models", "Prisma Models (43
 * Total)", "Widget tool (40+ types)" is too vague (one word). The set is named by two words at least, the last
 * a plural, and none of them a word that only picks some of them out; an approximation ("~20", "about 20",
 * "over 20") is not a count.
 */
function countsOf(text: string): Count[] {
  if (!/\d/.test(text)) return [];
  // ("PR #973 proved … on 26,503 live rows", "Issue #882 found … 50 live rows"): a count in a story that opens with what a
  // pull request or an issue did is what was so then, in that case
  if (/^\W*(?:PRs?|pull requests?|issues?|tickets?|incidents?|bugs?)\s+#\d+\s+(?:[a-z]+ed|found|showed|shown|broke|hit|saw|ran|caught|made)\b/i.test(text)) return [];
  const out: Count[] = [];
  // (a name in code between the number and the noun picks some of them out: "the 16 `gain-n12` OD rows")
  const clean = text.replace(/`[^`]*`/g, ' ¤ ').replace(/[*_]/g, '');
  const np = (words: string[]): string | undefined => {
    const ws = words.map((w) => w.toLowerCase());
    if (ws.length < 2 || !/[a-z]{3,}s$/.test(ws[ws.length - 1]) || /ss$/.test(ws[ws.length - 1])) return undefined;
    // ("keys 0–15 including certificates": a participle after the number says what it includes, it names no set)
    if (ws.some((w) => COUNT_LIGHT.has(w) || !/^[a-z][a-z-]+$/.test(w)) || (/ing$/.test(ws[0]) && verbBase(ws[0]) !== undefined)) return undefined;
    return ws.map((w, k) => (k === ws.length - 1 ? w.replace(/ies$/, 'y').replace(/s$/, '') : w)).join(' ');
  };
  // (not a number after a section sign or a number sign, "§7 VERIFY spot-checks", "#12 open issues", nor the end of a
  // range, "keys 0–15 including …")
  for (const m of clean.matchAll(/(?<![\w.~≈<>≤≥/#$§№–—-]|\d[,.])(\d{1,3}(?:,\d{3})+|\d{1,5})(\+?)\s+([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){1,2})/g)) {
    const before = clean.slice(Math.max(0, (m.index ?? 0) - 12), m.index).toLowerCase();
    if (APPROXIMATE.test(before) || /(phase|step|stage|version|v)\s*$/.test(before)) continue;
    if (formerCount(clean, m.index ?? 0, m[0].length)) continue;
    // "Returns a list of 7 async tool functions": how many one list holds, not how many there are
    if (/\b(?:a|an|one)\s+(?:list|set|group|batch|array|bundle|collection|subset|map|tuple|pair)\s+of\s*$/.test(before)) continue;
    // "Updated 5 API routes", "Replaced `env.X` in 9 API routes": the ones a change touched, not how many there are
    if (touchedBefore(clean.slice(0, m.index ?? 0))) continue;
    const words = m[3].split(/\s+/);
    // the longest name that ends in a plural: "18 custom hooks (…)", "47 Prisma models, 40 enums"
    for (let k = Math.min(3, words.length); k >= 2; k--) {
      const name = np(words.slice(0, k));
      const rest = name ? clean.slice((m.index ?? 0) + m[0].length - m[3].length + words.slice(0, k).join(' ').length) : '';
      // "100+ CSS variables per theme": how many each one has, not how many there are
      // ("3 specialized managers extend it: …", "12 API routes call the legacy client": the ones that do something,
      // picked out of all of them; "52 IPC channels are registered" still counts all of them)
      if (name && (/^\s*per\b/i.test(rest) || doersOf(rest))) break;
      // ("11 retained agents × 3 columns = 33 cells"): a factor of a product counts the rows of one table
      if (name && (/^\s*[×x*]\s*\d/i.test(rest) || /[×*=]\s*$/.test(before))) break;
      if (name) {
        // ("54 of 61 data-fetching hooks": 61 in all, 54 of them picked out by the rest of the sentence)
        const part = /(\d{1,5}) of\s*$/.exec(before);
        const managed = MANAGING.test(clean.slice(Math.max(0, (m.index ?? 0) - 30), m.index));
        out.push({ np: name, n: countValue(m[1]), min: m[2] === '+', text: `${m[1]}${m[2]} ${words.slice(0, k).join(' ')}`, label: words.slice(0, k).join(' ').toLowerCase(), ...(part ? { part: Number(part[1]) } : {}), ...(managed ? { managed } : {}), ...(words.slice(0, k).every((w) => /^[A-Z]/.test(w)) ? { titled: true } : {}) });
        // ("9 Supabase Edge Functions" / "8 Edge Functions"): a platform's name before a set of two words names the
        // same set
        const tail = k === 3 && /^[A-Z][a-z]/.test(words[0]) && /^[A-Z]/.test(words[1]) ? np(words.slice(1, 3)) : undefined;
        if (tail) out.push({ np: tail, n: countValue(m[1]), min: m[2] === '+', text: `${m[1]}${m[2]} ${words.slice(0, k).join(' ')}`, label: words.slice(1, k).join(' ').toLowerCase(), ...(part ? { part: Number(part[1]) } : {}), alias: true, titled: true });
        break;
      }
    }
  }
  // "46 factories in `database/factories/`": one word names the set when a path says where it is
  for (const m of text.matchAll(/(?<![\w.~≈<>≤≥/#$§№–—-]|\d[,.])(\d{1,3}(?:,\d{3})+|\d{1,5})(\+?)\s+(?:\*\*)?([A-Za-z][a-z-]{2,}s)(?:\*\*)?\s+(?:in|under|inside|within)\s+`([\w@.-]+(?:\/[\w@.*-]+)*\/?)`/g)) {
    const before = clean.slice(0, Math.max(0, (m.index ?? 0))).slice(-12).toLowerCase();
    const noun = m[3].toLowerCase();
    if (/ss$/.test(noun) || COUNT_LIGHT.has(noun) || !m[4].includes('/') || APPROXIMATE.test(before) || formerCount(text, m.index ?? 0, m[0].length) || /\b(add|adds|create|creates|write|writes|generate|generates|remove|removes|delete|deletes|make|makes|new)\s*$/.test(before)) continue;
    const where = m[4].replace(/\/+$/, '');
    out.push({ np: `${noun.replace(/ies$/, 'y').replace(/s$/, '')} in ${where}`, n: countValue(m[1]), min: m[2] === '+', text: `${m[1]}${m[2]} ${m[3]} in \`${m[4]}\``, label: `${noun} in ${where}` });
  }
  // "10-stage async pipeline", "3-tier cache hierarchy": how many parts a named thing has (two words name it at least)
  for (const m of clean.matchAll(/(?<![\w.~≈<>≤≥/#$§№–—-])(\d{1,2})-(stage|step|phase|tier|layer|level|pass|round|pillar|gate|wave)\s+([A-Za-z][\w-]*)\s+([A-Za-z][\w-]*)/gi)) {
    const before = clean.slice(Math.max(0, (m.index ?? 0) - 12), m.index).toLowerCase();
    if (APPROXIMATE.test(before) || formerCount(clean, m.index ?? 0, m[0].length)) continue;
    const ws = [m[3], m[4]].map((w) => w.toLowerCase());
    if (ws.some((w) => COUNT_LIGHT.has(w) || STOP.has(w) || !/^[a-z][a-z-]+$/.test(w))) continue;
    const unit = m[2].toLowerCase();
    out.push({ np: `${unit}s of ${ws.join(' ')}`, n: Number(m[1]), min: false, text: `${m[1]}-${m[2]} ${m[3]} ${m[4]}`, label: `${unit}s of the ${ws.join(' ')}` });
  }
  // "Prisma Models (43 Total)"
  for (const m of clean.matchAll(/([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){1,2})\s*\(\s*(\d{1,3}(?:,\d{3})+|\d{1,5})\s+total\s*\)/gi)) {
    if (formerCount(clean, m.index ?? 0, m[0].length)) continue;
    const name = np(m[1].split(/\s+/).slice(-3).filter((w, k, a) => k >= a.length - 3));
    if (name) out.push({ np: name, n: countValue(m[2]), min: false, text: `${m[1]} (${m[2]} total)`, label: m[1].toLowerCase() });
  }
  return out;
}

/** Whether the clause before a count opens with a verb in the past tense that did something to what is counted ("Updated", "Replaced … in", "Migrated … across"). */
function touchedBefore(before: string): boolean {
  const clause = before.split(/[.;:](?=\s|$)|\(|\s[—–-]\s|\*\*/).pop() ?? '';
  const first = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\(\d+\)\s*)?([A-Za-z]+)\b/.exec(clause)?.[1].toLowerCase();
  return first !== undefined && /ed$/.test(first) && verbBase(first) !== undefined && !BEING.has(verbBase(first)!) && clause.split(/\s+/).filter(Boolean).length <= 12;
}

/** A verb of managing right before a count: "coordinating 17 specialized agents", "orchestrates 12 subagents". */
const MANAGING = /\b(?:coordinat|orchestrat|manag|supervis|oversee|oversees|overseeing|lead|leads|leading|direct|dispatch|delegat)\w*\s+(?:to\s+)?(?:all\s+|the\s+)?$/i;

/** Verbs after a counted set that say what the set is or holds, not what some of its members do. */
const BEING = new Set(['be', 'have', 'exist', 'live', 'total', 'remain', 'contain', 'include', 'make', 'sit', 'reside', 'ship', 'load', 'register']);
/** Whether the words after a counted set start with a verb it does ("extend it", "use `x`"). */
function doersOf(rest: string): boolean {
  // ("9 Zustand stores split across 3 layers": a participle with where they are placed still counts all of them)
  const m = /^\s+([a-z]+)\b\s*([a-z]*)/.exec(rest);
  const w = m?.[1];
  if (w === undefined || STOP.has(w) || /^(in|into|across|over|by|under|among|between|per|from|at|on|for|to|with|within|inside)$/.test(m?.[2] ?? '')) return false;
  const v = verbBase(w);
  return v !== undefined && !BEING.has(v) && (w === v || /s$/.test(w) || /ed$/.test(w));
}

/** countsOf, once per sentence text. */
export const countsOnce = oncePerText(countsOf);

/** A port a line gives a named service: who (its words, sorted), the port, and how the line writes it. */
export interface Port {
  owner: string;
  port: number;
  text: string;
  /** words that name where or how it is served (production, docker, tls…), sorted */
  setting: string;
}

/** Words around a port that say nothing about which service it is (docker and compose: how the local stack runs). */
const PORT_LIGHT = new Set('docker compose port ports on at is are runs run running listens listen listening serves serve served default defaults by the a an its via uses use using with and or to of in from http https localhost tcp udp host address url dev development local locally start starts started server servers service services app application bind binds bound exposed expose exposes available reachable open opens configured set cd reload main base mapped map maps forwarded forward forwards published visit browse navigate endpoint'.split(' '));
/** Words that tell two settings of one service apart: where or how it is served. */
const PORT_SETTINGS = new Set('prod production staging stage container k8s kubernetes cluster ci test tests testing e2e internal external public private tls ssl secure metrics debug pprof admin grpc websocket ws proxy proxied nginx dashboard healthcheck health preview emulator wss'.split(' '));

/** A script started through a package manager or a task runner (`npm run dev`, `pnpm storybook`, `make serve`): the script. */
const SCRIPT_RUN = /^(?:npm|pnpm|yarn|bun|deno|make|just|task|mise)(?:\s+run)?\s+([a-z][\w:-]*)$/i;
/** Verbs of a thing that serves on a port. */
const SERVING = new Set('listens listen listening binds bind bound serves serve served runs run running exposed exposes'.split(' '));
/** Datastores and brokers by the names lines give them. */
const DATASTORES: Record<string, string> = { postgres: 'postgres', postgresql: 'postgres', pg: 'postgres', psql: 'postgres', redis: 'redis', mysql: 'mysql', mariadb: 'mariadb', mongo: 'mongodb', mongodb: 'mongodb', rabbitmq: 'rabbitmq', kafka: 'kafka', elasticsearch: 'elasticsearch', opensearch: 'opensearch', memcached: 'memcached', clickhouse: 'clickhouse', minio: 'minio', nats: 'nats' };
/** Words beside a datastore's name that only say it is one. */
const DATASTORE_WORDS = new Set('db database databases store cache broker queue instance primary redis-server postgres-server'.split(' '));

/** Whether a command runs the dev script (`npm run dev`, `pnpm develop`). */
function startsDev(code: string): boolean {
  const c = SCRIPT_RUN.exec(code.trim());
  return c !== null && wordsOf(c[1]).some((w) => w === 'dev' || w === 'develop' || w === 'development');
}

/** The words of a piece of a line, lower case, without function words. */
// ("The audit service's port is 9443": a possessive is the word it belongs to)
const wordsOf = (s: string): string[] => (s.replace(/[`*_#>]/g, ' ').replace(/(?<=[a-z])['’]s\b/gi, '').toLowerCase().match(/[a-z][a-z0-9-]*/g) ?? []).filter((w) => !STOP.has(w));

/** The words of where or how a port is served among a line's words around it, sorted: the port's setting. */
// ("ws://localhost:8765" / "WebSocket port is 9000": a scheme's name is the kind of serving it names)
const settingOf = (words: string[]): string => [...new Set(words.flatMap((w) => w.split('-')).filter((w) => PORT_SETTINGS.has(w)).map((w) => (w === 'ws' || w === 'wss' ? 'websocket' : w)))].sort().join(' ');

/**
 * Ports of named services in a line: "ML backend (port 8000)", "`--port 8001`", "http://localhost:3001", "UI :3000,
 * API :3001". The service is named by the words before the port in its part of the line (up to a comma, a
 * semicolon or a dash); a port with no such words is left out.
 */
export function portsOf(text: string): Port[] {
  if (!/\d{2}/.test(text) || !/port|localhost|127\.0\.0\.1|0\.0\.0\.0|:\d{2,5}\b|\bon (?:udp |tcp )?\d{4,5}\b|\s-p[= ]?\d/i.test(text)) return [];
  const out: Port[] = [];
  // ("Run `next dev -p 3100`", "`npm run dev -- --port 3100`"): the port flag of a command that starts the dev server, or
  // the project's server, is that server's port
  const flagged: [number, number][] = [];
  for (const s of text.matchAll(/`([^`]+)`/g)) {
    const flag = /(?:^|\s)(?:-p|--port)(?:=|\s+)(\d{2,5})(?![\d:.])/.exec(s[1]);
    if (!flag) continue;
    // (not when the words before the command name what it starts: "Start Metro with `npx react-native start --port 8088`")
    if (wordsOf(text.slice(0, s.index).split(/[,;|—–:]|&&|\s-\s|\.\s/).pop() ?? '').some((w) => !PORT_LIGHT.has(w) && verbBase(w) === undefined && !STOP.has(w))) continue;
    const ws = wordsOf(s[1].slice(0, flag.index));
    const dev = ws.some((w) => w === 'dev' || w === 'develop' || w === 'development');
    if (!dev && !ws.some((w) => w === 'start' || w === 'serve')) continue;
    const port = Number(flag[1]);
    if (port < 80 || port > 65535) continue;
    flagged.push([s.index ?? 0, (s.index ?? 0) + s[0].length]);
    out.push({ owner: dev ? 'dev server' : 'server', port, text: flag[0].trim(), setting: '' });
  }
  // ("Redis runs on 6380 locally": a number of four or five digits that a service runs or listens on is its port)
  const re = /(?:\bport\b[*_]{0,2}\s*(?:\([^)]{1,24}\)\s*)?(?:is\s+|=|:)?[*_]{0,2}\s*`?|--port[= ]\s*|\bPORT=|(?:localhost|127\.0\.0\.1|0\.0\.0\.0):|(?<=[\s(`]|\s\*\*|\s__):|\b(?:listens?|listening|runs|running|served|serves|exposed|is|are)\s+on\s+(?:(?:udp|tcp)\s+)?(?=\d{4,5}\b)(?!(?:19|20)\d\d\b))(\d{2,5})\b(?!\.?\d)/gi;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    if (flagged.some(([a, b]) => at >= a && at < b)) continue;
    const port = Number(m[1]);
    if (port < 80 || port > 65535) continue;
    const before = text.slice(0, at).split(/[,;|—–]|&&|\s-\s|\b(?:and|or|vs)\b/i).pop() ?? '';
    const after = text.slice(at + m[0].length).split(/[,;|—–]|\s-\s/)[0];
    // ("`npm run dev` serves the app on port 5173"): a script run through a package manager or a task runner is the
    // server it starts (the dev server, or the project's server for "start" and "serve"), not the tool that runs it
    let served: string[] = [];
    const named = before.replace(/`([^`]*)`/g, (all, code: string, at: number) => {
      // ("`bin/dev` starts Rails on port 3001": a script that starts what the line names is how, not what)
      if (/^(?:\.{0,2}\/)?[\w.-]+\/[\w./-]+$/.test(code.trim()) && /^\s+(?:starts|launches|boots|brings up|spins up)\s+[a-z]/i.test(before.slice(at + all.length))) return ' ';
      const cmd = SCRIPT_RUN.exec(code.trim());
      if (!cmd) return all;
      const ws = wordsOf(cmd[1]);
      const dev = ws.some((w) => w === 'dev' || w === 'develop' || w === 'development');
      // (another script is named by its own name, not the tool that runs it: "`pnpm storybook` serves Storybook on …")
      if (!dev && !ws.some((w) => w === 'start' || w === 'serve')) return ` ${cmd[1]} `;
      served = dev ? ['dev', 'server'] : ['server'];
      return ' ';
    });
    // ("docker-compose maps Redis to port 6380", "Connect to the local Postgres on port 5432"): the verb of the line
    // and the words of how it runs name no service (an imperative's verb, a verb before the name)
    const kept = wordsOf(named).filter((w) => !w.split('-').every((p) => PORT_LIGHT.has(p) || PORT_SETTINGS.has(p)));
    let owner = kept.filter((w, i) => i === kept.length - 1 || verbBase(w) === undefined || (w === verbBase(w) && i > 0) || DATASTORE_WORDS.has(w)).slice(-3);
    // ("The dev server runs on port 3000" / "Start the dev server on `localhost:5173`"): a server named by no other
    // word than that it is the dev server, or the server, is the project's one
    if (!owner.length) {
      const ws = wordsOf(named);
      // ("Local dev runs at http://localhost:8080": the port of "dev" alone is the dev server's)
      if (ws.includes('server') || (ws.includes('dev') && wordsOf(before).every((w) => w === 'dev' || PORT_LIGHT.has(w)))) owner = ws.some((w) => w === 'dev' || w === 'development') ? ['dev', 'server'] : ['server'];
      else if (served.length) owner = served;
      // ("The app runs on port 3000 locally (`npm run dev`)"): or the script the line gives after the port starts
      else if (wordsOf(named).every((w) => PORT_LIGHT.has(w)) && [...after.matchAll(/`([^`]+)`/g)].some((x) => startsDev(x[1]))) owner = ['dev', 'server'];
      // ("gRPC binds `0.0.0.0:9090`" / "The gRPC server listens on `:50051`"): what serves on a port named only by how
      // it serves is the project's server of that kind
      // ("gRPC port: 50051", "Metrics port is 9100"): a port labelled only by the kind of serving is the same server's
      else if ((ws.some((w) => SERVING.has(w)) || /^port\b/i.test(m[0])) && ws.some((w) => PORT_SETTINGS.has(w))) owner = ['server'];
    }
    // ("Run the API locally with `make run`; it serves on http://localhost:3000"): "it" is what the clause before it runs
    if (!owner.length && /^\s*(?:it|this)\s+(?:serves|listens|runs|binds|is\s+(?:served|available|reachable|exposed))\b/i.test(before)) {
      const prior = text.slice(0, at - before.length).replace(/[,;|—–\s-]+$/, '').split(/[;|—–]|\s-\s|\.\s/).pop() ?? '';
      const ws = wordsOf(prior.replace(/`[^`]*`/g, ' ')).filter((w) => !w.split('-').every((p) => PORT_LIGHT.has(p) || PORT_SETTINGS.has(p)) && verbBase(w) === undefined);
      if (ws.length >= 1 && ws.length <= 2 && /^\s*(?:[-*+]\s+)?(?:run|start|launch|boot|serve)\b/i.test(prior)) owner = ws;
    }
    // ("Open http://localhost:5173 for the dev server", "port 8025 for the Mailpit UI"): named right after the port
    if (!owner.length) {
      // ("… to see the dev server", "… to reach the admin UI")
      // ("… once the dev server is up": the server whose start the port waits for)
      const named = /^[`)\s]*(?:for|to (?:see|view|open|reach|access|use)) (?:the |our |your |a )?([a-z][\w-]*(?: [a-z][\w-]*){0,2})/i.exec(after) ?? /^[`)\s]*(?:once|when|after) (?:the |our |your )?([a-z][\w-]*(?: [a-z][\w-]*){0,2}) (?:is|are|has|have) (?:up|running|started|ready|booted)\b/i.exec(after);
      const ws = named ? wordsOf(named[1]) : [];
      const own = ws.filter((w) => !w.split('-').every((p) => PORT_LIGHT.has(p) || PORT_SETTINGS.has(p)) && verbBase(w) === undefined);
      // (not "for now", "for example", "for more details")
      if (own.length && !own.some((w) => /^(now|example|instance|details?|more|info|reference|simplicity|convenience|compatibility|consistency)$/.test(w))) owner = own;
      else if (ws.includes('server')) owner = ws.some((w) => w === 'dev' || w === 'development') ? ['dev', 'server'] : ['server'];
    }
    // ("Run `npm run dev` and open http://localhost:5173"): the local address a line opens after it starts the dev server
    if (!owner.length && /(?:localhost|127\.0\.0\.1):$/.test(m[0].replace(/\d+$/, '')) && /\b(?:open|visit|browse\s+to|go\s+to|navigate\s+to)\s+`?(?:https?:\/\/)?$/i.test(text.slice(0, at))) {
      if ([...text.slice(0, at).matchAll(/`([^`]+)`/g)].some((x) => startsDev(x[1]))) owner = ['dev', 'server'];
    }
    if (!owner.length) continue;
    // ("Local DB: Postgres on port 5433" / "Postgres is at `localhost:5432`": a datastore named with words that only say
    // it is one is that datastore; "Postgres exporter :9187" is another service)
    const store = owner.map((w) => DATASTORES[w]).find((x) => x !== undefined);
    if (store && owner.every((w) => DATASTORES[w] !== undefined || DATASTORE_WORDS.has(w))) owner = [store];
    // ("Local LIMS Postgres: `localhost:5432`" / "the local LIMS database … `postgres://lims@localhost:5433/lims`"): the
    // words that only say a named datastore is one add nothing to its name
    else if (store) owner = owner.filter((w) => !DATASTORE_WORDS.has(w) || DATASTORES[w] !== undefined);
    // ("The local Postgres container is mapped to port 5433"): the port a container is mapped or exposed to is the one
    // it is reached on from outside, the service's own port, not the container's inner one
    const outer = /\b(?:mapped|exposed|published|forwarded)\s+(?:to|on|at)\s+(?:port\s+)?$/i.test(before) || /^(?:exposed|published)\s+on\b/i.test(m[0]);
    // (an aside that tells of another service, "(8181 is taken by the decision-log proxy)", says nothing of how this one
    // is served)
    const own = after.replace(/\([^)]*\b(?:is|are|was|were|taken|used)\b[^)]*\)?/g, ' ');
    const setting = settingOf([...wordsOf(before), ...wordsOf(own)]).split(' ').filter((w) => !(outer && w === 'container')).join(' ');
    // ("The Airflow webserver" / "Local Airflow UI"): a web server of a named tool is its UI
    const ownerWords = owner.length > 1 ? owner.map((w) => (w === 'webserver' ? 'ui' : w)) : owner;
    out.push({ owner: [...new Set(ownerWords)].sort().join(' '), port, text: m[0].trim(), setting });
  }
  // ("The MLflow tracking server is http://mlflow.lab.internal:5000" / "… at http://mlflow.lab.internal:8080"): a host of
  // a name of its own, given a port in a URL, is the service there
  // ("Unity Accelerator: `accelerator.studio.lan:10080`": so is a host and port that are the whole of a code span)
  for (const m of [...text.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/(?:[^@\s/`]+@)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)\.?:(\d{2,5})(?!\d|\.\d)/gi), ...text.matchAll(/(?<=`)([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+):(\d{2,5})(?=`)/gi)]) {
    const host = m[1].toLowerCase();
    const port = Number(m[2]);
    if (port < 80 || port > 65535 || /^(?:localhost|127\.|0\.0\.0\.0|10\.|192\.168\.|172\.)/.test(host) || /(?:^|\.)example\.(?:com|org|net)$/.test(host)) continue;
    const at = m.index ?? 0;
    const around = [...wordsOf(text.slice(0, at).split(/[,;|—–]|\s-\s/).pop() ?? ''), ...wordsOf(text.slice(at + m[0].length).split(/[,;|—–]|\s-\s/)[0])];
    out.push({ owner: host, port, text: `${host}:${port}`, setting: settingOf(around) });
  }
  return out;
}

/** portsOf, once per sentence text. */
export const portsOnce = oncePerText(portsOf);

/** The host a line gives a named place of the project: who (its words, sorted), the host, and the URL as written. */
export interface Site {
  owner: string;
  /** the owner's words as the line writes them */
  label: string;
  host: string;
  text: string;
}

/** Words around a URL that say nothing about which of the project's places it is. */
const SITE_LIGHT = new Set('url urls uri link links address base endpoint host hosted hosting live lives living is are at on in to of the a an our its your this runs running served serves published publish deployed deploy deploys available reachable found open opens visit see go point points lives via from with under and or site website page environment env instance'.split(' '));
/** Which of the project's places a URL is: the words one of them must name for a URL to be compared. */
const SITE_KINDS = new Set('api docs staging prod preview dashboard admin app frontend backend web console status storybook'.split(' '));
const SITE_SYNONYMS: Record<string, string> = { documentation: 'docs', doc: 'docs', production: 'prod', apis: 'api' };
/** The project's environments: a URL is compared only when the line says which one it is in. */
const SITE_ENVIRONMENTS = new Set(['staging', 'prod', 'preview']);

/**
 * URLs a line gives the project's own places in an environment: "Staging API base URL: `https://staging-api.example.com`",
 * "Production: https://app.acme.com". The place is named by the words before the URL in its part of the line (up to a
 * comma, a semicolon or a dash): an environment (staging, production, preview) and at most two kinds of place (the
 * API, the docs, the app, …); a third party's ("Next.js docs", "the Stripe API") is named by more than that, docs
 * without an environment are often someone else's, and local addresses are compared as ports.
 */
export function sitesOf(text: string): Site[] {
  if (!/https?:\/\//i.test(text)) return [];
  const out: Site[] = [];
  for (const m of text.matchAll(/https?:\/\/([a-z0-9.-]+\.[a-z]{2,})(?::\d+)?(?:\/[^\s`)>\]*]*)?/gi)) {
    const host = m[1].toLowerCase().replace(/^www\./, '');
    if (/^(localhost|127\.|0\.0\.0\.0)/.test(host) || /\.(local|localhost|test|internal)$/.test(host)) continue;
    const before = text.slice(0, m.index ?? 0).split(/[,;|—–]|\s-\s|\b(?:and|or|vs|not|instead of|rather than)\b/i).pop() ?? '';
    // (a URL a line rules out or calls old is not where the place is: "not https://old.example.com", "(was https://…)")
    if (/\b(?:not|never|no longer|was|were|formerly|previously|old|legacy|deprecated)\b[^a-z]*$/i.test(before)) continue;
    const written = (before.replace(/[`*_#>]/g, ' ').toLowerCase().match(/[a-z][a-z0-9-]*/g) ?? []).filter((w) => !STOP.has(w) && !SITE_LIGHT.has(w));
    const words = written.map((w) => SITE_SYNONYMS[w] ?? w);
    // (an environment must be named: "Docs: https://laravel.com/docs" in a rule about Laravel is someone else's docs)
    if (!words.length || words.length > 3 || !words.some((w) => SITE_ENVIRONMENTS.has(w))) continue;
    // (every word must say which place: "the Stripe API", "Next.js docs" name someone else's)
    if (!words.every((w) => SITE_KINDS.has(w))) continue;
    out.push({ owner: [...new Set(words)].sort().join(' '), label: [...new Set(written)].join(' '), host, text: m[0].replace(/[.,:;!?]+$/, '') });
  }
  return out;
}

/** sitesOf, once per sentence text. */
export const sitesOnce = oncePerText(sitesOf);

/** A setting a command-line flag in code gives a number ("`--maxWorkers=4`", "`-timeout 60s`"). */
export interface FlagValue {
  /** the flag, without its dashes, in lower case, with the places the line names (ci, local, prod, …) */
  flag: string;
  /** the name as written, without a flag's dashes (`max-lines-per-function`, `MAX_UPLOAD_MB`) */
  name: string;
  /** the places the line names */
  places: string[];
  /** the words of what the line sets it for, named before the first code span ("GPU training jobs: `batch_size=128`") */
  about: string[];
  value: string;
  text: string;
}

/** Words before a setting that name no thing it is set for. */
const ABOUT_LIGHT = new Set('always never only all every each any default defaults value values setting settings set keep use uses using run runs with via by to at is are be must should may can the a an our your its this that for in on of and or no not config configuration flag flags option options'.split(' '));

/** What a line sets its values for: the content words of its prose before the first code span. */
function aboutOf(text: string): string[] {
  const head = text.split('`')[0].replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/[*_#>]/g, ' ').toLowerCase();
  return [...new Set((head.match(/[a-z][a-z0-9-]*/g) ?? []).filter((w) => !STOP.has(w) && !ABOUT_LIGHT.has(w) && (verbBase(w) === undefined || /^(?:test|build|job|run|train|training|smoke)s?$/.test(w))).map((w) => w.replace(/(?<=[^s])s$/, '')))];
}

/** Whether two lines set a value for two things each names with words of its own ("GPU training jobs" / "CPU smoke runs"). */
export function setForOtherThings(a: string[], b: string[]): boolean {
  return a.length >= 2 && b.length >= 2 && !a.some((w) => b.includes(w));
}

/** Flags whose numbers are not settings of one thing (ports are compared as ports; verbosity, counts of output). */
const FLAG_NOT_SETTING = /^(?:p|port|host|v|verbose|n|count|c|lines|tail|head|depth|since|until|limit|max-count|page|id)$/;

/**
 * Numbers flags are given in code spans: "`--maxWorkers=4`", "`go test -timeout 60s`", "`--line-length 88`". Two lines
 * that give one flag two numbers set it two ways.
 */
export function flagValuesOf(text: string): FlagValue[] {
  const camel = /(?<![\w`.-])(?:[A-Za-z_]\w*\.)*[a-z]{2,}(?:[A-Z][a-z0-9]+)+\s+(?:is|=|to|at|of)\s+\d/.test(text);
  if ((!text.includes('`') || !/(?:^|\s|`)--?[a-z]|[a-z0-9]\s*[=:]\s*["']?\d|`(?:\[[\w.-]+\]\s+)?[A-Za-z][\w.-]*`\s*[a-z=]|`\s*#\s*define\s/i.test(text)) && !camel) return [];
  const out: FlagValue[] = [];
  // ("When running locally, use `--retries=0`", "In CI, run it with `--retries=2`"): a value for a case or a place of
  // its own is that case's; the places a line names go with the flag
  const prose = text.replace(/`[^`]*`/g, ' ').toLowerCase();
  if (/\b(?:when|whenever|if|unless|while|except)\b/.test(prose)) return [];
  // (not a word of a reason: "`maxWorkers: 2` to stay under the CI memory limit")
  const at = [...prose.matchAll(/\b(?:so|because|since|to\s+([a-z]+))\b/g)].find((m) => m[1] === undefined || isVerbBaseForm(m[1]))?.index;
  const placeText = at !== undefined && !/\b(?:in|on|for|during)\s+(?:the\s+)?(?:ci|local|prod|production|staging|dev|development|test|tests|e2e|debug|release|nightly)\b/.test(prose.slice(at)) ? prose.slice(0, at) : prose;
  // ("DAGs under `dags/streaming/` use `max_active_runs=1`"): and the folders it names
  const folders = [...text.matchAll(/`((?:[\w.@-]+\/)+)`/g)].map((m) => 'in:' + m[1].toLowerCase().replace(/\/+$/, ''));
  const places = [...new Set([...[...placeText.matchAll(/\b(ci|local|locally|prod|production|staging|dev|development|test|tests|e2e|debug|release|nightly)\b/g)].map((m) => ({ locally: 'local', production: 'prod', development: 'dev', tests: 'test' })[m[1]] ?? m[1]), ...folders])].sort();
  const about = aboutOf(text);
  const assigned = (name: string, value: string): void => {
    const key = name.toLowerCase();
    if (!assignedNotSetting(key)) out.push({ flag: settingKey(key, places), name, places, about, value: value.toLowerCase(), text: `${name} = ${value}` });
  };
  // ("Keep `DB_POOL_SIZE` at 5", "`MAX_UPLOAD_MB` must be 25", "Set `WORKERS` to 4"): a setting named in code, its number in prose
  // ("`WP_POST_REVISIONS` is set to 5", "`memory_limit` on production is 256M": set to a value, in a place the line names)
  // ("`configTICK_RATE_HZ` is 1000": a prefix in lower case before the name in capitals)
  for (const m of text.matchAll(/`((?:[a-z]+)?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)`\s*(?:(?:on|in|for)\s+[a-z]+\s+)?(?:at|to|=|is|(?:is|are)\s+set\s+to|must be|should be|stays at|of)\s+`?(\d+(?:\.\d+)?(?:[a-z%]{1,3}|[KMGT]i?B?)?)`?(?!\w|\.\d)/g)) assigned(m[1], m[2]);
  // ("Set `maxWorkers` to 4", "Keep `max_connections` at 100"): and one named as a key of a tool's settings is
  // ("`coverageThreshold` in `jest.config.ts` is 80", "`max-len` is 120": and one said to be a number, in its file or not)
  // ("`[tool.coverage.report] fail_under` is 75": after the section of its file)
  for (const m of text.matchAll(/`(?:\[[\w.-]+\]\s+)?([a-z][a-z0-9]*(?:[A-Z][a-z0-9]*|[_.-][a-z0-9]+)+)`\s*(?:at|to|=|(?:in\s+`[^`\s]+\.[a-z]{2,5}`\s+|(?:on|in|for)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}\s+)?(?:is|(?:is|are)\s+set\s+to))\s+`?(\d+(?:\.\d+)?(?:[a-z%]{1,3}|[KMGT]i?B?)?)`?(?!\w|\.\d)/g)) assigned(m[1], m[2]);
  // ("terminationGracePeriodSeconds is 90 for all workloads"): a key spelled in camel case is a setting's name in prose too
  // ("Application.targetFrameRate is 30"): with the object it belongs to, as code names it
  if (camel) for (const m of text.matchAll(/(?<![\w`.-])((?:[A-Za-z_]\w*\.)*[a-z]{2,}(?:[A-Z][a-z0-9]+)+)\s+(?:is|=|to|at|of)\s+(\d+(?:\.\d+)?[a-z%]{0,3})(?!\w|\.\d)/g)) assigned(m[1], m[2]);
  for (const span of text.matchAll(/`([^`]+)`/g)) {
    // ("`10:01:03Z CLEAR -> CRITICAL val=100 flags=… exec_code=0 delay=0`"): a line of a log, with a time or a record of
    // several fields, shows what happened once, not a setting
    if (/\b\d{1,2}:\d{2}:\d{2}/.test(span[1]) || (span[1].match(/(?<![-\w])[A-Za-z_]\w*=\S+/g) ?? []).length >= 3) continue;
    for (const m of span[1].matchAll(/(?:^|\s)(--?[a-z][a-z0-9-]*[a-z0-9])(?:=|\s+)(\d+(?:\.\d+)?[a-z%]{0,3})(?=\s|$)/gi)) {
      const flag = m[1].replace(/^-+/, '').toLowerCase();
      if (FLAG_NOT_SETTING.test(flag)) continue;
      out.push({ flag: settingKey(flag, places), name: m[1].replace(/^-+/, ''), places, about, value: m[2].toLowerCase(), text: `${m[1]} ${m[2]}` });
    }
    // ("`line-length = 100`", "`fail_under = 90`", "`DB_POOL_SIZE=20`", "`ColumnLimit: 80`"): a setting assigned a number
    // (a colon only with a space after it, as a setting is written: `localhost:4222`, `redis:6379` are a host and its port)
    for (const m of span[1].matchAll(/(?:^|[\s;,{(])([A-Za-z_][A-Za-z0-9_.-]*[A-Za-z0-9])(?:\s*=\s*|\s*:\s+)["']?(\d+(?:\.\d+)?[a-z%]{0,3})["']?(?=[\s;,})]|$)/gi)) assigned(m[1], m[2]);
    // ("`#define configTICK_RATE_HZ 100`"): and a macro defined as a number
    const def = /^\s*#\s*define\s+([A-Za-z_]\w*)\s+\(?(\d+(?:\.\d+)?)[uUlL]*\)?\s*$/.exec(span[1]);
    if (def) assigned(def[1], def[2]);
  }
  return out;
}

/** Keys assigned numbers that are not settings of the project's tools: versions, ports, hosts, ids, dates. */
const ASSIGNED_NOT_SETTING = /(?:^|[._-])(?:version|ver|v|python|node|ruby|go|java|requires|port|host|id|year|date|time|day|month|edition|schema|api|x|y|z|w|h|width|height|top|left|right|bottom|margin|padding|opacity|z-index|zindex|flex|order|weight|step|index|i|j|k)$|^(?:font-?size|size)$/;

/** A key given a number that is not a setting of the project's tools (a flag's exclusions, and see ASSIGNED_NOT_SETTING). */
const assignedNotSetting = (key: string): boolean => FLAG_NOT_SETTING.test(key) || ASSIGNED_NOT_SETTING.test(key);

/** One setting however it is spelled (`--line-length`, `line_length`, `lineLength`), with the places its line names. */
function settingKey(name: string, places: string[]): string {
  const key = name.replace(/[-_]/g, '');
  return places.length ? `${key} (${places.join(', ')})` : key;
}

/** The value a line gives a named thing of the project: a path, an address or a module. */
export interface NamedValue {
  /** the thing's words, stemmed and sorted */
  owner: string;
  /** the thing as the line names it */
  label: string;
  value: string;
  text: string;
}

/** Words that say what kind of value a thing has, not which thing it is ("the health check path", "endpoint"). */
const VALUE_KINDS = new Set('path paths url urls uri address addresses location endpoint endpoints route dir directory directories folder value name'.split(' '));
/** Words of a named thing that say nothing about which one it is. */
const NAMED_LIGHT = new Set('the a an our your its their this that internal default main current new primary local'.split(' '));

/**
 * Values a line gives a named thing, as a statement of what it is: "The health check endpoint is `/healthz`", "Our
 * Conan remote is `https://…`", "The serial console of the bench board is `/dev/ttyACM0`", "Settings module:
 * `config.settings.local`". The thing is named by two words or more besides the kind of value; the value is one name
 * in code with a slash, a scheme or a dot in it.
 */
export function valuesOf(text: string): NamedValue[] {
  if (!text.includes('`') && !/0x[0-9a-fA-F]{40}/.test(text)) return [];
  // ("- Mainnet Vault proxy: 0x7a3B…", "The Vault proxy on mainnet lives at 0x19cE…": an address on a chain, in code or not)
  let m = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*)?((?:[A-Za-z][\w'’-]*\s+){0,6}[A-Za-z][\w'’-]*)(?:\*\*)?(?:\s+(?:is|are|lives at|is at|is located at|is deployed at)\s+|\s*:\*{0,2}\s+)(?:`([^`\s]+)`|(0x[0-9a-fA-F]{40}))\s*(?:[.;,(—–]|$)/.exec(text);
  // ("`acme-7b-v4` is the model in production"): the value first, then the thing it is
  const first = m ? null : /^\s*(?:[-*+]\s+|\d+[.)]\s+)?`([^`\s]+)`\s+is\s+(?:the|our)\s+((?:[A-Za-z][\w'’-]*\s+){0,5}[A-Za-z][\w'’-]*)\s*(?:[.;,(—–]|$)/.exec(text);
  if (first) m = Object.assign([first[0], first[2], first[1], undefined], { index: first.index, input: text }) as unknown as RegExpExecArray;
  if (!m) return [];
  const value = m[2] ?? m[3];
  // (or the name of one thing that carries its version or model number: `acme-7b-v3`, `STM32F407`)
  const numbered = /^[A-Za-z][A-Za-z0-9]*(?:[-_.][A-Za-z0-9]+)+$/.test(value) ? /\d/.test(value) && /[A-Za-z]{2}/.test(value) : /^[A-Z]{2,}[A-Z0-9]*\d[A-Z0-9]*$/.test(value);
  if ((!/[/]|:\/\/|^[a-z_][\w]*(?:\.[a-z_]\w*){2,}$|^0x[0-9a-f]{40}$/i.test(value) && !numbered) || /^[*.]?\*|[<>{}]/.test(value)) return [];
  // ("**Full reference**: `.claude/docs/05_DBT_STANDARDS.md`"): a document a file points to is its own reference
  if (/\.(?:md|mdx|rst|txt|adoc|pdf|html?)$/i.test(value)) return [];
  // ("The serial console of the bench board": the thing and what it belongs to, in either order)
  const words = m[1].replace(/['’]s\b/g, '').toLowerCase().split(/\s+/).filter((w) => w !== 'of' && !NAMED_LIGHT.has(w));
  if (words.some((w) => verbBase(w) !== undefined && w !== verbBase(w) && !/s$/.test(w))) return [];
  // ("Canonical reference: `apps/web/components/layout/Breadcrumb.tsx`"): an example a text points to is its own, as
  // each rule file points to the file that shows it best
  if (words.some((w) => /^(?:references?|examples?|exemplars?|samples?|canonical|see|cf)$/.test(w))) return [];
  // ("**Key files**: `frames/tabs.lua:29-42` (state vars), `core/database.lua` …"): files a label lists, several of them,
  // are the ones a section is about, not the value of one thing
  if (/^(?:files|paths|folders|directories|dirs|modules|locations)$/.test(words[words.length - 1] ?? '') || /^[^`]*,\s*(?:and\s+)?`[^`]+`/.test(text.slice(m.index + m[0].length - 1))) return [];
  const own = words.filter((w) => !VALUE_KINDS.has(w) && !STOP.has(w)).map((w) => w.replace(/(?<=[^s])s$/, ''));
  if (own.length < 2) return [];
  return [{ owner: [...new Set(own)].sort().join(' '), label: m[1].trim(), value: value.replace(/\/+$/, '').toLowerCase(), text: `${m[1].trim()} ${value}` }];
}

/** valuesOf, once per sentence text. */
export const valuesOnce = oncePerText(valuesOf);

/** flagValuesOf, once per sentence text. */
export const flagValuesOnce = oncePerText(flagValuesOf);

/** A tool or service a line says is gone from the project, or describes as in use. */
export interface ToolState {
  /** the name, lower case */
  name: string;
  gone: boolean;
  text: string;
  /** what it is gone from, when the line names it ("Otterly was migrated from Magento", "Kestrel's Algolia plan") */
  of?: string;
}

/** A name as lines write a tool's: in code, with capitals ("OneSignal", "Font Awesome", "GUT"), or with a hyphen or a dot. */
const TOOL_NAME = String.raw`(?:\`([^\`\s]{2,40})\`|((?:(?:[A-Z]|[a-z]+[A-Z])[\w+]*(?:[.-][\w+]+)*)(?:\s+[A-Z][\w+]*(?:[.-][\w+]+)*){0,2})|([a-z][a-z0-9]*(?:[-.][a-z0-9]+)+))`;
/** What may follow "X was removed" for the whole project: when, or that it left the whole project. */
const GONE_TAIL = /^\s*(?:(?:in|since)\s+(?:[A-Z][a-z]+|\d{4}|v\d[\w.]*|version\s+\d[\w.]*)|(?:in|with|during|after)\s+the\s+(?:[\w-]+\s+){0,2}(?:upgrade|migration|rewrite|cleanup|clean-up|refactor|release|move|switch|overhaul|rename)|last\s+(?:year|month|quarter|week|sprint|release)|(?:from|out\s+of)\s+(?:the|our|this)\s+(?:project|repo|repository|codebase|stack|tech\s+stack|dependencies|deps|toolchain|build|monorepo|tree|app)|entirely|completely|for\s+good|altogether|anywhere(?:\s+now)?|now|here|in\s+this\s+(?:repo|repository|project|codebase)|locally\s+or\s+in\s+ci|(?:and|or)\s+(?:nothing|no\s+code)\b.*|and\s+(?:its|the|our)\s+[\w\s-]{1,30}?\s+(?:deleted|removed|archived|gone)\b.*|[,;(—–-].*)?\s*[.!]?\s*$/i;
/** What a tool is said to have become when it left the project: "was removed", "is gone", "isn't installed". */
const GONE_VERBS = String.raw`(?:(?:was|were|has\s+been|have\s+been)\s+(?:removed|dropped|deleted|retired|uninstalled|decommissioned|cancell?ed|closed|sunset|sunsetted|ripped\s+out|switched\s+off|turned\s+off|shut\s+down|replaced\s+by\s+.+)|(?:is|are)\s+(?:gone|uninstalled|no\s+longer\s+(?:used|installed|linked|in\s+use|a\s+dependency)|not\s+installed|not\s+in\s+(?:our|the)\s+(?:deps|dependencies|project|repo|stack|toolchain))|(?:isn't|aren't)\s+installed|(?:is|are)\s+not\s+used\s+anywhere|(?:isn't|aren't)\s+used\s+anywhere|(?:is|are)\s+not\s+used\s+any\s?more|(?:isn't|aren't)\s+used\s+any\s?more|(?:is|are)\s+not\s+set\s+up|(?:isn't|aren't)\s+set\s+up|(?:is|are)\s+not\s+a\s+dependency|(?:isn't|aren't)\s+a\s+dependency|(?:is|are)\s+not\s+on\s+the\s+(?:[a-z]+\s+)?classpath|(?:isn't|aren't)\s+on\s+the\s+(?:[a-z]+\s+)?classpath)`;

/**
 * "promptfoo was removed", "respx isn't a dependency": a name in plain lower case said to be gone, as a match shaped
 * like the gone pattern's (its name in the third group, what follows in the fourth).
 */
function plainGone(cl: string): RegExpExecArray | null {
  const m = PLAIN_GONE_RE.exec(cl);
  if (!m) return null;
  const r = [m[0], undefined, undefined, m[1], m[2]] as unknown as RegExpExecArray;
  r.index = m.index;
  return r;
}

/** "there's no X", "we don't have X": a tool the project has none of, as a match shaped like the gone pattern's (nothing after it). */
function noneOf(cl: string): RegExpExecArray | null {
  const m = NONE_RE.exec(cl);
  if (!m) return null;
  const r = [m[0], m[1], m[2], m[3], ''] as unknown as RegExpExecArray;
  r.index = m.index;
  return r;
}

/** Verbs by which a description says a thing is done with a tool: "is bundled with X", "goes through X", "uses X", "contract tests use X". */
const TOOL_USE = String.raw`(?:\buses|(?<=\b[a-z]{2,}[a-rt-z]s\s)use|\b(?:is|are)\s+(?:stored|saved|kept|exported|shipped)\s+as|\b(?:is|are)\s+(?:built|bundled|written|implemented|handled|powered|backed|served|sent|delivered|managed|read|parsed|rendered|tracked|stored|hosted|deployed|generated|compiled|tested|driven|mocked|stubbed|formatted|linted|done|made|run|provided|loaded|caught|collected|scheduled|processed|executed|queued|emailed|orchestrated|published|consumed)\s+(?:with|by|through|via|on|in|using|from)|\b(?:goes|go|come|comes|runs|run|happens?)\s+(?:out\s+)?(?:through|via|from|on|over)|\b(?:goes|go)\s+to|\b(?:is|are)\s+(?:shipped|sent|exported|forwarded|streamed)\s+to|\bcome\s+in\s+through|\b(?:is|are)\s+(?:on|in)|\bvia)`;

/** A client, a site or a product the project serves, named as lines name them: "Otterly", "Harbour & Vine". */
const OWNER = String.raw`(?:[A-Z][\w’']*(?:\s+(?:&\s+)?[A-Z][\w’']*){0,2})`;
/** The name of what a tool is gone from, as the start of a clause names it: "Otterly was migrated …", "Kestrel's Algolia plan …". */
const OWNER_AT = new RegExp(String.raw`^\s*(${OWNER})(?:'s|’s|\s+(?:was|were|has|have|moved|migrated|switched))\b`);
/** "Dusk has been removed", "the Chainlink integration was removed in v2": a name said to be gone, and what follows. */
const GONE_RE = new RegExp(String.raw`^\s*(?:the\s+|${OWNER}(?:'s|’s)\s+)?${TOOL_NAME}(?:\s+(?:integration|dependency|package|library|sdk|plugin|client|module|provider|adapter|support|setup|config|plan|account|subscription|contract|port|logging|backend))?\s+${GONE_VERBS}\b(.*)$`);
/** The same, with a name in plain lower case. */
const PLAIN_GONE_RE = new RegExp(String.raw`^\s*([a-z][a-z0-9]{2,})\s+${GONE_VERBS}\b(.*)$`);
/** "We removed spdlog", "We replaced Font Awesome with Lucide icons". */
const OURS_RE = new RegExp(String.raw`^\s*(?:.*?\b(?:since|because|after|now\s+that)\s+)?(?:we|the\s+team)(?:'ve|\s+have)?\s+(?:removed|dropped|retired|uninstalled|ripped\s+out|replaced|swapped|stopped\s+using|(?:moved|migrated|switched)\s+(?:off(?:\s+of)?|away\s+from))\s+(?:the\s+)?${TOOL_NAME}(?=\s+(?:with|for|by)\s|\s*$|\s*[.,]|\s+(?:in|since)\s+(?:\d{4}|january|february|march|april|may|june|july|august|september|october|november|december)\b|\s+last\s+(?:year|month|quarter|week|sprint)\b)(.*)$`, 'i');
/** "There's no OpenTelemetry in the services", "We don't have Argo CD": a named tool the project has none of, as the whole clause. */
const NONE_RE = new RegExp(String.raw`^\s*(?:and\s+)?(?:[Tt]here(?:'s|’s|\s+is|\s+are)\s+no|(?:[Ww]e|[Tt]he\s+team)\s+(?:don't|don’t|do\s+not)\s+(?:have|run)(?:\s+an?)?)\s+${TOOL_NAME}(?:\s+(?:anywhere|any\s?more|left|in\s+(?:the|this|our|any)\s+(?:services?|repo|repository|project|codebase|stack)))?\s*[.!]?\s*$`);
/** "We switched all simulation results from HDF5 to Zarr", "moved from Travis to GitHub Actions". */
const FROM_RE = new RegExp(String.raw`^\s*(?:[Ww]e\s+|[Tt]he\s+team\s+|${OWNER}\s+)?(?:have\s+|has\s+|(?:was|were|has\s+been|have\s+been)\s+)?(?:[Ss]witched|[Mm]oved|[Mm]igrated)\s+(?:(?:all|the|our)\s+)?(?:[a-z][\w-]*\s+){0,3}from\s+(?:the\s+)?${TOOL_NAME}\s+to\s+\S+()`);
/** "there's no db/ folder", "There is no `spec/` directory": a folder said not to exist, as the whole clause. */
const NO_PLACE_RE = /^\s*(?:and\s+)?there(?:'s|\s+is)\s+no\s+(?:`([^`\s]+\/)`|([a-z][\w.-]*\/(?:[\w.-]+\/)*))(?:\s+(?:folder|directory|dir))?\s*[.!]?\s*$/i;
/** "go in `db/migrations/`", "live under `src/components/ui/`": a folder things are kept in. */
// (each part of the path ends at its slash, so that a long name with no closing backtick is read once, not in every split)
const PLACE_USED_RE = /\b(?:in|under|into|inside)\s+`(?:\.\/)?([\w@.-]+\/(?:[\w@.-]+\/)*[\w@.-]*)`/g;
/** A description of a tool in use: "is bundled with Webpacker". */
const USED_RE = new RegExp(String.raw`${TOOL_USE}\s+(?:the\s+|our\s+)?${TOOL_NAME}`, 'g');
/** A rule that does something with a tool, or uses it: "Lint … with golangci-lint", "Use DeepEval …". */
const TOLD_RE = new RegExp(String.raw`\b(?:with|using)\s+(?:the\s+)?${TOOL_NAME}|^\s*Use\s+(?:the\s+)?${TOOL_NAME}`, 'g');
/** A name in plain lower case after a verb of use, which the line's code must run for it to count. */
const PLAIN_USED_RE = new RegExp(String.raw`(?:${TOOL_USE}|\b(?:with|using))\s+(?:the\s+)?([a-z][a-z0-9]{2,})\b(?!\`)`, 'g');
/** "Vector store: Pinecone (…)", "RTOS: FreeRTOS": a label of a part of the stack and the tool that fills it. */
const LABEL_RE = new RegExp(String.raw`^\s*(?:\*\*)?(?:[A-Z][a-z]+|[A-Z][A-Z0-9]+)(?:\s+[a-z]+){0,2}(?:\*\*)?:\s*(?:\*\*)?\s*${TOOL_NAME}(?:\*\*)?\s*(?:[.(,]|$)`);
/** "The RTOS is FreeRTOS", "Visual regression is BackstopJS:", "The admin panel is a Retool app": a thing of the project said to be a named tool. */
const IS_RE = new RegExp(String.raw`^\s*(?:(?:[Tt]he|[Oo]ur)\s+)?[A-Za-z][\w -]{0,40}?\s+(?:is|are)\s+(?:the\s+|an?\s+)?${TOOL_NAME}(?:\s+(?:app|application|project|service|instance|cluster|site|database|server|deployment))?\s*(?:[.,(:;]|$)`);

/**
 * Tools a line says are gone ("OneSignal was removed in March", "Webpacker is gone", "`django-environ` was dropped",
 * "We replaced Font Awesome with Lucide icons", "GUT is not in the project") and tools it describes as in use ("Push
 * notifications are sent through OneSignal", "The RTOS is FreeRTOS"). A clause that names a place, a condition, a
 * time before now or a negation is left out: what is gone from one part, or was used once, is no stale copy.
 */
export function toolStatesOf(text: string): ToolState[] {
  if (!/[A-Z`-]/.test(text)) return [];
  const out: ToolState[] = [];
  const nameOf = (m: RegExpExecArray | RegExpMatchArray, k: number): string | undefined => {
    const n = (m[k] ?? m[k + 1] ?? m[k + 2])?.trim();
    if (n === undefined) return undefined;
    return n.toLowerCase().replace(/[.,:]+$/, '');
  };
  const clean = text.replace(/\*\*|__/g, '').replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '');
  const clauses = clean.split(/;\s+|\.\s+(?=[A-Z`])|\s[—–]\s/);
  for (const cl of clauses) {
    if (/^\s*(?:if|when|whenever|unless|once|after|before|until|in\s+case)\b|\?/i.test(cl)) continue;
    // ("Dusk has been removed", "Webpacker is gone", "spdlog is no longer linked", "Mox is not in our deps")
    // ("the Chainlink integration was removed in v2": what connects the tool goes with it)
    const gone = GONE_RE.exec(cl) ?? plainGone(cl);
    // ("We removed spdlog", "We replaced Font Awesome with Lucide icons")
    const ours = OURS_RE.exec(cl);
    // ("We switched all simulation results from HDF5 to Zarr", "moved from Travis to GitHub Actions")
    const from = FROM_RE.exec(cl);
    // ("there's no OpenTelemetry in the services", "we don't have Argo CD")
    const none = gone || ours || from ? null : noneOf(cl);
    const g = gone ?? ours ?? from ?? none;
    // ("`backend/` was deleted", "there's no db/ folder"): a folder gone from the project
    const noPlace = g ? null : NO_PLACE_RE.exec(cl);
    if (noPlace) {
      out.push({ name: folderName(noPlace[1] ?? noPlace[2]), gone: true, text: noPlace[0].trim().replace(/[.!]+$/, '') });
      continue;
    }
    if (g) {
      let name = nameOf(g, 1);
      const tail = g[4] ?? '';
      // (gone from a client or a product the clause names first, not from the project: "Otterly was migrated from Magento")
      const owner = ours || none ? undefined : OWNER_AT.exec(cl)?.[1];
      const of = owner !== undefined && owner.toLowerCase() !== name && !/^(?:we|the|our)$/i.test(owner) ? owner.toLowerCase() : undefined;
      // ("We've replaced Mandrill with Postmark for …": the name ends where what replaced it begins)
      if (ours && name) name = name.split(/\s+(?:with|for|by|in|since|last|on|at|from)\s+/)[0];
      if (name && !/^(?:it|this|that|these|those|the|we)$/.test(name) && (ours || from || none || /replaced\s+by/.test(g[0]) || GONE_TAIL.test(tail))) out.push({ name: name.endsWith('/') ? folderName(name) : name, gone: true, text: g[0].trim().replace(/[.!]+$/, ''), ...(of ? { of } : {}) });
      continue;
    }
    // ("New migrations go in `db/migrations/`"): a folder things are kept in, in the present and without a negation
    if (!/\b(?:not|n't|never|no\s+longer|no|nothing|none|any\s?more|without|instead|rather|except|used\s+to|was|were|had|formerly|previously|legacy|old)\b/i.test(cl)) {
      for (const m of cl.matchAll(PLACE_USED_RE)) out.push({ name: folderName(m[1]), gone: false, text: m[0].trim() });
    }
    // a description of what is used, in the present and without a negation, a comparison or a change
    if (/\b(?:not|n't|never|no\s+longer|without|instead|rather|except|unlike|like|used\s+to|was|were|had|formerly|previously|legacy|old|migrat\w*|replac\w*|mov(?:e|ed|ing)\s+(?:from|off|away)|switch\w*|from\s+\S+\s+to)\b/i.test(cl)) continue;
    for (const m of cl.matchAll(USED_RE)) {
      const name = nameOf(m, 1);
      if (name) out.push({ name, gone: false, text: m[0].trim() });
    }
    // ("Lint the Go CLI with golangci-lint", "Format the code with `black`"): an instruction to do something with a tool
    const told = /^\s*([A-Z][a-z]+)\b/.exec(cl);
    if (told && isVerbBaseForm(told[1].toLowerCase())) {
      // ("Use DeepEval for RAG evals"): and the tool a rule says to use
      for (const m of cl.matchAll(TOLD_RE)) {
        const name = nameOf(m, 1) ?? nameOf(m, 4);
        if (name) out.push({ name, gone: false, text: m[0].trim() });
      }
    }
    // ("Evals run with promptfoo (`npx promptfoo eval …`)"): a name in plain lower case that the line's code runs
    const spans = [...cl.matchAll(/`([^`]+)`/g)].map((x) => x[1]);
    if (spans.length) {
      for (const m of cl.matchAll(PLAIN_USED_RE)) {
        const name = m[1];
        if (spans.some((x) => new RegExp(String.raw`(?:^|[\s/])${name}(?:$|[\s.:])`).test(x)) && !out.some((t) => t.name === name)) out.push({ name, gone: false, text: m[0].trim() });
      }
    }
    // ("Vector store: Pinecone (index `support-prod`)"): a label of a part of the stack and the tool that fills it
    const label = LABEL_RE.exec(cl);
    if (label) {
      const name = nameOf(label, 1);
      if (name) out.push({ name, gone: false, text: label[0].trim().replace(/[\s.(,]+$/, '') });
    }
    // ("The RTOS is FreeRTOS", "The admin panel is Avo"): a thing of the project said to be a named tool
    const is = IS_RE.exec(cl);
    if (is) {
      const name = nameOf(is, 1);
      if (name) out.push({ name, gone: false, text: is[0].trim().replace(/[\s.(,]+$/, '') });
    }
  }
  return out;
}

/** A folder's name as tool states keep it: lower case, with one slash at the end. */
function folderName(path: string): string {
  return path.toLowerCase().replace(/^\.\//, '').replace(/\/+$/, '') + '/';
}

/** toolStatesOf, once per sentence text. */
export const toolStatesOnce = oncePerText(toolStatesOf);
