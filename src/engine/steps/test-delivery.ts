import { TEST_EVENT, terminalDeliveryStates, type WebhookDelivery } from "../../schemas/index.js";
import { isGone } from "../../transport/errors.js";
import { formatSeconds } from "../../transport/seconds.js";
import { deliveryRow, describeAnswer } from "../delivery-row.js";
import { durationSchema } from "../duration.js";
import { describeError } from "../errors.js";
import { testKey } from "../idempotency.js";
import { plural } from "../plural.js";
import { pollUntilDeadline } from "../poll-until-deadline.js";
import { receiverAdvice, waitingWillNotHelp } from "../receiver-answer.js";
import { defineStep, type StepContext, type StepOutcome } from "../step-types.js";
import { isTransient } from "../transient-errors.js";
import { actingOn, currentTarget, type PlannedAction, targetedWith } from "./webhook-target.js";

const withSchema = targetedWith(() => ({
  timeout: durationSchema(1_000, 30 * 60_000)
    .prefault("2m")
    .meta({
      description:
        "Deadline of the whole step, requests in flight included: queue the test and wait for it to finish (1s-30m, default 2m).",
    }),
}));

const planned: PlannedAction = { change: "skipped", applies: "sends a test delivery to", yields: false };

export const testDelivery = defineStep({
  uses: "test-delivery",
  outputs: ["state", "delivery-id", "status-code", "attempts", "latency-ms", "timed-out"],
  description: "Queue a signed test delivery and wait until it succeeded, failed or was skipped.",
  with: withSchema,
  target: { reference: "webhook", id: "webhook-id" },
  deadline: (input) => input.timeout,
  run: async (input, context) => {
    const acting = actingOn(input, context, planned);
    if ("skipped" in acting) return acting.skipped;
    const deadline = context.clock.now() + input.timeout.ms;
    const webhookId = acting.id;
    // The contract has no If-Match on a test delivery: through a reference, the webhook is read
    // right before and must still have the URL its step ensured (docs/plan.md "A workspace that
    // changes under the run" has the window that remains).
    if (input.webhook !== undefined) await currentTarget(input, acting, context);
    const key = testKey(context.run, context.stepId, webhookId);
    const receipt = await context.client.testWebhookDelivery(webhookId, {
      idempotencyKey: key,
      signal: context.signal,
    });
    const deliveryId = receipt.data.id;
    context.testDeliveries.add(deliveryId);
    const replayed = receipt.data.attributes.replayed ? " (replayed receipt)" : "";
    context.logger.info(`queued test delivery ${deliveryId} for webhook ${webhookId}${replayed}`);
    const followed = await follow({ deliveryId, webhookId, deadline, timeout: input.timeout.text }, context);
    const rotatedAt = input.webhook ? context.webhookOf(input.webhook)?.secretRotatedAt : undefined;
    return outcome({ deliveryId, webhookId, timeout: input.timeout.text, rotatedAt }, followed, context);
  },
});

interface Followed {
  delivery: WebhookDelivery | undefined;
  timedOut: boolean;
  observedMs: number;
}

interface FollowTarget {
  deliveryId: string;
  webhookId: string;
  /** The step's deadline, in clock milliseconds. */
  deadline: number;
  /** `with.timeout` as written. */
  timeout: string;
}

/**
 * Once the quick reads of the first second are over and the delivery is not done, the step waits
 * on (the receiver's retries take seconds to minutes): said in one line as that wait starts.
 */
const longWaitAfterMs = 1_000;
const longWaitMinMs = 2_000;

/** Reads the delivery until it is terminal or the step's deadline passes. */
async function follow(target: FollowTarget, context: StepContext): Promise<Followed> {
  const { deliveryId, webhookId, deadline } = target;
  const { clock, signal } = context;
  const started = clock.now();
  let last: WebhookDelivery | undefined;
  let announced = false;
  const polled = await pollUntilDeadline({
    clock,
    signal,
    deadline,
    read: async () => {
      last = (await lookup(deliveryId, webhookId, context)) ?? last;
      const state = last?.attributes.state;
      if (state && terminalDeliveryStates.includes(state)) return last;
      if (state) context.logger.debug(`delivery ${deliveryId} is ${state}`);
      const now = clock.now();
      if (!announced && now - started >= longWaitAfterMs && deadline - now > longWaitMinMs) {
        announced = true;
        context.logger.info(waitingLine(target, last, now - started, deadline - now));
      }
      return undefined;
    },
    retryAfter: (error) => {
      if (!isTransient(error)) return undefined;
      context.logger.info(`reading delivery ${deliveryId} failed: ${describeError(error)}; trying again`);
      return error.retryAfterMs ?? 0;
    },
  });
  return { delivery: last, timedOut: polled.timedOut, observedMs: clock.now() - started };
}

/** "test delivery dlv_1 is still pending after 1 s (1 attempt, transport error ECONNREFUSED); waiting ..." */
function waitingLine(
  target: FollowTarget,
  delivery: WebhookDelivery | undefined,
  elapsedMs: number,
  leftMs: number,
): string {
  const row = delivery ? deliveryRow(delivery) : undefined;
  const where = row
    ? `still ${row.state} after ${formatSeconds(elapsedMs)} (${plural(row.attempts, "attempt")}, ${describeAnswer(row)})`
    : `not readable yet after ${formatSeconds(elapsedMs)}`;
  return `test delivery ${target.deliveryId} is ${where}; waiting up to ${formatSeconds(leftMs)} more for it to finish (the step's timeout: ${target.timeout}), reading it once a second`;
}

/** The delivery by its receipt id; when that is not readable yet, look for it in the history. */
async function lookup(
  deliveryId: string,
  webhookId: string,
  context: StepContext,
): Promise<WebhookDelivery | undefined> {
  try {
    return (await context.client.getWebhookDelivery(deliveryId, { signal: context.signal })).data;
  } catch (error) {
    if (!isGone(error)) throw error;
  }
  const history = context.client.paginateWebhookDeliveries(
    { webhookId, event: TEST_EVENT, limit: 50 },
    { maxPages: 3, signal: context.signal },
  );
  for await (const page of history.pages()) {
    const hit = page.data.find((item) => item.id === deliveryId || item.attributes.deliveryId === deliveryId);
    if (hit) return hit;
  }
  return undefined;
}

interface OutcomeTarget {
  deliveryId: string;
  webhookId: string;
  /** `with.timeout` as written. */
  timeout: string;
  /** When this run rotated the webhook's secret, if it did. */
  rotatedAt: string | undefined;
}

async function outcome(
  { deliveryId, webhookId, timeout, rotatedAt }: OutcomeTarget,
  followed: Followed,
  context: StepContext,
): Promise<StepOutcome> {
  const row = followed.delivery ? deliveryRow(followed.delivery) : undefined;
  const completedAt = followed.delivery?.attributes.completedAt;
  const latencyMs =
    followed.delivery && completedAt
      ? Math.max(0, Date.parse(completedAt) - Date.parse(followed.delivery.attributes.createdAt))
      : followed.observedMs;
  const state = row?.state ?? "unknown";
  const http = describeAnswer(row);
  const tries = plural(row?.attempts ?? 0, "attempt");
  const outputs = {
    state,
    "delivery-id": deliveryId,
    "status-code": row?.statusCode ?? null,
    attempts: row?.attempts ?? 0,
    "latency-ms": latencyMs,
    "timed-out": followed.timedOut,
  };
  const base = { outputs, ...(row ? { deliveries: [row] } : {}) };
  const advice = receiverAdvice(row, rotatedAt);
  if (followed.timedOut) {
    const fix = waitingWillNotHelp(row) ? advice : "raise with.timeout or check the receiver";
    return {
      ...base,
      status: "failed",
      change: "timed-out",
      summary: `test delivery ${deliveryId} still ${state} when the step's timeout: ${timeout} was reached (${tries}, ${http}); ${fix}`,
    };
  }
  if (state === "succeeded") {
    return {
      ...base,
      status: "succeeded",
      change: "delivered",
      summary: `test delivery ${deliveryId} succeeded: ${http}, ${tries}, ${latencyMs} ms`,
    };
  }
  const why = state === "skipped" ? await skippedBecause(webhookId, context) : "";
  return {
    ...base,
    status: "failed",
    change: state,
    summary: `test delivery ${deliveryId} ${state}: ${http}, ${tries}${why}${advice ? `; ${advice}` : ""}`,
  };
}

async function skippedBecause(webhookId: string, context: StepContext): Promise<string> {
  const webhook = await context.client
    .getWebhook(webhookId, { signal: context.signal })
    .catch(() => undefined);
  if (webhook?.data.attributes.disabled) {
    return `; webhook ${webhookId} is disabled: ensure-webhook with enabled: true reactivates it`;
  }
  return "; the service did not send it (the webhook or the workspace may be suspended)";
}
