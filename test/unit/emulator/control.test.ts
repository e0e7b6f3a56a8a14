import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { collectionOf } from "../../../src/emulator/control/events.js";
import { readyLine } from "../../../src/emulator/index.js";
import { controlApi, rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

describe("collectionOf", () => {
  test.each([
    ["task_created", "cards"],
    ["call_missed", "cards"],
    ["task_recurrence_paused", "taskRecurrences"],
    ["timetracking_started", "times"],
    ["timeentry_removed", "times"],
    ["project_archived", "projects"],
    ["contact_restored", "contacts"],
    ["callnote_created", "callnotes"],
    ["user_online", "users"],
    ["user_added", "teams"],
    ["custom.event", "events"],
  ])("%s -> %s", (event, collection) => {
    expect(collectionOf(event)).toBe(collection);
  });
});

describe("control API", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(() => emu.stop());

  test("readyLine exposes only the documented keys", () => {
    const line = readyLine(emu);
    expect(Object.keys(line).sort()).toEqual(
      ["authorizeUrl", "baseUrl", "controlUrl", "credentials", "legacyBaseUrl", "legacyCredentials"].sort(),
    );
    expect(Object.keys(line.credentials[0] ?? {}).sort()).toEqual([
      "cellId",
      "name",
      "region",
      "scopes",
      "token",
      "workspaceId",
    ]);
  });

  test("creates workspaces (with or without sample data) and credentials usable at once", async () => {
    const control = controlApi(emu.controlUrl);
    const bare = await control.call<{ workspace: { id: string } }>("POST", "/workspaces", { name: "Bare" });
    const rich = await control.call<{ workspace: { id: string } }>("POST", "/workspaces", {
      name: "Rich",
      sampleData: true,
    });
    expect(emu.state.workspaceData(bare.workspace.id).tasks.size).toBe(0);
    expect(emu.state.workspaceData(rich.workspace.id).tasks.size).toBeGreaterThan(0);
    const issued = await control.createCredential({
      workspaceId: rich.workspace.id,
      name: "rich",
      scopes: ["tasks:read"],
    });
    expect((await emu.client(issued.token).listTasks()).data.length).toBeGreaterThan(0);
    const legacy = await control.call<{ credential: { token: string; calendarToken: string } }>(
      "POST",
      "/legacy-credentials",
      {
        workspaceId: bare.workspace.id,
        name: "legacy-bare",
      },
    );
    expect((await rawRequest(`${emu.legacyBaseUrl}/users`, { token: legacy.credential.token })).status).toBe(
      200,
    );
    const feed = await rawRequest(`${emu.legacyBaseUrl}/calendar/${legacy.credential.calendarToken}.ics`);
    expect(feed.status).toBe(200);
  });

  test("refuses requests a browser marks as sent by another origin's page (no drive-by faults)", async () => {
    const faults = `${emu.controlUrl}/faults`;
    const own = new URL(emu.controlUrl).origin;
    const body = '{"kind":"status","status":503,"count":1000}';
    try {
      // A page's fetch(..., {mode: "no-cors", body: new Blob([json])}) needs no preflight; its Origin shows.
      const crossSite = await rawRequest(faults, {
        method: "POST",
        headers: { origin: "https://evil.example" },
        body,
      });
      expect(crossSite.status).toBe(403);
      expect((await rawRequest(faults)).body).toEqual({ faults: [] });
      const sameOrigin = await rawRequest(faults, { method: "POST", headers: { origin: own }, body });
      expect(sameOrigin.status).toBe(201);
    } finally {
      await rawRequest(faults, { method: "DELETE" });
    }
  });

  test("answers clear errors for bad input and unknown things", async () => {
    const control = controlApi(emu.controlUrl);
    await expect(
      control.call("POST", "/credentials", { workspaceId: "nope", name: "x", scopes: ["tasks:read"] }),
    ).rejects.toThrow(/404/);
    await expect(control.call("POST", "/events", { workspaceId: "x", event: "bad event" })).rejects.toThrow(
      /400 event/,
    );
    await expect(control.call("POST", "/clock", { offsetMs: "soon" })).rejects.toThrow(/400/);
    await expect(control.call("POST", "/faults", { kind: "status", status: 200 })).rejects.toThrow(
      /400 status/,
    );
    await expect(control.call("GET", "/nothing")).rejects.toThrow(/404/);
    await expect(control.revoke("0".repeat(24))).rejects.toThrow(/404/);
    await expect(control.approve({})).rejects.toThrow(/give url, fragment or params/);
    expect((await control.call<{ offsetMs: number }>("POST", "/clock", { advanceMs: 5 })).offsetMs).toBe(5);
    // A clock past year 9999 (or before 1970) cannot be served as RFC 3339; refused, nothing applied.
    await expect(control.call("POST", "/clock", { offsetMs: 8.64e15 })).rejects.toThrow(/400 .*9999-12-31/);
    await expect(control.call("POST", "/clock", { advanceMs: -Date.now() - 1000 })).rejects.toThrow(/400/);
    expect(emu.state.clock.offsetMs).toBe(5);
    expect((await emu.client("admin").getWorkspace()).transport.status).toBe(200);
    await control.setClockOffset(0);
    const outside = await rawRequest(emu.baseUrl.replace(/\/v1$/, "/elsewhere"));
    expect(outside.status).toBe(404);
  });
});
