/**
 * The client's rate budget (docs/client.md "Pacing"): requests are paced by the service's
 * `X-RateLimit-Limit/Remaining/Reset` headers, and the number in flight is lowered when 429s come.
 *
 * - Until the first answer of a bucket arrives, one request goes alone (nothing is known of the
 *   window yet: a burst into a used-up one would be refused whole). Then a request is sent while
 *   the window's remaining requests, minus the requests in flight, are above 0. When they are not,
 *   it waits for the window to reset (`X-RateLimit-Reset`, Unix ms, by this machine's clock) plus
 *   a random spread: a tenth of the wait while this client has the window to itself, up to a second
 *   (as after a 429) once the window counts more requests than this client sent, so that many runs
 *   of one credential do not all come back at one instant. Once the reset has passed, the next
 *   window is assumed to hold `limit` requests until an answer says otherwise.
 * - The requests in flight are limited AIMD-style: unlimited until the first 429, then halved on a
 *   429 (once per round: a 429 of a request sent before the last cut does not cut again), one more
 *   per other answer, up to the most requests the caller ever had waiting or in flight at once.
 */
import { RATE_LIMIT_SPREAD_MS } from "./retry-policy.js";
import type { RateLimit, Sleep } from "./types.js";

/** What a pacing decision looks at. */
export interface PacingView {
  /** The last known window of the request's bucket; undefined before any answer carried one. */
  window: RateLimit | undefined;
  /** An answer of the bucket came back (with or without rate-limit headers). */
  answered: boolean;
  /** Requests of the bucket in flight. */
  inFlight: number;
  /** Requests of the client in flight, and the most it may have (AIMD). */
  totalInFlight: number;
  maxInFlight: number;
}

/** Send now; wait for an answer to come back (a slot, or news of the next window); wait `ms`. */
export type PacingDecision = { kind: "send" } | { kind: "queue" } | { kind: "wait"; ms: number };

const send: PacingDecision = { kind: "send" };
const queue: PacingDecision = { kind: "queue" };

export function pacingDecision(view: PacingView, now: number): PacingDecision {
  if (view.totalInFlight >= view.maxInFlight) return queue;
  if (!view.answered) return view.inFlight > 0 ? queue : send;
  const window = view.window;
  // A limit of 0 says nothing usable about pacing: the service's 429s decide.
  if (window === undefined || window.limit === 0) return send;
  const reset = now >= window.reset;
  const remaining = reset ? window.limit : window.remaining;
  if (remaining - view.inFlight > 0) return send;
  return reset ? queue : { kind: "wait", ms: window.reset - now };
}

/**
 * The bucket's window after an answer: a later window replaces the known one; within one window the
 * lowest `remaining` is the latest count (answers may arrive out of order); an answer of an
 * earlier window is stale.
 */
export function mergeWindow(known: RateLimit | undefined, seen: RateLimit): RateLimit {
  if (known === undefined || seen.reset > known.reset) return seen;
  if (seen.reset < known.reset) return known;
  return seen.remaining < known.remaining || seen.limit !== known.limit ? seen : known;
}

/**
 * The random spread added to a pacing wait: a tenth of it (at least 20 ms, at most 1 s) while the
 * client has the window to itself; up to 1 s, as after a 429, while others use the credential too.
 */
export function pacingSpread(waitMs: number, random: () => number, shared = false): number {
  const width = shared
    ? RATE_LIMIT_SPREAD_MS
    : Math.min(RATE_LIMIT_SPREAD_MS, Math.max(20, Math.round(waitMs / 10)));
  return Math.floor(random() * width);
}

/**
 * Others use the credential too: the window counts more requests than this client can have sent
 * into it (its answers from that window so far, and its requests still in flight).
 */
export function othersUseWindow(seen: RateLimit, ownAnswered: number, inFlight: number): boolean {
  return seen.limit - seen.remaining > ownAnswered + inFlight;
}

/** The AIMD step of the in-flight limit after one answer. */
export function nextMaxInFlight(
  current: number,
  answer: { rateLimited: boolean; inFlight: number; peak: number },
): number {
  if (answer.rateLimited) return Math.max(1, Math.floor(Math.min(current, answer.inFlight) / 2));
  if (!Number.isFinite(current)) return current;
  return Math.max(current, Math.min(current + 1, answer.peak));
}

/** Which rate-limit bucket a request counts against: one per client, or one per path (API v0). */
export type BucketScope = "client" | "path";

export interface GateTicket {
  readonly bucket: string;
  /** The in-flight limit's round when the request was sent. */
  readonly round: number;
  /** How long it waited for pacing. */
  readonly pacedMs: number;
}

export interface AcquireRequest {
  bucket: string;
  signal: AbortSignal | undefined;
  /** What the request may still wait for rate limits; a longer pacing wait is not made (it is sent). */
  budgetLeftMs: number;
  /** Told before each pacing wait. */
  onWait(ms: number): void;
}

interface Bucket {
  window: RateLimit | undefined;
  inFlight: number;
  answered: boolean;
  /** This client's answers from the latest window (by its reset), and whether others use it. */
  counted: { reset: number; answers: number; shared: boolean };
}

/** Counts an answer against its window and tells whether others use the window too. */
function countAnswer(bucket: Bucket, seen: RateLimit): void {
  const counted = bucket.counted;
  if (seen.reset < counted.reset) return; // an answer of an earlier window
  if (seen.reset > counted.reset) {
    counted.reset = seen.reset;
    counted.answers = 0;
  }
  counted.answers += 1;
  counted.shared = othersUseWindow(seen, counted.answers, bucket.inFlight);
}

/** Buckets kept before the idle ones are dropped (API v0 has one per path). */
const maxBuckets = 256;

/** One client's rate budget: every attempt passes `acquire` before it is sent and `release` after. */
export class RateGate {
  readonly #buckets = new Map<string, Bucket>();
  readonly #wakers = new Set<() => void>();
  #inFlight = 0;
  #waiting = 0;
  #maxInFlight = Number.POSITIVE_INFINITY;
  #round = 0;
  #peak = 0;

  constructor(private readonly clock: { now: () => number; sleep: Sleep; random: () => number }) {}

  /** The current in-flight limit (Infinity until the first 429), for tests and progress. */
  get maxInFlight(): number {
    return this.#maxInFlight;
  }

  async acquire(request: AcquireRequest): Promise<GateTicket> {
    let pacedMs = 0;
    this.#waiting += 1;
    this.#peak = Math.max(this.#peak, this.#inFlight + this.#waiting);
    try {
      for (;;) {
        const bucket = this.#bucket(request.bucket);
        const view = {
          window: bucket.window,
          answered: bucket.answered,
          inFlight: bucket.inFlight,
          totalInFlight: this.#inFlight,
          maxInFlight: this.#maxInFlight,
        };
        const decision = pacingDecision(view, this.clock.now());
        if (decision.kind === "send") break;
        if (decision.kind === "queue") {
          await this.#nextAnswer(request.signal);
          continue;
        }
        const ms = decision.ms + pacingSpread(decision.ms, this.clock.random, bucket.counted.shared);
        // Beyond the budget the service decides: its 429 names the wait it asks for.
        if (pacedMs + ms > request.budgetLeftMs) break;
        request.onWait(ms);
        await this.clock.sleep(ms, request.signal);
        pacedMs += ms;
      }
    } finally {
      this.#waiting -= 1;
    }
    this.#bucket(request.bucket).inFlight += 1;
    this.#inFlight += 1;
    return { bucket: request.bucket, round: this.#round, pacedMs };
  }

  /** The attempt is over; `answer` when a response came (its status and rate-limit headers). */
  release(
    ticket: GateTicket,
    answer: { status: number; rateLimit: RateLimit | undefined } | undefined,
  ): void {
    const bucket = this.#bucket(ticket.bucket);
    const inFlight = this.#inFlight;
    bucket.inFlight -= 1;
    this.#inFlight -= 1;
    if (answer) {
      bucket.answered = true;
      if (answer.rateLimit) {
        bucket.window = mergeWindow(bucket.window, answer.rateLimit);
        countAnswer(bucket, answer.rateLimit);
      }
      const rateLimited = answer.status === 429;
      if (!rateLimited || ticket.round === this.#round) {
        this.#maxInFlight = nextMaxInFlight(this.#maxInFlight, { rateLimited, inFlight, peak: this.#peak });
        if (rateLimited) this.#round += 1;
      }
    }
    const wakers = [...this.#wakers];
    this.#wakers.clear();
    for (const wake of wakers) wake();
  }

  #bucket(key: string): Bucket {
    let bucket = this.#buckets.get(key);
    if (bucket) return bucket;
    if (this.#buckets.size >= maxBuckets) this.#dropIdle();
    bucket = {
      window: undefined,
      inFlight: 0,
      answered: false,
      counted: { reset: 0, answers: 0, shared: false },
    };
    this.#buckets.set(key, bucket);
    return bucket;
  }

  #dropIdle(): void {
    const now = this.clock.now();
    for (const [key, bucket] of this.#buckets) {
      if (bucket.inFlight === 0 && (bucket.window === undefined || bucket.window.reset <= now)) {
        this.#buckets.delete(key);
      }
    }
  }

  /** Resolves at the next release; rejects with the signal's reason when it aborts first. */
  #nextAnswer(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => {
        this.#wakers.delete(wake);
        reject(signal?.reason);
      };
      const wake = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      this.#wakers.add(wake);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
}
