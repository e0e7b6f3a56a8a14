import { describe, expect, it } from "vitest";
import { startedByNpm } from "../../../src/emulator/parent-watch.js";

describe("startedByNpm: the emulator follows its parent out only when npm started this very command", () => {
  it.each([
    [{ npm_lifecycle_event: "emulator", npm_lifecycle_script: "exec node dist/emulator.js" }, true],
    [{ npm_lifecycle_event: "npx", npm_lifecycle_script: "'svc-emulator'" }, true],
    [{ npm_lifecycle_event: "emu", npm_lifecycle_script: "svc-emulator --port 4010" }, true],
    // A test run (npm test, npx vitest) that spawns the emulator itself: its script names no emulator.
    [{ npm_lifecycle_event: "test", npm_lifecycle_script: "vitest run" }, false],
    [{ npm_lifecycle_event: "npx", npm_lifecycle_script: "'vitest'" }, false],
    // Started directly (a CI step's `svc-emulator &`): it must outlive the step's shell.
    [{}, false],
    [{ npm_lifecycle_script: "node dist/emulator.js" }, false],
  ])("%j -> %s", (env, expected) => {
    expect(startedByNpm(env)).toBe(expected);
  });
});
