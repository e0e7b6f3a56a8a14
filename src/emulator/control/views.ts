import type { Services } from "../services.js";
import type { DeliveryRecord, WebhookRecord } from "../state/model.js";
import { deliveryResource } from "../v1/deliveries.js";

/** Internal view of a webhook; the secret only when the emulator was started with exposeSecrets. */
export function webhookView(services: Services, hook: WebhookRecord, includeSecrets: boolean) {
  return {
    id: hook.id,
    workspaceId: hook.workspaceId,
    ownerCredentialId: hook.ownerCredentialId,
    url: hook.url,
    actions: [...hook.actions],
    disabled: hook.disabled,
    autoDisabled: hook.autoDisabled,
    failCount: hook.failCount,
    lastStatus: hook.lastStatus,
    revision: hook.revision,
    secretGeneration: hook.secretGeneration,
    createdAt: services.state.clock.iso(hook.createdAt),
    ...(includeSecrets && services.options.exposeSecrets ? { signingSecret: hook.secret } : {}),
  };
}

export function deliveryView(services: Services, record: DeliveryRecord) {
  return {
    ...deliveryResource(services.state, record).attributes,
    workspaceId: record.workspaceId,
    ownerCredentialId: record.ownerCredentialId,
    test: record.test,
  };
}

export function stateView(services: Services) {
  const { state } = services;
  return {
    region: state.region,
    cellId: state.cellId,
    now: state.clock.iso(),
    clockOffsetMs: state.clock.offsetMs,
    workspaces: [...state.workspaces.values()],
    credentials: [...state.credentials.values()].map((credential) => ({
      id: credential.id,
      name: credential.name,
      workspaceId: credential.workspaceId,
      kind: credential.kind,
      scopes: [...credential.scopes],
      expiresAt: state.clock.iso(credential.expiresAt),
      revokedAt: credential.revokedAt === null ? null : state.clock.iso(credential.revokedAt),
    })),
    legacyCredentials: [...state.legacyCredentials.values()].map(({ id, name, workspaceId }) => ({
      id,
      name,
      workspaceId,
    })),
    counts: {
      webhooks: state.webhooks.size,
      deliveries: state.deliveries.size,
      idempotencyRecords: state.idempotency.size,
    },
    faults: services.faults.list(),
  };
}
