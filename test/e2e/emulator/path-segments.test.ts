import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emu: TestEmulator;
let origin: URL;

beforeAll(async () => {
  emu = await startTestEmulator();
  origin = new URL(emu.baseUrl);
});
afterAll(() => emu.stop());

/** node:http sends the path exactly as given (fetch/undici and URL would resolve the dot segments). */
function raw(method: string, path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "if-match": `"whk1-${"a".repeat(64)}"`,
          "idempotency-key": `dots-${method}-${path.length}`,
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(method === "GET" || method === "DELETE" ? undefined : "{}");
  });
}

describe("dot and empty segments never reach another operation (issue 8 item 3)", () => {
  test.each([
    ["GET", "/v1/webhooks/.."],
    ["GET", "/v1/webhooks/."],
    ["GET", "/v1/webhooks/%2e%2E"],
    ["GET", "/v1/webhooks/.%2e"],
    ["GET", "/v1/webhooks//"],
    ["DELETE", "/v1/webhooks/.."],
    ["DELETE", "/v1/webhooks/%2e"],
    ["PATCH", "/v1/webhooks/.."],
    ["POST", "/v1/webhooks/../secret-rotation"],
    ["POST", "/v1/webhooks/./test-delivery"],
    ["GET", "/v1/webhook-deliveries/.."],
    ["GET", "/v1/contacts/.."],
    ["POST", "/v1/webhooks/x/../../webhooks"],
  ])("v1 %s %s is a 404 not_found for no operation", async (method, path) => {
    const answer = await raw(method, path, emu.credential("admin").token);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).errors[0]).toMatchObject({ code: "not_found" });
    expect(answer.body).toContain("There is no operation");
  });

  test("a webhook survives DELETE /v1/webhooks/.. and the list is not served for /v1/webhooks/.", async () => {
    const client = emu.client("admin");
    const created = await client.createWebhook({
      url: "https://127.0.0.1:9/dots",
      actions: ["task_created"],
    });
    const token = emu.credential("admin").token;
    expect((await raw("DELETE", "/v1/webhooks/..", token)).status).toBe(404);
    expect((await raw("GET", "/v1/webhooks/.", token)).body).not.toContain(created.data.id);
    expect((await client.getWebhook(created.data.id)).data.id).toBe(created.data.id);
  });

  test.each([
    ["DELETE", "/legacy/webhooks/.."],
    ["POST", "/legacy/tasks/../startTracking"],
    ["PUT", "/legacy/contacts/%2e%2e"],
  ])("legacy %s %s is a 404", async (method, path) => {
    const answer = await raw(method, path, emu.legacyCredential("legacy-a").token);
    expect(answer.status).toBe(404);
  });

  test("the plain forms still work (one trailing slash tolerated)", async () => {
    const token = emu.credential("admin").token;
    expect((await raw("GET", "/v1/webhooks", token)).status).toBe(200);
    expect((await raw("GET", "/v1/webhooks/", token)).status).toBe(200);
  });
});
