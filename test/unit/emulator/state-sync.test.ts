/**
 * A change the emulator acknowledges is durable first: the fsync of the state dir after a save is
 * skipped only where the platform cannot do it, never because it failed (it used to swallow every
 * error, so a failed sync still acknowledged the change).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { syncDirectory } from "../../../src/emulator/state/state-files.js";

describe("syncDirectory", () => {
  it("syncs a directory", async () => {
    await expect(syncDirectory(mkdtempSync(join(tmpdir(), "svc-sync-")))).resolves.toBeUndefined();
  });

  it("throws a failure instead of acknowledging a change that may not be on disk", async () => {
    const gone = join(mkdtempSync(join(tmpdir(), "svc-sync-")), "missing");
    await expect(syncDirectory(gone, "linux")).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("skips what the platform cannot do (Windows opens no directory)", async () => {
    const gone = join(mkdtempSync(join(tmpdir(), "svc-sync-")), "missing");
    await expect(syncDirectory(gone, "win32")).resolves.toBeUndefined();
  });
});
