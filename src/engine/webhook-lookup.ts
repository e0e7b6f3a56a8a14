import type { Webhook } from "../schemas/index.js";
import { StepFailure } from "./errors.js";
import type { StepContext } from "./step-types.js";

/** Compares URLs the way a server would store them (scheme/host case, default port). */
function sameUrl(left: string, right: string): boolean {
  return normalise(left) === normalise(right);
}

function normalise(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * Every webhook with this URL, in the service's listing order (the emulator lists oldest first),
 * looked up across every page of the list (a first-page-only check is the classic ensure bug).
 */
export async function findWebhooksByUrl(context: StepContext, url: string): Promise<Webhook[]> {
  const matches: Webhook[] = [];
  let pages = 0;
  const listing = context.client.paginateWebhooks({ limit: 100 }, { signal: context.signal });
  for await (const page of listing.pages()) {
    pages += 1;
    for (const webhook of page.data) if (sameUrl(webhook.attributes.url, url)) matches.push(webhook);
  }
  context.logger.debug(`looked for ${url} across ${pages} page(s): ${matches.length} match(es)`);
  return matches;
}

/** The webhook with this URL; two matches are ambiguous and fail rather than guess. */
export async function findWebhookByUrl(context: StepContext, url: string): Promise<Webhook | undefined> {
  const matches = await findWebhooksByUrl(context, url);
  if (matches.length > 1) {
    const ids = matches.map((webhook) => webhook.id).join(", ");
    throw new StepFailure(
      `${matches.length} webhooks (${ids}) have the url ${url}; remove the duplicates or address one by webhook-id`,
    );
  }
  return matches[0];
}
