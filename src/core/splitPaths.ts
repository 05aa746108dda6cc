// A rule's `paths:` value as a list of patterns (§3.5), apart from frontmatter.ts: glob code needs no YAML parser.

/** Split on commas outside braces, trimming and dropping empty pieces; arrays recurse; other types give nothing. */
export function splitPaths(input: unknown): string[] {
  if (Array.isArray(input)) return input.flatMap(splitPaths);
  if (typeof input !== 'string') return [];
  const parts: string[] = [];
  let cur = '';
  let depth = 0;
  for (const ch of input) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    if (ch === ',' && depth === 0) {
      if (cur.trim()) parts.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) parts.push(cur.trim());
  return parts;
}
