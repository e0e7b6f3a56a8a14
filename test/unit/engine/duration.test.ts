import { describe, expect, it } from "vitest";
import { durationSchema, formatDuration, parseDuration } from "../../../src/engine/duration.js";

describe("durations", () => {
  it("parses the plan units", () => {
    expect(parseDuration("500ms")).toBe(500);
    expect(parseDuration("30s")).toBe(30_000);
    expect(parseDuration("2m")).toBe(120_000);
    expect(parseDuration("24h")).toBe(86_400_000);
    expect(parseDuration("7d")).toBe(604_800_000);
    for (const bad of ["", "2", "2 m", "-1s", "0s", "1.5h", "2w", "02m"])
      expect(parseDuration(bad)).toBeUndefined();
  });

  it("formats back to the largest exact unit", () => {
    expect(formatDuration(120_000)).toBe("2m");
    expect(formatDuration(90_000)).toBe("90s");
    expect(formatDuration(1500)).toBe("1500ms");
    expect(formatDuration(172_800_000)).toBe("2d");
  });

  it("bounds a plan duration and keeps the text as written", () => {
    const schema = durationSchema(1_000, 60_000);
    expect(schema.parse("30s")).toEqual({ ms: 30_000, text: "30s" });
    expect(schema.safeParse("2m").error?.issues[0]?.message).toBe("must be between 1s and 1m");
    expect(schema.safeParse("soon").error?.issues).toHaveLength(1);
  });
});
