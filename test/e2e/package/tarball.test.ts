/**
 * The package as people install it: `npm pack`, then `npm install <tarball>` into empty projects
 * (the registry serves zod and the keychain addon), then what docs/install.md promises: `npx svc`,
 * `svc-emulator`, and the library with its types (`tsc` in a consumer, with and without @types/node).
 * Needs the build (npm test builds first).
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix, relative } from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npm, repoRoot } from "../../support/npm.js";

const INSTALL_TIMEOUT = 180_000;
const work = mkdtempSync(join(tmpdir(), "svc-tarball-"));
const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
  version: string;
  dependencies: Record<string, string>;
  bin: Record<string, string>;
};
let tarball: string;
let packed: string[];
/** Consumers: `bare` has only the package, `typed` also @types/node. */
const bare = join(work, "bare");
const typed = join(work, "typed");
const env = {
  ...process.env,
  HOME: work,
  XDG_CONFIG_HOME: join(work, ".config"),
  XDG_CACHE_HOME: join(work, ".cache"),
};

/** Relative imports of a module (`from "./x.js"`, `import("./x.js")`, `export * from`), as paths. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:from\s*|import\(\s*|^import\s+)["'](\.[^"']+)["']/gm)].map(
    (m) => m[1] ?? "",
  );
  return specs.map((spec) => join(dirname(file), spec));
}

/**
 * Every lib/ module the export reaches from lib/index.js (run time) or lib/index.d.ts (types), each
 * with both its files (.js and .d.ts), relative to the root.
 */
function reachableFromExport(): Set<string> {
  const modules = new Set<string>();
  const walk = (file: string) => {
    const module = relative(repoRoot, file)
      .split("\\")
      .join(posix.sep)
      .replace(/(\.d\.ts|\.js)$/, "");
    const isTypes = file.endsWith(".d.ts");
    const key = `${module}${isTypes ? ".d.ts" : ".js"}`;
    if (modules.has(key)) return;
    modules.add(key);
    for (const target of relativeImports(file)) walk(isTypes ? target.replace(/\.js$/, ".d.ts") : target);
  };
  walk(join(repoRoot, "lib/index.js"));
  walk(join(repoRoot, "lib/index.d.ts"));
  return new Set(
    [...modules].flatMap((key) => {
      const module = key.replace(/(\.d\.ts|\.js)$/, "");
      return [`${module}.d.ts`, `${module}.js`];
    }),
  );
}

function consumer(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
}

beforeAll(async () => {
  const { stdout } = await npm(
    ["pack", "--ignore-scripts", "--json", "--pack-destination", work],
    repoRoot,
    60_000,
  );
  const [info] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  if (!info) throw new Error("npm pack reported no package");
  tarball = join(work, info.filename);
  packed = info.files.map((file) => file.path).sort();
  consumer(bare);
  consumer(typed);
  await Promise.all([
    npm(["install", "--no-package-lock", tarball], bare, INSTALL_TIMEOUT),
    npm(["install", "--no-package-lock", tarball, "@types/node@24"], typed, INSTALL_TIMEOUT),
  ]);
}, INSTALL_TIMEOUT + 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the packed package", () => {
  it("ships the library export's reachable lib/ files, the two bins' bundles and nothing else", () => {
    const lib = packed.filter((path) => path.startsWith("lib/"));
    expect(lib).toEqual([...reachableFromExport()].sort());
    const dist = packed.filter((path) => path.startsWith("dist/"));
    expect(dist.filter((path) => !/^dist\/(cli|emulator)(\.js|\/)|^dist\/package\.json$/.test(path))).toEqual(
      [],
    );
    for (const bin of Object.values(pkg.bin)) expect(dist).toContain(bin);
    expect(packed.filter((path) => !/^(lib|dist)\//.test(path)).sort()).toEqual([
      "LICENSE",
      "README.md",
      "package.json",
    ]);
  });

  it("depends at run time only on zod (the library) and the keychain addon (svc auth)", () => {
    expect(Object.keys(pkg.dependencies).sort()).toEqual(["@napi-rs/keyring", "zod"]);
    const installed = JSON.parse(readFileSync(join(bare, "node_modules/svc-ci/package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(installed.dependencies).toEqual(pkg.dependencies);
  });

  it("npx svc --version prints the version", async () => {
    const { stdout } = await promisify(execFile)("npx", ["--no-install", "svc", "--version"], {
      cwd: bare,
      env,
      timeout: 30_000,
    });
    expect(stdout).toBe(`${pkg.version}\n`);
  });

  it(
    "npx -p <package> svc runs it without installing it into a project, as docs/install.md says",
    async () => {
      const outside = join(work, "outside");
      mkdirSync(outside);
      const { stdout } = await promisify(execFile)("npx", ["--yes", "-p", tarball, "svc", "--version"], {
        cwd: outside,
        env: { ...env, npm_config_cache: join(work, ".npm") },
        timeout: INSTALL_TIMEOUT,
      });
      expect(stdout).toBe(`${pkg.version}\n`);
    },
    INSTALL_TIMEOUT + 10_000,
  );

  it("svc-emulator starts on a free port, prints its ready line and stops on SIGTERM", async () => {
    const child: ChildProcess = spawn(join(bare, "node_modules/.bin/svc-emulator"), ["--port", "0"], {
      cwd: bare,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const first = await new Promise<string>((resolve, reject) => {
        const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
        lines.once("line", resolve);
        child.once("exit", (code) =>
          reject(new Error(`svc-emulator exited with ${code} before its ready line`)),
        );
      });
      const ready = JSON.parse(first) as { baseUrl: string };
      expect(ready.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      process.kill(child.pid as number, "SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  });

  it("the library loads and signs and verifies a delivery", async () => {
    const script = [
      'import { createClient, signWebhook, verifyWebhook, VERSION } from "svc-ci";',
      `const secret = "whsec_v2_${"a".repeat(43)}";`,
      'const body = JSON.stringify({ event: "task_created" });',
      "const headers = signWebhook(secret, body);",
      "const verified = await verifyWebhook({ headers, body, secrets: [secret] });",
      "console.log(JSON.stringify({ VERSION, client: typeof createClient, event: verified.payload.event }));",
    ].join("\n");
    writeFileSync(join(bare, "use.mjs"), script);
    const { stdout } = await promisify(execFile)(process.execPath, ["use.mjs"], {
      cwd: bare,
      env,
      timeout: 30_000,
    });
    expect(JSON.parse(stdout)).toEqual({ VERSION: pkg.version, client: "function", event: "task_created" });
  });

  const consumerSource = [
    'import { createClient, type Webhook, verifyWebhook, WebhookVerificationError } from "svc-ci";',
    'const client = createClient({ token: "tg_sa_v2_placeholder" });',
    "export async function urls(): Promise<string[]> {",
    "  const found: string[] = [];",
    "  for await (const hook of client.paginateWebhooks()) found.push((hook satisfies Webhook).attributes.url);",
    "  return found;",
    "}",
    "export async function check(body: string, headers: Record<string, string>): Promise<number> {",
    "  try {",
    "    return (await verifyWebhook({ headers, body, secrets: [] })).secretIndex;",
    "  } catch (error) {",
    "    if (error instanceof WebhookVerificationError) return -1;",
    "    throw error;",
    "  }",
    "}",
    "// @ts-expect-error: the types are real, so a wrong field is an error",
    "createClient({ tokn: 1 });",
    "",
  ].join("\n");

  // Without @types/node the globals the types use (URL, AbortSignal, Headers; zod's too) come from
  // the DOM library, as in any consumer that type-checks for more than Node.
  it.each([
    ["without @types/node", bare, [], ["ES2023", "DOM"]],
    ["with @types/node", typed, ["node"], ["ES2023"]],
  ])("type-checks a consumer %s (strict, no skipLibCheck)", async (_name, dir, types, lib) => {
    writeFileSync(join(dir, "consumer.ts"), consumerSource);
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2023",
          lib,
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          skipLibCheck: false,
          types,
        },
        files: ["consumer.ts"],
      }),
    );
    const tsc = join(repoRoot, "node_modules/typescript/bin/tsc");
    const result = await promisify(execFile)(process.execPath, [tsc, "-p", "tsconfig.json"], {
      cwd: dir,
      env,
      timeout: 60_000,
    }).catch((error: { stdout?: string; code?: number }) => ({
      stdout: error.stdout ?? "",
      failed: error.code,
    }));
    expect(result).toEqual({ stdout: "", stderr: "" });
  });
});
