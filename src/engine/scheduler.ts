import type { Park } from "./create-settler.js";

/** A step ran (its result), or never started (why, for its `not-run` summary). */
export type Outcome<R> = { ran: R } | { notRun: string };

export interface ScheduleOptions<R> {
  /** Step ids, for the reasons of steps that do not run. */
  ids: readonly string[];
  /** For each step, the earlier steps it waits for (stepNeeds). */
  needs: readonly (readonly number[])[];
  /**
   * For each step, those of its needs it waits for only to end: it runs after them whatever their
   * outcome (endOnlyNeeds). The other needs must succeed.
   */
  endOnly?: readonly (readonly number[])[] | undefined;
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
  /**
   * Steps running (parked included) or that could start before a parked step resumes (ready ones,
   * lowest index first; none at concurrency 1, where a parked step keeps its slot).
   */
  active(): Iterable<number>;
  /** Steps with an outcome so far. */
  finished(): number;
  /** Steps running now (parked included). */
  running(): number;
  /** Of those, the steps parked: waiting (e.g. for the run's duplicate check) without a slot. */
  parked(): number;
  /** The step's outcome when it has one. */
  settled(index: number): Outcome<R> | undefined;
  /** Every step's outcome, in plan order. */
  done: Promise<Outcome<R>[]>;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * Runs a DAG of steps with bounded concurrency (docs/plan.md "Order and concurrency"): a step
 * starts once every step it needs has succeeded (or, for a need it waits for only to end, has ended
 * or is known not to run), the lowest plan index first among the ready ones, while fewer than
 * `concurrency` steps hold a slot. When a step fails, the steps that need it (directly or through
 * others) do not run, naming it; independent steps go on. Cancellation, or a
 * result that halts the run, starts nothing more: the steps running finish (they see the
 * cancellation through their own signal), the rest do not run. A parked step gives its slot back
 * and, when it resumes, gets the next free slot before any step not yet started; at concurrency 1
 * it keeps its slot, so the steps run strictly one by one in plan order.
 */
export function schedule<R>(options: ScheduleOptions<R>): Schedule<R> {
  return new StepScheduler(options);
}

/** Concurrency slots; a step that resumes after parking gets the next free one first. */
class Slots {
  #free: number;
  readonly #resumers: (() => void)[] = [];

  constructor(count: number) {
    this.#free = Math.max(1, Math.floor(count));
  }

  /** Takes a slot for a new step: only when one is free and no parked step waits for it. */
  tryTake(): boolean {
    if (this.#free === 0 || this.#resumers.length > 0) return false;
    this.#free -= 1;
    return true;
  }

  /** A slot for a resuming step, before any new step. */
  acquire(): Promise<void> {
    if (this.tryTake()) return Promise.resolve();
    return new Promise((resume) => this.#resumers.push(resume));
  }

  release(): void {
    const resume = this.#resumers.shift();
    if (resume) resume();
    else this.#free += 1;
  }
}

class StepScheduler<R> implements Schedule<R> {
  readonly done: Promise<Outcome<R>[]>;
  readonly #options: ScheduleOptions<R>;
  readonly #waitingOn: number[];
  readonly #dependents: number[][];
  readonly #endOnly: ReadonlySet<number>[];
  readonly #outcomes: (Outcome<R> | undefined)[];
  readonly #startedAt: Deferred<void>[];
  readonly #outcomeOf: Deferred<Outcome<R>>[];
  readonly #all = deferred<Outcome<R>[]>();
  readonly #ready: number[] = [];
  readonly #running = new Set<number>();
  readonly #slots: Slots;
  #finished = 0;
  #parked = 0;
  #halted: string | undefined;

  constructor(options: ScheduleOptions<R>) {
    const count = options.ids.length;
    this.#options = options;
    this.#slots = new Slots(options.concurrency);
    this.#waitingOn = options.needs.map((needs) => needs.length);
    this.#dependents = Array.from({ length: count }, () => []);
    this.#endOnly = Array.from({ length: count }, (_, at) => new Set(options.endOnly?.[at]));
    options.needs.forEach((needs, at) => {
      for (const need of needs) this.#dependents[need]?.push(at);
    });
    this.#outcomes = Array.from({ length: count }, () => undefined);
    this.#startedAt = Array.from({ length: count }, () => deferred<void>());
    this.#outcomeOf = Array.from({ length: count }, () => deferred<Outcome<R>>());
    for (let index = 0; index < count; index += 1) if (this.#waitingOn[index] === 0) this.#ready.push(index);
    this.done = this.#all.promise;
    // A cancelled run marks the steps not started at once, not when the last running step ends.
    const onAbort = () => this.#pump();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    void this.done.then(() => options.signal?.removeEventListener("abort", onAbort));
    queueMicrotask(onAbort);
  }

  started(index: number): Promise<void> {
    return this.#startedAt[index]?.promise ?? Promise.resolve();
  }

  outcome(index: number): Promise<Outcome<R>> {
    return this.#outcomeOf[index]?.promise ?? Promise.resolve({ notRun: "not run" });
  }

  active(): Iterable<number> {
    return this.#oneByOne ? [...this.#running] : [...this.#running, ...this.#ready];
  }

  /** Concurrency 1: one step at a time, a parked one included (docs/plan.md "Order and concurrency"). */
  get #oneByOne(): boolean {
    return this.#options.concurrency <= 1;
  }

  finished(): number {
    return this.#finished;
  }

  running(): number {
    return this.#running.size;
  }

  parked(): number {
    return this.#parked;
  }

  settled(index: number): Outcome<R> | undefined {
    return this.#outcomes[index];
  }

  #finish(index: number, outcome: Outcome<R>): void {
    if (this.#outcomes[index]) return;
    this.#outcomes[index] = outcome;
    this.#finished += 1;
    this.#startedAt[index]?.resolve();
    this.#outcomeOf[index]?.resolve(outcome);
    const blocked =
      "notRun" in outcome
        ? outcome.notRun
        : this.#options.failed(outcome.ran)
          ? `not run: needs step "${this.#options.ids[index]}", which failed`
          : undefined;
    for (const dependent of this.#dependents[index] ?? []) {
      if (blocked !== undefined && !this.#endOnly[dependent]?.has(index)) {
        this.#finish(dependent, { notRun: blocked });
        continue;
      }
      const left = (this.#waitingOn[dependent] ?? 1) - 1;
      this.#waitingOn[dependent] = left;
      // One that a halt or a cancellation marked not to run never becomes ready.
      if (left === 0 && !this.#outcomes[dependent]) insert(this.#ready, dependent);
    }
  }

  readonly #park: Park = async (wait) => {
    if (this.#oneByOne) return wait;
    this.#parked += 1;
    this.#slots.release();
    this.#pump();
    try {
      return await wait;
    } finally {
      await this.#slots.acquire();
      this.#parked -= 1;
      this.#options.onChange?.();
    }
  };

  #start(index: number): void {
    this.#running.add(index);
    this.#startedAt[index]?.resolve();
    this.#options.run(index, this.#park).then(
      (result) => {
        this.#running.delete(index);
        this.#slots.release();
        this.#finish(index, { ran: result });
        this.#halted ??= this.#options.halts?.(index, result);
        this.#pump();
      },
      // A step's failure is its result; a runner that throws (its host's log or outputs failed)
      // fails the run, as it did before steps ran concurrently, instead of never finishing.
      (error: unknown) => this.#all.reject(error),
    );
  }

  #pump(): void {
    const stop = this.#options.signal?.aborted ? "not run: the run was cancelled" : this.#halted;
    if (stop !== undefined) {
      for (let index = 0; index < this.#outcomes.length; index += 1)
        if (!this.#outcomes[index] && !this.#running.has(index)) this.#finish(index, { notRun: stop });
      // After the marking: a step waiting only for one marked here became ready on the way.
      this.#ready.length = 0;
    }
    while (this.#ready.length > 0 && this.#slots.tryTake()) this.#start(this.#ready.shift() as number);
    this.#options.onChange?.();
    if (this.#finished === this.#outcomes.length) this.#all.resolve(this.#outcomes as Outcome<R>[]);
  }
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
