import {
  CACHE_PRIVATE,
  CACHE_STRONG,
  pageEnvelope,
  singleEnvelope,
  type Webhook,
  type WebhookCreate,
  type WebhookSecretRotation,
  type WebhookTestDelivery,
  type WebhookUpdate,
  type WebhookWithSecret,
  webhook,
  webhookCreate,
  webhookSecretRotation,
  webhookTestDelivery,
  webhookUpdate,
  webhookWithSecret,
} from "../schemas/index.js";
import {
  encodePathSegment,
  idempotencyKeyOrNew,
  normalizeIfMatch,
  type Transport,
  type TransportResponse,
} from "../transport/index.js";
import { checkInput, listWebhooksQuery, requestFields, webhookPathId } from "./input.js";
import {
  expectCacheControl,
  expectEtag,
  expectReplayHeader,
  expectStatus,
  expectUniqueIds,
  invalidResponse,
  parseBody,
} from "./response.js";
import type {
  ApiResponse,
  GuardedRequestOptions,
  IdempotentRequestOptions,
  ListWebhooksQuery,
  NoContent,
  PageRequestOptions,
  PageResponse,
  RequestOptions,
} from "./types.js";

const webhookPage = pageEnvelope(webhook);
const webhookSingle = singleEnvelope(webhook);
const createdSingle = singleEnvelope(webhookWithSecret);
const rotationSingle = singleEnvelope(webhookSecretRotation);
const testDeliverySingle = singleEnvelope(webhookTestDelivery);

const webhookPath = (id: string) =>
  `/webhooks/${encodePathSegment(checkInput(webhookPathId, id, "webhook id"), "webhook id")}`;

function expectSameId(res: TransportResponse, actual: string, expected: string, path = "data.id"): void {
  if (actual !== expected) throw invalidResponse(res, path, "does not match the requested webhook id");
}

/** Strict webhook response: status, Cache-Control, envelope and ETag = quoted revision. */
function strictWebhook(res: TransportResponse, id: string): ApiResponse<Webhook> {
  expectStatus(res, [200]);
  expectCacheControl(res, CACHE_STRONG);
  const body = parseBody(webhookSingle, res);
  expectSameId(res, body.data.id, id);
  expectEtag(res, body.data.attributes.revision);
  return { ...body, transport: res.transport };
}

/** Webhook operations with strict response validation. */
export function webhookOperations(t: Transport) {
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

    async createWebhook(
      body: WebhookCreate,
      o: IdempotentRequestOptions = {},
    ): Promise<ApiResponse<WebhookWithSecret>> {
      const input = checkInput(webhookCreate, body, "createWebhook body");
      const idempotencyKey = idempotencyKeyOrNew(o.idempotencyKey);
      const res = await t.request({
        method: "POST",
        path: "/webhooks",
        body: input,
        idempotencyKey,
        ...requestFields(o),
      });
      expectStatus(res, [200, 201]);
      expectReplayHeader(res);
      expectCacheControl(res, CACHE_STRONG);
      const parsed = parseBody(createdSingle, res);
      expectEtag(res, parsed.data.attributes.revision);
      return { ...parsed, transport: res.transport };
    },

    async updateWebhook(
      id: string,
      body: WebhookUpdate,
      o: GuardedRequestOptions,
    ): Promise<ApiResponse<Webhook>> {
      const path = webhookPath(id);
      const input = checkInput(webhookUpdate, body, "updateWebhook body");
      const ifMatch = normalizeIfMatch(o?.ifMatch);
      const res = await t.request({
        method: "PATCH",
        path,
        body: input,
        ifMatch,
        ...requestFields(o),
      });
      return strictWebhook(res, id);
    },

    async removeWebhook(id: string, o: RequestOptions = {}): Promise<NoContent> {
      const res = await t.request({ method: "DELETE", path: webhookPath(id), ...requestFields(o) });
      expectStatus(res, [204]);
      return { transport: res.transport };
    },

    async rotateWebhookSecret(
      id: string,
      o: GuardedRequestOptions & IdempotentRequestOptions,
    ): Promise<ApiResponse<WebhookSecretRotation>> {
      const path = `${webhookPath(id)}/secret-rotation`;
      const ifMatch = normalizeIfMatch(o?.ifMatch);
      const idempotencyKey = idempotencyKeyOrNew(o.idempotencyKey);
      const res = await t.request({
        method: "POST",
        path,
        ifMatch,
        idempotencyKey,
        ...requestFields(o),
      });
      expectStatus(res, [200, 201]);
      expectReplayHeader(res);
      expectCacheControl(res, CACHE_STRONG);
      const parsed = parseBody(rotationSingle, res);
      expectSameId(res, parsed.data.id, id);
      if (parsed.data.attributes.replayed !== (res.status === 200)) {
        throw invalidResponse(res, "data.attributes.replayed", `does not match HTTP ${res.status}`);
      }
      expectEtag(res, parsed.data.attributes.revision);
      return { ...parsed, transport: res.transport };
    },

    async testWebhookDelivery(
      id: string,
      o: IdempotentRequestOptions = {},
    ): Promise<ApiResponse<WebhookTestDelivery>> {
      const path = `${webhookPath(id)}/test-delivery`;
      const idempotencyKey = idempotencyKeyOrNew(o.idempotencyKey);
      const res = await t.request({ method: "POST", path, idempotencyKey, ...requestFields(o) });
      expectStatus(res, [200, 201]);
      expectReplayHeader(res);
      expectCacheControl(res, CACHE_PRIVATE);
      const parsed = parseBody(testDeliverySingle, res);
      expectSameId(res, parsed.data.attributes.webhookId, id, "data.attributes.webhookId");
      if (parsed.data.attributes.replayed !== (res.status === 200)) {
        throw invalidResponse(res, "data.attributes.replayed", `does not match HTTP ${res.status}`);
      }
      return { ...parsed, transport: res.transport };
    },
  };
}
export type WebhookOperations = ReturnType<typeof webhookOperations>;
