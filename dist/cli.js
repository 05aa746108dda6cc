#!/usr/bin/env node

// src/launcher.ts
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// src/respawn.ts
var CHILD_FLAGS = ["--max-opt=2", "--max-semi-space-size=8"];
function respawnArgs(execArgv, nodeVersion, env) {
  if (env.MEMORY_REVIEW_RESPAWN === "0") return void 0;
  if (Number(/^v?(\d+)/.exec(nodeVersion)?.[1] ?? 0) < 22) return void 0;
  if (execArgv.some((a) => /^--(max-opt|maglev|no-maglev|turbo|no-opt|jitless|inspect|debug|cpu-prof|heap-prof|prof)/.test(a))) return void 0;
  const name = (f) => f.replace(/=.*/, "").replace(/_/g, "-");
  return [...execArgv, ...CHILD_FLAGS.filter((f) => !execArgv.some((a) => name(a) === name(f)))];
}

// src/launcher.ts
var mainUrl = new URL("./cli-main.js", import.meta.url);
var main = fileURLToPath(mainUrl);
var args = respawnArgs(process.execArgv, process.version, process.env);
if (!args) await import(mainUrl.href);
else {
  const child = spawn(process.execPath, [...args, main, ...process.argv.slice(2)], { stdio: "inherit" });
  const forward = (sig) => () => child.kill(sig);
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"];
  const handlers = signals.map((s) => [s, forward(s)]);
  for (const [s, h] of handlers) process.on(s, h);
  child.on("error", (e) => {
    process.stderr.write(`memory-review: cannot start ${process.execPath}: ${e.message}
`);
    process.exitCode = 2;
  });
  child.on("exit", (code, signal) => {
    for (const [s, h] of handlers) process.off(s, h);
    if (signal) process.kill(process.pid, signal);
    else process.exitCode = code ?? 2;
  });
}
