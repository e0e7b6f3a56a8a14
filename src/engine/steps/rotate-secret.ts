import { z } from "zod";
import { IdempotencyConflictError, PreconditionFailedError } from "../../core/errors.js";
import { lazySchema } from "../../schemas/index.js";
import { StepFailure } from "../errors.js";
import { rotateKey } from "../idempotency.js";
import { defaultSecretSink, secretSinkSchema } from "../sinks/sink-schema.js";
import { defineStep } from "../step-types.js";
import { describeTarget, oneTarget, resolveTarget, targetFields } from "./webhook-target.js";

const withSchema = lazySchema(() =>
  z
    .strictObject({ ...targetFields, "secret-sink": secretSinkSchema.default(defaultSecretSink) })
    .superRefine(oneTarget(false)),
);

export const rotateSecret = defineStep({
  uses: "rotate-secret",
  description: "Rotate a webhook's signing secret (If-Match + idempotency key) into a secret sink.",
  with: withSchema,
  yieldsWebhook: true,
  secretSink: (input) => input["secret-sink"],
  run: async (input, context) => {
    const target = resolveTarget(input, context);
    if (!target) throw new StepFailure("needs a webhook");
    if (context.mode === "plan" || !target.id) {
      return {
        status: "skipped",
        change: "would-rotate",
        summary: `skipped in plan mode (apply rotates the signing secret of ${describeTarget(target)})`,
        outputs: { change: "would-rotate" },
        webhook: target,
      };
    }
    const { signal } = context;
    const current = await context.client.getWebhook(target.id, { signal });
    const revision = current.data.attributes.revision;
    const key = rotateKey(context.run, target.id);
    const id = target.id;
    const { value, receipt } = await context
      .revealSecret(
        input["secret-sink"],
        () => context.client.rotateWebhookSecret(id, { ifMatch: revision, idempotencyKey: key, signal }),
        (response) => response.data.attributes.signingSecret,
      )
      .catch((error: unknown) => {
        if (error instanceof PreconditionFailedError) {
          throw new StepFailure(
            `contention: webhook ${id} changed between reading its revision and rotating (412 precondition_failed), e.g. another run rotated or updated it; no secret was rotated: re-run the job`,
            { status: 412 },
          );
        }
        if (error instanceof IdempotencyConflictError) {
          throw new StepFailure(
            `contention: the signing secret of webhook ${id} was already rotated in this run attempt, from an earlier revision, by another step, job or matrix entry (HTTP 409 idempotency_conflict, request ${error.requestId}); the service returns that secret only for the same revision, so this step received none and did not rotate again: use the secret the other rotation delivered, or re-run the workflow to rotate anew`,
            { status: 409 },
          );
        }
        throw error;
      });
    const { replayed, revision: newRevision } = value.data.attributes;
    const again = replayed
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
