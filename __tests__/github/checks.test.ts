import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { clampAnnotation, publishAnnotations, type Annotation, type PublishOptions } from '../../src/github/checks.js';
import { createClient } from '../../src/github/client.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';

let tmp: string;
let gh: FakeGitHub;
let head: string;
const logs: string[] = [];

const client = () => createClient({ token: gh.token, baseUrl: gh.url, retryBaseMs: 1, writeIntervalMs: 0, log: (m) => logs.push(m) });
const annotations = (n: number): Annotation[] =>
  Array.from({ length: n }, (_, i) => ({ path: 'CLAUDE.md', start_line: i + 1, end_line: i + 1, annotation_level: 'warning', message: `finding ${i}` }));
const opts = (extra: Partial<PublishOptions> = {}): PublishOptions => ({
  owner: 'octo',
  repo: 'repo',
  head_sha: head,
  name: 'memory-review',
  title: '3 findings',
  summary: 'What Claude Code loads changed.',
  conclusion: 'neutral',
  annotations: [],
  ...extra,
});
const runOf = (id: number | undefined) => gh.state.checkRuns.find((r) => r.id === id)!;

beforeAll(async () => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mr-checks-')));
  execFileSync('git', ['init', '-q', '-b', 'main', tmp]);
  execFileSync('git', ['-C', tmp, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'init']);
  head = execFileSync('git', ['-C', tmp, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  gh = await startFakeGitHub({ repos: { 'octo/repo': tmp } });
});

afterAll(async () => {
  expect(gh.state.tokenLeaks).toEqual([]);
  for (const line of logs) expect(line).not.toContain(gh.token);
  await gh?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  gh.clearFaults();
  gh.state.readOnly = false;
  gh.state.checksWritable = true;
});

describe('publishAnnotations', () => {
  test('120 annotations: one create and two updates of ≤ 50, completed with the last', async () => {
    const start = gh.log.length;
    const r = await publishAnnotations(client(), opts({ annotations: annotations(120), conclusion: 'failure' }));
    expect(r).toMatchObject({ ok: true, batches: 3, annotations: 120, dropped: 0 });
    expect(r.url).toBe(`https://github.com/octo/repo/runs/${r.id}`);
    const calls = gh.log.slice(start).map((e) => [e.method, (e.body as { output?: { annotations?: unknown[] } })?.output?.annotations?.length, (e.body as { status?: string })?.status]);
    expect(calls).toEqual([
      ['POST', 50, 'in_progress'],
      ['PATCH', 50, undefined],
      ['PATCH', 20, 'completed'],
    ]);
    const run = runOf(r.id);
    expect(run).toMatchObject({ name: 'memory-review', head_sha: head, status: 'completed', conclusion: 'failure', writes: 3 });
    expect(run.annotations.map((a) => a.message)).toEqual(annotations(120).map((a) => a.message));
    expect(run.output).toEqual({ title: '3 findings', summary: 'What Claude Code loads changed.', text: null });
  });

  test('no annotations: a single completed create', async () => {
    const r = await publishAnnotations(client(), opts({ conclusion: 'success' }));
    expect(r).toMatchObject({ ok: true, batches: 1, annotations: 0 });
    expect(runOf(r.id)).toMatchObject({ status: 'completed', conclusion: 'success', writes: 1 });
  });

  test('exactly 50: a single request', async () => {
    const r = await publishAnnotations(client(), opts({ annotations: annotations(50) }));
    expect(r).toMatchObject({ ok: true, batches: 1, annotations: 50 });
    expect(runOf(r.id).status).toBe('completed');
  });

  test('a read-only token (fork pull request): ok false, forbidden, nothing created, no throw', async () => {
    gh.state.readOnly = true;
    const r = await publishAnnotations(client(), opts({ annotations: annotations(3) }));
    expect(r).toEqual({ ok: false, batches: 0, annotations: 0, dropped: 0, reason: 'forbidden', status: 403, message: 'Resource not accessible by integration' });
  });

  test('a token without checks: write (comments still work): forbidden', async () => {
    gh.state.checksWritable = false;
    const before = gh.state.checkRuns.length;
    const r = await publishAnnotations(client(), opts({ annotations: annotations(3) }));
    expect(r).toMatchObject({ ok: false, reason: 'forbidden', status: 403 });
    expect(gh.state.checkRuns.length).toBe(before);
  });

  test('an unknown head sha: ok false, invalid (422)', async () => {
    const r = await publishAnnotations(client(), opts({ head_sha: 'f'.repeat(40) }));
    expect(r).toMatchObject({ ok: false, reason: 'invalid', status: 422 });
    expect(r.message).toContain('No commit found');
  });

  test('a 502 after the run was created: found by external_id, not created twice', async () => {
    const before = gh.state.checkRuns.length;
    gh.failNext('POST', /\/check-runs$/, 502, { applyBeforeFailing: true });
    const r = await publishAnnotations(client(), opts({ annotations: annotations(70) }));
    expect(r).toMatchObject({ ok: true, batches: 2, annotations: 70 });
    expect(gh.state.checkRuns.length).toBe(before + 1);
    expect(runOf(r.id).annotations).toHaveLength(70);
    expect(gh.requests('GET', /\/commits\/[0-9a-f]{40}\/check-runs$/).length).toBeGreaterThan(0);
  });

  test('a 502 after an update was applied: annotations are not appended twice', async () => {
    gh.failNext('PATCH', /\/check-runs\/\d+$/, 502, { applyBeforeFailing: true });
    const r = await publishAnnotations(client(), opts({ annotations: annotations(120) }));
    expect(r).toMatchObject({ ok: true, batches: 3, annotations: 120 });
    expect(runOf(r.id).annotations.map((a) => a.message)).toEqual(annotations(120).map((a) => a.message));
  });

  test('a 503 before an update was applied: the batch is sent again', async () => {
    gh.failNext('PATCH', /\/check-runs\/\d+$/, 503);
    const r = await publishAnnotations(client(), opts({ annotations: annotations(120) }));
    expect(r).toMatchObject({ ok: true, batches: 3, annotations: 120 });
    expect(runOf(r.id).annotations).toHaveLength(120);
  });

  test('an update failing for good: the run is still completed, saying what is missing', async () => {
    gh.failNext('PATCH', /\/check-runs\/\d+$/, 422, { body: { message: 'Validation Failed' } });
    const r = await publishAnnotations(client(), opts({ annotations: annotations(120), conclusion: 'failure' }));
    expect(r).toMatchObject({ ok: false, reason: 'invalid', status: 422, batches: 1, annotations: 50 });
    const run = runOf(r.id);
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(run.output.summary).toContain('70 of 120 annotations could not be uploaded');
  });

  test('limits: long messages, titles and summaries are clipped; invalid annotations dropped', async () => {
    const big: Annotation[] = [
      { path: './CLAUDE.md', start_line: 0, end_line: -3, annotation_level: 'failure', message: 'é'.repeat(40_000), title: 't'.repeat(300), raw_details: 'r'.repeat(70_000) },
      { path: '', start_line: 1, end_line: 1, annotation_level: 'notice', message: 'no path' },
      { path: 'a.md', start_line: 2, end_line: 5, start_column: 3, end_column: 4, annotation_level: 'notice', message: 'columns on a range' },
    ];
    const r = await publishAnnotations(client(), opts({ annotations: big, summary: 's'.repeat(70_000), text: 'x'.repeat(70_000) }));
    expect(r).toMatchObject({ ok: true, annotations: 2, dropped: 1 });
    const run = runOf(r.id);
    expect(run.output.summary!.length).toBeLessThanOrEqual(65_535);
    expect(run.output.text!.length).toBeLessThanOrEqual(65_535);
    const [a, b] = run.annotations;
    expect(a).toMatchObject({ path: 'CLAUDE.md', start_line: 1, end_line: 1 });
    expect(Buffer.byteLength(a.message)).toBeLessThanOrEqual(65_535);
    expect(a.message).toMatch(/^é+$/); // no character split
    expect(a.title!.length).toBe(255);
    expect(b.start_column).toBeUndefined();
  });

  test('maxAnnotations drops the rest', async () => {
    const r = await publishAnnotations(client(), opts({ annotations: annotations(130), maxAnnotations: 60 }));
    expect(r).toMatchObject({ ok: true, batches: 2, annotations: 60, dropped: 70 });
  });

  test('clampAnnotation keeps columns on a single line', () => {
    expect(clampAnnotation({ path: 'a', start_line: 3, end_line: 3, start_column: 5, end_column: 2, annotation_level: 'notice', message: 'm' })).toEqual({
      path: 'a',
      start_line: 3,
      end_line: 3,
      start_column: 5,
      end_column: 5,
      annotation_level: 'notice',
      message: 'm',
    });
  });
});
