#!/usr/bin/env node
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  process.stderr.write(`svc: needs Node.js 24 or newer (found ${process.version})\n`);
  process.exit(1);
}
await import("./cli/index.js");
