import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { bestMatch, nearMisses, outcomeOf, scorePositives, summary, type PositivePair } from '../../scripts/realtext/positives.js';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const readSet = (name: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, 'scripts', 'realtext', name), 'utf8')) as { about: string; pairs: PositivePair[] };
const sets = [
  { file: 'positives.json', batch: 'positives', set: readSet('positives.json') },
  { file: 'positives-2.json', batch: 'positives-2', set: readSet('positives-2.json') },
  { file: 'positives-3.json', batch: 'positives-3', set: readSet('positives-3.json') },
  { file: 'positives-4.json', batch: 'positives-4', set: readSet('positives-4.json') },
  { file: 'positives-5.json', batch: 'positives-5', set: readSet('positives-5.json') },
];

describe.each(sets)('real-text positives (scripts/realtext/$file)', ({ batch, set }) => {
  test('every pair is complete: repository, licence, full commit, two located lines, label real, class, note', () => {
    expect(set.pairs.length).toBeGreaterThan(0);
    for (const p of set.pairs) {
      expect(p.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(p.licence.length).toBeGreaterThan(0);
      expect(p.commit).toMatch(/^[0-9a-f]{40}$/);
      for (const s of [p.a, p.b]) {
        expect(s.path.length).toBeGreaterThan(0);
        expect(s.line).toBeGreaterThan(0);
        expect(s.text.trim().length).toBeGreaterThan(0);
      }
      expect(p.label).toBe('real');
      expect(p.class.length).toBeGreaterThan(0);
      expect(p.note.length).toBeGreaterThan(20);
      expect(p.batch).toBe(batch);
      expect(p.detector).toBeNull();
      if (p.context !== undefined) expect(p.context).toBe('claude-md-and-agents-md');
    }
  });

  test('no pair is listed twice', () => {
    const keys = set.pairs.map((p) => JSON.stringify([p.repo, ...[p.a.text, p.b.text].sort()]));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

test('batch 2 takes no repository from batch 1', () => {
  const first = new Set(sets[0].set.pairs.map((p) => p.repo));
  expect(sets[1].set.pairs.filter((p) => first.has(p.repo)).map((p) => p.repo)).toEqual([]);
});

test('batch 3 takes no repository from batches 1 and 2', () => {
  const earlier = new Set([...sets[0].set.pairs, ...sets[1].set.pairs].map((p) => p.repo));
  expect(sets[2].set.pairs.filter((p) => earlier.has(p.repo)).map((p) => p.repo)).toEqual([]);
});

test('batch 4 takes no repository from batches 1 to 3', () => {
  const earlier = new Set([...sets[0].set.pairs, ...sets[1].set.pairs, ...sets[2].set.pairs].map((p) => p.repo));
  expect(sets[3].set.pairs.filter((p) => earlier.has(p.repo)).map((p) => p.repo)).toEqual([]);
});

test('batch 5 takes no repository from batches 1 to 4', () => {
  const earlier = new Set(sets.slice(0, 4).flatMap((s) => s.set.pairs.map((p) => p.repo)));
  expect(sets[4].set.pairs.filter((p) => earlier.has(p.repo)).map((p) => p.repo)).toEqual([]);
});

describe('outcomeOf', () => {
  const pair = { a: { path: 'CLAUDE.md', line: 1, text: 'Use pnpm.' }, b: { path: 'AGENTS.md', line: 2, text: 'Use npm.' } };
  test('a finding naming both lines, in either order, counts with its confidence; certain wins', () => {
    expect(outcomeOf(pair, [])).toBe('missed');
    expect(outcomeOf(pair, [{ texts: ['  Use npm. ', 'Use pnpm.'], confidence: 'possible' }])).toBe('possible');
    expect(
      outcomeOf(pair, [
        { texts: ['Use npm.', 'Use pnpm.'], confidence: 'possible' },
        { texts: ['Use pnpm.', 'Use npm.'], confidence: 'certain' },
      ]),
    ).toBe('certain');
  });
  test('a finding naming only one of the lines does not count, and is reported as a near miss with the other line', () => {
    const f = [{ texts: ['Use pnpm.', 'Use yarn.'] as [string, string], confidence: 'certain' as const, kind: 'polarity', subject: 'package manager' }];
    expect(outcomeOf(pair, f)).toBe('missed');
    expect(nearMisses(pair, f)).toEqual([{ kind: 'polarity', subject: 'package manager', confidence: 'certain', other: 'Use yarn.' }]);
    expect(nearMisses(pair, [{ texts: ['Use npm.', 'Use pnpm.'], confidence: 'possible' }])).toEqual([]);
  });
  test('the matched finding carries its kind and subject', () => {
    expect(bestMatch(pair, [{ texts: ['Use npm.', 'Use pnpm.'], confidence: 'possible', kind: 'polarity', subject: 'npm' }])).toMatchObject({ kind: 'polarity', subject: 'npm' });
  });
});

describe('scorePositives runs a CLI on a mirror and matches its findings', () => {
  let tmp: string;
  let commit: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-positives-test-'));
    const src = path.join(tmp, 'src');
    fs.mkdirSync(src);
    const git = (...a: string[]) => execFileSync('git', ['-C', src, '-c', 'user.name=t', '-c', 'user.email=t@t', ...a], { encoding: 'utf8' });
    git('init', '-q');
    fs.writeFileSync(path.join(src, 'CLAUDE.md'), '# Guide\n\n- Use pnpm for package management.\n- Write tests for new code.\n\n@docs/style.md\n');
    fs.mkdirSync(path.join(src, 'docs'));
    fs.writeFileSync(path.join(src, 'docs', 'style.md'), '# Style\n\n- Always use npm to install dependencies.\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'memory');
    commit = git('rev-parse', 'HEAD').trim();
    fs.mkdirSync(path.join(tmp, 'mirrors', 'me+demo'), { recursive: true });
    execFileSync('git', ['clone', '-q', '--bare', src, path.join(tmp, 'mirrors', 'me+demo', 'repo')]);
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test('the shipped bundle finds the plain pnpm/npm conflict and not a compatible pair', async () => {
    const base = { repo: 'me/demo', licence: 'MIT', commit, label: 'real' as const, note: 'test pair', batch: 'positives', detector: null };
    const pairs: PositivePair[] = [
      { ...base, class: 'tool', a: { path: 'CLAUDE.md', line: 3, text: '- Use pnpm for package management.' }, b: { path: 'docs/style.md', line: 3, text: '- Always use npm to install dependencies.' } },
      { ...base, class: 'none', a: { path: 'CLAUDE.md', line: 3, text: '- Use pnpm for package management.' }, b: { path: 'CLAUDE.md', line: 4, text: '- Write tests for new code.' } },
      { ...base, repo: 'me/absent', class: 'none', a: { path: 'CLAUDE.md', line: 1, text: 'x' }, b: { path: 'CLAUDE.md', line: 2, text: 'y' } },
    ];
    const results = await scorePositives(pairs, path.join(repoRoot, 'dist', 'cli.js'), path.join(tmp, 'mirrors'));
    expect(results.map((r) => r.outcome)).toEqual(['certain', 'missed', 'error']);
    expect(results[0].kind).toBeTruthy();
    expect(results[0].subject).toBeTruthy();
    const s = summary(results);
    expect(s).toMatchObject({ n: 3, certain: 1, possible: 0, missed: 1, errors: 1 });
    expect(s.recallCertain).toBeCloseTo(1 / 3);
  }, 60_000);
});
