/**
 * Naming conventions: the affix a kind of names carries, singular or plural names, and a value shown after a colon.
 */
import { contradictions, two } from '../helpers/contradictions.js';

const shown = (a: string, b: string) => two(a, b, 'CLAUDE.md', '.claude/rules/naming.md').filter((c) => c.confidence !== 'unlikely');

describe('the affix of a kind of names', () => {
  test('"Prefix interfaces with `I`" against "Never prefix interface names with `I`": certain', () => {
    const [c] = shown('- Prefix interfaces with `I` (`IOrderStore`).\n', '- Never prefix interface names with `I`.\n');
    expect(c?.subject).toBe('prefix of interface names');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('certain');
  });
  test('a prefix against "no prefix" for the same kind of names', () => {
    const [c] = shown('- Environment variables are prefixed `SHOP_`.\n', "- Don't prefix environment variables — `REDIS_URL`, not `SHOP_REDIS_URL`.\n");
    expect(c?.kind).toBe('exclusive-choice');
    expect(c?.subject).toBe('prefix of environment variable names');
  });
  test('two different prefixes for the same kind of names', () => {
    expect(shown('- Env vars are prefixed `SHOP_`.\n', '- Prefix all environment variables with `STORE_`.\n').map((c) => c.subject)).toEqual(['prefix of environment variable names']);
  });
  test('"no `m_` prefix" after a semicolon takes the kind named before it', () => {
    const [c] = shown('- Name member fields in camelCase; no `m_` prefix.\n', '- Prefix member fields with `m_` (`m_total`).\n');
    expect(c?.subject).toBe('prefix of field names');
    expect(c?.kind).toBe('polarity');
  });
  test('one of several prefixes given as alternatives agrees with a rule naming it', () => {
    expect(shown('- Boolean variables start with `is`/`has`.\n', '- Booleans start with `is`.\n')).toEqual([]);
    expect(shown('- Boolean props start with `is`/`has`.\n', "- Don't prefix booleans with `is`.\n").map((c) => c.kind)).toEqual(['polarity']);
  });
  test('affixes of two kinds of names do not meet', () => {
    expect(shown('- Prefix env vars with `SHOP_`.\n', '- Prefix Kafka topics with `store.`.\n')).toEqual([]);
    expect(shown('- Prefix interfaces with `I`.\n', '- Enums never get a prefix.\n')).toEqual([]);
  });
  test('a whole name or a pattern in code is not an affix', () => {
    expect(shown('- Interfaces start with `IOrderRepository`.\n', '- Never prefix interfaces with `I`.\n')).toEqual([]);
    expect(shown('- Branches start with `feature/<ticket>`.\n', '- Branches start with `fix/<ticket>`.\n')).toEqual([]);
  });
});

describe('singular or plural names', () => {
  test('"Database tables are plural" against "Name tables in the singular": found', () => {
    const [c] = shown('- Database tables are plural (`invoices`, `payments`).\n', '- Name tables in the singular: `invoice`, `payment`.\n');
    expect(c?.subject).toBe('singular or plural names');
  });
  test('plural route names and singular table names are two kinds of names', () => {
    expect(shown('- Use plural nouns for REST routes.\n', '- Table names are singular.\n')).toEqual([]);
  });
});

describe('a value shown after a colon', () => {
  test('"Component files are kebab-case: `invoice-row.tsx`" is not narrowed by its example', () => {
    const [c] = shown('- Component files are kebab-case: `invoice-row.tsx`.\n', '- Name component files in PascalCase.\n');
    expect(c?.subject).toBe('naming case');
  });
});

describe('a rule to do an act in a case, against a ban of the act with no exception', () => {
  test('"Commit your work when the feature is done" against "Never commit": possible, with the case named', () => {
    const [c] = shown('- Commit your work when the feature is done.\n', '- Never commit — I review and commit everything myself.\n');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/in a case of its own/);
  });
  test('a case the user grants is the exception the ban leaves: not shown', () => {
    expect(shown('- Commit your work when the user asks.\n', '- Never commit — I review and commit everything myself.\n')).toEqual([]);
  });
  test('a ban restricted by a relative clause is narrower than it reads: not shown', () => {
    expect(shown('- After a format run, re-read the files.\n', '- Never re-read files you just wrote.\n')).toEqual([]);
    expect(shown('- After a format run, re-read the files.\n', '- Never re-read files.\n').map((c) => c.confidence)).toEqual(['possible']);
  });
});

describe('a member of a series of names', () => {
  test('one item of a slash-separated series changed, the other kept: not a drift', () => {
    const a = '# A\n\n## Ask before any of these\n\n- `terraform destroy` / `terraform import` on a branch with an open PR\n';
    const b = '# B\n\n## Ask before any of these\n\n- `terraform destroy` / `terraform state rm` on a branch with an open PR\n';
    expect(shown(a, b)).toEqual([]);
  });
  test('the same sentence with one name changed is still a drift', () => {
    const a = '# A\n\n- Generate the client with `openapi-ts` after editing `api.yaml`.\n';
    const b = '# B\n\n- Generate the client with `orval` after editing `api.yaml`.\n';
    expect(shown(a, b).map((c) => c.kind)).toEqual(['drift']);
  });
});


describe('a permission for a case under a ban with no exception', () => {
  test('"It\'s fine to rebase your own branches." against "Never rebase.": possible', () => {
    const [c] = shown("- It's fine to rebase your own branches.\n", '- Never rebase.\n');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/permits it for a narrower case/);
  });
  test('a permission that says it is the exception to the ban: not shown', () => {
    expect(shown("- `git tag` inside the release script is fine -- the ban is on my own tags.\n", '- NEVER run `git tag`.\n')).toEqual([]);
  });
  test('a ban that names its own case leaves the rest: not shown', () => {
    expect(shown("- It's fine to rebase your own branches.\n", '- Never rebase shared branches.\n')).toEqual([]);
  });
});

describe('a command listed for a purpose', () => {
  test('"- Format: `pnpm format`" under "## Commands" against "not a repo-wide `pnpm format`": possible, not certain', () => {
    const a = '# Project\n\n## Commands\n\n- Lint: `pnpm lint`\n- Format: `pnpm format` (`biome check --write`)\n';
    const b = '# Git\n\n- **Format only your own files** (`pnpm exec biome check --write <paths>`), not a repo-wide `pnpm format`.\n';
    const [c] = shown(a, b);
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/lists the command for "Format"/);
  });
});

describe('asking before taking on a dependency', () => {
  test('"Ask before installing any new dependency" against "Add whatever packages you need without asking": certain', () => {
    const [c] = shown('- Ask before installing any new dependency.\n', '- Add whatever packages you need without asking.\n');
    expect(c?.kind).toBe('polarity');
    expect(c?.confidence).toBe('certain');
  });
  test('asking before a migration is another act', () => {
    expect(shown('- Ask before installing any new dependency.\n', '- Run migrations without asking.\n')).toEqual([]);
  });
});

describe('"yourself" names who is told, not a case', () => {
  test('"Do not tag releases yourself" against "Tag a release when you finish a feature": found', () => {
    expect(shown('- Do not tag releases yourself; the release bot does it.\n', '- Tag a release when you finish a feature.\n').map((c) => c.kind)).toEqual(['polarity']);
  });
});

describe('tabs of a screen', () => {
  test('"Use tabs on the Account screen to group the billing forms" is not indentation', () => {
    expect(shown('- Use tabs on the Account screen to group the billing forms (`<Tabs>` from the UI kit).\n', '- Indent with spaces, never tabs.\n')).toEqual([]);
    expect(shown('- Use tabs to group the charts in the report view.\n', '- Indent with spaces, never tabs.\n')).toEqual([]);
  });
  test('tabs for indenting are still found', () => {
    expect(shown('- Use tabs for indentation in Go files.\n', '- Indent with spaces, never tabs.\n').length).toBeGreaterThan(0);
  });
});

describe('ports of a base URL', () => {
  test('"API base URL: localhost:8080" against "Local API: localhost:8000": the port of the API', () => {
    const [c] = shown('- Orders API base URL in dev: `http://localhost:8080/api`.\n', '- Local orders API: `http://localhost:8000/api/v1`.\n');
    expect(c?.kind).toBe('drift');
    expect(c?.subject).toMatch(/port of .*api/);
  });
  test('a port in bold after a space is read', () => {
    const [c] = shown('- **Shop front:** **:5173**\n', '- The shop front runs on port 3000.\n');
    expect(c?.kind).toBe('drift');
  });
});

describe('a heading that forbids until someone grants it', () => {
  const rules = '# Autonomy\n\n## Ask First\n\n- New dependencies\n\n## Never Do Without Explicit Request\n\n- Merge to the `release` branch\n- Drop database tables\n';
  test('items under "## Never Do Without Explicit Request" are bans, not instructions to do them', () => {
    expect(shown('# Project\n\n1. Never merge to the `release` branch.\n2. Never drop database tables.\n', rules)).toEqual([]);
  });
  test('they are bans that hold until asked: an instruction to do it anyway is not against them for certain', () => {
    expect(shown('# Project\n\n- Merge to the `release` branch after every sprint.\n', rules).filter((c) => c.confidence === 'certain')).toEqual([]);
  });
});

describe('a heading that says its acts need asking first', () => {
  test('items under "## Ask First" or "## Requires approval" are acts to ask about, not instructions', () => {
    for (const h of ['Ask First', 'Requires approval', 'Escalate to a human', 'Check with the user first']) {
      expect(shown('# Project\n\n- Never merge to the `release` branch.\n', `# Autonomy\n\n## ${h}\n\n- Merge to the \`release\` branch\n`)).toEqual([]);
    }
  });
  test('under another heading the item still says to do it', () => {
    expect(shown('# Project\n\n- Never merge to the `release` branch.\n', '# Autonomy\n\n## Releases\n\n- Merge to the `release` branch\n').map((c) => c.kind)).toEqual(['polarity']);
  });
});

describe('a case against a ban: only a ban stated plainly', () => {
  test('an alternative ruled out by "instead of" is not a plain ban of the act in every case', () => {
    const a = '# A\n\n**Use `[...]` syntax instead of `new () { ... }`:**\n';
    const b = '# B\n\n**ALWAYS use `new ()` when type is declared on the left side.**\n';
    expect(two(a, b, '.claude/rules/collections.md', '.claude/rules/new.md').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
});

describe('a bare item under a heading that may turn it around', () => {
  test('"- Drop the staging schema" under "## Risky operations" against "Never drop the staging schema": possible', () => {
    const [c] = shown('# Project\n\n- Never drop the staging schema.\n', '# Ops\n\n## Risky operations\n\n- Drop the staging schema\n');
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/bare item under "Risky operations"/);
  });
  test('under a plain heading it is an instruction like any other', () => {
    expect(shown('# Project\n\n- Never drop the staging schema.\n', '# Ops\n\n## Database\n\n- Drop the staging schema\n').map((c) => c.confidence)).toEqual(['certain']);
  });
});

describe('a count named with a platform before it', () => {
  test('"8 Edge Functions" against "9 Supabase Edge Functions": the same set counted twice', () => {
    const [c] = shown('- 8 Edge Functions, all active\n', '- The backend has 9 Supabase Edge Functions.\n');
    expect(c?.kind).toBe('drift');
    expect(c?.subject).toMatch(/edge functions/i);
  });
  test('two sets of two words apart are two sets', () => {
    expect(shown('- 8 Edge Functions, all active\n', '- The backend has 9 Postgres Triggers.\n')).toEqual([]);
  });
});

describe('a count a heading gives', () => {
  test('"## 12 Review Agents" against "## 13 Review Agents" in a rule: the same set counted twice', () => {
    const [c] = shown('# Project\n\n## 12 Review Agents\n\n| Agent | Role |\n', '# Constitution\n\n## 13 Review Agents\n\n- `agent-implementer` added\n');
    expect(c?.kind).toBe('drift');
  });
  test('a heading with a count of steps of two procedures is not one set', () => {
    expect(shown('# Project\n\n## 3 Steps to deploy\n\n- a\n', '# Release\n\n## 5 Steps to release\n\n- b\n')).toEqual([]);
  });
});

describe('a heading with an act of its own and an exception', () => {
  test('"## NEVER merge PRs without user approval" does not turn the sentences under it into bans', () => {
    const a = '# Branch Workflow\n\n## NEVER merge PRs without user approval\n\nAfter creating a PR, **stop and report the PR URL**. Do not merge.\nThe user will review and decide when to merge.\n';
    const b = '# Agents\n\n## Merge Policy (CRITICAL)\n\n**No agent may merge a feature PR autonomously.** After pushing a branch and\nopening a PR, stop and report the PR URL. The user decides when to merge.\n';
    expect(two(a, b, '.claude/rules/branching.md', '.claude/rules/agents.md').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
});

describe('the ones a manager manages', () => {
  test('"an orchestrator coordinating 11 review agents" and "12 review agents": with and without the orchestrator', () => {
    expect(shown('- A lead orchestrator coordinating 11 review agents.\n', '- The team has 12 review agents.\n')).toEqual([]);
  });
  test('two counts further apart still drift', () => {
    expect(shown('- A lead orchestrator coordinating 11 review agents.\n', '- The team has 14 review agents.\n').map((c) => c.kind)).toEqual(['drift']);
  });
});

describe('the branch pull requests target', () => {
  test('"Open PRs against `develop`" against "All PRs target `main`": certain', () => {
    const [c] = shown('- Open PRs against `develop`.\n', '- All PRs target `main`.\n');
    expect(c?.subject).toBe('the branch pull requests target');
    expect(c?.confidence).toBe('certain');
  });
  test('release pull requests to another branch are a case of their own', () => {
    expect(shown('- Open PRs against `develop`.\n', '- Release PRs go to `main`.\n')).toEqual([]);
  });
  test('pushing to a branch is not where pull requests go', () => {
    expect(shown('- Open PRs against `develop`.\n', '- Push tags to `main`.\n')).toEqual([]);
  });
});

describe('counts that name another set', () => {
  test('a heading of a directory\'s own file counts that directory\'s things', () => {
    const files = { 'CLAUDE.md': '# Hub\n\n- The gateway exposes 67 MCP tools.\n', 'broker/CLAUDE.md': '# Broker\n\n## MCP Tools (10 total)\n\n- a\n' };
    expect(contradictions(files).filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('a set named without its platform meets only a name written the same way', () => {
    expect(shown('- The catalog whitelists the 8 UI tools.\n', '- v1.0 ships 6 Prefab UI tools.\n')).toEqual([]);
  });
});

describe('repetitions are not sets', () => {
  test('"4 restart cycles" in one log and "50+ restart cycles" in another are measurements, not one set', () => {
    expect(shown('- The smoother-matched solve converges in 4 restart cycles.\n', '- The old default took 50 restart cycles to converge.\n')).toEqual([]);
  });
});

describe('a look-up in the registry', () => {
  test('"Check package exists: `npm show <pkg>`" is not a choice of npm against "Always use pnpm, not npm"', () => {
    expect(shown('- Check package exists: `npm show <package-name>`\n', '- Always use pnpm, not npm.\n')).toEqual([]);
    expect(shown('- Install deps: `npm install`\n', '- Always use pnpm, not npm.\n').length).toBeGreaterThan(0);
  });
});

describe('the branch of a pull request, read narrowly', () => {
  test('"Every commit on `main` … in the release PR body" says nothing of where pull requests go', () => {
    expect(shown('- Every commit on `main` since the last tag has a bullet in the release PR body.\n', '- Open PRs against `develop`.\n')).toEqual([]);
  });
  test('"It does not license opening multiple PRs against `main`" is no ban of the branch', () => {
    expect(shown('- It does not license opening multiple PRs simultaneously against `main`.\n', '- All PRs target `main`.\n')).toEqual([]);
  });
});

describe('neither … nor', () => {
  test('"(neither it nor TanStack Query is installed …)" rules TanStack Query out, as "(no TanStack Query)" does', () => {
    const a = '- Streaming via a hand-rolled `EventSource`, not `@ai-sdk/react` (neither it nor TanStack Query is installed — fetches use plain `fetch`).\n';
    expect(shown(a, '- Non-chat fetches via plain `fetch` (no TanStack Query).\n')).toEqual([]);
  });
  test('"Neither Redux nor MobX is used" against "Use MobX for state": found', () => {
    expect(shown('- Neither Redux nor MobX is used.\n', '- Use MobX for state.\n').map((c) => c.kind)).toEqual(['polarity']);
  });
});
