// Word classes shared by the clause parser, the scope reader and the claim readers. A list that only one
// of them uses lives with it.
import { dict } from './text.js';
import type { Force } from './types.js';

export const set = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

export const LEAD_ADVERBS = set('always never please also only just then first finally generally usually ideally simply instead additionally strictly explicitly important note critical rule tip and but so or');
export const MODALS = set('must should may can could might will shall need needs have has');
export const COPULAS = set('is are be was were been being');
export const SUBORDINATORS = set('unless if when whenever where while because since that which who whom whose so until before after once although though as what why how whether');
export const PREPOSITIONS = set('to in on at by for with from into onto about via per within without under over between through across after before during until against toward towards like than of inside outside beyond upon off around behind beside besides along among amid above below beneath');
export const DETERMINERS = set('the a an any all every each your our their its this that these those some no my his her both either neither such own whatever whichever');
export const STRONG = set('always never must shall required mandatory only exclusively strictly all every each any forbidden prohibited banned disallowed important critical mandated');
export const WEAK = set('should prefer preferably preferred ideally generally usually typically normally mostly recommend recommended consider favor favour try avoid discouraged discourage default');
export const PERMISSIVE = set('may can could might fine ok okay acceptable allowed permitted free welcome alright optional');
export const NEG_VERBS: Record<string, Force> = dict({ avoid: 'weak', discourage: 'weak', omit: 'plain', skip: 'plain', refrain: 'plain', forbid: 'strong', prohibit: 'strong', ban: 'strong', disallow: 'strong', eliminate: 'plain', disable: 'plain', deactivate: 'plain' });
/** Verbs after which a gerund's act is no longer done ("stop using X", "we quit running Y"). */
export const CEASE_VERBS = new Set(['stop', 'quit']);
/** Whether a verb rules out the act of a gerund right after it: "avoid using X", "stop running Y". */
export const rulesOutGerund = (v: string): boolean => NEG_VERBS[v] !== undefined || CEASE_VERBS.has(v);
export const POLICY_ADJ: Record<string, { pol: 1 | -1; force: Force }> = dict({
  fine: { pol: 1, force: 'permissive' }, ok: { pol: 1, force: 'permissive' }, okay: { pol: 1, force: 'permissive' },
  acceptable: { pol: 1, force: 'permissive' }, allowed: { pol: 1, force: 'permissive' }, permitted: { pol: 1, force: 'permissive' },
  approved: { pol: 1, force: 'permissive' }, sanctioned: { pol: 1, force: 'permissive' }, unapproved: { pol: -1, force: 'strong' },
  alright: { pol: 1, force: 'permissive' }, required: { pol: 1, force: 'strong' }, mandatory: { pol: 1, force: 'strong' },
  preferred: { pol: 1, force: 'weak' }, recommended: { pol: 1, force: 'weak' }, encouraged: { pol: 1, force: 'weak' },
  expected: { pol: 1, force: 'plain' }, needed: { pol: 1, force: 'strong' }, necessary: { pol: 1, force: 'strong' }, forbidden: { pol: -1, force: 'strong' }, prohibited: { pol: -1, force: 'strong' },
  banned: { pol: -1, force: 'strong' }, blocked: { pol: -1, force: 'strong' }, disallowed: { pol: -1, force: 'strong' }, discouraged: { pol: -1, force: 'weak' },
  deprecated: { pol: -1, force: 'weak' }, optional: { pol: -1, force: 'permissive' }, unnecessary: { pol: -1, force: 'permissive' },
});
export const MANNER = set('directly manually freely explicitly carefully properly consistently always only also just instead hand straight');
export const VERB_CLASS: Record<string, string> = dict({
  use: 'use', call: 'use', invoke: 'use', utilize: 'use', employ: 'use', apply: 'use', adopt: 'use', choose: 'use',
  pick: 'use', select: 'use', prefer: 'use', favor: 'use', favour: 'use', add: 'use', include: 'use', insert: 'use',
  write: 'use', avoid: 'use', omit: 'use', refrain: 'use', forbid: 'use', prohibit: 'use', ban: 'use',
  disallow: 'use', eliminate: 'use', stop: 'use', discourage: 'use', introduce: 'use',
  run: 'run', execute: 'run', launch: 'run', skip: 'run',
  edit: 'modify', modify: 'modify', change: 'modify', alter: 'modify', touch: 'modify', update: 'modify', rewrite: 'modify',
  patch: 'modify', 'hand-edit': 'modify', tweak: 'modify', adjust: 'modify', bump: 'modify', increment: 'modify',
  delete: 'delete', remove: 'delete', drop: 'delete', erase: 'delete', purge: 'delete',
  commit: 'commit', push: 'push', 'force-push': 'force-push', merge: 'merge', deploy: 'deploy', install: 'install',
  mock: 'mock', stub: 'mock', fake: 'mock', log: 'log', print: 'log', enable: 'use', activate: 'use', disable: 'use',
  deactivate: 'use', store: 'use', save: 'use', persist: 'use', put: 'use', place: 'use',
});
export const WITH_OBJECT_VERBS = set('end terminate finish suffix prefix close start begin');
export const GENERIC_HEADS = set('it them this that thing stuff code everything anything something one change work way time step task approach sure care idea sense effort way practice pattern rule guideline convention instruction value benefit purpose behalf');
export const CODE_GENERIC = set(`file command function func method call flag option package module dir script statement keyword macro type
  helper prefix suffix extension api var field property hook component class directive attribute setting value config clause
  operator syntax construct form idiom pattern tag annotation decorator modifier pragma header query expression import export
  param env constant argument check guard wrapper utility util binary tool target task job step rule lint object literal branch
  repo dir cli sdk library lib client`);
export const MEMBER_TAILS = set('chain syntax style approach library package module framework sdk client runtime engine component template template-literal convention format mode configuration config setup plugin binary cli command workflow pipeline stack toolkit ui kit');
/** Verbs by which a thing is said to be taken out of the project ("Lerna was removed", "the Datadog contract was cancelled", "Heroku was shut down"). */
export const REMOVED_VERBS = set('remove retire sunset decommission drop delete uninstall cancel replace shut abandon ditch scrap');

/** A passive verb of taking a thing out: "was removed", "was decommissioned", "was switched off", "was turned off". */
export const removedVerb = (cl: { verb: number; verbBase?: string; toks: { w: string; code: number }[] }): boolean =>
  REMOVED_VERBS.has(cl.verbBase ?? '') || (/^(switch|turn)$/.test(cl.verbBase ?? '') && cl.toks[cl.verb + 1]?.code < 0 && cl.toks[cl.verb + 1].w === 'off');
/** Verbs whose participle alone says a thing was taken out ("ESLint removed", "we dropped Poetry"; not "replaced": "ruff's formatter replaced it"). */
export const GONE_VERBS = set('remove retire sunset decommission drop delete uninstall abandon ditch scrap');
/** What a tool is taken out of when it leaves the whole project ("removed from the toolchain", "dropped from our dependencies"). */
export const WHOLE_STACK = set('toolchain stack tooling dependencies deps dependency lockfile');
/** Words a leading carve-out starts with ("Except in tests,", "Outside `scripts/`,", "Apart from the CLI,", "Other than …"). */
export const CARVE_WORDS = set('except excluding outside apart aside other');
export const COND_WORDS = set('if when whenever where while unless except excluding once');
export const SEPARATORS = set('; : — ! ? .');
/**
 * What a launcher does as itself: `pnpm install`, `uv sync`, `npm ci`. Followed by anything else (`pnpm nx
 * build`, `uv run pytest`, `npm run lint`, `pnpm eslint`), the launcher only runs another tool or a script,
 * and the command is about that, not about which package manager the project uses.
 */
export const OWN_SUBCOMMANDS = set('install i add ci remove rm uninstall un update up upgrade sync lock init create publish link unlink dedupe audit outdated prune pack venv pip self config cache why list ls import tree login whoami version set workspace workspaces store');

/** What a tool is set up with: "with the node-modules linker", "using the checked-in config file", "with shared fixtures". */
export const SET_UP_NOUNS = set('linker config configuration file preset plugin plugins profile setting settings option options flag flags mode rule rules ruleset fixture fixtures assertion assertions');
export const QUALIFIED_FAMILIES = set('programming-language frontend-framework meta-framework');
export const QUALIFIER_NOUNS = set('code codebase file module project test source package crate script component page app application component route service sdk library binding client server side port version developer dep environment env interpreter tooling ecosystem style convention idiom syntax feature type hint');

/** Package managers whose registry other package managers of the family read too (npm's, through pnpm, yarn or bun). */
export const SHARED_REGISTRY = set('js-package-manager python-package-manager');
/** Families whose members are also the names of package registries: "on npm", "a new npm package". */
export const REGISTRY_NAMED = /package-manager$/;

/** Programs that run another command or script (`npx eslint`, `uv run pytest`, `pnpm build`). */
export const LAUNCHERS = set('npx pnpx bunx exec dlx run python python3 -m uv poetry pipx pnpm yarn npm bun go cargo dotnet deno hatch pdm rye pixi');
/** Programs whose command lines name a subcommand or another program rather than the tool in use (`git push`, `docker build`, `sudo …`). */
export const COMMAND_HOSTS = set('git uvx node make just docker kubectl mix bundle rake gradle mvn sudo env sh bash');
/** Words that make a verbless "No X" a state rather than a ban ("No CI configured yet", "No tests currently"). */
export const STATE_WORDS = /\b(yet|currently|today|now|anymore|exists?|available|found|left|remaining|present|so far|configured|set up|planned)\b/i;

// A file extension or a glob of one: `.tsx`, `*.py`, `**/*.ts`.
export const FILE_EXT = /^\s*(?:\*\*\/)?\*?\.([a-z][a-z0-9]{0,5})\s*$/i;

/**
 * "is not part of our tooling", "are not in the stack", "is not on the classpath", "is not a dependency (of this repo)":
 * absent from what the project is built with.
 */
export const ABSENT_FROM_STACK = /\b(is|are) (?:not|no longer) (?:(?:(?:a )?part of|in|on|among) (?:our|the|this project's|the project's) (?:tooling|toolchain|tools|toolset|tech stack|stack|classpath|dependencies|deps|build)|(?:a )?(?:project )?dependenc(?:y|ies)(?: (?:of|in) (?:this|the|our) (?:repo|repository|project|codebase|monorepo|workspace))?)(?= *(?:[.;,:)!—–-]|and\b|$))/gi;

/** "There's no React Native code in it", "there are no Mirth channels": a named tool of which the project has nothing. */
export const NONE_OF_TOOL = /\bthere(?:'s|’s| is| are) no ((?:[A-Z][\w.+#-]*)(?: [A-Z][\w.+#-]*){0,2}) (?:code|files?|usage|dependenc(?:y|ies)|setup|config(?:uration)?|channels?|packages?)\b(?: (?:left|anymore|any more))?(?: in (?:it|there|here))?/g;

/** A statement that a tool is not used: "we stopped using X", "X isn't installed", "we no longer use X". */
const NOT_USED = /\b(?:stopped|quit|no longer|(?:is|are|was|were)(?:n't| not)|(?:do|does|did)(?:n't| not))\s+(?:be(?:ing)?\s+)?(?:us(?:e|ed|ing)|install(?:ed|ing)?|run(?:ning)?|depend(?:s|ed|ing)?\s+on)\b/i;

/** A tool said to be taken out of the project: "was removed", "the team retired", "was tried and abandoned", "ESLint removed —". */
const REMOVED = /\b(?:was|were|has been|have been)\s+(?:(?:tried|used|evaluated|tested)\s+and\s+)?(?:removed|dropped|deleted|retired|decommissioned|sunset(?:ted)?|uninstalled|cancell?ed|replaced|shut down|abandoned|ditched|scrapped)\b|\b(?:we|they|the team)\s+(?:removed|dropped|retired|decommissioned|sunset(?:ted)?|uninstalled|abandoned|ditched|scrapped|left)\b|^\W*[\w.@/+-]+(?:\s+[\w.@/+-]+)?\s+(?:removed|dropped|abandoned|ditched|scrapped|uninstalled)\b(?=\s*(?:[.;,:!—–(]|-\s|in\s+\d{4}\b|last\b|$))/i;

/** A tool said to be out of the whole project: removed, or itself not used or installed ("pytest is not installed", "we don't use cargo-dist"), unlike what a part does not use ("The worker does not use Redis"). */
export const OUT_OF_PROJECT = new RegExp(`${REMOVED.source}|${ABSENT_FROM_STACK.source}|\\b(?:is|are|was|were)(?:n't| not)\\s+(?:used|installed)\\b|\\bno longer (?:used|installed)\\b|\\bwe\\s+(?:don't|do not|no longer)\\s+use\\b`, 'i');

/** A tool said to be gone: not used any more, removed, or no part of the stack. */
export const GONE = new RegExp(`${NOT_USED.source}|${REMOVED.source}|${ABSENT_FROM_STACK.source}|\\b(?:is|are)\\s+gone\\b|\\b(?:moved|migrated|switched)\\s+(?:off|away\\s+from)\\b`, 'i');

/** Words that place a statement at the start of a project's history ("originally written for", "was initially built with", "historically formatted with"). */
export const BEGAN_WORDS = set('originally initially formerly previously historically');

/** People other than the project's own agent and team, as a subject names them: "End users install …", "Consumers import …". */
export const OTHER_PEOPLE = set('user users customer customers consumer consumers client clients caller callers people operator operators reader readers integrator integrators contributor contributors developer developers someone anyone');

/** Nouns of a slot of the stack a label names after its topic ("Secrets backend:", "Auth provider:", "Test framework:"). */
export const SLOT_NOUNS = set('backend provider engine tool tooling library framework solution service platform system vendor');

/** A sentence that says which step an act before it is ("this is an automatic maintenance step"). */
export const ACT_NAMED = /^(?:this|it) is (?:an? |the )?(?:[\w-]+ ){0,3}(?:step|task|process|routine|operation|action|job|phase)\b/i;

/** What a tool is made of or comes with, after its name ("Redux Toolkit", "Auth0 SDK", "Firebase Admin SDK"). */
export const TOOL_KITS = set('toolkit sdk sdks client clients cli core api library lib plugin plugins server admin');
