/**
 * Injection into what memory-review prints and posts: file names, import paths, rule patterns and memory
 * text written by the pull request's author must not render HTML, ping anyone, break a table, spoof the
 * sticky comment's marker, inject a workflow command, or put control/bidi characters on a terminal.
 */
import { jest } from '@jest/globals';
import { marked } from 'marked';
import { cli, commitAll, expectSafe, machineSecrets, tempDir, writeFiles, type Files, type Run } from './hostileRepo.js';

jest.setTimeout(60_000);

const PAYLOAD = 'INJECTED';

/** Names and texts an attacker would try; every one carries PAYLOAD so it can be traced in the output. */
const names = [
  `pipe|${PAYLOAD}|cell.md`,
  `<img src=x onerror=alert(1)>${PAYLOAD}.md`,
  `<script>${PAYLOAD}<\\script>.md`,
  `@octocat ${PAYLOAD}.md`,
  `x\n::error file=x::${PAYLOAD}.md`,
  `y\r\n::warning::${PAYLOAD}%0A::error::${PAYLOAD}.md`,
  `\`\`\` ${PAYLOAD} \`\`\`.md`,
  `<!-- memory-review:sticky --> ${PAYLOAD}.md`,
  `bidi\u202e${PAYLOAD}dm.txt.md`,
  `esc\u001b]0;${PAYLOAD}\u0007\u001b[2J.md`,
  `[${PAYLOAD}](javascript:alert(1)).md`,
  `a,line=999,title=${PAYLOAD}:x.md`,
  `**${PAYLOAD}**_~~x~~_.md`,
];

function hostileRepo(): { root: string; head: string; base: string } {
  const root = tempDir('inject');
  const files: Files = {
    'CLAUDE.md': 'Base.\n',
    'src/x.ts': 'x\n',
  };
  writeFiles(root, files);
  const base = commitAll(root, 'base');
  const body = [
    `# Memory ${PAYLOAD} <script>alert(1)</script> @octocat @github/security <!-- memory-review:sticky -->`,
    '',
    // imports of every hostile name: half exist (loaded), half do not (broken imports in findings)
    ...names.map((n, i) => `- @docs/${(i % 2 ? 'missing-' : '') + n.replace(/ /g, '\\ ')}`),
    '',
    `| a | b |\n|---|---|\n| ${PAYLOAD} | \`|\` |`,
    '',
    '```',
    `${PAYLOAD} \`\`\`\n<!-- memory-review:sticky -->\n\u202e`,
    '```',
    '',
  ].join('\n');
  const more: Files = {
    'CLAUDE.md': body,
    '.claude/rules/evil.md': `---\npaths:\n  - "src/**/*.ts|${PAYLOAD}"\n  - "<!-- memory-review:sticky -->"\n  - "@octocat/**"\n  - "\`\`\`"\n  - "x\\n::error::${PAYLOAD}"\n---\nRule ${PAYLOAD} @octocat.\n`,
    [`.claude/rules/@octocat|${PAYLOAD}\n::error::${PAYLOAD}.md`]: `Rule with a hostile name ${PAYLOAD}.\n`,
    [`pkg\n::error file=p::${PAYLOAD}/CLAUDE.md`]: `Nested ${PAYLOAD} @octocat.\n`,
  };
  names.forEach((n, i) => {
    if (i % 2 === 0) more[`docs/${n}`] = `Imported ${PAYLOAD} <b>bold</b> @octocat.\n`;
  });
  writeFiles(root, more);
  const head = commitAll(root, 'head');
  return { root, head, base };
}

/** The footer's own mention of the suppression comment is the only `<!--` the renderer may write. */
const OWN_COMMENT = /`<!-- memory-review-disable-next-line RULE -->`/g;
const ALLOWED_TAGS = /^<\/?(p|code|pre|table|thead|tbody|tr|th|td|a|br|details|summary|sub|sup|strong|em|del|ul|ol|li|h[1-6]|blockquote|hr|b|i|input)(\s[^>]*)?\/?>$/;
const MENTION = /(?:^|[^\p{L}\p{N}_`])@[a-z0-9]/imu;

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|#39);/gi, (_m, e: string) => {
    const l = e.toLowerCase();
    if (l === 'amp') return '&';
    if (l === 'lt') return '<';
    if (l === 'gt') return '>';
    if (l === 'quot') return '"';
    return String.fromCodePoint(l.startsWith('#x') ? parseInt(l.slice(2), 16) : parseInt(l.slice(1), 10));
  });
}

/** cmark-gfm's row split: `\|` is escaped (longest match), any other `|` separates cells. */
function cells(row: string): number {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  let n = 1;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '\\' && inner[i + 1] === '|') i++;
    else if (inner[i] === '|') n++;
  }
  return n;
}

function expectSafeMarkdown(md: string): void {
  expect(md.replace(OWN_COMMENT, '')).not.toContain('<!--');
  expect(md).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
  const html = marked.parse(md, { gfm: true }) as string;
  for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(ALLOWED_TAGS);
  // mentions are looked for in rendered text outside code, pre and links
  const text = decode(html.replace(/<(code|pre|a)\b[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '));
  expect(text.match(MENTION)).toBeNull();
  // every row of every table has as many cells as its header
  const lines = md.split('\n');
  for (let i = 1; i < lines.length; i++) {
    if (!/^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(lines[i]) || !lines[i - 1].includes('|')) continue;
    const n = cells(lines[i - 1]);
    for (let j = i + 1; j < lines.length && lines[j].trim().startsWith('|'); j++) expect([lines[j], cells(lines[j])]).toEqual([lines[j], n]);
  }
}

/** The runner's parse of a command line: `::name key=value,key=value::message`. */
function expectSafeCommands(out: string): void {
  const commands = out.split('\n').filter((l) => l.startsWith('::'));
  expect(commands.length).toBeGreaterThan(0);
  for (const line of commands) {
    const end = line.indexOf('::', 2);
    expect(end).toBeGreaterThan(2);
    const [name, ...rest] = line.slice(2, end).split(' ');
    expect(['error', 'warning', 'notice']).toContain(name);
    // a name with `,` `:` or `=` could add or override properties (file=, line=, title=) if left unescaped
    const keys = rest.join(' ').split(',').filter(Boolean).map((kv) => kv.slice(0, kv.indexOf('=')));
    for (const k of keys) expect(['file', 'line', 'endLine', 'col', 'endColumn', 'title']).toContain(k);
    expect(new Set(keys).size).toBe(keys.length);
  }
  // every line carrying the payload is one of our own commands (the payload never starts a line)
  for (const line of out.split('\n')) if (line.includes(PAYLOAD)) expect(line).toMatch(/^::(error|warning|notice) /);
}

function expectSafeTerminal(out: string): void {
  expect(out).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
}

describe('hostile names and texts in every output', () => {
  const { root, head, base } = hostileRepo();
  const secrets = machineSecrets();
  const runs: Record<string, Run> = {};

  beforeAll(async () => {
    for (const [key, argv] of Object.entries({
      loadText: ['load', '--root', root, '--read', 'src/x.ts'],
      loadJson: ['load', '--format', 'json', '--root', root, '--read', 'src/x.ts'],
      checkMd: ['check', '--format', 'markdown', '--fail-on', 'never', '--root', root],
      checkGithub: ['check', '--format', 'github', '--fail-on', 'never', '--root', root],
      checkText: ['check', '--format', 'text', '--fail-on', 'never', '--root', root],
      checkSarif: ['check', '--format', 'sarif', '--fail-on', 'never', '--root', root],
      checkJson: ['check', '--format', 'json', '--fail-on', 'never', '--root', root],
      reviewMd: ['review', '--format', 'markdown', '--fail-on', 'never', '--root', root, '--base', base, '--head', head],
      reviewGithub: ['review', '--format', 'github', '--fail-on', 'never', '--root', root, '--base', base, '--head', head],
      reviewText: ['review', '--format', 'text', '--fail-on', 'never', '--root', root, '--base', base, '--head', head],
    })) {
      const r = await cli(argv);
      expectSafe(r, secrets);
      runs[key] = r;
    }
  });

  test('every command succeeded and the hostile files are part of the report', () => {
    for (const r of Object.values(runs)) expect([r.argv[0], r.code]).toEqual([r.argv[0], 0]);
    expect(runs.reviewMd.out).toContain(PAYLOAD);
    expect(runs.checkGithub.out).toContain(PAYLOAD);
    JSON.parse(runs.loadJson.out);
    JSON.parse(runs.checkJson.out);
    JSON.parse(runs.checkSarif.out);
  });

  test('markdown (comment and job summary): no HTML, mention, marker, control character or broken table', () => {
    expectSafeMarkdown(runs.checkMd.out);
    expectSafeMarkdown(runs.reviewMd.out);
  });

  test('workflow commands: a name cannot start or end a command', () => {
    expectSafeCommands(runs.checkGithub.out);
    expectSafeCommands(runs.reviewGithub.out);
  });

  test.each(['loadText', 'checkText', 'reviewText'])('text for a terminal or log (%s): no control or bidi character, no forged line', (key) => {
    expectSafeTerminal(runs[key].out);
  });
});
