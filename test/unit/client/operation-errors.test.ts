import nock from "nock";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  AuthenticationError,
  BadGatewayError,
  type Client,
  ConflictError,
  createClient,
  createLegacyClient,
  DependencyUnavailableError,
  GatewayTimeoutError,
  IdempotencyConflictError,
  InvalidRequestError,
  LegacyApiError,
  NotFoundError,
  PermissionError,
  PreconditionFailedError,
  PreconditionRequiredError,
  RateLimitError,
} from "../../../src/client/index.js";
import { errorBody, ORIGIN, REVISION, RID, TOKEN, useNock } from "./fixtures.js";

useNock();

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
interface Operation {
  name: string;
  method: Method;
  path: string;
  call: (client: Client) => Promise<unknown>;
}

const exchange = {
  authorizationCode: "A".repeat(43),
  clientId: "teamgrid-cli" as const,
  codeVerifier: "v".repeat(64),
  grantType: "authorization_code" as const,
  redirectUri: `http://127.0.0.1:49152/teamgrid/callback/${"c".repeat(22)}`,
};

/** Every v1 operation with the request it sends. */
const operations: Operation[] = [
  { name: "getWorkspace", method: "GET", path: "/v1/workspace", call: (c) => c.getWorkspace() },
  { name: "listTasks", method: "GET", path: "/v1/tasks", call: (c) => c.listTasks() },
  { name: "listLists", method: "GET", path: "/v1/lists", call: (c) => c.listLists() },
  { name: "getContact", method: "GET", path: "/v1/contacts/c1", call: (c) => c.getContact("c1") },
  { name: "listWebhooks", method: "GET", path: "/v1/webhooks", call: (c) => c.listWebhooks() },
  { name: "getWebhook", method: "GET", path: "/v1/webhooks/wh_1", call: (c) => c.getWebhook("wh_1") },
  {
    name: "createWebhook",
    method: "POST",
    path: "/v1/webhooks",
    call: (c) => c.createWebhook({ actions: ["a"], url: "https://h.example/x" }, { idempotencyKey: "k" }),
  },
  {
    name: "updateWebhook",
    method: "PATCH",
    path: "/v1/webhooks/wh_1",
    call: (c) => c.updateWebhook("wh_1", { disabled: true }, { ifMatch: REVISION }),
  },
  {
    name: "removeWebhook",
    method: "DELETE",
    path: "/v1/webhooks/wh_1",
    call: (c) => c.removeWebhook("wh_1"),
  },
  {
    name: "rotateWebhookSecret",
    method: "POST",
    path: "/v1/webhooks/wh_1/secret-rotation",
    call: (c) => c.rotateWebhookSecret("wh_1", { ifMatch: REVISION }),
  },
  {
    name: "testWebhookDelivery",
    method: "POST",
    path: "/v1/webhooks/wh_1/test-delivery",
    call: (c) => c.testWebhookDelivery("wh_1"),
  },
  {
    name: "listWebhookDeliveries",
    method: "GET",
    path: "/v1/webhook-deliveries",
    call: (c) => c.listWebhookDeliveries(),
  },
  {
    name: "getWebhookDelivery",
    method: "GET",
    path: "/v1/webhook-deliveries/d1",
    call: (c) => c.getWebhookDelivery("d1"),
  },
  {
    name: "exchangeCliAuthorizationCode",
    method: "POST",
    path: "/v1/auth/cli/token",
    call: (c) => c.exchangeCliAuthorizationCode(exchange),
  },
  {
    name: "compensateCliAuthorizationStorage",
    method: "POST",
    path: "/v1/auth/cli/storage-compensation",
    call: (c) => c.compensateCliAuthorizationStorage({ grantId: "g".repeat(22) }),
  },
  {
    name: "getCurrentCredentialContext",
    method: "GET",
    path: "/v1/auth/context",
    call: (c) => c.getCurrentCredentialContext(),
  },
  {
    name: "revokeCurrentCredential",
    method: "DELETE",
    path: "/v1/auth/context",
    call: (c) => c.revokeCurrentCredential(),
  },
];

interface Condition {
  label: string;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  Class: typeof ApiError;
  code: string;
}
const conditions: Condition[] = [
  {
    label: "400",
    status: 400,
    body: errorBody(400, "invalid_request"),
    Class: InvalidRequestError,
    code: "invalid_request",
  },
  {
    label: "401",
    status: 401,
    body: errorBody(401, "invalid_token"),
    Class: AuthenticationError,
    code: "invalid_token",
  },
  {
    label: "403",
    status: 403,
    body: errorBody(403, "insufficient_scope"),
    Class: PermissionError,
    code: "insufficient_scope",
  },
  { label: "404", status: 404, body: errorBody(404, "not_found"), Class: NotFoundError, code: "not_found" },
  { label: "409", status: 409, body: errorBody(409, "conflict"), Class: ConflictError, code: "conflict" },
  {
    label: "409 idempotency_conflict",
    status: 409,
    body: errorBody(409, "idempotency_conflict"),
    Class: IdempotencyConflictError,
    code: "idempotency_conflict",
  },
  {
    label: "412",
    status: 412,
    body: errorBody(412, "precondition_failed"),
    Class: PreconditionFailedError,
    code: "precondition_failed",
  },
  {
    label: "428",
    status: 428,
    body: errorBody(428, "precondition_required"),
    Class: PreconditionRequiredError,
    code: "precondition_required",
  },
  {
    label: "429 with Retry-After",
    status: 429,
    body: errorBody(429, "rate_limit_exceeded"),
    headers: { "retry-after": "7" },
    Class: RateLimitError,
    code: "rate_limit_exceeded",
  },
  {
    label: "502",
    status: 502,
    body: errorBody(502, "bad_gateway"),
    Class: BadGatewayError,
    code: "bad_gateway",
  },
  {
    label: "503",
    status: 503,
    body: errorBody(503, "service_unavailable"),
    Class: DependencyUnavailableError,
    code: "service_unavailable",
  },
  {
    label: "504 non-JSON",
    status: 504,
    body: "<html>timeout</html>",
    Class: GatewayTimeoutError,
    code: "gateway_timeout",
  },
  {
    label: "302 not followed",
    status: 302,
    body: "",
    headers: { location: "https://elsewhere.example/" },
    Class: ApiError,
    code: "unexpected_redirect",
  },
];

const cases = operations.flatMap((op) =>
  conditions.map((condition) => [op.name, condition.label, op, condition] as const),
);

describe("every v1 operation maps every error condition", () => {
  it.each(cases)("%s: %s", async (_op, _label, op, condition) => {
    const headers = { "x-request-id": RID, ...condition.headers };
    nock(ORIGIN)
      .intercept(op.path, op.method)
      .reply(condition.status, condition.body as nock.Body, headers);
    const client = createClient({ token: TOKEN, retries: 0 });
    const error = (await op.call(client).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(condition.Class);
    expect(error.status).toBe(condition.status);
    expect(error.code).toBe(condition.code);
    expect(error.requestId).toBe(RID);
    expect(error.transport.attempts).toBe(1);
    if (condition.status === 429) expect(error.retryAfterMs).toBe(7000);
    if (typeof condition.body === "string") expect(error.detail).toContain(`HTTP ${condition.status}`);
  });
});

describe("every v1 operation rejects a response that breaks its schema", () => {
  it.each(operations.map((op) => [op.name, op] as const))("%s", async (_name, op) => {
    const status = op.path.endsWith("storage-compensation") || op.method === "DELETE" ? 200 : 201;
    nock(ORIGIN)
      .intercept(op.path, op.method)
      .reply(status, { data: { id: 7 }, meta: { requestId: "meta-rid" } }, { "x-request-id": RID });
    const client = createClient({ token: TOKEN, retries: 0 });
    const error = await op.call(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "invalid_api_response", path: expect.any(String) });
    expect((error as Error).message).toContain((error as { path: string }).path);
    expect((error as { requestId: string }).requestId).toMatch(/^(meta-rid|req-123)$/);
  });
});

describe("legacy operations map legacy errors", () => {
  const LEGACY = "https://api.teamgrid.app";
  const legacyOps: [
    string,
    Method,
    string,
    (c: ReturnType<typeof createLegacyClient>) => Promise<unknown>,
  ][] = [
    ["findUsersByEmail", "GET", "/users?email=a%40b.example", (c) => c.findUsersByEmail("a@b.example")],
    [
      "startTracking",
      "POST",
      "/tasks/t1/startTracking",
      (c) => c.startTracking("t1", { userId: "u", time: "2026-07-01T00:00:00Z" }),
    ],
    [
      "stopTracking",
      "POST",
      "/tasks/t1/stopTracking",
      (c) => c.stopTracking("t1", { time: "2026-07-01T00:00:00Z" }),
    ],
    ["createTime", "POST", "/times", (c) => c.createTime({ a: 1 })],
    ["updateTime", "PUT", "/times", (c) => c.updateTime({ _id: "x", a: 1 })],
    ["createProject", "POST", "/projects", (c) => c.createProject({ name: "p" })],
    ["createContact", "POST", "/contacts", (c) => c.createContact({ type: "company" })],
    ["updateContact", "PUT", "/contacts/c1", (c) => c.updateContact("c1", { firstname: "A" })],
    ["getContactGroup", "GET", "/contactgroups/g1", (c) => c.getContactGroup("g1")],
    ["removeWebhook", "DELETE", "/webhooks/w1", (c) => c.removeWebhook("w1")],
  ];
  const legacyConditions: [number, unknown, string][] = [
    [400, { statusCode: 400, status: "Bad Request", info: "bad input" }, "bad input"],
    [401, { statusCode: 401, error: "Unauthorized", message: "invalid token" }, "invalid token"],
    [429, { statusCode: 429, error: "Too Many Requests", message: "rate limit" }, "rate limit"],
    [404, "Not Found", "the API answered HTTP 404 with a non-JSON body"],
  ];
  const legacyCases = legacyOps.flatMap((op) => legacyConditions.map((c) => [op[0], c[0], op, c] as const));
  it.each(legacyCases)("%s: %s", async (_name, _status, [, method, path, call], [status, body, message]) => {
    nock(LEGACY)
      .intercept(path, method)
      .reply(status, body as nock.Body);
    const client = createLegacyClient({ token: "legacy-token-0001", retries: 0 });
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LegacyApiError);
    expect(error).toMatchObject({ status, statusCode: status, message });
  });
});
