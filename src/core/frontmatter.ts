import { parse as parseYaml } from 'yaml';

export interface Frontmatter {
  /** The parsed mapping ({} when absent or unparsable). */
  data: Record<string, unknown>;
  /** Whether a frontmatter block was present (and stripped). */
  present: boolean;
  /** The block failed to parse even after Claude Code's repairs; `data` is {}. */
  unparsable: boolean;
  /** Which repair made it parse, if any. */
  repaired: boolean;
  /** The YAML error message when unparsable. */
  error?: string;
  /** The text after the frontmatter block (the whole text when there is none; BOM removed). */
  body: string;
  /** Number of lines the block occupied (so body line 1 is file line lines + 1). */
  lines: number;
  /** Raw YAML text of the block. */
  yaml: string;
}

// Claude Code: /^---\s*\n([\s\S]*?)---\s*\n?/ — the closing --- is matched lazily anywhere, even mid-line.
const FRONTMATTER_RE = /^---\s*\n([\s\S]*?)---\s*\n?/;
const YAML_SPECIAL = /[{}[\]*&#!|>%@`]|: /;

function parseMapping(text: string): Record<string, unknown> {
  const v = parseYaml(text, { maxAliasCount: 100, prettyErrors: false, uniqueKeys: false }) as unknown;
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function isFlowList(value: string): boolean {
  if (!value.startsWith('[') || !value.endsWith(']')) return false;
  try {
    return Array.isArray(parseYaml(value));
  } catch {
    return false;
  }
}

/** Claude Code's repair (a): double-quote top-level `key: value` values holding YAML-special characters; (b) tabs. */
export function repairFrontmatter(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      line = line.replace(/^\t+/, (t) => '  '.repeat(t.length));
      const m = /^([a-zA-Z_-]+):\s+(.+)$/.exec(line);
      if (!m) return line;
      const [, key, value] = m;
      if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) return line;
      if (isFlowList(value)) return line;
      if (YAML_SPECIAL.test(value)) return `${key}: "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
      return line;
    })
    .join('\n');
}

/**
 * Limits on the YAML parsed (a rule's frontmatter is written by whoever wrote the rule): the parser takes
 * ~40 µs a key and overflows the stack on deep flow nesting, retried by each repair. A bigger or deeper
 * block is reported unparsable without being parsed (so, like an unparsable one, the rule is unconditional).
 */
export const FRONTMATTER_LIMITS = { maxChars: 64 * 1024, maxNesting: 256 };

function flowNesting(yaml: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < yaml.length; i++) {
    const c = yaml.charCodeAt(i);
    if (c === 91 || c === 123) max = Math.max(max, ++depth); // [ {
    else if ((c === 93 || c === 125) && depth > 0) depth--; // ] }
  }
  return max;
}

export function parseFrontmatter(text: string): Frontmatter {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const m = text.startsWith('---') ? FRONTMATTER_RE.exec(text) : null;
  if (!m) return { data: {}, present: false, unparsable: false, repaired: false, body: text, lines: 0, yaml: '' };
  const yaml = m[1] ?? '';
  const body = text.slice(m[0].length);
  const lines = m[0].split('\n').length - 1;
  const base = { present: true, body, lines, yaml };
  const tooBig =
    yaml.length > FRONTMATTER_LIMITS.maxChars
      ? `frontmatter over ${FRONTMATTER_LIMITS.maxChars} characters is not parsed`
      : flowNesting(yaml) > FRONTMATTER_LIMITS.maxNesting
        ? `frontmatter nested deeper than ${FRONTMATTER_LIMITS.maxNesting} levels is not parsed`
        : undefined;
  if (tooBig) return { ...base, data: {}, unparsable: true, repaired: false, error: tooBig };
  return { ...base, ...parsedYaml(yaml) };
}

type ParsedYaml = Pick<Frontmatter, 'data' | 'unparsable' | 'repaired' | 'error'>;

/**
 * YAML parses, kept per frontmatter text: the same rule file is read by every launch loader, by both sides
 * of a review and by the contradiction extractor, and YAML parsing is the costly part. The data is frozen
 * (deeply) because it is shared.
 */
const yamlCache = new Map<string, ParsedYaml>();
const YAML_CACHE_MAX = 4096;

function parsedYaml(yaml: string): ParsedYaml {
  const hit = yamlCache.get(yaml);
  if (hit) return hit;
  let r: ParsedYaml;
  try {
    r = { data: parseMapping(yaml), unparsable: false, repaired: false };
  } catch {
    try {
      r = { data: parseMapping(repairFrontmatter(yaml)), unparsable: false, repaired: true };
    } catch (e) {
      r = { data: {}, unparsable: true, repaired: false, error: e instanceof Error ? e.message.split('\n')[0] : String(e) };
    }
  }
  deepFreeze(r.data);
  if (yamlCache.size >= YAML_CACHE_MAX) yamlCache.clear();
  yamlCache.set(yaml, r);
  return r;
}

function deepFreeze(v: unknown, depth = 0): void {
  if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v) || Object.isFrozen(v) || depth > 64) return;
  Object.freeze(v);
  for (const x of Object.values(v as Record<string, unknown>)) deepFreeze(x, depth + 1);
}

export { splitPaths } from './splitPaths.js';
