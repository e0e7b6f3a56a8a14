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
    let settled = false;
    let timedOut = false;
    let request: ReturnType<RequestFunction> | undefined;
    let response: IncomingMessage | undefined;

    const finish = () => {
      settled = true;
      clearTimeout(timer);
      input.signal?.removeEventListener("abort", onAbort);
    };
    const fail = (kind: AttemptFailure["kind"], cause?: unknown) => {
      if (settled) return;
      finish();
      reject(new AttemptFailure(kind, { cause }));
      response?.destroy();
      request?.destroy();
    };
    // An error after a timeout or an abort is the consequence, not the reason.
    const failWith = (cause: unknown) => {
      if (input.signal?.aborted) fail("aborted", cause);
      else if (timedOut) fail("timeout", cause);
      else fail("network", cause);
    };
    const succeed = (result: AttemptResult) => {
      if (settled) return;
      finish();
      resolve(result);
    };
    function onAbort() {
      fail("aborted", input.signal?.reason);
    }

    const timer = setTimeout(() => {
      timedOut = true;
      fail("timeout", new Error(`no complete response within ${input.timeoutMs} ms`));
    }, input.timeoutMs);
    if (input.signal?.aborted) return onAbort();
    input.signal?.addEventListener("abort", onAbort, { once: true });

    try {
      const url = new URL(input.url);
      // node:http would turn URL credentials into an Authorization header; the base URL never has
      // any (base-url.ts), and this layer does not rely on every caller having checked.
      if (url.username || url.password) throw new Error("a request URL must not carry credentials");
      request = requestFunctionFor(url)(url, {
        method: input.method,
        headers: input.headers,
        // Every value of a repeated header, joined with ", " (Node otherwise keeps only the first
        // ETag, Retry-After, Content-Type...): a doubled header must not pass as a single one.
        joinDuplicateHeaders: true,
        ...(input.agent ? { agent: input.agent as Agent } : {}),
      });
    } catch (caught) {
      // Node refuses some requests before sending (e.g. a header value it cannot write).
      return failWith(caught);
    }
    request.on("error", failWith);
    request.on("response", (res) => {
      response = res;
      const status = res.statusCode ?? 0;
      const headers = flattenHeaders(res.headers, input.redact);
      const ok = status >= 200 && status < 300;
      const tooLarge = () => {
        if (ok) return fail("too_large");
        succeed({ status, headers, bytes: undefined });
        res.destroy();
      };
      const declared = headers["content-length"];
      if (declared !== undefined && Number(declared) > input.maxResponseBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let total = 0;
      res.on("data", (chunk: Buffer) => {
        total += chunk.byteLength;
        if (total > input.maxResponseBytes) return tooLarge();
        chunks.push(chunk);
      });
      res.on("end", () => {
        succeed({
          status,
          headers,
          bytes: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total),
        });
      });
      res.on("error", failWith);
      res.on("close", () => {
        if (!res.complete) failWith(new Error("the connection closed before the response was complete"));
      });
    });
    request.end(input.body);
  });
}
