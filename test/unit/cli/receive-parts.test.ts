import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { describe, expect, it } from "vitest";
import { parseWait } from "../../../src/cli/commands/webhooks/receive.js";
import { statusFor } from "../../../src/cli/webhook-tools/delivery-handler.js";
import { DeliveryIds } from "../../../src/cli/webhook-tools/delivery-ids.js";
import type { ReceivedDelivery } from "../../../src/cli/webhook-tools/delivery-record.js";
import { parseForwardUrl } from "../../../src/cli/webhook-tools/forward.js";
import { tableHeader, tableLine } from "../../../src/cli/webhook-tools/receive-lines.js";
import { startReceiver } from "../../../src/cli/webhook-tools/receiver.js";
import { signWebhook } from "../../../src/signature/index.js";

const SECRET = `whsec_v2_${"r".repeat(43)}`;

describe("receive helpers", () => {
  it("answers the chosen status when verified, 401 for signature/age failures, 400 for malformed deliveries", () => {
    expect(statusFor({ verified: true, code: null }, 202)).toBe(202);
    expect(statusFor({ verified: false, code: "invalid_signature" }, 204)).toBe(401);
    expect(statusFor({ verified: false, code: "stale_timestamp" }, 204)).toBe(401);
    expect(statusFor({ verified: false, code: "invalid_metadata" }, 204)).toBe(400);
    expect(statusFor({ verified: false, code: "invalid_json" }, 204)).toBe(400);
  });

  it("remembers verified delivery ids up to its capacity, forgetting the least recently seen first", () => {
    const ids = new DeliveryIds(2);
    expect(ids.seenBefore("a")).toBe(false);
    expect(ids.seenBefore("b")).toBe(false);
    expect(ids.seenBefore("a")).toBe(true); // a is now the newest
    expect(ids.seenBefore("c")).toBe(false); // b is forgotten
    expect(ids.seenBefore("a")).toBe(true);
    expect(ids.seenBefore("b")).toBe(false);
  });

  it.each([
    ["30", 30_000],
    ["30s", 30_000],
    ["5m", 300_000],
    ["1h", 3_600_000],
    ["250ms", 250],
  ])("parses --max-time %s", (text, ms) => {
    expect(parseWait(text)).toBe(ms);
  });

  it.each(["0", "-1", "1.5s", "25h", "soon"])("refuses --max-time %s", (text) => {
    expect(() => parseWait(text)).toThrow(/must be a duration/);
  });

  it("forwards only to this machine", () => {
    expect(parseForwardUrl("http://127.0.0.1:3000/x")).toBeInstanceOf(URL);
    expect(parseForwardUrl("https://localhost/x")).toBeInstanceOf(URL);
    expect(parseForwardUrl("http://[::1]:8080/")).toBeInstanceOf(URL);
    expect(parseForwardUrl("https://example.com/")).toBe(
      "must point at this machine (localhost, 127.0.0.1 or [::1])",
    );
    expect(parseForwardUrl("ftp://127.0.0.1/")).toBe("must be an http or https URL");
    expect(parseForwardUrl("http://u:p@127.0.0.1/")).toBe("must not contain credentials");
    expect(parseForwardUrl("nope")).toBe("must be a URL like http://127.0.0.1:3000/webhooks");
  });

  it("renders a table line per delivery with escaped, truncated cells and the reason last", () => {
    const line = tableLine({
      type: "delivery",
      index: 1,
      receivedAt: "2026-11-23T19:00:01.000Z",
      path: "/",
      deliveryId: "dlv_\u001b[31mred",
      event: "task_created",
      verified: false,
      code: "invalid_signature",
      reasons: ["signature does not match the given secret"],
      matchedSecret: null,
      signatureMatches: false,
      timestampOk: true,
      skewSeconds: 0,
      duplicate: false,
      bodyBytes: 10,
      status: 401,
      forward: null,
      ms: 3,
    } satisfies ReceivedDelivery);
    expect(tableHeader()).toMatch(/^TIME +DELIVERY +EVENT +VERDICT +SECRET +STATUS +FORWARD +MS\n$/);
    expect(line).toContain("19:00:01");
    expect(line).toContain("dlv_\\u001b[31mred");
    expect(line).not.toContain("\u001b");
    expect(line).toMatch(/401 +- +3 {2}signature does not match the given secret\n$/);
  });
});

describe("startReceiver (in process, plain http)", () => {
  it("verifies, marks a repeated delivery id as a duplicate, refuses non-POST, and reports forward errors", async () => {
    const closed = createServer();
    await once(closed.listen(0, "127.0.0.1"), "listening");
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const seen: ReceivedDelivery[] = [];
    const receiver = await startReceiver({
      host: "127.0.0.1",
      port: 0,
      secrets: [SECRET],
      labels: ["#0 (a.secret)"],
      toleranceSeconds: 300,
      status: 204,
      forwardTo: new URL(`http://127.0.0.1:${deadPort}/`),
      onDelivery: (delivery) => seen.push(delivery),
    });
    try {
      const body = '{"event":"task_created"}';
      const headers = {
        ...signWebhook(SECRET, body, { id: "dlv_same" }),
        "content-type": "application/json",
      };
      for (let i = 0; i < 2; i++) {
        const response = await request(receiver.url, { method: "POST", headers, body });
        expect(response.statusCode).toBe(204);
        await response.body.dump();
      }
      const get = await request(receiver.url);
      expect(get.statusCode).toBe(405);
      await get.body.dump();
      const unsigned = await request(`${receiver.url}other`, { method: "POST", body });
      expect(unsigned.statusCode).toBe(400);
      expect(await unsigned.body.json()).toEqual({ verified: false, code: "invalid_metadata" });
      expect(seen.map((d) => [d.index, d.verified, d.duplicate, d.event, d.path])).toEqual([
        [1, true, false, "task_created", "/"],
        [2, true, true, "task_created", "/"],
        [3, false, false, "task_created", "/other"],
      ]);
      expect(seen[0]?.forward).toMatchObject({ error: "ECONNREFUSED" });
      expect(seen[2]?.forward).toBeNull();
    } finally {
      await receiver.close();
    }
  });
});

describe("selfSignedCertificate", () => {
  it("makes a loopback CA certificate in-process, valid about a day, and reports its SHA-256 fingerprint", async () => {
    const { X509Certificate, createPrivateKey } = await import("node:crypto");
    const { selfSignedCertificate } = await import("../../../src/cli/webhook-tools/self-signed.js");
    const now = Date.UTC(2026, 0, 1);
    const made = await selfSignedCertificate(now);
    const x509 = new X509Certificate(made.cert);
    expect(made.sha256).toBe(x509.fingerprint256);
    expect(x509.subjectAltName).toBe("IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1, DNS:localhost");
    expect(x509.ca).toBe(true);
    expect(x509.checkIssued(x509)).toBe(true);
    expect(x509.keyUsage).toEqual(["1.3.6.1.5.5.7.3.1"]);
    expect(x509.checkPrivateKey(createPrivateKey(made.key))).toBe(true);
    expect(createPrivateKey(made.key).asymmetricKeyDetails).toEqual({ namedCurve: "prime256v1" });
    expect(Date.parse(x509.validFrom)).toBe(now - 60 * 60_000);
    expect(Date.parse(x509.validTo)).toBe(now + 24 * 60 * 60_000);
  });

  it("needs no openssl program and writes nothing to disk", async () => {
    const { mkdtempSync, readdirSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { selfSignedCertificate } = await import("../../../src/cli/webhook-tools/self-signed.js");
    const empty = mkdtempSync(join(tmpdir(), "svc-no-openssl-"));
    const saved = { path: process.env.PATH, tmp: process.env.TMPDIR };
    process.env.PATH = empty;
    process.env.TMPDIR = empty;
    try {
      const made = await selfSignedCertificate();
      expect(made.key).toContain("PRIVATE KEY");
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      process.env.PATH = saved.path;
      if (saved.tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved.tmp;
    }
  });
});
