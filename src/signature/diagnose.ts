import { timingSafeEqual } from "node:crypto";
import { type HeaderBag, headerValues, SIGNATURE_HEADERS } from "./headers.js";
import { computeSignature, DELIVERY_ID_PATTERN, SECRET_PATTERN } from "./sign.js";
import { clampTolerance, type WebhookVerificationCode } from "./verify.js";

export type HeaderName = (typeof SIGNATURE_HEADERS)[keyof typeof SIGNATURE_HEADERS];

/** A signature header that is absent, repeated or not in the expected shape. */
export interface HeaderProblem {
  header: HeaderName;
  problem: "missing" | "repeated" | "malformed";
  message: string;
}

export interface TimestampCheck {
  /** Unix seconds from the timestamp header. */
  sentAt: number;
  /** now - sentAt: positive when the delivery is in the past. */
  skewSeconds: number;
  toleranceSeconds: number;
  ok: boolean;
  /** `too-old` / `too-new` when outside the tolerance. */
  direction: "within" | "too-old" | "too-new";
  /** How far outside the tolerance, in seconds (0 when within). */
  outsideBySeconds: number;
}

/** A body edit that explains a signature mismatch: the signature matches the body with it undone. */
export type BodyAlteration =
  | "reserialised-json"
  | "trailing-newline-added"
  | "crlf-line-endings"
  | "byte-order-mark-added";

export interface Diagnosis {
  ok: boolean;
  /** The first failure in the order the official helper checks; absent when ok. */
  code?: WebhookVerificationCode;
  /** Every failure found, each a sentence naming the header, the secret index or the seconds. */
  reasons: string[];
  /** Hints for the likely fix; never contain a secret or the body. */
  hints: string[];
  headers: HeaderProblem[];
  deliveryId?: string;
  timestamp?: TimestampCheck;
  /** Whether any secret's HMAC matches the signature header (undefined when it could not be checked). */
  signatureMatches?: boolean;
  /** Index into `secrets` of the secret that matched. */
  matchedSecret?: number;
  /** Set when the signature matches the body only with an edit undone (a capture that was altered). */
  bodyAltered?: { alteration: BodyAlteration; matchedSecret: number };
  body: { bytes: number; utf8: boolean; json: boolean };
}

export interface DiagnoseOptions {
  headers: HeaderBag;
  body: Uint8Array | string;
  secrets: readonly string[];
  toleranceSeconds?: number;
  now?: number;
}

const messages: Record<HeaderName, string> = {
  [SIGNATURE_HEADERS.id]: "must be 1-128 of A-Z a-z 0-9 . _ : -",
  [SIGNATURE_HEADERS.timestamp]: "must be exactly 10 digits of Unix seconds",
  [SIGNATURE_HEADERS.signature]: "must be v1= followed by 64 lowercase hex digits (one signature only)",
  [SIGNATURE_HEADERS.version]: "must be 2",
};

/**
 * Explains a delivery instead of only rejecting it: every header problem by name, the timestamp skew,
 * which secret matched (by index), and whether the body was altered after signing. Agrees with
 * verifyWebhook on `ok`. Throws TypeError only for a secret that is not a signing secret.
 */
export function diagnoseWebhook(options: DiagnoseOptions): Diagnosis {
  if (options.secrets.length === 0) throw new TypeError("no signing secret given");
  options.secrets.forEach((secret, index) => {
    if (!SECRET_PATTERN.test(secret))
      throw new TypeError(`secret #${index} does not look like whsec_v2_<43 chars>`);
  });
  const raw =
    typeof options.body === "string" ? Buffer.from(options.body, "utf8") : Buffer.from(options.body);
  const text = decodeUtf8(raw);
  const parsed = text === undefined ? undefined : parseJson(text);
  const diagnosis: Diagnosis = {
    ok: false,
    reasons: [],
    hints: [],
    headers: [],
    body: { bytes: raw.length, utf8: text !== undefined, json: parsed !== undefined },
  };
  const { id, version, timestamp, signature } = readSignatureHeaders(options.headers, diagnosis.headers);
  if (id !== undefined) diagnosis.deliveryId = id;
  headerHints(options.headers, diagnosis);
  if (timestamp !== undefined) diagnosis.timestamp = checkTimestamp(timestamp, options);
  if (timestamp !== undefined && signature !== undefined) {
    const index = matchingSecret(options.secrets, timestamp, raw, signature);
    diagnosis.signatureMatches = index !== undefined;
    if (index !== undefined) diagnosis.matchedSecret = index;
    else if (parsed !== undefined || text !== undefined) {
      const altered = findAlteration(options.secrets, timestamp, raw, text, parsed, signature);
      if (altered) diagnosis.bodyAltered = altered;
    }
  }
  conclude(diagnosis, options.secrets.length, version);
  return diagnosis;
}

/** Each signature header's single well-formed value; every other case is recorded in `problems`. */
function readSignatureHeaders(headers: HeaderBag, problems: HeaderProblem[]) {
  const value = (header: HeaderName, valid: (v: string) => boolean) => {
    const found = headerValues(headers, header);
    if (found.length === 0) problems.push({ header, problem: "missing", message: `${header} is missing` });
    else if (found.length > 1)
      problems.push({
        header,
        problem: "repeated",
        message: `${header} appears ${found.length} times; send it once`,
      });
    else if (!valid(found[0] as string))
      problems.push({ header, problem: "malformed", message: `${header} ${messages[header]}` });
    else return found[0];
    return undefined;
  };
  return {
    id: value(SIGNATURE_HEADERS.id, (v) => DELIVERY_ID_PATTERN.test(v)),
    version: value(SIGNATURE_HEADERS.version, (v) => v === "2"),
    timestamp: value(SIGNATURE_HEADERS.timestamp, (v) => /^[0-9]{10}$/.test(v)),
    signature: value(SIGNATURE_HEADERS.signature, (v) => /^v1=[a-f0-9]{64}$/.test(v)),
  };
}

function checkTimestamp(timestamp: string, options: DiagnoseOptions): TimestampCheck {
  const tolerance = clampTolerance(options.toleranceSeconds);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const sentAt = Number(timestamp);
  const skew = now - sentAt;
  const outside = Math.max(0, Math.abs(skew) - tolerance);
  return {
    sentAt,
    skewSeconds: skew,
    toleranceSeconds: tolerance,
    ok: outside === 0,
    direction: outside === 0 ? "within" : skew > 0 ? "too-old" : "too-new",
    outsideBySeconds: outside,
  };
}

function conclude(d: Diagnosis, secretCount: number, version: string | undefined): void {
  const fail = (code: WebhookVerificationCode, reason: string) => {
    d.code ??= code;
    d.reasons.push(reason);
  };
  const metadata = d.headers.filter((p) => p.header !== SIGNATURE_HEADERS.signature);
  for (const problem of metadata) fail("invalid_metadata", problem.message);
  for (const problem of d.headers.filter((p) => p.header === SIGNATURE_HEADERS.signature))
    fail("invalid_signature", problem.message);
  if (d.headers.length === 4 && d.headers.every((p) => p.problem === "missing"))
    d.hints.push(
      "no signature headers at all: the capture dropped the headers, or this is an unsigned legacy (v0/v1) delivery",
    );
  if (
    version === undefined &&
    d.headers.some((p) => p.header === SIGNATURE_HEADERS.version && p.problem === "malformed")
  )
    d.hints.push("only signature version 2 (whsec_v2_ secrets) is supported");
  const ts = d.timestamp;
  if (ts && !ts.ok)
    fail(
      "stale_timestamp",
      ts.direction === "too-old"
        ? `timestamp is ${ts.skewSeconds}s old, outside the ${ts.toleranceSeconds}s tolerance by ${ts.outsideBySeconds}s (too old)`
        : `timestamp is ${-ts.skewSeconds}s in the future, outside the ${ts.toleranceSeconds}s tolerance by ${ts.outsideBySeconds}s (too new: check the clocks)`,
    );
  if (ts && !ts.ok && d.signatureMatches)
    d.hints.push(
      "the signature itself is valid: only the age fails; re-check a fresh delivery or raise --tolerance (max 3600)",
    );
  if (d.signatureMatches === false) {
    if (d.bodyAltered) {
      fail("invalid_signature", `body altered: ${alterationText[d.bodyAltered.alteration]}`);
      d.hints.push(
        `the signature matches the original body with secret #${d.bodyAltered.matchedSecret}: verify and store the raw request bytes, before any JSON parser or editor touches them`,
      );
    } else {
      const which = secretCount === 1 ? "the given secret" : `any of the ${secretCount} given secrets`;
      fail("invalid_signature", `signature does not match ${which}: a wrong secret, or the body was altered`);
      d.hints.push(
        "check the secret's fingerprint (svc-ci prints secret-fingerprint on create and rotation) and that the body is the raw bytes received",
      );
      if (d.body.json)
        d.hints.push(
          "a JSON body must be byte-for-byte as sent: no re-serialising, re-indenting or key reordering",
        );
    }
  }
  if (d.signatureMatches && !d.body.json)
    fail("invalid_json", d.body.utf8 ? "body is not JSON" : "body is not UTF-8");
  d.ok = d.code === undefined;
}

const alterationText: Record<BodyAlteration, string> = {
  "reserialised-json":
    "the JSON was re-serialised (whitespace, indentation or escaping differ from the bytes that were signed)",
  "trailing-newline-added": "a trailing newline was added after signing",
  "crlf-line-endings": "line endings were changed to CRLF after signing",
  "byte-order-mark-added": "a byte order mark (EF BB BF) was added after signing",
};

const byteOrderMark = Buffer.from([0xef, 0xbb, 0xbf]);

function findAlteration(
  secrets: readonly string[],
  timestamp: string,
  raw: Buffer,
  text: string | undefined,
  parsed: ParsedBody | undefined,
  signature: string,
): Diagnosis["bodyAltered"] {
  const candidates: [BodyAlteration, Buffer][] = [];
  // First: the decoded text below has the mark stripped already, so a compact JSON body with only a
  // mark added would otherwise be reported as re-serialised.
  if (raw.subarray(0, 3).equals(byteOrderMark)) candidates.push(["byte-order-mark-added", raw.subarray(3)]);
  if (text !== undefined) {
    if (text.endsWith("\n"))
      candidates.push(["trailing-newline-added", Buffer.from(text.replace(/\r?\n$/, ""), "utf8")]);
    if (text.includes("\r\n"))
      candidates.push(["crlf-line-endings", Buffer.from(text.replaceAll("\r\n", "\n"), "utf8")]);
  }
  if (parsed?.reserialisable) {
    const compact = Buffer.from(JSON.stringify(parsed.value), "utf8");
    if (!compact.equals(raw)) candidates.push(["reserialised-json", compact]);
  }
  for (const [alteration, body] of candidates) {
    const index = matchingSecret(secrets, timestamp, body, signature);
    if (index !== undefined) return { alteration, matchedSecret: index };
  }
  return undefined;
}

function headerHints(headers: HeaderBag, d: Diagnosis): void {
  const [timestamp] = headerValues(headers, SIGNATURE_HEADERS.timestamp);
  if (timestamp && /^[0-9]{13}$/.test(timestamp))
    d.hints.push(`${SIGNATURE_HEADERS.timestamp} looks like milliseconds; it must be seconds`);
  const [signature] = headerValues(headers, SIGNATURE_HEADERS.signature);
  if (signature && /^v1=[A-Fa-f0-9]{64}$/.test(signature) && /[A-F]/.test(signature))
    d.hints.push(`${SIGNATURE_HEADERS.signature} must be lowercase hex`);
  else if (signature && /^[a-f0-9]{64}$/.test(signature))
    d.hints.push(`${SIGNATURE_HEADERS.signature} lacks the v1= prefix`);
  else if (signature && /[\s,]/.test(signature.trim()))
    d.hints.push(`${SIGNATURE_HEADERS.signature} holds more than one value; the contract sends exactly one`);
}

/** Compares against every secret (constant-time each) so timing does not reveal which matched. */
function matchingSecret(secrets: readonly string[], timestamp: string, body: Uint8Array, signature: string) {
  const received = Buffer.from(signature, "utf8");
  let found: number | undefined;
  secrets.forEach((secret, index) => {
    const expected = Buffer.from(computeSignature(secret, timestamp, body), "utf8");
    if (expected.length === received.length && timingSafeEqual(expected, received) && found === undefined)
      found = index;
  });
  return found;
}

function decodeUtf8(raw: Buffer): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch {
    return undefined;
  }
}

/** Deeper bodies are not re-serialised to look for an alteration (that recurses once per level). */
const maxBodyDepth = 512;

/** Whether JSON text nests arrays or objects deeper than `max` (a scan, without recursion). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/** A body that parsed as JSON; a deep one is still JSON, only not re-serialised in findAlteration. */
interface ParsedBody {
  value: unknown;
  reserialisable: boolean;
}

function parseJson(text: string): ParsedBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return { value, reserialisable: !nestsDeeperThan(text, maxBodyDepth) };
  } catch {
    return undefined;
  }
}
