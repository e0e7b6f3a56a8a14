import { describe, expect, it } from "vitest";
import { rateLimitWait, secondaryLimitWaitMs } from "../../../src/action/github-rate-limit.js";

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const answer = (status: number, headers: Record<string, string> = {}, message = "Forbidden") => ({
  status,
  message,
  response: { headers },
});

describe("rateLimitWait", () => {
  it("honours retry-after first, on 403 and 429", () => {
    expect(rateLimitWait(answer(403, { "retry-after": "30", "x-ratelimit-remaining": "0" }), now)).toEqual({
      ms: 30_000,
      reason: "retry-after 30 s",
    });
    expect(rateLimitWait(answer(429, { "retry-after": "0" }), now)?.ms).toBe(0);
  });

  it("waits until x-ratelimit-reset (plus a second) when the limit is exhausted", () => {
    const reset = now / 1000 + 12;
    expect(
      rateLimitWait(answer(403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) }), now),
    ).toEqual({ ms: 13_000, reason: "limit exhausted until 2026-11-23T12:00:12.000Z" });
    expect(rateLimitWait(answer(403, { "x-ratelimit-remaining": "0" }), now)?.ms).toBe(secondaryLimitWaitMs);
  });

  it("waits a minute for a 429 or a secondary-limit message without hints", () => {
    expect(rateLimitWait(answer(429), now)).toEqual({ ms: 60_000, reason: "secondary rate limit" });
    expect(rateLimitWait(answer(403, {}, "You have exceeded a secondary rate limit"), now)?.ms).toBe(60_000);
  });

  it("is no rate limit for a plain 403, other statuses or malformed hints", () => {
    expect(rateLimitWait(answer(403, { "x-ratelimit-remaining": "12" }), now)).toBeUndefined();
    expect(rateLimitWait(answer(404, { "retry-after": "5" }), now)).toBeUndefined();
    expect(rateLimitWait(answer(500, { "retry-after": "5" }), now)).toBeUndefined();
    expect(rateLimitWait(answer(403, { "retry-after": "soon" }), now)).toBeUndefined();
  });
});
