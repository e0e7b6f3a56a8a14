/**
 * Windows: a file another process holds open cannot be removed (EBUSY, or EPERM). The post step's
 * clean-up then warns naming the file, and never fails the job (docs/action.md "Runners"). Node on Linux
 * never says EBUSY for an unlink, so the file system's answer is simulated here.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

const busy = new Set<string>();
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof import("node:fs/promises")>();
  return {
    ...fs,
    unlink: async (path: string) => {
      for (const code of busy)
        if (path.endsWith(code)) throw Object.assign(new Error(`${code}: resource busy or locked`), { code });
      return fs.unlink(path);
    },
  };
});

const { removeSecretFile } = await import("../../../src/engine/plan-run/secret-files.js");
const { identityAt } = await import("../../../src/engine/owned-files.js");
const { secretFingerprint } = await import("../../../src/engine/sinks/fingerprint.js");

describe("removing a secret file Windows will not let go", () => {
  it.each(["EBUSY", "EPERM"])("%s: a warning naming the file, which stays", async (code) => {
    const dir = mkdtempSync(join(tmpdir(), "svc-busy-"));
    const file = join(dir, `hook.secret.${code}`);
    const secret = `whsec_v2_${"b".repeat(43)}`;
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    busy.add(code);
    const proof = { fingerprint: secretFingerprint(secret), identity: (await identityAt(file)) as string };
    const note = await removeSecretFile(file, proof);
    expect(note).toEqual({
      level: "warning",
      message: `could not remove the secret file ${file} (${code}); remove it yourself`,
    });
    expect(readFileSync(file, "utf8")).toBe(`${secret}\n`);
  });
});
