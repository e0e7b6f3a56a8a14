import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lazySchema } from "../../../src/schemas/lazy.js";

describe("lazySchema", () => {
  it("builds on first use, once: parsing and unwrap() share the one built schema", () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.strictObject({ a: z.string() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ a: "x" })).toEqual({ a: "x" });
    const first = schema.unwrap();
    expect(schema.unwrap()).toBe(first);
    expect(first.extend({ b: z.number() }).parse({ a: "x", b: 1 })).toEqual({ a: "x", b: 1 });
    expect(builds).toBe(1);
  });
});
