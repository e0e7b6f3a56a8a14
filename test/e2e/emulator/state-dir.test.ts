/**
 * `svc-emulator --state-dir` as users run it (node dist/emulator.js): a second emulator on the same
 * directory exits 1 naming the directory and the first one's pid; a save that fails answers 503
 * and prints a line on stderr without --verbose; a lock left by a killed emulator is taken over.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { EMULATOR_BUNDLE, rawRequest, spawnEmulator } from "../../support/emulator.js";

beforeAll(() => {
  if (!existsSync(EMULATOR_BUNDLE)) throw new Error(`${EMULATOR_BUNDLE} is missing: run npm run build first`);
});

const fresh = () => join(mkdtempSync(join(tmpdir(), "svc-emulator-e2e-state-")), "state");

describe("svc-emulator --state-dir", () => {
  test("refuses a second emulator on the same dir, naming it and the first one's pid", async () => {
    const dir = fresh();
    const first = await spawnEmulator(["--state-dir", dir]);
    try {
      const second = spawnSync(process.execPath, [EMULATOR_BUNDLE, "--port", "0", "--state-dir", dir], {
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(second.status).toBe(1);
      expect(second.stdout).toBe("");
      expect(second.stderr).toContain(
        `svc-emulator: the state dir ${dir} is in use by another svc-emulator (pid ${first.child.pid},`,
      );
    } finally {
      await first.stop();
    }
  });

  test("answers 503 and says so on stderr (no --verbose) when a save fails; a killed one's lock is taken over", async () => {
    const dir = fresh();
    const emulator = await spawnEmulator(["--state-dir", dir]);
    const admin = emulator.ready.credentials[0]?.token as string;
    rmSync(join(dir, "state.json"));
    mkdirSync(join(dir, "state.json", "in-the-way"), { recursive: true });
    const answer = await rawRequest(`${emulator.ready.baseUrl}/webhooks`, {
      method: "POST",
      token: admin,
      headers: { "content-type": "application/json", "idempotency-key": "e2e-unsaved" },
      body: { url: "https://hooks.example.com/e2e-unsaved", actions: ["task_created"] },
    });
    expect(answer.status).toBe(503);
    expect(emulator.stderr()).toContain(
      `svc-emulator: cannot save the state to ${join(dir, "state.json")} (EISDIR)`,
    );
    rmSync(join(dir, "state.json"), { recursive: true });
    // Killed: its lock stays behind, held by a pid that is gone.
    expect(await emulator.stop("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
    expect(existsSync(join(dir, "emulator.lock"))).toBe(true);
    const next = await spawnEmulator(["--state-dir", dir]);
    expect(next.ready.credentials[0]?.token).toBeTruthy();
    await next.stop();
  });
});
