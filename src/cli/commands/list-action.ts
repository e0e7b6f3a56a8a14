/** The shared body of every list command: one page, or every page with `--all`. */
import type { PageResponse, PaginateOptions } from "../../client/index.js";
import type { CliContext } from "../context.js";
import { CliError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";
import { renderAllPages, renderPage } from "../output/render.js";

export interface ListFlags {
  all?: true | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
  maxPages: number;
}

export interface Listing<T> {
  /** One page at `cursor`. */
  page(signal: AbortSignal): Promise<PageResponse<T>>;
  /** Every page from `cursor`, at most `maxPages`. */
  pages(options: PaginateOptions): AsyncIterable<PageResponse<T>>;
}

export async function runListing<T>(
  ctx: CliContext,
  globals: GlobalOptions,
  flags: ListFlags,
  listing: Listing<T>,
  noun: string,
): Promise<void> {
  if (flags.all) {
    try {
      // prefetch: the next page downloads while this one is written (two pages held at most).
      const pages = listing.pages({ maxPages: flags.maxPages, signal: ctx.signal, prefetch: true });
      await renderAllPages(ctx, globals.output, pages, noun);
    } catch (error) {
      throw nameMaxPages(error);
    }
    return;
  }
  await renderPage(ctx, globals.output, await listing.page(ctx.signal));
}

/** The client names its option `maxPages`; the user typed `--max-pages`. */
function nameMaxPages(error: unknown): unknown {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== "pagination_limit") return error;
  return new CliError("pagination_limit", error.message.replace("raise maxPages", "raise --max-pages"), {
    cause: error,
  });
}
