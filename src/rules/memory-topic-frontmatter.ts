import * as P from 'node:path/posix';
import { parseFrontmatter } from '../core/frontmatter.js';
import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct, lineOfKey, memoryFile } from './util.js';

export const meta = defineMeta({
  id: 'memory-topic-frontmatter',
  severity: 'notice',
  category: 'info',
  title: 'Topic file frontmatter',
  why: 'Memory topic files carry `name`, `description` and `type` (user, feedback, project or reference); other types read as none.',
  fix: 'Add frontmatter with `type: user|feedback|project|reference`.',
});

const TYPES = ['user', 'feedback', 'project', 'reference'];

export const check: Rule['check'] = async ({ side }) => {
  const mem = memoryFile(side);
  if (!mem || !side.memoryIndex) return [];
  const hits: Hit[] = [];
  for (const en of side.memoryIndex.entries) {
    if (!en.target) continue;
    const target = P.normalize(P.join(P.dirname(mem.source.abs), en.target));
    const r = await side.readAbs(target);
    // (a missing topic file is memory-broken-link)
    if (!r.ok) continue;
    const fm = parseFrontmatter(r.text);
    const display = side.display(target);
    const data = fm.present && !fm.unparsable ? fm.data : undefined;
    const nested = data && typeof data.metadata === 'object' && data.metadata ? (data.metadata as Record<string, unknown>) : undefined;
    const type = nested?.type ?? data?.type;
    if (!data) hits.push({ message: `${display} has ${fm.unparsable ? 'unparsable' : 'no'} frontmatter; Claude Code expects name, description and type`, locations: [{ path: display, line: 1 }], contexts: mem.contexts, key: 'none' });
    else if (!TYPES.includes(String(type)))
      hits.push({
        message: `${display}: type ${type === undefined ? 'is missing' : JSON.stringify(type) + ' is not one of user, feedback, project, reference'}; it reads as no type`,
        locations: [{ path: display, line: lineOfKey(r.text, 'type') ?? 1 }],
        contexts: mem.contexts,
        key: 'type',
      });
  }
  return distinct(hits);
};
