import { invalidRequest } from "../http/failure.js";
import { Query } from "../http/query.js";
import type { Reply } from "../http/respond.js";
import { rotateWebhookSecret as rotate } from "../state/webhooks.js";
import { idempotent, requireIdempotencyKey } from "./idempotency.js";
import { assertFresh, etagOf, requireIfMatch } from "./preconditions.js";
import { type AuthedContext, CACHE_PRIVATE, CACHE_STRONG } from "./v1-context.js";
import { ownedWebhook } from "./webhooks.js";

const markReplayed = (data: unknown) => {
  const resource = data as { attributes: Record<string, unknown> };
  return { ...resource, attributes: { ...resource.attributes, replayed: true } };
};

function assertNoBody(ctx: AuthedContext): void {
  const empty =
    ctx.body === undefined ||
    (typeof ctx.body === "object" && ctx.body !== null && Object.keys(ctx.body).length === 0);
  if (!empty) throw invalidRequest("This operation takes no request body.", { pointer: "" });
}

/**
 * New signing secret, revealed once; an exact replay (same key, same If-Match) returns the same
 * rotation instead of rotating again.
 */
export function rotateWebhookSecret(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  const key = requireIdempotencyKey(ctx);
  const hook = ownedWebhook(ctx);
  const revision = requireIfMatch(ctx);
  assertNoBody(ctx);
  return idempotent(ctx, { key, cacheControl: CACHE_STRONG, asReplay: markReplayed }, () => {
    assertFresh(hook, revision);
    rotate(ctx.services.state, hook);
    return {
      data: {
        id: hook.id,
        type: "webhookSecretRotation",
        attributes: { replayed: false, revision: hook.revision, signingSecret: hook.secret },
      },
      etag: etagOf(hook.revision),
    };
  });
}

/** Queues a signed `webhook.test` delivery through the normal pipeline. */
export function testWebhookDelivery(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  const key = requireIdempotencyKey(ctx);
  const hook = ownedWebhook(ctx);
  assertNoBody(ctx);
  return idempotent(ctx, { key, cacheControl: CACHE_PRIVATE, asReplay: markReplayed }, () => {
    const record = ctx.services.pipeline.test(hook);
    return {
      data: {
        id: record.id,
        type: "webhookTestDelivery",
        attributes: { replayed: false, test: true, webhookId: hook.id },
      },
    };
  });
}
