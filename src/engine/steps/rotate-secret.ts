import { z } from "zod";
import { PreconditionFailedError } from "../../core/errors.js";
import { StepFailure } from "../errors.js";
import { idempotencyKey } from "../idempotency.js";
import { defaultSecretSink, secretSinkSchema } from "../sinks/sink-schema.js";
import { defineStep } from "../step-types.js";
import { describeTarget, oneTarget, resolveTarget, targetFields } from "./webhook-target.js";

const withSchema = z
  .strictObject({ ...targetFields, "secret-sink": secretSinkSchema.default(defaultSecretSink) })
  .superRefine(oneTarget(false));

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
    const current = await context.client.getWebhook(target.id);
    const revision = current.data.attributes.revision;
    const key = idempotencyKey(context.run, context.stepId, "rotate");
    const id = target.id;
    const { value, receipt } = await context
      .revealSecret(
        input["secret-sink"],
        () => context.client.rotateWebhookSecret(id, { ifMatch: revision, idempotencyKey: key }),
        (response) => response.data.attributes.signingSecret,
      )
      .catch((error: unknown) => {
        if (error instanceof PreconditionFailedError) {
          throw new StepFailure(
            `webhook ${id} changed between reading its revision and rotating (412 precondition_failed); no secret was rotated: re-run the job`,
          );
        }
        throw error;
      });
    const { replayed, revision: newRevision } = value.data.attributes;
    const again = replayed ? " (replayed: the same rotation as an earlier request of this attempt)" : "";
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
