/**
 * The head of a review replays the base's directory reads where its changes leave them alone
 * (SideInput.share; Loader `recordNested` / `reuse`). Differential property: over random repositories and
 * random changes (memory files, imports, rules, frontmatter, symlinks, files turned into directories), the
 * head analysed with the base's records is exactly the head analysed on its own.
 */
import fc from 'fast-check';
import './../helpers/fcSeed.js';
import { analyzeSide, type SideAnalysis } from '../../src/core/review/analyze.js';
import { emptyConfig } from '../../src/core/config.js';
import { memoryTree, OverlayTree, type IndexedEntry, type TreeChange } from '../../src/core/tree.js';

type Spec = Record<string, string | { symlink: string }>;

const DIRS = ['', 'a', 'a/b', 'a/b/c', 'x', 'x/y'];
const NAMES = ['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', '.claude/CLAUDE.md', '.claude/rules/r1.md', '.claude/rules/sub/r2.md', 'docs/d.md', 'src/f.ts', 'notes.md'];
const LINES = [
  'Use pnpm.',
  'Never use npm.',
  '@docs/d.md',
  '@../CLAUDE.md',
  '@missing.md',
  '@notes.md',
  '@../../x/notes.md',
  '@/etc/passwd',
  '<!-- hidden @notes.md -->',
  '---\npaths: "src/**/*.ts"\n---',
  '---\npaths:\n  - "**/*.md"\n---',
  '---\npaths: [unclosed\n---',
  '',
];
const LINKS = ['CLAUDE.md', '../CLAUDE.md', 'notes.md', '../../../outside.md', 'docs', '../a', 'loop', '.claude'];

const path = fc.tuple(fc.constantFrom(...DIRS), fc.constantFrom(...NAMES)).map(([d, n]) => (d ? d + '/' + n : n));
const content = fc.array(fc.constantFrom(...LINES), { maxLength: 4 }).map((ls) => {
  // frontmatter only at the top
  const fm = ls.find((l) => l.startsWith('---'));
  return (fm ? fm + '\n' : '') + ls.filter((l) => !l.startsWith('---')).join('\n') + '\n';
});
const value: fc.Arbitrary<string | { symlink: string }> = fc.oneof({ weight: 6, arbitrary: content }, { weight: 1, arbitrary: fc.constantFrom(...LINKS).map((t) => ({ symlink: t })) });
const spec = fc.dictionary(path, value, { minKeys: 1, maxKeys: 14 });
/** A change: a path set to new content (or a link), or removed (null), or a file replaced by a directory holding one. */
const change = fc.oneof(
  fc.tuple(path, value.map((v) => v as string | { symlink: string } | null)),
  fc.tuple(path, fc.constant(null)),
  fc.tuple(path, content).map(([p, c]) => [p + '/CLAUDE.md', c] as [string, string]),
);

/** A tree's spec made consistent: no path is both a file and a directory (the later one wins). */
function consistent(s: Spec): Spec {
  const out: Spec = {};
  for (const [p, v] of Object.entries(s)) {
    for (const q of Object.keys(out)) if (q.startsWith(p + '/') || p.startsWith(q + '/')) delete out[q];
    out[p] = v;
  }
  return out;
}

function overlay(base: ReturnType<typeof memoryTree>, baseSpec: Spec, headSpec: Spec): OverlayTree {
  const data = new Map<string, Buffer>();
  const changes: TreeChange[] = [];
  for (const p of new Set([...Object.keys(baseSpec), ...Object.keys(headSpec)])) {
    const a = baseSpec[p];
    const b = headSpec[p];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (b === undefined) {
      changes.push({ path: p, entry: null });
      continue;
    }
    const buf = Buffer.from(typeof b === 'string' ? b : b.symlink);
    data.set(p, buf);
    const entry: IndexedEntry = { path: p, kind: typeof b === 'string' ? 'file' : 'symlink', size: buf.length, id: 'h' + p };
    changes.push({ path: p, entry });
  }
  return new OverlayTree('head', base, changes, async (e, max) => {
    const b = data.get(e.path);
    return b && b.length > max + 1 ? b.subarray(0, max + 1) : b;
  });
}

const comparable = (a: SideAnalysis) => ({
  contexts: a.contexts,
  findings: a.findings,
  manifest: a.manifest,
  reach: a.reach,
  memoryIndex: a.memoryIndex,
  references: a.references,
  warnings: a.plan.warnings,
});

async function pair(baseSpec: Spec, headSpec: Spec, share: boolean) {
  const config = { ...emptyConfig(), memoryDir: undefined };
  const baseTree = memoryTree('base', baseSpec);
  const s = share ? {} : undefined;
  const base = await analyzeSide({ name: 'base', label: 'b', root: '/repo', tree: baseTree, config, share: s });
  const head = await analyzeSide({ name: 'head', label: 'h', root: '/repo', tree: overlay(baseTree, baseSpec, headSpec), config, previous: base, share: s });
  return { base, head, reused: (s as { reused?: number } | undefined)?.reused ?? 0 };
}

describe('head directory reads replayed from the base', () => {
  test('the head with the base records is exactly the head on its own (random trees and changes)', async () => {
    let reused = 0;
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(spec, fc.array(change, { minLength: 0, maxLength: 4 }), async (b, changes) => {
        const baseSpec = consistent(b);
        const head: Spec = { ...baseSpec };
        for (const [p, v] of changes) {
          if (v === null) delete head[p];
          else head[p] = v;
        }
        const headSpec = consistent(head);
        const withShare = await pair(baseSpec, headSpec, true);
        const alone = await pair(baseSpec, headSpec, false);
        expect(comparable(withShare.head)).toEqual(comparable(alone.head));
        expect(comparable(withShare.base)).toEqual(comparable(alone.base));
        reused += withShare.reused;
        cases++;
      }),
      { numRuns: 400 },
    );
    // the property exercised replays, not only fresh reads
    expect(cases).toBe(400);
    expect(reused).toBeGreaterThan(200);
  }, 120_000);

  test('a change under a directory read, or to a file it imports, is loaded again; others are replayed', async () => {
    const base: Spec = {
      'CLAUDE.md': '# root\n',
      'a/CLAUDE.md': '# a\n@docs/d.md\n',
      'a/docs/d.md': 'doc\n',
      'b/CLAUDE.md': '# b\n',
      'c/CLAUDE.md': '# c\n',
      'c/.claude/rules/r.md': 'rule\n',
    };
    const run = async (head: Spec) => {
      const r = await pair(base, head, true);
      const alone = await pair(base, head, false);
      expect(comparable(r.head)).toEqual(comparable(alone.head));
      return r.reused;
    };
    expect(await run({ ...base })).toBe(3);
    // the imported file changed: a's read is loaded again
    expect(await run({ ...base, 'a/docs/d.md': 'doc 2\n' })).toBe(2);
    // a rule added in c's rules directory, and b's CLAUDE.md removed
    const head: Spec = { ...base, 'c/.claude/rules/new.md': 'new\n' };
    delete head['b/CLAUDE.md'];
    expect(await run(head)).toBe(1);
    // the root changed: nested reads do not look at it
    expect(await run({ ...base, 'CLAUDE.md': '# root 2\n' })).toBe(3);
  });
});
