import { describe, expect, it } from "vitest";
import { randomRequestId } from "../../../src/transport/request-id.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("randomRequestId", () => {
  it("is a version 4 UUID, its variant 8-b whatever the random digits", () => {
    for (const value of [0, 0.25, 0.5, 0.999_999_999]) expect(randomRequestId(() => value)).toMatch(UUID_V4);
    for (let index = 0; index < 1_000; index += 1) expect(randomRequestId()).toMatch(UUID_V4);
  });

  it("takes its 122 random bits from the generator, digit for digit", () => {
    const values = [0x0123_4567, 0x89ab_cdef, 0xfedc_ba98, 0x7654_3210].map((word) => word / 0x1_0000_0000);
    let call = 0;
    const id = randomRequestId(() => values[call++] as number);
    // 0123456789abcdeffedcba9876543210 with the version (4) and variant (0xf & 3 | 8 = b) set.
    expect(id).toBe("01234567-89ab-4def-bedc-ba9876543210");
    expect(call).toBe(4);
  });

  it("does not repeat", () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => randomRequestId()));
    expect(ids.size).toBe(10_000);
  });
});
