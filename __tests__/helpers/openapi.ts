/**
 * Request bodies checked against GitHub's published OpenAPI description (@octokit/openapi): for the
 * stand-in's `validate` hook. Each operation's request-body schema is compiled once, with Ajv, on first use.
 */
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);

interface Spec {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
  components: unknown;
}

let spec: Spec | undefined;
let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction | null>();
/** Path templates as regular expressions, the fewest parameters first. */
let templates: { template: string; re: RegExp }[] = [];

function load(): void {
  if (spec) return;
  spec = require('@octokit/openapi/generated/api.github.com.json') as Spec;
  ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({ components: spec.components }, 'api');
  templates = Object.keys(spec.paths)
    .map((template) => ({ template, re: new RegExp('^' + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$') }))
    // (literal segments win: /issues/comments/{id} before /issues/{issue_number}/…)
    .sort((a, b) => a.template.split('{').length - b.template.split('{').length);
}

/** Rewrites `#/components/...` references to the document added as 'api'. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema as Record<string, unknown>)) out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `api${v}` : rebase(v);
  return out;
}

/** Why GitHub's description refuses this request body, or undefined (also when it describes no body). */
export function openapiBodyProblem(method: string, path: string, body: unknown): string | undefined {
  load();
  const t = templates.find((x) => x.re.test(path) && spec!.paths[x.template][method.toLowerCase()]);
  if (!t) return `no operation ${method} ${path} in GitHub's OpenAPI description`;
  const key = `${method} ${t.template}`;
  if (!compiled.has(key)) {
    const schema = spec!.paths[t.template][method.toLowerCase()].requestBody?.content?.['application/json']?.schema;
    compiled.set(key, schema ? ajv!.compile(rebase(schema) as object) : null);
  }
  const validate = compiled.get(key);
  if (!validate || validate(body ?? {})) return undefined;
  const e = validate.errors?.[0];
  return `${key}: body${e?.instancePath ?? ''} ${e?.message ?? 'is invalid'}`;
}
