/**
 * Readings of the misses of held-out sets 98 and 99 (read after their first scores, once the pair-set bench placed a
 * line that already is a list item as it is written): what a ❌ mark rules out, against a plain rule in another file
 * to use it, is a possible clash; "**Node:** 22.x" is a version of Node.js; "w/" is "with"; "Working here" names no
 * task whose numbered steps hold only while it is done; "this monorepo" is the project; "as well" and "step by step" name no place.
 * From real-text batch 480's false alarm: "offline behavior" is a topic, not a rule to stay offline. A command line runs
 * each command its subcommands name (`wrangler secret put NAME --env dev` runs `wrangler secret put`).
 */
import { itemClaims as claims, ruleShown as shown, two } from '../helpers/contradictions.js';

describe('held-out sets 98 and 99: misses', () => {
  test('what a ❌ mark rules out against a plain rule in another file to use it is a possible clash', () => {
    const [c] = shown('Use `bun` as the package manager (`bun install`, `bun run deploy`); `bun.lock` is committed.', '- ❌ `bun install` — we standardised on pnpm. ✅ `pnpm install`.');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/example in a list/);
    // (not when the rule has a case of its own, nor when the mark says what a place lacks)
    expect(shown('In `tools/legacy/`, use `bun install`.', '- ❌ `bun install` — we standardised on pnpm. ✅ `pnpm install`.')).toEqual([]);
    expect(shown('Run `docker compose up` to start the stack.', '- ❌ `docker` - Not available in web environment')).toEqual([]);
    // (nor the fix a marked line gives, which agrees with the rule)
    expect(shown('Install dependencies with `pnpm install`.', '- ❌ `npm install` (creates a `package-lock.json` we don\'t want) ✅ `pnpm install`')).toEqual([]);
    // (and two marked lines of one file stay unlikely: their author wrote both)
    expect(two('# P\n\n- ❌ `bun install` — use pnpm.\n- Install with `bun install`.\n', '# Q\n').filter((x) => x.confidence !== 'unlikely')).toEqual([]);
  });

  test('a bold label naming a runtime with a wildcard version states that version', () => {
    expect(claims('**Node:** 22.x — we bumped from 20 in the spring').find((c) => c.key === 'ver:Node.js')).toMatchObject({ version: '22.x', scope: [] });
    expect(shown('- Nodejs 20 LTS (see .nvmrc)', '**Node:** 22.x — we bumped from 20 in the spring').length).toBeGreaterThan(0);
    // (a count under a label is no version)
    expect(claims('**Node:** 3 services').some((c) => c.key === 'ver:Node.js')).toBe(false);
  });

  test('"w/" is "with" and "w/o" is "without"', () => {
    expect(claims('deps are managed w/ poetry').find((c) => c.key === 'fam:python-package-manager')?.scope).toEqual([]);
    expect(shown('- deps are managed w/ poetry: `poetry add <pkg>` then commit poetry.lock', '- We use uv for Python dependencies. Add packages with `uv add`, never poetry.').length).toBeGreaterThan(0);
  });

  test('"Working here" is where the work is done, not a task whose numbered steps hold while it is done', () => {
    expect(two('# P\n\n## Working here\n\n- Read the docs.\n\n3. Keep functions under 50 lines.\n', '- Max function length is 80 lines (eslint `max-lines-per-function`)\n', 'CLAUDE.md', '.claude/rules/dev.md')[0]?.confidence).toBe('certain');
    // (a heading that names a task still makes its numbered items steps of it)
    expect(two('# P\n\n## Creating a release\n\n1. Keep functions under 50 lines.\n', '- Max function length is 80 lines (eslint `max-lines-per-function`)\n', 'CLAUDE.md', '.claude/rules/dev.md')[0]?.confidence).toBe('unlikely');
  });

  test('"this monorepo" is the project, "as well" says also, and "step by step" says how', () => {
    expect(shown('- Use `pnpm` for everything in this monorepo; the Workers and the Next.js app share one `pnpm-lock.yaml`.', 'Install dependencies with `npm ci` — the Vercel build reads `package-lock.json`, so keep that as the only lockfile.')[0]?.confidence).toBe('certain');
    expect(claims('Use Yarn for the `functions/` package as well.').find((c) => c.key === 'fam:js-package-manager')?.scope).toEqual(['functions']);
    expect(shown('- Keep answers short: one summary line, then the diff.', 'After each change, explain your reasoning step by step, in detail, before showing any code.').length).toBeGreaterThan(0);
    // (a place named in words still narrows: "in the billing service")
    expect(claims('Use Yarn in the billing service as well.').find((c) => c.key === 'fam:js-package-manager')?.scope).toContain('billing');
  });

  test('a kind of thing "offline" names ("offline behavior") is a topic, not a rule to stay offline (batch 480)', () => {
    expect(claims('Stop on unknown permissions, contracts, idempotency, file access, financial behavior, or offline behavior.').some((c) => c.key === 'concept:network')).toBe(false);
    expect(claims('Tests must run offline.').find((c) => c.key === 'concept:network')?.polarity).toBe(-1);
    expect(claims('Run the suite in offline mode.').find((c) => c.key === 'concept:network')?.polarity).toBe(-1);
  });

  test('a command line runs each command its subcommands name, up to the first argument, flag or placeholder', () => {
    expect(shown('- Never use `wrangler secret put` — secrets are set by the platform team.', '- If a Worker needs a new secret, add it with `wrangler secret put NAME --env dev` and mention it in the PR.')[0]?.confidence).toBe('possible');
    expect(shown('Never run `docker compose up` yourself.', 'Start the stack with `docker compose up -d`.').length).toBeGreaterThan(0);
    // (another subcommand is another command)
    expect(shown('Never run `docker compose down -v`.', 'Start the stack with `docker compose up -d`.')).toEqual([]);
  });
});
