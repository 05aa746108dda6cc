import { defineMeta, type Hit, type Rule } from './types.js';
import { distinct } from './util.js';

export const meta = defineMeta({
  id: 'settings-invalid',
  severity: 'warning',
  category: 'uncertain',
  title: 'Settings file does not parse',
  why: 'A settings file with invalid JSON is ignored, including its claudeMdExcludes.',
  fix: 'Fix the JSON.',
});

export const check: Rule['check'] = ({ side }) => {
  const hits: Hit[] = [];
  // a context's uncertainties are its settings errors ("settings <path>: <error>")
  for (const c of side.contexts) for (const u of c.uncertain) hits.push({ message: u, locations: [{ path: u.split(':')[0].replace(/^settings /, '') }], contexts: [c.id], key: u.split(':')[0] });
  return distinct(hits);
};
