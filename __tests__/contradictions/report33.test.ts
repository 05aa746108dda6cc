/**
 * Ports of the server a script starts, of a server named by how it serves, and versions held by a tool's version file.
 */
import { contradictions, two } from '../helpers/contradictions.js';

const shown = (a: string, b: string) => two(a, b, 'CLAUDE.md', '.claude/rules/dev.md').filter((c) => c.confidence !== 'unlikely');

describe('the port of the server a script starts', () => {
  test('"`npm run dev` serves the app on port 5173" is the dev server\'s port', () => {
    const [c] = shown('The dev server runs on http://localhost:3000.\n', '- `npm run dev` serves the app on port 5173.\n');
    expect(c?.subject).toBe('the port of dev server');
    expect(c?.confidence).toBe('possible');
  });
  test('`pnpm start` and `yarn serve` start the project\'s server', () => {
    expect(shown('- The server listens on port 8080.\n', '- `pnpm start` listens on 3000.\n')[0]?.subject).toBe('the port of server');
  });
  test('the script names the server only when nothing else does', () => {
    expect(shown('- `pnpm dev` starts the UI on :3000, API :3001.\n', '- The dev server runs on port 5173.\n')).toEqual([]);
    expect(shown('- `pnpm dev` starts the UI on :3000.\n', '- The UI runs on port 5173.\n')[0]?.subject).toBe('the port of ui');
  });
  test('a script that builds or tests serves nothing', () => {
    expect(shown('- The dev server runs on port 3000.\n', '- Run `npm run build`, then open localhost:4173.\n')).toEqual([]);
  });
});

describe('a server named by how it serves', () => {
  test('"gRPC binds `0.0.0.0:9090`" is the gRPC server\'s port', () => {
    expect(shown('- The gRPC server listens on `:50051`.\n', 'gRPC binds `0.0.0.0:9090`.\n')[0]?.subject).toBe('the port of server');
  });
  test('two kinds of server keep two ports', () => {
    expect(shown('- The gRPC server listens on `:50051`.\n', 'Metrics are exposed on `:9090`.\n')).toEqual([]);
  });
});

describe('the version a tool\'s version file holds', () => {
  test('"`.ruby-version` is `3.2.2`" against "Ruby 3.3.0"', () => {
    const [c] = shown('Ruby 3.3.0 — see `.ruby-version`.\n', "- `.ruby-version` is `3.2.2`; don't bump it without the platform team.\n");
    expect(c?.subject).toBe('Ruby version');
  });
  test('"The `.nvmrc` pins `22`" against "Use Node 20"', () => {
    expect(shown('- Use Node 20.\n', '- The `.nvmrc` pins `22`.\n')[0]?.subject).toBe('Node.js version');
  });
  test('the same version named and in its file is one version', () => {
    expect(shown('- Node 20 LTS (`.nvmrc` says `20`).\n', '- Use Node 20.\n')).toEqual([]);
    expect(shown('- Node 20 LTS (`.nvmrc` says `20`).\n', '- Runtime is Node.js 22.\n')[0]?.subject).toBe('Node.js version');
  });
  test('a file named with no version after it, or an update on a condition, gives none', () => {
    expect(shown('- Use Node 20.\n', '- Keep `.nvmrc` in sync with CI.\n')).toEqual([]);
    expect(shown('- Use Node 20.\n', '- Update `.nvmrc` to `22` when you upgrade.\n')).toEqual([]);
  });
});

describe('the default branch', () => {
  test('"Default branch: `master`" is a label and its value', () => {
    const [c] = shown('The default branch is `main`.\n', '- **Default branch:** `master`\n');
    expect(c?.subject).toBe('the default branch');
  });
  test('the name a rename leaves is the former one', () => {
    expect(shown('The default branch is `main`.\n', 'The default branch was renamed from `master` in 2021, so old links may still say master.\n')).toEqual([]);
    expect(shown('The default branch is `main`.\n', 'The default branch is `trunk` (formerly `main`).\n')[0]?.subject).toBe('the default branch');
  });
});

describe('names an aside says are another product\'s', () => {
  test('a ban of "`env()`, `config()` (Laravel helpers)" against "Use the `env()` helper" is possible', () => {
    const files = {
      'CLAUDE.md': '- Use `getenv()` or the `env()` helper.\n',
      '.claude/rules/framework.md': '## Forbidden\n\n| Forbidden | Why |\n|---|---|\n| `env()`, `config()` (Laravel helpers) | Use the config system |\n',
    };
    const [c] = contradictions(files);
    expect(c?.confidence).toBe('possible');
    expect(c?.reason).toMatch(/Laravel helpers/);
  });
  test('the same aside in both lines separates nothing', () => {
    const files = {
      'CLAUDE.md': '- Use the Laravel `env()` helper for settings.\n',
      '.claude/rules/framework.md': '## Forbidden\n\n| Forbidden | Why |\n|---|---|\n| `env()`, `config()` (Laravel helpers) | Use the config system |\n',
    };
    expect(contradictions(files)[0]?.confidence).toBe('certain');
  });
});
