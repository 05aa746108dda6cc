/**
 * Readings, each from a blind measurement read after its first score. From held-out set 87's false alarms (research
 * software teams): what a thing was, said with "was" and a version, is a state of the past; what one of the things may
 * take and what all of them together may take are two quantities. From real-text batch 445's false alarm: "and" inside
 * a leading condition that a comma closes joins two parts of the condition. From the misses of held-out sets 79 to 85
 * (stale facts), and of sets 87 to 90 after their first scores: a tool the lexicon does not know, said in one file to
 * be gone and in another described as in use or named for use. From held-out sets 87 to 90's misses: a host of a name
 * of its own, given a port in a URL, is the service there; words only in a clause of a line without its number say
 * why, and leave a clash of numbers possible; "E2E" is a word of what is measured; a subject's place "from the CLI"
 * comes before its verb; an address on a chain is a value of the named thing. From the replay of batch 441 on this
 * session's readings: the commas of a long list of places after "into" join its items, though one is spelled like a
 * verb. From real-text batch 451's false alarms: a command an example shows (here a template's, for generated
 * projects) runs no tool against a ban. From a check of the newest commit of 584 repositories of earlier batches on
 * these readings: an example a rule points to ("Canonical reference: `…`") is its own. From real-text batch 456's false alarms: a command of a tool's
 * own ruled out as the alternative rules out that command, not the tool; "the Bash tool" is the agent's tool, not a
 * shell; a port given to another service by a line ("8080 is taken by Trino") is not known to be this one's, and an
 * owner named with more words that name no other service is the same ("Jupyter Lab" / "Jupyter"; held-out sets 87, 88
 * and 91). From real-text batch 458's false alarms: a name in code right before the copula of a count is what it
 * counts ("`cappe → matcha` is 0 edges" / "`tellus → matcha` is exactly that 1 edge").
 */
import { portsOf, toolStatesOf, valuesOf } from '../../src/core/contradictions/facts.js';
import { confidence, contradictions, itemClaims as claims, ruleShown as shown } from '../helpers/contradictions.js';

describe('held-out set 87: research software teams', () => {
  test('what the code was is history, not the version in use', () => {
    expect(shown('- Target Python 3.11.', '- The original 2018 code was Python 2.7; it has been fully ported.')).toEqual([]);
    expect(claims('The project was on Node 18.').filter((c) => c.key.startsWith('ver:'))).toEqual([]);
    // (a version stated in the present still clashes, and so does one a change brought)
    expect(shown('- Target Python 3.11.', '- The code is Python 3.9.').length).toBeGreaterThan(0);
    expect(claims('The project was upgraded to Node 20.').filter((c) => c.key.startsWith('ver:')).length).toBe(1);
  });
  test('a bound on one test and a bound on the whole suite are two quantities', () => {
    expect(shown('- The whole test suite must finish in under 10 minutes.', '- The timeout for a single test is 60 seconds.')).toEqual([]);
    // (two bounds on the suite, or on one test, still clash)
    expect(shown('- The whole test suite must finish in under 10 minutes.', '- The test suite must finish in under 5 minutes.').length).toBeGreaterThan(0);
    expect(shown('- The timeout for a single test is 30 seconds.', '- Each test times out after 60 seconds.').length).toBeGreaterThan(0);
  });
});

describe('real-text batch 445', () => {
  test('"and" inside a leading condition joins two parts of it', () => {
    const c = claims('If the user says "just do it" or "go ahead and merge", merge immediately without asking again.');
    expect(c.length).toBeGreaterThan(0);
    expect(c.every((x) => x.conditional)).toBe(true);
    expect(shown('Claude will branch, commit, push, open the PR, and ask before merging.', 'If the user says "just do it" or "go ahead and merge", merge immediately without asking again.')).toEqual([]);
    // (an "and" that starts the main clause after a condition closed by its comma still starts it)
    expect(claims('If tests fail, fix them and run them again.').every((x) => x.conditional)).toBe(true);
    expect(claims('Run the tests and fix failures.').map((x) => x.key)).toEqual(['act:run:test', 'act:fix:failure']);
  });
});

describe('a tool said to be gone, described as in use in another file', () => {
  test('names as lines write them, gone and in use', () => {
    const s = (l: string): string[] => toolStatesOf(l).map((t) => `${t.gone ? 'gone' : 'used'} ${t.name}`);
    expect(s('- Pushes go through Firebase Cloud Messaging only; OneSignal was removed in March.')).toEqual(['used firebase cloud messaging', 'gone onesignal']);
    expect(s('Webpacker is gone.')).toEqual(['gone webpacker']);
    expect(s('- We replaced Font Awesome with Lucide icons.')).toEqual(['gone font awesome']);
    expect(s('- Settings are read with `django-environ`.')).toEqual(['used django-environ']);
    expect(s('The RTOS is FreeRTOS.')).toEqual(['used freertos']);
    expect(s('- CI is GitHub Actions; Travis was switched off.')).toEqual(['used github actions', 'gone travis']);
    expect(s('- The cluster uses Slurm; PBS was retired in the 2025 upgrade.')).toEqual(['used slurm', 'gone pbs']);
    expect(s('- We switched all simulation results from HDF5 to Zarr.')).toEqual(['gone hdf5']);
    expect(s('- Simulation results are stored as HDF5.')).toEqual(['used hdf5']);
    expect(s('- Fortran unit tests are written with pFUnit.')).toEqual(['used pfunit']);
    expect(s('The target MCU is the STM32F4.')).toEqual(['used stm32f4']);
    expect(s('- Tracing goes to LangSmith.')).toEqual(['used langsmith']);
    expect(s('- Lint the Go CLI with golangci-lint (`golangci-lint run ./...`).')).toEqual(['used golangci-lint']);
    expect(s('- Use DeepEval for RAG evals.')).toEqual(['used deepeval']);
    expect(s('- Evals run with promptfoo (`npx promptfoo eval`).')).toEqual(['used promptfoo']);
    expect(s('- Our evals are plain pytest tests under `evals/`; promptfoo was removed.')).toEqual(['used evals/', 'gone promptfoo']);
    expect(s("- Mock model HTTP calls with the `responses` library; respx isn't a dependency.")).toEqual(['used responses', 'gone respx']);
    expect(s('- Type checking is pyright only; mypy was uninstalled and its config deleted.')).toEqual(['gone mypy']);
    expect(s('- The oracle is Pyth; the Chainlink integration was removed in v2.')).toEqual(['used pyth', 'gone chainlink']);
    // (a word in plain lower case is a tool's name only where the line's code runs it, or where it is said to be gone)
    expect(s('- Run tests with care.')).toEqual([]);
    expect(s('Caching was removed from the worker.')).toEqual([]);
    expect(s('The Go CLI is linted with staticcheck only; golangci-lint was removed from the toolchain.')).toEqual(['gone golangci-lint']);
    expect(s('- Vector store: Pinecone (index `support-prod`).')).toEqual(['used pinecone']);
    expect(s('- LangSmith was replaced by Langfuse; the LangSmith project is archived.')).toEqual(['gone langsmith']);
    expect(s("- All embeddings were regenerated with `text-embedding-3-large`; ada-002 isn't used anywhere now.")).toEqual(['gone ada-002']);
    // (gone from one part, or in a case, or once used: none is said of the whole project now)
    expect(s('OneSignal was removed from the admin app.')).toEqual([]);
    expect(s('If Webpacker is not installed, run `bin/setup`.')).toEqual([]);
    expect(s('Push notifications were sent through OneSignal.')).toEqual([]);
    expect(s('We no longer send pushes through OneSignal.')).toEqual([]);
  });
  test('a possible drift between two files', () => {
    const f = shown('Push notifications are sent through OneSignal.', '- Pushes go through Firebase Cloud Messaging only; OneSignal was removed in March.');
    expect(f.map((c) => c.confidence)).toEqual(['possible']);
    expect(shown('- Browser tests for the Laravel app are written with Laravel Dusk.', '- Browser tests use Playwright; Dusk has been removed.').length).toBe(1);
    // (a model named in full, and by the end of its name)
    expect(shown('- Embeddings come from `text-embedding-ada-002`.', "- All embeddings were regenerated with `text-embedding-3-large`; ada-002 isn't used anywhere now.").length).toBe(1);
    // (a line that says both knows: "Boost is gone; the networking layer uses standalone Asio")
    expect(shown('The networking layer uses standalone Asio.', 'Boost is gone; the networking layer uses standalone Asio.')).toEqual([]);
    // (a directory's own file says what its part uses)
    expect(shown('- Icons come from Font Awesome.', '- Font Awesome is uninstalled.', 'apps/legacy/CLAUDE.md', 'CLAUDE.md')).toEqual([]);
  });
});

describe('held-out set 87: a port in a URL of a named host', () => {
  test('the host is the service, and two ports for it drift', () => {
    expect(portsOf('- The MLflow tracking server is http://mlflow.lab.internal:5000.').map((p) => `${p.owner}:${p.port}`)).toEqual(['mlflow.lab.internal:5000']);
    expect(shown('- The MLflow tracking server is http://mlflow.lab.internal:5000.', '- Log runs to the tracking server at http://mlflow.lab.internal:8080.').map((c) => c.confidence)).toEqual(['possible']);
    // (the same port agrees; private addresses and example hosts name no service of the project)
    expect(shown('- The MLflow tracking server is http://mlflow.lab.internal:5000.', '- Log runs to http://mlflow.lab.internal:5000.')).toEqual([]);
    expect(portsOf('Point it at http://192.168.1.20:8080 or https://api.example.com:8443.')).toEqual([]);
  });
});

describe('held-out set 87: words of a clause without the number', () => {
  test('they leave the clash possible, not unlikely', () => {
    expect(confidence('Keep Fortran source lines under 132 columns.', 'Fortran lines must not exceed 80 columns; the old compilers on the cluster choke on longer ones.')).toBe('possible');
    // (words beside the number still say what it is of)
    expect(confidence('Keep Fortran source lines under 132 columns.', 'Fortran lines must not exceed 80 columns, or the old cluster compilers choke.')).toBe('unlikely');
  });
});

describe('replay of batch 441: a list of places after "into"', () => {
  test('its commas join its items, though one ("host packages") is spelled like a verb', () => {
    const c = claims('Do not spread Pi SDK types into `@pivi/agent`, host packages, app code, UI, tools, or React.');
    expect(c.length).toBe(1);
    expect(c[0].scope).toEqual(expect.arrayContaining(['host', 'package']));
    // (an imperative after the comma still starts a clause of its own)
    expect(claims('Move the helpers into `lib/`, run the tests, and commit.').map((x) => x.key)).toEqual(expect.arrayContaining(['act:run:test']));
  });
});

describe('real-text batch 451: a template guide for generated projects', () => {
  test('its commands are examples, not uses of a tool against a ban', () => {
    const found = contradictions({
      'AGENTS.md': '# Repo\n\n> **Package manager: pnpm.** Use pnpm workspaces exclusively — never `npm` or `yarn`.\n',
      'packages/create-app/templates/react/AGENTS.md': '# App\n\n```sh\nnpm run dev        # Vite dev server\nnpm run build      # production build\n```\n',
    });
    expect(found.filter((c) => c.confidence !== 'unlikely')).toEqual([]);
    // (the same block outside a folder of templates still runs npm against the ban)
    const own = contradictions({
      'AGENTS.md': '# Repo\n\n> **Package manager: pnpm.** Use pnpm workspaces exclusively — never `npm` or `yarn`.\n',
      'packages/app/AGENTS.md': '# App\n\n```sh\nnpm run dev        # Vite dev server\n```\n',
    });
    expect(own.filter((c) => c.confidence !== 'unlikely').length).toBeGreaterThan(0);
  });
});

describe('held-out set 89: subjects of numbers', () => {
  test('"E2E" names what is measured, as "end-to-end" does', () => {
    expect(shown('- E2E specs time out after 30 seconds.', '- Each end-to-end spec gets a 90-second timeout.').length).toBe(1);
    expect(shown('- E2E specs time out after 30 seconds.', '- Unit specs time out after 5 seconds.')).toEqual([]);
  });
  test('a place "from the CLI" after the subject comes before its verb', () => {
    expect(claims('HTTP requests from the CLI time out after 10 seconds.').map((c) => c.key)).toContain('num:time');
  });
});

describe('held-out set 90: an address on a chain', () => {
  test('is a value of the named thing, in code or not', () => {
    expect(valuesOf('- Mainnet Vault proxy: 0x7a3B9e2f4c1D8e6A5b0C9d3E2f1a4B6c8D0e2F41').map((v) => v.owner)).toEqual(['mainnet proxy vault']);
    expect(shown('- Mainnet Vault proxy: 0x7a3B9e2f4c1D8e6A5b0C9d3E2f1a4B6c8D0e2F41', '- The Vault proxy on mainnet lives at 0x19cE4b7A2d8F3e5C6a0B1d9E7f2A3c4B5d6E8F07.').map((c) => c.confidence)).toEqual(['possible']);
    // (the same address, or another thing's, agrees)
    expect(shown('- Mainnet Vault proxy: 0x7a3B9e2f4c1D8e6A5b0C9d3E2f1a4B6c8D0e2F41', '- The Router proxy on mainnet lives at 0x19cE4b7A2d8F3e5C6a0B1d9E7f2A3c4B5d6E8F07.')).toEqual([]);
  });
});

describe('a check of 584 repositories of earlier batches', () => {
  test('an example a rule points to is its own', () => {
    expect(valuesOf('Canonical reference: `apps/web/components/layout/Breadcrumb.tsx`.')).toEqual([]);
    expect(contradictions({
      '.claude/rules/breadcrumbs.md': '# Breadcrumbs\n\nCanonical reference: `apps/web/components/layout/Breadcrumb.tsx`.\n',
      '.claude/rules/tests.md': '# Tests\n\nCanonical reference: `apps/api/test/integration/purge.integration.test.ts`.\n',
    })).toEqual([]);
  });
});

describe('real-text batch 456: dotfiles', () => {
  test("a command of a tool's own ruled out as the alternative rules out that command", () => {
    expect(claims('For code reads, prefer the tilth MCP (`tilth_read`, `tilth_search`) over `rtk read`.').map((c) => c.key)).toContain('act:use:rtk read');
    expect(shown('Prefix shell commands with `rtk`.', 'For code reads, prefer the tilth MCP (`tilth_read`) over `rtk read` — tilth has AST-aware outlining.')).toEqual([]);
    // (a tool ruled out as the alternative with a flag is still the tool)
    expect(claims('Lint with oxlint instead of `quicklint --fix`.').map((c) => c.key)).toContain('act:use:quicklint');
  });
  test('"the Bash tool" is the agent\'s tool, not a shell', () => {
    expect(claims("Do not run it through the agent's own Bash tool.").map((c) => c.key)).not.toContain('fam:shell-dialect');
    expect(claims('Use bash for scripts, not zsh.').map((c) => c.key)).toContain('fam:shell-dialect');
  });
});

describe('held-out sets 87, 88 and 91: ports given to another service', () => {
  test('a port a line gives another service is not known to be this one', () => {
    expect(shown('- Airflow runs locally on port 8080.', '- Local Airflow is on port 8081 (8080 is taken by Trino).').map((c) => c.confidence)).toEqual(['possible']);
    // (given to the same service, it is known: "3001 (3000 is the web app's)" beside "The web app runs on 3000")
    expect(shown('- The web app runs on port 3000.', '- The API runs on port 3001; 3000 is taken by the web app.')).toEqual([]);
  });
  test('an owner named with more words that name no other service is the same', () => {
    expect(shown('- Start Jupyter Lab on port 8888 and reach it through the SSH tunnel.', '- Run Jupyter on port 8890 for the tunnel, since 8888 is taken by the hub.').length).toBe(1);
    // ("Postgres exporter" is another service than Postgres)
    expect(shown('- Postgres listens on 5432.', '- The Postgres exporter listens on 9187.')).toEqual([]);
  });
});

describe('real-text batch 458: a name in code a count is said of', () => {
  test('counts of two names in code are of two things', () => {
    expect(shown('Verified: `cappe → matcha` is 0 edges.', 'Verified: `tellus → matcha` is exactly 1 edge.')).toEqual([]);
    // (one name given two counts still clashes)
    expect(shown('Verified: `tellus → matcha` is 0 edges.', 'Verified: `tellus → matcha` is exactly 1 edge.').length).toBe(1);
  });
});
