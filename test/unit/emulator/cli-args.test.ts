import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parseCommandLine, UsageError } from "../../../src/emulator/cli-args.js";

const dir = mkdtempSync(join(tmpdir(), "svc-emulator-args-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("parseCommandLine", () => {
  test("maps every flag to an option", () => {
    const ca = file("ca.pem", "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n");
    const seed = file("seed.json", JSON.stringify({ workspaces: [{ name: "W" }] }));
    const parsed = parseCommandLine([
      "--port",
      "8080",
      "--host",
      "0.0.0.0",
      "--region",
      "us",
      "--cell",
      "us-1",
      "--allow-loopback-webhooks",
      "--webhook-ca",
      ca,
      "--retry-schedule",
      "0, 20,50",
      "--disable-after",
      "3",
      "--rate-limit",
      "20/1s",
      "--state-dir",
      "/tmp/x/state",
      "--auto-approve",
      "--expose-secrets",
      "--seed-file",
      seed,
      "--verbose",
    ]);
    expect(parsed).toMatchObject({
      help: false,
      verbose: true,
      options: {
        port: 8080,
        host: "0.0.0.0",
        region: "us",
        cellId: "us-1",
        allowLoopbackWebhooks: true,
        retrySchedule: [0, 20, 50],
        disableAfter: 3,
        rateLimit: { limit: 20, windowMs: 1_000 },
        stateDir: "/tmp/x/state",
        autoApprove: true,
        exposeSecrets: true,
        seed: { workspaces: [{ name: "W" }] },
      },
    });
    expect(parseCommandLine(["-h"])).toEqual({ help: true });
    expect(parseCommandLine([])).toEqual({ help: false, verbose: false, options: {} });
  });

  test.each([
    [["--port", "70000"], /--port/],
    [["--port", "-1"], /port/],
    [["--disable-after", "x"], /--disable-after/],
    [["--retry-schedule", "1,a"], /--retry-schedule/],
    [["--region", "DE"], /--region/],
    [["--cell", "a_b"], /--cell/],
    [["--webhook-ca", "/does/not/exist.pem"], /--webhook-ca: cannot read/],
    [["--rate-limit", "20"], /--rate-limit must be <requests>\/<window>/],
    [["--rate-limit", "20/1d"], /--rate-limit must be/],
    [["--rate-limit", "x/1s"], /--rate-limit must be/],
    [["--rate-limit", "0/1s"], /number of requests must be 1 to 1000000/],
    [["--rate-limit", "20/50ms"], /window must be 100ms to 24h/],
    [["--rate-limit", "20/25h"], /window must be 100ms to 24h/],
    [["--state-dir", " "], /--state-dir must name a directory/],
    [["--unknown"], /unknown/i],
    [["positional"], /positional|Unexpected argument/i],
  ])("%j is a usage error", (argv, message) => {
    expect(() => parseCommandLine(argv)).toThrow(UsageError);
    expect(() => parseCommandLine(argv)).toThrow(message);
  });

  test.each([
    ["20/1s", 20, 1_000],
    ["600/1m", 600, 60_000],
    ["5/250ms", 5, 250],
    [" 1000000/24h ", 1_000_000, 86_400_000],
  ])("--rate-limit %j is %d per %d ms", (text, limit, windowMs) => {
    expect(parseCommandLine(["--rate-limit", text])).toMatchObject({
      options: { rateLimit: { limit, windowMs } },
    });
  });

  test("the CA must be a PEM certificate and the seed valid JSON matching the schema", () => {
    expect(() => parseCommandLine(["--webhook-ca", file("key.pem", "not a cert")])).toThrow(
      /PEM certificate/,
    );
    expect(() => parseCommandLine(["--seed-file", file("bad.json", "{")])).toThrow(/not valid JSON/);
    expect(() => parseCommandLine(["--seed-file", file("wrong.json", "{}")])).toThrow(
      /--seed-file: seed: workspaces/,
    );
  });
});
