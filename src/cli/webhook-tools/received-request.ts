import type { ReceivedDelivery } from "./delivery-record.js";

/** A request exactly as it arrived: what `--save` and `--print-json` hand over. */
export interface ReceivedRequest {
  method: string;
  /** The request target as sent: the path with any query string. */
  target: string;
  /** Header names and values in the order and case they arrived (name, value, name, value, ...). */
  rawHeaders: readonly string[];
  body: Buffer;
}

/**
 * One delivery as received, in the capture format `svc webhooks verify --capture` reads as it is:
 * the headers as sent and the body, as text when it is UTF-8 (exact: verify reads it back to the
 * same bytes), else as base64, and this receiver's verdict. Never a signing secret, nor which one
 * matched: only what the sender sent.
 */
export interface SavedDelivery {
  index: number;
  receivedAt: string;
  method: string;
  path: string;
  /** Name (as sent) to its value, or its values in order when it came more than once. */
  headers: Record<string, string | string[]>;
  body?: string;
  bodyBase64?: string;
  deliveryId: string | null;
  verified: boolean;
  code: string | null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export function savedDelivery(request: ReceivedRequest, record: ReceivedDelivery): SavedDelivery {
  return {
    index: record.index,
    receivedAt: record.receivedAt,
    method: request.method,
    path: request.target,
    headers: headersAsSent(request.rawHeaders),
    ...bodyField(request.body),
    deliveryId: record.deliveryId,
    verified: record.verified,
    code: record.code,
  };
}

function headersAsSent(raw: readonly string[]): Record<string, string | string[]> {
  // Without a prototype: a header named __proto__ is a header like any other.
  const headers = Object.create(null) as Record<string, string | string[]>;
  for (let at = 0; at + 1 < raw.length; at += 2) {
    const name = raw[at] as string;
    const value = raw[at + 1] as string;
    const earlier = headers[name];
    headers[name] =
      earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return headers;
}

function bodyField(body: Buffer): { body: string } | { bodyBase64: string } {
  try {
    return { body: utf8.decode(body) };
  } catch {
    return { bodyBase64: body.toString("base64") };
  }
}

/** Whether the request carries one of the signing secrets anywhere: then it is neither saved nor printed. */
export function carriesSecret(request: ReceivedRequest, secrets: readonly string[]): boolean {
  return secrets.some(
    (secret) =>
      request.body.includes(secret) ||
      request.target.includes(secret) ||
      request.rawHeaders.some((text) => text.includes(secret)),
  );
}

/** `20261201T231502.123Z-0001-dlv_abc.json`: sorted by name is sorted by arrival. */
export function savedFileName(record: ReceivedDelivery): string {
  const time = record.receivedAt.replace(/[-:]/g, "");
  // The id comes from the request: only safe file name characters, at most 64 of them.
  const id = (record.deliveryId ?? "unsigned").replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64);
  return `${time}-${String(record.index).padStart(4, "0")}-${id}.json`;
}
