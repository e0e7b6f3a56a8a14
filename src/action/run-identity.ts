import { randomUUID } from "node:crypto";
import type { RunIdentity } from "../engine/index.js";
import { parseDecimalInteger } from "../schemas/index.js";

/**
 * The run as the runner describes it. Outside a runner (no GITHUB_RUN_ID) every run is new: a random
 * id, so keys never collide with a real run's.
 */
export function runIdentityFromEnv(env: NodeJS.ProcessEnv): { run: RunIdentity; warning?: string } {
  const runAttempt = parseDecimalInteger(env.GITHUB_RUN_ATTEMPT ?? "", 1, Number.MAX_SAFE_INTEGER) ?? 1;
  const repository = env.GITHUB_REPOSITORY || undefined;
  const job = env.GITHUB_JOB || undefined;
  const base = { runAttempt, ...(repository ? { repository } : {}), ...(job ? { job } : {}) };
  if (env.GITHUB_RUN_ID) return { run: { ...base, runId: env.GITHUB_RUN_ID } };
  return {
    run: { ...base, runId: `local-${randomUUID()}` },
    warning: "GITHUB_RUN_ID is not set: idempotency keys are random, so a repeated run is not recognised",
  };
}
