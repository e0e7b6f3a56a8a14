/** The shared body of every list command: one page, or every page with `--all` (spec 4.3 rule 1). */
import type { PageResponse } from "../../client/index.js";
import type { CliContext } from "../context.js";
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
  pages(maxPages: number, signal: AbortSignal): AsyncIterable<PageResponse<T>>;
}

export async function runListing<T>(
  ctx: CliContext,
  globals: GlobalOptions,
  flags: ListFlags,
  listing: Listing<T>,
  noun: string,
): Promise<void> {
  if (flags.all) {
    await renderAllPages(ctx, globals.output, listing.pages(flags.maxPages, ctx.signal), noun);
    return;
  }
  await renderPage(ctx, globals.output, await listing.page(ctx.signal));
}
