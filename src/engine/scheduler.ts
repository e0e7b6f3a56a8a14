import type { Park } from "./create-settler.js";

/** A step ran (its result), or never started (why, for its `not-run` summary). */
export type Outcome<R> = { ran: R } | { notRun: string };

export interface ScheduleOptions<R> {
  /** Step ids, for the reasons of steps that do not run. */
  ids: readonly string[];
  /** For each step, the earlier steps it waits for (stepNeeds). */
  needs: readonly (readonly number[])[];
  /** Steps running at once, at least 1; 1 runs them one by one in plan order. */
  concurrency: number;
  /** Cancels the run: no further step starts (the steps running see the signal themselves). */
  signal?: AbortSignal | undefined;
  /** Runs a step while it holds a slot; `park` frees the slot while the step waits. Never throws. */
  run(index: number, park: Park): Promise<R>;
  /** The steps that need a failed step do not run. */
  failed(result: R): boolean;
  /** After this result no further step starts (e.g. the credential was refused): why, or undefined. */
  halts?(index: number, result: R): string | undefined;
  /** After every change: a step started, finished, parked, or was marked not to run. */
  onChange?(): void;
}

export interface Schedule<R> {
  /** Resolves when the step starts, or when it is known that it never will. */
  started(index: number): Promise<void>;
  outcome(index: number): Promise<Outcome<R>>;
  /** Steps running (parked included) or ready to start, lowest index first for the ready ones. */
  active(): Iterable<number>;
  /** Steps with an outcome so far. */
  finished(): number;
  /** Steps running now (parked included). */
  running(): number;
  /** The step's outcome when it has one. */
  settled(index: number): Outcome<R> | undefined;
  /** Every step's outcome, in plan order. */
  done: Promise<Outcome<R>[]>;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Runs a DAG of steps with bounded concurrency (docs/plan.md "Order and concurrency"): a step
 * starts once every step it needs has succeeded, the lowest plan index first among the ready ones,
 * while fewer than `concurrency` steps hold a slot. When a step fails, the steps that need it
 * (directly or through others) do not run, naming it; independent steps go on. Cancellation, or a
 * result that halts the run, starts nothing more: the steps running finish (they see the
 * cancellation through their own signal), the rest do not run. A parked step gives its slot back
 * and, when it resumes, gets the next free slot before any step not yet started.
 */
export function schedule<R>(options: ScheduleOptions<R>): Schedule<R> {
  const count = options.ids.length;
  const waitingOn = options.needs.map((needs) => needs.length);
  const dependents: number[][] = Array.from({ length: count }, () => []);
  options.needs.forEach((needs, at) => {
    for (const need of needs) dependents[need]?.push(at);
  });
  const outcomes: (Outcome<R> | undefined)[] = Array.from({ length: count }, () => undefined);
  const startedAt = Array.from({ length: count }, () => deferred<void>());
  const outcomeOf = Array.from({ length: count }, () => deferred<Outcome<R>>());
  const all = deferred<Outcome<R>[]>();
  const ready: number[] = [];
  const running = new Set<number>();
  const resumers: (() => void)[] = [];
  let free = Math.max(1, Math.floor(options.concurrency));
  let finished = 0;
  let halted: string | undefined;

  const finish = (index: number, outcome: Outcome<R>) => {
    if (outcomes[index]) return;
    outcomes[index] = outcome;
    finished += 1;
    startedAt[index]?.resolve();
    outcomeOf[index]?.resolve(outcome);
    const blocked =
      "notRun" in outcome ? outcome.notRun : options.failed(outcome.ran) ? failedReason(index) : undefined;
    for (const dependent of dependents[index] ?? []) {
      if (blocked !== undefined) {
        finish(dependent, { notRun: blocked });
        continue;
      }
      const left = (waitingOn[dependent] ?? 1) - 1;
      waitingOn[dependent] = left;
      if (left === 0) insert(ready, dependent);
    }
  };
  const failedReason = (index: number) => `not run: needs step "${options.ids[index]}", which failed`;
  const release = () => {
    const resume = resumers.shift();
    if (resume) resume();
    else free += 1;
  };
  const acquire = (): Promise<void> => {
    if (free === 0 || resumers.length > 0) return new Promise((resume) => resumers.push(resume));
    free -= 1;
    return Promise.resolve();
  };
  const park: Park = async (wait) => {
    release();
    pump();
    try {
      return await wait;
    } finally {
      await acquire();
    }
  };
  const start = (index: number) => {
    running.add(index);
    startedAt[index]?.resolve();
    void options.run(index, park).then((result) => {
      running.delete(index);
      release();
      finish(index, { ran: result });
      halted ??= options.halts?.(index, result);
      pump();
    });
  };
  const pump = () => {
    const stop = options.signal?.aborted ? "not run: the run was cancelled" : halted;
    if (stop !== undefined) {
      ready.length = 0;
      for (let index = 0; index < count; index += 1)
        if (!outcomes[index] && !running.has(index)) finish(index, { notRun: stop });
    }
    while (free > 0 && resumers.length === 0 && ready.length > 0) {
      free -= 1;
      start(ready.shift() as number);
    }
    options.onChange?.();
    if (finished === count) all.resolve(outcomes as Outcome<R>[]);
  };

  for (let index = 0; index < count; index += 1) if (waitingOn[index] === 0) ready.push(index);
  // A cancelled run marks the steps not started at once, not when the last running step ends.
  options.signal?.addEventListener("abort", pump, { once: true });
  void all.promise.then(() => options.signal?.removeEventListener("abort", pump));
  queueMicrotask(pump);
  return {
    started: (index) => startedAt[index]?.promise ?? Promise.resolve(),
    outcome: (index) => outcomeOf[index]?.promise ?? Promise.resolve({ notRun: "not run" }),
    active: () => [...running, ...ready],
    finished: () => finished,
    running: () => running.size,
    settled: (index) => outcomes[index],
    done: all.promise,
  };
}

/** Inserts `value` into the ascending `list`. */
function insert(list: number[], value: number): void {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, value);
}
