/**
 * Secret delivery, apart from running steps: which sink handles each kind (the engine's own output,
 * file and command sinks, overridden by the adapter's), and the reveal sequence a step calls for
 * every API call that reveals a signing secret.
 */
import { ApiError, ClientError } from "../transport/errors.js";
import type { EngineContext } from "./engine-context.js";
import { describeError, StepFailure } from "./errors.js";
import { commandSinkHandler } from "./sinks/command-sink.js";
import { fileSinkHandler } from "./sinks/file-sink.js";
import { secretFingerprint } from "./sinks/fingerprint.js";
import { outputSinkHandler } from "./sinks/output-sink.js";
import type { SecretSinkHandler, SecretSinkHandlers } from "./sinks/types.js";
import type { RevealSecret } from "./step-types.js";

/** The sink of each kind for this run: the engine's own, replaced by any the adapter brings. */
export function sinkHandlers(context: EngineContext): Partial<SecretSinkHandlers> {
  return {
    output: outputSinkHandler(context.outputs),
    file: fileSinkHandler(context.workingDirectory ?? process.cwd()),
    command: commandSinkHandler(context.workingDirectory ?? process.cwd()),
    ...context.sinks,
  };
}

/**
 * The sink is prepared before the call that reveals the secret (so a sink that cannot work costs
 * no rotation), the run journal records the intent durably (so a re-run with the same run identity
 * can replay exactly this request after a crash), the secret is masked the instant it exists, then
 * delivered, and the journal notes that the sink holds it.
 */
export function secretRevealer(
  stepId: string,
  context: EngineContext,
  handlers: Partial<SecretSinkHandlers>,
): RevealSecret {
  return async (spec, call, extract, confirm, intent) => {
    const handler = handlers[spec.type] as SecretSinkHandler | undefined;
    if (!handler) throw new StepFailure(`the ${spec.type} secret sink is not available here`);
    const journal = intent ? context.journal : undefined;
    const previous = await journal?.read(stepId);
    const prepared = await handler.prepare(spec, {
      stepId,
      ...(previous?.target ? { previousTarget: previous.target } : {}),
    });
    const record = intent && {
      v: 1 as const,
      step: stepId,
      ...intent,
      sink: spec.type,
      ...(prepared.target ? { target: prepared.target } : {}),
    };
    if (journal && record) {
      try {
        await journal.write({ ...record, state: "pending", at: new Date(context.clock.now()).toISOString() });
      } catch (error) {
        await prepared.abort();
        throw new StepFailure(
          `cannot record the reveal in the run journal ${journal.location} (${describeError(error)}); nothing was sent: fix the state directory and re-run`,
        );
      }
    }
    const hint =
      journal &&
      (journal.replayHint ??
        `a re-run with the same run identity replays it from the run journal (${journal.location})`);
    const replay = hint ? `; ${hint}` : "";
    let value: Awaited<ReturnType<typeof call>>;
    try {
      value = await call();
    } catch (error) {
      await prepared.abort();
      if (!mayHaveIssued(error)) {
        await journal?.remove(stepId);
        throw error;
      }
      throw unstoredSecret(
        error,
        "the service may have issued a new signing secret whose answer never arrived",
        replay,
      );
    }
    const secret = extract(value);
    context.secrets.mask(secret);
    if (confirm) {
      try {
        await confirm(value);
      } catch (error) {
        await prepared.abort();
        // A StepFailure already says what happened to the secret; anything else (a transient
        // error while checking a replayed create) must not lose the issued secret silently.
        if (error instanceof StepFailure) {
          await journal?.remove(stepId);
          throw error;
        }
        throw unstoredSecret(error, "a signing secret was issued but could not be confirmed", replay);
      }
    }
    let receipt: Awaited<ReturnType<typeof prepared.deliver>>;
    try {
      receipt = await prepared.deliver(secret);
    } catch (error) {
      await prepared.abort();
      const recover = hint
        ? `fix the sink, then run again: ${hint} (the same secret); or rotate the secret again (rotate-secret) to issue a new one`
        : "fix the sink, then rotate the secret again (rotate-secret) to issue a new one";
      throw new StepFailure(
        `the new signing secret was issued but the ${spec.type} sink failed: ${describeError(error)}; the secret is masked and was not stored: ${recover}`,
      );
    }
    const fingerprint = secretFingerprint(secret);
    if (journal && record) {
      // The sink holds the secret; a failure to note it only means a re-run replays and delivers again.
      await journal
        .write({ ...record, state: "stored", fingerprint, at: new Date(context.clock.now()).toISOString() })
        .catch((error: unknown) =>
          context.logger.warning(`could not update the run journal: ${describeError(error)}`),
        );
    }
    return { value, receipt: { ...receipt, fingerprint } };
  };
}

/** A secret that may exist at the service but reached no sink: the step says so and how to recover. */
function unstoredSecret(error: unknown, what: string, replay: string): StepFailure {
  return new StepFailure(
    `${describeError(error)}; ${what}, so it was not stored: re-run the job, and rotate the secret again (rotate-secret) if this step does not reveal one${replay}`,
    { cause: error },
  );
}

/**
 * Whether a failed reveal may still have issued a secret: an answer was lost or unreadable
 * (unknown outcome, invalid response), the answer was a gateway/server error that may follow the
 * work, or an earlier attempt of the retried request may have been carried out.
 */
function mayHaveIssued(error: unknown): boolean {
  if (error instanceof ApiError) {
    // Attempts answered 429 were refused before the service acted; they do not make it ambiguous.
    const mayHaveActed = error.transport.attempts - (error.transport.rateLimitedAttempts ?? 0);
    return mayHaveActed > 1 || [500, 502, 504].includes(error.status);
  }
  if (error instanceof ClientError) {
    return (
      error.outcomeUnknown || error.code === "invalid_api_response" || error.code === "response_too_large"
    );
  }
  return false;
}
