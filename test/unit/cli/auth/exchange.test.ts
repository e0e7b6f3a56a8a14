import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  checkExchangeContentType,
  exchangeAuthorizationCode,
  validateExchange,
} from "../../../../src/cli/auth/exchange.js";
import { newLoginValues } from "../../../../src/cli/auth/login-values.js";
import { createClient } from "../../../../src/client/index.js";
import { startAnswerProxy } from "../../../support/answer-proxy.js";
import { startTestEmulator, type TestEmulator } from "../../../support/emulator.js";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

async function approved(scopes: string[]) {
  const values = newLoginValues();
  const redirectUri = `http://127.0.0.1:50000${values.callbackPath}`;
  const approval = await emu.control.approve({
    params: {
      redirect_uri: redirectUri,
      state: values.state,
      code_challenge: values.codeChallenge,
      scope: scopes,
    },
  });
  return {
    values,
    redirectUri,
    callback: { code: approval.code, region: approval.region, cellId: approval.cellId },
  };
}

describe("code exchange", () => {
  test("exchanges against the emulator and validates the answer", async () => {
    const { values, redirectUri, callback } = await approved(["tasks:read", "webhooks:read"]);
    const result = await exchangeAuthorizationCode({
      client: createClient({ baseUrl: emu.baseUrl }),
      callback,
      codeVerifier: values.codeVerifier,
      redirectUri,
      scopes: ["webhooks:read", "tasks:read"],
      now: Date.now(),
    });
    expect(result).toMatchObject({
      region: "de",
      cellId: callback.cellId,
      scopes: ["tasks:read", "webhooks:read"],
    });
    expect(result.location.credentialId).toBe(result.credentialId);
  });
  test("a credential behind a proxy that drops Cache-Control is accepted, with a warning naming the header", async () => {
    const { values, redirectUri, callback } = await approved(["tasks:read"]);
    const proxy = await startAnswerProxy(emu.baseUrl, ({ path, headers }) => {
      if (!path.endsWith("/auth/cli/token")) return undefined;
      const { "cache-control": _dropped, ...rest } = headers;
      return { headers: rest };
    });
    try {
      const lines: string[] = [];
      const result = await exchangeAuthorizationCode({
        client: createClient({ baseUrl: proxy.baseUrl }),
        callback,
        codeVerifier: values.codeVerifier,
        redirectUri,
        scopes: ["tasks:read"],
        now: Date.now(),
        warn: (line) => lines.push(line),
      });
      expect(proxy.rewritten).toBe(1);
      expect(result.location.credentialId).toBe(result.credentialId);
      expect(lines).toEqual([
        'svc: warning: the token exchange answer differs from the contract at headers.cache-control (expected "private, no-store, no-transform", got null); the credential passed every other check and is accepted all the same',
      ]);
      expect(lines.join("")).not.toContain(result.token);
    } finally {
      await proxy.close();
    }
  });
  test("a Cache-Control a proxy changed is named with its value, which cannot start a workflow command", async () => {
    const { values, redirectUri, callback } = await approved(["tasks:read"]);
    const proxy = await startAnswerProxy(emu.baseUrl, ({ path, headers }) =>
      path.endsWith("/auth/cli/token")
        ? { headers: { ...headers, "cache-control": "::error::max-age=60" } }
        : undefined,
    );
    try {
      const lines: string[] = [];
      await exchangeAuthorizationCode({
        client: createClient({ baseUrl: proxy.baseUrl }),
        callback,
        codeVerifier: values.codeVerifier,
        redirectUri,
        scopes: ["tasks:read"],
        now: Date.now(),
        warn: (line) => lines.push(line),
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(
        'headers.cache-control (expected "private, no-store, no-transform", got "::error::max-age=60")',
      );
      expect(lines[0]).not.toMatch(/(^|\n)::/);
    } finally {
      await proxy.close();
    }
  });
  test("a wrong verifier is invalid_grant (exit 1)", async () => {
    const { redirectUri, callback } = await approved(["tasks:read"]);
    await expect(
      exchangeAuthorizationCode({
        client: createClient({ baseUrl: emu.baseUrl }),
        callback,
        codeVerifier: newLoginValues().codeVerifier,
        redirectUri,
        scopes: ["tasks:read"],
        now: Date.now(),
      }),
    ).rejects.toMatchObject({ code: "invalid_grant", exitCode: 1 });
  });
  test("every mismatch of step 8 is invalid_api_response", () => {
    const token = `tg_pat_v2_de_de-emu-001_${"a".repeat(24)}_${"b".repeat(64)}`;
    const data = {
      id: "a".repeat(24),
      type: "cliAuthorization" as const,
      attributes: {
        accessToken: token,
        cellId: "de-emu-001",
        region: "de",
        expiresAt: "2099-01-01T00:00:00Z",
        grantId: "g".repeat(43),
        replayed: false,
        scopes: ["tasks:read"],
        tokenType: "Bearer" as const,
      },
    };
    const callback = { code: "c".repeat(43), region: "de", cellId: "de-emu-001" };
    const now = Date.now();
    expect(validateExchange(data, callback, ["tasks:read"], now).token).toBe(token);
    const bad: [string, typeof data, typeof callback, string[]][] = [
      ["region", data, { ...callback, region: "us" }, ["tasks:read"]],
      ["cell", data, { ...callback, cellId: "de-other" }, ["tasks:read"]],
      [
        "expired",
        { ...data, attributes: { ...data.attributes, expiresAt: "2000-01-01T00:00:00Z" } },
        callback,
        ["tasks:read"],
      ],
      ["scopes", data, callback, ["tasks:read", "lists:read"]],
      [
        "grant",
        { ...data, attributes: { ...data.attributes, grantId: "g!".repeat(12) } },
        callback,
        ["tasks:read"],
      ],
      ["token id", { ...data, id: "c".repeat(24) }, callback, ["tasks:read"]],
      [
        "grammar",
        { ...data, attributes: { ...data.attributes, accessToken: "tg_pat_v2_nope" } },
        callback,
        ["tasks:read"],
      ],
    ];
    for (const [name, d, c, s] of bad) {
      let error: unknown;
      try {
        validateExchange(d, c, s, now);
      } catch (e) {
        error = e;
      }
      expect({ name, error }).toMatchObject({ name, error: { code: "invalid_api_response", exitCode: 1 } });
      expect(String((error as Error).message)).not.toContain(token);
    }
  });
  test("content type must be JSON or JSON:API", () => {
    expect(() => checkExchangeContentType("application/json; charset=utf-8")).not.toThrow();
    expect(() => checkExchangeContentType("application/vnd.api+json")).not.toThrow();
    for (const bad of [undefined, "text/html", "application/jsonp"])
      expect(() => checkExchangeContentType(bad)).toThrow(
        expect.objectContaining({ code: "invalid_api_response" }),
      );
  });
});
