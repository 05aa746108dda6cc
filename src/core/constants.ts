/** The Claude Code release whose loader semantics this package reproduces. */
export const CLAUDE_CODE_VERSION = '2.1.332';

/** A file larger than this many bytes is skipped entirely (any instruction file). */
export const MAX_FILE_BYTES = 4_194_304;
/** Root file is depth 0; `depth >= MAX_INCLUDE_DEPTH` is not loaded, so four import hops. */
export const MAX_INCLUDE_DEPTH = 5;
/** MEMORY.md caps. Size is measured as JS string length after stripping and trimming. */
export const MEMORY_MAX_LINES = 200;
export const MEMORY_MAX_CHARS = 25_000;
/** Brace expansion budget shared by all `paths:` patterns of one rule file. */
export const BRACE_MAX_RESULTS = 1000;
export const BRACE_MAX_BYTES = 4_194_304;
/** Per-file "large instruction file" threshold at a 200k-token window; lazily attached files are cut here. */
export const LARGE_FILE_CHARS = 40_000;
/**
 * Lazily attached files longer than this are cut at the last newline before it, followed by Claude Code's
 * "Only the start of this file is shown" notice. 2.1.332's default model has a 1M-token window at 3 chars
 * per token: max(40000, 1e6 × 0.05 × 3) = 150,000 (measured with the real CLI; fixture lazy-large-file-cut).
 */
export const LAZY_CUT_CHARS = 150_000;
/** Total instructions threshold. */
export const TOTAL_INSTRUCTIONS_CHARS = 120_000;

/** Claude Code's TEXT_FILE_EXTENSIONS (107 entries; `.R` can never match because extensions are lower-cased). */
export const TEXT_FILE_EXTENSIONS: ReadonlySet<string> = new Set(
  (
    '.md .txt .text .json .yaml .yml .toml .xml .csv .html .htm .css .scss .sass .less .js .ts .tsx .jsx .mjs .cjs ' +
    '.mts .cts .py .pyi .pyw .rb .erb .rake .go .rs .java .kt .kts .scala .c .cpp .cc .cxx .h .hpp .hxx .cs .swift ' +
    '.sh .bash .zsh .fish .ps1 .bat .cmd .env .ini .cfg .conf .config .properties .sql .graphql .gql .proto .vue ' +
    '.svelte .astro .ejs .hbs .pug .jade .php .pl .pm .lua .r .R .dart .ex .exs .erl .hrl .clj .cljs .cljc .edn .hs ' +
    '.lhs .elm .ml .mli .f .f90 .f95 .for .cmake .make .makefile .gradle .sbt .rst .adoc .asciidoc .org .tex .latex ' +
    '.lock .log .diff .patch'
  ).split(' '),
);

export const LABELS = {
  Project: 'project instructions, checked into the codebase',
  Local: "user's private project instructions, not checked in",
  User: "user's private global instructions for all projects",
  Managed: 'organization-managed policy instructions',
  AutoMem: "user's auto-memory, persists across conversations",
} as const;

export function approxTokens(chars: number): number {
  return Math.ceil(chars / 4);
}
