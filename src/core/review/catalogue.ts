/**
 * The rule catalogue: every finding memory-review can report, with a stable id, a default severity, the
 * verdict state it puts a context in, and a fix hint. The README's rule table is generated from this list
 * (scripts/readme-rules.ts) so the two cannot drift.
 */
export type Severity = 'error' | 'warning' | 'notice';
export type SeverityOrOff = Severity | 'off';

/** Which audit state a finding puts the contexts it affects in (see verdicts in compare.ts). */
export type VerdictCategory = 'partial' | 'waiting' | 'conflicted' | 'uncertain' | 'drifted' | 'info';

export interface RuleInfo {
  id: string;
  severity: Severity;
  category: VerdictCategory;
  title: string;
  /** What Claude Code does, in one sentence. */
  why: string;
  hint: string;
}

const R = (id: string, severity: Severity, category: VerdictCategory, title: string, why: string, hint: string): RuleInfo => ({ id, severity, category, title, why, hint });

export const RULES: readonly RuleInfo[] = [
  R('file-too-large', 'error', 'partial', 'Memory file over 4 MiB', 'Claude Code skips an instruction file over 4,194,304 bytes entirely, without a warning.', 'Split the file into smaller files, or move reference material out of memory and link to it.'),
  R('rule-frontmatter-unparsable', 'error', 'partial', 'Rule frontmatter does not parse', 'When the YAML frontmatter of a rule cannot be parsed, Claude Code ignores `paths:` and loads the rule in every session.', 'Quote glob patterns that start with `*`, `{` or `[` (e.g. `- "**/*.ts"`), and check the YAML.'),
  R('memory-truncated', 'error', 'partial', 'MEMORY.md over its cap', 'Claude Code loads only the first 200 lines / 25,000 characters of MEMORY.md; the rest of the index is silently out of reach.', 'Keep index entries to one line each and move detail into topic files.'),
  R('contradiction', 'error', 'conflicted', 'Contradicting instructions', 'Claude Code concatenates every loaded file and does not resolve conflicts; the agent gets both instructions.', 'Keep one of the two instructions, or narrow one explicitly (e.g. "in tests, …").'),
  R('decision-missing', 'error', 'partial', 'Decision canary missing', 'A decision listed in the configuration is not in the launch context that survives /compact.', 'Keep the decision in a launch-time file (root CLAUDE.md, an unconditional rule, or their imports).'),
  R('import-missing', 'warning', 'partial', 'Import target missing', 'An `@path` import whose target does not exist is dropped silently.', 'Fix the path, or remove the import.'),
  R('import-needs-approval', 'warning', 'waiting', 'Import outside the launch directory', 'Imports that resolve outside the launch directory are external: Claude Code drops them unless the user approved external imports interactively (never in `-p`, CI or IDE hosts).', 'Move the imported file under the directory Claude Code is launched from, or import it from a file in that directory.'),
  R('import-outside-repo', 'warning', 'partial', 'Import of a path outside the repository', 'An import of a home or absolute path pulls private files into the model context on a machine that approves it, and is dropped everywhere else.', 'Do not import files outside the repository; commit the content instead.'),
  R('import-too-deep', 'warning', 'partial', 'Import beyond four hops', 'Claude Code follows imports at most four hops deep; deeper files are dropped silently.', 'Import the file from a shallower file.'),
  R('import-non-text', 'warning', 'partial', 'Import of a non-text file', 'Imports are followed only for text extensions; other files are dropped silently.', 'Import a text file (.md, .txt, source code) instead.'),
  R('import-in-path-rule', 'warning', 'partial', 'Import inside a path-scoped rule', 'Imports inside a path-scoped rule load at launch in every session, not only when the rule applies.', 'Inline the imported text into the rule, or give the imported file its own `paths:`.'),
  R('path-rule-import-dropped', 'warning', 'partial', 'Imported file with its own paths: dropped', 'A file imported by a rule that has its own `paths:` is dropped from the launch load.', 'Make the imported file a rule of its own instead of importing it.'),
  R('symlink-outside', 'warning', 'waiting', 'Symlink outside the launch directory', 'Symlinked rules that point outside the launch directory are gated behind the external-import approval.', 'Replace the symlink with the file, or launch from a directory that contains its target.'),
  R('large-file', 'warning', 'partial', 'Large memory file', 'Files over 40,000 characters trigger Claude Code\'s large-file warning and crowd out the context window; lazily attached files are cut at 150,000.', 'Split the file, or move reference material into files Claude reads on demand.'),
  R('total-too-large', 'warning', 'partial', 'Launch instructions over 120,000 characters', 'All launch-time instructions together exceed 120,000 characters, which Claude Code flags as a performance problem.', 'Move detail into path-scoped rules or nested CLAUDE.md files that load only when needed.'),
  R('budget-exceeded', 'warning', 'partial', 'Context over its configured budget', 'A context loads more than the character or token budget set in the configuration.', 'Trim the files this context loads, or raise the budget.'),
  R('memory-near-cap', 'notice', 'info', 'MEMORY.md near its cap', 'MEMORY.md is at 80% or more of the 200-line / 25,000-character cap; Claude Code warns at the same point.', 'Consolidate index entries before the tail starts falling off.'),
  R('memory-broken-link', 'warning', 'partial', 'MEMORY.md links to a missing topic file', 'The memory index points at a topic file that does not exist.', 'Fix the link or remove the index entry.'),
  R('memory-topic-frontmatter', 'notice', 'info', 'Topic file frontmatter', 'Memory topic files carry `name`, `description` and `type` (user, feedback, project or reference); other types read as none.', 'Add frontmatter with `type: user|feedback|project|reference`.'),
  R('rule-unknown-key', 'warning', 'partial', 'Rule frontmatter key Claude Code ignores', 'Claude Code reads only `paths:` from rule frontmatter; keys from other tools (`globs:`, `alwaysApply:`, `applyTo:`) are ignored, so the rule loads unconditionally.', 'Use `paths:` with a list of globs.'),
  R('glob-invalid', 'warning', 'partial', 'Invalid glob dropped', 'A `paths:` pattern that is not a valid gitignore pattern is dropped.', 'Fix the pattern.'),
  R('brace-budget', 'warning', 'partial', 'Brace expansion over budget', 'Brace expansion of a rule\'s patterns stops at 1,000 results; the rest are dropped.', 'Use fewer alternatives, or `**` globs instead of enumerations.'),
  R('rule-dead', 'warning', 'partial', 'Path-scoped rule matches no file', 'A path-scoped rule whose globs match no file in the repository never loads.', 'Fix the globs (they are matched relative to the directory containing `.claude/`), or delete the rule.'),
  R('rule-matches-everything', 'notice', 'info', 'Path-scoped rule matches every file', 'The rule\'s globs match every path, yet it is attached only after a file is read: it does not survive /compact the way an unconditional rule does.', 'Drop `paths:` to load the rule at launch, or narrow the globs.'),
  R('empty-file', 'notice', 'info', 'Empty memory file', 'A memory file with no content after frontmatter and comments is skipped, and its imports are not followed.', 'Add content or delete the file.'),
  R('agents-md-shadowed', 'notice', 'info', 'AGENTS.md shadowed by CLAUDE.md', 'With a CLAUDE.md in the same launch chain, Claude Code does not read AGENTS.md (default agents-md mode).', 'Import it from CLAUDE.md with `@AGENTS.md` if Claude should read it.'),
  R('excluded', 'notice', 'info', 'File excluded by claudeMdExcludes', 'The settings exclude this memory file from loading.', 'Remove the pattern from claudeMdExcludes if the file should load.'),
  R('settings-invalid', 'warning', 'uncertain', 'Settings file does not parse', 'A settings file with invalid JSON is ignored, including its claudeMdExcludes.', 'Fix the JSON.'),
  R('unreadable', 'warning', 'uncertain', 'File could not be evaluated', 'A memory file could not be read (not a regular file, symlink loop, or outside the repository).', 'Replace it with a regular file inside the repository.'),
  R('markdown-unparsed', 'warning', 'uncertain', 'Markdown too costly to evaluate', 'Claude Code lexes a memory file as markdown to find its `@path` imports and drop its HTML comments; in this file (or in part of it) that would take minutes or overflow the stack, so which files it imports and which text its comments hide could not be evaluated.', 'Split the file, or remove the pathological construct (hundreds of kilobytes in one file or paragraph, long runs of `*`, `_`, backslashes or backticks, deep `>` or list nesting).'),
  R('secret', 'warning', 'uncertain', 'Likely secret in a memory file', 'Memory files are sent to the model in every session and are often committed.', 'Remove the secret, rotate it, and reference an environment variable instead.'),
  R('invisible-unicode', 'warning', 'uncertain', 'Invisible or bidirectional Unicode', 'Invisible and bidirectional control characters make the text the model reads differ from what reviewers see.', 'Delete the characters (they are shown as ⟨U+…⟩ in this report).'),
  R('stale-reference', 'warning', 'drifted', 'Memory names a path this change removed', 'A loaded memory file names a path that this change deletes or renames; the memory just went stale.', 'Update the reference.'),
  R('missing-reference', 'notice', 'info', 'Memory names a path that does not exist', 'A loaded memory file names a repository path that does not exist.', 'Update or remove the reference.'),
  R('duplicate', 'notice', 'info', 'Same instruction loaded twice', 'The same instruction reaches the agent twice in one context: wasted context, and the copies drift apart.', 'Keep one copy.'),
];

export const RULE_BY_ID: ReadonlyMap<string, RuleInfo> = new Map(RULES.map((r) => [r.id, r]));

export const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, notice: 1 };

export function atLeast(s: Severity, threshold: Severity | 'never'): boolean {
  return threshold !== 'never' && SEVERITY_RANK[s] >= SEVERITY_RANK[threshold];
}
