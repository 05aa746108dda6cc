/**
 * What may fail the check: a clash between two layers, with numbers that are parallel. Each test checks a shape of
 * real memory files that no longer fails the check and the plain conflict beside it that still does.
 */
import { confidence, contradictions, onlyOneFile, pair, two } from '../helpers/contradictions.js';


describe('two lines of one file', () => {
  test('values under two sections of one file are unlikely', () => {
    const [c] = contradictions({ 'CLAUDE.md': '# Setup\n\n### Backend\n\nNode.js ≥20.0.0 required.\n\n### Portal\n\nNode.js ≥20.9.0 required.\n' });
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/two lines of one file/);
  });
  test('a list of cost estimates per service does not fail the check', () => {
    const doc = '# Costs\n\n**Realistic Scenario** (with Extended Thinking for content):\n- Contact Intelligence: 1000 calls/month @ Opus with thinking\n  - Without caching: ~$150/month\n  - With caching: ~$41/month\n\n- Content Generation: 500 calls/month @ Opus with thinking\n  - Without caching: ~$100/month\n  - With caching: ~$28/month\n';
    expect(contradictions({ 'CLAUDE.md': doc }).filter((c) => c.confidence === 'certain')).toHaveLength(0);
  });
  test('a rule and the same rule under "🚫 Never" agree', () => {
    const doc = '# Rules\n\n- **NEVER** commit secrets — use `wrangler secret put` (backend)\n\n## Boundaries\n\n### 🚫 Never\n- Commit API keys, tokens, or secrets\n';
    expect(contradictions({ 'CLAUDE.md': doc })).toHaveLength(0);
    expect(contradictions({ 'A.md': '- **NEVER** commit secrets\n', 'B.md': '# Boundaries\n\n### ⛔️ Never\n- Commit API keys, tokens, or secrets\n' })).toHaveLength(0);
    expect(contradictions({ 'A.md': '- **NEVER** commit secrets\n', 'B.md': '# Boundaries\n\n### ✅ Always\n- Commit API keys, tokens, or secrets\n' })[0]?.confidence).toBe('certain');
  });
  test('the same lines in two layers still fail the check', () => {
    expect(two('Node.js ≥20.0.0 required.\n', 'Node.js ≥20.9.0 required.\n')[0]?.confidence).toBe('certain');
    expect(two('- Use pnpm for all package management.\n', '- Always use npm to install dependencies.\n')[0]?.confidence).toBe('certain');
    expect(contradictions({ 'CLAUDE.md': '# P\n\n- Coverage goals: API Routes >= 90%\n', '.claude/rules/testing.md': '# Testing\n\n- Coverage goals: API Routes >= 80%\n' })[0]?.confidence).toBe('certain');
  });
  test('within one file, nothing else keeps a plain conflict from certain', () => {
    expect(onlyOneFile(contradictions({ 'CLAUDE.md': '# P\n\n- Use pnpm for all package management.\n\n## Install\n\n- Always use npm to install dependencies.\n' })[0])).toBe('only one file');
  });
});

describe('numbers of one thing on a line of several', () => {
  test('"Coverage-mål: API Routes >= 90%, Utilities >= 95%" against a rule file\'s "API Routes >= 80%" fails the check', () => {
    const files = { 'CLAUDE.md': '# P\n\n- **Coverage-mål**: API Routes >= 90%, Utilities >= 95%, Overall >= 80%\n', '.claude/rules/testing.md': '# Testing\n\n## Coverage-mal\n\n- API Routes >= 80%\n- Utilities >= 90%\n' };
    const found = contradictions(files);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.every((c) => c.confidence === 'certain')).toBe(true);
  });
  test('each side naming its own thing still sets two numbers', () => {
    expect(confidence('Voltage ratings (min 10% margin)', 'Current ratings (min 20% margin)')).not.toBe('certain');
  });
});

describe('a ban of skipping', () => {
  test('"Prohibited: - Skipping the consultation …" is a rule to consult', () => {
    const a = '## Pattern\n\n**Prohibited**:\n- Answering on the agent\'s behalf.\n- Skipping the consultation because you believe you already know the answer.\n';
    expect(contradictions({ 'A.md': a, 'B.md': '- The PM MUST NOT skip the consultation because spawning is unavailable.\n' })).toHaveLength(0);
  });
  test('a ban of doing it under the same lead-in is still a ban', () => {
    const a = '## Pattern\n\n**Prohibited**:\n- Answering on the agent\'s behalf.\n- Running the consultation twice.\n';
    expect(contradictions({ 'A.md': a, 'B.md': '- Always run the consultation twice.\n' })[0]?.confidence).toBe('certain');
  });
});

describe('values set side by side in one file', () => {
  test('items under sibling "Name: …" items are cases of one list', () => {
    const doc = '# Costs\n\n- Contact Intelligence: 1000 calls/month\n  - Without caching: ~$150/month\n- Content Generation: 500 calls/month\n  - Without caching: ~$100/month\n';
    expect(contradictions({ 'CLAUDE.md': doc })).toHaveLength(0);
    expect(contradictions({ 'CLAUDE.md': '# Costs\n\n- Contact Intelligence\n  - Without caching: ~$150/month\n- Content Generation\n  - Without caching: ~$100/month\n' })).toHaveLength(1);
  });
  test('"Minimum:" and "Recommended:" in one file are two quantities; in two files, an unlikely clash', () => {
    expect(contradictions({ 'CLAUDE.md': '# VPS\n\n- Minimum: 512MB RAM, 1 CPU core\n- Recommended: 1GB RAM, 2 CPU cores\n' })).toHaveLength(0);
    expect(two('- Minimum: 512MB RAM\n', '- Recommended: 1GB RAM\n')[0]?.confidence).toBe('unlikely');
  });
});

describe('versions given as alternatives', () => {
  test('"React 18/19" and "Python 3.11 or 3.12" allow each of them', () => {
    expect(pair('React 19 Required: Minimum React version is 19.0.0', 'React 18/19 - Component framework')).toHaveLength(0);
    expect(pair('Use Python 3.12.', 'Python 3.11 or 3.12 is supported.')).toHaveLength(0);
  });
  test('one version against another still clashes', () => {
    expect(confidence('React 19 Required: Minimum React version is 19.0.0', 'React 18 - Component framework')).toBe('certain');
  });
});
