import { describe, expect, it } from "vitest";
import {
  attachHint,
  CliError,
  cliErrorCodes,
  EXIT,
  errorHints,
  exitCodeFor,
  exitCodeForCode,
  exitCodeForStatus,
  exitMeanings,
  hintFor,
} from "../../../src/cli/errors.js";
import { errorLines } from "../../../src/cli/output/error-line.js";
import { exitCodesHelp } from "../../../src/cli/program.js";
import { apiErrorCodes } from "../../../src/schemas/error-codes.js";
import {
  ApiError,
  AuthenticationError,
  ClientError,
  createApiError,
  ResponseValidationError,
} from "../../../src/transport/errors.js";

const transport = { status: 0, attempts: 1, requestId: "req-1", headers: {} };
const apiError = (status: number, detail = "went wrong", code = "x") =>
  createApiError({
    status,
    code,
    detail,
    errors: [{ status: String(status), code, title: "t", detail }] as never,
    requestId: "req-1",
    transport: { ...transport, status },
  });

describe("exit codes", () => {
  it.each([
    [401, 3],
    [403, 4],
    [404, 5],
    [409, 6],
    [412, 6],
    [428, 2],
    [429, 7],
    [400, 1],
    [422, 1],
    [500, 1],
    [502, 1],
    [503, 1],
    [302, 1],
  ])("API %i exits %i", (status, code) => {
    expect(exitCodeForStatus(status)).toBe(code);
    expect(exitCodeFor(apiError(status))).toBe(code);
  });

  it.each([
    ...[
      "invalid_arguments",
      "invalid_json",
      "invalid_input_file",
      "input_too_large",
      "invalid_number",
      "invalid_boolean",
      "invalid_output",
      "invalid_config",
      "invalid_profile_name",
      "unsafe_config_path",
      "profile_exists",
      "profile_credential_mismatch",
      "authentication_required",
      "credential_expired",
      "invalid_credential",
      "invalid_base_url",
      "insecure_base_url",
      "invalid_api_domain",
      "invalid_region",
      "browser_sensitive_scopes_unavailable",
      "confirmation_required",
    ].map((code) => [code, 2] as const),
    ...[
      "network_error",
      "request_timeout",
      "invalid_api_response",
      "response_too_large",
      "invalid_grant",
      "authorization_exchange_failed",
      "browser_authorization_timeout",
      "unsupported_platform",
      "credential_store_unavailable",
      "credential_store_failed",
      "pagination_limit",
      "something_new",
    ].map((code) => [code, 1] as const),
    ["cancelled", 0] as const,
    ["browser_authorization_interrupted", 130] as const,
  ])("code %s exits %i", (code, exit) => {
    expect(exitCodeForCode(code)).toBe(exit);
    expect(new CliError(code, "m").exitCode).toBe(exit);
  });

  it("maps client errors by code, not by an incidental status", () => {
    expect(exitCodeFor(new ClientError("invalid_base_url", "bad"))).toBe(2);
    expect(exitCodeFor(new ClientError("network_error", "down"))).toBe(1);
    expect(exitCodeFor(new ResponseValidationError("data.id", "wrong", { status: 200 }))).toBe(1);
    expect(exitCodeFor(new ClientError("authentication_required", "none"))).toBe(2);
  });

  it("maps commander errors, interrupts and the unknown", () => {
    const commander = (exitCode: number) =>
      Object.assign(new Error("c"), { name: "CommanderError", code: "x", exitCode });
    expect(exitCodeFor(commander(0))).toBe(0);
    expect(exitCodeFor(commander(1))).toBe(2);
    expect(exitCodeFor(new Error("boom"))).toBe(1);
    expect(exitCodeFor("a string")).toBe(1);
    expect(exitCodeFor(null)).toBe(1);
    expect(exitCodeFor(new Error("boom"), true)).toBe(130);
    expect(exitCodeFor(Object.assign(new Error("a"), { name: "AbortError" }))).toBe(130);
    expect(new CliError("invalid_output", "m", { exitCode: 9 }).exitCode).toBe(9);
    expect(EXIT.interrupted).toBe(130);
  });
});

describe("the exit-code tables", () => {
  it("svc --help lists every exit code with its meaning, from exitMeanings", () => {
    const help = exitCodesHelp().replace(/\s+/g, " ");
    for (const [code, meaning] of Object.entries(exitMeanings)) expect(help).toContain(`${code} ${meaning}`);
    for (const line of exitCodesHelp().split("\n")) expect(line.length).toBeLessThanOrEqual(100);
  });

  it("gives every code an exit code that has a meaning, invalid_plan among them", () => {
    for (const exit of Object.values(cliErrorCodes)) expect(exitMeanings[exit]).toBeDefined();
    expect(new CliError("invalid_plan", "m").exitCode).toBe(2);
  });
});

describe("error line", () => {
  it("is svc: <first detail> (request <id>), then the fix of the status's code", () => {
    expect(errorLines(apiError(404, "The webhook was not found"), [], false)).toEqual([
      "svc: The webhook was not found (request req-1)",
      `svc: ${errorHints.not_found}`,
    ]);
    expect(errorLines(apiError(412), [], false)).toEqual([
      "svc: went wrong (request req-1)",
      expect.stringMatching(/latest revision or ETag in --if-match/),
    ]);
    expect(errorLines(apiError(428), [], false)[1]).toMatch(/latest revision or ETag in --if-match/);
    expect(errorLines(apiError(409), [], false)).toEqual([
      "svc: went wrong (request req-1)",
      `svc: ${errorHints.conflict}`,
    ]);
  });

  it("names the ways out of a 401: the token, SVC_API_TOKEN, the profile, svc auth login, the emulator's restarts", () => {
    const [, fix] = errorLines(
      apiError(401, "The bearer credential is not valid.", "invalid_token"),
      [],
      false,
    );
    expect(fix).toMatch(/^svc: check the token/);
    for (const way of ["SVC_API_TOKEN", "profile", "svc auth login", "emulator", "--state-dir"])
      expect(fix).toContain(way);
  });

  // Every status of apiErrorCodes (src/schemas/error-codes.ts), a redirect and an unlisted status.
  it.each([
    ...Object.entries(apiErrorCodes).map(([status, code]) => [Number(status), code] as const),
    [500, "http_error"] as const,
    [307, "unexpected_redirect"] as const,
  ])("gives every API status a fix line: %i by %s", (status, code) => {
    // Whatever code the body names, the status's code gives the fix when that code has none.
    expect(errorHints[code], `src/cli/errors.ts: errorHints needs a fix line for ${code}`).toBeDefined();
    expect(errorLines(apiError(status, "d", "whatever_the_service_says"), [], false)[1]).toBe(
      `svc: ${errorHints[code]}`,
    );
  });

  it("prefers the fix of the code the service sent, and an error's own hint over the table", () => {
    expect(hintFor(apiError(403, "d", "forbidden"))).toBe(errorHints.forbidden);
    expect(hintFor(apiError(409, "d", "idempotency_conflict"))).toBe(errorHints.idempotency_conflict);
    const error = apiError(401);
    attachHint(error, "its own");
    expect(hintFor(error)).toBe("its own");
    expect(hintFor(new ClientError("network_error", "down"))).toBe(errorHints.network_error);
    expect(hintFor(new CliError("invalid_arguments", "m"))).toBeUndefined();
    expect(hintFor(new Error("plain"))).toBeUndefined();
  });

  it("redacts secrets and escapes control and bidi characters", () => {
    const token = `tg_pat_v2_de_de-1_${"a".repeat(24)}_${"b".repeat(64)}`;
    const lines = errorLines(
      new Error(`bad \u001b[31m\u202e ${token} literal-secret-value\nnext`),
      ["literal-secret-value"],
      false,
    );
    expect(lines).toEqual(["svc: bad \\u001b[31m\\u202e [redacted] [redacted]\\nnext"]);
  });

  it("prints a CLI error's hint on its own line and the stack only in debug", () => {
    const error = new CliError("authentication_required", "no credential", { hint: "run svc auth login" });
    expect(errorLines(error, [], false)).toEqual(["svc: no credential", "svc: run svc auth login"]);
    const debug = errorLines(error, [], true);
    expect(debug.length).toBeGreaterThan(2);
    expect(debug[2]).toMatch(/CliError: no credential/);
  });

  it("keeps a multi-line message one line in the debug stack, so no part starts a line of its own", () => {
    const error = apiError(400, "evil\n::error::injected\n  ::warning::indented\r::notice::cr");
    const debug = errorLines(error, [], true);
    for (const line of debug) expect(line).not.toMatch(/^\s*::/);
    expect(debug[2]).toBe(
      "InvalidRequestError: evil\\n::error::injected\\n  ::warning::indented\\r::notice::cr",
    );
    expect(debug.slice(3).every((line) => /^\s+at /.test(line))).toBe(true);
  });

  it("uses the error body's detail, then the message, for other errors", () => {
    const plain = new ApiError({
      status: 500,
      code: "internal",
      detail: "fallback detail",
      errors: [],
      requestId: "r-9",
      transport,
    });
    expect(errorLines(plain, [], false)[0]).toBe("svc: fallback detail (request r-9)");
    expect(errorLines("text", [], false)).toEqual(["svc: text"]);
    const auth = new AuthenticationError({
      status: 401,
      code: "unauthorized",
      detail: "d",
      errors: [{ status: "401", code: "unauthorized", title: "Unauthorized", detail: "" }] as never,
      requestId: "r-1",
      transport,
    });
    expect(errorLines(auth, [], false)[0]).toBe("svc: Unauthorized (request r-1)");
  });
});

describe("a code the service names that is also an Object property", () => {
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "%s gets the status's fix line and exit code, and the error is printed",
    (code) => {
      const error = apiError(400, "bad", code);
      expect(hintFor(error)).toBe(hintFor(apiError(400, "bad", "invalid_request")));
      expect(exitCodeForCode(code)).toBe(EXIT.failure);
      expect(exitCodeFor(error)).toBe(exitCodeFor(apiError(400, "bad", "some_unknown_code")));
      expect(errorLines(error, [], false).join("\n")).toContain("bad");
    },
  );
});
