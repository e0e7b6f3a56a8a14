/**
 * The emulator's lock tells what a running pid is: the svc-emulator that wrote the lock, or
 * another program that has the pid now (a container restarted with the same host name reuses
 * pids at once), or it cannot tell; and it says which it found. A live process stands in for each
 * case: the lock records it as its holder (it "is" the emulator) or records another process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  compareHolder,
  type ProcessFacts,
  processFacts,
  shownCommand,
} from "../../../src/emulator/state/lock-process.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

const running: TestEmulator[] = [];
const warnings: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.stop()));
  warnings.length = 0;
});

let live: ChildProcess;
beforeAll(async () => {
  live = spawn(process.execPath, ["-e", "setInterval(() => {}, 1 << 30)", "not-an-emulator"], {
    stdio: "ignore",
  });
  await once(live, "spawn");
});
afterAll(() => {
  live.kill();
});

async function start(stateDir: string) {
  const emulator = await startTestEmulator({ stateDir, warn: (line) => warnings.push(line) });
  running.push(emulator);
  return emulator;
}

/** A state dir whose lock names the live process, recording `process` as what its holder was. */
function lockedBy(pid: number, holder: ProcessFacts | undefined): string {
  const dir = join(mkdtempSync(join(tmpdir(), "svc-emulator-lock-")), "state");
  mkdirSync(dir, { mode: 0o700 });
  const lock = {
    format: "svc-emulator-lock",
    pid,
    host: hostname(),
    startedAt: "2020-01-01T00:00:00.000Z",
    token: "e".repeat(32),
    ...(holder ? { process: holder } : {}),
  };
  writeFileSync(join(dir, "emulator.lock"), `${JSON.stringify(lock)}\n`, { mode: 0o600 });
  return dir;
}

const pidOf = (child: ChildProcess) => child.pid as number;

describe("the lock of a pid that runs", () => {
  it("is refused when the pid still runs the lock's holder, saying how that was told", async () => {
    const facts = await processFacts(pidOf(live));
    const dir = lockedBy(pidOf(live), facts);
    if (process.platform === "win32") {
      // Windows does not say what a pid runs: the lock counts as held, and the message says so.
      expect(facts).toEqual({});
      await expect(start(dir)).rejects.toThrow("whether it is an svc-emulator cannot be told");
      return;
    }
    expect(facts.command).toContain("not-an-emulator");
    const how =
      process.platform === "linux"
        ? "it started when the lock's holder did"
        : "its command line is the lock's holder's";
    await expect(start(dir)).rejects.toThrow(
      `the state dir ${dir} is in use by another svc-emulator (pid ${pidOf(live)}, started 2020-01-01T00:00:00.000Z; ${how})`,
    );
  });

  it("is taken over when the pid runs another program now (a reused pid), saying what runs there", async () => {
    const emulatorWas = { command: "node /opt/svc/dist/emulator.js --state-dir /data", startTicks: "1" };
    const dir = lockedBy(pidOf(live), emulatorWas);
    if (process.platform === "win32") {
      await expect(start(dir)).rejects.toThrow("whether it is an svc-emulator cannot be told");
      return;
    }
    await start(dir);
    expect(JSON.parse(readFileSync(join(dir, "emulator.lock"), "utf8"))).toMatchObject({ pid: process.pid });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `${join(dir, "emulator.lock")}: its pid ${pidOf(live)} runs another program now, not an svc-emulator (`,
    );
    expect(warnings[0]).toMatch(/not-an-emulator; took it over$/);
  });

  it("is refused, saying it cannot tell, when the lock does not say what its holder ran (an older emulator's)", async () => {
    const dir = lockedBy(pidOf(live), undefined);
    await expect(start(dir)).rejects.toThrow(
      `is locked by pid ${pidOf(live)} (started 2020-01-01T00:00:00.000Z), which runs; whether it is an svc-emulator cannot be told (the lock does not say what its holder ran`,
    );
  });
});

describe("what a pid runs (lock-process.ts)", () => {
  it("reads the command line and, on Linux, the start time; elsewhere ps names the command", async () => {
    const facts = await processFacts(pidOf(live));
    if (process.platform === "linux") expect(facts.startTicks).toMatch(/^\d+$/);
    if (process.platform === "win32") expect(facts).toEqual({});
    else {
      // The portable fallback, where there is no /proc: the same command line through ps.
      const portable = await processFacts(pidOf(live), "darwin");
      expect(portable.command).toContain("not-an-emulator");
      expect(portable.startTicks).toBeUndefined();
    }
  });

  it("decides by the start time where both are known, else by the command line, else cannot tell", () => {
    const was = { command: "node emulator.js", startTicks: "100" };
    expect(compareHolder(was, { command: "bash", startTicks: "100" }).kind).toBe("emulator");
    expect(compareHolder(was, { command: "node emulator.js", startTicks: "200" })).toEqual({
      kind: "other-program",
      command: "node emulator.js",
      how: "it started after the lock's holder",
    });
    expect(compareHolder({ command: "node emulator.js" }, { command: "node emulator.js" }).kind).toBe(
      "emulator",
    );
    expect(compareHolder({ command: "node emulator.js" }, { command: "sleep 100" }).kind).toBe(
      "other-program",
    );
    expect(compareHolder(was, {}).kind).toBe("unknown");
    expect(compareHolder({}, { command: "sleep 100" }).kind).toBe("unknown");
  });

  it("shows another program's command line as printable text, cut short", () => {
    expect(shownCommand("evil\u001b]0;x\u0007 \u202e")).toBe("evil?]0;x? ?");
    expect(shownCommand("x".repeat(500))).toHaveLength(120);
    expect(shownCommand(undefined)).toBe("a program this system does not name");
  });
});
