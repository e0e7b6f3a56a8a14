/**
 * The simulated runner's core (test/support/runner-core.ts), on which the Action's in-process tests
 * run, prints and writes exactly what the Action's core on a runner (src/action/actions-core.ts)
 * does. This is the one test that swaps process.env and process.stdout: to watch the real one.
 */
import { afterEach, describe, expect, it } from "vitest";
import * as ours from "../../../src/action/actions-core.js";
import type { ActionCore } from "../../../src/action/world.js";
import { simulatedCore } from "../../support/runner-core.js";
import { createRunnerEnv, type RunnerEnv } from "../../support/runner-env.js";

const values: unknown[] = [
  "plain",
  "",
  "with\nnew lines\r\nand % and :: and ,",
  "  padded  ",
  42,
  null,
  { a: [1] },
];
const places = [
  {},
  { title: "T: 1, 2", file: "a/b.yml", startLine: 3, startColumn: 4 },
  { title: "%\n", endLine: 9 },
];

/** Every call the Action makes, with awkward values; `printed` says what the last call printed. */
async function exercise(core: ActionCore, printed: () => string): Promise<string[]> {
  const out: string[] = [];
  let before = printed();
  const record = async (call: () => unknown) => {
    let threw = "";
    try {
      await call();
    } catch (error) {
      threw = `threw ${String(error)}`;
    }
    const now = printed();
    out.push(now.slice(before.length) + threw);
    before = now;
  };
  for (const value of values) {
    const text = String(value);
    await record(() => core.setSecret(text));
    await record(() => core.info(text));
    await record(() => core.debug(text));
    await record(() => core.setOutput("out", value));
    await record(() => core.saveState("state", value));
    await record(() => core.setFailed(text));
    for (const place of places) {
      await record(() => core.warning(text, place));
      await record(() => core.error(text, place));
      await record(() => core.notice(text, place));
    }
    await record(() => core.group(text, async () => core.info("inside")));
  }
  for (const name of ["token", "plan", "missing", "with space"]) {
    await record(() => core.getInput(name));
    await record(() => core.getInput(name, { trimWhitespace: false }));
    await record(() => core.getInput(name, { required: true }));
    await record(() => core.getState(name));
  }
  return out;
}

let runner: RunnerEnv | undefined;
afterEach(() => runner?.cleanup());

const options = (fileCommands: boolean) => ({
  fileCommands,
  inputs: { token: "  tok en ", plan: "steps:\n  - a\n", "with space": " x " },
  state: { plan: "saved state" },
});
const files = (env: RunnerEnv) =>
  JSON.stringify(env.read()).replace(/ghadelimiter_[0-9a-f-]+/g, "ghadelimiter_X");

describe("the simulated runner's core", () => {
  for (const fileCommands of [true, false]) {
    it(`prints and writes what the Action's core does on a runner (file commands ${fileCommands ? "on" : "off"})`, async () => {
      runner = createRunnerEnv(options(fileCommands));
      const simulated = simulatedCore(runner.env);
      const fromSimulated = {
        printed: await exercise(simulated, () => simulated.stdout),
        files: files(runner),
      };
      runner.cleanup();

      runner = createRunnerEnv(options(fileCommands));
      const savedEnv = process.env;
      const savedWrite = process.stdout.write;
      let stdout = "";
      process.env = { ...runner.env };
      process.stdout.write = ((chunk: string) => {
        stdout += chunk;
        return true;
      }) as typeof process.stdout.write;
      try {
        const fromRunner = { printed: await exercise(ours, () => stdout), files: files(runner) };
        expect(fromSimulated).toEqual(fromRunner);
      } finally {
        process.env = savedEnv;
        process.stdout.write = savedWrite;
        process.exitCode = undefined;
      }
    });
  }
});
