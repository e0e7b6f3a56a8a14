import type { Agent, IncomingMessage } from "node:http";
import type { ConnectionPool } from "./agents.js";
import { flattenHeaders } from "./response-info.js";
import type { HttpMethod } from "./types.js";

/** Why one attempt produced no response; thrown by `sendAttempt` instead of Node's raw errors. */
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
  /** The connection pool for the URL's protocol (see agents.ts); undefined: Node's global agent. */
  agent: ConnectionPool | undefined;
  redact: (text: string) => string;
}

type RequestFunction = typeof import("node:http").request;

/**
 * node:http and node:https, fetched from Node's own module table: no bundling and no load cost for
 * the protocol a command does not use (https pulls in TLS).
 */
function requestFunctionFor(url: URL): RequestFunction {
  if (url.protocol === "https:") return process.getBuiltinModule("node:https").request as RequestFunction;
  return process.getBuiltinModule("node:http").request;
}

/**
 * One HTTP exchange on Node's http client. One deadline covers connecting, the headers and the
 * whole body; the body is read as it streams and the exchange stops as soon as it outgrows the cap,
 * so an oversized body is never buffered whole. Throws an `AttemptFailure` (never Node's raw error)
 * when no response was obtained.
 */
export function sendAttempt(input: AttemptInput): Promise<AttemptResult> {
  return new Promise<AttemptResult>((resolve, reject) => {
    const settlement = new Settlement(input, resolve, reject);
    if (input.signal?.aborted) return settlement.abort();
    let request: ReturnType<RequestFunction>;
    try {
      request = openRequest(input);
    } catch (caught) {
      // Node refuses some requests before sending (e.g. a header value it cannot write).
      return settlement.failWith(caught);
    }
    settlement.request = request;
    request.on("error", settlement.failWith);
    request.on("response", (response) => receive(response, input, settlement));
    request.end(input.body);
  });
}

/** The request, not yet ended; throws when Node (or the URL check) refuses it. */
function openRequest(input: AttemptInput): ReturnType<RequestFunction> {
  const url = new URL(input.url);
  // node:http would turn URL credentials into an Authorization header; the base URL never has
  // any (base-url.ts), and this layer does not rely on every caller having checked.
  if (url.username || url.password) throw new Error("a request URL must not carry credentials");
  return requestFunctionFor(url)(url, {
    method: input.method,
    headers: input.headers,
    // Every value of a repeated header, joined with ", " (Node otherwise keeps only the first
    // ETag, Retry-After, Content-Type...): a doubled header must not pass as a single one.
    joinDuplicateHeaders: true,
    ...(input.agent ? { agent: input.agent as Agent } : {}),
  });
}

/**
 * Settles one attempt exactly once: its deadline, the caller's abort and the first error or
 * result win; everything after is ignored, and a failure tears the connection down.
 */
class Settlement {
  request: ReturnType<RequestFunction> | undefined;
  response: IncomingMessage | undefined;
  #settled = false;
  #timedOut = false;
  readonly #timer: NodeJS.Timeout;
  readonly #onAbort = () => this.abort();

  constructor(
    private readonly input: AttemptInput,
    private readonly resolve: (result: AttemptResult) => void,
    private readonly reject: (failure: AttemptFailure) => void,
  ) {
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      this.fail("timeout", new Error(`no complete response within ${input.timeoutMs} ms`));
    }, input.timeoutMs);
    input.signal?.addEventListener("abort", this.#onAbort, { once: true });
  }

  abort(): void {
    this.fail("aborted", this.input.signal?.reason);
  }

  fail(kind: AttemptFailure["kind"], cause?: unknown): void {
    if (!this.#finish()) return;
    this.reject(new AttemptFailure(kind, { cause }));
    this.response?.destroy();
    this.request?.destroy();
  }

  /** An error after a timeout or an abort is the consequence, not the reason. */
  readonly failWith = (cause: unknown): void => {
    if (this.input.signal?.aborted) this.fail("aborted", cause);
    else if (this.#timedOut) this.fail("timeout", cause);
    else this.fail("network", cause);
  };

  succeed(result: AttemptResult): void {
    if (this.#finish()) this.resolve(result);
  }

  /** True the first time: the attempt is settled now. */
  #finish(): boolean {
    if (this.#settled) return false;
    this.#settled = true;
    clearTimeout(this.#timer);
    this.input.signal?.removeEventListener("abort", this.#onAbort);
    return true;
  }
}

/**
 * Reads a response as it streams, within the cap: a 2xx body beyond it fails the attempt
 * (`too_large`); any other answer beyond it is kept without its body.
 */
function receive(res: IncomingMessage, input: AttemptInput, settlement: Settlement): void {
  settlement.response = res;
  const status = res.statusCode ?? 0;
  const headers = flattenHeaders(res.headers, input.redact);
  const ok = status >= 200 && status < 300;
  const tooLarge = () => {
    if (ok) settlement.fail("too_large");
    else {
      settlement.succeed({ status, headers, bytes: undefined });
      res.destroy();
    }
  };
  const declared = headers["content-length"];
  if (declared !== undefined && Number(declared) > input.maxResponseBytes) {
    tooLarge();
    return;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  res.on("data", (chunk: Buffer) => {
    total += chunk.byteLength;
    if (total > input.maxResponseBytes) tooLarge();
    else chunks.push(chunk);
  });
  res.on("end", () => {
    const raw = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
    const bytes = decoded(raw, headers["content-encoding"], input.maxResponseBytes);
    if (bytes === "too_large") tooLarge();
    else settlement.succeed({ status, headers, bytes });
  });
  res.on("error", settlement.failWith);
  res.on("close", () => {
    if (!res.complete)
      settlement.failWith(new Error("the connection closed before the response was complete"));
  });
}

/**
 * The body without its content coding: the client asks for none (no Accept-Encoding), but a proxy
 * may compress an answer all the same, and a create or rotation answer holds a secret shown once.
 * gzip, deflate and br are decoded within the size cap (a small body must not expand beyond it);
 * a body that does not decode, or another coding, is left as it came (and read as not JSON).
 */
function decoded(bytes: Buffer, coding: string | undefined, maxBytes: number): Buffer | "too_large" {
  const name = coding?.trim().toLowerCase();
  if (!name || name === "identity" || bytes.byteLength === 0) return bytes;
  const zlib = process.getBuiltinModule("node:zlib");
  const options = { maxOutputLength: maxBytes };
  try {
    if (name === "gzip" || name === "x-gzip") return zlib.gunzipSync(bytes, options);
    if (name === "deflate") return zlib.inflateSync(bytes, options);
    if (name === "br") return zlib.brotliDecompressSync(bytes, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return "too_large";
  }
  return bytes;
}
