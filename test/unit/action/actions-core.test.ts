import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as official from "@actions/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as ours from "../../../src/action/actions-core.js";
import { createRunnerEnv, type RunnerEnv, repoRoot } from "../../support/runner-env.js";

type Core = typeof ours;

const values: unknown[] = [
  "plain",
  "",
  "with\nnew lines\r\nand % and :: and ,",
  "  padded  ",
  42,
  true,
  null,
  undefined,
  { nested: ["a", 1] },
];
const places = [
  {},
  { title: "T: 1, 2", file: "a/b.yml", startLine: 3, startColumn: 4 },
  { title: "%\n", endLine: 9, endColumn: 2 },
];

/** Every function the Action uses, called with awkward values; returns what each call printed. */
async function exercise(core: Core): Promise<string[]> {
  const printed: string[] = [];
  const write = process.stdout.write;
  let current = "";
  process.stdout.write = ((chunk: string | Uint8Array) => {
    current += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
    return true;
  }) as typeof process.stdout.write;
  const record = async (call: () => unknown) => {
    current = "";
    try {
      await call();
    } catch (error) {
      current += `threw ${String(error)}`;
    }
    printed.push(current);
  };
  try {
    for (const value of values) {
      const text = String(value);
      await record(() => core.setSecret(text));
      await record(() => core.info(text));
      await record(() => core.debug(text));
      await record(() => core.setOutput("out", value));
      await record(() => core.saveState("state", value));
      await record(() => core.setFailed(text));
      await record(() => `${process.exitCode}`);
      process.exitCode = undefined;
      for (const place of places) {
        await record(() => core.warning(text, place));
        await record(() => core.error(text, place));
        await record(() => core.notice(text, place));
      }
      await record(() => core.group(text, async () => core.info("inside")));
      await record(() => core.group(text, async () => Promise.reject(new Error("failed inside"))));
    }
    for (const name of ["token", "plan", "base-url", "missing", "with space"]) {
      await record(() => core.getInput(name));
      await record(() => core.getInput(name, { trimWhitespace: false }));
      await record(() => core.getInput(name, { required: true }));
      await record(() => core.getState(name));
    }
  } finally {
    process.stdout.write = write;
    process.exitCode = undefined;
  }
  return printed;
}

describe("src/action/actions-core: @actions/core's functions without its index", () => {
  let runner: RunnerEnv;
  let saved: NodeJS.ProcessEnv;
  beforeEach(() => {
    saved = process.env;
  });
  afterEach(() => {
    process.env = saved;
    runner.cleanup();
  });

  for (const fileCommands of [true, false]) {
    it(`prints and writes exactly what @actions/core does (file commands ${fileCommands ? "on" : "off"})`, async () => {
      const results = [];
      for (const core of [official, ours]) {
        runner = createRunnerEnv({
          fileCommands,
          inputs: { token: "  tok en ", plan: "steps:\n  - a\n", "with space": " x " },
          state: { plan: "saved state" },
        });
        process.env = { ...runner.env };
        const printed = await exercise(core as Core);
        // File commands end each value with a random delimiter: the same on both sides once named.
        const files = JSON.stringify(runner.read()).replace(/ghadelimiter_[0-9a-f-]+/g, "ghadelimiter_X");
        results.push({ printed, files });
        runner.cleanup();
      }
      runner = createRunnerEnv();
      expect(results[1]).toEqual(results[0]);
      expect(results[0]?.printed.some((line) => line.startsWith("::add-mask::"))).toBe(true);
    });
  }

  it("shares @actions/core's summary (one buffer, one file)", () => {
    runner = createRunnerEnv();
    expect(ours.summary).toBe(official.summary);
  });

  it("is how src/action reaches @actions/core (its index, which loads undici, is never imported)", () => {
    runner = createRunnerEnv();
    const valueImport = /^import (?!type\b)[^;]*from "@actions\/core";/m;
    const offenders = readdirSync(join(repoRoot, "src/action"), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".ts"))
      .filter((name) => valueImport.test(readFileSync(join(repoRoot, "src/action", name), "utf8")));
    expect(offenders).toEqual([]);
  });
});
