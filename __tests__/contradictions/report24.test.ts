/**
 * Negations that belong to a subject or a relative clause, and plurals in "-ases".
 */
import { two } from '../helpers/contradictions.js';

describe('"ensure no one", "make sure nobody"', () => {
  test('"Make sure nobody pushes directly to main" is a ban that agrees with "Never push directly to main"', () => {
    expect(two('- Make sure nobody pushes directly to main.\n', '- Never push directly to main.\n')).toEqual([]);
  });
  test('and meets an instruction to push directly to main', () => {
    expect(two('- Make sure nobody pushes directly to main.\n', '- Push directly to main.\n')[0]?.kind).toBe('polarity');
  });
  test('"Ensure no one runs `npm publish` by hand" does not say to use npm', () => {
    expect(two('- Ensure no one runs `npm publish` by hand.\n', '- Never use npm; this repository uses pnpm.\n')).toEqual([]);
  });
  test('a subject that is nothing, in a description, still states how things are; what nobody does is the team\'s norm', () => {
    expect(two('- Nothing imports `legacy/`.\n', '- Import helpers from `legacy/`.\n')).toEqual([]);
    expect(two('- Nobody pushes directly to main.\n', '- Push directly to main.\n').length).toBe(1);
  });
});

describe('a relative clause without "that"', () => {
  test('"Use placeholders for values you do not know yet" says to use placeholders', () => {
    expect(two('- Use placeholders for values you do not know yet.\n', '- Use placeholders for every secret in examples.\n')).toEqual([]);
  });
  test('and so does not agree with a ban of placeholders', () => {
    expect(two('- Use placeholders for values you do not know yet.\n', '- Never use placeholders for values you do not know yet.\n')[0]?.kind).toBe('polarity');
  });
  test('"Never commit on a branch you did not create" is still a ban', () => {
    expect(two('- Never commit on a branch you did not create.\n', '- Commit on a branch you did not create.\n')[0]?.kind).toBe('polarity');
  });
  test('a sentence that opens with its subject keeps its negation ("In this repo we do not use npm")', () => {
    expect(two('- In this repo we do not use npm.\n', '- Always use npm to install dependencies.\n')[0]?.kind).toBeDefined();
  });
});

describe('plurals in -ases', () => {
  test('"Do not skip edge cases" and "Cover the edge cases" are about the same cases', () => {
    expect(two('- Do not skip edge cases in tests.\n', '- Skip the edge cases in tests.\n')[0]?.kind).toBe('polarity');
  });
});

describe('counts with thousands separators', () => {
  test('"1,780 engine modules" is 1780, not 780', () => {
    const c = two('- 1,780 engine modules, 888 API routes.\n', '- 1,781 engine modules.\n', 'CLAUDE.md', 'AGENTS.md')[0];
    expect(c?.reason).toMatch(/1,781 engine modules \/ 1,780 engine modules|1,780 engine modules \/ 1,781 engine modules/);
  });
  test('the same count written with and without a separator agrees', () => {
    expect(two('- 1,780 engine modules.\n', '- 1780 engine modules.\n', 'CLAUDE.md', 'AGENTS.md').filter((c) => c.kind === 'drift')).toEqual([]);
  });
});

describe('a name with a number', () => {
  test('"all 5 Sprint 0 phases" counts 5 phases; "Sprint 0" names the sprint', () => {
    expect(two('- Phase Breakdown: Visual progress for all 5 Sprint 0 phases\n', '- Phase Breakdown: Visual progress for all Sprint 0 phases\n', 'CLAUDE.md', 'AGENTS.md')).toEqual([]);
  });
  test('a count after a lower-case word is still a count', () => {
    expect(two('- Keep functions under 50 lines.\n', '- Keep functions under 80 lines.\n')[0]?.kind).toBe('numeric');
    expect(two('- Large text: Minimum 3:1 contrast ratio\n', '- Large text: Minimum 4.5:1 contrast ratio\n')[0]?.kind).toBe('numeric');
  });
});

describe('how many there were', () => {
  const now = '- The MCP server has 7 unified search tools.\n';
  test('"80% reduction from 35 search tools" and "Replaces 9 search tools" say what there was', () => {
    expect(two('- Architecture: 7 unified tools (80% reduction from 35 search tools)\n', '- The zot_search tool replaces 9 search tools.\n', 'CLAUDE.md', 'docs/CLAUDE.md').filter((c) => c.kind === 'drift')).toEqual([]);
  });
  test('"**Before**: 35 legacy tools" and the side an arrow leads from', () => {
    expect(two('**Before**: 35 legacy tools\n', '- **18 legacy tools** → **3 intelligent tools**\n', 'CLAUDE.md', 'docs/CLAUDE.md').filter((c) => c.kind === 'drift')).toEqual([]);
  });
  test('a count inside a quotation', () => {
    expect(two('- Updated "Replaces 9 legacy tools" (was 7)\n', '- 12 legacy tools remain.\n', 'CLAUDE.md', 'docs/CLAUDE.md').filter((c) => c.kind === 'drift')).toEqual([]);
  });
  test('the side an arrow leads to, and a plain count, are still counts', () => {
    expect(two('- 35 legacy tools → 3 unified search tools\n', now, 'CLAUDE.md', 'docs/CLAUDE.md')[0]?.kind).toBe('drift');
    expect(two('- The MCP server has 8 unified search tools.\n', now, 'CLAUDE.md', 'docs/CLAUDE.md')[0]?.kind).toBe('drift');
  });
});

describe('lines that each open with a bold label', () => {
  test('are one statement each: a finding names the line that says it', () => {
    const doc = '# Doc\n\n**Last Updated**: October 25, 2025\n**Version**: Post-Management Consolidation\n**Architecture**: 7 unified search tools\n';
    const c = two('- The server has 9 unified search tools.\n', doc, 'CLAUDE.md', 'docs/CLAUDE.md').find((x) => x.kind === 'drift');
    expect(c?.b.line).toBe(5);
    expect(c?.b.text).toBe('Architecture: 7 unified search tools');
  });
});

describe('copies of a sentence that differ in what is not a value', () => {
  test('one function with and without its arguments', () => {
    expect(two('Use `getUserProfile(userId)` from `lib/db/queries/user-queries.ts` to get joined data.\n', 'Use `getUserProfile()` from `lib/db/queries/user-queries.ts` to get joined data.\n', 'CLAUDE.md', 'apps/web/CLAUDE.md')).toEqual([]);
  });
  test('each file\'s own date', () => {
    expect(two('Last updated: 2026-01-09, after the refactoring of the architecture docs.\n', 'Last updated: 2026-01-12, after the refactoring of the architecture docs.\n', 'CLAUDE.md', 'apps/web/CLAUDE.md')).toEqual([]);
    expect(two('Last updated: January 9, 2026, after the refactoring of the architecture docs.\n', 'Last updated: January 12, 2026, after the refactoring of the architecture docs.\n', 'CLAUDE.md', 'apps/web/CLAUDE.md')).toEqual([]);
  });
  test('two functions, and two values of a setting, are still a drift', () => {
    expect(two('Use `getUserProfile()` from `lib/db/queries/user-queries.ts` to get joined data.\n', 'Use `getUserProfiles()` from `lib/db/queries/user-queries.ts` to get joined data.\n', 'CLAUDE.md', 'apps/web/CLAUDE.md')[0]?.kind).toBe('drift');
    expect(two('Release freeze starts 2026-01-09 for the mobile app.\n', 'Release freeze starts 2026-01-12 for the mobile app.\n', 'CLAUDE.md', 'apps/web/CLAUDE.md')[0]?.kind).toBeDefined();
  });
});

describe('rules under a "MUST NOT" heading (batch 141)', () => {
  test('"MUST NOT catch and swallow exceptions silently" bans swallowing them', () => {
    expect(two('## MUST NOT\n\n- MUST NOT catch and swallow exceptions silently — always log before re-raising\n', '- MUST NOT swallow exceptions silently — every caught error MUST be logged, re-raised, or transformed\n', '.claude/rules/api.md', '.claude/rules/errors.md')).toEqual([]);
  });
  test('and meets an instruction to swallow them', () => {
    expect(two('- MUST NOT catch and swallow exceptions silently\n', '- Swallow exceptions silently in the poller.\n')[0]?.kind).toBe('polarity');
  });
  test('"MUST NOT use plain `Enum` without `str` mixin" allows enums with it', () => {
    expect(two('- MUST use typed enums / sealed types for closed sets of values — never stringly-typed categories\n', '## MUST NOT\n\n- MUST NOT use plain `Enum` without `str` mixin — JSON serialization will break\n', '.claude/rules/design.md', '.claude/rules/schemas.md').filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('a product name before a tool\'s name', () => {
  test('"HeroUI React v3" is HeroUI\'s version, not React\'s', () => {
    expect(two('- Stack: HeroUI React v3 + Tailwind CSS v4\n', '- **Stack**: React 19 + TypeScript 5.8 + Tailwind CSS v4\n', 'CLAUDE.md', 'AGENTS.md').filter((c) => c.kind === 'version')).toEqual([]);
  });
  test('React 18 against React 19 is still a version clash', () => {
    expect(two('- Stack: React 18 + Tailwind CSS v4\n', '- **Stack**: React 19 + TypeScript 5.8 + Tailwind CSS v4\n', 'CLAUDE.md', 'AGENTS.md')[0]?.kind).toBe('version');
  });
});
