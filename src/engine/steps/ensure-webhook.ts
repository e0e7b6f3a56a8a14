import { z } from "zod";
import {
  lazySchema,
  type Webhook,
  type WebhookCreate,
  type WebhookWithSecret,
  webhookActions,
  webhookUrl,
} from "../../schemas/index.js";
import { ClientError, isGone, PreconditionFailedError } from "../../transport/errors.js";
import { describeError, isAppliedWrite, StepFailure } from "../errors.js";
import { createKey, recreateKey } from "../idempotency.js";
import type { RevealRecord } from "../journal.js";
import { snapshotOf } from "../review/snapshot.js";
import { defaultSecretSink, secretSinkSchema } from "../sinks/sink-schema.js";
import { defineStep, type StepContext, type StepOutcome } from "../step-types.js";
import { sameUrl, verifyAtUrl } from "../verified-webhook.js";
import { normaliseUrl } from "../webhook-index.js";
import { findWebhooksByUrl, listWebhooksByUrl, lookAgain } from "../webhook-lookup.js";
import { changeOf, difference, explain } from "./ensure-difference.js";
import { plannedOutcome, wouldCreate } from "./ensure-webhook-plan.js";

const withSchema = lazySchema(() =>
  z.strictObject({
    url: webhookUrl.meta({
      description: "Destination (https, no credentials, no fragment); the webhook's identity.",
    }),
    actions: webhookActions.meta({
      description: "Event names to subscribe to, e.g. [task_created, task_updated].",
    }),
    enabled: z
      .boolean()
      .default(true)
      .meta({ description: "true (default) also reactivates a disabled webhook; false disables it." }),
    "secret-sink": secretSinkSchema.default(defaultSecretSink),
  }),
);
type Input = z.output<typeof withSchema>;

const maxUpdateAttempts = 3;
/**
 * Waits before listing again while several webhooks have the URL: concurrent runs that lost a
 * create race remove their duplicates (docs/plan.md "Concurrent creates"), so a duplicate seen
 * mid-race goes away. The losing run's DELETE may itself wait out a rate limit (up to the client's
 * two minutes), so the waits cover about 2 minutes (13 list requests) before a duplicate that
 * stays is reported.
 */
const duplicateSettleMs = [
  250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000,
];

/**
 * This run created a webhook for the URL at the same time as another run, and the other run's
 * webhook is the one kept: this run's duplicate is gone and its secret went to no sink. A
 * StepFailure, so the revealer undoes the sink and clears the run journal's record (nothing is
 * left to replay); `create` catches it and carries on with the winner.
 */
class LostCreateRace extends StepFailure {
  constructor(
    readonly winner: Webhook,
    readonly note: string,
  ) {
    super(note);
  }
}

export const ensureWebhook = defineStep({
  uses: "ensure-webhook",
  outputs: [
    "change",
    "webhook-id",
    "revision",
    "url",
    "disabled",
    "secret-sink",
    "secret-fingerprint",
    "secret",
  ],
  description: "Create the webhook for a URL, or bring its actions and enabled state in line.",
  with: withSchema,
  yieldsWebhook: true,
  target: { url: "url" },
  // Whatever it reports (would-create, would-update, unchanged), the URL then has this webhook.
  planEffect: (input, outcome) =>
    outcome.webhook && {
      url: input.url,
      leaves: "ensured",
      id: outcome.webhook.id ?? null,
      createdBy: outcome.webhook.createdBy ?? null,
      actions: input.actions,
      disabled: !input.enabled,
    },
  destination: (input) => ({ field: "url", url: input.url }),
  eventFields: [{ field: "actions", subscription: true }],
  run: async (input, context) => {
    const planned = context.mode === "plan" ? context.webhooks.planned(input.url) : undefined;
    if (planned) return plannedOutcome(planned, input, context);
    const found = await lookup(input.url, context);
    if (!found) return create(input, context);
    if (context.mode === "apply") {
      const record = await context.journal?.read(context.stepId);
      const key = createKey(context.run, context.stepId, { url: input.url, actions: input.actions });
      if (record?.op === "create" && record.key === key) {
        if (record.state === "pending") return recoverCreate(found, record, input, context);
        const outcome = await reconcileFound(found, input, context);
        outcome.summary += `; an earlier run with this run identity created it and stored its secret (${record.fingerprint ?? "no fingerprint"}${record.target ? `, ${record.target}` : ""})`;
        return outcome;
      }
    }
    return reconcileFound(found, input, context);
  },
});

/**
 * The webhook the run's listing holds is gone from the step's URL: someone removed it, or moved it
 * to another URL (`movedTo`), since the listing was read.
 */
class WebhookGone extends StepFailure {
  constructor(
    readonly id: string,
    readonly url: string,
    readonly movedTo?: string,
  ) {
    super(
      movedTo === undefined
        ? `webhook ${id} was removed while it was being updated; re-run the job to create it`
        : `webhook ${id} moved from ${url} to ${movedTo} while it was being updated; re-run the job to act on the webhook ${url} has now`,
    );
  }
}

/**
 * Reconciles the webhook the run's listing found. The listing is read once per run, so a webhook
 * someone else removed or moved since is only noticed by its update (a 404, or a 412 whose re-read
 * has another URL): the URL is then listed again and the step goes on with what the service holds
 * there now (creating the webhook when none has the URL). A moved webhook is never written.
 */
async function reconcileFound(found: Webhook, input: Input, context: StepContext): Promise<StepOutcome> {
  const since = context.webhooks.seenIn(found.id);
  try {
    return await reconcile(found, input, context);
  } catch (error) {
    if (!(error instanceof WebhookGone)) throw error;
    const what = error.movedTo === undefined ? "was removed" : `moved to ${error.movedTo}`;
    context.logger.info(
      `webhook ${error.id} ${what} since the run's listing was read; looking ${input.url} up again`,
    );
    await lookAgain(context, input.url, since);
    const again = await lookup(input.url, context);
    return again ? reconcile(again, input, context) : create(input, context);
  }
}

/**
 * The service replayed this step's create (an earlier attempt of the run made it) and that
 * webhook is gone from the URL since, with none there now: a StepFailure, so its secret reaches no
 * sink; `create` creates again under a key that names the gone webhook (a re-run attempt of a plan
 * that removes and re-creates a webhook converges), up to `maxRecreates` times.
 */
class ReplayedGone extends StepFailure {
  constructor(
    readonly id: string,
    message: string,
  ) {
    super(message);
  }
}

const maxRecreates = 10;

async function create(input: Input, context: StepContext): Promise<StepOutcome> {
  if (context.mode === "plan") return wouldCreate(input, context);
  let key = createKey(context.run, context.stepId, { url: input.url, actions: input.actions });
  for (let recreates = 0; ; recreates += 1) {
    const created = await createWithKey(input, context, key, recreates < maxRecreates);
    if (!(created instanceof ReplayedGone)) return created;
    context.logger.info(
      `webhook ${created.id}, created by this step earlier in this workflow run, is gone from ${input.url}: creating it again`,
    );
    key = recreateKey(key, created.id);
  }
}

async function createWithKey(
  input: Input,
  context: StepContext,
  key: string,
  mayRecreate: boolean,
): Promise<StepOutcome | ReplayedGone> {
  const subject = `${input.url} (${input.actions.join(", ")})`;
  const body = { url: input.url, actions: input.actions };
  let replayed: Webhook | undefined;
  const revealed = await context
    .revealSecret(
      input["secret-sink"],
      createRevealing(body, key, context),
      (response) => response.data.attributes.signingSecret,
      // A replayed create may name a webhook removed since, and a create may have raced another
      // run's: in either case its secret must reach no sink.
      async (response) => {
        const mine = stripSecret(response.data);
        if (response.transport.idempotencyReplayed) {
          replayed = await confirmReplayed(mine, input, context);
        }
        await settleRace(replayed ?? mine, response.transport.idempotencyReplayed === true, input, context);
      },
      { op: "create", key },
    )
    .catch((error: unknown) => {
      if (error instanceof LostCreateRace || (error instanceof ReplayedGone && mayRecreate)) return error;
      throw error;
    });
  if (revealed instanceof ReplayedGone) return revealed;
  if (revealed instanceof LostCreateRace) {
    const outcome = await reconcile(revealed.winner, input, context);
    outcome.before = null;
    outcome.summary = `${revealed.note}${outcome.change === "unchanged" ? "" : `; ${outcome.summary}`}`;
    return outcome;
  }
  const { value, receipt } = revealed;
  let webhook: Webhook = replayed ?? (await createdWebhook(value, receipt.target, context));
  warnOtherUrl(webhook, input.url, context);
  context.webhooks.put(webhook, input.url);
  if (!input.enabled && !webhook.attributes.disabled) {
    webhook = await update(webhook, input, context);
  }
  const outcome = describe(
    webhook,
    "created",
    `created webhook ${webhook.id} for ${subject}`,
    input.url,
    null,
  );
  outcome.summary += `; secret sent to ${receipt.target}`;
  outcome.outputs["secret-sink"] = receipt.sink;
  outcome.outputs["secret-fingerprint"] = receipt.fingerprint;
  return { ...outcome, secret: receipt };
}

/**
 * The create's answer names another URL than the one sent (after normalisation): something between
 * (a proxy) or the service changed it. Said, naming both; the run keeps finding the webhook under
 * the URL the plan sent (it is filed there in the run's index).
 */
function warnOtherUrl(webhook: Webhook, sent: string, context: StepContext): void {
  if (sameUrl(webhook.attributes.url, sent)) return;
  context.logger.warning(
    `the answer to the create of webhook ${webhook.id} names the url ${webhook.attributes.url}, not ${sent}, the url sent (a proxy or the service changed it); this run goes on finding it under ${sent}: check which url the webhook has (svc webhooks get ${webhook.id})`,
  );
}

/** The create that reveals the secret: what a proxy may change in its answer is a warning, not a lost secret. */
const createRevealing = (body: WebhookCreate, key: string, context: StepContext) => () =>
  context.client.createWebhook(body, {
    idempotencyKey: key,
    tolerateDeviations: true,
    signal: context.signal,
  });

/**
 * A create replayed from earlier in this run (an earlier attempt, another job or matrix entry: the
 * key is the run and the body) returns that webhook, which the URL lookup did not find: it was
 * removed or moved to another URL since. Say so instead of reporting a webhook that is gone.
 */
async function confirmReplayed(webhook: Webhook, input: Input, context: StepContext): Promise<Webhook> {
  const current = await context.client
    .getWebhook(webhook.id, { signal: context.signal })
    .catch((error: unknown) => {
      if (isGone(error)) return undefined;
      throw error;
    });
  if (!current) {
    // Removed: by the run with this identity that created it, when it lost a create race
    // (docs/plan.md "Concurrent creates"), or by someone since. Either way the webhook the URL
    // has now is the one to reconcile, and the replayed secret goes nowhere.
    const [winner] = await listWebhooksByUrl(context, input.url);
    if (winner) {
      throw new LostCreateRace(
        winner,
        `webhook ${winner.id} is the one for ${input.url}: this run identity's earlier create of ${webhook.id} (replayed by the service) was removed, as the duplicate of a concurrent create or since; this run delivered no secret, and ${winner.id}'s secret is held where the run that created it sent it`,
      );
    }
  }
  // The create's URL is the input's (the key is derived from the body): an answer missing its url
  // field (a tolerated deviation) must not read as a webhook that moved.
  if (!current || normaliseUrl(current.data.attributes.url) !== normaliseUrl(input.url)) {
    throw new ReplayedGone(
      webhook.id,
      `earlier in this workflow run (an earlier attempt or another job) webhook ${webhook.id} was created for ${input.url}, and it was removed or changed since; the service replays that create for this run instead of creating again: start a new workflow run`,
    );
  }
  return current.data;
}

/**
 * The webhook for the URL (from the run's index), waiting while concurrent runs remove the
 * duplicates their creates left (docs/plan.md "Concurrent creates"): each wait lists the URL
 * again. Duplicates that stay fail the step, naming the one kept.
 */
async function lookup(url: string, context: StepContext): Promise<Webhook | undefined> {
  let matches = await findWebhooksByUrl(context, url);
  for (const delay of duplicateSettleMs) {
    if (matches.length <= 1) break;
    context.logger.info(
      `${matches.length} webhooks (${ids(matches)}) have the url ${url}; waiting ${delay} ms for concurrent runs to remove their duplicates`,
    );
    await context.clock.sleep(delay, context.signal);
    matches = await listWebhooksByUrl(context, url);
  }
  if (matches.length > 1) {
    const [first, ...rest] = matches as [Webhook, ...Webhook[]];
    throw new StepFailure(
      `${matches.length} webhooks (${ids(matches)}) have the url ${url}; ${first.id}, listed first, is the one runs keep: remove the duplicates (${ids(rest)}) or address one by webhook-id`,
    );
  }
  return matches[0];
}

/**
 * Concurrent runs with distinct run identities use distinct idempotency keys, so two of them that
 * both found no webhook both create one. After its create each run lists the URL's webhooks and
 * keeps the one listed first (the service lists oldest first); a run whose webhook is not first
 * removes it and throws LostCreateRace, so its secret reaches no sink. Why this leaves exactly one
 * webhook: docs/plan.md "Concurrent creates". The listing is the run's create settler's: one
 * listing for all of the run's creates (this step waits for it without holding a concurrency
 * slot); none for a run that found its webhooks by URL.
 */
async function settleRace(
  mine: Webhook,
  replayed: boolean,
  input: Input,
  context: StepContext,
): Promise<void> {
  const matches = await context.creates.settle(input.url, context.stepId, context.park, context.signal);
  const winner = matches[0];
  if (!winner || winner.id === mine.id) return;
  const listed =
    matches.some((webhook) => webhook.id === mine.id) ||
    (await unlistedButThere(mine, matches, input, context));
  if (listed) {
    await removeDuplicate(mine.id, context).catch((error: unknown) => {
      throw new StepFailure(
        `another run created webhook ${winner.id} for ${input.url} at the same time as this run created ${mine.id}, and ${winner.id} is the one runs keep, but removing the duplicate ${mine.id} failed (${describeError(error)}); no secret was stored: remove webhook ${mine.id} (svc webhooks remove ${mine.id}), then re-run`,
      );
    });
  }
  context.webhooks.remove(mine.id);
  const whose = replayed ? "this run identity's duplicate" : "this run's duplicate";
  throw new LostCreateRace(
    winner,
    `another run created webhook ${winner.id} for ${input.url} at the same time; ${whose} ${mine.id} was removed and its secret stored nowhere; ${winner.id}'s secret was delivered by the run that created it`,
  );
}

/**
 * This run's create answered with a webhook the URL's listing does not hold: a run with this run
 * identity removed it (its replayed create lost a race), or the answer does not name the webhook
 * the create made (something between changed its id). The second must never pass for the first,
 * which would drop the secret of the webhook this run made: an answer whose revision is that of a
 * listed webhook, or whose id names a webhook of another URL, throws an error that keeps the
 * journal's record (a re-run with this run identity replays the create). Returns whether the
 * webhook is there all the same (for the URL, missing from the listing): a duplicate to remove.
 */
async function unlistedButThere(
  mine: Webhook,
  matches: readonly Webhook[],
  input: Input,
  context: StepContext,
): Promise<boolean> {
  const answered = `the service's answer to this run's create of a webhook for ${input.url} names webhook ${mine.id}`;
  const revision = mine.attributes.revision;
  const same = matches.find((webhook) => revision !== undefined && webhook.attributes.revision === revision);
  if (same)
    throw new Error(
      `${answered}, but the webhook it describes (its revision) is ${same.id}, the one the service lists for the URL: the answer's id is not the webhook's`,
    );
  const current = await context.client
    .getWebhook(mine.id, { signal: context.signal })
    .catch((error: unknown) => {
      if (isGone(error)) return undefined;
      throw error;
    });
  if (current && normaliseUrl(current.data.attributes.url) !== normaliseUrl(input.url))
    throw new Error(`${answered}, which is a webhook for another URL: the answer is not the create's`);
  return current !== undefined;
}

/**
 * DELETE the duplicate. A 429 is waited out by the client (`waitOutRateLimits`: it was refused
 * before the service acted; the user's retries and wait budget apply, and a Retry-After beyond the
 * budget fails at once); a DELETE answered 2xx that broke the contract is settled by reading the
 * webhook, and one whose answer was lost (or that is still there) by sending it again. A 404 means
 * it is gone already (another run with this run identity, whose create was replayed, removed it).
 */
async function removeDuplicate(id: string, context: StepContext): Promise<void> {
  for (let resent = 0; ; resent += 1) {
    try {
      await context.client.removeWebhook(id, { signal: context.signal, waitOutRateLimits: true });
      return;
    } catch (error) {
      if (isGone(error)) return;
      // A 2xx that broke the contract most likely removed it: reading tells (else it is sent again).
      if (isAppliedWrite(error)) {
        const state = await context.client.establishWebhookRemoval(id, { signal: context.signal });
        if (state === "removed") return;
      }
      const lost = error instanceof ClientError && (error.outcomeUnknown || isAppliedWrite(error));
      if (!lost || resent >= maxDuplicateResends) throw error;
      await context.clock.sleep(resendDelayMs * (resent + 1), context.signal);
    }
  }
}

/** A DELETE whose answer was lost is sent again at most this often, this long apart (growing). */
const maxDuplicateResends = 2;
const resendDelayMs = 500;

function ids(webhooks: Webhook[]): string {
  return webhooks.map((webhook) => webhook.id).join(", ");
}

/**
 * The webhook exists, and the run journal says an earlier run with this run identity sent its
 * create (docs/plan.md "Crash safety"): replay that create (same key, same body) to get the same
 * secret back and deliver it again, so a run killed between the service's answer and the sink
 * loses nothing. The replayed secret is delivered only when it is provably the current one: the
 * replay names the webhook found by URL at the revision the create produced (nothing rotated or
 * changed it since).
 */
async function recoverCreate(
  found: Webhook,
  record: RevealRecord,
  input: Input,
  context: StepContext,
): Promise<StepOutcome> {
  const body = { url: input.url, actions: input.actions };
  const where = context.journal ? ` (run journal ${context.journal.location})` : "";
  const { receipt } = await context.revealSecret(
    input["secret-sink"],
    createRevealing(body, record.key, context),
    (response) => response.data.attributes.signingSecret,
    async (response) => {
      const created = response.data;
      // Never take back the webhook the URL lookup found, whatever the answer's status says.
      if (!response.transport.idempotencyReplayed && created.id !== found.id) {
        // The earlier create never reached the service and someone else created the webhook
        // meanwhile: this request just made a second one; take it back.
        await removeDuplicate(created.id, context).then(
          () => context.webhooks.remove(created.id),
          (error: unknown) => {
            throw new StepFailure(
              `webhook ${found.id} for ${input.url} exists, but an earlier run with this run identity had sent a create that never reached the service, and replaying it created a second webhook ${created.id} that could not be removed (${describeError(error)}): remove webhook ${created.id}, then re-run`,
            );
          },
        );
        throw new StepFailure(
          `webhook ${found.id} for ${input.url} was created outside this run while an earlier run with this run identity was interrupted before its create reached the service (the second webhook the replay created, ${created.id}, was removed again); this run holds no secret of ${found.id}: rotate its secret (rotate-secret) to get one${where}`,
        );
      }
      if (created.id === found.id && typeof created.attributes.revision !== "string") {
        // A tolerated answer without its revision proves nothing either way: kept for a re-run.
        throw new Error(
          `webhook ${found.id} for ${input.url}: the replayed create's answer holds no revision, so whether the webhook changed since this run identity created it (and the secret may no longer sign) cannot be told`,
        );
      }
      if (created.id !== found.id || created.attributes.revision !== found.attributes.revision) {
        throw new StepFailure(
          `webhook ${found.id} for ${input.url}: an earlier run with this run identity created ${created.id} and was interrupted before its secret was stored, and the webhook was ${created.id === found.id ? "changed or rotated" : "removed or moved"} since, so the secret the service replays may not be the one it signs with; it was not stored: rotate the secret of webhook ${found.id} (a rotate-secret step, or a new run attempt of a plan with one)${where}`,
        );
      }
    },
    { op: "create", key: record.key },
  );
  const summary = `created webhook ${found.id} for ${input.url} (${input.actions.join(", ")}); an earlier run with this run identity was interrupted before storing its secret: the create was replayed (the same secret) and the secret sent to ${receipt.target}`;
  const webhook = difference(found.attributes, input) ? await update(found, input, context) : found;
  const outcome = describe(webhook, "created", summary, input.url, null);
  outcome.outputs["secret-sink"] = receipt.sink;
  outcome.outputs["secret-fingerprint"] = receipt.fingerprint;
  return { ...outcome, secret: receipt };
}

async function reconcile(found: Webhook, input: Input, context: StepContext): Promise<StepOutcome> {
  const body = difference(found.attributes, input);
  if (!body)
    return describe(
      found,
      "unchanged",
      `webhook ${found.id} for ${input.url} is up to date`,
      input.url,
      found,
    );
  const change = changeOf(found.attributes, body);
  if (context.mode === "plan") {
    const verb = change === "reactivated" ? "reactivate" : "update";
    const outcome = describe(found, `would-${verb}`, "", input.url, found);
    outcome.after = { ...snapshotOf(found), actions: [...input.actions], disabled: !input.enabled };
    outcome.summary = `would ${change === "reactivated" ? "reactivate" : "update"} webhook ${found.id}: ${explain(found.attributes, body)}`;
    return outcome;
  }
  const updated = await update(found, input, context);
  return describe(
    updated,
    change,
    `${change} webhook ${found.id}: ${explain(found.attributes, body)}`,
    input.url,
    found,
  );
}

/**
 * PATCH with If-Match set to the revision just read. On 412 (someone changed it meanwhile) re-read
 * and reconcile again; when a PATCH failed without a known outcome, establish it before going on.
 */
async function update(start: Webhook, input: Input, context: StepContext): Promise<Webhook> {
  let current = start;
  for (let attempt = 1; attempt <= maxUpdateAttempts; attempt += 1) {
    const body = difference(current.attributes, input);
    if (!body) return current;
    try {
      // A 429 is refused before the service acts, and If-Match keeps a second send from applying
      // twice: rate limits are waited out (runs sharing a credential meet them).
      const response = await context.client.updateWebhook(current.id, body, {
        ifMatch: current.attributes.revision,
        signal: context.signal,
        waitOutRateLimits: true,
      });
      context.webhooks.put(response.data, input.url);
      return response.data;
    } catch (error) {
      if (isGone(error)) {
        context.webhooks.remove(current.id);
        throw new WebhookGone(current.id, input.url);
      }
      if (error instanceof PreconditionFailedError) {
        context.logger.info(`webhook ${current.id} changed since it was read (412); reading it again`);
        current = await reread(current.id, input.url, context);
        continue;
      }
      if (error instanceof ClientError && error.outcomeUnknown) {
        context.logger.info(`the update of webhook ${current.id} has no known outcome; checking`);
        const established = await context.client.establishWebhookUpdate(current.id, body, {
          signal: context.signal,
        });
        current = stillAt(established.webhook.data, input.url, context);
        if (established.applied) return current;
        continue;
      }
      throw error;
    }
  }
  throw new StepFailure(
    `contention: webhook ${start.id} kept changing while it was updated (${maxUpdateAttempts} times 412 precondition_failed); another run or process edits it: re-run when it is quiet`,
    { status: 412 },
  );
}

/** The webhook read again after a 412: it must still have the step's URL to be written. */
async function reread(id: string, url: string, context: StepContext): Promise<Webhook> {
  const verified = await verifyAtUrl(context, id, url);
  if (verified.kind === "gone") throw new WebhookGone(id, url);
  if (verified.kind === "moved") throw new WebhookGone(id, url, verified.webhook.attributes.url);
  return verified.webhook;
}

/** A webhook read back (an update's outcome established): gone from the URL when it has another. */
function stillAt(webhook: Webhook, url: string, context: StepContext): Webhook {
  if (sameUrl(webhook.attributes.url, url)) {
    context.webhooks.put(webhook, url);
    return webhook;
  }
  context.webhooks.put(webhook);
  throw new WebhookGone(webhook.id, url, webhook.attributes.url);
}

/**
 * The step's outcome. The webhook it yields to `webhook:` references carries `ensured`, the URL the
 * step ensured (later steps act on the webhook only while it has that URL); the `url` output is
 * the service's. `before`: the webhook as the step found it (null: the step created it).
 */
function describe(
  webhook: Webhook,
  change: string,
  summary: string,
  ensured: string,
  before: Webhook | null,
): StepOutcome {
  const { url, revision, disabled } = webhook.attributes;
  return {
    status: "succeeded",
    change,
    summary,
    outputs: { change, "webhook-id": webhook.id, revision, url, disabled },
    webhook: { id: webhook.id, url: ensured, revision, disabled },
    before: before === null ? null : snapshotOf(before),
    after: snapshotOf(webhook),
  };
}

/**
 * The webhook a create answered with, without its secret. A tolerated answer whose body broke the
 * schema (only its id and secret were checked) is read back instead; the secret is already stored,
 * so a failed read says where it went and that a re-run reconciles.
 */
async function createdWebhook(
  value: { data: WebhookWithSecret; bodyValid: boolean },
  target: string,
  context: StepContext,
): Promise<Webhook> {
  if (value.bodyValid) return stripSecret(value.data);
  try {
    return (await context.client.getWebhook(value.data.id, { signal: context.signal })).data;
  } catch (error) {
    throw new StepFailure(
      `created webhook ${value.data.id} and sent its signing secret to ${target}, but its answer broke the contract and reading the webhook back failed (${describeError(error)}); the secret is stored: re-run to reconcile the webhook (it is found by its URL)`,
      { cause: error },
    );
  }
}

function stripSecret(webhook: Webhook & { attributes: { signingSecret?: string } }): Webhook {
  const { signingSecret: _secret, ...attributes } = webhook.attributes;
  return { ...webhook, attributes };
}
