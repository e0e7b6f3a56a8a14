/**
 * The Node floor: HTTP(S)_PROXY support rests on Node's `proxyEnv` agents, which arrived in 24.5, so
 * on 24.0-24.4 a proxy would be silently ignored. package.json's engines says so, and every launcher
 * refuses an older Node with one plain line. Proved with a real Node 24.4.1 from the registry
 * (installed once into node_modules/.cache, then used offline).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeRelease, repoRoot } from "../../support/npm.js";

const OLD = "24.4.1";
let oldNode: string;
const home = mkdtempSync(join(tmpdir(), "svc-node-floor-"));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(entry: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      oldNode,
      [join(repoRoot, "dist", entry), ...args],
      { cwd: home, timeout: 20_000, env: { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: home } },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  oldNode = await nodeRelease(OLD, 240_000);
}, 300_000);

afterAll(() => rmSync(home, { recursive: true, force: true }));

/** The launcher's one line: the floor, the Node found, why, and how to get a newer one. */
const refusal = (bin: string) =>
  `${bin}: needs Node.js 24.5 or newer (found v${OLD}; its HTTP(S)_PROXY support needs it): install Node.js 24 (nvm install 24, or https://nodejs.org/en/download), or run it on npm's Node 24: npx -p node@24 -c '${bin} ...'\n`;

describe(`the Node floor, against a real Node ${OLD}`, () => {
  it("package.json's engines states it", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(">=24.5");
  });

  it("is the Node it claims to be", async () => {
    const version = await new Promise<string>((resolve, reject) =>
      execFile(oldNode, ["--version"], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
    );
    expect(version).toBe(`v${OLD}`);
  });

  it("svc refuses it with one line naming the floor, the Node found, why and how to get a newer one", async () => {
    const result = await run("cli.js", ["--version"]);
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr: refusal("svc"),
    });
  });

  it("svc-emulator refuses it before it listens", async () => {
    const result = await run("emulator.js", ["--port", "0"]);
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr: refusal("svc-emulator"),
    });
  });

  it("the Action fails with an error annotation; its post step, with nothing to clean up, ends quietly", async () => {
    expect(await run("index.js", [])).toEqual({
      code: 1,
      stdout: `::error::svc-ci needs Node.js 24.5 or newer (the runner's node24 is v${OLD}); update the runner\n`,
      stderr: "",
    });
    expect(await run("post.js", [])).toEqual({ code: 0, stdout: "", stderr: "" });
  });
});
