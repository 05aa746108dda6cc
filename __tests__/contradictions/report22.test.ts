/**
 * Lines that agree though their values differ: a line that itself states the other line's value; a version range,
 * or a floor that a pinned version meets; a count of a part ("54 of 61 hooks"), per thing, or after a section sign;
 * and the purpose after "use X for …", which is not the member chosen.
 */
import { contradictions, findingsIn, two } from '../helpers/contradictions.js';

describe('a line that itself states the other line’s value', () => {
  test('"iOS deployment target is 16.0 — … is iOS 18+ only" against "… is iOS 18+ only": no contradiction', () => {
    expect(two('- iOS deployment target is 16.0 — `onScrollGeometryChange` is iOS 18+ only\n', '- `onScrollGeometryChange` is iOS 18+ only — deployment target is 16.0\n')).toEqual([]);
  });
  test('"needs React 19.1.4, but the declared React is 19.2.6" against "The declared React is 19.2.6": no contradiction', () => {
    expect(two("- `react-native-macos@0.81` needs React 19.1.4, but the monorepo's declared React is 19.2.6.\n", "- The monorepo's declared React is 19.2.6.\n")).toEqual([]);
  });
  test('a line naming the other member as ruled out still conflicts with a line that uses it', () => {
    expect(two('- Use pnpm, never npm.\n', '- Always use npm to install dependencies.\n')[0]?.confidence).toBe('certain');
  });
  // (a number of another thing on a line of several values is certain19's "Coverage-mål" test)
  test('an act stated both ways on one line agrees with the other line only when that line also says both', () => {
    expect(two('- Do not commit directly to main; commit through a pull request.\n', '- Commit directly to main for small fixes.\n').length).toBeGreaterThan(0);
  });
});

describe('version ranges and floors', () => {
  test('"Node.js 10.13.0 to 12.x" allows Node.js 12', () => {
    expect(two('- **Node.js 10.13.0 to 12.x** - Download from https://nodejs.org/\n', '- Node.js 12 (for parity baseline generation)\n')).toEqual([]);
    expect(two('- **Node.js 10.13.0 to 12.x** is required.\n', '- Requires Node.js 12.\n')).toEqual([]);
  });
  test('a version outside the range still clashes', () => {
    expect(two('- **Node.js 10.13.0 to 12.x** is required.\n', '- Use Node.js 18.\n')[0]?.kind).toBe('version');
  });
  test('"pnpm >= 9.0.0 required" is met by "pnpm 10.12.1 (enforced in package.json)"', () => {
    expect(two('- Node.js >= 20.0.0 and pnpm >= 9.0.0 required\n', '- pnpm 10.12.1 (enforced in package.json)\n')).toEqual([]);
  });
  test('a pinned version below the floor clashes', () => {
    expect(two('- pnpm >= 9.0.0 required\n', '- Use pnpm 8.15.0.\n')[0]?.kind).toBe('version');
  });
  test('two statements of the project’s target still clash ("minimum deployment target is iOS 15" / "Target iOS 17")', () => {
    expect(two('- The minimum deployment target is iOS 15.\n', '- Target iOS 17.\n')[0]?.kind).toBe('version');
  });
});

describe('counts that do not count the same set', () => {
  const drift = (a: string, b: string) => findingsIn({ 'CLAUDE.md': a, 'AGENTS.md': b }).filter((c) => c.kind === 'drift');
  test('"54 of 61 data-fetching hooks" agrees with "54 data-fetching hooks were hand-rolled"', () => {
    expect(drift('54 data-fetching hooks were hand-rolled because each agent solved its own problem.\n', '54 of 61 data-fetching hooks use hand-rolled state instead of TanStack Query.\n')).toEqual([]);
  });
  test('"100+ CSS variables per theme" is how many each theme has', () => {
    expect(drift('The derivation engine generates **100+ CSS variables** per theme.\n', 'New theme = 25 CSS variables, zero component changes.\n')).toEqual([]);
  });
  test('"§7 VERIFY spot-checks" is a section number', () => {
    expect(drift('- §7 VERIFY spot-checks are one-row sanity checks.\n', '- Run the 2 VERIFY spot-checks before PASS 1.\n')).toEqual([]);
  });
  test('two totals of one named set still drift', () => {
    expect(drift('The app has 18 custom hooks.\n', 'There are 20 custom hooks in `src/hooks`.\n')[0]?.confidence).toBe('possible');
    expect(drift('The app has 18 custom hooks.\n', 'Of the 20 custom hooks, 4 wrap the API.\n')[0]?.confidence).toBe('possible');
  });
});

describe('"use X for M": M is what X is for', () => {
  test('"Use `as const` objects for enums, not TypeScript `enum`" agrees with "never TypeScript `enum`"', () => {
    expect(two('- Use `as const` objects for enums, not TypeScript `enum` keyword\n', '- Use `as const` objects, never TypeScript `enum`\n')).toEqual([]);
  });
  test('"Use `as const` objects for enums" no longer reads as choosing enums against a ban of them', () => {
    expect(two('- Use `as const` objects for enums.\n', '- Never use TypeScript enums.\n')).toEqual([]);
  });
  test('a member chosen before "for" is still chosen', () => {
    expect(two('- Use pnpm for all package management.\n', '- Always use npm to install dependencies.\n')[0]?.confidence).toBe('certain');
  });
});

describe('counts and ports of one named thing in two files', () => {
  const drift = (a: string, b: string) => findingsIn({ 'CLAUDE.md': a, 'AGENTS.md': b }).filter((c) => c.kind === 'drift');
  test('"46 factories in `database/factories/`" / "55 factories in `database/factories/`" drift', () => {
    const [c] = drift('- **Factories**: 46 factories in `database/factories/` with state methods\n', '55 factories in `database/factories/`. Structure:\n');
    expect(c?.confidence).toBe('possible');
    expect(c?.subject).toBe('the number of factories in database/factories');
  });
  test('an instruction to add some is not a count of the set', () => {
    expect(drift('- There are 46 factories in `database/factories/`.\n', '- Add 2 factories in `database/factories/` per model.\n')).toEqual([]);
  });
  test('"Returns a list of 7 async tool functions" is how many one list holds', () => {
    expect(drift('`build_tools()` returns a list of 7 async tool functions.\n', 'The agent has 11 async tool functions.\n')).toEqual([]);
  });
  test('counts under two names of their own are of two things', () => {
    expect(drift('**WcabOffices** -- 6 string fields; Excel export.\n', '`ApplicantAttorney(id, firmName)` -- 15 string fields.\n')).toEqual([]);
    expect(drift('6. **MCP server** -- 21 MCP tools via tRPC router\n', 'The stdio transport serves 24 MCP tools.\n')[0]?.confidence).toBe('possible');
  });
  test('one service given two ports drifts; two services, or two settings of one, do not', () => {
    const [c] = drift('- The ML backend runs on port 8080.\n', '- ML backend (port 8000)\n');
    expect(c?.confidence).toBe('possible');
    expect(c?.subject).toBe('the port of backend ml');
    expect(drift('- `pnpm dev` starts the UI on :3000, API :3001.\n', '- **API**: http://localhost:3002\n')[0]?.subject).toBe('the port of api');
    expect(drift('- The API runs on port 3001.\n', '- The web UI runs on port 3000.\n')).toEqual([]);
    expect(drift('- The API listens on port 3001 in docker.\n', '- The API listens on port 8080 in production.\n')).toEqual([]);
    expect(drift('- The API runs on port 3001.\n', '- The API runs on port 3002 (was 3001).\n')).toEqual([]);
  });
});

describe('what a negation governs', () => {
  test('"Nothing below `lifecycle` should import `lifecycle::state`" is a ban, as its ❌ copy is', () => {
    expect(two('- Nothing below `lifecycle` should import `lifecycle::state`.\n', '- Never import `lifecycle::state` below `lifecycle`.\n')).toEqual(expect.not.arrayContaining([expect.objectContaining({ rule: 'contradiction' })]));
    expect(two('- Nothing below `lifecycle` should import `lifecycle::state`.\n', '- Import `lifecycle::state` below `lifecycle`.\n')[0]?.kind).toBe('polarity');
  });
  test('"Not wired into `pnpm check`" does not ban running `pnpm check`', () => {
    expect(two('- Always use `pnpm check` at the repo root; it is cache-aware.\n', '- **Not wired into `pnpm check`**, and the runner must never learn about this directory.\n')).toEqual([]);
    expect(two('- Always use `pnpm check` at the repo root.\n', '- Never run `pnpm check` here.\n')[0]?.kind).toBe('polarity');
  });
});

describe('the means of a negative act under a negation', () => {
  test('"Never skip pre-commit hooks with `--no-verify`" agrees with "**Never:** - Use `--no-verify` on commits"', () => {
    expect(two('- Never skip pre-commit hooks with `--no-verify`. If a hook fails, fix the underlying issue.\n', '## Boundaries\n\n**Never:**\n- Push directly to `main`\n- Use `--no-verify` on commits\n')).toEqual([]);
  });
  test('"Skip the hooks with `--no-verify`" still uses the flag, against a ban of it', () => {
    expect(two('- Skip the pre-commit hooks with `--no-verify`.\n', '- Never use `--no-verify`.\n')[0]?.kind).toBe('polarity');
  });
});

describe('a label that names a layer of the stack', () => {
  test('"Frontend: Next.js 16 (App Router), Tailwind" and an app\'s "Next.js 14 (App Router) + Tailwind" state two versions of one Next.js', () => {
    const [c] = contradictions({ 'CLAUDE.md': '# P\n\n- Frontend: Next.js 16 (App Router), Tailwind, shadcn/ui (`apps/web`)\n', 'apps/web/CLAUDE.md': '# Web\n\nNext.js 14 (App Router) + Tailwind + shadcn/ui.\n' });
    expect(c?.kind).toBe('version');
    expect(c?.confidence).toBe('possible');
  });
  test('a label that names a part of the project still scopes its version', () => {
    expect(two('- Scripts: Python 3.9\n', '- Use Python 3.12.\n')).toEqual([]);
  });
});

describe('a quotation is a sample of wording', () => {
  test('two quoted samples with different paths are not a drift to report', () => {
    const f = findingsIn({ 'CLAUDE.md': '# P\n\n## Good summaries\n\n- ✅ "Updated `server/routes.ts:234` to add error handling"\n', 'android/CLAUDE.md': '# A\n\n## Good summaries\n\n- ✅ "Updated `client/screens/TasksScreen.tsx:67` to add error handling"\n' });
    expect(f.filter((c) => c.kind === 'drift' && c.confidence !== 'unlikely')).toEqual([]);
  });
});

describe('a command as the subject of an elliptical clause', () => {
  test('"the push gate heals itself; a bare `flutter test` does not" does not ban running `flutter test`', () => {
    expect(two('- Use `flutter test --accessibility` and the Flutter Accessibility Inspector.\n', '`tool/coverage.sh` regenerates before measuring, so the push gate and CI heal themselves; a bare\n`flutter test` does not.\n')).toEqual([]);
  });
  test('a ban of the command still conflicts', () => {
    expect(two('- Use `flutter test --accessibility` and the Flutter Accessibility Inspector.\n', '- Never run a bare `flutter test --accessibility`.\n')[0]?.kind).toBe('polarity');
  });
});

describe('a plural after "to" is a place, not an infinitive', () => {
  test('"Do not add package names to queries" does not clash with "Use exact package names and versions"', () => {
    expect(two('- Do not add package names to queries - package information is already shared.\n', '- Use exact package names and versions specified below.\n')).toEqual([]);
  });
});

describe('a sentence that opens with how things usually are', () => {
  test('"Typically, keys in an Enum should be TitleCase" is at most possible', () => {
    const [c] = two('- Typically, keys in an Enum should be TitleCase.\n', '- Enum keys must be lowercase.\n');
    expect(c?.confidence).not.toBe('certain');
  });
  test('without the opening word it is certain', () => {
    expect(two('- Keys in an Enum should be TitleCase.\n', '- Enum keys must be lowercase.\n')[0]?.confidence).toBe('certain');
  });
});
