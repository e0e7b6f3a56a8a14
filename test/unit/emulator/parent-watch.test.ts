import { describe, expect, it } from "vitest";
import {
  parseProcStat,
  processInfo,
  startedByNpm,
  watchedProcesses,
} from "../../../src/emulator/parent-watch.js";

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

describe("which processes the emulator follows out", () => {
  it("follows npm above the shell npm ran the command in (npx, through dash), not only the shell", () => {
    const info = (pid: number) =>
      ({ 40: { ppid: 30, name: "sh" }, 30: { ppid: 20, name: "npm exec svc-em" } })[pid];
    expect(watchedProcesses(40, info)).toEqual([40, 30]);
  });

  it.each([
    ["npm itself (a script run with exec)", { ppid: 20, name: "npm run emulato" }],
    ["an unknown process", { ppid: 20, name: "node" }],
    ["a shell that is an orphan already", { ppid: 1, name: "dash" }],
    ["a process the OS says nothing of", undefined],
  ])("follows only the parent when it is %s", (_name, parent) => {
    expect(watchedProcesses(40, () => parent)).toEqual([40]);
  });

  it("reads the parent and the name from /proc/<pid>/stat, a name with spaces and parentheses too", () => {
    expect(parseProcStat("19397 (sh) S 19367 19360 19360 0 -1 4194560 105 0")).toEqual({
      ppid: 19367,
      name: "sh",
    });
    expect(parseProcStat("19365 (npm run emulato) S 1 19365 0")).toEqual({
      ppid: 1,
      name: "npm run emulato",
    });
    expect(parseProcStat("7 (a) b) (c) S 42 7 7")).toEqual({ ppid: 42, name: "a) b) (c" });
    expect(parseProcStat("garbage")).toBeUndefined();
  });

  it("asks this OS about a real process (its own parent), and Windows not at all", () => {
    if (process.platform === "linux" || process.platform === "darwin")
      expect(processInfo(process.pid)?.ppid).toBe(process.ppid);
    expect(processInfo(process.pid, "win32")).toBeUndefined();
  });
});
