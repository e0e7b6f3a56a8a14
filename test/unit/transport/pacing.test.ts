/** The rate budget's decisions (pure), and the gate driven by a fake clock. */
import { describe, expect, it } from "vitest";
import {
  mergeWindow,
  nextMaxInFlight,
  othersUseWindow,
  pacingDecision,
  pacingSpread,
  RateGate,
} from "../../../src/transport/pacing.js";

const NOW = 1_000_000;
const window = (remaining: number, reset = NOW + 600, limit = 10) => ({ limit, remaining, reset });
const view = (overrides: Partial<Parameters<typeof pacingDecision>[0]> = {}) => ({
  window: undefined,
  answered: true,
  inFlight: 0,
  totalInFlight: 0,
  maxInFlight: Number.POSITIVE_INFINITY,
  ...overrides,
});

describe("pacingDecision", () => {
  it("sends one request alone until the bucket's first answer", () => {
    expect(pacingDecision(view({ answered: false }), NOW)).toEqual({ kind: "send" });
    expect(pacingDecision(view({ answered: false, inFlight: 1, totalInFlight: 1 }), NOW)).toEqual({
      kind: "queue",
    });
    // Another bucket's request in flight does not hold it.
    expect(pacingDecision(view({ answered: false, totalInFlight: 1 }), NOW)).toEqual({ kind: "send" });
  });

  it("sends while nothing is known of the window after an answer, and while the window has room beyond the requests in flight", () => {
    expect(pacingDecision(view(), NOW)).toEqual({ kind: "send" });
    expect(pacingDecision(view({ window: window(3), inFlight: 2, totalInFlight: 2 }), NOW)).toEqual({
      kind: "send",
    });
  });

  it("waits for the reset once remaining minus in flight reaches 0", () => {
    expect(pacingDecision(view({ window: window(0) }), NOW)).toEqual({ kind: "wait", ms: 600 });
    expect(pacingDecision(view({ window: window(2), inFlight: 2, totalInFlight: 2 }), NOW)).toEqual({
      kind: "wait",
      ms: 600,
    });
  });

  it("after the reset assumes a full window: sends up to `limit` in flight, then waits for an answer", () => {
    const past = window(0, NOW - 1);
    expect(pacingDecision(view({ window: past, inFlight: 9, totalInFlight: 9 }), NOW)).toEqual({
      kind: "send",
    });
    expect(pacingDecision(view({ window: past, inFlight: 10, totalInFlight: 10 }), NOW)).toEqual({
      kind: "queue",
    });
  });

  it("queues while the requests in flight are at the AIMD limit", () => {
    expect(pacingDecision(view({ totalInFlight: 4, maxInFlight: 4 }), NOW)).toEqual({ kind: "queue" });
  });

  it("ignores a limit of 0 (nothing to pace by)", () => {
    expect(pacingDecision(view({ window: window(0, NOW + 600, 0) }), NOW)).toEqual({ kind: "send" });
  });

  it("counts only the requests of the same bucket against its window", () => {
    expect(pacingDecision(view({ window: window(1), inFlight: 0, totalInFlight: 5 }), NOW)).toEqual({
      kind: "send",
    });
  });
});

describe("mergeWindow", () => {
  it("takes a later window, keeps the lowest count within one, ignores an earlier one", () => {
    expect(mergeWindow(undefined, window(5))).toEqual(window(5));
    expect(mergeWindow(window(5), window(7))).toEqual(window(5));
    expect(mergeWindow(window(5), window(3))).toEqual(window(3));
    expect(mergeWindow(window(0), window(9, NOW + 1_600))).toEqual(window(9, NOW + 1_600));
    expect(mergeWindow(window(9, NOW + 1_600), window(0))).toEqual(window(9, NOW + 1_600));
  });
});

describe("nextMaxInFlight (AIMD)", () => {
  it("halves the requests actually in flight on a 429, never below 1", () => {
    expect(nextMaxInFlight(Number.POSITIVE_INFINITY, { rateLimited: true, inFlight: 8, peak: 8 })).toBe(4);
    expect(nextMaxInFlight(6, { rateLimited: true, inFlight: 8, peak: 8 })).toBe(3);
    expect(nextMaxInFlight(1, { rateLimited: true, inFlight: 1, peak: 8 })).toBe(1);
  });

  it("adds one per other answer, up to the most the caller ever had at once", () => {
    expect(nextMaxInFlight(4, { rateLimited: false, inFlight: 4, peak: 8 })).toBe(5);
    expect(nextMaxInFlight(8, { rateLimited: false, inFlight: 4, peak: 8 })).toBe(8);
    expect(nextMaxInFlight(Number.POSITIVE_INFINITY, { rateLimited: false, inFlight: 4, peak: 8 })).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe("othersUseWindow", () => {
  it("is true when the window counts more than this client's answers and requests in flight", () => {
    expect(othersUseWindow(window(7), 3, 0)).toBe(false);
    expect(othersUseWindow(window(7), 1, 2)).toBe(false);
    expect(othersUseWindow(window(6), 1, 2)).toBe(true);
  });
});

describe("pacingSpread", () => {
  it("is up to a second wide while others use the credential", () => {
    expect(pacingSpread(200, () => 0.999, true)).toBe(999);
  });

  it("is a tenth of the wait, at least 20 ms wide, at most 1 s", () => {
    expect(pacingSpread(1_000, () => 0.999)).toBe(99);
    expect(pacingSpread(50, () => 0.999)).toBe(19);
    expect(pacingSpread(60_000, () => 0.999)).toBe(999);
    expect(pacingSpread(60_000, () => 0)).toBe(0);
  });
});

/** A gate on a fake clock: sleeping moves the clock; each sleep is recorded. */
function fakeGate(random = () => 0) {
  let now = NOW;
  const sleeps: number[] = [];
  const gate = new RateGate({
    now: () => now,
    random,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      now += ms;
    },
  });
  const acquire = (bucket = "", budgetLeftMs = 120_000, signal?: AbortSignal) =>
    gate.acquire({ bucket, signal, budgetLeftMs, onWait: () => {} });
  /** One answer without rate-limit headers came back: requests go out together from now on. */
  const prime = async () => gate.release(await acquire(), { status: 200, rateLimit: undefined });
  return { gate, sleeps, acquire, prime, now: () => now };
}

const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
};

describe("RateGate", () => {
  it("sends the first request alone, then the rest at once when the answer carries no window", async () => {
    const { gate, acquire, sleeps } = fakeGate();
    const first = await acquire();
    const others = Promise.all([acquire(), acquire(), acquire()]);
    expect(await settled(others)).toBe(false);
    gate.release(first, { status: 200, rateLimit: undefined });
    expect(await settled(others)).toBe(true);
    expect(sleeps).toEqual([]);
  });

  it("waits for the reset (plus its spread) once the window is used up, and reports the wait", async () => {
    const { gate, sleeps, now } = fakeGate(() => 0.5);
    const first = await gate.acquire({
      bucket: "",
      signal: undefined,
      budgetLeftMs: 120_000,
      onWait: () => {},
    });
    // A window of 1 this client used up alone: the spread is a tenth of the wait.
    gate.release(first, { status: 200, rateLimit: window(0, NOW + 800, 1) });
    const waits: number[] = [];
    const next = await gate.acquire({
      bucket: "",
      signal: undefined,
      budgetLeftMs: 120_000,
      onWait: (ms) => waits.push(ms),
    });
    expect(waits).toEqual([840]);
    expect(sleeps).toEqual([840]);
    expect(next.pacedMs).toBe(840);
    expect(now()).toBeGreaterThanOrEqual(NOW + 800);
  });

  it("spreads over up to a second when the window counts requests of others (a shared credential)", async () => {
    const { gate, acquire, sleeps } = fakeGate(() => 0.5);
    // One answer of this client, and the window says all 10 are used: others share it.
    gate.release(await acquire(), { status: 200, rateLimit: window(0, NOW + 800) });
    await acquire();
    expect(sleeps).toEqual([800 + 500]);
  });

  it("does not pace beyond the request's remaining budget: the request is sent, the service decides", async () => {
    const { gate, acquire, sleeps } = fakeGate();
    gate.release(await acquire(), { status: 200, rateLimit: window(0, NOW + 60_000) });
    const ticket = await acquire("", 5_000);
    expect(ticket.pacedMs).toBe(0);
    expect(sleeps).toEqual([]);
  });

  it("keeps a bucket per key: a used-up path does not hold back another (API v0)", async () => {
    const { gate, acquire, sleeps } = fakeGate();
    gate.release(await acquire("/users"), { status: 200, rateLimit: window(0, NOW + 60_000) });
    await acquire("/times");
    expect(sleeps).toEqual([]);
  });

  it("halves the requests in flight on a 429, once per round, and adds one per other answer", async () => {
    const { gate, acquire, prime } = fakeGate();
    await prime();
    const tickets = await Promise.all(Array.from({ length: 8 }, () => acquire()));
    gate.release(tickets[0]!, { status: 429, rateLimit: undefined });
    expect(gate.maxInFlight).toBe(4);
    // Sent before the cut: their 429s do not cut again.
    gate.release(tickets[1]!, { status: 429, rateLimit: undefined });
    gate.release(tickets[2]!, { status: 429, rateLimit: undefined });
    expect(gate.maxInFlight).toBe(4);
    for (const ticket of tickets.slice(3)) gate.release(ticket, { status: 200, rateLimit: undefined });
    expect(gate.maxInFlight).toBe(8);
    // A 429 of a request sent after the cut cuts again.
    const later = await acquire();
    gate.release(later, { status: 429, rateLimit: undefined });
    expect(gate.maxInFlight).toBe(1);
  });

  it("holds a request while the in-flight limit is reached, and lets it go at the next answer", async () => {
    const { gate, acquire, prime } = fakeGate();
    await prime();
    const [a, b] = await Promise.all([acquire(), acquire()]);
    gate.release(a!, { status: 429, rateLimit: undefined }); // limit: 1, b still in flight
    const waiting = acquire();
    expect(await settled(waiting)).toBe(false);
    gate.release(b!, { status: 200, rateLimit: undefined });
    expect(await settled(waiting)).toBe(true);
  });

  it("a held request ends with the caller's signal", async () => {
    const { gate, acquire, prime } = fakeGate();
    await prime();
    const [a] = await Promise.all([acquire(), acquire()]);
    gate.release(a!, { status: 429, rateLimit: undefined });
    const controller = new AbortController();
    const waiting = acquire("", 120_000, controller.signal);
    controller.abort(new Error("stop"));
    await expect(waiting).rejects.toThrow("stop");
  });

  it("after the reset lets `limit` requests go, and holds the next until an answer says more", async () => {
    const { gate, acquire } = fakeGate();
    gate.release(await acquire(), { status: 200, rateLimit: window(0, NOW - 1, 3) });
    const three = await Promise.all([acquire(), acquire(), acquire()]);
    const fourth = acquire();
    expect(await settled(fourth)).toBe(false);
    gate.release(three[0]!, { status: 200, rateLimit: window(2, NOW + 1_000, 3) });
    // The new window says 2 left with 2 in flight: the fourth now waits for that window's reset.
    expect(await settled(fourth)).toBe(true);
  });
});
