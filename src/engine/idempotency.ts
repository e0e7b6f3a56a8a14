import { createHash } from "node:crypto";
import type { RunIdentity } from "./context.js";

/**
 * Operations that send an Idempotency-Key. `create` leaves the run attempt out, so re-running a
 * workflow replays the original create instead of making a second webhook; `rotate` and `test`
 * include it, so a re-run attempt is a new rotation / a new smoke test. Retries of one request
 * inside an attempt reuse the key (the client resends the same header), so nothing happens twice.
 */
export type KeyedOperation = "create" | "rotate" | "test";
const attemptScoped: Record<KeyedOperation, boolean> = { create: false, rotate: true, test: true };

/** `svc-ci-<op>-<sha256 hex>`: at most 78 printable ASCII characters, no run data in clear. */
export function idempotencyKey(run: RunIdentity, stepId: string, operation: KeyedOperation): string {
  const parts: (string | number)[] = ["svc-ci/v1", run.repository ?? "", run.runId, stepId, operation];
  if (attemptScoped[operation]) parts.push(run.runAttempt);
  const digest = createHash("sha256").update(JSON.stringify(parts)).digest("hex");
  return `svc-ci-${operation}-${digest}`;
}
