/**
 * The v1 operations (`operationScopes`, src/schemas/credential.ts) and the API's statuses
 * (`apiErrorCodes`, src/schemas/error-codes.ts) are the one source of what docs/client.md and
 * docs/emulator.md list by hand: a new operation or status fails here, naming the file and the place
 * to edit, until the client, the emulator and both documents have it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createClient } from "../../../src/client/index.js";
import { v1Router } from "../../../src/emulator/v1/operations.js";
import { apiErrorCodes, operationScopes } from "../../../src/schemas/index.js";
import { ApiError, clientErrorCodes, createApiError } from "../../../src/transport/errors.js";

const root = join(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const operationIds = Object.keys(operationScopes).sort();

/** The paragraph of `markdown` that starts with `start` (up to the next blank line). */
function paragraph(markdown: string, start: string): string {
  const from = markdown.indexOf(start);
  if (from < 0) return "";
  const end = markdown.indexOf("\n\n", from);
  return markdown.slice(from, end < 0 ? undefined : end);
}

/** docs/emulator.md's `/v1` surfaces: `GET|POST /webhooks` -> [GET /webhooks], [POST /webhooks]. */
function documentedRoutes(text: string): { method: string; path: string }[] {
  return [...text.matchAll(/`([A-Z|]+) (\/[^`]*)`/g)].flatMap(([, methods = "", path = ""]) =>
    methods.split("|").map((method) => ({ method, path })),
  );
}

describe("the v1 operations", () => {
  it("the client has a method for each", () => {
    const client = createClient({ token: `tg_sa_v2_de_de-nbg-001_${"0".repeat(24)}_${"ab".repeat(32)}` });
    const missing = operationIds.filter(
      (id) => typeof (client as unknown as Record<string, unknown>)[id] !== "function",
    );
    expect(missing, "src/client/client.ts: wire these operations into the client").toEqual([]);
  });

  it("docs/client.md names each after 'Method names are the API's operationIds:'", () => {
    const text = paragraph(read("docs/client.md"), "Method names are the API's operationIds:");
    const listed = [...text.split("Every call takes")[0]!.matchAll(/`([A-Za-z]+)`/g)].map(([, name]) => name);
    expect(listed.length, "docs/client.md has the paragraph").toBeGreaterThan(10);
    expect(
      [...listed].sort(),
      "docs/client.md, 'Method names are the API's operationIds:': one name each",
    ).toEqual(operationIds);
  });

  it("docs/emulator.md's /v1 surfaces are the emulator's routes, one or more for each", () => {
    const surfaces = paragraph(read("docs/emulator.md"), "`/v1`:").split("The discovery document")[0] ?? "";
    const routes = documentedRoutes(surfaces);
    expect(routes.length, "docs/emulator.md has the `/v1`: paragraph under ## Surfaces").toBeGreaterThan(10);
    const routed = routes.map(({ method, path }) => {
      const match = v1Router.match(method, path.replaceAll(/\{[^}]+\}/g, "x1"));
      return match.kind === "found" ? match.route.handler.id : `${method} ${path}: not routed`;
    });
    expect(
      [...new Set(routed)].sort(),
      "docs/emulator.md, `/v1`: name each route of src/emulator/v1/operations.ts as `METHOD /path`",
    ).toEqual([...operationIds, "getApiVersion"].sort());
  });
});

describe("the API's statuses", () => {
  const row = paragraph(read("docs/client.md"), "| `InvalidRequestError`");

  it.each(Object.entries(apiErrorCodes))(
    "HTTP %s (%s) has an ApiError subclass, listed in docs/client.md",
    (status, code) => {
      const transport = { status: Number(status), attempts: 1, requestId: "r", headers: {} };
      const error = createApiError({
        status: Number(status),
        code,
        detail: "d",
        errors: [],
        requestId: "r",
        transport,
      });
      expect(error.constructor, "src/transport/errors.ts: give the status a class in byStatus").not.toBe(
        ApiError,
      );
      expect(
        row,
        `docs/client.md, ## Errors, the row of subclasses by status: add \`${error.name}\` ${status}`,
      ).toContain(`\`${error.name}\` ${status}`);
    },
  );
});

describe("the client's own error codes", () => {
  it("docs/client.md's ClientError row names every code of clientErrorCodes (src/transport/errors.ts)", () => {
    const row = paragraph(read("docs/client.md"), "| `ClientError`").split("\n")[0] ?? "";
    const listed = [...row.matchAll(/`([a-z_]+)`/g)].map(([, code]) => code);
    expect(
      [...clientErrorCodes].filter((code) => !listed.includes(code)),
      "docs/client.md, ## Errors, the `ClientError` row: add these codes",
    ).toEqual([]);
  });
});
