import type { z } from "zod";
import {
  apiVersionEnvelope,
  cliAuthorization,
  contact,
  credentialContext,
  listItem,
  operationScopes,
  pageEnvelope,
  singleEnvelope,
  task,
  type V1OperationId,
  webhook,
  webhookDelivery,
  webhookSecretRotation,
  webhookTestDelivery,
  webhookWithSecret,
  workspace,
} from "../../schemas/index.js";
import { answerSchema } from "../generic/answers.js";
import { serveGeneric } from "../generic/engine.js";
import { genericOperations } from "../generic/operations.js";
import type { Reply } from "../http/respond.js";
import { type RouteMatch, Router } from "../http/router.js";
import * as auth from "./auth.js";
import * as deliveries from "./deliveries.js";
import * as resources from "./resources.js";
import type { AuthedContext, V1Context } from "./v1-context.js";
import { getApiVersion } from "./version.js";
import * as commands from "./webhook-commands.js";
import * as webhooks from "./webhooks.js";

export interface V1Operation {
  id: V1OperationId | "getApiVersion" | (string & {});
  /** "none": no bearer; null: any valid bearer; otherwise the scope required (a declared operation checks any further ones). */
  scope: string | null | "none";
  handler: (ctx: AuthedContext) => Reply;
  /** Schema of the 2xx body, checked when `validateResponses` is on. */
  response?: z.ZodType | undefined;
}

const op = (
  id: V1OperationId,
  handler: (ctx: AuthedContext) => Reply,
  response?: z.ZodType,
): V1Operation => ({ id, scope: operationScopes[id], handler, ...(response ? { response } : {}) });

const anonymous = (
  id: V1Operation["id"],
  handler: (ctx: V1Context) => Reply,
  response?: z.ZodType,
): V1Operation => ({
  id,
  scope: "none",
  handler,
  ...(response ? { response } : {}),
});

/**
 * Every other declared operation (../generic): one handler, the declaration says what it does.
 * Built on the first request no hand-written operation answers.
 */
let declared: Router<V1Operation> | undefined;
function declaredRouter(): Router<V1Operation> {
  if (declared) return declared;
  declared = new Router<V1Operation>();
  for (const operation of genericOperations()) {
    if (operation.kind === "native") continue;
    const pattern = operation.path.replace(/\{(\w+)\}/g, ":$1");
    declared.add(operation.method, pattern, {
      id: operation.id as V1Operation["id"],
      scope: operation.scopes === "none" ? "none" : (operation.scopes[0] ?? null),
      handler: (ctx) => serveGeneric(ctx, operation),
      // Built when the self-check first reads it.
      get response() {
        return answerSchema(operation);
      },
    });
  }
  return declared;
}

/** The hand-written operations: the webhook family, authentication, workspace and the first reads. */
export const v1Router = new Router<V1Operation>()
  .add("GET", "/", anonymous("getApiVersion", getApiVersion, apiVersionEnvelope))
  .add("GET", "/workspace", op("getWorkspace", resources.getWorkspace, singleEnvelope(workspace)))
  .add("GET", "/tasks", op("listTasks", resources.listTasks, pageEnvelope(task)))
  .add("GET", "/lists", op("listLists", resources.listLists, pageEnvelope(listItem)))
  .add("GET", "/contacts/:id", op("getContact", resources.getContact, singleEnvelope(contact)))
  .add("GET", "/webhooks", op("listWebhooks", webhooks.listWebhooks, pageEnvelope(webhook)))
  .add("POST", "/webhooks", op("createWebhook", webhooks.createWebhook, singleEnvelope(webhookWithSecret)))
  .add("GET", "/webhooks/:id", op("getWebhook", webhooks.getWebhook, singleEnvelope(webhook)))
  .add("PATCH", "/webhooks/:id", op("updateWebhook", webhooks.updateWebhook, singleEnvelope(webhook)))
  .add("DELETE", "/webhooks/:id", op("removeWebhook", webhooks.removeWebhook))
  .add(
    "POST",
    "/webhooks/:id/secret-rotation",
    op("rotateWebhookSecret", commands.rotateWebhookSecret, singleEnvelope(webhookSecretRotation)),
  )
  .add(
    "POST",
    "/webhooks/:id/test-delivery",
    op("testWebhookDelivery", commands.testWebhookDelivery, singleEnvelope(webhookTestDelivery)),
  )
  .add(
    "GET",
    "/webhook-deliveries",
    op("listWebhookDeliveries", deliveries.listWebhookDeliveries, pageEnvelope(webhookDelivery)),
  )
  .add(
    "GET",
    "/webhook-deliveries/:id",
    op("getWebhookDelivery", deliveries.getWebhookDelivery, singleEnvelope(webhookDelivery)),
  )
  .add(
    "POST",
    "/auth/cli/token",
    anonymous(
      "exchangeCliAuthorizationCode",
      auth.exchangeCliAuthorizationCode,
      singleEnvelope(cliAuthorization),
    ),
  )
  .add(
    "POST",
    "/auth/cli/storage-compensation",
    op("compensateCliAuthorizationStorage", auth.compensateCliAuthorizationStorage),
  )
  .add(
    "GET",
    "/auth/context",
    op("getCurrentCredentialContext", auth.getCurrentCredentialContext, singleEnvelope(credentialContext)),
  )
  .add("DELETE", "/auth/context", op("revokeCurrentCredential", auth.revokeCurrentCredential));

/** The hand-written operations first, then the declared ones; a path either knows answers 405 with both's methods. */
export function routeV1(method: string, path: string): RouteMatch<V1Operation> {
  const native = v1Router.match(method, path);
  if (native.kind === "found") return native;
  const declared = declaredRouter().match(method, path);
  if (declared.kind === "found") return declared;
  const allow = [
    ...(native.kind === "method_not_allowed" ? native.allow : []),
    ...(declared.kind === "method_not_allowed" ? declared.allow : []),
  ];
  return allow.length > 0 ? { kind: "method_not_allowed", allow } : declared;
}
