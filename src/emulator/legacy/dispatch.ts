import type { IncomingMessage, ServerResponse } from "node:http";
import { legacyError as legacyErrorSchema, legacyResponse } from "../../schemas/index.js";
import { applyFault } from "../http/apply-fault.js";
import { parseJsonBody, readRawBody } from "../http/body.js";
import { ApiFailure } from "../http/failure.js";
import { type RateLimitState, rateLimitHeaders } from "../http/rate-limit.js";
import { requestIdFor } from "../http/request-id.js";
import { bearerToken, type Reply, send } from "../http/respond.js";
import { Router } from "../http/router.js";
import type { Services } from "../services.js";
import { type LegacyContext, legacyError } from "./legacy-context.js";
import * as records from "./records.js";
import * as times from "./times.js";

type LegacyHandler = (ctx: LegacyContext) => Reply;

/** The ten legacy v0 operations (docs/client.md, the legacy client). */
const legacyRouter = new Router<LegacyHandler>()
  .add("GET", "/users", records.listUsers)
  .add("POST", "/tasks/:id/startTracking", times.startTracking)
  .add("POST", "/tasks/:id/stopTracking", times.stopTracking)
  .add("POST", "/times", times.createTime)
  .add("PUT", "/times", times.updateTime)
  .add("POST", "/projects", records.createProject)
  .add("POST", "/contacts", records.createContact)
  .add("PUT", "/contacts/:id", records.updateContact)
  .add("GET", "/contactgroups/:id", records.getContactGroup)
  .add("DELETE", "/webhooks/:id", records.removeLegacyWebhook);

/** Serves one request under /legacy with legacy envelopes; 100 requests/min per token and path. */
export async function handleLegacy(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  services: Services,
) {
  const requestId = requestIdFor(req);
  const method = req.method ?? "GET";
  const url = new URL(req.url ?? "/", "http://emulator");
  let limits: RateLimitState | undefined;
  const baseHeaders = () => ({ "x-request-id": requestId, ...(limits ? rateLimitHeaders(limits) : {}) });
  // Legacy credentials are never removed, so one lookup serves the whole request.
  const token = bearerToken(req.headers.authorization);
  const credential = services.state.authenticateLegacy(token);
  const bucket = () => `${credential?.id ?? `src:${req.socket.remoteAddress}`} ${path}`;
  let loseAnswer = false;
  const reply = (value: Reply) => {
    limits ??= services.legacyRateLimit.consume(bucket());
    if (loseAnswer) req.socket.destroy();
    else send(res, services.options.validateResponses ? check(value, services) : value, baseHeaders());
  };
  const fail = (failure: ApiFailure) => reply(legacyError(failure));
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
      limits = services.legacyRateLimit.consume(bucket());
      loseAnswer = fault.kind === "lostResponse";
      if (await applyFault(fault, req, res, baseHeaders(), fail)) return;
    }
    // Everything below runs synchronously: no other request interleaves with this one.
    limits = services.legacyRateLimit.consume(bucket());
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
    if (!credential)
      throw new ApiFailure(401, "unauthorized", token ? "Invalid API token" : "Missing API token");
    const match = legacyRouter.match(method, path);
    if (match.kind !== "found") throw new ApiFailure(404, "not_found", `Route ${method} ${path} not found`);
    const body = parseJsonBody(req, rawBody);
    reply(
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
  } catch (error) {
    if (error instanceof ApiFailure) {
      fail(
        error.status === 400 && error.code === "invalid_request"
          ? new ApiFailure(400, "bad_request", error.detail)
          : error,
      );
      return;
    }
    services.options.log(
      `legacy ${method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`,
    );
    fail(new ApiFailure(500, "internal_error", "The emulator failed on this request; see its log."));
  }
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
