import { neutralWords } from "../../schemas/error-codes.js";
import type { Webhook, WebhookSecretRotation } from "../../schemas/index.js";
import { revisionPattern } from "../../schemas/index.js";
import { IdempotencyConflictError, PreconditionFailedError } from "../../transport/errors.js";
import { describeError, StepFailure } from "../errors.js";
import { rotateKey } from "../idempotency.js";
import type { RevealRecord } from "../journal.js";
import { snapshotOf } from "../review/snapshot.js";
import { defaultSecretSink, type SecretSinkSpec, secretSinkSchema } from "../sinks/sink-schema.js";
import type { SinkReceipt } from "../sinks/types.js";
import { defineStep, type StepContext, type StepOutcome, type WebhookState } from "../step-types.js";
import { actingOn, currentTarget, type PlannedAction, targetedWith } from "./webhook-target.js";

const withSchema = targetedWith(() => ({ "secret-sink": secretSinkSchema.default(defaultSecretSink) }));

const planned: PlannedAction = {
  change: "would-rotate",
  applies: "rotates the signing secret of",
  yields: true,
};

/** What one rotation step knows before it rotates. */
interface Rotation {
  id: string;
  current: Webhook;
  key: string;
  /** This run identity's journal record of an earlier rotation of this webhook, if any. */
  earlier: RevealRecord | undefined;
  /** Names the run journal in messages, when there is one. */
  where: string;
}

export const rotateSecret = defineStep({
  uses: "rotate-secret",
  outputs: ["change", "webhook-id", "revision", "replayed", "secret-sink", "secret-fingerprint", "secret"],
  description: "Rotate a webhook's signing secret (If-Match + idempotency key) into a secret sink.",
  with: withSchema,
  target: { reference: "webhook", id: "webhook-id" },
  yieldsWebhook: true,
  run: async (input, context) => {
    const acting = actingOn(input, context, planned);
    if ("skipped" in acting) {
      onceInPlan(acting.skipped.webhook, context);
      return acting.skipped;
    }
    const { id } = acting;
    // Read now (through a reference: still at the URL its step ensured); the rotation's If-Match
    // is this revision, so the service refuses it if the webhook changes (or moves) after the read.
    const current = await currentTarget(input, acting, context);
    const key = rotateKey(context.run, id);
    const record = await context.journal?.read(context.stepId);
    const earlier =
      record?.op === "rotate" && record.key === key && record.webhookId === id ? record : undefined;
    const where = context.journal ? ` (run journal ${context.journal.location})` : "";
    const rotation: Rotation = { id, current, key, earlier, where };
    // The scheduled-rotation case: this run identity already rotated and the sink holds the secret.
    if (earlier?.state === "stored") return alreadyStored(rotation, earlier);
    const { value, receipt } = await rotate(rotation, input["secret-sink"], context);
    return rotated(rotation, value, receipt, context);
  },
});

/**
 * Plan mode: a run attempt rotates a webhook once (its rotation key is the attempt and the webhook:
 * docs/plan.md "Idempotency keys"), so apply fails a second rotation of it with 409; so does plan.
 */
function onceInPlan(target: WebhookState | undefined, context: StepContext): void {
  const webhook = target?.id ?? (target?.createdBy ? `created by ${target.createdBy}` : undefined);
  const earlier =
    webhook === undefined ? undefined : context.webhooks.plannedRotation(webhook, context.stepId);
  if (earlier !== undefined && earlier !== context.stepId) {
    throw new StepFailure(
      `step "${earlier}" would already rotate the signing secret of this webhook in this run attempt; a run attempt rotates a webhook once (apply would fail with 409 idempotency_conflict): remove one of the steps`,
    );
  }
}

function alreadyStored({ id, current }: Rotation, earlier: RevealRecord): StepOutcome {
  const { revision, url, disabled } = current.attributes;
  return {
    status: "succeeded",
    change: "unchanged",
    summary: `the signing secret of webhook ${id} was already rotated by an earlier run with this run identity and stored (${earlier.fingerprint ?? "no fingerprint"}${earlier.target ? `, ${earlier.target}` : ""}); not rotating again (a new run attempt rotates anew)`,
    outputs: {
      change: "unchanged",
      "webhook-id": id,
      revision,
      replayed: true,
      "secret-sink": earlier.sink,
      "secret-fingerprint": earlier.fingerprint ?? null,
    },
    webhook: { id, revision, url, disabled },
    // A rotation changes the secret only: the webhook is the same before and after.
    before: snapshotOf(current),
    after: snapshotOf(current),
  };
}

/**
 * Rotates into the sink. An interrupted earlier run of this identity sent the rotation with its
 * recorded If-Match: the exact replay (same key, same If-Match) returns that rotation's secret
 * instead of rotating again, delivered only while the webhook is still at the revision it produced.
 */
function rotate(rotation: Rotation, sink: SecretSinkSpec, context: StepContext) {
  const { id, current, key, earlier, where } = rotation;
  const revision = earlier?.ifMatch ?? current.attributes.revision;
  return context
    .revealSecret(
      sink,
      () =>
        context.client.rotateWebhookSecret(id, {
          ifMatch: revision,
          idempotencyKey: key,
          tolerateDeviations: true,
          signal: context.signal,
        }),
      (response) => response.data.attributes.signingSecret,
      async (response) => {
        const replayed = response.transport.idempotencyReplayed === true;
        const answered = response.data.attributes.revision;
        if (replayed && earlier && typeof answered !== "string") {
          // A tolerated answer without its revision proves nothing either way: kept for a re-run.
          throw new Error(
            `webhook ${id}: the replayed rotation's answer holds no revision, so whether the webhook changed since that rotation (and its secret may no longer sign) cannot be told`,
          );
        }
        if (replayed && earlier && answered !== current.attributes.revision) {
          throw new StepFailure(
            `an earlier run with this run identity rotated the signing secret of webhook ${id} and was interrupted before storing it, and the webhook changed since (its revision is no longer the one that rotation produced), so the secret the service replays may not be the one it signs with; it was not stored: rotate anew with a new run attempt (${newAttempt(context)})${where}`,
          );
        }
      },
      { op: "rotate", key, webhookId: id, ifMatch: revision },
    )
    .catch((error: unknown) => {
      throw contention(error, id, where, newAttempt(context));
    });
}

/** How the adapter starts a new run attempt, in its words (the CLI a flag, the Action a re-run). */
const newAttempt = (context: StepContext): string => (context.words ?? neutralWords).newRunAttempt;

/** A 412 or 409 explained: who else changed or rotated the webhook, and what to do. */
function contention(error: unknown, id: string, where: string, attempt: string): unknown {
  if (error instanceof PreconditionFailedError) {
    return new StepFailure(
      `contention: webhook ${id} changed between reading its revision and rotating (412 precondition_failed), e.g. another run rotated or updated it; no secret was rotated: re-run the job`,
      { status: 412, cause: error },
    );
  }
  if (error instanceof IdempotencyConflictError) {
    return new StepFailure(
      `contention: the signing secret of webhook ${id} was already rotated in this run attempt from an earlier revision, by an earlier run with this run identity or by another step, job or matrix entry (HTTP 409 idempotency_conflict, request ${error.requestId}); the service returns that secret only for the same revision, and this run has no record of it${where}, so this step received none and did not rotate again: if that rotation's secret was stored, nothing more is needed; if not (it was interrupted), rotate anew with a new run attempt (${attempt})`,
      { status: 409, cause: error },
    );
  }
  return error;
}

async function rotated(
  { id, current, earlier }: Rotation,
  value: { data: WebhookSecretRotation; transport: { idempotencyReplayed?: boolean | undefined } },
  receipt: SinkReceipt & { fingerprint: string },
  context: StepContext,
): Promise<StepOutcome> {
  const replayed = value.transport.idempotencyReplayed === true;
  const newRevision = await rotatedRevision(id, value.data.attributes.revision, context);
  const again =
    earlier && replayed
      ? " (an earlier run with this run identity was interrupted before storing it: the rotation was replayed, the same secret)"
      : replayed
        ? " (replayed: the same rotation as an earlier request of this run attempt, e.g. another matrix entry)"
        : "";
  const { url, disabled } = current.attributes;
  return {
    status: "succeeded",
    change: "rotated",
    summary: `rotated the signing secret of webhook ${id}${again}; secret sent to ${receipt.target}`,
    outputs: {
      change: "rotated",
      "webhook-id": id,
      revision: newRevision ?? null,
      replayed,
      "secret-sink": receipt.sink,
      "secret-fingerprint": receipt.fingerprint,
    },
    webhook: {
      id,
      ...(newRevision ? { revision: newRevision } : {}),
      url,
      disabled,
      secretRotatedAt: new Date(context.clock.now()).toISOString(),
    },
    before: snapshotOf(current),
    after: snapshotOf(current),
    secret: receipt,
  };
}

/**
 * The revision the rotation produced. A tolerated answer may carry none or a malformed one: the
 * webhook is read back; when that fails too the secret is stored all the same, and the revision
 * is left unknown with a warning (a later step reads the webhook before it changes it).
 */
async function rotatedRevision(
  id: string,
  answered: unknown,
  context: StepContext,
): Promise<string | undefined> {
  if (typeof answered === "string" && revisionPattern.test(answered)) return answered;
  try {
    return (await context.client.getWebhook(id, { signal: context.signal })).data.attributes.revision;
  } catch (error) {
    context.logger.warning(
      `webhook ${id}: the rotation's answer had no valid revision and reading the webhook back failed (${describeError(error)}); the secret was stored, the revision output is empty`,
    );
    return undefined;
  }
}
