/**
 * Secret delivery, apart from running steps: which sink handles each kind (the engine's own output,
 * file and command sinks, overridden by the adapter's), and the reveal sequence a step calls for
 * every API call that reveals a signing secret.
 */
import { ApiError, ClientError } from "../transport/errors.js";
import type { EngineContext } from "./engine-context.js";
import { describeError, isAppliedWrite, StepFailure } from "./errors.js";
import type { RevealJournal, RevealRecord } from "./journal.js";
import { commandSinkHandler } from "./sinks/command-sink.js";
import { fileSinkHandler } from "./sinks/file-sink.js";
import { secretFingerprint } from "./sinks/fingerprint.js";
import { outputSinkHandler } from "./sinks/output-sink.js";
import type { SecretSinkSpec } from "./sinks/sink-schema.js";
import type { PreparedSink, SecretSinkHandler, SecretSinkHandlers, SinkReceipt } from "./sinks/types.js";
import type { RevealIntent, RevealSecret } from "./step-types.js";

/** The sink of each kind for this run: the engine's own, replaced by any the adapter brings. */
export function sinkHandlers(context: EngineContext): Partial<SecretSinkHandlers> {
  return {
    output: outputSinkHandler(context.outputs),
    file: fileSinkHandler(context.workingDirectory ?? process.cwd()),
    command: commandSinkHandler(context.workingDirectory ?? process.cwd()),
    ...context.sinks,
  };
}

/** One reveal in progress: the step, its prepared sink and, with a journal, its record. */
interface Reveal {
  stepId: string;
  context: EngineContext;
  spec: SecretSinkSpec;
  prepared: PreparedSink;
  journal: RevealJournal | undefined;
  record: Omit<RevealRecord, "state" | "at"> | undefined;
  /** How a re-run replays this reveal from the journal, when there is one. */
  hint: string | undefined;
}

/**
 * The sink is prepared before the call that reveals the secret (so a sink that cannot work costs
 * no rotation), the run journal records the intent durably (so a re-run with the same run identity
 * can replay exactly this request after a crash), the secret is masked the instant it exists, then
 * delivered, and the journal notes that the sink holds it. What was odd about a tolerated answer
 * (the client's `warnings`) is logged as a warning.
 */
export function secretRevealer(
  stepId: string,
  context: EngineContext,
  handlers: Partial<SecretSinkHandlers>,
): RevealSecret {
  return async (spec, call, extract, confirm, intent) => {
    const reveal = await begin(stepId, context, handlers, spec, intent);
    const value = await callRevealing(reveal, call);
    const secret = extract(value);
    context.secrets.mask(secret);
    warnDeviations(reveal, value);
    if (confirm) await confirmAnswer(reveal, () => confirm(value));
    const receipt = await deliver(reveal, secret);
    const fingerprint = secretFingerprint(secret);
    await noteStored(reveal, fingerprint);
    return { value, receipt: { ...receipt, fingerprint } };
  };
}

/** Prepares the sink and writes the journal's `pending` record before anything is sent. */
async function begin(
  stepId: string,
  context: EngineContext,
  handlers: Partial<SecretSinkHandlers>,
  spec: SecretSinkSpec,
  intent: RevealIntent | undefined,
): Promise<Reveal> {
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
  return { stepId, context, spec, prepared, journal, record, hint };
}

/** The API call; a failure after which a secret may exist says so and how to recover it. */
async function callRevealing<T>(reveal: Reveal, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    await reveal.prepared.abort();
    if (!mayHaveIssued(error)) {
      await reveal.journal?.remove(reveal.stepId);
      throw error;
    }
    const what = isAppliedWrite(error)
      ? "the service answered 2xx, so it most likely issued a new signing secret, but its answer holds no usable one"
      : "the service may have issued a new signing secret whose answer never arrived";
    throw unstoredSecret(error, what, reveal.hint);
  }
}

/** The client's `warnings` of a tolerated answer, one warning line each. */
function warnDeviations(reveal: Reveal, value: unknown): void {
  const warnings = (value as { warnings?: { path: string; problem: string }[] } | undefined)?.warnings;
  const id = (value as { data?: { id?: unknown } } | undefined)?.data?.id;
  for (const { path, problem } of warnings ?? []) {
    reveal.context.logger.warning(
      `webhook ${String(id)}: the service's answer differs from the contract at ${path} (${problem}); the signing secret in it is used all the same`,
    );
  }
}

async function confirmAnswer(reveal: Reveal, confirm: () => Promise<void>): Promise<void> {
  try {
    await confirm();
  } catch (error) {
    await reveal.prepared.abort();
    // A StepFailure already says what happened to the secret; anything else (a transient
    // error while checking a replayed create) must not lose the issued secret silently.
    if (error instanceof StepFailure) {
      await reveal.journal?.remove(reveal.stepId);
      throw error;
    }
    throw unstoredSecret(error, "a signing secret was issued but could not be confirmed", reveal.hint);
  }
}

async function deliver(reveal: Reveal, secret: string): Promise<SinkReceipt> {
  try {
    return await reveal.prepared.deliver(secret);
  } catch (error) {
    await reveal.prepared.abort();
    const { hint } = reveal;
    const recover = hint
      ? `fix the sink, then run again: ${hint} (the same secret); or rotate the secret again (rotate-secret) to issue a new one`
      : "fix the sink, then rotate the secret again (rotate-secret) to issue a new one";
    // A sink whose own request may have gone through (a GitHub answer that never came) may hold it.
    const stored = (error as { outcomeUnknown?: unknown } | null)?.outcomeUnknown
      ? "may or may not have been stored"
      : "was not stored";
    throw new StepFailure(
      `the new signing secret was issued but the ${reveal.spec.type} sink failed: ${describeError(error)}; the secret is masked and ${stored}: ${recover}`,
      { cause: error },
    );
  }
}

/** The sink holds the secret; a failure to note it only means a re-run replays and delivers again. */
async function noteStored(reveal: Reveal, fingerprint: string): Promise<void> {
  const { journal, record, context } = reveal;
  if (!journal || !record) return;
  await journal
    .write({ ...record, state: "stored", fingerprint, at: new Date(context.clock.now()).toISOString() })
    .catch((error: unknown) =>
      context.logger.warning(`could not update the run journal: ${describeError(error)}`),
    );
}

/** A secret that may exist at the service but reached no sink: the step says so and how to recover. */
function unstoredSecret(error: unknown, what: string, hint: string | undefined): StepFailure {
  const replay = hint ? `; ${hint}` : "";
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
