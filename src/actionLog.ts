/**
 * The action's log lines. `core.info` writes its text to stdout as is, and the runner scans every line of a
 * step's output for workflow commands (`::error::`, `::add-mask::`, `::stop-commands::`, …). File names,
 * relevance reasons, configuration errors and messages from git or the API are chosen by whoever wrote the
 * pull request, so every line the action logs goes through term(): line breaks are written `\n`, invisible
 * and bidi characters become visible markers, and a line never starts with `::`. (Kept apart from action.ts,
 * which runs the action when it is imported.)
 */
import { term } from './report/formats.js';

/** One log line: whatever `message` holds, the runner reads one line that is not a workflow command. */
export function logLine(message: string): string {
  return term(message);
}

/** How many relevance reasons the log names. */
const REASONS_SHOWN = 5;

/** Why a pull request's change is memory-relevant (the reasons name repository files), as one log line. */
export function relevanceLine(reasons: readonly string[]): string {
  const more = reasons.length > REASONS_SHOWN ? ` (+${reasons.length - REASONS_SHOWN} more)` : '';
  return logLine(`Memory-relevant: ${reasons.slice(0, REASONS_SHOWN).join('; ')}${more}`);
}
