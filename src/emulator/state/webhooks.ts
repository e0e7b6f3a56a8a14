import type { Webhook, WebhookWithSecret } from "../../schemas/index.js";
import { hex, idHex, sha256Hex, signingSecret } from "./ids.js";
import type { WebhookRecord } from "./model.js";
import type { EmulatorState } from "./store.js";

/**
 * The revision covers configuration (url, actions), enabled state, ownership and the secret
 * generation: every such change bumps `configVersion`, and the revision is an opaque
 * digest of it, so an older revision never comes back. Counters do not bump it.
 */
export function bumpRevision(hook: WebhookRecord): void {
  hook.configVersion += 1;
  hook.revision = `whk1-${sha256Hex(`${hook.revisionSalt}:${hook.configVersion}`)}`;
}

export function createWebhookRecord(
  state: EmulatorState,
  input: { workspaceId: string; ownerCredentialId: string; url: string; actions: string[] },
): WebhookRecord {
  const hook: WebhookRecord = {
    id: `whk_${idHex(12)}`,
    seq: state.nextSeq(),
    workspaceId: input.workspaceId,
    ownerCredentialId: input.ownerCredentialId,
    url: input.url,
    actions: [...input.actions],
    disabled: false,
    autoDisabled: false,
    failCount: 0,
    lastStatus: null,
    secret: signingSecret(),
    secretGeneration: 1,
    configVersion: 0,
    revisionSalt: hex(16),
    revision: "",
    createdAt: state.clock.now(),
  };
  bumpRevision(hook);
  state.webhooks.set(hook.id, hook);
  noteIssued(state, hook);
  return hook;
}

export interface WebhookChanges {
  url?: string | undefined;
  actions?: string[] | undefined;
  disabled?: boolean | undefined;
}

/** Applies an update; `disabled: false` also clears an automatic suspension and its failure count. */
export function updateWebhookRecord(hook: WebhookRecord, changes: WebhookChanges): void {
  let changed = false;
  if (changes.url !== undefined && changes.url !== hook.url) {
    hook.url = changes.url;
    changed = true;
  }
  if (changes.actions !== undefined && JSON.stringify(changes.actions) !== JSON.stringify(hook.actions)) {
    hook.actions = [...changes.actions];
    changed = true;
  }
  if (changes.disabled === false) {
    if (hook.disabled) changed = true;
    hook.disabled = false;
    hook.autoDisabled = false;
    hook.failCount = 0;
  } else if (changes.disabled === true && !hook.disabled) {
    hook.disabled = true;
    changed = true;
  }
  if (changed) bumpRevision(hook);
}

export function rotateWebhookSecret(state: EmulatorState, hook: WebhookRecord): void {
  hook.secret = signingSecret();
  hook.secretGeneration += 1;
  bumpRevision(hook);
  noteIssued(state, hook);
}

function noteIssued(state: EmulatorState, hook: WebhookRecord): void {
  state.issuedSecrets.push({ webhookId: hook.id, generation: hook.secretGeneration, secret: hook.secret });
}

export function webhookResource(hook: WebhookRecord): Webhook {
  return {
    id: hook.id,
    type: "webhook",
    attributes: {
      actions: [...hook.actions],
      disabled: hook.disabled,
      failCount: hook.failCount,
      lastStatus: hook.lastStatus,
      url: hook.url,
      version: 2,
      revision: hook.revision,
    },
  };
}

export function webhookWithSecretResource(hook: WebhookRecord): WebhookWithSecret {
  const resource = webhookResource(hook);
  return { ...resource, attributes: { ...resource.attributes, signingSecret: hook.secret } };
}
