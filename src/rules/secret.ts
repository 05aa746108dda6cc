import { scanSecrets } from '../core/review/scanners.js';
import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct } from './util.js';

export const meta = defineMeta({
  id: 'secret',
  severity: 'warning',
  category: 'uncertain',
  title: 'Likely secret in a memory file',
  why: 'Memory files are sent to the model in every session and are often committed.',
  fix: 'Remove the secret, rotate it, and reference an environment variable instead.',
});

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  for (const [path, e] of side.sources) {
    if (e.raw === undefined) continue;
    // (the message names the kind and a redacted prefix, never the secret)
    for (const sec of scanSecrets(e.raw)) hits.push({ message: `${path}:${sec.line} looks like ${sec.kind} (${sec.redacted})`, locations: [{ path, line: sec.line }], contexts: e.contexts, key: `${sec.kind}:${sec.fingerprint}` });
  }
  return distinct(hits);
};
