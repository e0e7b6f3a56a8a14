import type { IncomingMessage, ServerResponse } from "node:http";
import { legacyError as legacyErrorSchema, legacyResponse } from "../../schemas/index.js";
import { declaredLegacyRouter } from "../generic/legacy-engine.js";
import { parseJsonBody } from "../http/body.js";
import { canonicalPath } from "../http/canonical-path.js";
import { Exchange } from "../http/exchange.js";
import { ApiFailure } from "../http/failure.js";
import { addRateLimitHeaders, type RateLimitState } from "../http/rate-limit.js";
import { requestIdFor } from "../http/request-id.js";
import { bearerToken, type Reply } from "../http/respond.js";
import { Router } from "../http/router.js";
import type { Services } from "../services.js";
import type { LegacyCredential } from "../state/model.js";
import { type LegacyContext, legacyError } from "./legacy-context.js";
import { loggedLegacyPath, publicRoutes } from "./public-routes.js";
import * as records from "./records.js";
import * as times from "./times.js";
import { unavailableRoutes, unavailableWrite } from "./unavailable-routes.js";

type LegacyHandler = (ctx: LegacyContext) => Reply;

/**
 * The ten legacy v0 operations of the legacy client (docs/client.md), and PUT /times/{_id}, the
 * supported route the deprecated PUT /times stands in for.
 */
const legacyRouter = new Router<LegacyHandler>()
  .add("GET", "/users", records.listUsers)
  .add("POST", "/tasks/:id/startTracking", times.startTracking)
  .add("POST", "/tasks/:id/stopTracking", times.stopTracking)
  .add("POST", "/times", times.createTime)
  .add("PUT", "/times", times.updateTime)
  .add("PUT", "/times/:id", times.updateTime)
  .add("POST", "/projects", records.createProject)
  .add("POST", "/contacts", records.createContact)
  .add("PUT", "/contacts/:id", records.updateContact)
  .add("GET", "/contactgroups/:id", records.getContactGroup)
  .add("DELETE", "/webhooks/:id", records.removeLegacyWebhook);

/**
 * One /legacy request's answer (the shared part: ../http/exchange.ts): counted per token (or source
 * address) and path, answered with legacy envelopes.
 */
class LegacyExchange extends Exchange {
  constructor(
    req: IncomingMessage,
    res: ServerResponse,
    services: Services,
    readonly requestId: string,
    readonly credential: LegacyCredential | undefined,
    readonly path: string,
  ) {
    super(req, res, services);
  }

  count(): RateLimitState {
    const who = this.credential?.id ?? `src:${this.req.socket.remoteAddress}`;
    return this.services.legacyRateLimit.consume(`${who} ${this.path}`);
  }

  baseHeaders(): Record<string, string> {
    return addRateLimitHeaders({ "x-request-id": this.requestId }, this.limits);
  }

  protected failureReply(failure: ApiFailure): Reply {
    return legacyError(failure);
  }

  protected check(value: Reply): Reply {
    return check(value, this.services);
  }
}

/** Serves one request under /legacy with legacy envelopes; 100 requests/min per token and path. */
export async function handleLegacy(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  services: Services,
) {
  const method = req.method ?? "GET";
  const url = new URL(req.url ?? "/", "http://emulator");
  // Legacy credentials are never removed, so one lookup serves the whole request.
  const token = bearerToken(req.headers.authorization);
  const credential = services.state.authenticateLegacy(token);
  // The bucket is the path as routed: `/users/` or a percent-encoded id must not open a new one.
  const bucket = canonicalPath(path);
  const exchange = new LegacyExchange(req, res, services, requestIdFor(req), credential, bucket);
  services.requests.start(req, res, loggedLegacyPath(url.pathname));
  try {
    const rawBody = await exchange.receive(method, url.pathname);
    if (rawBody === undefined) return;
    serve(exchange, { method, url, path, rawBody, hasToken: Boolean(token) });
  } catch (error) {
    answerFailure(exchange, error, `legacy ${method} ${url.pathname}`);
  }
}

/**
 * Counts, authenticates, routes and answers a received request; runs synchronously, so no other
 * request interleaves. The public routes need no bearer; the rest answer 401 without one.
 */
function serve(
  exchange: LegacyExchange,
  request: { method: string; url: URL; path: string; rawBody: string; hasToken: boolean },
): void {
  const { method, url, path, rawBody } = request;
  const { req, services, credential } = exchange;
  const limits = exchange.count();
  exchange.limits = limits;
  if (limits.exceeded) {
    throw new ApiFailure(
      429,
      "rate_limit_exceeded",
      "Rate limit exceeded: 100 requests per minute per token and path.",
      undefined,
      {
        "retry-after": String(limits.retryAfterSeconds),
      },
    );
  }
  const open = publicRoutes.match(method, path);
  if (open.kind === "found") {
    exchange.reply(open.route.handler(open.params, services));
    return;
  }
  if (!credential)
    throw new ApiFailure(401, "unauthorized", request.hasToken ? "Invalid API token" : "Missing API token");
  if (unavailableRoutes.match(method, path).kind === "found") throw unavailableWrite(method, path);
  const match = routeLegacy(method, path);
  if (match.kind !== "found") throw new ApiFailure(404, "not_found", `Route ${method} ${path} not found`);
  const body = parseJsonBody(req, rawBody);
  exchange.reply(
    match.route.handler({
      req,
      url,
      params: match.params,
      body,
      credential,
      workspaceId: credential.workspaceId,
      data: services.state.workspaceData(credential.workspaceId),
      services,
    }),
  );
}

/** The hand-written routes first, then the declared collections (../generic/legacy-engine.ts). */
function routeLegacy(method: string, path: string) {
  const native = legacyRouter.match(method, path);
  return native.kind === "found" ? native : declaredLegacyRouter().match(method, path);
}

/** An ApiFailure as its legacy answer (a v1-style 400 reads bad_request); anything else is a logged 500. */
function answerFailure(exchange: LegacyExchange, error: unknown, what: string): void {
  if (error instanceof ApiFailure) {
    exchange.fail(
      error.status === 400 && error.code === "invalid_request"
        ? new ApiFailure(400, "bad_request", error.detail)
        : error,
    );
    return;
  }
  exchange.services.options.log(`${what} failed: ${(error as Error).stack ?? String(error)}`);
  exchange.fail(new ApiFailure(500, "internal_error", "The emulator failed on this request; see its log."));
}

function check(value: Reply, services: Services): Reply {
  if (value.body === undefined) return value;
  const schema = value.status === 401 || value.status === 429 ? legacyErrorSchema : legacyResponse;
  const result = schema.safeParse(value.body);
  if (result.success) return value;
  services.options.log(`legacy contract violation: ${result.error.message}`);
  return legacyError(
    new ApiFailure(500, "emulator_contract_violation", `Response failed its schema: ${result.error.message}`),
  );
}
