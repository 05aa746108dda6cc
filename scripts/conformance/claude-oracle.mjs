#!/usr/bin/env node
// claude-oracle: ask the real Claude Code CLI which memory files it loads for a fixture.
// (memory-review's copy of ../shared/oracle/claude-oracle.mjs, with the multi-message read fix below.)
//
// Runs the published @anthropic-ai/claude-code binary fully offline: its Messages API is
// pointed at a loopback stand-in that records each request and answers from a plan
// (first a Read tool call for each file in `reads`, then plain text). The recorded
// requests show exactly which instruction files reached the model, in what order, and
// with what content (truncation warnings included).
//
// Usage: claude-oracle.mjs FIXTURE_DIR [--cumulative] [--raw]
// Each read runs in a fresh session (what loads when that file is the first one read), unless
// --cumulative, where all reads happen in one session and each shows only what it newly attached.
// FIXTURE_DIR holds:
//   repo/          the repository (committed into a fresh git repo before the run)
//   home/          optional: files of the user's home (e.g. .claude/CLAUDE.md, .claude/rules/x.md,
//                  .claude/settings.json)
//   memory/        optional: the auto-memory directory (MEMORY.md and topic files); copied to
//                  home/.claude/projects/<sanitized repo path>/memory/
//   fixture.json   optional: {"cwd": "sub/dir", "reads": ["src/a.ts", ...]}  (paths relative to repo/)
// Prints JSON: {claudeCode, cwd, launch: [{path, label, content}], reads: [{file, loaded: [{path, content}]}]}
// Paths are "repo/<rel>", "~/<rel>" (home), or "memory/<rel>" (auto memory).
// Env: CLAUDE_ORACLE_VERSION (default 2.1.332), CLAUDE_ORACLE_CACHE (default ~/.cache/claude-oracle).
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';

const VERSION = process.env.CLAUDE_ORACLE_VERSION || '2.1.332';
const CACHE = process.env.CLAUDE_ORACLE_CACHE || path.join(os.homedir(), '.cache', 'claude-oracle');

function claudeBinary() {
  const dir = path.join(CACHE, VERSION);
  const bin = path.join(dir, 'node_modules', '@anthropic-ai', 'claude-code', 'bin', 'claude.exe');
  const ok = () => { try { return execFileSync(bin, ['--version'], { encoding: 'utf8' }).includes(VERSION); } catch { return false; } };
  if (!ok()) {
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.existsSync(path.join(dir, 'package.json'))) fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--foreground-scripts', `@anthropic-ai/claude-code@${VERSION}`], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    // the wrapper's postinstall copies the platform binary over bin/claude.exe; run it in case scripts were skipped
    const pkg = path.join(dir, 'node_modules', '@anthropic-ai', 'claude-code');
    if (!ok()) execFileSync('node', ['install.cjs'], { cwd: pkg, stdio: 'ignore' });
    if (!ok()) throw new Error('could not install claude-code ' + VERSION);
  }
  return bin;
}

function copyTree(src, dst) {
  if (!fs.existsSync(src)) return;
  fs.cpSync(src, dst, { recursive: true, verbatimSymlinks: true });
}

function startApi(reads, log) {
  return new Promise(resolve => {
    let n = 0;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', c => (body += c));
      req.on('end', () => {
        if (!req.url.startsWith('/v1/messages')) { res.writeHead(404); res.end('{}'); return; }
        if (req.url.includes('count_tokens')) { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"input_tokens":10}'); return; }
        let p = {};
        try { p = JSON.parse(body); } catch {}
        // only the main conversation (the one offering the Read tool) is recorded
        const main = (p.tools || []).some(t => t.name === 'Read');
        if (main) log.push(p);
        const done = (p.messages || []).flatMap(m => (Array.isArray(m.content) ? m.content : [])).filter(c => c.type === 'tool_result').length;
        const id = 'msg_' + ++n;
        const call = main && done < reads.length;
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const ev = (t, d) => res.write(`event: ${t}\ndata: ${JSON.stringify({ type: t, ...d })}\n\n`);
        ev('message_start', { message: { id, type: 'message', role: 'assistant', model: p.model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } });
        if (call) {
          ev('content_block_start', { index: 0, content_block: { type: 'tool_use', id: 'toolu_' + n, name: 'Read', input: {} } });
          ev('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: JSON.stringify({ file_path: reads[done] }) } });
        } else {
          ev('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
          ev('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'ok' } });
        }
        ev('content_block_stop', { index: 0 });
        ev('message_delta', { delta: { stop_reason: call ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } });
        ev('message_stop', {});
        res.end();
      });
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// "Contents of PATH (LABEL):\n\nBODY" blocks inside system reminders
function blocks(text) {
  const out = [];
  // lazily attached files may be framed by a hook preamble ("... additional context: Contents of ...")
  const re = /(?:^|\n|context: )Contents of (\/[^\n]*?)(?: \(([^\n]*)\))?:\n\n/g;
  const marks = [];
  let m;
  while ((m = re.exec(text))) marks.push({ at: m.index + (m[0].startsWith('context: ') ? 9 : 0), end: re.lastIndex, path: m[1], label: m[2] || null });
  marks.forEach((mk, i) => {
    let body = text.slice(mk.end, i + 1 < marks.length ? marks[i + 1].at : undefined);
    body = body.replace(/\n*<\/system-reminder>[\s\S]*$/, '');
    out.push({ path: mk.path, label: mk.label, content: body.replace(/\n+$/, '') });
  });
  return out;
}

function texts(msg) {
  if (typeof msg.content === 'string') return [msg.content];
  return msg.content.flatMap(c => (c.type === 'text' ? [c.text] : c.type === 'tool_result' && Array.isArray(c.content) ? c.content.filter(x => x.type === 'text').map(x => x.text) : []));
}

async function session(bin, repo, home, cwd, reads, extraEnv, args) {
  const log = [];
  const server = await startApi(reads, log);
  const env = {
    PATH: process.env.PATH, HOME: home, USER: 'oracle', TERM: 'dumb',
    ANTHROPIC_BASE_URL: `http://127.0.0.1:${server.address().port}`, ANTHROPIC_API_KEY: 'sk-ant-oracle',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_TELEMETRY: '1', DISABLE_AUTOUPDATER: '1',
    ...extraEnv,
  };
  const code = await new Promise(resolve => {
    const child = spawn(bin, ['-p', 'hi', ...args], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', d => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60000);
    child.on('exit', c => { clearTimeout(timer); if (c) process.stderr.write(err); resolve(c); });
  });
  server.close();
  return { code, log };
}

async function main() {
  const args = process.argv.slice(2);
  const fixture = path.resolve(args.find(a => !a.startsWith('--')) || '.');
  const cumulative = args.includes('--cumulative');
  const spec = fs.existsSync(path.join(fixture, 'fixture.json')) ? JSON.parse(fs.readFileSync(path.join(fixture, 'fixture.json'), 'utf8')) : {};
  const bin = claudeBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'oracle'));
  const repo = path.join(work, 'repo');
  const home = path.join(work, 'home');
  fs.mkdirSync(repo, { recursive: true });
  copyTree(path.join(fixture, 'repo'), repo);
  const git = (...a) => execFileSync('git', a, { cwd: repo, stdio: 'ignore' });
  git('init', '-q'); git('add', '-A');
  git('-c', 'user.name=oracle', '-c', 'user.email=oracle@localhost', 'commit', '-q', '--allow-empty', '-m', 'fixture');
  const memDir = path.join(home, '.claude', 'projects', repo.replace(/[^a-zA-Z0-9]/g, '-'), 'memory');
  // each session starts from a pristine home, so no state carries over between sessions
  const freshHome = () => {
    fs.rmSync(home, { recursive: true, force: true });
    fs.mkdirSync(home, { recursive: true });
    copyTree(path.join(fixture, 'home'), home);
    copyTree(path.join(fixture, 'memory'), memDir);
  };
  const cwd = path.join(repo, spec.cwd || '.');
  const reads = (spec.reads || []).map(r => path.join(repo, r));
  const rel = p => {
    if (p.startsWith(memDir + '/')) return 'memory/' + p.slice(memDir.length + 1);
    if (p.startsWith(repo + '/')) return 'repo/' + p.slice(repo.length + 1);
    if (p.startsWith(home + '/')) return '~/' + p.slice(home.length + 1);
    return p;
  };
  const norm = b => ({ ...b, path: rel(b.path) });
  // memory-review fix: a read can attach files in more than one message (nested CLAUDE.md in the
  // tool result's message, AGENTS.md through a hook's system message after it), so collect every
  // message after the last assistant turn, not only the last message.
  const attached = req => {
    if (!req) return null;
    let i = req.messages.length - 1;
    while (i > 0 && req.messages[i - 1].role !== 'assistant') i--;
    return req.messages.slice(i).flatMap(m => texts(m)).flatMap(blocks).map(norm);
  };
  const out = { claudeCode: VERSION, mode: cumulative ? 'cumulative' : 'fresh', cwd: spec.cwd || '.', exit: 0, launch: [], reads: [] };
  freshHome();
  const first = await session(bin, repo, home, cwd, cumulative ? reads : [], spec.env || {}, spec.args || []);
  out.exit = first.code;
  if (first.log.length) out.launch = texts(first.log[0].messages[0]).flatMap(blocks).map(norm);
  if (cumulative) {
    reads.forEach((r, i) => out.reads.push({ file: spec.reads[i], loaded: attached(first.log[i + 1]) }));
  } else {
    for (let i = 0; i < reads.length; i++) {
      freshHome();
      const s = await session(bin, repo, home, cwd, [reads[i]], spec.env || {}, spec.args || []);
      out.exit = out.exit || s.code;
      out.reads.push({ file: spec.reads[i], loaded: attached(s.log[1]) });
    }
  }
  if (args.includes('--raw')) out.raw = first.log;
  fs.rmSync(work, { recursive: true, force: true });
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
}

main().catch(e => { console.error(e.stack || String(e)); process.exit(1); });
