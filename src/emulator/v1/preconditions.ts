import { webhookEtagPattern } from "../../schemas/index.js";
import { ApiFailure } from "../http/failure.js";
import type { WebhookRecord } from "../state/model.js";
import type { V1Context } from "./v1-context.js";

/**
 * The revision named by a guarded write's `If-Match`: missing -> 428, anything but
 * exactly one quoted strong webhook ETag (weak, `*`, lists, duplicates, other families) -> 400.
 */
export function requireIfMatch(ctx: V1Context): string {
  const values = ctx.req.headersDistinct["if-match"];
  if (!values || values.length === 0) {
    throw new ApiFailure(
      428,
      "precondition_required",
      'This write needs If-Match with the webhook\'s current ETag ("whk1-..."); read the webhook first.',
      { header: "If-Match" },
    );
  }
  const value = values.length === 1 ? (values[0] as string).trim() : "";
  if (!webhookEtagPattern.test(value)) {
    throw new ApiFailure(
      400,
      "invalid_precondition",
      'If-Match must be exactly one quoted strong webhook ETag like "whk1-<64 hex>" (no W/, *, or lists).',
      { header: "If-Match" },
    );
  }
  return value.slice(1, -1);
}

export function assertFresh(hook: WebhookRecord, revision: string): void {
  if (hook.revision !== revision) {
    throw new ApiFailure(
      412,
      "precondition_failed",
      "The webhook changed since the supplied revision; read it again and retry with the new ETag.",
      { header: "If-Match" },
    );
  }
}

export const etagOf = (revision: string): string => `"${revision}"`;
