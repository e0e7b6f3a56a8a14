#!/usr/bin/env node
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 24 || (major === 24 && minor < 5)) {
  process.stderr.write(`svc-emulator: needs Node.js 24.5 or newer (found ${process.version}; its HTTP(S)_PROXY support needs it): install Node.js 24 (nvm install 24, or https://nodejs.org/en/download), or run it on npm's Node 24: npx -p node@24 -c 'svc-emulator ...'\n`);
  process.exit(1);
}
await import("./emulator/index.js");
