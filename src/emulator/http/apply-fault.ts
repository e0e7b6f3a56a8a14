import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { apiErrorCodes } from "../../schemas/index.js";
import { ApiFailure } from "./failure.js";
import type { FaultSpec } from "./faults.js";

/**
 * Carries out an injected fault. Returns true when the request was answered (or dropped) by it;
 * false for a delay, after which the request proceeds normally. `fail` renders an error per surface.
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
    case "drop":
      req.socket.destroy();
      return true;
    case "malformed": {
      const body = '{"data": [{"id": ';
      res.writeHead(200, {
        ...headers,
        "content-type": "application/json; charset=utf-8",
        "content-length": String(body.length),
      });
      res.end(body);
      return true;
    }
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
