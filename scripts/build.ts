/**
 * Build: tsc compiles src/ to lib/ (ncc cannot compile TypeScript 7), then ncc bundles each entry
 * into its own folder under dist/ (so lazily loaded chunks never collide), with a one-line shim at
 * the path users run. The output is deterministic: CI checks that dist/ equals a fresh build.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { bundledPackageDirs, renderLicenses } from "./licenses.js";

const entries = [
  { name: "action", source: "lib/action/index.js", shim: "index.js", bin: false },
  { name: "emulator", source: "lib/emulator/bin.js", shim: "emulator.js", bin: true, binary: "svc-emulator" },
  { name: "post", source: "lib/action/post/index.js", shim: "post.js", bin: false },
  { name: "cli", source: "lib/cli/main.js", shim: "cli.js", bin: true, binary: "svc" },
] as const;

const root = new URL("..", import.meta.url).pathname;

/**
 * The oldest Node the bundles run on, from package.json's engines (">=24.5"): Node's HTTP agents
 * honour HTTP(S)_PROXY (`proxyEnv`) only from 24.5 on, and on 24.0-24.4 they would silently go direct.
 */
const floor = nodeFloor(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines?.node);

rmSync(join(root, "lib"), { recursive: true, force: true });
execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
});

rmSync(join(root, "dist"), { recursive: true, force: true });
mkdirSync(join(root, "dist"));
const stats = mkdtempSync(join(tmpdir(), "svc-ci-build-"));
const ncc = join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js");
await Promise.all(
  entries.map((entry) =>
    promisify(execFile)(
      process.execPath,
      [
        ncc,
        "build",
        entry.source,
        "-o",
        `dist/${entry.name}`,
        "--minify",
        "--quiet",
        "--target",
        "es2023",
        "--stats-out",
        join(stats, `${entry.name}.json`),
      ],
      { cwd: root },
    ),
  ),
);
// The licences of every package bundled into each entry, beside it (dist/<name>/licenses.txt).
for (const entry of entries) {
  const packages = bundledPackageDirs(JSON.parse(readFileSync(join(stats, `${entry.name}.json`), "utf8")));
  writeFileSync(join(root, "dist", entry.name, "licenses.txt"), renderLicenses(root, packages));
}
rmSync(stats, { recursive: true, force: true });
for (const entry of entries) {
  const shim = entry.bin ? binShim(entry.name, entry.binary) : actionShim(entry.name);
  writeFileSync(join(root, "dist", entry.shim), shim, { mode: entry.bin ? 0o755 : 0o644 });
}
// ncc writes a package.json into each bundle folder; this one covers the shims beside them.
writeFileSync(join(root, "dist/package.json"), `${JSON.stringify({ type: "module" }, null, 2)}\n`);

function nodeFloor(range: unknown): [number, number] {
  const match = typeof range === "string" ? /^>=(\d+)\.(\d+)$/.exec(range) : null;
  if (!match) throw new Error(`package.json engines.node must be ">=MAJOR.MINOR", found ${String(range)}`);
  return [Number(match[1]), Number(match[2])];
}

/** The check every shim runs first: on an older Node, `say` the message (not a stack) and exit. */
function versionCheck(say: string, exitCode: number): string[] {
  const [major, minor] = floor;
  return [
    'const [major, minor] = process.versions.node.split(".").map(Number);',
    `if (major < ${major} || (major === ${major} && minor < ${minor})) {`,
    ...(say ? [`  ${say}`] : []),
    `  process.exit(${exitCode});`,
    "}",
  ];
}

/**
 * The Action's entries run on the runner's own Node, so the fix is a newer runner: the main step
 * fails with an error annotation (a workflow command, on stdout); the post step has nothing to clean
 * up after a main step that never ran, so it ends quietly.
 */
function actionShim(name: string): string {
  const [major, minor] = floor;
  const message = `::error::svc-ci needs Node.js ${major}.${minor} or newer (the runner's node24 is \${process.version}); update the runner`;
  return [
    ...(name === "post" ? versionCheck("", 0) : versionCheck(`process.stdout.write(\`${message}\\n\`);`, 1)),
    `await import("./${name}/index.js");`,
    "",
  ].join("\n");
}

/**
 * A package bin: shebang, run bit, and the version check. The bin runs on whatever `node` is first
 * on the PATH, so its refusal says how to get a newer one: an installer, or npm's own `node` package
 * put first on the PATH for one command (docs/install.md).
 */
function binShim(name: string, binary: string): string {
  const [major, minor] = floor;
  const fix = `install Node.js ${major} (nvm install ${major}, or https://nodejs.org/en/download), or run it on npm's Node ${major}: npx -p node@${major} -c '${binary} ...'`;
  return [
    "#!/usr/bin/env node",
    ...versionCheck(
      `process.stderr.write(\`${binary}: needs Node.js ${major}.${minor} or newer (found \${process.version}; its HTTP(S)_PROXY support needs it): ${fix}\\n\`);`,
      1,
    ),
    ...(name === "cli" ? longWalkRestart() : []),
    `await import("./${name}/index.js");`,
    "",
  ].join("\n");
}

/**
 * `svc … --all` may walk 10,000 pages. V8 grows its young generation to a maximum fixed when the
 * process starts (16 MB semi-spaces here), which is most of such a walk's memory above a one-page
 * run, and no flag set later changes that size (docs/startup.md). So before anything is loaded,
 * an `--all` run replaces itself once (execve: same pid, stdio, environment) with the same command
 * on a 4 MB semi-space: +21..25 MB instead of +49 MB for 100,000 records, for one more Node start
 * (about 20 ms); the walk itself is no slower. Not on
 * Windows (no execve), never twice, and never against a size the user chose (argv or NODE_OPTIONS);
 * if the exec fails, the walk runs as it is.
 */
function longWalkRestart(): string[] {
  return [
    "if (",
    '  process.argv.includes("--all") &&',
    '  typeof process.execve === "function" &&',
    '  ![...process.execArgv, process.env.NODE_OPTIONS ?? ""].join(" ").includes("--max-semi-space-size")',
    ") {",
    "  try {",
    "    process.execve(process.execPath, [",
    "      process.execPath,",
    '      "--max-semi-space-size=4",',
    "      ...process.execArgv,",
    "      ...process.argv.slice(1),",
    "    ]);",
    "  } catch {}",
    "}",
  ];
}
