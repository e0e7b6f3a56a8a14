import {
  existsSync,
  linkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileSinkHandler } from "../../../../src/engine/sinks/file-sink.js";

const scope = { stepId: "rotate" };
const fresh = () => mkdtempSync(join(tmpdir(), "svc-ci-file-sink-"));

describe("file sink", () => {
  it("creates no destination before the call; writes secret + newline, 0600, via a temp file", async () => {
    const dir = fresh();
    const sink = fileSinkHandler(dir);
    expect(await sink.check({ type: "file", path: "s" }, scope)).toEqual([]);
    const previous = process.umask(0o000);
    try {
      const prepared = await sink.prepare({ type: "file", path: "s" }, scope);
      // Only a hidden temp file: a run killed during the call leaves no 0-byte destination.
      expect(existsSync(join(dir, "s"))).toBe(false);
      expect(readdirSync(dir)).toEqual([expect.stringMatching(/^\.s\.svc-ci-[0-9a-f]{16}\.tmp$/)]);
      expect(prepared.target).toBe(join(dir, "s"));
      expect(await prepared.deliver("whsec_v2_x")).toEqual({ sink: "file", target: join(dir, "s") });
    } finally {
      process.umask(previous);
    }
    expect(readFileSync(join(dir, "s"), "utf8")).toBe("whsec_v2_x\n");
    expect(statSync(join(dir, "s")).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(["s"]);
  });

  it("never writes through an existing file or a planted symlink", async () => {
    const dir = fresh();
    writeFileSync(join(dir, "target"), "keep");
    symlinkSync(join(dir, "target"), join(dir, "link"));
    const sink = fileSinkHandler(dir);
    for (const path of ["target", "link"]) {
      expect((await sink.check({ type: "file", path }, scope))[0]?.message).toContain("already exists");
      await expect(sink.prepare({ type: "file", path }, scope)).rejects.toThrow(/already exists/);
    }
    expect(readFileSync(join(dir, "target"), "utf8")).toBe("keep");
  });

  it("a destination created during the call is never replaced; one holding the same secret is accepted", async () => {
    const dir = fresh();
    const sink = fileSinkHandler(dir);
    const racing = await sink.prepare({ type: "file", path: "s" }, scope);
    writeFileSync(join(dir, "s"), "someone else\n");
    await expect(racing.deliver("whsec_v2_x")).rejects.toThrow(/does not hold this secret/);
    expect(readFileSync(join(dir, "s"), "utf8")).toBe("someone else\n");
    expect(readdirSync(dir)).toEqual(["s"]);

    writeFileSync(join(dir, "t"), "whsec_v2_y\n");
    const again = await sink.prepare(
      { type: "file", path: "t" },
      { ...scope, previousTarget: join(dir, "t") },
    );
    expect(await again.deliver("whsec_v2_y")).toEqual({ sink: "file", target: join(dir, "t") });
    expect(readFileSync(join(dir, "t"), "utf8")).toBe("whsec_v2_y\n");
  });

  it("accepts an existing file only when the run journal says this step wrote it", async () => {
    const dir = fresh();
    writeFileSync(join(dir, "s"), "whsec_v2_x\n");
    const sink = fileSinkHandler(dir);
    expect(
      await sink.check({ type: "file", path: "s" }, { ...scope, previousTarget: join(dir, "s") }),
    ).toEqual([]);
    expect(
      await sink.check({ type: "file", path: "s" }, { ...scope, previousTarget: join(dir, "other") }),
    ).toHaveLength(1);
  });

  it("removes the temp file when the secret never arrives, and leftovers of a killed run", async () => {
    const dir = fresh();
    const prepared = await fileSinkHandler(dir).prepare({ type: "file", path: "s" }, scope);
    await prepared.abort();
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(join(dir, ".s.svc-ci-0123456789abcdef.tmp"), "whsec_v2_half", { mode: 0o600 });
    writeFileSync(join(dir, ".other.svc-ci-0123456789abcdef.tmp"), "not ours to sweep");
    linkSync(join(dir, ".other.svc-ci-0123456789abcdef.tmp"), join(dir, "unrelated"));
    const next = await fileSinkHandler(dir).prepare({ type: "file", path: "s" }, scope);
    expect(readdirSync(dir).filter((name) => name.startsWith(".s."))).toHaveLength(1);
    expect(existsSync(join(dir, ".other.svc-ci-0123456789abcdef.tmp"))).toBe(true);
    await next.abort();
    expect(readdirSync(dir).sort()).toEqual([".other.svc-ci-0123456789abcdef.tmp", "unrelated"]);
  });

  it("removes only leftovers it provably wrote: never a foreign file, a symlink or what it points to", async () => {
    const dir = fresh();
    const outside = fresh();
    const precious = join(outside, "precious");
    writeFileSync(precious, "keep me\n", { mode: 0o600 });
    const leftover = (hex: string) => join(dir, `.s.svc-ci-${hex}.tmp`);
    // Named like the sink's temp files, but not what the sink writes.
    writeFileSync(leftover("1111111111111111"), "a user's notes\n", { mode: 0o600 });
    writeFileSync(leftover("2222222222222222"), "whsec_v2_x\n", { mode: 0o644 });
    symlinkSync(precious, leftover("3333333333333333"));
    writeFileSync(join(dir, ".s.svc-ci-not-hex.tmp"), "", { mode: 0o600 });
    // What the sink writes: an empty temp file of a run killed before the call.
    writeFileSync(leftover("4444444444444444"), "", { mode: 0o600 });
    const next = await fileSinkHandler(dir).prepare({ type: "file", path: "s" }, scope);
    await next.abort();
    expect(readdirSync(dir).sort()).toEqual(
      [
        ".s.svc-ci-1111111111111111.tmp",
        ".s.svc-ci-2222222222222222.tmp",
        ".s.svc-ci-3333333333333333.tmp",
        ".s.svc-ci-not-hex.tmp",
      ].sort(),
    );
    expect(readFileSync(precious, "utf8")).toBe("keep me\n");
    expect(readFileSync(leftover("1111111111111111"), "utf8")).toBe("a user's notes\n");
  });

  it("names a parent that is a file as a file, not as a directory to create", async () => {
    const dir = fresh();
    writeFileSync(join(dir, "plain"), "x");
    const sink = fileSinkHandler(dir);
    expect(await sink.check({ type: "file", path: "plain/hook.secret" }, scope)).toEqual([
      {
        field: "path",
        message: `cannot create ${join(dir, "plain", "hook.secret")}: ${join(dir, "plain")} is a regular file, not a directory`,
      },
    ]);
    expect(await sink.check({ type: "file", path: "absent/hook.secret" }, scope)).toEqual([
      {
        field: "path",
        message: `cannot create ${join(dir, "absent", "hook.secret")}: directory ${join(dir, "absent")} does not exist; create it first`,
      },
    ]);
    await expect(sink.prepare({ type: "file", path: "plain/x/hook.secret" }, scope)).rejects.toThrow(
      `cannot create ${join(dir, "plain", "x", "hook.secret")}: ${join(dir, "plain")} is a regular file, not a directory`,
    );
  });
});
