/**
 * What makes a contradiction `certain` (an error that fails the check) rather than `possible` (a warning): the
 * shape of the two lines, not the words they use. Each test checks the shape that is only possible and the
 * plain conflict that stays certain.
 */
import { extractDirectives } from '../../src/core/contradictions/index.js';
import { confidence, onlyOneFile, pair, same, two } from '../helpers/contradictions.js';


describe('a tool named as the qualifier of another noun', () => {
  test('"Terraform state", "CJS shims", "husky conventional commits" are things of the tool, not its use', () => {
    expect(confidence('Never commit secrets or Terraform state.', 'Never use Terraform; provision with Pulumi.')).not.toBe('certain');
    expect(confidence('The ESM bundle needs CJS shims for native modules.', 'Use ESM only; never CommonJS.')).not.toBe('certain');
  });
  test('a tool named bare, or with a word for the tool itself, is chosen', () => {
    expect(confidence('Use pnpm for all package management.', 'Always use npm to install dependencies.')).toBe('certain');
    expect(confidence('Use the pnpm CLI for every install.', 'Always use npm to install dependencies.')).toBe('certain');
    expect(confidence('Format with dprint, not Prettier.', 'Use Prettier everywhere.')).toBe('certain');
  });
  test('a member that is an act is followed by its object', () => {
    expect(confidence('Always squash commits when merging.', 'Never squash; use merge commits.')).not.toBeUndefined();
  });
});

describe('a ban of another act on a tool', () => {
  test('"do not wrap axios" rules out wrapping it, not using it', () => {
    expect(confidence('Do not wrap axios in a helper.', 'Use axios for HTTP calls.')).not.toBe('certain');
    expect(confidence('Never vendor Lodash.', 'Use Lodash for utilities.')).not.toBe('certain');
  });
  test('a ban of using or running the tool stays certain', () => {
    expect(confidence('Never use Prisma.', 'Use Prisma for every query.')).toBe('certain');
  });
});

describe('numbers on parallel lines', () => {
  test('each line naming its own thing sets two numbers', () => {
    expect(confidence('- Voltage ratings (min 10% margin)', '- Current ratings (min 20% margin)')).not.toBe('certain');
  });
  test('one line naming more of the same thing still sets the same number', () => {
    expect(confidence('Minimum test coverage is 90%.', 'Coverage threshold: 80%.')).toBeDefined();
    expect(confidence('Keep functions under 50 lines.', 'Functions may be up to 80 lines long.')).toBe('certain');
    expect(confidence('- **Round Duration**: 100 seconds per round', '- **Round Duration**: 30 seconds per round')).toBe('certain');
  });
});

describe('words that are names of Object.prototype', () => {
  test('"constructors", "toString", "__proto__" and friends are read as words', () => {
    const names = Object.getOwnPropertyNames(Object.prototype);
    for (const w of [...names, ...names.map((n) => `${n}s`)]) {
      expect(() => pair(`- Use ${w}`, `- Never use ${w} in tests`)).not.toThrow();
      expect(() => pair(`Keep ${w} under 5 lines.`, `Write ${w} in TypeScript.`)).not.toThrow();
    }
    expect(pair('- Use constructors for every service', '- Never use constructors for services').length).toBeGreaterThan(0);
  });
});

describe('a negative heading with a label before it', () => {
  test('"## CRITICAL VIOLATIONS — NEVER DO" forbids its items', () => {
    const doc = (h: string): string => `## ${h}\n\n- Pass \`cleaned_data\` from a form into a service — convert to a typed DTO first\n\n## Services\n\n- Never pass \`cleaned_data\` directly into a service\n`;
    expect(same(doc('CRITICAL VIOLATIONS — NEVER DO'))).toHaveLength(0);
    expect(same(doc('Security: Don\'ts'))).toHaveLength(0);
    expect(same(doc('Data flow')).length).toBeGreaterThan(0);
  });
});

describe("a directory's own file", () => {
  test('a clash with the file above it is possible: the nested file may override it there', () => {
    const rootSays = 'Use husky for git hooks.\n';
    expect(two(rootSays, 'Never use husky; this site has no git hooks.\n', 'CLAUDE.md', 'website/CLAUDE.md')[0]?.confidence).toBe('possible');
    expect(two(rootSays, 'Never use husky; this site has no git hooks.\n', 'CLAUDE.md', 'AGENTS.md')[0]?.confidence).toBe('certain');
  });
});

describe('a numbered step under a heading that names a task', () => {
  test('holds while that task is done: a clash with it is unlikely', () => {
    const doc = (h: string): string => `# Tests\n\n- ALWAYS mock the weather APIs in tests — never hit real endpoints\n\n### ${h}\n\n1. Make a real API call (manually, via curl) and save the JSON response.\n2. Add a fixture that loads it.\n`;
    expect(same(doc('Creating Fixture Files'))[0]?.confidence).toBe('unlikely');
    expect(same(doc('How to record a fixture'))[0]?.confidence).toBe('unlikely');
  });
  test('a topic heading is not a task', () => {
    const doc = (h: string): string => `# Tests\n\n- Never use npm; use pnpm for every script.\n\n## ${h}\n\n1. Run \`npm install\` first.\n2. Then run the suite.\n`;
    expect(onlyOneFile(same(doc('Testing Guidelines'))[0])).toBe('only one file');
    expect(same(doc('Installing dependencies'))[0]?.confidence).toBe('unlikely');
  });
});

describe('a negation in a relative clause without "that"', () => {
  test('"never commit on a branch it did not create" stays a ban', () => {
    expect(pair('An agent must NEVER commit on a branch it did not create itself.', 'Never commit with failing tests.')).toHaveLength(0);
    const [d] = extractDirectives('A.md', '- An agent must NEVER commit on a branch it did not create itself.\n');
    expect(d.claims.filter((c) => c.key.startsWith('act:commit')).map((c) => c.polarity)).toEqual([-1]);
  });
});

describe('"with" and a state', () => {
  test('"commit with failing tests" is a state the act happens in, not tests used as an instrument', () => {
    expect(pair('Never commit with failing tests.', 'Run all tests before pushing.')).toHaveLength(0);
    expect(pair('Schedule jobs with cron.', 'Never use cron.').length).toBeGreaterThan(0);
    expect(pair('Never commit, push, or merge with failing tests.', 'Always push after each task.')).toHaveLength(0);
    expect(pair('Never commit, push, or merge to main.', 'Always push to main after each task.').length).toBeGreaterThan(0);
  });
});

describe('a version in code that checks for it', () => {
  test('`#available(iOS 26.0, *)` against the deployment target is unlikely', () => {
    expect(confidence('**Deployment target iOS 17.0**.', 'Liquid Glass is per-surface, always guarded: `#available(iOS 26.0, *)`')).toBe('unlikely');
    expect(confidence('**Deployment target iOS 17.0**.', 'Liquid Glass needs iOS 26.0 everywhere.')).toBe('certain');
    expect(confidence('Services target .NET 8.', 'Set `<TargetFramework>net9.0</TargetFramework>` in every service project.')).toBe('certain');
  });
});

describe('a condition after a dash', () => {
  test('"lazily - only when the first artifact is written" narrows the clause before it', () => {
    expect(pair('Create task directories lazily - only when the first artifact is written.', 'DO NOT create directories at task creation time.')).toHaveLength(0);
    expect(pair('Create task directories lazily - they are cheap.', 'DO NOT create directories at task creation time.').length).toBeGreaterThan(0);
  });
});
