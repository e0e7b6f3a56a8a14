import type { IncomingMessage } from "node:http";
import type { RequestUrl } from "../http/request-url.js";
import type { Reply } from "../http/respond.js";
import type { Services } from "../services.js";
import type { Credential, Workspace } from "../state/model.js";

export interface V1Context {
  req: IncomingMessage;
  url: RequestUrl;
  requestId: string;
  params: Record<string, string>;
  /** Parsed JSON body (undefined when empty). */
  body: unknown;
  services: Services;
}

export interface AuthedContext extends V1Context {
  credential: Credential;
  workspace: Workspace;
}

export { CACHE_PRIVATE, CACHE_STRONG } from "../../schemas/index.js";

export const single = (
  ctx: V1Context,
  data: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Reply => ({
  status,
  body: { data, meta: { requestId: ctx.requestId } },
  headers,
});

/** A page of `data`. */
export const page = (ctx: V1Context, data: unknown[], limit: number, nextCursor: string | null): Reply => {
  const meta = { requestId: ctx.requestId, page: { limit, nextCursor } };
  return { status: 200, body: { data, meta } };
};

/**
 * A page whose items' JSON texts (`JSON.stringify` of each item, in order, with their UTF-8
 * lengths) are at hand: the page is sent as their concatenation, and its body object, which only
 * the `validateResponses` self-check reads, is built by `data` when first read.
 */
export const pageOfTexts = (
  ctx: V1Context,
  texts: readonly { json: string; bytes: number }[],
  data: () => unknown[],
  limit: number,
  nextCursor: string | null,
): Reply => {
  const meta = { requestId: ctx.requestId, page: { limit, nextCursor } };
  const metaJson = JSON.stringify(meta);
  let json = '{"data":[';
  // Brackets, commas and `],"meta":` and `}` are ASCII: one byte each.
  let bytes = json.length + 9 + Buffer.byteLength(metaJson) + 1;
  for (let index = 0; index < texts.length; index += 1) {
    const text = texts[index] as { json: string; bytes: number };
    if (index > 0) {
      json += ",";
      bytes += 1;
    }
    json += text.json;
    bytes += text.bytes;
  }
  json += `],"meta":${metaJson}}`;
  return { status: 200, body: new LazyPage(data, meta), json, jsonBytes: bytes };
};

/**
 * A page's body whose `data` is built when first read: a getter on the class, not an accessor made
 * per page. Reads (the self-check's schema, `JSON.stringify`) see `data` and `meta` as before.
 */
class LazyPage {
  readonly #build: () => unknown[];
  #items: unknown[] | undefined;

  constructor(
    build: () => unknown[],
    readonly meta: unknown,
  ) {
    this.#build = build;
  }

  get data(): unknown[] {
    this.#items ??= this.#build();
    return this.#items;
  }

  toJSON(): { data: unknown[]; meta: unknown } {
    return { data: this.data, meta: this.meta };
  }
}

export const noContent = (headers: Record<string, string> = {}): Reply => ({ status: 204, headers });

/** Keyset pagination over items ordered by `seq`; `after` is exclusive. */
export function paginate<T extends { seq: number }>(
  items: T[],
  after: number | undefined,
  limit: number,
  newestFirst: boolean,
): { items: T[]; last: number | undefined; more: boolean } {
  const ordered = inOrder(items, newestFirst)
    ? items
    : [...items].sort((a, b) => (newestFirst ? b.seq - a.seq : a.seq - b.seq));
  const start =
    after === undefined
      ? ordered
      : ordered.filter((item) => (newestFirst ? item.seq < after : item.seq > after));
  const slice = start.slice(0, limit);
  return { items: slice, last: slice.at(-1)?.seq, more: start.length > limit };
}

/** Whether `items` are already ordered by `seq` (as a store's insertion order mostly is): no sort needed. */
function inOrder(items: readonly { seq: number }[], newestFirst: boolean): boolean {
  for (let index = 1; index < items.length; index += 1) {
    const before = (items[index - 1] as { seq: number }).seq;
    const after = (items[index] as { seq: number }).seq;
    if (newestFirst ? before < after : before > after) return false;
  }
  return true;
}
