import type { Webhook } from "../schemas/index.js";
import { StepFailure } from "./errors.js";
import type { StepContext } from "./step-types.js";
import { listByUrls, normaliseUrl } from "./webhook-index.js";

/**
 * Every webhook with this URL (compared after URL normalisation), in the service's listing order
 * (the emulator lists oldest first), from the run's webhook index: every page of the listing, read
 * once per run (a first-page-only check is the classic ensure bug), with the run's own writes.
 */
export async function findWebhooksByUrl(context: StepContext, url: string): Promise<Webhook[]> {
  const matches = await context.webhooks.find(url, context.signal);
  context.logger.debug(
    `looked for ${url} in the run's webhook listing (${context.webhooks.pages} page(s), read once per run): ${matches.length} match(es)`,
  );
  return matches;
}

/**
 * The URL's webhooks as the service lists them now (every page, read again): for the rare cases
 * that need the present, not the run's index (duplicates that concurrent runs are removing, a
 * replayed create that is gone). The index takes what it says for the URL.
 */
export async function listWebhooksByUrl(context: StepContext, url: string): Promise<Webhook[]> {
  const key = normaliseUrl(url);
  const { matches, pages } = await listByUrls(context.client, new Set([key]), context.signal);
  const found = matches.get(key) ?? [];
  context.webhooks.replaceUrl(url, found);
  context.logger.debug(`listed ${url} again across ${pages} page(s): ${found.length} match(es)`);
  return found;
}

/** The webhook with this URL; two matches are ambiguous and fail rather than guess. */
export async function findWebhookByUrl(context: StepContext, url: string): Promise<Webhook | undefined> {
  return single(await findWebhooksByUrl(context, url), url);
}

/**
 * The URL's webhooks again, after the entry the run's index had for it proved stale (the webhook
 * moved or vanished): from a listing newer than that entry (`staleSince`, from `seenIn`), shared
 * with the other steps that meet the changed workspace at the same time.
 */
export async function lookAgain(context: StepContext, url: string, staleSince: number): Promise<Webhook[]> {
  const found = await context.webhooks.freshFind(url, staleSince, context.signal);
  context.logger.debug(`looked at ${url} again in a newer listing: ${found.length} match(es)`);
  return found;
}

/** The webhook with this URL after a look again (`lookAgain`); ambiguity fails. */
export async function findWebhookAgain(
  context: StepContext,
  url: string,
  staleSince: number,
): Promise<Webhook | undefined> {
  return single(await lookAgain(context, url, staleSince), url);
}

function single(matches: readonly Webhook[], url: string): Webhook | undefined {
  if (matches.length > 1) {
    const ids = matches.map((webhook) => webhook.id).join(", ");
    throw new StepFailure(
      `${matches.length} webhooks (${ids}) have the url ${url}; remove the duplicates or address one by webhook-id`,
    );
  }
  return matches[0];
}
