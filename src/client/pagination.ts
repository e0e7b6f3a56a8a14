import { ClientError } from "../core/index.js";
import { checkInput, maxPagesOption } from "./input.js";
import type { PageResponse, PaginateOptions, Paginator, RequestOptions } from "./types.js";

export const DEFAULT_MAX_PAGES = 10_000;

type FetchPage<Q, T> = (query: Q, options: RequestOptions) => Promise<PageResponse<T>>;

/** What follows a page: its next cursor, the end, or the error to raise once the page is consumed. */
type After = { cursor: string } | { end: true } | { error: ClientError };

const ignore = () => {};

/**
 * Walks cursor pages (contract 2.3): the first request uses the caller's cursor (if any), each next
 * one sends `meta.page.nextCursor` untouched; stops at `null`. A cursor seen before is a
 * `pagination_cycle`; a further page beyond `maxPages` is a `pagination_limit`. Either is raised
 * only after the page before it was handed out.
 *
 * With `prefetch`, the request for page n+1 starts as soon as page n (validated) is handed out, so
 * the network and the server work while the caller consumes page n: at most two pages are held,
 * never a request beyond `maxPages` or a repeated cursor. An error of page n+1 surfaces on the next
 * pull, after page n; ending the walk early (break, throw, abort) aborts the prefetch.
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
  const prefetch = options.prefetch === true;

  async function* pages(): AsyncGenerator<PageResponse<T>> {
    const seen = new Set<string>();
    if (query.cursor !== undefined) seen.add(query.cursor);
    const walk = prefetch ? new AbortController() : undefined;
    const signal =
      walk && options.signal
        ? AbortSignal.any([options.signal, walk.signal])
        : (walk?.signal ?? options.signal);
    const load = (cursor: string | undefined) => fetchPage({ ...query, cursor }, { signal });

    /** The cycle and limit checks of the page after `page`, the `fetched`-th one. */
    const after = (page: PageResponse<T>, fetched: number): After => {
      const next = page.meta.page.nextCursor;
      if (next === null) return { end: true };
      if (seen.has(next)) {
        return {
          error: new ClientError(
            "pagination_cycle",
            "the API returned a cursor it returned before; stopped to avoid a loop",
            { requestId: page.meta.requestId, transport: page.transport },
          ),
        };
      }
      seen.add(next);
      if (fetched >= maxPages) {
        return {
          error: new ClientError(
            "pagination_limit",
            `stopped after ${maxPages} pages with more remaining; raise maxPages (at most 10000) or narrow the filters`,
          ),
        };
      }
      return { cursor: next };
    };

    let ahead: Promise<PageResponse<T>> | undefined;
    try {
      let page = await load(query.cursor);
      for (let fetched = 1; ; fetched++) {
        const next = after(page, fetched);
        if (walk && "cursor" in next) {
          ahead = load(next.cursor);
          ahead.catch(ignore); // observed on the next pull; never an unhandled rejection meanwhile
        }
        yield page;
        if ("end" in next) return;
        if ("error" in next) throw next.error;
        const pending = ahead ?? load(next.cursor);
        ahead = undefined;
        page = await pending;
      }
    } finally {
      if (ahead) {
        walk?.abort(new Error("the page walk ended before this page was needed"));
        await ahead.catch(ignore);
      }
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
