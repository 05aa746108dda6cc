/**
 * `.github/memory-review.yml`: parsed and validated strictly. Every problem names the file and the key, so a
 * typo never silently turns a check off.
 */
import { parseDocument } from 'yaml';
import { picomatchRisk } from './excludes.js';
import { RULE_BY_ID } from '../rules/index.js';
import type { Severity, SeverityOrOff } from './review/catalogue.js';
import { CONFIDENCES, type Confidence } from './contradictions/types.js';

export interface Decision {
  id: string;
  text: string;
  /** Launch contexts (entry globs, `.` for the root) the decision must reach; default all launch contexts. */
  entries?: string[];
}

export interface FamilyConfig {
  name: string;
  /** `"Name|synonym|synonym"` strings or `{ name, synonyms }`. */
  members: (string | { name: string; synonyms?: string[] })[];
  /** Words of the family's topic (not read as narrowing scope), e.g. [queue, message]. */
  topic?: string[];
}

export interface Budget {
  /** Context id glob (`launch:.`, `launch:packages/*`, `dir:*`, `rule:*`); default every context. */
  context?: string;
  chars?: number;
  tokens?: number;
}

export interface Config {
  /** Extra launch directories (globs over the repository's directories). */
  entries: string[];
  /** Severity overrides or `off`, by rule id. */
  rules: Record<string, SeverityOrOff>;
  /** Findings located only in files matching these globs are dropped. */
  ignore: string[];
  budgets: Budget[];
  decisions: Decision[];
  /** Repository path of a committed auto-memory directory (holding MEMORY.md and topic files). */
  memoryDir?: string;
  /**
   * `failOn: possible` lets possible contradictions keep the rule's severity (by default they are warnings);
   * `report: unlikely` reports unlikely ones too, as warnings (by default they are left out)
   */
  contradictions: { families: FamilyConfig[]; failOn?: 'certain' | 'possible'; report?: Confidence };
  /** Default for --fail-on. */
  failOn?: Severity | 'never';
}

export const DEFAULT_CONFIG_PATH = '.github/memory-review.yml';

export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly key: string,
    problem: string,
  ) {
    super(`${file}: ${key ? key + ': ' : ''}${problem}`);
  }
}

export function emptyConfig(): Config {
  return { entries: [], rules: {}, ignore: [], budgets: [], decisions: [], contradictions: { families: [] } };
}

const TOP_KEYS = ['entries', 'rules', 'ignore', 'budgets', 'decisions', 'memoryDir', 'contradictions', 'failOn'];
const SEVERITIES = ['error', 'warning', 'notice', 'off'];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function safeRelPath(v: string): boolean {
  return !!v && !v.startsWith('/') && !v.startsWith('~') && !v.split('/').includes('..') && !v.includes('\0');
}

export function parseConfig(text: string, file: string = DEFAULT_CONFIG_PATH): Config {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const line = e.linePos?.[0]?.line;
    throw new ConfigError(file, '', `invalid YAML${line ? ` at line ${line}` : ''}: ${e.message.split('\n')[0]}`);
  }
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: 50 });
  } catch (e) {
    throw new ConfigError(file, '', `invalid YAML: ${(e as Error).message.split('\n')[0]}`);
  }
  const cfg = emptyConfig();
  if (raw === null || raw === undefined) return cfg;
  if (!isRecord(raw)) throw new ConfigError(file, '', 'the top level must be a mapping');
  const err = (key: string, problem: string): never => {
    throw new ConfigError(file, key, problem);
  };
  for (const k of Object.keys(raw)) if (!TOP_KEYS.includes(k)) err(k, `unknown key (known: ${TOP_KEYS.join(', ')})`);

  const strings = (key: string, v: unknown): string[] => {
    if (v === undefined || v === null) return [];
    if (typeof v === 'string') return [v];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !x)) err(key, 'must be a list of non-empty strings');
    return v as string[];
  };
  /**
   * Globs the review hands to picomatch (entries, ignore, decisions' entries, budget contexts): a pattern
   * picomatch could spend exponential time on, or never return from, is refused here rather than run.
   */
  const globs = (key: string, v: unknown): string[] => {
    const list = strings(key, v);
    list.forEach((p, i) => {
      const risk = picomatchRisk(p);
      if (risk) err(Array.isArray(v) ? `${key}[${i}]` : key, `${JSON.stringify(p.length > 120 ? p.slice(0, 119) + '…' : p)} ${risk}`);
    });
    return list;
  };
  cfg.entries = globs('entries', raw.entries);
  for (const e of cfg.entries) if (!safeRelPath(e.replace(/^\.\/?/, '') || 'x')) err('entries', `${JSON.stringify(e)} must be a path inside the repository`);
  cfg.ignore = globs('ignore', raw.ignore);

  if (raw.rules !== undefined && raw.rules !== null) {
    if (!isRecord(raw.rules)) err('rules', 'must be a mapping of rule id to error, warning, notice or off');
    for (const [id, sev] of Object.entries(raw.rules as Record<string, unknown>)) {
      if (!RULE_BY_ID.has(id)) err(`rules.${id}`, 'unknown rule id (see the rule catalogue in the README)');
      const s = sev === false ? 'off' : sev;
      if (typeof s !== 'string' || !SEVERITIES.includes(s)) err(`rules.${id}`, `must be one of ${SEVERITIES.join(', ')}`);
      cfg.rules[id] = s as SeverityOrOff;
    }
  }

  if (raw.budgets !== undefined && raw.budgets !== null) {
    const list = Array.isArray(raw.budgets) ? raw.budgets : [raw.budgets];
    list.forEach((b, i) => {
      const key = Array.isArray(raw.budgets) ? `budgets[${i}]` : 'budgets';
      if (!isRecord(b)) err(key, 'must be a mapping with chars and/or tokens');
      const rec = b as Record<string, unknown>;
      for (const k of Object.keys(rec)) if (!['context', 'chars', 'tokens'].includes(k)) err(`${key}.${k}`, 'unknown key (known: context, chars, tokens)');
      const out: Budget = {};
      if (rec.context !== undefined) {
        if (typeof rec.context !== 'string' || !rec.context) err(`${key}.context`, 'must be a context id or glob');
        out.context = globs(`${key}.context`, rec.context)[0];
      }
      for (const n of ['chars', 'tokens'] as const) {
        if (rec[n] === undefined) continue;
        if (typeof rec[n] !== 'number' || !Number.isInteger(rec[n]) || (rec[n] as number) <= 0) err(`${key}.${n}`, 'must be a positive integer');
        out[n] = rec[n] as number;
      }
      if (out.chars === undefined && out.tokens === undefined) err(key, 'needs chars or tokens');
      cfg.budgets.push(out);
    });
  }

  if (raw.decisions !== undefined && raw.decisions !== null) {
    if (!Array.isArray(raw.decisions)) err('decisions', 'must be a list of {id, text, entries?}');
    const seen = new Set<string>();
    (raw.decisions as unknown[]).forEach((d, i) => {
      const key = `decisions[${i}]`;
      if (!isRecord(d)) err(key, 'must be a mapping with id and text');
      const rec = d as Record<string, unknown>;
      for (const k of Object.keys(rec)) if (!['id', 'text', 'entries'].includes(k)) err(`${key}.${k}`, 'unknown key (known: id, text, entries)');
      if (typeof rec.id !== 'string' || !rec.id) err(`${key}.id`, 'must be a non-empty string');
      if (typeof rec.text !== 'string' || !rec.text.trim()) err(`${key}.text`, 'must be a non-empty string');
      if (seen.has(rec.id as string)) err(`${key}.id`, `duplicate id ${JSON.stringify(rec.id)}`);
      seen.add(rec.id as string);
      const dec: Decision = { id: rec.id as string, text: rec.text as string };
      if (rec.entries !== undefined) dec.entries = globs(`${key}.entries`, rec.entries);
      cfg.decisions.push(dec);
    });
  }

  if (raw.memoryDir !== undefined && raw.memoryDir !== null) {
    if (typeof raw.memoryDir !== 'string' || !safeRelPath(raw.memoryDir.replace(/\/+$/, ''))) err('memoryDir', 'must be a relative path inside the repository');
    cfg.memoryDir = (raw.memoryDir as string).replace(/^\.\//, '').replace(/\/+$/, '');
  }

  if (raw.contradictions !== undefined && raw.contradictions !== null) {
    if (!isRecord(raw.contradictions)) err('contradictions', 'must be a mapping with families, failOn and/or report');
    const c = raw.contradictions as Record<string, unknown>;
    for (const k of Object.keys(c)) if (k !== 'families' && k !== 'failOn' && k !== 'report') err(`contradictions.${k}`, 'unknown key (known: families, failOn, report)');
    if (c.report !== undefined && c.report !== null) {
      if (!(CONFIDENCES as readonly unknown[]).includes(c.report)) err('contradictions.report', 'must be certain, possible or unlikely');
      cfg.contradictions.report = c.report as Confidence;
    }
    if (c.failOn !== undefined && c.failOn !== null) {
      if (c.failOn !== 'certain' && c.failOn !== 'possible') err('contradictions.failOn', 'must be certain or possible');
      cfg.contradictions.failOn = c.failOn as 'certain' | 'possible';
    }
    if (c.families !== undefined && c.families !== null) {
      if (!Array.isArray(c.families)) err('contradictions.families', 'must be a list of {name, members}');
      (c.families as unknown[]).forEach((f, i) => {
        const key = `contradictions.families[${i}]`;
        if (!isRecord(f)) err(key, 'must be a mapping with name and members');
        const rec = f as Record<string, unknown>;
        for (const k of Object.keys(rec)) if (!['name', 'members', 'topic'].includes(k)) err(`${key}.${k}`, 'unknown key (known: name, members, topic)');
        if (typeof rec.name !== 'string' || !rec.name) err(`${key}.name`, 'must be a non-empty string');
        if (!Array.isArray(rec.members)) err(`${key}.members`, 'must be a list of names ("Name|synonym") or {name, synonyms}');
        const members: FamilyConfig['members'] = [];
        (rec.members as unknown[]).forEach((m, j) => {
          const mk = `${key}.members[${j}]`;
          if (typeof m === 'string' && m.trim()) members.push(m);
          else if (isRecord(m)) {
            for (const k of Object.keys(m)) if (!['name', 'synonyms'].includes(k)) err(`${mk}.${k}`, 'unknown key (known: name, synonyms)');
            if (typeof m.name !== 'string' || !m.name) err(`${mk}.name`, 'must be a non-empty string');
            members.push({ name: m.name as string, ...(m.synonyms !== undefined ? { synonyms: strings(`${mk}.synonyms`, m.synonyms) } : {}) });
          } else err(mk, 'must be a non-empty string or {name, synonyms}');
        });
        if (members.length < 2) err(`${key}.members`, 'needs at least two members');
        const topic = rec.topic !== undefined ? strings(`${key}.topic`, rec.topic) : undefined;
        cfg.contradictions.families.push({ name: rec.name as string, members, ...(topic ? { topic } : {}) });
      });
    }
  }

  if (raw.failOn !== undefined && raw.failOn !== null) {
    if (typeof raw.failOn !== 'string' || !['error', 'warning', 'notice', 'never'].includes(raw.failOn)) err('failOn', 'must be one of error, warning, notice, never');
    cfg.failOn = raw.failOn as Config['failOn'];
  }
  return cfg;
}
