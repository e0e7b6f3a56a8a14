/**
 * The v0 (legacy) collections: which methods each serves on `/<name>` and `/<name>/{_id}`, which
 * v1 resource holds its records (so both surfaces see the same ones), and the events its writes
 * publish. A method in `unavailable` is documented but not implemented by the service: 501.
 * Operations served by the hand-written legacy handlers (src/emulator/legacy) are marked `native`.
 */
export interface LegacyCollection {
  name: string;
  /** The v1 declaration whose records it serves; undefined for records of its own (journal entries). */
  resource: string | undefined;
  collection: string[];
  item: string[];
  unavailable?: string[];
  /** Routes the hand-written handlers serve: `POST .`, `PUT #`, `POST #/startTracking`. */
  native?: string[];
  events?: { created?: string; updated?: string; removed?: string };
}

const FULL = ["GET", "POST", "PUT", "DELETE"];
const ITEM = ["GET", "PUT", "DELETE"];

const legacyCollections: LegacyCollection[] = [
  {
    name: "callnotes",
    resource: "callNote",
    collection: ["GET", "POST", "DELETE"],
    item: ["GET", "DELETE"],
    events: { created: "callnote_created", removed: "callnote_removed" },
  },
  {
    name: "contactgroups",
    resource: "contactGroup",
    collection: FULL,
    item: ITEM,
    unavailable: ["POST", "PUT", "DELETE"],
    native: ["GET #"],
  },
  {
    name: "contacts",
    resource: "contact",
    collection: ["GET", "POST", "PUT"],
    item: ["GET", "PUT"],
    native: ["POST .", "PUT #"],
    events: { updated: "contact_updated" },
  },
  {
    name: "journalEntries",
    resource: undefined,
    collection: FULL,
    item: ITEM,
    unavailable: ["POST", "PUT", "DELETE"],
  },
  { name: "lists", resource: "list", collection: FULL, item: ITEM },
  { name: "productgroups", resource: "productGroup", collection: FULL, item: ITEM },
  { name: "products", resource: "product", collection: FULL, item: ITEM },
  {
    name: "projects",
    resource: "project",
    collection: ["GET", "POST", "PUT"],
    item: ["GET", "PUT"],
    native: ["POST ."],
    events: { updated: "project_updated" },
  },
  {
    name: "projectTemplates",
    resource: "projectTemplate",
    collection: FULL,
    item: ITEM,
    unavailable: ["POST", "PUT", "DELETE"],
  },
  { name: "scheduledWork", resource: "plannedWork", collection: ["GET"], item: [] },
  { name: "services", resource: "service", collection: ["GET"], item: ["GET"] },
  { name: "tags", resource: "tag", collection: ["GET"], item: ["GET"] },
  {
    name: "tasks",
    resource: "task",
    collection: FULL,
    item: ITEM,
    native: ["POST #/startTracking", "POST #/stopTracking"],
    events: { created: "task_created", updated: "task_updated", removed: "task_removed" },
  },
  { name: "teams", resource: "workspace", collection: ["GET"], item: [] },
  {
    name: "times",
    resource: "timeEntry",
    collection: FULL,
    item: ITEM,
    native: ["POST .", "PUT .", "PUT #"],
    events: { removed: "timeentry_removed" },
  },
  { name: "users", resource: "user", collection: ["GET"], item: [], native: ["GET ."] },
  {
    name: "webhooks",
    resource: undefined,
    collection: ["GET", "POST", "DELETE"],
    item: ["GET", "DELETE"],
    native: ["DELETE #"],
  },
];

/** The answers every v0 operation documents, and 501 for the unavailable ones. */
const LEGACY_CODES = [200, 201, 204, 400, 401, 429];

export interface LegacyRoute {
  method: string;
  /** `/tasks/{_id}` as the contract writes it. */
  path: string;
  collection: LegacyCollection;
  native: boolean;
  unavailable: boolean;
  /** Every status code it answers. */
  codes: number[];
  /** A collection-wide PUT or DELETE naming its document by `_id`: the contract keeps it as an alias of the item route. */
  deprecatedAlias: boolean;
}

/** Every v0 route the collections declare, the hand-written ones included. */
export function legacyRoutes(): LegacyRoute[] {
  return legacyCollections.flatMap((collection) => {
    const at = (where: string) =>
      where === "." ? `/${collection.name}` : `/${collection.name}/{_id}${where.slice(1)}`;
    const route = (method: string, where: string): LegacyRoute => ({
      method,
      path: at(where),
      collection,
      native: collection.native?.includes(`${method} ${where}`) ?? false,
      unavailable: collection.unavailable?.includes(method) ?? false,
      codes: collection.unavailable?.includes(method) ? [...LEGACY_CODES, 501] : LEGACY_CODES,
      deprecatedAlias:
        where === "." &&
        (method === "PUT" || method === "DELETE") &&
        !collection.unavailable?.includes(method),
    });
    const extra = (collection.native ?? [])
      .map((entry) => entry.split(" ") as [string, string])
      .filter(([, where]) => where.startsWith("#/"));
    return [
      ...collection.collection.map((method) => route(method, ".")),
      ...collection.item.map((method) => route(method, "#")),
      ...extra.map(([method, where]) => route(method, where)),
    ];
  });
}
