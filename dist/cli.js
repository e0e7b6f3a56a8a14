#!/usr/bin/env node
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  process.stderr.write(`svc: needs Node.js 24 or newer (found ${process.version})\n`);
  process.exit(1);
}
if (
  process.argv.includes("--all") &&
  typeof process.execve === "function" &&
  ![...process.execArgv, process.env.NODE_OPTIONS ?? ""].join(" ").includes("--max-semi-space-size")
) {
  try {
    process.execve(process.execPath, [
      process.execPath,
      "--max-semi-space-size=4",
      ...process.execArgv,
      ...process.argv.slice(1),
    ]);
  } catch {}
}
await import("./cli/index.js");
