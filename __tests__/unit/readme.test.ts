import fs from 'node:fs';
import path from 'node:path';
import { README, rulesTable, withTable } from '../../scripts/readme-rules.js';
import { RULE_METAS } from '../../src/rules/index.js';

describe('README', () => {
  const readme = fs.readFileSync(README, 'utf8');
  test('the rule table is the one generated from the rule registry (npx tsx scripts/readme-rules.ts --write)', () => {
    expect(readme).toContain('<!-- rules:start -->');
    expect(withTable(readme)).toBe(readme);
  });
  test('the table has one row per registered rule, in registry order, each linking to its page in docs/rules/', () => {
    const table = readme.slice(readme.indexOf('<!-- rules:start -->'), readme.indexOf('<!-- rules:end -->'));
    expect(table).toContain(rulesTable());
    const ids = [...table.matchAll(/^\| \[`([a-z-]+)`\]\((docs\/rules\/[a-z-]+\.md)\) \| (error|warning|notice) \|/gm)];
    expect(ids.map((m) => m[1])).toEqual(RULE_METAS.map((r) => r.id));
    for (const m of ids) {
      expect(m[2]).toBe(`docs/rules/${m[1]}.md`);
      expect(fs.existsSync(path.join(path.dirname(README), m[2]))).toBe(true);
      expect(m[3]).toBe(RULE_METAS.find((r) => r.id === m[1])!.severity);
    }
  });
  test('every action input and output in action.yml is documented', () => {
    const yml = fs.readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');
    const names = [...yml.matchAll(/^ {2}([a-z][a-z-]+):\s*$/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(15);
    for (const n of names) expect(readme).toContain('`' + n + '`');
  });
  test('is a user guide under 12 KB that shows the comment', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(12 * 1024);
    expect(readme).toContain('docs/images/comment.png');
  });
});
