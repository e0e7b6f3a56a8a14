/**
 * Output follows the service: `-o json` prints each resource with the service's key order and
 * every attribute it sent (the extra ones a loose schema lets through included), and the table's
 * columns are `id`, `type`, then the attribute keys in first-seen order (at most 20), as the
 * official CLI prints them. The emulator sends attributes in another order than the schemas
 * declare them, and more of them, so a CLI printing zod's rebuilt objects fails here.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let token: string;
let contactId: string;
const dir = mkdtempSync(join(tmpdir(), "svc-order-"));

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

/** The service's own body, read without the client. */
async function serviceBody(path: string): Promise<{ data: Resource | Resource[] }> {
  const response = await fetch(`${emulator.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Resource | Resource[] };
}

async function svc(argv: string[]): Promise<string> {
  const result = await runInProcess(argv, {
    cwd: dir,
    env: { SVC_API_TOKEN: token, SVC_API_BASE_URL: emulator.baseUrl },
  });
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return result.stdout;
}

/** `id`, `type`, then each attribute key in the order rows first show it, at most 20. */
function serviceColumns(items: Resource[]): string[] {
  const columns = ["id", "type"];
  for (const item of items) {
    for (const key of Object.keys(item.attributes)) if (!columns.includes(key)) columns.push(key);
  }
  return columns.slice(0, 20);
}

const headerOf = (table: string) => (table.split("\n")[0] ?? "").split(/\s{2,}/);

beforeAll(async () => {
  emulator = await startTestEmulator();
  token = emulator.credential("admin").token;
  const tasks = (await serviceBody("/tasks?limit=200")).data as Resource[];
  contactId = tasks.map((task) => task.attributes.contactId).find(Boolean) as string;
});
afterAll(async () => {
  await emulator.stop();
});

describe("output follows the service", () => {
  const cases: [string, () => string[], () => string][] = [
    ["contacts get", () => ["contacts", "get", contactId], () => `/contacts/${contactId}`],
    ["tasks list", () => ["tasks", "list"], () => "/tasks"],
    ["lists list", () => ["lists", "list"], () => "/lists"],
    ["workspace", () => ["workspace"], () => "/workspace"],
  ];

  it.each(cases)("%s: -o json keeps the service's keys and their order", async (_name, argv, path) => {
    const expected = (await serviceBody(path())).data;
    const printed = JSON.parse(await svc([...argv(), "-o", "json"])) as { data?: unknown };
    const data = Array.isArray(expected) ? printed.data : printed;
    // JSON text comparison: equal only with the same keys in the same order.
    expect(JSON.stringify(data)).toBe(JSON.stringify(expected));
  });

  it.each(cases)(
    "%s: the table's columns are id, type, then attributes in first-seen order",
    async (_name, argv, path) => {
      const expected = (await serviceBody(path())).data;
      const items = Array.isArray(expected) ? expected : [expected];
      expect(headerOf(await svc(argv()))).toEqual(serviceColumns(items));
    },
  );

  it("--all with -o jsonl prints each record as the service sent it", async () => {
    const expected = (await serviceBody("/tasks?limit=200")).data as Resource[];
    const lines = (await svc(["tasks", "list", "--all", "--limit", "2", "-o", "jsonl"]))
      .trimEnd()
      .split("\n");
    expect(lines).toEqual(expected.map((task) => JSON.stringify(task)));
  });
});
