import { expect, test } from "vitest";
import { apiErrorEnvelope } from "../../../src/schemas/index.js";
import { rawRequest, startTestEmulator } from "../../support/emulator.js";
import { startReceiver } from "../../support/receiver.js";

const SECRETISH =
  /whsec_v2_|tg_(sa|pat)_v2_[a-z0-9-]+_[a-z0-9-]+_[a-f0-9]{24}_[a-f0-9]{64}|tgv0_[a-f0-9]{48}/;

test("tokens and signing secrets never reach the log, the control API or error details", async () => {
  const lines: string[] = [];
  const receiver = await startReceiver({ respond: 500 });
  const emu = await startTestEmulator({
    webhookCa: receiver.ca,
    log: (line) => lines.push(line),
    disableAfter: 1,
  });
  try {
    const client = emu.client("admin");
    const hook = await client.createWebhook({ url: receiver.url, actions: ["task_created"] });
    const rotated = await client.rotateWebhookSecret(hook.data.id, {
      ifMatch: hook.data.attributes.revision,
    });
    const receipt = await client.testWebhookDelivery(hook.data.id);
    await emu.control.emit({ workspaceId: emu.credential("admin").workspaceId, event: "task_created" });
    await emu.waitForDelivery((record) => record.id === receipt.data.id && record.state === "failed");
    await emu.waitForDelivery((record) => !record.test && record.state === "failed");
    const bad = await rawRequest(`${emu.baseUrl}/webhooks`, {
      token: emu.credential("admin").token.replace(/.$/, "0"),
    });
    expect(JSON.stringify(bad.body)).not.toMatch(SECRETISH);
    const views = JSON.stringify([
      await emu.control.state(),
      await emu.control.webhooks("?includeSecrets=true"),
      await emu.control.deliveries(),
      await client.listWebhookDeliveries(),
    ]);
    expect(views).not.toMatch(SECRETISH);
    expect(lines.join("\n")).toContain("suspended");
    expect(lines.join("\n")).not.toMatch(SECRETISH);
    expect(views).not.toContain(rotated.data.attributes.signingSecret);
  } finally {
    await emu.stop();
    await receiver.close();
  }
});

test("exposeSecrets (test-only) lets the control API reveal the current signing secret", async () => {
  const emu = await startTestEmulator({ exposeSecrets: true });
  try {
    const hook = await emu.client("admin").createWebhook({ url: "https://127.0.0.1:9/x", actions: ["a"] });
    const hidden = await emu.control.webhooks();
    expect(hidden.webhooks[0]).not.toHaveProperty("signingSecret");
    const shown = await emu.control.webhooks("?includeSecrets=true");
    expect(shown.webhooks[0]?.signingSecret).toBe(hook.data.attributes.signingSecret);
  } finally {
    await emu.stop();
  }
});

test("bodies over 1 MiB are refused, and so are non-JSON bodies", async () => {
  const emu = await startTestEmulator();
  try {
    const { token } = emu.credential("admin");
    const huge = await rawRequest(`${emu.baseUrl}/webhooks`, {
      method: "POST",
      token,
      headers: { "idempotency-key": "huge" },
      body: { url: "https://127.0.0.1:9/x", actions: ["a"], pad: "x".repeat(1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    apiErrorEnvelope.parse(huge.body);
    const form = await rawRequest(`${emu.baseUrl}/webhooks`, {
      method: "POST",
      token,
      headers: { "idempotency-key": "form", "content-type": "application/x-www-form-urlencoded" },
      body: "url=x",
    });
    expect(form.status).toBe(400);
    expect(apiErrorEnvelope.parse(form.body).errors[0]?.source).toEqual({ header: "Content-Type" });
    const broken = await rawRequest(`${emu.baseUrl}/webhooks`, {
      method: "POST",
      token,
      headers: { "idempotency-key": "broken" },
      body: "{",
    });
    expect(apiErrorEnvelope.parse(broken.body).errors[0]?.code).toBe("invalid_request");
  } finally {
    await emu.stop();
  }
});
