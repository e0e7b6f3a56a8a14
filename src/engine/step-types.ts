import type { z } from "zod";
import type { CreateSettler, Park } from "./create-settler.js";
import type { Duration } from "./duration.js";
import type { EngineContext } from "./engine-context.js";
import type { WebhookChange } from "./review/snapshot.js";
import type { SecretSinkSpec } from "./sinks/sink-schema.js";
import type { SinkReceipt } from "./sinks/types.js";
import type { WebhookIndex } from "./webhook-index.js";

/** What a step knows about a webhook it found, created or changed. */
export interface WebhookState {
  /** Absent in plan mode when the webhook would only be created by apply. */
  id?: string;
  /** The URL the step ensured: a later step acts on the webhook only while it has this URL. */
  url?: string;
  revision?: string;
  disabled?: boolean;
  /** Plan mode: the step that would create the webhook (no id yet). */
  createdBy?: string;
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

export interface StepOutcome extends WebhookChange {
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
  /** Ids of the test deliveries this run's test-delivery steps queued (synthetic, this run's own). */
  testDeliveries: Set<string>;
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
   * not listed here; docs/action.md, action.yml and docs/plan.md are checked against it
   * (test/unit/repo/step-docs.test.ts); docs/plan-reference.md is generated from it.
   */
  outputs: readonly string[];
  /**
   * Later steps may refer to this step with `webhook: <id>` (a step without it yields nothing). The
   * messages and docs that list such steps derive from it (`webhookYielders`).
   */
  yieldsWebhook?: true;
  /**
   * The step only reads: it runs after the steps before it on its webhook even when they failed;
   * only the step its `webhook:` names must have succeeded (end-only-needs.ts).
   */
  readOnly?: true;
  /**
   * The `with` fields that name the step's target: the step graph (which steps may run at once,
   * docs/plan.md "Order and concurrency") is derived from them, never from field names.
   */
  target: StepTarget;
  /**
   * Plan mode: what the step would leave at its URL, for later steps on that URL (their plan-mode
   * outcome reads it instead of the listing). The engine records it after the step ran, from this
   * declaration; a step that changes a webhook declares it (test/unit/engine/step-contract.test.ts).
   * `referenced` is the webhook the step's reference field names, if any.
   */
  planEffect?(
    input: z.output<S>,
    outcome: StepOutcome,
    referenced: WebhookState | undefined,
  ): PlanEffect | undefined;
  /** The step's deadline (`with.timeout`), counted from the step's start; it bounds the whole step. */
  deadline?(input: z.output<S>): Duration | undefined;
  run(input: z.output<S>, context: StepContext): Promise<StepOutcome>;
  /** The webhook URL this step would create or point a webhook at: checked by the destination policy. */
  destination?(input: z.output<S>): { field: string; url: string } | undefined;
  /** `with` fields holding event names, checked against the catalogue (a warning, never an error). */
  eventFields?: { field: string; subscription: boolean }[];
}

/** The `with` fields that name a step's target, by what they hold. */
export interface StepTarget {
  /** A webhook URL (ensure-webhook's identity, remove-webhook by url). */
  url?: string;
  /** The id of an earlier step that yields a webhook (`webhook:`). */
  reference?: string;
  /** A webhook id. */
  id?: string;
  /** With none of them given: "every-webhook" waits for every earlier step and every later one for it. */
  whenNone?: "every-webhook";
}

/** What a step would leave at a URL in plan mode (the engine adds the step's id). */
type PlanEffect =
  | { url: string; leaves: "removed"; id: string | null }
  | {
      url: string;
      leaves: "ensured";
      /** The webhook's id; null while only a step of the plan would create it (`createdBy`). */
      id: string | null;
      createdBy: string | null;
      actions: readonly string[];
      disabled: boolean;
    };

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
