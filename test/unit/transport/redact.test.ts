import { describe, expect, it } from "vitest";
import { diagnoseWebhook, SIGNATURE_HEADERS, signWebhook } from "../../../src/signature/index.js";
import { createRedactor, REDACTED, redact } from "../../../src/transport/redact.js";
import { TOKEN } from "../client/fixtures.js";

const SECRET = `whsec_v2_${"A".repeat(43)}`;

describe("redact", () => {
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

/** Every reason and hint `diagnoseWebhook` (behind `svc webhooks verify` and `receive`) can give. */
function diagnosisTexts(): string[] {
  const other = `whsec_v2_${"B".repeat(43)}`;
  const body = '{"event":"task_created","item":{"id":1}}';
  const now = 1_800_000_000;
  const signed = (text: string, timestamp = now) => signWebhook(SECRET, text, { timestamp, id: "dlv_1" });
  const cases: {
    headers: Record<string, string | string[]>;
    body: string | Uint8Array;
    secrets?: string[];
  }[] = [
    { headers: {}, body },
    { headers: { ...signed(body), [SIGNATURE_HEADERS.id]: ["a", "b"] }, body },
    {
      headers: {
        [SIGNATURE_HEADERS.id]: "bad id!",
        [SIGNATURE_HEADERS.version]: "1",
        [SIGNATURE_HEADERS.timestamp]: "1800000000000",
        [SIGNATURE_HEADERS.signature]: "x",
      },
      body,
    },
    { headers: signed(body, now - 4000), body },
    { headers: signed(body, now + 4000), body },
    { headers: signed(body), body, secrets: [other] },
    { headers: signed(body), body, secrets: [other, `whsec_v2_${"C".repeat(43)}`] },
    { headers: signed(body), body: `${body}\n` },
    { headers: signed('{"a":1,\n"b":2}'), body: '{"a":1,\r\n"b":2}' },
    { headers: signed('{"a":1}'), body: '{ "a": 1 }' },
    { headers: signed("not json"), body: "not json" },
    { headers: signed("\u00ff"), body: Buffer.from([0xff]) },
    {
      headers: {
        ...signed(body),
        [SIGNATURE_HEADERS.signature]: signed(body)
          [SIGNATURE_HEADERS.signature].toUpperCase()
          .replace("V1=", "v1="),
      },
      body,
    },
    {
      headers: {
        ...signed(body),
        [SIGNATURE_HEADERS.signature]: signed(body)[SIGNATURE_HEADERS.signature].slice(3),
      },
      body,
    },
    {
      headers: {
        ...signed(body),
        [SIGNATURE_HEADERS.signature]: `v1=${"a".repeat(64)}, v1=${"b".repeat(64)}`,
      },
      body,
    },
  ];
  return cases.flatMap((c) => {
    const d = diagnoseWebhook({ headers: c.headers, body: c.body, secrets: c.secrets ?? [SECRET], now });
    return [...d.reasons, ...d.hints, `verification failed: ${d.reasons.join("; ")}`];
  });
}

describe("redact leaves the product's own prose alone", () => {
  it("every reason and hint of a signature diagnosis, as written", () => {
    const texts = diagnosisTexts();
    expect(texts).toContain(
      "signature does not match the given secret: a wrong secret, or the body was altered",
    );
    expect(texts.length).toBeGreaterThan(25);
    for (const text of texts) expect(redact(text)).toBe(text);
  });

  it.each([
    // The Action's input errors (src/action/main.ts, src/action/inputs.ts).
    "input token: not a v1 credential (expected tg_sa_v2_<region>_<cell>_<id>_<secret>); use a service-account credential",
    `is required: pass the service-account credential from a secret, e.g. token: \${{ secrets.SVC_TOKEN }} (secrets are empty in workflows started from forks)`,
    "the delivery state: failed after 3 attempts",
    "wrong authorization: the credential lacks webhooks:write",
  ])("%s", (text) => {
    expect(redact(text)).toBe(text);
  });

  it("still redacts a value in key position: line start, after a delimiter, JSON, assignments", () => {
    expect(redact("secret: abc\n  token: def")).toBe(`secret: ${REDACTED}\n  token: ${REDACTED}`);
    expect(redact("{token: abc, state: xyz}")).toBe(`{token: ${REDACTED}, state: ${REDACTED}}`);
    expect(redact("error: token: abc")).toBe(`error: token: ${REDACTED}`);
    expect(redact("token:abc")).toBe(`token:${REDACTED}`);
    expect(redact('{"secret": "abc"}')).toBe(`{"secret": "${REDACTED}"}`);
    expect(redact("the given secret: whsec_v2_x")).toBe(`the given secret: ${REDACTED}`);
    expect(redact(`input token: ${TOKEN}`)).toBe(`input token: ${REDACTED}`);
  });
});
