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

/** POSTs signed deliveries over HTTPS only, never following redirects, with a per-attempt timeout. */
export class DeliverySender {
  readonly #agent: Agent;
  readonly #attempts = new Map<AbortController, AbortSignal>();
  readonly #watched = new WeakSet<AbortSignal>();
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
    const attempt = new AbortController();
    const timer = setTimeout(
      () => attempt.abort(new DOMException("delivery attempt timed out", "TimeoutError")),
      this.timeoutMs,
    );
    this.#watch(stop);
    this.#attempts.set(attempt, stop);
    try {
      // The signal ends the whole attempt, the answer's body too (undici destroys it on abort).
      const response = await request(url, {
        method: "POST",
        dispatcher: this.#agent,
        body,
        headers: { ...headers, "content-type": "application/json", "user-agent": USER_AGENT },
        signal: attempt.signal,
      });
      await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      return { statusCode: response.statusCode };
    } catch (error) {
      return { transportCode: attempt.signal.aborted && !stop.aborted ? "timeout" : transportCode(error) };
    } finally {
      clearTimeout(timer);
      this.#attempts.delete(attempt);
    }
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
        for (const [attempt, signal] of this.#attempts) if (signal === stop) attempt.abort(stop.reason);
      },
      { once: true },
    );
  }

  close(): Promise<void> {
    return this.#agent.close();
  }
}
