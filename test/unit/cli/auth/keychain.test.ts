import { describe, expect, test } from "vitest";
import { keychainStore, keychainTimeoutMs } from "../../../../src/cli/credentials/keychain.js";

type Loader = NonNullable<Parameters<typeof keychainStore>[0]["load"]>;

function fakeKeyring(behaviour: {
  construct?: () => void;
  get?: (signal?: AbortSignal) => Promise<string | null>;
}) {
  const options: unknown[] = [];
  class AsyncEntry {
    constructor(_service: string, _account: string, opts: unknown) {
      options.push(opts);
      behaviour.construct?.();
    }
    getPassword(signal?: AbortSignal) {
      return behaviour.get ? behaviour.get(signal) : Promise.resolve("tok");
    }
    setPassword() {
      return Promise.resolve();
    }
    deletePassword() {
      return Promise.resolve(true);
    }
  }
  return { load: (async () => ({ AsyncEntry })) as unknown as Loader, options };
}

describe("keychain wrapper", () => {
  test("pins the Linux Secret Service", async () => {
    const fake = fakeKeyring({});
    await expect(keychainStore({ timeoutMs: 1000, load: fake.load }).get("p")).resolves.toBe("tok");
    expect(fake.options).toEqual([{ linux: { store: "secret-service" } }]);
  });
  test("maps a throw (even from the constructor) to credential_store_unavailable pointing at SVC_API_TOKEN", async () => {
    const fake = fakeKeyring({
      construct: () => {
        throw new Error("Platform failure: DBus error: no bus\u001b[2J");
      },
    });
    const error = await keychainStore({ timeoutMs: 1000, load: fake.load })
      .get("p")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "credential_store_unavailable", exitCode: 1 });
    expect((error as Error).message).toContain("DBus error: no bus\\u001b[2J");
    expect((error as { hint: string }).hint).toContain("SVC_API_TOKEN");
  });
  test("bounds a hanging call in time and aborts it", async () => {
    let aborted = false;
    const fake = fakeKeyring({
      get: (signal) =>
        new Promise(() =>
          signal?.addEventListener("abort", () => {
            aborted = true;
          }),
        ),
    });
    const started = Date.now();
    await expect(keychainStore({ timeoutMs: 50, load: fake.load }).get("p")).rejects.toMatchObject({
      code: "credential_store_unavailable",
      message: expect.stringContaining("no answer within 50 ms"),
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(aborted).toBe(true);
  });
  test("timeout from the environment", () => {
    expect(keychainTimeoutMs({})).toBe(10_000);
    expect(keychainTimeoutMs({ SVC_KEYCHAIN_TIMEOUT_MS: "250" })).toBe(250);
    expect(keychainTimeoutMs({ SVC_KEYCHAIN_TIMEOUT_MS: "-1" })).toBe(10_000);
  });
});
