import { createHash } from "node:crypto";
import type { RunIdentity } from "./engine-context.js";

/**
 * An Idempotency-Key names one intended effect on the service, so the same key always carries the
 * same request (never our own `409 idempotency_conflict`) and two different effects never share
 * one. What is in each key, and why (docs/plan.md#idempotency-keys has the table):
 *
 * - create: run + step + the exact body sent (url and actions). Not the attempt (a re-run replays
 *   the original create), not the job or matrix entry (one step's target is created once per run,
 *   even by two jobs that looked it up at the same moment). The step, because two steps of one
 *   plan that send the same create are two effects: `a` ensures U, `rm` removes it, `e` ensures U
 *   again; with one key, `e`'s create would replay `a`'s webhook that `rm` removed.
 * - rotate: run + attempt + webhook id. Not the job, matrix entry or step: whoever rotates one
 *   webhook in one attempt gets that one rotation (and, replayed, the same secret).
 * - test: run + attempt + job + step + webhook id: every job's step sends its own smoke test of a
 *   webhook; matrix entries of one job share it (GITHUB_JOB is the same for them).
 */
type KeyedOperation = "create" | "rotate" | "test";

const version = "svc-ci/v2";

function key(operation: KeyedOperation, parts: unknown[]): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([version, operation, ...parts]))
    .digest("hex");
  // `svc-ci-<op>-<sha256 hex>`: at most 78 printable ASCII characters, nothing of the run in clear.
  return `svc-ci-${operation}-${digest}`;
}

const runParts = (run: RunIdentity) => [run.repository ?? "", run.runId];

/** The key of a create: the run, the step and exactly the body that is sent. */
export function createKey(
  run: RunIdentity,
  stepId: string,
  body: { url: string; actions: readonly string[] },
): string {
  return key("create", [...runParts(run), stepId, body.url, body.actions]);
}

/**
 * The key of this step's create once the webhook its create `previous` made is gone from the URL
 * (a re-run attempt of a plan that removes and re-creates it): a new create, as deterministic as
 * the first (each attempt follows the same chain, one link further per webhook that went).
 */
export function recreateKey(previous: string, goneId: string): string {
  return key("create", [previous, goneId]);
}

/** The key of a secret rotation: the run attempt and the webhook. */
export function rotateKey(run: RunIdentity, webhookId: string): string {
  return key("rotate", [...runParts(run), run.runAttempt, webhookId]);
}

/** The key of a test delivery: the run attempt, the job, the step and the webhook. */
export function testKey(run: RunIdentity, stepId: string, webhookId: string): string {
  return key("test", [...runParts(run), run.runAttempt, run.job ?? "", stepId, webhookId]);
}
