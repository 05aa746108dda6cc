/**
 * The comment as GitHub renders it: cmark-gfm (Debian package `cmark-gfm`) with GitHub's extensions (tables,
 * strikethrough, autolinks, tagfilter) and raw HTML passed through (GitHub then sanitises it), and checks on
 * the result that a reader would notice: literal backticks or backslashes meant as markup, tables that did
 * not parse, unclosed <details>, broken links, HTML or mentions that came from the repository.
 *
 * `cmark-gfm` missing: tests skip with a message locally and fail when CI=true (.ci/run installs it).
 */
import { execFileSync } from 'node:child_process';

let available: boolean | undefined;

export function hasCmarkGfm(): boolean {
  if (available === undefined) {
    try {
      execFileSync('cmark-gfm', ['--version'], { stdio: 'pipe' });
      available = true;
    } catch {
      available = false;
    }
  }
  return available;
}

/** Fails in CI when cmark-gfm is missing; elsewhere says so once and returns false (the caller skips). */
export function requireCmarkGfm(): boolean {
  if (hasCmarkGfm()) return true;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error('cmark-gfm is not installed (apt-get install cmark-gfm); .ci/run installs it');
  console.warn('cmark-gfm is not installed: the rendering checks are skipped (apt-get install cmark-gfm)');
  return false;
}

/** HTML as GitHub's renderer makes it (before its sanitiser). Comments render soft line breaks as <br>. */
export function renderGfm(md: string): string {
  return execFileSync('cmark-gfm', ['--unsafe', '--hardbreaks', '-e', 'table', '-e', 'strikethrough', '-e', 'autolink', '-e', 'tagfilter'], { input: md, encoding: 'utf8', maxBuffer: 64 << 20 });
}

const ALLOWED = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'ol', 'li', 'code', 'pre', 'a', 'strong', 'em', 'del', 'details', 'summary', 'sub', 'br', 'blockquote', 'hr']);

function decode(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Visible text outside code, with link texts kept (as the mention filter sees it, links and code dropped). */
export function proseText(html: string, o: { keepLinks?: boolean } = {}): string {
  let t = html.replace(/<pre[\s\S]*?<\/pre>/g, ' ').replace(/<code>[\s\S]*?<\/code>/g, ' ');
  if (!o.keepLinks) t = t.replace(/<a [^>]*>[\s\S]*?<\/a>/g, ' ');
  t = t.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]+>/g, ' ');
  return decode(t);
}

/**
 * What is wrong with the rendering of `md`, as a list of sentences (empty: nothing). `marker` is the one HTML
 * comment allowed (the sticky comment's first line).
 */
export function renderingProblems(md: string, html = renderGfm(md), o: { marker?: string } = {}): string[] {
  const problems: string[] = [];
  const text = proseText(html, { keepLinks: true });
  for (const ch of ['`', '\\']) {
    const i = text.indexOf(ch);
    if (i >= 0) problems.push(`literal ${ch} in the rendered text: …${text.slice(Math.max(0, i - 40), i + 40).replace(/\s+/g, ' ')}…`);
  }
  // tags: only the ones the comment uses, and <details> balanced
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const [, close, name] = m;
    const tag = name.toLowerCase();
    if (!ALLOWED.has(tag)) problems.push(`HTML element <${tag}> in the rendered comment`);
    if (tag === 'details' || tag === 'summary') {
      if (!close) stack.push(tag);
      else if (stack.pop() !== tag) problems.push(`</${tag}> closes something else`);
    }
  }
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  const comments = [...html.matchAll(/<!--[\s\S]*?-->/g)].map((m) => m[0]);
  for (const c of comments) if (c !== o.marker) problems.push(`HTML comment in the rendered comment: ${c.slice(0, 60)}`);
  // tables: every markdown table row is a rendered row
  const mdRows = md.split('\n').filter((l) => /^\|.*\|$/.test(l) && !/^\|(\s*:?-+:?\s*\|)+$/.test(l)).length;
  const trs = (html.match(/<tr>/g) ?? []).length;
  if (mdRows !== trs) problems.push(`${mdRows} markdown table rows but ${trs} rendered rows`);
  // links: every link rendered as one, to an http(s) address
  for (const m of html.matchAll(/<a href="([^"]*)"/g)) if (!/^https?:\/\/[^\s]+$/.test(decode(m[1]))) problems.push(`link to ${m[1]}`);
  if (/\]\(|\[[^\]]*\]\(/.test(text)) problems.push('a link that did not render as one');
  // mentions: GitHub's filter looks at text outside code and links
  const mention = /(^|[^\w`/])@([a-z0-9][a-z0-9-]*)/i.exec(proseText(html));
  if (mention) problems.push(`mention @${mention[2]} in the rendered text`);
  return problems;
}

/**
 * Lines of text a reader sees without opening anything: non-blank rendered lines outside <details> (a
 * collapsed section counts as its summary line), the hidden marker and table separators not counted.
 */
export function visibleLines(md: string): number {
  let depth = 0;
  let count = 0;
  for (const line of md.split('\n')) {
    const opens = (line.match(/<details>/g) ?? []).length;
    const closes = (line.match(/<\/details>/g) ?? []).length;
    if (depth === 0 && opens) count++; // the summary
    else if (depth === 0 && line.trim() && !/^<!--.*-->$/.test(line.trim()) && !/^\|(\s*:?-+:?\s*\|)+$/.test(line)) count++;
    depth += opens - closes;
  }
  return count;
}
