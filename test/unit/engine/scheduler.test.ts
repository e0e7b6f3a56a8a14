import { describe, expect, it } from "vitest";
import type { Park } from "../../../src/engine/create-settler.js";
import { schedule } from "../../../src/engine/scheduler.js";
import { prng } from "../../support/prng.js";

/** A step the test finishes by hand: `finish(ok)` ends it. */
interface Held {
  index: number;
  park: Park;
  finish(ok?: boolean): void;
}

function harness(needs: number[][], concurrency: number, signal?: AbortSignal, endOnly?: number[][]) {
  const ids = needs.map((_, index) => `s${index}`);
  const started: number[] = [];
  const held = new Map<number, Held>();
  let running = 0;
  let maxRunning = 0;
  const waiters: (() => void)[] = [];
  const scheduled = schedule<{ ok: boolean; status?: number }>({
    ids,
    needs,
    endOnly,
    concurrency,
    signal,
    run: (index, park) =>
      new Promise((resolve) => {
        started.push(index);
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        held.set(index, {
          index,
          park,
          finish: (ok = true) => {
            running -= 1;
            held.delete(index);
            resolve({ ok });
          },
        });
        for (const wake of waiters.splice(0)) wake();
      }),
    failed: (result) => !result.ok,
  });
  /** Resolves once `count` steps have started. */
  const startedCount = async (count: number) => {
    while (started.length < count) await new Promise<void>((wake) => waiters.push(wake));
  };
  return { scheduled, started, held, startedCount, maxRunning: () => maxRunning };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("schedule", () => {
  it("starts a step only after the steps it needs, lowest index first, within the bound", async () => {
    // 0 and 1 are independent; 2 needs 0; 3 needs 2; 4 and 5 are independent.
    const h = harness([[], [], [0], [2], [], []], 2);
    await h.startedCount(2);
    expect(h.started).toEqual([0, 1]);
    h.held.get(1)?.finish();
    await h.startedCount(3);
    expect(h.started).toEqual([0, 1, 4]);
    h.held.get(0)?.finish();
    await h.startedCount(4);
    expect(h.started).toEqual([0, 1, 4, 2]);
    for (const step of [...h.held.values()]) step.finish();
    await h.startedCount(6);
    for (const step of [...h.held.values()]) step.finish();
    await tick();
    for (const step of [...h.held.values()]) step.finish();
    const outcomes = await h.scheduled.done;
    expect(outcomes.every((outcome) => "ran" in outcome)).toBe(true);
    expect(h.started.indexOf(3)).toBeGreaterThan(h.started.indexOf(2));
    expect(h.maxRunning()).toBe(2);
  });

  it("with concurrency 1 runs every step one by one in plan order", async () => {
    const h = harness([[], [], [0], [], [1]], 1);
    for (let count = 1; count <= 5; count += 1) {
      await h.startedCount(count);
      expect(h.held.size).toBe(1);
      h.held.get(count - 1)?.finish();
    }
    await h.scheduled.done;
    expect(h.started).toEqual([0, 1, 2, 3, 4]);
  });

  it("never runs more than the bound at once, whatever order the steps finish in", async () => {
    const random = prng(2024);
    const needs = Array.from({ length: 60 }, (_, index) =>
      index > 0 && random() < 0.3 ? [Math.floor(random() * index)] : [],
    );
    const h = harness(needs, 5);
    while (h.scheduled.finished() < needs.length) {
      await tick();
      const running = [...h.held.values()];
      if (running.length === 0) continue;
      running[Math.floor(random() * running.length)]?.finish();
    }
    expect(h.maxRunning()).toBe(5);
    for (const [index, list] of needs.entries())
      for (const need of list) expect(h.started.indexOf(need)).toBeLessThan(h.started.indexOf(index));
  });

  it("does not run the steps that need a failed step (naming it), and runs the independent ones", async () => {
    // 1 needs 0, 2 needs 1, 3 is independent.
    const h = harness([[], [0], [1], []], 2);
    await h.startedCount(2);
    h.held.get(0)?.finish(false);
    h.held.get(3)?.finish();
    const outcomes = await h.scheduled.done;
    expect(outcomes).toEqual([
      { ran: { ok: false } },
      { notRun: 'not run: needs step "s0", which failed' },
      { notRun: 'not run: needs step "s0", which failed' },
      { ran: { ok: true } },
    ]);
  });

  it("runs a step after a need it waits for only to end, whether that failed or did not run", async () => {
    // 1 needs 0; 2 waits for 0 and 1 only to end (a read-only check after a failed smoke test);
    // 3 needs 0 and waits for 2 only to end, so 0's failure still stops it.
    const h = harness([[], [0], [0, 1], [0, 2]], 2, undefined, [[], [], [0, 1], [2]]);
    await h.startedCount(1);
    h.held.get(0)?.finish(false);
    await h.startedCount(2);
    h.held.get(2)?.finish();
    const outcomes = await h.scheduled.done;
    expect(outcomes).toEqual([
      { ran: { ok: false } },
      { notRun: 'not run: needs step "s0", which failed' },
      { ran: { ok: true } },
      { notRun: 'not run: needs step "s0", which failed' },
    ]);
    expect(h.started).toEqual([0, 2]);
  });

  it("a halt starts nothing more, also no step that waited only for a step it marked not to run", async () => {
    const started: number[] = [];
    const scheduled = schedule<{ refused: boolean }>({
      ids: ["a", "b", "c"],
      needs: [[], [], [1]],
      endOnly: [[], [], [1]],
      concurrency: 1,
      run: async (index) => {
        started.push(index);
        return { refused: index === 0 };
      },
      failed: (result) => result.refused,
      halts: (_index, result) => (result.refused ? "not run: refused" : undefined),
    });
    expect(await scheduled.done).toEqual([
      { ran: { refused: true } },
      { notRun: "not run: refused" },
      { notRun: "not run: refused" },
    ]);
    expect(started).toEqual([0]);
  });

  it("cancelled: starts nothing more, lets the running steps finish, marks the rest at once", async () => {
    const cancel = new AbortController();
    const h = harness([[], [], [], [0]], 2, cancel.signal);
    await h.startedCount(2);
    cancel.abort(new Error("cancelled"));
    await tick();
    expect(h.scheduled.settled(2)).toEqual({ notRun: "not run: the run was cancelled" });
    expect(h.scheduled.settled(3)).toEqual({ notRun: "not run: the run was cancelled" });
    expect(h.scheduled.settled(0)).toBeUndefined();
    h.held.get(0)?.finish();
    h.held.get(1)?.finish();
    const outcomes = await h.scheduled.done;
    expect(outcomes.slice(0, 2)).toEqual([{ ran: { ok: true } }, { ran: { ok: true } }]);
    expect(h.started).toEqual([0, 1]);
  });

  it("a result that halts the run starts nothing more", async () => {
    const scheduled = schedule<{ refused: boolean }>({
      ids: ["a", "b", "c"],
      needs: [[], [], []],
      concurrency: 1,
      run: async (index) => ({ refused: index === 0 }),
      failed: (result) => result.refused,
      halts: (_index, result) => (result.refused ? "not run: refused" : undefined),
    });
    expect(await scheduled.done).toEqual([
      { ran: { refused: true } },
      { notRun: "not run: refused" },
      { notRun: "not run: refused" },
    ]);
  });

  it("a parked step frees its slot, and resumes before any step not yet started", async () => {
    const h = harness([[], [], [], [], []], 2);
    await h.startedCount(2);
    let release: () => void = () => {};
    const parked = h.held.get(0)?.park(new Promise<void>((resolve) => (release = resolve)));
    await h.startedCount(3);
    expect(h.started).toEqual([0, 1, 2]);
    expect([...h.scheduled.active()]).toEqual([0, 1, 2, 3, 4]);
    // A progress line shows it as waiting, not running (the run's duplicate check parks creates).
    expect([h.scheduled.running(), h.scheduled.parked()]).toEqual([3, 1]);
    release();
    await tick();
    // Resumed, it waits for a slot: still not running.
    expect(h.scheduled.parked()).toBe(1);
    // Step 0 waits for step 1's slot, and gets it before step 3 starts.
    h.held.get(1)?.finish();
    await parked;
    expect(h.scheduled.parked()).toBe(0);
    expect(h.started).toEqual([0, 1, 2]);
    h.held.get(0)?.finish();
    await h.startedCount(4);
    expect(h.started).toEqual([0, 1, 2, 3]);
    for (const index of [2, 3]) h.held.get(index)?.finish();
    await h.startedCount(5);
    h.held.get(4)?.finish();
    await h.scheduled.done;
  });

  it("at concurrency 1 a parked step keeps its slot: the steps run strictly one by one in plan order", async () => {
    const h = harness([[], [], []], 1);
    await h.startedCount(1);
    let release: () => void = () => {};
    const parked = h.held.get(0)?.park(new Promise<void>((resolve) => (release = resolve)));
    await tick();
    expect(h.started).toEqual([0]);
    // Nothing else could start meanwhile: the create settler waits for no other step.
    expect([...h.scheduled.active()]).toEqual([0]);
    release();
    await parked;
    h.held.get(0)?.finish();
    await h.startedCount(2);
    expect(h.started).toEqual([0, 1]);
    h.held.get(1)?.finish();
    await h.startedCount(3);
    h.held.get(2)?.finish();
    await h.scheduled.done;
    expect(h.maxRunning()).toBe(1);
  });
});
