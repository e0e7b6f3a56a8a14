/**
 * Reading a captured delivery for `svc webhooks verify`: headers as HTTP header lines or a JSON
 * object, the raw body as bytes, or one JSON line `{headers, body | bodyBase64}`. Pure parsing;
 * every problem is a CaptureError naming the file and what to fix (exit 2).
 */

import { describeJsonShapeProblem, jsonShapeProblem } from "../../transport/json-shape.js";

/** A capture is an object of headers (and a body string): a few levels at most. */
const maxCaptureDepth = 16;

/** JSON.parse, then refuse what it lets through: a key given twice, absurd nesting. */
function parseCaptureJson(text: string, label: string, notJson: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CaptureError(notJson);
  }
  const problem = jsonShapeProblem(text, maxCaptureDepth);
  if (problem) throw new CaptureError(describeJsonShapeProblem(problem, label));
  return value;
}

export type HeaderMap = Record<string, string[]>;

export interface Capture {
  headers: HeaderMap;
  body: Buffer;
}

export class CaptureError extends Error {
  override readonly name = "CaptureError";
}

const requestLine = /^[A-Z]+ \S+ HTTP\/\d(\.\d)?$/;
const statusLine = /^HTTP\/\d(\.\d)? \d{3}/;
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** `Name: value` lines (a request or status line first is skipped; parsing stops at a blank line). */
function parseHeaderLines(text: string, label: string): HeaderMap {
  const headers = emptyHeaderMap();
  const lines = withoutBom(text).split("\n");
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.replace(/\r$/, "");
    if (line === "") {
      if (Object.keys(headers).length > 0) break;
      continue;
    }
    if (index === 0 && (requestLine.test(line) || statusLine.test(line))) continue;
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    if (!headerName.test(name))
      throw new CaptureError(`${label} line ${index + 1} is not a header line (expected Name: value)`);
    add(headers, name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** A JSON object of header names to a string or a list of strings. */
function headersFromJson(value: unknown, label: string): HeaderMap {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new CaptureError(`${label}: headers must be a JSON object of name to value`);
  const headers = emptyHeaderMap();
  for (const [name, entry] of Object.entries(value)) {
    const values = Array.isArray(entry) ? entry : [entry];
    for (const item of values) {
      if (typeof item !== "string")
        throw new CaptureError(
          `${label}: header ${JSON.stringify(name)} must be a string or a list of strings`,
        );
      add(headers, name, item);
    }
  }
  return headers;
}

/** A headers file: a JSON object when it starts with `{`, else header lines. */
export function parseHeadersFile(file: string, label: string): HeaderMap {
  const text = withoutBom(file);
  if (text.trimStart().startsWith("{")) {
    const parsed = parseCaptureJson(text, label, `${label} starts with { but is not valid JSON`);
    return headersFromJson(parsed, label);
  }
  const headers = parseHeaderLines(text, label);
  if (Object.keys(headers).length === 0) throw new CaptureError(`${label} holds no header lines`);
  return headers;
}

/**
 * One JSON line `{"headers": {...}, "body": "<text>"}` or `{"headers": {...}, "bodyBase64": "..."}`.
 * The first non-empty line is used; `body` is taken as UTF-8 text, `bodyBase64` as exact bytes.
 */
export function parseCaptureLine(file: string, label: string): Capture {
  const line = withoutBom(file)
    .split("\n")
    .find((candidate) => candidate.trim() !== "");
  if (line === undefined) throw new CaptureError(`${label} is empty`);
  const value = parseCaptureJson(
    line,
    label,
    `${label}: the first line is not JSON; expected {"headers": {...}, "body": "..."}`,
  );
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new CaptureError(`${label}: expected a JSON object {"headers": {...}, "body": "..."}`);
  const record = value as Record<string, unknown>;
  const headers = headersFromJson(record.headers, `${label} headers`);
  const hasText = typeof record.body === "string";
  const hasBase64 = typeof record.bodyBase64 === "string";
  if (hasText === hasBase64)
    throw new CaptureError(`${label}: give exactly one of body (text) and bodyBase64 (exact bytes)`);
  if (hasText) return { headers, body: Buffer.from(record.body as string, "utf8") };
  const encoded = (record.bodyBase64 as string).replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0)
    throw new CaptureError(`${label}: bodyBase64 is not valid base64`);
  return { headers, body: Buffer.from(encoded, "base64") };
}

/** A file saved by a Windows editor may start with a byte order mark; it is not part of the text. */
function withoutBom(text: string): string {
  return text.replace(/^\ufeff/, "");
}

/** Without a prototype: a header named `constructor` or `__proto__` is a header like any other. */
const emptyHeaderMap = (): HeaderMap => Object.create(null) as HeaderMap;

function add(headers: HeaderMap, name: string, value: string): void {
  const key = name.toLowerCase();
  const list = headers[key] ?? [];
  list.push(value);
  headers[key] = list;
}
