import { describe, expect, it } from "vitest";
import { createRedactor, REDACTED, redact } from "../../../src/core/redact.js";
import { TOKEN } from "../client/fixtures.js";

const SECRET = `whsec_v2_${"A".repeat(43)}`;

describe("redact (contract 1.2)", () => {
  it.each([
    [`token is ${TOKEN}.`, `token is ${REDACTED}.`],
    [`sa tg_sa_v2_us_c1_${"a".repeat(24)}_${"b".repeat(64)}`, `sa ${REDACTED}`],
    ["malformed tg_sk_v1_foo still hidden", `malformed ${REDACTED} still hidden`],
    [`secret ${SECRET}`, `secret ${REDACTED}`],
    ["Authorization: Bearer abc.def-ghi", `Authorization: Bearer ${REDACTED}`],
    ["header Basic dXNlcjpwYXNz", `header Basic ${REDACTED}`],
    [
      "https://x/cb?code=1&state=abc&token=t0k&api_key=k",
      `https://x/cb?code=1&state=${REDACTED}&token=${REDACTED}&api_key=${REDACTED}`,
    ],
    ['{"access_token":"zzz","other":"ok"}', `{"access_token":"${REDACTED}","other":"ok"}`],
    ["code_verifier=v&request_secret=s", `code_verifier=${REDACTED}&request_secret=${REDACTED}`],
    ["authorization_code: xyz", `authorization_code: ${REDACTED}`],
    ["nothing secret here", "nothing secret here"],
    // The service's own prose about a bearer credential stays readable; a credential never does.
    ["The bearer token is not valid.", "The bearer token is not valid."],
    [`authorization: bearer ${"x1".repeat(10)}`, `authorization: bearer ${REDACTED}`],
    ["authorization: bearer abcd1234", `authorization: bearer ${REDACTED}`],
  ])("%s", (input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it("removes literal secrets of unknown grammar, trimmed or not", () => {
    const redactor = createRedactor([" legacy-token-123 ", undefined, ""]);
    expect(redactor("saw legacy-token-123 and legacy-token-123")).toBe(`saw ${REDACTED} and ${REDACTED}`);
    expect(redact("ab ab", ["ab"])).toBe("ab ab");
  });
});
