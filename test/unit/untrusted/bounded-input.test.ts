import { execFileSync } from "node:child_process";
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import nock from "nock";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LineCounter, Parser } from "yaml";
import { tooDeepIn } from "../../../src/engine/plan-depth.js";

function tooDeepAt(text: string, maxDepth: number) {
  const lineCounter = new LineCounter();
  return tooDeepIn([...new Parser(lineCounter.addNewLine).parse(text)], lineCounter, maxDepth);
}

import {
  describeJsonShapeProblem,
  jsonNestingOffset,
  jsonShapeProblem,
  maxResponseDepth,
} from "../../../src/transport/json-shape.js";
import { Transport } from "../../../src/transport/transport.js";
import { InputFileError, readBoundedFile, readBoundedStream } from "../../../src/untrusted/bounded-file.js";

const dir = mkdtempSync(join(tmpdir(), "svc-bounded-"));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** The FileHandle prototype, to watch every read the reader makes. */
async function fileHandlePrototype(): Promise<{ read: unknown; stat: unknown }> {
  const handle = await open(file("probe", "x"));
  const prototype = Object.getPrototypeOf(handle);
  await handle.close();
  return prototype;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("readBoundedFile", () => {
  it("reads a regular file", async () => {
    expect((await readBoundedFile(file("ok", "hello"), { maxBytes: 5 })).toString()).toBe("hello");
    expect((await readBoundedFile(file("empty", ""), { maxBytes: 5 })).length).toBe(0);
  });

  it("refuses a file larger than the limit by its size, without reading a byte (200 MB sparse file)", async () => {
    const big = file("big", "");
    truncateSync(big, 200 * 1024 * 1024);
    const prototype = await fileHandlePrototype();
    const read = vi.spyOn(prototype as { read: () => unknown }, "read");
    const error = await readBoundedFile(big, { maxBytes: 1024 * 1024 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputFileError);
    expect(error).toMatchObject({ problem: "too_large", message: "is larger than 1 MiB" });
    expect(read).not.toHaveBeenCalled();
  });

  it("reads at most limit + 1 bytes of a file whose size is unknown or grew after the check", async () => {
    const path = file("grown", Buffer.alloc(3 * 1024 * 1024, 0x61));
    const prototype = (await fileHandlePrototype()) as {
      read: (...args: unknown[]) => Promise<{ bytesRead: number }>;
      stat: (...args: unknown[]) => Promise<unknown>;
    };
    const realStat = prototype.stat;
    vi.spyOn(prototype, "stat").mockImplementation(async function (this: unknown, ...args: unknown[]) {
      const stats = (await realStat.apply(this, args)) as { size: number };
      return Object.assign(Object.create(Object.getPrototypeOf(stats)), stats, { size: 0 });
    });
    const realRead = prototype.read;
    let total = 0;
    vi.spyOn(prototype, "read").mockImplementation(async function (this: unknown, ...args: unknown[]) {
      const result = await realRead.apply(this, args);
      total += result.bytesRead;
      return result;
    });
    await expect(readBoundedFile(path, { maxBytes: 1024 * 1024 })).rejects.toMatchObject({
      problem: "too_large",
    });
    expect(total).toBeLessThanOrEqual(1024 * 1024 + 1);
  });

  it("refuses a named pipe at once (no writer needed), a directory, a device, and names each", async () => {
    const fifo = join(dir, "fifo");
    execFileSync("mkfifo", [fifo]);
    await expect(readBoundedFile(fifo, { maxBytes: 10 })).rejects.toThrow(
      "is a named pipe (FIFO), not a regular file",
    );
    await expect(readBoundedFile(dir, { maxBytes: 10 })).rejects.toThrow(
      "is a directory, not a regular file",
    );
    await expect(readBoundedFile("/dev/null", { maxBytes: 10 })).rejects.toThrow(
      "is a character device, not a regular file",
    );
  });

  it("names a missing file, a path through a file, and a refused symlink", async () => {
    await expect(readBoundedFile(join(dir, "nope"), { maxBytes: 10 })).rejects.toMatchObject({
      problem: "missing",
      message: "does not exist",
    });
    const plain = file("plain", "x");
    await expect(readBoundedFile(join(plain, "child"), { maxBytes: 10 })).rejects.toMatchObject({
      problem: "not_a_directory_on_path",
    });
    const link = join(dir, "link");
    symlinkSync(plain, link);
    expect((await readBoundedFile(link, { maxBytes: 10 })).toString()).toBe("x");
    await expect(readBoundedFile(link, { maxBytes: 10, noFollow: true })).rejects.toMatchObject({
      problem: "symlink",
    });
  });
});

describe("readBoundedStream", () => {
  it("reads to the end, refuses more than the limit as it arrives", async () => {
    const small = new PassThrough();
    small.end("abc");
    expect((await readBoundedStream(small, 3)).toString()).toBe("abc");
    const large = new PassThrough();
    large.write("abcd"); // never ended: the limit alone ends the read
    await expect(readBoundedStream(large, 3)).rejects.toThrow("is larger than 3 bytes");
  });

  it("ends the wait on an open, silent stream when the signal aborts", async () => {
    const silent = new PassThrough();
    const controller = new AbortController();
    const reading = readBoundedStream(silent, 10, controller.signal);
    controller.abort(new Error("interrupted"));
    await expect(reading).rejects.toThrow("interrupted");
  });
});

describe("jsonShapeProblem", () => {
  it.each([
    ['{"a":1,"a":2}', "a", ""],
    ['{"a":{"b":1,"c":{"d":1,"d":2}}}', "d", "a.c"],
    ['[{"x":1},{"y":[0,{"z":1,"z":1}]}]', "z", "[1].y[1]"],
    ['{"\\u0061":1,"a":2}', "a", ""],
  ])("finds the key given twice in %s", (text, key, path) => {
    expect(jsonShapeProblem(text, 10)).toEqual({ kind: "duplicate_key", key, path });
  });

  it("is not fooled by brackets, quotes and commas inside strings, or equal keys in sibling objects", () => {
    expect(jsonShapeProblem('{"a":"[{,\\"}","b":[{"k":1},{"k":2}],"c":{"k":1}}', 3)).toBeUndefined();
  });

  it("measures depth without recursion (a million levels)", () => {
    const deep = `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`;
    expect(jsonShapeProblem(deep, 32)).toEqual({ kind: "too_deep", maxDepth: 32, offset: 32 });
    expect(jsonShapeProblem("[[[]]]", 3)).toBeUndefined();
    expect(jsonNestingOffset('{"a":1,"a":2}', 3)).toBe(-1);
  });

  it("describes each problem naming the input", () => {
    expect(describeJsonShapeProblem({ kind: "duplicate_key", key: "url", path: "" }, "--data")).toBe(
      '--data has the key "url" twice; give each key once',
    );
    expect(describeJsonShapeProblem({ kind: "too_deep", maxDepth: 32, offset: 32 }, "--data")).toContain(
      "--data nests deeper than 32 levels",
    );
  });
});

describe("tooDeepAt (plans)", () => {
  it("finds the first place deeper than the limit in flow and block YAML, with its line", () => {
    expect(tooDeepAt("steps:\n  - id: a\n    with: { k: [1, { b: 2 }] }\n", 64)).toBeUndefined();
    expect(tooDeepAt(`a: ${"[".repeat(10_000)}${"]".repeat(10_000)}`, 64)).toEqual({ line: 1, column: 68 });
    const block = Array.from({ length: 100 }, (_, i) => `${" ".repeat(i)}k:`).join("\n");
    expect(tooDeepAt(block, 64)?.line).toBe(66);
  });
});

describe("API responses", () => {
  const ORIGIN = "https://api.bounded.example";
  it(`refuses a response nested deeper than ${maxResponseDepth} levels instead of recursing into it`, async () => {
    nock(ORIGIN)
      .get("/v1/deep")
      .reply(200, `{"data":${"[".repeat(10_000)}${"]".repeat(10_000)}}`, {
        "content-type": "application/json",
      });
    const transport = new Transport({
      baseUrl: `${ORIGIN}/v1`,
      token: "t",
      sleep: async () => {},
      retries: 0,
    });
    await expect(transport.request({ method: "GET", path: "/deep" })).rejects.toMatchObject({
      code: "invalid_api_response",
      message: expect.stringContaining(`nests deeper than ${maxResponseDepth} levels`),
    });
    nock.cleanAll();
  });
});
