import { IdempotencyConflictError, PreconditionFailedError } from "../../transport/errors.js";
import { StepFailure } from "../errors.js";
import { rotateKey } from "../idempotency.js";
import { defaultSecretSink, secretSinkSchema } from "../sinks/sink-schema.js";
import { defineStep } from "../step-types.js";
import { actingOn, type PlannedAction, targetedWith } from "./webhook-target.js";

const withSchema = targetedWith(() => ({ "secret-sink": secretSinkSchema.default(defaultSecretSink) }));

const planned: PlannedAction = {
  change: "would-rotate",
  applies: "rotates the signing secret of",
  yields: true,
};

export const rotateSecret = defineStep({
  uses: "rotate-secret",
  outputs: ["change", "webhook-id", "revision", "replayed", "secret-sink", "secret-fingerprint", "secret"],
  description: "Rotate a webhook's signing secret (If-Match + idempotency key) into a secret sink.",
  with: withSchema,
  yieldsWebhook: true,
  run: async (input, context) => {
    const acting = actingOn(input, context, planned);
    if ("skipped" in acting) return acting.skipped;
    const { id } = acting;
    const { signal } = context;
    const current = await context.client.getWebhook(id, { signal });
    const key = rotateKey(context.run, id);
    const record = await context.journal?.read(context.stepId);
    const earlier =
      record?.op === "rotate" && record.key === key && record.webhookId === id ? record : undefined;
    const where = context.journal ? ` (run journal ${context.journal.location})` : "";
    if (earlier?.state === "stored") {
      // The scheduled-rotation case: this run identity already rotated and the sink holds the secret.
      return {
        status: "succeeded",
        change: "unchanged",
        summary: `the signing secret of webhook ${id} was already rotated by an earlier run with this run identity and stored (${earlier.fingerprint ?? "no fingerprint"}${earlier.target ? `, ${earlier.target}` : ""}); not rotating again (a new run attempt rotates anew)`,
        outputs: {
          change: "unchanged",
          "webhook-id": id,
          revision: current.data.attributes.revision,
          replayed: true,
          "secret-sink": earlier.sink,
          "secret-fingerprint": earlier.fingerprint ?? null,
        },
        webhook: {
          id,
          revision: current.data.attributes.revision,
          url: current.data.attributes.url,
          disabled: current.data.attributes.disabled,
        },
      };
    }
    // An interrupted earlier run of this identity sent the rotation with this If-Match: the exact
    // replay (same key, same If-Match) returns that rotation's secret instead of rotating again.
    const revision = earlier?.ifMatch ?? current.data.attributes.revision;
    const { value, receipt } = await context
      .revealSecret(
        input["secret-sink"],
        () => context.client.rotateWebhookSecret(id, { ifMatch: revision, idempotencyKey: key, signal }),
        (response) => response.data.attributes.signingSecret,
        async (response) => {
          const rotated = response.data.attributes;
          if (rotated.replayed && earlier && rotated.revision !== current.data.attributes.revision) {
            throw new StepFailure(
              `an earlier run with this run identity rotated the signing secret of webhook ${id} and was interrupted before storing it, and the webhook changed since (its revision is no longer the one that rotation produced), so the secret the service replays may not be the one it signs with; it was not stored: rotate anew with a new run attempt (svc run --run-attempt <next>, or re-run the workflow)${where}`,
            );
          }
        },
        { op: "rotate", key, webhookId: id, ifMatch: revision },
      )
      .catch((error: unknown) => {
        if (error instanceof PreconditionFailedError) {
          throw new StepFailure(
            `contention: webhook ${id} changed between reading its revision and rotating (412 precondition_failed), e.g. another run rotated or updated it; no secret was rotated: re-run the job`,
            { status: 412, cause: error },
          );
        }
        if (error instanceof IdempotencyConflictError) {
          throw new StepFailure(
            `contention: the signing secret of webhook ${id} was already rotated in this run attempt from an earlier revision, by an earlier run with this run identity or by another step, job or matrix entry (HTTP 409 idempotency_conflict, request ${error.requestId}); the service returns that secret only for the same revision, and this run has no record of it${where}, so this step received none and did not rotate again: if that rotation's secret was stored, nothing more is needed; if not (it was interrupted), rotate anew with a new run attempt (svc run --run-attempt <next>, or re-run the workflow)`,
            { status: 409, cause: error },
          );
        }
        throw error;
      });
    const { replayed, revision: newRevision } = value.data.attributes;
    const again =
      earlier && replayed
        ? " (an earlier run with this run identity was interrupted before storing it: the rotation was replayed, the same secret)"
        : replayed
          ? " (replayed: the same rotation as an earlier request of this run attempt, e.g. another matrix entry)"
          : "";
    return {
      status: "succeeded",
      change: "rotated",
      summary: `rotated the signing secret of webhook ${id}${again}; secret sent to ${receipt.target}`,
      outputs: {
        change: "rotated",
        "webhook-id": id,
        revision: newRevision,
        replayed,
        "secret-sink": receipt.sink,
        "secret-fingerprint": receipt.fingerprint,
      },
      webhook: {
        id,
        revision: newRevision,
        url: current.data.attributes.url,
        disabled: current.data.attributes.disabled,
      },
      secret: receipt,
    };
  },
});
