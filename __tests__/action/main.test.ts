/**
 * The action's shell with its dependencies passed in (src/action/main.ts `run(deps)`): inputs, the event
 * and @actions/core are plain values here; the repository is a real git repository.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { readEvent } from '../../src/action/event.js';
import { InputError, readInputs } from '../../src/action/inputs.js';
import { run, type ActionDeps } from '../../src/action/main.js';
import { gitRepo } from '../helpers/gitRepo.js';

function fakeDeps(inputs: Record<string, string>, env: NodeJS.ProcessEnv) {
  const out = { outputs: {} as Record<string, unknown>, failed: [] as string[], info: [] as string[], written: '' };
  const deps: ActionDeps = {
    env,
    write: (s) => (out.written += s),
    core: {
      getInput: (name: string) => inputs[name] ?? '',
      setSecret: () => undefined,
      setOutput: (name: string, value: unknown) => void (out.outputs[name] = value),
      setFailed: (m: string | Error) => void out.failed.push(String(m)),
      info: (m: string) => void out.info.push(m),
      debug: () => undefined,
      summary: { addRaw: () => ({ write: async () => undefined }) },
    } as unknown as ActionDeps['core'],
  };
  return { deps, out };
}

describe('action inputs and event', () => {
  test('inputs are validated; an empty input takes its default', () => {
    const get = (m: Record<string, string>) => (n: string) => m[n] ?? '';
    expect(readInputs(get({}), { GITHUB_WORKSPACE: '/ws' })).toMatchObject({ failScope: 'introduced', comment: true, annotations: true, config: '.github/memory-review.yml', entries: [], source: 'auto', workingDirectory: '/ws' });
    expect(readInputs(get({ entries: 'packages/*, apps/*\nlibs/x', config: '.github/other.yml' })).entries).toEqual(['packages/*', 'apps/*', 'libs/x']);
    expect(() => readInputs(get({ comment: 'maybe' }))).toThrow(InputError);
    expect(() => readInputs(get({ 'fail-on': 'sometimes' }))).toThrow(/fail-on must be one of/);
  });

  test('a pull request event gives its base, head and whether it comes from a fork', () => {
    const payload = { pull_request: { number: 7, base: { sha: 'b', repo: { full_name: 'o/r' } }, head: { sha: 'h', repo: { full_name: 'fork/r' } } } };
    const ev = readEvent({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: 'event.json', GITHUB_REPOSITORY: 'o/r', GITHUB_SHA: 'm' }, () => JSON.stringify(payload));
    expect(ev).toMatchObject({ name: 'pull_request', owner: 'o', repo: 'r', sha: 'm', pr: { number: 7, baseSha: 'b', headSha: 'h', fork: true } });
    expect(readEvent({ GITHUB_EVENT_NAME: 'push', GITHUB_SHA: 's' }, () => undefined).pr).toBeUndefined();
  });
});

describe('run(deps)', () => {
  test('a push checks the pushed commit through the workspace clone and sets the outputs', async () => {
    const r = gitRepo({ 'CLAUDE.md': '# Project\n\nUse pnpm.\n', '.claude/rules/api.md': '---\npaths: api/**\n---\nValidate input.\n', 'api/x.ts': 'export {};\n' });
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-action-main-'));
    try {
      const { deps, out } = fakeDeps({ 'working-directory': r.root, comment: 'false' }, { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: r.shas[0], GITHUB_REPOSITORY: 'o/r', RUNNER_TEMP: tmp });
      await run(deps);
      expect(out.failed).toEqual([]);
      expect(out.outputs).toMatchObject({ verdict: 'Healthy', changed: 'true', failed: 'false', errors: 0 });
      expect(fs.existsSync(String(out.outputs['report-json']))).toBe(true);
      expect(out.info.some((l) => l.includes('reading the repository through the workspace git objects'))).toBe(true);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  test('no commit to review is an input error, reported through setFailed', async () => {
    const { deps, out } = fakeDeps({}, { GITHUB_EVENT_NAME: 'push' });
    const code = process.exitCode;
    try {
      await run(deps);
      expect(out.failed).toEqual(['memory-review: no commit to review: GITHUB_SHA is not set and the event has no pull request']);
      expect(process.exitCode).toBe(2);
    } finally {
      process.exitCode = code;
    }
  });
});
