/**
 * A workflow re-run attempt that stopped before its steps ran (an invalid plan: on a self-hosted
 * runner, which keeps the workspace, a file a killed earlier attempt wrote makes the file sink
 * refuse the plan; or anything else that ends it early) still reports what the earlier attempts
 * left (docs/plan.md "Crash safety"), so no lost secret goes unnamed whatever stopped it:
 * - a file of the plan's file sinks that a killed earlier attempt of this run wrote, proven by the
 *   fingerprint its post step recorded from the run journal, is named as this run's own (which
 *   attempt, which step, which webhook) with what to do; one whose fingerprint differs is not;
 * - a secret a killed attempt stored only in its masked step output (which this attempt cannot
 *   read) names its webhook;
 * - a create an earlier attempt left in progress names its step and URL.
 * Loaded only on such an attempt (lazily, like rerun-attempt.ts). Never fails the run.
 */
import { createKey, type PlanStep, type RunIdentity } from "../engine/index.js";
import { readSmallFile } from "../engine/owned-files.js";
import { secretFilePaths, secretFileValue } from "../engine/plan-run/secret-files.js";
import { secretFingerprint } from "../engine/sinks/fingerprint.js";
import { batchedMessages } from "./annotation-batches.js";
import { historyRequest } from "./rerun-attempt.js";
import {
  createKeyNote,
  type JobEvidence,
  type RunHistory,
  reRunTitle,
  type StoredSecret,
  verdictFor,
} from "./rerun-evidence.js";
import type { ActionLog } from "./workflow-commands.js";
import type { ActionWorld } from "./world.js";

export interface StoppedReRun {
  world: Pick<ActionWorld, "env" | "readRunHistory">;
  log: ActionLog;
  token: string;
  userAgent: string;
  /** The plan's steps (parsed), where the files and the creates come from. */
  steps: readonly PlanStep[];
  run: RunIdentity;
  /** What relative file sink paths are resolved against. */
  workspace: string;
  signal: AbortSignal;
}

export async function stoppedReRunReport(options: StoppedReRun): Promise<void> {
  const { run, log } = options;
  if (run.runAttempt <= 1) return;
  const history: RunHistory = await options.world.readRunHistory(historyRequest(options));
  const attempt = `this is attempt ${run.runAttempt} of the workflow run and it stopped before its steps ran`;
  if (!history.readable) {
    log.warning(
      `${attempt}; what the earlier attempts left could not be read from GitHub (${history.reason}), so a secret one of them stored in a file of this workspace, or only in its step outputs, cannot be named${history.hint ? `. ${history.hint}` : ""}`,
      { title: reRunTitle },
    );
    return;
  }
  const creates = plannedCreates(options.steps, run);
  const notes = [
    ...(await fileNotes(options, history.jobs)),
    ...outputNotes(history.jobs, creates),
    ...lostCreateNotes(history, creates, run.runAttempt),
  ];
  for (const message of batchedMessages(notes, (batch) => `${attempt}: ${batch.join("; ")}`))
    log.warning(message, { title: reRunTitle });
}

/** The earlier attempts' stored secrets, the newest attempt first. */
const storedSecrets = (jobs: readonly JobEvidence[]) =>
  [...jobs]
    .sort((a, b) => b.attempt - a.attempt)
    .flatMap((job) => job.stored.map((secret) => ({ attempt: job.attempt, secret })));

const ofWebhook = (secret: StoredSecret, creates: ReadonlyMap<string, PlannedCreate>) =>
  secret.webhookId
    ? `webhook ${secret.webhookId}`
    : secret.key && creates.has(secret.key)
      ? `the webhook at ${creates.get(secret.key)?.url}`
      : `the webhook its create made (${createKeyNote(secret.key ?? "?")})`;

/** Each file of the plan's file sinks that exists, against what the earlier attempts stored in it. */
async function fileNotes(options: StoppedReRun, jobs: readonly JobEvidence[]): Promise<string[]> {
  const stored = storedSecrets(jobs).filter(({ secret }) => secret.file !== undefined);
  const notes: string[] = [];
  for (const { stepId, path } of secretFilePaths(options.steps, options.workspace)) {
    const earlier = stored.filter(({ secret }) => secret.file === path);
    if (earlier.length === 0) continue;
    const text = await readSmallFile(path, 256);
    if (text === undefined) continue;
    const fingerprint = secretFingerprint(secretFileValue(text));
    const own = earlier.find(({ secret }) => secret.fingerprint === fingerprint);
    if (own)
      notes.push(ownFileNote(stepId, path, own.attempt, withWebhook(own.secret, stepId, own.attempt, jobs)));
    else
      notes.push(
        `${path} (step "${stepId}") is not a file this run wrote: attempt ${earlier[0]?.attempt} stored another secret there (its fingerprint differs), so something replaced it since; remove it only if you know what it is`,
      );
  }
  return notes;
}

/**
 * A file whose journal record was not yet marked stored names no step or webhook: they are the
 * plan's step that writes the file, and the webhook of its rotation that attempt left in progress.
 */
function withWebhook(
  secret: StoredSecret,
  stepId: string,
  attempt: number,
  jobs: readonly JobEvidence[],
): StoredSecret {
  if (secret.step !== undefined) return secret;
  const rotation = jobs
    .filter((job) => job.attempt === attempt)
    .flatMap((job) => job.pendingRotations)
    .find((pending) => pending.step === stepId);
  return { ...secret, step: stepId, ...(rotation ? { webhookId: rotation.webhookId } : {}) };
}

function ownFileNote(stepId: string, path: string, attempt: number, secret: StoredSecret): string {
  const webhook = secret.webhookId ? `webhook ${secret.webhookId}` : "its webhook";
  return `${path} (step "${stepId}") is this run's own: attempt ${attempt}, which was killed, stored the signing secret of ${webhook} in it (step "${secret.step}", fingerprint ${secret.fingerprint}, as attempt ${attempt}'s post step recorded from its run journal), and the file sink never overwrites a file. If ${webhook}'s receiver still needs that secret, keep a copy; then remove ${path} and re-run: a rotation rotates anew and writes the new secret there, a create that finds its webhook writes none`;
}

/** Secrets a killed attempt stored only in its masked step outputs: this attempt cannot read them. */
function outputNotes(jobs: readonly JobEvidence[], creates: ReadonlyMap<string, PlannedCreate>): string[] {
  return storedSecrets(jobs)
    .filter(({ secret }) => secret.sink === "output")
    .map(
      ({ attempt, secret }) =>
        `attempt ${attempt}, which was killed, stored the signing secret of ${ofWebhook(secret, creates)} (step "${secret.step}", fingerprint ${secret.fingerprint}) only in its masked step output, which no later attempt can read: if nothing of attempt ${attempt} used it, rotate that webhook's secret (a rotate-secret step, or svc webhooks rotate-secret)`,
    );
}

interface PlannedCreate {
  stepId: string;
  url: string;
}

/** The create key of each ensure-webhook step of the plan (the same in every attempt of the run). */
function plannedCreates(steps: readonly PlanStep[], run: RunIdentity): Map<string, PlannedCreate> {
  const creates = new Map<string, PlannedCreate>();
  for (const step of steps) {
    const body = step.with as { url?: unknown; actions?: unknown } | undefined;
    if (step.uses !== "ensure-webhook" || typeof body?.url !== "string" || !Array.isArray(body.actions))
      continue;
    creates.set(createKey(run, step.id, { url: body.url, actions: body.actions as string[] }), {
      stepId: step.id,
      url: body.url,
    });
  }
  return creates;
}

function lostCreateNotes(
  history: Extract<RunHistory, { readable: true }>,
  creates: ReadonlyMap<string, PlannedCreate>,
  attempt: number,
): string[] {
  const unlisted = history.unlisted ? { before: attempt } : undefined;
  return [...creates].flatMap(([key, create]) => {
    const verdict = verdictFor(key, history.jobs, unlisted);
    if (verdict.kind !== "lost") return [];
    return [
      `step "${create.stepId}": attempt ${verdict.attempt} ended with the create of the webhook at ${create.url} in progress (its post step reported it), so the signing secret the service issued then may have reached no sink (${createKeyNote(key)}); this attempt stopped before it could look: once it runs, the step names the webhook; if its receiver cannot verify deliveries, rotate its secret`,
    ];
  });
}
