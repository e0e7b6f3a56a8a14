/**
 * A fix line names the setting in use (src/cli/setting-words.ts): the variable, the flag or the
 * profile that named the token and the base URL, and never the Action's inputs.
 */
import { describe, expect, it } from "vitest";
import { cliWords, hintFor } from "../../../src/cli/errors.js";
import { sessionWords } from "../../../src/cli/setting-words.js";
import { createApiError } from "../../../src/transport/errors.js";

const refused = createApiError({
  status: 401,
  code: "invalid_token",
  detail: "d",
  errors: [],
  requestId: "r",
  transport: { status: 401, attempts: 1, requestId: "r", headers: {} },
});

describe("sessionWords", () => {
  it("names SVC_API_TOKEN, or the profile's credential and how to check and replace it", () => {
    const env = sessionWords({ token: "SVC_API_TOKEN", baseUrl: "SVC_API_BASE_URL", profileName: undefined });
    expect(hintFor(refused, env)).toMatch(/^check the token: SVC_API_TOKEN \(it wins over any profile/);
    const profile = sessionWords({ token: "profile", baseUrl: "profile", profileName: "ci" });
    expect(hintFor(refused, profile)).toMatch(
      /^check the token: the credential of profile "ci" \(svc auth status --check --profile ci; svc auth login --replace --profile ci stores a new one\)/,
    );
    expect(profile.baseUrl).toBe('the base URL of profile "ci"');
  });

  it("names the flag, the variable, or the regional address derived from the token", () => {
    expect(sessionWords({ token: "profile", baseUrl: "--base-url", profileName: "x" }).baseUrl).toBe(
      "--base-url",
    );
    expect(sessionWords({ token: "profile", baseUrl: undefined, profileName: "x" }).baseUrl).toMatch(
      /^the regional address derived from the token/,
    );
  });

  it("never speaks of inputs", () => {
    for (const words of [cliWords, sessionWords({ token: "profile", baseUrl: undefined, profileName: "x" })])
      expect(Object.values(words).join(" ")).not.toMatch(/\binputs?\b/);
  });
});
