import type { Severity } from './catalogue.js';
import type { Confidence } from '../contradictions/types.js';
import type { LoadMode, Scope, Skip, Source } from '../loader/index.js';

export interface Location {
  /** Relative to the repository root; `~/…` under --home. */
  path: string;
  /** 1-based line of the file as stored (frontmatter included). */
  line?: number;
  endLine?: number;
}

export interface Finding {
  rule: string;
  severity: Severity;
  message: string;
  locations: Location[];
  /** Ids of the contexts the finding affects. */
  contexts: string[];
  hint: string;
  /** Identity of the finding independent of line numbers: rule + primary path + this key. */
  key: string;
  /** In a review: true when the head has it and the base did not. */
  introduced?: boolean;
  /** Set when an inline `memory-review-disable` comment or an ignore glob suppressed it. */
  suppressed?: 'inline' | 'ignore';
  /** contradictions: `certain` (both sides are instructions, nothing separates them), `possible` or `unlikely` */
  confidence?: Confidence;
  /** contradictions: why the confidence is what it is */
  reason?: string;
  /** Mechanical fixes, all to apply (alternatives share a `oneOf` key, best first). */
  fixes?: Fix[];
}

/** A mechanical fix: replace lines `line`..`endLine` of a file at the head. */
export interface Fix {
  path: string;
  line: number;
  endLine?: number;
  /** The new text of those lines, without a trailing newline; '' deletes them. */
  replacement: string;
  /** What it does, in words (`code` segments allowed). */
  title: string;
  /** Fixes sharing this key are alternatives: only the first one that can be offered is. */
  oneOf?: string;
}

export type ContextKind = 'launch' | 'directory' | 'path-rule';

export interface ContextLoad {
  id: string;
  kind: ContextKind;
  /** What the context is, for people: "launch in packages/web", "loads when files under `packages/web/` are read". */
  label: string;
  /** Launch directory, relative to the root ('.' for the root). */
  cwd: string;
  /** For directory contexts: the directory; for rule contexts: the rule file. */
  subject?: string;
  /** For rule contexts: number of files the rule applies to, and the file used to evaluate it. */
  appliesTo?: { files: number; patterns: string[]; example?: string };
  sources: Source[];
  skipped: Skip[];
  totals: Totals;
  /** Something in this context could not be evaluated (why). */
  uncertain: string[];
}

export interface Totals {
  files: number;
  chars: number;
  lines: number;
  tokens: number;
  /** Characters of sources that survive /compact. */
  compactChars: number;
}

export interface RuleReach {
  path: string;
  base: string;
  globs: string[];
  written: string[];
  invalid: string[];
  /** Files of this side's tree the rule applies to. */
  files: number;
  example?: string;
  matchesEverything: boolean;
  /** The rule lives in a nested directory (lazy) rather than the launch chain. */
  nested: boolean;
}

export interface ManifestEntry {
  path: string;
  scope: Scope;
  mode: LoadMode;
  size: Source['size'];
  sha256: string;
  imports: Source['imports'];
  survivesCompact: boolean;
  contexts: string[];
  truncated?: boolean;
}

export interface MemoryIndexInfo {
  path: string;
  lines: number;
  chars: number;
  maxLines: number;
  maxChars: number;
  truncated: boolean;
  keptLines: number;
  /** Index entries (link lines) past the cut. */
  droppedEntries: string[];
  entries: { line: number; text: string; target?: string }[];
}

export interface Reference {
  /** Memory file naming the path. */
  from: string;
  line: number;
  /** As written. */
  raw: string;
  /** Repository-relative candidates tried (file-relative first for links). */
  candidates: string[];
  /** The candidate that exists, when one does. */
  resolved?: string;
  kind: 'code' | 'link';
  /** For code spans: the first path segment exists, so the reference is likely meant as a repository path. */
  anchored: boolean;
}
