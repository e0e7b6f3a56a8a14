/**
 * One declaration per API error code (src/schemas/error-codes.ts) and what is derived from it: the
 * status's own code, the error class, the CLI's exit code and fix line, the engine's step fix and
 * "already gone".
 */
import { describe, expect, it } from "vitest";
import { cliErrorCodes, cliWords, hintFor } from "../../../src/cli/errors.js";
import {
  apiErrorCodes,
  apiErrorDeclarations,
  declarationOf,
  inWords,
  statusErrorCode,
} from "../../../src/schemas/error-codes.js";
import {
  ApiError,
  createApiError,
  IdempotencyConflictError,
  InvalidRequestError,
  isGone,
  NotFoundError,
} from "../../../src/transport/errors.js";

const answer = (status: number, code: string, errors = 1) =>
  createApiError({
    status,
    code,
    detail: "d",
    errors: Array.from({ length: errors }, () => ({ status: String(status), code, title: "t", detail: "d" })),
    requestId: "r",
    transport: { status, attempts: 1, requestId: "r", headers: {} },
  });

const declared = Object.entries(apiErrorDeclarations);

describe("apiErrorDeclarations", () => {
  it("gives every status one code of its own, and the variants a status that has one", () => {
    expect(apiErrorCodes).toEqual({
      400: "invalid_request",
      401: "invalid_token",
      403: "insufficient_scope",
      404: "not_found",
      409: "conflict",
      412: "precondition_failed",
      428: "precondition_required",
      429: "rate_limit_exceeded",
      502: "bad_gateway",
      503: "service_unavailable",
      504: "gateway_timeout",
    });
    for (const [code, declaration] of declared) {
      expect(statusErrorCode(declaration.status), code).not.toBe("http_error");
    }
  });

  it.each(declared)(
    "%s: the status decides the exit code, the class and svc's fix line",
    (code, declaration) => {
      expect(cliErrorCodes[code]).toBe(declaration.exit);
      expect(cliErrorCodes[statusErrorCode(declaration.status)]).toBe(declaration.exit);
      const error = answer(declaration.status, code);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.constructor).not.toBe(ApiError);
      expect(hintFor(error)).toBe(inWords(declaration.hint, cliWords));
      expect(declarationOf(declaration.status, code)).toBe(declaration);
    },
  );

  it("a code declared for another status, or the service's own text, reads as its status's", () => {
    expect(declarationOf(409, "not_found")).toBe(apiErrorDeclarations.conflict);
    expect(declarationOf(400, "constructor")).toBe(apiErrorDeclarations.invalid_request);
    expect(answer(409, "idempotency_conflict")).toBeInstanceOf(IdempotencyConflictError);
    expect(answer(400, "constructor")).toBeInstanceOf(InvalidRequestError);
  });

  it("'already gone' is the declared gone code's status, and never another server's 404", () => {
    expect(isGone(answer(404, "not_found"))).toBe(true);
    expect(isGone(answer(404, "webhook_not_found"))).toBe(true);
    expect(answer(404, "not_found")).toBeInstanceOf(NotFoundError);
    expect(isGone(answer(404, "not_the_api", 0))).toBe(false);
    expect(isGone(answer(410, "gone"))).toBe(false);
    expect(isGone(new Error("not_found"))).toBe(false);
  });
});
