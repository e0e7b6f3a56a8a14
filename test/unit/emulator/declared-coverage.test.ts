/**
 * Where the service's OpenAPI documents are at hand (../shared/reference/openapi, as in CI), the
 * declarations (src/emulator/generic) cover every v1 operation with the same path, method, status
 * codes, request-body fields and answer attributes: names, whether required, and coarse types.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { type Field, parseFields } from "../../../src/emulator/generic/fields.js";
import { legacyRoutes } from "../../../src/emulator/generic/legacy-catalog.js";
import { declarationOf, genericOperations } from "../../../src/emulator/generic/operations.js";

const reference = fileURLToPath(new URL("../../../../shared/reference/openapi/", import.meta.url));
const present = existsSync(`${reference}v1.json`);

type Schema = Record<string, unknown> & {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
};

function load(name: string) {
  return JSON.parse(readFileSync(`${reference}${name}`, "utf8")) as {
    paths: Record<
      string,
      Record<
        string,
        Schema & { operationId: string; responses: Record<string, Schema>; requestBody?: Schema }
      >
    >;
    components: { schemas: Record<string, Schema> };
  };
}

/** Field notation of a schema's properties (all variants merged), in the declarations' terms. */
function describeFields(schemas: Record<string, Schema>, schema: Schema | undefined): Map<string, string> {
  const deref = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? schemas[s.$ref.split("/").at(-1) as string] : s;
  const fields = new Map<string, string>();
  const visit = (raw: Schema | undefined, requiredHere: boolean) => {
    const s = deref(raw);
    if (!s) return;
    for (const part of s.allOf ?? []) visit(part, requiredHere);
    for (const part of s.oneOf ?? s.anyOf ?? []) visit(part, false);
    const required = new Set(requiredHere ? (s.required ?? []) : []);
    for (const [name, value] of Object.entries(s.properties ?? {})) {
      const known = fields.get(name);
      const optional = !required.has(name) && (known === undefined || known.startsWith("?"));
      fields.set(name, `${optional ? "?" : ""}${coarse(deref, value)}`);
    }
  };
  visit(schema, true);
  return fields;
}

function coarse(deref: (s: Schema | undefined) => Schema | undefined, raw: Schema): string {
  const s = deref(raw) as Schema;
  const variants = (s.oneOf ?? s.anyOf ?? []).map((v) => deref(v) as Schema);
  if (variants.length > 0) {
    const real = variants.filter((v) => v.type !== "null");
    const nullable = real.length !== variants.length ? "~" : "";
    return (
      (real.length === 1
        ? coarse(deref, real[0] as Schema)
        : real.every((v) => v.type === "object" || v.properties)
          ? "o"
          : "any") + nullable
    );
  }
  if (s.allOf) return "o";
  const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t) => t !== "null");
  const nullable = Array.isArray(s.type) && s.type.includes("null") ? "~" : "";
  if (s.enum) return `e${nullable}`;
  if (s.const !== undefined) return `k${nullable}`;
  const [type] = types;
  if (type === "array") return `[${coarse(deref, s.items ?? {})}]${nullable}`;
  const kind =
    type === "string"
      ? s.format === "date-time"
        ? "dt"
        : "s"
      : type === "integer"
        ? "i"
        : type === "number"
          ? "n"
          : type === "boolean"
            ? "b"
            : type === "object" || s.properties
              ? "o"
              : "any";
  return kind + nullable;
}

/** The declared notation in the same coarse terms (enum values and constants are not compared). */
function declared(notation: string): Map<string, string> {
  const describe = (field: Field) => {
    const kind = field.kind === "e" ? "e" : field.kind === "k" ? "k" : field.kind;
    const inner = field.list ? `[${kind}]` : kind;
    return `${field.optional ? "?" : ""}${inner}${field.nullable ? "~" : ""}`;
  };
  return new Map(parseFields(notation).map((field) => [field.name, describe(field)]));
}

describe.runIf(present)("the declarations cover the v1 OpenAPI document", () => {
  const doc = present ? load("v1.json") : { paths: {}, components: { schemas: {} } };
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  const ops = new Map(genericOperations().map((op) => [op.id, op]));

  test("the same operations, no more and no fewer", () => {
    expect([...ops.keys()].sort()).toEqual(documented.map(({ op }) => op.operationId).sort());
  });

  test.each(documented.map((entry) => [entry.op.operationId, entry] as const))(
    "%s",
    (_id, { path, method, op }) => {
      const mine = ops.get(op.operationId);
      expect(mine, "declared").toBeDefined();
      if (!mine) return;
      expect(`${mine.method} ${mine.path}`).toBe(`${method} ${path}`);
      expect(mine.codes).toEqual(
        Object.keys(op.responses)
          .map(Number)
          .sort((a, b) => a - b),
      );
      const required = (op["x-teamgrid-required-scopes"] as string[] | undefined) ?? [];
      if (mine.scopes !== "none") expect([...mine.scopes].sort()).toEqual([...required].sort());
      if (mine.kind === "native") return;
      const body = (op.requestBody?.content as Record<string, { schema: Schema }> | undefined)?.[
        "application/json"
      ]?.schema;
      expect(Object.fromEntries(declared(mine.body ?? ""))).toEqual(
        Object.fromEntries(describeFields(doc.components.schemas, body)),
      );
      const success = Object.entries(op.responses).find(([code]) => code.startsWith("2"))?.[1];
      const content = (success?.content as Record<string, { schema: Schema }> | undefined)?.[
        "application/json"
      ]?.schema;
      const envelope = describeFields(doc.components.schemas, content);
      if (!envelope.has("data")) return;
      const data = (
        content?.$ref ? doc.components.schemas[content.$ref.split("/").at(-1) as string] : content
      )?.properties?.data as Schema;
      const item = data.type === "array" ? (data.items as Schema) : data;
      const resource = item.$ref ? doc.components.schemas[item.$ref.split("/").at(-1) as string] : item;
      const attributes = describeFields(doc.components.schemas, resource?.properties?.attributes);
      const target = declarationOf(mine.shape ?? mine.target);
      expect(Object.fromEntries(declared(target.attributes))).toEqual(Object.fromEntries(attributes));
      const type = resource?.properties?.type?.const;
      if (type !== undefined) expect(target.type).toBe(type);
    },
  );
});

describe.runIf(present)("the declarations cover the v0 OpenAPI document", () => {
  const doc = present ? load("v0.json") : { paths: {}, components: { schemas: {} } };
  // GET / and GET /calendar/{token}.ics are the legacy dispatcher's public routes, not collections.
  const publicRoutes = new Set(["GET /", "GET /calendar/{token}.ics"]);
  const documented = new Map<string, (typeof doc.paths)[string][string]>(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
        .map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
    ),
  );
  const routes = new Map(legacyRoutes().map((route) => [`${route.method} ${route.path}`, route]));

  test("the same routes, no more and no fewer", () => {
    expect([...routes.keys()].sort()).toEqual(
      [...documented.keys()].filter((key) => !publicRoutes.has(key)).sort(),
    );
  });

  test.each([...routes.keys()])("%s answers the documented status codes", (key) => {
    const route = routes.get(key);
    const op = documented.get(key);
    expect(op).toBeDefined();
    const codes = Object.keys(op?.responses ?? {})
      .map(Number)
      .sort((a, b) => a - b);
    expect(codes).toEqual(route?.codes);
    const status = route?.unavailable
      ? "unavailable"
      : route?.deprecatedAlias
        ? "deprecated-alias"
        : "supported";
    expect(op?.["x-teamgrid-contract-status"]).toBe(status);
  });
});
