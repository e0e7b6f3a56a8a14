import { describe, expect, it } from "vitest";
import {
  idempotencyKeyOrNew,
  normalizeIfMatch,
  validateIdempotencyKey,
} from "../../../src/transport/idempotency.js";
import {
  normalizeMaxResponseBytes,
  normalizeRetries,
  normalizeTimeout,
} from "../../../src/transport/options.js";
import { backoffDelay, isRetryEligible, parseRetryAfter } from "../../../src/transport/retry-policy.js";

const REV = `whk1-${"0123456789abcdef".repeat(4)}`;

describe("Idempotency-Key", () => {
  it("accepts 1-128 printable non-space ASCII", () => {
    expect(validateIdempotencyKey("!")).toBe("!");
    expect(validateIdempotencyKey("~".repeat(128))).toBe("~".repeat(128));
  });
  it.each(["", " ", "a b", "x".repeat(129), "ü", "a\n", 5])("rejects %j", (key) => {
    expect(() => validateIdempotencyKey(key as string)).toThrow(
      expect.objectContaining({ code: "invalid_arguments" }),
    );
  });
  it("generates distinct UUID-based keys when none is given", () => {
    const a = idempotencyKeyOrNew(undefined);
    expect(a).toMatch(/^svc-ci-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotencyKeyOrNew(undefined)).not.toBe(a);
    expect(idempotencyKeyOrNew("mine")).toBe("mine");
  });
});

describe("If-Match", () => {
  it("quotes a bare revision and keeps a quoted one", () => {
    expect(normalizeIfMatch(REV)).toBe(`"${REV}"`);
    expect(normalizeIfMatch(`"${REV}"`)).toBe(`"${REV}"`);
  });
  it.each([`W/"${REV}"`, "*", `"${REV}", "${REV}"`, `"${REV}""`, "tsk1-abc", REV.toUpperCase(), undefined])(
    "rejects %j",
    (value) => {
      expect(() => normalizeIfMatch(value as string)).toThrow(
        expect.objectContaining({ code: "invalid_arguments" }),
      );
    },
  );
});

describe("retry policy", () => {
  it("only GET and keyed POST are eligible", () => {
    expect(isRetryEligible("GET", false)).toBe(true);
    expect(isRetryEligible("POST", true)).toBe(true);
    expect(isRetryEligible("POST", false)).toBe(false);
    expect(isRetryEligible("PATCH", true)).toBe(false);
    expect(isRetryEligible("PUT", true)).toBe(false);
    expect(isRetryEligible("DELETE", true)).toBe(false);
  });
  it("computes backoff with jitter and a 30 s cap", () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(2, () => 0.5)).toBe(1050);
    expect(backoffDelay(20, () => 0.99)).toBe(30_000);
  });
  it("parses Retry-After", () => {
    const now = Date.parse("2026-07-01T00:00:00Z");
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter("0", now)).toBe(0);
    expect(parseRetryAfter(" 7 ", now)).toBe(7000);
    expect(parseRetryAfter("31", now)).toBe(30_000);
    expect(parseRetryAfter("Wed, 01 Jul 2026 00:00:10 GMT", now)).toBe(10_000);
    expect(parseRetryAfter("Tue, 30 Jun 2026 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-1", now)).toBeUndefined();
  });
});

describe("options", () => {
  it("normalises timeout, retries and response cap", () => {
    expect(normalizeTimeout(undefined)).toBe(30_000);
    expect(normalizeTimeout(0.5)).toBe(1);
    // Past the longest Node timer, setTimeout would fire after 1 ms: clamped instead.
    expect(normalizeTimeout(2 ** 31)).toBe(2_147_483_647);
    expect(normalizeTimeout(1500.9)).toBe(1500);
    expect(normalizeRetries(undefined)).toBe(2);
    expect(normalizeRetries(2.9)).toBe(2);
    expect(normalizeRetries(9)).toBe(5);
    expect(normalizeMaxResponseBytes(undefined)).toBe(8 * 1024 * 1024);
    expect(normalizeMaxResponseBytes(1)).toBe(1024);
    expect(normalizeMaxResponseBytes(1e12)).toBe(64 * 1024 * 1024);
    expect(() => normalizeTimeout(Number.NaN)).toThrow(/timeoutMs/);
    expect(() => normalizeRetries("2" as never)).toThrow(/retries/);
  });
});
