/**
 * What a check failure needs on real memory files: both lines about the same subject, and readings of conditions,
 * series, quotes and pointers that keep lines which agree from failing the check. Each test checks the shape that
 * is no longer a certain contradiction and the plain conflict beside it that still is.
 */
import { confidence, contradictions, findingsIn, onlyOneFile, pair } from '../helpers/contradictions.js';


describe('a subject of open words needs the two lines to share more than it', () => {
  test('two long lines that meet only in "prompt the user" may be about different things', () => {
    const [c] = pair('Apply the fix and retry the failed build; do not prompt the user.', 'Prompt the user about every release name and its target date.');
    expect(c?.confidence).toBe('unlikely');
    expect(c?.reason).toMatch(/share no words beyond/);
  });
  test('a shared word, a short pair, a named thing or a tool anchors it', () => {
    expect(confidence('Apply the fix and retry the failed build; do not prompt the user.', 'Prompt the user about every failed build and its log.')).toBe('certain');
    expect(confidence('Feel free to rename functions.', 'Never rename functions.')).toBe('certain');
    expect(confidence('Use `unwrap()` freely in Rust code.', 'Never call `unwrap()`; propagate errors with `?`.')).toBe('certain');
    expect(confidence('Use pnpm for all package management.', 'Always use npm to install dependencies.')).toBe('certain');
  });
});

describe('a series under one negation', () => {
  test('"NEVER …, or skip X" says to do X, as "NEVER skip X" does', () => {
    expect(pair('NEVER hardcode secrets, log PHI, or skip `[Authorize]` on endpoints', 'NEVER skip `[Authorize]` or `.RequireAuthorization()` on endpoints')).toHaveLength(0);
    expect(pair('NEVER hardcode secrets, log PHI, or skip `[Authorize]` on endpoints', 'Skip `[Authorize]` on endpoints.')).toHaveLength(1);
  });
  test('"You do NOT build, edit files, or execute tasks" negates every member, as "Do NOT …" does', () => {
    expect(pair('You do NOT build, edit files, or execute tasks directly.', "Do NOT edit files, run scripts, or deploy. That's the Manager's job.")).toHaveLength(0);
    expect(confidence('You build, edit files, and execute tasks directly.', "Do NOT edit files, run scripts, or deploy. That's the Manager's job.")).toBe('certain');
  });
});

describe('the case a step belongs to', () => {
  test('a step after "then" is in the case of the step before', () => {
    expect(confidence('If `continue_action` is `"ask"` → run `bin/flow status`, then prompt the user', 'Do not prompt the user.')).not.toBe('certain');
    expect(confidence('Run `bin/flow status`, then prompt the user.', 'Do not prompt the user.')).toBe('certain');
  });
  test('a clause after a dash goes on with the case before it', () => {
    expect(confidence('When the consumer needs a known file extension, use that extension — never replace it with a wildcard.', 'Use trailing-only wildcards.')).not.toBe('certain');
    expect(confidence('Use that extension — never replace it with a wildcard.', 'Use wildcards.')).toBe('certain');
  });
  test('a ban "after" something holds in that sequence only', () => {
    expect(confidence('`GameUtil.findCharacter()` already calls `OlioUtil.planMost()` internally — do NOT call `getFullRecord()` after it.', 'Use `getFullRecord()` to load records.')).not.toBe('certain');
    expect(confidence('Do NOT call `getFullRecord()`.', 'Use `getFullRecord()` to load records.')).toBe('certain');
  });
});

describe('what a line mentions or points to', () => {
  test('a sentence quoted inside another is mentioned, not said', () => {
    expect(pair('"Never use raw `git commit`; always invoke `/flow:flow-commit`" sounds personal in a correction, but every engineer needs that constraint.', 'Commit the in-flight work at a natural boundary.')).toHaveLength(0);
    expect(confidence('Never use raw `git commit`.', 'Run `git commit` at the end of each task.')).toBe('certain');
  });
  test('"Topic — see file" points to rules, it is not one', () => {
    expect(confidence('**Deploy** — see `docs/deploy.md`.', 'Never deploy.')).not.toBe('certain');
    expect(confidence('Commit discipline — see `docs/commits.md`.', 'Never commit.')).not.toBe('certain');
    expect(confidence('Deploy after every merge.', 'Never deploy.')).toBe('certain');
  });
  test('"never deploy manually" leaves deploying another way', () => {
    expect(confidence('**CRITICAL:** Use `/deploy` skill for deployments. Never deploy manually.', '7. **Deploy** - Use `/deploy` skill for production')).not.toBe('certain');
  });
});

describe('numbers of two things', () => {
  test('a default against a value to set', () => {
    expect(confidence('The default request timeout is 30 seconds.', 'Set the request timeout to 60 seconds.')).not.toBe('certain');
    expect(confidence('Set the request timeout to 30 seconds.', 'Set the request timeout to 60 seconds.')).toBe('certain');
  });
  test('values under two labels', () => {
    expect(confidence('2025/2026 Tax: $11,783.54/year ($5,891.77 × 2 installments)', '2024/2025 Tax: $11,156.36/year ($5,578.18 × 2 installments)')).not.toBe('certain');
    expect(confidence('**Round Duration**: 100 seconds per round', '**Round Duration**: 30 seconds per round')).toBe('certain');
  });
});

describe('asides and thresholds', () => {
  test('a negation in parentheses heads no series', () => {
    expect(pair('`main.py` must sit at the root of the archive (not nested) and define `agent(obs)`.', '`main.py` must define a module-level `agent(obs)` function.')).toHaveLength(0);
    expect(confidence('`main.py` must never define `agent(obs)`.', '`main.py` must define a module-level `agent(obs)` function.')).toBe('certain');
  });
  test('numbers on a line with an arrow hold in a case', () => {
    expect(confidence('Tc < 0.25 hr or > 15 hr → HITL required.', '< 10 m or > 300 m → HITL.')).not.toBe('certain');
    expect(confidence('Tc must be under 15 hr.', 'Tc must be under 10 hr.')).toBe('certain');
  });
});

describe('values recorded at two times', () => {
    test('counts under two dated or versioned headings are history, not a clash', () => {
    const log = '# P\n\n## Changes\n\n### 2026-02-24 (v1.5.0)\n\n- **Updated hooks**: 32 hooks (new: use-git)\n\n### 2026-02-05 (v1.3.0)\n\n- **Updated hooks**: 30 hooks in hooks/ directory\n';
    expect(contradictions({ 'CLAUDE.md': log })).toHaveLength(0);
    expect(contradictions({ 'CLAUDE.md': '# P\n\n## Baseline Metrics\n\nThe coverage gate is 62%.\n\n## Progress Tracking\n\nThe coverage gate is 59%.\n' })).toHaveLength(0);
    expect(contradictions({ 'CLAUDE.md': '# P\n\n## Metrics\n\nThe coverage gate is 62%.\n\n## Tracking\n\nThe coverage gate is 59%.\n' })).not.toHaveLength(0);
  });
  test('a record file against a rule is unlikely', () => {
    const [c] = contradictions({ 'CLAUDE.md': '# P\n\nMinimum test coverage is 80%.\n', 'CHANGELOG.md': '# A\n\nMinimum test coverage is 90%.\n', 'AGENTS.md': '@CHANGELOG.md\n' });
    expect(c?.confidence).toBe('unlikely');
    expect(contradictions({ 'CLAUDE.md': '# P\n\nMinimum test coverage is 80%.\n', 'NOTES.md': '# A\n\nMinimum test coverage is 90%.\n', 'AGENTS.md': '@NOTES.md\n' })[0]?.confidence).toBe('certain');
  });
});

describe('a ban of doing it "without" the list below', () => {
  test('the items are what to do', () => {
    const rules = (lead: string) => `# UI\n\n**${lead}**\n\n1. Creating Ladle stories for all variants\n2. Getting a design review\n\n## Rules\n\nALL UI components MUST be developed in Ladle BEFORE implementing in the desktop app.\n`;
    expect(findingsIn({ 'CLAUDE.md': rules('Never create or modify UI components directly in `apps/desktop/src/renderer/` without first:') }).filter((c) => c.rule === 'contradiction')).toHaveLength(0);
    expect(findingsIn({ 'CLAUDE.md': rules('Never do any of these:') }).filter((c) => c.rule === 'contradiction')).not.toHaveLength(0);
  });
});

describe('what a heading names', () => {
    test('a short heading naming a programming language scopes its section', () => {
    expect(contradictions({ 'CLAUDE.md': '# Style\n\n## Python\n\n- Use snake_case for functions and variables\n\n## TypeScript\n\n- Use camelCase for functions and variables\n' })).toHaveLength(0);
    expect(onlyOneFile(contradictions({ 'CLAUDE.md': '# Style\n\n## Naming\n\n- Use snake_case for functions and variables\n\n## More naming\n\n- Use camelCase for functions and variables\n' })[0])).toBe('only one file');
  });
  test('a directory in code is a place, not a command', () => {
    expect(pair('Windows API calls via koffi MUST be guarded by `isWindows` check from `electron/platform/`', "NEVER use `process.platform === 'win32'` outside `electron/platform/` — import `isWindows` instead")).toHaveLength(0);
    expect(confidence('Never run `scripts/deploy.sh`.', 'Run `scripts/deploy.sh` after merging.')).toBe('certain');
  });
});

describe('recall', () => {
  test('"anywhere" after the object says where, it is not the object', () => {
    expect(confidence('Always create a `.tmp/` folder in the current working directory for temporary files.', 'NEVER create a `.tmp/` folder anywhere — all workspace-local scratch must live under `.ato/`.')).toBe('certain');
  });
});
