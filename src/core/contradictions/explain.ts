// What the detector read in a line, and why two lines were or were not judged contradictory.
//
//   explainLine(path, text, line)       the directives that start on (or span) a line, with their claims
//   explainPair(a, b)                    the verdict on two lines as if both files loaded together
import { subjectMatch } from './claims/quantity.js';
import { compareClaims, findConflicts, placed } from './conflicts.js';
import { extractDirectives } from './extract.js';
import type { Claim, Conflict, Directive, FamilyConfig } from './types.js';

export interface LineRef {
  path: string;
  /** the file's raw text */
  text: string;
  line: number;
}

export interface PairVerdict {
  a: Directive[];
  b: Directive[];
  /** contradictions (and duplicates) found between the two lines */
  found: Conflict[];
  /** for each pair of claims about the same subject that did not clash: why not */
  notes: string[];
}

/** The directives of a file that cover a line. */
export function explainLine(ref: LineRef): Directive[] {
  return extractDirectives(ref.path, ref.text).filter((d) => d.line <= ref.line && ref.line <= (d.endLine ?? d.line));
}

/** A claim in a few words: `fam:js-package-manager = pnpm (+, strong, prescribed)`. */
export function describeClaim(c: Claim): string {
  const measured = c.about ? ` of [${[...c.about, ...(c.kinds ?? []).map((k) => `~${k}`)].join(', ')}]` : '';
  const what = c.type === 'choice' ? ` = ${c.memberLabel ?? c.member}` : c.type === 'number' ? ` ${c.cmp ?? 'eq'} ${c.value}${c.unit ? ' ' + c.unit : ''}${measured}` : c.type === 'version' ? ` ${c.version}` : '';
  const how = [c.polarity === 1 ? 'do' : "don't", c.force, c.basis ?? 'prescribed', c.conditional ? 'conditional' : '', c.universal ? 'universal' : ''].filter(Boolean).join(', ');
  const scope = c.scope.length ? ` scope [${c.scope.join(', ')}]` : '';
  const targets = c.targets?.length ? ` targets [${c.targets.join(', ')}]` : '';
  return `${c.key}${what} (${how})${scope}${targets}`;
}

function whyNot(x: Claim, y: Claim): string {
  if (x.type === 'number' && !subjectMatch(x, y)) return `they measure different things, or one narrows the other (${y.subject})`;
  const strip = (c: Claim): Claim => ({ ...c, scope: [], conditional: false, targets: undefined });
  if (!compareClaims(strip(x), strip(y))) {
    if (x.type === 'choice' && x.member === y.member) return x.polarity === y.polarity ? 'they agree (same choice, same polarity)' : 'both are permissions';
    if (x.type === 'choice') return x.polarity === -1 || y.polarity === -1 ? 'a prohibition of one option does not contradict choosing another' : 'one of them only permits';
    if (x.type === 'number') return 'the values are compatible (a range, or the same value)';
    if (x.type === 'version') return 'the versions are compatible (floors for features, or the same version)';
    return 'they agree';
  }
  // (the claims clash, scopes and all: what the lines say besides them settled it)
  if (compareClaims(x, y)) return 'the claims clash, but the lines do not: one is an example, a description, a launcher, or a value that meets the other\'s bound';
  return `their scopes or conditions separate them (${x.scope.join(', ') || 'everywhere'}${x.conditional ? ', conditional' : ''} / ${y.scope.join(', ') || 'everywhere'}${y.conditional ? ', conditional' : ''}): a narrower rule is read as an exception or override`;
}

/** Both lines' directives, what was found between them, and why each same-subject claim pair did or did not clash. */
export function explainPair(a: LineRef, b: LineRef, families?: FamilyConfig[]): PairVerdict {
  const da = explainLine(a);
  const db = explainLine(b);
  const m = new Map<string, Directive[]>();
  for (const d of [...da, ...db]) {
    const l = m.get(d.path) ?? [];
    if (!l.includes(d)) l.push(d);
    m.set(d.path, l);
  }
  const files = [...new Set([a.path, b.path])];
  const between = (c: Conflict): boolean => (da.includes(c.a) && db.includes(c.b)) || (db.includes(c.a) && da.includes(c.b));
  const found = findConflicts(m, [{ id: 'explain', label: 'both loaded', files }], families?.length ? { families } : {}).filter(between);
  const notes: string[] = [];
  if (a.path === b.path && da.some((x) => db.some((y) => x.blockIndex === y.blockIndex && x !== y)) && !found.length) notes.push('the two lines are sentences of one list item or paragraph, which are never compared');
  for (const x of da)
    for (const y of db)
      for (const cx of x.claims)
        for (const cy of y.claims) {
          if (cx.key !== cy.key) continue;
          if (found.some((f) => f.rule === 'contradiction')) continue;
          const off = [x, y].find((d) => d.topic && !d.topic.some((t) => (d === x ? y : x).words.includes(t)));
          if (off) notes.push(`${cx.subject}: ${off.path}:${off.line} is about ${off.topic!.join(', ')} (its label), which the other line does not mention`);
          // (the section a line sits in narrows it as it does in the detector: "### Phase 2", "## `apps/web/`")
          else notes.push(`${cx.subject}: ${whyNot(placed(cx, x), placed(cy, y))}`);
        }
  if (!notes.length && !found.length) {
    const ka = new Set(da.flatMap((d) => d.claims.map((c) => c.key)));
    notes.push(ka.size && db.some((d) => d.claims.length) ? 'the two lines make no claim about the same subject' : 'at least one line makes no claim the detector can compare');
  }
  return { a: da, b: db, found, notes: [...new Set(notes)] };
}

/** Plain-text rendering for the CLI. */
export function renderExplanation(refs: LineRef[], families?: FamilyConfig[]): string {
  const out: string[] = [];
  const show = (ref: LineRef, ds: Directive[]): void => {
    out.push(`${ref.path}:${ref.line}`);
    if (!ds.length) out.push('  no directive on this line (headings, code, tables other than do / don\'t and settings tables, command listings, examples and questions are skipped)');
    for (const d of ds) {
      out.push(`  "${d.text}"`);
      if (d.read) out.push(`    read as "${d.read}"${d.commandOnly ? ' (only this command line, as written)' : ''}`);
      out.push(`    ${d.instruction ? 'instruction' : 'description'}${d.example ? `, example (${d.note ?? 'marked as what not to do'})` : ''}${d.lead ? `, under "${d.lead}"` : ''}${d.topic ? `, about ${d.topic.join(', ')}` : ''}`);
      if (!d.claims.length) out.push('    no claim');
      for (const c of d.claims) out.push(`    claim: ${describeClaim(c)}`);
    }
  };
  if (refs.length === 1) {
    show(refs[0], explainLine(refs[0]));
    return out.join('\n') + '\n';
  }
  const v = explainPair(refs[0], refs[1], families);
  show(refs[0], v.a);
  show(refs[1], v.b);
  out.push('');
  const contra = v.found.filter((f) => f.rule === 'contradiction');
  if (contra.length) {
    for (const f of contra) {
      out.push(`contradiction (${f.kind}, ${f.confidence}): ${f.subject}`, `  ${f.reason}`);
      if (f.confidence === 'unlikely') out.push('  (not reported unless the configuration sets contradictions.report: unlikely)');
    }
  } else {
    out.push('not a contradiction');
    for (const n of v.notes) out.push(`  ${n}`);
  }
  for (const f of v.found.filter((x) => x.rule === 'duplicate')) out.push(`duplicate: ${f.subject}`);
  return out.join('\n') + '\n';
}
