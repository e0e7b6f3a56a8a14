import type { IncomingMessage } from "node:http";
import { uriCharacterProblem } from "../../schemas/patterns.js";
import { SIGNATURE_HEADERS } from "../../signature/index.js";
import { forwardedByHeader } from "./forward-loop.js";

export type ForwardResult =
  | { url: string; status: number; ms: number }
  | { url: string; error: string; ms: number };

const forwardTimeoutMs = 10_000;
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * A local URL to forward to: http(s) on loopback only, so a rehearsal never sends data elsewhere,
 * written with the characters every webhook URL is held to (no whitespace or control characters).
 */
export function parseForwardUrl(text: string): URL | string {
  const characters = uriCharacterProblem(text);
  if (characters) return characters;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "must be a URL like http://127.0.0.1:3000/webhooks";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must be an http or https URL";
  if (url.hostname === "0.0.0.0" || url.hostname === "[::]")
    return `must point at this machine by a loopback address (localhost, 127.0.0.1 or [::1]), not the wildcard ${url.hostname}`;
  if (!loopbackHosts.has(url.hostname) && !/^127(\.\d{1,3}){3}$/.test(url.hostname))
    return "must point at this machine (localhost, 127.0.0.1 or [::1])";
  if (url.username || url.password) return "must not contain credentials";
  return url;
}

interface ForwardOptions {
  /** The `x-svc-forwarded-by` value: the receivers this copy passed, this one last. */
  forwardedBy: string;
  /** Aborted when the receiver stops: the forward is reported as not answered. */
  signal: AbortSignal;
}

/**
 * POSTs the exact bytes with the signature headers, once: never retried, a redirect is not
 * followed (its status is the result), so one delivery is one forward. The answer is reported,
 * never its body.
 */
export async function forwardDelivery(
  target: URL,
  request: IncomingMessage,
  body: Buffer,
  options: ForwardOptions,
): Promise<ForwardResult> {
  const started = Date.now();
  const headers: Record<string, string> = { [forwardedByHeader]: options.forwardedBy };
  for (const name of ["content-type", ...Object.values(SIGNATURE_HEADERS)]) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  try {
    const response = await fetch(target, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(forwardTimeoutMs)]),
    });
    await response.body?.cancel();
    return { url: target.href, status: response.status, ms: Date.now() - started };
  } catch (error) {
    return { url: target.href, error: forwardError(error, options.signal), ms: Date.now() - started };
  }
}

function forwardError(error: unknown, stopped: AbortSignal): string {
  if (stopped.aborted) return "receiver stopped before the target answered";
  const e = error as { name?: string; cause?: { code?: string } };
  if (e.name === "TimeoutError") return `no answer within ${forwardTimeoutMs / 1000}s`;
  return e.cause?.code ?? "connection failed";
}
