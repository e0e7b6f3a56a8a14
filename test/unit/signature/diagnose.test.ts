import { describe, expect, it } from "vitest";
import { diagnoseWebhook, signWebhook, verifyWebhook } from "../../../src/signature/index.js";

const OLD = `whsec_v2_${"o".repeat(43)}`;
const NEW = `whsec_v2_${"n".repeat(43)}`;
const NOW = 1_800_000_000;
const BODY = JSON.stringify({ event: "task_created", data: { id: "t_1", title: "Ünïcode / \u2028" } });
const signed = (body: string | Buffer = BODY, secret = NEW, timestamp = NOW) =>
  signWebhook(secret, body, { id: "dlv_1", timestamp }) as Record<string, string>;

describe("diagnoseWebhook", () => {
  it("names the secret that matched by index", () => {
    const d = diagnoseWebhook({ headers: signed(), body: BODY, secrets: [OLD, NEW], now: NOW });
    expect(d).toMatchObject({ ok: true, matchedSecret: 1, signatureMatches: true, deliveryId: "dlv_1" });
    expect(d.reasons).toEqual([]);
    expect(d.timestamp).toMatchObject({ ok: true, direction: "within", skewSeconds: 0 });
  });

  it("reports a wrong secret without naming it", () => {
    const d = diagnoseWebhook({ headers: signed(), body: BODY, secrets: [OLD], now: NOW });
    expect(d).toMatchObject({ ok: false, code: "invalid_signature", signatureMatches: false });
    expect(d.reasons).toEqual([
      "signature does not match the given secret: a wrong secret, or the body was altered",
    ]);
    expect(JSON.stringify(d)).not.toContain(OLD);
  });

  it("splits a stale timestamp into too old / too new with the seconds outside the tolerance", () => {
    const old = diagnoseWebhook({
      headers: signed(BODY, NEW, NOW - 400),
      body: BODY,
      secrets: [NEW],
      now: NOW,
    });
    expect(old).toMatchObject({
      ok: false,
      code: "stale_timestamp",
      signatureMatches: true,
      timestamp: { direction: "too-old", skewSeconds: 400, outsideBySeconds: 100, toleranceSeconds: 300 },
    });
    expect(old.reasons[0]).toBe("timestamp is 400s old, outside the 300s tolerance by 100s (too old)");
    const ahead = diagnoseWebhook({
      headers: signed(BODY, NEW, NOW + 90),
      body: BODY,
      secrets: [NEW],
      now: NOW,
      toleranceSeconds: 60,
    });
    expect(ahead.reasons[0]).toBe(
      "timestamp is 90s in the future, outside the 60s tolerance by 30s (too new: check the clocks)",
    );
  });

  it("names every missing, repeated or malformed header", () => {
    const headers: Record<string, string | string[]> = { ...signed() };
    delete headers["x-teamgrid-webhook-id"];
    headers["x-teamgrid-webhook-version"] = ["2", "2"];
    headers["X-TeamGrid-Webhook-Signature"] =
      headers["x-teamgrid-webhook-signature"]?.toString().toUpperCase().replace("V1=", "v1=") ?? "";
    delete headers["x-teamgrid-webhook-signature"];
    const d = diagnoseWebhook({ headers, body: BODY, secrets: [NEW], now: NOW });
    expect(d.code).toBe("invalid_metadata");
    expect(d.headers.map((p) => `${p.header}:${p.problem}`)).toEqual([
      "x-teamgrid-webhook-id:missing",
      "x-teamgrid-webhook-version:repeated",
      "x-teamgrid-webhook-signature:malformed",
    ]);
    expect(d.hints).toContain("x-teamgrid-webhook-signature must be lowercase hex");
    expect(d.signatureMatches).toBeUndefined();
  });

  it("says when there are no signature headers at all, and spots a millisecond timestamp", () => {
    expect(diagnoseWebhook({ headers: {}, body: BODY, secrets: [NEW] }).hints[0]).toContain(
      "no signature headers at all",
    );
    const ms = { ...signed(), "x-teamgrid-webhook-timestamp": `${NOW}000` };
    expect(diagnoseWebhook({ headers: ms, body: BODY, secrets: [NEW], now: NOW }).hints).toContain(
      "x-teamgrid-webhook-timestamp looks like milliseconds; it must be seconds",
    );
  });

  it.each([
    ["re-serialised JSON", JSON.stringify(JSON.parse(BODY), null, 2), "reserialised-json"],
    ["a trailing newline", `${BODY}\n`, "trailing-newline-added"],
    ["a byte order mark", `\ufeff${BODY}`, "byte-order-mark-added"],
    [
      "a byte order mark before indented JSON",
      `\ufeff${JSON.stringify(JSON.parse(BODY), null, 2)}`,
      "reserialised-json",
    ],
  ])("detects %s as an altered body", (_name, altered, alteration) => {
    const d = diagnoseWebhook({ headers: signed(), body: altered, secrets: [OLD, NEW], now: NOW });
    expect(d).toMatchObject({
      ok: false,
      code: "invalid_signature",
      bodyAltered: { alteration, matchedSecret: 1 },
    });
    expect(d.reasons[0]).toMatch(/^body altered: /);
  });

  it("detects CRLF line endings on a multi-line body", () => {
    const body = '{\n"a": 1\n}';
    const d = diagnoseWebhook({
      headers: signed(body),
      body: body.replaceAll("\n", "\r\n"),
      secrets: [NEW],
      now: NOW,
    });
    expect(d.bodyAltered?.alteration).toBe("crlf-line-endings");
  });

  it("rejects a validly signed body that is not JSON or not UTF-8", () => {
    expect(
      diagnoseWebhook({ headers: signed("not json"), body: "not json", secrets: [NEW], now: NOW }),
    ).toMatchObject({
      ok: false,
      code: "invalid_json",
      reasons: ["body is not JSON"],
    });
    const bytes = Buffer.from([0xff, 0xfe]);
    expect(
      diagnoseWebhook({ headers: signed(bytes), body: bytes, secrets: [NEW], now: NOW }).reasons,
    ).toEqual(["body is not UTF-8"]);
  });

  it("accepts a validly signed JSON body nested deeper than it re-serialises, as verifyWebhook does", async () => {
    const deep = `${"[".repeat(600)}${"]".repeat(600)}`;
    const d = diagnoseWebhook({ headers: signed(deep), body: deep, secrets: [NEW], now: NOW });
    expect(d).toMatchObject({ ok: true, body: { json: true }, matchedSecret: 0 });
    await expect(
      verifyWebhook({ headers: signed(deep), body: deep, secrets: [NEW], now: NOW }),
    ).resolves.toBeTruthy();
    const altered = diagnoseWebhook({ headers: signed(deep), body: `${deep}\n`, secrets: [NEW], now: NOW });
    expect(altered).toMatchObject({
      code: "invalid_signature",
      bodyAltered: { alteration: "trailing-newline-added" },
    });
  });

  it("throws for a secret that is not a signing secret", () => {
    expect(() => diagnoseWebhook({ headers: {}, body: "", secrets: ["whsec_short"] })).toThrow("secret #0");
  });

  it("agrees with verifyWebhook on every case", async () => {
    const cases = [
      { headers: signed(), body: BODY },
      { headers: signed(BODY, OLD), body: BODY },
      { headers: signed(BODY, NEW, NOW - 301), body: BODY },
      { headers: signed(BODY, NEW, NOW + 299), body: BODY },
      { headers: { ...signed(), "x-teamgrid-webhook-version": "1" }, body: BODY },
      { headers: signed(), body: `${BODY} ` },
      {
        headers: new Map(Object.entries(signed()).map(([name, value]) => [name.toUpperCase(), value])),
        body: BODY,
      },
      { headers: { ...signed(), "X-TeamGrid-Webhook-Signature": `v1=${"0".repeat(64)}` }, body: BODY },
    ];
    for (const input of cases) {
      const d = diagnoseWebhook({ ...input, secrets: [NEW], now: NOW });
      const verdict = await verifyWebhook({ ...input, secrets: [NEW], now: NOW }).then(
        () => undefined,
        (error: { code: string }) => error.code,
      );
      expect(d.code).toBe(verdict);
    }
  });
});
