/**
 * The one body of every list command: open the client, take the query from the flags, then one page,
 * or every page with `--all`. A list command's body only names its pair of client methods and its
 * noun.
 */
import type { Client, PageResponse, PaginateOptions, Paginator } from "../client/index.js";
import { CliError, errorHints } from "./errors.js";
import type { HandlerContext } from "./handler-context.js";
import { safeDiagnostic } from "./output/sanitize.js";

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
  const empty = { noun, filtered: isFiltered(rest) };
  if (all) {
    let items = 0;
    try {
      // prefetch: the next page downloads while this one is written (two pages held at most).
      const pages = paginate(query, { maxPages, signal: ctx.signal, prefetch: true }).pages();
      await ctx.renderAllPages(
        counted(pages, (count) => (items += count)),
        noun,
      );
    } catch (error) {
      throw nameMaxPages(error);
    }
    if (items === 0) noteEmptyList(ctx, empty);
    return;
  }
  const one = await page(query, { signal: ctx.signal });
  await ctx.renderPage(one);
  if (one.data.length === 0) {
    const nextCursor = (one.meta as { page?: { nextCursor?: unknown } } | undefined)?.page?.nextCursor;
    noteEmptyList(ctx, {
      ...empty,
      onePage: rest.cursor !== undefined,
      ...(typeof nextCursor === "string" && nextCursor !== "" ? { nextCursor } : {}),
    });
  }
}

/** The next step after an empty list, where one helps (a filtered list has none). */
const emptyListHints: Readonly<Record<string, string>> = {
  webhooks: "create one with: svc webhooks create --data @webhook.json --secret-file ./whsec.txt",
  deliveries: "a test delivery shows up here: svc webhooks test <webhook-id>",
  "stored profiles": "log in with svc auth login, or set SVC_API_TOKEN for this session",
};

interface EmptyList {
  noun: string;
  /** A filter flag narrowed the list. */
  filtered?: boolean;
  /** Only this page (`--cursor`) is known to be empty. */
  onePage?: boolean;
  /** The service says more pages follow. */
  nextCursor?: string;
}

/**
 * An empty table prints nothing on stdout (scripts read it); this says so on stderr, with the next
 * step where one helps: `svc: no webhooks`. json and jsonl print their empty value and no note.
 */
export function noteEmptyList(ctx: HandlerContext, list: EmptyList): void {
  if (ctx.globals.output !== "table") return;
  const scope = list.filtered ? " match the filters" : "";
  if (list.nextCursor !== undefined || list.onePage) {
    const more = list.nextCursor === undefined ? "" : `; more follow: --all, or --cursor ${list.nextCursor}`;
    ctx.stderr.write(`svc: ${safeDiagnostic(`no ${list.noun}${scope} on this page${more}`, ctx.secrets)}\n`);
    return;
  }
  ctx.stderr.write(`svc: no ${list.noun}${scope}\n`);
  const hint = list.filtered ? undefined : emptyListHints[list.noun];
  if (hint) ctx.stderr.write(`svc: ${hint}\n`);
}

/** True when a flag other than the paging ones narrowed the query. */
function isFiltered(query: Record<string, unknown>): boolean {
  return Object.entries(query).some(
    ([name, value]) => name !== "cursor" && name !== "limit" && value !== undefined,
  );
}

/** The same pages, reporting each page's item count as it passes. */
async function* counted<P extends { data: readonly unknown[] }>(
  pages: AsyncIterable<P>,
  onPage: (count: number) => void,
): AsyncIterable<P> {
  for await (const one of pages) {
    onPage(one.data.length);
    yield one;
  }
}

/** The client names its option `maxPages`; the user typed `--max-pages`. */
function nameMaxPages(error: unknown): unknown {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== "pagination_limit") return error;
  return new CliError("pagination_limit", error.message.replace("raise maxPages", "raise --max-pages"), {
    cause: error,
    hint: errorHints.pagination_limit as string,
  });
}
