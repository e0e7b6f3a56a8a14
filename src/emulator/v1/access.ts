import { parseCredentialToken } from "../../schemas/index.js";
import { ApiFailure } from "../http/failure.js";

/** Why a bearer was refused (the emulator state's verdict), as the 401's detail says it. */
const AUTH_DETAIL = {
  missing: "Send Authorization: Bearer <v1 credential>.",
  invalid: "The bearer credential is not valid.",
  expired: "The bearer credential has expired; issue a new one.",
  revoked: "The bearer credential was revoked; issue a new one.",
} as const;
export type AuthRefusal = keyof typeof AUTH_DETAIL;

/** Where this emulator runs: one cell of one region (docs/emulator.md, flags). */
export interface CellLocation {
  region: string;
  cellId: string;
}

/**
 * The answer to a bearer the state refused. A credential's region and cell are a routing hint read
 * before the credential is verified: another region's credential was sent to the wrong regional
 * endpoint (401, never worth a retry); another cell's is a routing condition of this region, answered
 * 503 as an unavailable cell-local dependency is, which clients retry (docs/emulator.md, cells).
 */
export function refusedBearer(
  reason: AuthRefusal,
  token: string | undefined,
  here: CellLocation,
): ApiFailure {
  const location = token === undefined ? undefined : parseCredentialToken(token);
  if (location && location.region !== here.region) {
    return invalidToken(
      `The credential belongs to region ${location.region}; this endpoint serves region ${here.region}. Send it to the ${location.region} endpoint.`,
    );
  }
  if (location && location.cellId !== here.cellId) {
    return new ApiFailure(
      503,
      "service_unavailable",
      `The credential's cell ${location.cellId} is not available from this endpoint (it serves cell ${here.cellId} of region ${here.region}).`,
    );
  }
  return invalidToken(AUTH_DETAIL[reason]);
}

const invalidToken = (detail: string) =>
  new ApiFailure(401, "invalid_token", detail, undefined, {
    "www-authenticate": 'Bearer error="invalid_token"',
  });

/**
 * Refuses a credential that lacks a scope an operation requires: 403 `insufficient_scope` naming
 * the missing ones. `required` as an operation declares it: one scope, several (all needed), or
 * `null` for any valid bearer.
 */
export function requireScopes(granted: readonly string[], required: string | readonly string[] | null): void {
  if (required === null) return;
  if (typeof required === "string") {
    if (!granted.includes(required)) throw insufficientScope([required]);
    return;
  }
  const missing = required.filter((scope) => !granted.includes(scope));
  if (missing.length > 0) throw insufficientScope(missing);
}

function insufficientScope(missing: readonly string[]): ApiFailure {
  const names =
    missing.length === 1
      ? `the ${missing[0]} scope`
      : `the ${missing.slice(0, -1).join(", ")} and ${missing.at(-1)} scopes`;
  return new ApiFailure(403, "insufficient_scope", `This operation needs ${names}.`);
}
