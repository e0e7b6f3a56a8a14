import type { IncomingMessage } from "node:http";
import type { Reply } from "../http/respond.js";
import type { Services } from "../services.js";
import type { Credential, Workspace } from "../state/model.js";

export interface V1Context {
  req: IncomingMessage;
  url: URL;
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

/** A page of `data`; `dataJson`, when given, holds `JSON.stringify` of each item, in order. */
export const page = (
  ctx: V1Context,
  data: unknown[],
  limit: number,
  nextCursor: string | null,
  dataJson?: string[],
): Reply => {
  const meta = { requestId: ctx.requestId, page: { limit, nextCursor } };
  const body = { data, meta };
  if (dataJson === undefined) return { status: 200, body };
  return { status: 200, body, json: `{"data":[${dataJson.join(",")}],"meta":${JSON.stringify(meta)}}` };
};

export const noContent = (headers: Record<string, string> = {}): Reply => ({ status: 204, headers });

/** Keyset pagination over items ordered by `seq`; `after` is exclusive. */
export function paginate<T extends { seq: number }>(
  items: T[],
  after: number | undefined,
  limit: number,
  newestFirst: boolean,
): { items: T[]; last: number | undefined; more: boolean } {
  const ordered = [...items].sort((a, b) => (newestFirst ? b.seq - a.seq : a.seq - b.seq));
  const start =
    after === undefined
      ? ordered
      : ordered.filter((item) => (newestFirst ? item.seq < after : item.seq > after));
  const slice = start.slice(0, limit);
  return { items: slice, last: slice.at(-1)?.seq, more: start.length > limit };
}
