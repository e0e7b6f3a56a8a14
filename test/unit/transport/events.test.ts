import nock from "nock";
import { describe, expect, it } from "vitest";
import { combineEvents } from "../../../src/transport/events.js";
import { Transport } from "../../../src/transport/transport.js";
import type { TransportEvents } from "../../../src/transport/types.js";
import { ORIGIN, TOKEN, useNock } from "../client/fixtures.js";

useNock();

function recording(): { events: TransportEvents; seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    events: {
      onAttempt: ({ method, path }) => seen.push(`attempt ${method} ${path}`),
      onRateLimited: ({ retryAfterMs }) => seen.push(`429 ${retryAfterMs}`),
      onWait: ({ ms, reason }) => seen.push(`wait ${reason} ${ms}`),
    },
  };
}

describe("transport events", () => {
  it("reports each attempt, each 429 and each wait, with the path but no query value", async () => {
    const { events, seen } = recording();
    nock(ORIGIN)
      .get("/v1/webhooks")
      .query({ cursor: "c1" })
      .reply(429, {}, { "retry-after": "2" })
      .get("/v1/webhooks")
      .query({ cursor: "c1" })
      .reply(503, {})
      .get("/v1/webhooks")
      .query({ cursor: "c1" })
      .reply(200, { data: [] });
    const transport = new Transport({
      baseUrl: `${ORIGIN}/v1`,
      token: TOKEN,
      events,
      sleep: async () => {},
      random: () => 0,
    });
    await transport.request({ method: "GET", path: "/webhooks", query: { cursor: "c1" } });
    expect(seen).toEqual([
      "attempt GET /v1/webhooks?cursor=…",
      "429 2000",
      "wait rate-limit 2000",
      "attempt GET /v1/webhooks?cursor=…",
      "wait retry 250",
      "attempt GET /v1/webhooks?cursor=…",
    ]);
  });
});

describe("combineEvents", () => {
  it("calls every listener set, skipping absent ones and absent methods", () => {
    const seen: string[] = [];
    const combined = combineEvents({ onAttempt: ({ path }) => seen.push(`a ${path}`) }, undefined, {
      onAttempt: ({ path }) => seen.push(`b ${path}`),
      onWait: ({ ms }) => seen.push(`wait ${ms}`),
    });
    combined.onAttempt?.({ method: "GET", path: "/x" });
    combined.onWait?.({ ms: 5, reason: "retry", method: "GET", path: "/x" });
    combined.onRateLimited?.({ retryAfterMs: undefined, method: "GET", path: "/x" });
    expect(seen).toEqual(["a /x", "b /x", "wait 5"]);
  });
});
