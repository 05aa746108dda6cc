import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replay, score, type Finding, type LabelSet } from '../../scripts/realtext/replay.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const LABELS = path.join(ROOT, '__tests__', 'contradictions', 'realtext.json');
const CLASSES = [
  'negative-example list',
  'launcher',
  'instead-of agreement',
  'negation scope',
  'description',
  'word sense',
  'different scope/condition',
  'same member',
  'example',
  'different subject',
];

describe('real-text labelled set', () => {
  const set = JSON.parse(fs.readFileSync(LABELS, 'utf8')) as LabelSet;

  test('every pair names a listed repository with its licence, both lines, and a label with a class', () => {
    const repos = new Map((set.repos ?? []).map((r) => [r.name, r.licence]));
    expect(repos.size).toBeGreaterThanOrEqual(20);
    for (const p of set.pairs) {
      expect(repos.get(p.repo)).toBe(p.licence);
      expect(p.a.text.length).toBeGreaterThan(0);
      expect(p.b.text.length).toBeGreaterThan(0);
      expect(p.a.text.length + p.b.text.length).toBeLessThan(1200);
      expect(['real', 'false']).toContain(p.label);
      if (p.label === 'false') expect(CLASSES.includes(p.class ?? '') || /^other: \S/.test(p.class ?? '')).toBe(true);
    }
  });

  test('no pair is labelled twice', () => {
    const keys = set.pairs.map((p) => JSON.stringify([p.repo, ...[p.a.text, p.b.text].sort()]));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('score', () => {
  const side = (text: string, line = 1): { path: string; line: number; text: string } => ({ path: 'CLAUDE.md', line, text });
  const finding = (repo: string, a: string, b: string, confidence?: string): Finding => ({
    repo,
    commit: 'c0ffee',
    via: 'check',
    kind: 'polarity',
    subject: 's',
    message: 'm',
    severity: 'error',
    ...(confidence ? { confidence } : {}),
    a: side(a),
    b: side(b, 2),
    seen: 1,
  });
  const labels: LabelSet = {
    pairs: [
      { repo: 'o/r', a: side('A'), b: side('B'), label: 'false', class: 'launcher' },
      { repo: 'o/r', a: side('C'), b: side('D'), label: 'real' },
      { repo: 'o/r', a: side('E'), b: side('F'), label: 'real', note: 'missed' },
    ],
  };

  test('matches a label by repository and both texts in either order; counts classes and precision', () => {
    const s = score([finding('o/r', 'B', 'A', 'certain'), finding('o/r', 'C', 'D'), finding('o/r', 'X', 'Y'), finding('other/repo', 'A', 'B')], labels);
    expect(s.real).toBe(1);
    expect(s.false).toBe(1);
    expect(s.byClass).toEqual({ launcher: 1 });
    expect(s.precision).toBe(0.5);
    expect(s.unlabelled.map((f) => `${f.repo}:${f.a.text}`)).toEqual(['o/r:X', 'other/repo:A']);
    expect(s.certainFalse).toHaveLength(1);
    expect(s.missedStill.map((p) => p.a.text)).toEqual(['E']);
  });

  test('two pairs of the same texts in other files keep their own labels', () => {
    const at = (path: string, text: string, line = 1) => ({ path, line, text });
    const placed: LabelSet = {
      pairs: [
        { repo: 'o/r', a: at('modules.md', 'File count: 0'), b: at('a/modules.md', 'File count: 1'), label: 'real' },
        { repo: 'o/r', a: at('modules.md', 'File count: 0'), b: at('b/modules.md', 'File count: 1'), label: 'false', class: 'different subject' },
      ],
    };
    const f = (b: string): Finding => ({ ...finding('o/r', 'File count: 0', 'File count: 1'), a: at('modules.md', 'File count: 0'), b: at(b, 'File count: 1', 2) });
    expect(score([f('a/modules.md')], placed).real).toBe(1);
    expect(score([f('b/modules.md')], placed).false).toBe(1);
  });
  test('known misses are listed for the repositories of the run only', () => {
    expect(score([], labels, new Set(['other/repo'])).missedStill).toEqual([]);
    expect(score([], labels, new Set(['o/r'])).missedStill.map((p) => p.a.text)).toEqual(['E']);
  });

  test('a known miss that is reported moves to found', () => {
    const s = score([finding('o/r', 'F', 'E')], labels);
    expect(s.missedFound).toHaveLength(1);
    expect(s.real).toBe(1);
  });
});

describe('replay', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-realtext-test-'));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const git = (dir: string, ...args: string[]): string =>
    execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { encoding: 'utf8' });

  test('replays each memory-file commit of a real repository through the CLI and keeps both lines once', async () => {
    const work = path.join(tmp, 'work');
    fs.mkdirSync(path.join(work, 'docs'), { recursive: true });
    git(tmp, 'init', '-q', '-b', 'main', work);
    fs.writeFileSync(path.join(work, 'CLAUDE.md'), '# Project\n\n- Use pnpm for package management.\n- Keep functions small.\n');
    git(work, 'add', '-A');
    git(work, 'commit', '-qm', 'memory');
    fs.writeFileSync(path.join(work, 'docs', 'notes.txt'), 'not memory\n');
    git(work, 'add', '-A');
    git(work, 'commit', '-qm', 'other file');
    fs.mkdirSync(path.join(work, '.claude', 'rules'), { recursive: true });
    fs.writeFileSync(path.join(work, '.claude', 'rules', 'deps.md'), '# Dependencies\n\n- Use npm for package management.\n');
    git(work, 'add', '-A');
    git(work, 'commit', '-qm', 'rule');
    const mirror = path.join(tmp, 'mirror.git');
    execFileSync('git', ['clone', '-q', '--bare', work, mirror]);

    const r = await replay([{ name: 'test/repo', mirror, licence: 'MIT' }], path.join(ROOT, 'dist', 'cli.js'));
    expect(r.repos[0].errors).toEqual([]);
    // the root commit (check), the rule commit (review); the commit that changed no memory file is skipped
    expect(r.repos[0].commitsReplayed).toBe(2);
    expect(r.repos[0].checkCommit).toBe(git(mirror, 'rev-parse', 'HEAD').trim());
    // only the rule commit has (and introduces) a contradiction
    expect(r.repos[0].commitsWithContradiction).toBe(1);
    expect(r.repos[0].commitsIntroducingContradiction).toBe(1);
    const texts = r.findings.map((f) => [f.a.text, f.b.text].sort().join(' / '));
    expect(texts).toEqual(['- Use npm for package management. / - Use pnpm for package management.']);
    expect(r.findings[0].seen).toBe(2); // the review of the rule commit and the check of HEAD
    expect(r.findings[0].repo).toBe('test/repo');
  }, 120_000);
});
