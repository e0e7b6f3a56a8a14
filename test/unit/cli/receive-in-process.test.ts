/**
 * `svc webhooks receive` through runCli in-process (counted for coverage): readiness is read from
 * the context's stderr, deliveries are sent with undici; the bundle is covered by test/e2e/cli.
 */
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { Agent, request } from "undici";
import { beforeAll, describe, expect, it } from "vitest";
import type { CliContext } from "../../../src/cli/cli-context.js";
import { signWebhook } from "../../../src/signature/index.js";
import { loopbackCertificate } from "../../support/certs.js";
import { runInProcess } from "../../support/cli.js";

const SECRET = `whsec_v2_${"p".repeat(43)}`;
const OTHER = `whsec_v2_${"q".repeat(43)}`;
const BODY = '{"event":"task_created","item":{}}';
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-receive-in-process-"));
  writeFileSync(join(dir, "a.secret"), `${OTHER}\n`);
  writeFileSync(join(dir, "b.secret"), ` ${SECRET}\n`);
  const certificate = await loopbackCertificate();
  writeFileSync(join(dir, "cert.pem"), certificate.cert);
  writeFileSync(join(dir, "key.pem"), certificate.key);
  writeFileSync(join(dir, "junk.pem"), "not a certificate");
});

/** Starts receive in-process; `ready` resolves with the URL once the stderr ready line is out. */
function receive(args: string[], signal?: AbortSignal) {
  let resolveReady: (url: string) => void = () => {};
  const ready = new Promise<string>((resolve) => {
    resolveReady = resolve;
  });
  const onContext = (ctx: CliContext) => {
    let text = "";
    ctx.stderr.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const match = /ready: receiving on (\S+) /.exec(text);
      if (match?.[1]) resolveReady(match[1]);
    });
  };
  const done = runInProcess(["webhooks", "receive", ...args], {
    cwd: dir,
    onContext,
    ...(signal ? { signal } : {}),
  });
  return { ready, done };
}

const post = (
  url: string,
  headers: Record<string, string>,
  body: string | Buffer | Readable,
  dispatcher?: Agent,
) =>
  request(url, { method: "POST", headers, body, ...(dispatcher ? { dispatcher } : {}) }).then(
    async (response) => {
      await response.body.dump();
      return response.statusCode;
    },
  );

describe("svc webhooks receive (in process)", () => {
  it("verifies, rejects and caps deliveries, forwards verified ones, and prints ready, delivery and summary lines", async () => {
    const target = createServer((_req, res) => res.writeHead(200).end());
    await once(target.listen(0, "127.0.0.1"), "listening");
    const forward = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
    try {
      const run = receive([
        "--secret-file",
        "a.secret",
        "--secret-file",
        "b.secret",
        "--count",
        "3",
        "--status",
        "202",
        "--forward-to",
        forward,
        "-o",
        "jsonl",
      ]);
      const url = await run.ready;
      expect(await post(url, signWebhook(SECRET, BODY), BODY)).toBe(202);
      expect(await post(url, signWebhook(`whsec_v2_${"z".repeat(43)}`, BODY), BODY)).toBe(401);
      // chunked (no content-length): the sender must still get the 413, not a reset connection
      const chunked = Readable.from([Buffer.alloc(1024 * 1024, 0x20), Buffer.alloc(1024 * 1024, 0x20)]);
      expect(await post(url, {}, chunked)).toBe(413);
      const result = await run.done;
      expect(result.code).toBe(1);
      const lines = result.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(lines.map((line) => line.type)).toEqual([
        "ready",
        "delivery",
        "delivery",
        "delivery",
        "summary",
      ]);
      expect(lines[0]).toMatchObject({
        tls: false,
        status: 202,
        secrets: ["#0 (a.secret)", "#1 (b.secret)"],
        forwardTo: forward,
      });
      expect(lines[1]).toMatchObject({
        verified: true,
        matchedSecret: { index: 1 },
        forward: { status: 200 },
      });
      expect(lines[2]).toMatchObject({ verified: false, code: "invalid_signature", forward: null });
      expect(lines[3]).toMatchObject({ code: "body_too_large", status: 413 });
      expect(lines[4]).toEqual({
        type: "summary",
        deliveries: 3,
        verified: 1,
        failed: 2,
        stoppedBy: "count",
        forwarded: 1,
        forwardFailed: 0,
      });
      expect(result.stderr).toContain(
        "svc: warning: secret file #1 (b.secret): whitespace around the secret was ignored",
      );
      expect(result.stderr).toContain("svc: 2 of 3 deliveries failed verification");
      expect(result.stdout + result.stderr).not.toContain(SECRET);
    } finally {
      target.close();
    }
  });

  it("--save and --print-json hand over each delivery as received, never one carrying a signing secret", async () => {
    const run = receive(["--secret-file", "b.secret", "--count", "4", "--save", "hand-over", "--print-json"]);
    const url = await run.ready;
    expect(await post(url, signWebhook(SECRET, BODY), BODY)).toBe(204);
    const leaking = `{"event":"task_created","echo":"${SECRET}"}`;
    expect(await post(url, signWebhook(SECRET, leaking), leaking)).toBe(204);
    const unsigned = '{"event":"\u001b[2J"}';
    expect(await post(url, { "X-Odd": "\u009b" }, unsigned)).toBe(400);
    const big = Readable.from([Buffer.alloc(1024 * 1024, 0x20), Buffer.alloc(1024 * 1024, 0x20)]);
    expect(await post(url, {}, big)).toBe(413);
    const result = await run.done;
    expect(result.code).toBe(1);
    // stdout: only the deliveries handed over (no ready or summary record), one JSON line each.
    expect(result.stdout).not.toMatch(/[\u001b\u009b]/); // escaped, never raw on the terminal
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    const [verified, failed] = lines.map((line) => JSON.parse(line));
    expect(verified).toMatchObject({ index: 1, method: "POST", path: "/", body: BODY, verified: true });
    expect(failed).toMatchObject({ index: 3, body: unsigned, verified: false, code: "invalid_metadata" });
    expect(failed.headers["X-Odd"] ?? failed.headers["x-odd"]).toBe("\u009b");
    expect(result.stderr).toContain(
      "svc: warning: delivery 2 carries one of the signing secrets: it is not saved or printed",
    );
    expect(result.stderr).toContain(
      "svc: warning: delivery 4 is not saved or printed: its body is larger than the receiver reads",
    );
    const saved = readdirSync(join(dir, "hand-over")).sort();
    expect(saved).toEqual([expect.stringMatching(/-0001-/), expect.stringMatching(/-0003-unsigned\.json$/)]);
    const files = saved.map((name) => readFileSync(join(dir, "hand-over", name), "utf8"));
    expect(files.map((text) => JSON.parse(text))).toEqual([verified, failed]);
    expect(files.join("") + result.stdout + result.stderr).not.toContain(SECRET);
  });

  it("serves https with --cert/--key and prints a table line per delivery", async () => {
    const run = receive([
      "--secret-file",
      "b.secret",
      "--cert",
      "cert.pem",
      "--key",
      "key.pem",
      "--count",
      "1",
    ]);
    const url = await run.ready;
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
    const dispatcher = new Agent({ connect: { ca: (await loopbackCertificate()).cert } });
    expect(await post(url, signWebhook(SECRET, BODY, { id: "dlv_table" }), BODY, dispatcher)).toBe(204);
    await dispatcher.close();
    const result = await run.done;
    expect(result.code).toBe(0);
    const [header, row] = result.stdout.trim().split("\n");
    expect(header).toMatch(/^TIME +DELIVERY +EVENT +VERDICT +SECRET +STATUS +FORWARD +MS$/);
    expect(row).toMatch(/dlv_table +task_created +verified +#0 \(b\.secret\) +204 +- +\d+$/);
    expect(result.stderr).toContain("certificate SHA-256");
  });

  it("stops after --max-time: exit 0 when nothing failed, 1 when --count was not reached", async () => {
    const quiet = await receive(["--secret-file", "b.secret", "--max-time", "100ms", "-o", "json"]).done;
    expect(quiet.code).toBe(0);
    expect(JSON.parse(quiet.stdout.trim().split("\n").at(-1) ?? "")).toMatchObject({
      stoppedBy: "timeout",
      deliveries: 0,
    });
    const short = await receive(["--secret-file", "b.secret", "--max-time", "100ms", "--count", "2"]).done;
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("svc: timed out with 0 of 2 deliveries");
  });

  it("exits 130 when interrupted", async () => {
    const controller = new AbortController();
    const run = receive(["--secret-file", "b.secret"], controller.signal);
    await run.ready;
    controller.abort();
    const result = await run.done;
    expect(result.code).toBe(130);
    expect(result.stderr).toContain("svc: stopped (interrupted): 0 deliveries");
  });

  it.each([
    [["--host", "0.0.0.0"], "plain http is only served on loopback"],
    [["--forward-to", "https://example.com/"], "--forward-to must point at this machine"],
    [
      ["--self-signed", "--cert", "cert.pem", "--key", "key.pem"],
      "either --self-signed or --cert with --key",
    ],
    [["--cert", "cert.pem"], "--cert and --key go together"],
    [["--cert", "missing.pem", "--key", "key.pem"], "--cert missing.pem does not exist"],
    [["--cert", "junk.pem", "--key", "key.pem"], "--cert: junk.pem is not a PEM certificate"],
    [["--secret-file", "missing.secret"], "--secret-file #1 (missing.secret) does not exist"],
  ])("exits 2 for %j", async (args, message) => {
    const result = await receive(["--secret-file", "b.secret", ...args]).done;
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe("");
  });

  it("exits 2 when the port is taken", async () => {
    const busy = createServer();
    await once(busy.listen(0, "127.0.0.1"), "listening");
    try {
      const port = String((busy.address() as AddressInfo).port);
      const result = await receive(["--secret-file", "b.secret", "--port", port]).done;
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`cannot listen on 127.0.0.1:${port} (EADDRINUSE)`);
    } finally {
      busy.close();
    }
  });
});
