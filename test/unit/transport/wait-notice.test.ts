/** One line as a wait of more than about 2 s starts: what waits, how long and why. */
import { describe, expect, it } from "vitest";
import type { WaitInfo } from "../../../src/transport/types.js";
import { describeWait, waitNotices } from "../../../src/transport/wait-notice.js";

const wait = (overrides: Partial<WaitInfo>): WaitInfo => ({
  ms: 31_000,
  reason: "rate-limit",
  method: "GET",
  path: "/v1/webhooks",
  ...overrides,
});

describe("describeWait", () => {
  it("names what waits, how long and why", () => {
    expect(describeWait(wait({ status: 429, retryAfter: true }))).toBe(
      "waiting 31 s: the service rate-limited GET /v1/webhooks (Retry-After)",
    );
    expect(describeWait(wait({ status: 429, ms: 2_500 }))).toBe(
      "waiting 2.5 s: the service rate-limited GET /v1/webhooks",
    );
    expect(describeWait(wait({ reason: "pacing", ms: 41_200, path: "/v1/webhooks?cursor=…" }))).toBe(
      "waiting 42 s: the credential's rate-limit window is used up (X-RateLimit-Remaining); GET /v1/webhooks?cursor=… waits for it to reset",
    );
    expect(describeWait(wait({ reason: "retry", status: 503, retryAfter: true, ms: 5_000 }))).toBe(
      "waiting 5 s: GET /v1/webhooks answered HTTP 503; retrying after its Retry-After",
    );
    expect(describeWait(wait({ reason: "retry", failure: "timeout", ms: 4_099 }))).toBe(
      "waiting 4.1 s: GET /v1/webhooks timed out; retrying",
    );
    expect(describeWait(wait({ reason: "retry", failure: "network", ms: 2_099 }))).toBe(
      "waiting 2.1 s: GET /v1/webhooks failed (network error); retrying",
    );
  });
});

describe("waitNotices", () => {
  it("writes a line only for waits longer than 2 s", () => {
    const lines: string[] = [];
    const events = waitNotices((line) => lines.push(line), { now: () => 0 });
    events.onWait?.(wait({ ms: 2_000 }));
    events.onWait?.(wait({ ms: 1_999, reason: "retry" }));
    events.onWait?.(wait({ ms: 2_001 }));
    expect(lines).toEqual(["waiting 2 s: the service rate-limited GET /v1/webhooks"]);
  });

  it("one line for concurrent waits of one reason ending about together; a later or other wait gets its own", () => {
    let now = 0;
    const lines: string[] = [];
    const events = waitNotices((line) => lines.push(line), { now: () => now });
    events.onWait?.(wait({ reason: "pacing", ms: 40_000 }));
    now = 100;
    events.onWait?.(wait({ reason: "pacing", ms: 40_500 })); // ends within a second: the same wait
    events.onWait?.(wait({ ms: 31_000 })); // another reason
    now = 40_000;
    events.onWait?.(wait({ reason: "pacing", ms: 5_000 })); // the next window
    expect(lines).toHaveLength(3);
  });
});
