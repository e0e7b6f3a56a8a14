import type { AnnotationProperties, InputOptions } from "@actions/core";
import type { Client, ClientOptions } from "../client/index.js";
import type { Clock } from "../engine/index.js";
import type { RunHistory, RunHistoryRequest } from "./rerun-evidence.js";
import type { SummaryWriter } from "./summary.js";

/**
 * The functions of @actions/core the Action uses: src/action/actions-core.ts on a runner, a
 * simulated runner in the tests (test/support/runner-core.ts). Only workflow-commands.ts calls the
 * printing ones, after making the text safe.
 */
export interface ActionCore {
  getInput(name: string, options?: InputOptions): string;
  setSecret(secret: string): void;
  setOutput(name: string, value: unknown): void;
  saveState(name: string, value: unknown): void;
  getState(name: string): string;
  info(message: string): void;
  debug(message: string): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  notice(message: string, properties?: AnnotationProperties): void;
  /** The job fails once the step ends (exit code 1), with the message as an error annotation. */
  setFailed(message: string): void;
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
  readonly summary: JobSummary;
}

/** core.summary: a buffer rendered into, then appended to GITHUB_STEP_SUMMARY. */
export interface JobSummary extends SummaryWriter {
  write(): Promise<unknown>;
  emptyBuffer(): unknown;
  /** The buffer as it would be written. */
  stringify(): string;
}

export type CancelSignal = "SIGINT" | "SIGTERM";

/** The process's signals, as much as the Action listens to (`process` on a runner). */
export interface SignalSource {
  once(event: CancelSignal, listener: (signal: NodeJS.Signals) => void): unknown;
  removeListener(event: CancelSignal, listener: (signal: NodeJS.Signals) => void): unknown;
}

/** The step's environment: GITHUB_*, RUNNER_*, the proxy variables, PATH (case-insensitive on Windows). */
export type ActionEnv = Readonly<Record<string, string | undefined>>;

/**
 * Everything the Action touches outside its own code, passed in (as create-github-app-token's
 * main() takes core and its request function): the main and post steps read nothing from
 * `process` themselves, so a test runs them on a simulated runner without patching globals.
 */
export interface ActionWorld {
  core: ActionCore;
  env: ActionEnv;
  clock: Clock;
  /** The working directory: the workspace when GITHUB_WORKSPACE is not set. */
  cwd: string;
  signals: SignalSource;
  /** The service's API client. */
  createClient(options: ClientOptions): Client;
  /** What GitHub knows of the run's earlier attempts (re-run attempts only; loaded lazily). */
  readRunHistory(request: RunHistoryRequest): Promise<RunHistory>;
}

/** The world of the post step: it reads its state and the runner's temp dir, prints and removes files. */
export type PostWorld = Pick<ActionWorld, "core" | "env">;
