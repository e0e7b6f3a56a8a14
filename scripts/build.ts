/**
 * Build: tsc compiles src/ to lib/ (ncc cannot compile TypeScript 7), then ncc bundles each entry
 * into its own folder under dist/ (so lazily loaded chunks never collide), with a one-line shim at
 * the path users run. The output is deterministic: CI checks that dist/ equals a fresh build.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const entries = [
  { name: "action", source: "lib/action/index.js", shim: "index.js", bin: false },
  { name: "emulator", source: "lib/emulator/bin.js", shim: "emulator.js", bin: true, binary: "svc-emulator" },
  { name: "cli", source: "lib/cli/main.js", shim: "cli.js", bin: true, binary: "svc" },
] as const;

const root = new URL("..", import.meta.url).pathname;

rmSync(join(root, "lib"), { recursive: true, force: true });
execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
});

rmSync(join(root, "dist"), { recursive: true, force: true });
mkdirSync(join(root, "dist"));
const ncc = join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js");
await Promise.all(
  entries.map((entry) =>
    promisify(execFile)(
      process.execPath,
      [ncc, "build", entry.source, "-o", `dist/${entry.name}`, "--minify", "--quiet", "--target", "es2023"],
      { cwd: root },
    ),
  ),
);
for (const entry of entries) {
  const shim = entry.bin ? binShim(entry.name, entry.binary) : `import "./${entry.name}/index.js";\n`;
  writeFileSync(join(root, "dist", entry.shim), shim, { mode: entry.bin ? 0o755 : 0o644 });
}
// ncc writes a package.json into each bundle folder; this one covers the shims beside them.
writeFileSync(join(root, "dist/package.json"), `${JSON.stringify({ type: "module" }, null, 2)}\n`);

/** A package bin: shebang, run bit, and a plain message (not a stack) on a Node older than 24. */
function binShim(name: string, binary: string): string {
  return [
    "#!/usr/bin/env node",
    'const major = Number(process.versions.node.split(".")[0]);',
    "if (major < 24) {",
    `  process.stderr.write(\`${binary}: needs Node.js 24 or newer (found \${process.version})\\n\`);`,
    "  process.exit(1);",
    "}",
    `await import("./${name}/index.js");`,
    "",
  ].join("\n");
}
