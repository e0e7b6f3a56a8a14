/**
 * `svc webhooks verify` from the bundle on good and broken captures: each failure reason, each input
 * form, the exit codes 0/1/2, and no secret on any stream.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signWebhook } from "../../../src/signature/index.js";
import { type CliResult, runSvc } from "../../support/cli.js";

const OLD = `whsec_v2_${"O1d".repeat(14)}x`;
const NEW = `whsec_v2_${"N3w".repeat(14)}x`;
const BODY = JSON.stringify({
  event: "task_created",
  item: { id: "t_1", title: "Ünïcode" },
  deliveryId: "dlv_1",
});
const results: CliResult[] = [];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-verify-e2e-"));
  writeFileSync(join(dir, "old.secret"), `${OLD}\n`);
  writeFileSync(join(dir, "new.secret"), `${NEW}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const now = () => Math.floor(Date.now() / 1000);
function capture(
  name: string,
  options: {
    secret?: string;
    timestamp?: number;
    body?: string;
    headers?: Record<string, string | undefined>;
  } = {},
) {
  const signed: Record<string, string | undefined> = {
    ...signWebhook(options.secret ?? NEW, BODY, { id: "dlv_1", timestamp: options.timestamp ?? now() }),
    "content-type": "application/json",
    ...options.headers,
  };
  const lines = Object.entries(signed)
    .filter(([, value]) => value !== undefined)
    .map(([header, value]) => `${header}: ${value}`);
  writeFileSync(join(dir, `${name}.headers`), `POST /hooks HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`);
  writeFileSync(join(dir, `${name}.body`), options.body ?? BODY);
  return ["--headers", `${name}.headers`, "--body", `${name}.body`];
}

async function verify(args: string[], input?: string) {
  const result = await runSvc(["webhooks", "verify", ...args], {
    cwd: dir,
    ...(input === undefined ? {} : { input }),
  });
  results.push(result);
  return result;
}

describe("svc webhooks verify (bundle)", () => {
  it("verifies a good capture and names the matching secret by index and file, never the secret", async () => {
    const args = [...capture("good"), "--secret-file", "old.secret", "--secret-file", "new.secret"];
    const table = await verify(args);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^CHECK +RESULT +DETAIL\n/);
    expect(table.stdout).toMatch(/signature +ok +matches secret #1 \(new\.secret\)/);
    expect(table.stdout).toMatch(/verdict +verified/);
    const json = await verify(["-o", "json", ...args]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      verified: true,
      code: null,
      matchedSecret: { index: 1, label: "#1 (new.secret)" },
      signatureMatches: true,
      timestampOk: true,
      deliveryId: "dlv_1",
    });
  });

  it.each([
    ["a wrong secret", { secret: OLD }, "invalid_signature", "signature does not match the given secret"],
    [
      "a stale timestamp",
      { timestamp: now() - 1000 },
      "stale_timestamp",
      /timestamp is 100\ds old, outside the 300s tolerance by 70\ds \(too old\)/,
    ],
    [
      "a future timestamp",
      { timestamp: now() + 1000 },
      "stale_timestamp",
      /in the future, outside the 300s tolerance by \d+s \(too new/,
    ],
    [
      "a missing header",
      { headers: { "x-teamgrid-webhook-id": undefined } },
      "invalid_metadata",
      "x-teamgrid-webhook-id is missing",
    ],
    [
      "a malformed signature",
      { headers: { "x-teamgrid-webhook-signature": "sha256=abc" } },
      "invalid_signature",
      "x-teamgrid-webhook-signature must be v1= followed by 64 lowercase hex digits",
    ],
    [
      "re-serialised JSON",
      { body: JSON.stringify(JSON.parse(BODY), null, 2) },
      "invalid_signature",
      "body altered: the JSON was re-serialised",
    ],
    [
      "an added newline",
      { body: `${BODY}\n` },
      "invalid_signature",
      "body altered: a trailing newline was added after signing",
    ],
  ])("fails on %s, saying why (exit 1)", async (name, options, code, reason) => {
    const result = await verify([
      "-o",
      "json",
      ...capture(name.replaceAll(" ", "-"), options),
      "--secret-file",
      "new.secret",
    ]);
    expect(result.code).toBe(1);
    const verdict = JSON.parse(result.stdout);
    expect(verdict).toMatchObject({ verified: false, code });
    expect(verdict.reasons.join("\n")).toMatch(reason);
    expect(result.stderr).toMatch(/^svc: verification failed: /);
  });

  it("reads one JSON capture line from stdin (bodyBase64) and honours --tolerance", async () => {
    const headers = signWebhook(NEW, BODY, { id: "dlv_2", timestamp: now() - 600 });
    const line = JSON.stringify({ headers, bodyBase64: Buffer.from(BODY).toString("base64") });
    const stale = await verify(["-o", "jsonl", "--capture", "-", "--secret-file", "new.secret"], line);
    expect(stale.code).toBe(1);
    expect(stale.stdout.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(stale.stdout)).toMatchObject({
      code: "stale_timestamp",
      signatureMatches: true,
      timestamp: { direction: "too-old" },
    });
    const tolerant = await verify(
      ["--capture", "-", "--secret-file", "new.secret", "--tolerance", "900"],
      line,
    );
    expect(tolerant.code).toBe(0);
  });

  it("exits 2 on unusable input: a bad secret file, an unreadable capture, missing flags, a bad tolerance", async () => {
    writeFileSync(join(dir, "bad.secret"), "not-a-secret\n");
    const cases = [
      [...capture("u1"), "--secret-file", "bad.secret"],
      ["--capture", "nope.json", "--secret-file", "new.secret"],
      ["--headers", "u1.headers", "--secret-file", "new.secret"],
      [...capture("u2")],
      [...capture("u3"), "--secret-file", "new.secret", "--tolerance", "5"],
    ];
    for (const args of cases) {
      const result = await verify(args);
      expect(result.code, `${args.join(" ")}: ${result.stderr}`).toBe(2);
      expect(result.stdout).toBe("");
    }
  });

  it("warns about whitespace in a secret file but still verifies", async () => {
    writeFileSync(join(dir, "crlf.secret"), `${NEW}\r\n`);
    const result = await verify([...capture("crlf"), "--secret-file", "crlf.secret"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      "svc: warning: secret file #0 (crlf.secret): whitespace around the secret was ignored",
    );
  });

  it("never prints a secret on any stream", () => {
    expect(results.length).toBeGreaterThan(10);
    for (const result of results) {
      for (const text of [result.stdout, result.stderr]) {
        expect(text).not.toContain(NEW);
        expect(text).not.toContain(OLD);
        expect(text).not.toMatch(/whsec_v2_[A-Za-z0-9_-]{10}/);
      }
    }
  });
});
