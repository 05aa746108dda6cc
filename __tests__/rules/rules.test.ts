/**
 * Every rule is a module with a page: it fires on the page's bad example and stays silent on its good one
 * (checked, or reviewed as a change, by the pure core on in-memory trees). Examples that cannot be written
 * out in a page (megabytes of text, hundreds of lines) are filled in here, where the page says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderSarif } from '../../src/report/formats.js';
import { RULES, RULE_BY_ID } from '../../src/rules/index.js';
import type { Finding } from '../../src/core/review/types.js';
import { DOCS_RULES, reportOf, ruleExamples, type Example, type TreeFiles } from '../helpers/ruleExamples.js';

const lines = (n: number, first: string) => [first, ...Array.from({ length: n - 1 }, (_, i) => `- [Topic ${i}](t${i}.md): note ${i}`)].join('\n') + '\n';

/** What the pages describe in words instead of writing out. */
const FILL: Record<string, (files: TreeFiles) => void> = {
  'file-too-large': (f) => void (f['docs/api-reference.md'] = Buffer.alloc(4_500_000, 'a')),
  'large-file': (f) => void (f['docs/architecture.md'] = '# Architecture\n\n' + 'x'.repeat(45_000) + '\n'),
  'total-too-large': (f) => {
    for (const p of ['docs/api.md', 'docs/db.md', 'docs/ui.md', 'docs/ops.md']) f[p] = 'y'.repeat(35_000) + '\n';
  },
  'memory-truncated': (f) => {
    if (String(f['.claude/memory/MEMORY.md']).includes('more lines')) f['.claude/memory/MEMORY.md'] = lines(230, '- [Deploy](deploy.md): how we deploy');
  },
  'memory-near-cap': (f) => {
    if (String(f['.claude/memory/MEMORY.md']).includes('more lines')) f['.claude/memory/MEMORY.md'] = lines(170, '- [Deploy](deploy.md): how we deploy');
  },
  'markdown-unparsed': (f) => {
    if (String(f['docs/generated.md']).includes('100,000 times')) f['docs/generated.md'] = '@docs/hidden.md ' + '\\*'.repeat(100_000) + '\n';
  },
};

function filled(id: string, ex: Example): Example {
  const fill = FILL[id];
  if (!fill) return ex;
  const out: Example = { head: { ...ex.head }, ...(ex.base ? { base: { ...ex.base } } : {}) };
  fill(out.head);
  if (out.base) fill(out.base);
  return out;
}

const of = (findings: Finding[], id: string) => findings.filter((f) => f.rule === id && !f.suppressed);

describe('the rule registry', () => {
  const modules = fs
    .readdirSync(path.join(DOCS_RULES, '..', '..', 'src', 'rules'))
    .filter((f) => f.endsWith('.ts') && !['index.ts', 'types.ts', 'util.ts'].includes(f))
    .map((f) => f.slice(0, -3))
    .sort();

  test('every module in src/rules is registered once, under its file name', async () => {
    expect(RULES.map((r) => r.meta.id).sort()).toEqual(modules);
    for (const id of modules) {
      const mod = (await import(`../../src/rules/${id}.js`)) as { meta: { id: string } };
      expect(mod.meta).toBe(RULE_BY_ID.get(id));
    }
  });

  test('SARIF rule metadata is the registry: id, title, why, fix, default level and the rule page', async () => {
    const sarif = JSON.parse(renderSarif(await reportOf({ head: { 'CLAUDE.md': '# Project\n\nSee @docs/missing.md.\n' } })));
    const level = { error: 'error', warning: 'warning', notice: 'note' } as const;
    expect(sarif.runs[0].tool.driver.rules).toEqual(
      RULES.map(({ meta: m }) => expect.objectContaining({ id: m.id, shortDescription: { text: m.title }, fullDescription: { text: m.why }, help: { text: m.fix }, helpUri: m.docs, defaultConfiguration: { level: level[m.severity] } })),
    );
    expect(sarif.runs[0].results.map((x: { ruleId: string; ruleIndex: number }) => RULES[x.ruleIndex].meta.id)).toEqual(['import-missing']);
  });

  test('every rule has a page in docs/rules, and only registered rules have one', () => {
    expect(
      fs
        .readdirSync(DOCS_RULES)
        .map((f) => f.replace(/\.md$/, ''))
        .sort(),
    ).toEqual(modules);
  });
});

describe.each(RULES.map((r) => [r.meta.id, r] as const))('%s', (id, rule) => {
  const { page, bad, good } = ruleExamples(id);

  test('its page states the rule as the registry does', () => {
    const m = rule.meta;
    expect(m.docs).toBe(`https://github.com/memory-review/memory-review/blob/main/docs/rules/${id}.md`);
    expect(page.startsWith(`# \`${id}\`: ${m.title}\n`)).toBe(true);
    expect(page).toContain(`Default severity **${m.severity}**`);
    for (const text of [m.why, m.fix]) expect(page).toContain(text);
    if (m.lowered) expect(page).toContain(`${m.lowered.severity} when ${m.lowered.when}`);
  });

  test('fires on the bad example, with the severity and fix of its meta', async () => {
    const r = await reportOf(filled(id, bad));
    const found = of(r.findings, id);
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      expect(f.severity).toBe(rule.meta.severity);
      expect(f.hint.length).toBeGreaterThan(0);
      if (r.mode === 'review') expect(f.introduced).toBe(true);
    }
  });

  test('stays silent on the good example', async () => {
    const r = await reportOf(filled(id, good));
    expect(of(r.findings, id)).toEqual([]);
  });
});

describe('a rule’s milder case (meta.lowered)', () => {
  test('rule-unknown-key beside `paths:` is a notice, as its meta says', async () => {
    const r = await reportOf({
      head: { 'CLAUDE.md': '# Project\n', '.claude/rules/python.md': '---\npaths:\n  - "**/*.py"\nalwaysApply: false\n---\nUse type hints.\n', 'app/main.py': 'pass\n' },
    });
    const found = of(r.findings, 'rule-unknown-key');
    expect(found.map((f) => [f.locations[0].line, f.severity])).toEqual([[4, RULE_BY_ID.get('rule-unknown-key')!.lowered!.severity]]);
    expect(found[0].severity).toBe('notice');
  });
});
