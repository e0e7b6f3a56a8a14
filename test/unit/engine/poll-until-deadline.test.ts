import { describe, expect, it } from "vitest";
import type { Clock } from "../../../src/engine/engine-context.js";
import { StepDeadlineExceeded } from "../../../src/engine/errors.js";
import { pollUntilDeadline } from "../../../src/engine/poll-until-deadline.js";

/** A simulated clock: sleeping moves time on at once; `onSleep` may abort the signal meanwhile. */
function fakeClock(onSleep: (ms: number) => void = () => {}) {
  let now = 0;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms, signal) => {
      sleeps.push(ms);
      now += ms;
      onSleep(ms);
      if (signal?.aborted) throw signal.reason;
    },
  };
  return { clock, sleeps, now: () => now };
}

/** A read that answers `values` in turn (undefined: not yet), noting when each read happened. */
function reads<T>(values: (T | undefined | Error)[], now: () => number) {
  const at: number[] = [];
  return {
    at,
    read: async () => {
      at.push(now());
      const value = values[at.length - 1];
      if (value instanceof Error) throw value;
      return value;
    },
  };
}

class Transient extends Error {
  constructor(readonly retryAfterMs?: number) {
    super("busy");
  }
}
const retryTransient = (error: unknown) =>
  error instanceof Transient ? (error.retryAfterMs ?? 0) : undefined;

describe("pollUntilDeadline", () => {
  it("reads on the schedule (every 250 ms in the first second, then every second) until a value", async () => {
    const { clock, sleeps, now } = fakeClock();
    const source = reads([undefined, undefined, undefined, undefined, undefined, "done"], now);
    const signal = new AbortController().signal;
    await expect(pollUntilDeadline({ clock, signal, deadline: 60_000, read: source.read })).resolves.toEqual({
      timedOut: false,
      value: "done",
    });
    expect(source.at).toEqual([0, 250, 500, 750, 1000, 2000]);
    expect(sleeps).toEqual([250, 250, 250, 250, 1000]);
  });

  it("times out at the deadline on the clock, never waiting past it", async () => {
    const { clock, sleeps, now } = fakeClock();
    const source = reads<string>([], now);
    const signal = new AbortController().signal;
    await expect(pollUntilDeadline({ clock, signal, deadline: 2_600, read: source.read })).resolves.toEqual({
      timedOut: true,
    });
    expect(source.at).toEqual([0, 250, 500, 750, 1000, 2000, 2600]);
    expect(sleeps).toEqual([250, 250, 250, 250, 1000, 600]);
  });

  it("waits at least what a retryable failure asks for, then reads again", async () => {
    const { clock, now } = fakeClock();
    const source = reads([new Transient(3_000), new Transient(), "done"], now);
    const signal = new AbortController().signal;
    const outcome = await pollUntilDeadline({
      clock,
      signal,
      deadline: 60_000,
      read: source.read,
      retryAfter: retryTransient,
    });
    expect(outcome).toEqual({ timedOut: false, value: "done" });
    expect(source.at).toEqual([0, 3_000, 3_250]);
  });

  it("ends with the error of a failure that is not retryable (or with no retryAfter at all)", async () => {
    const signal = new AbortController().signal;
    for (const retryAfter of [retryTransient, undefined]) {
      const { clock, now } = fakeClock();
      const source = reads([undefined, new Error("forbidden")], now);
      await expect(
        pollUntilDeadline({
          clock,
          signal,
          deadline: 60_000,
          read: source.read,
          ...(retryAfter && { retryAfter }),
        }),
      ).rejects.toThrow("forbidden");
    }
  });

  it("uses the delays it is given", async () => {
    const { clock, sleeps, now } = fakeClock();
    const source = reads([undefined, undefined, 1], now);
    const signal = new AbortController().signal;
    await pollUntilDeadline({
      clock,
      signal,
      deadline: 60_000,
      read: source.read,
      delayMs: (read) => read * 10,
    });
    expect(sleeps).toEqual([10, 20]);
  });

  it("times out when the step's deadline aborts a read in flight, whatever the read threw", async () => {
    const controller = new AbortController();
    const { clock } = fakeClock();
    const outcome = await pollUntilDeadline({
      clock,
      signal: controller.signal,
      deadline: 60_000,
      read: async () => {
        controller.abort(new StepDeadlineExceeded("2m"));
        throw new Error("aborted");
      },
    });
    expect(outcome).toEqual({ timedOut: true });
  });

  it("times out when the step's deadline aborts a wait", async () => {
    const controller = new AbortController();
    const { clock, sleeps } = fakeClock(() => controller.abort(new StepDeadlineExceeded("2m")));
    const outcome = await pollUntilDeadline({
      clock,
      signal: controller.signal,
      deadline: 60_000,
      read: async () => undefined,
    });
    expect(outcome).toEqual({ timedOut: true });
    expect(sleeps).toEqual([250]);
  });

  it("ends with the run's cancellation, not a time-out, when the signal is aborted for another reason", async () => {
    const controller = new AbortController();
    const cancelled = new Error("the job was cancelled");
    const { clock } = fakeClock(() => controller.abort(cancelled));
    await expect(
      pollUntilDeadline({ clock, signal: controller.signal, deadline: 60_000, read: async () => undefined }),
    ).rejects.toBe(cancelled);
    const during = new AbortController();
    await expect(
      pollUntilDeadline({
        clock: fakeClock().clock,
        signal: during.signal,
        deadline: 60_000,
        read: async () => {
          during.abort(cancelled);
          throw cancelled;
        },
        retryAfter: retryTransient,
      }),
    ).rejects.toBe(cancelled);
  });
});
