import { expect, test } from "vitest";
import { Clock } from "../../../src/emulator/state/clock.js";

test("iso formats every instant as toISOString does, repeated, changed and under an offset", () => {
  const clock = new Clock();
  const instants = [0, 1, 1, 1_700_000_000_123, 1_700_000_000_123, 1_700_000_000_124, 0, -1, 8.64e15];
  for (const at of instants) expect(clock.iso(at)).toBe(new Date(at).toISOString());
  expect(() => clock.iso(Number.NaN)).toThrow(RangeError);
  clock.setOffset(86_400_000);
  const before = Date.now();
  const shifted = Date.parse(clock.iso());
  expect(shifted).toBeGreaterThanOrEqual(before + 86_400_000);
  expect(shifted).toBeLessThanOrEqual(Date.now() + 86_400_000);
});
