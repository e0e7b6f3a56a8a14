/** svc-ci as a library: the typed TeamGrid-compatible client, its errors and webhook signatures. */
export * from "./client/index.js";
export type {
  ApiErrorEnvelope,
  ApiErrorObject,
  CliAuthorization,
  CliTokenExchange,
  Contact,
  CredentialContext,
  CredentialLocation,
  CredentialPrefix,
  DeliveryAttempt,
  DeliveryState,
  LegacyContact,
  LegacyContactInput,
  LegacyContactUpdate,
  LegacyError,
  LegacyResponse,
  LegacyUser,
  LegacyWritePayload,
  ListItem,
  ListItemVariant,
  Page,
  PageInfo,
  Single,
  StorageCompensation,
  Task,
  V1OperationId,
  Webhook,
  WebhookAttributes,
  WebhookCreate,
  WebhookDelivery,
  WebhookDeliveryAttributes,
  WebhookSecretRotation,
  WebhookTestDelivery,
  WebhookUpdate,
  WebhookWithSecret,
  Workspace,
} from "./schemas/index.js";
export { parseCredentialToken } from "./schemas/index.js";
export * from "./signature/index.js";
export { redact } from "./transport/redact.js";
export { VERSION } from "./transport/version.js";
