import { DEFAULT_CONFIG_PATH } from '../core/config.js';
import type { Severity } from '../core/review/catalogue.js';

/** The action's inputs (action.yml), validated. */
export interface Inputs {
  token: string;
  /** Undefined when the input is empty: the configuration's `failOn`, else error. */
  failOn?: Severity | 'never';
  failScope: 'introduced' | 'all';
  comment: boolean;
  annotations: boolean;
  /** The configuration's path in the repository, read from the base. */
  config: string;
  entries: string[];
  source: 'auto' | 'git' | 'api';
  workingDirectory: string;
}

/** An input that is not one of its allowed values. */
export class InputError extends Error {}

/** Reads the inputs through `getInput` (core.getInput in the action). */
export function readInputs(getInput: (name: string) => string, env: NodeJS.ProcessEnv = process.env): Inputs {
  const bool = (name: string, def: boolean): boolean => {
    const v = getInput(name).trim().toLowerCase();
    if (!v) return def;
    if (['true', 'yes', '1', 'on'].includes(v)) return true;
    if (['false', 'no', '0', 'off'].includes(v)) return false;
    throw new InputError(`input ${name} must be true or false, not ${JSON.stringify(v)}`);
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], def?: T): T | undefined => {
    const v = getInput(name).trim().toLowerCase() || def;
    if (v === undefined) return undefined;
    if (!allowed.includes(v as T)) throw new InputError(`input ${name} must be one of ${allowed.join(', ')}, not ${JSON.stringify(v)}`);
    return v as T;
  };
  return {
    token: getInput('github-token'),
    failOn: oneOf('fail-on', ['error', 'warning', 'notice', 'never'] as const),
    failScope: oneOf('fail-scope', ['introduced', 'all'] as const, 'introduced')!,
    comment: bool('comment', true),
    annotations: bool('annotations', true),
    config: getInput('config').trim() || DEFAULT_CONFIG_PATH,
    entries: getInput('entries')
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean),
    source: oneOf('source', ['auto', 'git', 'api'] as const, 'auto')!,
    workingDirectory: getInput('working-directory').trim() || env.GITHUB_WORKSPACE || process.cwd(),
  };
}
