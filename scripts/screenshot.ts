/**
 * `npm run screenshot`: the sticky comment as GitHub shows it, as PNG pictures. The markdown is rendered by
 * cmark-gfm (GitHub's renderer; Debian package `cmark-gfm`) and styled with GitHub's CSS (`github-markdown-css`),
 * then photographed by headless Chromium (Debian package `chromium`), with the <details> sections collapsed as
 * a reviewer first sees them.
 *
 *   docs/images/comment.png            the demo (`memory-review demo`)
 *   .tmp/screenshots/<name>.png        a few real-world comments: edits to memory files of repositories in
 *                                      ../shared/corpus (skipped when the corpus is not there)
 *
 * Options: --out DIR (for all pictures), --only NAME, --html (keep the HTML pages next to the pictures).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExampleRepo } from '../src/demo/demo.js';
import { review } from '../src/review.js';
import { runReview } from '../__tests__/helpers/review.js';
import { memoryTree } from '../src/core/tree.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { corpusDir, corpusEntries } from './conformance/corpus-lib.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARKER = '<!-- memory-review:sticky -->';
const WIDTH = 900;

function need(cmd: string, pkg: string, why: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim();
  if (!found) {
    console.error(`npm run screenshot: \`${cmd}\` is not installed (${why}).\nInstall it with:  sudo apt-get install ${pkg}   (Debian/Ubuntu)`);
    process.exit(2);
  }
  return found;
}

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const keepHtml = args.includes('--html');

const cmark = need('cmark-gfm', 'cmark-gfm', "GitHub's markdown renderer");
const chromium = ['chromium', 'chromium-browser', 'google-chrome'].map((c) => spawnSync('sh', ['-c', `command -v ${c}`], { encoding: 'utf8' }).stdout.trim()).find(Boolean) ?? need('chromium', 'chromium', 'headless browser that takes the picture');
const cssFile = path.join(ROOT, 'node_modules/github-markdown-css/github-markdown-light.css');
if (!fs.existsSync(cssFile)) {
  console.error('npm run screenshot: github-markdown-css is missing: run `npm ci` first.');
  process.exit(2);
}
const css = fs.readFileSync(cssFile, 'utf8');

function page(title: string, md: string): string {
  const body = execFileSync(cmark, ['--unsafe', '--hardbreaks', '-e', 'table', '-e', 'strikethrough', '-e', 'autolink', '-e', 'tagfilter'], { input: md, encoding: 'utf8' });
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title><style>${css}
html,body{margin:0;background:#ffffff}
.box{width:${WIDTH - 34}px;margin:16px;border:1px solid #d0d7de;border-radius:6px;overflow:hidden}
.hdr{background:#f6f8fa;border-bottom:1px solid #d0d7de;padding:8px 16px;font:14px -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;color:#57606a}
.hdr b{color:#1f2328}
.markdown-body{padding:16px;font-size:14px}
</style></head><body><div class="box"><div class="hdr"><b>github-actions</b> <span>bot</span> commented</div><article class="markdown-body">${body}</article></div>
<script>document.title='H'+Math.ceil(document.querySelector('.box').getBoundingClientRect().bottom+16)</script></body></html>`;
}

function shoot(name: string, md: string, png: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mr-shot-'));
  try {
    const html = path.join(dir, `${name}.html`);
    fs.writeFileSync(html, page(name, md));
    const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--hide-scrollbars', '--force-device-scale-factor=1.5'];
    const run = (extra: string[]) => {
      const profile = fs.mkdtempSync(path.join(dir, 'profile-'));
      const r = spawnSync(chromium, [...flags, `--user-data-dir=${profile}`, ...extra, `file://${html}`], { encoding: 'utf8', timeout: 60_000 });
      if (r.status !== 0) throw new Error(`chromium failed (${r.status ?? r.signal}): ${(r.stderr || '').split('\n').slice(-5).join('\n')}`);
      return r.stdout;
    };
    // the page's height, measured by the page itself, then the picture at exactly that size
    const dom = run([`--window-size=${WIDTH},2000`, '--virtual-time-budget=2000', '--dump-dom']);
    const height = Number(/<title>H(\d+)<\/title>/.exec(dom)?.[1]) || 2000;
    fs.mkdirSync(path.dirname(png), { recursive: true });
    run([`--window-size=${WIDTH},${height}`, '--virtual-time-budget=2000', `--screenshot=${png}`]);
    if (keepHtml) fs.copyFileSync(html, png.replace(/\.png$/, '.html'));
    console.log(`${path.relative(process.cwd(), png)}  (${WIDTH}×${height} CSS px, ${fs.statSync(png).size.toLocaleString('en-US')} bytes)`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Example {
  name: string;
  repo: string;
  /** What the pull request changes: path → new content (function of the old), null deletes. */
  edit: Record<string, ((old: string) => string) | string | null>;
}

/** Real repositories' memory files (../shared/corpus) and a plausible edit to each. */
const EXAMPLES: Example[] = [
  { name: 'posthog-agents-md-edit', repo: 'PostHog__posthog', edit: { 'AGENTS.md': (s) => s.replace(/\n*$/, '\n\n- Prefer small, focused pull requests; split refactors from behaviour changes so each can be reviewed on its own.\n') } },
  {
    name: 'trigger-new-rule',
    repo: 'triggerdotdev__trigger.dev',
    edit: { '.claude/rules/typescript-style.md': '---\npaths:\n  - **/*.ts\n  - "**/*.tsx"\n---\n# TypeScript style\n\n- Prefer type aliases over interfaces.\n- Never use `any`; reach for `unknown` and narrow it.\n' },
  },
  { name: 'langfuse-worker-edit', repo: 'langfuse__langfuse', edit: { 'worker/AGENTS.md': (s) => s.replace(/\n*$/, '\n\n- Queue consumers must be idempotent: a job can run twice after a worker restart.\n') } },
];

async function corpusComment(ex: Example): Promise<string | undefined> {
  const dir = path.join(corpusDir(), ex.repo);
  if (!fs.existsSync(dir)) return undefined;
  const files: Record<string, string | Buffer | { symlink: string }> = {};
  for (const e of corpusEntries(dir)) files[e.path] = e.symlink !== undefined ? { symlink: e.symlink } : (e.content ?? Buffer.alloc(0));
  const head = { ...files };
  for (const [p, v] of Object.entries(ex.edit)) {
    if (v === null) delete head[p];
    else head[p] = typeof v === 'function' ? v(Buffer.isBuffer(files[p]) ? (files[p] as Buffer).toString('utf8') : '') : v;
  }
  const baseTree = memoryTree(ex.repo, files);
  const headTree = memoryTree(ex.repo, head);
  const sides = new Map([
    ['base', { tree: baseTree, label: 'base 1a2b3c4' }],
    ['head', { tree: headTree, label: 'head 5d6e7f8' }],
  ]);
  const out = await review({ kind: 'api', root: `/corpus/${ex.repo}`, open: async (ref) => sides.get(ref!)!, close: () => undefined, stats: () => '' }, { base: 'base', head: 'head', fastPath: false });
  const report = out.report;
  if (!report) return undefined;
  const [owner, name] = ex.repo.split('__');
  return renderMarkdown(report, { marker: MARKER, linkBase: `https://github.com/${owner}/${name}/blob/5d6e7f8/` });
}

async function main(): Promise<void> {
  const outDir = opt('--out');
  const only = opt('--only');
  const jobs: { name: string; md: () => Promise<string | undefined>; png: string }[] = [
    {
      name: 'demo',
      md: async () => {
        const ex = makeExampleRepo();
        try {
          const r = await runReview({ root: ex.root, base: ex.base, head: ex.head });
          return renderMarkdown(r, { marker: MARKER, linkBase: 'https://github.com/octo/shop/blob/388506d/' });
        } finally {
          fs.rmSync(ex.root, { recursive: true, force: true });
        }
      },
      png: path.join(outDir ?? path.join(ROOT, 'docs/images'), outDir ? 'demo.png' : 'comment.png'),
    },
    ...EXAMPLES.map((ex) => ({ name: ex.name, md: () => corpusComment(ex), png: path.join(outDir ?? path.join(ROOT, '.tmp/screenshots'), `${ex.name}.png`) })),
  ];
  for (const j of jobs) {
    if (only && j.name !== only) continue;
    const md = await j.md();
    if (md === undefined) {
      console.log(`${j.name}: skipped (the corpus is not at ${corpusDir()})`);
      continue;
    }
    shoot(j.name, md, j.png);
  }
}

main().catch((e: unknown) => {
  console.error(`npm run screenshot: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
