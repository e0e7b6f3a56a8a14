import type { LookupAddress, LookupAllOptions, LookupOneOptions } from "node:dns";
import { describe, expect, test } from "vitest";
import { unsafeDestination } from "../../../src/emulator/delivery/destination.js";
import {
  BLOCKED_DESTINATION,
  guardedLookup,
  type LookupCallback,
  type LookupFunction,
} from "../../../src/emulator/delivery/guarded-lookup.js";
import { transportCode } from "../../../src/emulator/delivery/sender.js";

describe("unsafeDestination", () => {
  test.each([
    "https://127.0.0.1/x",
    "https://127.8.9.10/x",
    "https://10.0.0.1/x",
    "https://172.16.5.4/x",
    "https://192.168.1.1/x",
    "https://169.254.169.254/latest",
    "https://0.0.0.0/x",
    "https://[::1]/x",
    "https://[fe80::1]/x",
    "https://[fd00::1]/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://localhost/x",
    "https://api.localhost/x",
    "https://printer.local/x",
    "https://intranet/x",
  ])("%s is refused", (url) => {
    expect(unsafeDestination(url)).toBeDefined();
  });

  test.each([
    "https://hooks.example.com/in",
    "https://8.8.8.8/x",
    "https://[2001:db8::1]/x",
    "https://172.32.0.1/x",
  ])("%s is accepted", (url) => {
    expect(unsafeDestination(url)).toBeUndefined();
  });
});

describe("transportCode", () => {
  test("keeps error codes, names timeouts and sanitises the rest", () => {
    expect(transportCode(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe("ECONNREFUSED");
    expect(transportCode(new Error("x", { cause: { code: "DEPTH_ZERO_SELF_SIGNED_CERT" } }))).toBe(
      "DEPTH_ZERO_SELF_SIGNED_CERT",
    );
    expect(transportCode(new TypeError("x"))).toBe("TypeError");
    expect(transportCode({ cause: { code: "DEPTH_ZERO_SELF_SIGNED_CERT" } })).toBe(
      "DEPTH_ZERO_SELF_SIGNED_CERT",
    );
    expect(transportCode(new DOMException("late", "TimeoutError"))).toBe("timeout");
    expect(transportCode({ code: "weird code/with spaces" })).toBe("weird_code_with_spaces");
    expect(transportCode({ code: "x".repeat(100) })).toHaveLength(64);
    expect(transportCode(undefined)).toBe("transport_error");
  });
});

describe("guardedLookup", () => {
  type Answer = Parameters<LookupCallback>;
  const resolvingTo =
    (addresses: LookupAddress[]): LookupFunction =>
    (_hostname, options, callback) => {
      if ((options as LookupAllOptions).all) callback(null, addresses);
      else callback(null, addresses[0]?.address ?? "", addresses[0]?.family);
    };
  const lookup = (addresses: LookupAddress[], options: LookupOneOptions | LookupAllOptions) =>
    new Promise<Answer>((resolve) =>
      guardedLookup(resolvingTo(addresses))("hooks.example.com", options, (...answer) => resolve(answer)),
    );

  test.each([
    [[{ address: "127.0.0.1", family: 4 }]],
    [[{ address: "::1", family: 6 }]],
    [[{ address: "::ffff:127.0.0.1", family: 6 }]],
    [[{ address: "::ffff:a9fe:a9fe", family: 6 }]],
    [[{ address: "10.1.2.3", family: 4 }]],
  ])("a name resolving to %j is blocked, with and without all: true", async (addresses) => {
    for (const options of [{}, { all: true as const }]) {
      const [error] = await lookup(addresses, options);
      expect(error?.code).toBe(BLOCKED_DESTINATION);
      expect(error?.message).not.toContain(addresses[0]?.address);
    }
  });

  test("all: true is blocked when any of the addresses is not public", async () => {
    const [error] = await lookup(
      [
        { address: "93.184.216.34", family: 4 },
        { address: "::ffff:192.168.0.1", family: 6 },
      ],
      { all: true },
    );
    expect(error?.code).toBe(BLOCKED_DESTINATION);
  });

  test("public answers pass through unchanged in both forms", async () => {
    const addresses = [
      { address: "93.184.216.34", family: 4 },
      { address: "::ffff:8.8.8.8", family: 6 },
    ];
    expect(await lookup(addresses, { all: true })).toEqual([null, addresses, undefined]);
    expect(await lookup(addresses, {})).toEqual([null, "93.184.216.34", 4]);
  });

  test("resolver errors pass through", async () => {
    const failing: LookupFunction = (_hostname, _options, callback) =>
      callback(Object.assign(new Error("nope"), { code: "ENOTFOUND" }), "");
    const [error] = await new Promise<Answer>((resolve) =>
      guardedLookup(failing)("missing.example", {}, (...answer) => resolve(answer)),
    );
    expect(error?.code).toBe("ENOTFOUND");
  });
});
