/**
 * A keyed POST whose answer never arrived (the emulator acts, then drops the connection): the
 * error names the idempotency key, and the same command with that key replays the original answer,
 * the signing secret included, instead of creating or rotating twice.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shellWord } from "../../../src/cli/secrets/replay-command.js";
import { signingSecretPattern } from "../../../src/schemas/index.js";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let env: Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), "svc-replay-"));

beforeAll(async () => {
  emulator = await startTestEmulator();
  env = { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl };
});
afterAll(async () => {
  await emulator.stop();
});

const svc = (argv: string[]) => runInProcess(["--retries", "0", ...argv], { cwd: dir, env });
const keyIn = (stderr: string) => /--idempotency-key (\S+) to get its answer back/.exec(stderr)?.[1];

it("create: a lost answer names the key; the same command with it returns the webhook and its secret", async () => {
  await emulator.control.addFault({ kind: "lostResponse", method: "POST", pathPrefix: "/v1/webhooks" });
  const data = JSON.stringify({ url: "https://replay.hooks.example.com/in", actions: ["task_created"] });
  const path = join(dir, "create.secret");
  const lost = await svc(["webhooks", "create", "--data", data, "--secret-file", path]);
  expect(lost.code).toBe(1);
  const key = keyIn(lost.stderr);
  expect(key, lost.stderr).toBeDefined();
  expect(lost.stderr).toContain("the service may have created the webhook");
  // The hint ends with the exact command, shell-quoted, that replays it.
  const body = JSON.stringify({ actions: ["task_created"], url: "https://replay.hooks.example.com/in" });
  expect(lost.stderr).toContain(
    `instead of acting twice: svc webhooks create --data ${shellWord(body)} --idempotency-key ${key} --secret-file ${path}\n`,
  );

  const again = await svc([
    "-o",
    "json",
    "webhooks",
    "create",
    "--data",
    data,
    "--idempotency-key",
    key as string,
    "--secret-file",
    path,
  ]);
  expect(again.code, again.stderr).toBe(0);
  expect(readFileSync(path, "utf8").trimEnd()).toMatch(signingSecretPattern);
  const hooks = await emulator.client("admin").listWebhooks();
  expect(hooks.data.filter((hook) => hook.attributes.url.startsWith("https://replay.hooks"))).toHaveLength(1);
});

it("test: a lost answer names the key to replay the same test delivery with", async () => {
  const created = await emulator.client("admin").createWebhook({
    url: "https://replay-test.hooks.example.com/in",
    actions: ["task_created"],
  });
  await emulator.control.addFault({ kind: "lostResponse", method: "POST", pathPrefix: "/v1/webhooks/" });
  const lost = await svc(["webhooks", "test", created.data.id]);
  expect(lost.code).toBe(1);
  const key = keyIn(lost.stderr);
  expect(lost.stderr).toContain("the service may have queued the test delivery");
  const again = await svc([
    "-o",
    "json",
    "webhooks",
    "test",
    created.data.id,
    "--idempotency-key",
    key as string,
  ]);
  expect(again.code, again.stderr).toBe(0);
  expect(JSON.parse(again.stdout)).toMatchObject({
    type: "webhookTestDelivery",
    attributes: { replayed: true },
  });
});
