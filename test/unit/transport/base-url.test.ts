import { describe, expect, it } from "vitest";
import {
  normalizeApiRootDomain,
  normalizeBaseUrl,
  regionalBaseUrl,
} from "../../../src/transport/base-url.js";

describe("normalizeBaseUrl", () => {
  it.each([
    ["https://staging.example.com", "https://staging.example.com/v1"],
    ["https://staging.example.com/", "https://staging.example.com/v1"],
    ["https://staging.example.com/v1///", "https://staging.example.com/v1"],
    ["https://staging.example.com/api/v1?x=1#frag", "https://staging.example.com/api/v1"],
    ["https://staging.example.com:8443/v1", "https://staging.example.com:8443/v1"],
    ["http://localhost:8080", "http://localhost:8080/v1"],
    ["http://127.0.0.1:3000/v1/", "http://127.0.0.1:3000/v1"],
    ["http://[::1]:3000", "http://[::1]:3000/v1"],
    ["  https://x.example/v1  ", "https://x.example/v1"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  it("keeps an empty path empty for the legacy API", () => {
    expect(normalizeBaseUrl("https://api.teamgrid.app/", "")).toBe("https://api.teamgrid.app");
  });

  it.each([
    ["not a url", "invalid_base_url"],
    ["", "invalid_base_url"],
    ["ftp://x.example/v1", "invalid_base_url"],
    ["file:///etc/passwd", "invalid_base_url"],
    ["https://user:pw@x.example/v1", "invalid_base_url"],
    ["https://user@x.example/v1", "invalid_base_url"],
    ["http://x.example/v1", "insecure_base_url"],
    ["http://127.0.0.2/v1", "insecure_base_url"],
    ["http://localhost.evil.example/v1", "insecure_base_url"],
    // new URL() would drop these silently (issue 8: the validated string must be the one used)
    ["https://x.exa\tmple/v1", "invalid_base_url"],
    ["https://x.example/v\n1", "invalid_base_url"],
    ["https:\\\\x.example/v1", "invalid_base_url"],
  ])("%j -> %s", (input, code) => {
    expect(() => normalizeBaseUrl(input)).toThrow(expect.objectContaining({ code }));
  });

  it("never echoes userinfo in the error", () => {
    try {
      normalizeBaseUrl("https://me:hunter2@x.example");
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain("hunter2");
    }
  });
});

describe("apiRootDomain and regional URLs", () => {
  it.each([
    ["teamgrid.app", "teamgrid.app"],
    ["TeamGrid.App.", "teamgrid.app"],
    ["staging-1.example.com", "staging-1.example.com"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizeApiRootDomain(input)).toBe(expected);
  });

  it.each(["a..b", "", "under_score.app", "https://x.app", ".app", "a b"])("rejects %j", (input) => {
    expect(() => normalizeApiRootDomain(input)).toThrow(
      expect.objectContaining({ code: "invalid_api_domain" }),
    );
  });

  it("builds https://api.<region>.<root>/v1", () => {
    expect(regionalBaseUrl("de")).toBe("https://api.de.teamgrid.app/v1");
    expect(regionalBaseUrl("us", "Example.COM.")).toBe("https://api.us.example.com/v1");
    expect(() => regionalBaseUrl("DE")).toThrow(expect.objectContaining({ code: "invalid_region" }));
    expect(() => regionalBaseUrl("-de")).toThrow(expect.objectContaining({ code: "invalid_region" }));
  });
});
