#!/usr/bin/env node
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 24 || (major === 24 && minor < 5)) {
  process.stderr.write(`svc: needs Node.js 24.5 or newer (found ${process.version}; its HTTP(S)_PROXY support needs it): install Node.js 24 (nvm install 24, or https://nodejs.org/en/download), or run it on npm's Node 24: npx -p node@24 -c 'svc ...'\n`);
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
