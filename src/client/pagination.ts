import { cursor as cursorSchema } from "../schemas/index.js";
import { ClientError } from "../transport/index.js";
import { checkInput, maxPagesOption } from "./input.js";
import type { PageRequestOptions, PageResponse, PaginateOptions, Paginator } from "./types.js";

export const DEFAULT_MAX_PAGES = 10_000;

type FetchPage<Q, T> = (query: Q, options: PageRequestOptions) => Promise<PageResponse<T>>;

/** What follows a page: its next cursor, the end, or the error to raise once the page is consumed. */
type After = { cursor: string } | { end: true } | { error: ClientError };

/** One page request of a prefetching walk; `next` is the request it started for the page after it. */
interface Flight<T> {
  cursor: string;
  number: number;
  promise: Promise<PageResponse<T>>;
  controller: AbortController;
  /** The caller is waiting for this page, so page `number - 1` is no longer held. */
  awaited: boolean;
  /** The page arrived or failed: a later `onUnvalidatedBody` (from an odd fetcher) starts nothing. */
  settled: boolean;
  next: Flight<T> | undefined;
}

const ignore = () => {};

/** `meta.page.nextCursor` of a body not yet validated, when it is a valid cursor. */
function cursorHint(body: unknown): string | undefined {
  const next = (body as { meta?: { page?: { nextCursor?: unknown } } } | null | undefined)?.meta?.page
    ?.nextCursor;
  const parsed = cursorSchema.safeParse(next);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Walks cursor pages: the first request uses the caller's cursor (if any), each next
 * one sends `meta.page.nextCursor` untouched; stops at `null`. A cursor seen before is a
 * `pagination_cycle`; a further page beyond `maxPages` is a `pagination_limit`. Either is raised
 * only after the page before it was handed out.
 *
 * With `prefetch`, page n+1 is requested while the caller consumes page n: as soon as page n's body
 * arrived (its cursor read before its items are validated) when the operation reports the body
 * (`onUnvalidatedBody`), else once page n is validated. At most two pages are held; never a
 * request beyond `maxPages` or for a repeated cursor. Should page n then fail validation, the early
 * request is aborted and page n's error raised. An error of page n+1 surfaces on the next pull,
 * after page n; ending the walk early (break, throw, abort) aborts the prefetch.
 */
export function paginate<Q extends { cursor?: string | undefined }, T>(
  fetchPage: FetchPage<Q, T>,
  query: Q,
  options: PaginateOptions = {},
): Paginator<T> {
  const walk: Walk = {
    maxPages:
      options.maxPages === undefined
        ? DEFAULT_MAX_PAGES
        : checkInput(maxPagesOption, options.maxPages, "maxPages"),
    signal: options.signal,
  };
  const pages = () =>
    options.prefetch === true
      ? prefetchingPages(fetchPage, query, walk)
      : sequentialPages(fetchPage, query, walk);

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

interface Walk {
  maxPages: number;
  signal: AbortSignal | undefined;
}

/** The cursors one walk has seen, and the cycle and limit checks of the page after each page. */
class CursorGuard {
  readonly seen = new Set<string>();

  constructor(
    first: string | undefined,
    readonly maxPages: number,
  ) {
    if (first !== undefined) this.seen.add(first);
  }

  /** What follows `page`, the `number`-th one. */
  after(page: PageResponse<unknown>, number: number): After {
    const next = page.meta.page.nextCursor;
    if (next === null) return { end: true };
    if (this.seen.has(next)) {
      return {
        error: new ClientError(
          "pagination_cycle",
          "the API returned a cursor it returned before; stopped to avoid a loop",
          { requestId: page.meta.requestId, transport: page.transport },
        ),
      };
    }
    this.seen.add(next);
    if (number >= this.maxPages) {
      return {
        error: new ClientError(
          "pagination_limit",
          `stopped after ${this.maxPages} pages with more remaining; raise maxPages (at most 10000) or narrow the filters`,
        ),
      };
    }
    return { cursor: next };
  }
}

/** One request per page pulled. */
async function* sequentialPages<Q extends { cursor?: string | undefined }, T>(
  fetchPage: FetchPage<Q, T>,
  query: Q,
  walk: Walk,
): AsyncGenerator<PageResponse<T>> {
  const guard = new CursorGuard(query.cursor, walk.maxPages);
  let cursor = query.cursor;
  for (let number = 1; ; number++) {
    const page = await fetchPage({ ...query, cursor }, { signal: walk.signal });
    const next = guard.after(page, number);
    yield page;
    if ("end" in next) return;
    if ("error" in next) throw next.error;
    cursor = next.cursor;
  }
}

/** Starts page requests: each flight may start the one after it as soon as its body arrives. */
function flightStarter<Q extends { cursor?: string | undefined }, T>(
  fetchPage: FetchPage<Q, T>,
  query: Q,
  walk: Walk,
  guard: CursorGuard,
) {
  const start = (cursor: string | undefined, number: number): Flight<T> => {
    const controller = new AbortController();
    const signal = walk.signal ? AbortSignal.any([walk.signal, controller.signal]) : controller.signal;
    const flight: Flight<T> = {
      cursor: cursor ?? "",
      number,
      controller,
      awaited: false,
      settled: false,
      next: undefined,
      promise: Promise.resolve() as never,
    };
    const onUnvalidatedBody = (body: unknown) => {
      if (!flight.awaited || flight.settled || flight.next || number >= walk.maxPages) return;
      const hint = cursorHint(body);
      if (hint !== undefined && !guard.seen.has(hint)) flight.next = start(hint, number + 1);
    };
    flight.promise = fetchPage({ ...query, cursor }, { signal, onUnvalidatedBody });
    flight.promise.catch(ignore); // observed when its turn comes; never an unhandled rejection
    return flight;
  };
  return start;
}

const stop = (flight: Flight<unknown> | undefined) =>
  flight?.controller.abort(new Error("the page walk no longer needs this page"));

/** Page n+1 requested while the caller consumes page n; at most two pages held. */
async function* prefetchingPages<Q extends { cursor?: string | undefined }, T>(
  fetchPage: FetchPage<Q, T>,
  query: Q,
  walk: Walk,
): AsyncGenerator<PageResponse<T>> {
  const guard = new CursorGuard(query.cursor, walk.maxPages);
  const start = flightStarter(fetchPage, query, walk, guard);
  let current = start(query.cursor, 1);
  let ahead: Flight<T> | undefined;
  try {
    for (;;) {
      current.awaited = true;
      const page = await current.promise.finally(() => {
        current.settled = true;
      });
      const next = guard.after(page, current.number);
      ahead = current.next;
      current.next = undefined;
      // The early request is kept only when it asked for the cursor the validated page names.
      if (!("cursor" in next) || (ahead && ahead.cursor !== next.cursor)) {
        stop(ahead);
        ahead = undefined;
      }
      if ("cursor" in next && !ahead) ahead = start(next.cursor, current.number + 1);
      yield page;
      if ("end" in next) return;
      if ("error" in next) throw next.error;
      current = ahead as Flight<T>;
      ahead = undefined;
    }
  } finally {
    for (const flight of [current.next, ahead]) {
      if (!flight) continue;
      stop(flight);
      await flight.promise.catch(ignore);
    }
  }
}
