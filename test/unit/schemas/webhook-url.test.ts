import { describe, expect, it } from "vitest";
import {
  isBlockedAddress,
  isLoopbackUrl,
  unsafeDestination,
  webhookCreate,
  webhookUrl,
} from "../../../src/schemas/index.js";

describe("webhookUrl (https, no credentials or fragment, RFC 3986 as written)", () => {
  it.each([
    ["a newline that would split a log line", "https://hooks.example.com/a\n::warning::owned"],
    ["a carriage return", "https://hooks.example.com/a\r::error::x"],
    ["a tab (new URL() drops it silently)", "https://hooks.exa\tmple.com/in"],
    ["a space", "https://hooks.example.com/a b"],
    ["an escape character", "https://hooks.example.com/\u001b[31m"],
    ["a C1 control", "https://hooks.example.com/\u0085"],
    ["a bidi override", "https://hooks.example.com/\u202egnp.exe"],
    ["a replacement character from a bad decode", "https://hooks.example.com/\uFFFD"],
    ["a backslash (new URL() reads it as /)", "https:\\\\hooks.example.com/in"],
    ["no host (new URL() takes the path as host)", "https:///hooks.example.com/in"],
    ["userinfo", "https://user:pw@hooks.example.com/in"],
    ["a bare user", "https://user@hooks.example.com/in"],
    ["a fragment", "https://hooks.example.com/in#x"],
    ["plain http", "http://hooks.example.com/in"],
    ["a broken %-escape", "https://hooks.example.com/in%2"],
    ["more than 2048 characters", `https://hooks.example.com/${"a".repeat(2030)}`],
  ])("refuses %s", (_what, url) => {
    expect(webhookUrl.safeParse(url).success).toBe(false);
  });

  it("names the offending code point without echoing an invisible character", () => {
    const result = webhookUrl.safeParse("https://hooks.example.com/\u202e");
    expect(result.error?.issues[0]?.message).toBe(
      "must not contain non-ASCII characters (U+202E); percent-encode them (punycode for a host name)",
    );
  });

  it("keeps the string exactly as written (the validated string is the one sent)", () => {
    const url = "HTTPS://Hooks.Example.com:8443/in/%7Euser?a=1&b=%20";
    expect(webhookCreate.parse({ url, actions: ["task_created"] }).url).toBe(url);
  });

  it.each([
    "https://hooks.example.com",
    "https://hooks.example.com/svc?x=1",
    "https://[2001:db8::1]:8443/in",
    "https://xn--bcher-kva.example/in",
  ])("accepts %s", (url) => {
    expect(webhookUrl.safeParse(url).success).toBe(true);
  });
});

describe("destination classification (shared by the plan check and the emulator)", () => {
  it.each([
    "https://127.0.0.1/x",
    "https://2130706433/x",
    "https://0x7f.1/x",
    "https://169.254.169.254/latest/meta-data",
    "https://[fd00:ec2::254]/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://[::ffff:a9fe:a9fe]/x",
    "https://[::127.0.0.1]/x",
    "https://[64:ff9b::a00:1]/x",
    "https://[2002:c0a8:101::]/x",
    "https://[fec0::1]/x",
    "https://localhost./x",
    "https://hooks.localhost/x",
    "https://metadata.google.internal/x",
  ])("%s is unsafe", (url) => {
    expect(unsafeDestination(url)).toBeDefined();
  });

  it.each(["https://[64:ff9b::808:808]/x", "https://[2002:808:808::]/x", "https://93.184.215.14/x"])(
    "%s (a public address embedded or plain) is fine",
    (url) => {
      expect(unsafeDestination(url)).toBeUndefined();
    },
  );

  it("classifies resolved addresses the same way", () => {
    expect(isBlockedAddress("10.1.2.3")).toBe(true);
    expect(isBlockedAddress("::ffff:10.1.2.3")).toBe(true);
    expect(isBlockedAddress("8.8.8.8")).toBe(false);
    expect(isBlockedAddress("not an address")).toBe(true);
  });

  it("tells a loopback base URL (a local rehearsal) from anything else", () => {
    expect(isLoopbackUrl("http://127.0.0.1:4010/v1")).toBe(true);
    expect(isLoopbackUrl("http://[::1]:4010/v1")).toBe(true);
    expect(isLoopbackUrl("http://localhost:4010")).toBe(true);
    expect(isLoopbackUrl("https://api.de.teamgrid.app/v1")).toBe(false);
    expect(isLoopbackUrl("https://10.0.0.1/v1")).toBe(false);
    expect(isLoopbackUrl("not a url")).toBe(false);
  });
});
