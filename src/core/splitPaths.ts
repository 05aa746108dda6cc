// A rule's `paths:` value as a list of patterns (§3.5). Apart from frontmatter.ts so that glob code
// (and the reach worker's bundle) does not pull in the YAML parser.

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
