import { createHash } from "node:crypto";
import { type IncomingMessage, ServerResponse } from "node:http";

/** One API request as the emulator saw it: enough to prove what a client sent, never a token. */
export interface LoggedRequest {
  seq: number;
  method: string;
  /** Full path without the query, e.g. `/v1/webhooks/whk_1/secret-rotation`. */
  path: string;
  /** The X-Request-Id header as sent (absent when the client sent none). */
  requestId?: string;
  idempotencyKey?: string;
  ifMatch?: string;
  /** SHA-256 of the raw body; absent for an empty body or one never read (a dropped request). */
  bodySha256?: string;
  /** The status answered; null when the connection was dropped without an answer. */
  status: number | null;
  /** The injected fault that shaped this answer, if any. */
  fault?: string;
}

const loggedEntry = Symbol("request log entry");
type LoggedResponse = ServerResponse & { [loggedEntry]?: LoggedRequest };
type LoggedMessage = IncomingMessage & { [loggedEntry]?: LoggedRequest };
const { writeHead } = ServerResponse.prototype;

/** One function for every response (no closure per request): notes the status, then writes the head. */
function recordingWriteHead(this: LoggedResponse, status: number, ...rest: unknown[]): ServerResponse {
  const entry = this[loggedEntry];
  if (entry) entry.status = status;
  return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
};

/** The last `capacity` API requests (`/v1`, `/legacy`), oldest first; the control API is not logged. */
export class RequestLog {
  readonly #entries: LoggedRequest[] = [];
  #seq = 0;

  constructor(readonly capacity = 10_000) {}

  /** Starts an entry; its status is filled in when the response is written or the socket closes. */
  start(req: IncomingMessage, res: ServerResponse, path: string): LoggedRequest {
    this.#seq += 1;
    const entry: LoggedRequest = { seq: this.#seq, method: req.method ?? "GET", path, status: null };
    const requestId = header(req, "x-request-id");
    const idempotencyKey = header(req, "idempotency-key");
    const ifMatch = header(req, "if-match");
    if (requestId !== undefined) entry.requestId = requestId;
    if (idempotencyKey !== undefined) entry.idempotencyKey = idempotencyKey;
    if (ifMatch !== undefined) entry.ifMatch = ifMatch;
    this.#entries.push(entry);
    if (this.#entries.length > this.capacity) this.#entries.shift();
    // On the request and the response themselves: a WeakMap entry per request costs the GC more.
    (req as LoggedMessage)[loggedEntry] = entry;
    // writeHead is the one place every answer passes (replies, faults); a dropped socket never reaches it.
    (res as LoggedResponse)[loggedEntry] = entry;
    res.writeHead = recordingWriteHead as ServerResponse["writeHead"];
    return entry;
  }

  noteBody(req: IncomingMessage, raw: string): void {
    const entry = (req as LoggedMessage)[loggedEntry];
    if (entry && raw !== "") entry.bodySha256 = createHash("sha256").update(raw).digest("hex");
  }

  noteFault(req: IncomingMessage, kind: string): void {
    const entry = (req as LoggedMessage)[loggedEntry];
    if (entry) entry.fault = kind;
  }

  /** Entries after `sinceSeq` (default all), copied. */
  list(sinceSeq = 0): LoggedRequest[] {
    return this.#entries.filter((entry) => entry.seq > sinceSeq).map((entry) => ({ ...entry }));
  }

  /** The highest sequence number so far: pass it to `list` to see only later requests. */
  get lastSeq(): number {
    return this.#seq;
  }

  clear(): number {
    const count = this.#entries.length;
    this.#entries.length = 0;
    return count;
  }
}
