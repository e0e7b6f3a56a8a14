/**
 * Temp files a killed run left (the file sink's, the emulator's state dir's) are removed only when
 * they are provably ours, mode 0600 among the proofs. On Windows Node reports 0666 (0444 read-only)
 * whatever mode a file was created with, so a mode check there would never pass and the leftovers,
 * a half-written signing secret among them, would stay forever: mode bits are no proof there, and
 * no disproof. The platform is injected, so this runs on every OS.
 */
import { describe, expect, it } from "vitest";
import { ownerOnlyMode as emulatorOwnerOnly } from "../../../src/emulator/state/state-files.js";
import { ownerOnlyMode } from "../../../src/engine/owned-files.js";

describe.each([
  ["the engine (file sink)", ownerOnlyMode],
  ["the emulator (state dir)", emulatorOwnerOnly],
])("whether a file has the mode its writer gave it: %s", (_name, check) => {
  it.each([
    [0o100600, "linux", true],
    [0o100600, "darwin", true],
    [0o100644, "linux", false],
    [0o100666, "darwin", false],
    [0o100400, "linux", false],
    // What Node reports on Windows for a file created with 0600 (writable) or made read-only.
    [0o100666, "win32", true],
    [0o100444, "win32", true],
  ] as const)("mode %o on %s: %s", (mode, platform, expected) => {
    expect(check({ mode }, platform)).toBe(expected);
    expect(check({ mode: BigInt(mode) }, platform)).toBe(expected);
  });
});
