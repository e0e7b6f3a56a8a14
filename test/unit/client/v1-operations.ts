/**
 * Every v1 operation of the client with the request it sends: the one list the client's tests walk
 * (operation-errors.test.ts, path-segments.test.ts). operation-errors.test.ts checks that it names
 * every operation of `operationScopes` (src/schemas/credential.ts) at the method and path the
 * emulator routes to it: a new operation fails there until it is added here.
 */
import type { Client } from "../../../src/client/index.js";
import { REVISION } from "./fixtures.js";

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
export interface Operation {
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
export const v1Operations: Operation[] = [
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
