import { describe, expect, test } from "vitest";
import { startEmulator } from "../../../src/emulator/index.js";
import type { WebhookRecord } from "../../../src/emulator/state/model.js";
import { webhookResource } from "../../../src/emulator/state/webhooks.js";
import { webhookResourceText } from "../../../src/emulator/v1/webhook-json.js";

const webhookResourceJson = (hook: Parameters<typeof webhookResourceText>[0]) =>
  webhookResourceText(hook).json;

const record = (): WebhookRecord => ({
  id: "whk_0123456789abcdef01234567",
  seq: 3,
  workspaceId: "ws_1",
  ownerCredentialId: "cred_1",
  url: "https://hooks.example.com/a",
  actions: ["task_created", "task_deleted"],
  disabled: false,
  autoDisabled: false,
  failCount: 0,
  lastStatus: null,
  secret: "whsec_v2_x",
  secretGeneration: 1,
  configVersion: 0,
  revisionSalt: "salt",
  revision: "whk1-abc",
  createdAt: 1,
});

/** A different value of the same kind, so every field of the record can be changed in turn. */
function changed(value: unknown): unknown {
  if (typeof value === "string") return `${value}x`;
  if (typeof value === "number") return value + 1;
  if (typeof value === "boolean") return !value;
  if (value === null) return 500;
  if (Array.isArray(value)) return [...value, "task_updated"];
  throw new Error(`no change for ${String(value)}`);
}

describe("webhookResourceJson", () => {
  test("is JSON.stringify(webhookResource(hook)) after any field of the record changes", () => {
    const hook = record();
    expect(webhookResourceJson(hook)).toBe(JSON.stringify(webhookResource(hook)));
    const fields = Object.keys(hook) as (keyof WebhookRecord)[];
    for (const field of fields) {
      (hook as unknown as Record<string, unknown>)[field] = changed(hook[field]);
      expect(webhookResourceJson(hook), field).toBe(JSON.stringify(webhookResource(hook)));
      // And back: the text follows the record, not the first value it saw.
      (hook as unknown as Record<string, unknown>)[field] = record()[field];
      expect(webhookResourceJson(hook), field).toBe(JSON.stringify(webhookResource(hook)));
    }
  });

  test("follows changes made inside the actions list and a failure count going back to 0", () => {
    const hook = record();
    webhookResourceJson(hook);
    hook.actions.push("task_moved");
    expect(webhookResourceJson(hook)).toBe(JSON.stringify(webhookResource(hook)));
    hook.actions[0] = "task_archived";
    expect(webhookResourceJson(hook)).toBe(JSON.stringify(webhookResource(hook)));
    hook.failCount = 3;
    hook.lastStatus = 500;
    webhookResourceJson(hook);
    hook.failCount = 0;
    hook.lastStatus = 200;
    expect(webhookResourceJson(hook)).toBe(JSON.stringify(webhookResource(hook)));
  });

  test("a served list page is byte for byte what serialising its body gives, before and after changes", async () => {
    const emulator = await startEmulator({ validateResponses: true });
    try {
      const token = emulator.credentials[0]?.token ?? "";
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      for (const index of [1, 2, 3]) {
        await fetch(`${emulator.baseUrl}/webhooks`, {
          method: "POST",
          headers: { ...headers, "idempotency-key": `k-${index}` },
          body: JSON.stringify({ url: `https://hooks.example.com/${index}`, actions: ["task_created"] }),
        });
      }
      const list = async () => {
        const response = await fetch(`${emulator.baseUrl}/webhooks?limit=2`, { headers });
        const text = await response.text();
        expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
        expect(text).toBe(JSON.stringify(JSON.parse(text)));
        return JSON.parse(text) as {
          data: { id: string; attributes: { url: string; revision: string } }[];
          meta: { page: { nextCursor: string | null } };
        };
      };
      const first = await list();
      expect(first.data).toHaveLength(2);
      expect(first.meta.page.nextCursor).not.toBeNull();
      const [hook] = first.data;
      if (!hook) throw new Error("no webhook");
      const patched = await fetch(`${emulator.baseUrl}/webhooks/${hook.id}`, {
        method: "PATCH",
        headers: { ...headers, "if-match": `"${hook.attributes.revision}"` },
        body: JSON.stringify({ url: "https://hooks.example.com/changed" }),
      });
      expect(patched.status).toBe(200);
      const second = await list();
      expect(second.data[0]?.attributes.url).toBe("https://hooks.example.com/changed");
      expect(second.data[0]?.attributes.revision).not.toBe(hook.attributes.revision);
    } finally {
      await emulator.stop();
    }
  });
});
