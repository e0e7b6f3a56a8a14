import type { IncomingMessage, ServerResponse } from "node:http";
import { diagnoseWebhook } from "../../signature/index.js";
import type { DeliveryIds } from "./delivery-ids.js";
import {
  arrival,
  type CheckedDelivery,
  checkedRecord,
  eventOf,
  type ReceivedDelivery,
  tooLargeRecord,
} from "./delivery-record.js";
import type { DeliverySlots } from "./delivery-slots.js";
import { type ForwardResult, forwardDelivery } from "./forward.js";
import { forwardedBy, marksOf } from "./forward-loop.js";
import type { ReceivedRequest } from "./received-request.js";
import { oversizedBytes, readBody } from "./request-body.js";
import { toVerdict, type Verdict } from "./verdict.js";

/** What a receiver does with each request. */
export interface HandlerOptions {
  secrets: readonly string[];
  /** Printable names of the secrets (`#0 (file)`), reported instead of the secret. */
  labels: readonly string[];
  toleranceSeconds: number;
  /** Answer to a verified delivery. */
  status: number;
  forwardTo?: URL | undefined;
  /**
   * Called once per POST, after it was answered (and, with `forwardTo`, forwarded), with the
   * request as received when its body was read whole (not for one over the size cap).
   */
  onDelivery: (delivery: ReceivedDelivery, request?: ReceivedRequest) => void;
  /**
   * Called for each request that carries this receiver's own forward mark (a forwarding loop): it
   * is answered 508 and is not a delivery (not verified, counted, reported or forwarded).
   */
  onLoop?: () => void;
  now?: () => number;
}

interface HandlerState {
  slots: DeliverySlots;
  ids: DeliveryIds;
  /** This receiver's random id, the mark on everything it forwards. */
  instanceId: string;
  /** Aborted when the receiver stops, ending forwards still waiting for their target. */
  stopping: AbortSignal;
}

/**
 * Answers with `status` when verified, 401 when the signature or its age fails (a wrong secret, a
 * stale or future timestamp), 400 when the request is not a well-formed signed delivery (missing or
 * malformed headers, a body that is not JSON), 413 above 1 MiB, 405 for anything but POST, 508 to a
 * copy this receiver forwarded itself, 503 once `--count` is taken or while stopping.
 */
export function statusFor(verdict: Pick<Verdict, "verified" | "code">, okStatus: number): number {
  if (verdict.verified) return okStatus;
  return verdict.code === "invalid_signature" || verdict.code === "stale_timestamp" ? 401 : 400;
}

/** The request handler: intake, verification, the sender's answer, the forward, the report. */
export function deliveryHandler(options: HandlerOptions, state: HandlerState) {
  const now = options.now ?? Date.now;
  let index = 0;
  const report = (record: (index: number) => ReceivedDelivery, received?: ReceivedRequest) => {
    index += 1;
    options.onDelivery(record(index), received);
  };
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const started = now();
    if (!admit(request, response, options, state)) return;
    const body = await readBody(request).catch((error: unknown) => {
      state.slots.release();
      throw error;
    });
    const at = arrival(started, request.url);
    if (body === undefined) {
      response.writeHead(413, { connection: "close" }).end();
      const answer = { bodyBytes: oversizedBytes(request), status: 413, ms: now() - started };
      report((i) => tooLargeRecord(at, i, answer));
      return;
    }
    const checked = verifyDelivery(request, body, options, state.ids, now);
    const status = statusFor(checked.verdict, options.status);
    // The sender gets its answer first, in its own time; a slow forward target cannot make it
    // time out (and fail a delivery this receiver reports as answered).
    answerSender(response, status, checked.verdict);
    const ms = now() - started;
    const forward = await forwardVerified(options, state, checked, { request, body });
    const received = {
      method: request.method ?? "POST",
      target: request.url ?? "/",
      rawHeaders: request.rawHeaders,
      body,
    };
    report((i) => checkedRecord(at, i, checked, { status, forward, ms }), received);
  };
}

/** Takes a slot for a POST; otherwise answers the refusal (405, 508, 503) and returns false. */
function admit(
  request: IncomingMessage,
  response: ServerResponse,
  options: HandlerOptions,
  state: HandlerState,
): boolean {
  if (request.method !== "POST") {
    response.writeHead(405, { allow: "POST" }).end();
    return false;
  }
  // Before a slot is taken: an echo must not use up --count, nor be refused as one too many.
  if (marksOf(request).includes(state.instanceId)) {
    refuseLoop(request, response);
    options.onLoop?.();
    return false;
  }
  if (!state.slots.take()) {
    response.writeHead(503, { connection: "close" }).end();
    return false;
  }
  return true;
}

/** 508 Loop Detected, once the copy's body is in (so the forwarder reads the status, not a reset). */
function refuseLoop(request: IncomingMessage, response: ServerResponse): void {
  request.resume();
  request.once("end", () => {
    response.writeHead(508, { "content-type": "application/json", connection: "close" });
    response.end(JSON.stringify({ verified: false, code: "forward_loop" }));
  });
}

function verifyDelivery(
  request: IncomingMessage,
  body: Buffer,
  options: HandlerOptions,
  ids: DeliveryIds,
  now: () => number,
): CheckedDelivery {
  const diagnosis = diagnoseWebhook({
    headers: request.headersDistinct as Record<string, string[]>,
    body,
    secrets: options.secrets,
    toleranceSeconds: options.toleranceSeconds,
    now: Math.floor(now() / 1000),
  });
  const verdict = toVerdict(diagnosis, options.labels);
  // Only a verified delivery's id counts: a forged request naming a genuine id must not make the
  // genuine delivery look like a retry.
  const duplicate = verdict.verified && verdict.deliveryId !== null && ids.seenBefore(verdict.deliveryId);
  return { verdict, duplicate, event: eventOf(body, diagnosis.body.json), bodyBytes: body.length };
}

function answerSender(response: ServerResponse, status: number, verdict: Verdict): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(
    JSON.stringify({ verified: verdict.verified, ...(verdict.code ? { code: verdict.code } : {}) }),
  );
}

async function forwardVerified(
  options: HandlerOptions,
  state: HandlerState,
  checked: CheckedDelivery,
  received: { request: IncomingMessage; body: Buffer },
): Promise<ForwardResult | null> {
  if (!checked.verdict.verified || !options.forwardTo) return null;
  return await forwardDelivery(options.forwardTo, received.request, received.body, {
    forwardedBy: forwardedBy(received.request, state.instanceId),
    signal: state.stopping,
  });
}
