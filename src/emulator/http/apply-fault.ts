import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { apiErrorCodes } from "../../schemas/index.js";
import { ApiFailure } from "./failure.js";
import type { FaultSpec } from "./faults.js";

/** 200 JSON that parses but matches no response schema of the contract. */
const SCHEMA_INVALID_BODY = JSON.stringify({ data: { id: "", type: "unexpected" }, meta: {} });

function answer200(res: ServerResponse, headers: Record<string, string>, body: string): void {
  res.writeHead(200, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/**
 * Carries out an injected fault. Returns true when the request was answered (or dropped) by it;
 * false for a delay or a lost response, after which the request proceeds normally (the caller
 * drops the answer of a lost response). `fail` renders an error per surface.
 */
export async function applyFault(
  fault: FaultSpec,
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
  fail: (failure: ApiFailure) => void,
): Promise<boolean> {
  switch (fault.kind) {
    case "delay": {
      const closed = new AbortController();
      res.once("close", () => closed.abort());
      await sleep(fault.delayMs ?? 1_000, undefined, { signal: closed.signal }).catch(() => undefined);
      return res.destroyed;
    }
    case "lostResponse":
      return false;
    case "drop":
      req.socket.destroy();
      return true;
    case "reset":
      // TCP RST instead of FIN: the client sees ECONNRESET.
      req.socket.resetAndDestroy();
      return true;
    case "malformed":
      answer200(res, headers, '{"data": [{"id": ');
      return true;
    case "schemaInvalid":
      answer200(res, headers, SCHEMA_INVALID_BODY);
      return true;
    case "rateLimit": {
      const seconds = fault.retryAfterSeconds ?? 1;
      fail(
        new ApiFailure(
          429,
          "rate_limit_exceeded",
          fault.detail ?? "Rate limit exceeded (injected).",
          undefined,
          {
            "retry-after": String(seconds),
          },
        ),
      );
      return true;
    }
    case "status": {
      const status = fault.status ?? 503;
      const code = fault.code ?? apiErrorCodes[status as keyof typeof apiErrorCodes] ?? "injected_fault";
      const extra: Record<string, string> =
        status === 429 || status === 503 ? { "retry-after": String(fault.retryAfterSeconds ?? 1) } : {};
      fail(new ApiFailure(status, code, fault.detail ?? `Injected ${status} fault.`, undefined, extra));
      return true;
    }
  }
}
