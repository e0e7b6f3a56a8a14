/**
 * The keyed POSTs of `svc webhooks` (create, rotate-secret, test): the key is chosen here, not by
 * the client, so that when the outcome is unknown (the answer never arrived, or a 5xx after the
 * retries) or the service applied the request but its answer is unusable, the error can name it
 * with the exact command that replays the service's original answer, the signing secret included,
 * instead of acting twice. A key is no secret.
 */
import { randomUUID } from "node:crypto";
import { ApiError, ClientError } from "../../transport/errors.js";
import { attachHint } from "../errors.js";

export function idempotencyKeyFor(given: string | undefined): string {
  return given ?? randomUUID();
}

export interface Replay {
  key: string;
  /** What the request does, in the past tense: "created the webhook", "queued the test delivery". */
  what: string;
  /** The exact command that replays it (src/cli/secrets/replay-command.ts). */
  command: string;
  /** What an unusable answer cost, e.g. "no signing secret was written". */
  unusable?: string | undefined;
}

/** The client's AppliedWriteError: a 2xx answer to a write that breaks the contract. */
function appliedWrite(
  error: unknown,
): { webhookId?: string | undefined; status?: number | undefined } | undefined {
  return error instanceof ClientError && (error as { writeApplied?: unknown }).writeApplied === true
    ? (error as { webhookId?: string | undefined })
    : undefined;
}

/** How to recover from `error`: the replay command, when the request may have been applied. */
function replayHint(error: unknown, replay: Replay): string | undefined {
  const applied = appliedWrite(error);
  if (applied) {
    const id = applied.webhookId;
    const which = id && !replay.what.includes(`webhook ${id}`) ? ` (webhook ${id})` : "";
    const cost = replay.unusable ? ` and ${replay.unusable}` : "";
    return `the service answered HTTP ${applied.status}, so it most likely ${replay.what}${which}, but its answer is not usable${cost}: to get the same answer again (within seven days; the replay does not act twice), run: ${replay.command}`;
  }
  const unknown =
    (error instanceof ClientError && error.outcomeUnknown) ||
    (error instanceof ApiError && error.status >= 500);
  if (!unknown) return undefined;
  return `the service may have ${replay.what}: run the same command again with --idempotency-key ${replay.key} to get its answer back instead of acting twice: ${replay.command}`;
}

/** Runs `call`; an unknown outcome or an applied write with an unusable answer gets the replay hint. */
export async function replayable<T>(replay: Replay, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const hint = replayHint(error, replay);
    if (hint) attachHint(error, hint);
    throw error;
  }
}
