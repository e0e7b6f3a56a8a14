import { existsSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileSinkHandler } from "../../../../src/engine/sinks/file-sink.js";

const scope = { stepId: "rotate" };
const fresh = () => mkdtempSync(join(tmpdir(), "svc-ci-file-sink-"));

describe("file sink", () => {
  it("reserves the file before the call, writes secret + newline with mode 0600", async () => {
    const dir = fresh();
    const sink = fileSinkHandler(dir);
    expect(await sink.check({ type: "file", path: "s" }, scope)).toEqual([]);
    const previous = process.umask(0o000);
    try {
      const prepared = await sink.prepare({ type: "file", path: "s" }, scope);
      expect(existsSync(join(dir, "s"))).toBe(true);
      expect(await prepared.deliver("whsec_v2_x")).toEqual({ sink: "file", target: join(dir, "s") });
    } finally {
      process.umask(previous);
    }
    expect(readFileSync(join(dir, "s"), "utf8")).toBe("whsec_v2_x\n");
    expect(statSync(join(dir, "s")).mode & 0o777).toBe(0o600);
  });

  it("never writes through an existing file or a planted symlink", async () => {
    const dir = fresh();
    writeFileSync(join(dir, "target"), "keep");
    symlinkSync(join(dir, "target"), join(dir, "link"));
    const sink = fileSinkHandler(dir);
    for (const path of ["target", "link"]) {
      expect((await sink.check({ type: "file", path }, scope))[0]?.message).toContain("already exists");
      await expect(sink.prepare({ type: "file", path }, scope)).rejects.toThrow(
        /already exists|cannot create/,
      );
    }
    expect(readFileSync(join(dir, "target"), "utf8")).toBe("keep");
  });

  it("removes the reserved file when the secret never arrives", async () => {
    const dir = fresh();
    const prepared = await fileSinkHandler(dir).prepare({ type: "file", path: "s" }, scope);
    await prepared.abort();
    expect(existsSync(join(dir, "s"))).toBe(false);
  });
});
