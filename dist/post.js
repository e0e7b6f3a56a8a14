const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 24 || (major === 24 && minor < 5)) {
  process.exit(0);
}
await import("./post/index.js");
