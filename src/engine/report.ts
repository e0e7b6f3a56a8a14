import type { Mode } from "./engine-context.js";
import type { ChangeCounts } from "./review/counts.js";
import type { WebhookChange } from "./review/snapshot.js";
import type { SinkReceipt } from "./sinks/types.js";
import type { DeliveryRow, OutputValue } from "./step-types.js";

type StepStatus = "succeeded" | "failed" | "skipped" | "not-run";

/**
 * What one step did; holds no secret (a secret only ever reaches a sink). A step that involves a
 * webhook says what it was before and after (`before`/`after`, docs/plan.md "Reviewing a plan").
 */
export interface StepReport extends WebhookChange {
  id: string;
  uses: string;
  name?: string;
  status: StepStatus;
  change?: string;
  summary: string;
  outputs: Record<string, OutputValue>;
  error?: string;
  deliveries?: DeliveryRow[];
  secret?: SinkReceipt & { redacted: true; fingerprint: string };
  durationMs?: number;
}

export interface RunReport {
  mode: Mode;
  ok: boolean;
  /** Steps that changed a webhook or its secret, or in plan mode would change one. */
  changes: number;
  /** The steps by what they did (or would do): `Plan: 1 to create, ...`. Always set by runPlan. */
  counts?: ChangeCounts;
  steps: StepReport[];
  /** Always set by runPlan. */
  totals?: RunTotals;
}

/** What the whole run took. */
export interface RunTotals {
  /** From the first step's start to the last step's end. */
  durationMs: number;
  /** HTTP attempts the run's client made (retries included), when the adapter counts them. */
  requests?: number;
  /** Of those, the ones answered 429 (each waited out, or the step failed). */
  rateLimited?: number;
}

const CONFIGURATION_CHANGES = new Set([
  "created",
  "updated",
  "reactivated",
  "rotated",
  "removed",
  "would-create",
  "would-update",
  "would-reactivate",
  "would-rotate",
  "would-remove",
]);

export function countChanges(steps: readonly StepReport[]): number {
  return steps.filter((step) => step.change !== undefined && CONFIGURATION_CHANGES.has(step.change)).length;
}

/** The first failure, phrased for setFailed: it names the step. */
export function failureMessage(report: RunReport): string | undefined {
  const failed = report.steps.find((step) => step.status === "failed");
  if (!failed) return undefined;
  return `step "${failed.id}" (${failed.uses}) failed: ${failed.error ?? failed.summary}`;
}
