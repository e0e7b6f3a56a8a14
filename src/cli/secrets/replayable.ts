/**
 * The keyed POSTs of `svc webhooks` (create, rotate-secret, test): the key is chosen here, not by
 * the client, so that when the outcome is unknown (the answer never arrived, or a 5xx after the
 * retries) the error can name it: the same command with the same key replays the service's
 * original answer, the signing secret included, instead of acting twice. A key is no secret.
 */
import { randomUUID } from "node:crypto";
import { ApiError, ClientError } from "../../transport/errors.js";
import { attachHint } from "../errors.js";

export function idempotencyKeyFor(given: string | undefined): string {
  return given ?? randomUUID();
}

/** Runs `call`; an unknown outcome is rethrown with a hint naming the key to replay it with. */
export async function replayable<T>(key: string, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const unknown =
      (error instanceof ClientError && error.outcomeUnknown) ||
      (error instanceof ApiError && error.status >= 500);
    if (unknown) {
      attachHint(
        error,
        `the service may have ${what}: run the same command again with --idempotency-key ${key} to get its answer back instead of acting twice`,
      );
    }
    throw error;
  }
}
