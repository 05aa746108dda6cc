/**
 * The parts of the Actions runner's protocol the action uses, written the way @actions/core writes them:
 * inputs from `INPUT_<NAME>` variables, workflow commands on stdout (`::add-mask::`, `::error::`,
 * `::debug::`), outputs appended to the `GITHUB_OUTPUT` file as `name<<delimiter` blocks, and the job
 * summary appended to the `GITHUB_STEP_SUMMARY` file. (@actions/core brings an HTTP client, for OIDC tokens
 * the action never asks for, that costs more to load than the whole review of a small repository.)
 */
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import { EOL } from 'node:os';

/** What the action needs of the runner (tests pass their own). */
export interface Runner {
  getInput(name: string): string;
  setSecret(secret: string): void;
  setOutput(name: string, value: unknown): void;
  setFailed(message: string): void;
  info(message: string): void;
  debug(message: string): void;
  summary: { addRaw(text: string): { write(): Promise<unknown> } };
}

const toCommandValue = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
const escapeData = (v: unknown): string => toCommandValue(v).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (v: unknown): string => escapeData(v).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::command key=value,…::message` on stdout. */
function issue(command: string, message: unknown, properties: Record<string, unknown> = {}): void {
  const props = Object.entries(properties)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${escapeProperty(v)}`)
    .join(',');
  process.stdout.write(`::${command}${props ? ' ' + props : ''}::${escapeData(message)}${EOL}`);
}

function fileCommand(name: string, message: string): void {
  const file = process.env[`GITHUB_${name}`];
  if (!file) throw new Error(`Unable to find environment variable for file command ${name}`);
  if (!fs.existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  fs.appendFileSync(file, `${message}${EOL}`, { encoding: 'utf8' });
}

export const runner: Runner = {
  getInput: (name) => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim(),
  setSecret: (secret) => issue('add-mask', secret),
  setOutput(name, value) {
    if (!process.env.GITHUB_OUTPUT) {
      process.stdout.write(EOL);
      issue('set-output', toCommandValue(value), { name });
      return;
    }
    const delimiter = `ghadelimiter_${randomUUID()}`;
    const text = toCommandValue(value);
    if (name.includes(delimiter)) throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (text.includes(delimiter)) throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    fileCommand('OUTPUT', `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}`);
  },
  setFailed(message) {
    process.exitCode = 1;
    issue('error', message);
  },
  info: (message) => void process.stdout.write(message + EOL),
  debug: (message) => issue('debug', message),
  summary: {
    addRaw: (text) => ({
      async write() {
        const file = process.env.GITHUB_STEP_SUMMARY;
        if (!file) throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
        try {
          await fs.promises.access(file, fs.constants.R_OK | fs.constants.W_OK);
        } catch {
          throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
        }
        await fs.promises.appendFile(file, text, { encoding: 'utf8' });
      },
    }),
  },
};
