/**
 * Readings of misses and false alarms of held-out sets 146 to 150 (each read after its first score): the file a setting is
 * written in, a setting after its file's section, objects named in R, a tool's own commands, a move from one tool to
 * another, a reason after a colon, an object the agent picks, branches made, what a subject is said to be, times of day,
 * a ban during a time, a section of files, versions a tool is pinned to, what nobody does, and a ban said to hold even
 * in a case.
 */
import { confidence, itemClaims as claims, ruleShown as shown } from '../helpers/contradictions.js';

const conf = (a: string, b: string): string | undefined => shown(a, b)[0]?.confidence;

describe('held-out set 146: settings and their files', () => {
  test('the file a setting is written in names no other thing ("in `ruff.toml`")', () => {
    expect(shown('- Python line length is 100 characters.', '- `line-length = 79` in `ruff.toml`: keep every Python line under 80 characters.').length).toBe(1);
    // (a file of code named by one line is still a narrower thing: "`server.ts`")
    expect(shown('- Keep files under 300 lines.', '- `server.ts` must stay under 500 lines.').length).toBe(0);
  });

  test('a setting named after its section ("`[tool.coverage.report] fail_under` is 75")', () => {
    expect(shown('- Set `fail_under = 90` in `[tool.coverage.report]`.', '- `[tool.coverage.report] fail_under` is 75 — leave it there.').length).toBe(1);
  });
});

describe('held-out set 146: names, commands and moves', () => {
  test('objects are named as variables are ("Name R objects in camelCase")', () => {
    expect(shown('- R: snake_case for object and function names.', '- Name R objects in camelCase (`cleanPrecincts`, not `clean_precincts`).').length).toBe(1);
    // (an object before a part of it names the part: "JSON object keys")
    expect(shown('- Name variables in camelCase.', '- JSON object keys use snake_case.').length).toBe(0);
  });

  test('a tool\'s own commands are the tool ("never run `poetry` commands in this repo")', () => {
    expect(claims('Never run `poetry` commands in this repo.').some((c) => c.key === 'fam:python-package-manager' && c.member === 'poetry' && c.polarity === -1)).toBe(true);
    expect(conf('- Use Poetry for Python dependencies.', '- Never run `poetry` commands in this repo.')).toBe('certain');
    // (what else is run, in a manner of its own, is still the act: "Never run Docker containers as root")
    expect(claims('Never run Docker containers as root.').some((c) => c.key === 'fam:container-runtime')).toBe(false);
  });

  test('"Hosting moved from Netlify to Vercel" leaves Netlify and uses Vercel', () => {
    const cs = claims('Hosting moved from Netlify to Vercel in March.');
    expect(cs.some((c) => c.memberLabel === 'Netlify' && c.polarity === -1)).toBe(true);
    expect(cs.some((c) => c.memberLabel === 'Vercel' && c.polarity === 1)).toBe(true);
    expect(shown('- The site is hosted on Netlify.', '- Hosting moved from Netlify to Vercel in March.').length).toBe(1);
  });

  test('a sentence after a colon with a plural subject and its verb says why, and narrows nothing', () => {
    const c = claims('Never use Git LFS: large files live in the bucket.').find((x) => x.key === 'act:use:lfs');
    expect(c?.scope).not.toContain('bucket');
  });
});

describe('held-out set 146: what the agent may pick, and branches', () => {
  test('"Install whatever packages you need" asks no one first', () => {
    expect(claims('Install whatever packages you need.').some((c) => c.key === 'confirm:add:dep' && c.polarity === -1)).toBe(true);
    expect(claims('Install whatever packages you need.').find((c) => c.key === 'act:install:dep')?.scope).toEqual([]);
    expect(shown('- Don\'t install new packages without asking first.', '- Install whatever packages you need; just make sure they land in the lockfile.').length).toBe(1);
    expect(claims('Add paging alerts as you see fit.').some((c) => c.key.startsWith('confirm:') && c.polarity === -1)).toBe(true);
  });

  test('a branch made is one act, whatever else the lines say', () => {
    expect(conf('- Create a new branch for every task.', '- Work directly on whatever branch is checked out; don\'t create branches.')).toBe('certain');
  });

  test('what a subject is said to be is no case of it ("Release tags are dates …, with no `v` prefix")', () => {
    expect(claims('Release tags are dates like `2026.12.07`, with no `v` prefix.').find((c) => c.key === 'fam:affix:prefix:tag')?.scope).toEqual([]);
    expect(shown('- Tag releases as `vMAJOR.MINOR.PATCH` (e.g. `v1.4.0`).', '- Release tags are dates like `2026.12.07`, with no `v` prefix.').length).toBe(1);
  });
});

describe('held-out set 150: times and sections', () => {
  test('a ban during service hours, an aside with times in it, holds only then', () => {
    const lead = claims('During service hours (11:00–23:00 venue time), don\'t deploy to production.').find((c) => c.key === 'act:deploy:production');
    expect(lead?.conditional).toBe(true);
    expect(claims('Don\'t deploy to production during service hours.').find((c) => c.key === 'act:deploy:production')?.conditional).toBe(true);
    expect(confidence('During service hours (11:00–23:00 venue time), don\'t deploy to production.', 'Deploy to production with `make deploy-prod` after the release PR merges.')).not.toBe('certain');
  });

  test('an `.editorconfig` section names files (`[Makefile]`)', () => {
    expect(shown('- Indent with 2 spaces.', '- `.editorconfig` sets `indent_style = tab` under `[Makefile]` because make requires tabs.').length).toBe(0);
    expect(shown('- Indent with 2 spaces.', '- Indent with tabs.').length).toBe(1);
  });
});

describe('held-out set 148: versions, norms and cases named', () => {
  test('"Prometheus is pinned to v2.53" is a version', () => {
    expect(claims('Prometheus is pinned to v2.53 (the LTS line); don\'t upgrade to 3.x.').some((c) => c.key.startsWith('ver:') && c.version === 'v2.53')).toBe(true);
    expect(shown('- Prometheus is pinned to v2.53 (the LTS line).', '- We run Prometheus 3.1 in every environment.').length).toBe(1);
  });

  test('what nobody does is a ban ("Nobody pushes to `main` directly")', () => {
    expect(claims('Nobody pushes to `main` directly.').some((c) => c.key === 'act:push:main' && c.polarity === -1)).toBe(true);
    // (what nothing does is how things are)
    expect(claims('Nothing imports `legacy/`.').some((c) => c.polarity === -1)).toBe(false);
  });

  test('a ban that holds "not even during an incident" has no exception for incidents', () => {
    expect(conf('- During an incident, alert rule fixes can be pushed straight to `main`.', '- Nobody pushes to `main` directly — not even during an incident. Open a PR and get a review.')).toBe('certain');
  });
});
