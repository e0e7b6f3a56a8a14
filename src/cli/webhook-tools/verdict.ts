import type { Diagnosis } from "../../signature/index.js";
import { cellText } from "../output/table.js";
import { displayWidth, padToWidth } from "../output/text-width.js";

/** The secret-free result of one verification, as `verify` prints it and `receive` embeds it. */
export interface Verdict {
  verified: boolean;
  /** The first failure (a code of docs/receiver-verification.md); null when verified. */
  code: string | null;
  reasons: string[];
  hints: string[];
  deliveryId: string | null;
  /** The secret that matched, by index and file name; never the secret. */
  matchedSecret: { index: number; label: string } | null;
  signatureMatches: boolean | null;
  timestampOk: boolean | null;
  timestamp: {
    sentAt: number;
    skewSeconds: number;
    toleranceSeconds: number;
    direction: "within" | "too-old" | "too-new";
    outsideBySeconds: number;
  } | null;
  headers: { header: string; problem: string; message: string }[];
  bodyAltered: { alteration: string; matchedSecret: number } | null;
  body: { bytes: number; utf8: boolean; json: boolean };
}

export function toVerdict(d: Diagnosis, labels: readonly string[]): Verdict {
  const ts = d.timestamp;
  return {
    verified: d.ok,
    code: d.code ?? null,
    reasons: d.reasons,
    hints: d.hints,
    deliveryId: d.deliveryId ?? null,
    matchedSecret:
      d.matchedSecret === undefined ? null : { index: d.matchedSecret, label: labels[d.matchedSecret] ?? "" },
    signatureMatches: d.signatureMatches ?? null,
    timestampOk: ts ? ts.ok : null,
    timestamp: ts
      ? {
          sentAt: ts.sentAt,
          skewSeconds: ts.skewSeconds,
          toleranceSeconds: ts.toleranceSeconds,
          direction: ts.direction,
          outsideBySeconds: ts.outsideBySeconds,
        }
      : null,
    headers: d.headers,
    bodyAltered: d.bodyAltered ?? null,
    body: d.body,
  };
}

/** The table of `verify -o table`: one row per check, then the verdict. */
export function verdictRows(v: Verdict): { check: string; result: string; detail: string }[] {
  const headerDetail = v.headers.map((problem) => problem.message).join("; ");
  const ts = v.timestamp;
  const rows = [
    {
      check: "headers",
      result: v.headers.length === 0 ? "ok" : "fail",
      detail: headerDetail || "id, timestamp, signature, version present and well-formed",
    },
    {
      check: "timestamp",
      result: ts === null ? "-" : ts.direction === "within" ? "ok" : ts.direction,
      detail:
        ts === null
          ? "not checked"
          : `skew ${ts.skewSeconds}s, tolerance ${ts.toleranceSeconds}s${ts.outsideBySeconds ? `, outside by ${ts.outsideBySeconds}s` : ""}`,
    },
    {
      check: "signature",
      result: v.signatureMatches === null ? "-" : v.signatureMatches ? "ok" : "fail",
      detail: v.matchedSecret
        ? `matches secret ${v.matchedSecret.label}`
        : v.bodyAltered
          ? `matches the body before it was altered (${v.bodyAltered.alteration})`
          : v.signatureMatches === false
            ? "matches no given secret"
            : "not checked",
    },
    {
      check: "body",
      result: v.body.json ? "json" : v.body.utf8 ? "text" : "binary",
      detail: `${v.body.bytes} bytes${v.bodyAltered ? `, altered: ${v.bodyAltered.alteration}` : ""}`,
    },
    {
      check: "verdict",
      result: v.verified ? "verified" : (v.code ?? "failed"),
      detail: v.reasons.join("; ") || "ok",
    },
  ];
  for (const hint of v.hints) rows.push({ check: "hint", result: "", detail: hint });
  return rows;
}

/** Aligned columns like the table output, but the last column is never truncated (reasons are sentences). */
export function formatChecks(rows: readonly { check: string; result: string; detail: string }[]): string {
  const safe = rows.map((row) => [cellText(row.check), cellText(row.result), cellText(row.detail)] as const);
  const w0 = Math.max(5, ...safe.map((row) => displayWidth(row[0])));
  const w1 = Math.max(6, ...safe.map((row) => displayWidth(row[1])));
  const line = (a: string, b: string, c: string) =>
    `${padToWidth(a, w0)}  ${padToWidth(b, w1)}  ${c}`.trimEnd();
  return `${[line("CHECK", "RESULT", "DETAIL"), line("-".repeat(w0), "-".repeat(w1), "------"), ...safe.map((row) => line(...row))].join("\n")}\n`;
}
