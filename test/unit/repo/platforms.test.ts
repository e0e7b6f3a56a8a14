/**
 * test/platforms.ts, which decides what the macOS and Windows CI jobs leave out, stays true: every
 * file it names exists and is a test the portable config would otherwise run, no file is in both
 * lists, the portable config selects exactly the rest, and ci.yml runs that config on both OSes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { excludedTests, linuxOnlyTests, portableTests, posixOnlyTests } from "../../platforms.js";

const root = join(import.meta.dirname, "../../..");
const testFiles = (readdirSync(join(root, "test"), { recursive: true, encoding: "utf8" }) as string[])
  .map((file) => `test/${file.split("\\").join("/")}`)
  .filter((file) => file.endsWith(".test.ts"));
const portable = testFiles.filter(
  (file) => file.startsWith("test/unit/") || file.startsWith("test/e2e/action/"),
);

describe("test/platforms.ts", () => {
  it("selects the unit tests and the Action's end-to-end tests", () => {
    expect(portableTests).toEqual(["test/unit/**/*.test.ts", "test/e2e/action/**/*.test.ts"]);
    expect(portable).toContain("test/e2e/action/action.test.ts");
    expect(portable).toContain("test/unit/action/main.test.ts");
  });

  it("names only existing portable test files, each once, each with a reason", () => {
    const named = [...Object.keys(posixOnlyTests), ...Object.keys(linuxOnlyTests)];
    expect(named.filter((file) => !portable.includes(file))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    for (const reason of [...Object.values(posixOnlyTests), ...Object.values(linuxOnlyTests)])
      expect(reason.length).toBeGreaterThan(10);
  });

  it("leaves out the POSIX-only files on Windows only, the Linux-only ones on macOS and Windows", () => {
    expect(Object.keys(excludedTests("linux"))).toEqual(Object.keys(linuxOnlyTests));
    expect(Object.keys(excludedTests("darwin"))).toEqual(Object.keys(linuxOnlyTests));
    expect(Object.keys(excludedTests("win32")).sort()).toEqual(
      [...Object.keys(posixOnlyTests), ...Object.keys(linuxOnlyTests)].sort(),
    );
    // What Windows still runs of the Action: its core tests are there.
    const onWindows = portable.filter((file) => !(file in excludedTests("win32")));
    for (const file of [
      "test/unit/action/main.test.ts",
      "test/unit/action/rerun-run.test.ts",
      "test/unit/action/workspace-paths.test.ts",
      "test/unit/engine/sinks/command-sink-lookup.test.ts",
      "test/e2e/action/action.test.ts",
      "test/e2e/action/rerun.test.ts",
    ])
      expect(onWindows).toContain(file);
  });

  it("leaves no POSIX-only test running on Windows: a named pipe, a symlink or /dev/ is listed or guarded", () => {
    const posixOnly = /mkfifo|symlink(Sync)?\(|["'`]\/dev\//;
    const unguarded = portable
      .filter((file) => !(file in excludedTests("win32")) && file !== "test/unit/repo/platforms.test.ts")
      .filter((file) => {
        const text = readFileSync(join(root, file), "utf8");
        return posixOnly.test(text) && !/process\.platform/.test(text);
      });
    expect(unguarded, "add these to posixOnlyTests in test/platforms.ts, with the reason").toEqual([]);
  });

  it("is run by ci.yml on macOS and Windows, on the committed dist/ (the Linux job checks it is fresh)", () => {
    const ci = parse(readFileSync(join(root, ".github/workflows/ci.yml"), "utf8")) as {
      jobs: Record<string, { strategy?: { matrix?: { os?: string[] } }; steps: { run?: string }[] }>;
    };
    const job = Object.values(ci.jobs).find((candidate) =>
      candidate.steps.some((step) => step.run?.includes("--config vitest.portable.config.ts")),
    );
    expect(job?.strategy?.matrix?.os).toEqual(["macos-latest", "windows-latest"]);
    expect(job?.steps.some((step) => step.run?.includes("npm ci"))).toBe(true);
    // The Action's own job against the emulator (uses: ./) runs on all three.
    const onEmulator = Object.values(ci.jobs).find((candidate) =>
      candidate.steps.some((step) => step.run?.includes("dist/emulator.js")),
    );
    expect(onEmulator?.strategy?.matrix?.os).toEqual(["ubuntu-latest", "macos-latest", "windows-latest"]);
  });
});
