import { describe, expect, it } from "vitest";
import { actionWords } from "../../../src/action/setting-words.js";
import { sessionWords } from "../../../src/cli/setting-words.js";
import { describeError, StepFailure } from "../../../src/engine/errors.js";
import { plural } from "../../../src/engine/plural.js";
import { isTransient } from "../../../src/engine/transient-errors.js";
import {
  ApiError,
  type ApiErrorInit,
  AuthenticationError,
  ClientError,
  IdempotencyConflictError,
  NotFoundError,
  PermissionError,
  PreconditionFailedError,
  RateLimitError,
  SvcError,
} from "../../../src/transport/errors.js";

const init = (status: number, code: string): ApiErrorInit => ({
  status,
  code,
  detail: `detail of ${code}`,
  errors: [],
  requestId: "req_1",
  transport: { status, attempts: 1, requestId: "req_1", headers: {} },
});

describe("describeError", () => {
  it("names the status, code and request id of an API error, with the fix for its class", () => {
    const cases: [ApiError, string][] = [
      [new AuthenticationError(init(401, "unauthenticated")), "check the token input"],
      [new PermissionError(init(403, "forbidden")), "grant webhooks:read and webhooks:write"],
      [new NotFoundError(init(404, "not_found")), "not owned by this credential"],
      [new IdempotencyConflictError(init(409, "idempotency_conflict")), "start a new workflow run"],
      [new PreconditionFailedError(init(412, "precondition_failed")), "re-run the job"],
      [new RateLimitError(init(429, "rate_limited")), "rate limit contention: too many requests"],
      [new ApiError(init(503, "unavailable")), "temporarily unavailable"],
    ];
    for (const [error, hint] of cases) {
      const line = describeError(error, actionWords(true));
      expect(line).toContain(`(HTTP ${error.status} ${error.code}, request req_1)`);
      expect(line).toContain(hint);
    }
    expect(describeError(new ApiError(init(422, "invalid")))).toBe(
      "detail of invalid (HTTP 422 invalid, request req_1)",
    );
  });

  it("names the adapter's own settings: the CLI its variable or profile, the Action its inputs", () => {
    const refused = new AuthenticationError(init(401, "invalid_token"));
    const cli = sessionWords({ token: "SVC_API_TOKEN", baseUrl: "SVC_API_BASE_URL", profileName: undefined });
    expect(describeError(refused, cli)).toContain("check SVC_API_TOKEN");
    expect(describeError(refused, cli)).not.toMatch(/input/);
    const profile = sessionWords({ token: "profile", baseUrl: undefined, profileName: "ci" });
    expect(describeError(refused, profile)).toContain('check the credential of profile "ci"');
    expect(describeError(refused, actionWords(true))).toContain("check the token input");
    expect(describeError(refused)).not.toMatch(/input|SVC_API_TOKEN|--/);
    const conflict = new IdempotencyConflictError(init(409, "idempotency_conflict"));
    expect(describeError(conflict, cli)).toContain("a new --run-id");
    expect(describeError(conflict, cli)).not.toMatch(/workflow run/);
    expect(describeError(conflict, actionWords(false))).not.toMatch(/--/);
  });

  it("says when a write's outcome is unknown, and handles every other kind of error", () => {
    expect(describeError(new ClientError("network_error", "socket hang up", { outcomeUnknown: true }))).toBe(
      "socket hang up (network_error); the change may or may not have been applied: check that the service (or the emulator) answers at the base URL, and the proxy (HTTPS_PROXY, NO_PROXY) and CA (NODE_EXTRA_CA_CERTS) settings",
    );
    expect(describeError(new ClientError("request_timeout", "timed out"), actionWords(true))).toBe(
      "timed out (request_timeout): re-run, or allow each attempt more time with the timeout-ms input",
    );
    expect(describeError(new ClientError("invalid_arguments", "bad id"))).toBe("bad id (invalid_arguments)");
    expect(describeError(new SvcError("odd", "something odd"))).toBe("something odd (odd)");
    expect(describeError(new StepFailure("the step says why"))).toBe("the step says why");
    expect(describeError(new Error("plain"))).toBe("plain");
    expect(describeError("a string")).toBe("a string");
  });
});

describe("isTransient", () => {
  it("waits out rate limits, 5xx, timeouts and network errors; nothing else", () => {
    expect(isTransient(new RateLimitError(init(429, "rate_limited")))).toBe(true);
    expect(isTransient(new ApiError(init(502, "bad_gateway")))).toBe(true);
    expect(isTransient(new NotFoundError(init(404, "not_found")))).toBe(false);
    expect(isTransient(new ClientError("request_timeout", "t"))).toBe(true);
    expect(isTransient(new ClientError("network_error", "n"))).toBe(true);
    expect(isTransient(new ClientError("invalid_arguments", "i"))).toBe(false);
    expect(isTransient(new Error("x"))).toBe(false);
  });

  it("plural", () => {
    expect(plural(1, "failure")).toBe("1 failure");
    expect(plural(3, "failure")).toBe("3 failures");
  });
});
