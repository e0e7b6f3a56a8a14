import { z } from "zod";
import { type DeliveryState, deliveryState, eventName, type WebhookDelivery } from "../../schemas/index.js";
import { deliveryRow, describeAnswer } from "../delivery-row.js";
import { durationSchema } from "../duration.js";
import { type DeliveryRow, defineStep, type StepContext, type WebhookState } from "../step-types.js";
import { resolveTarget, targetedWith } from "./webhook-target.js";

const unique = <T>(items: T[]) => new Set(items).size === items.length;

const withSchema = targetedWith(
  () => ({
    since: durationSchema(60_000, 90 * 86_400_000)
      .prefault("24h")
      .meta({ description: "Window to check, counted back from now (1m-90d, default 24h)." }),
    events: z
      .array(eventName)
      .min(1)
      .max(20)
      .refine(unique, "events must be unique")
      .optional()
      .meta({ description: "Only these event names (default: all)." }),
    states: z
      .array(deliveryState)
      .min(1)
      .refine(unique, "states must be unique")
      .default(["failed"])
      .meta({ description: "Delivery states that count as failures (default [failed])." }),
    "max-failures": z
      .number()
      .int()
      .min(0)
      .default(0)
      .meta({ description: "Fail the job when more deliveries than this failed (default 0)." }),
    "include-own-tests": z.boolean().default(false).meta({
      description:
        "Count the webhook.test deliveries this run's test-delivery steps queued (default false: they are left out, as those steps report them).",
    }),
  }),
  true,
);
type Input = z.output<typeof withSchema>;

/** How many failed deliveries the report lists; the count is always exact. */
const listedFailuresLimit = 100;
/** How many of them the summary names, each with its webhook's id and URL. */
const listedInSummary = 10;

export const checkRecentDeliveries = defineStep({
  uses: "check-recent-deliveries",
  outputs: ["failures", "since", "window-start"],
  description: "Fail when more deliveries than allowed failed in a recent window.",
  readOnly: true,
  with: withSchema,
  target: { reference: "webhook", id: "webhook-id", whenNone: "every-webhook" },
  eventFields: [{ field: "events", subscription: false }],
  run: async (input, context) => {
    const target = resolveTarget(input, context);
    if (target && !target.id) {
      return {
        status: "skipped",
        change: "skipped",
        summary: "skipped: the webhook does not exist yet (apply would create it)",
        outputs: {},
      };
    }
    const window = input.since.text;
    const cutoff = context.clock.now() - input.since.ms;
    const { count, rows, ownTests } = await collectFailures(input, target?.id, cutoff, context);
    const scope = target?.id ? `webhook ${target.id}` : "all webhooks of this credential";
    const counted = `${count === 1 ? "1 delivery" : `${count} deliveries`} ${input.states.join("/")} in the last ${window} for ${scope}${ownTestsLeftOut(ownTests)}`;
    const outputs = { failures: count, since: window, "window-start": new Date(cutoff).toISOString() };
    if (count > input["max-failures"]) {
      const urls = await webhookUrls(rows.slice(0, listedInSummary), target, context);
      return {
        status: "failed",
        change: "over-limit",
        summary: `${counted}, more than max-failures ${input["max-failures"]}: ${listRows(rows, count, urls)}`,
        outputs,
        deliveries: rows,
      };
    }
    return {
      status: "succeeded",
      change: "within-limit",
      summary: `${counted} (max-failures ${input["max-failures"]})`,
      outputs,
      deliveries: rows,
    };
  },
});

/**
 * Walks the history once per failure state, filtered on the server, so the work grows with the
 * failures rather than with the whole history. The API filters one event at a time: a single event
 * is filtered there, several are filtered here (one walk per state instead of one per state and
 * event, as failures are few). The history is newest first, but that is only used to stop early:
 * a walk stops when a whole page is older than the window.
 */
async function collectFailures(
  input: Input,
  webhookId: string | undefined,
  cutoff: number,
  context: StepContext,
): Promise<{ count: number; rows: DeliveryRow[]; ownTests: number }> {
  const seen = new Set<string>();
  const ownTests = new Set<string>();
  const rows: DeliveryRow[] = [];
  const serverEvent = input.events?.length === 1 ? input.events[0] : undefined;
  const wanted = input.events ? new Set(input.events) : undefined;
  const own = (delivery: WebhookDelivery) =>
    !input["include-own-tests"] &&
    (context.testDeliveries.has(delivery.id) || context.testDeliveries.has(delivery.attributes.deliveryId));
  for (const state of input.states) {
    for await (const delivery of walk(state, serverEvent, webhookId, cutoff, context)) {
      if (seen.has(delivery.id) || (wanted && !wanted.has(delivery.attributes.event))) continue;
      if (own(delivery)) {
        ownTests.add(delivery.id);
        continue;
      }
      seen.add(delivery.id);
      if (rows.length < listedFailuresLimit) rows.push(deliveryRow(delivery));
    }
  }
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { count: seen.size, rows, ownTests: ownTests.size };
}

/** Said after the count when the run's own test deliveries were left out of it. */
function ownTestsLeftOut(count: number): string {
  if (count === 0) return "";
  const which = count === 1 ? "1 test delivery" : `${count} test deliveries`;
  return ` (${which} of this run's test-delivery steps left out: include-own-tests: true counts them)`;
}

/**
 * The URL of each webhook the listed deliveries went to: the one the step targets as an earlier
 * step yielded it, the others read once each.
 */
async function webhookUrls(
  rows: readonly DeliveryRow[],
  target: WebhookState | undefined,
  context: StepContext,
): Promise<Map<string, string | undefined>> {
  const urls = new Map<string, string | undefined>();
  if (target?.id && target.url) urls.set(target.id, target.url);
  for (const id of new Set(rows.map((row) => row.webhookId))) {
    if (urls.has(id)) continue;
    // The failures are the report: a webhook that cannot be read (removed since) costs its URL only.
    const webhook = await context.client.getWebhook(id, { signal: context.signal }).catch(() => undefined);
    urls.set(id, webhook?.data.attributes.url);
  }
  return urls;
}

async function* walk(
  state: DeliveryState,
  event: string | undefined,
  webhookId: string | undefined,
  cutoff: number,
  context: StepContext,
): AsyncGenerator<WebhookDelivery> {
  const query = {
    state,
    limit: 200,
    ...(webhookId ? { webhookId } : {}),
    ...(event ? { event } : {}),
  };
  const pages = context.client.paginateWebhookDeliveries(query, { signal: context.signal }).pages();
  for await (const page of pages) {
    let inWindow = 0;
    for (const delivery of page.data) {
      if (Date.parse(delivery.attributes.createdAt) >= cutoff) {
        inWindow += 1;
        yield delivery;
      }
    }
    if (page.data.length > 0 && inWindow === 0) return;
  }
}

function listRows(rows: DeliveryRow[], count: number, urls: Map<string, string | undefined>): string {
  const shown = rows.slice(0, listedInSummary).map((row) => {
    const url = urls.get(row.webhookId) ?? "(URL unknown: the webhook could not be read)";
    return `${row.id} ${row.event} at ${row.createdAt} to webhook ${row.webhookId} ${url} (${row.state}, ${describeAnswer(row)})`;
  });
  const more = count > shown.length ? `; and ${count - shown.length} more` : "";
  return `${shown.join("; ")}${more}`;
}
