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
