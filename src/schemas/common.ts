import { z } from "zod";
import { lazySchema } from "./lazy.js";

/** ISO 8601 date-time with offset, as the service sends it. */
export const dateTime = lazySchema(() => z.iso.datetime({ offset: true }));

/** `Cache-Control` of responses that carry a secret or a webhook's revision. */
export const CACHE_STRONG = "private, no-store, no-transform";
/** `Cache-Control` of test-delivery receipts and other private answers. */
export const CACHE_PRIVATE = "private, no-store";

export const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;
export const requestId = z.string().min(1).max(256);

/** Printable ASCII without space (0x21-0x7E), 1-128 chars. */
export const idempotencyKeyPattern = /^[!-~]{1,128}$/;
export const cursor = z.string().min(1).max(1024);

const singleMeta = lazySchema(() => z.strictObject({ requestId }));
const pageInfo = lazySchema(() =>
  z.strictObject({
    limit: z.number().int().min(1).max(200),
    nextCursor: cursor.nullable(),
  }),
);
const pageMeta = lazySchema(() => z.strictObject({ requestId, page: pageInfo }));

/** `{ data, meta: { requestId } }` around one resource. */
export function singleEnvelope<T extends z.ZodType>(resource: T) {
  return lazySchema(() => z.strictObject({ data: resource, meta: singleMeta }));
}

/** `{ data: [...], meta: { requestId, page } }`: a cursor page. */
export function pageEnvelope<T extends z.ZodType>(resource: T) {
  return lazySchema(() =>
    z
      .strictObject({ data: z.array(resource), meta: pageMeta })
      .refine((page) => page.data.length <= page.meta.page.limit, {
        message: "page holds more items than its limit",
        path: ["data"],
      }),
  );
}

/** A resource `{ id, type, attributes }` with a closed key set. */
export function resource<Type extends string, A extends z.ZodType>(
  type: Type,
  attributes: A,
  id = z.string().min(1),
) {
  return z.strictObject({ id, type: z.literal(type), attributes });
}

export type PageInfo = z.infer<typeof pageInfo>;
export interface Page<T> {
  data: T[];
  meta: { requestId: string; page: PageInfo };
}
export interface Single<T> {
  data: T;
  meta: { requestId: string };
}
