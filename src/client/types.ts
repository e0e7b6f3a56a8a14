import type { z } from "zod";
import type { TransportInfo, TransportTuning } from "../transport/index.js";
import type {
  listListsQuery,
  listTasksQuery,
  listWebhookDeliveriesQuery,
  listWebhooksQuery,
} from "./input.js";

export type { TransportInfo } from "../transport/index.js";

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  /** X-Request-Id for this logical request (reused across retries); default a random UUID. */
  requestId?: string | undefined;
}
/** Options of a list operation (one page). */
export interface PageRequestOptions extends RequestOptions {
  /**
   * Called with the decoded body of a 200 answer before it is validated (the page is still
   * validated, and rejected if invalid, after it returns); `paginate`'s prefetch reads the next
   * cursor from it to request the next page while this one is validated.
   */
  onUnvalidatedBody?: ((body: unknown) => void) | undefined;
}
export interface IdempotentRequestOptions extends RequestOptions {
  /** 1-128 printable ASCII without spaces; generated when omitted. */
  idempotencyKey?: string | undefined;
}
/** Options of the calls that reveal a signing secret: createWebhook and rotateWebhookSecret. */
export interface RevealRequestOptions extends IdempotentRequestOptions {
  /**
   * Default false: any deviation from the contract is a ResponseValidationError (docs/client.md).
   * true: an answer whose signing secret is usable (a 2xx JSON body naming a webhook id, for a
   * rotation the one asked for, with a `whsec_v2_` secret) is returned, and what else differs
   * from the contract (headers such as Cache-Control, fields extra, missing or malformed, 200 vs
   * 201) is listed in `warnings` instead of thrown: the service has applied the write, and a
   * secret it revealed once must not be discarded because a proxy dropped a header.
   */
  tolerateDeviations?: boolean | undefined;
}
/** Options of the login's token exchange, which reveals a credential once. */
export interface ExchangeRequestOptions extends RequestOptions {
  /**
   * Default false: a `Cache-Control` other than `private, no-store, no-transform` is a
   * ResponseValidationError.
   * true: it is listed in `warnings` instead (a proxy dropped the header; the credential it
   * issued is still good). The status and the body are checked strictly either way.
   */
  tolerateDeviations?: boolean | undefined;
}
/** Options of a write the client never retries (PATCH, DELETE). */
export interface WriteRequestOptions extends RequestOptions {
  /**
   * Default false: a 429 fails the write at once (the contract never retries PATCH or DELETE).
   * true: a 429 is waited out and the write sent again, as a GET's would be (Retry-After plus a
   * spread, within `maxRateLimitWaitMs`): the service refuses a rate-limited request before acting
   * on it. For a caller that knows a second send is safe (an update with `If-Match`, a removal).
   * A 5xx or a lost answer is still never retried.
   */
  waitOutRateLimits?: boolean | undefined;
}

export interface GuardedRequestOptions extends WriteRequestOptions {
  /** The webhook's revision `whk1-<64 hex>` or its strong ETag `"whk1-<64 hex>"`. */
  ifMatch: string;
}

export interface ApiResponse<T> {
  data: T;
  meta: { requestId: string };
  transport: TransportInfo;
}
/** Where an answer differs from the contract: the path (`headers.cache-control`, `data.attributes.x`) and how. */
export interface ResponseWarning {
  path: string;
  problem: string;
}
/** The answer of a call that reveals a signing secret. */
export interface RevealResponse<T> extends ApiResponse<T> {
  /** What differs from the contract (always empty unless `tolerateDeviations`). */
  warnings: ResponseWarning[];
  /**
   * The body met its schema in full. When false (only with `tolerateDeviations`), only `data.id`
   * and `data.attributes.signingSecret` were checked: read the webhook back before relying on the rest.
   */
  bodyValid: boolean;
}
export interface PageResponse<T> {
  data: T[];
  meta: { requestId: string; page: { limit: number; nextCursor: string | null } };
  transport: TransportInfo;
}
export interface NoContent {
  transport: TransportInfo;
}
export interface Paginator<T> extends AsyncIterable<T> {
  pages(): AsyncIterable<PageResponse<T>>;
  toArray(): Promise<T[]>;
}
export interface PaginateOptions {
  /** 1-10000, default 10000. */
  maxPages?: number | undefined;
  signal?: AbortSignal | undefined;
  /**
   * Request page n+1 while the caller consumes page n (default false: one request per pull, as a
   * caller that may stop early or is short of rate limit wants). At most two pages are held; an
   * early end of the walk aborts the prefetch.
   */
  prefetch?: boolean | undefined;
}

/** Options shared by the v1 and the legacy client. */
export interface CommonClientOptions extends TransportTuning {
  baseUrl?: string | undefined;
}

export interface ClientOptions extends CommonClientOptions {
  /** v1 credential; optional only for exchangeCliAuthorizationCode. */
  token?: string | undefined;
  /** Default `teamgrid.app`; ignored when baseUrl is given. */
  apiRootDomain?: string | undefined;
  /** Region for a client without a token (the browser-login exchange), e.g. `de`. */
  region?: string | undefined;
}

// The query types are the input side of the schemas that check them (./input.ts): one definition.
/** Filters of `GET /tasks`; limit 1-200. */
export type ListTasksQuery = z.input<typeof listTasksQuery>;
/** Filters of `GET /lists`; limit 1-200. */
export type ListListsQuery = z.input<typeof listListsQuery>;
/** `GET /webhooks`; limit 1-100. */
export type ListWebhooksQuery = z.input<typeof listWebhooksQuery>;
/** Filters of `GET /webhook-deliveries`; limit 1-200. */
export type ListWebhookDeliveriesQuery = z.input<typeof listWebhookDeliveriesQuery>;
