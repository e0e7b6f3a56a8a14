import { createKey, type PlanStep, type RunIdentity, type RunReport } from "../engine/index.js";
import { batchedMessages, maxSeparateAnnotations } from "./annotation-batches.js";
import {
  createKeyNote,
  maxListedJobs,
  type RunHistory,
  type RunHistoryRequest,
  reRunCreatedTitle,
  reRunTitle,
  type Verdict,
  verdictFor,
} from "./rerun-evidence.js";
import type { ActionLog } from "./workflow-commands.js";
import type { ActionWorld } from "./world.js";

/**
 * A workflow re-run attempt starts on a fresh runner, without the run journal of the attempts
 * before (docs/plan.md "Crash safety"). A create is keyed by the run, so an ensure-webhook step that
 * now finds its webhook may be looking at one an earlier attempt created and was killed before
 * storing its secret. What the earlier attempts left on GitHub says whether that happened
 * (rerun-evidence.ts); each such step gets a precise warning, no warning, or, where nothing can be
 * known, a hedged one.
 */

export interface ReRunReport {
  world: Pick<ActionWorld, "env" | "readRunHistory">;
  log: ActionLog;
  /** The rerun-token input ("" when not given). */
  token: string;
  userAgent: string;
  steps: readonly PlanStep[];
  report: RunReport;
  run: RunIdentity;
  signal: AbortSignal;
}

/**
 * Says, for each ensure-webhook step of a re-run attempt that created or found its webhook, what
 * the earlier attempts left: GitHub is asked only when a step found its webhook.
 */
export async function reRunReport(options: ReRunReport): Promise<void> {
  const steps = reRunSteps(options.report, options.steps, options.run);
  if (steps.length === 0) return;
  const history: RunHistory = steps.every((step) => step.created)
    ? { readable: true, jobs: [] }
    : await options.world.readRunHistory(historyRequest(options));
  const notes = reRunNotes(steps, history, options.run.runAttempt);
  if (notes.filter((note) => note.level !== "info").length <= maxSeparateAnnotations) {
    for (const note of notes) {
      if (note.level === "info") options.log.info(note.message);
      else if (note.level === "notice") options.log.notice(note.message, { title: reRunCreatedTitle });
      else options.log.warning(note.message, { title: reRunTitle });
    }
    return;
  }
  // Beyond a few they share annotations, so that none GitHub would drop is missing as evidence for
  // a later attempt (each names its create key); the log keeps each one's own line.
  for (const note of notes) options.log.info(note.message);
  const named = (level: ReRunNote["level"]) =>
    steps
      .filter((_, index) => notes[index]?.level === level)
      .map((step) => `step "${step.stepId}" (webhook ${step.webhookId}, ${createKeyNote(step.key)})`);
  for (const message of batchedMessages(named("warning"), foundMessage)) {
    options.log.warning(message, { title: reRunTitle });
  }
  for (const message of batchedMessages(named("notice"), createdMessage(options.run.runAttempt))) {
    options.log.notice(message, { title: reRunCreatedTitle });
  }
}

/** What GitHub is asked for about this run's earlier attempts. */
export function historyRequest(
  options: Pick<ReRunReport, "world" | "token" | "userAgent" | "run" | "signal">,
): RunHistoryRequest {
  const { env } = options.world;
  return {
    token: options.token,
    apiUrl: env.GITHUB_API_URL || "https://api.github.com",
    // The run this attempt belongs to is the run identity's (the keys were derived from it),
    // never read from the environment a second time.
    repository: options.run.repository ?? "",
    runId: options.run.runId,
    attempt: options.run.runAttempt,
    runnerName: env.RUNNER_NAME,
    userAgent: options.userAgent,
    proxyEnv: env,
    signal: options.signal,
  };
}

const foundMessage = (batch: readonly string[]) =>
  `${batch.length} steps of this re-run attempt found webhooks whose signing secret an earlier attempt may have lost (the log says, for each, what is known and what to do): ${batch.join(", ")}`;

const createdMessage = (attempt: number) => (batch: readonly string[]) =>
  `attempt ${attempt} of the workflow run created these webhooks and their signing secrets reached their sinks: ${batch.join(", ")}`;

/** An ensure-webhook step of this attempt, with the key its create has in every attempt. */
export interface ReRunStep {
  stepId: string;
  webhookId: string;
  key: string;
  /** This attempt created the webhook (else it found it). */
  created: boolean;
}

/** The ensure-webhook steps of a re-run attempt in apply mode that created or found their webhook. */
export function reRunSteps(report: RunReport, steps: readonly PlanStep[], run: RunIdentity): ReRunStep[] {
  if (run.runAttempt <= 1 || report.mode !== "apply") return [];
  return report.steps.flatMap((step) => {
    if (step.uses !== "ensure-webhook" || step.status !== "succeeded") return [];
    const body = steps.find((planned) => planned.id === step.id)?.with as
      | { url?: unknown; actions?: unknown }
      | undefined;
    if (typeof body?.url !== "string" || !Array.isArray(body.actions)) return [];
    const key = createKey(run, step.id, { url: body.url, actions: body.actions as string[] });
    const webhookId = String(step.outputs["webhook-id"] ?? "");
    return [{ stepId: step.id, webhookId, key, created: step.change === "created" }];
  });
}

export interface ReRunNote {
  level: "warning" | "notice" | "info";
  message: string;
}

/** What to say about each step, from what GitHub knows of the earlier attempts. */
export function reRunNotes(steps: readonly ReRunStep[], history: RunHistory, attempt: number): ReRunNote[] {
  return steps.map((step) => {
    if (step.created) return createdNote(step, attempt);
    if (!history.readable) return unreadableNote(step, attempt, history.reason, history.hint);
    const unlisted = history.unlisted ? { before: attempt } : undefined;
    return verdictNote(step, verdictFor(step.key, history.jobs, unlisted), attempt);
  });
}

const rotate = (id: string) =>
  `rotate the secret of webhook ${id} (a rotate-secret step, or svc webhooks rotate-secret ${id})`;

function createdNote(step: ReRunStep, attempt: number): ReRunNote {
  return {
    level: "notice",
    message: `step "${step.stepId}": attempt ${attempt} of the workflow run created webhook ${step.webhookId} and its signing secret reached the sink (${createKeyNote(step.key)})`,
  };
}

function verdictNote(step: ReRunStep, verdict: Verdict, attempt: number): ReRunNote {
  const { stepId, webhookId } = step;
  const key = createKeyNote(step.key);
  switch (verdict.kind) {
    case "none":
      return {
        level: "info",
        message: `step "${stepId}": the earlier attempts of this workflow run ran to their end (post steps included) or found webhook ${webhookId} themselves; none ended with its create in progress, so no signing secret of it was lost`,
      };
    case "lost":
      return {
        level: "warning",
        message: `step "${stepId}": this is attempt ${attempt} of the workflow run; attempt ${verdict.attempt} ended with the create of webhook ${webhookId} in progress (its post step reported it: the attempt was killed, or the answer to the create was unusable) and every attempt since found the webhook, so the signing secret the service issued then reached no sink and this step gets none (${key}): ${rotate(webhookId)}, unless it was rotated since`,
      };
    default:
      return {
        level: "warning",
        message: `step "${stepId}": this is attempt ${attempt} of the workflow run; ${unknownBecause(verdict)}, so whether it created webhook ${webhookId} and lost its signing secret cannot be known (${key}): if the webhook's receiver cannot verify deliveries, ${rotate(webhookId)}`,
      };
  }
}

function unknownBecause(verdict: Extract<Verdict, { kind: "unknown" }>): string {
  switch (verdict.why) {
    case "runner-lost":
      return `attempt ${verdict.attempt} ended without its post steps (its runner was lost)`;
    case "unread":
      return `the annotations of attempt ${verdict.attempt} could not be read within the request budget`;
    default:
      return `the run has more jobs than the ${maxListedJobs} read, and none of attempt ${verdict.attempt}'s was among them`;
  }
}

function unreadableNote(step: ReRunStep, attempt: number, reason: string, hint?: string): ReRunNote {
  return {
    level: "warning",
    message: `step "${step.stepId}": this is attempt ${attempt} of the workflow run, on a runner without the earlier attempts' run journal, and the earlier attempts could not be read from GitHub (${reason}), so whether one of them created webhook ${step.webhookId} and was killed before its signing secret reached the sink cannot be known (${createKeyNote(step.key)}): if the webhook's receiver cannot verify deliveries, ${rotate(step.webhookId)}${hint ? `. ${hint}` : ""}`,
  };
}
