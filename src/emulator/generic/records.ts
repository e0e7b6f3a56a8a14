/** Building, changing and rendering records of the declared resources. */
import { createHash } from "node:crypto";
import { ApiFailure } from "../http/failure.js";
import { idHex, objectId } from "../state/ids.js";
import type { StoredRecord } from "./collection.js";
import type { ResourceDeclaration } from "./declaration.js";
import { defaultValue, parseFields } from "./fields.js";
import { declarationOf } from "./operations.js";

/** A new id in the service's style: 24 hex, as its object ids. */
export const newId = (): string => objectId();

/** The 64-hex revision of a record's version (stable for one version, new on each change). */
function revisionHex(type: string, id: string, version: number): string {
  return createHash("sha256").update(`${type}\0${id}\0${version}`).digest("hex");
}

/** The ETag of a record of a resource that carries one, quoted. */
export function etagOf(resource: ResourceDeclaration, id: string, record: StoredRecord): string | undefined {
  if (!resource.etag) return undefined;
  const version = record.version ?? 0;
  if (resource.etag === "file") return `"file-${version + 1}"`;
  return `"${resource.etag}-${revisionHex(resource.type, id, version)}"`;
}

/** Keeps the revision attributes in step with the record's version. */
export function stamp(resource: ResourceDeclaration, id: string, record: StoredRecord, now: string): void {
  const attributes = record.attributes;
  const hex = revisionHex(resource.type, id, record.version ?? 0);
  if ("revision" in attributes) attributes.revision = resource.etag ? `${resource.etag}-${hex}` : hex;
  if ("developerRevision" in attributes) attributes.developerRevision = hex;
  if ("developerUpdatedAt" in attributes) attributes.developerUpdatedAt = now;
}

/** A record of `resource` with every attribute: defaults, then `values` where the attribute exists. */
export function buildAttributes(
  resource: ResourceDeclaration,
  values: Record<string, unknown>,
  now: string,
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const field of parseFields(resource.attributes)) {
    if (field.optional && !(field.name in values)) continue;
    attributes[field.name] = defaultValue(field, now);
  }
  merge(attributes, values);
  return attributes;
}

/** Copies `values` onto attributes the record has (a body's other fields shape nothing stored). */
export function merge(attributes: Record<string, unknown>, values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) {
    if (name in attributes && value !== undefined) attributes[name] = structuredClone(value);
  }
}

/** An operation's `!name=value` settings as values. */
export function settings(sets: [string, string][], now: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, raw] of sets) {
    values[name] =
      raw === "true" ? true : raw === "false" ? false : raw === "null" ? null : raw === "now" ? now : raw;
  }
  return values;
}

/** Marks a change: a new version, `updatedAt`, the revision attributes. */
export function touch(resource: ResourceDeclaration, id: string, record: StoredRecord, now: string): void {
  record.version = (record.version ?? 0) + 1;
  if ("updatedAt" in record.attributes) record.attributes.updatedAt = now;
  stamp(resource, id, record, now);
}

/** A record as answered: `name` is its declaration's (the JSON `type` is the declaration's type). */
export const render = (name: string, id: string, record: StoredRecord) => ({
  id,
  type: declarationOf(name).type,
  attributes: structuredClone(record.attributes),
});

/** 428 without If-Match, 400 when it is not one strong ETag of the family, 412 when stale. */
export function checkIfMatch(
  header: string[] | undefined,
  current: string | undefined,
  family: string,
): void {
  if (!header || header.length === 0)
    throw new ApiFailure(
      428,
      "precondition_required",
      "This write needs If-Match with the current ETag; read the resource first.",
      {
        header: "If-Match",
      },
    );
  const value = header.length === 1 ? (header[0] as string).trim() : "";
  if (!value.startsWith(`"${family}-`) || !value.endsWith('"'))
    throw new ApiFailure(
      400,
      "invalid_precondition",
      `If-Match must be exactly one quoted strong ETag like "${family}-...".`,
      {
        header: "If-Match",
      },
    );
  if (value !== current)
    throw new ApiFailure(
      412,
      "precondition_failed",
      "The resource changed since that ETag; read it again and retry with the new ETag.",
      {
        header: "If-Match",
      },
    );
}

export const transferOf = (now: number, iso: (ms: number) => string, method: "GET" | "PUT") => ({
  expiresAt: iso(now + 15 * 60_000),
  headers: {},
  id: `xfer_${idHex(12)}`,
  maxSize: null,
  method,
  url: `https://files.invalid/${idHex(16)}`,
});
