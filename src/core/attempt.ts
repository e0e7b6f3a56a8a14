import type { Dispatcher } from "undici";
import { BodyTooLarge, readCapped } from "./body.js";
import { flattenHeaders } from "./response-info.js";
import type { HttpMethod } from "./types.js";
import { request as undiciRequest } from "./undici-lean.js";

/** Why one attempt produced no response; thrown by `sendAttempt` instead of undici's raw errors. */
export class AttemptFailure extends Error {
  override name = "AttemptFailure";
  constructor(
    readonly kind: "timeout" | "aborted" | "network" | "too_large",
    options: { cause?: unknown } = {},
  ) {
    super(`the attempt failed: ${kind}`, options);
  }
}

export interface AttemptResult {
  status: number;
  headers: Record<string, string>;
  /** The body, or undefined when a non-2xx body exceeded the cap (it is then read as absent). */
  bytes: Buffer | undefined;
}

export interface AttemptInput {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body: Buffer | undefined;
  signal: AbortSignal | undefined;
  timeoutMs: number;
  maxResponseBytes: number;
  dispatcher: Dispatcher | undefined;
  redact: (text: string) => string;
}

const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_CONNECT_TIMEOUT"]);

/**
 * One HTTP exchange with undici: the timeout covers headers and body; the body is read as a
 * capped stream. Throws an `AttemptFailure` (never undici's raw error) when no response was obtained.
 */
export async function sendAttempt(input: AttemptInput): Promise<AttemptResult> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), input.timeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout.signal]) : timeout.signal;
  try {
    const options: Parameters<typeof undiciRequest>[1] = {
      method: input.method,
      headers: input.headers,
      signal,
      headersTimeout: input.timeoutMs,
      bodyTimeout: input.timeoutMs,
    };
    if (input.body) options.body = input.body;
    if (input.dispatcher) options.dispatcher = input.dispatcher;
    const response = await undiciRequest(input.url, options);
    const headers = flattenHeaders(response.headers, input.redact);
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    try {
      const bytes = await readCapped(response.body, input.maxResponseBytes, headers["content-length"]);
      return { status: response.statusCode, headers, bytes };
    } catch (caught) {
      if (!(caught instanceof BodyTooLarge)) throw caught;
      if (ok) throw new AttemptFailure("too_large");
      return { status: response.statusCode, headers, bytes: undefined };
    }
  } catch (caught) {
    if (caught instanceof AttemptFailure) throw caught;
    if (input.signal?.aborted) throw new AttemptFailure("aborted", { cause: caught });
    const code = (caught as { code?: unknown } | undefined)?.code;
    if (timeout.signal.aborted || (typeof code === "string" && TIMEOUT_CODES.has(code))) {
      throw new AttemptFailure("timeout", { cause: caught });
    }
    throw new AttemptFailure("network", { cause: caught });
  } finally {
    clearTimeout(timer);
  }
}
