import { cellText } from "../output/table.js";
import { padToWidth, truncateToWidth } from "../output/text-width.js";
import type { ReceivedDelivery } from "./delivery-record.js";

export interface ReadyInfo {
  type: "ready";
  url: string;
  port: number;
  tls: boolean;
  /** SHA-256 fingerprint of the server certificate (TLS only). */
  certificateSha256?: string;
  /** The generated certificate (PEM, public) with --self-signed, for a sender to trust. */
  certificate?: string;
  secrets: string[];
  status: number;
  forwardTo: string | null;
}

export interface ReceiveSummary {
  type: "summary";
  deliveries: number;
  verified: number;
  failed: number;
  /** Why receiving stopped. */
  stoppedBy: "count" | "timeout" | "interrupted";
  /** With --forward-to: deliveries forwarded, and how many of those got no 2xx from the target. */
  forwarded?: number;
  forwardFailed?: number;
}

/** A forward that got no 2xx answer (an error, a timeout, a redirect or an error status). */
export function forwardFailed(forward: ReceivedDelivery["forward"]): boolean {
  return forward !== null && (!("status" in forward) || forward.status < 200 || forward.status > 299);
}

const columns = [
  ["TIME", 8],
  ["DELIVERY", 28],
  ["EVENT", 18],
  ["VERDICT", 18],
  ["SECRET", 18],
  ["STATUS", 6],
  ["FORWARD", 9],
] as const;

const cell = (text: string, width: number) => {
  const safe = cellText(text);
  return padToWidth(truncateToWidth(safe, width), width);
};

/** Table mode: a header once, then one aligned line per delivery (the reason last, never cut). */
export function tableHeader(): string {
  return `${columns.map(([name, width]) => name.padEnd(width)).join("  ")}  MS\n`;
}

export function tableLine(d: ReceivedDelivery): string {
  const forward = d.forward === null ? "-" : "status" in d.forward ? String(d.forward.status) : "error";
  const values = [
    d.receivedAt.slice(11, 19),
    d.deliveryId ?? "-",
    d.event ?? "-",
    d.verified ? (d.duplicate ? "verified (dup)" : "verified") : (d.code ?? "failed"),
    d.matchedSecret?.label ?? "-",
    String(d.status),
    forward,
  ];
  const reason = d.verified ? "" : `  ${cellText(d.reasons[0] ?? "")}`;
  return `${values.map((value, i) => cell(value, columns[i]?.[1] ?? 8)).join("  ")}  ${d.ms}${reason}\n`;
}

export function readyText(ready: ReadyInfo): string {
  const tls = ready.certificateSha256 ? `, certificate SHA-256 ${ready.certificateSha256}` : "";
  const forward = ready.forwardTo ? `, forwarding verified deliveries to ${ready.forwardTo}` : "";
  return `svc: ready: receiving on ${ready.url} (secrets ${ready.secrets.join(", ")}; answering ${ready.status} when verified${forward}${tls}); Ctrl-C to stop`;
}

export function summaryText(summary: ReceiveSummary): string {
  const forward =
    summary.forwarded === undefined
      ? ""
      : `; forwarded ${summary.forwarded} (${summary.forwardFailed ?? 0} without a 2xx answer)`;
  return `svc: stopped (${summary.stoppedBy}): ${summary.deliveries} deliver${summary.deliveries === 1 ? "y" : "ies"}, ${summary.verified} verified, ${summary.failed} failed${forward}`;
}
