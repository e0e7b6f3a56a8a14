/**
 * What a receiver's last answer to a delivery most likely means, beyond its status or transport
 * code, and what to do: one declaration per answer. A 401 is the receiver refusing the signature
 * (usually an old secret), not the service failing; a host that does not resolve will not resolve
 * by waiting longer. The answers not named here are described by their status alone.
 */
import type { DeliveryRow } from "./step-types.js";

const oldSecret =
  "a receiver that answers {status} usually lacks the webhook's current signing secret{rotated}: give it the secret of the last rotation (and keep the previous one while deliveries signed with it may arrive)";

const byStatus: Readonly<Record<number, string>> = {
  401: oldSecret,
  403: oldSecret,
  404: "the receiver has nothing at the webhook's URL path: check the path of the webhook's URL",
  413: "the receiver refused the body as too large: raise its body size limit",
};

const dnsAdvice =
  "the receiver's host does not resolve: check the host of the webhook's URL; raising with.timeout will not help";

const byTransport: Readonly<Record<string, string>> = {
  ENOTFOUND: dnsAdvice,
  EAI_AGAIN:
    "the receiver's host could not be resolved (a temporary DNS failure); check the host of the webhook's URL if it persists",
  ECONNREFUSED:
    "nothing answers at the receiver's address: start the receiver, or check the host and port of the webhook's URL",
  insecure_destination: "the webhook's URL is not https: deliveries go to https:// receivers only",
  blocked_destination:
    "the receiver's host resolves to a loopback or private address, to which the service does not deliver",
  DEPTH_ZERO_SELF_SIGNED_CERT:
    "the receiver's certificate is self-signed: the service delivers only to certificates of a public CA",
  SELF_SIGNED_CERT_IN_CHAIN:
    "the receiver's certificate is signed by a private CA: the service delivers only to certificates of a public CA",
  CERT_HAS_EXPIRED: "the receiver's certificate has expired: renew it",
  ERR_TLS_CERT_ALTNAME_INVALID: "the receiver's certificate is not for the host of the webhook's URL",
};

/** The advice for a delivery's last answer, if it has one; `rotatedAt`: when this run rotated the secret. */
export function receiverAdvice(
  row: Pick<DeliveryRow, "statusCode" | "transportCode"> | undefined,
  rotatedAt?: string,
): string | undefined {
  if (row?.statusCode) {
    const advice = byStatus[row.statusCode];
    const rotated = rotatedAt === undefined ? "" : ` (this run rotated it at ${rotatedAt})`;
    return advice?.replace("{status}", String(row.statusCode)).replace("{rotated}", rotated);
  }
  if (row?.transportCode && Object.hasOwn(byTransport, row.transportCode))
    return byTransport[row.transportCode];
  return undefined;
}

/** True when waiting longer cannot help: the answer is not a slow or a temporary one. */
export function waitingWillNotHelp(
  row: Pick<DeliveryRow, "statusCode" | "transportCode"> | undefined,
): boolean {
  return receiverAdvice(row) !== undefined && row?.transportCode !== "EAI_AGAIN";
}
