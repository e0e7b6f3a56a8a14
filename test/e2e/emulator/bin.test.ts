import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { createClient } from "../../../src/client/index.js";
import { credentialTokenPattern } from "../../../src/schemas/index.js";
import { controlApi, EMULATOR_BUNDLE, spawnEmulator } from "../../support/emulator.js";
import { startReceiver } from "../../support/receiver.js";

beforeAll(() => {
  if (!existsSync(EMULATOR_BUNDLE)) throw new Error(`${EMULATOR_BUNDLE} is missing: run npm run build first`);
});

describe("node dist/emulator.js", () => {
  test("runs as the package's svc-emulator bin: executed directly through its shebang", () => {
    // npm links bins as-is, so the file itself must be executable JavaScript with a shebang.
    const nodeDir = dirname(process.execPath);
    const result = spawnSync(EMULATOR_BUNDLE, ["--help"], {
      encoding: "utf8",
      env: { PATH: `${nodeDir}:${process.env.PATH ?? ""}` },
    });
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: svc-emulator/);
  });

  test("prints exactly one JSON ready line, serves the API, and exits 0 on SIGTERM", async () => {
    const emulator = await spawnEmulator();
    const { ready } = emulator;
    expect(Object.keys(ready).sort()).toEqual(
      ["authorizeUrl", "baseUrl", "controlUrl", "credentials", "legacyBaseUrl", "legacyCredentials"].sort(),
    );
    expect(ready.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/v1$/);
    expect(ready.credentials.map((credential) => credential.name)).toEqual(["admin", "reader", "tenant-b"]);
    for (const credential of ready.credentials) {
      expect(credential.token).toMatch(credentialTokenPattern);
      expect(Object.keys(credential).sort()).toEqual([
        "cellId",
        "name",
        "region",
        "scopes",
        "token",
        "workspaceId",
      ]);
    }
    expect(ready.legacyCredentials).toHaveLength(2);
    for (const legacy of ready.legacyCredentials) {
      expect(Object.keys(legacy).sort()).toEqual(["calendarToken", "name", "token", "workspaceId"]);
      expect(legacy.calendarToken).toMatch(/^tgcal_[a-f0-9]{48}$/);
    }
    const admin = ready.credentials[0] as (typeof ready.credentials)[0];
    const workspace = await createClient({ token: admin.token, baseUrl: ready.baseUrl }).getWorkspace();
    expect(workspace.data.id).toBe(admin.workspaceId);
    const exit = await emulator.stop("SIGTERM");
    expect(exit).toEqual({ code: 0, signal: null });
    expect(emulator.stdoutLines.filter((line) => line !== "")).toHaveLength(1);
    expect(emulator.stderr()).toBe("");
  });

  test("SIGINT also exits 0; --verbose logs to stderr only, never tokens", async () => {
    const emulator = await spawnEmulator(["--verbose"]);
    await createClient({
      token: emulator.ready.credentials[0]?.token as string,
      baseUrl: emulator.ready.baseUrl,
    }).getWorkspace();
    expect(await emulator.stop("SIGINT")).toEqual({ code: 0, signal: null });
    expect(emulator.stderr()).toContain("listening on");
    for (const credential of emulator.ready.credentials)
      expect(emulator.stderr()).not.toContain(credential.token);
    expect(emulator.stdoutLines.filter((line) => line !== "")).toHaveLength(1);
  });

  test("flags: seed file, region/cell, retry schedule and a trusted CA drive a real delivery", async () => {
    const receiver = await startReceiver();
    const dir = mkdtempSync(join(tmpdir(), "svc-emulator-"));
    const caFile = join(dir, "ca.pem");
    writeFileSync(caFile, receiver.ca);
    const seedFile = join(dir, "seed.json");
    writeFileSync(
      seedFile,
      JSON.stringify({
        workspaces: [
          { name: "Solo", credentials: [{ name: "ci", scopes: ["webhooks:read", "webhooks:write"] }] },
        ],
      }),
    );
    const emulator = await spawnEmulator([
      "--seed-file",
      seedFile,
      "--region",
      "us",
      "--cell",
      "us-test-001",
      "--allow-loopback-webhooks",
      "--webhook-ca",
      caFile,
      "--retry-schedule",
      "0,10",
      "--disable-after",
      "1",
    ]);
    try {
      const [ci] = emulator.ready.credentials;
      expect(ci).toMatchObject({ name: "ci", region: "us", cellId: "us-test-001" });
      expect(ci?.token.startsWith("tg_sa_v2_us_us-test-001_")).toBe(true);
      const client = createClient({ token: ci?.token as string, baseUrl: emulator.ready.baseUrl });
      const hook = await client.createWebhook({ url: receiver.url, actions: ["task_created"] });
      receiver.setSecrets([hook.data.attributes.signingSecret]);
      receiver.respond(500);
      await controlApi(emulator.ready.controlUrl).emit({
        workspaceId: ci?.workspaceId as string,
        event: "task_created",
      });
      const attempts = await receiver.waitForCount(2);
      expect(attempts.every((delivery) => delivery.verified)).toBe(true);
      expect(new Set(attempts.map((delivery) => delivery.id)).size).toBe(1);
      const control = controlApi(emulator.ready.controlUrl);
      let view = (await control.webhooks()).webhooks[0];
      for (let poll = 0; poll < 200 && view?.disabled !== true; poll += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        view = (await control.webhooks()).webhooks[0];
      }
      expect(view).toMatchObject({ disabled: true, autoDisabled: true, failCount: 1 });
      expect(view).not.toHaveProperty("signingSecret");
    } finally {
      expect(await emulator.stop()).toEqual({ code: 0, signal: null });
      await receiver.close();
    }
  });

  test("--help prints usage and exits 0; a bad flag exits 2 with a message on stderr", () => {
    const help = spawnSync(process.execPath, [EMULATOR_BUNDLE, "--help"], { encoding: "utf8" });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("--retry-schedule");
    const bad = spawnSync(process.execPath, [EMULATOR_BUNDLE, "--port", "http"], { encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain("--port must be an integer");
    const unknown = spawnSync(process.execPath, [EMULATOR_BUNDLE, "--bogus"], { encoding: "utf8" });
    expect(unknown.status).toBe(2);
    const seed = spawnSync(process.execPath, [EMULATOR_BUNDLE, "--seed-file", "/nonexistent/seed.json"], {
      encoding: "utf8",
    });
    expect(seed.status).toBe(2);
    expect(seed.stderr).toContain("--seed-file");
  });
});
