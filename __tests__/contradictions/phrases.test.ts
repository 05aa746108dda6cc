// The vocabulary's phrases are read by a shortcut for plain words and single code spans: it must give every
// phrase the words the full cleaning and tokenising give it.
import { BLOCKERS, BUILTIN_FAMILIES } from '../../src/core/contradictions/lexicon.js';
import { cleanMarkdown, phraseWords, tokenize } from '../../src/core/contradictions/text.js';

const full = (text: string) => {
  const { text: clean, spans } = cleanMarkdown(text);
  return tokenize(clean, spans).map((t) => ({ w: t.w, raw: t.raw }));
};
// as compilePhrase strips them
const bare = (p: string) => p.trim().replace(/^~/, '').replace(/^\^/, '');

describe('phraseWords', () => {
  it('reads every built-in phrase and blocker as cleaning and tokenising do', () => {
    const phrases = [...BUILTIN_FAMILIES.flatMap((f) => f.members.flatMap((m) => m.phrases)), ...BLOCKERS].map(bare);
    expect(phrases.length).toBeGreaterThan(2000);
    const differ = phrases.filter((p) => JSON.stringify(phraseWords(p)) !== JSON.stringify(full(p)));
    expect(differ).toEqual([]);
  });

  it('reads configured-looking phrases the same way, the ones the shortcut must leave to the full path too', () => {
    const phrases = [
      'Merge commit', 'force push', 'Pull requests', 'type check', 'time outs', 'code base', 'file names', 'cannot',
      'Cannot Deploy', 'npm', 'React Native', 'x2', 'h2o db', '10ms', '`npm ci`', '` npm  ci `', '`a...b`', '`x.`',
      '` `', '`...`', '`:`', '`os.path.join`', '`Foo::Bar`', '`a` `b`', 'C#', 'c++', 'node.js', 'pip-tools',
      'TypeScript/JavaScript', "Python's", 'etc.', 'a..b', 'x-', 'e.g. npm', 'A&B', 'objective-c', 'f#', 'a - b', 'a -- b', '**bold**', '[link](http://x)', 'a  b', 'ab ', '✅ ok', 'dont', "don't",
    ];
    for (const p of phrases) expect([p, phraseWords(p)]).toEqual([p, full(p)]);
  });
});

// The index reads a first word's phrases when a text first has that word: each word's entries must be those
// of reading every phrase up front, in the same order with the same merged targets.
import { buildLexicon, familyFromConfig } from '../../src/core/contradictions/lexiconIndex.js';
import type { FamilyConfig } from '../../src/core/contradictions/types.js';

function eagerIndex(custom: FamilyConfig[]): Map<string, unknown[]> {
  const extra = custom.map(familyFromConfig);
  const replaced = new Set(extra.map((f) => f.subject.toLowerCase()));
  const families = [...BUILTIN_FAMILIES.filter((f) => !replaced.has(f.subject.toLowerCase()) && !replaced.has(f.id)), ...extra];
  const index = new Map<string, { words: { w: string; raw: string }[]; codeOnly: boolean; ambiguous: boolean; caseSensitive: boolean; targets: string[] }[]>();
  const byKey = new Map<string, { targets: string[] }>();
  const add = (phrase: string, target: string | undefined) => {
    let text = phrase.trim();
    const ambiguous = text.startsWith('~');
    if (ambiguous) text = text.slice(1);
    const caseSensitive = text.startsWith('^');
    if (caseSensitive) text = text.slice(1);
    const codeOnly = /^`[^`]+`$/.test(text);
    const words = full(text);
    if (words.length === 0) return;
    const k = `${codeOnly ? 'c' : ''}${ambiguous ? 'a' : ''}${caseSensitive ? 'C' : ''}:${words.map((w) => (caseSensitive ? w.raw : w.w)).join(' ')}`;
    let e = byKey.get(k);
    if (!e) {
      const entry = { words, codeOnly, ambiguous, caseSensitive, targets: [] as string[] };
      byKey.set(k, entry);
      const first = caseSensitive ? words[0].raw.toLowerCase() : words[0].w;
      index.set(first, [...(index.get(first) ?? []), entry]);
      e = entry;
    }
    if (target && !e.targets.includes(target)) e.targets.push(target);
  };
  for (const f of families) for (const m of f.members) for (const p of m.phrases) add(p, `${f.id}/${m.id}/${m.label}`);
  for (const b of BLOCKERS) add(b, undefined);
  for (const list of index.values()) list.sort((x, y) => y.words.length - x.words.length);
  return index;
}

describe('the phrase index', () => {
  const custom: FamilyConfig[] = [
    { name: 'Queue', members: ['RabbitMQ|rabbit', { name: 'Kafka', synonyms: ['`kafka-console-producer`', 'Apache Kafka'] }, 'SQS'], topic: ['queue', 'messages'] },
    { name: 'Package manager', members: ['pnpm', 'yarn|Yarn Berry', 'npm|`npm ci`'] },
  ];
  for (const [name, config] of [['built-in', []], ['configured', custom]] as const) {
    it(`gives each first word the entries of reading every phrase up front (${name} families)`, () => {
      const lex = buildLexicon([...config]);
      const expected = eagerIndex([...config]);
      expect(expected.size).toBeGreaterThan(1500);
      for (const [first, list] of expected) {
        const got = (lex.index.get(first) ?? []).map((e) => ({ ...e, targets: e.targets.map((t) => `${t.family.id}/${t.member}/${t.label}`) }));
        expect([first, got]).toEqual([first, list]);
        // asked again: the same list
        expect(lex.index.get(first)).toBe(lex.index.get(first));
      }
      for (const w of ['zzz', 'the', 'constructor', '__proto__', '']) if (!expected.has(w)) expect(lex.index.get(w)).toBeUndefined();
    });
  }
});
