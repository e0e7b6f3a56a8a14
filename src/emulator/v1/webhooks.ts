import { webhookCreate, webhookIdPattern, webhookUpdate } from "../../schemas/index.js";
import { unsafeDestination } from "../delivery/destination.js";
import { invalidRequest, notFound } from "../http/failure.js";
import { Query } from "../http/query.js";
import type { Reply } from "../http/respond.js";
import type { WebhookRecord } from "../state/model.js";
import {
  createWebhookRecord,
  updateWebhookRecord,
  webhookResource,
  webhookWithSecretResource,
} from "../state/webhooks.js";
import { idempotent, refuseIdempotencyKey, requireIdempotencyKey } from "./idempotency.js";
import { assertFresh, etagOf, requireIfMatch } from "./preconditions.js";
import { pageWindow } from "./resources.js";
import {
  type AuthedContext,
  CACHE_PRIVATE,
  CACHE_STRONG,
  noContent,
  pageOfTexts,
  paginate,
  single,
} from "./v1-context.js";
import { validateBody } from "./validate.js";
import { webhookResourceText } from "./webhook-json.js";

/** The webhook named by the path, when it exists and belongs to the calling credential; else 404. */
export function ownedWebhook(ctx: AuthedContext): WebhookRecord {
  const id = ctx.params.id as string;
  if (!webhookIdPattern.test(id)) {
    throw invalidRequest("Path parameter id must match [A-Za-z0-9_.:-]{1,128}.", { parameter: "id" });
  }
  const hook = ctx.services.state.webhooks.get(id);
  if (!hook || hook.workspaceId !== ctx.workspace.id || hook.ownerCredentialId !== ctx.credential.id) {
    throw notFound("The webhook");
  }
  return hook;
}

function assertSafeDestination(ctx: AuthedContext, url: string | undefined): void {
  if (url === undefined || ctx.services.options.allowLoopbackWebhooks) return;
  const problem = unsafeDestination(url);
  if (problem) {
    throw invalidRequest(`Field url: the destination is ${problem}; use a public https endpoint.`, {
      pointer: "/url",
    });
  }
}

/**
 * The URL as stored and served: the scheme is case-insensitive on input (`HTTPS://` is accepted),
 * but a served webhook's `url` must start with a lower-case `https://`.
 */
const servedUrl = (url: string): string => url.replace(/^https:/i, "https:");

/** A webhook with its current revision as the ETag (get and update answer alike). */
function webhookReply(ctx: AuthedContext, hook: WebhookRecord): Reply {
  return single(ctx, webhookResource(hook), 200, {
    etag: etagOf(hook.revision),
    "cache-control": CACHE_STRONG,
  });
}

export function listWebhooks(ctx: AuthedContext): Reply {
  const query = new Query(ctx.url.searchParams, ["cursor", "limit"]);
  const window = pageWindow(ctx, "listWebhooks", query, {});
  const own: WebhookRecord[] = [];
  for (const hook of ctx.services.state.webhooks.values()) {
    if (hook.workspaceId === ctx.workspace.id && hook.ownerCredentialId === ctx.credential.id) own.push(hook);
  }
  const result = paginate(own, window.after, window.limit, false);
  const texts = result.items.map(webhookResourceText);
  const next = window.next(result.last, result.more);
  return pageOfTexts(ctx, texts, () => result.items.map(webhookResource), window.limit, next);
}

export function getWebhook(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  return webhookReply(ctx, ownedWebhook(ctx));
}

export function createWebhook(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  const key = requireIdempotencyKey(ctx);
  const input = validateBody(webhookCreate, ctx.body);
  assertSafeDestination(ctx, input.url);
  return idempotent(ctx, { key, cacheControl: CACHE_STRONG }, () => {
    const hook = createWebhookRecord(ctx.services.state, {
      workspaceId: ctx.workspace.id,
      ownerCredentialId: ctx.credential.id,
      url: servedUrl(input.url),
      actions: input.actions,
    });
    return { data: webhookWithSecretResource(hook), etag: etagOf(hook.revision) };
  });
}

export function updateWebhook(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  refuseIdempotencyKey(ctx, "PATCH", "use If-Match");
  const hook = ownedWebhook(ctx);
  const revision = requireIfMatch(ctx);
  const changes = validateBody(webhookUpdate, ctx.body);
  assertSafeDestination(ctx, changes.url);
  assertFresh(hook, revision);
  updateWebhookRecord(
    hook,
    changes.url === undefined ? changes : { ...changes, url: servedUrl(changes.url) },
  );
  return webhookReply(ctx, hook);
}

export function removeWebhook(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  refuseIdempotencyKey(ctx, "DELETE /webhooks/{id}");
  const hook = ownedWebhook(ctx);
  ctx.services.state.webhooks.delete(hook.id);
  return noContent({ "cache-control": CACHE_PRIVATE });
}
