import { afterAll, beforeAll, expect, test } from "vitest";
import { keychainStore } from "../../../src/cli/credentials/keychain.js";
import { startTestKeyring, type TestKeyring } from "../../support/keyring.js";

let keyring: TestKeyring;
beforeAll(async () => {
  keyring = await startTestKeyring();
});
afterAll(() => keyring.stop());

test("the keychain wrapper stores, reads and deletes in a real Secret Service, visible to secret-tool", async () => {
  const saved = process.env.DBUS_SESSION_BUS_ADDRESS;
  process.env.DBUS_SESSION_BUS_ADDRESS = keyring.env.DBUS_SESSION_BUS_ADDRESS;
  try {
    const store = keychainStore({ timeoutMs: 5000 });
    await store.set("work", "not-a-real-token");
    expect(await store.get("work")).toBe("not-a-real-token");
    expect(await keyring.secretToolSearch()).toContain("attribute.username = work");
    expect(await store.delete("work")).toBe(true);
    expect(await store.get("work")).toBeNull();
    await keyring.lock();
    await expect(store.set("work", "x")).rejects.toMatchObject({ code: "credential_store_unavailable" });
  } finally {
    if (saved === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS;
    else process.env.DBUS_SESSION_BUS_ADDRESS = saved;
  }
});
