/**
 * The records of the declared resources, per workspace. Most live in `WorkspaceData.records` (one map
 * per type); tasks, contacts, lists, services and tags live where the older handlers (and the v0
 * routes) keep them, so every surface sees the same records.
 */
import type { WorkspaceData } from "../state/model.js";
import type { Collection, StoredRecord } from "./collection.js";
import { UserCollection } from "./users.js";

class ContactCollection implements Collection {
  constructor(private readonly contacts: Map<string, Record<string, unknown>>) {}
  get(id: string): StoredRecord | undefined {
    const attributes = this.contacts.get(id);
    return attributes ? { seq: this.#position(id), attributes } : undefined;
  }
  set(id: string, record: StoredRecord): void {
    this.contacts.set(id, record.attributes);
  }
  delete(id: string): void {
    this.contacts.delete(id);
  }
  entries(): [string, StoredRecord][] {
    return [...this.contacts].map(([id, attributes], index) => [id, { seq: index + 1, attributes }]);
  }
  #position(id: string): number {
    return [...this.contacts.keys()].indexOf(id) + 1;
  }
}

class ListItemCollection implements Collection {
  constructor(
    private readonly lists: WorkspaceData["lists"],
    private readonly type: "list" | "service" | "tag",
  ) {}
  get(id: string): StoredRecord | undefined {
    const item = this.lists.get(id);
    return item && item.type === this.type ? item : undefined;
  }
  set(id: string, record: StoredRecord): void {
    this.lists.set(id, { id, seq: record.seq, type: this.type, attributes: record.attributes });
  }
  delete(id: string): void {
    this.lists.delete(id);
  }
  entries(): [string, StoredRecord][] {
    return [...this.lists.values()].filter((item) => item.type === this.type).map((item) => [item.id, item]);
  }
}

class MapCollection implements Collection {
  constructor(private readonly map: Map<string, StoredRecord>) {}
  get(id: string): StoredRecord | undefined {
    return this.map.get(id);
  }
  set(id: string, record: StoredRecord): void {
    this.map.set(id, record);
  }
  delete(id: string): void {
    this.map.delete(id);
  }
  entries(): [string, StoredRecord][] {
    return [...this.map];
  }
}

/** The collection of `type` in a workspace's data. */
export function collectionOf(
  data: WorkspaceData,
  type: string,
  store: string | undefined,
  now: () => string = () => new Date().toISOString(),
): Collection {
  if (store === "users") return new UserCollection(data.users, type === "member" ? "member" : "user", now);
  if (store === "tasks") return new MapCollection(data.tasks);
  if (store === "contacts") return new ContactCollection(data.contacts);
  if (store === "list" || store === "service" || store === "tag")
    return new ListItemCollection(data.lists, store);
  let map = data.records.get(type);
  if (!map) {
    map = new Map();
    data.records.set(type, map);
  }
  return new MapCollection(map);
}
