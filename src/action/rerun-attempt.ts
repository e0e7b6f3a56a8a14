import type { RunReport } from "../engine/index.js";

/**
 * A workflow re-run attempt starts on a fresh runner, without the run journal of the attempt before
 * (docs/plan.md "Crash safety"). A create is keyed by the run, so an ensure-webhook step that now
 * finds its webhook may be looking at one an earlier attempt created and was killed before storing
 * its secret: that secret cannot be recovered here. Say so for each such step, naming the webhook
 * and the way out, instead of a silent `unchanged`.
 */
export function reRunAttemptWarnings(report: RunReport, runAttempt: number): string[] {
  if (runAttempt <= 1 || report.mode !== "apply") return [];
  return report.steps
    .filter(
      (step) => step.uses === "ensure-webhook" && step.status === "succeeded" && step.change !== "created",
    )
    .map((step) => {
      const id = String(step.outputs["webhook-id"] ?? "");
      return `step "${step.id}": this is attempt ${runAttempt} of the workflow run, on a runner without the earlier attempts' run journal; if an earlier attempt created webhook ${id} and was killed before its secret reached the sink (its post step then reported "the run ended while the create of its webhook was in progress"), that secret is lost and this step gets none: rotate the secret of webhook ${id} (a rotate-secret step) if its receiver cannot verify deliveries`;
    });
}
