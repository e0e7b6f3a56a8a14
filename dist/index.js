const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 24 || (major === 24 && minor < 5)) {
  process.stdout.write(`::error::svc-ci needs Node.js 24.5 or newer (the runner's node24 is ${process.version}); update the runner\n`);
  process.exit(1);
}
await import("./action/index.js");
