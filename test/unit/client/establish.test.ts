import { describe, expect, it } from "vitest";
import { updateApplied } from "../../../src/client/index.js";
import { api, errorBody, single, testClient, useNock, webhookHeaders, webhookResource } from "./fixtures.js";

useNock();

describe("establishWebhookRemoval", () => {
  it("reports removed on 404 and present on 200", async () => {
    api().get("/v1/webhooks/wh_1").reply(404, errorBody(404, "not_found"));
    api().get("/v1/webhooks/wh_1").reply(200, single(webhookResource()), webhookHeaders());
    const { client } = testClient();
    expect(await client.establishWebhookRemoval("wh_1")).toBe("removed");
    expect(await client.establishWebhookRemoval("wh_1")).toBe("present");
  });

  it("propagates other failures", async () => {
    api().get("/v1/webhooks/wh_1").reply(403, errorBody(403, "insufficient_scope"));
    const { client } = testClient();
    await expect(client.establishWebhookRemoval("wh_1")).rejects.toMatchObject({ status: 403 });
  });
});

describe("establishWebhookUpdate", () => {
  it("compares the current webhook with the intended update", async () => {
    const current = webhookResource({ actions: ["b", "a"], disabled: true });
    api().get("/v1/webhooks/wh_1").times(2).reply(200, single(current), webhookHeaders());
    const { client } = testClient();
    const applied = await client.establishWebhookUpdate("wh_1", { actions: ["a", "b"], disabled: true });
    expect(applied.applied).toBe(true);
    expect(applied.webhook.transport.etag).toBeDefined();
    const notApplied = await client.establishWebhookUpdate("wh_1", { url: "https://other.example/x" });
    expect(notApplied.applied).toBe(false);
  });

  it("validates the body first", async () => {
    const { client } = testClient();
    await expect(client.establishWebhookUpdate("wh_1", {})).rejects.toMatchObject({
      code: "invalid_arguments",
    });
  });

  it("updateApplied checks each given field", () => {
    const hook = webhookResource() as never;
    expect(updateApplied(hook, { disabled: false })).toBe(true);
    expect(updateApplied(hook, { disabled: true })).toBe(false);
    expect(updateApplied(hook, { actions: ["task_created", "x"] })).toBe(false);
    expect(updateApplied(hook, { actions: ["task_created"], url: "https://hooks.example.com/in" })).toBe(
      true,
    );
  });
});
