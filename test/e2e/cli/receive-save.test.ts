/**
 * `svc webhooks receive --save DIR --print-json` from the bundle, with the bundled emulator sending a
 * real delivery: the delivery is handed over exactly as received (a file per delivery, one JSON line
 * on stdout), and `svc webhooks verify` reads the saved file as it is, before and after a rotation.
 */
import { once } from "node:events";
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient } from "../../../src/client/index.js";
import { loopbackCertificate } from "../../support/certs.js";
import { runSvc } from "../../support/cli.js";
import { type SpawnedEmulator, seededCredential, spawnEmulator } from "../../support/emulator.js";
import { spawnSvc } from "../../support/svc.js";

let dir: string;
let emulator: SpawnedEmulator;
let client: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-receive-save-e2e-"));
  const certificate = await loopbackCertificate();
  writeFileSync(join(dir, "cert.pem"), certificate.cert);
  writeFileSync(join(dir, "key.pem"), certificate.key);
  emulator = await spawnEmulator(["--allow-loopback-webhooks", "--webhook-ca", join(dir, "cert.pem")]);
  client = createClient({ token: seededCredential(emulator).token, baseUrl: emulator.ready.baseUrl });
});

afterAll(async () => {
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await once(server.listen(0, "127.0.0.1"), "listening");
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const verify = (args: string[], input?: string) =>
  runSvc(["-o", "json", "webhooks", "verify", ...args], {
    cwd: dir,
    ...(input === undefined ? {} : { input }),
  });

describe("svc webhooks receive --save / --print-json (bundle) with the emulator delivering", () => {
  it("saves a real delivery as received, prints it as one JSON line, and verify reads it before and after a rotation", async () => {
    const port = await freePort();
    const created = await client.createWebhook({
      url: `https://127.0.0.1:${port}/hooks?team=a`,
      actions: ["task_created"],
    });
    const oldSecret = created.data.attributes.signingSecret;
    writeFileSync(join(dir, "old.secret"), `${oldSecret}\n`);
    const args = ["webhooks", "receive", "--cert", "cert.pem", "--key", "key.pem", "--port", String(port)];
    const svc = spawnSvc(
      [...args, "--secret-file", "old.secret", "--save", "saved", "--print-json", "--count", "1"],
      {
        cwd: dir,
      },
    );
    await svc.waitForStderr("svc: ready: receiving on https://127.0.0.1:");
    await client.testWebhookDelivery(created.data.id);
    expect(await svc.exited, svc.stderr()).toBe(0);

    // stdout: only the delivery, one JSON line, as received.
    expect(svc.lines).toHaveLength(1);
    const printed = JSON.parse(svc.lines[0] ?? "");
    expect(printed).toMatchObject({
      index: 1,
      method: "POST",
      path: "/hooks?team=a",
      verified: true,
      code: null,
      deliveryId: expect.any(String),
    });
    const headerNames = Object.keys(printed.headers).map((name) => name.toLowerCase());
    expect(headerNames).toEqual(
      expect.arrayContaining([
        "x-teamgrid-webhook-id",
        "x-teamgrid-webhook-signature",
        "x-teamgrid-webhook-timestamp",
      ]),
    );
    expect(JSON.parse(printed.body)).toMatchObject({ webhookId: created.data.id });

    // The file: owner-only, the same delivery, no secret in it.
    const saved = join(dir, "saved");
    expect(lstatSync(saved).mode & 0o777).toBe(0o700);
    const files = readdirSync(saved);
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`^\\d{8}T\\d{6}\\.\\d{3}Z-0001-${printed.deliveryId}\\.json$`)),
    ]);
    const file = join("saved", files[0] ?? "");
    expect(lstatSync(join(dir, file)).mode & 0o777).toBe(0o600);
    const text = readFileSync(join(dir, file), "utf8");
    expect(JSON.parse(text)).toEqual(printed);
    expect(text).not.toContain(oldSecret);
    expect(svc.stdout() + svc.stderr()).not.toContain(oldSecret);

    // verify reads the saved file, and the printed line, as they are.
    const at = String(
      Number(
        printed.headers["X-TeamGrid-Webhook-Timestamp"] ?? printed.headers["x-teamgrid-webhook-timestamp"],
      ),
    );
    const asSaved = await verify(["--capture", file, "--secret-file", "old.secret", "--at", at]);
    expect(asSaved.code, asSaved.stderr).toBe(0);
    expect(JSON.parse(asSaved.stdout)).toMatchObject({ verified: true, deliveryId: printed.deliveryId });
    const piped = await verify(["--capture", "-", "--secret-file", "old.secret", "--at", at], svc.stdout());
    expect(piped.code, piped.stderr).toBe(0);

    // After a rotation: the new secret alone does not verify the delivery signed before it; new and
    // old together do, with the old one (#1) matching.
    const rotated = await client.rotateWebhookSecret(created.data.id, {
      ifMatch: created.data.attributes.revision,
    });
    writeFileSync(join(dir, "new.secret"), `${rotated.data.attributes.signingSecret}\n`);
    const newOnly = await verify(["--capture", file, "--secret-file", "new.secret", "--at", at]);
    expect(newOnly.code).toBe(1);
    expect(JSON.parse(newOnly.stdout)).toMatchObject({ verified: false, code: "invalid_signature" });
    const overlap = await verify([
      "--capture",
      file,
      "--secret-file",
      "new.secret",
      "--secret-file",
      "old.secret",
      "--at",
      at,
    ]);
    expect(overlap.code, overlap.stderr).toBe(0);
    expect(JSON.parse(overlap.stdout)).toMatchObject({ verified: true, matchedSecret: { index: 1 } });
  });

  it("refuses a --save that is a symbolic link or not a directory before listening (exit 2)", async () => {
    mkdirSync(join(dir, "real"));
    symlinkSync(join(dir, "real"), join(dir, "link"));
    writeFileSync(join(dir, "plain"), "x");
    writeFileSync(join(dir, "any.secret"), `whsec_v2_${"a".repeat(43)}\n`);
    const base = ["webhooks", "receive", "--secret-file", "any.secret", "--max-time", "5s"];
    const linked = await runSvc([...base, "--save", "link"], { cwd: dir });
    expect(linked.code).toBe(2);
    expect(linked.stderr).toContain(
      "--save link is a symbolic link; deliveries are never saved through a link",
    );
    expect(linked.stderr).not.toContain("ready");
    const plain = await runSvc([...base, "--save", "plain"], { cwd: dir });
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain("--save plain is not a directory");
    const orphan = await runSvc([...base, "--save", "missing/below"], { cwd: dir });
    expect(orphan.code).toBe(2);
    expect(orphan.stderr).toContain("--save missing/below cannot be created");
  });
});
