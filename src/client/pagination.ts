import { ClientError } from "../core/index.js";
import { checkInput, maxPagesOption } from "./input.js";
import type { PageResponse, PaginateOptions, Paginator, RequestOptions } from "./types.js";

export const DEFAULT_MAX_PAGES = 10_000;

type FetchPage<Q, T> = (query: Q, options: RequestOptions) => Promise<PageResponse<T>>;

/**
 * Walks cursor pages (contract 2.3): the first request uses the caller's cursor (if any), each next
 * one sends `meta.page.nextCursor` untouched; stops at `null`. A cursor seen before is a
 * `pagination_cycle`; a further page beyond `maxPages` is a `pagination_limit`.
 */
export function paginate<Q extends { cursor?: string | undefined }, T>(
  fetchPage: FetchPage<Q, T>,
  query: Q,
  options: PaginateOptions = {},
): Paginator<T> {
  const maxPages =
    options.maxPages === undefined
      ? DEFAULT_MAX_PAGES
      : checkInput(maxPagesOption, options.maxPages, "maxPages");
  const requestOptions: RequestOptions = { signal: options.signal };

  async function* pages(): AsyncGenerator<PageResponse<T>> {
    const seen = new Set<string>();
    let cursor = query.cursor;
    if (cursor !== undefined) seen.add(cursor);
    for (let fetched = 0; ; fetched++) {
      if (fetched >= maxPages) {
        throw new ClientError(
          "pagination_limit",
          `stopped after ${maxPages} pages with more remaining; raise maxPages (at most 10000) or narrow the filters`,
        );
      }
      const page = await fetchPage({ ...query, cursor }, requestOptions);
      yield page;
      const next = page.meta.page.nextCursor;
      if (next === null) return;
      if (seen.has(next)) {
        throw new ClientError(
          "pagination_cycle",
          "the API returned a cursor it returned before; stopped to avoid a loop",
          {
            requestId: page.meta.requestId,
            transport: page.transport,
          },
        );
      }
      seen.add(next);
      cursor = next;
    }
  }

  async function* items(): AsyncGenerator<T> {
    for await (const page of pages()) yield* page.data;
  }

  return {
    pages,
    [Symbol.asyncIterator]: items,
    async toArray() {
      const all: T[] = [];
      for await (const item of items()) all.push(item);
      return all;
    },
  };
}
