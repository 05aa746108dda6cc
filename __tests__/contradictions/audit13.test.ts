/**
 * False-alarm classes found by reading every memory file of public repositories together (the mirrors no
 * replay batch used), each with the near miss that must still be found.
 */
import { extractDirectives, findConflicts, type Conflict } from '../../src/core/contradictions/index.js';

function pair(a: string, b: string): Conflict[] {
  const files: Record<string, string> = { 'A.md': `- ${a}\n`, 'B.md': `- ${b}\n` };
  const m = new Map(Object.entries(files).map(([p, t]) => [p, extractDirectives(p, t)]));
  return findConflicts(m, [{ id: 'all', label: 'all', files: Object.keys(files) }]).filter((c) => c.rule === 'contradiction');
}
const same = (text: string): Conflict[] => {
  const m = new Map([['CLAUDE.md', extractDirectives('CLAUDE.md', text)]]);
  return findConflicts(m, [{ id: 'all', label: 'all', files: ['CLAUDE.md'] }]).filter((c) => c.rule === 'contradiction');
};

describe('what a qualifier does to the thing it names', () => {
  test('a shared word that only modifies another word of the subject names something else', () => {
    expect(pair('Function descriptions: exactly one line.', 'Functions: keep under 50 lines')).toHaveLength(0);
    expect(pair('Functions: keep under 40 lines.', 'Functions: keep under 50 lines').length).toBeGreaterThan(0);
  });
  test('a modifier that tells two things apart keeps them apart ("SSH remote" / "HTTPS remote")', () => {
    expect(pair('Always use SSH remote: `git@github.com:<owner>/<repo>.git`', 'Never use HTTPS remote')).toHaveLength(0);
    expect(pair('Always use an SSH remote.', 'Never use an SSH remote.').length).toBeGreaterThan(0);
  });
  test('"with many parameters" describes the object of a ban, it is not an instrument', () => {
    expect(pair('Avoid functions with many parameters.', 'Never use parameters.')).toHaveLength(0);
    expect(pair('Deploy with Helm.', 'Never use Helm.').length).toBeGreaterThan(0);
  });
  test('a ban "unnecessarily" or "only when needed" is a condition, not a ban of the thing', () => {
    expect(pair("Add `'use client'` directive to interactive components.", "Don't use `'use client'` unnecessarily")).toHaveLength(0);
    expect(pair("Add `'use client'` only when needed", "Don't use `'use client'` unnecessarily")).toHaveLength(0);
    expect(pair("Add `'use client'` to every component.", "Never use `'use client'`.").length).toBeGreaterThan(0);
  });
});

describe('what a code word means', () => {
  test('an API named by a module is a programming interface, not the network', () => {
    expect(pair("Don't call internal `_asyncio` functions directly — use the public `asyncio.py` APIs.", 'Mock all API calls using MSW')).toHaveLength(0);
    expect(pair('Call the real payments API in integration tests.', 'Mock all API calls using MSW').length).toBeGreaterThan(0);
  });
  test('"in client, not server" rules out a place, not a tool', () => {
    expect(pair('Do transformations in client, not server.', 'Review the flow in a browser with the Playwright MCP server.')).toHaveLength(0);
  });
  test('a command after "for" is what a setting is for, not the act', () => {
    expect(pair('**NEVER** run `npm run build:swift` or other build commands', 'Use `timeout: 300000` (5 minutes) for `npm run build:swift`')).toHaveLength(0);
    expect(pair('**NEVER** run `npm run build:swift`', 'Run `npm run build:swift` after each change.').length).toBeGreaterThan(0);
  });
});

describe('examples and lead-ins', () => {
  test('a value under "Incorrect:" or "Correct:" is an example, not a limit', () => {
    expect(same('**Incorrect:** 3 iterations\n\ntext\n\n**Incorrect:** 2 iterations, intermediate array\n')).toHaveLength(0);
    expect(same('- Max retries: 3\n- Max retries: 5\n').length).toBeGreaterThan(0);
  });
  test('items under "Do NOT use X for:" say what X is not for; they forbid nothing of their own', () => {
    expect(same('Avoid functions with many parameters.\n\nDO NOT use context for:\n\n- Avoiding proper function parameters\n- Passing configuration\n')).toHaveLength(0);
  });
  test('a fix that names the same member as the ban it follows keeps only the ban of that spelling', () => {
    expect(same('- React Router v7 (`react-router`, NOT `react-router-dom`)\n\n## Anti-patterns\n\n- Never use `react-router-dom` — use `react-router` (v7)\n')).toHaveLength(0);
  });
  test('a paragraph that starts in lower case continues the sentence before it', () => {
    expect(same('**For tabs:** Use `react-native-bottom-tabs` (native) or the native\n\ntabs. Avoid `@react-navigation/bottom-tabs`.\n\n- Indentation: 2 spaces\n')).toHaveLength(0);
  });
});
