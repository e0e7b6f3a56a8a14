/**
 * docs/install.md's way to run `svc` and `svc-emulator` outside the checkout before the package is
 * published, as written: the blocks it marks `<!-- docs-commands: run by <this file> -->` run in
 * order in a fresh HOME holding the packed tarball where the doc says `npm pack` puts it, with a
 * Node older than 24.5 first on the PATH (the system's Node 20 on the development machines), except
 * where the doc says Node 24 is your `node`. They need the npm registry (node@24, zod, the keychain
 * addon), which the docs-commands test does not use; npm's cache is kept between runs. Needs the
 * build (npm test builds first).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentedCommands } from "../../support/doc-commands.js";
import { npm, repoRoot } from "../../support/npm.js";
import { nodeVersionOn, olderNodePath } from "../../support/older-node.js";

const TIMEOUT = 240_000;
const thisFile = "test/e2e/package/install-docs.test.ts";
const { version } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string };
const work = mkdtempSync(join(tmpdir(), "svc-install-docs-"));
const home = join(work, "home");
const globalPrefix = join(home, ".npm-global");

interface Expectation {
  /** Which `node` is first on the PATH: one older than 24.5, or Node 24 (the doc says it is yours). */
  node: "older" | "24";
  /** Where it runs: a fresh directory, or the project the doc's `npm i` makes. */
  cwd: "anywhere" | "project";
  /** A server: its first stdout line is the emulator's JSON ready line; then it is stopped. */
  server?: true;
  /** What stdout must be. */
  stdout?: string;
}

/** How each command of the marked blocks runs; a command missing here fails the test. */
const EXPECT: Record<string, Expectation> = {
  [`npx --yes -p node@24 -p ~/svc-ci-${version}.tgz svc --version`]: {
    node: "older",
    cwd: "anywhere",
    stdout: `${version}\n`,
  },
  [`npx --yes -p node@24 -p ~/svc-ci-${version}.tgz svc-emulator --port 0`]: {
    node: "older",
    cwd: "anywhere",
    server: true,
  },
  [`npm i ~/svc-ci-${version}.tgz node@24`]: { node: "older", cwd: "project" },
  "npx svc --version": { node: "older", cwd: "project", stdout: `${version}\n` },
  "npx svc-emulator --port 0": { node: "older", cwd: "project", server: true },
  [`npm i -g ~/svc-ci-${version}.tgz`]: { node: "24", cwd: "anywhere" },
  "svc --version": { node: "24", cwd: "anywhere", stdout: `${version}\n` },
  "svc-emulator --port 0": { node: "24", cwd: "anywhere", server: true },
  "npx --yes -p node@24 -c 'svc --version'": { node: "older", cwd: "anywhere", stdout: `${version}\n` },
};

const marked = [...documentedCommands(repoRoot).runBy]
  .filter(([, file]) => file === thisFile)
  .map(([command]) => command);
let paths: Record<Expectation["node"], string>;

beforeAll(async () => {
  mkdirSync(join(home, "anywhere"), { recursive: true });
  mkdirSync(join(home, "project"));
  const { stdout } = await npm(
    ["pack", "--ignore-scripts", "--json", "--pack-destination", work],
    repoRoot,
    60_000,
  );
  const [info] = JSON.parse(stdout) as { filename: string }[];
  if (!info) throw new Error("npm pack reported no package");
  // Where the doc's `npm pack --pack-destination ~` puts it.
  copyFileSync(join(work, info.filename), join(home, info.filename));
  const older = await olderNodePath();
  const [olderBin, ...system] = older.split(delimiter);
  const globalBin = join(globalPrefix, "bin");
  paths = {
    older: [olderBin, globalBin, ...system].join(delimiter),
    24: [dirname(process.execPath), globalBin, ...system].join(delimiter),
  };
}, TIMEOUT);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** How this machine reaches the registry (a proxy, its CA), passed on as a reader's shell has it. */
const network = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      /^(https?_proxy|no_proxy|node_extra_ca_certs|ssl_cert_(file|dir))$/i.test(name) ||
      /^npm_config_(registry|proxy|https_proxy|cafile|strict_ssl)$/i.test(name),
  ),
) as Record<string, string>;

function environment(node: Expectation["node"]): Record<string, string> {
  return {
    ...network,
    PATH: paths[node],
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_CACHE_HOME: join(home, ".cache"),
    // The global install goes under this HOME, never the system's prefix.
    npm_config_prefix: globalPrefix,
    npm_config_cache: join(repoRoot, "node_modules/.cache/svc-ci-tests/npm-cache"),
    npm_config_update_notifier: "false",
    npm_config_fund: "false",
    npm_config_audit: "false",
  };
}

/** Runs one command in bash; a server is stopped once its first stdout line arrived. */
async function run(command: string, expected: Expectation) {
  const child = spawn("bash", ["-c", command], {
    cwd: join(home, expected.cwd),
    env: environment(expected.node),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  const closed = once(child, "close") as Promise<[number | null]>;
  const timer = setTimeout(() => process.kill(-(child.pid as number), "SIGKILL"), TIMEOUT - 10_000);
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  await new Promise<void>((resolve) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
      if (expected.server && stdout.includes("\n")) resolve();
    });
    void closed.then(() => resolve());
  });
  if (expected.server && child.exitCode === null) process.kill(-(child.pid as number), "SIGTERM");
  const [code] = await closed;
  clearTimeout(timer);
  return { code: expected.server && stdout.includes("\n") ? 0 : code, stdout, stderr };
}

describe("docs/install.md, as written, from a packed tarball", () => {
  it("marks its blocks for this test, and this test knows how each command runs", () => {
    expect(marked.length).toBeGreaterThan(5);
    expect(marked.filter((command) => !(command in EXPECT))).toEqual([]);
    expect(Object.keys(EXPECT).filter((command) => !marked.includes(command))).toEqual([]);
  });

  it("has a `node` older than 24.5 first on the PATH, where the doc does not say Node 24", () => {
    expect(nodeVersionOn(paths.older)).toMatch(/^v(1\d|2[0-3])\.|^v24\.[0-4]\./);
  });

  for (const command of marked) {
    it(
      command,
      async () => {
        const expected = EXPECT[command] as Expectation;
        const outcome = await run(command, expected);
        expect(outcome.code, `${command}\n${outcome.stdout}${outcome.stderr}`).toBe(0);
        if (expected.stdout !== undefined) expect(outcome.stdout).toBe(expected.stdout);
        if (expected.server)
          expect(JSON.parse(outcome.stdout.split("\n")[0] as string)).toHaveProperty("baseUrl");
      },
      TIMEOUT,
    );
  }

  it("the installed svc on the older Node refuses it, naming how to run it on Node 24", async () => {
    const outcome = await run("svc --version", { node: "older", cwd: "anywhere" });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("npx -p node@24 -c 'svc ...'");
  });
});
