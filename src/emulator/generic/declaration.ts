/**
 * How a resource is declared (./catalog-*.ts). One declaration names the resource's collection path,
 * its scope family, its attributes and request bodies (./fields.ts notation) and its operations, one
 * line each:
 *
 *   <operationId> <METHOD> <path> <status codes> [flags]
 *
 * path: `.` the collection, `#` an item (`<collection>/{id}`), `#/x` or `./x` below them, or a path
 * of its own (starting with `/`). Status codes: every code the operation answers; `*` stands for
 * 400 401 403 429 503, which every bearer operation answers. Flags:
 *   @a+b     the scopes needed (default: `<scope>:read` for GET, `<scope>:write` otherwise)
 *   >type    the type of the records it works on (default: the declaration's)
 *   ^name    the shape of the answer when it is not the record's (a receipt: `replayed` and the like)
 *   <Body    the request body, a name of `bodies`
 *   M        `If-Match` required (428 without, 412 when stale)
 *   K        `Idempotency-Key` taken (a replay answers 200 with the first answer)
 *   =kind    what the operation does (default from method and path; see ./operations.ts)
 *   !a=v     an attribute the operation sets (v: true, false, null, now, or a word)
 *   ~event   the webhook event the change publishes
 */
export interface ResourceDeclaration {
  /** The `type` of the resource's answers. */
  type: string;
  /** The declaration's own name when another one answers the same `type` in another shape. */
  name?: string;
  /** The collection's path (items at `<path>/{id}`); empty for a resource without one. */
  path: string;
  /** The scope family: `<scope>:read`, `<scope>:write`. */
  scope: string;
  attributes: string;
  bodies?: Record<string, string>;
  /** The ETag family prefix (`tsk1` answers `"tsk1-<64 hex>"`), when the resource carries one. */
  etag?: string;
  /** The collection name in event payloads (`cards` for tasks); the path's last word by default. */
  collection?: string;
  /** Where the records live when older handlers share them (see ./store.ts). */
  store?: "tasks" | "contacts" | "list" | "service" | "tag" | "users";
  operations: string[];
}
