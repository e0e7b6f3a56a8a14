/**
 * The one body of every list command: open the client, take the query from the flags, then one page,
 * or every page with `--all`. A list command's body only names its pair of client methods and its
 * noun.
 */
import type { Client, PageResponse, PaginateOptions, Paginator } from "../client/index.js";
import { CliError } from "./errors.js";
import type { HandlerContext } from "./handler-context.js";

export interface ListFlags {
  all?: true | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
  maxPages: number;
}

/** The client's pair of methods for one list operation: one page, and a paginator. */
export interface ListMethods<Q, T> {
  page(query: Q, options: { signal: AbortSignal }): Promise<PageResponse<T>>;
  paginate(query: Q, options: PaginateOptions): Paginator<T>;
}

/** Runs a list command: the flags other than `--all`/`--max-pages` are the operation's query. */
export async function listWith<Q, T>(
  ctx: HandlerContext,
  flags: ListFlags & Q,
  noun: string,
  methods: (client: Client) => ListMethods<Q, T>,
): Promise<void> {
  const { all, maxPages, ...rest } = flags;
  const query = rest as unknown as Q;
  const { page, paginate } = methods(await ctx.client());
  if (all) {
    try {
      // prefetch: the next page downloads while this one is written (two pages held at most).
      const pages = paginate(query, { maxPages, signal: ctx.signal, prefetch: true }).pages();
      await ctx.renderAllPages(pages, noun);
    } catch (error) {
      throw nameMaxPages(error);
    }
    return;
  }
  await ctx.renderPage(await page(query, { signal: ctx.signal }));
}

/** The client names its option `maxPages`; the user typed `--max-pages`. */
function nameMaxPages(error: unknown): unknown {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== "pagination_limit") return error;
  return new CliError("pagination_limit", error.message.replace("raise maxPages", "raise --max-pages"), {
    cause: error,
  });
}
