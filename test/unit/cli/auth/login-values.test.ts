import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { authorizationPageUrl, buildAuthorizationUrl } from "../../../../src/cli/auth/authorize-url.js";
import { newLoginValues, PAIRING_WORDS, pairingPhrase } from "../../../../src/cli/auth/login-values.js";
import { resolveScopes } from "../../../../src/cli/auth/scopes.js";
import { redirectUriPattern } from "../../../../src/schemas/auth.js";

describe("login values", () => {
  test("sizes, alphabet and S256 challenge", () => {
    const v = newLoginValues();
    for (const value of [v.state, v.requestSecret, v.authorizationRequestId])
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(v.codeVerifier).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(v.codeChallenge).toBe(createHash("sha256").update(v.codeVerifier).digest("base64url"));
    expect(v.callbackPath).toMatch(/^\/teamgrid\/callback\/[A-Za-z0-9_-]{22}$/);
    expect(redirectUriPattern.test(`http://127.0.0.1:50123${v.callbackPath}`)).toBe(true);
    expect(newLoginValues().state).not.toBe(v.state);
  });
  test("pairing phrase: three words, byte mod 32", () => {
    expect(pairingPhrase(() => Buffer.from([0, 33, 255]))).toBe("amber atlas zephyr");
    expect(PAIRING_WORDS).toHaveLength(32);
  });
});

describe("scopes", () => {
  test("presets and explicit scopes replacing them", () => {
    expect(resolveScopes(undefined, [])).toEqual([
      "workspace:read",
      "projects:read",
      "tasks:read",
      "time-entries:read",
    ]);
    expect(resolveScopes("daily-work", [])).toContain("comments:write");
    expect(resolveScopes("daily-work", ["webhooks:read,tasks:read", "tasks:read"])).toEqual([
      "webhooks:read",
      "tasks:read",
    ]);
  });
  test("refusals", () => {
    expect(() => resolveScopes("everything", [])).toThrow(
      expect.objectContaining({ code: "invalid_arguments" }),
    );
    expect(() => resolveScopes(undefined, ["Tasks"])).toThrow(
      expect.objectContaining({ code: "invalid_arguments" }),
    );
    expect(() => resolveScopes(undefined, ["tasks:read\u001b[31m"])).toThrow(/a value is not a scope/);
    expect(() =>
      resolveScopes(
        undefined,
        Array.from({ length: 101 }, (_, i) => `s${i}:read`),
      ),
    ).toThrow(/at most 100/);
    expect(() => resolveScopes(undefined, ["webhooks:read", "webhooks:write"])).toThrow(
      expect.objectContaining({ code: "browser_sensitive_scopes_unavailable", exitCode: 2 }),
    );
  });
});

describe("authorization URL", () => {
  test("page URL rules", () => {
    expect(authorizationPageUrl(undefined).href).toBe("https://login.teamgrid.app/developer/cli/authorize");
    expect(authorizationPageUrl("http://127.0.0.1:4000/_emulator/authorize").port).toBe("4000");
    for (const bad of [
      "http://example.com/a",
      "https://u:p@example.com/a",
      "https://example.com/a?x=1",
      "https://example.com/a#x",
      "ftp://example.com",
      "nonsense",
    ])
      expect(() => authorizationPageUrl(bad)).toThrow(expect.objectContaining({ code: "invalid_arguments" }));
    // Never rewritten by the URL parser: control characters and backslashes are refused.
    for (const bad of [
      "https://login.example/a\r\nb",
      "https://login.example/a\tb",
      "https://login.example\\a",
    ]) {
      expect(() => authorizationPageUrl(bad)).toThrow(/SVC_CLI_AUTHORIZATION_URL must not contain/);
    }
  });
  test("every parameter in the fragment, one scope entry per scope", () => {
    const values = newLoginValues();
    const url = new URL(
      buildAuthorizationUrl({
        page: authorizationPageUrl("https://login.example/authorize"),
        values,
        redirectUri: `http://127.0.0.1:5000${values.callbackPath}`,
        scopes: ["tasks:read", "webhooks:read"],
        installationId: "i".repeat(43),
        cliVersion: "1.1.0",
        platform: "linux",
      }),
    );
    expect(url.search).toBe("");
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect([...new Set(fragment.keys())].sort()).toEqual([
      "authorization_request_id",
      "cli_installation_id",
      "cli_version",
      "code_challenge",
      "pairing_phrase",
      "platform",
      "redirect_uri",
      "request_secret",
      "scope",
      "state",
    ]);
    expect(fragment.getAll("scope")).toEqual(["tasks:read", "webhooks:read"]);
    expect(fragment.get("pairing_phrase")).toBe(values.pairingPhrase);
    expect(url.href).not.toContain(values.codeVerifier);
  });
});
