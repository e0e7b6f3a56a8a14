/**
 * What a workflow re-run attempt can learn about the run's earlier attempts from GitHub (the
 * run's jobs and their check-run annotations), reduced to what docs/plan.md "Crash safety" needs:
 * did the job end with its post steps, and did our post step report a create in progress.
 * Pure: run-history.ts fetches, this module reads. Imported by the post step too (the markers).
 */

/** The title of the post step's annotation for a reveal left pending. */
export const pendingRevealTitle = "svc-ci: secret reveal pending";
/**
 * The title of the post step's annotation, after a main step that did not end (it was killed),
 * naming the secrets its steps had stored (a file, a masked output) with their fingerprints: a
 * re-run attempt recognises a file of this run by it, and names a webhook whose secret went only to
 * that attempt's output.
 */
export const storedRevealTitle = "svc-ci: secret stored by a killed attempt";
/** The title of a re-run attempt's warning about a webhook it found. */
export const reRunTitle = "svc-ci: re-run attempt";
/** The title of a re-run attempt's notice that it created a webhook (and its secret reached the sink). */
export const reRunCreatedTitle = "svc-ci: re-run attempt created a webhook";

const createKeyShape = /svc-ci-create-[0-9a-f]{64}/g;
/** How an annotation names a create's idempotency key (the run and the body; the same in every attempt). */
export const createKeyNote = (key: string) => `create key ${key}`;
export const isCreateKey = (key: string) => /^svc-ci-create-[0-9a-f]{64}$/.test(key);

/**
 * GitHub's own annotation when a job's runner stopped answering or was shut down: the job ended
 * without running the rest of its steps, post steps included.
 */
const runnerLost = /lost communication with the server|received a shutdown signal/i;

/** What is known of one job of an earlier attempt (the job running this step, in that attempt). */
export interface JobEvidence {
  attempt: number;
  /** Its annotations were read (within the request budget). */
  read: boolean;
  /** The job ran to its end: every step completed (post steps included), no runner lost. */
  finished: boolean;
  succeeded: boolean;
  /** Create keys its post step reported in progress when its main step was killed. */
  pending: string[];
  /** Create keys its re-run warnings named: that attempt found the webhook (it existed before). */
  found: string[];
  /** Create keys its re-run notices named: that attempt created the webhook and stored its secret. */
  created: string[];
  /** Secrets its killed main step had stored, as its post step named them. */
  stored: StoredSecret[];
  /** Rotations its post step reported in progress: the step and the webhook. */
  pendingRotations: { step: string; webhookId: string }[];
}

/** A secret a killed attempt's step had stored, as its post step named it. */
export interface StoredSecret {
  /** Absent for a file the main step wrote whose journal record was not yet marked stored. */
  step?: string;
  sink: string;
  fingerprint: string;
  /** A file sink's file. */
  file?: string;
  /** A rotation's webhook. */
  webhookId?: string;
  /** A create's key. */
  key?: string;
}

/**
 * One stored secret as the post step names it, and a re-run attempt reads it back:
 * `step "hook" stored the signing secret of webhook whk_1 (fingerprint hmac-sha256:…) in the file "/w/hook.secret"`.
 * The file is a JSON string (any path reads back whole).
 */
export function storedSecretPart(secret: StoredSecret): string {
  const of = secret.webhookId
    ? `of webhook ${secret.webhookId} `
    : secret.key
      ? `of the webhook its create made (${createKeyNote(secret.key)}) `
      : "";
  const where =
    secret.file !== undefined ? `the file ${JSON.stringify(secret.file)}` : `its ${secret.sink} sink`;
  const who = secret.step === undefined ? "a step" : `step "${secret.step}"`;
  return `${who} stored the signing secret ${of}(fingerprint ${secret.fingerprint}) in ${where}`;
}

const storedShape =
  /(?:step "([a-z][a-z0-9-]{0,62})"|a step) stored the signing secret (?:of webhook ([A-Za-z0-9_.:-]{1,128}) |of the webhook its create made \(create key (svc-ci-create-[0-9a-f]{64})\) )?\(fingerprint (hmac-sha256:[0-9a-f]{16})\) in (?:the file ("(?:[^"\\]|\\.)*")|its ([a-z-]+) sink)/g;

function storedIn(annotations: readonly GithubAnnotation[]): StoredSecret[] {
  return annotations
    .filter((annotation) => annotation.title === storedRevealTitle)
    .flatMap((annotation) => [...(annotation.message ?? "").matchAll(storedShape)])
    .flatMap(([, step, webhookId, key, fingerprint = "", file, sink]) => {
      const path = file === undefined ? undefined : parseJsonString(file);
      if (file !== undefined && path === undefined) return [];
      return [
        {
          ...(step === undefined ? {} : { step }),
          sink: path === undefined ? (sink ?? "") : "file",
          fingerprint,
          ...(path === undefined ? {} : { file: path }),
          ...(webhookId ? { webhookId } : {}),
          ...(key ? { key } : {}),
        },
      ];
    });
}

/** A rotation the post step reported in progress, on its own or in a combined annotation. */
const rotationShapes = [
  /step "([a-z][a-z0-9-]{0,62})": the run ended while the rotation of the signing secret of webhook ([A-Za-z0-9_.:-]{1,128}) /g,
  /step "([a-z][a-z0-9-]{0,62})" \(rotation of webhook ([A-Za-z0-9_.:-]{1,128})\)/g,
];

function rotationsIn(annotations: readonly GithubAnnotation[]): { step: string; webhookId: string }[] {
  return annotations
    .filter((annotation) => annotation.title === pendingRevealTitle)
    .flatMap((annotation) =>
      rotationShapes.flatMap((shape) => [...(annotation.message ?? "").matchAll(shape)]),
    )
    .map(([, step = "", webhookId = ""]) => ({ step, webhookId }));
}

function parseJsonString(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The run's jobs listed at most (three pages of 100): a run with more is read in part. */
export const maxListedJobs = 300;

export type RunHistory =
  | {
      readable: true;
      jobs: JobEvidence[];
      /**
       * The run has more jobs than were listed (the listing stops at its page budget): an attempt
       * none of whose jobs is among those listed may have run this job all the same.
       */
      unlisted?: boolean;
    }
  | { readable: false; reason: string; hint?: string };

/** What the Action asks run-history.ts for. */
export interface RunHistoryRequest {
  token: string;
  /** GITHUB_API_URL (GHES: https://host/api/v3). */
  apiUrl: string;
  /** owner/name (GITHUB_REPOSITORY). */
  repository: string;
  runId: string;
  /** This attempt (GITHUB_RUN_ATTEMPT). */
  attempt: number;
  /** RUNNER_NAME: tells this job apart from the run's other jobs. */
  runnerName: string | undefined;
  userAgent: string;
  proxyEnv: Readonly<Record<string, string | undefined>>;
  signal?: AbortSignal | undefined;
}

/** The parts of GitHub's workflow job object used here. */
export interface GithubJob {
  id: number;
  run_attempt?: number | undefined;
  name: string;
  status: string;
  conclusion: string | null;
  runner_name?: string | null | undefined;
  check_run_url?: string | undefined;
  steps?: { status: string }[] | undefined;
}

/** The parts of a check-run annotation used here. */
export interface GithubAnnotation {
  title?: string | null | undefined;
  message?: string | null | undefined;
}

/**
 * The jobs of earlier attempts that ran what this job runs: the same job name as this one (a job
 * keeps its name, matrix values included, across attempts). This job is the one of this attempt
 * in progress on this runner; when it cannot be told apart, every earlier job counts.
 */
export function earlierJobs(jobs: readonly GithubJob[], attempt: number, runnerName?: string): GithubJob[] {
  const current = jobs.filter(
    (job) => job.run_attempt === attempt && job.status === "in_progress" && job.runner_name === runnerName,
  );
  const name = current.length === 1 ? current[0]?.name : undefined;
  return jobs
    .filter((job) => (job.run_attempt ?? 0) < attempt && (name === undefined || job.name === name))
    .filter((job) => job.conclusion !== "skipped")
    .sort((a, b) => (b.run_attempt ?? 0) - (a.run_attempt ?? 0));
}

const keysIn = (annotations: readonly GithubAnnotation[], title: string) =>
  annotations
    .filter((annotation) => annotation.title === title)
    .flatMap((annotation) =>
      [...(annotation.message ?? "").matchAll(createKeyShape)].map((match) => match[0]),
    );

/** A job and its annotations (undefined: not read) as evidence. */
export function jobEvidence(
  job: GithubJob,
  annotations: readonly GithubAnnotation[] | undefined,
): JobEvidence {
  const lost = (annotations ?? []).some((annotation) => runnerLost.test(annotation.message ?? ""));
  return {
    attempt: job.run_attempt ?? 0,
    read: annotations !== undefined,
    finished:
      job.status === "completed" && (job.steps ?? []).every((step) => step.status === "completed") && !lost,
    succeeded: job.conclusion === "success",
    pending: keysIn(annotations ?? [], pendingRevealTitle),
    found: keysIn(annotations ?? [], reRunTitle),
    created: keysIn(annotations ?? [], reRunCreatedTitle),
    stored: storedIn(annotations ?? []),
    pendingRotations: rotationsIn(annotations ?? []),
  };
}

/** What the earlier attempts say about one create key. */
export type Verdict =
  | { kind: "lost"; attempt: number }
  | { kind: "unknown"; attempt: number; why: "runner-lost" | "unread" | "unlisted" }
  | { kind: "none" };

/**
 * Walks the earlier attempts from the newest. A create of this key that a killed attempt's post
 * step reported in progress is a lost secret: every later attempt found the webhook (else the walk
 * would have stopped at the one that created it, whose notice names the key). An attempt that
 * found the webhook (its warning names the key) is passed over, as is one that ran to its end
 * (post steps included) and reported nothing: no secret can have been lost silently there. One
 * that did not run to its end, or could not be read, leaves it unknown; one that created the
 * webhook, or succeeded (so its step created or found the webhook), ends the walk. When the run's
 * jobs were not all listed (`unlisted`: this attempt's number), an attempt none of whose jobs was
 * listed leaves it unknown too.
 */
export function verdictFor(
  key: string,
  jobs: readonly JobEvidence[],
  unlisted?: { before: number },
): Verdict {
  const seen = [...new Set(jobs.map((job) => job.attempt))];
  // With jobs left unlisted, every earlier attempt is walked: one with no job listed is unknown.
  const attempts = unlisted
    ? Array.from({ length: Math.max(0, unlisted.before - 1) }, (_, index) => unlisted.before - 1 - index)
    : seen.sort((a, b) => b - a);
  for (const attempt of attempts) {
    const ofAttempt = jobs.filter((job) => job.attempt === attempt);
    if (ofAttempt.length === 0) return { kind: "unknown", attempt, why: "unlisted" };
    if (ofAttempt.some((job) => job.pending.includes(key))) return { kind: "lost", attempt };
    if (ofAttempt.some((job) => job.created.includes(key))) return { kind: "none" };
    if (ofAttempt.some((job) => job.found.includes(key))) continue;
    if (ofAttempt.some((job) => !job.read)) return { kind: "unknown", attempt, why: "unread" };
    if (ofAttempt.some((job) => !job.finished)) return { kind: "unknown", attempt, why: "runner-lost" };
    if (ofAttempt.every((job) => job.succeeded)) return { kind: "none" };
  }
  return { kind: "none" };
}
