/**
 * The platform families (families/platform.ts) on plain sentences: for a sample of families, a pair that
 * chooses two members for the same role (or mandates and forbids one) is a contradiction about that family's
 * subject, and a related pair that is compatible (a narrower scope, another role, an ordinary word spelled
 * like a member) is not. Plus the shape of the vocabulary itself: unique ids, and every ordinary-word member
 * written so that it needs context.
 */
import { readFileSync } from 'node:fs';
import { BUILTIN_FAMILIES, extractDirectives, findConflicts, type Conflict } from '../../src/core/contradictions/index.js';
import { PLATFORM_FAMILIES } from '../../src/core/contradictions/families/platform.js';
import { PLATFORM_COMPATIBLE_2, PLATFORM_CONFLICTS_2, PLATFORM_PAIRS } from './families-platform.pairs.js';

function contradictions(a: string, b: string): Conflict[] {
  const m = new Map([
    ['A.md', extractDirectives('A.md', `- ${a}\n`)],
    ['B.md', extractDirectives('B.md', `- ${b}\n`)],
  ]);
  return findConflicts(m, [{ id: 'all', label: 'all', files: ['A.md', 'B.md'] }]).filter((c) => c.rule === 'contradiction');
}

const subjectOf = (id: string): string => {
  const f = PLATFORM_FAMILIES.find((x) => x.id === id);
  if (!f) throw new Error(`no platform family ${id}`);
  return f.subject;
};

describe('platform families: conflicting choices are found', () => {
  test.each(PLATFORM_PAIRS.map(([id, [a, b]]) => [id, a, b]))('%s: %s / %s', (id, a, b) => {
    const found = contradictions(a, b);
    expect(found.map((c) => c.subject)).toContain(subjectOf(id));
  });
});

describe('platform families: compatible lines stay silent', () => {
  test.each(PLATFORM_PAIRS.map(([id, , [a, b]]) => [id, a, b]))('%s: %s / %s', (_id, a, b) => {
    expect(contradictions(a, b)).toEqual([]);
  });
});

describe('platform families: a second batch in other phrasings', () => {
  test.each(PLATFORM_CONFLICTS_2)('conflict: %s / %s', (a, b) => {
    expect(contradictions(a, b).length).toBeGreaterThan(0);
  });
  test.each(PLATFORM_COMPATIBLE_2)('compatible: %s / %s', (a, b) => {
    expect(contradictions(a, b)).toEqual([]);
  });
});

describe('the vocabulary', () => {
  test('every platform family is built in, once, with unique member ids', () => {
    const ids = BUILTIN_FAMILIES.map((f) => f.id);
    for (const f of PLATFORM_FAMILIES) {
      expect(ids.filter((x) => x === f.id)).toHaveLength(1);
      const members = f.members.map((m) => m.id);
      expect(new Set(members).size).toBe(members.length);
      expect(f.domain?.length).toBeGreaterThan(0);
    }
  });

  test('docs/contradictions-platform.md lists every platform family with its members', () => {
    const doc = readFileSync(new URL('../../docs/contradictions-platform.md', import.meta.url), 'utf8');
    for (const f of PLATFORM_FAMILIES) expect(doc).toContain(`| ${f.subject} | ${f.members.map((m) => m.label).join(', ')} |`);
  });

  test('members that are ordinary words need context, a capital, a qualifier or a code span', () => {
    const ordinary = ['vault', 'flux', 'task', 'just', 'render', 'fly', 'split', 'segment', 'linear', 'drone', 'resend', 'make', 'unleash', 'vale', 'chef', 'puppet', 'square', 'paddle', 'kind', 'clerk', 'sanity', 'temporal', 'plausible', 'railway', 'shortcut', 'swarm', 'buf', 'mit', 'mpl'];
    const bare = PLATFORM_FAMILIES.flatMap((f) => f.members.flatMap((m) => m.phrases.filter((p) => ordinary.includes(p)).map((p) => `${f.id}/${m.label}: ${p}`)));
    expect(bare).toEqual([]);
  });

  test('a member needing context is not counted without it, and is with it', () => {
    // "Render" the host is named by its domain; "render" the verb and `Render()` the method are not hosts
    expect(contradictions('Host the app on render.com.', 'Deploy the app to Vercel.').map((c) => c.subject)).toEqual(['hosting platform']);
    expect(contradictions('Render the page before the deploy step runs.', 'Deploy the app to Vercel.')).toEqual([]);
    expect(contradictions('Handle rendering via `Render(width int) string`.', 'Deploy the app to Vercel.')).toEqual([]);
    // "Linear" the tracker is written with a capital
    expect(contradictions('Track every bug as a Linear issue.', 'Track every bug in Jira.').map((c) => c.subject)).toEqual(['issue tracker']);
    expect(contradictions('Keep a linear history for every bug fix.', 'Track every bug in Jira.')).toEqual([]);
  });
});
