import type { ForwardResult } from "./forward.js";
import { maxBodyBytes } from "./request-body.js";
import type { Verdict } from "./verdict.js";

/** One line of `svc webhooks receive` per request it took: what it was and what everyone answered. */
export interface ReceivedDelivery {
  type: "delivery";
  /** 1, 2, ... in the order answered. */
  index: number;
  receivedAt: string;
  path: string;
  deliveryId: string | null;
  /** The payload's `event` (from the body; only shown when it is a short string). */
  event: string | null;
  verified: boolean;
  code: string | null;
  reasons: string[];
  matchedSecret: Verdict["matchedSecret"];
  signatureMatches: boolean | null;
  timestampOk: boolean | null;
  skewSeconds: number | null;
  /** The same delivery id was received before (a retry or a redelivery). */
  duplicate: boolean;
  bodyBytes: number;
  /** The status this receiver answered. */
  status: number;
  /** What the forward target answered, after the sender had its answer (null: not forwarded). */
  forward: ForwardResult | null;
  /** Time until the sender was answered (the forward is timed on its own). */
  ms: number;
}

/** When and where a request arrived (the first fields of its line). */
interface Arrival {
  type: "delivery";
  receivedAt: string;
  path: string;
}

/** A verified (or failed) request as the receiver checked it. */
export interface CheckedDelivery {
  verdict: Verdict;
  duplicate: boolean;
  event: string | null;
  bodyBytes: number;
}

export function arrival(started: number, url: string | undefined): Arrival {
  const path = (url ?? "/").split("?")[0] ?? "/";
  return { type: "delivery", receivedAt: new Date(started).toISOString(), path };
}

export function tooLargeRecord(
  at: Arrival,
  index: number,
  answer: { bodyBytes: number; status: number; ms: number },
): ReceivedDelivery {
  return {
    ...at,
    index,
    deliveryId: null,
    event: null,
    verified: false,
    code: "body_too_large",
    reasons: [`body larger than ${maxBodyBytes} bytes`],
    matchedSecret: null,
    signatureMatches: null,
    timestampOk: null,
    skewSeconds: null,
    duplicate: false,
    bodyBytes: answer.bodyBytes,
    status: answer.status,
    forward: null,
    ms: answer.ms,
  };
}

export function checkedRecord(
  at: Arrival,
  index: number,
  checked: CheckedDelivery,
  answer: { status: number; forward: ForwardResult | null; ms: number },
): ReceivedDelivery {
  const { verdict } = checked;
  return {
    ...at,
    index,
    deliveryId: verdict.deliveryId,
    event: checked.event,
    verified: verdict.verified,
    code: verdict.code,
    reasons: verdict.reasons,
    matchedSecret: verdict.matchedSecret,
    signatureMatches: verdict.signatureMatches,
    timestampOk: verdict.timestampOk,
    skewSeconds: verdict.timestamp?.skewSeconds ?? null,
    duplicate: checked.duplicate,
    bodyBytes: checked.bodyBytes,
    status: answer.status,
    forward: answer.forward,
    ms: answer.ms,
  };
}

/** The payload's `event` when the body is JSON and it is a short string. */
export function eventOf(body: Buffer, json: boolean): string | null {
  if (!json) return null;
  try {
    const event = (JSON.parse(body.toString("utf8")) as { event?: unknown }).event;
    return typeof event === "string" && event.length <= 128 ? event : null;
  } catch {
    return null;
  }
}
