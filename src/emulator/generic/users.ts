/**
 * v1 users and members are views of the workspace's users (the records v0 `GET /users` serves):
 * a user's `name` is its display name (first word the first name), a member's role and disabled
 * flag are kept on the same document, and removing a member removes the user.
 */
import type { Doc } from "../state/model.js";
import type { Collection, StoredRecord } from "./collection.js";
import { declarationOf } from "./operations.js";
import { buildAttributes, stamp } from "./records.js";

type View = "user" | "member";

function names(doc: Doc): { first: string; last: string; display: string } {
  const display = String(doc.name ?? doc.email ?? "");
  const [first = "", ...rest] = display.split(" ");
  return { first, last: rest.join(" "), display };
}

function attributesOf(doc: Doc, view: View, owner: boolean): Record<string, unknown> {
  const { first, last, display } = names(doc);
  const common = { disabled: doc.disabled === true, email: doc.email ?? null };
  if (view === "user")
    return { ...common, displayName: display, firstName: first, lastName: last, roleId: doc.roleId ?? null };
  return {
    ...common,
    currentGroupId: null,
    displayName: display,
    firstname: first,
    lastname: last,
    groupIds: [],
    owner,
    roleId: doc.roleId ?? (owner ? "owner" : "member"),
    status: "active",
  };
}

export class UserCollection implements Collection {
  constructor(
    private readonly users: Doc[],
    private readonly view: View,
    private readonly now: () => string,
  ) {}

  #record(doc: Doc, index: number): StoredRecord {
    const declaration = declarationOf(this.view);
    const record: StoredRecord = {
      seq: index + 1,
      attributes: buildAttributes(declaration, attributesOf(doc, this.view, index === 0), this.now()),
      version: typeof doc.version === "number" ? doc.version : 0,
    };
    stamp(declaration, doc._id, record, this.now());
    return record;
  }

  get(id: string): StoredRecord | undefined {
    const index = this.users.findIndex((user) => user._id === id);
    return index < 0 ? undefined : this.#record(this.users[index] as Doc, index);
  }

  set(id: string, record: StoredRecord): void {
    const { attributes } = record;
    const doc: Doc = this.users.find((user) => user._id === id) ?? { _id: id };
    if (!this.users.includes(doc)) this.users.push(doc);
    if (typeof attributes.displayName === "string") doc.name = attributes.displayName;
    if (typeof attributes.email === "string") doc.email = attributes.email;
    if (typeof attributes.roleId === "string") doc.roleId = attributes.roleId;
    if (attributes.disabled === true) doc.disabled = true;
    doc.version = record.version ?? 0;
  }

  delete(id: string): void {
    const index = this.users.findIndex((user) => user._id === id);
    if (index >= 0) this.users.splice(index, 1);
  }

  entries(): [string, StoredRecord][] {
    return this.users.map((doc, index) => [doc._id, this.#record(doc, index)]);
  }
}
