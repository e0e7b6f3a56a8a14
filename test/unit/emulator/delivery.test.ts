import { describe, expect, test } from "vitest";
import { unsafeDestination } from "../../../src/emulator/delivery/destination.js";
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
