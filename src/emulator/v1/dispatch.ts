import type { IncomingMessage, ServerResponse } from "node:http";
import { apiErrorEnvelope } from "../../schemas/index.js";
import { parseJsonBody } from "../http/body.js";
import { Exchange } from "../http/exchange.js";
import { ApiFailure } from "../http/failure.js";
import { addRateLimitHeaders, type RateLimitState } from "../http/rate-limit.js";
import { requestIdFor } from "../http/request-id.js";
import { type RequestUrl, requestUrl } from "../http/request-url.js";
import { bearerToken, type Reply } from "../http/respond.js";
import type { Services } from "../services.js";
import type { Credential, Workspace } from "../state/model.js";
import { refusedBearer, requireScopes } from "./access.js";
import { routeV1, type V1Operation } from "./operations.js";
import { type AuthedContext, CACHE_PRIVATE } from "./v1-context.js";

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

/** One /v1 request's answer (the shared part: ../http/exchange.ts); its id and its source address. */
class V1Exchange extends Exchange<V1Operation> {
  constructor(
    req: IncomingMessage,
    res: ServerResponse,
    services: Services,
    readonly requestId: string,
    readonly source: string,
  ) {
    super(req, res, services);
  }

  count(): RateLimitState {
    return this.services.rateLimit.consume(this.source);
  }

  baseHeaders(): Record<string, string> {
    return addRateLimitHeaders(
      { "x-request-id": this.requestId, "cache-control": CACHE_PRIVATE },
      this.limits,
    );
  }

  protected failureReply(failure: ApiFailure): Reply {
    return errorReply(failure, this.requestId);
  }

  protected check(value: Reply, operation: V1Operation | undefined): Reply {
    return checkReply(value, operation, this.requestId, this.services);
  }
}

/**
 * Serves one request under /v1: faults, routing, authentication, rate limit, scope, handler.
 * Returns a promise only while a body is read or a fault carried out: a bodiless request is
 * answered synchronously, without a promise per request.
 */
export function handleV1(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  services: Services,
): Promise<void> | undefined {
  const request = new V1Request(req, res, path, services);
  let rawBody: string | undefined | Promise<string | undefined>;
  try {
    rawBody = request.exchange.receive(request.method, request.url.pathname);
  } catch (error) {
    request.failed(error);
    return undefined;
  }
  if (typeof rawBody !== "object") {
    request.serve(rawBody);
    return undefined;
  }
  return rawBody.then(
    (raw) => request.serve(raw),
    (error: unknown) => request.failed(error),
  );
}

/** One /v1 request from its arrival to its answer. */
class V1Request {
  readonly requestId: string;
  readonly method: string;
  readonly url: RequestUrl;
  readonly source: string;
  readonly exchange: V1Exchange;

  constructor(
    readonly req: IncomingMessage,
    res: ServerResponse,
    readonly path: string,
    readonly services: Services,
  ) {
    this.requestId = requestIdFor(req);
    this.method = req.method ?? "GET";
    this.url = requestUrl(req.url ?? "/");
    this.source = `src:${req.socket.remoteAddress ?? "?"}`;
    this.exchange = new V1Exchange(req, res, services, this.requestId, this.source);
    services.requests.start(req, res, this.url.pathname);
  }

  serve(rawBody: string | undefined): void {
    if (rawBody === undefined) return;
    const { req, method, path, services, exchange } = this;
    try {
      // Everything below runs synchronously: no other request interleaves with this one.
      const match = routeV1(method, path);
      if (match.kind === "not_found")
        throw new ApiFailure(404, "not_found", `There is no operation ${method} /v1${path}.`);
      if (match.kind === "method_not_allowed") this.refuseMethod(match.allow);
      const operation = match.route.handler;
      const ctx = {
        req,
        url: this.url,
        requestId: this.requestId,
        params: match.params,
        body: undefined,
        services,
      } as AuthedContext;
      if (operation.scope === "none") {
        const limits = services.rateLimit.consume(this.source);
        exchange.limits = limits;
        if (limits.exceeded) throw rateLimited(limits.retryAfterSeconds);
      } else {
        const { credential, workspace } = this.authenticate(operation.scope);
        ctx.credential = credential;
        ctx.workspace = workspace;
      }
      ctx.body = parseJsonBody(req, rawBody);
      exchange.reply(operation.handler(ctx), operation);
    } catch (error) {
      this.failed(error);
    }
  }

  /**
   * Counts the request (per credential once authenticated, else per source address), then
   * authenticates its bearer and checks that the credential holds every scope in `scopes`.
   */
  authenticate(scopes: string | readonly string[] | null): { credential: Credential; workspace: Workspace } {
    const { services, exchange } = this;
    const token = bearerToken(this.req.headers.authorization);
    const outcome = services.state.authenticate(token);
    const limits = services.rateLimit.consume(outcome.ok ? `cred:${outcome.credential.id}` : this.source);
    exchange.limits = limits;
    if (limits.exceeded) throw rateLimited(limits.retryAfterSeconds);
    if (!outcome.ok) throw refusedBearer(outcome.reason, token, services.state);
    requireScopes(outcome.credential.scopes, scopes);
    return outcome;
  }

  /**
   * A method the contract has no operation for on a path it serves (every operation of the
   * contract is served, docs/emulator.md "Declared resources"): 405 naming the ones it has.
   */
  refuseMethod(allow: string[]): never {
    throw new ApiFailure(
      405,
      "method_not_allowed",
      `Use ${allow.join(" or ")} on /v1${this.path}.`,
      undefined,
      {
        allow: allow.join(", "),
      },
    );
  }

  failed(error: unknown): void {
    if (error instanceof ApiFailure) {
      this.exchange.fail(error);
      return;
    }
    this.services.options.log(
      `v1 ${this.method} ${this.url.pathname} failed: ${(error as Error).stack ?? String(error)}`,
    );
    this.exchange.fail(
      new ApiFailure(500, "internal_error", "The emulator failed on this request; see its log."),
    );
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
