import { describe, expect, it, vi } from "vitest";

const setFlagsFromString = vi.fn();
vi.mock("node:v8", () => ({ setFlagsFromString }));

describe("favourMemoryOverSpeed", () => {
  it("asks V8 to optimise for size (a flag V8 honours at run time)", async () => {
    const { favourMemoryOverSpeed } = await import("../../../src/cli/heap.js");
    favourMemoryOverSpeed();
    expect(setFlagsFromString).toHaveBeenCalledWith("--optimize-for-size");
  });
});
