/**
 * What the webhook operations share: the path of one webhook, the strict check of a webhook
 * answer, and the sentence each write adds when the service applied it but its answer breaks the
 * contract (what was applied, and whether sending the request again is safe).
 */
import { CACHE_STRONG, singleEnvelope, type Webhook, webhook } from "../schemas/index.js";
import { encodePathSegment, type TransportResponse } from "../transport/index.js";
import { checkInput, webhookPathId } from "./input.js";
import { cacheControlProblem, etagProblem, parseBody, raiseFirst, statusProblem } from "./response.js";
import type { ApiResponse, ResponseWarning } from "./types.js";

const webhookSingle = singleEnvelope(webhook);

export const webhookPath = (id: string) =>
  `/webhooks/${encodePathSegment(checkInput(webhookPathId, id, "webhook id"), "webhook id")}`;

export function sameIdProblem(
  actual: unknown,
  expected: string,
  path = "data.id",
): ResponseWarning | undefined {
  return actual === expected ? undefined : { path, problem: "does not match the requested webhook id" };
}

/** Strict webhook response: status, Cache-Control, envelope and ETag = quoted revision. */
export function strictWebhook(res: TransportResponse, id: string): ApiResponse<Webhook> {
  raiseFirst(res, statusProblem(res, [200]), cacheControlProblem(res, CACHE_STRONG));
  const body = parseBody(webhookSingle, res);
  raiseFirst(res, sameIdProblem(body.data.id, id), etagProblem(res, body.data.attributes.revision));
  return { ...body, transport: res.transport };
}

/**
 * What a 2xx answer says each write did, and whether repeating it is safe. "Most likely": a 2xx
 * is the service's word, unless something between (a proxy's own page) answered instead.
 */
export const appliedNotes = {
  create: (status: number) =>
    `the service answered HTTP ${status}, so it most likely created the webhook: the same request with the same Idempotency-Key replays that answer within 7 days, the same webhook and signing secret, instead of creating another`,
  rotate: (id: string) => (status: number) =>
    `the service answered HTTP ${status}, so it most likely rotated the signing secret of webhook ${id}: the same request (the same Idempotency-Key and If-Match) replays that answer within 7 days, the same secret, instead of rotating again`,
  update: (id: string) => (status: number) =>
    `the service answered HTTP ${status}, so the update to webhook ${id} is most likely applied: read the webhook for its state and revision; repeating the update is safe and changes nothing more (with the same If-Match it is refused with 412 once the revision moved)`,
  remove: (id: string) => (status: number) =>
    `the service answered HTTP ${status}, so webhook ${id} is most likely removed: repeating the removal is safe and changes nothing (it answers 404 once the webhook is gone)`,
  testDelivery: (id: string) => (status: number) =>
    `the service answered HTTP ${status}, so a test delivery to webhook ${id} is most likely queued: the same request with the same Idempotency-Key replays that answer instead of queueing another`,
};
