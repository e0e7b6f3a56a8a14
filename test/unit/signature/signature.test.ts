import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  clampTolerance,
  computeSignature,
  MemoryDedupeStore,
  readHeader,
  SIGNATURE_HEADERS,
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
} from "../../../src/index.js";

const SECRET = `whsec_v2_${"k".repeat(43)}`;
const OLD_SECRET = `whsec_v2_${"o".repeat(43)}`;
const NOW = 1_782_000_000;
const BODY = '{"event":"task_created","item":{"_id":"t1"}}';

const signed = (body: string | Uint8Array = BODY, secret = SECRET, timestamp = NOW, id = "dlv_1") =>
  signWebhook(secret, body, { id, timestamp });

async function failure(promise: Promise<unknown>): Promise<WebhookVerificationError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return error as WebhookVerificationError;
}

describe("signWebhook", () => {
  it("matches an independently computed HMAC-SHA256 vector", () => {
    const expected = createHmac("sha256", SECRET).update(`${NOW}.${BODY}`).digest("hex");
    expect(signed()).toEqual({
      "x-teamgrid-webhook-id": "dlv_1",
      "x-teamgrid-webhook-timestamp": String(NOW),
      "x-teamgrid-webhook-signature": `v1=${expected}`,
      "x-teamgrid-webhook-version": "2",
    });
    expect(computeSignature(SECRET, String(NOW), Buffer.from(BODY))).toBe(`v1=${expected}`);
  });

  it("pins a fixed known vector", () => {
    // HMAC-SHA256("whsec_v2_" + 43 x "A", "1700000000.{}"), computed once with openssl.
    const digest = "dfa27f1a75cbb237fec2ac3562d28b71dcb52de77cadf46f3a80864280680d41";
    expect(computeSignature(`whsec_v2_${"A".repeat(43)}`, "1700000000", "{}")).toBe(`v1=${digest}`);
  });

  it("signs a string body as its UTF-8 bytes (non-ASCII text, lone surrogates as U+FFFD, as Buffer.from does)", () => {
    for (const body of ['{"name":"café ☕ 😀"}', '{"name":"\ud800"}', ""]) {
      const bytes = Buffer.from(body, "utf8");
      const expected = createHmac("sha256", Buffer.from(SECRET, "utf8"))
        .update(Buffer.concat([Buffer.from(`${NOW}.`), bytes]))
        .digest("hex");
      expect(computeSignature(SECRET, String(NOW), body)).toBe(`v1=${expected}`);
      expect(computeSignature(SECRET, String(NOW), bytes)).toBe(`v1=${expected}`);
    }
  });

  it("defaults id and timestamp and validates its inputs", () => {
    const headers = signWebhook(SECRET, "{}");
    expect(headers[SIGNATURE_HEADERS.id]).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers[SIGNATURE_HEADERS.timestamp]).toMatch(/^\d{10}$/);
    expect(() => signWebhook("whsec_v1_x", "{}")).toThrow(TypeError);
    expect(() => signWebhook(SECRET, "{}", { id: "bad id" })).toThrow(/delivery id/);
    expect(() => signWebhook(SECRET, "{}", { timestamp: 1e11 })).toThrow(/10 digits/);
  });
});

describe("verifyWebhook", () => {
  it("round-trips and parses the payload", async () => {
    const res = await verifyWebhook<{ event: string }>({
      headers: signed(),
      body: BODY,
      secrets: SECRET,
      now: NOW,
    });
    expect(res).toEqual({ id: "dlv_1", timestamp: NOW, payload: JSON.parse(BODY), secretIndex: 0 });
  });

  it("accepts raw bytes, a Headers object and a Map", async () => {
    const bytes = new TextEncoder().encode(BODY);
    const headers = new Headers(signed(bytes));
    await expect(verifyWebhook({ headers, body: bytes, secrets: [SECRET], now: NOW })).resolves.toMatchObject(
      {
        id: "dlv_1",
      },
    );
    const map = new Map(Object.entries(signed()));
    await expect(
      verifyWebhook({ headers: map, body: BODY, secrets: SECRET, now: NOW }),
    ).resolves.toBeTruthy();
    expect(readHeader({ "X-TeamGrid-Webhook-Id": "x" }, SIGNATURE_HEADERS.id)).toBe("x");
    const upper = Object.fromEntries(Object.entries(signed()).map(([k, v]) => [k.toUpperCase(), [v]]));
    await expect(
      verifyWebhook({ headers: upper, body: BODY, secrets: SECRET, now: NOW }),
    ).resolves.toBeTruthy();
  });

  it("rejects a tampered body and a wrong secret", async () => {
    expect(
      (await failure(verifyWebhook({ headers: signed(), body: `${BODY} `, secrets: SECRET, now: NOW }))).code,
    ).toBe("invalid_signature");
    expect(
      (await failure(verifyWebhook({ headers: signed(), body: BODY, secrets: OLD_SECRET, now: NOW }))).code,
    ).toBe("invalid_signature");
  });

  it("reports secretIndex 1 when the second (older) secret matches during a rotation overlap", async () => {
    const res = await verifyWebhook({
      headers: signed(BODY, OLD_SECRET),
      body: BODY,
      secrets: [SECRET, OLD_SECRET],
      now: NOW,
    });
    expect(res.secretIndex).toBe(1);
  });

  it.each([
    ["too old", NOW - 301],
    ["in the future", NOW + 301],
  ])("rejects a timestamp %s by default (300 s)", async (_name, timestamp) => {
    const error = await failure(
      verifyWebhook({ headers: signed(BODY, SECRET, timestamp), body: BODY, secrets: SECRET, now: NOW }),
    );
    expect(error.code).toBe("stale_timestamp");
  });

  it("accepts the edge of the window", async () => {
    await expect(
      verifyWebhook({ headers: signed(BODY, SECRET, NOW - 300), body: BODY, secrets: SECRET, now: NOW }),
    ).resolves.toBeTruthy();
  });

  it("clamps the tolerance to 30-3600 s", async () => {
    expect(clampTolerance(undefined)).toBe(300);
    expect(clampTolerance(Number.NaN)).toBe(300);
    expect(clampTolerance(1)).toBe(30);
    expect(clampTolerance(99_999)).toBe(3600);
    expect(clampTolerance(120.7)).toBe(120);
    expect(clampTolerance(Number.POSITIVE_INFINITY)).toBe(3600);
    expect(clampTolerance(Number.NEGATIVE_INFINITY)).toBe(30);
    await expect(
      verifyWebhook({
        headers: signed(BODY, SECRET, NOW - 31),
        body: BODY,
        secrets: SECRET,
        now: NOW,
        toleranceSeconds: 0,
      }),
    ).rejects.toMatchObject({ code: "stale_timestamp" });
    await expect(
      verifyWebhook({
        headers: signed(BODY, SECRET, NOW - 29),
        body: BODY,
        secrets: SECRET,
        now: NOW,
        toleranceSeconds: 0,
      }),
    ).resolves.toBeTruthy();
    await expect(
      verifyWebhook({
        headers: signed(BODY, SECRET, NOW + 3601),
        body: BODY,
        secrets: SECRET,
        now: NOW,
        toleranceSeconds: 86_400,
      }),
    ).rejects.toMatchObject({ code: "stale_timestamp" });
  });

  it.each([
    ["no secret", { secrets: [] }, "invalid_secret"],
    ["a malformed secret", { secrets: ["whsec_v2_short"] }, "invalid_secret"],
    ["a missing id", { headers: { ...signed(), "x-teamgrid-webhook-id": undefined } }, "invalid_metadata"],
    ["a bad id", { headers: { ...signed(), "x-teamgrid-webhook-id": "a b" } }, "invalid_metadata"],
    ["version 1", { headers: { ...signed(), "x-teamgrid-webhook-version": "1" } }, "invalid_metadata"],
    [
      "a 9-digit timestamp",
      { headers: { ...signed(), "x-teamgrid-webhook-timestamp": "178200000" } },
      "invalid_metadata",
    ],
    [
      "an uppercase signature",
      { headers: { ...signed(), "x-teamgrid-webhook-signature": `v1=${"A".repeat(64)}` } },
      "invalid_signature",
    ],
    [
      "a v0 signature",
      { headers: { ...signed(), "x-teamgrid-webhook-signature": `v0=${"a".repeat(64)}` } },
      "invalid_signature",
    ],
    [
      "a repeated header",
      { headers: { ...signed(), "x-teamgrid-webhook-id": ["a", "b"] } },
      "invalid_metadata",
    ],
  ])("rejects %s", async (_name, override, code) => {
    const options = {
      headers: signed(),
      body: BODY,
      secrets: SECRET as string | string[],
      now: NOW,
      ...override,
    };
    const error = await failure(verifyWebhook(options as never));
    expect(error.code).toBe(code);
    expect(error.message).not.toContain(SECRET);
  });

  it("finds the headers in a Map whatever their case", async () => {
    const canonical = new Map(
      Object.entries(signed()).map(([name, value]) => [
        name.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase()),
        value,
      ]),
    );
    expect([...canonical.keys()]).toContain("X-Teamgrid-Webhook-Id");
    await expect(
      verifyWebhook({ headers: canonical, body: BODY, secrets: SECRET, now: NOW }),
    ).resolves.toMatchObject({
      id: "dlv_1",
    });
    expect(readHeader(canonical, "x-teamgrid-webhook-version")).toBe("2");
  });

  it("rejects a header given twice under different spellings, whichever comes first", async () => {
    const good = signed();
    const forged = `v1=${"0".repeat(64)}`;
    for (const headers of [
      { ...good, "X-TeamGrid-Webhook-Signature": forged },
      { "X-TeamGrid-Webhook-Signature": forged, ...good },
    ]) {
      const error = await failure(verifyWebhook({ headers, body: BODY, secrets: SECRET, now: NOW }));
      expect(error.code).toBe("invalid_signature");
    }
    const twoIds = { ...good, "X-TeamGrid-Webhook-Id": "dlv_2" };
    expect(
      (await failure(verifyWebhook({ headers: twoIds, body: BODY, secrets: SECRET, now: NOW }))).code,
    ).toBe("invalid_metadata");
  });

  it("refuses a parsed body with an error that says to pass the raw bytes", async () => {
    for (const body of [JSON.parse(BODY), undefined, null]) {
      const error = await verifyWebhook({
        headers: signed(),
        body: body as never,
        secrets: SECRET,
        now: NOW,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toContain("raw request body");
    }
  });

  it("rejects a correctly signed body that is not UTF-8 JSON", async () => {
    const text = "not json";
    expect(
      (await failure(verifyWebhook({ headers: signed(text), body: text, secrets: SECRET, now: NOW }))).code,
    ).toBe("invalid_json");
    const bytes = new Uint8Array([0x7b, 0xff, 0x7d]);
    expect(
      (await failure(verifyWebhook({ headers: signed(bytes), body: bytes, secrets: SECRET, now: NOW }))).code,
    ).toBe("invalid_json");
  });

  it("rejects a duplicate delivery with a dedupe store, and forgets it after expiry", async () => {
    let clock = NOW;
    const dedupe = new MemoryDedupeStore(() => clock);
    const options = { headers: signed(), body: BODY, secrets: SECRET, now: NOW, dedupe };
    await expect(verifyWebhook(options)).resolves.toBeTruthy();
    expect((await failure(verifyWebhook(options))).code).toBe("duplicate_delivery");
    clock = NOW + 301;
    await expect(verifyWebhook({ ...options, now: NOW + 1 })).resolves.toBeTruthy();
  });

  it("does not claim a delivery that failed verification", async () => {
    const dedupe = new MemoryDedupeStore(() => NOW);
    await failure(verifyWebhook({ headers: signed(), body: "{}", secrets: SECRET, now: NOW, dedupe }));
    await expect(
      verifyWebhook({ headers: signed(), body: BODY, secrets: SECRET, now: NOW, dedupe }),
    ).resolves.toBeTruthy();
  });
});
