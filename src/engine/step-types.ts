import type { z } from "zod";
import type { CreateSettler, Park } from "./create-settler.js";
import type { Duration } from "./duration.js";
import type { EngineContext } from "./engine-context.js";
import type { SecretSinkSpec } from "./sinks/sink-schema.js";
import type { SinkReceipt } from "./sinks/types.js";
import type { WebhookIndex } from "./webhook-index.js";

/** What a step knows about a webhook it found, created or changed. */
export interface WebhookState {
  /** Absent in plan mode when the webhook would only be created by apply. */
  id?: string;
  url?: string;
  revision?: string;
  disabled?: boolean;
  /** When this run rotated its signing secret (ISO 8601), for a receiver that then refuses deliveries. */
  secretRotatedAt?: string;
}

export type OutputValue = string | number | boolean | null;

/** One delivery as reported (never a payload, URL or secret). */
export interface DeliveryRow {
  id: string;
  webhookId: string;
  event: string;
  state: string;
  createdAt: string;
  statusCode: number | null;
  /** Sanitised transport failure of the last attempt (e.g. ENOTFOUND) when there was no HTTP answer. */
  transportCode: string | null;
  attempts: number;
}

export interface StepOutcome {
  /** `failed` fails the job but keeps the outputs (e.g. a delivery that did not succeed). */
  status: "succeeded" | "failed" | "skipped";
  /** What changed (or would change in plan mode): created, updated, rotated, would-create, ... */
  change?: string;
  /** One line for the log and the job summary. */
  summary: string;
  /** Step outputs, published as `<step-id>-<name>`. Never a secret. */
  outputs: Record<string, OutputValue>;
  /** Set by steps that yield a webhook for later `webhook:` references. */
  webhook?: WebhookState;
  deliveries?: DeliveryRow[];
  secret?: SinkReceipt & { fingerprint: string };
}

/** What a step's code gets besides its validated `with`. */
export interface StepContext extends EngineContext {
  stepId: string;
  /**
   * Aborts when the step's deadline (its `timeout`, for steps that have one) passes or the run is
   * cancelled: pass it to every client call (`{ signal }`) and every sleep.
   */
  signal: AbortSignal;
  /** The webhook yielded by an earlier step (validated to exist and to yield one). */
  webhookOf(stepId: string): WebhookState | undefined;
  /** Masks the secret, then hands it to the sink prepared for this step; returns a receipt. */
  revealSecret: RevealSecret;
  /** The run's webhook index: URL lookups read it, and every write of the run updates it. */
  webhooks: WebhookIndex;
  /** The run's duplicate check after creates: one listing for all of the run's creates. */
  creates: CreateSettler;
  /** Gives the step's concurrency slot back while it waits for `wait` (e.g. the duplicate check). */
  park: Park;
}

/**
 * Runs `call` (the API call that reveals a secret) with the sink prepared before it; the secret
 * returned by `extract` is masked the instant it exists, then `confirm` (if given) checks the
 * answer is usable (e.g. a replay names a webhook that still exists), then the secret is delivered.
 * When `confirm` throws, the sink is undone and the secret goes nowhere.
 */
export type RevealSecret = <T>(
  spec: SecretSinkSpec,
  call: () => Promise<T>,
  extract: (value: T) => string,
  confirm?: (value: T) => Promise<void>,
  intent?: RevealIntent,
) => Promise<{ value: T; receipt: SinkReceipt & { fingerprint: string } }>;

/** What the run journal records before the call, so a re-run can replay exactly this request. */
export interface RevealIntent {
  op: "create" | "rotate";
  key: string;
  webhookId?: string;
  ifMatch?: string;
}

export interface StepDefinition<S extends z.ZodType = z.ZodType, U extends string = string> {
  uses: U;
  description: string;
  with: S;
  /**
   * Every output the step may publish, as `<step-id>-<name>` (`secret` only through the `output`
   * secret sink), in the order the docs list them. The engine's tests fail when a step publishes one
   * not listed here; the README, action.yml and docs/plan.md are checked against it
   * (test/unit/repo/step-docs.test.ts); docs/plan-reference.md is generated from it.
   */
  outputs: readonly string[];
  /** Later steps may refer to this step with `webhook: <id>` (a step without it yields nothing). */
  yieldsWebhook?: true;
  /** The step's deadline (`with.timeout`), counted from the step's start; it bounds the whole step. */
  deadline?(input: z.output<S>): Duration | undefined;
  run(input: z.output<S>, context: StepContext): Promise<StepOutcome>;
  /** The webhook URL this step would create or point a webhook at: checked by the destination policy. */
  destination?(input: z.output<S>): { field: string; url: string } | undefined;
  /** `with` fields holding event names, checked against the catalogue (a warning, never an error). */
  eventFields?: { field: string; subscription: boolean }[];
}

/**
 * The secret sink a step's `with` names, checked before any API call: every step that reveals a
 * secret takes its sink as `with.secret-sink`.
 */
export function secretSinkOf(input: unknown): SecretSinkSpec | undefined {
  return (input as { "secret-sink"?: SecretSinkSpec } | undefined)?.["secret-sink"];
}

/** Identity helper that keeps each step's input type while typing the definition. */
export function defineStep<S extends z.ZodType, const U extends string>(
  definition: StepDefinition<S, U>,
): StepDefinition<S, U> {
  return definition;
}
