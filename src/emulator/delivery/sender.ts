import { EventEmitter } from "node:events";
import { performance } from "node:perf_hooks";
import { createSecureContext, rootCertificates } from "node:tls";
import { Agent, request } from "undici";
import { guardedLookup, type LookupFunction } from "./guarded-lookup.js";

export type SendResult = { statusCode: number } | { transportCode: string };

const USER_AGENT = "TeamGrid-Webhooks/2 (svc-emulator)";

/** Sanitises a transport failure into the short `transportCode` a delivery record carries. */
export function transportCode(error: unknown): string {
  const candidate = error as { code?: unknown; name?: unknown; cause?: { code?: unknown } };
  if (candidate?.name === "TimeoutError") return "timeout";
  const code = typeof candidate?.code === "string" ? candidate.code : candidate?.cause?.code;
  const raw =
    typeof code === "string"
      ? code
      : typeof candidate?.name === "string"
        ? candidate.name
        : "transport_error";
  const clean = raw.replace(/[^A-Za-z0-9_.:-]/g, "_").slice(0, 64);
  return clean === "" ? "transport_error" : clean;
}

export interface SenderOptions {
  /** Per-attempt deadline: connect, send and the answer's status and body. */
  timeoutMs: number;
  /** An extra CA to trust besides Node's roots (a receiver's self-signed certificate). */
  ca?: string | undefined;
  /** Loopback/private destinations allowed (--allow-loopback-webhooks): resolved names are not checked. */
  allowLoopback?: boolean | undefined;
  lookup?: LookupFunction | undefined;
  /**
   * Connections per destination: the pipeline's concurrency. More would only cost TLS handshakes:
   * with a higher cap the pool opens a new connection whenever the next attempt starts before the
   * previous one's connection is marked free, about 1.5 handshakes per slot (docs/startup.md).
   */
  connections: number;
}

/**
 * One attempt's abort handle, given to undici as the request's `signal`: undici takes an
 * EventEmitter there, which costs less than an AbortController and its EventTarget per attempt.
 */
class Attempt extends EventEmitter<{ abort: [] }> {
  timedOut = false;

  constructor(
    readonly deadline: number,
    readonly stop: AbortSignal,
  ) {
    super();
  }

  abort(timedOut: boolean): void {
    this.timedOut = timedOut;
    this.emit("abort");
  }
}

/**
 * POSTs signed deliveries over HTTPS only, never following redirects, with a per-attempt deadline.
 * Every attempt has the same time allowed, so their deadlines come in the order they started: one
 * timer, armed for the oldest attempt's deadline, ends each attempt on time without a timer of its
 * own (a timer per attempt was a visible part of a delivery's cost: docs/startup.md).
 */
export class DeliverySender {
  readonly #agent: Agent;
  /** Attempts in flight, oldest first: their deadlines in order. */
  readonly #attempts = new Set<Attempt>();
  readonly #watched = new WeakSet<AbortSignal>();
  #timer: NodeJS.Timeout | undefined;
  private readonly timeoutMs: number;

  constructor({ timeoutMs, ca, allowLoopback = false, lookup, connections }: SenderOptions) {
    this.timeoutMs = timeoutMs;
    this.#agent = new Agent({
      // One secure context for every connection: parsing the roots per connection is costly.
      connect: {
        ...(ca ? { secureContext: createSecureContext({ ca: [...rootCertificates, ca] }) } : {}),
        rejectUnauthorized: true,
        ...(allowLoopback ? (lookup ? { lookup } : {}) : { lookup: guardedLookup(lookup) }),
      },
      keepAliveTimeout: 4_000,
      connections,
    });
  }

  async send(
    url: string,
    body: string,
    headers: Record<string, string>,
    stop: AbortSignal,
  ): Promise<SendResult> {
    if (!url.startsWith("https://")) return { transportCode: "insecure_destination" };
    if (stop.aborted) return { transportCode: transportCode(stop.reason) };
    const attempt = new Attempt(performance.now() + this.timeoutMs, stop);
    this.#watch(stop);
    this.#attempts.add(attempt);
    this.#arm();
    // The pipeline's headers are its own: the two this sender adds go on them, no copy.
    headers["content-type"] = "application/json";
    headers["user-agent"] = USER_AGENT;
    try {
      // The signal ends the whole attempt, the answer's body too (undici destroys it on abort).
      const response = await request(url, {
        method: "POST",
        dispatcher: this.#agent,
        body,
        headers,
        signal: attempt,
      });
      await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      return { statusCode: response.statusCode };
    } catch (error) {
      return { transportCode: attempt.timedOut ? "timeout" : transportCode(error) };
    } finally {
      this.#attempts.delete(attempt);
    }
  }

  /** Arms the one timer for the oldest attempt's deadline, unless it is armed already. */
  #arm(): void {
    if (this.#timer !== undefined) return;
    const oldest = this.#attempts.values().next().value;
    if (oldest === undefined) return;
    // Unref'd: an attempt's own connection keeps the process up while the attempt is in flight.
    this.#timer = setTimeout(() => this.#expire(), Math.max(0, oldest.deadline - performance.now())).unref();
  }

  /** Ends every attempt whose deadline has passed, then arms the timer for the next one. */
  #expire(): void {
    this.#timer = undefined;
    const now = performance.now();
    for (const attempt of this.#attempts) {
      if (attempt.deadline > now) break;
      this.#attempts.delete(attempt);
      attempt.abort(true);
    }
    this.#arm();
  }

  /**
   * One listener per stop signal aborts every attempt it covers: a listener added and removed on
   * the shared signal for each attempt cost more than the rest of the attempt's bookkeeping.
   */
  #watch(stop: AbortSignal): void {
    if (this.#watched.has(stop)) return;
    this.#watched.add(stop);
    stop.addEventListener(
      "abort",
      () => {
        for (const attempt of this.#attempts) if (attempt.stop === stop) attempt.abort(false);
      },
      { once: true },
    );
  }

  close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    return this.#agent.close();
  }
}
