import {
  CACHE_PRIVATE,
  singleEnvelope,
  type Webhook,
  type WebhookTestDelivery,
  type WebhookUpdate,
  webhookTestDelivery,
  webhookUpdate,
} from "../schemas/index.js";
import { idempotencyKeyOrNew, normalizeIfMatch, type Transport } from "../transport/index.js";
import { checkInput, requestFields } from "./input.js";
import {
  appliedWrite,
  cacheControlProblem,
  expectStatus,
  invalidResponse,
  parseBody,
  raiseFirst,
  replayHeaderProblem,
  statusProblem,
} from "./response.js";
import type {
  ApiResponse,
  GuardedRequestOptions,
  IdempotentRequestOptions,
  NoContent,
  WriteRequestOptions,
} from "./types.js";
import { appliedNotes, sameIdProblem, strictWebhook, webhookPath } from "./webhook-answers.js";

const testDeliverySingle = singleEnvelope(webhookTestDelivery);

/**
 * The writes that reveal no secret: update, remove, test delivery. Their answers are checked
 * strictly; a 2xx answer that breaks the contract is an AppliedWriteError saying the write was
 * applied and whether repeating it is safe.
 */
export function webhookWrites(t: Transport) {
  return {
    async updateWebhook(
      id: string,
      body: WebhookUpdate,
      o: GuardedRequestOptions,
    ): Promise<ApiResponse<Webhook>> {
      const path = webhookPath(id);
      const input = checkInput(webhookUpdate, body, "updateWebhook body");
      const ifMatch = normalizeIfMatch(o?.ifMatch);
      return appliedWrite(appliedNotes.update(id), id, async () => {
        const res = await t.request({
          method: "PATCH",
          path,
          body: input,
          ifMatch,
          waitOutRateLimits: o.waitOutRateLimits,
          ...requestFields(o),
        });
        return strictWebhook(res, id);
      });
    },

    async removeWebhook(id: string, o: WriteRequestOptions = {}): Promise<NoContent> {
      const path = webhookPath(id);
      return appliedWrite(appliedNotes.remove(id), id, async () => {
        const res = await t.request({
          method: "DELETE",
          path,
          waitOutRateLimits: o.waitOutRateLimits,
          ...requestFields(o),
        });
        expectStatus(res, [204]);
        return { transport: res.transport };
      });
    },

    async testWebhookDelivery(
      id: string,
      o: IdempotentRequestOptions = {},
    ): Promise<ApiResponse<WebhookTestDelivery>> {
      const path = `${webhookPath(id)}/test-delivery`;
      const idempotencyKey = idempotencyKeyOrNew(o.idempotencyKey);
      return appliedWrite(appliedNotes.testDelivery(id), id, async () => {
        const res = await t.request({ method: "POST", path, idempotencyKey, ...requestFields(o) });
        raiseFirst(res, statusProblem(res, [200, 201]), replayHeaderProblem(res));
        raiseFirst(res, cacheControlProblem(res, CACHE_PRIVATE));
        const parsed = parseBody(testDeliverySingle, res);
        raiseFirst(res, sameIdProblem(parsed.data.attributes.webhookId, id, "data.attributes.webhookId"));
        if (parsed.data.attributes.replayed !== (res.status === 200)) {
          throw invalidResponse(res, "data.attributes.replayed", `does not match HTTP ${res.status}`);
        }
        return { ...parsed, transport: res.transport };
      });
    },
  };
}
