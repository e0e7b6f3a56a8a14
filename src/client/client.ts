import type { CredentialLocation, ListItem, Task, Webhook, WebhookDelivery } from "../schemas/index.js";
import { Transport } from "../transport/index.js";
import { type AuthOperations, authOperations } from "./auth.js";
import { type DeliveryOperations, deliveryOperations } from "./deliveries.js";
import { type EstablishOperations, establishOperations } from "./establish.js";
import { paginate } from "./pagination.js";
import { type ResourceOperations, resourceOperations } from "./resources.js";
import { resolveRouting } from "./routing.js";
import type {
  ClientOptions,
  ListListsQuery,
  ListTasksQuery,
  ListWebhookDeliveriesQuery,
  ListWebhooksQuery,
  PaginateOptions,
  Paginator,
} from "./types.js";
import { type WebhookOperations, webhookOperations } from "./webhooks.js";

export interface PaginationOperations {
  paginateTasks(query?: ListTasksQuery, options?: PaginateOptions): Paginator<Task>;
  paginateLists(query?: ListListsQuery, options?: PaginateOptions): Paginator<ListItem>;
  paginateWebhooks(query?: ListWebhooksQuery, options?: PaginateOptions): Paginator<Webhook>;
  paginateWebhookDeliveries(
    query?: ListWebhookDeliveriesQuery,
    options?: PaginateOptions,
  ): Paginator<WebhookDelivery>;
}

/** The typed API v1 client; method names are the spec's operationIds. */
export interface Client
  extends ResourceOperations,
    WebhookOperations,
    DeliveryOperations,
    AuthOperations,
    EstablishOperations,
    PaginationOperations {
  /** The normalised v1 base URL every request goes to. */
  readonly baseUrl: string;
  /** The token's routing hint; undefined for a token-less client. */
  readonly location: CredentialLocation | undefined;
}

/** Builds a v1 client. Throws ClientError (invalid_credential, invalid_base_url, ...) on bad options. */
export function createClient(options: ClientOptions = {}): Client {
  const { baseUrl, location } = resolveRouting(options);
  const transport = new Transport({ ...options, baseUrl });
  const resources = resourceOperations(transport);
  const webhooks = webhookOperations(transport);
  const deliveries = deliveryOperations(transport);
  return {
    baseUrl,
    location,
    ...resources,
    ...webhooks,
    ...deliveries,
    ...authOperations(transport),
    ...establishOperations(webhooks),
    paginateTasks: (query = {}, options = {}) => paginate(resources.listTasks, query, options),
    paginateLists: (query = {}, options = {}) => paginate(resources.listLists, query, options),
    paginateWebhooks: (query = {}, options = {}) => paginate(webhooks.listWebhooks, query, options),
    paginateWebhookDeliveries: (query = {}, options = {}) =>
      paginate(deliveries.listWebhookDeliveries, query, options),
  };
}
