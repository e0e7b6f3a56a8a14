import type { Client } from "../client/index.js";
import type { SettingWords } from "../schemas/error-codes.js";
import { sleep } from "../transport/sleep.js";
import type { RevealJournal } from "./journal.js";
import type { RequestCounts } from "./request-counter.js";
import type { SecretSinkHandlers } from "./sinks/types.js";

/** Identity of the run, used only to derive idempotency keys (never sent in clear). */
export interface RunIdentity {
  repository?: string;
  runId: string;
  runAttempt: number;
  /**
   * The job of the workflow (GitHub: `GITHUB_JOB`, the same for every matrix entry of a job). Only
   * test-delivery keys use it; absent outside a CI job.
   */
  job?: string;
}

/** `apply` changes things; `plan` only reads and reports what apply would do. */
export type Mode = "apply" | "plan";
export const modes = ["apply", "plan"] as const;

export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
  /** Runs `fn` inside a collapsible log group named `name`. */
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export interface Clock {
  now(): number;
  /** Waits `ms`; rejects early when `signal` aborts (the step's deadline or a cancelled run). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** Where step outputs go (`<step-id>-<name>`); values are plain strings. */
export interface OutputSink {
  set(name: string, value: string): void;
}

/** Registers a secret so nothing printed afterwards can show it; called the instant a secret exists. */
export interface SecretMasker {
  mask(secret: string): void;
}

/** Everything the engine may touch; the Action and the CLI each build one. */
export interface EngineContext {
  client: Client;
  run: RunIdentity;
  mode: Mode;
  /**
   * The API is a local emulator (base-url on loopback): a rehearsal. The destination policy is then
   * left to the emulator's own flag (--allow-loopback-webhooks) instead of refusing local receivers.
   */
  rehearsal?: boolean;
  outputs: OutputSink;
  secrets: SecretMasker;
  /** Extra secret sinks beyond the built-in `output` and `file` (the Action adds `github-secret`). */
  sinks?: Partial<SecretSinkHandlers>;
  logger: Logger;
  clock: Clock;
  /**
   * How the adapter names its settings (the token, the base URL, ...) in a failed step's fix:
   * the CLI its variables and flags, the Action its inputs. Default: words that fit both.
   */
  words?: SettingWords;
  /**
   * Called with the error that failed a step (a StepFailure of its summary when the step returned
   * `failed`), so an adapter can map it (e.g. to an exit code) and print it once.
   */
  onStepError?: (stepId: string, error: unknown) => void;
  /** Base directory for relative `file` sink paths (default: process.cwd()). */
  workingDirectory?: string;
  /**
   * Where the run durably records secret reveals in progress, so a re-run with the same run
   * identity replays an interrupted one exactly (docs/plan.md "Crash safety"). Absent: no journal.
   */
  journal?: RevealJournal;
  /** Cancels the run (e.g. Ctrl-C in the CLI): requests in flight are aborted, no further step runs. */
  signal?: AbortSignal;
  /**
   * Steps that may run at once (docs/plan.md "Order and concurrency"), 1 to maxConcurrency;
   * default defaultConcurrency. 1 runs the steps one by one in plan order.
   */
  concurrency?: number;
  /** The requests the run's client made so far (requestCounter), for the report's totals. */
  requestCounts?: () => RequestCounts;
  /** Told after every change of a step's state (started, finished, not run), e.g. for a progress line. */
  onProgress?: (progress: RunProgress) => void;
}

export interface RunProgress {
  /** Steps finished (including those that will not run). */
  done: number;
  total: number;
  /** Steps running now (not those waiting). */
  running: number;
  /** Steps started that wait without a concurrency slot: creates waiting for the run's duplicate check. */
  waiting: number;
}

/**
 * Eight steps at once: enough to hide the round trip of a runner far from the service (eight
 * requests in flight at 50 ms each are 160 requests/s, more than a credential's rate budget
 * allows for long; the transport paces the rest), few enough that the service sees a handful of
 * concurrent writes from one run and the log of a failing plan stays readable.
 */
export const defaultConcurrency = 8;
export const maxConcurrency = 32;

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep,
};
