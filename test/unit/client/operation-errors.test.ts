import nock from "nock";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  AuthenticationError,
  BadGatewayError,
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
import { v1Router } from "../../../src/emulator/v1/operations.js";
import { apiErrorCodes, operationScopes } from "../../../src/schemas/index.js";
import { errorBody, ORIGIN, RID, TOKEN, useNock } from "./fixtures.js";
import { type Method, v1Operations } from "./v1-operations.js";

useNock();

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

const cases = v1Operations.flatMap((op) =>
  conditions.map((condition) => [op.name, condition.label, op, condition] as const),
);

describe("the lists these tests walk are whole", () => {
  it("test/unit/client/v1-operations.ts names every operation of operationScopes, at the emulator's route for it", () => {
    expect(
      v1Operations.map((op) => op.name).sort(),
      "test/unit/client/v1-operations.ts: add the operation to v1Operations",
    ).toEqual(Object.keys(operationScopes).sort());
    for (const op of v1Operations) {
      const match = v1Router.match(op.method, op.path.replace(/^\/v1/, ""));
      const routed = match.kind === "found" ? match.route.handler.id : match.kind;
      expect(routed, `${op.method} ${op.path}: the client's request and src/emulator/v1/operations.ts`).toBe(
        op.name,
      );
    }
  });

  it("conditions covers every status of apiErrorCodes (src/schemas/error-codes.ts)", () => {
    const covered = new Set(conditions.map((condition) => condition.status));
    const missing = Object.keys(apiErrorCodes).filter((status) => !covered.has(Number(status)));
    expect(missing, "test/unit/client/operation-errors.test.ts: add a condition for these statuses").toEqual(
      [],
    );
  });
});

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
  it.each(v1Operations.map((op) => [op.name, op] as const))("%s", async (_name, op) => {
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
