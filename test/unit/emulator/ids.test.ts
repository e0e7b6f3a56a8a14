import { describe, expect, test } from "vitest";
import { idHex, objectId } from "../../../src/emulator/state/ids.js";

describe("pooled ids", () => {
  test("object ids are 24 lowercase hex digits and distinct across many refills of the pool", () => {
    // 4096 bytes a pool: 3,000 ids of 12 bytes drain it about nine times.
    const ids = Array.from({ length: 3_000 }, () => objectId());
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("ids of any length up to the pool's size come whole, never cut at a refill", () => {
    for (const bytes of [1, 5, 7, 12, 16, 33, 1000, 4096]) {
      const drawn = Array.from({ length: 20 }, () => idHex(bytes));
      expect(drawn.every((value) => value.length === bytes * 2 && /^[0-9a-f]+$/.test(value))).toBe(true);
      if (bytes >= 5) expect(new Set(drawn).size).toBe(drawn.length);
    }
  });
});
