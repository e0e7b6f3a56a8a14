import { z } from "zod";

/** Region and cell ids: 1-64 chars of [a-z0-9-], starting and ending alphanumeric. */
export const locationPattern = /^(?=.{1,64}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const credentialPrefixes = ["tg_pat_v2", "tg_sa_v2", "tg_sk_v1"] as const;
export type CredentialPrefix = (typeof credentialPrefixes)[number];

/** `<prefix>_<region>_<cellId>_<credentialId>_<secret>`; region and cell may contain `-` but never `_`. */
export const credentialTokenPattern =
  /^(tg_pat_v2|tg_sa_v2|tg_sk_v1)_([a-z0-9-]{1,64})_([a-z0-9-]{1,64})_([a-f0-9]{24})_([a-f0-9]{64})$/;

export interface CredentialLocation {
  prefix: CredentialPrefix;
  region: string;
  cellId: string;
  credentialId: string;
}

/** Parses a credential's routing hint, or returns undefined. Never echoes the token. */
export function parseCredentialToken(token: string): CredentialLocation | undefined {
  const match = credentialTokenPattern.exec(token.trim());
  if (!match) return undefined;
  const [, prefix, region, cellId, credentialId] = match;
  if (!prefix || !region || !cellId || !credentialId) return undefined;
  if (!locationPattern.test(region) || !locationPattern.test(cellId)) return undefined;
  return { prefix: prefix as CredentialPrefix, region, cellId, credentialId };
}

/** A scope: `resource:access` or `resource:sub:access`, lowercase words with digits and dashes. */
export const scopePattern = /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*){1,2}$/;
export const scope = z.string().regex(scopePattern);

/** Scopes each v1 operation needs; `null` = any valid bearer, `"none"` = no bearer. */
export const operationScopes = {
  getWorkspace: "workspace:read",
  listTasks: "tasks:read",
  listLists: "lists:read",
  getContact: "contacts:read",
  listWebhooks: "webhooks:read",
  getWebhook: "webhooks:read",
  createWebhook: "webhooks:write",
  updateWebhook: "webhooks:write",
  removeWebhook: "webhooks:write",
  rotateWebhookSecret: "webhooks:write",
  testWebhookDelivery: "webhooks:write",
  listWebhookDeliveries: "webhooks:read",
  getWebhookDelivery: "webhooks:read",
  exchangeCliAuthorizationCode: "none",
  compensateCliAuthorizationStorage: null,
  getCurrentCredentialContext: null,
  revokeCurrentCredential: null,
} as const;
export type V1OperationId = keyof typeof operationScopes;
