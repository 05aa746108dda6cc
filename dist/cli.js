#!/usr/bin/env node

// src/cli/bin.ts
import module from "node:module";
try {
  module.enableCompileCache?.();
} catch {
}
await import("./run.js");
