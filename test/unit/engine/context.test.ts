import { describe, expect, it } from "vitest";
import { systemClock } from "../../../src/engine/engine-context.js";

describe("systemClock", () => {
  it("reads the wall clock and sleeps at least as long as asked", async () => {
    const before = Date.now();
    expect(Math.abs(systemClock.now() - before)).toBeLessThan(1_000);
    const started = performance.now();
    await systemClock.sleep(20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(19);
  });
});
