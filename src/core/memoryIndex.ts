import { MEMORY_MAX_CHARS, MEMORY_MAX_LINES } from './constants.js';

export interface MemoryTruncation {
  /** Text kept (before the warning). */
  content: string;
  /** Claude Code's appended warning (starts with "\n\n> WARNING"), when truncated. */
  warning?: string;
  lines: number;
  chars: number;
  truncatedByLines: boolean;
  truncatedByChars: boolean;
  /** 1-based number of the first line not loaded (when truncated). */
  firstDroppedLine?: number;
  keptLines: number;
}

/** Claude Code's formatFileSize. */
export function formatFileSize(n: number): string {
  const kb = n / 1024;
  if (kb < 1) return `${n} bytes`;
  if (kb < 1024) return `${kb.toFixed(1).replace(/\.0$/, '')}KB`;
  const mb = kb / 1024;
  if (mb < 1024) return `${mb.toFixed(1).replace(/\.0$/, '')}MB`;
  return `${(mb / 1024).toFixed(1).replace(/\.0$/, '')}GB`;
}

/** MEMORY.md caps: 200 lines, then 25,000 characters (cut at the last newline before the cap). Input must be trimmed. */
export function truncateMemoryIndex(trimmed: string): MemoryTruncation {
  const all = trimmed.split('\n');
  const lines = all.length;
  const chars = trimmed.length;
  const byLines = lines > MEMORY_MAX_LINES;
  const byChars = chars > MEMORY_MAX_CHARS;
  if (!byLines && !byChars) return { content: trimmed, lines, chars, truncatedByLines: false, truncatedByChars: false, keptLines: lines };
  let kept = byLines ? all.slice(0, MEMORY_MAX_LINES).join('\n') : trimmed;
  let cutInsideLine1 = false;
  if (kept.length > MEMORY_MAX_CHARS) {
    const cut = kept.lastIndexOf('\n', MEMORY_MAX_CHARS);
    cutInsideLine1 = cut <= 0;
    kept = kept.slice(0, cut > 0 ? cut : MEMORY_MAX_CHARS);
  }
  const keptLines = kept.split('\n').length;
  const what =
    byChars && !byLines
      ? `${formatFileSize(chars)} (limit: ${formatFileSize(MEMORY_MAX_CHARS)}) — index entries are too long`
      : byLines && !byChars
        ? `${lines} lines (limit: ${MEMORY_MAX_LINES})`
        : `${lines} lines and ${formatFileSize(chars)}`;
  const firstDropped = all[keptLines] ?? '';
  const detail = cutInsideLine1
    ? `everything after the first ${kept.length} characters of line 1 was cut off`
    : `${lines - keptLines} of ${lines} lines were cut off, starting at line ${keptLines + 1} ("${firstDropped.length > 80 ? firstDropped.slice(0, 79) + '…' : firstDropped}")`;
  return {
    content: kept,
    warning: `\n\n> WARNING: MEMORY.md is ${what}. Only part of it was loaded: ${detail}. Keep index entries to one line under ~200 chars; move detail into topic files.`,
    lines,
    chars,
    truncatedByLines: byLines,
    truncatedByChars: byChars,
    firstDroppedLine: cutInsideLine1 ? 1 : keptLines + 1,
    keptLines,
  };
}

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;
const KEEP = new Set(['\t', '\n', '\u200c', '\u200d', '\ufe0e', '\ufe0f']);

/** Removes control and invisible characters (tab, LF, ZWNJ, ZWJ, VS15 and VS16 kept), as for auto memory. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => (KEEP.has(c) ? c : ''));
}

/** Invisible, bidirectional and control characters worth flagging in any memory file. */
export const SUSPICIOUS_CHARS = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad\u180e\p{Co}]|[\u{e0000}-\u{e007f}]/gu;
