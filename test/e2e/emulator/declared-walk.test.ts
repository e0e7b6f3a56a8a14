/**
 * Walks every declared operation (src/emulator/generic) over HTTP: its happy path answers a
 * declared 2xx whose body parses with the declaration's schema, and a documented error (401 without
 * a token; 404 for an unknown id where declared) answers the error envelope.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { answerSchema } from "../../../src/emulator/generic/answers.js";
import { parseFields } from "../../../src/emulator/generic/fields.js";
import {
  type GenericOperation,
  genericOperations,
  resourceDeclarations,
} from "../../../src/emulator/generic/operations.js";
import { ALL_SCOPES } from "../../../src/emulator/index.js";
import { apiErrorEnvelope } from "../../../src/schemas/index.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

const operations = genericOperations().filter((op) => op.kind !== "native");
const everyScope = [
  ...new Set([...ALL_SCOPES, ...operations.flatMap((op) => (op.scopes === "none" ? [] : op.scopes))]),
];

let emu: TestEmulator;
let token: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  emu = await startTestEmulator({
    seed: {
      workspaces: [
        {
          name: "Walk",
          credentials: [
            { name: "all", scopes: everyScope },
            { name: "narrow", scopes: ["workspace:read"] },
            { name: "tasks-read", scopes: ["tasks:read", "task-recurrences:read"] },
          ],
        },
      ],
    },
  });
  token = emu.credential("all").token;
  // Members are the workspace's users; automation runs have no create operation: one is put in place.
  const data = emu.state.workspaceData(emu.credential("all").workspaceId);
  ids.set("member", data.users.at(-1)?._id ?? "missing");
  for (const type of ["automationRun"]) {
    const now = new Date().toISOString();
    const attributes = Object.fromEntries(
      parseFields(resourceDeclarations.find((r) => r.type === type)?.attributes ?? "")
        .filter((field) => !field.optional)
        .map((field) => [
          field.name,
          field.list
            ? []
            : field.kind === "b"
              ? false
              : field.kind === "e"
                ? field.values[0]
                : field.kind === "o"
                  ? {}
                  : field.nullable
                    ? null
                    : field.kind === "dt"
                      ? now
                      : "x",
        ]),
    );
    data.records.set(type, new Map([[`${type}0000000000000001`.slice(-24), { seq: 1, attributes }]]));
    ids.set(type, `${type}0000000000000001`.slice(-24));
  }
});
afterAll(() => emu.stop());

/** A body with every required field of the declared notation. */
function sampleBody(notation: string | undefined): Record<string, unknown> | undefined {
  if (notation === undefined) return undefined;
  const body: Record<string, unknown> = {};
  const fields = parseFields(notation);
  // A body of optional fields only (a PATCH) changes its first one.
  const wanted = fields.some((field) => !field.optional)
    ? fields.filter((field) => !field.optional)
    : fields.slice(0, 1);
  for (const field of wanted) {
    const value =
      field.kind === "dt"
        ? "2026-03-01T10:00:00.000Z"
        : field.kind === "e"
          ? field.values[0]
          : field.kind === "k"
            ? field.values[0] === "1"
              ? 1
              : field.values[0]
            : field.kind === "b"
              ? true
              : field.kind === "i" || field.kind === "n"
                ? 1
                : field.kind === "o"
                  ? { at: "2026-03-01T10:00:00.000Z" }
                  : field.name === "fieldIds"
                    ? "fld1"
                    : field.name.endsWith("Id")
                      ? (ids.get(field.name.slice(0, -2)) ?? "x")
                      : "sample";
    body[field.name] = field.list ? [value] : value;
  }
  return body;
}

const typeAt = (path: string): string | undefined =>
  resourceDeclarations.find((resource) => resource.path !== "" && path.startsWith(`${resource.path}/{id}`))
    ?.type;

function concrete(op: GenericOperation, idOverride?: string): string {
  return op.path
    .replace("{id}", idOverride ?? ids.get(typeAt(op.path) ?? "") ?? "missing")
    .replace("{credentialId}", ids.get("serviceAccountCredential") ?? "missing")
    .replace("{versionId}", "v1")
    .replace("{occurrenceKey}", "2026-03-01")
    .replace("{targetType}", "task")
    .replace("{resourceId}", ids.get("task") ?? "missing")
    .replace("{fieldId}", "fld1");
}

/** The current ETag for a guarded write: the nearest declared GET above the path that carries one. */
async function currentEtag(path: string): Promise<string | undefined> {
  for (let at = path; at.length > 1; at = at.slice(0, at.lastIndexOf("/"))) {
    const read = await rawRequest(`${emu.baseUrl}${at}`, { token });
    if (read.status === 200 && read.headers.etag) return read.headers.etag;
  }
  return undefined;
}

const ORDER: Partial<Record<GenericOperation["kind"], number>> = {
  create: 0,
  action: 1,
  token: 1,
  finalize: 2,
  archive: 4,
  cancel: 4,
  remove: 5,
};
// A download intent needs the file the upload's finalisation made.
const rank = (op: GenericOperation) => (op.id === "createFileDownloadIntent" ? 2.5 : (ORDER[op.kind] ?? 3));
const walk = [...operations].sort((a, b) => rank(a) - rank(b));

/**
 * The same request without its If-Match (428), with a field its body does not have (400), and, for
 * an operation that takes no Idempotency-Key, with one (400).
 */
async function refusals(
  op: GenericOperation,
  path: string,
  headers: Record<string, string>,
  body: Record<string, unknown> | undefined,
) {
  const send = (extra: Record<string, string>, sent: unknown) =>
    rawRequest(`${emu.baseUrl}${path}`, {
      method: op.method,
      token,
      headers: {
        ...extra,
        ...(op.idempotent ? { "idempotency-key": `refused-${op.id}-${Object.keys(extra).length}` } : {}),
      },
      ...(sent === undefined ? {} : { body: sent }),
    });
  if (op.ifMatch) {
    const { "if-match": _ifMatch, ...rest } = headers;
    const unguarded = await send(rest, body);
    expect(unguarded.status, JSON.stringify(unguarded.body)).toBe(428);
    expect(op.codes).toContain(428);
  }
  if (!op.idempotent) {
    const keyed = await rawRequest(`${emu.baseUrl}${path}`, {
      method: op.method,
      token,
      headers: { ...headers, "idempotency-key": `unexpected-${op.id}` },
      ...(body === undefined ? {} : { body }),
    });
    expect(keyed.status, JSON.stringify(keyed.body)).toBe(400);
    expect(keyed.body).toMatchObject({ errors: [{ source: { header: "Idempotency-Key" } }] });
  }
  if (body) {
    const { "idempotency-key": _key, ...rest } = headers;
    const invalid = await send(rest, { ...body, notAField: 1 });
    expect(invalid.status, JSON.stringify(invalid.body)).toBe(400);
    expect(apiErrorEnvelope.safeParse(invalid.body).success).toBe(true);
  }
}

describe("every declared operation", () => {
  test.each(walk.map((op) => [op.id, op] as const))("%s: happy path", async (_id, op) => {
    if (op.kind === "cancel")
      await rawRequest(`${emu.baseUrl}/file-upload-intents`, {
        method: "POST",
        token,
        headers: { "idempotency-key": "walk-cancel" },
        body: sampleBody(operations.find((o) => o.id === "createFileUploadIntent")?.body),
      }).then((r) => ids.set("fileUploadIntent", (r.body as { data: { id: string } }).data.id));
    const path = concrete(op);
    const headers: Record<string, string> = {};
    if (op.idempotent) headers["idempotency-key"] = `walk-${op.id}`;
    if (op.ifMatch) headers["if-match"] = (await currentEtag(path)) ?? "none";
    const body = sampleBody(op.body);
    await refusals(op, path, headers, body);
    if (op.kind === "download") {
      const csv = await fetch(`${emu.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv");
      expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
      return;
    }
    const answer = await rawRequest(`${emu.baseUrl}${path}`, {
      method: op.method,
      token,
      headers,
      ...(body ? { body } : {}),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    expect(op.codes).toContain(answer.status);
    const schema = answerSchema(op);
    if (schema && answer.status !== 204) {
      const parsed = schema.safeParse(answer.body);
      expect(parsed.error?.issues ?? [], JSON.stringify(answer.body)).toEqual([]);
    }
    const data = (answer.body as { data?: { id?: string; type?: string } } | undefined)?.data;
    if (data && !Array.isArray(data) && data.id && data.type && !ids.has(data.type))
      ids.set(data.type, data.id);
    if (op.id === "createServiceAccount" && data?.id) ids.set("serviceAccount", data.id);
  });

  test.each(operations.map((op) => [op.id, op] as const))("%s: documented errors", async (_id, op) => {
    const anonymous = await rawRequest(`${emu.baseUrl}${concrete(op)}`, { method: op.method });
    expect(anonymous.status).toBe(401);
    expect(op.codes).toContain(401);
    expect(apiErrorEnvelope.safeParse(anonymous.body).success).toBe(true);
    if (op.scopes !== "none" && op.scopes.some((scope) => scope !== "workspace:read")) {
      const narrow = emu.credential("narrow").token;
      const refused = await rawRequest(`${emu.baseUrl}${concrete(op)}`, { method: op.method, token: narrow });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errors: [{ code: "insufficient_scope" }] });
      expect(op.codes).toContain(403);
    }
    if (!op.path.includes("{id}") || !op.codes.includes(404)) return;
    const headers: Record<string, string> = {
      "if-match": '"x"',
      ...(op.idempotent ? { "idempotency-key": `walk-404-${op.id}` } : {}),
    };
    const missing = await rawRequest(`${emu.baseUrl}${concrete(op, "000000000000000000000000")}`, {
      method: op.method,
      token,
      headers,
      ...(op.body ? { body: sampleBody(op.body) } : {}),
    });
    expect(missing.status, JSON.stringify(missing.body)).toBe(404);
    expect(apiErrorEnvelope.safeParse(missing.body).success).toBe(true);
  });
});

describe("an operation needing several scopes", () => {
  test("answers 403 naming the one the credential lacks, also when it holds the first", async () => {
    const partial = emu.credential("tasks-read").token;
    const refused = await rawRequest(`${emu.baseUrl}/tasks/${ids.get("task")}/duplicate`, {
      method: "POST",
      token: partial,
      headers: { "idempotency-key": "scopes-duplicate", "if-match": '"x"' },
      body: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errors: [{ code: "insufficient_scope", detail: "This operation needs the tasks:write scope." }],
    });
    const read = await rawRequest(`${emu.baseUrl}/task-recurrences`, { token: partial });
    expect(read.status).toBe(200);
  });
});

describe("bodies", () => {
  test("an operation without a body refuses one that is not empty, null included", async () => {
    const path = `${emu.baseUrl}/tasks/${ids.get("task")}/complete`;
    const etag = await currentEtag(`/tasks/${ids.get("task")}`);
    for (const body of ["null", "5", '{"x":1}']) {
      const answer = await rawRequest(path, {
        method: "POST",
        token,
        headers: { "if-match": etag ?? "" },
        body,
      });
      expect(answer.status, body).toBe(400);
    }
  });
});

describe("odd input never fails the emulator", () => {
  const bodies = ["null", "[]", '"text"', "{}", '{"items":[null],"fieldIds":[1],"file":null,"__proto__":{}}'];
  const oddIds = ["__proto__", "constructor", "x".repeat(300), "%E2%82%AC"];
  test.each(operations.map((op) => [op.id, op] as const))("%s", async (_id, op) => {
    for (const [index, body] of (op.method === "GET" ? [] : bodies).entries()) {
      const answer = await rawRequest(`${emu.baseUrl}${concrete(op)}`, {
        method: op.method,
        token,
        headers: {
          "if-match": '"x"',
          ...(op.idempotent ? { "idempotency-key": `odd-${op.id}-${index}` } : {}),
        },
        body,
      });
      expect(answer.status, `${body}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    }
    if (!op.path.includes("{")) return;
    for (const odd of oddIds) {
      const path = op.path.replace(/\{\w+\}/g, odd);
      const answer = await rawRequest(`${emu.baseUrl}${path}`, {
        method: op.method,
        token,
        headers: {
          "if-match": '"x"',
          ...(op.idempotent ? { "idempotency-key": `odd-id-${op.id}-${odd.length}` } : {}),
        },
        ...(op.method === "GET" ? {} : { body: sampleBody(op.body) ?? {} }),
      });
      expect(answer.status, `${odd}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    }
  });
});

describe("a refused write changes nothing", () => {
  test("a settings update without If-Match, or with a stale one, stores no settings record", async () => {
    const data = emu.state.workspaceData(emu.credential("all").workspaceId);
    data.records.delete("workspaceSettings");
    const path = `${emu.baseUrl}/workspace/settings`;
    const key = { "idempotency-key": "refused-settings" };
    expect(
      (await rawRequest(path, { method: "PATCH", token, headers: key, body: { name: "x" } })).status,
    ).toBe(428);
    const stale = `"wst1-${"0".repeat(64)}"`;
    const headers = { "if-match": stale, "idempotency-key": "refused-settings-2" };
    expect((await rawRequest(path, { method: "PATCH", token, headers, body: { name: "x" } })).status).toBe(
      412,
    );
    expect(data.records.get("workspaceSettings")?.size ?? 0).toBe(0);
  });
});
