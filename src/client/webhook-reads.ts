import { pageEnvelope, type Webhook, webhook } from "../schemas/index.js";
import type { Transport } from "../transport/index.js";
import { checkInput, listWebhooksQuery, requestFields } from "./input.js";
import { expectStatus, expectUniqueIds, invalidResponse, parseBody } from "./response.js";
import type {
  ApiResponse,
  ListWebhooksQuery,
  PageRequestOptions,
  PageResponse,
  RequestOptions,
} from "./types.js";
import { strictWebhook, webhookPath } from "./webhook-answers.js";

const webhookPage = pageEnvelope(webhook);

/** listWebhooks and getWebhook, with strict response validation. */
export function webhookReads(t: Transport) {
  return {
    async listWebhooks(
      query: ListWebhooksQuery = {},
      o: PageRequestOptions = {},
    ): Promise<PageResponse<Webhook>> {
      const q = checkInput(listWebhooksQuery, query, "listWebhooks query");
      const res = await t.request({ method: "GET", path: "/webhooks", query: q, ...requestFields(o) });
      expectStatus(res, [200]);
      o.onUnvalidatedBody?.(res.body);
      const body = parseBody(webhookPage, res);
      if (body.meta.page.limit > 100) throw invalidResponse(res, "meta.page.limit", "exceeds 100");
      expectUniqueIds(res, body.data);
      return { ...body, transport: res.transport };
    },

    async getWebhook(id: string, o: RequestOptions = {}): Promise<ApiResponse<Webhook>> {
      const res = await t.request({ method: "GET", path: webhookPath(id), ...requestFields(o) });
      return strictWebhook(res, id);
    },
  };
}
