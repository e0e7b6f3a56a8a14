import { describe, expect, test } from "vitest";
import { resolveOptions } from "../../../src/emulator/options.js";
import { Clock } from "../../../src/emulator/state/clock.js";
import { IDEMPOTENCY_TTL_MS, IdempotencyStore } from "../../../src/emulator/state/idempotency.js";
import type { DeliveryRecord } from "../../../src/emulator/state/model.js";
import { ALL_SCOPES, applySeed, DEFAULT_SEED, parseSeed } from "../../../src/emulator/state/seed.js";
import { EmulatorState } from "../../../src/emulator/state/store.js";
import {
  createWebhookRecord,
  rotateWebhookSecret,
  updateWebhookRecord,
  webhookResource,
} from "../../../src/emulator/state/webhooks.js";
import { credentialTokenPattern, webhook } from "../../../src/schemas/index.js";

const newState = (options = {}) => new EmulatorState(resolveOptions(options));

describe("IdempotencyStore", () => {
  const record = { fingerprint: "f", data: { id: 1 }, etag: undefined };

  test("forgets records after seven days", () => {
    const clock = new Clock();
    const store = new IdempotencyStore(clock, 10);
    store.save("cred", "key", record);
    clock.setOffset(IDEMPOTENCY_TTL_MS - 60_000);
    expect(store.lookup("cred", "key")?.data).toEqual({ id: 1 });
    clock.setOffset(IDEMPOTENCY_TTL_MS);
    expect(store.lookup("cred", "key")).toBeUndefined();
  });

  test("is bounded: the oldest records go first; keys are per credential", () => {
    const store = new IdempotencyStore(new Clock(), 2);
    store.save("a", "1", record);
    store.save("b", "1", record);
    store.save("a", "2", record);
    expect(store.size).toBe(2);
    expect(store.lookup("a", "1")).toBeUndefined();
    expect(store.lookup("b", "1")).toBeDefined();
    expect(store.lookup("a", "2")).toBeDefined();
  });
});

describe("seed", () => {
  test("the default seed: workspace A with a full and a read-only credential, workspace B with one", () => {
    const state = newState();
    const seeded = applySeed(state, DEFAULT_SEED);
    expect(seeded.credentials.map(({ name }) => name)).toEqual(["admin", "reader", "tenant-b"]);
    const [admin, reader, tenantB] = seeded.credentials;
    // The six scopes docs/emulator.md promises first, then those of the rest of the contract.
    expect(ALL_SCOPES.slice(0, 6)).toEqual([
      "workspace:read",
      "tasks:read",
      "lists:read",
      "contacts:read",
      "webhooks:read",
      "webhooks:write",
    ]);
    expect(ALL_SCOPES).toEqual(
      expect.arrayContaining(["tasks:write", "projects:lifecycle", "task-recurrences:run"]),
    );
    expect(admin?.scopes).toEqual(ALL_SCOPES);
    expect(reader?.scopes).toEqual(ALL_SCOPES.filter((scope) => scope.endsWith(":read")));
    expect(reader?.scopes).not.toContain("webhooks:write");
    expect(tenantB?.workspaceId).not.toBe(admin?.workspaceId);
    for (const credential of seeded.credentials) expect(credential.token).toMatch(credentialTokenPattern);
    for (const legacy of seeded.legacyCredentials) expect(legacy.token).toMatch(/^tgv0_[a-f0-9]{48}$/);
    const data = state.workspaceData(admin?.workspaceId as string);
    expect(data.tasks.size).toBeGreaterThan(2);
    // GET /lists serves only lists by default, as the service does.
    expect(new Set([...data.lists.values()].map((item) => item.type))).toEqual(new Set(["list"]));
    expect(data.contacts.size).toBe(2);
  });

  test("tokens are random per start and only their verifier is stored", () => {
    const first = applySeed(newState(), DEFAULT_SEED).credentials[0]?.token;
    const state = newState();
    const second = applySeed(state, DEFAULT_SEED).credentials[0];
    expect(second?.token).not.toBe(first);
    expect(JSON.stringify([...state.credentials.values()])).not.toContain(second?.token);
  });

  test("fixed tokens must carry the emulator's region and cell and the kind's prefix", () => {
    const token = `tg_sa_v2_de_de-emu-001_${"a".repeat(24)}_${"b".repeat(64)}`;
    const state = newState();
    const seeded = applySeed(state, {
      workspaces: [{ name: "W", credentials: [{ name: "fixed", scopes: ["tasks:read"], token }] }],
    });
    expect(seeded.credentials[0]?.credentialId).toBe("a".repeat(24));
    expect(state.authenticate(token).ok).toBe(true);
    expect(() =>
      applySeed(newState({ region: "us" }), {
        workspaces: [{ name: "W", credentials: [{ name: "x", scopes: ["tasks:read"], token }] }],
      }),
    ).toThrow(/region us/);
    const personal = token.replace("tg_sa_v2", "tg_pat_v2");
    expect(() =>
      applySeed(newState(), {
        workspaces: [{ name: "W", credentials: [{ name: "x", scopes: ["tasks:read"], token: personal }] }],
      }),
    ).toThrow(/tg_sa_v2/);
  });

  test("invalid seeds name the offending path", () => {
    expect(() => parseSeed({ workspaces: [] })).toThrow(/workspaces/);
    expect(() =>
      parseSeed({ workspaces: [{ name: "W", credentials: [{ name: "x", scopes: ["Bad Scope"] }] }] }),
    ).toThrow(/workspaces\.0\.credentials\.0\.scopes\.0/);
    expect(() => parseSeed({ workspaces: [{ name: "W", extra: 1 }] })).toThrow(/workspaces\.0/);
  });

  test("sampleData: false seeds nothing but what is listed", () => {
    const state = newState();
    const seeded = applySeed(state, {
      workspaces: [{ name: "Empty", sampleData: false, tasks: [{ attributes: { name: "Only task" } }] }],
    });
    const data = state.workspaceData(seeded.workspaceIds[0] as string);
    expect([...data.tasks.values()].map((task) => task.attributes.name)).toEqual(["Only task"]);
    expect(data.contacts.size).toBe(0);
  });
});

describe("authentication", () => {
  test("reports missing, invalid, expired and revoked distinctly", () => {
    const state = newState();
    const [admin] = applySeed(state, DEFAULT_SEED).credentials;
    const token = admin?.token as string;
    expect(state.authenticate(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(state.authenticate(`${token} `)).toEqual({ ok: false, reason: "invalid" });
    expect(state.authenticate(token.replace(/.$/, (c) => (c === "0" ? "1" : "0")))).toEqual({
      ok: false,
      reason: "invalid",
    });
    state.clock.setOffset(400 * 24 * 3_600_000);
    expect(state.authenticate(token)).toEqual({ ok: false, reason: "expired" });
    state.clock.setOffset(0);
    state.revokeCredential(admin?.credentialId as string);
    expect(state.authenticate(token)).toEqual({ ok: false, reason: "revoked" });
  });
});

describe("webhook revisions", () => {
  test("change on url, actions, enabled state and secret generation, never on counters, never repeat", () => {
    const state = newState();
    const hook = createWebhookRecord(state, {
      workspaceId: "w",
      ownerCredentialId: "c",
      url: "https://a.example/x",
      actions: ["a"],
    });
    const seen = new Set([hook.revision]);
    const expectNew = () => {
      expect(seen.has(hook.revision)).toBe(false);
      seen.add(hook.revision);
    };
    updateWebhookRecord(hook, { url: "https://b.example/x" });
    expectNew();
    updateWebhookRecord(hook, { actions: ["a", "b"] });
    expectNew();
    updateWebhookRecord(hook, { disabled: true });
    expectNew();
    updateWebhookRecord(hook, { disabled: false });
    expectNew();
    rotateWebhookSecret(state, hook);
    expectNew();
    updateWebhookRecord(hook, { url: "https://a.example/x", actions: ["a"] });
    expectNew();
    const before = hook.revision;
    hook.failCount = 3;
    hook.lastStatus = 500;
    updateWebhookRecord(hook, { url: hook.url });
    expect(hook.revision).toBe(before);
    expect(webhook.parse(webhookResource(hook)).attributes.revision).toBe(before);
    expect(state.issuedSecrets.map((issued) => issued.generation)).toEqual([1, 2]);
    expect(state.issuedSecrets.at(-1)).toEqual({ webhookId: hook.id, generation: 2, secret: hook.secret });
  });

  test("disabled: false clears an automatic suspension and the failure count", () => {
    const state = newState();
    const hook = createWebhookRecord(state, {
      workspaceId: "w",
      ownerCredentialId: "c",
      url: "https://a.example/x",
      actions: ["a"],
    });
    Object.assign(hook, { disabled: true, autoDisabled: true, failCount: 5 });
    updateWebhookRecord(hook, { disabled: false });
    expect(hook).toMatchObject({ disabled: false, autoDisabled: false, failCount: 0 });
  });
});

describe("delivery history cap", () => {
  const record = (id: string, done: boolean): DeliveryRecord => ({
    id,
    seq: 0,
    webhookId: "h",
    workspaceId: "w",
    ownerCredentialId: "c",
    event: "e",
    collection: "c",
    resourceId: null,
    test: false,
    state: done ? "succeeded" : "delivering",
    attempts: [],
    createdAt: 0,
    updatedAt: 0,
    completedAt: done ? 1 : null,
    body: null,
  });

  test("keeps at most N records per credential, evicting the oldest finished ones first", () => {
    const state = newState({ maxDeliveriesPerCredential: 2 });
    state.addDelivery(record("inflight", false));
    state.addDelivery(record("old", true));
    state.addDelivery(record("new", true));
    expect([...state.deliveries.keys()]).toEqual(["inflight", "new"]);
    expect(state.deliveriesByCredential.get("c")).toEqual(["inflight", "new"]);
  });
});
