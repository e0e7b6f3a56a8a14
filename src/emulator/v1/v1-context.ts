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
 * A page whose items' JSON texts (`JSON.stringify` of each item, in order, as UTF-8 bytes) are at
 * hand: the page is sent as their concatenation, and its body object, which only the
 * `validateResponses` self-check reads, is built by `data` when first read. `owner` keys the joined
 * items kept for the next page of the same texts (`joinTexts`).
 */
export const pageOfTexts = (
  ctx: V1Context,
  owner: object,
  texts: readonly Buffer[],
  data: () => unknown[],
  limit: number,
  nextCursor: string | null,
): Reply => {
  const meta = { requestId: ctx.requestId, page: { limit, nextCursor } };
  const items = joinTexts(owner, texts);
  const tail = `],"meta":${JSON.stringify(meta)}}`;
  const json = Buffer.allocUnsafe(9 + items.length + Buffer.byteLength(tail));
  json.write('{"data":[', 0, "latin1");
  items.copy(json, 9);
  json.write(tail, 9 + items.length, "utf8");
  return { status: 200, body: new LazyPage(data, meta), json };
};

/**
 * The texts joined with commas, kept per `owner` while the next call brings the very same buffers
 * in the same order. A buffer is made anew whenever its item changes (webhook-json.ts), so comparing
 * the buffers themselves is exact, and it spares a list that shows the same page again (as a
 * poller's does) copying each item: 20 copies cost more than the whole page's one (docs/startup.md).
 */
export function joinTexts(owner: object, texts: readonly Buffer[]): Buffer {
  const last = joined.get(owner);
  if (last !== undefined && sameBuffers(last.texts, texts)) return last.bytes;
  let size = Math.max(0, texts.length - 1);
  for (const text of texts) size += text.length;
  const bytes = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (let index = 0; index < texts.length; index += 1) {
    if (index > 0) bytes[at++] = 0x2c;
    at += (texts[index] as Buffer).copy(bytes, at);
  }
  joined.set(owner, { texts: [...texts], bytes });
  return bytes;
}

const joined = new WeakMap<object, { texts: readonly Buffer[]; bytes: Buffer }>();

function sameBuffers(left: readonly Buffer[], right: readonly Buffer[]): boolean {
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index += 1) if (left[index] !== right[index]) return false;
  return true;
}

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
