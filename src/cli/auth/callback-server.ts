import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { CliError } from "../errors.js";

export interface CallbackResult {
  code: string;
  region: string;
  cellId: string;
}

export interface CallbackServer {
  port: number;
  redirectUri: string;
  /** Resolves with the first accepted callback; rejects on timeout or abort. */
  result: Promise<CallbackResult>;
  close(): void;
}

const CODE = /^[A-Za-z0-9_-]{43,172}$/;
const LOCATION = /^[A-Za-z0-9_-]{1,128}$/;
const KEYS = ["cell_id", "code", "region", "state"];
const HEADERS = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>\n`;

function reply(res: ServerResponse, status: number, title: string, text: string): void {
  res.writeHead(status, { ...HEADERS, "content-type": "text/html; charset=utf-8", connection: "close" });
  res.end(page(title, text));
}

/** Exactly the four keys, each once, with valid values and the expected state. */
function parseCallbackQuery(search: URLSearchParams, expectedState: string): CallbackResult | undefined {
  const keys = [...search.keys()].sort();
  if (keys.length !== KEYS.length || keys.some((key, i) => key !== KEYS[i])) return undefined;
  const code = search.get("code") ?? "";
  const state = search.get("state") ?? "";
  const region = search.get("region") ?? "";
  const cellId = search.get("cell_id") ?? "";
  if (state !== expectedState || !CODE.test(code) || !LOCATION.test(region) || !LOCATION.test(cellId))
    return undefined;
  return { code, region, cellId };
}

/**
 * The loopback callback on 127.0.0.1 with an OS-assigned port. Accepts one valid callback: GET,
 * Host exactly 127.0.0.1:<port>, the exact path, the query rule above. Replies 200 (accepted),
 * 400 (invalid, also malformed HTTP), 404 (other path), 409 (already completed, for as long as the
 * caller keeps the server open: until the login has finished); every reply is `Cache-Control:
 * no-store` and `Referrer-Policy: no-referrer`.
 */
export async function startCallbackServer(options: CallbackOptions): Promise<CallbackServer> {
  let settle: { resolve(result: CallbackResult): void; reject(error: unknown): void } | undefined;
  const result = new Promise<CallbackResult>((resolve, reject) => {
    settle = { resolve, reject };
  });
  result.catch(() => {});
  const callback: CallbackState = { port: 0, completed: false };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const accepted = answerCallback(req, res, options, callback);
    if (accepted) settle?.resolve(accepted);
  });
  answerClientErrors(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  callback.port = (server.address() as AddressInfo).port;
  if (callback.port < 1024) {
    server.close();
    throw new CliError("browser_authorization_failed", "the loopback callback got a privileged port");
  }
  const stopWaiting = failAfterTimeoutOrAbort(options, (error) => settle?.reject(error));
  const close = () => {
    stopWaiting();
    server.close();
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 1000).unref();
  };
  const redirectUri = `http://127.0.0.1:${callback.port}${options.callbackPath}`;
  return { port: callback.port, redirectUri, result, close };
}

interface CallbackOptions {
  callbackPath: string;
  state: string;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

interface CallbackState {
  port: number;
  completed: boolean;
}

/** Answers one request to the callback server; returns the callback when this one is accepted. */
function answerCallback(
  req: IncomingMessage,
  res: ServerResponse,
  options: CallbackOptions,
  callback: CallbackState,
): CallbackResult | undefined {
  // Split at the first `?` only: split("?", 2) would silently drop anything after a second `?`.
  const url = req.url ?? "/";
  const mark = url.indexOf("?");
  const rawPath = mark === -1 ? url : url.slice(0, mark);
  const rawQuery = mark === -1 ? "" : url.slice(mark + 1);
  if (rawPath !== options.callbackPath) {
    reply(res, 404, "Not found", "This address is not the login callback.");
    return undefined;
  }
  if (callback.completed) {
    reply(res, 409, "Already completed", "This login has already completed. You can close this window.");
    return undefined;
  }
  const accepted =
    req.method === "GET" && req.headers.host === `127.0.0.1:${callback.port}`
      ? parseCallbackQuery(new URLSearchParams(rawQuery), options.state)
      : undefined;
  if (!accepted) {
    reply(res, 400, "Invalid request", "The login callback was not valid. Return to the terminal.");
    return undefined;
  }
  callback.completed = true;
  reply(
    res,
    200,
    "Login approved",
    "The command-line client received the approval. You can close this window.",
  );
  return accepted;
}

/** Requests Node answers itself (malformed HTTP, header limits) carry the same headers. */
function answerClientErrors(server: Server): void {
  server.on("clientError", (_error, socket) => {
    if (!socket.writable) return socket.destroy();
    const headers = Object.entries({ ...HEADERS, "content-length": "0", connection: "close" })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(`HTTP/1.1 400 Bad Request\r\n${headers}\r\n`);
  });
}

/** Fails the wait after `timeoutMs` or when the signal aborts; returns what stops both. */
function failAfterTimeoutOrAbort(options: CallbackOptions, fail: (error: CliError) => void): () => void {
  const timer = setTimeout(() => {
    fail(
      new CliError(
        "browser_authorization_timeout",
        `no approval arrived within ${Math.round(options.timeoutMs / 1000)} s`,
        { hint: "run `svc auth login` again and approve in the browser" },
      ),
    );
  }, options.timeoutMs);
  timer.unref();
  const onAbort = () =>
    fail(
      new CliError("browser_authorization_interrupted", "login interrupted while waiting for the browser"),
    );
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  return () => {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  };
}
