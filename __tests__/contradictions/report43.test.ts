/**
 * A label that says a command is for someone else ("Docs snippet for library users: `pip install …`") sets it apart
 * from what the project runs (held-out set 66's false alarm pair); a heading of what never to do keeps its items
 * banned with an aside in brackets ("## What AI Must NEVER Do (Extended)", real-text batch 387's false alarm); a
 * file that gives a thing each of two values (a port per mode) knows both, and no other file's copy of one of them
 * is stale (batch 388's four false alarms); the mark of a note before a colon ("Learned:", "Gotcha:", "Note to
 * self:") names no topic; a headline that a tool was taken out ("ESLint removed —", "ktlint dropped", "was tried and
 * abandoned") says it is gone; "=" and an arrow stand for the colon of a label ("Kotlin formatter = ktlint",
 * "Python env → `uv sync`"), and so do the words of a settings key ("package_manager: uv"); a rule to stop using a
 * tool is as firm as a ban of it against a file that says the project uses it; a step that runs conda, CocoaPods or
 * Flutter runs that tool; and a mark of what to use before one of what not to ("✅ `pnpm add` ❌ `npm install`")
 * makes two statements; an act and its opposite joined by a slash ("You can enable/disable handlers") are a choice of
 * either (batch 390's false alarm); a version after a tool's label with a word that says how it holds ("**PHP:** 8.3
 * minimum") is that version; a number said of a place that the other number counts as part of what it measures
 * ("Max 3 retries on network calls" / "Retry network calls up to 5 times") is about one thing; what a part of the
 * project moved to ("CI moved to Buildkite") is what it uses; the part of the project a version is said of, as the
 * subject ("The backend targets Python 3.10"), is named as "for the backend" names it; "TypeScript files" are "TS
 * files", and a place called a folder is that place; what the project left ("we left Heroku") is gone, and a thing that
 * plays a part in a set-up ("with Redis as the broker") narrows nothing; NextAuth, Devise and Rodauth are
 * authentication providers; a plus after a value ("Target 95%+") is "or more" (batch 393's false alarm).
 */
import { itemClaims as claims, itemKeys as keys, ruleShown as shown, two } from '../helpers/contradictions.js';

const levels = (a: string, b: string) => shown(a, b).map((c) => c.confidence);

describe('a command for someone else', () => {
  test('is set apart from what the project runs', () => {
    expect(shown('- Docs snippet for library users: `pip install acme-vision`.', '- Dev setup: `uv sync`.')).toEqual([]);
    expect(shown('- End users: `npm install -g acme-cli`.', '- Install: `pnpm install`.')).toEqual([]);
  });
  test('a step of the project still runs its command', () => {
    expect(keys('Dev setup: `pip install -r requirements.txt`.')).toContain('fam:python-package-manager=pip 1');
  });
});

describe('a heading of what never to do', () => {
  const a = `# P\n\n## What AI Must NEVER Do (Extended)\n\n- Use \`os.environ.get("MLFLOW_TRACKING_URI", "mlruns")\` or any \`get(VAR, literal)\` pattern\n  in flow files — use \`resolve_tracking_uri()\` or fail loudly on missing env var\n- Skip tests\n`;
  const b = `- NEVER use \`os.environ.get("MLFLOW_TRACKING_URI", "mlruns")\` — use \`resolve_tracking_uri()\`\n`;
  test('keeps its items banned with an aside in brackets', () => {
    expect(two(a, b, 'CLAUDE.md', 'src/obs/CLAUDE.md').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('an item under a heading that bans nothing is read as it is', () => {
    const c = two(a.replace('What AI Must NEVER Do (Extended)', 'Configuration (Extended)'), b, 'CLAUDE.md', 'src/obs/CLAUDE.md');
    expect(c.filter((x) => x.confidence !== 'unlikely')).toHaveLength(1);
  });
});

describe('a file that gives a thing two values', () => {
  const modes = (first: string, second: string) =>
    `# App\n\n**Docker Mode:**\n- Start: \`docker compose up -d\`\n- Environment: \`VITE_BACKEND_URL=http://localhost:${first}\`\n\n**Local Dev Mode:**\n- Start: \`npm run dev\`\n- Environment: \`VITE_BACKEND_URL=http://localhost:${second}\`\n`;
  test('knows both, and another copy of one of them is no stale copy', () => {
    expect(two(modes('4001', '3001'), modes('4001', '3001'), 'CLAUDE.md', 'docs/CLAUDE.md').filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('a copy that moved one of them is still a drift', () => {
    expect(two(modes('4001', '3001'), modes('4002', '3001'), 'CLAUDE.md', 'docs/CLAUDE.md').filter((c) => c.confidence === 'possible').length).toBeGreaterThan(0);
  });
});

describe('the mark of a note', () => {
  test('names no topic: what follows is read as a sentence of its own', () => {
    for (const mark of ['Learned', 'Gotcha', 'Note to self', 'TIL', '**Lesson learned**'])
      expect(keys(`${mark}: this repo installs with \`pnpm install\`.`)).toContain('fam:js-package-manager=pnpm 1');
  });
  test('a label of a topic still narrows what follows', () => {
    expect(keys('Docs site: installs with `pnpm install`.')).not.toContain('fam:js-package-manager=pnpm 1');
  });
});

describe('a headline that a tool was taken out', () => {
  test('says it is gone', () => {
    expect(keys('ESLint removed — Biome does lint + format now.')).toContain('fam:js-linter=eslint -1');
    expect(keys('ktlint dropped in 2024.')).toContain('fam:kotlin-formatter=ktlint -1');
    expect(keys('Playwright was tried and abandoned.')).toContain('fam:e2e-framework=playwright -1');
    expect(levels('Lint with ESLint before every commit (`pnpm lint`).', 'ESLint removed — Biome does lint + format now (`npx biome check --write`).')).toEqual(['possible']);
  });
  test('what was tried and kept is in use, and what replaced another is no headline of its own end', () => {
    expect(keys('Playwright was tried and adopted.')).toContain('fam:e2e-framework=playwright 1');
    expect(keys("Black was used until v2.0; ruff's formatter replaced it.")).not.toContain('fam:python-formatter=ruff format -1');
  });
});

describe('"=" and an arrow for the colon of a label', () => {
  test('give the label its value', () => {
    expect(keys('Kotlin formatter = ktlint.')).toEqual(['fam:kotlin-formatter=ktlint 1']);
    expect(keys('Python env → `uv sync`; don\'t call pip directly.')).toEqual(['fam:python-package-manager=uv 1', 'fam:python-package-manager=pip -1']);
    expect(keys('package_manager: uv')).toEqual(['fam:python-package-manager=uv 1']);
    expect(levels('Kotlin formatter = ktlint.', 'Kotlin formatting → ktfmt (Google style). ktlint was dropped.')).toEqual(['possible']);
  });
  test('a move from one version to another is no label', () => {
    expect(keys('Tailwind v3 → v4')).toEqual([]);
  });
});

describe('a rule to stop using a tool', () => {
  test('is as firm as a ban of it against a file that says the project uses it', () => {
    expect(levels('Package manager: yarn (classic, v1).', 'Stop using yarn — bun is the package manager now (`bun install`).')).toEqual(['possible']);
  });
});

describe('a step that runs a tool', () => {
  test('runs CocoaPods or conda as it runs npm', () => {
    expect(keys('After pulling: `pod install`.')).toEqual(['fam:swift-dependency-manager=cocoapods 1']);
    expect(levels('- Conda for the training env: `conda env create -f environment.yml`.', 'Note to self: no conda on this project; `poetry install` sets up everything, training included.')).toEqual(['possible']);
  });
});

describe('a mark of what to use, then one of what not to', () => {
  test('makes two statements', () => {
    expect(keys('✅ `pnpm add -D <pkg>`  ❌ `npm install <pkg>` — npm lockfiles get deleted in review.')).toEqual(['cmd:pnpm add -D <pkg> 1', 'fam:js-package-manager=pnpm 1', 'cmd:npm install <pkg> -1']);
  });
  test('a mark of what not to do, then one of the fix, as before', () => {
    expect(keys('❌ `bun install` — ✅ `pnpm install`')).toEqual(['fam:js-package-manager=bun -1', 'cmd:pnpm install 1', 'fam:js-package-manager=pnpm 1']);
  });
});

describe('an act and its opposite joined by a slash', () => {
  test('are a choice of either, a ban of neither', () => {
    expect(keys('You can enable/disable handlers, change priorities, and set handler-specific options there.').filter((k) => k.startsWith('act:use:handler'))).toEqual([]);
    expect(levels('Configure via `handlers.pre_tool_use.git_stash.options.mode: deny` to enforce the stricter policy.', 'You can enable/disable handlers, change priorities, and set handler-specific options there.')).toEqual([]);
  });
  test('a ban of disabling is still a ban', () => {
    expect(keys('Never disable handlers.')).toContain('act:use:handler 1');
  });
});

describe('a version after a tool\'s label', () => {
  test('with a word that says how it holds ("minimum", "only") is that version', () => {
    expect(keys('**PHP:** 8.3 minimum — typed class constants are fine.')).toContain('ver:PHP 1');
    expect(levels('- **PHP:** 8.3 minimum — typed class constants are fine.', '- Keep the code compatible with PHP 8.1 (our shared hosting); no 8.2+ features.')).toEqual(['certain']);
  });
  test('a count after a label is no version', () => {
    expect(keys('**Python:** 3 services')).toEqual([]);
  });
});

describe('a number said of a place the other counts', () => {
  test('measures one thing', () => {
    expect(levels('Max 3 retries on network calls.', 'Retry network calls up to 5 times with exponential backoff.')).toEqual(['certain']);
  });
  test('a number of another place is another number', () => {
    expect(shown('Max 3 retries on network calls.', 'Retry database writes up to 5 times.')).toEqual([]);
  });
});

describe('the part of the project a version is said of', () => {
  test('as the subject, it is named as "for the backend" names it', () => {
    expect(levels('- Python 3.12 is required for the backend.', '- The backend targets Python 3.10, so don\'t use 3.11+ syntax.')).toEqual(['certain']);
    expect(claims('The backend uses Python 3.10.')[0].scope).toEqual(['backend']);
  });
  test('the library a repository is, is the project itself, and servers are the machines it runs on', () => {
    expect(claims('The library targets `net5.0`.')[0]?.scope ?? []).toEqual([]);
    expect(levels('We\'re on Java 21, so records and pattern matching for switch are fine.', 'Compile with `--release 17`; the servers run JDK 17 and nothing newer.')).toEqual(['possible']);
  });
});

describe('places said two ways', () => {
  test('"TypeScript files" are "TS files", and a place called a folder is that place', () => {
    expect(levels('- Indent with 2 spaces in all JS and TS files.', '- Use tabs for indentation in TypeScript files.')).toEqual(['certain']);
    expect(levels('- The frontend uses Bun as its package manager, so run `bun install` to set it up.', '- Run `pnpm install` in the frontend folder before starting the dev server.')).toEqual(['possible']);
  });
  test('another place is another place', () => {
    expect(shown('- Indent with 2 spaces in all JS and TS files.', '- Use tabs for indentation in Go files.')).toEqual([]);
  });
});

describe('what a part of the project moved to', () => {
  test('is what it uses', () => {
    expect(keys('CI moved to Buildkite; `.github/workflows` is dead code.')).toEqual(['fam:ci-service=buildkite 1']);
    expect(levels('CI runs on GitHub Actions.', 'CI moved to Buildkite; `.github/workflows` is dead code.')).toEqual(['possible']);
  });
  test('what it moved away from is not', () => {
    expect(keys('CI moved off Travis.')).not.toContain('fam:ci-service=travis 1');
  });
});

describe('what the project left, and what plays a part in a set-up', () => {
  test('"we left Heroku" says Heroku is gone', () => {
    expect(keys('Production runs on AWS ECS; we left Heroku last year.')).toContain('fam:hosting-platform=heroku -1');
    expect(levels('The app is deployed on Heroku.', 'Production runs on AWS ECS; we left Heroku last year.')).toEqual(['possible']);
  });
  test('"we left the config as it was" leaves no tool', () => {
    expect(keys('We left the config as it was.')).toEqual([]);
  });
  test('"with Redis as the broker" narrows nothing', () => {
    expect(claims('Background jobs run on Celery with Redis as the broker.')[0].scope).toEqual([]);
    expect(levels('Background jobs run on Celery with Redis as the broker.', 'We use RQ for background jobs, not Celery.')).toEqual(['possible']);
  });
  test('NextAuth, Devise and Rodauth are authentication providers; "devise a plan" is a verb', () => {
    expect(levels('Auth is handled by NextAuth.', 'We moved auth to Clerk, and NextAuth has been removed.')).toEqual(['possible']);
    expect(keys('Authentication is Rodauth; Devise was removed in #1180.')).toEqual(['fam:auth-provider=rodauth 1', 'fam:auth-provider=devise -1']);
    expect(keys('Devise a plan before coding.')).toEqual([]);
  });
});

describe('a plus after a value', () => {
  test('is "or more": two floors of an aim are both met above the higher one', () => {
    expect(claims('Target 95%+ coverage.')[0]).toMatchObject({ cmp: 'min', value: 95 });
    expect(shown('- Test first. Target 95%+ coverage.', '- Test first. Target 85%+ branch coverage.')).toEqual([]);
  });
  test('a target under the floor still clashes', () => {
    expect(levels('- Target 95%+ coverage.', '- Target 80% coverage.')).toEqual(['certain']);
  });
});
