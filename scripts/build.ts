/**
 * Build: tsc compiles src/ to lib/ (ncc cannot compile TypeScript 7), then ncc bundles each entry
 * into its own folder under dist/ (so lazily loaded chunks never collide), with a one-line shim at
 * the path users run. The output is deterministic: CI checks that dist/ equals a fresh build.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const entries = [
  { name: "action", source: "lib/action/index.js", shim: "index.js", bin: false },
  { name: "emulator", source: "lib/emulator/bin.js", shim: "emulator.js", bin: true },
] as const;

const root = new URL("..", import.meta.url).pathname;
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });

rmSync(join(root, "lib"), { recursive: true, force: true });
run(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"]);

rmSync(join(root, "dist"), { recursive: true, force: true });
mkdirSync(join(root, "dist"));
await Promise.all(
  entries.map(
    (entry) =>
      new Promise<void>((resolve, reject) => {
        import("node:child_process").then(({ execFile }) =>
          execFile(
            process.execPath,
            [
              join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js"),
              "build",
              entry.source,
              "-o",
              `dist/${entry.name}`,
              "--minify",
              "--no-source-map-register",
              "--quiet",
              "--target",
              "es2023",
            ],
            { cwd: root },
            (error, _stdout, stderr) => (error ? reject(new Error(`${entry.name}: ${stderr}`)) : resolve()),
          ),
        );
      }),
  ),
);
for (const entry of entries) {
  writeFileSync(
    join(root, "dist", entry.shim),
    entry.bin ? binShim(entry.name) : `import "./${entry.name}/index.js";\n`,
    {
      mode: entry.bin ? 0o755 : 0o644,
    },
  );
  // ncc writes its own package.json per bundle folder; the top-level one covers the shims.
  for (const file of readdirSync(join(root, "dist", entry.name))) {
    if (file.endsWith(".map")) rmSync(join(root, "dist", entry.name, file));
  }
}
writeFileSync(join(root, "dist/package.json"), `${JSON.stringify({ type: "module" }, null, 2)}\n`);

/** A package bin: shebang, run bit, and a plain message (not a stack) on a Node older than 24. */
function binShim(name: string): string {
  return [
    "#!/usr/bin/env node",
    'const major = Number(process.versions.node.split(".")[0]);',
    "if (major < 24) {",
    `  process.stderr.write(\`svc-${name}: needs Node.js 24 or newer (found \${process.version})\\n\`);`,
    "  process.exit(1);",
    "}",
    `await import("./${name}/index.js");`,
    "",
  ].join("\n");
}
