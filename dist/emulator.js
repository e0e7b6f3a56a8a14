#!/usr/bin/env node
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 24 || (major === 24 && minor < 5)) {
  process.stderr.write(`svc-emulator: needs Node.js 24.5 or newer (found ${process.version}); its HTTP(S)_PROXY support needs it\n`);
  process.exit(1);
}
await import("./emulator/index.js");
