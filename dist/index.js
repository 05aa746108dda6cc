import { createRequire as __mrCreateRequire } from 'node:module'; const require = __mrCreateRequire(import.meta.url);

// src/respawn.ts
import { spawn } from "node:child_process";
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
  const child = spawn(process.execPath, [...args, fileURLToPath(mainUrl), ...process.argv.slice(2)], { stdio: "inherit", ...extra ? { env: { ...process.env, ...extra.env } } : {} });
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

// src/actionLauncher.ts
await runRespawned(new URL("./action-main.js", import.meta.url), "memory-review");
