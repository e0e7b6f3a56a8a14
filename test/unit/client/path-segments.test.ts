import { describe, expect, it } from "vitest";
import { ClientError, createLegacyClient } from "../../../src/client/index.js";
import { v1Router } from "../../../src/emulator/v1/operations.js";
import { Transport } from "../../../src/transport/transport.js";
import { testClient, useNock } from "./fixtures.js";
import { v1Operations } from "./v1-operations.js";

useNock();

const { client } = testClient();
const legacy = createLegacyClient({ token: "legacy0123456789abcdefLEGACY" });
const guarded = { ifMatch: `"whk1-${"a".repeat(64)}"`, idempotencyKey: "k-1" };

/** Every operation that puts a caller's value into the path (v1 and legacy). */
const operations: [string, (id: string) => Promise<unknown>][] = [
  ["getWebhook", (id) => client.getWebhook(id)],
  ["updateWebhook", (id) => client.updateWebhook(id, { disabled: true }, { ifMatch: guarded.ifMatch })],
  ["removeWebhook", (id) => client.removeWebhook(id)],
  ["rotateWebhookSecret", (id) => client.rotateWebhookSecret(id, guarded)],
  ["testWebhookDelivery", (id) => client.testWebhookDelivery(id, { idempotencyKey: "k-1" })],
  ["establishWebhookRemoval", (id) => client.establishWebhookRemoval(id)],
  ["establishWebhookUpdate", (id) => client.establishWebhookUpdate(id, { disabled: true })],
  ["getWebhookDelivery", (id) => client.getWebhookDelivery(id)],
  ["getContact", (id) => client.getContact(id)],
  ["legacy startTracking", (id) => legacy.startTracking(id, { userId: "u1", time: "2026-07-01T09:30:00Z" })],
  ["legacy stopTracking", (id) => legacy.stopTracking(id, { time: "2026-07-01T09:30:00Z" })],
  ["legacy updateContact", (id) => legacy.updateContact(id, { name: "x" } as never)],
  ["legacy getContactGroup", (id) => legacy.getContactGroup(id)],
  ["legacy removeWebhook", (id) => legacy.removeWebhook(id)],
];

describe("the list of operations with a path parameter", () => {
  it("names every v1 operation whose route has one (test/unit/client/v1-operations.ts)", () => {
    const withParameter = v1Operations.filter((op) => {
      const match = v1Router.match(op.method, op.path.replace(/^\/v1/, ""));
      return match.kind === "found" && Object.keys(match.params).length > 0;
    });
    expect(withParameter.length).toBeGreaterThan(5);
    expect(
      withParameter.map((op) => op.name).filter((name) => !operations.some(([listed]) => listed === name)),
      "test/unit/client/path-segments.test.ts: add these to operations",
    ).toEqual([]);
  });
});

describe("a path parameter stays one path segment", () => {
  describe.each(operations)("%s", (_name, call) => {
    it.each([".", ".."])("refuses %j before sending (invalid_arguments)", async (id) => {
      // No interceptor exists (and net connect is off): anything sent would fail differently.
      const error = await call(id).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ClientError);
      expect((error as ClientError).code).toBe("invalid_arguments");
      expect((error as ClientError).message).toMatch(/^invalid [a-zA-Z ]*id/i);
    });
  });

  it("the transport itself never sends a path with an empty, . or .. segment", async () => {
    const transport = new Transport({ baseUrl: "https://api.example.com/v1", token: "t".repeat(20) });
    for (const path of ["/webhooks/..", "/webhooks/.", "/webhooks//x", "/webhooks/../x", "webhooks"]) {
      const error = await transport.request({ method: "GET", path }).catch((caught: unknown) => caught);
      expect((error as ClientError).code, path).toBe("invalid_arguments");
    }
  });
});
