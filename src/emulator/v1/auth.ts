import { cliTokenExchange, storageCompensation } from "../../schemas/index.js";
import { COMPENSATION_WINDOW_MS } from "../control/browser-login.js";
import { ApiFailure } from "../http/failure.js";
import { Query } from "../http/query.js";
import type { Reply } from "../http/respond.js";
import { refuseIdempotencyKey } from "./idempotency.js";
import {
  type AuthedContext,
  CACHE_PRIVATE,
  CACHE_STRONG,
  noContent,
  single,
  type V1Context,
} from "./v1-context.js";
import { validateBody } from "./validate.js";

/** POST /auth/cli/token: no bearer; PKCE S256, single-use short-lived code (docs/auth.md). */
export function exchangeCliAuthorizationCode(ctx: V1Context): Reply {
  new Query(ctx.url.searchParams, []);
  refuseIdempotencyKey(ctx, "POST /auth/cli/token");
  const body = validateBody(cliTokenExchange, ctx.body);
  const data = ctx.services.browserLogin.exchange(body);
  return single(ctx, data, 200, { "cache-control": CACHE_STRONG });
}

/** Revokes exactly the just-issued credential presenting its own grant id (docs/auth.md). */
export function compensateCliAuthorizationStorage(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  refuseIdempotencyKey(ctx, "POST /auth/cli/storage-compensation");
  const { grantId } = validateBody(storageCompensation, ctx.body);
  const grant = ctx.credential.grant;
  const now = ctx.services.state.clock.now();
  if (!grant || grant.grantId !== grantId || now - grant.issuedAt > COMPENSATION_WINDOW_MS) {
    throw new ApiFailure(
      403,
      "forbidden",
      "The grant does not belong to this credential or its recovery window has closed; revoke it in Developer Center.",
    );
  }
  ctx.services.state.revokeCredential(ctx.credential.id);
  return noContent({ "cache-control": CACHE_STRONG });
}

export function getCurrentCredentialContext(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  refuseIdempotencyKey(ctx, "GET /auth/context");
  const { credential } = ctx;
  return single(
    ctx,
    {
      id: credential.id,
      type: "credentialContext",
      attributes: {
        cellId: ctx.workspace.cellId,
        region: ctx.workspace.region,
        expiresAt: ctx.services.state.clock.iso(credential.expiresAt),
        kind: credential.kind,
        scopes: [...credential.scopes],
        status: "active",
      },
    },
    200,
    { "cache-control": CACHE_PRIVATE },
  );
}

export function revokeCurrentCredential(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  refuseIdempotencyKey(ctx, "DELETE /auth/context");
  ctx.services.state.revokeCredential(ctx.credential.id);
  return noContent({ "cache-control": CACHE_PRIVATE });
}
