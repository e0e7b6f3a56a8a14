import type { IncomingMessage, ServerResponse } from "node:http";
import { apiErrorEnvelope } from "../../schemas/index.js";
import { applyFault } from "../http/apply-fault.js";
import { parseJsonBody, readRawBody } from "../http/body.js";
import { ApiFailure } from "../http/failure.js";
import { type RateLimitState, rateLimitHeaders } from "../http/rate-limit.js";
import { requestIdFor } from "../http/request-id.js";
import { requestUrl } from "../http/request-url.js";
import { bearerToken, type Reply, send } from "../http/respond.js";
import type { Services } from "../services.js";
import { type V1Operation, v1Router } from "./operations.js";
import { type AuthedContext, CACHE_PRIVATE } from "./v1-context.js";

const AUTH_DETAIL = {
  missing: "Send Authorization: Bearer <v1 credential>.",
  invalid: "The bearer credential is not valid.",
  expired: "The bearer credential has expired; issue a new one.",
  revoked: "The bearer credential was revoked; issue a new one.",
} as const;

function errorReply(failure: ApiFailure, requestId: string): Reply {
  const error = {
    status: String(failure.status),
    code: failure.code,
    title: failure.title,
    detail: failure.detail,
    ...(failure.source ? { source: failure.source } : {}),
  };
  return { status: failure.status, body: { errors: [error], meta: { requestId } }, headers: failure.headers };
}

/**
 * One /v1 request's answer: its id, the rate-limit state once counted, and whether the answer is to
 * be lost (a fault). An object per request rather than closures: a list request's own allocations
 * show in its CPU (docs/startup.md).
 */
class V1Exchange {
  limits: RateLimitState | undefined;
  loseAnswer = false;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly services: Services,
    readonly requestId: string,
    readonly source: string,
  ) {}

  baseHeaders(): Record<string, string> {
    return {
      "x-request-id": this.requestId,
      "cache-control": CACHE_PRIVATE,
      ...(this.limits ? rateLimitHeaders(this.limits) : {}),
    };
  }

  reply(value: Reply, operation?: V1Operation): void {
    const checked = this.services.options.validateResponses
      ? checkReply(value, operation, this.requestId, this.services)
      : value;
    // Answers that ended before the rate limiter ran (404, 405, 413, faults) still count and report.
    this.limits ??= this.services.rateLimit.consume(this.source);
    if (this.loseAnswer) this.req.socket.destroy();
    else send(this.res, checked, this.baseHeaders());
  }

  fail(failure: ApiFailure): void {
    this.reply(errorReply(failure, this.requestId));
  }
}

/** Serves one request under /v1: faults, routing, authentication, rate limit, scope, handler. */
export async function handleV1(req: IncomingMessage, res: ServerResponse, path: string, services: Services) {
  const requestId = requestIdFor(req);
  const method = req.method ?? "GET";
  const url = requestUrl(req.url ?? "/");
  const source = `src:${req.socket.remoteAddress ?? "?"}`;
  const exchange = new V1Exchange(req, res, services, requestId, source);
  services.requests.start(req, res, url.pathname);
  try {
    // The body is received before a fault runs, as a front end buffers it before a slow backend
    // (so a delay fault is never mistaken for a client that is slow to send: requestTimeout), and
    // the request log holds the body of faulted attempts too.
    const rawBody = await readRawBody(req);
    services.requests.noteBody(req, rawBody);
    const fault = services.faults.take(method, url.pathname);
    if (fault) {
      services.requests.noteFault(req, fault.kind);
      exchange.limits = services.rateLimit.consume(source);
      exchange.loseAnswer = fault.kind === "lostResponse";
      const answered = await applyFault(fault, req, res, exchange.baseHeaders(), (failure) =>
        exchange.fail(failure),
      );
      if (answered) return;
    }
    // Everything below runs synchronously: no other request interleaves with this one.
    const match = v1Router.match(method, path);
    if (match.kind === "not_found")
      throw new ApiFailure(404, "not_found", `There is no operation ${method} /v1${path}.`);
    if (match.kind === "method_not_allowed") {
      throw new ApiFailure(
        405,
        "method_not_allowed",
        `Use ${match.allow.join(" or ")} on /v1${path}.`,
        undefined,
        {
          allow: match.allow.join(", "),
        },
      );
    }
    const operation = match.route.handler;
    const ctx = {
      req,
      url,
      requestId,
      params: match.params,
      body: undefined,
      services,
    } as AuthedContext;
    if (operation.scope === "none") {
      const limits = services.rateLimit.consume(source);
      exchange.limits = limits;
      if (limits.exceeded) throw rateLimited(limits.retryAfterSeconds);
    } else {
      const outcome = services.state.authenticate(bearerToken(req.headers.authorization));
      const limits = services.rateLimit.consume(outcome.ok ? `cred:${outcome.credential.id}` : source);
      exchange.limits = limits;
      if (limits.exceeded) throw rateLimited(limits.retryAfterSeconds);
      if (!outcome.ok) {
        throw new ApiFailure(401, "invalid_token", AUTH_DETAIL[outcome.reason], undefined, {
          "www-authenticate": 'Bearer error="invalid_token"',
        });
      }
      if (operation.scope !== null && !outcome.credential.scopes.includes(operation.scope)) {
        throw new ApiFailure(403, "insufficient_scope", `This operation needs the ${operation.scope} scope.`);
      }
      ctx.credential = outcome.credential;
      ctx.workspace = outcome.workspace;
    }
    ctx.body = parseJsonBody(req, rawBody);
    exchange.reply(operation.handler(ctx), operation);
  } catch (error) {
    if (error instanceof ApiFailure) {
      exchange.fail(error);
      return;
    }
    services.options.log(`v1 ${method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
    exchange.fail(new ApiFailure(500, "internal_error", "The emulator failed on this request; see its log."));
  }
}

const rateLimited = (retryAfterSeconds: number) =>
  new ApiFailure(
    429,
    "rate_limit_exceeded",
    "Rate limit exceeded; retry after the Retry-After delay.",
    undefined,
    {
      "retry-after": String(retryAfterSeconds),
    },
  );

/** Self-check (tests): every body the emulator serves must parse with the client's schemas. */
function checkReply(
  value: Reply,
  operation: V1Operation | undefined,
  requestId: string,
  services: Services,
): Reply {
  const schema = value.status >= 400 ? apiErrorEnvelope : operation?.response;
  if (!schema || value.body === undefined) return value;
  const result = schema.safeParse(value.body);
  if (result.success) return value;
  const problem = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  services.options.log(`contract violation in ${operation?.id ?? "error"}: ${problem}`);
  return errorReply(
    new ApiFailure(500, "emulator_contract_violation", `Response failed its schema: ${problem}`),
    requestId,
  );
}
