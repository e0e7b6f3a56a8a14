/**
 * The field notation of the resource declarations (./catalog-*.ts): `name:type` separated by
 * spaces, `?name` optional, a trailing `~` nullable, `[type]` a list. Types: s string, i integer,
 * n number, b boolean, dt ISO date-time, o object, any, `e:a/b/c` one of the values, `k:value` that
 * value. Only the top level of a resource is declared; nested objects are checked as objects.
 * From a declaration come the zod schema of a body or an answer and a record's defaults.
 */
import { z } from "zod";

export interface Field {
  name: string;
  optional: boolean;
  nullable: boolean;
  list: boolean;
  kind: string;
  values: string[];
}

const parsed = new Map<string, Field[]>();

export function parseFields(notation: string): Field[] {
  const cached = parsed.get(notation);
  if (cached) return cached;
  const fields = notation
    .split(" ")
    .filter((token) => token !== "")
    .map(parseField);
  parsed.set(notation, fields);
  return fields;
}

function parseField(token: string): Field {
  const optional = token.startsWith("?");
  const colon = token.indexOf(":");
  if (colon < 0) throw new TypeError(`field ${token} has no type`);
  const name = token.slice(optional ? 1 : 0, colon);
  let type = token.slice(colon + 1);
  const nullable = type.endsWith("~");
  if (nullable) type = type.slice(0, -1);
  const list = type.startsWith("[");
  if (list) type = type.slice(1, -1);
  const [kind = "any", values = ""] = type.split(/:(.*)/s);
  return { name, optional, nullable, list, kind, values: values === "" ? [] : values.split("/") };
}

const isoInstant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "must be an ISO date-time");

function scalar(field: Field): z.ZodType {
  switch (field.kind) {
    case "s":
      return z.string();
    case "i":
      return z.number().int();
    case "n":
      return z.number();
    case "b":
      return z.boolean();
    case "dt":
      return isoInstant;
    case "o":
      return z.record(z.string(), z.unknown());
    case "e":
      return z.enum(field.values as [string, ...string[]]);
    case "k":
      return z.literal(constant(field));
    default:
      return z.unknown();
  }
}

function constant(field: Field): string | number | boolean | null {
  const [value = ""] = field.values;
  if (value === "true" || value === "false") return value === "true";
  if (value === "null") return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function fieldType(field: Field): z.ZodType {
  let type = field.list ? z.array(scalar(field)) : scalar(field);
  if (field.nullable) type = type.nullable();
  return field.optional ? type.optional() : type;
}

const schemas = new Map<string, z.ZodType>();

/** The strict object schema of a notation (built once per notation). */
export function objectSchema(notation: string): z.ZodObject {
  const cached = schemas.get(notation);
  if (cached) return cached as z.ZodObject;
  const shape: Record<string, z.ZodType> = {};
  for (const field of parseFields(notation)) shape[field.name] = fieldType(field);
  const schema = z.strictObject(shape);
  schemas.set(notation, schema);
  return schema;
}

/** A value of the field's type for a new record: null where allowed, else an empty or first value. */
export function defaultValue(field: Field, now: string): unknown {
  if (field.list) return [];
  if (field.nullable) return null;
  switch (field.kind) {
    case "s":
      return "";
    case "i":
    case "n":
      return 0;
    case "b":
      return false;
    case "dt":
      return now;
    case "o":
      return {};
    case "e":
      return field.values[0];
    case "k":
      return constant(field);
    default:
      return null;
  }
}
