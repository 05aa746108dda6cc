import fs from 'node:fs';
import { README, withTable } from '../../scripts/readme-rules.js';
import { RULES } from '../../src/core/review/catalogue.js';

describe('README', () => {
  const readme = fs.readFileSync(README, 'utf8');
  test('the rule catalogue table is generated from the catalogue (npx tsx scripts/readme-rules.ts --write)', () => {
    expect(readme).toContain('<!-- rules:start -->');
    expect(withTable(readme)).toBe(readme);
  });
  test('every rule id is unique and documented', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const r of RULES) expect(readme).toContain('`' + r.id + '`');
  });
  test('every action input and output in action.yml is documented', () => {
    const yml = fs.readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');
    const names = [...yml.matchAll(/^ {2}([a-z][a-z-]+):\s*$/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(15);
    for (const n of names) expect(readme).toContain('`' + n + '`');
  });
});
