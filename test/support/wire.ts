/**
 * Builders of the service's wire shapes (envelopes, error documents, deliveries) for HTTP-mocked tests.
 * The unit-test fixtures of the client and the engine wrap these with their own defaults.
 */
const DEFAULT_REVISION = `whk1-${"a".repeat(64)}`;

export function webhookResource(id: string, attributes: Record<string, unknown> = {}) {
  return {
    id,
    type: "webhook",
    attributes: {
      actions: ["task_created"],
      disabled: false,
      failCount: 0,
      lastStatus: null,
      url: "https://hooks.example.com/svc",
      version: 2,
      revision: DEFAULT_REVISION,
      ...attributes,
    },
  };
}

/** A v1 error document. */
export const errorEnvelope = (status: number, code: string, detail: string, requestId = "req-1") => ({
  errors: [{ status: String(status), code, title: "Error", detail }],
  meta: { requestId },
});

export const singleEnvelope = (data: unknown, requestId = "req-1") => ({ data, meta: { requestId } });

export const pageEnvelope = (
  data: unknown[],
  nextCursor: string | null = null,
  limit = 50,
  requestId = "req-1",
) => ({
  data,
  meta: { requestId, page: { limit, nextCursor } },
});

export interface DeliveryOptions {
  webhookId?: string;
  event?: string;
  collection?: string;
  state?: string;
  createdAt?: string;
  /** HTTP status of each attempt, in order (default one attempt: 204 when succeeded, else 500). */
  statusCodes?: (number | null)[];
  completedAt?: string | null;
  /** Transport failure code of the attempts without an HTTP status (e.g. ENOTFOUND). */
  transportCode?: string;
  /** Raw attribute overrides, applied last (e.g. to break the schema on purpose). */
  attributes?: Record<string, unknown>;
}

export function deliveryResource(id: string, options: DeliveryOptions = {}) {
  const createdAt = options.createdAt ?? "2026-07-01T09:30:00Z";
  const state = options.state ?? "succeeded";
  const codes = options.statusCodes ?? [state === "succeeded" ? 204 : 500];
  const terminal = ["succeeded", "failed", "skipped"].includes(state);
  return {
    id,
    type: "webhookDelivery",
    attributes: {
      deliveryId: id,
      webhookId: options.webhookId ?? "wh_1",
      event: options.event ?? "task_created",
      collection: options.collection ?? "cards",
      resourceId: null,
      state,
      attemptCount: codes.length,
      attempts: codes.map((statusCode, index) => ({
        attempt: index + 1,
        state: index === codes.length - 1 ? state : "retrying",
        startedAt: createdAt,
        finishedAt: createdAt,
        statusCode,
        errorCode:
          statusCode === null
            ? options.transportCode
              ? "transport_error"
              : null
            : statusCode >= 300
              ? "http_error"
              : null,
        transportCode: statusCode === null ? (options.transportCode ?? null) : null,
      })),
      createdAt,
      updatedAt: createdAt,
      completedAt: options.completedAt !== undefined ? options.completedAt : terminal ? createdAt : null,
      ...options.attributes,
    },
  };
}
