#!/usr/bin/env node

// src/io/prelist.ts
import { spawn } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { parseArgs } from "node:util";
var PRELISTED_ENV = "MEMORY_REVIEW_PRELISTED";
function prelistTarget(argv, cwd) {
  if (argv[0] !== "review") return void 0;
  let values;
  try {
    ({ values } = parseArgs({ args: argv.slice(1), options: { root: { type: "string" }, base: { type: "string" }, head: { type: "string" }, help: { type: "boolean" } }, strict: false, allowPositionals: true }));
  } catch {
    return void 0;
  }
  if (values.help || typeof values.base !== "string" || !values.base) return void 0;
  const root = typeof values.root === "string" ? values.root : ".";
  return { root: path.resolve(cwd, root), base: values.base, ...typeof values.head === "string" && values.head ? { head: values.head } : {} };
}
function prepareListing(argv, cwd) {
  const target = prelistTarget(argv, cwd);
  if (!target) return void 0;
  let dir;
  try {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "memory-review-"));
  } catch {
    return void 0;
  }
  const env = { ...process.env, GIT_TERMINAL_PROMPT: "0" };
  const children = [];
  let stopped = false;
  const done = () => {
    try {
      if (!stopped) fs.writeFileSync(path.join(dir, "done"), "");
    } catch {
    }
  };
  const git = (args, stdout) => spawn("git", ["-C", target.root, ...args], { stdio: ["ignore", stdout, "ignore"], env });
  const refs = [target.base, ...target.head ? [target.head] : []].map((r) => r + "^{commit}");
  const start = () => {
    let resolve2;
    try {
      resolve2 = git(["rev-parse", "--end-of-options", ...refs], "pipe");
    } catch {
      return done();
    }
    children.push(resolve2);
    let out = "";
    resolve2.stdout.on("data", (d) => out += d.toString());
    resolve2.on("error", done);
    resolve2.on("close", (code) => {
      const commits = out.split("\n").filter((l) => l && l !== "--end-of-options");
      if (code !== 0 || commits.length !== refs.length || !commits.every((c) => /^[0-9a-f]{40,64}$/.test(c)) || stopped) return done();
      const [base, head] = commits;
      const jobs = [[base, ["ls-tree", "-r", "-z", "--full-tree", base]]];
      if (head) jobs.push([base + ".." + head, ["diff-tree", "-r", "-z", "--no-renames", base, head]]);
      const fds = [];
      try {
        for (const [name] of jobs) fds.push(fs.openSync(path.join(dir, name + ".partial"), "w", 384));
        fs.writeFileSync(path.join(dir, "started"), "");
      } catch {
        for (const fd of fds) fs.closeSync(fd);
        return done();
      }
      let left = jobs.length;
      jobs.forEach(([name, args], i) => {
        const finish = (ok) => {
          try {
            if (ok && !stopped) fs.renameSync(path.join(dir, name + ".partial"), path.join(dir, name));
          } catch {
          }
          if (--left === 0) done();
        };
        let p;
        try {
          p = git(args, fds[i]);
        } catch {
          fs.closeSync(fds[i]);
          return finish(false);
        }
        fs.closeSync(fds[i]);
        children.push(p);
        let settled = false;
        p.on("error", () => !settled && (settled = true, finish(false)));
        p.on("close", (c) => !settled && (settled = true, finish(c === 0)));
      });
    });
  };
  return {
    env: { [PRELISTED_ENV]: dir },
    start,
    cleanup: () => {
      stopped = true;
      for (const c of children) c.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}

// src/respawn.ts
import { spawn as spawn2 } from "node:child_process";
import { fileURLToPath } from "node:url";
var CHILD_FLAGS = ["--max-opt=2", "--max-semi-space-size=16", "--min-semi-space-size=16"];
var GROUPS = { "--max-semi-space-size": "semi-space", "--min-semi-space-size": "semi-space" };
function respawnArgs(execArgv, nodeVersion, env) {
  if (env.MEMORY_REVIEW_RESPAWN === "0") return void 0;
  if (Number(/^v?(\d+)/.exec(nodeVersion)?.[1] ?? 0) < 22) return void 0;
  const name = (f) => {
    const n = f.replace(/=.*/, "").replace(/_/g, "-");
    return GROUPS[n] ?? n;
  };
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/).filter(Boolean)];
  if (given.some((a) => /^--(max-opt|maglev|no-maglev|turbo|no-turbo|no-opt|jitless|inspect|debug|cpu-prof|heap-prof|prof)/.test(name(a)))) return void 0;
  return [...execArgv, ...CHILD_FLAGS.filter((f) => !execArgv.some((a) => name(a) === name(f)))];
}
async function runRespawned(mainUrl, name, aside) {
  const args = respawnArgs(process.execArgv, process.version, process.env);
  if (!args) {
    await import(mainUrl.href);
    return;
  }
  const extra = aside?.();
  const child = spawn2(process.execPath, [...args, fileURLToPath(mainUrl), ...process.argv.slice(2)], { stdio: "inherit", ...extra ? { env: { ...process.env, ...extra.env } } : {} });
  extra?.start();
  const handlers = ["SIGINT", "SIGTERM", "SIGHUP"].map((s) => [s, () => child.kill(s)]);
  for (const [s, h] of handlers) process.on(s, h);
  child.on("error", (e) => {
    extra?.cleanup();
    process.stderr.write(`${name}: cannot start ${process.execPath}: ${e.message}
`);
    process.exitCode = 2;
  });
  child.on("exit", (code, signal) => {
    extra?.cleanup();
    for (const [s, h] of handlers) process.off(s, h);
    if (signal) process.kill(process.pid, signal);
    else process.exitCode = code ?? 2;
  });
}

// src/launcher.ts
await runRespawned(new URL("./cli-main.js", import.meta.url), "memory-review", () => prepareListing(process.argv.slice(2), process.cwd()));
